; ModuleID = 'kmeans.c'
source_filename = "kmeans.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @kmeans_cost(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %25

7:                                                ; preds = %5
  %8 = icmp sgt i32 %3, 0
  %9 = icmp sgt i32 %4, 0
  %10 = zext i32 %4 to i64
  %11 = zext nneg i32 %2 to i64
  %12 = zext nneg i32 %3 to i64
  %13 = and i64 %10, 3
  %14 = icmp ult i32 %4, 4
  %15 = and i64 %10, 2147483644
  %16 = icmp eq i64 %13, 0
  br label %17

17:                                               ; preds = %7, %33
  %18 = phi i64 [ 0, %7 ], [ %36, %33 ]
  %19 = phi double [ 0.000000e+00, %7 ], [ %35, %33 ]
  br i1 %8, label %20, label %33

20:                                               ; preds = %17
  %21 = trunc i64 %18 to i32
  %22 = mul i32 %21, %4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  br label %27

25:                                               ; preds = %33, %5
  %26 = phi double [ 0.000000e+00, %5 ], [ %35, %33 ]
  ret double %26

27:                                               ; preds = %20, %55
  %28 = phi i64 [ 0, %20 ], [ %61, %55 ]
  %29 = phi double [ 0.000000e+00, %20 ], [ %60, %55 ]
  br i1 %9, label %30, label %55

30:                                               ; preds = %27
  %31 = mul nuw nsw i64 %28, %10
  %32 = getelementptr inbounds double, ptr %1, i64 %31
  br i1 %14, label %38, label %63

33:                                               ; preds = %55, %17
  %34 = phi double [ 0.000000e+00, %17 ], [ %60, %55 ]
  %35 = fadd double %19, %34
  %36 = add nuw nsw i64 %18, 1
  %37 = icmp eq i64 %36, %11
  br i1 %37, label %25, label %17, !llvm.loop !5

38:                                               ; preds = %63, %30
  %39 = phi double [ poison, %30 ], [ %93, %63 ]
  %40 = phi i64 [ 0, %30 ], [ %94, %63 ]
  %41 = phi double [ 0.000000e+00, %30 ], [ %93, %63 ]
  br i1 %16, label %55, label %42

42:                                               ; preds = %38, %42
  %43 = phi i64 [ %52, %42 ], [ %40, %38 ]
  %44 = phi double [ %51, %42 ], [ %41, %38 ]
  %45 = phi i64 [ %53, %42 ], [ 0, %38 ]
  %46 = getelementptr inbounds double, ptr %32, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !7
  %48 = getelementptr inbounds double, ptr %24, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !7
  %50 = fsub double %47, %49
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %50, double %44)
  %52 = add nuw nsw i64 %43, 1
  %53 = add i64 %45, 1
  %54 = icmp eq i64 %53, %13
  br i1 %54, label %55, label %42, !llvm.loop !11

55:                                               ; preds = %38, %42, %27
  %56 = phi double [ 0.000000e+00, %27 ], [ %39, %38 ], [ %51, %42 ]
  %57 = icmp eq i64 %28, 0
  %58 = fcmp olt double %56, %29
  %59 = select i1 %57, i1 true, i1 %58
  %60 = select i1 %59, double %56, double %29
  %61 = add nuw nsw i64 %28, 1
  %62 = icmp eq i64 %61, %12
  br i1 %62, label %33, label %27, !llvm.loop !13

