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
  br i1 %inverse, label %vector.body, label %bb18

vector.body:                                      ; preds = %bb15, %vector.body
  %index = phi i64 [ %index.next.3, %vector.body ], [ 0, %bb15 ]
  %offset.idx = shl i64 %index, 4
  %2 = getelementptr inbounds nuw i8, ptr %x, i64 %offset.idx
  %wide.load = load <2 x double>, ptr %2, align 8
  %3 = fmul <2 x double> %wide.load, splat (double 3.125000e-02)
  store <2 x double> %3, ptr %2, align 8
  %index.next = shl i64 %index, 4
  %4 = getelementptr inbounds nuw i8, ptr %x, i64 %index.next
  %5 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %wide.load.1 = load <2 x double>, ptr %5, align 8
  %6 = fmul <2 x double> %wide.load.1, splat (double 3.125000e-02)
  store <2 x double> %6, ptr %5, align 8
  %index.next.1 = shl i64 %index, 4
  %7 = getelementptr inbounds nuw i8, ptr %x, i64 %index.next.1
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %wide.load.2 = load <2 x double>, ptr %8, align 8
  %9 = fmul <2 x double> %wide.load.2, splat (double 3.125000e-02)
  store <2 x double> %9, ptr %8, align 8
  %index.next.2 = shl i64 %index, 4
  %10 = getelementptr inbounds nuw i8, ptr %x, i64 %index.next.2
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 48
  %wide.load.3 = load <2 x double>, ptr %11, align 8
  %12 = fmul <2 x double> %wide.load.3, splat (double 3.125000e-02)
  store <2 x double> %12, ptr %11, align 8
  %index.next.3 = add nuw nsw i64 %index, 4
  %13 = icmp eq i64 %index.next.3, 32
  br i1 %13, label %bb18, label %vector.body, !llvm.loop !7

bb6:                                              ; preds = %_ZN14_05_printf_fft11bit_reverse17h313b616223852550E.exit, %bb14
  %len.sroa.0.033 = phi i64 [ 2, %_ZN14_05_printf_fft11bit_reverse17h313b616223852550E.exit ], [ %16, %bb14 ]
  %_12 = uitofp nneg i64 %len.sroa.0.033 to double
  %_8 = fdiv double %., %_12
  %14 = tail call double @llvm.cos.f64(double %_8)
  %15 = tail call double @llvm.sin.f64(double %_8)
  %iter527 = lshr exact i64 %len.sroa.0.033, 1
  br label %bb8

bb18:                                             ; preds = %vector.body, %bb15
  ret void

bb14:                                             ; preds = %bb22
  %16 = shl nuw nsw i64 %len.sroa.0.033, 1
  %_6 = icmp samesign ult i64 %len.sroa.0.033, 17
  br i1 %_6, label %bb6, label %bb15

bb8:                                              ; preds = %bb6, %bb22
  %indvars.iv = phi i64 [ 32, %bb6 ], [ %indvars.iv.next, %bb22 ]
  %start1.sroa.0.032 = phi i64 [ 0, %bb6 ], [ %17, %bb22 ]
  br label %bb21

bb22:                                             ; preds = %bb11
  %17 = add nuw nsw i64 %start1.sroa.0.032, %len.sroa.0.033
  %_15 = icmp ult i64 %17, 32
  %indvars.iv.next = sub i64 %indvars.iv, %len.sroa.0.033
  br i1 %_15, label %bb8, label %bb14

bb21:                                             ; preds = %bb8, %bb11
  %wk3.sroa.0.031 = phi double [ 1.000000e+00, %bb8 ], [ %_62, %bb11 ]
  %wk.sroa.0.030 = phi double [ 0.000000e+00, %bb8 ], [ %23, %bb11 ]
  %iter2.sroa.0.029 = phi i64 [ 0, %bb8 ], [ %18, %bb11 ]
  %18 = add nuw nsw i64 %iter2.sroa.0.029, 1
  %_21 = add nuw nsw i64 %iter2.sroa.0.029, %start1.sroa.0.032
  %exitcond.not = icmp eq i64 %iter2.sroa.0.029, %indvars.iv
  br i1 %exitcond.not, label %panic, label %bb10

