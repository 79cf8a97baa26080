; ModuleID = 'rev/81_complex.c'
source_filename = "rev/81_complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"reverse d/da\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"reverse d/db\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"forward d/da\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [13 x i8] c"forward d/db\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @f(double noundef %0, double noundef %1) #0 {
  %3 = fmul double %1, 0.000000e+00
  %4 = fadd double %3, %0
  %5 = insertelement <2 x double> poison, double %4, i64 0
  %6 = insertelement <2 x double> %5, double %1, i64 1
  %7 = fadd <2 x double> %6, <double 1.500000e+00, double -5.000000e-01>
  %8 = fmul <2 x double> %7, %6
  %9 = insertelement <2 x double> poison, double %1, i64 0
  %10 = insertelement <2 x double> %9, double %4, i64 1
  %11 = fmul <2 x double> %7, %10
  %12 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %13 = fsub <2 x double> %8, %12
  %14 = extractelement <2 x double> %13, i64 0
  %15 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %16 = fadd <2 x double> %15, %11
  %17 = extractelement <2 x double> %16, i64 0
  %18 = fcmp uno double %14, 0.000000e+00
  br i1 %18, label %19, label %27, !prof !5

19:                                               ; preds = %2
  %20 = fcmp uno double %17, 0.000000e+00
  br i1 %20, label %21, label %27, !prof !5

21:                                               ; preds = %19
  %22 = extractelement <2 x double> %7, i64 0
  %23 = extractelement <2 x double> %7, i64 1
  %24 = tail call { double, double } @__muldc3(double noundef %4, double noundef %1, double noundef %22, double noundef %23) #7
  %25 = extractvalue { double, double } %24, 0
  %26 = extractvalue { double, double } %24, 1
  br label %27

27:                                               ; preds = %21, %19, %2
  %28 = phi double [ %14, %2 ], [ %14, %19 ], [ %25, %21 ]
  %29 = phi double [ %17, %2 ], [ %17, %19 ], [ %26, %21 ]
  %30 = tail call { double, double } @cexp(double noundef %4, double noundef %1) #7
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  %33 = fmul double %28, %31
  %34 = fmul double %29, %32
  %35 = fmul double %28, %32
  %36 = fmul double %29, %31
  %37 = fsub double %33, %34
  %38 = fadd double %35, %36
  %39 = fcmp uno double %37, 0.000000e+00
  br i1 %39, label %40, label %46, !prof !5

40:                                               ; preds = %27
  %41 = fcmp uno double %38, 0.000000e+00
  br i1 %41, label %42, label %46, !prof !5

42:                                               ; preds = %40
  %43 = tail call { double, double } @__muldc3(double noundef %28, double noundef %29, double noundef %31, double noundef %32) #7
  %44 = extractvalue { double, double } %43, 0
  %45 = extractvalue { double, double } %43, 1
  br label %46

46:                                               ; preds = %42, %40, %27
  %47 = phi double [ %37, %27 ], [ %37, %40 ], [ %44, %42 ]
  %48 = phi double [ %38, %27 ], [ %38, %40 ], [ %45, %42 ]
  %49 = fmul double %4, %4
  %50 = fmul double %1, %1
  %51 = fmul double %4, %1
  %52 = fsub double %49, %50
  %53 = fadd double %51, %51
  %54 = fcmp uno double %52, 0.000000e+00
  br i1 %54, label %55, label %61, !prof !5

55:                                               ; preds = %46
  %56 = fcmp uno double %53, 0.000000e+00
  br i1 %56, label %57, label %61, !prof !5

57:                                               ; preds = %55
  %58 = tail call { double, double } @__muldc3(double noundef %4, double noundef %1, double noundef %4, double noundef %1) #7
  %59 = extractvalue { double, double } %58, 0
  %60 = extractvalue { double, double } %58, 1
  br label %61

61:                                               ; preds = %57, %55, %46
  %62 = phi double [ %52, %46 ], [ %52, %55 ], [ %59, %57 ]
  %63 = phi double [ %53, %46 ], [ %53, %55 ], [ %60, %57 ]
  %64 = fadd double %62, 2.000000e+00
  %65 = tail call { double, double } @__divdc3(double noundef %47, double noundef %48, double noundef %64, double noundef %63) #7
  %66 = extractelement <2 x double> %7, i64 0
  %67 = extractelement <2 x double> %7, i64 1
  %68 = tail call { double, double } @csqrt(double noundef %66, double noundef %67) #7
  %69 = extractvalue { double, double } %68, 0
  %70 = extractvalue { double, double } %68, 1
  %71 = tail call { double, double } @clog(double noundef %66, double noundef %67) #7
  %72 = extractvalue { double, double } %71, 0
  %73 = extractvalue { double, double } %71, 1
  %74 = fmul double %69, %72
  %75 = fmul double %70, %73
  %76 = fmul double %69, %73
  %77 = fmul double %70, %72
  %78 = fsub double %74, %75
  %79 = fadd double %76, %77
  %80 = fcmp uno double %78, 0.000000e+00
  br i1 %80, label %81, label %87, !prof !5

81:                                               ; preds = %61
  %82 = fcmp uno double %79, 0.000000e+00
  br i1 %82, label %83, label %87, !prof !5

83:                                               ; preds = %81
  %84 = tail call { double, double } @__muldc3(double noundef %69, double noundef %70, double noundef %72, double noundef %73) #7
  %85 = extractvalue { double, double } %84, 0
  %86 = extractvalue { double, double } %84, 1
  br label %87

