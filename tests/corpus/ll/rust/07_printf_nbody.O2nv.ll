; ModuleID = '07_printf_nbody.553b07f6b57494b-cgu.0'
source_filename = "07_printf_nbody.553b07f6b57494b-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Body = type { [3 x double], [3 x double], double }

@alloc_3a3774ff2d50bdf10462c3eb37aab1a2 = private unnamed_addr constant [22 x i8] c"initial energy %.10f\0A\00", align 1
@alloc_8861d7db857485032b6cfac8cd930beb = private unnamed_addr constant [34 x i8] c"relative energy drift < 1e-4: %d\0A\00", align 1
@alloc_468c48b37f29aa5d186de6bdbaff183a = private unnamed_addr constant [34 x i8] c"lorenz t=%.2f (%.6f, %.6f, %.6f)\0A\00", align 1
@alloc_8e596fa42046ca54f3d566d6325ffaf6 = private unnamed_addr constant [32 x i8] c"body %d pos=(%.6f, %.6f, %.6f)\0A\00", align 1
@alloc_0b410d1420b69f186f37b287e7a7ad9d = private unnamed_addr constant [23 x i8] c"step %4d energy %.10f\0A\00", align 1
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h6dabad2c0db37ef4E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E" }>, align 8

; _07_printf_nbody::main
; Function Attrs: nofree nounwind nonlazybind uwtable
define hidden void @_ZN16_07_printf_nbody4main17hd75456b0969577e0E() unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %bodies = alloca [224 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %bodies)
  %_2.sroa.0.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 8
  %_2.sroa.0.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 16
  %_2.sroa.0.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 24
  %_2.sroa.0.sroa.7.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 32
  %_2.sroa.0.sroa.8.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 40
  %_2.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %bodies, i8 0, i64 24, i1 false)
  store double 1.000000e+01, ptr %_2.sroa.5.0..sroa_idx, align 8
  %0 = getelementptr inbounds nuw i8, ptr %bodies, i64 56
  store double 1.000000e+00, ptr %0, align 8
  %_4.sroa.0.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 64
  %_4.sroa.0.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 72
  %_4.sroa.0.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 80
  %_4.sroa.0.sroa.6.sroa.4.0._4.sroa.0.sroa.6.0..sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 88
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %_4.sroa.0.sroa.4.0..sroa_idx, i8 0, i64 24, i1 false)
  store double 3.100000e+00, ptr %_4.sroa.0.sroa.6.sroa.4.0._4.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8
  %_4.sroa.0.sroa.6.sroa.5.0._4.sroa.0.sroa.6.0..sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 96
  store double 1.000000e-01, ptr %_4.sroa.0.sroa.6.sroa.5.0._4.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8
  %_4.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 104
  store double 1.000000e-02, ptr %_4.sroa.5.0..sroa_idx, align 8
  %1 = getelementptr inbounds nuw i8, ptr %bodies, i64 112
  store double 0.000000e+00, ptr %1, align 8
  %_7.sroa.0.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 120
  store double 2.000000e+00, ptr %_7.sroa.0.sroa.4.0..sroa_idx, align 8
  %_7.sroa.0.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 128
  store double 0.000000e+00, ptr %_7.sroa.0.sroa.5.0..sroa_idx, align 8
  %_7.sroa.0.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 136
  store double -2.200000e+00, ptr %_7.sroa.0.sroa.6.0..sroa_idx, align 8
  %_7.sroa.0.sroa.6.sroa.4.0._7.sroa.0.sroa.6.0..sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 144
  %_7.sroa.0.sroa.6.sroa.5.0._7.sroa.0.sroa.6.0..sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 152
  %_7.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 160
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %_7.sroa.0.sroa.6.sroa.4.0._7.sroa.0.sroa.6.0..sroa_idx.sroa_idx, i8 0, i64 16, i1 false)
  store double 2.000000e-02, ptr %_7.sroa.5.0..sroa_idx, align 8
  %2 = getelementptr inbounds nuw i8, ptr %bodies, i64 168
  store double -3.000000e+00, ptr %2, align 8
  %_10.sroa.0.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 176
  store double 0.000000e+00, ptr %_10.sroa.0.sroa.4.0..sroa_idx, align 8
  %_10.sroa.0.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 184
  store double 5.000000e-01, ptr %_10.sroa.0.sroa.5.0..sroa_idx, align 8
  %_10.sroa.0.sroa.6.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 192
  store double 0.000000e+00, ptr %_10.sroa.0.sroa.6.0..sroa_idx, align 8
  %_10.sroa.0.sroa.6.sroa.4.0._10.sroa.0.sroa.6.0..sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 200
  store double -1.800000e+00, ptr %_10.sroa.0.sroa.6.sroa.4.0._10.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8
  %_10.sroa.0.sroa.6.sroa.5.0._10.sroa.0.sroa.6.0..sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 208
  store double 0.000000e+00, ptr %_10.sroa.0.sroa.6.sroa.5.0._10.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8
  %_10.sroa.5.0..sroa_idx = getelementptr inbounds nuw i8, ptr %bodies, i64 216
  store double 5.000000e-03, ptr %_10.sroa.5.0..sroa_idx, align 8
  %3 = getelementptr inbounds nuw i8, ptr %bodies, i64 32
  %4 = getelementptr inbounds nuw i8, ptr %bodies, i64 40
  store double 4.400000e-03, ptr %_2.sroa.0.sroa.6.0..sroa_idx, align 8
  store double -2.200000e-03, ptr %3, align 8
  store double -1.000000e-04, ptr %4, align 8
  br label %bb8.i

