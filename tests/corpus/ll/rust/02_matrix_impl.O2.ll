; ModuleID = '02_matrix_impl.5610049a79f4ebd9-cgu.0'
source_filename = "02_matrix_impl.5610049a79f4ebd9-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"alloc::string::String" = type { %"alloc::vec::Vec<u8>" }
%"alloc::vec::Vec<u8>" = type { %"alloc::raw_vec::RawVec<u8>", i64 }
%"alloc::raw_vec::RawVec<u8>" = type { %"alloc::raw_vec::RawVecInner", %"core::marker::PhantomData<u8>" }
%"alloc::raw_vec::RawVecInner" = type { i64, ptr, %"alloc::alloc::Global" }
%"alloc::alloc::Global" = type {}
%"core::marker::PhantomData<u8>" = type {}

@alloc_6d502164bddacfdaa080ebdb753d9cf4 = private unnamed_addr constant [7 x i8] c"\04A =\0A\C0\00", align 1
@alloc_8504ff56e84df571c319578b5e661a07 = private unnamed_addr constant [11 x i8] c"\08A*A^T =\0A\C0\00", align 1
@alloc_7b0e80510041651d42e9de426144ae03 = private unnamed_addr constant [16 x i8] c"\0Bsymmetric: \C0\01\0A\00", align 1
@alloc_29bdb48f7364bc18851a72339f7efb86 = private unnamed_addr constant [8 x i8] c"singular", align 1
@alloc_3e3c6e53da0f930f0fffeea58be2b16b = private unnamed_addr constant [23 x i8] c"rust/02_matrix_impl.rs\00", align 1
@alloc_d94ddf5687980d429f742433ba4ef02c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00r\00\00\00\19\00\00\00" }>, align 8
@alloc_d683d9ba965e15a9df815af2255b4e29 = private unnamed_addr constant [9 x i8] c"\04x = \C0\01\0A\00", align 1
@alloc_e786abd3ae64de70e2fda74a612a56aa = private unnamed_addr constant [21 x i8] c"\10residual small: \C0\01\0A\00", align 1
@alloc_6b11cebfedeb455965800e1d9d73c9f5 = private unnamed_addr constant [24 x i8] c"\00\00\00\00\00\00\F0?\00\00\00\00\00\00\00@\00\00\00\00\00\00\08@", align 8
@alloc_8d8adc6eba2698a3c400f7c8a9627986 = private unnamed_addr constant [37 x i8] c" singular solve is_none-or-huge: \C0\01\0A\00", align 1
@alloc_8e1e465f85634498dcfab9d62a590a32 = private unnamed_addr constant [42 x i8] c"\1Fdominant eigenvalue of A*A^T = \C5 \00\00p\09\00\01\0A\00", align 1
@alloc_a3d7f7c5a7f243f66d488cc65d6d5ec0 = private unnamed_addr constant [15 x i8] c"\0AA*I == A: \C0\01\0A\00", align 1
@alloc_10c4496333b00a179b4187a09d52ed02 = private unnamed_addr constant [8 x i8] c"\C5 \00\00p\09\00\00", align 1
@alloc_d653349553545617b0b054fe7d5af7a5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00=\00\00\00\16\00\00\00" }>, align 8
@alloc_f46067d1e0464fd81d51f2a251448c3b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00=\00\00\00\22\00\00\00" }>, align 8
@alloc_060b08e5ab85325c9d8108317dd927ea = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00)\00\00\00\11\00\00\00" }>, align 8
@alloc_91505ebff3892cef2ff23e746ea6c5bb = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\000\00\00\00\13\00\00\00" }>, align 8
@alloc_fa00febe800c37e66b57260affc3f805 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\003\00\00\00\1A\00\00\00" }>, align 8
@alloc_8d8028ad7c8226717472adb03a4efd57 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\003\00\00\00&\00\00\00" }>, align 8
@alloc_cfef672ac3cff0ccac85b6488481f106 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\008\00\00\00\1E\00\00\00" }>, align 8
@alloc_8b3b5756588b9cbc3428999dcaf6d46b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\008\00\00\00\12\00\00\00" }>, align 8
@alloc_9c10cf374c547f6ad2b14b37d5a2cb84 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\005\00\00\00\1E\00\00\00" }>, align 8
@alloc_a80b096b84d6f68ff46cc1fb88f78f03 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\006\00\00\00\16\00\00\00" }>, align 8
@alloc_d8a5fff2a419f61d5c55f848c4e99311 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00.\00\00\00\1C\00\00\00" }>, align 8
@alloc_38859802400c816e9f7e1a346a98dcde = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00-\00\00\00" }>, align 8
@alloc_e75f2076a56cee06c12cabdf6b3b04ec = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00J\00\00\00" }>, align 8
@alloc_5e65edda378d5426f16aaa09f8b817a9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00(\00\00\00Z\00\00\00" }>, align 8
@alloc_2da88c09fc2b3c9b24883053e2d507b3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00<\00\00\00.\00\00\00" }>, align 8
@alloc_fe03226eece5962f94e2cb8e8d14c41d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00<\00\00\00:\00\00\00" }>, align 8
@alloc_0025edbac865429f0d692bc706e2757d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00\1B\00\00\00\12\00\00\00" }>, align 8
@alloc_ca238e08ea7adbeac5d1d40e5dfb46d6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00B\00\00\00;\00\00\00" }>, align 8
@alloc_06bcf2d0249e1b3b82e6190f1e691f88 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00B\00\00\00F\00\00\00" }>, align 8
@alloc_9ef287a5dc3b1521ffac821ee6ebafa6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00!\00\00\008\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h76d6f80d741aaccaE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE" }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he4712e6ee8baa096E" }>, align 8
@alloc_49a1e817e911805af64bbc7efb390101 = private unnamed_addr constant [1 x i8] c"\0A", align 1
@alloc_8f69dfd4654784c5e7cbd39af55396fc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00a\00\00\00*\00\00\00" }>, align 8
@alloc_ceb14c036f805b5ef23ef86085732fe4 = private unnamed_addr constant [10 x i8] c"\C7 \00\00x\0C\00\06\00\00", align 1
@alloc_8e6d7e492c1c99abb3324644f1ba60e6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00T\00\00\00N\00\00\00" }>, align 8
@alloc_10011c9bcfa6ac3d7b27a6fd6b163944 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3e3c6e53da0f930f0fffeea58be2b16b, [16 x i8] c"\16\00\00\00\00\00\00\00T\00\00\00Z\00\00\00" }>, align 8

; _02_matrix_impl::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN15_02_matrix_impl4main17h0063bd0acda75c87E() unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %args.i.i.i.i.i.i.i.i = alloca [16 x i8], align 8
  %v.i.i.i.i.i.i.i.i = alloca [8 x i8], align 8
  %_5.i.i.i.i.i.i.i = alloca [24 x i8], align 8
  %args7 = alloca [16 x i8], align 8
  %_101 = alloca [40 x i8], align 8
  %_100 = alloca [1 x i8], align 1
  %i4 = alloca [40 x i8], align 8
  %args6 = alloca [16 x i8], align 8
  %w = alloca [24 x i8], align 8
  %lambda = alloca [8 x i8], align 8
  %args5 = alloca [16 x i8], align 8
  %_65 = alloca [24 x i8], align 8
  %_64 = alloca [1 x i8], align 1
  %sing = alloca [40 x i8], align 8
  %args4 = alloca [16 x i8], align 8
  %_56 = alloca [1 x i8], align 1
  %_49 = alloca [24 x i8], align 8
  %args3 = alloca [16 x i8], align 8
  %_40 = alloca [24 x i8], align 8
  %_34 = alloca [24 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_26 = alloca [40 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %args1 = alloca [16 x i8], align 8
  %p = alloca [40 x i8], align 8
  %s = alloca [40 x i8], align 8
  %at = alloca [40 x i8], align 8
  %args = alloca [16 x i8], align 8
  %a = alloca [40 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !4)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !7)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !10
; call __rustc::__rust_alloc_zeroed
  %0 = tail call noundef align 8 dereferenceable_or_null(128) ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) 128, i64 noundef 8) #16, !noalias !10
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb14.i.i.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit

bb14.i.i.i:                                       ; preds = %start
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 128) #17, !noalias !15
  unreachable

_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit: ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %a, i64 24
  store i64 4, ptr %2, align 8, !alias.scope !16
  %3 = getelementptr inbounds nuw i8, ptr %a, i64 32
  store i64 4, ptr %3, align 8, !alias.scope !16
  store i64 16, ptr %a, align 8, !alias.scope !16
  %_3.sroa.4.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %a, i64 8
  store ptr %0, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !16
  %_3.sroa.5.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %a, i64 16
  store i64 16, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !16
  store double 4.000000e+00, ptr %0, align 8, !noalias !4
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store double 0x3FD5555555555555, ptr %4, align 8, !noalias !4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store double 2.000000e-01, ptr %5, align 8, !noalias !4
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store double 0x3FC2492492492492, ptr %6, align 8, !noalias !4
  %_11.110.i = getelementptr inbounds nuw i8, ptr %0, i64 32
  store double 5.000000e-01, ptr %_11.110.i, align 8, !noalias !4
  %_11.1.1.i = getelementptr inbounds nuw i8, ptr %0, i64 40
  store double 5.000000e+00, ptr %_11.1.1.i, align 8, !noalias !4
  %_11.2.1.i = getelementptr inbounds nuw i8, ptr %0, i64 48
  store double 0x3FC5555555555555, ptr %_11.2.1.i, align 8, !noalias !4
  %_11.3.1.i = getelementptr inbounds nuw i8, ptr %0, i64 56
  store double 1.250000e-01, ptr %_11.3.1.i, align 8, !noalias !4
  %_11.215.i = getelementptr inbounds nuw i8, ptr %0, i64 64
  store double 0x3FD5555555555555, ptr %_11.215.i, align 8, !noalias !4
  %_11.1.2.i = getelementptr inbounds nuw i8, ptr %0, i64 72
  store double 2.000000e-01, ptr %_11.1.2.i, align 8, !noalias !4
  %_11.2.2.i = getelementptr inbounds nuw i8, ptr %0, i64 80
  store double 6.000000e+00, ptr %_11.2.2.i, align 8, !noalias !4
  %_11.3.2.i = getelementptr inbounds nuw i8, ptr %0, i64 88
  store double 0x3FBC71C71C71C71C, ptr %_11.3.2.i, align 8, !noalias !4
  %_11.320.i = getelementptr inbounds nuw i8, ptr %0, i64 96
  store double 2.500000e-01, ptr %_11.320.i, align 8, !noalias !4
  %_11.1.3.i = getelementptr inbounds nuw i8, ptr %0, i64 104
  store double 0x3FC5555555555555, ptr %_11.1.3.i, align 8, !noalias !4
  %_11.2.3.i = getelementptr inbounds nuw i8, ptr %0, i64 112
  store double 1.250000e-01, ptr %_11.2.3.i, align 8, !noalias !4
  %_11.3.3.i = getelementptr inbounds nuw i8, ptr %0, i64 120
  store double 7.000000e+00, ptr %_11.3.3.i, align 8, !noalias !4
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %a, ptr %args, align 8
  %_6.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..fmt..Display$GT$3fmt17h6cf03e907aadd715E", ptr %_6.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_6d502164bddacfdaa080ebdb753d9cf4, ptr noundef nonnull %args) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.start.p0(ptr nonnull %at)
; call _02_matrix_impl::Matrix::transpose
  call fastcc void @_ZN15_02_matrix_impl6Matrix9transpose17h4a54d63260e5d38aE(ptr noalias noundef sret([40 x i8]) align 8 captures(address) dereferenceable(40) %at, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a) #16
  call void @llvm.lifetime.start.p0(ptr nonnull %s)
  call void @llvm.experimental.noalias.scope.decl(metadata !17)
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  call void @llvm.experimental.noalias.scope.decl(metadata !22)
  %_3.i = load i64, ptr %2, align 8, !alias.scope !20, !noalias !24, !noundef !25
  %_4.i = load i64, ptr %3, align 8, !alias.scope !20, !noalias !24, !noundef !25
  %_13.i = load ptr, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !20, !noalias !24, !nonnull !25, !noundef !25
  %_13.i195 = ptrtoint ptr %_13.i to i64
  %_12.i = load i64, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !20, !noalias !24, !noundef !25
  %7 = getelementptr inbounds nuw i8, ptr %at, i64 8
  %_5.i.i.i = load ptr, ptr %7, align 8, !alias.scope !26, !noalias !31, !nonnull !25, !noundef !25
  %_5.i.i.i196 = ptrtoint ptr %_5.i.i.i to i64
  %8 = getelementptr inbounds nuw i8, ptr %at, i64 16
  %len.i.i.i = load i64, ptr %8, align 8, !alias.scope !26, !noalias !31, !noundef !25
  %..i.i.i.i = call noundef i64 @llvm.umin.i64(i64 %len.i.i.i, i64 %_12.i)
  %_33.0.i.i.i.i = shl nuw i64 %..i.i.i.i, 3
  %_38.i.i.i.i = icmp ugt i64 %..i.i.i.i, 1152921504606846975
  br i1 %_38.i.i.i.i, label %bb3.i.i.i, label %bb18.i.i.i.i, !prof !33

bb18.i.i.i.i:                                     ; preds = %_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit
  %9 = icmp eq i64 %..i.i.i.i, 0
  br i1 %9, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", label %bb3.i.i.i.i

bb3.i.i.i.i:                                      ; preds = %bb18.i.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !34
; call __rustc::__rust_alloc
  %10 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i.i, i64 noundef 8) #16, !noalias !34
  %11 = ptrtoint ptr %10 to i64
  %12 = icmp eq ptr %10, null
  br i1 %12, label %bb3.i.i.i, label %bb14.i.i.i.i.i.i.i.i.preheader

bb14.i.i.i.i.i.i.i.i.preheader:                   ; preds = %bb3.i.i.i.i
  %min.iters.check = icmp ult i64 %..i.i.i.i, 8
  br i1 %min.iters.check, label %bb14.i.i.i.i.i.i.i.i.preheader217, label %vector.memcheck

vector.memcheck:                                  ; preds = %bb14.i.i.i.i.i.i.i.i.preheader
  %13 = sub i64 %11, %_13.i195
  %diff.check = icmp ult i64 %13, 32
  %14 = sub i64 %11, %_5.i.i.i196
  %diff.check197 = icmp ult i64 %14, 32
  %conflict.rdx = or i1 %diff.check, %diff.check197
  br i1 %conflict.rdx, label %bb14.i.i.i.i.i.i.i.i.preheader217, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %..i.i.i.i, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %15 = getelementptr inbounds nuw double, ptr %_13.i, i64 %index
  %16 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %index
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  call void @llvm.experimental.noalias.scope.decl(metadata !43)
  call void @llvm.experimental.noalias.scope.decl(metadata !45)
  call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %wide.load = load <2 x double>, ptr %15, align 8, !alias.scope !50, !noalias !51
  %wide.load198 = load <2 x double>, ptr %17, align 8, !alias.scope !50, !noalias !51
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %wide.load199 = load <2 x double>, ptr %16, align 8, !alias.scope !71, !noalias !72
  %wide.load200 = load <2 x double>, ptr %18, align 8, !alias.scope !71, !noalias !72
  %19 = fadd <2 x double> %wide.load, %wide.load199
  %20 = fadd <2 x double> %wide.load198, %wide.load200
  %21 = getelementptr inbounds nuw double, ptr %10, i64 %index
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16
  store <2 x double> %19, ptr %21, align 8, !noalias !73
  store <2 x double> %20, ptr %22, align 8, !noalias !73
  %index.next = add nuw i64 %index, 4
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !78

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %..i.i.i.i, %n.vec
  br i1 %cmp.n, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", label %bb14.i.i.i.i.i.i.i.i.preheader217

bb14.i.i.i.i.i.i.i.i.preheader217:                ; preds = %vector.memcheck, %bb14.i.i.i.i.i.i.i.i.preheader, %middle.block
  %.ph218 = phi i64 [ 0, %vector.memcheck ], [ 0, %bb14.i.i.i.i.i.i.i.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %..i.i.i.i, 3
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb14.i.i.i.i.i.i.i.i.prol.loopexit, label %bb14.i.i.i.i.i.i.i.i.prol

bb14.i.i.i.i.i.i.i.i.prol:                        ; preds = %bb14.i.i.i.i.i.i.i.i.preheader217, %bb14.i.i.i.i.i.i.i.i.prol
  %24 = phi i64 [ %25, %bb14.i.i.i.i.i.i.i.i.prol ], [ %.ph218, %bb14.i.i.i.i.i.i.i.i.preheader217 ]
  %prol.iter = phi i64 [ %prol.iter.next, %bb14.i.i.i.i.i.i.i.i.prol ], [ 0, %bb14.i.i.i.i.i.i.i.i.preheader217 ]
  %25 = add nuw nsw i64 %24, 1
  %_3.i.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw double, ptr %_13.i, i64 %24
  %_3.i3.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %24
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  call void @llvm.experimental.noalias.scope.decl(metadata !43)
  call void @llvm.experimental.noalias.scope.decl(metadata !45)
  call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %_5.i.i3.i.i.i.i.i.i.i.i.prol = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.prol, align 8, !alias.scope !50, !noalias !51, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.prol = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.prol, align 8, !alias.scope !71, !noalias !72, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.prol = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.prol, %_6.i.i.i.i.i.i.i.i.i.i.prol
  %_3.i.i.i.i.i.i.i.i.i.i.i.prol = getelementptr inbounds nuw double, ptr %10, i64 %24
  store double %_0.i.i.i.i.i.i.i.i.i.i.prol, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.prol, align 8, !noalias !73
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter
  br i1 %prol.iter.cmp.not, label %bb14.i.i.i.i.i.i.i.i.prol.loopexit, label %bb14.i.i.i.i.i.i.i.i.prol, !llvm.loop !81

bb14.i.i.i.i.i.i.i.i.prol.loopexit:               ; preds = %bb14.i.i.i.i.i.i.i.i.prol, %bb14.i.i.i.i.i.i.i.i.preheader217
  %.unr = phi i64 [ %.ph218, %bb14.i.i.i.i.i.i.i.i.preheader217 ], [ %25, %bb14.i.i.i.i.i.i.i.i.prol ]
  %26 = sub nsw i64 %.ph218, %..i.i.i.i
  %27 = icmp ugt i64 %26, -4
  br i1 %27, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", label %bb14.i.i.i.i.i.i.i.i

bb3.i.i.i:                                        ; preds = %bb3.i.i.i.i, %_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit
  %_4.sroa.4.0.ph.i.i.i = phi i64 [ 8, %bb3.i.i.i.i ], [ 0, %_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i.i, i64 %_33.0.i.i.i.i) #17, !noalias !83
  unreachable

bb14.i.i.i.i.i.i.i.i:                             ; preds = %bb14.i.i.i.i.i.i.i.i.prol.loopexit, %bb14.i.i.i.i.i.i.i.i
  %28 = phi i64 [ %32, %bb14.i.i.i.i.i.i.i.i ], [ %.unr, %bb14.i.i.i.i.i.i.i.i.prol.loopexit ]
  %29 = add nuw nsw i64 %28, 1
  %_3.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_13.i, i64 %28
  %_3.i3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %28
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  call void @llvm.experimental.noalias.scope.decl(metadata !43)
  call void @llvm.experimental.noalias.scope.decl(metadata !45)
  call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %_5.i.i3.i.i.i.i.i.i.i.i = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i, align 8, !alias.scope !50, !noalias !51, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i, align 8, !alias.scope !71, !noalias !72, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i = fadd double %_5.i.i3.i.i.i.i.i.i.i.i, %_6.i.i.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %10, i64 %28
  store double %_0.i.i.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i.i.i, align 8, !noalias !73
  %30 = add nuw nsw i64 %28, 2
  %_3.i.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw double, ptr %_13.i, i64 %29
  %_3.i3.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %29
  call void @llvm.experimental.noalias.scope.decl(metadata !84)
  call void @llvm.experimental.noalias.scope.decl(metadata !86)
  call void @llvm.experimental.noalias.scope.decl(metadata !88)
  call void @llvm.experimental.noalias.scope.decl(metadata !90)
  %_5.i.i3.i.i.i.i.i.i.i.i.1 = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.1, align 8, !alias.scope !92, !noalias !93, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.1 = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.1, align 8, !alias.scope !94, !noalias !95, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.1 = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.1, %_6.i.i.i.i.i.i.i.i.i.i.1
  %_3.i.i.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw double, ptr %10, i64 %29
  store double %_0.i.i.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.1, align 8, !noalias !96
  %31 = add nuw nsw i64 %28, 3
  %_3.i.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw double, ptr %_13.i, i64 %30
  %_3.i3.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %30
  call void @llvm.experimental.noalias.scope.decl(metadata !97)
  call void @llvm.experimental.noalias.scope.decl(metadata !99)
  call void @llvm.experimental.noalias.scope.decl(metadata !101)
  call void @llvm.experimental.noalias.scope.decl(metadata !103)
  %_5.i.i3.i.i.i.i.i.i.i.i.2 = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.2, align 8, !alias.scope !105, !noalias !106, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.2 = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.2, align 8, !alias.scope !107, !noalias !108, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.2 = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.2, %_6.i.i.i.i.i.i.i.i.i.i.2
  %_3.i.i.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw double, ptr %10, i64 %30
  store double %_0.i.i.i.i.i.i.i.i.i.i.2, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.2, align 8, !noalias !109
  %32 = add nuw nsw i64 %28, 4
  %_3.i.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw double, ptr %_13.i, i64 %31
  %_3.i3.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %31
  call void @llvm.experimental.noalias.scope.decl(metadata !110)
  call void @llvm.experimental.noalias.scope.decl(metadata !112)
  call void @llvm.experimental.noalias.scope.decl(metadata !114)
  call void @llvm.experimental.noalias.scope.decl(metadata !116)
  %_5.i.i3.i.i.i.i.i.i.i.i.3 = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.3, align 8, !alias.scope !118, !noalias !119, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.3 = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.3, align 8, !alias.scope !120, !noalias !121, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.3 = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.3, %_6.i.i.i.i.i.i.i.i.i.i.3
  %_3.i.i.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw double, ptr %10, i64 %31
  store double %_0.i.i.i.i.i.i.i.i.i.i.3, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.3, align 8, !noalias !122
  %exitcond.not.i.i.i.i.i.i.i.i.3 = icmp eq i64 %32, %..i.i.i.i
  br i1 %exitcond.not.i.i.i.i.i.i.i.i.3, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", label %bb14.i.i.i.i.i.i.i.i, !llvm.loop !123

"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit": ; preds = %bb14.i.i.i.i.i.i.i.i.prol.loopexit, %bb14.i.i.i.i.i.i.i.i, %middle.block, %bb18.i.i.i.i
  %33 = phi ptr [ inttoptr (i64 8 to ptr), %bb18.i.i.i.i ], [ %10, %middle.block ], [ %10, %bb14.i.i.i.i.i.i.i.i ], [ %10, %bb14.i.i.i.i.i.i.i.i.prol.loopexit ]
  %34 = getelementptr inbounds nuw i8, ptr %s, i64 24
  store i64 %_3.i, ptr %34, align 8, !alias.scope !17, !noalias !124
  %35 = getelementptr inbounds nuw i8, ptr %s, i64 32
  store i64 %_4.i, ptr %35, align 8, !alias.scope !17, !noalias !124
  store i64 %..i.i.i.i, ptr %s, align 8, !alias.scope !17, !noalias !124
  %_5.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %s, i64 8
  store ptr %33, ptr %_5.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !17, !noalias !124
  %_5.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %s, i64 16
  store i64 %..i.i.i.i, ptr %_5.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !17, !noalias !124
  call void @llvm.lifetime.start.p0(ptr nonnull %p)
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
  call fastcc void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr noalias noundef sret([40 x i8]) align 8 captures(address) dereferenceable(40) %p, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %at) #16
  call void @llvm.lifetime.start.p0(ptr nonnull %args1)
  store ptr %p, ptr %args1, align 8
  %_20.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  store ptr @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..fmt..Display$GT$3fmt17h6cf03e907aadd715E", ptr %_20.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_8504ff56e84df571c319578b5e661a07, ptr noundef nonnull %args1) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args1)
  call void @llvm.lifetime.start.p0(ptr nonnull %_25)
  call void @llvm.lifetime.start.p0(ptr nonnull %_26)
