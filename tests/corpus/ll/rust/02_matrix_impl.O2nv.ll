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
  %_12.i = load i64, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !20, !noalias !24, !noundef !25
  %7 = getelementptr inbounds nuw i8, ptr %at, i64 8
  %_5.i.i.i = load ptr, ptr %7, align 8, !alias.scope !26, !noalias !31, !nonnull !25, !noundef !25
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
  %11 = icmp eq ptr %10, null
  br i1 %11, label %bb3.i.i.i, label %bb14.i.i.i.i.i.i.i.i.preheader

bb14.i.i.i.i.i.i.i.i.preheader:                   ; preds = %bb3.i.i.i.i
  %xtraiter = and i64 %..i.i.i.i, 3
  %12 = icmp ult i64 %..i.i.i.i, 4
  br i1 %12, label %bb14.i.i.i.i.i.i.i.i.epil.preheader, label %bb14.i.i.i.i.i.i.i.i.preheader.new

bb14.i.i.i.i.i.i.i.i.preheader.new:               ; preds = %bb14.i.i.i.i.i.i.i.i.preheader
  %unroll_iter = and i64 %..i.i.i.i, 1152921504606846972
  br label %bb14.i.i.i.i.i.i.i.i

bb3.i.i.i:                                        ; preds = %bb3.i.i.i.i, %_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit
  %_4.sroa.4.0.ph.i.i.i = phi i64 [ 8, %bb3.i.i.i.i ], [ 0, %_ZN15_02_matrix_impl6Matrix7from_fn17h0ae0f24f9c90aaadE.exit ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i.i, i64 %_33.0.i.i.i.i) #17, !noalias !40
  unreachable

bb14.i.i.i.i.i.i.i.i:                             ; preds = %bb14.i.i.i.i.i.i.i.i, %bb14.i.i.i.i.i.i.i.i.preheader.new
  %13 = phi i64 [ 0, %bb14.i.i.i.i.i.i.i.i.preheader.new ], [ %17, %bb14.i.i.i.i.i.i.i.i ]
  %niter = phi i64 [ 0, %bb14.i.i.i.i.i.i.i.i.preheader.new ], [ %niter.next.3, %bb14.i.i.i.i.i.i.i.i ]
  %14 = or disjoint i64 %13, 1
  %_3.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_13.i, i64 %13
  %_3.i3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %13
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  call void @llvm.experimental.noalias.scope.decl(metadata !44)
  call void @llvm.experimental.noalias.scope.decl(metadata !46)
  call void @llvm.experimental.noalias.scope.decl(metadata !49)
  %_5.i.i3.i.i.i.i.i.i.i.i = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i, align 8, !alias.scope !51, !noalias !52, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i, align 8, !alias.scope !72, !noalias !73, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i = fadd double %_5.i.i3.i.i.i.i.i.i.i.i, %_6.i.i.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %10, i64 %13
  store double %_0.i.i.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i.i.i, align 8, !noalias !74
  %15 = or disjoint i64 %13, 2
  %_3.i.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw double, ptr %_13.i, i64 %14
  %_3.i3.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %14
  call void @llvm.experimental.noalias.scope.decl(metadata !79)
  call void @llvm.experimental.noalias.scope.decl(metadata !81)
  call void @llvm.experimental.noalias.scope.decl(metadata !83)
  call void @llvm.experimental.noalias.scope.decl(metadata !85)
  %_5.i.i3.i.i.i.i.i.i.i.i.1 = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.1, align 8, !alias.scope !87, !noalias !88, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.1 = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.1, align 8, !alias.scope !89, !noalias !90, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.1 = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.1, %_6.i.i.i.i.i.i.i.i.i.i.1
  %_3.i.i.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw double, ptr %10, i64 %14
  store double %_0.i.i.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.1, align 8, !noalias !91
  %16 = or disjoint i64 %13, 3
  %_3.i.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw double, ptr %_13.i, i64 %15
  %_3.i3.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %15
  call void @llvm.experimental.noalias.scope.decl(metadata !92)
  call void @llvm.experimental.noalias.scope.decl(metadata !94)
  call void @llvm.experimental.noalias.scope.decl(metadata !96)
  call void @llvm.experimental.noalias.scope.decl(metadata !98)
  %_5.i.i3.i.i.i.i.i.i.i.i.2 = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.2, align 8, !alias.scope !100, !noalias !101, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.2 = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.2, align 8, !alias.scope !102, !noalias !103, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.2 = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.2, %_6.i.i.i.i.i.i.i.i.i.i.2
  %_3.i.i.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw double, ptr %10, i64 %15
  store double %_0.i.i.i.i.i.i.i.i.i.i.2, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.2, align 8, !noalias !104
  %17 = add nuw nsw i64 %13, 4
  %_3.i.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw double, ptr %_13.i, i64 %16
  %_3.i3.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %16
  call void @llvm.experimental.noalias.scope.decl(metadata !105)
  call void @llvm.experimental.noalias.scope.decl(metadata !107)
  call void @llvm.experimental.noalias.scope.decl(metadata !109)
  call void @llvm.experimental.noalias.scope.decl(metadata !111)
  %_5.i.i3.i.i.i.i.i.i.i.i.3 = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.3, align 8, !alias.scope !113, !noalias !114, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.3 = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.3, align 8, !alias.scope !115, !noalias !116, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.3 = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.3, %_6.i.i.i.i.i.i.i.i.i.i.3
  %_3.i.i.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw double, ptr %10, i64 %16
  store double %_0.i.i.i.i.i.i.i.i.i.i.3, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.3, align 8, !noalias !117
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit.loopexit.unr-lcssa", label %bb14.i.i.i.i.i.i.i.i

"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit.loopexit.unr-lcssa": ; preds = %bb14.i.i.i.i.i.i.i.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", label %bb14.i.i.i.i.i.i.i.i.epil.preheader

bb14.i.i.i.i.i.i.i.i.epil.preheader:              ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit.loopexit.unr-lcssa", %bb14.i.i.i.i.i.i.i.i.preheader
  %.epil.init = phi i64 [ 0, %bb14.i.i.i.i.i.i.i.i.preheader ], [ %17, %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod198 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod198)
  br label %bb14.i.i.i.i.i.i.i.i.epil

bb14.i.i.i.i.i.i.i.i.epil:                        ; preds = %bb14.i.i.i.i.i.i.i.i.epil, %bb14.i.i.i.i.i.i.i.i.epil.preheader
  %18 = phi i64 [ %19, %bb14.i.i.i.i.i.i.i.i.epil ], [ %.epil.init, %bb14.i.i.i.i.i.i.i.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb14.i.i.i.i.i.i.i.i.epil ], [ 0, %bb14.i.i.i.i.i.i.i.i.epil.preheader ]
  %19 = add nuw nsw i64 %18, 1
  %_3.i.i.i.i.i.i.i.i.i.i.epil = getelementptr inbounds nuw double, ptr %_13.i, i64 %18
  %_3.i3.i.i.i.i.i.i.i.i.i.epil = getelementptr inbounds nuw double, ptr %_5.i.i.i, i64 %18
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  call void @llvm.experimental.noalias.scope.decl(metadata !44)
  call void @llvm.experimental.noalias.scope.decl(metadata !46)
  call void @llvm.experimental.noalias.scope.decl(metadata !49)
  %_5.i.i3.i.i.i.i.i.i.i.i.epil = load double, ptr %_3.i.i.i.i.i.i.i.i.i.i.epil, align 8, !alias.scope !51, !noalias !52, !noundef !25
  %_6.i.i.i.i.i.i.i.i.i.i.epil = load double, ptr %_3.i3.i.i.i.i.i.i.i.i.i.epil, align 8, !alias.scope !72, !noalias !73, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.epil = fadd double %_5.i.i3.i.i.i.i.i.i.i.i.epil, %_6.i.i.i.i.i.i.i.i.i.i.epil
  %_3.i.i.i.i.i.i.i.i.i.i.i.epil = getelementptr inbounds nuw double, ptr %10, i64 %18
  store double %_0.i.i.i.i.i.i.i.i.i.i.epil, ptr %_3.i.i.i.i.i.i.i.i.i.i.i.epil, align 8, !noalias !74
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit", label %bb14.i.i.i.i.i.i.i.i.epil, !llvm.loop !118

"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit": ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit.loopexit.unr-lcssa", %bb14.i.i.i.i.i.i.i.i.epil, %bb18.i.i.i.i
  %20 = phi ptr [ inttoptr (i64 8 to ptr), %bb18.i.i.i.i ], [ %10, %bb14.i.i.i.i.i.i.i.i.epil ], [ %10, %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit.loopexit.unr-lcssa" ]
  %21 = getelementptr inbounds nuw i8, ptr %s, i64 24
  store i64 %_3.i, ptr %21, align 8, !alias.scope !17, !noalias !120
  %22 = getelementptr inbounds nuw i8, ptr %s, i64 32
  store i64 %_4.i, ptr %22, align 8, !alias.scope !17, !noalias !120
  store i64 %..i.i.i.i, ptr %s, align 8, !alias.scope !17, !noalias !120
  %_5.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %s, i64 8
  store ptr %20, ptr %_5.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !17, !noalias !120
  %_5.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %s, i64 16
  store i64 %..i.i.i.i, ptr %_5.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !17, !noalias !120
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
  %23 = getelementptr inbounds nuw i8, ptr %_26, i64 24
  %_124 = load i64, ptr %23, align 8, !noundef !25
  %_122 = icmp eq i64 %_3.i, %_124
  %24 = getelementptr inbounds nuw i8, ptr %_26, i64 32
  %_127 = load i64, ptr %24, align 8
  %_125 = icmp eq i64 %_4.i, %_127
  %or.cond = select i1 %_122, i1 %_125, i1 false
  %25 = getelementptr inbounds nuw i8, ptr %_26, i64 16
  %_132 = load i64, ptr %25, align 8
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
  call void @llvm.experimental.noalias.scope.decl(metadata !121)
  call void @llvm.experimental.noalias.scope.decl(metadata !124)
  call void @llvm.experimental.noalias.scope.decl(metadata !127)
  call void @llvm.experimental.noalias.scope.decl(metadata !130)
  call void @llvm.experimental.noalias.scope.decl(metadata !133)
  %self1.i.i.i.i.i.i = load i64, ptr %_26, align 8, !range !136, !alias.scope !137, !noalias !140, !noundef !25
  %26 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %26, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit", label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %bb46
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %self1.i.i.i.i.i.i, 3
  %27 = getelementptr inbounds nuw i8, ptr %_26, i64 8
  %self3.i.i.i.i.i.i = load ptr, ptr %27, align 8, !alias.scope !137, !noalias !140, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !142
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit": ; preds = %bb46, %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_26)
  call void @llvm.lifetime.end.p0(ptr nonnull %_25)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16
; call __rustc::__rust_alloc
  %28 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef 32, i64 noundef 8) #16
  %29 = icmp eq ptr %28, null
  br i1 %29, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !prof !143

bb2.i:                                            ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit"
; call alloc::alloc::handle_alloc_error
  call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 32) #17
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit"
  store double 1.000000e+00, ptr %28, align 8
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 8
  store double -2.000000e+00, ptr %30, align 8
  %31 = getelementptr inbounds nuw i8, ptr %28, i64 16
  store double 3.000000e+00, ptr %31, align 8
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 24
  store double 5.000000e-01, ptr %32, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_34)
; call _02_matrix_impl::Matrix::solve
  call fastcc void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_34, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %28, i64 noundef 4) #16
  %33 = load i64, ptr %_34, align 8, !range !144, !noundef !25
  %.not = icmp eq i64 %33, -9223372036854775808
  br i1 %.not, label %bb51, label %bb52, !prof !143

bb47:                                             ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add17h5a7fb0780219ec33E.exit"
  %34 = getelementptr inbounds nuw i8, ptr %_26, i64 8
  %_133 = load ptr, ptr %34, align 8, !nonnull !25, !noundef !25
  br i1 %9, label %bb46, label %bb2.i9

bb1.i:                                            ; preds = %bb2.i9
  %35 = add nuw i64 %idx.sroa.0.06.i, 1
  %exitcond.not.i = icmp eq i64 %35, %..i.i.i.i
  br i1 %exitcond.not.i, label %bb46, label %bb2.i9

bb2.i9:                                           ; preds = %bb47, %bb1.i
  %idx.sroa.0.06.i = phi i64 [ %35, %bb1.i ], [ 0, %bb47 ]
  %_9.i = getelementptr inbounds nuw double, ptr %20, i64 %idx.sroa.0.06.i
  %_12.i10 = getelementptr inbounds nuw double, ptr %_133, i64 %idx.sroa.0.06.i
  call void @llvm.experimental.noalias.scope.decl(metadata !145)
  call void @llvm.experimental.noalias.scope.decl(metadata !148)
  %_3.i.i = load double, ptr %_9.i, align 8, !alias.scope !145, !noalias !148, !noundef !25
  %_4.i.i = load double, ptr %_12.i10, align 8, !alias.scope !148, !noalias !145, !noundef !25
  %_0.i.i = fcmp oeq double %_3.i.i, %_4.i.i
  br i1 %_0.i.i, label %bb1.i, label %bb46

bb52:                                             ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  %x.sroa.4.0._34.sroa_idx = getelementptr inbounds nuw i8, ptr %_34, i64 8
  %x.sroa.4.0.copyload = load ptr, ptr %x.sroa.4.0._34.sroa_idx, align 8, !nonnull !25, !noundef !25
  %x.sroa.7.0._34.sroa_idx = getelementptr inbounds nuw i8, ptr %_34, i64 16
  %x.sroa.7.0.copyload = load i64, ptr %x.sroa.7.0._34.sroa_idx, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %_34)
  call void @llvm.lifetime.start.p0(ptr nonnull %_40)
  call void @llvm.experimental.noalias.scope.decl(metadata !150)
  %_33.0.i.i.i = mul i64 %x.sroa.7.0.copyload, 24
  %or.cond.not.i.i.i = icmp ugt i64 %x.sroa.7.0.copyload, 384307168202282325
  br i1 %or.cond.not.i.i.i, label %bb3.i.i, label %bb18.i.i.i, !prof !33

bb18.i.i.i:                                       ; preds = %bb52
  %36 = icmp eq i64 %_33.0.i.i.i, 0
  br i1 %36, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i", label %bb3.i.i.i11

bb3.i.i.i11:                                      ; preds = %bb18.i.i.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !153
; call __rustc::__rust_alloc
  %37 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #16, !noalias !153
  %38 = icmp eq ptr %37, null
  br i1 %38, label %bb3.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb3.i.i.i11
  %39 = ptrtoint ptr %37 to i64
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i"

bb3.i.i:                                          ; preds = %bb3.i.i.i11, %bb52
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %bb3.i.i.i11 ], [ 0, %bb52 ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #17, !noalias !150
  unreachable

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i": ; preds = %bb10.i.i.i, %bb18.i.i.i
  %_4.sroa.4.0.i.i = phi i64 [ %x.sroa.7.0.copyload, %bb10.i.i.i ], [ 0, %bb18.i.i.i ]
  %_4.sroa.10.0.i.i = phi i64 [ %39, %bb10.i.i.i ], [ 8, %bb18.i.i.i ]
  %40 = inttoptr i64 %_4.sroa.10.0.i.i to ptr
  %_7.i.i = icmp samesign ule i64 %x.sroa.7.0.copyload, %_4.sroa.4.0.i.i
  call void @llvm.assume(i1 %_7.i.i)
  %41 = icmp eq i64 %x.sroa.7.0.copyload, 0
  br i1 %41, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit", label %bb5.i.i.i.i.i.i

bb5.i.i.i.i.i.i:                                  ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i"
  %_6.sroa.4.0..sroa_idx.i.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %args.i.i.i.i.i.i.i.i, i64 8
  br label %bb8.i.i.i.i.i.i

bb8.i.i.i.i.i.i:                                  ; preds = %bb8.i.i.i.i.i.i, %bb5.i.i.i.i.i.i
  %42 = phi i64 [ 0, %bb5.i.i.i.i.i.i ], [ %43, %bb8.i.i.i.i.i.i ]
  %_45.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %x.sroa.4.0.copyload, i64 %42
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !156
  call void @llvm.lifetime.start.p0(ptr nonnull %v.i.i.i.i.i.i.i.i), !noalias !156
  store ptr %_45.i.i.i.i.i.i, ptr %v.i.i.i.i.i.i.i.i, align 8, !noalias !170
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i.i.i.i.i.i.i.i), !noalias !170
  store ptr %v.i.i.i.i.i.i.i.i, ptr %args.i.i.i.i.i.i.i.i, align 8, !noalias !170
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h2e27371e6982e607E", ptr %_6.sroa.4.0..sroa_idx.i.i.i.i.i.i.i.i, align 8, !noalias !170
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noundef nonnull @alloc_10c4496333b00a179b4187a09d52ed02, ptr noundef nonnull %args.i.i.i.i.i.i.i.i) #16, !noalias !174
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i.i.i.i.i.i.i.i), !noalias !170
  call void @llvm.lifetime.end.p0(ptr nonnull %v.i.i.i.i.i.i.i.i), !noalias !156
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw %"alloc::string::String", ptr %40, i64 %42
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !175
  %43 = add nuw i64 %42, 1
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !156
  %_28.i.i.i.i.i.i = icmp eq i64 %43, %x.sroa.7.0.copyload
  br i1 %_28.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit", label %bb8.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit": ; preds = %bb8.i.i.i.i.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h0c9c3ca7aaa3ff64E.exit.i.i.i"
  store i64 %_4.sroa.4.0.i.i, ptr %_40, align 8, !alias.scope !150
  %vector.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_40, i64 8
  store ptr %40, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !150
  %vector.sroa.5.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_40, i64 16
  store i64 %x.sroa.7.0.copyload, ptr %vector.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !150
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %_40, ptr %args3, align 8
  %_44.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h0d22198d33d6208fE", ptr %_44.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_d683d9ba965e15a9df815af2255b4e29, ptr noundef nonnull %args3) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
  call void @llvm.experimental.noalias.scope.decl(metadata !180)
  call void @llvm.experimental.noalias.scope.decl(metadata !183)
  %_5.i.i = load ptr, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !186, !nonnull !25, !noundef !25
  %len.i.i = load i64, ptr %vector.sroa.5.0._0.sroa_idx.i, align 8, !alias.scope !186, !noundef !25
  call void @llvm.experimental.noalias.scope.decl(metadata !187)
  %_73.i.i.i = icmp eq i64 %len.i.i, 0
  br i1 %_73.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i", label %bb2.i.i.i

