; ModuleID = 'c/28_float_double_mix.c'
source_filename = "c/28_float_double_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store <4 x float> <float 0.000000e+00, float 0x3FB99999A0000000, float 0x3FC99999A0000000, float 0x3FD3333340000000>, ptr %1, align 16, !tbaa !6
  store <4 x float> <float 0x3FD99999A0000000, float 5.000000e-01, float 0x3FE3333340000000, float 0x3FE6666660000000>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x float> <float 1.000000e+00, float 5.000000e-01, float 0x3FD5555560000000, float 2.500000e-01>, ptr %2, align 16, !tbaa !6
  store <4 x float> <float 0x3FC99999A0000000, float 0x3FC5555560000000, float 0x3FC24924A0000000, float 1.250000e-01>, ptr %5, align 16, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  %7 = getelementptr inbounds i8, ptr %1, i64 48
  store <4 x float> <float 0x3FE99999A0000000, float 0x3FECCCCCE0000000, float 1.000000e+00, float 0x3FF19999A0000000>, ptr %6, align 16, !tbaa !6
  store <4 x float> <float 0x3FF3333340000000, float 0x3FF4CCCCE0000000, float 0x3FF6666660000000, float 1.500000e+00>, ptr %7, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  %9 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x float> <float 0x3FBC71C720000000, float 0x3FB99999A0000000, float 0x3FB745D180000000, float 0x3FB5555560000000>, ptr %8, align 16, !tbaa !6
  store <4 x float> <float 0x3FB3B13B20000000, float 0x3FB24924A0000000, float 0x3FB1111120000000, float 6.250000e-02>, ptr %9, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 64
  %11 = getelementptr inbounds i8, ptr %1, i64 80
  store <4 x float> <float 0x3FF99999A0000000, float 0x3FFB333340000000, float 0x3FFCCCCCE0000000, float 0x3FFE666660000000>, ptr %10, align 16, !tbaa !6
  store <4 x float> <float 2.000000e+00, float 0x4000CCCCE0000000, float 0x40019999A0000000, float 0x4002666660000000>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %2, i64 64
  %13 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x float> <float 0x3FAE1E1E20000000, float 0x3FAC71C720000000, float 0x3FAAF286C0000000, float 0x3FA99999A0000000>, ptr %12, align 16, !tbaa !6
  store <4 x float> <float 0x3FA8618620000000, float 0x3FA745D180000000, float 0x3FA642C860000000, float 0x3FA5555560000000>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 96
  %15 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x float> <float 0x4003333340000000, float 2.500000e+00, float 0x4004CCCCE0000000, float 0x40059999A0000000>, ptr %14, align 16, !tbaa !6
  store <4 x float> <float 0x4006666660000000, float 0x4007333340000000, float 3.000000e+00, float 0x4008CCCCE0000000>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %2, i64 96
  %17 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x float> <float 0x3FA47AE140000000, float 0x3FA3B13B20000000, float 0x3FA2F684C0000000, float 0x3FA24924A0000000>, ptr %16, align 16, !tbaa !6
  store <4 x float> <float 0x3FA1A7B960000000, float 0x3FA1111120000000, float 0x3FA0842100000000, float 3.125000e-02>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 128
  %19 = getelementptr inbounds i8, ptr %1, i64 144
  store <4 x float> <float 0x40099999A0000000, float 0x400A666660000000, float 0x400B333340000000, float 3.500000e+00>, ptr %18, align 16, !tbaa !6
  store <4 x float> <float 0x400CCCCCE0000000, float 0x400D9999A0000000, float 0x400E666660000000, float 0x400F333340000000>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %2, i64 128
  %21 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x float> <float 0x3F9F07C200000000, float 0x3F9E1E1E20000000, float 0x3F9D41D420000000, float 0x3F9C71C720000000>, ptr %20, align 16, !tbaa !6
  store <4 x float> <float 0x3F9BACF920000000, float 0x3F9AF286C0000000, float 0x3F9A41A420000000, float 0x3F999999A0000000>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %1, i64 160
  %23 = getelementptr inbounds i8, ptr %1, i64 176
  store <4 x float> <float 4.000000e+00, float 0x4010666660000000, float 0x4010CCCCE0000000, float 0x4011333340000000>, ptr %22, align 16, !tbaa !6
  store <4 x float> <float 0x40119999A0000000, float 4.500000e+00, float 0x4012666660000000, float 0x4012CCCCE0000000>, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %2, i64 160
  %25 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x float> <float 0x3F98F9C180000000, float 0x3F98618620000000, float 0x3F97D05F40000000, float 0x3F9745D180000000>, ptr %24, align 16, !tbaa !6
  store <4 x float> <float 0x3F96C16C20000000, float 0x3F9642C860000000, float 0x3F95C98820000000, float 0x3F95555560000000>, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %1, i64 192
  %27 = getelementptr inbounds i8, ptr %1, i64 208
  store <4 x float> <float 0x4013333340000000, float 0x40139999A0000000, float 5.000000e+00, float 0x4014666660000000>, ptr %26, align 16, !tbaa !6
  store <4 x float> <float 0x4014CCCCE0000000, float 0x4015333340000000, float 0x40159999A0000000, float 5.500000e+00>, ptr %27, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %2, i64 192
  %29 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x float> <float 0x3F94E5E0A0000000, float 0x3F947AE140000000, float 0x3F94141420000000, float 0x3F93B13B20000000>, ptr %28, align 16, !tbaa !6
  store <4 x float> <float 0x3F93521D00000000, float 0x3F92F684C0000000, float 0x3F929E4120000000, float 0x3F924924A0000000>, ptr %29, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 224
  %31 = getelementptr inbounds i8, ptr %1, i64 240
  store <4 x float> <float 0x4016666660000000, float 0x4016CCCCE0000000, float 0x4017333340000000, float 0x40179999A0000000>, ptr %30, align 16, !tbaa !6
  store <4 x float> <float 6.000000e+00, float 0x4018666660000000, float 0x4018CCCCE0000000, float 0x4019333340000000>, ptr %31, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %2, i64 224
  %33 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x float> <float 0x3F91F70480000000, float 0x3F91A7B960000000, float 0x3F915B1E60000000, float 0x3F91111120000000>, ptr %32, align 16, !tbaa !6
  store <4 x float> <float 0x3F90C97140000000, float 0x3F90842100000000, float 0x3F90410420000000, float 1.562500e-02>, ptr %33, align 16, !tbaa !6
  br label %44

