; ModuleID = 'c/28_float_double_mix.c'
source_filename = "c/28_float_double_mix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"saxpy sum = %.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"float accum = %.4f double accum = %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"mixed_poly = %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"1/3 float->double = %.12f  double = %.12f  diff=%.3e\0A\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"bits: 1.0f=%08x -2.5f=%08x 0.1f=%08x  1.0=%016llx 0.1=%016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"d=%-14.6g i32=%-11d i64=%-12lld u32=%-10u f=%.9g\0A\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"(double)(2^53+1) = %.1f  (float)16777217 = %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [45 x i8] c"(double)u64max = %.1f  (float)u64max = %.1f\0A\00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"(u64)1.8e19 = %llu\0A\00", align 1
@.str.9 = private unnamed_addr constant [42 x i8] c"float max=%g tiny denorm=%g  tiny*0.5=%g\0A\00", align 1
@.str.10 = private unnamed_addr constant [70 x i8] c"float ops: sqrtf(2)=%.7f fabsf(-3)=%.1f floorf(-2.5)=%.1f fmodf=%.4f\0A\00", align 1
@.str.11 = private unnamed_addr constant [59 x i8] c"0.1f == 0.1: %d   0.1f == (float)0.1: %d   0.1f > 0.1: %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"nan==nan %d  nan<1 %d  nan!=nan %d  isnan %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x float], align 16
  %2 = alloca [64 x float], align 16
  %3 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #4
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %16, %4 ]
  %6 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %17, %4 ]
  %7 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %18, %4 ]
  %8 = uitofp <4 x i32> %7 to <4 x float>
  %9 = fmul <4 x float> %8, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %10 = getelementptr inbounds [64 x float], ptr %1, i64 0, i64 %5
  store <4 x float> %9, ptr %10, align 16, !tbaa !5
  %11 = trunc <4 x i64> %6 to <4 x i32>
  %12 = add <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %13 = uitofp <4 x i32> %12 to <4 x float>
  %14 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %13
  %15 = getelementptr inbounds [64 x float], ptr %2, i64 0, i64 %5
  store <4 x float> %14, ptr %15, align 16, !tbaa !5
  %16 = add nuw i64 %5, 4
  %17 = add <4 x i64> %6, <i64 4, i64 4, i64 4, i64 4>
  %18 = add <4 x i32> %7, <i32 4, i32 4, i32 4, i32 4>
  %19 = icmp eq i64 %16, 64
  br i1 %19, label %20, label %4, !llvm.loop !9

20:                                               ; preds = %4, %20
  %21 = phi i64 [ %50, %20 ], [ 0, %4 ]
  %22 = phi float [ %49, %20 ], [ 0.000000e+00, %4 ]
  %23 = getelementptr inbounds float, ptr %1, i64 %21
  %24 = load float, ptr %23, align 16, !tbaa !5
  %25 = getelementptr inbounds float, ptr %2, i64 %21
  %26 = load float, ptr %25, align 16, !tbaa !5
  %27 = tail call float @llvm.fmuladd.f32(float %24, float 2.500000e+00, float %26)
  %28 = fadd float %22, %27
  %29 = or disjoint i64 %21, 1
  %30 = getelementptr inbounds float, ptr %1, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = getelementptr inbounds float, ptr %2, i64 %29
  %33 = load float, ptr %32, align 4, !tbaa !5
  %34 = tail call float @llvm.fmuladd.f32(float %31, float 2.500000e+00, float %33)
  %35 = fadd float %28, %34
  %36 = or disjoint i64 %21, 2
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 8, !tbaa !5
  %39 = getelementptr inbounds float, ptr %2, i64 %36
  %40 = load float, ptr %39, align 8, !tbaa !5
  %41 = tail call float @llvm.fmuladd.f32(float %38, float 2.500000e+00, float %40)
  %42 = fadd float %35, %41
  %43 = or disjoint i64 %21, 3
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = getelementptr inbounds float, ptr %2, i64 %43
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = tail call float @llvm.fmuladd.f32(float %45, float 2.500000e+00, float %47)
  %49 = fadd float %42, %48
  %50 = add nuw nsw i64 %21, 4
  %51 = icmp eq i64 %50, 64
  br i1 %51, label %52, label %20, !llvm.loop !13

