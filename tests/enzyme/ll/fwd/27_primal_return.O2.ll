; ModuleID = 'fwd/27_primal_return.c'
source_filename = "fwd/27_primal_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"f tangent\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"poly_norm primal\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"poly_norm tangent\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %4 = tail call { double, double } (ptr, ...) @__enzyme_fwddiff_dual(ptr noundef nonnull @f, i32 noundef %3, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef 1.700000e+00, double noundef 5.000000e-01) #10
  %5 = extractvalue { double, double } %4, 0
  %6 = extractvalue { double, double } %4, 1
  %7 = insertelement <2 x double> poison, double %6, i64 0
  %8 = insertelement <2 x double> %7, double %5, i64 1
  %9 = fadd <2 x double> %8, <double 0xC00524842EA2C128, double 0xBFFC71B18D89FBB7>
  %10 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %9)
  %11 = fcmp ugt <2 x double> %10, <double 0x3EC62B6F4A7A0000, double 0x3D7F464E86E28287>
  %12 = extractelement <2 x i1> %11, i64 1
  %13 = select i1 %12, ptr @.str.5, ptr @.str.6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %5, double noundef 0x3FFC71B18D89FBB7, ptr noundef nonnull %13)
  %15 = zext i1 %12 to i32
  %16 = load i32, ptr @fails, align 4, !tbaa !5
  %17 = add nsw i32 %16, %15
  store i32 %17, ptr @fails, align 4, !tbaa !5
  %18 = extractelement <2 x i1> %11, i64 0
  %19 = select i1 %18, ptr @.str.5, ptr @.str.6
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %6, double noundef 0x400524842EA2C128, ptr noundef nonnull %19)
  %21 = zext i1 %18 to i32
  %22 = load i32, ptr @fails, align 4, !tbaa !5
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  %24 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x double> <double 1.000000e+00, double -5.000000e-01>, ptr %1, align 16
  %25 = getelementptr inbounds i8, ptr %1, i64 16
  %26 = getelementptr inbounds i8, ptr %1, i64 24
  store <2 x double> <double 2.500000e-01, double 8.000000e-01>, ptr %25, align 16
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  store double -3.000000e-01, ptr %27, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store <2 x double> <double 1.000000e-01, double 2.000000e-01>, ptr %2, align 16
  %28 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %28, align 16
  %29 = getelementptr inbounds i8, ptr %2, i64 32
  store double 5.000000e-01, ptr %29, align 16
  %30 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  %31 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %32 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %33 = call { double, double } (ptr, ...) @__enzyme_fwddiff_dual(ptr noundef nonnull @poly_norm, i32 noundef %30, i32 noundef %31, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %32, i32 noundef 5, i32 noundef %32, double noundef 1.300000e+00) #10
  %34 = load double, ptr %1, align 16, !tbaa !9
  %35 = fadd double %34, 0.000000e+00
  %36 = load double, ptr %24, align 8, !tbaa !9
  %37 = call double @llvm.fmuladd.f64(double %36, double 1.300000e+00, double %35)
  %38 = load double, ptr %25, align 16, !tbaa !9
  %39 = call double @llvm.fmuladd.f64(double %38, double 0x3FFB0A3D70A3D70B, double %37)
  %40 = load double, ptr %26, align 8, !tbaa !9
  %41 = call double @llvm.fmuladd.f64(double %40, double 0x40019374BC6A7EFB, double %39)
  %42 = load double, ptr %27, align 16, !tbaa !9
  %43 = call double @llvm.fmuladd.f64(double %42, double 0x4006D94AF4F0D847, double %41)
  %44 = extractvalue { double, double } %33, 0
  %45 = fmul double %43, %43
  %46 = fsub double %44, %45
  %47 = call double @llvm.fabs.f64(double %46)
  %48 = call double @llvm.fabs.f64(double %45)
  %49 = call double @llvm.maxnum.f64(double %48, double 1.000000e+00)
  %50 = fmul double %49, 0x3D719799812DEA11
  %51 = fcmp ugt double %47, %50
  %52 = select i1 %51, ptr @.str.5, ptr @.str.6
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %44, double noundef %45, ptr noundef nonnull %52)
  %54 = zext i1 %51 to i32
  %55 = load i32, ptr @fails, align 4, !tbaa !5
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr @fails, align 4, !tbaa !5
  %57 = extractvalue { double, double } %33, 1
  %58 = fadd double %57, 0xC01CE97F3BB7865F
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = fcmp ugt double %59, 0x3EDE5108393E6665
  %61 = select i1 %60, ptr @.str.5, ptr @.str.6
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %57, double noundef 0x401CE97F3BB7865F, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !5
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !5
  %66 = icmp eq i32 %65, 0
  %67 = select i1 %66, ptr @.str.6, ptr @.str.5
  %68 = call i32 @puts(ptr nonnull dereferenceable(1) %67)
  %69 = load i32, ptr @fails, align 4, !tbaa !5
  %70 = icmp ne i32 %69, 0
  %71 = zext i1 %70 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  ret i32 %71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_fwddiff_dual(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @atan(double noundef %3) #10
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %6 = tail call double @log(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %1, double %4)
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @poly_norm(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %32

11:                                               ; preds = %32, %5
  %12 = phi double [ poison, %5 ], [ %54, %32 ]
  %13 = phi i64 [ 0, %5 ], [ %56, %32 ]
  %14 = phi double [ 1.000000e+00, %5 ], [ %55, %32 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %54, %32 ]
  %16 = icmp eq i64 %7, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %11, %17
  %18 = phi i64 [ %26, %17 ], [ %13, %11 ]
  %19 = phi double [ %25, %17 ], [ %14, %11 ]
  %20 = phi double [ %24, %17 ], [ %15, %11 ]
  %21 = phi i64 [ %27, %17 ], [ 0, %11 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %18
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %19, double %20)
  %25 = fmul double %19, %2
  %26 = add nuw nsw i64 %18, 1
  %27 = add i64 %21, 1
  %28 = icmp eq i64 %27, %7
  br i1 %28, label %29, label %17, !llvm.loop !11

29:                                               ; preds = %11, %17, %3
  %30 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %17 ]
  %31 = fmul double %30, %30
  ret double %31

32:                                               ; preds = %32, %9
  %33 = phi i64 [ 0, %9 ], [ %56, %32 ]
  %34 = phi double [ 1.000000e+00, %9 ], [ %55, %32 ]
  %35 = phi double [ 0.000000e+00, %9 ], [ %54, %32 ]
  %36 = phi i64 [ 0, %9 ], [ %57, %32 ]
  %37 = getelementptr inbounds double, ptr %0, i64 %33
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %34, double %35)
  %40 = fmul double %34, %2
  %41 = or disjoint i64 %33, 1
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %40, double %39)
  %45 = fmul double %40, %2
  %46 = or disjoint i64 %33, 2
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %45, double %44)
  %50 = fmul double %45, %2
  %51 = or disjoint i64 %33, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %50, double %49)
  %55 = fmul double %50, %2
  %56 = add nuw nsw i64 %33, 4
  %57 = add i64 %36, 4
  %58 = icmp eq i64 %57, %10
  br i1 %58, label %11, label %32, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
