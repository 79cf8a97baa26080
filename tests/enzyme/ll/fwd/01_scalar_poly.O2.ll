; ModuleID = 'fwd/01_scalar_poly.c'
source_filename = "fwd/01_scalar_poly.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"p5'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"dp2/dx\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"dp2/dy\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dp2 . (0.3,-0.7)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"dp2/dx (y const)\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"pn'(1.1), n=%d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8
  %2 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p5, double noundef -1.300000e+00, double noundef 1.000000e+00) #8
  %3 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef -1.300000e+00) #8
  %4 = fadd double %2, 0xC040D9CAC08DD5F4
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = fcmp ugt double %5, 0x3F01AB56B9083333
  %7 = select i1 %6, ptr @.str.7, ptr @.str.8
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %2, double noundef 0x4040D9CAC08DD5F4, ptr noundef nonnull %7)
  %9 = zext i1 %6 to i32
  %10 = load i32, ptr @fails, align 4, !tbaa !5
  %11 = add nsw i32 %10, %9
  store i32 %11, ptr @fails, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p5, double noundef 4.000000e-01, double noundef 1.000000e+00) #8
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef 4.000000e-01) #8
  %14 = fadd double %12, 0xBFDB22D0E5A92FFF
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EB0C6F7A0B5ED8D
  %17 = select i1 %16, ptr @.str.7, ptr @.str.8
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %12, double noundef 0x3FDB22D0E5A92FFF, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !5
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p5, double noundef 2.100000e+00, double noundef 1.000000e+00) #8
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef 2.100000e+00) #8
  %24 = fadd double %22, 0xC070A42F1AA38434
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3F3173206F4B6666
  %27 = select i1 %26, ptr @.str.7, ptr @.str.8
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %22, double noundef 0x4070A42F1AA38434, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !5
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !5
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef -1.700000e+00, double noundef 0.000000e+00) #8
  %33 = fadd double %32, 0x4021FAE147AEBA20
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ugt double %34, 0x3EE2DA783114CCCD
  %36 = select i1 %35, ptr @.str.7, ptr @.str.8
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %32, double noundef 0xC021FAE147AEBA20, ptr noundef nonnull %36)
  %38 = zext i1 %35 to i32
  %39 = load i32, ptr @fails, align 4, !tbaa !5
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4, !tbaa !5
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, i32 noundef %41, double noundef 8.000000e-01, double noundef 0.000000e+00, i32 noundef %41, double noundef -1.700000e+00, double noundef 1.000000e+00) #8
  %43 = fadd double %42, 0xC0259999999998F0
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ugt double %44, 0x3EE6A634B28F3333
  %46 = select i1 %45, ptr @.str.7, ptr @.str.8
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %42, double noundef 0x40259999999998F0, ptr noundef nonnull %46)
  %48 = zext i1 %45 to i32
  %49 = load i32, ptr @fails, align 4, !tbaa !5
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr @fails, align 4, !tbaa !5
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, double noundef 8.000000e-01, double noundef 3.000000e-01, double noundef -1.700000e+00, double noundef 0xBFE6666666666666) #8
  %52 = fadd double %51, 0x40248395810705E0
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, 0x3EE582AF5884CCCD
  %55 = select i1 %54, ptr @.str.7, ptr @.str.8
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %51, double noundef 0xC0248395810705E0, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !5
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !5
  %60 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %60, double noundef -1.700000e+00) #8
  %62 = fadd double %61, 0x4021FAE147AEBA20
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = fcmp ugt double %63, 0x3EE2DA783114CCCD
  %65 = select i1 %64, ptr @.str.7, ptr @.str.8
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %61, double noundef 0xC021FAE147AEBA20, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !5
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !5
  %70 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %71 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %70, i32 noundef 1) #8
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef 1) #8
  %73 = fadd double %71, 0xBFF0000000007340
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ugt double %74, 0x3EB0C6F7A0B66666
  %76 = select i1 %75, ptr @.str.7, ptr @.str.8
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %71, double noundef 0x3FF0000000007340, ptr noundef nonnull %76)
  %78 = zext i1 %75 to i32
  %79 = load i32, ptr @fails, align 4, !tbaa !5
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr @fails, align 4, !tbaa !5
  %81 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %82 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %81, i32 noundef 4) #8
  %83 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef 4) #8
  %84 = fadd double %82, 0xC0305A9FBE797020
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ugt double %85, 0x3EF125FE5294CCCD
  %87 = select i1 %86, ptr @.str.7, ptr @.str.8
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %82, double noundef 0x40305A9FBE797020, ptr noundef nonnull %87)
  %89 = zext i1 %86 to i32
  %90 = load i32, ptr @fails, align 4, !tbaa !5
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr @fails, align 4, !tbaa !5
  %92 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %93 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %92, i32 noundef 7) #8
  %94 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef 7) #8
  %95 = fadd double %93, 0xC0550C9B6F69E980
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fcmp ugt double %96, 0x3F16125D38F99999
  %98 = select i1 %97, ptr @.str.7, ptr @.str.8
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %93, double noundef 0x40550C9B6F69E980, ptr noundef nonnull %98)
  %100 = zext i1 %97 to i32
  %101 = load i32, ptr @fails, align 4, !tbaa !5
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr @fails, align 4, !tbaa !5
  %103 = icmp eq i32 %102, 0
  %104 = select i1 %103, ptr @.str.8, ptr @.str.7
  %105 = call i32 @puts(ptr nonnull dereferenceable(1) %104)
  %106 = load i32, ptr @fails, align 4, !tbaa !5
  %107 = icmp ne i32 %106, 0
  %108 = zext i1 %107 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8
  ret i32 %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @p5(double noundef %0) #3 {
  %2 = fmul double %0, 3.000000e+00
  %3 = fmul double %2, %0
  %4 = fmul double %3, %0
  %5 = fmul double %4, %0
  %6 = fmul double %0, -2.000000e+00
  %7 = fmul double %6, %0
  %8 = fmul double %7, %0
  %9 = tail call double @llvm.fmuladd.f64(double %5, double %0, double %8)
  %10 = fadd double %9, %0
  %11 = fadd double %10, -7.000000e+00
  ret double %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @p2(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %0
  %4 = fmul double %0, -3.000000e+00
  %5 = fmul double %4, %1
  %6 = fmul double %5, %1
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %6)
  %8 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %7)
  %9 = fmul double %0, 1.500000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %0, double %8)
  ret double %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @pn(double noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %23

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %25

9:                                                ; preds = %25, %4
  %10 = phi double [ poison, %4 ], [ %40, %25 ]
  %11 = phi i32 [ 0, %4 ], [ %38, %25 ]
  %12 = phi double [ 1.000000e+00, %4 ], [ %40, %25 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %18, %14 ], [ %11, %9 ]
  %16 = phi double [ %20, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %21, %14 ], [ 0, %9 ]
  %18 = add nuw nsw i32 %15, 1
  %19 = uitofp nneg i32 %18 to double
  %20 = tail call double @llvm.fmuladd.f64(double %16, double %0, double %19)
  %21 = add i32 %17, 1
  %22 = icmp eq i32 %21, %5
  br i1 %22, label %23, label %14, !llvm.loop !9

23:                                               ; preds = %9, %14, %2
  %24 = phi double [ 1.000000e+00, %2 ], [ %10, %9 ], [ %20, %14 ]
  ret double %24

25:                                               ; preds = %25, %7
  %26 = phi i32 [ 0, %7 ], [ %38, %25 ]
  %27 = phi double [ 1.000000e+00, %7 ], [ %40, %25 ]
  %28 = phi i32 [ 0, %7 ], [ %41, %25 ]
  %29 = or disjoint i32 %26, 1
  %30 = uitofp nneg i32 %29 to double
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %0, double %30)
  %32 = or disjoint i32 %26, 2
  %33 = uitofp nneg i32 %32 to double
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %0, double %33)
  %35 = or disjoint i32 %26, 3
  %36 = uitofp nneg i32 %35 to double
  %37 = tail call double @llvm.fmuladd.f64(double %34, double %0, double %36)
  %38 = add nuw nsw i32 %26, 4
  %39 = uitofp nneg i32 %38 to double
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %0, double %39)
  %41 = add i32 %28, 4
  %42 = icmp eq i32 %41, %8
  br i1 %42, label %9, label %25, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
