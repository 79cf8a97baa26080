; ModuleID = '05_printf_fft.7d4df2e982cac04e-cgu.0'
source_filename = "05_printf_fft.7d4df2e982cac04e-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%C64 = type { double, double }

@alloc_80b7ad53e20cff044a458abdd323e890 = private unnamed_addr constant [22 x i8] c"rust/05_printf_fft.rs\00", align 1
@alloc_a6ba6dff5d4635d862fb54fe6f05e165 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00.\00\00\00\19\00\00\00" }>, align 8
@alloc_db7417ad32150411778513e8415fac22 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_80b7ad53e20cff044a458abdd323e890, [16 x i8] c"\15\00\00\00\00\00\00\00/\00\00\00\19\00\00\00" }>, align 8
@alloc_82a0398cebec55d1ef39fb2c87fde0e8 = private unnamed_addr constant [29 x i8] c"roundtrip error < 1e-12: %d\0A\00", align 1
@alloc_96b65b8f09a402bfd29f3c0bdadddb5c = private unnamed_addr constant [6 x i8] c"conv:\00", align 1
@alloc_b46b4a208e5ad3b470a0bc2ac49b7c87 = private unnamed_addr constant [22 x i8] c"signal energy = %.9f\0A\00", align 1
@alloc_771e36889e9d7bf0ae0c36903f36d8c1 = private unnamed_addr constant [6 x i8] c" %lld\00", align 1
@alloc_175efbcb4f718f1b172125feb8f5428e = private unnamed_addr constant [35 x i8] c"bin %2d: %10.6f %+10.6fi |X|=%.6f\0A\00", align 1
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h05e7d628550324c3E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E" }>, align 8

; _05_printf_fft::fft
; Function Attrs: nounwind nonlazybind uwtable
define internal fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(512) %x, i1 noundef zeroext %inverse) unnamed_addr #0 {
start:
  %_20.i = alloca [16 x i8], align 8
  br label %bb5.i

bb5.i:                                            ; preds = %bb3.i, %start
  %iter.sroa.0.05.i = phi i64 [ 0, %start ], [ %0, %bb3.i ]
  %0 = add nuw nsw i64 %iter.sroa.0.05.i, 1
  %_7.i = trunc nuw nsw i64 %iter.sroa.0.05.i to i32
  %1 = tail call i32 @llvm.bitreverse.i32(i32 %_7.i)
  %j.i = lshr exact i32 %1, 27
  %j1.i = zext nneg i32 %j.i to i64
  %_10.i = icmp samesign ult i64 %iter.sroa.0.05.i, %j1.i
  br i1 %_10.i, label %bb9.i, label %bb3.i

bb3.i:                                            ; preds = %bb9.i, %bb5.i
  %exitcond.not.i = icmp eq i64 %0, 32
  br i1 %exitcond.not.i, label %_ZN14_05_printf_fft11bit_reverse17h313b616223852550E.exit, label %bb5.i

bb9.i:                                            ; preds = %bb5.i
  %_16.i = getelementptr inbounds nuw %C64, ptr %x, i64 %iter.sroa.0.05.i
  %_18.i = getelementptr inbounds nuw %C64, ptr %x, i64 %j1.i
  call void @llvm.lifetime.start.p0(ptr nonnull %_20.i)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_20.i, ptr noundef nonnull align 8 dereferenceable(16) %_16.i, i64 16, i1 false)
  tail call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_16.i, ptr noundef nonnull align 8 dereferenceable(16) %_18.i, i64 16, i1 false), !alias.scope !4
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_18.i, ptr noundef nonnull align 8 dereferenceable(16) %_20.i, i64 16, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %_20.i)
  br label %bb3.i

_ZN14_05_printf_fft11bit_reverse17h313b616223852550E.exit: ; preds = %bb3.i
  %. = select i1 %inverse, double 0x401921FB54442D18, double 0xC01921FB54442D18
  br label %bb6

bb15:                                             ; preds = %bb14
  br i1 %inverse, label %bb24, label %bb18

