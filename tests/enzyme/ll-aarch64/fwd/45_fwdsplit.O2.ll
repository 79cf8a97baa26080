; ModuleID = 'fwd/45_fwdsplit.c'
source_filename = "fwd/45_fwdsplit.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"scalar d/dx\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@__const.main.v = private unnamed_addr constant [3 x double] [double 5.000000e-01, double -1.000000e+00, double 2.000000e+00], align 8
@__const.main.t = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 0.000000e+00, double -5.000000e-01], align 8
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
  br i1 %3, label %4, label %36

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp eq i32 %1, 1
  br i1 %6, label %7, label %10

7:                                                ; preds = %34, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %34 ]
  %9 = phi double [ 0.000000e+00, %4 ], [ %31, %34 ]
  br label %39

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483646
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %32, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %31, %12 ]
  %15 = or disjoint i64 %13, 1
  %16 = getelementptr inbounds double, ptr %0, i64 %13
  %17 = getelementptr inbounds double, ptr %0, i64 %15
  %18 = load double, ptr %16, align 8, !tbaa !6
  %19 = load double, ptr %17, align 8, !tbaa !6
  %20 = fmul double %18, %18
  %21 = fmul double %19, %19
  %22 = trunc i64 %13 to i32
  %23 = or disjoint i32 %22, 1
  %24 = trunc i64 %13 to i32
  %25 = add i32 %24, 2
  %26 = uitofp nneg i32 %23 to double
  %27 = uitofp nneg i32 %25 to double
  %28 = fmul double %20, %26
  %29 = fmul double %21, %27
  %30 = fadd double %14, %28
  %31 = fadd double %30, %29
  %32 = add nuw i64 %13, 2
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %12, !llvm.loop !10

34:                                               ; preds = %12
  %35 = icmp eq i64 %11, %5
  br i1 %35, label %36, label %7

36:                                               ; preds = %39, %34, %2
  %37 = phi double [ 0.000000e+00, %2 ], [ %31, %34 ], [ %48, %39 ]
  %38 = tail call double @sqrt(double noundef %37) #10
  ret double %38

39:                                               ; preds = %7, %39
  %40 = phi i64 [ %45, %39 ], [ %8, %7 ]
  %41 = phi double [ %48, %39 ], [ %9, %7 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %40
  %43 = load double, ptr %42, align 8, !tbaa !6
  %44 = fmul double %43, %43
  %45 = add nuw nsw i64 %40, 1
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %47, double %41)
  %49 = icmp eq i64 %45, %5
  br i1 %49, label %36, label %39, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #5 {
  %1 = alloca [3 x double], align 8
  %2 = alloca [3 x double], align 8
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %4 = tail call double (ptr, ...) @__enzyme_fwdsplit(ptr noundef nonnull @scalar, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %3, double noundef 1.700000e+00, ptr noundef null) #10
  %5 = fadd double %4, 0xBFFDE3FDEE6D98C0
  %6 = tail call double @llvm.fabs.f64(double %5)
  %7 = fcmp ugt double %6, 0x3EBF57B1F0B00000
  %8 = select i1 %7, ptr @.str.3, ptr @.str.4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %4, double noundef 0x3FFDE3FDEE6D98C0, ptr noundef nonnull %8)
  %10 = zext i1 %7 to i32
  %11 = load i32, ptr @fails, align 4, !tbaa !15
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr @fails, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.v, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.t, i64 24, i1 false)
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %15 = call double (ptr, ...) @__enzyme_fwdsplit(ptr noundef nonnull @sumsq, i32 noundef %13, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %14, i32 noundef 3, ptr noundef null) #10
  %16 = fadd double %15, 0x3FE53148D7273100
  %17 = call double @llvm.fabs.f64(double %16)
  %18 = fcmp ugt double %17, 0x3EB0C6F7A0B5ED8D
  %19 = select i1 %18, ptr @.str.3, ptr @.str.4
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %15, double noundef 0xBFE53148D7273100, ptr noundef nonnull %19)
  %21 = zext i1 %18 to i32
  %22 = load i32, ptr @fails, align 4, !tbaa !15
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr @fails, align 4, !tbaa !15
  %24 = icmp eq i32 %23, 0
  %25 = select i1 %24, ptr @.str.4, ptr @.str.3
  %26 = call i32 @puts(ptr nonnull dereferenceable(1) %25)
  %27 = load i32, ptr @fails, align 4, !tbaa !15
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

attributes #0 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
