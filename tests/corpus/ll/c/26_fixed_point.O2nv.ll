; ModuleID = 'c/26_fixed_point.c'
source_filename = "c/26_fixed_point.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"fa=%d (0x%08x) fb=%d fc=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"mul: fix=%.6f dbl=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"div: fix=%.6f dbl=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"add small: %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"sqrt(%9.3f): fix=%.5f dbl=%.5f\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"deg %4d: sin=%8.5f cos=%8.5f\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"cordic max err < 1e-3: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [35 x i8] c"geometric sum fix=%.5f exact=%.5f\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"q15 mul = %d\0A\00", align 1
@cordic_atan = internal unnamed_addr constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 16

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
  store double 2.500000e-01, ptr %1, align 16
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  store double 2.000000e+00, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %1, i64 16
  store double 1.000000e+01, ptr %31, align 16
  %32 = getelementptr inbounds i8, ptr %1, i64 24
  store double 1.005000e+02, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %1, i64 32
  store double 1.234500e+04, ptr %33, align 16
  br label %34

34:                                               ; preds = %0, %66
  %35 = phi i64 [ 0, %0 ], [ %72, %66 ]
  %36 = getelementptr inbounds [5 x double], ptr %1, i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = fmul double %37, 6.553600e+04
  %39 = tail call i64 @lround(double noundef %38) #6
  %40 = trunc i64 %39 to i32
  %41 = icmp slt i32 %40, 1
  br i1 %41, label %66, label %42

42:                                               ; preds = %34
  %43 = shl i64 %39, 16
  %44 = and i64 %43, 140737488289792
  br label %45

45:                                               ; preds = %45, %42
  %46 = phi i64 [ 4611686018427387904, %42 ], [ %48, %45 ]
  %47 = icmp ugt i64 %46, %44
  %48 = lshr i64 %46, 2
  br i1 %47, label %45, label %49, !llvm.loop !9

49:                                               ; preds = %45
  %50 = icmp eq i64 %46, 0
  br i1 %50, label %66, label %51

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %62, %51 ], [ %46, %49 ]
  %53 = phi i64 [ %61, %51 ], [ 0, %49 ]
  %54 = phi i64 [ %59, %51 ], [ %44, %49 ]
  %55 = add i64 %53, %52
  %56 = icmp ult i64 %54, %55
  %57 = lshr i64 %53, 1
  %58 = select i1 %56, i64 0, i64 %55
  %59 = sub i64 %54, %58
  %60 = select i1 %56, i64 0, i64 %52
  %61 = add nuw i64 %60, %57
  %62 = lshr i64 %52, 2
  %63 = icmp ult i64 %52, 4
  br i1 %63, label %64, label %51, !llvm.loop !11

64:                                               ; preds = %51
  %65 = trunc i64 %61 to i32
  br label %66

66:                                               ; preds = %34, %49, %64
  %67 = phi i32 [ 0, %34 ], [ 0, %49 ], [ %65, %64 ]
  %68 = sitofp i32 %67 to double
  %69 = fmul double %68, 0x3EF0000000000000
  %70 = tail call double @sqrt(double noundef %37) #6
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %37, double noundef %69, double noundef %70)
  %72 = add nuw nsw i64 %35, 1
  %73 = icmp eq i64 %72, 5
  br i1 %73, label %81, label %34, !llvm.loop !12

74:                                               ; preds = %115
  %75 = fcmp olt double %129, 1.000000e-03
  %76 = zext i1 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %76)
  %78 = tail call i64 @lround(double noundef 5.898240e+04) #6
  %79 = shl i64 %78, 32
  %80 = ashr exact i64 %79, 32
  br label %138

81:                                               ; preds = %66, %115
  %82 = phi double [ %129, %115 ], [ 0.000000e+00, %66 ]
  %83 = phi i32 [ %131, %115 ], [ -80, %66 ]
  %84 = sitofp i32 %83 to double
  %85 = fmul double %84, 0x400921FB54442D18
  %86 = fdiv double %85, 1.800000e+02
  %87 = fmul double %86, 6.553600e+04
  %88 = tail call i64 @lround(double noundef %87) #6
  %89 = trunc i64 %88 to i32
  br label %90

