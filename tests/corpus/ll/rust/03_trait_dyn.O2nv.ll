; ModuleID = '03_trait_dyn.b99597e41a44ff5e-cgu.0'
source_filename = "03_trait_dyn.b99597e41a44ff5e-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE", ptr @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h5315d6b1b4124983E", ptr @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E", ptr @_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\10\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E", ptr @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17ha4452b4730109bbaE", ptr @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E", ptr @_ZN13_03_trait_dyn5Shape8describe17h80c12f2af681bfbdE }>, align 8
@vtable.2 = private unnamed_addr constant <{ ptr, [16 x i8], ptr, ptr, ptr, ptr }> <{ ptr @"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E", [16 x i8] c"\18\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE", ptr @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E", ptr @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E", ptr @_ZN13_03_trait_dyn5Shape8describe17hb69684ba0e593990E }>, align 8
@alloc_61247b90e1706a3f65e71312b599d3d1 = private unnamed_addr constant [4 x i8] c"\C0\01\0A\00", align 1
@alloc_9f3951c3c900810392ffd988d8ffc7c1 = private unnamed_addr constant [25 x i8] c"\0Etotal (dyn) = \C5 \00\00p\09\00\01\0A\00", align 1
@alloc_63e28785f3ae85ec9dfc7e262d58f235 = private unnamed_addr constant [29 x i8] c"\12total (generic) = \C5 \00\00p\09\00\01\0A\00", align 1
@alloc_be9b7901117b086758ad7a3b3c2b27d2 = private unnamed_addr constant [21 x i8] c"rust/03_trait_dyn.rs\00", align 1
@alloc_7a2645425fb52f05fa03cd4b0a2f4703 = private unnamed_addr constant [15 x i8] c"\0Abiggest = \C0\01\0A\00", align 1
@alloc_20e2cd520c6752d10c59376f4e4c9930 = private unnamed_addr constant [49 x i8] c"\C3 \00\00h\06\00\07 y(3)=[\C5 \00\00p\09\00\02, \C5 \00\00p\09\00\06] err=\C5 \00\00p\03\00\01\0A\00", align 1
@alloc_ab91adb591e25ac0cfadbb60e7b30da8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_be9b7901117b086758ad7a3b3c2b27d2, [16 x i8] c"\14\00\00\00\00\00\00\00R\00\00\00O\00\00\00" }>, align 8
@alloc_8a980cde6f10e4d9caa8c37ba2b3eba0 = private unnamed_addr constant [35 x i8] c"\C0\06 area=\C5 \00\00p\06\00\0B perimeter=\C5 \00\00p\06\00\00", align 1
@vtable.6 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h06513768e8861ab4E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E" }>, align 8
@alloc_c3fce1171d12859324082a2efce37dde = private unnamed_addr constant [13 x i8] c"\05rect(\C0\01x\C0\01)\00", align 1
@alloc_1ba570ed8f2e69b8f209cab630f383c4 = private unnamed_addr constant [3 x i8] c"rk4", align 1
@alloc_796188fc52a987266f280c9b84fbce76 = private unnamed_addr constant [14 x i8] c"\09circle(r=\C0\01)\00", align 1
@alloc_5c3acc1b74143ee738bf52aa0eec54d5 = private unnamed_addr constant [5 x i8] c"euler", align 1
@alloc_8867a184070240f3242b7e0d11cd4209 = private unnamed_addr constant [17 x i8] c"\08polygon(\C0\05 pts)\00", align 1

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8, i64 noundef %_7, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #15
  ret i1 %_0
}

; _03_trait_dyn::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN13_03_trait_dyn4main17h61b09f3b8f535897E() unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args.i.i = alloca [16 x i8], align 8
  %args.i = alloca [48 x i8], align 8
  %_8.i = alloca [8 x i8], align 8
  %_6.i = alloca [8 x i8], align 8
  %_4.i = alloca [24 x i8], align 8
  %args5 = alloca [64 x i8], align 8
  %_84 = alloca [8 x i8], align 8
  %_79 = alloca [16 x i8], align 8
  %y = alloca [16 x i8], align 8
  %args3 = alloca [16 x i8], align 8
  %_51 = alloca [24 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_39 = alloca [8 x i8], align 8
  %args1 = alloca [16 x i8], align 8
  %_30 = alloca [8 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_22 = alloca [24 x i8], align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(64) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 64, i64 noundef range(i64 1, 9) 8) #15
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb2.i, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit, !prof !5

bb2.i:                                            ; preds = %start
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 64) #16
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit: ; preds = %start
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
; call __rustc::__rust_alloc
  %2 = tail call noundef align 8 dereferenceable_or_null(8) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 8, i64 noundef range(i64 1, 9) 8) #15
  %3 = icmp eq ptr %2, null
  br i1 %3, label %bb2.i15, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit16, !prof !5

bb2.i15:                                          ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 8) #16
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit16: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit
  store double 1.500000e+00, ptr %2, align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
; call __rustc::__rust_alloc
  %4 = tail call noundef align 8 dereferenceable_or_null(16) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 16, i64 noundef range(i64 1, 9) 8) #15
  %5 = icmp eq ptr %4, null
  br i1 %5, label %bb2.i17, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit18, !prof !5

bb2.i17:                                          ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit16
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 16) #16
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit18: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit16
  store double 2.000000e+00, ptr %4, align 8
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store double 3.250000e+00, ptr %6, align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
; call __rustc::__rust_alloc
  %7 = tail call noundef align 8 dereferenceable_or_null(48) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 48, i64 noundef range(i64 1, 9) 8) #15
  %8 = icmp eq ptr %7, null
  br i1 %8, label %bb2.i19, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit20, !prof !5

bb2.i19:                                          ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit18
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 48) #16
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit20: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit18
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  store double 4.000000e+00, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 24
  store double 0.000000e+00, ptr %10, align 8
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store double 4.000000e+00, ptr %11, align 8
  %12 = getelementptr inbounds nuw i8, ptr %7, i64 40
  store double 3.000000e+00, ptr %12, align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15, !noalias !6
; call __rustc::__rust_alloc
  %13 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 24, i64 noundef range(i64 1, 9) 8) #15, !noalias !6
  %14 = icmp eq ptr %13, null
  br i1 %14, label %bb2.i21, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit22, !prof !5

bb2.i21:                                          ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit20
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #16, !noalias !6
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit22: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit20
  store i64 3, ptr %13, align 8
  %_9.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %13, i64 8
  store ptr %7, ptr %_9.sroa.4.0..sroa_idx, align 8
  %_9.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %13, i64 16
  store i64 3, ptr %_9.sroa.5.0..sroa_idx, align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15, !noalias !9
; call __rustc::__rust_alloc
  %15 = tail call noundef align 8 dereferenceable_or_null(96) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 96, i64 noundef 8) #15, !noalias !9
  %16 = icmp eq ptr %15, null
  br i1 %16, label %bb3.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E.exit"

bb3.i.i:                                          ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit22
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 96) #16, !noalias !14
  unreachable

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E.exit": ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit22
  store double 1.000000e+00, ptr %15, align 8, !noalias !15
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store double 0.000000e+00, ptr %17, align 8, !noalias !15
  %_3.i.i.i4.1.i.i.i.i.i.i = getelementptr i8, ptr %15, i64 16
  store double 0x3FE0000000000001, ptr %_3.i.i.i4.1.i.i.i.i.i.i, align 8, !noalias !32
  %18 = getelementptr i8, ptr %15, i64 24
  store double 0x3FEBB67AE8584CAA, ptr %18, align 8, !noalias !32
  %_3.i.i.i4.2.i.i.i.i.i.i = getelementptr i8, ptr %15, i64 32
  store double 0xBFDFFFFFFFFFFFFC, ptr %_3.i.i.i4.2.i.i.i.i.i.i, align 8, !noalias !36
  %19 = getelementptr i8, ptr %15, i64 40
  store double 0x3FEBB67AE8584CAB, ptr %19, align 8, !noalias !36
  %_3.i.i.i4.3.i.i.i.i.i.i = getelementptr i8, ptr %15, i64 48
  store double -1.000000e+00, ptr %_3.i.i.i4.3.i.i.i.i.i.i, align 8, !noalias !40
  %20 = getelementptr i8, ptr %15, i64 56
  store double 0x3CA1A62633145C07, ptr %20, align 8, !noalias !40
  %_3.i.i.i4.4.i.i.i.i.i.i = getelementptr i8, ptr %15, i64 64
  store double 0xBFE0000000000004, ptr %_3.i.i.i4.4.i.i.i.i.i.i, align 8, !noalias !44
  %21 = getelementptr i8, ptr %15, i64 72
  store double 0xBFEBB67AE8584CA8, ptr %21, align 8, !noalias !44
  %_3.i.i.i4.5.i.i.i.i.i.i = getelementptr i8, ptr %15, i64 80
  store double 0x3FE0000000000001, ptr %_3.i.i.i4.5.i.i.i.i.i.i, align 8, !noalias !48
  %22 = getelementptr i8, ptr %15, i64 88
  store double 0xBFEBB67AE8584CAA, ptr %22, align 8, !noalias !48
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15, !noalias !52
; call __rustc::__rust_alloc
  %23 = tail call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 24, i64 noundef range(i64 1, 9) 8) #15, !noalias !52
  %24 = icmp eq ptr %23, null
  br i1 %24, label %bb2.i23, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit24, !prof !5

bb2.i23:                                          ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E.exit"
; call alloc::alloc::handle_alloc_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef 8, i64 noundef 24) #16, !noalias !52
  unreachable

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit24: ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E.exit"
  store i64 6, ptr %23, align 8
  %_14.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %23, i64 8
  store ptr %15, ptr %_14.sroa.4.0..sroa_idx, align 8
  %_14.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %23, i64 16
  store i64 6, ptr %_14.sroa.5.0..sroa_idx, align 8
  store ptr %2, ptr %0, align 8
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 8
  store ptr @vtable.0, ptr %25, align 8
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 16
  store ptr %4, ptr %26, align 8
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store ptr @vtable.1, ptr %27, align 8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store ptr %13, ptr %28, align 8
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 40
  store ptr @vtable.2, ptr %29, align 8
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %23, ptr %30, align 8
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 56
  store ptr @vtable.2, ptr %31, align 8
  %_25.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %_22, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  call void @llvm.lifetime.start.p0(ptr nonnull %_4.i), !noalias !58
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i.i), !noalias !60
  store ptr %2, ptr %args.i.i, align 8, !noalias !60
  %_5.sroa.4.0..sroa_idx.i.i = getelementptr inbounds nuw i8, ptr %args.i.i, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_5.sroa.4.0..sroa_idx.i.i, align 8, !noalias !60
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_4.i, ptr noundef nonnull @alloc_796188fc52a987266f280c9b84fbce76, ptr noundef nonnull %args.i.i) #15, !noalias !64
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i.i), !noalias !60
  call void @llvm.lifetime.start.p0(ptr nonnull %_6.i), !noalias !58
  %_3.i.i = load double, ptr %2, align 8, !alias.scope !69, !noalias !72, !noundef !4
  %_2.i.i = fmul double %_3.i.i, 0x400921FB54442D18
  %_0.i.i = fmul double %_3.i.i, %_2.i.i
  store double %_0.i.i, ptr %_6.i, align 8, !noalias !58
  call void @llvm.lifetime.start.p0(ptr nonnull %_8.i), !noalias !58
  %_0.i2.i = fmul double %_3.i.i, 0x401921FB54442D18
  store double %_0.i2.i, ptr %_8.i, align 8, !noalias !58
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i), !noalias !58
  store ptr %_4.i, ptr %args.i, align 8, !noalias !58
  %_10.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_10.sroa.4.0..sroa_idx.i, align 8, !noalias !58
  %33 = getelementptr inbounds nuw i8, ptr %args.i, i64 16
  store ptr %_6.i, ptr %33, align 8, !noalias !58
  %_11.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_11.sroa.4.0..sroa_idx.i, align 8, !noalias !58
  %34 = getelementptr inbounds nuw i8, ptr %args.i, i64 32
  store ptr %_8.i, ptr %34, align 8, !noalias !58
  %_12.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx.i, align 8, !noalias !58
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_22, ptr noundef nonnull @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr noundef nonnull %args.i) #15, !noalias !73
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i), !noalias !58
  call void @llvm.lifetime.end.p0(ptr nonnull %_8.i), !noalias !58
  call void @llvm.lifetime.end.p0(ptr nonnull %_6.i), !noalias !58
  call void @llvm.experimental.noalias.scope.decl(metadata !78)
  call void @llvm.experimental.noalias.scope.decl(metadata !81)
  call void @llvm.experimental.noalias.scope.decl(metadata !84)
  call void @llvm.experimental.noalias.scope.decl(metadata !87)
  call void @llvm.experimental.noalias.scope.decl(metadata !90)
  %self1.i.i.i.i.i.i.i = load i64, ptr %_4.i, align 8, !range !93, !alias.scope !94, !noalias !97, !noundef !4
  %35 = icmp eq i64 %self1.i.i.i.i.i.i.i, 0
  br i1 %35, label %_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE.exit, label %bb2.i.i.i.i.i.i

bb2.i.i.i.i.i.i:                                  ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit24
  %36 = getelementptr inbounds nuw i8, ptr %_4.i, i64 8
  %self3.i.i.i.i.i.i.i = load ptr, ptr %36, align 8, !alias.scope !94, !noalias !97, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !99
  br label %_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE.exit

_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE.exit: ; preds = %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit24, %bb2.i.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_4.i), !noalias !58
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_22, ptr %args, align 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_25.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.experimental.noalias.scope.decl(metadata !100)
  call void @llvm.experimental.noalias.scope.decl(metadata !103)
  call void @llvm.experimental.noalias.scope.decl(metadata !106)
  call void @llvm.experimental.noalias.scope.decl(metadata !109)
  call void @llvm.experimental.noalias.scope.decl(metadata !112)
  %self1.i.i.i.i.i.i = load i64, ptr %_22, align 8, !range !93, !alias.scope !115, !noalias !118, !noundef !4
  %37 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %37, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit", label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE.exit
  %self3.i.i.i.i.i.i = load ptr, ptr %32, align 8, !alias.scope !115, !noalias !118, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !120
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit": ; preds = %_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE.exit, %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_22)
  call void @llvm.lifetime.start.p0(ptr nonnull %_22)
; call _03_trait_dyn::Shape::describe
  call void @_ZN13_03_trait_dyn5Shape8describe17h80c12f2af681bfbdE(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_22, ptr noundef nonnull align 1 %4) #17
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_22, ptr %args, align 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_25.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.experimental.noalias.scope.decl(metadata !121)
  call void @llvm.experimental.noalias.scope.decl(metadata !123)
  call void @llvm.experimental.noalias.scope.decl(metadata !125)
  call void @llvm.experimental.noalias.scope.decl(metadata !127)
  call void @llvm.experimental.noalias.scope.decl(metadata !129)
  %self1.i.i.i.i.i.i.1 = load i64, ptr %_22, align 8, !range !93, !alias.scope !131, !noalias !118, !noundef !4
  %38 = icmp eq i64 %self1.i.i.i.i.i.i.1, 0
  br i1 %38, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.1", label %bb2.i.i.i.i.i.1

bb2.i.i.i.i.i.1:                                  ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit"
  %self3.i.i.i.i.i.i.1 = load ptr, ptr %32, align 8, !alias.scope !131, !noalias !118, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.1, i64 noundef %self1.i.i.i.i.i.i.1, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !132
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.1"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.1": ; preds = %bb2.i.i.i.i.i.1, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %_22)
  call void @llvm.lifetime.start.p0(ptr nonnull %_22)
; call _03_trait_dyn::Shape::describe
  call void @_ZN13_03_trait_dyn5Shape8describe17hb69684ba0e593990E(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_22, ptr noundef nonnull align 1 %13) #17
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_22, ptr %args, align 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_25.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.experimental.noalias.scope.decl(metadata !133)
  call void @llvm.experimental.noalias.scope.decl(metadata !135)
  call void @llvm.experimental.noalias.scope.decl(metadata !137)
  call void @llvm.experimental.noalias.scope.decl(metadata !139)
  call void @llvm.experimental.noalias.scope.decl(metadata !141)
  %self1.i.i.i.i.i.i.2 = load i64, ptr %_22, align 8, !range !93, !alias.scope !143, !noalias !118, !noundef !4
  %39 = icmp eq i64 %self1.i.i.i.i.i.i.2, 0
  br i1 %39, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.2", label %bb2.i.i.i.i.i.2

