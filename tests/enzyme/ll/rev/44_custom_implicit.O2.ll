; ModuleID = 'rev/44_custom_implicit.c'
source_filename = "rev/44_custom_implicit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@n_rev = internal unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_cubic_root = dso_local local_unnamed_addr global [3 x ptr] [ptr @cubic_root, ptr @cubic_root_aug, ptr @cubic_root_rev], align 16
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [10 x i8] c"root d/da\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"root d/db\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"g d/da\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"g d/db\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"rev calls in g\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local double @cubic_root(double noundef %0, double noundef %1) #0 {
  br label %6

3:                                                ; preds = %6
  %4 = fadd double %16, %17
  %5 = fmul double %4, 5.000000e-01
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi double [ -1.000000e+02, %2 ], [ %17, %6 ]
  %8 = phi i32 [ 0, %2 ], [ %18, %6 ]
  %9 = phi double [ 1.000000e+02, %2 ], [ %16, %6 ]
  %10 = fadd double %9, %7
  %11 = fmul double %10, 5.000000e-01
  %12 = fmul double %11, %11
  %13 = fmul double %11, %0
  %14 = tail call double @llvm.fmuladd.f64(double %12, double %11, double %13)
  %15 = fcmp ogt double %14, %1
  %16 = select i1 %15, double %11, double %9
  %17 = select i1 %15, double %7, double %11
  %18 = add nuw nsw i32 %8, 1
  %19 = icmp eq i32 %18, 200
  br i1 %19, label %3, label %6, !llvm.loop !5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local double @cubic_root_aug(double noundef %0, double noundef %1) #2 {
  %3 = tail call double @cubic_root(double noundef %0, double noundef %1)
  ret double %3
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local { double, double } @cubic_root_rev(double noundef %0, double noundef %1, double noundef %2) #3 {
  %4 = load i32, ptr @n_rev, align 4, !tbaa !7
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @n_rev, align 4, !tbaa !7
  %6 = tail call double @cubic_root(double noundef %0, double noundef %1)
  %7 = fmul double %6, 3.000000e+00
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %6, double %0)
  %9 = fneg double %6
  %10 = insertelement <2 x double> <double poison, double 1.000000e+00>, double %9, i64 0
  %11 = insertelement <2 x double> poison, double %8, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = fdiv <2 x double> %10, %12
  %14 = insertelement <2 x double> poison, double %2, i64 0
  %15 = shufflevector <2 x double> %14, <2 x double> poison, <2 x i32> zeroinitializer
  %16 = fmul <2 x double> %13, %15
  %17 = extractelement <2 x double> %16, i64 0
  %18 = insertvalue { double, double } poison, double %17, 0
  %19 = extractelement <2 x double> %16, i64 1
  %20 = insertvalue { double, double } %18, double %19, 1
  ret { double, double } %20
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = load i32, ptr @enzyme_out, align 4, !tbaa !7
  %2 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @cubic_root, i32 noundef %1, double noundef 1.300000e+00, i32 noundef %1, double noundef 8.000000e-01) #11
  %3 = extractvalue { double, double } %2, 0
  %4 = extractvalue { double, double } %2, 1
  %5 = tail call double @cubic_root(double noundef 0x3FF4CCCDD93C46D8, double noundef 8.000000e-01)
  %6 = tail call double @cubic_root(double noundef 0x3FF4CCCBC05D52C2, double noundef 8.000000e-01)
  %7 = fsub double %5, %6
  %8 = fdiv double %7, 2.000000e-06
  %9 = fsub double %3, %8
  %10 = tail call double @llvm.fabs.f64(double %9)
  %11 = tail call double @llvm.fabs.f64(double %8)
  %12 = tail call double @llvm.maxnum.f64(double %11, double 1.000000e+00)
  %13 = fmul double %12, 0x3EB0C6F7A0B5ED8D
  %14 = fcmp ugt double %10, %13
  %15 = fcmp ule double %11, 1.000000e-09
  %16 = or i1 %15, %14
  %17 = select i1 %16, ptr @.str.6, ptr @.str.7
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %3, double noundef %8, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !7
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !7
  %22 = tail call double @cubic_root(double noundef 1.300000e+00, double noundef 0x3FE9999BB2788DB1)
  %23 = tail call double @cubic_root(double noundef 1.300000e+00, double noundef 7.999990e-01)
  %24 = fsub double %22, %23
  %25 = fdiv double %24, 2.000000e-06
  %26 = fsub double %4, %25
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = tail call double @llvm.fabs.f64(double %25)
  %29 = tail call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.6, ptr @.str.7
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %4, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !7
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !7
  store i32 0, ptr @n_rev, align 4, !tbaa !7
  %39 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @g, double noundef 1.300000e+00, double noundef 8.000000e-01) #11
  %40 = extractvalue { double, double } %39, 0
  %41 = extractvalue { double, double } %39, 1
  %42 = tail call double @cubic_root(double noundef 0x3FF0A3D7E0FD057A, double noundef 1.800000e+00)
  %43 = tail call double @sin(double noundef %5) #11
  %44 = tail call double @cubic_root(double noundef 0x3FF0A3D6337DDBCF, double noundef 1.800000e+00)
  %45 = tail call double @sin(double noundef %6) #11
  %46 = insertelement <2 x double> poison, double %42, i64 0
  %47 = insertelement <2 x double> %46, double %44, i64 1
  %48 = fmul <2 x double> %47, %47
  %49 = insertelement <2 x double> poison, double %43, i64 0
  %50 = insertelement <2 x double> %49, double %45, i64 1
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> <double 0x3FF4CCCDD93C46D8, double 0x3FF4CCCBC05D52C2>, <2 x double> %48)
  %52 = fadd <2 x double> %51, <double -2.400000e-01, double -2.400000e-01>
  %53 = shufflevector <2 x double> %52, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %54 = fsub <2 x double> %52, %53
  %55 = extractelement <2 x double> %54, i64 0
  %56 = fdiv double %55, 2.000000e-06
  %57 = fsub double %40, %56
  %58 = tail call double @llvm.fabs.f64(double %57)
  %59 = tail call double @llvm.fabs.f64(double %56)
  %60 = tail call double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  %61 = fmul double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ugt double %58, %61
  %63 = fcmp ule double %59, 1.000000e-09
  %64 = or i1 %63, %62
  %65 = select i1 %64, ptr @.str.6, ptr @.str.7
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %40, double noundef %56, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !7
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !7
  %70 = tail call double @cubic_root(double noundef 0x3FF0A3D86734C280, double noundef 0x3FFCCCCDD93C46D8)
  %71 = tail call double @sin(double noundef %22) #11
  %72 = tail call double @cubic_root(double noundef 0x3FF0A3D5AD461EC9, double noundef 0x3FFCCCCBC05D52C2)
  %73 = tail call double @sin(double noundef %23) #11
  %74 = insertelement <2 x double> poison, double %70, i64 0
  %75 = insertelement <2 x double> %74, double %72, i64 1
  %76 = fmul <2 x double> %75, %75
  %77 = insertelement <2 x double> poison, double %71, i64 0
  %78 = insertelement <2 x double> %77, double %73, i64 1
  %79 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 1.300000e+00, double 1.300000e+00>, <2 x double> %76)
  %80 = fadd <2 x double> %79, <double 0xBFCEB8546FC3DD3A, double 0xBFCEB84F67466036>
  %81 = shufflevector <2 x double> %80, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %82 = fsub <2 x double> %80, %81
  %83 = extractelement <2 x double> %82, i64 0
  %84 = fdiv double %83, 2.000000e-06
  %85 = fsub double %41, %84
  %86 = tail call double @llvm.fabs.f64(double %85)
  %87 = tail call double @llvm.fabs.f64(double %84)
  %88 = tail call double @llvm.maxnum.f64(double %87, double 1.000000e+00)
  %89 = fmul double %88, 0x3EB0C6F7A0B5ED8D
  %90 = fcmp ugt double %86, %89
  %91 = fcmp ule double %87, 1.000000e-09
  %92 = or i1 %91, %90
  %93 = select i1 %92, ptr @.str.6, ptr @.str.7
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %41, double noundef %84, ptr noundef nonnull %93)
  %95 = zext i1 %92 to i32
  %96 = load i32, ptr @fails, align 4, !tbaa !7
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr @fails, align 4, !tbaa !7
  %98 = load i32, ptr @n_rev, align 4, !tbaa !7
  %99 = icmp eq i32 %98, 2
  %100 = select i1 %99, ptr @.str.7, ptr @.str.6
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, i32 noundef %98, i32 noundef 2, ptr noundef nonnull %100)
  %102 = icmp ne i32 %98, 2
  %103 = zext i1 %102 to i32
  %104 = load i32, ptr @fails, align 4, !tbaa !7
  %105 = add nsw i32 %104, %103
  store i32 %105, ptr @fails, align 4, !tbaa !7
  %106 = icmp eq i32 %105, 0
  %107 = select i1 %106, ptr @.str.7, ptr @.str.6
  %108 = tail call i32 @puts(ptr nonnull dereferenceable(1) %107)
  %109 = load i32, ptr @fails, align 4, !tbaa !7
  %110 = icmp ne i32 %109, 0
  %111 = zext i1 %110 to i32
  ret i32 %111
}

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, double noundef %1) #6 {
  %3 = tail call double @cubic_root(double noundef %0, double noundef %1)
  %4 = fmul double %0, %1
  %5 = fadd double %1, 1.000000e+00
  %6 = tail call double @cubic_root(double noundef %4, double noundef %5)
  %7 = tail call double @sin(double noundef %3) #11
  %8 = fmul double %6, %6
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %0, double %8)
  %10 = tail call double @llvm.fmuladd.f64(double %1, double -3.000000e-01, double %9)
  ret double %10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
