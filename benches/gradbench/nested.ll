; ModuleID = 'nested.c'
source_filename = "nested.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.particle_euler_f.x = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 8.000000e+00], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@__const.grad_p_f.e0 = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 0.000000e+00], align 16
@__const.grad_p_f.e1 = private unnamed_addr constant [2 x double] [double 0.000000e+00, double 1.000000e+00], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @saddle_f(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = insertelement <2 x double> poison, double %1, i64 0
  %6 = insertelement <2 x double> %5, double %3, i64 1
  %7 = fmul <2 x double> %6, %6
  %8 = insertelement <2 x double> poison, double %0, i64 0
  %9 = insertelement <2 x double> %8, double %2, i64 1
  %10 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %9, <2 x double> %9, <2 x double> %7)
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %12 = fsub <2 x double> %10, %11
  %13 = extractelement <2 x double> %12, i64 0
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local double @saddle_max_r(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = fmul double %1, %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %5)
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %9 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_f, i32 noundef %7, double noundef %0, i32 noundef %7, double noundef %1, i32 noundef %8, double noundef %2, i32 noundef %8, double noundef %3) #9
  %10 = extractvalue { double, double } %9, 0
  %11 = extractvalue { double, double } %9, 1
  %12 = fmul double %11, %11
  %13 = tail call double @llvm.fmuladd.f64(double %10, double %10, double %12)
  %14 = tail call double @llvm.sqrt.f64(double %13)
  %15 = fcmp ugt double %14, 1.000000e-05
  br i1 %15, label %16, label %73

16:                                               ; preds = %4
  %17 = fneg double %11
  %18 = fneg double %10
  %19 = fmul double %3, %3
  %20 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %19)
  %21 = fsub double %6, %20
  %22 = fneg double %21
  br label %23

23:                                               ; preds = %16, %61
  %24 = phi double [ %68, %61 ], [ %22, %16 ]
  %25 = phi double [ %67, %61 ], [ 1.000000e-05, %16 ]
  %26 = phi i32 [ %66, %61 ], [ 0, %16 ]
  %27 = phi double [ %65, %61 ], [ %18, %16 ]
  %28 = phi double [ %64, %61 ], [ %17, %16 ]
  %29 = phi double [ %63, %61 ], [ %2, %16 ]
  %30 = phi double [ %62, %61 ], [ %3, %16 ]
  %31 = icmp eq i32 %26, 10
  %32 = fmul double %25, 2.000000e+00
  %33 = select i1 %31, double %32, double %25
  %34 = add nsw i32 %26, 1
  %35 = fneg double %33
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %27, double %29)
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %28, double %30)
  %38 = fsub double %29, %36
  %39 = fsub double %30, %37
  %40 = fmul double %39, %39
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %40)
  %42 = tail call double @llvm.sqrt.f64(double %41)
  %43 = fcmp ugt double %42, 1.000000e-05
  br i1 %43, label %44, label %73

44:                                               ; preds = %23
  %45 = fmul double %37, %37
  %46 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %45)
  %47 = fsub double %6, %46
  %48 = fneg double %47
  %49 = fcmp ogt double %24, %48
  br i1 %49, label %50, label %59

50:                                               ; preds = %44
  %51 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %52 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %53 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_f, i32 noundef %51, double noundef %0, i32 noundef %51, double noundef %1, i32 noundef %52, double noundef %36, i32 noundef %52, double noundef %37) #9
  %54 = extractvalue { double, double } %53, 0
  %55 = extractvalue { double, double } %53, 1
  %56 = fneg double %54
  %57 = fneg double %55
  %58 = select i1 %31, i32 1, i32 %34
  br label %61

59:                                               ; preds = %44
  %60 = fmul double %33, 5.000000e-01
  br label %61

61:                                               ; preds = %59, %50
  %62 = phi double [ %37, %50 ], [ %30, %59 ]
  %63 = phi double [ %36, %50 ], [ %29, %59 ]
  %64 = phi double [ %57, %50 ], [ %28, %59 ]
  %65 = phi double [ %56, %50 ], [ %27, %59 ]
  %66 = phi i32 [ %58, %50 ], [ 0, %59 ]
  %67 = phi double [ %33, %50 ], [ %60, %59 ]
  %68 = phi double [ %48, %50 ], [ %24, %59 ]
  %69 = fmul double %64, %64
  %70 = tail call double @llvm.fmuladd.f64(double %65, double %65, double %69)
  %71 = tail call double @llvm.sqrt.f64(double %70)
  %72 = fcmp ugt double %71, 1.000000e-05
  br i1 %72, label %23, label %73

73:                                               ; preds = %23, %61, %4
  %74 = phi double [ %3, %4 ], [ %62, %61 ], [ %30, %23 ]
  %75 = phi double [ %2, %4 ], [ %63, %61 ], [ %29, %23 ]
  %76 = fmul double %74, %74
  %77 = tail call double @llvm.fmuladd.f64(double %75, double %75, double %76)
  %78 = fsub double %6, %77
  ret double %78
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local double @saddle_max_f(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #2 {
  %5 = fmul double %1, %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double %5)
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %9 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_f, i32 noundef %7, double noundef %0, i32 noundef %7, double noundef %1, i32 noundef %8, double noundef %2, double noundef 1.000000e+00, i32 noundef %8, double noundef %3, double noundef 0.000000e+00) #9
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %12 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_f, i32 noundef %10, double noundef %0, i32 noundef %10, double noundef %1, i32 noundef %11, double noundef %2, double noundef 0.000000e+00, i32 noundef %11, double noundef %3, double noundef 1.000000e+00) #9
  %13 = fmul double %12, %12
  %14 = tail call double @llvm.fmuladd.f64(double %9, double %9, double %13)
  %15 = tail call double @llvm.sqrt.f64(double %14)
  %16 = fcmp ugt double %15, 1.000000e-05
  br i1 %16, label %17, label %75

17:                                               ; preds = %4
  %18 = fneg double %12
  %19 = fneg double %9
  %20 = fmul double %3, %3
  %21 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %20)
  %22 = fsub double %6, %21
  %23 = fneg double %22
  br label %24

24:                                               ; preds = %17, %63
  %25 = phi double [ %70, %63 ], [ %23, %17 ]
  %26 = phi double [ %69, %63 ], [ 1.000000e-05, %17 ]
  %27 = phi i32 [ %68, %63 ], [ 0, %17 ]
  %28 = phi double [ %67, %63 ], [ %19, %17 ]
  %29 = phi double [ %66, %63 ], [ %18, %17 ]
  %30 = phi double [ %65, %63 ], [ %2, %17 ]
  %31 = phi double [ %64, %63 ], [ %3, %17 ]
  %32 = icmp eq i32 %27, 10
  %33 = fmul double %26, 2.000000e+00
  %34 = select i1 %32, double %33, double %26
  %35 = add nsw i32 %27, 1
  %36 = fneg double %34
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %28, double %30)
  %38 = tail call double @llvm.fmuladd.f64(double %36, double %29, double %31)
  %39 = fsub double %30, %37
  %40 = fsub double %31, %38
  %41 = fmul double %40, %40
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %41)
  %43 = tail call double @llvm.sqrt.f64(double %42)
  %44 = fcmp ugt double %43, 1.000000e-05
  br i1 %44, label %45, label %75

45:                                               ; preds = %24
  %46 = fmul double %38, %38
  %47 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %46)
  %48 = fsub double %6, %47
  %49 = fneg double %48
  %50 = fcmp ogt double %25, %49
  br i1 %50, label %51, label %61

51:                                               ; preds = %45
  %52 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %54 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_f, i32 noundef %52, double noundef %0, i32 noundef %52, double noundef %1, i32 noundef %53, double noundef %37, double noundef 1.000000e+00, i32 noundef %53, double noundef %38, double noundef 0.000000e+00) #9
  %55 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %56 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %57 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_f, i32 noundef %55, double noundef %0, i32 noundef %55, double noundef %1, i32 noundef %56, double noundef %37, double noundef 0.000000e+00, i32 noundef %56, double noundef %38, double noundef 1.000000e+00) #9
  %58 = fneg double %54
  %59 = fneg double %57
  %60 = select i1 %32, i32 1, i32 %35
  br label %63

61:                                               ; preds = %45
  %62 = fmul double %34, 5.000000e-01
  br label %63

63:                                               ; preds = %61, %51
  %64 = phi double [ %38, %51 ], [ %31, %61 ]
  %65 = phi double [ %37, %51 ], [ %30, %61 ]
  %66 = phi double [ %59, %51 ], [ %29, %61 ]
  %67 = phi double [ %58, %51 ], [ %28, %61 ]
  %68 = phi i32 [ %60, %51 ], [ 0, %61 ]
  %69 = phi double [ %34, %51 ], [ %62, %61 ]
  %70 = phi double [ %49, %51 ], [ %25, %61 ]
  %71 = fmul double %66, %66
  %72 = tail call double @llvm.fmuladd.f64(double %67, double %67, double %71)
  %73 = tail call double @llvm.sqrt.f64(double %72)
  %74 = fcmp ugt double %73, 1.000000e-05
  br i1 %74, label %24, label %75

75:                                               ; preds = %24, %63, %4
  %76 = phi double [ %3, %4 ], [ %64, %63 ], [ %31, %24 ]
  %77 = phi double [ %2, %4 ], [ %65, %63 ], [ %30, %24 ]
  %78 = fmul double %76, %76
  %79 = tail call double @llvm.fmuladd.f64(double %77, double %77, double %78)
  %80 = fsub double %6, %79
  ret double %80
}