bb1.loopexit.i:                                   ; preds = %bb11.i, %bb8.i
  %e.sroa.0.1.lcssa.i = phi double [ %7, %bb8.i ], [ %16, %bb11.i ]
  %exitcond20.not.i = icmp eq i64 %6, 4
  br i1 %exitcond20.not.i, label %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit, label %bb8.i

bb8.i:                                            ; preds = %start, %bb1.loopexit.i
  %e.sroa.0.018.i = phi double [ %e.sroa.0.1.lcssa.i, %bb1.loopexit.i ], [ 0.000000e+00, %start ]
  %iter.sroa.0.017.i = phi i64 [ %6, %bb1.loopexit.i ], [ 0, %start ]
  %5 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter.sroa.0.017.i
  %_7.i = getelementptr inbounds nuw i8, ptr %5, i64 24
  %_3.i.i.i.i = load double, ptr %_7.i, align 8, !alias.scope !4, !noundef !11
  %_0.i.i.i.i = fmul double %_3.i.i.i.i, %_3.i.i.i.i
  %_45.i.1.i = getelementptr inbounds nuw i8, ptr %5, i64 32
  %_3.i.i.i.1.i = load double, ptr %_45.i.1.i, align 8, !alias.scope !4, !noundef !11
  %_0.i.i.i.1.i = fmul double %_3.i.i.i.1.i, %_3.i.i.i.1.i
  %_0.i1.i.i.1.i = fadd double %_0.i.i.i.i, %_0.i.i.i.1.i
  %_45.i.2.i = getelementptr inbounds nuw i8, ptr %5, i64 40
  %_3.i.i.i.2.i = load double, ptr %_45.i.2.i, align 8, !alias.scope !4, !noundef !11
  %_0.i.i.i.2.i = fmul double %_3.i.i.i.2.i, %_3.i.i.i.2.i
  %_0.i1.i.i.2.i = fadd double %_0.i1.i.i.1.i, %_0.i.i.i.2.i
  %6 = add nuw nsw i64 %iter.sroa.0.017.i, 1
  %_35.i = getelementptr inbounds nuw i8, ptr %5, i64 48
  %_11.i = load double, ptr %_35.i, align 8, !alias.scope !12, !noundef !11
  %_10.i = fmul double %_11.i, 5.000000e-01
  %_9.i = fmul double %_0.i1.i.i.2.i, %_10.i
  %7 = fadd double %e.sroa.0.018.i, %_9.i
  %_4014.i = icmp samesign ult i64 %iter.sroa.0.017.i, 3
  br i1 %_4014.i, label %bb11.preheader.i, label %bb1.loopexit.i

bb11.preheader.i:                                 ; preds = %bb8.i
  %_18.pre.i = load double, ptr %5, align 8, !alias.scope !12
  %.phi.trans.insert.i = getelementptr inbounds nuw i8, ptr %5, i64 8
  %_18.1.pre.i = load double, ptr %.phi.trans.insert.i, align 8, !alias.scope !12
  %.phi.trans.insert21.i = getelementptr inbounds nuw i8, ptr %5, i64 16
  %_18.2.pre.i = load double, ptr %.phi.trans.insert21.i, align 8, !alias.scope !12
  br label %bb11.i

bb11.i:                                           ; preds = %bb11.i, %bb11.preheader.i
  %e.sroa.0.116.i = phi double [ %16, %bb11.i ], [ %7, %bb11.preheader.i ]
  %iter1.sroa.0.015.i = phi i64 [ %13, %bb11.i ], [ %6, %bb11.preheader.i ]
  %8 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter1.sroa.0.015.i
  %_20.i = load double, ptr %8, align 8, !alias.scope !12, !noundef !11
  %d.i = fsub double %_18.pre.i, %_20.i
  %_22.i = fmul double %d.i, %d.i
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %_20.1.i = load double, ptr %9, align 8, !alias.scope !12, !noundef !11
  %d.1.i = fsub double %_18.1.pre.i, %_20.1.i
  %_22.1.i = fmul double %d.1.i, %d.1.i
  %10 = fadd double %_22.i, %_22.1.i
  %11 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %_20.2.i = load double, ptr %11, align 8, !alias.scope !12, !noundef !11
  %d.2.i = fsub double %_18.2.pre.i, %_20.2.i
  %_22.2.i = fmul double %d.2.i, %d.2.i
  %12 = fadd double %10, %_22.2.i
  %13 = add nuw nsw i64 %iter1.sroa.0.015.i, 1
  %14 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %_25.i = load double, ptr %14, align 8, !alias.scope !12, !noundef !11
  %_24.i = fmul double %_11.i, %_25.i
  %15 = tail call double @llvm.sqrt.f64(double %12)
  %_23.i = fdiv double %_24.i, %15
  %16 = fsub double %e.sroa.0.116.i, %_23.i
  %exitcond.not.i = icmp eq i64 %13, 4
  br i1 %exitcond.not.i, label %bb1.loopexit.i, label %bb11.i

_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit: ; preds = %bb1.loopexit.i
  %_33 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_3a3774ff2d50bdf10462c3eb37aab1a2, double noundef %e.sroa.0.1.lcssa.i) #8
  br label %bb2.i