87:                                               ; preds = %83, %81, %61
  %88 = phi double [ %78, %61 ], [ %78, %81 ], [ %85, %83 ]
  %89 = phi double [ %79, %61 ], [ %79, %81 ], [ %86, %83 ]
  %90 = extractvalue { double, double } %65, 1
  %91 = extractvalue { double, double } %65, 0
  %92 = fadd double %91, %88
  %93 = fadd double %90, %89
  %94 = tail call double @cabs(double noundef %92, double noundef %93) #7
  %95 = fadd double %92, %94
  %96 = tail call double @llvm.fmuladd.f64(double %93, double -5.000000e-01, double %95)
  ret double %96
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @cexp(double noundef, double noundef) local_unnamed_addr #1

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare double @cabs(double noundef, double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %2 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %1, double noundef 0x3FE6666666666666, i32 noundef %1, double noundef -4.000000e-01) #7
  %3 = extractvalue { double, double } %2, 0
  %4 = extractvalue { double, double } %2, 1
  %5 = tail call double @f(double noundef 7.000010e-01, double noundef -4.000000e-01)
  %6 = tail call double @f(double noundef 0x3FE666644D87724F, double noundef -4.000000e-01)
  %7 = tail call double @f(double noundef 0x3FE6666666666666, double noundef 0xBFD9999567DBB16D)
  %8 = tail call double @f(double noundef 0x3FE6666666666666, double noundef -4.000010e-01)
  %9 = insertelement <2 x double> poison, double %7, i64 0
  %10 = insertelement <2 x double> %9, double %5, i64 1
  %11 = insertelement <2 x double> poison, double %8, i64 0
  %12 = insertelement <2 x double> %11, double %6, i64 1
  %13 = fsub <2 x double> %10, %12
  %14 = fdiv <2 x double> %13, <double 2.000000e-06, double 2.000000e-06>
  %15 = extractelement <2 x double> %14, i64 1
  %16 = fsub double %3, %15
  %17 = tail call double @llvm.fabs.f64(double %16)
  %18 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %14)
  %19 = extractelement <2 x double> %18, i64 1
  %20 = tail call double @llvm.maxnum.f64(double %19, double 1.000000e+00)
  %21 = fmul double %20, 0x3EB0C6F7A0B5ED8D
  %22 = fcmp ugt double %17, %21
  %23 = fcmp ule <2 x double> %18, <double 1.000000e-09, double 1.000000e-09>
  %24 = extractelement <2 x i1> %23, i64 1
  %25 = or i1 %24, %22
  %26 = select i1 %25, ptr @.str.5, ptr @.str.6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %3, double noundef %15, ptr noundef nonnull %26)
  %28 = zext i1 %25 to i32
  %29 = load i32, ptr @fails, align 4, !tbaa !6
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr @fails, align 4, !tbaa !6
  %31 = extractelement <2 x double> %14, i64 0
  %32 = fsub double %4, %31
  %33 = tail call double @llvm.fabs.f64(double %32)
  %34 = extractelement <2 x double> %18, i64 0
  %35 = tail call double @llvm.maxnum.f64(double %34, double 1.000000e+00)
  %36 = fmul double %35, 0x3EB0C6F7A0B5ED8D
  %37 = fcmp ugt double %33, %36
  %38 = extractelement <2 x i1> %23, i64 0
  %39 = or i1 %38, %37
  %40 = select i1 %39, ptr @.str.5, ptr @.str.6
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %4, double noundef %31, ptr noundef nonnull %40)
  %42 = zext i1 %39 to i32
  %43 = load i32, ptr @fails, align 4, !tbaa !6
  %44 = add nsw i32 %43, %42
  store i32 %44, ptr @fails, align 4, !tbaa !6
  %45 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %46 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %45, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %45, double noundef -4.000000e-01, double noundef 0.000000e+00) #7
  %47 = fsub double %46, %15
  %48 = tail call double @llvm.fabs.f64(double %47)
  %49 = fcmp ugt double %48, %21
  %50 = or i1 %24, %49
  %51 = select i1 %50, ptr @.str.5, ptr @.str.6
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %46, double noundef %15, ptr noundef nonnull %51)
  %53 = zext i1 %50 to i32
  %54 = load i32, ptr @fails, align 4, !tbaa !6
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr @fails, align 4, !tbaa !6
  %56 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %57 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %56, double noundef 0x3FE6666666666666, double noundef 0.000000e+00, i32 noundef %56, double noundef -4.000000e-01, double noundef 1.000000e+00) #7
  %58 = fsub double %57, %31
  %59 = tail call double @llvm.fabs.f64(double %58)
  %60 = fcmp ugt double %59, %36
  %61 = or i1 %38, %60
  %62 = select i1 %61, ptr @.str.5, ptr @.str.6
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %57, double noundef %31, ptr noundef nonnull %62)
  %64 = zext i1 %61 to i32
  %65 = load i32, ptr @fails, align 4, !tbaa !6
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr @fails, align 4, !tbaa !6
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %67, ptr @.str.6, ptr @.str.5
  %69 = tail call i32 @puts(ptr nonnull dereferenceable(1) %68)
  %70 = load i32, ptr @fails, align 4, !tbaa !6
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i32
  ret i32 %72
}

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
