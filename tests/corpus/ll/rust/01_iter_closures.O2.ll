; ModuleID = '01_iter_closures.1e4e1ca697f46513-cgu.0'
source_filename = "01_iter_closures.1e4e1ca697f46513-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_e1b1954c331dc58ba488e63817d33a96 = private unnamed_addr constant [34 x i8] c"\02n=\C0\06 mean=\C5 \00\00p\09\00\05 var=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_66c104731fe6cffaa59dbbc22fd870de = private unnamed_addr constant [28 x i8] c"\0Apositives=\C0\05 max=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_b6a15541036079e5dbd0dd62ce31a36b = private unnamed_addr constant [25 x i8] c"\07argmin=\C0\05 min=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_4e54fda10b23be9298edbd623c91070c = private unnamed_addr constant [21 x i8] c"\0Alag-1 dot=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_37646ef2b635d95da8543c7a80c5c88b = private unnamed_addr constant [25 x i8] c"rust/01_iter_closures.rs\00", align 1
@alloc_1632f02dac948843c2903b299100a9c5 = private unnamed_addr constant [47 x i8] c"\0Dsmoothed len=\C0\07 first=\C5 \00\00p\09\00\06 last=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_eac30fbaa7e4411293bf75966ed9f6ba = private unnamed_addr constant [42 x i8] c"\07median=\C5 \00\00p\09\00\04 q1=\C5 \00\00p\09\00\04 q3=\C5 \00\00p\09\00\01\0A\00", align 1
@alloc_b4325b3cdfc2aa14b79cb5b4b1e2eb4c = private unnamed_addr constant [15 x i8] c"\0Ahistogram=\C0\01\0A\00", align 1
@alloc_26331e3b81d1761e9ef950238cc03a61 = private unnamed_addr constant [22 x i8] c"\0Bcompose(7)=\C5 \00\00p\03\00\01\0A\00", align 1
@alloc_a99badaac5ebf7f88356bf6a693202f4 = private unnamed_addr constant [39 x i8] c"\13fixed point of cos=\C5 \00\00p\09\00\07 calls=\C0\01\0A\00", align 1
@alloc_d5f959dc34abe734e31e8cd3ae4f8d98 = private unnamed_addr constant [31 x i8] c"\11sum even squares=\C0\07 chain=\C0\01\0A\00", align 1
@alloc_19bb968bf87d97aa8122af4bb473a80f = private unnamed_addr constant [5 x i8] c"alpha", align 1
@alloc_92cb8dbd9048800436c95cf5749d0776 = private unnamed_addr constant [4 x i8] c"beta", align 1
@alloc_216b5aca98fdf70e80bac0db88a04971 = private unnamed_addr constant [5 x i8] c"gamma", align 1
@alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6 = private unnamed_addr constant [5 x i8] c"delta", align 1
@alloc_6526cf658b8826332a5a4a86783a0f7f = private unnamed_addr constant [7 x i8] c"epsilon", align 1
@alloc_5ea444911453abd66bc7684632b744f2 = private unnamed_addr constant [23 x i8] c"\08longest=\C0\08 joined=\C0\01\0A\00", align 1
@alloc_75419323a2228e8a5d0046769f1953a2 = private unnamed_addr constant [43 x i8] c"\09any<-4.9=\C0\0B all|x|<=5=\C0\0E first>4.5 at \C0\01\0A\00", align 1
@alloc_82642d8c557d8b0c4c10c2b748646394 = private unnamed_addr constant [13 x i8] c"\08step_by=\C0\01\0A\00", align 1
@alloc_3bf9b353c946098f6c542c2057e6e4ab = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_37646ef2b635d95da8543c7a80c5c88b, [16 x i8] c"\18\00\00\00\00\00\00\00+\00\00\00,\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hcac07813b4c2ada1E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE" }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h55871f533adcc97cE" }>, align 8
@vtable.2 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h2703b82f9bd8f117E" }>, align 8
@vtable.3 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hfcd764cbec025ba8E" }>, align 8
@alloc_d1084648e479974e70c9329824bf76f9 = private unnamed_addr constant [9 x i8] c"mid > len", align 1
@alloc_c2bfad408fe3776ef4805e233d5025e3 = private unnamed_addr constant [96 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/sort/stable/quicksort.rs\00", align 1
@alloc_b53546d47a17b26d83a51e48c3ff5f7a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00M\00\00\00\1F\00\00\00" }>, align 8
@alloc_f2f9ba200fb3017fda66833c01fe0293 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c2bfad408fe3776ef4805e233d5025e3, [16 x i8] c"_\00\00\00\00\00\00\00G\00\00\00\17\00\00\00" }>, align 8
@vtable.4 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hf59f32ede6d69137E" }>, align 8
@alloc_c937d73bb9a6371d6640cf4965aec724 = private unnamed_addr constant [73 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/str.rs\00", align 1
@alloc_01417ebca96a98fb9890b1b8a14503d5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\B1\00\00\00\16\00\00\00" }>, align 8
@alloc_ca673fb95acb8e58af271999e89294ae = private unnamed_addr constant [53 x i8] c"attempt to join into collection with len > usize::MAX", align 1
@alloc_d8d4d9da093f3be02d1f11ac3b974138 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_c937d73bb9a6371d6640cf4965aec724, [16 x i8] c"H\00\00\00\00\00\00\00\9A\00\00\00\0A\00\00\00" }>, align 8
@alloc_37d2e53432a03a1f90b3e7253015eaf9 = private unnamed_addr constant [4 x i8] c"None", align 1
@alloc_9535bf4c204f3eb9b19ec2c83e446e52 = private unnamed_addr constant [4 x i8] c"Some", align 1

; <alloc::string::String as core::fmt::Display>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_8 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_7 = load i64, ptr %1, align 8, !noundef !4
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8, i64 noundef %_7, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  ret i1 %_0
}

; _01_iter_closures::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN17_01_iter_closures4main17h760d1db0292e1774E() unnamed_addr #1 personality ptr @rust_eh_personality {
_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i:
  %result.i = alloca [24 x i8], align 8
  %_5.i.i.i.i.i.i.i = alloca [24 x i8], align 8
  %_20.i = alloca [88 x i8], align 8
  %acc.i = alloca [80 x i8], align 8
  %vector.i = alloca [24 x i8], align 8
  %args12 = alloca [16 x i8], align 8
  %step = alloca [24 x i8], align 8
  %args11 = alloca [48 x i8], align 8
  %pos_idx = alloca [16 x i8], align 8
  %all_small = alloca [1 x i8], align 1
  %any_neg = alloca [1 x i8], align 1
  %args10 = alloca [32 x i8], align 8
  %joined = alloca [24 x i8], align 8
  %longest = alloca [8 x i8], align 8
  %args9 = alloca [32 x i8], align 8
  %chain = alloca [24 x i8], align 8
  %evens_sq = alloca [8 x i8], align 8
  %args8 = alloca [32 x i8], align 8
  %r = alloca [8 x i8], align 8
  %calls = alloca [4 x i8], align 4
  %args7 = alloca [16 x i8], align 8
  %_116 = alloca [8 x i8], align 8
  %args6 = alloca [16 x i8], align 8
  %buckets = alloca [80 x i8], align 8
  %args5 = alloca [48 x i8], align 8
  %median = alloca [8 x i8], align 8
  %args4 = alloca [48 x i8], align 8
  %_74 = alloca [8 x i8], align 8
  %args3 = alloca [16 x i8], align 8
  %dot = alloca [8 x i8], align 8
  %args2 = alloca [32 x i8], align 8
  %vmin = alloca [8 x i8], align 8
  %imin = alloca [8 x i8], align 8
  %args1 = alloca [32 x i8], align 8
  %_37 = alloca [8 x i8], align 8
  %_35 = alloca [8 x i8], align 8
  %args = alloca [48 x i8], align 8
  %_20 = alloca [8 x i8], align 8
  %var = alloca [8 x i8], align 8
  %mean = alloca [8 x i8], align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !5
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(1600) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 1600, i64 noundef range(i64 1, 9) 8) #20, !noalias !5
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %bb3.i.i.i.i.i.i

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 1600) #21, !noalias !11
  unreachable

bb3.i.i.i.i.i.i:                                  ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb3.i.i.i.i.i.i
  %st.sroa.0.0 = phi i64 [ %_6.i.i.i.i.i.i.i.i.1, %bb3.i.i.i.i.i.i ], [ 42, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %2 = phi i64 [ %3, %bb3.i.i.i.i.i.i ], [ 0, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ]
  %_7.i.i.i.i.i.i.i.i = mul i64 %st.sroa.0.0, 6364136223846793005
  %_6.i.i.i.i.i.i.i.i = add i64 %_7.i.i.i.i.i.i.i.i, 1442695040888963407
  %_10.i.i.i.i.i.i.i.i = lshr i64 %_6.i.i.i.i.i.i.i.i, 11
  %_9.i.i.i.i.i.i.i.i = uitofp nneg i64 %_10.i.i.i.i.i.i.i.i to double
  %_4.i.i2.i.i.i.i.i.i = fmul double %_9.i.i.i.i.i.i.i.i, 0x3CA0000000000000
  %_3.i.i.i.i.i.i.i.i = fmul double %_4.i.i2.i.i.i.i.i.i, 1.000000e+01
  %_0.i.i.i.i.i.i.i.i = fadd double %_3.i.i.i.i.i.i.i.i, -5.000000e+00
  %_3.i.i.i4.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %0, i64 %2
  store double %_0.i.i.i.i.i.i.i.i, ptr %_3.i.i.i4.i.i.i.i.i.i, align 8, !noalias !12
  %3 = add nuw nsw i64 %2, 2
  %_7.i.i.i.i.i.i.i.i.1 = mul i64 %_6.i.i.i.i.i.i.i.i, 6364136223846793005
  %_6.i.i.i.i.i.i.i.i.1 = add i64 %_7.i.i.i.i.i.i.i.i.1, 1442695040888963407
  %_10.i.i.i.i.i.i.i.i.1 = lshr i64 %_6.i.i.i.i.i.i.i.i.1, 11
  %_9.i.i.i.i.i.i.i.i.1 = uitofp nneg i64 %_10.i.i.i.i.i.i.i.i.1 to double
  %_4.i.i2.i.i.i.i.i.i.1 = fmul double %_9.i.i.i.i.i.i.i.i.1, 0x3CA0000000000000
  %_3.i.i.i.i.i.i.i.i.1 = fmul double %_4.i.i2.i.i.i.i.i.i.1, 1.000000e+01
  %_0.i.i.i.i.i.i.i.i.1 = fadd double %_3.i.i.i.i.i.i.i.i.1, -5.000000e+00
  %4 = getelementptr inbounds nuw double, ptr %0, i64 %2
  %_3.i.i.i4.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store double %_0.i.i.i.i.i.i.i.i.1, ptr %_3.i.i.i4.i.i.i.i.i.i.1, align 8, !noalias !12
  %exitcond.1 = icmp eq i64 %3, 200
  br i1 %exitcond.1, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE.exit", label %bb3.i.i.i.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE.exit": ; preds = %bb3.i.i.i.i.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %mean)
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE.exit"
  %i.sroa.0.0.i = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE.exit" ], [ %_27.i.7, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE.exit" ], [ %_0.i.i.7, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_4.i.i = load double, ptr %_45.i, align 8, !alias.scope !33, !noundef !4
  %_0.i.i = fadd double %acc.sroa.0.0.i, %_4.i.i
  %5 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %_4.i.i.1 = load double, ptr %_45.i.1, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.1 = fadd double %_0.i.i, %_4.i.i.1
  %6 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %_4.i.i.2 = load double, ptr %_45.i.2, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.2 = fadd double %_0.i.i.1, %_4.i.i.2
  %7 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %_4.i.i.3 = load double, ptr %_45.i.3, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.3 = fadd double %_0.i.i.2, %_4.i.i.3
  %8 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.4 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %_4.i.i.4 = load double, ptr %_45.i.4, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.4 = fadd double %_0.i.i.3, %_4.i.i.4
  %9 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.5 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %_4.i.i.5 = load double, ptr %_45.i.5, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.5 = fadd double %_0.i.i.4, %_4.i.i.5
  %10 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.6 = getelementptr inbounds nuw i8, ptr %10, i64 48
  %_4.i.i.6 = load double, ptr %_45.i.6, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.6 = fadd double %_0.i.i.5, %_4.i.i.6
  %11 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i
  %_45.i.7 = getelementptr inbounds nuw i8, ptr %11, i64 56
  %_4.i.i.7 = load double, ptr %_45.i.7, align 8, !alias.scope !33, !noundef !4
  %_0.i.i.7 = fadd double %_0.i.i.6, %_4.i.i.7
  %_27.i.7 = add nuw nsw i64 %i.sroa.0.0.i, 8
  %_28.i.7 = icmp eq i64 %i.sroa.0.0.i, 192
  br i1 %_28.i.7, label %bb5.i23, label %bb8.i

bb5.i23:                                          ; preds = %bb8.i
  %12 = fdiv double %_0.i.i.7, 2.000000e+02
  store double %12, ptr %mean, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %var)
  br label %bb8.i25

bb8.i25:                                          ; preds = %bb8.i25, %bb5.i23
  %i.sroa.0.0.i26 = phi i64 [ 0, %bb5.i23 ], [ %_27.i29.4, %bb8.i25 ]
  %acc.sroa.0.0.i27 = phi double [ -0.000000e+00, %bb5.i23 ], [ %_0.i1.i.i.4, %bb8.i25 ]
  %_45.i28 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i26
  %_9.i.i.i = load double, ptr %_45.i28, align 8, !alias.scope !36, !noalias !41, !noundef !4
  %_3.i.i.i = fsub double %_9.i.i.i, %12
  %_0.i.i.i = fmul double %_3.i.i.i, %_3.i.i.i
  %_0.i1.i.i = fadd double %acc.sroa.0.0.i27, %_0.i.i.i
  %13 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i26
  %_45.i28.1 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %_9.i.i.i.1 = load double, ptr %_45.i28.1, align 8, !alias.scope !36, !noalias !41, !noundef !4
  %_3.i.i.i.1 = fsub double %_9.i.i.i.1, %12
  %_0.i.i.i.1 = fmul double %_3.i.i.i.1, %_3.i.i.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %14 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i26
  %_45.i28.2 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %_9.i.i.i.2 = load double, ptr %_45.i28.2, align 8, !alias.scope !36, !noalias !41, !noundef !4
  %_3.i.i.i.2 = fsub double %_9.i.i.i.2, %12
  %_0.i.i.i.2 = fmul double %_3.i.i.i.2, %_3.i.i.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %15 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i26
  %_45.i28.3 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %_9.i.i.i.3 = load double, ptr %_45.i28.3, align 8, !alias.scope !36, !noalias !41, !noundef !4
  %_3.i.i.i.3 = fsub double %_9.i.i.i.3, %12
  %_0.i.i.i.3 = fmul double %_3.i.i.i.3, %_3.i.i.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %_27.i29.3 = add nuw nsw i64 %i.sroa.0.0.i26, 4
  %_45.i28.4 = getelementptr inbounds nuw double, ptr %0, i64 %_27.i29.3
  %_9.i.i.i.4 = load double, ptr %_45.i28.4, align 8, !alias.scope !36, !noalias !41, !noundef !4
  %_3.i.i.i.4 = fsub double %_9.i.i.i.4, %12
  %_0.i.i.i.4 = fmul double %_3.i.i.i.4, %_3.i.i.i.4
  %_0.i1.i.i.4 = fadd double %_0.i1.i.i.3, %_0.i.i.i.4
  %_27.i29.4 = add nuw nsw i64 %i.sroa.0.0.i26, 5
  %_28.i30.4 = icmp eq i64 %_27.i29.3, 199
  br i1 %_28.i30.4, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E.exit", label %bb8.i25

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E.exit": ; preds = %bb8.i25
  %16 = fdiv double %_0.i1.i.i.4, 1.990000e+02
  store double %16, ptr %var, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_20)
  store i64 200, ptr %_20, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_20, ptr %args, align 8
  %_24.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_24.sroa.4.0..sroa_idx, align 8
  %17 = getelementptr inbounds nuw i8, ptr %args, i64 16
  store ptr %mean, ptr %17, align 8
  %_25.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_25.sroa.4.0..sroa_idx, align 8
  %18 = getelementptr inbounds nuw i8, ptr %args, i64 32
  store ptr %var, ptr %18, align 8
  %_26.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_26.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_e1b1954c331dc58ba488e63817d33a96, ptr noundef nonnull %args) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %_20)
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i), !noalias !46
  br label %bb1.i.i.i.i.i

bb1.i.i.i.i.i:                                    ; preds = %bb3.i.i.i.i.i.2, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E.exit"
  %_16.i3.i.i.i.i.i.idx = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E.exit" ], [ %_16.i3.i.i.i.i.i.add.2, %bb3.i.i.i.i.i.2 ]
  %_16.i3.i.i.i.i.i.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_16.i3.i.i.i.i.i.idx
  %_16.i3.i.i.i.i.i.add = add nuw nsw i64 %_16.i3.i.i.i.i.i.idx, 8
  %_0.i.i.i.i.i.i.i = load double, ptr %_16.i3.i.i.i.i.i.ptr, align 8, !alias.scope !49, !noalias !54, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i = fcmp ogt double %_0.i.i.i.i.i.i.i, 0.000000e+00
  br i1 %_0.i.i.i.i.i.i.i.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32, label %bb3.i.i.i.i.i.1

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread": ; preds = %bb1.i.i.i.i.i.2
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !46
  call void @llvm.lifetime.start.p0(ptr nonnull %_35)
  store i64 0, ptr %_35, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_37)
  br label %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit"

bb3.i.i.i.i.i.1:                                  ; preds = %bb1.i.i.i.i.i
  %_16.i3.i.i.i.i.i.ptr.1 = getelementptr inbounds nuw i8, ptr %0, i64 %_16.i3.i.i.i.i.i.add
  %_16.i3.i.i.i.i.i.add.1 = add nuw nsw i64 %_16.i3.i.i.i.i.i.idx, 16
  %_0.i.i.i.i.i.i.i.1 = load double, ptr %_16.i3.i.i.i.i.i.ptr.1, align 8, !alias.scope !49, !noalias !54, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.1 = fcmp ogt double %_0.i.i.i.i.i.i.i.1, 0.000000e+00
  br i1 %_0.i.i.i.i.i.i.i.i.i.1, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32, label %bb1.i.i.i.i.i.2

bb1.i.i.i.i.i.2:                                  ; preds = %bb3.i.i.i.i.i.1
  %_6.i.i.i.not.not.not.not.i.not.not.not.i.not.i.2 = icmp eq i64 %_16.i3.i.i.i.i.i.add.1, 1600
  br i1 %_6.i.i.i.not.not.not.not.i.not.not.not.i.not.i.2, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread", label %bb3.i.i.i.i.i.2

bb3.i.i.i.i.i.2:                                  ; preds = %bb1.i.i.i.i.i.2
  %_16.i3.i.i.i.i.i.ptr.2 = getelementptr inbounds nuw i8, ptr %0, i64 %_16.i3.i.i.i.i.i.add.1
  %_16.i3.i.i.i.i.i.add.2 = add nuw nsw i64 %_16.i3.i.i.i.i.i.idx, 24
  %_0.i.i.i.i.i.i.i.2 = load double, ptr %_16.i3.i.i.i.i.i.ptr.2, align 8, !alias.scope !49, !noalias !54, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.2 = fcmp ogt double %_0.i.i.i.i.i.i.i.2, 0.000000e+00
  br i1 %_0.i.i.i.i.i.i.i.i.i.2, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32, label %bb1.i.i.i.i.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32: ; preds = %bb3.i.i.i.i.i.2, %bb3.i.i.i.i.i.1, %bb1.i.i.i.i.i
  %_16.i3.i.i.i.i.i.add.lcssa = phi i64 [ %_16.i3.i.i.i.i.i.add, %bb1.i.i.i.i.i ], [ %_16.i3.i.i.i.i.i.add.1, %bb3.i.i.i.i.i.1 ], [ %_16.i3.i.i.i.i.i.add.2, %bb3.i.i.i.i.i.2 ]
  %_0.i.i.i.i.i.i.i.lcssa = phi double [ %_0.i.i.i.i.i.i.i, %bb1.i.i.i.i.i ], [ %_0.i.i.i.i.i.i.i.1, %bb3.i.i.i.i.i.1 ], [ %_0.i.i.i.i.i.i.i.2, %bb3.i.i.i.i.i.2 ]
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !63
; call __rustc::__rust_alloc
  %19 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 32, i64 noundef range(i64 1, 9) 8) #20, !noalias !63
  %20 = icmp eq ptr %19, null
  br i1 %20, label %bb3.i.i34, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i"

bb3.i.i34:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #21, !noalias !46
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32
  store double %_0.i.i.i.i.i.i.i.lcssa, ptr %19, align 8, !noalias !46
  store i64 4, ptr %vector.i, align 8, !noalias !46
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 8
  store ptr %19, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !46
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !46
  call void @llvm.experimental.noalias.scope.decl(metadata !66)
  call void @llvm.experimental.noalias.scope.decl(metadata !69)
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %bb8.i.i.i, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i"
  %_23.i.i9.i = phi ptr [ %19, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i" ], [ %_23.i.i.i, %bb8.i.i.i ]
  %pos.sroa.8.0.copyload = phi i64 [ 1, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i" ], [ %new_len.i.i.i, %bb8.i.i.i ]
  %iterator.sroa.0.0.i.i.i.idx = phi i64 [ %_16.i3.i.i.i.i.i.add.lcssa, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i" ], [ %_16.i3.i.i.i.i.i.i.i.add, %bb8.i.i.i ]
  br label %bb1.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i:                                ; preds = %bb3.i.i.i.i.i.i.i, %bb1.i.i.i
  %_16.i3.i.i.i.i.i.i.i.idx = phi i64 [ %_16.i3.i.i.i.i.i.i.i.add, %bb3.i.i.i.i.i.i.i ], [ %iterator.sroa.0.0.i.i.i.idx, %bb1.i.i.i ]
  %_6.i.i.i.not.not.not.not.i.not.not.not.i.not.i.i.i = icmp eq i64 %_16.i3.i.i.i.i.i.i.i.idx, 1600
  br i1 %_6.i.i.i.not.not.not.not.i.not.not.not.i.not.i.i.i, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit", label %bb3.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i:                                ; preds = %bb1.i.i.i.i.i.i.i
  %_16.i3.i.i.i.i.i.i.i.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_16.i3.i.i.i.i.i.i.i.idx
  %_16.i3.i.i.i.i.i.i.i.add = add nuw nsw i64 %_16.i3.i.i.i.i.i.i.i.idx, 8
  %_0.i.i.i.i.i.i.i.i2.i = load double, ptr %_16.i3.i.i.i.i.i.i.i.ptr, align 8, !alias.scope !72, !noalias !77, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.i.i = fcmp ogt double %_0.i.i.i.i.i.i.i.i2.i, 0.000000e+00
  br i1 %_0.i.i.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i, label %bb1.i.i.i.i.i.i.i

bb3.i.i.i:                                        ; preds = %bb3.i.i.i.i.i.i.i
  %_19.i.i.i = icmp samesign ult i64 %pos.sroa.8.0.copyload, 1152921504606846976
  call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i, align 8, !range !86, !alias.scope !87, !noalias !46, !noundef !4
  %_8.i.i.i = icmp eq i64 %pos.sroa.8.0.copyload, %self1.i.i.i
  br i1 %_8.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E.exit.i.i.i33", label %bb8.i.i.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E.exit.i.i.i33": ; preds = %bb3.i.i.i
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h12fb9b0633473cd5E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %pos.sroa.8.0.copyload, i64 noundef 1, i64 noundef 8, i64 noundef 8) #20, !noalias !46
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !87, !noalias !46
  br label %bb8.i.i.i

bb8.i.i.i:                                        ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E.exit.i.i.i33", %bb3.i.i.i
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h69ea4701667368c8E.exit.i.i.i33" ], [ %_23.i.i9.i, %bb3.i.i.i ]
  %dst.i.i.i = getelementptr inbounds nuw double, ptr %_23.i.i.i, i64 %pos.sroa.8.0.copyload
  store double %_0.i.i.i.i.i.i.i.i2.i, ptr %dst.i.i.i, align 8, !noalias !88
  %new_len.i.i.i = add nuw nsw i64 %pos.sroa.8.0.copyload, 1
  store i64 %new_len.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !87, !noalias !46
  br label %bb1.i.i.i

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit": ; preds = %bb1.i.i.i.i.i.i.i
  %pos.sroa.0.0.copyload = load i64, ptr %vector.i, align 8
  %pos.sroa.5.0.copyload = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !46
  call void @llvm.lifetime.start.p0(ptr nonnull %_35)
  store i64 %pos.sroa.8.0.copyload, ptr %_35, align 8
  %_252 = icmp samesign ult i64 %pos.sroa.8.0.copyload, 1152921504606846976
  call void @llvm.assume(i1 %_252)
  call void @llvm.lifetime.start.p0(ptr nonnull %_37)
  %min.iters.check = icmp samesign ult i64 %pos.sroa.8.0.copyload, 4
  br i1 %min.iters.check, label %bb8.i.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit"
  %n.vec = and i64 %pos.sroa.8.0.copyload, 1152921504606846972
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x double> [ splat (double 0xFFEFFFFFFFFFFFFF), %vector.ph ], [ %23, %vector.body ]
  %vec.phi330 = phi <2 x double> [ splat (double 0xFFEFFFFFFFFFFFFF), %vector.ph ], [ %24, %vector.body ]
  %21 = getelementptr inbounds nuw double, ptr %pos.sroa.5.0.copyload, i64 %index
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %wide.load = load <2 x double>, ptr %21, align 8, !alias.scope !89
  %wide.load331 = load <2 x double>, ptr %22, align 8, !alias.scope !89
  %23 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi, <2 x double> %wide.load)
  %24 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi330, <2 x double> %wide.load331)
  %index.next = add nuw i64 %index, 4
  %25 = fcmp uno <2 x double> %wide.load, %wide.load331
  %26 = freeze <2 x i1> %25
  %27 = bitcast <2 x i1> %26 to i2
  %28 = icmp ne i2 %27, 0
  %29 = icmp eq i64 %index.next, %n.vec
  %30 = or i1 %28, %29
  br i1 %30, label %middle.block, label %vector.body, !llvm.loop !96

middle.block:                                     ; preds = %vector.body
  %31 = select i1 %28, <2 x double> %vec.phi, <2 x double> %23
  %32 = select i1 %28, <2 x double> %vec.phi330, <2 x double> %24
  %33 = select i1 %28, i64 %index, i64 %n.vec
  %rdx.minmax = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %31, <2 x double> %32)
  %34 = call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax)
  %cmp.n = icmp ne i64 %pos.sroa.8.0.copyload, %n.vec
  %.not = or i1 %cmp.n, %28
  br i1 %.not, label %bb8.i.i.preheader, label %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit"

bb8.i.i.preheader:                                ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit", %middle.block
  %i.sroa.0.0.i.i.ph = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit" ], [ %33, %middle.block ]
  %acc.sroa.0.0.i.i.ph = phi double [ 0xFFEFFFFFFFFFFFFF, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit" ], [ %34, %middle.block ]
  br label %bb8.i.i

bb8.i.i:                                          ; preds = %bb8.i.i.preheader, %bb8.i.i
  %i.sroa.0.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %i.sroa.0.0.i.i.ph, %bb8.i.i.preheader ]
  %acc.sroa.0.0.i.i = phi double [ %35, %bb8.i.i ], [ %acc.sroa.0.0.i.i.ph, %bb8.i.i.preheader ]
  %_45.i.i = getelementptr inbounds nuw double, ptr %pos.sroa.5.0.copyload, i64 %i.sroa.0.0.i.i
  %_0.i.i.i.i.i = load double, ptr %_45.i.i, align 8, !alias.scope !89, !noundef !4
  %35 = call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i, double %_0.i.i.i.i.i)
  %_27.i.i = add nuw nsw i64 %i.sroa.0.0.i.i, 1
  %_28.i.i = icmp eq i64 %_27.i.i, %pos.sroa.8.0.copyload
  br i1 %_28.i.i, label %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit", label %bb8.i.i, !llvm.loop !99

"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit": ; preds = %bb8.i.i, %middle.block, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread"
  %pos.sroa.0.0325 = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread" ], [ %pos.sroa.0.0.copyload, %middle.block ], [ %pos.sroa.0.0.copyload, %bb8.i.i ]
  %pos.sroa.5.0324 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread" ], [ %pos.sroa.5.0.copyload, %middle.block ], [ %pos.sroa.5.0.copyload, %bb8.i.i ]
  %_0.sroa.0.0.i.i = phi double [ 0xFFEFFFFFFFFFFFFF, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread" ], [ %34, %middle.block ], [ %35, %bb8.i.i ]
  store double %_0.sroa.0.0.i.i, ptr %_37, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args1)
  store ptr %_35, ptr %args1, align 8
  %_41.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_41.sroa.4.0..sroa_idx, align 8
  %36 = getelementptr inbounds nuw i8, ptr %args1, i64 16
  store ptr %_37, ptr %36, align 8
  %_42.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_42.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_66c104731fe6cffaa59dbbc22fd870de, ptr noundef nonnull %args1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args1)
  call void @llvm.lifetime.end.p0(ptr nonnull %_37)
  call void @llvm.lifetime.end.p0(ptr nonnull %_35)
  br label %bb8.i36

bb8.i36:                                          ; preds = %bb8.i36, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit"
  %f.sroa.0.0.i = phi i64 [ 0, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit" ], [ %_9.0.i.i.1, %bb8.i36 ]
  %acc.sroa.6.0.i = phi double [ 0x7FEFFFFFFFFFFFFF, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit" ], [ %v._2.1.i.i.i.1, %bb8.i36 ]
  %acc.sroa.0.0.i37 = phi i64 [ 0, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit" ], [ %_3.0._2.0.i.i.i.1, %bb8.i36 ]
  %_45.i38 = getelementptr inbounds nuw double, ptr %0, i64 %f.sroa.0.0.i
  %v.i.i.i = load double, ptr %_45.i38, align 8, !alias.scope !100, !noalias !105, !noundef !4
  %_8.i.i.i39 = fcmp olt double %v.i.i.i, %acc.sroa.6.0.i
  %v._2.1.i.i.i = select i1 %_8.i.i.i39, double %v.i.i.i, double %acc.sroa.6.0.i
  %_3.0._2.0.i.i.i = select i1 %_8.i.i.i39, i64 %f.sroa.0.0.i, i64 %acc.sroa.0.0.i37
  %_9.0.i.i = or disjoint i64 %f.sroa.0.0.i, 1
  %_45.i38.1 = getelementptr inbounds nuw double, ptr %0, i64 %_9.0.i.i
  %v.i.i.i.1 = load double, ptr %_45.i38.1, align 8, !alias.scope !100, !noalias !105, !noundef !4
  %_8.i.i.i39.1 = fcmp olt double %v.i.i.i.1, %v._2.1.i.i.i
  %v._2.1.i.i.i.1 = select i1 %_8.i.i.i39.1, double %v.i.i.i.1, double %v._2.1.i.i.i
  %_3.0._2.0.i.i.i.1 = select i1 %_8.i.i.i39.1, i64 %_9.0.i.i, i64 %_3.0._2.0.i.i.i
  %_9.0.i.i.1 = add nuw nsw i64 %f.sroa.0.0.i, 2
  %_28.i40.1 = icmp eq i64 %f.sroa.0.0.i, 198
  br i1 %_28.i40.1, label %bb14.lr.ph.i, label %bb8.i36

bb14.lr.ph.i:                                     ; preds = %bb8.i36
  call void @llvm.lifetime.start.p0(ptr nonnull %imin)
  store i64 %_3.0._2.0.i.i.i.1, ptr %imin, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %vmin)
  store double %v._2.1.i.i.i.1, ptr %vmin, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args2)
  store ptr %imin, ptr %args2, align 8
  %_53.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_53.sroa.4.0..sroa_idx, align 8
  %37 = getelementptr inbounds nuw i8, ptr %args2, i64 16
  store ptr %vmin, ptr %37, align 8
  %_54.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_54.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_b6a15541036079e5dbd0dd62ce31a36b, ptr noundef nonnull %args2) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.lifetime.start.p0(ptr nonnull %dot)
  %invariant.gep.i = getelementptr i8, ptr %0, i64 8
  br label %bb14.i