; Function Attrs: nounwind uwtable
define dso_local void @saddle_rr(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  store double %3, ptr %1, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = load double, ptr %0, align 8, !tbaa !9
  %8 = tail call double @saddle_max_r(double noundef %3, double noundef %5, double noundef %7, double noundef %5)
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %10 = load double, ptr %1, align 8, !tbaa !9
  %11 = load double, ptr %6, align 8, !tbaa !9
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %13 = load double, ptr %0, align 8, !tbaa !9
  %14 = load double, ptr %4, align 8, !tbaa !9
  %15 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_max_r, i32 noundef %9, double noundef %10, i32 noundef %9, double noundef %11, i32 noundef %12, double noundef %13, i32 noundef %12, double noundef %14) #9
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %16, double 0.000000e+00)
  %19 = tail call double @llvm.fmuladd.f64(double %17, double %17, double %18)
  %20 = tail call double @llvm.sqrt.f64(double %19)
  %21 = fcmp ugt double %20, 1.000000e-05
  br i1 %21, label %22, label %70

22:                                               ; preds = %2, %60
  %23 = phi double [ %65, %60 ], [ 1.000000e-05, %2 ]
  %24 = phi i32 [ %64, %60 ], [ 0, %2 ]
  %25 = phi double [ %63, %60 ], [ %8, %2 ]
  %26 = phi double [ %62, %60 ], [ %17, %2 ]
  %27 = phi double [ %61, %60 ], [ %16, %2 ]
  %28 = icmp eq i32 %24, 10
  %29 = fmul double %23, 2.000000e+00
  %30 = add nsw i32 %24, 1
  %31 = select i1 %28, double %29, double %23
  %32 = fneg double %31
  %33 = load <2 x double>, ptr %1, align 8, !tbaa !9
  %34 = extractelement <2 x double> %33, i64 0
  %35 = tail call double @llvm.fmuladd.f64(double %32, double %27, double %34)
  %36 = extractelement <2 x double> %33, i64 1
  %37 = tail call double @llvm.fmuladd.f64(double %32, double %26, double %36)
  %38 = fsub double %34, %35
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %38, double 0.000000e+00)
  %40 = fsub double %36, %37
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %40, double %39)
  %42 = tail call double @llvm.sqrt.f64(double %41)
  %43 = fcmp ugt double %42, 1.000000e-05
  br i1 %43, label %44, label %72

44:                                               ; preds = %22
  %45 = load double, ptr %0, align 8, !tbaa !9
  %46 = load double, ptr %4, align 8, !tbaa !9
  %47 = tail call double @saddle_max_r(double noundef %35, double noundef %37, double noundef %45, double noundef %46)
  %48 = fcmp olt double %47, %25
  br i1 %48, label %49, label %58

49:                                               ; preds = %44
  store double %35, ptr %1, align 8, !tbaa !9
  store double %37, ptr %6, align 8, !tbaa !9
  %50 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %51 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %52 = load double, ptr %0, align 8, !tbaa !9
  %53 = load double, ptr %4, align 8, !tbaa !9
  %54 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_max_r, i32 noundef %50, double noundef %35, i32 noundef %50, double noundef %37, i32 noundef %51, double noundef %52, i32 noundef %51, double noundef %53) #9
  %55 = extractvalue { double, double } %54, 0
  %56 = extractvalue { double, double } %54, 1
  %57 = select i1 %28, i32 1, i32 %30
  br label %60

58:                                               ; preds = %44
  %59 = fmul double %31, 5.000000e-01
  br label %60

60:                                               ; preds = %58, %49
  %61 = phi double [ %55, %49 ], [ %27, %58 ]
  %62 = phi double [ %56, %49 ], [ %26, %58 ]
  %63 = phi double [ %47, %49 ], [ %25, %58 ]
  %64 = phi i32 [ %57, %49 ], [ 0, %58 ]
  %65 = phi double [ %31, %49 ], [ %59, %58 ]
  %66 = tail call double @llvm.fmuladd.f64(double %61, double %61, double 0.000000e+00)
  %67 = tail call double @llvm.fmuladd.f64(double %62, double %62, double %66)
  %68 = tail call double @llvm.sqrt.f64(double %67)
  %69 = fcmp ugt double %68, 1.000000e-05
  br i1 %69, label %22, label %70

70:                                               ; preds = %60, %2
  %71 = load <2 x double>, ptr %1, align 8, !tbaa !9
  br label %72

72:                                               ; preds = %22, %70
  %73 = phi <2 x double> [ %71, %70 ], [ %33, %22 ]
  %74 = getelementptr inbounds i8, ptr %1, i64 16
  %75 = load double, ptr %0, align 8, !tbaa !9
  store double %75, ptr %74, align 8, !tbaa !9
  %76 = load double, ptr %4, align 8, !tbaa !9
  %77 = getelementptr inbounds i8, ptr %1, i64 24
  store double %76, ptr %77, align 8, !tbaa !9
  %78 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %79 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %80 = extractelement <2 x double> %73, i64 0
  %81 = extractelement <2 x double> %73, i64 1
  %82 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_f, i32 noundef %78, double noundef %80, i32 noundef %78, double noundef %81, i32 noundef %79, double noundef %75, i32 noundef %79, double noundef %76) #9
  %83 = extractvalue { double, double } %82, 0
  %84 = extractvalue { double, double } %82, 1
  %85 = tail call double @llvm.fmuladd.f64(double %83, double %83, double 0.000000e+00)
  %86 = tail call double @llvm.fmuladd.f64(double %84, double %84, double %85)
  %87 = tail call double @llvm.sqrt.f64(double %86)
  %88 = fcmp ugt double %87, 1.000000e-05
  br i1 %88, label %89, label %162

89:                                               ; preds = %72
  %90 = insertelement <2 x double> poison, double %83, i64 0
  %91 = insertelement <2 x double> %90, double %84, i64 1
  %92 = fneg <2 x double> %91
  %93 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %94 = insertelement <2 x double> %93, double %76, i64 1
  %95 = fmul <2 x double> %94, %94
  %96 = insertelement <2 x double> %73, double %75, i64 1
  %97 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> %96, <2 x double> %95)
  %98 = shufflevector <2 x double> %97, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %99 = fsub <2 x double> %97, %98
  %100 = extractelement <2 x double> %99, i64 0
  %101 = fneg double %100
  br label %102

102:                                              ; preds = %89, %151
  %103 = phi double [ %154, %151 ], [ 1.000000e-05, %89 ]
  %104 = phi i32 [ %153, %151 ], [ 0, %89 ]
  %105 = phi double [ %152, %151 ], [ %101, %89 ]
  %106 = phi <2 x double> [ %155, %151 ], [ %92, %89 ]
  %107 = icmp eq i32 %104, 10
  %108 = fmul double %103, 2.000000e+00
  %109 = add nsw i32 %104, 1
  %110 = select i1 %107, double %108, double %103
  %111 = fneg double %110
  %112 = load <2 x double>, ptr %74, align 8, !tbaa !9
  %113 = insertelement <2 x double> poison, double %111, i64 0
  %114 = shufflevector <2 x double> %113, <2 x double> poison, <2 x i32> zeroinitializer
  %115 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> %106, <2 x double> %112)
  %116 = extractelement <2 x double> %115, i64 0
  %117 = fsub <2 x double> %112, %115
  %118 = extractelement <2 x double> %117, i64 0
  %119 = tail call double @llvm.fmuladd.f64(double %118, double %118, double 0.000000e+00)
  %120 = extractelement <2 x double> %115, i64 1
  %121 = fsub <2 x double> %112, %115
  %122 = extractelement <2 x double> %121, i64 1
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %122, double %119)
  %124 = tail call double @llvm.sqrt.f64(double %123)
  %125 = fcmp ugt double %124, 1.000000e-05
  br i1 %125, label %126, label %162

126:                                              ; preds = %102
  %127 = load double, ptr %1, align 8, !tbaa !9
  %128 = load double, ptr %6, align 8, !tbaa !9
  %129 = insertelement <2 x double> %115, double %128, i64 0
  %130 = fmul <2 x double> %129, %129
  %131 = shufflevector <2 x double> %115, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %132 = insertelement <2 x double> %131, double %127, i64 0
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> %132, <2 x double> %130)
  %134 = shufflevector <2 x double> %133, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %135 = fsub <2 x double> %133, %134
  %136 = extractelement <2 x double> %135, i64 0
  %137 = fneg double %136
  %138 = fcmp ogt double %105, %137
  br i1 %138, label %139, label %149

139:                                              ; preds = %126
  store <2 x double> %115, ptr %74, align 8, !tbaa !9
  %140 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %141 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %142 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_f, i32 noundef %140, double noundef %127, i32 noundef %140, double noundef %128, i32 noundef %141, double noundef %116, i32 noundef %141, double noundef %120) #9
  %143 = extractvalue { double, double } %142, 0
  %144 = extractvalue { double, double } %142, 1
  %145 = insertelement <2 x double> poison, double %143, i64 0
  %146 = insertelement <2 x double> %145, double %144, i64 1
  %147 = fneg <2 x double> %146
  %148 = select i1 %107, i32 1, i32 %109
  br label %151

149:                                              ; preds = %126
  %150 = fmul double %110, 5.000000e-01
  br label %151

