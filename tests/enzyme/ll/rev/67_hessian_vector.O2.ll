; ModuleID = 'rev/67_hessian_vector.c'
source_filename = "rev/67_hessian_vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"(Hv)[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @grad_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = shl nuw nsw i64 %6, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %1, i8 0, i64 %7, i1 false), !tbaa !5
  br label %8

8:                                                ; preds = %5, %3
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %9, ptr noundef %0, ptr noundef %1, i32 noundef %10, i32 noundef %2) #10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = zext nneg i32 %5 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %24, %9 ]
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %26, %9 ]
  %11 = phi i64 [ 1, %4 ], [ %25, %9 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %24, %9 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = tail call double @sin(double noundef %14) #10
  %16 = getelementptr inbounds double, ptr %0, i64 %11
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = fmul double %15, %17
  %19 = load double, ptr %13, align 8, !tbaa !5
  %20 = fmul double %19, 3.000000e-01
  %21 = fmul double %17, %20
  %22 = tail call double @exp(double noundef %21) #10
  %23 = tail call double @llvm.fmuladd.f64(double %18, double %17, double %22)
  %24 = fadd double %12, %23
  %25 = add nuw nsw i64 %11, 1
  %26 = add nuw nsw i64 %10, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %7, label %9, !llvm.loop !11
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  %7 = alloca [8 x double], align 16
  %8 = alloca [8 x double], align 16
  %9 = alloca [8 x double], align 16
  %10 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !9
  %11 = load volatile i32, ptr %1, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %5, i8 0, i64 64, i1 false)
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %16, label %13

13:                                               ; preds = %0
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grad_f, i32 noundef %14, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %14, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %15, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  br label %79

16:                                               ; preds = %0
  %17 = zext nneg i32 %11 to i64
  %18 = and i64 %17, 1
  %19 = icmp eq i32 %11, 1
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = and i64 %17, 2147483646
  br label %57

22:                                               ; preds = %57, %16
  %23 = phi i64 [ 0, %16 ], [ %75, %57 ]
  %24 = icmp eq i64 %18, 0
  br i1 %24, label %33, label %25

25:                                               ; preds = %22
  %26 = trunc nuw nsw i64 %23 to i32
  %27 = uitofp nneg i32 %26 to double
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 2.000000e-01, double -4.000000e-01)
  %29 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %23
  store double %28, ptr %29, align 8, !tbaa !5
  %30 = fmul double %27, 1.300000e+00
  %31 = tail call double @cos(double noundef %30) #10
  %32 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %23
  store double %31, ptr %32, align 8, !tbaa !5
  br label %33

33:                                               ; preds = %22, %25
  %34 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %35 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grad_f, i32 noundef %34, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %34, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %35, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  br i1 %12, label %36, label %79

36:                                               ; preds = %33
  %37 = zext nneg i32 %11 to i64
  %38 = icmp eq i32 %11, 1
  br i1 %38, label %39, label %41

39:                                               ; preds = %55, %36
  %40 = phi i64 [ 0, %36 ], [ %42, %55 ]
  br label %93

41:                                               ; preds = %36
  %42 = and i64 %17, 2147483646
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %53, %43 ]
  %45 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %44
  %46 = load <2 x double>, ptr %45, align 16, !tbaa !5
  %47 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %44
  %48 = load <2 x double>, ptr %47, align 16, !tbaa !5
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 1.000000e-05, double 1.000000e-05>, <2 x double> %46)
  %50 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %44
  store <2 x double> %49, ptr %50, align 16, !tbaa !5
  %51 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double -1.000000e-05, double -1.000000e-05>, <2 x double> %46)
  %52 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %44
  store <2 x double> %51, ptr %52, align 16, !tbaa !5
  %53 = add nuw i64 %44, 2
  %54 = icmp eq i64 %53, %42
  br i1 %54, label %55, label %43, !llvm.loop !13

55:                                               ; preds = %43
  %56 = icmp eq i64 %42, %17
  br i1 %56, label %78, label %39

