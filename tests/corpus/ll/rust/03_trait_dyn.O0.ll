; ModuleID = '03_trait_dyn.b99597e41a44ff5e-cgu.0'
source_filename = "03_trait_dyn.b99597e41a44ff5e-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"alloc::boxed::Box<dyn Shape>" = type { %"core::ptr::unique::Unique<dyn Shape>", %"alloc::alloc::Global" }
%"core::ptr::unique::Unique<dyn Shape>" = type { %"core::ptr::non_null::NonNull<dyn Shape>", %"core::marker::PhantomData<dyn Shape>" }
%"core::ptr::non_null::NonNull<dyn Shape>" = type { { ptr, ptr } }
%"core::marker::PhantomData<dyn Shape>" = type {}
%"alloc::alloc::Global" = type {}
%"core::fmt::rt::Argument<'_>" = type { %"core::fmt::rt::ArgumentType<'_>" }
%"core::fmt::rt::ArgumentType<'_>" = type { ptr, [1 x i64] }
%"alloc::boxed::Box<dyn Stepper>" = type { %"core::ptr::unique::Unique<dyn Stepper>", %"alloc::alloc::Global" }
%"core::ptr::unique::Unique<dyn Stepper>" = type { %"core::ptr::non_null::NonNull<dyn Stepper>", %"core::marker::PhantomData<dyn Stepper>" }
%"core::ptr::non_null::NonNull<dyn Stepper>" = type { { ptr, ptr } }
%"core::marker::PhantomData<dyn Stepper>" = type {}

@alloc_31365cfefba383c4d2bf6b6a04cc10aa = private unnamed_addr constant [17 x i8] c"capacity overflow", align 1
@alloc_d4b953f91310fc7f7ed5c9c0120cf1fc = private unnamed_addr constant [95 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/spec_from_iter_nested.rs\00", align 1
@alloc_c915f046f49c324d04a55a6418724f57 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d4b953f91310fc7f7ed5c9c0120cf1fc, [16 x i8] c"^\00\00\00\00\00\00\009\00\00\00\12\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE", ptr @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h5315d6b1b4124983E", ptr @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E", ptr @_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\10\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E", ptr @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17ha4452b4730109bbaE", ptr @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E", ptr @_ZN13_03_trait_dyn5Shape8describe17h80c12f2af681bfbdE }>, align 8
@alloc_be9b7901117b086758ad7a3b3c2b27d2 = private unnamed_addr constant [21 x i8] c"rust/03_trait_dyn.rs\00", align 1
@alloc_5399c78017d364e7778e90283eb58e3c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00I\00\00\00!\00\00\00" }>, align 8
@vtable.2 = private unnamed_addr constant <{ ptr, [16 x i8], ptr, ptr, ptr, ptr }> <{ ptr @"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E", [16 x i8] c"\18\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE", ptr @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E", ptr @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E", ptr @_ZN13_03_trait_dyn5Shape8describe17hb69684ba0e593990E }>, align 8
@alloc_98cd96d2731136331c9448b583bb51c1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00F\00\00\00'\00\00\00" }>, align 8
@alloc_9f3951c3c900810392ffd988d8ffc7c1 = private unnamed_addr constant [25 x i8] c"\0Etotal (dyn) = \C5 \00\00p\09\00\01\0A\00", align 1
@alloc_63e28785f3ae85ec9dfc7e262d58f235 = private unnamed_addr constant [29 x i8] c"\12total (generic) = \C5 \00\00p\09\00\01\0A\00", align 1
@alloc_49a1e57377f70d37dd38b1cd34b21896 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00R\00\00\00Y\00\00\00" }>, align 8
@alloc_7a2645425fb52f05fa03cd4b0a2f4703 = private unnamed_addr constant [15 x i8] c"\0Abiggest = \C0\01\0A\00", align 1
@vtable.3 = private unnamed_addr constant <{ [24 x i8], ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00", ptr @"_ZN61_$LT$03_trait_dyn..Euler$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hc30f73b7962752c9E", ptr @"_ZN61_$LT$03_trait_dyn..Euler$u20$as$u20$03_trait_dyn..Stepper$GT$5label17hbcb563e334c38345E" }>, align 8
@vtable.4 = private unnamed_addr constant <{ [24 x i8], ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00", ptr @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hf98da393db3a09ccE", ptr @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$5label17h487d0e5c51cbd912E" }>, align 8
@alloc_63c4f9096aa50cc483b2d77ac60b3f51 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00V\00\00\00+\00\00\00" }>, align 8
@alloc_20e2cd520c6752d10c59376f4e4c9930 = private unnamed_addr constant [49 x i8] c"\C3 \00\00h\06\00\07 y(3)=[\C5 \00\00p\09\00\02, \C5 \00\00p\09\00\06] err=\C5 \00\00p\03\00\01\0A\00", align 1
@vtable.5 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h013d54cfc8cceda0E", ptr @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h0c31cbd65a12effaE", ptr @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h0c31cbd65a12effaE" }>, align 8
@alloc_61247b90e1706a3f65e71312b599d3d1 = private unnamed_addr constant [4 x i8] c"\C0\01\0A\00", align 1
@alloc_ab91adb591e25ac0cfadbb60e7b30da8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00R\00\00\00O\00\00\00" }>, align 8
@alloc_8a980cde6f10e4d9caa8c37ba2b3eba0 = private unnamed_addr constant [35 x i8] c"\C0\06 area=\C5 \00\00p\06\00\0B perimeter=\C5 \00\00p\06\00\00", align 1
@vtable.6 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h06513768e8861ab4E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E" }>, align 8
@anon.0767d289f33635b96debdb9e5f80c561.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@anon.0767d289f33635b96debdb9e5f80c561.1 = private unnamed_addr constant <{ [4 x i8], [4 x i8] }> <{ [4 x i8] zeroinitializer, [4 x i8] undef }>, align 4
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_bd3468a7b96187f70c1ce98a3e7a63bf = private unnamed_addr constant [283 x i8] c"unsafe precondition(s) violated: ptr::copy_nonoverlapping requires that both pointer arguments are aligned and non-null and the specified memory ranges do not overlap\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_560a59ed819b9d9a5841f6e731c4c8e5 = private unnamed_addr constant [210 x i8] c"unsafe precondition(s) violated: NonNull::new_unchecked requires that the pointer is non-null\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_0625062a5eee489a7813ee965a38d15a = private unnamed_addr constant [198 x i8] c"unsafe precondition(s) violated: Alignment::new_unchecked requires a power of two\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_64e308ef4babfeb8b6220184de794a17 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: hint::assert_unchecked must never be called when the condition is false\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_75fb06c2453febd814e73f5f2e72ae38 = private unnamed_addr constant [199 x i8] c"unsafe precondition(s) violated: hint::unreachable_unchecked must never be reached\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@anon.0767d289f33635b96debdb9e5f80c561.2 = private unnamed_addr constant [16 x i8] c"\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 8
@alloc_8cf3531fd3c828ab298b686071a40c17 = private unnamed_addr constant [259 x i8] c"unsafe precondition(s) violated: Layout::from_size_alignment_unchecked requires that the rounded-up allocation size does not exceed isize::MAX\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_763310d78c99c2c1ad3f8a9821e942f3 = private unnamed_addr constant [61 x i8] c"is_nonoverlapping: `size_of::<T>() * count` overflows a usize", align 1
@alloc_c3fce1171d12859324082a2efce37dde = private unnamed_addr constant [13 x i8] c"\05rect(\C0\01x\C0\01)\00", align 1
@alloc_aef77529991ec1b4f4a04d0e7766bf39 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00<\00\00\00 \00\00\00" }>, align 8
@alloc_f6a01f981d396d88814dd16cf0515751 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00<\00\00\00.\00\00\00" }>, align 8
@alloc_0321739427bc83b758554a9f76e249cd = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00<\00\00\00<\00\00\00" }>, align 8
@alloc_c729cc9650f4a35d4184445097f3d387 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00<\00\00\00D\00\00\00" }>, align 8
@alloc_f034e8460579ee553c0af694bda4c94c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00<\00\00\00\0D\00\00\00" }>, align 8
@alloc_1ba570ed8f2e69b8f209cab630f383c4 = private unnamed_addr constant [3 x i8] c"rk4", align 1
@alloc_1a4f054d79d64d0cbbee42404703d138 = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/fmt/mod.rs\00", align 1
@alloc_c744d1012daac153da5bdea777499410 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_1a4f054d79d64d0cbbee42404703d138, [16 x i8] c"K\00\00\00\00\00\00\00q\03\00\00*\00\00\00" }>, align 8
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
@alloc_796188fc52a987266f280c9b84fbce76 = private unnamed_addr constant [14 x i8] c"\09circle(r=\C0\01)\00", align 1
@alloc_5c3acc1b74143ee738bf52aa0eec54d5 = private unnamed_addr constant [5 x i8] c"euler", align 1
@alloc_20ea913c5f7ad87fdf3070b064e6449b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00\1D\00\00\000\00\00\00" }>, align 8
@alloc_7078034ab431870576913cb4d76ff386 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00\1D\00\00\00>\00\00\00" }>, align 8
@alloc_41d0d500ff01b22efce66bdd54f8a007 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00\1D\00\00\00=\00\00\00" }>, align 8
@alloc_8867a184070240f3242b7e0d11cd4209 = private unnamed_addr constant [17 x i8] c"\08polygon(\C0\05 pts)\00", align 1
@alloc_f49c21781815ba0fd35c70d20a2e3638 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00!\00\00\000\00\00\00" }>, align 8
@alloc_94a9f781acd61a2a34a09a9efc43802e = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00!\00\00\00>\00\00\00" }>, align 8
@alloc_c54792d024b07950fe23585524bbbd22 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00!\00\00\00=\00\00\00" }>, align 8
@alloc_4f6caa8a4a84c834531934bdfde7b2ea = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/alignment.rs\00", align 1
@alloc_baf8ef05762bb2cbbccf0ad20ba0c118 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_4f6caa8a4a84c834531934bdfde7b2ea, [16 x i8] c"Q\00\00\00\00\00\00\00\7F\00\00\00\12\00\00\00" }>, align 8
@alloc_e94ebeffbe15b2c683ebcfffeb83b79c = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/alloc/layout.rs\00", align 1
@alloc_43b307780025650359e0e1b649546c3c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e94ebeffbe15b2c683ebcfffeb83b79c, [16 x i8] c"P\00\00\00\00\00\00\00\01\01\00\00\12\00\00\00" }>, align 8
@alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf = private unnamed_addr constant [76 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/mod.rs\00", align 1
@alloc_37f6e60a2902ea1334fb3e649d7c5a34 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_b5fc2a6f2f5a9fc4395aada8c7c926bf, [16 x i8] c"K\00\00\00\00\00\00\00\0F\02\00\00\05\00\00\00" }>, align 8
@alloc_490992312822afe82cb6f17d9c546139 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00r\08\00\00\09\00\00\00" }>, align 8
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0f7c85f121539575E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha3f095306e6db24eE"(ptr %self.0, ptr %self.1, double %init) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2c7c4e7710bc85f7E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_4.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %_4.1 = load i64, ptr %1, align 8
  %f.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %f.1 = load ptr, ptr %2, align 8
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E(i64 %_4.0, i64 %_4.1, double %init, ptr align 8 %f.0, ptr align 8 %f.1) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h416a10cf77335e0bE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb7f7624e3be79fd2E"(ptr %self.0, ptr %self.1, double %init) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb14cc707ed23eddbE"(i32 %self.0, i32 %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  call void @_ZN4core4iter6traits8iterator8Iterator4fold17h138f8d2dbbe68596E(i32 %self.0, i32 %self.1, ptr align 8 %_5) #13
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he3cb5b5c7f75f3f0E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_4.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %_4.1 = load i64, ptr %1, align 8
  %f.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %f.1 = load ptr, ptr %2, align 8
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE(i64 %_4.0, i64 %_4.1, double %init, ptr align 8 %f.0, ptr align 8 %f.1) #13
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h5c6b4add36d478c4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h13c9bc7d5237371cE"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) #13
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E"(ptr sret([24 x i8]) align 8 %_0, i32 %0, i32 %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [8 x i8], align 4
  store i32 %0, ptr %iterator, align 4
  %3 = getelementptr inbounds i8, ptr %iterator, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h5c6b4add36d478c4E"(ptr sret([24 x i8]) align 8 %_3, ptr align 4 %iterator) #13
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
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1496653693849cfbE"(i64 %upper, i64 8, i64 16) #13
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
  %_11.0 = load i32, ptr %iterator, align 4
  %13 = getelementptr inbounds i8, ptr %iterator, i64 4
  %_11.1 = load i32, ptr %13, align 4
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h92e2a9dba1ff9a77E"(ptr align 8 %vector, i32 %_11.0, i32 %_11.1) #15
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<(f64,f64)>>
  call void @"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE"(ptr align 8 %vector) #16
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

; _03_trait_dyn::total_area_dyn
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN13_03_trait_dyn14total_area_dyn17h15b4f169831b46a5E(ptr align 8 %v.0, i64 %v.1) unnamed_addr #0 {
start:
; call core::slice::<impl [T]>::iter
  %0 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hcae6d7f0a00fd0adE"(ptr align 8 %v.0, i64 %v.1) #13
  %_3.0 = extractvalue { ptr, ptr } %0, 0
  %_3.1 = extractvalue { ptr, ptr } %0, 1
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hb35d56e0746f0d49E(ptr %_3.0, ptr %_3.1) #13
  %_2.0 = extractvalue { ptr, ptr } %1, 0
  %_2.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h1cadd331a002897aE(ptr %_2.0, ptr %_2.1) #15
  ret double %_0
}

; _03_trait_dyn::total_area_dyn::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E"(ptr align 1 %_1, ptr align 8 %s) unnamed_addr #1 {
start:
  %_4.0 = load ptr, ptr %s, align 8
  %0 = getelementptr inbounds i8, ptr %s, i64 8
  %_4.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_4.1, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !4, !nonnull !4
  %_0 = call double %2(ptr align 1 %_4.0) #13
  ret double %_0
}