151:                                              ; preds = %149, %139
  %152 = phi double [ %137, %139 ], [ %105, %149 ]
  %153 = phi i32 [ %148, %139 ], [ 0, %149 ]
  %154 = phi double [ %110, %139 ], [ %150, %149 ]
  %155 = phi <2 x double> [ %147, %139 ], [ %106, %149 ]
  %156 = extractelement <2 x double> %155, i64 0
  %157 = tail call double @llvm.fmuladd.f64(double %156, double %156, double 0.000000e+00)
  %158 = extractelement <2 x double> %155, i64 1
  %159 = tail call double @llvm.fmuladd.f64(double %158, double %158, double %157)
  %160 = tail call double @llvm.sqrt.f64(double %159)
  %161 = fcmp ugt double %160, 1.000000e-05
  br i1 %161, label %102, label %162

162:                                              ; preds = %102, %151, %72
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @saddle(ptr noundef %0, ptr noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4) unnamed_addr #2 {
  %6 = alloca [2 x double], align 16
  tail call fastcc void @argmin(i32 noundef 2, ptr noundef %2, ptr noundef %3, ptr noundef %0, ptr noundef %0, ptr noundef %1)
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #9
  %8 = load double, ptr %0, align 8, !tbaa !9
  store double %8, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %1, i64 24
  store double %10, ptr %11, align 8, !tbaa !9
  %12 = load double, ptr %1, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !9
  call void %4(ptr noundef nonnull %7, ptr noundef nonnull %1, ptr noundef nonnull %6) #9
  %15 = load <2 x double>, ptr %6, align 16, !tbaa !9
  %16 = extractelement <2 x double> %15, i64 0
  %17 = call double @llvm.fmuladd.f64(double %16, double %16, double 0.000000e+00)
  %18 = extractelement <2 x double> %15, i64 1
  %19 = call double @llvm.fmuladd.f64(double %18, double %18, double %17)
  %20 = call double @llvm.sqrt.f64(double %19)
  %21 = fcmp ugt double %20, 1.000000e-05
  br i1 %21, label %22, label %83

22:                                               ; preds = %5
  %23 = insertelement <2 x double> poison, double %14, i64 0
  %24 = insertelement <2 x double> %23, double %10, i64 1
  %25 = fmul <2 x double> %24, %24
  %26 = insertelement <2 x double> poison, double %12, i64 0
  %27 = insertelement <2 x double> %26, double %8, i64 1
  %28 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %27, <2 x double> %25)
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %30 = fsub <2 x double> %28, %29
  %31 = extractelement <2 x double> %30, i64 0
  %32 = fneg double %31
  br label %33

33:                                               ; preds = %22, %72
  %34 = phi double [ 1.000000e-05, %22 ], [ %75, %72 ]
  %35 = phi i32 [ 0, %22 ], [ %74, %72 ]
  %36 = phi double [ %32, %22 ], [ %73, %72 ]
  %37 = phi <2 x double> [ %15, %22 ], [ %76, %72 ]
  %38 = icmp eq i32 %35, 10
  %39 = fmul double %34, 2.000000e+00
  %40 = add nsw i32 %35, 1
  %41 = select i1 %38, double %39, double %34
  %42 = fneg double %41
  %43 = load <2 x double>, ptr %7, align 8, !tbaa !9
  %44 = insertelement <2 x double> poison, double %42, i64 0
  %45 = shufflevector <2 x double> %44, <2 x double> poison, <2 x i32> zeroinitializer
  %46 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %45, <2 x double> %37, <2 x double> %43)
  %47 = fsub <2 x double> %43, %46
  %48 = extractelement <2 x double> %47, i64 0
  %49 = call double @llvm.fmuladd.f64(double %48, double %48, double 0.000000e+00)
  %50 = fsub <2 x double> %43, %46
  %51 = extractelement <2 x double> %50, i64 1
  %52 = call double @llvm.fmuladd.f64(double %51, double %51, double %49)
  %53 = call double @llvm.sqrt.f64(double %52)
  %54 = fcmp ugt double %53, 1.000000e-05
  br i1 %54, label %55, label %83

55:                                               ; preds = %33
  %56 = load double, ptr %1, align 8, !tbaa !9
  %57 = load double, ptr %13, align 8, !tbaa !9
  %58 = insertelement <2 x double> %46, double %57, i64 0
  %59 = fmul <2 x double> %58, %58
  %60 = shufflevector <2 x double> %46, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %61 = insertelement <2 x double> %60, double %56, i64 0
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> %61, <2 x double> %59)
  %63 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %64 = fsub <2 x double> %62, %63
  %65 = extractelement <2 x double> %64, i64 0
  %66 = fneg double %65
  %67 = fcmp ogt double %36, %66
  br i1 %67, label %68, label %70

68:                                               ; preds = %55
  store <2 x double> %46, ptr %7, align 8, !tbaa !9
  call void %4(ptr noundef nonnull %7, ptr noundef nonnull %1, ptr noundef nonnull %6) #9
  %69 = select i1 %38, i32 1, i32 %40
  br label %72

70:                                               ; preds = %55
  %71 = fmul double %41, 5.000000e-01
  br label %72

72:                                               ; preds = %70, %68
  %73 = phi double [ %66, %68 ], [ %36, %70 ]
  %74 = phi i32 [ %69, %68 ], [ 0, %70 ]
  %75 = phi double [ %41, %68 ], [ %71, %70 ]
  %76 = load <2 x double>, ptr %6, align 16, !tbaa !9
  %77 = extractelement <2 x double> %76, i64 0
  %78 = call double @llvm.fmuladd.f64(double %77, double %77, double 0.000000e+00)
  %79 = extractelement <2 x double> %76, i64 1
  %80 = call double @llvm.fmuladd.f64(double %79, double %79, double %78)
  %81 = call double @llvm.sqrt.f64(double %80)
  %82 = fcmp ugt double %81, 1.000000e-05
  br i1 %82, label %33, label %83

83:                                               ; preds = %72, %33, %5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @saddle_rf(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  tail call fastcc void @saddle(ptr noundef %0, ptr noundef %1, ptr noundef nonnull @outer_f_obj, ptr noundef nonnull @outer_rf, ptr noundef nonnull @neg_grad_f)
  ret void
}

; Function Attrs: nounwind uwtable
define internal double @outer_f_obj(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = load double, ptr %1, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = tail call double @saddle_max_f(double noundef %3, double noundef %5, double noundef %6, double noundef %8)
  ret double %9
}

; Function Attrs: nounwind uwtable
define internal void @outer_rf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) #2 {
  %4 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %9 = load double, ptr %1, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_max_f, i32 noundef %4, double noundef %5, i32 noundef %4, double noundef %7, i32 noundef %8, double noundef %9, i32 noundef %8, double noundef %11) #9
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  store double %13, ptr %2, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  store double %14, ptr %15, align 8, !tbaa !9
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @neg_grad_f(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) #2 {
  %4 = load double, ptr %1, align 8, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !9
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %9 = load double, ptr %0, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_f, i32 noundef %7, double noundef %4, i32 noundef %7, double noundef %6, i32 noundef %8, double noundef %9, double noundef 1.000000e+00, i32 noundef %8, double noundef %11, double noundef 0.000000e+00) #9
  store double %12, ptr %2, align 8, !tbaa !9
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %15 = load double, ptr %0, align 8, !tbaa !9
  %16 = load double, ptr %10, align 8, !tbaa !9
  %17 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_f, i32 noundef %13, double noundef %4, i32 noundef %13, double noundef %6, i32 noundef %14, double noundef %15, double noundef 0.000000e+00, i32 noundef %14, double noundef %16, double noundef 1.000000e+00) #9
  %18 = load double, ptr %2, align 8, !tbaa !9
  %19 = insertelement <2 x double> poison, double %18, i64 0
  %20 = insertelement <2 x double> %19, double %17, i64 1
  %21 = fneg <2 x double> %20
  store <2 x double> %21, ptr %2, align 8, !tbaa !9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @saddle_fr(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  store double %3, ptr %1, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  store double %5, ptr %6, align 8, !tbaa !9
  %7 = load double, ptr %0, align 8, !tbaa !9
  %8 = tail call double @saddle_max_r(double noundef %3, double noundef %5, double noundef %7, double noundef %5)
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %10 = load double, ptr %1, align 8, !tbaa !9
  %11 = load double, ptr %6, align 8, !tbaa !9
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %13 = load double, ptr %0, align 8, !tbaa !9
  %14 = load double, ptr %4, align 8, !tbaa !9
  %15 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_max_r, i32 noundef %9, double noundef %10, double noundef 1.000000e+00, i32 noundef %9, double noundef %11, double noundef 0.000000e+00, i32 noundef %12, double noundef %13, i32 noundef %12, double noundef %14) #9
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %17 = load double, ptr %1, align 8, !tbaa !9
  %18 = load double, ptr %6, align 8, !tbaa !9
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %20 = load double, ptr %0, align 8, !tbaa !9
  %21 = load double, ptr %4, align 8, !tbaa !9
  %22 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_max_r, i32 noundef %16, double noundef %17, double noundef 0.000000e+00, i32 noundef %16, double noundef %18, double noundef 1.000000e+00, i32 noundef %19, double noundef %20, i32 noundef %19, double noundef %21) #9
  %23 = tail call double @llvm.fmuladd.f64(double %15, double %15, double 0.000000e+00)
  %24 = tail call double @llvm.fmuladd.f64(double %22, double %22, double %23)
  %25 = tail call double @llvm.sqrt.f64(double %24)
  %26 = fcmp ugt double %25, 1.000000e-05
  br i1 %26, label %27, label %80