bb6:                                              ; preds = %_ZN14_05_printf_fft11bit_reverse17h313b616223852550E.exit, %bb14
  %len.sroa.0.033 = phi i64 [ 2, %_ZN14_05_printf_fft11bit_reverse17h313b616223852550E.exit ], [ %15, %bb14 ]
  %_12 = uitofp nneg i64 %len.sroa.0.033 to double
  %_8 = fdiv double %., %_12
  %2 = tail call double @llvm.cos.f64(double %_8)
  %3 = tail call double @llvm.sin.f64(double %_8)
  %iter527 = lshr exact i64 %len.sroa.0.033, 1
  br label %bb8

bb18:                                             ; preds = %bb24, %bb15
  ret void

bb24:                                             ; preds = %bb15, %bb24
  %iter.sroa.0.0.idx34 = phi i64 [ %iter.sroa.0.0.add.1, %bb24 ], [ 0, %bb15 ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %x, i64 %iter.sroa.0.0.idx34
  %4 = load double, ptr %iter.sroa.0.0.ptr, align 8, !noundef !7
  %5 = fmul double %4, 3.125000e-02
  store double %5, ptr %iter.sroa.0.0.ptr, align 8
  %6 = getelementptr inbounds nuw i8, ptr %iter.sroa.0.0.ptr, i64 8
  %7 = load double, ptr %6, align 8, !noundef !7
  %8 = fmul double %7, 3.125000e-02
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds nuw i8, ptr %x, i64 %iter.sroa.0.0.idx34
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %iter.sroa.0.0.add.1 = add nuw nsw i64 %iter.sroa.0.0.idx34, 32
  %10 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !noundef !7
  %11 = fmul double %10, 3.125000e-02
  store double %11, ptr %iter.sroa.0.0.ptr.1, align 8
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %13 = load double, ptr %12, align 8, !noundef !7
  %14 = fmul double %13, 3.125000e-02
  store double %14, ptr %12, align 8
  %_77.1 = icmp eq i64 %iter.sroa.0.0.add.1, 512
  br i1 %_77.1, label %bb18, label %bb24

bb14:                                             ; preds = %bb22
  %15 = shl nuw nsw i64 %len.sroa.0.033, 1
  %_6 = icmp samesign ult i64 %len.sroa.0.033, 17
  br i1 %_6, label %bb6, label %bb15

bb8:                                              ; preds = %bb6, %bb22
  %indvars.iv = phi i64 [ 32, %bb6 ], [ %indvars.iv.next, %bb22 ]
  %start1.sroa.0.032 = phi i64 [ 0, %bb6 ], [ %16, %bb22 ]
  br label %bb21

bb22:                                             ; preds = %bb11
  %16 = add nuw nsw i64 %start1.sroa.0.032, %len.sroa.0.033
  %_15 = icmp ult i64 %16, 32
  %indvars.iv.next = sub i64 %indvars.iv, %len.sroa.0.033
  br i1 %_15, label %bb8, label %bb14

bb21:                                             ; preds = %bb8, %bb11
  %wk3.sroa.0.031 = phi double [ 1.000000e+00, %bb8 ], [ %_62, %bb11 ]
  %wk.sroa.0.030 = phi double [ 0.000000e+00, %bb8 ], [ %22, %bb11 ]
  %iter2.sroa.0.029 = phi i64 [ 0, %bb8 ], [ %17, %bb11 ]
  %17 = add nuw nsw i64 %iter2.sroa.0.029, 1
  %_21 = add nuw nsw i64 %iter2.sroa.0.029, %start1.sroa.0.032
  %exitcond.not = icmp eq i64 %iter2.sroa.0.029, %indvars.iv
  br i1 %exitcond.not, label %panic, label %bb10

bb10:                                             ; preds = %bb21
  %_24 = add nuw nsw i64 %_21, %iter527
  %_29 = icmp ult i64 %_24, 32
  br i1 %_29, label %bb11, label %panic7

panic:                                            ; preds = %bb21
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_21, i64 noundef 32, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_a6ba6dff5d4635d862fb54fe6f05e165) #12
  unreachable