90:                                               ; preds = %109, %81
  %91 = phi i64 [ 0, %81 ], [ %113, %109 ]
  %92 = phi i32 [ 39797, %81 ], [ %112, %109 ]
  %93 = phi i32 [ 0, %81 ], [ %111, %109 ]
  %94 = phi i32 [ %89, %81 ], [ %110, %109 ]
  %95 = trunc nuw nsw i64 %91 to i32
  %96 = ashr i32 %92, %95
  %97 = ashr i32 %93, %95
  %98 = icmp sgt i32 %94, -1
  %99 = getelementptr inbounds [16 x i32], ptr @cordic_atan, i64 0, i64 %91
  %100 = load i32, ptr %99, align 4, !tbaa !13
  br i1 %98, label %101, label %105

101:                                              ; preds = %90
  %102 = sub nsw i32 %92, %97
  %103 = add nsw i32 %96, %93
  %104 = sub nsw i32 %94, %100
  br label %109

105:                                              ; preds = %90
  %106 = add nsw i32 %97, %92
  %107 = sub nsw i32 %93, %96
  %108 = add nsw i32 %100, %94
  br label %109

109:                                              ; preds = %105, %101
  %110 = phi i32 [ %104, %101 ], [ %108, %105 ]
  %111 = phi i32 [ %103, %101 ], [ %107, %105 ]
  %112 = phi i32 [ %102, %101 ], [ %106, %105 ]
  %113 = add nuw nsw i64 %91, 1
  %114 = icmp eq i64 %113, 16
  br i1 %114, label %115, label %90, !llvm.loop !15

115:                                              ; preds = %109
  %116 = sitofp i32 %111 to double
  %117 = fmul double %116, 0x3EF0000000000000
  %118 = tail call double @sin(double noundef %86) #6
  %119 = fsub double %117, %118
  %120 = tail call double @llvm.fabs.f64(double %119)
  %121 = sitofp i32 %112 to double
  %122 = fmul double %121, 0x3EF0000000000000
  %123 = tail call double @cos(double noundef %86) #6
  %124 = fsub double %122, %123
  %125 = tail call double @llvm.fabs.f64(double %124)
  %126 = fcmp ogt double %120, %82
  %127 = select i1 %126, double %120, double %82
  %128 = fcmp ogt double %125, %127
  %129 = select i1 %128, double %125, double %127
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %83, double noundef %117, double noundef %122)
  %131 = add nsw i32 %83, 20
  %132 = icmp slt i32 %83, 61
  br i1 %132, label %81, label %74, !llvm.loop !16

133:                                              ; preds = %138
  %134 = sitofp i32 %162 to double
  %135 = fmul double %134, 0x3EF0000000000000
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %135, double noundef 0x4023F6CC9F66A037)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -16384)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #6
  ret i32 0

138:                                              ; preds = %138, %74
  %139 = phi i32 [ 0, %74 ], [ %169, %138 ]
  %140 = phi i32 [ 0, %74 ], [ %162, %138 ]
  %141 = phi i32 [ 65536, %74 ], [ %168, %138 ]
  %142 = add nsw i32 %140, %141
  %143 = sext i32 %141 to i64
  %144 = mul nsw i64 %80, %143
  %145 = add nsw i64 %144, 32768
  %146 = lshr i64 %145, 16
  %147 = trunc i64 %146 to i32
  %148 = add nsw i32 %142, %147
  %149 = shl i64 %146, 32
  %150 = ashr exact i64 %149, 32
  %151 = mul nsw i64 %80, %150
  %152 = add nsw i64 %151, 32768
  %153 = lshr i64 %152, 16
  %154 = trunc i64 %153 to i32
  %155 = add nsw i32 %148, %154
  %156 = shl i64 %153, 32
  %157 = ashr exact i64 %156, 32
  %158 = mul nsw i64 %80, %157
  %159 = add nsw i64 %158, 32768
  %160 = lshr i64 %159, 16
  %161 = trunc i64 %160 to i32
  %162 = add nsw i32 %155, %161
  %163 = shl i64 %160, 32
  %164 = ashr exact i64 %163, 32
  %165 = mul nsw i64 %80, %164
  %166 = add nsw i64 %165, 32768
  %167 = lshr i64 %166, 16
  %168 = trunc i64 %167 to i32
  %169 = add nuw nsw i32 %139, 4
  %170 = icmp eq i32 %169, 60
  br i1 %170, label %133, label %138, !llvm.loop !17
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