bb2.i:                                            ; preds = %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit, %bb17
  %iter1.sroa.0.0183 = phi i32 [ 1, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %spec.select171, %bb17 ]
  %17 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %62, %bb17 ]
  %18 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %63, %bb17 ]
  %19 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %64, %bb17 ]
  %20 = phi double [ 1.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %65, %bb17 ]
  %21 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %66, %bb17 ]
  %22 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %67, %bb17 ]
  %23 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %68, %bb17 ]
  %24 = phi double [ 2.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %69, %bb17 ]
  %25 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %70, %bb17 ]
  %26 = phi double [ -3.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %71, %bb17 ]
  %27 = phi double [ 0.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %72, %bb17 ]
  %28 = phi double [ 5.000000e-01, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit ], [ %73, %bb17 ]
  br label %bb14.i

bb1.loopexit.i20:                                 ; preds = %bb16.i, %bb14.i
  %exitcond29.not.i = icmp eq i64 %29, 4
  br i1 %exitcond29.not.i, label %_ZN16_07_printf_nbody7advance17h64c2b447e445f905E.exit, label %bb14.i

bb14.i:                                           ; preds = %bb1.loopexit.i20, %bb2.i
  %iter1.sroa.0.025.i = phi i64 [ 0, %bb2.i ], [ %29, %bb1.loopexit.i20 ]
  %29 = add nuw nsw i64 %iter1.sroa.0.025.i, 1
  %_5623.i = icmp samesign ult i64 %iter1.sroa.0.025.i, 3
  br i1 %_5623.i, label %bb16.lr.ph.i, label %bb1.loopexit.i20

bb16.lr.ph.i:                                     ; preds = %bb14.i
  %30 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter1.sroa.0.025.i
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 48
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 24
  %_11.pre.i = load double, ptr %30, align 8, !alias.scope !13
  %.phi.trans.insert.i21 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %_11.1.pre.i = load double, ptr %.phi.trans.insert.i21, align 8, !alias.scope !13
  %.phi.trans.insert35.i = getelementptr inbounds nuw i8, ptr %30, i64 16
  %_11.2.pre.i = load double, ptr %.phi.trans.insert35.i, align 8, !alias.scope !13
  %mi.pre.i = load double, ptr %31, align 8, !alias.scope !13
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 32
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 40
  br label %bb16.i

bb16.i:                                           ; preds = %bb16.i, %bb16.lr.ph.i
  %iter2.sroa.0.024.i = phi i64 [ %29, %bb16.lr.ph.i ], [ %60, %bb16.i ]
  %35 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter2.sroa.0.024.i
  %_14.i = load double, ptr %35, align 8, !alias.scope !13, !noundef !11
  %36 = fsub double %_11.pre.i, %_14.i
  %_16.i = fmul double %36, %36
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %_14.1.i = load double, ptr %37, align 8, !alias.scope !13, !noundef !11
  %38 = fsub double %_11.1.pre.i, %_14.1.i
  %_16.1.i = fmul double %38, %38
  %39 = fadd double %_16.i, %_16.1.i
  %40 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %_14.2.i = load double, ptr %40, align 8, !alias.scope !13, !noundef !11
  %41 = fsub double %_11.2.pre.i, %_14.2.i
  %_16.2.i = fmul double %41, %41
  %42 = fadd double %39, %_16.2.i
  %43 = tail call double @llvm.sqrt.f64(double %42)
  %_20.i22 = fmul double %42, %43
  %mag.i = fdiv double 1.000000e-03, %_20.i22
  %44 = getelementptr inbounds nuw i8, ptr %35, i64 48
  %mj.i = load double, ptr %44, align 8, !alias.scope !13, !noundef !11
  %45 = getelementptr inbounds nuw i8, ptr %35, i64 24
  %_30.i = fmul double %36, %mj.i
  %_29.i = fmul double %_30.i, %mag.i
  %46 = load double, ptr %32, align 8, !alias.scope !13, !noundef !11
  %47 = fsub double %46, %_29.i
  store double %47, ptr %32, align 8, !alias.scope !13
  %_34.i = fmul double %mi.pre.i, %36
  %_33.i = fmul double %_34.i, %mag.i
  %48 = load double, ptr %45, align 8, !alias.scope !13, !noundef !11
  %49 = fadd double %48, %_33.i
  store double %49, ptr %45, align 8, !alias.scope !13
  %_30.1.i = fmul double %38, %mj.i
  %_29.1.i = fmul double %_30.1.i, %mag.i
  %50 = load double, ptr %33, align 8, !alias.scope !13, !noundef !11
  %51 = fsub double %50, %_29.1.i
  store double %51, ptr %33, align 8, !alias.scope !13
  %_34.1.i = fmul double %mi.pre.i, %38
  %_33.1.i = fmul double %_34.1.i, %mag.i
  %52 = getelementptr inbounds nuw i8, ptr %35, i64 32
  %53 = load double, ptr %52, align 8, !alias.scope !13, !noundef !11
  %54 = fadd double %_33.1.i, %53
  store double %54, ptr %52, align 8, !alias.scope !13
  %_30.2.i = fmul double %mj.i, %41
  %_29.2.i = fmul double %_30.2.i, %mag.i
  %55 = load double, ptr %34, align 8, !alias.scope !13, !noundef !11
  %56 = fsub double %55, %_29.2.i
  store double %56, ptr %34, align 8, !alias.scope !13
  %_34.2.i = fmul double %mi.pre.i, %41
  %_33.2.i = fmul double %_34.2.i, %mag.i
  %57 = getelementptr inbounds nuw i8, ptr %35, i64 40
  %58 = load double, ptr %57, align 8, !alias.scope !13, !noundef !11
  %59 = fadd double %_33.2.i, %58
  store double %59, ptr %57, align 8, !alias.scope !13
  %60 = add nuw nsw i64 %iter2.sroa.0.024.i, 1
  %exitcond.not.i23 = icmp eq i64 %60, 4
  br i1 %exitcond.not.i23, label %bb1.loopexit.i20, label %bb16.i