bb11:                                             ; preds = %bb10
  %18 = getelementptr inbounds nuw %C64, ptr %x, i64 %_21
  %19 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %u6 = load double, ptr %19, align 8, !noundef !7
  %u = load double, ptr %18, align 8, !noundef !7
  %20 = getelementptr inbounds nuw %C64, ptr %x, i64 %_24
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %_84 = load double, ptr %20, align 8, !noundef !7
  %_56 = fmul double %wk.sroa.0.030, %_84
  %_85 = load double, ptr %21, align 8, !noundef !7
  %_57 = fmul double %wk3.sroa.0.031, %_85
  %v9 = fadd double %_56, %_57
  %_59 = fadd double %u6, %v9
  %_53 = fmul double %wk3.sroa.0.031, %_84
  %_54 = fmul double %wk.sroa.0.030, %_85
  %v8 = fsub double %_53, %_54
  %_58 = fadd double %u, %v8
  store double %_58, ptr %18, align 8
  store double %_59, ptr %19, align 8
  %_61 = fsub double %u6, %v9
  %_60 = fsub double %u, %v8
  store double %_60, ptr %20, align 8
  store double %_61, ptr %21, align 8
  %_63 = fmul double %2, %wk3.sroa.0.031
  %_64 = fmul double %3, %wk.sroa.0.030
  %_62 = fsub double %_63, %_64
  %_66 = fmul double %3, %wk3.sroa.0.031
  %_67 = fmul double %2, %wk.sroa.0.030
  %22 = fadd double %_67, %_66
  %exitcond38.not = icmp eq i64 %17, %iter527
  br i1 %exitcond38.not, label %bb22, label %bb21

panic7:                                           ; preds = %bb10
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_24, i64 noundef 32, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_db7417ad32150411778513e8415fac22) #12
  unreachable
}

; _05_printf_fft::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN14_05_printf_fft4main17h4143053414d2fb81E() unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %b = alloca [512 x i8], align 8
  %a = alloca [512 x i8], align 8
  %orig = alloca [512 x i8], align 8
  %x = alloca [512 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %x)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %x, i8 0, i64 512, i1 false)
  br label %bb4

bb4:                                              ; preds = %bb4, %start
  %iter.sroa.0.0.idx47 = phi i64 [ 0, %start ], [ %iter.sroa.0.0.add.1, %bb4 ]
  %iter.sroa.7.046 = phi i64 [ 0, %start ], [ %_9.0.i.1, %bb4 ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %x, i64 %iter.sroa.0.0.idx47
  %_9.0.i = or disjoint i64 %iter.sroa.7.046, 1
  %_13 = uitofp nneg i64 %iter.sroa.7.046 to double
  %t = fmul double %_13, 3.125000e-02
  %_16 = fmul double %t, 0x403921FB54442D18
  %0 = tail call double @llvm.sin.f64(double %_16)
  %_19 = fmul double %t, 0x4045FDBBE9BBA775
  %1 = tail call double @llvm.cos.f64(double %_19)
  %_17 = fmul double %1, 5.000000e-01
  %_14 = fadd double %0, %_17
  %2 = fadd double %_14, 2.500000e-01
  store double %2, ptr %iter.sroa.0.0.ptr, align 8
  %3 = getelementptr inbounds nuw i8, ptr %x, i64 %iter.sroa.0.0.idx47
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %iter.sroa.0.0.add.1 = add nuw nsw i64 %iter.sroa.0.0.idx47, 32
  %_9.0.i.1 = add nuw nsw i64 %iter.sroa.7.046, 2
  %_13.1 = uitofp nneg i64 %_9.0.i to double
  %t.1 = fmul double %_13.1, 3.125000e-02
  %_16.1 = fmul double %t.1, 0x403921FB54442D18
  %4 = tail call double @llvm.sin.f64(double %_16.1)
  %_19.1 = fmul double %t.1, 0x4045FDBBE9BBA775
  %5 = tail call double @llvm.cos.f64(double %_19.1)
  %_17.1 = fmul double %5, 5.000000e-01
  %_14.1 = fadd double %4, %_17.1
  %6 = fadd double %_14.1, 2.500000e-01
  store double %6, ptr %iter.sroa.0.0.ptr.1, align 8
  %_7.i.i.1 = icmp eq i64 %iter.sroa.0.0.add.1, 512
  br i1 %_7.i.i.1, label %bb5, label %bb4

bb5:                                              ; preds = %bb4
  call void @llvm.lifetime.start.p0(ptr nonnull %orig)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %orig, ptr noundef nonnull align 8 dereferenceable(512) %x, i64 512, i1 false)
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %x, i1 noundef zeroext false) #13
  br label %bb33