; _03_trait_dyn::total_area_generic
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN13_03_trait_dyn18total_area_generic17h0acc7cb3f84ce1cbE(ptr align 8 %v.0, i64 %v.1) unnamed_addr #0 {
start:
; call core::slice::<impl [T]>::iter
  %0 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h0ac9e4ed22aef030E"(ptr align 8 %v.0, i64 %v.1) #13
  %_3.0 = extractvalue { ptr, ptr } %0, 0
  %_3.1 = extractvalue { ptr, ptr } %0, 1
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h3e7ef2e4282aa250E(ptr %_3.0, ptr %_3.1) #13
  %_2.0 = extractvalue { ptr, ptr } %1, 0
  %_2.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h0aca3ec84201e6aeE(ptr %_2.0, ptr %_2.1) #15
  ret double %_0
}

; _03_trait_dyn::total_area_generic::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN13_03_trait_dyn18total_area_generic28_$u7b$$u7b$closure$u7d$$u7d$17h27d454f94c557ce6E"(ptr align 1 %_1, ptr align 8 %s) unnamed_addr #1 {
start:
; call <03_trait_dyn::Circle as 03_trait_dyn::Shape>::area
  %_0 = call double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"(ptr align 8 %s) #15
  ret double %_0
}

; _03_trait_dyn::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN13_03_trait_dyn4main17h61b09f3b8f535897E() unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %capacity.i24 = alloca [8 x i8], align 8
  %capacity.i21 = alloca [8 x i8], align 8
  %capacity.i = alloca [8 x i8], align 8
  %self.i = alloca [8 x i8], align 8
  %_135 = alloca [16 x i8], align 8
  %_134 = alloca [16 x i8], align 8
  %_133 = alloca [16 x i8], align 8
  %_132 = alloca [16 x i8], align 8
  %args7 = alloca [64 x i8], align 8
  %_124 = alloca [8 x i8], align 8
  %_115 = alloca [16 x i8], align 8
  %args6 = alloca [32 x i8], align 8
  %_100 = alloca [8 x i8], align 4
  %iter5 = alloca [8 x i8], align 4
  %y = alloca [16 x i8], align 8
  %_91 = alloca [8 x i8], align 8
  %iter4 = alloca [16 x i8], align 8
  %steppers = alloca [24 x i8], align 8
  %osc = alloca [8 x i8], align 8
  %_78 = alloca [16 x i8], align 8
  %args3 = alloca [16 x i8], align 8
  %_75 = alloca [24 x i8], align 8
  %_63 = alloca [16 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_59 = alloca [8 x i8], align 8
  %circles = alloca [24 x i8], align 8
  %_48 = alloca [16 x i8], align 8
  %args1 = alloca [16 x i8], align 8
  %_44 = alloca [8 x i8], align 8
  %_37 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_34 = alloca [24 x i8], align 8
  %_26 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_20 = alloca [24 x i8], align 8
  %_19 = alloca [24 x i8], align 8
  %_12 = alloca [24 x i8], align 8
  %_11 = alloca [24 x i8], align 8
  %shapes = alloca [24 x i8], align 8
; call alloc::boxed::box_new_uninit
  %_1.i = call align 8 ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 64) #13
; call alloc::boxed::box_new_uninit
  %_3.i16 = call ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 8) #13
  store double 1.500000e+00, ptr %_3.i16, align 8
; call alloc::boxed::box_new_uninit
  %_3.i17 = call ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 16) #13
  store double 2.000000e+00, ptr %_3.i17, align 8
  %0 = getelementptr inbounds i8, ptr %_3.i17, i64 8
  store double 3.250000e+00, ptr %0, align 8
; call alloc::boxed::box_new_uninit
  %_1.i14 = call align 8 ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 48) #13
  %_168 = ptrtoint ptr %_1.i14 to i64
  %_170 = and i64 %_168, 7
  %_171 = icmp eq i64 %_170, 0
  br i1 %_171, label %bb68, label %panic

bb68:                                             ; preds = %start
  %_173 = ptrtoint ptr %_1.i14 to i64
  %_175 = icmp eq i64 %_173, 0
  %_176 = and i1 %_175, true
  %_177 = xor i1 %_176, true
  br i1 %_177, label %bb69, label %panic8

panic:                                            ; preds = %start
; call core::panicking::panic_misaligned_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64 8, i64 %_168, ptr align 8 @alloc_5399c78017d364e7778e90283eb58e3c) #14
  unreachable

bb69:                                             ; preds = %bb68
  %1 = getelementptr inbounds nuw { double, double }, ptr %_1.i14, i64 0
  store double 0.000000e+00, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  store double 0.000000e+00, ptr %2, align 8
  %3 = getelementptr inbounds nuw { double, double }, ptr %_1.i14, i64 1
  store double 4.000000e+00, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store double 0.000000e+00, ptr %4, align 8
  %5 = getelementptr inbounds nuw { double, double }, ptr %_1.i14, i64 2
  store double 4.000000e+00, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store double 3.000000e+00, ptr %6, align 8
; call alloc::vec::Vec<T,A>::from_raw_parts_in::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$17from_raw_parts_in18precondition_check17hc765b3e867fb8826E"(i64 3, i64 3, ptr align 8 @alloc_a82f16a057b8762ce341062d6330570f) #13
  store i64 3, ptr %capacity.i24, align 8
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr align 8 %_1.i14, ptr align 8 @alloc_0fdb1f1c10dc29159bdf6e349f9e77cb) #13
  %_12.0.i26 = load i64, ptr %capacity.i24, align 8
  store i64 %_12.0.i26, ptr %_12, align 8
  %7 = getelementptr inbounds i8, ptr %_12, i64 8
  store ptr %_1.i14, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_12, i64 16
  store i64 3, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_11, ptr align 8 %_12, i64 24, i1 false)
; call alloc::boxed::box_new_uninit
  %_3.i15 = call ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 24) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_3.i15, ptr align 8 %_11, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::map
  %9 = call { i32, i32 } @_ZN4core4iter6traits8iterator8Iterator3map17h7c312146cd7faf8cE(i32 0, i32 6) #13
  %_21.0 = extractvalue { i32, i32 } %9, 0
  %_21.1 = extractvalue { i32, i32 } %9, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h01cb9c765aa8b84eE(ptr sret([24 x i8]) align 8 %_20, i32 %_21.0, i32 %_21.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_19, ptr align 8 %_20, i64 24, i1 false)
; call alloc::boxed::box_new_uninit
  %_3.i = call ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 24) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_3.i, ptr align 8 %_19, i64 24, i1 false)
  %_163 = ptrtoint ptr %_1.i to i64
  %_165 = and i64 %_163, 7
  %_166 = icmp eq i64 %_165, 0
  br i1 %_166, label %bb67, label %panic9

panic8:                                           ; preds = %bb68
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_5399c78017d364e7778e90283eb58e3c) #14
  unreachable

bb67:                                             ; preds = %bb69
  %_179 = ptrtoint ptr %_1.i to i64
  %_181 = icmp eq i64 %_179, 0
  %_182 = and i1 %_181, true
  %_183 = xor i1 %_182, true
  br i1 %_183, label %bb70, label %panic10

panic9:                                           ; preds = %bb69
; call core::panicking::panic_misaligned_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64 8, i64 %_163, ptr align 8 @alloc_98cd96d2731136331c9448b583bb51c1) #14
  unreachable

bb70:                                             ; preds = %bb67
  %10 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %_1.i, i64 0
  store ptr %_3.i16, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @vtable.0, ptr %11, align 8
  %12 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %_1.i, i64 1
  store ptr %_3.i17, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr @vtable.1, ptr %13, align 8
  %14 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %_1.i, i64 2
  store ptr %_3.i15, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  store ptr @vtable.2, ptr %15, align 8
  %16 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %_1.i, i64 3
  store ptr %_3.i, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr @vtable.2, ptr %17, align 8
; call alloc::vec::Vec<T,A>::from_raw_parts_in::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$17from_raw_parts_in18precondition_check17hc765b3e867fb8826E"(i64 4, i64 4, ptr align 8 @alloc_a82f16a057b8762ce341062d6330570f) #13
  store i64 4, ptr %capacity.i, align 8
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr align 8 %_1.i, ptr align 8 @alloc_0fdb1f1c10dc29159bdf6e349f9e77cb) #13
  %_12.0.i = load i64, ptr %capacity.i, align 8
  store i64 %_12.0.i, ptr %shapes, align 8
  %18 = getelementptr inbounds i8, ptr %shapes, i64 8
  store ptr %_1.i, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %shapes, i64 16
  store i64 4, ptr %19, align 8
; call <&alloc::vec::Vec<T,A> as core::iter::traits::collect::IntoIterator>::into_iter
  %20 = call { ptr, ptr } @"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h6e13a395b6e6919cE"(ptr align 8 %shapes) #15
  %_23.0 = extractvalue { ptr, ptr } %20, 0
  %_23.1 = extractvalue { ptr, ptr } %20, 1
  store ptr %_23.0, ptr %iter, align 8
  %21 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_23.1, ptr %21, align 8
  br label %bb12

panic10:                                          ; preds = %bb67
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_98cd96d2731136331c9448b583bb51c1) #14
  unreachable

bb12:                                             ; preds = %bb15, %bb70
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %22 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1d960a0a58d4cdddE"(ptr align 8 %iter) #13
  store ptr %22, ptr %_26, align 8
  %23 = load ptr, ptr %_26, align 8
  %24 = ptrtoint ptr %23 to i64
  %25 = icmp eq i64 %24, 0
  %_28 = select i1 %25, i64 0, i64 1
  %26 = trunc nuw i64 %_28 to i1
  br i1 %26, label %bb15, label %bb16

bb15:                                             ; preds = %bb12
  %s = load ptr, ptr %_26, align 8
  %_138.0 = load ptr, ptr %s, align 8
  %27 = getelementptr inbounds i8, ptr %s, i64 8
  %_138.1 = load ptr, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %_138.1, i64 48
  %29 = load ptr, ptr %28, align 8, !invariant.load !4, !nonnull !4
  call void %29(ptr sret([24 x i8]) align 8 %_34, ptr align 1 %_138.0) #13
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17hd57075f2bed2b004E(ptr sret([16 x i8]) align 8 %_37, ptr align 8 %_34) #13
  %30 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 8 %_37, i64 16, i1 false)
; call core::fmt::Arguments::new
  %31 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hd31183279dbe1b43E(ptr align 1 @alloc_61247b90e1706a3f65e71312b599d3d1, ptr align 8 %args) #13
  %_31.0 = extractvalue { ptr, ptr } %31, 0
  %_31.1 = extractvalue { ptr, ptr } %31, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_31.0, ptr %_31.1) #15
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"(ptr align 8 %_34) #15
  br label %bb12

bb16:                                             ; preds = %bb12
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %32 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h8c5fafd6cc9e02d0E"(ptr align 8 %shapes) #13
  %_45.0 = extractvalue { ptr, i64 } %32, 0
  %_45.1 = extractvalue { ptr, i64 } %32, 1
; call _03_trait_dyn::total_area_dyn
  %33 = call double @_ZN13_03_trait_dyn14total_area_dyn17h15b4f169831b46a5E(ptr align 8 %_45.0, i64 %_45.1) #15
  store double %33, ptr %_44, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_48, ptr align 8 %_44) #13
  %34 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 8 %_48, i64 16, i1 false)
; call core::fmt::Arguments::new
  %35 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h71d59d2c878eb6b2E(ptr align 1 @alloc_9f3951c3c900810392ffd988d8ffc7c1, ptr align 8 %args1) #13
  %_41.0 = extractvalue { ptr, ptr } %35, 0
  %_41.1 = extractvalue { ptr, ptr } %35, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_41.0, ptr %_41.1) #15
  %36 = getelementptr inbounds nuw double, ptr %circles, i64 0
  store double 1.000000e+00, ptr %36, align 8
  %37 = getelementptr inbounds nuw double, ptr %circles, i64 1
  store double 2.000000e+00, ptr %37, align 8
  %38 = getelementptr inbounds nuw double, ptr %circles, i64 2
  store double 5.000000e-01, ptr %38, align 8
; call _03_trait_dyn::total_area_generic
  %39 = call double @_ZN13_03_trait_dyn18total_area_generic17h0acc7cb3f84ce1cbE(ptr align 8 %circles, i64 3) #15
  store double %39, ptr %_59, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_63, ptr align 8 %_59) #13
  %40 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args2, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 8 %_63, i64 16, i1 false)
; call core::fmt::Arguments::new
  %41 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hdc22a7c219b49e3bE(ptr align 1 @alloc_63e28785f3ae85ec9dfc7e262d58f235, ptr align 8 %args2) #13
  %_56.0 = extractvalue { ptr, ptr } %41, 0
  %_56.1 = extractvalue { ptr, ptr } %41, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_56.0, ptr %_56.1) #15
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %42 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h8c5fafd6cc9e02d0E"(ptr align 8 %shapes) #13
  %_69.0 = extractvalue { ptr, i64 } %42, 0
  %_69.1 = extractvalue { ptr, i64 } %42, 1
; call core::slice::<impl [T]>::iter
  %43 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hcae6d7f0a00fd0adE"(ptr align 8 %_69.0, i64 %_69.1) #13
  %_68.0 = extractvalue { ptr, ptr } %43, 0
  %_68.1 = extractvalue { ptr, ptr } %43, 1
; call core::iter::traits::iterator::Iterator::max_by
  %_67 = call align 8 ptr @_ZN4core4iter6traits8iterator8Iterator6max_by17h86b34a1fc11d782bE(ptr %_68.0, ptr %_68.1) #13
  store ptr %_67, ptr %self.i, align 8
  %44 = load ptr, ptr %self.i, align 8
  %45 = ptrtoint ptr %44 to i64
  %46 = icmp eq i64 %45, 0
  %_2.i = select i1 %46, i64 0, i64 1
  %47 = trunc nuw i64 %_2.i to i1
  br i1 %47, label %"_ZN4core6option15Option$LT$T$GT$6unwrap17ha97a98110140880dE.exit", label %bb2.i

bb2.i:                                            ; preds = %bb16
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8 @alloc_49a1e57377f70d37dd38b1cd34b21896) #14
  unreachable

"_ZN4core6option15Option$LT$T$GT$6unwrap17ha97a98110140880dE.exit": ; preds = %bb16
  %val.i = load ptr, ptr %self.i, align 8
  %_142.0 = load ptr, ptr %val.i, align 8
  %48 = getelementptr inbounds i8, ptr %val.i, i64 8
  %_142.1 = load ptr, ptr %48, align 8
  %49 = getelementptr inbounds i8, ptr %_142.1, i64 40
  %50 = load ptr, ptr %49, align 8, !invariant.load !4, !nonnull !4
  call void %50(ptr sret([24 x i8]) align 8 %_75, ptr align 1 %_142.0) #13
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17hd57075f2bed2b004E(ptr sret([16 x i8]) align 8 %_78, ptr align 8 %_75) #13
  %51 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args3, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %_78, i64 16, i1 false)
