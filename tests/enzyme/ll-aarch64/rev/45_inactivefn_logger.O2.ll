; ModuleID = 'rev/45_inactivefn_logger.c'
source_filename = "rev/45_inactivefn_logger.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@log_len = dso_local local_unnamed_addr global i32 0, align 4
@log_buf = dso_local local_unnamed_addr global [64 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [8 x i8] c"%s: %g\0A\00", align 1
@__enzyme_inactivefn = dso_local local_unnamed_addr global [1 x ptr] [ptr @logger], align 8
@__const.main.x = private unnamed_addr constant [4 x double] [double 6.000000e-01, double -1.300000e+00, double 2.000000e-01, double 1.900000e+00], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"log entries\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [22 x i8] c"log[%d] (partial sum)\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"df/dx[%d]\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"partial\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"total\00", align 1
@.str.10 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @logger(ptr noundef %0, double noundef %1) #0 {
  %3 = load i32, ptr @log_len, align 4, !tbaa !6
  %4 = icmp slt i32 %3, 64
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = add nsw i32 %3, 1
  store i32 %6, ptr @log_len, align 4, !tbaa !6
  %7 = sext i32 %3 to i64
  %8 = getelementptr inbounds [64 x double], ptr @log_buf, i64 0, i64 %7
  store double %1, ptr %8, align 8, !tbaa !10
  br label %9

9:                                                ; preds = %5, %2
  %10 = fcmp ogt double %1, 1.000000e+06
  br i1 %10, label %11, label %13

11:                                               ; preds = %9
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %0, double noundef %1)
  br label %13

13:                                               ; preds = %11, %9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #2 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, i8 0, i64 32, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %6, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7, i32 noundef %5) #11
  %9 = load i32, ptr @log_len, align 4, !tbaa !6
  %10 = add nsw i32 %5, 1
  %11 = icmp eq i32 %9, %10
  %12 = select i1 %11, ptr @.str.3, ptr @.str.4
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull @.str.2, i32 noundef %9, i32 noundef %10, ptr noundef nonnull %12)
  %14 = load i32, ptr @log_len, align 4
  %15 = icmp ne i32 %14, %10
  %16 = zext i1 %15 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !6
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %19 = icmp sgt i32 %5, 0
  %20 = icmp sgt i32 %14, 0
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %24

22:                                               ; preds = %0
  %23 = zext nneg i32 %5 to i64
  br label %28

24:                                               ; preds = %28, %0
  %25 = phi i32 [ %18, %0 ], [ %59, %28 ]
  br i1 %19, label %26, label %65

26:                                               ; preds = %24
  %27 = zext nneg i32 %5 to i64
  br label %73

28:                                               ; preds = %22, %28
  %29 = phi i64 [ 0, %22 ], [ %34, %28 ]
  %30 = phi double [ 0.000000e+00, %22 ], [ %44, %28 ]
  %31 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = call double @sin(double noundef %32) #11
  %34 = add nuw nsw i64 %29, 1
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = urem i32 %35, %5
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !10
  %40 = load double, ptr %31, align 8, !tbaa !10
  %41 = fmul double %40, 5.000000e-01
  %42 = fmul double %40, %41
  %43 = call double @llvm.fmuladd.f64(double %33, double %39, double %42)
  %44 = fadd double %30, %43
  %45 = trunc nuw nsw i64 %29 to i32
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %45) #11
  %47 = getelementptr inbounds [64 x double], ptr @log_buf, i64 0, i64 %29
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fsub double %48, %44
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = call double @llvm.fabs.f64(double %44)
  %52 = call double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  %53 = fmul double %52, 0x3D719799812DEA11
  %54 = fcmp ugt double %50, %53
  %55 = select i1 %54, ptr @.str.4, ptr @.str.3
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %4, double noundef %48, double noundef %44, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !6
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !6
  %60 = icmp ult i64 %34, %23
  %61 = load i32, ptr @log_len, align 4
  %62 = sext i32 %61 to i64
  %63 = icmp slt i64 %34, %62
  %64 = select i1 %60, i1 %63, i1 false
  br i1 %64, label %28, label %24, !llvm.loop !12

65:                                               ; preds = %113, %24
  %66 = phi i32 [ %25, %24 ], [ %133, %113 ]
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %67, ptr @.str.3, ptr @.str.4
  %69 = call i32 @puts(ptr nonnull dereferenceable(1) %68)
  %70 = load i32, ptr @fails, align 4, !tbaa !6
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %72

73:                                               ; preds = %113, %26
  %74 = phi i64 [ 0, %26 ], [ %134, %113 ]
  %75 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !10
  %77 = fadd double %76, 0x3EB0C6F7A0B5ED8D
  store double %77, ptr %75, align 8, !tbaa !10
  br label %78