27:                                               ; preds = %2, %70
  %28 = phi double [ %75, %70 ], [ 1.000000e-05, %2 ]
  %29 = phi i32 [ %74, %70 ], [ 0, %2 ]
  %30 = phi double [ %73, %70 ], [ %8, %2 ]
  %31 = phi double [ %72, %70 ], [ %22, %2 ]
  %32 = phi double [ %71, %70 ], [ %15, %2 ]
  %33 = icmp eq i32 %29, 10
  %34 = fmul double %28, 2.000000e+00
  %35 = add nsw i32 %29, 1
  %36 = select i1 %33, double %34, double %28
  %37 = fneg double %36
  %38 = load <2 x double>, ptr %1, align 8, !tbaa !9
  %39 = extractelement <2 x double> %38, i64 0
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %32, double %39)
  %41 = extractelement <2 x double> %38, i64 1
  %42 = tail call double @llvm.fmuladd.f64(double %37, double %31, double %41)
  %43 = fsub double %39, %40
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double 0.000000e+00)
  %45 = fsub double %41, %42
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %44)
  %47 = tail call double @llvm.sqrt.f64(double %46)
  %48 = fcmp ugt double %47, 1.000000e-05
  br i1 %48, label %49, label %82

49:                                               ; preds = %27
  %50 = load double, ptr %0, align 8, !tbaa !9
  %51 = load double, ptr %4, align 8, !tbaa !9
  %52 = tail call double @saddle_max_r(double noundef %40, double noundef %42, double noundef %50, double noundef %51)
  %53 = fcmp olt double %52, %30
  br i1 %53, label %54, label %68

54:                                               ; preds = %49
  store double %40, ptr %1, align 8, !tbaa !9
  store double %42, ptr %6, align 8, !tbaa !9
  %55 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %56 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %57 = load double, ptr %0, align 8, !tbaa !9
  %58 = load double, ptr %4, align 8, !tbaa !9
  %59 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_max_r, i32 noundef %55, double noundef %40, double noundef 1.000000e+00, i32 noundef %55, double noundef %42, double noundef 0.000000e+00, i32 noundef %56, double noundef %57, i32 noundef %56, double noundef %58) #9
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %61 = load double, ptr %1, align 8, !tbaa !9
  %62 = load double, ptr %6, align 8, !tbaa !9
  %63 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %64 = load double, ptr %0, align 8, !tbaa !9
  %65 = load double, ptr %4, align 8, !tbaa !9
  %66 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_max_r, i32 noundef %60, double noundef %61, double noundef 0.000000e+00, i32 noundef %60, double noundef %62, double noundef 1.000000e+00, i32 noundef %63, double noundef %64, i32 noundef %63, double noundef %65) #9
  %67 = select i1 %33, i32 1, i32 %35
  br label %70

68:                                               ; preds = %49
  %69 = fmul double %36, 5.000000e-01
  br label %70

70:                                               ; preds = %68, %54
  %71 = phi double [ %59, %54 ], [ %32, %68 ]
  %72 = phi double [ %66, %54 ], [ %31, %68 ]
  %73 = phi double [ %52, %54 ], [ %30, %68 ]
  %74 = phi i32 [ %67, %54 ], [ 0, %68 ]
  %75 = phi double [ %36, %54 ], [ %69, %68 ]
  %76 = tail call double @llvm.fmuladd.f64(double %71, double %71, double 0.000000e+00)
  %77 = tail call double @llvm.fmuladd.f64(double %72, double %72, double %76)
  %78 = tail call double @llvm.sqrt.f64(double %77)
  %79 = fcmp ugt double %78, 1.000000e-05
  br i1 %79, label %27, label %80

80:                                               ; preds = %70, %2
  %81 = load <2 x double>, ptr %1, align 8, !tbaa !9
  br label %82

82:                                               ; preds = %27, %80
  %83 = phi <2 x double> [ %81, %80 ], [ %38, %27 ]
  %84 = getelementptr inbounds i8, ptr %1, i64 16
  %85 = load double, ptr %0, align 8, !tbaa !9
  store double %85, ptr %84, align 8, !tbaa !9
  %86 = load double, ptr %4, align 8, !tbaa !9
  %87 = getelementptr inbounds i8, ptr %1, i64 24
  store double %86, ptr %87, align 8, !tbaa !9
  %88 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %89 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %90 = extractelement <2 x double> %83, i64 0
  %91 = extractelement <2 x double> %83, i64 1
  %92 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_f, i32 noundef %88, double noundef %90, i32 noundef %88, double noundef %91, i32 noundef %89, double noundef %85, i32 noundef %89, double noundef %86) #9
  %93 = extractvalue { double, double } %92, 0
  %94 = extractvalue { double, double } %92, 1
  %95 = tail call double @llvm.fmuladd.f64(double %93, double %93, double 0.000000e+00)
  %96 = tail call double @llvm.fmuladd.f64(double %94, double %94, double %95)
  %97 = tail call double @llvm.sqrt.f64(double %96)
  %98 = fcmp ugt double %97, 1.000000e-05
  br i1 %98, label %99, label %172

99:                                               ; preds = %82
  %100 = insertelement <2 x double> poison, double %93, i64 0
  %101 = insertelement <2 x double> %100, double %94, i64 1
  %102 = fneg <2 x double> %101
  %103 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %104 = insertelement <2 x double> %103, double %86, i64 1
  %105 = fmul <2 x double> %104, %104
  %106 = insertelement <2 x double> %83, double %85, i64 1
  %107 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> %106, <2 x double> %105)
  %108 = shufflevector <2 x double> %107, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %109 = fsub <2 x double> %107, %108
  %110 = extractelement <2 x double> %109, i64 0
  %111 = fneg double %110
  br label %112

112:                                              ; preds = %99, %161
  %113 = phi double [ %164, %161 ], [ 1.000000e-05, %99 ]
  %114 = phi i32 [ %163, %161 ], [ 0, %99 ]
  %115 = phi double [ %162, %161 ], [ %111, %99 ]
  %116 = phi <2 x double> [ %165, %161 ], [ %102, %99 ]
  %117 = icmp eq i32 %114, 10
  %118 = fmul double %113, 2.000000e+00
  %119 = add nsw i32 %114, 1
  %120 = select i1 %117, double %118, double %113
  %121 = fneg double %120
  %122 = load <2 x double>, ptr %84, align 8, !tbaa !9
  %123 = insertelement <2 x double> poison, double %121, i64 0
  %124 = shufflevector <2 x double> %123, <2 x double> poison, <2 x i32> zeroinitializer
  %125 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %124, <2 x double> %116, <2 x double> %122)
  %126 = extractelement <2 x double> %125, i64 0
  %127 = fsub <2 x double> %122, %125
  %128 = extractelement <2 x double> %127, i64 0
  %129 = tail call double @llvm.fmuladd.f64(double %128, double %128, double 0.000000e+00)
  %130 = extractelement <2 x double> %125, i64 1
  %131 = fsub <2 x double> %122, %125
  %132 = extractelement <2 x double> %131, i64 1
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %132, double %129)
  %134 = tail call double @llvm.sqrt.f64(double %133)
  %135 = fcmp ugt double %134, 1.000000e-05
  br i1 %135, label %136, label %172

136:                                              ; preds = %112
  %137 = load double, ptr %1, align 8, !tbaa !9
  %138 = load double, ptr %6, align 8, !tbaa !9
  %139 = insertelement <2 x double> %125, double %138, i64 0
  %140 = fmul <2 x double> %139, %139
  %141 = shufflevector <2 x double> %125, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %142 = insertelement <2 x double> %141, double %137, i64 0
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %142, <2 x double> %142, <2 x double> %140)
  %144 = shufflevector <2 x double> %143, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %145 = fsub <2 x double> %143, %144
  %146 = extractelement <2 x double> %145, i64 0
  %147 = fneg double %146
  %148 = fcmp ogt double %115, %147
  br i1 %148, label %149, label %159

149:                                              ; preds = %136
  store <2 x double> %125, ptr %84, align 8, !tbaa !9
  %150 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %151 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %152 = tail call { double, double } (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @saddle_f, i32 noundef %150, double noundef %137, i32 noundef %150, double noundef %138, i32 noundef %151, double noundef %126, i32 noundef %151, double noundef %130) #9
  %153 = extractvalue { double, double } %152, 0
  %154 = extractvalue { double, double } %152, 1
  %155 = insertelement <2 x double> poison, double %153, i64 0
  %156 = insertelement <2 x double> %155, double %154, i64 1
  %157 = fneg <2 x double> %156
  %158 = select i1 %117, i32 1, i32 %119
  br label %161

159:                                              ; preds = %136
  %160 = fmul double %120, 5.000000e-01
  br label %161

161:                                              ; preds = %159, %149
  %162 = phi double [ %147, %149 ], [ %115, %159 ]
  %163 = phi i32 [ %158, %149 ], [ 0, %159 ]
  %164 = phi double [ %120, %149 ], [ %160, %159 ]
  %165 = phi <2 x double> [ %157, %149 ], [ %116, %159 ]
  %166 = extractelement <2 x double> %165, i64 0
  %167 = tail call double @llvm.fmuladd.f64(double %166, double %166, double 0.000000e+00)
  %168 = extractelement <2 x double> %165, i64 1
  %169 = tail call double @llvm.fmuladd.f64(double %168, double %168, double %167)
  %170 = tail call double @llvm.sqrt.f64(double %169)
  %171 = fcmp ugt double %170, 1.000000e-05
  br i1 %171, label %112, label %172