; call core::fmt::Arguments::new
  %52 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h85f4c598a52ea4f7E(ptr align 1 @alloc_7a2645425fb52f05fa03cd4b0a2f4703, ptr align 8 %args3) #13
  %_72.0 = extractvalue { ptr, ptr } %52, 0
  %_72.1 = extractvalue { ptr, ptr } %52, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_72.0, ptr %_72.1) #15
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"(ptr align 8 %_75) #15
  store double 4.000000e+00, ptr %osc, align 8
; call alloc::boxed::box_new_uninit
  %_1.i13 = call align 8 ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 8, i64 32) #13
; call alloc::boxed::box_new_uninit
  %_3.i18 = call ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 1, i64 0) #13
; call alloc::boxed::box_new_uninit
  %_3.i19 = call ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 1, i64 0) #13
  %_158 = ptrtoint ptr %_1.i13 to i64
  %_160 = and i64 %_158, 7
  %_161 = icmp eq i64 %_160, 0
  br i1 %_161, label %bb66, label %panic11

bb66:                                             ; preds = %"_ZN4core6option15Option$LT$T$GT$6unwrap17ha97a98110140880dE.exit"
  %_185 = ptrtoint ptr %_1.i13 to i64
  %_187 = icmp eq i64 %_185, 0
  %_188 = and i1 %_187, true
  %_189 = xor i1 %_188, true
  br i1 %_189, label %bb71, label %panic12

panic11:                                          ; preds = %"_ZN4core6option15Option$LT$T$GT$6unwrap17ha97a98110140880dE.exit"
; call core::panicking::panic_misaligned_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64 8, i64 %_158, ptr align 8 @alloc_63c4f9096aa50cc483b2d77ac60b3f51) #14
  unreachable

bb71:                                             ; preds = %bb66
  %53 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Stepper>", ptr %_1.i13, i64 0
  store ptr %_3.i18, ptr %53, align 8
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  store ptr @vtable.3, ptr %54, align 8
  %55 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Stepper>", ptr %_1.i13, i64 1
  store ptr %_3.i19, ptr %55, align 8
  %56 = getelementptr inbounds i8, ptr %55, i64 8
  store ptr @vtable.4, ptr %56, align 8
; call alloc::vec::Vec<T,A>::from_raw_parts_in::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$17from_raw_parts_in18precondition_check17hc765b3e867fb8826E"(i64 2, i64 2, ptr align 8 @alloc_a82f16a057b8762ce341062d6330570f) #13
  store i64 2, ptr %capacity.i21, align 8
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr align 8 %_1.i13, ptr align 8 @alloc_0fdb1f1c10dc29159bdf6e349f9e77cb) #13
  %_12.0.i23 = load i64, ptr %capacity.i21, align 8
  store i64 %_12.0.i23, ptr %steppers, align 8
  %57 = getelementptr inbounds i8, ptr %steppers, i64 8
  store ptr %_1.i13, ptr %57, align 8
  %58 = getelementptr inbounds i8, ptr %steppers, i64 16
  store i64 2, ptr %58, align 8
; call <&alloc::vec::Vec<T,A> as core::iter::traits::collect::IntoIterator>::into_iter
  %59 = call { ptr, ptr } @"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h934dcd4e539cef47E"(ptr align 8 %steppers) #15
  %_88.0 = extractvalue { ptr, ptr } %59, 0
  %_88.1 = extractvalue { ptr, ptr } %59, 1
  store ptr %_88.0, ptr %iter4, align 8
  %60 = getelementptr inbounds i8, ptr %iter4, i64 8
  store ptr %_88.1, ptr %60, align 8
  br label %bb44

panic12:                                          ; preds = %bb66
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_63c4f9096aa50cc483b2d77ac60b3f51) #14
  unreachable

bb44:                                             ; preds = %bb52, %bb71
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %61 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hf0feb8cceb37fd14E"(ptr align 8 %iter4) #13
  store ptr %61, ptr %_91, align 8
  %62 = load ptr, ptr %_91, align 8
  %63 = ptrtoint ptr %62 to i64
  %64 = icmp eq i64 %63, 0
  %_93 = select i1 %64, i64 0, i64 1
  %65 = trunc nuw i64 %_93 to i1
  br i1 %65, label %bb46, label %bb47

bb46:                                             ; preds = %bb44
  %st = load ptr, ptr %_91, align 8
  %66 = getelementptr inbounds nuw double, ptr %y, i64 0
  store double 1.000000e+00, ptr %66, align 8
  %67 = getelementptr inbounds nuw double, ptr %y, i64 1
  store double 0.000000e+00, ptr %67, align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %68 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17he4ca3bdc5f57ca27E"(i32 0, i32 300) #13
  %_97.0 = extractvalue { i32, i32 } %68, 0
  %_97.1 = extractvalue { i32, i32 } %68, 1
  store i32 %_97.0, ptr %iter5, align 4
  %69 = getelementptr inbounds i8, ptr %iter5, i64 4
  store i32 %_97.1, ptr %69, align 4
  br label %bb49

bb47:                                             ; preds = %bb44
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn 03_trait_dyn::Stepper>>>
  call void @"_ZN4core3ptr98drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$GT$$GT$17ha97cc7b09fab4dadE"(ptr align 8 %steppers) #15
; call core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn 03_trait_dyn::Shape>>>
  call void @"_ZN4core3ptr96drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h2a1adfe3d493d65fE"(ptr align 8 %shapes) #15
  ret void

bb49:                                             ; preds = %bb51, %bb46
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %70 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h453d2f4f7d099920E"(ptr align 4 %iter5) #13
  %71 = extractvalue { i32, i32 } %70, 0
  %72 = extractvalue { i32, i32 } %70, 1
  store i32 %71, ptr %_100, align 4
  %73 = getelementptr inbounds i8, ptr %_100, i64 4
  store i32 %72, ptr %73, align 4
  %74 = load i32, ptr %_100, align 4
  %75 = getelementptr inbounds i8, ptr %_100, i64 4
  %76 = load i32, ptr %75, align 4
  %_102 = zext i32 %74 to i64
  %77 = trunc nuw i64 %_102 to i1
  br i1 %77, label %bb51, label %bb52

bb51:                                             ; preds = %bb49
  %78 = getelementptr inbounds i8, ptr %_100, i64 4
  %i = load i32, ptr %78, align 4
  %_144.0 = load ptr, ptr %st, align 8
  %79 = getelementptr inbounds i8, ptr %st, i64 8
  %_144.1 = load ptr, ptr %79, align 8
  %_109 = sitofp i32 %i to double
  %_108 = fmul double %_109, 1.000000e-02
  %80 = getelementptr inbounds i8, ptr %_144.1, i64 24
  %81 = load ptr, ptr %80, align 8, !invariant.load !4, !nonnull !4
  call void %81(ptr align 1 %_144.0, ptr align 1 %osc, ptr align 8 @vtable.5, double %_108, ptr align 8 %y, double 1.000000e-02) #13
  br label %bb49

bb52:                                             ; preds = %bb49
  %_145.0 = load ptr, ptr %st, align 8
  %82 = getelementptr inbounds i8, ptr %st, i64 8
  %_145.1 = load ptr, ptr %82, align 8
  %83 = getelementptr inbounds i8, ptr %_145.1, i64 32
  %84 = load ptr, ptr %83, align 8, !invariant.load !4, !nonnull !4
  %85 = call { ptr, i64 } %84(ptr align 1 %_145.0) #13
  %86 = extractvalue { ptr, i64 } %85, 0
  %87 = extractvalue { ptr, i64 } %85, 1
  store ptr %86, ptr %_115, align 8
  %88 = getelementptr inbounds i8, ptr %_115, i64 8
  store i64 %87, ptr %88, align 8
  %_117 = getelementptr inbounds nuw double, ptr %y, i64 0
  %_120 = getelementptr inbounds nuw double, ptr %y, i64 1
  %89 = getelementptr inbounds nuw double, ptr %y, i64 0
  %_126 = load double, ptr %89, align 8
; call std::f64::<impl f64>::cos
  %_129 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hb8ddf57fb099c59aE"(double 6.000000e+00) #13
  %_125 = fsub double %_126, %_129
; call core::f64::<impl f64>::abs
  %90 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h4c171709fd2fcabaE"(double %_125) #13
  store double %90, ptr %_124, align 8
  store ptr %_115, ptr %args6, align 8
  %91 = getelementptr inbounds i8, ptr %args6, i64 8
  store ptr %_117, ptr %91, align 8
  %92 = getelementptr inbounds i8, ptr %args6, i64 16
  store ptr %_120, ptr %92, align 8
  %93 = getelementptr inbounds i8, ptr %args6, i64 24
  store ptr %_124, ptr %93, align 8
  %_146 = load ptr, ptr %args6, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h83372094f2748834E(ptr sret([16 x i8]) align 8 %_132, ptr align 8 %_146) #13
  %94 = getelementptr inbounds i8, ptr %args6, i64 8
  %_147 = load ptr, ptr %94, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_133, ptr align 8 %_147) #13
  %95 = getelementptr inbounds i8, ptr %args6, i64 16
  %_148 = load ptr, ptr %95, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_134, ptr align 8 %_148) #13
  %96 = getelementptr inbounds i8, ptr %args6, i64 24
  %_149 = load ptr, ptr %96, align 8
; call core::fmt::rt::Argument::new_lower_exp
  call void @_ZN4core3fmt2rt8Argument13new_lower_exp17h110e17af48b30535E(ptr sret([16 x i8]) align 8 %_135, ptr align 8 %_149) #13
  %97 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args7, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %97, ptr align 8 %_132, i64 16, i1 false)
  %98 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args7, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %98, ptr align 8 %_133, i64 16, i1 false)
  %99 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args7, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %99, ptr align 8 %_134, i64 16, i1 false)
  %100 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args7, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %100, ptr align 8 %_135, i64 16, i1 false)
; call core::fmt::Arguments::new
  %101 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hc6a1d5a694e1a397E(ptr align 1 @alloc_20e2cd520c6752d10c59376f4e4c9930, ptr align 8 %args7) #13
  %_112.0 = extractvalue { ptr, ptr } %101, 0
  %_112.1 = extractvalue { ptr, ptr } %101, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_112.0, ptr %_112.1) #15
  br label %bb44

bb14:                                             ; No predecessors!
  unreachable
}

; _03_trait_dyn::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h0c31cbd65a12effaE"(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %_1, double %_t, ptr align 8 %y) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds nuw double, ptr %y, i64 1
  %_4 = load double, ptr %0, align 8
  %_9 = load double, ptr %_1, align 8
  %_8 = fneg double %_9
  %1 = getelementptr inbounds nuw double, ptr %y, i64 0
  %_10 = load double, ptr %1, align 8
  %_7 = fmul double %_8, %_10
  %2 = getelementptr inbounds nuw double, ptr %_0, i64 0
  store double %_4, ptr %2, align 8
  %3 = getelementptr inbounds nuw double, ptr %_0, i64 1
  store double %_7, ptr %3, align 8
  ret void
}

; _03_trait_dyn::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h63926f261927fa1bE"(ptr align 1 %_1, ptr align 8 %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %self.i = alloca [1 x i8], align 1
  %_9 = alloca [8 x i8], align 8
  %_6 = alloca [8 x i8], align 8
  %_11 = load ptr, ptr %a, align 8
  %_12.0 = load ptr, ptr %_11, align 8
  %0 = getelementptr inbounds i8, ptr %_11, i64 8
  %_12.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_12.1, i64 24
  %2 = load ptr, ptr %1, align 8, !invariant.load !4, !nonnull !4
  %3 = call double %2(ptr align 1 %_12.0) #13
  store double %3, ptr %_6, align 8
  %_13 = load ptr, ptr %b, align 8
  %_14.0 = load ptr, ptr %_13, align 8
  %4 = getelementptr inbounds i8, ptr %_13, i64 8
  %_14.1 = load ptr, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %_14.1, i64 24
  %6 = load ptr, ptr %5, align 8, !invariant.load !4, !nonnull !4
  %7 = call double %6(ptr align 1 %_14.0) #13
  store double %7, ptr %_9, align 8
; call core::cmp::impls::<impl core::cmp::PartialOrd for f64>::partial_cmp
  %_4 = call i8 @"_ZN4core3cmp5impls55_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$f64$GT$11partial_cmp17h3bb405a29b9050ebE"(ptr align 8 %_6, ptr align 8 %_9) #13
  store i8 %_4, ptr %self.i, align 1
  %8 = load i8, ptr %self.i, align 1
  %9 = icmp eq i8 %8, 2
  %_2.i = select i1 %9, i64 0, i64 1
  %10 = trunc nuw i64 %_2.i to i1
  br i1 %10, label %"_ZN4core6option15Option$LT$T$GT$6unwrap17ha7faec6f750f1c57E.exit", label %bb2.i

bb2.i:                                            ; preds = %start
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8 @alloc_ab91adb591e25ac0cfadbb60e7b30da8) #14
  unreachable

"_ZN4core6option15Option$LT$T$GT$6unwrap17ha7faec6f750f1c57E.exit": ; preds = %start
  %val.i = load i8, ptr %self.i, align 1
  ret i8 %val.i
}

; _03_trait_dyn::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { double, double } @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17hde64addcf1f2892dE"(ptr align 1 %_1, i32 %k) unnamed_addr #1 {
start:
  %_5 = sitofp i32 %k to double
  %_4 = fmul double %_5, 0x400921FB54442D18
  %a = fdiv double %_4, 3.000000e+00
; call std::f64::<impl f64>::cos
  %_6 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hb8ddf57fb099c59aE"(double %a) #13
; call std::f64::<impl f64>::sin
  %_7 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17he93d0d3cb355d9c1E"(double %a) #13
  %0 = insertvalue { double, double } poison, double %_6, 0
  %1 = insertvalue { double, double } %0, double %_7, 1
  ret { double, double } %1
}

