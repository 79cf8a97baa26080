; ModuleID = 'fwd/21_float_f32.c'
source_filename = "fwd/21_float_f32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"dff/dx\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"dff/dy\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"fsum\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [11 x i8] c"fscale[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"%-26s ad=%+.6e fd=%+.6e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x float], align 16
  %2 = alloca [6 x float], align 16
  %3 = alloca [6 x float], align 16
  %4 = alloca [6 x float], align 16
  %5 = alloca [6 x float], align 4
  %6 = alloca [6 x float], align 4
  %7 = alloca [32 x i8], align 1
  %8 = tail call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef nonnull @ff, double noundef 0x3FE6666660000000, double noundef 1.000000e+00, double noundef 0xBFF4CCCCC0000000, double noundef 0.000000e+00) #11
  %9 = fpext float %8 to double
  %10 = fadd double %9, 0x3FC5D86200000000
  %11 = tail call double @llvm.fabs.f64(double %10)
  %12 = fcmp ugt double %11, 2.000000e-03
  %13 = select i1 %12, ptr @.str.5, ptr @.str.6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %9, double noundef 0xBFC5D86200000000, ptr noundef nonnull %13)
  %15 = zext i1 %12 to i32
  %16 = load i32, ptr @fails, align 4, !tbaa !6
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr @fails, align 4, !tbaa !6
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %19 = tail call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef nonnull @ff, i32 noundef %18, double noundef 0x3FE6666660000000, double noundef 0xBFF4CCCCC0000000, double noundef 1.000000e+00) #11
  %20 = fpext float %19 to double
  %21 = fadd double %20, 0xBFA4D7F000000000
  %22 = tail call double @llvm.fabs.f64(double %21)
  %23 = fcmp ugt double %22, 2.000000e-03
  %24 = select i1 %23, ptr @.str.5, ptr @.str.6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %20, double noundef 0x3FA4D7F000000000, ptr noundef nonnull %24)
  %26 = zext i1 %23 to i32
  %27 = load i32, ptr @fails, align 4, !tbaa !6
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  store <4 x float> <float 0xBFE3333340000000, float 0xBFD3333340000000, float 0.000000e+00, float 0x3FD3333340000000>, ptr %1, align 16, !tbaa !10
  store <4 x float> <float -2.500000e-01, float 5.000000e-01, float -2.500000e-01, float 5.000000e-01>, ptr %2, align 16, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %1, i64 16
  %30 = getelementptr inbounds i8, ptr %2, i64 16
  %31 = getelementptr inbounds i8, ptr %3, i64 16
  %32 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x float> <float 0x3FE3333340000000, float 0x3FECCCCCE0000000>, ptr %29, align 16, !tbaa !10
  store <2 x float> <float -2.500000e-01, float 5.000000e-01>, ptr %30, align 16, !tbaa !10
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %35 = call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef nonnull @fsum, i32 noundef %33, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %34, i32 noundef 6) #11
  %36 = fpext float %35 to double
  %37 = fadd double %36, 0xC011A21000000000
  %38 = call double @llvm.fabs.f64(double %37)
  %39 = fcmp ugt double %38, 0x3F820E6666666667
  %40 = select i1 %39, ptr @.str.5, ptr @.str.6
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %36, double noundef 0x4011A21000000000, ptr noundef nonnull %40)
  %42 = zext i1 %39 to i32
  %43 = load i32, ptr @fails, align 4, !tbaa !6
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %5, ptr noundef nonnull align 16 dereferenceable(24) %1, i64 24, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %6, ptr noundef nonnull align 16 dereferenceable(24) %2, i64 24, i1 false), !tbaa !10
  %45 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %46 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %47 = call float (ptr, ...) @__enzyme_fwddiff_f32(ptr noundef nonnull @fscale, i32 noundef %45, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef 1.500000e+00, double noundef 5.000000e-01, i32 noundef %46, i32 noundef 6) #11
  %48 = call float @tanhf(float noundef 0xBFE347AE20000000) #11
  %49 = call float @tanhf(float noundef 0xBFD2E147C0000000) #11
  %50 = call float @tanhf(float noundef 0xBF647AE140000000) #11
  %51 = call float @tanhf(float noundef 0x3FD3851EC0000000) #11
  store <4 x float> <float 0xBFF7212180000000, float 0xBFE761F020000000, float 0xBF79A6B3A0000000, float 0x3FE82831E0000000>, ptr %3, align 16, !tbaa !10
  %52 = call float @tanhf(float noundef 0x3FE31EB860000000) #11
  %53 = call float @tanhf(float noundef 0x3FECF5C2A0000000) #11
  store <2 x float> <float 0x3FF6F3BC60000000, float 0x4000A55FA0000000>, ptr %31, align 16, !tbaa !10
  %54 = call float @tanhf(float noundef 0xBFE31EB860000000) #11
  %55 = call float @tanhf(float noundef 0xBFD3851EC0000000) #11
  %56 = call float @tanhf(float noundef 0x3F647AE140000000) #11
  %57 = call float @tanhf(float noundef 0x3FD2E147C0000000) #11
  store <4 x float> <float 0xBFF6DB4320000000, float 0xBFE80F35A0000000, float 0x3F798C7CC0000000, float 0x3FE749C5A0000000>, ptr %4, align 16, !tbaa !10
  %58 = call float @tanhf(float noundef 0x3FE347AE20000000) #11
  %59 = call float @tanhf(float noundef 0x3FECA3D720000000) #11
  store <2 x float> <float 0x3FF70873E0000000, float 0x40006A3FE0000000>, ptr %32, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  br label %67

