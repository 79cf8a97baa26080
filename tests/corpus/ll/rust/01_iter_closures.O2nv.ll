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
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_8, i64 noundef %_7, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
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
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !5
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 dereferenceable_or_null(1600) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 1600, i64 noundef range(i64 1, 9) 8) #19, !noalias !5
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %bb3.i.i.i.i.i.i

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 1600) #20, !noalias !11
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
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_e1b1954c331dc58ba488e63817d33a96, ptr noundef nonnull %args) #19
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
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !63
; call __rustc::__rust_alloc
  %19 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 32, i64 noundef range(i64 1, 9) 8) #19, !noalias !63
  %20 = icmp eq ptr %19, null
  br i1 %20, label %bb3.i.i34, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i"

bb3.i.i34:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i32
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #20, !noalias !46
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
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h12fb9b0633473cd5E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %pos.sroa.8.0.copyload, i64 noundef 1, i64 noundef 8, i64 noundef 8) #19, !noalias !46
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
  %xtraiter = and i64 %pos.sroa.8.0.copyload, 1
  %21 = icmp eq i64 %pos.sroa.8.0.copyload, 1
  br i1 %21, label %bb8.i.i.epil.preheader, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.new"

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.new": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit"
  %unroll_iter = and i64 %pos.sroa.8.0.copyload, 1152921504606846974
  br label %bb8.i.i

bb8.i.i:                                          ; preds = %bb8.i.i, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.new"
  %i.sroa.0.0.i.i = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.new" ], [ %_27.i.i.1, %bb8.i.i ]
  %acc.sroa.0.0.i.i = phi double [ 0xFFEFFFFFFFFFFFFF, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.new" ], [ %24, %bb8.i.i ]
  %niter = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.new" ], [ %niter.next.1, %bb8.i.i ]
  %_45.i.i = getelementptr inbounds nuw double, ptr %pos.sroa.5.0.copyload, i64 %i.sroa.0.0.i.i
  %_0.i.i.i.i.i = load double, ptr %_45.i.i, align 8, !alias.scope !89, !noundef !4
  %22 = call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i, double %_0.i.i.i.i.i)
  %23 = getelementptr inbounds nuw double, ptr %pos.sroa.5.0.copyload, i64 %i.sroa.0.0.i.i
  %_45.i.i.1 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %_0.i.i.i.i.i.1 = load double, ptr %_45.i.i.1, align 8, !alias.scope !89, !noundef !4
  %24 = call noundef double @llvm.maxnum.f64(double %22, double %_0.i.i.i.i.i.1)
  %_27.i.i.1 = add nuw nsw i64 %i.sroa.0.0.i.i, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa", label %bb8.i.i

"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa": ; preds = %bb8.i.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit", label %bb8.i.i.epil.preheader

bb8.i.i.epil.preheader:                           ; preds = %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa", %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit"
  %i.sroa.0.0.i.i.epil.init = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit" ], [ %_27.i.i.1, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa" ]
  %acc.sroa.0.0.i.i.epil.init = phi double [ 0xFFEFFFFFFFFFFFFF, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit" ], [ %24, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa" ]
  %lcmp.mod333 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod333)
  %_45.i.i.epil = getelementptr inbounds nuw double, ptr %pos.sroa.5.0.copyload, i64 %i.sroa.0.0.i.i.epil.init
  %_0.i.i.i.i.i.epil = load double, ptr %_45.i.i.epil, align 8, !alias.scope !89, !noundef !4
  %25 = call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i.epil.init, double %_0.i.i.i.i.i.epil)
  br label %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit"

"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit": ; preds = %bb8.i.i.epil.preheader, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa", %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread"
  %pos.sroa.0.0325 = phi i64 [ 0, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread" ], [ %pos.sroa.0.0.copyload, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa" ], [ %pos.sroa.0.0.copyload, %bb8.i.i.epil.preheader ]
  %pos.sroa.5.0324 = phi ptr [ inttoptr (i64 8 to ptr), %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread" ], [ %pos.sroa.5.0.copyload, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa" ], [ %pos.sroa.5.0.copyload, %bb8.i.i.epil.preheader ]
  %_0.sroa.0.0.i.i = phi double [ 0xFFEFFFFFFFFFFFFF, %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb4a67cd43d0dec27E.exit.thread" ], [ %24, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit.loopexit.unr-lcssa" ], [ %25, %bb8.i.i.epil.preheader ]
  store double %_0.sroa.0.0.i.i, ptr %_37, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args1)
  store ptr %_35, ptr %args1, align 8
  %_41.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_41.sroa.4.0..sroa_idx, align 8
  %26 = getelementptr inbounds nuw i8, ptr %args1, i64 16
  store ptr %_37, ptr %26, align 8
  %_42.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_42.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_66c104731fe6cffaa59dbbc22fd870de, ptr noundef nonnull %args1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args1)
  call void @llvm.lifetime.end.p0(ptr nonnull %_37)
  call void @llvm.lifetime.end.p0(ptr nonnull %_35)
  br label %bb8.i36

bb8.i36:                                          ; preds = %bb8.i36, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit"
  %f.sroa.0.0.i = phi i64 [ 0, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit" ], [ %_9.0.i.i.1, %bb8.i36 ]
  %acc.sroa.6.0.i = phi double [ 0x7FEFFFFFFFFFFFFF, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit" ], [ %v._2.1.i.i.i.1, %bb8.i36 ]
  %acc.sroa.0.0.i37 = phi i64 [ 0, %"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hb4b86156ee7e5c8aE.exit" ], [ %_3.0._2.0.i.i.i.1, %bb8.i36 ]
  %_45.i38 = getelementptr inbounds nuw double, ptr %0, i64 %f.sroa.0.0.i
  %v.i.i.i = load double, ptr %_45.i38, align 8, !alias.scope !96, !noalias !101, !noundef !4
  %_8.i.i.i39 = fcmp olt double %v.i.i.i, %acc.sroa.6.0.i
  %v._2.1.i.i.i = select i1 %_8.i.i.i39, double %v.i.i.i, double %acc.sroa.6.0.i
  %_3.0._2.0.i.i.i = select i1 %_8.i.i.i39, i64 %f.sroa.0.0.i, i64 %acc.sroa.0.0.i37
  %_9.0.i.i = or disjoint i64 %f.sroa.0.0.i, 1
  %_45.i38.1 = getelementptr inbounds nuw double, ptr %0, i64 %_9.0.i.i
  %v.i.i.i.1 = load double, ptr %_45.i38.1, align 8, !alias.scope !96, !noalias !101, !noundef !4
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
  %27 = getelementptr inbounds nuw i8, ptr %args2, i64 16
  store ptr %vmin, ptr %27, align 8
  %_54.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_54.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_b6a15541036079e5dbd0dd62ce31a36b, ptr noundef nonnull %args2) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.lifetime.start.p0(ptr nonnull %dot)
  %invariant.gep.i = getelementptr i8, ptr %0, i64 8
  br label %bb14.i

bb14.i:                                           ; preds = %bb14.i.3, %bb14.lr.ph.i
  %accum.sroa.0.06.i = phi double [ -0.000000e+00, %bb14.lr.ph.i ], [ %_0.i1.i.i47.3, %bb14.i.3 ]
  %iter.sroa.0.05.i = phi i64 [ 0, %bb14.lr.ph.i ], [ %_24.i.3, %bb14.i.3 ]
  %_3.i.i.i45 = getelementptr inbounds nuw double, ptr %0, i64 %iter.sroa.0.05.i
  %gep.i = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  call void @llvm.experimental.noalias.scope.decl(metadata !103)
  call void @llvm.experimental.noalias.scope.decl(metadata !106)
  call void @llvm.experimental.noalias.scope.decl(metadata !108)
  call void @llvm.experimental.noalias.scope.decl(metadata !111)
  %_5.i.i3.i = load double, ptr %_3.i.i.i45, align 8, !alias.scope !113, !noalias !114, !noundef !4
  %_6.i.i.i = load double, ptr %gep.i, align 8, !alias.scope !117, !noalias !118, !noundef !4
  %_0.i.i.i46 = fmul double %_5.i.i3.i, %_6.i.i.i
  %_0.i1.i.i47 = fadd double %accum.sroa.0.06.i, %_0.i.i.i46
  %28 = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  %gep.i.1 = getelementptr i8, ptr %28, i64 8
  %_6.i.i.i.1 = load double, ptr %gep.i.1, align 8, !alias.scope !119, !noalias !122, !noundef !4
  %_0.i.i.i46.1 = fmul double %_6.i.i.i, %_6.i.i.i.1
  %_0.i1.i.i47.1 = fadd double %_0.i1.i.i47, %_0.i.i.i46.1
  %29 = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  %gep.i.2 = getelementptr i8, ptr %29, i64 16
  %_6.i.i.i.2 = load double, ptr %gep.i.2, align 8, !alias.scope !125, !noalias !128, !noundef !4
  %_0.i.i.i46.2 = fmul double %_6.i.i.i.1, %_6.i.i.i.2
  %_0.i1.i.i47.2 = fadd double %_0.i1.i.i47.1, %_0.i.i.i46.2
  %exitcond.not.i.2 = icmp eq i64 %iter.sroa.0.05.i, 196
  br i1 %exitcond.not.i.2, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54, label %bb14.i.3

bb14.i.3:                                         ; preds = %bb14.i
  %_24.i.3 = add nuw nsw i64 %iter.sroa.0.05.i, 4
  %30 = getelementptr double, ptr %invariant.gep.i, i64 %iter.sroa.0.05.i
  %gep.i.3 = getelementptr i8, ptr %30, i64 24
  %_6.i.i.i.3 = load double, ptr %gep.i.3, align 8, !alias.scope !131, !noalias !134, !noundef !4
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
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_4e54fda10b23be9298edbd623c91070c, ptr noundef nonnull %args3) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !137
; call __rustc::__rust_alloc
  %31 = call noundef align 8 dereferenceable_or_null(1568) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 1568, i64 noundef range(i64 1, 9) 8) #19, !noalias !137
  %32 = icmp eq ptr %31, null
  br i1 %32, label %bb3.i.i65, label %bb3.i.i.i.i.i.i60.preheader

bb3.i.i65:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 1568) #20, !noalias !143
  unreachable

bb3.i.i.i.i.i.i60.preheader:                      ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i54
  %_4.i.i.i.i.i.i.i.i.i.i.pre = load double, ptr %0, align 8, !alias.scope !144, !noalias !151
  br label %bb3.i.i.i.i.i.i60

bb3.i.i.i.i.i.i60:                                ; preds = %bb3.i.i.i.i.i.i60, %bb3.i.i.i.i.i.i60.preheader
  %_4.i.i.i.i.i.i.i.i.i.i = phi double [ %_4.i.i.i.i.i.i.i.i.i.i.pre, %bb3.i.i.i.i.i.i60.preheader ], [ %_4.i.i.i.i.i.i.i.i.i.i.2, %bb3.i.i.i.i.i.i60 ]
  %33 = phi i64 [ 0, %bb3.i.i.i.i.i.i60.preheader ], [ %35, %bb3.i.i.i.i.i.i60 ]
  %_28.i57.i.i.i.i.i.i = phi ptr [ %0, %bb3.i.i.i.i.i.i60.preheader ], [ %_45.i.i.i.i.i.i.i.i.i.1.1, %bb3.i.i.i.i.i.i60 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !168)
  %_45.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %_28.i57.i.i.i.i.i.i, i64 8
  %_4.i.i.i.i.i.i.i.i.i.i.1 = load double, ptr %_45.i.i.i.i.i.i.i.i.i.1, align 8, !alias.scope !144, !noalias !151, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.i.1 = fadd double %_4.i.i.i.i.i.i.i.i.i.i, %_4.i.i.i.i.i.i.i.i.i.i.1
  %_45.i.i.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %_28.i57.i.i.i.i.i.i, i64 16
  %_4.i.i.i.i.i.i.i.i.i.i.2 = load double, ptr %_45.i.i.i.i.i.i.i.i.i.2, align 8, !alias.scope !144, !noalias !151, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.i.2 = fadd double %_0.i.i.i.i.i.i.i.i.i.i.1, %_4.i.i.i.i.i.i.i.i.i.i.2
  %_45.i.i.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %_28.i57.i.i.i.i.i.i, i64 24
  %_4.i.i.i.i.i.i.i.i.i.i.3 = load double, ptr %_45.i.i.i.i.i.i.i.i.i.3, align 8, !alias.scope !144, !noalias !151, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.i.3 = fadd double %_0.i.i.i.i.i.i.i.i.i.i.2, %_4.i.i.i.i.i.i.i.i.i.i.3
  %_45.i.i.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %_28.i57.i.i.i.i.i.i, i64 32
  %_4.i.i.i.i.i.i.i.i.i.i.4 = load double, ptr %_45.i.i.i.i.i.i.i.i.i.4, align 8, !alias.scope !144, !noalias !151, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.i.4 = fadd double %_0.i.i.i.i.i.i.i.i.i.i.3, %_4.i.i.i.i.i.i.i.i.i.i.4
  %_0.i.i.i.i.i.i.i.i61 = fdiv double %_0.i.i.i.i.i.i.i.i.i.i.4, 5.000000e+00
  %_3.i.i.i.i.i.i.i.i.i = getelementptr inbounds nuw double, ptr %31, i64 %33
  store double %_0.i.i.i.i.i.i.i.i61, ptr %_3.i.i.i.i.i.i.i.i.i, align 8, !noalias !169
  call void @llvm.experimental.noalias.scope.decl(metadata !174)
  %_45.i.i.i.i.i.i.i.i.i.1.1 = getelementptr inbounds nuw i8, ptr %_28.i57.i.i.i.i.i.i, i64 16
  %_0.i.i.i.i.i.i.i.i.i.i.1.1 = fadd double %_4.i.i.i.i.i.i.i.i.i.i.1, %_4.i.i.i.i.i.i.i.i.i.i.2
  %_0.i.i.i.i.i.i.i.i.i.i.2.1 = fadd double %_0.i.i.i.i.i.i.i.i.i.i.1.1, %_4.i.i.i.i.i.i.i.i.i.i.3
  %_0.i.i.i.i.i.i.i.i.i.i.3.1 = fadd double %_0.i.i.i.i.i.i.i.i.i.i.2.1, %_4.i.i.i.i.i.i.i.i.i.i.4
  %_45.i.i.i.i.i.i.i.i.i.4.1 = getelementptr inbounds nuw i8, ptr %_28.i57.i.i.i.i.i.i, i64 40
  %_4.i.i.i.i.i.i.i.i.i.i.4.1 = load double, ptr %_45.i.i.i.i.i.i.i.i.i.4.1, align 8, !alias.scope !176, !noalias !151, !noundef !4
  %_0.i.i.i.i.i.i.i.i.i.i.4.1 = fadd double %_0.i.i.i.i.i.i.i.i.i.i.3.1, %_4.i.i.i.i.i.i.i.i.i.i.4.1
  %_0.i.i.i.i.i.i.i.i61.1 = fdiv double %_0.i.i.i.i.i.i.i.i.i.i.4.1, 5.000000e+00
  %34 = getelementptr inbounds nuw double, ptr %31, i64 %33
  %_3.i.i.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store double %_0.i.i.i.i.i.i.i.i61.1, ptr %_3.i.i.i.i.i.i.i.i.i.1, align 8, !noalias !177
  %35 = add nuw nsw i64 %33, 2
  %exitcond.i.1 = icmp eq i64 %33, 194
  br i1 %exitcond.i.1, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit", label %bb3.i.i.i.i.i.i60

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit": ; preds = %bb3.i.i.i.i.i.i60
  call void @llvm.lifetime.start.p0(ptr nonnull %_74)
  store i64 196, ptr %_74, align 8
  %args15 = getelementptr i8, ptr %31, i64 1560
  call void @llvm.lifetime.start.p0(ptr nonnull %args4)
  store ptr %_74, ptr %args4, align 8
  %_80.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %_80.sroa.4.0..sroa_idx, align 8
  %36 = getelementptr inbounds nuw i8, ptr %args4, i64 16
  store ptr %31, ptr %36, align 8
  %_81.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_81.sroa.4.0..sroa_idx, align 8
  %37 = getelementptr inbounds nuw i8, ptr %args4, i64 32
  store ptr %args15, ptr %37, align 8
  %_82.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_82.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_1632f02dac948843c2903b299100a9c5, ptr noundef nonnull %args4) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args4)
  call void @llvm.lifetime.end.p0(ptr nonnull %_74)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !178
; call __rustc::__rust_alloc
  %38 = call noundef align 8 dereferenceable_or_null(1600) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 1600, i64 noundef range(i64 1, 9) 8) #19, !noalias !178
  %39 = icmp eq ptr %38, null
  br i1 %39, label %bb3.i.i.i67, label %bb47

bb3.i.i.i67:                                      ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 1600) #20, !noalias !187
  unreachable

bb47:                                             ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E.exit"
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(1600) %38, ptr noundef nonnull readonly align 8 dereferenceable(1600) %0, i64 1600, i1 false), !noalias !188
; call core::slice::sort::stable::driftsort_main
  call fastcc void @_ZN4core5slice4sort6stable14driftsort_main17h14b1c5029d6d4f12E(ptr noalias noundef nonnull align 8 %38, i64 noundef range(i64 0, 1152921504606846976) 200) #21
  call void @llvm.lifetime.start.p0(ptr nonnull %median)
  %_91 = getelementptr inbounds nuw i8, ptr %38, i64 792
  %_90 = load double, ptr %_91, align 8, !noundef !4
  %_93 = getelementptr inbounds nuw i8, ptr %38, i64 800
  %_92 = load double, ptr %_93, align 8, !noundef !4
  %_89 = fadd double %_90, %_92
  %40 = fmul double %_89, 5.000000e-01
  store double %40, ptr %median, align 8
  %args19 = getelementptr inbounds nuw i8, ptr %38, i64 400
  %args21 = getelementptr inbounds nuw i8, ptr %38, i64 1200
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %median, ptr %args5, align 8
  %_100.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_100.sroa.4.0..sroa_idx, align 8
  %41 = getelementptr inbounds nuw i8, ptr %args5, i64 16
  store ptr %args19, ptr %41, align 8
  %_101.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 24
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_101.sroa.4.0..sroa_idx, align 8
  %42 = getelementptr inbounds nuw i8, ptr %args5, i64 32
  store ptr %args21, ptr %42, align 8
  %_102.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 40
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_102.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_eac30fbaa7e4411293bf75966ed9f6ba, ptr noundef nonnull %args5) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  call void @llvm.lifetime.start.p0(ptr nonnull %buckets)
  call void @llvm.lifetime.start.p0(ptr nonnull %acc.i)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %acc.i, i8 0, i64 80, i1 false)
  br label %bb8.i69

bb8.i69:                                          ; preds = %bb8.i69, %bb47
  %i.sroa.0.0.i70 = phi i64 [ 0, %bb47 ], [ %_27.i74, %bb8.i69 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %_20.i), !noalias !189
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %_20.i, ptr noundef nonnull align 8 dereferenceable(80) %acc.i, i64 80, i1 false), !noalias !189
  %_45.i71 = getelementptr inbounds nuw double, ptr %0, i64 %i.sroa.0.0.i70
  call void @llvm.experimental.noalias.scope.decl(metadata !193)
  call void @llvm.experimental.noalias.scope.decl(metadata !196)
  %x.i.i = load double, ptr %_45.i71, align 8, !alias.scope !196, !noalias !198, !noundef !4
  %_8.i.i72 = fadd double %x.i.i, 5.000000e+00
  %_6.i.i = call i64 @llvm.fptoui.sat.i64.f64(double %_8.i.i72)
  %..i.i.i73 = call noundef i64 @llvm.umin.i64(i64 %_6.i.i, i64 9)
  %43 = getelementptr inbounds nuw i64, ptr %_20.i, i64 %..i.i.i73
  %44 = load i64, ptr %43, align 8, !alias.scope !193, !noalias !200, !noundef !4
  %45 = add i64 %44, 1
  store i64 %45, ptr %43, align 8, !alias.scope !193, !noalias !200
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %acc.i, ptr noundef nonnull align 8 dereferenceable(80) %_20.i, i64 80, i1 false), !noalias !189
  call void @llvm.lifetime.end.p0(ptr nonnull %_20.i), !noalias !189
  %_27.i74 = add nuw nsw i64 %i.sroa.0.0.i70, 1
  %_28.i75 = icmp eq i64 %i.sroa.0.0.i70, 199
  br i1 %_28.i75, label %bb10.i, label %bb8.i69

bb10.i:                                           ; preds = %bb8.i69
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %buckets, ptr noundef nonnull align 8 dereferenceable(80) %acc.i, i64 80, i1 false), !noalias !201
  call void @llvm.lifetime.end.p0(ptr nonnull %acc.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %args6)
  store ptr %buckets, ptr %args6, align 8
  %_111.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args6, i64 8
  store ptr @"_ZN4core5array69_$LT$impl$u20$core..fmt..Debug$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$3fmt17h5749bd564f6770acE", ptr %_111.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_b4325b3cdfc2aa14b79cb5b4b1e2eb4c, ptr noundef nonnull %args6) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args6)
  call void @llvm.lifetime.start.p0(ptr nonnull %_116)
  store double 5.000000e+00, ptr %_116, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args7)
  store ptr %_116, ptr %args7, align 8
  %_118.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args7, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_118.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_26331e3b81d1761e9ef950238cc03a61, ptr noundef nonnull %args7) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args7)
  call void @llvm.lifetime.end.p0(ptr nonnull %_116)
  call void @llvm.lifetime.start.p0(ptr nonnull %calls)
  call void @llvm.lifetime.start.p0(ptr nonnull %r)
  br label %bb4.i77

bb4.i77:                                          ; preds = %bb4.i77, %bb10.i
  %x0.sroa.0.03.i = phi double [ 1.000000e+00, %bb10.i ], [ %55, %bb4.i77 ]
  %iter.sroa.0.02.i = phi i64 [ 0, %bb10.i ], [ %_7.i78.9, %bb4.i77 ]
  %46 = call noundef double @llvm.cos.f64(double %x0.sroa.0.03.i)
  %47 = call noundef double @llvm.cos.f64(double %46)
  %48 = call noundef double @llvm.cos.f64(double %47)
  %49 = call noundef double @llvm.cos.f64(double %48)
  %50 = call noundef double @llvm.cos.f64(double %49)
  %51 = call noundef double @llvm.cos.f64(double %50)
  %52 = call noundef double @llvm.cos.f64(double %51)
  %53 = call noundef double @llvm.cos.f64(double %52)
  %54 = call noundef double @llvm.cos.f64(double %53)
  %_7.i78.9 = add nuw nsw i64 %iter.sroa.0.02.i, 10
  %55 = call noundef double @llvm.cos.f64(double %54)
  %exitcond.not.i79.9 = icmp eq i64 %_7.i78.9, 100
  br i1 %exitcond.not.i79.9, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92, label %bb4.i77

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92: ; preds = %bb4.i77
  store i32 100, ptr %calls, align 4, !alias.scope !202, !noalias !205
  store double %55, ptr %r, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args8)
  store ptr %r, ptr %args8, align 8
  %_129.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args8, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_129.sroa.4.0..sroa_idx, align 8
  %56 = getelementptr inbounds nuw i8, ptr %args8, i64 16
  store ptr %calls, ptr %56, align 8
  %_130.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args8, i64 24
  store ptr @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt, ptr %_130.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_a99badaac5ebf7f88356bf6a693202f4, ptr noundef nonnull %args8) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args8)
  call void @llvm.lifetime.start.p0(ptr nonnull %evens_sq)
  store i64 171700, ptr %evens_sq, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %chain)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !208
; call __rustc::__rust_alloc
  %57 = call noundef align 4 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 24, i64 noundef range(i64 1, 9) 4) #19, !noalias !208
  %58 = icmp eq ptr %57, null
  br i1 %58, label %bb3.i.i104, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i"

bb3.i.i104:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 4, i64 24) #20, !noalias !214
  unreachable

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i92
  store i32 9, ptr %57, align 4, !noalias !215
  %_3.i.i.i3.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %57, i64 4
  store i32 8, ptr %_3.i.i.i3.i.i.i.i.i.i.i.1, align 4, !noalias !215
  %_3.i.i.i3.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %57, i64 8
  store i32 7, ptr %_3.i.i.i3.i.i.i.i.i.i.i.2, align 4, !noalias !215
  %_3.i.i.i.i.i.i.i.i.i100 = getelementptr inbounds nuw i8, ptr %57, i64 12
  store i32 3, ptr %_3.i.i.i.i.i.i.i.i.i100, align 4, !noalias !239
  %_3.i.i.i.i.i.i.i.i.i100.1 = getelementptr inbounds nuw i8, ptr %57, i64 16
  store i32 2, ptr %_3.i.i.i.i.i.i.i.i.i100.1, align 4, !noalias !239
  %_3.i.i.i.i.i.i.i.i.i100.2 = getelementptr inbounds nuw i8, ptr %57, i64 20
  store i32 1, ptr %_3.i.i.i.i.i.i.i.i.i100.2, align 4, !noalias !239
  store i64 6, ptr %chain, align 8, !noalias !246
  %vector.i85.sroa.4.0.chain.sroa_idx = getelementptr inbounds nuw i8, ptr %chain, i64 8
  store ptr %57, ptr %vector.i85.sroa.4.0.chain.sroa_idx, align 8, !noalias !246
  %vector.i85.sroa.5.0.chain.sroa_idx = getelementptr inbounds nuw i8, ptr %chain, i64 16
  store i64 6, ptr %vector.i85.sroa.5.0.chain.sroa_idx, align 8, !noalias !246
  call void @llvm.lifetime.start.p0(ptr nonnull %args9)
  store ptr %evens_sq, ptr %args9, align 8
  %_142.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args9, i64 8
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %_142.sroa.4.0..sroa_idx, align 8
  %59 = getelementptr inbounds nuw i8, ptr %args9, i64 16
  store ptr %chain, ptr %59, align 8
  %_143.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args9, i64 24
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h371a8294acaeca51E", ptr %_143.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_d5f959dc34abe734e31e8cd3ae4f8d98, ptr noundef nonnull %args9) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args9)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !247
; call __rustc::__rust_alloc
  %60 = call noundef align 8 dereferenceable_or_null(120) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 120, i64 noundef range(i64 1, 9) 8) #19, !noalias !247
  %61 = icmp eq ptr %60, null
  br i1 %61, label %bb3.i.i120, label %bb52

bb3.i.i120:                                       ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i"
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 120) #20, !noalias !252
  unreachable

bb52:                                             ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hae0a80fd5452ef46E.exit.i.i.i"
  store i64 5, ptr %60, align 8, !noalias !253
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %60, i64 8
  store ptr @alloc_19bb968bf87d97aa8122af4bb473a80f, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !253
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %60, i64 16
  store i64 5, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i, align 8, !noalias !253
  %_3.i.i.i.i.i.i.i.i.i117.1 = getelementptr inbounds nuw i8, ptr %60, i64 24
  store i64 4, ptr %_3.i.i.i.i.i.i.i.i.i117.1, align 8, !noalias !271
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %60, i64 32
  store ptr @alloc_92cb8dbd9048800436c95cf5749d0776, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1, align 8, !noalias !271
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %60, i64 40
  store i64 4, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.1, align 8, !noalias !271
  %_3.i.i.i.i.i.i.i.i.i117.2 = getelementptr inbounds nuw i8, ptr %60, i64 48
  store i64 5, ptr %_3.i.i.i.i.i.i.i.i.i117.2, align 8, !noalias !273
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %60, i64 56
  store ptr @alloc_216b5aca98fdf70e80bac0db88a04971, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2, align 8, !noalias !273
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2 = getelementptr inbounds nuw i8, ptr %60, i64 64
  store i64 5, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.2, align 8, !noalias !273
  %_3.i.i.i.i.i.i.i.i.i117.3 = getelementptr inbounds nuw i8, ptr %60, i64 72
  store i64 5, ptr %_3.i.i.i.i.i.i.i.i.i117.3, align 8, !noalias !275
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %60, i64 80
  store ptr @alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3, align 8, !noalias !275
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %60, i64 88
  store i64 5, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.3, align 8, !noalias !275
  %_3.i.i.i.i.i.i.i.i.i117.4 = getelementptr inbounds nuw i8, ptr %60, i64 96
  store i64 7, ptr %_3.i.i.i.i.i.i.i.i.i117.4, align 8, !noalias !277
  %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %60, i64 104
  store ptr @alloc_6526cf658b8826332a5a4a86783a0f7f, ptr %_5.sroa.4.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4, align 8, !noalias !277
  %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4 = getelementptr inbounds nuw i8, ptr %60, i64 112
  store i64 7, ptr %_5.sroa.5.0._3.i.i.sroa_idx.i.i.i.i.i.i.i.4, align 8, !noalias !277
  call void @llvm.lifetime.start.p0(ptr nonnull %longest)
  %_45.i.i.i.i.3 = getelementptr inbounds nuw i8, ptr %60, i64 96
  store ptr %_45.i.i.i.i.3, ptr %longest, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %joined)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !279