bb14.i:                                           ; preds = %bb14.i.3, %bb14.lr.ph.i
  %accum.sroa.0.06.i = phi double [ -0.000000e+00, %bb14.lr.ph.i ], [ %_0.i1.i.i47.3, %bb14.i.3 ]
  %iter.sroa.0.05.i = phi i64 [ 0, %bb14.lr.ph.i ], [ %_24.i.3, %bb14.i.3 ]
  %_3.i.i.i45 = getelementptr inbounds nuw double, ptr %0, i64 %iter.sroa.0.05.i
  %gep.i = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  call void @llvm.experimental.noalias.scope.decl(metadata !107)
  call void @llvm.experimental.noalias.scope.decl(metadata !110)
  call void @llvm.experimental.noalias.scope.decl(metadata !112)
  call void @llvm.experimental.noalias.scope.decl(metadata !115)
  %_5.i.i3.i = load double, ptr %_3.i.i.i45, align 8, !alias.scope !117, !noalias !118, !noundef !4
  %_6.i.i.i = load double, ptr %gep.i, align 8, !alias.scope !121, !noalias !122, !noundef !4
  %_0.i.i.i46 = fmul double %_5.i.i3.i, %_6.i.i.i
  %_0.i1.i.i47 = fadd double %accum.sroa.0.06.i, %_0.i.i.i46
  %38 = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  %gep.i.1 = getelementptr i8, ptr %38, i64 8
  %_6.i.i.i.1 = load double, ptr %gep.i.1, align 8, !alias.scope !123, !noalias !126, !noundef !4
  %_0.i.i.i46.1 = fmul double %_6.i.i.i, %_6.i.i.i.1
  %_0.i1.i.i47.1 = fadd double %_0.i1.i.i47, %_0.i.i.i46.1
  %39 = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  %gep.i.2 = getelementptr i8, ptr %39, i64 16
  %_6.i.i.i.2 = load double, ptr %gep.i.2, align 8, !alias.scope !129, !noalias !132, !noundef !4
  %_0.i.i.i46.2 = fmul double %_6.i.i.i.1, %_6.i.i.i.2
  %_0.i1.i.i47.2 = fadd double %_0.i1.i.i47.1, %_0.i.i.i46.2
  %exitcond.not.i.2 = icmp eq i64 %iter.sroa.0.05.i, 196
  br i1 %exitcond.not.i.2, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54, label %bb14.i.3

bb14.i.3:                                         ; preds = %bb14.i
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.05.i, 4
  %40 = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  %gep.i.3 = getelementptr i8, ptr %40, i64 24
  %_6.i.i.i.3 = load double, ptr %gep.i.3, align 8, !alias.scope !135, !noalias !138, !noundef !4
  %_0.i.i.i46.3 = fmul double %_6.i.i.i.2, %_6.i.i.i.3
  %_0.i1.i.i47.3 = fadd double %_0.i1.i.i47.2, %_0.i.i.i46.3
  br label %bb14.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54: ; preds = %bb14.i
  store double %_0.i1.i.i47.2, ptr %dot, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %dot, ptr %args3, align 8
  %_65.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_65.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_4e54fda10b23be9298edbd623c91070c, ptr noundef nonnull %args3) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !141
; call __rustc::__rust_alloc
  %41 = call noundef align 8 dereferenceable_or_null(1568) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 1568, i64 noundef range(i64 1, 9) 8) #20, !noalias !141
  %42 = icmp eq ptr %41, null
  br i1 %42, label %bb3.i.i65, label %vector.ph333

bb3.i.i65:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 1568) #21, !noalias !147
  unreachable

vector.ph333:                                     ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54
  %_4.i.i.i.i.i.i.i.i.i.i.pre = load double, ptr %0, align 8, !alias.scope !148, !noalias !155
  %vector.recur.init = insertelement <2 x double> poison, double %_4.i.i.i.i.i.i.i.i.i.i.pre, i64 1
  br label %vector.body334

vector.body334:                                   ; preds = %vector.body334, %vector.ph333
  %index335 = phi i64 [ 0, %vector.ph333 ], [ %index.next340, %vector.body334 ]
  %vector.recur = phi <2 x double> [ %vector.recur.init, %vector.ph333 ], [ %wide.load336, %vector.body334 ]
  %offset.idx = shl i64 %index335, 3
  %next.gep = getelementptr i8, ptr %0, i64 %offset.idx
  call void @llvm.experimental.noalias.scope.decl(metadata !172)
  %43 = getelementptr inbounds nuw i8, ptr %next.gep, i64 8
  %wide.load336 = load <2 x double>, ptr %43, align 8, !alias.scope !148, !noalias !155
  %44 = shufflevector <2 x double> %vector.recur, <2 x double> %wide.load336, <2 x i32> <i32 1, i32 2>
  %45 = fadd <2 x double> %44, %wide.load336
  %46 = getelementptr inbounds nuw i8, ptr %next.gep, i64 16
  %wide.load337 = load <2 x double>, ptr %46, align 8, !alias.scope !148, !noalias !155
  %47 = fadd <2 x double> %45, %wide.load337
  %48 = getelementptr inbounds nuw i8, ptr %next.gep, i64 24
  %wide.load338 = load <2 x double>, ptr %48, align 8, !alias.scope !148, !noalias !155
  %49 = fadd <2 x double> %47, %wide.load338
  %50 = getelementptr inbounds nuw i8, ptr %next.gep, i64 32
  %wide.load339 = load <2 x double>, ptr %50, align 8, !alias.scope !148, !noalias !155
  %51 = fadd <2 x double> %49, %wide.load339
  %52 = fdiv <2 x double> %51, splat (double 5.000000e+00)
  %53 = getelementptr inbounds nuw double, ptr %41, i64 %index335
  store <2 x double> %52, ptr %53, align 8, !noalias !173
  %index.next340 = add nuw i64 %index335, 2
  %54 = icmp eq i64 %index.next340, 196
  br i1 %54, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit", label %vector.body334, !llvm.loop !178

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit": ; preds = %vector.body334
  call void @llvm.lifetime.start.p0(ptr nonnull %_74)
  store i64 196, ptr %_74, align 8
  %args15 = getelementptr i8, ptr %41, i64 1560
  call void @llvm.lifetime.start.p0(ptr nonnull %args4)
  store ptr %_74, ptr %args4, align 8
  %_80.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_80.sroa.4.0..sroa_idx, align 8
  %55 = getelementptr inbounds nuw i8, ptr %args4, i64 16
  store ptr %41, ptr %55, align 8
  %_81.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_81.sroa.4.0..sroa_idx, align 8
  %56 = getelementptr inbounds nuw i8, ptr %args4, i64 32
  store ptr %args15, ptr %56, align 8
  %_82.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_82.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_1632f02dac948843c2903b299100a9c5, ptr noundef nonnull %args4) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args4)
  call void @llvm.lifetime.end.p0(ptr nonnull %_74)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !179
; call __rustc::__rust_alloc
  %57 = call noundef align 8 dereferenceable_or_null(1600) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 1600, i64 noundef range(i64 1, 9) 8) #20, !noalias !179
  %58 = icmp eq ptr %57, null
  br i1 %58, label %bb3.i.i.i67, label %bb47

bb3.i.i.i67:                                      ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 1600) #21, !noalias !188
  unreachable

bb47:                                             ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit"
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1600) %57, ptr noundef nonnull readonly align 8 dereferenceable(1600) %0, i64 1600, i1 false), !noalias !189
; call core::slice::sort::stable::driftsort_main
  call fastcc void @_ZN4core5slice4sort6stable14driftsort_main17h14b1c5029d6d4f12E(ptr noalias noundef nonnull align 8 %57, i64 noundef range(i64 0, 1152921504606846976) 200) #22
  call void @llvm.lifetime.start.p0(ptr nonnull %median)
  %_91 = getelementptr inbounds nuw i8, ptr %57, i64 792
  %_90 = load double, ptr %_91, align 8, !noundef !4
  %_93 = getelementptr inbounds nuw i8, ptr %57, i64 800
  %_92 = load double, ptr %_93, align 8, !noundef !4
  %_89 = fadd double %_90, %_92
  %59 = fmul double %_89, 5.000000e-01
  store double %59, ptr %median, align 8
  %args19 = getelementptr inbounds nuw i8, ptr %57, i64 400
  %args21 = getelementptr inbounds nuw i8, ptr %57, i64 1200
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %median, ptr %args5, align 8
  %_100.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_100.sroa.4.0..sroa_idx, align 8
  %60 = getelementptr inbounds nuw i8, ptr %args5, i64 16
  store ptr %args19, ptr %60, align 8
  %_101.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_101.sroa.4.0..sroa_idx, align 8
  %61 = getelementptr inbounds nuw i8, ptr %args5, i64 32
  store ptr %args21, ptr %61, align 8
  %_102.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_102.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_eac30fbaa7e4411293bf75966ed9f6ba, ptr noundef nonnull %args5) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  call void @llvm.lifetime.start.p0(ptr nonnull %buckets)
  call void @llvm.lifetime.start.p0(ptr nonnull %acc.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %acc.i, i8 0, i64 80, i1 false)
  br label %bb8.i69

bb8.i69:                                          ; preds = %bb8.i69, %bb47
  %i.sroa.0.0.i70 = phi i64 [ 0, %bb47 ], [ %_27.i74, %bb8.i69 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %_20.i), !noalias !190
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %_20.i, ptr noundef nonnull align 8 dereferenceable(80) %acc.i, i64 80, i1 false), !noalias !190
  %_45.i71 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i70
  call void @llvm.experimental.noalias.scope.decl(metadata !194)
  call void @llvm.experimental.noalias.scope.decl(metadata !197)
  %x.i.i = load double, ptr %_45.i71, align 8, !alias.scope !197, !noalias !199, !noundef !4
  %_8.i.i72 = fadd double %x.i.i, 5.000000e+00
  %_6.i.i = call i64 @llvm.fptoui.sat.i64.f64(double %_8.i.i72)
  %..i.i.i73 = call noundef i64 @llvm.umin.i64(i64 %_6.i.i, i64 9)
  %62 = getelementptr inbounds nuw i64, ptr %_20.i, i64 %..i.i.i73
  %63 = load i64, ptr %62, align 8, !alias.scope !194, !noalias !201, !noundef !4
  %64 = add i64 %63, 1
  store i64 %64, ptr %62, align 8, !alias.scope !194, !noalias !201
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %acc.i, ptr noundef nonnull align 8 dereferenceable(80) %_20.i, i64 80, i1 false), !noalias !190
  call void @llvm.lifetime.end.p0(ptr nonnull %_20.i), !noalias !190
  %_27.i74 = add nuw nsw i64 %i.sroa.0.0.i70, 1
  %_28.i75 = icmp eq i64 %i.sroa.0.0.i70, 199
  br i1 %_28.i75, label %bb10.i, label %bb8.i69

bb10.i:                                           ; preds = %bb8.i69
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %buckets, ptr noundef nonnull align 8 dereferenceable(80) %acc.i, i64 80, i1 false), !noalias !202
  call void @llvm.lifetime.end.p0(ptr nonnull %acc.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %args6)
  store ptr %buckets, ptr %args6, align 8
  %_111.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args6, i64 8
  store ptr @"_ZN4core5array69_$LT$impl$u20$core..fmt..Debug$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$3fmt17h5749bd564f6770acE", ptr %_111.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_b4325b3cdfc2aa14b79cb5b4b1e2eb4c, ptr noundef nonnull %args6) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args6)
  call void @llvm.lifetime.start.p0(ptr nonnull %_116)
  store double 5.000000e+00, ptr %_116, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args7)
  store ptr %_116, ptr %args7, align 8
  %_118.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args7, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_118.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_26331e3b81d1761e9ef950238cc03a61, ptr noundef nonnull %args7) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args7)
  call void @llvm.lifetime.end.p0(ptr nonnull %_116)
  call void @llvm.lifetime.start.p0(ptr nonnull %calls)
  call void @llvm.lifetime.start.p0(ptr nonnull %r)
  br label %bb4.i77

bb4.i77:                                          ; preds = %bb4.i77, %bb10.i
  %x0.sroa.0.03.i = phi double [ 1.000000e+00, %bb10.i ], [ %74, %bb4.i77 ]
  %iter.sroa.0.02.i = phi i64 [ 0, %bb10.i ], [ %_7.i78.9, %bb4.i77 ]
  %65 = call noundef double @llvm.cos.f64(double %x0.sroa.0.03.i)
  %66 = call noundef double @llvm.cos.f64(double %65)
  %67 = call noundef double @llvm.cos.f64(double %66)
  %68 = call noundef double @llvm.cos.f64(double %67)
  %69 = call noundef double @llvm.cos.f64(double %68)
  %70 = call noundef double @llvm.cos.f64(double %69)
  %71 = call noundef double @llvm.cos.f64(double %70)
  %72 = call noundef double @llvm.cos.f64(double %71)
  %73 = call noundef double @llvm.cos.f64(double %72)
  %_7.i78.9 = add nuw nsw i64 %iter.sroa.0.02.i, 10
  %74 = call noundef double @llvm.cos.f64(double %73)
  %exitcond.not.i79.9 = icmp eq i64 %_7.i78.9, 100
  br i1 %exitcond.not.i79.9, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92, label %bb4.i77

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92: ; preds = %bb4.i77
  store i32 100, ptr %calls, align 4, !alias.scope !203, !noalias !206
  store double %74, ptr %r, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args8)
  store ptr %r, ptr %args8, align 8
  %_129.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args8, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_129.sroa.4.0..sroa_idx, align 8
  %75 = getelementptr inbounds nuw i8, ptr %args8, i64 16
  store ptr %calls, ptr %75, align 8
  %_130.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args8, i64 24
  store ptr @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt, ptr %_130.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_a99badaac5ebf7f88356bf6a693202f4, ptr noundef nonnull %args8) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args8)
  call void @llvm.lifetime.start.p0(ptr nonnull %evens_sq)
  store i64 171700, ptr %evens_sq, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %chain)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !209
; call __rustc::__rust_alloc
  %76 = call noundef align 4 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 24, i64 noundef range(i64 1, 9) 4) #20, !noalias !209
  %77 = icmp eq ptr %76, null
  br i1 %77, label %bb3.i.i104, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i"

bb3.i.i104:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 4, i64 24) #21, !noalias !215
  unreachable

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92
  store i32 9, ptr %76, align 4, !noalias !216
  %_3.i.i.i3.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %76, i64 4
  store i32 8, ptr %_3.i.i.i3.i.i.i.i.i.i.i.1, align 4, !noalias !216
  %_3.i.i.i3.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %76, i64 8
  store i32 7, ptr %_3.i.i.i3.i.i.i.i.i.i.i.2, align 4, !noalias !216
  %_3.i.i.i.i.i.i.i.i.i100 = getelementptr inbounds nuw i8, ptr %76, i64 12
  store i32 3, ptr %_3.i.i.i.i.i.i.i.i.i100, align 4, !noalias !240
  %_3.i.i.i.i.i.i.i.i.i100.1 = getelementptr inbounds nuw i8, ptr %76, i64 16
  store i32 2, ptr %_3.i.i.i.i.i.i.i.i.i100.1, align 4, !noalias !240
  %_3.i.i.i.i.i.i.i.i.i100.2 = getelementptr inbounds nuw i8, ptr %76, i64 20
  store i32 1, ptr %_3.i.i.i.i.i.i.i.i.i100.2, align 4, !noalias !240
  store i64 6, ptr %chain, align 8, !noalias !247
  %vector.i85.sroa.4.0.chain.sroa_idx = getelementptr inbounds nuw i8, ptr %chain, i64 8
  store ptr %76, ptr %vector.i85.sroa.4.0.chain.sroa_idx, align 8, !noalias !247
  %vector.i85.sroa.5.0.chain.sroa_idx = getelementptr inbounds nuw i8, ptr %chain, i64 16
  store i64 6, ptr %vector.i85.sroa.5.0.chain.sroa_idx, align 8, !noalias !247
  call void @llvm.lifetime.start.p0(ptr nonnull %args9)
  store ptr %evens_sq, ptr %args9, align 8
  %_142.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args9, i64 8
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %_142.sroa.4.0..sroa_idx, align 8
  %78 = getelementptr inbounds nuw i8, ptr %args9, i64 16
  store ptr %chain, ptr %78, align 8
  %_143.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args9, i64 24
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h371a8294acaeca51E", ptr %_143.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_d5f959dc34abe734e31e8cd3ae4f8d98, ptr noundef nonnull %args9) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args9)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !248
; call __rustc::__rust_alloc
  %79 = call noundef align 8 dereferenceable_or_null(120) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 120, i64 noundef range(i64 1, 9) 8) #20, !noalias !248
  %80 = icmp eq ptr %79, null
  br i1 %80, label %bb3.i.i120, label %bb52

bb3.i.i120:                                       ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 120) #21, !noalias !253
  unreachable

bb52:                                             ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i"
  store i64 5, ptr %79, align 8, !noalias !254
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %79, i64 8
  store ptr @alloc_19bb968bf87d97aa8122af4bb473a80f, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !254
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %79, i64 16
  store i64 5, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !254
  %_3.i.i.i.i.i.i.i.i.i117.1 = getelementptr inbounds nuw i8, ptr %79, i64 24
  store i64 4, ptr %_3.i.i.i.i.i.i.i.i.i117.1, align 8, !noalias !272
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %79, i64 32
  store ptr @alloc_92cb8dbd9048800436c95cf5749d0776, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1, align 8, !noalias !272
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %79, i64 40
  store i64 4, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1, align 8, !noalias !272
  %_3.i.i.i.i.i.i.i.i.i117.2 = getelementptr inbounds nuw i8, ptr %79, i64 48
  store i64 5, ptr %_3.i.i.i.i.i.i.i.i.i117.2, align 8, !noalias !274
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %79, i64 56
  store ptr @alloc_216b5aca98fdf70e80bac0db88a04971, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2, align 8, !noalias !274
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %79, i64 64
  store i64 5, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2, align 8, !noalias !274
  %_3.i.i.i.i.i.i.i.i.i117.3 = getelementptr inbounds nuw i8, ptr %79, i64 72
  store i64 5, ptr %_3.i.i.i.i.i.i.i.i.i117.3, align 8, !noalias !276
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %79, i64 80
  store ptr @alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3, align 8, !noalias !276
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %79, i64 88
  store i64 5, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3, align 8, !noalias !276
  %_3.i.i.i.i.i.i.i.i.i117.4 = getelementptr inbounds nuw i8, ptr %79, i64 96
  store i64 7, ptr %_3.i.i.i.i.i.i.i.i.i117.4, align 8, !noalias !278
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %79, i64 104
  store ptr @alloc_6526cf658b8826332a5a4a86783a0f7f, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4, align 8, !noalias !278
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %79, i64 112
  store i64 7, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4, align 8, !noalias !278
  call void @llvm.lifetime.start.p0(ptr nonnull %longest)
  %_45.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %79, i64 96
  store ptr %_45.i.i.i.i.3, ptr %longest, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %joined)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !280
; call __rustc::__rust_alloc
  %81 = call noundef align 8 dereferenceable_or_null(120) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 120, i64 noundef range(i64 1, 9) 8) #20, !noalias !280
  %82 = icmp eq ptr %81, null
  br i1 %82, label %bb3.i.i138, label %bb8.i.i.i.i.i.i132.preheader

bb8.i.i.i.i.i.i132.preheader:                     ; preds = %bb52
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !285
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_19bb968bf87d97aa8122af4bb473a80f, i64 noundef 5) #20, !noalias !285
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %81, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !299
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !285
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !304
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_92cb8dbd9048800436c95cf5749d0776, i64 noundef 4) #20, !noalias !304
  %_3.i.i.i.i.i.i.i.i.i134.1 = getelementptr inbounds nuw i8, ptr %81, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.1, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !306
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !304
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !307
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_216b5aca98fdf70e80bac0db88a04971, i64 noundef 5) #20, !noalias !307
  %_3.i.i.i.i.i.i.i.i.i134.2 = getelementptr inbounds nuw i8, ptr %81, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.2, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !309
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !307
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !310
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6, i64 noundef 5) #20, !noalias !310
  %_3.i.i.i.i.i.i.i.i.i134.3 = getelementptr inbounds nuw i8, ptr %81, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.3, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !312
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !310
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !313
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_6526cf658b8826332a5a4a86783a0f7f, i64 noundef 7) #20, !noalias !313
  %_3.i.i.i.i.i.i.i.i.i134.4 = getelementptr inbounds nuw i8, ptr %81, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.4, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !315
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !313
  call void @llvm.experimental.noalias.scope.decl(metadata !316)
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 16
  %_5.i.i.i.i.i143 = load i64, ptr %83, align 8, !alias.scope !319, !noalias !326, !noundef !4
  %_4.1.i.i.i.i.i = icmp ugt i64 %_5.i.i.i.i.i143, -5
  br i1 %_4.1.i.i.i.i.i, label %bb52.i, label %bb1.i.i140.1

bb3.i.i138:                                       ; preds = %bb52
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 120) #21, !noalias !330
  unreachable

bb1.i.i140.1:                                     ; preds = %bb8.i.i.i.i.i.i132.preheader
  %_4.0.i.i.i.i.i = add nuw i64 %_5.i.i.i.i.i143, 4
  %84 = getelementptr inbounds nuw i8, ptr %81, i64 40
  %_5.i.i.i.i.i143.1 = load i64, ptr %84, align 8, !alias.scope !319, !noalias !326, !noundef !4
  %_4.0.i.i.i.i.i.1 = add i64 %_5.i.i.i.i.i143.1, %_4.0.i.i.i.i.i
  %_4.1.i.i.i.i.i.1 = icmp ult i64 %_4.0.i.i.i.i.i.1, %_4.0.i.i.i.i.i
  br i1 %_4.1.i.i.i.i.i.1, label %bb52.i, label %bb1.i.i140.2

bb1.i.i140.2:                                     ; preds = %bb1.i.i140.1
  %85 = getelementptr inbounds nuw i8, ptr %81, i64 64
  %_5.i.i.i.i.i143.2 = load i64, ptr %85, align 8, !alias.scope !319, !noalias !326, !noundef !4
  %_4.0.i.i.i.i.i.2 = add i64 %_5.i.i.i.i.i143.2, %_4.0.i.i.i.i.i.1
  %_4.1.i.i.i.i.i.2 = icmp ult i64 %_4.0.i.i.i.i.i.2, %_4.0.i.i.i.i.i.1
  br i1 %_4.1.i.i.i.i.i.2, label %bb52.i, label %bb1.i.i140.3

bb1.i.i140.3:                                     ; preds = %bb1.i.i140.2
  %86 = getelementptr inbounds nuw i8, ptr %81, i64 88
  %_5.i.i.i.i.i143.3 = load i64, ptr %86, align 8, !alias.scope !319, !noalias !326, !noundef !4
  %_4.0.i.i.i.i.i.3 = add i64 %_5.i.i.i.i.i143.3, %_4.0.i.i.i.i.i.2
  %_4.1.i.i.i.i.i.3 = icmp ult i64 %_4.0.i.i.i.i.i.3, %_4.0.i.i.i.i.i.2
  br i1 %_4.1.i.i.i.i.i.3, label %bb52.i, label %bb1.i.i140.4

bb1.i.i140.4:                                     ; preds = %bb1.i.i140.3
  %87 = getelementptr inbounds nuw i8, ptr %81, i64 112
  %_5.i.i.i.i.i143.4 = load i64, ptr %87, align 8, !alias.scope !319, !noalias !326, !noundef !4
  %_4.0.i.i.i.i.i.4 = add i64 %_5.i.i.i.i.i143.4, %_4.0.i.i.i.i.i.3
  %_4.1.i.i.i.i.i.4 = icmp ult i64 %_4.0.i.i.i.i.i.4, %_4.0.i.i.i.i.i.3
  br i1 %_4.1.i.i.i.i.i.4, label %bb52.i, label %bb53.i

bb53.i:                                           ; preds = %bb1.i.i140.4
  call void @llvm.lifetime.start.p0(ptr nonnull %result.i), !noalias !331
  %_38.not.i.i.i144 = icmp slt i64 %_4.0.i.i.i.i.i.4, 0
  br i1 %_38.not.i.i.i144, label %bb3.i99.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146, !prof !332

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146: ; preds = %bb53.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !333
; call __rustc::__rust_alloc
  %88 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_4.0.i.i.i.i.i.4, i64 noundef range(i64 1, 9) 1) #20, !noalias !333
  %89 = icmp eq ptr %88, null
  br i1 %89, label %bb3.i99.i, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147"

bb3.i99.i:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146, %bb53.i
  %_4.sroa.4.0.ph.i.i153 = phi i64 [ 1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146 ], [ 0, %bb53.i ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i153, i64 %_4.0.i.i.i.i.i.4) #21, !noalias !331
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146
  store i64 %_4.0.i.i.i.i.i.4, ptr %result.i, align 8, !noalias !331
  %90 = getelementptr inbounds nuw i8, ptr %result.i, i64 8
  store ptr %88, ptr %90, align 8, !noalias !331
  %91 = getelementptr inbounds nuw i8, ptr %result.i, i64 16
  store i64 0, ptr %91, align 8, !noalias !331
  %92 = getelementptr inbounds nuw i8, ptr %81, i64 8
  %_6.i.i149 = load ptr, ptr %92, align 8, !alias.scope !336, !noalias !339, !nonnull !4, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !340)
  call void @llvm.experimental.noalias.scope.decl(metadata !343)
  %_7.i.i.i.i150 = icmp ugt i64 %_5.i.i.i.i.i143, %_4.0.i.i.i.i.i.4
  br i1 %_7.i.i.i.i150, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i", label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i", !prof !346

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i": ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147"
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h12fb9b0633473cd5E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %result.i, i64 noundef 0, i64 noundef %_5.i.i.i.i.i143, i64 noundef 1, i64 noundef 1) #20, !noalias !331
  %len1.i.i.i = load i64, ptr %91, align 8, !alias.scope !347, !noalias !331, !noundef !4
  %_102.i.i.i = icmp sgt i64 %len1.i.i.i, -1
  call void @llvm.assume(i1 %_102.i.i.i)
  %_11.i.i.pre.i = load ptr, ptr %90, align 8, !alias.scope !347, !noalias !331
  br label %bb2.i.i100.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i": ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147"
  %_6.not.i.i.i = icmp samesign eq i64 %_5.i.i.i.i.i143, 0
  br i1 %_6.not.i.i.i, label %bb91.preheader.i, label %bb2.i.i100.i

bb2.i.i100.i:                                     ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i"
  %_11.i.i.i = phi ptr [ %_11.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i" ], [ %88, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %len4.i.i.i = phi i64 [ %len1.i.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i" ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %dst.i.i.i151 = getelementptr inbounds nuw i8, ptr %_11.i.i.i, i64 %len4.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %dst.i.i.i151, ptr nonnull readonly align 1 %_6.i.i149, i64 %_5.i.i.i.i.i143, i1 false), !noalias !348
  br label %bb91.preheader.i

bb91.preheader.i:                                 ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i", %bb2.i.i100.i
  %_169.i = phi ptr [ %_11.i.i.i, %bb2.i.i100.i ], [ %88, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %len5.i.i.i = phi i64 [ %len4.i.i.i, %bb2.i.i100.i ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %93 = add i64 %len5.i.i.i, %_5.i.i.i.i.i143
  %_160.i = icmp sgt i64 %93, -1
  call void @llvm.assume(i1 %_160.i)
  %_162.i = getelementptr inbounds nuw i8, ptr %_169.i, i64 %93
  %94 = getelementptr inbounds nuw i8, ptr %81, i64 32
  %_6.i101.i = load ptr, ptr %94, align 8, !alias.scope !349, !noalias !339, !nonnull !4, !noundef !4
  %_6.not.i.i = icmp eq i64 %_4.0.i.i.i.i.i.4, %93
  br i1 %_6.not.i.i, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i, !prof !346

bb52.i:                                           ; preds = %bb1.i.i140.4, %bb1.i.i140.3, %bb1.i.i140.2, %bb1.i.i140.1, %bb8.i.i.i.i.i.i132.preheader
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_ca673fb95acb8e58af271999e89294ae, i64 noundef 53, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d8d4d9da093f3be02d1f11ac3b974138) #23, !noalias !331
  unreachable

bb3.i104.i:                                       ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i, %bb91.preheader.i
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_01417ebca96a98fb9890b1b8a14503d5) #23, !noalias !352
  unreachable

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i: ; preds = %bb91.preheader.i
  %95 = xor i64 %93, -1
  %len.i.i.i152 = add nsw i64 %_4.0.i.i.i.i.i.4, %95
  store i8 45, ptr %_162.i, align 1, !alias.scope !356, !noalias !331
  %_6.not.i106.i = icmp ugt i64 %_5.i.i.i.i.i143.1, %len.i.i.i152
  br i1 %_6.not.i106.i, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i, !prof !346

bb3.i113.i:                                       ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_01417ebca96a98fb9890b1b8a14503d5) #23, !noalias !360
  unreachable

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i
  %data.i.i.i = getelementptr inbounds nuw i8, ptr %_162.i, i64 1
  %data.i.i108.i = getelementptr inbounds nuw i8, ptr %data.i.i.i, i64 %_5.i.i.i.i.i143.1
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i, ptr nonnull readonly align 1 %_6.i101.i, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.1, i1 false), !alias.scope !364, !noalias !331
  %96 = getelementptr inbounds nuw i8, ptr %81, i64 56
  %_6.i101.i.1 = load ptr, ptr %96, align 8, !alias.scope !349, !noalias !339, !nonnull !4, !noundef !4
  %_6.not.i.i.1 = icmp eq i64 %len.i.i.i152, %_5.i.i.i.i.i143.1
  br i1 %_6.not.i.i.1, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1, !prof !346

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i
  %97 = xor i64 %_5.i.i.i.i.i143.1, -1
  %len.i.i.i152.1 = add i64 %len.i.i.i152, %97
  store i8 45, ptr %data.i.i108.i, align 1, !alias.scope !356, !noalias !331
  %_6.not.i106.i.1 = icmp ugt i64 %_5.i.i.i.i.i143.2, %len.i.i.i152.1
  br i1 %_6.not.i106.i.1, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1, !prof !346

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1
  %data.i.i.i.1 = getelementptr inbounds nuw i8, ptr %data.i.i108.i, i64 1
  %data.i.i108.i.1 = getelementptr inbounds nuw i8, ptr %data.i.i.i.1, i64 %_5.i.i.i.i.i143.2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.1, ptr nonnull readonly align 1 %_6.i101.i.1, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.2, i1 false), !alias.scope !364, !noalias !331
  %98 = getelementptr inbounds nuw i8, ptr %81, i64 80
  %_6.i101.i.2 = load ptr, ptr %98, align 8, !alias.scope !349, !noalias !339, !nonnull !4, !noundef !4
  %_6.not.i.i.2 = icmp eq i64 %len.i.i.i152.1, %_5.i.i.i.i.i143.2
  br i1 %_6.not.i.i.2, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2, !prof !346

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1
  %99 = xor i64 %_5.i.i.i.i.i143.2, -1
  %len.i.i.i152.2 = add i64 %len.i.i.i152.1, %99
  store i8 45, ptr %data.i.i108.i.1, align 1, !alias.scope !356, !noalias !331
  %_6.not.i106.i.2 = icmp ugt i64 %_5.i.i.i.i.i143.3, %len.i.i.i152.2
  br i1 %_6.not.i106.i.2, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2, !prof !346

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2
  %data.i.i.i.2 = getelementptr inbounds nuw i8, ptr %data.i.i108.i.1, i64 1
  %data.i.i108.i.2 = getelementptr inbounds nuw i8, ptr %data.i.i.i.2, i64 %_5.i.i.i.i.i143.3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.2, ptr nonnull readonly align 1 %_6.i101.i.2, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.3, i1 false), !alias.scope !364, !noalias !331
  %100 = getelementptr inbounds nuw i8, ptr %81, i64 104
  %_6.i101.i.3 = load ptr, ptr %100, align 8, !alias.scope !349, !noalias !339, !nonnull !4, !noundef !4
  %_6.not.i.i.3 = icmp eq i64 %len.i.i.i152.2, %_5.i.i.i.i.i143.3
  br i1 %_6.not.i.i.3, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3, !prof !346

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2
  %101 = xor i64 %_5.i.i.i.i.i143.3, -1
  %len.i.i.i152.3 = add i64 %len.i.i.i152.2, %101
  store i8 45, ptr %data.i.i108.i.2, align 1, !alias.scope !356, !noalias !331
  %_6.not.i106.i.3 = icmp ugt i64 %_5.i.i.i.i.i143.4, %len.i.i.i152.3
  br i1 %_6.not.i106.i.3, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3, !prof !346

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3
  %data.i.i.i.3 = getelementptr inbounds nuw i8, ptr %data.i.i108.i.2, i64 1
  %len.i.i109.i.3.neg = sub i64 %_5.i.i.i.i.i143.4, %len.i.i.i152.3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.3, ptr nonnull readonly align 1 %_6.i101.i.3, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.4, i1 false), !alias.scope !364, !noalias !331
  %result_len.i = add i64 %len.i.i109.i.3.neg, %_4.0.i.i.i.i.i.4
  %_490.sroa.0.0.copyload257 = load i64, ptr %result.i, align 8, !noalias !316
  %_490.sroa.5.0.copyload258 = load ptr, ptr %90, align 8, !noalias !316
  call void @llvm.lifetime.end.p0(ptr nonnull %result.i), !noalias !331
  store i64 %_490.sroa.0.0.copyload257, ptr %joined, align 8
  %_490.sroa.5.0.joined.sroa_idx = getelementptr inbounds nuw i8, ptr %joined, i64 8
  store ptr %_490.sroa.5.0.copyload258, ptr %_490.sroa.5.0.joined.sroa_idx, align 8
  %_490.sroa.6.0.joined.sroa_idx = getelementptr inbounds nuw i8, ptr %joined, i64 16
  store i64 %result_len.i, ptr %_490.sroa.6.0.joined.sroa_idx, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !368)
  call void @llvm.experimental.noalias.scope.decl(metadata !371)
  call void @llvm.experimental.noalias.scope.decl(metadata !374)
  call void @llvm.experimental.noalias.scope.decl(metadata !377)
  call void @llvm.experimental.noalias.scope.decl(metadata !380)
  call void @llvm.experimental.noalias.scope.decl(metadata !383)
  %self1.i.i.i.i.i.i.i.i.i = load i64, ptr %81, align 8, !range !86, !alias.scope !386, !noalias !389, !noundef !4
  %102 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i, 0
  br i1 %102, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i", label %bb2.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i:                              ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3
  %self3.i.i.i.i.i.i.i.i.i = load ptr, ptr %92, align 8, !alias.scope !386, !noalias !389, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #20, !noalias !395
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i.i, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3
  call void @llvm.experimental.noalias.scope.decl(metadata !396)
  call void @llvm.experimental.noalias.scope.decl(metadata !398)
  call void @llvm.experimental.noalias.scope.decl(metadata !400)
  call void @llvm.experimental.noalias.scope.decl(metadata !402)
  call void @llvm.experimental.noalias.scope.decl(metadata !404)
  %self1.i.i.i.i.i.i.i.i.i.1 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.1, align 8, !range !86, !alias.scope !406, !noalias !389, !noundef !4
  %103 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.1, 0
  br i1 %103, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1", label %bb2.i.i.i.i.i.i.i.i.1