172:                                              ; preds = %112, %161, %82
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local void @saddle_ff(ptr noundef %0, ptr noundef %1) local_unnamed_addr #2 {
  tail call fastcc void @saddle(ptr noundef %0, ptr noundef %1, ptr noundef nonnull @outer_f_obj, ptr noundef nonnull @outer_ff, ptr noundef nonnull @neg_grad_f)
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @outer_ff(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) #2 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %5 = load double, ptr %0, align 8, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %9 = load double, ptr %1, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !9
  %12 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_max_f, i32 noundef %4, double noundef %5, double noundef 1.000000e+00, i32 noundef %4, double noundef %7, double noundef 0.000000e+00, i32 noundef %8, double noundef %9, i32 noundef %8, double noundef %11) #9
  store double %12, ptr %2, align 8, !tbaa !9
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %14 = load double, ptr %0, align 8, !tbaa !9
  %15 = load double, ptr %6, align 8, !tbaa !9
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %17 = load double, ptr %1, align 8, !tbaa !9
  %18 = load double, ptr %10, align 8, !tbaa !9
  %19 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @saddle_max_f, i32 noundef %13, double noundef %14, double noundef 0.000000e+00, i32 noundef %13, double noundef %15, double noundef 1.000000e+00, i32 noundef %16, double noundef %17, i32 noundef %16, double noundef %18) #9
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  store double %19, ptr %20, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @particle_potential(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #4 {
  %3 = load double, ptr %1, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = load double, ptr %0, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = insertelement <2 x double> poison, double %3, i64 0
  %14 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> zeroinitializer
  %15 = insertelement <2 x double> poison, double %6, i64 0
  %16 = insertelement <2 x double> %15, double %10, i64 1
  %17 = fsub <2 x double> %14, %16
  %18 = insertelement <2 x double> poison, double %5, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = insertelement <2 x double> poison, double %8, i64 0
  %21 = insertelement <2 x double> %20, double %12, i64 1
  %22 = fsub <2 x double> %19, %21
  %23 = fmul <2 x double> %22, %22
  %24 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %17, <2 x double> %17, <2 x double> %23)
  %25 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %24)
  %26 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %25
  %27 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %28 = fadd <2 x double> %26, %27
  %29 = extractelement <2 x double> %28, i64 0
  ret double %29
}

; Function Attrs: nounwind uwtable
define dso_local double @particle_euler_r(double noundef %0) #2 {
  %2 = alloca [4 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  store double 1.000000e+01, ptr %2, align 16, !tbaa !9
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = fsub double 1.000000e+01, %0
  store double %6, ptr %5, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %7, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.particle_euler_f.x, i64 16, i1 false)
  br label %8

8:                                                ; preds = %17, %1
  %9 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %1 ], [ %19, %17 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_potential, i32 noundef %10, ptr noundef nonnull %2, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4) #9
  %12 = load <2 x double>, ptr %4, align 16, !tbaa !9
  %13 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %14 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %9, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %13)
  store <2 x double> %14, ptr %3, align 16, !tbaa !9
  %15 = extractelement <2 x double> %14, i64 1
  %16 = fcmp ugt double %15, 0.000000e+00
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  br i1 %16, label %17, label %20

17:                                               ; preds = %8
  %18 = fneg <2 x double> %12
  %19 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %9)
  br label %8

20:                                               ; preds = %8
  %21 = fneg double %15
  %22 = extractelement <2 x double> %9, i64 1
  %23 = fdiv double %21, %22
  %24 = extractelement <2 x double> %14, i64 0
  %25 = extractelement <2 x double> %9, i64 0
  %26 = call double @llvm.fmuladd.f64(double %23, double %25, double %24)
  %27 = fmul double %26, %26
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  ret double %27
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind uwtable
define dso_local double @particle_euler_f(double noundef %0) #2 {
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  store double 1.000000e+01, ptr %4, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = fsub double 1.000000e+01, %0
  store double %7, ptr %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %8, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, ptr noundef nonnull align 16 dereferenceable(16) @__const.particle_euler_f.x, i64 16, i1 false)
  br label %9

9:                                                ; preds = %21, %1
  %10 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %1 ], [ %25, %21 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_p_f.e0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.grad_p_f.e1, i64 16, i1 false)
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %13 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @particle_potential, i32 noundef %11, ptr noundef nonnull %4, i32 noundef %12, ptr noundef nonnull %5, ptr noundef nonnull %2) #9
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %16 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @particle_potential, i32 noundef %14, ptr noundef nonnull %4, i32 noundef %15, ptr noundef nonnull %5, ptr noundef nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9
  %17 = load <2 x double>, ptr %5, align 16, !tbaa !9
  %18 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %17)
  store <2 x double> %18, ptr %5, align 16, !tbaa !9
  %19 = extractelement <2 x double> %18, i64 1
  %20 = fcmp ugt double %19, 0.000000e+00
  br i1 %20, label %21, label %26

21:                                               ; preds = %9
  %22 = insertelement <2 x double> poison, double %13, i64 0
  %23 = insertelement <2 x double> %22, double %16, i64 1
  %24 = fneg <2 x double> %23
  %25 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %10)
  br label %9

26:                                               ; preds = %9
  %27 = fneg double %19
  %28 = extractelement <2 x double> %10, i64 1
  %29 = fdiv double %27, %28
  %30 = extractelement <2 x double> %18, i64 0
  %31 = extractelement <2 x double> %10, i64 0
  %32 = call double @llvm.fmuladd.f64(double %29, double %31, double %30)
  %33 = fmul double %32, %32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  ret double %33
}

; Function Attrs: nounwind uwtable
define dso_local double @particle_rr(double noundef %0) local_unnamed_addr #2 {
  %2 = alloca [4 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [2 x double], align 16
  %7 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  store double 1.000000e+01, ptr %2, align 16, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = fsub double 1.000000e+01, %0
  store double %9, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %10, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.particle_euler_f.x, i64 16, i1 false)
  br label %11

11:                                               ; preds = %20, %1
  %12 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %1 ], [ %22, %20 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_potential, i32 noundef %13, ptr noundef nonnull %2, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %4) #9
  %15 = load <2 x double>, ptr %4, align 16, !tbaa !9
  %16 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %16)
  store <2 x double> %17, ptr %3, align 16, !tbaa !9
  %18 = extractelement <2 x double> %17, i64 1
  %19 = fcmp ugt double %18, 0.000000e+00
  br i1 %19, label %20, label %23

20:                                               ; preds = %11
  %21 = fneg <2 x double> %15
  %22 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  br label %11

23:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  %24 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %25 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_euler_r, i32 noundef %24, double noundef %0) #9
  %26 = getelementptr inbounds i8, ptr %5, i64 8
  %27 = getelementptr inbounds i8, ptr %5, i64 16
  %28 = call double @llvm.fmuladd.f64(double %25, double %25, double 0.000000e+00)
  %29 = call double @llvm.sqrt.f64(double %28)
  %30 = fcmp ugt double %29, 1.000000e-05
  br i1 %30, label %31, label %93

31:                                               ; preds = %23
  %32 = fneg double %18
  %33 = extractelement <2 x double> %12, i64 1
  %34 = fdiv double %32, %33
  %35 = extractelement <2 x double> %17, i64 0
  %36 = extractelement <2 x double> %12, i64 0
  %37 = call double @llvm.fmuladd.f64(double %34, double %36, double %35)
  %38 = fmul double %37, %37
  br label %39

39:                                               ; preds = %31, %84
  %40 = phi double [ 1.000000e-05, %31 ], [ %89, %84 ]
  %41 = phi i32 [ 0, %31 ], [ %88, %84 ]
  %42 = phi double [ %38, %31 ], [ %87, %84 ]
  %43 = phi double [ %0, %31 ], [ %86, %84 ]
  %44 = phi double [ %25, %31 ], [ %85, %84 ]
  %45 = icmp eq i32 %41, 10
  %46 = fmul double %40, 2.000000e+00
  %47 = add nsw i32 %41, 1
  %48 = select i1 %45, double %46, double %40
  %49 = fneg double %48
  %50 = call double @llvm.fmuladd.f64(double %49, double %44, double %43)
  %51 = fsub double %43, %50
  %52 = call double @llvm.fmuladd.f64(double %51, double %51, double 0.000000e+00)
  %53 = call double @llvm.sqrt.f64(double %52)
  %54 = fcmp ugt double %53, 1.000000e-05
  br i1 %54, label %55, label %93

55:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #9
  store double 1.000000e+01, ptr %5, align 16, !tbaa !9
  %56 = fsub double 1.000000e+01, %50
  store double %56, ptr %26, align 8, !tbaa !9
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %27, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, ptr noundef nonnull align 16 dereferenceable(16) @__const.particle_euler_f.x, i64 16, i1 false)
  br label %57

57:                                               ; preds = %66, %55
  %58 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %55 ], [ %68, %66 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %59 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_potential, i32 noundef %59, ptr noundef nonnull %5, i32 noundef %60, ptr noundef nonnull %6, ptr noundef nonnull %7) #9
  %61 = load <2 x double>, ptr %7, align 16, !tbaa !9
  %62 = load <2 x double>, ptr %6, align 16, !tbaa !9
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %62)
  store <2 x double> %63, ptr %6, align 16, !tbaa !9
  %64 = extractelement <2 x double> %63, i64 1
  %65 = fcmp ugt double %64, 0.000000e+00
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #9
  br i1 %65, label %66, label %69