_ZN16_07_printf_nbody7advance17h64c2b447e445f905E.exit: ; preds = %bb1.loopexit.i20
  %_0.i3.i = icmp eq i32 %iter1.sroa.0.0183, 4000
  %61 = add nsw i32 %iter1.sroa.0.0183, 1
  %spec.select171 = select i1 %_0.i3.i, i32 4000, i32 %61
  %_43.i = load double, ptr %_2.sroa.0.sroa.6.0..sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.i = fmul double %_43.i, 1.000000e-03
  %62 = fadd double %17, %_42.i
  store double %62, ptr %bodies, align 8, !alias.scope !13
  %_43.1.i = load double, ptr %_2.sroa.0.sroa.7.0..sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.1.i = fmul double %_43.1.i, 1.000000e-03
  %63 = fadd double %18, %_42.1.i
  store double %63, ptr %_2.sroa.0.sroa.4.0..sroa_idx, align 8, !alias.scope !13
  %_43.2.i = load double, ptr %_2.sroa.0.sroa.8.0..sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.2.i = fmul double %_43.2.i, 1.000000e-03
  %64 = fadd double %19, %_42.2.i
  store double %64, ptr %_2.sroa.0.sroa.5.0..sroa_idx, align 8, !alias.scope !13
  %_43.131.i = load double, ptr %_4.sroa.0.sroa.6.0..sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.132.i = fmul double %_43.131.i, 1.000000e-03
  %65 = fadd double %20, %_42.132.i
  store double %65, ptr %0, align 8, !alias.scope !13
  %_43.1.1.i = load double, ptr %_4.sroa.0.sroa.6.sroa.4.0._4.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.1.1.i = fmul double %_43.1.1.i, 1.000000e-03
  %66 = fadd double %21, %_42.1.1.i
  store double %66, ptr %_4.sroa.0.sroa.4.0..sroa_idx, align 8, !alias.scope !13
  %_43.2.1.i = load double, ptr %_4.sroa.0.sroa.6.sroa.5.0._4.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.2.1.i = fmul double %_43.2.1.i, 1.000000e-03
  %67 = fadd double %22, %_42.2.1.i
  store double %67, ptr %_4.sroa.0.sroa.5.0..sroa_idx, align 8, !alias.scope !13
  %_43.233.i = load double, ptr %_7.sroa.0.sroa.6.0..sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.234.i = fmul double %_43.233.i, 1.000000e-03
  %68 = fadd double %23, %_42.234.i
  store double %68, ptr %1, align 8, !alias.scope !13
  %_43.1.2.i = load double, ptr %_7.sroa.0.sroa.6.sroa.4.0._7.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.1.2.i = fmul double %_43.1.2.i, 1.000000e-03
  %69 = fadd double %24, %_42.1.2.i
  store double %69, ptr %_7.sroa.0.sroa.4.0..sroa_idx, align 8, !alias.scope !13
  %_43.2.2.i = load double, ptr %_7.sroa.0.sroa.6.sroa.5.0._7.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.2.2.i = fmul double %_43.2.2.i, 1.000000e-03
  %70 = fadd double %25, %_42.2.2.i
  store double %70, ptr %_7.sroa.0.sroa.5.0..sroa_idx, align 8, !alias.scope !13
  %_43.3.i = load double, ptr %_10.sroa.0.sroa.6.0..sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.3.i = fmul double %_43.3.i, 1.000000e-03
  %71 = fadd double %26, %_42.3.i
  store double %71, ptr %2, align 8, !alias.scope !13
  %_43.1.3.i = load double, ptr %_10.sroa.0.sroa.6.sroa.4.0._10.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.1.3.i = fmul double %_43.1.3.i, 1.000000e-03
  %72 = fadd double %27, %_42.1.3.i
  store double %72, ptr %_10.sroa.0.sroa.4.0..sroa_idx, align 8, !alias.scope !13
  %_43.2.3.i = load double, ptr %_10.sroa.0.sroa.6.sroa.5.0._10.sroa.0.sroa.6.0..sroa_idx.sroa_idx, align 8, !alias.scope !13, !noundef !11
  %_42.2.3.i = fmul double %_43.2.3.i, 1.000000e-03
  %73 = fadd double %28, %_42.2.3.i
  store double %73, ptr %_10.sroa.0.sroa.5.0..sroa_idx, align 8, !alias.scope !13
  %_44 = srem i32 %iter1.sroa.0.0183, 1000
  %74 = icmp eq i32 %_44, 0
  br i1 %74, label %bb8.i102, label %bb17

bb1.loopexit.i46:                                 ; preds = %bb11.i55, %bb8.i27
  %e.sroa.0.1.lcssa.i47 = phi double [ %77, %bb8.i27 ], [ %86, %bb11.i55 ]
  %exitcond20.not.i48 = icmp eq i64 %76, 4
  br i1 %exitcond20.not.i48, label %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71, label %bb8.i27

