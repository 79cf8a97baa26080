; ModuleID = 'rev/81_complex.c'
source_filename = "rev/81_complex.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.G2 = type { double, double }

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
  %5 = fadd double %4, 1.500000e+00
  %6 = fadd double %1, -5.000000e-01
  %7 = fmul double %4, %5
  %8 = fmul double %6, %1
  %9 = fmul double %6, %4
  %10 = fmul double %5, %1
  %11 = fsub double %7, %8
  %12 = fadd double %9, %10
  %13 = fcmp uno double %11, 0.000000e+00
  br i1 %13, label %14, label %20, !prof !6

14:                                               ; preds = %2
  %15 = fcmp uno double %12, 0.000000e+00
  br i1 %15, label %16, label %20, !prof !6

16:                                               ; preds = %14
  %17 = tail call { double, double } @__muldc3(double noundef %4, double noundef %1, double noundef %5, double noundef %6) #6
  %18 = extractvalue { double, double } %17, 0
  %19 = extractvalue { double, double } %17, 1
  br label %20

20:                                               ; preds = %16, %14, %2
  %21 = phi double [ %11, %2 ], [ %11, %14 ], [ %18, %16 ]
  %22 = phi double [ %12, %2 ], [ %12, %14 ], [ %19, %16 ]
  %23 = insertvalue [2 x double] poison, double %4, 0
  %24 = insertvalue [2 x double] %23, double %1, 1
  %25 = tail call { double, double } @cexp([2 x double] noundef alignstack(8) %24) #6
  %26 = extractvalue { double, double } %25, 0
  %27 = extractvalue { double, double } %25, 1
  %28 = fmul double %21, %26
  %29 = fmul double %22, %27
  %30 = fmul double %21, %27
  %31 = fmul double %22, %26
  %32 = fsub double %28, %29
  %33 = fadd double %30, %31
  %34 = fcmp uno double %32, 0.000000e+00
  br i1 %34, label %35, label %41, !prof !6

35:                                               ; preds = %20
  %36 = fcmp uno double %33, 0.000000e+00
  br i1 %36, label %37, label %41, !prof !6

37:                                               ; preds = %35
  %38 = tail call { double, double } @__muldc3(double noundef %21, double noundef %22, double noundef %26, double noundef %27) #6
  %39 = extractvalue { double, double } %38, 0
  %40 = extractvalue { double, double } %38, 1
  br label %41

41:                                               ; preds = %37, %35, %20
  %42 = phi double [ %32, %20 ], [ %32, %35 ], [ %39, %37 ]
  %43 = phi double [ %33, %20 ], [ %33, %35 ], [ %40, %37 ]
  %44 = fmul double %4, %4
  %45 = fmul double %1, %1
  %46 = fmul double %4, %1
  %47 = fsub double %44, %45
  %48 = fadd double %46, %46
  %49 = fcmp uno double %47, 0.000000e+00
  br i1 %49, label %50, label %56, !prof !6

50:                                               ; preds = %41
  %51 = fcmp uno double %48, 0.000000e+00
  br i1 %51, label %52, label %56, !prof !6

52:                                               ; preds = %50
  %53 = tail call { double, double } @__muldc3(double noundef %4, double noundef %1, double noundef %4, double noundef %1) #6
  %54 = extractvalue { double, double } %53, 0
  %55 = extractvalue { double, double } %53, 1
  br label %56

56:                                               ; preds = %52, %50, %41
  %57 = phi double [ %47, %41 ], [ %47, %50 ], [ %54, %52 ]
  %58 = phi double [ %48, %41 ], [ %48, %50 ], [ %55, %52 ]
  %59 = fadd double %57, 2.000000e+00
  %60 = tail call { double, double } @__divdc3(double noundef %42, double noundef %43, double noundef %59, double noundef %58) #6
  %61 = insertvalue [2 x double] poison, double %5, 0
  %62 = insertvalue [2 x double] %61, double %6, 1
  %63 = tail call { double, double } @csqrt([2 x double] noundef alignstack(8) %62) #6
  %64 = extractvalue { double, double } %63, 0
  %65 = extractvalue { double, double } %63, 1
  %66 = tail call { double, double } @clog([2 x double] noundef alignstack(8) %62) #6
  %67 = extractvalue { double, double } %66, 0
  %68 = extractvalue { double, double } %66, 1
  %69 = fmul double %64, %67
  %70 = fmul double %65, %68
  %71 = fmul double %64, %68
  %72 = fmul double %65, %67
  %73 = fsub double %69, %70
  %74 = fadd double %71, %72
  %75 = fcmp uno double %73, 0.000000e+00
  br i1 %75, label %76, label %82, !prof !6