; call __rustc::__rust_alloc
  %62 = call noundef align 8 dereferenceable_or_null(120) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 120, i64 noundef range(i64 1, 9) 8) #19, !noalias !279
  %63 = icmp eq ptr %62, null
  br i1 %63, label %bb3.i.i138, label %bb8.i.i.i.i.i.i132.preheader

bb8.i.i.i.i.i.i132.preheader:                     ; preds = %bb52
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !284
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_19bb968bf87d97aa8122af4bb473a80f, i64 noundef 5) #19, !noalias !284
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %62, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !298
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !284
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !303
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_92cb8dbd9048800436c95cf5749d0776, i64 noundef 4) #19, !noalias !303
  %_3.i.i.i.i.i.i.i.i.i134.1 = getelementptr inbounds nuw i8, ptr %62, i64 24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.1, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !305
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !303
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !306
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_216b5aca98fdf70e80bac0db88a04971, i64 noundef 5) #19, !noalias !306
  %_3.i.i.i.i.i.i.i.i.i134.2 = getelementptr inbounds nuw i8, ptr %62, i64 48
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.2, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !308
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !306
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !309
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_98d8c4e5e2efe0ad7e734bf7b16bafe6, i64 noundef 5) #19, !noalias !309
  %_3.i.i.i.i.i.i.i.i.i134.3 = getelementptr inbounds nuw i8, ptr %62, i64 72
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.3, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !311
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !309
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !312
; call <str>::to_uppercase
  call void @_RNvMs3_NtCslNYArtu3iFV_5alloc3stre12to_uppercase(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %_5.i.i.i.i.i.i.i, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_6526cf658b8826332a5a4a86783a0f7f, i64 noundef 7) #19, !noalias !312
  %_3.i.i.i.i.i.i.i.i.i134.4 = getelementptr inbounds nuw i8, ptr %62, i64 96
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_3.i.i.i.i.i.i.i.i.i134.4, ptr noundef nonnull readonly align 8 dereferenceable(24) %_5.i.i.i.i.i.i.i, i64 24, i1 false), !noalias !314
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i.i.i.i.i.i.i), !noalias !312
  call void @llvm.experimental.noalias.scope.decl(metadata !315)
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %_5.i.i.i.i.i143 = load i64, ptr %64, align 8, !alias.scope !318, !noalias !325, !noundef !4
  %_4.1.i.i.i.i.i = icmp ugt i64 %_5.i.i.i.i.i143, -5
  br i1 %_4.1.i.i.i.i.i, label %bb52.i, label %bb1.i.i140.1

bb3.i.i138:                                       ; preds = %bb52
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 120) #20, !noalias !329
  unreachable

bb1.i.i140.1:                                     ; preds = %bb8.i.i.i.i.i.i132.preheader
  %_4.0.i.i.i.i.i = add nuw i64 %_5.i.i.i.i.i143, 4
  %65 = getelementptr inbounds nuw i8, ptr %62, i64 40
  %_5.i.i.i.i.i143.1 = load i64, ptr %65, align 8, !alias.scope !318, !noalias !325, !noundef !4
  %_4.0.i.i.i.i.i.1 = add i64 %_5.i.i.i.i.i143.1, %_4.0.i.i.i.i.i
  %_4.1.i.i.i.i.i.1 = icmp ult i64 %_4.0.i.i.i.i.i.1, %_4.0.i.i.i.i.i
  br i1 %_4.1.i.i.i.i.i.1, label %bb52.i, label %bb1.i.i140.2

bb1.i.i140.2:                                     ; preds = %bb1.i.i140.1
  %66 = getelementptr inbounds nuw i8, ptr %62, i64 64
  %_5.i.i.i.i.i143.2 = load i64, ptr %66, align 8, !alias.scope !318, !noalias !325, !noundef !4
  %_4.0.i.i.i.i.i.2 = add i64 %_5.i.i.i.i.i143.2, %_4.0.i.i.i.i.i.1
  %_4.1.i.i.i.i.i.2 = icmp ult i64 %_4.0.i.i.i.i.i.2, %_4.0.i.i.i.i.i.1
  br i1 %_4.1.i.i.i.i.i.2, label %bb52.i, label %bb1.i.i140.3

bb1.i.i140.3:                                     ; preds = %bb1.i.i140.2
  %67 = getelementptr inbounds nuw i8, ptr %62, i64 88
  %_5.i.i.i.i.i143.3 = load i64, ptr %67, align 8, !alias.scope !318, !noalias !325, !noundef !4
  %_4.0.i.i.i.i.i.3 = add i64 %_5.i.i.i.i.i143.3, %_4.0.i.i.i.i.i.2
  %_4.1.i.i.i.i.i.3 = icmp ult i64 %_4.0.i.i.i.i.i.3, %_4.0.i.i.i.i.i.2
  br i1 %_4.1.i.i.i.i.i.3, label %bb52.i, label %bb1.i.i140.4

bb1.i.i140.4:                                     ; preds = %bb1.i.i140.3
  %68 = getelementptr inbounds nuw i8, ptr %62, i64 112
  %_5.i.i.i.i.i143.4 = load i64, ptr %68, align 8, !alias.scope !318, !noalias !325, !noundef !4
  %_4.0.i.i.i.i.i.4 = add i64 %_5.i.i.i.i.i143.4, %_4.0.i.i.i.i.i.3
  %_4.1.i.i.i.i.i.4 = icmp ult i64 %_4.0.i.i.i.i.i.4, %_4.0.i.i.i.i.i.3
  br i1 %_4.1.i.i.i.i.i.4, label %bb52.i, label %bb53.i

bb53.i:                                           ; preds = %bb1.i.i140.4
  call void @llvm.lifetime.start.p0(ptr nonnull %result.i), !noalias !330
  %_38.not.i.i.i144 = icmp slt i64 %_4.0.i.i.i.i.i.4, 0
  br i1 %_38.not.i.i.i144, label %bb3.i99.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146, !prof !331

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146: ; preds = %bb53.i
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !332
; call __rustc::__rust_alloc
  %69 = call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_4.0.i.i.i.i.i.4, i64 noundef range(i64 1, 9) 1) #19, !noalias !332
  %70 = icmp eq ptr %69, null
  br i1 %70, label %bb3.i99.i, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147"

bb3.i99.i:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146, %bb53.i
  %_4.sroa.4.0.ph.i.i153 = phi i64 [ 1, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146 ], [ 0, %bb53.i ]
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i153, i64 %_4.0.i.i.i.i.i.4) #20, !noalias !330
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i146
  store i64 %_4.0.i.i.i.i.i.4, ptr %result.i, align 8, !noalias !330
  %71 = getelementptr inbounds nuw i8, ptr %result.i, i64 8
  store ptr %69, ptr %71, align 8, !noalias !330
  %72 = getelementptr inbounds nuw i8, ptr %result.i, i64 16
  store i64 0, ptr %72, align 8, !noalias !330
  %73 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %_6.i.i149 = load ptr, ptr %73, align 8, !alias.scope !335, !noalias !338, !nonnull !4, !noundef !4
  call void @llvm.experimental.noalias.scope.decl(metadata !339)
  call void @llvm.experimental.noalias.scope.decl(metadata !342)
  %_7.i.i.i.i150 = icmp ugt i64 %_5.i.i.i.i.i143, %_4.0.i.i.i.i.i.4
  br i1 %_7.i.i.i.i150, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i", label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i", !prof !345

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i": ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147"
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h12fb9b0633473cd5E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %result.i, i64 noundef 0, i64 noundef %_5.i.i.i.i.i143, i64 noundef 1, i64 noundef 1) #19, !noalias !330
  %len1.i.i.i = load i64, ptr %72, align 8, !alias.scope !346, !noalias !330, !noundef !4
  %_102.i.i.i = icmp sgt i64 %len1.i.i.i, -1
  call void @llvm.assume(i1 %_102.i.i.i)
  %_11.i.i.pre.i = load ptr, ptr %71, align 8, !alias.scope !346, !noalias !330
  br label %bb2.i.i100.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i": ; preds = %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hf352f53414ef3273E.exit.i147"
  %_6.not.i.i.i = icmp samesign eq i64 %_5.i.i.i.i.i143, 0
  br i1 %_6.not.i.i.i, label %bb91.preheader.i, label %bb2.i.i100.i

bb2.i.i100.i:                                     ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i"
  %_11.i.i.i = phi ptr [ %_11.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i" ], [ %69, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %len4.i.i.i = phi i64 [ %len1.i.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.thread.i.i.i" ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %dst.i.i.i151 = getelementptr inbounds nuw i8, ptr %_11.i.i.i, i64 %len4.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %dst.i.i.i151, ptr nonnull readonly align 1 %_6.i.i149, i64 %_5.i.i.i.i.i143, i1 false), !noalias !347
  br label %bb91.preheader.i

bb91.preheader.i:                                 ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i", %bb2.i.i100.i
  %_169.i = phi ptr [ %_11.i.i.i, %bb2.i.i100.i ], [ %69, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %len5.i.i.i = phi i64 [ %len4.i.i.i, %bb2.i.i100.i ], [ 0, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17hdbe176f5bf397b00E.exit.i.i.i" ]
  %74 = add i64 %len5.i.i.i, %_5.i.i.i.i.i143
  %_160.i = icmp sgt i64 %74, -1
  call void @llvm.assume(i1 %_160.i)
  %_162.i = getelementptr inbounds nuw i8, ptr %_169.i, i64 %74
  %75 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %_6.i101.i = load ptr, ptr %75, align 8, !alias.scope !348, !noalias !338, !nonnull !4, !noundef !4
  %_6.not.i.i = icmp eq i64 %_4.0.i.i.i.i.i.4, %74
  br i1 %_6.not.i.i, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i, !prof !345

bb52.i:                                           ; preds = %bb1.i.i140.4, %bb1.i.i140.3, %bb1.i.i140.2, %bb1.i.i140.1, %bb8.i.i.i.i.i.i132.preheader
; call core::option::expect_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13expect_failed(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_ca673fb95acb8e58af271999e89294ae, i64 noundef 53, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_d8d4d9da093f3be02d1f11ac3b974138) #22, !noalias !330
  unreachable

bb3.i104.i:                                       ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i, %bb91.preheader.i
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_01417ebca96a98fb9890b1b8a14503d5) #22, !noalias !351
  unreachable

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i: ; preds = %bb91.preheader.i
  %76 = xor i64 %74, -1
  %len.i.i.i152 = add nsw i64 %_4.0.i.i.i.i.i.4, %76
  store i8 45, ptr %_162.i, align 1, !alias.scope !355, !noalias !330
  %_6.not.i106.i = icmp ugt i64 %_5.i.i.i.i.i143.1, %len.i.i.i152
  br i1 %_6.not.i106.i, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i, !prof !345

bb3.i113.i:                                       ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_01417ebca96a98fb9890b1b8a14503d5) #22, !noalias !359
  unreachable

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i
  %data.i.i.i = getelementptr inbounds nuw i8, ptr %_162.i, i64 1
  %data.i.i108.i = getelementptr inbounds nuw i8, ptr %data.i.i.i, i64 %_5.i.i.i.i.i143.1
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i, ptr nonnull readonly align 1 %_6.i101.i, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.1, i1 false), !alias.scope !363, !noalias !330
  %77 = getelementptr inbounds nuw i8, ptr %62, i64 56
  %_6.i101.i.1 = load ptr, ptr %77, align 8, !alias.scope !348, !noalias !338, !nonnull !4, !noundef !4
  %_6.not.i.i.1 = icmp eq i64 %len.i.i.i152, %_5.i.i.i.i.i143.1
  br i1 %_6.not.i.i.1, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1, !prof !345

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i
  %78 = xor i64 %_5.i.i.i.i.i143.1, -1
  %len.i.i.i152.1 = add i64 %len.i.i.i152, %78
  store i8 45, ptr %data.i.i108.i, align 1, !alias.scope !355, !noalias !330
  %_6.not.i106.i.1 = icmp ugt i64 %_5.i.i.i.i.i143.2, %len.i.i.i152.1
  br i1 %_6.not.i106.i.1, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1, !prof !345

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.1
  %data.i.i.i.1 = getelementptr inbounds nuw i8, ptr %data.i.i108.i, i64 1
  %data.i.i108.i.1 = getelementptr inbounds nuw i8, ptr %data.i.i.i.1, i64 %_5.i.i.i.i.i143.2
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.1, ptr nonnull readonly align 1 %_6.i101.i.1, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.2, i1 false), !alias.scope !363, !noalias !330
  %79 = getelementptr inbounds nuw i8, ptr %62, i64 80
  %_6.i101.i.2 = load ptr, ptr %79, align 8, !alias.scope !348, !noalias !338, !nonnull !4, !noundef !4
  %_6.not.i.i.2 = icmp eq i64 %len.i.i.i152.1, %_5.i.i.i.i.i143.2
  br i1 %_6.not.i.i.2, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2, !prof !345

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.1
  %80 = xor i64 %_5.i.i.i.i.i143.2, -1
  %len.i.i.i152.2 = add i64 %len.i.i.i152.1, %80
  store i8 45, ptr %data.i.i108.i.1, align 1, !alias.scope !355, !noalias !330
  %_6.not.i106.i.2 = icmp ugt i64 %_5.i.i.i.i.i143.3, %len.i.i.i152.2
  br i1 %_6.not.i106.i.2, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2, !prof !345

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.2
  %data.i.i.i.2 = getelementptr inbounds nuw i8, ptr %data.i.i108.i.1, i64 1
  %data.i.i108.i.2 = getelementptr inbounds nuw i8, ptr %data.i.i.i.2, i64 %_5.i.i.i.i.i143.3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.2, ptr nonnull readonly align 1 %_6.i101.i.2, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.3, i1 false), !alias.scope !363, !noalias !330
  %81 = getelementptr inbounds nuw i8, ptr %62, i64 104
  %_6.i101.i.3 = load ptr, ptr %81, align 8, !alias.scope !348, !noalias !338, !nonnull !4, !noundef !4
  %_6.not.i.i.3 = icmp eq i64 %len.i.i.i152.2, %_5.i.i.i.i.i143.3
  br i1 %_6.not.i.i.3, label %bb3.i104.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3, !prof !345

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.2
  %82 = xor i64 %_5.i.i.i.i.i143.3, -1
  %len.i.i.i152.3 = add i64 %len.i.i.i152.2, %82
  store i8 45, ptr %data.i.i108.i.2, align 1, !alias.scope !355, !noalias !330
  %_6.not.i106.i.3 = icmp ugt i64 %_5.i.i.i.i.i143.4, %len.i.i.i152.3
  br i1 %_6.not.i106.i.3, label %bb3.i113.i, label %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3, !prof !345

_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3: ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit.i.3
  %data.i.i.i.3 = getelementptr inbounds nuw i8, ptr %data.i.i108.i.2, i64 1
  %len.i.i109.i.3.neg = sub i64 %_5.i.i.i.i.i143.4, %len.i.i.i152.3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %data.i.i.i.3, ptr nonnull readonly align 1 %_6.i101.i.3, i64 range(i64 0, -9223372036854775808) %_5.i.i.i.i.i143.4, i1 false), !alias.scope !363, !noalias !330
  %result_len.i = add i64 %len.i.i109.i.3.neg, %_4.0.i.i.i.i.i.4
  %_490.sroa.0.0.copyload257 = load i64, ptr %result.i, align 8, !noalias !315
  %_490.sroa.5.0.copyload258 = load ptr, ptr %71, align 8, !noalias !315
  call void @llvm.lifetime.end.p0(ptr nonnull %result.i), !noalias !330
  store i64 %_490.sroa.0.0.copyload257, ptr %joined, align 8
  %_490.sroa.5.0.joined.sroa_idx = getelementptr inbounds nuw i8, ptr %joined, i64 8
  store ptr %_490.sroa.5.0.copyload258, ptr %_490.sroa.5.0.joined.sroa_idx, align 8
  %_490.sroa.6.0.joined.sroa_idx = getelementptr inbounds nuw i8, ptr %joined, i64 16
  store i64 %result_len.i, ptr %_490.sroa.6.0.joined.sroa_idx, align 8
  call void @llvm.experimental.noalias.scope.decl(metadata !367)
  call void @llvm.experimental.noalias.scope.decl(metadata !370)
  call void @llvm.experimental.noalias.scope.decl(metadata !373)
  call void @llvm.experimental.noalias.scope.decl(metadata !376)
  call void @llvm.experimental.noalias.scope.decl(metadata !379)
  call void @llvm.experimental.noalias.scope.decl(metadata !382)
  %self1.i.i.i.i.i.i.i.i.i = load i64, ptr %62, align 8, !range !86, !alias.scope !385, !noalias !388, !noundef !4
  %83 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i, 0
  br i1 %83, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i", label %bb2.i.i.i.i.i.i.i.i

bb2.i.i.i.i.i.i.i.i:                              ; preds = %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3
  %self3.i.i.i.i.i.i.i.i.i = load ptr, ptr %73, align 8, !alias.scope !385, !noalias !388, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !noalias !394
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i": ; preds = %bb2.i.i.i.i.i.i.i.i, %_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E.exit117.i.3
  call void @llvm.experimental.noalias.scope.decl(metadata !395)
  call void @llvm.experimental.noalias.scope.decl(metadata !397)
  call void @llvm.experimental.noalias.scope.decl(metadata !399)
  call void @llvm.experimental.noalias.scope.decl(metadata !401)
  call void @llvm.experimental.noalias.scope.decl(metadata !403)
  %self1.i.i.i.i.i.i.i.i.i.1 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.1, align 8, !range !86, !alias.scope !405, !noalias !388, !noundef !4
  %84 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.1, 0
  br i1 %84, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1", label %bb2.i.i.i.i.i.i.i.i.1

bb2.i.i.i.i.i.i.i.i.1:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i"
  %85 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %self3.i.i.i.i.i.i.i.i.i.1 = load ptr, ptr %85, align 8, !alias.scope !405, !noalias !388, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.1, i64 noundef %self1.i.i.i.i.i.i.i.i.i.1, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !noalias !406
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1": ; preds = %bb2.i.i.i.i.i.i.i.i.1, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i"
  call void @llvm.experimental.noalias.scope.decl(metadata !407)
  call void @llvm.experimental.noalias.scope.decl(metadata !409)
  call void @llvm.experimental.noalias.scope.decl(metadata !411)
  call void @llvm.experimental.noalias.scope.decl(metadata !413)
  call void @llvm.experimental.noalias.scope.decl(metadata !415)
  %self1.i.i.i.i.i.i.i.i.i.2 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.2, align 8, !range !86, !alias.scope !417, !noalias !388, !noundef !4
  %86 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.2, 0
  br i1 %86, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2", label %bb2.i.i.i.i.i.i.i.i.2

bb2.i.i.i.i.i.i.i.i.2:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1"
  %87 = getelementptr inbounds nuw i8, ptr %62, i64 56
  %self3.i.i.i.i.i.i.i.i.i.2 = load ptr, ptr %87, align 8, !alias.scope !417, !noalias !388, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.2, i64 noundef %self1.i.i.i.i.i.i.i.i.i.2, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !noalias !418
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2": ; preds = %bb2.i.i.i.i.i.i.i.i.2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.1"
  call void @llvm.experimental.noalias.scope.decl(metadata !419)
  call void @llvm.experimental.noalias.scope.decl(metadata !421)
  call void @llvm.experimental.noalias.scope.decl(metadata !423)
  call void @llvm.experimental.noalias.scope.decl(metadata !425)
  call void @llvm.experimental.noalias.scope.decl(metadata !427)
  %self1.i.i.i.i.i.i.i.i.i.3 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.3, align 8, !range !86, !alias.scope !429, !noalias !388, !noundef !4
  %88 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.3, 0
  br i1 %88, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3", label %bb2.i.i.i.i.i.i.i.i.3

bb2.i.i.i.i.i.i.i.i.3:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2"
  %89 = getelementptr inbounds nuw i8, ptr %62, i64 80
  %self3.i.i.i.i.i.i.i.i.i.3 = load ptr, ptr %89, align 8, !alias.scope !429, !noalias !388, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.3, i64 noundef %self1.i.i.i.i.i.i.i.i.i.3, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !noalias !430
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3": ; preds = %bb2.i.i.i.i.i.i.i.i.3, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.2"
  call void @llvm.experimental.noalias.scope.decl(metadata !431)
  call void @llvm.experimental.noalias.scope.decl(metadata !433)
  call void @llvm.experimental.noalias.scope.decl(metadata !435)
  call void @llvm.experimental.noalias.scope.decl(metadata !437)
  call void @llvm.experimental.noalias.scope.decl(metadata !439)
  %self1.i.i.i.i.i.i.i.i.i.4 = load i64, ptr %_3.i.i.i.i.i.i.i.i.i134.4, align 8, !range !86, !alias.scope !441, !noalias !388, !noundef !4
  %90 = icmp eq i64 %self1.i.i.i.i.i.i.i.i.i.4, 0
  br i1 %90, label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4", label %bb2.i.i.i.i.i.i.i.i.4

bb2.i.i.i.i.i.i.i.i.4:                            ; preds = %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3"
  %91 = getelementptr inbounds nuw i8, ptr %62, i64 104
  %self3.i.i.i.i.i.i.i.i.i.4 = load ptr, ptr %91, align 8, !alias.scope !441, !noalias !388, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i.i.i.i.4, i64 noundef %self1.i.i.i.i.i.i.i.i.i.4, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !noalias !442
  br label %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4"

"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4": ; preds = %bb2.i.i.i.i.i.i.i.i.4, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.3"
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %62, i64 noundef 120, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !443
  call void @llvm.lifetime.start.p0(ptr nonnull %args10)
  store ptr %longest, ptr %args10, align 8
  %_166.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args10, i64 8
  store ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h32cc6dfdb65f3f4dE", ptr %_166.sroa.4.0..sroa_idx, align 8
  %92 = getelementptr inbounds nuw i8, ptr %args10, i64 16
  store ptr %joined, ptr %92, align 8
  %_167.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args10, i64 24
  store ptr @_RNvXsq_NtCslNYArtu3iFV_5alloc6stringNtB5_6StringNtNtCsgEmfK2I1SDS_4core3fmt7Display3fmt, ptr %_167.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_5ea444911453abd66bc7684632b744f2, ptr noundef nonnull %args10) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args10)
  call void @llvm.lifetime.start.p0(ptr nonnull %any_neg)
  br label %bb1.i

bb1.i:                                            ; preds = %bb13.i.2, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4"
  %_221.i.idx = phi i64 [ 0, %"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E.exit.i.i.i.4" ], [ %_221.i.add.2, %bb13.i.2 ]
  %_221.i.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i.idx
  %x.i.i158 = load double, ptr %_221.i.ptr, align 8, !alias.scope !450, !noalias !453, !noundef !4
  %_0.i.i159 = fcmp olt double %x.i.i158, -4.900000e+00
  br i1 %_0.i.i159, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb13.i.1

bb13.i.1:                                         ; preds = %bb1.i
  %93 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i.idx
  %_221.i.ptr.1 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %_221.i.add.1 = add nuw nsw i64 %_221.i.idx, 16
  %x.i.i158.1 = load double, ptr %_221.i.ptr.1, align 8, !alias.scope !450, !noalias !453, !noundef !4
  %_0.i.i159.1 = fcmp olt double %x.i.i158.1, -4.900000e+00
  br i1 %_0.i.i159.1, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb1.i.2

bb1.i.2:                                          ; preds = %bb13.i.1
  %_12.not.not.not.i.not.not.not.not.2.not = icmp eq i64 %_221.i.add.1, 1600
  br i1 %_12.not.not.not.i.not.not.not.not.2.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE.exit", label %bb13.i.2

bb13.i.2:                                         ; preds = %bb1.i.2
  %_221.i.ptr.2 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i.add.1
  %_221.i.add.2 = add nuw nsw i64 %_221.i.idx, 24
  %x.i.i158.2 = load double, ptr %_221.i.ptr.2, align 8, !alias.scope !450, !noalias !453, !noundef !4
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
  %x.i.i166 = load double, ptr %_221.i163.ptr, align 8, !alias.scope !456, !noalias !459, !noundef !4
  %94 = call double @llvm.fabs.f64(double %x.i.i166)
  %_0.i.i167 = fcmp ugt double %94, 5.000000e+00
  br i1 %_0.i.i167, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb13.i164.1

bb13.i164.1:                                      ; preds = %bb1.i162
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i163.idx
  %_221.i163.ptr.1 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %_221.i163.add.1 = add nuw nsw i64 %_221.i163.idx, 16
  %x.i.i166.1 = load double, ptr %_221.i163.ptr.1, align 8, !alias.scope !456, !noalias !459, !noundef !4
  %96 = call double @llvm.fabs.f64(double %x.i.i166.1)
  %_0.i.i167.1 = fcmp ugt double %96, 5.000000e+00
  br i1 %_0.i.i167.1, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb1.i162.2

bb1.i162.2:                                       ; preds = %bb13.i164.1
  %_12.i.2 = icmp eq i64 %_221.i163.add.1, 1600
  br i1 %_12.i.2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb13.i164.2

bb13.i164.2:                                      ; preds = %bb1.i162.2
  %_221.i163.ptr.2 = getelementptr inbounds nuw i8, ptr %0, i64 %_221.i163.add.1
  %_221.i163.add.2 = add nuw nsw i64 %_221.i163.idx, 24
  %x.i.i166.2 = load double, ptr %_221.i163.ptr.2, align 8, !alias.scope !456, !noalias !459, !noundef !4
  %97 = call double @llvm.fabs.f64(double %x.i.i166.2)
  %_0.i.i167.2 = fcmp ugt double %97, 5.000000e+00
  br i1 %_0.i.i167.2, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit", label %bb1.i162

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit": ; preds = %bb13.i164.2, %bb1.i162.2, %bb13.i164.1, %bb1.i162
  %_12.i.lcssa = phi i8 [ 0, %bb13.i164.2 ], [ 0, %bb1.i162 ], [ 1, %bb1.i162.2 ], [ 0, %bb13.i164.1 ]
  store i8 %_12.i.lcssa, ptr %all_small, align 1
  call void @llvm.lifetime.start.p0(ptr nonnull %pos_idx)
  br label %bb23.i

bb23.i:                                           ; preds = %bb7.i.4, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit"
  %i.sroa.0.07.i = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit" ], [ %102, %bb7.i.4 ]
  %_3946.i.idx = phi i64 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E.exit" ], [ %_3946.i.add.4, %bb7.i.4 ]
  %_3946.i.ptr = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %x.i.i169 = load double, ptr %_3946.i.ptr, align 8, !alias.scope !462, !noalias !465, !noundef !4
  %_0.i.i170 = fcmp ogt double %x.i.i169, 4.500000e+00
  br i1 %_0.i.i170, label %bb6.i, label %bb7.i

bb7.i:                                            ; preds = %bb23.i
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.1 = getelementptr inbounds nuw i8, ptr %98, i64 8
  %x.i.i169.1 = load double, ptr %_3946.i.ptr.1, align 8, !alias.scope !462, !noalias !465, !noundef !4
  %_0.i.i170.1 = fcmp ogt double %x.i.i169.1, 4.500000e+00
  br i1 %_0.i.i170.1, label %bb6.i.split.loop.exit340, label %bb7.i.1