bb8.i27:                                          ; preds = %bb20.preheader, %bb1.loopexit.i46
  %e.sroa.0.018.i28 = phi double [ %e.sroa.0.1.lcssa.i47, %bb1.loopexit.i46 ], [ 0.000000e+00, %bb20.preheader ]
  %iter.sroa.0.017.i29 = phi i64 [ %76, %bb1.loopexit.i46 ], [ 0, %bb20.preheader ]
  %75 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter.sroa.0.017.i29
  %_7.i30 = getelementptr inbounds nuw i8, ptr %75, i64 24
  %_3.i.i.i.i31 = load double, ptr %_7.i30, align 8, !alias.scope !16, !noundef !11
  %_0.i.i.i.i32 = fmul double %_3.i.i.i.i31, %_3.i.i.i.i31
  %_45.i.1.i33 = getelementptr inbounds nuw i8, ptr %75, i64 32
  %_3.i.i.i.1.i34 = load double, ptr %_45.i.1.i33, align 8, !alias.scope !16, !noundef !11
  %_0.i.i.i.1.i35 = fmul double %_3.i.i.i.1.i34, %_3.i.i.i.1.i34
  %_0.i1.i.i.1.i36 = fadd double %_0.i.i.i.i32, %_0.i.i.i.1.i35
  %_45.i.2.i37 = getelementptr inbounds nuw i8, ptr %75, i64 40
  %_3.i.i.i.2.i38 = load double, ptr %_45.i.2.i37, align 8, !alias.scope !16, !noundef !11
  %_0.i.i.i.2.i39 = fmul double %_3.i.i.i.2.i38, %_3.i.i.i.2.i38
  %_0.i1.i.i.2.i40 = fadd double %_0.i1.i.i.1.i36, %_0.i.i.i.2.i39
  %76 = add nuw nsw i64 %iter.sroa.0.017.i29, 1
  %_35.i41 = getelementptr inbounds nuw i8, ptr %75, i64 48
  %_11.i42 = load double, ptr %_35.i41, align 8, !alias.scope !23, !noundef !11
  %_10.i43 = fmul double %_11.i42, 5.000000e-01
  %_9.i44 = fmul double %_0.i1.i.i.2.i40, %_10.i43
  %77 = fadd double %e.sroa.0.018.i28, %_9.i44
  %_4014.i45 = icmp samesign ult i64 %iter.sroa.0.017.i29, 3
  br i1 %_4014.i45, label %bb11.preheader.i49, label %bb1.loopexit.i46

bb11.preheader.i49:                               ; preds = %bb8.i27
  %_18.pre.i50 = load double, ptr %75, align 8, !alias.scope !23
  %.phi.trans.insert.i51 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %_18.1.pre.i52 = load double, ptr %.phi.trans.insert.i51, align 8, !alias.scope !23
  %.phi.trans.insert21.i53 = getelementptr inbounds nuw i8, ptr %75, i64 16
  %_18.2.pre.i54 = load double, ptr %.phi.trans.insert21.i53, align 8, !alias.scope !23
  br label %bb11.i55

bb11.i55:                                         ; preds = %bb11.i55, %bb11.preheader.i49
  %e.sroa.0.116.i56 = phi double [ %86, %bb11.i55 ], [ %77, %bb11.preheader.i49 ]
  %iter1.sroa.0.015.i57 = phi i64 [ %83, %bb11.i55 ], [ %76, %bb11.preheader.i49 ]
  %78 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter1.sroa.0.015.i57
  %_20.i58 = load double, ptr %78, align 8, !alias.scope !23, !noundef !11
  %d.i59 = fsub double %_18.pre.i50, %_20.i58
  %_22.i60 = fmul double %d.i59, %d.i59
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %_20.1.i61 = load double, ptr %79, align 8, !alias.scope !23, !noundef !11
  %d.1.i62 = fsub double %_18.1.pre.i52, %_20.1.i61
  %_22.1.i63 = fmul double %d.1.i62, %d.1.i62
  %80 = fadd double %_22.i60, %_22.1.i63
  %81 = getelementptr inbounds nuw i8, ptr %78, i64 16
  %_20.2.i64 = load double, ptr %81, align 8, !alias.scope !23, !noundef !11
  %d.2.i65 = fsub double %_18.2.pre.i54, %_20.2.i64
  %_22.2.i66 = fmul double %d.2.i65, %d.2.i65
  %82 = fadd double %80, %_22.2.i66
  %83 = add nuw nsw i64 %iter1.sroa.0.015.i57, 1
  %84 = getelementptr inbounds nuw i8, ptr %78, i64 48
  %_25.i67 = load double, ptr %84, align 8, !alias.scope !23, !noundef !11
  %_24.i68 = fmul double %_11.i42, %_25.i67
  %85 = tail call double @llvm.sqrt.f64(double %82)
  %_23.i69 = fdiv double %_24.i68, %85
  %86 = fsub double %e.sroa.0.116.i56, %_23.i69
  %exitcond.not.i70 = icmp eq i64 %83, 4
  br i1 %exitcond.not.i70, label %bb1.loopexit.i46, label %bb11.i55

_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71: ; preds = %bb1.loopexit.i46
  %_69 = fsub double %e.sroa.0.1.lcssa.i47, %e.sroa.0.1.lcssa.i
  %_68 = fdiv double %_69, %e.sroa.0.1.lcssa.i
  %87 = tail call double @llvm.fabs.f64(double %_68)
  %_76 = fcmp olt double %87, 1.000000e-04
  %_75 = zext i1 %_76 to i32
  %_72 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_8861d7db857485032b6cfac8cd930beb, i32 noundef %_75) #8
  br label %bb2.i78

