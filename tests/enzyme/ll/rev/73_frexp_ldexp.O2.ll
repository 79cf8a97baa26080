; ModuleID = 'rev/73_frexp_ldexp.c'
source_filename = "rev/73_frexp_ldexp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double -2.200000e+00], align 16
@.str = private unnamed_addr constant [15 x i8] c"reverse f'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"forward f'(%g)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 5.000000e-01)
  %4 = call double @frexp(double noundef %3, ptr noundef nonnull %2) #11
  %5 = load i32, ptr %2, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  %7 = sitofp i32 %6 to double
  %8 = tail call double @sin(double noundef %0) #11
  %9 = tail call double @ldexp(double noundef %8, i32 noundef 3) #11
  %10 = tail call double @llvm.fmuladd.f64(double %4, double %7, double %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #11
  br label %11

4:                                                ; preds = %11
  %5 = icmp eq i32 %65, 0
  %6 = select i1 %5, ptr @.str.4, ptr @.str.3
  %7 = call i32 @puts(ptr nonnull dereferenceable(1) %6)
  %8 = load i32, ptr @fails, align 4, !tbaa !5
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #11
  ret i32 %10

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %66, %11 ]
  %13 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !9
  %15 = fadd double %14, 0x3EB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  %16 = call double @llvm.fmuladd.f64(double %15, double %15, double 5.000000e-01)
  %17 = call double @frexp(double noundef %16, ptr noundef nonnull %2) #11
  %18 = load i32, ptr %2, align 4, !tbaa !5
  %19 = call double @sin(double noundef %15) #11
  %20 = call double @ldexp(double noundef %19, i32 noundef 3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  %21 = fadd double %14, 0xBEB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #11
  %22 = call double @llvm.fmuladd.f64(double %21, double %21, double 5.000000e-01)
  %23 = call double @frexp(double noundef %22, ptr noundef nonnull %1) #11
  %24 = load i32, ptr %1, align 4, !tbaa !5
  %25 = call double @sin(double noundef %21) #11
  %26 = call double @ldexp(double noundef %25, i32 noundef 3) #11
  %27 = insertelement <2 x i32> poison, i32 %18, i64 0
  %28 = insertelement <2 x i32> %27, i32 %24, i64 1
  %29 = add nsw <2 x i32> %28, <i32 1, i32 1>
  %30 = sitofp <2 x i32> %29 to <2 x double>
  %31 = insertelement <2 x double> poison, double %17, i64 0
  %32 = insertelement <2 x double> %31, double %23, i64 1
  %33 = insertelement <2 x double> poison, double %20, i64 0
  %34 = insertelement <2 x double> %33, double %26, i64 1
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> %30, <2 x double> %34)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #11
  %36 = shufflevector <2 x double> %35, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %37 = fsub <2 x double> %35, %36
  %38 = extractelement <2 x double> %37, i64 0
  %39 = fdiv double %38, 2.000000e-06
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str, double noundef %14) #11
  %41 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %14) #11
  %42 = fsub double %41, %39
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = call double @llvm.fabs.f64(double %39)
  %45 = call double @llvm.maxnum.f64(double %44, double 1.000000e+00)
  %46 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp ugt double %43, %46
  %48 = fcmp ule double %44, 1.000000e-09
  %49 = or i1 %48, %47
  %50 = select i1 %49, ptr @.str.3, ptr @.str.4
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, double noundef %41, double noundef %39, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !5
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !5
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str.1, double noundef %14) #11
  %56 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef %14, double noundef 1.000000e+00) #11
  %57 = fsub double %56, %39
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ugt double %58, %46
  %60 = or i1 %48, %59
  %61 = select i1 %60, ptr @.str.3, ptr @.str.4
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, double noundef %56, double noundef %39, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !5
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !5
  %66 = add nuw nsw i64 %12, 1
  %67 = icmp eq i64 %66, 3
  br i1 %67, label %4, label %11, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