; call _02_matrix_impl::Matrix::transpose
  call fastcc void @_ZN15_02_matrix_impl6Matrix9transpose17h4a54d63260e5d38aE(ptr noalias noundef sret([40 x i8]) align 8 captures(address) dereferenceable(40) %_26, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %s) #16
  %36 = getelementptr inbounds nuw i8, ptr %_26, i64 24
  %_124 = load i64, ptr %36, align 8, !noundef !25
  %_122 = icmp eq i64 %_3.i, %_124
  %37 = getelementptr inbounds nuw i8, ptr %_26, i64 32
  %_127 = load i64, ptr %37, align 8
  %_125 = icmp eq i64 %_4.i, %_127
  %or.cond = select i1 %_122, i1 %_125, i1 false
  %38 = getelementptr inbounds nuw i8, ptr %_26, i64 16
  %_132 = load i64, ptr %38, align 8
  %_134 = icmp eq i64 %..i.i.i.i, %_132
  %or.cond191 = select i1 %or.cond, i1 %_134, i1 false
  br i1 %or.cond191, label %bb47, label %bb46

bb46:                                             ; preds = %bb2.i9, %bb1.i, %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", %bb47
  %.sink = phi i8 [ 1, %bb47 ], [ 0, %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit" ], [ 1, %bb1.i ], [ 0, %bb2.i9 ]
  store i8 %.sink, ptr %_25, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %args2)
  store ptr %_25, ptr %args2, align 8
  %_29.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_29.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_7b0e80510041651d42e9de426144ae03, ptr noundef nonnull %args2) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.experimental.noalias.scope.decl(metadata !125)
  call void @llvm.experimental.noalias.scope.decl(metadata !128)
  call void @llvm.experimental.noalias.scope.decl(metadata !131)
  call void @llvm.experimental.noalias.scope.decl(metadata !134)
  call void @llvm.experimental.noalias.scope.decl(metadata !137)
  %self1.i.i.i.i.i.i = load i64, ptr %_26, align 8, !range !140, !alias.scope !141, !noalias !144, !noundef !25
  %39 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %39, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit", label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %bb46
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %self1.i.i.i.i.i.i, 3
  %40 = getelementptr inbounds nuw i8, ptr %_26, i64 8
  %self3.i.i.i.i.i.i = load ptr, ptr %40, align 8, !alias.scope !141, !noalias !144, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !146
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit": ; preds = %bb46, %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_26)
  call void @llvm.lifetime.end.p0(ptr nonnull %_25)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16
; call __rustc::__rust_alloc
  %41 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 32, i64 noundef 8) #16
  %42 = icmp eq ptr %41, null
  br i1 %42, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !prof !147

bb2.i:                                            ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit"
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 32) #17
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit"
  store double 1.000000e+00, ptr %41, align 8
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 8
  store double -2.000000e+00, ptr %43, align 8
  %44 = getelementptr inbounds nuw i8, ptr %41, i64 16
  store double 3.000000e+00, ptr %44, align 8
  %45 = getelementptr inbounds nuw i8, ptr %41, i64 24
  store double 5.000000e-01, ptr %45, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_34)
; call _02_matrix_impl::Matrix::solve
  call fastcc void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_34, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %41, i64 noundef 4) #16
  %46 = load i64, ptr %_34, align 8, !range !148, !noundef !25
  %.not = icmp eq i64 %46, -9223372036854775808
  br i1 %.not, label %bb51, label %bb52, !prof !147

bb47:                                             ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit"
  %47 = getelementptr inbounds nuw i8, ptr %_26, i64 8
  %_133 = load ptr, ptr %47, align 8, !nonnull !25, !noundef !25
  br i1 %9, label %bb46, label %bb2.i9

bb1.i:                                            ; preds = %bb2.i9
  %48 = add nuw i64 %idx.sroa.0.06.i, 1
  %exitcond.not.i = icmp eq i64 %48, %..i.i.i.i
  br i1 %exitcond.not.i, label %bb46, label %bb2.i9

bb2.i9:                                           ; preds = %bb47, %bb1.i
  %idx.sroa.0.06.i = phi i64 [ %48, %bb1.i ], [ 0, %bb47 ]
  %_9.i = getelementptr inbounds nuw double, ptr %33, i64 %idx.sroa.0.06.i
  %_12.i10 = getelementptr inbounds nuw double, ptr %_133, i64 %idx.sroa.0.06.i
  call void @llvm.experimental.noalias.scope.decl(metadata !149)
  call void @llvm.experimental.noalias.scope.decl(metadata !152)
  %_3.i.i = load double, ptr %_9.i, align 8, !alias.scope !149, !noalias !152, !noundef !25
  %_4.i.i = load double, ptr %_12.i10, align 8, !alias.scope !152, !noalias !149, !noundef !25
  %_0.i.i = fcmp oeq double %_3.i.i, %_4.i.i
  br i1 %_0.i.i, label %bb1.i, label %bb46

bb52:                                             ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %x.sroa.4.0._34.sroa_idx = getelementptr inbounds nuw i8, ptr %_34, i64 8
  %x.sroa.4.0.copyload = load ptr, ptr %x.sroa.4.0._34.sroa_idx, align 8, !nonnull !25, !noundef !25
  %x.sroa.7.0._34.sroa_idx = getelementptr inbounds nuw i8, ptr %_34, i64 16
  %x.sroa.7.0.copyload = load i64, ptr %x.sroa.7.0._34.sroa_idx, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %_34)
  call void @llvm.lifetime.start.p0(ptr nonnull %_40)
  call void @llvm.experimental.noalias.scope.decl(metadata !154)
  %_33.0.i.i.i = mul i64 %x.sroa.7.0.copyload, 24
  %or.cond.not.i.i.i = icmp ugt i64 %x.sroa.7.0.copyload, 384307168202282325
  br i1 %or.cond.not.i.i.i, label %bb3.i.i, label %bb18.i.i.i, !prof !33

bb18.i.i.i:                                       ; preds = %bb52
  %49 = icmp eq i64 %_33.0.i.i.i, 0
  br i1 %49, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i", label %bb3.i.i.i11

bb3.i.i.i11:                                      ; preds = %bb18.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !157
; call __rustc::__rust_alloc
  %50 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #16, !noalias !157
  %51 = icmp eq ptr %50, null
  br i1 %51, label %bb3.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb3.i.i.i11
  %52 = ptrtoint ptr %50 to i64
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i"

bb3.i.i:                                          ; preds = %bb3.i.i.i11, %bb52
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %bb3.i.i.i11 ], [ 0, %bb52 ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #17, !noalias !154
  unreachable

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %x.sroa.7.0.copyload, %bb10.i.i.i ], [ 0, %bb18.i.i.i ]
  %_4.sroa.10.0.i.i = phi i64 [ %52, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %53 = inttoptr i64 %_4.sroa.10.0.i.i to ptr
  %_7.i.i = icmp samesign ule i64 %x.sroa.7.0.copyload, %_4.sroa.4.0.i.i
  call void @llvm.assume(i1 %_7.i.i)
  %54 = icmp eq i64 %x.sroa.7.0.copyload, 0
  br i1 %54, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit", label %bb5.i.i.i.i.i.i

bb5.i.i.i.i.i.i:                                  ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i"
  %_6.sroa.4.0..sroa_idx.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %args.i.i.i.i.i.i.i.i, i64 8
  br label %bb8.i.i.i.i.i.i

bb8.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i.i.i.i, %bb5.i.i.i.i.i.i
  %55 = phi i64 [ 0, %bb5.i.i.i.i.i.i ], [ %56, %bb8.i.i.i.i.i.i ]
  %_45.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %x.sroa.4.0.copyload, i64 %55
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !160
  call void @llvm.lifetime.start.p0(ptr nonnull %v.i.i.i.i.i.i.i.i), !noalias !160
  store ptr %_45.i.i.i.i.i.i, ptr %v.i.i.i.i.i.i.i.i, align 8, !noalias !174
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i.i.i.i.i.i.i.i), !noalias !174
  store ptr %v.i.i.i.i.i.i.i.i, ptr %args.i.i.i.i.i.i.i.i, align 8, !noalias !174
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h2e27371e6982e607E", ptr %_6.sroa.4.0..sroa_idx.i.i.i.i.i.i.i.i, align 8, !noalias !174
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noundef nonnull @alloc_10c4496333b00a179b4187a09d52ed02, ptr noundef nonnull %args.i.i.i.i.i.i.i.i) #16, !noalias !178
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i.i.i.i.i.i.i.i), !noalias !174
  call void @llvm.lifetime.end.p0(ptr nonnull %v.i.i.i.i.i.i.i.i), !noalias !160
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw %"alloc::string::String", ptr %53, i64 %55
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !179
  %56 = add nuw i64 %55, 1
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !160
  %_28.i.i.i.i.i.i = icmp eq i64 %56, %x.sroa.7.0.copyload
  br i1 %_28.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit", label %bb8.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit": ; preds = %bb8.i.i.i.i.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i"
  store i64 %_4.sroa.4.0.i.i, ptr %_40, align 8, !alias.scope !154
  %vector.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_40, i64 8
  store ptr %53, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !154
  %vector.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_40, i64 16
  store i64 %x.sroa.7.0.copyload, ptr %vector.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !154
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %_40, ptr %args3, align 8
  %_44.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0d22198d33d6208fE", ptr %_44.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_d683d9ba965e15a9df815af2255b4e29, ptr noundef nonnull %args3) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
  call void @llvm.experimental.noalias.scope.decl(metadata !184)
  call void @llvm.experimental.noalias.scope.decl(metadata !187)
  %_5.i.i = load ptr, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !190, !nonnull !25, !noundef !25
  %len.i.i = load i64, ptr %vector.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !190, !noundef !25
  call void @llvm.experimental.noalias.scope.decl(metadata !191)
  %_73.i.i.i = icmp eq i64 %len.i.i, 0
  br i1 %_73.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i", label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit", %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i"
  %_3.sroa.0.04.i.i.i = phi i64 [ %57, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i" ], [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit" ]
  %_6.i.i.i = getelementptr inbounds nuw %"alloc::string::String", ptr %_5.i.i, i64 %_3.sroa.0.04.i.i.i
  %57 = add nuw i64 %_3.sroa.0.04.i.i.i, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !194)
  call void @llvm.experimental.noalias.scope.decl(metadata !197)
  call void @llvm.experimental.noalias.scope.decl(metadata !200)
  call void @llvm.experimental.noalias.scope.decl(metadata !203)
  call void @llvm.experimental.noalias.scope.decl(metadata !206)
  %self1.i.i.i.i.i.i.i.i.i = load i64, ptr %_6.i.i.i, align 8, !range !140, !alias.scope !209, !noalias !212, !noundef !25
  %58 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i, 0
  br i1 %58, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i", label %bb2.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i:                              ; preds = %bb2.i.i.i
  %59 = getelementptr inbounds nuw i8, ptr %_6.i.i.i, i64 8
  %self3.i.i.i.i.i.i.i.i.i = load ptr, ptr %59, align 8, !alias.scope !209, !noalias !212, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #16, !noalias !214
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i.i, %bb2.i.i.i
  %_7.i.i.i = icmp eq i64 %57, %len.i.i
  br i1 %_7.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i", label %bb2.i.i.i

"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i": ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i", %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !215)
  call void @llvm.experimental.noalias.scope.decl(metadata !218)
  call void @llvm.experimental.noalias.scope.decl(metadata !221)
  %self1.i.i.i.i.i = load i64, ptr %_40, align 8, !range !140, !alias.scope !224, !noalias !227, !noundef !25
  %60 = icmp eq i64 %self1.i.i.i.i.i, 0
  br i1 %60, label %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit", label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i"
  %alloc_size.i.i.i.i.i = mul nuw i64 %self1.i.i.i.i.i, 24
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_5.i.i, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !229
  br label %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit"

"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit": ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i", %bb2.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_40)
  call void @llvm.lifetime.start.p0(ptr nonnull %_49)
; call _02_matrix_impl::Matrix::mul_vec
  call fastcc void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_49, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %x.sroa.4.0.copyload, i64 noundef %x.sroa.7.0.copyload) #16
  %61 = getelementptr inbounds nuw i8, ptr %_49, i64 8
  %_187 = load ptr, ptr %61, align 8, !nonnull !25, !noundef !25
  %62 = getelementptr inbounds nuw i8, ptr %_49, i64 16
  %_186 = load i64, ptr %62, align 8, !noundef !25
  %_204.not.i = icmp eq i64 %_186, 0
  br i1 %_204.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit", label %bb14.i

bb14.i:                                           ; preds = %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !230)
  call void @llvm.experimental.noalias.scope.decl(metadata !233)
  call void @llvm.experimental.noalias.scope.decl(metadata !235)
  call void @llvm.experimental.noalias.scope.decl(metadata !238)
  %_6.i.i.i17 = load double, ptr %_187, align 8, !alias.scope !240, !noalias !241, !noundef !25
  %_7.i.i.i18 = load double, ptr %41, align 8, !alias.scope !244, !noalias !245, !noundef !25
  %_5.i.i3.i = fsub double %_6.i.i.i17, %_7.i.i.i18
  %63 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i)
  %exitcond.not.i19 = icmp eq i64 %_186, 1
  br i1 %exitcond.not.i19, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", label %bb14.i.1

bb14.i.1:                                         ; preds = %bb14.i
  %_3.i.i.i.1 = getelementptr inbounds nuw i8, ptr %_187, i64 8
  %_3.i3.i.i.1 = getelementptr inbounds nuw i8, ptr %41, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !246)
  call void @llvm.experimental.noalias.scope.decl(metadata !248)
  call void @llvm.experimental.noalias.scope.decl(metadata !250)
  call void @llvm.experimental.noalias.scope.decl(metadata !252)
  %_6.i.i.i17.1 = load double, ptr %_3.i.i.i.1, align 8, !alias.scope !254, !noalias !255, !noundef !25
  %_7.i.i.i18.1 = load double, ptr %_3.i3.i.i.1, align 8, !alias.scope !256, !noalias !257, !noundef !25
  %_5.i.i3.i.1 = fsub double %_6.i.i.i17.1, %_7.i.i.i18.1
  %64 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i.1)
  %_0.i.i.i.1 = fadd double %63, %64
  %exitcond.not.i19.1 = icmp eq i64 %_186, 2
  br i1 %exitcond.not.i19.1, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", label %bb14.i.2

bb14.i.2:                                         ; preds = %bb14.i.1
  %_3.i.i.i.2 = getelementptr inbounds nuw i8, ptr %_187, i64 16
  %_3.i3.i.i.2 = getelementptr inbounds nuw i8, ptr %41, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !258)
  call void @llvm.experimental.noalias.scope.decl(metadata !260)
  call void @llvm.experimental.noalias.scope.decl(metadata !262)
  call void @llvm.experimental.noalias.scope.decl(metadata !264)
  %_6.i.i.i17.2 = load double, ptr %_3.i.i.i.2, align 8, !alias.scope !266, !noalias !267, !noundef !25
  %_7.i.i.i18.2 = load double, ptr %_3.i3.i.i.2, align 8, !alias.scope !268, !noalias !269, !noundef !25
  %_5.i.i3.i.2 = fsub double %_6.i.i.i17.2, %_7.i.i.i18.2
  %65 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i.2)
  %_0.i.i.i.2 = fadd double %_0.i.i.i.1, %65
  %exitcond.not.i19.2 = icmp eq i64 %_186, 3
  br i1 %exitcond.not.i19.2, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", label %bb14.i.3

bb14.i.3:                                         ; preds = %bb14.i.2
  %_3.i.i.i.3 = getelementptr inbounds nuw i8, ptr %_187, i64 24
  %_3.i3.i.i.3 = getelementptr inbounds nuw i8, ptr %41, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !270)
  call void @llvm.experimental.noalias.scope.decl(metadata !272)
  call void @llvm.experimental.noalias.scope.decl(metadata !274)
  call void @llvm.experimental.noalias.scope.decl(metadata !276)
  %_6.i.i.i17.3 = load double, ptr %_3.i.i.i.3, align 8, !alias.scope !278, !noalias !279, !noundef !25
  %_7.i.i.i18.3 = load double, ptr %_3.i3.i.i.3, align 8, !alias.scope !280, !noalias !281, !noundef !25
  %_5.i.i3.i.3 = fsub double %_6.i.i.i17.3, %_7.i.i.i18.3
  %66 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i.3)
  %_0.i.i.i.3 = fadd double %_0.i.i.i.2, %66
  br label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit"

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit": ; preds = %bb14.i.3, %bb14.i.2, %bb14.i.1, %bb14.i
  %_0.i.i.i.lcssa = phi double [ %63, %bb14.i ], [ %_0.i.i.i.1, %bb14.i.1 ], [ %_0.i.i.i.2, %bb14.i.2 ], [ %_0.i.i.i.3, %bb14.i.3 ]
  %67 = fcmp olt double %_0.i.i.i.lcssa, 0x3D719799812DEA11
  %68 = zext i1 %67 to i8
  br label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit"

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit"
  %accum.sroa.0.0.lcssa.i = phi i8 [ 1, %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit" ], [ %68, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit" ]
  call void @llvm.experimental.noalias.scope.decl(metadata !282)
  call void @llvm.experimental.noalias.scope.decl(metadata !285)
  call void @llvm.experimental.noalias.scope.decl(metadata !288)
  call void @llvm.experimental.noalias.scope.decl(metadata !291)
  %self1.i.i.i.i.i20 = load i64, ptr %_49, align 8, !range !140, !alias.scope !294, !noalias !297, !noundef !25
  %69 = icmp eq i64 %self1.i.i.i.i.i20, 0
  br i1 %69, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit", label %bb2.i.i.i.i21

bb2.i.i.i.i21:                                    ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit"
  %alloc_size.i.i.i.i.i22 = shl nuw i64 %self1.i.i.i.i.i20, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_187, i64 noundef %alloc_size.i.i.i.i.i22, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !299
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit", %bb2.i.i.i.i21
  call void @llvm.lifetime.end.p0(ptr nonnull %_49)
  call void @llvm.lifetime.start.p0(ptr nonnull %_56)
  store i8 %accum.sroa.0.0.lcssa.i, ptr %_56, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %args4)
  store ptr %_56, ptr %args4, align 8
  %_58.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_58.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_e786abd3ae64de70e2fda74a612a56aa, ptr noundef nonnull %args4) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args4)
  call void @llvm.lifetime.end.p0(ptr nonnull %_56)
  call void @llvm.lifetime.start.p0(ptr nonnull %sing)
  call void @llvm.experimental.noalias.scope.decl(metadata !300)
  call void @llvm.experimental.noalias.scope.decl(metadata !303)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !306
; call __rustc::__rust_alloc_zeroed
  %70 = call noundef align 8 dereferenceable_or_null(72) ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) 72, i64 noundef 8) #16, !noalias !306
  %71 = icmp eq ptr %70, null
  br i1 %71, label %bb14.i.i.i29, label %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit

bb14.i.i.i29:                                     ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 72) #17, !noalias !311
  unreachable

_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit: ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit"
  %72 = getelementptr inbounds nuw i8, ptr %sing, i64 24
  store i64 3, ptr %72, align 8, !alias.scope !312
  %73 = getelementptr inbounds nuw i8, ptr %sing, i64 32
  store i64 3, ptr %73, align 8, !alias.scope !312
  store i64 9, ptr %sing, align 8, !alias.scope !312
  %_3.sroa.4.0._0.sroa_idx.i.i23 = getelementptr inbounds nuw i8, ptr %sing, i64 8
  store ptr %70, ptr %_3.sroa.4.0._0.sroa_idx.i.i23, align 8, !alias.scope !312
  %_3.sroa.5.0._0.sroa_idx.i.i24 = getelementptr inbounds nuw i8, ptr %sing, i64 16
  store i64 9, ptr %_3.sroa.5.0._0.sroa_idx.i.i24, align 8, !alias.scope !312
  store double 0.000000e+00, ptr %70, align 8, !noalias !300
  %_11.1.i = getelementptr inbounds nuw i8, ptr %70, i64 8
  store double 1.000000e+00, ptr %_11.1.i, align 8, !noalias !300
  %_11.2.i = getelementptr inbounds nuw i8, ptr %70, i64 16
  store double 2.000000e+00, ptr %_11.2.i, align 8, !noalias !300
  %_11.17.i = getelementptr inbounds nuw i8, ptr %70, i64 24
  store double 3.000000e+00, ptr %_11.17.i, align 8, !noalias !300
  %_11.1.1.i25 = getelementptr inbounds nuw i8, ptr %70, i64 32
  store double 4.000000e+00, ptr %_11.1.1.i25, align 8, !noalias !300
  %_11.2.1.i26 = getelementptr inbounds nuw i8, ptr %70, i64 40
  store double 5.000000e+00, ptr %_11.2.1.i26, align 8, !noalias !300
  %_11.29.i = getelementptr inbounds nuw i8, ptr %70, i64 48
  store double 6.000000e+00, ptr %_11.29.i, align 8, !noalias !300
  %_11.1.2.i27 = getelementptr inbounds nuw i8, ptr %70, i64 56
  store double 7.000000e+00, ptr %_11.1.2.i27, align 8, !noalias !300
  %_11.2.2.i28 = getelementptr inbounds nuw i8, ptr %70, i64 64
  store double 8.000000e+00, ptr %_11.2.2.i28, align 8, !noalias !300
  call void @llvm.lifetime.start.p0(ptr nonnull %_64)
  call void @llvm.lifetime.start.p0(ptr nonnull %_65)