bb2.i.i.i.i.i.i.i.i.1:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i"
  %104 = getelementptr inbounds nuw i8, ptr %81, i64 32
  %self3.i.i.i.i.i.i.i.i.i.1 = load ptr, ptr %104, align 8, !alias.scope !406, !noalias !389, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.1, i64 noundef %self1.i.i.i.i.i.i.i.i.i.1, i64 noundef range(i64 1, -9223372036854775807) 1) #20, !noalias !407
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1": ; preds = %bb2.i.i.i.i.i.i.i.i.1, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i"
  call void @llvm.experimental.noalias.scope.decl(metadata !408)
  call void @llvm.experimental.noalias.scope.decl(metadata !410)
  call void @llvm.experimental.noalias.scope.decl(metadata !412)
  call void @llvm.experimental.noalias.scope.decl(metadata !414)
  call void @llvm.experimental.noalias.scope.decl(metadata !416)
  %self1.i.i.i.i.i.i.i.i.i.2 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.2, align 8, !range !86, !alias.scope !418, !noalias !389, !noundef !4
  %105 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.2, 0
  br i1 %105, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2", label %bb2.i.i.i.i.i.i.i.i.2

bb2.i.i.i.i.i.i.i.i.2:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1"
  %106 = getelementptr inbounds nuw i8, ptr %81, i64 56
  %self3.i.i.i.i.i.i.i.i.i.2 = load ptr, ptr %106, align 8, !alias.scope !418, !noalias !389, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.2, i64 noundef %self1.i.i.i.i.i.i.i.i.i.2, i64 noundef range(i64 1, -9223372036854775807) 1) #20, !noalias !419
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2": ; preds = %bb2.i.i.i.i.i.i.i.i.2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1"
  call void @llvm.experimental.noalias.scope.decl(metadata !420)
  call void @llvm.experimental.noalias.scope.decl(metadata !422)
  call void @llvm.experimental.noalias.scope.decl(metadata !424)
  call void @llvm.experimental.noalias.scope.decl(metadata !426)
  call void @llvm.experimental.noalias.scope.decl(metadata !428)
  %self1.i.i.i.i.i.i.i.i.i.3 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.3, align 8, !range !86, !alias.scope !430, !noalias !389, !noundef !4
  %107 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.3, 0
  br i1 %107, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3", label %bb2.i.i.i.i.i.i.i.i.3

bb2.i.i.i.i.i.i.i.i.3:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2"
  %108 = getelementptr inbounds nuw i8, ptr %81, i64 80
  %self3.i.i.i.i.i.i.i.i.i.3 = load ptr, ptr %108, align 8, !alias.scope !430, !noalias !389, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.3, i64 noundef %self1.i.i.i.i.i.i.i.i.i.3, i64 noundef range(i64 1, -9223372036854775807) 1) #20, !noalias !431
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3": ; preds = %bb2.i.i.i.i.i.i.i.i.3, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2"
  call void @llvm.experimental.noalias.scope.decl(metadata !432)
  call void @llvm.experimental.noalias.scope.decl(metadata !434)
  call void @llvm.experimental.noalias.scope.decl(metadata !436)
  call void @llvm.experimental.noalias.scope.decl(metadata !438)
  call void @llvm.experimental.noalias.scope.decl(metadata !440)
  %self1.i.i.i.i.i.i.i.i.i.4 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.4, align 8, !range !86, !alias.scope !442, !noalias !389, !noundef !4
  %109 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.4, 0
  br i1 %109, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4", label %bb2.i.i.i.i.i.i.i.i.4

bb2.i.i.i.i.i.i.i.i.4:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3"
  %110 = getelementptr inbounds nuw i8, ptr %81, i64 104
  %self3.i.i.i.i.i.i.i.i.i.4 = load ptr, ptr %110, align 8, !alias.scope !442, !noalias !389, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.4, i64 noundef %self1.i.i.i.i.i.i.i.i.i.4, i64 noundef range(i64 1, -9223372036854775807) 1) #20, !noalias !443
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4": ; preds = %bb2.i.i.i.i.i.i.i.i.4, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3"
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %81, i64 noundef 120, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !444
  call void @llvm.lifetime.start.p0(ptr nonnull %args10)
  store ptr %longest, ptr %args10, align 8
  %_166.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args10, i64 8
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h32cc6dfdb65f3f4dE", ptr %_166.sroa.4.0..sroa_idx, align 8
  %111 = getelementptr inbounds nuw i8, ptr %args10, i64 16
  store ptr %joined, ptr %111, align 8
  %_167.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args10, i64 24
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_167.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_5ea444911453abd66bc7684632b744f2, ptr noundef nonnull %args10) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args10)
  call void @llvm.lifetime.start.p0(ptr nonnull %any_neg)
  br label %bb1.i

bb1.i:                                            ; preds = %bb13.i.2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4"
  %_221.i.idx = phi i64 [ 0, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4" ], [ %_221.i.add.2, %bb13.i.2 ]
  %_221.i.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i.idx
  %x.i.i158 = load double, ptr %_221.i.ptr, align 8, !alias.scope !451, !noalias !454, !noundef !4
  %_0.i.i159 = fcmp olt double %x.i.i158, -4.900000e+00
  br i1 %_0.i.i159, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb13.i.1

bb13.i.1:                                         ; preds = %bb1.i
  %112 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i.idx
  %_221.i.ptr.1 = getelementptr inbounds nuw i8, ptr %112, i64 8
  %_221.i.add.1 = add nuw nsw i64 %_221.i.idx, 16
  %x.i.i158.1 = load double, ptr %_221.i.ptr.1, align 8, !alias.scope !451, !noalias !454, !noundef !4
  %_0.i.i159.1 = fcmp olt double %x.i.i158.1, -4.900000e+00
  br i1 %_0.i.i159.1, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb1.i.2

bb1.i.2:                                          ; preds = %bb13.i.1
  %_12.not.not.not.i.not.not.not.not.2.not = icmp eq i64 %_221.i.add.1, 1600
  br i1 %_12.not.not.not.i.not.not.not.not.2.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb13.i.2

bb13.i.2:                                         ; preds = %bb1.i.2
  %_221.i.ptr.2 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i.add.1
  %_221.i.add.2 = add nuw nsw i64 %_221.i.idx, 24
  %x.i.i158.2 = load double, ptr %_221.i.ptr.2, align 8, !alias.scope !451, !noalias !454, !noundef !4
  %_0.i.i159.2 = fcmp olt double %x.i.i158.2, -4.900000e+00
  br i1 %_0.i.i159.2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb1.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit": ; preds = %bb13.i.2, %bb1.i.2, %bb13.i.1, %bb1.i
  %_12.not.not.not.i.not.not.not.not.lcssa = phi i8 [ 1, %bb13.i.2 ], [ 1, %bb1.i ], [ 0, %bb1.i.2 ], [ 1, %bb13.i.1 ]
  store i8 %_12.not.not.not.i.not.not.not.not.lcssa, ptr %any_neg, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %all_small)
  br label %bb1.i162

bb1.i162:                                         ; preds = %bb13.i164.2, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit"
  %_221.i163.idx = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit" ], [ %_221.i163.add.2, %bb13.i164.2 ]
  %_221.i163.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i163.idx
  %x.i.i166 = load double, ptr %_221.i163.ptr, align 8, !alias.scope !457, !noalias !460, !noundef !4
  %113 = call double @llvm.fabs.f64(double %x.i.i166)
  %_0.i.i167 = fcmp ugt double %113, 5.000000e+00
  br i1 %_0.i.i167, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb13.i164.1

bb13.i164.1:                                      ; preds = %bb1.i162
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i163.idx
  %_221.i163.ptr.1 = getelementptr inbounds nuw i8, ptr %114, i64 8
  %_221.i163.add.1 = add nuw nsw i64 %_221.i163.idx, 16
  %x.i.i166.1 = load double, ptr %_221.i163.ptr.1, align 8, !alias.scope !457, !noalias !460, !noundef !4
  %115 = call double @llvm.fabs.f64(double %x.i.i166.1)
  %_0.i.i167.1 = fcmp ugt double %115, 5.000000e+00
  br i1 %_0.i.i167.1, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb1.i162.2

bb1.i162.2:                                       ; preds = %bb13.i164.1
  %_12.i.2 = icmp eq i64 %_221.i163.add.1, 1600
  br i1 %_12.i.2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb13.i164.2

bb13.i164.2:                                      ; preds = %bb1.i162.2
  %_221.i163.ptr.2 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i163.add.1
  %_221.i163.add.2 = add nuw nsw i64 %_221.i163.idx, 24
  %x.i.i166.2 = load double, ptr %_221.i163.ptr.2, align 8, !alias.scope !457, !noalias !460, !noundef !4
  %116 = call double @llvm.fabs.f64(double %x.i.i166.2)
  %_0.i.i167.2 = fcmp ugt double %116, 5.000000e+00
  br i1 %_0.i.i167.2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb1.i162

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit": ; preds = %bb13.i164.2, %bb1.i162.2, %bb13.i164.1, %bb1.i162
  %_12.i.lcssa = phi i8 [ 0, %bb13.i164.2 ], [ 0, %bb1.i162 ], [ 1, %bb1.i162.2 ], [ 0, %bb13.i164.1 ]
  store i8 %_12.i.lcssa, ptr %all_small, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %pos_idx)
  br label %bb23.i

bb23.i:                                           ; preds = %bb7.i.4, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit"
  %i.sroa.0.07.i = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit" ], [ %121, %bb7.i.4 ]
  %_3946.i.idx = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit" ], [ %_3946.i.add.4, %bb7.i.4 ]
  %_3946.i.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %x.i.i169 = load double, ptr %_3946.i.ptr, align 8, !alias.scope !463, !noalias !466, !noundef !4
  %_0.i.i170 = fcmp ogt double %x.i.i169, 4.500000e+00
  br i1 %_0.i.i170, label %bb6.i, label %bb7.i

bb7.i:                                            ; preds = %bb23.i
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.1 = getelementptr inbounds nuw i8, ptr %117, i64 8
  %x.i.i169.1 = load double, ptr %_3946.i.ptr.1, align 8, !alias.scope !463, !noalias !466, !noundef !4
  %_0.i.i170.1 = fcmp ogt double %x.i.i169.1, 4.500000e+00
  br i1 %_0.i.i170.1, label %bb6.i.split.loop.exit355, label %bb7.i.1

bb7.i.1:                                          ; preds = %bb7.i
  %118 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.2 = getelementptr inbounds nuw i8, ptr %118, i64 16
  %x.i.i169.2 = load double, ptr %_3946.i.ptr.2, align 8, !alias.scope !463, !noalias !466, !noundef !4
  %_0.i.i170.2 = fcmp ogt double %x.i.i169.2, 4.500000e+00
  br i1 %_0.i.i170.2, label %bb6.i.split.loop.exit353, label %bb7.i.2

bb7.i.2:                                          ; preds = %bb7.i.1
  %119 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.3 = getelementptr inbounds nuw i8, ptr %119, i64 24
  %x.i.i169.3 = load double, ptr %_3946.i.ptr.3, align 8, !alias.scope !463, !noalias !466, !noundef !4
  %_0.i.i170.3 = fcmp ogt double %x.i.i169.3, 4.500000e+00
  br i1 %_0.i.i170.3, label %bb6.i.split.loop.exit351, label %bb7.i.3

bb7.i.3:                                          ; preds = %bb7.i.2
  %120 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.4 = getelementptr inbounds nuw i8, ptr %120, i64 32
  %x.i.i169.4 = load double, ptr %_3946.i.ptr.4, align 8, !alias.scope !463, !noalias !466, !noundef !4
  %_0.i.i170.4 = fcmp ogt double %x.i.i169.4, 4.500000e+00
  br i1 %_0.i.i170.4, label %bb6.i.split.loop.exit, label %bb7.i.4

bb7.i.4:                                          ; preds = %bb7.i.3
  %_3946.i.add.4 = add nuw nsw i64 %_3946.i.idx, 40
  %121 = add nuw nsw i64 %i.sroa.0.07.i, 5
  %_29.i.4 = icmp eq i64 %_3946.i.add.4, 1600
  br i1 %_29.i.4, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184, label %bb23.i

bb6.i.split.loop.exit:                            ; preds = %bb7.i.3
  %122 = add nuw nsw i64 %i.sroa.0.07.i, 4
  br label %bb6.i

bb6.i.split.loop.exit351:                         ; preds = %bb7.i.2
  %123 = add nuw nsw i64 %i.sroa.0.07.i, 3
  br label %bb6.i

bb6.i.split.loop.exit353:                         ; preds = %bb7.i.1
  %124 = add nuw nsw i64 %i.sroa.0.07.i, 2
  br label %bb6.i

bb6.i.split.loop.exit355:                         ; preds = %bb7.i
  %125 = add nuw nsw i64 %i.sroa.0.07.i, 1
  br label %bb6.i

bb6.i:                                            ; preds = %bb23.i, %bb6.i.split.loop.exit355, %bb6.i.split.loop.exit353, %bb6.i.split.loop.exit351, %bb6.i.split.loop.exit
  %i.sroa.0.07.i.lcssa = phi i64 [ %125, %bb6.i.split.loop.exit355 ], [ %124, %bb6.i.split.loop.exit353 ], [ %123, %bb6.i.split.loop.exit351 ], [ %122, %bb6.i.split.loop.exit ], [ %i.sroa.0.07.i, %bb23.i ]
  %cond.i = icmp samesign ult i64 %i.sroa.0.07.i.lcssa, 200
  call void @llvm.assume(i1 %cond.i)
  br label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184: ; preds = %bb7.i.4, %bb6.i
  %_0.sroa.3.0.i172 = phi i64 [ %i.sroa.0.07.i.lcssa, %bb6.i ], [ undef, %bb7.i.4 ]
  %_0.sroa.0.0.i173 = phi i64 [ 1, %bb6.i ], [ 0, %bb7.i.4 ]
  store i64 %_0.sroa.0.0.i173, ptr %pos_idx, align 8
  %126 = getelementptr inbounds nuw i8, ptr %pos_idx, i64 8
  store i64 %_0.sroa.3.0.i172, ptr %126, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args11)
  store ptr %any_neg, ptr %args11, align 8
  %_184.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_184.sroa.4.0..sroa_idx, align 8
  %127 = getelementptr inbounds nuw i8, ptr %args11, i64 16
  store ptr %all_small, ptr %127, align 8
  %_185.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 24
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_185.sroa.4.0..sroa_idx, align 8
  %128 = getelementptr inbounds nuw i8, ptr %args11, i64 32
  store ptr %pos_idx, ptr %128, align 8
  %_186.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 40
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h1f86fa4f7aec62ceE", ptr %_186.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_75419323a2228e8a5d0046769f1953a2, ptr noundef nonnull %args11) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args11)
  call void @llvm.lifetime.start.p0(ptr nonnull %step)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !469
; call __rustc::__rust_alloc
  %129 = call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 24, i64 noundef range(i64 1, 9) 8) #20, !noalias !469
  %130 = icmp eq ptr %129, null
  br i1 %130, label %bb3.i.i200, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit"

bb3.i.i200:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 24) #21, !noalias !475
  unreachable

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184
  store double 0.000000e+00, ptr %129, align 8, !noalias !476
  %_3.i.i1.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %129, i64 8
  store double 5.000000e-01, ptr %_3.i.i1.i.i.i.i.i.i.i, align 8, !noalias !496
  %_3.i.i1.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %129, i64 16
  store double 1.000000e+00, ptr %_3.i.i1.i.i.i.i.i.i.i.1, align 8, !noalias !496
  store i64 3, ptr %step, align 8, !noalias !504
  %vector.i174.sroa.4.0.step.sroa_idx = getelementptr inbounds nuw i8, ptr %step, i64 8
  store ptr %129, ptr %vector.i174.sroa.4.0.step.sroa_idx, align 8, !noalias !504
  %vector.i174.sroa.5.0.step.sroa_idx = getelementptr inbounds nuw i8, ptr %step, i64 16
  store i64 3, ptr %vector.i174.sroa.5.0.step.sroa_idx, align 8, !noalias !504
  call void @llvm.lifetime.start.p0(ptr nonnull %args12)
  store ptr %step, ptr %args12, align 8
  %_194.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args12, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h68026e612b46ca97E", ptr %_194.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_82642d8c557d8b0c4c10c2b748646394, ptr noundef nonnull %args12) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %args12)
  call void @llvm.experimental.noalias.scope.decl(metadata !505)
  call void @llvm.experimental.noalias.scope.decl(metadata !508)
  call void @llvm.experimental.noalias.scope.decl(metadata !511)
  call void @llvm.experimental.noalias.scope.decl(metadata !514)
  %self1.i.i.i.i.i205 = load i64, ptr %step, align 8, !range !86, !alias.scope !517, !noalias !520, !noundef !4
  %131 = icmp eq i64 %self1.i.i.i.i.i205, 0
  br i1 %131, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit", label %bb2.i.i.i.i206

bb2.i.i.i.i206:                                   ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit"
  %alloc_size.i.i.i.i.i207 = shl nuw i64 %self1.i.i.i.i.i205, 3
  %self3.i.i.i.i.i = load ptr, ptr %vector.i174.sroa.4.0.step.sroa_idx, align 8, !alias.scope !517, !noalias !520, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i, i64 noundef %alloc_size.i.i.i.i.i207, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !522
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit", %bb2.i.i.i.i206
  call void @llvm.lifetime.end.p0(ptr nonnull %step)
  call void @llvm.lifetime.end.p0(ptr nonnull %pos_idx)
  call void @llvm.lifetime.end.p0(ptr nonnull %all_small)
  call void @llvm.lifetime.end.p0(ptr nonnull %any_neg)
  call void @llvm.experimental.noalias.scope.decl(metadata !523)
  call void @llvm.experimental.noalias.scope.decl(metadata !526)
  call void @llvm.experimental.noalias.scope.decl(metadata !529)
  call void @llvm.experimental.noalias.scope.decl(metadata !532)
  call void @llvm.experimental.noalias.scope.decl(metadata !535)
  %self1.i.i.i.i.i.i = load i64, ptr %joined, align 8, !range !86, !alias.scope !538, !noalias !541, !noundef !4
  %132 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %132, label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit", label %bb2.i.i.i.i.i208

bb2.i.i.i.i.i208:                                 ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"
  %self3.i.i.i.i.i.i = load ptr, ptr %_490.sroa.5.0.joined.sroa_idx, align 8, !alias.scope !538, !noalias !541, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #20, !noalias !543
  br label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit"

"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit", %bb2.i.i.i.i.i208
  call void @llvm.lifetime.end.p0(ptr nonnull %joined)
  call void @llvm.lifetime.end.p0(ptr nonnull %longest)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %79, i64 noundef 120, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !544
  call void @llvm.experimental.noalias.scope.decl(metadata !553)
  call void @llvm.experimental.noalias.scope.decl(metadata !556)
  call void @llvm.experimental.noalias.scope.decl(metadata !559)
  call void @llvm.experimental.noalias.scope.decl(metadata !562)
  %self1.i.i.i.i.i213 = load i64, ptr %chain, align 8, !range !86, !alias.scope !565, !noalias !568, !noundef !4
  %133 = icmp eq i64 %self1.i.i.i.i.i213, 0
  br i1 %133, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226", label %bb2.i.i.i.i214

bb2.i.i.i.i214:                                   ; preds = %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit"
  %alloc_size.i.i.i.i.i215 = shl nuw i64 %self1.i.i.i.i.i213, 2
  %self3.i.i.i.i.i216 = load ptr, ptr %vector.i85.sroa.4.0.chain.sroa_idx, align 8, !alias.scope !565, !noalias !568, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i216, i64 noundef %alloc_size.i.i.i.i.i215, i64 noundef range(i64 1, -9223372036854775807) 4) #20, !noalias !570
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226": ; preds = %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit", %bb2.i.i.i.i214
  call void @llvm.lifetime.end.p0(ptr nonnull %chain)
  call void @llvm.lifetime.end.p0(ptr nonnull %evens_sq)
  call void @llvm.lifetime.end.p0(ptr nonnull %r)
  call void @llvm.lifetime.end.p0(ptr nonnull %calls)
  call void @llvm.lifetime.end.p0(ptr nonnull %buckets)
  call void @llvm.lifetime.end.p0(ptr nonnull %median)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %57, i64 noundef 1600, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !571
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %41, i64 noundef 1568, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !580
  call void @llvm.lifetime.end.p0(ptr nonnull %dot)
  call void @llvm.lifetime.end.p0(ptr nonnull %vmin)
  call void @llvm.lifetime.end.p0(ptr nonnull %imin)
  %134 = icmp eq i64 %pos.sroa.0.0325, 0
  br i1 %134, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit236", label %bb2.i.i.i.i228

bb2.i.i.i.i228:                                   ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226"
  %alloc_size.i.i.i.i.i229 = shl nuw i64 %pos.sroa.0.0325, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %pos.sroa.5.0324, i64 noundef %alloc_size.i.i.i.i.i229, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !589
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit236"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit236": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226", %bb2.i.i.i.i228
  call void @llvm.lifetime.end.p0(ptr nonnull %var)
  call void @llvm.lifetime.end.p0(ptr nonnull %mean)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 1600, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !598
  ret void
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17h874da3bc60d6cfddE(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #1 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr noundef nonnull %_4) #22
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #20
  tail call void asm sideeffect "", "~{memory}"() #20, !srcloc !607
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h2703b82f9bd8f117E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !608, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !609, !noalias !612, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <i32 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsv_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  br label %_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <i32 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  br label %_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <i32 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsx_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  br label %_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt.exit

_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h32cc6dfdb65f3f4dE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %T.i = alloca [8 x i8], align 8
  %U.i = alloca [8 x i8], align 8
  %builder.i = alloca [24 x i8], align 8
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !614, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %builder.i), !noalias !615
; call <core::fmt::Formatter>::debug_tuple
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %builder.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) inttoptr (i64 1 to ptr), i64 noundef 0) #20, !noalias !619
  call void @llvm.lifetime.start.p0(ptr nonnull %U.i), !noalias !615
  store ptr %_3, ptr %U.i, align 8, !noalias !615
  call void @llvm.lifetime.start.p0(ptr nonnull %T.i), !noalias !615
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  store ptr %0, ptr %T.i, align 8, !noalias !615
; call <core::fmt::builders::DebugTuple>::field
  %_6.i = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i, ptr noundef nonnull align 1 %U.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
; call <core::fmt::builders::DebugTuple>::field
  %_10.i = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i, ptr noundef nonnull align 1 %T.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.4) #20
; call <core::fmt::builders::DebugTuple>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %T.i), !noalias !615
  call void @llvm.lifetime.end.p0(ptr nonnull %U.i), !noalias !615
  call void @llvm.lifetime.end.p0(ptr nonnull %builder.i), !noalias !615
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h55871f533adcc97cE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !614, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !620, !noalias !623, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hf59f32ede6d69137E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !614, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !625)
  %_3.0.i = load ptr, ptr %_3, align 8, !alias.scope !625, !noalias !628, !nonnull !4, !align !630, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_3.1.i = load i64, ptr %0, align 8, !alias.scope !625, !noalias !628, !noundef !4
; call <str as core::fmt::Debug>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0.i, i64 noundef %_3.1.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20, !noalias !625
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hfcd764cbec025ba8E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !614, !noundef !4
; call <f64 as core::fmt::Debug>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hcac07813b4c2ada1E"(ptr noundef readonly captures(none) %_1) unnamed_addr #0 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr noundef nonnull readonly %0) #22, !noalias !631
  ret i32 0
}

; core::array::<impl core::fmt::Debug for [T; N]>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN4core5array69_$LT$impl$u20$core..fmt..Debug$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$3fmt17h5749bd564f6770acE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(80) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !634
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20, !noalias !638
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %self, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.1.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.1.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.1.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.2.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.2.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.2.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.3.i = getelementptr inbounds nuw i8, ptr %self, i64 24
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.3.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.3.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.4.i = getelementptr inbounds nuw i8, ptr %self, i64 32
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.4.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.4.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.5.i = getelementptr inbounds nuw i8, ptr %self, i64 40
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.5.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.5.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.6.i = getelementptr inbounds nuw i8, ptr %self, i64 48
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.6.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.6.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.7.i = getelementptr inbounds nuw i8, ptr %self, i64 56
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.7.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.7.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.8.i = getelementptr inbounds nuw i8, ptr %self, i64 64
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.8.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.8.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
  %iter.sroa.0.06.i.ptr.9.i = getelementptr inbounds nuw i8, ptr %self, i64 72
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !639
  store ptr %iter.sroa.0.06.i.ptr.9.i, ptr %entry.i.i, align 8, !noalias !639
; call <core::fmt::builders::DebugList>::entry
  %_9.i.9.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !639
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !634
  ret i1 %_0.i
}

; core::slice::sort::shared::pivot::median3_rec
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc noundef nonnull ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef nonnull %0, ptr noundef nonnull %1, ptr noundef nonnull %2, i64 noundef range(i64 0, 144115188075855872) %n) unnamed_addr #1 {
start:
  %_6 = icmp samesign ugt i64 %n, 7
  br i1 %_6, label %bb1, label %bb6

bb1:                                              ; preds = %start
  %n84 = lshr i64 %n, 3
  %count = shl nuw nsw i64 %n84, 2
  %_10 = getelementptr inbounds nuw double, ptr %0, i64 %count
  %count1 = mul nuw nsw i64 %n84, 7
  %_13 = getelementptr inbounds nuw double, ptr %0, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84) #20
  %_16 = getelementptr inbounds nuw double, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw double, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84) #20
  %_20 = getelementptr inbounds nuw double, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw double, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84) #20
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !642)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !645)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !647), !noalias !650
  tail call void @llvm.experimental.noalias.scope.decl(metadata !653), !noalias !650
  %_6.i.i = load double, ptr %a.sroa.0.0, align 8, !alias.scope !655, !noalias !656, !noundef !4
  %_7.i.i = load double, ptr %b.sroa.0.0, align 8, !alias.scope !657, !noalias !658, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %_7.i.i
  br i1 %brmerge.not.i, label %bb6.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !659

bb6.i.i:                                          ; preds = %bb6
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !660
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %bb6
  %_8.i.mux.i = fcmp olt double %_6.i.i, %_7.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !661)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !664)
  %_7.i.i6 = load double, ptr %c.sroa.0.0, align 8, !alias.scope !667, !noalias !668, !noundef !4
  %brmerge.not.i7 = fcmp uno double %_6.i.i, %_7.i.i6
  br i1 %brmerge.not.i7, label %bb6.i.i9, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10", !prof !659

bb6.i.i9:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !671
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  %_8.i.mux.i8 = fcmp olt double %_6.i.i, %_7.i.i6
  %6 = xor i1 %_8.i.mux.i, %_8.i.mux.i8
  br i1 %6, label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit, label %bb3.i

bb3.i:                                            ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10"
  %brmerge.not.i13 = fcmp uno double %_7.i.i, %_7.i.i6
  br i1 %brmerge.not.i13, label %bb6.i.i15, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16", !prof !659

bb6.i.i15:                                        ; preds = %bb3.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !672
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16": ; preds = %bb3.i
  %_8.i.mux.i14 = fcmp olt double %_7.i.i, %_7.i.i6
  %_12.i = xor i1 %_8.i.mux.i, %_8.i.mux.i14
  %c.b.i = select i1 %_12.i, ptr %c.sroa.0.0, ptr %b.sroa.0.0
  br label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit

_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit: ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16"
  %_0.sroa.0.0.i = phi ptr [ %a.sroa.0.0, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10" ], [ %c.b.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16" ]
  ret ptr %_0.sroa.0.0.i
}

; core::slice::sort::shared::smallsort::sort4_stable
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef nonnull readonly captures(none) %v_base, ptr noundef nonnull writeonly captures(none) %dst) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_7 = getelementptr inbounds nuw i8, ptr %v_base, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !679)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !682)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !684)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !687)
  %_6.i.i = load double, ptr %_7, align 8, !alias.scope !689, !noalias !690, !noundef !4
  %_7.i.i = load double, ptr %v_base, align 8, !alias.scope !690, !noalias !689, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %_7.i.i
  br i1 %brmerge.not.i, label %bb6.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !659

bb6.i.i:                                          ; preds = %start
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !691
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %start
  %_12 = getelementptr inbounds nuw i8, ptr %v_base, i64 24
  %_14 = getelementptr inbounds nuw i8, ptr %v_base, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !692)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !695)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !697)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !700)
  %_6.i.i7 = load double, ptr %_12, align 8, !alias.scope !702, !noalias !703, !noundef !4
  %_7.i.i8 = load double, ptr %_14, align 8, !alias.scope !703, !noalias !702, !noundef !4
  %brmerge.not.i9 = fcmp uno double %_6.i.i7, %_7.i.i8
  br i1 %brmerge.not.i9, label %bb6.i.i11, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12", !prof !659

bb6.i.i11:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !704
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  %_8.i.mux.i = fcmp olt double %_6.i.i, %_7.i.i
  %_8.i.mux.i10 = fcmp olt double %_6.i.i7, %_7.i.i8
  %count = zext i1 %_8.i.mux.i to i64
  %a = getelementptr inbounds nuw double, ptr %v_base, i64 %count
  %_19 = xor i1 %_8.i.mux.i, true
  %count1 = zext i1 %_19 to i64
  %b = getelementptr inbounds nuw double, ptr %v_base, i64 %count1
  %count2 = select i1 %_8.i.mux.i10, i64 3, i64 2
  %c = getelementptr inbounds nuw double, ptr %v_base, i64 %count2
  %count3 = select i1 %_8.i.mux.i10, i64 2, i64 3
  %d = getelementptr inbounds nuw double, ptr %v_base, i64 %count3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !705)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !708)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !710)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !713)
  %_6.i.i13 = load double, ptr %c, align 8, !alias.scope !715, !noalias !716, !noundef !4
  %_7.i.i14 = load double, ptr %a, align 8, !alias.scope !716, !noalias !715, !noundef !4
  %brmerge.not.i15 = fcmp uno double %_6.i.i13, %_7.i.i14
  br i1 %brmerge.not.i15, label %bb6.i.i17, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18", !prof !659

bb6.i.i17:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !717
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12"
  tail call void @llvm.experimental.noalias.scope.decl(metadata !718)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !721)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !723)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !726)
  %_6.i.i19 = load double, ptr %d, align 8, !alias.scope !728, !noalias !729, !noundef !4
  %_7.i.i20 = load double, ptr %b, align 8, !alias.scope !729, !noalias !728, !noundef !4
  %brmerge.not.i21 = fcmp uno double %_6.i.i19, %_7.i.i20
  br i1 %brmerge.not.i21, label %bb6.i.i23, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24", !prof !659

bb6.i.i23:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !730
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18"
  %_8.i.mux.i16 = fcmp olt double %_6.i.i13, %_7.i.i14
  %_8.i.mux.i22 = fcmp olt double %_6.i.i19, %_7.i.i20
  %0 = select i1 %_8.i.mux.i22, ptr %c, ptr %b, !unpredictable !4
  %1 = select i1 %_8.i.mux.i16, ptr %a, ptr %0, !unpredictable !4
  %2 = select i1 %_8.i.mux.i16, ptr %b, ptr %c, !unpredictable !4
  %3 = select i1 %_8.i.mux.i22, ptr %d, ptr %2, !unpredictable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !731)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !734)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !736)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !739)
  %_6.i.i25 = load double, ptr %3, align 8, !alias.scope !741, !noalias !742, !noundef !4
  %_7.i.i26 = load double, ptr %1, align 8, !alias.scope !742, !noalias !741, !noundef !4
  %brmerge.not.i27 = fcmp uno double %_6.i.i25, %_7.i.i26
  br i1 %brmerge.not.i27, label %bb6.i.i29, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit30", !prof !659