bb2.i.i.i:                                        ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit", %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i"
  %_3.sroa.0.04.i.i.i = phi i64 [ %44, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i" ], [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit" ]
  %_6.i.i.i = getelementptr inbounds nuw %"alloc::string::String", ptr %_5.i.i, i64 %_3.sroa.0.04.i.i.i
  %44 = add nuw i64 %_3.sroa.0.04.i.i.i, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !190)
  call void @llvm.experimental.noalias.scope.decl(metadata !193)
  call void @llvm.experimental.noalias.scope.decl(metadata !196)
  call void @llvm.experimental.noalias.scope.decl(metadata !199)
  call void @llvm.experimental.noalias.scope.decl(metadata !202)
  %self1.i.i.i.i.i.i.i.i.i = load i64, ptr %_6.i.i.i, align 8, !range !136, !alias.scope !205, !noalias !208, !noundef !25
  %45 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i, 0
  br i1 %45, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i", label %bb2.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i:                              ; preds = %bb2.i.i.i
  %46 = getelementptr inbounds nuw i8, ptr %_6.i.i.i, i64 8
  %self3.i.i.i.i.i.i.i.i.i = load ptr, ptr %46, align 8, !alias.scope !205, !noalias !208, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #16, !noalias !210
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i.i, %bb2.i.i.i
  %_7.i.i.i = icmp eq i64 %44, %len.i.i
  br i1 %_7.i.i.i, label %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i", label %bb2.i.i.i

"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i": ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE.exit.i.i.i", %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !211)
  call void @llvm.experimental.noalias.scope.decl(metadata !214)
  call void @llvm.experimental.noalias.scope.decl(metadata !217)
  %self1.i.i.i.i.i = load i64, ptr %_40, align 8, !range !136, !alias.scope !220, !noalias !223, !noundef !25
  %47 = icmp eq i64 %self1.i.i.i.i.i, 0
  br i1 %47, label %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit", label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i"
  %alloc_size.i.i.i.i.i = mul nuw i64 %self1.i.i.i.i.i, 24
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_5.i.i, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !225
  br label %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit"

"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit": ; preds = %"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E.exit.i", %bb2.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_40)
  call void @llvm.lifetime.start.p0(ptr nonnull %_49)
; call _02_matrix_impl::Matrix::mul_vec
  call fastcc void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_49, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %x.sroa.4.0.copyload, i64 noundef %x.sroa.7.0.copyload) #16
  %48 = getelementptr inbounds nuw i8, ptr %_49, i64 8
  %_187 = load ptr, ptr %48, align 8, !nonnull !25, !noundef !25
  %49 = getelementptr inbounds nuw i8, ptr %_49, i64 16
  %_186 = load i64, ptr %49, align 8, !noundef !25
  %_204.not.i = icmp eq i64 %_186, 0
  br i1 %_204.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit", label %bb14.i

bb14.i:                                           ; preds = %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !226)
  call void @llvm.experimental.noalias.scope.decl(metadata !229)
  call void @llvm.experimental.noalias.scope.decl(metadata !231)
  call void @llvm.experimental.noalias.scope.decl(metadata !234)
  %_6.i.i.i17 = load double, ptr %_187, align 8, !alias.scope !236, !noalias !237, !noundef !25
  %_7.i.i.i18 = load double, ptr %28, align 8, !alias.scope !240, !noalias !241, !noundef !25
  %_5.i.i3.i = fsub double %_6.i.i.i17, %_7.i.i.i18
  %50 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i)
  %exitcond.not.i19 = icmp eq i64 %_186, 1
  br i1 %exitcond.not.i19, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", label %bb14.i.1

bb14.i.1:                                         ; preds = %bb14.i
  %_3.i.i.i.1 = getelementptr inbounds nuw i8, ptr %_187, i64 8
  %_3.i3.i.i.1 = getelementptr inbounds nuw i8, ptr %28, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !242)
  call void @llvm.experimental.noalias.scope.decl(metadata !244)
  call void @llvm.experimental.noalias.scope.decl(metadata !246)
  call void @llvm.experimental.noalias.scope.decl(metadata !248)
  %_6.i.i.i17.1 = load double, ptr %_3.i.i.i.1, align 8, !alias.scope !250, !noalias !251, !noundef !25
  %_7.i.i.i18.1 = load double, ptr %_3.i3.i.i.1, align 8, !alias.scope !252, !noalias !253, !noundef !25
  %_5.i.i3.i.1 = fsub double %_6.i.i.i17.1, %_7.i.i.i18.1
  %51 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i.1)
  %_0.i.i.i.1 = fadd double %50, %51
  %exitcond.not.i19.1 = icmp eq i64 %_186, 2
  br i1 %exitcond.not.i19.1, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", label %bb14.i.2

bb14.i.2:                                         ; preds = %bb14.i.1
  %_3.i.i.i.2 = getelementptr inbounds nuw i8, ptr %_187, i64 16
  %_3.i3.i.i.2 = getelementptr inbounds nuw i8, ptr %28, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !254)
  call void @llvm.experimental.noalias.scope.decl(metadata !256)
  call void @llvm.experimental.noalias.scope.decl(metadata !258)
  call void @llvm.experimental.noalias.scope.decl(metadata !260)
  %_6.i.i.i17.2 = load double, ptr %_3.i.i.i.2, align 8, !alias.scope !262, !noalias !263, !noundef !25
  %_7.i.i.i18.2 = load double, ptr %_3.i3.i.i.2, align 8, !alias.scope !264, !noalias !265, !noundef !25
  %_5.i.i3.i.2 = fsub double %_6.i.i.i17.2, %_7.i.i.i18.2
  %52 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i.2)
  %_0.i.i.i.2 = fadd double %_0.i.i.i.1, %52
  %exitcond.not.i19.2 = icmp eq i64 %_186, 3
  br i1 %exitcond.not.i19.2, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", label %bb14.i.3

bb14.i.3:                                         ; preds = %bb14.i.2
  %_3.i.i.i.3 = getelementptr inbounds nuw i8, ptr %_187, i64 24
  %_3.i3.i.i.3 = getelementptr inbounds nuw i8, ptr %28, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !266)
  call void @llvm.experimental.noalias.scope.decl(metadata !268)
  call void @llvm.experimental.noalias.scope.decl(metadata !270)
  call void @llvm.experimental.noalias.scope.decl(metadata !272)
  %_6.i.i.i17.3 = load double, ptr %_3.i.i.i.3, align 8, !alias.scope !274, !noalias !275, !noundef !25
  %_7.i.i.i18.3 = load double, ptr %_3.i3.i.i.3, align 8, !alias.scope !276, !noalias !277, !noundef !25
  %_5.i.i3.i.3 = fsub double %_6.i.i.i17.3, %_7.i.i.i18.3
  %53 = call noundef double @llvm.fabs.f64(double %_5.i.i3.i.3)
  %_0.i.i.i.3 = fadd double %_0.i.i.i.2, %53
  br label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit"

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit": ; preds = %bb14.i.3, %bb14.i.2, %bb14.i.1, %bb14.i
  %_0.i.i.i.lcssa = phi double [ %50, %bb14.i ], [ %_0.i.i.i.1, %bb14.i.1 ], [ %_0.i.i.i.2, %bb14.i.2 ], [ %_0.i.i.i.3, %bb14.i.3 ]
  %54 = fcmp olt double %_0.i.i.i.lcssa, 0x3D719799812DEA11
  %55 = zext i1 %54 to i8
  br label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit"

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit", %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit"
  %accum.sroa.0.0.lcssa.i = phi i8 [ 1, %"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E.exit" ], [ %55, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit.loopexit" ]
  call void @llvm.experimental.noalias.scope.decl(metadata !278)
  call void @llvm.experimental.noalias.scope.decl(metadata !281)
  call void @llvm.experimental.noalias.scope.decl(metadata !284)
  call void @llvm.experimental.noalias.scope.decl(metadata !287)
  %self1.i.i.i.i.i20 = load i64, ptr %_49, align 8, !range !136, !alias.scope !290, !noalias !293, !noundef !25
  %56 = icmp eq i64 %self1.i.i.i.i.i20, 0
  br i1 %56, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit", label %bb2.i.i.i.i21

bb2.i.i.i.i21:                                    ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E.exit"
  %alloc_size.i.i.i.i.i22 = shl nuw i64 %self1.i.i.i.i.i20, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_187, i64 noundef %alloc_size.i.i.i.i.i22, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !295
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
  call void @llvm.experimental.noalias.scope.decl(metadata !296)
  call void @llvm.experimental.noalias.scope.decl(metadata !299)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !302
; call __rustc::__rust_alloc_zeroed
  %57 = call noundef align 8 dereferenceable_or_null(72) ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) 72, i64 noundef 8) #16, !noalias !302
  %58 = icmp eq ptr %57, null
  br i1 %58, label %bb14.i.i.i29, label %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit

bb14.i.i.i29:                                     ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 72) #17, !noalias !307
  unreachable

_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit: ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit"
  %59 = getelementptr inbounds nuw i8, ptr %sing, i64 24
  store i64 3, ptr %59, align 8, !alias.scope !308
  %60 = getelementptr inbounds nuw i8, ptr %sing, i64 32
  store i64 3, ptr %60, align 8, !alias.scope !308
  store i64 9, ptr %sing, align 8, !alias.scope !308
  %_3.sroa.4.0._0.sroa_idx.i.i23 = getelementptr inbounds nuw i8, ptr %sing, i64 8
  store ptr %57, ptr %_3.sroa.4.0._0.sroa_idx.i.i23, align 8, !alias.scope !308
  %_3.sroa.5.0._0.sroa_idx.i.i24 = getelementptr inbounds nuw i8, ptr %sing, i64 16
  store i64 9, ptr %_3.sroa.5.0._0.sroa_idx.i.i24, align 8, !alias.scope !308
  store double 0.000000e+00, ptr %57, align 8, !noalias !296
  %_11.1.i = getelementptr inbounds nuw i8, ptr %57, i64 8
  store double 1.000000e+00, ptr %_11.1.i, align 8, !noalias !296
  %_11.2.i = getelementptr inbounds nuw i8, ptr %57, i64 16
  store double 2.000000e+00, ptr %_11.2.i, align 8, !noalias !296
  %_11.17.i = getelementptr inbounds nuw i8, ptr %57, i64 24
  store double 3.000000e+00, ptr %_11.17.i, align 8, !noalias !296
  %_11.1.1.i25 = getelementptr inbounds nuw i8, ptr %57, i64 32
  store double 4.000000e+00, ptr %_11.1.1.i25, align 8, !noalias !296
  %_11.2.1.i26 = getelementptr inbounds nuw i8, ptr %57, i64 40
  store double 5.000000e+00, ptr %_11.2.1.i26, align 8, !noalias !296
  %_11.29.i = getelementptr inbounds nuw i8, ptr %57, i64 48
  store double 6.000000e+00, ptr %_11.29.i, align 8, !noalias !296
  %_11.1.2.i27 = getelementptr inbounds nuw i8, ptr %57, i64 56
  store double 7.000000e+00, ptr %_11.1.2.i27, align 8, !noalias !296
  %_11.2.2.i28 = getelementptr inbounds nuw i8, ptr %57, i64 64
  store double 8.000000e+00, ptr %_11.2.2.i28, align 8, !noalias !296
  call void @llvm.lifetime.start.p0(ptr nonnull %_64)
  call void @llvm.lifetime.start.p0(ptr nonnull %_65)
; call _02_matrix_impl::Matrix::solve
  call fastcc void @_ZN15_02_matrix_impl6Matrix5solve17h82a880f3560af26aE(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_65, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %sing, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) @alloc_6b11cebfedeb455965800e1d9d73c9f5, i64 noundef 3) #16
  call void @llvm.experimental.noalias.scope.decl(metadata !309)
  %61 = load i64, ptr %_65, align 8, !range !144, !alias.scope !309, !noundef !25
  %.not.i = icmp eq i64 %61, -9223372036854775808
  br i1 %.not.i, label %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit", label %bb3.i

bb3.i:                                            ; preds = %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit
  %_7.sroa.4.0.self.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_65, i64 8
  %_7.sroa.4.0.copyload.i = load ptr, ptr %_7.sroa.4.0.self.sroa_idx.i, align 8, !alias.scope !309, !nonnull !25, !noundef !25
  %_7.sroa.5.0.self.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_65, i64 16
  %_7.sroa.5.0.copyload.i = load i64, ptr %_7.sroa.5.0.self.sroa_idx.i, align 8, !alias.scope !309
  %_12.i.i = getelementptr inbounds nuw double, ptr %_7.sroa.4.0.copyload.i, i64 %_7.sroa.5.0.copyload.i
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb13.i.i.i, %bb3.i
  %_221.i.i.i = phi ptr [ %_22.i.i.i, %bb13.i.i.i ], [ %_7.sroa.4.0.copyload.i, %bb3.i ]
  %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not = icmp ne ptr %_221.i.i.i, %_12.i.i
  br i1 %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not, label %bb13.i.i.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i"

bb13.i.i.i:                                       ; preds = %bb1.i.i.i
  %_22.i.i.i = getelementptr inbounds nuw i8, ptr %_221.i.i.i, i64 8
  %_4.i.i.i.i = load double, ptr %_221.i.i.i, align 8, !alias.scope !312, !noalias !315, !noundef !25
  %62 = call double @llvm.fabs.f64(double %_4.i.i.i.i)
  %_0.i.i.i.i = fcmp ogt double %62, 1.000000e+10
  br i1 %_0.i.i.i.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i", label %bb1.i.i.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i": ; preds = %bb13.i.i.i, %bb1.i.i.i
  %63 = icmp eq i64 %61, 0
  br i1 %63, label %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit", label %bb2.i.i.i.i.i.i

bb2.i.i.i.i.i.i:                                  ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i"
  %alloc_size.i.i.i.i.i.i.i = shl nuw i64 %61, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_7.sroa.4.0.copyload.i, i64 noundef %alloc_size.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !320
  br label %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit"

"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit": ; preds = %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i", %bb2.i.i.i.i.i.i
  %_0.sroa.0.0.i = phi i1 [ true, %_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E.exit ], [ %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E.exit.i.i" ], [ %_12.not.not.not.i.not.not.not.i.not.not.not.i.not.not.not.not.not, %bb2.i.i.i.i.i.i ]
  %64 = zext i1 %_0.sroa.0.0.i to i8
  store i8 %64, ptr %_64, align 1
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
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !329
; call __rustc::__rust_alloc
  %65 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 32, i64 noundef 8) #16, !noalias !329
  %66 = icmp eq ptr %65, null
  br i1 %66, label %bb3.i.i37, label %bb13.i.i.preheader

bb13.i.i.preheader:                               ; preds = %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit"
  store double 1.000000e+00, ptr %65, align 8, !noalias !334
  %_15.i.i = getelementptr inbounds nuw i8, ptr %65, i64 8
  store double 1.000000e+00, ptr %_15.i.i, align 8, !noalias !334
  %_15.i.i.1 = getelementptr inbounds nuw i8, ptr %65, i64 16
  store double 1.000000e+00, ptr %_15.i.i.1, align 8, !noalias !334
  %_15.i.i.2 = getelementptr inbounds nuw i8, ptr %65, i64 24
  store double 1.000000e+00, ptr %_15.i.i.2, align 8, !noalias !334
  call void @llvm.lifetime.start.p0(ptr nonnull %lambda)
  store double 0.000000e+00, ptr %lambda, align 8
  %67 = getelementptr inbounds nuw i8, ptr %w, i64 8
  %68 = getelementptr inbounds nuw i8, ptr %w, i64 16
  br label %bb56

bb3.i.i37:                                        ; preds = %"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E.exit"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #17, !noalias !337
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
  call void @llvm.experimental.noalias.scope.decl(metadata !338)
  call void @llvm.experimental.noalias.scope.decl(metadata !341)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !344
