; ModuleID = 'norm.O2.bc'
source_filename = "norm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.P = type { double, double, i32 }

@g = internal unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.500000e+00, double -3.000000e+00, double 4.000000e+00], align 16
@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @norm(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %30

10:                                               ; preds = %30, %4
  %11 = phi double [ poison, %4 ], [ %56, %30 ]
  %12 = phi i64 [ 0, %4 ], [ %57, %30 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %56, %30 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.P, ptr %0, i64 %12
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !11
  %20 = tail call double @sin(double noundef %19) #5
  %21 = and i64 %12, 3
  %22 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !12
  %24 = fmul double %20, %23
  %25 = tail call double @llvm.fmuladd.f64(double %17, double %17, double %24)
  %26 = fadd double %13, %25
  br label %27

27:                                               ; preds = %15, %10, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %26, %15 ]
  %29 = tail call double @sqrt(double noundef %28) #5
  ret double %29

30:                                               ; preds = %30, %8
  %31 = phi i64 [ 0, %8 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %8 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %8 ], [ %58, %30 ]
  %34 = getelementptr inbounds %struct.P, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  %37 = load double, ptr %36, align 8, !tbaa !11
  %38 = tail call double @sin(double noundef %37) #5
  %39 = and i64 %31, 2
  %40 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %39
  %41 = load double, ptr %40, align 16, !tbaa !12
  %42 = fmul double %38, %41
  %43 = tail call double @llvm.fmuladd.f64(double %35, double %35, double %42)
  %44 = fadd double %32, %43
  %45 = or disjoint i64 %31, 1
  %46 = getelementptr inbounds %struct.P, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %46, i64 8
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = tail call double @sin(double noundef %49) #5
  %51 = and i64 %45, 3
  %52 = getelementptr inbounds [4 x double], ptr @g, i64 0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !12
  %54 = fmul double %50, %53
  %55 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %54)
  %56 = fadd double %44, %55
  %57 = add nuw nsw i64 %31, 2
  %58 = add i64 %33, 2
  %59 = icmp eq i64 %58, %9
  br i1 %59, label %10, label %30, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 3) i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x401F6145CAC2A705, double noundef 1.500000e+00)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"P", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 8}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