bb7.i.1:                                          ; preds = %bb7.i
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.2 = getelementptr inbounds nuw i8, ptr %99, i64 16
  %x.i.i169.2 = load double, ptr %_3946.i.ptr.2, align 8, !alias.scope !462, !noalias !465, !noundef !4
  %_0.i.i170.2 = fcmp ogt double %x.i.i169.2, 4.500000e+00
  br i1 %_0.i.i170.2, label %bb6.i.split.loop.exit338, label %bb7.i.2

bb7.i.2:                                          ; preds = %bb7.i.1
  %100 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.3 = getelementptr inbounds nuw i8, ptr %100, i64 24
  %x.i.i169.3 = load double, ptr %_3946.i.ptr.3, align 8, !alias.scope !462, !noalias !465, !noundef !4
  %_0.i.i170.3 = fcmp ogt double %x.i.i169.3, 4.500000e+00
  br i1 %_0.i.i170.3, label %bb6.i.split.loop.exit336, label %bb7.i.3

bb7.i.3:                                          ; preds = %bb7.i.2
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 %_3946.i.idx
  %_3946.i.ptr.4 = getelementptr inbounds nuw i8, ptr %101, i64 32
  %x.i.i169.4 = load double, ptr %_3946.i.ptr.4, align 8, !alias.scope !462, !noalias !465, !noundef !4
  %_0.i.i170.4 = fcmp ogt double %x.i.i169.4, 4.500000e+00
  br i1 %_0.i.i170.4, label %bb6.i.split.loop.exit, label %bb7.i.4

bb7.i.4:                                          ; preds = %bb7.i.3
  %_3946.i.add.4 = add nuw nsw i64 %_3946.i.idx, 40
  %102 = add nuw nsw i64 %i.sroa.0.07.i, 5
  %_29.i.4 = icmp eq i64 %_3946.i.add.4, 1600
  br i1 %_29.i.4, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184, label %bb23.i

bb6.i.split.loop.exit:                            ; preds = %bb7.i.3
  %103 = add nuw nsw i64 %i.sroa.0.07.i, 4
  br label %bb6.i

bb6.i.split.loop.exit336:                         ; preds = %bb7.i.2
  %104 = add nuw nsw i64 %i.sroa.0.07.i, 3
  br label %bb6.i

bb6.i.split.loop.exit338:                         ; preds = %bb7.i.1
  %105 = add nuw nsw i64 %i.sroa.0.07.i, 2
  br label %bb6.i

bb6.i.split.loop.exit340:                         ; preds = %bb7.i
  %106 = add nuw nsw i64 %i.sroa.0.07.i, 1
  br label %bb6.i

bb6.i:                                            ; preds = %bb23.i, %bb6.i.split.loop.exit340, %bb6.i.split.loop.exit338, %bb6.i.split.loop.exit336, %bb6.i.split.loop.exit
  %i.sroa.0.07.i.lcssa = phi i64 [ %106, %bb6.i.split.loop.exit340 ], [ %105, %bb6.i.split.loop.exit338 ], [ %104, %bb6.i.split.loop.exit336 ], [ %103, %bb6.i.split.loop.exit ], [ %i.sroa.0.07.i, %bb23.i ]
  %cond.i = icmp samesign ult i64 %i.sroa.0.07.i.lcssa, 200
  call void @llvm.assume(i1 %cond.i)
  br label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184: ; preds = %bb7.i.4, %bb6.i
  %_0.sroa.3.0.i172 = phi i64 [ %i.sroa.0.07.i.lcssa, %bb6.i ], [ undef, %bb7.i.4 ]
  %_0.sroa.0.0.i173 = phi i64 [ 1, %bb6.i ], [ 0, %bb7.i.4 ]
  store i64 %_0.sroa.0.0.i173, ptr %pos_idx, align 8
  %107 = getelementptr inbounds nuw i8, ptr %pos_idx, i64 8
  store i64 %_0.sroa.3.0.i172, ptr %107, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args11)
  store ptr %any_neg, ptr %args11, align 8
  %_184.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 8
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_184.sroa.4.0..sroa_idx, align 8
  %108 = getelementptr inbounds nuw i8, ptr %args11, i64 16
  store ptr %all_small, ptr %108, align 8
  %_185.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 24
  store ptr @_RNvXsg_NtCsgEmfK2I1SDS_4core3fmtbNtB5_7Display3fmt, ptr %_185.sroa.4.0..sroa_idx, align 8
  %109 = getelementptr inbounds nuw i8, ptr %args11, i64 32
  store ptr %pos_idx, ptr %109, align 8
  %_186.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args11, i64 40
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h1f86fa4f7aec62ceE", ptr %_186.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_75419323a2228e8a5d0046769f1953a2, ptr noundef nonnull %args11) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args11)
  call void @llvm.lifetime.start.p0(ptr nonnull %step)
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !468
; call __rustc::__rust_alloc
  %110 = call noundef align 8 dereferenceable_or_null(24) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) 24, i64 noundef range(i64 1, 9) 8) #19, !noalias !468
  %111 = icmp eq ptr %110, null
  br i1 %111, label %bb3.i.i200, label %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit"

bb3.i.i200:                                       ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 24) #20, !noalias !474
  unreachable

"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i184
  store double 0.000000e+00, ptr %110, align 8, !noalias !475
  %_3.i.i1.i.i.i.i.i.i.i = getelementptr inbounds nuw i8, ptr %110, i64 8
  store double 5.000000e-01, ptr %_3.i.i1.i.i.i.i.i.i.i, align 8, !noalias !495
  %_3.i.i1.i.i.i.i.i.i.i.1 = getelementptr inbounds nuw i8, ptr %110, i64 16
  store double 1.000000e+00, ptr %_3.i.i1.i.i.i.i.i.i.i.1, align 8, !noalias !495
  store i64 3, ptr %step, align 8, !noalias !503
  %vector.i174.sroa.4.0.step.sroa_idx = getelementptr inbounds nuw i8, ptr %step, i64 8
  store ptr %110, ptr %vector.i174.sroa.4.0.step.sroa_idx, align 8, !noalias !503
  %vector.i174.sroa.5.0.step.sroa_idx = getelementptr inbounds nuw i8, ptr %step, i64 16
  store i64 3, ptr %vector.i174.sroa.5.0.step.sroa_idx, align 8, !noalias !503
  call void @llvm.lifetime.start.p0(ptr nonnull %args12)
  store ptr %step, ptr %args12, align 8
  %_194.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args12, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h68026e612b46ca97E", ptr %_194.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_82642d8c557d8b0c4c10c2b748646394, ptr noundef nonnull %args12) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args12)
  call void @llvm.experimental.noalias.scope.decl(metadata !504)
  call void @llvm.experimental.noalias.scope.decl(metadata !507)
  call void @llvm.experimental.noalias.scope.decl(metadata !510)
  call void @llvm.experimental.noalias.scope.decl(metadata !513)
  %self1.i.i.i.i.i205 = load i64, ptr %step, align 8, !range !86, !alias.scope !516, !noalias !519, !noundef !4
  %112 = icmp eq i64 %self1.i.i.i.i.i205, 0
  br i1 %112, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit", label %bb2.i.i.i.i206

bb2.i.i.i.i206:                                   ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit"
  %alloc_size.i.i.i.i.i207 = shl nuw i64 %self1.i.i.i.i.i205, 3
  %self3.i.i.i.i.i = load ptr, ptr %vector.i174.sroa.4.0.step.sroa_idx, align 8, !alias.scope !516, !noalias !519, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i, i64 noundef %alloc_size.i.i.i.i.i207, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !521
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit": ; preds = %"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E.exit", %bb2.i.i.i.i206
  call void @llvm.lifetime.end.p0(ptr nonnull %step)
  call void @llvm.lifetime.end.p0(ptr nonnull %pos_idx)
  call void @llvm.lifetime.end.p0(ptr nonnull %all_small)
  call void @llvm.lifetime.end.p0(ptr nonnull %any_neg)
  call void @llvm.experimental.noalias.scope.decl(metadata !522)
  call void @llvm.experimental.noalias.scope.decl(metadata !525)
  call void @llvm.experimental.noalias.scope.decl(metadata !528)
  call void @llvm.experimental.noalias.scope.decl(metadata !531)
  call void @llvm.experimental.noalias.scope.decl(metadata !534)
  %self1.i.i.i.i.i.i = load i64, ptr %joined, align 8, !range !86, !alias.scope !537, !noalias !540, !noundef !4
  %113 = icmp eq i64 %self1.i.i.i.i.i.i, 0
  br i1 %113, label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit", label %bb2.i.i.i.i.i208

bb2.i.i.i.i.i208:                                 ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"
  %self3.i.i.i.i.i.i = load ptr, ptr %_490.sroa.5.0.joined.sroa_idx, align 8, !alias.scope !537, !noalias !540, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i.i, i64 noundef %self1.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 1) #19, !noalias !542
  br label %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit"

"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit", %bb2.i.i.i.i.i208
  call void @llvm.lifetime.end.p0(ptr nonnull %joined)
  call void @llvm.lifetime.end.p0(ptr nonnull %longest)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %60, i64 noundef 120, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !543
  call void @llvm.experimental.noalias.scope.decl(metadata !552)
  call void @llvm.experimental.noalias.scope.decl(metadata !555)
  call void @llvm.experimental.noalias.scope.decl(metadata !558)
  call void @llvm.experimental.noalias.scope.decl(metadata !561)
  %self1.i.i.i.i.i213 = load i64, ptr %chain, align 8, !range !86, !alias.scope !564, !noalias !567, !noundef !4
  %114 = icmp eq i64 %self1.i.i.i.i.i213, 0
  br i1 %114, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226", label %bb2.i.i.i.i214

bb2.i.i.i.i214:                                   ; preds = %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit"
  %alloc_size.i.i.i.i.i215 = shl nuw i64 %self1.i.i.i.i.i213, 2
  %self3.i.i.i.i.i216 = load ptr, ptr %vector.i85.sroa.4.0.chain.sroa_idx, align 8, !alias.scope !564, !noalias !567, !nonnull !4, !noundef !4
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %self3.i.i.i.i.i216, i64 noundef %alloc_size.i.i.i.i.i215, i64 noundef range(i64 1, -9223372036854775807) 4) #19, !noalias !569
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226": ; preds = %"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E.exit", %bb2.i.i.i.i214
  call void @llvm.lifetime.end.p0(ptr nonnull %chain)
  call void @llvm.lifetime.end.p0(ptr nonnull %evens_sq)
  call void @llvm.lifetime.end.p0(ptr nonnull %r)
  call void @llvm.lifetime.end.p0(ptr nonnull %calls)
  call void @llvm.lifetime.end.p0(ptr nonnull %buckets)
  call void @llvm.lifetime.end.p0(ptr nonnull %median)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %38, i64 noundef 1600, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !570
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %31, i64 noundef 1568, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !579
  call void @llvm.lifetime.end.p0(ptr nonnull %dot)
  call void @llvm.lifetime.end.p0(ptr nonnull %vmin)
  call void @llvm.lifetime.end.p0(ptr nonnull %imin)
  %115 = icmp eq i64 %pos.sroa.0.0325, 0
  br i1 %115, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit236", label %bb2.i.i.i.i228

bb2.i.i.i.i228:                                   ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226"
  %alloc_size.i.i.i.i.i229 = shl nuw i64 %pos.sroa.0.0325, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %pos.sroa.5.0324, i64 noundef %alloc_size.i.i.i.i.i229, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !588
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit236"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit236": ; preds = %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit226", %bb2.i.i.i.i228
  call void @llvm.lifetime.end.p0(ptr nonnull %var)
  call void @llvm.lifetime.end.p0(ptr nonnull %mean)
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef 1600, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !597
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
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #0 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr noundef nonnull %_4) #21
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #19
  tail call void asm sideeffect "", "~{memory}"() #19, !srcloc !606
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h2703b82f9bd8f117E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !607, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !608, !noalias !611, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <i32 as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXsv_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <i32 as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXs9_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3implNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <i32 as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXsx_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(4) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
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
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !613, !noundef !4
  call void @llvm.lifetime.start.p0(ptr nonnull %builder.i), !noalias !614
; call <core::fmt::Formatter>::debug_tuple
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter11debug_tuple(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(address) dereferenceable(24) %builder.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) inttoptr (i64 1 to ptr), i64 noundef 0) #19, !noalias !618
  call void @llvm.lifetime.start.p0(ptr nonnull %U.i), !noalias !614
  store ptr %_3, ptr %U.i, align 8, !noalias !614
  call void @llvm.lifetime.start.p0(ptr nonnull %T.i), !noalias !614
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  store ptr %0, ptr %T.i, align 8, !noalias !614
; call <core::fmt::builders::DebugTuple>::field
  %_6.i = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i, ptr noundef nonnull align 1 %U.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
; call <core::fmt::builders::DebugTuple>::field
  %_10.i = call noundef nonnull align 8 ptr @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple5field(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i, ptr noundef nonnull align 1 %T.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.4) #19
; call <core::fmt::builders::DebugTuple>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs2_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_10DebugTuple6finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %builder.i) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %T.i), !noalias !614
  call void @llvm.lifetime.end.p0(ptr nonnull %U.i), !noalias !614
  call void @llvm.lifetime.end.p0(ptr nonnull %builder.i), !noalias !614
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h55871f533adcc97cE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !613, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !619, !noalias !622, !noundef !4
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hf59f32ede6d69137E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !613, !noundef !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !624)
  %_3.0.i = load ptr, ptr %_3, align 8, !alias.scope !624, !noalias !627, !nonnull !4, !align !629, !noundef !4
  %0 = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %_3.1.i = load i64, ptr %0, align 8, !alias.scope !624, !noalias !627, !noundef !4
; call <str as core::fmt::Debug>::fmt
  %_0.i = tail call noundef zeroext i1 @_RNvXsh_NtCsgEmfK2I1SDS_4core3fmteNtB5_5Debug3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0.i, i64 noundef %_3.1.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19, !noalias !624
  ret i1 %_0.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17hfcd764cbec025ba8E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !4, !align !613, !noundef !4
; call <f64 as core::fmt::Debug>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17hcac07813b4c2ada1E"(ptr noundef readonly captures(none) %_1) unnamed_addr #0 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !4, !noundef !4
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h2d9272097aaf78c8E(ptr noundef nonnull readonly %0) #21, !noalias !630
  ret i32 0
}

; core::array::<impl core::fmt::Debug for [T; N]>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN4core5array69_$LT$impl$u20$core..fmt..Debug$u20$for$u20$$u5b$T$u3b$$u20$N$u5d$$GT$3fmt17h5749bd564f6770acE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(80) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !633
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19, !noalias !637
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %self, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.1.i = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.1.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.1.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.2.i = getelementptr inbounds nuw i8, ptr %self, i64 16
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.2.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.2.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.3.i = getelementptr inbounds nuw i8, ptr %self, i64 24
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.3.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.3.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.4.i = getelementptr inbounds nuw i8, ptr %self, i64 32
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.4.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.4.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.5.i = getelementptr inbounds nuw i8, ptr %self, i64 40
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.5.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.5.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.6.i = getelementptr inbounds nuw i8, ptr %self, i64 48
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.6.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.6.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.7.i = getelementptr inbounds nuw i8, ptr %self, i64 56
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.7.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.7.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.8.i = getelementptr inbounds nuw i8, ptr %self, i64 64
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.8.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.8.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
  %iter.sroa.0.06.i.ptr.9.i = getelementptr inbounds nuw i8, ptr %self, i64 72
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !638
  store ptr %iter.sroa.0.06.i.ptr.9.i, ptr %entry.i.i, align 8, !noalias !638
; call <core::fmt::builders::DebugList>::entry
  %_9.i.9.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !638
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !633
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
  %3 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef %0, ptr noundef %_10, ptr noundef %_13, i64 noundef %n84) #19
  %_16 = getelementptr inbounds nuw double, ptr %1, i64 %count
  %_18 = getelementptr inbounds nuw double, ptr %1, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %4 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef %1, ptr noundef %_16, ptr noundef %_18, i64 noundef %n84) #19
  %_20 = getelementptr inbounds nuw double, ptr %2, i64 %count
  %_22 = getelementptr inbounds nuw double, ptr %2, i64 %count1
; call core::slice::sort::shared::pivot::median3_rec
  %5 = tail call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef %2, ptr noundef %_20, ptr noundef %_22, i64 noundef %n84) #19
  br label %bb6

bb6:                                              ; preds = %start, %bb1
  %c.sroa.0.0 = phi ptr [ %5, %bb1 ], [ %2, %start ]
  %b.sroa.0.0 = phi ptr [ %4, %bb1 ], [ %1, %start ]
  %a.sroa.0.0 = phi ptr [ %3, %bb1 ], [ %0, %start ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !641)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !644)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !646), !noalias !649
  tail call void @llvm.experimental.noalias.scope.decl(metadata !652), !noalias !649
  %_6.i.i = load double, ptr %a.sroa.0.0, align 8, !alias.scope !654, !noalias !655, !noundef !4
  %_7.i.i = load double, ptr %b.sroa.0.0, align 8, !alias.scope !656, !noalias !657, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %_7.i.i
  br i1 %brmerge.not.i, label %bb6.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !658

bb6.i.i:                                          ; preds = %bb6
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !659
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %bb6
  %_8.i.mux.i = fcmp olt double %_6.i.i, %_7.i.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !660)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !663)
  %_7.i.i6 = load double, ptr %c.sroa.0.0, align 8, !alias.scope !666, !noalias !667, !noundef !4
  %brmerge.not.i7 = fcmp uno double %_6.i.i, %_7.i.i6
  br i1 %brmerge.not.i7, label %bb6.i.i9, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10", !prof !658

bb6.i.i9:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !670
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  %_8.i.mux.i8 = fcmp olt double %_6.i.i, %_7.i.i6
  %6 = xor i1 %_8.i.mux.i, %_8.i.mux.i8
  br i1 %6, label %_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E.exit, label %bb3.i

bb3.i:                                            ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10"
  %brmerge.not.i13 = fcmp uno double %_7.i.i, %_7.i.i6
  br i1 %brmerge.not.i13, label %bb6.i.i15, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16", !prof !658

bb6.i.i15:                                        ; preds = %bb3.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !671
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !678)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !681)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !683)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !686)
  %_6.i.i = load double, ptr %_7, align 8, !alias.scope !688, !noalias !689, !noundef !4
  %_7.i.i = load double, ptr %v_base, align 8, !alias.scope !689, !noalias !688, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %_7.i.i
  br i1 %brmerge.not.i, label %bb6.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !658

bb6.i.i:                                          ; preds = %start
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !690
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %start
  %_12 = getelementptr inbounds nuw i8, ptr %v_base, i64 24
  %_14 = getelementptr inbounds nuw i8, ptr %v_base, i64 16
  tail call void @llvm.experimental.noalias.scope.decl(metadata !691)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !694)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !696)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !699)
  %_6.i.i7 = load double, ptr %_12, align 8, !alias.scope !701, !noalias !702, !noundef !4
  %_7.i.i8 = load double, ptr %_14, align 8, !alias.scope !702, !noalias !701, !noundef !4
  %brmerge.not.i9 = fcmp uno double %_6.i.i7, %_7.i.i8
  br i1 %brmerge.not.i9, label %bb6.i.i11, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12", !prof !658

bb6.i.i11:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !703
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !704)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !707)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !709)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !712)
  %_6.i.i13 = load double, ptr %c, align 8, !alias.scope !714, !noalias !715, !noundef !4
  %_7.i.i14 = load double, ptr %a, align 8, !alias.scope !715, !noalias !714, !noundef !4
  %brmerge.not.i15 = fcmp uno double %_6.i.i13, %_7.i.i14
  br i1 %brmerge.not.i15, label %bb6.i.i17, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18", !prof !658

bb6.i.i17:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !716
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit12"
  tail call void @llvm.experimental.noalias.scope.decl(metadata !717)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !720)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !722)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !725)
  %_6.i.i19 = load double, ptr %d, align 8, !alias.scope !727, !noalias !728, !noundef !4
  %_7.i.i20 = load double, ptr %b, align 8, !alias.scope !728, !noalias !727, !noundef !4
  %brmerge.not.i21 = fcmp uno double %_6.i.i19, %_7.i.i20
  br i1 %brmerge.not.i21, label %bb6.i.i23, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24", !prof !658

bb6.i.i23:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !729
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit18"
  %_8.i.mux.i16 = fcmp olt double %_6.i.i13, %_7.i.i14
  %_8.i.mux.i22 = fcmp olt double %_6.i.i19, %_7.i.i20
  %0 = select i1 %_8.i.mux.i22, ptr %c, ptr %b, !unpredictable !4
  %1 = select i1 %_8.i.mux.i16, ptr %a, ptr %0, !unpredictable !4
  %2 = select i1 %_8.i.mux.i16, ptr %b, ptr %c, !unpredictable !4
  %3 = select i1 %_8.i.mux.i22, ptr %d, ptr %2, !unpredictable !4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !730)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !733)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !735)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !738)
  %_6.i.i25 = load double, ptr %3, align 8, !alias.scope !740, !noalias !741, !noundef !4
  %_7.i.i26 = load double, ptr %1, align 8, !alias.scope !741, !noalias !740, !noundef !4
  %brmerge.not.i27 = fcmp uno double %_6.i.i25, %_7.i.i26
  br i1 %brmerge.not.i27, label %bb6.i.i29, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit30", !prof !658

bb6.i.i29:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !742
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
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef %v_base, ptr noundef %scratch_base) #19
  %_9 = getelementptr inbounds nuw i8, ptr %v_base, i64 32
  %_10 = getelementptr inbounds nuw i8, ptr %scratch_base, i64 32
; call core::slice::sort::shared::smallsort::sort4_stable
  tail call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef %_9, ptr noundef %_10) #19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !743)
  %0 = getelementptr inbounds nuw i8, ptr %dst, i64 56
  %1 = getelementptr inbounds nuw i8, ptr %scratch_base, i64 56
  %2 = getelementptr i8, ptr %scratch_base, i64 24
  tail call void @llvm.experimental.noalias.scope.decl(metadata !746)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !749)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !751), !noalias !754
  tail call void @llvm.experimental.noalias.scope.decl(metadata !757), !noalias !754
  %_6.i.i.i = load double, ptr %_10, align 8, !alias.scope !759, !noalias !760, !noundef !4
  %_7.i.i.i = load double, ptr %scratch_base, align 8, !alias.scope !761, !noalias !762, !noundef !4
  %brmerge.not.i.i = fcmp uno double %_6.i.i.i, %_7.i.i.i
  br i1 %brmerge.not.i.i, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i", !prof !658

bb6.i.i.i:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i", %start
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !763
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i": ; preds = %start
  %_8.i.mux.i.i = fcmp olt double %_6.i.i.i, %_7.i.i.i
  %..i17.i = select i1 %_8.i.mux.i.i, ptr %_10, ptr %scratch_base
  %3 = load i64, ptr %..i17.i, align 8, !alias.scope !743, !noalias !764
  store i64 %3, ptr %dst, align 8, !noalias !766
  tail call void @llvm.experimental.noalias.scope.decl(metadata !767)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !770)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !772), !noalias !775
  tail call void @llvm.experimental.noalias.scope.decl(metadata !778), !noalias !775
  %_6.i.i19.i = load double, ptr %1, align 8, !alias.scope !780, !noalias !781, !noundef !4
  %_7.i.i20.i = load double, ptr %2, align 8, !alias.scope !782, !noalias !783, !noundef !4
  %brmerge.not.i21.i = fcmp uno double %_6.i.i19.i, %_7.i.i20.i
  br i1 %brmerge.not.i21.i, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i", !prof !658

