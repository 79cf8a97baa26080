; ModuleID = 'c/32_monte_carlo_pi.c'
source_filename = "c/32_monte_carlo_pi.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [39 x i8] c"inside=%ld pi_est=%.6f |err|<0.01: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"plain=%.6f antithetic=%.6f exact=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"walk mean=%.4f mean_sq=%.4f (expected ~%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%4d | \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"buffon hits=%ld pi~%.5f\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [11 x i32], align 4
  br label %11

2:                                                ; preds = %11
  %3 = uitofp nneg i64 %29 to double
  %4 = fmul double %3, 4.000000e+00
  %5 = fdiv double %4, 4.000000e+05
  %6 = fadd double %5, 0xC00921FB54442D18
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp olt double %7, 1.000000e-02
  %9 = zext i1 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %29, double noundef %5, i32 noundef %9)
  br label %36

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %29, %11 ]
  %13 = phi i64 [ 0, %0 ], [ %30, %11 ]
  %14 = phi i64 [ 20240601, %0 ], [ %21, %11 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, 1442695040888963407
  %17 = lshr i64 %16, 11
  %18 = uitofp nneg i64 %17 to double
  %19 = fmul double %18, 0x3CA0000000000000
  %20 = mul i64 %16, 6364136223846793005
  %21 = add i64 %20, 1442695040888963407
  %22 = lshr i64 %21, 11
  %23 = uitofp nneg i64 %22 to double
  %24 = fmul double %23, 0x3CA0000000000000
  %25 = fmul double %24, %24
  %26 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %25)
  %27 = fcmp ole double %26, 1.000000e+00
  %28 = zext i1 %27 to i64
  %29 = add nuw nsw i64 %12, %28
  %30 = add nuw nsw i64 %13, 1
  %31 = icmp eq i64 %30, 400000
  br i1 %31, label %2, label %11, !llvm.loop !6

32:                                               ; preds = %36
  %33 = fdiv double %47, 1.000000e+05
  %34 = fdiv double %52, 1.000000e+05
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %33, double noundef %34, double noundef 0x3FFB7E151628AED2)
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %1, i8 0, i64 44, i1 false)
  br label %55

36:                                               ; preds = %2, %36
  %37 = phi double [ 0.000000e+00, %2 ], [ %47, %36 ]
  %38 = phi double [ 0.000000e+00, %2 ], [ %52, %36 ]
  %39 = phi i32 [ 0, %2 ], [ %53, %36 ]
  %40 = phi i64 [ %21, %2 ], [ %42, %36 ]
  %41 = mul i64 %40, 6364136223846793005
  %42 = add i64 %41, 1442695040888963407
  %43 = lshr i64 %42, 11
  %44 = uitofp nneg i64 %43 to double
  %45 = fmul double %44, 0x3CA0000000000000
  %46 = tail call double @exp(double noundef %45) #7
  %47 = fadd double %37, %46
  %48 = tail call double @exp(double noundef %45) #7
  %49 = fsub double 1.000000e+00, %45
  %50 = tail call double @exp(double noundef %49) #7
  %51 = fadd double %48, %50
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 5.000000e-01, double %38)
  %53 = add nuw nsw i32 %39, 1
  %54 = icmp eq i32 %53, 100000
  br i1 %54, label %32, label %36, !llvm.loop !8

55:                                               ; preds = %32, %64
  %56 = phi i32 [ 0, %32 ], [ %76, %64 ]
  %57 = phi double [ 0.000000e+00, %32 ], [ %67, %64 ]
  %58 = phi double [ 0.000000e+00, %32 ], [ %66, %64 ]
  %59 = phi i64 [ 12345, %32 ], [ %84, %64 ]
  br label %78

60:                                               ; preds = %64
  %61 = fdiv double %66, 2.000000e+03
  %62 = fdiv double %67, 2.000000e+03
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %61, double noundef %62, i32 noundef 100)
  br label %91