52:                                               ; preds = %20
  %53 = fpext float %49 to double
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %53)
  br label %85

55:                                               ; preds = %85
  %56 = fpext float %103 to double
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %56, double noundef %104)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4013155555555555)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555, double noundef 0x3E45555556000000)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1065353216, i32 noundef -1071644672, i32 noundef 1036831949, i64 noundef 4607182418800017408, i64 noundef 4591870180066957722)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 2, i32 noundef 2, double noundef 2.500000e+00)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.500000e+00, i32 noundef -2, i64 noundef -2, i32 noundef 0, double noundef -2.500000e+00)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+10, i32 noundef -1, i64 noundef 10000000000, i32 noundef 0, double noundef 1.000000e+10)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.000000e-03, i32 noundef 0, i64 noundef 0, i32 noundef 0, double noundef 0xBF50624DE0000000)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.999990e+00, i32 noundef 3, i64 noundef 3, i32 noundef 3, double noundef 0x400FFFFAC0000000)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 6.553570e+04, i32 noundef 65535, i64 noundef 65535, i32 noundef 65535, double noundef 0x40EFFFF660000000)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x41EFFFFFFFE00000, i32 noundef -1, i64 noundef 4294967295, i32 noundef -1, double noundef 0x41F0000000000000)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4340000000000000, double noundef 0x4170000000000000)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -446744073709551616)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x47EFFFFFE0000000, double noundef 0x36A0000000000000, double noundef 0.000000e+00)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FF6A09E60000000, double noundef 3.000000e+00, double noundef -3.000000e+00, double noundef 1.500000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e-01, ptr %3, align 8, !tbaa !14
  %73 = load volatile double, ptr %3, align 8, !tbaa !14
  %74 = fcmp oeq double %73, 0x3FB99999A0000000
  %75 = zext i1 %74 to i32
  %76 = load volatile double, ptr %3, align 8, !tbaa !14
  %77 = fptrunc double %76 to float
  %78 = fcmp oeq float %77, 0x3FB99999A0000000
  %79 = zext i1 %78 to i32
  %80 = load volatile double, ptr %3, align 8, !tbaa !14
  %81 = fcmp olt double %80, 0x3FB99999A0000000
  %82 = zext i1 %81 to i32
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %75, i32 noundef %79, i32 noundef %82)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #4
  ret i32 0

85:                                               ; preds = %85, %52
  %86 = phi float [ 0.000000e+00, %52 ], [ %103, %85 ]
  %87 = phi double [ 0.000000e+00, %52 ], [ %104, %85 ]
  %88 = phi i32 [ 0, %52 ], [ %105, %85 ]
  %89 = fadd float %86, 0x3FB99999A0000000
  %90 = fadd double %87, 1.000000e-01
  %91 = fadd float %89, 0x3FB99999A0000000
  %92 = fadd double %90, 1.000000e-01
  %93 = fadd float %91, 0x3FB99999A0000000
  %94 = fadd double %92, 1.000000e-01
  %95 = fadd float %93, 0x3FB99999A0000000
  %96 = fadd double %94, 1.000000e-01
  %97 = fadd float %95, 0x3FB99999A0000000
  %98 = fadd double %96, 1.000000e-01
  %99 = fadd float %97, 0x3FB99999A0000000
  %100 = fadd double %98, 1.000000e-01
  %101 = fadd float %99, 0x3FB99999A0000000
  %102 = fadd double %100, 1.000000e-01
  %103 = fadd float %101, 0x3FB99999A0000000
  %104 = fadd double %102, 1.000000e-01
  %105 = add nuw nsw i32 %88, 8
  %106 = icmp eq i32 %105, 100000
  br i1 %106, label %55, label %85, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !10}