bb6.i.i29:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !743
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit30": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24"
  %4 = select i1 %_8.i.mux.i22, ptr %b, ptr %d, !unpredictable !4
  %5 = select i1 %_8.i.mux.i16, ptr %c, ptr %a, !unpredictable !4
  %_8.i.mux.i28 = fcmp olt double %_6.i.i25, %_7.i.i26
  %6 = select i1 %_8.i.mux.i28, ptr %3, ptr %1, !unpredictable !4
  %7 = select i1 %_8.i.mux.i28, ptr %1, ptr %3, !unpredictable !4
  %8 = load i64, ptr %5, align 8
  store i64 %8, ptr %dst, align 8
  %dst4 = getelementptr inbounds nuw i8, ptr %dst, i64 8
  %9 = load i64, ptr %6, align 8
  store i64 %9, ptr %dst4, align 8
  %dst5 = getelementptr inbounds nuw i8, ptr %dst, i64 16
  %10 = load i64, ptr %7, align 8
  store i64 %10, ptr %dst5, align 8
  %dst6 = getelementptr inbounds nuw i8, ptr %dst, i64 24
  %11 = load i64, ptr %4, align 8
  store i64 %11, ptr %dst6, align 8
  ret void
}

; core::slice::sort::shared::smallsort::sort8_stable
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr noundef nonnull readonly captures(none) %v_base, ptr noundef nonnull writeonly captures(none) %dst, ptr noundef nonnull captures(address) %scratch_base) unnamed_addr #1 {
start:
; call core::slice::sort::shared::smallsort::sort4_stable
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef %v_base, ptr noundef %scratch_base) #20
  %_9 = getelementptr inbounds nuw i8, ptr %v_base, i64 32
  %_10 = getelementptr inbounds nuw i8, ptr %scratch_base, i64 32
; call core::slice::sort::shared::smallsort::sort4_stable
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef %_9, ptr noundef %_10) #20
  tail call void @llvm.experimental.noalias.scope.decl(metadata !744)
  %0 = getelementptr inbounds nuw i8, ptr %dst, i64 56
  %1 = getelementptr inbounds nuw i8, ptr %scratch_base, i64 56
  %2 = getelementptr i8, ptr %scratch_base, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !747)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !750)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !752), !noalias !755
  tail call void @llvm.experimental.noalias.scope.decl(metadata !758), !noalias !755
  %_6.i.i.i = load double, ptr %_10, align 8, !alias.scope !760, !noalias !761, !noundef !4
  %_7.i.i.i = load double, ptr %scratch_base, align 8, !alias.scope !762, !noalias !763, !noundef !4
  %brmerge.not.i.i = fcmp uno double %_6.i.i.i, %_7.i.i.i
  br i1 %brmerge.not.i.i, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i", !prof !659

bb6.i.i.i:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i", %start
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !764
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i": ; preds = %start
  %_8.i.mux.i.i = fcmp olt double %_6.i.i.i, %_7.i.i.i
  %..i17.i = select i1 %_8.i.mux.i.i, ptr %_10, ptr %scratch_base
  %3 = load i64, ptr %..i17.i, align 8, !alias.scope !744, !noalias !765
  store i64 %3, ptr %dst, align 8, !noalias !767
  tail call void @llvm.experimental.noalias.scope.decl(metadata !768)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !771)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !773), !noalias !776
  tail call void @llvm.experimental.noalias.scope.decl(metadata !779), !noalias !776
  %_6.i.i19.i = load double, ptr %1, align 8, !alias.scope !781, !noalias !782, !noundef !4
  %_7.i.i20.i = load double, ptr %2, align 8, !alias.scope !783, !noalias !784, !noundef !4
  %brmerge.not.i21.i = fcmp uno double %_6.i.i19.i, %_7.i.i20.i
  br i1 %brmerge.not.i21.i, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i", !prof !659

bb6.i.i23.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !785
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
  %is_l.i18.i = xor i1 %_8.i.mux.i.i, true
  %count2.i.i = zext i1 %is_l.i18.i to i64
  %_14.i.i = getelementptr inbounds nuw double, ptr %scratch_base, i64 %count2.i.i
  %count.i.i = zext i1 %_8.i.mux.i.i to i64
  %_12.i.i = getelementptr inbounds nuw double, ptr %_10, i64 %count.i.i
  %_8.i.mux.i22.i = fcmp olt double %_6.i.i19.i, %_7.i.i20.i
  %..i.i = select i1 %_8.i.mux.i22.i, ptr %2, ptr %1
  %is_l.i.i = xor i1 %_8.i.mux.i22.i, true
  %4 = load i64, ptr %..i.i, align 8, !alias.scope !744, !noalias !786
  store i64 %4, ptr %0, align 8, !noalias !788
  %count.neg.i.i = sext i1 %is_l.i.i to i64
  %5 = getelementptr double, ptr %1, i64 %count.neg.i.i
  %count3.neg.i.i = sext i1 %_8.i.mux.i22.i to i64
  %6 = getelementptr double, ptr %2, i64 %count3.neg.i.i
  %7 = getelementptr inbounds nuw i8, ptr %dst, i64 48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !789)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !791)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !793), !noalias !755
  tail call void @llvm.experimental.noalias.scope.decl(metadata !795), !noalias !755
  %_6.i.i.i.1 = load double, ptr %_12.i.i, align 8, !alias.scope !797, !noalias !798, !noundef !4
  %_7.i.i.i.1 = load double, ptr %_14.i.i, align 8, !alias.scope !799, !noalias !800, !noundef !4
  %brmerge.not.i.i.1 = fcmp uno double %_6.i.i.i.1, %_7.i.i.i.1
  br i1 %brmerge.not.i.i.1, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i"
  %_16.i.i = getelementptr inbounds nuw i8, ptr %dst, i64 8
  %_8.i.mux.i.i.1 = fcmp olt double %_6.i.i.i.1, %_7.i.i.i.1
  %..i17.i.1 = select i1 %_8.i.mux.i.i.1, ptr %_12.i.i, ptr %_14.i.i
  %8 = load i64, ptr %..i17.i.1, align 8, !alias.scope !744, !noalias !765
  store i64 %8, ptr %_16.i.i, align 8, !noalias !767
  tail call void @llvm.experimental.noalias.scope.decl(metadata !801)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !803)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !805), !noalias !776
  tail call void @llvm.experimental.noalias.scope.decl(metadata !807), !noalias !776
  %_6.i.i19.i.1 = load double, ptr %5, align 8, !alias.scope !809, !noalias !810, !noundef !4
  %_7.i.i20.i.1 = load double, ptr %6, align 8, !alias.scope !811, !noalias !812, !noundef !4
  %brmerge.not.i21.i.1 = fcmp uno double %_6.i.i19.i.1, %_7.i.i20.i.1
  br i1 %brmerge.not.i21.i.1, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1"
  %is_l.i18.i.1 = xor i1 %_8.i.mux.i.i.1, true
  %count2.i.i.1 = zext i1 %is_l.i18.i.1 to i64
  %_14.i.i.1 = getelementptr inbounds nuw double, ptr %_14.i.i, i64 %count2.i.i.1
  %count.i.i.1 = zext i1 %_8.i.mux.i.i.1 to i64
  %_12.i.i.1 = getelementptr inbounds nuw double, ptr %_12.i.i, i64 %count.i.i.1
  %_8.i.mux.i22.i.1 = fcmp olt double %_6.i.i19.i.1, %_7.i.i20.i.1
  %..i.i.1 = select i1 %_8.i.mux.i22.i.1, ptr %6, ptr %5
  %is_l.i.i.1 = xor i1 %_8.i.mux.i22.i.1, true
  %9 = load i64, ptr %..i.i.1, align 8, !alias.scope !744, !noalias !786
  store i64 %9, ptr %7, align 8, !noalias !788
  %count.neg.i.i.1 = sext i1 %is_l.i.i.1 to i64
  %10 = getelementptr double, ptr %5, i64 %count.neg.i.i.1
  %count3.neg.i.i.1 = sext i1 %_8.i.mux.i22.i.1 to i64
  %11 = getelementptr double, ptr %6, i64 %count3.neg.i.i.1
  %12 = getelementptr inbounds nuw i8, ptr %dst, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !813)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !815)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !817), !noalias !755
  tail call void @llvm.experimental.noalias.scope.decl(metadata !819), !noalias !755
  %_6.i.i.i.2 = load double, ptr %_12.i.i.1, align 8, !alias.scope !821, !noalias !822, !noundef !4
  %_7.i.i.i.2 = load double, ptr %_14.i.i.1, align 8, !alias.scope !823, !noalias !824, !noundef !4
  %brmerge.not.i.i.2 = fcmp uno double %_6.i.i.i.2, %_7.i.i.i.2
  br i1 %brmerge.not.i.i.2, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1"
  %_16.i.i.1 = getelementptr inbounds nuw i8, ptr %dst, i64 16
  %_8.i.mux.i.i.2 = fcmp olt double %_6.i.i.i.2, %_7.i.i.i.2
  %..i17.i.2 = select i1 %_8.i.mux.i.i.2, ptr %_12.i.i.1, ptr %_14.i.i.1
  %13 = load i64, ptr %..i17.i.2, align 8, !alias.scope !744, !noalias !765
  store i64 %13, ptr %_16.i.i.1, align 8, !noalias !767
  tail call void @llvm.experimental.noalias.scope.decl(metadata !825)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !827)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !829), !noalias !776
  tail call void @llvm.experimental.noalias.scope.decl(metadata !831), !noalias !776
  %_6.i.i19.i.2 = load double, ptr %10, align 8, !alias.scope !833, !noalias !834, !noundef !4
  %_7.i.i20.i.2 = load double, ptr %11, align 8, !alias.scope !835, !noalias !836, !noundef !4
  %brmerge.not.i21.i.2 = fcmp uno double %_6.i.i19.i.2, %_7.i.i20.i.2
  br i1 %brmerge.not.i21.i.2, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2"
  %is_l.i18.i.2 = xor i1 %_8.i.mux.i.i.2, true
  %count2.i.i.2 = zext i1 %is_l.i18.i.2 to i64
  %_14.i.i.2 = getelementptr inbounds nuw double, ptr %_14.i.i.1, i64 %count2.i.i.2
  %count.i.i.2 = zext i1 %_8.i.mux.i.i.2 to i64
  %_12.i.i.2 = getelementptr inbounds nuw double, ptr %_12.i.i.1, i64 %count.i.i.2
  %_8.i.mux.i22.i.2 = fcmp olt double %_6.i.i19.i.2, %_7.i.i20.i.2
  %..i.i.2 = select i1 %_8.i.mux.i22.i.2, ptr %11, ptr %10
  %is_l.i.i.2 = xor i1 %_8.i.mux.i22.i.2, true
  %14 = load i64, ptr %..i.i.2, align 8, !alias.scope !744, !noalias !786
  store i64 %14, ptr %12, align 8, !noalias !788
  %count.neg.i.i.2 = sext i1 %is_l.i.i.2 to i64
  %15 = getelementptr double, ptr %10, i64 %count.neg.i.i.2
  %count3.neg.i.i.2 = sext i1 %_8.i.mux.i22.i.2 to i64
  %16 = getelementptr double, ptr %11, i64 %count3.neg.i.i.2
  %17 = getelementptr inbounds nuw i8, ptr %dst, i64 32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !837)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !839)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !841), !noalias !755
  tail call void @llvm.experimental.noalias.scope.decl(metadata !843), !noalias !755
  %_6.i.i.i.3 = load double, ptr %_12.i.i.2, align 8, !alias.scope !845, !noalias !846, !noundef !4
  %_7.i.i.i.3 = load double, ptr %_14.i.i.2, align 8, !alias.scope !847, !noalias !848, !noundef !4
  %brmerge.not.i.i.3 = fcmp uno double %_6.i.i.i.3, %_7.i.i.i.3
  br i1 %brmerge.not.i.i.3, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2"
  %_16.i.i.2 = getelementptr inbounds nuw i8, ptr %dst, i64 24
  %_8.i.mux.i.i.3 = fcmp olt double %_6.i.i.i.3, %_7.i.i.i.3
  %..i17.i.3 = select i1 %_8.i.mux.i.i.3, ptr %_12.i.i.2, ptr %_14.i.i.2
  %18 = load i64, ptr %..i17.i.3, align 8, !alias.scope !744, !noalias !765
  store i64 %18, ptr %_16.i.i.2, align 8, !noalias !767
  tail call void @llvm.experimental.noalias.scope.decl(metadata !849)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !851)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !853), !noalias !776
  tail call void @llvm.experimental.noalias.scope.decl(metadata !855), !noalias !776
  %_6.i.i19.i.3 = load double, ptr %15, align 8, !alias.scope !857, !noalias !858, !noundef !4
  %_7.i.i20.i.3 = load double, ptr %16, align 8, !alias.scope !859, !noalias !860, !noundef !4
  %brmerge.not.i21.i.3 = fcmp uno double %_6.i.i19.i.3, %_7.i.i20.i.3
  br i1 %brmerge.not.i21.i.3, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3"
  %is_l.i18.i.3 = xor i1 %_8.i.mux.i.i.3, true
  %count2.i.i.3 = zext i1 %is_l.i18.i.3 to i64
  %_14.i.i.3 = getelementptr inbounds nuw double, ptr %_14.i.i.2, i64 %count2.i.i.3
  %count.i.i.3 = zext i1 %_8.i.mux.i.i.3 to i64
  %_12.i.i.3 = getelementptr inbounds nuw double, ptr %_12.i.i.2, i64 %count.i.i.3
  %_8.i.mux.i22.i.3 = fcmp olt double %_6.i.i19.i.3, %_7.i.i20.i.3
  %..i.i.3 = select i1 %_8.i.mux.i22.i.3, ptr %16, ptr %15
  %is_l.i.i.3 = xor i1 %_8.i.mux.i22.i.3, true
  %19 = load i64, ptr %..i.i.3, align 8, !alias.scope !744, !noalias !786
  store i64 %19, ptr %17, align 8, !noalias !788
  %count.neg.i.i.3 = sext i1 %is_l.i.i.3 to i64
  %20 = getelementptr double, ptr %15, i64 %count.neg.i.i.3
  %count3.neg.i.i.3 = sext i1 %_8.i.mux.i22.i.3 to i64
  %21 = getelementptr double, ptr %16, i64 %count3.neg.i.i.3
  %22 = getelementptr i8, ptr %21, i64 8
  %23 = getelementptr i8, ptr %20, i64 8
  %_31.i = icmp ne ptr %_14.i.i.3, %22
  %_32.i = icmp ne ptr %_12.i.i.3, %23
  %or.cond.i = select i1 %_31.i, i1 true, i1 %_32.i, !prof !861
  br i1 %or.cond.i, label %bb13.i, label %_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E.exit, !prof !861

bb13.i:                                           ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3"
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  tail call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #23, !noalias !744
  unreachable

_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E.exit: ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3"
  ret void
}

; core::slice::sort::stable::driftsort_main
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable14driftsort_main17h14b1c5029d6d4f12E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 1152921504606846976) %v.1) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %stack_buf = alloca [4096 x i8], align 8
  %_94 = lshr i64 %v.1, 1
  %v1 = sub nsw i64 %v.1, %_94
  %..i = tail call noundef i64 @llvm.umin.i64(i64 %v.1, i64 1000000)
  %..i5 = tail call noundef i64 @llvm.umax.i64(i64 %..i, i64 %v1)
  %..i6 = tail call noundef i64 @llvm.umax.i64(i64 %..i5, i64 48)
  call void @llvm.lifetime.start.p0(ptr nonnull %stack_buf)
  %_14 = icmp ugt i64 %..i5, 512
  br i1 %_14, label %bb4, label %bb10.critedge

bb4:                                              ; preds = %start
  %_33.0.i.i.i = shl i64 %..i6, 3
  %_33.1.i.i.i = icmp ugt i64 %v1, 2305843009213693951
  %_38.not.i.i.i = icmp ugt i64 %_33.0.i.i.i, 9223372036854775800
  %or.cond.i.i.i = or i1 %_33.1.i.i.i, %_38.not.i.i.i
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !332

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20, !noalias !862
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #20, !noalias !862
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb4
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb4 ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #21, !noalias !867
  unreachable

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %eager_sort = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  tail call fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %0, i64 noundef %..i6, i1 noundef zeroext %eager_sort) #20
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #20, !noalias !868
  br label %bb10

bb10.critedge:                                    ; preds = %start
  %eager_sort.c = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %stack_buf, i64 noundef 512, i1 noundef zeroext %eager_sort.c) #20
  br label %bb10

bb10:                                             ; preds = %bb10.critedge, %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"
  call void @llvm.lifetime.end.p0(ptr nonnull %stack_buf)
  ret void
}

; core::slice::sort::stable::drift::sort
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 21, 1152921504606846976) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i1 noundef zeroext %eager_sort) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  %1 = tail call noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef %v.1) #20
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
  %_13.not.i112 = icmp ugt i64 %min_good_run_len.sroa.0.0, 2
  %_13.not.i118 = icmp ugt i64 %min_good_run_len.sroa.0.0, 2
  br label %bb6

bb6:                                              ; preds = %bb19, %bb5
  %prev_run.sroa.0.0 = phi i64 [ 1, %bb5 ], [ %next_run.sroa.0.0, %bb19 ]
  %scan_idx.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %38, %bb19 ]
  %stack_len.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %37, %bb19 ]
  %_22 = icmp ult i64 %scan_idx.sroa.0.0, %v.1
  br i1 %_22, label %bb30, label %bb10

bb10:                                             ; preds = %bb6, %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit
  %desired_depth.sroa.0.0 = phi i8 [ %19, %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit ], [ 0, %bb6 ]
  %next_run.sroa.0.0 = phi i64 [ %_0.sroa.0.0.i37, %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit ], [ 1, %bb6 ]
  %_3795 = icmp ugt i64 %stack_len.sroa.0.0, 1
  br i1 %_3795, label %bb12.lr.ph, label %bb17

bb12.lr.ph:                                       ; preds = %bb10
  %v_end.i = getelementptr inbounds nuw double, ptr %v.0, i64 %scan_idx.sroa.0.0
  br label %bb12

bb30:                                             ; preds = %bb6
  %new_len = sub nuw nsw i64 %v.1, %scan_idx.sroa.0.0
  %_81 = getelementptr inbounds nuw double, ptr %v.0, i64 %scan_idx.sroa.0.0
  %_7.not.i = icmp ult i64 %new_len, %min_good_run_len.sroa.0.0
  br i1 %_7.not.i, label %bb7.i38, label %bb1.i

bb7.i38:                                          ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i, %bb30
  br i1 %eager_sort, label %bb16.i42, label %bb11.i39

bb1.i:                                            ; preds = %bb30
  %_4.i.i = icmp samesign ult i64 %new_len, 2
  br i1 %_4.i.i, label %bb5.i35, label %bb2.i.i

bb2.i.i:                                          ; preds = %bb1.i
  %_28.i.i = getelementptr inbounds nuw i8, ptr %_81, i64 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !877)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !880)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !882), !noalias !885
  tail call void @llvm.experimental.noalias.scope.decl(metadata !888), !noalias !885
  %_6.i.i65 = load double, ptr %_28.i.i, align 8, !alias.scope !890, !noalias !891, !noundef !4
  %_7.i.i66 = load double, ptr %_81, align 8, !alias.scope !892, !noalias !893, !noundef !4
  %brmerge.not.i67 = fcmp uno double %_6.i.i65, %_7.i.i66
  br i1 %brmerge.not.i67, label %bb6.i.i69, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit70", !prof !659

bb6.i.i69:                                        ; preds = %bb2.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !894
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit70": ; preds = %bb2.i.i
  %_8.i.mux.i68 = fcmp olt double %_6.i.i65, %_7.i.i66
  %_10.i.i91.not = icmp eq i64 %new_len, 2
  br i1 %_8.i.mux.i68, label %bb4.i.i.preheader, label %bb11.i.i.preheader

bb11.i.i.preheader:                               ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit70"
  br i1 %_10.i.i91.not, label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread, label %bb12.i.i

bb4.i.i.preheader:                                ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit70"
  br i1 %_10.i.i91.not, label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115, label %bb5.i.i

bb12.i.i:                                         ; preds = %bb11.i.i.preheader, %bb15.i.i
  %_7.i.i60 = phi double [ %_6.i.i59, %bb15.i.i ], [ %_6.i.i65, %bb11.i.i.preheader ]
  %run_len.sroa.0.0.i.i89 = phi i64 [ %2, %bb15.i.i ], [ 2, %bb11.i.i.preheader ]
  %_40.i.i = getelementptr inbounds nuw double, ptr %_81, i64 %run_len.sroa.0.0.i.i89
  tail call void @llvm.experimental.noalias.scope.decl(metadata !895)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !898), !noalias !885
  %_6.i.i59 = load double, ptr %_40.i.i, align 8, !alias.scope !901, !noalias !902, !noundef !4
  %brmerge.not.i61 = fcmp uno double %_6.i.i59, %_7.i.i60
  br i1 %brmerge.not.i61, label %bb6.i.i63, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit64", !prof !659

bb6.i.i63:                                        ; preds = %bb12.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !905
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit64": ; preds = %bb12.i.i
  %_8.i.mux.i62 = fcmp olt double %_6.i.i59, %_7.i.i60
  br i1 %_8.i.mux.i62, label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i, label %bb15.i.i

bb15.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit64"
  %2 = add nuw i64 %run_len.sroa.0.0.i.i89, 1
  %exitcond.not = icmp eq i64 %2, %new_len
  br i1 %exitcond.not, label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i, label %bb12.i.i

bb5.i.i:                                          ; preds = %bb4.i.i.preheader, %bb7.i.i
  %_7.i.i57 = phi double [ %_6.i.i, %bb7.i.i ], [ %_6.i.i65, %bb4.i.i.preheader ]
  %run_len.sroa.0.1.i.i92 = phi i64 [ %3, %bb7.i.i ], [ 2, %bb4.i.i.preheader ]
  %_34.i.i = getelementptr inbounds nuw double, ptr %_81, i64 %run_len.sroa.0.1.i.i92
  tail call void @llvm.experimental.noalias.scope.decl(metadata !906)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !909), !noalias !885
  %_6.i.i = load double, ptr %_34.i.i, align 8, !alias.scope !912, !noalias !913, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %_7.i.i57
  br i1 %brmerge.not.i, label %bb6.i.i58, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !659

bb6.i.i58:                                        ; preds = %bb5.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !916
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %bb5.i.i
  %_8.i.mux.i = fcmp olt double %_6.i.i, %_7.i.i57
  br i1 %_8.i.mux.i, label %bb7.i.i, label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i

bb7.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  %3 = add nuw i64 %run_len.sroa.0.1.i.i92, 1
  %exitcond105.not = icmp eq i64 %3, %new_len
  br i1 %exitcond105.not, label %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i, label %bb5.i.i

_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i: ; preds = %bb15.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit64", %bb7.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  %_0.sroa.0.0.i.i = phi i64 [ %run_len.sroa.0.1.i.i92, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit" ], [ %new_len, %bb7.i.i ], [ %run_len.sroa.0.0.i.i89, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit64" ], [ %new_len, %bb15.i.i ]
  %_12.i = icmp samesign ule i64 %_0.sroa.0.0.i.i, %new_len
  tail call void @llvm.assume(i1 %_12.i)
  %_13.not.i = icmp ult i64 %_0.sroa.0.0.i.i, %min_good_run_len.sroa.0.0
  br i1 %_13.not.i, label %bb7.i38, label %bb3.i

_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115: ; preds = %bb4.i.i.preheader
  br i1 %_13.not.i118, label %bb7.i38, label %bb5.preheader.i.i

_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread: ; preds = %bb11.i.i.preheader
  br i1 %_13.not.i112, label %bb7.i38, label %bb5.i35

bb3.i:                                            ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i
  br i1 %_8.i.mux.i68, label %bb14.i, label %bb5.i35

bb11.i39:                                         ; preds = %bb7.i38
  %..i56 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %new_len, i64 %min_good_run_len.sroa.0.0)
  %_36.i40 = shl nuw nsw i64 %..i56, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit

bb16.i42:                                         ; preds = %bb7.i38
  %..i55 = tail call noundef i64 @llvm.umin.i64(i64 range(i64 0, 1152921504606846976) %new_len, i64 32)
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %_81, i64 noundef %..i55, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #22
  %_35.i43 = shl nuw nsw i64 %..i55, 1
  %_34.i44 = or disjoint i64 %_35.i43, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit

bb5.i35:                                          ; preds = %bb6.i.i, %middle.block, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread, %bb1.i, %bb14.i, %bb3.i
  %_0.sroa.0.0.i.i7679 = phi i64 [ %new_len, %bb1.i ], [ %_0.sroa.0.0.i.i, %bb3.i ], [ %_0.sroa.0.0.i.i, %bb14.i ], [ 2, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread ], [ %_0.sroa.0.0.i.i113121125, %middle.block ], [ %_0.sroa.0.0.i.i113121125, %bb6.i.i ]
  %_27.i36 = shl nuw nsw i64 %_0.sroa.0.0.i.i7679, 1
  %_26.i = or disjoint i64 %_27.i36, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit

bb14.i:                                           ; preds = %bb3.i
  %half_len1.i = lshr i64 %_0.sroa.0.0.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !917), !noalias !920
  tail call void @llvm.experimental.noalias.scope.decl(metadata !922), !noalias !920
  %_917.not.i.i = icmp eq i64 %half_len1.i, 0
  br i1 %_917.not.i.i, label %bb5.i35, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115, %bb14.i
  %half_len1.i126 = phi i64 [ %half_len1.i, %bb14.i ], [ 1, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115 ]
  %_0.sroa.0.0.i.i113121125 = phi i64 [ %_0.sroa.0.0.i.i, %bb14.i ], [ 2, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115 ]
  %end.i = getelementptr inbounds nuw double, ptr %_81, i64 %_0.sroa.0.0.i.i113121125
  %min.iters.check = icmp samesign ult i64 %half_len1.i126, 4
  br i1 %min.iters.check, label %bb6.i.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %bb5.preheader.i.i
  %n.vec = and i64 %half_len1.i126, 9223372036854775804
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = xor i64 %index, -1
  %5 = getelementptr inbounds nuw double, ptr %_81, i64 %index
  %6 = getelementptr double, ptr %end.i, i64 %4
  %7 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %wide.load = load <2 x double>, ptr %5, align 8, !alias.scope !924, !noalias !927
  %wide.load4 = load <2 x double>, ptr %7, align 8, !alias.scope !924, !noalias !927
  %8 = getelementptr i8, ptr %6, i64 -8
  %9 = getelementptr i8, ptr %6, i64 -24
  %wide.load5 = load <2 x i64>, ptr %8, align 8, !alias.scope !928, !noalias !929
  %wide.load6 = load <2 x i64>, ptr %9, align 8, !alias.scope !928, !noalias !929
  %reverse = shufflevector <2 x i64> %wide.load5, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %reverse7 = shufflevector <2 x i64> %wide.load6, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %10 = getelementptr inbounds nuw i8, ptr %5, i64 16
  store <2 x i64> %reverse, ptr %5, align 8, !alias.scope !924, !noalias !927
  store <2 x i64> %reverse7, ptr %10, align 8, !alias.scope !924, !noalias !927
  %11 = getelementptr i8, ptr %6, i64 -8
  %12 = getelementptr i8, ptr %6, i64 -24
  %reverse8 = shufflevector <2 x double> %wide.load, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %reverse9 = shufflevector <2 x double> %wide.load4, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  store <2 x double> %reverse8, ptr %11, align 8, !alias.scope !928, !noalias !929
  store <2 x double> %reverse9, ptr %12, align 8, !alias.scope !928, !noalias !929
  %index.next = add nuw i64 %index, 4
  %13 = icmp eq i64 %index.next, %n.vec
  br i1 %13, label %middle.block, label %vector.body, !llvm.loop !930

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %half_len1.i126, %n.vec
  br i1 %cmp.n, label %bb5.i35, label %bb6.i.i.preheader

bb6.i.i.preheader:                                ; preds = %bb5.preheader.i.i, %middle.block
  %i.sroa.0.018.i.i.ph = phi i64 [ 0, %bb5.preheader.i.i ], [ %n.vec, %middle.block ]
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i.preheader, %bb6.i.i
  %i.sroa.0.018.i.i = phi i64 [ %17, %bb6.i.i ], [ %i.sroa.0.018.i.i.ph, %bb6.i.i.preheader ]
  %14 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw double, ptr %_81, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr double, ptr %end.i, i64 %14
  %15 = load double, ptr %x.i.i, align 8, !alias.scope !924, !noalias !927, !noundef !4
  %16 = load i64, ptr %y.i.i, align 8, !alias.scope !928, !noalias !929
  store i64 %16, ptr %x.i.i, align 8, !alias.scope !924, !noalias !927
  store double %15, ptr %y.i.i, align 8, !alias.scope !928, !noalias !929
  %17 = add nuw nsw i64 %i.sroa.0.018.i.i, 1
  %exitcond.not.i.i = icmp eq i64 %17, %half_len1.i126
  br i1 %exitcond.not.i.i, label %bb5.i35, label %bb6.i.i, !llvm.loop !931

_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit: ; preds = %bb11.i39, %bb16.i42, %bb5.i35
  %_0.sroa.0.0.i37 = phi i64 [ %_26.i, %bb5.i35 ], [ %_34.i44, %bb16.i42 ], [ %_36.i40, %bb11.i39 ]
  %_31 = lshr i64 %prev_run.sroa.0.0, 1
  %_35 = lshr i64 %_0.sroa.0.0.i37, 1
  %factor = shl nuw nsw i64 %scan_idx.sroa.0.0, 1
  %x = sub nsw i64 %factor, %_31
  %y = add nuw nsw i64 %_35, %factor
  %_89 = mul i64 %x, %scale_factor.sroa.0.0
  %_90 = mul i64 %y, %scale_factor.sroa.0.0
  %self3 = xor i64 %_90, %_89
  %18 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %self3, i1 false)
  %19 = trunc nuw nsw i64 %18 to i8
  br label %bb10

bb12:                                             ; preds = %bb12.lr.ph, %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit
  %stack_len.sroa.0.197 = phi i64 [ %stack_len.sroa.0.0, %bb12.lr.ph ], [ %count, %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit ]
  %prev_run.sroa.0.196 = phi i64 [ %prev_run.sroa.0.0, %bb12.lr.ph ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit ]
  %count = add i64 %stack_len.sroa.0.197, -1
  %_41 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %count
  %_40 = load i8, ptr %_41, align 1, !noundef !4
  %_39.not = icmp ult i8 %_40, %desired_depth.sroa.0.0
  br i1 %_39.not, label %bb17, label %bb13

bb17:                                             ; preds = %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit, %bb12, %bb10
  %prev_run.sroa.0.1.lcssa = phi i64 [ %prev_run.sroa.0.0, %bb10 ], [ %prev_run.sroa.0.196, %bb12 ], [ %_0.sroa.0.0.i, %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit ]
  %stack_len.sroa.0.1.lcssa = phi i64 [ %stack_len.sroa.0.0, %bb10 ], [ %stack_len.sroa.0.197, %bb12 ], [ 1, %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit ]
  %_59 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %stack_len.sroa.0.1.lcssa
  store i64 %prev_run.sroa.0.1.lcssa, ptr %_59, align 8
  %_61 = getelementptr inbounds nuw i8, ptr %desired_depth_storage, i64 %stack_len.sroa.0.1.lcssa
  store i8 %desired_depth.sroa.0.0, ptr %_61, align 1
  br i1 %_22, label %bb19, label %bb18

bb13:                                             ; preds = %bb12
  %_46 = getelementptr inbounds nuw i64, ptr %run_storage, i64 %count
  %left9 = load i64, ptr %_46, align 8, !noundef !4
  %_50 = lshr i64 %left9, 1
  %_51 = lshr i64 %prev_run.sroa.0.196, 1
  %merged_len = add nuw i64 %_50, %_51
  %merge_start_idx = sub i64 %scan_idx.sroa.0.0, %merged_len
  %_96 = getelementptr inbounds nuw double, ptr %v.0, i64 %merge_start_idx
  %can_fit_in_scratch.i = icmp samesign ugt i64 %merged_len, %scratch.1
  %_18.i = and i64 %prev_run.sroa.0.196, 1
  %.not4.i = icmp eq i64 %_18.i, 0
  %20 = or i64 %left9, %prev_run.sroa.0.196
  %21 = and i64 %20, 1
  %22 = icmp ne i64 %21, 0
  %or.cond2.i = or i1 %can_fit_in_scratch.i, %22
  br i1 %or.cond2.i, label %bb5.i, label %bb13.i

bb5.i:                                            ; preds = %bb13
  %_17.i = and i64 %left9, 1
  %.not.i = icmp eq i64 %_17.i, 0
  br i1 %.not.i, label %bb15.i, label %bb8.i

bb13.i:                                           ; preds = %bb13
  %_36.i = shl nuw nsw i64 %merged_len, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit

bb8.i:                                            ; preds = %bb15.i, %bb5.i
  br i1 %.not4.i, label %bb20.i, label %bb11.i

bb15.i:                                           ; preds = %bb5.i
  %self.i = or i64 %_50, 1
  %23 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i, i1 true)
  %24 = trunc nuw nsw i64 %23 to i32
  %log.i = shl nuw nsw i32 %24, 1
  %limit.i = xor i32 %log.i, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %_96, i64 noundef range(i64 0, 1152921504606846976) %_50, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #22
  br label %bb8.i