bb34:                                             ; preds = %bb12
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %x, i1 noundef zeroext true) #13
  br label %bb15

bb33:                                             ; preds = %bb5, %bb12
  %iter2.sroa.0.048 = phi i64 [ 0, %bb5 ], [ %7, %bb12 ]
  %7 = add nuw nsw i64 %iter2.sroa.0.048, 1
  %8 = getelementptr inbounds nuw %C64, ptr %x, i64 %iter2.sroa.0.048
  %_26.0 = load double, ptr %8, align 8, !noundef !7
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %_26.1 = load double, ptr %9, align 8, !noundef !7
  %_0.i = tail call noundef double @hypot(double noundef %_26.0, double noundef %_26.1) #13
  %_28 = fcmp ogt double %_0.i, 1.000000e-09
  br i1 %_28, label %bb10, label %bb12

bb44:                                             ; preds = %bb15
  %_53 = fcmp olt double %75, 0x3D719799812DEA11
  %_52 = zext i1 %_53 to i32
  %_49 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_82a0398cebec55d1ef39fb2c87fde0e8, i32 noundef %_52) #13
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  %10 = getelementptr inbounds nuw i8, ptr %a, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %10, i8 0, i64 504, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %b)
  %11 = getelementptr inbounds nuw i8, ptr %b, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %11, i8 0, i64 504, i1 false)
  store double 1.000000e+00, ptr %a, align 8
  %12 = getelementptr inbounds nuw i8, ptr %a, i64 16
  store double 2.000000e+00, ptr %12, align 8
  %13 = getelementptr inbounds nuw i8, ptr %a, i64 32
  store double 3.000000e+00, ptr %13, align 8
  %14 = getelementptr inbounds nuw i8, ptr %a, i64 48
  store double 4.000000e+00, ptr %14, align 8
  %15 = getelementptr inbounds nuw i8, ptr %a, i64 64
  store double 5.000000e+00, ptr %15, align 8
  %16 = getelementptr inbounds nuw i8, ptr %a, i64 80
  store double 6.000000e+00, ptr %16, align 8
  %17 = getelementptr inbounds nuw i8, ptr %a, i64 96
  store double 7.000000e+00, ptr %17, align 8
  %18 = getelementptr inbounds nuw i8, ptr %a, i64 112
  store double 8.000000e+00, ptr %18, align 8
  store double 1.000000e+00, ptr %b, align 8
  %19 = getelementptr inbounds nuw i8, ptr %b, i64 16
  store double -1.000000e+00, ptr %19, align 8
  %20 = getelementptr inbounds nuw i8, ptr %b, i64 32
  store double 2.000000e+00, ptr %20, align 8
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %a, i1 noundef zeroext false) #13
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %b, i1 noundef zeroext false) #13
  br label %bb22