bb6.i.i23.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !784
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
  %4 = load i64, ptr %..i.i, align 8, !alias.scope !743, !noalias !785
  store i64 %4, ptr %0, align 8, !noalias !787
  %count.neg.i.i = sext i1 %is_l.i.i to i64
  %5 = getelementptr double, ptr %1, i64 %count.neg.i.i
  %count3.neg.i.i = sext i1 %_8.i.mux.i22.i to i64
  %6 = getelementptr double, ptr %2, i64 %count3.neg.i.i
  %7 = getelementptr inbounds nuw i8, ptr %dst, i64 48
  tail call void @llvm.experimental.noalias.scope.decl(metadata !788)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !790)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !792), !noalias !754
  tail call void @llvm.experimental.noalias.scope.decl(metadata !794), !noalias !754
  %_6.i.i.i.1 = load double, ptr %_12.i.i, align 8, !alias.scope !796, !noalias !797, !noundef !4
  %_7.i.i.i.1 = load double, ptr %_14.i.i, align 8, !alias.scope !798, !noalias !799, !noundef !4
  %brmerge.not.i.i.1 = fcmp uno double %_6.i.i.i.1, %_7.i.i.i.1
  br i1 %brmerge.not.i.i.1, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i"
  %_16.i.i = getelementptr inbounds nuw i8, ptr %dst, i64 8
  %_8.i.mux.i.i.1 = fcmp olt double %_6.i.i.i.1, %_7.i.i.i.1
  %..i17.i.1 = select i1 %_8.i.mux.i.i.1, ptr %_12.i.i, ptr %_14.i.i
  %8 = load i64, ptr %..i17.i.1, align 8, !alias.scope !743, !noalias !764
  store i64 %8, ptr %_16.i.i, align 8, !noalias !766
  tail call void @llvm.experimental.noalias.scope.decl(metadata !800)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !802)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !804), !noalias !775
  tail call void @llvm.experimental.noalias.scope.decl(metadata !806), !noalias !775
  %_6.i.i19.i.1 = load double, ptr %5, align 8, !alias.scope !808, !noalias !809, !noundef !4
  %_7.i.i20.i.1 = load double, ptr %6, align 8, !alias.scope !810, !noalias !811, !noundef !4
  %brmerge.not.i21.i.1 = fcmp uno double %_6.i.i19.i.1, %_7.i.i20.i.1
  br i1 %brmerge.not.i21.i.1, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.1"
  %is_l.i18.i.1 = xor i1 %_8.i.mux.i.i.1, true
  %count2.i.i.1 = zext i1 %is_l.i18.i.1 to i64
  %_14.i.i.1 = getelementptr inbounds nuw double, ptr %_14.i.i, i64 %count2.i.i.1
  %count.i.i.1 = zext i1 %_8.i.mux.i.i.1 to i64
  %_12.i.i.1 = getelementptr inbounds nuw double, ptr %_12.i.i, i64 %count.i.i.1
  %_8.i.mux.i22.i.1 = fcmp olt double %_6.i.i19.i.1, %_7.i.i20.i.1
  %..i.i.1 = select i1 %_8.i.mux.i22.i.1, ptr %6, ptr %5
  %is_l.i.i.1 = xor i1 %_8.i.mux.i22.i.1, true
  %9 = load i64, ptr %..i.i.1, align 8, !alias.scope !743, !noalias !785
  store i64 %9, ptr %7, align 8, !noalias !787
  %count.neg.i.i.1 = sext i1 %is_l.i.i.1 to i64
  %10 = getelementptr double, ptr %5, i64 %count.neg.i.i.1
  %count3.neg.i.i.1 = sext i1 %_8.i.mux.i22.i.1 to i64
  %11 = getelementptr double, ptr %6, i64 %count3.neg.i.i.1
  %12 = getelementptr inbounds nuw i8, ptr %dst, i64 40
  tail call void @llvm.experimental.noalias.scope.decl(metadata !812)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !814)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !816), !noalias !754
  tail call void @llvm.experimental.noalias.scope.decl(metadata !818), !noalias !754
  %_6.i.i.i.2 = load double, ptr %_12.i.i.1, align 8, !alias.scope !820, !noalias !821, !noundef !4
  %_7.i.i.i.2 = load double, ptr %_14.i.i.1, align 8, !alias.scope !822, !noalias !823, !noundef !4
  %brmerge.not.i.i.2 = fcmp uno double %_6.i.i.i.2, %_7.i.i.i.2
  br i1 %brmerge.not.i.i.2, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.1"
  %_16.i.i.1 = getelementptr inbounds nuw i8, ptr %dst, i64 16
  %_8.i.mux.i.i.2 = fcmp olt double %_6.i.i.i.2, %_7.i.i.i.2
  %..i17.i.2 = select i1 %_8.i.mux.i.i.2, ptr %_12.i.i.1, ptr %_14.i.i.1
  %13 = load i64, ptr %..i17.i.2, align 8, !alias.scope !743, !noalias !764
  store i64 %13, ptr %_16.i.i.1, align 8, !noalias !766
  tail call void @llvm.experimental.noalias.scope.decl(metadata !824)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !826)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !828), !noalias !775
  tail call void @llvm.experimental.noalias.scope.decl(metadata !830), !noalias !775
  %_6.i.i19.i.2 = load double, ptr %10, align 8, !alias.scope !832, !noalias !833, !noundef !4
  %_7.i.i20.i.2 = load double, ptr %11, align 8, !alias.scope !834, !noalias !835, !noundef !4
  %brmerge.not.i21.i.2 = fcmp uno double %_6.i.i19.i.2, %_7.i.i20.i.2
  br i1 %brmerge.not.i21.i.2, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.2"
  %is_l.i18.i.2 = xor i1 %_8.i.mux.i.i.2, true
  %count2.i.i.2 = zext i1 %is_l.i18.i.2 to i64
  %_14.i.i.2 = getelementptr inbounds nuw double, ptr %_14.i.i.1, i64 %count2.i.i.2
  %count.i.i.2 = zext i1 %_8.i.mux.i.i.2 to i64
  %_12.i.i.2 = getelementptr inbounds nuw double, ptr %_12.i.i.1, i64 %count.i.i.2
  %_8.i.mux.i22.i.2 = fcmp olt double %_6.i.i19.i.2, %_7.i.i20.i.2
  %..i.i.2 = select i1 %_8.i.mux.i22.i.2, ptr %11, ptr %10
  %is_l.i.i.2 = xor i1 %_8.i.mux.i22.i.2, true
  %14 = load i64, ptr %..i.i.2, align 8, !alias.scope !743, !noalias !785
  store i64 %14, ptr %12, align 8, !noalias !787
  %count.neg.i.i.2 = sext i1 %is_l.i.i.2 to i64
  %15 = getelementptr double, ptr %10, i64 %count.neg.i.i.2
  %count3.neg.i.i.2 = sext i1 %_8.i.mux.i22.i.2 to i64
  %16 = getelementptr double, ptr %11, i64 %count3.neg.i.i.2
  %17 = getelementptr inbounds nuw i8, ptr %dst, i64 32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !836)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !838)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !840), !noalias !754
  tail call void @llvm.experimental.noalias.scope.decl(metadata !842), !noalias !754
  %_6.i.i.i.3 = load double, ptr %_12.i.i.2, align 8, !alias.scope !844, !noalias !845, !noundef !4
  %_7.i.i.i.3 = load double, ptr %_14.i.i.2, align 8, !alias.scope !846, !noalias !847, !noundef !4
  %brmerge.not.i.i.3 = fcmp uno double %_6.i.i.i.3, %_7.i.i.i.3
  br i1 %brmerge.not.i.i.3, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.2"
  %_16.i.i.2 = getelementptr inbounds nuw i8, ptr %dst, i64 24
  %_8.i.mux.i.i.3 = fcmp olt double %_6.i.i.i.3, %_7.i.i.i.3
  %..i17.i.3 = select i1 %_8.i.mux.i.i.3, ptr %_12.i.i.2, ptr %_14.i.i.2
  %18 = load i64, ptr %..i17.i.3, align 8, !alias.scope !743, !noalias !764
  store i64 %18, ptr %_16.i.i.2, align 8, !noalias !766
  tail call void @llvm.experimental.noalias.scope.decl(metadata !848)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !850)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !852), !noalias !775
  tail call void @llvm.experimental.noalias.scope.decl(metadata !854), !noalias !775
  %_6.i.i19.i.3 = load double, ptr %15, align 8, !alias.scope !856, !noalias !857, !noundef !4
  %_7.i.i20.i.3 = load double, ptr %16, align 8, !alias.scope !858, !noalias !859, !noundef !4
  %brmerge.not.i21.i.3 = fcmp uno double %_6.i.i19.i.3, %_7.i.i20.i.3
  br i1 %brmerge.not.i21.i.3, label %bb6.i.i23.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.3"
  %is_l.i18.i.3 = xor i1 %_8.i.mux.i.i.3, true
  %count2.i.i.3 = zext i1 %is_l.i18.i.3 to i64
  %_14.i.i.3 = getelementptr inbounds nuw double, ptr %_14.i.i.2, i64 %count2.i.i.3
  %count.i.i.3 = zext i1 %_8.i.mux.i.i.3 to i64
  %_12.i.i.3 = getelementptr inbounds nuw double, ptr %_12.i.i.2, i64 %count.i.i.3
  %_8.i.mux.i22.i.3 = fcmp olt double %_6.i.i19.i.3, %_7.i.i20.i.3
  %..i.i.3 = select i1 %_8.i.mux.i22.i.3, ptr %16, ptr %15
  %is_l.i.i.3 = xor i1 %_8.i.mux.i22.i.3, true
  %19 = load i64, ptr %..i.i.3, align 8, !alias.scope !743, !noalias !785
  store i64 %19, ptr %17, align 8, !noalias !787
  %count.neg.i.i.3 = sext i1 %is_l.i.i.3 to i64
  %20 = getelementptr double, ptr %15, i64 %count.neg.i.i.3
  %count3.neg.i.i.3 = sext i1 %_8.i.mux.i22.i.3 to i64
  %21 = getelementptr double, ptr %16, i64 %count3.neg.i.i.3
  %22 = getelementptr i8, ptr %21, i64 8
  %23 = getelementptr i8, ptr %20, i64 8
  %_31.i = icmp ne ptr %_14.i.i.3, %22
  %_32.i = icmp ne ptr %_12.i.i.3, %23
  %or.cond.i = select i1 %_31.i, i1 true, i1 %_32.i, !prof !860
  br i1 %or.cond.i, label %bb13.i, label %_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E.exit, !prof !860

bb13.i:                                           ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.3"
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  tail call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #22, !noalias !743
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
  br i1 %or.cond.i.i.i, label %bb3.i.i, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, !prof !331

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i: ; preds = %bb4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !861
; call __rustc::__rust_alloc
  %0 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0.i.i.i, i64 noundef range(i64 1, 9) 8) #19, !noalias !861
  %1 = icmp eq ptr %0, null
  br i1 %1, label %bb3.i.i, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit"

bb3.i.i:                                          ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i, %bb4
  %_4.sroa.4.0.ph.i.i = phi i64 [ 8, %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i ], [ 0, %bb4 ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_4.sroa.4.0.ph.i.i, i64 %_33.0.i.i.i) #20, !noalias !866
  unreachable

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E.exit": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i
  %eager_sort = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  tail call fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %0, i64 noundef %..i6, i1 noundef zeroext %eager_sort) #19
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %0, i64 noundef %_33.0.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #19, !noalias !867
  br label %bb10

bb10.critedge:                                    ; preds = %start
  %eager_sort.c = icmp samesign ult i64 %v.1, 65
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.0, i64 noundef %v.1, ptr noalias noundef nonnull align 8 %stack_buf, i64 noundef 512, i1 noundef zeroext %eager_sort.c) #19
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
  %1 = tail call noundef i64 @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6stable5drift11sqrt_approx(i64 noundef %v.1) #19
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
  %scan_idx.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %36, %bb19 ]
  %stack_len.sroa.0.0 = phi i64 [ 0, %bb5 ], [ %35, %bb19 ]
  %_22 = icmp ult i64 %scan_idx.sroa.0.0, %v.1
  br i1 %_22, label %bb30, label %bb10

bb10:                                             ; preds = %bb6, %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit
  %desired_depth.sroa.0.0 = phi i8 [ %17, %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit ], [ 0, %bb6 ]
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !876)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !879)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !881), !noalias !884
  tail call void @llvm.experimental.noalias.scope.decl(metadata !887), !noalias !884
  %_6.i.i65 = load double, ptr %_28.i.i, align 8, !alias.scope !889, !noalias !890, !noundef !4
  %_7.i.i66 = load double, ptr %_81, align 8, !alias.scope !891, !noalias !892, !noundef !4
  %brmerge.not.i67 = fcmp uno double %_6.i.i65, %_7.i.i66
  br i1 %brmerge.not.i67, label %bb6.i.i69, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit70", !prof !658

bb6.i.i69:                                        ; preds = %bb2.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !893
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !894)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !897), !noalias !884
  %_6.i.i59 = load double, ptr %_40.i.i, align 8, !alias.scope !900, !noalias !901, !noundef !4
  %brmerge.not.i61 = fcmp uno double %_6.i.i59, %_7.i.i60
  br i1 %brmerge.not.i61, label %bb6.i.i63, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit64", !prof !658

bb6.i.i63:                                        ; preds = %bb12.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !904
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !905)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !908), !noalias !884
  %_6.i.i = load double, ptr %_34.i.i, align 8, !alias.scope !911, !noalias !912, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %_7.i.i57
  br i1 %brmerge.not.i, label %bb6.i.i58, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !658

bb6.i.i58:                                        ; preds = %bb5.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !915
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
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %_81, i64 noundef %..i55, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #21
  %_35.i43 = shl nuw nsw i64 %..i55, 1
  %_34.i44 = or disjoint i64 %_35.i43, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit

bb5.i35.loopexit.unr-lcssa:                       ; preds = %bb6.i.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb5.i35, label %bb6.i.i.epil.preheader

bb6.i.i.epil.preheader:                           ; preds = %bb5.i35.loopexit.unr-lcssa, %bb5.preheader.i.i
  %i.sroa.0.018.i.i.epil.init = phi i64 [ 0, %bb5.preheader.i.i ], [ %15, %bb5.i35.loopexit.unr-lcssa ]
  %lcmp.mod7 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod7)
  %4 = xor i64 %i.sroa.0.018.i.i.epil.init, -1
  %x.i.i.epil = getelementptr inbounds nuw double, ptr %_81, i64 %i.sroa.0.018.i.i.epil.init
  %y.i.i.epil = getelementptr double, ptr %end.i, i64 %4
  %5 = load double, ptr %x.i.i.epil, align 8, !alias.scope !916, !noalias !921, !noundef !4
  %6 = load i64, ptr %y.i.i.epil, align 8, !alias.scope !924, !noalias !925
  store i64 %6, ptr %x.i.i.epil, align 8, !alias.scope !916, !noalias !921
  store double %5, ptr %y.i.i.epil, align 8, !alias.scope !924, !noalias !925
  br label %bb5.i35

bb5.i35:                                          ; preds = %bb6.i.i.epil.preheader, %bb5.i35.loopexit.unr-lcssa, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread, %bb1.i, %bb14.i, %bb3.i
  %_0.sroa.0.0.i.i7679 = phi i64 [ %new_len, %bb1.i ], [ %_0.sroa.0.0.i.i, %bb3.i ], [ %_0.sroa.0.0.i.i, %bb14.i ], [ 2, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread ], [ %_0.sroa.0.0.i.i113121125, %bb5.i35.loopexit.unr-lcssa ], [ %_0.sroa.0.0.i.i113121125, %bb6.i.i.epil.preheader ]
  %_27.i36 = shl nuw nsw i64 %_0.sroa.0.0.i.i7679, 1
  %_26.i = or disjoint i64 %_27.i36, 1
  br label %_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE.exit

bb14.i:                                           ; preds = %bb3.i
  %half_len1.i = lshr i64 %_0.sroa.0.0.i.i, 1
  tail call void @llvm.experimental.noalias.scope.decl(metadata !926), !noalias !927
  tail call void @llvm.experimental.noalias.scope.decl(metadata !928), !noalias !927
  %_917.not.i.i = icmp eq i64 %half_len1.i, 0
  br i1 %_917.not.i.i, label %bb5.i35, label %bb5.preheader.i.i

bb5.preheader.i.i:                                ; preds = %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115, %bb14.i
  %half_len1.i126 = phi i64 [ %half_len1.i, %bb14.i ], [ 1, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115 ]
  %_0.sroa.0.0.i.i113121125 = phi i64 [ %_0.sroa.0.0.i.i, %bb14.i ], [ 2, %_ZN4core5slice4sort6shared17find_existing_run17h2184e9f1b4234bf8E.exit.i.thread115 ]
  %end.i = getelementptr inbounds nuw double, ptr %_81, i64 %_0.sroa.0.0.i.i113121125
  %xtraiter = and i64 %half_len1.i126, 1
  %7 = icmp eq i64 %half_len1.i126, 1
  br i1 %7, label %bb6.i.i.epil.preheader, label %bb5.preheader.i.i.new

bb5.preheader.i.i.new:                            ; preds = %bb5.preheader.i.i
  %unroll_iter = and i64 %half_len1.i126, 9223372036854775806
  br label %bb6.i.i

bb6.i.i:                                          ; preds = %bb6.i.i, %bb5.preheader.i.i.new
  %i.sroa.0.018.i.i = phi i64 [ 0, %bb5.preheader.i.i.new ], [ %15, %bb6.i.i ]
  %niter = phi i64 [ 0, %bb5.preheader.i.i.new ], [ %niter.next.1, %bb6.i.i ]
  %8 = xor i64 %i.sroa.0.018.i.i, -1
  %x.i.i = getelementptr inbounds nuw double, ptr %_81, i64 %i.sroa.0.018.i.i
  %y.i.i = getelementptr double, ptr %end.i, i64 %8
  %9 = load double, ptr %x.i.i, align 8, !alias.scope !916, !noalias !921, !noundef !4
  %10 = load i64, ptr %y.i.i, align 8, !alias.scope !924, !noalias !925
  store i64 %10, ptr %x.i.i, align 8, !alias.scope !916, !noalias !921
  store double %9, ptr %y.i.i, align 8, !alias.scope !924, !noalias !925
  %11 = xor i64 %i.sroa.0.018.i.i, -2
  %12 = getelementptr inbounds nuw double, ptr %_81, i64 %i.sroa.0.018.i.i
  %x.i.i.1 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %y.i.i.1 = getelementptr double, ptr %end.i, i64 %11
  %13 = load double, ptr %x.i.i.1, align 8, !alias.scope !916, !noalias !921, !noundef !4
  %14 = load i64, ptr %y.i.i.1, align 8, !alias.scope !924, !noalias !925
  store i64 %14, ptr %x.i.i.1, align 8, !alias.scope !916, !noalias !921
  store double %13, ptr %y.i.i.1, align 8, !alias.scope !924, !noalias !925
  %15 = add nuw nsw i64 %i.sroa.0.018.i.i, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %bb5.i35.loopexit.unr-lcssa, label %bb6.i.i

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
  %16 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %self3, i1 false)
  %17 = trunc nuw nsw i64 %16 to i8
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
  %18 = or i64 %left9, %prev_run.sroa.0.196
  %19 = and i64 %18, 1
  %20 = icmp ne i64 %19, 0
  %or.cond2.i = or i1 %can_fit_in_scratch.i, %20
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
  %21 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i, i1 true)
  %22 = trunc nuw nsw i64 %21 to i32
  %log.i = shl nuw nsw i32 %22, 1
  %limit.i = xor i32 %log.i, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %_96, i64 noundef range(i64 0, 1152921504606846976) %_50, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #21
  br label %bb8.i

bb11.i:                                           ; preds = %bb20.i, %bb8.i
  tail call void @llvm.experimental.noalias.scope.decl(metadata !929)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !932)
  %23 = icmp eq i64 %_50, 0
  %_6.i = icmp eq i64 %_51, 0
  %or.cond.i = or i1 %_6.i, %23
  br i1 %or.cond.i, label %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit, label %bb2.i

bb2.i:                                            ; preds = %bb11.i
  %..i.i = tail call i64 @llvm.umin.i64(i64 %_51, i64 range(i64 0, -9223372036854775808) %_50)
  %_7.i = icmp samesign ult i64 %scratch.1, %..i.i
  br i1 %_7.i, label %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit, label %bb5.i45

bb5.i45:                                          ; preds = %bb2.i
  %v_mid.i = getelementptr inbounds nuw double, ptr %_96, i64 %_50
  %left_is_shorter.not.i = icmp samesign ugt i64 %_50, %_51
  %spec.select.i = select i1 %left_is_shorter.not.i, ptr %v_mid.i, ptr %_96
  %24 = shl nuw nsw i64 %..i.i, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %scratch.0, ptr nonnull align 8 %spec.select.i, i64 %24, i1 false), !alias.scope !934
  %_21.i = getelementptr inbounds nuw i8, ptr %scratch.0, i64 %24
  br i1 %left_is_shorter.not.i, label %bb1.i.i, label %bb3.i.i

bb1.i.i:                                          ; preds = %bb5.i45, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i"
  %_219.i.i = phi ptr [ %_21.i.i48, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %_21.i, %bb5.i45 ]
  %_187.i.i = phi ptr [ %_18.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %v_mid.i, %bb5.i45 ]
  %out.sroa.0.0.i.i = phi ptr [ %27, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i" ], [ %v_end.i, %bb5.i45 ]
  %25 = getelementptr inbounds i8, ptr %_187.i.i, i64 -8
  %26 = getelementptr inbounds i8, ptr %_219.i.i, i64 -8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !935)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !938)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !940)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !943)
  %_6.i.i.i.i = load double, ptr %26, align 8, !alias.scope !945, !noalias !946, !noundef !4
  %_7.i.i.i.i = load double, ptr %25, align 8, !alias.scope !949, !noalias !950, !noundef !4
  %brmerge.not.i.i.i = fcmp uno double %_6.i.i.i.i, %_7.i.i.i.i
  br i1 %brmerge.not.i.i.i, label %bb6.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i", !prof !658

bb6.i.i.i.i:                                      ; preds = %bb1.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !951
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i": ; preds = %bb1.i.i
  %27 = getelementptr inbounds i8, ptr %out.sroa.0.0.i.i, i64 -8
  %_8.i.mux.i.i.i = fcmp olt double %_6.i.i.i.i, %_7.i.i.i.i
  %..i11.i = select i1 %_8.i.mux.i.i.i, ptr %25, ptr %26
  %28 = load i64, ptr %..i11.i, align 8, !alias.scope !934, !noalias !952
  store i64 %28, ptr %27, align 8, !alias.scope !929, !noalias !953
  %_20.i.i = xor i1 %_8.i.mux.i.i.i, true
  %count.i.i = zext i1 %_20.i.i to i64
  %_18.i.i = getelementptr inbounds nuw double, ptr %25, i64 %count.i.i
  %count4.i.i = zext i1 %_8.i.mux.i.i.i to i64
  %_21.i.i48 = getelementptr inbounds nuw double, ptr %26, i64 %count4.i.i
  %_23.i.i = icmp eq ptr %_18.i.i, %_96
  %_26.i.i = icmp eq ptr %_21.i.i48, %scratch.0
  %or.cond.i.i = select i1 %_23.i.i, i1 true, i1 %_26.i.i
  br i1 %or.cond.i.i, label %bb16.i47, label %bb1.i.i

bb3.i.i:                                          ; preds = %bb5.i45, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i"
  %_2511.i.i = phi ptr [ %_25.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ], [ %_96, %bb5.i45 ]
  %right.sroa.0.010.i.i = phi ptr [ %_23.i20.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ], [ %v_mid.i, %bb5.i45 ]
  %_2059.i.i = phi ptr [ %_20.i19.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i" ], [ %scratch.0, %bb5.i45 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !954)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !957)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !959)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !962)
  %_6.i.i.i13.i = load double, ptr %right.sroa.0.010.i.i, align 8, !alias.scope !964, !noalias !965, !noundef !4
  %_7.i.i.i14.i = load double, ptr %_2059.i.i, align 8, !alias.scope !968, !noalias !969, !noundef !4
  %brmerge.not.i.i15.i = fcmp uno double %_6.i.i.i13.i, %_7.i.i.i14.i
  br i1 %brmerge.not.i.i15.i, label %bb6.i.i.i22.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i", !prof !658

bb6.i.i.i22.i:                                    ; preds = %bb3.i.i
; call core::option::unwrap_failed
  tail call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !970
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i16.i": ; preds = %bb3.i.i
  %_8.i.mux.i.i17.i = fcmp olt double %_6.i.i.i13.i, %_7.i.i.i14.i
  %consume_left.i.i = xor i1 %_8.i.mux.i.i17.i, true
  %src.sroa.0.0.i.i = select i1 %_8.i.mux.i.i17.i, ptr %right.sroa.0.010.i.i, ptr %_2059.i.i
  %29 = load i64, ptr %src.sroa.0.0.i.i, align 8, !alias.scope !934, !noalias !971
  store i64 %29, ptr %_2511.i.i, align 8, !alias.scope !929, !noalias !972
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
  %30 = ptrtoint ptr %merge_state.sroa.6.0.i to i64
  %31 = ptrtoint ptr %merge_state.sroa.0.0.i to i64
  %32 = sub nuw i64 %30, %31
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %merge_state.sroa.11.0.i, ptr align 8 %merge_state.sroa.0.0.i, i64 %32, i1 false), !alias.scope !934, !noalias !973
  br label %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit

_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit: ; preds = %bb11.i, %bb2.i, %bb16.i47
  %_35.i = shl nuw nsw i64 %merged_len, 1
  %_34.i = or disjoint i64 %_35.i, 1
  br label %_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit

bb20.i:                                           ; preds = %bb8.i
  %_33.i = getelementptr inbounds nuw double, ptr %_96, i64 %_50
  %self.i49 = or i64 %_51, 1
  %33 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i49, i1 true)
  %34 = trunc nuw nsw i64 %33 to i32
  %log.i50 = shl nuw nsw i32 %34, 1
  %limit.i51 = xor i32 %log.i50, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %_33.i, i64 noundef range(i64 0, 1152921504606846976) %_51, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i51, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #21
  br label %bb11.i

_ZN4core5slice4sort6stable5drift13logical_merge17hdaaf290b68a0c8e0E.exit: ; preds = %bb13.i, %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit
  %_0.sroa.0.0.i = phi i64 [ %_34.i, %_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E.exit ], [ %_36.i, %bb13.i ]
  %_37 = icmp ugt i64 %count, 1
  br i1 %_37, label %bb12, label %bb17

bb19:                                             ; preds = %bb17
  %35 = add i64 %stack_len.sroa.0.1.lcssa, 1
  %_65 = lshr i64 %next_run.sroa.0.0, 1
  %36 = add nuw i64 %_65, %scan_idx.sroa.0.0
  br label %bb6

bb18:                                             ; preds = %bb17
  %_97 = and i64 %prev_run.sroa.0.1.lcssa, 1
  %.not = icmp eq i64 %_97, 0
  br i1 %.not, label %bb21, label %bb22

bb21:                                             ; preds = %bb18
  %self.i52 = or i64 %v.1, 1
  %37 = tail call range(i64 4, 64) i64 @llvm.ctlz.i64(i64 %self.i52, i1 true)
  %38 = trunc nuw nsw i64 %37 to i32
  %log.i53 = shl nuw nsw i32 %38, 1
  %limit.i54 = xor i32 %log.i53, 126
; call core::slice::sort::stable::quicksort::quicksort
  tail call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %v.0, i64 noundef range(i64 0, 1152921504606846976) %v.1, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef range(i64 0, 1152921504606846976) %scratch.1, i32 noundef %limit.i54, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) null) #21
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
  call void @llvm.experimental.noalias.scope.decl(metadata !978)
  call void @llvm.experimental.noalias.scope.decl(metadata !981)
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
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa192, ptr noundef nonnull align 8 %scratch.0, ptr noundef %_16.i) #19
  %_18.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %_19.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_29.i
  %_20.i = getelementptr inbounds nuw i8, ptr %_16.i, i64 64
; call core::slice::sort::shared::smallsort::sort8_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort8_stable17h416aabd5c7635156E(ptr noundef %_18.i, ptr noundef %_19.i, ptr noundef %_20.i) #19
  br label %bb15.i

bb10.i:                                           ; preds = %bb9.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef nonnull align 8 %v.sroa.0.0.ph.lcssa192, ptr noundef nonnull align 8 %scratch.0) #19
  %_27.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %_28.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_29.i
; call core::slice::sort::shared::smallsort::sort4_stable
  call fastcc void @_ZN4core5slice4sort6shared9smallsort12sort4_stable17h695437621850c303E(ptr noundef %_27.i, ptr noundef %_28.i) #19
  br label %bb15.i

bb33.i:                                           ; preds = %bb9.i
  %6 = load i64, ptr %v.sroa.0.0.ph.lcssa192, align 8, !alias.scope !978, !noalias !983
  store i64 %6, ptr %scratch.0, align 8, !alias.scope !981, !noalias !985
  %_31.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %len_div_29.i
  %dst.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %len_div_29.i
  %7 = load i64, ptr %_31.i, align 8, !alias.scope !978, !noalias !983
  store i64 %7, ptr %dst.i, align 8, !alias.scope !981, !noalias !985
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
  %9 = load i64, ptr %_49.1.i, align 8, !alias.scope !978, !noalias !983
  store i64 %9, ptr %dst5.1.i, align 8, !alias.scope !981, !noalias !985
  %10 = getelementptr inbounds i8, ptr %dst5.1.i, i64 -8
  %_6.i.i.i10.cast.1.i = bitcast i64 %9 to double
  %_7.i.i.i11.1.i = load double, ptr %10, align 8, !alias.scope !986, !noalias !991, !noundef !4
  %brmerge.not.i.i12.1.i = fcmp uno double %_7.i.i.i11.1.i, %_6.i.i.i10.cast.1.i
  br i1 %brmerge.not.i.i12.1.i, label %bb6.i.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i": ; preds = %bb38.1.i
  %_8.i.mux.i.i14.1.i = fcmp ogt double %_7.i.i.i11.1.i, %_6.i.i.i10.cast.1.i
  br i1 %_8.i.mux.i.i14.1.i, label %bb4.i.1.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i