; call _02_matrix_impl::Matrix::solve
  call fastcc void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_65, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %sing, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) @alloc_6b11cebfedeb455965800e1d9d73c9f5, i64 noundef 3) #16
  call void @llvm.experimental.noalias.scope.decl(metadata !313)
  %74 = load i64, ptr %_65, align 8, !range !148, !alias.scope !313, !noundef !25
  %.not.i = icmp eq i64 %74, -9223372036854775808
  br i1 %.not.i, label %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit", label %bb3.i

bb3.i:                                            ; preds = %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit
  %_7.sroa.4.0.self.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_65, i64 8
  %_7.sroa.4.0.copyload.i = load ptr, ptr %_7.sroa.4.0.self.sroa_idx.i, align 8, !alias.scope !313, !nonnull !25, !noundef !25
  %_7.sroa.5.0.self.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_65, i64 16
  %_7.sroa.5.0.copyload.i = load i64, ptr %_7.sroa.5.0.self.sroa_idx.i, align 8, !alias.scope !313
  %_12.i.i = getelementptr inbounds nuw double, ptr %_7.sroa.4.0.copyload.i, i64 %_7.sroa.5.0.copyload.i
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb13.i.i.i, %bb3.i
  %_221.i.i.i = phi ptr [ %_22.i.i.i, %bb13.i.i.i ], [ %_7.sroa.4.0.copyload.i, %bb3.i ]
  %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not = icmp ne ptr %_221.i.i.i, %_12.i.i
  br i1 %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not, label %bb13.i.i.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i"

bb13.i.i.i:                                       ; preds = %bb1.i.i.i
  %_22.i.i.i = getelementptr inbounds nuw i8, ptr %_221.i.i.i, i64 8
  %_4.i.i.i.i = load double, ptr %_221.i.i.i, align 8, !alias.scope !316, !noalias !319, !noundef !25
  %75 = call double @llvm.fabs.f64(double %_4.i.i.i.i)
  %_0.i.i.i.i = fcmp ogt double %75, 1.000000e+10
  br i1 %_0.i.i.i.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i", label %bb1.i.i.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i": ; preds = %bb13.i.i.i, %bb1.i.i.i
  %76 = icmp eq i64 %74, 0
  br i1 %76, label %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit", label %bb2.i.i.i.i.i.i

bb2.i.i.i.i.i.i:                                  ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i"
  %alloc_size.i.i.i.i.i.i.i = shl nuw i64 %74, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_7.sroa.4.0.copyload.i, i64 noundef %alloc_size.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !324
  br label %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit"

"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit": ; preds = %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i", %bb2.i.i.i.i.i.i
  %_0.sroa.0.0.i = phi i1 [ true, %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit ], [ %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i" ], [ %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not, %bb2.i.i.i.i.i.i ]
  %77 = zext i1 %_0.sroa.0.0.i to i8
  store i8 %77, ptr %_64, align 1
  call void @llvm.lifetime.end.p0(ptr nonnull %_65)
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %_64, ptr %args5, align 8
  %_69.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_69.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_8d8adc6eba2698a3c400f7c8a9627986, ptr noundef nonnull %args5) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  call void @llvm.lifetime.end.p0(ptr nonnull %_64)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !333
; call __rustc::__rust_alloc
  %78 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 32, i64 noundef 8) #16, !noalias !333
  %79 = icmp eq ptr %78, null
  br i1 %79, label %bb3.i.i37, label %bb13.i.i.preheader

bb13.i.i.preheader:                               ; preds = %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit"
  store double 1.000000e+00, ptr %78, align 8, !noalias !338
  %_15.i.i = getelementptr inbounds nuw i8, ptr %78, i64 8
  store double 1.000000e+00, ptr %_15.i.i, align 8, !noalias !338
  %_15.i.i.1 = getelementptr inbounds nuw i8, ptr %78, i64 16
  store double 1.000000e+00, ptr %_15.i.i.1, align 8, !noalias !338
  %_15.i.i.2 = getelementptr inbounds nuw i8, ptr %78, i64 24
  store double 1.000000e+00, ptr %_15.i.i.2, align 8, !noalias !338
  call void @llvm.lifetime.start.p0(ptr nonnull %lambda)
  store double 0.000000e+00, ptr %lambda, align 8
  %80 = getelementptr inbounds nuw i8, ptr %w, i64 8
  %81 = getelementptr inbounds nuw i8, ptr %w, i64 16
  br label %bb56

bb3.i.i37:                                        ; preds = %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #17, !noalias !341
  unreachable

bb51:                                             ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_29bdb48f7364bc18851a72339f7efb86, i64 noundef 8, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d94ddf5687980d429f742433ba4ef02c) #18
  unreachable

bb57:                                             ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101"
  call void @llvm.lifetime.start.p0(ptr nonnull %args6)
  store ptr %lambda, ptr %args6, align 8
  %_94.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args6, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_94.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_8e1e465f85634498dcfab9d62a590a32, ptr noundef nonnull %args6) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args6)
  call void @llvm.lifetime.start.p0(ptr nonnull %i4)
  call void @llvm.experimental.noalias.scope.decl(metadata !342)
  call void @llvm.experimental.noalias.scope.decl(metadata !345)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !348
; call __rustc::__rust_alloc_zeroed
  %82 = call noundef align 8 dereferenceable_or_null(128) ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) 128, i64 noundef 8) #16, !noalias !348
  %83 = icmp eq ptr %82, null
  br i1 %83, label %bb14.i.i.i41, label %_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit

bb14.i.i.i41:                                     ; preds = %bb57
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 128) #17, !noalias !353
  unreachable

_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit: ; preds = %bb57
  %84 = getelementptr inbounds nuw i8, ptr %i4, i64 24
  store i64 4, ptr %84, align 8, !alias.scope !354
  %85 = getelementptr inbounds nuw i8, ptr %i4, i64 32
  store i64 4, ptr %85, align 8, !alias.scope !354
  store i64 16, ptr %i4, align 8, !alias.scope !354
  %_3.sroa.4.0._0.sroa_idx.i.i39 = getelementptr inbounds nuw i8, ptr %i4, i64 8
  store ptr %82, ptr %_3.sroa.4.0._0.sroa_idx.i.i39, align 8, !alias.scope !354
  %_3.sroa.5.0._0.sroa_idx.i.i40 = getelementptr inbounds nuw i8, ptr %i4, i64 16
  store i64 16, ptr %_3.sroa.5.0._0.sroa_idx.i.i40, align 8, !alias.scope !354
  store double 1.000000e+00, ptr %82, align 8, !noalias !342
  %_4.1.i = getelementptr inbounds nuw i8, ptr %82, i64 40
  store double 1.000000e+00, ptr %_4.1.i, align 8, !noalias !342
  %_4.2.i = getelementptr inbounds nuw i8, ptr %82, i64 80
  store double 1.000000e+00, ptr %_4.2.i, align 8, !noalias !342
  %_4.3.i = getelementptr inbounds nuw i8, ptr %82, i64 120
  store double 1.000000e+00, ptr %_4.3.i, align 8, !noalias !342
  call void @llvm.lifetime.start.p0(ptr nonnull %_100)
  call void @llvm.lifetime.start.p0(ptr nonnull %_101)
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
  call fastcc void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr noalias noundef sret([40 x i8]) align 8 captures(address) dereferenceable(40) %_101, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %i4) #16
  %86 = getelementptr inbounds nuw i8, ptr %_101, i64 24
  %_276 = load i64, ptr %86, align 8, !noundef !25
  %_277 = load i64, ptr %2, align 8, !noundef !25
  %_275 = icmp eq i64 %_276, %_277
  br i1 %_275, label %bb65, label %bb70