; call __rustc::__rust_alloc_zeroed
  %69 = call noundef align 8 dereferenceable_or_null(128) ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) 128, i64 noundef 8) #16, !noalias !344
  %70 = icmp eq ptr %69, null
  br i1 %70, label %bb14.i.i.i41, label %_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit

bb14.i.i.i41:                                     ; preds = %bb57
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 128) #17, !noalias !349
  unreachable

_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit: ; preds = %bb57
  %71 = getelementptr inbounds nuw i8, ptr %i4, i64 24
  store i64 4, ptr %71, align 8, !alias.scope !350
  %72 = getelementptr inbounds nuw i8, ptr %i4, i64 32
  store i64 4, ptr %72, align 8, !alias.scope !350
  store i64 16, ptr %i4, align 8, !alias.scope !350
  %_3.sroa.4.0._0.sroa_idx.i.i39 = getelementptr inbounds nuw i8, ptr %i4, i64 8
  store ptr %69, ptr %_3.sroa.4.0._0.sroa_idx.i.i39, align 8, !alias.scope !350
  %_3.sroa.5.0._0.sroa_idx.i.i40 = getelementptr inbounds nuw i8, ptr %i4, i64 16
  store i64 16, ptr %_3.sroa.5.0._0.sroa_idx.i.i40, align 8, !alias.scope !350
  store double 1.000000e+00, ptr %69, align 8, !noalias !338
  %_4.1.i = getelementptr inbounds nuw i8, ptr %69, i64 40
  store double 1.000000e+00, ptr %_4.1.i, align 8, !noalias !338
  %_4.2.i = getelementptr inbounds nuw i8, ptr %69, i64 80
  store double 1.000000e+00, ptr %_4.2.i, align 8, !noalias !338
  %_4.3.i = getelementptr inbounds nuw i8, ptr %69, i64 120
  store double 1.000000e+00, ptr %_4.3.i, align 8, !noalias !338
  call void @llvm.lifetime.start.p0(ptr nonnull %_100)
  call void @llvm.lifetime.start.p0(ptr nonnull %_101)
; call <&02_matrix_impl::Matrix as core::ops::arith::Mul>::mul
  call fastcc void @"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul17h16f41e8ca5a59687E"(ptr noalias noundef sret([40 x i8]) align 8 captures(address) dereferenceable(40) %_101, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %a, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %i4) #16
  %73 = getelementptr inbounds nuw i8, ptr %_101, i64 24
  %_276 = load i64, ptr %73, align 8, !noundef !25
  %_277 = load i64, ptr %2, align 8, !noundef !25
  %_275 = icmp eq i64 %_276, %_277
  br i1 %_275, label %bb65, label %bb70