bb10:                                             ; preds = %bb21
  %_24 = add nuw nsw i64 %_21, %iter527
  %_29 = icmp ult i64 %_24, 32
  br i1 %_29, label %bb11, label %panic7

panic:                                            ; preds = %bb21
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_21, i64 noundef 32, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_a6ba6dff5d4635d862fb54fe6f05e165) #14
  unreachable

bb11:                                             ; preds = %bb10
  %19 = getelementptr inbounds nuw %C64, ptr %x, i64 %_21
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %u6 = load double, ptr %20, align 8, !noundef !10
  %u = load double, ptr %19, align 8, !noundef !10
  %21 = getelementptr inbounds nuw %C64, ptr %x, i64 %_24
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %_84 = load double, ptr %21, align 8, !noundef !10
  %_56 = fmul double %wk.sroa.0.030, %_84
  %_85 = load double, ptr %22, align 8, !noundef !10
  %_57 = fmul double %wk3.sroa.0.031, %_85
  %v9 = fadd double %_56, %_57
  %_59 = fadd double %u6, %v9
  %_53 = fmul double %wk3.sroa.0.031, %_84
  %_54 = fmul double %wk.sroa.0.030, %_85
  %v8 = fsub double %_53, %_54
  %_58 = fadd double %u, %v8
  store double %_58, ptr %19, align 8
  store double %_59, ptr %20, align 8
  %_61 = fsub double %u6, %v9
  %_60 = fsub double %u, %v8
  store double %_60, ptr %21, align 8
  store double %_61, ptr %22, align 8
  %_63 = fmul double %14, %wk3.sroa.0.031
  %_64 = fmul double %15, %wk.sroa.0.030
  %_62 = fsub double %_63, %_64
  %_66 = fmul double %15, %wk3.sroa.0.031
  %_67 = fmul double %14, %wk.sroa.0.030
  %23 = fadd double %_67, %_66
  %exitcond38.not = icmp eq i64 %18, %iter527
  br i1 %exitcond38.not, label %bb22, label %bb21

panic7:                                           ; preds = %bb10
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %_24, i64 noundef 32, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_db7417ad32150411778513e8415fac22) #14
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
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %start
  %index = phi i64 [ 0, %start ], [ %index.next, %vector.body ]
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %start ], [ %vec.ind.next, %vector.body ]
  %offset.idx = shl i64 %index, 4
  %0 = getelementptr inbounds nuw i8, ptr %x, i64 %offset.idx
  %1 = getelementptr inbounds nuw i8, ptr %x, i64 %offset.idx
  %2 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %3 = uitofp nneg <2 x i64> %vec.ind to <2 x double>
  %4 = fmul <2 x double> %3, splat (double 3.125000e-02)
  %5 = fmul <2 x double> %4, splat (double 0x403921FB54442D18)
  %6 = tail call <2 x double> @llvm.sin.v2f64(<2 x double> %5)
  %7 = fmul <2 x double> %4, splat (double 0x4045FDBBE9BBA775)
  %8 = tail call <2 x double> @llvm.cos.v2f64(<2 x double> %7)
  %9 = fmul <2 x double> %8, splat (double 5.000000e-01)
  %10 = fadd <2 x double> %6, %9
  %11 = fadd <2 x double> %10, splat (double 2.500000e-01)
  %12 = extractelement <2 x double> %11, i64 0
  %13 = extractelement <2 x double> %11, i64 1
  store double %12, ptr %0, align 8
  store double %13, ptr %2, align 8
  %index.next = add nuw i64 %index, 2
  %vec.ind.next = add nuw nsw <2 x i64> %vec.ind, splat (i64 2)
  %14 = icmp eq i64 %index.next, 32
  br i1 %14, label %bb5, label %vector.body, !llvm.loop !11

bb5:                                              ; preds = %vector.body
  call void @llvm.lifetime.start.p0(ptr nonnull %orig)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %orig, ptr noundef nonnull align 8 dereferenceable(512) %x, i64 512, i1 false)
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %x, i1 noundef zeroext false) #15
  br label %bb33

bb34:                                             ; preds = %bb12
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %x, i1 noundef zeroext true) #15
  br label %vector.body62