60:                                               ; preds = %67
  %61 = icmp eq i32 %93, 0
  %62 = select i1 %61, ptr @.str.6, ptr @.str.5
  %63 = call i32 @puts(ptr nonnull dereferenceable(1) %62)
  %64 = load i32, ptr @fails, align 4, !tbaa !6
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #11
  ret i32 %66

67:                                               ; preds = %0, %67
  %68 = phi i64 [ 0, %0 ], [ %94, %67 ]
  %69 = trunc nuw nsw i64 %68 to i32
  %70 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %69) #11
  %71 = getelementptr inbounds [6 x float], ptr %6, i64 0, i64 %68
  %72 = load float, ptr %71, align 4, !tbaa !10
  %73 = fpext float %72 to double
  %74 = getelementptr inbounds [6 x float], ptr %3, i64 0, i64 %68
  %75 = load float, ptr %74, align 4, !tbaa !10
  %76 = getelementptr inbounds [6 x float], ptr %4, i64 0, i64 %68
  %77 = load float, ptr %76, align 4, !tbaa !10
  %78 = fsub float %75, %77
  %79 = fdiv float %78, 0x3F947AE140000000
  %80 = fpext float %79 to double
  %81 = fsub double %73, %80
  %82 = call double @llvm.fabs.f64(double %81)
  %83 = call double @llvm.fabs.f64(double %80)
  %84 = call double @llvm.maxnum.f64(double %83, double 1.000000e+00)
  %85 = fmul double %84, 2.000000e-03
  %86 = fcmp ugt double %82, %85
  %87 = fcmp ule double %83, 1.000000e-04
  %88 = or i1 %87, %86
  %89 = select i1 %88, ptr @.str.5, ptr @.str.6
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %73, double noundef %80, ptr noundef nonnull %89)
  %91 = zext i1 %88 to i32
  %92 = load i32, ptr @fails, align 4, !tbaa !6
  %93 = add nsw i32 %92, %91
  store i32 %93, ptr @fails, align 4, !tbaa !6
  %94 = add nuw nsw i64 %68, 1
  %95 = icmp eq i64 %94, 6
  br i1 %95, label %60, label %67, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare float @__enzyme_fwddiff_f32(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal float @ff(float noundef %0, float noundef %1) #3 {
  %3 = tail call float @sinf(float noundef %0) #11
  %4 = fmul float %0, %1
  %5 = tail call float @expf(float noundef %4) #11, !tbaa !6
  %6 = tail call float @llvm.fmuladd.f32(float %0, float %0, float 1.000000e+00)
  %7 = fdiv float %5, %6
  %8 = tail call float @llvm.fmuladd.f32(float %3, float %1, float %7)
  %9 = tail call float @llvm.fmuladd.f32(float %1, float %1, float 1.000000e+00)
  %10 = tail call float @llvm.sqrt.f32(float %9)
  %11 = fadd float %10, %8
  %12 = tail call float @logf(float noundef %0) #11
  %13 = fadd float %12, %11
  ret float %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal float @fsum(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi float [ 0.000000e+00, %2 ], [ %19, %8 ]
  ret float %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi float [ 0.000000e+00, %4 ], [ %19, %8 ]
  %11 = getelementptr inbounds float, ptr %0, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !10
  %13 = fmul float %12, %12
  %14 = add nuw nsw i64 %9, 1
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = uitofp nneg i32 %15 to float
  %17 = tail call float @cosf(float noundef %12) #11
  %18 = tail call float @llvm.fmuladd.f32(float %13, float %16, float %17)
  %19 = fadd float %10, %18
  %20 = icmp eq i64 %14, %5
  br i1 %20, label %6, label %8, !llvm.loop !14
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @fscale(ptr nocapture noundef %0, float noundef %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %8

7:                                                ; preds = %8, %3
  ret void

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %14, %8 ]
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !10
  %12 = tail call float @tanhf(float noundef %11) #11
  %13 = tail call float @llvm.fmuladd.f32(float %11, float %1, float %12)
  store float %13, ptr %10, align 4, !tbaa !10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %6
  br i1 %15, label %7, label %8, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sinf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @expf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @logf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @cosf(float noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @tanhf(float noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