; _03_trait_dyn::Shape::describe
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN13_03_trait_dyn5Shape8describe17h80c12f2af681bfbdE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_14 = alloca [16 x i8], align 8
  %_13 = alloca [16 x i8], align 8
  %_12 = alloca [16 x i8], align 8
  %args1 = alloca [48 x i8], align 8
  %_10 = alloca [8 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %args = alloca [24 x i8], align 8
  %_2 = alloca [24 x i8], align 8
; call <03_trait_dyn::Rect as 03_trait_dyn::Shape>::name
  call void @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #15
; call <03_trait_dyn::Rect as 03_trait_dyn::Shape>::area
  %0 = call double @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E"(ptr align 8 %self) #15
  store double %0, ptr %_8, align 8
; call <03_trait_dyn::Rect as 03_trait_dyn::Shape>::perimeter
  %1 = call double @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17ha4452b4730109bbaE"(ptr align 8 %self) #15
  store double %1, ptr %_10, align 8
  store ptr %_6, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %_8, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %args, i64 16
  store ptr %_10, ptr %3, align 8
  %_17 = load ptr, ptr %args, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17hd57075f2bed2b004E(ptr sret([16 x i8]) align 8 %_12, ptr align 8 %_17) #13
  %4 = getelementptr inbounds i8, ptr %args, i64 8
  %_18 = load ptr, ptr %4, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_13, ptr align 8 %_18) #13
  %5 = getelementptr inbounds i8, ptr %args, i64 16
  %_19 = load ptr, ptr %5, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_14, ptr align 8 %_19) #13
  %6 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %_12, i64 16, i1 false)
  %7 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %_13, i64 16, i1 false)
  %8 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %_14, i64 16, i1 false)
; call core::fmt::Arguments::new
  %9 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h45c8bd6db70c8ff0E(ptr align 1 @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr align 8 %args1) #13
  %_3.0 = extractvalue { ptr, ptr } %9, 0
  %_3.1 = extractvalue { ptr, ptr } %9, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_2, ptr %_3.0, ptr %_3.1) #13
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"(ptr align 8 %_6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 24, i1 false)
  ret void
}

; _03_trait_dyn::Shape::describe
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN13_03_trait_dyn5Shape8describe17hb69684ba0e593990E(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_14 = alloca [16 x i8], align 8
  %_13 = alloca [16 x i8], align 8
  %_12 = alloca [16 x i8], align 8
  %args1 = alloca [48 x i8], align 8
  %_10 = alloca [8 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %args = alloca [24 x i8], align 8
  %_2 = alloca [24 x i8], align 8
; call <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::name
  call void @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #15
; call <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::area
  %0 = call double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"(ptr align 8 %self) #15
  store double %0, ptr %_8, align 8
; call <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::perimeter
  %1 = call double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E"(ptr align 8 %self) #15
  store double %1, ptr %_10, align 8
  store ptr %_6, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %_8, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %args, i64 16
  store ptr %_10, ptr %3, align 8
  %_17 = load ptr, ptr %args, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17hd57075f2bed2b004E(ptr sret([16 x i8]) align 8 %_12, ptr align 8 %_17) #13
  %4 = getelementptr inbounds i8, ptr %args, i64 8
  %_18 = load ptr, ptr %4, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_13, ptr align 8 %_18) #13
  %5 = getelementptr inbounds i8, ptr %args, i64 16
  %_19 = load ptr, ptr %5, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_14, ptr align 8 %_19) #13
  %6 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %_12, i64 16, i1 false)
  %7 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %_13, i64 16, i1 false)
  %8 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %_14, i64 16, i1 false)
; call core::fmt::Arguments::new
  %9 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h45c8bd6db70c8ff0E(ptr align 1 @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr align 8 %args1) #13
  %_3.0 = extractvalue { ptr, ptr } %9, 0
  %_3.1 = extractvalue { ptr, ptr } %9, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_2, ptr %_3.0, ptr %_3.1) #13
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"(ptr align 8 %_6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 24, i1 false)
  ret void
}

; _03_trait_dyn::Shape::describe
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_14 = alloca [16 x i8], align 8
  %_13 = alloca [16 x i8], align 8
  %_12 = alloca [16 x i8], align 8
  %args1 = alloca [48 x i8], align 8
  %_10 = alloca [8 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %args = alloca [24 x i8], align 8
  %_2 = alloca [24 x i8], align 8
; call <03_trait_dyn::Circle as 03_trait_dyn::Shape>::name
  call void @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #15
; call <03_trait_dyn::Circle as 03_trait_dyn::Shape>::area
  %0 = call double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"(ptr align 8 %self) #15
  store double %0, ptr %_8, align 8
; call <03_trait_dyn::Circle as 03_trait_dyn::Shape>::perimeter
  %1 = call double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h5315d6b1b4124983E"(ptr align 8 %self) #15
  store double %1, ptr %_10, align 8
  store ptr %_6, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %_8, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %args, i64 16
  store ptr %_10, ptr %3, align 8
  %_17 = load ptr, ptr %args, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17hd57075f2bed2b004E(ptr sret([16 x i8]) align 8 %_12, ptr align 8 %_17) #13
  %4 = getelementptr inbounds i8, ptr %args, i64 8
  %_18 = load ptr, ptr %4, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_13, ptr align 8 %_18) #13
  %5 = getelementptr inbounds i8, ptr %args, i64 16
  %_19 = load ptr, ptr %5, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_14, ptr align 8 %_19) #13
  %6 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %_12, i64 16, i1 false)
  %7 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %_13, i64 16, i1 false)
  %8 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %_14, i64 16, i1 false)
; call core::fmt::Arguments::new
  %9 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h45c8bd6db70c8ff0E(ptr align 1 @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr align 8 %args1) #13
  %_3.0 = extractvalue { ptr, ptr } %9, 0
  %_3.1 = extractvalue { ptr, ptr } %9, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_2, ptr %_3.0, ptr %_3.1) #13
; call core::ptr::drop_in_place<alloc::string::String>
  call void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"(ptr align 8 %_6) #15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 24, i1 false)
  ret void
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17hf28c4b50d772e2adE(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.6, i64 %argc, ptr %argv, i8 %sigpipe) #15
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h22976ddf5514e775E(ptr %_4) #17
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17hd912c86d31d1018cE"() #13
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::f64::<impl f64>::cos
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17hb8ddf57fb099c59aE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.cos.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sin
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17he93d0d3cb355d9c1E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sin.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::powi
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17ha9cf79f14a6a2275E"(double %self, i32 %n) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.powi.f64.i32(double %self, i32 %n)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h5468e91799bf69a4E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h22976ddf5514e775E(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17h4b90a1f576787d2eE(ptr %f) #13
  call void asm sideeffect "", "~{memory}"(), !srcloc !5
  ret void
}

; <i32 as core::iter::range::Step>::steps_between
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$13steps_between17h5e92470f6a0ff073E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %start1, ptr align 4 %end) unnamed_addr #1 {
start:
  %_4 = load i32, ptr %start1, align 4
  %_5 = load i32, ptr %end, align 4
  %_3 = icmp sle i32 %_4, %_5
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.0767d289f33635b96debdb9e5f80c561.0, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0767d289f33635b96debdb9e5f80c561.0, i64 8), align 8
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
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17hffb461b173408603E"(i32 %start1, i64 %n) unnamed_addr #1 {
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
  %3 = load i32, ptr @anon.0767d289f33635b96debdb9e5f80c561.1, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.0767d289f33635b96debdb9e5f80c561.1, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17hb3c78389c0274c85E(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  unreachable
}

; <usize as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h5240155885370498E"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h73ad5a0e950e7135E"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #13
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17hbc4221a8096006e1E() unnamed_addr #3 {
start:
  ret void
}

; core::cmp::impls::<impl core::cmp::PartialOrd for f64>::partial_cmp
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3cmp5impls55_$LT$impl$u20$core..cmp..PartialOrd$u20$for$u20$f64$GT$11partial_cmp17h3bb405a29b9050ebE"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
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
define internal align 8 ptr @_ZN4core3cmp6max_by17h8c44d3354be63274E(ptr align 8 %0, ptr align 8 %1, ptr align 1 %compare) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %v2 = alloca [8 x i8], align 8
  %v1 = alloca [8 x i8], align 8
  store ptr %0, ptr %v1, align 8
  store ptr %1, ptr %v2, align 8
  store i8 1, ptr %_9, align 1
; call core::ops::function::impls::<impl core::ops::function::FnOnce<A> for &mut F>::call_once
  %self = call i8 @"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17h0b5332dd30436664E"(ptr align 1 %compare, ptr align 8 %v1, ptr align 8 %v2) #15
  br label %bb1

bb1:                                              ; preds = %start
  %_4 = icmp sgt i8 %self, 0
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %3 = load ptr, ptr %v2, align 8
  store ptr %3, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_9, align 1
  %4 = load ptr, ptr %v1, align 8
  store ptr %4, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load ptr, ptr %_0, align 8
  ret ptr %5

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
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h4c171709fd2fcabaE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
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
define internal void @_ZN4core3fmt2rt8Argument11new_display17h6466f42487d4ef7fE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
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
define internal void @_ZN4core3fmt2rt8Argument11new_display17h83372094f2748834E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXs1i_NtCsgEmfK2I1SDS_4core3fmtReNtB6_7Display3fmtCsgY6Mt91CT9J_14rustc_demangle, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17hd57075f2bed2b004E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN60_$LT$alloc..string..String$u20$as$u20$core..fmt..Display$GT$3fmt17ha014083edbf8953dE", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_lower_exp
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument13new_lower_exp17h110e17af48b30535E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_8LowerExp3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h45c8bd6db70c8ff0E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6882e5e685ea494dE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h71d59d2c878eb6b2E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h85f4c598a52ea4f7E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17ha63273852fdb4610E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hbc354edd1467c8ddE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hc6a1d5a694e1a397E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hd31183279dbe1b43E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hdc22a7c219b49e3bE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h73ad5a0e950e7135E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
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

; core::ops::function::impls::<impl core::ops::function::FnOnce<A> for &mut F>::call_once
; Function Attrs: nounwind nonlazybind uwtable
define internal i8 @"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17h0b5332dd30436664E"(ptr align 1 %self, ptr align 8 %0, ptr align 8 %1) unnamed_addr #0 {
start:
  %args = alloca [16 x i8], align 8
  store ptr %0, ptr %args, align 8
  %2 = getelementptr inbounds i8, ptr %args, i64 8
  store ptr %1, ptr %2, align 8
  %3 = load ptr, ptr %args, align 8
  %4 = getelementptr inbounds i8, ptr %args, i64 8
  %5 = load ptr, ptr %4, align 8
; call _03_trait_dyn::main::{{closure}}
  %_0 = call i8 @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h63926f261927fa1bE"(ptr align 1 %self, ptr align 8 %3, ptr align 8 %5) #13
  ret i8 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h013d54cfc8cceda0E"(ptr sret([16 x i8]) align 8 %_0, ptr %_1, double %0, ptr align 8 %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store double %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr %1, ptr %2, align 8
  %3 = load double, ptr %_1, align 8
  %4 = load double, ptr %_2, align 8
  %5 = getelementptr inbounds i8, ptr %_2, i64 8
  %6 = load ptr, ptr %5, align 8
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17h5a7dd867bfb29d0cE(ptr sret([16 x i8]) align 8 %_0, double %3, double %4, ptr align 8 %6) #13
  ret void
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h06513768e8861ab4E"(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17h4e78830fe247cc48E(ptr %0) #13
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17h07699611e33e74b0E(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %0, i64 %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %1, ptr %2, align 8
  %3 = load ptr, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load i64, ptr %4, align 8
; call alloc::str::<impl alloc::borrow::ToOwned for str>::to_owned
  call void @"_ZN5alloc3str56_$LT$impl$u20$alloc..borrow..ToOwned$u20$for$u20$str$GT$8to_owned17h76ebea534201920aE"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %3, i64 %5) #13
  ret void
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17h4b90a1f576787d2eE(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #15
  ret void
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17h4e78830fe247cc48E(ptr %0) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E"(ptr align 8 %_1) #13
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17h5a7dd867bfb29d0cE(ptr sret([16 x i8]) align 8 %_0, double %0, double %1, ptr align 8 %2) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  %_1 = alloca [8 x i8], align 8
  store double %0, ptr %_1, align 8
  store double %1, ptr %_2, align 8
  %3 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr %2, ptr %3, align 8
  %4 = load double, ptr %_2, align 8
  %5 = getelementptr inbounds i8, ptr %_2, i64 8
  %6 = load ptr, ptr %5, align 8
; call _03_trait_dyn::main::{{closure}}
  call void @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h0c31cbd65a12effaE"(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %_1, double %4, ptr align 8 %6) #13
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<dyn 03_trait_dyn::Shape>>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr103drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h407c3720cad001b7E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3c30e7c21565409eE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<dyn 03_trait_dyn::Stepper>>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr105drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$GT$$GT$17h6bbb6ed99a086aaeE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb4fe9250b886a2f3E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::copy_nonoverlapping::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17hedfc24a46d2e812aE(ptr %src, ptr %dst, i64 %size, i64 %align, i64 %count, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  %_15 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hc3d2ee8ab2699554E"(ptr %src, i64 %align) #13
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
  %_18 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hc3d2ee8ab2699554E"(ptr %dst, i64 %align) #13
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
  %_6 = call zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17heb08b93040ecef48E(ptr %src, ptr %dst, i64 %size, i64 %count) #13
  br i1 %_6, label %bb10, label %bb9

bb9:                                              ; preds = %bb5, %bb8
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_bd3468a7b96187f70c1ce98a3e7a63bf, ptr inttoptr (i64 567 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb10:                                             ; preds = %bb5
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr236drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hd77577b32403fa23E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h1af68478d8b0d6a5E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<(f64,f64),alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr347drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$f64$C$f64$RP$$C$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb20ba516aa1ce184E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr236drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hd77577b32403fa23E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<03_trait_dyn::Polygon>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<(f64,f64)>>
  call void @"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::string::String>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<u8>>
  call void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<u8>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
  call void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<u8>>
  call void @"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<dyn 03_trait_dyn::Shape>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr48drop_in_place$LT$dyn$u20$03_trait_dyn..Shape$GT$17h590036ea2467cc3aE"(ptr align 1 %_1.0, ptr align 8 %_1.1) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %_1.1, i64 0
  %1 = load ptr, ptr %0, align 8, !invariant.load !4
  %2 = icmp ne ptr %1, null
  br i1 %2, label %is_not_null, label %bb1

is_not_null:                                      ; preds = %start
  call void %1(ptr %_1.0) #13
  br label %bb1

bb1:                                              ; preds = %is_not_null, %start
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,(f64,f64),(),03_trait_dyn::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(f64,f64),alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr506drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$$LP$f64$C$f64$RP$$C$$LP$$RP$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$f64$C$f64$RP$$C$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h90ac427b9b1a838aE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<(f64,f64),alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr347drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$f64$C$f64$RP$$C$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb20ba516aa1ce184E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<dyn 03_trait_dyn::Stepper>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr50drop_in_place$LT$dyn$u20$03_trait_dyn..Stepper$GT$17h0c7291c5c4cf258aE"(ptr align 1 %_1.0, ptr align 8 %_1.1) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %_1.1, i64 0
  %1 = load ptr, ptr %0, align 8, !invariant.load !4
  %2 = icmp ne ptr %1, null
  br i1 %2, label %is_not_null, label %bb1

is_not_null:                                      ; preds = %start
  call void %1(ptr %_1.0) #13
  br label %bb1

bb1:                                              ; preds = %is_not_null, %start
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<u8>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
  call void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<(f64,f64)>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6db790cbc0d0e1fE"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<(f64,f64)>>
  call void @"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h1af68478d8b0d6a5E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
  call void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1b5b343a4072686eE"(ptr align 8 %_1) #13
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<(f64,f64)>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::boxed::Box<dyn 03_trait_dyn::Shape>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E"(ptr align 8 %_1) unnamed_addr #0 {
start:
  %_6.0 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_6.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_6.1, i64 0
  %2 = load ptr, ptr %1, align 8, !invariant.load !4
  %3 = icmp ne ptr %2, null
  br i1 %3, label %is_not_null, label %bb2

is_not_null:                                      ; preds = %start
  call void %2(ptr %_6.0) #13
  br label %bb2

bb2:                                              ; preds = %is_not_null, %start
; call <alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E"(ptr align 8 %_1) #13
  ret void
}

; core::ptr::drop_in_place<alloc::boxed::Box<dyn 03_trait_dyn::Stepper>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr75drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$GT$17h0860339d86906224E"(ptr align 8 %_1) unnamed_addr #0 {
start:
  %_6.0 = load ptr, ptr %_1, align 8
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_6.1 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_6.1, i64 0
  %2 = load ptr, ptr %1, align 8, !invariant.load !4
  %3 = icmp ne ptr %2, null
  br i1 %3, label %is_not_null, label %bb2

is_not_null:                                      ; preds = %start
  call void %2(ptr %_6.0) #13
  br label %bb2

bb2:                                              ; preds = %is_not_null, %start
; call <alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h40eda351e77607b6E"(ptr align 8 %_1) #13
  ret void
}

; core::ptr::drop_in_place<[alloc::boxed::Box<dyn 03_trait_dyn::Shape>]>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr83drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$u5d$$GT$17h6e208e3aff2c5438E"(ptr align 8 %_1.0, i64 %_1.1) unnamed_addr #0 {
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
  %_6 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %_1.0, i64 %1
  %2 = load i64, ptr %_3, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr %_3, align 8
; call core::ptr::drop_in_place<alloc::boxed::Box<dyn 03_trait_dyn::Shape>>
  call void @"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E"(ptr align 8 %_6) #15
  br label %bb3

bb1:                                              ; preds = %bb3
  ret void
}

