; ModuleID = 'rev/71_gamma.c'
source_filename = "rev/71_gamma.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"reverse f'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"forward f'(%g)\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"lgammaf\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = tail call double @lgamma(double noundef %0) #8
  %3 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double 2.500000e-01)
  %4 = tail call double @tgamma(double noundef %3) #8
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 0x3FE6666666666666, double %4)
  ret double %5
}

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @tgamma(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind uwtable
define dso_local float @g(float noundef %0) #0 {
  %2 = tail call float @lgammaf(float noundef %0) #8
  %3 = fmul float %2, %0
  ret float %3
}

; Function Attrs: nounwind
declare float @lgammaf(float noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [40 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #8
  store <2 x double> <double 3.000000e-01, double 1.200000e+00>, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 2.500000e+00, double 7.200000e+00>, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double -4.000000e-01, double -2.700000e+00>, ptr %4, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #8
  br label %34

5:                                                ; preds = %34
  %6 = call float (ptr, ...) @__enzyme_autodiff_f32(ptr noundef nonnull @g, double noundef 3.500000e+00) #8
  %7 = fpext float %6 to double
  %8 = call float @lgammaf(float noundef 0x400C020C40000000) #8
  %9 = fmul float %8, 0x400C020C40000000
  %10 = call float @lgammaf(float noundef 0x400BFDF3C0000000) #8
  %11 = fmul float %10, 0x400BFDF3C0000000
  %12 = fsub float %9, %11
  %13 = fdiv float %12, 0x3F60624DE0000000
  %14 = fpext float %13 to double
  %15 = fsub double %7, %14
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = call double @llvm.fabs.f64(double %14)
  %18 = call double @llvm.maxnum.f64(double %17, double 1.000000e+00)
  %19 = fmul double %18, 1.000000e-03
  %20 = fcmp ugt double %16, %19
  %21 = fcmp ule double %17, 1.000000e-09
  %22 = or i1 %21, %20
  %23 = select i1 %22, ptr @.str.4, ptr @.str.5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %7, double noundef %14, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !5
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !5
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, ptr @.str.5, ptr @.str.4
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) %29)
  %31 = load i32, ptr @fails, align 4, !tbaa !5
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #8
  ret i32 %33

34:                                               ; preds = %0, %34
  %35 = phi i64 [ 0, %0 ], [ %81, %34 ]
  %36 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fadd double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call double @lgamma(double noundef %38) #8
  %40 = call double @llvm.fmuladd.f64(double %38, double 5.000000e-01, double 2.500000e-01)
  %41 = call double @tgamma(double noundef %40) #8
  %42 = fadd double %37, 0xBEB0C6F7A0B5ED8D
  %43 = call double @lgamma(double noundef %42) #8
  %44 = call double @llvm.fmuladd.f64(double %42, double 5.000000e-01, double 2.500000e-01)
  %45 = call double @tgamma(double noundef %44) #8
  %46 = insertelement <2 x double> poison, double %39, i64 0
  %47 = insertelement <2 x double> %46, double %43, i64 1
  %48 = insertelement <2 x double> poison, double %41, i64 0
  %49 = insertelement <2 x double> %48, double %45, i64 1
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> <double 0x3FE6666666666666, double 0x3FE6666666666666>, <2 x double> %49)
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %52 = fsub <2 x double> %50, %51
  %53 = extractelement <2 x double> %52, i64 0
  %54 = fdiv double %53, 2.000000e-06
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 40, ptr noundef nonnull @.str, double noundef %37) #8
  %56 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %37) #8
  %57 = fsub double %56, %54
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = call double @llvm.fabs.f64(double %54)
  %60 = call double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  %61 = fmul double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ugt double %58, %61
  %63 = fcmp ule double %59, 1.000000e-09
  %64 = or i1 %63, %62
  %65 = select i1 %64, ptr @.str.4, ptr @.str.5
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2, double noundef %56, double noundef %54, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !5
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !5
  %70 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 40, ptr noundef nonnull @.str.1, double noundef %37) #8
  %71 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef %37, double noundef 1.000000e+00) #8
  %72 = fsub double %71, %54
  %73 = call double @llvm.fabs.f64(double %72)
  %74 = fcmp ugt double %73, %61
  %75 = or i1 %63, %74
  %76 = select i1 %75, ptr @.str.4, ptr @.str.5
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2, double noundef %71, double noundef %54, ptr noundef nonnull %76)
  %78 = zext i1 %75 to i32
  %79 = load i32, ptr @fails, align 4, !tbaa !5
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr @fails, align 4, !tbaa !5
  %81 = add nuw nsw i64 %35, 1
  %82 = icmp eq i64 %81, 6
  br i1 %82, label %5, label %34, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare float @__enzyme_autodiff_f32(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