66:                                               ; preds = %57
  %67 = fneg <2 x double> %61
  %68 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %58)
  br label %57

69:                                               ; preds = %57
  %70 = fneg double %64
  %71 = extractelement <2 x double> %58, i64 1
  %72 = fdiv double %70, %71
  %73 = extractelement <2 x double> %63, i64 0
  %74 = extractelement <2 x double> %58, i64 0
  %75 = call double @llvm.fmuladd.f64(double %72, double %74, double %73)
  %76 = fmul double %75, %75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #9
  %77 = fcmp olt double %76, %42
  br i1 %77, label %78, label %82

78:                                               ; preds = %69
  %79 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %80 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_euler_r, i32 noundef %79, double noundef %50) #9
  %81 = select i1 %45, i32 1, i32 %47
  br label %84

82:                                               ; preds = %69
  %83 = fmul double %48, 5.000000e-01
  br label %84

84:                                               ; preds = %82, %78
  %85 = phi double [ %80, %78 ], [ %44, %82 ]
  %86 = phi double [ %50, %78 ], [ %43, %82 ]
  %87 = phi double [ %76, %78 ], [ %42, %82 ]
  %88 = phi i32 [ %81, %78 ], [ 0, %82 ]
  %89 = phi double [ %48, %78 ], [ %83, %82 ]
  %90 = call double @llvm.fmuladd.f64(double %85, double %85, double 0.000000e+00)
  %91 = call double @llvm.sqrt.f64(double %90)
  %92 = fcmp ugt double %91, 1.000000e-05
  br i1 %92, label %39, label %93

93:                                               ; preds = %84, %39, %23
  %94 = phi double [ %0, %23 ], [ %86, %84 ], [ %43, %39 ]
  ret double %94
}

; Function Attrs: nounwind uwtable
define internal fastcc void @argmin(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr noundef %3, ptr nocapture noundef readonly %4, ptr noundef %5) unnamed_addr #2 {
  %7 = alloca [2 x double], align 16
  %8 = alloca [2 x double], align 16
  %9 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %9, i8 0, i64 16, i1 false)
  %10 = icmp sgt i32 %0, 0
  %11 = zext i32 %0 to i64
  br i1 %10, label %12, label %50

12:                                               ; preds = %6
  %13 = ptrtoint ptr %5 to i64
  %14 = ptrtoint ptr %4 to i64
  %15 = icmp ult i32 %0, 6
  %16 = sub i64 %13, %14
  %17 = icmp ult i64 %16, 32
  %18 = or i1 %15, %17
  br i1 %18, label %19, label %36

19:                                               ; preds = %48, %12
  %20 = phi i64 [ 0, %12 ], [ %37, %48 ]
  %21 = and i64 %11, 3
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %32, label %23

23:                                               ; preds = %19, %23
  %24 = phi i64 [ %29, %23 ], [ %20, %19 ]
  %25 = phi i64 [ %30, %23 ], [ 0, %19 ]
  %26 = getelementptr inbounds double, ptr %4, i64 %24
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = getelementptr inbounds double, ptr %5, i64 %24
  store double %27, ptr %28, align 8, !tbaa !9
  %29 = add nuw nsw i64 %24, 1
  %30 = add i64 %25, 1
  %31 = icmp eq i64 %30, %21
  br i1 %31, label %32, label %23, !llvm.loop !11

32:                                               ; preds = %23, %19
  %33 = phi i64 [ %20, %19 ], [ %29, %23 ]
  %34 = sub nsw i64 %20, %11
  %35 = icmp ugt i64 %34, -4
  br i1 %35, label %50, label %71

36:                                               ; preds = %12
  %37 = and i64 %11, 2147483644
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %46, %38 ]
  %40 = getelementptr inbounds double, ptr %4, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !9
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %5, i64 %39
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  store <2 x double> %42, ptr %44, align 8, !tbaa !9
  store <2 x double> %43, ptr %45, align 8, !tbaa !9
  %46 = add nuw i64 %39, 4
  %47 = icmp eq i64 %46, %37
  br i1 %47, label %48, label %38, !llvm.loop !13

48:                                               ; preds = %38
  %49 = icmp eq i64 %37, %11
  br i1 %49, label %50, label %19

50:                                               ; preds = %32, %71, %48, %6
  %51 = tail call double %1(ptr noundef %5, ptr noundef %3) #9
  call void %2(ptr noundef %5, ptr noundef %3, ptr noundef nonnull %7) #9
  %52 = shl nuw nsw i64 %11, 3
  %53 = and i64 %11, 3
  %54 = icmp ult i32 %0, 4
  %55 = and i64 %11, 2147483644
  %56 = icmp eq i64 %53, 0
  %57 = icmp ult i32 %0, 4
  %58 = and i64 %11, 2147483644
  %59 = icmp eq i64 %58, %11
  %60 = and i64 %11, 3
  %61 = icmp ult i32 %0, 4
  %62 = and i64 %11, 2147483644
  %63 = icmp eq i64 %60, 0
  br label %64

64:                                               ; preds = %250, %50
  %65 = phi double [ %246, %250 ], [ %51, %50 ]
  %66 = phi i32 [ %251, %250 ], [ 0, %50 ]
  %67 = phi double [ %92, %250 ], [ 1.000000e-05, %50 ]
  br label %68

68:                                               ; preds = %64, %252
  %69 = phi i32 [ 0, %252 ], [ %66, %64 ]
  %70 = phi double [ %253, %252 ], [ %67, %64 ]
  br label %90

71:                                               ; preds = %32, %71
  %72 = phi i64 [ %88, %71 ], [ %33, %32 ]
  %73 = getelementptr inbounds double, ptr %4, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = getelementptr inbounds double, ptr %5, i64 %72
  store double %74, ptr %75, align 8, !tbaa !9
  %76 = add nuw nsw i64 %72, 1
  %77 = getelementptr inbounds double, ptr %4, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = getelementptr inbounds double, ptr %5, i64 %76
  store double %78, ptr %79, align 8, !tbaa !9
  %80 = add nuw nsw i64 %72, 2
  %81 = getelementptr inbounds double, ptr %4, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = getelementptr inbounds double, ptr %5, i64 %80
  store double %82, ptr %83, align 8, !tbaa !9
  %84 = add nuw nsw i64 %72, 3
  %85 = getelementptr inbounds double, ptr %4, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = getelementptr inbounds double, ptr %5, i64 %84
  store double %86, ptr %87, align 8, !tbaa !9
  %88 = add nuw nsw i64 %72, 4
  %89 = icmp eq i64 %88, %11
  br i1 %89, label %50, label %71, !llvm.loop !17

90:                                               ; preds = %68, %176
  %91 = phi i32 [ 0, %176 ], [ %69, %68 ]
  %92 = phi double [ %177, %176 ], [ %70, %68 ]
  br i1 %10, label %93, label %145

93:                                               ; preds = %90
  br i1 %54, label %128, label %94

94:                                               ; preds = %93, %94
  %95 = phi i64 [ %125, %94 ], [ 0, %93 ]
  %96 = phi double [ %124, %94 ], [ 0.000000e+00, %93 ]
  %97 = phi i64 [ %126, %94 ], [ 0, %93 ]
  %98 = getelementptr inbounds double, ptr %7, i64 %95
  %99 = load double, ptr %98, align 16, !tbaa !9
  %100 = getelementptr inbounds double, ptr %9, i64 %95
  %101 = load double, ptr %100, align 16, !tbaa !9
  %102 = fsub double %99, %101
  %103 = call double @llvm.fmuladd.f64(double %102, double %102, double %96)
  %104 = or disjoint i64 %95, 1
  %105 = getelementptr inbounds double, ptr %7, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = getelementptr inbounds double, ptr %9, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = fsub double %106, %108
  %110 = call double @llvm.fmuladd.f64(double %109, double %109, double %103)
  %111 = or disjoint i64 %95, 2
  %112 = getelementptr inbounds double, ptr %7, i64 %111
  %113 = load double, ptr %112, align 16, !tbaa !9
  %114 = getelementptr inbounds double, ptr %9, i64 %111
  %115 = load double, ptr %114, align 16, !tbaa !9
  %116 = fsub double %113, %115
  %117 = call double @llvm.fmuladd.f64(double %116, double %116, double %110)
  %118 = or disjoint i64 %95, 3
  %119 = getelementptr inbounds double, ptr %7, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = getelementptr inbounds double, ptr %9, i64 %118
  %122 = load double, ptr %121, align 8, !tbaa !9
  %123 = fsub double %120, %122
  %124 = call double @llvm.fmuladd.f64(double %123, double %123, double %117)
  %125 = add nuw nsw i64 %95, 4
  %126 = add i64 %97, 4
  %127 = icmp eq i64 %126, %55
  br i1 %127, label %128, label %94, !llvm.loop !18

128:                                              ; preds = %94, %93
  %129 = phi double [ poison, %93 ], [ %124, %94 ]
  %130 = phi i64 [ 0, %93 ], [ %125, %94 ]
  %131 = phi double [ 0.000000e+00, %93 ], [ %124, %94 ]
  br i1 %56, label %145, label %132