76:                                               ; preds = %56
  %77 = fcmp uno double %74, 0.000000e+00
  br i1 %77, label %78, label %82, !prof !6

78:                                               ; preds = %76
  %79 = tail call { double, double } @__muldc3(double noundef %64, double noundef %65, double noundef %67, double noundef %68) #6
  %80 = extractvalue { double, double } %79, 0
  %81 = extractvalue { double, double } %79, 1
  br label %82

82:                                               ; preds = %78, %76, %56
  %83 = phi double [ %73, %56 ], [ %73, %76 ], [ %80, %78 ]
  %84 = phi double [ %74, %56 ], [ %74, %76 ], [ %81, %78 ]
  %85 = extractvalue { double, double } %60, 1
  %86 = extractvalue { double, double } %60, 0
  %87 = fadd double %86, %83
  %88 = fadd double %85, %84
  %89 = insertvalue [2 x double] poison, double %87, 0
  %90 = insertvalue [2 x double] %89, double %88, 1
  %91 = tail call double @cabs([2 x double] noundef alignstack(8) %90) #6
  %92 = fadd double %87, %91
  %93 = tail call double @llvm.fmuladd.f64(double %88, double -5.000000e-01, double %92)
  ret double %93
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @cexp([2 x double] noundef alignstack(8)) local_unnamed_addr #1

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @csqrt([2 x double] noundef alignstack(8)) local_unnamed_addr #1

; Function Attrs: nounwind
declare { double, double } @clog([2 x double] noundef alignstack(8)) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare double @cabs([2 x double] noundef alignstack(8)) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @enzyme_out, align 4, !tbaa !7
  %2 = tail call %struct.G2 (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %1, double noundef 0x3FE6666666666666, i32 noundef %1, double noundef -4.000000e-01) #6
  %3 = extractvalue %struct.G2 %2, 0
  %4 = extractvalue %struct.G2 %2, 1
  %5 = tail call double @f(double noundef 7.000010e-01, double noundef -4.000000e-01)
  %6 = tail call double @f(double noundef 0x3FE666644D87724F, double noundef -4.000000e-01)
  %7 = fsub double %5, %6
  %8 = fdiv double %7, 2.000000e-06
  %9 = tail call double @f(double noundef 0x3FE6666666666666, double noundef 0xBFD9999567DBB16D)
  %10 = tail call double @f(double noundef 0x3FE6666666666666, double noundef -4.000010e-01)
  %11 = fsub double %9, %10
  %12 = fdiv double %11, 2.000000e-06
  %13 = fsub double %3, %8
  %14 = tail call double @llvm.fabs.f64(double %13)
  %15 = tail call double @llvm.fabs.f64(double %8)
  %16 = tail call double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  %17 = fmul double %16, 0x3EB0C6F7A0B5ED8D
  %18 = fcmp ugt double %14, %17
  %19 = fcmp ule double %15, 1.000000e-09
  %20 = or i1 %19, %18
  %21 = select i1 %20, ptr @.str.5, ptr @.str.6
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %3, double noundef %8, ptr noundef nonnull %21)
  %23 = zext i1 %20 to i32
  %24 = load i32, ptr @fails, align 4, !tbaa !7
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr @fails, align 4, !tbaa !7
  %26 = fsub double %4, %12
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = tail call double @llvm.fabs.f64(double %12)
  %29 = tail call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.5, ptr @.str.6
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %4, double noundef %12, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !7
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !7
  %39 = load i32, ptr @enzyme_dup, align 4, !tbaa !7
  %40 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %39, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %39, double noundef -4.000000e-01, double noundef 0.000000e+00) #6
  %41 = fsub double %40, %8
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp ugt double %42, %17
  %44 = or i1 %19, %43
  %45 = select i1 %44, ptr @.str.5, ptr @.str.6
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %40, double noundef %8, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !7
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !7
  %50 = load i32, ptr @enzyme_dup, align 4, !tbaa !7
  %51 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, i32 noundef %50, double noundef 0x3FE6666666666666, double noundef 0.000000e+00, i32 noundef %50, double noundef -4.000000e-01, double noundef 1.000000e+00) #6
  %52 = fsub double %51, %12
  %53 = tail call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, %30
  %55 = or i1 %32, %54
  %56 = select i1 %55, ptr @.str.5, ptr @.str.6
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %51, double noundef %12, ptr noundef nonnull %56)
  %58 = zext i1 %55 to i32
  %59 = load i32, ptr @fails, align 4, !tbaa !7
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr @fails, align 4, !tbaa !7
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr @.str.6, ptr @.str.5
  %63 = tail call i32 @puts(ptr nonnull dereferenceable(1) %62)
  %64 = load i32, ptr @fails, align 4, !tbaa !7
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  ret i32 %66
}

declare %struct.G2 @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