bb4.i.1.i:                                        ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i"
  %.in.i.1.i = phi double [ %_7.i.i2.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %_7.i.i.i11.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i" ]
  %gap_guard.sroa.4.0.i.1.i = phi ptr [ %sift.sroa.0.0.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %dst5.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i" ]
  %sift.sroa.0.0.i.1.i = phi ptr [ %11, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %10, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i" ]
  store double %.in.i.1.i, ptr %gap_guard.sroa.4.0.i.1.i, align 8, !alias.scope !981, !noalias !985
  %_18.i.1.i = icmp eq ptr %sift.sroa.0.0.i.1.i, %dst4.1.i
  br i1 %_18.i.1.i, label %bb10.i.1.i, label %bb6.i.1.i

bb6.i.1.i:                                        ; preds = %bb4.i.1.i
  %11 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.1.i, i64 -8
  %_7.i.i2.i.1.i = load double, ptr %11, align 8, !alias.scope !994, !noalias !999, !noundef !4
  %brmerge.not.i3.i.1.i = fcmp uno double %_7.i.i2.i.1.i, %_6.i.i.i10.cast.1.i
  br i1 %brmerge.not.i3.i.1.i, label %bb6.i.i5.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i", !prof !658

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i": ; preds = %bb6.i.1.i
  %_8.i.mux.i4.i.1.i = fcmp ogt double %_7.i.i2.i.1.i, %_6.i.i.i10.cast.1.i
  br i1 %_8.i.mux.i4.i.1.i, label %bb4.i.1.i, label %bb10.i.1.i

bb10.i.1.i:                                       ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i", %bb4.i.1.i
  %sift.sroa.0.0.i.lcssa.1.i = phi ptr [ %sift.sroa.0.0.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.1.i" ], [ %dst4.1.i, %bb4.i.1.i ]
  store i64 %9, ptr %sift.sroa.0.0.i.lcssa.1.i, align 8, !alias.scope !981, !noalias !1002
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i: ; preds = %bb10.i.1.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.1.i"
  %exitcond.1.not.i = icmp eq i64 %_78.1.i, %8
  br i1 %exitcond.1.not.i, label %bb16.loopexit.1.i, label %bb38.1.i

bb16.loopexit.1.i:                                ; preds = %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.1.i, %bb16.loopexit.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1007)
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
  call void @llvm.experimental.noalias.scope.decl(metadata !1010)
  call void @llvm.experimental.noalias.scope.decl(metadata !1013)
  call void @llvm.experimental.noalias.scope.decl(metadata !1015), !noalias !1018
  call void @llvm.experimental.noalias.scope.decl(metadata !1021), !noalias !1018
  %_6.i.i.i.i = load double, ptr %right.sroa.0.039.i.i, align 8, !alias.scope !1023, !noalias !1024, !noundef !4
  %_7.i.i.i.i = load double, ptr %left.sroa.0.040.i.i, align 8, !alias.scope !1025, !noalias !1026, !noundef !4
  %brmerge.not.i.i.i = fcmp uno double %_6.i.i.i.i, %_7.i.i.i.i
  br i1 %brmerge.not.i.i.i, label %bb6.i.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i", !prof !658

bb6.i.i.i.i:                                      ; preds = %bb15.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1027
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i": ; preds = %bb15.i.i
  %_8.i.mux.i.i.i = fcmp olt double %_6.i.i.i.i, %_7.i.i.i.i
  %..i17.i.i = select i1 %_8.i.mux.i.i.i, ptr %right.sroa.0.039.i.i, ptr %left.sroa.0.040.i.i
  %17 = load i64, ptr %..i17.i.i, align 8, !alias.scope !1028, !noalias !1029
  store i64 %17, ptr %dst.sroa.0.042.i.i, align 8, !alias.scope !978, !noalias !1031
  call void @llvm.experimental.noalias.scope.decl(metadata !1032)
  call void @llvm.experimental.noalias.scope.decl(metadata !1035)
  call void @llvm.experimental.noalias.scope.decl(metadata !1037), !noalias !1040
  call void @llvm.experimental.noalias.scope.decl(metadata !1043), !noalias !1040
  %_6.i.i19.i.i = load double, ptr %right_rev.sroa.0.037.i.i, align 8, !alias.scope !1045, !noalias !1046, !noundef !4
  %_7.i.i20.i.i = load double, ptr %left_rev.sroa.0.038.i.i, align 8, !alias.scope !1047, !noalias !1048, !noundef !4
  %brmerge.not.i21.i.i = fcmp uno double %_6.i.i19.i.i, %_7.i.i20.i.i
  br i1 %brmerge.not.i21.i.i, label %bb6.i.i23.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit24.i.i", !prof !658

bb6.i.i23.i.i:                                    ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1049
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
  %18 = load i64, ptr %..i.i.i, align 8, !alias.scope !1028, !noalias !1050
  store i64 %18, ptr %dst_rev.sroa.0.036.i.i, align 8, !alias.scope !978, !noalias !1052
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
  %22 = load i64, ptr %left.sroa.0.0.right.sroa.0.0.i.i, align 8, !alias.scope !1028, !noalias !985
  store i64 %22, ptr %_16.i.i.i, align 8, !alias.scope !978, !noalias !1053
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
  %or.cond.i.i = select i1 %_31.i.i, i1 true, i1 %_32.i.i, !prof !860
  br i1 %or.cond.i.i, label %bb13.i.i, label %bb22, !prof !860

bb13.i.i:                                         ; preds = %bb9.i.i
; call core::slice::sort::shared::smallsort::panic_on_ord_violation
  call void @_RNvNtNtNtNtCsgEmfK2I1SDS_4core5slice4sort6shared9smallsort22panic_on_ord_violation() #22, !noalias !1054
  unreachable

bb38.i:                                           ; preds = %bb15.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i
  %iter1.sroa.0.022.i = phi i64 [ %_78.i, %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i ], [ %presorted_len.sroa.0.0.i, %bb15.i ]
  %_78.i = add i64 %iter1.sroa.0.022.i, 1
  %_49.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph.lcssa192, i64 %iter1.sroa.0.022.i
  %dst5.i = getelementptr inbounds nuw double, ptr %scratch.0, i64 %iter1.sroa.0.022.i
  %23 = load i64, ptr %_49.i, align 8, !alias.scope !978, !noalias !983
  store i64 %23, ptr %dst5.i, align 8, !alias.scope !981, !noalias !985
  %24 = getelementptr inbounds i8, ptr %dst5.i, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !1055)
  call void @llvm.experimental.noalias.scope.decl(metadata !1057)
  %_6.i.i.i10.cast.i = bitcast i64 %23 to double
  %_7.i.i.i11.i = load double, ptr %24, align 8, !alias.scope !1059, !noalias !991, !noundef !4
  %brmerge.not.i.i12.i = fcmp uno double %_7.i.i.i11.i, %_6.i.i.i10.cast.i
  br i1 %brmerge.not.i.i12.i, label %bb6.i.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i", !prof !658

bb6.i.i.i15.i:                                    ; preds = %bb38.i, %bb38.1.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1060
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i": ; preds = %bb38.i
  %_8.i.mux.i.i14.i = fcmp ogt double %_7.i.i.i11.i, %_6.i.i.i10.cast.i
  br i1 %_8.i.mux.i.i14.i, label %bb4.i.i, label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i

bb4.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i", %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i"
  %.in.i.i = phi double [ %_7.i.i2.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %_7.i.i.i11.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i" ]
  %gap_guard.sroa.4.0.i.i = phi ptr [ %sift.sroa.0.0.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %dst5.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i" ]
  %sift.sroa.0.0.i.i = phi ptr [ %25, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %24, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i" ]
  store double %.in.i.i, ptr %gap_guard.sroa.4.0.i.i, align 8, !alias.scope !981, !noalias !985
  %_18.i.i = icmp eq ptr %sift.sroa.0.0.i.i, %scratch.0
  br i1 %_18.i.i, label %bb10.i.i, label %bb6.i.i

bb6.i.i:                                          ; preds = %bb4.i.i
  %25 = getelementptr inbounds i8, ptr %sift.sroa.0.0.i.i, i64 -8
  call void @llvm.experimental.noalias.scope.decl(metadata !1061)
  call void @llvm.experimental.noalias.scope.decl(metadata !1063)
  %_7.i.i2.i.i = load double, ptr %25, align 8, !alias.scope !1065, !noalias !999, !noundef !4
  %brmerge.not.i3.i.i = fcmp uno double %_7.i.i2.i.i, %_6.i.i.i10.cast.i
  br i1 %brmerge.not.i3.i.i, label %bb6.i.i5.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i", !prof !658

bb6.i.i5.i.i:                                     ; preds = %bb6.i.i, %bb6.i.1.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1066
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i": ; preds = %bb6.i.i
  %_8.i.mux.i4.i.i = fcmp ogt double %_7.i.i2.i.i, %_6.i.i.i10.cast.i
  br i1 %_8.i.mux.i4.i.i, label %bb4.i.i, label %bb10.i.i

bb10.i.i:                                         ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i", %bb4.i.i
  %sift.sroa.0.0.i.lcssa.i = phi ptr [ %sift.sroa.0.0.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit6.i.i" ], [ %scratch.0, %bb4.i.i ]
  store i64 %23, ptr %sift.sroa.0.0.i.lcssa.i, align 8, !alias.scope !981, !noalias !1002
  br label %_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i

_ZN4core5slice4sort6shared9smallsort11insert_tail17h55472f63ea6b61c6E.exit.i: ; preds = %bb10.i.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i13.i"
  %exitcond.not.i = icmp eq i64 %_78.i, %len_div_29.i
  br i1 %exitcond.not.i, label %bb16.loopexit.i, label %bb38.i

bb6:                                              ; preds = %bb5
; call core::slice::sort::stable::drift::sort
  call fastcc void @_ZN4core5slice4sort6stable5drift4sort17ha0a62dcb62f76179E(ptr noalias noundef nonnull align 8 %v.sroa.0.0.ph203, i64 noundef %v.sroa.16.0195, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i1 noundef zeroext true) #19
  br label %bb22

bb7:                                              ; preds = %bb5
  %26 = add nsw i32 %limit.sroa.0.0194, -1
  call void @llvm.experimental.noalias.scope.decl(metadata !1067)
  %len_div_84.i = lshr i64 %v.sroa.16.0195, 3
  %b.idx.i = shl nuw nsw i64 %len_div_84.i, 5
  %b.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph203, i64 %b.idx.i
  %c.idx.i = mul nuw nsw i64 %len_div_84.i, 56
  %c.i = getelementptr inbounds nuw i8, ptr %v.sroa.0.0.ph203, i64 %c.idx.i
  %_12.i = icmp samesign ult i64 %v.sroa.16.0195, 64
  br i1 %_12.i, label %bb3.i24, label %bb5.i

bb5.i:                                            ; preds = %bb7
; call core::slice::sort::shared::pivot::median3_rec
  %self.i = call fastcc noundef ptr @_ZN4core5slice4sort6shared5pivot11median3_rec17hf268017ae23ba47eE(ptr noundef nonnull readonly align 8 %v.sroa.0.0.ph203, ptr noundef readonly %b.i, ptr noundef readonly %c.i, i64 noundef %len_div_84.i) #19
  br label %bb10

bb3.i24:                                          ; preds = %bb7
  call void @llvm.experimental.noalias.scope.decl(metadata !1070)
  call void @llvm.experimental.noalias.scope.decl(metadata !1073)
  call void @llvm.experimental.noalias.scope.decl(metadata !1075), !noalias !1078
  call void @llvm.experimental.noalias.scope.decl(metadata !1081), !noalias !1078
  %_6.i.i.i = load double, ptr %v.sroa.0.0.ph203, align 8, !alias.scope !1083, !noalias !1084, !noundef !4
  %_7.i.i.i = load double, ptr %b.i, align 8, !alias.scope !1086, !noalias !1087, !noundef !4
  %brmerge.not.i.i = fcmp uno double %_6.i.i.i, %_7.i.i.i
  br i1 %brmerge.not.i.i, label %bb6.i.i.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i", !prof !658

bb6.i.i.i:                                        ; preds = %bb3.i24
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1088
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i": ; preds = %bb3.i24
  %_8.i.mux.i.i = fcmp olt double %_6.i.i.i, %_7.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !1089)
  call void @llvm.experimental.noalias.scope.decl(metadata !1092)
  %_7.i.i6.i = load double, ptr %c.i, align 8, !alias.scope !1095, !noalias !1096, !noundef !4
  %brmerge.not.i7.i = fcmp uno double %_6.i.i.i, %_7.i.i6.i
  br i1 %brmerge.not.i7.i, label %bb6.i.i9.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i", !prof !658

bb6.i.i9.i:                                       ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1099
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i"
  %_8.i.mux.i8.i = fcmp olt double %_6.i.i.i, %_7.i.i6.i
  %27 = xor i1 %_8.i.mux.i.i, %_8.i.mux.i8.i
  br i1 %27, label %bb10, label %bb3.i.i

bb3.i.i:                                          ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit10.i"
  %brmerge.not.i13.i = fcmp uno double %_7.i.i.i, %_7.i.i6.i
  br i1 %brmerge.not.i13.i, label %bb6.i.i15.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit16.i", !prof !658

bb6.i.i15.i:                                      ; preds = %bb3.i.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1100
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
  call void @llvm.experimental.noalias.scope.decl(metadata !1107)
  call void @llvm.experimental.noalias.scope.decl(metadata !1110)
  %_6.i.i = load double, ptr %left_ancestor_pivot.sroa.0.0.ph200, align 8, !alias.scope !1113, !noalias !1114, !noundef !4
  %brmerge.not.i = fcmp uno double %_6.i.i, %30
  br i1 %brmerge.not.i, label %bb6.i.i25, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", !prof !658

bb6.i.i25:                                        ; preds = %bb12
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1117
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit": ; preds = %bb12
  %_8.i.mux.i = fcmp olt double %_6.i.i, %30
  br i1 %_8.i.mux.i, label %bb14, label %bb17

bb14:                                             ; preds = %bb10, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit"
  call void @llvm.experimental.noalias.scope.decl(metadata !1118)
  call void @llvm.experimental.noalias.scope.decl(metadata !1121)
  %_8.i26.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0195
  br i1 %_8.i26.not, label %bb28.i, label %bb30.i, !prof !860

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
  %_7.i.i.i32 = load double, ptr %self, align 8, !alias.scope !1123, !noalias !1128, !noundef !4
  br label %bb6.i30

bb6.i30:                                          ; preds = %bb6.i30.preheader, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i"
  %state.sroa.43.199.i = phi ptr [ %38, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ], [ %state.sroa.43.0.i, %bb6.i30.preheader ]
  %state.sroa.9.198.i = phi ptr [ %_9.i48.i, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ], [ %state.sroa.9.0.i, %bb6.i30.preheader ]
  %state.sroa.27.197.i = phi i64 [ %39, %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i" ], [ %state.sroa.27.0.i, %bb6.i30.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1131)
  call void @llvm.experimental.noalias.scope.decl(metadata !1132)
  call void @llvm.experimental.noalias.scope.decl(metadata !1133)
  call void @llvm.experimental.noalias.scope.decl(metadata !1134)
  %_6.i.i.i31 = load double, ptr %state.sroa.9.198.i, align 8, !alias.scope !1135, !noalias !1136, !noundef !4
  %brmerge.not.i.i33 = fcmp uno double %_6.i.i.i31, %_7.i.i.i32
  br i1 %brmerge.not.i.i33, label %bb6.i.i.i37, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34", !prof !658

bb6.i.i.i37:                                      ; preds = %bb6.i30
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1137
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34": ; preds = %bb6.i30
  %_8.i.mux.i.i35 = fcmp olt double %_6.i.i.i31, %_7.i.i.i32
  %32 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -8
  %dst_base.sroa.0.0.i.i = select i1 %_8.i.mux.i.i35, ptr %scratch.0, ptr %32
  %dst.i.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i.i, i64 %state.sroa.27.197.i
  store double %_6.i.i.i31, ptr %dst.i.i, align 8, !alias.scope !1121, !noalias !1138
  %_9.i.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1141)
  call void @llvm.experimental.noalias.scope.decl(metadata !1144)
  %_6.i.i10.i = load double, ptr %_9.i.i, align 8, !alias.scope !1147, !noalias !1148, !noundef !4
  %brmerge.not.i12.i = fcmp uno double %_6.i.i10.i, %_7.i.i.i32
  br i1 %brmerge.not.i12.i, label %bb6.i.i14.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i", !prof !658

bb6.i.i14.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1151
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit.i34"
  %_8.i.i = zext i1 %_8.i.mux.i.i35 to i64
  %33 = add i64 %state.sroa.27.197.i, %_8.i.i
  %_8.i.mux.i13.i = fcmp olt double %_6.i.i10.i, %_7.i.i.i32
  %34 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -16
  %dst_base.sroa.0.0.i17.i = select i1 %_8.i.mux.i13.i, ptr %scratch.0, ptr %34
  %dst.i19.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i17.i, i64 %33
  store double %_6.i.i10.i, ptr %dst.i19.i, align 8, !alias.scope !1121, !noalias !1152
  %_9.i22.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1155)
  call void @llvm.experimental.noalias.scope.decl(metadata !1158)
  %_6.i.i23.i = load double, ptr %_9.i22.i, align 8, !alias.scope !1161, !noalias !1162, !noundef !4
  %brmerge.not.i25.i = fcmp uno double %_6.i.i23.i, %_7.i.i.i32
  br i1 %brmerge.not.i25.i, label %bb6.i.i27.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i", !prof !658

bb6.i.i27.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1165
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit15.i"
  %_8.i21.i = zext i1 %_8.i.mux.i13.i to i64
  %35 = add i64 %33, %_8.i21.i
  %_8.i.mux.i26.i = fcmp olt double %_6.i.i23.i, %_7.i.i.i32
  %36 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -24
  %dst_base.sroa.0.0.i30.i = select i1 %_8.i.mux.i26.i, ptr %scratch.0, ptr %36
  %dst.i32.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i30.i, i64 %35
  store double %_6.i.i23.i, ptr %dst.i32.i, align 8, !alias.scope !1121, !noalias !1166
  %_9.i35.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1169)
  call void @llvm.experimental.noalias.scope.decl(metadata !1172)
  %_6.i.i36.i = load double, ptr %_9.i35.i, align 8, !alias.scope !1175, !noalias !1176, !noundef !4
  %brmerge.not.i38.i = fcmp uno double %_6.i.i36.i, %_7.i.i.i32
  br i1 %brmerge.not.i38.i, label %bb6.i.i40.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i", !prof !658

bb6.i.i40.i:                                      ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1179
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit41.i": ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit28.i"
  %_8.i34.i = zext i1 %_8.i.mux.i26.i to i64
  %37 = add i64 %35, %_8.i34.i
  %_8.i.mux.i39.i = fcmp olt double %_6.i.i36.i, %_7.i.i.i32
  %38 = getelementptr inbounds i8, ptr %state.sroa.43.199.i, i64 -32
  %dst_base.sroa.0.0.i43.i = select i1 %_8.i.mux.i39.i, ptr %scratch.0, ptr %38
  %dst.i45.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i43.i, i64 %37
  store double %_6.i.i36.i, ptr %dst.i45.i, align 8, !alias.scope !1121, !noalias !1180
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
  %_7.i.i50.i = load double, ptr %self, align 8, !alias.scope !1183, !noalias !1188, !noundef !4
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
  call void @llvm.experimental.noalias.scope.decl(metadata !1191)
  call void @llvm.experimental.noalias.scope.decl(metadata !1192)
  call void @llvm.experimental.noalias.scope.decl(metadata !1193)
  call void @llvm.experimental.noalias.scope.decl(metadata !1194)
  %_6.i.i49.i = load double, ptr %state.sroa.9.2104.i, align 8, !alias.scope !1195, !noalias !1196, !noundef !4
  %brmerge.not.i51.i = fcmp uno double %_6.i.i49.i, %_7.i.i50.i
  br i1 %brmerge.not.i51.i, label %bb6.i.i53.i, label %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i", !prof !658

bb6.i.i53.i:                                      ; preds = %bb18.i
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1197
  unreachable

"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit54.i": ; preds = %bb18.i
  %_8.i.mux.i52.i = fcmp olt double %_6.i.i49.i, %_7.i.i50.i
  %40 = getelementptr inbounds i8, ptr %state.sroa.43.2105.i, i64 -8
  %dst_base.sroa.0.0.i56.i = select i1 %_8.i.mux.i52.i, ptr %scratch.0, ptr %40
  %dst.i58.i = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i56.i, i64 %state.sroa.27.2103.i
  store double %_6.i.i49.i, ptr %dst.i58.i, align 8, !alias.scope !1121, !noalias !1198
  %_8.i60.i = zext i1 %_8.i.mux.i52.i to i64
  %41 = add i64 %state.sroa.27.2103.i, %_8.i60.i
  %_9.i61.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2104.i, i64 8
  %_47.i = icmp ult ptr %_9.i61.i, %loop_end.i
  br i1 %_47.i, label %bb18.i, label %bb21.i

bb23.i:                                           ; preds = %bb21.i
  %42 = getelementptr inbounds i8, ptr %state.sroa.43.2.lcssa.i, i64 -8
  %dst.i65.i = getelementptr inbounds nuw double, ptr %42, i64 %state.sroa.27.2.lcssa.i
  %43 = load i64, ptr %state.sroa.9.2.lcssa.i, align 8, !alias.scope !1118, !noalias !1201
  store i64 %43, ptr %dst.i65.i, align 8, !alias.scope !1121, !noalias !1204
  %_9.i67.i = getelementptr inbounds nuw i8, ptr %state.sroa.9.2.lcssa.i, i64 8
  br label %bb3.i27

bb22.i:                                           ; preds = %bb21.i
  %44 = shl i64 %state.sroa.27.2.lcssa.i, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph203, ptr nonnull align 8 %scratch.0, i64 %44, i1 false), !alias.scope !1205
  %_63.i = sub i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i
  %_92109.not.i = icmp eq i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i
  br i1 %_92109.not.i, label %bb16, label %bb39.lr.ph.i

bb39.lr.ph.i:                                     ; preds = %bb22.i
  %45 = getelementptr double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i
  %xtraiter = and i64 %_63.i, 3
  %46 = sub i64 %state.sroa.27.2.lcssa.i, %v.sroa.16.0195
  %47 = icmp ugt i64 %46, -4
  br i1 %47, label %bb39.i.epil.preheader, label %bb39.lr.ph.i.new

bb39.lr.ph.i.new:                                 ; preds = %bb39.lr.ph.i
  %unroll_iter = and i64 %_63.i, -4
  br label %bb39.i

bb39.i:                                           ; preds = %bb39.i, %bb39.lr.ph.i.new
  %iter.sroa.0.0110.i = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %_96.i.3, %bb39.i ]
  %niter = phi i64 [ 0, %bb39.lr.ph.i.new ], [ %niter.next.3, %bb39.i ]
  %48 = xor i64 %iter.sroa.0.0110.i, -1
  %_69.i = getelementptr double, ptr %_83.i, i64 %48
  %dst.i28 = getelementptr double, ptr %45, i64 %iter.sroa.0.0110.i
  %49 = load i64, ptr %_69.i, align 8, !alias.scope !1121, !noalias !1118
  store i64 %49, ptr %dst.i28, align 8, !alias.scope !1118, !noalias !1121
  %50 = xor i64 %iter.sroa.0.0110.i, -2
  %_69.i.1 = getelementptr double, ptr %_83.i, i64 %50
  %51 = getelementptr double, ptr %45, i64 %iter.sroa.0.0110.i
  %dst.i28.1 = getelementptr i8, ptr %51, i64 8
  %52 = load i64, ptr %_69.i.1, align 8, !alias.scope !1121, !noalias !1118
  store i64 %52, ptr %dst.i28.1, align 8, !alias.scope !1118, !noalias !1121
  %53 = xor i64 %iter.sroa.0.0110.i, -3
  %_69.i.2 = getelementptr double, ptr %_83.i, i64 %53
  %54 = getelementptr double, ptr %45, i64 %iter.sroa.0.0110.i
  %dst.i28.2 = getelementptr i8, ptr %54, i64 16
  %55 = load i64, ptr %_69.i.2, align 8, !alias.scope !1121, !noalias !1118
  store i64 %55, ptr %dst.i28.2, align 8, !alias.scope !1118, !noalias !1121
  %_96.i.3 = add nuw i64 %iter.sroa.0.0110.i, 4
  %56 = xor i64 %iter.sroa.0.0110.i, -4
  %_69.i.3 = getelementptr double, ptr %_83.i, i64 %56
  %57 = getelementptr double, ptr %45, i64 %iter.sroa.0.0110.i
  %dst.i28.3 = getelementptr i8, ptr %57, i64 24
  %58 = load i64, ptr %_69.i.3, align 8, !alias.scope !1121, !noalias !1118
  store i64 %58, ptr %dst.i28.3, align 8, !alias.scope !1118, !noalias !1121
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %bb16.loopexit.unr-lcssa, label %bb39.i

bb16.loopexit.unr-lcssa:                          ; preds = %bb39.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %bb16, label %bb39.i.epil.preheader

bb39.i.epil.preheader:                            ; preds = %bb16.loopexit.unr-lcssa, %bb39.lr.ph.i
  %iter.sroa.0.0110.i.epil.init = phi i64 [ 0, %bb39.lr.ph.i ], [ %_96.i.3, %bb16.loopexit.unr-lcssa ]
  %lcmp.mod182 = icmp ne i64 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod182)
  br label %bb39.i.epil

bb39.i.epil:                                      ; preds = %bb39.i.epil, %bb39.i.epil.preheader
  %iter.sroa.0.0110.i.epil = phi i64 [ %iter.sroa.0.0110.i.epil.init, %bb39.i.epil.preheader ], [ %_96.i.epil, %bb39.i.epil ]
  %epil.iter = phi i64 [ 0, %bb39.i.epil.preheader ], [ %epil.iter.next, %bb39.i.epil ]
  %_96.i.epil = add nuw i64 %iter.sroa.0.0110.i.epil, 1
  %59 = xor i64 %iter.sroa.0.0110.i.epil, -1
  %_69.i.epil = getelementptr double, ptr %_83.i, i64 %59
  %dst.i28.epil = getelementptr double, ptr %45, i64 %iter.sroa.0.0110.i.epil
  %60 = load i64, ptr %_69.i.epil, align 8, !alias.scope !1121, !noalias !1118
  store i64 %60, ptr %dst.i28.epil, align 8, !alias.scope !1118, !noalias !1121
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %bb16, label %bb39.i.epil, !llvm.loop !1206

bb16:                                             ; preds = %bb16.loopexit.unr-lcssa, %bb39.i.epil, %bb22.i
  %61 = icmp eq i64 %state.sroa.27.2.lcssa.i, 0
  br i1 %61, label %bb17, label %bb19

bb19:                                             ; preds = %bb16
  %_6.not.i = icmp ugt i64 %state.sroa.27.2.lcssa.i, %v.sroa.16.0195
  br i1 %_6.not.i, label %bb3.i38, label %"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit", !prof !345

bb3.i38:                                          ; preds = %bb19
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_d1084648e479974e70c9329824bf76f9, ptr noundef nonnull inttoptr (i64 19 to ptr), ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_b53546d47a17b26d83a51e48c3ff5f7a) #22, !noalias !1208
  unreachable

"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E.exit": ; preds = %bb19
  %data.i.i = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i
; call core::slice::sort::stable::quicksort::quicksort
  call fastcc void @_ZN4core5slice4sort6stable9quicksort9quicksort17h5661bcbc6eab10ccE(ptr noalias noundef nonnull align 8 %data.i.i, i64 noundef %_63.i, ptr noalias noundef nonnull align 8 %scratch.0, i64 noundef %scratch.1, i32 noundef %26, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable_or_null(8) %pivot_copy) #21
  call void @llvm.lifetime.end.p0(ptr nonnull %pivot_copy)
  %_8 = icmp ult i64 %state.sroa.27.2.lcssa.i, 33
  br i1 %_8, label %bb3, label %bb5

bb17:                                             ; preds = %"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E.exit", %bb16
  call void @llvm.experimental.noalias.scope.decl(metadata !1212)
  call void @llvm.experimental.noalias.scope.decl(metadata !1215)
  %_8.i39.not = icmp samesign ult i64 %scratch.1, %v.sroa.16.0195
  br i1 %_8.i39.not, label %bb28.i42, label %bb30.i43, !prof !860

bb30.i43:                                         ; preds = %bb17
  %_83.i45 = getelementptr double, ptr %scratch.0, i64 %v.sroa.16.0195
  br label %bb3.i46

bb28.i42:                                         ; preds = %bb17
  call void @llvm.trap()
  unreachable

bb3.i46:                                          ; preds = %bb23.i64, %bb30.i43
  %state.sroa.27.0.i47 = phi i64 [ 0, %bb30.i43 ], [ %75, %bb23.i64 ]
  %state.sroa.9.0.i48 = phi ptr [ %v.sroa.0.0.ph203, %bb30.i43 ], [ %_9.i67.i66, %bb23.i64 ]
  %state.sroa.43.0.i49 = phi ptr [ %_83.i45, %bb30.i43 ], [ %73, %bb23.i64 ]
  %pivot_pos.sroa.0.0.i50 = phi i64 [ %index.sroa.0.0.i, %bb30.i43 ], [ %v.sroa.16.0195, %bb23.i64 ]
  %62 = call i64 @llvm.usub.sat.i64(i64 %pivot_pos.sroa.0.0.i50, i64 3)
  %unroll_end.i51 = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %62
  %_1996.i52 = icmp ult ptr %state.sroa.9.0.i48, %unroll_end.i51
  br i1 %_1996.i52, label %bb6.i86.preheader, label %bb16.i53

bb6.i86.preheader:                                ; preds = %bb3.i46
  %_6.i.i.i.i90 = load double, ptr %self, align 8, !alias.scope !1217, !noalias !1224, !noundef !4
  br label %bb6.i86

bb6.i86:                                          ; preds = %bb6.i86.preheader, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i"
  %state.sroa.43.199.i87 = phi ptr [ %69, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ], [ %state.sroa.43.0.i49, %bb6.i86.preheader ]
  %state.sroa.9.198.i88 = phi ptr [ %_9.i48.i111, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ], [ %state.sroa.9.0.i48, %bb6.i86.preheader ]
  %state.sroa.27.197.i89 = phi i64 [ %70, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ], [ %state.sroa.27.0.i47, %bb6.i86.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1228)
  call void @llvm.experimental.noalias.scope.decl(metadata !1229)
  call void @llvm.experimental.noalias.scope.decl(metadata !1230)
  call void @llvm.experimental.noalias.scope.decl(metadata !1231)
  call void @llvm.experimental.noalias.scope.decl(metadata !1232)
  call void @llvm.experimental.noalias.scope.decl(metadata !1233)
  %_7.i.i.i.i91 = load double, ptr %state.sroa.9.198.i88, align 8, !alias.scope !1234, !noalias !1235, !noundef !4
  %brmerge.not.i.i.i92 = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i.i91
  br i1 %brmerge.not.i.i.i92, label %bb6.i.i.i.i113, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i", !prof !658