bb56:                                             ; preds = %bb13.i.i.preheader, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101"
  %iter.sroa.0.0172 = phi i32 [ 0, %bb13.i.i.preheader ], [ %_214.0, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101" ]
  %v.sroa.6.0171 = phi ptr [ %78, %bb13.i.i.preheader ], [ %108, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101" ]
  %v.sroa.0.0170 = phi i64 [ 4, %bb13.i.i.preheader ], [ %_227, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101" ]
  %_214.0 = add nuw nsw i32 %iter.sroa.0.0172, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %w)
; call _02_matrix_impl::Matrix::mul_vec
  call fastcc void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %w, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %p, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %v.sroa.6.0171, i64 noundef %v.sroa.0.0170) #16
  %_228 = load ptr, ptr %80, align 8, !nonnull !25, !noundef !25
  %_227 = load i64, ptr %81, align 8, !noundef !25
  %_232.idx = shl nuw i64 %_227, 3
  %87 = icmp eq i64 %_227, 0
  br i1 %87, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit", label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %bb56
  %xtraiter219 = and i64 %_227, 3
  %88 = icmp ult i64 %_227, 4
  br i1 %88, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %_227, -4
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_3.i.i.i42 = load double, ptr %_45.i, align 8, !alias.scope !355, !noundef !25
  %_0.i.i.i43 = fmul double %_3.i.i.i42, %_3.i.i.i42
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i43
  %89 = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %89, i64 8
  %_3.i.i.i42.1 = load double, ptr %_45.i.1, align 8, !alias.scope !355, !noundef !25
  %_0.i.i.i43.1 = fmul double %_3.i.i.i42.1, %_3.i.i.i42.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i43.1
  %90 = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %_3.i.i.i42.2 = load double, ptr %_45.i.2, align 8, !alias.scope !355, !noundef !25
  %_0.i.i.i43.2 = fmul double %_3.i.i.i42.2, %_3.i.i.i42.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i43.2
  %91 = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %91, i64 24
  %_3.i.i.i42.3 = load double, ptr %_45.i.3, align 8, !alias.scope !355, !noundef !25
  %_0.i.i.i43.3 = fmul double %_3.i.i.i42.3, %_3.i.i.i42.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i43.3
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa", label %bb8.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod220.not = icmp eq i64 %xtraiter219, 0
  br i1 %lcmp.mod220.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit", label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod222 = icmp ne i64 %xtraiter219, 0
  call void @llvm.assume(i1 %lcmp.mod222)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i.epil
  %_3.i.i.i42.epil = load double, ptr %_45.i.epil, align 8, !alias.scope !355, !noundef !25
  %_0.i.i.i43.epil = fmul double %_3.i.i.i42.epil, %_3.i.i.i42.epil
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i43.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter219
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit", label %bb8.i.epil, !llvm.loop !360

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa"
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %92 = call double @llvm.sqrt.f64(double %_0.i1.i.i.lcssa)
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit"

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit", %bb56
  %_0.sroa.0.0.i44 = phi double [ -0.000000e+00, %bb56 ], [ %92, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit" ]
  %..i.i.i48 = call noundef i64 @llvm.umin.i64(i64 %v.sroa.0.0170, i64 %_227)
  %_204.not.i52 = icmp eq i64 %..i.i.i48, 0
  br i1 %_204.not.i52, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit", label %bb14.i57.preheader

bb14.i57.preheader:                               ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit"
  %xtraiter223 = and i64 %..i.i.i48, 3
  %93 = icmp ult i64 %..i.i.i48, 4
  br i1 %93, label %bb14.i57.epil.preheader, label %bb14.i57.preheader.new

bb14.i57.preheader.new:                           ; preds = %bb14.i57.preheader
  %unroll_iter228 = and i64 %..i.i.i48, -4
  br label %bb14.i57

bb14.i57:                                         ; preds = %bb14.i57, %bb14.i57.preheader.new
  %accum.sroa.0.06.i58 = phi double [ -0.000000e+00, %bb14.i57.preheader.new ], [ %_0.i1.i.i67.3, %bb14.i57 ]
  %iter.sroa.0.05.i59 = phi i64 [ 0, %bb14.i57.preheader.new ], [ %_24.i60.3, %bb14.i57 ]
  %niter229 = phi i64 [ 0, %bb14.i57.preheader.new ], [ %niter229.next.3, %bb14.i57 ]
  %_24.i60 = or disjoint i64 %iter.sroa.0.05.i59, 1
  %_3.i.i.i62 = getelementptr inbounds nuw double, ptr %_228, i64 %iter.sroa.0.05.i59
  %_3.i3.i.i63 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %iter.sroa.0.05.i59
  call void @llvm.experimental.noalias.scope.decl(metadata !361)
  call void @llvm.experimental.noalias.scope.decl(metadata !364)
  call void @llvm.experimental.noalias.scope.decl(metadata !366)
  call void @llvm.experimental.noalias.scope.decl(metadata !369)
  %_5.i.i3.i64 = load double, ptr %_3.i.i.i62, align 8, !alias.scope !371, !noalias !372, !noundef !25
  %_6.i.i.i65 = load double, ptr %_3.i3.i.i63, align 8, !alias.scope !375, !noalias !376, !noundef !25
  %_0.i.i.i66 = fmul double %_5.i.i3.i64, %_6.i.i.i65
  %_0.i1.i.i67 = fadd double %accum.sroa.0.06.i58, %_0.i.i.i66
  %_24.i60.1 = or disjoint i64 %iter.sroa.0.05.i59, 2
  %_3.i.i.i62.1 = getelementptr inbounds nuw double, ptr %_228, i64 %_24.i60
  %_3.i3.i.i63.1 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %_24.i60
  call void @llvm.experimental.noalias.scope.decl(metadata !377)
  call void @llvm.experimental.noalias.scope.decl(metadata !379)
  call void @llvm.experimental.noalias.scope.decl(metadata !381)
  call void @llvm.experimental.noalias.scope.decl(metadata !383)
  %_5.i.i3.i64.1 = load double, ptr %_3.i.i.i62.1, align 8, !alias.scope !385, !noalias !386, !noundef !25
  %_6.i.i.i65.1 = load double, ptr %_3.i3.i.i63.1, align 8, !alias.scope !387, !noalias !388, !noundef !25
  %_0.i.i.i66.1 = fmul double %_5.i.i3.i64.1, %_6.i.i.i65.1
  %_0.i1.i.i67.1 = fadd double %_0.i1.i.i67, %_0.i.i.i66.1
  %_24.i60.2 = or disjoint i64 %iter.sroa.0.05.i59, 3
  %_3.i.i.i62.2 = getelementptr inbounds nuw double, ptr %_228, i64 %_24.i60.1
  %_3.i3.i.i63.2 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %_24.i60.1
  call void @llvm.experimental.noalias.scope.decl(metadata !389)
  call void @llvm.experimental.noalias.scope.decl(metadata !391)
  call void @llvm.experimental.noalias.scope.decl(metadata !393)
  call void @llvm.experimental.noalias.scope.decl(metadata !395)
  %_5.i.i3.i64.2 = load double, ptr %_3.i.i.i62.2, align 8, !alias.scope !397, !noalias !398, !noundef !25
  %_6.i.i.i65.2 = load double, ptr %_3.i3.i.i63.2, align 8, !alias.scope !399, !noalias !400, !noundef !25
  %_0.i.i.i66.2 = fmul double %_5.i.i3.i64.2, %_6.i.i.i65.2
  %_0.i1.i.i67.2 = fadd double %_0.i1.i.i67.1, %_0.i.i.i66.2
  %_24.i60.3 = add nuw i64 %iter.sroa.0.05.i59, 4
  %_3.i.i.i62.3 = getelementptr inbounds nuw double, ptr %_228, i64 %_24.i60.2
  %_3.i3.i.i63.3 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %_24.i60.2
  call void @llvm.experimental.noalias.scope.decl(metadata !401)
  call void @llvm.experimental.noalias.scope.decl(metadata !403)
  call void @llvm.experimental.noalias.scope.decl(metadata !405)
  call void @llvm.experimental.noalias.scope.decl(metadata !407)
  %_5.i.i3.i64.3 = load double, ptr %_3.i.i.i62.3, align 8, !alias.scope !409, !noalias !410, !noundef !25
  %_6.i.i.i65.3 = load double, ptr %_3.i3.i.i63.3, align 8, !alias.scope !411, !noalias !412, !noundef !25
  %_0.i.i.i66.3 = fmul double %_5.i.i3.i64.3, %_6.i.i.i65.3
  %_0.i1.i.i67.3 = fadd double %_0.i1.i.i67.2, %_0.i.i.i66.3
  %niter229.next.3 = add i64 %niter229, 4
  %niter229.ncmp.3 = icmp eq i64 %niter229.next.3, %unroll_iter228
  br i1 %niter229.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa", label %bb14.i57

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa": ; preds = %bb14.i57
  %lcmp.mod225.not = icmp eq i64 %xtraiter223, 0
  br i1 %lcmp.mod225.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit", label %bb14.i57.epil.preheader

bb14.i57.epil.preheader:                          ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa", %bb14.i57.preheader
  %accum.sroa.0.06.i58.epil.init = phi double [ -0.000000e+00, %bb14.i57.preheader ], [ %_0.i1.i.i67.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.05.i59.epil.init = phi i64 [ 0, %bb14.i57.preheader ], [ %_24.i60.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod227 = icmp ne i64 %xtraiter223, 0
  call void @llvm.assume(i1 %lcmp.mod227)
  br label %bb14.i57.epil

bb14.i57.epil:                                    ; preds = %bb14.i57.epil, %bb14.i57.epil.preheader
  %accum.sroa.0.06.i58.epil = phi double [ %_0.i1.i.i67.epil, %bb14.i57.epil ], [ %accum.sroa.0.06.i58.epil.init, %bb14.i57.epil.preheader ]
  %iter.sroa.0.05.i59.epil = phi i64 [ %_24.i60.epil, %bb14.i57.epil ], [ %iter.sroa.0.05.i59.epil.init, %bb14.i57.epil.preheader ]
  %epil.iter224 = phi i64 [ %epil.iter224.next, %bb14.i57.epil ], [ 0, %bb14.i57.epil.preheader ]
  %_24.i60.epil = add nuw i64 %iter.sroa.0.05.i59.epil, 1
  %_3.i.i.i62.epil = getelementptr inbounds nuw double, ptr %_228, i64 %iter.sroa.0.05.i59.epil
  %_3.i3.i.i63.epil = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %iter.sroa.0.05.i59.epil
  call void @llvm.experimental.noalias.scope.decl(metadata !361)
  call void @llvm.experimental.noalias.scope.decl(metadata !364)
  call void @llvm.experimental.noalias.scope.decl(metadata !366)
  call void @llvm.experimental.noalias.scope.decl(metadata !369)
  %_5.i.i3.i64.epil = load double, ptr %_3.i.i.i62.epil, align 8, !alias.scope !371, !noalias !372, !noundef !25
  %_6.i.i.i65.epil = load double, ptr %_3.i3.i.i63.epil, align 8, !alias.scope !375, !noalias !376, !noundef !25
  %_0.i.i.i66.epil = fmul double %_5.i.i3.i64.epil, %_6.i.i.i65.epil
  %_0.i1.i.i67.epil = fadd double %accum.sroa.0.06.i58.epil, %_0.i.i.i66.epil
  %epil.iter224.next = add i64 %epil.iter224, 1
  %epil.iter224.cmp.not = icmp eq i64 %epil.iter224.next, %xtraiter223
  br i1 %epil.iter224.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit", label %bb14.i57.epil, !llvm.loop !413

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa", %bb14.i57.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit"
  %accum.sroa.0.0.lcssa.i69 = phi double [ -0.000000e+00, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit" ], [ %_0.i1.i.i67.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i67.epil, %bb14.i57.epil ]
  %94 = icmp eq i64 %v.sroa.0.0170, 0
  br i1 %94, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit", label %bb8.i71.preheader

bb8.i71.preheader:                                ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit"
  %xtraiter230 = and i64 %v.sroa.0.0170, 3
  %95 = icmp ult i64 %v.sroa.0.0170, 4
  br i1 %95, label %bb8.i71.epil.preheader, label %bb8.i71.preheader.new

bb8.i71.preheader.new:                            ; preds = %bb8.i71.preheader
  %unroll_iter235 = and i64 %v.sroa.0.0170, -4
  br label %bb8.i71

bb8.i71:                                          ; preds = %bb8.i71, %bb8.i71.preheader.new
  %i.sroa.0.0.i72 = phi i64 [ 0, %bb8.i71.preheader.new ], [ %_27.i78.3, %bb8.i71 ]
  %acc.sroa.0.0.i73 = phi double [ -0.000000e+00, %bb8.i71.preheader.new ], [ %_0.i1.i.i77.3, %bb8.i71 ]
  %niter236 = phi i64 [ 0, %bb8.i71.preheader.new ], [ %niter236.next.3, %bb8.i71 ]
  %_45.i74 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_3.i.i.i75 = load double, ptr %_45.i74, align 8, !alias.scope !414, !noundef !25
  %_0.i.i.i76 = fmul double %_3.i.i.i75, %_3.i.i.i75
  %_0.i1.i.i77 = fadd double %acc.sroa.0.0.i73, %_0.i.i.i76
  %96 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_45.i74.1 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %_3.i.i.i75.1 = load double, ptr %_45.i74.1, align 8, !alias.scope !414, !noundef !25
  %_0.i.i.i76.1 = fmul double %_3.i.i.i75.1, %_3.i.i.i75.1
  %_0.i1.i.i77.1 = fadd double %_0.i1.i.i77, %_0.i.i.i76.1
  %97 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_45.i74.2 = getelementptr inbounds nuw i8, ptr %97, i64 16
  %_3.i.i.i75.2 = load double, ptr %_45.i74.2, align 8, !alias.scope !414, !noundef !25
  %_0.i.i.i76.2 = fmul double %_3.i.i.i75.2, %_3.i.i.i75.2
  %_0.i1.i.i77.2 = fadd double %_0.i1.i.i77.1, %_0.i.i.i76.2
  %98 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_45.i74.3 = getelementptr inbounds nuw i8, ptr %98, i64 24
  %_3.i.i.i75.3 = load double, ptr %_45.i74.3, align 8, !alias.scope !414, !noundef !25
  %_0.i.i.i76.3 = fmul double %_3.i.i.i75.3, %_3.i.i.i75.3
  %_0.i1.i.i77.3 = fadd double %_0.i1.i.i77.2, %_0.i.i.i76.3
  %_27.i78.3 = add nuw i64 %i.sroa.0.0.i72, 4
  %niter236.next.3 = add i64 %niter236, 4
  %niter236.ncmp.3 = icmp eq i64 %niter236.next.3, %unroll_iter235
  br i1 %niter236.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa", label %bb8.i71

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa": ; preds = %bb8.i71
  %lcmp.mod232.not = icmp eq i64 %xtraiter230, 0
  br i1 %lcmp.mod232.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit", label %bb8.i71.epil.preheader

bb8.i71.epil.preheader:                           ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa", %bb8.i71.preheader
  %i.sroa.0.0.i72.epil.init = phi i64 [ 0, %bb8.i71.preheader ], [ %_27.i78.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i73.epil.init = phi double [ -0.000000e+00, %bb8.i71.preheader ], [ %_0.i1.i.i77.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod234 = icmp ne i64 %xtraiter230, 0
  call void @llvm.assume(i1 %lcmp.mod234)
  br label %bb8.i71.epil

bb8.i71.epil:                                     ; preds = %bb8.i71.epil, %bb8.i71.epil.preheader
  %i.sroa.0.0.i72.epil = phi i64 [ %_27.i78.epil, %bb8.i71.epil ], [ %i.sroa.0.0.i72.epil.init, %bb8.i71.epil.preheader ]
  %acc.sroa.0.0.i73.epil = phi double [ %_0.i1.i.i77.epil, %bb8.i71.epil ], [ %acc.sroa.0.0.i73.epil.init, %bb8.i71.epil.preheader ]
  %epil.iter231 = phi i64 [ %epil.iter231.next, %bb8.i71.epil ], [ 0, %bb8.i71.epil.preheader ]
  %_45.i74.epil = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72.epil
  %_3.i.i.i75.epil = load double, ptr %_45.i74.epil, align 8, !alias.scope !414, !noundef !25
  %_0.i.i.i76.epil = fmul double %_3.i.i.i75.epil, %_3.i.i.i75.epil
  %_0.i1.i.i77.epil = fadd double %acc.sroa.0.0.i73.epil, %_0.i.i.i76.epil
  %_27.i78.epil = add nuw i64 %i.sroa.0.0.i72.epil, 1
  %epil.iter231.next = add i64 %epil.iter231, 1
  %epil.iter231.cmp.not = icmp eq i64 %epil.iter231.next, %xtraiter230
  br i1 %epil.iter231.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit", label %bb8.i71.epil, !llvm.loop !419

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa", %bb8.i71.epil, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit"
  %_0.sroa.0.0.i80 = phi double [ -0.000000e+00, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit" ], [ %_0.i1.i.i77.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i77.epil, %bb8.i71.epil ]
  %99 = fdiv double %accum.sroa.0.0.lcssa.i69, %_0.sroa.0.0.i80
  store double %99, ptr %lambda, align 8
  br i1 %87, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", label %bb3.i.i.i84

bb3.i.i.i84:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit"
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !420
; call __rustc::__rust_alloc
  %100 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_232.idx, i64 noundef 8) #16, !noalias !420
  %101 = icmp eq ptr %100, null
  br i1 %101, label %bb3.i.i90, label %bb8.i.i.i.i.i.i85.preheader

bb8.i.i.i.i.i.i85.preheader:                      ; preds = %bb3.i.i.i84
  %min.iters.check202 = icmp eq i64 %_227, 1
  br i1 %min.iters.check202, label %bb8.i.i.i.i.i.i85.preheader213, label %vector.ph203

vector.ph203:                                     ; preds = %bb8.i.i.i.i.i.i85.preheader
  %n.vec205 = and i64 %_227, -2
  %broadcast.splatinsert = insertelement <2 x double> poison, double %_0.sroa.0.0.i44, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body206

vector.body206:                                   ; preds = %vector.body206, %vector.ph203
  %index207 = phi i64 [ 0, %vector.ph203 ], [ %index.next209, %vector.body206 ]
  %102 = getelementptr inbounds nuw double, ptr %_228, i64 %index207
  call void @llvm.experimental.noalias.scope.decl(metadata !426)
  %wide.load208 = load <2 x double>, ptr %102, align 8, !alias.scope !429, !noalias !432
  %103 = fdiv <2 x double> %wide.load208, %broadcast.splat
  %104 = getelementptr inbounds nuw double, ptr %100, i64 %index207
  store <2 x double> %103, ptr %104, align 8, !noalias !449
  %index.next209 = add nuw i64 %index207, 2
  %105 = icmp eq i64 %index.next209, %n.vec205
  br i1 %105, label %middle.block210, label %vector.body206, !llvm.loop !454

middle.block210:                                  ; preds = %vector.body206
  %cmp.n211 = icmp eq i64 %_227, %n.vec205
  br i1 %cmp.n211, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", label %bb8.i.i.i.i.i.i85.preheader213

bb8.i.i.i.i.i.i85.preheader213:                   ; preds = %bb8.i.i.i.i.i.i85.preheader, %middle.block210
  %.ph = phi i64 [ 0, %bb8.i.i.i.i.i.i85.preheader ], [ %n.vec205, %middle.block210 ]
  br label %bb8.i.i.i.i.i.i85

bb3.i.i90:                                        ; preds = %bb3.i.i.i84
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %_232.idx) #17, !noalias !455
  unreachable

bb8.i.i.i.i.i.i85:                                ; preds = %bb8.i.i.i.i.i.i85.preheader213, %bb8.i.i.i.i.i.i85
  %106 = phi i64 [ %107, %bb8.i.i.i.i.i.i85 ], [ %.ph, %bb8.i.i.i.i.i.i85.preheader213 ]
  %_45.i.i.i.i.i.i86 = getelementptr inbounds nuw double, ptr %_228, i64 %106
  call void @llvm.experimental.noalias.scope.decl(metadata !426)
  %_5.i.i.i.i.i.i.i.i = load double, ptr %_45.i.i.i.i.i.i86, align 8, !alias.scope !429, !noalias !432, !noundef !25
  %_0.i.i.i.i.i.i.i.i = fdiv double %_5.i.i.i.i.i.i.i.i, %_0.sroa.0.0.i44
  %_3.i.i.i.i.i.i.i.i.i87 = getelementptr inbounds nuw double, ptr %100, i64 %106
  store double %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i87, align 8, !noalias !449
  %107 = add nuw i64 %106, 1
  %_28.i.i.i.i.i.i88 = icmp eq i64 %107, %_227
  br i1 %_28.i.i.i.i.i.i88, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", label %bb8.i.i.i.i.i.i85, !llvm.loop !456

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit": ; preds = %bb8.i.i.i.i.i.i85, %middle.block210, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit"
  %108 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit" ], [ %100, %middle.block210 ], [ %100, %bb8.i.i.i.i.i.i85 ]
  br i1 %94, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96", label %bb2.i.i.i.i93

bb2.i.i.i.i93:                                    ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit"
  %alloc_size.i.i.i.i.i94 = shl nuw i64 %v.sroa.0.0170, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %v.sroa.6.0171, i64 noundef %alloc_size.i.i.i.i.i94, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !457
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", %bb2.i.i.i.i93
  call void @llvm.experimental.noalias.scope.decl(metadata !466)
  call void @llvm.experimental.noalias.scope.decl(metadata !469)
  call void @llvm.experimental.noalias.scope.decl(metadata !472)
  call void @llvm.experimental.noalias.scope.decl(metadata !475)
  %self1.i.i.i.i.i97 = load i64, ptr %w, align 8, !range !140, !alias.scope !478, !noalias !481, !noundef !25
  %109 = icmp eq i64 %self1.i.i.i.i.i97, 0
  br i1 %109, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101", label %bb2.i.i.i.i98

bb2.i.i.i.i98:                                    ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96"
  %alloc_size.i.i.i.i.i99 = shl nuw i64 %self1.i.i.i.i.i97, 3
  %self3.i.i.i.i.i100 = load ptr, ptr %80, align 8, !alias.scope !478, !noalias !481, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i100, i64 noundef %alloc_size.i.i.i.i.i99, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !483
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96", %bb2.i.i.i.i98
  call void @llvm.lifetime.end.p0(ptr nonnull %w)
  %exitcond.not = icmp eq i32 %_214.0, 100
  br i1 %exitcond.not, label %bb57, label %bb56

bb65:                                             ; preds = %_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit
  %110 = getelementptr inbounds nuw i8, ptr %_101, i64 32
  %_279 = load i64, ptr %110, align 8, !noundef !25
  %_280 = load i64, ptr %3, align 8, !noundef !25
  %_278 = icmp eq i64 %_279, %_280
  br i1 %_278, label %bb66, label %bb70

bb66:                                             ; preds = %bb65
  %111 = getelementptr inbounds nuw i8, ptr %_101, i64 16
  %_282 = load i64, ptr %111, align 8, !noundef !25
  %_285 = load i64, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !noundef !25
  %_287 = icmp eq i64 %_282, %_285
  br i1 %_287, label %bb71, label %bb70

bb70:                                             ; preds = %bb2.i153, %bb1.i161, %_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit, %bb65, %bb71, %bb66
  %.sink190 = phi i8 [ 0, %bb65 ], [ 0, %bb66 ], [ 1, %bb71 ], [ 0, %_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit ], [ 1, %bb1.i161 ], [ 0, %bb2.i153 ]
  store i8 %.sink190, ptr %_100, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %args7)
  store ptr %_100, ptr %args7, align 8
  %_105.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args7, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_105.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_a3d7f7c5a7f243f66d488cc65d6d5ec0, ptr noundef nonnull %args7) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args7)
  call void @llvm.experimental.noalias.scope.decl(metadata !484)
  call void @llvm.experimental.noalias.scope.decl(metadata !487)
  call void @llvm.experimental.noalias.scope.decl(metadata !490)
  call void @llvm.experimental.noalias.scope.decl(metadata !493)
  call void @llvm.experimental.noalias.scope.decl(metadata !496)
  %self1.i.i.i.i.i.i102 = load i64, ptr %_101, align 8, !range !140, !alias.scope !499, !noalias !502, !noundef !25
  %112 = icmp eq i64 %self1.i.i.i.i.i.i102, 0
  br i1 %112, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111", label %bb2.i.i.i.i.i103

bb2.i.i.i.i.i103:                                 ; preds = %bb70
  %alloc_size.i.i.i.i.i.i104 = shl nuw i64 %self1.i.i.i.i.i.i102, 3
  %113 = getelementptr inbounds nuw i8, ptr %_101, i64 8
  %self3.i.i.i.i.i.i105 = load ptr, ptr %113, align 8, !alias.scope !499, !noalias !502, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i105, i64 noundef %alloc_size.i.i.i.i.i.i104, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !504
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111": ; preds = %bb70, %bb2.i.i.i.i.i103
  call void @llvm.lifetime.end.p0(ptr nonnull %_101)
  call void @llvm.lifetime.end.p0(ptr nonnull %_100)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %82, i64 noundef 128, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !505
  call void @llvm.lifetime.end.p0(ptr nonnull %i4)
  call void @llvm.lifetime.end.p0(ptr nonnull %lambda)
  br i1 %87, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121", label %bb2.i.i.i.i113

bb2.i.i.i.i113:                                   ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111"
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %108, i64 noundef %_232.idx, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !516
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111", %bb2.i.i.i.i113
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %70, i64 noundef 72, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !525
  call void @llvm.lifetime.end.p0(ptr nonnull %sing)
  %114 = icmp eq i64 %46, 0
  br i1 %114, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131", label %bb2.i.i.i.i123

bb2.i.i.i.i123:                                   ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121"
  %alloc_size.i.i.i.i.i124 = shl nuw i64 %46, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %x.sroa.4.0.copyload, i64 noundef %alloc_size.i.i.i.i.i124, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !536
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121", %bb2.i.i.i.i123
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %41, i64 noundef 32, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !545
  call void @llvm.experimental.noalias.scope.decl(metadata !554)
  call void @llvm.experimental.noalias.scope.decl(metadata !557)
  call void @llvm.experimental.noalias.scope.decl(metadata !560)
  call void @llvm.experimental.noalias.scope.decl(metadata !563)
  call void @llvm.experimental.noalias.scope.decl(metadata !566)
  %self1.i.i.i.i.i.i132 = load i64, ptr %p, align 8, !range !140, !alias.scope !569, !noalias !572, !noundef !25
  %115 = icmp eq i64 %self1.i.i.i.i.i.i132, 0
  br i1 %115, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136", label %bb2.i.i.i.i.i133

bb2.i.i.i.i.i133:                                 ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131"
  %alloc_size.i.i.i.i.i.i134 = shl nuw i64 %self1.i.i.i.i.i.i132, 3
  %116 = getelementptr inbounds nuw i8, ptr %p, i64 8
  %self3.i.i.i.i.i.i135 = load ptr, ptr %116, align 8, !alias.scope !569, !noalias !572, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i135, i64 noundef %alloc_size.i.i.i.i.i.i134, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !574
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131", %bb2.i.i.i.i.i133
  call void @llvm.lifetime.end.p0(ptr nonnull %p)
  br i1 %9, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141", label %bb2.i.i.i.i.i138

bb2.i.i.i.i.i138:                                 ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136"
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %33, i64 noundef %_33.0.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !575
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136", %bb2.i.i.i.i.i138
  call void @llvm.lifetime.end.p0(ptr nonnull %s)
  call void @llvm.experimental.noalias.scope.decl(metadata !586)
  call void @llvm.experimental.noalias.scope.decl(metadata !589)
  call void @llvm.experimental.noalias.scope.decl(metadata !592)
  call void @llvm.experimental.noalias.scope.decl(metadata !595)
  call void @llvm.experimental.noalias.scope.decl(metadata !598)
  %self1.i.i.i.i.i.i142 = load i64, ptr %at, align 8, !range !140, !alias.scope !601, !noalias !604, !noundef !25
  %117 = icmp eq i64 %self1.i.i.i.i.i.i142, 0
  br i1 %117, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146", label %bb2.i.i.i.i.i143

bb2.i.i.i.i.i143:                                 ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141"
  %alloc_size.i.i.i.i.i.i144 = shl nuw i64 %self1.i.i.i.i.i.i142, 3
  %self3.i.i.i.i.i.i145 = load ptr, ptr %7, align 8, !alias.scope !601, !noalias !604, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i145, i64 noundef %alloc_size.i.i.i.i.i.i144, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !606
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141", %bb2.i.i.i.i.i143
  call void @llvm.lifetime.end.p0(ptr nonnull %at)
  call void @llvm.experimental.noalias.scope.decl(metadata !607)
  call void @llvm.experimental.noalias.scope.decl(metadata !610)
  call void @llvm.experimental.noalias.scope.decl(metadata !613)
  call void @llvm.experimental.noalias.scope.decl(metadata !616)
  call void @llvm.experimental.noalias.scope.decl(metadata !619)
  %self1.i.i.i.i.i.i147 = load i64, ptr %a, align 8, !range !140, !alias.scope !622, !noalias !625, !noundef !25
  %118 = icmp eq i64 %self1.i.i.i.i.i.i147, 0
  br i1 %118, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit151", label %bb2.i.i.i.i.i148

bb2.i.i.i.i.i148:                                 ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146"
  %alloc_size.i.i.i.i.i.i149 = shl nuw i64 %self1.i.i.i.i.i.i147, 3
  %self3.i.i.i.i.i.i150 = load ptr, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !622, !noalias !625, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i150, i64 noundef %alloc_size.i.i.i.i.i.i149, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !627
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit151"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit151": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146", %bb2.i.i.i.i.i148
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  ret void

bb71:                                             ; preds = %bb66
  %_286 = load ptr, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !nonnull !25, !noundef !25
  %119 = getelementptr inbounds nuw i8, ptr %_101, i64 8
  %_283 = load ptr, ptr %119, align 8, !nonnull !25, !noundef !25
  %_55.i152 = icmp eq i64 %_282, 0
  br i1 %_55.i152, label %bb70, label %bb2.i153

bb1.i161:                                         ; preds = %bb2.i153
  %120 = add nuw i64 %idx.sroa.0.06.i154, 1
  %exitcond.not.i162 = icmp eq i64 %120, %_282
  br i1 %exitcond.not.i162, label %bb70, label %bb2.i153

bb2.i153:                                         ; preds = %bb71, %bb1.i161
  %idx.sroa.0.06.i154 = phi i64 [ %120, %bb1.i161 ], [ 0, %bb71 ]
  %_9.i155 = getelementptr inbounds nuw double, ptr %_283, i64 %idx.sroa.0.06.i154
  %_12.i156 = getelementptr inbounds nuw double, ptr %_286, i64 %idx.sroa.0.06.i154
  call void @llvm.experimental.noalias.scope.decl(metadata !628)
  call void @llvm.experimental.noalias.scope.decl(metadata !631)
  %_3.i.i157 = load double, ptr %_9.i155, align 8, !alias.scope !628, !noalias !631, !noundef !25
  %_4.i.i158 = load double, ptr %_12.i156, align 8, !alias.scope !631, !noalias !628, !noundef !25
  %_0.i.i159 = fcmp oeq double %_3.i.i157, %_4.i.i158
  br i1 %_0.i.i159, label %bb1.i161, label %bb70
}

; _02_matrix_impl::Matrix::solve
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(40) %self, ptr noalias noundef nonnull readonly align 8 captures(none) %b.0, i64 noundef range(i64 0, 1152921504606846976) %b.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %n = load i64, ptr %0, align 8, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %_62 = load i64, ptr %1, align 8, !noundef !25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !633)
  %_3.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8.i = load ptr, ptr %2, align 8, !alias.scope !633, !noalias !636, !nonnull !25, !noundef !25
  %_7.i = load i64, ptr %_3.i, align 8, !alias.scope !633, !noalias !636, !noundef !25
  %3 = shl nuw i64 %_7.i, 3
  %4 = icmp eq i64 %_7.i, 0
  br i1 %4, label %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit", label %bb3.i.i.i.i

bb3.i.i.i.i:                                      ; preds = %start
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !638
; call __rustc::__rust_alloc
  %5 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %3, i64 noundef 8) #16, !noalias !638
  %6 = icmp eq ptr %5, null
  br i1 %6, label %bb3.i.i.i, label %bb1.i.i

bb3.i.i.i:                                        ; preds = %bb3.i.i.i.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %3) #17, !noalias !644
  unreachable

bb1.i.i:                                          ; preds = %bb3.i.i.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull readonly align 8 %_8.i, i64 %3, i1 false), !noalias !645
  br label %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit"

"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit": ; preds = %start, %bb1.i.i
  %_63.sroa.5.0 = phi ptr [ %5, %bb1.i.i ], [ inttoptr (i64 8 to ptr), %start ]
  %7 = shl nuw nsw i64 %b.1, 3
  %8 = icmp eq i64 %b.1, 0
  br i1 %8, label %bb18, label %bb3.i

bb3.i:                                            ; preds = %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit"
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !646
; call __rustc::__rust_alloc
  %9 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %7, i64 noundef 8) #16, !noalias !646
  %10 = icmp eq ptr %9, null
  br i1 %10, label %bb20, label %bb17

bb20:                                             ; preds = %bb3.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %7) #17
  unreachable

bb18:                                             ; preds = %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit", %bb17
  %11 = phi ptr [ %9, %bb17 ], [ inttoptr (i64 8 to ptr), %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit" ]
  %_82144.not = icmp eq i64 %n, 0
  br i1 %_82144.not, label %bb48, label %bb12.i.lr.ph

bb12.i.lr.ph:                                     ; preds = %bb18
  %iter.sroa.0.030 = add i64 %_62, 1
  %12 = shl i64 %_62, 3
  %13 = add i64 %12, 8
  %14 = shl i64 %_62, 3
  %15 = add i64 %n, -1
  %16 = xor i64 %_62, -1
  %17 = shl i64 %n, 3
  %18 = add i64 %n, -1
  %19 = shl i64 %n, 3
  %scevgep459 = getelementptr i8, ptr %_63.sroa.5.0, i64 8
  %20 = getelementptr i8, ptr %_63.sroa.5.0, i64 %12
  %21 = getelementptr i8, ptr %_63.sroa.5.0, i64 %13
  br label %bb12.i

bb17:                                             ; preds = %bb3.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 8 %b.0, i64 %7, i1 false)
  br label %bb18

bb1.loopexit:                                     ; preds = %bb46, %bb7
  %exitcond239.not = icmp eq i64 %44, %n
  br i1 %exitcond239.not, label %bb47.lr.ph, label %bb12.i

bb47.lr.ph:                                       ; preds = %bb1.loopexit
  %22 = add i64 %_62, 1
  %23 = add i64 %n, -1
  %_195.first_iter = icmp ult i64 %23, %b.1
  br label %bb47

bb12.i:                                           ; preds = %bb12.i.lr.ph, %bb1.loopexit
  %iter.sroa.0.0145 = phi i64 [ 0, %bb12.i.lr.ph ], [ %44, %bb1.loopexit ]
  %24 = mul i64 %n, %iter.sroa.0.0145
  %umax464 = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %24)
  %25 = mul i64 %n, %iter.sroa.0.0145
  %26 = sub i64 %umax464, %25
  %27 = mul i64 %17, %iter.sroa.0.0145
  %scevgep451 = getelementptr i8, ptr %_63.sroa.5.0, i64 %27
  %28 = getelementptr i8, ptr %_63.sroa.5.0, i64 %27
  %scevgep452 = getelementptr i8, ptr %28, i64 8
  %29 = mul i64 %n, %iter.sroa.0.0145
  %umax453 = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %29)
  %30 = mul i64 %n, %iter.sroa.0.0145
  %31 = sub i64 %umax453, %30
  %32 = sub i64 %15, %iter.sroa.0.0145
  %33 = mul i64 %iter.sroa.0.030, %iter.sroa.0.0145
  %umax443 = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %33)
  %34 = mul i64 %iter.sroa.0.0145, %16
  %35 = add i64 %umax443, %34
  %36 = add i64 %_62, %33
  %37 = mul i64 %13, %iter.sroa.0.0145
  %38 = sub i64 %15, %iter.sroa.0.0145
  %39 = mul i64 %iter.sroa.0.030, %iter.sroa.0.0145
  %umax = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %39)
  %40 = mul i64 %iter.sroa.0.0145, %16
  %41 = add i64 %umax, %40
  %42 = add i64 %_62, %39
  %scevgep440 = getelementptr i8, ptr %_63.sroa.5.0, i64 %37
  %43 = getelementptr i8, ptr %_63.sroa.5.0, i64 %37
  %scevgep441 = getelementptr i8, ptr %43, i64 8
  %44 = add nuw i64 %iter.sroa.0.0145, 1
  %_0.i.i.i14.i.i = icmp ult i64 %44, %n
  br i1 %_0.i.i.i14.i.i, label %bb3.i.i, label %bb26