63:                                               ; preds = %30, %63
  %64 = phi i64 [ %94, %63 ], [ 0, %30 ]
  %65 = phi double [ %93, %63 ], [ 0.000000e+00, %30 ]
  %66 = phi i64 [ %95, %63 ], [ 0, %30 ]
  %67 = getelementptr inbounds double, ptr %32, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !7
  %69 = getelementptr inbounds double, ptr %24, i64 %64
  %70 = load double, ptr %69, align 8, !tbaa !7
  %71 = fsub double %68, %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %71, double %65)
  %73 = or disjoint i64 %64, 1
  %74 = getelementptr inbounds double, ptr %32, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !7
  %76 = getelementptr inbounds double, ptr %24, i64 %73
  %77 = load double, ptr %76, align 8, !tbaa !7
  %78 = fsub double %75, %77
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %78, double %72)
  %80 = or disjoint i64 %64, 2
  %81 = getelementptr inbounds double, ptr %32, i64 %80
  %82 = load double, ptr %81, align 8, !tbaa !7
  %83 = getelementptr inbounds double, ptr %24, i64 %80
  %84 = load double, ptr %83, align 8, !tbaa !7
  %85 = fsub double %82, %84
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %85, double %79)
  %87 = or disjoint i64 %64, 3
  %88 = getelementptr inbounds double, ptr %32, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !7
  %90 = getelementptr inbounds double, ptr %24, i64 %87
  %91 = load double, ptr %90, align 8, !tbaa !7
  %92 = fsub double %89, %91
  %93 = tail call double @llvm.fmuladd.f64(double %92, double %92, double %86)
  %94 = add nuw nsw i64 %64, 4
  %95 = add i64 %66, 4
  %96 = icmp eq i64 %95, %15
  br i1 %96, label %38, label %63, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local void @kmeans_dir(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr nocapture noundef writeonly %5) local_unnamed_addr #2 {
  %7 = mul nsw i32 %4, %3
  %8 = sext i32 %7 to i64
  %9 = shl nsw i64 %8, 3
  %10 = tail call noalias ptr @malloc(i64 noundef %9) #7
  %11 = tail call noalias ptr @malloc(i64 noundef %9) #7
  %12 = tail call noalias ptr @malloc(i64 noundef %9) #7
  %13 = icmp sgt i32 %7, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %6
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  tail call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @kmeans_grad, i32 noundef %15, ptr noundef %0, i32 noundef %16, ptr noundef %1, ptr noundef %10, i32 noundef %16, ptr noundef %11, ptr noundef %12, i32 noundef %15, i32 noundef %2, i32 noundef %15, i32 noundef %3, i32 noundef %15, i32 noundef %4) #8
  br label %60

17:                                               ; preds = %6
  %18 = zext nneg i32 %7 to i64
  %19 = shl nuw nsw i64 %18, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %12, i8 0, i64 %19, i1 false), !tbaa !7
  %20 = icmp ult i32 %7, 4
  br i1 %20, label %21, label %23

21:                                               ; preds = %31, %17
  %22 = phi i64 [ 0, %17 ], [ %24, %31 ]
  br label %41

23:                                               ; preds = %17
  %24 = and i64 %18, 2147483644
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %29, %25 ]
  %27 = getelementptr inbounds double, ptr %10, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %27, align 8, !tbaa !7
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %28, align 8, !tbaa !7
  %29 = add nuw i64 %26, 4
  %30 = icmp eq i64 %29, %24
  br i1 %30, label %31, label %25, !llvm.loop !17

31:                                               ; preds = %25
  %32 = icmp eq i64 %24, %18
  br i1 %32, label %33, label %21

33:                                               ; preds = %41, %31
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %35 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  tail call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @kmeans_grad, i32 noundef %34, ptr noundef %0, i32 noundef %35, ptr noundef %1, ptr noundef nonnull %10, i32 noundef %35, ptr noundef %11, ptr noundef %12, i32 noundef %34, i32 noundef %2, i32 noundef %34, i32 noundef %3, i32 noundef %34, i32 noundef %4) #8
  br i1 %13, label %36, label %60

36:                                               ; preds = %33
  %37 = and i64 %18, 1
  %38 = icmp eq i32 %7, 1
  br i1 %38, label %46, label %39

39:                                               ; preds = %36
  %40 = and i64 %18, 2147483646
  br label %61