bb56:                                             ; preds = %bb13.i.i.preheader, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101"
  %iter.sroa.0.0172 = phi i32 [ 0, %bb13.i.i.preheader ], [ %_214.0, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101" ]
  %v.sroa.6.0171 = phi ptr [ %65, %bb13.i.i.preheader ], [ %97, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101" ]
  %v.sroa.0.0170 = phi i64 [ 4, %bb13.i.i.preheader ], [ %_227, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101" ]
  %_214.0 = add nuw nsw i32 %iter.sroa.0.0172, 1
  call void @llvm.lifetime.start.p0(ptr nonnull %w)
; call _02_matrix_impl::Matrix::mul_vec
  call fastcc void @_ZN15_02_matrix_impl6Matrix7mul_vec17h34c52584dd31268dE(ptr noalias noundef sret([24 x i8]) align 8 captures(address) dereferenceable(24) %w, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(40) %p, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) %v.sroa.6.0171, i64 noundef %v.sroa.0.0170) #16
  %_228 = load ptr, ptr %67, align 8, !nonnull !25, !noundef !25
  %_227 = load i64, ptr %68, align 8, !noundef !25
  %_232.idx = shl nuw i64 %_227, 3
  %74 = icmp eq i64 %_227, 0
  br i1 %74, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit", label %bb8.i.preheader

bb8.i.preheader:                                  ; preds = %bb56
  %xtraiter199 = and i64 %_227, 3
  %75 = icmp ult i64 %_227, 4
  br i1 %75, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter204 = and i64 %_227, -4
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.3, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i1.i.i.3, %bb8.i ]
  %niter205 = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter205.next.3, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_3.i.i.i42 = load double, ptr %_45.i, align 8, !alias.scope !351, !noundef !25
  %_0.i.i.i43 = fmul double %_3.i.i.i42, %_3.i.i.i42
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i, %_0.i.i.i43
  %76 = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %_3.i.i.i42.1 = load double, ptr %_45.i.1, align 8, !alias.scope !351, !noundef !25
  %_0.i.i.i43.1 = fmul double %_3.i.i.i42.1, %_3.i.i.i42.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i43.1
  %77 = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %_3.i.i.i42.2 = load double, ptr %_45.i.2, align 8, !alias.scope !351, !noundef !25
  %_0.i.i.i43.2 = fmul double %_3.i.i.i42.2, %_3.i.i.i42.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i43.2
  %78 = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %78, i64 24
  %_3.i.i.i42.3 = load double, ptr %_45.i.3, align 8, !alias.scope !351, !noundef !25
  %_0.i.i.i43.3 = fmul double %_3.i.i.i42.3, %_3.i.i.i42.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i43.3
  %_27.i.3 = add nuw i64 %i.sroa.0.0.i, 4
  %niter205.next.3 = add i64 %niter205, 4
  %niter205.ncmp.3 = icmp eq i64 %niter205.next.3, %unroll_iter204
  br i1 %niter205.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa", label %bb8.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod201.not = icmp eq i64 %xtraiter199, 0
  br i1 %lcmp.mod201.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit", label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod203 = icmp ne i64 %xtraiter199, 0
  call void @llvm.assume(i1 %lcmp.mod203)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i1.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter200 = phi i64 [ %epil.iter200.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %_228, i64 %i.sroa.0.0.i.epil
  %_3.i.i.i42.epil = load double, ptr %_45.i.epil, align 8, !alias.scope !351, !noundef !25
  %_0.i.i.i43.epil = fmul double %_3.i.i.i42.epil, %_3.i.i.i42.epil
  %_0.i1.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_0.i.i.i43.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter200.next = add i64 %epil.iter200, 1
  %epil.iter200.cmp.not = icmp eq i64 %epil.iter200.next, %xtraiter199
  br i1 %epil.iter200.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit", label %bb8.i.epil, !llvm.loop !356

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa"
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb8.i.epil ]
  %79 = call double @llvm.sqrt.f64(double %_0.i1.i.i.lcssa)
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit"

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit", %bb56
  %_0.sroa.0.0.i44 = phi double [ -0.000000e+00, %bb56 ], [ %79, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit.loopexit" ]
  %..i.i.i48 = call noundef i64 @llvm.umin.i64(i64 %v.sroa.0.0170, i64 %_227)
  %_204.not.i52 = icmp eq i64 %..i.i.i48, 0
  br i1 %_204.not.i52, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit", label %bb14.i57.preheader

bb14.i57.preheader:                               ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit"
  %xtraiter206 = and i64 %..i.i.i48, 3
  %80 = icmp ult i64 %..i.i.i48, 4
  br i1 %80, label %bb14.i57.epil.preheader, label %bb14.i57.preheader.new

bb14.i57.preheader.new:                           ; preds = %bb14.i57.preheader
  %unroll_iter211 = and i64 %..i.i.i48, -4
  br label %bb14.i57

bb14.i57:                                         ; preds = %bb14.i57, %bb14.i57.preheader.new
  %accum.sroa.0.06.i58 = phi double [ -0.000000e+00, %bb14.i57.preheader.new ], [ %_0.i1.i.i67.3, %bb14.i57 ]
  %iter.sroa.0.05.i59 = phi i64 [ 0, %bb14.i57.preheader.new ], [ %_24.i60.3, %bb14.i57 ]
  %niter212 = phi i64 [ 0, %bb14.i57.preheader.new ], [ %niter212.next.3, %bb14.i57 ]
  %_24.i60 = or disjoint i64 %iter.sroa.0.05.i59, 1
  %_3.i.i.i62 = getelementptr inbounds nuw double, ptr %_228, i64 %iter.sroa.0.05.i59
  %_3.i3.i.i63 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %iter.sroa.0.05.i59
  call void @llvm.experimental.noalias.scope.decl(metadata !357)
  call void @llvm.experimental.noalias.scope.decl(metadata !360)
  call void @llvm.experimental.noalias.scope.decl(metadata !362)
  call void @llvm.experimental.noalias.scope.decl(metadata !365)
  %_5.i.i3.i64 = load double, ptr %_3.i.i.i62, align 8, !alias.scope !367, !noalias !368, !noundef !25
  %_6.i.i.i65 = load double, ptr %_3.i3.i.i63, align 8, !alias.scope !371, !noalias !372, !noundef !25
  %_0.i.i.i66 = fmul double %_5.i.i3.i64, %_6.i.i.i65
  %_0.i1.i.i67 = fadd double %accum.sroa.0.06.i58, %_0.i.i.i66
  %_24.i60.1 = or disjoint i64 %iter.sroa.0.05.i59, 2
  %_3.i.i.i62.1 = getelementptr inbounds nuw double, ptr %_228, i64 %_24.i60
  %_3.i3.i.i63.1 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %_24.i60
  call void @llvm.experimental.noalias.scope.decl(metadata !373)
  call void @llvm.experimental.noalias.scope.decl(metadata !375)
  call void @llvm.experimental.noalias.scope.decl(metadata !377)
  call void @llvm.experimental.noalias.scope.decl(metadata !379)
  %_5.i.i3.i64.1 = load double, ptr %_3.i.i.i62.1, align 8, !alias.scope !381, !noalias !382, !noundef !25
  %_6.i.i.i65.1 = load double, ptr %_3.i3.i.i63.1, align 8, !alias.scope !383, !noalias !384, !noundef !25
  %_0.i.i.i66.1 = fmul double %_5.i.i3.i64.1, %_6.i.i.i65.1
  %_0.i1.i.i67.1 = fadd double %_0.i1.i.i67, %_0.i.i.i66.1
  %_24.i60.2 = or disjoint i64 %iter.sroa.0.05.i59, 3
  %_3.i.i.i62.2 = getelementptr inbounds nuw double, ptr %_228, i64 %_24.i60.1
  %_3.i3.i.i63.2 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %_24.i60.1
  call void @llvm.experimental.noalias.scope.decl(metadata !385)
  call void @llvm.experimental.noalias.scope.decl(metadata !387)
  call void @llvm.experimental.noalias.scope.decl(metadata !389)
  call void @llvm.experimental.noalias.scope.decl(metadata !391)
  %_5.i.i3.i64.2 = load double, ptr %_3.i.i.i62.2, align 8, !alias.scope !393, !noalias !394, !noundef !25
  %_6.i.i.i65.2 = load double, ptr %_3.i3.i.i63.2, align 8, !alias.scope !395, !noalias !396, !noundef !25
  %_0.i.i.i66.2 = fmul double %_5.i.i3.i64.2, %_6.i.i.i65.2
  %_0.i1.i.i67.2 = fadd double %_0.i1.i.i67.1, %_0.i.i.i66.2
  %_24.i60.3 = add nuw i64 %iter.sroa.0.05.i59, 4
  %_3.i.i.i62.3 = getelementptr inbounds nuw double, ptr %_228, i64 %_24.i60.2
  %_3.i3.i.i63.3 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %_24.i60.2
  call void @llvm.experimental.noalias.scope.decl(metadata !397)
  call void @llvm.experimental.noalias.scope.decl(metadata !399)
  call void @llvm.experimental.noalias.scope.decl(metadata !401)
  call void @llvm.experimental.noalias.scope.decl(metadata !403)
  %_5.i.i3.i64.3 = load double, ptr %_3.i.i.i62.3, align 8, !alias.scope !405, !noalias !406, !noundef !25
  %_6.i.i.i65.3 = load double, ptr %_3.i3.i.i63.3, align 8, !alias.scope !407, !noalias !408, !noundef !25
  %_0.i.i.i66.3 = fmul double %_5.i.i3.i64.3, %_6.i.i.i65.3
  %_0.i1.i.i67.3 = fadd double %_0.i1.i.i67.2, %_0.i.i.i66.3
  %niter212.next.3 = add i64 %niter212, 4
  %niter212.ncmp.3 = icmp eq i64 %niter212.next.3, %unroll_iter211
  br i1 %niter212.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa", label %bb14.i57

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa": ; preds = %bb14.i57
  %lcmp.mod208.not = icmp eq i64 %xtraiter206, 0
  br i1 %lcmp.mod208.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit", label %bb14.i57.epil.preheader

bb14.i57.epil.preheader:                          ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa", %bb14.i57.preheader
  %accum.sroa.0.06.i58.epil.init = phi double [ -0.000000e+00, %bb14.i57.preheader ], [ %_0.i1.i.i67.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.05.i59.epil.init = phi i64 [ 0, %bb14.i57.preheader ], [ %_24.i60.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod210 = icmp ne i64 %xtraiter206, 0
  call void @llvm.assume(i1 %lcmp.mod210)
  br label %bb14.i57.epil

bb14.i57.epil:                                    ; preds = %bb14.i57.epil, %bb14.i57.epil.preheader
  %accum.sroa.0.06.i58.epil = phi double [ %_0.i1.i.i67.epil, %bb14.i57.epil ], [ %accum.sroa.0.06.i58.epil.init, %bb14.i57.epil.preheader ]
  %iter.sroa.0.05.i59.epil = phi i64 [ %_24.i60.epil, %bb14.i57.epil ], [ %iter.sroa.0.05.i59.epil.init, %bb14.i57.epil.preheader ]
  %epil.iter207 = phi i64 [ %epil.iter207.next, %bb14.i57.epil ], [ 0, %bb14.i57.epil.preheader ]
  %_24.i60.epil = add nuw i64 %iter.sroa.0.05.i59.epil, 1
  %_3.i.i.i62.epil = getelementptr inbounds nuw double, ptr %_228, i64 %iter.sroa.0.05.i59.epil
  %_3.i3.i.i63.epil = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %iter.sroa.0.05.i59.epil
  call void @llvm.experimental.noalias.scope.decl(metadata !357)
  call void @llvm.experimental.noalias.scope.decl(metadata !360)
  call void @llvm.experimental.noalias.scope.decl(metadata !362)
  call void @llvm.experimental.noalias.scope.decl(metadata !365)
  %_5.i.i3.i64.epil = load double, ptr %_3.i.i.i62.epil, align 8, !alias.scope !367, !noalias !368, !noundef !25
  %_6.i.i.i65.epil = load double, ptr %_3.i3.i.i63.epil, align 8, !alias.scope !371, !noalias !372, !noundef !25
  %_0.i.i.i66.epil = fmul double %_5.i.i3.i64.epil, %_6.i.i.i65.epil
  %_0.i1.i.i67.epil = fadd double %accum.sroa.0.06.i58.epil, %_0.i.i.i66.epil
  %epil.iter207.next = add i64 %epil.iter207, 1
  %epil.iter207.cmp.not = icmp eq i64 %epil.iter207.next, %xtraiter206
  br i1 %epil.iter207.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit", label %bb14.i57.epil, !llvm.loop !409

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa", %bb14.i57.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit"
  %accum.sroa.0.0.lcssa.i69 = phi double [ -0.000000e+00, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h893e757ea658e1eeE.exit" ], [ %_0.i1.i.i67.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i67.epil, %bb14.i57.epil ]
  %81 = icmp eq i64 %v.sroa.0.0170, 0
  br i1 %81, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit", label %bb8.i71.preheader

bb8.i71.preheader:                                ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit"
  %xtraiter213 = and i64 %v.sroa.0.0170, 3
  %82 = icmp ult i64 %v.sroa.0.0170, 4
  br i1 %82, label %bb8.i71.epil.preheader, label %bb8.i71.preheader.new

bb8.i71.preheader.new:                            ; preds = %bb8.i71.preheader
  %unroll_iter218 = and i64 %v.sroa.0.0170, -4
  br label %bb8.i71

bb8.i71:                                          ; preds = %bb8.i71, %bb8.i71.preheader.new
  %i.sroa.0.0.i72 = phi i64 [ 0, %bb8.i71.preheader.new ], [ %_27.i78.3, %bb8.i71 ]
  %acc.sroa.0.0.i73 = phi double [ -0.000000e+00, %bb8.i71.preheader.new ], [ %_0.i1.i.i77.3, %bb8.i71 ]
  %niter219 = phi i64 [ 0, %bb8.i71.preheader.new ], [ %niter219.next.3, %bb8.i71 ]
  %_45.i74 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_3.i.i.i75 = load double, ptr %_45.i74, align 8, !alias.scope !410, !noundef !25
  %_0.i.i.i76 = fmul double %_3.i.i.i75, %_3.i.i.i75
  %_0.i1.i.i77 = fadd double %acc.sroa.0.0.i73, %_0.i.i.i76
  %83 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_45.i74.1 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %_3.i.i.i75.1 = load double, ptr %_45.i74.1, align 8, !alias.scope !410, !noundef !25
  %_0.i.i.i76.1 = fmul double %_3.i.i.i75.1, %_3.i.i.i75.1
  %_0.i1.i.i77.1 = fadd double %_0.i1.i.i77, %_0.i.i.i76.1
  %84 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_45.i74.2 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %_3.i.i.i75.2 = load double, ptr %_45.i74.2, align 8, !alias.scope !410, !noundef !25
  %_0.i.i.i76.2 = fmul double %_3.i.i.i75.2, %_3.i.i.i75.2
  %_0.i1.i.i77.2 = fadd double %_0.i1.i.i77.1, %_0.i.i.i76.2
  %85 = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72
  %_45.i74.3 = getelementptr inbounds nuw i8, ptr %85, i64 24
  %_3.i.i.i75.3 = load double, ptr %_45.i74.3, align 8, !alias.scope !410, !noundef !25
  %_0.i.i.i76.3 = fmul double %_3.i.i.i75.3, %_3.i.i.i75.3
  %_0.i1.i.i77.3 = fadd double %_0.i1.i.i77.2, %_0.i.i.i76.3
  %_27.i78.3 = add nuw i64 %i.sroa.0.0.i72, 4
  %niter219.next.3 = add i64 %niter219, 4
  %niter219.ncmp.3 = icmp eq i64 %niter219.next.3, %unroll_iter218
  br i1 %niter219.ncmp.3, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa", label %bb8.i71

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa": ; preds = %bb8.i71
  %lcmp.mod215.not = icmp eq i64 %xtraiter213, 0
  br i1 %lcmp.mod215.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit", label %bb8.i71.epil.preheader

bb8.i71.epil.preheader:                           ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa", %bb8.i71.preheader
  %i.sroa.0.0.i72.epil.init = phi i64 [ 0, %bb8.i71.preheader ], [ %_27.i78.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i73.epil.init = phi double [ -0.000000e+00, %bb8.i71.preheader ], [ %_0.i1.i.i77.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod217 = icmp ne i64 %xtraiter213, 0
  call void @llvm.assume(i1 %lcmp.mod217)
  br label %bb8.i71.epil

bb8.i71.epil:                                     ; preds = %bb8.i71.epil, %bb8.i71.epil.preheader
  %i.sroa.0.0.i72.epil = phi i64 [ %_27.i78.epil, %bb8.i71.epil ], [ %i.sroa.0.0.i72.epil.init, %bb8.i71.epil.preheader ]
  %acc.sroa.0.0.i73.epil = phi double [ %_0.i1.i.i77.epil, %bb8.i71.epil ], [ %acc.sroa.0.0.i73.epil.init, %bb8.i71.epil.preheader ]
  %epil.iter214 = phi i64 [ %epil.iter214.next, %bb8.i71.epil ], [ 0, %bb8.i71.epil.preheader ]
  %_45.i74.epil = getelementptr inbounds nuw double, ptr %v.sroa.6.0171, i64 %i.sroa.0.0.i72.epil
  %_3.i.i.i75.epil = load double, ptr %_45.i74.epil, align 8, !alias.scope !410, !noundef !25
  %_0.i.i.i76.epil = fmul double %_3.i.i.i75.epil, %_3.i.i.i75.epil
  %_0.i1.i.i77.epil = fadd double %acc.sroa.0.0.i73.epil, %_0.i.i.i76.epil
  %_27.i78.epil = add nuw i64 %i.sroa.0.0.i72.epil, 1
  %epil.iter214.next = add i64 %epil.iter214, 1
  %epil.iter214.cmp.not = icmp eq i64 %epil.iter214.next, %xtraiter213
  br i1 %epil.iter214.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit", label %bb8.i71.epil, !llvm.loop !415

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit": ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa", %bb8.i71.epil, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit"
  %_0.sroa.0.0.i80 = phi double [ -0.000000e+00, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE.exit" ], [ %_0.i1.i.i77.3, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i77.epil, %bb8.i71.epil ]
  %86 = fdiv double %accum.sroa.0.0.lcssa.i69, %_0.sroa.0.0.i80
  store double %86, ptr %lambda, align 8
  br i1 %74, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", label %bb3.i.i.i84

bb3.i.i.i84:                                      ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit"
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !416
; call __rustc::__rust_alloc
  %87 = call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_232.idx, i64 noundef 8) #16, !noalias !416
  %88 = icmp eq ptr %87, null
  br i1 %88, label %bb3.i.i90, label %bb8.i.i.i.i.i.i85.preheader

bb8.i.i.i.i.i.i85.preheader:                      ; preds = %bb3.i.i.i84
  %xtraiter220 = and i64 %_227, 3
  %89 = icmp ult i64 %_227, 4
  br i1 %89, label %bb8.i.i.i.i.i.i85.epil.preheader, label %bb8.i.i.i.i.i.i85.preheader.new

bb8.i.i.i.i.i.i85.preheader.new:                  ; preds = %bb8.i.i.i.i.i.i85.preheader
  %unroll_iter226 = and i64 %_227, -4
  br label %bb8.i.i.i.i.i.i85

bb3.i.i90:                                        ; preds = %bb3.i.i.i84
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %_232.idx) #17, !noalias !422
  unreachable

bb8.i.i.i.i.i.i85:                                ; preds = %bb8.i.i.i.i.i.i85, %bb8.i.i.i.i.i.i85.preheader.new
  %90 = phi i64 [ 0, %bb8.i.i.i.i.i.i85.preheader.new ], [ %94, %bb8.i.i.i.i.i.i85 ]
  %niter227 = phi i64 [ 0, %bb8.i.i.i.i.i.i85.preheader.new ], [ %niter227.next.3, %bb8.i.i.i.i.i.i85 ]
  %_45.i.i.i.i.i.i86 = getelementptr inbounds nuw double, ptr %_228, i64 %90
  call void @llvm.experimental.noalias.scope.decl(metadata !423)
  %_5.i.i.i.i.i.i.i.i = load double, ptr %_45.i.i.i.i.i.i86, align 8, !alias.scope !426, !noalias !429, !noundef !25
  %_0.i.i.i.i.i.i.i.i = fdiv double %_5.i.i.i.i.i.i.i.i, %_0.sroa.0.0.i44
  %_3.i.i.i.i.i.i.i.i.i87 = getelementptr inbounds nuw double, ptr %87, i64 %90
  store double %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i.i.i.i.i.i.i87, align 8, !noalias !446
  %91 = or disjoint i64 %90, 1
  %_45.i.i.i.i.i.i86.1 = getelementptr inbounds nuw double, ptr %_228, i64 %91
  call void @llvm.experimental.noalias.scope.decl(metadata !451)
  %_5.i.i.i.i.i.i.i.i.1 = load double, ptr %_45.i.i.i.i.i.i86.1, align 8, !alias.scope !453, !noalias !429, !noundef !25
  %_0.i.i.i.i.i.i.i.i.1 = fdiv double %_5.i.i.i.i.i.i.i.i.1, %_0.sroa.0.0.i44
  %_3.i.i.i.i.i.i.i.i.i87.1 = getelementptr inbounds nuw double, ptr %87, i64 %91
  store double %_0.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i.i.i.i.i.i.i87.1, align 8, !noalias !454
  %92 = or disjoint i64 %90, 2
  %_45.i.i.i.i.i.i86.2 = getelementptr inbounds nuw double, ptr %_228, i64 %92
  call void @llvm.experimental.noalias.scope.decl(metadata !455)
  %_5.i.i.i.i.i.i.i.i.2 = load double, ptr %_45.i.i.i.i.i.i86.2, align 8, !alias.scope !457, !noalias !429, !noundef !25
  %_0.i.i.i.i.i.i.i.i.2 = fdiv double %_5.i.i.i.i.i.i.i.i.2, %_0.sroa.0.0.i44
  %_3.i.i.i.i.i.i.i.i.i87.2 = getelementptr inbounds nuw double, ptr %87, i64 %92
  store double %_0.i.i.i.i.i.i.i.i.2, ptr %_3.i.i.i.i.i.i.i.i.i87.2, align 8, !noalias !458
  %93 = or disjoint i64 %90, 3
  %_45.i.i.i.i.i.i86.3 = getelementptr inbounds nuw double, ptr %_228, i64 %93
  call void @llvm.experimental.noalias.scope.decl(metadata !459)
  %_5.i.i.i.i.i.i.i.i.3 = load double, ptr %_45.i.i.i.i.i.i86.3, align 8, !alias.scope !461, !noalias !429, !noundef !25
  %_0.i.i.i.i.i.i.i.i.3 = fdiv double %_5.i.i.i.i.i.i.i.i.3, %_0.sroa.0.0.i44
  %_3.i.i.i.i.i.i.i.i.i87.3 = getelementptr inbounds nuw double, ptr %87, i64 %93
  store double %_0.i.i.i.i.i.i.i.i.3, ptr %_3.i.i.i.i.i.i.i.i.i87.3, align 8, !noalias !462
  %94 = add nuw i64 %90, 4
  %niter227.next.3 = add i64 %niter227, 4
  %niter227.ncmp.3 = icmp eq i64 %niter227.next.3, %unroll_iter226
  br i1 %niter227.ncmp.3, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit.loopexit.unr-lcssa", label %bb8.i.i.i.i.i.i85

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit.loopexit.unr-lcssa": ; preds = %bb8.i.i.i.i.i.i85
  %lcmp.mod224.not = icmp eq i64 %xtraiter220, 0
  br i1 %lcmp.mod224.not, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", label %bb8.i.i.i.i.i.i85.epil.preheader

bb8.i.i.i.i.i.i85.epil.preheader:                 ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit.loopexit.unr-lcssa", %bb8.i.i.i.i.i.i85.preheader
  %.epil.init223 = phi i64 [ 0, %bb8.i.i.i.i.i.i85.preheader ], [ %94, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod225 = icmp ne i64 %xtraiter220, 0
  call void @llvm.assume(i1 %lcmp.mod225)
  br label %bb8.i.i.i.i.i.i85.epil

bb8.i.i.i.i.i.i85.epil:                           ; preds = %bb8.i.i.i.i.i.i85.epil, %bb8.i.i.i.i.i.i85.epil.preheader
  %95 = phi i64 [ %96, %bb8.i.i.i.i.i.i85.epil ], [ %.epil.init223, %bb8.i.i.i.i.i.i85.epil.preheader ]
  %epil.iter221 = phi i64 [ %epil.iter221.next, %bb8.i.i.i.i.i.i85.epil ], [ 0, %bb8.i.i.i.i.i.i85.epil.preheader ]
  %_45.i.i.i.i.i.i86.epil = getelementptr inbounds nuw double, ptr %_228, i64 %95
  call void @llvm.experimental.noalias.scope.decl(metadata !423)
  %_5.i.i.i.i.i.i.i.i.epil = load double, ptr %_45.i.i.i.i.i.i86.epil, align 8, !alias.scope !426, !noalias !429, !noundef !25
  %_0.i.i.i.i.i.i.i.i.epil = fdiv double %_5.i.i.i.i.i.i.i.i.epil, %_0.sroa.0.0.i44
  %_3.i.i.i.i.i.i.i.i.i87.epil = getelementptr inbounds nuw double, ptr %87, i64 %95
  store double %_0.i.i.i.i.i.i.i.i.epil, ptr %_3.i.i.i.i.i.i.i.i.i87.epil, align 8, !noalias !446
  %96 = add nuw i64 %95, 1
  %epil.iter221.next = add i64 %epil.iter221, 1
  %epil.iter221.cmp.not = icmp eq i64 %epil.iter221.next, %xtraiter220
  br i1 %epil.iter221.cmp.not, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", label %bb8.i.i.i.i.i.i85.epil, !llvm.loop !463

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit.loopexit.unr-lcssa", %bb8.i.i.i.i.i.i85.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit"
  %97 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hc83398ab08661f51E.exit" ], [ %87, %bb8.i.i.i.i.i.i85.epil ], [ %87, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit.loopexit.unr-lcssa" ]
  br i1 %81, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96", label %bb2.i.i.i.i93

bb2.i.i.i.i93:                                    ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit"
  %alloc_size.i.i.i.i.i94 = shl nuw i64 %v.sroa.0.0170, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %v.sroa.6.0171, i64 noundef %alloc_size.i.i.i.i.i94, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !464
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE.exit", %bb2.i.i.i.i93
  call void @llvm.experimental.noalias.scope.decl(metadata !473)
  call void @llvm.experimental.noalias.scope.decl(metadata !476)
  call void @llvm.experimental.noalias.scope.decl(metadata !479)
  call void @llvm.experimental.noalias.scope.decl(metadata !482)
  %self1.i.i.i.i.i97 = load i64, ptr %w, align 8, !range !136, !alias.scope !485, !noalias !488, !noundef !25
  %98 = icmp eq i64 %self1.i.i.i.i.i97, 0
  br i1 %98, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101", label %bb2.i.i.i.i98

bb2.i.i.i.i98:                                    ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96"
  %alloc_size.i.i.i.i.i99 = shl nuw i64 %self1.i.i.i.i.i97, 3
  %self3.i.i.i.i.i100 = load ptr, ptr %67, align 8, !alias.scope !485, !noalias !488, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i100, i64 noundef %alloc_size.i.i.i.i.i99, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !490
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit101": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit96", %bb2.i.i.i.i98
  call void @llvm.lifetime.end.p0(ptr nonnull %w)
  %exitcond.not = icmp eq i32 %_214.0, 100
  br i1 %exitcond.not, label %bb57, label %bb56

bb65:                                             ; preds = %_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE.exit
  %99 = getelementptr inbounds nuw i8, ptr %_101, i64 32
  %_279 = load i64, ptr %99, align 8, !noundef !25
  %_280 = load i64, ptr %3, align 8, !noundef !25
  %_278 = icmp eq i64 %_279, %_280
  br i1 %_278, label %bb66, label %bb70

bb66:                                             ; preds = %bb65
  %100 = getelementptr inbounds nuw i8, ptr %_101, i64 16
  %_282 = load i64, ptr %100, align 8, !noundef !25
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
  call void @llvm.experimental.noalias.scope.decl(metadata !491)
  call void @llvm.experimental.noalias.scope.decl(metadata !494)
  call void @llvm.experimental.noalias.scope.decl(metadata !497)
  call void @llvm.experimental.noalias.scope.decl(metadata !500)
  call void @llvm.experimental.noalias.scope.decl(metadata !503)
  %self1.i.i.i.i.i.i102 = load i64, ptr %_101, align 8, !range !136, !alias.scope !506, !noalias !509, !noundef !25
  %101 = icmp eq i64 %self1.i.i.i.i.i.i102, 0
  br i1 %101, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111", label %bb2.i.i.i.i.i103

bb2.i.i.i.i.i103:                                 ; preds = %bb70
  %alloc_size.i.i.i.i.i.i104 = shl nuw i64 %self1.i.i.i.i.i.i102, 3
  %102 = getelementptr inbounds nuw i8, ptr %_101, i64 8
  %self3.i.i.i.i.i.i105 = load ptr, ptr %102, align 8, !alias.scope !506, !noalias !509, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i105, i64 noundef %alloc_size.i.i.i.i.i.i104, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !511
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111": ; preds = %bb70, %bb2.i.i.i.i.i103
  call void @llvm.lifetime.end.p0(ptr nonnull %_101)
  call void @llvm.lifetime.end.p0(ptr nonnull %_100)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %69, i64 noundef 128, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !512
  call void @llvm.lifetime.end.p0(ptr nonnull %i4)
  call void @llvm.lifetime.end.p0(ptr nonnull %lambda)
  br i1 %74, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121", label %bb2.i.i.i.i113

bb2.i.i.i.i113:                                   ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111"
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %97, i64 noundef %_232.idx, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !523
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit111", %bb2.i.i.i.i113
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %57, i64 noundef 72, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !532
  call void @llvm.lifetime.end.p0(ptr nonnull %sing)
  %103 = icmp eq i64 %33, 0
  br i1 %103, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131", label %bb2.i.i.i.i123

bb2.i.i.i.i123:                                   ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121"
  %alloc_size.i.i.i.i.i124 = shl nuw i64 %33, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %x.sroa.4.0.copyload, i64 noundef %alloc_size.i.i.i.i.i124, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !543
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit121", %bb2.i.i.i.i123
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %28, i64 noundef 32, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !552
  call void @llvm.experimental.noalias.scope.decl(metadata !561)
  call void @llvm.experimental.noalias.scope.decl(metadata !564)
  call void @llvm.experimental.noalias.scope.decl(metadata !567)
  call void @llvm.experimental.noalias.scope.decl(metadata !570)
  call void @llvm.experimental.noalias.scope.decl(metadata !573)
  %self1.i.i.i.i.i.i132 = load i64, ptr %p, align 8, !range !136, !alias.scope !576, !noalias !579, !noundef !25
  %104 = icmp eq i64 %self1.i.i.i.i.i.i132, 0
  br i1 %104, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136", label %bb2.i.i.i.i.i133

bb2.i.i.i.i.i133:                                 ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131"
  %alloc_size.i.i.i.i.i.i134 = shl nuw i64 %self1.i.i.i.i.i.i132, 3
  %105 = getelementptr inbounds nuw i8, ptr %p, i64 8
  %self3.i.i.i.i.i.i135 = load ptr, ptr %105, align 8, !alias.scope !576, !noalias !579, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i135, i64 noundef %alloc_size.i.i.i.i.i.i134, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !581
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E.exit131", %bb2.i.i.i.i.i133
  call void @llvm.lifetime.end.p0(ptr nonnull %p)
  br i1 %9, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141", label %bb2.i.i.i.i.i138

bb2.i.i.i.i.i138:                                 ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136"
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %20, i64 noundef %_33.0.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !582
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit136", %bb2.i.i.i.i.i138
  call void @llvm.lifetime.end.p0(ptr nonnull %s)
  call void @llvm.experimental.noalias.scope.decl(metadata !593)
  call void @llvm.experimental.noalias.scope.decl(metadata !596)
  call void @llvm.experimental.noalias.scope.decl(metadata !599)
  call void @llvm.experimental.noalias.scope.decl(metadata !602)
  call void @llvm.experimental.noalias.scope.decl(metadata !605)
  %self1.i.i.i.i.i.i142 = load i64, ptr %at, align 8, !range !136, !alias.scope !608, !noalias !611, !noundef !25
  %106 = icmp eq i64 %self1.i.i.i.i.i.i142, 0
  br i1 %106, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146", label %bb2.i.i.i.i.i143

bb2.i.i.i.i.i143:                                 ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141"
  %alloc_size.i.i.i.i.i.i144 = shl nuw i64 %self1.i.i.i.i.i.i142, 3
  %self3.i.i.i.i.i.i145 = load ptr, ptr %7, align 8, !alias.scope !608, !noalias !611, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i145, i64 noundef %alloc_size.i.i.i.i.i.i144, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !613
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit141", %bb2.i.i.i.i.i143
  call void @llvm.lifetime.end.p0(ptr nonnull %at)
  call void @llvm.experimental.noalias.scope.decl(metadata !614)
  call void @llvm.experimental.noalias.scope.decl(metadata !617)
  call void @llvm.experimental.noalias.scope.decl(metadata !620)
  call void @llvm.experimental.noalias.scope.decl(metadata !623)
  call void @llvm.experimental.noalias.scope.decl(metadata !626)
  %self1.i.i.i.i.i.i147 = load i64, ptr %a, align 8, !range !136, !alias.scope !629, !noalias !632, !noundef !25
  %107 = icmp eq i64 %self1.i.i.i.i.i.i147, 0
  br i1 %107, label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit151", label %bb2.i.i.i.i.i148

bb2.i.i.i.i.i148:                                 ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146"
  %alloc_size.i.i.i.i.i.i149 = shl nuw i64 %self1.i.i.i.i.i.i147, 3
  %self3.i.i.i.i.i.i150 = load ptr, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !629, !noalias !632, !nonnull !25, !noundef !25
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i150, i64 noundef %alloc_size.i.i.i.i.i.i149, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !634
  br label %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit151"

"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit151": ; preds = %"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E.exit146", %bb2.i.i.i.i.i148
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  ret void

bb71:                                             ; preds = %bb66
  %_286 = load ptr, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !nonnull !25, !noundef !25
  %108 = getelementptr inbounds nuw i8, ptr %_101, i64 8
  %_283 = load ptr, ptr %108, align 8, !nonnull !25, !noundef !25
  %_55.i152 = icmp eq i64 %_282, 0
  br i1 %_55.i152, label %bb70, label %bb2.i153

bb1.i161:                                         ; preds = %bb2.i153
  %109 = add nuw i64 %idx.sroa.0.06.i154, 1
  %exitcond.not.i162 = icmp eq i64 %109, %_282
  br i1 %exitcond.not.i162, label %bb70, label %bb2.i153

bb2.i153:                                         ; preds = %bb71, %bb1.i161
  %idx.sroa.0.06.i154 = phi i64 [ %109, %bb1.i161 ], [ 0, %bb71 ]
  %_9.i155 = getelementptr inbounds nuw double, ptr %_283, i64 %idx.sroa.0.06.i154
  %_12.i156 = getelementptr inbounds nuw double, ptr %_286, i64 %idx.sroa.0.06.i154
  call void @llvm.experimental.noalias.scope.decl(metadata !635)
  call void @llvm.experimental.noalias.scope.decl(metadata !638)
  %_3.i.i157 = load double, ptr %_9.i155, align 8, !alias.scope !635, !noalias !638, !noundef !25
  %_4.i.i158 = load double, ptr %_12.i156, align 8, !alias.scope !638, !noalias !635, !noundef !25
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !640)
  %_3.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8.i = load ptr, ptr %2, align 8, !alias.scope !640, !noalias !643, !nonnull !25, !noundef !25
  %_7.i = load i64, ptr %_3.i, align 8, !alias.scope !640, !noalias !643, !noundef !25
  %3 = shl nuw i64 %_7.i, 3
  %4 = icmp eq i64 %_7.i, 0
  br i1 %4, label %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit", label %bb3.i.i.i.i

bb3.i.i.i.i:                                      ; preds = %start
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !645
; call __rustc::__rust_alloc
  %5 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %3, i64 noundef 8) #16, !noalias !645
  %6 = icmp eq ptr %5, null
  br i1 %6, label %bb3.i.i.i, label %bb1.i.i

bb3.i.i.i:                                        ; preds = %bb3.i.i.i.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 %3) #17, !noalias !651
  unreachable

bb1.i.i:                                          ; preds = %bb3.i.i.i.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull readonly align 8 %_8.i, i64 %3, i1 false), !noalias !652
  br label %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit"

"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit": ; preds = %start, %bb1.i.i
  %_63.sroa.5.0 = phi ptr [ %5, %bb1.i.i ], [ inttoptr (i64 8 to ptr), %start ]
  %7 = shl nuw nsw i64 %b.1, 3
  %8 = icmp eq i64 %b.1, 0
  br i1 %8, label %bb18, label %bb3.i

bb3.i:                                            ; preds = %"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E.exit"
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !653
; call __rustc::__rust_alloc
  %9 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %7, i64 noundef 8) #16, !noalias !653
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
  br label %bb12.i

bb17:                                             ; preds = %bb3.i
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 8 %b.0, i64 %7, i1 false)
  br label %bb18

