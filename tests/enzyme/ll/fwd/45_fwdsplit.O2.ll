; ModuleID = 'fwd/45_fwdsplit.c'
source_filename = "fwd/45_fwdsplit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"scalar d/dx\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@__const.main.v = private unnamed_addr constant [3 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00], align 16
@__const.main.t = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double -5.000000e-01], align 16
@.str.1 = private unnamed_addr constant [14 x i8] c"array along t\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @scalar(double noundef %0, double noundef %1) #0 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %1)
  %5 = tail call double @log(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  ret double %6
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @sumsq(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %31

10:                                               ; preds = %31, %4
  %11 = phi double [ poison, %4 ], [ %62, %31 ]
  %12 = phi i64 [ 0, %4 ], [ %59, %31 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %62, %31 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %25, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %26, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = fmul double %20, %20
  %22 = add nuw nsw i64 %16, 1
  %23 = trunc nuw nsw i64 %22 to i32
  %24 = uitofp nneg i32 %23 to double
  %25 = tail call double @llvm.fmuladd.f64(double %21, double %24, double %17)
  %26 = add i64 %18, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %28, label %15, !llvm.loop !9

28:                                               ; preds = %10, %15, %2
  %29 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %25, %15 ]
  %30 = tail call double @sqrt(double noundef %29) #10
  ret double %30

31:                                               ; preds = %31, %8
  %32 = phi i64 [ 0, %8 ], [ %59, %31 ]
  %33 = phi double [ 0.000000e+00, %8 ], [ %62, %31 ]
  %34 = phi i64 [ 0, %8 ], [ %63, %31 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = fmul double %36, %36
  %38 = or disjoint i64 %32, 1
  %39 = trunc nuw nsw i64 %38 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %40, double %33)
  %42 = getelementptr inbounds double, ptr %0, i64 %38
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = fmul double %43, %43
  %45 = or disjoint i64 %32, 2
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %47, double %41)
  %49 = getelementptr inbounds double, ptr %0, i64 %45
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = fmul double %50, %50
  %52 = or disjoint i64 %32, 3
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = uitofp nneg i32 %53 to double
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = getelementptr inbounds double, ptr %0, i64 %52
  %57 = load double, ptr %56, align 8, !tbaa !5
  %58 = fmul double %57, %57
  %59 = add nuw nsw i64 %32, 4
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = uitofp nneg i32 %60 to double
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = add i64 %34, 4
  %64 = icmp eq i64 %63, %9
  br i1 %64, label %10, label %31, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #5 {
  %1 = alloca [3 x double], align 16
  %2 = alloca [3 x double], align 16
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %4 = tail call double (ptr, ...) @__enzyme_fwdsplit(ptr noundef nonnull @scalar, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %3, double noundef 1.700000e+00, ptr noundef null) #10
  %5 = fadd double %4, 0xBFFDE3FDEE6D98C0
  %6 = tail call double @llvm.fabs.f64(double %5)
  %7 = fcmp ugt double %6, 0x3EBF57B1F0B00000
  %8 = select i1 %7, ptr @.str.3, ptr @.str.4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %4, double noundef 0x3FFDE3FDEE6D98C0, ptr noundef nonnull %8)
  %10 = zext i1 %7 to i32
  %11 = load i32, ptr @fails, align 4, !tbaa !13
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr @fails, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.v, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.t, i64 24, i1 false)
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %15 = call double (ptr, ...) @__enzyme_fwdsplit(ptr noundef nonnull @sumsq, i32 noundef %13, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %14, i32 noundef 3, ptr noundef null) #10
  %16 = fadd double %15, 0x3FE53148D7273100
  %17 = call double @llvm.fabs.f64(double %16)
  %18 = fcmp ugt double %17, 0x3EB0C6F7A0B5ED8D
  %19 = select i1 %18, ptr @.str.3, ptr @.str.4
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %15, double noundef 0xBFE53148D7273100, ptr noundef nonnull %19)
  %21 = zext i1 %18 to i32
  %22 = load i32, ptr @fails, align 4, !tbaa !13
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr @fails, align 4, !tbaa !13
  %24 = icmp eq i32 %23, 0
  %25 = select i1 %24, ptr @.str.4, ptr @.str.3
  %26 = call i32 @puts(ptr nonnull dereferenceable(1) %25)
  %27 = load i32, ptr @fails, align 4, !tbaa !13
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %29
}

declare double @__enzyme_fwdsplit(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

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
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !7, i64 0}