132:                                              ; preds = %128, %132
  %133 = phi i64 [ %142, %132 ], [ %130, %128 ]
  %134 = phi double [ %141, %132 ], [ %131, %128 ]
  %135 = phi i64 [ %143, %132 ], [ 0, %128 ]
  %136 = getelementptr inbounds double, ptr %7, i64 %133
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = getelementptr inbounds double, ptr %9, i64 %133
  %139 = load double, ptr %138, align 8, !tbaa !9
  %140 = fsub double %137, %139
  %141 = call double @llvm.fmuladd.f64(double %140, double %140, double %134)
  %142 = add nuw nsw i64 %133, 1
  %143 = add i64 %135, 1
  %144 = icmp eq i64 %143, %53
  br i1 %144, label %145, label %132, !llvm.loop !19

145:                                              ; preds = %128, %132, %90
  %146 = phi double [ 0.000000e+00, %90 ], [ %129, %128 ], [ %141, %132 ]
  %147 = call double @llvm.sqrt.f64(double %146)
  %148 = fcmp ugt double %147, 1.000000e-05
  br i1 %148, label %149, label %254

149:                                              ; preds = %145
  %150 = icmp eq i32 %91, 10
  br i1 %150, label %176, label %151

151:                                              ; preds = %149
  br i1 %10, label %152, label %231

152:                                              ; preds = %151
  %153 = fneg double %92
  br i1 %57, label %154, label %156

154:                                              ; preds = %175, %152
  %155 = phi i64 [ 0, %152 ], [ %58, %175 ]
  br label %235

156:                                              ; preds = %152
  %157 = insertelement <2 x double> poison, double %153, i64 0
  %158 = shufflevector <2 x double> %157, <2 x double> poison, <2 x i32> zeroinitializer
  br label %159

159:                                              ; preds = %159, %156
  %160 = phi i64 [ 0, %156 ], [ %173, %159 ]
  %161 = getelementptr inbounds double, ptr %5, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load <2 x double>, ptr %161, align 8, !tbaa !9
  %164 = load <2 x double>, ptr %162, align 8, !tbaa !9
  %165 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %160
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <2 x double>, ptr %165, align 16, !tbaa !9
  %168 = load <2 x double>, ptr %166, align 16, !tbaa !9
  %169 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %167, <2 x double> %163)
  %170 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %168, <2 x double> %164)
  %171 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 %160
  %172 = getelementptr inbounds i8, ptr %171, i64 16
  store <2 x double> %169, ptr %171, align 16, !tbaa !9
  store <2 x double> %170, ptr %172, align 16, !tbaa !9
  %173 = add nuw i64 %160, 4
  %174 = icmp eq i64 %173, %58
  br i1 %174, label %175, label %159, !llvm.loop !20

175:                                              ; preds = %159
  br i1 %59, label %178, label %154

176:                                              ; preds = %149
  %177 = fmul double %92, 2.000000e+00
  br label %90

178:                                              ; preds = %235, %175
  br i1 %10, label %179, label %231

179:                                              ; preds = %178
  br i1 %61, label %214, label %180

180:                                              ; preds = %179, %180
  %181 = phi i64 [ %211, %180 ], [ 0, %179 ]
  %182 = phi double [ %210, %180 ], [ 0.000000e+00, %179 ]
  %183 = phi i64 [ %212, %180 ], [ 0, %179 ]
  %184 = getelementptr inbounds double, ptr %5, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = getelementptr inbounds double, ptr %8, i64 %181
  %187 = load double, ptr %186, align 16, !tbaa !9
  %188 = fsub double %185, %187
  %189 = call double @llvm.fmuladd.f64(double %188, double %188, double %182)
  %190 = or disjoint i64 %181, 1
  %191 = getelementptr inbounds double, ptr %5, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = getelementptr inbounds double, ptr %8, i64 %190
  %194 = load double, ptr %193, align 8, !tbaa !9
  %195 = fsub double %192, %194
  %196 = call double @llvm.fmuladd.f64(double %195, double %195, double %189)
  %197 = or disjoint i64 %181, 2
  %198 = getelementptr inbounds double, ptr %5, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = getelementptr inbounds double, ptr %8, i64 %197
  %201 = load double, ptr %200, align 16, !tbaa !9
  %202 = fsub double %199, %201
  %203 = call double @llvm.fmuladd.f64(double %202, double %202, double %196)
  %204 = or disjoint i64 %181, 3
  %205 = getelementptr inbounds double, ptr %5, i64 %204
  %206 = load double, ptr %205, align 8, !tbaa !9
  %207 = getelementptr inbounds double, ptr %8, i64 %204
  %208 = load double, ptr %207, align 8, !tbaa !9
  %209 = fsub double %206, %208
  %210 = call double @llvm.fmuladd.f64(double %209, double %209, double %203)
  %211 = add nuw nsw i64 %181, 4
  %212 = add i64 %183, 4
  %213 = icmp eq i64 %212, %62
  br i1 %213, label %214, label %180, !llvm.loop !18

214:                                              ; preds = %180, %179
  %215 = phi double [ poison, %179 ], [ %210, %180 ]
  %216 = phi i64 [ 0, %179 ], [ %211, %180 ]
  %217 = phi double [ 0.000000e+00, %179 ], [ %210, %180 ]
  br i1 %63, label %231, label %218

218:                                              ; preds = %214, %218
  %219 = phi i64 [ %228, %218 ], [ %216, %214 ]
  %220 = phi double [ %227, %218 ], [ %217, %214 ]
  %221 = phi i64 [ %229, %218 ], [ 0, %214 ]
  %222 = getelementptr inbounds double, ptr %5, i64 %219
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = getelementptr inbounds double, ptr %8, i64 %219
  %225 = load double, ptr %224, align 8, !tbaa !9
  %226 = fsub double %223, %225
  %227 = call double @llvm.fmuladd.f64(double %226, double %226, double %220)
  %228 = add nuw nsw i64 %219, 1
  %229 = add i64 %221, 1
  %230 = icmp eq i64 %229, %60
  br i1 %230, label %231, label %218, !llvm.loop !21

231:                                              ; preds = %214, %218, %151, %178
  %232 = phi double [ 0.000000e+00, %178 ], [ 0.000000e+00, %151 ], [ %215, %214 ], [ %227, %218 ]
  %233 = call double @llvm.sqrt.f64(double %232)
  %234 = fcmp ugt double %233, 1.000000e-05
  br i1 %234, label %245, label %254

235:                                              ; preds = %154, %235
  %236 = phi i64 [ %243, %235 ], [ %155, %154 ]
  %237 = getelementptr inbounds double, ptr %5, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !9
  %239 = getelementptr inbounds [2 x double], ptr %7, i64 0, i64 %236
  %240 = load double, ptr %239, align 8, !tbaa !9
  %241 = call double @llvm.fmuladd.f64(double %153, double %240, double %238)
  %242 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 %236
  store double %241, ptr %242, align 8, !tbaa !9
  %243 = add nuw nsw i64 %236, 1
  %244 = icmp eq i64 %243, %11
  br i1 %244, label %178, label %235, !llvm.loop !22

245:                                              ; preds = %231
  %246 = call double %1(ptr noundef nonnull %8, ptr noundef %3) #9
  %247 = fcmp olt double %246, %65
  br i1 %247, label %248, label %252

248:                                              ; preds = %245
  br i1 %10, label %249, label %250

249:                                              ; preds = %248
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr nonnull align 16 %8, i64 %52, i1 false), !tbaa !9
  br label %250

250:                                              ; preds = %249, %248
  call void %2(ptr noundef %5, ptr noundef %3, ptr noundef nonnull %7) #9
  %251 = add nsw i32 %91, 1
  br label %64

252:                                              ; preds = %245
  %253 = fmul double %92, 5.000000e-01
  br label %68

254:                                              ; preds = %231, %145
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #9
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local double @particle_rf(double noundef %0) local_unnamed_addr #2 {
  %2 = tail call double @particle_euler_f(double noundef %0)
  %3 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %4 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_euler_f, i32 noundef %3, double noundef %0) #9
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %4, double 0.000000e+00)
  %6 = tail call double @llvm.sqrt.f64(double %5)
  %7 = fcmp ugt double %6, 1.000000e-05
  br i1 %7, label %8, label %42

8:                                                ; preds = %1, %33
  %9 = phi double [ %38, %33 ], [ 1.000000e-05, %1 ]
  %10 = phi i32 [ %37, %33 ], [ 0, %1 ]
  %11 = phi double [ %36, %33 ], [ %2, %1 ]
  %12 = phi double [ %35, %33 ], [ %0, %1 ]
  %13 = phi double [ %34, %33 ], [ %4, %1 ]
  %14 = icmp eq i32 %10, 10
  %15 = fmul double %9, 2.000000e+00
  %16 = add nsw i32 %10, 1
  %17 = select i1 %14, double %15, double %9
  %18 = fneg double %17
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %13, double %12)
  %20 = fsub double %12, %19
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double 0.000000e+00)
  %22 = tail call double @llvm.sqrt.f64(double %21)
  %23 = fcmp ugt double %22, 1.000000e-05
  br i1 %23, label %24, label %42

24:                                               ; preds = %8
  %25 = tail call double @particle_euler_f(double noundef %19)
  %26 = fcmp olt double %25, %11
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %29 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_euler_f, i32 noundef %28, double noundef %19) #9
  %30 = select i1 %14, i32 1, i32 %16
  br label %33

31:                                               ; preds = %24
  %32 = fmul double %17, 5.000000e-01
  br label %33