bb2.i.i.i.i.i.2:                                  ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.1"
  %self3.i.i.i.i.i.i.2 = load ptr, ptr %32, align 8, !alias.scope !143, !noalias !118, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.2, i64 noundef %self1.i.i.i.i.i.i.2, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !144
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.2"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.2": ; preds = %bb2.i.i.i.i.i.2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.1"
  call void @llvm.lifetime.end.p0(ptr nonnull %_22)
  call void @llvm.lifetime.start.p0(ptr nonnull %_22)
; call _03_trait_dyn::Shape::describe
  call void @_ZN13_03_trait_dyn5Shape8describe17hb69684ba0e593990E(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_22, ptr noundef nonnull align 1 %23) #17
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_22, ptr %args, align 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_25.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_61247b90e1706a3f65e71312b599d3d1, ptr noundef nonnull %args) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.experimental.noalias.scope.decl(metadata !145)
  call void @llvm.experimental.noalias.scope.decl(metadata !147)
  call void @llvm.experimental.noalias.scope.decl(metadata !149)
  call void @llvm.experimental.noalias.scope.decl(metadata !151)
  call void @llvm.experimental.noalias.scope.decl(metadata !153)
  %self1.i.i.i.i.i.i.3 = load i64, ptr %_22, align 8, !range !93, !alias.scope !155, !noalias !118, !noundef !4
  %40 = icmp eq i64 %self1.i.i.i.i.i.i.3, 0
  br i1 %40, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.3", label %bb2.i.i.i.i.i.3

bb2.i.i.i.i.i.3:                                  ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.2"
  %self3.i.i.i.i.i.i.3 = load ptr, ptr %32, align 8, !alias.scope !155, !noalias !118, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.3, i64 noundef %self1.i.i.i.i.i.i.3, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !156
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.3"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.3": ; preds = %bb2.i.i.i.i.i.3, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.2"
  call void @llvm.lifetime.end.p0(ptr nonnull %_22)
  call void @llvm.lifetime.start.p0(ptr nonnull %_30)
  %_3.i = load double, ptr %2, align 8, !alias.scope !157, !noalias !160, !noundef !4
  %_2.i = fmul double %_3.i, 0x400921FB54442D18
  %_0.i = fmul double %_3.i, %_2.i
  %_2.i76 = load double, ptr %4, align 8, !alias.scope !167, !noalias !170, !noundef !4
  %_3.i77 = load double, ptr %6, align 8, !alias.scope !167, !noalias !170, !noundef !4
  %_0.i78 = fmul double %_2.i76, %_3.i77
  %_0.i1.i.i.i.1 = fadd double %_0.i, %_0.i78
  call void @llvm.experimental.noalias.scope.decl(metadata !173)
  %41 = load i64, ptr %_9.sroa.5.0..sroa_idx, align 8, !alias.scope !173, !noalias !176, !noundef !4
  %_8.i79 = icmp ult i64 %41, 576460752303423488
  call void @llvm.assume(i1 %_8.i79), !noalias !176
  call void @llvm.experimental.noalias.scope.decl(metadata !179), !noalias !176
  %_0.i.i.i15.not.i.i = icmp eq i64 %41, 0
  br i1 %_0.i.i.i15.not.i.i, label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit", label %bb3.lr.ph.i.i

bb3.lr.ph.i.i:                                    ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.3"
  %_17.i.i.i.i = load ptr, ptr %_9.sroa.4.0..sroa_idx, align 8, !alias.scope !182, !noalias !183, !nonnull !4, !noundef !4
  %xtraiter = and i64 %41, 1
  %42 = icmp eq i64 %41, 1
  br i1 %42, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader", label %bb3.lr.ph.i.i.new