bb1.loopexit:                                     ; preds = %bb46, %bb7
  %exitcond239.not = icmp eq i64 %14, %n
  br i1 %exitcond239.not, label %bb47.lr.ph, label %bb12.i

bb47.lr.ph:                                       ; preds = %bb1.loopexit
  %12 = add i64 %_62, 1
  %13 = add i64 %n, -1
  %_195.first_iter = icmp ult i64 %13, %b.1
  br label %bb47

bb12.i:                                           ; preds = %bb12.i.lr.ph, %bb1.loopexit
  %iter.sroa.0.0145 = phi i64 [ 0, %bb12.i.lr.ph ], [ %14, %bb1.loopexit ]
  %14 = add nuw i64 %iter.sroa.0.0145, 1
  %_0.i.i.i14.i.i = icmp ult i64 %14, %n
  br i1 %_0.i.i.i14.i.i, label %bb3.i.i, label %bb26

bb3.i.i:                                          ; preds = %bb12.i, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i"
  %accum.sroa.0.016.i.i = phi i64 [ %17, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i" ], [ %iter.sroa.0.0145, %bb12.i ]
  %self.sroa.0.015.i.i = phi i64 [ %_0.i1.i.i.i.i, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i" ], [ %14, %bb12.i ]
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
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_19.i.i.i.i.i.i, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_38859802400c816e9f7e1a346a98dcde) #18, !noalias !656
  unreachable

bb3.i.i.i.i.i.i:                                  ; preds = %bb1.i.i.i.i.i.i
  %_9.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_19.i.i.i.i.i.i
  %_8.i.i.i.i.i.i = load double, ptr %_9.i.i.i.i.i.i, align 8, !noalias !656, !noundef !25
  %15 = tail call double @llvm.fabs.f64(double %_8.i.i.i.i.i.i)
  %_13.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_27.i.i.i.i.i.i
  %_12.i.i.i.i.i.i = load double, ptr %_13.i.i.i.i.i.i, align 8, !noalias !656, !noundef !25
  %16 = tail call double @llvm.fabs.f64(double %_12.i.i.i.i.i.i)
  %_35.i.i.i.i.i.i = fcmp ugt double %15, %16
  br i1 %_35.i.i.i.i.i.i, label %bb5.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i"

panic1.i.i.i.i.i.i:                               ; preds = %bb1.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_27.i.i.i.i.i.i, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_e75f2076a56cee06c12cabdf6b3b04ec) #18, !noalias !656
  unreachable

bb5.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i.i.i.i
  %_36.i.i.i.i.i.i = fcmp ult double %15, %16
  br i1 %_36.i.i.i.i.i.i, label %bb10.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i", !prof !143

bb10.i.i.i.i.i.i:                                 ; preds = %bb5.i.i.i.i.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_5e65edda378d5426f16aaa09f8b817a9) #18, !noalias !656
  unreachable

"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i": ; preds = %bb5.i.i.i.i.i.i, %bb3.i.i.i.i.i.i
  %17 = phi i64 [ %accum.sroa.0.016.i.i, %bb5.i.i.i.i.i.i ], [ %self.sroa.0.015.i.i, %bb3.i.i.i.i.i.i ]
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
  %18 = add i64 %_12.i.i.i, %iter4.sroa.0.0147
  %_0.i1.i.i.peel.i = add nuw i64 %iter4.sroa.0.0147, 1
  %_18.i.i.peel.i = icmp ult i64 %18, %_7.i
  br i1 %_18.i.i.peel.i, label %bb1.i.i.peel.i, label %panic.i.i.i

bb1.i.i.peel.i:                                   ; preds = %bb3.lr.ph.i
  %_23.i.i.peel.i = icmp ult i64 %iter4.sroa.0.0147, %b.1
  br i1 %_23.i.i.peel.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i", label %panic1.i.i.i

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.peel.i": ; preds = %bb1.i.i.peel.i
  %_4.i.i2.peel.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %18
  %_3.i.i.peel.i = load double, ptr %_4.i.i2.peel.i, align 8, !noalias !675, !noundef !25
  %_7.i.i.peel.i = getelementptr inbounds nuw double, ptr %11, i64 %iter4.sroa.0.0147
  %_6.i.i.peel.i = load double, ptr %_7.i.i.peel.i, align 8, !noalias !675, !noundef !25
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
  %umax.i = tail call i64 @llvm.umax.i64(i64 %_7.i, i64 %18)
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %umax.i, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_2da88c09fc2b3c9b24883053e2d507b3) #18, !noalias !682
  unreachable

panic1.i.i.i:                                     ; preds = %bb1.i.i.peel.i, %bb1.i.i.i
  %self.sroa.0.013.lcssa17.i = phi i64 [ %self.sroa.0.013.i, %bb1.i.i.i ], [ %iter4.sroa.0.0147, %bb1.i.i.peel.i ]
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %self.sroa.0.013.lcssa17.i, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_fe03226eece5962f94e2cb8e8d14c41d) #18, !noalias !682
  unreachable

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE.exit.i": ; preds = %bb1.i.i.i
  %_4.i.i2.i = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_11.i.i.i
  %_3.i.i.i = load double, ptr %_4.i.i2.i, align 8, !noalias !682, !noundef !25
  %_7.i.i.i = getelementptr inbounds nuw double, ptr %11, i64 %self.sroa.0.013.i
  %_6.i.i.i = load double, ptr %_7.i.i.i, align 8, !noalias !682, !noundef !25
  %_0.i.i.i = fmul double %_3.i.i.i, %_6.i.i.i
  %_0.i1.i.i = fadd double %accum.sroa.0.014.i, %_0.i.i.i
  %exitcond.not.i = icmp eq i64 %_0.i1.i.i.i32, %n
  br i1 %exitcond.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E.exit, label %bb3.i31, !llvm.loop !685

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
  %_196 = mul i64 %_187, %12
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
  %19 = fdiv double %_55, %_58
  store double %19, ptr %_57, align 8
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
  %_0.sroa.3.0.i = phi i64 [ %iter.sroa.0.0145, %bb12.i ], [ %17, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E.exit.i.i" ]
  %_90 = mul i64 %_0.sroa.3.0.i, %_62
  %_89 = add i64 %_90, %iter.sroa.0.0145
  %_96 = icmp ult i64 %_89, %_7.i
  br i1 %_96, label %bb27, label %panic7

bb12:                                             ; preds = %bb27
  store i64 -9223372036854775808, ptr %_0, align 8
  %20 = icmp eq i64 %b.1, 0
  br i1 %20, label %bb15.sink.split, label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %bb12
  %alloc_size.i.i.i.i.i = shl nuw nsw i64 %b.1, 3
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %11, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #16, !noalias !687
  br label %bb15.sink.split

bb27:                                             ; preds = %bb26
  %_19 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_89
  %_18 = load double, ptr %_19, align 8, !noundef !25
  %21 = tail call double @llvm.fabs.f64(double %_18)
  %_16 = fcmp olt double %21, 1.000000e-300
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
  br label %bb29

bb7:                                              ; preds = %bb35, %bb4
  br i1 %_0.i.i.i14.i.i, label %bb37.lr.ph, label %bb1.loopexit

bb37.lr.ph:                                       ; preds = %bb7
  %_147 = mul i64 %iter.sroa.0.0145, %iter.sroa.0.030
  %_154 = icmp ult i64 %_147, %_7.i
  %_35 = getelementptr inbounds nuw double, ptr %_63.sroa.5.0, i64 %_147
  %_160 = mul i64 %iter.sroa.0.0145, %_62
  %_171 = icmp ult i64 %iter.sroa.0.0145, %b.1
  %_44 = getelementptr inbounds nuw double, ptr %11, i64 %iter.sroa.0.0145
  br label %bb37

bb30:                                             ; preds = %bb32
  %_124 = icmp ult i64 %iter.sroa.0.0145, %b.1
  br i1 %_124, label %bb34, label %panic8

bb29:                                             ; preds = %bb6.preheader, %bb32
  %iter1.sroa.0.0139 = phi i64 [ 0, %bb6.preheader ], [ %22, %bb32 ]
  %22 = add nuw i64 %iter1.sroa.0.0139, 1
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
  %23 = load i64, ptr %_125, align 8
  store i64 %23, ptr %_123, align 8
  store i64 %_127.sroa.0.0.copyload, ptr %_125, align 8
  br label %bb7

panic9:                                           ; preds = %bb34
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_0.sroa.3.0.i, i64 noundef %b.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_91505ebff3892cef2ff23e746ea6c5bb) #18
  unreachable

bb37:                                             ; preds = %bb37.lr.ph, %bb46
  %iter2.sroa.0.0143 = phi i64 [ %14, %bb37.lr.ph ], [ %24, %bb46 ]
  %24 = add i64 %iter2.sroa.0.0143, 1
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
  br label %bb41

panic12:                                          ; preds = %bb39
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_147, i64 noundef %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8d8028ad7c8226717472adb03a4efd57) #18
  unreachable

bb42:                                             ; preds = %bb45
  br i1 %_171, label %bb44, label %panic13

bb41:                                             ; preds = %bb40, %bb45
  %iter3.sroa.0.0141 = phi i64 [ %iter.sroa.0.0145, %bb40 ], [ %25, %bb45 ]
  %25 = add i64 %iter3.sroa.0.0141, 1
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
  %26 = load double, ptr %_45, align 8, !noundef !25
  %27 = fsub double %26, %_42
  store double %27, ptr %_45, align 8
  %exitcond238.not = icmp eq i64 %24, %n
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
  %28 = load double, ptr %_41, align 8, !noundef !25
  %29 = fsub double %28, %_40
  store double %29, ptr %_41, align 8
  %exitcond237.not = icmp eq i64 %25, %n
  br i1 %exitcond237.not, label %bb42, label %bb41

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
  %30 = load i64, ptr %_113, align 8
  store i64 %30, ptr %_111, align 8
  store i64 %_115.sroa.0.0.copyload, ptr %_113, align 8
  %exitcond.not = icmp eq i64 %22, %n
  br i1 %exitcond.not, label %bb30, label %bb29

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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !696)
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
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !699
; call __rustc::__rust_alloc
  %2 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0.i.i.i, i64 noundef 8) #16, !noalias !699
  %3 = icmp eq ptr %2, null
  br i1 %3, label %bb3.i.i, label %bb10.i.i.i

bb10.i.i.i:                                       ; preds = %bb3.i.i.i
  %4 = ptrtoint ptr %2 to i64
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i"

bb3.i.i:                                          ; preds = %bb3.i.i.i, %start
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %bb3.i.i.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #17, !noalias !703
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
  %_4.i.i2.i.i.i.i.i.i = load i64, ptr %6, align 8, !noalias !704, !noundef !25
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
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_13.i.i.i.i.i.i.i.i.i.i.i, i64 noundef %_18.i.i.i.i.i.i.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ca238e08ea7adbeac5d1d40e5dfb46d6) #18, !noalias !723
  unreachable