bb2.i78:                                          ; preds = %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71, %bb32
  %iter3.sroa.0.0189 = phi i32 [ 1, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71 ], [ %spec.select172, %bb32 ]
  %s.sroa.10.0188 = phi double [ 1.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71 ], [ %91, %bb32 ]
  %s.sroa.0.0187 = phi double [ 1.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71 ], [ %89, %bb32 ]
  %s.sroa.6.0186 = phi double [ 1.000000e+00, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit71 ], [ %90, %bb32 ]
  %_0.i3.i79 = icmp eq i32 %iter3.sroa.0.0189, 300
  %88 = add nsw i32 %iter3.sroa.0.0189, 1
  %spec.select172 = select i1 %_0.i3.i79, i32 300, i32 %88
  %_23.i88 = fsub double %s.sroa.6.0186, %s.sroa.0.0187
  %_22.i89 = fmul double %_23.i88, 1.000000e+01
  %_28.i = fsub double 2.800000e+01, %s.sroa.10.0188
  %_27.i = fmul double %s.sroa.0.0187, %_28.i
  %_26.i = fsub double %_27.i, %s.sroa.6.0186
  %_31.i = fmul double %s.sroa.6.0186, %s.sroa.0.0187
  %_32.i = fmul double %s.sroa.10.0188, 0x4005555555555555
  %_30.i91 = fsub double %_31.i, %_32.i
  %_34.i92 = fmul double %_22.i89, 2.500000e-03
  %_33.i93 = fadd double %s.sroa.0.0187, %_34.i92
  %_36.i = fmul double %_26.i, 2.500000e-03
  %_35.i94 = fadd double %s.sroa.6.0186, %_36.i
  %_38.i = fmul double %_30.i91, 2.500000e-03
  %_37.i = fadd double %s.sroa.10.0188, %_38.i
  %_40.i = fsub double %_35.i94, %_33.i93
  %_39.i = fmul double %_40.i, 1.000000e+01
  %_43.i95 = fsub double 2.800000e+01, %_37.i
  %_42.i96 = fmul double %_33.i93, %_43.i95
  %_41.i = fsub double %_42.i96, %_35.i94
  %_45.i = fmul double %_33.i93, %_35.i94
  %_46.i = fmul double %_37.i, 0x4005555555555555
  %_44.i = fsub double %_45.i, %_46.i
  %_48.i = fmul double %_39.i, 2.500000e-03
  %_47.i = fadd double %s.sroa.0.0187, %_48.i
  %_50.i = fmul double %_41.i, 2.500000e-03
  %_49.i = fadd double %s.sroa.6.0186, %_50.i
  %_52.i = fmul double %_44.i, 2.500000e-03
  %_51.i = fadd double %s.sroa.10.0188, %_52.i
  %_54.i = fsub double %_49.i, %_47.i
  %_53.i = fmul double %_54.i, 1.000000e+01
  %_57.i = fsub double 2.800000e+01, %_51.i
  %_56.i = fmul double %_47.i, %_57.i
  %_55.i = fsub double %_56.i, %_49.i
  %_59.i = fmul double %_47.i, %_49.i
  %_60.i = fmul double %_51.i, 0x4005555555555555
  %_58.i = fsub double %_59.i, %_60.i
  %_62.i = fmul double %_53.i, 5.000000e-03
  %_61.i = fadd double %s.sroa.0.0187, %_62.i
  %_64.i = fmul double %_55.i, 5.000000e-03
  %_63.i = fadd double %s.sroa.6.0186, %_64.i
  %_66.i = fmul double %_58.i, 5.000000e-03
  %_65.i = fadd double %s.sroa.10.0188, %_66.i
  %_68.i = fsub double %_63.i, %_61.i
  %_67.i = fmul double %_68.i, 1.000000e+01
  %_71.i = fsub double 2.800000e+01, %_65.i
  %_70.i = fmul double %_61.i, %_71.i
  %_69.i = fsub double %_70.i, %_63.i
  %_73.i = fmul double %_61.i, %_63.i
  %_74.i = fmul double %_65.i, 0x4005555555555555
  %_72.i = fsub double %_73.i, %_74.i
  %_17.i = fmul double %_39.i, 2.000000e+00
  %_14.i97 = fadd double %_22.i89, %_17.i
  %_19.i = fmul double %_53.i, 2.000000e+00
  %_13.i98 = fadd double %_14.i97, %_19.i
  %_12.i = fadd double %_13.i98, %_67.i
  %_10.i99 = fmul double %_12.i, 0x3F4B4E81B4E81B4F
  %89 = fadd double %s.sroa.0.0187, %_10.i99
  %_17.1.i = fmul double %_41.i, 2.000000e+00
  %_14.1.i100 = fadd double %_26.i, %_17.1.i
  %_19.1.i = fmul double %_55.i, 2.000000e+00
  %_13.1.i = fadd double %_14.1.i100, %_19.1.i
  %_12.1.i = fadd double %_13.1.i, %_69.i
  %_10.1.i = fmul double %_12.1.i, 0x3F4B4E81B4E81B4F
  %90 = fadd double %s.sroa.6.0186, %_10.1.i
  %_17.2.i = fmul double %_44.i, 2.000000e+00
  %_14.2.i101 = fadd double %_30.i91, %_17.2.i
  %_19.2.i = fmul double %_58.i, 2.000000e+00
  %_13.2.i = fadd double %_14.2.i101, %_19.2.i
  %_12.2.i = fadd double %_13.2.i, %_72.i
  %_10.2.i = fmul double %_12.2.i, 0x3F4B4E81B4E81B4F
  %91 = fadd double %s.sroa.10.0188, %_10.2.i
  %_85 = srem i32 %iter3.sroa.0.0189, 100
  %92 = icmp eq i32 %_85, 0
  br i1 %92, label %bb29, label %bb32

