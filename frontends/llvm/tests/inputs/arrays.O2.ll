; ModuleID = 'src/arrays.c'
source_filename = "src/arrays.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local local_unnamed_addr global [3 x [4 x i32]] [[4 x i32] [i32 1, i32 2, i32 3, i32 4], [4 x i32] [i32 5, i32 6, i32 7, i32 8], [4 x i32] zeroinitializer], align 16
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@names = dso_local local_unnamed_addr global [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @weighted(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load double, ptr %0, align 8, !tbaa !5
  %3 = tail call double @llvm.fmuladd.f64(double %2, double 2.500000e-01, double 0.000000e+00)
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 5.000000e-01, double %3)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = tail call double @llvm.fmuladd.f64(double %8, double 1.250000e-01, double %6)
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load double, ptr %10, align 8, !tbaa !5
  %12 = tail call double @llvm.fmuladd.f64(double %11, double 1.000000e-03, double %9)
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @lookup(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = sext i32 %0 to i64
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds [3 x [4 x i32]], ptr @table, i64 0, i64 %3, i64 %4
  %6 = load i32, ptr %5, align 4, !tbaa !9
  ret i32 %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #3 {
  %5 = zext i32 %0 to i64
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %17

7:                                                ; preds = %4
  %8 = and i64 %5, 3
  %9 = icmp ult i32 %0, 4
  %10 = and i64 %5, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %7, %21
  %13 = phi i64 [ %22, %21 ], [ 0, %7 ]
  %14 = mul nuw nsw i64 %13, %5
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %3, i64 %14
  br label %18

17:                                               ; preds = %21, %4
  ret void

18:                                               ; preds = %12, %41
  %19 = phi i64 [ 0, %12 ], [ %44, %41 ]
  %20 = getelementptr inbounds double, ptr %2, i64 %19
  br i1 %9, label %24, label %46

21:                                               ; preds = %41
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %5
  br i1 %23, label %17, label %12, !llvm.loop !11

24:                                               ; preds = %46, %18
  %25 = phi double [ poison, %18 ], [ %76, %46 ]
  %26 = phi i64 [ 0, %18 ], [ %77, %46 ]
  %27 = phi double [ 0.000000e+00, %18 ], [ %76, %46 ]
  br i1 %11, label %41, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %38, %28 ], [ %26, %24 ]
  %30 = phi double [ %37, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %39, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %15, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = mul nuw nsw i64 %29, %5
  %35 = getelementptr inbounds double, ptr %20, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %36, double %30)
  %38 = add nuw nsw i64 %29, 1
  %39 = add i64 %31, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %41, label %28, !llvm.loop !13

41:                                               ; preds = %28, %24
  %42 = phi double [ %25, %24 ], [ %37, %28 ]
  %43 = getelementptr inbounds double, ptr %16, i64 %19
  store double %42, ptr %43, align 8, !tbaa !5
  %44 = add nuw nsw i64 %19, 1
  %45 = icmp eq i64 %44, %5
  br i1 %45, label %21, label %18, !llvm.loop !15

46:                                               ; preds = %18, %46
  %47 = phi i64 [ %77, %46 ], [ 0, %18 ]
  %48 = phi double [ %76, %46 ], [ 0.000000e+00, %18 ]
  %49 = phi i64 [ %78, %46 ], [ 0, %18 ]
  %50 = getelementptr inbounds double, ptr %15, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !5
  %52 = mul nuw nsw i64 %47, %5
  %53 = getelementptr inbounds double, ptr %20, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = or disjoint i64 %47, 1
  %57 = getelementptr inbounds double, ptr %15, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = mul nuw nsw i64 %56, %5
  %60 = getelementptr inbounds double, ptr %20, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = or disjoint i64 %47, 2
  %64 = getelementptr inbounds double, ptr %15, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = mul nuw nsw i64 %63, %5
  %67 = getelementptr inbounds double, ptr %20, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !5
  %69 = tail call double @llvm.fmuladd.f64(double %65, double %68, double %62)
  %70 = or disjoint i64 %47, 3
  %71 = getelementptr inbounds double, ptr %15, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = mul nuw nsw i64 %70, %5
  %74 = getelementptr inbounds double, ptr %20, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !5
  %76 = tail call double @llvm.fmuladd.f64(double %72, double %75, double %69)
  %77 = add nuw nsw i64 %47, 4
  %78 = add i64 %49, 4
  %79 = icmp eq i64 %78, %10
  br i1 %79, label %24, label %46, !llvm.loop !16
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