bb51:                                             ; preds = %bb22
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %a, i1 noundef zeroext true) #13
  %_70 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_96b65b8f09a402bfd29f3c0bdadddb5c) #13
  %_80 = load double, ptr %a, align 8, !noundef !7
  %21 = tail call double @llvm.round.f64(double %_80)
  %_78 = tail call i64 @llvm.fptosi.sat.i64.f64(double %21)
  %_75 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78) #13
  %_80.1 = load double, ptr %12, align 8, !noundef !7
  %22 = tail call double @llvm.round.f64(double %_80.1)
  %_78.1 = tail call i64 @llvm.fptosi.sat.i64.f64(double %22)
  %_75.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.1) #13
  %_80.2 = load double, ptr %13, align 8, !noundef !7
  %23 = tail call double @llvm.round.f64(double %_80.2)
  %_78.2 = tail call i64 @llvm.fptosi.sat.i64.f64(double %23)
  %_75.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.2) #13
  %_80.3 = load double, ptr %14, align 8, !noundef !7
  %24 = tail call double @llvm.round.f64(double %_80.3)
  %_78.3 = tail call i64 @llvm.fptosi.sat.i64.f64(double %24)
  %_75.3 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.3) #13
  %_80.4 = load double, ptr %15, align 8, !noundef !7
  %25 = tail call double @llvm.round.f64(double %_80.4)
  %_78.4 = tail call i64 @llvm.fptosi.sat.i64.f64(double %25)
  %_75.4 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.4) #13
  %_80.5 = load double, ptr %16, align 8, !noundef !7
  %26 = tail call double @llvm.round.f64(double %_80.5)
  %_78.5 = tail call i64 @llvm.fptosi.sat.i64.f64(double %26)
  %_75.5 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.5) #13
  %_80.6 = load double, ptr %17, align 8, !noundef !7
  %27 = tail call double @llvm.round.f64(double %_80.6)
  %_78.6 = tail call i64 @llvm.fptosi.sat.i64.f64(double %27)
  %_75.6 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.6) #13
  %_80.7 = load double, ptr %18, align 8, !noundef !7
  %28 = tail call double @llvm.round.f64(double %_80.7)
  %_78.7 = tail call i64 @llvm.fptosi.sat.i64.f64(double %28)
  %_75.7 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.7) #13
  %29 = getelementptr inbounds nuw i8, ptr %a, i64 128
  %_80.8 = load double, ptr %29, align 8, !noundef !7
  %30 = tail call double @llvm.round.f64(double %_80.8)
  %_78.8 = tail call i64 @llvm.fptosi.sat.i64.f64(double %30)
  %_75.8 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.8) #13
  %31 = getelementptr inbounds nuw i8, ptr %a, i64 144
  %_80.9 = load double, ptr %31, align 8, !noundef !7
  %32 = tail call double @llvm.round.f64(double %_80.9)
  %_78.9 = tail call i64 @llvm.fptosi.sat.i64.f64(double %32)
  %_75.9 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.9) #13
  %putchar = tail call i32 @putchar(i32 10)
  %_92 = load double, ptr %orig, align 8, !noundef !7
  %_91 = fmul double %_92, %_92
  %iter1.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %orig, i64 16
  %_92.1 = load double, ptr %iter1.sroa.0.0.ptr.1, align 8, !noundef !7
  %_91.1 = fmul double %_92.1, %_92.1
  %33 = fadd double %_91, %_91.1
  %iter1.sroa.0.0.ptr.2 = getelementptr inbounds nuw i8, ptr %orig, i64 32
  %_92.2 = load double, ptr %iter1.sroa.0.0.ptr.2, align 8, !noundef !7
  %_91.2 = fmul double %_92.2, %_92.2
  %34 = fadd double %33, %_91.2
  %iter1.sroa.0.0.ptr.3 = getelementptr inbounds nuw i8, ptr %orig, i64 48
  %_92.3 = load double, ptr %iter1.sroa.0.0.ptr.3, align 8, !noundef !7
  %_91.3 = fmul double %_92.3, %_92.3
  %35 = fadd double %34, %_91.3
  %iter1.sroa.0.0.ptr.4 = getelementptr inbounds nuw i8, ptr %orig, i64 64
  %_92.4 = load double, ptr %iter1.sroa.0.0.ptr.4, align 8, !noundef !7
  %_91.4 = fmul double %_92.4, %_92.4
  %36 = fadd double %35, %_91.4
  %iter1.sroa.0.0.ptr.5 = getelementptr inbounds nuw i8, ptr %orig, i64 80
  %_92.5 = load double, ptr %iter1.sroa.0.0.ptr.5, align 8, !noundef !7
  %_91.5 = fmul double %_92.5, %_92.5
  %37 = fadd double %36, %_91.5
  %iter1.sroa.0.0.ptr.6 = getelementptr inbounds nuw i8, ptr %orig, i64 96
  %_92.6 = load double, ptr %iter1.sroa.0.0.ptr.6, align 8, !noundef !7
  %_91.6 = fmul double %_92.6, %_92.6
  %38 = fadd double %37, %_91.6
  %iter1.sroa.0.0.ptr.7 = getelementptr inbounds nuw i8, ptr %orig, i64 112
  %_92.7 = load double, ptr %iter1.sroa.0.0.ptr.7, align 8, !noundef !7
  %_91.7 = fmul double %_92.7, %_92.7
  %39 = fadd double %38, %_91.7
  %iter1.sroa.0.0.ptr.8 = getelementptr inbounds nuw i8, ptr %orig, i64 128
  %_92.8 = load double, ptr %iter1.sroa.0.0.ptr.8, align 8, !noundef !7
  %_91.8 = fmul double %_92.8, %_92.8
  %40 = fadd double %39, %_91.8
  %iter1.sroa.0.0.ptr.9 = getelementptr inbounds nuw i8, ptr %orig, i64 144
  %_92.9 = load double, ptr %iter1.sroa.0.0.ptr.9, align 8, !noundef !7
  %_91.9 = fmul double %_92.9, %_92.9
  %41 = fadd double %40, %_91.9
  %iter1.sroa.0.0.ptr.10 = getelementptr inbounds nuw i8, ptr %orig, i64 160
  %_92.10 = load double, ptr %iter1.sroa.0.0.ptr.10, align 8, !noundef !7
  %_91.10 = fmul double %_92.10, %_92.10
  %42 = fadd double %41, %_91.10
  %iter1.sroa.0.0.ptr.11 = getelementptr inbounds nuw i8, ptr %orig, i64 176
  %_92.11 = load double, ptr %iter1.sroa.0.0.ptr.11, align 8, !noundef !7
  %_91.11 = fmul double %_92.11, %_92.11
  %43 = fadd double %42, %_91.11
  %iter1.sroa.0.0.ptr.12 = getelementptr inbounds nuw i8, ptr %orig, i64 192
  %_92.12 = load double, ptr %iter1.sroa.0.0.ptr.12, align 8, !noundef !7
  %_91.12 = fmul double %_92.12, %_92.12
  %44 = fadd double %43, %_91.12
  %iter1.sroa.0.0.ptr.13 = getelementptr inbounds nuw i8, ptr %orig, i64 208
  %_92.13 = load double, ptr %iter1.sroa.0.0.ptr.13, align 8, !noundef !7
  %_91.13 = fmul double %_92.13, %_92.13
  %45 = fadd double %44, %_91.13
  %iter1.sroa.0.0.ptr.14 = getelementptr inbounds nuw i8, ptr %orig, i64 224
  %_92.14 = load double, ptr %iter1.sroa.0.0.ptr.14, align 8, !noundef !7
  %_91.14 = fmul double %_92.14, %_92.14
  %46 = fadd double %45, %_91.14
  %iter1.sroa.0.0.ptr.15 = getelementptr inbounds nuw i8, ptr %orig, i64 240
  %_92.15 = load double, ptr %iter1.sroa.0.0.ptr.15, align 8, !noundef !7
  %_91.15 = fmul double %_92.15, %_92.15
  %47 = fadd double %46, %_91.15
  %iter1.sroa.0.0.ptr.16 = getelementptr inbounds nuw i8, ptr %orig, i64 256
  %_92.16 = load double, ptr %iter1.sroa.0.0.ptr.16, align 8, !noundef !7
  %_91.16 = fmul double %_92.16, %_92.16
  %48 = fadd double %47, %_91.16
  %iter1.sroa.0.0.ptr.17 = getelementptr inbounds nuw i8, ptr %orig, i64 272
  %_92.17 = load double, ptr %iter1.sroa.0.0.ptr.17, align 8, !noundef !7
  %_91.17 = fmul double %_92.17, %_92.17
  %49 = fadd double %48, %_91.17
  %iter1.sroa.0.0.ptr.18 = getelementptr inbounds nuw i8, ptr %orig, i64 288
  %_92.18 = load double, ptr %iter1.sroa.0.0.ptr.18, align 8, !noundef !7
  %_91.18 = fmul double %_92.18, %_92.18
  %50 = fadd double %49, %_91.18
  %iter1.sroa.0.0.ptr.19 = getelementptr inbounds nuw i8, ptr %orig, i64 304
  %_92.19 = load double, ptr %iter1.sroa.0.0.ptr.19, align 8, !noundef !7
  %_91.19 = fmul double %_92.19, %_92.19
  %51 = fadd double %50, %_91.19
  %iter1.sroa.0.0.ptr.20 = getelementptr inbounds nuw i8, ptr %orig, i64 320
  %_92.20 = load double, ptr %iter1.sroa.0.0.ptr.20, align 8, !noundef !7
  %_91.20 = fmul double %_92.20, %_92.20
  %52 = fadd double %51, %_91.20
  %iter1.sroa.0.0.ptr.21 = getelementptr inbounds nuw i8, ptr %orig, i64 336
  %_92.21 = load double, ptr %iter1.sroa.0.0.ptr.21, align 8, !noundef !7
  %_91.21 = fmul double %_92.21, %_92.21
  %53 = fadd double %52, %_91.21
  %iter1.sroa.0.0.ptr.22 = getelementptr inbounds nuw i8, ptr %orig, i64 352
  %_92.22 = load double, ptr %iter1.sroa.0.0.ptr.22, align 8, !noundef !7
  %_91.22 = fmul double %_92.22, %_92.22
  %54 = fadd double %53, %_91.22
  %iter1.sroa.0.0.ptr.23 = getelementptr inbounds nuw i8, ptr %orig, i64 368
  %_92.23 = load double, ptr %iter1.sroa.0.0.ptr.23, align 8, !noundef !7
  %_91.23 = fmul double %_92.23, %_92.23
  %55 = fadd double %54, %_91.23
  %iter1.sroa.0.0.ptr.24 = getelementptr inbounds nuw i8, ptr %orig, i64 384
  %_92.24 = load double, ptr %iter1.sroa.0.0.ptr.24, align 8, !noundef !7
  %_91.24 = fmul double %_92.24, %_92.24
  %56 = fadd double %55, %_91.24
  %iter1.sroa.0.0.ptr.25 = getelementptr inbounds nuw i8, ptr %orig, i64 400
  %_92.25 = load double, ptr %iter1.sroa.0.0.ptr.25, align 8, !noundef !7
  %_91.25 = fmul double %_92.25, %_92.25
  %57 = fadd double %56, %_91.25
  %iter1.sroa.0.0.ptr.26 = getelementptr inbounds nuw i8, ptr %orig, i64 416
  %_92.26 = load double, ptr %iter1.sroa.0.0.ptr.26, align 8, !noundef !7
  %_91.26 = fmul double %_92.26, %_92.26
  %58 = fadd double %57, %_91.26
  %iter1.sroa.0.0.ptr.27 = getelementptr inbounds nuw i8, ptr %orig, i64 432
  %_92.27 = load double, ptr %iter1.sroa.0.0.ptr.27, align 8, !noundef !7
  %_91.27 = fmul double %_92.27, %_92.27
  %59 = fadd double %58, %_91.27
  %iter1.sroa.0.0.ptr.28 = getelementptr inbounds nuw i8, ptr %orig, i64 448
  %_92.28 = load double, ptr %iter1.sroa.0.0.ptr.28, align 8, !noundef !7
  %_91.28 = fmul double %_92.28, %_92.28
  %60 = fadd double %59, %_91.28
  %iter1.sroa.0.0.ptr.29 = getelementptr inbounds nuw i8, ptr %orig, i64 464
  %_92.29 = load double, ptr %iter1.sroa.0.0.ptr.29, align 8, !noundef !7
  %_91.29 = fmul double %_92.29, %_92.29
  %61 = fadd double %60, %_91.29
  %iter1.sroa.0.0.ptr.30 = getelementptr inbounds nuw i8, ptr %orig, i64 480
  %_92.30 = load double, ptr %iter1.sroa.0.0.ptr.30, align 8, !noundef !7
  %_91.30 = fmul double %_92.30, %_92.30
  %62 = fadd double %61, %_91.30
  %iter1.sroa.0.0.ptr.31 = getelementptr inbounds nuw i8, ptr %orig, i64 496
  %_92.31 = load double, ptr %iter1.sroa.0.0.ptr.31, align 8, !noundef !7
  %_91.31 = fmul double %_92.31, %_92.31
  %63 = fadd double %62, %_91.31
  %_93 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_b46b4a208e5ad3b470a0bc2ac49b7c87, double noundef %63) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  call void @llvm.lifetime.end.p0(ptr nonnull %orig)
  call void @llvm.lifetime.end.p0(ptr nonnull %x)
  ret void