vector.body62:                                    ; preds = %vector.body62, %bb34
  %index63 = phi i64 [ 0, %bb34 ], [ %index.next69, %vector.body62 ]
  %vec.phi = phi <2 x double> [ zeroinitializer, %bb34 ], [ %42, %vector.body62 ]
  %vec.phi64 = phi <2 x double> [ zeroinitializer, %bb34 ], [ %43, %vector.body62 ]
  %15 = or disjoint i64 %index63, 2
  %16 = getelementptr inbounds nuw %C64, ptr %x, i64 %index63
  %17 = getelementptr inbounds nuw %C64, ptr %x, i64 %15
  %wide.vec = load <4 x double>, ptr %16, align 8
  %strided.vec = shufflevector <4 x double> %wide.vec, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %wide.vec66 = load <4 x double>, ptr %17, align 8
  %strided.vec67 = shufflevector <4 x double> %wide.vec66, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %18 = getelementptr inbounds nuw %C64, ptr %orig, i64 %index63
  %19 = getelementptr inbounds nuw %C64, ptr %orig, i64 %index63
  %20 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %21 = getelementptr inbounds nuw %C64, ptr %orig, i64 %15
  %22 = getelementptr inbounds nuw %C64, ptr %orig, i64 %index63
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 48
  %24 = load double, ptr %18, align 8, !noundef !10
  %25 = load double, ptr %20, align 8, !noundef !10
  %26 = insertelement <2 x double> poison, double %24, i64 0
  %27 = insertelement <2 x double> %26, double %25, i64 1
  %28 = load double, ptr %21, align 8, !noundef !10
  %29 = load double, ptr %23, align 8, !noundef !10
  %30 = insertelement <2 x double> poison, double %28, i64 0
  %31 = insertelement <2 x double> %30, double %29, i64 1
  %32 = fsub <2 x double> %strided.vec, %27
  %33 = fsub <2 x double> %strided.vec67, %31
  %34 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %32)
  %35 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %33)
  %36 = tail call <4 x double> @llvm.fabs.v4f64(<4 x double> %wide.vec)
  %37 = shufflevector <4 x double> %36, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %38 = tail call <4 x double> @llvm.fabs.v4f64(<4 x double> %wide.vec66)
  %39 = shufflevector <4 x double> %38, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %40 = fadd <2 x double> %34, %37
  %41 = fadd <2 x double> %35, %39
  %42 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi, <2 x double> %40)
  %43 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi64, <2 x double> %41)
  %index.next69 = add nuw i64 %index63, 4
  %44 = fcmp uno <2 x double> %40, %41
  %45 = freeze <2 x i1> %44
  %46 = bitcast <2 x i1> %45 to i2
  %47 = icmp ne i2 %46, 0
  %48 = icmp eq i64 %index.next69, 28
  %49 = or i1 %47, %48
  br i1 %49, label %scalar.ph, label %vector.body62, !llvm.loop !12

scalar.ph:                                        ; preds = %vector.body62
  %50 = select i1 %47, <2 x double> %vec.phi, <2 x double> %42
  %51 = select i1 %47, <2 x double> %vec.phi64, <2 x double> %43
  %rdx.minmax = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %50, <2 x double> %51)
  %52 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax)
  %53 = select i1 %47, i64 %index63, i64 28
  br label %bb15

bb33:                                             ; preds = %bb5, %bb12
  %iter2.sroa.0.048 = phi i64 [ 0, %bb5 ], [ %54, %bb12 ]
  %54 = add nuw nsw i64 %iter2.sroa.0.048, 1
  %55 = getelementptr inbounds nuw %C64, ptr %x, i64 %iter2.sroa.0.048
  %_26.0 = load double, ptr %55, align 8, !noundef !10
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 8
  %_26.1 = load double, ptr %56, align 8, !noundef !10
  %_0.i = tail call noundef double @hypot(double noundef %_26.0, double noundef %_26.1) #15
  %_28 = fcmp ogt double %_0.i, 1.000000e-09
  br i1 %_28, label %bb10, label %bb12