; core::ptr::drop_in_place<[alloc::boxed::Box<dyn 03_trait_dyn::Stepper>]>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr85drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$u5d$$GT$17hf71d8ed4d0834537E"(ptr align 8 %_1.0, i64 %_1.1) unnamed_addr #0 {
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
  %_6 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Stepper>", ptr %_1.0, i64 %1
  %2 = load i64, ptr %_3, align 8
  %3 = add i64 %2, 1
  store i64 %3, ptr %_3, align 8
; call core::ptr::drop_in_place<alloc::boxed::Box<dyn 03_trait_dyn::Stepper>>
  call void @"_ZN4core3ptr75drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$GT$17h0860339d86906224E"(ptr align 8 %_6) #15
  br label %bb3

bb1:                                              ; preds = %bb3
  ret void
}

; core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr %ptr, ptr align 8 %0) unnamed_addr #1 {
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

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn 03_trait_dyn::Shape>>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr96drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h2a1adfe3d493d65fE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf53c7b90708a540fE"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<dyn 03_trait_dyn::Shape>>>
  call void @"_ZN4core3ptr103drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h407c3720cad001b7E"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<alloc::boxed::Box<dyn 03_trait_dyn::Stepper>>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr98drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$GT$$GT$17ha97cc7b09fab4dadE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h20fec9ce9d7fe8b5E"(ptr align 8 %_1) #15
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<alloc::boxed::Box<dyn 03_trait_dyn::Stepper>>>
  call void @"_ZN4core3ptr105drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$GT$$GT$17h6bbb6ed99a086aaeE"(ptr align 8 %_1) #15
  ret void
}