bb11.i:                                           ; preds = %bb20.i, %bb8.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !932)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !935)
  %25 = icmp eq i64 %_50, 0
  %_6.i = icmp eq i64 %_51, 0
  %or.cond.i = or i1 %_6.i, %25
  br i1 %or.cond.i, label %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit, label %bb2.i

bb2.i:                                            ; preds = %bb11.i
  %..i.i = tail call i64 @llvm.umin.i64(i64 %_51, i64 range(i64 0, -9223372036854775808) %_50)
  %_7.i = icmp samesign ult i64 %scratch.1, %..i.i
  br i1 %_7.i, label %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit, label %bb5.i45

bb5.i45:                                          ; preds = %bb2.i
  %v_mid.i = getelementptr inbounds nuw double, ptr %_96, i64 %_50
  %left_is_shorter.not.i = icmp samesign ugt i64 %_50, %_51
  %spec.select.i = select i1 %left_is_shorter.not.i, ptr %v_mid.i, ptr %_96
  %26 = shl nuw nsw i64 %..i.i, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %scratch.0, ptr nonnull align 8 %spec.select.i, i64 %26, i1 false), !alias.scope !937
  %_21.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %26
  br i1 %left_is_shorter.not.i, label %bb1.i.i, label %bb3.i.i

bb1.i.i:                                          ; preds = %bb5.i45, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i"
  %_219.i.i = phi ptr [ %_21.i.i48, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %_21.i, %bb5.i45 ]
  %_187.i.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %v_mid.i, %bb5.i45 ]
  %out.sroa.0.0.i.i = phi ptr [ %29, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %v_end.i, %bb5.i45 ]
  %27 = getelementptr inbounds i8, ptr %_187.i.i, i64 -8
  %28 = getelementptr inbounds i8, ptr %_219.i.i, i64 -8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !938)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !941)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !943)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !946)
  %_6.i.i.i.i = load double, ptr %28, align 8, !alias.scope !948, !noalias !949, !noundef !4
  %_7.i.i.i.i = load double, ptr %27, align 8, !alias.scope !952, !noalias !953, !noundef !4
  %brmerge.not.i.i.i = fcmp uno double %_6.i.i.i.i, %_7.i.i.i.i
  br i1 %brmerge.not.i.i.i, label %bb6.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i", !prof !659

bb6.i.i.i.i:                                      ; preds = %bb1.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !954
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i": ; preds = %bb1.i.i
  %29 = getelementptr inbounds i8, ptr %out.sroa.0.0.i.i, i64 -8
  %_8.i.mux.i.i.i = fcmp olt double %_6.i.i.i.i, %_7.i.i.i.i
  %..i11.i = select i1 %_8.i.mux.i.i.i, ptr %27, ptr %28
  %30 = load i64, ptr %..i11.i, align 8, !alias.scope !937, !noalias !955
  store i64 %30, ptr %29, align 8, !alias.scope !932, !noalias !956
  %_20.i.i = xor i1 %_8.i.mux.i.i.i, true
  %count.i.i = zext i1 %_20.i.i to i64
  %_18.i.i = getelementptr inbounds nuw double, ptr %27, i64 %count.i.i
  %count4.i.i = zext i1 %_8.i.mux.i.i.i to i64
  %_21.i.i48 = getelementptr inbounds nuw double, ptr %28, i64 %count4.i.i
  %_23.i.i = icmp eq ptr %_18.i.i, %_96
  %_26.i.i = icmp eq ptr %_21.i.i48, %scratch.0
  %or.cond.i.i = select i1 %_23.i.i, i1 true, i1 %_26.i.i
  br i1 %or.cond.i.i, label %bb16.i47, label %bb1.i.i

bb3.i.i:                                          ; preds = %bb5.i45, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i"
  %_2511.i.i = phi ptr [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ], [ %_96, %bb5.i45 ]
  %right.sroa.0.010.i.i = phi ptr [ %_23.i20.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ], [ %v_mid.i, %bb5.i45 ]
  %_2059.i.i = phi ptr [ %_20.i19.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ], [ %scratch.0, %bb5.i45 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !957)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !960)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !962)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !965)
  %_6.i.i.i13.i = load double, ptr %right.sroa.0.010.i.i, align 8, !alias.scope !967, !noalias !968, !noundef !4
  %_7.i.i.i14.i = load double, ptr %_2059.i.i, align 8, !alias.scope !971, !noalias !972, !noundef !4
  %brmerge.not.i.i15.i = fcmp uno double %_6.i.i.i13.i, %_7.i.i.i14.i
  br i1 %brmerge.not.i.i15.i, label %bb6.i.i.i22.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i", !prof !659

bb6.i.i.i22.i:                                    ; preds = %bb3.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !973
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i": ; preds = %bb3.i.i
  %_8.i.mux.i.i17.i = fcmp olt double %_6.i.i.i13.i, %_7.i.i.i14.i
  %consume_left.i.i = xor i1 %_8.i.mux.i.i17.i, true
  %src.sroa.0.0.i.i = select i1 %_8.i.mux.i.i17.i, ptr %right.sroa.0.010.i.i, ptr %_2059.i.i
  %31 = load i64, ptr %src.sroa.0.0.i.i, align 8, !alias.scope !937, !noalias !974
  store i64 %31, ptr %_2511.i.i, align 8, !alias.scope !932, !noalias !975
  %count.i18.i = zext i1 %consume_left.i.i to i64
  %_20.i19.i = getelementptr inbounds nuw double, ptr %_2059.i.i, i64 %count.i18.i
  %count2.i.i = zext i1 %_8.i.mux.i.i17.i to i64
  %_23.i20.i = getelementptr inbounds nuw double, ptr %right.sroa.0.010.i.i, i64 %count2.i.i
  %_25.i.i = getelementptr inbounds nuw i8, ptr %_2511.i.i, i64 8
  %_7.i.i = icmp ne ptr %_20.i19.i, %_21.i
  %_10.i.i46 = icmp ne ptr %_23.i20.i, %v_end.i
  %or.cond.i21.i = select i1 %_7.i.i, i1 %_10.i.i46, i1 false
  br i1 %or.cond.i21.i, label %bb3.i.i, label %bb16.i47

bb16.i47:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i"
  %merge_state.sroa.11.0.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ]
  %merge_state.sroa.6.0.i = phi ptr [ %_21.i.i48, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %_21.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ]
  %merge_state.sroa.0.0.i = phi ptr [ %scratch.0, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %_20.i19.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ]
  %32 = ptrtoint ptr %merge_state.sroa.6.0.i to i64
  %33 = ptrtoint ptr %merge_state.sroa.0.0.i to i64
  %34 = sub nuw i64 %32, %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %merge_state.sroa.11.0.i, ptr align 8 %merge_state.sroa.0.0.i, i64 %34, i1 false), !alias.scope !937, !noalias !976
  br label %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit

_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit: ; preds = %bb11.i, %bb2.i, %bb16.i47
  %_35.i = shl nuw nsw i64 %merged_len, 1
  %_34.i = or disjoint i64 %_35.i, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit

bb20.i:                                           ; preds = %bb8.i
  %_33.i = getelementptr inbounds nuw double, ptr %_96, i64 %_50
  %self.i49 = or i64 %_51, 1
  %35 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i49, i1 true)
  %36 = trunc nuw nsw i64 %35 to i32
  %log.i50 = shl nuw nsw i32 %36, 1
  %limit.i51 = xor i32 %log.i50, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %_33.i, i64 noundef range(i64 0, 1152921504606846976) %_51, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i51, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #22
  br label %bb11.i

_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit: ; preds = %bb13.i, %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit
  %_0.sroa.0.0.i = phi i64 [ %_34.i, %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit ], [ %_36.i, %bb13.i ]
  %_37 = icmp ugt i64 %count, 1
  br i1 %_37, label %bb12, label %bb17

bb19:                                             ; preds = %bb17
  %37 = add i64 %stack_len.sroa.0.1.lcssa, 1
  %_65 = lshr i64 %next_run.sroa.0.0, 1
  %38 = add nuw i64 %_65, %scan_idx.sroa.0.0
  br label %bb6

bb18:                                             ; preds = %bb17
  %_97 = and i64 %prev_run.sroa.0.1.lcssa, 1
  %.not = icmp eq i64 %_97, 0
  br i1 %.not, label %bb21, label %bb22

bb21:                                             ; preds = %bb18
  %self.i52 = or i64 %v.1, 1
  %39 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i52, i1 true)
  %40 = trunc nuw nsw i64 %39 to i32
  %log.i53 = shl nuw nsw i32 %40, 1
  %limit.i54 = xor i32 %log.i53, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 1152921504606846976) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i54, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #22
  br label %bb22

bb22:                                             ; preds = %bb18, %bb21
  call void @llvm.lifetime.end.p0(ptr nonnull %desired_depth_storage)
  call void @llvm.lifetime.end.p0(ptr nonnull %run_storage)
  ret void
}

; core::slice::sort::stable::quicksort::quicksort
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %0, i64 noundef range(i64 0, 1152921504606846976) %1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef range(i32 0, 119) %2, ptr noalias noundef readonly align 8 captures(address) dereferenceable_or_null(8) %3) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %pivot_copy = alloca [8 x i8], align 8
  %_8193199 = icmp samesign ult i64 %1, 33
  br i1 %_8193199, label %bb3, label %bb5.lr.ph

bb5.lr.ph:                                        ; preds = %start, %bb28
  %v.sroa.0.0.ph203 = phi ptr [ %_55, %bb28 ], [ %0, %start ]
  %v.sroa.16.0.ph202 = phi i64 [ %_63.i68, %bb28 ], [ %1, %start ]
  %limit.sroa.0.0.ph201 = phi i32 [ %26, %bb28 ], [ %2, %start ]
  %left_ancestor_pivot.sroa.0.0.ph200 = phi ptr [ null, %bb28 ], [ %3, %start ]
  %4 = ptrtoint ptr %v.sroa.0.0.ph203 to i64
  %.not = icmp eq ptr %left_ancestor_pivot.sroa.0.0.ph200, null
  br label %bb5

bb5:                                              ; preds = %bb5.lr.ph, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit"
  %v.sroa.16.0195 = phi i64 [ %v.sroa.16.0.ph202, %bb5.lr.ph ], [ %state.sroa.27.2.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit" ]
  %limit.sroa.0.0194 = phi i32 [ %limit.sroa.0.0.ph201, %bb5.lr.ph ], [ %26, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit" ]
  %5 = icmp eq i32 %limit.sroa.0.0194, 0
  br i1 %5, label %bb6, label %bb7

bb3:                                              ; preds = %bb28, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit", %start
  %v.sroa.0.0.ph.lcssa192 = phi ptr [ %v.sroa.0.0.ph203, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit" ], [ %0, %start ], [ %_55, %bb28 ]
  %v.sroa.16.0.lcssa = phi i64 [ %state.sroa.27.2.lcssa.i, %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit" ], [ %1, %start ], [ %_63.i68, %bb28 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !981)
  call void @llvm.experimental.noalias.scope.decl(metadata !984)
  %_5.i = icmp samesign ult i64 %v.sroa.16.0.lcssa, 2
  br i1 %_5.i, label %bb22, label %bb2.i

bb2.i:                                            ; preds = %bb3
  %_8.i = add nuw nsw i64 %v.sroa.16.0.lcssa, 16
  %_6.i = icmp samesign ult i64 %scratch.1, %_8.i
  br i1 %_6.i, label %bb3.i, label %bb4.i

bb4.i:                                            ; preds = %bb2.i
  %len_div_29.i = lshr i64 %v.sroa.16.0.lcssa, 1
  %_14.i = icmp samesign ugt i64 %v.sroa.16.0.lcssa, 15
  br i1 %_14.i, label %bb6.i, label %bb9.i

bb3.i:                                            ; preds = %bb2.i
  call void @llvm.trap()
  unreachable

bb9.i:                                            ; preds = %bb4.i
  %_22.i = icmp samesign ugt i64 %v.sroa.16.0.lcssa, 7
  br i1 %_22.i, label %bb10.i, label %bb33.i

bb6.i:                                            ; preds = %bb4.i
  %_16.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %v.sroa.16.0.lcssa
; call core::slice::sort::shared::smallsort::sort8_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa192, ptr noundef nonnull align 8 %scratch.0, ptr noundef %_16.i) #20
  %_18.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %_19.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_29.i
  %_20.i = getelementptr inbounds nuw i8, ptr %_16.i, i64 64
; call core::slice::sort::shared::smallsort::sort8_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr noundef %_18.i, ptr noundef %_19.i, ptr noundef %_20.i) #20
  br label %bb15.i

bb10.i:                                           ; preds = %bb9.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa192, ptr noundef nonnull align 8 %scratch.0) #20
  %_27.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %_28.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_29.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef %_27.i, ptr noundef %_28.i) #20
  br label %bb15.i

bb33.i:                                           ; preds = %bb9.i
  %6 = load i64, ptr %v.sroa.0.0.ph.lcssa192, align 8, !alias.scope !981, !noalias !986
  store i64 %6, ptr %scratch.0, align 8, !alias.scope !984, !noalias !988
  %_31.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %dst.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_29.i
  %7 = load i64, ptr %_31.i, align 8, !alias.scope !981, !noalias !986
  store i64 %7, ptr %dst.i, align 8, !alias.scope !984, !noalias !988
  br label %bb15.i

bb15.i:                                           ; preds = %bb33.i, %bb10.i, %bb6.i
  %presorted_len.sroa.0.0.i = phi i64 [ 8, %bb6.i ], [ 4, %bb10.i ], [ 1, %bb33.i ]
  %8 = sub nsw i64 %v.sroa.16.0.lcssa, %len_div_29.i
  %_7421.i = icmp samesign ult i64 %presorted_len.sroa.0.0.i, %len_div_29.i
  br i1 %_7421.i, label %bb38.i, label %bb16.loopexit.i

bb16.loopexit.i:                                  ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i, %bb15.i
  %src.1.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %dst4.1.i = getelementptr double, ptr %scratch.0, i64 %len_div_29.i
  %_7421.1.i = icmp ult i64 %presorted_len.sroa.0.0.i, %8
  br i1 %_7421.1.i, label %bb38.1.i, label %bb16.loopexit.1.i

bb38.1.i:                                         ; preds = %bb16.loopexit.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i
  %iter1.sroa.0.022.1.i = phi i64 [ %_78.1.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i ], [ %presorted_len.sroa.0.0.i, %bb16.loopexit.i ]
  %_78.1.i = add i64 %iter1.sroa.0.022.1.i, 1
  %_49.1.i = getelementptr inbounds nuw double, ptr %src.1.i, i64 %iter1.sroa.0.022.1.i
  %dst5.1.i = getelementptr inbounds nuw double, ptr %dst4.1.i, i64 %iter1.sroa.0.022.1.i
  %9 = load i64, ptr %_49.1.i, align 8, !alias.scope !981, !noalias !986
  store i64 %9, ptr %dst5.1.i, align 8, !alias.scope !984, !noalias !988
  %10 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -8
  %_6.i.i.i10.cast.1.i = bitcast i64 %9 to double
  %_7.i.i.i11.1.i = load double, ptr %10, align 8, !alias.scope !989, !noalias !994, !noundef !4
  %brmerge.not.i.i12.1.i = fcmp uno double %_7.i.i.i11.1.i, %_6.i.i.i10.cast.1.i
  br i1 %brmerge.not.i.i12.1.i, label %bb6.i.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i": ; preds = %bb38.1.i
  %_8.i.mux.i.i14.1.i = fcmp ogt double %_7.i.i.i11.1.i, %_6.i.i.i10.cast.1.i
  br i1 %_8.i.mux.i.i14.1.i, label %bb4.i.1.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i

bb4.i.1.i:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i"
  %.in.i.1.i = phi double [ %_7.i.i2.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %_7.i.i.i11.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i" ]
  %gap_guard.sroa.4.0.i.1.i = phi ptr [ %sift.sroa.0.0.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %dst5.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i" ]
  %sift.sroa.0.0.i.1.i = phi ptr [ %11, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %10, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i" ]
  store double %.in.i.1.i, ptr %gap_guard.sroa.4.0.i.1.i, align 8, !alias.scope !984, !noalias !988
  %_18.i.1.i = icmp eq ptr %sift.sroa.0.0.i.1.i, %dst4.1.i
  br i1 %_18.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb6.i.1.i:                                        ; preds = %bb4.i.1.i
  %11 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.1.i, i64 -8
  %_7.i.i2.i.1.i = load double, ptr %11, align 8, !alias.scope !997, !noalias !1002, !noundef !4
  %brmerge.not.i3.i.1.i = fcmp uno double %_7.i.i2.i.1.i, %_6.i.i.i10.cast.1.i
  br i1 %brmerge.not.i3.i.1.i, label %bb6.i.i5.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i", !prof !659

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i": ; preds = %bb6.i.1.i
  %_8.i.mux.i4.i.1.i = fcmp ogt double %_7.i.i2.i.1.i, %_6.i.i.i10.cast.1.i
  br i1 %_8.i.mux.i4.i.1.i, label %bb4.i.1.i, label %bb10.i.1.i

bb10.i.1.i:                                       ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i", %bb4.i.1.i
  %sift.sroa.0.0.i.lcssa.1.i = phi ptr [ %sift.sroa.0.0.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %dst4.1.i, %bb4.i.1.i ]
  store i64 %9, ptr %sift.sroa.0.0.i.lcssa.1.i, align 8, !alias.scope !984, !noalias !1005
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i: ; preds = %bb10.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i"
  %exitcond.1.not.i = icmp eq i64 %_78.1.i, %8
  br i1 %exitcond.1.not.i, label %bb16.loopexit.1.i, label %bb38.1.i

bb16.loopexit.1.i:                                ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i, %bb16.loopexit.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1010)
  %count1.i.i = add nsw i64 %v.sroa.16.0.lcssa, -1
  %12 = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %count1.i.i
  %13 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %count1.i.i
  %14 = getelementptr i8, ptr %dst4.1.i, i64 -8
  br label %bb15.i.i

bb16.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i"
  %15 = getelementptr i8, ptr %20, i64 8
  %16 = getelementptr i8, ptr %19, i64 8
  %_43.i.i = and i64 %v.sroa.16.0.lcssa, 1
  %_22.i.i = icmp eq i64 %_43.i.i, 0
  br i1 %_22.i.i, label %bb9.i.i, label %bb5.i.i

bb15.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i", %bb16.loopexit.1.i
  %dst.sroa.0.042.i.i = phi ptr [ %_16.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ %v.sroa.0.0.ph.lcssa192, %bb16.loopexit.1.i ]
  %iter.sroa.0.041.i.i = phi i64 [ %_39.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ 0, %bb16.loopexit.1.i ]
  %left.sroa.0.040.i.i = phi ptr [ %_14.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ %scratch.0, %bb16.loopexit.1.i ]
  %right.sroa.0.039.i.i = phi ptr [ %_12.i.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ %dst4.1.i, %bb16.loopexit.1.i ]
  %left_rev.sroa.0.038.i.i = phi ptr [ %20, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ %14, %bb16.loopexit.1.i ]
  %right_rev.sroa.0.037.i.i = phi ptr [ %19, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ %13, %bb16.loopexit.1.i ]
  %dst_rev.sroa.0.036.i.i = phi ptr [ %21, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i" ], [ %12, %bb16.loopexit.1.i ]
  %_39.i.i = add nuw nsw i64 %iter.sroa.0.041.i.i, 1
  call void @llvm.experimental.noalias.scope.decl(metadata !1013)
  call void @llvm.experimental.noalias.scope.decl(metadata !1016)
  call void @llvm.experimental.noalias.scope.decl(metadata !1018), !noalias !1021
  call void @llvm.experimental.noalias.scope.decl(metadata !1024), !noalias !1021
  %_6.i.i.i.i = load double, ptr %right.sroa.0.039.i.i, align 8, !alias.scope !1026, !noalias !1027, !noundef !4
  %_7.i.i.i.i = load double, ptr %left.sroa.0.040.i.i, align 8, !alias.scope !1028, !noalias !1029, !noundef !4
  %brmerge.not.i.i.i = fcmp uno double %_6.i.i.i.i, %_7.i.i.i.i
  br i1 %brmerge.not.i.i.i, label %bb6.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i", !prof !659

bb6.i.i.i.i:                                      ; preds = %bb15.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1030
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i": ; preds = %bb15.i.i
  %_8.i.mux.i.i.i = fcmp olt double %_6.i.i.i.i, %_7.i.i.i.i
  %..i17.i.i = select i1 %_8.i.mux.i.i.i, ptr %right.sroa.0.039.i.i, ptr %left.sroa.0.040.i.i
  %17 = load i64, ptr %..i17.i.i, align 8, !alias.scope !1031, !noalias !1032
  store i64 %17, ptr %dst.sroa.0.042.i.i, align 8, !alias.scope !981, !noalias !1034
  call void @llvm.experimental.noalias.scope.decl(metadata !1035)
  call void @llvm.experimental.noalias.scope.decl(metadata !1038)
  call void @llvm.experimental.noalias.scope.decl(metadata !1040), !noalias !1043
  call void @llvm.experimental.noalias.scope.decl(metadata !1046), !noalias !1043
  %_6.i.i19.i.i = load double, ptr %right_rev.sroa.0.037.i.i, align 8, !alias.scope !1048, !noalias !1049, !noundef !4
  %_7.i.i20.i.i = load double, ptr %left_rev.sroa.0.038.i.i, align 8, !alias.scope !1050, !noalias !1051, !noundef !4
  %brmerge.not.i21.i.i = fcmp uno double %_6.i.i19.i.i, %_7.i.i20.i.i
  br i1 %brmerge.not.i21.i.i, label %bb6.i.i23.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i", !prof !659

bb6.i.i23.i.i:                                    ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1052
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i"
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %dst.sroa.0.042.i.i, i64 8
  %is_l.i18.i.i = xor i1 %_8.i.mux.i.i.i, true
  %count2.i.i.i = zext i1 %is_l.i18.i.i to i64
  %_14.i.i.i = getelementptr inbounds nuw double, ptr %left.sroa.0.040.i.i, i64 %count2.i.i.i
  %count.i.i.i = zext i1 %_8.i.mux.i.i.i to i64
  %_12.i.i.i = getelementptr inbounds nuw double, ptr %right.sroa.0.039.i.i, i64 %count.i.i.i
  %_8.i.mux.i22.i.i = fcmp olt double %_6.i.i19.i.i, %_7.i.i20.i.i
  %..i.i.i = select i1 %_8.i.mux.i22.i.i, ptr %left_rev.sroa.0.038.i.i, ptr %right_rev.sroa.0.037.i.i
  %is_l.i.i.i = xor i1 %_8.i.mux.i22.i.i, true
  %18 = load i64, ptr %..i.i.i, align 8, !alias.scope !1031, !noalias !1053
  store i64 %18, ptr %dst_rev.sroa.0.036.i.i, align 8, !alias.scope !981, !noalias !1055
  %count.neg.i.i.i = sext i1 %is_l.i.i.i to i64
  %19 = getelementptr double, ptr %right_rev.sroa.0.037.i.i, i64 %count.neg.i.i.i
  %count3.neg.i.i.i = sext i1 %_8.i.mux.i22.i.i to i64
  %20 = getelementptr double, ptr %left_rev.sroa.0.038.i.i, i64 %count3.neg.i.i.i
  %21 = getelementptr inbounds i8, ptr %dst_rev.sroa.0.036.i.i, i64 -8
  %exitcond.not.i.i = icmp eq i64 %_39.i.i, %len_div_29.i
  br i1 %exitcond.not.i.i, label %bb16.i.i, label %bb15.i.i

bb5.i.i:                                          ; preds = %bb16.i.i
  %left_nonempty.i.i = icmp ult ptr %_14.i.i.i, %15
  %left.sroa.0.0.right.sroa.0.0.i.i = select i1 %left_nonempty.i.i, ptr %_14.i.i.i, ptr %_12.i.i.i
  %22 = load i64, ptr %left.sroa.0.0.right.sroa.0.0.i.i, align 8, !alias.scope !1031, !noalias !988
  store i64 %22, ptr %_16.i.i.i, align 8, !alias.scope !981, !noalias !1056
  %count2.i.i = zext i1 %left_nonempty.i.i to i64
  %_26.i.i = getelementptr inbounds nuw double, ptr %_14.i.i.i, i64 %count2.i.i
  %_30.i.i = xor i1 %left_nonempty.i.i, true
  %count3.i.i = zext i1 %_30.i.i to i64
  %_28.i.i = getelementptr inbounds nuw double, ptr %_12.i.i.i, i64 %count3.i.i
  br label %bb9.i.i

bb9.i.i:                                          ; preds = %bb5.i.i, %bb16.i.i
  %right.sroa.0.1.i.i = phi ptr [ %_12.i.i.i, %bb16.i.i ], [ %_28.i.i, %bb5.i.i ]
  %left.sroa.0.1.i.i = phi ptr [ %_14.i.i.i, %bb16.i.i ], [ %_26.i.i, %bb5.i.i ]
  %_31.i.i = icmp ne ptr %left.sroa.0.1.i.i, %15
  %_32.i.i = icmp ne ptr %right.sroa.0.1.i.i, %16
  %or.cond.i.i = select i1 %_31.i.i, i1 true, i1 %_32.i.i, !prof !861
  br i1 %or.cond.i.i, label %bb13.i.i, label %bb22, !prof !861

bb13.i.i:                                         ; preds = %bb9.i.i
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #23, !noalias !1057
  unreachable

bb38.i:                                           ; preds = %bb15.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i
  %iter1.sroa.0.022.i = phi i64 [ %_78.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i ], [ %presorted_len.sroa.0.0.i, %bb15.i ]
  %_78.i = add i64 %iter1.sroa.0.022.i, 1
  %_49.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %iter1.sroa.0.022.i
  %dst5.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %iter1.sroa.0.022.i
  %23 = load i64, ptr %_49.i, align 8, !alias.scope !981, !noalias !986
  store i64 %23, ptr %dst5.i, align 8, !alias.scope !984, !noalias !988
  %24 = getelementptr inbounds i8, ptr %dst5.i, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !1058)
  call void @llvm.experimental.noalias.scope.decl(metadata !1060)
  %_6.i.i.i10.cast.i = bitcast i64 %23 to double
  %_7.i.i.i11.i = load double, ptr %24, align 8, !alias.scope !1062, !noalias !994, !noundef !4
  %brmerge.not.i.i12.i = fcmp uno double %_7.i.i.i11.i, %_6.i.i.i10.cast.i
  br i1 %brmerge.not.i.i12.i, label %bb6.i.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i", !prof !659

bb6.i.i.i15.i:                                    ; preds = %bb38.i, %bb38.1.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1063
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i": ; preds = %bb38.i
  %_8.i.mux.i.i14.i = fcmp ogt double %_7.i.i.i11.i, %_6.i.i.i10.cast.i
  br i1 %_8.i.mux.i.i14.i, label %bb4.i.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i

bb4.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i"
  %.in.i.i = phi double [ %_7.i.i2.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %_7.i.i.i11.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i" ]
  %gap_guard.sroa.4.0.i.i = phi ptr [ %sift.sroa.0.0.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %dst5.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i" ]
  %sift.sroa.0.0.i.i = phi ptr [ %25, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %24, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i" ]
  store double %.in.i.i, ptr %gap_guard.sroa.4.0.i.i, align 8, !alias.scope !984, !noalias !988
  %_18.i.i = icmp eq ptr %sift.sroa.0.0.i.i, %scratch.0
  br i1 %_18.i.i, label %bb10.i.i, label %bb6.i.i

bb6.i.i:                                          ; preds = %bb4.i.i
  %25 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !1064)
  call void @llvm.experimental.noalias.scope.decl(metadata !1066)
  %_7.i.i2.i.i = load double, ptr %25, align 8, !alias.scope !1068, !noalias !1002, !noundef !4
  %brmerge.not.i3.i.i = fcmp uno double %_7.i.i2.i.i, %_6.i.i.i10.cast.i
  br i1 %brmerge.not.i3.i.i, label %bb6.i.i5.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i", !prof !659

bb6.i.i5.i.i:                                     ; preds = %bb6.i.i, %bb6.i.1.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1069
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i": ; preds = %bb6.i.i
  %_8.i.mux.i4.i.i = fcmp ogt double %_7.i.i2.i.i, %_6.i.i.i10.cast.i
  br i1 %_8.i.mux.i4.i.i, label %bb4.i.i, label %bb10.i.i

bb10.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i", %bb4.i.i
  %sift.sroa.0.0.i.lcssa.i = phi ptr [ %sift.sroa.0.0.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %scratch.0, %bb4.i.i ]
  store i64 %23, ptr %sift.sroa.0.0.i.lcssa.i, align 8, !alias.scope !984, !noalias !1005
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i: ; preds = %bb10.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i"
  %exitcond.not.i = icmp eq i64 %_78.i, %len_div_29.i
  br i1 %exitcond.not.i, label %bb16.loopexit.i, label %bb38.i

bb6:                                              ; preds = %bb5
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.sroa.0.0.ph203, i64 noundef %v.sroa.16.0195, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i1 noundef zeroext true) #20
  br label %bb22

bb7:                                              ; preds = %bb5
  %26 = add nsw i32 %limit.sroa.0.0194, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !1070)
  %len_div_84.i = lshr i64 %v.sroa.16.0195, 3
  %b.idx.i = shl nuw nsw i64 %len_div_84.i, 5
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph203, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 56
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph203, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.16.0195, 64
  br i1 %_12.i, label %bb3.i24, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph203, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i) #20
  br label %bb10

bb3.i24:                                          ; preds = %bb7
  call void @llvm.experimental.noalias.scope.decl(metadata !1073)
  call void @llvm.experimental.noalias.scope.decl(metadata !1076)
  call void @llvm.experimental.noalias.scope.decl(metadata !1078), !noalias !1081
  call void @llvm.experimental.noalias.scope.decl(metadata !1084), !noalias !1081
  %_6.i.i.i = load double, ptr %v.sroa.0.0.ph203, align 8, !alias.scope !1086, !noalias !1087, !noundef !4
  %_7.i.i.i = load double, ptr %b.i, align 8, !alias.scope !1089, !noalias !1090, !noundef !4
  %brmerge.not.i.i = fcmp uno double %_6.i.i.i, %_7.i.i.i
  br i1 %brmerge.not.i.i, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i", !prof !659

bb6.i.i.i:                                        ; preds = %bb3.i24
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1091
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i": ; preds = %bb3.i24
  %_8.i.mux.i.i = fcmp olt double %_6.i.i.i, %_7.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1092)
  call void @llvm.experimental.noalias.scope.decl(metadata !1095)
  %_7.i.i6.i = load double, ptr %c.i, align 8, !alias.scope !1098, !noalias !1099, !noundef !4
  %brmerge.not.i7.i = fcmp uno double %_6.i.i.i, %_7.i.i6.i
  br i1 %brmerge.not.i7.i, label %bb6.i.i9.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i", !prof !659

bb6.i.i9.i:                                       ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1102
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
  %_8.i.mux.i8.i = fcmp olt double %_6.i.i.i, %_7.i.i6.i
  %27 = xor i1 %_8.i.mux.i.i, %_8.i.mux.i8.i
  br i1 %27, label %bb10, label %bb3.i.i

bb3.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i"
  %brmerge.not.i13.i = fcmp uno double %_7.i.i.i, %_7.i.i6.i
  br i1 %brmerge.not.i13.i, label %bb6.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16.i", !prof !659

bb6.i.i15.i:                                      ; preds = %bb3.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1103
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16.i": ; preds = %bb3.i.i
  %_8.i.mux.i14.i = fcmp olt double %_7.i.i.i, %_7.i.i6.i
  %_12.i.i = xor i1 %_8.i.mux.i.i, %_8.i.mux.i14.i
  %c.b.i.i = select i1 %_12.i.i, ptr %c.i, ptr %b.i
  br label %bb10

bb22:                                             ; preds = %bb3.thread, %bb9.i.i, %bb3, %bb6
  ret void

bb10:                                             ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i", %bb5.i
  %_0.sroa.0.0.i.sink.i = phi ptr [ %self.i, %bb5.i ], [ %v.sroa.0.0.ph203, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i" ], [ %c.b.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16.i" ]
  %28 = ptrtoint ptr %_0.sroa.0.0.i.sink.i to i64
  %29 = sub nuw i64 %28, %4
  %index.sroa.0.0.i = lshr exact i64 %29, 3
  %cond.i = icmp samesign ult i64 %index.sroa.0.0.i, %v.sroa.16.0195
  call void @llvm.assume(i1 %cond.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %pivot_copy)
  %self = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph203, i64 %29
  %30 = load double, ptr %self, align 8
  store double %30, ptr %pivot_copy, align 8
  br i1 %.not, label %bb14, label %bb12

bb12:                                             ; preds = %bb10
  call void @llvm.experimental.noalias.scope.decl(metadata !1110)
  call void @llvm.experimental.noalias.scope.decl(metadata !1113)
  %_6.i.i = load double, ptr %left_ancestor_pivot.sroa.0.0.ph200, align 8, !alias.scope !1116, !noalias !1117, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %30
  br i1 %brmerge.not.i, label %bb6.i.i25, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !659