bb44:                                             ; preds = %bb15
  %_53 = fcmp olt double %126, 0x3D719799812DEA11
  %_52 = zext i1 %_53 to i32
  %_49 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_82a0398cebec55d1ef39fb2c87fde0e8, i32 noundef %_52) #15
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  %57 = getelementptr inbounds nuw i8, ptr %a, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %57, i8 0, i64 504, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %b)
  %58 = getelementptr inbounds nuw i8, ptr %b, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %58, i8 0, i64 504, i1 false)
  store double 1.000000e+00, ptr %a, align 8
  %59 = getelementptr inbounds nuw i8, ptr %a, i64 16
  store double 2.000000e+00, ptr %59, align 8
  %60 = getelementptr inbounds nuw i8, ptr %a, i64 32
  store double 3.000000e+00, ptr %60, align 8
  %61 = getelementptr inbounds nuw i8, ptr %a, i64 48
  store double 4.000000e+00, ptr %61, align 8
  %62 = getelementptr inbounds nuw i8, ptr %a, i64 64
  store double 5.000000e+00, ptr %62, align 8
  %63 = getelementptr inbounds nuw i8, ptr %a, i64 80
  store double 6.000000e+00, ptr %63, align 8
  %64 = getelementptr inbounds nuw i8, ptr %a, i64 96
  store double 7.000000e+00, ptr %64, align 8
  %65 = getelementptr inbounds nuw i8, ptr %a, i64 112
  store double 8.000000e+00, ptr %65, align 8
  store double 1.000000e+00, ptr %b, align 8
  %66 = getelementptr inbounds nuw i8, ptr %b, i64 16
  store double -1.000000e+00, ptr %66, align 8
  %67 = getelementptr inbounds nuw i8, ptr %b, i64 32
  store double 2.000000e+00, ptr %67, align 8
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %a, i1 noundef zeroext false) #15
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %b, i1 noundef zeroext false) #15
  br label %vector.body73

vector.body73:                                    ; preds = %vector.body73, %bb44
  %index74 = phi i64 [ 0, %bb44 ], [ %index.next81, %vector.body73 ]
  %68 = getelementptr inbounds nuw %C64, ptr %a, i64 %index74
  %wide.vec75 = load <4 x double>, ptr %68, align 8
  %strided.vec76 = shufflevector <4 x double> %wide.vec75, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %strided.vec77 = shufflevector <4 x double> %wide.vec75, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %69 = getelementptr inbounds nuw %C64, ptr %b, i64 %index74
  %wide.vec78 = load <4 x double>, ptr %69, align 8
  %strided.vec79 = shufflevector <4 x double> %wide.vec78, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %strided.vec80 = shufflevector <4 x double> %wide.vec78, <4 x double> poison, <2 x i32> <i32 1, i32 3>
  %70 = fmul <2 x double> %strided.vec76, %strided.vec79
  %71 = fmul <2 x double> %strided.vec77, %strided.vec80
  %72 = fsub <2 x double> %70, %71
  %73 = fmul <2 x double> %strided.vec76, %strided.vec80
  %74 = fmul <2 x double> %strided.vec77, %strided.vec79
  %75 = fadd <2 x double> %74, %73
  %interleaved.vec = shufflevector <2 x double> %72, <2 x double> %75, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  store <4 x double> %interleaved.vec, ptr %68, align 8
  %index.next81 = add nuw i64 %index74, 2
  %76 = icmp eq i64 %index.next81, 32
  br i1 %76, label %bb51, label %vector.body73, !llvm.loop !13