bb27:                                             ; preds = %bb32
  call void @llvm.lifetime.end.p0(ptr nonnull %bodies)
  ret void

bb29:                                             ; preds = %bb2.i78
  %_90 = sitofp i32 %iter3.sroa.0.0189 to double
  %_89 = fmul double %_90, 5.000000e-03
  %_86 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_468c48b37f29aa5d186de6bdbaff183a, double noundef %_89, double noundef %89, double noundef %90, double noundef %91) #8
  br label %bb32

bb32:                                             ; preds = %bb2.i78, %bb29
  %_0.i.not.i77 = icmp sgt i32 %spec.select172, 300
  %or.cond174 = select i1 %_0.i3.i79, i1 true, i1 %_0.i.not.i77
  br i1 %or.cond174, label %bb27, label %bb2.i78

bb1.loopexit.i121:                                ; preds = %bb11.i130, %bb8.i102
  %e.sroa.0.1.lcssa.i122 = phi double [ %95, %bb8.i102 ], [ %104, %bb11.i130 ]
  %exitcond20.not.i123 = icmp eq i64 %94, 4
  br i1 %exitcond20.not.i123, label %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit146, label %bb8.i102

bb8.i102:                                         ; preds = %_ZN16_07_printf_nbody7advance17h64c2b447e445f905E.exit, %bb1.loopexit.i121
  %e.sroa.0.018.i103 = phi double [ %e.sroa.0.1.lcssa.i122, %bb1.loopexit.i121 ], [ 0.000000e+00, %_ZN16_07_printf_nbody7advance17h64c2b447e445f905E.exit ]
  %iter.sroa.0.017.i104 = phi i64 [ %94, %bb1.loopexit.i121 ], [ 0, %_ZN16_07_printf_nbody7advance17h64c2b447e445f905E.exit ]
  %93 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter.sroa.0.017.i104
  %_7.i105 = getelementptr inbounds nuw i8, ptr %93, i64 24
  %_3.i.i.i.i106 = load double, ptr %_7.i105, align 8, !alias.scope !24, !noundef !11
  %_0.i.i.i.i107 = fmul double %_3.i.i.i.i106, %_3.i.i.i.i106
  %_45.i.1.i108 = getelementptr inbounds nuw i8, ptr %93, i64 32
  %_3.i.i.i.1.i109 = load double, ptr %_45.i.1.i108, align 8, !alias.scope !24, !noundef !11
  %_0.i.i.i.1.i110 = fmul double %_3.i.i.i.1.i109, %_3.i.i.i.1.i109
  %_0.i1.i.i.1.i111 = fadd double %_0.i.i.i.i107, %_0.i.i.i.1.i110
  %_45.i.2.i112 = getelementptr inbounds nuw i8, ptr %93, i64 40
  %_3.i.i.i.2.i113 = load double, ptr %_45.i.2.i112, align 8, !alias.scope !24, !noundef !11
  %_0.i.i.i.2.i114 = fmul double %_3.i.i.i.2.i113, %_3.i.i.i.2.i113
  %_0.i1.i.i.2.i115 = fadd double %_0.i1.i.i.1.i111, %_0.i.i.i.2.i114
  %94 = add nuw nsw i64 %iter.sroa.0.017.i104, 1
  %_35.i116 = getelementptr inbounds nuw i8, ptr %93, i64 48
  %_11.i117 = load double, ptr %_35.i116, align 8, !alias.scope !31, !noundef !11
  %_10.i118 = fmul double %_11.i117, 5.000000e-01
  %_9.i119 = fmul double %_0.i1.i.i.2.i115, %_10.i118
  %95 = fadd double %e.sroa.0.018.i103, %_9.i119
  %_4014.i120 = icmp samesign ult i64 %iter.sroa.0.017.i104, 3
  br i1 %_4014.i120, label %bb11.preheader.i124, label %bb1.loopexit.i121

bb11.preheader.i124:                              ; preds = %bb8.i102
  %_18.pre.i125 = load double, ptr %93, align 8, !alias.scope !31
  %.phi.trans.insert.i126 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %_18.1.pre.i127 = load double, ptr %.phi.trans.insert.i126, align 8, !alias.scope !31
  %.phi.trans.insert21.i128 = getelementptr inbounds nuw i8, ptr %93, i64 16
  %_18.2.pre.i129 = load double, ptr %.phi.trans.insert21.i128, align 8, !alias.scope !31
  br label %bb11.i130