bb3.i.i:                                          ; preds = %bb12.i, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i"
  %accum.sroa.0.016.i.i = phi i64 [ %47, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i" ], [ %iter.sroa.0.0145, %bb12.i ]
  %self.sroa.0.015.i.i = phi i64 [ %_0.i1.i.i.i.i, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i" ], [ %44, %bb12.i ]
  %_0.i1.i.i.i.i = add i64 %self.sroa.0.015.i.i, 1
  %_20.i.i.i.i.i.i = mul i64 %accum.sroa.0.016.i.i, %_62
  %_19.i.i.i.i.i.i = add i64 %_20.i.i.i.i.i.i, %iter.sroa.0.0145
  %_26.i.i.i.i.i.i = icmp ult i64 %_19.i.i.i.i.i.i, %_7.i
  br i1 %_26.i.i.i.i.i.i, label %bb1.i.i.i.i.i.i, label %panic.i.i.i.i.i.i

bb1.i.i.i.i.i.i:                                  ; preds = %bb3.i.i
  %_28.i.i.i.i.i.i = mul i64 %self.sroa.0.015.i.i, %_62
  %_27.i.i.i.i.i.i = add i64 %_28.i.i.i.i.i.i, %iter.sroa.0.0145
  %_34.i.i.i.i.i.i = icmp ult i64 %_27.i.i.i.i.i.i, %_7.i
  br i1 %_34.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i, label %panic1.i.i.i.i.i.i

panic.i.i.i.i.i.i:                                ; preds = %bb3.i.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_19.i.i.i.i.i.i, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_38859802400c816e9f7e1a346a98dcde) #18, !noalias !649
  unreachable

bb3.i.i.i.i.i.i:                                  ; preds = %bb1.i.i.i.i.i.i
  %_9.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_19.i.i.i.i.i.i
  %_8.i.i.i.i.i.i = load double, ptr %_9.i.i.i.i.i.i, align 8, !noalias !649, !noundef !25
  %45 = tail call double @llvm.fabs.f64(double %_8.i.i.i.i.i.i)
  %_13.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_27.i.i.i.i.i.i
  %_12.i.i.i.i.i.i = load double, ptr %_13.i.i.i.i.i.i, align 8, !noalias !649, !noundef !25
  %46 = tail call double @llvm.fabs.f64(double %_12.i.i.i.i.i.i)
  %_35.i.i.i.i.i.i = fcmp ugt double %45, %46
  br i1 %_35.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i"

panic1.i.i.i.i.i.i:                               ; preds = %bb1.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_27.i.i.i.i.i.i, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_e75f2076a56cee06c12cabdf6b3b04ec) #18, !noalias !649
  unreachable

bb5.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i.i.i.i
  %_36.i.i.i.i.i.i = fcmp ult double %45, %46
  br i1 %_36.i.i.i.i.i.i, label %bb10.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i", !prof !147

bb10.i.i.i.i.i.i:                                 ; preds = %bb5.i.i.i.i.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_5e65edda378d5426f16aaa09f8b817a9) #18, !noalias !649
  unreachable

"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i": ; preds = %bb5.i.i.i.i.i.i, %bb3.i.i.i.i.i.i
  %47 = phi i64 [ %accum.sroa.0.016.i.i, %bb5.i.i.i.i.i.i ], [ %self.sroa.0.015.i.i, %bb3.i.i.i.i.i.i ]
  %exitcond.not.i.i = icmp eq i64 %_0.i1.i.i.i.i, %n
  br i1 %exitcond.not.i.i, label %bb26, label %bb3.i.i

bb48:                                             ; preds = %bb18
  store i64 %b.1, ptr %_0, align 8
  %_61.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %11, ptr %_61.sroa.4.0._0.sroa_idx, align 8
  %_61.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %b.1, ptr %_61.sroa.5.0._0.sroa_idx, align 8
  br i1 %4, label %bb15, label %bb15.sink.split

bb47:                                             ; preds = %bb47.lr.ph, %bb52
  %iter4.sroa.0.0147 = phi i64 [ %n, %bb47.lr.ph ], [ %_187, %bb52 ]
  %_187 = add i64 %iter4.sroa.0.0147, -1
  %_0.i.i.i12.i = icmp ult i64 %iter4.sroa.0.0147, %n
  br i1 %_0.i.i.i12.i, label %bb3.lr.ph.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit

bb3.lr.ph.i:                                      ; preds = %bb47
  %_12.i.i.i = mul i64 %_187, %_62
  %48 = add i64 %_12.i.i.i, %iter4.sroa.0.0147
  %_0.i1.i.i.peel.i = add nuw i64 %iter4.sroa.0.0147, 1
  %_18.i.i.peel.i = icmp ult i64 %48, %_7.i
  br i1 %_18.i.i.peel.i, label %bb1.i.i.peel.i, label %panic.i.i.i

bb1.i.i.peel.i:                                   ; preds = %bb3.lr.ph.i
  %_23.i.i.peel.i = icmp ult i64 %iter4.sroa.0.0147, %b.1
  br i1 %_23.i.i.peel.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i", label %panic1.i.i.i

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i": ; preds = %bb1.i.i.peel.i
  %_4.i.i2.peel.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %48
  %_3.i.i.peel.i = load double, ptr %_4.i.i2.peel.i, align 8, !noalias !668, !noundef !25
  %_7.i.i.peel.i = getelementptr inbounds nuw double, ptr %11, i64 %iter4.sroa.0.0147
  %_6.i.i.peel.i = load double, ptr %_7.i.i.peel.i, align 8, !noalias !668, !noundef !25
  %_0.i.i.peel.i = fmul double %_3.i.i.peel.i, %_6.i.i.peel.i
  %exitcond.peel.not.i = icmp eq i64 %_0.i1.i.i.peel.i, %n
  br i1 %exitcond.peel.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit, label %bb3.i31

bb3.i31:                                          ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i"
  %accum.sroa.0.014.i = phi double [ %_0.i1.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i" ], [ %_0.i.i.peel.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i" ]
  %self.sroa.0.013.i = phi i64 [ %_0.i1.i.i.i32, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i" ], [ %_0.i1.i.i.peel.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i" ]
  %_0.i1.i.i.i32 = add i64 %self.sroa.0.013.i, 1
  %_11.i.i.i = add i64 %self.sroa.0.013.i, %_12.i.i.i
  %_18.i.i.i = icmp ult i64 %_11.i.i.i, %_7.i
  br i1 %_18.i.i.i, label %bb1.i.i.i, label %panic.i.i.i

bb1.i.i.i:                                        ; preds = %bb3.i31
  %_23.i.i.i = icmp ult i64 %self.sroa.0.013.i, %b.1
  br i1 %_23.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i", label %panic1.i.i.i

panic.i.i.i:                                      ; preds = %bb3.lr.ph.i, %bb3.i31
  %umax.i = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %48)
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %umax.i, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_2da88c09fc2b3c9b24883053e2d507b3) #18, !noalias !675
  unreachable

panic1.i.i.i:                                     ; preds = %bb1.i.i.peel.i, %bb1.i.i.i
  %self.sroa.0.013.lcssa17.i = phi i64 [ %self.sroa.0.013.i, %bb1.i.i.i ], [ %iter4.sroa.0.0147, %bb1.i.i.peel.i ]
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %self.sroa.0.013.lcssa17.i, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_fe03226eece5962f94e2cb8e8d14c41d) #18, !noalias !675
  unreachable

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i": ; preds = %bb1.i.i.i
  %_4.i.i2.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_11.i.i.i
  %_3.i.i.i = load double, ptr %_4.i.i2.i, align 8, !noalias !675, !noundef !25
  %_7.i.i.i = getelementptr inbounds nuw double, ptr %11, i64 %self.sroa.0.013.i
  %_6.i.i.i = load double, ptr %_7.i.i.i, align 8, !noalias !675, !noundef !25
  %_0.i.i.i = fmul double %_3.i.i.i, %_6.i.i.i
  %_0.i1.i.i = fadd double %accum.sroa.0.014.i, %_0.i.i.i
  %exitcond.not.i = icmp eq i64 %_0.i1.i.i.i32, %n
  br i1 %exitcond.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit, label %bb3.i31, !llvm.loop !678

_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i", %bb47, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i"
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %bb47 ], [ %_0.i.i.peel.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i" ], [ %_0.i1.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i" ]
  br i1 %_195.first_iter, label %bb50, label %panic

bb15.sink.split:                                  ; preds = %bb48, %bb48.thread, %bb2.i.i.i.i, %bb12
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_63.sroa.5.0, i64 noundef %3, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !25
  br label %bb15

bb15:                                             ; preds = %bb15.sink.split, %bb48
  ret void

bb50:                                             ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit
  %_196 = mul i64 %_187, %22
  %_203 = icmp ult i64 %_196, %_7.i
  br i1 %_203, label %bb52, label %panic5

panic:                                            ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_187, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d653349553545617b0b054fe7d5af7a5) #18
  unreachable

panic5:                                           ; preds = %bb50
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_196, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f46067d1e0464fd81d51f2a251448c3b) #18
  unreachable

bb52:                                             ; preds = %bb50
  %_57 = getelementptr inbounds nuw double, ptr %11, i64 %_187
  %_56 = load double, ptr %_57, align 8, !noundef !25
  %_55 = fsub double %_56, %accum.sroa.0.0.lcssa.i
  %_59 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_196
  %_58 = load double, ptr %_59, align 8, !noundef !25
  %49 = fdiv double %_55, %_58
  store double %49, ptr %_57, align 8
  %_186.not = icmp eq i64 %_187, 0
  br i1 %_186.not, label %bb48.thread, label %bb47

bb48.thread:                                      ; preds = %bb52
  store i64 %b.1, ptr %_0, align 8
  %_61.sroa.4.0._0.sroa_idx256 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %11, ptr %_61.sroa.4.0._0.sroa_idx256, align 8
  %_61.sroa.5.0._0.sroa_idx257 = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %b.1, ptr %_61.sroa.5.0._0.sroa_idx257, align 8
  br label %bb15.sink.split

bb26:                                             ; preds = %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i", %bb12.i
  %_0.sroa.3.0.i = phi i64 [ %iter.sroa.0.0145, %bb12.i ], [ %47, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i" ]
  %_90 = mul i64 %_0.sroa.3.0.i, %_62
  %_89 = add i64 %_90, %iter.sroa.0.0145
  %_96 = icmp ult i64 %_89, %_7.i
  br i1 %_96, label %bb27, label %panic7

bb12:                                             ; preds = %bb27
  store i64 -9223372036854775808, ptr %_0, align 8
  %50 = icmp eq i64 %b.1, 0
  br i1 %50, label %bb15.sink.split, label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %bb12
  %alloc_size.i.i.i.i.i = shl nuw nsw i64 %b.1, 3
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %11, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !680
  br label %bb15.sink.split

bb27:                                             ; preds = %bb26
  %_19 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_89
  %_18 = load double, ptr %_19, align 8, !noundef !25
  %51 = tail call double @llvm.fabs.f64(double %_18)
  %_16 = fcmp olt double %51, 1.000000e-300
  br i1 %_16, label %bb12, label %bb4

panic7:                                           ; preds = %bb26
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_89, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_060b08e5ab85325c9d8108317dd927ea) #18
  unreachable

bb4:                                              ; preds = %bb27
  %_20.not = icmp eq i64 %_0.sroa.3.0.i, %iter.sroa.0.0145
  br i1 %_20.not, label %bb7, label %bb6.preheader

bb6.preheader:                                    ; preds = %bb4
  %_25 = mul i64 %iter.sroa.0.0145, %n
  %_27 = mul i64 %_0.sroa.3.0.i, %n
  %52 = tail call i64 @llvm.usub.sat.i64(i64 %_7.i, i64 %_27)
  %umin466 = tail call i64 @llvm.umin.i64(i64 %26, i64 %52)
  %umin467 = tail call i64 @llvm.umin.i64(i64 %umin466, i64 %18)
  %53 = add i64 %umin467, 1
  %min.iters.check469 = icmp ult i64 %53, 7
  br i1 %min.iters.check469, label %bb29.preheader, label %vector.memcheck450

bb29.preheader:                                   ; preds = %vector.body473, %vector.memcheck450, %bb6.preheader
  %iter1.sroa.0.0139.ph = phi i64 [ 0, %vector.memcheck450 ], [ 0, %bb6.preheader ], [ %n.vec472, %vector.body473 ]
  br label %bb29

vector.memcheck450:                               ; preds = %bb6.preheader
  %54 = tail call i64 @llvm.usub.sat.i64(i64 %_7.i, i64 %_27)
  %umin455 = tail call i64 @llvm.umin.i64(i64 %31, i64 %54)
  %umin456 = tail call i64 @llvm.umin.i64(i64 %umin455, i64 %18)
  %55 = shl i64 %umin456, 3
  %scevgep457 = getelementptr i8, ptr %scevgep452, i64 %55
  %56 = mul i64 %19, %_0.sroa.3.0.i
  %scevgep458 = getelementptr i8, ptr %_63.sroa.5.0, i64 %56
  %57 = getelementptr i8, ptr %scevgep459, i64 %56
  %scevgep460 = getelementptr i8, ptr %57, i64 %55
  %bound0461 = icmp ult ptr %scevgep451, %scevgep460
  %bound1462 = icmp ult ptr %scevgep458, %scevgep457
  %found.conflict463 = and i1 %bound0461, %bound1462
  br i1 %found.conflict463, label %bb29.preheader, label %vector.ph470

vector.ph470:                                     ; preds = %vector.memcheck450
  %n.vec472 = and i64 %umin467, -2
  %invariant.gep = getelementptr double, ptr %_63.sroa.5.0, i64 %_25
  %invariant.gep659 = getelementptr double, ptr %_63.sroa.5.0, i64 %_27
  br label %vector.body473

vector.body473:                                   ; preds = %vector.body473, %vector.ph470
  %index474 = phi i64 [ 0, %vector.ph470 ], [ %index.next477, %vector.body473 ]
  %gep = getelementptr double, ptr %invariant.gep, i64 %index474
  %gep660 = getelementptr double, ptr %invariant.gep659, i64 %index474
  %wide.load475 = load <2 x i64>, ptr %gep, align 8, !alias.scope !689, !noalias !692
  %wide.load476 = load <2 x i64>, ptr %gep660, align 8, !alias.scope !692
  store <2 x i64> %wide.load476, ptr %gep, align 8, !alias.scope !689, !noalias !692
  store <2 x i64> %wide.load475, ptr %gep660, align 8, !alias.scope !692
  %index.next477 = add nuw i64 %index474, 2
  %58 = icmp eq i64 %index.next477, %n.vec472
  br i1 %58, label %bb29.preheader, label %vector.body473, !llvm.loop !694

bb7:                                              ; preds = %bb35, %bb4
  br i1 %_0.i.i.i14.i.i, label %bb37.lr.ph, label %bb1.loopexit

bb37.lr.ph:                                       ; preds = %bb7
  %_147 = mul i64 %iter.sroa.0.0145, %iter.sroa.0.030
  %_154 = icmp ult i64 %_147, %_7.i
  %_35 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_147
  %_160 = mul i64 %iter.sroa.0.0145, %_62
  %_171 = icmp ult i64 %iter.sroa.0.0145, %b.1
  %_44 = getelementptr inbounds nuw double, ptr %11, i64 %iter.sroa.0.0145
  %umin444 = tail call i64 @llvm.umin.i64(i64 %32, i64 %35)
  %59 = getelementptr i8, ptr %20, i64 %37
  %60 = getelementptr i8, ptr %21, i64 %37
  %umin = tail call i64 @llvm.umin.i64(i64 %38, i64 %41)
  %invariant.gep661 = getelementptr double, ptr %_63.sroa.5.0, i64 %_160
  br label %bb37

bb30:                                             ; preds = %bb32
  %_124 = icmp ult i64 %iter.sroa.0.0145, %b.1
  br i1 %_124, label %bb34, label %panic8

bb29:                                             ; preds = %bb29.preheader, %bb32
  %iter1.sroa.0.0139 = phi i64 [ %61, %bb32 ], [ %iter1.sroa.0.0139.ph, %bb29.preheader ]
  %61 = add nuw i64 %iter1.sroa.0.0139, 1
  %_24 = add nuw i64 %iter1.sroa.0.0139, %_25
  %_26 = add nuw i64 %iter1.sroa.0.0139, %_27
  %_112 = icmp ult i64 %_24, %_7.i
  br i1 %_112, label %bb31, label %panic18

bb34:                                             ; preds = %bb30
  %_126 = icmp ult i64 %_0.sroa.3.0.i, %b.1
  br i1 %_126, label %bb35, label %panic9

panic8:                                           ; preds = %bb30
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %iter.sroa.0.0145, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_91505ebff3892cef2ff23e746ea6c5bb) #18
  unreachable

bb35:                                             ; preds = %bb34
  %_123 = getelementptr inbounds nuw double, ptr %11, i64 %iter.sroa.0.0145
  %_125 = getelementptr inbounds nuw double, ptr %11, i64 %_0.sroa.3.0.i
  %_127.sroa.0.0.copyload = load i64, ptr %_123, align 8
  %62 = load i64, ptr %_125, align 8
  store i64 %62, ptr %_123, align 8
  store i64 %_127.sroa.0.0.copyload, ptr %_125, align 8
  br label %bb7

panic9:                                           ; preds = %bb34
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_0.sroa.3.0.i, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_91505ebff3892cef2ff23e746ea6c5bb) #18
  unreachable

bb37:                                             ; preds = %bb37.lr.ph, %bb46
  %indvar = phi i64 [ 0, %bb37.lr.ph ], [ %indvar.next, %bb46 ]
  %iter2.sroa.0.0143 = phi i64 [ %44, %bb37.lr.ph ], [ %74, %bb46 ]
  %63 = mul i64 %_62, %indvar
  %64 = add i64 %36, %63
  %umax445 = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %64)
  %.neg = xor i64 %indvar, -1
  %.neg480 = mul i64 %_62, %.neg
  %65 = add i64 %.neg480, %34
  %66 = add i64 %umax445, %65
  %umin446 = tail call i64 @llvm.umin.i64(i64 %umin444, i64 %66)
  %67 = add i64 %umin446, 1
  %68 = mul i64 %14, %indvar
  %scevgep = getelementptr i8, ptr %59, i64 %68
  %scevgep436 = getelementptr i8, ptr %60, i64 %68
  %69 = mul i64 %_62, %indvar
  %70 = add i64 %42, %69
  %umax437 = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %70)
  %.neg481 = xor i64 %indvar, -1
  %.neg482 = mul i64 %_62, %.neg481
  %71 = add i64 %.neg482, %40
  %72 = add i64 %umax437, %71
  %umin438 = tail call i64 @llvm.umin.i64(i64 %umin, i64 %72)
  %73 = shl i64 %umin438, 3
  %scevgep439 = getelementptr i8, ptr %scevgep436, i64 %73
  %scevgep442 = getelementptr i8, ptr %scevgep441, i64 %73
  %74 = add i64 %iter2.sroa.0.0143, 1
  %_140 = mul i64 %iter2.sroa.0.0143, %_62
  %_139 = add i64 %_140, %iter.sroa.0.0145
  %_146 = icmp ult i64 %_139, %_7.i
  br i1 %_146, label %bb39, label %panic11

bb39:                                             ; preds = %bb37
  br i1 %_154, label %bb40, label %panic12

panic11:                                          ; preds = %bb37
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_139, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_fa00febe800c37e66b57260affc3f805) #18
  unreachable

bb40:                                             ; preds = %bb39
  %_33 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_139
  %_32 = load double, ptr %_33, align 8, !noundef !25
  %_34 = load double, ptr %_35, align 8, !noundef !25
  %f = fdiv double %_32, %_34
  %min.iters.check = icmp ult i64 %67, 5
  br i1 %min.iters.check, label %bb41.preheader, label %vector.memcheck

bb41.preheader:                                   ; preds = %vector.body, %vector.memcheck, %bb40
  %iter3.sroa.0.0141.ph = phi i64 [ %iter.sroa.0.0145, %vector.memcheck ], [ %iter.sroa.0.0145, %bb40 ], [ %77, %vector.body ]
  br label %bb41

vector.memcheck:                                  ; preds = %bb40
  %bound0 = icmp ult ptr %scevgep, %scevgep442
  %bound1 = icmp ult ptr %scevgep440, %scevgep439
  %found.conflict = and i1 %bound0, %bound1
  br i1 %found.conflict, label %bb41.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.mod.vf = and i64 %67, 3
  %75 = icmp eq i64 %n.mod.vf, 0
  %76 = select i1 %75, i64 4, i64 %n.mod.vf
  %n.vec = sub i64 %67, %76
  %77 = add i64 %iter.sroa.0.0145, %n.vec
  %broadcast.splatinsert = insertelement <2 x double> poison, double %f, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %invariant.gep663 = getelementptr double, ptr %_63.sroa.5.0, i64 %_140
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %iter.sroa.0.0145, %index
  %gep662 = getelementptr double, ptr %invariant.gep661, i64 %offset.idx
  %78 = getelementptr inbounds nuw i8, ptr %gep662, i64 16
  %wide.load = load <2 x double>, ptr %gep662, align 8, !alias.scope !695
  %wide.load447 = load <2 x double>, ptr %78, align 8, !alias.scope !695
  %79 = fmul <2 x double> %broadcast.splat, %wide.load
  %80 = fmul <2 x double> %broadcast.splat, %wide.load447
  %gep664 = getelementptr double, ptr %invariant.gep663, i64 %offset.idx
  %81 = getelementptr inbounds nuw i8, ptr %gep664, i64 16
  %wide.load448 = load <2 x double>, ptr %gep664, align 8, !alias.scope !698, !noalias !695
  %wide.load449 = load <2 x double>, ptr %81, align 8, !alias.scope !698, !noalias !695
  %82 = fsub <2 x double> %wide.load448, %79
  %83 = fsub <2 x double> %wide.load449, %80
  store <2 x double> %82, ptr %gep664, align 8, !alias.scope !698, !noalias !695
  store <2 x double> %83, ptr %81, align 8, !alias.scope !698, !noalias !695
  %index.next = add nuw i64 %index, 4
  %84 = icmp eq i64 %index.next, %n.vec
  br i1 %84, label %bb41.preheader, label %vector.body, !llvm.loop !700

panic12:                                          ; preds = %bb39
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_147, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8d8028ad7c8226717472adb03a4efd57) #18
  unreachable

bb42:                                             ; preds = %bb45
  br i1 %_171, label %bb44, label %panic13

bb41:                                             ; preds = %bb41.preheader, %bb45
  %iter3.sroa.0.0141 = phi i64 [ %85, %bb45 ], [ %iter3.sroa.0.0141.ph, %bb41.preheader ]
  %85 = add i64 %iter3.sroa.0.0141, 1
  %_159 = add i64 %iter3.sroa.0.0141, %_160
  %_166 = icmp ult i64 %_159, %_7.i
  br i1 %_166, label %bb43, label %panic15

bb44:                                             ; preds = %bb42
  %_185 = icmp ult i64 %iter2.sroa.0.0143, %b.1
  br i1 %_185, label %bb46, label %panic14