panic1.i.i.i.i.i.i.i.i.i.i.i:                     ; preds = %bb2.i.i2.i.i.i.i.i.i.i.i.i
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %v.1, i64 noundef %v.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_06bcf2d0249e1b3b82e6190f1e691f88) #18, !noalias !723
  unreachable

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i": ; preds = %bb2.i.i2.i.i.i.i.i.i.i.i.i
  %_4.i.i3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_19.i.i.i.i.i.i.i.i.i.i.i, i64 %_13.i.i.i.i.i.i.i.i.i.i.i
  %_3.i.i.i.i.i.i.i.i.i.i.i = load double, ptr %_4.i.i3.i.i.i.i.i.i.i.i.i, align 8, !noalias !723, !noundef !25
  %11 = getelementptr inbounds nuw double, ptr %v.0, i64 %self.sroa.0.014.i.i.i.i.i.i.i.i.i
  %_6.i.i.i.i.i.i.i.i.i.i.i = load double, ptr %11, align 8, !noalias !723, !noundef !25
  %_0.i.i.i.i.i.i.i.i.i.i.i = fmul double %_3.i.i.i.i.i.i.i.i.i.i.i, %_6.i.i.i.i.i.i.i.i.i.i.i
  %_0.i1.i.i.i.i.i.i.i.i.i.i = fadd double %accum.sroa.0.015.i.i.i.i.i.i.i.i.i, %_0.i.i.i.i.i.i.i.i.i.i.i
  %exitcond20.not.i.i.i.i.i.i.i.i.i = icmp eq i64 %_0.i1.i.i.i.i.i.i.i.i.i.i.i, %_4.i.i2.i.i.i.i.i.i
  br i1 %exitcond20.not.i.i.i.i.i.i.i.i.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i", label %bb3.i.i.i.i.i.i.i.i.i

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i", %bb3.i.i.i.i.i.i
  %accum.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i = phi double [ -0.000000e+00, %bb3.i.i.i.i.i.i ], [ %_0.i1.i.i.i.i.i.i.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE.exit.i.i.i.i.i.i.i.i.i" ]
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %5, i64 %9
  store double %accum.sroa.0.0.lcssa.i.i.i.i.i.i.i.i.i, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !noalias !730
  %exitcond.not.i.i.i.i.i.i = icmp eq i64 %10, %_5
  br i1 %exitcond.not.i.i.i.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE.exit", label %bb3.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE.exit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E.exit.i.i.i.i.i.i", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h20dc2efa08788279E.exit.i.i.i"
  store i64 %_4.sroa.4.0.i.i, ptr %_0, align 8, !alias.scope !696, !noalias !735
  %vector.sroa.4.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %5, ptr %vector.sroa.4.0._0.sroa_idx.i, align 8, !alias.scope !696, !noalias !735
  %vector.sroa.6.0._0.sroa_idx.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_5, ptr %vector.sroa.6.0._0.sroa_idx.i, align 8, !alias.scope !696, !noalias !735
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !736)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !739)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !741)
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
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !744
; call __rustc::__rust_alloc_zeroed
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) %_33.0.i.i.i.i, i64 noundef 8) #16, !noalias !744
  %4 = icmp eq ptr %3, null
  br i1 %4, label %bb14.i.i.i, label %bb10.i.i.i.i

bb10.i.i.i.i:                                     ; preds = %bb3.i2.i.i.i
  %5 = ptrtoint ptr %3 to i64
  br label %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i

bb14.i.i.i:                                       ; preds = %bb3.i2.i.i.i, %start
  %_16.sroa.4.0.ph.i.i.i = phi i64 [ 8, %bb3.i2.i.i.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_16.sroa.4.0.ph.i.i.i, i64 %_33.0.i.i.i.i) #17, !noalias !749
  unreachable

_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i: ; preds = %bb10.i.i.i.i, %bb18.i.i.i.i
  %_16.sroa.4.0.i.i.i = phi i64 [ %_4.i.i, %bb10.i.i.i.i ], [ 0, %bb18.i.i.i.i ]
  %_16.sroa.10.0.i.i.i = phi i64 [ %5, %bb10.i.i.i.i ], [ 8, %bb18.i.i.i.i ]
  %6 = inttoptr i64 %_16.sroa.10.0.i.i.i to ptr
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 24
  store i64 %_2, ptr %7, align 8, !alias.scope !750, !noalias !739
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 32
  store i64 %_3, ptr %8, align 8, !alias.scope !750, !noalias !739
  store i64 %_16.sroa.4.0.i.i.i, ptr %_0, align 8, !alias.scope !750, !noalias !739
  %_3.sroa.4.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %6, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !750, !noalias !739
  %_3.sroa.5.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_4.i.i, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !750, !noalias !739
  %_129.not.i = icmp eq i64 %_2, 0
  br i1 %_129.not.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E.exit, label %bb6.lr.ph.i

bb6.lr.ph.i:                                      ; preds = %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i
  %_167.not.i = icmp eq i64 %_3, 0
  %9 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_11.i.i = load i64, ptr %9, align 8, !alias.scope !739, !noalias !736
  %10 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_12.i.i = load ptr, ptr %10, align 8, !alias.scope !739, !noalias !736, !nonnull !25
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
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_6.i.i, i64 noundef %_11.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_9ef287a5dc3b1521ffac821ee6ebafa6) #18, !noalias !751
  unreachable

"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i": ; preds = %bb8.i
  %_20.i = add nuw i64 %iter1.sroa.0.08.i, %_21.i
  %_27.i = icmp ult i64 %_20.i, %_4.i.i
  br i1 %_27.i, label %bb10.i, label %panic.i

bb10.i:                                           ; preds = %"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i"
  %_4.i4.i = getelementptr inbounds nuw double, ptr %_12.i.i, i64 %_6.i.i
  %_0.i.i = load double, ptr %_4.i4.i, align 8, !noalias !751, !noundef !25
  %12 = add nuw i64 %iter1.sroa.0.08.i, 1
  %_11.i = getelementptr inbounds nuw double, ptr %6, i64 %_20.i
  store double %_0.i.i, ptr %_11.i, align 8, !noalias !754
  %exitcond.not.i = icmp eq i64 %12, %_3
  br i1 %exitcond.not.i, label %bb2.loopexit.i, label %bb8.i

panic.i:                                          ; preds = %"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE.exit.i"
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_20.i, i64 noundef %_4.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0025edbac865429f0d692bc706e2757d) #18, !noalias !754
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
  tail call void asm sideeffect "", "~{memory}"() #16, !srcloc !755
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17he4712e6ee8baa096E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !25, !align !756, !noundef !25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !757)
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_8.i = load ptr, ptr %0, align 8, !alias.scope !757, !noalias !760, !nonnull !25, !noundef !25
  %1 = getelementptr inbounds nuw i8, ptr %_3, i64 16
  %_7.i = load i64, ptr %1, align 8, !alias.scope !757, !noalias !760, !noundef !25
; call <str as core::fmt::Debug>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8.i, i64 noundef %_7.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #16, !noalias !757
  ret i1 %_0.i
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h2e27371e6982e607E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !25, !align !756, !noundef !25
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
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h0ad77ef2502850ddE(ptr noundef nonnull readonly %0) #19, !noalias !762
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
  %_53.0 = load ptr, ptr %f, align 8, !nonnull !25, !align !765
  %4 = getelementptr inbounds nuw i8, ptr %f, i64 8
  %_53.1 = load ptr, ptr %4, align 8, !nonnull !25, !align !756
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
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !766
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #16, !noalias !770
  %_11.idx.i = mul nuw nsw i64 %_6, 24
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 24
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !771
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !771
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !771
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #16
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !766
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !774)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !777)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !779)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !781)
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
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #16, !noalias !784
; call __rustc::__rust_alloc_zeroed
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed(i64 noundef range(i64 1, 9223372036854775801) %_33.0.i.i.i.i, i64 noundef 8) #16, !noalias !784
  %4 = icmp eq ptr %3, null
  br i1 %4, label %bb14.i.i.i, label %bb10.i.i.i.i

bb10.i.i.i.i:                                     ; preds = %bb3.i2.i.i.i
  %5 = ptrtoint ptr %3 to i64
  br label %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i

bb14.i.i.i:                                       ; preds = %bb3.i2.i.i.i, %start
  %_16.sroa.4.0.ph.i.i.i = phi i64 [ 8, %bb3.i2.i.i.i ], [ 0, %start ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_16.sroa.4.0.ph.i.i.i, i64 %_33.0.i.i.i.i) #17, !noalias !789
  unreachable

_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i: ; preds = %bb10.i.i.i.i, %bb18.i.i.i.i
  %_16.sroa.4.0.i.i.i = phi i64 [ %_4.i.i, %bb10.i.i.i.i ], [ 0, %bb18.i.i.i.i ]
  %_16.sroa.10.0.i.i.i = phi i64 [ %5, %bb10.i.i.i.i ], [ 8, %bb18.i.i.i.i ]
  %6 = inttoptr i64 %_16.sroa.10.0.i.i.i to ptr
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 24
  store i64 %_3, ptr %7, align 8, !alias.scope !790, !noalias !791
  %8 = getelementptr inbounds nuw i8, ptr %_0, i64 32
  store i64 %_4, ptr %8, align 8, !alias.scope !790, !noalias !791
  store i64 %_16.sroa.4.0.i.i.i, ptr %_0, align 8, !alias.scope !790, !noalias !791
  %_3.sroa.4.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %6, ptr %_3.sroa.4.0._0.sroa_idx.i.i, align 8, !alias.scope !790, !noalias !791
  %_3.sroa.5.0._0.sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %_0, i64 16
  store i64 %_4.i.i, ptr %_3.sroa.5.0._0.sroa_idx.i.i, align 8, !alias.scope !790, !noalias !791
  %_1225.not.i = icmp eq i64 %_3, 0
  br i1 %_1225.not.i, label %_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE.exit, label %bb6.lr.ph.i

bb6.lr.ph.i:                                      ; preds = %_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E.exit.i
  %_1623.not.i = icmp eq i64 %_4, 0
  %9 = getelementptr inbounds nuw i8, ptr %self, i64 32
  %_5.i.i = load i64, ptr %9, align 8, !alias.scope !777, !noalias !792
  %_0.i.i.i10.not.i.i.i = icmp eq i64 %_5.i.i, 0
  %10 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_18.i.i.i.i.i = load i64, ptr %10, align 8, !alias.scope !777, !noalias !792
  %11 = getelementptr inbounds nuw i8, ptr %o, i64 8
  %12 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %13 = getelementptr inbounds nuw i8, ptr %o, i64 16
  %_26.i.i.peel.i.i.i = load i64, ptr %13, align 8, !alias.scope !779, !noalias !793
  %_27.i.i.peel.i.i.i = load ptr, ptr %11, align 8, !alias.scope !779, !noalias !793, !nonnull !25
  %_19.i.i.peel.i.i.i = load ptr, ptr %12, align 8, !alias.scope !777, !noalias !792, !nonnull !25
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
  %_3.i.i.peel.i.i.i = load double, ptr %_4.i.i2.peel.i.i.i, align 8, !noalias !794, !noundef !25
  %_7.i.i.peel.i.i.i = getelementptr inbounds nuw double, ptr %_27.i.i.peel.i.i.i, i64 %iter1.sroa.0.024.i
  %_6.i.i.peel.i.i.i = load double, ptr %_7.i.i.peel.i.i.i, align 8, !noalias !794, !noundef !25
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
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %umax.i.i.i, i64 noundef %_18.i.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_8e6d7e492c1c99abb3324644f1ba60e6) #18, !noalias !803
  unreachable

panic1.i.i.i.i.i:                                 ; preds = %bb1.i.i.peel.i.i.i, %bb1.i.i.i.i.i
  %_21.i.i.lcssa.i.i.i = phi i64 [ %_21.i.i.i.i.i, %bb1.i.i.i.i.i ], [ %iter1.sroa.0.024.i, %bb1.i.i.peel.i.i.i ]
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_21.i.i.lcssa.i.i.i, i64 noundef %_26.i.i.peel.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_10011c9bcfa6ac3d7b27a6fd6b163944) #18, !noalias !803
  unreachable

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i": ; preds = %bb1.i.i.i.i.i
  %gep.i = getelementptr double, ptr %_4.i.i2.peel.i.i.i, i64 %self.sroa.0.011.i.i.i
  %_3.i.i.i.i.i = load double, ptr %gep.i, align 8, !noalias !803, !noundef !25
  %_7.i.i.i.i.i = getelementptr inbounds nuw double, ptr %_27.i.i.peel.i.i.i, i64 %_21.i.i.i.i.i
  %_6.i.i.i.i.i = load double, ptr %_7.i.i.i.i.i, align 8, !noalias !803, !noundef !25
  %_0.i.i.i.i.i = fmul double %_3.i.i.i.i.i, %_6.i.i.i.i.i
  %_0.i1.i.i.i.i = fadd double %accum.sroa.0.012.i.i.i, %_0.i.i.i.i.i
  %exitcond.not.i.i.i = icmp eq i64 %_0.i1.i.i.i.i.i, %_5.i.i
  br i1 %exitcond.not.i.i.i, label %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i", label %bb3.i.i.i, !llvm.loop !806

"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i", %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i", %bb8.i
  %accum.sroa.0.0.lcssa.i.i.i = phi double [ -0.000000e+00, %bb8.i ], [ %_0.i.i.peel.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.peel.i.i.i" ], [ %_0.i1.i.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E.exit.i.i.i" ]
  %_20.i = add nuw i64 %iter1.sroa.0.024.i, %_21.i
  %_27.i = icmp ult i64 %_20.i, %_4.i.i
  br i1 %_27.i, label %bb10.i, label %panic.i

bb10.i:                                           ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i"
  %15 = add nuw i64 %iter1.sroa.0.024.i, 1
  %_11.i = getelementptr inbounds nuw double, ptr %6, i64 %_20.i
  store double %accum.sroa.0.0.lcssa.i.i.i, ptr %_11.i, align 8, !noalias !807
  %exitcond41.not.i = icmp eq i64 %15, %_4
  br i1 %exitcond41.not.i, label %bb2.loopexit.i, label %bb8.i

