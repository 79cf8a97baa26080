; ModuleID = '02_matrix_impl.5610049a79f4ebd9-cgu.0'
source_filename = "02_matrix_impl.5610049a79f4ebd9-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::fmt::rt::Argument<'_>" = type { %"core::fmt::rt::ArgumentType<'_>" }
%"core::fmt::rt::ArgumentType<'_>" = type { ptr, [1 x i64] }
%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

@alloc_31365cfefba383c4d2bf6b6a04cc10aa = private unnamed_addr constant [17 x i8] c"capacity overflow", align 1
@alloc_d4b953f91310fc7f7ed5c9c0120cf1fc = private unnamed_addr constant [95 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/spec_from_iter_nested.rs\00", align 1
@alloc_c915f046f49c324d04a55a6418724f57 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d4b953f91310fc7f7ed5c9c0120cf1fc, [16 x i8] c"^\00\00\00\00\00\00\009\00\00\00\12\00\00\00" }>, align 8
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_6d502164bddacfdaa080ebdb753d9cf4 = private unnamed_addr constant [7 x i8] c"\04A =\0A\C0\00", align 1
@alloc_8504ff56e84df571c319578b5e661a07 = private unnamed_addr constant [11 x i8] c"\08A*A^T =\0A\C0\00", align 1
@alloc_7b0e80510041651d42e9de426144ae03 = private unnamed_addr constant [16 x i8] c"\0Bsymmetric: \C0\01\0A\00", align 1
@alloc_3e3c6e53da0f930f0fffeea58be2b16b = private unnamed_addr constant [23 x i8] c"rust/02_matrix_impl.rs\00", align 1
@alloc_11c5f05274b8e372b08c4e557395537b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00q\00\00\00\0D\00\00\00" }>, align 8
@alloc_29bdb48f7364bc18851a72339f7efb86 = private unnamed_addr constant [8 x i8] c"singular", align 1
@alloc_d94ddf5687980d429f742433ba4ef02c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00r\00\00\00\19\00\00\00" }>, align 8
@alloc_d683d9ba965e15a9df815af2255b4e29 = private unnamed_addr constant [9 x i8] c"\04x = \C0\01\0A\00", align 1
@alloc_e786abd3ae64de70e2fda74a612a56aa = private unnamed_addr constant [21 x i8] c"\10residual small: \C0\01\0A\00", align 1
@alloc_6b11cebfedeb455965800e1d9d73c9f5 = private unnamed_addr constant [24 x i8] c"\00\00\00\00\00\00\F0?\00\00\00\00\00\00\00@\00\00\00\00\00\00\08@", align 8
@alloc_8d8adc6eba2698a3c400f7c8a9627986 = private unnamed_addr constant [37 x i8] c" singular solve is_none-or-huge: \C0\01\0A\00", align 1
@alloc_8e1e465f85634498dcfab9d62a590a32 = private unnamed_addr constant [42 x i8] c"\1Fdominant eigenvalue of A*A^T = \C5 \00\00p\09\00\01\0A\00", align 1
@alloc_a3d7f7c5a7f243f66d488cc65d6d5ec0 = private unnamed_addr constant [15 x i8] c"\0AA*I == A: \C0\01\0A\00", align 1
@alloc_13cc4b43b8752505334fe21cabe73825 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00|\00\00\00%\00\00\00" }>, align 8
@alloc_53dccde92c0160ffb8209de3a0bd83b7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00}\00\00\00W\00\00\00" }>, align 8
@alloc_67566e016a43979d8dee89b7db30d317 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00v\00\00\00.\00\00\00" }>, align 8
@alloc_94fd4c40d6b83d395d648ac8014c1838 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00v\00\00\00-\00\00\00" }>, align 8
@alloc_a749b6cc293da6b85a37455100ff640c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00j\00\00\00`\00\00\00" }>, align 8
@alloc_fd933af6d6516d681ed265be0fd5c800 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00j\00\00\00[\00\00\00" }>, align 8
@alloc_7d3f18b485a19458134cc5592b97869f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00t\00\00\00<\00\00\00" }>, align 8
@alloc_80d3f10d81c40d1d7f09fa1f2bde17c1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00}\00\00\000\00\00\00" }>, align 8
@alloc_10c4496333b00a179b4187a09d52ed02 = private unnamed_addr constant [8 x i8] c"\C5 \00\00p\09\00\00", align 1
@alloc_7fff79bb752e4aca0611b780dc2778c5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00~\00\00\00\1E\00\00\00" }>, align 8
@alloc_b90984f62b39ade00333ba4a177fe2bc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00<\00\00\00\1B\00\00\00" }>, align 8
@alloc_d653349553545617b0b054fe7d5af7a5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00=\00\00\00\16\00\00\00" }>, align 8
@alloc_f46067d1e0464fd81d51f2a251448c3b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00=\00\00\00\22\00\00\00" }>, align 8
@alloc_12609b58581d8beb140844e5f6401481 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00=\00\00\00\0E\00\00\00" }>, align 8
@alloc_060b08e5ab85325c9d8108317dd927ea = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00)\00\00\00\11\00\00\00" }>, align 8
@alloc_91505ebff3892cef2ff23e746ea6c5bb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\000\00\00\00\13\00\00\00" }>, align 8
@alloc_70df2a140502a8ee61552522a07cfb6d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\002\00\00\00\16\00\00\00" }>, align 8
@alloc_fa00febe800c37e66b57260affc3f805 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\003\00\00\00\1A\00\00\00" }>, align 8
@alloc_8d8028ad7c8226717472adb03a4efd57 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\003\00\00\00&\00\00\00" }>, align 8
@alloc_cfef672ac3cff0ccac85b6488481f106 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\008\00\00\00\1E\00\00\00" }>, align 8
@alloc_8b3b5756588b9cbc3428999dcaf6d46b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\008\00\00\00\12\00\00\00" }>, align 8
@alloc_9c10cf374c547f6ad2b14b37d5a2cb84 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\005\00\00\00\1E\00\00\00" }>, align 8
@alloc_a80b096b84d6f68ff46cc1fb88f78f03 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\006\00\00\00\16\00\00\00" }>, align 8
@alloc_a87e21572ab4b6f2a3de868ef733b280 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00.\00\00\00!\00\00\00" }>, align 8
@alloc_86a8f994c3cacc7c210e2e1725b586c7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00.\00\00\00,\00\00\00" }>, align 8
@alloc_d8a5fff2a419f61d5c55f848c4e99311 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00.\00\00\00\1C\00\00\00" }>, align 8
@alloc_38859802400c816e9f7e1a346a98dcde = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00-\00\00\00" }>, align 8
@alloc_e75f2076a56cee06c12cabdf6b3b04ec = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00J\00\00\00" }>, align 8
@alloc_5e65edda378d5426f16aaa09f8b817a9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00Z\00\00\00" }>, align 8
@alloc_2da88c09fc2b3c9b24883053e2d507b3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00<\00\00\00.\00\00\00" }>, align 8
@alloc_fe03226eece5962f94e2cb8e8d14c41d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00<\00\00\00:\00\00\00" }>, align 8
@alloc_a087f5f9035e02ab72c478efc16c5183 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00\0E\00\00\00.\00\00\00" }>, align 8
@alloc_0025edbac865429f0d692bc706e2757d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00\1B\00\00\00\12\00\00\00" }>, align 8
@alloc_ca238e08ea7adbeac5d1d40e5dfb46d6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00B\00\00\00;\00\00\00" }>, align 8
@alloc_06bcf2d0249e1b3b82e6190f1e691f88 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00B\00\00\00F\00\00\00" }>, align 8
@alloc_f70d4b7e7aaadc02c9dd2d2f6aa46f5d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00\13\00\00\00\0E\00\00\00" }>, align 8
@alloc_9ef287a5dc3b1521ffac821ee6ebafa6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00!\00\00\008\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h76d6f80d741aaccaE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE" }>, align 8
@anon.77cd16d4a70cd92a1b45a5c9b7e8877d.0 = private unnamed_addr constant <{ [4 x i8], [4 x i8] }> <{ [4 x i8] zeroinitializer, [4 x i8] undef }>, align 4
@anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he4712e6ee8baa096E" }>, align 8
@alloc_1a4f054d79d64d0cbbee42404703d138 = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/fmt/mod.rs\00", align 1
@alloc_c744d1012daac153da5bdea777499410 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_1a4f054d79d64d0cbbee42404703d138, [16 x i8] c"K\00\00\00\00\00\00\00q\03\00\00*\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_846c8306b730cf00804b037ffdb61170 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_sub cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_bd3468a7b96187f70c1ce98a3e7a63bf = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: ptr::copy_nonoverlapping requires that both pointer arguments are aligned and non-null and the specified memory ranges do not overlap\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_5ee6cd0de5bab89c84438a39fb5fb08c = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: ptr::copy requires that both pointer arguments are aligned and non-null\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/mod.rs\00", align 1
@alloc_37f6e60a2902ea1334fb3e649d7c5a34 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00\0F\02\00\00\05\00\00\00" }>, align 8
@alloc_53b1b0291ea51cd7399ceb8c4189456a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00r\02\00\00\09\00\00\00" }>, align 8
@alloc_560a59ed819b9d9a5841f6e731c4c8e5 = private unnamed_addr constant [210 x i8] c"unsafe precondition(s) violated: NonNull::new_unchecked requires that the pointer is non-null\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_64e308ef4babfeb8b6220184de794a17 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: hint::assert_unchecked must never be called when the condition is false\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_75fb06c2453febd814e73f5f2e72ae38 = private unnamed_addr constant [199 x i8] c"unsafe precondition(s) violated: hint::unreachable_unchecked must never be reached\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@anon.77cd16d4a70cd92a1b45a5c9b7e8877d.2 = private unnamed_addr constant [16 x i8] c"\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 8
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_763310d78c99c2c1ad3f8a9821e942f3 = private unnamed_addr constant [61 x i8] c"is_nonoverlapping: `size_of::<T>() * count` overflows a usize", align 1
@alloc_9877fdffb06d7cb7231dc08b14b0e6fe = private unnamed_addr constant [77 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/mod.rs\00", align 1
@alloc_1d3f95e9ca2c2500370a366eac41ea2a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00\AF\0F\00\00\0D\00\00\00" }>, align 8
@alloc_82a99021b1306c9239507412b95c0e74 = private unnamed_addr constant [205 x i8] c"unsafe precondition(s) violated: Vec::from_raw_parts_in requires that length <= capacity\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_57d70e9d94c65ecfc15225d29a5ed72b = private unnamed_addr constant [198 x i8] c"unsafe precondition(s) violated: Vec::set_len requires that new_len <= capacity()\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_b32cf8b9ab30c790bbc0840b2fa926d9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\AA\05\00\00\12\00\00\00" }>, align 8
@alloc_f79e0e94e2ad0f0e1c95aa03a7f180a1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\10\01\00\00\1B\00\00\00" }>, align 8
@alloc_a82f16a057b8762ce341062d6330570f = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00\9E\04\00\00\09\00\00\00" }>, align 8
@alloc_95987411d8537e05d2640be94dab2c2b = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/unique.rs\00", align 1
@alloc_0fdb1f1c10dc29159bdf6e349f9e77cb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_95987411d8537e05d2640be94dab2c2b, [16 x i8] c"N\00\00\00\00\00\00\00Y\00\00\00$\00\00\00" }>, align 8
@alloc_d41466a556d037f23fe96152fbab9365 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/raw_vec/mod.rs\00", align 1
@alloc_8a557fa53722333f4e14612354d66d02 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d41466a556d037f23fe96152fbab9365, [16 x i8] c"P\00\00\00\00\00\00\00\B5\01\00\00\15\00\00\00" }>, align 8
@alloc_49a1e817e911805af64bbc7efb390101 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@alloc_05cb0f245b84649048d1fe14b495d03c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00c\00\00\00\0D\00\00\00" }>, align 8
@alloc_8f69dfd4654784c5e7cbd39af55396fc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00a\00\00\00*\00\00\00" }>, align 8
@alloc_ceb14c036f805b5ef23ef86085732fe4 = private unnamed_addr constant [10 x i8] c"\C7 \00\00x\0C\00\06\00\00", align 1
@alloc_e066921a74a15edca777869029e74b5b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00a\00\00\00\11\00\00\00" }>, align 8
@alloc_675326b781ae106b4872a1c49aec8575 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00Z\00\00\00e\00\00\00" }>, align 8
@alloc_8e6d7e492c1c99abb3324644f1ba60e6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00T\00\00\00N\00\00\00" }>, align 8
@alloc_10011c9bcfa6ac3d7b27a6fd6b163944 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00T\00\00\00Z\00\00\00" }>, align 8
@alloc_490992312822afe82cb6f17d9c546139 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00r\08\00\00\09\00\00\00" }>, align 8
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0bca7a4b9bb3c11eE"(ptr %self.0, ptr %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfb55252f8931b869E"(ptr %self.0, ptr %self.1, ptr align 8 %_5) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1220c84d10f80f22E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [48 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 48, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfcf5b669578d0713E"(ptr align 8 %_4, double %init) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1d7b2c15ab32ab24E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [48 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 48, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1f0b786547b6b245E"(ptr align 8 %_4, double %init) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1f60a6ba2f703e72E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %f = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_4.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %_4.1 = load i64, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %f, ptr align 8 %self, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %f, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E(i64 %_4.0, i64 %_4.1, double %init, ptr align 8 %_5) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E"(ptr align 8 %self, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [32 x i8], align 8
  %_4.0 = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_4.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %f = load ptr, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
  %2 = getelementptr inbounds i8, ptr %_5, i64 24
  store ptr %f, ptr %2, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha850b178ee48e358E"(ptr %_4.0, ptr %_4.1, ptr align 8 %_5) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2498e4dfee872cb8E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %f = alloca [32 x i8], align 8
  %_5 = alloca [32 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 32
  %_4.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %_4.1 = load i64, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %f, ptr align 8 %self, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %f, i64 32, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17h5c636e035a1a0468E(i64 %_4.0, i64 %_4.1, double %init, ptr align 8 %_5) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE"(ptr align 8 %self, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  %_4 = alloca [48 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 48, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E"(ptr align 8 %_4, ptr align 8 %_5) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h49312e795fffc5b1E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E"(ptr %self.0, ptr %self.1, double %init) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h59e065d77ec1df48E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %f = alloca [32 x i8], align 8
  %_5 = alloca [32 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 32
  %_4.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %_4.1 = load i64, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %f, ptr align 8 %self, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %f, i64 32, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17h05334d7b9c4069f3E(i64 %_4.0, i64 %_4.1, double %init, ptr align 8 %_5) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb6d353fcd5a44824E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE"(ptr %self.0, ptr %self.1, double %init) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE"(ptr align 8 %self, ptr align 8 %g) unnamed_addr #0 {
start:
  %f = alloca [24 x i8], align 8
  %_5 = alloca [48 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_4.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %_4.1 = load i64, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %f, ptr align 8 %self, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
  %2 = getelementptr inbounds i8, ptr %_5, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %f, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  call void @_ZN4core4iter6traits8iterator8Iterator4fold17h4c6033ad3623d9ddE(i64 %_4.0, i64 %_4.1, ptr align 8 %_5) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h4c0d8c01aa2abc85E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf2e78999916ebbfdE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h5f57dce96070d9e5E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf2e78999916ebbfdE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h67c67608b011d53eE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_2 = getelementptr inbounds i8, ptr %self, i64 24
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17hfbd9295071862a78E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he7f07fd882b40347E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h798808749d634a8bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1f0b786547b6b245E"(ptr align 8 %self, double %init) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  %_0 = call double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE"(ptr align 8 %self, double %init) #13
  ret double %_0
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E"(ptr align 8 %self, ptr align 8 %f) #13
  ret void
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfcf5b669578d0713E"(ptr align 8 %self, double %init) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  %_0 = call double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E"(ptr align 8 %self, double %init) #13
  ret double %_0
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h798808749d634a8bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17hb2a1dc03178319d4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h332c966c32629c9fE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [48 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he7f07fd882b40347E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #13
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
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %upper, i64 8, i64 8) #13
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #14
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %8 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %9, align 8
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %iterator, i64 48, i1 false)
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E"(ptr align 8 %vector, ptr align 8 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %vector) #16
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
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
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
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h5f57dce96070d9e5E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #13
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
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %upper, i64 8, i64 24) #13
  %_23.0 = extractvalue { i64, ptr } %10, 0
  %_23.1 = extractvalue { i64, ptr } %10, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #14
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
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hea1608cbdeb5a2a6E"(ptr align 8 %vector, ptr %_11.0, ptr %_11.1) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
  call void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E"(ptr align 8 %vector) #16
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
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [40 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h67c67608b011d53eE"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #13
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
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %upper, i64 8, i64 8) #13
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #14
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %8 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %9, align 8
  store i8 0, ptr %_12, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %iterator, i64 40, i1 false)
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE"(ptr align 8 %vector, ptr align 8 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %vector) #16
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
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [24 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h4c0d8c01aa2abc85E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #13
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
  %7 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %upper, i64 8, i64 8) #13
  %_23.0 = extractvalue { i64, ptr } %7, 0
  %_23.1 = extractvalue { i64, ptr } %7, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #14
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
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E"(ptr align 8 %vector, ptr align 8 %_11) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %vector) #16
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
define internal { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h5129f1ed8be77856E"(ptr align 8 %self, i64 %idx) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %idx1 = add i64 %_4, %idx
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_5 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hed64b5b1deb9b037E"(ptr align 8 %self, i64 %idx1) #13
  %_8 = getelementptr inbounds i8, ptr %self, i64 16
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_7 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hed64b5b1deb9b037E"(ptr align 8 %_8, i64 %idx1) #13
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
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h92f31e5b7fd62d31E"(ptr sret([48 x i8]) align 8 %_0, ptr %0, ptr %1, ptr %2, ptr %3) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %b = alloca [16 x i8], align 8
  %a = alloca [16 x i8], align 8
  store ptr %0, ptr %a, align 8
  %5 = getelementptr inbounds i8, ptr %a, i64 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %b, align 8
  %6 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %3, ptr %6, align 8
; call core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v1 = call i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h33bc568e7a3c220dE(ptr align 8 %a) #15
  br label %bb1

bb1:                                              ; preds = %start
; call core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v2 = call i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h33bc568e7a3c220dE(ptr align 8 %b) #15
  br label %bb2

bb2:                                              ; preds = %bb1
; call core::cmp::Ord::min
  %len = call i64 @_ZN4core3cmp3Ord3min17h086277a5b205a132E(i64 %v1, i64 %v2) #13
  br label %bb6

bb6:                                              ; preds = %bb2
  %_8.0 = load ptr, ptr %a, align 8
  %7 = getelementptr inbounds i8, ptr %a, i64 8
  %_8.1 = load ptr, ptr %7, align 8
  %_9.0 = load ptr, ptr %b, align 8
  %8 = getelementptr inbounds i8, ptr %b, i64 8
  %_9.1 = load ptr, ptr %8, align 8
  store ptr %_8.0, ptr %_0, align 8
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_8.1, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %_9.0, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %_9.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 0, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 40
  store i64 %len, ptr %13, align 8
  ret void

bb3:                                              ; No predecessors!
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_19 = alloca [1 x i8], align 1
  %_18 = alloca [1 x i8], align 1
  %_9 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  store i8 1, ptr %_19, align 1
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17hb2a1dc03178319d4E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #13
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<(&f64,&f64),f64,(),<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr669drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$LP$$RF$f64$C$$RF$f64$RP$$C$f64$C$$LP$$RP$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h389e05472d0b1e01E"(ptr align 8 %f) #15
  br label %bb5

bb14:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8
  br label %bb16

bb5:                                              ; preds = %bb15
  ret void

bb16:                                             ; preds = %bb14
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
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
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
  %5 = call { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h5129f1ed8be77856E"(ptr align 8 %self, i64 %i) #13
  %_16.0 = extractvalue { ptr, ptr } %5, 0
  %_16.1 = extractvalue { ptr, ptr } %5, 1
  br label %bb3

bb3:                                              ; preds = %bb17
  store i8 0, ptr %_18, align 1
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E"(ptr align 8 %f, ptr align 8 %_16.0, ptr align 8 %_16.1) #13
  br label %bb4

bb4:                                              ; preds = %bb3
  br label %bb2

bb11:                                             ; No predecessors!
  %6 = load i8, ptr %_18, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb10, label %bb13

bb13:                                             ; preds = %bb10, %bb11
  %8 = load i8, ptr %_19, align 1
  %9 = trunc nuw i8 %8 to i1
  br i1 %9, label %bb12, label %bb7

bb10:                                             ; preds = %bb11
  br label %bb13

bb7:                                              ; preds = %bb12, %bb13
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<(&f64,&f64),f64,(),<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr669drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$LP$$RF$f64$C$$RF$f64$RP$$C$f64$C$$LP$$RP$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h389e05472d0b1e01E"(ptr align 8 %f) #16
  br label %bb8

bb12:                                             ; preds = %bb13
  br label %bb7

bb8:                                              ; preds = %bb7
  %10 = load ptr, ptr %0, align 8
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i32, ptr %11, align 8
  %13 = insertvalue { ptr, i32 } poison, ptr %10, 0
  %14 = insertvalue { ptr, i32 } %13, i32 %12, 1
  resume { ptr, i32 } %14
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE"(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17hb2a1dc03178319d4E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #13
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
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
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
  %5 = call { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h5129f1ed8be77856E"(ptr align 8 %self, i64 %i) #13
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
  %_12 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E"(ptr align 1 %f, double %8, ptr align 8 %10, ptr align 8 %12) #13
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

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E"(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17hb2a1dc03178319d4E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #13
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
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
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
  %5 = call { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h5129f1ed8be77856E"(ptr align 8 %self, i64 %i) #13
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
  %_12 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E"(ptr align 1 %f, double %8, ptr align 8 %10, ptr align 8 %12) #13
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
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17hb2a1dc03178319d4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 40
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %_2 = sub i64 %_3, %_4
  store i64 %_2, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %_2, ptr %3, align 8
  ret void
}

; <core::option::Option<T> as core::ops::try_trait::FromResidual<core::option::Option<core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17hb24a80bbcf68af5aE"(ptr sret([24 x i8]) align 8 %_0) unnamed_addr #1 {
start:
  store i64 -9223372036854775808, ptr %_0, align 8
  ret void
}

; <core::result::Result<T,F> as core::ops::try_trait::FromResidual<core::result::Result<core::convert::Infallible,E>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN153_$LT$core..result..Result$LT$T$C$F$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..result..Result$LT$core..convert..Infallible$C$E$GT$$GT$$GT$13from_residual17ha684d5f5099c8efeE"(ptr align 8 %0) unnamed_addr #1 {
start:
  ret i1 true
}

; _02_matrix_impl::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN15_02_matrix_impl4main17h0063bd0acda75c87E() unnamed_addr #0 {
start:
  %capacity.i = alloca [8 x i8], align 8
  %_151 = alloca [16 x i8], align 8
  %args7 = alloca [16 x i8], align 8
  %_146 = alloca [40 x i8], align 8
  %_144 = alloca [1 x i8], align 1
  %i4 = alloca [40 x i8], align 8
  %_136 = alloca [16 x i8], align 8
  %args6 = alloca [16 x i8], align 8
  %_125 = alloca [24 x i8], align 8
  %_124 = alloca [24 x i8], align 8
  %_114 = alloca [48 x i8], align 8
  %_113 = alloca [48 x i8], align 8
  %norm = alloca [8 x i8], align 8
  %w = alloca [24 x i8], align 8
  %iter = alloca [8 x i8], align 4
  %lambda = alloca [8 x i8], align 8
  %v = alloca [24 x i8], align 8
  %_91 = alloca [16 x i8], align 8
  %args5 = alloca [16 x i8], align 8
  %_86 = alloca [24 x i8], align 8
  %_85 = alloca [1 x i8], align 1
  %sing = alloca [40 x i8], align 8
  %_77 = alloca [16 x i8], align 8
  %args4 = alloca [16 x i8], align 8
  %_75 = alloca [1 x i8], align 1
  %_66 = alloca [24 x i8], align 8
  %_62 = alloca [48 x i8], align 8
  %_61 = alloca [48 x i8], align 8
  %_57 = alloca [16 x i8], align 8
  %args3 = alloca [16 x i8], align 8
  %_51 = alloca [24 x i8], align 8
  %_42 = alloca [24 x i8], align 8
  %x = alloca [24 x i8], align 8
  %b = alloca [24 x i8], align 8
  %_36 = alloca [16 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_33 = alloca [40 x i8], align 8
  %_30 = alloca [1 x i8], align 1
  %_23 = alloca [16 x i8], align 8
  %args1 = alloca [16 x i8], align 8
  %p = alloca [40 x i8], align 8
  %s = alloca [40 x i8], align 8
  %at = alloca [40 x i8], align 8
  %_7 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %a = alloca [40 x i8], align 8
; call _02_matrix_impl::Matrix::from_fn
  call void @_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE(ptr sret([40 x i8]) align 8 %a, i64 4, i64 4) #15
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h4c09c1d7aca6bd5eE(ptr sret([16 x i8]) align 8 %_7, ptr align 8 %a) #13
  %0 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %_7, i64 16, i1 false)
; call core::fmt::Arguments::new
  %1 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hac7d91c45a414afbE(ptr align 1 @alloc_6d502164bddacfdaa080ebdb753d9cf4, ptr align 8 %args) #13
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_3.0, ptr %_3.1) #15
; call _02_matrix_impl::Matrix::transpose
  call void @_ZN15_02_matrix_impl6Matrix9transpose17h4a54d63260e5d38aE(ptr sret([40 x i8]) align 8 %at, ptr align 8 %a) #15
; call <&02_matrix_impl::Matrix as core::ops::arith::Add>::add
  call void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E"(ptr sret([40 x i8]) align 8 %s, ptr align 8 %a, ptr align 8 %at) #15
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
  call void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr sret([40 x i8]) align 8 %p, ptr align 8 %a, ptr align 8 %at) #15
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h4c09c1d7aca6bd5eE(ptr sret([16 x i8]) align 8 %_23, ptr align 8 %p) #13
  %2 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %_23, i64 16, i1 false)
; call core::fmt::Arguments::new
  %3 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h231daae6fecf1f21E(ptr align 1 @alloc_8504ff56e84df571c319578b5e661a07, ptr align 8 %args1) #13
  %_19.0 = extractvalue { ptr, ptr } %3, 0
  %_19.1 = extractvalue { ptr, ptr } %3, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_19.0, ptr %_19.1) #15
; call _02_matrix_impl::Matrix::transpose
  call void @_ZN15_02_matrix_impl6Matrix9transpose17h4a54d63260e5d38aE(ptr sret([40 x i8]) align 8 %_33, ptr align 8 %s) #15
; call <02_matrix_impl::Matrix as core::cmp::PartialEq>::eq
  %4 = call zeroext i1 @"_ZN63_$LT$02_matrix_impl..Matrix$u20$as$u20$core..cmp..PartialEq$GT$2eq17hb318ce09af95a846E"(ptr align 8 %s, ptr align 8 %_33) #13
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_30, align 1
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h4fad4b4d45083a40E(ptr sret([16 x i8]) align 8 %_36, ptr align 1 %_30) #13
  %6 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args2, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %_36, i64 16, i1 false)
; call core::fmt::Arguments::new
  %7 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hfd6a80d3de18de46E(ptr align 1 @alloc_7b0e80510041651d42e9de426144ae03, ptr align 8 %args2) #13
  %_27.0 = extractvalue { ptr, ptr } %7, 0
  %_27.1 = extractvalue { ptr, ptr } %7, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_27.0, ptr %_27.1) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %_33) #15
; call alloc::boxed::box_new_uninit
  %_1.i = call align 8 ptr @_ZN5alloc5boxed14box_new_uninit17h059e17bc97e19d40E(i64 8, i64 32) #13
  %_164 = ptrtoint ptr %_1.i to i64
  %_166 = and i64 %_164, 7
  %_167 = icmp eq i64 %_166, 0
  br i1 %_167, label %bb94, label %panic

bb94:                                             ; preds = %start
  %_169 = ptrtoint ptr %_1.i to i64
  %_171 = icmp eq i64 %_169, 0
  %_172 = and i1 %_171, true
  %_173 = xor i1 %_172, true
  br i1 %_173, label %bb95, label %panic8

panic:                                            ; preds = %start
; call core::panicking::panic_misaligned_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64 8, i64 %_164, ptr align 8 @alloc_11c5f05274b8e372b08c4e557395537b) #14
  unreachable

bb95:                                             ; preds = %bb94
  %8 = getelementptr inbounds nuw double, ptr %_1.i, i64 0
  store double 1.000000e+00, ptr %8, align 8
  %9 = getelementptr inbounds nuw double, ptr %_1.i, i64 1
  store double -2.000000e+00, ptr %9, align 8
  %10 = getelementptr inbounds nuw double, ptr %_1.i, i64 2
  store double 3.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds nuw double, ptr %_1.i, i64 3
  store double 5.000000e-01, ptr %11, align 8
; call alloc::vec::Vec<T,A>::from_raw_parts_in::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$17from_raw_parts_in18precondition_check17h3b6c80096991f29aE"(i64 4, i64 4, ptr align 8 @alloc_a82f16a057b8762ce341062d6330570f) #13
  store i64 4, ptr %capacity.i, align 8
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17h0a5d40e2852e0a45E"(ptr align 8 %_1.i, ptr align 8 @alloc_0fdb1f1c10dc29159bdf6e349f9e77cb) #13
  %_12.0.i = load i64, ptr %capacity.i, align 8
  store i64 %_12.0.i, ptr %b, align 8
  %12 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %_1.i, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %b, i64 16
  store i64 4, ptr %13, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %14 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %b) #13
  %_44.0 = extractvalue { ptr, i64 } %14, 0
  %_44.1 = extractvalue { ptr, i64 } %14, 1
; call _02_matrix_impl::Matrix::solve
  call void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr sret([24 x i8]) align 8 %_42, ptr align 8 %a, ptr align 8 %_44.0, i64 %_44.1) #15
; call core::option::Option<T>::expect
  call void @"_ZN4core6option15Option$LT$T$GT$6expect17hc87d70e9dfd63acdE"(ptr sret([24 x i8]) align 8 %x, ptr align 8 %_42, ptr align 1 @alloc_29bdb48f7364bc18851a72339f7efb86, i64 8, ptr align 8 @alloc_d94ddf5687980d429f742433ba4ef02c) #13
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %15 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %x) #13
  %_54.0 = extractvalue { ptr, i64 } %15, 0
  %_54.1 = extractvalue { ptr, i64 } %15, 1
; call core::slice::<impl [T]>::iter
  %16 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_54.0, i64 %_54.1) #13
  %_53.0 = extractvalue { ptr, ptr } %16, 0
  %_53.1 = extractvalue { ptr, ptr } %16, 1
; call core::iter::traits::iterator::Iterator::map
  %17 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hd062406ab5c292a7E(ptr %_53.0, ptr %_53.1) #13
  %_52.0 = extractvalue { ptr, ptr } %17, 0
  %_52.1 = extractvalue { ptr, ptr } %17, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17hf6b7447556c86eefE(ptr sret([24 x i8]) align 8 %_51, ptr %_52.0, ptr %_52.1) #13
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17h52448f79ee7a7fe4E(ptr sret([16 x i8]) align 8 %_57, ptr align 8 %_51) #13
  %18 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args3, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %_57, i64 16, i1 false)
; call core::fmt::Arguments::new
  %19 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hf3a486dddc3e3c7fE(ptr align 1 @alloc_d683d9ba965e15a9df815af2255b4e29, ptr align 8 %args3) #13
  %_48.0 = extractvalue { ptr, ptr } %19, 0
  %_48.1 = extractvalue { ptr, ptr } %19, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_48.0, ptr %_48.1) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
  call void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E"(ptr align 8 %_51) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %20 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %x) #13
  %_68.0 = extractvalue { ptr, i64 } %20, 0
  %_68.1 = extractvalue { ptr, i64 } %20, 1
; call _02_matrix_impl::Matrix::mul_vec
  call void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr sret([24 x i8]) align 8 %_66, ptr align 8 %a, ptr align 8 %_68.0, i64 %_68.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %21 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %_66) #13
  %_64.0 = extractvalue { ptr, i64 } %21, 0
  %_64.1 = extractvalue { ptr, i64 } %21, 1
; call core::slice::<impl [T]>::iter
  %22 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_64.0, i64 %_64.1) #13
  %_63.0 = extractvalue { ptr, ptr } %22, 0
  %_63.1 = extractvalue { ptr, ptr } %22, 1
; call core::iter::traits::iterator::Iterator::zip
  call void @_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E(ptr sret([48 x i8]) align 8 %_62, ptr %_63.0, ptr %_63.1, ptr align 8 %b) #13
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h47bdefef180d2a42E(ptr sret([48 x i8]) align 8 %_61, ptr align 8 %_62) #13
; call core::iter::traits::iterator::Iterator::sum
  %r = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h28e88d003ae1cf64E(ptr align 8 %_61) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %_66) #15
  %23 = fcmp olt double %r, 0x3D719799812DEA11
  %24 = zext i1 %23 to i8
  store i8 %24, ptr %_75, align 1
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h4fad4b4d45083a40E(ptr sret([16 x i8]) align 8 %_77, ptr align 1 %_75) #13
  %25 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args4, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %_77, i64 16, i1 false)
; call core::fmt::Arguments::new
  %26 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h05093f4fd8f0c7a4E(ptr align 1 @alloc_e786abd3ae64de70e2fda74a612a56aa, ptr align 8 %args4) #13
  %_72.0 = extractvalue { ptr, ptr } %26, 0
  %_72.1 = extractvalue { ptr, ptr } %26, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_72.0, ptr %_72.1) #15
; call _02_matrix_impl::Matrix::from_fn
  call void @_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E(ptr sret([40 x i8]) align 8 %sing, i64 3, i64 3) #15
; call _02_matrix_impl::Matrix::solve
  call void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr sret([24 x i8]) align 8 %_86, ptr align 8 %sing, ptr align 8 @alloc_6b11cebfedeb455965800e1d9d73c9f5, i64 3) #15
; call core::option::Option<T>::map_or
  %27 = call zeroext i1 @"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E"(ptr align 8 %_86, i1 zeroext true) #13
  %28 = zext i1 %27 to i8
  store i8 %28, ptr %_85, align 1
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h4fad4b4d45083a40E(ptr sret([16 x i8]) align 8 %_91, ptr align 1 %_85) #13
  %29 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args5, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %_91, i64 16, i1 false)
; call core::fmt::Arguments::new
  %30 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h7590b386d5664e1cE(ptr align 1 @alloc_8d8adc6eba2698a3c400f7c8a9627986, ptr align 8 %args5) #13
  %_82.0 = extractvalue { ptr, ptr } %30, 0
  %_82.1 = extractvalue { ptr, ptr } %30, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_82.0, ptr %_82.1) #15
; call alloc::vec::from_elem
  call void @_ZN5alloc3vec9from_elem17h61ba10271ca73239E(ptr sret([24 x i8]) align 8 %v, double 1.000000e+00, i64 4) #15
  store double 0.000000e+00, ptr %lambda, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %31 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h535b9b3e316b6039E"(i32 0, i32 100) #13
  %_96.0 = extractvalue { i32, i32 } %31, 0
  %_96.1 = extractvalue { i32, i32 } %31, 1
  store i32 %_96.0, ptr %iter, align 4
  %32 = getelementptr inbounds i8, ptr %iter, i64 4
  store i32 %_96.1, ptr %32, align 4
  br label %bb49

panic8:                                           ; preds = %bb94
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_11c5f05274b8e372b08c4e557395537b) #14
  unreachable

bb49:                                             ; preds = %bb52, %bb95
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %33 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17he49129c51eb5829eE"(ptr align 4 %iter) #13
  %_99.0 = extractvalue { i32, i32 } %33, 0
  %_99.1 = extractvalue { i32, i32 } %33, 1
  %_101 = zext i32 %_99.0 to i64
  %34 = trunc nuw i64 %_101 to i1
  br i1 %34, label %bb52, label %bb53

bb52:                                             ; preds = %bb49
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %35 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %v) #13
  %_104.0 = extractvalue { ptr, i64 } %35, 0
  %_104.1 = extractvalue { ptr, i64 } %35, 1
; call _02_matrix_impl::Matrix::mul_vec
  call void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr sret([24 x i8]) align 8 %w, ptr align 8 %p, ptr align 8 %_104.0, i64 %_104.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %36 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %w) #13
  %_110.0 = extractvalue { ptr, i64 } %36, 0
  %_110.1 = extractvalue { ptr, i64 } %36, 1
; call core::slice::<impl [T]>::iter
  %37 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_110.0, i64 %_110.1) #13
  %_109.0 = extractvalue { ptr, ptr } %37, 0
  %_109.1 = extractvalue { ptr, ptr } %37, 1
; call core::iter::traits::iterator::Iterator::map
  %38 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h88f417b4380b582dE(ptr %_109.0, ptr %_109.1) #13
  %_108.0 = extractvalue { ptr, ptr } %38, 0
  %_108.1 = extractvalue { ptr, ptr } %38, 1
; call core::iter::traits::iterator::Iterator::sum
  %_107 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17hfb7ba9b0b96ac6baE(ptr %_108.0, ptr %_108.1) #15
; call std::f64::<impl f64>::sqrt
  %39 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17ha9cede345c9c8546E"(double %_107) #13
  store double %39, ptr %norm, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %40 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %w) #13
  %_116.0 = extractvalue { ptr, i64 } %40, 0
  %_116.1 = extractvalue { ptr, i64 } %40, 1
; call core::slice::<impl [T]>::iter
  %41 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_116.0, i64 %_116.1) #13
  %_115.0 = extractvalue { ptr, ptr } %41, 0
  %_115.1 = extractvalue { ptr, ptr } %41, 1
; call core::iter::traits::iterator::Iterator::zip
  call void @_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E(ptr sret([48 x i8]) align 8 %_114, ptr %_115.0, ptr %_115.1, ptr align 8 %v) #13
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h94c2bafa6576e47fE(ptr sret([48 x i8]) align 8 %_113, ptr align 8 %_114) #13
; call core::iter::traits::iterator::Iterator::sum
  %_112 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h408551361e677a70E(ptr align 8 %_113) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %42 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %v) #13
  %_122.0 = extractvalue { ptr, i64 } %42, 0
  %_122.1 = extractvalue { ptr, i64 } %42, 1
; call core::slice::<impl [T]>::iter
  %43 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_122.0, i64 %_122.1) #13
  %_121.0 = extractvalue { ptr, ptr } %43, 0
  %_121.1 = extractvalue { ptr, ptr } %43, 1
; call core::iter::traits::iterator::Iterator::map
  %44 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h8e984ef2f727caa4E(ptr %_121.0, ptr %_121.1) #13
  %_120.0 = extractvalue { ptr, ptr } %44, 0
  %_120.1 = extractvalue { ptr, ptr } %44, 1
; call core::iter::traits::iterator::Iterator::sum
  %_119 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h5132f990e342749dE(ptr %_120.0, ptr %_120.1) #15
  %45 = fdiv double %_112, %_119
  store double %45, ptr %lambda, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %46 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %w) #13
  %_127.0 = extractvalue { ptr, i64 } %46, 0
  %_127.1 = extractvalue { ptr, i64 } %46, 1
; call core::slice::<impl [T]>::iter
  %47 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_127.0, i64 %_127.1) #13
  %_126.0 = extractvalue { ptr, ptr } %47, 0
  %_126.1 = extractvalue { ptr, ptr } %47, 1
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h078e6d5e7b9e4200E(ptr sret([24 x i8]) align 8 %_125, ptr %_126.0, ptr %_126.1, ptr align 8 %norm) #13
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h7450b8a7ae88f69aE(ptr sret([24 x i8]) align 8 %_124, ptr align 8 %_125) #13
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %v) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %v, ptr align 8 %_124, i64 24, i1 false)
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %w) #15
  br label %bb49

bb53:                                             ; preds = %bb49
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h9d21e17cedfa921dE(ptr sret([16 x i8]) align 8 %_136, ptr align 8 %lambda) #13
  %48 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args6, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %_136, i64 16, i1 false)
; call core::fmt::Arguments::new
  %49 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17ha423a6a8559142d5E(ptr align 1 @alloc_8e1e465f85634498dcfab9d62a590a32, ptr align 8 %args6) #13
  %_132.0 = extractvalue { ptr, ptr } %49, 0
  %_132.1 = extractvalue { ptr, ptr } %49, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_132.0, ptr %_132.1) #15
; call _02_matrix_impl::Matrix::identity
  call void @_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE(ptr sret([40 x i8]) align 8 %i4, i64 4) #15
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
  call void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr sret([40 x i8]) align 8 %_146, ptr align 8 %a, ptr align 8 %i4) #15
; call <02_matrix_impl::Matrix as core::cmp::PartialEq>::eq
  %50 = call zeroext i1 @"_ZN63_$LT$02_matrix_impl..Matrix$u20$as$u20$core..cmp..PartialEq$GT$2eq17hb318ce09af95a846E"(ptr align 8 %_146, ptr align 8 %a) #13
  %51 = zext i1 %50 to i8
  store i8 %51, ptr %_144, align 1
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h4fad4b4d45083a40E(ptr sret([16 x i8]) align 8 %_151, ptr align 1 %_144) #13
  %52 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args7, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %52, ptr align 8 %_151, i64 16, i1 false)
; call core::fmt::Arguments::new
  %53 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h10fd315b1d455e46E(ptr align 1 @alloc_a3d7f7c5a7f243f66d488cc65d6d5ec0, ptr align 8 %args7) #13
  %_141.0 = extractvalue { ptr, ptr } %53, 0
  %_141.1 = extractvalue { ptr, ptr } %53, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_141.0, ptr %_141.1) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %_146) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %i4) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %v) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %sing) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %x) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %b) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %p) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %s) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %at) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %a) #15
  ret void

bb51:                                             ; No predecessors!
  unreachable
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h29985c7869139f2dE"(ptr align 1 %_1, ptr align 8 %z) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h3b002ef328479cbeE"(ptr align 8 %z, ptr align 8 %z, ptr align 8 @alloc_13cc4b43b8752505334fe21cabe73825) #13
  ret double %_0
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h32864416034a4c27E"(ptr align 1 %_1, ptr align 8 %z) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h3b002ef328479cbeE"(ptr align 8 %z, ptr align 8 %z, ptr align 8 @alloc_53dccde92c0160ffb8209de3a0bd83b7) #13
  ret double %_0
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h46d4914fb523f4adE"(ptr align 1 %_1, i64 %i, i64 %j) unnamed_addr #1 {
start:
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %i, i64 3)
  %_6.0 = extractvalue { i64, i1 } %0, 0
  %_6.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_6.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_7.0 = add i64 %_6.0, %j
  %_7.1 = icmp ult i64 %_7.0, %_6.0
  br i1 %_7.1, label %panic1, label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_67566e016a43979d8dee89b7db30d317) #14
  unreachable

bb2:                                              ; preds = %bb1
  %_0 = uitofp i64 %_7.0 to double
  ret double %_0

panic1:                                           ; preds = %bb1
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_94fd4c40d6b83d395d648ac8014c1838) #14
  unreachable
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h5369dc2f8b661025E"(ptr align 1 %_1, i64 %i, i64 %j) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %_4 = icmp eq i64 %i, %j
  br i1 %_4, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 2, i64 %j)
  %_10.0 = extractvalue { i64, i1 } %0, 0
  %_10.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_10.1, label %panic, label %bb3

bb1:                                              ; preds = %start
  %_5 = uitofp i64 %i to double
  %1 = fadd double 4.000000e+00, %_5
  store double %1, ptr %_0, align 8
  br label %bb5

bb3:                                              ; preds = %bb2
  %_11.0 = add i64 %i, %_10.0
  %_11.1 = icmp ult i64 %_11.0, %i
  br i1 %_11.1, label %panic1, label %bb4

panic:                                            ; preds = %bb2
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_a749b6cc293da6b85a37455100ff640c) #14
  unreachable

bb4:                                              ; preds = %bb3
  %_7 = uitofp i64 %_11.0 to double
  %_6 = fadd double 1.000000e+00, %_7
  %2 = fdiv double 1.000000e+00, %_6
  store double %2, ptr %_0, align 8
  br label %bb5

panic1:                                           ; preds = %bb3
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_fd933af6d6516d681ed265be0fd5c800) #14
  unreachable

bb5:                                              ; preds = %bb1, %bb4
  %3 = load double, ptr %_0, align 8
  ret double %3
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Sub>::sub
  %_5 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Sub$GT$3sub17h3788316fa42a3331E"(ptr align 8 %_2.0, ptr align 8 %_2.1, ptr align 8 @alloc_7d3f18b485a19458134cc5592b97869f) #13
; call core::f64::<impl f64>::abs
  %_0 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h28ba971a6dde4c65E"(double %_5) #13
  ret double %_0
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h3b002ef328479cbeE"(ptr align 8 %_2.0, ptr align 8 %_2.1, ptr align 8 @alloc_80d3f10d81c40d1d7f09fa1f2bde17c1) #13
  ret double %_0
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h94a9dd361a8d9ad1E"(ptr align 8 %v) unnamed_addr #1 {
start:
  %_4 = alloca [16 x i8], align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %0 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %v) #13
  %_5.0 = extractvalue { ptr, i64 } %0, 0
  %_5.1 = extractvalue { ptr, i64 } %0, 1
; call core::slice::<impl [T]>::iter
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_5.0, i64 %_5.1) #13
  %2 = extractvalue { ptr, ptr } %1, 0
  %3 = extractvalue { ptr, ptr } %1, 1
  store ptr %2, ptr %_4, align 8
  %4 = getelementptr inbounds i8, ptr %_4, i64 8
  store ptr %3, ptr %4, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::any
  %_0 = call zeroext i1 @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E"(ptr align 8 %_4) #13
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %v) #15
  ret i1 %_0
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %_1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_8 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_3 = alloca [24 x i8], align 8
  %v = alloca [8 x i8], align 8
  store ptr %0, ptr %v, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h1b4b47d36f16ab43E(ptr sret([16 x i8]) align 8 %_8, ptr align 8 %v) #13
  %1 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %_8, i64 16, i1 false)
; call core::fmt::Arguments::new
  %2 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h26efa59a62da3b81E(ptr align 1 @alloc_10c4496333b00a179b4187a09d52ed02, ptr align 8 %args) #13
  %_4.0 = extractvalue { ptr, ptr } %2, 0
  %_4.1 = extractvalue { ptr, ptr } %2, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17hbe845a4ed81be50dE(ptr sret([24 x i8]) align 8 %_3, ptr %_4.0, ptr %_4.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_3, i64 24, i1 false)
  ret void
}

; _02_matrix_impl::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E"(ptr align 8 %_1, ptr align 8 %z) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
  %_3 = load double, ptr %_4, align 8
; call <&f64 as core::ops::arith::Div<f64>>::div
  %_0 = call double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Div$LT$f64$GT$$GT$3div17h99f790f684dca28eE"(ptr align 8 %z, double %_3, ptr align 8 @alloc_7fff79bb752e4aca0611b780dc2778c5) #13
  ret double %_0
}

; _02_matrix_impl::main::{{closure}}::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h858568728021358bE"(ptr align 1 %_1, ptr align 8 %z) unnamed_addr #1 {
start:
  %_4 = load double, ptr %z, align 8
; call core::f64::<impl f64>::abs
  %_3 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h28ba971a6dde4c65E"(double %_4) #13
  %_0 = fcmp ogt double %_3, 1.000000e+10
  ret i1 %_0
}

; _02_matrix_impl::Matrix::solve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self, ptr align 8 %b.0, i64 %b.1) unnamed_addr #0 {
start:
  %_115 = alloca [24 x i8], align 8
  %_101 = alloca [24 x i8], align 8
  %_97 = alloca [40 x i8], align 8
  %i = alloca [8 x i8], align 8
  %_92 = alloca [16 x i8], align 8
  %iter4 = alloca [16 x i8], align 8
  %_70 = alloca [16 x i8], align 8
  %iter3 = alloca [16 x i8], align 8
  %_54 = alloca [16 x i8], align 8
  %iter2 = alloca [16 x i8], align 8
  %_31 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_13 = alloca [16 x i8], align 8
  %k = alloca [8 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %x = alloca [24 x i8], align 8
  %a = alloca [40 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %n = load i64, ptr %0, align 8
; call <02_matrix_impl::Matrix as core::clone::Clone>::clone
  call void @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..clone..Clone$GT$5clone17h12a516a2bab9ac15E"(ptr sret([40 x i8]) align 8 %a, ptr align 8 %self) #13
; call alloc::slice::<impl [T]>::to_vec
  call void @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$6to_vec17hfeff944fbcb68f65E"(ptr sret([24 x i8]) align 8 %x, ptr align 8 %b.0, i64 %b.1) #13
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %n) #13
  %_6.0 = extractvalue { i64, i64 } %1, 0
  %_6.1 = extractvalue { i64, i64 } %1, 1
  store i64 %_6.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_6.1, ptr %2, align 8
  br label %bb4

bb4:                                              ; preds = %bb32, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %3 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %4 = extractvalue { i64, i64 } %3, 0
  %5 = extractvalue { i64, i64 } %3, 1
  store i64 %4, ptr %_9, align 8
  %6 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %5, ptr %6, align 8
  %_11 = load i64, ptr %_9, align 8
  %7 = getelementptr inbounds i8, ptr %_9, i64 8
  %8 = load i64, ptr %7, align 8
  %9 = trunc nuw i64 %_11 to i1
  br i1 %9, label %bb7, label %bb8

bb7:                                              ; preds = %bb4
  %10 = getelementptr inbounds i8, ptr %_9, i64 8
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %k, align 8
  %_15.0 = load i64, ptr %k, align 8
; call core::iter::traits::iterator::Iterator::max_by
  %12 = call { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator6max_by17hca91bf1b51cff449E(i64 %_15.0, i64 %n, ptr align 8 %a, ptr align 8 %k) #13
  %_14.0 = extractvalue { i64, i64 } %12, 0
  %_14.1 = extractvalue { i64, i64 } %12, 1
; call <core::option::Option<T> as core::ops::try_trait::Try>::branch
  %13 = call { i64, i64 } @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hf32e6f65c76a9103E"(i64 %_14.0, i64 %_14.1) #13
  %14 = extractvalue { i64, i64 } %13, 0
  %15 = extractvalue { i64, i64 } %13, 1
  store i64 %14, ptr %_13, align 8
  %16 = getelementptr inbounds i8, ptr %_13, i64 8
  store i64 %15, ptr %16, align 8
  %_19 = load i64, ptr %_13, align 8
  %17 = getelementptr inbounds i8, ptr %_13, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = trunc nuw i64 %_19 to i1
  br i1 %19, label %bb12, label %bb11

bb8:                                              ; preds = %bb4
; call core::iter::traits::iterator::Iterator::rev
  %20 = call { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator3rev17h8812cb20d179a526E(i64 0, i64 %n) #13
  %_89.0 = extractvalue { i64, i64 } %20, 0
  %_89.1 = extractvalue { i64, i64 } %20, 1
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %21 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h7e77f34eb70bfdd5E"(i64 %_89.0, i64 %_89.1) #13
  %_88.0 = extractvalue { i64, i64 } %21, 0
  %_88.1 = extractvalue { i64, i64 } %21, 1
  store i64 %_88.0, ptr %iter4, align 8
  %22 = getelementptr inbounds i8, ptr %iter4, i64 8
  store i64 %_88.1, ptr %22, align 8
  br label %bb48

bb48:                                             ; preds = %bb52, %bb8
; call <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::next
  %23 = call { i64, i64 } @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hf64d0e2b8f397037E"(ptr align 8 %iter4) #13
  %24 = extractvalue { i64, i64 } %23, 0
  %25 = extractvalue { i64, i64 } %23, 1
  store i64 %24, ptr %_92, align 8
  %26 = getelementptr inbounds i8, ptr %_92, i64 8
  store i64 %25, ptr %26, align 8
  %_94 = load i64, ptr %_92, align 8
  %27 = getelementptr inbounds i8, ptr %_92, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = trunc nuw i64 %_94 to i1
  br i1 %29, label %bb50, label %bb51

bb50:                                             ; preds = %bb48
  %30 = getelementptr inbounds i8, ptr %_92, i64 8
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %i, align 8
  %32 = load i64, ptr %i, align 8
  %_100.0 = add i64 %32, 1
  %_100.1 = icmp ult i64 %_100.0, %32
  br i1 %_100.1, label %panic, label %bb52

bb51:                                             ; preds = %bb48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_115, ptr align 8 %x, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_115, i64 24, i1 false)
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %a) #15
  br label %bb60

bb60:                                             ; preds = %bb58, %bb51
  ret void

bb52:                                             ; preds = %bb50
  store ptr %a, ptr %_101, align 8
  %33 = getelementptr inbounds i8, ptr %_101, i64 8
  store ptr %i, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %_101, i64 16
  store ptr %x, ptr %34, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17hd3c60221d4706416E(ptr sret([40 x i8]) align 8 %_97, i64 %_100.0, i64 %n, ptr align 8 %_101) #13
; call core::iter::traits::iterator::Iterator::sum
  %s = call double @_ZN4core4iter6traits8iterator8Iterator3sum17haadd9870ac354949E(ptr align 8 %_97) #15
  %35 = load i64, ptr %i, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_107 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h3ba974e35e2393bcE"(ptr align 8 %x, i64 %35, ptr align 8 @alloc_d653349553545617b0b054fe7d5af7a5) #13
  %_106 = load double, ptr %_107, align 8
  %_105 = fsub double %_106, %s
  %_112.0 = load i64, ptr %i, align 8
  %_112.1 = load i64, ptr %i, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_110 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %a, i64 %_112.0, i64 %_112.1, ptr align 8 @alloc_f46067d1e0464fd81d51f2a251448c3b) #15
  %_109 = load double, ptr %_110, align 8
  %36 = load i64, ptr %i, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::IndexMut<I>>::index_mut
  %_113 = call align 8 ptr @"_ZN84_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..IndexMut$LT$I$GT$$GT$9index_mut17h051e955b7c61272fE"(ptr align 8 %x, i64 %36, ptr align 8 @alloc_12609b58581d8beb140844e5f6401481) #13
  %37 = fdiv double %_105, %_109
  store double %37, ptr %_113, align 8
  br label %bb48

panic:                                            ; preds = %bb50
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_b90984f62b39ade00333ba4a177fe2bc) #14
  unreachable

bb12:                                             ; preds = %bb7
; call <core::option::Option<T> as core::ops::try_trait::FromResidual<core::option::Option<core::convert::Infallible>>>::from_residual
  call void @"_ZN145_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..option..Option$LT$core..convert..Infallible$GT$$GT$$GT$13from_residual17hb24a80bbcf68af5aE"(ptr sret([24 x i8]) align 8 %_0) #13
  br label %bb58

bb11:                                             ; preds = %bb7
  %38 = getelementptr inbounds i8, ptr %_13, i64 8
  %p = load i64, ptr %38, align 8
  %_26.1 = load i64, ptr %k, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_24 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %a, i64 %p, i64 %_26.1, ptr align 8 @alloc_060b08e5ab85325c9d8108317dd927ea) #15
  %_23 = load double, ptr %_24, align 8
; call core::f64::<impl f64>::abs
  %_22 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h28ba971a6dde4c65E"(double %_23) #13
  %_21 = fcmp olt double %_22, 1.000000e-300
  br i1 %_21, label %bb15, label %bb16

bb16:                                             ; preds = %bb11
  %39 = load i64, ptr %k, align 8
  %_27 = icmp ne i64 %p, %39
  br i1 %_27, label %bb17, label %bb29

bb15:                                             ; preds = %bb11
  store i64 -9223372036854775808, ptr %_0, align 8
  br label %bb58

bb29:                                             ; preds = %bb22, %bb16
  %40 = load i64, ptr %k, align 8
  %_52.0 = add i64 %40, 1
  %_52.1 = icmp ult i64 %_52.0, %40
  br i1 %_52.1, label %panic5, label %bb30

bb17:                                             ; preds = %bb16
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %41 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %n) #13
  %_28.0 = extractvalue { i64, i64 } %41, 0
  %_28.1 = extractvalue { i64, i64 } %41, 1
  store i64 %_28.0, ptr %iter1, align 8
  %42 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_28.1, ptr %42, align 8
  br label %bb19

bb19:                                             ; preds = %bb27, %bb17
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %43 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter1) #13
  %44 = extractvalue { i64, i64 } %43, 0
  %45 = extractvalue { i64, i64 } %43, 1
  store i64 %44, ptr %_31, align 8
  %46 = getelementptr inbounds i8, ptr %_31, i64 8
  store i64 %45, ptr %46, align 8
  %_33 = load i64, ptr %_31, align 8
  %47 = getelementptr inbounds i8, ptr %_31, i64 8
  %48 = load i64, ptr %47, align 8
  %49 = trunc nuw i64 %_33 to i1
  br i1 %49, label %bb21, label %bb22

bb21:                                             ; preds = %bb19
  %50 = getelementptr inbounds i8, ptr %_31, i64 8
  %j7 = load i64, ptr %50, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::DerefMut>::deref_mut
  %51 = call { ptr, i64 } @"_ZN75_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..DerefMut$GT$9deref_mut17h4738e6920feb28c0E"(ptr align 8 %a) #13
  %_36.0 = extractvalue { ptr, i64 } %51, 0
  %_36.1 = extractvalue { ptr, i64 } %51, 1
  %52 = load i64, ptr %k, align 8
  %53 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %52, i64 %n)
  %_40.0 = extractvalue { i64, i1 } %53, 0
  %_40.1 = extractvalue { i64, i1 } %53, 1
  br i1 %_40.1, label %panic8, label %bb24

bb22:                                             ; preds = %bb19
; call <alloc::vec::Vec<T,A> as core::ops::deref::DerefMut>::deref_mut
  %54 = call { ptr, i64 } @"_ZN75_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..DerefMut$GT$9deref_mut17h4738e6920feb28c0E"(ptr align 8 %x) #13
  %_47.0 = extractvalue { ptr, i64 } %54, 0
  %_47.1 = extractvalue { ptr, i64 } %54, 1
  %55 = load i64, ptr %k, align 8
; call core::slice::<impl [T]>::swap
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4swap17h2eb2d490f4fd869bE"(ptr align 8 %_47.0, i64 %_47.1, i64 %55, i64 %p, ptr align 8 @alloc_91505ebff3892cef2ff23e746ea6c5bb) #13
  br label %bb29

bb30:                                             ; preds = %bb29
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %56 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 %_52.0, i64 %n) #13
  %_49.0 = extractvalue { i64, i64 } %56, 0
  %_49.1 = extractvalue { i64, i64 } %56, 1
  store i64 %_49.0, ptr %iter2, align 8
  %57 = getelementptr inbounds i8, ptr %iter2, i64 8
  store i64 %_49.1, ptr %57, align 8
  br label %bb32

panic5:                                           ; preds = %bb29
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_70df2a140502a8ee61552522a07cfb6d) #14
  unreachable

bb32:                                             ; preds = %bb41, %bb30
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %58 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter2) #13
  %59 = extractvalue { i64, i64 } %58, 0
  %60 = extractvalue { i64, i64 } %58, 1
  store i64 %59, ptr %_54, align 8
  %61 = getelementptr inbounds i8, ptr %_54, i64 8
  store i64 %60, ptr %61, align 8
  %_56 = load i64, ptr %_54, align 8
  %62 = getelementptr inbounds i8, ptr %_54, i64 8
  %63 = load i64, ptr %62, align 8
  %64 = trunc nuw i64 %_56 to i1
  br i1 %64, label %bb34, label %bb4

bb34:                                             ; preds = %bb32
  %65 = getelementptr inbounds i8, ptr %_54, i64 8
  %i6 = load i64, ptr %65, align 8
  %_62.1 = load i64, ptr %k, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_60 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %a, i64 %i6, i64 %_62.1, ptr align 8 @alloc_fa00febe800c37e66b57260affc3f805) #15
  %_59 = load double, ptr %_60, align 8
  %_66.0 = load i64, ptr %k, align 8
  %_66.1 = load i64, ptr %k, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_64 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %a, i64 %_66.0, i64 %_66.1, ptr align 8 @alloc_8d8028ad7c8226717472adb03a4efd57) #15
  %_63 = load double, ptr %_64, align 8
  %f = fdiv double %_59, %_63
  %_68.0 = load i64, ptr %k, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %66 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 %_68.0, i64 %n) #13
  %_67.0 = extractvalue { i64, i64 } %66, 0
  %_67.1 = extractvalue { i64, i64 } %66, 1
  store i64 %_67.0, ptr %iter3, align 8
  %67 = getelementptr inbounds i8, ptr %iter3, i64 8
  store i64 %_67.1, ptr %67, align 8
  br label %bb38

bb38:                                             ; preds = %bb40, %bb34
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %68 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter3) #13
  %69 = extractvalue { i64, i64 } %68, 0
  %70 = extractvalue { i64, i64 } %68, 1
  store i64 %69, ptr %_70, align 8
  %71 = getelementptr inbounds i8, ptr %_70, i64 8
  store i64 %70, ptr %71, align 8
  %_72 = load i64, ptr %_70, align 8
  %72 = getelementptr inbounds i8, ptr %_70, i64 8
  %73 = load i64, ptr %72, align 8
  %74 = trunc nuw i64 %_72 to i1
  br i1 %74, label %bb40, label %bb41

bb40:                                             ; preds = %bb38
  %75 = getelementptr inbounds i8, ptr %_70, i64 8
  %j = load i64, ptr %75, align 8
  %_77.0 = load i64, ptr %k, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_75 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %a, i64 %_77.0, i64 %j, ptr align 8 @alloc_9c10cf374c547f6ad2b14b37d5a2cb84) #15
  %v = load double, ptr %_75, align 8
  %_78 = fmul double %f, %v
; call <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
  %_79 = call align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %a, i64 %i6, i64 %j, ptr align 8 @alloc_a80b096b84d6f68ff46cc1fb88f78f03) #15
  %76 = load double, ptr %_79, align 8
  %77 = fsub double %76, %_78
  store double %77, ptr %_79, align 8
  br label %bb38

bb41:                                             ; preds = %bb38
  %78 = load i64, ptr %k, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_84 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h3ba974e35e2393bcE"(ptr align 8 %x, i64 %78, ptr align 8 @alloc_cfef672ac3cff0ccac85b6488481f106) #13
  %_83 = load double, ptr %_84, align 8
  %_82 = fmul double %f, %_83
; call <alloc::vec::Vec<T,A> as core::ops::index::IndexMut<I>>::index_mut
  %_86 = call align 8 ptr @"_ZN84_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..IndexMut$LT$I$GT$$GT$9index_mut17h051e955b7c61272fE"(ptr align 8 %x, i64 %i6, ptr align 8 @alloc_8b3b5756588b9cbc3428999dcaf6d46b) #13
  %79 = load double, ptr %_86, align 8
  %80 = fsub double %79, %_82
  store double %80, ptr %_86, align 8
  br label %bb32

bb24:                                             ; preds = %bb21
  %_41.0 = add i64 %_40.0, %j7
  %_41.1 = icmp ult i64 %_41.0, %_40.0
  br i1 %_41.1, label %panic9, label %bb25

panic8:                                           ; preds = %bb21
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_a87e21572ab4b6f2a3de868ef733b280) #14
  unreachable

bb25:                                             ; preds = %bb24
  %81 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %p, i64 %n)
  %_44.0 = extractvalue { i64, i1 } %81, 0
  %_44.1 = extractvalue { i64, i1 } %81, 1
  br i1 %_44.1, label %panic10, label %bb26

panic9:                                           ; preds = %bb24
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_a87e21572ab4b6f2a3de868ef733b280) #14
  unreachable

bb26:                                             ; preds = %bb25
  %_45.0 = add i64 %_44.0, %j7
  %_45.1 = icmp ult i64 %_45.0, %_44.0
  br i1 %_45.1, label %panic11, label %bb27

panic10:                                          ; preds = %bb25
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_86a8f994c3cacc7c210e2e1725b586c7) #14
  unreachable

bb27:                                             ; preds = %bb26
; call core::slice::<impl [T]>::swap
  call void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4swap17h2eb2d490f4fd869bE"(ptr align 8 %_36.0, i64 %_36.1, i64 %_41.0, i64 %_45.0, ptr align 8 @alloc_d8a5fff2a419f61d5c55f848c4e99311) #13
  br label %bb19

panic11:                                          ; preds = %bb26
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_86a8f994c3cacc7c210e2e1725b586c7) #14
  unreachable

bb58:                                             ; preds = %bb12, %bb15
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %x) #15
; call core::ptr::drop_in_place<02_matrix_impl::Matrix>
  call void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %a) #15
  br label %bb60

bb6:                                              ; No predecessors!
  unreachable
}

; _02_matrix_impl::Matrix::solve::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E"(ptr align 8 %_1, ptr align 8 %_2, ptr align 8 %_3) unnamed_addr #1 {
start:
  %self.i = alloca [1 x i8], align 1
  %_14 = alloca [8 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %i = load i64, ptr %_2, align 8
  %j = load i64, ptr %_3, align 8
  %_19 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_20 = load ptr, ptr %0, align 8
  %_12 = load i64, ptr %_20, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_10 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_19, i64 %i, i64 %_12, ptr align 8 @alloc_38859802400c816e9f7e1a346a98dcde) #15
  %_9 = load double, ptr %_10, align 8
; call core::f64::<impl f64>::abs
  %1 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h28ba971a6dde4c65E"(double %_9) #13
  store double %1, ptr %_8, align 8
  %_21 = load ptr, ptr %_1, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %_22 = load ptr, ptr %2, align 8
  %_18 = load i64, ptr %_22, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_16 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_21, i64 %j, i64 %_18, ptr align 8 @alloc_e75f2076a56cee06c12cabdf6b3b04ec) #15
  %_15 = load double, ptr %_16, align 8
; call core::f64::<impl f64>::abs
  %3 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h28ba971a6dde4c65E"(double %_15) #13
  store double %3, ptr %_14, align 8
; call core::cmp::impls::<impl core::cmp::PartialOrd for f64>::partial_cmp
  %_6 = call i8 @"_ZN4core3cmp5impls55_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$f64$GT$11partial_cmp17hc045e1f84c47b9c8E"(ptr align 8 %_8, ptr align 8 %_14) #13
  store i8 %_6, ptr %self.i, align 1
  %4 = load i8, ptr %self.i, align 1
  %5 = icmp eq i8 %4, 2
  %_2.i = select i1 %5, i64 0, i64 1
  %6 = trunc nuw i64 %_2.i to i1
  br i1 %6, label %"_ZN4core6option15Option$LT$T$GT$6unwrap17he6ad7755ef96a05bE.exit", label %bb2.i

bb2.i:                                            ; preds = %start
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8 @alloc_5e65edda378d5426f16aaa09f8b817a9) #14
  unreachable

"_ZN4core6option15Option$LT$T$GT$6unwrap17he6ad7755ef96a05bE.exit": ; preds = %start
  %val.i = load i8, ptr %self.i, align 1
  ret i8 %val.i
}

; _02_matrix_impl::Matrix::solve::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E"(ptr align 8 %_1, i64 %j) unnamed_addr #1 {
start:
  %_9 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_10 = load ptr, ptr %0, align 8
  %_6 = load i64, ptr %_10, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_4 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_9, i64 %_6, i64 %j, ptr align 8 @alloc_2da88c09fc2b3c9b24883053e2d507b3) #15
  %_3 = load double, ptr %_4, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 16
  %_11 = load ptr, ptr %1, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_8 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h3ba974e35e2393bcE"(ptr align 8 %_11, i64 %j, ptr align 8 @alloc_fe03226eece5962f94e2cb8e8d14c41d) #13
  %_7 = load double, ptr %_8, align 8
  %_0 = fmul double %_3, %_7
  ret double %_0
}

; _02_matrix_impl::Matrix::zeros
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E(ptr sret([40 x i8]) align 8 %_0, i64 %rows, i64 %cols) unnamed_addr #0 {
start:
  %_3 = alloca [24 x i8], align 8
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %rows, i64 %cols)
  %_5.0 = extractvalue { i64, i1 } %0, 0
  %_5.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_5.1, label %panic, label %bb1

bb1:                                              ; preds = %start
; call alloc::vec::from_elem
  call void @_ZN5alloc3vec9from_elem17h61ba10271ca73239E(ptr sret([24 x i8]) align 8 %_3, double 0.000000e+00, i64 %_5.0) #15
  %1 = getelementptr inbounds i8, ptr %_0, i64 24
  store i64 %rows, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 %cols, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_3, i64 24, i1 false)
  ret void

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_a087f5f9035e02ab72c478efc16c5183) #14
  unreachable
}

; _02_matrix_impl::Matrix::from_fn
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE(ptr sret([40 x i8]) align 8 %_0, i64 %rows, i64 %cols) unnamed_addr #0 {
start:
  %_15 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %m = alloca [40 x i8], align 8
  %f = alloca [0 x i8], align 1
; call _02_matrix_impl::Matrix::zeros
  call void @_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E(ptr sret([40 x i8]) align 8 %m, i64 %rows, i64 %cols) #15
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %rows) #13
  %_5.0 = extractvalue { i64, i64 } %0, 0
  %_5.1 = extractvalue { i64, i64 } %0, 1
  store i64 %_5.0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_5.1, ptr %1, align 8
  br label %bb3

bb3:                                              ; preds = %bb9, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %2 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %3, ptr %_8, align 8
  %5 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %4, ptr %5, align 8
  %_10 = load i64, ptr %_8, align 8
  %6 = getelementptr inbounds i8, ptr %_8, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_10 to i1
  br i1 %8, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %9 = getelementptr inbounds i8, ptr %_8, i64 8
  %i = load i64, ptr %9, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %10 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %cols) #13
  %_12.0 = extractvalue { i64, i64 } %10, 0
  %_12.1 = extractvalue { i64, i64 } %10, 1
  store i64 %_12.0, ptr %iter1, align 8
  %11 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_12.1, ptr %11, align 8
  br label %bb9

bb7:                                              ; preds = %bb3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %m, i64 40, i1 false)
  ret void

bb9:                                              ; preds = %bb11, %bb6
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %12 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter1) #13
  %13 = extractvalue { i64, i64 } %12, 0
  %14 = extractvalue { i64, i64 } %12, 1
  store i64 %13, ptr %_15, align 8
  %15 = getelementptr inbounds i8, ptr %_15, i64 8
  store i64 %14, ptr %15, align 8
  %_17 = load i64, ptr %_15, align 8
  %16 = getelementptr inbounds i8, ptr %_15, i64 8
  %17 = load i64, ptr %16, align 8
  %18 = trunc nuw i64 %_17 to i1
  br i1 %18, label %bb11, label %bb3

bb11:                                             ; preds = %bb9
  %19 = getelementptr inbounds i8, ptr %_15, i64 8
  %j = load i64, ptr %19, align 8
; call _02_matrix_impl::main::{{closure}}
  %_19 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h5369dc2f8b661025E"(ptr align 1 %f, i64 %i, i64 %j) #13
; call <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
  %_22 = call align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %m, i64 %i, i64 %j, ptr align 8 @alloc_0025edbac865429f0d692bc706e2757d) #15
  store double %_19, ptr %_22, align 8
  br label %bb9

bb5:                                              ; No predecessors!
  unreachable
}

; _02_matrix_impl::Matrix::from_fn
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E(ptr sret([40 x i8]) align 8 %_0, i64 %rows, i64 %cols) unnamed_addr #0 {
start:
  %_15 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %m = alloca [40 x i8], align 8
  %f = alloca [0 x i8], align 1
; call _02_matrix_impl::Matrix::zeros
  call void @_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E(ptr sret([40 x i8]) align 8 %m, i64 %rows, i64 %cols) #15
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %rows) #13
  %_5.0 = extractvalue { i64, i64 } %0, 0
  %_5.1 = extractvalue { i64, i64 } %0, 1
  store i64 %_5.0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_5.1, ptr %1, align 8
  br label %bb3

bb3:                                              ; preds = %bb9, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %2 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %3, ptr %_8, align 8
  %5 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %4, ptr %5, align 8
  %_10 = load i64, ptr %_8, align 8
  %6 = getelementptr inbounds i8, ptr %_8, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_10 to i1
  br i1 %8, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %9 = getelementptr inbounds i8, ptr %_8, i64 8
  %i = load i64, ptr %9, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %10 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %cols) #13
  %_12.0 = extractvalue { i64, i64 } %10, 0
  %_12.1 = extractvalue { i64, i64 } %10, 1
  store i64 %_12.0, ptr %iter1, align 8
  %11 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_12.1, ptr %11, align 8
  br label %bb9

bb7:                                              ; preds = %bb3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %m, i64 40, i1 false)
  ret void

bb9:                                              ; preds = %bb11, %bb6
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %12 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter1) #13
  %13 = extractvalue { i64, i64 } %12, 0
  %14 = extractvalue { i64, i64 } %12, 1
  store i64 %13, ptr %_15, align 8
  %15 = getelementptr inbounds i8, ptr %_15, i64 8
  store i64 %14, ptr %15, align 8
  %_17 = load i64, ptr %_15, align 8
  %16 = getelementptr inbounds i8, ptr %_15, i64 8
  %17 = load i64, ptr %16, align 8
  %18 = trunc nuw i64 %_17 to i1
  br i1 %18, label %bb11, label %bb3

bb11:                                             ; preds = %bb9
  %19 = getelementptr inbounds i8, ptr %_15, i64 8
  %j = load i64, ptr %19, align 8
; call _02_matrix_impl::main::{{closure}}
  %_19 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h46d4914fb523f4adE"(ptr align 1 %f, i64 %i, i64 %j) #13
; call <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
  %_22 = call align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %m, i64 %i, i64 %j, ptr align 8 @alloc_0025edbac865429f0d692bc706e2757d) #15
  store double %_19, ptr %_22, align 8
  br label %bb9

bb5:                                              ; No predecessors!
  unreachable
}

; _02_matrix_impl::Matrix::from_fn
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE(ptr sret([40 x i8]) align 8 %_0, i64 %rows, i64 %cols, ptr align 8 %0, ptr align 8 %1) unnamed_addr #0 {
start:
  %_15 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %m = alloca [40 x i8], align 8
  %f = alloca [16 x i8], align 8
  store ptr %0, ptr %f, align 8
  %2 = getelementptr inbounds i8, ptr %f, i64 8
  store ptr %1, ptr %2, align 8
; call _02_matrix_impl::Matrix::zeros
  call void @_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E(ptr sret([40 x i8]) align 8 %m, i64 %rows, i64 %cols) #15
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %3 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %rows) #13
  %_5.0 = extractvalue { i64, i64 } %3, 0
  %_5.1 = extractvalue { i64, i64 } %3, 1
  store i64 %_5.0, ptr %iter, align 8
  %4 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_5.1, ptr %4, align 8
  br label %bb3

bb3:                                              ; preds = %bb9, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %5 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  store i64 %6, ptr %_8, align 8
  %8 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %7, ptr %8, align 8
  %_10 = load i64, ptr %_8, align 8
  %9 = getelementptr inbounds i8, ptr %_8, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_10 to i1
  br i1 %11, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %12 = getelementptr inbounds i8, ptr %_8, i64 8
  %i = load i64, ptr %12, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %13 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %cols) #13
  %_12.0 = extractvalue { i64, i64 } %13, 0
  %_12.1 = extractvalue { i64, i64 } %13, 1
  store i64 %_12.0, ptr %iter1, align 8
  %14 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_12.1, ptr %14, align 8
  br label %bb9

bb7:                                              ; preds = %bb3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %m, i64 40, i1 false)
  ret void

bb9:                                              ; preds = %bb11, %bb6
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %15 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter1) #13
  %16 = extractvalue { i64, i64 } %15, 0
  %17 = extractvalue { i64, i64 } %15, 1
  store i64 %16, ptr %_15, align 8
  %18 = getelementptr inbounds i8, ptr %_15, i64 8
  store i64 %17, ptr %18, align 8
  %_17 = load i64, ptr %_15, align 8
  %19 = getelementptr inbounds i8, ptr %_15, i64 8
  %20 = load i64, ptr %19, align 8
  %21 = trunc nuw i64 %_17 to i1
  br i1 %21, label %bb11, label %bb3

bb11:                                             ; preds = %bb9
  %22 = getelementptr inbounds i8, ptr %_15, i64 8
  %j = load i64, ptr %22, align 8
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul::{{closure}}
  %_19 = call double @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E"(ptr align 8 %f, i64 %i, i64 %j) #13
; call <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
  %_22 = call align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %m, i64 %i, i64 %j, ptr align 8 @alloc_0025edbac865429f0d692bc706e2757d) #15
  store double %_19, ptr %_22, align 8
  br label %bb9

bb5:                                              ; No predecessors!
  unreachable
}

; _02_matrix_impl::Matrix::from_fn
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E(ptr sret([40 x i8]) align 8 %_0, i64 %rows, i64 %cols, ptr align 8 %0) unnamed_addr #0 {
start:
  %_15 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %m = alloca [40 x i8], align 8
  %f = alloca [8 x i8], align 8
  store ptr %0, ptr %f, align 8
; call _02_matrix_impl::Matrix::zeros
  call void @_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E(ptr sret([40 x i8]) align 8 %m, i64 %rows, i64 %cols) #15
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %rows) #13
  %_5.0 = extractvalue { i64, i64 } %1, 0
  %_5.1 = extractvalue { i64, i64 } %1, 1
  store i64 %_5.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_5.1, ptr %2, align 8
  br label %bb3

bb3:                                              ; preds = %bb9, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %3 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %4 = extractvalue { i64, i64 } %3, 0
  %5 = extractvalue { i64, i64 } %3, 1
  store i64 %4, ptr %_8, align 8
  %6 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %5, ptr %6, align 8
  %_10 = load i64, ptr %_8, align 8
  %7 = getelementptr inbounds i8, ptr %_8, i64 8
  %8 = load i64, ptr %7, align 8
  %9 = trunc nuw i64 %_10 to i1
  br i1 %9, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %10 = getelementptr inbounds i8, ptr %_8, i64 8
  %i = load i64, ptr %10, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %11 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %cols) #13
  %_12.0 = extractvalue { i64, i64 } %11, 0
  %_12.1 = extractvalue { i64, i64 } %11, 1
  store i64 %_12.0, ptr %iter1, align 8
  %12 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_12.1, ptr %12, align 8
  br label %bb9

bb7:                                              ; preds = %bb3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %m, i64 40, i1 false)
  ret void

bb9:                                              ; preds = %bb11, %bb6
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %13 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter1) #13
  %14 = extractvalue { i64, i64 } %13, 0
  %15 = extractvalue { i64, i64 } %13, 1
  store i64 %14, ptr %_15, align 8
  %16 = getelementptr inbounds i8, ptr %_15, i64 8
  store i64 %15, ptr %16, align 8
  %_17 = load i64, ptr %_15, align 8
  %17 = getelementptr inbounds i8, ptr %_15, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = trunc nuw i64 %_17 to i1
  br i1 %19, label %bb11, label %bb3

bb11:                                             ; preds = %bb9
  %20 = getelementptr inbounds i8, ptr %_15, i64 8
  %j = load i64, ptr %20, align 8
; call _02_matrix_impl::Matrix::transpose::{{closure}}
  %_19 = call double @"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE"(ptr align 8 %f, i64 %i, i64 %j) #13
; call <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
  %_22 = call align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %m, i64 %i, i64 %j, ptr align 8 @alloc_0025edbac865429f0d692bc706e2757d) #15
  store double %_19, ptr %_22, align 8
  br label %bb9

bb5:                                              ; No predecessors!
  unreachable
}

; _02_matrix_impl::Matrix::mul_vec
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self, ptr align 8 %v.0, i64 %v.1) unnamed_addr #0 {
start:
  %_6 = alloca [24 x i8], align 8
  %_3 = alloca [40 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_5 = load i64, ptr %0, align 8
  store ptr %self, ptr %_6, align 8
  %1 = getelementptr inbounds i8, ptr %_6, i64 8
  store ptr %v.0, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 %v.1, ptr %2, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h076bd6a28acb1351E(ptr sret([40 x i8]) align 8 %_3, i64 0, i64 %_5, ptr align 8 %_6) #13
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h957f6e2813f261bfE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_3) #13
  ret void
}

; _02_matrix_impl::Matrix::mul_vec::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$17h354194f58cbeac1dE"(ptr align 8 %_1, i64 %0) unnamed_addr #1 {
start:
  %_6 = alloca [32 x i8], align 8
  %_3 = alloca [48 x i8], align 8
  %i = alloca [8 x i8], align 8
  store i64 %0, ptr %i, align 8
  %_8 = load ptr, ptr %_1, align 8
  %1 = getelementptr inbounds i8, ptr %_8, i64 32
  %_5 = load i64, ptr %1, align 8
  %_9 = load ptr, ptr %_1, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %_10.0 = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %_10.1 = load i64, ptr %3, align 8
  store ptr %_9, ptr %_6, align 8
  %4 = getelementptr inbounds i8, ptr %_6, i64 8
  store ptr %i, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_6, i64 16
  store ptr %_10.0, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_10.1, ptr %6, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17hc40810f78907608dE(ptr sret([48 x i8]) align 8 %_3, i64 0, i64 %_5, ptr align 8 %_6) #13
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h2bbb33fdfc029148E(ptr align 8 %_3) #15
  ret double %_0
}

; _02_matrix_impl::Matrix::mul_vec::{{closure}}::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6edaf93afe5334d9E"(ptr align 8 %_1, i64 %j) unnamed_addr #1 {
start:
  %_11 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_12 = load ptr, ptr %0, align 8
  %_6 = load i64, ptr %_12, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_4 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_11, i64 %_6, i64 %j, ptr align 8 @alloc_ca238e08ea7adbeac5d1d40e5dfb46d6) #15
  %_3 = load double, ptr %_4, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 16
  %_13.0 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %_13.1 = load i64, ptr %2, align 8
  %_10 = icmp ult i64 %j, %_13.1
  br i1 %_10, label %bb2, label %panic

bb2:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %_1, i64 16
  %_14.0 = load ptr, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %_14.1 = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw double, ptr %_14.0, i64 %j
  %_7 = load double, ptr %5, align 8
  %_0 = fmul double %_3, %_7
  ret double %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %j, i64 %_13.1, ptr align 8 @alloc_06bcf2d0249e1b3b82e6190f1e691f88) #14
  unreachable
}

; _02_matrix_impl::Matrix::identity
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE(ptr sret([40 x i8]) align 8 %_0, i64 %n) unnamed_addr #0 {
start:
  %_6 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %m = alloca [40 x i8], align 8
; call _02_matrix_impl::Matrix::zeros
  call void @_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E(ptr sret([40 x i8]) align 8 %m, i64 %n, i64 %n) #15
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %n) #13
  %_3.0 = extractvalue { i64, i64 } %0, 0
  %_3.1 = extractvalue { i64, i64 } %0, 1
  store i64 %_3.0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_3.1, ptr %1, align 8
  br label %bb3

bb3:                                              ; preds = %bb6, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %2 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %3 = extractvalue { i64, i64 } %2, 0
  %4 = extractvalue { i64, i64 } %2, 1
  store i64 %3, ptr %_6, align 8
  %5 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %4, ptr %5, align 8
  %_8 = load i64, ptr %_6, align 8
  %6 = getelementptr inbounds i8, ptr %_6, i64 8
  %7 = load i64, ptr %6, align 8
  %8 = trunc nuw i64 %_8 to i1
  br i1 %8, label %bb6, label %bb7

bb6:                                              ; preds = %bb3
  %9 = getelementptr inbounds i8, ptr %_6, i64 8
  %i = load i64, ptr %9, align 8
; call <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
  %_10 = call align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %m, i64 %i, i64 %i, ptr align 8 @alloc_f70d4b7e7aaadc02c9dd2d2f6aa46f5d) #15
  store double 1.000000e+00, ptr %_10, align 8
  br label %bb3

bb7:                                              ; preds = %bb3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %m, i64 40, i1 false)
  ret void

bb5:                                              ; No predecessors!
  unreachable
}

; _02_matrix_impl::Matrix::transpose
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN15_02_matrix_impl6Matrix9transpose17h4a54d63260e5d38aE(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 32
  %_2 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 24
  %_3 = load i64, ptr %1, align 8
; call _02_matrix_impl::Matrix::from_fn
  call void @_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E(ptr sret([40 x i8]) align 8 %_0, i64 %_2, i64 %_3, ptr align 8 %self) #15
  ret void
}

; _02_matrix_impl::Matrix::transpose::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE"(ptr align 8 %_1, i64 %i, i64 %j) unnamed_addr #1 {
start:
  %_6 = load ptr, ptr %_1, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_4 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_6, i64 %j, i64 %i, ptr align 8 @alloc_9ef287a5dc3b1521ffac821ee6ebafa6) #15
  %_0 = load double, ptr %_4, align 8
  ret double %_0
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17h5f9ffba8d95b2d39E(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.0, i64 %argc, ptr %argv, i8 %sigpipe) #15
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h0ad77ef2502850ddE(ptr %_4) #17
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h50c3170859ba28e6E"() #13
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17ha9cede345c9c8546E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h0ad77ef2502850ddE(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17ha9e82f820ce21e6aE(ptr %f) #13
  call void asm sideeffect "", "~{memory}"(), !srcloc !4
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he4712e6ee8baa096E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call <alloc::string::String as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN58_$LT$alloc..string..String$u20$as$u20$core..fmt..Debug$GT$3fmt17he3847f94909b44d5E"(ptr align 8 %_3, ptr align 8 %f) #13
  ret i1 %_0
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h2e27371e6982e607E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call <f64 as core::fmt::Display>::fmt
  %_0 = call zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr align 8 %_3, ptr align 8 %f) #15
  ret i1 %_0
}

; <i32 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h8796016c2ea357c1E"(i32 %start1, i64 %n) unnamed_addr #1 {
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
  %3 = load i32, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.0, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.0, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17hf6045fb10252464dE(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  unreachable
}

; <[T] as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE"(ptr align 8 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %_5 = alloca [16 x i8], align 8
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8 %_5, ptr align 8 %f) #15
  br label %bb5

bb5:                                              ; preds = %start
  %_11 = getelementptr inbounds nuw %"alloc::string::String", ptr %self.0, i64 %self.1
  store ptr %_11, ptr %end_or_len, align 8
  br label %bb6

bb6:                                              ; preds = %bb5
  %_6.1 = load ptr, ptr %end_or_len, align 8
; call core::fmt::builders::DebugList::entries
  %_3 = call align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h0c5ffe7eb7775ee2E(ptr align 8 %_5, ptr %self.0, ptr %_6.1) #15
; call <core::fmt::builders::DebugList>::finish
  %_0 = call zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8 %_3) #15
  ret i1 %_0

bb4:                                              ; No predecessors!
  unreachable
}

; <&f64 as core::ops::arith::Add>::add
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Add$GT$3add17h12d8a44ccd00f042E"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fadd double %_3, %_4
  ret double %_0
}

; <&f64 as core::ops::arith::Mul>::mul
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17h3b002ef328479cbeE"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fmul double %_3, %_4
  ret double %_0
}

; <&f64 as core::ops::arith::Sub>::sub
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Sub$GT$3sub17h3788316fa42a3331E"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fsub double %_3, %_4
  ret double %_0
}

; <usize as core::iter::range::Step>::steps_between
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$13steps_between17hb0eab41b5856099aE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %start1, ptr align 8 %end) unnamed_addr #1 {
start:
  %_4 = load i64, ptr %start1, align 8
  %_5 = load i64, ptr %end, align 8
  %_3 = icmp ule i64 %_4, %_5
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb3

bb1:                                              ; preds = %start
  %steps = sub i64 %_5, %_4
  store i64 %steps, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %steps, ptr %5, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  ret void
}

; <usize as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h91b750912997cd91E"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; <usize as core::iter::range::Step>::backward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$18backward_unchecked17hc8baa23bd5cb8faeE"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_sub::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_sub18precondition_check17hfa9395383a7adc07E"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = sub nuw i64 %start1, %n
  ret i64 %_0
}

; core::intrinsics::is_val_statically_known
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core10intrinsics23is_val_statically_known17h1a742f3d6e6fa2f5E(i1 zeroext %_arg) unnamed_addr #0 {
start:
  ret i1 false
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17h7d625d59e2bc31f2E() unnamed_addr #3 {
start:
  ret void
}

; core::cmp::Ord::min
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3cmp3Ord3min17h086277a5b205a132E(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
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

; core::cmp::impls::<impl core::cmp::PartialEq for f64>::ne
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3cmp5impls54_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$f64$GT$2ne17h097c0979eed91b25E"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fcmp une double %_3, %_4
  ret i1 %_0
}

; core::cmp::impls::<impl core::cmp::PartialOrd for f64>::partial_cmp
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3cmp5impls55_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$f64$GT$11partial_cmp17hc045e1f84c47b9c8E"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
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
define internal i64 @_ZN4core3cmp6max_by17h492b579097e63128E(i64 %0, i64 %1, ptr align 8 %compare) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  store i64 %0, ptr %v1, align 8
  store i64 %1, ptr %v2, align 8
  store i8 1, ptr %_9, align 1
; call core::ops::function::impls::<impl core::ops::function::FnOnce<A> for &mut F>::call_once
  %self = call i8 @"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E"(ptr align 8 %compare, ptr align 8 %v1, ptr align 8 %v2) #15
  br label %bb1

bb1:                                              ; preds = %start
  %_4 = icmp sgt i8 %self, 0
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %3 = load i64, ptr %v2, align 8
  store i64 %3, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_9, align 1
  %4 = load i64, ptr %v1, align 8
  store i64 %4, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i64, ptr %_0, align 8
  ret i64 %5

bb5:                                              ; No predecessors!
  br label %bb8

bb8:                                              ; preds = %bb5
  %6 = load i8, ptr %_9, align 1
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

; core::f64::<impl f64>::abs
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h28ba971a6dde4c65E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h1b4b47d36f16ab43E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h2e27371e6982e607E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h4c09c1d7aca6bd5eE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..fmt..Display$GT$3fmt17h6cf03e907aadd715E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h4fad4b4d45083a40E(ptr sret([16 x i8]) align 8 %_0, ptr align 1 %x) unnamed_addr #1 {
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
define internal void @_ZN4core3fmt2rt8Argument11new_display17h9d21e17cedfa921dE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17h52448f79ee7a7fe4E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0d22198d33d6208fE", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::builders::DebugList::entries
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h0c5ffe7eb7775ee2E(ptr align 8 %self, ptr %entries.0, ptr %entries.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %entry = alloca [8 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h11ff51c05ea6b733E"(ptr %entries.0, ptr %entries.1) #13
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
  store ptr %_3.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_3.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb8, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %3 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h253f44e117d795a8E"(ptr align 8 %iter) #13
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

; core::fmt::Arguments::as_statically_known_str
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @_ZN4core3fmt9Arguments23as_statically_known_str17h4557205a47ec27a7E(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = alloca [1 x i8], align 1
  %s = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load ptr, ptr %1, align 8
  %bits = ptrtoint ptr %_6 to i64
  %_7 = and i64 %bits, 1
  %2 = icmp eq i64 %_7, 1
  br i1 %2, label %bb6, label %bb7

bb6:                                              ; preds = %start
  %self1 = load ptr, ptr %self, align 8
  %len = lshr i64 %bits, 1
  br label %bb8

bb7:                                              ; preds = %start
  %3 = load ptr, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, align 8
  %4 = load i64, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, i64 8), align 8
  store ptr %3, ptr %s, align 8
  %5 = getelementptr inbounds i8, ptr %s, i64 8
  store i64 %4, ptr %5, align 8
  br label %bb5

bb8:                                              ; preds = %bb6
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h41ec239adfd80e95E(ptr %self1, i64 1, i64 1, i64 %len, ptr align 8 @alloc_c744d1012daac153da5bdea777499410) #13
  br label %bb10

bb10:                                             ; preds = %bb8
  store ptr %self1, ptr %s, align 8
  %6 = getelementptr inbounds i8, ptr %s, i64 8
  store i64 %len, ptr %6, align 8
  br label %bb5

bb5:                                              ; preds = %bb7, %bb10
  %7 = load ptr, ptr %s, align 8
  %8 = getelementptr inbounds i8, ptr %s, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = ptrtoint ptr %7 to i64
  %11 = icmp eq i64 %10, 0
  %_16 = select i1 %11, i64 0, i64 1
  %_3 = icmp eq i64 %_16, 1
  %12 = call i1 @llvm.is.constant.i1(i1 %_3)
  %13 = zext i1 %12 to i8
  store i8 %13, ptr %0, align 1
  %14 = load i8, ptr %0, align 1
  %_2 = trunc nuw i8 %14 to i1
  br i1 %_2, label %bb2, label %bb3

bb3:                                              ; preds = %bb5
  %15 = load ptr, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, align 8
  %16 = load i64, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, i64 8), align 8
  store ptr %15, ptr %s, align 8
  %17 = getelementptr inbounds i8, ptr %s, i64 8
  store i64 %16, ptr %17, align 8
  br label %bb4

bb2:                                              ; preds = %bb5
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %18 = load ptr, ptr %s, align 8
  %19 = getelementptr inbounds i8, ptr %s, i64 8
  %20 = load i64, ptr %19, align 8
  %21 = insertvalue { ptr, i64 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i64 } %21, i64 %20, 1
  ret { ptr, i64 } %22
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h05093f4fd8f0c7a4E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h10fd315b1d455e46E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h231daae6fecf1f21E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h26efa59a62da3b81E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h5ed8c11c937431c1E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h7590b386d5664e1cE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17ha423a6a8559142d5E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hac7d91c45a414afbE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hf3a486dddc3e3c7fE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hfd6a80d3de18de46E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::from_str
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments8from_str17ha4312660f6f4a697E(ptr align 1 %s.0, i64 %s.1) unnamed_addr #1 {
start:
  %_6 = shl i64 %s.1, 1
  %_5 = or i64 %_6, 1
  %_4 = inttoptr i64 %_5 to ptr
  %0 = insertvalue { ptr, ptr } poison, ptr %s.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_4, 1
  ret { ptr, ptr } %1
}

; core::fmt::Formatter::write_fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core3fmt9Formatter9write_fmt17h486a4e78eb13a14bE(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #1 {
start:
  %_3 = alloca [16 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  %fmt = alloca [16 x i8], align 8
  store ptr %0, ptr %fmt, align 8
  %2 = getelementptr inbounds i8, ptr %fmt, i64 8
  store ptr %1, ptr %2, align 8
; call core::fmt::Arguments::as_statically_known_str
  %3 = call { ptr, i64 } @_ZN4core3fmt9Arguments23as_statically_known_str17h4557205a47ec27a7E(ptr align 8 %fmt) #13
  %4 = extractvalue { ptr, i64 } %3, 0
  %5 = extractvalue { ptr, i64 } %3, 1
  store ptr %4, ptr %_3, align 8
  %6 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %5, ptr %6, align 8
  %7 = load ptr, ptr %_3, align 8
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = ptrtoint ptr %7 to i64
  %11 = icmp eq i64 %10, 0
  %_5 = select i1 %11, i64 0, i64 1
  %12 = trunc nuw i64 %_5 to i1
  br i1 %12, label %bb2, label %bb4

bb2:                                              ; preds = %start
  %s.0 = load ptr, ptr %_3, align 8
  %13 = getelementptr inbounds i8, ptr %_3, i64 8
  %s.1 = load i64, ptr %13, align 8
  %_7.0 = load ptr, ptr %self, align 8
  %14 = getelementptr inbounds i8, ptr %self, i64 8
  %_7.1 = load ptr, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %_7.1, i64 24
  %16 = load ptr, ptr %15, align 8, !invariant.load !5, !nonnull !5
  %17 = call zeroext i1 %16(ptr align 1 %_7.0, ptr align 1 %s.0, i64 %s.1) #13
  %18 = zext i1 %17 to i8
  store i8 %18, ptr %_0, align 1
  br label %bb5

bb4:                                              ; preds = %start
  %_8.0 = load ptr, ptr %self, align 8
  %19 = getelementptr inbounds i8, ptr %self, i64 8
  %_8.1 = load ptr, ptr %19, align 8
  %20 = load ptr, ptr %fmt, align 8
  %21 = getelementptr inbounds i8, ptr %fmt, i64 8
  %22 = load ptr, ptr %21, align 8
; call core::fmt::write
  %23 = call zeroext i1 @_RNvNtCsgEmfK2I1SDS_4core3fmt5write(ptr align 1 %_8.0, ptr align 8 %_8.1, ptr %20, ptr %22) #15
  %24 = zext i1 %23 to i8
  store i8 %24, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb4, %bb2
  %25 = load i8, ptr %_0, align 1
  %26 = trunc nuw i8 %25 to i1
  ret i1 %26

bb6:                                              ; No predecessors!
  unreachable
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable
}

; core::num::<impl usize>::unchecked_sub::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_sub18precondition_check17hfa9395383a7adc07E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = sub i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %lhs, %rhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_846c8306b730cf00804b037ffdb61170, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable
}

; core::ops::function::impls::<impl core::ops::function::FnOnce<A> for &mut F>::call_once
; Function Attrs: nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E"(ptr align 8 %self, ptr align 8 %0, ptr align 8 %1) unnamed_addr #0 {
start:
  %args = alloca [16 x i8], align 8
  store ptr %0, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %1, ptr %2, align 8
  %3 = load ptr, ptr %args, align 8
  %4 = getelementptr inbounds i8, ptr %args, i64 8
  %5 = load ptr, ptr %4, align 8
; call _02_matrix_impl::Matrix::solve::{{closure}}
  %_0 = call i8 @"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E"(ptr align 8 %self, ptr align 8 %3, ptr align 8 %5) #13
  ret i8 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h76d6f80d741aaccaE"(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17hf993d587ebdccf1cE(ptr %0) #13
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17h19987ed0fb44abc0E(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %0, i64 %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %1, ptr %2, align 8
  %3 = load ptr, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load i64, ptr %4, align 8
; call alloc::str::<impl alloc::borrow::ToOwned for str>::to_owned
  call void @"_ZN5alloc3str56_$LT$impl$u20$alloc..borrow..ToOwned$u20$for$u20$str$GT$8to_owned17h835b3159dec49f98E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %3, i64 %5) #13
  ret void
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17ha9e82f820ce21e6aE(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #15
  ret void
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17hf993d587ebdccf1cE(ptr %0) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE"(ptr align 8 %_1) #13
  ret i32 %_0
}

; core::ptr::copy_nonoverlapping::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h3af96149b9777f72E(ptr %src, ptr %dst, i64 %size, i64 %align, i64 %count, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  %_15 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %src, i64 %align) #13
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
  %_18 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %dst, i64 %align) #13
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
  %_6 = call zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h8eb9002831cfa090E(ptr %src, ptr %dst, i64 %size, i64 %count) #13
  br i1 %_6, label %bb10, label %bb9

bb9:                                              ; preds = %bb5, %bb8
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_bd3468a7b96187f70c1ce98a3e7a63bf, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb10:                                             ; preds = %bb5
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr224drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h0bc687477dc33023E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr237drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17he913f493e2ca80bcE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr242drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17ha84f590fedaf80e4E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr321drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5611d2673c768fd3E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr224drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h0bc687477dc33023E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr334drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h3182b576dbf52a96E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr237drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17he913f493e2ca80bcE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr351drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h7586497c45407e25E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr357drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h534b465e13ce3f32E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr242drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17ha84f590fedaf80e4E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::string::String>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<u8>>
  call void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hfc9052641b3005dfE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<02_matrix_impl::Matrix>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr448drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hbcdf041149ce4c01E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr351drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h7586497c45407e25E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<u8>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hfc9052641b3005dfE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
  call void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<u8>>
  call void @"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h8536a65fde366979E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h36e4d20176581fe2E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr321drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h5611d2673c768fd3E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcc1fe9c2b0bbb4d0E"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
  call void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<usize,f64,(),02_matrix_impl::Matrix::mul_vec::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr494drop_in_place$LT$core..iter..adapters..map..map_fold$LT$usize$C$f64$C$$LP$$RP$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17he64a318e61ce7bf5E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr334drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h3182b576dbf52a96E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::copy::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr4copy18precondition_check17h1b74a2fbd3a7c25fE(ptr %src, ptr %dst, i64 %align, i1 zeroext %zero_size, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_15 = alloca [1 x i8], align 1
  %align1 = alloca [8 x i8], align 8
  %ptr = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_12 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %src, i64 %align) #13
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
  %2 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %1, i64 %align) #13
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
  %7 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %6, i64 %align) #13
  %8 = zext i1 %7 to i8
  store i8 %8, ptr %_15, align 1
  %9 = load i8, ptr %_15, align 1
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %bb12, label %bb10

bb4:                                              ; preds = %bb2, %bb3
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_5ee6cd0de5bab89c84438a39fb5fb08c, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #14
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
define internal void @_ZN4core3ptr4swap17habb3c7c9a97e8f24E(ptr %x, ptr %y) unnamed_addr #1 {
start:
  %_18 = alloca [1 x i8], align 1
  %tmp = alloca [8 x i8], align 8
  br label %bb1

bb1:                                              ; preds = %start
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h3af96149b9777f72E(ptr %x, ptr %tmp, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #13
  br label %bb3

bb3:                                              ; preds = %bb1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %tmp, ptr align 8 %x, i64 8, i1 false)
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
  call void @_ZN4core3ptr4copy18precondition_check17h1b74a2fbd3a7c25fE(ptr %y, ptr %x, i64 8, i1 zeroext %1, ptr align 8 @alloc_53b1b0291ea51cd7399ceb8c4189456a) #13
  br label %bb10

bb10:                                             ; preds = %bb8
  call void @llvm.memmove.p0.p0.i64(ptr align 8 %x, ptr align 8 %y, i64 8, i1 false)
  br label %bb11

bb11:                                             ; preds = %bb10
; call core::ptr::copy_nonoverlapping::precondition_check
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h3af96149b9777f72E(ptr %tmp, ptr %y, i64 8, i64 8, i64 1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #13
  br label %bb13

bb13:                                             ; preds = %bb11
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %y, ptr align 8 %tmp, i64 8, i1 false)
  ret void

bb6:                                              ; No predecessors!
  unreachable
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,alloc::string::String,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr526drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$alloc..string..String$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb56f7e36a2557400E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr357drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h534b465e13ce3f32E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<[alloc::string::String]>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17h1a16d55dc35f464fE"(ptr align 8 %_1.0, i64 %_1.1) unnamed_addr #0 {
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
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE"(ptr align 8 %_6) #15
  br label %bb3

bb1:                                              ; preds = %bb3
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<u8>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h8536a65fde366979E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
  call void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
  call void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5812518c469a1d88E"(ptr align 8 %_1) #13
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::string::String>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::string::String>>
  call void @"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hd43ddd069a8ca5baE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<(&f64,&f64),f64,(),<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr669drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$LP$$RF$f64$C$$RF$f64$RP$$C$f64$C$$LP$$RP$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h389e05472d0b1e01E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::iter::adapters::zip::Zip<core::slice::iter::Iter<f64>,core::slice::iter::Iter<f64>>,<&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr448drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..iter..adapters..zip..Zip$LT$core..slice..iter..Iter$LT$f64$GT$$C$core..slice..iter..Iter$LT$f64$GT$$GT$$C$$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$..add..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hbcdf041149ce4c01E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::string::String>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hd43ddd069a8ca5baE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4d0335d7160a4e47E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17h0a5d40e2852e0a45E"(ptr %ptr, ptr align 8 %0) unnamed_addr #1 {
start:
  %_5 = ptrtoint ptr %ptr to i64
  %1 = icmp eq i64 %_5, 0
  br i1 %1, label %bb1, label %bb2

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_560a59ed819b9d9a5841f6e731c4c8e5, ptr inttoptr (i64 421 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb2:                                              ; preds = %start
  ret void
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %self, i64 %align) unnamed_addr #1 {
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #14
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h6a69bb3383fa01e0E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::hint::assert_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint16assert_unchecked18precondition_check17hbd02de253cdf5fd1E(i1 zeroext %cond, ptr align 8 %0) unnamed_addr #1 {
start:
  br i1 %cond, label %bb2, label %bb1

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_64e308ef4babfeb8b6220184de794a17, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb2:                                              ; preds = %start
  ret void
}

; core::hint::unreachable_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint21unreachable_unchecked18precondition_check17hf6045fb10252464dE(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_75fb06c2453febd814e73f5f2e72ae38, ptr inttoptr (i64 399 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17ha36965611d44ceafE"(ptr align 8 %self) #13
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17he49129c51eb5829eE"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h8e58196f62e52aaaE"(ptr align 4 %self) #13
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17hfbd9295071862a78E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_4 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i = load i64, ptr %self, align 8
  %_4.i = load i64, ptr %_4, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.2, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.2, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb4

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds i8, ptr %self, i64 8
; call <usize as core::iter::range::Step>::steps_between
  call void @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$13steps_between17hb0eab41b5856099aE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self, ptr align 8 %_6) #13
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  ret void
}

; core::iter::range::<impl core::iter::traits::double_ended::DoubleEndedIterator for core::ops::range::Range<A>>::next_back
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter5range116_$LT$impl$u20$core..iter..traits..double_ended..DoubleEndedIterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9next_back17hadc33309c610389dE"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next_back
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$14spec_next_back17he52889c5ed7b8856E"(ptr align 8 %self) #13
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h018ef5b503bd0c06E(ptr sret([48 x i8]) align 8 %_0, i64 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %self.1, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %f, i64 32, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h076bd6a28acb1351E(ptr sret([40 x i8]) align 8 %_0, i64 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 24
  store i64 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %self.1, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %f, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h078e6d5e7b9e4200E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
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
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h47bdefef180d2a42E(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h88f417b4380b582dE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h8e984ef2f727caa4E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h94c2bafa6576e47fE(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17hc40810f78907608dE(ptr sret([48 x i8]) align 8 %_0, i64 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %self.1, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %f, i64 32, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hd062406ab5c292a7E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17hd3c60221d4706416E(ptr sret([40 x i8]) align 8 %_0, i64 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 24
  store i64 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %self.1, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %f, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17hef0b1c1b4a566b48E(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::rev
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator3rev17h8812cb20d179a526E(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h28e88d003ae1cf64E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hd0e48a77a72b3aa8E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h2bbb33fdfc029148E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he1eb8f9c3b44faf0E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h408551361e677a70E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha1ea197a05f9f6b9E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h5132f990e342749dE(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h3125acef78342cd9E"(ptr %self.0, ptr %self.1) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h5fc0afaedfb861cfE(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hfb418876f49ff5daE"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17haadd9870ac354949E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hfab905bb51127db5E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17hfb7ba9b0b96ac6baE(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hb3a0a9f24afc3ff8E"(ptr %self.0, ptr %self.1) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::zip
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %other) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_5 = alloca [1 x i8], align 1
  store i8 1, ptr %_5, align 1
; call <&alloc::vec::Vec<T,A> as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { ptr, ptr } @"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2a9d658f5fe44272E"(ptr align 8 %other) #15
  %b.0 = extractvalue { ptr, ptr } %1, 0
  %b.1 = extractvalue { ptr, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_5, align 1
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17h92f31e5b7fd62d31E"(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr %b.0, ptr %b.1) #15
  br label %bb5

bb5:                                              ; preds = %bb1
  ret void

bb4:                                              ; No predecessors!
  %2 = load i8, ptr %_5, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb3, label %bb2

bb2:                                              ; preds = %bb3, %bb4
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8

bb3:                                              ; preds = %bb4
  br label %bb2
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator4fold17h05334d7b9c4069f3E(i64 %0, i64 %1, double %init, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_13, align 1
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) #13
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %5, ptr %_5, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = trunc nuw i64 %_7 to i1
  br i1 %10, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load i64, ptr %11, align 8
  store i8 0, ptr %_13, align 1
  %_12 = load double, ptr %accum, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_9 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E"(ptr align 8 %f, double %_12, i64 %x) #13
  br label %bb4

bb5:                                              ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  store double %_9, ptr %accum, align 8
  br label %bb1

bb6:                                              ; preds = %bb5
  ret double %_0

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %12 = load i8, ptr %_13, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
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

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4fold17h4c6033ad3623d9ddE(i64 %0, i64 %1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) #13
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %5, ptr %_5, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = trunc nuw i64 %_7 to i1
  br i1 %10, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load i64, ptr %11, align 8
  store i8 0, ptr %_13, align 1
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E"(ptr align 8 %f, i64 %x) #13
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<usize,f64,(),02_matrix_impl::Matrix::mul_vec::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr494drop_in_place$LT$core..iter..adapters..map..map_fold$LT$usize$C$f64$C$$LP$$RP$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17he64a318e61ce7bf5E"(ptr align 8 %f) #15
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<usize,f64,(),02_matrix_impl::Matrix::mul_vec::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<usize>,02_matrix_impl::Matrix::mul_vec::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr494drop_in_place$LT$core..iter..adapters..map..map_fold$LT$usize$C$f64$C$$LP$$RP$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$usize$GT$$C$02_matrix_impl..Matrix..mul_vec..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17he64a318e61ce7bf5E"(ptr align 8 %f) #16
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

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E(i64 %0, i64 %1, double %init, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_13, align 1
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) #13
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %5, ptr %_5, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = trunc nuw i64 %_7 to i1
  br i1 %10, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load i64, ptr %11, align 8
  store i8 0, ptr %_13, align 1
  %_12 = load double, ptr %accum, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_9 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE"(ptr align 8 %f, double %_12, i64 %x) #13
  br label %bb4

bb5:                                              ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  store double %_9, ptr %accum, align 8
  br label %bb1

bb6:                                              ; preds = %bb5
  ret double %_0

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %12 = load i8, ptr %_13, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
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

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator4fold17h5c636e035a1a0468E(i64 %0, i64 %1, double %init, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_13, align 1
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) #13
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %5, ptr %_5, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %8 = getelementptr inbounds i8, ptr %_5, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = trunc nuw i64 %_7 to i1
  br i1 %10, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load i64, ptr %11, align 8
  store i8 0, ptr %_13, align 1
  %_12 = load double, ptr %accum, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_9 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE"(ptr align 8 %f, double %_12, i64 %x) #13
  br label %bb4

bb5:                                              ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  store double %_9, ptr %accum, align 8
  br label %bb1

bb6:                                              ; preds = %bb5
  ret double %_0

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %12 = load i8, ptr %_13, align 1
  %13 = trunc nuw i8 %12 to i1
  br i1 %13, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
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

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE(i64 %0, i64 %1, i64 %init, ptr align 8 %2, ptr align 8 %3) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [16 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %f = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %5 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %f, align 8
  %6 = getelementptr inbounds i8, ptr %f, i64 8
  store ptr %3, ptr %6, align 8
  store i8 1, ptr %_13, align 1
  store i64 %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %7 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) #13
  %8 = extractvalue { i64, i64 } %7, 0
  %9 = extractvalue { i64, i64 } %7, 1
  store i64 %8, ptr %_5, align 8
  %10 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %9, ptr %10, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_7 = load i64, ptr %_5, align 8
  %11 = getelementptr inbounds i8, ptr %_5, i64 8
  %12 = load i64, ptr %11, align 8
  %13 = trunc nuw i64 %_7 to i1
  br i1 %13, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %14 = getelementptr inbounds i8, ptr %_5, i64 8
  %x = load i64, ptr %14, align 8
  store i8 0, ptr %_13, align 1
  %_12 = load i64, ptr %accum, align 8
; call core::iter::traits::iterator::Iterator::max_by::fold::{{closure}}
  %_9 = call i64 @"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E"(ptr align 8 %f, i64 %_12, i64 %x) #13
  br label %bb4

bb5:                                              ; preds = %bb2
  %_0 = load i64, ptr %accum, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  store i64 %_9, ptr %accum, align 8
  br label %bb1

bb6:                                              ; preds = %bb5
  ret i64 %_0

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %15 = load i8, ptr %_13, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds i8, ptr %4, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; core::iter::traits::iterator::Iterator::max_by
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator6max_by17hca91bf1b51cff449E(i64 %self.0, i64 %self.1, ptr align 8 %compare.0, ptr align 8 %compare.1) unnamed_addr #1 {
start:
; call core::iter::traits::iterator::Iterator::reduce
  %0 = call { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E(i64 %self.0, i64 %self.1, ptr align 8 %compare.0, ptr align 8 %compare.1) #13
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::traits::iterator::Iterator::max_by::fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E"(ptr align 8 %_1, i64 %x, i64 %y) unnamed_addr #1 {
start:
; call core::cmp::max_by
  %_0 = call i64 @_ZN4core3cmp6max_by17h492b579097e63128E(i64 %x, i64 %y, ptr align 8 %_1) #13
  ret i64 %_0
}

; core::iter::traits::iterator::Iterator::reduce
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E(i64 %0, i64 %1, ptr align 8 %f.0, ptr align 8 %f.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [1 x i8], align 1
  %self1 = alloca [16 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
  store i8 1, ptr %_11, align 1
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %self) #13
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  store i64 %5, ptr %self1, align 8
  %7 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb1

bb1:                                              ; preds = %start
  %_13 = load i64, ptr %self1, align 8
  %8 = getelementptr inbounds i8, ptr %self1, i64 8
  %9 = load i64, ptr %8, align 8
  %10 = trunc nuw i64 %_13 to i1
  br i1 %10, label %bb12, label %bb11

bb12:                                             ; preds = %bb1
  %11 = getelementptr inbounds i8, ptr %self1, i64 8
  %v = load i64, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %v, ptr %12, align 8
  store i64 0, ptr %_3, align 8
  %13 = getelementptr inbounds i8, ptr %_3, i64 8
  %first = load i64, ptr %13, align 8
  store i8 0, ptr %_12, align 1
  %_9.0 = load i64, ptr %self, align 8
  %14 = getelementptr inbounds i8, ptr %self, i64 8
  %_9.1 = load i64, ptr %14, align 8
  store i8 0, ptr %_11, align 1
; call core::iter::traits::iterator::Iterator::fold
  %_8 = call i64 @_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE(i64 %_9.0, i64 %_9.1, i64 %first, ptr align 8 %f.0, ptr align 8 %f.1) #13
  br label %bb3

bb11:                                             ; preds = %bb1
  store i64 0, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb11
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %15 = load i64, ptr %_0, align 8
  %16 = getelementptr inbounds i8, ptr %_0, i64 8
  %17 = load i64, ptr %16, align 8
  %18 = insertvalue { i64, i64 } poison, i64 %15, 0
  %19 = insertvalue { i64, i64 } %18, i64 %17, 1
  ret { i64, i64 } %19

bb3:                                              ; preds = %bb12
  %20 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_8, ptr %20, align 8
  store i64 1, ptr %_0, align 8
  br label %bb5

bb2:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %21 = load i8, ptr %_11, align 1
  %22 = trunc nuw i8 %21 to i1
  br i1 %22, label %bb7, label %bb10

bb10:                                             ; preds = %bb7, %bb8
  %23 = load i8, ptr %_12, align 1
  %24 = trunc nuw i8 %23 to i1
  br i1 %24, label %bb9, label %bb6

bb7:                                              ; preds = %bb8
  br label %bb10

bb6:                                              ; preds = %bb9, %bb10
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

bb9:                                              ; preds = %bb10
  br label %bb6
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h7450b8a7ae88f69aE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h1d3d2e669caba220E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h957f6e2813f261bfE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h770563df4c1a975bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17he1025b11446f4327E(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h0f616a9a39764816E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #13
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17hf6b7447556c86eefE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hac5ac0e022a19647E"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #13
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE"(ptr align 8 %self, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E"(ptr align 8 %self, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h5af3b20a8f486a1fE(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0bca7a4b9bb3c11eE"(ptr %self.0, ptr %self.1, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE"(ptr align 8 %self, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3930a9acfe721b8bE"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hec59fc781af74b17E"(ptr align 8 %_1, double %item) #13
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h415e4cad55afd72bE"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hb7a4703f0bcf4672E"(ptr align 8 %_1, double %item) #13
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h8748d99ab997c402E"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hdf70941726717d68E"(ptr align 8 %_1, double %item) #13
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hf21f072701ad6c2aE"(ptr align 8 %_1, ptr align 8 %item) unnamed_addr #1 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %item, i64 24, i1 false)
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h158b0b99d573787aE"(ptr align 8 %_1, ptr align 8 %_5) #13
  ret void
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_7 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _02_matrix_impl::main::{{closure}}
  call void @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E"(ptr sret([24 x i8]) align 8 %_7, ptr align 1 %_8, ptr align 8 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %_7, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hf21f072701ad6c2aE"(ptr align 8 %_1, ptr align 8 %_5) #13
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
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _02_matrix_impl::main::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E"(ptr align 8 %_8, ptr align 8 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h415e4cad55afd72bE"(ptr align 8 %_1, double %_7) #13
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
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E"(ptr align 8 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call <&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}
  %_7 = call double @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E"(ptr align 1 %_8, ptr align 8 %elt.0, ptr align 8 %elt.1) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3930a9acfe721b8bE"(ptr align 8 %_1, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE"(ptr align 8 %_1, double %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 32
  store i8 1, ptr %_10, align 1
; call _02_matrix_impl::Matrix::mul_vec::{{closure}}::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6edaf93afe5334d9E"(ptr align 8 %_1, i64 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc137d4cb2401f311E"(ptr align 1 %_4, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _02_matrix_impl::main::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E"(ptr align 1 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h2fc6a579fc9ff67bE"(ptr align 1 %_1, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E"(ptr align 8 %_1, double %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 32
  store i8 1, ptr %_10, align 1
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul::{{closure}}::{{closure}}
  %_7 = call double @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E"(ptr align 8 %_1, i64 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h2bea3a13928c246eE"(ptr align 1 %_4, double %acc, double %_7) #13
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
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E"(ptr align 8 %_1, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _02_matrix_impl::Matrix::mul_vec::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$17h354194f58cbeac1dE"(ptr align 8 %_8, i64 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h8748d99ab997c402E"(ptr align 8 %_1, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE"(ptr align 8 %_1, double %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 24
  store i8 1, ptr %_10, align 1
; call _02_matrix_impl::Matrix::solve::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E"(ptr align 8 %_1, i64 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h34fc3929aba09283E"(ptr align 1 %_4, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _02_matrix_impl::main::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E"(ptr align 1 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49a92bacca5f11a4E"(ptr align 1 %_1, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he0596f47bc3cced1E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _02_matrix_impl::main::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h32864416034a4c27E"(ptr align 1 %_1, ptr align 8 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h141dfc10616142e1E"(ptr align 1 %_1, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf1c9bb0e7f69281cE"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _02_matrix_impl::main::{{closure}}
  %_7 = call double @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h29985c7869139f2dE"(ptr align 1 %_1, ptr align 8 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h490d4695f8721b8fE"(ptr align 1 %_1, double %acc, double %_7) #13
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

; core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h33bc568e7a3c220dE(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = alloca [24 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf2e78999916ebbfdE"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %self) #13
  %_0 = load i64, ptr %_2, align 8
  ret i64 %_0
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hfb1eedf0cadae02eE"(ptr align 8 %self.0, i64 %self.1) #13
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::swap
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4swap17h2eb2d490f4fd869bE"(ptr align 8 %self.0, i64 %self.1, i64 %a, i64 %b, ptr align 8 %0) unnamed_addr #1 {
start:
  %_6 = icmp ult i64 %a, %self.1
  br i1 %_6, label %bb1, label %panic

bb1:                                              ; preds = %start
  %pa = getelementptr inbounds nuw double, ptr %self.0, i64 %a
  %_8 = icmp ult i64 %b, %self.1
  br i1 %_8, label %bb2, label %panic1

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %a, i64 %self.1, ptr align 8 %0) #14
  unreachable

bb2:                                              ; preds = %bb1
  %pb = getelementptr inbounds nuw double, ptr %self.0, i64 %b
; call core::ptr::swap
  call void @_ZN4core3ptr4swap17habb3c7c9a97e8f24E(ptr %pa, ptr %pb) #13
  ret void

panic1:                                           ; preds = %bb1
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %b, i64 %self.1, ptr align 8 %0) #14
  unreachable
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h41ec239adfd80e95E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hf636976421cdcd6eE"(ptr %data, i64 %align) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #14
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hfb1eedf0cadae02eE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
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

; core::option::Option<T>::map_or_else
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core6option15Option$LT$T$GT$11map_or_else17h792155957e22bd36E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %0, i64 %1, ptr align 8 %default) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_9 = alloca [1 x i8], align 1
  %self = alloca [16 x i8], align 8
  store ptr %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %3, align 8
  store i8 1, ptr %_10, align 1
  store i8 1, ptr %_9, align 1
  %4 = load ptr, ptr %self, align 8
  %5 = getelementptr inbounds i8, ptr %self, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = ptrtoint ptr %4 to i64
  %8 = icmp eq i64 %7, 0
  %_4 = select i1 %8, i64 0, i64 1
  %9 = trunc nuw i64 %_4 to i1
  br i1 %9, label %bb3, label %bb2

bb3:                                              ; preds = %start
  %t.0 = load ptr, ptr %self, align 8
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %t.1 = load i64, ptr %10, align 8
  store i8 0, ptr %_9, align 1
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17h19987ed0fb44abc0E(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %t.0, i64 %t.1) #13
  br label %bb4

bb2:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call alloc::fmt::format::{{closure}}
  call void @"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17ha7107dd52426884aE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %default) #13
  br label %bb5

bb5:                                              ; preds = %bb2
  br label %bb6

bb6:                                              ; preds = %bb4, %bb5
  ret void

bb4:                                              ; preds = %bb3
  br label %bb6

bb10:                                             ; No predecessors!
  %11 = load i8, ptr %_9, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb9, label %bb7

bb7:                                              ; preds = %bb9, %bb10
  %13 = load i8, ptr %_10, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb11, label %bb8

bb9:                                              ; preds = %bb10
  br label %bb7

bb8:                                              ; preds = %bb11, %bb7
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb11:                                             ; preds = %bb7
  br label %bb8

bb1:                                              ; No predecessors!
  unreachable
}

; core::option::Option<T>::expect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core6option15Option$LT$T$GT$6expect17hc87d70e9dfd63acdE"(ptr sret([24 x i8]) align 8 %val, ptr align 8 %self, ptr align 1 %msg.0, i64 %msg.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = load i64, ptr %self, align 8
  %2 = icmp eq i64 %1, -9223372036854775808
  %_3 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_3 to i1
  br i1 %3, label %bb3, label %bb2

bb3:                                              ; preds = %start
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %val, ptr align 8 %self, i64 24, i1 false)
  ret void

bb2:                                              ; preds = %start
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1 %msg.0, i64 %msg.1, ptr align 8 %0) #14
  unreachable

bb1:                                              ; No predecessors!
  unreachable
}

; core::option::Option<T>::map_or
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E"(ptr align 8 %self, i1 zeroext %default) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_8 = alloca [1 x i8], align 1
  %_7 = alloca [24 x i8], align 8
  %t = alloca [24 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  store i8 1, ptr %_8, align 1
  %1 = load i64, ptr %self, align 8
  %2 = icmp eq i64 %1, -9223372036854775808
  %_4 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_4 to i1
  br i1 %3, label %bb3, label %bb2

bb3:                                              ; preds = %start
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %t, ptr align 8 %self, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_7, ptr align 8 %t, i64 24, i1 false)
; call _02_matrix_impl::main::{{closure}}
  %4 = call zeroext i1 @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h94a9dd361a8d9ad1E"(ptr align 8 %_7) #13
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb4

bb2:                                              ; preds = %start
  store i8 0, ptr %_8, align 1
  %6 = zext i1 %default to i8
  store i8 %6, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb4, %bb2
  %7 = load i8, ptr %_0, align 1
  %8 = trunc nuw i8 %7 to i1
  ret i1 %8

bb4:                                              ; preds = %bb3
  br label %bb5

bb8:                                              ; No predecessors!
  %9 = load i8, ptr %_8, align 1
  %10 = trunc nuw i8 %9 to i1
  br i1 %10, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %11 = load ptr, ptr %0, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 8
  %14 = insertvalue { ptr, i32 } poison, ptr %11, 0
  %15 = insertvalue { ptr, i32 } %14, i32 %13, 1
  resume { ptr, i32 } %15

bb7:                                              ; preds = %bb8
  br label %bb6

bb1:                                              ; No predecessors!
  unreachable
}

; core::ub_checks::maybe_is_nonoverlapping::runtime
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17h8eb9002831cfa090E(ptr %src, ptr %dst, i64 %size, i64 %count) unnamed_addr #1 {
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1 @alloc_763310d78c99c2c1ad3f8a9821e942f3, i64 61) #14
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

; <f64 as alloc::vec::is_zero::IsZero>::is_zero
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN51_$LT$f64$u20$as$u20$alloc..vec..is_zero..IsZero$GT$7is_zero17hc61ac6622754f68eE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_2 = load double, ptr %self, align 8
  %_3 = bitcast double %_2 to i64
  %_0 = icmp eq i64 %_3, 0
  ret i1 %_0
}

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h50c3170859ba28e6E"() unnamed_addr #1 {
start:
  ret i8 0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h3125acef78342cd9E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h49312e795fffc5b1E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha1ea197a05f9f6b9E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1d7b2c15ab32ab24E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hb3a0a9f24afc3ff8E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb6d353fcd5a44824E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hd0e48a77a72b3aa8E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1220c84d10f80f22E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he1eb8f9c3b44faf0E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2498e4dfee872cb8E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hfab905bb51127db5E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1f60a6ba2f703e72E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hfb418876f49ff5daE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h59e065d77ec1df48E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h141dfc10616142e1E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h2bea3a13928c246eE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h2fc6a579fc9ff67bE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h34fc3929aba09283E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h490d4695f8721b8fE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49a92bacca5f11a4E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc137d4cb2401f311E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <alloc::string::String as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN58_$LT$alloc..string..String$u20$as$u20$core..fmt..Debug$GT$3fmt17he3847f94909b44d5E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8
; call <str as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr align 1 %_8, i64 %_7, ptr align 8 %f) #15
  ret i1 %_0
}

; <alloc::alloc::Global as core::clone::Clone>::clone
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN59_$LT$alloc..alloc..Global$u20$as$u20$core..clone..Clone$GT$5clone17h989b182cf5e7ff8bE"(ptr align 1 %self) unnamed_addr #1 {
start:
  ret void
}

; alloc::fmt::format
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN5alloc3fmt6format17hbe845a4ed81be50dE(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  store ptr %0, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %args, i64 8
  %_7 = load ptr, ptr %3, align 8
  %bits = ptrtoint ptr %_7 to i64
  %_8 = and i64 %bits, 1
  %4 = icmp eq i64 %_8, 1
  br i1 %4, label %bb3, label %bb4

bb3:                                              ; preds = %start
  %self = load ptr, ptr %args, align 8
  %len = lshr i64 %bits, 1
  br label %bb5

bb4:                                              ; preds = %start
  %5 = load ptr, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, align 8
  %6 = load i64, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, i64 8), align 8
  store ptr %5, ptr %_2, align 8
  %7 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb2

bb5:                                              ; preds = %bb3
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h41ec239adfd80e95E(ptr %self, i64 1, i64 1, i64 %len, ptr align 8 @alloc_c744d1012daac153da5bdea777499410) #13
  br label %bb7

bb7:                                              ; preds = %bb5
  store ptr %self, ptr %_2, align 8
  %8 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %len, ptr %8, align 8
  br label %bb2

bb2:                                              ; preds = %bb4, %bb7
  %9 = load ptr, ptr %_2, align 8
  %10 = getelementptr inbounds i8, ptr %_2, i64 8
  %11 = load i64, ptr %10, align 8
; call core::option::Option<T>::map_or_else
  call void @"_ZN4core6option15Option$LT$T$GT$11map_or_else17h792155957e22bd36E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %9, i64 %11, ptr align 8 %args) #13
  ret void
}

; alloc::fmt::format::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17ha7107dd52426884aE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_1) unnamed_addr #1 {
start:
  %_2.0 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_2.1 = load ptr, ptr %0, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #15
  ret void
}

; alloc::str::<impl alloc::borrow::ToOwned for str>::to_owned
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3str56_$LT$impl$u20$alloc..borrow..ToOwned$u20$for$u20$str$GT$8to_owned17h835b3159dec49f98E"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %bytes = alloca [24 x i8], align 8
; call <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
  call void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17hfa9410976b829f2dE"(ptr sret([24 x i8]) align 8 %bytes, ptr align 1 %self.0, i64 %self.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %bytes, i64 24, i1 false)
  ret void
}

; alloc::vec::partial_eq::<impl core::cmp::PartialEq<alloc::vec::Vec<U,A2>> for alloc::vec::Vec<T,A1>>::eq
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN5alloc3vec10partial_eq117_$LT$impl$u20$core..cmp..PartialEq$LT$alloc..vec..Vec$LT$U$C$A2$GT$$GT$$u20$for$u20$alloc..vec..Vec$LT$T$C$A1$GT$$GT$2eq17hafb244a053785683E"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %other, i64 8
  %_10 = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %other, i64 16
  %_9 = load i64, ptr %3, align 8
  %_11 = icmp eq i64 %len, %_9
  br i1 %_11, label %bb1, label %bb3

bb3:                                              ; preds = %start
  store i8 0, ptr %_0, align 1
  br label %bb4

bb1:                                              ; preds = %start
; call <A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length
  %4 = call zeroext i1 @"_ZN63_$LT$A$u20$as$u20$core..slice..cmp..SlicePartialEq$LT$B$GT$$GT$17equal_same_length17h71a366c741a64fe4E"(ptr %_6, ptr %_10, i64 %len) #15
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb4

bb4:                                              ; preds = %bb1, %bb3
  %6 = load i8, ptr %_0, align 1
  %7 = trunc nuw i8 %6 to i1
  ret i1 %7
}

; alloc::vec::Vec<T,A>::extend_with
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h1ab1f4ad79dc0e14E"(ptr align 8 %self, i64 %n, double %0) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_20 = alloca [1 x i8], align 1
  %iter = alloca [16 x i8], align 8
  %local_len = alloca [16 x i8], align 8
  %ptr = alloca [8 x i8], align 8
  %value = alloca [8 x i8], align 8
  store double %0, ptr %value, align 8
  store i8 1, ptr %_20, align 1
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E"(ptr align 8 %self, i64 %n) #15
  br label %bb1

bb1:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %_21 = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 16
  %count = load i64, ptr %3, align 8
  %_22 = icmp ule i64 %count, 1152921504606846975
  %4 = getelementptr inbounds nuw double, ptr %_21, i64 %count
  store ptr %4, ptr %ptr, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_23 = load i64, ptr %len, align 8
  store ptr %len, ptr %local_len, align 8
  %5 = getelementptr inbounds i8, ptr %local_len, i64 8
  store i64 %_23, ptr %5, align 8
  store i64 1, ptr %iter, align 8
  %6 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %n, ptr %6, align 8
  br label %bb2

bb2:                                              ; preds = %bb3, %bb1
  %_29 = load i64, ptr %iter, align 8
  %7 = getelementptr inbounds i8, ptr %iter, i64 8
  %_30 = load i64, ptr %7, align 8
  %_24 = icmp ult i64 %_29, %_30
  br i1 %_24, label %bb13, label %bb14

bb14:                                             ; preds = %bb2
  %_17 = icmp ugt i64 %n, 0
  br i1 %_17, label %bb4, label %bb5

bb13:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8
  br label %bb15

bb5:                                              ; preds = %bb14
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %local_len) #15
  br label %bb6

bb4:                                              ; preds = %bb14
  store i8 0, ptr %_20, align 1
  %src = load double, ptr %value, align 8
  %8 = load ptr, ptr %ptr, align 8
  store double %src, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %local_len, i64 8
  %10 = getelementptr inbounds i8, ptr %local_len, i64 8
  %11 = load i64, ptr %10, align 8
  %12 = add i64 %11, 1
  store i64 %12, ptr %9, align 8
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %local_len) #15
  br label %bb17

bb6:                                              ; preds = %bb5
  %13 = load i8, ptr %_20, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb10, label %bb7

bb7:                                              ; preds = %bb17, %bb10, %bb6
  ret void

bb10:                                             ; preds = %bb6
  br label %bb7

bb17:                                             ; preds = %bb4
  br label %bb7

bb15:                                             ; preds = %bb13
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  br label %bb16

bb16:                                             ; preds = %bb15
  %_28 = add nuw i64 %old, 1
  store i64 %_28, ptr %iter, align 8
  %dst = load ptr, ptr %ptr, align 8
  %_0.i = load double, ptr %value, align 8
  br label %bb3

bb3:                                              ; preds = %bb16
  store double %_0.i, ptr %dst, align 8
  %15 = load ptr, ptr %ptr, align 8
  %_15 = getelementptr inbounds nuw double, ptr %15, i64 1
  store ptr %_15, ptr %ptr, align 8
  %16 = getelementptr inbounds i8, ptr %local_len, i64 8
  %17 = getelementptr inbounds i8, ptr %local_len, i64 8
  %18 = load i64, ptr %17, align 8
  %19 = add i64 %18, 1
  store i64 %19, ptr %16, align 8
  br label %bb2

bb8:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17hbb0230e8d2373b90E"(ptr align 8 %local_len) #16
  br label %bb12

bb12:                                             ; preds = %bb8
  %20 = load i8, ptr %_20, align 1
  %21 = trunc nuw i8 %20 to i1
  br i1 %21, label %bb11, label %bb9

bb9:                                              ; preds = %bb11, %bb12
  %22 = load ptr, ptr %1, align 8
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  %24 = load i32, ptr %23, align 8
  %25 = insertvalue { ptr, i32 } poison, ptr %22, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

bb11:                                             ; preds = %bb12
  br label %bb9
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h288ae30a3da6aaafE"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
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
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h5f57dce96070d9e5E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #14
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
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h5af3b20a8f486a1fE(ptr %_21.0, ptr %_21.1, ptr align 8 %_22) #13
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [40 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h67c67608b011d53eE"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #14
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %10, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_21, ptr align 8 %iterator, i64 40, i1 false)
  %11 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %11, align 8
  store ptr %len, ptr %_22, align 8
  %12 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %12, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E(ptr align 8 %_21, ptr align 8 %_22) #13
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [48 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he7f07fd882b40347E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #14
  unreachable

bb3:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %10, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_21, ptr align 8 %iterator, i64 48, i1 false)
  %11 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %11, align 8
  store ptr %len, ptr %_22, align 8
  %12 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %12, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE(ptr align 8 %_21, ptr align 8 %_22) #13
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_21 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h4c0d8c01aa2abc85E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E"(ptr align 8 %self, i64 %additional) #15
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #14
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
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE(ptr align 8 %_21, ptr align 8 %_22) #13
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h158b0b99d573787aE"(ptr align 8 %_1, ptr align 8 %element) unnamed_addr #1 {
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hb7a4703f0bcf4672E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hdf70941726717d68E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hec59fc781af74b17E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
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

; alloc::vec::Vec<T,A>::from_raw_parts_in::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$17from_raw_parts_in18precondition_check17h3b6c80096991f29aE"(i64 %length, i64 %capacity, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ule i64 %length, %capacity
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_82a99021b1306c9239507412b95c0e74, ptr inttoptr (i64 411 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
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
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
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

; alloc::vec::Vec<T,A>::set_len::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17ha1dacb47a30642a6E"(i64 %new_len, i64 %capacity, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ule i64 %new_len, %capacity
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_57d70e9d94c65ecfc15225d29a5ed72b, ptr inttoptr (i64 397 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; alloc::vec::from_elem
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN5alloc3vec9from_elem17h61ba10271ca73239E(ptr sret([24 x i8]) align 8 %_0, double %elem, i64 %n) unnamed_addr #0 {
start:
; call <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
  call void @"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"(ptr sret([24 x i8]) align 8 %_0, double %elem, i64 %n) #13
  ret void
}

; alloc::alloc::Global::alloc_impl_runtime
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @_ZN5alloc5alloc6Global18alloc_impl_runtime17h18bec8864dffd887E(i64 %layout.0, i64 %layout.1, i1 zeroext %zeroed) unnamed_addr #1 {
start:
  %self1 = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %raw_ptr = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %0 = icmp eq i64 %layout.1, 0
  br i1 %0, label %bb2, label %bb1

bb2:                                              ; preds = %start
  %data = inttoptr i64 %layout.0 to ptr
  %data2 = inttoptr i64 %layout.0 to ptr
  br label %bb7

bb1:                                              ; preds = %start
  br i1 %zeroed, label %bb3, label %bb4

bb7:                                              ; preds = %bb2
  %_19 = inttoptr i64 %layout.0 to ptr
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17h0a5d40e2852e0a45E"(ptr %_19, ptr align 8 @alloc_b32cf8b9ab30c790bbc0840b2fa926d9) #13
  br label %bb9

bb9:                                              ; preds = %bb7
  store ptr %data2, ptr %_0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 0, ptr %1, align 8
  br label %bb6

bb6:                                              ; preds = %bb21, %bb14, %bb9
  %2 = load ptr, ptr %_0, align 8
  %3 = getelementptr inbounds i8, ptr %_0, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = insertvalue { ptr, i64 } poison, ptr %2, 0
  %6 = insertvalue { ptr, i64 } %5, i64 %4, 1
  ret { ptr, i64 } %6

bb4:                                              ; preds = %bb1
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
; call __rustc::__rust_alloc
  %7 = call ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 %layout.1, i64 %layout.0) #15
  store ptr %7, ptr %raw_ptr, align 8
  br label %bb5

bb3:                                              ; preds = %bb1
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
; call __rustc::__rust_alloc_zeroed
  %8 = call ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 %layout.1, i64 %layout.0) #15
  store ptr %8, ptr %raw_ptr, align 8
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %9 = load ptr, ptr %raw_ptr, align 8
  %_29 = ptrtoint ptr %9 to i64
  %10 = icmp eq i64 %_29, 0
  br i1 %10, label %bb14, label %bb15

bb14:                                             ; preds = %bb5
  store ptr null, ptr %self1, align 8
  store ptr null, ptr %self, align 8
  %11 = load ptr, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, align 8
  %12 = load i64, ptr getelementptr inbounds (i8, ptr @anon.77cd16d4a70cd92a1b45a5c9b7e8877d.1, i64 8), align 8
  store ptr %11, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %12, ptr %13, align 8
  br label %bb6

bb15:                                             ; preds = %bb5
  br label %bb16

bb16:                                             ; preds = %bb15
  %_31 = load ptr, ptr %raw_ptr, align 8
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17h0a5d40e2852e0a45E"(ptr %_31, ptr align 8 @alloc_f79e0e94e2ad0f0e1c95aa03a7f180a1) #13
  br label %bb18

bb18:                                             ; preds = %bb16
  %_28 = load ptr, ptr %raw_ptr, align 8
  store ptr %_28, ptr %self1, align 8
  %v = load ptr, ptr %self1, align 8
  store ptr %v, ptr %self, align 8
  %v3 = load ptr, ptr %self, align 8
  store ptr %v3, ptr %_9, align 8
  %ptr = load ptr, ptr %_9, align 8
  br label %bb19

bb19:                                             ; preds = %bb18
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17h0a5d40e2852e0a45E"(ptr %ptr, ptr align 8 @alloc_b32cf8b9ab30c790bbc0840b2fa926d9) #13
  br label %bb21

bb21:                                             ; preds = %bb19
  store ptr %ptr, ptr %_0, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %layout.1, ptr %14, align 8
  br label %bb6
}

; alloc::boxed::box_new_uninit
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal ptr @_ZN5alloc5boxed14box_new_uninit17h059e17bc97e19d40E(i64 %layout.0, i64 %layout.1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
; call alloc::alloc::Global::alloc_impl_runtime
  %0 = call { ptr, i64 } @_ZN5alloc5alloc6Global18alloc_impl_runtime17h18bec8864dffd887E(i64 %layout.0, i64 %layout.1, i1 zeroext false) #13
  %1 = extractvalue { ptr, i64 } %0, 0
  %2 = extractvalue { ptr, i64 } %0, 1
  store ptr %1, ptr %_2, align 8
  %3 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %2, ptr %3, align 8
  %4 = load ptr, ptr %_2, align 8
  %5 = getelementptr inbounds i8, ptr %_2, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = ptrtoint ptr %4 to i64
  %8 = icmp eq i64 %7, 0
  %_3 = select i1 %8, i64 1, i64 0
  %9 = trunc nuw i64 %_3 to i1
  br i1 %9, label %bb2, label %bb3

bb2:                                              ; preds = %start
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 %layout.0, i64 %layout.1) #18
  unreachable

bb3:                                              ; preds = %start
  %ptr.0 = load ptr, ptr %_2, align 8
  %10 = getelementptr inbounds i8, ptr %_2, i64 8
  %ptr.1 = load i64, ptr %10, align 8
  ret ptr %ptr.0

bb1:                                              ; No predecessors!
  unreachable
}

; alloc::slice::<impl [T]>::to_vec
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$6to_vec17hfeff944fbcb68f65E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
  call void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self.0, i64 %self.1) #13
  ret void
}

; alloc::raw_vec::RawVecInner<A>::with_capacity_in
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %capacity, i64 %elem_layout.0, i64 %elem_layout.1) unnamed_addr #1 {
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
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 %err.0, i64 %err.1) #18
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
  call void @_ZN4core4hint16assert_unchecked18precondition_check17hbd02de253cdf5fd1E(i1 zeroext %cond, ptr align 8 @alloc_8a557fa53722333f4e14612354d66d02) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  %7 = insertvalue { i64, ptr } poison, i64 %this.0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %this.1, 1
  ret { i64, ptr } %8

bb2:                                              ; No predecessors!
  unreachable
}

; <&f64 as core::ops::arith::Div<f64>>::div
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Div$LT$f64$GT$$GT$3div17h99f790f684dca28eE"(ptr align 8 %self, double %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_0 = fdiv double %_3, %other
  ret double %_0
}

; <02_matrix_impl::Matrix as core::clone::Clone>::clone
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..clone..Clone$GT$5clone17h12a516a2bab9ac15E"(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_6 = alloca [24 x i8], align 8
  %_3 = getelementptr inbounds i8, ptr %self, i64 24
  %_2 = load i64, ptr %_3, align 8
  %_5 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %_5, align 8
; call <alloc::vec::Vec<T,A> as core::clone::Clone>::clone
  call void @"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #15
  %0 = getelementptr inbounds i8, ptr %_0, i64 24
  store i64 %_2, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 %_4, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_6, i64 24, i1 false)
  ret void
}

; <02_matrix_impl::Matrix as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..fmt..Display$GT$3fmt17h6cf03e907aadd715E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_26 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_15 = alloca [16 x i8], align 8
  %iter1 = alloca [16 x i8], align 8
  %_7 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_5 = load i64, ptr %0, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %_5) #13
  %_3.0 = extractvalue { i64, i64 } %1, 0
  %_3.1 = extractvalue { i64, i64 } %1, 1
  store i64 %_3.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_3.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb11, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %3 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter) #13
  %4 = extractvalue { i64, i64 } %3, 0
  %5 = extractvalue { i64, i64 } %3, 1
  store i64 %4, ptr %_7, align 8
  %6 = getelementptr inbounds i8, ptr %_7, i64 8
  store i64 %5, ptr %6, align 8
  %_9 = load i64, ptr %_7, align 8
  %7 = getelementptr inbounds i8, ptr %_7, i64 8
  %8 = load i64, ptr %7, align 8
  %9 = trunc nuw i64 %_9 to i1
  br i1 %9, label %bb5, label %bb6

bb5:                                              ; preds = %bb2
  %10 = getelementptr inbounds i8, ptr %_7, i64 8
  %i = load i64, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %self, i64 32
  %_13 = load i64, ptr %11, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %12 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 0, i64 %_13) #13
  %_11.0 = extractvalue { i64, i64 } %12, 0
  %_11.1 = extractvalue { i64, i64 } %12, 1
  store i64 %_11.0, ptr %iter1, align 8
  %13 = getelementptr inbounds i8, ptr %iter1, i64 8
  store i64 %_11.1, ptr %13, align 8
  br label %bb8

bb6:                                              ; preds = %bb2
  store i8 0, ptr %_0, align 1
  br label %bb22

bb22:                                             ; preds = %bb17, %bb21, %bb6
  %14 = load i8, ptr %_0, align 1
  %15 = trunc nuw i8 %14 to i1
  ret i1 %15

bb8:                                              ; preds = %bb10, %bb5
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %16 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17hd4a1b693e1a6d9c6E"(ptr align 8 %iter1) #13
  %17 = extractvalue { i64, i64 } %16, 0
  %18 = extractvalue { i64, i64 } %16, 1
  store i64 %17, ptr %_15, align 8
  %19 = getelementptr inbounds i8, ptr %_15, i64 8
  store i64 %18, ptr %19, align 8
  %_17 = load i64, ptr %_15, align 8
  %20 = getelementptr inbounds i8, ptr %_15, i64 8
  %21 = load i64, ptr %20, align 8
  %22 = trunc nuw i64 %_17 to i1
  br i1 %22, label %bb10, label %bb11

bb10:                                             ; preds = %bb8
  %23 = getelementptr inbounds i8, ptr %_15, i64 8
  %j = load i64, ptr %23, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_23 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %self, i64 %i, i64 %j, ptr align 8 @alloc_8f69dfd4654784c5e7cbd39af55396fc) #15
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h9d21e17cedfa921dE(ptr sret([16 x i8]) align 8 %_26, ptr align 8 %_23) #13
  %24 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %_26, i64 16, i1 false)
; call core::fmt::Arguments::new
  %25 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h5ed8c11c937431c1E(ptr align 1 @alloc_ceb14c036f805b5ef23ef86085732fe4, ptr align 8 %args) #13
  %_21.0 = extractvalue { ptr, ptr } %25, 0
  %_21.1 = extractvalue { ptr, ptr } %25, 1
; call core::fmt::Formatter::write_fmt
  %_20 = call zeroext i1 @_ZN4core3fmt9Formatter9write_fmt17h486a4e78eb13a14bE(ptr align 8 %f, ptr %_21.0, ptr %_21.1) #13
; call <core::result::Result<T,E> as core::ops::try_trait::Try>::branch
  %_19 = call zeroext i1 @"_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h4e223a58e5b1ab00E"(i1 zeroext %_20) #13
  %_29 = zext i1 %_19 to i64
  %26 = trunc nuw i64 %_29 to i1
  br i1 %26, label %bb17, label %bb8

bb11:                                             ; preds = %bb8
; call core::fmt::Arguments::from_str
  %27 = call { ptr, ptr } @_ZN4core3fmt9Arguments8from_str17ha4312660f6f4a697E(ptr align 1 @alloc_49a1e817e911805af64bbc7efb390101, i64 1) #13
  %_32.0 = extractvalue { ptr, ptr } %27, 0
  %_32.1 = extractvalue { ptr, ptr } %27, 1
; call core::fmt::Formatter::write_fmt
  %_31 = call zeroext i1 @_ZN4core3fmt9Formatter9write_fmt17h486a4e78eb13a14bE(ptr align 8 %f, ptr %_32.0, ptr %_32.1) #13
; call <core::result::Result<T,E> as core::ops::try_trait::Try>::branch
  %_30 = call zeroext i1 @"_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h4e223a58e5b1ab00E"(i1 zeroext %_31) #13
  %_33 = zext i1 %_30 to i64
  %28 = trunc nuw i64 %_33 to i1
  br i1 %28, label %bb21, label %bb2

bb21:                                             ; preds = %bb11
; call <core::result::Result<T,F> as core::ops::try_trait::FromResidual<core::result::Result<core::convert::Infallible,E>>>::from_residual
  %29 = call zeroext i1 @"_ZN153_$LT$core..result..Result$LT$T$C$F$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..result..Result$LT$core..convert..Infallible$C$E$GT$$GT$$GT$13from_residual17ha684d5f5099c8efeE"(ptr align 8 @alloc_05cb0f245b84649048d1fe14b495d03c) #13
  %30 = zext i1 %29 to i8
  store i8 %30, ptr %_0, align 1
  br label %bb22

bb17:                                             ; preds = %bb10
; call <core::result::Result<T,F> as core::ops::try_trait::FromResidual<core::result::Result<core::convert::Infallible,E>>>::from_residual
  %31 = call zeroext i1 @"_ZN153_$LT$core..result..Result$LT$T$C$F$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..result..Result$LT$core..convert..Infallible$C$E$GT$$GT$$GT$13from_residual17ha684d5f5099c8efeE"(ptr align 8 @alloc_e066921a74a15edca777869029e74b5b) #13
  %32 = zext i1 %31 to i8
  store i8 %32, ptr %_0, align 1
  br label %bb22

bb4:                                              ; No predecessors!
  unreachable
}

; <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"(ptr sret([24 x i8]) align 8 %_0, double %0, i64 %n) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_16 = alloca [24 x i8], align 8
  %_14 = alloca [1 x i8], align 1
  %_13 = alloca [1 x i8], align 1
  %v = alloca [24 x i8], align 8
  %elem = alloca [8 x i8], align 8
  store double %0, ptr %elem, align 8
  store i8 1, ptr %_14, align 1
  store i8 1, ptr %_13, align 1
; call <f64 as alloc::vec::is_zero::IsZero>::is_zero
  %_4 = call zeroext i1 @"_ZN51_$LT$f64$u20$as$u20$alloc..vec..is_zero..IsZero$GT$7is_zero17hc61ac6622754f68eE"(ptr align 8 %elem) #13
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i8 0, ptr %_13, align 1
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %2 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %n, i64 8, i64 8) #13
  %_21.0 = extractvalue { i64, ptr } %2, 0
  %_21.1 = extractvalue { i64, ptr } %2, 1
  br label %bb16

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_13, align 1
; call <alloc::raw_vec::RawVecInner>::try_allocate_in
  call void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8 %_16, i64 %n, i1 zeroext true, i64 8, i64 8) #15
  br label %bb12

bb16:                                             ; preds = %bb3
  store i64 %_21.0, ptr %v, align 8
  %3 = getelementptr inbounds i8, ptr %v, i64 8
  store ptr %_21.1, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %v, i64 16
  store i64 0, ptr %4, align 8
  store i8 0, ptr %_14, align 1
  %_12 = load double, ptr %elem, align 8
; call alloc::vec::Vec<T,A>::extend_with
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h1ab1f4ad79dc0e14E"(ptr align 8 %v, i64 %n, double %_12) #15
  br label %bb4

bb4:                                              ; preds = %bb16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %v, i64 24, i1 false)
  br label %bb5

bb5:                                              ; preds = %bb15, %bb4
  ret void

bb6:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"(ptr align 8 %v) #16
  br label %bb10

bb10:                                             ; preds = %bb6
  %5 = load i8, ptr %_13, align 1
  %6 = trunc nuw i8 %5 to i1
  br i1 %6, label %bb9, label %bb7

bb12:                                             ; preds = %bb2
  %_17 = load i64, ptr %_16, align 8
  %7 = trunc nuw i64 %_17 to i1
  br i1 %7, label %bb14, label %bb15

bb14:                                             ; preds = %bb12
  %8 = getelementptr inbounds i8, ptr %_16, i64 8
  %err.0 = load i64, ptr %8, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %err.1 = load i64, ptr %9, align 8
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 %err.0, i64 %err.1) #18
  unreachable

bb15:                                             ; preds = %bb12
  %10 = getelementptr inbounds i8, ptr %_16, i64 8
  %res.0 = load i64, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %res.1 = load ptr, ptr %11, align 8
  store i64 %res.0, ptr %_0, align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %res.1, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %n, ptr %13, align 8
  br label %bb5

bb13:                                             ; No predecessors!
  unreachable

bb7:                                              ; preds = %bb9, %bb10
  %14 = load i8, ptr %_14, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb11, label %bb8

bb9:                                              ; preds = %bb10
  br label %bb7

bb8:                                              ; preds = %bb11, %bb7
  %16 = load ptr, ptr %1, align 8
  %17 = getelementptr inbounds i8, ptr %1, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb11:                                             ; preds = %bb7
  br label %bb8
}

; <02_matrix_impl::Matrix as core::cmp::PartialEq>::eq
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN63_$LT$02_matrix_impl..Matrix$u20$as$u20$core..cmp..PartialEq$GT$2eq17hb318ce09af95a846E"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_4 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %other, i64 24
  %_5 = load i64, ptr %1, align 8
  %_3 = icmp eq i64 %_4, %_5
  br i1 %_3, label %bb1, label %bb3

bb3:                                              ; preds = %bb1, %start
  store i8 0, ptr %_0, align 1
  br label %bb4

bb1:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %self, i64 32
  %_7 = load i64, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %other, i64 32
  %_8 = load i64, ptr %3, align 8
  %_6 = icmp eq i64 %_7, %_8
  br i1 %_6, label %bb2, label %bb3

bb2:                                              ; preds = %bb1
; call alloc::vec::partial_eq::<impl core::cmp::PartialEq<alloc::vec::Vec<U,A2>> for alloc::vec::Vec<T,A1>>::eq
  %4 = call zeroext i1 @"_ZN5alloc3vec10partial_eq117_$LT$impl$u20$core..cmp..PartialEq$LT$alloc..vec..Vec$LT$U$C$A2$GT$$GT$$u20$for$u20$alloc..vec..Vec$LT$T$C$A1$GT$$GT$2eq17hafb244a053785683E"(ptr align 8 %self, ptr align 8 %other) #13
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %6 = load i8, ptr %_0, align 1
  %7 = trunc nuw i8 %6 to i1
  ret i1 %7
}

; <A as core::slice::cmp::SlicePartialEq<B>>::equal_same_length
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN63_$LT$A$u20$as$u20$core..slice..cmp..SlicePartialEq$LT$B$GT$$GT$17equal_same_length17h71a366c741a64fe4E"(ptr %lhs, ptr %rhs, i64 %len) unnamed_addr #0 {
start:
  %idx = alloca [8 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  store i64 0, ptr %idx, align 8
  br label %bb1

bb1:                                              ; preds = %bb5, %start
  %_6 = load i64, ptr %idx, align 8
  %_5 = icmp ult i64 %_6, %len
  br i1 %_5, label %bb2, label %bb6

bb6:                                              ; preds = %bb1
  store i8 1, ptr %_0, align 1
  br label %bb7

bb2:                                              ; preds = %bb1
  %count = load i64, ptr %idx, align 8
  %_9 = getelementptr inbounds nuw double, ptr %lhs, i64 %count
  %count1 = load i64, ptr %idx, align 8
  %_12 = getelementptr inbounds nuw double, ptr %rhs, i64 %count1
; call core::cmp::impls::<impl core::cmp::PartialEq for f64>::ne
  %_7 = call zeroext i1 @"_ZN4core3cmp5impls54_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$f64$GT$2ne17h097c0979eed91b25E"(ptr align 8 %_9, ptr align 8 %_12) #13
  br i1 %_7, label %bb4, label %bb5

bb7:                                              ; preds = %bb4, %bb6
  %0 = load i8, ptr %_0, align 1
  %1 = trunc nuw i8 %0 to i1
  ret i1 %1

bb5:                                              ; preds = %bb2
  %2 = load i64, ptr %idx, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr %idx, align 8
  br label %bb1

bb4:                                              ; preds = %bb2
  store i8 0, ptr %_0, align 1
  br label %bb7
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h11ff51c05ea6b733E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h255a14ac5e985e1eE"(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2781f1ebd0bb8776E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h535b9b3e316b6039E"(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h7e77f34eb70bfdd5E"(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h8e3b5b1b5b13a5ffE"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h965c0daea3dbb86aE"(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17he4f37e6dab57875dE"(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 40, i1 false)
  ret void
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0d22198d33d6208fE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8
; call <[T] as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE"(ptr align 8 %_7, i64 %_6, ptr align 8 %f) #15
  ret i1 %_0
}

; <alloc::vec::Vec<T,A> as core::clone::Clone>::clone
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_3 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::clone::Clone>::clone
  call void @"_ZN59_$LT$alloc..alloc..Global$u20$as$u20$core..clone..Clone$GT$5clone17h989b182cf5e7ff8bE"(ptr align 1 %_3) #13
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8
; call <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
  call void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_8, i64 %_7) #13
  ret void
}

; <&02_matrix_impl::Matrix as core::ops::arith::Add>::add
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E"(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self, ptr align 8 %o) unnamed_addr #0 {
start:
  %_7 = alloca [48 x i8], align 8
  %_6 = alloca [48 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %2 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %self) #13
  %_9.0 = extractvalue { ptr, i64 } %2, 0
  %_9.1 = extractvalue { ptr, i64 } %2, 1
; call core::slice::<impl [T]>::iter
  %3 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h3bee3863dda6f9deE"(ptr align 8 %_9.0, i64 %_9.1) #13
  %_8.0 = extractvalue { ptr, ptr } %3, 0
  %_8.1 = extractvalue { ptr, ptr } %3, 1
; call core::iter::traits::iterator::Iterator::zip
  call void @_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E(ptr sret([48 x i8]) align 8 %_7, ptr %_8.0, ptr %_8.1, ptr align 8 %o) #13
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17hef0b1c1b4a566b48E(ptr sret([48 x i8]) align 8 %_6, ptr align 8 %_7) #13
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17he1025b11446f4327E(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %_6) #13
  %4 = getelementptr inbounds i8, ptr %_0, i64 24
  store i64 %_3, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 %_4, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_5, i64 24, i1 false)
  ret void
}

; <&02_matrix_impl::Matrix as core::ops::arith::Add>::add::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Add>::add
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Add$GT$3add17h12d8a44ccd00f042E"(ptr align 8 %_2.0, ptr align 8 %_2.1, ptr align 8 @alloc_675326b781ae106b4872a1c49aec8575) #13
  ret double %_0
}

; <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr sret([40 x i8]) align 8 %_0, ptr align 8 %self, ptr align 8 %o) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 24
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %o, i64 32
  %_4 = load i64, ptr %1, align 8
; call _02_matrix_impl::Matrix::from_fn
  call void @_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE(ptr sret([40 x i8]) align 8 %_0, i64 %_3, i64 %_4, ptr align 8 %self, ptr align 8 %o) #15
  ret void
}

; <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E"(ptr align 8 %_1, i64 %0, i64 %1) unnamed_addr #1 {
start:
  %_7 = alloca [32 x i8], align 8
  %_4 = alloca [48 x i8], align 8
  %j = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  store i64 %0, ptr %i, align 8
  store i64 %1, ptr %j, align 8
  %_10 = load ptr, ptr %_1, align 8
  %2 = getelementptr inbounds i8, ptr %_10, i64 32
  %_6 = load i64, ptr %2, align 8
  %_11 = load ptr, ptr %_1, align 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %_12 = load ptr, ptr %3, align 8
  store ptr %_11, ptr %_7, align 8
  %4 = getelementptr inbounds i8, ptr %_7, i64 8
  store ptr %i, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_7, i64 16
  store ptr %_12, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %_7, i64 24
  store ptr %j, ptr %6, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h018ef5b503bd0c06E(ptr sret([48 x i8]) align 8 %_4, i64 0, i64 %_6, ptr align 8 %_7) #13
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h5fc0afaedfb861cfE(ptr align 8 %_4) #15
  ret double %_0
}

; <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul::{{closure}}::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E"(ptr align 8 %_1, i64 %k) unnamed_addr #1 {
start:
  %_11 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_12 = load ptr, ptr %0, align 8
  %_6 = load i64, ptr %_12, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_4 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_11, i64 %_6, i64 %k, ptr align 8 @alloc_8e6d7e492c1c99abb3324644f1ba60e6) #15
  %_3 = load double, ptr %_4, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 16
  %_13 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 24
  %_14 = load ptr, ptr %2, align 8
  %_10 = load i64, ptr %_14, align 8
; call <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
  %_8 = call align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %_13, i64 %k, i64 %_10, ptr align 8 @alloc_10011c9bcfa6ac3d7b27a6fd6b163944) #15
  %_7 = load double, ptr %_8, align 8
  %_0 = fmul double %_3, %_7
  ret double %_0
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcc1fe9c2b0bbb4d0E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
; call core::ptr::drop_in_place<[alloc::string::String]>
  call void @"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17h1a16d55dc35f464fE"(ptr align 8 %_5, i64 %len) #15
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h72656302fa31f2ccE"(ptr align 8 %self) unnamed_addr #1 {
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
define internal { ptr, i64 } @"_ZN75_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..DerefMut$GT$9deref_mut17h4738e6920feb28c0E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <core::option::Option<T> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN75_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hf32e6f65c76a9103E"(i64 %0, i64 %1) unnamed_addr #1 {
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

; <usize as core::slice::index::SliceIndex<[T]>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h6228136527caef6dE"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4 = icmp ult i64 %self, %slice.1
  br i1 %_4, label %bb1, label %panic

bb1:                                              ; preds = %start
  %_0 = getelementptr inbounds nuw double, ptr %slice.0, i64 %self
  ret ptr %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %self, i64 %slice.1, ptr align 8 %0) #14
  unreachable
}

; <usize as core::slice::index::SliceIndex<[T]>>::index_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h577199f99611e42fE"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4 = icmp ult i64 %self, %slice.1
  br i1 %_4, label %bb1, label %panic

bb1:                                              ; preds = %start
  %_0 = getelementptr inbounds nuw double, ptr %slice.0, i64 %self
  ret ptr %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %self, i64 %slice.1, ptr align 8 %0) #14
  unreachable
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4d0335d7160a4e47E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 24) #15
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 8) #15
  ret void
}

; <core::result::Result<T,E> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN79_$LT$core..result..Result$LT$T$C$E$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h4e223a58e5b1ab00E"(i1 zeroext %0) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %self = alloca [1 x i8], align 1
  %1 = zext i1 %0 to i8
  store i8 %1, ptr %self, align 1
  %2 = load i8, ptr %self, align 1
  %3 = trunc nuw i8 %2 to i1
  %_2 = zext i1 %3 to i64
  %4 = trunc nuw i64 %_2 to i1
  br i1 %4, label %bb2, label %bb3

bb2:                                              ; preds = %start
  store i8 1, ptr %_0, align 1
  br label %bb4

bb3:                                              ; preds = %start
  store i8 0, ptr %_0, align 1
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i8, ptr %_0, align 1
  %6 = trunc nuw i8 %5 to i1
  ret i1 %6

bb1:                                              ; No predecessors!
  unreachable
}

; <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h3ba974e35e2393bcE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %2, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::index
  %_0 = call align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17h6228136527caef6dE"(i64 %index, ptr align 8 %_7, i64 %_6, ptr align 8 %0) #13
  ret ptr %_0
}

; <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5812518c469a1d88E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_2 = load i64, ptr %0, align 8
  %_3 = load ptr, ptr %self, align 8
  store i64 %_2, ptr %_3, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::index::IndexMut<I>>::index_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN84_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..IndexMut$LT$I$GT$$GT$9index_mut17h051e955b7c61272fE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %2, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::index_mut
  %_0 = call align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$9index_mut17h577199f99611e42fE"(i64 %index, ptr align 8 %_7, i64 %_6, ptr align 8 %0) #13
  ret ptr %_0
}

; <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE"(ptr sret([24 x i8]) align 8 %v, ptr align 8 %s.0, i64 %s.1) unnamed_addr #1 {
start:
  %_17 = alloca [8 x i8], align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %0 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %s.1, i64 8, i64 8) #13
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
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h3af96149b9777f72E(ptr %s.0, ptr %_12, i64 8, i64 8, i64 %s.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17ha1dacb47a30642a6E"(i64 %s.1, i64 %5, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #13
  br label %bb9

bb9:                                              ; preds = %bb10
  %6 = getelementptr inbounds i8, ptr %v, i64 16
  store i64 %s.1, ptr %6, align 8
  br label %bb2

bb11:                                             ; No predecessors!
  unreachable
}

; <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17hfa9410976b829f2dE"(ptr sret([24 x i8]) align 8 %v, ptr align 1 %s.0, i64 %s.1) unnamed_addr #1 {
start:
  %_17 = alloca [8 x i8], align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %0 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1e40dfb988ad79e6E"(i64 %s.1, i64 1, i64 1) #13
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
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17h3af96149b9777f72E(ptr %s.0, ptr %_12, i64 1, i64 1, i64 %s.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #13
  br label %bb6

bb6:                                              ; preds = %bb4
  %4 = mul i64 %s.1, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %_12, ptr align 1 %s.0, i64 %4, i1 false)
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17ha1dacb47a30642a6E"(i64 %s.1, i64 %5, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #13
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
define internal { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$14spec_next_back17he52889c5ed7b8856E"(ptr align 8 %self) unnamed_addr #1 {
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
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load i64, ptr %0, align 8
; call <usize as core::iter::range::Step>::backward_unchecked
  %_5 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$18backward_unchecked17hc8baa23bd5cb8faeE"(i64 %_6, i64 1) #13
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %_5, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load i64, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_7, ptr %3, align 8
  store i64 1, ptr %_0, align 8
  br label %bb5

bb5:                                              ; preds = %bb2, %bb4
  %4 = load i64, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = insertvalue { i64, i64 } poison, i64 %4, 0
  %8 = insertvalue { i64, i64 } %7, i64 %6, 1
  ret { i64, i64 } %8
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h8e58196f62e52aaaE"(ptr align 4 %self) unnamed_addr #1 {
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
  %_6 = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h8796016c2ea357c1E"(i32 %old, i64 1) #13
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
define internal { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17ha36965611d44ceafE"(ptr align 8 %self) unnamed_addr #1 {
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
  %_6 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h91b750912997cd91E"(i64 %old, i64 1) #13
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hed64b5b1deb9b037E"(ptr align 8 %self, i64 %idx) unnamed_addr #1 {
start:
  %_5 = load ptr, ptr %self, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_5, i64 %idx
  ret ptr %_3
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::any
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
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
; call _02_matrix_impl::main::{{closure}}::{{closure}}
  %_5 = call zeroext i1 @"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h858568728021358bE"(ptr align 1 %f, ptr align 8 %x) #13
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
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h6a69bb3383fa01e0E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf1c9bb0e7f69281cE"(ptr align 1 %f, double %_21, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha850b178ee48e358E"(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h36e4d20176581fe2E"(ptr align 8 %f) #15
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h6a69bb3383fa01e0E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E"(ptr align 8 %f, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h36e4d20176581fe2E"(ptr align 8 %f) #15
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %11 = load i8, ptr %_31, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr472drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h36e4d20176581fe2E"(ptr align 8 %f) #16
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
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h6a69bb3383fa01e0E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he0596f47bc3cced1E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfb55252f8931b869E"(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,alloc::string::String,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr526drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$alloc..string..String$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb56f7e36a2557400E"(ptr align 8 %f) #15
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h6a69bb3383fa01e0E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE"(ptr align 8 %f, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h6bf65c28e0bc6859E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,alloc::string::String,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr526drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$alloc..string..String$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb56f7e36a2557400E"(ptr align 8 %f) #15
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %11 = load i8, ptr %_31, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,alloc::string::String,(),02_matrix_impl::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<alloc::string::String,alloc::vec::Vec<alloc::string::String>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,02_matrix_impl::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr526drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$alloc..string..String$C$$LP$$RP$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$alloc..string..String$C$alloc..vec..Vec$LT$alloc..string..String$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$02_matrix_impl..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb56f7e36a2557400E"(ptr align 8 %f) #16
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h253f44e117d795a8E"(ptr align 8 %self) unnamed_addr #1 {
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hf2e78999916ebbfdE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h6a69bb3383fa01e0E"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
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

; <&alloc::vec::Vec<T,A> as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2a9d658f5fe44272E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_9 = getelementptr inbounds nuw double, ptr %_5, i64 %len
  store ptr %_9, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %2 = insertvalue { ptr, ptr } poison, ptr %_5, 0
  %3 = insertvalue { ptr, ptr } %2, ptr %_0.1, 1
  ret { ptr, ptr } %3

bb1:                                              ; No predecessors!
  unreachable
}

; <02_matrix_impl::Matrix as core::ops::index::Index<(usize,usize)>>::index
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN95_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..Index$LT$$LP$usize$C$usize$RP$$GT$$GT$5index17h3805699591de2868E"(ptr align 8 %self, i64 %_2.0, i64 %_2.1, ptr align 8 %0) unnamed_addr #0 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_8 = load i64, ptr %1, align 8
  %2 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %_2.0, i64 %_8)
  %_9.0 = extractvalue { i64, i1 } %2, 0
  %_9.1 = extractvalue { i64, i1 } %2, 1
  br i1 %_9.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_10.0 = add i64 %_9.0, %_2.1
  %_10.1 = icmp ult i64 %_10.0, %_9.0
  br i1 %_10.1, label %panic1, label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 %0) #14
  unreachable

bb2:                                              ; preds = %bb1
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_0 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17h3ba974e35e2393bcE"(ptr align 8 %self, i64 %_10.0, ptr align 8 %0) #13
  ret ptr %_0

panic1:                                           ; preds = %bb1
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 %0) #14
  unreachable
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h0f616a9a39764816E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [48 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h255a14ac5e985e1eE"(ptr sret([48 x i8]) align 8 %_2, ptr align 8 %iter) #13
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h78fa96290b523584E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h1d3d2e669caba220E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [24 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2781f1ebd0bb8776E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %iter) #13
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h60b30c39a1299d27E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h770563df4c1a975bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iter) unnamed_addr #1 {
start:
  %_2 = alloca [40 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17he4f37e6dab57875dE"(ptr sret([40 x i8]) align 8 %_2, ptr align 8 %iter) #13
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h12cf15d91185b0e2E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_2) #15
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hac5ac0e022a19647E"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h8e3b5b1b5b13a5ffE"(ptr %iter.0, ptr %iter.1) #13
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h01e11d349687caaaE"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE"(ptr align 8 %self, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E"(ptr align 8 %self, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hea1608cbdeb5a2a6E"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h288ae30a3da6aaafE"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE"(ptr align 8 %self, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E"(ptr align 8 %self, ptr align 8 %iterator) #15
  ret void
}

; <02_matrix_impl::Matrix as core::ops::index::IndexMut<(usize,usize)>>::index_mut
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN98_$LT$02_matrix_impl..Matrix$u20$as$u20$core..ops..index..IndexMut$LT$$LP$usize$C$usize$RP$$GT$$GT$9index_mut17h74cdbfe0253c0447E"(ptr align 8 %self, i64 %_2.0, i64 %_2.1, ptr align 8 %0) unnamed_addr #0 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_8 = load i64, ptr %1, align 8
  %2 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %_2.0, i64 %_8)
  %_9.0 = extractvalue { i64, i1 } %2, 0
  %_9.1 = extractvalue { i64, i1 } %2, 1
  br i1 %_9.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_10.0 = add i64 %_9.0, %_2.1
  %_10.1 = icmp ult i64 %_10.0, %_9.0
  br i1 %_10.1, label %panic1, label %bb2

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 %0) #14
  unreachable

bb2:                                              ; preds = %bb1
; call <alloc::vec::Vec<T,A> as core::ops::index::IndexMut<I>>::index_mut
  %_0 = call align 8 ptr @"_ZN84_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..IndexMut$LT$I$GT$$GT$9index_mut17h051e955b7c61272fE"(ptr align 8 %self, i64 %_10.0, ptr align 8 %0) #13
  ret ptr %_0

panic1:                                           ; preds = %bb1
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 %0) #14
  unreachable
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h01e11d349687caaaE"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h12cf15d91185b0e2E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h60b30c39a1299d27E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17h78fa96290b523584E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h332c966c32629c9fE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %iterator) #15
  ret void
}

; <core::iter::adapters::rev::Rev<I> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hf64d0e2b8f397037E"(ptr align 8 %self) unnamed_addr #1 {
start:
; call core::iter::range::<impl core::iter::traits::double_ended::DoubleEndedIterator for core::ops::range::Range<A>>::next_back
  %0 = call { i64, i64 } @"_ZN4core4iter5range116_$LT$impl$u20$core..iter..traits..double_ended..DoubleEndedIterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9next_back17hadc33309c610389dE"(ptr align 8 %self) #13
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #5

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr, ptr) unnamed_addr #0

; core::panicking::panic_misaligned_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64, i64, ptr align 8) unnamed_addr #6

; core::panicking::panic_null_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8) unnamed_addr #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

; core::panicking::panic_const::panic_const_mul_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8) unnamed_addr #5

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #5

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #6

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; <bool as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt(ptr align 1, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8, ptr align 1, ptr align 8) unnamed_addr #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.is.constant.i1(i1) #8

; core::fmt::write
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvNtCsgEmfK2I1SDS_4core3fmt5write(ptr align 1, ptr align 8, ptr, ptr) unnamed_addr #0

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #5

; <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #4

; <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #7

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr align 1, i64, ptr align 8) unnamed_addr #5

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8) unnamed_addr #5

; core::panicking::panic_nounwind
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1, i64) unnamed_addr #5

; <str as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr align 1, i64, ptr align 8) unnamed_addr #0

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr sret([24 x i8]) align 8, ptr, ptr) unnamed_addr #0

; <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
; Function Attrs: cold nounwind nonlazybind uwtable
declare void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8, i64, i64, i64, i64) unnamed_addr #3

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64, i64 allocalign) unnamed_addr #9

; __rustc::__rust_alloc_zeroed
; Function Attrs: nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable
declare noalias ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64, i64 allocalign) unnamed_addr #10

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64, i64) unnamed_addr #11

; <alloc::raw_vec::RawVecInner>::try_allocate_in
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8, i64, i1 zeroext, i64, i64) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64, i64) unnamed_addr #11

; <alloc::raw_vec::RawVecInner>::deallocate
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8, i64, i64) unnamed_addr #0

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #5

; Function Attrs: nonlazybind
define i32 @main(i32 %0, ptr %1) unnamed_addr #12 {
top:
  %2 = sext i32 %0 to i64
; call std::rt::lang_start
  %3 = call i64 @_ZN3std2rt10lang_start17h5f9ffba8d95b2d39E(ptr @_ZN15_02_matrix_impl4main17h0063bd0acda75c87E, i64 %2, ptr %1, i8 0)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { nonlazybind "target-cpu"="x86-64" }
attributes #13 = { inlinehint nounwind }
attributes #14 = { noinline noreturn nounwind }
attributes #15 = { nounwind }
attributes #16 = { cold nounwind }
attributes #17 = { noinline nounwind }
attributes #18 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{i64 7730129385780832}
!5 = !{}