panic13:                                          ; preds = %bb42
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %iter.sroa.0.0145, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_cfef672ac3cff0ccac85b6488481f106) #18
  unreachable

bb46:                                             ; preds = %bb44
  %_43 = load double, ptr %_44, align 8, !noundef !25
  %_42 = fmul double %f, %_43
  %_45 = getelementptr inbounds nuw double, ptr %11, i64 %iter2.sroa.0.0143
  %86 = load double, ptr %_45, align 8, !noundef !25
  %87 = fsub double %86, %_42
  store double %87, ptr %_45, align 8
  %exitcond238.not = icmp eq i64 %74, %n
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond238.not, label %bb1.loopexit, label %bb37

panic14:                                          ; preds = %bb44
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %iter2.sroa.0.0143, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8b3b5756588b9cbc3428999dcaf6d46b) #18
  unreachable

bb43:                                             ; preds = %bb41
  %_172 = add i64 %iter3.sroa.0.0141, %_140
  %_179 = icmp ult i64 %_172, %_7.i
  br i1 %_179, label %bb45, label %panic16

panic15:                                          ; preds = %bb41
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_159, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9c10cf374c547f6ad2b14b37d5a2cb84) #18
  unreachable

bb45:                                             ; preds = %bb43
  %_39 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_159
  %v = load double, ptr %_39, align 8, !noundef !25
  %_40 = fmul double %f, %v
  %_41 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_172
  %88 = load double, ptr %_41, align 8, !noundef !25
  %89 = fsub double %88, %_40
  store double %89, ptr %_41, align 8
  %exitcond237.not = icmp eq i64 %85, %n
  br i1 %exitcond237.not, label %bb42, label %bb41, !llvm.loop !701

panic16:                                          ; preds = %bb43
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_172, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_a80b096b84d6f68ff46cc1fb88f78f03) #18
  unreachable

bb31:                                             ; preds = %bb29
  %_114 = icmp ult i64 %_26, %_7.i
  br i1 %_114, label %bb32, label %panic19

panic18:                                          ; preds = %bb29
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_24, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d8a5fff2a419f61d5c55f848c4e99311) #18
  unreachable

bb32:                                             ; preds = %bb31
  %_111 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_24
  %_113 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_26
  %_115.sroa.0.0.copyload = load i64, ptr %_111, align 8
  %90 = load i64, ptr %_113, align 8
  store i64 %90, ptr %_111, align 8
  store i64 %_115.sroa.0.0.copyload, ptr %_113, align 8
  %exitcond.not = icmp eq i64 %61, %n
  br i1 %exitcond.not, label %bb30, label %bb29, !llvm.loop !702

panic19:                                          ; preds = %bb31
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_26, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d8a5fff2a419f61d5c55f848c4e99311) #18
  unreachable
}

; _02_matrix_impl::Matrix::mul_vec
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(40) %self, ptr noalias noundef nonnull readonly align 8 captures(none) %v.0, i64 noundef range(i64 0, 1152921504606846976) %v.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_5 = load i64, ptr %0, align 8, !noundef !25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !703)
  %_33.0.i.i.i = shl i64 %_5, 3
  %_33.1.i.i.i = icmp ugt i64 %_5, 2305843009213693951
  %_38.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.not.i.i.i = or i1 %_33.1.i.i.i, %_38.i.i.i
  br i1 %or.cond.not.i.i.i, label %bb3.i.i, label %bb18.i.i.i, !prof !33

bb18.i.i.i:                                       ; preds = %start
  %1 = icmp eq i64 %_33.0.i.i.i, 0
  br i1 %1, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i", label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %bb18.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !706
; call __rustc::__rust_alloc
  %2 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #16, !noalias !706
  %3 = icmp eq ptr %2, null
  br i1 %3, label %bb3.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb3.i.i.i
  %4 = ptrtoint ptr %2 to i64
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i"

bb3.i.i:                                          ; preds = %bb3.i.i.i, %start
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %bb3.i.i.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #17, !noalias !710
  unreachable

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %_5, %bb10.i.i.i ], [ 0, %bb18.i.i.i ]
  %_4.sroa.10.0.i.i = phi i64 [ %4, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %5 = inttoptr i64 %_4.sroa.10.0.i.i to ptr
  %_7.i.i = icmp samesign ule i64 %_5, %_4.sroa.4.0.i.i
  tail call void @llvm.assume(i1 %_7.i.i)
  %_0.i.i.i13.i.i.i.i.i.i.not = icmp eq i64 %_5, 0
  br i1 %_0.i.i.i13.i.i.i.i.i.i.not, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE.exit", label %bb3.lr.ph.i.i.i.i.i.i

bb3.lr.ph.i.i.i.i.i.i:                            ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i"
  %6 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %7 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %8 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_4.i.i2.i.i.i.i.i.i = load i64, ptr %6, align 8, !noalias !711, !noundef !25
  %_0.i.i.i13.not.i.i.i.i.i.i.i.i.i = icmp eq i64 %_4.i.i2.i.i.i.i.i.i, 0
  %_18.i.i.i.i.i.i.i.i.i.i.i = load i64, ptr %7, align 8
  %_19.i.i.i.i.i.i.i.i.i.i.i = load ptr, ptr %8, align 8, !nonnull !25
  br label %bb3.i.i.i.i.i.i

bb3.i.i.i.i.i.i:                                  ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i", %bb3.lr.ph.i.i.i.i.i.i
  %9 = phi i64 [ 0, %bb3.lr.ph.i.i.i.i.i.i ], [ %10, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i" ]
  %10 = add nuw i64 %9, 1
  br i1 %_0.i.i.i13.not.i.i.i.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i", label %bb3.lr.ph.i.i.i.i.i.i.i.i.i

bb3.lr.ph.i.i.i.i.i.i.i.i.i:                      ; preds = %bb3.i.i.i.i.i.i
  %_14.i.i.i.i.i.i.i.i.i.i.i = mul i64 %_4.i.i2.i.i.i.i.i.i, %9
  br label %bb3.i.i.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i.i.i:                            ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i", %bb3.lr.ph.i.i.i.i.i.i.i.i.i
  %accum.sroa.0.015.i.i.i.i.i.i.i.i.i = phi double [ -0.000000e+00, %bb3.lr.ph.i.i.i.i.i.i.i.i.i ], [ %_0.i1.i.i.i.i.i.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i" ]
  %self.sroa.0.014.i.i.i.i.i.i.i.i.i = phi i64 [ 0, %bb3.lr.ph.i.i.i.i.i.i.i.i.i ], [ %_0.i1.i.i.i.i.i.i.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i" ]
  %_0.i1.i.i.i.i.i.i.i.i.i.i.i = add nuw nsw i64 %self.sroa.0.014.i.i.i.i.i.i.i.i.i, 1
  %_13.i.i.i.i.i.i.i.i.i.i.i = add nuw i64 %self.sroa.0.014.i.i.i.i.i.i.i.i.i, %_14.i.i.i.i.i.i.i.i.i.i.i
  %_20.i.i.i.i.i.i.i.i.i.i.i = icmp ult i64 %_13.i.i.i.i.i.i.i.i.i.i.i, %_18.i.i.i.i.i.i.i.i.i.i.i
  br i1 %_20.i.i.i.i.i.i.i.i.i.i.i, label %bb2.i.i2.i.i.i.i.i.i.i.i.i, label %panic.i.i.i.i.i.i.i.i.i.i.i

bb2.i.i2.i.i.i.i.i.i.i.i.i:                       ; preds = %bb3.i.i.i.i.i.i.i.i.i
  %exitcond.not.i.i.i.i.i.i.i.i.i = icmp eq i64 %self.sroa.0.014.i.i.i.i.i.i.i.i.i, %v.1
  br i1 %exitcond.not.i.i.i.i.i.i.i.i.i, label %panic1.i.i.i.i.i.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i"

panic.i.i.i.i.i.i.i.i.i.i.i:                      ; preds = %bb3.i.i.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_13.i.i.i.i.i.i.i.i.i.i.i, i64 noundef %_18.i.i.i.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ca238e08ea7adbeac5d1d40e5dfb46d6) #18, !noalias !730
  unreachable

panic1.i.i.i.i.i.i.i.i.i.i.i:                     ; preds = %bb2.i.i2.i.i.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %v.1, i64 noundef %v.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_06bcf2d0249e1b3b82e6190f1e691f88) #18, !noalias !730
  unreachable

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i": ; preds = %bb2.i.i2.i.i.i.i.i.i.i.i.i
  %_4.i.i3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_19.i.i.i.i.i.i.i.i.i.i.i, i64 %_13.i.i.i.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i.i.i = load double, ptr %_4.i.i3.i.i.i.i.i.i.i.i.i, align 8, !noalias !730, !noundef !25
  %11 = getelementptr inbounds nuw double, ptr %v.0, i64 %self.sroa.0.014.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i.i.i = load double, ptr %11, align 8, !noalias !730, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.i = fmul double %_3.i.i.i.i.i.i.i.i.i.i.i, %_6.i.i.i.i.i.i.i.i.i.i.i
  %_0.i1.i.i.i.i.i.i.i.i.i.i = fadd double %accum.sroa.0.015.i.i.i.i.i.i.i.i.i, %_0.i.i.i.i.i.i.i.i.i.i.i
  %exitcond20.not.i.i.i.i.i.i.i.i.i = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i, %_4.i.i2.i.i.i.i.i.i
  br i1 %exitcond20.not.i.i.i.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i", label %bb3.i.i.i.i.i.i.i.i.i

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i", %bb3.i.i.i.i.i.i
  %accum.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i = phi double [ -0.000000e+00, %bb3.i.i.i.i.i.i ], [ %_0.i1.i.i.i.i.i.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i" ]
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %5, i64 %9
  store double %accum.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !noalias !737
  %exitcond.not.i.i.i.i.i.i = icmp eq i64 %10, %_5
  br i1 %exitcond.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE.exit", label %bb3.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE.exit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i"
  store i64 %_4.sroa.4.0.i.i, ptr %_0, align 8, !alias.scope !703, !noalias !742
  %vector.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %5, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !703, !noalias !742
  %vector.sroa.6.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_5, ptr %vector.sroa.6.0._0.sroa_idx.i, align 8, !alias.scope !703, !noalias !742
  ret void
}

; _02_matrix_impl::Matrix::transpose
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN15_02_matrix_impl6Matrix9transpose17h4a54d63260e5d38aE(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([40 x i8]) align 8 captures(none) dereferenceable(40) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(40) %self) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %_2 = load i64, ptr %0, align 8, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_3 = load i64, ptr %1, align 8, !noundef !25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !743)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !746)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !748)
  %_4.i.i = mul i64 %_3, %_2
  %_33.0.i.i.i.i = shl i64 %_4.i.i, 3
  %_33.1.i.i.i.i = icmp ugt i64 %_4.i.i, 2305843009213693951
  %_38.i.i.i.i = icmp ugt i64 %_33.0.i.i.i.i, 9223372036854775800
  %or.cond.not.i.i.i.i = or i1 %_33.1.i.i.i.i, %_38.i.i.i.i
  br i1 %or.cond.not.i.i.i.i, label %bb14.i.i.i, label %bb18.i.i.i.i, !prof !33

bb18.i.i.i.i:                                     ; preds = %start
  %2 = icmp eq i64 %_33.0.i.i.i.i, 0
  br i1 %2, label %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i, label %bb3.i2.i.i.i

bb3.i2.i.i.i:                                     ; preds = %bb18.i.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !751
; call __rustc::__rust_alloc_zeroed
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) %_33.0.i.i.i.i, i64 noundef 8) #16, !noalias !751
  %4 = icmp eq ptr %3, null
  br i1 %4, label %bb14.i.i.i, label %bb10.i.i.i.i

bb10.i.i.i.i:                                     ; preds = %bb3.i2.i.i.i
  %5 = ptrtoint ptr %3 to i64
  br label %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i

bb14.i.i.i:                                       ; preds = %bb3.i2.i.i.i, %start
  %_16.sroa.4.0.ph.i.i.i = phi i64 [ 8, %bb3.i2.i.i.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_16.sroa.4.0.ph.i.i.i, i64 %_33.0.i.i.i.i) #17, !noalias !756
  unreachable

_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i: ; preds = %bb10.i.i.i.i, %bb18.i.i.i.i
  %_16.sroa.4.0.i.i.i = phi i64 [ %_4.i.i, %bb10.i.i.i.i ], [ 0, %bb18.i.i.i.i ]
  %_16.sroa.10.0.i.i.i = phi i64 [ %5, %bb10.i.i.i.i ], [ 8, %bb18.i.i.i.i ]
  %6 = inttoptr i64 %_16.sroa.10.0.i.i.i to ptr
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 24
  store i64 %_2, ptr %7, align 8, !alias.scope !757, !noalias !746
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 32
  store i64 %_3, ptr %8, align 8, !alias.scope !757, !noalias !746
  store i64 %_16.sroa.4.0.i.i.i, ptr %_0, align 8, !alias.scope !757, !noalias !746
  %_3.sroa.4.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %6, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !757, !noalias !746
  %_3.sroa.5.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_4.i.i, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !757, !noalias !746
  %_129.not.i = icmp eq i64 %_2, 0
  br i1 %_129.not.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E.exit, label %bb6.lr.ph.i

bb6.lr.ph.i:                                      ; preds = %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i
  %_167.not.i = icmp eq i64 %_3, 0
  %9 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_11.i.i = load i64, ptr %9, align 8, !alias.scope !746, !noalias !743
  %10 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_12.i.i = load ptr, ptr %10, align 8, !alias.scope !746, !noalias !743, !nonnull !25
  br label %bb6.i

bb2.loopexit.i:                                   ; preds = %bb10.i, %bb6.i
  %exitcond14.not.i = icmp eq i64 %11, %_2
  br i1 %exitcond14.not.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E.exit, label %bb6.i

bb6.i:                                            ; preds = %bb2.loopexit.i, %bb6.lr.ph.i
  %iter.sroa.0.010.i = phi i64 [ 0, %bb6.lr.ph.i ], [ %11, %bb2.loopexit.i ]
  %11 = add nuw i64 %iter.sroa.0.010.i, 1
  br i1 %_167.not.i, label %bb2.loopexit.i, label %bb8.lr.ph.i

bb8.lr.ph.i:                                      ; preds = %bb6.i
  %_21.i = mul i64 %iter.sroa.0.010.i, %_3
  br label %bb8.i

bb8.i:                                            ; preds = %bb10.i, %bb8.lr.ph.i
  %iter1.sroa.0.08.i = phi i64 [ 0, %bb8.lr.ph.i ], [ %12, %bb10.i ]
  %_7.i.i = mul i64 %iter1.sroa.0.08.i, %_2
  %_6.i.i = add i64 %_7.i.i, %iter.sroa.0.010.i
  %_13.i.i = icmp ult i64 %_6.i.i, %_11.i.i
  br i1 %_13.i.i, label %"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i", label %panic.i.i

panic.i.i:                                        ; preds = %bb8.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_6.i.i, i64 noundef %_11.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9ef287a5dc3b1521ffac821ee6ebafa6) #18, !noalias !758
  unreachable

"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i": ; preds = %bb8.i
  %_20.i = add nuw i64 %iter1.sroa.0.08.i, %_21.i
  %_27.i = icmp ult i64 %_20.i, %_4.i.i
  br i1 %_27.i, label %bb10.i, label %panic.i

bb10.i:                                           ; preds = %"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i"
  %_4.i4.i = getelementptr inbounds nuw double, ptr %_12.i.i, i64 %_6.i.i
  %_0.i.i = load double, ptr %_4.i4.i, align 8, !noalias !758, !noundef !25
  %12 = add nuw i64 %iter1.sroa.0.08.i, 1
  %_11.i = getelementptr inbounds nuw double, ptr %6, i64 %_20.i
  store double %_0.i.i, ptr %_11.i, align 8, !noalias !761
  %exitcond.not.i = icmp eq i64 %12, %_3
  br i1 %exitcond.not.i, label %bb2.loopexit.i, label %bb8.i

panic.i:                                          ; preds = %"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i"
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_20.i, i64 noundef %_4.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0025edbac865429f0d692bc706e2757d) #18, !noalias !761
  unreachable

_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E.exit: ; preds = %bb2.loopexit.i, %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i
  ret void
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17h5f9ffba8d95b2d39E(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !25, !noundef !25
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h0ad77ef2502850ddE(ptr noundef nonnull %_4) #19
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h0ad77ef2502850ddE(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #16
  tail call void asm sideeffect "", "~{memory}"() #16, !srcloc !762
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he4712e6ee8baa096E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !25, !align !763, !noundef !25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !764)
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_8.i = load ptr, ptr %0, align 8, !alias.scope !764, !noalias !767, !nonnull !25, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %_3, i64 16
  %_7.i = load i64, ptr %1, align 8, !alias.scope !764, !noalias !767, !noundef !25
; call <str as core::fmt::Debug>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8.i, i64 noundef %_7.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #16, !noalias !764
  ret i1 %_0.i
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h2e27371e6982e607E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !25, !align !763, !noundef !25
; call <f64 as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #16
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h76d6f80d741aaccaE"(ptr noundef readonly captures(none) %_1) unnamed_addr #1 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !25, !noundef !25
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h0ad77ef2502850ddE(ptr noundef nonnull readonly %0) #19, !noalias !769
  ret i32 0
}

; <02_matrix_impl::Matrix as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN61_$LT$02_matrix_impl..Matrix$u20$as$u20$core..fmt..Display$GT$3fmt17h6cf03e907aadd715E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(40) %self, ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %f) unnamed_addr #0 {
start:
  %args = alloca [16 x i8], align 8
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %iter2 = load i64, ptr %0, align 8, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %iter3 = load i64, ptr %1, align 8
  %_2324.not = icmp eq i64 %iter3, 0
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_31 = load i64, ptr %2, align 8
  %3 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_32 = load ptr, ptr %3, align 8, !nonnull !25
  %_13.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  %_53.0 = load ptr, ptr %f, align 8, !nonnull !25, !align !772
  %4 = getelementptr inbounds nuw i8, ptr %f, i64 8
  %_53.1 = load ptr, ptr %4, align 8, !nonnull !25, !align !763
  %5 = getelementptr inbounds nuw i8, ptr %_53.1, i64 24
  br label %bb1

bb1:                                              ; preds = %bb34, %start
  %iter.sroa.0.0 = phi i64 [ 0, %start ], [ %6, %bb34 ]
  %exitcond31.not = icmp eq i64 %iter.sroa.0.0, %iter2
  br i1 %exitcond31.not, label %bb5, label %bb6

bb6:                                              ; preds = %bb1
  %6 = add i64 %iter.sroa.0.0, 1
  br i1 %_2324.not, label %bb34, label %bb8.lr.ph

bb8.lr.ph:                                        ; preds = %bb6
  %_28 = mul i64 %iter3, %iter.sroa.0.0
  br label %bb8

bb5:                                              ; preds = %bb34, %bb1, %bb10
  %_19 = icmp ult i64 %iter.sroa.0.0, %iter2
  ret i1 %_19

bb8:                                              ; preds = %bb8.lr.ph, %bb17
  %iter1.sroa.0.025 = phi i64 [ 0, %bb8.lr.ph ], [ %7, %bb17 ]
  %7 = add nuw i64 %iter1.sroa.0.025, 1
  %_27 = add nuw i64 %iter1.sroa.0.025, %_28
  %_33 = icmp ult i64 %_27, %_31
  br i1 %_33, label %bb10, label %panic

bb34:                                             ; preds = %bb17, %bb6
  %8 = load ptr, ptr %5, align 8, !invariant.load !25, !nonnull !25
  %9 = call noundef zeroext i1 %8(ptr noundef nonnull align 1 %_53.0, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_49a1e817e911805af64bbc7efb390101, i64 noundef 1) #20
  br i1 %9, label %bb5, label %bb1

bb10:                                             ; preds = %bb8
  %args4 = getelementptr inbounds nuw double, ptr %_32, i64 %_27
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %args4, ptr %args, align 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_13.sroa.4.0..sroa_idx, align 8
; call core::fmt::write
  %10 = call noundef zeroext i1 @_RNvNtCsgEmfK2I1SDS_4core3fmt5write(ptr noundef nonnull align 1 %_53.0, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(48) %_53.1, ptr noundef nonnull @alloc_ceb14c036f805b5ef23ef86085732fe4, ptr noundef nonnull %args) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  br i1 %10, label %bb5, label %bb17

panic:                                            ; preds = %bb8
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_27, i64 noundef %_31, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8f69dfd4654784c5e7cbd39af55396fc) #18
  unreachable

bb17:                                             ; preds = %bb10
  %exitcond.not = icmp eq i64 %7, %iter3
  br i1 %exitcond.not, label %bb34, label %bb8
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0d22198d33d6208fE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8, !nonnull !25, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8, !noundef !25
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !773
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #16, !noalias !777
  %_11.idx.i = mul nuw nsw i64 %_6, 24
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 24
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !778
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !778
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !778
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !773
  ret i1 %_0.i
}

; <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([40 x i8]) align 8 captures(none) dereferenceable(40) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(40) %self, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(40) %o) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 24
  %_3 = load i64, ptr %0, align 8, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %o, i64 32
  %_4 = load i64, ptr %1, align 8, !noundef !25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !781)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !784)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !786)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !788)
  %_4.i.i = mul i64 %_4, %_3
  %_33.0.i.i.i.i = shl i64 %_4.i.i, 3
  %_33.1.i.i.i.i = icmp ugt i64 %_4.i.i, 2305843009213693951
  %_38.i.i.i.i = icmp ugt i64 %_33.0.i.i.i.i, 9223372036854775800
  %or.cond.not.i.i.i.i = or i1 %_33.1.i.i.i.i, %_38.i.i.i.i
  br i1 %or.cond.not.i.i.i.i, label %bb14.i.i.i, label %bb18.i.i.i.i, !prof !33

bb18.i.i.i.i:                                     ; preds = %start
  %2 = icmp eq i64 %_33.0.i.i.i.i, 0
  br i1 %2, label %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i, label %bb3.i2.i.i.i

bb3.i2.i.i.i:                                     ; preds = %bb18.i.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !791
; call __rustc::__rust_alloc_zeroed
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) %_33.0.i.i.i.i, i64 noundef 8) #16, !noalias !791
  %4 = icmp eq ptr %3, null
  br i1 %4, label %bb14.i.i.i, label %bb10.i.i.i.i

bb10.i.i.i.i:                                     ; preds = %bb3.i2.i.i.i
  %5 = ptrtoint ptr %3 to i64
  br label %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i

bb14.i.i.i:                                       ; preds = %bb3.i2.i.i.i, %start
  %_16.sroa.4.0.ph.i.i.i = phi i64 [ 8, %bb3.i2.i.i.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_16.sroa.4.0.ph.i.i.i, i64 %_33.0.i.i.i.i) #17, !noalias !796
  unreachable