; core::ptr::alignment::Alignment::new_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ptr9alignment9Alignment13new_unchecked18precondition_check17hebc27c32c908a1daE(i64 %align, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = alloca [4 x i8], align 4
  %2 = call i64 @llvm.ctpop.i64(i64 %align)
  %3 = trunc i64 %2 to i32
  store i32 %3, ptr %1, align 4
  %_5 = load i32, ptr %1, align 4
  %4 = icmp eq i32 %_5, 1
  br i1 %4, label %bb1, label %bb2

bb1:                                              ; preds = %start
  ret void

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_0625062a5eee489a7813ee965a38d15a, ptr inttoptr (i64 397 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hc3d2ee8ab2699554E"(ptr %self, i64 %align) unnamed_addr #1 {
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
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17ha57712ea7531a31aE"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
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
define internal void @_ZN4core4hint16assert_unchecked18precondition_check17hb74c7a0f2d3c83b2E(i1 zeroext %cond, ptr align 8 %0) unnamed_addr #1 {
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
define internal void @_ZN4core4hint21unreachable_unchecked18precondition_check17hb3c78389c0274c85E(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_75fb06c2453febd814e73f5f2e72ae38, ptr inttoptr (i64 399 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h453d2f4f7d099920E"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h0fc81bf31a18780eE"(ptr align 4 %self) #13
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h890a053f396510a0E"(ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h3710ac4a416ac71bE"(ptr align 8 %self) #13
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h13c9bc7d5237371cE"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  %_4 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_4, align 4
  %_0.i = icmp slt i32 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.0767d289f33635b96debdb9e5f80c561.2, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0767d289f33635b96debdb9e5f80c561.2, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb4

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds i8, ptr %self, i64 4
; call <i32 as core::iter::range::Step>::steps_between
  call void @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$13steps_between17h5e92470f6a0ff073E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self, ptr align 4 %_6) #13
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h3e7ef2e4282aa250E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h7282e444ec2dea90E(ptr sret([32 x i8]) align 8 %_0, i64 %self.0, i64 %self.1, ptr align 8 %f.0, ptr align 8 %f.1) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %self.1, ptr %1, align 8
  store ptr %f.0, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %f.1, ptr %2, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @_ZN4core4iter6traits8iterator8Iterator3map17h7c312146cd7faf8cE(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h7d879c889bcdc44bE(ptr sret([32 x i8]) align 8 %_0, i64 %self.0, i64 %self.1, ptr align 8 %f.0, ptr align 8 %f.1) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %self.1, ptr %1, align 8
  store ptr %f.0, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %f.1, ptr %2, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hb35d56e0746f0d49E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h0aca3ec84201e6aeE(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h966080a4ba38a42eE"(ptr %self.0, ptr %self.1) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h1cadd331a002897aE(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he6f63ad15c72da1fE"(ptr %self.0, ptr %self.1) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h2c610b96edd8bbd7E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha6687eb520da4061E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17hce91ee7a8a4a1643E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha9feb8eac5d1d2b0E"(ptr align 8 %self) #15
  ret double %_0
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4fold17h138f8d2dbbe68596E(i32 %0, i32 %1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  %4 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h453d2f4f7d099920E"(ptr align 4 %self) #13
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
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE"(ptr align 8 %f, i32 %x) #13
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,(f64,f64),(),03_trait_dyn::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(f64,f64),alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr506drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$$LP$f64$C$f64$RP$$C$$LP$$RP$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$f64$C$f64$RP$$C$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h90ac427b9b1a838aE"(ptr align 8 %f) #15
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,(f64,f64),(),03_trait_dyn::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<(f64,f64),alloc::vec::Vec<(f64,f64)>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,03_trait_dyn::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr506drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$$LP$f64$C$f64$RP$$C$$LP$$RP$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$$LP$f64$C$f64$RP$$C$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$03_trait_dyn..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h90ac427b9b1a838aE"(ptr align 8 %f) #16
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
define internal double @_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE(i64 %0, i64 %1, double %init, ptr align 8 %2, ptr align 8 %3) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %7 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h890a053f396510a0E"(ptr align 8 %self) #13
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
  %_12 = load double, ptr %accum, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_9 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E"(ptr align 8 %f, double %_12, i64 %x) #13
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

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E(i64 %0, i64 %1, double %init, ptr align 8 %2, ptr align 8 %3) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %7 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h890a053f396510a0E"(ptr align 8 %self) #13
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
  %_12 = load double, ptr %accum, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_9 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"(ptr align 8 %f, double %_12, i64 %x) #13
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
define internal align 8 ptr @_ZN4core4iter6traits8iterator8Iterator6max_by17h86b34a1fc11d782bE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call core::iter::traits::iterator::Iterator::reduce
  %_0 = call align 8 ptr @_ZN4core4iter6traits8iterator8Iterator6reduce17hdf02d310de0526faE(ptr %self.0, ptr %self.1) #13
  ret ptr %_0
}

; core::iter::traits::iterator::Iterator::max_by::fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE"(ptr align 1 %_1, ptr align 8 %x, ptr align 8 %y) unnamed_addr #1 {
start:
; call core::cmp::max_by
  %_0 = call align 8 ptr @_ZN4core3cmp6max_by17h8c44d3354be63274E(ptr align 8 %x, ptr align 8 %y, ptr align 1 %_1) #13
  ret ptr %_0
}

; core::iter::traits::iterator::Iterator::reduce
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core4iter6traits8iterator8Iterator6reduce17hdf02d310de0526faE(ptr %0, ptr %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_11 = alloca [1 x i8], align 1
  %self1 = alloca [8 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %self = alloca [16 x i8], align 8
  store ptr %0, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
  store i8 1, ptr %_11, align 1
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %4 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1d960a0a58d4cdddE"(ptr align 8 %self) #13
  store ptr %4, ptr %self1, align 8
  br label %bb1

bb1:                                              ; preds = %start
  %5 = load ptr, ptr %self1, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = icmp eq i64 %6, 0
  %_13 = select i1 %7, i64 0, i64 1
  %8 = trunc nuw i64 %_13 to i1
  br i1 %8, label %bb12, label %bb11

bb12:                                             ; preds = %bb1
  %v = load ptr, ptr %self1, align 8
  store ptr %v, ptr %_3, align 8
  %first = load ptr, ptr %_3, align 8
  store i8 0, ptr %_12, align 1
  %_9.0 = load ptr, ptr %self, align 8
  %9 = getelementptr inbounds i8, ptr %self, i64 8
  %_9.1 = load ptr, ptr %9, align 8
  store i8 0, ptr %_11, align 1
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_8 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1d590f6fbc10fe25E"(ptr %_9.0, ptr %_9.1, ptr align 8 %first) #13
  br label %bb3

bb11:                                             ; preds = %bb1
  store ptr null, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb11
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  %10 = load ptr, ptr %_0, align 8
  ret ptr %10

bb3:                                              ; preds = %bb12
  store ptr %_8, ptr %_0, align 8
  br label %bb5

bb2:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %11 = load i8, ptr %_11, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb7, label %bb10

bb10:                                             ; preds = %bb7, %bb8
  %13 = load i8, ptr %_12, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb9, label %bb6

bb7:                                              ; preds = %bb8
  br label %bb10

bb6:                                              ; preds = %bb9, %bb10
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb9:                                              ; preds = %bb10
  br label %bb6
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h01cb9c765aa8b84eE(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hd209d307dde2ca5dE"(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1) #13
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17ha9e261db1bc65425E(i32 %self.0, i32 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb14cc707ed23eddbE"(i32 %self.0, i32 %self.1, ptr align 8 %_4) #15
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E"(ptr align 8 %_1, double %item.0, double %item.1) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE"(ptr align 8 %_1, double %item.0, double %item.1) #13
  ret void
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _03_trait_dyn::total_area_dyn::{{closure}}
  %_7 = call double @"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E"(ptr align 1 %_1, ptr align 8 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h9f794d46c887fef8E"(ptr align 1 %_1, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h175a2e39b1e3a29cE"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call _03_trait_dyn::total_area_generic::{{closure}}
  %_7 = call double @"_ZN13_03_trait_dyn18total_area_generic28_$u7b$$u7b$closure$u7d$$u7d$17h27d454f94c557ce6E"(ptr align 1 %_1, ptr align 8 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hed5aa9c90b867587E"(ptr align 1 %_1, double %acc, double %_7) #13
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E"(ptr align 8 %_1, double %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 16
  store i8 1, ptr %_10, align 1
; call <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::perimeter::{{closure}}
  %_7 = call double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter28_$u7b$$u7b$closure$u7d$$u7d$17h0e596e26446fecaeE"(ptr align 8 %_1, i64 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h100b1a2c0daccccaE"(ptr align 1 %_4, double %acc, double %_7) #13
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
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE"(ptr align 8 %_1, i32 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call _03_trait_dyn::main::{{closure}}
  %1 = call { double, double } @"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17hde64addcf1f2892dE"(ptr align 1 %_8, i32 %elt) #13
  %_7.0 = extractvalue { double, double } %1, 0
  %_7.1 = extractvalue { double, double } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E"(ptr align 8 %_1, double %_7.0, double %_7.1) #13
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

bb5:                                              ; No predecessors!
  %2 = load i8, ptr %_10, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"(ptr align 8 %_1, double %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 16
  store i8 1, ptr %_10, align 1
; call <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::area::{{closure}}
  %_7 = call double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"(ptr align 8 %_1, i64 %elt) #13
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6030dc61bfc28ca9E"(ptr align 1 %_4, double %acc, double %_7) #13
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

; core::alloc::layout::Layout::from_size_alignment_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5alloc6layout6Layout29from_size_alignment_unchecked18precondition_check17h4bbadee614c0c3dbE(i64 %size, i64 %alignment, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7 = sub nuw i64 -9223372036854775808, %alignment
  %_3 = icmp ule i64 %size, %_7
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_8cf3531fd3c828ab298b686071a40c17, ptr inttoptr (i64 519 to ptr), i1 zeroext false, ptr align 8 %0) #14
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h0ac9e4ed22aef030E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h3ce786e80a51116fE"(ptr align 8 %self.0, i64 %self.1) #13
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hcae6d7f0a00fd0adE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h23f2e4c445a503d4E"(ptr align 8 %self.0, i64 %self.1) #13
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h932ddd6056b82ad1E(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17hc3d2ee8ab2699554E"(ptr %data, i64 %align) #13
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h23f2e4c445a503d4E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %slice.0, i64 %slice.1
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h3ce786e80a51116fE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
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
define internal void @"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %0, i64 %1, ptr align 8 %default) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @_ZN4core3ops8function6FnOnce9call_once17h07699611e33e74b0E(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %t.0, i64 %t.1) #13
  br label %bb4

bb2:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call alloc::fmt::format::{{closure}}
  call void @"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %default) #13
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

; core::ub_checks::maybe_is_nonoverlapping::runtime
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core9ub_checks23maybe_is_nonoverlapping7runtime17heb08b93040ecef48E(ptr %src, ptr %dst, i64 %size, i64 %count) unnamed_addr #1 {
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

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17hd912c86d31d1018cE"() unnamed_addr #1 {
start:
  ret i8 0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h966080a4ba38a42eE"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0f7c85f121539575E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha6687eb520da4061E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2c7c4e7710bc85f7E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17ha9feb8eac5d1d2b0E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he3cb5b5c7f75f3f0E"(ptr align 8 %iter, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he6f63ad15c72da1fE"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h416a10cf77335e0bE"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #15
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h100b1a2c0daccccaE"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6030dc61bfc28ca9E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h9f794d46c887fef8E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hed5aa9c90b867587E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <03_trait_dyn::Rect as 03_trait_dyn::Shape>::area
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = load double, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_3 = load double, ptr %0, align 8
  %_0 = fmul double %_2, %_3
  ret double %_0
}

; <03_trait_dyn::Rect as 03_trait_dyn::Shape>::name
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_9 = alloca [16 x i8], align 8
  %_8 = alloca [16 x i8], align 8
  %args = alloca [32 x i8], align 8
  %_2 = alloca [24 x i8], align 8
  %_6 = getelementptr inbounds i8, ptr %self, i64 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_8, ptr align 8 %self) #13
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_9, ptr align 8 %_6) #13
  %0 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %_8, i64 16, i1 false)
  %1 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %_9, i64 16, i1 false)
; call core::fmt::Arguments::new
  %2 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17ha63273852fdb4610E(ptr align 1 @alloc_c3fce1171d12859324082a2efce37dde, ptr align 8 %args) #13
  %_3.0 = extractvalue { ptr, ptr } %2, 0
  %_3.1 = extractvalue { ptr, ptr } %2, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_2, ptr %_3.0, ptr %_3.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 24, i1 false)
  ret void
}

; <03_trait_dyn::Rect as 03_trait_dyn::Shape>::perimeter
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17ha4452b4730109bbaE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_3 = load double, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_4 = load double, ptr %0, align 8
  %_2 = fadd double %_3, %_4
  %_0 = fmul double 2.000000e+00, %_2
  ret double %_0
}

; <03_trait_dyn::Rk4 as 03_trait_dyn::Stepper>::step
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hf98da393db3a09ccE"(ptr align 1 %self, ptr align 1 %f.0, ptr align 8 %f.1, double %t, ptr align 8 %y, double %h) unnamed_addr #0 {
start:
  %_44 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_38 = alloca [24 x i8], align 8
  %_36 = alloca [16 x i8], align 8
  %k4 = alloca [16 x i8], align 8
  %_28 = alloca [24 x i8], align 8
  %_26 = alloca [16 x i8], align 8
  %k3 = alloca [16 x i8], align 8
  %_17 = alloca [24 x i8], align 8
  %_15 = alloca [16 x i8], align 8
  %k2 = alloca [16 x i8], align 8
  %k1 = alloca [16 x i8], align 8
  %_6 = alloca [0 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %f.1, i64 40
  %1 = load ptr, ptr %0, align 8, !invariant.load !4, !nonnull !4
  call void %1(ptr sret([16 x i8]) align 8 %k1, ptr align 1 %f.0, double %t, ptr align 8 %y) #13
  %_13 = fdiv double %h, 2.000000e+00
  %_12 = fadd double %t, %_13
  %_20 = fdiv double %h, 2.000000e+00
  store ptr %y, ptr %_17, align 8
  %2 = getelementptr inbounds i8, ptr %_17, i64 8
  store ptr %k1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_17, i64 16
  store double %_20, ptr %3, align 8
  %4 = load ptr, ptr %_17, align 8
  %5 = getelementptr inbounds i8, ptr %_17, i64 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %_17, i64 16
  %8 = load double, ptr %7, align 8
; call <03_trait_dyn::Rk4 as 03_trait_dyn::Stepper>::step::{{closure}}
  call void @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step28_$u7b$$u7b$closure$u7d$$u7d$17h09588c3ccda4b7e4E"(ptr sret([16 x i8]) align 8 %_15, ptr align 1 %_6, ptr align 8 %4, ptr align 8 %6, double %8) #13
  %9 = getelementptr inbounds i8, ptr %f.1, i64 40
  %10 = load ptr, ptr %9, align 8, !invariant.load !4, !nonnull !4
  call void %10(ptr sret([16 x i8]) align 8 %k2, ptr align 1 %f.0, double %_12, ptr align 8 %_15) #13
  %_24 = fdiv double %h, 2.000000e+00
  %_23 = fadd double %t, %_24
  %_31 = fdiv double %h, 2.000000e+00
  store ptr %y, ptr %_28, align 8
  %11 = getelementptr inbounds i8, ptr %_28, i64 8
  store ptr %k2, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %_28, i64 16
  store double %_31, ptr %12, align 8
  %13 = load ptr, ptr %_28, align 8
  %14 = getelementptr inbounds i8, ptr %_28, i64 8
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %_28, i64 16
  %17 = load double, ptr %16, align 8
; call <03_trait_dyn::Rk4 as 03_trait_dyn::Stepper>::step::{{closure}}
  call void @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step28_$u7b$$u7b$closure$u7d$$u7d$17h09588c3ccda4b7e4E"(ptr sret([16 x i8]) align 8 %_26, ptr align 1 %_6, ptr align 8 %13, ptr align 8 %15, double %17) #13
  %18 = getelementptr inbounds i8, ptr %f.1, i64 40
  %19 = load ptr, ptr %18, align 8, !invariant.load !4, !nonnull !4
  call void %19(ptr sret([16 x i8]) align 8 %k3, ptr align 1 %f.0, double %_23, ptr align 8 %_26) #13
  %_34 = fadd double %t, %h
  store ptr %y, ptr %_38, align 8
  %20 = getelementptr inbounds i8, ptr %_38, i64 8
  store ptr %k3, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %_38, i64 16
  store double %h, ptr %21, align 8
  %22 = load ptr, ptr %_38, align 8
  %23 = getelementptr inbounds i8, ptr %_38, i64 8
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %_38, i64 16
  %26 = load double, ptr %25, align 8
; call <03_trait_dyn::Rk4 as 03_trait_dyn::Stepper>::step::{{closure}}
  call void @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step28_$u7b$$u7b$closure$u7d$$u7d$17h09588c3ccda4b7e4E"(ptr sret([16 x i8]) align 8 %_36, ptr align 1 %_6, ptr align 8 %22, ptr align 8 %24, double %26) #13
  %27 = getelementptr inbounds i8, ptr %f.1, i64 40
  %28 = load ptr, ptr %27, align 8, !invariant.load !4, !nonnull !4
  call void %28(ptr sret([16 x i8]) align 8 %k4, ptr align 1 %f.0, double %_34, ptr align 8 %_36) #13
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %29 = call { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbdf9005d28cd08f0E"(i64 0, i64 2) #13
  %_41.0 = extractvalue { i64, i64 } %29, 0
  %_41.1 = extractvalue { i64, i64 } %29, 1
  store i64 %_41.0, ptr %iter, align 8
  %30 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %_41.1, ptr %30, align 8
  br label %bb9

bb9:                                              ; preds = %bb18, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %31 = call { i64, i64 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h890a053f396510a0E"(ptr align 8 %iter) #13
  %32 = extractvalue { i64, i64 } %31, 0
  %33 = extractvalue { i64, i64 } %31, 1
  store i64 %32, ptr %_44, align 8
  %34 = getelementptr inbounds i8, ptr %_44, i64 8
  store i64 %33, ptr %34, align 8
  %_46 = load i64, ptr %_44, align 8
  %35 = getelementptr inbounds i8, ptr %_44, i64 8
  %36 = load i64, ptr %35, align 8
  %37 = trunc nuw i64 %_46 to i1
  br i1 %37, label %bb12, label %bb13

bb12:                                             ; preds = %bb9
  %38 = getelementptr inbounds i8, ptr %_44, i64 8
  %i = load i64, ptr %38, align 8
  %_49 = fdiv double %h, 6.000000e+00
  %_54 = icmp ult i64 %i, 2
  br i1 %_54, label %bb14, label %panic

bb13:                                             ; preds = %bb9
  ret void

bb14:                                             ; preds = %bb12
  %39 = getelementptr inbounds nuw double, ptr %k1, i64 %i
  %_53 = load double, ptr %39, align 8
  %_57 = icmp ult i64 %i, 2
  br i1 %_57, label %bb15, label %panic1

panic:                                            ; preds = %bb12
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 2, ptr align 8 @alloc_aef77529991ec1b4f4a04d0e7766bf39) #14
  unreachable

bb15:                                             ; preds = %bb14
  %40 = getelementptr inbounds nuw double, ptr %k2, i64 %i
  %_56 = load double, ptr %40, align 8
  %_55 = fmul double 2.000000e+00, %_56
  %_52 = fadd double %_53, %_55
  %_60 = icmp ult i64 %i, 2
  br i1 %_60, label %bb16, label %panic2

panic1:                                           ; preds = %bb14
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 2, ptr align 8 @alloc_f6a01f981d396d88814dd16cf0515751) #14
  unreachable

bb16:                                             ; preds = %bb15
  %41 = getelementptr inbounds nuw double, ptr %k3, i64 %i
  %_59 = load double, ptr %41, align 8
  %_58 = fmul double 2.000000e+00, %_59
  %_51 = fadd double %_52, %_58
  %_62 = icmp ult i64 %i, 2
  br i1 %_62, label %bb17, label %panic3

panic2:                                           ; preds = %bb15
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 2, ptr align 8 @alloc_0321739427bc83b758554a9f76e249cd) #14
  unreachable

bb17:                                             ; preds = %bb16
  %42 = getelementptr inbounds nuw double, ptr %k4, i64 %i
  %_61 = load double, ptr %42, align 8
  %_50 = fadd double %_51, %_61
  %_48 = fmul double %_49, %_50
  %_63 = icmp ult i64 %i, 2
  br i1 %_63, label %bb18, label %panic4

panic3:                                           ; preds = %bb16
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 2, ptr align 8 @alloc_c729cc9650f4a35d4184445097f3d387) #14
  unreachable

bb18:                                             ; preds = %bb17
  %43 = getelementptr inbounds nuw double, ptr %y, i64 %i
  %44 = getelementptr inbounds nuw double, ptr %y, i64 %i
  %45 = load double, ptr %44, align 8
  %46 = fadd double %45, %_48
  store double %46, ptr %43, align 8
  br label %bb9

panic4:                                           ; preds = %bb17
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 2, ptr align 8 @alloc_f034e8460579ee553c0af694bda4c94c) #14
  unreachable

bb11:                                             ; No predecessors!
  unreachable
}

; <03_trait_dyn::Rk4 as 03_trait_dyn::Stepper>::step::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step28_$u7b$$u7b$closure$u7d$$u7d$17h09588c3ccda4b7e4E"(ptr sret([16 x i8]) align 8 %_0, ptr align 1 %_1, ptr align 8 %a, ptr align 8 %k, double %s) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds nuw double, ptr %a, i64 0
  %_6 = load double, ptr %0, align 8
  %1 = getelementptr inbounds nuw double, ptr %k, i64 0
  %_10 = load double, ptr %1, align 8
  %_9 = fmul double %s, %_10
  %_5 = fadd double %_6, %_9
  %2 = getelementptr inbounds nuw double, ptr %a, i64 1
  %_14 = load double, ptr %2, align 8
  %3 = getelementptr inbounds nuw double, ptr %k, i64 1
  %_18 = load double, ptr %3, align 8
  %_17 = fmul double %s, %_18
  %_13 = fadd double %_14, %_17
  %4 = getelementptr inbounds nuw double, ptr %_0, i64 0
  store double %_5, ptr %4, align 8
  %5 = getelementptr inbounds nuw double, ptr %_0, i64 1
  store double %_13, ptr %5, align 8
  ret void
}

; <03_trait_dyn::Rk4 as 03_trait_dyn::Stepper>::label
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$5label17h487d0e5c51cbd912E"(ptr align 1 %self) unnamed_addr #0 {
start:
  ret { ptr, i64 } { ptr @alloc_1ba570ed8f2e69b8f209cab630f383c4, i64 3 }
}

; alloc::fmt::format
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #1 {
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
  %5 = load ptr, ptr @anon.0767d289f33635b96debdb9e5f80c561.0, align 8
  %6 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0767d289f33635b96debdb9e5f80c561.0, i64 8), align 8
  store ptr %5, ptr %_2, align 8
  %7 = getelementptr inbounds i8, ptr %_2, i64 8
  store i64 %6, ptr %7, align 8
  br label %bb2

bb5:                                              ; preds = %bb3
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h932ddd6056b82ad1E(ptr %self, i64 1, i64 1, i64 %len, ptr align 8 @alloc_c744d1012daac153da5bdea777499410) #13
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
  call void @"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %9, i64 %11, ptr align 8 %args) #13
  ret void
}