34:                                               ; preds = %34, %61
  %35 = phi i32 [ 0, %61 ], [ %42, %34 ]
  %36 = phi float [ 0.000000e+00, %61 ], [ %39, %34 ]
  %37 = phi double [ 0.000000e+00, %61 ], [ %41, %34 ]
  %38 = fadd float %36, 0x3FB99999A0000000
  %39 = fadd float %38, 0x3FB99999A0000000
  %40 = fadd double %37, 1.000000e-01
  %41 = fadd double %40, 1.000000e-01
  %42 = add nuw i32 %35, 2
  %43 = icmp eq i32 %42, 100000
  br i1 %43, label %64, label %34, !llvm.loop !10

44:                                               ; preds = %0, %44
  %45 = phi i64 [ %59, %44 ], [ 0, %0 ]
  %46 = phi float [ %58, %44 ], [ 0.000000e+00, %0 ]
  %47 = getelementptr inbounds float, ptr %1, i64 %45
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load <4 x float>, ptr %47, align 16, !tbaa !6
  %50 = load <4 x float>, ptr %48, align 16, !tbaa !6
  %51 = getelementptr inbounds float, ptr %2, i64 %45
  %52 = getelementptr inbounds i8, ptr %51, i64 16
  %53 = load <4 x float>, ptr %51, align 16, !tbaa !6
  %54 = load <4 x float>, ptr %52, align 16, !tbaa !6
  %55 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %49, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %53)
  %56 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %50, <4 x float> <float 2.500000e+00, float 2.500000e+00, float 2.500000e+00, float 2.500000e+00>, <4 x float> %54)
  %57 = tail call float @llvm.vector.reduce.fadd.v4f32(float %46, <4 x float> %55)
  %58 = tail call float @llvm.vector.reduce.fadd.v4f32(float %57, <4 x float> %56)
  %59 = add nuw i64 %45, 8
  %60 = icmp eq i64 %59, 64
  br i1 %60, label %61, label %44, !llvm.loop !14

61:                                               ; preds = %44
  %62 = fpext float %58 to double
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %62)
  br label %34

64:                                               ; preds = %34
  %65 = fpext float %39 to double
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %65, double noundef %41)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4013155555555555)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555, double noundef 0x3E45555556000000)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1065353216, i32 noundef -1071644672, i32 noundef 1036831949, i64 noundef 4607182418800017408, i64 noundef 4591870180066957722)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 2.500000e+00, i32 noundef 2, i64 noundef 2, i32 noundef 2, double noundef 2.500000e+00)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.500000e+00, i32 noundef -2, i64 noundef -2, i32 noundef 0, double noundef -2.500000e+00)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+10, i32 noundef -1, i64 noundef 10000000000, i32 noundef 0, double noundef 1.000000e+10)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -1.000000e-03, i32 noundef 0, i64 noundef 0, i32 noundef 0, double noundef 0xBF50624DE0000000)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 3.999990e+00, i32 noundef 3, i64 noundef 3, i32 noundef 3, double noundef 0x400FFFFAC0000000)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 6.553570e+04, i32 noundef 65535, i64 noundef 65535, i32 noundef 65535, double noundef 0x40EFFFF660000000)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x41EFFFFFFFE00000, i32 noundef -1, i64 noundef 4294967295, i32 noundef -1, double noundef 0x41F0000000000000)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4340000000000000, double noundef 0x4170000000000000)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x43F0000000000000, double noundef 0x43F0000000000000)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -446744073709551616)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x47EFFFFFE0000000, double noundef 0x36A0000000000000, double noundef 0.000000e+00)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FF6A09E60000000, double noundef 3.000000e+00, double noundef -3.000000e+00, double noundef 1.500000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e-01, ptr %3, align 8, !tbaa !15
  %82 = load volatile double, ptr %3, align 8, !tbaa !15
  %83 = fcmp oeq double %82, 0x3FB99999A0000000
  %84 = zext i1 %83 to i32
  %85 = load volatile double, ptr %3, align 8, !tbaa !15
  %86 = fptrunc double %85 to float
  %87 = fcmp oeq float %86, 0x3FB99999A0000000
  %88 = zext i1 %87 to i32
  %89 = load volatile double, ptr %3, align 8, !tbaa !15
  %90 = fcmp olt double %89, 0x3FB99999A0000000
  %91 = zext i1 %90 to i32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %84, i32 noundef %88, i32 noundef %91)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