_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i: ; preds = %bb10.i.i.i.i, %bb18.i.i.i.i
  %_16.sroa.4.0.i.i.i = phi i64 [ %_4.i.i, %bb10.i.i.i.i ], [ 0, %bb18.i.i.i.i ]
  %_16.sroa.10.0.i.i.i = phi i64 [ %5, %bb10.i.i.i.i ], [ 8, %bb18.i.i.i.i ]
  %6 = inttoptr i64 %_16.sroa.10.0.i.i.i to ptr
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 24
  store i64 %_3, ptr %7, align 8, !alias.scope !797, !noalias !798
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 32
  store i64 %_4, ptr %8, align 8, !alias.scope !797, !noalias !798
  store i64 %_16.sroa.4.0.i.i.i, ptr %_0, align 8, !alias.scope !797, !noalias !798
  %_3.sroa.4.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %6, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !797, !noalias !798
  %_3.sroa.5.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_4.i.i, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !797, !noalias !798
  %_1225.not.i = icmp eq i64 %_3, 0
  br i1 %_1225.not.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE.exit, label %bb6.lr.ph.i

bb6.lr.ph.i:                                      ; preds = %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i
  %_1623.not.i = icmp eq i64 %_4, 0
  %9 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %_5.i.i = load i64, ptr %9, align 8, !alias.scope !784, !noalias !799
  %_0.i.i.i10.not.i.i.i = icmp eq i64 %_5.i.i, 0
  %10 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_18.i.i.i.i.i = load i64, ptr %10, align 8, !alias.scope !784, !noalias !799
  %11 = getelementptr inbounds nuw i8, ptr %o, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %13 = getelementptr inbounds nuw i8, ptr %o, i64 16
  %_26.i.i.peel.i.i.i = load i64, ptr %13, align 8, !alias.scope !786, !noalias !800
  %_27.i.i.peel.i.i.i = load ptr, ptr %11, align 8, !alias.scope !786, !noalias !800, !nonnull !25
  %_19.i.i.peel.i.i.i = load ptr, ptr %12, align 8, !alias.scope !784, !noalias !799, !nonnull !25
  %exitcond.peel.not.i.i.i = icmp eq i64 %_5.i.i, 1
  br label %bb6.i

bb2.loopexit.i:                                   ; preds = %bb10.i, %bb6.i
  %indvars.iv.next.i = sub i64 %indvars.iv.i, %_5.i.i
  %exitcond42.not.i = icmp eq i64 %14, %_3
  br i1 %exitcond42.not.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE.exit, label %bb6.i

bb6.i:                                            ; preds = %bb2.loopexit.i, %bb6.lr.ph.i
  %indvars.iv.i = phi i64 [ %_18.i.i.i.i.i, %bb6.lr.ph.i ], [ %indvars.iv.next.i, %bb2.loopexit.i ]
  %iter.sroa.0.026.i = phi i64 [ 0, %bb6.lr.ph.i ], [ %14, %bb2.loopexit.i ]
  %14 = add nuw i64 %iter.sroa.0.026.i, 1
  br i1 %_1623.not.i, label %bb2.loopexit.i, label %bb8.lr.ph.i

bb8.lr.ph.i:                                      ; preds = %bb6.i
  %_14.i.i.i.i.i = mul i64 %iter.sroa.0.026.i, %_5.i.i
  %_20.i.i.peel.i.i.i = icmp ult i64 %_14.i.i.i.i.i, %_18.i.i.i.i.i
  %_4.i.i2.peel.i.i.i = getelementptr double, ptr %_19.i.i.peel.i.i.i, i64 %_14.i.i.i.i.i
  %_21.i = mul i64 %iter.sroa.0.026.i, %_4
  br label %bb8.i

bb8.i:                                            ; preds = %bb10.i, %bb8.lr.ph.i
  %iter1.sroa.0.024.i = phi i64 [ 0, %bb8.lr.ph.i ], [ %15, %bb10.i ]
  br i1 %_0.i.i.i10.not.i.i.i, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i", label %bb3.lr.ph.i.i.i

bb3.lr.ph.i.i.i:                                  ; preds = %bb8.i
  br i1 %_20.i.i.peel.i.i.i, label %bb1.i.i.peel.i.i.i, label %panic.i.i.i.i.i

bb1.i.i.peel.i.i.i:                               ; preds = %bb3.lr.ph.i.i.i
  %_28.i.i.peel.i.i.i = icmp ult i64 %iter1.sroa.0.024.i, %_26.i.i.peel.i.i.i
  br i1 %_28.i.i.peel.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i", label %panic1.i.i.i.i.i

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i": ; preds = %bb1.i.i.peel.i.i.i
  %_3.i.i.peel.i.i.i = load double, ptr %_4.i.i2.peel.i.i.i, align 8, !noalias !801, !noundef !25
  %_7.i.i.peel.i.i.i = getelementptr inbounds nuw double, ptr %_27.i.i.peel.i.i.i, i64 %iter1.sroa.0.024.i
  %_6.i.i.peel.i.i.i = load double, ptr %_7.i.i.peel.i.i.i, align 8, !noalias !801, !noundef !25
  %_0.i.i.peel.i.i.i = fmul double %_3.i.i.peel.i.i.i, %_6.i.i.peel.i.i.i
  br i1 %exitcond.peel.not.i.i.i, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i", label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i"
  %accum.sroa.0.012.i.i.i = phi double [ %_0.i1.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i" ], [ %_0.i.i.peel.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i" ]
  %self.sroa.0.011.i.i.i = phi i64 [ %_0.i1.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i" ], [ 1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i" ]
  %_0.i1.i.i.i.i.i = add i64 %self.sroa.0.011.i.i.i, 1
  %exitcond.not.i = icmp eq i64 %self.sroa.0.011.i.i.i, %indvars.iv.i
  br i1 %exitcond.not.i, label %panic.i.i.i.i.i, label %bb1.i.i.i.i.i

bb1.i.i.i.i.i:                                    ; preds = %bb3.i.i.i
  %_22.i.i.i.i.i = mul i64 %self.sroa.0.011.i.i.i, %_4
  %_21.i.i.i.i.i = add i64 %_22.i.i.i.i.i, %iter1.sroa.0.024.i
  %_28.i.i.i.i.i = icmp ult i64 %_21.i.i.i.i.i, %_26.i.i.peel.i.i.i
  br i1 %_28.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i", label %panic1.i.i.i.i.i

panic.i.i.i.i.i:                                  ; preds = %bb3.lr.ph.i.i.i, %bb3.i.i.i
  %umax.i.i.i = tail call i64 @llvm.umax.i64(i64 %_18.i.i.i.i.i, i64 %_14.i.i.i.i.i)
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %umax.i.i.i, i64 noundef %_18.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8e6d7e492c1c99abb3324644f1ba60e6) #18, !noalias !810
  unreachable

panic1.i.i.i.i.i:                                 ; preds = %bb1.i.i.peel.i.i.i, %bb1.i.i.i.i.i
  %_21.i.i.lcssa.i.i.i = phi i64 [ %_21.i.i.i.i.i, %bb1.i.i.i.i.i ], [ %iter1.sroa.0.024.i, %bb1.i.i.peel.i.i.i ]
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_21.i.i.lcssa.i.i.i, i64 noundef %_26.i.i.peel.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_10011c9bcfa6ac3d7b27a6fd6b163944) #18, !noalias !810
  unreachable

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i": ; preds = %bb1.i.i.i.i.i
  %gep.i = getelementptr double, ptr %_4.i.i2.peel.i.i.i, i64 %self.sroa.0.011.i.i.i
  %_3.i.i.i.i.i = load double, ptr %gep.i, align 8, !noalias !810, !noundef !25
  %_7.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_27.i.i.peel.i.i.i, i64 %_21.i.i.i.i.i
  %_6.i.i.i.i.i = load double, ptr %_7.i.i.i.i.i, align 8, !noalias !810, !noundef !25
  %_0.i.i.i.i.i = fmul double %_3.i.i.i.i.i, %_6.i.i.i.i.i
  %_0.i1.i.i.i.i = fadd double %accum.sroa.0.012.i.i.i, %_0.i.i.i.i.i
  %exitcond.not.i.i.i = icmp eq i64 %_0.i1.i.i.i.i.i, %_5.i.i
  br i1 %exitcond.not.i.i.i, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i", label %bb3.i.i.i, !llvm.loop !813

"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i", %bb8.i
  %accum.sroa.0.0.lcssa.i.i.i = phi double [ -0.000000e+00, %bb8.i ], [ %_0.i.i.peel.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i" ], [ %_0.i1.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i" ]
  %_20.i = add nuw i64 %iter1.sroa.0.024.i, %_21.i
  %_27.i = icmp ult i64 %_20.i, %_4.i.i
  br i1 %_27.i, label %bb10.i, label %panic.i

bb10.i:                                           ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i"
  %15 = add nuw i64 %iter1.sroa.0.024.i, 1
  %_11.i = getelementptr inbounds nuw double, ptr %6, i64 %_20.i
  store double %accum.sroa.0.0.lcssa.i.i.i, ptr %_11.i, align 8, !noalias !814
  %exitcond41.not.i = icmp eq i64 %15, %_4
  br i1 %exitcond41.not.i, label %bb2.loopexit.i, label %bb8.i

panic.i:                                          ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i"
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_20.i, i64 noundef %_4.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0025edbac865429f0d692bc706e2757d) #18, !noalias !814
  unreachable

_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE.exit: ; preds = %bb2.loopexit.i, %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #7

; __rustc::__rust_alloc_zeroed
; Function Attrs: nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #8

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #9

