; ModuleID = 'c/32_monte_carlo_pi.c'
source_filename = "c/32_monte_carlo_pi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [39 x i8] c"inside=%ld pi_est=%.6f |err|<0.01: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"plain=%.6f antithetic=%.6f exact=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"walk mean=%.4f mean_sq=%.4f (expected ~%d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%4d | \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"buffon hits=%ld pi~%.5f\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [11 x i32], align 16
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
  br i1 %31, label %2, label %11, !llvm.loop !5

32:                                               ; preds = %36
  %33 = fdiv double %47, 1.000000e+05
  %34 = fdiv double %52, 1.000000e+05
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %33, double noundef %34, double noundef 0x3FFB7E151628AED2)
  call void @llvm.lifetime.start.p0(i64 44, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(44) %1, i8 0, i64 44, i1 false)
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
  br i1 %54, label %32, label %36, !llvm.loop !7

55:                                               ; preds = %32, %64
  %56 = phi i32 [ 0, %32 ], [ %76, %64 ]
  %57 = phi double [ 0.000000e+00, %32 ], [ %67, %64 ]
  %58 = phi double [ 0.000000e+00, %32 ], [ %66, %64 ]
  %59 = phi i64 [ 12345, %32 ], [ %90, %64 ]
  br label %78

60:                                               ; preds = %64
  %61 = fdiv double %66, 2.000000e+03
  %62 = fdiv double %67, 2.000000e+03
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %61, double noundef %62, i32 noundef 100)
  br label %97

64:                                               ; preds = %78
  %65 = sitofp i32 %94 to double
  %66 = fadd double %58, %65
  %67 = tail call double @llvm.fmuladd.f64(double %65, double %65, double %57)
  %68 = add nsw i32 %94, 30
  %69 = sdiv i32 %68, 6
  %70 = tail call i32 @llvm.smax.i32(i32 %69, i32 0)
  %71 = tail call i32 @llvm.umin.i32(i32 %70, i32 10)
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !8
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %73, align 4, !tbaa !8
  %76 = add nuw nsw i32 %56, 1
  %77 = icmp eq i32 %76, 2000
  br i1 %77, label %60, label %55, !llvm.loop !12

78:                                               ; preds = %78, %55
  %79 = phi i32 [ 0, %55 ], [ %95, %78 ]
  %80 = phi i32 [ 0, %55 ], [ %94, %78 ]
  %81 = phi i64 [ %59, %55 ], [ %90, %78 ]
  %82 = and i64 %81, 4294967295
  %83 = mul nuw nsw i64 %82, 48271
  %84 = urem i64 %83, 2147483647
  %85 = and i64 %84, 1024
  %86 = icmp eq i64 %85, 0
  %87 = select i1 %86, i32 -1, i32 1
  %88 = add nsw i32 %87, %80
  %89 = mul nuw nsw i64 %84, 48271
  %90 = urem i64 %89, 2147483647
  %91 = and i64 %90, 1024
  %92 = icmp eq i64 %91, 0
  %93 = select i1 %92, i32 -1, i32 1
  %94 = add nsw i32 %93, %88
  %95 = add nuw nsw i32 %79, 2
  %96 = icmp eq i32 %95, 100
  br i1 %96, label %64, label %78, !llvm.loop !13

97:                                               ; preds = %60, %107
  %98 = phi i64 [ 0, %60 ], [ %109, %107 ]
  %99 = trunc i64 %98 to i32
  %100 = mul i32 %99, 6
  %101 = add i32 %100, -30
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %101)
  %103 = getelementptr inbounds [11 x i32], ptr %1, i64 0, i64 %98
  %104 = load i32, ptr %103, align 4, !tbaa !8
  %105 = sdiv i32 %104, 20
  %106 = icmp sgt i32 %104, 19
  br i1 %106, label %111, label %107

107:                                              ; preds = %111, %97
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %104)
  %109 = add nuw nsw i64 %98, 1
  %110 = icmp eq i64 %109, 11
  br i1 %110, label %121, label %97, !llvm.loop !14

111:                                              ; preds = %97, %111
  %112 = phi i32 [ %115, %111 ], [ 0, %97 ]
  %113 = load ptr, ptr @stdout, align 8, !tbaa !15
  %114 = tail call i32 @putc(i32 noundef 42, ptr noundef %113)
  %115 = add nuw nsw i32 %112, 1
  %116 = icmp eq i32 %115, %105
  br i1 %116, label %107, label %111, !llvm.loop !17

117:                                              ; preds = %121
  %118 = uitofp nneg i64 %142 to double
  %119 = fdiv double 2.000000e+05, %118
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %142, double noundef %119)
  call void @llvm.lifetime.end.p0(i64 44, ptr nonnull %1) #7
  ret i32 0

121:                                              ; preds = %107, %121
  %122 = phi i64 [ %143, %121 ], [ 0, %107 ]
  %123 = phi i64 [ %142, %121 ], [ 0, %107 ]
  %124 = phi i64 [ %132, %121 ], [ 7, %107 ]
  %125 = mul i64 %124, 6364136223846793005
  %126 = add i64 %125, 1442695040888963407
  %127 = lshr i64 %126, 11
  %128 = uitofp nneg i64 %127 to double
  %129 = fmul double %128, 0x3CA0000000000000
  %130 = fmul double %129, 5.000000e-01
  %131 = mul i64 %126, 6364136223846793005
  %132 = add i64 %131, 1442695040888963407
  %133 = lshr i64 %132, 11
  %134 = uitofp nneg i64 %133 to double
  %135 = fmul double %134, 0x3CA0000000000000
  %136 = fmul double %135, 0x400921FB54442D18
  %137 = fmul double %136, 5.000000e-01
  %138 = tail call double @sin(double noundef %137) #7
  %139 = fmul double %138, 5.000000e-01
  %140 = fcmp ole double %130, %139
  %141 = zext i1 %140 to i64
  %142 = add nuw nsw i64 %123, %141
  %143 = add nuw nsw i64 %122, 1
  %144 = icmp eq i64 %143, 200000
  br i1 %144, label %117, label %121, !llvm.loop !18
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !10, i64 0}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
