; ModuleID = 'c/26_fixed_point.c'
source_filename = "c/26_fixed_point.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"fa=%d (0x%08x) fb=%d fc=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"mul: fix=%.6f dbl=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"div: fix=%.6f dbl=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"add small: %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"sqrt(%9.3f): fix=%.5f dbl=%.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"deg %4d: sin=%8.5f cos=%8.5f\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"cordic max err < 1e-3: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"geometric sum fix=%.5f exact=%.5f\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"q15 mul = %d\0A\00", align 1
@cordic_atan = internal unnamed_addr constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = tail call i64 @lround(double noundef 0x410921F9F01B866E) #6
  %3 = trunc i64 %2 to i32
  %4 = tail call i64 @lround(double noundef 0xC105BF0995AAF790) #6
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @lround(double noundef 6.553600e+01) #6
  %7 = trunc i64 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %3, i32 noundef %5, i32 noundef %7)
  %9 = shl i64 %2, 32
  %10 = ashr exact i64 %9, 32
  %11 = shl i64 %4, 32
  %12 = ashr exact i64 %11, 32
  %13 = mul nsw i64 %12, %10
  %14 = add nsw i64 %13, 32768
  %15 = lshr i64 %14, 16
  %16 = trunc i64 %15 to i32
  %17 = sitofp i32 %16 to double
  %18 = fmul double %17, 0x3EF0000000000000
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18, double noundef 0xC0211456587DFABF)
  %20 = ashr exact i64 %9, 16
  %21 = sdiv i64 %20, %12
  %22 = trunc i64 %21 to i32
  %23 = sitofp i32 %22 to double
  %24 = fmul double %23, 0x3EF0000000000000
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %24, double noundef 0xBFF27DDBC0C9CB9D)
  %26 = add nsw i32 %7, %3
  %27 = sitofp i32 %26 to double
  %28 = fmul double %27, 0x3EF0000000000000
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %28)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #6
  store <2 x double> <double 2.500000e-01, double 2.000000e+00>, ptr %1, align 16
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 1.000000e+01, double 1.005000e+02>, ptr %30, align 16
  %31 = getelementptr inbounds i8, ptr %1, i64 32
  store double 1.234500e+04, ptr %31, align 16
  br label %32

32:                                               ; preds = %0, %64
  %33 = phi i64 [ 0, %0 ], [ %70, %64 ]
  %34 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !6
  %36 = fmul double %35, 6.553600e+04
  %37 = tail call i64 @lround(double noundef %36) #6
  %38 = trunc i64 %37 to i32
  %39 = icmp slt i32 %38, 1
  br i1 %39, label %64, label %40

40:                                               ; preds = %32
  %41 = shl i64 %37, 16
  %42 = and i64 %41, 140737488289792
  br label %43

43:                                               ; preds = %43, %40
  %44 = phi i64 [ 4611686018427387904, %40 ], [ %46, %43 ]
  %45 = icmp ugt i64 %44, %42
  %46 = lshr i64 %44, 2
  br i1 %45, label %43, label %47, !llvm.loop !10

47:                                               ; preds = %43
  %48 = icmp eq i64 %44, 0
  br i1 %48, label %64, label %49

49:                                               ; preds = %47, %49
  %50 = phi i64 [ %60, %49 ], [ %44, %47 ]
  %51 = phi i64 [ %59, %49 ], [ 0, %47 ]
  %52 = phi i64 [ %57, %49 ], [ %42, %47 ]
  %53 = add i64 %51, %50
  %54 = icmp ult i64 %52, %53
  %55 = lshr i64 %51, 1
  %56 = select i1 %54, i64 0, i64 %53
  %57 = sub i64 %52, %56
  %58 = select i1 %54, i64 0, i64 %50
  %59 = add nuw i64 %58, %55
  %60 = lshr i64 %50, 2
  %61 = icmp ult i64 %50, 4
  br i1 %61, label %62, label %49, !llvm.loop !12

62:                                               ; preds = %49
  %63 = trunc i64 %59 to i32
  br label %64

64:                                               ; preds = %32, %47, %62
  %65 = phi i32 [ 0, %32 ], [ 0, %47 ], [ %63, %62 ]
  %66 = sitofp i32 %65 to double
  %67 = fmul double %66, 0x3EF0000000000000
  %68 = tail call double @sqrt(double noundef %35) #6
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %35, double noundef %67, double noundef %68)
  %70 = add nuw nsw i64 %33, 1
  %71 = icmp eq i64 %70, 5
  br i1 %71, label %79, label %32, !llvm.loop !13