bb3.lr.ph.i.i.new:                                ; preds = %bb3.lr.ph.i.i
  %unroll_iter = and i64 %41, 576460752303423486
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i", %bb3.lr.ph.i.i.new
  %accum.sroa.0.017.i.i = phi double [ -0.000000e+00, %bb3.lr.ph.i.i.new ], [ %_0.i1.i.i.i.1217, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i" ]
  %self.sroa.0.016.i.i = phi i64 [ 0, %bb3.lr.ph.i.i.new ], [ %_0.i1.i.i.i.i.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i" ]
  %niter = phi i64 [ 0, %bb3.lr.ph.i.i.new ], [ %niter.next.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i" ]
  %_0.i1.i.i.i.i = or disjoint i64 %self.sroa.0.016.i.i, 1
  %_3.i.i.i.i = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %self.sroa.0.016.i.i
  %a.i.i.i.i = load double, ptr %_3.i.i.i.i, align 8, !noalias !189, !noundef !4
  %43 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  %a1.i.i.i.i = load double, ptr %43, align 8, !noalias !189, !noundef !4
  %44 = icmp eq i64 %_0.i1.i.i.i.i, %41
  %iv.rem.i = select i1 %44, i64 0, i64 %_0.i1.i.i.i.i
  %_4.i.i3.i.i = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i
  %b.i.i.i.i = load double, ptr %_4.i.i3.i.i, align 8, !noalias !189, !noundef !4
  %45 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i, i64 8
  %b4.i.i.i.i = load double, ptr %45, align 8, !noalias !189, !noundef !4
  %_9.i.i.i.i = fmul double %a.i.i.i.i, %b4.i.i.i.i
  %_10.i.i.i.i = fmul double %a1.i.i.i.i, %b.i.i.i.i
  %_0.i.i.i.i = fsub double %_9.i.i.i.i, %_10.i.i.i.i
  %_0.i1.i.i.i = fadd double %accum.sroa.0.017.i.i, %_0.i.i.i.i
  %_0.i1.i.i.i.i.1 = add nuw nsw i64 %self.sroa.0.016.i.i, 2
  %_3.i.i.i.i.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %_0.i1.i.i.i.i
  %a.i.i.i.i.1 = load double, ptr %_3.i.i.i.i.1, align 8, !noalias !189, !noundef !4
  %46 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.1, i64 8
  %a1.i.i.i.i.1 = load double, ptr %46, align 8, !noalias !189, !noundef !4
  %47 = icmp eq i64 %_0.i1.i.i.i.i.1, %41
  %iv.rem.i.1 = select i1 %47, i64 0, i64 %_0.i1.i.i.i.i.1
  %_4.i.i3.i.i.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i.1
  %b.i.i.i.i.1 = load double, ptr %_4.i.i3.i.i.1, align 8, !noalias !189, !noundef !4
  %48 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i.1, i64 8
  %b4.i.i.i.i.1 = load double, ptr %48, align 8, !noalias !189, !noundef !4
  %_9.i.i.i.i.1 = fmul double %a.i.i.i.i.1, %b4.i.i.i.i.1
  %_10.i.i.i.i.1 = fmul double %a1.i.i.i.i.1, %b.i.i.i.i.1
  %_0.i.i.i.i.1 = fsub double %_9.i.i.i.i.1, %_10.i.i.i.i.1
  %_0.i1.i.i.i.1217 = fadd double %_0.i1.i.i.i, %_0.i.i.i.i.1
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i"

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i"
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader": ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa, %bb3.lr.ph.i.i
  %accum.sroa.0.017.i.i.epil.init = phi double [ -0.000000e+00, %bb3.lr.ph.i.i ], [ %_0.i1.i.i.i.1217, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa ]
  %self.sroa.0.016.i.i.epil.init = phi i64 [ 0, %bb3.lr.ph.i.i ], [ %_0.i1.i.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa ]
  %lcmp.mod216 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod216)
  %_0.i1.i.i.i.i.epil = add nuw nsw i64 %self.sroa.0.016.i.i.epil.init, 1
  %_3.i.i.i.i.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %self.sroa.0.016.i.i.epil.init
  %a.i.i.i.i.epil = load double, ptr %_3.i.i.i.i.epil, align 8, !noalias !189, !noundef !4
  %49 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.epil, i64 8
  %a1.i.i.i.i.epil = load double, ptr %49, align 8, !noalias !189, !noundef !4
  %50 = icmp eq i64 %_0.i1.i.i.i.i.epil, %41
  %iv.rem.i.epil = select i1 %50, i64 0, i64 %_0.i1.i.i.i.i.epil
  %_4.i.i3.i.i.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i.epil
  %b.i.i.i.i.epil = load double, ptr %_4.i.i3.i.i.epil, align 8, !noalias !189, !noundef !4
  %51 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i.epil, i64 8
  %b4.i.i.i.i.epil = load double, ptr %51, align 8, !noalias !189, !noundef !4
  %_9.i.i.i.i.epil = fmul double %a.i.i.i.i.epil, %b4.i.i.i.i.epil
  %_10.i.i.i.i.epil = fmul double %a1.i.i.i.i.epil, %b.i.i.i.i.epil
  %_0.i.i.i.i.epil = fsub double %_9.i.i.i.i.epil, %_10.i.i.i.i.epil
  %_0.i1.i.i.i.epil = fadd double %accum.sroa.0.017.i.i.epil.init, %_0.i.i.i.i.epil
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i: ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader"
  %_0.i1.i.i.i.lcssa = phi double [ %_0.i1.i.i.i.1217, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i.unr-lcssa ], [ %_0.i1.i.i.i.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader" ]
  %52 = call double @llvm.fabs.f64(double %_0.i1.i.i.i.lcssa)
  %53 = fmul double %52, 5.000000e-01
  br label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit"

"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit": ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.3", %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i
  %accum.sroa.0.0.lcssa.i.i = phi double [ 0.000000e+00, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit.3" ], [ %53, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i ]
  %_0.i1.i.i.i.2 = fadd double %_0.i1.i.i.i.1, %accum.sroa.0.0.lcssa.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !190)
  %54 = load i64, ptr %_14.sroa.5.0..sroa_idx, align 8, !alias.scope !190, !noalias !193, !noundef !4
  %_8.i80 = icmp ult i64 %54, 576460752303423488
  call void @llvm.assume(i1 %_8.i80), !noalias !193
  call void @llvm.experimental.noalias.scope.decl(metadata !196), !noalias !193
  %_0.i.i.i15.not.i.i81 = icmp eq i64 %54, 0
  br i1 %_0.i.i.i15.not.i.i81, label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101", label %bb3.lr.ph.i.i82

bb3.lr.ph.i.i82:                                  ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit"
  %_17.i.i.i.i83 = load ptr, ptr %_14.sroa.4.0..sroa_idx, align 8, !alias.scope !199, !noalias !200, !nonnull !4, !noundef !4
  %xtraiter218 = and i64 %54, 1
  %55 = icmp eq i64 %54, 1
  br i1 %55, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84.epil.preheader", label %bb3.lr.ph.i.i82.new

bb3.lr.ph.i.i82.new:                              ; preds = %bb3.lr.ph.i.i82
  %unroll_iter222 = and i64 %54, 576460752303423486
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84", %bb3.lr.ph.i.i82.new
  %accum.sroa.0.017.i.i85 = phi double [ -0.000000e+00, %bb3.lr.ph.i.i82.new ], [ %_0.i1.i.i.i98.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84" ]
  %self.sroa.0.016.i.i86 = phi i64 [ 0, %bb3.lr.ph.i.i82.new ], [ %_0.i1.i.i.i.i87.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84" ]
  %niter223 = phi i64 [ 0, %bb3.lr.ph.i.i82.new ], [ %niter223.next.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84" ]
  %_0.i1.i.i.i.i87 = or disjoint i64 %self.sroa.0.016.i.i86, 1
  %_3.i.i.i.i88 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i83, i64 %self.sroa.0.016.i.i86
  %a.i.i.i.i89 = load double, ptr %_3.i.i.i.i88, align 8, !noalias !206, !noundef !4
  %56 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i88, i64 8
  %a1.i.i.i.i90 = load double, ptr %56, align 8, !noalias !206, !noundef !4
  %57 = icmp eq i64 %_0.i1.i.i.i.i87, %54
  %iv.rem.i91 = select i1 %57, i64 0, i64 %_0.i1.i.i.i.i87
  %_4.i.i3.i.i92 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i83, i64 %iv.rem.i91
  %b.i.i.i.i93 = load double, ptr %_4.i.i3.i.i92, align 8, !noalias !206, !noundef !4
  %58 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i92, i64 8
  %b4.i.i.i.i94 = load double, ptr %58, align 8, !noalias !206, !noundef !4
  %_9.i.i.i.i95 = fmul double %a.i.i.i.i89, %b4.i.i.i.i94
  %_10.i.i.i.i96 = fmul double %a1.i.i.i.i90, %b.i.i.i.i93
  %_0.i.i.i.i97 = fsub double %_9.i.i.i.i95, %_10.i.i.i.i96
  %_0.i1.i.i.i98 = fadd double %accum.sroa.0.017.i.i85, %_0.i.i.i.i97
  %_0.i1.i.i.i.i87.1 = add nuw nsw i64 %self.sroa.0.016.i.i86, 2
  %_3.i.i.i.i88.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i83, i64 %_0.i1.i.i.i.i87
  %a.i.i.i.i89.1 = load double, ptr %_3.i.i.i.i88.1, align 8, !noalias !206, !noundef !4
  %59 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i88.1, i64 8
  %a1.i.i.i.i90.1 = load double, ptr %59, align 8, !noalias !206, !noundef !4
  %60 = icmp eq i64 %_0.i1.i.i.i.i87.1, %54
  %iv.rem.i91.1 = select i1 %60, i64 0, i64 %_0.i1.i.i.i.i87.1
  %_4.i.i3.i.i92.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i83, i64 %iv.rem.i91.1
  %b.i.i.i.i93.1 = load double, ptr %_4.i.i3.i.i92.1, align 8, !noalias !206, !noundef !4
  %61 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i92.1, i64 8
  %b4.i.i.i.i94.1 = load double, ptr %61, align 8, !noalias !206, !noundef !4
  %_9.i.i.i.i95.1 = fmul double %a.i.i.i.i89.1, %b4.i.i.i.i94.1
  %_10.i.i.i.i96.1 = fmul double %a1.i.i.i.i90.1, %b.i.i.i.i93.1
  %_0.i.i.i.i97.1 = fsub double %_9.i.i.i.i95.1, %_10.i.i.i.i96.1
  %_0.i1.i.i.i98.1 = fadd double %_0.i1.i.i.i98, %_0.i.i.i.i97.1
  %niter223.next.1 = add i64 %niter223, 2
  %niter223.ncmp.1 = icmp eq i64 %niter223.next.1, %unroll_iter222
  br i1 %niter223.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84"

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84"
  %lcmp.mod219.not = icmp eq i64 %xtraiter218, 0
  br i1 %lcmp.mod219.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84.epil.preheader": ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa, %bb3.lr.ph.i.i82
  %accum.sroa.0.017.i.i85.epil.init = phi double [ -0.000000e+00, %bb3.lr.ph.i.i82 ], [ %_0.i1.i.i.i98.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa ]
  %self.sroa.0.016.i.i86.epil.init = phi i64 [ 0, %bb3.lr.ph.i.i82 ], [ %_0.i1.i.i.i.i87.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa ]
  %lcmp.mod221 = icmp ne i64 %xtraiter218, 0
  call void @llvm.assume(i1 %lcmp.mod221)
  %_0.i1.i.i.i.i87.epil = add nuw nsw i64 %self.sroa.0.016.i.i86.epil.init, 1
  %_3.i.i.i.i88.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i83, i64 %self.sroa.0.016.i.i86.epil.init
  %a.i.i.i.i89.epil = load double, ptr %_3.i.i.i.i88.epil, align 8, !noalias !206, !noundef !4
  %62 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i88.epil, i64 8
  %a1.i.i.i.i90.epil = load double, ptr %62, align 8, !noalias !206, !noundef !4
  %63 = icmp eq i64 %_0.i1.i.i.i.i87.epil, %54
  %iv.rem.i91.epil = select i1 %63, i64 0, i64 %_0.i1.i.i.i.i87.epil
  %_4.i.i3.i.i92.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i83, i64 %iv.rem.i91.epil
  %b.i.i.i.i93.epil = load double, ptr %_4.i.i3.i.i92.epil, align 8, !noalias !206, !noundef !4
  %64 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i92.epil, i64 8
  %b4.i.i.i.i94.epil = load double, ptr %64, align 8, !noalias !206, !noundef !4
  %_9.i.i.i.i95.epil = fmul double %a.i.i.i.i89.epil, %b4.i.i.i.i94.epil
  %_10.i.i.i.i96.epil = fmul double %a1.i.i.i.i90.epil, %b.i.i.i.i93.epil
  %_0.i.i.i.i97.epil = fsub double %_9.i.i.i.i95.epil, %_10.i.i.i.i96.epil
  %_0.i1.i.i.i98.epil = fadd double %accum.sroa.0.017.i.i85.epil.init, %_0.i.i.i.i97.epil
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99: ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84.epil.preheader"
  %_0.i1.i.i.i98.lcssa = phi double [ %_0.i1.i.i.i98.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99.unr-lcssa ], [ %_0.i1.i.i.i98.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i84.epil.preheader" ]
  %65 = call double @llvm.fabs.f64(double %_0.i1.i.i.i98.lcssa)
  %66 = fmul double %65, 5.000000e-01
  br label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101"

"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101": ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit", %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99
  %accum.sroa.0.0.lcssa.i.i100 = phi double [ 0.000000e+00, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit" ], [ %66, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i99 ]
  %_0.i1.i.i.i.3 = fadd double %_0.i1.i.i.i.2, %accum.sroa.0.0.lcssa.i.i100
  store double %_0.i1.i.i.i.3, ptr %_30, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args1)
  store ptr %_30, ptr %args1, align 8
  %_33.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_33.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_9f3951c3c900810392ffd988d8ffc7c1, ptr noundef nonnull %args1) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args1)
  call void @llvm.lifetime.end.p0(ptr nonnull %_30)
  call void @llvm.lifetime.start.p0(ptr nonnull %_39)
  store double 0x40307E4CEF4CBD98, ptr %_39, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args2)
  store ptr %_39, ptr %args2, align 8
  %_43.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_43.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_63e28785f3ae85ec9dfc7e262d58f235, ptr noundef nonnull %args2) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.lifetime.end.p0(ptr nonnull %_39)
  %_3.i102 = load double, ptr %2, align 8, !alias.scope !207, !noalias !210, !noundef !4
  %_2.i103 = fmul double %_3.i102, 0x400921FB54442D18
  %_0.i104 = fmul double %_3.i102, %_2.i103
  %_2.i105 = load double, ptr %4, align 8, !alias.scope !225, !noalias !210, !noundef !4
  %_3.i106 = load double, ptr %6, align 8, !alias.scope !225, !noalias !210, !noundef !4
  %_0.i107 = fmul double %_2.i105, %_3.i106
  %_13.i.i.i.i.i.i = fcmp ugt double %_0.i104, %_0.i107
  br i1 %_13.i.i.i.i.i.i, label %bb3.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i"

bb3.i.i.i.i.i.i:                                  ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101"
  %_14.i.i.i.i.i.i = fcmp ult double %_0.i104, %_0.i107
  br i1 %_14.i.i.i.i.i.i, label %bb8.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i", !prof !228

bb8.i.i.i.i.i.i:                                  ; preds = %bb3.i.i.i.i.i.i.2, %bb3.i.i.i.i.i.i.1, %bb3.i.i.i.i.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ab91adb591e25ac0cfadbb60e7b30da8) #18, !noalias !210
  unreachable

"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i": ; preds = %bb3.i.i.i.i.i.i, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101"
  %_16.1.i.i.i.i.i.i.1 = phi ptr [ @vtable.1, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101" ], [ @vtable.0, %bb3.i.i.i.i.i.i ]
  %_16.0.i.i.i.i.i.i.1 = phi ptr [ %4, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101" ], [ %2, %bb3.i.i.i.i.i.i ]
  %67 = phi ptr [ %26, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit101" ], [ %0, %bb3.i.i.i.i.i.i ]
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %69 = getelementptr inbounds nuw i8, ptr %_16.1.i.i.i.i.i.i.1, i64 24
  %70 = load ptr, ptr %69, align 8, !invariant.load !4, !noalias !229, !nonnull !4
  %_5.i.i.i.i.i.i.1 = call noundef double %70(ptr noundef nonnull align 1 %_16.0.i.i.i.i.i.i.1) #17, !noalias !229
  call void @llvm.experimental.noalias.scope.decl(metadata !234)
  %71 = load i64, ptr %_9.sroa.5.0..sroa_idx, align 8, !alias.scope !234, !noalias !229, !noundef !4
  %_8.i108 = icmp ult i64 %71, 576460752303423488
  call void @llvm.assume(i1 %_8.i108), !noalias !229
  call void @llvm.experimental.noalias.scope.decl(metadata !237), !noalias !229
  %_0.i.i.i15.not.i.i109 = icmp eq i64 %71, 0
  br i1 %_0.i.i.i15.not.i.i109, label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129", label %bb3.lr.ph.i.i110

bb3.lr.ph.i.i110:                                 ; preds = %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i"
  %_17.i.i.i.i111 = load ptr, ptr %_9.sroa.4.0..sroa_idx, align 8, !alias.scope !240, !noalias !241, !nonnull !4, !noundef !4
  %xtraiter224 = and i64 %71, 1
  %72 = icmp eq i64 %71, 1
  br i1 %72, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112.epil.preheader", label %bb3.lr.ph.i.i110.new

bb3.lr.ph.i.i110.new:                             ; preds = %bb3.lr.ph.i.i110
  %unroll_iter228 = and i64 %71, 576460752303423486
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112", %bb3.lr.ph.i.i110.new
  %accum.sroa.0.017.i.i113 = phi double [ -0.000000e+00, %bb3.lr.ph.i.i110.new ], [ %_0.i1.i.i.i126.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112" ]
  %self.sroa.0.016.i.i114 = phi i64 [ 0, %bb3.lr.ph.i.i110.new ], [ %_0.i1.i.i.i.i115.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112" ]
  %niter229 = phi i64 [ 0, %bb3.lr.ph.i.i110.new ], [ %niter229.next.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112" ]
  %_0.i1.i.i.i.i115 = or disjoint i64 %self.sroa.0.016.i.i114, 1
  %_3.i.i.i.i116 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i111, i64 %self.sroa.0.016.i.i114
  %a.i.i.i.i117 = load double, ptr %_3.i.i.i.i116, align 8, !noalias !247, !noundef !4
  %73 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i116, i64 8
  %a1.i.i.i.i118 = load double, ptr %73, align 8, !noalias !247, !noundef !4
  %74 = icmp eq i64 %_0.i1.i.i.i.i115, %71
  %iv.rem.i119 = select i1 %74, i64 0, i64 %_0.i1.i.i.i.i115
  %_4.i.i3.i.i120 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i111, i64 %iv.rem.i119
  %b.i.i.i.i121 = load double, ptr %_4.i.i3.i.i120, align 8, !noalias !247, !noundef !4
  %75 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i120, i64 8
  %b4.i.i.i.i122 = load double, ptr %75, align 8, !noalias !247, !noundef !4
  %_9.i.i.i.i123 = fmul double %a.i.i.i.i117, %b4.i.i.i.i122
  %_10.i.i.i.i124 = fmul double %a1.i.i.i.i118, %b.i.i.i.i121
  %_0.i.i.i.i125 = fsub double %_9.i.i.i.i123, %_10.i.i.i.i124
  %_0.i1.i.i.i126 = fadd double %accum.sroa.0.017.i.i113, %_0.i.i.i.i125
  %_0.i1.i.i.i.i115.1 = add nuw nsw i64 %self.sroa.0.016.i.i114, 2
  %_3.i.i.i.i116.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i111, i64 %_0.i1.i.i.i.i115
  %a.i.i.i.i117.1 = load double, ptr %_3.i.i.i.i116.1, align 8, !noalias !247, !noundef !4
  %76 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i116.1, i64 8
  %a1.i.i.i.i118.1 = load double, ptr %76, align 8, !noalias !247, !noundef !4
  %77 = icmp eq i64 %_0.i1.i.i.i.i115.1, %71
  %iv.rem.i119.1 = select i1 %77, i64 0, i64 %_0.i1.i.i.i.i115.1
  %_4.i.i3.i.i120.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i111, i64 %iv.rem.i119.1
  %b.i.i.i.i121.1 = load double, ptr %_4.i.i3.i.i120.1, align 8, !noalias !247, !noundef !4
  %78 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i120.1, i64 8
  %b4.i.i.i.i122.1 = load double, ptr %78, align 8, !noalias !247, !noundef !4
  %_9.i.i.i.i123.1 = fmul double %a.i.i.i.i117.1, %b4.i.i.i.i122.1
  %_10.i.i.i.i124.1 = fmul double %a1.i.i.i.i118.1, %b.i.i.i.i121.1
  %_0.i.i.i.i125.1 = fsub double %_9.i.i.i.i123.1, %_10.i.i.i.i124.1
  %_0.i1.i.i.i126.1 = fadd double %_0.i1.i.i.i126, %_0.i.i.i.i125.1
  %niter229.next.1 = add i64 %niter229, 2
  %niter229.ncmp.1 = icmp eq i64 %niter229.next.1, %unroll_iter228
  br i1 %niter229.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112"

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112"
  %lcmp.mod225.not = icmp eq i64 %xtraiter224, 0
  br i1 %lcmp.mod225.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112.epil.preheader": ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa, %bb3.lr.ph.i.i110
  %accum.sroa.0.017.i.i113.epil.init = phi double [ -0.000000e+00, %bb3.lr.ph.i.i110 ], [ %_0.i1.i.i.i126.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa ]
  %self.sroa.0.016.i.i114.epil.init = phi i64 [ 0, %bb3.lr.ph.i.i110 ], [ %_0.i1.i.i.i.i115.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa ]
  %lcmp.mod227 = icmp ne i64 %xtraiter224, 0
  call void @llvm.assume(i1 %lcmp.mod227)
  %_0.i1.i.i.i.i115.epil = add nuw nsw i64 %self.sroa.0.016.i.i114.epil.init, 1
  %_3.i.i.i.i116.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i111, i64 %self.sroa.0.016.i.i114.epil.init
  %a.i.i.i.i117.epil = load double, ptr %_3.i.i.i.i116.epil, align 8, !noalias !247, !noundef !4
  %79 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i116.epil, i64 8
  %a1.i.i.i.i118.epil = load double, ptr %79, align 8, !noalias !247, !noundef !4
  %80 = icmp eq i64 %_0.i1.i.i.i.i115.epil, %71
  %iv.rem.i119.epil = select i1 %80, i64 0, i64 %_0.i1.i.i.i.i115.epil
  %_4.i.i3.i.i120.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i111, i64 %iv.rem.i119.epil
  %b.i.i.i.i121.epil = load double, ptr %_4.i.i3.i.i120.epil, align 8, !noalias !247, !noundef !4
  %81 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i120.epil, i64 8
  %b4.i.i.i.i122.epil = load double, ptr %81, align 8, !noalias !247, !noundef !4
  %_9.i.i.i.i123.epil = fmul double %a.i.i.i.i117.epil, %b4.i.i.i.i122.epil
  %_10.i.i.i.i124.epil = fmul double %a1.i.i.i.i118.epil, %b.i.i.i.i121.epil
  %_0.i.i.i.i125.epil = fsub double %_9.i.i.i.i123.epil, %_10.i.i.i.i124.epil
  %_0.i1.i.i.i126.epil = fadd double %accum.sroa.0.017.i.i113.epil.init, %_0.i.i.i.i125.epil
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127: ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112.epil.preheader"
  %_0.i1.i.i.i126.lcssa = phi double [ %_0.i1.i.i.i126.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127.unr-lcssa ], [ %_0.i1.i.i.i126.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i112.epil.preheader" ]
  %82 = call double @llvm.fabs.f64(double %_0.i1.i.i.i126.lcssa)
  %83 = fmul double %82, 5.000000e-01
  br label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129"

"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129": ; preds = %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i", %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127
  %accum.sroa.0.0.lcssa.i.i128 = phi double [ 0.000000e+00, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i" ], [ %83, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i127 ]
  %_13.i.i.i.i.i.i.1 = fcmp ugt double %_5.i.i.i.i.i.i.1, %accum.sroa.0.0.lcssa.i.i128
  br i1 %_13.i.i.i.i.i.i.1, label %bb3.i.i.i.i.i.i.1, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1"

bb3.i.i.i.i.i.i.1:                                ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129"
  %_14.i.i.i.i.i.i.1 = fcmp ult double %_5.i.i.i.i.i.i.1, %accum.sroa.0.0.lcssa.i.i128
  br i1 %_14.i.i.i.i.i.i.1, label %bb8.i.i.i.i.i.i, label %"bb3.i.i.i.i.i.i.1._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1_crit_edge", !prof !228

"bb3.i.i.i.i.i.i.1._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1_crit_edge": ; preds = %bb3.i.i.i.i.i.i.1
  %_16.0.i.i.i.i.i.i.2.pre = load ptr, ptr %67, align 8, !alias.scope !248, !noalias !251
  %_16.1.i.i.i.i.i.i.2.pre = load ptr, ptr %68, align 8, !alias.scope !248, !noalias !251
  br label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1"

"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1": ; preds = %"bb3.i.i.i.i.i.i.1._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1_crit_edge", %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129"
  %_16.1.i.i.i.i.i.i.2 = phi ptr [ %_16.1.i.i.i.i.i.i.2.pre, %"bb3.i.i.i.i.i.i.1._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1_crit_edge" ], [ @vtable.2, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129" ]
  %_16.0.i.i.i.i.i.i.2 = phi ptr [ %_16.0.i.i.i.i.i.i.2.pre, %"bb3.i.i.i.i.i.i.1._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1_crit_edge" ], [ %13, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129" ]
  %84 = phi ptr [ %67, %"bb3.i.i.i.i.i.i.1._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1_crit_edge" ], [ %28, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit129" ]
  call void @llvm.experimental.noalias.scope.decl(metadata !254)
  call void @llvm.experimental.noalias.scope.decl(metadata !255)
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 8
  %86 = getelementptr inbounds nuw i8, ptr %_16.1.i.i.i.i.i.i.2, i64 24
  %87 = load ptr, ptr %86, align 8, !invariant.load !4, !noalias !256, !nonnull !4
  %_5.i.i.i.i.i.i.2 = call noundef double %87(ptr noundef nonnull align 1 %_16.0.i.i.i.i.i.i.2) #17, !noalias !256
  call void @llvm.experimental.noalias.scope.decl(metadata !257)
  %88 = load i64, ptr %_14.sroa.5.0..sroa_idx, align 8, !alias.scope !257, !noalias !256, !noundef !4
  %_8.i130 = icmp ult i64 %88, 576460752303423488
  call void @llvm.assume(i1 %_8.i130), !noalias !256
  call void @llvm.experimental.noalias.scope.decl(metadata !260), !noalias !256
  %_0.i.i.i15.not.i.i131 = icmp eq i64 %88, 0
  br i1 %_0.i.i.i15.not.i.i131, label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151", label %bb3.lr.ph.i.i132

bb3.lr.ph.i.i132:                                 ; preds = %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1"
  %_17.i.i.i.i133 = load ptr, ptr %_14.sroa.4.0..sroa_idx, align 8, !alias.scope !263, !noalias !264, !nonnull !4, !noundef !4
  %xtraiter230 = and i64 %88, 1
  %89 = icmp eq i64 %88, 1
  br i1 %89, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134.epil.preheader", label %bb3.lr.ph.i.i132.new

bb3.lr.ph.i.i132.new:                             ; preds = %bb3.lr.ph.i.i132
  %unroll_iter234 = and i64 %88, 576460752303423486
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134", %bb3.lr.ph.i.i132.new
  %accum.sroa.0.017.i.i135 = phi double [ -0.000000e+00, %bb3.lr.ph.i.i132.new ], [ %_0.i1.i.i.i148.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134" ]
  %self.sroa.0.016.i.i136 = phi i64 [ 0, %bb3.lr.ph.i.i132.new ], [ %_0.i1.i.i.i.i137.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134" ]
  %niter235 = phi i64 [ 0, %bb3.lr.ph.i.i132.new ], [ %niter235.next.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134" ]
  %_0.i1.i.i.i.i137 = or disjoint i64 %self.sroa.0.016.i.i136, 1
  %_3.i.i.i.i138 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i133, i64 %self.sroa.0.016.i.i136
  %a.i.i.i.i139 = load double, ptr %_3.i.i.i.i138, align 8, !noalias !270, !noundef !4
  %90 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i138, i64 8
  %a1.i.i.i.i140 = load double, ptr %90, align 8, !noalias !270, !noundef !4
  %91 = icmp eq i64 %_0.i1.i.i.i.i137, %88
  %iv.rem.i141 = select i1 %91, i64 0, i64 %_0.i1.i.i.i.i137
  %_4.i.i3.i.i142 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i133, i64 %iv.rem.i141
  %b.i.i.i.i143 = load double, ptr %_4.i.i3.i.i142, align 8, !noalias !270, !noundef !4
  %92 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i142, i64 8
  %b4.i.i.i.i144 = load double, ptr %92, align 8, !noalias !270, !noundef !4
  %_9.i.i.i.i145 = fmul double %a.i.i.i.i139, %b4.i.i.i.i144
  %_10.i.i.i.i146 = fmul double %a1.i.i.i.i140, %b.i.i.i.i143
  %_0.i.i.i.i147 = fsub double %_9.i.i.i.i145, %_10.i.i.i.i146
  %_0.i1.i.i.i148 = fadd double %accum.sroa.0.017.i.i135, %_0.i.i.i.i147
  %_0.i1.i.i.i.i137.1 = add nuw nsw i64 %self.sroa.0.016.i.i136, 2
  %_3.i.i.i.i138.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i133, i64 %_0.i1.i.i.i.i137
  %a.i.i.i.i139.1 = load double, ptr %_3.i.i.i.i138.1, align 8, !noalias !270, !noundef !4
  %93 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i138.1, i64 8
  %a1.i.i.i.i140.1 = load double, ptr %93, align 8, !noalias !270, !noundef !4
  %94 = icmp eq i64 %_0.i1.i.i.i.i137.1, %88
  %iv.rem.i141.1 = select i1 %94, i64 0, i64 %_0.i1.i.i.i.i137.1
  %_4.i.i3.i.i142.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i133, i64 %iv.rem.i141.1
  %b.i.i.i.i143.1 = load double, ptr %_4.i.i3.i.i142.1, align 8, !noalias !270, !noundef !4
  %95 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i142.1, i64 8
  %b4.i.i.i.i144.1 = load double, ptr %95, align 8, !noalias !270, !noundef !4
  %_9.i.i.i.i145.1 = fmul double %a.i.i.i.i139.1, %b4.i.i.i.i144.1
  %_10.i.i.i.i146.1 = fmul double %a1.i.i.i.i140.1, %b.i.i.i.i143.1
  %_0.i.i.i.i147.1 = fsub double %_9.i.i.i.i145.1, %_10.i.i.i.i146.1
  %_0.i1.i.i.i148.1 = fadd double %_0.i1.i.i.i148, %_0.i.i.i.i147.1
  %niter235.next.1 = add i64 %niter235, 2
  %niter235.ncmp.1 = icmp eq i64 %niter235.next.1, %unroll_iter234
  br i1 %niter235.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134"

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134"
  %lcmp.mod231.not = icmp eq i64 %xtraiter230, 0
  br i1 %lcmp.mod231.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134.epil.preheader": ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa, %bb3.lr.ph.i.i132
  %accum.sroa.0.017.i.i135.epil.init = phi double [ -0.000000e+00, %bb3.lr.ph.i.i132 ], [ %_0.i1.i.i.i148.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa ]
  %self.sroa.0.016.i.i136.epil.init = phi i64 [ 0, %bb3.lr.ph.i.i132 ], [ %_0.i1.i.i.i.i137.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa ]
  %lcmp.mod233 = icmp ne i64 %xtraiter230, 0
  call void @llvm.assume(i1 %lcmp.mod233)
  %_0.i1.i.i.i.i137.epil = add nuw nsw i64 %self.sroa.0.016.i.i136.epil.init, 1
  %_3.i.i.i.i138.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i133, i64 %self.sroa.0.016.i.i136.epil.init
  %a.i.i.i.i139.epil = load double, ptr %_3.i.i.i.i138.epil, align 8, !noalias !270, !noundef !4
  %96 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i138.epil, i64 8
  %a1.i.i.i.i140.epil = load double, ptr %96, align 8, !noalias !270, !noundef !4
  %97 = icmp eq i64 %_0.i1.i.i.i.i137.epil, %88
  %iv.rem.i141.epil = select i1 %97, i64 0, i64 %_0.i1.i.i.i.i137.epil
  %_4.i.i3.i.i142.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i133, i64 %iv.rem.i141.epil
  %b.i.i.i.i143.epil = load double, ptr %_4.i.i3.i.i142.epil, align 8, !noalias !270, !noundef !4
  %98 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i142.epil, i64 8
  %b4.i.i.i.i144.epil = load double, ptr %98, align 8, !noalias !270, !noundef !4
  %_9.i.i.i.i145.epil = fmul double %a.i.i.i.i139.epil, %b4.i.i.i.i144.epil
  %_10.i.i.i.i146.epil = fmul double %a1.i.i.i.i140.epil, %b.i.i.i.i143.epil
  %_0.i.i.i.i147.epil = fsub double %_9.i.i.i.i145.epil, %_10.i.i.i.i146.epil
  %_0.i1.i.i.i148.epil = fadd double %accum.sroa.0.017.i.i135.epil.init, %_0.i.i.i.i147.epil
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149: ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134.epil.preheader"
  %_0.i1.i.i.i148.lcssa = phi double [ %_0.i1.i.i.i148.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149.unr-lcssa ], [ %_0.i1.i.i.i148.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i134.epil.preheader" ]
  %99 = call double @llvm.fabs.f64(double %_0.i1.i.i.i148.lcssa)
  %100 = fmul double %99, 5.000000e-01
  br label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151"

"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151": ; preds = %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1", %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149
  %accum.sroa.0.0.lcssa.i.i150 = phi double [ 0.000000e+00, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.1" ], [ %100, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.i149 ]
  %_13.i.i.i.i.i.i.2 = fcmp ugt double %_5.i.i.i.i.i.i.2, %accum.sroa.0.0.lcssa.i.i150
  br i1 %_13.i.i.i.i.i.i.2, label %bb3.i.i.i.i.i.i.2, label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2"

bb3.i.i.i.i.i.i.2:                                ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151"
  %_14.i.i.i.i.i.i.2 = fcmp ult double %_5.i.i.i.i.i.i.2, %accum.sroa.0.0.lcssa.i.i150
  br i1 %_14.i.i.i.i.i.i.2, label %bb8.i.i.i.i.i.i, label %"bb3.i.i.i.i.i.i.2._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2_crit_edge", !prof !228

"bb3.i.i.i.i.i.i.2._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2_crit_edge": ; preds = %bb3.i.i.i.i.i.i.2
  %_267.0.pre = load ptr, ptr %84, align 8
  %_267.1.pre = load ptr, ptr %85, align 8
  br label %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2"

"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2": ; preds = %"bb3.i.i.i.i.i.i.2._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2_crit_edge", %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151"
  %_267.1 = phi ptr [ %_267.1.pre, %"bb3.i.i.i.i.i.i.2._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2_crit_edge" ], [ @vtable.2, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151" ]
  %_267.0 = phi ptr [ %_267.0.pre, %"bb3.i.i.i.i.i.i.2._ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2_crit_edge" ], [ %23, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit151" ]
  call void @llvm.lifetime.start.p0(ptr nonnull %_51)
  %101 = getelementptr inbounds nuw i8, ptr %_267.1, i64 40
  %102 = load ptr, ptr %101, align 8, !invariant.load !4, !nonnull !4
  call void %102(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %_51, ptr noundef nonnull align 1 %_267.0) #17
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %_51, ptr %args3, align 8
  %_54.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_54.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_7a2645425fb52f05fa03cd4b0a2f4703, ptr noundef nonnull %args3) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
  call void @llvm.experimental.noalias.scope.decl(metadata !271)
  call void @llvm.experimental.noalias.scope.decl(metadata !274)
  call void @llvm.experimental.noalias.scope.decl(metadata !277)
  call void @llvm.experimental.noalias.scope.decl(metadata !280)
  call void @llvm.experimental.noalias.scope.decl(metadata !283)
  %self1.i.i.i.i.i.i32 = load i64, ptr %_51, align 8, !range !93, !alias.scope !286, !noalias !289, !noundef !4
  %103 = icmp eq i64 %self1.i.i.i.i.i.i32, 0
  br i1 %103, label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37, label %bb2.i.i.i.i.i33

bb2.i.i.i.i.i33:                                  ; preds = %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2"
  %104 = getelementptr inbounds nuw i8, ptr %_51, i64 8
  %self3.i.i.i.i.i.i34 = load ptr, ptr %104, align 8, !alias.scope !286, !noalias !289, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i34, i64 noundef %self1.i.i.i.i.i.i32, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !291
  br label %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37

_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37: ; preds = %bb2.i.i.i.i.i33, %"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE.exit.i.i.2"
  call void @llvm.lifetime.end.p0(ptr nonnull %_51)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #15
  %105 = getelementptr inbounds nuw i8, ptr %y, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %y)
  br label %bb37

"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E.exit.i.i.i.3": ; preds = %bb37.1
  store double %117, ptr %105, align 8, !noalias !292
  store double %115, ptr %y, align 8, !noalias !292
  call void @llvm.lifetime.start.p0(ptr nonnull %_79)
  store ptr @alloc_1ba570ed8f2e69b8f209cab630f383c4, ptr %_79, align 8
  store i64 3, ptr %109, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_84)
  %_85.1 = fadd double %115, 0xBFEEB9B7097822F5
  %106 = call double @llvm.fabs.f64(double %_85.1)
  store double %106, ptr %_84, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %_79, ptr %args5, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hdd7b99eda8407d35E", ptr %_89.sroa.4.0..sroa_idx, align 8
  store ptr %y, ptr %110, align 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_90.sroa.4.0..sroa_idx, align 8
  store ptr %105, ptr %111, align 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_91.sroa.4.0..sroa_idx, align 8
  store ptr %_84, ptr %112, align 8
  store ptr @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_8LowerExp3fmt, ptr %_92.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_20e2cd520c6752d10c59376f4e4c9930, ptr noundef nonnull %args5) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  call void @llvm.lifetime.end.p0(ptr nonnull %_84)
  call void @llvm.lifetime.end.p0(ptr nonnull %_79)
  call void @llvm.lifetime.end.p0(ptr nonnull %y)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %2, i64 noundef 8, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !295
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %4, i64 noundef 16, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !306
  call void @llvm.experimental.noalias.scope.decl(metadata !309)
  call void @llvm.experimental.noalias.scope.decl(metadata !312), !noalias !315
  call void @llvm.experimental.noalias.scope.decl(metadata !317), !noalias !315
  call void @llvm.experimental.noalias.scope.decl(metadata !320), !noalias !315
  call void @llvm.experimental.noalias.scope.decl(metadata !323), !noalias !315
  %self1.i.i.i.i.i.i152 = load i64, ptr %13, align 8, !range !93, !alias.scope !326, !noalias !329, !noundef !4
  %107 = icmp eq i64 %self1.i.i.i.i.i.i152, 0
  br i1 %107, label %"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit", label %bb2.i.i.i.i.i153

bb2.i.i.i.i.i153:                                 ; preds = %"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E.exit.i.i.i.3"
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %self1.i.i.i.i.i.i152, 4
  %self3.i.i.i.i.i.i154 = load ptr, ptr %_9.sroa.4.0..sroa_idx, align 8, !alias.scope !326, !noalias !329, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i154, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !331
  br label %"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit"

"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit": ; preds = %"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E.exit.i.i.i.3", %bb2.i.i.i.i.i153
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %13, i64 noundef 24, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !332
  call void @llvm.experimental.noalias.scope.decl(metadata !334)
  call void @llvm.experimental.noalias.scope.decl(metadata !337), !noalias !340
  call void @llvm.experimental.noalias.scope.decl(metadata !342), !noalias !340
  call void @llvm.experimental.noalias.scope.decl(metadata !345), !noalias !340
  call void @llvm.experimental.noalias.scope.decl(metadata !348), !noalias !340
  %self1.i.i.i.i.i.i155 = load i64, ptr %23, align 8, !range !93, !alias.scope !351, !noalias !354, !noundef !4
  %108 = icmp eq i64 %self1.i.i.i.i.i.i155, 0
  br i1 %108, label %"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit159", label %bb2.i.i.i.i.i156

bb2.i.i.i.i.i156:                                 ; preds = %"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit"
  %alloc_size.i.i.i.i.i.i157 = shl nuw i64 %self1.i.i.i.i.i.i155, 4
  %self3.i.i.i.i.i.i158 = load ptr, ptr %_14.sroa.4.0..sroa_idx, align 8, !alias.scope !351, !noalias !354, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i158, i64 noundef %alloc_size.i.i.i.i.i.i157, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !356
  br label %"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit159"

"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit159": ; preds = %"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E.exit", %bb2.i.i.i.i.i156
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %23, i64 noundef 24, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !357
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 64, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !359
  ret void

bb38:                                             ; preds = %bb37
  %109 = getelementptr inbounds nuw i8, ptr %_79, i64 8
  %_89.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 8
  %110 = getelementptr inbounds nuw i8, ptr %args5, i64 16
  %_90.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 24
  %111 = getelementptr inbounds nuw i8, ptr %args5, i64 32
  %_91.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 40
  %112 = getelementptr inbounds nuw i8, ptr %args5, i64 48
  %_92.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 56
  store double %126, ptr %105, align 8, !noalias !366
  store double %125, ptr %y, align 8, !noalias !366
  call void @llvm.lifetime.start.p0(ptr nonnull %_79)
  store ptr @alloc_5c3acc1b74143ee738bf52aa0eec54d5, ptr %_79, align 8
  store i64 5, ptr %109, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_84)
  %_85 = fadd double %125, 0xBFEEB9B7097822F5
  %113 = call double @llvm.fabs.f64(double %_85)
  store double %113, ptr %_84, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %_79, ptr %args5, align 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hdd7b99eda8407d35E", ptr %_89.sroa.4.0..sroa_idx, align 8
  store ptr %y, ptr %110, align 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_90.sroa.4.0..sroa_idx, align 8
  store ptr %105, ptr %111, align 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_91.sroa.4.0..sroa_idx, align 8
  store ptr %_84, ptr %112, align 8
  store ptr @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_8LowerExp3fmt, ptr %_92.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_20e2cd520c6752d10c59376f4e4c9930, ptr noundef nonnull %args5) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  call void @llvm.lifetime.end.p0(ptr nonnull %_84)
  call void @llvm.lifetime.end.p0(ptr nonnull %_79)
  call void @llvm.lifetime.end.p0(ptr nonnull %y)
  call void @llvm.lifetime.start.p0(ptr nonnull %y)
  br label %bb37.1

bb37.1:                                           ; preds = %bb37.1, %bb38
  %_8.i177191 = phi double [ 1.000000e+00, %bb38 ], [ %115, %bb37.1 ]
  %114 = phi double [ 0.000000e+00, %bb38 ], [ %117, %bb37.1 ]
  %iter6.sroa.0.058.1 = phi i32 [ 0, %bb38 ], [ %_242.0.1, %bb37.1 ]
  %_242.0.1 = add nuw nsw i32 %iter6.sroa.0.058.1, 1
  %_5.i178 = fmul double %_8.i177191, -4.000000e+00
  %_43.i = fmul double %114, 5.000000e-03
  %_41.i = fadd double %_8.i177191, %_43.i
  %_47.i = fmul double %_5.i178, 5.000000e-03
  %_45.i = fadd double %114, %_47.i
  %_5.i173 = fmul double %_41.i, -4.000000e+00
  %_51.i = fmul double %_45.i, 5.000000e-03
  %_49.i = fadd double %_8.i177191, %_51.i
  %_55.i = fmul double %_5.i173, 5.000000e-03
  %_53.i = fadd double %114, %_55.i
  %_5.i168 = fmul double %_49.i, -4.000000e+00
  %_59.i = fmul double %_53.i, 1.000000e-02
  %_57.i = fadd double %_8.i177191, %_59.i
  %_63.i = fmul double %_5.i168, 1.000000e-02
  %_61.i = fadd double %114, %_63.i
  %_5.i = fmul double %_57.i, 4.000000e+00
  %_36.i = fmul double %_45.i, 2.000000e+00
  %_33.i = fadd double %114, %_36.i
  %_38.i = fmul double %_53.i, 2.000000e+00
  %_32.i = fadd double %_33.i, %_38.i
  %_31.i = fadd double %_32.i, %_61.i
  %_29.i = fmul double %_31.i, 0x3F5B4E81B4E81B4F
  %115 = fadd double %_8.i177191, %_29.i
  %_36.1.i = fmul double %_5.i173, 2.000000e+00
  %_33.1.i = fadd double %_5.i178, %_36.1.i
  %_38.1.i = fmul double %_5.i168, 2.000000e+00
  %_32.1.i = fadd double %_33.1.i, %_38.1.i
  %116 = fsub double %_32.1.i, %_5.i
  %_29.1.i = fmul double %116, 0x3F5B4E81B4E81B4F
  %117 = fadd double %114, %_29.1.i
  %exitcond.1.not = icmp eq i32 %_242.0.1, 300
  br i1 %exitcond.1.not, label %"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E.exit.i.i.i.3", label %bb37.1

bb37:                                             ; preds = %bb37, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37
  %_8.i182186 = phi double [ 1.000000e+00, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37 ], [ %125, %bb37 ]
  %118 = phi double [ 0.000000e+00, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37 ], [ %126, %bb37 ]
  %iter6.sroa.0.058 = phi i32 [ 0, %_RNvNtCslNYArtu3iFV_5alloc5boxed14box_new_uninit.exit37 ], [ %_242.0.3, %bb37 ]
  %_5.i183 = fmul double %_8.i182186, 4.000000e+00
  %_9.i = fmul double %118, 1.000000e-02
  %119 = fadd double %_8.i182186, %_9.i
  %_11.i160 = fmul double %_5.i183, 1.000000e-02
  %120 = fsub double %118, %_11.i160
  %_5.i183.1 = fmul double %119, 4.000000e+00
  %_9.i.1 = fmul double %120, 1.000000e-02
  %121 = fadd double %119, %_9.i.1
  %_11.i160.1 = fmul double %_5.i183.1, 1.000000e-02
  %122 = fsub double %120, %_11.i160.1
  %_5.i183.2 = fmul double %121, 4.000000e+00
  %_9.i.2 = fmul double %122, 1.000000e-02
  %123 = fadd double %121, %_9.i.2
  %_11.i160.2 = fmul double %_5.i183.2, 1.000000e-02
  %124 = fsub double %122, %_11.i160.2
  %_242.0.3 = add nuw nsw i32 %iter6.sroa.0.058, 4
  %_5.i183.3 = fmul double %123, 4.000000e+00
  %_9.i.3 = fmul double %124, 1.000000e-02
  %125 = fadd double %123, %_9.i.3
  %_11.i160.3 = fmul double %_5.i183.3, 1.000000e-02
  %126 = fsub double %124, %_11.i160.3
  %exitcond.not.3 = icmp eq i32 %_242.0.3, 300
  br i1 %exitcond.not.3, label %bb38, label %bb37
}

; _03_trait_dyn::Shape::describe
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN13_03_trait_dyn5Shape8describe17h80c12f2af681bfbdE(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args.i = alloca [32 x i8], align 8
  %args = alloca [48 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %_6 = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_4)
  %args1.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i), !noalias !369
  store ptr %self, ptr %args.i, align 8, !noalias !369
  %_6.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_6.sroa.4.0..sroa_idx.i, align 8, !noalias !369
  %0 = getelementptr inbounds nuw i8, ptr %args.i, i64 16
  store ptr %args1.i, ptr %0, align 8, !noalias !369
  %_7.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_7.sroa.4.0..sroa_idx.i, align 8, !noalias !369
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_4, ptr noundef nonnull @alloc_c3fce1171d12859324082a2efce37dde, ptr noundef nonnull %args.i) #15, !noalias !373
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i), !noalias !369
  call void @llvm.lifetime.start.p0(ptr nonnull %_6)
  %_2.i = load double, ptr %self, align 8, !alias.scope !378, !noundef !4
  %_3.i = load double, ptr %args1.i, align 8, !alias.scope !378, !noundef !4
  %_0.i = fmul double %_2.i, %_3.i
  store double %_0.i, ptr %_6, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_8)
  %_2.i2 = fadd double %_2.i, %_3.i
  %_0.i3 = fmul double %_2.i2, 2.000000e+00
  store double %_0.i3, ptr %_8, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_4, ptr %args, align 8
  %_10.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_10.sroa.4.0..sroa_idx, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %_6, ptr %1, align 8
  %_11.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_11.sroa.4.0..sroa_idx, align 8
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 32
  store ptr %_8, ptr %2, align 8
  %_12.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr noundef nonnull %args) #15, !noalias !381
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %_8)
  call void @llvm.lifetime.end.p0(ptr nonnull %_6)
  call void @llvm.experimental.noalias.scope.decl(metadata !386)
  call void @llvm.experimental.noalias.scope.decl(metadata !389)
  call void @llvm.experimental.noalias.scope.decl(metadata !392)
  call void @llvm.experimental.noalias.scope.decl(metadata !395)
  call void @llvm.experimental.noalias.scope.decl(metadata !398)
  %self1.i.i.i.i.i.i = load i64, ptr %_4, align 8, !range !93, !alias.scope !401, !noalias !404, !noundef !4
  %3 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %3, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit", label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %start
  %4 = getelementptr inbounds nuw i8, ptr %_4, i64 8
  %self3.i.i.i.i.i.i = load ptr, ptr %4, align 8, !alias.scope !401, !noalias !404, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !406
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit": ; preds = %start, %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_4)
  ret void
}

; _03_trait_dyn::Shape::describe
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN13_03_trait_dyn5Shape8describe17hb69684ba0e593990E(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args.i = alloca [16 x i8], align 8
  %_4.i = alloca [8 x i8], align 8
  %args = alloca [48 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %_6 = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_4)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !407)
  call void @llvm.lifetime.start.p0(ptr nonnull %_4.i), !noalias !410
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %1 = load i64, ptr %0, align 8, !alias.scope !407, !noalias !412, !noundef !4
  store i64 %1, ptr %_4.i, align 8, !noalias !410
  %_8.i = icmp ult i64 %1, 576460752303423488
  tail call void @llvm.assume(i1 %_8.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i), !noalias !410
  store ptr %_4.i, ptr %args.i, align 8, !noalias !410
  %_6.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_6.sroa.4.0..sroa_idx.i, align 8, !noalias !410
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_4, ptr noundef nonnull @alloc_8867a184070240f3242b7e0d11cd4209, ptr noundef nonnull %args.i) #15, !noalias !413
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i), !noalias !410
  call void @llvm.lifetime.end.p0(ptr nonnull %_4.i), !noalias !410
  call void @llvm.lifetime.start.p0(ptr nonnull %_6)
  call void @llvm.experimental.noalias.scope.decl(metadata !418)
  call void @llvm.experimental.noalias.scope.decl(metadata !421)
  %_0.i.i.i15.not.i.i = icmp eq i64 %1, 0
  br i1 %_0.i.i.i15.not.i.i, label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit.thread", label %bb3.lr.ph.i.i

"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit.thread": ; preds = %start
  store double 0.000000e+00, ptr %_6, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_8)
  br label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E.exit"

bb3.lr.ph.i.i:                                    ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_17.i.i.i.i = load ptr, ptr %2, align 8, !alias.scope !424, !noalias !425, !nonnull !4, !noundef !4
  %xtraiter = and i64 %1, 1
  %3 = icmp eq i64 %1, 1
  br i1 %3, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader", label %bb3.lr.ph.i.i.new

bb3.lr.ph.i.i.new:                                ; preds = %bb3.lr.ph.i.i
  %unroll_iter = and i64 %1, 576460752303423486
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i", %bb3.lr.ph.i.i.new
  %accum.sroa.0.017.i.i = phi double [ -0.000000e+00, %bb3.lr.ph.i.i.new ], [ %_0.i1.i.i.i.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i" ]
  %self.sroa.0.016.i.i = phi i64 [ 0, %bb3.lr.ph.i.i.new ], [ %_0.i1.i.i.i.i.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i" ]
  %niter = phi i64 [ 0, %bb3.lr.ph.i.i.new ], [ %niter.next.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i" ]
  %_0.i1.i.i.i.i = or disjoint i64 %self.sroa.0.016.i.i, 1
  %_3.i.i.i.i = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %self.sroa.0.016.i.i
  %a.i.i.i.i = load double, ptr %_3.i.i.i.i, align 8, !noalias !431, !noundef !4
  %4 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i, i64 8
  %a1.i.i.i.i = load double, ptr %4, align 8, !noalias !431, !noundef !4
  %5 = icmp eq i64 %_0.i1.i.i.i.i, %1
  %iv.rem.i = select i1 %5, i64 0, i64 %_0.i1.i.i.i.i
  %_4.i.i3.i.i = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i
  %b.i.i.i.i = load double, ptr %_4.i.i3.i.i, align 8, !noalias !431, !noundef !4
  %6 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i, i64 8
  %b4.i.i.i.i = load double, ptr %6, align 8, !noalias !431, !noundef !4
  %_9.i.i.i.i = fmul double %a.i.i.i.i, %b4.i.i.i.i
  %_10.i.i.i.i = fmul double %a1.i.i.i.i, %b.i.i.i.i
  %_0.i.i.i.i = fsub double %_9.i.i.i.i, %_10.i.i.i.i
  %_0.i1.i.i.i = fadd double %accum.sroa.0.017.i.i, %_0.i.i.i.i
  %_0.i1.i.i.i.i.1 = add nuw nsw i64 %self.sroa.0.016.i.i, 2
  %_3.i.i.i.i.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %_0.i1.i.i.i.i
  %a.i.i.i.i.1 = load double, ptr %_3.i.i.i.i.1, align 8, !noalias !431, !noundef !4
  %7 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.1, i64 8
  %a1.i.i.i.i.1 = load double, ptr %7, align 8, !noalias !431, !noundef !4
  %8 = icmp eq i64 %_0.i1.i.i.i.i.1, %1
  %iv.rem.i.1 = select i1 %8, i64 0, i64 %_0.i1.i.i.i.i.1
  %_4.i.i3.i.i.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i.1
  %b.i.i.i.i.1 = load double, ptr %_4.i.i3.i.i.1, align 8, !noalias !431, !noundef !4
  %9 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i.1, i64 8
  %b4.i.i.i.i.1 = load double, ptr %9, align 8, !noalias !431, !noundef !4
  %_9.i.i.i.i.1 = fmul double %a.i.i.i.i.1, %b4.i.i.i.i.1
  %_10.i.i.i.i.1 = fmul double %a1.i.i.i.i.1, %b.i.i.i.i.1
  %_0.i.i.i.i.1 = fsub double %_9.i.i.i.i.1, %_10.i.i.i.i.1
  %_0.i1.i.i.i.1 = fadd double %_0.i1.i.i.i, %_0.i.i.i.i.1
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb3.lr.ph.i.i3.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i"

bb3.lr.ph.i.i3.unr-lcssa:                         ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i"
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb3.lr.ph.i.i3, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader": ; preds = %bb3.lr.ph.i.i3.unr-lcssa, %bb3.lr.ph.i.i
  %accum.sroa.0.017.i.i.epil.init = phi double [ -0.000000e+00, %bb3.lr.ph.i.i ], [ %_0.i1.i.i.i.1, %bb3.lr.ph.i.i3.unr-lcssa ]
  %self.sroa.0.016.i.i.epil.init = phi i64 [ 0, %bb3.lr.ph.i.i ], [ %_0.i1.i.i.i.i.1, %bb3.lr.ph.i.i3.unr-lcssa ]
  %lcmp.mod19 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod19)
  %_0.i1.i.i.i.i.epil = add nuw nsw i64 %self.sroa.0.016.i.i.epil.init, 1
  %_3.i.i.i.i.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %self.sroa.0.016.i.i.epil.init
  %a.i.i.i.i.epil = load double, ptr %_3.i.i.i.i.epil, align 8, !noalias !431, !noundef !4
  %10 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i.epil, i64 8
  %a1.i.i.i.i.epil = load double, ptr %10, align 8, !noalias !431, !noundef !4
  %11 = icmp eq i64 %_0.i1.i.i.i.i.epil, %1
  %iv.rem.i.epil = select i1 %11, i64 0, i64 %_0.i1.i.i.i.i.epil
  %_4.i.i3.i.i.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i.epil
  %b.i.i.i.i.epil = load double, ptr %_4.i.i3.i.i.epil, align 8, !noalias !431, !noundef !4
  %12 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i.epil, i64 8
  %b4.i.i.i.i.epil = load double, ptr %12, align 8, !noalias !431, !noundef !4
  %_9.i.i.i.i.epil = fmul double %a.i.i.i.i.epil, %b4.i.i.i.i.epil
  %_10.i.i.i.i.epil = fmul double %a1.i.i.i.i.epil, %b.i.i.i.i.epil
  %_0.i.i.i.i.epil = fsub double %_9.i.i.i.i.epil, %_10.i.i.i.i.epil
  %_0.i1.i.i.i.epil = fadd double %accum.sroa.0.017.i.i.epil.init, %_0.i.i.i.i.epil
  br label %bb3.lr.ph.i.i3

bb3.lr.ph.i.i3:                                   ; preds = %bb3.lr.ph.i.i3.unr-lcssa, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader"
  %_0.i1.i.i.i.lcssa = phi double [ %_0.i1.i.i.i.1, %bb3.lr.ph.i.i3.unr-lcssa ], [ %_0.i1.i.i.i.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.i.epil.preheader" ]
  %13 = call double @llvm.fabs.f64(double %_0.i1.i.i.i.lcssa)
  %14 = fmul double %13, 5.000000e-01
  store double %14, ptr %_6, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_8)
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i", %bb3.lr.ph.i.i3
  %accum.sroa.0.017.i.i4 = phi double [ -0.000000e+00, %bb3.lr.ph.i.i3 ], [ %_0.i.i.i.i15, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i" ]
  %self.sroa.0.016.i.i5 = phi i64 [ 0, %bb3.lr.ph.i.i3 ], [ %_0.i1.i.i.i.i6, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i" ]
  %_0.i1.i.i.i.i6 = add nuw nsw i64 %self.sroa.0.016.i.i5, 1
  %_3.i.i.i.i7 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %self.sroa.0.016.i.i5
  %a.i.i.i.i8 = load double, ptr %_3.i.i.i.i7, align 8, !noalias !432, !noundef !4
  %15 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.i7, i64 8
  %a1.i.i.i.i9 = load double, ptr %15, align 8, !noalias !432, !noundef !4
  %16 = icmp eq i64 %_0.i1.i.i.i.i6, %1
  %iv.rem.i10 = select i1 %16, i64 0, i64 %_0.i1.i.i.i.i6
  %_4.i.i3.i.i11 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i.i, i64 %iv.rem.i10
  %b.i.i.i.i12 = load double, ptr %_4.i.i3.i.i11, align 8, !noalias !432, !noundef !4
  %17 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.i11, i64 8
  %b4.i.i.i.i13 = load double, ptr %17, align 8, !noalias !432, !noundef !4
  %_11.i.i.i.i = fsub double %a.i.i.i.i8, %b.i.i.i.i12
  %18 = fmul double %_11.i.i.i.i, %_11.i.i.i.i
  %_13.i.i.i.i = fsub double %a1.i.i.i.i9, %b4.i.i.i.i13
  %19 = fmul double %_13.i.i.i.i, %_13.i.i.i.i
  %_9.i.i.i.i14 = fadd double %18, %19
  %20 = call noundef double @llvm.sqrt.f64(double %_9.i.i.i.i14)
  %_0.i.i.i.i15 = fadd double %accum.sroa.0.017.i.i4, %20
  br i1 %16, label %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E.exit", label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i"

"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E.exit": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i", %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit.thread"
  %accum.sroa.0.0.lcssa.i.i16 = phi double [ -0.000000e+00, %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE.exit.thread" ], [ %_0.i.i.i.i15, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i.i" ]
  store double %accum.sroa.0.0.lcssa.i.i16, ptr %_8, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_4, ptr %args, align 8
  %_10.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_10.sroa.4.0..sroa_idx, align 8
  %21 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %_6, ptr %21, align 8
  %_11.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_11.sroa.4.0..sroa_idx, align 8
  %22 = getelementptr inbounds nuw i8, ptr %args, i64 32
  store ptr %_8, ptr %22, align 8
  %_12.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr noundef nonnull %args) #15, !noalias !442
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %_8)
  call void @llvm.lifetime.end.p0(ptr nonnull %_6)
  call void @llvm.experimental.noalias.scope.decl(metadata !447)
  call void @llvm.experimental.noalias.scope.decl(metadata !450)
  call void @llvm.experimental.noalias.scope.decl(metadata !453)
  call void @llvm.experimental.noalias.scope.decl(metadata !456)
  call void @llvm.experimental.noalias.scope.decl(metadata !459)
  %self1.i.i.i.i.i.i = load i64, ptr %_4, align 8, !range !93, !alias.scope !462, !noalias !465, !noundef !4
  %23 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %23, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit", label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E.exit"
  %24 = getelementptr inbounds nuw i8, ptr %_4, i64 8
  %self3.i.i.i.i.i.i = load ptr, ptr %24, align 8, !alias.scope !462, !noalias !465, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !467
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit": ; preds = %"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E.exit", %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_4)
  ret void
}

; _03_trait_dyn::Shape::describe
; Function Attrs: nounwind nonlazybind uwtable
define internal void @_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args.i = alloca [16 x i8], align 8
  %args = alloca [48 x i8], align 8
  %_8 = alloca [8 x i8], align 8
  %_6 = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_4)
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i), !noalias !468
  store ptr %self, ptr %args.i, align 8, !noalias !468
  %_5.sroa.4.0..sroa_idx.i = getelementptr inbounds nuw i8, ptr %args.i, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_5.sroa.4.0..sroa_idx.i, align 8, !noalias !468
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_4, ptr noundef nonnull @alloc_796188fc52a987266f280c9b84fbce76, ptr noundef nonnull %args.i) #15, !noalias !472
  call void @llvm.lifetime.end.p0(ptr nonnull %args.i), !noalias !468
  call void @llvm.lifetime.start.p0(ptr nonnull %_6)
  %_3.i = load double, ptr %self, align 8, !alias.scope !477, !noundef !4
  %_2.i = fmul double %_3.i, 0x400921FB54442D18
  %_0.i = fmul double %_3.i, %_2.i
  store double %_0.i, ptr %_6, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_8)
  %_0.i2 = fmul double %_3.i, 0x401921FB54442D18
  store double %_0.i2, ptr %_8, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_4, ptr %args, align 8
  %_10.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_10.sroa.4.0..sroa_idx, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %_6, ptr %0, align 8
  %_11.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_11.sroa.4.0..sroa_idx, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 32
  store ptr %_8, ptr %1, align 8
  %_12.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_12.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_8a980cde6f10e4d9caa8c37ba2b3eba0, ptr noundef nonnull %args) #15, !noalias !480
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %_8)
  call void @llvm.lifetime.end.p0(ptr nonnull %_6)
  call void @llvm.experimental.noalias.scope.decl(metadata !485)
  call void @llvm.experimental.noalias.scope.decl(metadata !488)
  call void @llvm.experimental.noalias.scope.decl(metadata !491)
  call void @llvm.experimental.noalias.scope.decl(metadata !494)
  call void @llvm.experimental.noalias.scope.decl(metadata !497)
  %self1.i.i.i.i.i.i = load i64, ptr %_4, align 8, !range !93, !alias.scope !500, !noalias !503, !noundef !4
  %2 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %2, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit", label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %start
  %3 = getelementptr inbounds nuw i8, ptr %_4, i64 8
  %self3.i.i.i.i.i.i = load ptr, ptr %3, align 8, !alias.scope !500, !noalias !503, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #15, !noalias !505
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E.exit": ; preds = %start, %bb2.i.i.i.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_4)
  ret void
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17hf28c4b50d772e2adE(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #1 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.6, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h22976ddf5514e775E(ptr noundef nonnull %_4) #19
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h22976ddf5514e775E(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #15
  tail call void asm sideeffect "", "~{memory}"() #15, !srcloc !506
  ret void
}

; <&T as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hdd7b99eda8407d35E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3.0 = load ptr, ptr %self, align 8, !nonnull !4, !align !507, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3.1 = load i64, ptr %0, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0, i64 noundef %_3.1, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #15
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h06513768e8861ab4E"(ptr noundef readonly captures(none) %_1) unnamed_addr #0 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h22976ddf5514e775E(ptr noundef nonnull readonly %0) #19, !noalias !508
  ret i32 0
}