64:                                               ; preds = %78
  %65 = sitofp i32 %88 to double
  %66 = fadd double %58, %65
  %67 = tail call double @llvm.fmuladd.f64(double %65, double %65, double %57)
  %68 = add nsw i32 %88, 30
  %69 = sdiv i32 %68, 6
  %70 = tail call i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call i32 @llvm.umin.i32(i32 %70, i32 10)
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !9
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %73, align 4, !tbaa !9
  %76 = add nuw nsw i32 %56, 1
  %77 = icmp eq i32 %76, 2000
  br i1 %77, label %60, label %55, !llvm.loop !13

78:                                               ; preds = %55, %78
  %79 = phi i32 [ 0, %55 ], [ %89, %78 ]
  %80 = phi i32 [ 0, %55 ], [ %88, %78 ]
  %81 = phi i64 [ %59, %55 ], [ %84, %78 ]
  %82 = and i64 %81, 4294967295
  %83 = mul nuw nsw i64 %82, 48271
  %84 = urem i64 %83, 2147483647
  %85 = and i64 %84, 1024
  %86 = icmp eq i64 %85, 0
  %87 = select i1 %86, i32 -1, i32 1
  %88 = add nsw i32 %87, %80
  %89 = add nuw nsw i32 %79, 1
  %90 = icmp eq i32 %89, 100
  br i1 %90, label %64, label %78, !llvm.loop !14

91:                                               ; preds = %60, %101
  %92 = phi i64 [ 0, %60 ], [ %103, %101 ]
  %93 = trunc i64 %92 to i32
  %94 = mul i32 %93, 6
  %95 = add i32 %94, -30
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %95)
  %97 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %92
  %98 = load i32, ptr %97, align 4, !tbaa !9
  %99 = sdiv i32 %98, 20
  %100 = icmp sgt i32 %98, 19
  br i1 %100, label %105, label %101

101:                                              ; preds = %105, %91
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %98)
  %103 = add nuw nsw i64 %92, 1
  %104 = icmp eq i64 %103, 11
  br i1 %104, label %115, label %91, !llvm.loop !15

105:                                              ; preds = %91, %105
  %106 = phi i32 [ %109, %105 ], [ 0, %91 ]
  %107 = load ptr, ptr @stdout, align 8, !tbaa !16
  %108 = tail call i32 @putc(i32 noundef 42, ptr noundef %107)
  %109 = add nuw nsw i32 %106, 1
  %110 = icmp eq i32 %109, %99
  br i1 %110, label %101, label %105, !llvm.loop !18

111:                                              ; preds = %115
  %112 = uitofp nneg i64 %136 to double
  %113 = fdiv double 2.000000e+05, %112
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %136, double noundef %113)
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %1) #7
  ret i32 0

115:                                              ; preds = %101, %115
  %116 = phi i64 [ %137, %115 ], [ 0, %101 ]
  %117 = phi i64 [ %136, %115 ], [ 0, %101 ]
  %118 = phi i64 [ %126, %115 ], [ 7, %101 ]
  %119 = mul i64 %118, 6364136223846793005
  %120 = add i64 %119, 1442695040888963407
  %121 = lshr i64 %120, 11
  %122 = uitofp nneg i64 %121 to double
  %123 = fmul double %122, 0x3CA0000000000000
  %124 = fmul double %123, 5.000000e-01
  %125 = mul i64 %120, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = lshr i64 %126, 11
  %128 = uitofp nneg i64 %127 to double
  %129 = fmul double %128, 0x3CA0000000000000
  %130 = fmul double %129, 0x400921FB54442D18
  %131 = fmul double %130, 5.000000e-01
  %132 = tail call double @sin(double noundef %131) #7
  %133 = fmul double %132, 5.000000e-01
  %134 = fcmp ole double %124, %133
  %135 = zext i1 %134 to i64
  %136 = add nuw nsw i64 %117, %135
  %137 = add nuw nsw i64 %116, 1
  %138 = icmp eq i64 %137, 200000
  br i1 %138, label %111, label %115, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !11, i64 0}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