bb6.i.i.i.i113:                                   ; preds = %bb6.i86
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1236
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i": ; preds = %bb6.i86
  %_8.i.mux.i.i.i93 = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i.i91
  %63 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -8
  %dst_base.sroa.0.0.i.i94 = select i1 %_8.i.mux.i.i.i93, ptr %scratch.0, ptr %63
  %dst.i.i95 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i.i94, i64 %state.sroa.27.197.i89
  store double %_7.i.i.i.i91, ptr %dst.i.i95, align 8, !alias.scope !1215, !noalias !1237
  %_9.i.i96 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !1240)
  call void @llvm.experimental.noalias.scope.decl(metadata !1243)
  call void @llvm.experimental.noalias.scope.decl(metadata !1246)
  %_7.i.i.i11.i97 = load double, ptr %_9.i.i96, align 8, !alias.scope !1249, !noalias !1250, !noundef !4
  %brmerge.not.i.i12.i98 = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i11.i97
  br i1 %brmerge.not.i.i12.i98, label %bb6.i.i.i14.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i", !prof !658

bb6.i.i.i14.i:                                    ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1254
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i": ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit.i"
  %_8.i.i99 = zext i1 %_8.i.mux.i.i.i93 to i64
  %64 = add i64 %state.sroa.27.197.i89, %_8.i.i99
  %_8.i.mux.i.i13.i = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i11.i97
  %65 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -16
  %dst_base.sroa.0.0.i17.i100 = select i1 %_8.i.mux.i.i13.i, ptr %scratch.0, ptr %65
  %dst.i19.i101 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i17.i100, i64 %64
  store double %_7.i.i.i11.i97, ptr %dst.i19.i101, align 8, !alias.scope !1215, !noalias !1255
  %_9.i22.i102 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 16
  call void @llvm.experimental.noalias.scope.decl(metadata !1258)
  call void @llvm.experimental.noalias.scope.decl(metadata !1261)
  call void @llvm.experimental.noalias.scope.decl(metadata !1264)
  %_7.i.i.i24.i = load double, ptr %_9.i22.i102, align 8, !alias.scope !1267, !noalias !1268, !noundef !4
  %brmerge.not.i.i25.i = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i24.i
  br i1 %brmerge.not.i.i25.i, label %bb6.i.i.i27.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i", !prof !658

bb6.i.i.i27.i:                                    ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1272
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i": ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit15.i"
  %_8.i21.i103 = zext i1 %_8.i.mux.i.i13.i to i64
  %66 = add i64 %64, %_8.i21.i103
  %_8.i.mux.i.i26.i = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i24.i
  %67 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -24
  %dst_base.sroa.0.0.i30.i104 = select i1 %_8.i.mux.i.i26.i, ptr %scratch.0, ptr %67
  %dst.i32.i105 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i30.i104, i64 %66
  store double %_7.i.i.i24.i, ptr %dst.i32.i105, align 8, !alias.scope !1215, !noalias !1273
  %_9.i35.i106 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 24
  call void @llvm.experimental.noalias.scope.decl(metadata !1276)
  call void @llvm.experimental.noalias.scope.decl(metadata !1279)
  call void @llvm.experimental.noalias.scope.decl(metadata !1282)
  %_7.i.i.i37.i = load double, ptr %_9.i35.i106, align 8, !alias.scope !1285, !noalias !1286, !noundef !4
  %brmerge.not.i.i38.i = fcmp uno double %_6.i.i.i.i90, %_7.i.i.i37.i
  br i1 %brmerge.not.i.i38.i, label %bb6.i.i.i40.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i", !prof !658

bb6.i.i.i40.i:                                    ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i"
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1290
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i": ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit28.i"
  %_8.i34.i107 = zext i1 %_8.i.mux.i.i26.i to i64
  %68 = add i64 %66, %_8.i34.i107
  %_8.i.mux.i.i39.i = fcmp uge double %_6.i.i.i.i90, %_7.i.i.i37.i
  %69 = getelementptr inbounds i8, ptr %state.sroa.43.199.i87, i64 -32
  %dst_base.sroa.0.0.i43.i108 = select i1 %_8.i.mux.i.i39.i, ptr %scratch.0, ptr %69
  %dst.i45.i109 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i43.i108, i64 %68
  store double %_7.i.i.i37.i, ptr %dst.i45.i109, align 8, !alias.scope !1215, !noalias !1291
  %_8.i47.i110 = zext i1 %_8.i.mux.i.i39.i to i64
  %70 = add i64 %68, %_8.i47.i110
  %_9.i48.i111 = getelementptr inbounds nuw i8, ptr %state.sroa.9.198.i88, i64 32
  %_19.i112 = icmp ult ptr %_9.i48.i111, %unroll_end.i51
  br i1 %_19.i112, label %bb6.i86, label %bb16.i53

bb16.i53:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i", %bb3.i46
  %state.sroa.27.1.lcssa.i54 = phi i64 [ %state.sroa.27.0.i47, %bb3.i46 ], [ %70, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ]
  %state.sroa.9.1.lcssa.i55 = phi ptr [ %state.sroa.9.0.i48, %bb3.i46 ], [ %_9.i48.i111, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ]
  %state.sroa.43.1.lcssa.i56 = phi ptr [ %state.sroa.43.0.i49, %bb3.i46 ], [ %69, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit41.i" ]
  %loop_end.i57 = getelementptr inbounds nuw double, ptr %v.sroa.0.0.ph203, i64 %pivot_pos.sroa.0.0.i50
  %_47102.i58 = icmp ult ptr %state.sroa.9.1.lcssa.i55, %loop_end.i57
  br i1 %_47102.i58, label %bb18.i77.preheader, label %bb21.i59

bb18.i77.preheader:                               ; preds = %bb16.i53
  %_6.i.i.i49.i = load double, ptr %self, align 8, !alias.scope !1294, !noalias !1301, !noundef !4
  br label %bb18.i77

bb21.i59:                                         ; preds = %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i", %bb16.i53
  %state.sroa.27.2.lcssa.i60 = phi i64 [ %state.sroa.27.1.lcssa.i54, %bb16.i53 ], [ %72, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ]
  %state.sroa.9.2.lcssa.i61 = phi ptr [ %state.sroa.9.1.lcssa.i55, %bb16.i53 ], [ %_9.i61.i84, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ]
  %state.sroa.43.2.lcssa.i62 = phi ptr [ %state.sroa.43.1.lcssa.i56, %bb16.i53 ], [ %71, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ]
  %_55.i63 = icmp eq i64 %pivot_pos.sroa.0.0.i50, %v.sroa.16.0195
  br i1 %_55.i63, label %bb22.i67, label %bb23.i64

bb18.i77:                                         ; preds = %bb18.i77.preheader, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i"
  %state.sroa.43.2105.i78 = phi ptr [ %71, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ], [ %state.sroa.43.1.lcssa.i56, %bb18.i77.preheader ]
  %state.sroa.9.2104.i79 = phi ptr [ %_9.i61.i84, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ], [ %state.sroa.9.1.lcssa.i55, %bb18.i77.preheader ]
  %state.sroa.27.2103.i80 = phi i64 [ %72, %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i" ], [ %state.sroa.27.1.lcssa.i54, %bb18.i77.preheader ]
  call void @llvm.experimental.noalias.scope.decl(metadata !1305)
  call void @llvm.experimental.noalias.scope.decl(metadata !1306)
  call void @llvm.experimental.noalias.scope.decl(metadata !1307)
  call void @llvm.experimental.noalias.scope.decl(metadata !1308)
  call void @llvm.experimental.noalias.scope.decl(metadata !1309)
  call void @llvm.experimental.noalias.scope.decl(metadata !1310)
  %_7.i.i.i50.i = load double, ptr %state.sroa.9.2104.i79, align 8, !alias.scope !1311, !noalias !1312, !noundef !4
  %brmerge.not.i.i51.i = fcmp uno double %_6.i.i.i49.i, %_7.i.i.i50.i
  br i1 %brmerge.not.i.i51.i, label %bb6.i.i.i53.i, label %"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i", !prof !658

bb6.i.i.i53.i:                                    ; preds = %bb18.i77
; call core::option::unwrap_failed
  call void @_RNvNtCsgEmfK2I1SDS_4core6option13unwrap_failed(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_3bf9b353c946098f6c542c2057e6e4ab) #22, !noalias !1313
  unreachable

"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE.exit54.i": ; preds = %bb18.i77
  %_8.i.mux.i.i52.i = fcmp uge double %_6.i.i.i49.i, %_7.i.i.i50.i
  %71 = getelementptr inbounds i8, ptr %state.sroa.43.2105.i78, i64 -8
  %dst_base.sroa.0.0.i56.i81 = select i1 %_8.i.mux.i.i52.i, ptr %scratch.0, ptr %71
  %dst.i58.i82 = getelementptr inbounds nuw double, ptr %dst_base.sroa.0.0.i56.i81, i64 %state.sroa.27.2103.i80
  store double %_7.i.i.i50.i, ptr %dst.i58.i82, align 8, !alias.scope !1215, !noalias !1314
  %_8.i60.i83 = zext i1 %_8.i.mux.i.i52.i to i64
  %72 = add i64 %state.sroa.27.2103.i80, %_8.i60.i83
  %_9.i61.i84 = getelementptr inbounds nuw i8, ptr %state.sroa.9.2104.i79, i64 8
  %_47.i85 = icmp ult ptr %_9.i61.i84, %loop_end.i57
  br i1 %_47.i85, label %bb18.i77, label %bb21.i59

bb23.i64:                                         ; preds = %bb21.i59
  %73 = getelementptr inbounds i8, ptr %state.sroa.43.2.lcssa.i62, i64 -8
  %dst.i65.i65 = getelementptr inbounds nuw double, ptr %scratch.0, i64 %state.sroa.27.2.lcssa.i60
  %74 = load i64, ptr %state.sroa.9.2.lcssa.i61, align 8, !alias.scope !1212, !noalias !1317
  store i64 %74, ptr %dst.i65.i65, align 8, !alias.scope !1215, !noalias !1320
  %75 = add i64 %state.sroa.27.2.lcssa.i60, 1
  %_9.i67.i66 = getelementptr inbounds nuw i8, ptr %state.sroa.9.2.lcssa.i61, i64 8
  br label %bb3.i46

bb22.i67:                                         ; preds = %bb21.i59
  %76 = shl i64 %state.sroa.27.2.lcssa.i60, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %v.sroa.0.0.ph203, ptr nonnull align 8 %scratch.0, i64 %76, i1 false), !alias.scope !1321
  %_63.i68 = sub i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i60
  %_92109.not.i69 = icmp eq i64 %v.sroa.16.0195, %state.sroa.27.2.lcssa.i60
  br i1 %_92109.not.i69, label %bb3.thread, label %bb39.lr.ph.i70

bb39.lr.ph.i70:                                   ; preds = %bb22.i67
  %77 = getelementptr double, ptr %v.sroa.0.0.ph203, i64 %state.sroa.27.2.lcssa.i60
  %xtraiter198 = and i64 %_63.i68, 3
  %78 = sub i64 %state.sroa.27.2.lcssa.i60, %v.sroa.16.0195
  %79 = icmp ugt i64 %78, -4
  br i1 %79, label %bb39.i71.epil.preheader, label %bb39.lr.ph.i70.new

bb39.lr.ph.i70.new:                               ; preds = %bb39.lr.ph.i70
  %unroll_iter202 = and i64 %_63.i68, -4
  br label %bb39.i71

bb39.i71:                                         ; preds = %bb39.i71, %bb39.lr.ph.i70.new
  %iter.sroa.0.0110.i72 = phi i64 [ 0, %bb39.lr.ph.i70.new ], [ %_96.i73.3, %bb39.i71 ]
  %niter203 = phi i64 [ 0, %bb39.lr.ph.i70.new ], [ %niter203.next.3, %bb39.i71 ]
  %80 = xor i64 %iter.sroa.0.0110.i72, -1
  %_69.i74 = getelementptr double, ptr %_83.i45, i64 %80
  %dst.i75 = getelementptr double, ptr %77, i64 %iter.sroa.0.0110.i72
  %81 = load i64, ptr %_69.i74, align 8, !alias.scope !1215, !noalias !1212
  store i64 %81, ptr %dst.i75, align 8, !alias.scope !1212, !noalias !1215
  %82 = xor i64 %iter.sroa.0.0110.i72, -2
  %_69.i74.1 = getelementptr double, ptr %_83.i45, i64 %82
  %83 = getelementptr double, ptr %77, i64 %iter.sroa.0.0110.i72
  %dst.i75.1 = getelementptr i8, ptr %83, i64 8
  %84 = load i64, ptr %_69.i74.1, align 8, !alias.scope !1215, !noalias !1212
  store i64 %84, ptr %dst.i75.1, align 8, !alias.scope !1212, !noalias !1215
  %85 = xor i64 %iter.sroa.0.0110.i72, -3
  %_69.i74.2 = getelementptr double, ptr %_83.i45, i64 %85
  %86 = getelementptr double, ptr %77, i64 %iter.sroa.0.0110.i72
  %dst.i75.2 = getelementptr i8, ptr %86, i64 16
  %87 = load i64, ptr %_69.i74.2, align 8, !alias.scope !1215, !noalias !1212
  store i64 %87, ptr %dst.i75.2, align 8, !alias.scope !1212, !noalias !1215
  %_96.i73.3 = add nuw i64 %iter.sroa.0.0110.i72, 4
  %88 = xor i64 %iter.sroa.0.0110.i72, -4
  %_69.i74.3 = getelementptr double, ptr %_83.i45, i64 %88
  %89 = getelementptr double, ptr %77, i64 %iter.sroa.0.0110.i72
  %dst.i75.3 = getelementptr i8, ptr %89, i64 24
  %90 = load i64, ptr %_69.i74.3, align 8, !alias.scope !1215, !noalias !1212
  store i64 %90, ptr %dst.i75.3, align 8, !alias.scope !1212, !noalias !1215
  %niter203.next.3 = add i64 %niter203, 4
  %niter203.ncmp.3 = icmp eq i64 %niter203.next.3, %unroll_iter202
  br i1 %niter203.ncmp.3, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit.unr-lcssa, label %bb39.i71

_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit.unr-lcssa: ; preds = %bb39.i71
  %lcmp.mod200.not = icmp eq i64 %xtraiter198, 0
  br i1 %lcmp.mod200.not, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit, label %bb39.i71.epil.preheader

bb39.i71.epil.preheader:                          ; preds = %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit.unr-lcssa, %bb39.lr.ph.i70
  %iter.sroa.0.0110.i72.epil.init = phi i64 [ 0, %bb39.lr.ph.i70 ], [ %_96.i73.3, %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit.unr-lcssa ]
  %lcmp.mod201 = icmp ne i64 %xtraiter198, 0
  call void @llvm.assume(i1 %lcmp.mod201)
  br label %bb39.i71.epil

bb39.i71.epil:                                    ; preds = %bb39.i71.epil, %bb39.i71.epil.preheader
  %iter.sroa.0.0110.i72.epil = phi i64 [ %iter.sroa.0.0110.i72.epil.init, %bb39.i71.epil.preheader ], [ %_96.i73.epil, %bb39.i71.epil ]
  %epil.iter199 = phi i64 [ 0, %bb39.i71.epil.preheader ], [ %epil.iter199.next, %bb39.i71.epil ]
  %_96.i73.epil = add nuw i64 %iter.sroa.0.0110.i72.epil, 1
  %91 = xor i64 %iter.sroa.0.0110.i72.epil, -1
  %_69.i74.epil = getelementptr double, ptr %_83.i45, i64 %91
  %dst.i75.epil = getelementptr double, ptr %77, i64 %iter.sroa.0.0110.i72.epil
  %92 = load i64, ptr %_69.i74.epil, align 8, !alias.scope !1215, !noalias !1212
  store i64 %92, ptr %dst.i75.epil, align 8, !alias.scope !1212, !noalias !1215
  %epil.iter199.next = add i64 %epil.iter199, 1
  %epil.iter199.cmp.not = icmp eq i64 %epil.iter199.next, %xtraiter198
  br i1 %epil.iter199.cmp.not, label %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit, label %bb39.i71.epil, !llvm.loop !1322

_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit: ; preds = %bb39.i71.epil, %_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE.exit.unr-lcssa
  %_48 = icmp ugt i64 %state.sroa.27.2.lcssa.i60, %v.sroa.16.0195
  br i1 %_48, label %bb27, label %bb28, !prof !345

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
  call void @_RNvNtNtCsgEmfK2I1SDS_4core5slice5index16slice_index_fail(i64 noundef %state.sroa.27.2.lcssa.i60, i64 noundef %v.sroa.16.0195, i64 noundef %v.sroa.16.0195, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f2f9ba200fb3017fda66833c01fe0293) #22
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
  %or.cond = select i1 %_33.1, i1 true, i1 %_38.not, !prof !331
  br i1 %or.cond, label %bb11, label %bb15, !prof !331

bb15:                                             ; preds = %start
  %self1.i = load i64, ptr %self, align 8, !range !86, !alias.scope !1323, !noalias !1326, !noundef !4
  %1 = icmp eq i64 %self1.i, 0
  br i1 %1, label %bb5, label %bb3

bb3:                                              ; preds = %bb15
  %alloc_size.i = mul nuw i64 %self1.i, %elem_layout.1
  %2 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self3.i = load ptr, ptr %2, align 8, !alias.scope !1323, !noalias !1326, !nonnull !4, !noundef !4
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i
  tail call void @llvm.assume(i1 %cond.i.i)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self3.i, i64 noundef %alloc_size.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 0, -9223372036854775808) %_33.0) #19
  br label %bb7

bb5:                                              ; preds = %bb15
  %3 = icmp eq i64 %_33.0, 0
  br i1 %3, label %bb7.thread, label %bb4.i.i9

bb7.thread:                                       ; preds = %bb5
  %data2.i.i = inttoptr i64 %elem_layout.0 to ptr
  br label %bb9