bb51:                                             ; preds = %vector.body73
; call _05_printf_fft::fft
  call fastcc void @_ZN14_05_printf_fft3fft17h34ad4caafe1cf2fbE(ptr noalias noundef align 8 dereferenceable(512) %a, i1 noundef zeroext true) #15
  %_70 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_96b65b8f09a402bfd29f3c0bdadddb5c) #15
  %_80 = load double, ptr %a, align 8, !noundef !10
  %77 = tail call double @llvm.round.f64(double %_80)
  %_78 = tail call i64 @llvm.fptosi.sat.i64.f64(double %77)
  %_75 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78) #15
  %_80.1 = load double, ptr %59, align 8, !noundef !10
  %78 = tail call double @llvm.round.f64(double %_80.1)
  %_78.1 = tail call i64 @llvm.fptosi.sat.i64.f64(double %78)
  %_75.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.1) #15
  %_80.2 = load double, ptr %60, align 8, !noundef !10
  %79 = tail call double @llvm.round.f64(double %_80.2)
  %_78.2 = tail call i64 @llvm.fptosi.sat.i64.f64(double %79)
  %_75.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.2) #15
  %_80.3 = load double, ptr %61, align 8, !noundef !10
  %80 = tail call double @llvm.round.f64(double %_80.3)
  %_78.3 = tail call i64 @llvm.fptosi.sat.i64.f64(double %80)
  %_75.3 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.3) #15
  %_80.4 = load double, ptr %62, align 8, !noundef !10
  %81 = tail call double @llvm.round.f64(double %_80.4)
  %_78.4 = tail call i64 @llvm.fptosi.sat.i64.f64(double %81)
  %_75.4 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.4) #15
  %_80.5 = load double, ptr %63, align 8, !noundef !10
  %82 = tail call double @llvm.round.f64(double %_80.5)
  %_78.5 = tail call i64 @llvm.fptosi.sat.i64.f64(double %82)
  %_75.5 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.5) #15
  %_80.6 = load double, ptr %64, align 8, !noundef !10
  %83 = tail call double @llvm.round.f64(double %_80.6)
  %_78.6 = tail call i64 @llvm.fptosi.sat.i64.f64(double %83)
  %_75.6 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.6) #15
  %_80.7 = load double, ptr %65, align 8, !noundef !10
  %84 = tail call double @llvm.round.f64(double %_80.7)
  %_78.7 = tail call i64 @llvm.fptosi.sat.i64.f64(double %84)
  %_75.7 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.7) #15
  %85 = getelementptr inbounds nuw i8, ptr %a, i64 128
  %_80.8 = load double, ptr %85, align 8, !noundef !10
  %86 = tail call double @llvm.round.f64(double %_80.8)
  %_78.8 = tail call i64 @llvm.fptosi.sat.i64.f64(double %86)
  %_75.8 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.8) #15
  %87 = getelementptr inbounds nuw i8, ptr %a, i64 144
  %_80.9 = load double, ptr %87, align 8, !noundef !10
  %88 = tail call double @llvm.round.f64(double %_80.9)
  %_78.9 = tail call i64 @llvm.fptosi.sat.i64.f64(double %88)
  %_75.9 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_771e36889e9d7bf0ae0c36903f36d8c1, i64 noundef %_78.9) #15
  %putchar = tail call i32 @putchar(i32 10)
  %_92 = load double, ptr %orig, align 8, !noundef !10
  %_91 = fmul double %_92, %_92
  %iter1.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %orig, i64 16
  %_92.1 = load double, ptr %iter1.sroa.0.0.ptr.1, align 8, !noundef !10
  %_91.1 = fmul double %_92.1, %_92.1
  %89 = fadd double %_91, %_91.1
  %iter1.sroa.0.0.ptr.2 = getelementptr inbounds nuw i8, ptr %orig, i64 32
  %_92.2 = load double, ptr %iter1.sroa.0.0.ptr.2, align 8, !noundef !10
  %_91.2 = fmul double %_92.2, %_92.2
  %90 = fadd double %89, %_91.2
  %iter1.sroa.0.0.ptr.3 = getelementptr inbounds nuw i8, ptr %orig, i64 48
  %_92.3 = load double, ptr %iter1.sroa.0.0.ptr.3, align 8, !noundef !10
  %_91.3 = fmul double %_92.3, %_92.3
  %91 = fadd double %90, %_91.3
  %iter1.sroa.0.0.ptr.4 = getelementptr inbounds nuw i8, ptr %orig, i64 64
  %_92.4 = load double, ptr %iter1.sroa.0.0.ptr.4, align 8, !noundef !10
  %_91.4 = fmul double %_92.4, %_92.4
  %92 = fadd double %91, %_91.4
  %iter1.sroa.0.0.ptr.5 = getelementptr inbounds nuw i8, ptr %orig, i64 80
  %_92.5 = load double, ptr %iter1.sroa.0.0.ptr.5, align 8, !noundef !10
  %_91.5 = fmul double %_92.5, %_92.5
  %93 = fadd double %92, %_91.5
  %iter1.sroa.0.0.ptr.6 = getelementptr inbounds nuw i8, ptr %orig, i64 96
  %_92.6 = load double, ptr %iter1.sroa.0.0.ptr.6, align 8, !noundef !10
  %_91.6 = fmul double %_92.6, %_92.6
  %94 = fadd double %93, %_91.6
  %iter1.sroa.0.0.ptr.7 = getelementptr inbounds nuw i8, ptr %orig, i64 112
  %_92.7 = load double, ptr %iter1.sroa.0.0.ptr.7, align 8, !noundef !10
  %_91.7 = fmul double %_92.7, %_92.7
  %95 = fadd double %94, %_91.7
  %iter1.sroa.0.0.ptr.8 = getelementptr inbounds nuw i8, ptr %orig, i64 128
  %_92.8 = load double, ptr %iter1.sroa.0.0.ptr.8, align 8, !noundef !10
  %_91.8 = fmul double %_92.8, %_92.8
  %96 = fadd double %95, %_91.8
  %iter1.sroa.0.0.ptr.9 = getelementptr inbounds nuw i8, ptr %orig, i64 144
  %_92.9 = load double, ptr %iter1.sroa.0.0.ptr.9, align 8, !noundef !10
  %_91.9 = fmul double %_92.9, %_92.9
  %97 = fadd double %96, %_91.9
  %iter1.sroa.0.0.ptr.10 = getelementptr inbounds nuw i8, ptr %orig, i64 160
  %_92.10 = load double, ptr %iter1.sroa.0.0.ptr.10, align 8, !noundef !10
  %_91.10 = fmul double %_92.10, %_92.10
  %98 = fadd double %97, %_91.10
  %iter1.sroa.0.0.ptr.11 = getelementptr inbounds nuw i8, ptr %orig, i64 176
  %_92.11 = load double, ptr %iter1.sroa.0.0.ptr.11, align 8, !noundef !10
  %_91.11 = fmul double %_92.11, %_92.11
  %99 = fadd double %98, %_91.11
  %iter1.sroa.0.0.ptr.12 = getelementptr inbounds nuw i8, ptr %orig, i64 192
  %_92.12 = load double, ptr %iter1.sroa.0.0.ptr.12, align 8, !noundef !10
  %_91.12 = fmul double %_92.12, %_92.12
  %100 = fadd double %99, %_91.12
  %iter1.sroa.0.0.ptr.13 = getelementptr inbounds nuw i8, ptr %orig, i64 208
  %_92.13 = load double, ptr %iter1.sroa.0.0.ptr.13, align 8, !noundef !10
  %_91.13 = fmul double %_92.13, %_92.13
  %101 = fadd double %100, %_91.13
  %iter1.sroa.0.0.ptr.14 = getelementptr inbounds nuw i8, ptr %orig, i64 224
  %_92.14 = load double, ptr %iter1.sroa.0.0.ptr.14, align 8, !noundef !10
  %_91.14 = fmul double %_92.14, %_92.14
  %102 = fadd double %101, %_91.14
  %iter1.sroa.0.0.ptr.15 = getelementptr inbounds nuw i8, ptr %orig, i64 240
  %_92.15 = load double, ptr %iter1.sroa.0.0.ptr.15, align 8, !noundef !10
  %_91.15 = fmul double %_92.15, %_92.15
  %103 = fadd double %102, %_91.15
  %iter1.sroa.0.0.ptr.16 = getelementptr inbounds nuw i8, ptr %orig, i64 256
  %_92.16 = load double, ptr %iter1.sroa.0.0.ptr.16, align 8, !noundef !10
  %_91.16 = fmul double %_92.16, %_92.16
  %104 = fadd double %103, %_91.16
  %iter1.sroa.0.0.ptr.17 = getelementptr inbounds nuw i8, ptr %orig, i64 272
  %_92.17 = load double, ptr %iter1.sroa.0.0.ptr.17, align 8, !noundef !10
  %_91.17 = fmul double %_92.17, %_92.17
  %105 = fadd double %104, %_91.17
  %iter1.sroa.0.0.ptr.18 = getelementptr inbounds nuw i8, ptr %orig, i64 288
  %_92.18 = load double, ptr %iter1.sroa.0.0.ptr.18, align 8, !noundef !10
  %_91.18 = fmul double %_92.18, %_92.18
  %106 = fadd double %105, %_91.18
  %iter1.sroa.0.0.ptr.19 = getelementptr inbounds nuw i8, ptr %orig, i64 304
  %_92.19 = load double, ptr %iter1.sroa.0.0.ptr.19, align 8, !noundef !10
  %_91.19 = fmul double %_92.19, %_92.19
  %107 = fadd double %106, %_91.19
  %iter1.sroa.0.0.ptr.20 = getelementptr inbounds nuw i8, ptr %orig, i64 320
  %_92.20 = load double, ptr %iter1.sroa.0.0.ptr.20, align 8, !noundef !10
  %_91.20 = fmul double %_92.20, %_92.20
  %108 = fadd double %107, %_91.20
  %iter1.sroa.0.0.ptr.21 = getelementptr inbounds nuw i8, ptr %orig, i64 336
  %_92.21 = load double, ptr %iter1.sroa.0.0.ptr.21, align 8, !noundef !10
  %_91.21 = fmul double %_92.21, %_92.21
  %109 = fadd double %108, %_91.21
  %iter1.sroa.0.0.ptr.22 = getelementptr inbounds nuw i8, ptr %orig, i64 352
  %_92.22 = load double, ptr %iter1.sroa.0.0.ptr.22, align 8, !noundef !10
  %_91.22 = fmul double %_92.22, %_92.22
  %110 = fadd double %109, %_91.22
  %iter1.sroa.0.0.ptr.23 = getelementptr inbounds nuw i8, ptr %orig, i64 368
  %_92.23 = load double, ptr %iter1.sroa.0.0.ptr.23, align 8, !noundef !10
  %_91.23 = fmul double %_92.23, %_92.23
  %111 = fadd double %110, %_91.23
  %iter1.sroa.0.0.ptr.24 = getelementptr inbounds nuw i8, ptr %orig, i64 384
  %_92.24 = load double, ptr %iter1.sroa.0.0.ptr.24, align 8, !noundef !10
  %_91.24 = fmul double %_92.24, %_92.24
  %112 = fadd double %111, %_91.24
  %iter1.sroa.0.0.ptr.25 = getelementptr inbounds nuw i8, ptr %orig, i64 400
  %_92.25 = load double, ptr %iter1.sroa.0.0.ptr.25, align 8, !noundef !10
  %_91.25 = fmul double %_92.25, %_92.25
  %113 = fadd double %112, %_91.25
  %iter1.sroa.0.0.ptr.26 = getelementptr inbounds nuw i8, ptr %orig, i64 416
  %_92.26 = load double, ptr %iter1.sroa.0.0.ptr.26, align 8, !noundef !10
  %_91.26 = fmul double %_92.26, %_92.26
  %114 = fadd double %113, %_91.26
  %iter1.sroa.0.0.ptr.27 = getelementptr inbounds nuw i8, ptr %orig, i64 432
  %_92.27 = load double, ptr %iter1.sroa.0.0.ptr.27, align 8, !noundef !10
  %_91.27 = fmul double %_92.27, %_92.27
  %115 = fadd double %114, %_91.27
  %iter1.sroa.0.0.ptr.28 = getelementptr inbounds nuw i8, ptr %orig, i64 448
  %_92.28 = load double, ptr %iter1.sroa.0.0.ptr.28, align 8, !noundef !10
  %_91.28 = fmul double %_92.28, %_92.28
  %116 = fadd double %115, %_91.28
  %iter1.sroa.0.0.ptr.29 = getelementptr inbounds nuw i8, ptr %orig, i64 464
  %_92.29 = load double, ptr %iter1.sroa.0.0.ptr.29, align 8, !noundef !10
  %_91.29 = fmul double %_92.29, %_92.29
  %117 = fadd double %116, %_91.29
  %iter1.sroa.0.0.ptr.30 = getelementptr inbounds nuw i8, ptr %orig, i64 480
  %_92.30 = load double, ptr %iter1.sroa.0.0.ptr.30, align 8, !noundef !10
  %_91.30 = fmul double %_92.30, %_92.30
  %118 = fadd double %117, %_91.30
  %iter1.sroa.0.0.ptr.31 = getelementptr inbounds nuw i8, ptr %orig, i64 496
  %_92.31 = load double, ptr %iter1.sroa.0.0.ptr.31, align 8, !noundef !10
  %_91.31 = fmul double %_92.31, %_92.31
  %119 = fadd double %118, %_91.31
  %_93 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_b46b4a208e5ad3b470a0bc2ac49b7c87, double noundef %119) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %b)
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  call void @llvm.lifetime.end.p0(ptr nonnull %orig)
  call void @llvm.lifetime.end.p0(ptr nonnull %x)
  ret void