78:                                               ; preds = %73, %78
  %79 = phi i64 [ %84, %78 ], [ 0, %73 ]
  %80 = phi double [ %93, %78 ], [ 0.000000e+00, %73 ]
  %81 = getelementptr inbounds double, ptr %2, i64 %79
  %82 = load double, ptr %81, align 8, !tbaa !10
  %83 = call double @sin(double noundef %82) #11
  %84 = add nuw nsw i64 %79, 1
  %85 = icmp eq i64 %84, %27
  %86 = select i1 %85, i64 0, i64 %84
  %87 = getelementptr inbounds double, ptr %2, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !10
  %89 = load double, ptr %81, align 8, !tbaa !10
  %90 = fmul double %89, 5.000000e-01
  %91 = fmul double %89, %90
  %92 = call double @llvm.fmuladd.f64(double %83, double %88, double %91)
  %93 = fadd double %80, %92
  call void @logger(ptr noundef nonnull @.str.8, double noundef %93)
  br i1 %85, label %94, label %78, !llvm.loop !14

94:                                               ; preds = %78
  %95 = fmul double %93, %93
  call void @logger(ptr noundef nonnull @.str.9, double noundef %95)
  %96 = fadd double %76, 0xBEB0C6F7A0B5ED8D
  store double %96, ptr %75, align 8, !tbaa !10
  br label %97

97:                                               ; preds = %94, %97
  %98 = phi i64 [ %103, %97 ], [ 0, %94 ]
  %99 = phi double [ %112, %97 ], [ 0.000000e+00, %94 ]
  %100 = getelementptr inbounds double, ptr %2, i64 %98
  %101 = load double, ptr %100, align 8, !tbaa !10
  %102 = call double @sin(double noundef %101) #11
  %103 = add nuw nsw i64 %98, 1
  %104 = icmp eq i64 %103, %27
  %105 = select i1 %104, i64 0, i64 %103
  %106 = getelementptr inbounds double, ptr %2, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = load double, ptr %100, align 8, !tbaa !10
  %109 = fmul double %108, 5.000000e-01
  %110 = fmul double %108, %109
  %111 = call double @llvm.fmuladd.f64(double %102, double %107, double %110)
  %112 = fadd double %99, %111
  call void @logger(ptr noundef nonnull @.str.8, double noundef %112)
  br i1 %104, label %113, label %97, !llvm.loop !14

113:                                              ; preds = %97
  %114 = fmul double %112, %112
  call void @logger(ptr noundef nonnull @.str.9, double noundef %114)
  store double %76, ptr %75, align 8, !tbaa !10
  %115 = trunc nuw nsw i64 %74 to i32
  %116 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.6, i32 noundef %115) #11
  %117 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %74
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = fsub double %95, %114
  %120 = fdiv double %119, 2.000000e-06
  %121 = fsub double %118, %120
  %122 = call double @llvm.fabs.f64(double %121)
  %123 = call double @llvm.fabs.f64(double %120)
  %124 = call double @llvm.maxnum.f64(double %123, double 1.000000e+00)
  %125 = fmul double %124, 0x3EB0C6F7A0B5ED8D
  %126 = fcmp ugt double %122, %125
  %127 = fcmp ule double %123, 1.000000e-09
  %128 = or i1 %127, %126
  %129 = select i1 %128, ptr @.str.4, ptr @.str.3
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %4, double noundef %118, double noundef %120, ptr noundef nonnull %129)
  %131 = zext i1 %128 to i32
  %132 = load i32, ptr @fails, align 4, !tbaa !6
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr @fails, align 4, !tbaa !6
  %134 = add nuw nsw i64 %74, 1
  %135 = icmp eq i64 %134, %27
  br i1 %135, label %65, label %73, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind uwtable
define internal noundef double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %9, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %25, %9 ]
  %8 = fmul double %7, %7
  tail call void @logger(ptr noundef nonnull @.str.9, double noundef %8)
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %15, %9 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %25, %9 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = tail call double @sin(double noundef %13) #11
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %5
  %17 = and i64 %15, 4294967295
  %18 = select i1 %16, i64 0, i64 %17
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = load double, ptr %12, align 8, !tbaa !10
  %22 = fmul double %21, 5.000000e-01
  %23 = fmul double %21, %22
  %24 = tail call double @llvm.fmuladd.f64(double %14, double %20, double %23)
  %25 = fadd double %11, %24
  tail call void @logger(ptr noundef nonnull @.str.8, double noundef %25)
  %26 = icmp eq i64 %15, %5
  br i1 %26, label %6, label %9, !llvm.loop !14
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
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
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