72:                                               ; preds = %113
  %73 = fcmp olt double %127, 1.000000e-03
  %74 = zext i1 %73 to i32
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %74)
  %76 = tail call i64 @lround(double noundef 5.898240e+04) #6
  %77 = shl i64 %76, 32
  %78 = ashr exact i64 %77, 32
  br label %136

79:                                               ; preds = %64, %113
  %80 = phi double [ %127, %113 ], [ 0.000000e+00, %64 ]
  %81 = phi i32 [ %129, %113 ], [ -80, %64 ]
  %82 = sitofp i32 %81 to double
  %83 = fmul double %82, 0x400921FB54442D18
  %84 = fdiv double %83, 1.800000e+02
  %85 = fmul double %84, 6.553600e+04
  %86 = tail call i64 @lround(double noundef %85) #6
  %87 = trunc i64 %86 to i32
  br label %88

88:                                               ; preds = %107, %79
  %89 = phi i64 [ 0, %79 ], [ %111, %107 ]
  %90 = phi i32 [ 39797, %79 ], [ %110, %107 ]
  %91 = phi i32 [ 0, %79 ], [ %109, %107 ]
  %92 = phi i32 [ %87, %79 ], [ %108, %107 ]
  %93 = trunc nuw nsw i64 %89 to i32
  %94 = ashr i32 %90, %93
  %95 = ashr i32 %91, %93
  %96 = icmp sgt i32 %92, -1
  %97 = getelementptr inbounds [16 x i32], ptr @cordic_atan, i64 0, i64 %89
  %98 = load i32, ptr %97, align 4, !tbaa !14
  br i1 %96, label %99, label %103

99:                                               ; preds = %88
  %100 = sub nsw i32 %90, %95
  %101 = add nsw i32 %94, %91
  %102 = sub nsw i32 %92, %98
  br label %107

103:                                              ; preds = %88
  %104 = add nsw i32 %95, %90
  %105 = sub nsw i32 %91, %94
  %106 = add nsw i32 %98, %92
  br label %107

107:                                              ; preds = %103, %99
  %108 = phi i32 [ %102, %99 ], [ %106, %103 ]
  %109 = phi i32 [ %101, %99 ], [ %105, %103 ]
  %110 = phi i32 [ %100, %99 ], [ %104, %103 ]
  %111 = add nuw nsw i64 %89, 1
  %112 = icmp eq i64 %111, 16
  br i1 %112, label %113, label %88, !llvm.loop !16

113:                                              ; preds = %107
  %114 = sitofp i32 %109 to double
  %115 = fmul double %114, 0x3EF0000000000000
  %116 = tail call double @sin(double noundef %84) #6
  %117 = fsub double %115, %116
  %118 = tail call double @llvm.fabs.f64(double %117)
  %119 = sitofp i32 %110 to double
  %120 = fmul double %119, 0x3EF0000000000000
  %121 = tail call double @cos(double noundef %84) #6
  %122 = fsub double %120, %121
  %123 = tail call double @llvm.fabs.f64(double %122)
  %124 = fcmp ogt double %118, %80
  %125 = select i1 %124, double %118, double %80
  %126 = fcmp ogt double %123, %125
  %127 = select i1 %126, double %123, double %125
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %81, double noundef %115, double noundef %120)
  %129 = add nsw i32 %81, 20
  %130 = icmp slt i32 %81, 61
  br i1 %130, label %79, label %72, !llvm.loop !17

131:                                              ; preds = %136
  %132 = sitofp i32 %140 to double
  %133 = fmul double %132, 0x3EF0000000000000
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %133, double noundef 0x4023F6CC9F66A037)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -16384)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #6
  ret i32 0

136:                                              ; preds = %72, %136
  %137 = phi i32 [ 0, %72 ], [ %146, %136 ]
  %138 = phi i32 [ 0, %72 ], [ %140, %136 ]
  %139 = phi i32 [ 65536, %72 ], [ %145, %136 ]
  %140 = add nsw i32 %138, %139
  %141 = sext i32 %139 to i64
  %142 = mul nsw i64 %78, %141
  %143 = add nsw i64 %142, 32768
  %144 = lshr i64 %143, 16
  %145 = trunc i64 %144 to i32
  %146 = add nuw nsw i32 %137, 1
  %147 = icmp eq i32 %146, 60
  br i1 %147, label %131, label %136, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