bb15:                                             ; preds = %scalar.ph, %bb15
  %iter3.sroa.0.050 = phi i64 [ %53, %scalar.ph ], [ %120, %bb15 ]
  %err.sroa.0.049 = phi double [ %52, %scalar.ph ], [ %126, %bb15 ]
  %120 = add nuw nsw i64 %iter3.sroa.0.050, 1
  %121 = getelementptr inbounds nuw %C64, ptr %x, i64 %iter3.sroa.0.050
  %_44 = load double, ptr %121, align 8, !noundef !10
  %122 = getelementptr inbounds nuw %C64, ptr %orig, i64 %iter3.sroa.0.050
  %_46 = load double, ptr %122, align 8, !noundef !10
  %_43 = fsub double %_44, %_46
  %123 = tail call double @llvm.fabs.f64(double %_43)
  %124 = getelementptr inbounds nuw i8, ptr %121, i64 8
  %_48 = load double, ptr %124, align 8, !noundef !10
  %125 = tail call double @llvm.fabs.f64(double %_48)
  %_41 = fadd double %123, %125
  %126 = tail call double @llvm.maxnum.f64(double %err.sroa.0.049, double %_41)
  %exitcond57.not = icmp eq i64 %120, 32
  br i1 %exitcond57.not, label %bb44, label %bb15, !llvm.loop !14