bb6.i.i25:                                        ; preds = %bb12
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1120
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %bb12
  %_8.i.mux.i = fcmp olt double %_6.i.i, %30
  br i1 %_8.i.mux.i, label %bb14, label %bb17

bb14:                                             ; preds = %bb10, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !1121)
  call void @llvm.experimental.noalias.scope.decl(metadata !1124)
  %_8.i26.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0195
  br i1 %_8.i26.not, label %bb28.i, label %bb30.i, !prof !861

bb30.i:                                           ; preds = %bb14
  %_83.i = getelementptr double, ptr %scratch.0, i64 %v.sroa.16.0195
  br label %bb3.i27

bb28.i:                                           ; preds = %bb14
  call void @llvm.trap()
  unreachable

bb3.i27:                                          ; preds = %bb23.i, %bb30.i
  %state.sroa.27.0.i = phi i64 [ 0, %bb30.i ], [ %state.sroa.27.2.lcssa.i, %bb23.i ]
  %state.sroa.9.0.i = phi ptr [ %v.sroa.0.0.ph203, %bb30.i ], [ %_9.i67.i, %bb23.i ]
  %state.sroa.43.0.i = phi ptr [ %_83.i, %bb30.i ], [ %42, %bb23.i ]
  %pivot_pos.sroa.0.0.i = phi i64 [ %index.sroa.0.0.i, %bb30.i ], [ %v.sroa.16.0195, %bb23.i ]
  %31 = call i64 @llvm.usub.sat.i64(i64 %pivot_pos.sroa.0.0.i, i64 3)
  %unroll_end.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %31
  %_1996.i = icmp ult ptr %state.sroa.9.0.i, %unroll_end.i
  br i1 %_1996.i, label %bb6.i30.preheader, label %bb16.i

bb6.i30.preheader:                                ; preds = %bb3.i27
  %_7.i.i.i32 = load double, ptr %self, align 8, !alias.scope !1126, !noalias !1131, !noundef !4
  br label %bb6.i30

bb6.i30:                                          ; preds = %bb6.i30.preheader, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i"
  %state.sroa.43.199.i = phi ptr [ %38, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ], [ %state.sroa.43.0.i, %bb6.i30.preheader ]
  %state.sroa.9.198.i = phi ptr [ %_9.i48.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ], [ %state.sroa.9.0.i, %bb6.i30.preheader ]
  %state.sroa.27.197.i = phi i64 [ %39, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ], [ %state.sroa.27.0.i, %bb6.i30.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1134)
  call void @llvm.experimental.noalias.scope.decl(metadata !1135)
  call void @llvm.experimental.noalias.scope.decl(metadata !1136)
  call void @llvm.experimental.noalias.scope.decl(metadata !1137)
  %_6.i.i.i31 = load double, ptr %state.sroa.9.198.i, align 8, !alias.scope !1138, !noalias !1139, !noundef !4
  %brmerge.not.i.i33 = fcmp uno double %_6.i.i.i31, %_7.i.i.i32
  br i1 %brmerge.not.i.i33, label %bb6.i.i.i37, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34", !prof !659

bb6.i.i.i37:                                      ; preds = %bb6.i30
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1140
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34": ; preds = %bb6.i30
  %_8.i.mux.i.i35 = fcmp olt double %_6.i.i.i31, %_7.i.i.i32
  %32 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -8
  %dst_base.sroa.0.0.i.i = select i1 %_8.i.mux.i.i35, ptr %scratch.0, ptr %32
  %dst.i.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i.i, i64 %state.sroa.27.197.i
  store double %_6.i.i.i31, ptr %dst.i.i, align 8, !alias.scope !1124, !noalias !1141
  %_9.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1144)
  call void @llvm.experimental.noalias.scope.decl(metadata !1147)
  %_6.i.i10.i = load double, ptr %_9.i.i, align 8, !alias.scope !1150, !noalias !1151, !noundef !4
  %brmerge.not.i12.i = fcmp uno double %_6.i.i10.i, %_7.i.i.i32
  br i1 %brmerge.not.i12.i, label %bb6.i.i14.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i", !prof !659

bb6.i.i14.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1154
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34"
  %_8.i.i = zext i1 %_8.i.mux.i.i35 to i64
  %33 = add i64 %state.sroa.27.197.i, %_8.i.i
  %_8.i.mux.i13.i = fcmp olt double %_6.i.i10.i, %_7.i.i.i32
  %34 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -16
  %dst_base.sroa.0.0.i17.i = select i1 %_8.i.mux.i13.i, ptr %scratch.0, ptr %34
  %dst.i19.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i17.i, i64 %33
  store double %_6.i.i10.i, ptr %dst.i19.i, align 8, !alias.scope !1124, !noalias !1155
  %_9.i22.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1158)
  call void @llvm.experimental.noalias.scope.decl(metadata !1161)
  %_6.i.i23.i = load double, ptr %_9.i22.i, align 8, !alias.scope !1164, !noalias !1165, !noundef !4
  %brmerge.not.i25.i = fcmp uno double %_6.i.i23.i, %_7.i.i.i32
  br i1 %brmerge.not.i25.i, label %bb6.i.i27.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i", !prof !659

bb6.i.i27.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1168
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i"
  %_8.i21.i = zext i1 %_8.i.mux.i13.i to i64
  %35 = add i64 %33, %_8.i21.i
  %_8.i.mux.i26.i = fcmp olt double %_6.i.i23.i, %_7.i.i.i32
  %36 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -24
  %dst_base.sroa.0.0.i30.i = select i1 %_8.i.mux.i26.i, ptr %scratch.0, ptr %36
  %dst.i32.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i30.i, i64 %35
  store double %_6.i.i23.i, ptr %dst.i32.i, align 8, !alias.scope !1124, !noalias !1169
  %_9.i35.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1172)
  call void @llvm.experimental.noalias.scope.decl(metadata !1175)
  %_6.i.i36.i = load double, ptr %_9.i35.i, align 8, !alias.scope !1178, !noalias !1179, !noundef !4
  %brmerge.not.i38.i = fcmp uno double %_6.i.i36.i, %_7.i.i.i32
  br i1 %brmerge.not.i38.i, label %bb6.i.i40.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i", !prof !659

bb6.i.i40.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1182
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i"
  %_8.i34.i = zext i1 %_8.i.mux.i26.i to i64
  %37 = add i64 %35, %_8.i34.i
  %_8.i.mux.i39.i = fcmp olt double %_6.i.i36.i, %_7.i.i.i32
  %38 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -32
  %dst_base.sroa.0.0.i43.i = select i1 %_8.i.mux.i39.i, ptr %scratch.0, ptr %38
  %dst.i45.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i43.i, i64 %37
  store double %_6.i.i36.i, ptr %dst.i45.i, align 8, !alias.scope !1124, !noalias !1183
  %_8.i47.i = zext i1 %_8.i.mux.i39.i to i64
  %39 = add i64 %37, %_8.i47.i
  %_9.i48.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 32
  %_19.i36 = icmp ult ptr %_9.i48.i, %unroll_end.i
  br i1 %_19.i36, label %bb6.i30, label %bb16.i

bb16.i:                                           ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i", %bb3.i27
  %state.sroa.27.1.lcssa.i = phi i64 [ %state.sroa.27.0.i, %bb3.i27 ], [ %39, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ]
  %state.sroa.9.1.lcssa.i = phi ptr [ %state.sroa.9.0.i, %bb3.i27 ], [ %_9.i48.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ]
  %state.sroa.43.1.lcssa.i = phi ptr [ %state.sroa.43.0.i, %bb3.i27 ], [ %38, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ]
  %loop_end.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %pivot_pos.sroa.0.0.i
  %_47102.i = icmp ult ptr %state.sroa.9.1.lcssa.i, %loop_end.i
  br i1 %_47102.i, label %bb18.i.preheader, label %bb21.i

bb18.i.preheader:                                 ; preds = %bb16.i
  %_7.i.i50.i = load double, ptr %self, align 8, !alias.scope !1186, !noalias !1191, !noundef !4
  br label %bb18.i

bb21.i:                                           ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i", %bb16.i
  %state.sroa.27.2.lcssa.i = phi i64 [ %state.sroa.27.1.lcssa.i, %bb16.i ], [ %41, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i" ]
  %state.sroa.9.2.lcssa.i = phi ptr [ %state.sroa.9.1.lcssa.i, %bb16.i ], [ %_9.i61.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i" ]
  %state.sroa.43.2.lcssa.i = phi ptr [ %state.sroa.43.1.lcssa.i, %bb16.i ], [ %40, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i" ]
  %_55.i = icmp eq i64 %pivot_pos.sroa.0.0.i, %v.sroa.16.0195
  br i1 %_55.i, label %bb22.i, label %bb23.i

bb18.i:                                           ; preds = %bb18.i.preheader, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i"
  %state.sroa.43.2105.i = phi ptr [ %40, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i" ], [ %state.sroa.43.1.lcssa.i, %bb18.i.preheader ]
  %state.sroa.9.2104.i = phi ptr [ %_9.i61.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i" ], [ %state.sroa.9.1.lcssa.i, %bb18.i.preheader ]
  %state.sroa.27.2103.i = phi i64 [ %41, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i" ], [ %state.sroa.27.1.lcssa.i, %bb18.i.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1194)
  call void @llvm.experimental.noalias.scope.decl(metadata !1195)
  call void @llvm.experimental.noalias.scope.decl(metadata !1196)
  call void @llvm.experimental.noalias.scope.decl(metadata !1197)
  %_6.i.i49.i = load double, ptr %state.sroa.9.2104.i, align 8, !alias.scope !1198, !noalias !1199, !noundef !4
  %brmerge.not.i51.i = fcmp uno double %_6.i.i49.i, %_7.i.i50.i
  br i1 %brmerge.not.i51.i, label %bb6.i.i53.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i", !prof !659

bb6.i.i53.i:                                      ; preds = %bb18.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1200
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i": ; preds = %bb18.i
  %_8.i.mux.i52.i = fcmp olt double %_6.i.i49.i, %_7.i.i50.i
  %40 = getelementptr inbounds i8, ptr %state.sroa.43.2105.i, i64 -8
  %dst_base.sroa.0.0.i56.i = select i1 %_8.i.mux.i52.i, ptr %scratch.0, ptr %40
  %dst.i58.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i56.i, i64 %state.sroa.27.2103.i
  store double %_6.i.i49.i, ptr %dst.i58.i, align 8, !alias.scope !1124, !noalias !1201
  %_8.i60.i = zext i1 %_8.i.mux.i52.i to i64
  %41 = add i64 %state.sroa.27.2103.i, %_8.i60.i
  %_9.i61.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2104.i, i64 8
  %_47.i = icmp ult ptr %_9.i61.i, %loop_end.i
  br i1 %_47.i, label %bb18.i, label %bb21.i

bb23.i:                                           ; preds = %bb21.i
  %42 = getelementptr inbounds i8, ptr %state.sroa.43.2.lcssa.i, i64 -8
  %dst.i65.i = getelementptr inbounds nuw double, ptr %42, i64 %state.sroa.27.2.lcssa.i
  %43 = load i64, ptr %state.sroa.9.2.lcssa.i, align 8, !alias.scope !1121, !noalias !1204
  store i64 %43, ptr %dst.i65.i, align 8, !alias.scope !1124, !noalias !1207
  %_9.i67.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2.lcssa.i, i64 8
  br label %bb3.i27

bb22.i:                                           ; preds = %bb21.i
  %44 = shl i64 %state.sroa.27.2.lcssa.i, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph203, ptr nonnull align 8 %scratch.0, i64 %44, i1 false), !alias.scope !1208
  %_63.i = sub i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i
  %_92109.not.i = icmp eq i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i
  br i1 %_92109.not.i, label %bb16, label %bb39.lr.ph.i

bb39.lr.ph.i:                                     ; preds = %bb22.i
  %45 = getelementptr double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i
  %min.iters.check94 = icmp ult i64 %_63.i, 4
  br i1 %min.iters.check94, label %bb39.i.preheader, label %vector.ph95

vector.ph95:                                      ; preds = %bb39.lr.ph.i
  %n.vec97 = and i64 %_63.i, -4
  br label %vector.body98

vector.body98:                                    ; preds = %vector.body98, %vector.ph95
  %index99 = phi i64 [ 0, %vector.ph95 ], [ %index.next104, %vector.body98 ]
  %46 = xor i64 %index99, -1
  %47 = getelementptr double, ptr %_83.i, i64 %46
  %48 = getelementptr double, ptr %45, i64 %index99
  %49 = getelementptr i8, ptr %47, i64 -8
  %50 = getelementptr i8, ptr %47, i64 -24
  %wide.load100 = load <2 x i64>, ptr %49, align 8, !alias.scope !1124, !noalias !1121
  %wide.load101 = load <2 x i64>, ptr %50, align 8, !alias.scope !1124, !noalias !1121
  %reverse102 = shufflevector <2 x i64> %wide.load100, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %reverse103 = shufflevector <2 x i64> %wide.load101, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %51 = getelementptr i8, ptr %48, i64 16
  store <2 x i64> %reverse102, ptr %48, align 8, !alias.scope !1121, !noalias !1124
  store <2 x i64> %reverse103, ptr %51, align 8, !alias.scope !1121, !noalias !1124
  %index.next104 = add nuw i64 %index99, 4
  %52 = icmp eq i64 %index.next104, %n.vec97
  br i1 %52, label %middle.block105, label %vector.body98, !llvm.loop !1209

middle.block105:                                  ; preds = %vector.body98
  %cmp.n106 = icmp eq i64 %_63.i, %n.vec97
  br i1 %cmp.n106, label %bb16, label %bb39.i.preheader

bb39.i.preheader:                                 ; preds = %bb39.lr.ph.i, %middle.block105
  %iter.sroa.0.0110.i.ph = phi i64 [ 0, %bb39.lr.ph.i ], [ %n.vec97, %middle.block105 ]
  br label %bb39.i

bb39.i:                                           ; preds = %bb39.i.preheader, %bb39.i
  %iter.sroa.0.0110.i = phi i64 [ %_96.i, %bb39.i ], [ %iter.sroa.0.0110.i.ph, %bb39.i.preheader ]
  %_96.i = add nuw i64 %iter.sroa.0.0110.i, 1
  %53 = xor i64 %iter.sroa.0.0110.i, -1
  %_69.i = getelementptr double, ptr %_83.i, i64 %53
  %dst.i28 = getelementptr double, ptr %45, i64 %iter.sroa.0.0110.i
  %54 = load i64, ptr %_69.i, align 8, !alias.scope !1124, !noalias !1121
  store i64 %54, ptr %dst.i28, align 8, !alias.scope !1121, !noalias !1124
  %exitcond.not.i29 = icmp eq i64 %_96.i, %_63.i
  br i1 %exitcond.not.i29, label %bb16, label %bb39.i, !llvm.loop !1210

bb16:                                             ; preds = %bb39.i, %middle.block105, %bb22.i
  %55 = icmp eq i64 %state.sroa.27.2.lcssa.i, 0
  br i1 %55, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %_6.not.i = icmp ugt i64 %state.sroa.27.2.lcssa.i, %v.sroa.16.0195
  br i1 %_6.not.i, label %bb3.i38, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit", !prof !346

bb3.i38:                                          ; preds = %bb19
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #23, !noalias !1211
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit": ; preds = %bb19
  %data.i.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i
; call core::slice::sort::stable::quicksort::quicksort
  call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %data.i.i, i64 noundef %_63.i, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i32 noundef %26, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) %pivot_copy) #22
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8 = icmp ult i64 %state.sroa.27.2.lcssa.i, 33
  br i1 %_8, label %bb3, label %bb5

bb17:                                             ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", %bb16
  call void @llvm.experimental.noalias.scope.decl(metadata !1215)
  call void @llvm.experimental.noalias.scope.decl(metadata !1218)
  %_8.i39.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0195
  br i1 %_8.i39.not, label %bb28.i42, label %bb30.i43, !prof !861

bb30.i43:                                         ; preds = %bb17
  %_83.i45 = getelementptr double, ptr %scratch.0, i64 %v.sroa.16.0195
  br label %bb3.i46

bb28.i42:                                         ; preds = %bb17
  call void @llvm.trap()
  unreachable

bb3.i46:                                          ; preds = %bb23.i64, %bb30.i43
  %state.sroa.27.0.i47 = phi i64 [ 0, %bb30.i43 ], [ %69, %bb23.i64 ]
  %state.sroa.9.0.i48 = phi ptr [ %v.sroa.0.0.ph203, %bb30.i43 ], [ %_9.i67.i66, %bb23.i64 ]
  %state.sroa.43.0.i49 = phi ptr [ %_83.i45, %bb30.i43 ], [ %67, %bb23.i64 ]
  %pivot_pos.sroa.0.0.i50 = phi i64 [ %index.sroa.0.0.i, %bb30.i43 ], [ %v.sroa.16.0195, %bb23.i64 ]
  %56 = call i64 @llvm.usub.sat.i64(i64 %pivot_pos.sroa.0.0.i50, i64 3)
  %unroll_end.i51 = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %56
  %_1996.i52 = icmp ult ptr %state.sroa.9.0.i48, %unroll_end.i51
  br i1 %_1996.i52, label %bb6.i86.preheader, label %bb16.i53

bb6.i86.preheader:                                ; preds = %bb3.i46
  %_6.i.i.i.i90 = load double, ptr %self, align 8, !alias.scope !1220, !noalias !1227, !noundef !4
  br label %bb6.i86

bb6.i86:                                          ; preds = %bb6.i86.preheader, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i"
  %state.sroa.43.199.i87 = phi ptr [ %63, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ], [ %state.sroa.43.0.i49, %bb6.i86.preheader ]
  %state.sroa.9.198.i88 = phi ptr [ %_9.i48.i111, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ], [ %state.sroa.9.0.i48, %bb6.i86.preheader ]
  %state.sroa.27.197.i89 = phi i64 [ %64, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ], [ %state.sroa.27.0.i47, %bb6.i86.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1231)
  call void @llvm.experimental.noalias.scope.decl(metadata !1232)
  call void @llvm.experimental.noalias.scope.decl(metadata !1233)
  call void @llvm.experimental.noalias.scope.decl(metadata !1234)
  call void @llvm.experimental.noalias.scope.decl(metadata !1235)
  call void @llvm.experimental.noalias.scope.decl(metadata !1236)
  %_7.i.i.i.i91 = load double, ptr %state.sroa.9.198.i88, align 8, !alias.scope !1237, !noalias !1238, !noundef !4
  %brmerge.not.i.i.i92 = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i.i91
  br i1 %brmerge.not.i.i.i92, label %bb6.i.i.i.i113, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i", !prof !659

bb6.i.i.i.i113:                                   ; preds = %bb6.i86
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1239
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i": ; preds = %bb6.i86
  %_8.i.mux.i.i.i93 = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i.i91
  %57 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -8
  %dst_base.sroa.0.0.i.i94 = select i1 %_8.i.mux.i.i.i93, ptr %scratch.0, ptr %57
  %dst.i.i95 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i.i94, i64 %state.sroa.27.197.i89
  store double %_7.i.i.i.i91, ptr %dst.i.i95, align 8, !alias.scope !1218, !noalias !1240
  %_9.i.i96 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1243)
  call void @llvm.experimental.noalias.scope.decl(metadata !1246)
  call void @llvm.experimental.noalias.scope.decl(metadata !1249)
  %_7.i.i.i11.i97 = load double, ptr %_9.i.i96, align 8, !alias.scope !1252, !noalias !1253, !noundef !4
  %brmerge.not.i.i12.i98 = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i11.i97
  br i1 %brmerge.not.i.i12.i98, label %bb6.i.i.i14.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i", !prof !659

bb6.i.i.i14.i:                                    ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1257
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i": ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i"
  %_8.i.i99 = zext i1 %_8.i.mux.i.i.i93 to i64
  %58 = add i64 %state.sroa.27.197.i89, %_8.i.i99
  %_8.i.mux.i.i13.i = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i11.i97
  %59 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -16
  %dst_base.sroa.0.0.i17.i100 = select i1 %_8.i.mux.i.i13.i, ptr %scratch.0, ptr %59
  %dst.i19.i101 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i17.i100, i64 %58
  store double %_7.i.i.i11.i97, ptr %dst.i19.i101, align 8, !alias.scope !1218, !noalias !1258
  %_9.i22.i102 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1261)
  call void @llvm.experimental.noalias.scope.decl(metadata !1264)
  call void @llvm.experimental.noalias.scope.decl(metadata !1267)
  %_7.i.i.i24.i = load double, ptr %_9.i22.i102, align 8, !alias.scope !1270, !noalias !1271, !noundef !4
  %brmerge.not.i.i25.i = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i24.i
  br i1 %brmerge.not.i.i25.i, label %bb6.i.i.i27.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i", !prof !659

bb6.i.i.i27.i:                                    ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1275
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i": ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i"
  %_8.i21.i103 = zext i1 %_8.i.mux.i.i13.i to i64
  %60 = add i64 %58, %_8.i21.i103
  %_8.i.mux.i.i26.i = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i24.i
  %61 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -24
  %dst_base.sroa.0.0.i30.i104 = select i1 %_8.i.mux.i.i26.i, ptr %scratch.0, ptr %61
  %dst.i32.i105 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i30.i104, i64 %60
  store double %_7.i.i.i24.i, ptr %dst.i32.i105, align 8, !alias.scope !1218, !noalias !1276
  %_9.i35.i106 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1279)
  call void @llvm.experimental.noalias.scope.decl(metadata !1282)
  call void @llvm.experimental.noalias.scope.decl(metadata !1285)
  %_7.i.i.i37.i = load double, ptr %_9.i35.i106, align 8, !alias.scope !1288, !noalias !1289, !noundef !4
  %brmerge.not.i.i38.i = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i37.i
  br i1 %brmerge.not.i.i38.i, label %bb6.i.i.i40.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i", !prof !659

bb6.i.i.i40.i:                                    ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1293
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i": ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i"
  %_8.i34.i107 = zext i1 %_8.i.mux.i.i26.i to i64
  %62 = add i64 %60, %_8.i34.i107
  %_8.i.mux.i.i39.i = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i37.i
  %63 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -32
  %dst_base.sroa.0.0.i43.i108 = select i1 %_8.i.mux.i.i39.i, ptr %scratch.0, ptr %63
  %dst.i45.i109 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i43.i108, i64 %62
  store double %_7.i.i.i37.i, ptr %dst.i45.i109, align 8, !alias.scope !1218, !noalias !1294
  %_8.i47.i110 = zext i1 %_8.i.mux.i.i39.i to i64
  %64 = add i64 %62, %_8.i47.i110
  %_9.i48.i111 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 32
  %_19.i112 = icmp ult ptr %_9.i48.i111, %unroll_end.i51
  br i1 %_19.i112, label %bb6.i86, label %bb16.i53

bb16.i53:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i", %bb3.i46
  %state.sroa.27.1.lcssa.i54 = phi i64 [ %state.sroa.27.0.i47, %bb3.i46 ], [ %64, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ]
  %state.sroa.9.1.lcssa.i55 = phi ptr [ %state.sroa.9.0.i48, %bb3.i46 ], [ %_9.i48.i111, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ]
  %state.sroa.43.1.lcssa.i56 = phi ptr [ %state.sroa.43.0.i49, %bb3.i46 ], [ %63, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ]
  %loop_end.i57 = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %pivot_pos.sroa.0.0.i50
  %_47102.i58 = icmp ult ptr %state.sroa.9.1.lcssa.i55, %loop_end.i57
  br i1 %_47102.i58, label %bb18.i77.preheader, label %bb21.i59

bb18.i77.preheader:                               ; preds = %bb16.i53
  %_6.i.i.i49.i = load double, ptr %self, align 8, !alias.scope !1297, !noalias !1304, !noundef !4
  br label %bb18.i77

bb21.i59:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i", %bb16.i53
  %state.sroa.27.2.lcssa.i60 = phi i64 [ %state.sroa.27.1.lcssa.i54, %bb16.i53 ], [ %66, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ]
  %state.sroa.9.2.lcssa.i61 = phi ptr [ %state.sroa.9.1.lcssa.i55, %bb16.i53 ], [ %_9.i61.i84, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ]
  %state.sroa.43.2.lcssa.i62 = phi ptr [ %state.sroa.43.1.lcssa.i56, %bb16.i53 ], [ %65, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ]
  %_55.i63 = icmp eq i64 %pivot_pos.sroa.0.0.i50, %v.sroa.16.0195
  br i1 %_55.i63, label %bb22.i67, label %bb23.i64

bb18.i77:                                         ; preds = %bb18.i77.preheader, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i"
  %state.sroa.43.2105.i78 = phi ptr [ %65, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ], [ %state.sroa.43.1.lcssa.i56, %bb18.i77.preheader ]
  %state.sroa.9.2104.i79 = phi ptr [ %_9.i61.i84, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ], [ %state.sroa.9.1.lcssa.i55, %bb18.i77.preheader ]
  %state.sroa.27.2103.i80 = phi i64 [ %66, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ], [ %state.sroa.27.1.lcssa.i54, %bb18.i77.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1308)
  call void @llvm.experimental.noalias.scope.decl(metadata !1309)
  call void @llvm.experimental.noalias.scope.decl(metadata !1310)
  call void @llvm.experimental.noalias.scope.decl(metadata !1311)
  call void @llvm.experimental.noalias.scope.decl(metadata !1312)
  call void @llvm.experimental.noalias.scope.decl(metadata !1313)
  %_7.i.i.i50.i = load double, ptr %state.sroa.9.2104.i79, align 8, !alias.scope !1314, !noalias !1315, !noundef !4
  %brmerge.not.i.i51.i = fcmp uno double %_6.i.i.i49.i, %_7.i.i.i50.i
  br i1 %brmerge.not.i.i51.i, label %bb6.i.i.i53.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i", !prof !659

bb6.i.i.i53.i:                                    ; preds = %bb18.i77
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #23, !noalias !1316
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i": ; preds = %bb18.i77
  %_8.i.mux.i.i52.i = fcmp uge double %_6.i.i.i49.i, %_7.i.i.i50.i
  %65 = getelementptr inbounds i8, ptr %state.sroa.43.2105.i78, i64 -8
  %dst_base.sroa.0.0.i56.i81 = select i1 %_8.i.mux.i.i52.i, ptr %scratch.0, ptr %65
  %dst.i58.i82 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i56.i81, i64 %state.sroa.27.2103.i80
  store double %_7.i.i.i50.i, ptr %dst.i58.i82, align 8, !alias.scope !1218, !noalias !1317
  %_8.i60.i83 = zext i1 %_8.i.mux.i.i52.i to i64
  %66 = add i64 %state.sroa.27.2103.i80, %_8.i60.i83
  %_9.i61.i84 = getelementptr inbounds nuw i8, ptr %state.sroa.9.2104.i79, i64 8
  %_47.i85 = icmp ult ptr %_9.i61.i84, %loop_end.i57
  br i1 %_47.i85, label %bb18.i77, label %bb21.i59

bb23.i64:                                         ; preds = %bb21.i59
  %67 = getelementptr inbounds i8, ptr %state.sroa.43.2.lcssa.i62, i64 -8
  %dst.i65.i65 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %state.sroa.27.2.lcssa.i60
  %68 = load i64, ptr %state.sroa.9.2.lcssa.i61, align 8, !alias.scope !1215, !noalias !1320
  store i64 %68, ptr %dst.i65.i65, align 8, !alias.scope !1218, !noalias !1323
  %69 = add i64 %state.sroa.27.2.lcssa.i60, 1
  %_9.i67.i66 = getelementptr inbounds nuw i8, ptr %state.sroa.9.2.lcssa.i61, i64 8
  br label %bb3.i46

bb22.i67:                                         ; preds = %bb21.i59
  %70 = shl i64 %state.sroa.27.2.lcssa.i60, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph203, ptr nonnull align 8 %scratch.0, i64 %70, i1 false), !alias.scope !1324
  %_63.i68 = sub i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i60
  %_92109.not.i69 = icmp eq i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i60
  br i1 %_92109.not.i69, label %bb3.thread, label %bb39.lr.ph.i70

bb39.lr.ph.i70:                                   ; preds = %bb22.i67
  %71 = getelementptr double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i60
  %min.iters.check = icmp ult i64 %_63.i68, 4
  br i1 %min.iters.check, label %bb39.i71.preheader, label %vector.ph

vector.ph:                                        ; preds = %bb39.lr.ph.i70
  %n.vec = and i64 %_63.i68, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %72 = xor i64 %index, -1
  %73 = getelementptr double, ptr %_83.i45, i64 %72
  %74 = getelementptr double, ptr %71, i64 %index
  %75 = getelementptr i8, ptr %73, i64 -8
  %76 = getelementptr i8, ptr %73, i64 -24
  %wide.load = load <2 x i64>, ptr %75, align 8, !alias.scope !1218, !noalias !1215
  %wide.load91 = load <2 x i64>, ptr %76, align 8, !alias.scope !1218, !noalias !1215
  %reverse = shufflevector <2 x i64> %wide.load, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %reverse92 = shufflevector <2 x i64> %wide.load91, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  %77 = getelementptr i8, ptr %74, i64 16
  store <2 x i64> %reverse, ptr %74, align 8, !alias.scope !1215, !noalias !1218
  store <2 x i64> %reverse92, ptr %77, align 8, !alias.scope !1215, !noalias !1218
  %index.next = add nuw i64 %index, 4
  %78 = icmp eq i64 %index.next, %n.vec
  br i1 %78, label %middle.block, label %vector.body, !llvm.loop !1325

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %_63.i68, %n.vec
  br i1 %cmp.n, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit, label %bb39.i71.preheader

bb39.i71.preheader:                               ; preds = %bb39.lr.ph.i70, %middle.block
  %iter.sroa.0.0110.i72.ph = phi i64 [ 0, %bb39.lr.ph.i70 ], [ %n.vec, %middle.block ]
  br label %bb39.i71

bb39.i71:                                         ; preds = %bb39.i71.preheader, %bb39.i71
  %iter.sroa.0.0110.i72 = phi i64 [ %_96.i73, %bb39.i71 ], [ %iter.sroa.0.0110.i72.ph, %bb39.i71.preheader ]
  %_96.i73 = add nuw i64 %iter.sroa.0.0110.i72, 1
  %79 = xor i64 %iter.sroa.0.0110.i72, -1
  %_69.i74 = getelementptr double, ptr %_83.i45, i64 %79
  %dst.i75 = getelementptr double, ptr %71, i64 %iter.sroa.0.0110.i72
  %80 = load i64, ptr %_69.i74, align 8, !alias.scope !1218, !noalias !1215
  store i64 %80, ptr %dst.i75, align 8, !alias.scope !1215, !noalias !1218
  %exitcond.not.i76 = icmp eq i64 %_96.i73, %_63.i68
  br i1 %exitcond.not.i76, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit, label %bb39.i71, !llvm.loop !1326

_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit: ; preds = %bb39.i71, %middle.block
  %_48 = icmp ugt i64 %state.sroa.27.2.lcssa.i60, %v.sroa.16.0195
  br i1 %_48, label %bb27, label %bb28, !prof !346

bb3.thread:                                       ; preds = %bb22.i67
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  br label %bb22

bb28:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit
  %_55 = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i60
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8193 = icmp ult i64 %_63.i68, 33
  br i1 %_8193, label %bb3, label %bb5.lr.ph

bb27:                                             ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit
; call core::slice::index::slice_index_fail
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %state.sroa.27.2.lcssa.i60, i64 noundef %v.sroa.16.0195, i64 noundef %v.sroa.16.0195, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f9ba200fb3017fda66833c01fe0293) #23
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h8be5f01c9e1a8cf3E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly sret([24 x i8]) align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 8 captures(none) dereferenceable(16) %self, i64 noundef %cap, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) unnamed_addr #3 {
start:
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %elem_layout.1, i64 %cap)
  %_33.0 = extractvalue { i64, i1 } %0, 0
  %_33.1 = extractvalue { i64, i1 } %0, 1
  %_40 = sub nuw i64 -9223372036854775808, %elem_layout.0
  %_38.not = icmp ugt i64 %_33.0, %_40
  %or.cond = select i1 %_33.1, i1 true, i1 %_38.not, !prof !332
  br i1 %or.cond, label %bb11, label %bb15, !prof !332

bb15:                                             ; preds = %start
  %self1.i = load i64, ptr %self, align 8, !range !86, !alias.scope !1327, !noalias !1330, !noundef !4
  %1 = icmp eq i64 %self1.i, 0
  br i1 %1, label %bb5, label %bb3

bb3:                                              ; preds = %bb15
  %alloc_size.i = mul nuw i64 %self1.i, %elem_layout.1
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self3.i = load ptr, ptr %2, align 8, !alias.scope !1327, !noalias !1330, !nonnull !4, !noundef !4
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i
  tail call void @llvm.assume(i1 %cond.i.i)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self3.i, i64 noundef %alloc_size.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 0, -9223372036854775808) %_33.0) #20
  br label %bb7

bb5:                                              ; preds = %bb15
  %3 = icmp eq i64 %_33.0, 0
  br i1 %3, label %bb7.thread, label %bb4.i.i9

bb7.thread:                                       ; preds = %bb5
  %data2.i.i = inttoptr i64 %elem_layout.0 to ptr
  br label %bb9