; alloc::fmt::format::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %_1) unnamed_addr #1 {
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
define internal void @"_ZN5alloc3str56_$LT$impl$u20$alloc..borrow..ToOwned$u20$for$u20$str$GT$8to_owned17h76ebea534201920aE"(ptr sret([24 x i8]) align 8 %_0, ptr align 1 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %bytes = alloca [24 x i8], align 8
; call <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
  call void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha56d06a502b38886E"(ptr sret([24 x i8]) align 8 %bytes, ptr align 1 %self.0, i64 %self.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %bytes, i64 24, i1 false)
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h586c3313ef948241E"(ptr align 8 %self, i32 %0, i32 %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  %iterator = alloca [8 x i8], align 4
  store i32 %0, ptr %iterator, align 4
  %3 = getelementptr inbounds i8, ptr %iterator, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h5c6b4add36d478c4E"(ptr sret([24 x i8]) align 8 %_5, ptr align 4 %iterator) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h2108616b427e1b31E"(ptr align 8 %self, i64 %additional) #15
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
  %_21.0 = load i32, ptr %iterator, align 4
  %14 = getelementptr inbounds i8, ptr %iterator, i64 4
  %_21.1 = load i32, ptr %14, align 4
  %15 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %15, align 8
  store ptr %len, ptr %_22, align 8
  %16 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %16, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17ha9e261db1bc65425E(i32 %_21.0, i32 %_21.1, ptr align 8 %_22) #13
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

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE"(ptr align 8 %_1, double %element.0, double %element.1) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw { double, double }, ptr %_4, i64 %_5
  store double %element.0, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_3, i64 8
  store double %element.1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = getelementptr inbounds i8, ptr %_1, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, 1
  store i64 %6, ptr %3, align 8
  ret void
}

; alloc::vec::Vec<T,A>::from_raw_parts_in::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$17from_raw_parts_in18precondition_check17hc765b3e867fb8826E"(i64 %length, i64 %capacity, ptr align 8 %0) unnamed_addr #1 {
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

; alloc::vec::Vec<T,A>::len
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6906b5a30c33cc50E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_0 = load i64, ptr %0, align 8
  %_2 = icmp ule i64 %_0, 576460752303423487
  ret i64 %_0
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h2108616b427e1b31E"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
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
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 8, i64 16) #15
  br label %bb2
}

; alloc::vec::Vec<T,A>::set_len::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17h1f0731f5565d94c9E"(i64 %new_len, i64 %capacity, ptr align 8 %0) unnamed_addr #1 {
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

; alloc::alloc::Global::alloc_impl_runtime
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @_ZN5alloc5alloc6Global18alloc_impl_runtime17h9b11ecc0a5672b16E(i64 %layout.0, i64 %layout.1, i1 zeroext %zeroed) unnamed_addr #1 {
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
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr %_19, ptr align 8 @alloc_b32cf8b9ab30c790bbc0840b2fa926d9) #13
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
  %11 = load ptr, ptr @anon.0767d289f33635b96debdb9e5f80c561.0, align 8
  %12 = load i64, ptr getelementptr inbounds (i8, ptr @anon.0767d289f33635b96debdb9e5f80c561.0, i64 8), align 8
  store ptr %11, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %12, ptr %13, align 8
  br label %bb6

bb15:                                             ; preds = %bb5
  br label %bb16

bb16:                                             ; preds = %bb15
  %_31 = load ptr, ptr %raw_ptr, align 8
; call core::ptr::non_null::NonNull<T>::new_unchecked::precondition_check
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr %_31, ptr align 8 @alloc_f79e0e94e2ad0f0e1c95aa03a7f180a1) #13
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
  call void @"_ZN4core3ptr8non_null16NonNull$LT$T$GT$13new_unchecked18precondition_check17hdeeab63fa8bd64e6E"(ptr %ptr, ptr align 8 @alloc_b32cf8b9ab30c790bbc0840b2fa926d9) #13
  br label %bb21

bb21:                                             ; preds = %bb19
  store ptr %ptr, ptr %_0, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %layout.1, ptr %14, align 8
  br label %bb6
}

; alloc::boxed::box_new_uninit
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal ptr @_ZN5alloc5boxed14box_new_uninit17ha25eacdf15002dfbE(i64 %layout.0, i64 %layout.1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
; call alloc::alloc::Global::alloc_impl_runtime
  %0 = call { ptr, i64 } @_ZN5alloc5alloc6Global18alloc_impl_runtime17h9b11ecc0a5672b16E(i64 %layout.0, i64 %layout.1, i1 zeroext false) #13
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

; alloc::raw_vec::RawVecInner<A>::with_capacity_in
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1496653693849cfbE"(i64 %capacity, i64 %elem_layout.0, i64 %elem_layout.1) unnamed_addr #1 {
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
  call void @_ZN4core4hint16assert_unchecked18precondition_check17hb74c7a0f2d3c83b2E(i1 zeroext %cond, ptr align 8 @alloc_8a557fa53722333f4e14612354d66d02) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  %7 = insertvalue { i64, ptr } poison, i64 %this.0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %this.1, 1
  ret { i64, ptr } %8

bb2:                                              ; No predecessors!
  unreachable
}

; <03_trait_dyn::Circle as 03_trait_dyn::Shape>::area
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_3 = load double, ptr %self, align 8
  %_2 = fmul double 0x400921FB54442D18, %_3
  %_4 = load double, ptr %self, align 8
  %_0 = fmul double %_2, %_4
  ret double %_0
}

; <03_trait_dyn::Circle as 03_trait_dyn::Shape>::name
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_7 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_2 = alloca [24 x i8], align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h3e03a4ef5932bd9dE(ptr sret([16 x i8]) align 8 %_7, ptr align 8 %self) #13
  %0 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %_7, i64 16, i1 false)
; call core::fmt::Arguments::new
  %1 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6882e5e685ea494dE(ptr align 1 @alloc_796188fc52a987266f280c9b84fbce76, ptr align 8 %args) #13
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_2, ptr %_3.0, ptr %_3.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 24, i1 false)
  ret void
}

; <03_trait_dyn::Circle as 03_trait_dyn::Shape>::perimeter
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h5315d6b1b4124983E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_3 = load double, ptr %self, align 8
  %_0 = fmul double 0x401921FB54442D18, %_3
  ret double %_0
}

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN60_$LT$alloc..string..String$u20$as$u20$core..fmt..Display$GT$3fmt17ha014083edbf8953dE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8
; call <str as core::fmt::Display>::fmt
  %_0 = call zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr align 1 %_8, i64 %_7, ptr align 8 %f) #15
  ret i1 %_0
}

; <03_trait_dyn::Euler as 03_trait_dyn::Stepper>::step
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN61_$LT$03_trait_dyn..Euler$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hc30f73b7962752c9E"(ptr align 1 %self, ptr align 1 %f.0, ptr align 8 %f.1, double %t, ptr align 8 %y, double %h) unnamed_addr #0 {
start:
  %d = alloca [16 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %f.1, i64 40
  %1 = load ptr, ptr %0, align 8, !invariant.load !4, !nonnull !4
  call void %1(ptr sret([16 x i8]) align 8 %d, ptr align 1 %f.0, double %t, ptr align 8 %y) #13
  %2 = getelementptr inbounds nuw double, ptr %d, i64 0
  %_10 = load double, ptr %2, align 8
  %_9 = fmul double %h, %_10
  %3 = getelementptr inbounds nuw double, ptr %y, i64 0
  %4 = getelementptr inbounds nuw double, ptr %y, i64 0
  %5 = load double, ptr %4, align 8
  %6 = fadd double %5, %_9
  store double %6, ptr %3, align 8
  %7 = getelementptr inbounds nuw double, ptr %d, i64 1
  %_16 = load double, ptr %7, align 8
  %_15 = fmul double %h, %_16
  %8 = getelementptr inbounds nuw double, ptr %y, i64 1
  %9 = getelementptr inbounds nuw double, ptr %y, i64 1
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %_15
  store double %11, ptr %8, align 8
  ret void
}

; <03_trait_dyn::Euler as 03_trait_dyn::Stepper>::label
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN61_$LT$03_trait_dyn..Euler$u20$as$u20$03_trait_dyn..Stepper$GT$5label17hbcb563e334c38345E"(ptr align 1 %self) unnamed_addr #0 {
start:
  ret { ptr, i64 } { ptr @alloc_5c3acc1b74143ee738bf52aa0eec54d5, i64 5 }
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::area
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_6 = alloca [32 x i8], align 8
  %n = alloca [8 x i8], align 8
; call alloc::vec::Vec<T,A>::len
  %0 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6906b5a30c33cc50E"(ptr align 8 %self) #13
  store i64 %0, ptr %n, align 8
  %_7.1 = load i64, ptr %n, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h7282e444ec2dea90E(ptr sret([32 x i8]) align 8 %_6, i64 0, i64 %_7.1, ptr align 8 %self, ptr align 8 %n) #13
; call core::iter::traits::iterator::Iterator::sum
  %_5 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h2c610b96edd8bbd7E(ptr align 8 %_6) #15
; call core::f64::<impl f64>::abs
  %_4 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h4c171709fd2fcabaE"(double %_5) #13
  %_0 = fmul double %_4, 5.000000e-01
  ret double %_0
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::area::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"(ptr align 8 %_1, i64 %i) unnamed_addr #1 {
start:
  %_5 = alloca [32 x i8], align 8
  %_23 = load ptr, ptr %_1, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_7 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hcb376014389cdd8cE"(ptr align 8 %_23, i64 %i, ptr align 8 @alloc_20ea913c5f7ad87fdf3070b064e6449b) #13
  %_6.0 = load double, ptr %_7, align 8
  %0 = getelementptr inbounds i8, ptr %_7, i64 8
  %_6.1 = load double, ptr %0, align 8
  %_24 = load ptr, ptr %_1, align 8
  %_14.0 = add i64 %i, 1
  %_14.1 = icmp ult i64 %_14.0, %i
  br i1 %_14.1, label %panic, label %bb2

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_25 = load ptr, ptr %1, align 8
  %_15 = load i64, ptr %_25, align 8
  %_16 = icmp eq i64 %_15, 0
  br i1 %_16, label %panic1, label %bb3

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_7078034ab431870576913cb4d76ff386) #14
  unreachable

bb3:                                              ; preds = %bb2
  %_12 = urem i64 %_14.0, %_15
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_10 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hcb376014389cdd8cE"(ptr align 8 %_24, i64 %_12, ptr align 8 @alloc_41d0d500ff01b22efce66bdd54f8a007) #13
  %_9.0 = load double, ptr %_10, align 8
  %2 = getelementptr inbounds i8, ptr %_10, i64 8
  %_9.1 = load double, ptr %2, align 8
  store double %_6.0, ptr %_5, align 8
  %3 = getelementptr inbounds i8, ptr %_5, i64 8
  store double %_6.1, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 16
  store double %_9.0, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store double %_9.1, ptr %5, align 8
  %a.0 = load double, ptr %_5, align 8
  %6 = getelementptr inbounds i8, ptr %_5, i64 8
  %a.1 = load double, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 16
  %b.0 = load double, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %b.1 = load double, ptr %8, align 8
  %_17 = fmul double %a.0, %b.1
  %_20 = fmul double %b.0, %a.1
  %_0 = fsub double %_17, %_20
  ret double %_0

panic1:                                           ; preds = %bb2
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_7078034ab431870576913cb4d76ff386) #14
  unreachable
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::name
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #0 {
start:
  %_9 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_6 = alloca [8 x i8], align 8
  %_2 = alloca [24 x i8], align 8
; call alloc::vec::Vec<T,A>::len
  %0 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6906b5a30c33cc50E"(ptr align 8 %self) #13
  store i64 %0, ptr %_6, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h6466f42487d4ef7fE(ptr sret([16 x i8]) align 8 %_9, ptr align 8 %_6) #13
  %1 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %1, ptr align 8 %_9, i64 16, i1 false)
; call core::fmt::Arguments::new
  %2 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hbc354edd1467c8ddE(ptr align 1 @alloc_8867a184070240f3242b7e0d11cd4209, ptr align 8 %args) #13
  %_3.0 = extractvalue { ptr, ptr } %2, 0
  %_3.1 = extractvalue { ptr, ptr } %2, 1
; call alloc::fmt::format
  call void @_ZN5alloc3fmt6format17h6aa5e0b0bccfafbaE(ptr sret([24 x i8]) align 8 %_2, ptr %_3.0, ptr %_3.1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 24, i1 false)
  ret void
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::perimeter
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %_4 = alloca [32 x i8], align 8
  %n = alloca [8 x i8], align 8
; call alloc::vec::Vec<T,A>::len
  %0 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h6906b5a30c33cc50E"(ptr align 8 %self) #13
  store i64 %0, ptr %n, align 8
  %_5.1 = load i64, ptr %n, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h7d879c889bcdc44bE(ptr sret([32 x i8]) align 8 %_4, i64 0, i64 %_5.1, ptr align 8 %self, ptr align 8 %n) #13
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17hce91ee7a8a4a1643E(ptr align 8 %_4) #15
  ret double %_0
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::perimeter::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter28_$u7b$$u7b$closure$u7d$$u7d$17h0e596e26446fecaeE"(ptr align 8 %_1, i64 %i) unnamed_addr #1 {
start:
  %_5 = alloca [32 x i8], align 8
  %_26 = load ptr, ptr %_1, align 8
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_7 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hcb376014389cdd8cE"(ptr align 8 %_26, i64 %i, ptr align 8 @alloc_f49c21781815ba0fd35c70d20a2e3638) #13
  %_6.0 = load double, ptr %_7, align 8
  %0 = getelementptr inbounds i8, ptr %_7, i64 8
  %_6.1 = load double, ptr %0, align 8
  %_27 = load ptr, ptr %_1, align 8
  %_14.0 = add i64 %i, 1
  %_14.1 = icmp ult i64 %_14.0, %i
  br i1 %_14.1, label %panic, label %bb2

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_28 = load ptr, ptr %1, align 8
  %_15 = load i64, ptr %_28, align 8
  %_16 = icmp eq i64 %_15, 0
  br i1 %_16, label %panic1, label %bb3

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_94a9f781acd61a2a34a09a9efc43802e) #14
  unreachable