bb22:                                             ; preds = %bb44, %bb22
  %iter5.sroa.0.052 = phi i64 [ 0, %bb44 ], [ %64, %bb22 ]
  %64 = add nuw nsw i64 %iter5.sroa.0.052, 1
  %65 = getelementptr inbounds nuw %C64, ptr %a, i64 %iter5.sroa.0.052
  %_157 = load double, ptr %65, align 8, !noundef !7
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %_158 = load double, ptr %66, align 8, !noundef !7
  %67 = getelementptr inbounds nuw %C64, ptr %b, i64 %iter5.sroa.0.052
  %_159 = load double, ptr %67, align 8, !noundef !7
  %68 = getelementptr inbounds nuw i8, ptr %67, i64 8
  %_160 = load double, ptr %68, align 8, !noundef !7
  %_126 = fmul double %_157, %_159
  %_127 = fmul double %_158, %_160
  %_125 = fsub double %_126, %_127
  %_129 = fmul double %_157, %_160
  %_130 = fmul double %_158, %_159
  %_128 = fadd double %_130, %_129
  store double %_125, ptr %65, align 8
  store double %_128, ptr %66, align 8
  %exitcond59.not = icmp eq i64 %64, 32
  br i1 %exitcond59.not, label %bb51, label %bb22

bb15:                                             ; preds = %bb34, %bb15
  %iter3.sroa.0.050 = phi i64 [ 0, %bb34 ], [ %69, %bb15 ]
  %err.sroa.0.049 = phi double [ 0.000000e+00, %bb34 ], [ %75, %bb15 ]
  %69 = add nuw nsw i64 %iter3.sroa.0.050, 1
  %70 = getelementptr inbounds nuw %C64, ptr %x, i64 %iter3.sroa.0.050
  %_44 = load double, ptr %70, align 8, !noundef !7
  %71 = getelementptr inbounds nuw %C64, ptr %orig, i64 %iter3.sroa.0.050
  %_46 = load double, ptr %71, align 8, !noundef !7
  %_43 = fsub double %_44, %_46
  %72 = tail call double @llvm.fabs.f64(double %_43)
  %73 = getelementptr inbounds nuw i8, ptr %70, i64 8
  %_48 = load double, ptr %73, align 8, !noundef !7
  %74 = tail call double @llvm.fabs.f64(double %_48)
  %_41 = fadd double %72, %74
  %75 = tail call double @llvm.maxnum.f64(double %err.sroa.0.049, double %_41)
  %exitcond57.not = icmp eq i64 %69, 32
  br i1 %exitcond57.not, label %bb44, label %bb15