bb4.i.i9:                                         ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #20
; call __rustc::__rust_alloc
  %4 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0, i64 noundef range(i64 1, 9) %elem_layout.0) #20
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
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h12fb9b0633473cd5E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %slf, i64 noundef %len, i64 noundef %additional, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1332)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !86, !alias.scope !1332, !noundef !4
  %v16.i = shl nuw i64 %self5.i, 1
  %..i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 %v16.i)
  %0 = icmp eq i64 %elem_layout.1, 1
  %v1.sroa.0.0.i = select i1 %0, i64 8, i64 4
  %..i15.i = tail call noundef i64 @llvm.umax.i64(i64 %..i.i, i64 %v1.sroa.0.0.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !1332
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h8be5f01c9e1a8cf3E"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self3.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %slf, i64 noundef %..i15.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) #20
  %_37.i = load i64, ptr %self3.i, align 8, !range !1335, !noalias !1332, !noundef !4
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !1336, !noalias !1332, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !1332
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1332
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #21
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !1332, !nonnull !4, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1332
  %4 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  store ptr %v.0.i, ptr %4, align 8, !alias.scope !1332
  %5 = icmp sgt i64 %..i15.i, -1
  tail call void @llvm.assume(i1 %5)
  store i64 %..i15.i, ptr %slf, align 8, !alias.scope !1332
  ret void
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h371a8294acaeca51E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !1337
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20, !noalias !1341
  %_11.idx.i = shl nuw nsw i64 %_6, 2
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 4
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !1342
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !1342
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.2) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !1342
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !1337
  ret i1 %_0.i
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h68026e612b46ca97E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8, !nonnull !4, !noundef !4
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !1345
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #20, !noalias !1349
  %_11.idx.i = shl nuw nsw i64 %_6, 3
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !1350
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !1350
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.3) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !1350
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !1345
  ret i1 %_0.i
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h1f86fa4f7aec62ceE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %_3 = load i64, ptr %self, align 8, !range !1335, !noundef !4
  %0 = trunc nuw i64 %_3 to i1
  br i1 %0, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0)
  store ptr %1, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %2 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0)
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %3 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4) #20
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3
  %_0.sroa.0.0.in = phi i1 [ %2, %bb2 ], [ %3, %bb3 ]
  ret i1 %_0.sroa.0.0.in
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #7

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #8

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #10

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #1

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #11

; <i32 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <i32 as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsx_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <i32 as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsv_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 4 captures(address, read_provenance) dereferenceable(4), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <usize as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <usize as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <str as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #5

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull, ptr noundef nonnull, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #1

; <i64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; core::option::unwrap_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; <bool as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt(ptr noalias noundef readonly align 1 captures(address, read_provenance) dereferenceable(1), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <str>::to_uppercase
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #1

; <str as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <f64 as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #1

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef align 8 dereferenceable(16), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #13

; core::slice::sort::shared::smallsort::panic_on_ord_violation
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() unnamed_addr #12

; core::slice::index::slice_index_fail
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef, i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #14

; core::slice::sort::stable::drift::sqrt_approx
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef) unnamed_addr #1

; <core::fmt::Formatter>::debug_tuple
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(address) dereferenceable(24), ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <core::fmt::builders::DebugTuple>::field
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef align 8 dereferenceable(24), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; <core::fmt::builders::DebugTuple>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #5

; core::option::expect_failed
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #12

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #15

; <core::fmt::Formatter>::write_str
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #1

; <core::fmt::Formatter>::debug_tuple_field1_finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #1

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #16 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN17_01_iter_closures4main17h760d1db0292e1774E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #20
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #18

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #18

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #19