bb3:                                              ; preds = %bb2
  %_12 = urem i64 %_14.0, %_15
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_10 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hcb376014389cdd8cE"(ptr align 8 %_27, i64 %_12, ptr align 8 @alloc_c54792d024b07950fe23585524bbbd22) #13
  %_9.0 = load double, ptr %_10, align 8
  %2 = getelementptr inbounds i8, ptr %_10, i64 8
  %_9.1 = load double, ptr %2, align 8
  store double %_6.0, ptr %_5, align 8
  %3 = getelementptr inbounds i8, ptr %_5, i64 8
  store double %_6.1, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 16
  store double %_9.0, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store double %_9.1, ptr %5, align 8
  %a.0 = load double, ptr %_5, align 8
  %6 = getelementptr inbounds i8, ptr %_5, i64 8
  %a.1 = load double, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_5, i64 16
  %b.0 = load double, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %b.1 = load double, ptr %8, align 8
  %_19 = fsub double %a.0, %b.0
; call std::f64::<impl f64>::powi
  %_18 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17ha9cf79f14a6a2275E"(double %_19, i32 2) #13
  %_23 = fsub double %a.1, %b.1
; call std::f64::<impl f64>::powi
  %_22 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17ha9cf79f14a6a2275E"(double %_23, i32 2) #13
  %_17 = fadd double %_18, %_22
; call std::f64::<impl f64>::sqrt
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h5468e91799bf69a4E"(double %_17) #13
  ret double %_0

panic1:                                           ; preds = %bb2
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_94a9f781acd61a2a34a09a9efc43802e) #14
  unreachable
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hbdf9005d28cd08f0E"(i64 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } poison, i64 %self.0, 0
  %1 = insertvalue { i64, i64 } %0, i64 %self.1, 1
  ret { i64, i64 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17he4ca3bdc5f57ca27E"(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hff9302acd8f41584E"(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; <alloc::alloc::Global as core::alloc::Allocator>::deallocate
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$alloc..alloc..Global$u20$as$u20$core..alloc..Allocator$GT$10deallocate17h41c96deeda3aff4eE"(ptr align 1 %self, ptr %ptr, i64 %layout.0, i64 %layout.1) unnamed_addr #1 {
start:
  %0 = icmp eq i64 %layout.1, 0
  br i1 %0, label %bb2, label %bb1

bb2:                                              ; preds = %bb1, %start
  ret void

bb1:                                              ; preds = %start
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr %ptr, i64 %layout.1, i64 %layout.0) #15
  br label %bb2
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h20fec9ce9d7fe8b5E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
; call core::ptr::drop_in_place<[alloc::boxed::Box<dyn 03_trait_dyn::Stepper>]>
  call void @"_ZN4core3ptr85drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Stepper$GT$$u5d$$GT$17hf71d8ed4d0834537E"(ptr align 8 %_5, i64 %len) #15
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb6db790cbc0d0e1fE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf53c7b90708a540fE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
; call core::ptr::drop_in_place<[alloc::boxed::Box<dyn 03_trait_dyn::Shape>]>
  call void @"_ZN4core3ptr83drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$u5d$$GT$17h6e208e3aff2c5438E"(ptr align 8 %_5, i64 %len) #15
  ret void
}

; <alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h40eda351e77607b6E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = alloca [8 x i8], align 8
  %ptr.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %ptr.1 = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %ptr.1, i64 8
  %4 = load i64, ptr %3, align 8, !invariant.load !4
  %5 = getelementptr inbounds i8, ptr %ptr.1, i64 16
  %6 = load i64, ptr %5, align 8, !invariant.load !4
  store i64 %4, ptr %1, align 8
  %size = load i64, ptr %1, align 8
  %7 = getelementptr inbounds i8, ptr %ptr.1, i64 8
  %8 = load i64, ptr %7, align 8, !invariant.load !4
  %9 = getelementptr inbounds i8, ptr %ptr.1, i64 16
  %10 = load i64, ptr %9, align 8, !invariant.load !4
  store i64 %10, ptr %0, align 8
  %align = load i64, ptr %0, align 8
  br label %bb6

bb6:                                              ; preds = %start
; call core::ptr::alignment::Alignment::new_unchecked::precondition_check
  call void @_ZN4core3ptr9alignment9Alignment13new_unchecked18precondition_check17hebc27c32c908a1daE(i64 %align, ptr align 8 @alloc_baf8ef05762bb2cbbccf0ad20ba0c118) #13
  br label %bb7

bb7:                                              ; preds = %bb6
  br label %bb8

bb8:                                              ; preds = %bb7
; call core::alloc::layout::Layout::from_size_alignment_unchecked::precondition_check
  call void @_ZN4core5alloc6layout6Layout29from_size_alignment_unchecked18precondition_check17h4bbadee614c0c3dbE(i64 %size, i64 %align, ptr align 8 @alloc_43b307780025650359e0e1b649546c3c) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  %11 = icmp eq i64 %size, 0
  br i1 %11, label %bb3, label %bb1

bb3:                                              ; preds = %bb1, %bb9
  ret void

bb1:                                              ; preds = %bb9
  %_7 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::alloc::Allocator>::deallocate
  call void @"_ZN63_$LT$alloc..alloc..Global$u20$as$u20$core..alloc..Allocator$GT$10deallocate17h41c96deeda3aff4eE"(ptr align 1 %_7, ptr %ptr.0, i64 %align, i64 %size) #13
  br label %bb3
}

; <alloc::boxed::Box<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = alloca [8 x i8], align 8
  %ptr.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %ptr.1 = load ptr, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %ptr.1, i64 8
  %4 = load i64, ptr %3, align 8, !invariant.load !4
  %5 = getelementptr inbounds i8, ptr %ptr.1, i64 16
  %6 = load i64, ptr %5, align 8, !invariant.load !4
  store i64 %4, ptr %1, align 8
  %size = load i64, ptr %1, align 8
  %7 = getelementptr inbounds i8, ptr %ptr.1, i64 8
  %8 = load i64, ptr %7, align 8, !invariant.load !4
  %9 = getelementptr inbounds i8, ptr %ptr.1, i64 16
  %10 = load i64, ptr %9, align 8, !invariant.load !4
  store i64 %10, ptr %0, align 8
  %align = load i64, ptr %0, align 8
  br label %bb6

bb6:                                              ; preds = %start
; call core::ptr::alignment::Alignment::new_unchecked::precondition_check
  call void @_ZN4core3ptr9alignment9Alignment13new_unchecked18precondition_check17hebc27c32c908a1daE(i64 %align, ptr align 8 @alloc_baf8ef05762bb2cbbccf0ad20ba0c118) #13
  br label %bb7

bb7:                                              ; preds = %bb6
  br label %bb8

bb8:                                              ; preds = %bb7
; call core::alloc::layout::Layout::from_size_alignment_unchecked::precondition_check
  call void @_ZN4core5alloc6layout6Layout29from_size_alignment_unchecked18precondition_check17h4bbadee614c0c3dbE(i64 %size, i64 %align, ptr align 8 @alloc_43b307780025650359e0e1b649546c3c) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  %11 = icmp eq i64 %size, 0
  br i1 %11, label %bb3, label %bb1

bb3:                                              ; preds = %bb1, %bb9
  ret void

bb1:                                              ; preds = %bb9
  %_7 = getelementptr inbounds i8, ptr %self, i64 16
; call <alloc::alloc::Global as core::alloc::Allocator>::deallocate
  call void @"_ZN63_$LT$alloc..alloc..Global$u20$as$u20$core..alloc..Allocator$GT$10deallocate17h41c96deeda3aff4eE"(ptr align 1 %_7, ptr %ptr.0, i64 %align, i64 %size) #13
  br label %bb3
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h8c5fafd6cc9e02d0E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <usize as core::slice::index::SliceIndex<[T]>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hd1cbbaa13fc358bfE"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4 = icmp ult i64 %self, %slice.1
  br i1 %_4, label %bb1, label %panic

bb1:                                              ; preds = %start
  %_0 = getelementptr inbounds nuw { double, double }, ptr %slice.0, i64 %self
  ret ptr %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %self, i64 %slice.1, ptr align 8 %0) #14
  unreachable
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3c30e7c21565409eE"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 16) #15
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb4fe9250b886a2f3E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 16) #15
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 16) #15
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hcb376014389cdd8cE"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %2, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::index
  %_0 = call align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17hd1cbbaa13fc358bfE"(i64 %index, ptr align 8 %_7, i64 %_6, ptr align 8 %0) #13
  ret ptr %_0
}

; <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h1b5b343a4072686eE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_2 = load i64, ptr %0, align 8
  %_3 = load ptr, ptr %self, align 8
  store i64 %_2, ptr %_3, align 8
  ret void
}

; <T as alloc::slice::<impl [T]>::to_vec_in::ConvertVec>::to_vec
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha56d06a502b38886E"(ptr sret([24 x i8]) align 8 %v, ptr align 1 %s.0, i64 %s.1) unnamed_addr #1 {
start:
  %_17 = alloca [8 x i8], align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %0 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17h1496653693849cfbE"(i64 %s.1, i64 1, i64 1) #13
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
  call void @_ZN4core3ptr19copy_nonoverlapping18precondition_check17hedfc24a46d2e812aE(ptr %s.0, ptr %_12, i64 1, i64 1, i64 %s.1, ptr align 8 @alloc_37f6e60a2902ea1334fb3e649d7c5a34) #13
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
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17h1f0731f5565d94c9E"(i64 %s.1, i64 %5, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #13
  br label %bb9

bb9:                                              ; preds = %bb10
  %6 = getelementptr inbounds i8, ptr %v, i64 16
  store i64 %s.1, ptr %6, align 8
  br label %bb2

bb11:                                             ; No predecessors!
  unreachable
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h0fc81bf31a18780eE"(ptr align 4 %self) unnamed_addr #1 {
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
  %_6 = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17hffb461b173408603E"(i32 %old, i64 1) #13
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
define internal { i64, i64 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h3710ac4a416ac71bE"(ptr align 8 %self) unnamed_addr #1 {
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
  %_6 = call i64 @"_ZN49_$LT$usize$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h5240155885370498E"(i64 %old, i64 1) #13
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1d590f6fbc10fe25E"(ptr %self.0, ptr %self.1, ptr align 8 %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  store ptr %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store ptr %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17ha57712ea7531a31aE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load ptr, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %self.0, i64 %count
; call core::iter::traits::iterator::Iterator::max_by::fold::{{closure}}
  %_18 = call align 8 ptr @"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE"(ptr align 1 %f, ptr align 8 %_21, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  store ptr %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h73ad5a0e950e7135E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
  %11 = load ptr, ptr %acc, align 8
  store ptr %11, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %12 = load ptr, ptr %_0, align 8
  ret ptr %12

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
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha3f095306e6db24eE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17ha57712ea7531a31aE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h175a2e39b1e3a29cE"(ptr align 1 %f, double %_21, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h73ad5a0e950e7135E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb7f7624e3be79fd2E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17ha57712ea7531a31aE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #13
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #14
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #13
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h73ad5a0e950e7135E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #13
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h1d960a0a58d4cdddE"(ptr align 8 %self) unnamed_addr #1 {
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
  %_16 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %ptr, i64 1
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
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hf0feb8cceb37fd14E"(ptr align 8 %self) unnamed_addr #1 {
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
  %_16 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Stepper>", ptr %ptr, i64 1
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

; <&alloc::vec::Vec<T,A> as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h6e13a395b6e6919cE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_9 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Shape>", ptr %_5, i64 %len
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

; <&alloc::vec::Vec<T,A> as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h934dcd4e539cef47E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_9 = getelementptr inbounds nuw %"alloc::boxed::Box<dyn Stepper>", ptr %_5, i64 %len
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

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hd209d307dde2ca5dE"(ptr sret([24 x i8]) align 8 %_0, i32 %iter.0, i32 %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hff9302acd8f41584E"(i32 %iter.0, i32 %iter.1) #13
  %_2.0 = extractvalue { i32, i32 } %0, 0
  %_2.1 = extractvalue { i32, i32 } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hcfa5f10ff120e451E"(ptr sret([24 x i8]) align 8 %_0, i32 %_2.0, i32 %_2.1) #15
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h92e2a9dba1ff9a77E"(ptr align 8 %self, i32 %iterator.0, i32 %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h586c3313ef948241E"(ptr align 8 %self, i32 %iterator.0, i32 %iterator.1) #15
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hcfa5f10ff120e451E"(ptr sret([24 x i8]) align 8 %_0, i32 %iterator.0, i32 %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E"(ptr sret([24 x i8]) align 8 %_0, i32 %iterator.0, i32 %iterator.1) #15
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #5

; core::panicking::panic_misaligned_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64, i64, ptr align 8) unnamed_addr #6

; core::panicking::panic_null_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8) unnamed_addr #6

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr, ptr) unnamed_addr #0

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <&str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs1i_NtCsgEmfK2I1SDS_4core3fmtReNtB6_7Display3fmtCsgY6Mt91CT9J_14rustc_demangle(ptr align 8, ptr align 8) unnamed_addr #0

; <f64 as core::fmt::LowerExp>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_8LowerExp3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #5

; <alloc::vec::Vec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXso_NtCslNYArtu3iFV_5alloc3vecINtB5_3VechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8) unnamed_addr #0

; <alloc::raw_vec::RawVec<u8> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvXs1_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVechENtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4dropCsduwmD7cSIQq_5gimli(ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #7

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #7

; core::panicking::panic_nounwind
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking14panic_nounwind(ptr align 1, i64) unnamed_addr #5

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #6

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
declare noalias ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64, i64 allocalign) unnamed_addr #8

; __rustc::__rust_alloc_zeroed
; Function Attrs: nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable
declare noalias ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64, i64 allocalign) unnamed_addr #9

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64, i64) unnamed_addr #10

; <alloc::raw_vec::RawVecInner>::try_allocate_in
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8, i64, i1 zeroext, i64, i64) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64, i64) unnamed_addr #10

; <str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr align 1, i64, ptr align 8) unnamed_addr #0

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #5

; core::panicking::panic_const::panic_const_rem_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8) unnamed_addr #5

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr captures(address), i64, i64) unnamed_addr #11

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
  %3 = call i64 @_ZN3std2rt10lang_start17hf28c4b50d772e2adE(ptr @_ZN13_03_trait_dyn4main17h61b09f3b8f535897E, i64 %2, ptr %1, i8 0)
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
attributes #8 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
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
!4 = !{}
!5 = !{i64 1634544294153849}