; core::ptr::drop_in_place<03_trait_dyn::Polygon>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %_1) unnamed_addr #1 {
start:
  tail call void @llvm.experimental.noalias.scope.decl(metadata !511)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !514)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !517)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !520)
  %self1.i.i.i.i.i = load i64, ptr %_1, align 8, !range !93, !alias.scope !523, !noalias !526, !noundef !4
  %0 = icmp eq i64 %self1.i.i.i.i.i, 0
  br i1 %0, label %"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE.exit", label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %start
  %alloc_size.i.i.i.i.i = shl nuw i64 %self1.i.i.i.i.i, 4
  %1 = getelementptr inbounds nuw i8, ptr %_1, i64 8
  %self3.i.i.i.i.i = load ptr, ptr %1, align 8, !alias.scope !523, !noalias !526, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #15, !noalias !528
  br label %"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE.exit"

"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE.exit": ; preds = %start, %bb2.i.i.i.i
  ret void
}

; <03_trait_dyn::Rect as 03_trait_dyn::Shape>::area
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef double @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self) unnamed_addr #3 {
start:
  %_2 = load double, ptr %self, align 8, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3 = load double, ptr %0, align 8, !noundef !4
  %_0 = fmul double %_2, %_3
  ret double %_0
}

; <03_trait_dyn::Rect as 03_trait_dyn::Shape>::name
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args = alloca [32 x i8], align 8
  %args1 = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %self, ptr %args, align 8
  %_6.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_6.sroa.4.0..sroa_idx, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %args1, ptr %0, align 8
  %_7.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_7.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_c3fce1171d12859324082a2efce37dde, ptr noundef nonnull %args) #15, !noalias !529
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  ret void
}