panic.i:                                          ; preds = %"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E.exit.i"
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_20.i, i64 noundef %_4.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0025edbac865429f0d692bc706e2757d) #18, !noalias !807
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
!40 = !{!37, !39, !18, !21, !23}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0"}
!43 = distinct !{!43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E"}
!44 = !{!45}
!45 = distinct !{!45, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0"}
!48 = distinct !{!48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E"}
!49 = !{!50}
!50 = distinct !{!50, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1"}
!51 = !{!47, !42}
!52 = !{!50, !53, !45, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!53 = distinct !{!53, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %_1"}
!54 = distinct !{!54, !55, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E: %self"}
!55 = distinct !{!55, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E"}
!56 = distinct !{!56, !55, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h01f54958109da1b5E: %f"}
!57 = distinct !{!57, !58, !"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E: %self"}
!58 = distinct !{!58, !"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E"}
!59 = distinct !{!59, !58, !"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h46d634ad312a90c7E: %f"}
!60 = distinct !{!60, !61, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE: %self"}
!61 = distinct !{!61, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE"}
!62 = distinct !{!62, !61, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2ddd34fb957dbcdaE: %g"}
!63 = distinct !{!63, !64, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE: %self"}
!64 = distinct !{!64, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE"}
!65 = distinct !{!65, !64, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h1b32bbc7c6a9e30fE: %f"}
!66 = distinct !{!66, !67, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE: %self"}
!67 = distinct !{!67, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE"}
!68 = distinct !{!68, !67, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h56a81acaca2f0a5eE: %iterator"}
!69 = distinct !{!69, !70, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E: %self"}
!70 = distinct !{!70, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E"}
!71 = distinct !{!71, !70, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h10939794ba0f6579E: %iterator"}
!72 = !{!50, !45}
!73 = !{!47, !53, !42, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!74 = !{!75, !77, !53, !42, !45, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!75 = distinct !{!75, !76, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hec59fc781af74b17E: %_1"}
!76 = distinct !{!76, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hec59fc781af74b17E"}
!77 = distinct !{!77, !78, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3930a9acfe721b8bE: %_1"}
!78 = distinct !{!78, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3930a9acfe721b8bE"}
!79 = !{!80}
!80 = distinct !{!80, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0:It1"}
!81 = !{!82}
!82 = distinct !{!82, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1:It1"}
!83 = !{!84}
!84 = distinct !{!84, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0:It1"}
!85 = !{!86}
!86 = distinct !{!86, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1:It1"}
!87 = !{!84, !80}
!88 = !{!86, !53, !82, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!89 = !{!86, !82}
!90 = !{!84, !53, !80, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!91 = !{!75, !77, !53, !80, !82, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!92 = !{!93}
!93 = distinct !{!93, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0:It2"}
!94 = !{!95}
!95 = distinct !{!95, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1:It2"}
!96 = !{!97}
!97 = distinct !{!97, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0:It2"}
!98 = !{!99}
!99 = distinct !{!99, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1:It2"}
!100 = !{!97, !93}
!101 = !{!99, !53, !95, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!102 = !{!99, !95}
!103 = !{!97, !53, !93, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!104 = !{!75, !77, !53, !93, !95, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!105 = !{!106}
!106 = distinct !{!106, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.0:It3"}
!107 = !{!108}
!108 = distinct !{!108, !43, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h3387d7e826f4bd06E: %elt.1:It3"}
!109 = !{!110}
!110 = distinct !{!110, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.0:It3"}
!111 = !{!112}
!112 = distinct !{!112, !48, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Add$GT$3add28_$u7b$$u7b$closure$u7d$$u7d$17h28a67bf4fa1d6869E: %_2.1:It3"}
!113 = !{!110, !106}
!114 = !{!112, !53, !108, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!115 = !{!112, !108}
!116 = !{!110, !53, !106, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!117 = !{!75, !77, !53, !106, !108, !54, !56, !57, !59, !60, !62, !63, !65, !66, !68, !69, !71, !37, !39, !18, !21, !23}
!118 = distinct !{!118, !119}
!119 = !{!"llvm.loop.unroll.disable"}
!120 = !{!21, !23}
!121 = !{!122}
!122 = distinct !{!122, !123, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!123 = distinct !{!123, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!126 = distinct !{!126, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!127 = !{!128}
!128 = distinct !{!128, !129, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!129 = distinct !{!129, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!130 = !{!131}
!131 = distinct !{!131, !132, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!132 = distinct !{!132, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!133 = !{!134}
!134 = distinct !{!134, !135, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!135 = distinct !{!135, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!136 = !{i64 0, i64 -9223372036854775808}
!137 = !{!138, !134, !131, !128, !125, !122}
!138 = distinct !{!138, !139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!139 = distinct !{!139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!140 = !{!141}
!141 = distinct !{!141, !139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!142 = !{!134, !131, !128, !125, !122}
!143 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!144 = !{i64 0, i64 -9223372036854775807}
!145 = !{!146}
!146 = distinct !{!146, !147, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %self"}
!147 = distinct !{!147, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne"}
!148 = !{!149}
!149 = distinct !{!149, !147, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %other"}
!150 = !{!151}
!151 = distinct !{!151, !152, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE: %_0"}
!152 = distinct !{!152, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h59784bae4fbc1c6dE"}
!153 = !{!154, !151}
!154 = distinct !{!154, !155, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!155 = distinct !{!155, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!156 = !{!157, !159, !160, !162, !164, !166, !168, !151}
!157 = distinct !{!157, !158, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE: %_1"}
!158 = distinct !{!158, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE"}
!159 = distinct !{!159, !158, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1e10b650871d2edcE: %elt"}
!160 = distinct !{!160, !161, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfb55252f8931b869E: %f"}
!161 = distinct !{!161, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hfb55252f8931b869E"}
!162 = distinct !{!162, !163, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0bca7a4b9bb3c11eE: %g"}
!163 = distinct !{!163, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0bca7a4b9bb3c11eE"}
!164 = distinct !{!164, !165, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h5af3b20a8f486a1fE: %f"}
!165 = distinct !{!165, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h5af3b20a8f486a1fE"}
!166 = distinct !{!166, !167, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h288ae30a3da6aaafE: %self"}
!167 = distinct !{!167, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h288ae30a3da6aaafE"}
!168 = distinct !{!168, !169, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hea1608cbdeb5a2a6E: %self"}
!169 = distinct !{!169, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hea1608cbdeb5a2a6E"}
!170 = !{!171, !173, !157, !159, !160, !162, !164, !166, !168, !151}
!171 = distinct !{!171, !172, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E: %_0"}
!172 = distinct !{!172, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E"}
!173 = distinct !{!173, !172, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hbe0523f2c9fe3146E: argument 1"}
!174 = !{!157, !160, !162, !164, !166, !168, !151}
!175 = !{!176, !178, !157, !160, !162, !164, !166, !168, !151}
!176 = distinct !{!176, !177, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h158b0b99d573787aE: %_1"}
!177 = distinct !{!177, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h158b0b99d573787aE"}
!178 = distinct !{!178, !179, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hf21f072701ad6c2aE: %_1"}
!179 = distinct !{!179, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hf21f072701ad6c2aE"}
!180 = !{!181}
!181 = distinct !{!181, !182, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E: %_1"}
!182 = distinct !{!182, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h39899937bb9ca869E"}
!183 = !{!184}
!184 = distinct !{!184, !185, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E: %self"}
!185 = distinct !{!185, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17he16c783d0f712642E"}
!186 = !{!184, !181}
!187 = !{!188}
!188 = distinct !{!188, !189, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17h1a16d55dc35f464fE: %_1.0"}
!189 = distinct !{!189, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17h1a16d55dc35f464fE"}
!190 = !{!191}
!191 = distinct !{!191, !192, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE: %_1"}
!192 = distinct !{!192, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hb9e16cffd92f348cE"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hfc9052641b3005dfE: %_1"}
!195 = distinct !{!195, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17hfc9052641b3005dfE"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h8536a65fde366979E: %_1"}
!198 = distinct !{!198, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h8536a65fde366979E"}
!199 = !{!200}
!200 = distinct !{!200, !201, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf6378c3199dbbc63E: %self"}
!201 = distinct !{!201, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf6378c3199dbbc63E"}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!204 = distinct !{!204, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!205 = !{!206, !203, !200, !197, !194, !191, !188}
!206 = distinct !{!206, !207, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!207 = distinct !{!207, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!208 = !{!209, !184, !181}
!209 = distinct !{!209, !207, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!210 = !{!203, !200, !197, !194, !191, !188, !184, !181}
!211 = !{!212}
!212 = distinct !{!212, !213, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hd43ddd069a8ca5baE: %_1"}
!213 = distinct !{!213, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hd43ddd069a8ca5baE"}
!214 = !{!215}
!215 = distinct !{!215, !216, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4d0335d7160a4e47E: %self"}
!216 = distinct !{!216, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4d0335d7160a4e47E"}
!217 = !{!218}
!218 = distinct !{!218, !219, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!219 = distinct !{!219, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!220 = !{!221, !218, !215, !212, !181}
!221 = distinct !{!221, !222, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!222 = distinct !{!222, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!223 = !{!224}
!224 = distinct !{!224, !222, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!225 = !{!218, !215, !212, !181}
!226 = !{!227}
!227 = distinct !{!227, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0"}
!228 = distinct !{!228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E"}
!229 = !{!230}
!230 = distinct !{!230, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1"}
!231 = !{!232}
!232 = distinct !{!232, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0"}
!233 = distinct !{!233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E"}
!234 = !{!235}
!235 = distinct !{!235, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1"}
!236 = !{!232, !227}
!237 = !{!235, !230, !238}
!238 = distinct !{!238, !239, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E: %self"}
!239 = distinct !{!239, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17ha3be84d82cc3e7b0E"}
!240 = !{!235, !230}
!241 = !{!232, !227, !238}
!242 = !{!243}
!243 = distinct !{!243, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0:It1"}
!244 = !{!245}
!245 = distinct !{!245, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1:It1"}
!246 = !{!247}
!247 = distinct !{!247, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0:It1"}
!248 = !{!249}
!249 = distinct !{!249, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1:It1"}
!250 = !{!247, !243}
!251 = !{!249, !245, !238}
!252 = !{!249, !245}
!253 = !{!247, !243, !238}
!254 = !{!255}
!255 = distinct !{!255, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0:It2"}
!256 = !{!257}
!257 = distinct !{!257, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1:It2"}
!258 = !{!259}
!259 = distinct !{!259, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0:It2"}
!260 = !{!261}
!261 = distinct !{!261, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1:It2"}
!262 = !{!259, !255}
!263 = !{!261, !257, !238}
!264 = !{!261, !257}
!265 = !{!259, !255, !238}
!266 = !{!267}
!267 = distinct !{!267, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.0:It3"}
!268 = !{!269}
!269 = distinct !{!269, !228, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hcabc2f3ab02ac165E: %elt.1:It3"}
!270 = !{!271}
!271 = distinct !{!271, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.0:It3"}
!272 = !{!273}
!273 = distinct !{!273, !233, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h862f25e61bf7abe5E: %_2.1:It3"}
!274 = !{!271, !267}
!275 = !{!273, !269, !238}
!276 = !{!273, !269}
!277 = !{!271, !267, !238}
!278 = !{!279}
!279 = distinct !{!279, !280, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!280 = distinct !{!280, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!281 = !{!282}
!282 = distinct !{!282, !283, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!283 = distinct !{!283, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!284 = !{!285}
!285 = distinct !{!285, !286, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!286 = distinct !{!286, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!287 = !{!288}
!288 = distinct !{!288, !289, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!289 = distinct !{!289, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!290 = !{!291, !288, !285, !282, !279}
!291 = distinct !{!291, !292, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!292 = distinct !{!292, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!293 = !{!294}
!294 = distinct !{!294, !292, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!295 = !{!288, !285, !282, !279}
!296 = !{!297}
!297 = distinct !{!297, !298, !"_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E: %m"}
!298 = distinct !{!298, !"_ZN15_02_matrix_impl6Matrix7from_fn17h3315ef9349626563E"}
!299 = !{!300}
!300 = distinct !{!300, !301, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!301 = distinct !{!301, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!302 = !{!303, !305, !300, !297}
!303 = distinct !{!303, !304, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!304 = distinct !{!304, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!305 = distinct !{!305, !306, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!306 = distinct !{!306, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!307 = !{!305, !300, !297}
!308 = !{!300, !297}
!309 = !{!310}
!310 = distinct !{!310, !311, !"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E: %self"}
!311 = distinct !{!311, !"_ZN4core6option15Option$LT$T$GT$6map_or17h7b72d53f90a8e206E"}
!312 = !{!313}
!313 = distinct !{!313, !314, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h858568728021358bE: %z"}
!314 = distinct !{!314, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h858568728021358bE"}
!315 = !{!316, !318, !310}
!316 = distinct !{!316, !317, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E: %self"}
!317 = distinct !{!317, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17h6989e396e945ce09E"}
!318 = distinct !{!318, !319, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h94a9dd361a8d9ad1E: %v"}
!319 = distinct !{!319, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h94a9dd361a8d9ad1E"}
!320 = !{!321, !323, !325, !327, !318, !310}
!321 = distinct !{!321, !322, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!322 = distinct !{!322, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!323 = distinct !{!323, !324, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!324 = distinct !{!324, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!325 = distinct !{!325, !326, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!326 = distinct !{!326, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!327 = distinct !{!327, !328, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!328 = distinct !{!328, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!329 = !{!330, !332}
!330 = distinct !{!330, !331, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!331 = distinct !{!331, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!332 = distinct !{!332, !333, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!333 = distinct !{!333, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!334 = !{!335, !332}
!335 = distinct !{!335, !336, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h1ab1f4ad79dc0e14E: %self"}
!336 = distinct !{!336, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$11extend_with17h1ab1f4ad79dc0e14E"}
!337 = !{!332}
!338 = !{!339}
!339 = distinct !{!339, !340, !"_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE: %m"}
!340 = distinct !{!340, !"_ZN15_02_matrix_impl6Matrix8identity17ha6afca9fa8f6a9ceE"}
!341 = !{!342}
!342 = distinct !{!342, !343, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!343 = distinct !{!343, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!344 = !{!345, !347, !342, !339}
!345 = distinct !{!345, !346, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!346 = distinct !{!346, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!347 = distinct !{!347, !348, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!348 = distinct !{!348, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!349 = !{!347, !342, !339}
!350 = !{!342, !339}
!351 = !{!352, !354}
!352 = distinct !{!352, !353, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h29985c7869139f2dE: %z"}
!353 = distinct !{!353, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h29985c7869139f2dE"}
!354 = distinct !{!354, !355, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf1c9bb0e7f69281cE: %elt"}
!355 = distinct !{!355, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf1c9bb0e7f69281cE"}
!356 = distinct !{!356, !119}
!357 = !{!358}
!358 = distinct !{!358, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0"}
!359 = distinct !{!359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E"}
!360 = !{!361}
!361 = distinct !{!361, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1"}
!362 = !{!363}
!363 = distinct !{!363, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0"}
!364 = distinct !{!364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E"}
!365 = !{!366}
!366 = distinct !{!366, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1"}
!367 = !{!363, !358}
!368 = !{!366, !361, !369}
!369 = distinct !{!369, !370, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE: %self"}
!370 = distinct !{!370, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h0bb2159a18fda3deE"}
!371 = !{!366, !361}
!372 = !{!363, !358, !369}
!373 = !{!374}
!374 = distinct !{!374, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0:It1"}
!375 = !{!376}
!376 = distinct !{!376, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1:It1"}
!377 = !{!378}
!378 = distinct !{!378, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0:It1"}
!379 = !{!380}
!380 = distinct !{!380, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1:It1"}
!381 = !{!378, !374}
!382 = !{!380, !376, !369}
!383 = !{!380, !376}
!384 = !{!378, !374, !369}
!385 = !{!386}
!386 = distinct !{!386, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0:It2"}
!387 = !{!388}
!388 = distinct !{!388, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1:It2"}
!389 = !{!390}
!390 = distinct !{!390, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0:It2"}
!391 = !{!392}
!392 = distinct !{!392, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1:It2"}
!393 = !{!390, !386}
!394 = !{!392, !388, !369}
!395 = !{!392, !388}
!396 = !{!390, !386, !369}
!397 = !{!398}
!398 = distinct !{!398, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.0:It3"}
!399 = !{!400}
!400 = distinct !{!400, !359, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h5a93cd13ddb63a55E: %elt.1:It3"}
!401 = !{!402}
!402 = distinct !{!402, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.0:It3"}
!403 = !{!404}
!404 = distinct !{!404, !364, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h93cecc48c2dd6fb9E: %_2.1:It3"}
!405 = !{!402, !398}
!406 = !{!404, !400, !369}
!407 = !{!404, !400}
!408 = !{!402, !398, !369}
!409 = distinct !{!409, !119}
!410 = !{!411, !413}
!411 = distinct !{!411, !412, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h32864416034a4c27E: %z"}
!412 = distinct !{!412, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17h32864416034a4c27E"}
!413 = distinct !{!413, !414, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he0596f47bc3cced1E: %elt"}
!414 = distinct !{!414, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17he0596f47bc3cced1E"}
!415 = distinct !{!415, !119}
!416 = !{!417, !419, !421}
!417 = distinct !{!417, !418, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!418 = distinct !{!418, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!419 = distinct !{!419, !420, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE: %_0"}
!420 = distinct !{!420, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE"}
!421 = distinct !{!421, !420, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb492a44ea8c507bbE: %iterator"}
!422 = !{!419, !421}
!423 = !{!424}
!424 = distinct !{!424, !425, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %elt"}
!425 = distinct !{!425, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E"}
!426 = !{!427, !424}
!427 = distinct !{!427, !428, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E: %z"}
!428 = distinct !{!428, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E"}
!429 = !{!430, !431, !432, !434, !436, !437, !439, !440, !442, !443, !445, !419, !421}
!430 = distinct !{!430, !428, !"_ZN15_02_matrix_impl4main28_$u7b$$u7b$closure$u7d$$u7d$17hf1684ed54dfad415E: %_1"}
!431 = distinct !{!431, !425, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %_1"}
!432 = distinct !{!432, !433, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha850b178ee48e358E: %f"}
!433 = distinct !{!433, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha850b178ee48e358E"}
!434 = distinct !{!434, !435, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E: %self"}
!435 = distinct !{!435, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E"}
!436 = distinct !{!436, !435, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2199c7d62ad61762E: %g"}
!437 = distinct !{!437, !438, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE: %self"}
!438 = distinct !{!438, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE"}
!439 = distinct !{!439, !438, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h36547ae3aadce23fE: %f"}
!440 = distinct !{!440, !441, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E: %self"}
!441 = distinct !{!441, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E"}
!442 = distinct !{!442, !441, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h6875fc4543fdfac9E: %iterator"}
!443 = distinct !{!443, !444, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E: %self"}
!444 = distinct !{!444, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E"}
!445 = distinct !{!445, !444, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h300860b54a47b718E: %iterator"}
!446 = !{!447, !449, !431, !424, !432, !434, !436, !437, !439, !440, !442, !443, !445, !419, !421}
!447 = distinct !{!447, !448, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hb7a4703f0bcf4672E: %_1"}
!448 = distinct !{!448, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hb7a4703f0bcf4672E"}
!449 = distinct !{!449, !450, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h415e4cad55afd72bE: %_1"}
!450 = distinct !{!450, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h415e4cad55afd72bE"}
!451 = !{!452}
!452 = distinct !{!452, !425, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %elt:It1"}
!453 = !{!427, !452}
!454 = !{!447, !449, !431, !452, !432, !434, !436, !437, !439, !440, !442, !443, !445, !419, !421}
!455 = !{!456}
!456 = distinct !{!456, !425, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %elt:It2"}
!457 = !{!427, !456}
!458 = !{!447, !449, !431, !456, !432, !434, !436, !437, !439, !440, !442, !443, !445, !419, !421}
!459 = !{!460}
!460 = distinct !{!460, !425, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2d105dda0d63de31E: %elt:It3"}
!461 = !{!427, !460}
!462 = !{!447, !449, !431, !460, !432, !434, !436, !437, !439, !440, !442, !443, !445, !419, !421}
!463 = distinct !{!463, !119}
!464 = !{!465, !467, !469, !471}
!465 = distinct !{!465, !466, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!466 = distinct !{!466, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!467 = distinct !{!467, !468, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!468 = distinct !{!468, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!469 = distinct !{!469, !470, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!470 = distinct !{!470, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!471 = distinct !{!471, !472, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!472 = distinct !{!472, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!473 = !{!474}
!474 = distinct !{!474, !475, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!475 = distinct !{!475, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!476 = !{!477}
!477 = distinct !{!477, !478, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!478 = distinct !{!478, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!479 = !{!480}
!480 = distinct !{!480, !481, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!481 = distinct !{!481, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!482 = !{!483}
!483 = distinct !{!483, !484, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!484 = distinct !{!484, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!485 = !{!486, !483, !480, !477, !474}
!486 = distinct !{!486, !487, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!487 = distinct !{!487, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!488 = !{!489}
!489 = distinct !{!489, !487, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!490 = !{!483, !480, !477, !474}
!491 = !{!492}
!492 = distinct !{!492, !493, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!493 = distinct !{!493, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!494 = !{!495}
!495 = distinct !{!495, !496, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!496 = distinct !{!496, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!497 = !{!498}
!498 = distinct !{!498, !499, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!499 = distinct !{!499, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!500 = !{!501}
!501 = distinct !{!501, !502, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!502 = distinct !{!502, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!503 = !{!504}
!504 = distinct !{!504, !505, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!505 = distinct !{!505, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!506 = !{!507, !504, !501, !498, !495, !492}
!507 = distinct !{!507, !508, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!508 = distinct !{!508, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!509 = !{!510}
!510 = distinct !{!510, !508, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!511 = !{!504, !501, !498, !495, !492}
!512 = !{!513, !515, !517, !519, !521}
!513 = distinct !{!513, !514, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!514 = distinct !{!514, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!515 = distinct !{!515, !516, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!516 = distinct !{!516, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!517 = distinct !{!517, !518, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!518 = distinct !{!518, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!519 = distinct !{!519, !520, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!520 = distinct !{!520, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!521 = distinct !{!521, !522, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!522 = distinct !{!522, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!523 = !{!524, !526, !528, !530}
!524 = distinct !{!524, !525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!525 = distinct !{!525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!526 = distinct !{!526, !527, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!527 = distinct !{!527, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!528 = distinct !{!528, !529, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!529 = distinct !{!529, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!530 = distinct !{!530, !531, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!531 = distinct !{!531, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!532 = !{!533, !535, !537, !539, !541}
!533 = distinct !{!533, !534, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!534 = distinct !{!534, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!535 = distinct !{!535, !536, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!536 = distinct !{!536, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!537 = distinct !{!537, !538, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!538 = distinct !{!538, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!539 = distinct !{!539, !540, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!540 = distinct !{!540, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!541 = distinct !{!541, !542, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!542 = distinct !{!542, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!543 = !{!544, !546, !548, !550}
!544 = distinct !{!544, !545, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!545 = distinct !{!545, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!546 = distinct !{!546, !547, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!547 = distinct !{!547, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!548 = distinct !{!548, !549, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!549 = distinct !{!549, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!550 = distinct !{!550, !551, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!551 = distinct !{!551, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!552 = !{!553, !555, !557, !559}
!553 = distinct !{!553, !554, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!554 = distinct !{!554, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!555 = distinct !{!555, !556, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!556 = distinct !{!556, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!557 = distinct !{!557, !558, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!558 = distinct !{!558, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!559 = distinct !{!559, !560, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!560 = distinct !{!560, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!561 = !{!562}
!562 = distinct !{!562, !563, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!563 = distinct !{!563, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!564 = !{!565}
!565 = distinct !{!565, !566, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!566 = distinct !{!566, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!567 = !{!568}
!568 = distinct !{!568, !569, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!569 = distinct !{!569, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!570 = !{!571}
!571 = distinct !{!571, !572, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!572 = distinct !{!572, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!573 = !{!574}
!574 = distinct !{!574, !575, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!575 = distinct !{!575, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!576 = !{!577, !574, !571, !568, !565, !562}
!577 = distinct !{!577, !578, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!578 = distinct !{!578, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!579 = !{!580}
!580 = distinct !{!580, !578, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!581 = !{!574, !571, !568, !565, !562}
!582 = !{!583, !585, !587, !589, !591}
!583 = distinct !{!583, !584, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!584 = distinct !{!584, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!585 = distinct !{!585, !586, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!586 = distinct !{!586, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!587 = distinct !{!587, !588, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!588 = distinct !{!588, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!589 = distinct !{!589, !590, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!590 = distinct !{!590, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!591 = distinct !{!591, !592, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!592 = distinct !{!592, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!593 = !{!594}
!594 = distinct !{!594, !595, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!595 = distinct !{!595, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!596 = !{!597}
!597 = distinct !{!597, !598, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!598 = distinct !{!598, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!599 = !{!600}
!600 = distinct !{!600, !601, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!601 = distinct !{!601, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!602 = !{!603}
!603 = distinct !{!603, !604, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!604 = distinct !{!604, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!605 = !{!606}
!606 = distinct !{!606, !607, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!607 = distinct !{!607, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!608 = !{!609, !606, !603, !600, !597, !594}
!609 = distinct !{!609, !610, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!610 = distinct !{!610, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!611 = !{!612}
!612 = distinct !{!612, !610, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!613 = !{!606, !603, !600, !597, !594}
!614 = !{!615}
!615 = distinct !{!615, !616, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E: %_1"}
!616 = distinct !{!616, !"_ZN4core3ptr43drop_in_place$LT$02_matrix_impl..Matrix$GT$17he629ba81d7041a01E"}
!617 = !{!618}
!618 = distinct !{!618, !619, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!619 = distinct !{!619, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!620 = !{!621}
!621 = distinct !{!621, !622, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!622 = distinct !{!622, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!623 = !{!624}
!624 = distinct !{!624, !625, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!625 = distinct !{!625, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!626 = !{!627}
!627 = distinct !{!627, !628, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!628 = distinct !{!628, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!629 = !{!630, !627, !624, !621, !618, !615}
!630 = distinct !{!630, !631, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %self"}
!631 = distinct !{!631, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE"}
!632 = !{!633}
!633 = distinct !{!633, !631, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h3131eb28b24979cdE: %_0"}
!634 = !{!627, !624, !621, !618, !615}
!635 = !{!636}
!636 = distinct !{!636, !637, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %self"}
!637 = distinct !{!637, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne"}
!638 = !{!639}
!639 = distinct !{!639, !637, !"_RNvXsx_NtNtCsgEmfK2I1SDS_4core3cmp5implsdNtB7_9PartialEq2ne: %other"}
!640 = !{!641}
!641 = distinct !{!641, !642, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E: %self"}
!642 = distinct !{!642, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E"}
!643 = !{!644}
!644 = distinct !{!644, !642, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17h0251a628262d5e33E: %_0"}
!645 = !{!646, !648, !650, !644, !641}
!646 = distinct !{!646, !647, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!647 = distinct !{!647, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!648 = distinct !{!648, !649, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE: %v"}
!649 = distinct !{!649, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE"}
!650 = distinct !{!650, !649, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17h6ef0f5f8ca19416eE: %s.0"}
!651 = !{!648, !650, !644, !641}
!652 = !{!648, !644, !641}
!653 = !{!654}
!654 = distinct !{!654, !655, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!655 = distinct !{!655, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!656 = !{!657, !659, !660, !661, !663, !664, !665, !667, !669, !671, !672, !674}
!657 = distinct !{!657, !658, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E: %_1"}
!658 = distinct !{!658, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E"}
!659 = distinct !{!659, !658, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E: %_2"}
!660 = distinct !{!660, !658, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17h59c67d991f4dbfc6E: %_3"}
!661 = distinct !{!661, !662, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E: %self"}
!662 = distinct !{!662, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E"}
!663 = distinct !{!663, !662, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E: argument 1"}
!664 = distinct !{!664, !662, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17hae0909d5703caaa7E: argument 2"}
!665 = distinct !{!665, !666, !"_ZN4core3cmp6max_by17h492b579097e63128E: %compare"}
!666 = distinct !{!666, !"_ZN4core3cmp6max_by17h492b579097e63128E"}
!667 = distinct !{!667, !668, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E: %_1"}
!668 = distinct !{!668, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17hf12155327d97f847E"}
!669 = distinct !{!669, !670, !"_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE: argument 0"}
!670 = distinct !{!670, !"_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE"}
!671 = distinct !{!671, !670, !"_ZN4core4iter6traits8iterator8Iterator4fold17had68bf704746776cE: argument 1"}
!672 = distinct !{!672, !673, !"_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E: %f.0"}
!673 = distinct !{!673, !"_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E"}
!674 = distinct !{!674, !673, !"_ZN4core4iter6traits8iterator8Iterator6reduce17hd9353bcea1752665E: %f.1"}
!675 = !{!676, !678, !680}
!676 = distinct !{!676, !677, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E: %_1:Peel0"}
!677 = distinct !{!677, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E"}
!678 = distinct !{!678, !679, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE: %_1:Peel0"}
!679 = distinct !{!679, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE"}
!680 = distinct !{!680, !681, !"_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E: %f"}
!681 = distinct !{!681, !"_ZN4core4iter6traits8iterator8Iterator4fold17h557d6233df46ed62E"}
!682 = !{!683, !684, !680}
!683 = distinct !{!683, !677, !"_ZN15_02_matrix_impl6Matrix5solve28_$u7b$$u7b$closure$u7d$$u7d$17hf5b71ef67a838065E: %_1"}
!684 = distinct !{!684, !679, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb64e474b30b89dfdE: %_1"}
!685 = distinct !{!685, !686}
!686 = !{!"llvm.loop.peeled.count", i32 1}
!687 = !{!688, !690, !692, !694}
!688 = distinct !{!688, !689, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E: %self"}
!689 = distinct !{!689, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17ha56cb7d77d3eb246E"}
!690 = distinct !{!690, !691, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E: %self"}
!691 = distinct !{!691, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h941ce9b1cdcc5079E"}
!692 = distinct !{!692, !693, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E: %_1"}
!693 = distinct !{!693, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17ha54a4af0b7f15db3E"}
!694 = distinct !{!694, !695, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E: %_1"}
!695 = distinct !{!695, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17h859e0553f52b3712E"}
!696 = !{!697}
!697 = distinct !{!697, !698, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE: %_0"}
!698 = distinct !{!698, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE"}
!699 = !{!700, !697, !702}
!700 = distinct !{!700, !701, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!701 = distinct !{!701, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!702 = distinct !{!702, !698, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h706e2e321f4a6c9bE: %iterator"}
!703 = !{!697, !702}
!704 = !{!705, !707, !709, !711, !713, !714, !716, !717, !719, !720, !722, !697, !702}
!705 = distinct !{!705, !706, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$17h354194f58cbeac1dE: %_1"}
!706 = distinct !{!706, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$17h354194f58cbeac1dE"}
!707 = distinct !{!707, !708, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E: %_1"}
!708 = distinct !{!708, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8b3319d36de4d3a3E"}
!709 = distinct !{!709, !710, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4c6033ad3623d9ddE: %f"}
!710 = distinct !{!710, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4c6033ad3623d9ddE"}
!711 = distinct !{!711, !712, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE: %self"}
!712 = distinct !{!712, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE"}
!713 = distinct !{!713, !712, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hda2953da978c132fE: %g"}
!714 = distinct !{!714, !715, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E: %self"}
!715 = distinct !{!715, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E"}
!716 = distinct !{!716, !715, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h99b2211b4c732e40E: %f"}
!717 = distinct !{!717, !718, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E: %self"}
!718 = distinct !{!718, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E"}
!719 = distinct !{!719, !718, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h3a88b7511a3f4a96E: %iterator"}
!720 = distinct !{!720, !721, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE: %self"}
!721 = distinct !{!721, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE"}
!722 = distinct !{!722, !721, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hf518b8f871f649cbE: %iterator"}
!723 = !{!724, !726, !728, !705, !707, !709, !711, !713, !714, !716, !717, !719, !720, !722, !697, !702}
!724 = distinct !{!724, !725, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6edaf93afe5334d9E: %_1"}
!725 = distinct !{!725, !"_ZN15_02_matrix_impl6Matrix7mul_vec28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h6edaf93afe5334d9E"}
!726 = distinct !{!726, !727, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE: %_1"}
!727 = distinct !{!727, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h50315546dc4b24bcE"}
!728 = distinct !{!728, !729, !"_ZN4core4iter6traits8iterator8Iterator4fold17h5c636e035a1a0468E: %f"}
!729 = distinct !{!729, !"_ZN4core4iter6traits8iterator8Iterator4fold17h5c636e035a1a0468E"}
!730 = !{!731, !733, !707, !709, !711, !713, !714, !716, !717, !719, !720, !722, !697, !702}
!731 = distinct !{!731, !732, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hdf70941726717d68E: %_1"}
!732 = distinct !{!732, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hdf70941726717d68E"}
!733 = distinct !{!733, !734, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h8748d99ab997c402E: %_1"}
!734 = distinct !{!734, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h8748d99ab997c402E"}
!735 = !{!702}
!736 = !{!737}
!737 = distinct !{!737, !738, !"_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E: %m"}
!738 = distinct !{!738, !"_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E"}
!739 = !{!740}
!740 = distinct !{!740, !738, !"_ZN15_02_matrix_impl6Matrix7from_fn17hc19edc7704e3d860E: argument 1"}
!741 = !{!742}
!742 = distinct !{!742, !743, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!743 = distinct !{!743, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!744 = !{!745, !747, !742, !737, !740}
!745 = distinct !{!745, !746, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!746 = distinct !{!746, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!747 = distinct !{!747, !748, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!748 = distinct !{!748, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!749 = !{!747, !742, !737, !740}
!750 = !{!742, !737}
!751 = !{!752, !737, !740}
!752 = distinct !{!752, !753, !"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE: %_1"}
!753 = distinct !{!753, !"_ZN15_02_matrix_impl6Matrix9transpose28_$u7b$$u7b$closure$u7d$$u7d$17hb57a18f20642816fE"}
!754 = !{!737, !740}
!755 = !{i64 7730129385780832}
!756 = !{i64 8}
!757 = !{!758}
!758 = distinct !{!758, !759, !"_RNvXsr_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt: %self"}
!759 = distinct !{!759, !"_RNvXsr_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt"}
!760 = !{!761}
!761 = distinct !{!761, !759, !"_RNvXsr_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt5Debug3fmt: %f"}
!762 = !{!763}
!763 = distinct !{!763, !764, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE: %_1"}
!764 = distinct !{!764, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h6d5703d345e7fddbE"}
!765 = !{i64 1}
!766 = !{!767, !769}
!767 = distinct !{!767, !768, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE: %self.0"}
!768 = distinct !{!768, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE"}
!769 = distinct !{!769, !768, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h4b72a87fa3fbb15aE: %f"}
!770 = !{!767}
!771 = !{!772, !767, !769}
!772 = distinct !{!772, !773, !"_ZN4core3fmt8builders9DebugList7entries17h0c5ffe7eb7775ee2E: %self"}
!773 = distinct !{!773, !"_ZN4core3fmt8builders9DebugList7entries17h0c5ffe7eb7775ee2E"}
!774 = !{!775}
!775 = distinct !{!775, !776, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE: %m"}
!776 = distinct !{!776, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE"}
!777 = !{!778}
!778 = distinct !{!778, !776, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE: argument 1"}
!779 = !{!780}
!780 = distinct !{!780, !776, !"_ZN15_02_matrix_impl6Matrix7from_fn17h7d2b0a64d52baecbE: argument 2"}
!781 = !{!782}
!782 = distinct !{!782, !783, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E: %_0"}
!783 = distinct !{!783, !"_ZN15_02_matrix_impl6Matrix5zeros17h4d34ec6fc03edc84E"}
!784 = !{!785, !787, !782, !775, !778, !780}
!785 = distinct !{!785, !786, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E: %_0"}
!786 = distinct !{!786, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h088ff0e2e67d5ec2E"}
!787 = distinct !{!787, !788, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE: %_0"}
!788 = distinct !{!788, !"_ZN62_$LT$T$u20$as$u20$alloc..vec..spec_from_elem..SpecFromElem$GT$9from_elem17hb2edd5037fa4d98cE"}
!789 = !{!787, !782, !775, !778, !780}
!790 = !{!782, !775}
!791 = !{!778, !780}
!792 = !{!775, !780}
!793 = !{!775, !778}
!794 = !{!795, !797, !799, !801, !775, !778, !780}
!795 = distinct !{!795, !796, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E: %_1:Peel0"}
!796 = distinct !{!796, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E"}
!797 = distinct !{!797, !798, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E: %_1:Peel0"}
!798 = distinct !{!798, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E"}
!799 = distinct !{!799, !800, !"_ZN4core4iter6traits8iterator8Iterator4fold17h05334d7b9c4069f3E: %f"}
!800 = distinct !{!800, !"_ZN4core4iter6traits8iterator8Iterator4fold17h05334d7b9c4069f3E"}
!801 = distinct !{!801, !802, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E: %_1"}
!802 = distinct !{!802, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$17h8596721fd0fd6b06E"}
!803 = !{!804, !805, !799, !801, !775, !778, !780}
!804 = distinct !{!804, !796, !"_ZN68_$LT$$RF$02_matrix_impl..Matrix$u20$as$u20$core..ops..arith..Mul$GT$3mul28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17h835d06580b707973E: %_1"}
!805 = distinct !{!805, !798, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8238ad68ff4cfda2E: %_1"}
!806 = distinct !{!806, !686}
!807 = !{!775, !778, !780}
