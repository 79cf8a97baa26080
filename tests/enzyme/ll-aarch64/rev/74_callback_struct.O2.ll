; ModuleID = 'rev/74_callback_struct.c'
source_filename = "rev/74_callback_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.system_t = type { ptr, double }

@.str = private unnamed_addr constant [15 x i8] c"d/dy0 (rhs %d)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [14 x i8] c"d/dk (rhs %d)\00", align 1
@enzyme_out = external local_unnamed_addr global i32, align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local double @integrate(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ %1, %3 ], [ %15, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %16, %9 ]
  %11 = phi double [ %1, %5 ], [ %15, %9 ]
  %12 = load ptr, ptr %0, align 8, !tbaa !6
  %13 = load double, ptr %6, align 8, !tbaa !12
  %14 = tail call double %12(double noundef %11, double noundef %13) #10
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 1.000000e-01, double %11)
  %16 = add nuw nsw i32 %10, 1
  %17 = icmp eq i32 %16, %2
  br i1 %17, label %7, label %9, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local double @solve(double noundef %0, double noundef %1, i32 noundef %2) #3 {
  %4 = alloca %struct.system_t, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  %5 = icmp eq i32 %2, 0
  %6 = select i1 %5, ptr @decay, ptr @growth
  store ptr %6, ptr %4, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  store double %1, ptr %7, align 8, !tbaa !12
  %8 = call double @integrate(ptr noundef nonnull %4, double noundef %0, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @growth(double noundef %0, double noundef %1) #4 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = fmul double %3, %1
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @decay(double noundef %0, double noundef %1) #5 {
  %3 = fneg double %1
  %4 = fmul double %3, %0
  %5 = fmul double %4, %0
  ret double %5
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #3 {
  %1 = alloca %struct.system_t, align 8
  %2 = alloca %struct.system_t, align 8
  %3 = alloca %struct.system_t, align 8
  %4 = alloca %struct.system_t, align 8
  %5 = alloca [32 x i8], align 1
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  br label %17

10:                                               ; preds = %17
  %11 = icmp eq i32 %61, 0
  %12 = select i1 %11, ptr @.str.4, ptr @.str.3
  %13 = call i32 @puts(ptr nonnull dereferenceable(1) %12)
  %14 = load i32, ptr @fails, align 4, !tbaa !15
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  ret i32 %16

17:                                               ; preds = %0, %17
  %18 = phi i1 [ true, %0 ], [ false, %17 ]
  %19 = phi i32 [ 0, %0 ], [ 1, %17 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #10
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %19) #10
  %21 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %22 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @solve, double noundef 8.000000e-01, i32 noundef %21, double noundef 5.000000e-01, i32 noundef %21, i32 noundef %19) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  %23 = select i1 %18, ptr @decay, ptr @growth
  store ptr %23, ptr %4, align 8, !tbaa !6
  store double 5.000000e-01, ptr %6, align 8, !tbaa !12
  %24 = call double @integrate(ptr noundef nonnull %4, double noundef 0x3FE9999BB2788DB1, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  store ptr %23, ptr %3, align 8, !tbaa !6
  store double 5.000000e-01, ptr %7, align 8, !tbaa !12
  %25 = call double @integrate(ptr noundef nonnull %3, double noundef 7.999990e-01, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  %26 = fsub double %24, %25
  %27 = fdiv double %26, 2.000000e-06
  %28 = fsub double %22, %27
  %29 = call double @llvm.fabs.f64(double %28)
  %30 = call double @llvm.fabs.f64(double %27)
  %31 = call double @llvm.maxnum.f64(double %30, double 1.000000e+00)
  %32 = fmul double %31, 0x3EB0C6F7A0B5ED8D
  %33 = fcmp ugt double %29, %32
  %34 = fcmp ule double %30, 1.000000e-09
  %35 = or i1 %34, %33
  %36 = select i1 %35, ptr @.str.3, ptr @.str.4
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %22, double noundef %27, ptr noundef nonnull %36)
  %38 = zext i1 %35 to i32
  %39 = load i32, ptr @fails, align 4, !tbaa !15
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4, !tbaa !15
  %41 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %19) #10
  %42 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %43 = load i32, ptr @enzyme_out, align 4, !tbaa !15
  %44 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @solve, i32 noundef %42, double noundef 8.000000e-01, i32 noundef %43, double noundef 5.000000e-01, i32 noundef %42, i32 noundef %19) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  store ptr %23, ptr %2, align 8, !tbaa !6
  store double 5.000010e-01, ptr %8, align 8, !tbaa !12
  %45 = call double @integrate(ptr noundef nonnull %2, double noundef 8.000000e-01, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  store ptr %23, ptr %1, align 8, !tbaa !6
  store double 4.999990e-01, ptr %9, align 8, !tbaa !12
  %46 = call double @integrate(ptr noundef nonnull %1, double noundef 8.000000e-01, i32 noundef 10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  %47 = fsub double %45, %46
  %48 = fdiv double %47, 2.000000e-06
  %49 = fsub double %44, %48
  %50 = call double @llvm.fabs.f64(double %49)
  %51 = call double @llvm.fabs.f64(double %48)
  %52 = call double @llvm.maxnum.f64(double %51, double 1.000000e+00)
  %53 = fmul double %52, 0x3EB0C6F7A0B5ED8D
  %54 = fcmp ugt double %50, %53
  %55 = fcmp ule double %51, 1.000000e-09
  %56 = or i1 %55, %54
  %57 = select i1 %56, ptr @.str.3, ptr @.str.4
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %44, double noundef %48, ptr noundef nonnull %57)
  %59 = zext i1 %56 to i32
  %60 = load i32, ptr @fails, align 4, !tbaa !15
  %61 = add nsw i32 %60, %59
  store i32 %61, ptr @fails, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #10
  br i1 %18, label %17, label %10, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !11, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"double", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = distinct !{!17, !14}