bb12:                                             ; preds = %bb10, %bb33
  %exitcond.not = icmp eq i64 %7, 16
  br i1 %exitcond.not, label %bb34, label %bb33

bb10:                                             ; preds = %bb33
  %_32 = trunc nuw nsw i64 %iter2.sroa.0.048 to i32
  %76 = tail call double @llvm.fabs.f64(double %_26.0)
  %_108 = fcmp olt double %76, 1.000000e-09
  %_33.sroa.0.0 = select i1 %_108, double 0.000000e+00, double %_26.0
  %77 = tail call double @llvm.fabs.f64(double %_26.1)
  %_110 = fcmp olt double %77, 1.000000e-09
  %_34.sroa.0.0 = select i1 %_110, double 0.000000e+00, double %_26.1
  %_29 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_175efbcb4f718f1b172125feb8f5428e, i32 noundef %_32, double noundef %_33.sroa.0.0, double noundef %_34.sroa.0.0, double noundef %_0.i) #13
  br label %bb12
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17h3d34b5379e4ef8c2E(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !7, !noundef !7
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr noundef nonnull %_4) #14
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #13
  tail call void asm sideeffect "", "~{memory}"() #13, !srcloc !8
  ret void
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h05e7d628550324c3E"(ptr noundef readonly captures(none) %_1) unnamed_addr #1 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !7, !noundef !7
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr noundef nonnull readonly %0) #14, !noalias !9
  ret i32 0
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr writeonly captures(none), ptr readonly captures(none), i64, i1 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @hypot(double noundef, double noundef) unnamed_addr #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nofree nounwind nonlazybind uwtable
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) unnamed_addr #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #0

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #9 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN14_05_printf_fft4main17h4143053414d2fb81E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nofree nounwind nonlazybind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #11

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { nofree nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { nofree nounwind nonlazybind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #12 = { noinline noreturn nounwind }
attributes #13 = { nounwind }
attributes #14 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN14_05_printf_fft11bit_reverse17h313b616223852550E: %x"}
!6 = distinct !{!6, !"_ZN14_05_printf_fft11bit_reverse17h313b616223852550E"}
!7 = !{}
!8 = !{i64 15462444909915872}
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E: %_1"}
!11 = distinct !{!11, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E"}
