; ModuleID = '01_iter_closures.1e4e1ca697f46513-cgu.0'
source_filename = "01_iter_closures.1e4e1ca697f46513-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::fmt::rt::Argument<'_>" = type { %"core::fmt::rt::ArgumentType<'_>" }
%"core::fmt::rt::ArgumentType<'_>" = type { ptr, [1 x i64] }
%"core::mem::maybe_uninit::MaybeUninit<[u8; 8]>" = type { [8 x i8] }
%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

@anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1 = private unnamed_addr constant [16 x i8] c"\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 8
@alloc_18d73aa062d524e9620b9e3b55bd9eb1 = private unnamed_addr constant [218 x i8] c"unsafe precondition(s) violated: slice::get_unchecked_mut requires that the range is within the slice\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_66decb206cc790f4c5da38fd8d19ae5a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/enumerate.rs\00", align 1
@alloc_0c0d1c4353f8e4000b606f1fa55ce6a8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_66decb206cc790f4c5da38fd8d19ae5a, [16 x i8] c"[\00\00\00\00\00\00\00\8D\00\00\00\11\00\00\00" }>, align 8
@alloc_31365cfefba383c4d2bf6b6a04cc10aa = private unnamed_addr constant [17 x i8] c"capacity overflow", align 1
@alloc_d4b953f91310fc7f7ed5c9c0120cf1fc = private unnamed_addr constant [95 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/spec_from_iter_nested.rs\00", align 1
@alloc_c915f046f49c324d04a55a6418724f57 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d4b953f91310fc7f7ed5c9c0120cf1fc, [16 x i8] c"^\00\00\00\00\00\00\009\00\00\00\12\00\00\00" }>, align 8
@alloc_9877fdffb06d7cb7231dc08b14b0e6fe = private unnamed_addr constant [77 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/mod.rs\00", align 1
@alloc_490992312822afe82cb6f17d9c546139 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00r\08\00\00\09\00\00\00" }>, align 8
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_a29035eaaf9428fc6bb3bd1cdac57179 = private unnamed_addr constant [90 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/step_by.rs\00", align 1
@alloc_a23eeb0b721a5051bb896dd9e4b69ed6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a29035eaaf9428fc6bb3bd1cdac57179, [16 x i8] c"Y\00\00\00\00\00\00\00.\00\00\00\12\00\00\00" }>, align 8
@alloc_e1b1954c331dc58ba488e63817d33a96 = private unnamed_addr constant [34 x i8] c"\02n=\C0\06 mean=\C5 \00\00p\09\00\05 var=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_66c104731fe6cffaa59dbbc22fd870de = private unnamed_addr constant [28 x i8] c"\0Apositives=\C0\05 max=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_b6a15541036079e5dbd0dd62ce31a36b = private unnamed_addr constant [25 x i8] c"\07argmin=\C0\05 min=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_4e54fda10b23be9298edbd623c91070c = private unnamed_addr constant [21 x i8] c"\0Alag-1 dot=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_37646ef2b635d95da8543c7a80c5c88b = private unnamed_addr constant [25 x i8] c"rust/01_iter_closures.rs\00", align 1
@alloc_c54ad3cbd17d821512a7a1951f9f72f1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00(\00\00\00!\00\00\00" }>, align 8
@alloc_0ef0d17f16e155573b48db778e84555a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00)\00\00\00L\00\00\00" }>, align 8
@alloc_1818710263af15851183001b71037b6e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00)\00\00\00X\00\00\00" }>, align 8
@alloc_16c49fb07c48cae0e4ddfc9e8062bd14 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00)\00\00\00W\00\00\00" }>, align 8
@alloc_1632f02dac948843c2903b299100a9c5 = private unnamed_addr constant [47 x i8] c"\0Dsmoothed len=\C0\07 first=\C5 \00\00p\09\00\06 last=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_421005b28c22bd199bafd330449fe49b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00,\00\00\00\1F\00\00\00" }>, align 8
@alloc_52b146aee62826a7526cd7e16db90320 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00,\00\00\00,\00\00\00" }>, align 8
@alloc_75567376f71c471c0f1a170db1275f29 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00-\00\00\00>\00\00\00" }>, align 8
@alloc_c25846cedbcffad4924098860a22ac75 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00-\00\00\00J\00\00\00" }>, align 8
@alloc_eac30fbaa7e4411293bf75966ed9f6ba = private unnamed_addr constant [42 x i8] c"\07median=\C5 \00\00p\09\00\04 q1=\C5 \00\00p\09\00\04 q3=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_b4325b3cdfc2aa14b79cb5b4b1e2eb4c = private unnamed_addr constant [15 x i8] c"\0Ahistogram=\C0\01\0A\00", align 1
@alloc_26331e3b81d1761e9ef950238cc03a61 = private unnamed_addr constant [22 x i8] c"\0Bcompose(7)=\C5 \00\00p\03\00\01\0A\00", align 1
@alloc_a99badaac5ebf7f88356bf6a693202f4 = private unnamed_addr constant [39 x i8] c"\13fixed point of cos=\C5 \00\00p\09\00\07 calls=\C0\01\0A\00", align 1
@alloc_d5f959dc34abe734e31e8cd3ae4f8d98 = private unnamed_addr constant [31 x i8] c"\11sum even squares=\C0\07 chain=\C0\01\0A\00", align 1
@alloc_92cb8dbd9048800436c95cf5749d0776 = private unnamed_addr constant [4 x i8] c"beta", align 1
@alloc_216b5aca98fdf70e80bac0db88a04971 = private unnamed_addr constant [5 x i8] c"gamma", align 1
@alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6 = private unnamed_addr constant [5 x i8] c"delta", align 1
@alloc_6526cf658b8826332a5a4a86783a0f7f = private unnamed_addr constant [7 x i8] c"epsilon", align 1
@alloc_19bb968bf87d97aa8122af4bb473a80f = private unnamed_addr constant [5 x i8] c"alpha", align 1
@alloc_e9e9e37606451edc50af842100bfe626 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00@\00\00\003\00\00\00" }>, align 8
@alloc_3bb2650aa074fcfb8c10a9c40791bfbc = private unnamed_addr constant [1 x i8] c"-", align 1
@alloc_5ea444911453abd66bc7684632b744f2 = private unnamed_addr constant [23 x i8] c"\08longest=\C0\08 joined=\C0\01\0A\00", align 1
@alloc_75419323a2228e8a5d0046769f1953a2 = private unnamed_addr constant [43 x i8] c"\09any<-4.9=\C0\0B all|x|<=5=\C0\0E first>4.5 at \C0\01\0A\00", align 1
@alloc_82642d8c557d8b0c4c10c2b748646394 = private unnamed_addr constant [13 x i8] c"\08step_by=\C0\01\0A\00", align 1
@alloc_153854950d331332e465ceb8b349dbd1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00;\00\00\001\00\00\00" }>, align 8
@alloc_55426f944314c1dd46a81f14eda6d96b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00;\00\00\00E\00\00\00" }>, align 8
@alloc_9eebf31b2192ef168d8abb74cbf79234 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00\1D\00\00\00#\00\00\00" }>, align 8
@alloc_872763a6e70ded1ef4d406a64e01ff00 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00\1D\00\00\000\00\00\00" }>, align 8
@alloc_12cc8c4004109ee4de46fd6fa713248f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00&\00\00\00F\00\00\00" }>, align 8
@alloc_3bf9b353c946098f6c542c2057e6e4ab = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00+\00\00\00,\00\00\00" }>, align 8
@alloc_afc0e2a6bbee6a0f69edf56eadcc952e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\009\00\00\00\1B\00\00\00" }>, align 8
@alloc_85c729b2fcc8216222d5158a077be343 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\000\00\00\00\09\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hcac07813b4c2ada1E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE" }>, align 8
@anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.2 = private unnamed_addr constant <{ [4 x i8], [4 x i8] }> <{ [4 x i8] zeroinitializer, [4 x i8] undef }>, align 4
@alloc_ac58905df1c7070c854dfff60260b3ad = private unnamed_addr constant [83 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/intrinsics/mod.rs\00", align 1
@alloc_b90498d3febd1b2c7361fce5cd399b17 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ac58905df1c7070c854dfff60260b3ad, [16 x i8] c"R\00\00\00\00\00\00\00\11\0A\00\00\0E\00\00\00" }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h55871f533adcc97cE" }>, align 8
@vtable.2 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h2703b82f9bd8f117E" }>, align 8
@vtable.3 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hfcd764cbec025ba8E" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_d7e165a166a72c56d1d4a46283bb3267 = private unnamed_addr constant [209 x i8] c"unsafe precondition(s) violated: NonZero::new_unchecked requires the argument to be non-zero\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_bd3468a7b96187f70c1ce98a3e7a63bf = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: ptr::copy_nonoverlapping requires that both pointer arguments are aligned and non-null and the specified memory ranges do not overlap\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_2875d9f120b8cc0de1c30c014c7b6715 = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: ptr::swap_nonoverlapping requires that both pointer arguments are aligned and non-null and the specified memory ranges do not overlap\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_64e308ef4babfeb8b6220184de794a17 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: hint::assert_unchecked must never be called when the condition is false\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_75fb06c2453febd814e73f5f2e72ae38 = private unnamed_addr constant [199 x i8] c"unsafe precondition(s) violated: hint::unreachable_unchecked must never be reached\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_4aead6e2018a46d0df208d5729447de7 = private unnamed_addr constant [27 x i8] c"assertion failed: step != 0", align 1
@alloc_c7baa26b60c90f85c8064a305f54009b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_a29035eaaf9428fc6bb3bd1cdac57179, [16 x i8] c"Y\00\00\00\00\00\00\00#\00\00\00\09\00\00\00" }>, align 8
@alloc_43db45ebdf0a3d6e3246eedb47a76a93 = private unnamed_addr constant [84 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ops/index_range.rs\00", align 1
@alloc_ce80e79f3c9060ea066a507aad0cbb89 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_43db45ebdf0a3d6e3246eedb47a76a93, [16 x i8] c"S\00\00\00\00\00\00\00?\00\00\00%\00\00\00" }>, align 8
@alloc_082107b1c47f17e29d320b8b2dd4f81e = private unnamed_addr constant [90 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/array/iter/iter_inner.rs\00", align 1
@alloc_b9585347369fbb186c3ccfb6c2caba79 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_082107b1c47f17e29d320b8b2dd4f81e, [16 x i8] c"Y\00\00\00\00\00\00\00\AE\00\00\00 \00\00\00" }>, align 8
@alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/mod.rs\00", align 1
@alloc_37f6e60a2902ea1334fb3e649d7c5a34 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00\0F\02\00\00\05\00\00\00" }>, align 8
@alloc_d1084648e479974e70c9329824bf76f9 = private unnamed_addr constant [9 x i8] c"mid > len", align 1
@alloc_91c74303079502ec2def021907035619 = private unnamed_addr constant [78 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/mod.rs\00", align 1
@alloc_d1250771b83e6344d3d40eb1743414a9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\94\08\00\00 \00\00\00" }>, align 8
@alloc_6b0b11c9e93314b588b613b55005cf18 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: slice::split_at_mut_unchecked requires the index to be within the slice\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_be6757f1351a050e3d83232446b94126 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\DE\03\00\00\15\00\00\00" }>, align 8
@alloc_fe2ef4fe5f471dec0e0b7cc9a279d219 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\DF\03\00\00\15\00\00\00" }>, align 8
@alloc_2400804e423b0742bba0683141bd04c2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\F2\03\00\00\1C\00\00\00" }>, align 8
@alloc_fffa68226348b98e7063e74865542329 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\F3\03\00\00\1C\00\00\00" }>, align 8
@alloc_4c2c6c2e084bbf207e6375ee9c0ff5d5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\F7\03\00\00 \00\00\00" }>, align 8
@alloc_76885f79964779c81888673b9ee1de73 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_91c74303079502ec2def021907035619, [16 x i8] c"M\00\00\00\00\00\00\00\F7\03\00\00+\00\00\00" }>, align 8
@alloc_d0b5540d38aa67683bd942cb6db4a43b = private unnamed_addr constant [28 x i8] c"window size must be non-zero", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_5c1a2f972552229672fc942406cfc298 = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts_mut requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@alloc_2957776f7149b6770f7abbeb136454d6 = private unnamed_addr constant [90 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/shared/mod.rs\00", align 1
@alloc_a44304a1f719024c04ff0cb41b053e7e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2957776f7149b6770f7abbeb136454d6, [16 x i8] c"Y\00\00\00\00\00\00\00\22\00\00\00-\00\00\00" }>, align 8
@alloc_db7902ffb345f68875f125a55948041d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2957776f7149b6770f7abbeb136454d6, [16 x i8] c"Y\00\00\00\00\00\00\00\22\00\00\00A\00\00\00" }>, align 8
@alloc_9da4124957f216573c8da243061f8a70 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2957776f7149b6770f7abbeb136454d6, [16 x i8] c"Y\00\00\00\00\00\00\00(\00\00\00/\00\00\00" }>, align 8
@alloc_229032330bac7d69f8789d9e1d6452be = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2957776f7149b6770f7abbeb136454d6, [16 x i8] c"Y\00\00\00\00\00\00\00(\00\00\00I\00\00\00" }>, align 8
@alloc_191f7efe61dba6be0a42f44d783b98d8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2957776f7149b6770f7abbeb136454d6, [16 x i8] c"Y\00\00\00\00\00\00\00$\00\00\00.\00\00\00" }>, align 8
@alloc_d96daf0bb4fd001831a9beaccf8b9c97 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2957776f7149b6770f7abbeb136454d6, [16 x i8] c"Y\00\00\00\00\00\00\00$\00\00\00H\00\00\00" }>, align 8
@alloc_ef7cdb2d16848507c0a86e68ebea0568 = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/shared/pivot.rs\00", align 1
@alloc_70e9b8b10528dc1580cecff96f78dc8b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ef7cdb2d16848507c0a86e68ebea0568, [16 x i8] c"[\00\00\00\00\00\00\00%\00\00\006\00\00\00" }>, align 8
@alloc_6aba2971faaa5e7b6df185f141ce6d29 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ef7cdb2d16848507c0a86e68ebea0568, [16 x i8] c"[\00\00\00\00\00\00\00#\00\00\00-\00\00\00" }>, align 8
@alloc_9d8275ebab0503eb5fd9a5dc77edb4cd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ef7cdb2d16848507c0a86e68ebea0568, [16 x i8] c"[\00\00\00\00\00\00\00*\00\00\00\09\00\00\00" }>, align 8
@alloc_fc1e11d279cdb71d1c7f6aebc5a9f678 = private unnamed_addr constant [90 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/mod.rs\00", align 1
@alloc_0edbeaab2e2bcbbd553afd146233921f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_fc1e11d279cdb71d1c7f6aebc5a9f678, [16 x i8] c"Y\00\00\00\00\00\00\00\A3\00\00\00\12\00\00\00" }>, align 8
@alloc_2563dc407fefe603fa04502e1d3ef4fa = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/drift.rs\00", align 1
@alloc_d87ec7d097e811fde3dd3f3ef39b7302 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00\FF\00\00\00\19\00\00\00" }>, align 8
@alloc_d754051fccd7030d0a1f06aa838ef53e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00\F2\00\00\00\12\00\00\00" }>, align 8
@alloc_2acc8734dc506681757a5c6d3cddfd30 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00\D1\00\00\00$\00\00\00" }>, align 8
@alloc_71b35769825d48d1a7d086ff63601eb3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00\CE\00\00\00$\00\00\00" }>, align 8
@alloc_491a91527a8fa88881c8fa13fbf30c1d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00\0D\01\00\00#\00\00\00" }>, align 8
@alloc_04862a183f42a4f53f76f97ac6a438d7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00\A1\00\00\00\12\00\00\00" }>, align 8
@alloc_dfb530ddce34753505d74cc26c5b3f8d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00]\00\00\00%\00\00\00" }>, align 8
@alloc_9a1aeff89ea90483c497ae2103ba01e5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_2563dc407fefe603fa04502e1d3ef4fa, [16 x i8] c"[\00\00\00\00\00\00\00@\00\00\00\22\00\00\00" }>, align 8
@alloc_c2bfad408fe3776ef4805e233d5025e3 = private unnamed_addr constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00", align 1
@alloc_2b55049234ef4bcf9ecd87309f315fee = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00-\00\00\009\00\00\00" }>, align 8
@alloc_60eb441ce6b41478d983d31c24b93a60 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00<\00\00\00;\00\00\00" }>, align 8
@alloc_b53546d47a17b26d83a51e48c3ff5f7a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00" }>, align 8
@alloc_f2f9ba200fb3017fda66833c01fe0293 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00" }>, align 8
@alloc_763310d78c99c2c1ad3f8a9821e942f3 = private unnamed_addr constant [61 x i8] c"is_nonoverlapping: `size_of::<T>() * count` overflows a usize", align 1
@vtable.4 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hf59f32ede6d69137E" }>, align 8
@alloc_ab77ed90a3bb8c697b2704042ce329ff = private unnamed_addr constant [86 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/traits/accum.rs\00", align 1
@alloc_45c7fca6d83c7d5a4170abc80231b3c8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ab77ed90a3bb8c697b2704042ce329ff, [16 x i8] c"U\00\00\00\00\00\00\00\CC\00\00\00\01\00\00\00" }>, align 8
@alloc_4d5f9bcb134baf582cd4afb9138dbcb1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00\80\0C\00\00\0D\00\00\00" }>, align 8
@alloc_3a1fcbd4fcd89cc532cda7ec79f4e4d9 = private unnamed_addr constant [80 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/index.rs\00", align 1
@alloc_0d66999e2f47b6dd52528aac14576a45 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3a1fcbd4fcd89cc532cda7ec79f4e4d9, [16 x i8] c"O\00\00\00\00\00\00\00\0C\02\00\00 \00\00\00" }>, align 8
@alloc_c937d73bb9a6371d6640cf4965aec724 = private unnamed_addr constant [73 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/str.rs\00", align 1
@alloc_e93899921f7be3401224cadbf512727f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\A8\00\00\00\1A\00\00\00" }>, align 8
@alloc_0999492f7fed77739d1330337bddcd52 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\AB\00\00\00\0D\00\00\00" }>, align 8
@alloc_01417ebca96a98fb9890b1b8a14503d5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\B1\00\00\00\16\00\00\00" }>, align 8
@alloc_ca673fb95acb8e58af271999e89294ae = private unnamed_addr constant [53 x i8] c"attempt to join into collection with len > usize::MAX", align 1
@alloc_d8d4d9da093f3be02d1f11ac3b974138 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\9A\00\00\00\0A\00\00\00" }>, align 8
@alloc_1d3f95e9ca2c2500370a366eac41ea2a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00\AF\0F\00\00\0D\00\00\00" }>, align 8
@alloc_57d70e9d94c65ecfc15225d29a5ed72b = private unnamed_addr constant [198 x i8] c"unsafe precondition(s) violated: Vec::set_len requires that new_len <= capacity()\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_d41466a556d037f23fe96152fbab9365 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/raw_vec/mod.rs\00", align 1
@alloc_8a557fa53722333f4e14612354d66d02 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d41466a556d037f23fe96152fbab9365, [16 x i8] c"P\00\00\00\00\00\00\00\B5\01\00\00\15\00\00\00" }>, align 8
@alloc_37d2e53432a03a1f90b3e7253015eaf9 = private unnamed_addr constant [4 x i8] c"None", align 1
@alloc_9535bf4c204f3eb9b19ec2c83e446e52 = private unnamed_addr constant [4 x i8] c"Some", align 1
@alloc_97d92cbf2a68a6ac45a1b13da79836e4 = private unnamed_addr constant [214 x i8] c"unsafe precondition(s) violated: slice::get_unchecked requires that the index is within the slice\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_31e0c595875695c77fd2f54110592d27 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00Q\05\00\00\1D\00\00\00" }>, align 8
@alloc_b2f28986b414e660fff9151eee01a1b2 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00P\05\00\00#\00\00\00" }>, align 8
@alloc_5d98baa1ab9b229261cce0aa380e716a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/merge.rs\00", align 1
@alloc_c8f858ffc1c60babffaccc226d900255 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5d98baa1ab9b229261cce0aa380e716a, [16 x i8] c"[\00\00\00\00\00\00\00\92\00\00\00 \00\00\00" }>, align 8

; <core::iter::adapters::skip::Skip<I> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hea6a8ae3afb31bd3E"(ptr align 8 %self, i64 %idx) unnamed_addr #0 {
start:
  br label %bb4

bb4:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_12 = load i64, ptr %0, align 8
  %idx1 = add i64 %idx, %_12
; call <I as core::iter::adapters::zip::SpecTrustedRandomAccess>::try_get_unchecked
  %_0 = call align 8 ptr @"_ZN72_$LT$I$u20$as$u20$core..iter..adapters..zip..SpecTrustedRandomAccess$GT$17try_get_unchecked17hb6a430d75b543560E"(ptr align 8 %self, i64 %idx1) #14
  ret ptr %_0

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb5:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable

bb7:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; <core::iter::adapters::skip::Skip<I> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h8020162823cbaf65E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = alloca [8 x i8], align 8
  %upper1 = alloca [16 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  %upper = alloca [16 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf7254c89c1c90f75E"(ptr sret([24 x i8]) align 8 %_4, ptr align 8 %self) #14
  %lower = load i64, ptr %_4, align 8
  %2 = getelementptr inbounds i8, ptr %_4, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load i64, ptr %4, align 8
  store i64 %3, ptr %upper, align 8
  %6 = getelementptr inbounds i8, ptr %upper, i64 8
  store i64 %5, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %self, i64 16
  %rhs = load i64, ptr %7, align 8
  %8 = call i64 @llvm.usub.sat.i64(i64 %lower, i64 %rhs)
  store i64 %8, ptr %1, align 8
  %lower2 = load i64, ptr %1, align 8
  %_9 = load i64, ptr %upper, align 8
  %9 = getelementptr inbounds i8, ptr %upper, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_9 to i1
  br i1 %11, label %bb4, label %bb3

bb4:                                              ; preds = %start
  %12 = getelementptr inbounds i8, ptr %upper, i64 8
  %x = load i64, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %self, i64 16
  %rhs3 = load i64, ptr %13, align 8
  %14 = call i64 @llvm.usub.sat.i64(i64 %x, i64 %rhs3)
  store i64 %14, ptr %0, align 8
  %_11 = load i64, ptr %0, align 8
  %15 = getelementptr inbounds i8, ptr %upper1, i64 8
  store i64 %_11, ptr %15, align 8
  store i64 1, ptr %upper1, align 8
  br label %bb5

bb3:                                              ; preds = %start
  %16 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %17 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %16, ptr %upper1, align 8
  %18 = getelementptr inbounds i8, ptr %upper1, i64 8
  store i64 %17, ptr %18, align 8
  br label %bb5

bb5:                                              ; preds = %bb4, %bb3
  store i64 %lower2, ptr %_0, align 8
  %19 = load i64, ptr %upper1, align 8
  %20 = getelementptr inbounds i8, ptr %upper1, i64 8
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %19, ptr %22, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  store i64 %21, ptr %23, align 8
  ret void

bb2:                                              ; No predecessors!
  unreachable
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h01360dfe4440ade4E"(ptr align 8 %self, i64 %init) unnamed_addr #0 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 24, i1 false)
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call i64 @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0fd669a2f5b1fe32E"(ptr align 8 %_4, i64 %init) #14
  ret i64 %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1121b11c31241ba3E"(ptr align 8 %self, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [32 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_4.0 = load i32, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 4
  %_4.1 = load i32, ptr %1, align 4
  %f = load ptr, ptr %self, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
  %2 = getelementptr inbounds i8, ptr %_5, i64 24
  store ptr %f, ptr %2, align 8
; call core::iter::traits::iterator::Iterator::fold
  call void @_ZN4core4iter6traits8iterator8Iterator4fold17h6082dc76569feb8fE(i32 %_4.0, i32 %_4.1, ptr align 8 %_5) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2aac4224903126d4E"(ptr %self.0, ptr %self.1, i64 %init.0, ptr align 8 %init.1) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %0 = call { i64, ptr } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he88c462734f5e6b6E"(ptr %self.0, ptr %self.1, i64 %init.0, ptr align 8 %init.1) #14
  %_0.0 = extractvalue { i64, ptr } %0, 0
  %_0.1 = extractvalue { i64, ptr } %0, 1
  %1 = insertvalue { i64, ptr } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, ptr } %1, ptr %_0.1, 1
  ret { i64, ptr } %2
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5435577a29d5b54fE"(ptr %self.0, ptr %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd9d9c583d55a9e35E"(ptr %self.0, ptr %self.1, ptr align 8 %_5) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7165c4208c97d2a1E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [56 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 56, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h58b4afd1248e8053E"(ptr align 8 %_4, double %init) #14
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73b837f0a94a0383E"(ptr %self.0, ptr %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf27e02238677d682E"(ptr %self.0, ptr %self.1, ptr align 8 %_5) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hce7b29c66487ef6bE"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4.0 = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_4.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %f = load ptr, ptr %1, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E"(ptr %_4.0, ptr %_4.1, double %init, ptr align 8 %f) #14
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE"(ptr align 8 %self, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  call void @_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E(ptr align 8 %_4, ptr align 8 %_5) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb738702efaa0bdcfE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %self1 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %0 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h498fb143fd60b5edE"(ptr align 8 %self) #14
  store ptr %0, ptr %self1, align 8
  %f = getelementptr inbounds i8, ptr %self, i64 16
  %1 = load ptr, ptr %self1, align 8
  %2 = ptrtoint ptr %1 to i64
  %3 = icmp eq i64 %2, 0
  %_5 = select i1 %3, i64 0, i64 1
  %4 = trunc nuw i64 %_5 to i1
  br i1 %4, label %bb5, label %bb4

bb5:                                              ; preds = %start
  %x = load ptr, ptr %self1, align 8
; call core::iter::traits::iterator::Iterator::max_by_key::key::{{closure}}
  %5 = call { i64, ptr } @"_ZN4core4iter6traits8iterator8Iterator10max_by_key3key28_$u7b$$u7b$closure$u7d$$u7d$17hfc45689061659a25E"(ptr align 1 %f, ptr align 8 %x) #14
  %_7.0 = extractvalue { i64, ptr } %5, 0
  %_7.1 = extractvalue { i64, ptr } %5, 1
  store i64 %_7.0, ptr %_0, align 8
  %6 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_7.1, ptr %6, align 8
  br label %bb2

bb4:                                              ; preds = %start
  %7 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr null, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb5, %bb4
  %8 = load i64, ptr %_0, align 8
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = insertvalue { i64, ptr } poison, i64 %8, 0
  %12 = insertvalue { i64, ptr } %11, ptr %10, 1
  ret { i64, ptr } %12

bb3:                                              ; No predecessors!
  unreachable
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hc1e6d6e676129112E"(ptr align 4 %self) unnamed_addr #1 {
start:
  %self1 = alloca [8 x i8], align 4
  %_0 = alloca [16 x i8], align 8
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %0 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hdaeeceec2a76985bE"(ptr align 4 %self) #14
  %1 = extractvalue { i32, i32 } %0, 0
  %2 = extractvalue { i32, i32 } %0, 1
  store i32 %1, ptr %self1, align 4
  %3 = getelementptr inbounds i8, ptr %self1, i64 4
  store i32 %2, ptr %3, align 4
  %f = getelementptr inbounds i8, ptr %self, i64 8
  %4 = load i32, ptr %self1, align 4
  %5 = getelementptr inbounds i8, ptr %self1, i64 4
  %6 = load i32, ptr %5, align 4
  %_5 = zext i32 %4 to i64
  %7 = trunc nuw i64 %_5 to i1
  br i1 %7, label %bb5, label %bb4

bb5:                                              ; preds = %start
  %8 = getelementptr inbounds i8, ptr %self1, i64 4
  %x = load i32, ptr %8, align 4
; call _01_iter_closures::main::{{closure}}
  %_7 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hafa161e0520e91d2E"(ptr align 1 %f, i32 %x) #14
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %_7, ptr %9, align 8
  store i64 1, ptr %_0, align 8
  br label %bb2

bb4:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb2

bb2:                                              ; preds = %bb5, %bb4
  %10 = load i64, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  %12 = load double, ptr %11, align 8
  %13 = insertvalue { i64, double } poison, i64 %10, 0
  %14 = insertvalue { i64, double } %13, double %12, 1
  ret { i64, double } %14

bb3:                                              ; No predecessors!
  unreachable
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hb7d33903d8e17affE"(ptr align 4 %self, i64 %init) unnamed_addr #0 {
start:
  %f = getelementptr inbounds i8, ptr %self, i64 8
; call core::iter::traits::iterator::Iterator::try_fold
  %_0 = call i64 @_ZN4core4iter6traits8iterator8Iterator8try_fold17h7107ddbdf6ba54e8E(ptr align 4 %self, i64 %init, ptr align 1 %f) #14
  ret i64 %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h6b496f6823b97fe6E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h96c5711f600c0183E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd1d29a36c820bfdaE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h96c5711f600c0183E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd685ec3ed9f03f08E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_2 = getelementptr inbounds i8, ptr %self, i64 8
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %_2) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he8f72e2fdba78634E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hc76693d162a73d75E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17heb3ed12d7df0accdE"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) #14
  ret void
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h58b4afd1248e8053E"(ptr align 8 %self, double %init) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  %_0 = call double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h78d9c5a8964515ccE"(ptr align 8 %self, double %init) #14
  ret double %_0
}

; <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_8 = alloca [1 x i8], align 1
  store i8 1, ptr %_9, align 1
  store i8 1, ptr %_8, align 1
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h47377868fe2854b1E(ptr %self.0, ptr %self.1) #14
  %self.01 = extractvalue { ptr, ptr } %1, 0
  %self.12 = extractvalue { ptr, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_9, align 1
  store i8 0, ptr %_8, align 1
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h496dbc27af6f3ea5E"(ptr %self.01, ptr %self.12, double %init) #14
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

; <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::try_fold
; Function Attrs: nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7871f59048ac86dE"(ptr align 8 %self, ptr align 1 %f) unnamed_addr #0 {
start:
; call core::iter::traits::iterator::Iterator::try_fold
  %0 = call { i64, double } @_ZN4core4iter6traits8iterator8Iterator8try_fold17h36654208101b5babE(ptr align 8 %self, ptr align 1 %f) #14
  %_0.0 = extractvalue { i64, double } %0, 0
  %_0.1 = extractvalue { i64, double } %0, 1
  %1 = insertvalue { i64, double } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, double } %1, double %_0.1, 1
  ret { i64, double } %2
}

; <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hc39df4d0296287fdE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf7254c89c1c90f75E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; <core::iter::sources::from_fn::FromFn<F> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN104_$LT$core..iter..sources..from_fn..FromFn$LT$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb09938009c7ab14aE"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_fold::nth::{{closure}}
  %0 = call { i64, double } @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold3nth28_$u7b$$u7b$closure$u7d$$u7d$17h3a3ceb1f15821ad6E"(ptr align 8 %self) #14
  %_0.0 = extractvalue { i64, double } %0, 0
  %_0.1 = extractvalue { i64, double } %0, 1
  %1 = insertvalue { i64, double } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, double } %1, double %_0.1, 1
  ret { i64, double } %2
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_fold
  call void @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E"(ptr align 8 %self, ptr align 8 %f) #15
  ret void
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hbad2af9be8792d94E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_size_hint
  call void @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$14spec_size_hint17hca63249c91acc5c1E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; <core::iter::adapters::chain::Chain<A,B> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN106_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h045c0e322e058fb7E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %upper = alloca [16 x i8], align 8
  %_12 = alloca [24 x i8], align 8
  %b_upper = alloca [16 x i8], align 8
  %_9 = alloca [24 x i8], align 8
  %a_upper = alloca [16 x i8], align 8
  %1 = load i32, ptr %self, align 4
  %_4 = zext i32 %1 to i64
  %2 = trunc nuw i64 %_4 to i1
  br i1 %2, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %self, i64 12
  %4 = load i32, ptr %3, align 4
  %_2 = zext i32 %4 to i64
  %5 = trunc nuw i64 %_2 to i1
  br i1 %5, label %bb7, label %bb6

bb3:                                              ; preds = %start
  %6 = getelementptr inbounds i8, ptr %self, i64 12
  %7 = load i32, ptr %6, align 4
  %_3 = zext i32 %7 to i64
  %8 = trunc nuw i64 %_3 to i1
  br i1 %8, label %bb5, label %bb4

bb5:                                              ; preds = %bb3
  %9 = getelementptr inbounds i8, ptr %self, i64 12
  %b = getelementptr inbounds i8, ptr %9, i64 4
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %b) #14
  br label %bb14

bb4:                                              ; preds = %bb3
  store i64 0, ptr %_0, align 8
  %10 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1, align 8
  %11 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1, i64 8), align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %10, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 %11, ptr %13, align 8
  br label %bb14

bb14:                                             ; preds = %bb13, %bb6, %bb5, %bb4
  ret void

bb7:                                              ; preds = %bb2
  %a1 = getelementptr inbounds i8, ptr %self, i64 4
  %14 = getelementptr inbounds i8, ptr %self, i64 12
  %b2 = getelementptr inbounds i8, ptr %14, i64 4
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_9, ptr align 4 %a1) #14
  %a_lower = load i64, ptr %_9, align 8
  %15 = getelementptr inbounds i8, ptr %_9, i64 8
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds i8, ptr %15, i64 8
  %18 = load i64, ptr %17, align 8
  store i64 %16, ptr %a_upper, align 8
  %19 = getelementptr inbounds i8, ptr %a_upper, i64 8
  store i64 %18, ptr %19, align 8
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_12, ptr align 4 %b2) #14
  %b_lower = load i64, ptr %_12, align 8
  %20 = getelementptr inbounds i8, ptr %_12, i64 8
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  %23 = load i64, ptr %22, align 8
  store i64 %21, ptr %b_upper, align 8
  %24 = getelementptr inbounds i8, ptr %b_upper, i64 8
  store i64 %23, ptr %24, align 8
  %25 = call i64 @llvm.uadd.sat.i64(i64 %a_lower, i64 %b_lower)
  store i64 %25, ptr %0, align 8
  %lower = load i64, ptr %0, align 8
  %_16 = load i64, ptr %a_upper, align 8
  %26 = getelementptr inbounds i8, ptr %a_upper, i64 8
  %27 = load i64, ptr %26, align 8
  %28 = trunc nuw i64 %_16 to i1
  br i1 %28, label %bb11, label %bb10

bb6:                                              ; preds = %bb2
  %a = getelementptr inbounds i8, ptr %self, i64 4
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %a) #14
  br label %bb14

bb11:                                             ; preds = %bb7
  %_15 = load i64, ptr %b_upper, align 8
  %29 = getelementptr inbounds i8, ptr %b_upper, i64 8
  %30 = load i64, ptr %29, align 8
  %31 = trunc nuw i64 %_15 to i1
  br i1 %31, label %bb12, label %bb10

bb10:                                             ; preds = %bb11, %bb7
  %32 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %33 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %32, ptr %upper, align 8
  %34 = getelementptr inbounds i8, ptr %upper, i64 8
  store i64 %33, ptr %34, align 8
  br label %bb13

bb12:                                             ; preds = %bb11
  %35 = getelementptr inbounds i8, ptr %a_upper, i64 8
  %x = load i64, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %b_upper, i64 8
  %y = load i64, ptr %36, align 8
  %_22.0 = add i64 %x, %y
  %_22.1 = icmp ult i64 %_22.0, %x
  br i1 %_22.1, label %bb17, label %bb19

bb19:                                             ; preds = %bb12
  %_23 = add nuw i64 %x, %y
  %37 = getelementptr inbounds i8, ptr %upper, i64 8
  store i64 %_23, ptr %37, align 8
  store i64 1, ptr %upper, align 8
  br label %bb16

bb17:                                             ; preds = %bb12
  %38 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %39 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %38, ptr %upper, align 8
  %40 = getelementptr inbounds i8, ptr %upper, i64 8
  store i64 %39, ptr %40, align 8
  br label %bb16

bb16:                                             ; preds = %bb17, %bb19
  br label %bb13

bb13:                                             ; preds = %bb10, %bb16
  store i64 %lower, ptr %_0, align 8
  %41 = load i64, ptr %upper, align 8
  %42 = getelementptr inbounds i8, ptr %upper, i64 8
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %41, ptr %44, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 8
  store i64 %43, ptr %45, align 8
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable
}

; <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::get_unchecked_mut::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$17get_unchecked_mut18precondition_check17hd8112c0394d4d9dbE"(i64 %start1, i64 %end, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4 = icmp uge i64 %end, %start1
  br i1 %_4, label %bb1, label %bb3

bb3:                                              ; preds = %bb1, %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_18d73aa062d524e9620b9e3b55bd9eb1, ptr inttoptr (i64 437 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
  %_5 = icmp ule i64 %end, %len
  br i1 %_5, label %bb2, label %bb3

bb2:                                              ; preds = %bb1
  ret void
}

; <core::ops::range::RangeInclusive<T> as core::iter::range::RangeInclusiveIteratorImpl>::spec_try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h4d5efa5e00acfbe9E"(ptr align 8 %self, i64 %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_36 = alloca [1 x i8], align 1
  %_35 = alloca [1 x i8], align 1
  %_25 = alloca [8 x i8], align 8
  %_14 = alloca [8 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_36, align 1
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %2 = load i8, ptr %1, align 8
  %_37 = trunc nuw i8 %2 to i1
  br i1 %_37, label %bb34, label %bb35

bb35:                                             ; preds = %start
  %_40 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i = load i64, ptr %self, align 8
  %_4.i = load i64, ptr %_40, align 8
  %_0.i = icmp sle i64 %_3.i, %_4.i
  br label %bb36

bb34:                                             ; preds = %start
  br label %bb1

bb36:                                             ; preds = %bb35
  %_4 = xor i1 %_0.i, true
  br i1 %_4, label %bb1, label %bb3

bb3:                                              ; preds = %bb36
  store i8 0, ptr %_36, align 1
  store i8 1, ptr %_35, align 1
  store i64 %init, ptr %accum, align 8
  br label %bb4

bb1:                                              ; preds = %bb34, %bb36
  store i8 0, ptr %_36, align 1
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::from_output
  %3 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h0a6b358f329fcf1fE"(i64 %init) #14
  store i64 %3, ptr %_0, align 8
  br label %bb2

bb4:                                              ; preds = %bb11, %bb3
  %_9 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i3 = load i64, ptr %self, align 8
  %_4.i4 = load i64, ptr %_9, align 8
  %_0.i5 = icmp slt i64 %_3.i3, %_4.i4
  br label %bb5

bb5:                                              ; preds = %bb4
  br i1 %_0.i5, label %bb6, label %bb14

bb14:                                             ; preds = %bb5
  %4 = getelementptr inbounds i8, ptr %self, i64 16
  store i8 1, ptr %4, align 8
  %_24 = getelementptr inbounds i8, ptr %self, i64 8
; call core::cmp::impls::<impl core::cmp::PartialEq for i64>::eq
  %_22 = call zeroext i1 @"_ZN4core3cmp5impls54_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$i64$GT$2eq17haee40120a406dbe8E"(ptr align 8 %self, ptr align 8 %_24) #14
  br label %bb15

bb6:                                              ; preds = %bb5
  %_11 = load i64, ptr %self, align 8
; call <i64 as core::iter::range::Step>::forward_unchecked
  %n = call i64 @"_ZN47_$LT$i64$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h14bfa270bcecf695E"(i64 %_11, i64 1) #14
  br label %bb7

bb15:                                             ; preds = %bb14
  br i1 %_22, label %bb16, label %bb22

bb22:                                             ; preds = %bb15
  br label %bb23

bb16:                                             ; preds = %bb15
  store i8 0, ptr %_35, align 1
  %_29 = load i64, ptr %accum, align 8
  %_30 = load i64, ptr %self, align 8
; call core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}
  %_26 = call i64 @"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h1189455977ff44bfE"(ptr align 1 %f, i64 %_29, i64 %_30) #14
  br label %bb17

bb23:                                             ; preds = %bb19, %bb22
  store i8 0, ptr %_35, align 1
  %_34 = load i64, ptr %accum, align 8
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::from_output
  %5 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h0a6b358f329fcf1fE"(i64 %_34) #14
  store i64 %5, ptr %_0, align 8
  br label %bb24

bb17:                                             ; preds = %bb16
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::branch
  %6 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hd052f1a1a7545224E"(i64 %_26) #14
  store i64 %6, ptr %_25, align 8
  br label %bb18

bb18:                                             ; preds = %bb17
  %7 = load i64, ptr %_25, align 8
  br label %bb19

bb19:                                             ; preds = %bb18
  %val = load i64, ptr %_25, align 8
  store i64 %val, ptr %accum, align 8
  br label %bb23

bb24:                                             ; preds = %bb23
  br label %bb27

bb27:                                             ; preds = %bb26, %bb24
  %8 = load i64, ptr %_0, align 8
  ret i64 %8

bb20:                                             ; No predecessors!
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::FromResidual<core::ops::try_trait::NeverShortCircuitResidual>>::from_residual
  %9 = call i64 @"_ZN158_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..try_trait..NeverShortCircuitResidual$GT$$GT$13from_residual17h85eed11b21360a6aE"() #14
  store i64 %9, ptr %_0, align 8
  br label %bb21

bb21:                                             ; preds = %bb20
  br label %bb25

bb25:                                             ; preds = %bb13, %bb21
  br label %bb26

bb7:                                              ; preds = %bb6
  %n1 = load i64, ptr %self, align 8
  store i64 %n, ptr %self, align 8
  store i8 0, ptr %_35, align 1
  %_18 = load i64, ptr %accum, align 8
; call core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}
  %_15 = call i64 @"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h1189455977ff44bfE"(ptr align 1 %f, i64 %_18, i64 %n1) #14
  br label %bb8

bb8:                                              ; preds = %bb7
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::branch
  %10 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hd052f1a1a7545224E"(i64 %_15) #14
  store i64 %10, ptr %_14, align 8
  br label %bb9

bb9:                                              ; preds = %bb8
  %11 = load i64, ptr %_14, align 8
  br label %bb11

bb11:                                             ; preds = %bb9
  %val2 = load i64, ptr %_14, align 8
  store i8 1, ptr %_35, align 1
  store i64 %val2, ptr %accum, align 8
  br label %bb4

bb12:                                             ; No predecessors!
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::FromResidual<core::ops::try_trait::NeverShortCircuitResidual>>::from_residual
  %12 = call i64 @"_ZN158_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..try_trait..NeverShortCircuitResidual$GT$$GT$13from_residual17h85eed11b21360a6aE"() #14
  store i64 %12, ptr %_0, align 8
  br label %bb13

bb13:                                             ; preds = %bb12
  br label %bb25

bb26:                                             ; preds = %bb2, %bb25
  br label %bb27

bb10:                                             ; No predecessors!
  unreachable

bb31:                                             ; No predecessors!
  %13 = load i8, ptr %_35, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb30, label %bb28

bb28:                                             ; preds = %bb30, %bb31
  br label %bb33

bb30:                                             ; preds = %bb31
  br label %bb28

bb2:                                              ; preds = %bb1
  br label %bb26

bb33:                                             ; preds = %bb28
  %15 = load i8, ptr %_36, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb32, label %bb29

bb29:                                             ; preds = %bb32, %bb33
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb32:                                             ; preds = %bb33
  br label %bb29
}

; <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0fd669a2f5b1fe32E"(ptr align 8 %self, i64 %init) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 24, i1 false)
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::fold
  %_0 = call i64 @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17h20abd00e6a9dfccaE"(ptr align 8 %_4, i64 %init) #14
  ret i64 %_0
}

; <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_3 = getelementptr inbounds i8, ptr %self, i64 16
; call core::iter::traits::iterator::Iterator::find
  %0 = call { i64, double } @_ZN4core4iter6traits8iterator8Iterator4find17h640b3f4bb383c1d6E(ptr align 8 %self, ptr align 1 %_3) #14
  %_0.0 = extractvalue { i64, double } %0, 0
  %_0.1 = extractvalue { i64, double } %0, 1
  %1 = insertvalue { i64, double } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, double } %1, double %_0.1, 1
  ret { i64, double } %2
}

; <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h530914a3fdcfc08dE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_3 = alloca [24 x i8], align 8
; call <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hc39df4d0296287fdE"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %self) #15
  %0 = getelementptr inbounds i8, ptr %_3, i64 8
  %upper.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %upper.1 = load i64, ptr %1, align 8
  store i64 0, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %upper.0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %upper.1, ptr %3, align 8
  ret void
}

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hce1bd487af9078d2E"(ptr align 8 %self, i64 %init.0, double %init.1) unnamed_addr #1 {
start:
  %_4.0 = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_4.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %count = load i64, ptr %1, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %2 = call { i64, double } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5ac0df7ead066a6dE"(ptr %_4.0, ptr %_4.1, i64 %init.0, double %init.1, i64 %count) #14
  %_0.0 = extractvalue { i64, double } %2, 0
  %_0.1 = extractvalue { i64, double } %2, 1
  %3 = insertvalue { i64, double } poison, i64 %_0.0, 0
  %4 = insertvalue { i64, double } %3, double %_0.1, 1
  ret { i64, double } %4
}

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::fold::enumerate::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E"(ptr align 8 %_1, i64 %acc.0, double %acc.1, ptr align 8 %item) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_6 = alloca [32 x i8], align 8
  %_5 = getelementptr inbounds i8, ptr %_1, i64 8
  %_8 = load i64, ptr %_1, align 8
  store i64 %acc.0, ptr %_6, align 8
  %1 = getelementptr inbounds i8, ptr %_6, i64 8
  store double %acc.1, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_6, i64 16
  store i64 %_8, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %item, ptr %3, align 8
  %4 = load i64, ptr %_6, align 8
  %5 = getelementptr inbounds i8, ptr %_6, i64 8
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %_6, i64 16
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load ptr, ptr %9, align 8
; call _01_iter_closures::main::{{closure}}
  %11 = call { i64, double } @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h65fba6f9e3f64f90E"(ptr align 1 %_5, i64 %4, double %6, i64 %8, ptr align 8 %10) #14
  %acc.01 = extractvalue { i64, double } %11, 0
  %acc.12 = extractvalue { i64, double } %11, 1
  %12 = load i64, ptr %_1, align 8
  %_9.0 = add i64 %12, 1
  %_9.1 = icmp ult i64 %_9.0, %12
  br i1 %_9.1, label %panic, label %bb2

bb2:                                              ; preds = %start
  store i64 %_9.0, ptr %_1, align 8
  %13 = insertvalue { i64, double } poison, i64 %acc.01, 0
  %14 = insertvalue { i64, double } %13, double %acc.12, 1
  ret { i64, double } %14

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_0c0d1c4353f8e4000b606f1fa55ce6a8) #16
  unreachable

bb3:                                              ; No predecessors!
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [24 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hbad2af9be8792d94E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc nuw i64 %_5 to i1
  br i1 %4, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %5 = getelementptr inbounds i8, ptr %_3, i64 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %upper = load i64, ptr %6, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %upper, i64 8, i64 8) #14
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #16
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %8 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %9, align 8
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %iterator, i64 24, i1 false)
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE"(ptr align 8 %vector, ptr align 8 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %vector) #17
  br label %bb8

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_12, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 8
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h205b6f267867b362E"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd1d29a36c820bfdaE"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc nuw i64 %_5 to i1
  br i1 %7, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %upper = load i64, ptr %9, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %upper, i64 8, i64 24) #14
  %_23.0 = extractvalue { i64, ptr } %10, 0
  %_23.1 = extractvalue { i64, ptr } %10, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #16
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %11 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %12, align 8
  store i8 0, ptr %_12, align 1
  %_11.0 = load ptr, ptr %iterator, align 8
  %13 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_11.1 = load ptr, ptr %13, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9ddf8b69a2bfae18E"(ptr align 8 %vector, ptr %_11.0, ptr %_11.1) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
  call void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E"(ptr align 8 %vector) #17
  br label %bb8

bb8:                                              ; preds = %bb5
  %14 = load i8, ptr %_12, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %3 = alloca [8 x i8], align 8
  %_29 = alloca [8 x i8], align 8
  %_20 = alloca [1 x i8], align 1
  %vector1 = alloca [24 x i8], align 8
  %_8 = alloca [24 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %4 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %4, align 8
  store i8 1, ptr %_20, align 1
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next
  %5 = call { i64, double } @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE"(ptr align 8 %iterator) #14
  %6 = extractvalue { i64, double } %5, 0
  %7 = extractvalue { i64, double } %5, 1
  store i64 %6, ptr %_3, align 8
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  store double %7, ptr %8, align 8
  br label %bb1

bb1:                                              ; preds = %start
  %_5 = load i64, ptr %_3, align 8
  %9 = getelementptr inbounds i8, ptr %_3, i64 8
  %10 = load double, ptr %9, align 8
  %11 = trunc nuw i64 %_5 to i1
  br i1 %11, label %bb3, label %bb12

bb3:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %_3, i64 8
  %element = load double, ptr %12, align 8
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h530914a3fdcfc08dE"(ptr sret([24 x i8]) align 8 %_8, ptr align 8 %iterator) #14
  br label %bb4

bb12:                                             ; preds = %bb1
  store i64 0, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %14, align 8
  br label %bb6

bb6:                                              ; preds = %bb5, %bb12
  ret void

bb4:                                              ; preds = %bb3
  %lower = load i64, ptr %_8, align 8
  %15 = call i64 @llvm.uadd.sat.i64(i64 %lower, i64 1)
  store i64 %15, ptr %3, align 8
  %v2 = load i64, ptr %3, align 8
; call core::cmp::Ord::max
  %initial_capacity = call i64 @_ZN4core3cmp3Ord3max17h51912fde7e63567fE(i64 4, i64 %v2) #14
  br label %bb14

bb14:                                             ; preds = %bb4
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %16 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %initial_capacity, i64 8, i64 8) #14
  %_26.0 = extractvalue { i64, ptr } %16, 0
  %_26.1 = extractvalue { i64, ptr } %16, 1
  br label %bb15

bb15:                                             ; preds = %bb14
  store i64 %_26.0, ptr %vector1, align 8
  %17 = getelementptr inbounds i8, ptr %vector1, i64 8
  store ptr %_26.1, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %vector1, i64 16
  store i64 0, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %vector1, i64 8
  %_27 = load ptr, ptr %19, align 8
  store double %element, ptr %_27, align 8
  br label %bb16

bb16:                                             ; preds = %bb15
  br label %bb21

bb21:                                             ; preds = %bb16
  %self = load i64, ptr %vector1, align 8
  store i64 %self, ptr %_29, align 8
  br label %bb19

bb19:                                             ; preds = %bb21
  %20 = load i64, ptr %_29, align 8
; call alloc::vec::Vec<T,A>::set_len::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17hee8e1fe9ef0fcaafE"(i64 1, i64 %20, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #14
  br label %bb18

bb18:                                             ; preds = %bb19
  %21 = getelementptr inbounds i8, ptr %vector1, i64 16
  store i64 1, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %vector, ptr align 8 %vector1, i64 24, i1 false)
  store i8 0, ptr %_20, align 1
  %_19.0 = load ptr, ptr %iterator, align 8
  %22 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_19.1 = load ptr, ptr %22, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h21107171f856ad40E"(ptr align 8 %vector, ptr %_19.0, ptr %_19.1) #15
  br label %bb5

bb5:                                              ; preds = %bb18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  br label %bb6

bb7:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %vector) #17
  br label %bb11

bb11:                                             ; preds = %bb9, %bb7
  %23 = load i8, ptr %_20, align 1
  %24 = trunc nuw i8 %23 to i1
  br i1 %24, label %bb10, label %bb8

bb9:                                              ; No predecessors!
  br label %bb11

bb2:                                              ; No predecessors!
  unreachable

bb8:                                              ; preds = %bb10, %bb11
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

bb10:                                             ; preds = %bb11
  br label %bb8

bb20:                                             ; No predecessors!
  unreachable
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [24 x i8], align 4
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h097bd416bfd37029E"(ptr sret([24 x i8]) align 8 %_3, ptr align 4 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc nuw i64 %_5 to i1
  br i1 %4, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %5 = getelementptr inbounds i8, ptr %_3, i64 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %upper = load i64, ptr %6, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %upper, i64 4, i64 4) #14
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #16
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %8 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %9, align 8
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_11, ptr align 4 %iterator, i64 24, i1 false)
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E"(ptr align 8 %vector, ptr align 4 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<i32>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE"(ptr align 8 %vector) #17
  br label %bb8

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_12, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 8
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [16 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd685ec3ed9f03f08E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc nuw i64 %_5 to i1
  br i1 %4, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %5 = getelementptr inbounds i8, ptr %_3, i64 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %upper = load i64, ptr %6, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %upper, i64 8, i64 8) #14
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #16
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %8 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %9, align 8
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %iterator, i64 16, i1 false)
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd66bf8027d728b19E"(ptr align 8 %vector, ptr align 8 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %vector) #17
  br label %bb8

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_12, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 8
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hd60fbe804129a45fE"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h6b496f6823b97fe6E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc nuw i64 %_5 to i1
  br i1 %7, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %upper = load i64, ptr %9, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %upper, i64 8, i64 24) #14
  %_23.0 = extractvalue { i64, ptr } %10, 0
  %_23.1 = extractvalue { i64, ptr } %10, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #16
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %11 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %12, align 8
  store i8 0, ptr %_12, align 1
  %_11.0 = load ptr, ptr %iterator, align 8
  %13 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_11.1 = load ptr, ptr %13, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h34e1950ca1dff3a1E"(ptr align 8 %vector, ptr %_11.0, ptr %_11.1) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<(usize,&str)>>
  call void @"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E"(ptr align 8 %vector) #17
  br label %bb8

bb8:                                              ; preds = %bb5
  %14 = load i8, ptr %_12, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [24 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he8f72e2fdba78634E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc nuw i64 %_5 to i1
  br i1 %4, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %5 = getelementptr inbounds i8, ptr %_3, i64 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  %upper = load i64, ptr %6, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %upper, i64 8, i64 8) #14
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #16
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %8 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %9, align 8
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %iterator, i64 24, i1 false)
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E"(ptr align 8 %vector, ptr align 8 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %vector) #17
  br label %bb8

bb8:                                              ; preds = %bb5
  %10 = load i8, ptr %_12, align 1
  %11 = trunc nuw i8 %10 to i1
  br i1 %11, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr %13, align 8
  %15 = insertvalue { ptr, i32 } poison, ptr %12, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h7b30bcd9895e10aaE"(ptr align 8 %self, i64 %idx) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 40
  %_4 = load i64, ptr %1, align 8
  %idx1 = add i64 %_4, %idx
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_5 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h8e053522dc70e3b4E"(ptr align 8 %self, i64 %idx1) #14
  %_8 = getelementptr inbounds i8, ptr %self, i64 16
; call <core::iter::adapters::skip::Skip<I> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_7 = call align 8 ptr @"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hea6a8ae3afb31bd3E"(ptr align 8 %_8, i64 %idx1) #15
  br label %bb2

bb2:                                              ; preds = %start
  %2 = insertvalue { ptr, ptr } poison, ptr %_5, 0
  %3 = insertvalue { ptr, ptr } %2, ptr %_7, 1
  ret { ptr, ptr } %3

bb3:                                              ; No predecessors!
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h71e786cac284d123E"(ptr sret([56 x i8]) align 8 %_0, ptr %0, ptr %1, ptr align 8 %b) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_9 = alloca [24 x i8], align 8
  %a = alloca [16 x i8], align 8
  store ptr %0, ptr %a, align 8
  %3 = getelementptr inbounds i8, ptr %a, i64 8
  store ptr %1, ptr %3, align 8
; call core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v1 = call i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17hb8da631385bfdc44E(ptr align 8 %a) #15
  br label %bb1

bb1:                                              ; preds = %start
; call core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v2 = call i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h791c518bc7a060e1E(ptr align 8 %b) #15
  br label %bb2

bb2:                                              ; preds = %bb1
; call core::cmp::Ord::min
  %len = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %v1, i64 %v2) #14
  br label %bb6

bb6:                                              ; preds = %bb2
  %_8.0 = load ptr, ptr %a, align 8
  %4 = getelementptr inbounds i8, ptr %a, i64 8
  %_8.1 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_9, ptr align 8 %b, i64 24, i1 false)
  store ptr %_8.0, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_8.1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %_0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %_9, i64 24, i1 false)
  %7 = getelementptr inbounds i8, ptr %_0, i64 40
  store i64 0, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_0, i64 48
  store i64 %len, ptr %8, align 8
  ret void

bb3:                                              ; No predecessors!
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = insertvalue { ptr, i32 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h78d9c5a8964515ccE"(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_19 = alloca [1 x i8], align 1
  %_18 = alloca [1 x i8], align 1
  %_14 = alloca [24 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_19, align 1
  store double %init, ptr %accum, align 8
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17ha40c4a6b386e3820E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #14
  br label %bb1

bb1:                                              ; preds = %start
  %len = load i64, ptr %_6, align 8
  store i64 0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %len, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %bb4, %bb1
  %_25 = load i64, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  %_26 = load i64, ptr %2, align 8
  %_20 = icmp ult i64 %_25, %_26
  br i1 %_20, label %bb14, label %bb15

bb15:                                             ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb5

bb14:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8
  br label %bb16

bb5:                                              ; preds = %bb15
  ret double %_0

bb16:                                             ; preds = %bb14
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb17

bb17:                                             ; preds = %bb16
  %_24 = add nuw i64 %old, 1
  store i64 %_24, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %old, ptr %3, align 8
  store i64 1, ptr %_9, align 8
  %4 = getelementptr inbounds i8, ptr %_9, i64 8
  %i = load i64, ptr %4, align 8
  store i8 0, ptr %_19, align 1
  store i8 1, ptr %_18, align 1
  %_15 = load double, ptr %accum, align 8
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
  %5 = call { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h7b30bcd9895e10aaE"(ptr align 8 %self, i64 %i) #14
  %_16.0 = extractvalue { ptr, ptr } %5, 0
  %_16.1 = extractvalue { ptr, ptr } %5, 1
  br label %bb3

bb3:                                              ; preds = %bb17
  store i8 0, ptr %_18, align 1
  store double %_15, ptr %_14, align 8
  %6 = getelementptr inbounds i8, ptr %_14, i64 8
  store ptr %_16.0, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %_16.1, ptr %7, align 8
  %8 = load double, ptr %_14, align 8
  %9 = getelementptr inbounds i8, ptr %_14, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_12 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E"(ptr align 1 %f, double %8, ptr align 8 %10, ptr align 8 %12) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  store double %_12, ptr %accum, align 8
  br label %bb2

bb11:                                             ; No predecessors!
  %13 = load i8, ptr %_18, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb10, label %bb13

bb13:                                             ; preds = %bb10, %bb11
  %15 = load i8, ptr %_19, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb12, label %bb7

bb10:                                             ; preds = %bb11
  br label %bb13

bb7:                                              ; preds = %bb12, %bb13
  br label %bb8

bb12:                                             ; preds = %bb13
  br label %bb7

bb8:                                              ; preds = %bb7
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17ha40c4a6b386e3820E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 48
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 40
  %_4 = load i64, ptr %1, align 8
  %_2 = sub i64 %_3, %_4
  store i64 %_2, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %_2, ptr %3, align 8
  ret void
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_size_hint::first_size::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$14spec_size_hint10first_size28_$u7b$$u7b$closure$u7d$$u7d$17ha4073e4593de423aE"(ptr align 8 %_1, i64 %n) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %0 = icmp eq i64 %n, 0
  br i1 %0, label %bb1, label %bb2

bb1:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb3

bb2:                                              ; preds = %start
  %self = sub i64 %n, 1
  %other = load i64, ptr %_1, align 8
  %_3 = udiv i64 %self, %other
  %1 = add i64 1, %_3
  store i64 %1, ptr %_0, align 8
  br label %bb3

bb3:                                              ; preds = %bb2, %bb1
  %2 = load i64, ptr %_0, align 8
  ret i64 %2
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_size_hint::other_size::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$14spec_size_hint10other_size28_$u7b$$u7b$closure$u7d$$u7d$17hf041753298a49a9fE"(ptr align 8 %_1, i64 %n) unnamed_addr #1 {
start:
  %_3 = load i64, ptr %_1, align 8
  %_0 = udiv i64 %n, %_3
  ret i64 %_0
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$14spec_size_hint17hca63249c91acc5c1E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_29 = alloca [8 x i8], align 8
  %_17 = alloca [8 x i8], align 8
  %_14 = alloca [16 x i8], align 8
  %_10 = alloca [16 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17heb3ed12d7df0accdE"(ptr sret([24 x i8]) align 8 %_4, ptr align 4 %self) #14
  %low = load i64, ptr %_4, align 8
  %0 = getelementptr inbounds i8, ptr %_4, i64 8
  %1 = load i64, ptr %0, align 8
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i64, ptr %2, align 8
  store i64 %1, ptr %high, align 8
  %4 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %3, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %self, i64 16
  %6 = load i8, ptr %5, align 8
  %_6 = trunc nuw i8 %6 to i1
  br i1 %_6, label %bb2, label %bb3

bb3:                                              ; preds = %start
  %7 = getelementptr inbounds i8, ptr %self, i64 8
  %_28 = load i64, ptr %7, align 8
  %n = add nuw i64 %_28, 1
  store i64 %n, ptr %_29, align 8
  %8 = load i64, ptr %_29, align 8
  %9 = icmp eq i64 %8, 0
  %_30 = select i1 %9, i64 0, i64 1
  %10 = trunc nuw i64 %_30 to i1
  br i1 %10, label %bb16, label %bb15

bb2:                                              ; preds = %start
  %11 = getelementptr inbounds i8, ptr %self, i64 8
  %_16 = load i64, ptr %11, align 8
  %n2 = add nuw i64 %_16, 1
  store i64 %n2, ptr %_17, align 8
  %12 = load i64, ptr %_17, align 8
  %13 = icmp eq i64 %12, 0
  %_18 = select i1 %13, i64 0, i64 1
  %14 = trunc nuw i64 %_18 to i1
  br i1 %14, label %bb7, label %bb6

bb16:                                             ; preds = %bb3
  %n1 = load i64, ptr %_29, align 8
  %_13 = udiv i64 %low, %n1
  %_33 = load i64, ptr %high, align 8
  %15 = getelementptr inbounds i8, ptr %high, i64 8
  %16 = load i64, ptr %15, align 8
  %17 = trunc nuw i64 %_33 to i1
  br i1 %17, label %bb19, label %bb18

bb15:                                             ; preds = %bb3
; call core::num::nonzero::NonZero<T>::new_unchecked::precondition_check
  call void @"_ZN4core3num7nonzero16NonZero$LT$T$GT$13new_unchecked18precondition_check17hb702b6b17d35f5a6E"(ptr align 8 @alloc_a23eeb0b721a5051bb896dd9e4b69ed6) #14
  br label %bb5

bb5:                                              ; preds = %bb6, %bb15
  unreachable

bb19:                                             ; preds = %bb16
  %18 = getelementptr inbounds i8, ptr %high, i64 8
  %x = load i64, ptr %18, align 8
; call core::ops::function::FnOnce::call_once
  %_35 = call i64 @_ZN4core3ops8function6FnOnce9call_once17h323584010ed9fa21E(i64 %n1, i64 %x) #14
  %19 = getelementptr inbounds i8, ptr %_14, i64 8
  store i64 %_35, ptr %19, align 8
  store i64 1, ptr %_14, align 8
  br label %bb17

bb18:                                             ; preds = %bb16
  %20 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %21 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %20, ptr %_14, align 8
  %22 = getelementptr inbounds i8, ptr %_14, i64 8
  store i64 %21, ptr %22, align 8
  br label %bb17

bb17:                                             ; preds = %bb19, %bb18
  store i64 %_13, ptr %_0, align 8
  %23 = load i64, ptr %_14, align 8
  %24 = getelementptr inbounds i8, ptr %_14, i64 8
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %23, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store i64 %25, ptr %27, align 8
  br label %bb4

bb4:                                              ; preds = %bb11, %bb17
  ret void

bb7:                                              ; preds = %bb2
  %n3 = load i64, ptr %_17, align 8
  %28 = icmp eq i64 %low, 0
  br i1 %28, label %bb9, label %bb10

bb6:                                              ; preds = %bb2
; call core::num::nonzero::NonZero<T>::new_unchecked::precondition_check
  call void @"_ZN4core3num7nonzero16NonZero$LT$T$GT$13new_unchecked18precondition_check17hb702b6b17d35f5a6E"(ptr align 8 @alloc_a23eeb0b721a5051bb896dd9e4b69ed6) #14
  br label %bb5

bb9:                                              ; preds = %bb7
  store i64 0, ptr %_9, align 8
  br label %bb8

bb10:                                             ; preds = %bb7
  %self4 = sub i64 %low, 1
  %_20 = udiv i64 %self4, %n3
  %29 = add i64 1, %_20
  store i64 %29, ptr %_9, align 8
  br label %bb8

bb8:                                              ; preds = %bb10, %bb9
  %_23 = load i64, ptr %high, align 8
  %30 = getelementptr inbounds i8, ptr %high, i64 8
  %31 = load i64, ptr %30, align 8
  %32 = trunc nuw i64 %_23 to i1
  br i1 %32, label %bb13, label %bb12

bb13:                                             ; preds = %bb8
  %33 = getelementptr inbounds i8, ptr %high, i64 8
  %x5 = load i64, ptr %33, align 8
; call core::ops::function::FnOnce::call_once
  %_25 = call i64 @_ZN4core3ops8function6FnOnce9call_once17hc2cfa1a886bff7f7E(i64 %n3, i64 %x5) #14
  %34 = getelementptr inbounds i8, ptr %_10, i64 8
  store i64 %_25, ptr %34, align 8
  store i64 1, ptr %_10, align 8
  br label %bb11

bb12:                                             ; preds = %bb8
  %35 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %36 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %35, ptr %_10, align 8
  %37 = getelementptr inbounds i8, ptr %_10, i64 8
  store i64 %36, ptr %37, align 8
  br label %bb11

bb11:                                             ; preds = %bb13, %bb12
  %38 = load i64, ptr %_9, align 8
  store i64 %38, ptr %_0, align 8
  %39 = load i64, ptr %_10, align 8
  %40 = getelementptr inbounds i8, ptr %_10, i64 8
  %41 = load i64, ptr %40, align 8
  %42 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %39, ptr %42, align 8
  %43 = getelementptr inbounds i8, ptr %42, i64 8
  store i64 %41, ptr %43, align 8
  br label %bb4
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_20 = alloca [1 x i8], align 1
  %_19 = alloca [1 x i8], align 1
  %_18 = alloca [24 x i8], align 8
  %_5 = alloca [16 x i8], align 8
  store i8 1, ptr %_20, align 1
  store i8 1, ptr %_19, align 1
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %2 = load i8, ptr %1, align 8
  %_4 = trunc nuw i8 %2 to i1
  br i1 %_4, label %bb1, label %bb7

bb7:                                              ; preds = %bb6, %start
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  %step_minus_one = load i64, ptr %3, align 8
  store i8 0, ptr %_20, align 1
  store i8 0, ptr %_19, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_18, ptr align 8 %f, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  call void @_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E(ptr align 4 %self, i64 %step_minus_one, ptr align 8 %_18) #14
  br label %bb8

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %self, i64 16
  store i8 0, ptr %4, align 8
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %5 = call { i64, double } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hc1e6d6e676129112E"(ptr align 4 %self) #14
  %6 = extractvalue { i64, double } %5, 0
  %7 = extractvalue { i64, double } %5, 1
  store i64 %6, ptr %_5, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 8
  store double %7, ptr %8, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %9 = getelementptr inbounds i8, ptr %_5, i64 8
  %10 = load double, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb4, label %bb5

bb4:                                              ; preds = %bb2
  %12 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load double, ptr %12, align 8
  store i8 0, ptr %_20, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"(ptr align 8 %f, double %x) #14
  br label %bb6

bb5:                                              ; preds = %bb2
  store i8 0, ptr %_20, align 1
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr368drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h456af207116897f8E"(ptr align 8 %f) #15
  br label %bb9

bb9:                                              ; preds = %bb5
  br label %bb10

bb10:                                             ; preds = %bb8, %bb9
  ret void

bb6:                                              ; preds = %bb4
  br label %bb7

bb8:                                              ; preds = %bb7
  br label %bb10

bb3:                                              ; No predecessors!
  unreachable

bb14:                                             ; No predecessors!
  %13 = load i8, ptr %_19, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb13, label %bb16

bb16:                                             ; preds = %bb13, %bb14
  %15 = load i8, ptr %_20, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb15, label %bb11

bb13:                                             ; preds = %bb14
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr368drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h456af207116897f8E"(ptr align 8 %f) #17
  br label %bb16

bb11:                                             ; preds = %bb15, %bb16
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb15:                                             ; preds = %bb16
  br label %bb11
}

; <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_fold::nth::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold3nth28_$u7b$$u7b$closure$u7d$$u7d$17h3a3ceb1f15821ad6E"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_2 = load i64, ptr %0, align 8
; call core::iter::traits::iterator::Iterator::nth
  %1 = call { i64, double } @_ZN4core4iter6traits8iterator8Iterator3nth17h973e95554e919080E(ptr align 4 %_3, i64 %_2) #14
  %_0.0 = extractvalue { i64, double } %1, 0
  %_0.1 = extractvalue { i64, double } %1, 1
  %2 = insertvalue { i64, double } poison, i64 %_0.0, 0
  %3 = insertvalue { i64, double } %2, double %_0.1, 1
  ret { i64, double } %3
}

; <core::iter::adapters::chain::Chain<A,B> as core::iter::traits::double_ended::DoubleEndedIterator>::rfold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E"(ptr align 4 %self, ptr align 8 %f) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [24 x i8], align 8
  store i8 1, ptr %_13, align 1
  store i8 1, ptr %_12, align 1
  %1 = getelementptr inbounds i8, ptr %self, i64 12
  %2 = load i32, ptr %1, align 4
  %_4 = zext i32 %2 to i64
  %3 = trunc nuw i64 %_4 to i1
  br i1 %3, label %bb1, label %bb3

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %self, i64 12
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  %b.0 = load i32, ptr %5, align 4
  %6 = getelementptr inbounds i8, ptr %5, i64 4
  %b.1 = load i32, ptr %6, align 4
; call core::iter::traits::double_ended::DoubleEndedIterator::rfold
  call void @_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hd94b81bb100acdc9E(i32 %b.0, i32 %b.1, ptr align 8 %f) #14
  br label %bb2

bb3:                                              ; preds = %bb2, %start
  %7 = load i32, ptr %self, align 4
  %_8 = zext i32 %7 to i64
  %8 = trunc nuw i64 %_8 to i1
  br i1 %8, label %bb4, label %bb14

bb2:                                              ; preds = %bb1
  br label %bb3

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_13, align 1
  %9 = getelementptr inbounds i8, ptr %self, i64 4
  %a.0 = load i32, ptr %9, align 4
  %10 = getelementptr inbounds i8, ptr %9, i64 4
  %a.1 = load i32, ptr %10, align 4
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %f, i64 24, i1 false)
; call core::iter::traits::double_ended::DoubleEndedIterator::rfold
  call void @_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hefd42ea4b83c48e2E(i32 %a.0, i32 %a.1, ptr align 8 %_11) #14
  br label %bb5

bb14:                                             ; preds = %bb3
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<i32,alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr348drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$i32$C$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6985f2854350ac83E"(ptr align 8 %f) #15
  br label %bb6

bb5:                                              ; preds = %bb4
  br label %bb6

bb6:                                              ; preds = %bb14, %bb5
  ret void

bb9:                                              ; No predecessors!
  %11 = load i8, ptr %_12, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb8, label %bb7

bb7:                                              ; preds = %bb8, %bb9
  %13 = load i32, ptr %self, align 4
  %_14 = zext i32 %13 to i64
  %14 = icmp eq i64 %_14, 1
  br i1 %14, label %bb11, label %bb10

bb8:                                              ; preds = %bb9
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<i32,alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr348drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$i32$C$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6985f2854350ac83E"(ptr align 8 %f) #17
  br label %bb7

bb11:                                             ; preds = %bb7
  %15 = load i8, ptr %_13, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb12, label %bb10

bb10:                                             ; preds = %bb12, %bb11, %bb7
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb12:                                             ; preds = %bb11
  br label %bb10

bb13:                                             ; No predecessors!
  unreachable
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<&T,core::slice::iter::Iter<T>>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h0cd732a46fe71befE"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 {
start:
  %len.i = alloca [8 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %2 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %2, align 8
  %self1.i = load ptr, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_7.i = load ptr, ptr %3, align 8
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %_7.i, ptr %self1.i, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  %4 = ptrtoint ptr %_7.i to i64
  %5 = ptrtoint ptr %self1.i to i64
  %6 = sub nuw i64 %4, %5
  store i64 %6, ptr %len.i, align 8
  %7 = load i64, ptr %len.i, align 8
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %self1.i, i64 1, i64 1, i64 %7, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  %_18.1.i = load i64, ptr %len.i, align 8
  %8 = insertvalue { ptr, i64 } poison, ptr %self1.i, 0
  %9 = insertvalue { ptr, i64 } %8, i64 %_18.1.i, 1
  %slice.0 = extractvalue { ptr, i64 } %9, 0
  %slice.1 = extractvalue { ptr, i64 } %9, 1
; call alloc::vec::Vec<T,A>::append_elements
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17h7fd97f024104a714E"(ptr align 8 %self, ptr %slice.0, i64 %slice.1) #14
  ret void
}

; <core::option::Option<T> as core::ops::try_trait::FromResidual<core::option::Option<core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17h9a2e256eb267d60dE"() unnamed_addr #1 {
start:
  ret { i64, i64 } { i64 0, i64 undef }
}

; <core::option::Option<T> as core::ops::try_trait::FromResidual<core::option::Option<core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17hac4f3c9a3e3154c1E"() unnamed_addr #1 {
start:
  ret i64 0
}

; <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::FromResidual<core::ops::try_trait::NeverShortCircuitResidual>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN158_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..try_trait..NeverShortCircuitResidual$GT$$GT$13from_residual17h85eed11b21360a6aE"() unnamed_addr #1 {
start:
  unreachable
}

; _01_iter_closures::make_adder
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN17_01_iter_closures10make_adder17h3084240c3333b6eaE(double %k) unnamed_addr #0 {
start:
  ret double %k
}

; _01_iter_closures::make_adder::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures10make_adder28_$u7b$$u7b$closure$u7d$$u7d$17h0a9465c61072bb2bE"(ptr align 8 %_1, double %x) unnamed_addr #1 {
start:
  %_3 = load double, ptr %_1, align 8
  %_0 = fadd double %x, %_3
  ret double %_0
}

; _01_iter_closures::lcg
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN17_01_iter_closures3lcg17hb3f8a1ec274f3168E(ptr align 8 %state) unnamed_addr #0 {
start:
  %_4 = load i64, ptr %state, align 8
  %_0.i1 = mul i64 %_4, 6364136223846793005
  %_0.i = add i64 %_0.i1, 1442695040888963407
  store i64 %_0.i, ptr %state, align 8
  %_7 = load i64, ptr %state, align 8
  %_6 = lshr i64 %_7, 11
  %_5 = uitofp i64 %_6 to double
  %_0 = fdiv double %_5, 0x4340000000000000
  ret double %_0
}

; _01_iter_closures::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN17_01_iter_closures4main17h760d1db0292e1774E() unnamed_addr #0 {
start:
  %self.i = alloca [8 x i8], align 8
  %_278 = alloca [16 x i8], align 8
  %args16 = alloca [16 x i8], align 8
  %_270 = alloca [24 x i8], align 8
  %step = alloca [24 x i8], align 8
  %_266 = alloca [16 x i8], align 8
  %_265 = alloca [16 x i8], align 8
  %_264 = alloca [16 x i8], align 8
  %args15 = alloca [48 x i8], align 8
  %args14 = alloca [24 x i8], align 8
  %_254 = alloca [16 x i8], align 8
  %pos_idx = alloca [16 x i8], align 8
  %_249 = alloca [16 x i8], align 8
  %all_small = alloca [1 x i8], align 1
  %_244 = alloca [16 x i8], align 8
  %any_neg = alloca [1 x i8], align 1
  %_239 = alloca [16 x i8], align 8
  %_238 = alloca [16 x i8], align 8
  %args13 = alloca [32 x i8], align 8
  %_226 = alloca [24 x i8], align 8
  %joined = alloca [24 x i8], align 8
  %longest = alloca [8 x i8], align 8
  %lens = alloca [24 x i8], align 8
  %words = alloca [80 x i8], align 8
  %_205 = alloca [16 x i8], align 8
  %_204 = alloca [16 x i8], align 8
  %args12 = alloca [32 x i8], align 8
  %_195 = alloca [24 x i8], align 4
  %_194 = alloca [24 x i8], align 4
  %chain = alloca [24 x i8], align 8
  %_192 = alloca [24 x i8], align 8
  %_191 = alloca [24 x i8], align 8
  %_190 = alloca [24 x i8], align 8
  %evens_sq = alloca [8 x i8], align 8
  %_186 = alloca [16 x i8], align 8
  %_185 = alloca [16 x i8], align 8
  %args11 = alloca [32 x i8], align 8
  %r = alloca [8 x i8], align 8
  %calls = alloca [4 x i8], align 4
  %_172 = alloca [16 x i8], align 8
  %args10 = alloca [16 x i8], align 8
  %_168 = alloca [8 x i8], align 8
  %h = alloca [8 x i8], align 8
  %_159 = alloca [16 x i8], align 8
  %args9 = alloca [16 x i8], align 8
  %_153 = alloca [80 x i8], align 8
  %buckets = alloca [80 x i8], align 8
  %_146 = alloca [16 x i8], align 8
  %_145 = alloca [16 x i8], align 8
  %_144 = alloca [16 x i8], align 8
  %args8 = alloca [48 x i8], align 8
  %args7 = alloca [24 x i8], align 8
  %median = alloca [8 x i8], align 8
  %sorted = alloca [24 x i8], align 8
  %_119 = alloca [16 x i8], align 8
  %_118 = alloca [16 x i8], align 8
  %_117 = alloca [16 x i8], align 8
  %args6 = alloca [48 x i8], align 8
  %_106 = alloca [8 x i8], align 8
  %args5 = alloca [24 x i8], align 8
  %_99 = alloca [24 x i8], align 8
  %_98 = alloca [24 x i8], align 8
  %smooth = alloca [24 x i8], align 8
  %_94 = alloca [16 x i8], align 8
  %args4 = alloca [16 x i8], align 8
  %_85 = alloca [24 x i8], align 8
  %_81 = alloca [56 x i8], align 8
  %_80 = alloca [56 x i8], align 8
  %dot = alloca [8 x i8], align 8
  %_76 = alloca [16 x i8], align 8
  %_75 = alloca [16 x i8], align 8
  %args3 = alloca [32 x i8], align 8
  %_64 = alloca [24 x i8], align 8
  %vmin = alloca [8 x i8], align 8
  %imin = alloca [8 x i8], align 8
  %_58 = alloca [16 x i8], align 8
  %_57 = alloca [16 x i8], align 8
  %args2 = alloca [32 x i8], align 8
  %_51 = alloca [8 x i8], align 8
  %_48 = alloca [8 x i8], align 8
  %pos = alloca [24 x i8], align 8
  %_35 = alloca [16 x i8], align 8
  %_34 = alloca [16 x i8], align 8
  %_33 = alloca [16 x i8], align 8
  %args1 = alloca [48 x i8], align 8
  %_28 = alloca [8 x i8], align 8
  %args = alloca [24 x i8], align 8
  %_17 = alloca [24 x i8], align 8
  %var = alloca [8 x i8], align 8
  %mean = alloca [8 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %data = alloca [24 x i8], align 8
  %st = alloca [8 x i8], align 8
  store i64 42, ptr %st, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h3165d3011993abc1E(ptr sret([16 x i8]) align 8 %_3, i32 0, i32 200, ptr align 8 %st) #14
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h006f86f60daf3d6cE(ptr sret([24 x i8]) align 8 %data, ptr align 8 %_3) #14
; call alloc::vec::Vec<T,A>::len
  %_8 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6f79eecc1c67f5e8E"(ptr align 8 %data) #14
  %n = uitofp i64 %_8 to double
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %0 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_13.0 = extractvalue { ptr, i64 } %0, 0
  %_13.1 = extractvalue { ptr, i64 } %0, 1
; call core::slice::<impl [T]>::iter
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_13.0, i64 %_13.1) #14
  %_12.0 = extractvalue { ptr, ptr } %1, 0
  %_12.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::sum
  %_11 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h04d671d347e9182cE(ptr %_12.0, ptr %_12.1) #15
  %2 = fdiv double %_11, %n
  store double %2, ptr %mean, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %3 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_19.0 = extractvalue { ptr, i64 } %3, 0
  %_19.1 = extractvalue { ptr, i64 } %3, 1
; call core::slice::<impl [T]>::iter
  %4 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_19.0, i64 %_19.1) #14
  %_18.0 = extractvalue { ptr, ptr } %4, 0
  %_18.1 = extractvalue { ptr, ptr } %4, 1
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h471323a57efbda78E(ptr sret([24 x i8]) align 8 %_17, ptr %_18.0, ptr %_18.1, ptr align 8 %mean) #14
; call core::iter::traits::iterator::Iterator::sum
  %_16 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h89c889d21fb89f13E(ptr align 8 %_17) #15
  %_23 = fsub double %n, 1.000000e+00
  %5 = fdiv double %_16, %_23
  store double %5, ptr %var, align 8
; call alloc::vec::Vec<T,A>::len
  %6 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6f79eecc1c67f5e8E"(ptr align 8 %data) #14
  store i64 %6, ptr %_28, align 8
  store ptr %_28, ptr %args, align 8
  %7 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %mean, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %args, i64 16
  store ptr %var, ptr %8, align 8
  %_281 = load ptr, ptr %args, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h935ce8fe8f058a4aE(ptr sret([16 x i8]) align 8 %_33, ptr align 8 %_281) #14
  %9 = getelementptr inbounds i8, ptr %args, i64 8
  %_282 = load ptr, ptr %9, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_34, ptr align 8 %_282) #14
  %10 = getelementptr inbounds i8, ptr %args, i64 16
  %_283 = load ptr, ptr %10, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_35, ptr align 8 %_283) #14
  %11 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %_33, i64 16, i1 false)
  %12 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %_34, i64 16, i1 false)
  %13 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %_35, i64 16, i1 false)
; call core::fmt::Arguments::new
  %14 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hf30f71eb937c0022E(ptr align 1 @alloc_e1b1954c331dc58ba488e63817d33a96, ptr align 8 %args1) #14
  %_25.0 = extractvalue { ptr, ptr } %14, 0
  %_25.1 = extractvalue { ptr, ptr } %14, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_25.0, ptr %_25.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %15 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_42.0 = extractvalue { ptr, i64 } %15, 0
  %_42.1 = extractvalue { ptr, i64 } %15, 1
; call core::slice::<impl [T]>::iter
  %16 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_42.0, i64 %_42.1) #14
  %_41.0 = extractvalue { ptr, ptr } %16, 0
  %_41.1 = extractvalue { ptr, ptr } %16, 1
; call core::iter::traits::iterator::Iterator::cloned
  %17 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h866eb1b28269df25E(ptr %_41.0, ptr %_41.1) #15
  %_40.0 = extractvalue { ptr, ptr } %17, 0
  %_40.1 = extractvalue { ptr, ptr } %17, 1
; call core::iter::traits::iterator::Iterator::filter
  %18 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6filter17he84e899c4f84df6cE(ptr %_40.0, ptr %_40.1) #14
  %_39.0 = extractvalue { ptr, ptr } %18, 0
  %_39.1 = extractvalue { ptr, ptr } %18, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h0b4e56d2cd15e200E(ptr sret([24 x i8]) align 8 %pos, ptr %_39.0, ptr %_39.1) #14
; call alloc::vec::Vec<T,A>::len
  %19 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6f79eecc1c67f5e8E"(ptr align 8 %pos) #14
  store i64 %19, ptr %_48, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %20 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %pos) #14
  %_54.0 = extractvalue { ptr, i64 } %20, 0
  %_54.1 = extractvalue { ptr, i64 } %20, 1
; call core::slice::<impl [T]>::iter
  %21 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_54.0, i64 %_54.1) #14
  %_53.0 = extractvalue { ptr, ptr } %21, 0
  %_53.1 = extractvalue { ptr, ptr } %21, 1
; call core::iter::traits::iterator::Iterator::cloned
  %22 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h866eb1b28269df25E(ptr %_53.0, ptr %_53.1) #15
  %_52.0 = extractvalue { ptr, ptr } %22, 0
  %_52.1 = extractvalue { ptr, ptr } %22, 1
; call <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
  %23 = call double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE"(ptr %_52.0, ptr %_52.1, double 0xFFEFFFFFFFFFFFFF) #15
  store double %23, ptr %_51, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h935ce8fe8f058a4aE(ptr sret([16 x i8]) align 8 %_57, ptr align 8 %_48) #14
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_58, ptr align 8 %_51) #14
  %24 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args2, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %_57, i64 16, i1 false)
  %25 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args2, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %_58, i64 16, i1 false)
; call core::fmt::Arguments::new
  %26 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hc509dd9cc037bc47E(ptr align 1 @alloc_66c104731fe6cffaa59dbbc22fd870de, ptr align 8 %args2) #14
  %_45.0 = extractvalue { ptr, ptr } %26, 0
  %_45.1 = extractvalue { ptr, ptr } %26, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_45.0, ptr %_45.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %27 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_66.0 = extractvalue { ptr, i64 } %27, 0
  %_66.1 = extractvalue { ptr, i64 } %27, 1
; call core::slice::<impl [T]>::iter
  %28 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_66.0, i64 %_66.1) #14
  %_65.0 = extractvalue { ptr, ptr } %28, 0
  %_65.1 = extractvalue { ptr, ptr } %28, 1
; call core::iter::traits::iterator::Iterator::enumerate
  call void @_ZN4core4iter6traits8iterator8Iterator9enumerate17he787174cfe784d55E(ptr sret([24 x i8]) align 8 %_64, ptr %_65.0, ptr %_65.1) #14
; call <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::fold
  %29 = call { i64, double } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hce1bd487af9078d2E"(ptr align 8 %_64, i64 0, double 0x7FEFFFFFFFFFFFFF) #14
  %_63.0 = extractvalue { i64, double } %29, 0
  %_63.1 = extractvalue { i64, double } %29, 1
  store i64 %_63.0, ptr %imin, align 8
  store double %_63.1, ptr %vmin, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h935ce8fe8f058a4aE(ptr sret([16 x i8]) align 8 %_75, ptr align 8 %imin) #14
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_76, ptr align 8 %vmin) #14
  %30 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args3, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %_75, i64 16, i1 false)
  %31 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args3, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %_76, i64 16, i1 false)
; call core::fmt::Arguments::new
  %32 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h9df4540dc593103dE(ptr align 1 @alloc_b6a15541036079e5dbd0dd62ce31a36b, ptr align 8 %args3) #14
  %_70.0 = extractvalue { ptr, ptr } %32, 0
  %_70.1 = extractvalue { ptr, ptr } %32, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_70.0, ptr %_70.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %33 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_83.0 = extractvalue { ptr, i64 } %33, 0
  %_83.1 = extractvalue { ptr, i64 } %33, 1
; call core::slice::<impl [T]>::iter
  %34 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_83.0, i64 %_83.1) #14
  %_82.0 = extractvalue { ptr, ptr } %34, 0
  %_82.1 = extractvalue { ptr, ptr } %34, 1
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %35 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_87.0 = extractvalue { ptr, i64 } %35, 0
  %_87.1 = extractvalue { ptr, i64 } %35, 1
; call core::slice::<impl [T]>::iter
  %36 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_87.0, i64 %_87.1) #14
  %_86.0 = extractvalue { ptr, ptr } %36, 0
  %_86.1 = extractvalue { ptr, ptr } %36, 1
; call core::iter::traits::iterator::Iterator::skip
  call void @_ZN4core4iter6traits8iterator8Iterator4skip17h8c8ae09ae4721866E(ptr sret([24 x i8]) align 8 %_85, ptr %_86.0, ptr %_86.1, i64 1) #14
; call core::iter::traits::iterator::Iterator::zip
  call void @_ZN4core4iter6traits8iterator8Iterator3zip17h0e762df1331a1b88E(ptr sret([56 x i8]) align 8 %_81, ptr %_82.0, ptr %_82.1, ptr align 8 %_85) #14
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h1bd2bec994fb817dE(ptr sret([56 x i8]) align 8 %_80, ptr align 8 %_81) #14
; call core::iter::traits::iterator::Iterator::sum
  %37 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h24d1b9d1665c4253E(ptr align 8 %_80) #15
  store double %37, ptr %dot, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_94, ptr align 8 %dot) #14
  %38 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args4, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %_94, i64 16, i1 false)
; call core::fmt::Arguments::new
  %39 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hff991c1d5173ad16E(ptr align 1 @alloc_4e54fda10b23be9298edbd623c91070c, ptr align 8 %args4) #14
  %_90.0 = extractvalue { ptr, ptr } %39, 0
  %_90.1 = extractvalue { ptr, ptr } %39, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_90.0, ptr %_90.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %40 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_100.0 = extractvalue { ptr, i64 } %40, 0
  %_100.1 = extractvalue { ptr, i64 } %40, 1
; call core::slice::<impl [T]>::windows
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17h8c83d595e35c1f49E"(ptr sret([24 x i8]) align 8 %_99, ptr align 8 %_100.0, i64 %_100.1, i64 5, ptr align 8 @alloc_c54ad3cbd17d821512a7a1951f9f72f1) #14
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h0e58eb68cb9ed2faE(ptr sret([24 x i8]) align 8 %_98, ptr align 8 %_99) #14
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17hdd1801d1212e747aE(ptr sret([24 x i8]) align 8 %smooth, ptr align 8 %_98) #14
; call alloc::vec::Vec<T,A>::len
  %41 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6f79eecc1c67f5e8E"(ptr align 8 %smooth) #14
  store i64 %41, ptr %_106, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_108 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %smooth, i64 0, ptr align 8 @alloc_0ef0d17f16e155573b48db778e84555a) #14
; call alloc::vec::Vec<T,A>::len
  %_113 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6f79eecc1c67f5e8E"(ptr align 8 %smooth) #14
  %_115.0 = sub i64 %_113, 1
  %_115.1 = icmp ult i64 %_113, 1
  br i1 %_115.1, label %panic, label %bb57

bb57:                                             ; preds = %start
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_110 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %smooth, i64 %_115.0, ptr align 8 @alloc_16c49fb07c48cae0e4ddfc9e8062bd14) #14
  store ptr %_106, ptr %args5, align 8
  %42 = getelementptr inbounds i8, ptr %args5, i64 8
  store ptr %_108, ptr %42, align 8
  %43 = getelementptr inbounds i8, ptr %args5, i64 16
  store ptr %_110, ptr %43, align 8
  %_289 = load ptr, ptr %args5, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h935ce8fe8f058a4aE(ptr sret([16 x i8]) align 8 %_117, ptr align 8 %_289) #14
  %44 = getelementptr inbounds i8, ptr %args5, i64 8
  %_290 = load ptr, ptr %44, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_118, ptr align 8 %_290) #14
  %45 = getelementptr inbounds i8, ptr %args5, i64 16
  %_291 = load ptr, ptr %45, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_119, ptr align 8 %_291) #14
  %46 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args6, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %_117, i64 16, i1 false)
  %47 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args6, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %47, ptr align 8 %_118, i64 16, i1 false)
  %48 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args6, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %_119, i64 16, i1 false)
; call core::fmt::Arguments::new
  %49 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h659c90f8549d3a02E(ptr align 1 @alloc_1632f02dac948843c2903b299100a9c5, ptr align 8 %args6) #14
  %_103.0 = extractvalue { ptr, ptr } %49, 0
  %_103.1 = extractvalue { ptr, ptr } %49, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_103.0, ptr %_103.1) #15
; call <alloc::vec::Vec<T,A> as core::clone::Clone>::clone
  call void @"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E"(ptr sret([24 x i8]) align 8 %sorted, ptr align 8 %data) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::DerefMut>::deref_mut
  %50 = call { ptr, i64 } @"_ZN75_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..DerefMut$GT$9deref_mut17h6f1c767a8cda873dE"(ptr align 8 %sorted) #14
  %_125.0 = extractvalue { ptr, i64 } %50, 0
  %_125.1 = extractvalue { ptr, i64 } %50, 1
; call alloc::slice::<impl [T]>::sort_by
  call void @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb7963d173d4f2adaE"(ptr align 8 %_125.0, i64 %_125.1) #14
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_130 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %sorted, i64 99, ptr align 8 @alloc_421005b28c22bd199bafd330449fe49b) #14
  %_129 = load double, ptr %_130, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_133 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %sorted, i64 100, ptr align 8 @alloc_52b146aee62826a7526cd7e16db90320) #14
  %_132 = load double, ptr %_133, align 8
  %_128 = fadd double %_129, %_132
  %51 = fmul double 5.000000e-01, %_128
  store double %51, ptr %median, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_139 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %sorted, i64 50, ptr align 8 @alloc_75567376f71c471c0f1a170db1275f29) #14
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_141 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %sorted, i64 150, ptr align 8 @alloc_c25846cedbcffad4924098860a22ac75) #14
  store ptr %median, ptr %args7, align 8
  %52 = getelementptr inbounds i8, ptr %args7, i64 8
  store ptr %_139, ptr %52, align 8
  %53 = getelementptr inbounds i8, ptr %args7, i64 16
  store ptr %_141, ptr %53, align 8
  %_292 = load ptr, ptr %args7, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_144, ptr align 8 %_292) #14
  %54 = getelementptr inbounds i8, ptr %args7, i64 8
  %_293 = load ptr, ptr %54, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_145, ptr align 8 %_293) #14
  %55 = getelementptr inbounds i8, ptr %args7, i64 16
  %_294 = load ptr, ptr %55, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_146, ptr align 8 %_294) #14
  %56 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args8, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 8 %_144, i64 16, i1 false)
  %57 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args8, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 8 %_145, i64 16, i1 false)
  %58 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args8, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr align 8 %_146, i64 16, i1 false)
; call core::fmt::Arguments::new
  %59 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h5ce467ebbf15c8a0E(ptr align 1 @alloc_eac30fbaa7e4411293bf75966ed9f6ba, ptr align 8 %args8) #14
  %_136.0 = extractvalue { ptr, ptr } %59, 0
  %_136.1 = extractvalue { ptr, ptr } %59, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_136.0, ptr %_136.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %60 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_151.0 = extractvalue { ptr, i64 } %60, 0
  %_151.1 = extractvalue { ptr, i64 } %60, 1
; call core::slice::<impl [T]>::iter
  %61 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_151.0, i64 %_151.1) #14
  %_150.0 = extractvalue { ptr, ptr } %61, 0
  %_150.1 = extractvalue { ptr, ptr } %61, 1
  call void @llvm.memset.p0.i64(ptr align 8 %_153, i8 0, i64 80, i1 false)
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E"(ptr sret([80 x i8]) align 8 %buckets, ptr %_150.0, ptr %_150.1, ptr align 8 %_153) #14
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17h0625864570371416E(ptr sret([16 x i8]) align 8 %_159, ptr align 8 %buckets) #14
  %62 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args9, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %62, ptr align 8 %_159, i64 16, i1 false)
; call core::fmt::Arguments::new
  %63 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hfae35f4332b23f10E(ptr align 1 @alloc_b4325b3cdfc2aa14b79cb5b4b1e2eb4c, ptr align 8 %args9) #14
  %_155.0 = extractvalue { ptr, ptr } %63, 0
  %_155.1 = extractvalue { ptr, ptr } %63, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_155.0, ptr %_155.1) #15
; call _01_iter_closures::make_adder
  %add3 = call double @_ZN17_01_iter_closures10make_adder17h3084240c3333b6eaE(double 3.000000e+00) #15
; call _01_iter_closures::compose
  %64 = call double @_ZN17_01_iter_closures7compose17hb6a73f112f1c792aE(double %add3) #15
  store double %64, ptr %h, align 8
; call _01_iter_closures::compose::{{closure}}
  %65 = call double @"_ZN17_01_iter_closures7compose28_$u7b$$u7b$closure$u7d$$u7d$17h3e2e2dc5fd7e7d5bE"(ptr align 8 %h, double 7.000000e+00) #14
  store double %65, ptr %_168, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_172, ptr align 8 %_168) #14
  %66 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args10, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %66, ptr align 8 %_172, i64 16, i1 false)
; call core::fmt::Arguments::new
  %67 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h008bd32ac597dadcE(ptr align 1 @alloc_26331e3b81d1761e9ef950238cc03a61, ptr align 8 %args10) #14
  %_165.0 = extractvalue { ptr, ptr } %67, 0
  %_165.1 = extractvalue { ptr, ptr } %67, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_165.0, ptr %_165.1) #15
  store i32 0, ptr %calls, align 4
; call _01_iter_closures::apply_n
  %68 = call double @_ZN17_01_iter_closures7apply_n17h284f11ffbd22d624E(ptr align 4 %calls, i64 100, double 1.000000e+00) #15
  store double %68, ptr %r, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_185, ptr align 8 %r) #14
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h97369c9aebdc5396E(ptr sret([16 x i8]) align 8 %_186, ptr align 4 %calls) #14
  %69 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args11, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %69, ptr align 8 %_185, i64 16, i1 false)
  %70 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args11, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %70, ptr align 8 %_186, i64 16, i1 false)
; call core::fmt::Arguments::new
  %71 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h4236f86fba6fc09eE(ptr align 1 @alloc_a99badaac5ebf7f88356bf6a693202f4, ptr align 8 %args11) #14
  %_180.0 = extractvalue { ptr, ptr } %71, 0
  %_180.1 = extractvalue { ptr, ptr } %71, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_180.0, ptr %_180.1) #15
; call core::ops::range::RangeInclusive<Idx>::new
  call void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17h7d683de675e69fdcE"(ptr sret([24 x i8]) align 8 %_192, i64 1, i64 100) #14
; call core::iter::traits::iterator::Iterator::filter
  call void @_ZN4core4iter6traits8iterator8Iterator6filter17hd944522bf9b189a9E(ptr sret([24 x i8]) align 8 %_191, ptr align 8 %_192) #14
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h5a21adce646f30edE(ptr sret([24 x i8]) align 8 %_190, ptr align 8 %_191) #14
; call core::iter::traits::iterator::Iterator::sum
  %72 = call i64 @_ZN4core4iter6traits8iterator8Iterator3sum17h4a58a4fdb2eb61faE(ptr align 8 %_190) #15
  store i64 %72, ptr %evens_sq, align 8
; call core::iter::traits::iterator::Iterator::chain
  call void @_ZN4core4iter6traits8iterator8Iterator5chain17h7ac0f9d418395fadE(ptr sret([24 x i8]) align 4 %_195, i32 1, i32 4, i32 7, i32 10) #14
; call core::iter::traits::iterator::Iterator::rev
  call void @_ZN4core4iter6traits8iterator8Iterator3rev17h8b8ab3a6cbe95e25E(ptr sret([24 x i8]) align 4 %_194, ptr align 4 %_195) #14
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h452262ffcac9d4d6E(ptr sret([24 x i8]) align 8 %chain, ptr align 4 %_194) #14
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h1741a5500f5d7a4bE(ptr sret([16 x i8]) align 8 %_204, ptr align 8 %evens_sq) #14
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17hfee27bcd5367bf45E(ptr sret([16 x i8]) align 8 %_205, ptr align 8 %chain) #14
  %73 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args12, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %73, ptr align 8 %_204, i64 16, i1 false)
  %74 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args12, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %74, ptr align 8 %_205, i64 16, i1 false)
; call core::fmt::Arguments::new
  %75 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h4804d8b11875b3ffE(ptr align 1 @alloc_d5f959dc34abe734e31e8cd3ae4f8d98, ptr align 8 %args12) #14
  %_199.0 = extractvalue { ptr, ptr } %75, 0
  %_199.1 = extractvalue { ptr, ptr } %75, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_199.0, ptr %_199.1) #15
  %76 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 0
  store ptr @alloc_19bb968bf87d97aa8122af4bb473a80f, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  store i64 5, ptr %77, align 8
  %78 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 1
  store ptr @alloc_92cb8dbd9048800436c95cf5749d0776, ptr %78, align 8
  %79 = getelementptr inbounds i8, ptr %78, i64 8
  store i64 4, ptr %79, align 8
  %80 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 2
  store ptr @alloc_216b5aca98fdf70e80bac0db88a04971, ptr %80, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 8
  store i64 5, ptr %81, align 8
  %82 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 3
  store ptr @alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store i64 5, ptr %83, align 8
  %84 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 4
  store ptr @alloc_6526cf658b8826332a5a4a86783a0f7f, ptr %84, align 8
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  store i64 7, ptr %85, align 8
; call core::slice::<impl [T]>::iter
  %86 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hb72471661f4b5b04E"(ptr align 8 %words, i64 5) #14
  %_215.0 = extractvalue { ptr, ptr } %86, 0
  %_215.1 = extractvalue { ptr, ptr } %86, 1
; call core::iter::traits::iterator::Iterator::map
  %87 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h37ac266da64fdc85E(ptr %_215.0, ptr %_215.1) #14
  %_214.0 = extractvalue { ptr, ptr } %87, 0
  %_214.1 = extractvalue { ptr, ptr } %87, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h8b09dedc1c5a2963E(ptr sret([24 x i8]) align 8 %lens, ptr %_214.0, ptr %_214.1) #14
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %88 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h39575a1061352064E"(ptr align 8 %lens) #14
  %_221.0 = extractvalue { ptr, i64 } %88, 0
  %_221.1 = extractvalue { ptr, i64 } %88, 1
; call core::slice::<impl [T]>::iter
  %89 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3a704b222bc678bcE"(ptr align 8 %_221.0, i64 %_221.1) #14
  %_220.0 = extractvalue { ptr, ptr } %89, 0
  %_220.1 = extractvalue { ptr, ptr } %89, 1
; call core::iter::traits::iterator::Iterator::max_by_key
  %_219 = call align 8 ptr @_ZN4core4iter6traits8iterator8Iterator10max_by_key17h22249b1ac40f58a4E(ptr %_220.0, ptr %_220.1) #14
  store ptr %_219, ptr %self.i, align 8
  %90 = load ptr, ptr %self.i, align 8
  %91 = ptrtoint ptr %90 to i64
  %92 = icmp eq i64 %91, 0
  %_2.i = select i1 %92, i64 0, i64 1
  %93 = trunc nuw i64 %_2.i to i1
  br i1 %93, label %"_ZN4core6option15Option$LT$T$GT$6unwrap17h935bcbc23c668e37E.exit", label %bb2.i

bb2.i:                                            ; preds = %bb57
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8 @alloc_e9e9e37606451edc50af842100bfe626) #16
  unreachable

"_ZN4core6option15Option$LT$T$GT$6unwrap17h935bcbc23c668e37E.exit": ; preds = %bb57
  %val.i = load ptr, ptr %self.i, align 8
  store ptr %val.i, ptr %longest, align 8
; call core::slice::<impl [T]>::iter
  %94 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hb72471661f4b5b04E"(ptr align 8 %words, i64 5) #14
  %_228.0 = extractvalue { ptr, ptr } %94, 0
  %_228.1 = extractvalue { ptr, ptr } %94, 1
; call core::iter::traits::iterator::Iterator::map
  %95 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h1b1cc6eaae62fb5eE(ptr %_228.0, ptr %_228.1) #14
  %_227.0 = extractvalue { ptr, ptr } %95, 0
  %_227.1 = extractvalue { ptr, ptr } %95, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h7e168cb75ca069cbE(ptr sret([24 x i8]) align 8 %_226, ptr %_227.0, ptr %_227.1) #14
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %96 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hd7168f5c52d5afa0E"(ptr align 8 %_226) #14
  %_224.0 = extractvalue { ptr, i64 } %96, 0
  %_224.1 = extractvalue { ptr, i64 } %96, 1
; call alloc::slice::<impl [T]>::join
  call void @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4join17h733934bd9afcaeffE"(ptr sret([24 x i8]) align 8 %joined, ptr align 8 %_224.0, i64 %_224.1, ptr align 1 @alloc_3bb2650aa074fcfb8c10a9c40791bfbc, i64 1) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
  call void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E"(ptr align 8 %_226) #15
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17h506ecb9a0edbc0ccE(ptr sret([16 x i8]) align 8 %_238, ptr align 8 %longest) #14
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17hfbdf1b3637f28c7eE(ptr sret([16 x i8]) align 8 %_239, ptr align 8 %joined) #14
  %97 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args13, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %97, ptr align 8 %_238, i64 16, i1 false)
  %98 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args13, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %98, ptr align 8 %_239, i64 16, i1 false)
; call core::fmt::Arguments::new
  %99 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h1e9c701c546479d5E(ptr align 1 @alloc_5ea444911453abd66bc7684632b744f2, ptr align 8 %args13) #14
  %_233.0 = extractvalue { ptr, ptr } %99, 0
  %_233.1 = extractvalue { ptr, ptr } %99, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_233.0, ptr %_233.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %100 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_245.0 = extractvalue { ptr, i64 } %100, 0
  %_245.1 = extractvalue { ptr, i64 } %100, 1
; call core::slice::<impl [T]>::iter
  %101 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_245.0, i64 %_245.1) #14
  %102 = extractvalue { ptr, ptr } %101, 0
  %103 = extractvalue { ptr, ptr } %101, 1
  store ptr %102, ptr %_244, align 8
  %104 = getelementptr inbounds i8, ptr %_244, i64 8
  store ptr %103, ptr %104, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::any
  %105 = call zeroext i1 @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE"(ptr align 8 %_244) #14
  %106 = zext i1 %105 to i8
  store i8 %106, ptr %any_neg, align 1
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %107 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_250.0 = extractvalue { ptr, i64 } %107, 0
  %_250.1 = extractvalue { ptr, i64 } %107, 1
; call core::slice::<impl [T]>::iter
  %108 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_250.0, i64 %_250.1) #14
  %109 = extractvalue { ptr, ptr } %108, 0
  %110 = extractvalue { ptr, ptr } %108, 1
  store ptr %109, ptr %_249, align 8
  %111 = getelementptr inbounds i8, ptr %_249, i64 8
  store ptr %110, ptr %111, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::all
  %112 = call zeroext i1 @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E"(ptr align 8 %_249) #14
  %113 = zext i1 %112 to i8
  store i8 %113, ptr %all_small, align 1
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %114 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %data) #14
  %_255.0 = extractvalue { ptr, i64 } %114, 0
  %_255.1 = extractvalue { ptr, i64 } %114, 1
; call core::slice::<impl [T]>::iter
  %115 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %_255.0, i64 %_255.1) #14
  %116 = extractvalue { ptr, ptr } %115, 0
  %117 = extractvalue { ptr, ptr } %115, 1
  store ptr %116, ptr %_254, align 8
  %118 = getelementptr inbounds i8, ptr %_254, i64 8
  store ptr %117, ptr %118, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::position
  %119 = call { i64, i64 } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h0173db8a2e1ae102E"(ptr align 8 %_254) #14
  %120 = extractvalue { i64, i64 } %119, 0
  %121 = extractvalue { i64, i64 } %119, 1
  store i64 %120, ptr %pos_idx, align 8
  %122 = getelementptr inbounds i8, ptr %pos_idx, i64 8
  store i64 %121, ptr %122, align 8
  store ptr %any_neg, ptr %args14, align 8
  %123 = getelementptr inbounds i8, ptr %args14, i64 8
  store ptr %all_small, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %args14, i64 16
  store ptr %pos_idx, ptr %124, align 8
  %_303 = load ptr, ptr %args14, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3becaf6998ec012cE(ptr sret([16 x i8]) align 8 %_264, ptr align 1 %_303) #14
  %125 = getelementptr inbounds i8, ptr %args14, i64 8
  %_304 = load ptr, ptr %125, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3becaf6998ec012cE(ptr sret([16 x i8]) align 8 %_265, ptr align 1 %_304) #14
  %126 = getelementptr inbounds i8, ptr %args14, i64 16
  %_305 = load ptr, ptr %126, align 8
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17h5c7448b99e7214edE(ptr sret([16 x i8]) align 8 %_266, ptr align 8 %_305) #14
  %127 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args15, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %127, ptr align 8 %_264, i64 16, i1 false)
  %128 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args15, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %128, ptr align 8 %_265, i64 16, i1 false)
  %129 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args15, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %129, ptr align 8 %_266, i64 16, i1 false)
; call core::fmt::Arguments::new
  %130 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h02b4cd782d5cb283E(ptr align 1 @alloc_75419323a2228e8a5d0046769f1953a2, ptr align 8 %args15) #14
  %_258.0 = extractvalue { ptr, ptr } %130, 0
  %_258.1 = extractvalue { ptr, ptr } %130, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_258.0, ptr %_258.1) #15
; call core::iter::traits::iterator::Iterator::map
  %131 = call { i32, i32 } @_ZN4core4iter6traits8iterator8Iterator3map17h811a3bf1328cf7e3E(i32 0, i32 5) #14
  %_271.0 = extractvalue { i32, i32 } %131, 0
  %_271.1 = extractvalue { i32, i32 } %131, 1
; call core::iter::traits::iterator::Iterator::step_by
  call void @_ZN4core4iter6traits8iterator8Iterator7step_by17hb396599002ec2444E(ptr sret([24 x i8]) align 8 %_270, i32 %_271.0, i32 %_271.1, i64 2) #14
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h48a82c232c7b2dadE(ptr sret([24 x i8]) align 8 %step, ptr align 8 %_270) #14
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17h99a9f0111f3ab07cE(ptr sret([16 x i8]) align 8 %_278, ptr align 8 %step) #14
  %132 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args16, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %132, ptr align 8 %_278, i64 16, i1 false)
; call core::fmt::Arguments::new
  %133 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h4e286cfac973eb7dE(ptr align 1 @alloc_82642d8c557d8b0c4c10c2b748646394, ptr align 8 %args16) #14
  %_274.0 = extractvalue { ptr, ptr } %133, 0
  %_274.1 = extractvalue { ptr, ptr } %133, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_274.0, ptr %_274.1) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %step) #15
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"(ptr align 8 %joined) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<(usize,&str)>>
  call void @"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E"(ptr align 8 %lens) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<i32>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE"(ptr align 8 %chain) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %sorted) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %smooth) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %pos) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %data) #15
  ret void

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_sub_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_1818710263af15851183001b71037b6e) #16
  unreachable
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1486c47ded1c9596E"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %x = load double, ptr %_2, align 8
  %_0 = fcmp olt double %x, -4.900000e+00
  ret i1 %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1ed172093f480c11E"(ptr align 1 %_1, ptr align 8 %k) unnamed_addr #1 {
start:
; call <&i64 as core::ops::arith::Rem<i64>>::rem
  %_3 = call i64 @"_ZN60_$LT$$RF$i64$u20$as$u20$core..ops..arith..Rem$LT$i64$GT$$GT$3rem17h8d17220cb7d8b5dfE"(ptr align 8 %k, i64 2, ptr align 8 @alloc_153854950d331332e465ceb8b349dbd1) #14
  %_0 = icmp eq i64 %_3, 0
  ret i1 %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h244d6535e6458caaE"(ptr align 1 %_1, double %x) unnamed_addr #1 {
start:
  %_0 = fmul double %x, 5.000000e-01
  ret double %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h45004f97f9bb9a6bE"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %x = load double, ptr %_2, align 8
  %_0 = fcmp ogt double %x, 4.500000e+00
  ret i1 %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h46cf674839a1e1efE"(ptr align 1 %_1, i64 %k) unnamed_addr #1 {
start:
  %0 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %k, i64 %k)
  %_3.0 = extractvalue { i64, i1 } %0, 0
  %_3.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_3.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  ret i64 %_3.0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_55426f944314c1dd46a81f14eda6d96b) #16
  unreachable
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5900997e0e523303E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %_1, ptr align 8 %w) unnamed_addr #1 {
start:
  %_5.0 = load ptr, ptr %w, align 8
  %0 = getelementptr inbounds i8, ptr %w, i64 8
  %_5.1 = load i64, ptr %0, align 8
; call core::str::<impl str>::len
  %_3 = call i64 @"_ZN4core3str21_$LT$impl$u20$str$GT$3len17h377754962b547a34E"(ptr align 1 %_5.0, i64 %_5.1) #14
  %_4.0 = load ptr, ptr %w, align 8
  %1 = getelementptr inbounds i8, ptr %w, i64 8
  %_4.1 = load i64, ptr %1, align 8
  store i64 %_3, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_4.0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %_4.1, ptr %3, align 8
  ret void
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5932b698b8f207bdE"(ptr align 8 %_1, ptr align 8 %x) unnamed_addr #1 {
start:
  %_7 = load ptr, ptr %_1, align 8
  %_4 = load double, ptr %_7, align 8
; call <&f64 as core::ops::arith::Sub<f64>>::sub
  %_3 = call double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Sub$LT$f64$GT$$GT$3sub17h78f20b3a3a14a7dcE"(ptr align 8 %x, double %_4, ptr align 8 @alloc_9eebf31b2192ef168d8abb74cbf79234) #14
  %_8 = load ptr, ptr %_1, align 8
  %_6 = load double, ptr %_8, align 8
; call <&f64 as core::ops::arith::Sub<f64>>::sub
  %_5 = call double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Sub$LT$f64$GT$$GT$3sub17h78f20b3a3a14a7dcE"(ptr align 8 %x, double %_6, ptr align 8 @alloc_872763a6e70ded1ef4d406a64e01ff00) #14
  %_0 = fmul double %_3, %_5
  ret double %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h654f087319ac4b38E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %_1, ptr align 8 %w) unnamed_addr #1 {
start:
  %_3.0 = load ptr, ptr %w, align 8
  %0 = getelementptr inbounds i8, ptr %w, i64 8
  %_3.1 = load i64, ptr %0, align 8
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %_3.0, i64 %_3.1) #15
  ret void
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h2fd7375c14d6484aE"(ptr align 8 %_2.0, ptr align 8 %_2.1, ptr align 8 @alloc_12cc8c4004109ee4de46fd6fa713248f) #14
  ret double %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h65fba6f9e3f64f90E"(ptr align 1 %_1, i64 %_2.0, double %_2.1, i64 %_3.0, ptr align 8 %_3.1) unnamed_addr #1 {
start:
  %_0 = alloca [16 x i8], align 8
  %v = load double, ptr %_3.1, align 8
  %_8 = fcmp olt double %v, %_2.1
  br i1 %_8, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i64 %_2.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %_2.1, ptr %0, align 8
  br label %bb3

bb1:                                              ; preds = %start
  store i64 %_3.0, ptr %_0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %v, ptr %1, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  %2 = load i64, ptr %_0, align 8
  %3 = getelementptr inbounds i8, ptr %_0, i64 8
  %4 = load double, ptr %3, align 8
  %5 = insertvalue { i64, double } poison, i64 %2, 0
  %6 = insertvalue { i64, double } %5, double %4, 1
  ret { i64, double } %6
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6d9993f7651ab397E"(ptr align 1 %_1, ptr align 8 %p) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %p, align 8
  %_0 = load i64, ptr %_3, align 8
  ret i64 %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6f7ca0d1f06c8d01E"(ptr align 8 %_1, i32 %_2) unnamed_addr #1 {
start:
  %_5 = load ptr, ptr %_1, align 8
; call _01_iter_closures::lcg
  %_4 = call double @_ZN17_01_iter_closures3lcg17hb3f8a1ec274f3168E(ptr align 8 %_5) #15
  %_3 = fmul double %_4, 1.000000e+01
  %_0 = fsub double %_3, 5.000000e+00
  ret double %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"(ptr align 1 %_1, ptr align 8 %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %self.i = alloca [1 x i8], align 1
; call core::cmp::impls::<impl core::cmp::PartialOrd for f64>::partial_cmp
  %_4 = call i8 @"_ZN4core3cmp5impls55_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$f64$GT$11partial_cmp17hc7aecec80f3fdcaaE"(ptr align 8 %a, ptr align 8 %b) #14
  store i8 %_4, ptr %self.i, align 1
  %0 = load i8, ptr %self.i, align 1
  %1 = icmp eq i8 %0, 2
  %_2.i = select i1 %1, i64 0, i64 1
  %2 = trunc nuw i64 %_2.i to i1
  br i1 %2, label %"_ZN4core6option15Option$LT$T$GT$6unwrap17h5c7d408506659618E.exit", label %bb2.i

bb2.i:                                            ; preds = %start
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8 @alloc_3bf9b353c946098f6c542c2057e6e4ab) #16
  unreachable

"_ZN4core6option15Option$LT$T$GT$6unwrap17h5c7d408506659618E.exit": ; preds = %start
  %val.i = load i8, ptr %self.i, align 1
  ret i8 %val.i
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h96277f05ec7a6728E"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %x = load double, ptr %_2, align 8
  %_0 = fcmp ogt double %x, 0.000000e+00
  ret i1 %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17ha1538fb8eaa7af27E"(ptr align 8 %_1, double %x) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
  %0 = load i32, ptr %_4, align 4
  %1 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %0, i32 1)
  %_3.0 = extractvalue { i32, i1 } %1, 0
  %_3.1 = extractvalue { i32, i1 } %1, 1
  %_5 = load ptr, ptr %_1, align 8
  br i1 %_3.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_6 = load ptr, ptr %_1, align 8
  store i32 %_3.0, ptr %_6, align 4
; call std::f64::<impl f64>::cos
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hdac26597d387a148E"(double %x) #14
  ret double %_0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_afc0e2a6bbee6a0f69edf56eadcc952e) #16
  unreachable
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hafa161e0520e91d2E"(ptr align 1 %_1, i32 %i) unnamed_addr #1 {
start:
  %_3 = sitofp i32 %i to double
  %_0 = fmul double %_3, 2.500000e-01
  ret double %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE"(ptr sret([80 x i8]) align 8 %_0, ptr align 1 %_1, ptr align 8 %acc, ptr align 8 %_3) unnamed_addr #1 {
start:
  %x = load double, ptr %_3, align 8
  %_8 = fadd double %x, 5.000000e+00
  %_7 = fdiv double %_8, 1.000000e+00
  %_6 = call i64 @llvm.fptoui.sat.i64.f64(double %_7)
; call core::cmp::Ord::min
  %b = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %_6, i64 9) #14
  %_9 = icmp ult i64 %b, 10
  br i1 %_9, label %bb2, label %panic

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds nuw i64, ptr %acc, i64 %b
  %1 = load i64, ptr %0, align 8
  %_10.0 = add i64 %1, 1
  %_10.1 = icmp ult i64 %_10.0, %1
  br i1 %_10.1, label %panic1, label %bb3

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %b, i64 10, ptr align 8 @alloc_85c729b2fcc8216222d5158a077be343) #16
  unreachable

bb3:                                              ; preds = %bb2
  %2 = getelementptr inbounds nuw i64, ptr %acc, i64 %b
  store i64 %_10.0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %acc, i64 80, i1 false)
  ret void

panic1:                                           ; preds = %bb2
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_85c729b2fcc8216222d5158a077be343) #16
  unreachable
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hc17b19fd689e37ccE"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %x = load double, ptr %_2, align 8
; call core::f64::<impl f64>::abs
  %_4 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17hf0828f2f4529aff1E"(double %x) #14
  %_0 = fcmp ole double %_4, 5.000000e+00
  ret i1 %_0
}

; _01_iter_closures::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hd5d54ac939714dedE"(ptr align 1 %_1, ptr align 8 %w.0, i64 %w.1) unnamed_addr #1 {
start:
; call core::slice::<impl [T]>::iter
  %0 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %w.0, i64 %w.1) #14
  %_4.0 = extractvalue { ptr, ptr } %0, 0
  %_4.1 = extractvalue { ptr, ptr } %0, 1
; call core::iter::traits::iterator::Iterator::sum
  %_3 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h04d671d347e9182cE(ptr %_4.0, ptr %_4.1) #15
  %_0 = fdiv double %_3, 5.000000e+00
  ret double %_0
}

; _01_iter_closures::apply_n
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN17_01_iter_closures7apply_n17h284f11ffbd22d624E(ptr align 4 %0, i64 %n, double %x0) unnamed_addr #0 {
start:
  %iter = alloca [16 x i8], align 8
  %x = alloca [8 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
  store double %x0, ptr %x, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h8714e426bbc12be7E"(i64 0, i64 %n) #14
  %_5.0 = extractvalue { i64, i64 } %1, 0
  %_5.1 = extractvalue { i64, i64 } %1, 1
  store i64 %_5.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_5.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb5, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %3 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hdbbe629d144cea24E"(ptr align 8 %iter) #14
  %_8.0 = extractvalue { i64, i64 } %3, 0
  %_8.1 = extractvalue { i64, i64 } %3, 1
  %4 = trunc nuw i64 %_8.0 to i1
  br i1 %4, label %bb5, label %bb6

bb5:                                              ; preds = %bb2
  %_14 = load double, ptr %x, align 8
; call _01_iter_closures::main::{{closure}}
  %_11 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17ha1538fb8eaa7af27E"(ptr align 8 %f, double %_14) #14
  store double %_11, ptr %x, align 8
  br label %bb2

bb6:                                              ; preds = %bb2
  %_0 = load double, ptr %x, align 8
  ret double %_0

bb4:                                              ; No predecessors!
  unreachable
}

; _01_iter_closures::compose
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN17_01_iter_closures7compose17hb6a73f112f1c792aE(double %f) unnamed_addr #0 {
start:
  ret double %f
}

; _01_iter_closures::compose::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN17_01_iter_closures7compose28_$u7b$$u7b$closure$u7d$$u7d$17h3e2e2dc5fd7e7d5bE"(ptr align 8 %_1, double %x) unnamed_addr #1 {
start:
  %_3 = getelementptr inbounds i8, ptr %_1, i64 8
; call _01_iter_closures::make_adder::{{closure}}
  %_5 = call double @"_ZN17_01_iter_closures10make_adder28_$u7b$$u7b$closure$u7d$$u7d$17h0a9465c61072bb2bE"(ptr align 8 %_1, double %x) #14
; call _01_iter_closures::main::{{closure}}
  %_0 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h244d6535e6458caaE"(ptr align 1 %_3, double %_5) #14
  ret double %_0
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17h6eab68867da12f66E"(double %residual) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, double } { i64 1, double poison }, double %residual, 1
  ret { i64, double } %0
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17h874da3bc60d6cfddE(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.0, i64 %argc, ptr %argv, i8 %sigpipe) #15
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr %_4) #18
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h838755d7caf4ccc0E"() #14
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::f64::<impl f64>::cos
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hdac26597d387a148E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.cos.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17h6af69fdc2f0636f9E(ptr %f) #14
  call void asm sideeffect "", "~{memory}"(), !srcloc !4
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h2703b82f9bd8f117E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call core::fmt::num::<impl core::fmt::Debug for i32>::fmt
  %_0 = call zeroext i1 @"_ZN4core3fmt3num50_$LT$impl$u20$core..fmt..Debug$u20$for$u20$i32$GT$3fmt17h9f54bef195c4d476E"(ptr align 4 %_3, ptr align 8 %f) #14
  ret i1 %_0
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h32cc6dfdb65f3f4dE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call <(U,T) as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E"(ptr align 8 %_3, ptr align 8 %f) #15
  ret i1 %_0
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h55871f533adcc97cE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call core::fmt::num::<impl core::fmt::Debug for usize>::fmt
  %_0 = call zeroext i1 @"_ZN4core3fmt3num52_$LT$impl$u20$core..fmt..Debug$u20$for$u20$usize$GT$3fmt17h8dba73ba0a5ee412E"(ptr align 8 %_3, ptr align 8 %f) #14
  ret i1 %_0
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hf59f32ede6d69137E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call <&str as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @_RNvXs1g_NtCsgEmfK2I1SDS_4core3fmtReNtB6_5Debug3fmtCsgY6Mt91CT9J_14rustc_demangle(ptr align 8 %_3, ptr align 8 %f) #15
  ret i1 %_0
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hfcd764cbec025ba8E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call <f64 as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr align 8 %_3, ptr align 8 %f) #15
  ret i1 %_0
}

; <i64 as core::ops::arith::Rem>::rem
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN45_$LT$i64$u20$as$u20$core..ops..arith..Rem$GT$3rem17h0ba7cb09212c24efE"(i64 %self, i64 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp eq i64 %other, 0
  br i1 %_3, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_4 = icmp eq i64 %other, -1
  %_5 = icmp eq i64 %self, -9223372036854775808
  %_6 = and i1 %_4, %_5
  br i1 %_6, label %panic1, label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 %0) #16
  unreachable

bb2:                                              ; preds = %bb1
  %_0 = srem i64 %self, %other
  ret i64 %_0

panic1:                                           ; preds = %bb1
; call core::panicking::panic_const::panic_const_rem_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8 %0) #16
  unreachable
}

; <i32 as core::iter::range::Step>::steps_between
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$13steps_between17h0af58dbaaffce6e7E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %start1, ptr align 4 %end) unnamed_addr #1 {
start:
  %_4 = load i32, ptr %start1, align 4
  %_5 = load i32, ptr %end, align 4
  %_3 = icmp sle i32 %_4, %_5
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb3

bb1:                                              ; preds = %start
  %self = sext i32 %_5 to i64
  %rhs = sext i32 %_4 to i64
  %_7 = sub i64 %self, %rhs
  store i64 %_7, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %_7, ptr %5, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  ret void
}

; <i32 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h85da32038e2cf4f9E"(i32 %start1, i64 %n) unnamed_addr #1 {
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
  %3 = load i32, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.2, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.2, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17hd81612cbd39fd863E(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  unreachable
}

; <i32 as core::iter::range::Step>::backward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$18backward_unchecked17h891a1c3038f44db3E"(i32 %start1, i64 %n) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 4
  %rhs = trunc i64 %n to i32
  %0 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %start1, i32 %rhs)
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
  %3 = load i32, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.2, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.2, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17hd81612cbd39fd863E(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  unreachable
}

; <i64 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN47_$LT$i64$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h14bfa270bcecf695E"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  %self = alloca [16 x i8], align 8
  %0 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %start1, i64 %n)
  %_8.0 = extractvalue { i64, i1 } %0, 0
  %_8.1 = extractvalue { i64, i1 } %0, 1
  %_10 = icmp slt i64 %n, 0
  %b = xor i1 %_8.1, %_10
  br i1 %b, label %bb1, label %bb3

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %_8.0, ptr %1, align 8
  store i64 1, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %val = load i64, ptr %2, align 8
  ret i64 %val

bb1:                                              ; preds = %start
  %3 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %4 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %3, ptr %self, align 8
  %5 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %4, ptr %5, align 8
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17hd81612cbd39fd863E(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  unreachable
}

; <[T] as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E"(ptr align 4 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %_5 = alloca [16 x i8], align 8
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8 %_5, ptr align 8 %f) #15
  br label %bb5

bb5:                                              ; preds = %start
  %_11 = getelementptr inbounds nuw i32, ptr %self.0, i64 %self.1
  store ptr %_11, ptr %end_or_len, align 8
  br label %bb6

bb6:                                              ; preds = %bb5
  %_6.1 = load ptr, ptr %end_or_len, align 8
; call core::fmt::builders::DebugList::entries
  %_3 = call align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h948902e49a7aaa2cE(ptr align 8 %_5, ptr %self.0, ptr %_6.1) #15
; call <core::fmt::builders::DebugList>::finish
  %_0 = call zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8 %_3) #15
  ret i1 %_0

bb4:                                              ; No predecessors!
  unreachable
}

; <[T] as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE"(ptr align 8 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %_5 = alloca [16 x i8], align 8
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8 %_5, ptr align 8 %f) #15
  br label %bb5

bb5:                                              ; preds = %start
  %_11 = getelementptr inbounds nuw i64, ptr %self.0, i64 %self.1
  store ptr %_11, ptr %end_or_len, align 8
  br label %bb6

bb6:                                              ; preds = %bb5
  %_6.1 = load ptr, ptr %end_or_len, align 8
; call core::fmt::builders::DebugList::entries
  %_3 = call align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h3f40786590f302d7E(ptr align 8 %_5, ptr %self.0, ptr %_6.1) #15
; call <core::fmt::builders::DebugList>::finish
  %_0 = call zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8 %_3) #15
  ret i1 %_0

bb4:                                              ; No predecessors!
  unreachable
}

; <[T] as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE"(ptr align 8 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %_5 = alloca [16 x i8], align 8
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8 %_5, ptr align 8 %f) #15
  br label %bb5

bb5:                                              ; preds = %start
  %_11 = getelementptr inbounds nuw double, ptr %self.0, i64 %self.1
  store ptr %_11, ptr %end_or_len, align 8
  br label %bb6

bb6:                                              ; preds = %bb5
  %_6.1 = load ptr, ptr %end_or_len, align 8
; call core::fmt::builders::DebugList::entries
  %_3 = call align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17hab36e3e8b281762fE(ptr align 8 %_5, ptr %self.0, ptr %_6.1) #15
; call <core::fmt::builders::DebugList>::finish
  %_0 = call zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8 %_3) #15
  ret i1 %_0

bb4:                                              ; No predecessors!
  unreachable
}

; <&f64 as core::ops::arith::Mul>::mul
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h2fd7375c14d6484aE"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fmul double %_3, %_4
  ret double %_0
}

; <usize as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h60694209490e56ffE"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; core::intrinsics::select_unpredictable
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal ptr @_ZN4core10intrinsics20select_unpredictable17h983c1007d396af84E(i1 zeroext %b, ptr %true_val, ptr %false_val) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  br i1 %b, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store ptr %false_val, ptr %_0, align 8
  br label %bb3

bb1:                                              ; preds = %start
  store ptr %true_val, ptr %_0, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  %0 = load ptr, ptr %_0, align 8
  ret ptr %0
}

; core::intrinsics::select_unpredictable
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal ptr @_ZN4core10intrinsics20select_unpredictable17hc6b7e3aed1f8222eE(i1 zeroext %b, ptr %true_val, ptr %false_val) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  br i1 %b, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store ptr %false_val, ptr %_0, align 8
  br label %bb3

bb1:                                              ; preds = %start
  store ptr %true_val, ptr %_0, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  %0 = load ptr, ptr %_0, align 8
  ret ptr %0
}

; core::intrinsics::typed_swap_nonoverlapping
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics25typed_swap_nonoverlapping17h096cf8d5e053d344E(ptr %x, ptr %y) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
; call core::ptr::swap_nonoverlapping
  call void @_ZN4core3ptr19swap_nonoverlapping17h883607adb928c97aE(ptr %x, ptr %y, i64 1, ptr align 8 @alloc_b90498d3febd1b2c7361fce5cd399b17) #14
  ret void
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17hb856ab8ddab8754bE() unnamed_addr #3 {
start:
  ret void
}

; core::cmp::Ord::max
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3cmp3Ord3max17h51912fde7e63567fE(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
  %_3.i = load i64, ptr %other, align 8
  %_4.i = load i64, ptr %self, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %3 = load i64, ptr %other, align 8
  store i64 %3, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %4 = load i64, ptr %self, align 8
  store i64 %4, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i64, ptr %_0, align 8
  ret i64 %5

bb5:                                              ; No predecessors!
  br label %bb8

bb8:                                              ; preds = %bb5
  %6 = load i8, ptr %_6, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::cmp::Ord::min
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
  %_3.i = load i64, ptr %other, align 8
  %_4.i = load i64, ptr %self, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %3 = load i64, ptr %self, align 8
  store i64 %3, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  %4 = load i64, ptr %other, align 8
  store i64 %4, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i64, ptr %_0, align 8
  ret i64 %5

bb5:                                              ; No predecessors!
  br label %bb8

bb8:                                              ; preds = %bb5
  %6 = load i8, ptr %_6, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::cmp::impls::<impl core::cmp::Ord for usize>::cmp
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3cmp5impls50_$LT$impl$u20$core..cmp..Ord$u20$for$u20$usize$GT$3cmp17h60529a1afda26fcfE"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_3 = load i64, ptr %self, align 8
  %_4 = load i64, ptr %other, align 8
  %_0 = call i8 @llvm.ucmp.i8.i64(i64 %_3, i64 %_4)
  ret i8 %_0
}

; core::cmp::impls::<impl core::cmp::PartialEq for i64>::eq
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3cmp5impls54_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$i64$GT$2eq17haee40120a406dbe8E"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_3 = load i64, ptr %self, align 8
  %_4 = load i64, ptr %other, align 8
  %_0 = icmp eq i64 %_3, %_4
  ret i1 %_0
}

; core::cmp::impls::<impl core::cmp::PartialOrd for f64>::partial_cmp
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3cmp5impls55_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$f64$GT$11partial_cmp17hc7aecec80f3fdcaaE"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %_4 = load double, ptr %self, align 8
  %_5 = load double, ptr %other, align 8
  %_3 = fcmp ole double %_4, %_5
  %_6 = fcmp oge double %_4, %_5
  br i1 %_3, label %bb2, label %bb1

bb1:                                              ; preds = %start
  br i1 %_6, label %bb5, label %bb6

bb2:                                              ; preds = %start
  br i1 %_6, label %bb3, label %bb4

bb6:                                              ; preds = %bb1
  store i8 2, ptr %_0, align 1
  br label %bb7

bb5:                                              ; preds = %bb1
  store i8 1, ptr %_0, align 1
  br label %bb7

bb7:                                              ; preds = %bb3, %bb4, %bb5, %bb6
  %0 = load i8, ptr %_0, align 1
  ret i8 %0

bb4:                                              ; preds = %bb2
  store i8 -1, ptr %_0, align 1
  br label %bb7

bb3:                                              ; preds = %bb2
  store i8 0, ptr %_0, align 1
  br label %bb7
}

; core::cmp::max_by
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @_ZN4core3cmp6max_by17hff5409e55ac3cb52E(i64 %0, ptr align 8 %1, i64 %2, ptr align 8 %3, ptr align 1 %compare) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_0 = alloca [16 x i8], align 8
  %v2 = alloca [16 x i8], align 8
  %v1 = alloca [16 x i8], align 8
  store i64 %0, ptr %v1, align 8
  %5 = getelementptr inbounds i8, ptr %v1, i64 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %v2, align 8
  %6 = getelementptr inbounds i8, ptr %v2, i64 8
  store ptr %3, ptr %6, align 8
  store i8 1, ptr %_9, align 1
; call core::ops::function::impls::<impl core::ops::function::FnOnce<A> for &mut F>::call_once
  %self = call i8 @"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hcaed550000d66b00E"(ptr align 1 %compare, ptr align 8 %v1, ptr align 8 %v2) #15
  br label %bb1

bb1:                                              ; preds = %start
  %_4 = icmp sgt i8 %self, 0
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %7 = load i64, ptr %v2, align 8
  %8 = getelementptr inbounds i8, ptr %v2, i64 8
  %9 = load ptr, ptr %8, align 8
  store i64 %7, ptr %_0, align 8
  %10 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %9, ptr %10, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_9, align 1
  %11 = load i64, ptr %v1, align 8
  %12 = getelementptr inbounds i8, ptr %v1, i64 8
  %13 = load ptr, ptr %12, align 8
  store i64 %11, ptr %_0, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %13, ptr %14, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %15 = load i64, ptr %_0, align 8
  %16 = getelementptr inbounds i8, ptr %_0, i64 8
  %17 = load ptr, ptr %16, align 8
  %18 = insertvalue { i64, ptr } poison, i64 %15, 0
  %19 = insertvalue { i64, ptr } %18, ptr %17, 1
  ret { i64, ptr } %19

bb5:                                              ; No predecessors!
  br label %bb8

bb8:                                              ; preds = %bb5
  %20 = load i8, ptr %_9, align 1
  %21 = trunc nuw i8 %20 to i1
  br i1 %21, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds i8, ptr %4, i64 8
  %24 = load i32, ptr %23, align 8
  %25 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::f64::<impl f64>::abs
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17hf0828f2f4529aff1E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::f64::<impl f64>::max
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17hb19abdd3469b18f0E"(double %self, double %other) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.maxnum.f64(double %self, double %other)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h1741a5500f5d7a4bE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h3becaf6998ec012cE(ptr sret([16 x i8]) align 8 %_0, ptr align 1 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h935ce8fe8f058a4aE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h97369c9aebdc5396E(ptr sret([16 x i8]) align 8 %_0, ptr align 4 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17he1512afafae225cfE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17hfbdf1b3637f28c7eE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN60_$LT$alloc..string..String$u20$as$u20$core..fmt..Display$GT$3fmt17h6445633d6ea42e67E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17h0625864570371416E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN4core5array69_$LT$impl$u20$core..fmt..Debug$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$3fmt17h5749bd564f6770acE", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17h506ecb9a0edbc0ccE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h32cc6dfdb65f3f4dE", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17h5c7448b99e7214edE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h1f86fa4f7aec62ceE", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17h99a9f0111f3ab07cE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h68026e612b46ca97E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17hfee27bcd5367bf45E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h371a8294acaeca51E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::num::<impl core::fmt::Debug for i32>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3fmt3num50_$LT$impl$u20$core..fmt..Debug$u20$for$u20$i32$GT$3fmt17h9f54bef195c4d476E"(ptr align 4 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %f, i64 16
  %_4 = load i32, ptr %0, align 8
  %_3 = and i32 %_4, 33554432
  %1 = icmp eq i32 %_3, 0
  br i1 %1, label %bb2, label %bb1

bb2:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %f, i64 16
  %_6 = load i32, ptr %2, align 8
  %_5 = and i32 %_6, 67108864
  %3 = icmp eq i32 %_5, 0
  br i1 %3, label %bb4, label %bb3

bb1:                                              ; preds = %start
; call <i32 as core::fmt::LowerHex>::fmt
  %4 = call zeroext i1 @_RNvXsv_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8LowerHex3fmt(ptr align 4 %self, ptr align 8 %f) #15
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb6

bb4:                                              ; preds = %bb2
; call <i32 as core::fmt::Display>::fmt
  %6 = call zeroext i1 @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt(ptr align 4 %self, ptr align 8 %f) #15
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %bb2
; call <i32 as core::fmt::UpperHex>::fmt
  %8 = call zeroext i1 @_RNvXsx_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8UpperHex3fmt(ptr align 4 %self, ptr align 8 %f) #15
  %9 = zext i1 %8 to i8
  store i8 %9, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  br label %bb6

bb6:                                              ; preds = %bb1, %bb5
  %10 = load i8, ptr %_0, align 1
  %11 = trunc nuw i8 %10 to i1
  ret i1 %11
}

; core::fmt::num::<impl core::fmt::Debug for usize>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3fmt3num52_$LT$impl$u20$core..fmt..Debug$u20$for$u20$usize$GT$3fmt17h8dba73ba0a5ee412E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %f, i64 16
  %_4 = load i32, ptr %0, align 8
  %_3 = and i32 %_4, 33554432
  %1 = icmp eq i32 %_3, 0
  br i1 %1, label %bb2, label %bb1

bb2:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %f, i64 16
  %_6 = load i32, ptr %2, align 8
  %_5 = and i32 %_6, 67108864
  %3 = icmp eq i32 %_5, 0
  br i1 %3, label %bb4, label %bb3

bb1:                                              ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %4 = call zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr align 8 %self, ptr align 8 %f) #15
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb6

bb4:                                              ; preds = %bb2
; call <usize as core::fmt::Display>::fmt
  %6 = call zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr align 8 %self, ptr align 8 %f) #15
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %bb2
; call <usize as core::fmt::UpperHex>::fmt
  %8 = call zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr align 8 %self, ptr align 8 %f) #15
  %9 = zext i1 %8 to i8
  store i8 %9, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  br label %bb6

bb6:                                              ; preds = %bb1, %bb5
  %10 = load i8, ptr %_0, align 1
  %11 = trunc nuw i8 %10 to i1
  ret i1 %11
}

; core::fmt::builders::DebugList::entries
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h3f40786590f302d7E(ptr align 8 %self, ptr %entries.0, ptr %entries.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %entry = alloca [8 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h67c59a5d511ac3faE"(ptr %entries.0, ptr %entries.1) #14
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
  store ptr %_3.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_3.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb8, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %3 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17haf556ec7424da99cE"(ptr align 8 %iter) #14
  store ptr %3, ptr %_5, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load ptr, ptr %_5, align 8
  %5 = ptrtoint ptr %4 to i64
  %6 = icmp eq i64 %5, 0
  %_7 = select i1 %6, i64 0, i64 1
  %7 = trunc nuw i64 %_7 to i1
  br i1 %7, label %bb5, label %bb6

bb5:                                              ; preds = %bb3
  %8 = load ptr, ptr %_5, align 8
  store ptr %8, ptr %entry, align 8
; call <core::fmt::builders::DebugList>::entry
  %_9 = call align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8 %self, ptr align 1 %entry, ptr align 8 @vtable.1) #15
  br label %bb7

bb6:                                              ; preds = %bb3
  ret ptr %self

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb2

bb10:                                             ; No predecessors!
  br label %bb11

bb11:                                             ; preds = %bb10
  %9 = load ptr, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = insertvalue { ptr, i32 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13

bb4:                                              ; No predecessors!
  unreachable
}

; core::fmt::builders::DebugList::entries
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h948902e49a7aaa2cE(ptr align 8 %self, ptr %entries.0, ptr %entries.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %entry = alloca [8 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h1beb86d21634f6f7E"(ptr %entries.0, ptr %entries.1) #14
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
  store ptr %_3.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_3.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb8, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %3 = call align 4 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h31d6cdf3fca32a55E"(ptr align 8 %iter) #14
  store ptr %3, ptr %_5, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load ptr, ptr %_5, align 8
  %5 = ptrtoint ptr %4 to i64
  %6 = icmp eq i64 %5, 0
  %_7 = select i1 %6, i64 0, i64 1
  %7 = trunc nuw i64 %_7 to i1
  br i1 %7, label %bb5, label %bb6

bb5:                                              ; preds = %bb3
  %8 = load ptr, ptr %_5, align 8
  store ptr %8, ptr %entry, align 8
; call <core::fmt::builders::DebugList>::entry
  %_9 = call align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8 %self, ptr align 1 %entry, ptr align 8 @vtable.2) #15
  br label %bb7

bb6:                                              ; preds = %bb3
  ret ptr %self

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb2

bb10:                                             ; No predecessors!
  br label %bb11

bb11:                                             ; preds = %bb10
  %9 = load ptr, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = insertvalue { ptr, i32 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13

bb4:                                              ; No predecessors!
  unreachable
}

; core::fmt::builders::DebugList::entries
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17hab36e3e8b281762fE(ptr align 8 %self, ptr %entries.0, ptr %entries.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %entry = alloca [8 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha1d7c6c2076ba487E"(ptr %entries.0, ptr %entries.1) #14
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
  store ptr %_3.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_3.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb8, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %3 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h28dcfd1026f033b9E"(ptr align 8 %iter) #14
  store ptr %3, ptr %_5, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load ptr, ptr %_5, align 8
  %5 = ptrtoint ptr %4 to i64
  %6 = icmp eq i64 %5, 0
  %_7 = select i1 %6, i64 0, i64 1
  %7 = trunc nuw i64 %_7 to i1
  br i1 %7, label %bb5, label %bb6

bb5:                                              ; preds = %bb3
  %8 = load ptr, ptr %_5, align 8
  store ptr %8, ptr %entry, align 8
; call <core::fmt::builders::DebugList>::entry
  %_9 = call align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8 %self, ptr align 1 %entry, ptr align 8 @vtable.3) #15
  br label %bb7

bb6:                                              ; preds = %bb3
  ret ptr %self

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb2

bb10:                                             ; No predecessors!
  br label %bb11

bb11:                                             ; preds = %bb10
  %9 = load ptr, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = insertvalue { ptr, i32 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13

bb4:                                              ; No predecessors!
  unreachable
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h008bd32ac597dadcE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h02b4cd782d5cb283E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h1e9c701c546479d5E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h4236f86fba6fc09eE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h4804d8b11875b3ffE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h4e286cfac973eb7dE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h5ce467ebbf15c8a0E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h659c90f8549d3a02E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h9df4540dc593103dE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hc509dd9cc037bc47E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hf30f71eb937c0022E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hfae35f4332b23f10E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hff991c1d5173ad16E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::num::<impl usize>::checked_add
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core3num23_$LT$impl$u20$usize$GT$11checked_add17h68ecfe5ba7d1d44fE"(i64 %self, i64 %rhs) unnamed_addr #1 {
start:
  %_0 = alloca [16 x i8], align 8
  %_4.0 = add i64 %self, %rhs
  %_4.1 = icmp ult i64 %_4.0, %self
  br i1 %_4.1, label %bb2, label %bb4

bb4:                                              ; preds = %start
  %_5 = add nuw i64 %self, %rhs
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_5, ptr %0, align 8
  store i64 1, ptr %_0, align 8
  br label %bb1

bb2:                                              ; preds = %start
  %1 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %2 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %1, ptr %_0, align 8
  %3 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %2, ptr %3, align 8
  br label %bb1

bb1:                                              ; preds = %bb2, %bb4
  %4 = load i64, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = insertvalue { i64, i64 } poison, i64 %4, 0
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1
  ret { i64, i64 } %8
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable
}

; core::num::nonzero::NonZero<T>::new_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num7nonzero16NonZero$LT$T$GT$13new_unchecked18precondition_check17hb702b6b17d35f5a6E"(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_d7e165a166a72c56d1d4a46283bb3267, ptr inttoptr (i64 419 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable
}

; core::ops::range::RangeInclusive<Idx>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17h7d683de675e69fdcE"(ptr sret([24 x i8]) align 8 %_0, i64 %start1, i64 %end) unnamed_addr #1 {
start:
  store i64 %start1, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %end, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i8 0, ptr %1, align 8
  ret void
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17h0259c0992848841eE(ptr align 1 %_1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_2 = alloca [8 x i8], align 8
  store ptr %0, ptr %_2, align 8
  %1 = load ptr, ptr %_2, align 8
  %_0.i = load double, ptr %1, align 8
  ret double %_0.i
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @_ZN4core3ops8function5FnMut8call_mut17h26f9ab3ca75bd269E(ptr align 1 %_1, ptr align 8 %0, ptr align 8 %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr %1, ptr %2, align 8
  %3 = load ptr, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load ptr, ptr %4, align 8
; call core::iter::traits::iterator::Iterator::max_by_key::compare
  %_0 = call i8 @_ZN4core4iter6traits8iterator8Iterator10max_by_key7compare17ha9913344b053dbf5E(ptr align 8 %3, ptr align 8 %5) #14
  ret i8 %_0
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core3ops8function5FnMut8call_mut17h5178820f25dbc58aE(ptr align 1 %_1, i64 %0, i64 %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store i64 %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %1, ptr %2, align 8
  %3 = load i64, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load i64, ptr %4, align 8
; call core::num::<impl usize>::checked_add
  %6 = call { i64, i64 } @"_ZN4core3num23_$LT$impl$u20$usize$GT$11checked_add17h68ecfe5ba7d1d44fE"(i64 %3, i64 %5) #14
  %_0.0 = extractvalue { i64, i64 } %6, 0
  %_0.1 = extractvalue { i64, i64 } %6, 1
  %7 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %8 = insertvalue { i64, i64 } %7, i64 %_0.1, 1
  ret { i64, i64 } %8
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17h5437fc5758882371E(ptr align 1 %_1, double %0, double %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store double %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store double %1, ptr %2, align 8
  %3 = load double, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load double, ptr %4, align 8
; call core::f64::<impl f64>::max
  %_0 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17hb19abdd3469b18f0E"(double %3, double %5) #14
  ret double %_0
}

; core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17h63d70c88dde6f8f8E"(ptr align 8 %self, ptr align 8 %0) unnamed_addr #0 {
start:
  %args = alloca [8 x i8], align 8
  store ptr %0, ptr %args, align 8
  %_3 = load ptr, ptr %self, align 8
  %1 = load ptr, ptr %args, align 8
; call _01_iter_closures::main::{{closure}}
  %_0 = call zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h96277f05ec7a6728E"(ptr align 1 %_3, ptr align 8 %1) #14
  ret i1 %_0
}

; core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hb3af106ac5d37f63E"(ptr align 8 %self, i32 %0) unnamed_addr #0 {
start:
  %args = alloca [4 x i8], align 4
  store i32 %0, ptr %args, align 4
  %_3 = load ptr, ptr %self, align 8
  %1 = load i32, ptr %args, align 4
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"(ptr align 8 %_3, i32 %1) #14
  ret void
}

; core::ops::function::impls::<impl core::ops::function::FnOnce<A> for &mut F>::call_once
; Function Attrs: nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hcaed550000d66b00E"(ptr align 1 %self, ptr align 8 %0, ptr align 8 %1) unnamed_addr #0 {
start:
  %args = alloca [16 x i8], align 8
  store ptr %0, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %1, ptr %2, align 8
  %3 = load ptr, ptr %args, align 8
  %4 = getelementptr inbounds i8, ptr %args, i64 8
  %5 = load ptr, ptr %4, align 8
; call core::ops::function::FnMut::call_mut
  %_0 = call i8 @_ZN4core3ops8function5FnMut8call_mut17h26f9ab3ca75bd269E(ptr align 1 %self, ptr align 8 %3, ptr align 8 %5) #14
  ret i8 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hcac07813b4c2ada1E"(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17h18085e328e34b7b5E(ptr %0) #14
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17h18085e328e34b7b5E(ptr %0) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE"(ptr align 8 %_1) #14
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3ops8function6FnOnce9call_once17h323584010ed9fa21E(i64 %0, i64 %1) unnamed_addr #1 {
start:
  %_2 = alloca [8 x i8], align 8
  %_1 = alloca [8 x i8], align 8
  store i64 %0, ptr %_1, align 8
  store i64 %1, ptr %_2, align 8
  %2 = load i64, ptr %_2, align 8
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_size_hint::other_size::{{closure}}
  %_0 = call i64 @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$14spec_size_hint10other_size28_$u7b$$u7b$closure$u7d$$u7d$17hf041753298a49a9fE"(ptr align 8 %_1, i64 %2) #14
  ret i64 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17h6af69fdc2f0636f9E(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #15
  ret void
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3ops8function6FnOnce9call_once17hc2cfa1a886bff7f7E(i64 %0, i64 %1) unnamed_addr #1 {
start:
  %_2 = alloca [8 x i8], align 8
  %_1 = alloca [8 x i8], align 8
  store i64 %0, ptr %_1, align 8
  store i64 %1, ptr %_2, align 8
  %2 = load i64, ptr %_2, align 8
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::adapters::step_by::StepByImpl<I>>::spec_size_hint::first_size::{{closure}}
  %_0 = call i64 @"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$14spec_size_hint10first_size28_$u7b$$u7b$closure$u7d$$u7d$17ha4073e4593de423aE"(ptr align 8 %_1, i64 %2) #14
  ret i64 %_0
}

; core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17h1189455977ff44bfE"(ptr align 1 %_1, i64 %a, i64 %b) unnamed_addr #1 {
start:
; call core::iter::adapters::filter::filter_fold::{{closure}}
  %_4 = call i64 @"_ZN4core4iter8adapters6filter11filter_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcacf96ba649ae11cE"(ptr align 1 %_1, i64 %a, i64 %b) #14
  ret i64 %_4
}

; core::ptr::swap_chunk
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr10swap_chunk17h1eafc42a3bb260faE(ptr align 1 %x, ptr align 1 %y) unnamed_addr #1 {
start:
  %_4 = alloca [8 x i8], align 1
  %_3 = alloca [8 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_3, ptr align 1 %x, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_4, ptr align 1 %y, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %x, ptr align 1 %_4, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %y, ptr align 1 %_3, i64 8, i1 false)
  ret void
}

; core::ptr::swap_chunk
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr10swap_chunk17h3e5f983c87545de3E(ptr align 1 %x, ptr align 1 %y) unnamed_addr #1 {
start:
  %_4 = alloca [4 x i8], align 1
  %_3 = alloca [4 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_3, ptr align 1 %x, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_4, ptr align 1 %y, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %x, ptr align 1 %_4, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %y, ptr align 1 %_3, i64 4, i1 false)
  ret void
}

; core::ptr::swap_chunk
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr10swap_chunk17h8827154315136d43E(ptr align 1 %x, ptr align 1 %y) unnamed_addr #1 {
start:
  %_4 = alloca [2 x i8], align 1
  %_3 = alloca [2 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_3, ptr align 1 %x, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_4, ptr align 1 %y, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %x, ptr align 1 %_4, i64 2, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %y, ptr align 1 %_3, i64 2, i1 false)
  ret void
}

; core::ptr::swap_chunk
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr10swap_chunk17hd3e1a048f4643e5fE(ptr align 1 %x, ptr align 1 %y) unnamed_addr #1 {
start:
  %_4 = alloca [1 x i8], align 1
  %_3 = alloca [1 x i8], align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_3, ptr align 1 %x, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_4, ptr align 1 %y, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %x, ptr align 1 %_4, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %y, ptr align 1 %_3, i64 1, i1 false)
  ret void
}

; core::ptr::copy_nonoverlapping::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %src, ptr %dst, i64 %size, i64 %align, i64 %count, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  %_15 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %src, i64 %align) #14
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
  %_18 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %dst, i64 %align) #14
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
  %_6 = call zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h87a9b35c65c5308eE(ptr %src, ptr %dst, i64 %size, i64 %count) #14
  br i1 %_6, label %bb10, label %bb9

bb9:                                              ; preds = %bb5, %bb8
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_bd3468a7b96187f70c1ce98a3e7a63bf, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb10:                                             ; preds = %bb5
  ret void
}

; core::ptr::swap_nonoverlapping
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19swap_nonoverlapping17h883607adb928c97aE(ptr %x, ptr %y, i64 %count, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = alloca [8 x i8], align 8
  %_10 = alloca [8 x i8], align 8
  br label %bb1

bb1:                                              ; preds = %start
; call core::ptr::swap_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19swap_nonoverlapping18precondition_check17h1fb01b552ed34b5bE(ptr %x, ptr %y, i64 8, i64 8, i64 %count, ptr align 8 %0) #14
  br label %bb3

bb3:                                              ; preds = %bb1
  %2 = mul nuw nsw i64 %count, 8
  store i64 %2, ptr %1, align 8
  %bytes = load i64, ptr %1, align 8
  store i64 %bytes, ptr %_10, align 8
  %3 = load i64, ptr %_10, align 8
  %4 = icmp eq i64 %3, 0
  %_11 = select i1 %4, i64 0, i64 1
  %5 = trunc nuw i64 %_11 to i1
  br i1 %5, label %bb5, label %bb7

bb5:                                              ; preds = %bb3
  %bytes1 = load i64, ptr %_10, align 8
; call core::ptr::swap_nonoverlapping_bytes
  call void @_ZN4core3ptr25swap_nonoverlapping_bytes17h79e96537fab912b4E(ptr %x, ptr %y, i64 %bytes1) #14
  br label %bb4

bb7:                                              ; preds = %bb3
  br label %bb4

bb4:                                              ; preds = %bb7, %bb5
  ret void

bb9:                                              ; No predecessors!
  unreachable
}

; core::ptr::swap_nonoverlapping::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19swap_nonoverlapping18precondition_check17h1fb01b552ed34b5bE(ptr %x, ptr %y, i64 %size, i64 %align, i64 %count, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %zero_size = alloca [1 x i8], align 1
  %1 = icmp eq i64 %size, 0
  br i1 %1, label %bb1, label %bb2

bb1:                                              ; preds = %start
  store i8 1, ptr %zero_size, align 1
  br label %bb3

bb2:                                              ; preds = %start
  %2 = icmp eq i64 %count, 0
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %zero_size, align 1
  br label %bb3

bb3:                                              ; preds = %bb2, %bb1
  %4 = load i8, ptr %zero_size, align 1
  %is_zst = trunc nuw i8 %4 to i1
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_16 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %x, i64 %align) #14
  br i1 %_16, label %bb11, label %bb12

bb12:                                             ; preds = %bb3
  br label %bb7

bb11:                                             ; preds = %bb3
  br i1 %is_zst, label %bb13, label %bb14

bb7:                                              ; preds = %bb14, %bb12
  br label %bb8

bb14:                                             ; preds = %bb11
  %_18 = ptrtoint ptr %x to i64
  %_17 = icmp eq i64 %_18, 0
  %_8 = xor i1 %_17, true
  br i1 %_8, label %bb4, label %bb7

bb13:                                             ; preds = %bb11
  br label %bb4

bb4:                                              ; preds = %bb13, %bb14
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_19 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %y, i64 %align) #14
  br i1 %_19, label %bb16, label %bb17

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
  %_21 = ptrtoint ptr %y to i64
  %_20 = icmp eq i64 %_21, 0
  %_11 = xor i1 %_20, true
  br i1 %_11, label %bb5, label %bb6

bb18:                                             ; preds = %bb16
  br label %bb5

bb5:                                              ; preds = %bb18, %bb19
; call core::ub_checks::maybe_is_nonoverlapping::runtime
  %_6 = call zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h87a9b35c65c5308eE(ptr %x, ptr %y, i64 %size, i64 %count) #14
  br i1 %_6, label %bb10, label %bb9

bb9:                                              ; preds = %bb5, %bb8
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_2875d9f120b8cc0de1c30c014c7b6715, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb10:                                             ; preds = %bb5
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr226drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h0b2748f60653b798E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr229drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h29fbbd2dd93add43E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr248drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hfb0f674ad8ca6484E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr250drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h17ac77d537956012E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr251drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h2651a6a42c079969E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::swap_nonoverlapping_bytes
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr25swap_nonoverlapping_bytes17h79e96537fab912b4E(ptr %x, ptr %y, i64 %bytes) unnamed_addr #1 {
start:
  %_13 = alloca [8 x i8], align 8
  %_7 = alloca [8 x i8], align 8
  %chunks = udiv i64 %bytes, 8
  %tail = urem i64 %bytes, 8
  store i64 %chunks, ptr %_7, align 8
  %0 = load i64, ptr %_7, align 8
  %1 = icmp eq i64 %0, 0
  %_8 = select i1 %1, i64 0, i64 1
  %2 = trunc nuw i64 %_8 to i1
  br i1 %2, label %bb1, label %bb3

bb1:                                              ; preds = %start
  %chunks1 = load i64, ptr %_7, align 8
; call core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks
  call void @_ZN4core3ptr25swap_nonoverlapping_bytes26swap_nonoverlapping_chunks17h51f3dc31744a1e39E(ptr %x, ptr %y, i64 %chunks1) #15
  br label %bb4

bb3:                                              ; preds = %start
  br label %bb4

bb4:                                              ; preds = %bb3, %bb1
  store i64 %tail, ptr %_13, align 8
  %3 = load i64, ptr %_13, align 8
  %4 = icmp eq i64 %3, 0
  %_14 = select i1 %4, i64 0, i64 1
  %5 = trunc nuw i64 %_14 to i1
  br i1 %5, label %bb5, label %bb7

bb5:                                              ; preds = %bb4
  %tail2 = load i64, ptr %_13, align 8
  %delta = mul i64 %chunks, 8
  %_18 = getelementptr inbounds nuw i8, ptr %x, i64 %delta
  %_19 = getelementptr inbounds nuw i8, ptr %y, i64 %delta
; call core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_short
  call void @_ZN4core3ptr25swap_nonoverlapping_bytes25swap_nonoverlapping_short17hdc2f540d5d0b8ff5E(ptr %_18, ptr %_19, i64 %tail2) #14
  br label %bb8

bb7:                                              ; preds = %bb4
  br label %bb8

bb8:                                              ; preds = %bb7, %bb5
  ret void

bb9:                                              ; No predecessors!
  unreachable
}

; core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_short
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr25swap_nonoverlapping_bytes25swap_nonoverlapping_short17hdc2f540d5d0b8ff5E(ptr %x, ptr %y, i64 %bytes) unnamed_addr #1 {
start:
  %i = alloca [8 x i8], align 8
  store i64 0, ptr %i, align 8
  %_6 = and i64 %bytes, 4
  %0 = icmp eq i64 %_6, 0
  br i1 %0, label %bb3, label %bb1

bb3:                                              ; preds = %start
  br label %bb4

bb1:                                              ; preds = %start
  %count = load i64, ptr %i, align 8
  %self = getelementptr inbounds nuw i8, ptr %x, i64 %count
  %count1 = load i64, ptr %i, align 8
  %self2 = getelementptr inbounds nuw i8, ptr %y, i64 %count1
; call core::ptr::swap_chunk
  call void @_ZN4core3ptr10swap_chunk17h3e5f983c87545de3E(ptr align 1 %self, ptr align 1 %self2) #14
  %1 = load i64, ptr %i, align 8
  %2 = or i64 %1, 4
  store i64 %2, ptr %i, align 8
  br label %bb4

bb4:                                              ; preds = %bb1, %bb3
  %_16 = and i64 %bytes, 2
  %3 = icmp eq i64 %_16, 0
  br i1 %3, label %bb7, label %bb5

bb7:                                              ; preds = %bb4
  br label %bb8

bb5:                                              ; preds = %bb4
  %count3 = load i64, ptr %i, align 8
  %self4 = getelementptr inbounds nuw i8, ptr %x, i64 %count3
  %count5 = load i64, ptr %i, align 8
  %self6 = getelementptr inbounds nuw i8, ptr %y, i64 %count5
; call core::ptr::swap_chunk
  call void @_ZN4core3ptr10swap_chunk17h8827154315136d43E(ptr align 1 %self4, ptr align 1 %self6) #14
  %4 = load i64, ptr %i, align 8
  %5 = or i64 %4, 2
  store i64 %5, ptr %i, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %_26 = and i64 %bytes, 1
  %6 = icmp eq i64 %_26, 0
  br i1 %6, label %bb11, label %bb9

bb11:                                             ; preds = %bb8
  br label %bb12

bb9:                                              ; preds = %bb8
  %count7 = load i64, ptr %i, align 8
  %self8 = getelementptr inbounds nuw i8, ptr %x, i64 %count7
  %count9 = load i64, ptr %i, align 8
  %self10 = getelementptr inbounds nuw i8, ptr %y, i64 %count9
; call core::ptr::swap_chunk
  call void @_ZN4core3ptr10swap_chunk17hd3e1a048f4643e5fE(ptr align 1 %self8, ptr align 1 %self10) #14
  %7 = load i64, ptr %i, align 8
  %8 = or i64 %7, 1
  store i64 %8, ptr %i, align 8
  br label %bb12

bb12:                                             ; preds = %bb9, %bb11
  ret void
}

; core::ptr::swap_nonoverlapping_bytes::swap_nonoverlapping_chunks
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr25swap_nonoverlapping_bytes26swap_nonoverlapping_chunks17h51f3dc31744a1e39E(ptr %x, ptr %y, i64 %chunks) unnamed_addr #0 {
start:
  %_6 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  store i64 0, ptr %iter, align 8
  %0 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %chunks, ptr %0, align 8
  br label %bb1

bb1:                                              ; preds = %bb6, %start
  %_19 = load i64, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  %_20 = load i64, ptr %1, align 8
  %_14 = icmp ult i64 %_19, %_20
  br i1 %_14, label %bb3, label %bb4

bb4:                                              ; preds = %bb1
  ret void

bb3:                                              ; preds = %bb1
  %old = load i64, ptr %iter, align 8
  br label %bb5

bb5:                                              ; preds = %bb3
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb6

bb6:                                              ; preds = %bb5
  %_18 = add nuw i64 %old, 1
  store i64 %_18, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %old, ptr %2, align 8
  store i64 1, ptr %_6, align 8
  %3 = getelementptr inbounds i8, ptr %_6, i64 8
  %i = load i64, ptr %3, align 8
  %_11 = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<[u8; 8]>", ptr %x, i64 %i
  %_13 = getelementptr inbounds nuw %"core::mem::maybe_uninit::MaybeUninit<[u8; 8]>", ptr %y, i64 %i
; call core::ptr::swap_chunk
  call void @_ZN4core3ptr10swap_chunk17h1eafc42a3bb260faE(ptr align 1 %_11, ptr align 1 %_13) #14
  br label %bb1
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr271drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h4488c2e888c3175bE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr323drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h0ed7fd870ffffaf5E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr226drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h0b2748f60653b798E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr326drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hdb7f49dfa3a26b95E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr229drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h29fbbd2dd93add43E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<i32,alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr348drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$i32$C$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6985f2854350ac83E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>
  call void @"_ZN4core3ptr251drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h2651a6a42c079969E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr363drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hab5b6fdf9befd8caE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr248drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hfb0f674ad8ca6484E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<(usize,&str),alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr367drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$usize$C$$RF$str$RP$$C$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h7298a6578580c54eE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr250drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h17ac77d537956012E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr368drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h456af207116897f8E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>
  call void @"_ZN4core3ptr271drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h4488c2e888c3175bE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::string::String>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<u8>>
  call void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<u8>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
  call void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<u8>>
  call void @"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,f64,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$f64$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5da06ac439692aacE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr323drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h0ed7fd870ffffaf5E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcc3654ce478d9b8cE"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
  call void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<i32>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h361af98276f568eaE"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<i32>>
  call void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i32$GT$$GT$17h694f617291da3400E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&[f64],f64,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr489drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$u5b$f64$u5d$$C$f64$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17ha6c99ec42c22f2feE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr326drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hdb7f49dfa3a26b95E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<[alloc::string::String]>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hd785c360566bc70dE"(ptr align 8 %_1.0, i64 %_1.1) unnamed_addr #0 {
start:
  %_3 = alloca [8 x i8], align 8
  store i64 0, ptr %_3, align 8
  br label %bb3

bb3:                                              ; preds = %bb2, %start
  %0 = load i64, ptr %_3, align 8
  %_7 = icmp eq i64 %0, %_1.1
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb3
  %1 = load i64, ptr %_3, align 8
  %_6 = getelementptr inbounds nuw %"alloc::string::String", ptr %_1.0, i64 %1
  %2 = load i64, ptr %_3, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr %_3, align 8
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"(ptr align 8 %_6) #15
  br label %bb3

bb1:                                              ; preds = %bb3
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,alloc::string::String,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr538drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$alloc..string..String$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6b664916fda842adE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr363drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hab5b6fdf9befd8caE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<u8>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
  call void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,(usize,&str),(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(usize,&str),alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr544drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$$LP$usize$C$$RF$str$RP$$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$usize$C$$RF$str$RP$$C$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h84c34c4babc360deE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<(usize,&str),alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr367drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$usize$C$$RF$str$RP$$C$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h7298a6578580c54eE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<i32>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i32$GT$$GT$17h694f617291da3400E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf563328f17286baaE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h67e5bd7b20bfbef7E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
  call void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h8c4d66c7b77c1d73E"(ptr align 8 %_1) #14
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26e3a28b5a5b5aeaE"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::string::String>>
  call void @"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hcdd1476b5b484f19E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<(usize,&str)>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he0269250d30938b4E"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<(usize,&str)>>
  call void @"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h6fb5b8d44db64420E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::array::iter::IntoIter<usize,2_usize>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr71drop_in_place$LT$core..array..iter..IntoIter$LT$usize$C$2_usize$GT$$GT$17ha16f67749236b3f1E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <core::array::iter::IntoIter<T,_> as core::ops::drop::Drop>::drop
  call void @"_ZN82_$LT$core..array..iter..IntoIter$LT$T$C$_$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h12160317ba4edbb6E"(ptr align 8 %_1) #14
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::string::String>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hcdd1476b5b484f19E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h50fef803bf9eabdeE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<(usize,&str)>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h6fb5b8d44db64420E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc20d145ee82a6726E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::slice::sort::stable::merge::MergeState<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <core::slice::sort::stable::merge::MergeState<T> as core::ops::drop::Drop>::drop
  call void @"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde4f4592e56ced75E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::slice::sort::shared::smallsort::CopyOnDrop<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <core::slice::sort::shared::smallsort::CopyOnDrop<T> as core::ops::drop::Drop>::drop
  call void @"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcda6e6d4f6c071d5E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::hint::select_unpredictable::DropOnPanic<*const f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr91drop_in_place$LT$core..hint..select_unpredictable..DropOnPanic$LT$$BP$const$u20$f64$GT$$GT$17hf40d4f59ba70eb60E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <core::hint::select_unpredictable::DropOnPanic<T> as core::ops::drop::Drop>::drop
  call void @"_ZN96_$LT$core..hint..select_unpredictable..DropOnPanic$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h23dd59efbfe5aaa0E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %self, i64 %align) unnamed_addr #1 {
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #16
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::str::<impl str>::len
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3str21_$LT$impl$u20$str$GT$3len17h377754962b547a34E"(ptr align 1 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  ret i64 %self.1
}

; core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, i64 } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, i64 } %0, i64 %self.1, 1
  ret { ptr, i64 } %1
}

; core::hint::assert_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint16assert_unchecked18precondition_check17h86bb042a54f1b1b5E(i1 zeroext %cond, ptr align 8 %0) unnamed_addr #1 {
start:
  br i1 %cond, label %bb2, label %bb1

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_64e308ef4babfeb8b6220184de794a17, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb2:                                              ; preds = %start
  ret void
}

; core::hint::unreachable_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint21unreachable_unchecked18precondition_check17hd81612cbd39fd863E(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_75fb06c2453febd814e73f5f2e72ae38, ptr inttoptr (i64 399 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hdaeeceec2a76985bE"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h4566341444e764d4E"(ptr align 4 %self) #14
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hdbbe629d144cea24E"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17he2942e787c366e7eE"(ptr align 8 %self) #14
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h8b1798bac5aa9964E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  %_4 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_4, align 4
  %_0.i = icmp slt i32 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb4

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds i8, ptr %self, i64 4
; call <i32 as core::iter::range::Step>::steps_between
  call void @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$13steps_between17h0af58dbaaffce6e7E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self, ptr align 4 %_6) #14
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  ret void
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17h20abd00e6a9dfccaE"(ptr align 8 %self, i64 %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
; call <core::ops::range::RangeInclusive<T> as core::iter::range::RangeInclusiveIteratorImpl>::spec_try_fold
  %_4 = call i64 @"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h4d5efa5e00acfbe9E"(ptr align 8 %self, i64 %init) #14
  br label %bb4

bb4:                                              ; preds = %start
  ret i64 %_4

bb2:                                              ; No predecessors!
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8
  %4 = insertvalue { ptr, i32 } poison, ptr %1, 0
  %5 = insertvalue { ptr, i32 } %4, i32 %3, 1
  resume { ptr, i32 } %5
}

; core::iter::range::<impl core::iter::traits::double_ended::DoubleEndedIterator for core::ops::range::Range<A>>::next_back
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range116_$LT$impl$u20$core..iter..traits..double_ended..DoubleEndedIterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9next_back17hdaf7bb7cb74a90a7E"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next_back
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$14spec_next_back17hc10c746b84b4ca99E"(ptr align 4 %self) #14
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::traits::double_ended::DoubleEndedIterator::rfold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hd94b81bb100acdc9E(i32 %0, i32 %1, ptr align 8 %2) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %3 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [8 x i8], align 4
  %f = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 4
  store i32 %0, ptr %self, align 4
  %4 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %1, ptr %4, align 4
  store ptr %2, ptr %f, align 8
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::double_ended::DoubleEndedIterator for core::ops::range::Range<A>>::next_back
  %5 = call { i32, i32 } @"_ZN4core4iter5range116_$LT$impl$u20$core..iter..traits..double_ended..DoubleEndedIterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9next_back17hdaf7bb7cb74a90a7E"(ptr align 4 %self) #14
  %6 = extractvalue { i32, i32 } %5, 0
  %7 = extractvalue { i32, i32 } %5, 1
  store i32 %6, ptr %_5, align 4
  %8 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %7, ptr %8, align 4
  br label %bb2

bb2:                                              ; preds = %bb1
  %9 = load i32, ptr %_5, align 4
  %10 = getelementptr inbounds i8, ptr %_5, i64 4
  %11 = load i32, ptr %10, align 4
  %_7 = zext i32 %9 to i64
  %12 = trunc nuw i64 %_7 to i1
  br i1 %12, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %13 = getelementptr inbounds i8, ptr %_5, i64 4
  %x = load i32, ptr %13, align 4
  store i8 0, ptr %_13, align 1
; call core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut
  call void @"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hb3af106ac5d37f63E"(ptr align 8 %f, i32 %x) #15
  br label %bb4

bb5:                                              ; preds = %bb2
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  br label %bb1

bb6:                                              ; preds = %bb5
  ret void

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %14 = load i8, ptr %_13, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20
}

; core::iter::traits::double_ended::DoubleEndedIterator::rfold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hefd42ea4b83c48e2E(i32 %0, i32 %1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [8 x i8], align 4
  %self = alloca [8 x i8], align 4
  store i32 %0, ptr %self, align 4
  %3 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::double_ended::DoubleEndedIterator for core::ops::range::Range<A>>::next_back
  %4 = call { i32, i32 } @"_ZN4core4iter5range116_$LT$impl$u20$core..iter..traits..double_ended..DoubleEndedIterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9next_back17hdaf7bb7cb74a90a7E"(ptr align 4 %self) #14
  %5 = extractvalue { i32, i32 } %4, 0
  %6 = extractvalue { i32, i32 } %4, 1
  store i32 %5, ptr %_5, align 4
  %7 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %6, ptr %7, align 4
  br label %bb2

bb2:                                              ; preds = %bb1
  %8 = load i32, ptr %_5, align 4
  %9 = getelementptr inbounds i8, ptr %_5, i64 4
  %10 = load i32, ptr %9, align 4
  %_7 = zext i32 %8 to i64
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %12 = getelementptr inbounds i8, ptr %_5, i64 4
  %x = load i32, ptr %12, align 4
  store i8 0, ptr %_13, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"(ptr align 8 %f, i32 %x) #14
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<i32,alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr348drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$i32$C$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6985f2854350ac83E"(ptr align 8 %f) #15
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  br label %bb1

bb6:                                              ; preds = %bb5
  ret void

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %13 = load i8, ptr %_13, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<i32,alloc::vec::Vec<i32>::extend_trusted<core::iter::adapters::rev::Rev<core::iter::adapters::chain::Chain<core::ops::range::Range<i32>,core::ops::range::Range<i32>>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr348drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$i32$C$alloc..vec..Vec$LT$i32$GT$..extend_trusted$LT$core..iter..adapters..rev..Rev$LT$core..iter..adapters..chain..Chain$LT$core..ops..range..Range$LT$i32$GT$$C$core..ops..range..Range$LT$i32$GT$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6985f2854350ac83E"(ptr align 8 %f) #17
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

; core::iter::traits::iterator::Iterator::advance_by
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter6traits8iterator8Iterator10advance_by17h6aa28692ca9a52a8E(ptr align 4 %self, i64 %n) unnamed_addr #1 {
start:
; call <I as core::iter::traits::iterator::Iterator::advance_by::SpecAdvanceBy>::spec_advance_by
  %_0 = call i64 @"_ZN87_$LT$I$u20$as$u20$core..iter..traits..iterator..Iterator..advance_by..SpecAdvanceBy$GT$15spec_advance_by17h9755c428e742c9a0E"(ptr align 4 %self, i64 %n) #15
  ret i64 %_0
}

; core::iter::traits::iterator::Iterator::max_by_key
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core4iter6traits8iterator8Iterator10max_by_key17h22249b1ac40f58a4E(ptr %self.0, ptr %self.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  %_5 = alloca [16 x i8], align 8
  %_4 = alloca [16 x i8], align 8
  %_0 = alloca [8 x i8], align 8
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h561e9c0eb01dffceE(ptr %self.0, ptr %self.1) #14
  %self.01 = extractvalue { ptr, ptr } %1, 0
  %self.12 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::reduce
  %2 = call { i64, ptr } @_ZN4core4iter6traits8iterator8Iterator6reduce17h8e7916d877bf606bE(ptr %self.01, ptr %self.12) #14
  %3 = extractvalue { i64, ptr } %2, 0
  %4 = extractvalue { i64, ptr } %2, 1
  store i64 %3, ptr %self, align 8
  %5 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %4, ptr %5, align 8
  %6 = load i64, ptr %self, align 8
  %7 = getelementptr inbounds i8, ptr %self, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = ptrtoint ptr %8 to i64
  %10 = icmp eq i64 %9, 0
  %_12 = select i1 %10, i64 0, i64 1
  %11 = trunc nuw i64 %_12 to i1
  br i1 %11, label %bb9, label %bb8

bb9:                                              ; preds = %start
  %v.0 = load i64, ptr %self, align 8
  %12 = getelementptr inbounds i8, ptr %self, i64 8
  %v.1 = load ptr, ptr %12, align 8
  store i64 %v.0, ptr %_5, align 8
  %13 = getelementptr inbounds i8, ptr %_5, i64 8
  store ptr %v.1, ptr %13, align 8
  %val.0 = load i64, ptr %_5, align 8
  %14 = getelementptr inbounds i8, ptr %_5, i64 8
  %val.1 = load ptr, ptr %14, align 8
  store i64 %val.0, ptr %_4, align 8
  %15 = getelementptr inbounds i8, ptr %_4, i64 8
  store ptr %val.1, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %_4, i64 8
  %x = load ptr, ptr %16, align 8
  br label %bb6

bb8:                                              ; preds = %start
  store ptr null, ptr %_0, align 8
  br label %bb3

bb3:                                              ; preds = %bb6, %bb8
  %17 = load ptr, ptr %_0, align 8
  ret ptr %17

bb6:                                              ; preds = %bb9
  store ptr %x, ptr %_0, align 8
  br label %bb3

bb5:                                              ; No predecessors!
  %18 = load ptr, ptr %0, align 8
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8
  %21 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

bb2:                                              ; No predecessors!
  unreachable
}

; core::iter::traits::iterator::Iterator::max_by_key::key::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN4core4iter6traits8iterator8Iterator10max_by_key3key28_$u7b$$u7b$closure$u7d$$u7d$17hfc45689061659a25E"(ptr align 1 %_1, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %x = alloca [8 x i8], align 8
  store ptr %0, ptr %x, align 8
; call _01_iter_closures::main::{{closure}}
  %_3 = call i64 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6d9993f7651ab397E"(ptr align 1 %_1, ptr align 8 %x) #14
  br label %bb1

bb1:                                              ; preds = %start
  %_7 = load ptr, ptr %x, align 8
  %2 = insertvalue { i64, ptr } poison, i64 %_3, 0
  %3 = insertvalue { i64, ptr } %2, ptr %_7, 1
  ret { i64, ptr } %3

bb2:                                              ; No predecessors!
  %4 = load ptr, ptr %1, align 8
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8
}

; core::iter::traits::iterator::Iterator::max_by_key::compare
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @_ZN4core4iter6traits8iterator8Iterator10max_by_key7compare17ha9913344b053dbf5E(ptr align 8 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
; call core::cmp::impls::<impl core::cmp::Ord for usize>::cmp
  %_0 = call i8 @"_ZN4core3cmp5impls50_$LT$impl$u20$core..cmp..Ord$u20$for$u20$usize$GT$3cmp17h60529a1afda26fcfE"(ptr align 8 %_1, ptr align 8 %_2) #14
  ret i8 %_0
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h0e58eb68cb9ed2faE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h1b1cc6eaae62fb5eE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h1bd2bec994fb817dE(ptr sret([56 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 56, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h3165d3011993abc1E(ptr sret([16 x i8]) align 8 %_0, i32 %self.0, i32 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store i32 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %self.1, ptr %1, align 4
  store ptr %f, ptr %_0, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h37ac266da64fdc85E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h471323a57efbda78E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %f, ptr %1, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h47377868fe2854b1E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h561e9c0eb01dffceE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h5a21adce646f30edE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @_ZN4core4iter6traits8iterator8Iterator3map17h811a3bf1328cf7e3E(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; core::iter::traits::iterator::Iterator::nth
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @_ZN4core4iter6traits8iterator8Iterator3nth17h973e95554e919080E(ptr align 4 %self, i64 %n) unnamed_addr #1 {
start:
  %self1 = alloca [1 x i8], align 1
  %_0 = alloca [16 x i8], align 8
; call core::iter::traits::iterator::Iterator::advance_by
  %self2 = call i64 @_ZN4core4iter6traits8iterator8Iterator10advance_by17h6aa28692ca9a52a8E(ptr align 4 %self, i64 %n) #14
  %0 = icmp eq i64 %self2, 0
  %_6 = select i1 %0, i64 0, i64 1
  %1 = trunc nuw i64 %_6 to i1
  br i1 %1, label %bb4, label %bb5

bb4:                                              ; preds = %start
  store i8 0, ptr %self1, align 1
  store i64 0, ptr %_0, align 8
  br label %bb3

bb5:                                              ; preds = %start
  store i8 1, ptr %self1, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %2 = call { i64, double } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hc1e6d6e676129112E"(ptr align 4 %self) #14
  %3 = extractvalue { i64, double } %2, 0
  %4 = extractvalue { i64, double } %2, 1
  store i64 %3, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %4, ptr %5, align 8
  br label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %6 = load i64, ptr %_0, align 8
  %7 = getelementptr inbounds i8, ptr %_0, i64 8
  %8 = load double, ptr %7, align 8
  %9 = insertvalue { i64, double } poison, i64 %6, 0
  %10 = insertvalue { i64, double } %9, double %8, 1
  ret { i64, double } %10

bb2:                                              ; No predecessors!
  unreachable
}

; core::iter::traits::iterator::Iterator::rev
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3rev17h8b8ab3a6cbe95e25E(ptr sret([24 x i8]) align 4 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_0, ptr align 4 %self, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h04d671d347e9182cE(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum
  %_0 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17he9acd771524fe436E"(ptr %self.0, ptr %self.1) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h24d1b9d1665c4253E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hc65e455625762efeE"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter6traits8iterator8Iterator3sum17h4a58a4fdb2eb61faE(ptr align 8 %self) unnamed_addr #0 {
start:
; call <i64 as core::iter::traits::accum::Sum>::sum
  %_0 = call i64 @"_ZN54_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h5f969b883e00f27dE"(ptr align 8 %self) #15
  ret i64 %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h89c889d21fb89f13E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hccccd8ea66a2e8f3E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::zip
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3zip17h0e762df1331a1b88E(ptr sret([56 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %other) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_5 = alloca [1 x i8], align 1
  %b = alloca [24 x i8], align 8
  store i8 1, ptr %_5, align 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h1cdcbc6ea8ac2bf1E"(ptr sret([24 x i8]) align 8 %b, ptr align 8 %other) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_5, align 1
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h71e786cac284d123E"(ptr sret([56 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %b) #15
  br label %bb5

bb5:                                              ; preds = %bb1
  ret void

bb4:                                              ; No predecessors!
  %1 = load i8, ptr %_5, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb3, label %bb2

bb2:                                              ; preds = %bb3, %bb4
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = insertvalue { ptr, i32 } poison, ptr %3, 0
  %7 = insertvalue { ptr, i32 } %6, i32 %5, 1
  resume { ptr, i32 } %7

bb3:                                              ; preds = %bb4
  br label %bb2
}

; core::iter::traits::iterator::Iterator::find
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @_ZN4core4iter6traits8iterator8Iterator4find17h640b3f4bb383c1d6E(ptr align 8 %self, ptr align 1 %predicate) unnamed_addr #1 {
start:
  %self1 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::try_fold
  %0 = call { i64, double } @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7871f59048ac86dE"(ptr align 8 %self, ptr align 1 %predicate) #15
  %1 = extractvalue { i64, double } %0, 0
  %2 = extractvalue { i64, double } %0, 1
  store i64 %1, ptr %self1, align 8
  %3 = getelementptr inbounds i8, ptr %self1, i64 8
  store double %2, ptr %3, align 8
  %_5 = load i64, ptr %self1, align 8
  %4 = getelementptr inbounds i8, ptr %self1, i64 8
  %5 = load double, ptr %4, align 8
  %6 = trunc nuw i64 %_5 to i1
  br i1 %6, label %bb3, label %bb4

bb3:                                              ; preds = %start
  %7 = getelementptr inbounds i8, ptr %self1, i64 8
  %x = load double, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %x, ptr %8, align 8
  store i64 1, ptr %_0, align 8
  br label %bb7

bb4:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb7

bb7:                                              ; preds = %bb3, %bb4
  %_7 = load i64, ptr %self1, align 8
  %9 = getelementptr inbounds i8, ptr %self1, i64 8
  %10 = load double, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb5, label %bb6

bb5:                                              ; preds = %bb6, %bb7
  %12 = load i64, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  %14 = load double, ptr %13, align 8
  %15 = insertvalue { i64, double } poison, i64 %12, 0
  %16 = insertvalue { i64, double } %15, double %14, 1
  ret { i64, double } %16

bb6:                                              ; preds = %bb7
  br label %bb5

bb2:                                              ; No predecessors!
  unreachable
}

; core::iter::traits::iterator::Iterator::find::check::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN4core4iter6traits8iterator8Iterator4find5check28_$u7b$$u7b$closure$u7d$$u7d$17haf625b0a57f43ca3E"(ptr align 8 %_1, double %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %x = alloca [8 x i8], align 8
  store double %0, ptr %x, align 8
; call core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut
  %_4 = call zeroext i1 @"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17h63d70c88dde6f8f8E"(ptr align 8 %_1, ptr align 8 %x) #15
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i64 0, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  %_8 = load double, ptr %x, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %_8, ptr %2, align 8
  store i64 1, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %3 = load i64, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  %5 = load double, ptr %4, align 8
  %6 = insertvalue { i64, double } poison, i64 %3, 0
  %7 = insertvalue { i64, double } %6, double %5, 1
  ret { i64, double } %7

bb5:                                              ; No predecessors!
  %8 = load ptr, ptr %1, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4fold17h6082dc76569feb8fE(i32 %0, i32 %1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [8 x i8], align 4
  %self = alloca [8 x i8], align 4
  store i32 %0, ptr %self, align 4
  %3 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hdaeeceec2a76985bE"(ptr align 4 %self) #14
  %5 = extractvalue { i32, i32 } %4, 0
  %6 = extractvalue { i32, i32 } %4, 1
  store i32 %5, ptr %_5, align 4
  %7 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %6, ptr %7, align 4
  br label %bb2

bb2:                                              ; preds = %bb1
  %8 = load i32, ptr %_5, align 4
  %9 = getelementptr inbounds i8, ptr %_5, i64 4
  %10 = load i32, ptr %9, align 4
  %_7 = zext i32 %8 to i64
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %12 = getelementptr inbounds i8, ptr %_5, i64 4
  %x = load i32, ptr %12, align 4
  store i8 0, ptr %_13, align 1
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf50932e506694bedE"(ptr align 8 %f, i32 %x) #14
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,f64,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$f64$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5da06ac439692aacE"(ptr align 8 %f) #15
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  br label %bb1

bb6:                                              ; preds = %bb5
  ret void

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %13 = load i8, ptr %_13, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,f64,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$f64$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5da06ac439692aacE"(ptr align 8 %f) #17
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call { ptr, i64 } @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1fcb17b08555c630E"(ptr align 8 %self) #14
  %2 = extractvalue { ptr, i64 } %1, 0
  %3 = extractvalue { ptr, i64 } %1, 1
  store ptr %2, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %3, ptr %4, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %5 = load ptr, ptr %_5, align 8
  %6 = getelementptr inbounds i8, ptr %_5, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = ptrtoint ptr %5 to i64
  %9 = icmp eq i64 %8, 0
  %_7 = select i1 %9, i64 0, i64 1
  %10 = trunc nuw i64 %_7 to i1
  br i1 %10, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %x.0 = load ptr, ptr %_5, align 8
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %x.1 = load i64, ptr %11, align 8
  store i8 0, ptr %_13, align 1
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE"(ptr align 8 %f, ptr align 8 %x.0, i64 %x.1) #14
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&[f64],f64,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr489drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$u5b$f64$u5d$$C$f64$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17ha6c99ec42c22f2feE"(ptr align 8 %f) #15
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  br label %bb1

bb6:                                              ; preds = %bb5
  ret void

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %12 = load i8, ptr %_13, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&[f64],f64,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Windows<f64>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr489drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$u5b$f64$u5d$$C$f64$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Windows$LT$f64$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17ha6c99ec42c22f2feE"(ptr align 8 %f) #17
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %14 = load ptr, ptr %0, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E(ptr align 4 %0, i64 %1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store ptr %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call <core::iter::sources::from_fn::FromFn<F> as core::iter::traits::iterator::Iterator>::next
  %4 = call { i64, double } @"_ZN104_$LT$core..iter..sources..from_fn..FromFn$LT$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb09938009c7ab14aE"(ptr align 8 %self) #14
  %5 = extractvalue { i64, double } %4, 0
  %6 = extractvalue { i64, double } %4, 1
  store i64 %5, ptr %_5, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 8
  store double %6, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 8
  %9 = load double, ptr %8, align 8
  %10 = trunc nuw i64 %_7 to i1
  br i1 %10, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load double, ptr %11, align 8
  store i8 0, ptr %_13, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"(ptr align 8 %f, double %x) #14
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr368drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h456af207116897f8E"(ptr align 8 %f) #15
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  br label %bb1

bb6:                                              ; preds = %bb5
  ret void

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %12 = load i8, ptr %_13, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::step_by::StepBy<core::iter::adapters::map::Map<core::ops::range::Range<i32>,01_iter_closures::main::{{closure}}>>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr368drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..step_by..StepBy$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h456af207116897f8E"(ptr align 8 %f) #17
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %14 = load ptr, ptr %2, align 8
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

; core::iter::traits::iterator::Iterator::skip
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4skip17h8c8ae09ae4721866E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, i64 %n) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %n, ptr %1, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::chain
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator5chain17h7ac0f9d418395fadE(ptr sret([24 x i8]) align 4 %_0, i32 %self.0, i32 %self.1, i32 %other.0, i32 %other.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_6 = alloca [12 x i8], align 4
  %_5 = alloca [12 x i8], align 4
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17heae1e55bdc916de8E"(i32 %other.0, i32 %other.1) #14
  %b.0 = extractvalue { i32, i32 } %1, 0
  %b.1 = extractvalue { i32, i32 } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %self.0, ptr %2, align 4
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 %self.1, ptr %3, align 4
  store i32 1, ptr %_5, align 4
  %4 = getelementptr inbounds i8, ptr %_6, i64 4
  store i32 %b.0, ptr %4, align 4
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 %b.1, ptr %5, align 4
  store i32 1, ptr %_6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_0, ptr align 4 %_5, i64 12, i1 false)
  %6 = getelementptr inbounds i8, ptr %_0, i64 12
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %_6, i64 12, i1 false)
  ret void

bb3:                                              ; No predecessors!
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11
}

; core::iter::traits::iterator::Iterator::cloned
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h866eb1b28269df25E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::filter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator6filter17hd944522bf9b189a9E(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::filter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6filter17he84e899c4f84df6cE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::max_by::fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h5f5a813ffc56489cE"(ptr align 1 %_1, i64 %x.0, ptr align 8 %x.1, i64 %y.0, ptr align 8 %y.1) unnamed_addr #1 {
start:
; call core::cmp::max_by
  %0 = call { i64, ptr } @_ZN4core3cmp6max_by17hff5409e55ac3cb52E(i64 %x.0, ptr align 8 %x.1, i64 %y.0, ptr align 8 %y.1, ptr align 1 %_1) #14
  %_0.0 = extractvalue { i64, ptr } %0, 0
  %_0.1 = extractvalue { i64, ptr } %0, 1
  %1 = insertvalue { i64, ptr } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, ptr } %1, ptr %_0.1, 1
  ret { i64, ptr } %2
}

; core::iter::traits::iterator::Iterator::reduce
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @_ZN4core4iter6traits8iterator8Iterator6reduce17h8e7916d877bf606bE(ptr %0, ptr %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [1 x i8], align 1
  %self1 = alloca [16 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store ptr %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
  store i8 1, ptr %_11, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::next
  %4 = call { i64, ptr } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hb738702efaa0bdcfE"(ptr align 8 %self) #14
  %5 = extractvalue { i64, ptr } %4, 0
  %6 = extractvalue { i64, ptr } %4, 1
  store i64 %5, ptr %self1, align 8
  %7 = getelementptr inbounds i8, ptr %self1, i64 8
  store ptr %6, ptr %7, align 8
  br label %bb1

bb1:                                              ; preds = %start
  %8 = load i64, ptr %self1, align 8
  %9 = getelementptr inbounds i8, ptr %self1, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = ptrtoint ptr %10 to i64
  %12 = icmp eq i64 %11, 0
  %_13 = select i1 %12, i64 0, i64 1
  %13 = trunc nuw i64 %_13 to i1
  br i1 %13, label %bb12, label %bb11

bb12:                                             ; preds = %bb1
  %v.0 = load i64, ptr %self1, align 8
  %14 = getelementptr inbounds i8, ptr %self1, i64 8
  %v.1 = load ptr, ptr %14, align 8
  store i64 %v.0, ptr %_3, align 8
  %15 = getelementptr inbounds i8, ptr %_3, i64 8
  store ptr %v.1, ptr %15, align 8
  %first.0 = load i64, ptr %_3, align 8
  %16 = getelementptr inbounds i8, ptr %_3, i64 8
  %first.1 = load ptr, ptr %16, align 8
  store i8 0, ptr %_12, align 1
  %_9.0 = load ptr, ptr %self, align 8
  %17 = getelementptr inbounds i8, ptr %self, i64 8
  %_9.1 = load ptr, ptr %17, align 8
  store i8 0, ptr %_11, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %18 = call { i64, ptr } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2aac4224903126d4E"(ptr %_9.0, ptr %_9.1, i64 %first.0, ptr align 8 %first.1) #15
  %_8.0 = extractvalue { i64, ptr } %18, 0
  %_8.1 = extractvalue { i64, ptr } %18, 1
  br label %bb3

bb11:                                             ; preds = %bb1
  %19 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr null, ptr %19, align 8
  br label %bb4

bb4:                                              ; preds = %bb11
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %20 = load i64, ptr %_0, align 8
  %21 = getelementptr inbounds i8, ptr %_0, i64 8
  %22 = load ptr, ptr %21, align 8
  %23 = insertvalue { i64, ptr } poison, i64 %20, 0
  %24 = insertvalue { i64, ptr } %23, ptr %22, 1
  ret { i64, ptr } %24

bb3:                                              ; preds = %bb12
  store i64 %_8.0, ptr %_0, align 8
  %25 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_8.1, ptr %25, align 8
  br label %bb5

bb2:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %26 = load i8, ptr %_11, align 1
  %27 = trunc nuw i8 %26 to i1
  br i1 %27, label %bb7, label %bb10

bb10:                                             ; preds = %bb7, %bb8
  %28 = load i8, ptr %_12, align 1
  %29 = trunc nuw i8 %28 to i1
  br i1 %29, label %bb9, label %bb6

bb7:                                              ; preds = %bb8
  br label %bb10

bb6:                                              ; preds = %bb9, %bb10
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds i8, ptr %2, i64 8
  %32 = load i32, ptr %31, align 8
  %33 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1
  resume { ptr, i32 } %34

bb9:                                              ; preds = %bb10
  br label %bb6
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h006f86f60daf3d6cE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h1db46df1f5ab2a2fE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h0b4e56d2cd15e200E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h76fcf0d50bf5605dE"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #14
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h452262ffcac9d4d6E(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h8868ec1010caede3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) #14
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h48a82c232c7b2dadE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hcb5673205bfb7727E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h7e168cb75ca069cbE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h97940899d4066612E"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #14
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h8b09dedc1c5a2963E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h2a534791445dae6dE"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #14
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17hdd1801d1212e747aE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hb9c0e642887e814bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #14
  ret void
}

; core::iter::traits::iterator::Iterator::step_by
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7step_by17hb396599002ec2444E(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1, i64 %step) unnamed_addr #1 {
start:
; call core::iter::adapters::step_by::StepBy<I>::new
  call void @"_ZN4core4iter8adapters7step_by15StepBy$LT$I$GT$3new17h3bd8690b1649e170E"(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1, i64 %step) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE"(ptr align 8 %self, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h9f0bc270b73ed12cE(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1121b11c31241ba3E"(ptr align 8 %self, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17hcb4f5a19c14c8db6E(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73b837f0a94a0383E"(ptr %self.0, ptr %self.1, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E(ptr align 4 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E"(ptr align 4 %self, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17hea028826e038ad4fE(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5435577a29d5b54fE"(ptr %self.0, ptr %self.1, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE"(ptr align 8 %self, ptr align 8 %_4) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h135b40ee5c13a236E"(ptr align 8 %_1, ptr align 8 %item) unnamed_addr #1 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %item, i64 24, i1 false)
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3272277d24693786E"(ptr align 8 %_1, ptr align 8 %_5) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1ddc1acbcc845b1bE"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hed2632e85567ae47E"(ptr align 8 %_1, double %item) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h349fee6977ea8e77E"(ptr align 8 %_1, ptr align 8 %item) unnamed_addr #1 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %item, i64 24, i1 false)
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h38bd6ca00d8298daE"(ptr align 8 %_1, ptr align 8 %_5) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E"(ptr align 8 %_1, double %item) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"(ptr align 8 %_1, i32 %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E"(ptr align 8 %_1, i32 %item) #14
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17he6710089698392c2E"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hba3ad3706dadc522E"(ptr align 8 %_1, double %item) #14
  ret void
}

; core::iter::traits::iterator::Iterator::try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @_ZN4core4iter6traits8iterator8Iterator8try_fold17h36654208101b5babE(ptr align 8 %self, ptr align 1 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_17 = alloca [1 x i8], align 1
  %_8 = alloca [16 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
  store i8 1, ptr %_17, align 1
  br label %bb1

bb1:                                              ; preds = %bb7, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %2 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h28dcfd1026f033b9E"(ptr align 8 %self) #14
  store ptr %2, ptr %_5, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %3 = load ptr, ptr %_5, align 8
  %4 = ptrtoint ptr %3 to i64
  %5 = icmp eq i64 %4, 0
  %_6 = select i1 %5, i64 0, i64 1
  %6 = trunc nuw i64 %_6 to i1
  br i1 %6, label %bb3, label %bb10

bb3:                                              ; preds = %bb2
  %x = load ptr, ptr %_5, align 8
  store i8 0, ptr %_17, align 1
; call core::iter::adapters::cloned::clone_try_fold::{{closure}}
  %7 = call { i64, double } @"_ZN4core4iter8adapters6cloned14clone_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h97e7fc5406e41a60E"(ptr align 8 %f, ptr align 8 %x) #14
  %_9.0 = extractvalue { i64, double } %7, 0
  %_9.1 = extractvalue { i64, double } %7, 1
  br label %bb4

bb10:                                             ; preds = %bb2
  store i8 0, ptr %_17, align 1
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
  %8 = call { i64, double } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17ha4f8b529b7e24543E"() #14
  %9 = extractvalue { i64, double } %8, 0
  %10 = extractvalue { i64, double } %8, 1
  store i64 %9, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %10, ptr %11, align 8
  br label %bb11

bb4:                                              ; preds = %bb3
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
  %12 = call { i64, double } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h7237fbd81d6748aeE"(i64 %_9.0, double %_9.1) #14
  %13 = extractvalue { i64, double } %12, 0
  %14 = extractvalue { i64, double } %12, 1
  store i64 %13, ptr %_8, align 8
  %15 = getelementptr inbounds i8, ptr %_8, i64 8
  store double %14, ptr %15, align 8
  br label %bb5

bb5:                                              ; preds = %bb4
  %_13 = load i64, ptr %_8, align 8
  %16 = getelementptr inbounds i8, ptr %_8, i64 8
  %17 = load double, ptr %16, align 8
  %18 = trunc nuw i64 %_13 to i1
  br i1 %18, label %bb8, label %bb7

bb8:                                              ; preds = %bb5
  %19 = getelementptr inbounds i8, ptr %_8, i64 8
  %residual = load double, ptr %19, align 8
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
  %20 = call { i64, double } @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17h6eab68867da12f66E"(double %residual) #14
  %21 = extractvalue { i64, double } %20, 0
  %22 = extractvalue { i64, double } %20, 1
  store i64 %21, ptr %_0, align 8
  %23 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %22, ptr %23, align 8
  br label %bb9

bb7:                                              ; preds = %bb5
  store i8 1, ptr %_17, align 1
  br label %bb1

bb9:                                              ; preds = %bb8
  br label %bb12

bb12:                                             ; preds = %bb11, %bb9
  %24 = load i64, ptr %_0, align 8
  %25 = getelementptr inbounds i8, ptr %_0, i64 8
  %26 = load double, ptr %25, align 8
  %27 = insertvalue { i64, double } poison, i64 %24, 0
  %28 = insertvalue { i64, double } %27, double %26, 1
  ret { i64, double } %28

bb11:                                             ; preds = %bb10
  br label %bb12

bb6:                                              ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  %29 = load i8, ptr %_17, align 1
  %30 = trunc nuw i8 %29 to i1
  br i1 %30, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  %31 = load ptr, ptr %1, align 8
  %32 = getelementptr inbounds i8, ptr %1, i64 8
  %33 = load i32, ptr %32, align 8
  %34 = insertvalue { ptr, i32 } poison, ptr %31, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

bb15:                                             ; preds = %bb16
  br label %bb13
}

; core::iter::traits::iterator::Iterator::try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator8try_fold17h66892abfd76e538fE(ptr align 8 %self, i64 %init, ptr align 1 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_17 = alloca [1 x i8], align 1
  %_8 = alloca [16 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
  store i8 1, ptr %_17, align 1
  store i64 %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb7, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %2 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdb46d4b3d7a1b1a0E"(ptr align 8 %self) #14
  store ptr %2, ptr %_5, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %3 = load ptr, ptr %_5, align 8
  %4 = ptrtoint ptr %3 to i64
  %5 = icmp eq i64 %4, 0
  %_6 = select i1 %5, i64 0, i64 1
  %6 = trunc nuw i64 %_6 to i1
  br i1 %6, label %bb3, label %bb10

bb3:                                              ; preds = %bb2
  %x = load ptr, ptr %_5, align 8
  store i8 0, ptr %_17, align 1
  %_12 = load i64, ptr %accum, align 8
; call core::iter::adapters::map::map_try_fold::{{closure}}
  %7 = call { i64, i64 } @"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1b839c60ecc91555E"(ptr align 8 %f, i64 %_12, ptr align 8 %x) #14
  %_9.0 = extractvalue { i64, i64 } %7, 0
  %_9.1 = extractvalue { i64, i64 } %7, 1
  br label %bb4

bb10:                                             ; preds = %bb2
  store i8 0, ptr %_17, align 1
  %_16 = load i64, ptr %accum, align 8
; call <core::option::Option<T> as core::ops::try_trait::Try>::from_output
  %8 = call { i64, i64 } @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h629db4577f7020acE"(i64 %_16) #14
  %9 = extractvalue { i64, i64 } %8, 0
  %10 = extractvalue { i64, i64 } %8, 1
  store i64 %9, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %10, ptr %11, align 8
  br label %bb11

bb4:                                              ; preds = %bb3
; call <core::option::Option<T> as core::ops::try_trait::Try>::branch
  %12 = call { i64, i64 } @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hc2a3b9155551cb6fE"(i64 %_9.0, i64 %_9.1) #14
  %13 = extractvalue { i64, i64 } %12, 0
  %14 = extractvalue { i64, i64 } %12, 1
  store i64 %13, ptr %_8, align 8
  %15 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %14, ptr %15, align 8
  br label %bb5

bb5:                                              ; preds = %bb4
  %_13 = load i64, ptr %_8, align 8
  %16 = getelementptr inbounds i8, ptr %_8, i64 8
  %17 = load i64, ptr %16, align 8
  %18 = trunc nuw i64 %_13 to i1
  br i1 %18, label %bb8, label %bb7

bb8:                                              ; preds = %bb5
; call <core::option::Option<T> as core::ops::try_trait::FromResidual<core::option::Option<core::convert::Infallible>>>::from_residual
  %19 = call { i64, i64 } @"_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17h9a2e256eb267d60dE"() #14
  %20 = extractvalue { i64, i64 } %19, 0
  %21 = extractvalue { i64, i64 } %19, 1
  store i64 %20, ptr %_0, align 8
  %22 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %21, ptr %22, align 8
  br label %bb9

bb7:                                              ; preds = %bb5
  %23 = getelementptr inbounds i8, ptr %_8, i64 8
  %val = load i64, ptr %23, align 8
  store i8 1, ptr %_17, align 1
  store i64 %val, ptr %accum, align 8
  br label %bb1

bb9:                                              ; preds = %bb8
  br label %bb12

bb12:                                             ; preds = %bb11, %bb9
  %24 = load i64, ptr %_0, align 8
  %25 = getelementptr inbounds i8, ptr %_0, i64 8
  %26 = load i64, ptr %25, align 8
  %27 = insertvalue { i64, i64 } poison, i64 %24, 0
  %28 = insertvalue { i64, i64 } %27, i64 %26, 1
  ret { i64, i64 } %28

bb11:                                             ; preds = %bb10
  br label %bb12

bb6:                                              ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  %29 = load i8, ptr %_17, align 1
  %30 = trunc nuw i8 %29 to i1
  br i1 %30, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  %31 = load ptr, ptr %1, align 8
  %32 = getelementptr inbounds i8, ptr %1, i64 8
  %33 = load i32, ptr %32, align 8
  %34 = insertvalue { ptr, i32 } poison, ptr %31, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

bb15:                                             ; preds = %bb16
  br label %bb13
}

; core::iter::traits::iterator::Iterator::try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter6traits8iterator8Iterator8try_fold17h7107ddbdf6ba54e8E(ptr align 4 %self, i64 %init, ptr align 1 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_17 = alloca [1 x i8], align 1
  %_8 = alloca [8 x i8], align 8
  %_5 = alloca [8 x i8], align 4
  %accum = alloca [8 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
  store i8 1, ptr %_17, align 1
  store i64 %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb7, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %2 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hdaeeceec2a76985bE"(ptr align 4 %self) #14
  %3 = extractvalue { i32, i32 } %2, 0
  %4 = extractvalue { i32, i32 } %2, 1
  store i32 %3, ptr %_5, align 4
  %5 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %4, ptr %5, align 4
  br label %bb2

bb2:                                              ; preds = %bb1
  %6 = load i32, ptr %_5, align 4
  %7 = getelementptr inbounds i8, ptr %_5, i64 4
  %8 = load i32, ptr %7, align 4
  %_6 = zext i32 %6 to i64
  %9 = trunc nuw i64 %_6 to i1
  br i1 %9, label %bb3, label %bb10

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %_5, i64 4
  %x = load i32, ptr %10, align 4
  store i8 0, ptr %_17, align 1
  %_12 = load i64, ptr %accum, align 8
; call core::iter::adapters::map::map_try_fold::{{closure}}
  %_9 = call i64 @"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17he1030c6484787effE"(ptr align 8 %f, i64 %_12, i32 %x) #14
  br label %bb4

bb10:                                             ; preds = %bb2
  store i8 0, ptr %_17, align 1
  %_16 = load i64, ptr %accum, align 8
; call <core::option::Option<T> as core::ops::try_trait::Try>::from_output
  %11 = call i64 @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17hbb24f215f99c031cE"(i64 %_16) #14
  store i64 %11, ptr %_0, align 8
  br label %bb11

bb4:                                              ; preds = %bb3
; call <core::option::Option<T> as core::ops::try_trait::Try>::branch
  %12 = call i64 @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h08661c9d4dce2e8bE"(i64 %_9) #14
  store i64 %12, ptr %_8, align 8
  br label %bb5

bb5:                                              ; preds = %bb4
  %13 = load i64, ptr %_8, align 8
  %14 = icmp eq i64 %13, 0
  %_13 = select i1 %14, i64 1, i64 0
  %15 = trunc nuw i64 %_13 to i1
  br i1 %15, label %bb8, label %bb7

bb8:                                              ; preds = %bb5
; call <core::option::Option<T> as core::ops::try_trait::FromResidual<core::option::Option<core::convert::Infallible>>>::from_residual
  %16 = call i64 @"_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17hac4f3c9a3e3154c1E"() #14
  store i64 %16, ptr %_0, align 8
  br label %bb9

bb7:                                              ; preds = %bb5
  %val = load i64, ptr %_8, align 8
  store i8 1, ptr %_17, align 1
  store i64 %val, ptr %accum, align 8
  br label %bb1

bb9:                                              ; preds = %bb8
  br label %bb12

bb12:                                             ; preds = %bb11, %bb9
  %17 = load i64, ptr %_0, align 8
  ret i64 %17

bb11:                                             ; preds = %bb10
  br label %bb12

bb6:                                              ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  %18 = load i8, ptr %_17, align 1
  %19 = trunc nuw i8 %18 to i1
  br i1 %19, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  %20 = load ptr, ptr %1, align 8
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = insertvalue { ptr, i32 } poison, ptr %20, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24

bb15:                                             ; preds = %bb16
  br label %bb13
}

; core::iter::traits::iterator::Iterator::enumerate
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator9enumerate17he787174cfe784d55E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %1, align 8
  ret void
}

; core::iter::adapters::map::map_try_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1b839c60ecc91555E"(ptr align 8 %_1, i64 %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 8
  store i8 1, ptr %_10, align 1
  %_9 = load ptr, ptr %_1, align 8
; call alloc::str::join_generic_copy::{{closure}}::{{closure}}
  %_7 = call i64 @"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17he63e49224c62d4b2E"(ptr align 1 %_9, ptr align 8 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %1 = call { i64, i64 } @_ZN4core3ops8function5FnMut8call_mut17h5178820f25dbc58aE(ptr align 1 %_4, i64 %acc, i64 %_7) #14
  %_0.0 = extractvalue { i64, i64 } %1, 0
  %_0.1 = extractvalue { i64, i64 } %1, 1
  br label %bb2

bb2:                                              ; preds = %bb1
  %2 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %3 = insertvalue { i64, i64 } %2, i64 %_0.1, 1
  ret { i64, i64 } %3

bb5:                                              ; No predecessors!
  %4 = load i8, ptr %_10, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %6 = load ptr, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_try_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17he1030c6484787effE"(ptr align 8 %_1, i64 %acc, i32 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 8
  store i8 1, ptr %_10, align 1
  %_9 = load ptr, ptr %_1, align 8
; call _01_iter_closures::main::{{closure}}
  %_7 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hafa161e0520e91d2E"(ptr align 1 %_9, i32 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <I as core::iter::traits::iterator::Iterator::advance_by::SpecAdvanceBy>::spec_advance_by::{{closure}}
  %_0 = call i64 @"_ZN87_$LT$I$u20$as$u20$core..iter..traits..iterator..Iterator..advance_by..SpecAdvanceBy$GT$15spec_advance_by28_$u7b$$u7b$closure$u7d$$u7d$17h2d3d1ea1abf76817E"(ptr align 1 %_4, i64 %acc, double %_7) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  ret i64 %_0

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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_7 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _01_iter_closures::main::{{closure}}
  call void @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h654f087319ac4b38E"(ptr sret([24 x i8]) align 8 %_7, ptr align 1 %_8, ptr align 8 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %_7, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h349fee6977ea8e77E"(ptr align 8 %_1, ptr align 8 %_5) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _01_iter_closures::main::{{closure}}
  %_7 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E"(ptr align 1 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hd6b25b60e1d425a8E"(ptr align 1 %_1, double %acc, double %_7) #14
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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2c6a6ea97ee7e02aE"(ptr align 1 %_1, i64 %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _01_iter_closures::main::{{closure}}
  %_7 = call i64 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h46cf674839a1e1efE"(ptr align 1 %_1, i64 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <i64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call i64 @"_ZN54_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hcf2c13f0355422d8E"(ptr align 1 %_1, i64 %acc, i64 %_7) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  ret i64 %_0

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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h40ad0eb64d70a6b4E"(ptr align 1 %_1, i64 %acc.0, ptr align 8 %acc.1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_5 = alloca [32 x i8], align 8
  store i8 1, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::max_by_key::key::{{closure}}
  %1 = call { i64, ptr } @"_ZN4core4iter6traits8iterator8Iterator10max_by_key3key28_$u7b$$u7b$closure$u7d$$u7d$17hfc45689061659a25E"(ptr align 1 %_1, ptr align 8 %elt) #14
  %_7.0 = extractvalue { i64, ptr } %1, 0
  %_7.1 = extractvalue { i64, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
  store i64 %acc.0, ptr %_5, align 8
  %2 = getelementptr inbounds i8, ptr %_5, i64 8
  store ptr %acc.1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_5, i64 16
  store i64 %_7.0, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr %_7.1, ptr %4, align 8
  %5 = load i64, ptr %_5, align 8
  %6 = getelementptr inbounds i8, ptr %_5, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 16
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %8, i64 8
  %11 = load ptr, ptr %10, align 8
; call core::iter::traits::iterator::Iterator::max_by::fold::{{closure}}
  %12 = call { i64, ptr } @"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h5f5a813ffc56489cE"(ptr align 1 %_1, i64 %5, ptr align 8 %7, i64 %9, ptr align 8 %11) #14
  %_0.0 = extractvalue { i64, ptr } %12, 0
  %_0.1 = extractvalue { i64, ptr } %12, 1
  br label %bb2

bb2:                                              ; preds = %bb1
  %13 = insertvalue { i64, ptr } poison, i64 %_0.0, 0
  %14 = insertvalue { i64, ptr } %13, ptr %_0.1, 1
  ret { i64, ptr } %14

bb5:                                              ; No predecessors!
  %15 = load i8, ptr %_10, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_7 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _01_iter_closures::main::{{closure}}
  call void @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5900997e0e523303E"(ptr sret([24 x i8]) align 8 %_7, ptr align 1 %_8, ptr align 8 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %_7, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h135b40ee5c13a236E"(ptr align 8 %_1, ptr align 8 %_5) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8e2474336760f5d4E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_7 = call double @_ZN4core3ops8function5FnMut8call_mut17h0259c0992848841eE(ptr align 1 %_1, ptr align 8 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_0 = call double @_ZN4core3ops8function5FnMut8call_mut17h5437fc5758882371E(ptr align 1 %_1, double %acc, double %_7) #14
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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hba2e19b494cd0115E"(ptr align 8 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 8
  store i8 1, ptr %_10, align 1
; call _01_iter_closures::main::{{closure}}
  %_7 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5932b698b8f207bdE"(ptr align 8 %_1, ptr align 8 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h1baa8985d685dad8E"(ptr align 1 %_4, double %acc, double %_7) #14
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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE"(ptr align 8 %_1, ptr align 8 %elt.0, i64 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _01_iter_closures::main::{{closure}}
  %_7 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hd5d54ac939714dedE"(ptr align 1 %_8, ptr align 8 %elt.0, i64 %elt.1) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1ddc1acbcc845b1bE"(ptr align 8 %_1, double %_7) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf50932e506694bedE"(ptr align 8 %_1, i32 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _01_iter_closures::main::{{closure}}
  %_7 = call double @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6f7ca0d1f06c8d01E"(ptr align 8 %_8, i32 %elt) #14
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17he6710089698392c2E"(ptr align 8 %_1, double %_7) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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

; core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h791c518bc7a060e1E(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = alloca [24 x i8], align 8
; call <core::iter::adapters::skip::Skip<I> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN100_$LT$core..iter..adapters..skip..Skip$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h8020162823cbaf65E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %self) #14
  %_0 = load i64, ptr %_2, align 8
  ret i64 %_0
}

; core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17hb8da631385bfdc44E(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = alloca [24 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf7254c89c1c90f75E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %self) #14
  %_0 = load i64, ptr %_2, align 8
  ret i64 %_0
}

; core::iter::adapters::cloned::clone_try_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN4core4iter8adapters6cloned14clone_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h97e7fc5406e41a60E"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_8 = alloca [1 x i8], align 1
  store i8 1, ptr %_8, align 1
  %_0.i = load double, ptr %elt, align 8
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_8, align 1
; call core::iter::traits::iterator::Iterator::find::check::{{closure}}
  %1 = call { i64, double } @"_ZN4core4iter6traits8iterator8Iterator4find5check28_$u7b$$u7b$closure$u7d$$u7d$17haf625b0a57f43ca3E"(ptr align 8 %_1, double %_0.i) #14
  %_0.0 = extractvalue { i64, double } %1, 0
  %_0.1 = extractvalue { i64, double } %1, 1
  br label %bb2

bb2:                                              ; preds = %bb1
  %2 = insertvalue { i64, double } poison, i64 %_0.0, 0
  %3 = insertvalue { i64, double } %2, double %_0.1, 1
  ret { i64, double } %3

bb5:                                              ; No predecessors!
  %4 = load i8, ptr %_8, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %6 = load ptr, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::filter::filter_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter8adapters6filter11filter_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcacf96ba649ae11cE"(ptr align 1 %_1, i64 %acc, i64 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_12 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %item = alloca [8 x i8], align 8
  store i64 %0, ptr %item, align 8
  store i8 1, ptr %_13, align 1
  store i8 1, ptr %_12, align 1
; call _01_iter_closures::main::{{closure}}
  %_4 = call zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1ed172093f480c11E"(ptr align 1 %_1, ptr align 8 %item) #14
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_4, label %bb2, label %bb4

bb4:                                              ; preds = %bb1
  store i8 0, ptr %_13, align 1
  store i64 %acc, ptr %_0, align 8
  br label %bb5

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_13, align 1
  store i8 0, ptr %_12, align 1
  %_11 = load i64, ptr %item, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %2 = call i64 @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2c6a6ea97ee7e02aE"(ptr align 1 %_1, i64 %acc, i64 %_11) #14
  store i64 %2, ptr %_0, align 8
  br label %bb3

bb5:                                              ; preds = %bb3, %bb4
  %3 = load i64, ptr %_0, align 8
  ret i64 %3

bb3:                                              ; preds = %bb2
  br label %bb5

bb9:                                              ; No predecessors!
  %4 = load i8, ptr %_12, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb8, label %bb6

bb6:                                              ; preds = %bb8, %bb9
  %6 = load i8, ptr %_13, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb10, label %bb7

bb8:                                              ; preds = %bb9
  br label %bb6

bb7:                                              ; preds = %bb10, %bb6
  %8 = load ptr, ptr %1, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb10:                                             ; preds = %bb6
  br label %bb7
}

; core::iter::adapters::step_by::StepBy<I>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters7step_by15StepBy$LT$I$GT$3new17h3bd8690b1649e170E"(ptr sret([24 x i8]) align 8 %_0, i32 %iter.0, i32 %iter.1, i64 %step) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_7 = alloca [1 x i8], align 1
  store i8 1, ptr %_7, align 1
  %1 = icmp eq i64 %step, 0
  br i1 %1, label %bb2, label %bb1

bb2:                                              ; preds = %start
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_4aead6e2018a46d0df208d5729447de7, i64 27, ptr align 8 @alloc_c7baa26b60c90f85c8064a305f54009b) #16
  unreachable

bb1:                                              ; preds = %start
  store i8 0, ptr %_7, align 1
; call <T as core::iter::adapters::step_by::SpecRangeSetup<T>>::setup
  %2 = call { i32, i32 } @"_ZN76_$LT$T$u20$as$u20$core..iter..adapters..step_by..SpecRangeSetup$LT$T$GT$$GT$5setup17h83accc6a04f8f9e5E"(i32 %iter.0, i32 %iter.1, i64 %step) #14
  %iter.01 = extractvalue { i32, i32 } %2, 0
  %iter.12 = extractvalue { i32, i32 } %2, 1
  br label %bb3

bb3:                                              ; preds = %bb1
  %_6 = sub i64 %step, 1
  store i32 %iter.01, ptr %_0, align 8
  %3 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %iter.12, ptr %3, align 4
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_6, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 16
  store i8 1, ptr %5, align 8
  ret void

bb6:                                              ; No predecessors!
  %6 = load i8, ptr %_7, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb5, label %bb4

bb4:                                              ; preds = %bb5, %bb6
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb5:                                              ; preds = %bb6
  br label %bb4
}

; core::array::iter::iter_inner::PolymorphicIter<[core::mem::maybe_uninit::MaybeUninit<T>]>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core5array4iter10iter_inner78PolymorphicIter$LT$$u5b$core..mem..maybe_uninit..MaybeUninit$LT$T$GT$$u5d$$GT$4next17h34d9b5fdf6c76421E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %f = alloca [16 x i8], align 8
  %_4 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self.0, i64 8
  %_9 = load i64, ptr %0, align 8
  %_10 = load i64, ptr %self.0, align 8
  %_6 = sub nuw i64 %_9, %_10
  %_5 = icmp ugt i64 %_6, 0
  br i1 %_5, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %1 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %2 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %1, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %2, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %self.0, i64 16
  store ptr %4, ptr %_4, align 8
  %5 = getelementptr inbounds i8, ptr %_4, i64 8
  store i64 %self.1, ptr %5, align 8
  %6 = load ptr, ptr %_4, align 8
  %7 = getelementptr inbounds i8, ptr %_4, i64 8
  %8 = load i64, ptr %7, align 8
  store ptr %6, ptr %f, align 8
  %9 = getelementptr inbounds i8, ptr %f, i64 8
  store i64 %8, ptr %9, align 8
  store i64 0, ptr %_0, align 8
  br label %bb5

bb1:                                              ; preds = %start
  %value = load i64, ptr %self.0, align 8
  br label %bb3

bb5:                                              ; preds = %bb8, %bb2
  %10 = load i64, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  %12 = load i64, ptr %11, align 8
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14

bb3:                                              ; preds = %bb1
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %value, i64 1, ptr align 8 @alloc_ce80e79f3c9060ea066a507aad0cbb89) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  %_11 = add nuw i64 %value, 1
  store i64 %_11, ptr %self.0, align 8
  %15 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %value, ptr %15, align 8
  store i64 1, ptr %self, align 8
  %16 = getelementptr inbounds i8, ptr %self.0, i64 16
  store ptr %16, ptr %_4, align 8
  %17 = getelementptr inbounds i8, ptr %_4, i64 8
  store i64 %self.1, ptr %17, align 8
  %18 = load ptr, ptr %_4, align 8
  %19 = getelementptr inbounds i8, ptr %_4, i64 8
  %20 = load i64, ptr %19, align 8
  store ptr %18, ptr %f, align 8
  %21 = getelementptr inbounds i8, ptr %f, i64 8
  store i64 %20, ptr %21, align 8
  %22 = getelementptr inbounds i8, ptr %self, i64 8
  %x = load i64, ptr %22, align 8
  %_23.0 = load ptr, ptr %_4, align 8
  %23 = getelementptr inbounds i8, ptr %_4, i64 8
  %_23.1 = load i64, ptr %23, align 8
  %self.01 = load ptr, ptr %_4, align 8
  %24 = getelementptr inbounds i8, ptr %_4, i64 8
  %self.12 = load i64, ptr %24, align 8
  br label %bb6

bb6:                                              ; preds = %bb4
  %25 = load ptr, ptr %_4, align 8
  %26 = getelementptr inbounds i8, ptr %_4, i64 8
  %_18 = load i64, ptr %26, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 %x, i64 %_18, ptr align 8 @alloc_b9585347369fbb186c3ccfb6c2caba79) #14
  br label %bb8

bb8:                                              ; preds = %bb6
  %27 = load ptr, ptr %_4, align 8
  %28 = getelementptr inbounds i8, ptr %_4, i64 8
  %_20 = load i64, ptr %28, align 8
  %_19 = icmp ult i64 %x, %_20
  %29 = load ptr, ptr %_4, align 8
  %30 = getelementptr inbounds i8, ptr %_4, i64 8
  %31 = load i64, ptr %30, align 8
  %self3 = getelementptr inbounds nuw i64, ptr %29, i64 %x
  %_14 = load i64, ptr %self3, align 8
  %32 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_14, ptr %32, align 8
  store i64 1, ptr %_0, align 8
  br label %bb5
}

; core::array::<impl core::fmt::Debug for [T; N]>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core5array69_$LT$impl$u20$core..fmt..Debug$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$3fmt17h5749bd564f6770acE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
; call <[T] as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE"(ptr align 8 %self, i64 10, ptr align 8 %f) #15
  ret i1 %_0
}

; core::slice::copy_from_slice_impl
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %dest.0, i64 %dest.1, ptr align 1 %src.0, i64 %src.1, ptr align 8 %0) unnamed_addr #0 {
start:
  %_3 = icmp ne i64 %dest.1, %src.1
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
  br label %bb3

bb1:                                              ; preds = %start
; call core::slice::copy_from_slice_impl::len_mismatch_fail
  call void @_RNvNvNtCsgEmfK2I1SDS_4core5slice20copy_from_slice_impl17len_mismatch_fail(i64 %dest.1, i64 %src.1, ptr align 8 %0) #16
  unreachable

bb3:                                              ; preds = %bb2
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %src.0, ptr %dest.0, i64 1, i64 1, i64 %dest.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb5

bb5:                                              ; preds = %bb3
  %1 = mul i64 %dest.1, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %dest.0, ptr align 1 %src.0, i64 %1, i1 false)
  ret void
}

; core::slice::<impl [T]>::split_at_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %pair, ptr align 1 %self.0, i64 %self.1, i64 %mid, ptr align 8 %0) unnamed_addr #1 {
start:
  %_8 = alloca [32 x i8], align 8
  %_3 = alloca [32 x i8], align 8
  %_6 = icmp ule i64 %mid, %self.1
  br i1 %_6, label %bb1, label %bb3

bb3:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_d1084648e479974e70c9329824bf76f9, ptr inttoptr (i64 19 to ptr), ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
; call core::slice::<impl [T]>::split_at_mut_unchecked
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked17hfdbb72de6db738eaE"(ptr sret([32 x i8]) align 8 %_8, ptr align 1 %self.0, i64 %self.1, i64 %mid, ptr align 8 @alloc_d1250771b83e6344d3d40eb1743414a9) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_3, ptr align 8 %_8, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pair, ptr align 8 %_3, i64 32, i1 false)
  ret void
}

; core::slice::<impl [T]>::split_at_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E"(ptr sret([32 x i8]) align 8 %pair, ptr align 8 %self.0, i64 %self.1, i64 %mid, ptr align 8 %0) unnamed_addr #1 {
start:
  %_8 = alloca [32 x i8], align 8
  %_3 = alloca [32 x i8], align 8
  %_6 = icmp ule i64 %mid, %self.1
  br i1 %_6, label %bb1, label %bb3

bb3:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_d1084648e479974e70c9329824bf76f9, ptr inttoptr (i64 19 to ptr), ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
; call core::slice::<impl [T]>::split_at_mut_unchecked
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked17h265e8eac4f41b117E"(ptr sret([32 x i8]) align 8 %_8, ptr align 8 %self.0, i64 %self.1, i64 %mid, ptr align 8 @alloc_d1250771b83e6344d3d40eb1743414a9) #14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_3, ptr align 8 %_8, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %pair, ptr align 8 %_3, i64 32, i1 false)
  ret void
}

; core::slice::<impl [T]>::split_at_mut_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked17h265e8eac4f41b117E"(ptr sret([32 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, i64 %mid, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::<impl [T]>::split_at_mut_unchecked::precondition_check
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked18precondition_check17h7264b7fc08969015E"(i64 %mid, i64 %self.1, ptr align 8 %0) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  br label %bb3

bb3:                                              ; preds = %bb2
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %self.0, i64 8, i64 8, i64 %mid, ptr align 8 %0) #14
  br label %bb5

bb5:                                              ; preds = %bb3
  %data = getelementptr inbounds nuw double, ptr %self.0, i64 %mid
  %len = sub nuw i64 %self.1, %mid
  br label %bb6

bb6:                                              ; preds = %bb5
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #14
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

; core::slice::<impl [T]>::split_at_mut_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked17hfdbb72de6db738eaE"(ptr sret([32 x i8]) align 8 %_0, ptr align 1 %self.0, i64 %self.1, i64 %mid, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::<impl [T]>::split_at_mut_unchecked::precondition_check
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked18precondition_check17h7264b7fc08969015E"(i64 %mid, i64 %self.1, ptr align 8 %0) #14
  br label %bb2

bb2:                                              ; preds = %bb1
  br label %bb3

bb3:                                              ; preds = %bb2
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %self.0, i64 1, i64 1, i64 %mid, ptr align 8 %0) #14
  br label %bb5

bb5:                                              ; preds = %bb3
  %data = getelementptr inbounds nuw i8, ptr %self.0, i64 %mid
  %len = sub nuw i64 %self.1, %mid
  br label %bb6

bb6:                                              ; preds = %bb5
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %data, i64 1, i64 1, i64 %len, ptr align 8 %0) #14
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

; core::slice::<impl [T]>::split_at_mut_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$22split_at_mut_unchecked18precondition_check17h7264b7fc08969015E"(i64 %mid, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ule i64 %mid, %len
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_6b0b11c9e93314b588b613b55005cf18, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3a704b222bc678bcE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h1190a7a3f98824b7E"(ptr align 8 %self.0, i64 %self.1) #14
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hb72471661f4b5b04E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h36cb5dd6811d56a8E"(ptr align 8 %self.0, i64 %self.1) #14
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hf5c36b56a0988e4dE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h35db96bbcaf758b5E"(ptr align 8 %self.0, i64 %self.1) #14
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::reverse
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd09309a0e7d70b6cE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %data = alloca [8 x i8], align 8
  %half_len = udiv i64 %self.1, 2
  %end = getelementptr inbounds nuw double, ptr %self.0, i64 %self.1
  br label %bb2

bb2:                                              ; preds = %start
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %self.0, i64 8, i64 8, i64 %half_len, ptr align 8 @alloc_be6757f1351a050e3d83232446b94126) #14
  br label %bb4

bb4:                                              ; preds = %bb2
  br label %bb7

bb7:                                              ; preds = %bb4
  %_14 = sub nsw i64 0, %half_len
  %0 = getelementptr inbounds double, ptr %end, i64 %_14
  store ptr %0, ptr %data, align 8
  br label %bb5

bb5:                                              ; preds = %bb7
  br label %bb8

bb8:                                              ; preds = %bb5
  %_17 = load ptr, ptr %data, align 8
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %_17, i64 8, i64 8, i64 %half_len, ptr align 8 @alloc_fe2ef4fe5f471dec0e0b7cc9a279d219) #14
  br label %bb10

bb10:                                             ; preds = %bb8
  %_18.0 = load ptr, ptr %data, align 8
; call core::slice::<impl [T]>::reverse::revswap
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E"(ptr align 8 %self.0, i64 %half_len, ptr align 8 %_18.0, i64 %half_len, i64 %half_len) #14
  ret void

bb6:                                              ; No predecessors!
  unreachable
}

; core::slice::<impl [T]>::reverse::revswap
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E"(ptr align 8 %a.0, i64 %a.1, ptr align 8 %b.0, i64 %b.1, i64 %n) unnamed_addr #1 {
start:
  %i = alloca [8 x i8], align 8
  %_7 = alloca [32 x i8], align 8
  %_5 = alloca [32 x i8], align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E"(ptr sret([32 x i8]) align 8 %_5, ptr align 8 %a.0, i64 %a.1, i64 %n, ptr align 8 @alloc_2400804e423b0742bba0683141bd04c2) #14
  %a.01 = load ptr, ptr %_5, align 8
  %0 = getelementptr inbounds i8, ptr %_5, i64 8
  %a.12 = load i64, ptr %0, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E"(ptr sret([32 x i8]) align 8 %_7, ptr align 8 %b.0, i64 %b.1, i64 %n, ptr align 8 @alloc_fffa68226348b98e7063e74865542329) #14
  %b.03 = load ptr, ptr %_7, align 8
  %1 = getelementptr inbounds i8, ptr %_7, i64 8
  %b.14 = load i64, ptr %1, align 8
  store i64 0, ptr %i, align 8
  br label %bb3

bb3:                                              ; preds = %bb6, %start
  %_10 = load i64, ptr %i, align 8
  %_9 = icmp ult i64 %_10, %n
  br i1 %_9, label %bb4, label %bb7

bb7:                                              ; preds = %bb3
  ret void

bb4:                                              ; preds = %bb3
  %_13 = load i64, ptr %i, align 8
  %_15 = icmp ult i64 %_13, %a.12
  br i1 %_15, label %bb5, label %panic

bb5:                                              ; preds = %bb4
  %x = getelementptr inbounds nuw double, ptr %a.01, i64 %_13
  %_18 = sub i64 %n, 1
  %_19 = load i64, ptr %i, align 8
  %_17 = sub i64 %_18, %_19
  %_21 = icmp ult i64 %_17, %b.14
  br i1 %_21, label %bb6, label %panic5

panic:                                            ; preds = %bb4
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_13, i64 %a.12, ptr align 8 @alloc_4c2c6c2e084bbf207e6375ee9c0ff5d5) #16
  unreachable

bb6:                                              ; preds = %bb5
  %y = getelementptr inbounds nuw double, ptr %b.03, i64 %_17
  %2 = load double, ptr %x, align 8
  %3 = load double, ptr %y, align 8
  store double %3, ptr %x, align 8
  store double %2, ptr %y, align 8
  %4 = load i64, ptr %i, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %i, align 8
  br label %bb3

panic5:                                           ; preds = %bb5
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %_17, i64 %b.14, ptr align 8 @alloc_76885f79964779c81888673b9ee1de73) #16
  unreachable
}

; core::slice::<impl [T]>::windows
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7windows17h8c83d595e35c1f49E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, i64 %size, ptr align 8 %0) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 8
  store i64 %size, ptr %self, align 8
  %1 = load i64, ptr %self, align 8
  %2 = icmp eq i64 %1, 0
  %_5 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_5 to i1
  br i1 %3, label %bb3, label %bb2

bb3:                                              ; preds = %start
  %size1 = load i64, ptr %self, align 8
  store ptr %self.0, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %self.1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %size1, ptr %5, align 8
  ret void

bb2:                                              ; preds = %start
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1 @alloc_d0b5540d38aa67683bd942cb6db4a43b, i64 28, ptr align 8 %0) #16
  unreachable

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %data, i64 %align) #14
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #16
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

; core::slice::raw::from_raw_parts_mut::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hbbead18a5a2b47e9E"(ptr %data, i64 %align) #14
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_5c1a2f972552229672fc942406cfc298, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #16
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h1190a7a3f98824b7E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw { i64, { ptr, i64 } }, ptr %slice.0, i64 %slice.1
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h35db96bbcaf758b5E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
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

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h36cb5dd6811d56a8E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw { ptr, i64 }, ptr %slice.0, i64 %slice.1
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

; core::slice::sort::shared::pivot::median3_rec
; Function Attrs: nounwind nonlazybind uwtable
define internal ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr %0, ptr %1, ptr %2, i64 %n, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %_0.i = alloca [8 x i8], align 8
  %c = alloca [8 x i8], align 8
  %b = alloca [8 x i8], align 8
  %a = alloca [8 x i8], align 8
  store ptr %0, ptr %a, align 8
  store ptr %1, ptr %b, align 8
  store ptr %2, ptr %c, align 8
  %_7 = mul i64 %n, 8
  %_6 = icmp uge i64 %_7, 64
  br i1 %_6, label %bb1, label %bb5

bb5:                                              ; preds = %start
  br label %bb6

bb1:                                              ; preds = %start
  %n8 = udiv i64 %n, 8
  %_9 = load ptr, ptr %a, align 8
  %self = load ptr, ptr %a, align 8
  %count = mul i64 %n8, 4
  %_10 = getelementptr inbounds nuw double, ptr %self, i64 %count
  %count1 = mul i64 %n8, 7
  %3 = load ptr, ptr %a, align 8
  %_13 = getelementptr inbounds nuw double, ptr %3, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = call ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr %_9, ptr %_10, ptr %_13, i64 %n8, ptr align 8 %is_less) #15
  store ptr %4, ptr %a, align 8
  %_15 = load ptr, ptr %b, align 8
  %self2 = load ptr, ptr %b, align 8
  %_16 = getelementptr inbounds nuw double, ptr %self2, i64 %count
  %5 = load ptr, ptr %b, align 8
  %_18 = getelementptr inbounds nuw double, ptr %5, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %6 = call ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr %_15, ptr %_16, ptr %_18, i64 %n8, ptr align 8 %is_less) #15
  store ptr %6, ptr %b, align 8
  %_19 = load ptr, ptr %c, align 8
  %self3 = load ptr, ptr %c, align 8
  %_20 = getelementptr inbounds nuw double, ptr %self3, i64 %count
  %7 = load ptr, ptr %c, align 8
  %_22 = getelementptr inbounds nuw double, ptr %7, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %8 = call ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr %_19, ptr %_20, ptr %_22, i64 %n8, ptr align 8 %is_less) #15
  store ptr %8, ptr %c, align 8
  br label %bb6

bb6:                                              ; preds = %bb1, %bb5
  %_23 = load ptr, ptr %a, align 8
  %_24 = load ptr, ptr %b, align 8
  %_25 = load ptr, ptr %c, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %x.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_23, ptr align 8 %_24) #14
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %y.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_23, ptr align 8 %_25) #14
  %_9.i = icmp eq i1 %x.i, %y.i
  br i1 %_9.i, label %bb3.i, label %bb8.i

bb8.i:                                            ; preds = %bb6
  store ptr %_23, ptr %_0.i, align 8
  br label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit

bb3.i:                                            ; preds = %bb6
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %z.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_24, ptr align 8 %_25) #14
  %_12.i = xor i1 %z.i, %x.i
  br i1 %_12.i, label %bb5.i, label %bb6.i

bb6.i:                                            ; preds = %bb3.i
  store ptr %_24, ptr %_0.i, align 8
  br label %bb7.i

bb5.i:                                            ; preds = %bb3.i
  store ptr %_25, ptr %_0.i, align 8
  br label %bb7.i

bb7.i:                                            ; preds = %bb5.i, %bb6.i
  br label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit

_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit: ; preds = %bb8.i, %bb7.i
  %9 = load ptr, ptr %_0.i, align 8
  ret ptr %9
}

; core::slice::sort::shared::pivot::choose_pivot
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE(ptr align 8 %v.0, i64 %v.1, ptr align 8 %is_less) unnamed_addr #1 {
start:
  %_0.i = alloca [8 x i8], align 8
  %index = alloca [8 x i8], align 8
  %_4 = icmp ult i64 %v.1, 8
  br i1 %_4, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %len_div_8 = udiv i64 %v.1, 8
  %count = mul i64 %len_div_8, 4
  %b = getelementptr inbounds nuw double, ptr %v.0, i64 %count
  %count1 = mul i64 %len_div_8, 7
  %c = getelementptr inbounds nuw double, ptr %v.0, i64 %count1
  %_12 = icmp ult i64 %v.1, 64
  br i1 %_12, label %bb3, label %bb5

bb1:                                              ; preds = %start
  call void @llvm.trap()
  unreachable

bb5:                                              ; preds = %bb2
; call core::slice::sort::shared::pivot::median3_rec
  %self = call ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr %v.0, ptr %b, ptr %c, i64 %len_div_8, ptr align 8 %is_less) #15
  br label %bb16

bb3:                                              ; preds = %bb2
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %x.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %v.0, ptr align 8 %b) #14
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %y.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %v.0, ptr align 8 %c) #14
  %_9.i = icmp eq i1 %x.i, %y.i
  br i1 %_9.i, label %bb3.i, label %bb8.i

bb8.i:                                            ; preds = %bb3
  store ptr %v.0, ptr %_0.i, align 8
  br label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit

bb3.i:                                            ; preds = %bb3
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %z.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %b, ptr align 8 %c) #14
  %_12.i = xor i1 %z.i, %x.i
  br i1 %_12.i, label %bb5.i, label %bb6.i

bb6.i:                                            ; preds = %bb3.i
  store ptr %b, ptr %_0.i, align 8
  br label %bb7.i

bb5.i:                                            ; preds = %bb3.i
  store ptr %c, ptr %_0.i, align 8
  br label %bb7.i

bb7.i:                                            ; preds = %bb5.i, %bb6.i
  br label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit

_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit: ; preds = %bb8.i, %bb7.i
  %0 = load ptr, ptr %_0.i, align 8
  br label %bb9

bb16:                                             ; preds = %bb5
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self, ptr %v.0, ptr align 8 @alloc_70e9b8b10528dc1580cecff96f78dc8b) #14
  br label %bb18

bb18:                                             ; preds = %bb16
  br label %bb19

bb19:                                             ; preds = %bb18
  br label %bb20

bb20:                                             ; preds = %bb19
  %1 = ptrtoint ptr %self to i64
  %2 = ptrtoint ptr %v.0 to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 8
  store i64 %4, ptr %index, align 8
  br label %bb7

bb21:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_70e9b8b10528dc1580cecff96f78dc8b) #16
  unreachable

bb7:                                              ; preds = %bb13, %bb20
  %_19 = load i64, ptr %index, align 8
  %cond = icmp ult i64 %_19, %v.1
  br label %bb22

bb9:                                              ; preds = %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %0, ptr %v.0, ptr align 8 @alloc_6aba2971faaa5e7b6df185f141ce6d29) #14
  br label %bb11

bb11:                                             ; preds = %bb9
  br label %bb12

bb12:                                             ; preds = %bb11
  br label %bb13

bb13:                                             ; preds = %bb12
  %5 = ptrtoint ptr %0 to i64
  %6 = ptrtoint ptr %v.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 8
  store i64 %8, ptr %index, align 8
  br label %bb7

bb14:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_6aba2971faaa5e7b6df185f141ce6d29) #16
  unreachable

bb22:                                             ; preds = %bb7
; call core::hint::assert_unchecked::precondition_check
  call void @_ZN4core4hint16assert_unchecked18precondition_check17h86bb042a54f1b1b5E(i1 zeroext %cond, ptr align 8 @alloc_9d8275ebab0503eb5fd9a5dc77edb4cd) #14
  br label %bb23

bb23:                                             ; preds = %bb22
  %9 = load i64, ptr %index, align 8
  ret i64 %9
}

; core::slice::sort::shared::smallsort::insert_tail
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E(ptr %begin, ptr %tail, ptr align 8 %is_less) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_20 = alloca [8 x i8], align 8
  %gap_guard = alloca [24 x i8], align 8
  %tmp = alloca [8 x i8], align 8
  %sift = alloca [8 x i8], align 8
  br label %bb17

bb17:                                             ; preds = %start
  %1 = getelementptr inbounds double, ptr %tail, i64 -1
  store ptr %1, ptr %sift, align 8
  br label %bb15

bb15:                                             ; preds = %bb17
  %_8 = load ptr, ptr %sift, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_5 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %tail, ptr align 8 %_8) #14
  br i1 %_5, label %bb2, label %bb3

bb3:                                              ; preds = %bb15
  br label %bb12

bb2:                                              ; preds = %bb15
  %value = load double, ptr %tail, align 8
  store double %value, ptr %tmp, align 8
  store ptr %tmp, ptr %gap_guard, align 8
  %2 = getelementptr inbounds i8, ptr %gap_guard, i64 8
  store ptr %tail, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %gap_guard, i64 16
  store i64 1, ptr %3, align 8
  br label %bb4

bb12:                                             ; preds = %bb10, %bb3
  ret void

bb4:                                              ; preds = %bb8, %bb2
  %_15 = load ptr, ptr %sift, align 8
  %4 = getelementptr inbounds i8, ptr %gap_guard, i64 8
  %dst = load ptr, ptr %4, align 8
  br label %bb18

bb18:                                             ; preds = %bb4
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_15, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb20

bb20:                                             ; preds = %bb18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %_15, i64 8, i1 false)
  %_17 = load ptr, ptr %sift, align 8
  %5 = getelementptr inbounds i8, ptr %gap_guard, i64 8
  store ptr %_17, ptr %5, align 8
  %_19 = load ptr, ptr %sift, align 8
  %_18 = icmp eq ptr %_19, %begin
  br i1 %_18, label %bb5, label %bb6

bb6:                                              ; preds = %bb20
  br label %bb23

bb5:                                              ; preds = %bb20
  br label %bb10

bb23:                                             ; preds = %bb6
  %6 = load ptr, ptr %sift, align 8
  %7 = getelementptr inbounds double, ptr %6, i64 -1
  store ptr %7, ptr %_20, align 8
  br label %bb21

bb21:                                             ; preds = %bb23
  %8 = load ptr, ptr %_20, align 8
  store ptr %8, ptr %sift, align 8
  %_25 = load ptr, ptr %sift, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_21 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %tmp, ptr align 8 %_25) #14
  br label %bb7

bb7:                                              ; preds = %bb21
  br i1 %_21, label %bb8, label %bb9

bb9:                                              ; preds = %bb7
  br label %bb10

bb8:                                              ; preds = %bb7
  br label %bb4

bb10:                                             ; preds = %bb5, %bb9
; call core::ptr::drop_in_place<core::slice::sort::shared::smallsort::CopyOnDrop<f64>>
  call void @"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E"(ptr align 8 %gap_guard) #15
  br label %bb12

bb13:                                             ; No predecessors!
; call core::ptr::drop_in_place<core::slice::sort::shared::smallsort::CopyOnDrop<f64>>
  call void @"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E"(ptr align 8 %gap_guard) #17
  %9 = load ptr, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = insertvalue { ptr, i32 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13

bb16:                                             ; No predecessors!
  unreachable

bb22:                                             ; No predecessors!
  unreachable
}

; core::slice::sort::shared::smallsort::sort4_stable
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr %v_base, ptr %dst, ptr align 8 %is_less) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [8 x i8], align 8
  %1 = alloca [8 x i8], align 8
  %self.i67 = alloca [8 x i8], align 8
  %guard.i68 = alloca [8 x i8], align 8
  %false_val2.i69 = alloca [8 x i8], align 8
  %true_val1.i70 = alloca [8 x i8], align 8
  %2 = alloca [8 x i8], align 8
  %3 = alloca [8 x i8], align 8
  %self.i57 = alloca [8 x i8], align 8
  %guard.i58 = alloca [8 x i8], align 8
  %false_val2.i59 = alloca [8 x i8], align 8
  %true_val1.i60 = alloca [8 x i8], align 8
  %4 = alloca [8 x i8], align 8
  %5 = alloca [8 x i8], align 8
  %self.i47 = alloca [8 x i8], align 8
  %guard.i48 = alloca [8 x i8], align 8
  %false_val2.i49 = alloca [8 x i8], align 8
  %true_val1.i50 = alloca [8 x i8], align 8
  %6 = alloca [8 x i8], align 8
  %7 = alloca [8 x i8], align 8
  %self.i37 = alloca [8 x i8], align 8
  %guard.i38 = alloca [8 x i8], align 8
  %false_val2.i39 = alloca [8 x i8], align 8
  %true_val1.i40 = alloca [8 x i8], align 8
  %8 = alloca [8 x i8], align 8
  %9 = alloca [8 x i8], align 8
  %self.i27 = alloca [8 x i8], align 8
  %guard.i28 = alloca [8 x i8], align 8
  %false_val2.i29 = alloca [8 x i8], align 8
  %true_val1.i30 = alloca [8 x i8], align 8
  %10 = alloca [8 x i8], align 8
  %11 = alloca [8 x i8], align 8
  %self.i17 = alloca [8 x i8], align 8
  %guard.i18 = alloca [8 x i8], align 8
  %false_val2.i19 = alloca [8 x i8], align 8
  %true_val1.i20 = alloca [8 x i8], align 8
  %12 = alloca [8 x i8], align 8
  %13 = alloca [8 x i8], align 8
  %self.i7 = alloca [8 x i8], align 8
  %guard.i8 = alloca [8 x i8], align 8
  %false_val2.i9 = alloca [8 x i8], align 8
  %true_val1.i10 = alloca [8 x i8], align 8
  %14 = alloca [8 x i8], align 8
  %15 = alloca [8 x i8], align 8
  %self.i = alloca [8 x i8], align 8
  %guard.i = alloca [8 x i8], align 8
  %false_val2.i = alloca [8 x i8], align 8
  %true_val1.i = alloca [8 x i8], align 8
  %_7 = getelementptr inbounds nuw double, ptr %v_base, i64 1
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %c1 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_7, ptr align 8 %v_base) #14
  %_12 = getelementptr inbounds nuw double, ptr %v_base, i64 3
  %_14 = getelementptr inbounds nuw double, ptr %v_base, i64 2
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %c2 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_12, ptr align 8 %_14) #14
  %count = zext i1 %c1 to i64
  %a = getelementptr inbounds nuw double, ptr %v_base, i64 %count
  %_19 = xor i1 %c1, true
  %count1 = zext i1 %_19 to i64
  %b = getelementptr inbounds nuw double, ptr %v_base, i64 %count1
  %_22 = zext i1 %c2 to i64
  %count2 = add i64 2, %_22
  %c = getelementptr inbounds nuw double, ptr %v_base, i64 %count2
  %_26 = xor i1 %c2, true
  %_25 = zext i1 %_26 to i64
  %count3 = add i64 2, %_25
  %d = getelementptr inbounds nuw double, ptr %v_base, i64 %count3
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %c3 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %c, ptr align 8 %a) #14
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %c4 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %d, ptr align 8 %b) #14
  store ptr %c, ptr %true_val1.i70, align 8
  store ptr %a, ptr %false_val2.i69, align 8
  %16 = select i1 %c3, ptr %true_val1.i70, ptr %false_val2.i69, !unpredictable !5
  store ptr %16, ptr %1, align 8
  %guard3.i71 = load ptr, ptr %1, align 8
  %17 = select i1 %c3, ptr %false_val2.i69, ptr %true_val1.i70, !unpredictable !5
  store ptr %17, ptr %0, align 8
  %drop.i72 = load ptr, ptr %0, align 8
  store ptr %guard3.i71, ptr %guard.i68, align 8
  %t.i73 = load ptr, ptr %guard.i68, align 8
  %_15.i74 = load ptr, ptr %true_val1.i70, align 8
  %_16.i75 = load ptr, ptr %false_val2.i69, align 8
  %18 = select i1 %c3, ptr %_15.i74, ptr %_16.i75, !unpredictable !5
  store ptr %18, ptr %self.i67, align 8
  %_0.i76 = load ptr, ptr %self.i67, align 8
  store ptr %b, ptr %true_val1.i60, align 8
  store ptr %d, ptr %false_val2.i59, align 8
  %19 = select i1 %c4, ptr %true_val1.i60, ptr %false_val2.i59, !unpredictable !5
  store ptr %19, ptr %3, align 8
  %guard3.i61 = load ptr, ptr %3, align 8
  %20 = select i1 %c4, ptr %false_val2.i59, ptr %true_val1.i60, !unpredictable !5
  store ptr %20, ptr %2, align 8
  %drop.i62 = load ptr, ptr %2, align 8
  store ptr %guard3.i61, ptr %guard.i58, align 8
  %t.i63 = load ptr, ptr %guard.i58, align 8
  %_15.i64 = load ptr, ptr %true_val1.i60, align 8
  %_16.i65 = load ptr, ptr %false_val2.i59, align 8
  %21 = select i1 %c4, ptr %_15.i64, ptr %_16.i65, !unpredictable !5
  store ptr %21, ptr %self.i57, align 8
  %_0.i66 = load ptr, ptr %self.i57, align 8
  store ptr %c, ptr %true_val1.i50, align 8
  store ptr %b, ptr %false_val2.i49, align 8
  %22 = select i1 %c4, ptr %true_val1.i50, ptr %false_val2.i49, !unpredictable !5
  store ptr %22, ptr %5, align 8
  %guard3.i51 = load ptr, ptr %5, align 8
  %23 = select i1 %c4, ptr %false_val2.i49, ptr %true_val1.i50, !unpredictable !5
  store ptr %23, ptr %4, align 8
  %drop.i52 = load ptr, ptr %4, align 8
  store ptr %guard3.i51, ptr %guard.i48, align 8
  %t.i53 = load ptr, ptr %guard.i48, align 8
  %_15.i54 = load ptr, ptr %true_val1.i50, align 8
  %_16.i55 = load ptr, ptr %false_val2.i49, align 8
  %24 = select i1 %c4, ptr %_15.i54, ptr %_16.i55, !unpredictable !5
  store ptr %24, ptr %self.i47, align 8
  %_0.i56 = load ptr, ptr %self.i47, align 8
  store ptr %a, ptr %true_val1.i40, align 8
  store ptr %_0.i56, ptr %false_val2.i39, align 8
  %25 = select i1 %c3, ptr %true_val1.i40, ptr %false_val2.i39, !unpredictable !5
  store ptr %25, ptr %7, align 8
  %guard3.i41 = load ptr, ptr %7, align 8
  %26 = select i1 %c3, ptr %false_val2.i39, ptr %true_val1.i40, !unpredictable !5
  store ptr %26, ptr %6, align 8
  %drop.i42 = load ptr, ptr %6, align 8
  store ptr %guard3.i41, ptr %guard.i38, align 8
  %t.i43 = load ptr, ptr %guard.i38, align 8
  %_15.i44 = load ptr, ptr %true_val1.i40, align 8
  %_16.i45 = load ptr, ptr %false_val2.i39, align 8
  %27 = select i1 %c3, ptr %_15.i44, ptr %_16.i45, !unpredictable !5
  store ptr %27, ptr %self.i37, align 8
  %_0.i46 = load ptr, ptr %self.i37, align 8
  store ptr %b, ptr %true_val1.i30, align 8
  store ptr %c, ptr %false_val2.i29, align 8
  %28 = select i1 %c3, ptr %true_val1.i30, ptr %false_val2.i29, !unpredictable !5
  store ptr %28, ptr %9, align 8
  %guard3.i31 = load ptr, ptr %9, align 8
  %29 = select i1 %c3, ptr %false_val2.i29, ptr %true_val1.i30, !unpredictable !5
  store ptr %29, ptr %8, align 8
  %drop.i32 = load ptr, ptr %8, align 8
  store ptr %guard3.i31, ptr %guard.i28, align 8
  %t.i33 = load ptr, ptr %guard.i28, align 8
  %_15.i34 = load ptr, ptr %true_val1.i30, align 8
  %_16.i35 = load ptr, ptr %false_val2.i29, align 8
  %30 = select i1 %c3, ptr %_15.i34, ptr %_16.i35, !unpredictable !5
  store ptr %30, ptr %self.i27, align 8
  %_0.i36 = load ptr, ptr %self.i27, align 8
  store ptr %d, ptr %true_val1.i20, align 8
  store ptr %_0.i36, ptr %false_val2.i19, align 8
  %31 = select i1 %c4, ptr %true_val1.i20, ptr %false_val2.i19, !unpredictable !5
  store ptr %31, ptr %11, align 8
  %guard3.i21 = load ptr, ptr %11, align 8
  %32 = select i1 %c4, ptr %false_val2.i19, ptr %true_val1.i20, !unpredictable !5
  store ptr %32, ptr %10, align 8
  %drop.i22 = load ptr, ptr %10, align 8
  store ptr %guard3.i21, ptr %guard.i18, align 8
  %t.i23 = load ptr, ptr %guard.i18, align 8
  %_15.i24 = load ptr, ptr %true_val1.i20, align 8
  %_16.i25 = load ptr, ptr %false_val2.i19, align 8
  %33 = select i1 %c4, ptr %_15.i24, ptr %_16.i25, !unpredictable !5
  store ptr %33, ptr %self.i17, align 8
  %_0.i26 = load ptr, ptr %self.i17, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %c5 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_0.i26, ptr align 8 %_0.i46) #14
  store ptr %_0.i26, ptr %true_val1.i10, align 8
  store ptr %_0.i46, ptr %false_val2.i9, align 8
  %34 = select i1 %c5, ptr %true_val1.i10, ptr %false_val2.i9, !unpredictable !5
  store ptr %34, ptr %13, align 8
  %guard3.i11 = load ptr, ptr %13, align 8
  %35 = select i1 %c5, ptr %false_val2.i9, ptr %true_val1.i10, !unpredictable !5
  store ptr %35, ptr %12, align 8
  %drop.i12 = load ptr, ptr %12, align 8
  store ptr %guard3.i11, ptr %guard.i8, align 8
  %t.i13 = load ptr, ptr %guard.i8, align 8
  %_15.i14 = load ptr, ptr %true_val1.i10, align 8
  %_16.i15 = load ptr, ptr %false_val2.i9, align 8
  %36 = select i1 %c5, ptr %_15.i14, ptr %_16.i15, !unpredictable !5
  store ptr %36, ptr %self.i7, align 8
  %_0.i16 = load ptr, ptr %self.i7, align 8
  store ptr %_0.i46, ptr %true_val1.i, align 8
  store ptr %_0.i26, ptr %false_val2.i, align 8
  %37 = select i1 %c5, ptr %true_val1.i, ptr %false_val2.i, !unpredictable !5
  store ptr %37, ptr %15, align 8
  %guard3.i = load ptr, ptr %15, align 8
  %38 = select i1 %c5, ptr %false_val2.i, ptr %true_val1.i, !unpredictable !5
  store ptr %38, ptr %14, align 8
  %drop.i = load ptr, ptr %14, align 8
  store ptr %guard3.i, ptr %guard.i, align 8
  %t.i = load ptr, ptr %guard.i, align 8
  %_15.i = load ptr, ptr %true_val1.i, align 8
  %_16.i = load ptr, ptr %false_val2.i, align 8
  %39 = select i1 %c5, ptr %_15.i, ptr %_16.i, !unpredictable !5
  store ptr %39, ptr %self.i, align 8
  %_0.i = load ptr, ptr %self.i, align 8
  br label %bb14

bb14:                                             ; preds = %start
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_0.i76, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb16

bb16:                                             ; preds = %bb14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %_0.i76, i64 8, i1 false)
  %dst4 = getelementptr inbounds nuw double, ptr %dst, i64 1
  br label %bb17

bb17:                                             ; preds = %bb16
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_0.i16, ptr %dst4, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb19

bb19:                                             ; preds = %bb17
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst4, ptr align 8 %_0.i16, i64 8, i1 false)
  %dst5 = getelementptr inbounds nuw double, ptr %dst, i64 2
  br label %bb20

bb20:                                             ; preds = %bb19
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_0.i, ptr %dst5, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst5, ptr align 8 %_0.i, i64 8, i1 false)
  %dst6 = getelementptr inbounds nuw double, ptr %dst, i64 3
  br label %bb23

bb23:                                             ; preds = %bb22
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_0.i66, ptr %dst6, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb25

bb25:                                             ; preds = %bb23
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst6, ptr align 8 %_0.i66, i64 8, i1 false)
  ret void
}

; core::slice::sort::shared::smallsort::sort8_stable
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr %v_base, ptr %dst, ptr %scratch_base, ptr align 8 %is_less) unnamed_addr #0 {
start:
; call core::slice::sort::shared::smallsort::sort4_stable
  call void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr %v_base, ptr %scratch_base, ptr align 8 %is_less) #15
  %_9 = getelementptr inbounds nuw double, ptr %v_base, i64 4
  %_10 = getelementptr inbounds nuw double, ptr %scratch_base, i64 4
; call core::slice::sort::shared::smallsort::sort4_stable
  call void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr %_9, ptr %_10, ptr align 8 %is_less) #15
; call core::slice::sort::shared::smallsort::bidirectional_merge
  call void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E(ptr align 8 %scratch_base, i64 8, ptr %dst, ptr align 8 %is_less) #15
  ret void
}

; core::slice::sort::shared::smallsort::bidirectional_merge
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E(ptr align 8 %v.0, i64 %v.1, ptr %0, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %src.i4 = alloca [8 x i8], align 8
  %dst.i5 = alloca [8 x i8], align 8
  %right_src.i6 = alloca [8 x i8], align 8
  %left_src.i7 = alloca [8 x i8], align 8
  %1 = alloca [8 x i8], align 8
  %2 = alloca [8 x i8], align 8
  %_16.i = alloca [8 x i8], align 8
  %src.i = alloca [8 x i8], align 8
  %dst.i = alloca [8 x i8], align 8
  %right_src.i = alloca [8 x i8], align 8
  %left_src.i = alloca [8 x i8], align 8
  %3 = alloca [8 x i8], align 8
  %4 = alloca [8 x i8], align 8
  %last_src = alloca [8 x i8], align 8
  %_19 = alloca [24 x i8], align 8
  %dst_rev = alloca [8 x i8], align 8
  %right_rev = alloca [8 x i8], align 8
  %left_rev = alloca [8 x i8], align 8
  %_15 = alloca [24 x i8], align 8
  %right = alloca [8 x i8], align 8
  %left = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %dst = alloca [8 x i8], align 8
  store ptr %0, ptr %dst, align 8
  %len_div_2 = udiv i64 %v.1, 2
  %_7 = icmp ne i64 %len_div_2, 0
  store ptr %v.0, ptr %left, align 8
  %5 = getelementptr inbounds nuw double, ptr %v.0, i64 %len_div_2
  store ptr %5, ptr %right, align 8
  %count = sub i64 %len_div_2, 1
  %6 = getelementptr inbounds nuw double, ptr %v.0, i64 %count
  store ptr %6, ptr %left_rev, align 8
  %count1 = sub i64 %v.1, 1
  %7 = getelementptr inbounds nuw double, ptr %v.0, i64 %count1
  store ptr %7, ptr %right_rev, align 8
  %self = load ptr, ptr %dst, align 8
  %8 = getelementptr inbounds nuw double, ptr %self, i64 %count1
  store ptr %8, ptr %dst_rev, align 8
  store i64 0, ptr %iter, align 8
  %9 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %len_div_2, ptr %9, align 8
  br label %bb1

bb1:                                              ; preds = %_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE.exit, %start
  %_40 = load i64, ptr %iter, align 8
  %10 = getelementptr inbounds i8, ptr %iter, i64 8
  %_41 = load i64, ptr %10, align 8
  %_35 = icmp ult i64 %_40, %_41
  br i1 %_35, label %bb15, label %bb16

bb16:                                             ; preds = %bb1
  %11 = load ptr, ptr %left_rev, align 8
  %12 = getelementptr double, ptr %11, i64 1
  store ptr %12, ptr %4, align 8
  %left_end = load ptr, ptr %4, align 8
  %13 = load ptr, ptr %right_rev, align 8
  %14 = getelementptr double, ptr %13, i64 1
  store ptr %14, ptr %3, align 8
  %right_end = load ptr, ptr %3, align 8
  %_43 = urem i64 %v.1, 2
  %_22 = icmp eq i64 %_43, 0
  br i1 %_22, label %bb4, label %bb5

bb15:                                             ; preds = %bb1
  %old = load i64, ptr %iter, align 8
  br label %bb17

bb5:                                              ; preds = %bb16
  %_24 = load ptr, ptr %left, align 8
  %left_nonempty = icmp ult ptr %_24, %left_end
  br i1 %left_nonempty, label %bb6, label %bb7

bb4:                                              ; preds = %bb16
  br label %bb9

bb7:                                              ; preds = %bb5
  %15 = load ptr, ptr %right, align 8
  store ptr %15, ptr %last_src, align 8
  br label %bb8

bb6:                                              ; preds = %bb5
  %16 = load ptr, ptr %left, align 8
  store ptr %16, ptr %last_src, align 8
  br label %bb8

bb8:                                              ; preds = %bb6, %bb7
  br label %bb21

bb21:                                             ; preds = %bb8
  %_45 = load ptr, ptr %last_src, align 8
  %_46 = load ptr, ptr %dst, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_45, ptr %_46, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb23

bb23:                                             ; preds = %bb21
  %17 = load ptr, ptr %dst, align 8
  %18 = load ptr, ptr %last_src, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %18, i64 8, i1 false)
  %count2 = zext i1 %left_nonempty to i64
  %19 = load ptr, ptr %left, align 8
  %_26 = getelementptr inbounds nuw double, ptr %19, i64 %count2
  store ptr %_26, ptr %left, align 8
  %_30 = xor i1 %left_nonempty, true
  %count3 = zext i1 %_30 to i64
  %20 = load ptr, ptr %right, align 8
  %_28 = getelementptr inbounds nuw double, ptr %20, i64 %count3
  store ptr %_28, ptr %right, align 8
  br label %bb9

bb9:                                              ; preds = %bb4, %bb23
  %21 = load ptr, ptr %left, align 8
  %_31 = icmp ne ptr %21, %left_end
  br i1 %_31, label %bb10, label %bb11

bb11:                                             ; preds = %bb9
  %22 = load ptr, ptr %right, align 8
  %_32 = icmp ne ptr %22, %right_end
  br i1 %_32, label %bb12, label %bb14

bb10:                                             ; preds = %bb9
  br label %bb13

bb14:                                             ; preds = %bb11
  ret void

bb12:                                             ; preds = %bb11
  br label %bb13

bb13:                                             ; preds = %bb10, %bb12
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #16
  unreachable

bb17:                                             ; preds = %bb15
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb18

bb18:                                             ; preds = %bb17
  %_39 = add nuw i64 %old, 1
  store i64 %_39, ptr %iter, align 8
  %23 = load ptr, ptr %left, align 8
  %24 = load ptr, ptr %right, align 8
  %25 = load ptr, ptr %dst, align 8
  store ptr %23, ptr %left_src.i7, align 8
  store ptr %24, ptr %right_src.i6, align 8
  store ptr %25, ptr %dst.i5, align 8
  %_8.i8 = load ptr, ptr %right_src.i6, align 8
  %_9.i9 = load ptr, ptr %left_src.i7, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_6.i10 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_8.i8, ptr align 8 %_9.i9) #14
  %is_l.i11 = xor i1 %_6.i10, true
  br i1 %is_l.i11, label %bb2.i20, label %bb3.i12

bb3.i12:                                          ; preds = %bb18
  %26 = load ptr, ptr %right_src.i6, align 8
  store ptr %26, ptr %src.i4, align 8
  br label %_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E.exit

bb2.i20:                                          ; preds = %bb18
  %27 = load ptr, ptr %left_src.i7, align 8
  store ptr %27, ptr %src.i4, align 8
  br label %_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E.exit

_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E.exit: ; preds = %bb3.i12, %bb2.i20
  %dst1.i13 = load ptr, ptr %dst.i5, align 8
  %_18.i14 = load ptr, ptr %src.i4, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_18.i14, ptr %dst1.i13, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  %28 = load ptr, ptr %src.i4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst1.i13, ptr align 8 %28, i64 8, i1 false)
  %count.i15 = zext i1 %_6.i10 to i64
  %29 = load ptr, ptr %right_src.i6, align 8
  %_12.i16 = getelementptr inbounds nuw double, ptr %29, i64 %count.i15
  store ptr %_12.i16, ptr %right_src.i6, align 8
  %count2.i17 = zext i1 %is_l.i11 to i64
  %30 = load ptr, ptr %left_src.i7, align 8
  %_14.i18 = getelementptr inbounds nuw double, ptr %30, i64 %count2.i17
  store ptr %_14.i18, ptr %left_src.i7, align 8
  %31 = load ptr, ptr %dst.i5, align 8
  %_16.i19 = getelementptr inbounds nuw double, ptr %31, i64 1
  store ptr %_16.i19, ptr %dst.i5, align 8
  %32 = load ptr, ptr %left_src.i7, align 8
  store ptr %32, ptr %_15, align 8
  %33 = load ptr, ptr %right_src.i6, align 8
  %34 = getelementptr inbounds i8, ptr %_15, i64 8
  store ptr %33, ptr %34, align 8
  %35 = load ptr, ptr %dst.i5, align 8
  %36 = getelementptr inbounds i8, ptr %_15, i64 16
  store ptr %35, ptr %36, align 8
  %37 = load ptr, ptr %_15, align 8
  store ptr %37, ptr %left, align 8
  %38 = getelementptr inbounds i8, ptr %_15, i64 8
  %39 = load ptr, ptr %38, align 8
  store ptr %39, ptr %right, align 8
  %40 = getelementptr inbounds i8, ptr %_15, i64 16
  %41 = load ptr, ptr %40, align 8
  store ptr %41, ptr %dst, align 8
  %42 = load ptr, ptr %left_rev, align 8
  %43 = load ptr, ptr %right_rev, align 8
  %44 = load ptr, ptr %dst_rev, align 8
  store ptr %42, ptr %left_src.i, align 8
  store ptr %43, ptr %right_src.i, align 8
  store ptr %44, ptr %dst.i, align 8
  %_8.i = load ptr, ptr %right_src.i, align 8
  %_9.i = load ptr, ptr %left_src.i, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_6.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_8.i, ptr align 8 %_9.i) #14
  %is_l.i = xor i1 %_6.i, true
  br i1 %is_l.i, label %bb2.i, label %bb3.i

bb3.i:                                            ; preds = %_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E.exit
  %45 = load ptr, ptr %left_src.i, align 8
  store ptr %45, ptr %src.i, align 8
  br label %_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE.exit

bb2.i:                                            ; preds = %_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E.exit
  %46 = load ptr, ptr %right_src.i, align 8
  store ptr %46, ptr %src.i, align 8
  br label %_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE.exit

_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE.exit: ; preds = %bb3.i, %bb2.i
  %dst1.i = load ptr, ptr %dst.i, align 8
  %_18.i = load ptr, ptr %src.i, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_18.i, ptr %dst1.i, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  %47 = load ptr, ptr %src.i, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst1.i, ptr align 8 %47, i64 8, i1 false)
  %count.i = zext i1 %is_l.i to i64
  %count2.i = sub i64 0, %count.i
  %48 = load ptr, ptr %right_src.i, align 8
  %49 = getelementptr double, ptr %48, i64 %count2.i
  store ptr %49, ptr %2, align 8
  %_12.i = load ptr, ptr %2, align 8
  store ptr %_12.i, ptr %right_src.i, align 8
  %count3.i = zext i1 %_6.i to i64
  %count4.i = sub i64 0, %count3.i
  %50 = load ptr, ptr %left_src.i, align 8
  %51 = getelementptr double, ptr %50, i64 %count4.i
  store ptr %51, ptr %1, align 8
  %_14.i = load ptr, ptr %1, align 8
  store ptr %_14.i, ptr %left_src.i, align 8
  %52 = load ptr, ptr %dst.i, align 8
  %53 = getelementptr inbounds double, ptr %52, i64 -1
  store ptr %53, ptr %_16.i, align 8
  %54 = load ptr, ptr %_16.i, align 8
  store ptr %54, ptr %dst.i, align 8
  %55 = load ptr, ptr %left_src.i, align 8
  store ptr %55, ptr %_19, align 8
  %56 = load ptr, ptr %right_src.i, align 8
  %57 = getelementptr inbounds i8, ptr %_19, i64 8
  store ptr %56, ptr %57, align 8
  %58 = load ptr, ptr %dst.i, align 8
  %59 = getelementptr inbounds i8, ptr %_19, i64 16
  store ptr %58, ptr %59, align 8
  %60 = load ptr, ptr %_19, align 8
  store ptr %60, ptr %left_rev, align 8
  %61 = getelementptr inbounds i8, ptr %_19, i64 8
  %62 = load ptr, ptr %61, align 8
  store ptr %62, ptr %right_rev, align 8
  %63 = getelementptr inbounds i8, ptr %_19, i64 16
  %64 = load ptr, ptr %63, align 8
  store ptr %64, ptr %dst_rev, align 8
  br label %bb1
}

; core::slice::sort::shared::smallsort::insertion_sort_shift_left
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17haede9761590cd44bE(ptr align 8 %v.0, i64 %v.1, i64 %offset, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %tail = alloca [8 x i8], align 8
  %0 = icmp eq i64 %offset, 0
  br i1 %0, label %bb2, label %bb1

bb2:                                              ; preds = %bb1, %start
  call void @llvm.trap()
  unreachable

bb1:                                              ; preds = %start
  %_5 = icmp ugt i64 %offset, %v.1
  br i1 %_5, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %v_end = getelementptr inbounds nuw double, ptr %v.0, i64 %v.1
  %1 = getelementptr inbounds nuw double, ptr %v.0, i64 %offset
  store ptr %1, ptr %tail, align 8
  br label %bb4

bb4:                                              ; preds = %bb5, %bb3
  %_11 = load ptr, ptr %tail, align 8
  %_10 = icmp ne ptr %_11, %v_end
  br i1 %_10, label %bb5, label %bb7

bb7:                                              ; preds = %bb4
  ret void

bb5:                                              ; preds = %bb4
  %_13 = load ptr, ptr %tail, align 8
; call core::slice::sort::shared::smallsort::insert_tail
  call void @_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E(ptr %v.0, ptr %_13, ptr align 8 %is_less) #15
  %2 = load ptr, ptr %tail, align 8
  %_14 = getelementptr inbounds nuw double, ptr %2, i64 1
  store ptr %_14, ptr %tail, align 8
  br label %bb4
}

; core::slice::sort::shared::smallsort::small_sort_general_with_scratch
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, ptr align 8 %is_less) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_71 = alloca [32 x i8], align 8
  %_70 = alloca [32 x i8], align 8
  %_69 = alloca [32 x i8], align 8
  %_68 = alloca [16 x i8], align 8
  %drop_guard = alloca [24 x i8], align 8
  %_45 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %desired_len = alloca [8 x i8], align 8
  %_36 = alloca [16 x i8], align 8
  %iter = alloca [32 x i8], align 8
  %self = alloca [16 x i8], align 8
  %_33 = alloca [32 x i8], align 8
  %presorted_len = alloca [8 x i8], align 8
  %_5 = icmp ult i64 %v.1, 2
  br i1 %_5, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %_8 = add i64 %v.1, 16
  %_6 = icmp ult i64 %scratch.1, %_8
  br i1 %_6, label %bb3, label %bb4

bb1:                                              ; preds = %start
  br label %bb27

bb4:                                              ; preds = %bb2
  %len_div_2 = udiv i64 %v.1, 2
  br label %bb5

bb3:                                              ; preds = %bb2
  call void @llvm.trap()
  unreachable

bb5:                                              ; preds = %bb4
  %_14 = icmp uge i64 %v.1, 16
  br i1 %_14, label %bb6, label %bb9

bb9:                                              ; preds = %bb5
  %_22 = icmp uge i64 %v.1, 8
  br i1 %_22, label %bb10, label %bb13

bb6:                                              ; preds = %bb5
  %_16 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %v.1
; call core::slice::sort::shared::smallsort::sort8_stable
  call void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr %v.0, ptr %scratch.0, ptr %_16, ptr align 8 %is_less) #15
  %_18 = getelementptr inbounds nuw double, ptr %v.0, i64 %len_div_2
  %_19 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_2
  %count = add i64 %v.1, 8
  %_20 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %count
; call core::slice::sort::shared::smallsort::sort8_stable
  call void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr %_18, ptr %_19, ptr %_20, ptr align 8 %is_less) #15
  store i64 8, ptr %presorted_len, align 8
  br label %bb15

bb13:                                             ; preds = %bb9
  br label %bb31

bb10:                                             ; preds = %bb9
; call core::slice::sort::shared::smallsort::sort4_stable
  call void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr %v.0, ptr %scratch.0, ptr align 8 %is_less) #15
  %_27 = getelementptr inbounds nuw double, ptr %v.0, i64 %len_div_2
  %_28 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_2
; call core::slice::sort::shared::smallsort::sort4_stable
  call void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr %_27, ptr %_28, ptr align 8 %is_less) #15
  store i64 4, ptr %presorted_len, align 8
  br label %bb14

bb31:                                             ; preds = %bb13
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %v.0, ptr %scratch.0, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb33

bb33:                                             ; preds = %bb31
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scratch.0, ptr align 8 %v.0, i64 8, i1 false)
  %_31 = getelementptr inbounds nuw double, ptr %v.0, i64 %len_div_2
  %dst = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_2
  br label %bb34

bb34:                                             ; preds = %bb33
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_31, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb36

bb36:                                             ; preds = %bb34
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %_31, i64 8, i1 false)
  store i64 1, ptr %presorted_len, align 8
  br label %bb14

bb14:                                             ; preds = %bb10, %bb36
  br label %bb15

bb15:                                             ; preds = %bb6, %bb14
  %1 = getelementptr inbounds nuw i64, ptr %self, i64 0
  store i64 0, ptr %1, align 8
  %2 = getelementptr inbounds nuw i64, ptr %self, i64 1
  store i64 %len_div_2, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_68, ptr align 8 %self, i64 16, i1 false)
  store i64 0, ptr %_69, align 8
  %3 = getelementptr inbounds i8, ptr %_69, i64 8
  store i64 2, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %_69, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %_68, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_71, ptr align 8 %_69, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_70, ptr align 8 %_71, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_33, ptr align 8 %_70, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter, ptr align 8 %_33, i64 32, i1 false)
  br label %bb16

bb16:                                             ; preds = %bb39, %bb15
; call core::array::iter::iter_inner::PolymorphicIter<[core::mem::maybe_uninit::MaybeUninit<T>]>::next
  %5 = call { i64, i64 } @"_ZN4core5array4iter10iter_inner78PolymorphicIter$LT$$u5b$core..mem..maybe_uninit..MaybeUninit$LT$T$GT$$u5d$$GT$4next17h34d9b5fdf6c76421E"(ptr align 8 %iter, i64 2) #14
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  store i64 %6, ptr %_36, align 8
  %8 = getelementptr inbounds i8, ptr %_36, i64 8
  store i64 %7, ptr %8, align 8
  br label %bb37

bb37:                                             ; preds = %bb16
  %_38 = load i64, ptr %_36, align 8
  %9 = getelementptr inbounds i8, ptr %_36, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_38 to i1
  br i1 %11, label %bb18, label %bb19

bb18:                                             ; preds = %bb37
  %12 = getelementptr inbounds i8, ptr %_36, i64 8
  %offset = load i64, ptr %12, align 8
  %src = getelementptr inbounds nuw double, ptr %v.0, i64 %offset
  %dst4 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %offset
  %13 = icmp eq i64 %offset, 0
  br i1 %13, label %bb20, label %bb21

bb19:                                             ; preds = %bb37
; call core::ptr::drop_in_place<core::array::iter::IntoIter<usize,2_usize>>
  call void @"_ZN4core3ptr71drop_in_place$LT$core..array..iter..IntoIter$LT$usize$C$2_usize$GT$$GT$17ha16f67749236b3f1E"(ptr align 8 %iter) #15
  store ptr %scratch.0, ptr %drop_guard, align 8
  %14 = getelementptr inbounds i8, ptr %drop_guard, i64 8
  store ptr %v.0, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %drop_guard, i64 16
  store i64 %v.1, ptr %15, align 8
  %data = load ptr, ptr %drop_guard, align 8
  %16 = getelementptr inbounds i8, ptr %drop_guard, i64 16
  %len = load i64, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %drop_guard, i64 8
  %_59 = load ptr, ptr %17, align 8
; call core::slice::sort::shared::smallsort::bidirectional_merge
  call void @_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E(ptr align 8 %data, i64 %len, ptr %_59, ptr align 8 %is_less) #15
  br label %bb26

bb26:                                             ; preds = %bb19
  %t = load ptr, ptr %drop_guard, align 8
  %18 = getelementptr inbounds i8, ptr %drop_guard, i64 8
  %t2 = load ptr, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %drop_guard, i64 16
  %t3 = load i64, ptr %19, align 8
  br label %bb27

bb27:                                             ; preds = %bb1, %bb26
  ret void

bb30:                                             ; No predecessors!
; call core::ptr::drop_in_place<core::slice::sort::shared::smallsort::CopyOnDrop<f64>>
  call void @"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E"(ptr align 8 %drop_guard) #17
  br label %bb29

bb29:                                             ; preds = %bb28, %bb30
  %20 = load ptr, ptr %0, align 8
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = insertvalue { ptr, i32 } poison, ptr %20, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24

bb20:                                             ; preds = %bb18
  store i64 %len_div_2, ptr %desired_len, align 8
  br label %bb22

bb21:                                             ; preds = %bb18
  %25 = sub i64 %v.1, %len_div_2
  store i64 %25, ptr %desired_len, align 8
  br label %bb22

bb22:                                             ; preds = %bb21, %bb20
  %_44 = load i64, ptr %presorted_len, align 8
  store i64 %_44, ptr %iter1, align 8
  %26 = load i64, ptr %desired_len, align 8
  %27 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %26, ptr %27, align 8
  br label %bb23

bb23:                                             ; preds = %bb24, %bb22
  %_79 = load i64, ptr %iter1, align 8
  %28 = getelementptr inbounds i8, ptr %iter1, i64 8
  %_80 = load i64, ptr %28, align 8
  %_74 = icmp ult i64 %_79, %_80
  br i1 %_74, label %bb38, label %bb39

bb39:                                             ; preds = %bb23
  br label %bb16

bb38:                                             ; preds = %bb23
  %old = load i64, ptr %iter1, align 8
  br label %bb40

bb40:                                             ; preds = %bb38
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb41

bb41:                                             ; preds = %bb40
  %_78 = add nuw i64 %old, 1
  store i64 %_78, ptr %iter1, align 8
  %29 = getelementptr inbounds i8, ptr %_45, i64 8
  store i64 %old, ptr %29, align 8
  store i64 1, ptr %_45, align 8
  %30 = getelementptr inbounds i8, ptr %_45, i64 8
  %i = load i64, ptr %30, align 8
  %_49 = getelementptr inbounds nuw double, ptr %src, i64 %i
  %dst5 = getelementptr inbounds nuw double, ptr %dst4, i64 %i
  br label %bb42

bb42:                                             ; preds = %bb41
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_49, ptr %dst5, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb44

bb44:                                             ; preds = %bb42
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst5, ptr align 8 %_49, i64 8, i1 false)
; call core::slice::sort::shared::smallsort::insert_tail
  call void @_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E(ptr %dst4, ptr %dst5, ptr align 8 %is_less) #15
  br label %bb24

bb24:                                             ; preds = %bb44
  br label %bb23

bb17:                                             ; No predecessors!
  unreachable

bb28:                                             ; No predecessors!
; call core::ptr::drop_in_place<core::array::iter::IntoIter<usize,2_usize>>
  call void @"_ZN4core3ptr71drop_in_place$LT$core..array..iter..IntoIter$LT$usize$C$2_usize$GT$$GT$17ha16f67749236b3f1E"(ptr align 8 %iter) #17
  br label %bb29
}

; core::slice::sort::stable::driftsort_main
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6stable14driftsort_main17h14b1c5029d6d4f12E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %is_less) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_24 = alloca [4096 x i8], align 1
  %_23 = alloca [1 x i8], align 1
  %_17 = alloca [24 x i8], align 8
  %stack_scratch = alloca [16 x i8], align 8
  %heap_buf = alloca [24 x i8], align 8
  %stack_buf = alloca [4096 x i8], align 8
  store i8 0, ptr %_23, align 1
  %_9 = udiv i64 %v.1, 2
  %v1 = sub i64 %v.1, %_9
; call core::cmp::Ord::min
  %v2 = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %v.1, i64 1000000) #14
; call core::cmp::Ord::max
  %v11 = call i64 @_ZN4core3cmp3Ord3max17h51912fde7e63567fE(i64 %v1, i64 %v2) #14
; call core::cmp::Ord::max
  %alloc_len = call i64 @_ZN4core3cmp3Ord3max17h51912fde7e63567fE(i64 %v11, i64 48) #14
  call void @llvm.memset.p0.i64(ptr align 1 %_24, i8 undef, i64 4096, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %stack_buf, ptr align 1 %_24, i64 4096, i1 false)
; call core::slice::sort::stable::AlignedStorage<T,_>::as_uninit_slice_mut
  %1 = call { ptr, i64 } @"_ZN4core5slice4sort6stable27AlignedStorage$LT$T$C$_$GT$19as_uninit_slice_mut17h7010e9705cee8346E"(ptr align 8 %stack_buf) #15
  %2 = extractvalue { ptr, i64 } %1, 0
  %3 = extractvalue { ptr, i64 } %1, 1
  store ptr %2, ptr %stack_scratch, align 8
  %4 = getelementptr inbounds i8, ptr %stack_scratch, i64 8
  store i64 %3, ptr %4, align 8
  %5 = load ptr, ptr %stack_scratch, align 8
  %6 = getelementptr inbounds i8, ptr %stack_scratch, i64 8
  %_15 = load i64, ptr %6, align 8
  %_14 = icmp uge i64 %_15, %alloc_len
  br i1 %_14, label %bb3, label %bb4

bb4:                                              ; preds = %start
; call alloc::slice::<impl core::slice::sort::stable::BufGuard<T> for alloc::vec::Vec<T>>::with_capacity
  call void @"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h5c64a91a031e90a4E"(ptr sret([24 x i8]) align 8 %_17, i64 %alloc_len) #15
  br label %bb5

bb3:                                              ; preds = %start
  br label %bb7

bb5:                                              ; preds = %bb4
  store i8 1, ptr %_23, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %heap_buf, ptr align 8 %_17, i64 24, i1 false)
; call alloc::slice::<impl core::slice::sort::stable::BufGuard<T> for alloc::vec::Vec<T>>::as_uninit_slice_mut
  %7 = call { ptr, i64 } @"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$19as_uninit_slice_mut17hf6c8eedc243af895E"(ptr align 8 %heap_buf) #15
  %8 = extractvalue { ptr, i64 } %7, 0
  %9 = extractvalue { ptr, i64 } %7, 1
  store ptr %8, ptr %stack_scratch, align 8
  %10 = getelementptr inbounds i8, ptr %stack_scratch, i64 8
  store i64 %9, ptr %10, align 8
  br label %bb6

bb6:                                              ; preds = %bb5
  br label %bb7

bb7:                                              ; preds = %bb3, %bb6
  br label %bb8

bb8:                                              ; preds = %bb7
  %_20 = mul i64 32, 2
  %eager_sort = icmp ule i64 %v.1, %_20
  %11 = load ptr, ptr %stack_scratch, align 8
  %12 = getelementptr inbounds i8, ptr %stack_scratch, i64 8
  %13 = load i64, ptr %12, align 8
; call core::slice::sort::stable::drift::sort
  call void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %11, i64 %13, i1 zeroext %eager_sort, ptr align 8 %is_less) #15
  br label %bb9

bb9:                                              ; preds = %bb8
  %14 = load i8, ptr %_23, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb12, label %bb10

bb10:                                             ; preds = %bb12, %bb9
  ret void

bb12:                                             ; preds = %bb9
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %heap_buf) #15
  br label %bb10

bb14:                                             ; No predecessors!
  %16 = load i8, ptr %_23, align 1
  %17 = trunc nuw i8 %16 to i1
  br i1 %17, label %bb13, label %bb11

bb11:                                             ; preds = %bb13, %bb14
  %18 = load ptr, ptr %0, align 8
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8
  %21 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

bb13:                                             ; preds = %bb14
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"(ptr align 8 %heap_buf) #17
  br label %bb11
}

; core::slice::sort::stable::AlignedStorage<T,_>::as_uninit_slice_mut
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN4core5slice4sort6stable27AlignedStorage$LT$T$C$_$GT$19as_uninit_slice_mut17h7010e9705cee8346E"(ptr align 8 %self) unnamed_addr #0 {
start:
  br label %bb2

bb2:                                              ; preds = %start
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %self, i64 8, i64 8, i64 512, ptr align 8 @alloc_0edbeaab2e2bcbbd553afd146233921f) #14
  br label %bb4

bb4:                                              ; preds = %bb2
  %0 = insertvalue { ptr, i64 } poison, ptr %self, 0
  %1 = insertvalue { ptr, i64 } %0, i64 512, 1
  ret { ptr, i64 } %1
}

; core::slice::sort::stable::drift::create_run
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, i64 %min_good_run_len, i1 zeroext %eager_sort, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %run_len.i = alloca [8 x i8], align 8
  %_0.i = alloca [16 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %_7 = icmp uge i64 %v.1, %min_good_run_len
  br i1 %_7, label %bb1, label %bb7

bb7:                                              ; preds = %bb6, %start
  br i1 %eager_sort, label %bb8, label %bb11

bb1:                                              ; preds = %start
  %_4.i = icmp ult i64 %v.1, 2
  br i1 %_4.i, label %bb1.i, label %bb2.i

bb2.i:                                            ; preds = %bb1
  store i64 2, ptr %run_len.i, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 1, i64 %v.1, ptr align 8 @alloc_a44304a1f719024c04ff0cb41b053e7e) #14
  %_30.i = icmp ult i64 1, %v.1
  %_28.i = getelementptr inbounds nuw double, ptr %v.0, i64 1
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 0, i64 %v.1, ptr align 8 @alloc_db7902ffb345f68875f125a55948041d) #14
  %_33.i = icmp ult i64 0, %v.1
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %strictly_descending.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_28.i, ptr align 8 %v.0) #14
  br i1 %strictly_descending.i, label %bb4.i, label %bb11.i

bb1.i:                                            ; preds = %bb1
  store i64 %v.1, ptr %_0.i, align 8
  %0 = getelementptr inbounds i8, ptr %_0.i, i64 8
  store i8 0, ptr %0, align 8
  br label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit

bb11.i:                                           ; preds = %bb15.i, %bb2.i
  %_20.i = load i64, ptr %run_len.i, align 8
  %_19.i = icmp ult i64 %_20.i, %v.1
  br i1 %_19.i, label %bb12.i, label %bb16.i

bb4.i:                                            ; preds = %bb7.i, %bb2.i
  %_11.i = load i64, ptr %run_len.i, align 8
  %_10.i = icmp ult i64 %_11.i, %v.1
  br i1 %_10.i, label %bb5.i, label %bb9.i

bb16.i:                                           ; preds = %bb11.i
  br label %bb17.i

bb12.i:                                           ; preds = %bb11.i
  %index.i = load i64, ptr %run_len.i, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 %index.i, i64 %v.1, ptr align 8 @alloc_9da4124957f216573c8da243061f8a70) #14
  %_42.i = icmp ult i64 %index.i, %v.1
  %_40.i = getelementptr inbounds nuw double, ptr %v.0, i64 %index.i
  %_27.i = load i64, ptr %run_len.i, align 8
  %index1.i = sub i64 %_27.i, 1
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 %index1.i, i64 %v.1, ptr align 8 @alloc_229032330bac7d69f8789d9e1d6452be) #14
  %_45.i = icmp ult i64 %index1.i, %v.1
  %_43.i = getelementptr inbounds nuw double, ptr %v.0, i64 %index1.i
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_21.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_40.i, ptr align 8 %_43.i) #14
  br i1 %_21.i, label %bb14.i, label %bb15.i

bb17.i:                                           ; preds = %bb14.i, %bb16.i
  br label %bb18.i

bb15.i:                                           ; preds = %bb12.i
  %1 = load i64, ptr %run_len.i, align 8
  %2 = add i64 %1, 1
  store i64 %2, ptr %run_len.i, align 8
  br label %bb11.i

bb14.i:                                           ; preds = %bb12.i
  br label %bb17.i

bb18.i:                                           ; preds = %bb10.i, %bb17.i
  %3 = load i64, ptr %run_len.i, align 8
  store i64 %3, ptr %_0.i, align 8
  %4 = getelementptr inbounds i8, ptr %_0.i, i64 8
  %5 = zext i1 %strictly_descending.i to i8
  store i8 %5, ptr %4, align 8
  br label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit

bb9.i:                                            ; preds = %bb4.i
  br label %bb10.i

bb5.i:                                            ; preds = %bb4.i
  %index2.i = load i64, ptr %run_len.i, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 %index2.i, i64 %v.1, ptr align 8 @alloc_191f7efe61dba6be0a42f44d783b98d8) #14
  %_36.i = icmp ult i64 %index2.i, %v.1
  %_34.i = getelementptr inbounds nuw double, ptr %v.0, i64 %index2.i
  %_18.i = load i64, ptr %run_len.i, align 8
  %index3.i = sub i64 %_18.i, 1
; call <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
  call void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 %index3.i, i64 %v.1, ptr align 8 @alloc_d96daf0bb4fd001831a9beaccf8b9c97) #14
  %_39.i = icmp ult i64 %index3.i, %v.1
  %_37.i = getelementptr inbounds nuw double, ptr %v.0, i64 %index3.i
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_12.i = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_34.i, ptr align 8 %_37.i) #14
  br i1 %_12.i, label %bb7.i, label %bb8.i

bb10.i:                                           ; preds = %bb8.i, %bb9.i
  br label %bb18.i

bb8.i:                                            ; preds = %bb5.i
  br label %bb10.i

bb7.i:                                            ; preds = %bb5.i
  %6 = load i64, ptr %run_len.i, align 8
  %7 = add i64 %6, 1
  store i64 %7, ptr %run_len.i, align 8
  br label %bb4.i

_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit: ; preds = %bb1.i, %bb18.i
  %8 = load i64, ptr %_0.i, align 8
  %9 = getelementptr inbounds i8, ptr %_0.i, i64 8
  %10 = load i8, ptr %9, align 8
  %11 = trunc nuw i8 %10 to i1
  %12 = insertvalue { i64, i1 } poison, i64 %8, 0
  %13 = insertvalue { i64, i1 } %12, i1 %11, 1
  %_10.0 = extractvalue { i64, i1 } %13, 0
  %_10.1 = extractvalue { i64, i1 } %13, 1
  %_12 = icmp ule i64 %_10.0, %v.1
  %_13 = icmp uge i64 %_10.0, %min_good_run_len
  br i1 %_13, label %bb3, label %bb6

bb6:                                              ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit
  br label %bb7

bb3:                                              ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit
  br i1 %_10.1, label %bb4, label %bb5

bb11:                                             ; preds = %bb7
; call core::cmp::Ord::min
  %length = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %min_good_run_len, i64 %v.1) #14
  %_36 = shl i64 %length, 1
  store i64 %_36, ptr %_0, align 8
  br label %bb12

bb8:                                              ; preds = %bb7
; call core::cmp::Ord::min
  %eager_run_len = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 32, i64 %v.1) #14
  %_32 = icmp ult i64 %eager_run_len, 0
  br i1 %_32, label %bb18, label %bb19

bb12:                                             ; preds = %bb5, %bb16, %bb11
  %14 = load i64, ptr %_0, align 8
  ret i64 %14

bb19:                                             ; preds = %bb8
  %_28 = icmp ule i64 %eager_run_len, %v.1
  br i1 %_28, label %bb16, label %bb17

bb18:                                             ; preds = %bb8
  br label %bb17

bb17:                                             ; preds = %bb18, %bb19
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %eager_run_len, i64 %v.1, ptr align 8 @alloc_d87ec7d097e811fde3dd3f3ef39b7302) #16
  unreachable

bb16:                                             ; preds = %bb19
; call core::slice::sort::stable::quicksort::quicksort
  call void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr align 8 %v.0, i64 %eager_run_len, ptr align 8 %scratch.0, i64 %scratch.1, i32 0, ptr align 8 null, ptr align 8 %is_less) #18
  %_35 = shl i64 %eager_run_len, 1
  %_34 = or i64 %_35, 1
  store i64 %_34, ptr %_0, align 8
  br label %bb12

bb5:                                              ; preds = %bb14, %bb3
  %_27 = shl i64 %_10.0, 1
  %_26 = or i64 %_27, 1
  store i64 %_26, ptr %_0, align 8
  br label %bb12

bb4:                                              ; preds = %bb3
  %_24 = icmp ult i64 %_10.0, 0
  br i1 %_24, label %bb13, label %bb14

bb14:                                             ; preds = %bb4
; call core::slice::<impl [T]>::reverse
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd09309a0e7d70b6cE"(ptr align 8 %v.0, i64 %_10.0) #14
  br label %bb5

bb13:                                             ; preds = %bb4
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %_10.0, i64 %v.1, ptr align 8 @alloc_d754051fccd7030d0a1f06aa838ef53e) #16
  unreachable
}

; core::slice::sort::stable::drift::stable_quicksort
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6stable5drift16stable_quicksort17ha8050dc5c3b40484E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %0 = alloca [4 x i8], align 4
  %_9 = alloca [8 x i8], align 8
  %self = or i64 %v.1, 1
  store i64 %self, ptr %_9, align 8
  %1 = load i64, ptr %_9, align 8
  %2 = icmp eq i64 %1, 0
  %_10 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_10 to i1
  br i1 %3, label %bb4, label %bb3

bb4:                                              ; preds = %start
  %x = load i64, ptr %_9, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %x, i1 true)
  %5 = trunc i64 %4 to i32
  store i32 %5, ptr %0, align 4
  %_13 = load i32, ptr %0, align 4
  %log = sub i32 63, %_13
  %limit = mul i32 2, %log
; call core::slice::sort::stable::quicksort::quicksort
  call void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, i32 %limit, ptr align 8 null, ptr align 8 %is_less) #18
  ret void

bb3:                                              ; preds = %start
; call core::num::int_log10::panic_for_nonpositive_argument
  call void @_RNvNtNtCsgEmfK2I1SDS_4core3num9int_log1030panic_for_nonpositive_argument(ptr align 8 @alloc_491a91527a8fa88881c8fa13fbf30c1d) #19
  unreachable

bb2:                                              ; No predecessors!
  unreachable
}

; core::slice::sort::stable::drift::sort
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, i1 zeroext %eager_sort, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %_0.i = alloca [8 x i8], align 8
  %0 = alloca [4 x i8], align 4
  %prev_run = alloca [8 x i8], align 8
  %desired_depth = alloca [1 x i8], align 1
  %next_run = alloca [8 x i8], align 8
  %scan_idx = alloca [8 x i8], align 8
  %desired_depth_storage = alloca [66 x i8], align 1
  %run_storage = alloca [528 x i8], align 8
  %stack_len = alloca [8 x i8], align 8
  %min_good_run_len = alloca [8 x i8], align 8
  %scale_factor = alloca [8 x i8], align 8
  %_6 = icmp ult i64 %v.1, 2
  br i1 %_6, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %_70 = icmp eq i64 %v.1, 0
  br i1 %_70, label %panic, label %bb24

bb1:                                              ; preds = %start
  br label %bb23

bb24:                                             ; preds = %bb2
  %d = udiv i64 4611686018427387904, %v.1
  %r = urem i64 4611686018427387904, %v.1
  %_72 = icmp ugt i64 %r, 0
  br i1 %_72, label %bb25, label %bb26

panic:                                            ; preds = %bb2
; call core::panicking::panic_const::panic_const_div_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr align 8 @alloc_04862a183f42a4f53f76f97ac6a438d7) #16
  unreachable

bb26:                                             ; preds = %bb24
  store i64 %d, ptr %scale_factor, align 8
  br label %bb27

bb25:                                             ; preds = %bb24
  %1 = add i64 %d, 1
  store i64 %1, ptr %scale_factor, align 8
  br label %bb27

bb27:                                             ; preds = %bb25, %bb26
  %_9 = icmp ule i64 %v.1, 4096
  br i1 %_9, label %bb3, label %bb4

bb4:                                              ; preds = %bb27
; call core::slice::sort::stable::drift::sqrt_approx
  %2 = call i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 %v.1) #15
  store i64 %2, ptr %min_good_run_len, align 8
  br label %bb5

bb3:                                              ; preds = %bb27
  %_11 = udiv i64 %v.1, 2
  %v1 = sub i64 %v.1, %_11
; call core::cmp::Ord::min
  %3 = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %v1, i64 64) #14
  store i64 %3, ptr %min_good_run_len, align 8
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  store i64 0, ptr %stack_len, align 8
  store i64 0, ptr %scan_idx, align 8
  store i64 1, ptr %prev_run, align 8
  br label %bb6

bb6:                                              ; preds = %bb19, %bb5
  %_23 = load i64, ptr %scan_idx, align 8
  %_22 = icmp ult i64 %_23, %v.1
  br i1 %_22, label %bb7, label %bb9

bb9:                                              ; preds = %bb6
  store i64 1, ptr %next_run, align 8
  store i8 0, ptr %desired_depth, align 1
  br label %bb10

bb7:                                              ; preds = %bb6
  %index = load i64, ptr %scan_idx, align 8
  %_75 = icmp ugt i64 %index, %v.1
  br i1 %_75, label %bb29, label %bb30

bb10:                                             ; preds = %bb30, %bb9
  br label %bb11

bb30:                                             ; preds = %bb7
  %new_len = sub nuw i64 %v.1, %index
  %_81 = getelementptr inbounds nuw double, ptr %v.0, i64 %index
  %_27 = load i64, ptr %min_good_run_len, align 8
; call core::slice::sort::stable::drift::create_run
  %4 = call i64 @_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE(ptr align 8 %_81, i64 %new_len, ptr align 8 %scratch.0, i64 %scratch.1, i64 %_27, i1 zeroext %eager_sort, ptr align 8 %is_less) #15
  store i64 %4, ptr %next_run, align 8
  %_30 = load i64, ptr %scan_idx, align 8
  %self = load i64, ptr %prev_run, align 8
  %_31 = lshr i64 %self, 1
  %left = sub i64 %_30, %_31
  %mid = load i64, ptr %scan_idx, align 8
  %_34 = load i64, ptr %scan_idx, align 8
  %self1 = load i64, ptr %next_run, align 8
  %_35 = lshr i64 %self1, 1
  %right = add i64 %_34, %_35
  %scale_factor2 = load i64, ptr %scale_factor, align 8
  %x = add i64 %left, %mid
  %y = add i64 %mid, %right
  %_89 = mul i64 %scale_factor2, %x
  %_90 = mul i64 %scale_factor2, %y
  %self3 = xor i64 %_89, %_90
  %5 = call i64 @llvm.ctlz.i64(i64 %self3, i1 false)
  %6 = trunc i64 %5 to i32
  store i32 %6, ptr %0, align 4
  %_87 = load i32, ptr %0, align 4
  %7 = trunc i32 %_87 to i8
  store i8 %7, ptr %desired_depth, align 1
  br label %bb10

bb29:                                             ; preds = %bb7
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 %index, i64 %v.1, i64 %v.1, ptr align 8 @alloc_9a1aeff89ea90483c497ae2103ba01e5) #16
  unreachable

bb11:                                             ; preds = %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit, %bb10
  %_38 = load i64, ptr %stack_len, align 8
  %_37 = icmp ugt i64 %_38, 1
  br i1 %_37, label %bb12, label %bb16

bb16:                                             ; preds = %bb11
  br label %bb17

bb12:                                             ; preds = %bb11
  %_43 = load i64, ptr %stack_len, align 8
  %count = sub i64 %_43, 1
  %_41 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count
  %_40 = load i8, ptr %_41, align 1
  %_44 = load i8, ptr %desired_depth, align 1
  %_39 = icmp uge i8 %_40, %_44
  br i1 %_39, label %bb13, label %bb15

bb17:                                             ; preds = %bb15, %bb16
  %_58 = load i64, ptr %prev_run, align 8
  %count4 = load i64, ptr %stack_len, align 8
  %_59 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count4
  store i64 %_58, ptr %_59, align 8
  %count5 = load i64, ptr %stack_len, align 8
  %_61 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count5
  %8 = load i8, ptr %desired_depth, align 1
  store i8 %8, ptr %_61, align 1
  %9 = load i64, ptr %stack_len, align 8
  %10 = add i64 %9, 1
  store i64 %10, ptr %stack_len, align 8
  %_64 = load i64, ptr %scan_idx, align 8
  %_63 = icmp uge i64 %_64, %v.1
  br i1 %_63, label %bb18, label %bb19

bb15:                                             ; preds = %bb12
  br label %bb17

bb13:                                             ; preds = %bb12
  %_48 = load i64, ptr %stack_len, align 8
  %count8 = sub i64 %_48, 1
  %_46 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count8
  %left9 = load i64, ptr %_46, align 8
  %_50 = lshr i64 %left9, 1
  %self10 = load i64, ptr %prev_run, align 8
  %_51 = lshr i64 %self10, 1
  %merged_len = add i64 %_50, %_51
  %_53 = load i64, ptr %scan_idx, align 8
  %merge_start_idx = sub i64 %_53, %merged_len
  %index11 = load i64, ptr %scan_idx, align 8
  br label %bb32

bb19:                                             ; preds = %bb17
  %self6 = load i64, ptr %next_run, align 8
  %_65 = lshr i64 %self6, 1
  %11 = load i64, ptr %scan_idx, align 8
  %12 = add i64 %11, %_65
  store i64 %12, ptr %scan_idx, align 8
  %13 = load i64, ptr %next_run, align 8
  store i64 %13, ptr %prev_run, align 8
  br label %bb6

bb18:                                             ; preds = %bb17
  %self7 = load i64, ptr %prev_run, align 8
  %_97 = and i64 %self7, 1
  %14 = icmp eq i64 %_97, 1
  br i1 %14, label %bb20, label %bb21

bb20:                                             ; preds = %bb18
  br label %bb22

bb21:                                             ; preds = %bb18
; call core::slice::sort::stable::drift::stable_quicksort
  call void @_ZN4core5slice4sort6stable5drift16stable_quicksort17ha8050dc5c3b40484E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, ptr align 8 %is_less) #15
  br label %bb22

bb22:                                             ; preds = %bb21, %bb20
  br label %bb23

bb23:                                             ; preds = %bb1, %bb22
  ret void

bb32:                                             ; preds = %bb13
; call <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::get_unchecked_mut::precondition_check
  call void @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$17get_unchecked_mut18precondition_check17hd8112c0394d4d9dbE"(i64 %merge_start_idx, i64 %index11, i64 %v.1, ptr align 8 @alloc_dfb530ddce34753505d74cc26c5b3f8d) #14
  br label %bb33

bb33:                                             ; preds = %bb32
  %new_len12 = sub nuw i64 %index11, %merge_start_idx
  %_96 = getelementptr inbounds nuw double, ptr %v.0, i64 %merge_start_idx
  %_57 = load i64, ptr %prev_run, align 8
  %can_fit_in_scratch.i = icmp ule i64 %new_len12, %scratch.1
  br i1 %can_fit_in_scratch.i, label %bb1.i, label %bb5.i

bb5.i:                                            ; preds = %bb4.i, %bb2.i, %bb33
  %_19.i = and i64 %left9, 1
  %15 = icmp eq i64 %_19.i, 1
  br i1 %15, label %bb6.i, label %bb7.i

bb1.i:                                            ; preds = %bb33
  %_17.i = and i64 %left9, 1
  %16 = icmp eq i64 %_17.i, 1
  br i1 %16, label %bb2.i, label %bb3.i

bb2.i:                                            ; preds = %bb1.i
  br label %bb5.i

bb3.i:                                            ; preds = %bb1.i
  %_18.i = and i64 %_57, 1
  %17 = icmp eq i64 %_18.i, 1
  br i1 %17, label %bb4.i, label %bb13.i

bb4.i:                                            ; preds = %bb3.i
  br label %bb5.i

bb13.i:                                           ; preds = %bb3.i
  %_36.i = shl i64 %new_len12, 1
  store i64 %_36.i, ptr %_0.i, align 8
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit

bb6.i:                                            ; preds = %bb5.i
  br label %bb8.i

bb7.i:                                            ; preds = %bb5.i
  %index.i = lshr i64 %left9, 1
  %_20.i = icmp ule i64 %index.i, %new_len12
  br i1 %_20.i, label %bb15.i, label %bb16.i

bb8.i:                                            ; preds = %bb15.i, %bb6.i
  %_26.i = and i64 %_57, 1
  %18 = icmp eq i64 %_26.i, 1
  br i1 %18, label %bb9.i, label %bb10.i

bb16.i:                                           ; preds = %bb7.i
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %index.i, i64 %new_len12, ptr align 8 @alloc_71b35769825d48d1a7d086ff63601eb3) #16
  unreachable

bb15.i:                                           ; preds = %bb7.i
; call core::slice::sort::stable::drift::stable_quicksort
  call void @_ZN4core5slice4sort6stable5drift16stable_quicksort17ha8050dc5c3b40484E(ptr align 8 %_96, i64 %index.i, ptr align 8 %scratch.0, i64 %scratch.1, ptr align 8 %is_less) #15
  br label %bb8.i

bb9.i:                                            ; preds = %bb8.i
  br label %bb11.i

bb10.i:                                           ; preds = %bb8.i
  %index1.i = lshr i64 %left9, 1
  %_27.i = icmp ugt i64 %index1.i, %new_len12
  br i1 %_27.i, label %bb19.i, label %bb20.i

bb11.i:                                           ; preds = %bb20.i, %bb9.i
  %_16.i = lshr i64 %left9, 1
; call core::slice::sort::stable::merge::merge
  call void @_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E(ptr align 8 %_96, i64 %new_len12, ptr align 8 %scratch.0, i64 %scratch.1, i64 %_16.i, ptr align 8 %is_less) #15
  %_35.i = shl i64 %new_len12, 1
  %_34.i = or i64 %_35.i, 1
  store i64 %_34.i, ptr %_0.i, align 8
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit

bb20.i:                                           ; preds = %bb10.i
  %new_len.i = sub nuw i64 %new_len12, %index1.i
  %_33.i = getelementptr inbounds nuw double, ptr %_96, i64 %index1.i
; call core::slice::sort::stable::drift::stable_quicksort
  call void @_ZN4core5slice4sort6stable5drift16stable_quicksort17ha8050dc5c3b40484E(ptr align 8 %_33.i, i64 %new_len.i, ptr align 8 %scratch.0, i64 %scratch.1, ptr align 8 %is_less) #15
  br label %bb11.i

bb19.i:                                           ; preds = %bb10.i
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 %index1.i, i64 %new_len12, i64 %new_len12, ptr align 8 @alloc_2acc8734dc506681757a5c6d3cddfd30) #16
  unreachable

_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit: ; preds = %bb13.i, %bb11.i
  %19 = load i64, ptr %_0.i, align 8
  store i64 %19, ptr %prev_run, align 8
  %20 = load i64, ptr %stack_len, align 8
  %21 = sub i64 %20, 1
  store i64 %21, ptr %stack_len, align 8
  br label %bb11
}

; core::slice::sort::stable::merge::MergeState<T>::merge_down
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h514d6231df315172E"(ptr align 8 %self, ptr %left_end, ptr %right_end, ptr %0, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %src = alloca [8 x i8], align 8
  %_10 = alloca [8 x i8], align 8
  %right = alloca [8 x i8], align 8
  %left = alloca [8 x i8], align 8
  %out = alloca [8 x i8], align 8
  store ptr %0, ptr %out, align 8
  br label %bb1

bb1:                                              ; preds = %bb8, %start
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %self1 = load ptr, ptr %1, align 8
  br label %bb11

bb11:                                             ; preds = %bb1
  %2 = getelementptr inbounds double, ptr %self1, i64 -1
  store ptr %2, ptr %left, align 8
  br label %bb9

bb9:                                              ; preds = %bb11
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  %self2 = load ptr, ptr %3, align 8
  br label %bb14

bb14:                                             ; preds = %bb9
  %4 = getelementptr inbounds double, ptr %self2, i64 -1
  store ptr %4, ptr %right, align 8
  br label %bb12

bb12:                                             ; preds = %bb14
  br label %bb17

bb17:                                             ; preds = %bb12
  %5 = load ptr, ptr %out, align 8
  %6 = getelementptr inbounds double, ptr %5, i64 -1
  store ptr %6, ptr %_10, align 8
  br label %bb15

bb15:                                             ; preds = %bb17
  %7 = load ptr, ptr %_10, align 8
  store ptr %7, ptr %out, align 8
  %_13 = load ptr, ptr %right, align 8
  %_14 = load ptr, ptr %left, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %consume_left = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_13, ptr align 8 %_14) #14
  br i1 %consume_left, label %bb3, label %bb4

bb4:                                              ; preds = %bb15
  %8 = load ptr, ptr %right, align 8
  store ptr %8, ptr %src, align 8
  br label %bb5

bb3:                                              ; preds = %bb15
  %9 = load ptr, ptr %left, align 8
  store ptr %9, ptr %src, align 8
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %src3 = load ptr, ptr %src, align 8
  %dst = load ptr, ptr %out, align 8
  br label %bb18

bb18:                                             ; preds = %bb5
  %_30 = load ptr, ptr %src, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_30, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb20

bb20:                                             ; preds = %bb18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src3, i64 8, i1 false)
  %_20 = xor i1 %consume_left, true
  %count = zext i1 %_20 to i64
  %10 = load ptr, ptr %left, align 8
  %_18 = getelementptr inbounds nuw double, ptr %10, i64 %count
  %11 = getelementptr inbounds i8, ptr %self, i64 16
  store ptr %_18, ptr %11, align 8
  %count4 = zext i1 %consume_left to i64
  %12 = load ptr, ptr %right, align 8
  %_21 = getelementptr inbounds nuw double, ptr %12, i64 %count4
  %13 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %_21, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %self, i64 16
  %_25 = load ptr, ptr %14, align 8
  %_23 = icmp eq ptr %_25, %left_end
  br i1 %_23, label %bb7, label %bb6

bb6:                                              ; preds = %bb20
  %15 = getelementptr inbounds i8, ptr %self, i64 8
  %_28 = load ptr, ptr %15, align 8
  %_26 = icmp eq ptr %_28, %right_end
  br i1 %_26, label %bb7, label %bb8

bb7:                                              ; preds = %bb6, %bb20
  ret void

bb8:                                              ; preds = %bb6
  br label %bb1

bb10:                                             ; No predecessors!
  unreachable

bb13:                                             ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  unreachable
}

; core::slice::sort::stable::merge::MergeState<T>::merge_up
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h89357599ac1458e0E"(ptr align 8 %self, ptr %0, ptr %right_end, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %src = alloca [8 x i8], align 8
  %right = alloca [8 x i8], align 8
  store ptr %0, ptr %right, align 8
  br label %bb1

bb1:                                              ; preds = %bb12, %start
  %_8 = load ptr, ptr %self, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_9 = load ptr, ptr %1, align 8
  %_7 = icmp ne ptr %_8, %_9
  br i1 %_7, label %bb2, label %bb8

bb8:                                              ; preds = %bb1
  br label %bb9

bb2:                                              ; preds = %bb1
  %_11 = load ptr, ptr %right, align 8
  %_10 = icmp ne ptr %_11, %right_end
  br i1 %_10, label %bb3, label %bb9

bb9:                                              ; preds = %bb2, %bb8
  ret void

bb3:                                              ; preds = %bb2
  %_15 = load ptr, ptr %right, align 8
  %_27 = load ptr, ptr %self, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_13 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_15, ptr align 8 %_27) #14
  %consume_left = xor i1 %_13, true
  br i1 %consume_left, label %bb5, label %bb6

bb6:                                              ; preds = %bb3
  %2 = load ptr, ptr %right, align 8
  store ptr %2, ptr %src, align 8
  br label %bb7

bb5:                                              ; preds = %bb3
  %_18 = load ptr, ptr %self, align 8
  store ptr %_18, ptr %src, align 8
  br label %bb7

bb7:                                              ; preds = %bb5, %bb6
  %3 = getelementptr inbounds i8, ptr %self, i64 16
  %dst = load ptr, ptr %3, align 8
  br label %bb10

bb10:                                             ; preds = %bb7
  %_29 = load ptr, ptr %src, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_29, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb12

bb12:                                             ; preds = %bb10
  %4 = load ptr, ptr %src, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %4, i64 8, i1 false)
  %self1 = load ptr, ptr %self, align 8
  %count = zext i1 %consume_left to i64
  %_20 = getelementptr inbounds nuw double, ptr %self1, i64 %count
  store ptr %_20, ptr %self, align 8
  %count2 = zext i1 %_13 to i64
  %5 = load ptr, ptr %right, align 8
  %_23 = getelementptr inbounds nuw double, ptr %5, i64 %count2
  store ptr %_23, ptr %right, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 16
  %self3 = load ptr, ptr %6, align 8
  %_25 = getelementptr inbounds nuw double, ptr %self3, i64 1
  %7 = getelementptr inbounds i8, ptr %self, i64 16
  store ptr %_25, ptr %7, align 8
  br label %bb1
}

; core::slice::sort::stable::merge::merge
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, i64 %0, ptr align 8 %is_less) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %merge_state = alloca [24 x i8], align 8
  %v_base = alloca [8 x i8], align 8
  %mid = alloca [8 x i8], align 8
  store i64 %0, ptr %mid, align 8
  %2 = load i64, ptr %mid, align 8
  %3 = icmp eq i64 %2, 0
  br i1 %3, label %bb4, label %bb1

bb4:                                              ; preds = %bb3, %bb1, %start
  br label %bb18

bb1:                                              ; preds = %start
  %4 = load i64, ptr %mid, align 8
  %_6 = icmp uge i64 %4, %v.1
  br i1 %_6, label %bb4, label %bb2

bb2:                                              ; preds = %bb1
  %5 = load i64, ptr %mid, align 8
  %right_len = sub i64 %v.1, %5
  %6 = load i64, ptr %mid, align 8
; call core::cmp::Ord::min
  %_9 = call i64 @_ZN4core3cmp3Ord3min17hdd1f21b1f460bfd7E(i64 %6, i64 %right_len) #14
  %_7 = icmp ult i64 %scratch.1, %_9
  br i1 %_7, label %bb3, label %bb5

bb5:                                              ; preds = %bb2
  store ptr %v.0, ptr %v_base, align 8
  %7 = load ptr, ptr %v_base, align 8
  %8 = load i64, ptr %mid, align 8
  %v_mid = getelementptr inbounds nuw double, ptr %7, i64 %8
  %9 = load ptr, ptr %v_base, align 8
  %v_end = getelementptr inbounds nuw double, ptr %9, i64 %v.1
  %10 = load i64, ptr %mid, align 8
  %left_is_shorter = icmp ule i64 %10, %right_len
  br i1 %left_is_shorter, label %bb6, label %bb7

bb3:                                              ; preds = %bb2
  br label %bb4

bb7:                                              ; preds = %bb5
  store ptr %v_mid, ptr %v_base, align 8
  br label %bb8

bb6:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb6, %bb7
  br i1 %left_is_shorter, label %bb9, label %bb10

bb10:                                             ; preds = %bb8
  store i64 %right_len, ptr %mid, align 8
  br label %bb11

bb9:                                              ; preds = %bb8
  br label %bb11

bb11:                                             ; preds = %bb9, %bb10
  %_18 = load ptr, ptr %v_base, align 8
  %count = load i64, ptr %mid, align 8
  br label %bb22

bb22:                                             ; preds = %bb11
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_18, ptr %scratch.0, i64 8, i64 8, i64 %count, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb24

bb24:                                             ; preds = %bb22
  %11 = mul i64 %count, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %scratch.0, ptr align 8 %_18, i64 %11, i1 false)
  %12 = load i64, ptr %mid, align 8
  %_21 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %12
  store ptr %scratch.0, ptr %merge_state, align 8
  %13 = getelementptr inbounds i8, ptr %merge_state, i64 8
  store ptr %_21, ptr %13, align 8
  %14 = load ptr, ptr %v_base, align 8
  %15 = getelementptr inbounds i8, ptr %merge_state, i64 16
  store ptr %14, ptr %15, align 8
  br i1 %left_is_shorter, label %bb12, label %bb14

bb14:                                             ; preds = %bb24
; call core::slice::sort::stable::merge::MergeState<T>::merge_down
  call void @"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h514d6231df315172E"(ptr align 8 %merge_state, ptr %v.0, ptr %scratch.0, ptr %v_end, ptr align 8 %is_less) #15
  br label %bb15

bb12:                                             ; preds = %bb24
; call core::slice::sort::stable::merge::MergeState<T>::merge_up
  call void @"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h89357599ac1458e0E"(ptr align 8 %merge_state, ptr %v_mid, ptr %v_end, ptr align 8 %is_less) #15
  br label %bb13

bb15:                                             ; preds = %bb14
  br label %bb16

bb16:                                             ; preds = %bb13, %bb15
; call core::ptr::drop_in_place<core::slice::sort::stable::merge::MergeState<f64>>
  call void @"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E"(ptr align 8 %merge_state) #15
  br label %bb18

bb13:                                             ; preds = %bb12
  br label %bb16

bb18:                                             ; preds = %bb4, %bb16
  ret void

bb19:                                             ; No predecessors!
; call core::ptr::drop_in_place<core::slice::sort::stable::merge::MergeState<f64>>
  call void @"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E"(ptr align 8 %merge_state) #17
  %16 = load ptr, ptr %1, align 8
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20
}

; core::slice::sort::stable::quicksort::stable_partition
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, i64 %0, i1 zeroext %pivot_goes_left, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %1 = alloca [8 x i8], align 8
  %_65 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %pivot_in_scratch = alloca [8 x i8], align 8
  %state = alloca [32 x i8], align 8
  %b = alloca [1 x i8], align 1
  %pivot_pos = alloca [8 x i8], align 8
  store i64 %0, ptr %pivot_pos, align 8
  %_8 = icmp ult i64 %scratch.1, %v.1
  br i1 %_8, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %2 = load i64, ptr %pivot_pos, align 8
  %3 = icmp uge i64 %2, %v.1
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %b, align 1
  %5 = load i8, ptr %b, align 1
  %6 = trunc nuw i8 %5 to i1
  br i1 %6, label %bb28, label %bb30

bb1:                                              ; preds = %start
  store i8 1, ptr %b, align 1
  br label %bb28

bb30:                                             ; preds = %bb2
  %7 = load i64, ptr %pivot_pos, align 8
  %pivot = getelementptr inbounds nuw double, ptr %v.0, i64 %7
  %_83 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %v.1
  store ptr %scratch.0, ptr %state, align 8
  %8 = getelementptr inbounds i8, ptr %state, i64 8
  store ptr %v.0, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %state, i64 16
  store i64 0, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %state, i64 24
  store ptr %_83, ptr %10, align 8
  store ptr null, ptr %pivot_in_scratch, align 8
  br label %bb3

bb28:                                             ; preds = %bb1, %bb2
  call void @llvm.trap()
  unreachable

bb3:                                              ; preds = %bb23, %bb30
  br label %bb4

bb4:                                              ; preds = %bb3
  %self = load i64, ptr %pivot_pos, align 8
  %11 = call i64 @llvm.usub.sat.i64(i64 %self, i64 3)
  store i64 %11, ptr %1, align 8
  %count = load i64, ptr %1, align 8
  %unroll_end = getelementptr inbounds nuw double, ptr %v.0, i64 %count
  br label %bb5

bb5:                                              ; preds = %bb6, %bb4
  %12 = getelementptr inbounds i8, ptr %state, i64 8
  %_20 = load ptr, ptr %12, align 8
  %_19 = icmp ult ptr %_20, %unroll_end
  br i1 %_19, label %bb6, label %bb15

bb15:                                             ; preds = %bb5
  br label %bb16

bb6:                                              ; preds = %bb5
  %13 = getelementptr inbounds i8, ptr %state, i64 8
  %_75 = load ptr, ptr %13, align 8
; call core::slice::sort::stable::quicksort::quicksort::{{closure}}
  %_23 = call zeroext i1 @"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"(ptr align 8 %is_less, ptr align 8 %_75, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_21 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_23) #15
  %14 = getelementptr inbounds i8, ptr %state, i64 8
  %_76 = load ptr, ptr %14, align 8
; call core::slice::sort::stable::quicksort::quicksort::{{closure}}
  %_29 = call zeroext i1 @"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"(ptr align 8 %is_less, ptr align 8 %_76, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_27 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_29) #15
  %15 = getelementptr inbounds i8, ptr %state, i64 8
  %_77 = load ptr, ptr %15, align 8
; call core::slice::sort::stable::quicksort::quicksort::{{closure}}
  %_35 = call zeroext i1 @"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"(ptr align 8 %is_less, ptr align 8 %_77, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_33 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_35) #15
  %16 = getelementptr inbounds i8, ptr %state, i64 8
  %_78 = load ptr, ptr %16, align 8
; call core::slice::sort::stable::quicksort::quicksort::{{closure}}
  %_41 = call zeroext i1 @"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"(ptr align 8 %is_less, ptr align 8 %_78, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_39 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_41) #15
  br label %bb5

bb16:                                             ; preds = %bb15
  %count1 = load i64, ptr %pivot_pos, align 8
  %loop_end = getelementptr inbounds nuw double, ptr %v.0, i64 %count1
  br label %bb17

bb17:                                             ; preds = %bb18, %bb16
  %17 = getelementptr inbounds i8, ptr %state, i64 8
  %_48 = load ptr, ptr %17, align 8
  %_47 = icmp ult ptr %_48, %loop_end
  br i1 %_47, label %bb18, label %bb21

bb21:                                             ; preds = %bb17
  %18 = load i64, ptr %pivot_pos, align 8
  %_55 = icmp eq i64 %18, %v.1
  br i1 %_55, label %bb22, label %bb23

bb18:                                             ; preds = %bb17
  %19 = getelementptr inbounds i8, ptr %state, i64 8
  %_79 = load ptr, ptr %19, align 8
; call core::slice::sort::stable::quicksort::quicksort::{{closure}}
  %_51 = call zeroext i1 @"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"(ptr align 8 %is_less, ptr align 8 %_79, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_49 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_51) #15
  br label %bb17

bb23:                                             ; preds = %bb21
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %20 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %pivot_goes_left) #15
  store ptr %20, ptr %pivot_in_scratch, align 8
  store i64 %v.1, ptr %pivot_pos, align 8
  br label %bb3

bb22:                                             ; preds = %bb21
; call <T as core::slice::sort::stable::quicksort::IsFreeze>::is_freeze
  %_84 = call zeroext i1 @"_ZN68_$LT$T$u20$as$u20$core..slice..sort..stable..quicksort..IsFreeze$GT$9is_freeze17h541a667258f3323fE"() #15
  %_58 = xor i1 %_84, true
  br i1 %_58, label %bb25, label %bb26

bb26:                                             ; preds = %bb35, %bb22
  %21 = getelementptr inbounds i8, ptr %state, i64 16
  %count2 = load i64, ptr %21, align 8
  br label %bb36

bb25:                                             ; preds = %bb22
  br label %bb33

bb33:                                             ; preds = %bb25
  %_87 = load ptr, ptr %pivot_in_scratch, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %pivot, ptr %_87, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb35

bb35:                                             ; preds = %bb33
  %22 = load ptr, ptr %pivot_in_scratch, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %pivot, i64 8, i1 false)
  br label %bb26

bb36:                                             ; preds = %bb26
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %scratch.0, ptr %v.0, i64 8, i64 8, i64 %count2, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb38

bb38:                                             ; preds = %bb36
  %23 = mul i64 %count2, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %v.0, ptr align 8 %scratch.0, i64 %23, i1 false)
  %24 = getelementptr inbounds i8, ptr %state, i64 16
  %_64 = load i64, ptr %24, align 8
  %_63 = sub i64 %v.1, %_64
  store i64 0, ptr %iter, align 8
  %25 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_63, ptr %25, align 8
  br label %bb27

bb27:                                             ; preds = %bb45, %bb38
  %_97 = load i64, ptr %iter, align 8
  %26 = getelementptr inbounds i8, ptr %iter, i64 8
  %_98 = load i64, ptr %26, align 8
  %_92 = icmp ult i64 %_97, %_98
  br i1 %_92, label %bb39, label %bb40

bb40:                                             ; preds = %bb27
  %27 = getelementptr inbounds i8, ptr %state, i64 16
  %_0 = load i64, ptr %27, align 8
  ret i64 %_0

bb39:                                             ; preds = %bb27
  %old = load i64, ptr %iter, align 8
  br label %bb41

bb41:                                             ; preds = %bb39
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb42

bb42:                                             ; preds = %bb41
  %_96 = add nuw i64 %old, 1
  store i64 %_96, ptr %iter, align 8
  %28 = getelementptr inbounds i8, ptr %_65, i64 8
  store i64 %old, ptr %28, align 8
  store i64 1, ptr %_65, align 8
  %29 = getelementptr inbounds i8, ptr %_65, i64 8
  %i = load i64, ptr %29, align 8
  %_71 = sub i64 %v.1, 1
  %count3 = sub i64 %_71, %i
  %_69 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %count3
  %30 = getelementptr inbounds i8, ptr %state, i64 16
  %_74 = load i64, ptr %30, align 8
  %count4 = add i64 %_74, %i
  %dst = getelementptr inbounds nuw double, ptr %v.0, i64 %count4
  br label %bb43

bb43:                                             ; preds = %bb42
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_69, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb45

bb45:                                             ; preds = %bb43
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %_69, i64 8, i1 false)
  br label %bb27
}

; core::slice::sort::stable::quicksort::stable_partition
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %scratch.0, i64 %scratch.1, i64 %0, i1 zeroext %pivot_goes_left, ptr align 8 %is_less) unnamed_addr #0 {
start:
  %1 = alloca [8 x i8], align 8
  %_65 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %pivot_in_scratch = alloca [8 x i8], align 8
  %state = alloca [32 x i8], align 8
  %b = alloca [1 x i8], align 1
  %pivot_pos = alloca [8 x i8], align 8
  store i64 %0, ptr %pivot_pos, align 8
  %_8 = icmp ult i64 %scratch.1, %v.1
  br i1 %_8, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %2 = load i64, ptr %pivot_pos, align 8
  %3 = icmp uge i64 %2, %v.1
  %4 = zext i1 %3 to i8
  store i8 %4, ptr %b, align 1
  %5 = load i8, ptr %b, align 1
  %6 = trunc nuw i8 %5 to i1
  br i1 %6, label %bb28, label %bb30

bb1:                                              ; preds = %start
  store i8 1, ptr %b, align 1
  br label %bb28

bb30:                                             ; preds = %bb2
  %7 = load i64, ptr %pivot_pos, align 8
  %pivot = getelementptr inbounds nuw double, ptr %v.0, i64 %7
  %_83 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %v.1
  store ptr %scratch.0, ptr %state, align 8
  %8 = getelementptr inbounds i8, ptr %state, i64 8
  store ptr %v.0, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %state, i64 16
  store i64 0, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %state, i64 24
  store ptr %_83, ptr %10, align 8
  store ptr null, ptr %pivot_in_scratch, align 8
  br label %bb3

bb28:                                             ; preds = %bb1, %bb2
  call void @llvm.trap()
  unreachable

bb3:                                              ; preds = %bb23, %bb30
  br label %bb4

bb4:                                              ; preds = %bb3
  %self = load i64, ptr %pivot_pos, align 8
  %11 = call i64 @llvm.usub.sat.i64(i64 %self, i64 3)
  store i64 %11, ptr %1, align 8
  %count = load i64, ptr %1, align 8
  %unroll_end = getelementptr inbounds nuw double, ptr %v.0, i64 %count
  br label %bb5

bb5:                                              ; preds = %bb6, %bb4
  %12 = getelementptr inbounds i8, ptr %state, i64 8
  %_20 = load ptr, ptr %12, align 8
  %_19 = icmp ult ptr %_20, %unroll_end
  br i1 %_19, label %bb6, label %bb15

bb15:                                             ; preds = %bb5
  br label %bb16

bb6:                                              ; preds = %bb5
  %13 = getelementptr inbounds i8, ptr %state, i64 8
  %_75 = load ptr, ptr %13, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_23 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_75, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_21 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_23) #15
  %14 = getelementptr inbounds i8, ptr %state, i64 8
  %_76 = load ptr, ptr %14, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_29 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_76, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_27 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_29) #15
  %15 = getelementptr inbounds i8, ptr %state, i64 8
  %_77 = load ptr, ptr %15, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_35 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_77, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_33 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_35) #15
  %16 = getelementptr inbounds i8, ptr %state, i64 8
  %_78 = load ptr, ptr %16, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_41 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_78, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_39 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_41) #15
  br label %bb5

bb16:                                             ; preds = %bb15
  %count1 = load i64, ptr %pivot_pos, align 8
  %loop_end = getelementptr inbounds nuw double, ptr %v.0, i64 %count1
  br label %bb17

bb17:                                             ; preds = %bb18, %bb16
  %17 = getelementptr inbounds i8, ptr %state, i64 8
  %_48 = load ptr, ptr %17, align 8
  %_47 = icmp ult ptr %_48, %loop_end
  br i1 %_47, label %bb18, label %bb21

bb21:                                             ; preds = %bb17
  %18 = load i64, ptr %pivot_pos, align 8
  %_55 = icmp eq i64 %18, %v.1
  br i1 %_55, label %bb22, label %bb23

bb18:                                             ; preds = %bb17
  %19 = getelementptr inbounds i8, ptr %state, i64 8
  %_79 = load ptr, ptr %19, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_51 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %_79, ptr align 8 %pivot) #14
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %_49 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %_51) #15
  br label %bb17

bb23:                                             ; preds = %bb21
; call core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
  %20 = call ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %state, i1 zeroext %pivot_goes_left) #15
  store ptr %20, ptr %pivot_in_scratch, align 8
  store i64 %v.1, ptr %pivot_pos, align 8
  br label %bb3

bb22:                                             ; preds = %bb21
; call <T as core::slice::sort::stable::quicksort::IsFreeze>::is_freeze
  %_84 = call zeroext i1 @"_ZN68_$LT$T$u20$as$u20$core..slice..sort..stable..quicksort..IsFreeze$GT$9is_freeze17h541a667258f3323fE"() #15
  %_58 = xor i1 %_84, true
  br i1 %_58, label %bb25, label %bb26

bb26:                                             ; preds = %bb35, %bb22
  %21 = getelementptr inbounds i8, ptr %state, i64 16
  %count2 = load i64, ptr %21, align 8
  br label %bb36

bb25:                                             ; preds = %bb22
  br label %bb33

bb33:                                             ; preds = %bb25
  %_87 = load ptr, ptr %pivot_in_scratch, align 8
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %pivot, ptr %_87, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb35

bb35:                                             ; preds = %bb33
  %22 = load ptr, ptr %pivot_in_scratch, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %pivot, i64 8, i1 false)
  br label %bb26

bb36:                                             ; preds = %bb26
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %scratch.0, ptr %v.0, i64 8, i64 8, i64 %count2, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb38

bb38:                                             ; preds = %bb36
  %23 = mul i64 %count2, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %v.0, ptr align 8 %scratch.0, i64 %23, i1 false)
  %24 = getelementptr inbounds i8, ptr %state, i64 16
  %_64 = load i64, ptr %24, align 8
  %_63 = sub i64 %v.1, %_64
  store i64 0, ptr %iter, align 8
  %25 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_63, ptr %25, align 8
  br label %bb27

bb27:                                             ; preds = %bb45, %bb38
  %_97 = load i64, ptr %iter, align 8
  %26 = getelementptr inbounds i8, ptr %iter, i64 8
  %_98 = load i64, ptr %26, align 8
  %_92 = icmp ult i64 %_97, %_98
  br i1 %_92, label %bb39, label %bb40

bb40:                                             ; preds = %bb27
  %27 = getelementptr inbounds i8, ptr %state, i64 16
  %_0 = load i64, ptr %27, align 8
  ret i64 %_0

bb39:                                             ; preds = %bb27
  %old = load i64, ptr %iter, align 8
  br label %bb41

bb41:                                             ; preds = %bb39
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #14
  br label %bb42

bb42:                                             ; preds = %bb41
  %_96 = add nuw i64 %old, 1
  store i64 %_96, ptr %iter, align 8
  %28 = getelementptr inbounds i8, ptr %_65, i64 8
  store i64 %old, ptr %28, align 8
  store i64 1, ptr %_65, align 8
  %29 = getelementptr inbounds i8, ptr %_65, i64 8
  %i = load i64, ptr %29, align 8
  %_71 = sub i64 %v.1, 1
  %count3 = sub i64 %_71, %i
  %_69 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %count3
  %30 = getelementptr inbounds i8, ptr %state, i64 16
  %_74 = load i64, ptr %30, align 8
  %count4 = add i64 %_74, %i
  %dst = getelementptr inbounds nuw double, ptr %v.0, i64 %count4
  br label %bb43

bb43:                                             ; preds = %bb42
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_69, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb45

bb45:                                             ; preds = %bb43
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %_69, i64 8, i1 false)
  br label %bb27
}

; core::slice::sort::stable::quicksort::PartitionState<T>::partition_one
; Function Attrs: nounwind nonlazybind uwtable
define internal ptr @"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"(ptr align 8 %self, i1 zeroext %towards_left) unnamed_addr #0 {
start:
  %dst_base = alloca [8 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %self1 = load ptr, ptr %0, align 8
  br label %bb6

bb6:                                              ; preds = %start
  %1 = getelementptr inbounds double, ptr %self1, i64 -1
  store ptr %1, ptr %_3, align 8
  br label %bb4

bb4:                                              ; preds = %bb6
  %2 = getelementptr inbounds i8, ptr %self, i64 24
  %3 = load ptr, ptr %_3, align 8
  store ptr %3, ptr %2, align 8
  br i1 %towards_left, label %bb1, label %bb2

bb2:                                              ; preds = %bb4
  %4 = getelementptr inbounds i8, ptr %self, i64 24
  %5 = load ptr, ptr %4, align 8
  store ptr %5, ptr %dst_base, align 8
  br label %bb3

bb1:                                              ; preds = %bb4
  %6 = load ptr, ptr %self, align 8
  store ptr %6, ptr %dst_base, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  %7 = getelementptr inbounds i8, ptr %self, i64 16
  %count = load i64, ptr %7, align 8
  %8 = load ptr, ptr %dst_base, align 8
  %dst = getelementptr inbounds nuw double, ptr %8, i64 %count
  %9 = getelementptr inbounds i8, ptr %self, i64 8
  %src = load ptr, ptr %9, align 8
  br label %bb7

bb7:                                              ; preds = %bb3
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %src, ptr %dst, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb9

bb9:                                              ; preds = %bb7
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 8, i1 false)
  %_8 = zext i1 %towards_left to i64
  %10 = getelementptr inbounds i8, ptr %self, i64 16
  %11 = getelementptr inbounds i8, ptr %self, i64 16
  %12 = load i64, ptr %11, align 8
  %13 = add i64 %12, %_8
  store i64 %13, ptr %10, align 8
  %14 = getelementptr inbounds i8, ptr %self, i64 8
  %self2 = load ptr, ptr %14, align 8
  %_9 = getelementptr inbounds nuw double, ptr %self2, i64 1
  %15 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %_9, ptr %15, align 8
  ret ptr %dst

bb5:                                              ; No predecessors!
  unreachable
}

; core::slice::sort::stable::quicksort::quicksort
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr align 8 %0, i64 %1, ptr align 8 %scratch.0, i64 %scratch.1, i32 %2, ptr align 8 %3, ptr align 8 %is_less) unnamed_addr #2 {
start:
  %_43 = alloca [32 x i8], align 8
  %_41 = alloca [8 x i8], align 8
  %left_partition_len = alloca [8 x i8], align 8
  %perform_equal_partition = alloca [1 x i8], align 1
  %pivot_ref = alloca [8 x i8], align 8
  %pivot_copy = alloca [8 x i8], align 8
  %left_ancestor_pivot = alloca [8 x i8], align 8
  %limit = alloca [4 x i8], align 4
  %v = alloca [16 x i8], align 8
  store ptr %0, ptr %v, align 8
  %4 = getelementptr inbounds i8, ptr %v, i64 8
  store i64 %1, ptr %4, align 8
  store i32 %2, ptr %limit, align 4
  store ptr %3, ptr %left_ancestor_pivot, align 8
  br label %bb1

bb1:                                              ; preds = %bb28, %bb19, %start
  %_7.0 = load ptr, ptr %v, align 8
  %5 = getelementptr inbounds i8, ptr %v, i64 8
  %_7.1 = load i64, ptr %5, align 8
  %_8 = icmp ule i64 %_7.1, 32
  br i1 %_8, label %bb3, label %bb5

bb5:                                              ; preds = %bb1
  %_11 = load i32, ptr %limit, align 4
  %6 = icmp eq i32 %_11, 0
  br i1 %6, label %bb6, label %bb7

bb3:                                              ; preds = %bb1
  %7 = load ptr, ptr %v, align 8
  %8 = getelementptr inbounds i8, ptr %v, i64 8
  %9 = load i64, ptr %8, align 8
; call core::slice::sort::shared::smallsort::small_sort_general_with_scratch
  call void @_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E(ptr align 8 %7, i64 %9, ptr align 8 %scratch.0, i64 %scratch.1, ptr align 8 %is_less) #15
  br label %bb22

bb6:                                              ; preds = %bb5
  %10 = load ptr, ptr %v, align 8
  %11 = getelementptr inbounds i8, ptr %v, i64 8
  %12 = load i64, ptr %11, align 8
; call core::slice::sort::stable::drift::sort
  call void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr align 8 %10, i64 %12, ptr align 8 %scratch.0, i64 %scratch.1, i1 zeroext true, ptr align 8 %is_less) #15
  br label %bb22

bb7:                                              ; preds = %bb5
  %13 = load i32, ptr %limit, align 4
  %14 = sub i32 %13, 1
  store i32 %14, ptr %limit, align 4
  %_14.0 = load ptr, ptr %v, align 8
  %15 = getelementptr inbounds i8, ptr %v, i64 8
  %_14.1 = load i64, ptr %15, align 8
; call core::slice::sort::shared::pivot::choose_pivot
  %pivot_pos = call i64 @_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE(ptr align 8 %_14.0, i64 %_14.1, ptr align 8 %is_less) #14
  %_18.0 = load ptr, ptr %v, align 8
  %16 = getelementptr inbounds i8, ptr %v, i64 8
  %_18.1 = load i64, ptr %16, align 8
  %_20 = icmp ult i64 %pivot_pos, %_18.1
  br i1 %_20, label %bb10, label %panic

bb22:                                             ; preds = %bb3, %bb6
  ret void

bb10:                                             ; preds = %bb7
  %17 = load ptr, ptr %v, align 8
  %18 = getelementptr inbounds i8, ptr %v, i64 8
  %19 = load i64, ptr %18, align 8
  %self = getelementptr inbounds nuw double, ptr %17, i64 %pivot_pos
  %20 = load double, ptr %self, align 8
  store double %20, ptr %pivot_copy, align 8
; call <T as core::slice::sort::stable::quicksort::IsFreeze>::is_freeze
  %self1 = call zeroext i1 @"_ZN68_$LT$T$u20$as$u20$core..slice..sort..stable..quicksort..IsFreeze$GT$9is_freeze17h541a667258f3323fE"() #15
  br i1 %self1, label %bb25, label %bb26

panic:                                            ; preds = %bb7
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %pivot_pos, i64 %_18.1, ptr align 8 @alloc_2b55049234ef4bcf9ecd87309f315fee) #16
  unreachable

bb26:                                             ; preds = %bb10
  store ptr null, ptr %pivot_ref, align 8
  br label %bb24

bb25:                                             ; preds = %bb10
  store ptr %pivot_copy, ptr %pivot_ref, align 8
  br label %bb24

bb24:                                             ; preds = %bb25, %bb26
  store i8 0, ptr %perform_equal_partition, align 1
  %21 = load ptr, ptr %left_ancestor_pivot, align 8
  %22 = ptrtoint ptr %21 to i64
  %23 = icmp eq i64 %22, 0
  %_26 = select i1 %23, i64 0, i64 1
  %24 = trunc nuw i64 %_26 to i1
  br i1 %24, label %bb11, label %bb30

bb11:                                             ; preds = %bb24
  %la_pivot = load ptr, ptr %left_ancestor_pivot, align 8
  %_31.0 = load ptr, ptr %v, align 8
  %25 = getelementptr inbounds i8, ptr %v, i64 8
  %_31.1 = load i64, ptr %25, align 8
  %_33 = icmp ult i64 %pivot_pos, %_31.1
  br i1 %_33, label %bb12, label %panic2

bb30:                                             ; preds = %bb24
  store i64 0, ptr %left_partition_len, align 8
  br label %bb14

bb12:                                             ; preds = %bb11
  %26 = load ptr, ptr %v, align 8
  %27 = getelementptr inbounds i8, ptr %v, i64 8
  %28 = load i64, ptr %27, align 8
  %_30 = getelementptr inbounds nuw double, ptr %26, i64 %pivot_pos
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_28 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %is_less, ptr align 8 %la_pivot, ptr align 8 %_30) #14
  %29 = xor i1 %_28, true
  %30 = zext i1 %29 to i8
  store i8 %30, ptr %perform_equal_partition, align 1
  store i64 0, ptr %left_partition_len, align 8
  %31 = load i8, ptr %perform_equal_partition, align 1
  %_34 = trunc nuw i8 %31 to i1
  br i1 %_34, label %bb16, label %bb14

panic2:                                           ; preds = %bb11
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %pivot_pos, i64 %_31.1, ptr align 8 @alloc_60eb441ce6b41478d983d31c24b93a60) #16
  unreachable

bb14:                                             ; preds = %bb30, %bb12
  %_36.0 = load ptr, ptr %v, align 8
  %32 = getelementptr inbounds i8, ptr %v, i64 8
  %_36.1 = load i64, ptr %32, align 8
; call core::slice::sort::stable::quicksort::stable_partition
  %33 = call i64 @_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E(ptr align 8 %_36.0, i64 %_36.1, ptr align 8 %scratch.0, i64 %scratch.1, i64 %pivot_pos, i1 zeroext false, ptr align 8 %is_less) #15
  store i64 %33, ptr %left_partition_len, align 8
  %_37 = load i64, ptr %left_partition_len, align 8
  %34 = icmp eq i64 %_37, 0
  %35 = zext i1 %34 to i8
  store i8 %35, ptr %perform_equal_partition, align 1
  br label %bb16

bb16:                                             ; preds = %bb14, %bb12
  %36 = load i8, ptr %perform_equal_partition, align 1
  %37 = trunc nuw i8 %36 to i1
  br i1 %37, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %38 = load ptr, ptr %v, align 8
  %39 = getelementptr inbounds i8, ptr %v, i64 8
  %40 = load i64, ptr %39, align 8
  %41 = load i64, ptr %left_partition_len, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E"(ptr sret([32 x i8]) align 8 %_43, ptr align 8 %38, i64 %40, i64 %41, ptr align 8 @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #14
  %42 = load ptr, ptr %_43, align 8
  %43 = getelementptr inbounds i8, ptr %_43, i64 8
  %44 = load i64, ptr %43, align 8
  store ptr %42, ptr %v, align 8
  %45 = getelementptr inbounds i8, ptr %v, i64 8
  store i64 %44, ptr %45, align 8
  %46 = getelementptr inbounds i8, ptr %_43, i64 16
  %right.0 = load ptr, ptr %46, align 8
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %right.1 = load i64, ptr %47, align 8
  %_45 = load i32, ptr %limit, align 4
  %48 = load ptr, ptr %pivot_ref, align 8
; call core::slice::sort::stable::quicksort::quicksort
  call void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr align 8 %right.0, i64 %right.1, ptr align 8 %scratch.0, i64 %scratch.1, i32 %_45, ptr align 8 %48, ptr align 8 %is_less) #18
  br label %bb1

bb17:                                             ; preds = %bb16
  %_39.0 = load ptr, ptr %v, align 8
  %49 = getelementptr inbounds i8, ptr %v, i64 8
  %_39.1 = load i64, ptr %49, align 8
  store ptr %is_less, ptr %_41, align 8
; call core::slice::sort::stable::quicksort::stable_partition
  %mid_eq = call i64 @_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE(ptr align 8 %_39.0, i64 %_39.1, ptr align 8 %scratch.0, i64 %scratch.1, i64 %pivot_pos, i1 zeroext true, ptr align 8 %_41) #15
  %50 = load ptr, ptr %v, align 8
  %51 = getelementptr inbounds i8, ptr %v, i64 8
  %_49 = load i64, ptr %51, align 8
  %_48 = icmp ugt i64 %mid_eq, %_49
  br i1 %_48, label %bb27, label %bb28

bb28:                                             ; preds = %bb17
  %new_len = sub nuw i64 %_49, %mid_eq
  %ptr.0 = load ptr, ptr %v, align 8
  %52 = getelementptr inbounds i8, ptr %v, i64 8
  %ptr.1 = load i64, ptr %52, align 8
  %_55 = getelementptr inbounds nuw double, ptr %ptr.0, i64 %mid_eq
  store ptr %_55, ptr %v, align 8
  %53 = getelementptr inbounds i8, ptr %v, i64 8
  store i64 %new_len, ptr %53, align 8
  store ptr null, ptr %left_ancestor_pivot, align 8
  br label %bb1

bb27:                                             ; preds = %bb17
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 %mid_eq, i64 %_49, i64 %_49, ptr align 8 @alloc_f2f9ba200fb3017fda66833c01fe0293) #16
  unreachable

bb29:                                             ; No predecessors!
  unreachable
}

; core::slice::sort::stable::quicksort::quicksort::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"(ptr align 8 %_1, ptr align 8 %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %_6 = load ptr, ptr %_1, align 8
; call alloc::slice::<impl [T]>::sort_by::{{closure}}
  %_4 = call zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %_6, ptr align 8 %b, ptr align 8 %a) #14
  %_0 = xor i1 %_4, true
  ret i1 %_0
}

; core::ub_checks::maybe_is_nonoverlapping::runtime
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h87a9b35c65c5308eE(ptr %src, ptr %dst, i64 %size, i64 %count) unnamed_addr #1 {
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1 @alloc_763310d78c99c2c1ad3f8a9821e942f3, i64 61) #16
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

; <(U,T) as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %T = alloca [8 x i8], align 8
  %U = alloca [8 x i8], align 8
  %builder = alloca [24 x i8], align 8
; call <core::fmt::Formatter>::debug_tuple
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr sret([24 x i8]) align 8 %builder, ptr align 8 %f, ptr align 1 inttoptr (i64 1 to ptr), i64 0) #15
  store ptr %self, ptr %U, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %0, ptr %T, align 8
; call <core::fmt::builders::DebugTuple>::field
  %_6 = call align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr align 8 %builder, ptr align 1 %U, ptr align 8 @vtable.1) #15
; call <core::fmt::builders::DebugTuple>::field
  %_10 = call align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr align 8 %builder, ptr align 1 %T, ptr align 8 @vtable.4) #15
; call <core::fmt::builders::DebugTuple>::finish
  %_0 = call zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr align 8 %builder) #15
  ret i1 %_0
}

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h838755d7caf4ccc0E"() unnamed_addr #1 {
start:
  ret i8 0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hc65e455625762efeE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7165c4208c97d2a1E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hccccd8ea66a2e8f3E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hce7b29c66487ef6bE"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h1baa8985d685dad8E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hd6b25b60e1d425a8E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <i64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @"_ZN54_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h5f969b883e00f27dE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call i64 @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h01360dfe4440ade4E"(ptr align 8 %iter, i64 0) #15
  ret i64 %_0
}

; <i64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN54_$LT$i64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hcf2c13f0355422d8E"(ptr align 1 %_1, i64 %a, i64 %b) unnamed_addr #1 {
start:
  %0 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %a, i64 %b)
  %_4.0 = extractvalue { i64, i1 } %0, 0
  %_4.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_4.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  ret i64 %_4.0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_45c7fca6d83c7d5a4170abc80231b3c8) #16
  unreachable
}

; <alloc::alloc::Global as core::clone::Clone>::clone
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN59_$LT$alloc..alloc..Global$u20$as$u20$core..clone..Clone$GT$5clone17h99b104641e10f6ecE"(ptr align 1 %self) unnamed_addr #1 {
start:
  ret void
}

; alloc::str::join_generic_copy
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %slice.0, i64 %slice.1, ptr align 1 %sep.0, i64 %sep.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %len.i = alloca [8 x i8], align 8
  %0 = alloca [16 x i8], align 8
  %f = alloca [16 x i8], align 8
  %_364 = alloca [8 x i8], align 8
  %self9 = alloca [8 x i8], align 8
  %self8 = alloca [8 x i8], align 8
  %self7 = alloca [8 x i8], align 8
  %self6 = alloca [8 x i8], align 8
  %self5 = alloca [8 x i8], align 8
  %self4 = alloca [8 x i8], align 8
  %_166 = alloca [8 x i8], align 8
  %end_or_len3 = alloca [8 x i8], align 8
  %end_or_len2 = alloca [8 x i8], align 8
  %_130 = alloca [16 x i8], align 8
  %end_or_len = alloca [8 x i8], align 8
  %_87 = alloca [32 x i8], align 8
  %target = alloca [16 x i8], align 8
  %_82 = alloca [32 x i8], align 8
  %_78 = alloca [16 x i8], align 8
  %_76 = alloca [32 x i8], align 8
  %_72 = alloca [32 x i8], align 8
  %_68 = alloca [16 x i8], align 8
  %_66 = alloca [32 x i8], align 8
  %_62 = alloca [32 x i8], align 8
  %_58 = alloca [16 x i8], align 8
  %_56 = alloca [32 x i8], align 8
  %_52 = alloca [32 x i8], align 8
  %_48 = alloca [16 x i8], align 8
  %_46 = alloca [32 x i8], align 8
  %_42 = alloca [32 x i8], align 8
  %_38 = alloca [16 x i8], align 8
  %_36 = alloca [32 x i8], align 8
  %_32 = alloca [32 x i8], align 8
  %_28 = alloca [16 x i8], align 8
  %iter_uninit = alloca [16 x i8], align 8
  %result = alloca [24 x i8], align 8
  %self1 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  br label %bb34

bb34:                                             ; preds = %start
  %_96 = getelementptr inbounds nuw %"alloc::string::String", ptr %slice.0, i64 %slice.1
  store ptr %_96, ptr %end_or_len, align 8
  br label %bb35

bb35:                                             ; preds = %bb34
  store ptr %slice.0, ptr %iter, align 8
  %1 = load ptr, ptr %end_or_len, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %1, ptr %2, align 8
  %ptr = load ptr, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %iter, i64 8
  %end_or_len10 = load ptr, ptr %3, align 8
  br label %bb39

bb39:                                             ; preds = %bb35
  %_105 = icmp eq ptr %ptr, %end_or_len10
  br i1 %_105, label %bb40, label %bb41

bb41:                                             ; preds = %bb39
  %_115 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr, i64 1
  store ptr %_115, ptr %iter, align 8
  br label %bb42

bb40:                                             ; preds = %bb39
  br label %bb178

bb42:                                             ; preds = %bb41
  store ptr %ptr, ptr %_5, align 8
  %first = load ptr, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %iter, i64 8
  %_4.i = load ptr, ptr %4, align 8
  %subtracted.i = load ptr, ptr %iter, align 8
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %_4.i, ptr %subtracted.i, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  %5 = ptrtoint ptr %_4.i to i64
  %6 = ptrtoint ptr %subtracted.i to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 24
  store i64 %8, ptr %len.i, align 8
  %9 = load i64, ptr %len.i, align 8
  %10 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %sep.1, i64 %9)
  %_123.0 = extractvalue { i64, i1 } %10, 0
  %_123.1 = extractvalue { i64, i1 } %10, 1
  br i1 %_123.1, label %bb45, label %bb47

bb47:                                             ; preds = %bb42
  %11 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %_123.0, ptr %11, align 8
  store i64 1, ptr %self1, align 8
  store ptr %slice.0, ptr %f, align 8
  %12 = getelementptr inbounds i8, ptr %f, i64 8
  store i64 %slice.1, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %self1, i64 8
  %x = load i64, ptr %13, align 8
  br label %bb49

bb45:                                             ; preds = %bb42
  %14 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %15 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %14, ptr %self1, align 8
  %16 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %15, ptr %16, align 8
  store ptr %slice.0, ptr %f, align 8
  %17 = getelementptr inbounds i8, ptr %f, i64 8
  store i64 %slice.1, ptr %17, align 8
  %18 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %19 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %18, ptr %self, align 8
  %20 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %19, ptr %20, align 8
  br label %bb52

bb49:                                             ; preds = %bb47
  %_135 = getelementptr inbounds nuw %"alloc::string::String", ptr %slice.0, i64 %slice.1
  store ptr %_135, ptr %end_or_len2, align 8
  br label %bb50

bb50:                                             ; preds = %bb49
  %self.1 = load ptr, ptr %end_or_len2, align 8
  store ptr %slice.0, ptr %_130, align 8
  %21 = getelementptr inbounds i8, ptr %_130, i64 8
  store ptr %self.1, ptr %21, align 8
  %f11 = getelementptr inbounds i8, ptr %_130, i64 16
; call core::iter::traits::iterator::Iterator::try_fold
  %22 = call { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator8try_fold17h66892abfd76e538fE(ptr align 8 %_130, i64 %x, ptr align 1 %f11) #14
  %23 = extractvalue { i64, i64 } %22, 0
  %24 = extractvalue { i64, i64 } %22, 1
  store i64 %23, ptr %self, align 8
  %25 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %24, ptr %25, align 8
  %_143 = load i64, ptr %self, align 8
  %26 = getelementptr inbounds i8, ptr %self, i64 8
  %27 = load i64, ptr %26, align 8
  %28 = trunc nuw i64 %_143 to i1
  br i1 %28, label %bb53, label %bb52

bb53:                                             ; preds = %bb50
  %29 = getelementptr inbounds i8, ptr %self, i64 8
  %reserved_len = load i64, ptr %29, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %30 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %reserved_len, i64 1, i64 1) #14
  %_146.0 = extractvalue { i64, ptr } %30, 0
  %_146.1 = extractvalue { i64, ptr } %30, 1
  store i64 %_146.0, ptr %result, align 8
  %31 = getelementptr inbounds i8, ptr %result, i64 8
  store ptr %_146.1, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %result, i64 16
  store i64 0, ptr %32, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %33 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %first) #14
  %_18.0 = extractvalue { ptr, i64 } %33, 0
  %_18.1 = extractvalue { ptr, i64 } %33, 1
  br label %bb3

bb52:                                             ; preds = %bb45, %bb50
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1 @alloc_ca673fb95acb8e58af271999e89294ae, i64 53, ptr align 8 @alloc_d8d4d9da093f3be02d1f11ac3b974138) #16
  unreachable

bb3:                                              ; preds = %bb53
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %34 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_18.0, i64 %_18.1) #14
  %other.0 = extractvalue { ptr, i64 } %34, 0
  %other.1 = extractvalue { ptr, i64 } %34, 1
  br label %bb4

bb4:                                              ; preds = %bb3
  br label %bb57

bb57:                                             ; preds = %bb4
  %_155 = getelementptr inbounds nuw i8, ptr %other.0, i64 %other.1
  store ptr %_155, ptr %end_or_len3, align 8
  br label %bb58

bb58:                                             ; preds = %bb57
  %_150.1 = load ptr, ptr %end_or_len3, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<&T,core::slice::iter::Iter<T>>>::spec_extend
  call void @"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h0cd732a46fe71befE"(ptr align 8 %result, ptr %other.0, ptr %_150.1) #15
  br label %bb55

bb55:                                             ; preds = %bb58
  %35 = getelementptr inbounds i8, ptr %result, i64 16
  %pos = load i64, ptr %35, align 8
  %_160 = icmp ule i64 %pos, 9223372036854775807
  %36 = getelementptr inbounds i8, ptr %result, i64 8
  %_169 = load ptr, ptr %36, align 8
  %37 = getelementptr inbounds i8, ptr %result, i64 16
  %count = load i64, ptr %37, align 8
  %_162 = getelementptr inbounds nuw i8, ptr %_169, i64 %count
  br label %bb61

bb61:                                             ; preds = %bb55
  %self12 = load i64, ptr %result, align 8
  store i64 %self12, ptr %_166, align 8
  br label %bb59

bb59:                                             ; preds = %bb61
  %38 = getelementptr inbounds i8, ptr %result, i64 16
  %_168 = load i64, ptr %38, align 8
  %39 = load i64, ptr %_166, align 8
  %len = sub i64 %39, %_168
  br label %bb62

bb62:                                             ; preds = %bb59
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %_162, i64 1, i64 1, i64 %len, ptr align 8 @alloc_4d5f9bcb134baf582cd4afb9138dbcb1) #14
  br label %bb64

bb64:                                             ; preds = %bb62
  %index = sub i64 %reserved_len, %pos
  br label %bb65

bb65:                                             ; preds = %bb64
; call <core::ops::range::Range<usize> as core::slice::index::SliceIndex<[T]>>::get_unchecked_mut::precondition_check
  call void @"_ZN106_$LT$core..ops..range..Range$LT$usize$GT$$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$17get_unchecked_mut18precondition_check17hd8112c0394d4d9dbE"(i64 0, i64 %index, i64 %len, ptr align 8 @alloc_0d66999e2f47b6dd52528aac14576a45) #14
  br label %bb66

bb66:                                             ; preds = %bb65
  store ptr %_162, ptr %target, align 8
  %40 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %index, ptr %40, align 8
  br label %bb67

bb67:                                             ; preds = %bb66
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %sep.0, i64 1, i64 1, i64 %sep.1, ptr align 8 @alloc_e93899921f7be3401224cadbf512727f) #14
  br label %bb69

bb69:                                             ; preds = %bb67
  %self.0 = load ptr, ptr %iter, align 8
  %41 = getelementptr inbounds i8, ptr %iter, i64 8
  %self.113 = load ptr, ptr %41, align 8
  store ptr %self.0, ptr %iter_uninit, align 8
  %42 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  store ptr %self.113, ptr %42, align 8
  switch i64 %sep.1, label %bb5 [
    i64 0, label %bb10
    i64 1, label %bb9
    i64 2, label %bb8
    i64 3, label %bb7
    i64 4, label %bb6
  ]

bb5:                                              ; preds = %bb69
  br label %bb26

bb10:                                             ; preds = %bb69
  br label %bb11

bb9:                                              ; preds = %bb69
  br label %bb14

bb8:                                              ; preds = %bb69
  br label %bb17

bb7:                                              ; preds = %bb69
  br label %bb20

bb6:                                              ; preds = %bb69
  br label %bb23

bb11:                                             ; preds = %bb85, %bb10
  %ptr14 = load ptr, ptr %iter_uninit, align 8
  %43 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  %end_or_len15 = load ptr, ptr %43, align 8
  br label %bb73

bb73:                                             ; preds = %bb11
  %_192 = icmp eq ptr %ptr14, %end_or_len15
  br i1 %_192, label %bb74, label %bb75

bb75:                                             ; preds = %bb73
  %_202 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr14, i64 1
  store ptr %_202, ptr %iter_uninit, align 8
  br label %bb76

bb74:                                             ; preds = %bb73
  store ptr null, ptr %self4, align 8
  br label %bb177

bb76:                                             ; preds = %bb75
  store ptr %ptr14, ptr %self4, align 8
  %x16 = load ptr, ptr %self4, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %44 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %x16) #14
  %_205.0 = extractvalue { ptr, i64 } %44, 0
  %_205.1 = extractvalue { ptr, i64 } %44, 1
  br label %bb79

bb79:                                             ; preds = %bb76
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %45 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_205.0, i64 %_205.1) #14
  %it.0 = extractvalue { ptr, i64 } %45, 0
  %it.1 = extractvalue { ptr, i64 } %45, 1
  br label %bb80

bb80:                                             ; preds = %bb79
  br label %bb81

bb81:                                             ; preds = %bb80
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %it.0, i64 1, i64 1, i64 %it.1, ptr align 8 @alloc_0999492f7fed77739d1330337bddcd52) #14
  br label %bb83

bb83:                                             ; preds = %bb81
  store ptr %it.0, ptr %_28, align 8
  %46 = getelementptr inbounds i8, ptr %_28, i64 8
  store i64 %it.1, ptr %46, align 8
  %s.0 = load ptr, ptr %_28, align 8
  %47 = getelementptr inbounds i8, ptr %_28, i64 8
  %s.1 = load i64, ptr %47, align 8
  %48 = load ptr, ptr %target, align 8
  %49 = getelementptr inbounds i8, ptr %target, i64 8
  %50 = load i64, ptr %49, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_32, ptr align 1 %48, i64 %50, i64 0, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb12

bb12:                                             ; preds = %bb83
  %head.0 = load ptr, ptr %_32, align 8
  %51 = getelementptr inbounds i8, ptr %_32, i64 8
  %head.1 = load i64, ptr %51, align 8
  %52 = getelementptr inbounds i8, ptr %_32, i64 16
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr inbounds i8, ptr %52, i64 8
  %55 = load i64, ptr %54, align 8
  store ptr %53, ptr %target, align 8
  %56 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %55, ptr %56, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.0, i64 %head.1, ptr align 1 %sep.0, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb84

bb84:                                             ; preds = %bb12
  %57 = load ptr, ptr %target, align 8
  %58 = getelementptr inbounds i8, ptr %target, i64 8
  %59 = load i64, ptr %58, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_36, ptr align 1 %57, i64 %59, i64 %s.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb13

bb13:                                             ; preds = %bb84
  %head.017 = load ptr, ptr %_36, align 8
  %60 = getelementptr inbounds i8, ptr %_36, i64 8
  %head.118 = load i64, ptr %60, align 8
  %61 = getelementptr inbounds i8, ptr %_36, i64 16
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr inbounds i8, ptr %61, i64 8
  %64 = load i64, ptr %63, align 8
  store ptr %62, ptr %target, align 8
  %65 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %64, ptr %65, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.017, i64 %head.118, ptr align 1 %s.0, i64 %s.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb85

bb85:                                             ; preds = %bb13
  br label %bb11

bb177:                                            ; preds = %bb74
  br label %bb29

bb29:                                             ; preds = %bb172, %bb173, %bb174, %bb175, %bb176, %bb177
  %66 = load ptr, ptr %target, align 8
  %67 = getelementptr inbounds i8, ptr %target, i64 8
  %_90 = load i64, ptr %67, align 8
  %result_len = sub i64 %reserved_len, %_90
  br label %bb166

bb14:                                             ; preds = %bb101, %bb9
  %ptr19 = load ptr, ptr %iter_uninit, align 8
  %68 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  %end_or_len20 = load ptr, ptr %68, align 8
  br label %bb89

bb89:                                             ; preds = %bb14
  %_222 = icmp eq ptr %ptr19, %end_or_len20
  br i1 %_222, label %bb90, label %bb91

bb91:                                             ; preds = %bb89
  %_232 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr19, i64 1
  store ptr %_232, ptr %iter_uninit, align 8
  br label %bb92

bb90:                                             ; preds = %bb89
  store ptr null, ptr %self5, align 8
  br label %bb176

bb92:                                             ; preds = %bb91
  store ptr %ptr19, ptr %self5, align 8
  %x21 = load ptr, ptr %self5, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %69 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %x21) #14
  %_235.0 = extractvalue { ptr, i64 } %69, 0
  %_235.1 = extractvalue { ptr, i64 } %69, 1
  br label %bb95

bb95:                                             ; preds = %bb92
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %70 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_235.0, i64 %_235.1) #14
  %it.022 = extractvalue { ptr, i64 } %70, 0
  %it.123 = extractvalue { ptr, i64 } %70, 1
  br label %bb96

bb96:                                             ; preds = %bb95
  br label %bb97

bb97:                                             ; preds = %bb96
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %it.022, i64 1, i64 1, i64 %it.123, ptr align 8 @alloc_0999492f7fed77739d1330337bddcd52) #14
  br label %bb99

bb99:                                             ; preds = %bb97
  store ptr %it.022, ptr %_38, align 8
  %71 = getelementptr inbounds i8, ptr %_38, i64 8
  store i64 %it.123, ptr %71, align 8
  %s.024 = load ptr, ptr %_38, align 8
  %72 = getelementptr inbounds i8, ptr %_38, i64 8
  %s.125 = load i64, ptr %72, align 8
  %73 = load ptr, ptr %target, align 8
  %74 = getelementptr inbounds i8, ptr %target, i64 8
  %75 = load i64, ptr %74, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_42, ptr align 1 %73, i64 %75, i64 1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb15

bb15:                                             ; preds = %bb99
  %head.026 = load ptr, ptr %_42, align 8
  %76 = getelementptr inbounds i8, ptr %_42, i64 8
  %head.127 = load i64, ptr %76, align 8
  %77 = getelementptr inbounds i8, ptr %_42, i64 16
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds i8, ptr %77, i64 8
  %80 = load i64, ptr %79, align 8
  store ptr %78, ptr %target, align 8
  %81 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %80, ptr %81, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.026, i64 %head.127, ptr align 1 %sep.0, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb100

bb100:                                            ; preds = %bb15
  %82 = load ptr, ptr %target, align 8
  %83 = getelementptr inbounds i8, ptr %target, i64 8
  %84 = load i64, ptr %83, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_46, ptr align 1 %82, i64 %84, i64 %s.125, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb16

bb16:                                             ; preds = %bb100
  %head.028 = load ptr, ptr %_46, align 8
  %85 = getelementptr inbounds i8, ptr %_46, i64 8
  %head.129 = load i64, ptr %85, align 8
  %86 = getelementptr inbounds i8, ptr %_46, i64 16
  %87 = load ptr, ptr %86, align 8
  %88 = getelementptr inbounds i8, ptr %86, i64 8
  %89 = load i64, ptr %88, align 8
  store ptr %87, ptr %target, align 8
  %90 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %89, ptr %90, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.028, i64 %head.129, ptr align 1 %s.024, i64 %s.125, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb101

bb101:                                            ; preds = %bb16
  br label %bb14

bb176:                                            ; preds = %bb90
  br label %bb29

bb17:                                             ; preds = %bb117, %bb8
  %ptr30 = load ptr, ptr %iter_uninit, align 8
  %91 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  %end_or_len31 = load ptr, ptr %91, align 8
  br label %bb105

bb105:                                            ; preds = %bb17
  %_252 = icmp eq ptr %ptr30, %end_or_len31
  br i1 %_252, label %bb106, label %bb107

bb107:                                            ; preds = %bb105
  %_262 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr30, i64 1
  store ptr %_262, ptr %iter_uninit, align 8
  br label %bb108

bb106:                                            ; preds = %bb105
  store ptr null, ptr %self6, align 8
  br label %bb175

bb108:                                            ; preds = %bb107
  store ptr %ptr30, ptr %self6, align 8
  %x32 = load ptr, ptr %self6, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %92 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %x32) #14
  %_265.0 = extractvalue { ptr, i64 } %92, 0
  %_265.1 = extractvalue { ptr, i64 } %92, 1
  br label %bb111

bb111:                                            ; preds = %bb108
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %93 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_265.0, i64 %_265.1) #14
  %it.033 = extractvalue { ptr, i64 } %93, 0
  %it.134 = extractvalue { ptr, i64 } %93, 1
  br label %bb112

bb112:                                            ; preds = %bb111
  br label %bb113

bb113:                                            ; preds = %bb112
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %it.033, i64 1, i64 1, i64 %it.134, ptr align 8 @alloc_0999492f7fed77739d1330337bddcd52) #14
  br label %bb115

bb115:                                            ; preds = %bb113
  store ptr %it.033, ptr %_48, align 8
  %94 = getelementptr inbounds i8, ptr %_48, i64 8
  store i64 %it.134, ptr %94, align 8
  %s.035 = load ptr, ptr %_48, align 8
  %95 = getelementptr inbounds i8, ptr %_48, i64 8
  %s.136 = load i64, ptr %95, align 8
  %96 = load ptr, ptr %target, align 8
  %97 = getelementptr inbounds i8, ptr %target, i64 8
  %98 = load i64, ptr %97, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_52, ptr align 1 %96, i64 %98, i64 2, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb18

bb18:                                             ; preds = %bb115
  %head.037 = load ptr, ptr %_52, align 8
  %99 = getelementptr inbounds i8, ptr %_52, i64 8
  %head.138 = load i64, ptr %99, align 8
  %100 = getelementptr inbounds i8, ptr %_52, i64 16
  %101 = load ptr, ptr %100, align 8
  %102 = getelementptr inbounds i8, ptr %100, i64 8
  %103 = load i64, ptr %102, align 8
  store ptr %101, ptr %target, align 8
  %104 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %103, ptr %104, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.037, i64 %head.138, ptr align 1 %sep.0, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb116

bb116:                                            ; preds = %bb18
  %105 = load ptr, ptr %target, align 8
  %106 = getelementptr inbounds i8, ptr %target, i64 8
  %107 = load i64, ptr %106, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_56, ptr align 1 %105, i64 %107, i64 %s.136, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb19

bb19:                                             ; preds = %bb116
  %head.039 = load ptr, ptr %_56, align 8
  %108 = getelementptr inbounds i8, ptr %_56, i64 8
  %head.140 = load i64, ptr %108, align 8
  %109 = getelementptr inbounds i8, ptr %_56, i64 16
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr inbounds i8, ptr %109, i64 8
  %112 = load i64, ptr %111, align 8
  store ptr %110, ptr %target, align 8
  %113 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %112, ptr %113, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.039, i64 %head.140, ptr align 1 %s.035, i64 %s.136, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb117

bb117:                                            ; preds = %bb19
  br label %bb17

bb175:                                            ; preds = %bb106
  br label %bb29

bb20:                                             ; preds = %bb133, %bb7
  %ptr41 = load ptr, ptr %iter_uninit, align 8
  %114 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  %end_or_len42 = load ptr, ptr %114, align 8
  br label %bb121

bb121:                                            ; preds = %bb20
  %_282 = icmp eq ptr %ptr41, %end_or_len42
  br i1 %_282, label %bb122, label %bb123

bb123:                                            ; preds = %bb121
  %_292 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr41, i64 1
  store ptr %_292, ptr %iter_uninit, align 8
  br label %bb124

bb122:                                            ; preds = %bb121
  store ptr null, ptr %self7, align 8
  br label %bb174

bb124:                                            ; preds = %bb123
  store ptr %ptr41, ptr %self7, align 8
  %x43 = load ptr, ptr %self7, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %115 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %x43) #14
  %_295.0 = extractvalue { ptr, i64 } %115, 0
  %_295.1 = extractvalue { ptr, i64 } %115, 1
  br label %bb127

bb127:                                            ; preds = %bb124
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %116 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_295.0, i64 %_295.1) #14
  %it.044 = extractvalue { ptr, i64 } %116, 0
  %it.145 = extractvalue { ptr, i64 } %116, 1
  br label %bb128

bb128:                                            ; preds = %bb127
  br label %bb129

bb129:                                            ; preds = %bb128
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %it.044, i64 1, i64 1, i64 %it.145, ptr align 8 @alloc_0999492f7fed77739d1330337bddcd52) #14
  br label %bb131

bb131:                                            ; preds = %bb129
  store ptr %it.044, ptr %_58, align 8
  %117 = getelementptr inbounds i8, ptr %_58, i64 8
  store i64 %it.145, ptr %117, align 8
  %s.046 = load ptr, ptr %_58, align 8
  %118 = getelementptr inbounds i8, ptr %_58, i64 8
  %s.147 = load i64, ptr %118, align 8
  %119 = load ptr, ptr %target, align 8
  %120 = getelementptr inbounds i8, ptr %target, i64 8
  %121 = load i64, ptr %120, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_62, ptr align 1 %119, i64 %121, i64 3, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb21

bb21:                                             ; preds = %bb131
  %head.048 = load ptr, ptr %_62, align 8
  %122 = getelementptr inbounds i8, ptr %_62, i64 8
  %head.149 = load i64, ptr %122, align 8
  %123 = getelementptr inbounds i8, ptr %_62, i64 16
  %124 = load ptr, ptr %123, align 8
  %125 = getelementptr inbounds i8, ptr %123, i64 8
  %126 = load i64, ptr %125, align 8
  store ptr %124, ptr %target, align 8
  %127 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %126, ptr %127, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.048, i64 %head.149, ptr align 1 %sep.0, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb132

bb132:                                            ; preds = %bb21
  %128 = load ptr, ptr %target, align 8
  %129 = getelementptr inbounds i8, ptr %target, i64 8
  %130 = load i64, ptr %129, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_66, ptr align 1 %128, i64 %130, i64 %s.147, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb22

bb22:                                             ; preds = %bb132
  %head.050 = load ptr, ptr %_66, align 8
  %131 = getelementptr inbounds i8, ptr %_66, i64 8
  %head.151 = load i64, ptr %131, align 8
  %132 = getelementptr inbounds i8, ptr %_66, i64 16
  %133 = load ptr, ptr %132, align 8
  %134 = getelementptr inbounds i8, ptr %132, i64 8
  %135 = load i64, ptr %134, align 8
  store ptr %133, ptr %target, align 8
  %136 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %135, ptr %136, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.050, i64 %head.151, ptr align 1 %s.046, i64 %s.147, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb133

bb133:                                            ; preds = %bb22
  br label %bb20

bb174:                                            ; preds = %bb122
  br label %bb29

bb23:                                             ; preds = %bb149, %bb6
  %ptr52 = load ptr, ptr %iter_uninit, align 8
  %137 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  %end_or_len53 = load ptr, ptr %137, align 8
  br label %bb137

bb137:                                            ; preds = %bb23
  %_312 = icmp eq ptr %ptr52, %end_or_len53
  br i1 %_312, label %bb138, label %bb139

bb139:                                            ; preds = %bb137
  %_322 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr52, i64 1
  store ptr %_322, ptr %iter_uninit, align 8
  br label %bb140

bb138:                                            ; preds = %bb137
  store ptr null, ptr %self8, align 8
  br label %bb173

bb140:                                            ; preds = %bb139
  store ptr %ptr52, ptr %self8, align 8
  %x54 = load ptr, ptr %self8, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %138 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %x54) #14
  %_325.0 = extractvalue { ptr, i64 } %138, 0
  %_325.1 = extractvalue { ptr, i64 } %138, 1
  br label %bb143

bb143:                                            ; preds = %bb140
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %139 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_325.0, i64 %_325.1) #14
  %it.055 = extractvalue { ptr, i64 } %139, 0
  %it.156 = extractvalue { ptr, i64 } %139, 1
  br label %bb144

bb144:                                            ; preds = %bb143
  br label %bb145

bb145:                                            ; preds = %bb144
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %it.055, i64 1, i64 1, i64 %it.156, ptr align 8 @alloc_0999492f7fed77739d1330337bddcd52) #14
  br label %bb147

bb147:                                            ; preds = %bb145
  store ptr %it.055, ptr %_68, align 8
  %140 = getelementptr inbounds i8, ptr %_68, i64 8
  store i64 %it.156, ptr %140, align 8
  %s.057 = load ptr, ptr %_68, align 8
  %141 = getelementptr inbounds i8, ptr %_68, i64 8
  %s.158 = load i64, ptr %141, align 8
  %142 = load ptr, ptr %target, align 8
  %143 = getelementptr inbounds i8, ptr %target, i64 8
  %144 = load i64, ptr %143, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_72, ptr align 1 %142, i64 %144, i64 4, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb24

bb24:                                             ; preds = %bb147
  %head.059 = load ptr, ptr %_72, align 8
  %145 = getelementptr inbounds i8, ptr %_72, i64 8
  %head.160 = load i64, ptr %145, align 8
  %146 = getelementptr inbounds i8, ptr %_72, i64 16
  %147 = load ptr, ptr %146, align 8
  %148 = getelementptr inbounds i8, ptr %146, i64 8
  %149 = load i64, ptr %148, align 8
  store ptr %147, ptr %target, align 8
  %150 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %149, ptr %150, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.059, i64 %head.160, ptr align 1 %sep.0, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb148

bb148:                                            ; preds = %bb24
  %151 = load ptr, ptr %target, align 8
  %152 = getelementptr inbounds i8, ptr %target, i64 8
  %153 = load i64, ptr %152, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_76, ptr align 1 %151, i64 %153, i64 %s.158, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb25

bb25:                                             ; preds = %bb148
  %head.061 = load ptr, ptr %_76, align 8
  %154 = getelementptr inbounds i8, ptr %_76, i64 8
  %head.162 = load i64, ptr %154, align 8
  %155 = getelementptr inbounds i8, ptr %_76, i64 16
  %156 = load ptr, ptr %155, align 8
  %157 = getelementptr inbounds i8, ptr %155, i64 8
  %158 = load i64, ptr %157, align 8
  store ptr %156, ptr %target, align 8
  %159 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %158, ptr %159, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.061, i64 %head.162, ptr align 1 %s.057, i64 %s.158, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb149

bb149:                                            ; preds = %bb25
  br label %bb23

bb173:                                            ; preds = %bb138
  br label %bb29

bb26:                                             ; preds = %bb165, %bb5
  %ptr63 = load ptr, ptr %iter_uninit, align 8
  %160 = getelementptr inbounds i8, ptr %iter_uninit, i64 8
  %end_or_len64 = load ptr, ptr %160, align 8
  br label %bb153

bb153:                                            ; preds = %bb26
  %_342 = icmp eq ptr %ptr63, %end_or_len64
  br i1 %_342, label %bb154, label %bb155

bb155:                                            ; preds = %bb153
  %_352 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr63, i64 1
  store ptr %_352, ptr %iter_uninit, align 8
  br label %bb156

bb154:                                            ; preds = %bb153
  store ptr null, ptr %self9, align 8
  br label %bb172

bb156:                                            ; preds = %bb155
  store ptr %ptr63, ptr %self9, align 8
  %x65 = load ptr, ptr %self9, align 8
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %161 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %x65) #14
  %_355.0 = extractvalue { ptr, i64 } %161, 0
  %_355.1 = extractvalue { ptr, i64 } %161, 1
  br label %bb159

bb159:                                            ; preds = %bb156
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %162 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_355.0, i64 %_355.1) #14
  %it.066 = extractvalue { ptr, i64 } %162, 0
  %it.167 = extractvalue { ptr, i64 } %162, 1
  br label %bb160

bb160:                                            ; preds = %bb159
  br label %bb161

bb161:                                            ; preds = %bb160
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0785b30b7bdecdd0E(ptr %it.066, i64 1, i64 1, i64 %it.167, ptr align 8 @alloc_0999492f7fed77739d1330337bddcd52) #14
  br label %bb163

bb163:                                            ; preds = %bb161
  store ptr %it.066, ptr %_78, align 8
  %163 = getelementptr inbounds i8, ptr %_78, i64 8
  store i64 %it.167, ptr %163, align 8
  %s.068 = load ptr, ptr %_78, align 8
  %164 = getelementptr inbounds i8, ptr %_78, i64 8
  %s.169 = load i64, ptr %164, align 8
  %165 = load ptr, ptr %target, align 8
  %166 = getelementptr inbounds i8, ptr %target, i64 8
  %167 = load i64, ptr %166, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_82, ptr align 1 %165, i64 %167, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb27

bb27:                                             ; preds = %bb163
  %head.070 = load ptr, ptr %_82, align 8
  %168 = getelementptr inbounds i8, ptr %_82, i64 8
  %head.171 = load i64, ptr %168, align 8
  %169 = getelementptr inbounds i8, ptr %_82, i64 16
  %170 = load ptr, ptr %169, align 8
  %171 = getelementptr inbounds i8, ptr %169, i64 8
  %172 = load i64, ptr %171, align 8
  store ptr %170, ptr %target, align 8
  %173 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %172, ptr %173, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.070, i64 %head.171, ptr align 1 %sep.0, i64 %sep.1, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb164

bb164:                                            ; preds = %bb27
  %174 = load ptr, ptr %target, align 8
  %175 = getelementptr inbounds i8, ptr %target, i64 8
  %176 = load i64, ptr %175, align 8
; call core::slice::<impl [T]>::split_at_mut
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"(ptr sret([32 x i8]) align 8 %_87, ptr align 1 %174, i64 %176, i64 %s.169, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #14
  br label %bb28

bb28:                                             ; preds = %bb164
  %head.072 = load ptr, ptr %_87, align 8
  %177 = getelementptr inbounds i8, ptr %_87, i64 8
  %head.173 = load i64, ptr %177, align 8
  %178 = getelementptr inbounds i8, ptr %_87, i64 16
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds i8, ptr %178, i64 8
  %181 = load i64, ptr %180, align 8
  store ptr %179, ptr %target, align 8
  %182 = getelementptr inbounds i8, ptr %target, i64 8
  store i64 %181, ptr %182, align 8
; call core::slice::copy_from_slice_impl
  call void @_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E(ptr align 1 %head.072, i64 %head.173, ptr align 1 %s.068, i64 %s.169, ptr align 8 @alloc_01417ebca96a98fb9890b1b8a14503d5) #15
  br label %bb165

bb165:                                            ; preds = %bb28
  br label %bb26

bb172:                                            ; preds = %bb154
  br label %bb29

bb166:                                            ; preds = %bb29
  br label %bb171

bb171:                                            ; preds = %bb166
  %self74 = load i64, ptr %result, align 8
  store i64 %self74, ptr %_364, align 8
  br label %bb169

bb169:                                            ; preds = %bb171
  %183 = load i64, ptr %_364, align 8
; call alloc::vec::Vec<T,A>::set_len::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17hee8e1fe9ef0fcaafE"(i64 %result_len, i64 %183, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #14
  br label %bb168

bb168:                                            ; preds = %bb169
  %184 = getelementptr inbounds i8, ptr %result, i64 16
  store i64 %result_len, ptr %184, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %result, i64 24, i1 false)
  br label %bb30

bb30:                                             ; preds = %bb178, %bb168
  ret void

bb31:                                             ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<u8>>
  call void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"(ptr align 8 %result) #17
  %185 = load ptr, ptr %0, align 8
  %186 = getelementptr inbounds i8, ptr %0, i64 8
  %187 = load i32, ptr %186, align 8
  %188 = insertvalue { ptr, i32 } poison, ptr %185, 0
  %189 = insertvalue { ptr, i32 } %188, i32 %187, 1
  resume { ptr, i32 } %189

bb1:                                              ; No predecessors!
  unreachable

bb178:                                            ; preds = %bb40
  store i64 0, ptr %_0, align 8
  %190 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr inttoptr (i64 1 to ptr), ptr %190, align 8
  %191 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %191, align 8
  br label %bb30

bb33:                                             ; No predecessors!
  unreachable

bb36:                                             ; No predecessors!
  unreachable

bb37:                                             ; No predecessors!
  unreachable

bb38:                                             ; No predecessors!
  unreachable

bb43:                                             ; No predecessors!
  unreachable

bb44:                                             ; No predecessors!
  unreachable

bb48:                                             ; No predecessors!
  unreachable

bb56:                                             ; No predecessors!
  unreachable

bb60:                                             ; No predecessors!
  unreachable

bb70:                                             ; No predecessors!
  unreachable

bb71:                                             ; No predecessors!
  unreachable

bb72:                                             ; No predecessors!
  unreachable

bb77:                                             ; No predecessors!
  unreachable

bb78:                                             ; No predecessors!
  unreachable

bb86:                                             ; No predecessors!
  unreachable

bb87:                                             ; No predecessors!
  unreachable

bb88:                                             ; No predecessors!
  unreachable

bb93:                                             ; No predecessors!
  unreachable

bb94:                                             ; No predecessors!
  unreachable

bb102:                                            ; No predecessors!
  unreachable

bb103:                                            ; No predecessors!
  unreachable

bb104:                                            ; No predecessors!
  unreachable

bb109:                                            ; No predecessors!
  unreachable

bb110:                                            ; No predecessors!
  unreachable

bb118:                                            ; No predecessors!
  unreachable

bb119:                                            ; No predecessors!
  unreachable

bb120:                                            ; No predecessors!
  unreachable

bb125:                                            ; No predecessors!
  unreachable

bb126:                                            ; No predecessors!
  unreachable

bb134:                                            ; No predecessors!
  unreachable

bb135:                                            ; No predecessors!
  unreachable

bb136:                                            ; No predecessors!
  unreachable

bb141:                                            ; No predecessors!
  unreachable

bb142:                                            ; No predecessors!
  unreachable

bb150:                                            ; No predecessors!
  unreachable

bb151:                                            ; No predecessors!
  unreachable

bb152:                                            ; No predecessors!
  unreachable

bb157:                                            ; No predecessors!
  unreachable

bb158:                                            ; No predecessors!
  unreachable

bb170:                                            ; No predecessors!
  unreachable
}

; alloc::str::join_generic_copy::{{closure}}::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17he63e49224c62d4b2E"(ptr align 1 %_1, ptr align 8 %s) unnamed_addr #1 {
start:
; call alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
  %0 = call { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %s) #14
  %_4.0 = extractvalue { ptr, i64 } %0, 0
  %_4.1 = extractvalue { ptr, i64 } %0, 1
; call core::str::<impl core::convert::AsRef<[u8]> for str>::as_ref
  %1 = call { ptr, i64 } @"_ZN4core3str74_$LT$impl$u20$core..convert..AsRef$LT$$u5b$u8$u5d$$GT$$u20$for$u20$str$GT$6as_ref17h559f4c8e8b3561d9E"(ptr align 1 %_4.0, i64 %_4.1) #14
  %_3.0 = extractvalue { ptr, i64 } %1, 0
  %_3.1 = extractvalue { ptr, i64 } %1, 1
  ret i64 %_3.1
}

; alloc::str::<impl alloc::slice::Join<&str> for [S]>::join
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3str75_$LT$impl$u20$alloc..slice..Join$LT$$RF$str$GT$$u20$for$u20$$u5b$S$u5d$$GT$4join17h3187fafd4277e822E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %slice.0, i64 %slice.1, ptr align 1 %sep.0, i64 %sep.1) unnamed_addr #0 {
start:
  %bytes = alloca [24 x i8], align 8
; call alloc::str::join_generic_copy
  call void @_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE(ptr sret([24 x i8]) align 8 %bytes, ptr align 8 %slice.0, i64 %slice.1, ptr align 1 %sep.0, i64 %sep.1) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %bytes, i64 24, i1 false)
  ret void
}

; alloc::str::<impl core::borrow::Borrow<str> for alloc::string::String>::borrow
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN5alloc3str83_$LT$impl$u20$core..borrow..Borrow$LT$str$GT$$u20$for$u20$alloc..string..String$GT$6borrow17ha02f36b9cfecfcc0E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_5 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_6, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_5, 1
  ret { ptr, i64 } %3
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE"(ptr align 8 %self, ptr align 4 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [24 x i8], align 4
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h097bd416bfd37029E"(ptr sret([24 x i8]) align 8 %_5, ptr align 4 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %1 = getelementptr inbounds i8, ptr %_5, i64 8
  %2 = load i64, ptr %1, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %2, ptr %high, align 8
  %5 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %4, ptr %5, align 8
  %_7 = load i64, ptr %high, align 8
  %6 = getelementptr inbounds i8, ptr %high, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_7 to i1
  br i1 %8, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %9, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #16
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %10, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_21, ptr align 4 %iterator, i64 24, i1 false)
  %11 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %11, align 8
  store ptr %len, ptr %_22, align 8
  %12 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %12, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E(ptr align 4 %_21, ptr align 8 %_22) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %13 = load i8, ptr %_25, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h7b631e47bab631e5E"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h6b496f6823b97fe6E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i64, ptr %6, align 8
  store i64 %5, ptr %high, align 8
  %8 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %7, ptr %8, align 8
  %_7 = load i64, ptr %high, align 8
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %12, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h853ba2e54359d4bdE"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #16
  unreachable

bb3:                                              ; preds = %bb2
  %13 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %13, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  %_21.0 = load ptr, ptr %iterator, align 8
  %14 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_21.1 = load ptr, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %15, align 8
  store ptr %len, ptr %_22, align 8
  %16 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %16, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17hcb4f5a19c14c8db6E(ptr %_21.0, ptr %_21.1, ptr align 8 %_22) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %17 = load i8, ptr %_25, align 1
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::step_by::StepBy<I> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hbad2af9be8792d94E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %1 = getelementptr inbounds i8, ptr %_5, i64 8
  %2 = load i64, ptr %1, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %2, ptr %high, align 8
  %5 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %4, ptr %5, align 8
  %_7 = load i64, ptr %high, align 8
  %6 = getelementptr inbounds i8, ptr %high, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_7 to i1
  br i1 %8, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %9, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #16
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %10, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_21, ptr align 8 %iterator, i64 24, i1 false)
  %11 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %11, align 8
  store ptr %len, ptr %_22, align 8
  %12 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %12, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE(ptr align 8 %_21, ptr align 8 %_22) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %13 = load i8, ptr %_25, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hcf57db409a0b9a0fE"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd1d29a36c820bfdaE"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i64, ptr %6, align 8
  store i64 %5, ptr %high, align 8
  %8 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %7, ptr %8, align 8
  %_7 = load i64, ptr %high, align 8
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %12, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h17e7419ef24ae314E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #16
  unreachable

bb3:                                              ; preds = %bb2
  %13 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %13, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  %_21.0 = load ptr, ptr %iterator, align 8
  %14 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_21.1 = load ptr, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %15, align 8
  store ptr %len, ptr %_22, align 8
  %16 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %16, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17hea028826e038ad4fE(ptr %_21.0, ptr %_21.1, ptr align 8 %_22) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %17 = load i8, ptr %_25, align 1
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he8f72e2fdba78634E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %1 = getelementptr inbounds i8, ptr %_5, i64 8
  %2 = load i64, ptr %1, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %2, ptr %high, align 8
  %5 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %4, ptr %5, align 8
  %_7 = load i64, ptr %high, align 8
  %6 = getelementptr inbounds i8, ptr %high, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_7 to i1
  br i1 %8, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %9, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #16
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %10, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_21, ptr align 8 %iterator, i64 24, i1 false)
  %11 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %11, align 8
  store ptr %len, ptr %_22, align 8
  %12 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %12, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E(ptr align 8 %_21, ptr align 8 %_22) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %13 = load i8, ptr %_25, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hef6d2e9463c68661E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [16 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd685ec3ed9f03f08E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #14
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %1 = getelementptr inbounds i8, ptr %_5, i64 8
  %2 = load i64, ptr %1, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i64, ptr %3, align 8
  store i64 %2, ptr %high, align 8
  %5 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %4, ptr %5, align 8
  %_7 = load i64, ptr %high, align 8
  %6 = getelementptr inbounds i8, ptr %high, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_7 to i1
  br i1 %8, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %9, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #16
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %10, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_21, ptr align 8 %iterator, i64 16, i1 false)
  %11 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %11, align 8
  store ptr %len, ptr %_22, align 8
  %12 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %12, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h9f0bc270b73ed12cE(ptr align 8 %_21, ptr align 8 %_22) #14
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %13 = load i8, ptr %_25, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3272277d24693786E"(ptr align 8 %_1, ptr align 8 %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw { i64, { ptr, i64 } }, ptr %_4, i64 %_5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_3, ptr align 8 %element, i64 24, i1 false)
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h38bd6ca00d8298daE"(ptr align 8 %_1, ptr align 8 %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw %"alloc::string::String", ptr %_4, i64 %_5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_3, ptr align 8 %element, i64 24, i1 false)
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_4, i64 %_5
  store double %element, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E"(ptr align 8 %_1, i32 %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw i32, ptr %_4, i64 %_5
  store i32 %element, ptr %_3, align 4
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hba3ad3706dadc522E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_4, i64 %_5
  store double %element, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hed2632e85567ae47E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_4, i64 %_5
  store double %element, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::append_elements
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17h7fd97f024104a714E"(ptr align 8 %self, ptr %other.0, i64 %other.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<u8>>::reserve
  call void @_RNvMs_NtCslNYArtu3iFV_5alloc3vecINtB4_3VechE7reserveCs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %other.1) #15
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  %_10 = icmp ule i64 %len, 9223372036854775807
  %_6 = icmp ugt i64 %other.1, 0
  br i1 %_6, label %bb2, label %bb3

bb3:                                              ; preds = %bb6, %start
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %3 = load i64, ptr %2, align 8
  %4 = add i64 %3, %other.1
  store i64 %4, ptr %1, align 8
  ret void

bb2:                                              ; preds = %start
  %5 = getelementptr inbounds i8, ptr %self, i64 8
  %_11 = load ptr, ptr %5, align 8
  %dst = getelementptr inbounds nuw i8, ptr %_11, i64 %len
  br label %bb4

bb4:                                              ; preds = %bb2
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %other.0, ptr %dst, i64 1, i64 1, i64 %other.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb6

bb6:                                              ; preds = %bb4
  %6 = mul i64 %other.1, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %dst, ptr align 1 %other.0, i64 %6, i1 false)
  br label %bb3
}

; alloc::vec::Vec<T,A>::extend_desugared
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h8a3e2095e969967bE"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %3 = alloca [8 x i8], align 8
  %_25 = alloca [8 x i8], align 8
  %_11 = alloca [24 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %4 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %4, align 8
  br label %bb1

bb1:                                              ; preds = %bb20, %start
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next
  %5 = call { i64, double } @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE"(ptr align 8 %iterator) #14
  %6 = extractvalue { i64, double } %5, 0
  %7 = extractvalue { i64, double } %5, 1
  store i64 %6, ptr %_3, align 8
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  store double %7, ptr %8, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_5 = load i64, ptr %_3, align 8
  %9 = getelementptr inbounds i8, ptr %_3, i64 8
  %10 = load double, ptr %9, align 8
  %11 = trunc nuw i64 %_5 to i1
  br i1 %11, label %bb3, label %bb9

bb3:                                              ; preds = %bb2
  %12 = getelementptr inbounds i8, ptr %_3, i64 8
  %element = load double, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %13, align 8
  %_19 = icmp ule i64 %len, 1152921504606846975
  br label %bb16

bb9:                                              ; preds = %bb2
  ret void

bb16:                                             ; preds = %bb3
  %self1 = load i64, ptr %self, align 8
  store i64 %self1, ptr %_9, align 8
  br label %bb14

bb14:                                             ; preds = %bb16
  %14 = load i64, ptr %_9, align 8
  %_8 = icmp eq i64 %len, %14
  br i1 %_8, label %bb4, label %bb7

bb7:                                              ; preds = %bb14
  br label %bb8

bb4:                                              ; preds = %bb14
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h530914a3fdcfc08dE"(ptr sret([24 x i8]) align 8 %_11, ptr align 8 %iterator) #14
  br label %bb5

bb8:                                              ; preds = %bb6, %bb7
  %15 = getelementptr inbounds i8, ptr %self, i64 8
  %_23 = load ptr, ptr %15, align 8
  %dst = getelementptr inbounds nuw double, ptr %_23, i64 %len
  store double %element, ptr %dst, align 8
  %new_len = add i64 %len, 1
  br label %bb18

bb5:                                              ; preds = %bb4
  %lower = load i64, ptr %_11, align 8
  %16 = call i64 @llvm.uadd.sat.i64(i64 %lower, i64 1)
  store i64 %16, ptr %3, align 8
  %_14 = load i64, ptr %3, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E"(ptr align 8 %self, i64 %_14) #15
  br label %bb6

bb6:                                              ; preds = %bb5
  br label %bb8

bb18:                                             ; preds = %bb8
  br label %bb23

bb23:                                             ; preds = %bb18
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %_25, align 8
  br label %bb21

bb21:                                             ; preds = %bb23
  %17 = load i64, ptr %_25, align 8
; call alloc::vec::Vec<T,A>::set_len::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17hee8e1fe9ef0fcaafE"(i64 %new_len, i64 %17, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #14
  br label %bb20

bb20:                                             ; preds = %bb21
  %18 = getelementptr inbounds i8, ptr %self, i64 16
  store i64 %new_len, ptr %18, align 8
  br label %bb1

bb13:                                             ; No predecessors!
  br label %bb11

bb11:                                             ; preds = %bb13
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb24:                                             ; No predecessors!
  unreachable

bb15:                                             ; No predecessors!
  unreachable

bb22:                                             ; No predecessors!
  unreachable
}

; alloc::vec::Vec<T,A>::len
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6f79eecc1c67f5e8E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_0 = load i64, ptr %0, align 8
  %_2 = icmp ule i64 %_0, 1152921504606846975
  ret i64 %_0
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h17e7419ef24ae314E"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8
  %_9 = sub i64 %1, %len
  %_7 = icmp ugt i64 %additional, %_9
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 8, i64 24) #15
  br label %bb2
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8
  %_9 = sub i64 %1, %len
  %_7 = icmp ugt i64 %additional, %_9
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 8, i64 8) #15
  br label %bb2
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h853ba2e54359d4bdE"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8
  %_9 = sub i64 %1, %len
  %_7 = icmp ugt i64 %additional, %_9
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 8, i64 24) #15
  br label %bb2
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8
  %_9 = sub i64 %1, %len
  %_7 = icmp ugt i64 %additional, %_9
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 4, i64 4) #15
  br label %bb2
}

; alloc::vec::Vec<T,A>::set_len::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17hee8e1fe9ef0fcaafE"(i64 %new_len, i64 %capacity, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ule i64 %new_len, %capacity
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_57d70e9d94c65ecfc15225d29a5ed72b, ptr inttoptr (i64 397 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; alloc::slice::stable_sort
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN5alloc5slice11stable_sort17h466840b66063958bE(ptr align 8 %v.0, i64 %v.1, ptr align 1 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %is_less = alloca [8 x i8], align 8
  store ptr %0, ptr %is_less, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %b = icmp ult i64 %v.1, 2
  br i1 %b, label %bb6, label %bb7

bb7:                                              ; preds = %bb5
  %b1 = icmp ule i64 %v.1, 20
  br i1 %b1, label %bb9, label %bb10

bb6:                                              ; preds = %bb5
  br label %bb4

bb10:                                             ; preds = %bb7
; call core::slice::sort::stable::driftsort_main
  call void @_ZN4core5slice4sort6stable14driftsort_main17h14b1c5029d6d4f12E(ptr align 8 %v.0, i64 %v.1, ptr align 8 %is_less) #18
  br label %bb13

bb9:                                              ; preds = %bb7
; call core::slice::sort::shared::smallsort::insertion_sort_shift_left
  call void @_ZN4core5slice4sort6shared9smallsort25insertion_sort_shift_left17haede9761590cd44bE(ptr align 8 %v.0, i64 %v.1, i64 1, ptr align 8 %is_less) #15
  br label %bb12

bb13:                                             ; preds = %bb10
  br label %bb4

bb4:                                              ; preds = %bb6, %bb12, %bb13
  ret void

bb12:                                             ; preds = %bb9
  br label %bb4

bb2:                                              ; No predecessors!
  %2 = load ptr, ptr %1, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = load i32, ptr %3, align 8
  %5 = insertvalue { ptr, i32 } poison, ptr %2, 0
  %6 = insertvalue { ptr, i32 } %5, i32 %4, 1
  resume { ptr, i32 } %6
}

; alloc::slice::<impl [T]>::join
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4join17h733934bd9afcaeffE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, ptr align 1 %sep.0, i64 %sep.1) unnamed_addr #0 {
start:
; call alloc::str::<impl alloc::slice::Join<&str> for [S]>::join
  call void @"_ZN5alloc3str75_$LT$impl$u20$alloc..slice..Join$LT$$RF$str$GT$$u20$for$u20$$u5b$S$u5d$$GT$4join17h3187fafd4277e822E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1, ptr align 1 %sep.0, i64 %sep.1) #15
  ret void
}

; alloc::slice::<impl [T]>::sort_by
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by17hb7963d173d4f2adaE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %compare = alloca [0 x i8], align 1
; call alloc::slice::stable_sort
  call void @_ZN5alloc5slice11stable_sort17h466840b66063958bE(ptr align 8 %self.0, i64 %self.1, ptr align 1 %compare) #14
  br label %bb1

bb1:                                              ; preds = %start
  ret void

bb3:                                              ; No predecessors!
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8
  %4 = insertvalue { ptr, i32 } poison, ptr %1, 0
  %5 = insertvalue { ptr, i32 } %4, i32 %3, 1
  resume { ptr, i32 } %5
}

; alloc::slice::<impl [T]>::sort_by::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"(ptr align 8 %_1, ptr align 8 %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %_7 = load ptr, ptr %_1, align 8
; call _01_iter_closures::main::{{closure}}
  %_5 = call i8 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"(ptr align 1 %_7, ptr align 8 %a, ptr align 8 %b) #14
  %_0 = icmp eq i8 %_5, -1
  ret i1 %_0
}

; alloc::slice::<impl core::slice::sort::stable::BufGuard<T> for alloc::vec::Vec<T>>::with_capacity
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h5c64a91a031e90a4E"(ptr sret([24 x i8]) align 8 %_0, i64 %capacity) unnamed_addr #0 {
start:
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %0 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %capacity, i64 8, i64 8) #14
  %_3.0 = extractvalue { i64, ptr } %0, 0
  %_3.1 = extractvalue { i64, ptr } %0, 1
  store i64 %_3.0, ptr %_0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_3.1, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %2, align 8
  ret void
}

; alloc::slice::<impl core::slice::sort::stable::BufGuard<T> for alloc::vec::Vec<T>>::as_uninit_slice_mut
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$19as_uninit_slice_mut17hf6c8eedc243af895E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_10 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %count = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_10, i64 %count
  br label %bb3

bb3:                                              ; preds = %start
  %self1 = load i64, ptr %self, align 8
  store i64 %self1, ptr %_7, align 8
  br label %bb1

bb1:                                              ; preds = %bb3
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %_9 = load i64, ptr %2, align 8
  %3 = load i64, ptr %_7, align 8
  %len = sub i64 %3, %_9
  br label %bb4

bb4:                                              ; preds = %bb1
; call core::slice::raw::from_raw_parts_mut::precondition_check
  call void @_ZN4core5slice3raw18from_raw_parts_mut18precondition_check17h376b252c12a3465dE(ptr %_3, i64 8, i64 8, i64 %len, ptr align 8 @alloc_4d5f9bcb134baf582cd4afb9138dbcb1) #14
  br label %bb6

bb6:                                              ; preds = %bb4
  %4 = insertvalue { ptr, i64 } poison, ptr %_3, 0
  %5 = insertvalue { ptr, i64 } %4, i64 %len, 1
  ret { ptr, i64 } %5

bb2:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::with_capacity_in
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %capacity, i64 %elem_layout.0, i64 %elem_layout.1) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
; call <alloc::raw_vec::RawVecInner>::try_allocate_in
  call void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8 %_4, i64 %capacity, i1 zeroext false, i64 %elem_layout.0, i64 %elem_layout.1) #15
  %_5 = load i64, ptr %_4, align 8
  %0 = trunc nuw i64 %_5 to i1
  br i1 %0, label %bb3, label %bb4

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_4, i64 8
  %err.0 = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %err.1 = load i64, ptr %2, align 8
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 %err.0, i64 %err.1) #19
  unreachable

bb4:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %_4, i64 8
  %this.0 = load i64, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %this.1 = load ptr, ptr %4, align 8
  %5 = icmp eq i64 %elem_layout.1, 0
  br i1 %5, label %bb6, label %bb7

bb6:                                              ; preds = %bb4
  store i64 -1, ptr %self, align 8
  br label %bb5

bb7:                                              ; preds = %bb4
  store i64 %this.0, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb7, %bb6
  %6 = load i64, ptr %self, align 8
  %_11 = sub i64 %6, 0
  %_7 = icmp ugt i64 %capacity, %_11
  %cond = xor i1 %_7, true
  br label %bb8

bb8:                                              ; preds = %bb5
; call core::hint::assert_unchecked::precondition_check
  call void @_ZN4core4hint16assert_unchecked18precondition_check17h86bb042a54f1b1b5E(i1 zeroext %cond, ptr align 8 @alloc_8a557fa53722333f4e14612354d66d02) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  %7 = insertvalue { i64, ptr } poison, i64 %this.0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %this.1, 1
  ret { i64, ptr } %8

bb2:                                              ; No predecessors!
  unreachable
}

; <&f64 as core::ops::arith::Sub<f64>>::sub
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Sub$LT$f64$GT$$GT$3sub17h78f20b3a3a14a7dcE"(ptr align 8 %self, double %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_0 = fsub double %_3, %other
  ret double %_0
}

; <&i64 as core::ops::arith::Rem<i64>>::rem
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN60_$LT$$RF$i64$u20$as$u20$core..ops..arith..Rem$LT$i64$GT$$GT$3rem17h8d17220cb7d8b5dfE"(ptr align 8 %self, i64 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load i64, ptr %self, align 8
; call <i64 as core::ops::arith::Rem>::rem
  %_0 = call i64 @"_ZN45_$LT$i64$u20$as$u20$core..ops..arith..Rem$GT$3rem17h0ba7cb09212c24efE"(i64 %_3, i64 %other, ptr align 8 %0) #14
  ret i64 %_0
}

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN60_$LT$alloc..string..String$u20$as$u20$core..fmt..Display$GT$3fmt17h6445633d6ea42e67E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8
; call <str as core::fmt::Display>::fmt
  %_0 = call zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr align 1 %_8, i64 %_7, ptr align 8 %f) #15
  ret i1 %_0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h1beb86d21634f6f7E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h1cdcbc6ea8ac2bf1E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h24ad67ef3b899b36E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h43c0ae5a9365b837E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h4eef7f464a892ce1E"(ptr sret([24 x i8]) align 4 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_0, ptr align 4 %self, i64 24, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h67c59a5d511ac3faE"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h8714e426bbc12be7E"(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h8894777c949025a4E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha1d7c6c2076ba487E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha761c9f9af3e40e8E"(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 16, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hb0868ac33100afb1E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17heae1e55bdc916de8E"(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hfc5657c6173afaa3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h371a8294acaeca51E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8
; call <[T] as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E"(ptr align 4 %_7, i64 %_6, ptr align 8 %f) #15
  ret i1 %_0
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h68026e612b46ca97E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8
; call <[T] as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE"(ptr align 8 %_7, i64 %_6, ptr align 8 %f) #15
  ret i1 %_0
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h1f86fa4f7aec62ceE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  %_3 = load i64, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %1 = load i64, ptr %0, align 8
  %2 = trunc nuw i64 %_3 to i1
  br i1 %2, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %3, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %4 = call zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr align 8 %f, ptr align 1 @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 4, ptr align 1 %__self_0, ptr align 8 @vtable.1) #15
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %6 = call zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr align 8 %f, ptr align 1 @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 4) #15
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3
  %8 = load i8, ptr %_0, align 1
  %9 = trunc nuw i8 %8 to i1
  ret i1 %9

bb1:                                              ; No predecessors!
  unreachable
}

; <alloc::vec::Vec<T,A> as core::clone::Clone>::clone
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_3 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::clone::Clone>::clone
  call void @"_ZN59_$LT$alloc..alloc..Global$u20$as$u20$core..clone..Clone$GT$5clone17h99b104641e10f6ecE"(ptr align 1 %_3) #14
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8
; call <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
  call void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_8, i64 %_7) #14
  ret void
}

; <T as core::slice::sort::stable::quicksort::IsFreeze>::is_freeze
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN68_$LT$T$u20$as$u20$core..slice..sort..stable..quicksort..IsFreeze$GT$9is_freeze17h541a667258f3323fE"() unnamed_addr #0 {
start:
  ret i1 true
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17he9acd771524fe436E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6cec0a252f473e5bE"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #14
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E"(ptr align 1 %_1, double %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %_4 = load double, ptr %b, align 8
  %_0 = fadd double %a, %_4
  ret double %_0
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26e3a28b5a5b5aeaE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
; call core::ptr::drop_in_place<[alloc::string::String]>
  call void @"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hd785c360566bc70dE"(ptr align 8 %_5, i64 %len) #15
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h361af98276f568eaE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcc3654ce478d9b8cE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he0269250d30938b4E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <I as core::iter::adapters::zip::SpecTrustedRandomAccess>::try_get_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN72_$LT$I$u20$as$u20$core..iter..adapters..zip..SpecTrustedRandomAccess$GT$17try_get_unchecked17hb6a430d75b543560E"(ptr align 8 %self, i64 %index) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_0 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h8e053522dc70e3b4E"(ptr align 8 %self, i64 %index) #14
  ret ptr %_0
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h36e287c565b24ec7E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h39575a1061352064E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hd7168f5c52d5afa0E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <alloc::vec::Vec<T,A> as core::ops::deref::DerefMut>::deref_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN75_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..DerefMut$GT$9deref_mut17h6f1c767a8cda873dE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <core::option::Option<T> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h629db4577f7020acE"(i64 %output) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } { i64 1, i64 poison }, i64 %output, 1
  ret { i64, i64 } %0
}

; <core::option::Option<T> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17hbb24f215f99c031cE"(i64 %output) unnamed_addr #1 {
start:
  ret i64 %output
}

; <core::option::Option<T> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h08661c9d4dce2e8bE"(i64 %0) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  %1 = load i64, ptr %self, align 8
  %2 = icmp eq i64 %1, 0
  %_2 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_2 to i1
  br i1 %3, label %bb3, label %bb2

bb3:                                              ; preds = %start
  %v = load i64, ptr %self, align 8
  store i64 %v, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb3, %bb2
  %4 = load i64, ptr %_0, align 8
  ret i64 %4

bb1:                                              ; No predecessors!
  unreachable
}

; <core::option::Option<T> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hc2a3b9155551cb6fE"(i64 %0, i64 %1) unnamed_addr #1 {
start:
  %_0 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %2, align 8
  %_2 = load i64, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = trunc nuw i64 %_2 to i1
  br i1 %5, label %bb3, label %bb2

bb3:                                              ; preds = %start
  %6 = getelementptr inbounds i8, ptr %self, i64 8
  %v = load i64, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %v, ptr %7, align 8
  store i64 0, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %start
  store i64 1, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb3, %bb2
  %8 = load i64, ptr %_0, align 8
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12

bb1:                                              ; No predecessors!
  unreachable
}

; <usize as core::slice::index::SliceIndex<[T]>>::get_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$13get_unchecked18precondition_check17hc0910c3ff635721eE"(i64 %this, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ult i64 %this, %len
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_97d92cbf2a68a6ac45a1b13da79836e4, ptr inttoptr (i64 429 to ptr), i1 zeroext false, ptr align 8 %0) #16
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; <usize as core::slice::index::SliceIndex<[T]>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hb933ecfdd2620a8dE"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4 = icmp ult i64 %self, %slice.1
  br i1 %_4, label %bb1, label %panic

bb1:                                              ; preds = %start
  %_0 = getelementptr inbounds nuw double, ptr %slice.0, i64 %self
  ret ptr %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %self, i64 %slice.1, ptr align 8 %0) #16
  unreachable
}

; <T as core::iter::adapters::step_by::SpecRangeSetup<T>>::setup
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN76_$LT$T$u20$as$u20$core..iter..adapters..step_by..SpecRangeSetup$LT$T$GT$$GT$5setup17h83accc6a04f8f9e5E"(i32 %inner.0, i32 %inner.1, i64 %_step) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %inner.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %inner.1, 1
  ret { i32, i32 } %1
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h50fef803bf9eabdeE"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 24) #15
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 8) #15
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc20d145ee82a6726E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 24) #15
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf563328f17286baaE"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 4, i64 4) #15
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h0d57393cfc33857eE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %2, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::index
  %_0 = call align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hb933ecfdd2620a8dE"(i64 %index, ptr align 8 %_7, i64 %_6, ptr align 8 %0) #14
  ret ptr %_0
}

; <core::array::iter::IntoIter<T,_> as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN82_$LT$core..array..iter..IntoIter$LT$T$C$_$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h12160317ba4edbb6E"(ptr align 8 %self) unnamed_addr #1 {
start:
  br label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable
}

; <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h8c4d66c7b77c1d73E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_2 = load i64, ptr %0, align 8
  %_3 = load ptr, ptr %self, align 8
  store i64 %_2, ptr %_3, align 8
  ret void
}

; <I as core::iter::traits::iterator::Iterator::advance_by::SpecAdvanceBy>::spec_advance_by
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @"_ZN87_$LT$I$u20$as$u20$core..iter..traits..iterator..Iterator..advance_by..SpecAdvanceBy$GT$15spec_advance_by17h9755c428e742c9a0E"(ptr align 4 %self, i64 %n) unnamed_addr #0 {
start:
  %res = alloca [8 x i8], align 8
  %_4 = alloca [8 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  store i64 %n, ptr %_4, align 8
  %0 = load i64, ptr %_4, align 8
  %1 = icmp eq i64 %0, 0
  %_5 = select i1 %1, i64 0, i64 1
  %2 = trunc nuw i64 %_5 to i1
  br i1 %2, label %bb1, label %bb2

bb1:                                              ; preds = %start
  %n1 = load i64, ptr %_4, align 8
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold
  %3 = call i64 @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hb7d33903d8e17affE"(ptr align 4 %self, i64 %n1) #15
  store i64 %3, ptr %res, align 8
  %4 = load i64, ptr %res, align 8
  %5 = icmp eq i64 %4, 0
  %_7 = select i1 %5, i64 0, i64 1
  %6 = trunc nuw i64 %_7 to i1
  br i1 %6, label %bb5, label %bb6

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb8

bb5:                                              ; preds = %bb1
  %n2 = load i64, ptr %res, align 8
  store i64 %n2, ptr %_0, align 8
  br label %bb7

bb6:                                              ; preds = %bb1
  store i64 0, ptr %_0, align 8
  br label %bb7

bb7:                                              ; preds = %bb5, %bb6
  br label %bb8

bb8:                                              ; preds = %bb2, %bb7
  %7 = load i64, ptr %_0, align 8
  ret i64 %7

bb4:                                              ; No predecessors!
  unreachable
}

; <I as core::iter::traits::iterator::Iterator::advance_by::SpecAdvanceBy>::spec_advance_by::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN87_$LT$I$u20$as$u20$core..iter..traits..iterator..Iterator..advance_by..SpecAdvanceBy$GT$15spec_advance_by28_$u7b$$u7b$closure$u7d$$u7d$17h2d3d1ea1abf76817E"(ptr align 1 %_1, i64 %n, double %_3) unnamed_addr #1 {
start:
  %n1 = sub i64 %n, 1
  ret i64 %n1
}

; <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE"(ptr sret([24 x i8]) align 8 %v, ptr align 8 %s.0, i64 %s.1) unnamed_addr #1 {
start:
  %_17 = alloca [8 x i8], align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %0 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E"(i64 %s.1, i64 8, i64 8) #14
  %_10.0 = extractvalue { i64, ptr } %0, 0
  %_10.1 = extractvalue { i64, ptr } %0, 1
  store i64 %_10.0, ptr %v, align 8
  %1 = getelementptr inbounds i8, ptr %v, i64 8
  store ptr %_10.1, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %v, i64 16
  store i64 0, ptr %2, align 8
  %_4 = icmp ugt i64 %s.1, 0
  br i1 %_4, label %bb1, label %bb2

bb2:                                              ; preds = %bb9, %start
  ret void

bb1:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %v, i64 8
  %_12 = load ptr, ptr %3, align 8
  br label %bb4

bb4:                                              ; preds = %bb1
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %s.0, ptr %_12, i64 8, i64 8, i64 %s.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb6

bb6:                                              ; preds = %bb4
  %4 = mul i64 %s.1, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_12, ptr align 8 %s.0, i64 %4, i1 false)
  br label %bb7

bb7:                                              ; preds = %bb6
  br label %bb12

bb12:                                             ; preds = %bb7
  %self = load i64, ptr %v, align 8
  store i64 %self, ptr %_17, align 8
  br label %bb10

bb10:                                             ; preds = %bb12
  %5 = load i64, ptr %_17, align 8
; call alloc::vec::Vec<T,A>::set_len::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17hee8e1fe9ef0fcaafE"(i64 %s.1, i64 %5, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #14
  br label %bb9

bb9:                                              ; preds = %bb10
  %6 = getelementptr inbounds i8, ptr %v, i64 16
  store i64 %s.1, ptr %6, align 8
  br label %bb2

bb11:                                             ; No predecessors!
  unreachable
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next_back
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$14spec_next_back17hc10c746b84b4ca99E"(ptr align 4 %self) unnamed_addr #1 {
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
  %0 = getelementptr inbounds i8, ptr %self, i64 4
  %_6 = load i32, ptr %0, align 4
; call <i32 as core::iter::range::Step>::backward_unchecked
  %_5 = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$18backward_unchecked17h891a1c3038f44db3E"(i32 %_6, i64 1) #14
  %1 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %_5, ptr %1, align 4
  %2 = getelementptr inbounds i8, ptr %self, i64 4
  %_7 = load i32, ptr %2, align 4
  %3 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %_7, ptr %3, align 4
  store i32 1, ptr %_0, align 4
  br label %bb5

bb5:                                              ; preds = %bb2, %bb4
  %4 = load i32, ptr %_0, align 4
  %5 = getelementptr inbounds i8, ptr %_0, i64 4
  %6 = load i32, ptr %5, align 4
  %7 = insertvalue { i32, i32 } poison, i32 %4, 0
  %8 = insertvalue { i32, i32 } %7, i32 %6, 1
  ret { i32, i32 } %8
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h4566341444e764d4E"(ptr align 4 %self) unnamed_addr #1 {
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
  %_6 = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h85da32038e2cf4f9E"(i32 %old, i64 1) #14
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

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17he2942e787c366e7eE"(ptr align 8 %self) unnamed_addr #1 {
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
  %_6 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h60694209490e56ffE"(i64 %old, i64 1) #14
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17h8e053522dc70e3b4E"(ptr align 8 %self, i64 %idx) unnamed_addr #1 {
start:
  %_5 = load ptr, ptr %self, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_5, i64 %idx
  ret ptr %_3
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::all
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  %f = alloca [0 x i8], align 1
  br label %bb1

bb1:                                              ; preds = %bb3, %start
  %ptr = load ptr, ptr %self, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %1, align 8
  br label %bb11

bb11:                                             ; preds = %bb1
  %_12 = icmp eq ptr %ptr, %end_or_len
  br i1 %_12, label %bb12, label %bb13

bb13:                                             ; preds = %bb11
  %_22 = getelementptr inbounds nuw double, ptr %ptr, i64 1
  store ptr %_22, ptr %self, align 8
  br label %bb14

bb12:                                             ; preds = %bb11
  br label %bb17

bb14:                                             ; preds = %bb13
  store ptr %ptr, ptr %_3, align 8
  %x = load ptr, ptr %_3, align 8
; call _01_iter_closures::main::{{closure}}
  %_5 = call zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hc17b19fd689e37ccE"(ptr align 1 %f, ptr align 8 %x) #14
  br label %bb2

bb2:                                              ; preds = %bb14
  br i1 %_5, label %bb3, label %bb4

bb4:                                              ; preds = %bb2
  store i8 0, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %bb2
  br label %bb1

bb5:                                              ; preds = %bb17, %bb4
  %2 = load i8, ptr %_0, align 1
  %3 = trunc nuw i8 %2 to i1
  ret i1 %3

bb6:                                              ; No predecessors!
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8

bb17:                                             ; preds = %bb12
  store i8 1, ptr %_0, align 1
  br label %bb5

bb8:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable

bb15:                                             ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::any
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  %f = alloca [0 x i8], align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
  %ptr = load ptr, ptr %self, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %1, align 8
  br label %bb11

bb11:                                             ; preds = %bb1
  %_12 = icmp eq ptr %ptr, %end_or_len
  br i1 %_12, label %bb12, label %bb13

bb13:                                             ; preds = %bb11
  %_22 = getelementptr inbounds nuw double, ptr %ptr, i64 1
  store ptr %_22, ptr %self, align 8
  br label %bb14

bb12:                                             ; preds = %bb11
  br label %bb17

bb14:                                             ; preds = %bb13
  store ptr %ptr, ptr %_3, align 8
  %x = load ptr, ptr %_3, align 8
; call _01_iter_closures::main::{{closure}}
  %_5 = call zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1486c47ded1c9596E"(ptr align 1 %f, ptr align 8 %x) #14
  br label %bb2

bb2:                                              ; preds = %bb14
  br i1 %_5, label %bb3, label %bb4

bb4:                                              ; preds = %bb2
  br label %bb1

bb3:                                              ; preds = %bb2
  store i8 1, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb17, %bb3
  %2 = load i8, ptr %_0, align 1
  %3 = trunc nuw i8 %2 to i1
  ret i1 %3

bb6:                                              ; No predecessors!
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8

bb17:                                             ; preds = %bb12
  store i8 0, ptr %_0, align 1
  br label %bb5

bb8:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable

bb15:                                             ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h496dbc27af6f3ea5E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8e2474336760f5d4E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5ac0df7ead066a6dE"(ptr %self.0, ptr %self.1, i64 %init.0, double %init.1, i64 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %_20 = alloca [24 x i8], align 8
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [16 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [16 x i8], align 8
  %f = alloca [8 x i8], align 8
  store i64 %0, ptr %f, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %2 = icmp eq ptr %self.0, %self.1
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load i8, ptr %_4, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store i64 %init.0, ptr %acc, align 8
  %6 = getelementptr inbounds i8, ptr %acc, i64 8
  store double %init.1, ptr %6, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i64 %init.0, ptr %_0, align 8
  %7 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %init.1, ptr %7, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %8 = ptrtoint ptr %self.1 to i64
  %9 = ptrtoint ptr %self.0 to i64
  %10 = sub nuw i64 %8, %9
  %11 = udiv exact i64 %10, 8
  store i64 %11, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21.0 = load i64, ptr %acc, align 8
  %12 = getelementptr inbounds i8, ptr %acc, i64 8
  %_21.1 = load double, ptr %12, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
  store i64 %_21.0, ptr %_20, align 8
  %13 = getelementptr inbounds i8, ptr %_20, i64 8
  store double %_21.1, ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %_20, i64 16
  store ptr %_45, ptr %14, align 8
  %15 = load i64, ptr %_20, align 8
  %16 = getelementptr inbounds i8, ptr %_20, i64 8
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds i8, ptr %_20, i64 16
  %19 = load ptr, ptr %18, align 8
; call <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::fold::enumerate::{{closure}}
  %20 = call { i64, double } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E"(ptr align 8 %f, i64 %15, double %17, ptr align 8 %19) #14
  %_18.0 = extractvalue { i64, double } %20, 0
  %_18.1 = extractvalue { i64, double } %20, 1
  br label %bb9

bb9:                                              ; preds = %bb8
  store i64 %_18.0, ptr %acc, align 8
  %21 = getelementptr inbounds i8, ptr %acc, i64 8
  store double %_18.1, ptr %21, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %22 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %22, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb27

bb27:                                             ; preds = %bb26
  %23 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %23, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %24 = load i64, ptr %acc, align 8
  %25 = getelementptr inbounds i8, ptr %acc, i64 8
  %26 = load double, ptr %25, align 8
  store i64 %24, ptr %_0, align 8
  %27 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %26, ptr %27, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %28 = load i64, ptr %_0, align 8
  %29 = getelementptr inbounds i8, ptr %_0, i64 8
  %30 = load double, ptr %29, align 8
  %31 = insertvalue { i64, double } poison, i64 %28, 0
  %32 = insertvalue { i64, double } %31, double %30, 1
  ret { i64, double } %32

bb16:                                             ; No predecessors!
  %33 = load i8, ptr %_31, align 1
  %34 = trunc nuw i8 %33 to i1
  br i1 %34, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %35 = load i8, ptr %_32, align 1
  %36 = trunc nuw i8 %35 to i1
  br i1 %36, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %37 = load ptr, ptr %1, align 8
  %38 = getelementptr inbounds i8, ptr %1, i64 8
  %39 = load i32, ptr %38, align 8
  %40 = insertvalue { ptr, i32 } poison, ptr %37, 0
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1
  resume { ptr, i32 } %41

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6cec0a252f473e5bE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
  %_18 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E"(ptr sret([80 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %_21 = alloca [80 x i8], align 8
  %_20 = alloca [88 x i8], align 8
  %_18 = alloca [80 x i8], align 8
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [80 x i8], align 8
  %_4 = alloca [1 x i8], align 1
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
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %acc, ptr align 8 %init, i64 80, i1 false)
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %init, i64 80, i1 false)
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_21, ptr align 8 %acc, i64 80, i1 false)
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_20, ptr align 8 %_21, i64 80, i1 false)
  %9 = getelementptr inbounds i8, ptr %_20, i64 80
  store ptr %_45, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %_20, i64 80
  %11 = load ptr, ptr %10, align 8
; call _01_iter_closures::main::{{closure}}
  call void @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE"(ptr sret([80 x i8]) align 8 %_18, ptr align 1 %f, ptr align 8 %_20, ptr align 8 %11) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %acc, ptr align 8 %_18, i64 80, i1 false)
  br label %bb26

bb26:                                             ; preds = %bb9
  %12 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %12, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb27

bb27:                                             ; preds = %bb26
  %13 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %13, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %acc, i64 80, i1 false)
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %14 = load i8, ptr %_31, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %16 = load i8, ptr %_32, align 1
  %17 = trunc nuw i8 %16 to i1
  br i1 %17, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %18 = load ptr, ptr %0, align 8
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 8
  %21 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E"(ptr %self.0, ptr %self.1, double %init, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %2 = icmp eq ptr %self.0, %self.1
  %3 = zext i1 %2 to i8
  store i8 %3, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load i8, ptr %_4, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb4, label %bb5

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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %6 = ptrtoint ptr %self.1 to i64
  %7 = ptrtoint ptr %self.0 to i64
  %8 = sub nuw i64 %6, %7
  %9 = udiv exact i64 %8, 8
  store i64 %9, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hba2e19b494cd0115E"(ptr align 8 %f, double %_21, ptr align 8 %_45) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %10 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %10, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb27

bb27:                                             ; preds = %bb26
  %11 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %11, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %12 = load double, ptr %acc, align 8
  store double %12, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %13 = load double, ptr %_0, align 8
  ret double %13

bb16:                                             ; No predecessors!
  %14 = load i8, ptr %_31, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %16 = load i8, ptr %_32, align 1
  %17 = trunc nuw i8 %16 to i1
  br i1 %17, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %18 = load ptr, ptr %1, align 8
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = load i32, ptr %19, align 8
  %21 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd9d9c583d55a9e35E"(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
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
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,alloc::string::String,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr538drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$alloc..string..String$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6b664916fda842adE"(ptr align 8 %f) #15
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 16
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw { ptr, i64 }, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE"(ptr align 8 %f, ptr align 8 %_45) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,alloc::string::String,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr538drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$alloc..string..String$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6b664916fda842adE"(ptr align 8 %f) #15
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %11 = load i8, ptr %_31, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,alloc::string::String,(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr538drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$alloc..string..String$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h6b664916fda842adE"(ptr align 8 %f) #17
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %13 = load i8, ptr %_32, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he88c462734f5e6b6E"(ptr %self.0, ptr %self.1, i64 %init.0, ptr align 8 %init.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %_20 = alloca [24 x i8], align 8
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [16 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [16 x i8], align 8
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
  store i64 %init.0, ptr %acc, align 8
  %5 = getelementptr inbounds i8, ptr %acc, i64 8
  store ptr %init.1, ptr %5, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i64 %init.0, ptr %_0, align 8
  %6 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %init.1, ptr %6, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %7 = ptrtoint ptr %self.1 to i64
  %8 = ptrtoint ptr %self.0 to i64
  %9 = sub nuw i64 %7, %8
  %10 = udiv exact i64 %9, 24
  store i64 %10, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21.0 = load i64, ptr %acc, align 8
  %11 = getelementptr inbounds i8, ptr %acc, i64 8
  %_21.1 = load ptr, ptr %11, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw { i64, { ptr, i64 } }, ptr %self.0, i64 %count
  store i64 %_21.0, ptr %_20, align 8
  %12 = getelementptr inbounds i8, ptr %_20, i64 8
  store ptr %_21.1, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %_20, i64 16
  store ptr %_45, ptr %13, align 8
  %14 = load i64, ptr %_20, align 8
  %15 = getelementptr inbounds i8, ptr %_20, i64 8
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds i8, ptr %_20, i64 16
  %18 = load ptr, ptr %17, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %19 = call { i64, ptr } @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h40ad0eb64d70a6b4E"(ptr align 1 %f, i64 %14, ptr align 8 %16, ptr align 8 %18) #14
  %_18.0 = extractvalue { i64, ptr } %19, 0
  %_18.1 = extractvalue { i64, ptr } %19, 1
  br label %bb9

bb9:                                              ; preds = %bb8
  store i64 %_18.0, ptr %acc, align 8
  %20 = getelementptr inbounds i8, ptr %acc, i64 8
  store ptr %_18.1, ptr %20, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %21 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %21, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb27

bb27:                                             ; preds = %bb26
  %22 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %22, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %23 = load i64, ptr %acc, align 8
  %24 = getelementptr inbounds i8, ptr %acc, i64 8
  %25 = load ptr, ptr %24, align 8
  store i64 %23, ptr %_0, align 8
  %26 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %25, ptr %26, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %27 = load i64, ptr %_0, align 8
  %28 = getelementptr inbounds i8, ptr %_0, i64 8
  %29 = load ptr, ptr %28, align 8
  %30 = insertvalue { i64, ptr } poison, i64 %27, 0
  %31 = insertvalue { i64, ptr } %30, ptr %29, 1
  ret { i64, ptr } %31

bb16:                                             ; No predecessors!
  %32 = load i8, ptr %_31, align 1
  %33 = trunc nuw i8 %32 to i1
  br i1 %33, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %34 = load i8, ptr %_32, align 1
  %35 = trunc nuw i8 %34 to i1
  br i1 %35, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %36 = load ptr, ptr %0, align 8
  %37 = getelementptr inbounds i8, ptr %0, i64 8
  %38 = load i32, ptr %37, align 8
  %39 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %40 = insertvalue { ptr, i32 } %39, i32 %38, 1
  resume { ptr, i32 } %40

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf27e02238677d682E"(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
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
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,(usize,&str),(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(usize,&str),alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr544drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$$LP$usize$C$$RF$str$RP$$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$usize$C$$RF$str$RP$$C$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h84c34c4babc360deE"(ptr align 8 %f) #15
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 16
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw { ptr, i64 }, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE"(ptr align 8 %f, ptr align 8 %_45) #14
  br label %bb9

bb9:                                              ; preds = %bb8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h827b2deba43f49ceE"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,(usize,&str),(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(usize,&str),alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr544drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$$LP$usize$C$$RF$str$RP$$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$usize$C$$RF$str$RP$$C$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h84c34c4babc360deE"(ptr align 8 %f) #15
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %11 = load i8, ptr %_31, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&&str,(usize,&str),(),01_iter_closures::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(usize,&str),alloc::vec::Vec<(usize,&str)>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<&str>,01_iter_closures::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr544drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$$RF$str$C$$LP$usize$C$$RF$str$RP$$C$$LP$$RP$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$usize$C$$RF$str$RP$$C$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$$RF$str$GT$$C$01_iter_closures..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h84c34c4babc360deE"(ptr align 8 %f) #17
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %13 = load i8, ptr %_32, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h28dcfd1026f033b9E"(ptr align 8 %self) unnamed_addr #1 {
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 4 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h31d6cdf3fca32a55E"(ptr align 8 %self) unnamed_addr #1 {
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
  %_16 = getelementptr inbounds nuw i32, ptr %ptr, i64 1
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h498fb143fd60b5edE"(ptr align 8 %self) unnamed_addr #1 {
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
  %_16 = getelementptr inbounds nuw { i64, { ptr, i64 } }, ptr %ptr, i64 1
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17haf556ec7424da99cE"(ptr align 8 %self) unnamed_addr #1 {
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hdb46d4b3d7a1b1a0E"(ptr align 8 %self) unnamed_addr #1 {
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
  %_16 = getelementptr inbounds nuw %"alloc::string::String", ptr %ptr, i64 1
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::position
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h0173db8a2e1ae102E"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %n = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %predicate = alloca [0 x i8], align 1
  br label %bb2

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load ptr, ptr %1, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb12

bb12:                                             ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %_6, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb14

bb14:                                             ; preds = %bb12
  br label %bb15

bb15:                                             ; preds = %bb14
  br label %bb16

bb16:                                             ; preds = %bb15
  %2 = ptrtoint ptr %_6 to i64
  %3 = ptrtoint ptr %subtracted to i64
  %4 = sub nuw i64 %2, %3
  %5 = udiv exact i64 %4, 8
  store i64 %5, ptr %n, align 8
  br label %bb3

bb17:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb3:                                              ; preds = %bb16
  store i64 0, ptr %i, align 8
  br label %bb4

bb4:                                              ; preds = %bb7, %bb3
  %ptr = load ptr, ptr %self, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %6, align 8
  br label %bb21

bb21:                                             ; preds = %bb4
  %_29 = icmp eq ptr %ptr, %end_or_len
  br i1 %_29, label %bb22, label %bb23

bb23:                                             ; preds = %bb21
  %_39 = getelementptr inbounds nuw double, ptr %ptr, i64 1
  store ptr %_39, ptr %self, align 8
  br label %bb24

bb22:                                             ; preds = %bb21
  br label %bb29

bb24:                                             ; preds = %bb23
  store ptr %ptr, ptr %_9, align 8
  %x = load ptr, ptr %_9, align 8
; call _01_iter_closures::main::{{closure}}
  %_11 = call zeroext i1 @"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h45004f97f9bb9a6bE"(ptr align 1 %predicate, ptr align 8 %x) #14
  br label %bb5

bb5:                                              ; preds = %bb24
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb5
  %7 = load i64, ptr %i, align 8
  %8 = add i64 %7, 1
  store i64 %8, ptr %i, align 8
  br label %bb4

bb6:                                              ; preds = %bb5
  %_15 = load i64, ptr %i, align 8
  %9 = load i64, ptr %n, align 8
  %cond = icmp ult i64 %_15, %9
  br label %bb27

bb27:                                             ; preds = %bb6
; call core::hint::assert_unchecked::precondition_check
  call void @_ZN4core4hint16assert_unchecked18precondition_check17h86bb042a54f1b1b5E(i1 zeroext %cond, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #14
  br label %bb28

bb28:                                             ; preds = %bb27
  %10 = load i64, ptr %i, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %10, ptr %11, align 8
  store i64 1, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb29, %bb28
  %12 = load i64, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  %14 = load i64, ptr %13, align 8
  %15 = insertvalue { i64, i64 } poison, i64 %12, 0
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1
  ret { i64, i64 } %16

bb9:                                              ; No predecessors!
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb29:                                             ; preds = %bb22
  %22 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %23 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store i64 %22, ptr %_0, align 8
  %24 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %23, ptr %24, align 8
  br label %bb8

bb1:                                              ; No predecessors!
  unreachable

bb18:                                             ; No predecessors!
  unreachable

bb19:                                             ; No predecessors!
  unreachable

bb20:                                             ; No predecessors!
  unreachable

bb25:                                             ; No predecessors!
  unreachable

bb26:                                             ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h96c5711f600c0183E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %exact = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb9

bb9:                                              ; preds = %bb8
  %1 = ptrtoint ptr %_5 to i64
  %2 = ptrtoint ptr %subtracted to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 16
  store i64 %4, ptr %exact, align 8
  br label %bb3

bb10:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb3:                                              ; preds = %bb9
  %_7 = load i64, ptr %exact, align 8
  %_8.1 = load i64, ptr %exact, align 8
  store i64 %_7, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_8.1, ptr %6, align 8
  ret void

bb1:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf7254c89c1c90f75E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %exact = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  br label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb9

bb9:                                              ; preds = %bb8
  %1 = ptrtoint ptr %_5 to i64
  %2 = ptrtoint ptr %subtracted to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 8
  store i64 %4, ptr %exact, align 8
  br label %bb3

bb10:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #16
  unreachable

bb3:                                              ; preds = %bb9
  %_7 = load i64, ptr %exact, align 8
  %_8.1 = load i64, ptr %exact, align 8
  store i64 %_7, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_8.1, ptr %6, align 8
  ret void

bb1:                                              ; No predecessors!
  unreachable
}

; <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h0a6b358f329fcf1fE"(i64 %x) unnamed_addr #1 {
start:
  ret i64 %x
}

; <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hd052f1a1a7545224E"(i64 %self) unnamed_addr #1 {
start:
  ret i64 %self
}

; <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1fcb17b08555c630E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %ret = alloca [16 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %self1 = load i64, ptr %0, align 8
  %_10.0 = load ptr, ptr %self, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_10.1 = load i64, ptr %1, align 8
  %_2 = icmp ugt i64 %self1, %_10.1
  br i1 %_2, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %self.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %self.1 = load i64, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 16
  %self2 = load i64, ptr %3, align 8
  %_19 = icmp ult i64 %self2, 0
  br i1 %_19, label %bb7, label %bb8

bb1:                                              ; preds = %start
  %4 = load ptr, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, align 8
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.0, i64 8), align 8
  store ptr %4, ptr %ret, align 8
  %6 = getelementptr inbounds i8, ptr %ret, i64 8
  store i64 %5, ptr %6, align 8
  br label %bb3

bb8:                                              ; preds = %bb2
  %_13 = icmp ule i64 %self2, %self.1
  br i1 %_13, label %bb4, label %bb5

bb7:                                              ; preds = %bb2
  br label %bb6

bb5:                                              ; preds = %bb8
  br label %bb6

bb4:                                              ; preds = %bb8
  store ptr %self.0, ptr %ret, align 8
  %7 = getelementptr inbounds i8, ptr %ret, i64 8
  store i64 %self2, ptr %7, align 8
  %self.03 = load ptr, ptr %self, align 8
  %8 = getelementptr inbounds i8, ptr %self, i64 8
  %self.14 = load i64, ptr %8, align 8
  %_21 = icmp ugt i64 1, %self.14
  br i1 %_21, label %bb9, label %bb10

bb6:                                              ; preds = %bb7, %bb5
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 0, i64 %self2, i64 %self.1, ptr align 8 @alloc_b2f28986b414e660fff9151eee01a1b2) #16
  unreachable

bb10:                                             ; preds = %bb4
  %new_len = sub nuw i64 %self.14, 1
  %_28 = getelementptr inbounds nuw double, ptr %self.03, i64 1
  store ptr %_28, ptr %self, align 8
  %9 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %new_len, ptr %9, align 8
  br label %bb3

bb9:                                              ; preds = %bb4
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 1, i64 %self.14, i64 %self.14, ptr align 8 @alloc_31e0c595875695c77fd2f54110592d27) #16
  unreachable

bb3:                                              ; preds = %bb1, %bb10
  %10 = load ptr, ptr %ret, align 8
  %11 = getelementptr inbounds i8, ptr %ret, i64 8
  %12 = load i64, ptr %11, align 8
  %13 = insertvalue { ptr, i64 } poison, ptr %10, 0
  %14 = insertvalue { ptr, i64 } %13, i64 %12, 1
  ret { ptr, i64 } %14
}

; <core::slice::iter::Windows<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN94_$LT$core..slice..iter..Windows$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hc76693d162a73d75E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %self1 = load i64, ptr %0, align 8
  %_9.0 = load ptr, ptr %self, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_9.1 = load i64, ptr %1, align 8
  %_2 = icmp ugt i64 %self1, %_9.1
  br i1 %_2, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %_7 = sub i64 %_9.1, %self1
  %size = add i64 %_7, 1
  store i64 %size, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %size, ptr %3, align 8
  br label %bb3

bb1:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %4 = load i64, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1, align 8
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @anon.1b233e5f5f2f85f96ca1ff54e5e9cd30.1, i64 8), align 8
  %6 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %4, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %5, ptr %7, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h1db46df1f5ab2a2fE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17ha761c9f9af3e40e8E"(ptr sret([16 x i8]) align 8 %_2, ptr align 8 %iter) #14
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hdace1c408ade94a8E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h2a534791445dae6dE"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h24ad67ef3b899b36E"(ptr %iter.0, ptr %iter.1) #14
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h9716261e8f2a568bE"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h76fcf0d50bf5605dE"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hb0868ac33100afb1E"(ptr %iter.0, ptr %iter.1) #14
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h9afd19d0e5feba77E"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h8868ec1010caede3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [24 x i8], align 4
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h4eef7f464a892ce1E"(ptr sret([24 x i8]) align 4 %_2, ptr align 4 %iter) #14
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h36269bab53777f66E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %_2) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h97940899d4066612E"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h8894777c949025a4E"(ptr %iter.0, ptr %iter.1) #14
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17ha642c446ad14a19eE"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hb9c0e642887e814bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [24 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hfc5657c6173afaa3E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %iter) #14
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h4e6b8ed785190dedE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hcb5673205bfb7727E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [24 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h43c0ae5a9365b837E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %iter) #14
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17had8c95eaeb13bccbE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #15
  ret void
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17ha4f8b529b7e24543E"() unnamed_addr #1 {
start:
  ret { i64, double } { i64 0, double undef }
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, double } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h7237fbd81d6748aeE"(i64 %0, double %1) unnamed_addr #1 {
start:
  %_0 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  store double %1, ptr %2, align 8
  %_2 = load i64, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  %4 = load double, ptr %3, align 8
  %5 = trunc nuw i64 %_2 to i1
  br i1 %5, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %6 = getelementptr inbounds i8, ptr %self, i64 8
  %b = load double, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %b, ptr %7, align 8
  store i64 1, ptr %_0, align 8
  br label %bb4

bb3:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %8 = load i64, ptr %_0, align 8
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  %10 = load double, ptr %9, align 8
  %11 = insertvalue { i64, double } poison, i64 %8, 0
  %12 = insertvalue { i64, double } %11, double %10, 1
  ret { i64, double } %12

bb1:                                              ; No predecessors!
  unreachable
}

; <core::slice::sort::stable::merge::MergeState<T> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde4f4592e56ced75E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %self1 = load ptr, ptr %1, align 8
  %_5 = load ptr, ptr %self, align 8
  br label %bb2

bb2:                                              ; preds = %start
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h823bdb496d5da469E"(ptr %self1, ptr %_5, ptr align 8 @alloc_c8f858ffc1c60babffaccc226d900255) #14
  br label %bb4

bb4:                                              ; preds = %bb2
  br label %bb5

bb5:                                              ; preds = %bb4
  br label %bb6

bb6:                                              ; preds = %bb5
  %2 = ptrtoint ptr %self1 to i64
  %3 = ptrtoint ptr %_5 to i64
  %4 = sub nuw i64 %2, %3
  %5 = udiv exact i64 %4, 8
  store i64 %5, ptr %0, align 8
  %len = load i64, ptr %0, align 8
  %_7 = load ptr, ptr %self, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 16
  %dst = load ptr, ptr %6, align 8
  br label %bb8

bb7:                                              ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_c8f858ffc1c60babffaccc226d900255) #16
  unreachable

bb8:                                              ; preds = %bb6
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %_7, ptr %dst, i64 8, i64 8, i64 %len, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb10

bb10:                                             ; preds = %bb8
  %7 = mul i64 %len, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %_7, i64 %7, i1 false)
  ret void
}

; <core::hint::select_unpredictable::DropOnPanic<T> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN96_$LT$core..hint..select_unpredictable..DropOnPanic$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h23dd59efbfe5aaa0E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %self1 = load ptr, ptr %self, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E"(ptr align 8 %self, ptr align 4 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE"(ptr align 8 %self, ptr align 4 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h21107171f856ad40E"(ptr align 8 %self, ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_desugared
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h8a3e2095e969967bE"(ptr align 8 %self, ptr %iter.0, ptr %iter.1) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h34e1950ca1dff3a1E"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h7b631e47bab631e5E"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE"(ptr align 8 %self, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9ddf8b69a2bfae18E"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hcf57db409a0b9a0fE"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE"(ptr align 8 %self, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd66bf8027d728b19E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hef6d2e9463c68661E"(ptr align 8 %self, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h36269bab53777f66E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h4e6b8ed785190dedE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h9716261e8f2a568bE"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hd60fbe804129a45fE"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h9afd19d0e5feba77E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17ha642c446ad14a19eE"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h205b6f267867b362E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17had8c95eaeb13bccbE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hdace1c408ade94a8E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) #15
  ret void
}

; <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E"(ptr align 4 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_4 = alloca [24 x i8], align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %_4, ptr align 4 %self, i64 24, i1 false)
; call <core::iter::adapters::chain::Chain<A,B> as core::iter::traits::double_ended::DoubleEndedIterator>::rfold
  call void @"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E"(ptr align 4 %_4, ptr align 8 %f) #15
  ret void
}

; <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h097bd416bfd37029E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::iter::adapters::chain::Chain<A,B> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN106_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h045c0e322e058fb7E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) #14
  ret void
}

; <core::slice::sort::shared::smallsort::CopyOnDrop<T> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcda6e6d4f6c071d5E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %src = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %dst = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %count = load i64, ptr %1, align 8
  br label %bb1

bb1:                                              ; preds = %start
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17he32266cf9ad85324E(ptr %src, ptr %dst, i64 8, i64 8, i64 %count, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #14
  br label %bb3

bb3:                                              ; preds = %bb1
  %2 = mul i64 %count, 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %dst, ptr align 8 %src, i64 %2, i1 false)
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #6

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #4

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #6

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #6

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr, ptr) unnamed_addr #0

; core::panicking::panic_const::panic_const_sub_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; core::panicking::panic_const::panic_const_mul_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8) unnamed_addr #6

; <str>::to_uppercase
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr sret([24 x i8]) align 8, ptr align 1, i64) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f64(double) #4

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #8

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; <&str as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs1g_NtCsgEmfK2I1SDS_4core3fmtReNtB6_5Debug3fmtCsgY6Mt91CT9J_14rustc_demangle(ptr align 8, ptr align 8) unnamed_addr #0

; <f64 as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; core::panicking::panic_const::panic_const_rem_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8) unnamed_addr #6

; core::panicking::panic_const::panic_const_rem_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_rem_overflow(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #4

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare range(i8 -1, 2) i8 @llvm.ucmp.i8.i64(i64, i64) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; <i64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <bool as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt(ptr align 1, ptr align 8) unnamed_addr #0

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <i32 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt(ptr align 4, ptr align 8) unnamed_addr #0

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <i32 as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsx_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8UpperHex3fmt(ptr align 4, ptr align 8) unnamed_addr #0

; <i32 as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsv_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8LowerHex3fmt(ptr align 4, ptr align 8) unnamed_addr #0

; <usize as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <usize as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8, ptr align 1, ptr align 8) unnamed_addr #0

; <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8) unnamed_addr #0

; <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; core::slice::copy_from_slice_impl::len_mismatch_fail
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNvNtCsgEmfK2I1SDS_4core5slice20copy_from_slice_impl17len_mismatch_fail(i64, i64, ptr align 8) unnamed_addr #6

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1, i64, ptr align 8) unnamed_addr #6

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; core::slice::sort::shared::smallsort::panic_on_ord_violation
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() unnamed_addr #6

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64, i64, i64, ptr align 8) unnamed_addr #6

; core::num::int_log10::panic_for_nonpositive_argument
; Function Attrs: cold noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core3num9int_log1030panic_for_nonpositive_argument(ptr align 8) unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #11

; core::panicking::panic_const::panic_const_div_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_div_by_zero(ptr align 8) unnamed_addr #6

; core::slice::sort::stable::drift::sqrt_approx
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64) unnamed_addr #0

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; core::panicking::panic_nounwind
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1, i64) unnamed_addr #6

; <core::fmt::Formatter>::debug_tuple
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr sret([24 x i8]) align 8, ptr align 8, ptr align 1, i64) unnamed_addr #0

; <core::fmt::builders::DebugTuple>::field
; Function Attrs: nounwind nonlazybind uwtable
declare align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr align 8, ptr align 1, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugTuple>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr align 8) unnamed_addr #0

; <alloc::vec::Vec<u8>>::reserve
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs_NtCslNYArtu3iFV_5alloc3vecINtB4_3VechE7reserveCs4X4t9plMPHF_9addr2line(ptr align 8, i64) unnamed_addr #0

; <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
; Function Attrs: cold nounwind nonlazybind uwtable
declare void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8, i64, i64, i64, i64) unnamed_addr #3

; <alloc::raw_vec::RawVecInner>::try_allocate_in
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8, i64, i1 zeroext, i64, i64) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64, i64) unnamed_addr #12

; <str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr align 1, i64, ptr align 8) unnamed_addr #0

; <core::fmt::Formatter>::write_str
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr align 8, ptr align 1, i64) unnamed_addr #0

; <core::fmt::Formatter>::debug_tuple_field1_finish
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr align 8, ptr align 1, i64, ptr align 1, ptr align 8) unnamed_addr #0

; <alloc::raw_vec::RawVecInner>::deallocate
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8, i64, i64) unnamed_addr #0

; Function Attrs: nonlazybind
define i32 @main(i32 %0, ptr %1) unnamed_addr #13 {
top:
  %2 = sext i32 %0 to i64
; call std::rt::lang_start
  %3 = call i64 @_ZN3std2rt10lang_start17h874da3bc60d6cfddE(ptr @_ZN17_01_iter_closures4main17h760d1db0292e1774E, i64 %2, ptr %1, i8 0)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { cold noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { nonlazybind "target-cpu"="x86-64" }
attributes #14 = { inlinehint nounwind }
attributes #15 = { nounwind }
attributes #16 = { noinline noreturn nounwind }
attributes #17 = { cold nounwind }
attributes #18 = { noinline nounwind }
attributes #19 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{i64 17288192558197602}
!5 = !{}