bb4.i.i9:                                         ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19
; call __rustc::__rust_alloc
  %4 = tail call noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, -9223372036854775808) %_33.0, i64 noundef range(i64 1, 9) %elem_layout.0) #19
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1328)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !86, !alias.scope !1328, !noundef !4
  %v16.i = shl nuw i64 %self5.i, 1
  %..i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 %v16.i)
  %0 = icmp eq i64 %elem_layout.1, 1
  %v1.sroa.0.0.i = select i1 %0, i64 8, i64 4
  %..i15.i = tail call noundef i64 @llvm.umax.i64(i64 %..i.i, i64 %v1.sroa.0.0.i)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !1328
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h8be5f01c9e1a8cf3E"(ptr noalias noundef sret([24 x i8]) align 8 captures(none) dereferenceable(24) %self3.i, ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(16) %slf, i64 noundef %..i15.i, i64 noundef range(i64 1, 9) %elem_layout.0, i64 noundef range(i64 1, 25) %elem_layout.1) #19
  %_37.i = load i64, ptr %self3.i, align 8, !range !1331, !noalias !1328, !noundef !4
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !1332, !noalias !1328, !noundef !4
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !1328
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1328
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #20
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !1328, !nonnull !4, !noundef !4
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !1328
  %4 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  store ptr %v.0.i, ptr %4, align 8, !alias.scope !1328
  %5 = icmp sgt i64 %..i15.i, -1
  tail call void @llvm.assume(i1 %5)
  store i64 %..i15.i, ptr %slf, align 8, !alias.scope !1328
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
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !1333
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19, !noalias !1337
  %_11.idx.i = shl nuw nsw i64 %_6, 2
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 4
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !1338
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !1338
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.2) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !1338
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !1333
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
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !1341
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19, !noalias !1345
  %_11.idx.i = shl nuw nsw i64 %_6, 3
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !1346
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !1346
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.3) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !1346
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !1341
  ret i1 %_0.i
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h1f86fa4f7aec62ceE"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %_3 = load i64, ptr %self, align 8, !range !1331, !noundef !4
  %0 = trunc nuw i64 %_3 to i1
  br i1 %0, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0)
  store ptr %1, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %2 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0)
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %3 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4) #19
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
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #19
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
attributes #19 = { nounwind }
attributes #20 = { noreturn nounwind }
attributes #21 = { noinline nounwind }
attributes #22 = { noinline noreturn nounwind }

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
!96 = !{!97, !99}
!97 = distinct !{!97, !98, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h65fba6f9e3f64f90E: %_3.1"}
!98 = distinct !{!98, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h65fba6f9e3f64f90E"}
!99 = distinct !{!99, !100, !"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E: %item"}
!100 = distinct !{!100, !"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E"}
!101 = !{!102}
!102 = distinct !{!102, !100, !"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold9enumerate28_$u7b$$u7b$closure$u7d$$u7d$17h1d7a0540c81a4e01E: %_1"}
!103 = !{!104}
!104 = distinct !{!104, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0"}
!105 = distinct !{!105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E"}
!106 = !{!107}
!107 = distinct !{!107, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1"}
!108 = !{!109}
!109 = distinct !{!109, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0"}
!110 = distinct !{!110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E"}
!111 = !{!112}
!112 = distinct !{!112, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1"}
!113 = !{!109, !104}
!114 = !{!112, !107, !115}
!115 = distinct !{!115, !116, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h78d9c5a8964515ccE: %self"}
!116 = distinct !{!116, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h78d9c5a8964515ccE"}
!117 = !{!112, !107}
!118 = !{!109, !104, !115}
!119 = !{!120, !121}
!120 = distinct !{!120, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1:It1"}
!121 = distinct !{!121, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1:It1"}
!122 = !{!123, !124, !115}
!123 = distinct !{!123, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0:It1"}
!124 = distinct !{!124, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0:It1"}
!125 = !{!126, !127}
!126 = distinct !{!126, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1:It2"}
!127 = distinct !{!127, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1:It2"}
!128 = !{!129, !130, !115}
!129 = distinct !{!129, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0:It2"}
!130 = distinct !{!130, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0:It2"}
!131 = !{!132, !133}
!132 = distinct !{!132, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.1:It3"}
!133 = distinct !{!133, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.1:It3"}
!134 = !{!135, !136, !115}
!135 = distinct !{!135, !110, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h6594b5328e41da63E: %_2.0:It3"}
!136 = distinct !{!136, !105, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h272ba422a2d497a7E: %elt.0:It3"}
!137 = !{!138, !140, !142}
!138 = distinct !{!138, !139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!139 = distinct !{!139, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!140 = distinct !{!140, !141, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E: %_0"}
!141 = distinct !{!141, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E"}
!142 = distinct !{!142, !141, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hdbeb65464a4392d7E: %iterator"}
!143 = !{!140, !142}
!144 = !{!145, !147, !149}
!145 = distinct !{!145, !146, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E: %b"}
!146 = distinct !{!146, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h49e8693dcc1dcaf1E"}
!147 = distinct !{!147, !148, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hd5d54ac939714dedE: %w.0"}
!148 = distinct !{!148, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hd5d54ac939714dedE"}
!149 = distinct !{!149, !150, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE: %elt.0"}
!150 = distinct !{!150, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE"}
!151 = !{!152, !153, !155, !156, !158, !159, !161, !162, !164, !165, !167, !140, !142}
!152 = distinct !{!152, !150, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE: %_1"}
!153 = distinct !{!153, !154, !"_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E: %self"}
!154 = distinct !{!154, !"_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E"}
!155 = distinct !{!155, !154, !"_ZN4core4iter6traits8iterator8Iterator4fold17ha0c0ce553b256df4E: %f"}
!156 = distinct !{!156, !157, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE: %self"}
!157 = distinct !{!157, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE"}
!158 = distinct !{!158, !157, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17he47420fca559865dE: %g"}
!159 = distinct !{!159, !160, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E: %self"}
!160 = distinct !{!160, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E"}
!161 = distinct !{!161, !160, !"_ZN4core4iter6traits8iterator8Iterator8for_each17h762e1731b74ec672E: %f"}
!162 = distinct !{!162, !163, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE: %self"}
!163 = distinct !{!163, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE"}
!164 = distinct !{!164, !163, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hd6f4b23531a0f53fE: %iterator"}
!165 = distinct !{!165, !166, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E: %self"}
!166 = distinct !{!166, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E"}
!167 = distinct !{!167, !166, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h3c6d68d94b295b69E: %iterator"}
!168 = !{!149}
!169 = !{!170, !172, !152, !149, !153, !155, !156, !158, !159, !161, !162, !164, !165, !167, !140, !142}
!170 = distinct !{!170, !171, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hed2632e85567ae47E: %_1"}
!171 = distinct !{!171, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hed2632e85567ae47E"}
!172 = distinct !{!172, !173, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1ddc1acbcc845b1bE: %_1"}
!173 = distinct !{!173, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h1ddc1acbcc845b1bE"}
!174 = !{!175}
!175 = distinct !{!175, !150, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hbbaa8f333f30080dE: %elt.0:It1"}
!176 = !{!145, !147, !175}
!177 = !{!170, !172, !152, !175, !153, !155, !156, !158, !159, !161, !162, !164, !165, !167, !140, !142}
!178 = !{!179, !181, !183, !184, !186}
!179 = distinct !{!179, !180, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!180 = distinct !{!180, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!181 = distinct !{!181, !182, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE: %v"}
!182 = distinct !{!182, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE"}
!183 = distinct !{!183, !182, !"_ZN87_$LT$T$u20$as$u20$alloc..slice..$LT$impl$u20$$u5b$T$u5d$$GT$..to_vec_in..ConvertVec$GT$6to_vec17ha3b3b616e0aeebeaE: %s.0"}
!184 = distinct !{!184, !185, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E: %_0"}
!185 = distinct !{!185, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E"}
!186 = distinct !{!186, !185, !"_ZN67_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..clone..Clone$GT$5clone17heae2f20891fd7304E: %self"}
!187 = !{!181, !183, !184, !186}
!188 = !{!181, !184, !186}
!189 = !{!190, !192}
!190 = distinct !{!190, !191, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E: %_0"}
!191 = distinct !{!191, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E"}
!192 = distinct !{!192, !191, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7296178e77dfe089E: %init"}
!193 = !{!194}
!194 = distinct !{!194, !195, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE: %acc"}
!195 = distinct !{!195, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE"}
!196 = !{!197}
!197 = distinct !{!197, !195, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE: %_3"}
!198 = !{!199, !194, !190, !192}
!199 = distinct !{!199, !195, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hb5a1b6229769f4cfE: %_0"}
!200 = !{!199, !197, !190, !192}
!201 = !{!192}
!202 = !{!203}
!203 = distinct !{!203, !204, !"_ZN17_01_iter_closures7apply_n17h284f11ffbd22d624E: argument 0"}
!204 = distinct !{!204, !"_ZN17_01_iter_closures7apply_n17h284f11ffbd22d624E"}
!205 = !{!206}
!206 = distinct !{!206, !207, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17ha1538fb8eaa7af27E: %_1"}
!207 = distinct !{!207, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17ha1538fb8eaa7af27E"}
!208 = !{!209, !211, !213}
!209 = distinct !{!209, !210, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!210 = distinct !{!210, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!211 = distinct !{!211, !212, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE: %_0"}
!212 = distinct !{!212, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE"}
!213 = distinct !{!213, !212, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hb571c473786d32dbE: %iterator"}
!214 = !{!211, !213}
!215 = !{!216, !218, !220, !222, !224, !226, !227, !229, !230, !232, !233, !235, !236, !238, !211, !213}
!216 = distinct !{!216, !217, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E: %_1"}
!217 = distinct !{!217, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E"}
!218 = distinct !{!218, !219, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E: %_1"}
!219 = distinct !{!219, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"}
!220 = distinct !{!220, !221, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hb3af106ac5d37f63E: %self"}
!221 = distinct !{!221, !"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hb3af106ac5d37f63E"}
!222 = distinct !{!222, !223, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hd94b81bb100acdc9E: argument 0"}
!223 = distinct !{!223, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hd94b81bb100acdc9E"}
!224 = distinct !{!224, !225, !"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E: %self"}
!225 = distinct !{!225, !"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E"}
!226 = distinct !{!226, !225, !"_ZN121_$LT$core..iter..adapters..chain..Chain$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..double_ended..DoubleEndedIterator$GT$5rfold17h46a6cb2bfbedff83E: %f"}
!227 = distinct !{!227, !228, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E: %self"}
!228 = distinct !{!228, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E"}
!229 = distinct !{!229, !228, !"_ZN98_$LT$core..iter..adapters..rev..Rev$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1fb6ad9067f5d7d1E: %f"}
!230 = distinct !{!230, !231, !"_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E: %self"}
!231 = distinct !{!231, !"_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E"}
!232 = distinct !{!232, !231, !"_ZN4core4iter6traits8iterator8Iterator8for_each17he4bc37ebb4c21938E: %f"}
!233 = distinct !{!233, !234, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE: %self"}
!234 = distinct !{!234, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE"}
!235 = distinct !{!235, !234, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h2d8e0d5f7c7aa90eE: %iterator"}
!236 = distinct !{!236, !237, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E: %self"}
!237 = distinct !{!237, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E"}
!238 = distinct !{!238, !237, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1e73e559e6f2f452E: %iterator"}
!239 = !{!240, !242, !244, !224, !226, !227, !229, !230, !232, !233, !235, !236, !238, !211, !213}
!240 = distinct !{!240, !241, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E: %_1"}
!241 = distinct !{!241, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h47f37392e4345ee7E"}
!242 = distinct !{!242, !243, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E: %_1"}
!243 = distinct !{!243, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17ha5f8e19b47884409E"}
!244 = distinct !{!244, !245, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hefd42ea4b83c48e2E: %f"}
!245 = distinct !{!245, !"_ZN4core4iter6traits12double_ended19DoubleEndedIterator5rfold17hefd42ea4b83c48e2E"}
!246 = !{!213}
!247 = !{!248, !250}
!248 = distinct !{!248, !249, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!249 = distinct !{!249, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!250 = distinct !{!250, !251, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hd60fbe804129a45fE: %_0"}
!251 = distinct !{!251, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hd60fbe804129a45fE"}
!252 = !{!250}
!253 = !{!254, !256, !258, !260, !261, !263, !265, !267, !269, !250}
!254 = distinct !{!254, !255, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3272277d24693786E: %_1"}
!255 = distinct !{!255, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3272277d24693786E"}
!256 = distinct !{!256, !257, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h135b40ee5c13a236E: %_1"}
!257 = distinct !{!257, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h135b40ee5c13a236E"}
!258 = distinct !{!258, !259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %_1"}
!259 = distinct !{!259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE"}
!260 = distinct !{!260, !259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt"}
!261 = distinct !{!261, !262, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf27e02238677d682E: %f"}
!262 = distinct !{!262, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf27e02238677d682E"}
!263 = distinct !{!263, !264, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73b837f0a94a0383E: %g"}
!264 = distinct !{!264, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h73b837f0a94a0383E"}
!265 = distinct !{!265, !266, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hcb4f5a19c14c8db6E: %f"}
!266 = distinct !{!266, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hcb4f5a19c14c8db6E"}
!267 = distinct !{!267, !268, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h7b631e47bab631e5E: %self"}
!268 = distinct !{!268, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h7b631e47bab631e5E"}
!269 = distinct !{!269, !270, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h34e1950ca1dff3a1E: %self"}
!270 = distinct !{!270, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h34e1950ca1dff3a1E"}
!271 = !{!254, !256, !258, !272, !261, !263, !265, !267, !269, !250}
!272 = distinct !{!272, !259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It1"}
!273 = !{!254, !256, !258, !274, !261, !263, !265, !267, !269, !250}
!274 = distinct !{!274, !259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It2"}
!275 = !{!254, !256, !258, !276, !261, !263, !265, !267, !269, !250}
!276 = distinct !{!276, !259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It3"}
!277 = !{!254, !256, !258, !278, !261, !263, !265, !267, !269, !250}
!278 = distinct !{!278, !259, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h892189f92967de4dE: %elt:It4"}
!279 = !{!280, !282}
!280 = distinct !{!280, !281, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!281 = distinct !{!281, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!282 = distinct !{!282, !283, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h205b6f267867b362E: %_0"}
!283 = distinct !{!283, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h205b6f267867b362E"}
!284 = !{!285, !287, !288, !290, !292, !294, !296, !282}
!285 = distinct !{!285, !286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %_1"}
!286 = distinct !{!286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE"}
!287 = distinct !{!287, !286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt"}
!288 = distinct !{!288, !289, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd9d9c583d55a9e35E: %f"}
!289 = distinct !{!289, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hd9d9c583d55a9e35E"}
!290 = distinct !{!290, !291, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5435577a29d5b54fE: %g"}
!291 = distinct !{!291, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h5435577a29d5b54fE"}
!292 = distinct !{!292, !293, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hea028826e038ad4fE: %f"}
!293 = distinct !{!293, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hea028826e038ad4fE"}
!294 = distinct !{!294, !295, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hcf57db409a0b9a0fE: %self"}
!295 = distinct !{!295, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hcf57db409a0b9a0fE"}
!296 = distinct !{!296, !297, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9ddf8b69a2bfae18E: %self"}
!297 = distinct !{!297, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h9ddf8b69a2bfae18E"}
!298 = !{!299, !301, !285, !287, !288, !290, !292, !294, !296, !282}
!299 = distinct !{!299, !300, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h38bd6ca00d8298daE: %_1"}
!300 = distinct !{!300, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h38bd6ca00d8298daE"}
!301 = distinct !{!301, !302, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h349fee6977ea8e77E: %_1"}
!302 = distinct !{!302, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h349fee6977ea8e77E"}
!303 = !{!285, !304, !288, !290, !292, !294, !296, !282}
!304 = distinct !{!304, !286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It1"}
!305 = !{!299, !301, !285, !304, !288, !290, !292, !294, !296, !282}
!306 = !{!285, !307, !288, !290, !292, !294, !296, !282}
!307 = distinct !{!307, !286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It2"}
!308 = !{!299, !301, !285, !307, !288, !290, !292, !294, !296, !282}
!309 = !{!285, !310, !288, !290, !292, !294, !296, !282}
!310 = distinct !{!310, !286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It3"}
!311 = !{!299, !301, !285, !310, !288, !290, !292, !294, !296, !282}
!312 = !{!285, !313, !288, !290, !292, !294, !296, !282}
!313 = distinct !{!313, !286, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h170a6909b636ee8aE: %elt:It4"}
!314 = !{!299, !301, !285, !313, !288, !290, !292, !294, !296, !282}
!315 = !{!316}
!316 = distinct !{!316, !317, !"_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE: %slice.0"}
!317 = distinct !{!317, !"_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE"}
!318 = !{!319, !321, !323, !316}
!319 = distinct !{!319, !320, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!320 = distinct !{!320, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!321 = distinct !{!321, !322, !"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17he63e49224c62d4b2E: %s"}
!322 = distinct !{!322, !"_ZN5alloc3str17join_generic_copy28_$u7b$$u7b$closure$u7d$$u7d$28_$u7b$$u7b$closure$u7d$$u7d$17he63e49224c62d4b2E"}
!323 = distinct !{!323, !324, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1b839c60ecc91555E: %elt"}
!324 = distinct !{!324, !"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h1b839c60ecc91555E"}
!325 = !{!326, !328}
!326 = distinct !{!326, !327, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h66892abfd76e538fE: %self"}
!327 = distinct !{!327, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17h66892abfd76e538fE"}
!328 = distinct !{!328, !317, !"_ZN5alloc3str17join_generic_copy17ha31ab5c436c6f1ebE: %_0"}
!329 = !{!282}
!330 = !{!328, !316}
!331 = !{!"branch_weights", i32 2002, i32 2000}
!332 = !{!333, !328, !316}
!333 = distinct !{!333, !334, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!334 = distinct !{!334, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!335 = !{!336, !316}
!336 = distinct !{!336, !337, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!337 = distinct !{!337, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!338 = !{!328}
!339 = !{!340}
!340 = distinct !{!340, !341, !"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h0cd732a46fe71befE: %self"}
!341 = distinct !{!341, !"_ZN132_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$$RF$T$C$core..slice..iter..Iter$LT$T$GT$$GT$$GT$11spec_extend17h0cd732a46fe71befE"}
!342 = !{!343}
!343 = distinct !{!343, !344, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17h7fd97f024104a714E: %self"}
!344 = distinct !{!344, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$15append_elements17h7fd97f024104a714E"}
!345 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!346 = !{!343, !340}
!347 = !{!343, !340, !328, !316}
!348 = !{!349, !316}
!349 = distinct !{!349, !350, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow: %self"}
!350 = distinct !{!350, !"_RNvXs0_NtCslNYArtu3iFV_5alloc3strNtNtB7_6string6StringINtNtCsgEmfK2I1SDS_4core6borrow6BorroweE6borrow"}
!351 = !{!352, !354, !328, !316}
!352 = distinct !{!352, !353, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %pair"}
!353 = distinct !{!353, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"}
!354 = distinct !{!354, !353, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %self.0"}
!355 = !{!356, !358}
!356 = distinct !{!356, !357, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %dest.0"}
!357 = distinct !{!357, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E"}
!358 = distinct !{!358, !357, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %src.0"}
!359 = !{!360, !362, !328, !316}
!360 = distinct !{!360, !361, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %pair"}
!361 = distinct !{!361, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE"}
!362 = distinct !{!362, !361, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17h530b3d1218a1c30cE: %self.0"}
!363 = !{!364, !366}
!364 = distinct !{!364, !365, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %dest.0"}
!365 = distinct !{!365, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E"}
!366 = distinct !{!366, !365, !"_ZN4core5slice20copy_from_slice_impl17h9ba11cf1e12eb852E: %src.0"}
!367 = !{!368}
!368 = distinct !{!368, !369, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hd785c360566bc70dE: %_1.0"}
!369 = distinct !{!369, !"_ZN4core3ptr52drop_in_place$LT$$u5b$alloc..string..String$u5d$$GT$17hd785c360566bc70dE"}
!370 = !{!371}
!371 = distinct !{!371, !372, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1"}
!372 = distinct !{!372, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"}
!373 = !{!374}
!374 = distinct !{!374, !375, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1"}
!375 = distinct !{!375, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"}
!376 = !{!377}
!377 = distinct !{!377, !378, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1"}
!378 = distinct !{!378, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E"}
!379 = !{!380}
!380 = distinct !{!380, !381, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self"}
!381 = distinct !{!381, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE"}
!382 = !{!383}
!383 = distinct !{!383, !384, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!384 = distinct !{!384, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!385 = !{!386, !383, !380, !377, !374, !371, !368}
!386 = distinct !{!386, !387, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!387 = distinct !{!387, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!388 = !{!389, !390, !392}
!389 = distinct !{!389, !387, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!390 = distinct !{!390, !391, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26e3a28b5a5b5aeaE: %self"}
!391 = distinct !{!391, !"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h26e3a28b5a5b5aeaE"}
!392 = distinct !{!392, !393, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E: %_1"}
!393 = distinct !{!393, !"_ZN4core3ptr65drop_in_place$LT$alloc..vec..Vec$LT$alloc..string..String$GT$$GT$17h58e2558c3f97bd21E"}
!394 = !{!383, !380, !377, !374, !371, !368, !390, !392}
!395 = !{!396}
!396 = distinct !{!396, !372, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It1"}
!397 = !{!398}
!398 = distinct !{!398, !375, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It1"}
!399 = !{!400}
!400 = distinct !{!400, !378, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It1"}
!401 = !{!402}
!402 = distinct !{!402, !381, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It1"}
!403 = !{!404}
!404 = distinct !{!404, !384, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It1"}
!405 = !{!386, !404, !402, !400, !398, !396, !368}
!406 = !{!404, !402, !400, !398, !396, !368, !390, !392}
!407 = !{!408}
!408 = distinct !{!408, !372, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It2"}
!409 = !{!410}
!410 = distinct !{!410, !375, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It2"}
!411 = !{!412}
!412 = distinct !{!412, !378, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It2"}
!413 = !{!414}
!414 = distinct !{!414, !381, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It2"}
!415 = !{!416}
!416 = distinct !{!416, !384, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It2"}
!417 = !{!386, !416, !414, !412, !410, !408, !368}
!418 = !{!416, !414, !412, !410, !408, !368, !390, !392}
!419 = !{!420}
!420 = distinct !{!420, !372, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It3"}
!421 = !{!422}
!422 = distinct !{!422, !375, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It3"}
!423 = !{!424}
!424 = distinct !{!424, !378, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It3"}
!425 = !{!426}
!426 = distinct !{!426, !381, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It3"}
!427 = !{!428}
!428 = distinct !{!428, !384, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It3"}
!429 = !{!386, !428, !426, !424, !422, !420, !368}
!430 = !{!428, !426, !424, !422, !420, !368, !390, !392}
!431 = !{!432}
!432 = distinct !{!432, !372, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1:It4"}
!433 = !{!434}
!434 = distinct !{!434, !375, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1:It4"}
!435 = !{!436}
!436 = distinct !{!436, !378, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1:It4"}
!437 = !{!438}
!438 = distinct !{!438, !381, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self:It4"}
!439 = !{!440}
!440 = distinct !{!440, !384, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self:It4"}
!441 = !{!386, !440, !438, !436, !434, !432, !368}
!442 = !{!440, !438, !436, !434, !432, !368, !390, !392}
!443 = !{!444, !446, !448, !392}
!444 = distinct !{!444, !445, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!445 = distinct !{!445, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!446 = distinct !{!446, !447, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h50fef803bf9eabdeE: %self"}
!447 = distinct !{!447, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h50fef803bf9eabdeE"}
!448 = distinct !{!448, !449, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hcdd1476b5b484f19E: %_1"}
!449 = distinct !{!449, !"_ZN4core3ptr72drop_in_place$LT$alloc..raw_vec..RawVec$LT$alloc..string..String$GT$$GT$17hcdd1476b5b484f19E"}
!450 = !{!451}
!451 = distinct !{!451, !452, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1486c47ded1c9596E: %_2"}
!452 = distinct !{!452, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h1486c47ded1c9596E"}
!453 = !{!454}
!454 = distinct !{!454, !455, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE: %self"}
!455 = distinct !{!455, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3any17hd2512a842c91a6faE"}
!456 = !{!457}
!457 = distinct !{!457, !458, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hc17b19fd689e37ccE: %_2"}
!458 = distinct !{!458, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17hc17b19fd689e37ccE"}
!459 = !{!460}
!460 = distinct !{!460, !461, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E: %self"}
!461 = distinct !{!461, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$3all17hcf6b91bdf8cfb745E"}
!462 = !{!463}
!463 = distinct !{!463, !464, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h45004f97f9bb9a6bE: %_2"}
!464 = distinct !{!464, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h45004f97f9bb9a6bE"}
!465 = !{!466}
!466 = distinct !{!466, !467, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h0173db8a2e1ae102E: %self"}
!467 = distinct !{!467, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h0173db8a2e1ae102E"}
!468 = !{!469, !471, !473}
!469 = distinct !{!469, !470, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!470 = distinct !{!470, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!471 = distinct !{!471, !472, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E: %_0"}
!472 = distinct !{!472, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E"}
!473 = distinct !{!473, !472, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h02235580068df891E: %iterator"}
!474 = !{!471, !473}
!475 = !{!476, !478, !480, !482, !483, !485, !486, !488, !489, !491, !492, !494, !471, !473}
!476 = distinct !{!476, !477, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E: %_1"}
!477 = distinct !{!477, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E"}
!478 = distinct !{!478, !479, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE: %_1"}
!479 = distinct !{!479, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"}
!480 = distinct !{!480, !481, !"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E: %self"}
!481 = distinct !{!481, !"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E"}
!482 = distinct !{!482, !481, !"_ZN117_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..adapters..step_by..StepByImpl$LT$I$GT$$GT$9spec_fold17h65c71bb45635b274E: %f"}
!483 = distinct !{!483, !484, !"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE: %self"}
!484 = distinct !{!484, !"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE"}
!485 = distinct !{!485, !484, !"_ZN105_$LT$core..iter..adapters..step_by..StepBy$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h6594bbaf287d55ddE: %f"}
!486 = distinct !{!486, !487, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE: %self"}
!487 = distinct !{!487, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE"}
!488 = distinct !{!488, !487, !"_ZN4core4iter6traits8iterator8Iterator8for_each17hfb45227a0309f53cE: %f"}
!489 = distinct !{!489, !490, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE: %self"}
!490 = distinct !{!490, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE"}
!491 = distinct !{!491, !490, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17hb1ac07f3d736b20fE: %iterator"}
!492 = distinct !{!492, !493, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE: %self"}
!493 = distinct !{!493, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE"}
!494 = distinct !{!494, !493, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17hacafd70e7ceb47ddE: %iterator"}
!495 = !{!496, !498, !500, !502, !480, !482, !483, !485, !486, !488, !489, !491, !492, !494, !471, !473}
!496 = distinct !{!496, !497, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E: %_1"}
!497 = distinct !{!497, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h3be63dae5ff90228E"}
!498 = distinct !{!498, !499, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE: %_1"}
!499 = distinct !{!499, !"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h6bd92a86bb293d6aE"}
!500 = distinct !{!500, !501, !"_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E: argument 0"}
!501 = distinct !{!501, !"_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E"}
!502 = distinct !{!502, !501, !"_ZN4core4iter6traits8iterator8Iterator4fold17hde39664801abe7b4E: %f"}
!503 = !{!473}
!504 = !{!505}
!505 = distinct !{!505, !506, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!506 = distinct !{!506, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!507 = !{!508}
!508 = distinct !{!508, !509, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!509 = distinct !{!509, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!510 = !{!511}
!511 = distinct !{!511, !512, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!512 = distinct !{!512, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!513 = !{!514}
!514 = distinct !{!514, !515, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!515 = distinct !{!515, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!516 = !{!517, !514, !511, !508, !505}
!517 = distinct !{!517, !518, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!518 = distinct !{!518, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!519 = !{!520}
!520 = distinct !{!520, !518, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!521 = !{!514, !511, !508, !505}
!522 = !{!523}
!523 = distinct !{!523, !524, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E: %_1"}
!524 = distinct !{!524, !"_ZN4core3ptr42drop_in_place$LT$alloc..string..String$GT$17h3476289135d0cf15E"}
!525 = !{!526}
!526 = distinct !{!526, !527, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E: %_1"}
!527 = distinct !{!527, !"_ZN4core3ptr46drop_in_place$LT$alloc..vec..Vec$LT$u8$GT$$GT$17h37cbb099e1d4a704E"}
!528 = !{!529}
!529 = distinct !{!529, !530, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E: %_1"}
!530 = distinct !{!530, !"_ZN4core3ptr53drop_in_place$LT$alloc..raw_vec..RawVec$LT$u8$GT$$GT$17h204ad50cef3dabc4E"}
!531 = !{!532}
!532 = distinct !{!532, !533, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE: %self"}
!533 = distinct !{!533, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h61c481fe88cb373bE"}
!534 = !{!535}
!535 = distinct !{!535, !536, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!536 = distinct !{!536, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!537 = !{!538, !535, !532, !529, !526, !523}
!538 = distinct !{!538, !539, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!539 = distinct !{!539, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!540 = !{!541}
!541 = distinct !{!541, !539, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!542 = !{!535, !532, !529, !526, !523}
!543 = !{!544, !546, !548, !550}
!544 = distinct !{!544, !545, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!545 = distinct !{!545, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!546 = distinct !{!546, !547, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc20d145ee82a6726E: %self"}
!547 = distinct !{!547, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hc20d145ee82a6726E"}
!548 = distinct !{!548, !549, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h6fb5b8d44db64420E: %_1"}
!549 = distinct !{!549, !"_ZN4core3ptr74drop_in_place$LT$alloc..raw_vec..RawVec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h6fb5b8d44db64420E"}
!550 = distinct !{!550, !551, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E: %_1"}
!551 = distinct !{!551, !"_ZN4core3ptr67drop_in_place$LT$alloc..vec..Vec$LT$$LP$usize$C$$RF$str$RP$$GT$$GT$17h54300abe65fe81f9E"}
!552 = !{!553}
!553 = distinct !{!553, !554, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE: %_1"}
!554 = distinct !{!554, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$i32$GT$$GT$17h1bb95722bb0ecbbcE"}
!555 = !{!556}
!556 = distinct !{!556, !557, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i32$GT$$GT$17h694f617291da3400E: %_1"}
!557 = distinct !{!557, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$i32$GT$$GT$17h694f617291da3400E"}
!558 = !{!559}
!559 = distinct !{!559, !560, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf563328f17286baaE: %self"}
!560 = distinct !{!560, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hf563328f17286baaE"}
!561 = !{!562}
!562 = distinct !{!562, !563, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!563 = distinct !{!563, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!564 = !{!565, !562, !559, !556, !553}
!565 = distinct !{!565, !566, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!566 = distinct !{!566, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!567 = !{!568}
!568 = distinct !{!568, !566, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!569 = !{!562, !559, !556, !553}
!570 = !{!571, !573, !575, !577}
!571 = distinct !{!571, !572, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!572 = distinct !{!572, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!573 = distinct !{!573, !574, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!574 = distinct !{!574, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!575 = distinct !{!575, !576, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!576 = distinct !{!576, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!577 = distinct !{!577, !578, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!578 = distinct !{!578, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!579 = !{!580, !582, !584, !586}
!580 = distinct !{!580, !581, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!581 = distinct !{!581, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!582 = distinct !{!582, !583, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!583 = distinct !{!583, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!584 = distinct !{!584, !585, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!585 = distinct !{!585, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!586 = distinct !{!586, !587, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!587 = distinct !{!587, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!588 = !{!589, !591, !593, !595}
!589 = distinct !{!589, !590, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!590 = distinct !{!590, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!591 = distinct !{!591, !592, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!592 = distinct !{!592, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!593 = distinct !{!593, !594, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!594 = distinct !{!594, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!595 = distinct !{!595, !596, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!596 = distinct !{!596, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!597 = !{!598, !600, !602, !604}
!598 = distinct !{!598, !599, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!599 = distinct !{!599, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!600 = distinct !{!600, !601, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!601 = distinct !{!601, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!602 = distinct !{!602, !603, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!603 = distinct !{!603, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!604 = distinct !{!604, !605, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!605 = distinct !{!605, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!606 = !{i64 17879184353232099}
!607 = !{i64 4}
!608 = !{!609}
!609 = distinct !{!609, !610, !"_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt: %f"}
!610 = distinct !{!610, !"_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt"}
!611 = !{!612}
!612 = distinct !{!612, !610, !"_RNvXsQ_NtNtCsgEmfK2I1SDS_4core3fmt3numlNtB7_5Debug3fmt: %self"}
!613 = !{i64 8}
!614 = !{!615, !617}
!615 = distinct !{!615, !616, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E: %self"}
!616 = distinct !{!616, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E"}
!617 = distinct !{!617, !616, !"_ZN50_$LT$$LP$U$C$T$RP$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc040fc8d836dbd39E: %f"}
!618 = !{!615}
!619 = !{!620}
!620 = distinct !{!620, !621, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %f"}
!621 = distinct !{!621, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt"}
!622 = !{!623}
!623 = distinct !{!623, !621, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %self"}
!624 = !{!625}
!625 = distinct !{!625, !626, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7a435ab5ea4909aeE: %self"}
!626 = distinct !{!626, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7a435ab5ea4909aeE"}
!627 = !{!628}
!628 = distinct !{!628, !626, !"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h7a435ab5ea4909aeE: %f"}
!629 = !{i64 1}
!630 = !{!631}
!631 = distinct !{!631, !632, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE: %_1"}
!632 = distinct !{!632, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h759e2a65cd1be49bE"}
!633 = !{!634, !636}
!634 = distinct !{!634, !635, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE: %self.0"}
!635 = distinct !{!635, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE"}
!636 = distinct !{!636, !635, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h63a5290be36af9fbE: %f"}
!637 = !{!634}
!638 = !{!639, !634, !636}
!639 = distinct !{!639, !640, !"_ZN4core3fmt8builders9DebugList7entries17h3f40786590f302d7E: %self"}
!640 = distinct !{!640, !"_ZN4core3fmt8builders9DebugList7entries17h3f40786590f302d7E"}
!641 = !{!642}
!642 = distinct !{!642, !643, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!643 = distinct !{!643, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!644 = !{!645}
!645 = distinct !{!645, !643, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!646 = !{!647}
!647 = distinct !{!647, !648, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!648 = distinct !{!648, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!649 = !{!650}
!650 = distinct !{!650, !651, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E: %c"}
!651 = distinct !{!651, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E"}
!652 = !{!653}
!653 = distinct !{!653, !648, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!654 = !{!647, !642}
!655 = !{!653, !645, !650}
!656 = !{!653, !645}
!657 = !{!647, !642, !650}
!658 = !{!"branch_weights", i32 1, i32 4001}
!659 = !{!647, !653, !642, !645, !650}
!660 = !{!661}
!661 = distinct !{!661, !662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!662 = distinct !{!662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!663 = !{!664}
!664 = distinct !{!664, !665, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!665 = distinct !{!665, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!666 = !{!664, !661}
!667 = !{!668, !669}
!668 = distinct !{!668, !665, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!669 = distinct !{!669, !662, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!670 = !{!668, !664, !669, !661}
!671 = !{!672, !674, !675, !677}
!672 = distinct !{!672, !673, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!673 = distinct !{!673, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!674 = distinct !{!674, !673, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!675 = distinct !{!675, !676, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!676 = distinct !{!676, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!677 = distinct !{!677, !676, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!678 = !{!679}
!679 = distinct !{!679, !680, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!680 = distinct !{!680, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!681 = !{!682}
!682 = distinct !{!682, !680, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!683 = !{!684}
!684 = distinct !{!684, !685, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!685 = distinct !{!685, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!686 = !{!687}
!687 = distinct !{!687, !685, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!688 = !{!684, !679}
!689 = !{!687, !682}
!690 = !{!684, !687, !679, !682}
!691 = !{!692}
!692 = distinct !{!692, !693, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!693 = distinct !{!693, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!694 = !{!695}
!695 = distinct !{!695, !693, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!696 = !{!697}
!697 = distinct !{!697, !698, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!698 = distinct !{!698, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!699 = !{!700}
!700 = distinct !{!700, !698, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!701 = !{!697, !692}
!702 = !{!700, !695}
!703 = !{!697, !700, !692, !695}
!704 = !{!705}
!705 = distinct !{!705, !706, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!706 = distinct !{!706, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!707 = !{!708}
!708 = distinct !{!708, !706, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!709 = !{!710}
!710 = distinct !{!710, !711, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!711 = distinct !{!711, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!712 = !{!713}
!713 = distinct !{!713, !711, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!714 = !{!710, !705}
!715 = !{!713, !708}
!716 = !{!710, !713, !705, !708}
!717 = !{!718}
!718 = distinct !{!718, !719, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!719 = distinct !{!719, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!720 = !{!721}
!721 = distinct !{!721, !719, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!722 = !{!723}
!723 = distinct !{!723, !724, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!724 = distinct !{!724, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!725 = !{!726}
!726 = distinct !{!726, !724, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!727 = !{!723, !718}
!728 = !{!726, !721}
!729 = !{!723, !726, !718, !721}
!730 = !{!731}
!731 = distinct !{!731, !732, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!732 = distinct !{!732, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!733 = !{!734}
!734 = distinct !{!734, !732, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!735 = !{!736}
!736 = distinct !{!736, !737, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!737 = distinct !{!737, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!738 = !{!739}
!739 = distinct !{!739, !737, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!740 = !{!736, !731}
!741 = !{!739, !734}
!742 = !{!736, !739, !731, !734}
!743 = !{!744}
!744 = distinct !{!744, !745, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E: %v.0"}
!745 = distinct !{!745, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E"}
!746 = !{!747}
!747 = distinct !{!747, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!748 = distinct !{!748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!749 = !{!750}
!750 = distinct !{!750, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!751 = !{!752}
!752 = distinct !{!752, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!753 = distinct !{!753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!754 = !{!755}
!755 = distinct !{!755, !756, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %_0"}
!756 = distinct !{!756, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E"}
!757 = !{!758}
!758 = distinct !{!758, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!759 = !{!752, !747, !744}
!760 = !{!758, !750, !755}
!761 = !{!758, !750, !744}
!762 = !{!752, !747, !755}
!763 = !{!752, !758, !747, !750, !755, !744}
!764 = !{!755, !765}
!765 = distinct !{!765, !756, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %is_less"}
!766 = !{!755, !765, !744}
!767 = !{!768}
!768 = distinct !{!768, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!769 = distinct !{!769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!770 = !{!771}
!771 = distinct !{!771, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!772 = !{!773}
!773 = distinct !{!773, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!774 = distinct !{!774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!775 = !{!776}
!776 = distinct !{!776, !777, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %_0"}
!777 = distinct !{!777, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE"}
!778 = !{!779}
!779 = distinct !{!779, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!780 = !{!773, !768, !744}
!781 = !{!779, !771, !776}
!782 = !{!779, !771, !744}
!783 = !{!773, !768, !776}
!784 = !{!773, !779, !768, !771, !776, !744}
!785 = !{!776, !786}
!786 = distinct !{!786, !777, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %is_less"}
!787 = !{!776, !786, !744}
!788 = !{!789}
!789 = distinct !{!789, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It1"}
!790 = !{!791}
!791 = distinct !{!791, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!792 = !{!793}
!793 = distinct !{!793, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It1"}
!794 = !{!795}
!795 = distinct !{!795, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!796 = !{!793, !789, !744}
!797 = !{!795, !791, !755}
!798 = !{!795, !791, !744}
!799 = !{!793, !789, !755}
!800 = !{!801}
!801 = distinct !{!801, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It1"}
!802 = !{!803}
!803 = distinct !{!803, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!804 = !{!805}
!805 = distinct !{!805, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It1"}
!806 = !{!807}
!807 = distinct !{!807, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!808 = !{!805, !801, !744}
!809 = !{!807, !803, !776}
!810 = !{!807, !803, !744}
!811 = !{!805, !801, !776}
!812 = !{!813}
!813 = distinct !{!813, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It2"}
!814 = !{!815}
!815 = distinct !{!815, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It2"}
!816 = !{!817}
!817 = distinct !{!817, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It2"}
!818 = !{!819}
!819 = distinct !{!819, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It2"}
!820 = !{!817, !813, !744}
!821 = !{!819, !815, !755}
!822 = !{!819, !815, !744}
!823 = !{!817, !813, !755}
!824 = !{!825}
!825 = distinct !{!825, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It2"}
!826 = !{!827}
!827 = distinct !{!827, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It2"}
!828 = !{!829}
!829 = distinct !{!829, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It2"}
!830 = !{!831}
!831 = distinct !{!831, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It2"}
!832 = !{!829, !825, !744}
!833 = !{!831, !827, !776}
!834 = !{!831, !827, !744}
!835 = !{!829, !825, !776}
!836 = !{!837}
!837 = distinct !{!837, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It3"}
!838 = !{!839}
!839 = distinct !{!839, !748, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It3"}
!840 = !{!841}
!841 = distinct !{!841, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It3"}
!842 = !{!843}
!843 = distinct !{!843, !753, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It3"}
!844 = !{!841, !837, !744}
!845 = !{!843, !839, !755}
!846 = !{!843, !839, !744}
!847 = !{!841, !837, !755}
!848 = !{!849}
!849 = distinct !{!849, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a:It3"}
!850 = !{!851}
!851 = distinct !{!851, !769, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It3"}
!852 = !{!853}
!853 = distinct !{!853, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a:It3"}
!854 = !{!855}
!855 = distinct !{!855, !774, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It3"}
!856 = !{!853, !849, !744}
!857 = !{!855, !851, !776}
!858 = !{!855, !851, !744}
!859 = !{!853, !849, !776}
!860 = !{!"branch_weights", i32 4001, i32 4000000}
!861 = !{!862, !864}
!862 = distinct !{!862, !863, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E: %_0"}
!863 = distinct !{!863, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17ha8137e96808e7ee5E"}
!864 = distinct !{!864, !865, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h5c64a91a031e90a4E: %_0"}
!865 = distinct !{!865, !"_ZN5alloc5slice99_$LT$impl$u20$core..slice..sort..stable..BufGuard$LT$T$GT$$u20$for$u20$alloc..vec..Vec$LT$T$GT$$GT$13with_capacity17h5c64a91a031e90a4E"}
!866 = !{!864}
!867 = !{!868, !870, !872, !874}
!868 = distinct !{!868, !869, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E: %self"}
!869 = distinct !{!869, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$10deallocate17h6d18afd07a916b41E"}
!870 = distinct !{!870, !871, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E: %self"}
!871 = distinct !{!871, !"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h57d499999e3e4bb6E"}
!872 = distinct !{!872, !873, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E: %_1"}
!873 = distinct !{!873, !"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17hf80f803873e50870E"}
!874 = distinct !{!874, !875, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E: %_1"}
!875 = distinct !{!875, !"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hf7c5c16a66aa9948E"}
!876 = !{!877}
!877 = distinct !{!877, !878, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!878 = distinct !{!878, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!879 = !{!880}
!880 = distinct !{!880, !878, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!881 = !{!882}
!882 = distinct !{!882, !883, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!883 = distinct !{!883, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!884 = !{!885}
!885 = distinct !{!885, !886, !"_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE: %scratch.0"}
!886 = distinct !{!886, !"_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE"}
!887 = !{!888}
!888 = distinct !{!888, !883, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!889 = !{!882, !877}
!890 = !{!888, !880, !885}
!891 = !{!888, !880}
!892 = !{!882, !877, !885}
!893 = !{!882, !888, !877, !880, !885}
!894 = !{!895}
!895 = distinct !{!895, !896, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!896 = distinct !{!896, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!897 = !{!898}
!898 = distinct !{!898, !899, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!899 = distinct !{!899, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!900 = !{!898, !895}
!901 = !{!902, !903, !885}
!902 = distinct !{!902, !899, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!903 = distinct !{!903, !896, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!904 = !{!898, !902, !895, !903, !885}
!905 = !{!906}
!906 = distinct !{!906, !907, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!907 = distinct !{!907, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!908 = !{!909}
!909 = distinct !{!909, !910, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!910 = distinct !{!910, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!911 = !{!909, !906}
!912 = !{!913, !914, !885}
!913 = distinct !{!913, !910, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!914 = distinct !{!914, !907, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!915 = !{!909, !913, !906, !914, !885}
!916 = !{!917, !919}
!917 = distinct !{!917, !918, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E: %a.0"}
!918 = distinct !{!918, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E"}
!919 = distinct !{!919, !920, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd09309a0e7d70b6cE: %self.0"}
!920 = distinct !{!920, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse17hd09309a0e7d70b6cE"}
!921 = !{!922, !885, !923}
!922 = distinct !{!922, !918, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7reverse7revswap17h4c3628bab0ecbe93E: %b.0"}
!923 = distinct !{!923, !886, !"_ZN4core5slice4sort6stable5drift10create_run17hc1c29bec629e6d2aE: %is_less"}
!924 = !{!922, !919}
!925 = !{!917, !885, !923}
!926 = !{!917}
!927 = !{!885, !923}
!928 = !{!922}
!929 = !{!930}
!930 = distinct !{!930, !931, !"_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E: %v.0"}
!931 = distinct !{!931, !"_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E"}
!932 = !{!933}
!933 = distinct !{!933, !931, !"_ZN4core5slice4sort6stable5merge5merge17hb1004b008be381b8E: %scratch.0"}
!934 = !{!930, !933}
!935 = !{!936}
!936 = distinct !{!936, !937, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!937 = distinct !{!937, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!938 = !{!939}
!939 = distinct !{!939, !937, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!940 = !{!941}
!941 = distinct !{!941, !942, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!942 = distinct !{!942, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!943 = !{!944}
!944 = distinct !{!944, !942, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!945 = !{!941, !936, !933}
!946 = !{!944, !939, !947, !930}
!947 = distinct !{!947, !948, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h514d6231df315172E: %self"}
!948 = distinct !{!948, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$10merge_down17h514d6231df315172E"}
!949 = !{!944, !939, !930}
!950 = !{!941, !936, !947, !933}
!951 = !{!941, !944, !936, !939, !947, !930, !933}
!952 = !{!947}
!953 = !{!947, !933}
!954 = !{!955}
!955 = distinct !{!955, !956, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!956 = distinct !{!956, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!957 = !{!958}
!958 = distinct !{!958, !956, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!959 = !{!960}
!960 = distinct !{!960, !961, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!961 = distinct !{!961, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!962 = !{!963}
!963 = distinct !{!963, !961, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!964 = !{!960, !955, !930}
!965 = !{!963, !958, !966, !933}
!966 = distinct !{!966, !967, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h89357599ac1458e0E: %self"}
!967 = distinct !{!967, !"_ZN4core5slice4sort6stable5merge19MergeState$LT$T$GT$8merge_up17h89357599ac1458e0E"}
!968 = !{!963, !958, !933}
!969 = !{!960, !955, !966, !930}
!970 = !{!960, !963, !955, !958, !966, !930, !933}
!971 = !{!966}
!972 = !{!966, !933}
!973 = !{!974, !976}
!974 = distinct !{!974, !975, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde4f4592e56ced75E: %self"}
!975 = distinct !{!975, !"_ZN95_$LT$core..slice..sort..stable..merge..MergeState$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde4f4592e56ced75E"}
!976 = distinct !{!976, !977, !"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E: %_1"}
!977 = distinct !{!977, !"_ZN4core3ptr76drop_in_place$LT$core..slice..sort..stable..merge..MergeState$LT$f64$GT$$GT$17hed3faa6e4a77de49E"}
!978 = !{!979}
!979 = distinct !{!979, !980, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E: %v.0"}
!980 = distinct !{!980, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E"}
!981 = !{!982}
!982 = distinct !{!982, !980, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E: %scratch.0"}
!983 = !{!982, !984}
!984 = distinct !{!984, !980, !"_ZN4core5slice4sort6shared9smallsort31small_sort_general_with_scratch17h6aba50a6a3afb3d0E: %is_less"}
!985 = !{!979, !984}
!986 = !{!987, !989, !982}
!987 = distinct !{!987, !988, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!988 = distinct !{!988, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!989 = distinct !{!989, !990, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!990 = distinct !{!990, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!991 = !{!992, !993, !979, !984}
!992 = distinct !{!992, !988, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!993 = distinct !{!993, !990, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!994 = !{!995, !997, !982}
!995 = distinct !{!995, !996, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b:It1"}
!996 = distinct !{!996, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!997 = distinct !{!997, !998, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b:It1"}
!998 = distinct !{!998, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!999 = !{!1000, !1001, !979, !984}
!1000 = distinct !{!1000, !996, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1001 = distinct !{!1001, !998, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1002 = !{!1003, !1005, !979, !984}
!1003 = distinct !{!1003, !1004, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcda6e6d4f6c071d5E: %self"}
!1004 = distinct !{!1004, !"_ZN99_$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$T$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hcda6e6d4f6c071d5E"}
!1005 = distinct !{!1005, !1006, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E: %_1"}
!1006 = distinct !{!1006, !"_ZN4core3ptr80drop_in_place$LT$core..slice..sort..shared..smallsort..CopyOnDrop$LT$f64$GT$$GT$17h0ffc9607cdf2af37E"}
!1007 = !{!1008}
!1008 = distinct !{!1008, !1009, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E: %v.0"}
!1009 = distinct !{!1009, !"_ZN4core5slice4sort6shared9smallsort19bidirectional_merge17h6138a1386e964123E"}
!1010 = !{!1011}
!1011 = distinct !{!1011, !1012, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1012 = distinct !{!1012, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1013 = !{!1014}
!1014 = distinct !{!1014, !1012, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1015 = !{!1016}
!1016 = distinct !{!1016, !1017, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1017 = distinct !{!1017, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1018 = !{!1019}
!1019 = distinct !{!1019, !1020, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %_0"}
!1020 = distinct !{!1020, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E"}
!1021 = !{!1022}
!1022 = distinct !{!1022, !1017, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1023 = !{!1016, !1011, !1008, !982}
!1024 = !{!1022, !1014, !1019, !979, !984}
!1025 = !{!1022, !1014, !1008, !982}
!1026 = !{!1016, !1011, !1019, !979, !984}
!1027 = !{!1016, !1022, !1011, !1014, !1019, !1008, !979, !982, !984}
!1028 = !{!1008, !982}
!1029 = !{!1019, !1030, !979, !984}
!1030 = distinct !{!1030, !1020, !"_ZN4core5slice4sort6shared9smallsort8merge_up17h869bb09ccca6ee89E: %is_less"}
!1031 = !{!1019, !1030, !1008, !982, !984}
!1032 = !{!1033}
!1033 = distinct !{!1033, !1034, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1034 = distinct !{!1034, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1035 = !{!1036}
!1036 = distinct !{!1036, !1034, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1037 = !{!1038}
!1038 = distinct !{!1038, !1039, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1039 = distinct !{!1039, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1040 = !{!1041}
!1041 = distinct !{!1041, !1042, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %_0"}
!1042 = distinct !{!1042, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE"}
!1043 = !{!1044}
!1044 = distinct !{!1044, !1039, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1045 = !{!1038, !1033, !1008, !982}
!1046 = !{!1044, !1036, !1041, !979, !984}
!1047 = !{!1044, !1036, !1008, !982}
!1048 = !{!1038, !1033, !1041, !979, !984}
!1049 = !{!1038, !1044, !1033, !1036, !1041, !1008, !979, !982, !984}
!1050 = !{!1041, !1051, !979, !984}
!1051 = distinct !{!1051, !1042, !"_ZN4core5slice4sort6shared9smallsort10merge_down17h2fa448d5b75cf76bE: %is_less"}
!1052 = !{!1041, !1051, !1008, !982, !984}
!1053 = !{!1008, !982, !984}
!1054 = !{!1008, !979, !982, !984}
!1055 = !{!1056}
!1056 = distinct !{!1056, !990, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1057 = !{!1058}
!1058 = distinct !{!1058, !988, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1059 = !{!1058, !1056, !982}
!1060 = !{!992, !1058, !993, !1056, !979, !982, !984}
!1061 = !{!1062}
!1062 = distinct !{!1062, !998, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1063 = !{!1064}
!1064 = distinct !{!1064, !996, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1065 = !{!1064, !1062, !982}
!1066 = !{!1000, !1064, !1001, !1062, !979, !982, !984}
!1067 = !{!1068}
!1068 = distinct !{!1068, !1069, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE: %v.0"}
!1069 = distinct !{!1069, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE"}
!1070 = !{!1071}
!1071 = distinct !{!1071, !1072, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1072 = distinct !{!1072, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1073 = !{!1074}
!1074 = distinct !{!1074, !1072, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1075 = !{!1076}
!1076 = distinct !{!1076, !1077, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1077 = distinct !{!1077, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1078 = !{!1079}
!1079 = distinct !{!1079, !1080, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E: %c"}
!1080 = distinct !{!1080, !"_ZN4core5slice4sort6shared5pivot7median317h3ae509a35e6a7099E"}
!1081 = !{!1082}
!1082 = distinct !{!1082, !1077, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1083 = !{!1076, !1071, !1068}
!1084 = !{!1082, !1074, !1079, !1085}
!1085 = distinct !{!1085, !1069, !"_ZN4core5slice4sort6shared5pivot12choose_pivot17h61ac6e6f8109c29aE: %is_less"}
!1086 = !{!1082, !1074, !1068}
!1087 = !{!1076, !1071, !1079, !1085}
!1088 = !{!1076, !1082, !1071, !1074, !1079, !1068, !1085}
!1089 = !{!1090}
!1090 = distinct !{!1090, !1091, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1091 = distinct !{!1091, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1092 = !{!1093}
!1093 = distinct !{!1093, !1094, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1094 = distinct !{!1094, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1095 = !{!1093, !1090, !1068}
!1096 = !{!1097, !1098, !1085}
!1097 = distinct !{!1097, !1094, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1098 = distinct !{!1098, !1091, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1099 = !{!1097, !1093, !1098, !1090, !1068, !1085}
!1100 = !{!1101, !1103, !1104, !1106, !1068, !1085}
!1101 = distinct !{!1101, !1102, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1102 = distinct !{!1102, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1103 = distinct !{!1103, !1102, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1104 = distinct !{!1104, !1105, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1105 = distinct !{!1105, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1106 = distinct !{!1106, !1105, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1107 = !{!1108}
!1108 = distinct !{!1108, !1109, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1109 = distinct !{!1109, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1110 = !{!1111}
!1111 = distinct !{!1111, !1112, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1112 = distinct !{!1112, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1113 = !{!1111, !1108}
!1114 = !{!1115, !1116}
!1115 = distinct !{!1115, !1112, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1116 = distinct !{!1116, !1109, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1117 = !{!1111, !1115, !1108, !1116}
!1118 = !{!1119}
!1119 = distinct !{!1119, !1120, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E: %v.0"}
!1120 = distinct !{!1120, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E"}
!1121 = !{!1122}
!1122 = distinct !{!1122, !1120, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hed2833ecee6c6422E: %scratch.0"}
!1123 = !{!1124, !1126, !1119}
!1124 = distinct !{!1124, !1125, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1125 = distinct !{!1125, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1126 = distinct !{!1126, !1127, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1127 = distinct !{!1127, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1128 = !{!1129, !1130, !1122}
!1129 = distinct !{!1129, !1125, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1130 = distinct !{!1130, !1127, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1131 = !{!1130}
!1132 = !{!1126}
!1133 = !{!1129}
!1134 = !{!1124}
!1135 = !{!1129, !1130, !1119}
!1136 = !{!1124, !1126, !1122}
!1137 = !{!1129, !1124, !1130, !1126, !1119, !1122}
!1138 = !{!1139, !1119}
!1139 = distinct !{!1139, !1140, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1140 = distinct !{!1140, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1141 = !{!1142}
!1142 = distinct !{!1142, !1143, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1143 = distinct !{!1143, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1144 = !{!1145}
!1145 = distinct !{!1145, !1146, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1146 = distinct !{!1146, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1147 = !{!1145, !1142, !1119}
!1148 = !{!1149, !1150, !1122}
!1149 = distinct !{!1149, !1146, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1150 = distinct !{!1150, !1143, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1151 = !{!1145, !1149, !1142, !1150, !1119, !1122}
!1152 = !{!1153, !1119}
!1153 = distinct !{!1153, !1154, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1154 = distinct !{!1154, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1155 = !{!1156}
!1156 = distinct !{!1156, !1157, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1157 = distinct !{!1157, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1158 = !{!1159}
!1159 = distinct !{!1159, !1160, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1160 = distinct !{!1160, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1161 = !{!1159, !1156, !1119}
!1162 = !{!1163, !1164, !1122}
!1163 = distinct !{!1163, !1160, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1164 = distinct !{!1164, !1157, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1165 = !{!1159, !1163, !1156, !1164, !1119, !1122}
!1166 = !{!1167, !1119}
!1167 = distinct !{!1167, !1168, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1168 = distinct !{!1168, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1169 = !{!1170}
!1170 = distinct !{!1170, !1171, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1171 = distinct !{!1171, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1172 = !{!1173}
!1173 = distinct !{!1173, !1174, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1174 = distinct !{!1174, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1175 = !{!1173, !1170, !1119}
!1176 = !{!1177, !1178, !1122}
!1177 = distinct !{!1177, !1174, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1178 = distinct !{!1178, !1171, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1179 = !{!1173, !1177, !1170, !1178, !1119, !1122}
!1180 = !{!1181, !1119}
!1181 = distinct !{!1181, !1182, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1182 = distinct !{!1182, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1183 = !{!1184, !1186, !1119}
!1184 = distinct !{!1184, !1185, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1185 = distinct !{!1185, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1186 = distinct !{!1186, !1187, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1187 = distinct !{!1187, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1188 = !{!1189, !1190, !1122}
!1189 = distinct !{!1189, !1185, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1190 = distinct !{!1190, !1187, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1191 = !{!1190}
!1192 = !{!1186}
!1193 = !{!1189}
!1194 = !{!1184}
!1195 = !{!1189, !1190, !1119}
!1196 = !{!1184, !1186, !1122}
!1197 = !{!1189, !1184, !1190, !1186, !1119, !1122}
!1198 = !{!1199, !1119}
!1199 = distinct !{!1199, !1200, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1200 = distinct !{!1200, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1201 = !{!1202, !1122}
!1202 = distinct !{!1202, !1203, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1203 = distinct !{!1203, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1204 = !{!1202, !1119}
!1205 = !{!1119, !1122}
!1206 = distinct !{!1206, !1207}
!1207 = !{!"llvm.loop.unroll.disable"}
!1208 = !{!1209, !1211}
!1209 = distinct !{!1209, !1210, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E: %pair"}
!1210 = distinct !{!1210, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E"}
!1211 = distinct !{!1211, !1210, !"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$12split_at_mut17hd23370ab33b47d75E: %self.0"}
!1212 = !{!1213}
!1213 = distinct !{!1213, !1214, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE: %v.0"}
!1214 = distinct !{!1214, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE"}
!1215 = !{!1216}
!1216 = distinct !{!1216, !1214, !"_ZN4core5slice4sort6stable9quicksort16stable_partition17hecef063f82db175cE: %scratch.0"}
!1217 = !{!1218, !1220, !1222, !1213}
!1218 = distinct !{!1218, !1219, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1219 = distinct !{!1219, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1220 = distinct !{!1220, !1221, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1221 = distinct !{!1221, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1222 = distinct !{!1222, !1223, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1223 = distinct !{!1223, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1224 = !{!1225, !1226, !1227, !1216}
!1225 = distinct !{!1225, !1219, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1226 = distinct !{!1226, !1221, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1227 = distinct !{!1227, !1223, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1228 = !{!1227}
!1229 = !{!1222}
!1230 = !{!1220}
!1231 = !{!1226}
!1232 = !{!1218}
!1233 = !{!1225}
!1234 = !{!1225, !1226, !1227, !1213}
!1235 = !{!1218, !1220, !1222, !1216}
!1236 = !{!1218, !1225, !1220, !1226, !1227, !1222, !1213, !1216}
!1237 = !{!1238, !1213}
!1238 = distinct !{!1238, !1239, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1239 = distinct !{!1239, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1240 = !{!1241}
!1241 = distinct !{!1241, !1242, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1242 = distinct !{!1242, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1243 = !{!1244}
!1244 = distinct !{!1244, !1245, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1245 = distinct !{!1245, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1246 = !{!1247}
!1247 = distinct !{!1247, !1248, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1248 = distinct !{!1248, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1249 = !{!1247, !1244, !1241, !1213}
!1250 = !{!1251, !1252, !1253, !1216}
!1251 = distinct !{!1251, !1248, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1252 = distinct !{!1252, !1245, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1253 = distinct !{!1253, !1242, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1254 = !{!1251, !1247, !1252, !1244, !1241, !1253, !1213, !1216}
!1255 = !{!1256, !1213}
!1256 = distinct !{!1256, !1257, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1257 = distinct !{!1257, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1258 = !{!1259}
!1259 = distinct !{!1259, !1260, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1260 = distinct !{!1260, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1261 = !{!1262}
!1262 = distinct !{!1262, !1263, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1263 = distinct !{!1263, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1264 = !{!1265}
!1265 = distinct !{!1265, !1266, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1266 = distinct !{!1266, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1267 = !{!1265, !1262, !1259, !1213}
!1268 = !{!1269, !1270, !1271, !1216}
!1269 = distinct !{!1269, !1266, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1270 = distinct !{!1270, !1263, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1271 = distinct !{!1271, !1260, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1272 = !{!1269, !1265, !1270, !1262, !1259, !1271, !1213, !1216}
!1273 = !{!1274, !1213}
!1274 = distinct !{!1274, !1275, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1275 = distinct !{!1275, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1276 = !{!1277}
!1277 = distinct !{!1277, !1278, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1278 = distinct !{!1278, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1279 = !{!1280}
!1280 = distinct !{!1280, !1281, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1281 = distinct !{!1281, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1282 = !{!1283}
!1283 = distinct !{!1283, !1284, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1284 = distinct !{!1284, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1285 = !{!1283, !1280, !1277, !1213}
!1286 = !{!1287, !1288, !1289, !1216}
!1287 = distinct !{!1287, !1284, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1288 = distinct !{!1288, !1281, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1289 = distinct !{!1289, !1278, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1290 = !{!1287, !1283, !1288, !1280, !1277, !1289, !1213, !1216}
!1291 = !{!1292, !1213}
!1292 = distinct !{!1292, !1293, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1293 = distinct !{!1293, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1294 = !{!1295, !1297, !1299, !1213}
!1295 = distinct !{!1295, !1296, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %a"}
!1296 = distinct !{!1296, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E"}
!1297 = distinct !{!1297, !1298, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %a"}
!1298 = distinct !{!1298, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E"}
!1299 = distinct !{!1299, !1300, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %b"}
!1300 = distinct !{!1300, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE"}
!1301 = !{!1302, !1303, !1304, !1216}
!1302 = distinct !{!1302, !1296, !"_ZN17_01_iter_closures4main28_$u7b$$u7b$closure$u7d$$u7d$17h9104d4f03999b884E: %b"}
!1303 = distinct !{!1303, !1298, !"_ZN5alloc5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$7sort_by28_$u7b$$u7b$closure$u7d$$u7d$17he954ff9b2f5f0dd5E: %b"}
!1304 = distinct !{!1304, !1300, !"_ZN4core5slice4sort6stable9quicksort9quicksort28_$u7b$$u7b$closure$u7d$$u7d$17h5d2abf73c0c6cdebE: %a"}
!1305 = !{!1304}
!1306 = !{!1299}
!1307 = !{!1297}
!1308 = !{!1303}
!1309 = !{!1295}
!1310 = !{!1302}
!1311 = !{!1302, !1303, !1304, !1213}
!1312 = !{!1295, !1297, !1299, !1216}
!1313 = !{!1295, !1302, !1297, !1303, !1304, !1299, !1213, !1216}
!1314 = !{!1315, !1213}
!1315 = distinct !{!1315, !1316, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1316 = distinct !{!1316, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1317 = !{!1318, !1216}
!1318 = distinct !{!1318, !1319, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E: %self"}
!1319 = distinct !{!1319, !"_ZN4core5slice4sort6stable9quicksort23PartitionState$LT$T$GT$13partition_one17h41d59431e3671f06E"}
!1320 = !{!1318, !1213}
!1321 = !{!1213, !1216}
!1322 = distinct !{!1322, !1207}
!1323 = !{!1324}
!1324 = distinct !{!1324, !1325, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %self"}
!1325 = distinct !{!1325, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E"}
!1326 = !{!1327}
!1327 = distinct !{!1327, !1325, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14current_memory17hddf1b927e75959b5E: %_0"}
!1328 = !{!1329}
!1329 = distinct !{!1329, !1330, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hf729a9ba0da9e0a9E: %self"}
!1330 = distinct !{!1330, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17hf729a9ba0da9e0a9E"}
!1331 = !{i64 0, i64 2}
!1332 = !{i64 0, i64 -9223372036854775807}
!1333 = !{!1334, !1336}
!1334 = distinct !{!1334, !1335, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E: %self.0"}
!1335 = distinct !{!1335, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E"}
!1336 = distinct !{!1336, !1335, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h56368155acb46a78E: %f"}
!1337 = !{!1334}
!1338 = !{!1339, !1334, !1336}
!1339 = distinct !{!1339, !1340, !"_ZN4core3fmt8builders9DebugList7entries17h948902e49a7aaa2cE: %self"}
!1340 = distinct !{!1340, !"_ZN4core3fmt8builders9DebugList7entries17h948902e49a7aaa2cE"}
!1341 = !{!1342, !1344}
!1342 = distinct !{!1342, !1343, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE: %self.0"}
!1343 = distinct !{!1343, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE"}
!1344 = distinct !{!1344, !1343, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17he0c6930332d913ddE: %f"}
!1345 = !{!1342}
!1346 = !{!1347, !1342, !1344}
!1347 = distinct !{!1347, !1348, !"_ZN4core3fmt8builders9DebugList7entries17hab36e3e8b281762fE: %self"}
!1348 = distinct !{!1348, !"_ZN4core3fmt8builders9DebugList7entries17hab36e3e8b281762fE"}