bb11.i130:                                        ; preds = %bb11.i130, %bb11.preheader.i124
  %e.sroa.0.116.i131 = phi double [ %104, %bb11.i130 ], [ %95, %bb11.preheader.i124 ]
  %iter1.sroa.0.015.i132 = phi i64 [ %101, %bb11.i130 ], [ %94, %bb11.preheader.i124 ]
  %96 = getelementptr inbounds nuw %Body, ptr %bodies, i64 %iter1.sroa.0.015.i132
  %_20.i133 = load double, ptr %96, align 8, !alias.scope !31, !noundef !11
  %d.i134 = fsub double %_18.pre.i125, %_20.i133
  %_22.i135 = fmul double %d.i134, %d.i134
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %_20.1.i136 = load double, ptr %97, align 8, !alias.scope !31, !noundef !11
  %d.1.i137 = fsub double %_18.1.pre.i127, %_20.1.i136
  %_22.1.i138 = fmul double %d.1.i137, %d.1.i137
  %98 = fadd double %_22.i135, %_22.1.i138
  %99 = getelementptr inbounds nuw i8, ptr %96, i64 16
  %_20.2.i139 = load double, ptr %99, align 8, !alias.scope !31, !noundef !11
  %d.2.i140 = fsub double %_18.2.pre.i129, %_20.2.i139
  %_22.2.i141 = fmul double %d.2.i140, %d.2.i140
  %100 = fadd double %98, %_22.2.i141
  %101 = add nuw nsw i64 %iter1.sroa.0.015.i132, 1
  %102 = getelementptr inbounds nuw i8, ptr %96, i64 48
  %_25.i142 = load double, ptr %102, align 8, !alias.scope !31, !noundef !11
  %_24.i143 = fmul double %_11.i117, %_25.i142
  %103 = tail call double @llvm.sqrt.f64(double %100)
  %_23.i144 = fdiv double %_24.i143, %103
  %104 = fsub double %e.sroa.0.116.i131, %_23.i144
  %exitcond.not.i145 = icmp eq i64 %101, 4
  br i1 %exitcond.not.i145, label %bb1.loopexit.i121, label %bb11.i130

_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit146: ; preds = %bb1.loopexit.i121
  %_45 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_0b410d1420b69f186f37b287e7a7ad9d, i32 noundef %iter1.sroa.0.0183, double noundef %e.sroa.0.1.lcssa.i122) #8
  br label %bb17

bb17:                                             ; preds = %_ZN16_07_printf_nbody7advance17h64c2b447e445f905E.exit, %_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E.exit146
  %_0.i.not.i = icmp sgt i32 %spec.select171, 4000
  %or.cond = select i1 %_0.i3.i, i1 true, i1 %_0.i.not.i
  br i1 %or.cond, label %bb20.preheader, label %bb2.i

bb20.preheader:                                   ; preds = %bb17
  %_60 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_8e596fa42046ca54f3d566d6325ffaf6, i32 noundef 0, double noundef %62, double noundef %63, double noundef %64) #8
  %_60.1 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_8e596fa42046ca54f3d566d6325ffaf6, i32 noundef 1, double noundef %65, double noundef %66, double noundef %67) #8
  %_60.2 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_8e596fa42046ca54f3d566d6325ffaf6, i32 noundef 2, double noundef %68, double noundef %69, double noundef %70) #8
  %_60.3 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_8e596fa42046ca54f3d566d6325ffaf6, i32 noundef 3, double noundef %71, double noundef %72, double noundef %73) #8
  br label %bb8.i27
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17h8bef39491e53e824E(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #1 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #2 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !11, !noundef !11
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h7bad2dc5ed00deebE(ptr noundef nonnull %_4) #9
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h7bad2dc5ed00deebE(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #3 {
start:
  tail call void %f() #8
  tail call void asm sideeffect "", "~{memory}"() #8, !srcloc !32
  ret void
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h6dabad2c0db37ef4E"(ptr noundef readonly captures(none) %_1) unnamed_addr #2 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !11, !noundef !11
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h7bad2dc5ed00deebE(ptr noundef nonnull readonly %0) #9, !noalias !33
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #1

; Function Attrs: nofree nounwind nonlazybind uwtable
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) unnamed_addr #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #1

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #6 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN16_07_printf_nbody4main17hd75456b0969577e0E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #7

attributes #0 = { nofree nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nounwind }
attributes #9 = { noinline nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{!5, !7, !9}
!5 = distinct !{!5, !6, !"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE: %v"}
!6 = distinct !{!6, !"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE"}
!7 = distinct !{!7, !8, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE: %elt"}
!8 = distinct !{!8, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE"}
!9 = distinct !{!9, !10, !"_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E: %b"}
!10 = distinct !{!10, !"_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E"}
!11 = !{}
!12 = !{!9}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZN16_07_printf_nbody7advance17h64c2b447e445f905E: %b"}
!15 = distinct !{!15, !"_ZN16_07_printf_nbody7advance17h64c2b447e445f905E"}
!16 = !{!17, !19, !21}
!17 = distinct !{!17, !18, !"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE: %v"}
!18 = distinct !{!18, !"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE"}
!19 = distinct !{!19, !20, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE: %elt"}
!20 = distinct !{!20, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE"}
!21 = distinct !{!21, !22, !"_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E: %b"}
!22 = distinct !{!22, !"_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E"}
!23 = !{!21}
!24 = !{!25, !27, !29}
!25 = distinct !{!25, !26, !"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE: %v"}
!26 = distinct !{!26, !"_ZN16_07_printf_nbody6energy28_$u7b$$u7b$closure$u7d$$u7d$17h309f99e523e7e3bbE"}
!27 = distinct !{!27, !28, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE: %elt"}
!28 = distinct !{!28, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h23072b13b6c7606dE"}
!29 = distinct !{!29, !30, !"_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E: %b"}
!30 = distinct !{!30, !"_ZN16_07_printf_nbody6energy17hd796c24ee2b0e860E"}
!31 = !{!29}
!32 = !{i64 14962781299484783}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E: %_1"}
!35 = distinct !{!35, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17h12eaa16573f35948E"}