57:                                               ; preds = %57, %20
  %58 = phi i64 [ 0, %20 ], [ %75, %57 ]
  %59 = phi i64 [ 0, %20 ], [ %76, %57 ]
  %60 = trunc nuw nsw i64 %58 to i32
  %61 = uitofp nneg i32 %60 to double
  %62 = tail call double @llvm.fmuladd.f64(double %61, double 2.000000e-01, double -4.000000e-01)
  %63 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %58
  store double %62, ptr %63, align 16, !tbaa !5
  %64 = fmul double %61, 1.300000e+00
  %65 = tail call double @cos(double noundef %64) #10
  %66 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %58
  store double %65, ptr %66, align 16, !tbaa !5
  %67 = or disjoint i64 %58, 1
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = uitofp nneg i32 %68 to double
  %70 = tail call double @llvm.fmuladd.f64(double %69, double 2.000000e-01, double -4.000000e-01)
  %71 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %67
  store double %70, ptr %71, align 8, !tbaa !5
  %72 = fmul double %69, 1.300000e+00
  %73 = tail call double @cos(double noundef %72) #10
  %74 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %67
  store double %73, ptr %74, align 8, !tbaa !5
  %75 = add nuw nsw i64 %58, 2
  %76 = add i64 %59, 2
  %77 = icmp eq i64 %76, %21
  br i1 %77, label %22, label %57, !llvm.loop !16

78:                                               ; preds = %93, %55
  br i1 %12, label %85, label %79

79:                                               ; preds = %33, %13, %78
  %80 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %81 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %80, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %81, i32 noundef %11) #10
  %82 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %83 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %82, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %83, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #10
  %84 = load i32, ptr @fails, align 4, !tbaa !9
  br label %105

85:                                               ; preds = %78
  %86 = zext nneg i32 %11 to i64
  %87 = shl nuw nsw i64 %86, 3
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %8, i8 0, i64 %87, i1 false), !tbaa !5
  %88 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %89 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %88, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %89, i32 noundef %11) #10
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %9, i8 0, i64 %87, i1 false), !tbaa !5
  %90 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %91 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %90, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %91, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #10
  %92 = zext nneg i32 %11 to i64
  br label %113

93:                                               ; preds = %39, %93
  %94 = phi i64 [ %103, %93 ], [ %40, %39 ]
  %95 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %94
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = call double @llvm.fmuladd.f64(double %98, double 1.000000e-05, double %96)
  %100 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %94
  store double %99, ptr %100, align 8, !tbaa !5
  %101 = call double @llvm.fmuladd.f64(double %98, double -1.000000e-05, double %96)
  %102 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %94
  store double %101, ptr %102, align 8, !tbaa !5
  %103 = add nuw nsw i64 %94, 1
  %104 = icmp eq i64 %103, %37
  br i1 %104, label %78, label %93, !llvm.loop !17

105:                                              ; preds = %113, %79
  %106 = phi i32 [ %84, %79 ], [ %137, %113 ]
  %107 = icmp eq i32 %106, 0
  %108 = select i1 %107, ptr @.str.3, ptr @.str.2
  %109 = call i32 @puts(ptr nonnull dereferenceable(1) %108)
  %110 = load i32, ptr @fails, align 4, !tbaa !9
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %112

113:                                              ; preds = %85, %113
  %114 = phi i64 [ 0, %85 ], [ %138, %113 ]
  %115 = trunc nuw nsw i64 %114 to i32
  %116 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %115) #10
  %117 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %114
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %114
  %120 = load double, ptr %119, align 8, !tbaa !5
  %121 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %114
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fsub double %120, %122
  %124 = fdiv double %123, 2.000000e-05
  %125 = fsub double %118, %124
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = call double @llvm.fabs.f64(double %124)
  %128 = call double @llvm.maxnum.f64(double %127, double 1.000000e+00)
  %129 = fmul double %128, 0x3EB0C6F7A0B5ED8D
  %130 = fcmp ugt double %126, %129
  %131 = fcmp ule double %127, 1.000000e-09
  %132 = or i1 %131, %130
  %133 = select i1 %132, ptr @.str.2, ptr @.str.3
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %10, double noundef %118, double noundef %124, ptr noundef nonnull %133)
  %135 = zext i1 %132 to i32
  %136 = load i32, ptr @fails, align 4, !tbaa !9
  %137 = add nsw i32 %136, %135
  store i32 %137, ptr @fails, align 4, !tbaa !9
  %138 = add nuw nsw i64 %114, 1
  %139 = icmp eq i64 %138, %92
  br i1 %139, label %105, label %113, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12, !15, !14}
!18 = distinct !{!18, !12}