; <03_trait_dyn::Rect as 03_trait_dyn::Shape>::perimeter
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef double @"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17ha4452b4730109bbaE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self) unnamed_addr #3 {
start:
  %_3 = load double, ptr %self, align 8, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_4 = load double, ptr %0, align 8, !noundef !4
  %_2 = fadd double %_3, %_4
  %_0 = fmul double %_2, 2.000000e+00
  ret double %_0
}

; <03_trait_dyn::Circle as 03_trait_dyn::Shape>::area
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #3 {
start:
  %_3 = load double, ptr %self, align 8, !noundef !4
  %_2 = fmul double %_3, 0x400921FB54442D18
  %_0 = fmul double %_3, %_2
  ret double %_0
}

; <03_trait_dyn::Circle as 03_trait_dyn::Shape>::name
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args = alloca [16 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %self, ptr %args, align 8
  %_5.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_5.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_796188fc52a987266f280c9b84fbce76, ptr noundef nonnull %args) #15, !noalias !534
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  ret void
}

; <03_trait_dyn::Circle as 03_trait_dyn::Shape>::perimeter
; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable
define internal noundef double @"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h5315d6b1b4124983E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #3 {
start:
  %_2 = load double, ptr %self, align 8, !noundef !4
  %_0 = fmul double %_2, 0x401921FB54442D18
  ret double %_0
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::area
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal noundef double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %1 = load i64, ptr %0, align 8, !noundef !4
  %_8 = icmp ult i64 %1, 576460752303423488
  tail call void @llvm.assume(i1 %_8)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !539)
  %_0.i.i.i15.not.i = icmp eq i64 %1, 0
  br i1 %_0.i.i.i15.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit, label %bb3.lr.ph.i