bb12:                                             ; preds = %bb10, %bb33
  %exitcond.not = icmp eq i64 %54, 16
  br i1 %exitcond.not, label %bb34, label %bb33

bb10:                                             ; preds = %bb33
  %_32 = trunc nuw nsw i64 %iter2.sroa.0.048 to i32
  %127 = tail call double @llvm.fabs.f64(double %_26.0)
  %_108 = fcmp olt double %127, 1.000000e-09
  %_33.sroa.0.0 = select i1 %_108, double 0.000000e+00, double %_26.0
  %128 = tail call double @llvm.fabs.f64(double %_26.1)
  %_110 = fcmp olt double %128, 1.000000e-09
  %_34.sroa.0.0 = select i1 %_110, double 0.000000e+00, double %_26.1
  %_29 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_175efbcb4f718f1b172125feb8f5428e, i32 noundef %_32, double noundef %_33.sroa.0.0, double noundef %_34.sroa.0.0, double noundef %_0.i) #15
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
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !10, !noundef !10
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr noundef nonnull %_4) #16
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #15
  tail call void asm sideeffect "", "~{memory}"() #15, !srcloc !15
  ret void
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h05e7d628550324c3E"(ptr noundef readonly captures(none) %_1) unnamed_addr #1 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !10, !noundef !10
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h030989a2ed129a0dE(ptr noundef nonnull readonly %0) #16, !noalias !16
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
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #15
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nofree nounwind nonlazybind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sin.v2f64(<2 x double>) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.cos.v2f64(<2 x double>) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #12

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #13

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fabs.v4f64(<4 x double>) #12

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
attributes #12 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { noinline noreturn nounwind }
attributes #15 = { nounwind }
attributes #16 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN14_05_printf_fft11bit_reverse17h313b616223852550E: %x"}
!6 = distinct !{!6, !"_ZN14_05_printf_fft11bit_reverse17h313b616223852550E"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = !{}
!11 = distinct !{!11, !8, !9}
!12 = distinct !{!12, !8, !9}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !9, !8}
!15 = !{i64 15462444909915872}
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E: %_1"}
!18 = distinct !{!18, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17hcd279dc14fb0d440E"}
