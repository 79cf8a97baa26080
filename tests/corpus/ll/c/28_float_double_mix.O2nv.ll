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
  br label %39

4:                                                ; preds = %39, %4
  %5 = phi i64 [ %34, %4 ], [ 0, %39 ]
  %6 = phi float [ %33, %4 ], [ 0.000000e+00, %39 ]
  %7 = getelementptr inbounds float, ptr %1, i64 %5
  %8 = load float, ptr %7, align 16, !tbaa !5
  %9 = getelementptr inbounds float, ptr %2, i64 %5
  %10 = load float, ptr %9, align 16, !tbaa !5
  %11 = tail call float @llvm.fmuladd.f32(float %8, float 2.500000e+00, float %10)
  %12 = fadd float %6, %11
  %13 = or disjoint i64 %5, 1
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = getelementptr inbounds float, ptr %2, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !5
  %18 = tail call float @llvm.fmuladd.f32(float %15, float 2.500000e+00, float %17)
  %19 = fadd float %12, %18
  %20 = or disjoint i64 %5, 2
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds float, ptr %2, i64 %20
  %24 = load float, ptr %23, align 8, !tbaa !5
  %25 = tail call float @llvm.fmuladd.f32(float %22, float 2.500000e+00, float %24)
  %26 = fadd float %19, %25
  %27 = or disjoint i64 %5, 3
  %28 = getelementptr inbounds float, ptr %1, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !5
  %30 = getelementptr inbounds float, ptr %2, i64 %27
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = tail call float @llvm.fmuladd.f32(float %29, float 2.500000e+00, float %31)
  %33 = fadd float %26, %32
  %34 = add nuw nsw i64 %5, 4
  %35 = icmp eq i64 %34, 64
  br i1 %35, label %36, label %4, !llvm.loop !9

36:                                               ; preds = %4
  %37 = fpext float %33 to double
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %37)
  br label %90

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %54, %39 ]
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = uitofp nneg i32 %41 to float
  %43 = fmul float %42, 0x3FB99999A0000000
  %44 = getelementptr inbounds [64 x float], ptr %1, i64 0, i64 %40
  store float %43, ptr %44, align 8, !tbaa !5
  %45 = or disjoint i64 %40, 1
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to float
  %48 = fdiv float 1.000000e+00, %47
  %49 = getelementptr inbounds [64 x float], ptr %2, i64 0, i64 %40
  store float %48, ptr %49, align 8, !tbaa !5
  %50 = trunc nuw nsw i64 %45 to i32
  %51 = uitofp nneg i32 %50 to float
  %52 = fmul float %51, 0x3FB99999A0000000
  %53 = getelementptr inbounds [64 x float], ptr %1, i64 0, i64 %45
  store float %52, ptr %53, align 4, !tbaa !5
  %54 = add nuw nsw i64 %40, 2
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = uitofp nneg i32 %55 to float
  %57 = fdiv float 1.000000e+00, %56
  %58 = getelementptr inbounds [64 x float], ptr %2, i64 0, i64 %45
  store float %57, ptr %58, align 4, !tbaa !5
  %59 = icmp eq i64 %54, 64
  br i1 %59, label %4, label %39, !llvm.loop !11

60:                                               ; preds = %90
  %61 = fpext float %108 to double
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %61, double noundef %109)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4013155555555555)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555, double noundef 0x3E45555556000000)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1065353216, i32 noundef -1071644672, i32 noundef 1036831949, i64 noundef 4607182418800017408, i64 noundef 4591870180066957722)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 2, i32 noundef 2, double noundef 2.500000e+00)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.500000e+00, i32 noundef -2, i64 noundef -2, i32 noundef 0, double noundef -2.500000e+00)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+10, i32 noundef -1, i64 noundef 10000000000, i32 noundef 0, double noundef 1.000000e+10)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.000000e-03, i32 noundef 0, i64 noundef 0, i32 noundef 0, double noundef 0xBF50624DE0000000)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.999990e+00, i32 noundef 3, i64 noundef 3, i32 noundef 3, double noundef 0x400FFFFAC0000000)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 6.553570e+04, i32 noundef 65535, i64 noundef 65535, i32 noundef 65535, double noundef 0x40EFFFF660000000)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x41EFFFFFFFE00000, i32 noundef -1, i64 noundef 4294967295, i32 noundef -1, double noundef 0x41F0000000000000)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4340000000000000, double noundef 0x4170000000000000)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -446744073709551616)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x47EFFFFFE0000000, double noundef 0x36A0000000000000, double noundef 0.000000e+00)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FF6A09E60000000, double noundef 3.000000e+00, double noundef -3.000000e+00, double noundef 1.500000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e-01, ptr %3, align 8, !tbaa !12
  %78 = load volatile double, ptr %3, align 8, !tbaa !12
  %79 = fcmp oeq double %78, 0x3FB99999A0000000
  %80 = zext i1 %79 to i32
  %81 = load volatile double, ptr %3, align 8, !tbaa !12
  %82 = fptrunc double %81 to float
  %83 = fcmp oeq float %82, 0x3FB99999A0000000
  %84 = zext i1 %83 to i32
  %85 = load volatile double, ptr %3, align 8, !tbaa !12
  %86 = fcmp olt double %85, 0x3FB99999A0000000
  %87 = zext i1 %86 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %80, i32 noundef %84, i32 noundef %87)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #4
  ret i32 0

90:                                               ; preds = %90, %36
  %91 = phi float [ 0.000000e+00, %36 ], [ %108, %90 ]
  %92 = phi double [ 0.000000e+00, %36 ], [ %109, %90 ]
  %93 = phi i32 [ 0, %36 ], [ %110, %90 ]
  %94 = fadd float %91, 0x3FB99999A0000000
  %95 = fadd double %92, 1.000000e-01
  %96 = fadd float %94, 0x3FB99999A0000000
  %97 = fadd double %95, 1.000000e-01
  %98 = fadd float %96, 0x3FB99999A0000000
  %99 = fadd double %97, 1.000000e-01
  %100 = fadd float %98, 0x3FB99999A0000000
  %101 = fadd double %99, 1.000000e-01
  %102 = fadd float %100, 0x3FB99999A0000000
  %103 = fadd double %101, 1.000000e-01
  %104 = fadd float %102, 0x3FB99999A0000000
  %105 = fadd double %103, 1.000000e-01
  %106 = fadd float %104, 0x3FB99999A0000000
  %107 = fadd double %105, 1.000000e-01
  %108 = fadd float %106, 0x3FB99999A0000000
  %109 = fadd double %107, 1.000000e-01
  %110 = add nuw nsw i32 %93, 8
  %111 = icmp eq i32 %110, 100000
  br i1 %111, label %60, label %90, !llvm.loop !14
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !7, i64 0}
!14 = distinct !{!14, !10}