bb3.lr.ph.i:                                      ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_17.i.i.i = load ptr, ptr %2, align 8, !alias.scope !539, !noalias !542, !nonnull !4, !noundef !4
  %xtraiter = and i64 %1, 1
  %3 = icmp eq i64 %1, 1
  br i1 %3, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.epil.preheader", label %bb3.lr.ph.i.new

bb3.lr.ph.i.new:                                  ; preds = %bb3.lr.ph.i
  %unroll_iter = and i64 %1, 576460752303423486
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i": ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i", %bb3.lr.ph.i.new
  %accum.sroa.0.017.i = phi double [ -0.000000e+00, %bb3.lr.ph.i.new ], [ %_0.i1.i.i.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i" ]
  %self.sroa.0.016.i = phi i64 [ 0, %bb3.lr.ph.i.new ], [ %_0.i1.i.i.i.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i" ]
  %niter = phi i64 [ 0, %bb3.lr.ph.i.new ], [ %niter.next.1, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i" ]
  %_0.i1.i.i.i = or disjoint i64 %self.sroa.0.016.i, 1
  %_3.i.i.i = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i, i64 %self.sroa.0.016.i
  %a.i.i.i = load double, ptr %_3.i.i.i, align 8, !noalias !548, !noundef !4
  %4 = getelementptr inbounds nuw i8, ptr %_3.i.i.i, i64 8
  %a1.i.i.i = load double, ptr %4, align 8, !noalias !548, !noundef !4
  %5 = icmp eq i64 %_0.i1.i.i.i, %1
  %iv.rem = select i1 %5, i64 0, i64 %_0.i1.i.i.i
  %_4.i.i3.i = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i, i64 %iv.rem
  %b.i.i.i = load double, ptr %_4.i.i3.i, align 8, !noalias !548, !noundef !4
  %6 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i, i64 8
  %b4.i.i.i = load double, ptr %6, align 8, !noalias !548, !noundef !4
  %_9.i.i.i = fmul double %a.i.i.i, %b4.i.i.i
  %_10.i.i.i = fmul double %a1.i.i.i, %b.i.i.i
  %_0.i.i.i = fsub double %_9.i.i.i, %_10.i.i.i
  %_0.i1.i.i = fadd double %accum.sroa.0.017.i, %_0.i.i.i
  %_0.i1.i.i.i.1 = add nuw nsw i64 %self.sroa.0.016.i, 2
  %_3.i.i.i.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i, i64 %_0.i1.i.i.i
  %a.i.i.i.1 = load double, ptr %_3.i.i.i.1, align 8, !noalias !548, !noundef !4
  %7 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.1, i64 8
  %a1.i.i.i.1 = load double, ptr %7, align 8, !noalias !548, !noundef !4
  %8 = icmp eq i64 %_0.i1.i.i.i.1, %1
  %iv.rem.1 = select i1 %8, i64 0, i64 %_0.i1.i.i.i.1
  %_4.i.i3.i.1 = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i, i64 %iv.rem.1
  %b.i.i.i.1 = load double, ptr %_4.i.i3.i.1, align 8, !noalias !548, !noundef !4
  %9 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.1, i64 8
  %b4.i.i.i.1 = load double, ptr %9, align 8, !noalias !548, !noundef !4
  %_9.i.i.i.1 = fmul double %a.i.i.i.1, %b4.i.i.i.1
  %_10.i.i.i.1 = fmul double %a1.i.i.i.1, %b.i.i.i.1
  %_0.i.i.i.1 = fsub double %_9.i.i.i.1, %_10.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i"

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i"
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.epil.preheader"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.epil.preheader": ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa, %bb3.lr.ph.i
  %accum.sroa.0.017.i.epil.init = phi double [ -0.000000e+00, %bb3.lr.ph.i ], [ %_0.i1.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa ]
  %self.sroa.0.016.i.epil.init = phi i64 [ 0, %bb3.lr.ph.i ], [ %_0.i1.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  %_0.i1.i.i.i.epil = add nuw nsw i64 %self.sroa.0.016.i.epil.init, 1
  %_3.i.i.i.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i, i64 %self.sroa.0.016.i.epil.init
  %a.i.i.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !noalias !548, !noundef !4
  %10 = getelementptr inbounds nuw i8, ptr %_3.i.i.i.epil, i64 8
  %a1.i.i.i.epil = load double, ptr %10, align 8, !noalias !548, !noundef !4
  %11 = icmp eq i64 %_0.i1.i.i.i.epil, %1
  %iv.rem.epil = select i1 %11, i64 0, i64 %_0.i1.i.i.i.epil
  %_4.i.i3.i.epil = getelementptr inbounds nuw { double, double }, ptr %_17.i.i.i, i64 %iv.rem.epil
  %b.i.i.i.epil = load double, ptr %_4.i.i3.i.epil, align 8, !noalias !548, !noundef !4
  %12 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i.epil, i64 8
  %b4.i.i.i.epil = load double, ptr %12, align 8, !noalias !548, !noundef !4
  %_9.i.i.i.epil = fmul double %a.i.i.i.epil, %b4.i.i.i.epil
  %_10.i.i.i.epil = fmul double %a1.i.i.i.epil, %b.i.i.i.epil
  %_0.i.i.i.epil = fsub double %_9.i.i.i.epil, %_10.i.i.i.epil
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.017.i.epil.init, %_0.i.i.i.epil
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit: ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.epil.preheader"
  %_0.i1.i.i.lcssa = phi double [ %_0.i1.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit.unr-lcssa ], [ %_0.i1.i.i.epil, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE.exit.i.epil.preheader" ]
  %13 = tail call double @llvm.fabs.f64(double %_0.i1.i.i.lcssa)
  %14 = fmul double %13, 5.000000e-01
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit

_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit: ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit, %start
  %accum.sroa.0.0.lcssa.i = phi double [ 0.000000e+00, %start ], [ %14, %_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E.exit.loopexit ]
  ret double %accum.sroa.0.0.lcssa.i
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::name
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E"(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %args = alloca [16 x i8], align 8
  %_4 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_4)
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %1 = load i64, ptr %0, align 8, !noundef !4
  store i64 %1, ptr %_4, align 8
  %_8 = icmp ult i64 %1, 576460752303423488
  tail call void @llvm.assume(i1 %_8)
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_4, ptr %args, align 8
  %_6.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_6.sroa.4.0..sroa_idx, align 8
; call alloc::fmt::format::format_inner
  call void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_0, ptr noundef nonnull @alloc_8867a184070240f3242b7e0d11cd4209, ptr noundef nonnull %args) #15, !noalias !549
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %_4)
  ret void
}

; <03_trait_dyn::Polygon as 03_trait_dyn::Shape>::perimeter
; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable
define internal noundef double @"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %1 = load i64, ptr %0, align 8, !noundef !4
  %_6 = icmp ult i64 %1, 576460752303423488
  tail call void @llvm.assume(i1 %_6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !554)
  %_0.i.i.i15.not.i = icmp eq i64 %1, 0
  br i1 %_0.i.i.i15.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE.exit, label %bb3.lr.ph.i

bb3.lr.ph.i:                                      ; preds = %start
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_20.i.i.i = load ptr, ptr %2, align 8, !alias.scope !554, !noalias !557, !nonnull !4, !noundef !4
  br label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i"

"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i": ; preds = %bb3.lr.ph.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i"
  %accum.sroa.0.017.i = phi double [ -0.000000e+00, %bb3.lr.ph.i ], [ %_0.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i" ]
  %self.sroa.0.016.i = phi i64 [ 0, %bb3.lr.ph.i ], [ %_0.i1.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i" ]
  %_0.i1.i.i.i = add nuw nsw i64 %self.sroa.0.016.i, 1
  %_3.i.i.i = getelementptr inbounds nuw { double, double }, ptr %_20.i.i.i, i64 %self.sroa.0.016.i
  %a.i.i.i = load double, ptr %_3.i.i.i, align 8, !noalias !563, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %_3.i.i.i, i64 8
  %a1.i.i.i = load double, ptr %3, align 8, !noalias !563, !noundef !4
  %4 = icmp eq i64 %_0.i1.i.i.i, %1
  %iv.rem = select i1 %4, i64 0, i64 %_0.i1.i.i.i
  %_4.i.i3.i = getelementptr inbounds nuw { double, double }, ptr %_20.i.i.i, i64 %iv.rem
  %b.i.i.i = load double, ptr %_4.i.i3.i, align 8, !noalias !563, !noundef !4
  %5 = getelementptr inbounds nuw i8, ptr %_4.i.i3.i, i64 8
  %b4.i.i.i = load double, ptr %5, align 8, !noalias !563, !noundef !4
  %_11.i.i.i = fsub double %a.i.i.i, %b.i.i.i
  %6 = fmul double %_11.i.i.i, %_11.i.i.i
  %_13.i.i.i = fsub double %a1.i.i.i, %b4.i.i.i
  %7 = fmul double %_13.i.i.i, %_13.i.i.i
  %_9.i.i.i = fadd double %6, %7
  %8 = tail call noundef double @llvm.sqrt.f64(double %_9.i.i.i)
  %_0.i.i.i = fadd double %accum.sroa.0.017.i, %8
  br i1 %4, label %_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE.exit, label %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i"

_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE.exit: ; preds = %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i", %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i.i.i, %"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E.exit.i" ]
  ret double %accum.sroa.0.0.lcssa.i
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #7

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #8

; alloc::alloc::handle_alloc_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc5alloc18handle_alloc_error(i64 noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #9

; <str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #10

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; <f64 as core::fmt::LowerExp>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_8LowerExp3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #1

; alloc::fmt::format::format_inner
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNvNtCslNYArtu3iFV_5alloc3fmt6format12format_inner(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #9

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #11

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #12 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN13_03_trait_dyn4main17h61b09f3b8f535897E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.6, i64 noundef %2, ptr noundef %1, i8 noundef 0) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #14

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(argmem: read) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nofree norecurse nosync nounwind nonlazybind memory(read, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nounwind }
attributes #16 = { noreturn nounwind }
attributes #17 = { inlinehint nounwind }
attributes #18 = { noinline noreturn nounwind }
attributes #19 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{}
!5 = !{!"branch_weights", !"expected", i32 1717128, i32 2145766520}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h0d0b4d23b3a53156E: %x"}
!8 = distinct !{!8, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h0d0b4d23b3a53156E"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h5a959c93df589cc4E: %_0"}
!11 = distinct !{!11, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h5a959c93df589cc4E"}
!12 = distinct !{!12, !13, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E: %_0"}
!13 = distinct !{!13, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h769acbaf86afba05E"}
!14 = !{!12}
!15 = !{!16, !18, !20, !22, !24, !26, !28, !30, !12}
!16 = distinct !{!16, !17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE: %_1"}
!17 = distinct !{!17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE"}
!18 = distinct !{!18, !19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E: %_1"}
!19 = distinct !{!19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E"}
!20 = distinct !{!20, !21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE: %_1"}
!21 = distinct !{!21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE"}
!22 = distinct !{!22, !23, !"_ZN4core4iter6traits8iterator8Iterator4fold17h138f8d2dbbe68596E: %f"}
!23 = distinct !{!23, !"_ZN4core4iter6traits8iterator8Iterator4fold17h138f8d2dbbe68596E"}
!24 = distinct !{!24, !25, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb14cc707ed23eddbE: %g"}
!25 = distinct !{!25, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb14cc707ed23eddbE"}
!26 = distinct !{!26, !27, !"_ZN4core4iter6traits8iterator8Iterator8for_each17ha9e261db1bc65425E: %f"}
!27 = distinct !{!27, !"_ZN4core4iter6traits8iterator8Iterator8for_each17ha9e261db1bc65425E"}
!28 = distinct !{!28, !29, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h586c3313ef948241E: %self"}
!29 = distinct !{!29, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h586c3313ef948241E"}
!30 = distinct !{!30, !31, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h92e2a9dba1ff9a77E: %self"}
!31 = distinct !{!31, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h92e2a9dba1ff9a77E"}
!32 = !{!33, !34, !35, !22, !24, !26, !28, !30, !12}
!33 = distinct !{!33, !17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE: %_1:It1"}
!34 = distinct !{!34, !19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E: %_1:It1"}
!35 = distinct !{!35, !21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE: %_1:It1"}
!36 = !{!37, !38, !39, !22, !24, !26, !28, !30, !12}
!37 = distinct !{!37, !17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE: %_1:It2"}
!38 = distinct !{!38, !19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E: %_1:It2"}
!39 = distinct !{!39, !21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE: %_1:It2"}
!40 = !{!41, !42, !43, !22, !24, !26, !28, !30, !12}
!41 = distinct !{!41, !17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE: %_1:It3"}
!42 = distinct !{!42, !19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E: %_1:It3"}
!43 = distinct !{!43, !21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE: %_1:It3"}
!44 = !{!45, !46, !47, !22, !24, !26, !28, !30, !12}
!45 = distinct !{!45, !17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE: %_1:It4"}
!46 = distinct !{!46, !19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E: %_1:It4"}
!47 = distinct !{!47, !21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE: %_1:It4"}
!48 = !{!49, !50, !51, !22, !24, !26, !28, !30, !12}
!49 = distinct !{!49, !17, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h89dfb2a801faaa5eE: %_1:It5"}
!50 = distinct !{!50, !19, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h2ab8f20a73e55a78E: %_1:It5"}
!51 = distinct !{!51, !21, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h59a1e117938a099bE: %_1:It5"}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h0d0b4d23b3a53156E: %x"}
!54 = distinct !{!54, !"_ZN5alloc5boxed12Box$LT$T$GT$3new17h0d0b4d23b3a53156E"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE: %self"}
!57 = distinct !{!57, !"_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE"}
!58 = !{!59, !56}
!59 = distinct !{!59, !57, !"_ZN13_03_trait_dyn5Shape8describe17he80fa09b165c224eE: %_0"}
!60 = !{!61, !63, !59, !56}
!61 = distinct !{!61, !62, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E: %_0"}
!62 = distinct !{!62, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E"}
!63 = distinct !{!63, !62, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E: %self"}
!64 = !{!65, !67, !59}
!65 = distinct !{!65, !66, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!66 = distinct !{!66, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!67 = distinct !{!67, !68, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!68 = distinct !{!68, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!69 = !{!70, !56}
!70 = distinct !{!70, !71, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE: %self"}
!71 = distinct !{!71, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"}
!72 = !{!59}
!73 = !{!74, !76}
!74 = distinct !{!74, !75, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!75 = distinct !{!75, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!76 = distinct !{!76, !77, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!77 = distinct !{!77, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1"}
!80 = distinct !{!80, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1"}
!83 = distinct !{!83, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"}
!84 = !{!85}
!85 = distinct !{!85, !86, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1"}
!86 = distinct !{!86, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"}
!87 = !{!88}
!88 = distinct !{!88, !89, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self"}
!89 = distinct !{!89, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE"}
!90 = !{!91}
!91 = distinct !{!91, !92, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!92 = distinct !{!92, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!93 = !{i64 0, i64 -9223372036854775808}
!94 = !{!95, !91, !88, !85, !82, !79}
!95 = distinct !{!95, !96, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!96 = distinct !{!96, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!97 = !{!98, !59, !56}
!98 = distinct !{!98, !96, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!99 = !{!91, !88, !85, !82, !79, !59}
!100 = !{!101}
!101 = distinct !{!101, !102, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1"}
!102 = distinct !{!102, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"}
!103 = !{!104}
!104 = distinct !{!104, !105, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1"}
!105 = distinct !{!105, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"}
!106 = !{!107}
!107 = distinct !{!107, !108, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1"}
!108 = distinct !{!108, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"}
!109 = !{!110}
!110 = distinct !{!110, !111, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self"}
!111 = distinct !{!111, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE"}
!112 = !{!113}
!113 = distinct !{!113, !114, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!114 = distinct !{!114, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!115 = !{!116, !113, !110, !107, !104, !101}
!116 = distinct !{!116, !117, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!117 = distinct !{!117, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!118 = !{!119}
!119 = distinct !{!119, !117, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!120 = !{!113, !110, !107, !104, !101}
!121 = !{!122}
!122 = distinct !{!122, !102, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1:It1"}
!123 = !{!124}
!124 = distinct !{!124, !105, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1:It1"}
!125 = !{!126}
!126 = distinct !{!126, !108, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1:It1"}
!127 = !{!128}
!128 = distinct !{!128, !111, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self:It1"}
!129 = !{!130}
!130 = distinct !{!130, !114, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self:It1"}
!131 = !{!116, !130, !128, !126, !124, !122}
!132 = !{!130, !128, !126, !124, !122}
!133 = !{!134}
!134 = distinct !{!134, !102, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1:It2"}
!135 = !{!136}
!136 = distinct !{!136, !105, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1:It2"}
!137 = !{!138}
!138 = distinct !{!138, !108, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1:It2"}
!139 = !{!140}
!140 = distinct !{!140, !111, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self:It2"}
!141 = !{!142}
!142 = distinct !{!142, !114, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self:It2"}
!143 = !{!116, !142, !140, !138, !136, !134}
!144 = !{!142, !140, !138, !136, !134}
!145 = !{!146}
!146 = distinct !{!146, !102, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1:It3"}
!147 = !{!148}
!148 = distinct !{!148, !105, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1:It3"}
!149 = !{!150}
!150 = distinct !{!150, !108, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1:It3"}
!151 = !{!152}
!152 = distinct !{!152, !111, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self:It3"}
!153 = !{!154}
!154 = distinct !{!154, !114, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self:It3"}
!155 = !{!116, !154, !152, !150, !148, !146}
!156 = !{!154, !152, !150, !148, !146}
!157 = !{!158}
!158 = distinct !{!158, !159, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE: %self"}
!159 = distinct !{!159, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"}
!160 = !{!161, !163, !165}
!161 = distinct !{!161, !162, !"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E: %s"}
!162 = distinct !{!162, !"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E"}
!163 = distinct !{!163, !164, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E: %elt"}
!164 = distinct !{!164, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E"}
!165 = distinct !{!165, !166, !"_ZN13_03_trait_dyn14total_area_dyn17h15b4f169831b46a5E: %v.0"}
!166 = distinct !{!166, !"_ZN13_03_trait_dyn14total_area_dyn17h15b4f169831b46a5E"}
!167 = !{!168}
!168 = distinct !{!168, !169, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E: %self"}
!169 = distinct !{!169, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E"}
!170 = !{!171, !172, !165}
!171 = distinct !{!171, !162, !"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E: %s:It1"}
!172 = distinct !{!172, !164, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E: %elt:It1"}
!173 = !{!174}
!174 = distinct !{!174, !175, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE: %self"}
!175 = distinct !{!175, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"}
!176 = !{!177, !178, !165}
!177 = distinct !{!177, !162, !"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E: %s:It2"}
!178 = distinct !{!178, !164, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E: %elt:It2"}
!179 = !{!180}
!180 = distinct !{!180, !181, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 0"}
!181 = distinct !{!181, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E"}
!182 = !{!180, !174}
!183 = !{!184, !186, !188, !177, !178, !165}
!184 = distinct !{!184, !185, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E: %_1"}
!185 = distinct !{!185, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"}
!186 = distinct !{!186, !187, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE: %_1"}
!187 = distinct !{!187, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"}
!188 = distinct !{!188, !181, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 1"}
!189 = !{!184, !186, !180, !188, !174, !177, !178, !165}
!190 = !{!191}
!191 = distinct !{!191, !192, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE: %self"}
!192 = distinct !{!192, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"}
!193 = !{!194, !195, !165}
!194 = distinct !{!194, !162, !"_ZN13_03_trait_dyn14total_area_dyn28_$u7b$$u7b$closure$u7d$$u7d$17hb797b1f1f816dbb4E: %s:It3"}
!195 = distinct !{!195, !164, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h036e378b83547ba6E: %elt:It3"}
!196 = !{!197}
!197 = distinct !{!197, !198, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 0"}
!198 = distinct !{!198, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E"}
!199 = !{!197, !191}
!200 = !{!201, !203, !205, !194, !195, !165}
!201 = distinct !{!201, !202, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E: %_1"}
!202 = distinct !{!202, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"}
!203 = distinct !{!203, !204, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE: %_1"}
!204 = distinct !{!204, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"}
!205 = distinct !{!205, !198, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 1"}
!206 = !{!201, !203, !197, !205, !191, !194, !195, !165}
!207 = !{!208}
!208 = distinct !{!208, !209, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE: %self"}
!209 = distinct !{!209, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"}
!210 = !{!211, !213, !214, !216, !217, !219, !220, !222, !223}
!211 = distinct !{!211, !212, !"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h63926f261927fa1bE: %a"}
!212 = distinct !{!212, !"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h63926f261927fa1bE"}
!213 = distinct !{!213, !212, !"_ZN13_03_trait_dyn4main28_$u7b$$u7b$closure$u7d$$u7d$17h63926f261927fa1bE: %b"}
!214 = distinct !{!214, !215, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17h0b5332dd30436664E: argument 0"}
!215 = distinct !{!215, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17h0b5332dd30436664E"}
!216 = distinct !{!216, !215, !"_ZN4core3ops8function5impls80_$LT$impl$u20$core..ops..function..FnOnce$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$9call_once17h0b5332dd30436664E: argument 1"}
!217 = distinct !{!217, !218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E: argument 0"}
!218 = distinct !{!218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E"}
!219 = distinct !{!219, !218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E: argument 1"}
!220 = distinct !{!220, !221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE: %x"}
!221 = distinct !{!221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE"}
!222 = distinct !{!222, !221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE: %y"}
!223 = distinct !{!223, !224, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1d590f6fbc10fe25E: %init"}
!224 = distinct !{!224, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1d590f6fbc10fe25E"}
!225 = !{!226}
!226 = distinct !{!226, !227, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E: %self"}
!227 = distinct !{!227, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E"}
!228 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!229 = !{!211, !213, !214, !216, !230, !231, !232, !233, !223}
!230 = distinct !{!230, !218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E: argument 0:It1"}
!231 = distinct !{!231, !218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E: argument 1:It1"}
!232 = distinct !{!232, !221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE: %x:It1"}
!233 = distinct !{!233, !221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE: %y:It1"}
!234 = !{!235}
!235 = distinct !{!235, !236, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE: %self"}
!236 = distinct !{!236, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"}
!237 = !{!238}
!238 = distinct !{!238, !239, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 0"}
!239 = distinct !{!239, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E"}
!240 = !{!238, !235}
!241 = !{!242, !244, !246, !211, !213, !214, !216, !230, !231, !232, !233, !223}
!242 = distinct !{!242, !243, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E: %_1"}
!243 = distinct !{!243, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"}
!244 = distinct !{!244, !245, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE: %_1"}
!245 = distinct !{!245, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"}
!246 = distinct !{!246, !239, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 1"}
!247 = !{!242, !244, !238, !246, !235, !211, !213, !214, !216, !230, !231, !232, !233, !223}
!248 = !{!249, !250}
!249 = distinct !{!249, !218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E: argument 0:It2"}
!250 = distinct !{!250, !221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE: %x:It2"}
!251 = !{!211, !213, !214, !216, !252, !253}
!252 = distinct !{!252, !218, !"_ZN4core3cmp6max_by17h8c44d3354be63274E: argument 1:It2"}
!253 = distinct !{!253, !221, !"_ZN4core4iter6traits8iterator8Iterator6max_by4fold28_$u7b$$u7b$closure$u7d$$u7d$17h9741f7f3b84f4b2bE: %y:It2"}
!254 = !{!250}
!255 = !{!249}
!256 = !{!211, !213, !214, !216, !249, !252, !250, !253, !223}
!257 = !{!258}
!258 = distinct !{!258, !259, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE: %self"}
!259 = distinct !{!259, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"}
!260 = !{!261}
!261 = distinct !{!261, !262, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 0"}
!262 = distinct !{!262, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E"}
!263 = !{!261, !258}
!264 = !{!265, !267, !269, !211, !213, !214, !216, !249, !252, !250, !253, !223}
!265 = distinct !{!265, !266, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E: %_1"}
!266 = distinct !{!266, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"}
!267 = distinct !{!267, !268, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE: %_1"}
!268 = distinct !{!268, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"}
!269 = distinct !{!269, !262, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 1"}
!270 = !{!265, !267, !261, !269, !258, !211, !213, !214, !216, !249, !252, !250, !253, !223}
!271 = !{!272}
!272 = distinct !{!272, !273, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1"}
!273 = distinct !{!273, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"}
!274 = !{!275}
!275 = distinct !{!275, !276, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1"}
!276 = distinct !{!276, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"}
!277 = !{!278}
!278 = distinct !{!278, !279, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1"}
!279 = distinct !{!279, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"}
!280 = !{!281}
!281 = distinct !{!281, !282, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self"}
!282 = distinct !{!282, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE"}
!283 = !{!284}
!284 = distinct !{!284, !285, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!285 = distinct !{!285, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!286 = !{!287, !284, !281, !278, !275, !272}
!287 = distinct !{!287, !288, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!288 = distinct !{!288, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!289 = !{!290}
!290 = distinct !{!290, !288, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!291 = !{!284, !281, !278, !275, !272}
!292 = !{!293}
!293 = distinct !{!293, !294, !"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hf98da393db3a09ccE: %f.1"}
!294 = distinct !{!294, !"_ZN59_$LT$03_trait_dyn..Rk4$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hf98da393db3a09ccE"}
!295 = !{!296, !298, !300, !302, !304}
!296 = distinct !{!296, !297, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E: %self"}
!297 = distinct !{!297, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E"}
!298 = distinct !{!298, !299, !"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E: %_1"}
!299 = distinct !{!299, !"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E"}
!300 = distinct !{!300, !301, !"_ZN4core3ptr83drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$u5d$$GT$17h6e208e3aff2c5438E: %_1.0"}
!301 = distinct !{!301, !"_ZN4core3ptr83drop_in_place$LT$$u5b$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$u5d$$GT$17h6e208e3aff2c5438E"}
!302 = distinct !{!302, !303, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf53c7b90708a540fE: %self"}
!303 = distinct !{!303, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf53c7b90708a540fE"}
!304 = distinct !{!304, !305, !"_ZN4core3ptr96drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h2a1adfe3d493d65fE: %_1"}
!305 = distinct !{!305, !"_ZN4core3ptr96drop_in_place$LT$alloc..vec..Vec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h2a1adfe3d493d65fE"}
!306 = !{!307, !308, !300, !302, !304}
!307 = distinct !{!307, !297, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E: %self:It1"}
!308 = distinct !{!308, !299, !"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E: %_1:It1"}
!309 = !{!310}
!310 = distinct !{!310, !311, !"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E: %_1"}
!311 = distinct !{!311, !"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E"}
!312 = !{!313}
!313 = distinct !{!313, !314, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE: %_1"}
!314 = distinct !{!314, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE"}
!315 = !{!316, !300, !302, !304}
!316 = distinct !{!316, !299, !"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E: %_1:It2"}
!317 = !{!318}
!318 = distinct !{!318, !319, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE: %_1"}
!319 = distinct !{!319, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE"}
!320 = !{!321}
!321 = distinct !{!321, !322, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E: %self"}
!322 = distinct !{!322, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E"}
!323 = !{!324}
!324 = distinct !{!324, !325, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!325 = distinct !{!325, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!326 = !{!327, !324, !321, !318, !313, !310}
!327 = distinct !{!327, !328, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!328 = distinct !{!328, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!329 = !{!330, !316, !300, !302, !304}
!330 = distinct !{!330, !328, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!331 = !{!324, !321, !318, !313, !310, !316, !300, !302, !304}
!332 = !{!333, !316, !300, !302, !304}
!333 = distinct !{!333, !297, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E: %self:It2"}
!334 = !{!335}
!335 = distinct !{!335, !336, !"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E: %_1"}
!336 = distinct !{!336, !"_ZN4core3ptr42drop_in_place$LT$03_trait_dyn..Polygon$GT$17h1fa1898cd851c923E"}
!337 = !{!338}
!338 = distinct !{!338, !339, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE: %_1"}
!339 = distinct !{!339, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE"}
!340 = !{!341, !300, !302, !304}
!341 = distinct !{!341, !299, !"_ZN4core3ptr73drop_in_place$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$17h5025eb02e7469774E: %_1:It3"}
!342 = !{!343}
!343 = distinct !{!343, !344, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE: %_1"}
!344 = distinct !{!344, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE"}
!345 = !{!346}
!346 = distinct !{!346, !347, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E: %self"}
!347 = distinct !{!347, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E"}
!348 = !{!349}
!349 = distinct !{!349, !350, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!350 = distinct !{!350, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!351 = !{!352, !349, !346, !343, !338, !335}
!352 = distinct !{!352, !353, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!353 = distinct !{!353, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!354 = !{!355, !341, !300, !302, !304}
!355 = distinct !{!355, !353, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!356 = !{!349, !346, !343, !338, !335, !341, !300, !302, !304}
!357 = !{!358, !341, !300, !302, !304}
!358 = distinct !{!358, !297, !"_ZN72_$LT$alloc..boxed..Box$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hb0633b5bed803a48E: %self:It3"}
!359 = !{!360, !362, !364, !304}
!360 = distinct !{!360, !361, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!361 = distinct !{!361, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!362 = distinct !{!362, !363, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3c30e7c21565409eE: %self"}
!363 = distinct !{!363, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h3c30e7c21565409eE"}
!364 = distinct !{!364, !365, !"_ZN4core3ptr103drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h407c3720cad001b7E: %_1"}
!365 = distinct !{!365, !"_ZN4core3ptr103drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..boxed..Box$LT$dyn$u20$03_trait_dyn..Shape$GT$$GT$$GT$17h407c3720cad001b7E"}
!366 = !{!367}
!367 = distinct !{!367, !368, !"_ZN61_$LT$03_trait_dyn..Euler$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hc30f73b7962752c9E: %f.1"}
!368 = distinct !{!368, !"_ZN61_$LT$03_trait_dyn..Euler$u20$as$u20$03_trait_dyn..Stepper$GT$4step17hc30f73b7962752c9E"}
!369 = !{!370, !372}
!370 = distinct !{!370, !371, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E: %_0"}
!371 = distinct !{!371, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E"}
!372 = distinct !{!372, !371, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4name17hd8556061fa60d2b6E: %self"}
!373 = !{!374, !376}
!374 = distinct !{!374, !375, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!375 = distinct !{!375, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!376 = distinct !{!376, !377, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!377 = distinct !{!377, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!378 = !{!379}
!379 = distinct !{!379, !380, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E: %self"}
!380 = distinct !{!380, !"_ZN58_$LT$03_trait_dyn..Rect$u20$as$u20$03_trait_dyn..Shape$GT$4area17hb73e673f72964fd6E"}
!381 = !{!382, !384}
!382 = distinct !{!382, !383, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!383 = distinct !{!383, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!384 = distinct !{!384, !385, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!385 = distinct !{!385, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!386 = !{!387}
!387 = distinct !{!387, !388, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1"}
!388 = distinct !{!388, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"}
!389 = !{!390}
!390 = distinct !{!390, !391, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1"}
!391 = distinct !{!391, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"}
!392 = !{!393}
!393 = distinct !{!393, !394, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1"}
!394 = distinct !{!394, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"}
!395 = !{!396}
!396 = distinct !{!396, !397, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self"}
!397 = distinct !{!397, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE"}
!398 = !{!399}
!399 = distinct !{!399, !400, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!400 = distinct !{!400, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!401 = !{!402, !399, !396, !393, !390, !387}
!402 = distinct !{!402, !403, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!403 = distinct !{!403, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!404 = !{!405}
!405 = distinct !{!405, !403, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!406 = !{!399, !396, !393, !390, !387}
!407 = !{!408}
!408 = distinct !{!408, !409, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E: %self"}
!409 = distinct !{!409, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E"}
!410 = !{!411, !408}
!411 = distinct !{!411, !409, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4name17h46aec75848e39218E: %_0"}
!412 = !{!411}
!413 = !{!414, !416, !408}
!414 = distinct !{!414, !415, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!415 = distinct !{!415, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!416 = distinct !{!416, !417, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!417 = distinct !{!417, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!418 = !{!419}
!419 = distinct !{!419, !420, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE: %self"}
!420 = distinct !{!420, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc171c5631a03012fE"}
!421 = !{!422}
!422 = distinct !{!422, !423, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 0"}
!423 = distinct !{!423, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E"}
!424 = !{!422, !419}
!425 = !{!426, !428, !430}
!426 = distinct !{!426, !427, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E: %_1"}
!427 = distinct !{!427, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"}
!428 = distinct !{!428, !429, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE: %_1"}
!429 = distinct !{!429, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"}
!430 = distinct !{!430, !423, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 1"}
!431 = !{!426, !428, !422, !430, !419}
!432 = !{!433, !435, !437, !439, !440}
!433 = distinct !{!433, !434, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter28_$u7b$$u7b$closure$u7d$$u7d$17h0e596e26446fecaeE: %_1"}
!434 = distinct !{!434, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter28_$u7b$$u7b$closure$u7d$$u7d$17h0e596e26446fecaeE"}
!435 = distinct !{!435, !436, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E: %_1"}
!436 = distinct !{!436, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E"}
!437 = distinct !{!437, !438, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE: argument 0"}
!438 = distinct !{!438, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE"}
!439 = distinct !{!439, !438, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE: argument 1"}
!440 = distinct !{!440, !441, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E: %self"}
!441 = distinct !{!441, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter17h25babc3c79f651c1E"}
!442 = !{!443, !445}
!443 = distinct !{!443, !444, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!444 = distinct !{!444, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!445 = distinct !{!445, !446, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!446 = distinct !{!446, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!447 = !{!448}
!448 = distinct !{!448, !449, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1"}
!449 = distinct !{!449, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"}
!450 = !{!451}
!451 = distinct !{!451, !452, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1"}
!452 = distinct !{!452, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"}
!453 = !{!454}
!454 = distinct !{!454, !455, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1"}
!455 = distinct !{!455, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"}
!456 = !{!457}
!457 = distinct !{!457, !458, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self"}
!458 = distinct !{!458, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE"}
!459 = !{!460}
!460 = distinct !{!460, !461, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!461 = distinct !{!461, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!462 = !{!463, !460, !457, !454, !451, !448}
!463 = distinct !{!463, !464, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!464 = distinct !{!464, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!465 = !{!466}
!466 = distinct !{!466, !464, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!467 = !{!460, !457, !454, !451, !448}
!468 = !{!469, !471}
!469 = distinct !{!469, !470, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E: %_0"}
!470 = distinct !{!470, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E"}
!471 = distinct !{!471, !470, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4name17h8e1588e4d90fbe78E: %self"}
!472 = !{!473, !475}
!473 = distinct !{!473, !474, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!474 = distinct !{!474, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!475 = distinct !{!475, !476, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!476 = distinct !{!476, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!477 = !{!478}
!478 = distinct !{!478, !479, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE: %self"}
!479 = distinct !{!479, !"_ZN60_$LT$03_trait_dyn..Circle$u20$as$u20$03_trait_dyn..Shape$GT$4area17hc0da411bbb86435fE"}
!480 = !{!481, !483}
!481 = distinct !{!481, !482, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!482 = distinct !{!482, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!483 = distinct !{!483, !484, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!484 = distinct !{!484, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!485 = !{!486}
!486 = distinct !{!486, !487, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E: %_1"}
!487 = distinct !{!487, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17hc4fb48835ae71135E"}
!488 = !{!489}
!489 = distinct !{!489, !490, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE: %_1"}
!490 = distinct !{!490, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h4bdfe0571e68445fE"}
!491 = !{!492}
!492 = distinct !{!492, !493, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E: %_1"}
!493 = distinct !{!493, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17hbbb47fb2e36f8634E"}
!494 = !{!495}
!495 = distinct !{!495, !496, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE: %self"}
!496 = distinct !{!496, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h5888db3d4835c08dE"}
!497 = !{!498}
!498 = distinct !{!498, !499, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!499 = distinct !{!499, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!500 = !{!501, !498, !495, !492, !489, !486}
!501 = distinct !{!501, !502, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!502 = distinct !{!502, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!503 = !{!504}
!504 = distinct !{!504, !502, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!505 = !{!498, !495, !492, !489, !486}
!506 = !{i64 1634544294153849}
!507 = !{i64 1}
!508 = !{!509}
!509 = distinct !{!509, !510, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E: %_1"}
!510 = distinct !{!510, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hf80e702b20ba2af7E"}
!511 = !{!512}
!512 = distinct !{!512, !513, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE: %_1"}
!513 = distinct !{!513, !"_ZN4core3ptr61drop_in_place$LT$alloc..vec..Vec$LT$$LP$f64$C$f64$RP$$GT$$GT$17hfa6f382e49073e8eE"}
!514 = !{!515}
!515 = distinct !{!515, !516, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE: %_1"}
!516 = distinct !{!516, !"_ZN4core3ptr68drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$f64$C$f64$RP$$GT$$GT$17h3c9104d6a10b029dE"}
!517 = !{!518}
!518 = distinct !{!518, !519, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E: %self"}
!519 = distinct !{!519, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hfb0cbcd2994bb415E"}
!520 = !{!521}
!521 = distinct !{!521, !522, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE: %self"}
!522 = distinct !{!522, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h84a98198c3e6dcfbE"}
!523 = !{!524, !521, !518, !515, !512}
!524 = distinct !{!524, !525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %self"}
!525 = distinct !{!525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE"}
!526 = !{!527}
!527 = distinct !{!527, !525, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17h9bb7995ae006fc9bE: %_0"}
!528 = !{!521, !518, !515, !512}
!529 = !{!530, !532}
!530 = distinct !{!530, !531, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!531 = distinct !{!531, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!532 = distinct !{!532, !533, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!533 = distinct !{!533, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!534 = !{!535, !537}
!535 = distinct !{!535, !536, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!536 = distinct !{!536, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!537 = distinct !{!537, !538, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!538 = distinct !{!538, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!539 = !{!540}
!540 = distinct !{!540, !541, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 0"}
!541 = distinct !{!541, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E"}
!542 = !{!543, !545, !547}
!543 = distinct !{!543, !544, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E: %_1"}
!544 = distinct !{!544, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$4area28_$u7b$$u7b$closure$u7d$$u7d$17hd1bc689f0d93bc48E"}
!545 = distinct !{!545, !546, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE: %_1"}
!546 = distinct !{!546, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h9114c3fad20dc0baE"}
!547 = distinct !{!547, !541, !"_ZN4core4iter6traits8iterator8Iterator4fold17haa4fbcfe2ec11b22E: argument 1"}
!548 = !{!543, !545, !540, !547}
!549 = !{!550, !552}
!550 = distinct !{!550, !551, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E: %_1"}
!551 = distinct !{!551, !"_ZN5alloc3fmt6format28_$u7b$$u7b$closure$u7d$$u7d$17h7feacc3ec44a0718E"}
!552 = distinct !{!552, !553, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE: %default"}
!553 = distinct !{!553, !"_ZN4core6option15Option$LT$T$GT$11map_or_else17h70a18b0f1fae0a1dE"}
!554 = !{!555}
!555 = distinct !{!555, !556, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE: argument 0"}
!556 = distinct !{!556, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE"}
!557 = !{!558, !560, !562}
!558 = distinct !{!558, !559, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter28_$u7b$$u7b$closure$u7d$$u7d$17h0e596e26446fecaeE: %_1"}
!559 = distinct !{!559, !"_ZN61_$LT$03_trait_dyn..Polygon$u20$as$u20$03_trait_dyn..Shape$GT$9perimeter28_$u7b$$u7b$closure$u7d$$u7d$17h0e596e26446fecaeE"}
!560 = distinct !{!560, !561, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E: %_1"}
!561 = distinct !{!561, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h4444a9b911042213E"}
!562 = distinct !{!562, !556, !"_ZN4core4iter6traits8iterator8Iterator4fold17h4cd943e7a566a79dE: argument 1"}
!563 = !{!558, !560, !555, !562}