33:                                               ; preds = %31, %27
  %34 = phi double [ %29, %27 ], [ %13, %31 ]
  %35 = phi double [ %19, %27 ], [ %12, %31 ]
  %36 = phi double [ %25, %27 ], [ %11, %31 ]
  %37 = phi i32 [ %30, %27 ], [ 0, %31 ]
  %38 = phi double [ %17, %27 ], [ %32, %31 ]
  %39 = tail call double @llvm.fmuladd.f64(double %34, double %34, double 0.000000e+00)
  %40 = tail call double @llvm.sqrt.f64(double %39)
  %41 = fcmp ugt double %40, 1.000000e-05
  br i1 %41, label %8, label %42

42:                                               ; preds = %33, %8, %1
  %43 = phi double [ %0, %1 ], [ %35, %33 ], [ %12, %8 ]
  ret double %43
}

; Function Attrs: nounwind uwtable
define dso_local double @particle_fr(double noundef %0) local_unnamed_addr #2 {
  %2 = alloca [4 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [2 x double], align 16
  %7 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  store double 1.000000e+01, ptr %2, align 16, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = fsub double 1.000000e+01, %0
  store double %9, ptr %8, align 8, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %10, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.particle_euler_f.x, i64 16, i1 false)
  br label %11

11:                                               ; preds = %20, %1
  %12 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %1 ], [ %22, %20 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_potential, i32 noundef %13, ptr noundef nonnull %2, i32 noundef %14, ptr noundef nonnull %3, ptr noundef nonnull %4) #9
  %15 = load <2 x double>, ptr %4, align 16, !tbaa !9
  %16 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %16)
  store <2 x double> %17, ptr %3, align 16, !tbaa !9
  %18 = extractelement <2 x double> %17, i64 1
  %19 = fcmp ugt double %18, 0.000000e+00
  br i1 %19, label %20, label %23

20:                                               ; preds = %11
  %21 = fneg <2 x double> %15
  %22 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  br label %11

23:                                               ; preds = %11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  %24 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %25 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @particle_euler_r, i32 noundef %24, double noundef %0, double noundef 1.000000e+00) #9
  %26 = getelementptr inbounds i8, ptr %5, i64 8
  %27 = getelementptr inbounds i8, ptr %5, i64 16
  %28 = call double @llvm.fmuladd.f64(double %25, double %25, double 0.000000e+00)
  %29 = call double @llvm.sqrt.f64(double %28)
  %30 = fcmp ugt double %29, 1.000000e-05
  br i1 %30, label %31, label %93

31:                                               ; preds = %23
  %32 = fneg double %18
  %33 = extractelement <2 x double> %12, i64 1
  %34 = fdiv double %32, %33
  %35 = extractelement <2 x double> %17, i64 0
  %36 = extractelement <2 x double> %12, i64 0
  %37 = call double @llvm.fmuladd.f64(double %34, double %36, double %35)
  %38 = fmul double %37, %37
  br label %39

39:                                               ; preds = %31, %84
  %40 = phi double [ 1.000000e-05, %31 ], [ %89, %84 ]
  %41 = phi i32 [ 0, %31 ], [ %88, %84 ]
  %42 = phi double [ %38, %31 ], [ %87, %84 ]
  %43 = phi double [ %0, %31 ], [ %86, %84 ]
  %44 = phi double [ %25, %31 ], [ %85, %84 ]
  %45 = icmp eq i32 %41, 10
  %46 = fmul double %40, 2.000000e+00
  %47 = add nsw i32 %41, 1
  %48 = select i1 %45, double %46, double %40
  %49 = fneg double %48
  %50 = call double @llvm.fmuladd.f64(double %49, double %44, double %43)
  %51 = fsub double %43, %50
  %52 = call double @llvm.fmuladd.f64(double %51, double %51, double 0.000000e+00)
  %53 = call double @llvm.sqrt.f64(double %52)
  %54 = fcmp ugt double %53, 1.000000e-05
  br i1 %54, label %55, label %93

55:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #9
  store double 1.000000e+01, ptr %5, align 16, !tbaa !9
  %56 = fsub double 1.000000e+01, %50
  store double %56, ptr %26, align 8, !tbaa !9
  store <2 x double> <double 1.000000e+01, double 0.000000e+00>, ptr %27, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, ptr noundef nonnull align 16 dereferenceable(16) @__const.particle_euler_f.x, i64 16, i1 false)
  br label %57

57:                                               ; preds = %66, %55
  %58 = phi <2 x double> [ <double 7.500000e-01, double 0.000000e+00>, %55 ], [ %68, %66 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %7, i8 0, i64 16, i1 false)
  %59 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %60 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @particle_potential, i32 noundef %59, ptr noundef nonnull %5, i32 noundef %60, ptr noundef nonnull %6, ptr noundef nonnull %7) #9
  %61 = load <2 x double>, ptr %7, align 16, !tbaa !9
  %62 = load <2 x double>, ptr %6, align 16, !tbaa !9
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %62)
  store <2 x double> %63, ptr %6, align 16, !tbaa !9
  %64 = extractelement <2 x double> %63, i64 1
  %65 = fcmp ugt double %64, 0.000000e+00
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #9
  br i1 %65, label %66, label %69

66:                                               ; preds = %57
  %67 = fneg <2 x double> %61
  %68 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %67, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> %58)
  br label %57

69:                                               ; preds = %57
  %70 = fneg double %64
  %71 = extractelement <2 x double> %58, i64 1
  %72 = fdiv double %70, %71
  %73 = extractelement <2 x double> %63, i64 0
  %74 = extractelement <2 x double> %58, i64 0
  %75 = call double @llvm.fmuladd.f64(double %72, double %74, double %73)
  %76 = fmul double %75, %75
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #9
  %77 = fcmp olt double %76, %42
  br i1 %77, label %78, label %82

78:                                               ; preds = %69
  %79 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %80 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @particle_euler_r, i32 noundef %79, double noundef %50, double noundef 1.000000e+00) #9
  %81 = select i1 %45, i32 1, i32 %47
  br label %84

82:                                               ; preds = %69
  %83 = fmul double %48, 5.000000e-01
  br label %84

84:                                               ; preds = %82, %78
  %85 = phi double [ %80, %78 ], [ %44, %82 ]
  %86 = phi double [ %50, %78 ], [ %43, %82 ]
  %87 = phi double [ %76, %78 ], [ %42, %82 ]
  %88 = phi i32 [ %81, %78 ], [ 0, %82 ]
  %89 = phi double [ %48, %78 ], [ %83, %82 ]
  %90 = call double @llvm.fmuladd.f64(double %85, double %85, double 0.000000e+00)
  %91 = call double @llvm.sqrt.f64(double %90)
  %92 = fcmp ugt double %91, 1.000000e-05
  br i1 %92, label %39, label %93

93:                                               ; preds = %84, %39, %23
  %94 = phi double [ %0, %23 ], [ %86, %84 ], [ %43, %39 ]
  ret double %94
}

; Function Attrs: nounwind uwtable
define dso_local double @particle_ff(double noundef %0) local_unnamed_addr #2 {
  %2 = tail call double @particle_euler_f(double noundef %0)
  %3 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %4 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @particle_euler_f, i32 noundef %3, double noundef %0, double noundef 1.000000e+00) #9
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %4, double 0.000000e+00)
  %6 = tail call double @llvm.sqrt.f64(double %5)
  %7 = fcmp ugt double %6, 1.000000e-05
  br i1 %7, label %8, label %42

8:                                                ; preds = %1, %33
  %9 = phi double [ %38, %33 ], [ 1.000000e-05, %1 ]
  %10 = phi i32 [ %37, %33 ], [ 0, %1 ]
  %11 = phi double [ %36, %33 ], [ %2, %1 ]
  %12 = phi double [ %35, %33 ], [ %0, %1 ]
  %13 = phi double [ %34, %33 ], [ %4, %1 ]
  %14 = icmp eq i32 %10, 10
  %15 = fmul double %9, 2.000000e+00
  %16 = add nsw i32 %10, 1
  %17 = select i1 %14, double %15, double %9
  %18 = fneg double %17
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %13, double %12)
  %20 = fsub double %12, %19
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double 0.000000e+00)
  %22 = tail call double @llvm.sqrt.f64(double %21)
  %23 = fcmp ugt double %22, 1.000000e-05
  br i1 %23, label %24, label %42

24:                                               ; preds = %8
  %25 = tail call double @particle_euler_f(double noundef %19)
  %26 = fcmp olt double %25, %11
  br i1 %26, label %27, label %31

27:                                               ; preds = %24
  %28 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %29 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @particle_euler_f, i32 noundef %28, double noundef %19, double noundef 1.000000e+00) #9
  %30 = select i1 %14, i32 1, i32 %16
  br label %33

31:                                               ; preds = %24
  %32 = fmul double %17, 5.000000e-01
  br label %33

33:                                               ; preds = %31, %27
  %34 = phi double [ %29, %27 ], [ %13, %31 ]
  %35 = phi double [ %19, %27 ], [ %12, %31 ]
  %36 = phi double [ %25, %27 ], [ %11, %31 ]
  %37 = phi i32 [ %30, %27 ], [ 0, %31 ]
  %38 = phi double [ %17, %27 ], [ %32, %31 ]
  %39 = tail call double @llvm.fmuladd.f64(double %34, double %34, double 0.000000e+00)
  %40 = tail call double @llvm.sqrt.f64(double %39)
  %41 = fcmp ugt double %40, 1.000000e-05
  br i1 %41, label %8, label %42

42:                                               ; preds = %33, %8, %1
  %43 = phi double [ %0, %1 ], [ %35, %33 ], [ %12, %8 ]
  ret double %43
}

declare { double, double } @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !14, !16, !15}