; <str as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; <bool as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #10

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #9

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #10

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #0

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #0

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef align 8 dereferenceable(16), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #0

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; core::fmt::write
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvNtCsgEmfK2I1SDS_4core3fmt5write(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #13 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN15_02_matrix_impl4main17h0063bd0acda75c87E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #14

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #15

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #15

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #15

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nounwind nonlazybind allockind("alloc,zeroed,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind }
attributes #17 = { noreturn nounwind }
attributes #18 = { noinline noreturn nounwind }
attributes #19 = { noinline nounwind }
attributes #20 = { inlinehint nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE: %m"}
!6 = distinct !{!6, !"_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE"}
!7 = !{!8}
!8 = distinct !{!8, !9, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!9 = distinct !{!9, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!10 = !{!11, !13, !8, !5}
!11 = distinct !{!11, !12, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!12 = distinct !{!12, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!13 = distinct !{!13, !14, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!14 = distinct !{!14, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!15 = !{!13, !8, !5}
!16 = !{!8, !5}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E: %_0"}
!19 = distinct !{!19, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E: %self"}
!22 = !{!23}
!23 = distinct !{!23, !19, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E: %o"}
!24 = !{!18, !23}
!25 = !{}
!26 = !{!27, !29, !23}
!27 = distinct !{!27, !28, !"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2a9d658f5fe44272E: %self"}
!28 = distinct !{!28, !"_ZN94_$LT$$RF$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2a9d658f5fe44272E"}
!29 = distinct !{!29, !30, !"_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E: %other"}
!30 = distinct !{!30, !"_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E"}
!31 = !{!32, !18, !21}
!32 = distinct !{!32, !30, !"_ZN4core4iter6traits8iterator8Iterator3zip17h9c99567051e80b92E: %_0"}
!33 = !{!"branch_weights", i32 2002, i32 2000}
!34 = !{!35, !37, !39, !18, !21, !23}
!35 = distinct !{!35, !36, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!36 = distinct !{!36, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!37 = distinct !{!37, !38, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h332c966c32629c9fE: %_0"}
!38 = distinct !{!38, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h332c966c32629c9fE"}
!39 = distinct !{!39, !38, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h332c966c32629c9fE: %iterator"}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0"}
!42 = distinct !{!42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E"}
!43 = !{!44}
!44 = distinct !{!44, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0"}
!47 = distinct !{!47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E"}
!48 = !{!49}
!49 = distinct !{!49, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1"}
!50 = !{!46, !41}
!51 = !{!49, !52, !44, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!52 = distinct !{!52, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %_1"}
!53 = distinct !{!53, !54, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E: %self"}
!54 = distinct !{!54, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E"}
!55 = distinct !{!55, !54, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E: %f"}
!56 = distinct !{!56, !57, !"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E: %self"}
!57 = distinct !{!57, !"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E"}
!58 = distinct !{!58, !57, !"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E: %f"}
!59 = distinct !{!59, !60, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE: %self"}
!60 = distinct !{!60, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE"}
!61 = distinct !{!61, !60, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE: %g"}
!62 = distinct !{!62, !63, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE: %self"}
!63 = distinct !{!63, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE"}
!64 = distinct !{!64, !63, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE: %f"}
!65 = distinct !{!65, !66, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE: %self"}
!66 = distinct !{!66, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE"}
!67 = distinct !{!67, !66, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE: %iterator"}
!68 = distinct !{!68, !69, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E: %self"}
!69 = distinct !{!69, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E"}
!70 = distinct !{!70, !69, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E: %iterator"}
!71 = !{!49, !44}
!72 = !{!46, !52, !41, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!73 = !{!74, !76, !52, !41, !44, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!74 = distinct !{!74, !75, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hec59fc781af74b17E: %_1"}
!75 = distinct !{!75, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hec59fc781af74b17E"}
!76 = distinct !{!76, !77, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3930a9acfe721b8bE: %_1"}
!77 = distinct !{!77, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3930a9acfe721b8bE"}
!78 = distinct !{!78, !79, !80}
!79 = !{!"llvm.loop.isvectorized", i32 1}
!80 = !{!"llvm.loop.unroll.runtime.disable"}
!81 = distinct !{!81, !82}
!82 = !{!"llvm.loop.unroll.disable"}
!83 = !{!37, !39, !18, !21, !23}
!84 = !{!85}
!85 = distinct !{!85, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0:It1"}
!86 = !{!87}
!87 = distinct !{!87, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1:It1"}
!88 = !{!89}
!89 = distinct !{!89, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0:It1"}
!90 = !{!91}
!91 = distinct !{!91, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1:It1"}
!92 = !{!89, !85}
!93 = !{!91, !52, !87, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!94 = !{!91, !87}
!95 = !{!89, !52, !85, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!96 = !{!74, !76, !52, !85, !87, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!97 = !{!98}
!98 = distinct !{!98, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0:It2"}
!99 = !{!100}
!100 = distinct !{!100, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1:It2"}
!101 = !{!102}
!102 = distinct !{!102, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0:It2"}
!103 = !{!104}
!104 = distinct !{!104, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1:It2"}
!105 = !{!102, !98}
!106 = !{!104, !52, !100, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!107 = !{!104, !100}
!108 = !{!102, !52, !98, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!109 = !{!74, !76, !52, !98, !100, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!110 = !{!111}
!111 = distinct !{!111, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0:It3"}
!112 = !{!113}
!113 = distinct !{!113, !42, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1:It3"}
!114 = !{!115}
!115 = distinct !{!115, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0:It3"}
!116 = !{!117}
!117 = distinct !{!117, !47, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1:It3"}
!118 = !{!115, !111}
!119 = !{!117, !52, !113, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!120 = !{!117, !113}
!121 = !{!115, !52, !111, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!122 = !{!74, !76, !52, !111, !113, !53, !55, !56, !58, !59, !61, !62, !64, !65, !67, !68, !70, !37, !39, !18, !21, !23}
!123 = distinct !{!123, !79}
!124 = !{!21, !23}
!125 = !{!126}
!126 = distinct !{!126, !127, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!127 = distinct !{!127, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!130 = distinct !{!130, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!131 = !{!132}
!132 = distinct !{!132, !133, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!133 = distinct !{!133, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!134 = !{!135}
!135 = distinct !{!135, !136, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!136 = distinct !{!136, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!137 = !{!138}
!138 = distinct !{!138, !139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!139 = distinct !{!139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!140 = !{i64 0, i64 -9223372036854775808}
!141 = !{!142, !138, !135, !132, !129, !126}
!142 = distinct !{!142, !143, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!143 = distinct !{!143, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!144 = !{!145}
!145 = distinct !{!145, !143, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!146 = !{!138, !135, !132, !129, !126}
!147 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!148 = !{i64 0, i64 -9223372036854775807}
!149 = !{!150}
!150 = distinct !{!150, !151, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %self"}
!151 = distinct !{!151, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne"}
!152 = !{!153}
!153 = distinct !{!153, !151, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %other"}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE: %_0"}
!156 = distinct !{!156, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE"}
!157 = !{!158, !155}
!158 = distinct !{!158, !159, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!159 = distinct !{!159, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!160 = !{!161, !163, !164, !166, !168, !170, !172, !155}
!161 = distinct !{!161, !162, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE: %_1"}
!162 = distinct !{!162, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE"}
!163 = distinct !{!163, !162, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE: %elt"}
!164 = distinct !{!164, !165, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfb55252f8931b869E: %f"}
!165 = distinct !{!165, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfb55252f8931b869E"}
!166 = distinct !{!166, !167, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0bca7a4b9bb3c11eE: %g"}
!167 = distinct !{!167, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0bca7a4b9bb3c11eE"}
!168 = distinct !{!168, !169, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h5af3b20a8f486a1fE: %f"}
!169 = distinct !{!169, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h5af3b20a8f486a1fE"}
!170 = distinct !{!170, !171, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h288ae30a3da6aaafE: %self"}
!171 = distinct !{!171, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h288ae30a3da6aaafE"}
!172 = distinct !{!172, !173, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hea1608cbdeb5a2a6E: %self"}
!173 = distinct !{!173, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hea1608cbdeb5a2a6E"}
!174 = !{!175, !177, !161, !163, !164, !166, !168, !170, !172, !155}
!175 = distinct !{!175, !176, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E: %_0"}
!176 = distinct !{!176, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E"}
!177 = distinct !{!177, !176, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E: argument 1"}
!178 = !{!161, !164, !166, !168, !170, !172, !155}
!179 = !{!180, !182, !161, !164, !166, !168, !170, !172, !155}
!180 = distinct !{!180, !181, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h158b0b99d573787aE: %_1"}
!181 = distinct !{!181, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h158b0b99d573787aE"}
!182 = distinct !{!182, !183, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hf21f072701ad6c2aE: %_1"}
!183 = distinct !{!183, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hf21f072701ad6c2aE"}
!184 = !{!185}
!185 = distinct !{!185, !186, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E: %_1"}
!186 = distinct !{!186, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E"}
!187 = !{!188}
!188 = distinct !{!188, !189, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E: %self"}
!189 = distinct !{!189, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E"}
!190 = !{!188, !185}
!191 = !{!192}
!192 = distinct !{!192, !193, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17h1a16d55dc35f464fE: %_1.0"}
!193 = distinct !{!193, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17h1a16d55dc35f464fE"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE: %_1"}
!196 = distinct !{!196, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE"}
!197 = !{!198}
!198 = distinct !{!198, !199, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hfc9052641b3005dfE: %_1"}
!199 = distinct !{!199, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hfc9052641b3005dfE"}
!200 = !{!201}
!201 = distinct !{!201, !202, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h8536a65fde366979E: %_1"}
!202 = distinct !{!202, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h8536a65fde366979E"}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf6378c3199dbbc63E: %self"}
!205 = distinct !{!205, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf6378c3199dbbc63E"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!208 = distinct !{!208, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!209 = !{!210, !207, !204, !201, !198, !195, !192}
!210 = distinct !{!210, !211, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!211 = distinct !{!211, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!212 = !{!213, !188, !185}
!213 = distinct !{!213, !211, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!214 = !{!207, !204, !201, !198, !195, !192, !188, !185}
!215 = !{!216}
!216 = distinct !{!216, !217, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hd43ddd069a8ca5baE: %_1"}
!217 = distinct !{!217, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hd43ddd069a8ca5baE"}
!218 = !{!219}
!219 = distinct !{!219, !220, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4d0335d7160a4e47E: %self"}
!220 = distinct !{!220, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4d0335d7160a4e47E"}
!221 = !{!222}
!222 = distinct !{!222, !223, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!223 = distinct !{!223, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!224 = !{!225, !222, !219, !216, !185}
!225 = distinct !{!225, !226, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!226 = distinct !{!226, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!227 = !{!228}
!228 = distinct !{!228, !226, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!229 = !{!222, !219, !216, !185}
!230 = !{!231}
!231 = distinct !{!231, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0"}
!232 = distinct !{!232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E"}
!233 = !{!234}
!234 = distinct !{!234, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1"}
!235 = !{!236}
!236 = distinct !{!236, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0"}
!237 = distinct !{!237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E"}
!238 = !{!239}
!239 = distinct !{!239, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1"}
!240 = !{!236, !231}
!241 = !{!239, !234, !242}
!242 = distinct !{!242, !243, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E: %self"}
!243 = distinct !{!243, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E"}
!244 = !{!239, !234}
!245 = !{!236, !231, !242}
!246 = !{!247}
!247 = distinct !{!247, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0:It1"}
!248 = !{!249}
!249 = distinct !{!249, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1:It1"}
!250 = !{!251}
!251 = distinct !{!251, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0:It1"}
!252 = !{!253}
!253 = distinct !{!253, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1:It1"}
!254 = !{!251, !247}
!255 = !{!253, !249, !242}
!256 = !{!253, !249}
!257 = !{!251, !247, !242}
!258 = !{!259}
!259 = distinct !{!259, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0:It2"}
!260 = !{!261}
!261 = distinct !{!261, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1:It2"}
!262 = !{!263}
!263 = distinct !{!263, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0:It2"}
!264 = !{!265}
!265 = distinct !{!265, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1:It2"}
!266 = !{!263, !259}
!267 = !{!265, !261, !242}
!268 = !{!265, !261}
!269 = !{!263, !259, !242}
!270 = !{!271}
!271 = distinct !{!271, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0:It3"}
!272 = !{!273}
!273 = distinct !{!273, !232, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1:It3"}
!274 = !{!275}
!275 = distinct !{!275, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0:It3"}
!276 = !{!277}
!277 = distinct !{!277, !237, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1:It3"}
!278 = !{!275, !271}
!279 = !{!277, !273, !242}
!280 = !{!277, !273}
!281 = !{!275, !271, !242}
!282 = !{!283}
!283 = distinct !{!283, !284, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!284 = distinct !{!284, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!285 = !{!286}
!286 = distinct !{!286, !287, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!287 = distinct !{!287, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!288 = !{!289}
!289 = distinct !{!289, !290, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!290 = distinct !{!290, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!291 = !{!292}
!292 = distinct !{!292, !293, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!293 = distinct !{!293, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!294 = !{!295, !292, !289, !286, !283}
!295 = distinct !{!295, !296, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!296 = distinct !{!296, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!297 = !{!298}
!298 = distinct !{!298, !296, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!299 = !{!292, !289, !286, !283}
!300 = !{!301}
!301 = distinct !{!301, !302, !"_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E: %m"}
!302 = distinct !{!302, !"_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E"}
!303 = !{!304}
!304 = distinct !{!304, !305, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!305 = distinct !{!305, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!306 = !{!307, !309, !304, !301}
!307 = distinct !{!307, !308, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!308 = distinct !{!308, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!309 = distinct !{!309, !310, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!310 = distinct !{!310, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!311 = !{!309, !304, !301}
!312 = !{!304, !301}
!313 = !{!314}
!314 = distinct !{!314, !315, !"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E: %self"}
!315 = distinct !{!315, !"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E"}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h858568728021358bE: %z"}
!318 = distinct !{!318, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h858568728021358bE"}
!319 = !{!320, !322, !314}
!320 = distinct !{!320, !321, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E: %self"}
!321 = distinct !{!321, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E"}
!322 = distinct !{!322, !323, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h94a9dd361a8d9ad1E: %v"}
!323 = distinct !{!323, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h94a9dd361a8d9ad1E"}
!324 = !{!325, !327, !329, !331, !322, !314}
!325 = distinct !{!325, !326, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!326 = distinct !{!326, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!327 = distinct !{!327, !328, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!328 = distinct !{!328, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!329 = distinct !{!329, !330, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!330 = distinct !{!330, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!331 = distinct !{!331, !332, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!332 = distinct !{!332, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!333 = !{!334, !336}
!334 = distinct !{!334, !335, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!335 = distinct !{!335, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!336 = distinct !{!336, !337, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!337 = distinct !{!337, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!338 = !{!339, !336}
!339 = distinct !{!339, !340, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h1ab1f4ad79dc0e14E: %self"}
!340 = distinct !{!340, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h1ab1f4ad79dc0e14E"}
!341 = !{!336}
!342 = !{!343}
!343 = distinct !{!343, !344, !"_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE: %m"}
!344 = distinct !{!344, !"_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE"}
!345 = !{!346}
!346 = distinct !{!346, !347, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!347 = distinct !{!347, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!348 = !{!349, !351, !346, !343}
!349 = distinct !{!349, !350, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!350 = distinct !{!350, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!351 = distinct !{!351, !352, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!352 = distinct !{!352, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!353 = !{!351, !346, !343}
!354 = !{!346, !343}
!355 = !{!356, !358}
!356 = distinct !{!356, !357, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h29985c7869139f2dE: %z"}
!357 = distinct !{!357, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h29985c7869139f2dE"}
!358 = distinct !{!358, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf1c9bb0e7f69281cE: %elt"}
!359 = distinct !{!359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf1c9bb0e7f69281cE"}
!360 = distinct !{!360, !82}
!361 = !{!362}
!362 = distinct !{!362, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0"}
!363 = distinct !{!363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E"}
!364 = !{!365}
!365 = distinct !{!365, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1"}
!366 = !{!367}
!367 = distinct !{!367, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0"}
!368 = distinct !{!368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E"}
!369 = !{!370}
!370 = distinct !{!370, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1"}
!371 = !{!367, !362}
!372 = !{!370, !365, !373}
!373 = distinct !{!373, !374, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE: %self"}
!374 = distinct !{!374, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE"}
!375 = !{!370, !365}
!376 = !{!367, !362, !373}
!377 = !{!378}
!378 = distinct !{!378, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0:It1"}
!379 = !{!380}
!380 = distinct !{!380, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1:It1"}
!381 = !{!382}
!382 = distinct !{!382, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0:It1"}
!383 = !{!384}
!384 = distinct !{!384, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1:It1"}
!385 = !{!382, !378}
!386 = !{!384, !380, !373}
!387 = !{!384, !380}
!388 = !{!382, !378, !373}
!389 = !{!390}
!390 = distinct !{!390, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0:It2"}
!391 = !{!392}
!392 = distinct !{!392, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1:It2"}
!393 = !{!394}
!394 = distinct !{!394, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0:It2"}
!395 = !{!396}
!396 = distinct !{!396, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1:It2"}
!397 = !{!394, !390}
!398 = !{!396, !392, !373}
!399 = !{!396, !392}
!400 = !{!394, !390, !373}
!401 = !{!402}
!402 = distinct !{!402, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0:It3"}
!403 = !{!404}
!404 = distinct !{!404, !363, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1:It3"}
!405 = !{!406}
!406 = distinct !{!406, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0:It3"}
!407 = !{!408}
!408 = distinct !{!408, !368, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1:It3"}
!409 = !{!406, !402}
!410 = !{!408, !404, !373}
!411 = !{!408, !404}
!412 = !{!406, !402, !373}
!413 = distinct !{!413, !82}
!414 = !{!415, !417}
!415 = distinct !{!415, !416, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h32864416034a4c27E: %z"}
!416 = distinct !{!416, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h32864416034a4c27E"}
!417 = distinct !{!417, !418, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he0596f47bc3cced1E: %elt"}
!418 = distinct !{!418, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he0596f47bc3cced1E"}
!419 = distinct !{!419, !82}
!420 = !{!421, !423, !425}
!421 = distinct !{!421, !422, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!422 = distinct !{!422, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!423 = distinct !{!423, !424, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE: %_0"}
!424 = distinct !{!424, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE"}
!425 = distinct !{!425, !424, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE: %iterator"}
!426 = !{!427}
!427 = distinct !{!427, !428, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %elt"}
!428 = distinct !{!428, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E"}
!429 = !{!430, !427}
!430 = distinct !{!430, !431, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E: %z"}
!431 = distinct !{!431, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E"}
!432 = !{!433, !434, !435, !437, !439, !440, !442, !443, !445, !446, !448, !423, !425}
!433 = distinct !{!433, !431, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E: %_1"}
!434 = distinct !{!434, !428, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %_1"}
!435 = distinct !{!435, !436, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha850b178ee48e358E: %f"}
!436 = distinct !{!436, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha850b178ee48e358E"}
!437 = distinct !{!437, !438, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E: %self"}
!438 = distinct !{!438, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E"}
!439 = distinct !{!439, !438, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E: %g"}
!440 = distinct !{!440, !441, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE: %self"}
!441 = distinct !{!441, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE"}
!442 = distinct !{!442, !441, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE: %f"}
!443 = distinct !{!443, !444, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E: %self"}
!444 = distinct !{!444, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E"}
!445 = distinct !{!445, !444, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E: %iterator"}
!446 = distinct !{!446, !447, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E: %self"}
!447 = distinct !{!447, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E"}
!448 = distinct !{!448, !447, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E: %iterator"}
!449 = !{!450, !452, !434, !427, !435, !437, !439, !440, !442, !443, !445, !446, !448, !423, !425}
!450 = distinct !{!450, !451, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hb7a4703f0bcf4672E: %_1"}
!451 = distinct !{!451, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hb7a4703f0bcf4672E"}
!452 = distinct !{!452, !453, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h415e4cad55afd72bE: %_1"}
!453 = distinct !{!453, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h415e4cad55afd72bE"}
!454 = distinct !{!454, !79, !80}
!455 = !{!423, !425}
!456 = distinct !{!456, !80, !79}
!457 = !{!458, !460, !462, !464}
!458 = distinct !{!458, !459, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!459 = distinct !{!459, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!460 = distinct !{!460, !461, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!461 = distinct !{!461, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!462 = distinct !{!462, !463, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!463 = distinct !{!463, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!464 = distinct !{!464, !465, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!465 = distinct !{!465, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!466 = !{!467}
!467 = distinct !{!467, !468, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!468 = distinct !{!468, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!469 = !{!470}
!470 = distinct !{!470, !471, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!471 = distinct !{!471, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!472 = !{!473}
!473 = distinct !{!473, !474, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!474 = distinct !{!474, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!475 = !{!476}
!476 = distinct !{!476, !477, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!477 = distinct !{!477, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!478 = !{!479, !476, !473, !470, !467}
!479 = distinct !{!479, !480, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!480 = distinct !{!480, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!481 = !{!482}
!482 = distinct !{!482, !480, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!483 = !{!476, !473, !470, !467}
!484 = !{!485}
!485 = distinct !{!485, !486, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!486 = distinct !{!486, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!487 = !{!488}
!488 = distinct !{!488, !489, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!489 = distinct !{!489, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!490 = !{!491}
!491 = distinct !{!491, !492, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!492 = distinct !{!492, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!493 = !{!494}
!494 = distinct !{!494, !495, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!495 = distinct !{!495, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!496 = !{!497}
!497 = distinct !{!497, !498, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!498 = distinct !{!498, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!499 = !{!500, !497, !494, !491, !488, !485}
!500 = distinct !{!500, !501, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!501 = distinct !{!501, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!502 = !{!503}
!503 = distinct !{!503, !501, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!504 = !{!497, !494, !491, !488, !485}
!505 = !{!506, !508, !510, !512, !514}
!506 = distinct !{!506, !507, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!507 = distinct !{!507, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!508 = distinct !{!508, !509, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!509 = distinct !{!509, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!510 = distinct !{!510, !511, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!511 = distinct !{!511, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!512 = distinct !{!512, !513, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!513 = distinct !{!513, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!514 = distinct !{!514, !515, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!515 = distinct !{!515, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!516 = !{!517, !519, !521, !523}
!517 = distinct !{!517, !518, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!518 = distinct !{!518, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!519 = distinct !{!519, !520, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!520 = distinct !{!520, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!521 = distinct !{!521, !522, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!522 = distinct !{!522, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!523 = distinct !{!523, !524, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!524 = distinct !{!524, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!525 = !{!526, !528, !530, !532, !534}
!526 = distinct !{!526, !527, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!527 = distinct !{!527, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!528 = distinct !{!528, !529, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!529 = distinct !{!529, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!530 = distinct !{!530, !531, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!531 = distinct !{!531, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!532 = distinct !{!532, !533, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!533 = distinct !{!533, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!534 = distinct !{!534, !535, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!535 = distinct !{!535, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!536 = !{!537, !539, !541, !543}
!537 = distinct !{!537, !538, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!538 = distinct !{!538, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!539 = distinct !{!539, !540, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!540 = distinct !{!540, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!541 = distinct !{!541, !542, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!542 = distinct !{!542, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!543 = distinct !{!543, !544, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!544 = distinct !{!544, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!545 = !{!546, !548, !550, !552}
!546 = distinct !{!546, !547, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!547 = distinct !{!547, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!548 = distinct !{!548, !549, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!549 = distinct !{!549, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!550 = distinct !{!550, !551, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!551 = distinct !{!551, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!552 = distinct !{!552, !553, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!553 = distinct !{!553, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!554 = !{!555}
!555 = distinct !{!555, !556, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!556 = distinct !{!556, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!557 = !{!558}
!558 = distinct !{!558, !559, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!559 = distinct !{!559, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!560 = !{!561}
!561 = distinct !{!561, !562, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!562 = distinct !{!562, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!563 = !{!564}
!564 = distinct !{!564, !565, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!565 = distinct !{!565, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!566 = !{!567}
!567 = distinct !{!567, !568, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!568 = distinct !{!568, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!569 = !{!570, !567, !564, !561, !558, !555}
!570 = distinct !{!570, !571, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!571 = distinct !{!571, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!572 = !{!573}
!573 = distinct !{!573, !571, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!574 = !{!567, !564, !561, !558, !555}
!575 = !{!576, !578, !580, !582, !584}
!576 = distinct !{!576, !577, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!577 = distinct !{!577, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!578 = distinct !{!578, !579, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!579 = distinct !{!579, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!580 = distinct !{!580, !581, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!581 = distinct !{!581, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!582 = distinct !{!582, !583, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!583 = distinct !{!583, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!584 = distinct !{!584, !585, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!585 = distinct !{!585, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!586 = !{!587}
!587 = distinct !{!587, !588, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!588 = distinct !{!588, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!589 = !{!590}
!590 = distinct !{!590, !591, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!591 = distinct !{!591, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!592 = !{!593}
!593 = distinct !{!593, !594, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!594 = distinct !{!594, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!595 = !{!596}
!596 = distinct !{!596, !597, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!597 = distinct !{!597, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!598 = !{!599}
!599 = distinct !{!599, !600, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!600 = distinct !{!600, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!601 = !{!602, !599, !596, !593, !590, !587}
!602 = distinct !{!602, !603, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!603 = distinct !{!603, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!604 = !{!605}
!605 = distinct !{!605, !603, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!606 = !{!599, !596, !593, !590, !587}
!607 = !{!608}
!608 = distinct !{!608, !609, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!609 = distinct !{!609, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!610 = !{!611}
!611 = distinct !{!611, !612, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!612 = distinct !{!612, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!613 = !{!614}
!614 = distinct !{!614, !615, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!615 = distinct !{!615, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!616 = !{!617}
!617 = distinct !{!617, !618, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!618 = distinct !{!618, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!619 = !{!620}
!620 = distinct !{!620, !621, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!621 = distinct !{!621, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!622 = !{!623, !620, !617, !614, !611, !608}
!623 = distinct !{!623, !624, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!624 = distinct !{!624, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!625 = !{!626}
!626 = distinct !{!626, !624, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!627 = !{!620, !617, !614, !611, !608}
!628 = !{!629}
!629 = distinct !{!629, !630, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %self"}
!630 = distinct !{!630, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne"}
!631 = !{!632}
!632 = distinct !{!632, !630, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %other"}
!633 = !{!634}
!634 = distinct !{!634, !635, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E: %self"}
!635 = distinct !{!635, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E"}
!636 = !{!637}
!637 = distinct !{!637, !635, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E: %_0"}
!638 = !{!639, !641, !643, !637, !634}
!639 = distinct !{!639, !640, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!640 = distinct !{!640, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!641 = distinct !{!641, !642, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE: %v"}
!642 = distinct !{!642, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE"}
!643 = distinct !{!643, !642, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE: %s.0"}
!644 = !{!641, !643, !637, !634}
!645 = !{!641, !637, !634}
!646 = !{!647}
!647 = distinct !{!647, !648, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!648 = distinct !{!648, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!649 = !{!650, !652, !653, !654, !656, !657, !658, !660, !662, !664, !665, !667}
!650 = distinct !{!650, !651, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E: %_1"}
!651 = distinct !{!651, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E"}
!652 = distinct !{!652, !651, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E: %_2"}
!653 = distinct !{!653, !651, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E: %_3"}
!654 = distinct !{!654, !655, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E: %self"}
!655 = distinct !{!655, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E"}
!656 = distinct !{!656, !655, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E: argument 1"}
!657 = distinct !{!657, !655, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E: argument 2"}
!658 = distinct !{!658, !659, !"_ZN4core3cmp6max_by17h492b579097e63128E: %compare"}
!659 = distinct !{!659, !"_ZN4core3cmp6max_by17h492b579097e63128E"}
!660 = distinct !{!660, !661, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E: %_1"}
!661 = distinct !{!661, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E"}
!662 = distinct !{!662, !663, !"_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE: argument 0"}
!663 = distinct !{!663, !"_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE"}
!664 = distinct !{!664, !663, !"_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE: argument 1"}
!665 = distinct !{!665, !666, !"_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E: %f.0"}
!666 = distinct !{!666, !"_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E"}
!667 = distinct !{!667, !666, !"_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E: %f.1"}
!668 = !{!669, !671, !673}
!669 = distinct !{!669, !670, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E: %_1:Peel0"}
!670 = distinct !{!670, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E"}
!671 = distinct !{!671, !672, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE: %_1:Peel0"}
!672 = distinct !{!672, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE"}
!673 = distinct !{!673, !674, !"_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E: %f"}
!674 = distinct !{!674, !"_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E"}
!675 = !{!676, !677, !673}
!676 = distinct !{!676, !670, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E: %_1"}
!677 = distinct !{!677, !672, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE: %_1"}
!678 = distinct !{!678, !679}
!679 = !{!"llvm.loop.peeled.count", i32 1}
!680 = !{!681, !683, !685, !687}
!681 = distinct !{!681, !682, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!682 = distinct !{!682, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!683 = distinct !{!683, !684, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!684 = distinct !{!684, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!685 = distinct !{!685, !686, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!686 = distinct !{!686, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!687 = distinct !{!687, !688, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!688 = distinct !{!688, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!689 = !{!690}
!690 = distinct !{!690, !691}
!691 = distinct !{!691, !"LVerDomain"}
!692 = !{!693}
!693 = distinct !{!693, !691}
!694 = distinct !{!694, !79, !80}
!695 = !{!696}
!696 = distinct !{!696, !697}
!697 = distinct !{!697, !"LVerDomain"}
!698 = !{!699}
!699 = distinct !{!699, !697}
!700 = distinct !{!700, !79, !80}
!701 = distinct !{!701, !79}
!702 = distinct !{!702, !79}
!703 = !{!704}
!704 = distinct !{!704, !705, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE: %_0"}
!705 = distinct !{!705, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE"}
!706 = !{!707, !704, !709}
!707 = distinct !{!707, !708, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!708 = distinct !{!708, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!709 = distinct !{!709, !705, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE: %iterator"}
!710 = !{!704, !709}
!711 = !{!712, !714, !716, !718, !720, !721, !723, !724, !726, !727, !729, !704, !709}
!712 = distinct !{!712, !713, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$17h354194f58cbeac1dE: %_1"}
!713 = distinct !{!713, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$17h354194f58cbeac1dE"}
!714 = distinct !{!714, !715, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E: %_1"}
!715 = distinct !{!715, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E"}
!716 = distinct !{!716, !717, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4c6033ad3623d9ddE: %f"}
!717 = distinct !{!717, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4c6033ad3623d9ddE"}
!718 = distinct !{!718, !719, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE: %self"}
!719 = distinct !{!719, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE"}
!720 = distinct !{!720, !719, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE: %g"}
!721 = distinct !{!721, !722, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E: %self"}
!722 = distinct !{!722, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E"}
!723 = distinct !{!723, !722, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E: %f"}
!724 = distinct !{!724, !725, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E: %self"}
!725 = distinct !{!725, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E"}
!726 = distinct !{!726, !725, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E: %iterator"}
!727 = distinct !{!727, !728, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE: %self"}
!728 = distinct !{!728, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE"}
!729 = distinct !{!729, !728, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE: %iterator"}
!730 = !{!731, !733, !735, !712, !714, !716, !718, !720, !721, !723, !724, !726, !727, !729, !704, !709}
!731 = distinct !{!731, !732, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6edaf93afe5334d9E: %_1"}
!732 = distinct !{!732, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6edaf93afe5334d9E"}
!733 = distinct !{!733, !734, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE: %_1"}
!734 = distinct !{!734, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE"}
!735 = distinct !{!735, !736, !"_ZN4core4iter6traits8iterator8Iterator4fold17h5c636e035a1a0468E: %f"}
!736 = distinct !{!736, !"_ZN4core4iter6traits8iterator8Iterator4fold17h5c636e035a1a0468E"}
!737 = !{!738, !740, !714, !716, !718, !720, !721, !723, !724, !726, !727, !729, !704, !709}
!738 = distinct !{!738, !739, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hdf70941726717d68E: %_1"}
!739 = distinct !{!739, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hdf70941726717d68E"}
!740 = distinct !{!740, !741, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h8748d99ab997c402E: %_1"}
!741 = distinct !{!741, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h8748d99ab997c402E"}
!742 = !{!709}
!743 = !{!744}
!744 = distinct !{!744, !745, !"_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E: %m"}
!745 = distinct !{!745, !"_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E"}
!746 = !{!747}
!747 = distinct !{!747, !745, !"_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E: argument 1"}
!748 = !{!749}
!749 = distinct !{!749, !750, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!750 = distinct !{!750, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!751 = !{!752, !754, !749, !744, !747}
!752 = distinct !{!752, !753, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!753 = distinct !{!753, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!754 = distinct !{!754, !755, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!755 = distinct !{!755, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!756 = !{!754, !749, !744, !747}
!757 = !{!749, !744}
!758 = !{!759, !744, !747}
!759 = distinct !{!759, !760, !"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE: %_1"}
!760 = distinct !{!760, !"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE"}
!761 = !{!744, !747}
!762 = !{i64 7730129385780832}
!763 = !{i64 8}
!764 = !{!765}
!765 = distinct !{!765, !766, !"_RNvXsr_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt: %self"}
!766 = distinct !{!766, !"_RNvXsr_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt"}
!767 = !{!768}
!768 = distinct !{!768, !766, !"_RNvXsr_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt: %f"}
!769 = !{!770}
!770 = distinct !{!770, !771, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE: %_1"}
!771 = distinct !{!771, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE"}
!772 = !{i64 1}
!773 = !{!774, !776}
!774 = distinct !{!774, !775, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE: %self.0"}
!775 = distinct !{!775, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE"}
!776 = distinct !{!776, !775, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE: %f"}
!777 = !{!774}
!778 = !{!779, !774, !776}
!779 = distinct !{!779, !780, !"_ZN4core3fmt8builders9DebugList7entries17h0c5ffe7eb7775ee2E: %self"}
!780 = distinct !{!780, !"_ZN4core3fmt8builders9DebugList7entries17h0c5ffe7eb7775ee2E"}
!781 = !{!782}
!782 = distinct !{!782, !783, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE: %m"}
!783 = distinct !{!783, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE"}
!784 = !{!785}
!785 = distinct !{!785, !783, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE: argument 1"}
!786 = !{!787}
!787 = distinct !{!787, !783, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE: argument 2"}
!788 = !{!789}
!789 = distinct !{!789, !790, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!790 = distinct !{!790, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!791 = !{!792, !794, !789, !782, !785, !787}
!792 = distinct !{!792, !793, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!793 = distinct !{!793, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!794 = distinct !{!794, !795, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!795 = distinct !{!795, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!796 = !{!794, !789, !782, !785, !787}
!797 = !{!789, !782}
!798 = !{!785, !787}
!799 = !{!782, !787}
!800 = !{!782, !785}
!801 = !{!802, !804, !806, !808, !782, !785, !787}
!802 = distinct !{!802, !803, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E: %_1:Peel0"}
!803 = distinct !{!803, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E"}
!804 = distinct !{!804, !805, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E: %_1:Peel0"}
!805 = distinct !{!805, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E"}
!806 = distinct !{!806, !807, !"_ZN4core4iter6traits8iterator8Iterator4fold17h05334d7b9c4069f3E: %f"}
!807 = distinct !{!807, !"_ZN4core4iter6traits8iterator8Iterator4fold17h05334d7b9c4069f3E"}
!808 = distinct !{!808, !809, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E: %_1"}
!809 = distinct !{!809, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E"}
!810 = !{!811, !812, !806, !808, !782, !785, !787}
!811 = distinct !{!811, !803, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E: %_1"}
!812 = distinct !{!812, !805, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E: %_1"}
!813 = distinct !{!813, !679}
!814 = !{!782, !785, !787}