attributes #0 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #14 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #16 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #18 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nounwind }
attributes #21 = { noreturn nounwind }
attributes #22 = { noinline nounwind }
attributes #23 = { noinline noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{}
!5 = !{!6, !8, !10}
!6 = distinct !{!6, !7, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!7 = distinct !{!7, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!8 = distinct !{!8, !9, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE: %_0"}
!9 = distinct !{!9, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE"}
!10 = distinct !{!10, !9, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc78cbf5c5f28b24cE: %iterator"}
!11 = !{!8, !10}
!12 = !{!13, !15, !17, !19, !21, !23, !24, !26, !27, !29, !30, !32, !8, !10}
!13 = distinct !{!13, !14, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hba3ad3706dadc522E: %_1"}
!14 = distinct !{!14, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hba3ad3706dadc522E"}
!15 = distinct !{!15, !16, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17he6710089698392c2E: %_1"}
!16 = distinct !{!16, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17he6710089698392c2E"}
!17 = distinct !{!17, !18, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf50932e506694bedE: %_1"}
!18 = distinct !{!18, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf50932e506694bedE"}
!19 = distinct !{!19, !20, !"_ZN4core4iter6traits8iterator8Iterator4fold17h6082dc76569feb8fE: %f"}
!20 = distinct !{!20, !"_ZN4core4iter6traits8iterator8Iterator4fold17h6082dc76569feb8fE"}
!21 = distinct !{!21, !22, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1121b11c31241ba3E: %self"}
!22 = distinct !{!22, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1121b11c31241ba3E"}
!23 = distinct !{!23, !22, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1121b11c31241ba3E: %g"}
!24 = distinct !{!24, !25, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h9f0bc270b73ed12cE: %self"}
!25 = distinct !{!25, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h9f0bc270b73ed12cE"}
!26 = distinct !{!26, !25, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h9f0bc270b73ed12cE: %f"}
!27 = distinct !{!27, !28, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hef6d2e9463c68661E: %self"}
!28 = distinct !{!28, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hef6d2e9463c68661E"}
!29 = distinct !{!29, !28, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hef6d2e9463c68661E: %iterator"}
!30 = distinct !{!30, !31, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd66bf8027d728b19E: %self"}
!31 = distinct !{!31, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd66bf8027d728b19E"}
!32 = distinct !{!32, !31, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hd66bf8027d728b19E: %iterator"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E: %b"}
!35 = distinct !{!35, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E"}
!36 = !{!37, !39}
!37 = distinct !{!37, !38, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5932b698b8f207bdE: %x"}
!38 = distinct !{!38, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5932b698b8f207bdE"}
!39 = distinct !{!39, !40, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hba2e19b494cd0115E: %elt"}
!40 = distinct !{!40, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hba2e19b494cd0115E"}
!41 = !{!42, !43, !44}
!42 = distinct !{!42, !38, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h5932b698b8f207bdE: %_1"}
!43 = distinct !{!43, !40, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hba2e19b494cd0115E: %_1"}
!44 = distinct !{!44, !45, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E: argument 0"}
!45 = distinct !{!45, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h8cb6a6490e86b265E"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E: %_0"}
!48 = distinct !{!48, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E"}
!49 = !{!50, !52}
!50 = distinct !{!50, !51, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!51 = distinct !{!51, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!52 = distinct !{!52, !53, !"_ZN4core4iter8adapters6cloned14clone_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h97e7fc5406e41a60E: %elt"}
!53 = distinct !{!53, !"_ZN4core4iter8adapters6cloned14clone_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h97e7fc5406e41a60E"}
!54 = !{!55, !57, !59, !61, !47}
!55 = distinct !{!55, !56, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h36654208101b5babE: %self"}
!56 = distinct !{!56, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h36654208101b5babE"}
!57 = distinct !{!57, !58, !"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7871f59048ac86dE: %self"}
!58 = distinct !{!58, !"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7871f59048ac86dE"}
!59 = distinct !{!59, !60, !"_ZN4core4iter6traits8iterator8Iterator4find17h640b3f4bb383c1d6E: %self"}
!60 = distinct !{!60, !"_ZN4core4iter6traits8iterator8Iterator4find17h640b3f4bb383c1d6E"}
!61 = distinct !{!61, !62, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE: %self"}
!62 = distinct !{!62, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE"}
!63 = !{!64, !47}
!64 = distinct !{!64, !65, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!65 = distinct !{!65, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h21107171f856ad40E: %self"}
!68 = distinct !{!68, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h21107171f856ad40E"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h8a3e2095e969967bE: %self"}
!71 = distinct !{!71, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h8a3e2095e969967bE"}
!72 = !{!73, !75}
!73 = distinct !{!73, !74, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!74 = distinct !{!74, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!75 = distinct !{!75, !76, !"_ZN4core4iter8adapters6cloned14clone_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h97e7fc5406e41a60E: %elt"}
!76 = distinct !{!76, !"_ZN4core4iter8adapters6cloned14clone_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h97e7fc5406e41a60E"}
!77 = !{!78, !80, !82, !84, !70, !67, !47}
!78 = distinct !{!78, !79, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h36654208101b5babE: %self"}
!79 = distinct !{!79, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h36654208101b5babE"}
!80 = distinct !{!80, !81, !"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7871f59048ac86dE: %self"}
!81 = distinct !{!81, !"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17hc7871f59048ac86dE"}
!82 = distinct !{!82, !83, !"_ZN4core4iter6traits8iterator8Iterator4find17h640b3f4bb383c1d6E: %self"}
!83 = distinct !{!83, !"_ZN4core4iter6traits8iterator8Iterator4find17h640b3f4bb383c1d6E"}
!84 = distinct !{!84, !85, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE: %self"}
!85 = distinct !{!85, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he680376f93b3fe4fE"}
!86 = !{i64 0, i64 -9223372036854775808}
!87 = !{!70, !67}
!88 = !{!70, !67, !47}
!89 = !{!90, !92, !94}
!90 = distinct !{!90, !91, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!91 = distinct !{!91, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!92 = distinct !{!92, !93, !"_ZN4core3ops8function5FnMut8call_mut17h0259c0992848841eE: argument 0"}
!93 = distinct !{!93, !"_ZN4core3ops8function5FnMut8call_mut17h0259c0992848841eE"}
!94 = distinct !{!94, !95, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8e2474336760f5d4E: %elt"}
!95 = distinct !{!95, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8e2474336760f5d4E"}
!96 = distinct !{!96, !97, !98}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !{!"llvm.loop.unroll.runtime.disable"}
!99 = distinct !{!99, !98, !97}
!100 = !{!101, !103}
!101 = distinct !{!101, !102, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h65fba6f9e3f64f90E: %_3.1"}
!102 = distinct !{!102, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h65fba6f9e3f64f90E"}
!103 = distinct !{!103, !104, !"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E: %item"}
!104 = distinct !{!104, !"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E"}
!105 = !{!106}
!106 = distinct !{!106, !104, !"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E: %_1"}
!107 = !{!108}
!108 = distinct !{!108, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0"}
!109 = distinct !{!109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E"}
!110 = !{!111}
!111 = distinct !{!111, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1"}
!112 = !{!113}
!113 = distinct !{!113, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0"}
!114 = distinct !{!114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E"}
!115 = !{!116}
!116 = distinct !{!116, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1"}
!117 = !{!113, !108}
!118 = !{!116, !111, !119}
!119 = distinct !{!119, !120, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h78d9c5a8964515ccE: %self"}
!120 = distinct !{!120, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h78d9c5a8964515ccE"}
!121 = !{!116, !111}
!122 = !{!113, !108, !119}
!123 = !{!124, !125}
!124 = distinct !{!124, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1:It1"}
!125 = distinct !{!125, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1:It1"}
!126 = !{!127, !128, !119}
!127 = distinct !{!127, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0:It1"}
!128 = distinct !{!128, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0:It1"}
!129 = !{!130, !131}
!130 = distinct !{!130, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1:It2"}
!131 = distinct !{!131, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1:It2"}
!132 = !{!133, !134, !119}
!133 = distinct !{!133, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0:It2"}
!134 = distinct !{!134, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0:It2"}
!135 = !{!136, !137}
!136 = distinct !{!136, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1:It3"}
!137 = distinct !{!137, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1:It3"}
!138 = !{!139, !140, !119}
!139 = distinct !{!139, !114, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0:It3"}
!140 = distinct !{!140, !109, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0:It3"}
!141 = !{!142, !144, !146}
!142 = distinct !{!142, !143, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!143 = distinct !{!143, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!144 = distinct !{!144, !145, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E: %_0"}
!145 = distinct !{!145, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E"}
!146 = distinct !{!146, !145, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E: %iterator"}
!147 = !{!144, !146}
!148 = !{!149, !151, !153}
!149 = distinct !{!149, !150, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E: %b"}
!150 = distinct !{!150, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E"}
!151 = distinct !{!151, !152, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hd5d54ac939714dedE: %w.0"}
!152 = distinct !{!152, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hd5d54ac939714dedE"}
!153 = distinct !{!153, !154, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE: %elt.0"}
!154 = distinct !{!154, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE"}
!155 = !{!156, !157, !159, !160, !162, !163, !165, !166, !168, !169, !171, !144, !146}
!156 = distinct !{!156, !154, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE: %_1"}
!157 = distinct !{!157, !158, !"_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E: %self"}
!158 = distinct !{!158, !"_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E"}
!159 = distinct !{!159, !158, !"_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E: %f"}
!160 = distinct !{!160, !161, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE: %self"}
!161 = distinct !{!161, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE"}
!162 = distinct !{!162, !161, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE: %g"}
!163 = distinct !{!163, !164, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E: %self"}
!164 = distinct !{!164, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E"}
!165 = distinct !{!165, !164, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E: %f"}
!166 = distinct !{!166, !167, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE: %self"}
!167 = distinct !{!167, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE"}
!168 = distinct !{!168, !167, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE: %iterator"}
!169 = distinct !{!169, !170, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E: %self"}
!170 = distinct !{!170, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E"}
!171 = distinct !{!171, !170, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E: %iterator"}
!172 = !{!153}
!173 = !{!174, !176, !156, !153, !157, !159, !160, !162, !163, !165, !166, !168, !169, !171, !144, !146}
!174 = distinct !{!174, !175, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hed2632e85567ae47E: %_1"}
!175 = distinct !{!175, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hed2632e85567ae47E"}
!176 = distinct !{!176, !177, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1ddc1acbcc845b1bE: %_1"}
!177 = distinct !{!177, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1ddc1acbcc845b1bE"}
!178 = distinct !{!178, !97, !98}
!179 = !{!180, !182, !184, !185, !187}
!180 = distinct !{!180, !181, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!181 = distinct !{!181, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!182 = distinct !{!182, !183, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE: %v"}
!183 = distinct !{!183, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE"}
!184 = distinct !{!184, !183, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE: %s.0"}
!185 = distinct !{!185, !186, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E: %_0"}
!186 = distinct !{!186, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E"}
!187 = distinct !{!187, !186, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E: %self"}
!188 = !{!182, !184, !185, !187}
!189 = !{!182, !185, !187}
!190 = !{!191, !193}
!191 = distinct !{!191, !192, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E: %_0"}
!192 = distinct !{!192, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E"}
!193 = distinct !{!193, !192, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E: %init"}
!194 = !{!195}
!195 = distinct !{!195, !196, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE: %acc"}
!196 = distinct !{!196, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE"}
!197 = !{!198}
!198 = distinct !{!198, !196, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE: %_3"}
!199 = !{!200, !195, !191, !193}
!200 = distinct !{!200, !196, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE: %_0"}
!201 = !{!200, !198, !191, !193}
!202 = !{!193}
!203 = !{!204}
!204 = distinct !{!204, !205, !"_ZN17_01_iter_closures7apply_n17h284f11ffbd22d624E: argument 0"}
!205 = distinct !{!205, !"_ZN17_01_iter_closures7apply_n17h284f11ffbd22d624E"}
!206 = !{!207}
!207 = distinct !{!207, !208, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17ha1538fb8eaa7af27E: %_1"}
!208 = distinct !{!208, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17ha1538fb8eaa7af27E"}
!209 = !{!210, !212, !214}
!210 = distinct !{!210, !211, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!211 = distinct !{!211, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!212 = distinct !{!212, !213, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE: %_0"}
!213 = distinct !{!213, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE"}
!214 = distinct !{!214, !213, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE: %iterator"}
!215 = !{!212, !214}
!216 = !{!217, !219, !221, !223, !225, !227, !228, !230, !231, !233, !234, !236, !237, !239, !212, !214}
!217 = distinct !{!217, !218, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E: %_1"}
!218 = distinct !{!218, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E"}
!219 = distinct !{!219, !220, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E: %_1"}
!220 = distinct !{!220, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"}
!221 = distinct !{!221, !222, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hb3af106ac5d37f63E: %self"}
!222 = distinct !{!222, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hb3af106ac5d37f63E"}
!223 = distinct !{!223, !224, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hd94b81bb100acdc9E: argument 0"}
!224 = distinct !{!224, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hd94b81bb100acdc9E"}
!225 = distinct !{!225, !226, !"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E: %self"}
!226 = distinct !{!226, !"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E"}
!227 = distinct !{!227, !226, !"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E: %f"}
!228 = distinct !{!228, !229, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E: %self"}
!229 = distinct !{!229, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E"}
!230 = distinct !{!230, !229, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E: %f"}
!231 = distinct !{!231, !232, !"_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E: %self"}
!232 = distinct !{!232, !"_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E"}
!233 = distinct !{!233, !232, !"_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E: %f"}
!234 = distinct !{!234, !235, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE: %self"}
!235 = distinct !{!235, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE"}
!236 = distinct !{!236, !235, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE: %iterator"}
!237 = distinct !{!237, !238, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E: %self"}
!238 = distinct !{!238, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E"}
!239 = distinct !{!239, !238, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E: %iterator"}
!240 = !{!241, !243, !245, !225, !227, !228, !230, !231, !233, !234, !236, !237, !239, !212, !214}
!241 = distinct !{!241, !242, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E: %_1"}
!242 = distinct !{!242, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E"}
!243 = distinct !{!243, !244, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E: %_1"}
!244 = distinct !{!244, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"}
!245 = distinct !{!245, !246, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hefd42ea4b83c48e2E: %f"}
!246 = distinct !{!246, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hefd42ea4b83c48e2E"}
!247 = !{!214}
!248 = !{!249, !251}
!249 = distinct !{!249, !250, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!250 = distinct !{!250, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!251 = distinct !{!251, !252, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hd60fbe804129a45fE: %_0"}
!252 = distinct !{!252, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hd60fbe804129a45fE"}
!253 = !{!251}
!254 = !{!255, !257, !259, !261, !262, !264, !266, !268, !270, !251}
!255 = distinct !{!255, !256, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3272277d24693786E: %_1"}
!256 = distinct !{!256, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3272277d24693786E"}
!257 = distinct !{!257, !258, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h135b40ee5c13a236E: %_1"}
!258 = distinct !{!258, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h135b40ee5c13a236E"}
!259 = distinct !{!259, !260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %_1"}
!260 = distinct !{!260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE"}
!261 = distinct !{!261, !260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt"}
!262 = distinct !{!262, !263, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf27e02238677d682E: %f"}
!263 = distinct !{!263, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf27e02238677d682E"}
!264 = distinct !{!264, !265, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73b837f0a94a0383E: %g"}
!265 = distinct !{!265, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73b837f0a94a0383E"}
!266 = distinct !{!266, !267, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hcb4f5a19c14c8db6E: %f"}
!267 = distinct !{!267, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hcb4f5a19c14c8db6E"}
!268 = distinct !{!268, !269, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h7b631e47bab631e5E: %self"}
!269 = distinct !{!269, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h7b631e47bab631e5E"}
!270 = distinct !{!270, !271, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h34e1950ca1dff3a1E: %self"}
!271 = distinct !{!271, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h34e1950ca1dff3a1E"}
!272 = !{!255, !257, !259, !273, !262, !264, !266, !268, !270, !251}
!273 = distinct !{!273, !260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It1"}
!274 = !{!255, !257, !259, !275, !262, !264, !266, !268, !270, !251}
!275 = distinct !{!275, !260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It2"}
!276 = !{!255, !257, !259, !277, !262, !264, !266, !268, !270, !251}
!277 = distinct !{!277, !260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It3"}
!278 = !{!255, !257, !259, !279, !262, !264, !266, !268, !270, !251}
!279 = distinct !{!279, !260, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It4"}
!280 = !{!281, !283}
!281 = distinct !{!281, !282, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!282 = distinct !{!282, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!283 = distinct !{!283, !284, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h205b6f267867b362E: %_0"}
!284 = distinct !{!284, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h205b6f267867b362E"}
!285 = !{!286, !288, !289, !291, !293, !295, !297, !283}
!286 = distinct !{!286, !287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %_1"}
!287 = distinct !{!287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE"}
!288 = distinct !{!288, !287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt"}
!289 = distinct !{!289, !290, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd9d9c583d55a9e35E: %f"}
!290 = distinct !{!290, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd9d9c583d55a9e35E"}
!291 = distinct !{!291, !292, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5435577a29d5b54fE: %g"}
!292 = distinct !{!292, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5435577a29d5b54fE"}
!293 = distinct !{!293, !294, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hea028826e038ad4fE: %f"}
!294 = distinct !{!294, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hea028826e038ad4fE"}
!295 = distinct !{!295, !296, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hcf57db409a0b9a0fE: %self"}
!296 = distinct !{!296, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hcf57db409a0b9a0fE"}
!297 = distinct !{!297, !298, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9ddf8b69a2bfae18E: %self"}
!298 = distinct !{!298, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9ddf8b69a2bfae18E"}
!299 = !{!300, !302, !286, !288, !289, !291, !293, !295, !297, !283}
!300 = distinct !{!300, !301, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h38bd6ca00d8298daE: %_1"}
!301 = distinct !{!301, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h38bd6ca00d8298daE"}
!302 = distinct !{!302, !303, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h349fee6977ea8e77E: %_1"}
!303 = distinct !{!303, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h349fee6977ea8e77E"}
!304 = !{!286, !305, !289, !291, !293, !295, !297, !283}
!305 = distinct !{!305, !287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It1"}
!306 = !{!300, !302, !286, !305, !289, !291, !293, !295, !297, !283}
!307 = !{!286, !308, !289, !291, !293, !295, !297, !283}
!308 = distinct !{!308, !287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It2"}
!309 = !{!300, !302, !286, !308, !289, !291, !293, !295, !297, !283}
!310 = !{!286, !311, !289, !291, !293, !295, !297, !283}
!311 = distinct !{!311, !287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It3"}
!312 = !{!300, !302, !286, !311, !289, !291, !293, !295, !297, !283}
!313 = !{!286, !314, !289, !291, !293, !295, !297, !283}
!314 = distinct !{!314, !287, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It4"}
!315 = !{!300, !302, !286, !314, !289, !291, !293, !295, !297, !283}
!316 = !{!317}
!317 = distinct !{!317, !318, !"_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE: %slice.0"}
!318 = distinct !{!318, !"_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE"}
!319 = !{!320, !322, !324, !317}
!320 = distinct !{!320, !321, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!321 = distinct !{!321, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!322 = distinct !{!322, !323, !"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17he63e49224c62d4b2E: %s"}
!323 = distinct !{!323, !"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17he63e49224c62d4b2E"}
!324 = distinct !{!324, !325, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1b839c60ecc91555E: %elt"}
!325 = distinct !{!325, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1b839c60ecc91555E"}
!326 = !{!327, !329}
!327 = distinct !{!327, !328, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h66892abfd76e538fE: %self"}
!328 = distinct !{!328, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h66892abfd76e538fE"}
!329 = distinct !{!329, !318, !"_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE: %_0"}
!330 = !{!283}
!331 = !{!329, !317}
!332 = !{!"branch_weights", i32 2002, i32 2000}
!333 = !{!334, !329, !317}
!334 = distinct !{!334, !335, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!335 = distinct !{!335, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!336 = !{!337, !317}
!337 = distinct !{!337, !338, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!338 = distinct !{!338, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!339 = !{!329}
!340 = !{!341}
!341 = distinct !{!341, !342, !"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h0cd732a46fe71befE: %self"}
!342 = distinct !{!342, !"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h0cd732a46fe71befE"}
!343 = !{!344}
!344 = distinct !{!344, !345, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17h7fd97f024104a714E: %self"}
!345 = distinct !{!345, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17h7fd97f024104a714E"}
!346 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!347 = !{!344, !341}
!348 = !{!344, !341, !329, !317}
!349 = !{!350, !317}
!350 = distinct !{!350, !351, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!351 = distinct !{!351, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!352 = !{!353, !355, !329, !317}
!353 = distinct !{!353, !354, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %pair"}
!354 = distinct !{!354, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"}
!355 = distinct !{!355, !354, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %self.0"}
!356 = !{!357, !359}
!357 = distinct !{!357, !358, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %dest.0"}
!358 = distinct !{!358, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E"}
!359 = distinct !{!359, !358, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %src.0"}
!360 = !{!361, !363, !329, !317}
!361 = distinct !{!361, !362, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %pair"}
!362 = distinct !{!362, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"}
!363 = distinct !{!363, !362, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %self.0"}
!364 = !{!365, !367}
!365 = distinct !{!365, !366, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %dest.0"}
!366 = distinct !{!366, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E"}
!367 = distinct !{!367, !366, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %src.0"}
!368 = !{!369}
!369 = distinct !{!369, !370, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hd785c360566bc70dE: %_1.0"}
!370 = distinct !{!370, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hd785c360566bc70dE"}
!371 = !{!372}
!372 = distinct !{!372, !373, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1"}
!373 = distinct !{!373, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"}
!374 = !{!375}
!375 = distinct !{!375, !376, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1"}
!376 = distinct !{!376, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"}
!377 = !{!378}
!378 = distinct !{!378, !379, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1"}
!379 = distinct !{!379, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E"}
!380 = !{!381}
!381 = distinct !{!381, !382, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self"}
!382 = distinct !{!382, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE"}
!383 = !{!384}
!384 = distinct !{!384, !385, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!385 = distinct !{!385, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!386 = !{!387, !384, !381, !378, !375, !372, !369}
!387 = distinct !{!387, !388, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!388 = distinct !{!388, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!389 = !{!390, !391, !393}
!390 = distinct !{!390, !388, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!391 = distinct !{!391, !392, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26e3a28b5a5b5aeaE: %self"}
!392 = distinct !{!392, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26e3a28b5a5b5aeaE"}
!393 = distinct !{!393, !394, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E: %_1"}
!394 = distinct !{!394, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E"}
!395 = !{!384, !381, !378, !375, !372, !369, !391, !393}
!396 = !{!397}
!397 = distinct !{!397, !373, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It1"}
!398 = !{!399}
!399 = distinct !{!399, !376, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It1"}
!400 = !{!401}
!401 = distinct !{!401, !379, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It1"}
!402 = !{!403}
!403 = distinct !{!403, !382, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It1"}
!404 = !{!405}
!405 = distinct !{!405, !385, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It1"}
!406 = !{!387, !405, !403, !401, !399, !397, !369}
!407 = !{!405, !403, !401, !399, !397, !369, !391, !393}
!408 = !{!409}
!409 = distinct !{!409, !373, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It2"}
!410 = !{!411}
!411 = distinct !{!411, !376, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It2"}
!412 = !{!413}
!413 = distinct !{!413, !379, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It2"}
!414 = !{!415}
!415 = distinct !{!415, !382, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It2"}
!416 = !{!417}
!417 = distinct !{!417, !385, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It2"}
!418 = !{!387, !417, !415, !413, !411, !409, !369}
!419 = !{!417, !415, !413, !411, !409, !369, !391, !393}
!420 = !{!421}
!421 = distinct !{!421, !373, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It3"}
!422 = !{!423}
!423 = distinct !{!423, !376, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It3"}
!424 = !{!425}
!425 = distinct !{!425, !379, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It3"}
!426 = !{!427}
!427 = distinct !{!427, !382, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It3"}
!428 = !{!429}
!429 = distinct !{!429, !385, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It3"}
!430 = !{!387, !429, !427, !425, !423, !421, !369}
!431 = !{!429, !427, !425, !423, !421, !369, !391, !393}
!432 = !{!433}
!433 = distinct !{!433, !373, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It4"}
!434 = !{!435}
!435 = distinct !{!435, !376, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It4"}
!436 = !{!437}
!437 = distinct !{!437, !379, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It4"}
!438 = !{!439}
!439 = distinct !{!439, !382, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It4"}
!440 = !{!441}
!441 = distinct !{!441, !385, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It4"}
!442 = !{!387, !441, !439, !437, !435, !433, !369}
!443 = !{!441, !439, !437, !435, !433, !369, !391, !393}
!444 = !{!445, !447, !449, !393}
!445 = distinct !{!445, !446, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!446 = distinct !{!446, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!447 = distinct !{!447, !448, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h50fef803bf9eabdeE: %self"}
!448 = distinct !{!448, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h50fef803bf9eabdeE"}
!449 = distinct !{!449, !450, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hcdd1476b5b484f19E: %_1"}
!450 = distinct !{!450, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hcdd1476b5b484f19E"}
!451 = !{!452}
!452 = distinct !{!452, !453, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1486c47ded1c9596E: %_2"}
!453 = distinct !{!453, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1486c47ded1c9596E"}
!454 = !{!455}
!455 = distinct !{!455, !456, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE: %self"}
!456 = distinct !{!456, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE"}
!457 = !{!458}
!458 = distinct !{!458, !459, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hc17b19fd689e37ccE: %_2"}
!459 = distinct !{!459, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hc17b19fd689e37ccE"}
!460 = !{!461}
!461 = distinct !{!461, !462, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E: %self"}
!462 = distinct !{!462, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E"}
!463 = !{!464}
!464 = distinct !{!464, !465, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h45004f97f9bb9a6bE: %_2"}
!465 = distinct !{!465, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h45004f97f9bb9a6bE"}
!466 = !{!467}
!467 = distinct !{!467, !468, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h0173db8a2e1ae102E: %self"}
!468 = distinct !{!468, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h0173db8a2e1ae102E"}
!469 = !{!470, !472, !474}
!470 = distinct !{!470, !471, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!471 = distinct !{!471, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!472 = distinct !{!472, !473, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E: %_0"}
!473 = distinct !{!473, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E"}
!474 = distinct !{!474, !473, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E: %iterator"}
!475 = !{!472, !474}
!476 = !{!477, !479, !481, !483, !484, !486, !487, !489, !490, !492, !493, !495, !472, !474}
!477 = distinct !{!477, !478, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E: %_1"}
!478 = distinct !{!478, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E"}
!479 = distinct !{!479, !480, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE: %_1"}
!480 = distinct !{!480, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"}
!481 = distinct !{!481, !482, !"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E: %self"}
!482 = distinct !{!482, !"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E"}
!483 = distinct !{!483, !482, !"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E: %f"}
!484 = distinct !{!484, !485, !"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE: %self"}
!485 = distinct !{!485, !"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE"}
!486 = distinct !{!486, !485, !"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE: %f"}
!487 = distinct !{!487, !488, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE: %self"}
!488 = distinct !{!488, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE"}
!489 = distinct !{!489, !488, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE: %f"}
!490 = distinct !{!490, !491, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE: %self"}
!491 = distinct !{!491, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE"}
!492 = distinct !{!492, !491, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE: %iterator"}
!493 = distinct !{!493, !494, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE: %self"}
!494 = distinct !{!494, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE"}
!495 = distinct !{!495, !494, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE: %iterator"}
!496 = !{!497, !499, !501, !503, !481, !483, !484, !486, !487, !489, !490, !492, !493, !495, !472, !474}
!497 = distinct !{!497, !498, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E: %_1"}
!498 = distinct !{!498, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E"}
!499 = distinct !{!499, !500, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE: %_1"}
!500 = distinct !{!500, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"}
!501 = distinct !{!501, !502, !"_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E: argument 0"}
!502 = distinct !{!502, !"_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E"}
!503 = distinct !{!503, !502, !"_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E: %f"}
!504 = !{!474}
!505 = !{!506}
!506 = distinct !{!506, !507, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!507 = distinct !{!507, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!508 = !{!509}
!509 = distinct !{!509, !510, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!510 = distinct !{!510, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!511 = !{!512}
!512 = distinct !{!512, !513, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!513 = distinct !{!513, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!514 = !{!515}
!515 = distinct !{!515, !516, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!516 = distinct !{!516, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!517 = !{!518, !515, !512, !509, !506}
!518 = distinct !{!518, !519, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!519 = distinct !{!519, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!520 = !{!521}
!521 = distinct !{!521, !519, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!522 = !{!515, !512, !509, !506}
!523 = !{!524}
!524 = distinct !{!524, !525, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1"}
!525 = distinct !{!525, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"}
!526 = !{!527}
!527 = distinct !{!527, !528, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1"}
!528 = distinct !{!528, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"}
!529 = !{!530}
!530 = distinct !{!530, !531, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1"}
!531 = distinct !{!531, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E"}
!532 = !{!533}
!533 = distinct !{!533, !534, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self"}
!534 = distinct !{!534, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE"}
!535 = !{!536}
!536 = distinct !{!536, !537, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!537 = distinct !{!537, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!538 = !{!539, !536, !533, !530, !527, !524}
!539 = distinct !{!539, !540, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!540 = distinct !{!540, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!541 = !{!542}
!542 = distinct !{!542, !540, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!543 = !{!536, !533, !530, !527, !524}
!544 = !{!545, !547, !549, !551}
!545 = distinct !{!545, !546, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!546 = distinct !{!546, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!547 = distinct !{!547, !548, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc20d145ee82a6726E: %self"}
!548 = distinct !{!548, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc20d145ee82a6726E"}
!549 = distinct !{!549, !550, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h6fb5b8d44db64420E: %_1"}
!550 = distinct !{!550, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h6fb5b8d44db64420E"}
!551 = distinct !{!551, !552, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E: %_1"}
!552 = distinct !{!552, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E"}
!553 = !{!554}
!554 = distinct !{!554, !555, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE: %_1"}
!555 = distinct !{!555, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE"}
!556 = !{!557}
!557 = distinct !{!557, !558, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i32$GT$$GT$17h694f617291da3400E: %_1"}
!558 = distinct !{!558, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i32$GT$$GT$17h694f617291da3400E"}
!559 = !{!560}
!560 = distinct !{!560, !561, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf563328f17286baaE: %self"}
!561 = distinct !{!561, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf563328f17286baaE"}
!562 = !{!563}
!563 = distinct !{!563, !564, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!564 = distinct !{!564, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!565 = !{!566, !563, !560, !557, !554}
!566 = distinct !{!566, !567, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!567 = distinct !{!567, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!568 = !{!569}
!569 = distinct !{!569, !567, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!570 = !{!563, !560, !557, !554}
!571 = !{!572, !574, !576, !578}
!572 = distinct !{!572, !573, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!573 = distinct !{!573, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!574 = distinct !{!574, !575, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!575 = distinct !{!575, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!576 = distinct !{!576, !577, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!577 = distinct !{!577, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!578 = distinct !{!578, !579, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!579 = distinct !{!579, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!580 = !{!581, !583, !585, !587}
!581 = distinct !{!581, !582, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!582 = distinct !{!582, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!583 = distinct !{!583, !584, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!584 = distinct !{!584, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!585 = distinct !{!585, !586, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!586 = distinct !{!586, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!587 = distinct !{!587, !588, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!588 = distinct !{!588, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!589 = !{!590, !592, !594, !596}
!590 = distinct !{!590, !591, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!591 = distinct !{!591, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!592 = distinct !{!592, !593, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!593 = distinct !{!593, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!594 = distinct !{!594, !595, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!595 = distinct !{!595, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!596 = distinct !{!596, !597, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!597 = distinct !{!597, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!598 = !{!599, !601, !603, !605}
!599 = distinct !{!599, !600, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!600 = distinct !{!600, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!601 = distinct !{!601, !602, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!602 = distinct !{!602, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!603 = distinct !{!603, !604, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!604 = distinct !{!604, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!605 = distinct !{!605, !606, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!606 = distinct !{!606, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!607 = !{i64 17879184353232099}
!608 = !{i64 4}
!609 = !{!610}
!610 = distinct !{!610, !611, !"_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt: %f"}
!611 = distinct !{!611, !"_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt"}
!612 = !{!613}
!613 = distinct !{!613, !611, !"_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt: %self"}
!614 = !{i64 8}
!615 = !{!616, !618}
!616 = distinct !{!616, !617, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E: %self"}
!617 = distinct !{!617, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E"}
!618 = distinct !{!618, !617, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E: %f"}
!619 = !{!616}
!620 = !{!621}
!621 = distinct !{!621, !622, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %f"}
!622 = distinct !{!622, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt"}
!623 = !{!624}
!624 = distinct !{!624, !622, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %self"}
!625 = !{!626}
!626 = distinct !{!626, !627, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7a435ab5ea4909aeE: %self"}
!627 = distinct !{!627, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7a435ab5ea4909aeE"}
!628 = !{!629}
!629 = distinct !{!629, !627, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7a435ab5ea4909aeE: %f"}
!630 = !{i64 1}
!631 = !{!632}
!632 = distinct !{!632, !633, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE: %_1"}
!633 = distinct !{!633, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE"}
!634 = !{!635, !637}
!635 = distinct !{!635, !636, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE: %self.0"}
!636 = distinct !{!636, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE"}
!637 = distinct !{!637, !636, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE: %f"}
!638 = !{!635}
!639 = !{!640, !635, !637}
!640 = distinct !{!640, !641, !"_ZN4core3fmt8builders9DebugList7entries17h3f40786590f302d7E: %self"}
!641 = distinct !{!641, !"_ZN4core3fmt8builders9DebugList7entries17h3f40786590f302d7E"}
!642 = !{!643}
!643 = distinct !{!643, !644, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!644 = distinct !{!644, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!645 = !{!646}
!646 = distinct !{!646, !644, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!647 = !{!648}
!648 = distinct !{!648, !649, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!649 = distinct !{!649, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!650 = !{!651}
!651 = distinct !{!651, !652, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E: %c"}
!652 = distinct !{!652, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E"}
!653 = !{!654}
!654 = distinct !{!654, !649, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!655 = !{!648, !643}
!656 = !{!654, !646, !651}
!657 = !{!654, !646}
!658 = !{!648, !643, !651}
!659 = !{!"branch_weights", i32 1, i32 4001}
!660 = !{!648, !654, !643, !646, !651}
!661 = !{!662}
!662 = distinct !{!662, !663, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!663 = distinct !{!663, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!664 = !{!665}
!665 = distinct !{!665, !666, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!666 = distinct !{!666, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!667 = !{!665, !662}
!668 = !{!669, !670}
!669 = distinct !{!669, !666, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!670 = distinct !{!670, !663, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!671 = !{!669, !665, !670, !662}
!672 = !{!673, !675, !676, !678}
!673 = distinct !{!673, !674, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!674 = distinct !{!674, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!675 = distinct !{!675, !674, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!676 = distinct !{!676, !677, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!677 = distinct !{!677, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!678 = distinct !{!678, !677, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!679 = !{!680}
!680 = distinct !{!680, !681, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!681 = distinct !{!681, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!682 = !{!683}
!683 = distinct !{!683, !681, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!684 = !{!685}
!685 = distinct !{!685, !686, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!686 = distinct !{!686, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!687 = !{!688}
!688 = distinct !{!688, !686, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!689 = !{!685, !680}
!690 = !{!688, !683}
!691 = !{!685, !688, !680, !683}
!692 = !{!693}
!693 = distinct !{!693, !694, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!694 = distinct !{!694, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!695 = !{!696}
!696 = distinct !{!696, !694, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!697 = !{!698}
!698 = distinct !{!698, !699, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!699 = distinct !{!699, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!700 = !{!701}
!701 = distinct !{!701, !699, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!702 = !{!698, !693}
!703 = !{!701, !696}
!704 = !{!698, !701, !693, !696}
!705 = !{!706}
!706 = distinct !{!706, !707, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!707 = distinct !{!707, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!708 = !{!709}
!709 = distinct !{!709, !707, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!710 = !{!711}
!711 = distinct !{!711, !712, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!712 = distinct !{!712, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!713 = !{!714}
!714 = distinct !{!714, !712, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!715 = !{!711, !706}
!716 = !{!714, !709}
!717 = !{!711, !714, !706, !709}
!718 = !{!719}
!719 = distinct !{!719, !720, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!720 = distinct !{!720, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!721 = !{!722}
!722 = distinct !{!722, !720, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!723 = !{!724}
!724 = distinct !{!724, !725, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!725 = distinct !{!725, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!726 = !{!727}
!727 = distinct !{!727, !725, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!728 = !{!724, !719}
!729 = !{!727, !722}
!730 = !{!724, !727, !719, !722}
!731 = !{!732}
!732 = distinct !{!732, !733, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!733 = distinct !{!733, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!734 = !{!735}
!735 = distinct !{!735, !733, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!736 = !{!737}
!737 = distinct !{!737, !738, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!738 = distinct !{!738, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!739 = !{!740}
!740 = distinct !{!740, !738, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!741 = !{!737, !732}
!742 = !{!740, !735}
!743 = !{!737, !740, !732, !735}
!744 = !{!745}
!745 = distinct !{!745, !746, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E: %v.0"}
!746 = distinct !{!746, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E"}
!747 = !{!748}
!748 = distinct !{!748, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!749 = distinct !{!749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!750 = !{!751}
!751 = distinct !{!751, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!752 = !{!753}
!753 = distinct !{!753, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!754 = distinct !{!754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!755 = !{!756}
!756 = distinct !{!756, !757, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %_0"}
!757 = distinct !{!757, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E"}
!758 = !{!759}
!759 = distinct !{!759, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!760 = !{!753, !748, !745}
!761 = !{!759, !751, !756}
!762 = !{!759, !751, !745}
!763 = !{!753, !748, !756}
!764 = !{!753, !759, !748, !751, !756, !745}
!765 = !{!756, !766}
!766 = distinct !{!766, !757, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %is_less"}
!767 = !{!756, !766, !745}
!768 = !{!769}
!769 = distinct !{!769, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!770 = distinct !{!770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!771 = !{!772}
!772 = distinct !{!772, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!773 = !{!774}
!774 = distinct !{!774, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!775 = distinct !{!775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!776 = !{!777}
!777 = distinct !{!777, !778, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %_0"}
!778 = distinct !{!778, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE"}
!779 = !{!780}
!780 = distinct !{!780, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!781 = !{!774, !769, !745}
!782 = !{!780, !772, !777}
!783 = !{!780, !772, !745}
!784 = !{!774, !769, !777}
!785 = !{!774, !780, !769, !772, !777, !745}
!786 = !{!777, !787}
!787 = distinct !{!787, !778, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %is_less"}
!788 = !{!777, !787, !745}
!789 = !{!790}
!790 = distinct !{!790, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It1"}
!791 = !{!792}
!792 = distinct !{!792, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!793 = !{!794}
!794 = distinct !{!794, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It1"}
!795 = !{!796}
!796 = distinct !{!796, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!797 = !{!794, !790, !745}
!798 = !{!796, !792, !756}
!799 = !{!796, !792, !745}
!800 = !{!794, !790, !756}
!801 = !{!802}
!802 = distinct !{!802, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It1"}
!803 = !{!804}
!804 = distinct !{!804, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!805 = !{!806}
!806 = distinct !{!806, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It1"}
!807 = !{!808}
!808 = distinct !{!808, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!809 = !{!806, !802, !745}
!810 = !{!808, !804, !777}
!811 = !{!808, !804, !745}
!812 = !{!806, !802, !777}
!813 = !{!814}
!814 = distinct !{!814, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It2"}
!815 = !{!816}
!816 = distinct !{!816, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It2"}
!817 = !{!818}
!818 = distinct !{!818, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It2"}
!819 = !{!820}
!820 = distinct !{!820, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It2"}
!821 = !{!818, !814, !745}
!822 = !{!820, !816, !756}
!823 = !{!820, !816, !745}
!824 = !{!818, !814, !756}
!825 = !{!826}
!826 = distinct !{!826, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It2"}
!827 = !{!828}
!828 = distinct !{!828, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It2"}
!829 = !{!830}
!830 = distinct !{!830, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It2"}
!831 = !{!832}
!832 = distinct !{!832, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It2"}
!833 = !{!830, !826, !745}
!834 = !{!832, !828, !777}
!835 = !{!832, !828, !745}
!836 = !{!830, !826, !777}
!837 = !{!838}
!838 = distinct !{!838, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It3"}
!839 = !{!840}
!840 = distinct !{!840, !749, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It3"}
!841 = !{!842}
!842 = distinct !{!842, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It3"}
!843 = !{!844}
!844 = distinct !{!844, !754, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It3"}
!845 = !{!842, !838, !745}
!846 = !{!844, !840, !756}
!847 = !{!844, !840, !745}
!848 = !{!842, !838, !756}
!849 = !{!850}
!850 = distinct !{!850, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It3"}
!851 = !{!852}
!852 = distinct !{!852, !770, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It3"}
!853 = !{!854}
!854 = distinct !{!854, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It3"}
!855 = !{!856}
!856 = distinct !{!856, !775, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It3"}
!857 = !{!854, !850, !745}
!858 = !{!856, !852, !777}
!859 = !{!856, !852, !745}
!860 = !{!854, !850, !777}
!861 = !{!"branch_weights", i32 4001, i32 4000000}
!862 = !{!863, !865}
!863 = distinct !{!863, !864, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!864 = distinct !{!864, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!865 = distinct !{!865, !866, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h5c64a91a031e90a4E: %_0"}
!866 = distinct !{!866, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h5c64a91a031e90a4E"}
!867 = !{!865}
!868 = !{!869, !871, !873, !875}
!869 = distinct !{!869, !870, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!870 = distinct !{!870, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!871 = distinct !{!871, !872, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!872 = distinct !{!872, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!873 = distinct !{!873, !874, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!874 = distinct !{!874, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!875 = distinct !{!875, !876, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!876 = distinct !{!876, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!877 = !{!878}
!878 = distinct !{!878, !879, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!879 = distinct !{!879, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!880 = !{!881}
!881 = distinct !{!881, !879, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!882 = !{!883}
!883 = distinct !{!883, !884, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!884 = distinct !{!884, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!885 = !{!886}
!886 = distinct !{!886, !887, !"_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE: %scratch.0"}
!887 = distinct !{!887, !"_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE"}
!888 = !{!889}
!889 = distinct !{!889, !884, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!890 = !{!883, !878}
!891 = !{!889, !881, !886}
!892 = !{!889, !881}
!893 = !{!883, !878, !886}
!894 = !{!883, !889, !878, !881, !886}
!895 = !{!896}
!896 = distinct !{!896, !897, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!897 = distinct !{!897, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!898 = !{!899}
!899 = distinct !{!899, !900, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!900 = distinct !{!900, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!901 = !{!899, !896}
!902 = !{!903, !904, !886}
!903 = distinct !{!903, !900, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!904 = distinct !{!904, !897, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!905 = !{!899, !903, !896, !904, !886}
!906 = !{!907}
!907 = distinct !{!907, !908, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!908 = distinct !{!908, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!909 = !{!910}
!910 = distinct !{!910, !911, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!911 = distinct !{!911, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!912 = !{!910, !907}
!913 = !{!914, !915, !886}
!914 = distinct !{!914, !911, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!915 = distinct !{!915, !908, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!916 = !{!910, !914, !907, !915, !886}
!917 = !{!918}
!918 = distinct !{!918, !919, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E: %a.0"}
!919 = distinct !{!919, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E"}
!920 = !{!886, !921}
!921 = distinct !{!921, !887, !"_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE: %is_less"}
!922 = !{!923}
!923 = distinct !{!923, !919, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E: %b.0"}
!924 = !{!918, !925}
!925 = distinct !{!925, !926, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd09309a0e7d70b6cE: %self.0"}
!926 = distinct !{!926, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd09309a0e7d70b6cE"}
!927 = !{!923, !886, !921}
!928 = !{!923, !925}
!929 = !{!918, !886, !921}
!930 = distinct !{!930, !97, !98}
!931 = distinct !{!931, !98, !97}
!932 = !{!933}
!933 = distinct !{!933, !934, !"_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E: %v.0"}
!934 = distinct !{!934, !"_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E"}
!935 = !{!936}
!936 = distinct !{!936, !934, !"_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E: %scratch.0"}
!937 = !{!933, !936}
!938 = !{!939}
!939 = distinct !{!939, !940, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!940 = distinct !{!940, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!941 = !{!942}
!942 = distinct !{!942, !940, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!943 = !{!944}
!944 = distinct !{!944, !945, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!945 = distinct !{!945, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!946 = !{!947}
!947 = distinct !{!947, !945, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!948 = !{!944, !939, !936}
!949 = !{!947, !942, !950, !933}
!950 = distinct !{!950, !951, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h514d6231df315172E: %self"}
!951 = distinct !{!951, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h514d6231df315172E"}
!952 = !{!947, !942, !933}
!953 = !{!944, !939, !950, !936}
!954 = !{!944, !947, !939, !942, !950, !933, !936}
!955 = !{!950}
!956 = !{!950, !936}
!957 = !{!958}
!958 = distinct !{!958, !959, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!959 = distinct !{!959, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!960 = !{!961}
!961 = distinct !{!961, !959, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!962 = !{!963}
!963 = distinct !{!963, !964, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!964 = distinct !{!964, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!965 = !{!966}
!966 = distinct !{!966, !964, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!967 = !{!963, !958, !933}
!968 = !{!966, !961, !969, !936}
!969 = distinct !{!969, !970, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h89357599ac1458e0E: %self"}
!970 = distinct !{!970, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h89357599ac1458e0E"}
!971 = !{!966, !961, !936}
!972 = !{!963, !958, !969, !933}
!973 = !{!963, !966, !958, !961, !969, !933, !936}
!974 = !{!969}
!975 = !{!969, !936}
!976 = !{!977, !979}
!977 = distinct !{!977, !978, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde4f4592e56ced75E: %self"}
!978 = distinct !{!978, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde4f4592e56ced75E"}
!979 = distinct !{!979, !980, !"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E: %_1"}
!980 = distinct !{!980, !"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E"}
!981 = !{!982}
!982 = distinct !{!982, !983, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E: %v.0"}
!983 = distinct !{!983, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E"}
!984 = !{!985}
!985 = distinct !{!985, !983, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E: %scratch.0"}
!986 = !{!985, !987}
!987 = distinct !{!987, !983, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E: %is_less"}
!988 = !{!982, !987}
!989 = !{!990, !992, !985}
!990 = distinct !{!990, !991, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!991 = distinct !{!991, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!992 = distinct !{!992, !993, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!993 = distinct !{!993, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!994 = !{!995, !996, !982, !987}
!995 = distinct !{!995, !991, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!996 = distinct !{!996, !993, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!997 = !{!998, !1000, !985}
!998 = distinct !{!998, !999, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!999 = distinct !{!999, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1000 = distinct !{!1000, !1001, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!1001 = distinct !{!1001, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1002 = !{!1003, !1004, !982, !987}
!1003 = distinct !{!1003, !999, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1004 = distinct !{!1004, !1001, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1005 = !{!1006, !1008, !982, !987}
!1006 = distinct !{!1006, !1007, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcda6e6d4f6c071d5E: %self"}
!1007 = distinct !{!1007, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcda6e6d4f6c071d5E"}
!1008 = distinct !{!1008, !1009, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E: %_1"}
!1009 = distinct !{!1009, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E"}
!1010 = !{!1011}
!1011 = distinct !{!1011, !1012, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E: %v.0"}
!1012 = distinct !{!1012, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E"}
!1013 = !{!1014}
!1014 = distinct !{!1014, !1015, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1015 = distinct !{!1015, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1016 = !{!1017}
!1017 = distinct !{!1017, !1015, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1018 = !{!1019}
!1019 = distinct !{!1019, !1020, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1020 = distinct !{!1020, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1021 = !{!1022}
!1022 = distinct !{!1022, !1023, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %_0"}
!1023 = distinct !{!1023, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E"}
!1024 = !{!1025}
!1025 = distinct !{!1025, !1020, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1026 = !{!1019, !1014, !1011, !985}
!1027 = !{!1025, !1017, !1022, !982, !987}
!1028 = !{!1025, !1017, !1011, !985}
!1029 = !{!1019, !1014, !1022, !982, !987}
!1030 = !{!1019, !1025, !1014, !1017, !1022, !1011, !982, !985, !987}
!1031 = !{!1011, !985}
!1032 = !{!1022, !1033, !982, !987}
!1033 = distinct !{!1033, !1023, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %is_less"}
!1034 = !{!1022, !1033, !1011, !985, !987}
!1035 = !{!1036}
!1036 = distinct !{!1036, !1037, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1037 = distinct !{!1037, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1038 = !{!1039}
!1039 = distinct !{!1039, !1037, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1040 = !{!1041}
!1041 = distinct !{!1041, !1042, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1042 = distinct !{!1042, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1043 = !{!1044}
!1044 = distinct !{!1044, !1045, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %_0"}
!1045 = distinct !{!1045, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE"}
!1046 = !{!1047}
!1047 = distinct !{!1047, !1042, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1048 = !{!1041, !1036, !1011, !985}
!1049 = !{!1047, !1039, !1044, !982, !987}
!1050 = !{!1047, !1039, !1011, !985}
!1051 = !{!1041, !1036, !1044, !982, !987}
!1052 = !{!1041, !1047, !1036, !1039, !1044, !1011, !982, !985, !987}
!1053 = !{!1044, !1054, !982, !987}
!1054 = distinct !{!1054, !1045, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %is_less"}
!1055 = !{!1044, !1054, !1011, !985, !987}
!1056 = !{!1011, !985, !987}
!1057 = !{!1011, !982, !985, !987}
!1058 = !{!1059}
!1059 = distinct !{!1059, !993, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1060 = !{!1061}
!1061 = distinct !{!1061, !991, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1062 = !{!1061, !1059, !985}
!1063 = !{!995, !1061, !996, !1059, !982, !985, !987}
!1064 = !{!1065}
!1065 = distinct !{!1065, !1001, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1066 = !{!1067}
!1067 = distinct !{!1067, !999, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1068 = !{!1067, !1065, !985}
!1069 = !{!1003, !1067, !1004, !1065, !982, !985, !987}
!1070 = !{!1071}
!1071 = distinct !{!1071, !1072, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE: %v.0"}
!1072 = distinct !{!1072, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE"}
!1073 = !{!1074}
!1074 = distinct !{!1074, !1075, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1075 = distinct !{!1075, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1076 = !{!1077}
!1077 = distinct !{!1077, !1075, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1078 = !{!1079}
!1079 = distinct !{!1079, !1080, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1080 = distinct !{!1080, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1081 = !{!1082}
!1082 = distinct !{!1082, !1083, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E: %c"}
!1083 = distinct !{!1083, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E"}
!1084 = !{!1085}
!1085 = distinct !{!1085, !1080, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1086 = !{!1079, !1074, !1071}
!1087 = !{!1085, !1077, !1082, !1088}
!1088 = distinct !{!1088, !1072, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE: %is_less"}
!1089 = !{!1085, !1077, !1071}
!1090 = !{!1079, !1074, !1082, !1088}
!1091 = !{!1079, !1085, !1074, !1077, !1082, !1071, !1088}
!1092 = !{!1093}
!1093 = distinct !{!1093, !1094, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1094 = distinct !{!1094, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1095 = !{!1096}
!1096 = distinct !{!1096, !1097, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1097 = distinct !{!1097, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1098 = !{!1096, !1093, !1071}
!1099 = !{!1100, !1101, !1088}
!1100 = distinct !{!1100, !1097, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1101 = distinct !{!1101, !1094, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1102 = !{!1100, !1096, !1101, !1093, !1071, !1088}
!1103 = !{!1104, !1106, !1107, !1109, !1071, !1088}
!1104 = distinct !{!1104, !1105, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1105 = distinct !{!1105, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1106 = distinct !{!1106, !1105, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1107 = distinct !{!1107, !1108, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1108 = distinct !{!1108, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1109 = distinct !{!1109, !1108, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1110 = !{!1111}
!1111 = distinct !{!1111, !1112, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1112 = distinct !{!1112, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1113 = !{!1114}
!1114 = distinct !{!1114, !1115, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1115 = distinct !{!1115, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1116 = !{!1114, !1111}
!1117 = !{!1118, !1119}
!1118 = distinct !{!1118, !1115, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1119 = distinct !{!1119, !1112, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1120 = !{!1114, !1118, !1111, !1119}
!1121 = !{!1122}
!1122 = distinct !{!1122, !1123, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E: %v.0"}
!1123 = distinct !{!1123, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E"}
!1124 = !{!1125}
!1125 = distinct !{!1125, !1123, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E: %scratch.0"}
!1126 = !{!1127, !1129, !1122}
!1127 = distinct !{!1127, !1128, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1128 = distinct !{!1128, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1129 = distinct !{!1129, !1130, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1130 = distinct !{!1130, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1131 = !{!1132, !1133, !1125}
!1132 = distinct !{!1132, !1128, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1133 = distinct !{!1133, !1130, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1134 = !{!1133}
!1135 = !{!1129}
!1136 = !{!1132}
!1137 = !{!1127}
!1138 = !{!1132, !1133, !1122}
!1139 = !{!1127, !1129, !1125}
!1140 = !{!1132, !1127, !1133, !1129, !1122, !1125}
!1141 = !{!1142, !1122}
!1142 = distinct !{!1142, !1143, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1143 = distinct !{!1143, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1144 = !{!1145}
!1145 = distinct !{!1145, !1146, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1146 = distinct !{!1146, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1147 = !{!1148}
!1148 = distinct !{!1148, !1149, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1149 = distinct !{!1149, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1150 = !{!1148, !1145, !1122}
!1151 = !{!1152, !1153, !1125}
!1152 = distinct !{!1152, !1149, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1153 = distinct !{!1153, !1146, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1154 = !{!1148, !1152, !1145, !1153, !1122, !1125}
!1155 = !{!1156, !1122}
!1156 = distinct !{!1156, !1157, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1157 = distinct !{!1157, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1158 = !{!1159}
!1159 = distinct !{!1159, !1160, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1160 = distinct !{!1160, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1161 = !{!1162}
!1162 = distinct !{!1162, !1163, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1163 = distinct !{!1163, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1164 = !{!1162, !1159, !1122}
!1165 = !{!1166, !1167, !1125}
!1166 = distinct !{!1166, !1163, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1167 = distinct !{!1167, !1160, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1168 = !{!1162, !1166, !1159, !1167, !1122, !1125}
!1169 = !{!1170, !1122}
!1170 = distinct !{!1170, !1171, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1171 = distinct !{!1171, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1172 = !{!1173}
!1173 = distinct !{!1173, !1174, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1174 = distinct !{!1174, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1175 = !{!1176}
!1176 = distinct !{!1176, !1177, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1177 = distinct !{!1177, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1178 = !{!1176, !1173, !1122}
!1179 = !{!1180, !1181, !1125}
!1180 = distinct !{!1180, !1177, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1181 = distinct !{!1181, !1174, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1182 = !{!1176, !1180, !1173, !1181, !1122, !1125}
!1183 = !{!1184, !1122}
!1184 = distinct !{!1184, !1185, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1185 = distinct !{!1185, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1186 = !{!1187, !1189, !1122}
!1187 = distinct !{!1187, !1188, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1188 = distinct !{!1188, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1189 = distinct !{!1189, !1190, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1190 = distinct !{!1190, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1191 = !{!1192, !1193, !1125}
!1192 = distinct !{!1192, !1188, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1193 = distinct !{!1193, !1190, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1194 = !{!1193}
!1195 = !{!1189}
!1196 = !{!1192}
!1197 = !{!1187}
!1198 = !{!1192, !1193, !1122}
!1199 = !{!1187, !1189, !1125}
!1200 = !{!1192, !1187, !1193, !1189, !1122, !1125}
!1201 = !{!1202, !1122}
!1202 = distinct !{!1202, !1203, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1203 = distinct !{!1203, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1204 = !{!1205, !1125}
!1205 = distinct !{!1205, !1206, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1206 = distinct !{!1206, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1207 = !{!1205, !1122}
!1208 = !{!1122, !1125}
!1209 = distinct !{!1209, !97, !98}
!1210 = distinct !{!1210, !98, !97}
!1211 = !{!1212, !1214}
!1212 = distinct !{!1212, !1213, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E: %pair"}
!1213 = distinct !{!1213, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E"}
!1214 = distinct !{!1214, !1213, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E: %self.0"}
!1215 = !{!1216}
!1216 = distinct !{!1216, !1217, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE: %v.0"}
!1217 = distinct !{!1217, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE"}
!1218 = !{!1219}
!1219 = distinct !{!1219, !1217, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE: %scratch.0"}
!1220 = !{!1221, !1223, !1225, !1216}
!1221 = distinct !{!1221, !1222, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1222 = distinct !{!1222, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1223 = distinct !{!1223, !1224, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1224 = distinct !{!1224, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1225 = distinct !{!1225, !1226, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1226 = distinct !{!1226, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1227 = !{!1228, !1229, !1230, !1219}
!1228 = distinct !{!1228, !1222, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1229 = distinct !{!1229, !1224, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1230 = distinct !{!1230, !1226, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1231 = !{!1230}
!1232 = !{!1225}
!1233 = !{!1223}
!1234 = !{!1229}
!1235 = !{!1221}
!1236 = !{!1228}
!1237 = !{!1228, !1229, !1230, !1216}
!1238 = !{!1221, !1223, !1225, !1219}
!1239 = !{!1221, !1228, !1223, !1229, !1230, !1225, !1216, !1219}
!1240 = !{!1241, !1216}
!1241 = distinct !{!1241, !1242, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1242 = distinct !{!1242, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1243 = !{!1244}
!1244 = distinct !{!1244, !1245, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1245 = distinct !{!1245, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1246 = !{!1247}
!1247 = distinct !{!1247, !1248, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1248 = distinct !{!1248, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1249 = !{!1250}
!1250 = distinct !{!1250, !1251, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1251 = distinct !{!1251, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1252 = !{!1250, !1247, !1244, !1216}
!1253 = !{!1254, !1255, !1256, !1219}
!1254 = distinct !{!1254, !1251, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1255 = distinct !{!1255, !1248, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1256 = distinct !{!1256, !1245, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1257 = !{!1254, !1250, !1255, !1247, !1244, !1256, !1216, !1219}
!1258 = !{!1259, !1216}
!1259 = distinct !{!1259, !1260, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1260 = distinct !{!1260, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1261 = !{!1262}
!1262 = distinct !{!1262, !1263, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1263 = distinct !{!1263, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1264 = !{!1265}
!1265 = distinct !{!1265, !1266, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1266 = distinct !{!1266, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1267 = !{!1268}
!1268 = distinct !{!1268, !1269, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1269 = distinct !{!1269, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1270 = !{!1268, !1265, !1262, !1216}
!1271 = !{!1272, !1273, !1274, !1219}
!1272 = distinct !{!1272, !1269, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1273 = distinct !{!1273, !1266, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1274 = distinct !{!1274, !1263, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1275 = !{!1272, !1268, !1273, !1265, !1262, !1274, !1216, !1219}
!1276 = !{!1277, !1216}
!1277 = distinct !{!1277, !1278, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1278 = distinct !{!1278, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1279 = !{!1280}
!1280 = distinct !{!1280, !1281, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1281 = distinct !{!1281, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1282 = !{!1283}
!1283 = distinct !{!1283, !1284, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1284 = distinct !{!1284, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1285 = !{!1286}
!1286 = distinct !{!1286, !1287, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1287 = distinct !{!1287, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1288 = !{!1286, !1283, !1280, !1216}
!1289 = !{!1290, !1291, !1292, !1219}
!1290 = distinct !{!1290, !1287, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1291 = distinct !{!1291, !1284, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1292 = distinct !{!1292, !1281, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1293 = !{!1290, !1286, !1291, !1283, !1280, !1292, !1216, !1219}
!1294 = !{!1295, !1216}
!1295 = distinct !{!1295, !1296, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1296 = distinct !{!1296, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1297 = !{!1298, !1300, !1302, !1216}
!1298 = distinct !{!1298, !1299, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1299 = distinct !{!1299, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1300 = distinct !{!1300, !1301, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1301 = distinct !{!1301, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1302 = distinct !{!1302, !1303, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1303 = distinct !{!1303, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1304 = !{!1305, !1306, !1307, !1219}
!1305 = distinct !{!1305, !1299, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1306 = distinct !{!1306, !1301, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1307 = distinct !{!1307, !1303, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1308 = !{!1307}
!1309 = !{!1302}
!1310 = !{!1300}
!1311 = !{!1306}
!1312 = !{!1298}
!1313 = !{!1305}
!1314 = !{!1305, !1306, !1307, !1216}
!1315 = !{!1298, !1300, !1302, !1219}
!1316 = !{!1298, !1305, !1300, !1306, !1307, !1302, !1216, !1219}
!1317 = !{!1318, !1216}
!1318 = distinct !{!1318, !1319, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1319 = distinct !{!1319, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1320 = !{!1321, !1219}
!1321 = distinct !{!1321, !1322, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1322 = distinct !{!1322, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1323 = !{!1321, !1216}
!1324 = !{!1216, !1219}
!1325 = distinct !{!1325, !97, !98}
!1326 = distinct !{!1326, !98, !97}
!1327 = !{!1328}
!1328 = distinct !{!1328, !1329, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!1329 = distinct !{!1329, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!1330 = !{!1331}
!1331 = distinct !{!1331, !1329, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!1332 = !{!1333}
!1333 = distinct !{!1333, !1334, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hf729a9ba0da9e0a9E: %self"}
!1334 = distinct !{!1334, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hf729a9ba0da9e0a9E"}
!1335 = !{i64 0, i64 2}
!1336 = !{i64 0, i64 -9223372036854775807}
!1337 = !{!1338, !1340}
!1338 = distinct !{!1338, !1339, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E: %self.0"}
!1339 = distinct !{!1339, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E"}
!1340 = distinct !{!1340, !1339, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E: %f"}
!1341 = !{!1338}
!1342 = !{!1343, !1338, !1340}
!1343 = distinct !{!1343, !1344, !"_ZN4core3fmt8builders9DebugList7entries17h948902e49a7aaa2cE: %self"}
!1344 = distinct !{!1344, !"_ZN4core3fmt8builders9DebugList7entries17h948902e49a7aaa2cE"}
!1345 = !{!1346, !1348}
!1346 = distinct !{!1346, !1347, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE: %self.0"}
!1347 = distinct !{!1347, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE"}
!1348 = distinct !{!1348, !1347, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE: %f"}
!1349 = !{!1346}
!1350 = !{!1351, !1346, !1348}
!1351 = distinct !{!1351, !1352, !"_ZN4core3fmt8builders9DebugList7entries17hab36e3e8b281762fE: %self"}
!1352 = distinct !{!1352, !"_ZN4core3fmt8builders9DebugList7entries17hab36e3e8b281762fE"}