41:                                               ; preds = %21, %41
  %42 = phi i64 [ %44, %41 ], [ %22, %21 ]
  %43 = getelementptr inbounds double, ptr %10, i64 %42
  store double 1.000000e+00, ptr %43, align 8, !tbaa !7
  %44 = add nuw nsw i64 %42, 1
  %45 = icmp eq i64 %44, %18
  br i1 %45, label %33, label %41, !llvm.loop !20

46:                                               ; preds = %82, %36
  %47 = phi i64 [ 0, %36 ], [ %85, %82 ]
  %48 = icmp eq i64 %37, 0
  br i1 %48, label %60, label %49

49:                                               ; preds = %46
  %50 = getelementptr inbounds double, ptr %12, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !7
  %52 = fcmp une double %51, 0.000000e+00
  br i1 %52, label %53, label %57

53:                                               ; preds = %49
  %54 = getelementptr inbounds double, ptr %11, i64 %47
  %55 = load double, ptr %54, align 8, !tbaa !7
  %56 = fdiv double %55, %51
  br label %57

57:                                               ; preds = %53, %49
  %58 = phi double [ %56, %53 ], [ 0.000000e+00, %49 ]
  %59 = getelementptr inbounds double, ptr %5, i64 %47
  store double %58, ptr %59, align 8, !tbaa !7
  br label %60

60:                                               ; preds = %57, %46, %14, %33
  tail call void @free(ptr noundef %10) #8
  tail call void @free(ptr noundef %11) #8
  tail call void @free(ptr noundef %12) #8
  ret void

61:                                               ; preds = %82, %39
  %62 = phi i64 [ 0, %39 ], [ %85, %82 ]
  %63 = phi i64 [ 0, %39 ], [ %86, %82 ]
  %64 = getelementptr inbounds double, ptr %12, i64 %62
  %65 = load double, ptr %64, align 8, !tbaa !7
  %66 = fcmp une double %65, 0.000000e+00
  br i1 %66, label %67, label %71

67:                                               ; preds = %61
  %68 = getelementptr inbounds double, ptr %11, i64 %62
  %69 = load double, ptr %68, align 8, !tbaa !7
  %70 = fdiv double %69, %65
  br label %71

71:                                               ; preds = %61, %67
  %72 = phi double [ %70, %67 ], [ 0.000000e+00, %61 ]
  %73 = getelementptr inbounds double, ptr %5, i64 %62
  store double %72, ptr %73, align 8, !tbaa !7
  %74 = or disjoint i64 %62, 1
  %75 = getelementptr inbounds double, ptr %12, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !7
  %77 = fcmp une double %76, 0.000000e+00
  br i1 %77, label %78, label %82

78:                                               ; preds = %71
  %79 = getelementptr inbounds double, ptr %11, i64 %74
  %80 = load double, ptr %79, align 8, !tbaa !7
  %81 = fdiv double %80, %76
  br label %82

82:                                               ; preds = %78, %71
  %83 = phi double [ %81, %78 ], [ 0.000000e+00, %71 ]
  %84 = getelementptr inbounds double, ptr %5, i64 %74
  store double %83, ptr %84, align 8, !tbaa !7
  %85 = add nuw nsw i64 %62, 2
  %86 = add i64 %63, 2
  %87 = icmp eq i64 %86, %40
  br i1 %87, label %46, label %61, !llvm.loop !21
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal void @kmeans_grad(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #2 {
  %7 = mul nsw i32 %5, %4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = zext nneg i32 %7 to i64
  %11 = shl nuw nsw i64 %10, 3
  tail call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 %11, i1 false), !tbaa !7
  br label %12

12:                                               ; preds = %9, %6
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !15
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !15
  tail call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @kmeans_cost, i32 noundef %13, ptr noundef %0, i32 noundef %14, ptr noundef %1, ptr noundef %2, i32 noundef %13, i32 noundef %3, i32 noundef %13, i32 noundef %4, i32 noundef %13, i32 noundef %5) #8
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

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
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = distinct !{!17, !6, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !6, !19, !18}
!21 = distinct !{!21, !6}
