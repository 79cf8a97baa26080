; ModuleID = 'c/18_func_ptr_dispatch.c'
source_filename = "c/18_func_ptr_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i8, ptr }

@.str = private unnamed_addr constant [11 x i8] c"+3*2-1/4M9\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"%c %c -> %.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"lookup('?') is null: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"sum squares=%.1f product=%.1f max=%.1f\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"after half: %.2f %.2f\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"chain(2)=%.9f chain(3)=%.9f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"pick(%d)(0.5)=%.9f\0A\00", align 1
@optable = internal unnamed_addr constant [5 x %struct.anon] [%struct.anon { i8 43, ptr @f_add }, %struct.anon { i8 45, ptr @f_sub }, %struct.anon { i8 42, ptr @f_mul }, %struct.anon { i8 47, ptr @f_div }, %struct.anon { i8 77, ptr @f_max }], align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %19, %0
  %2 = phi ptr [ @.str, %0 ], [ %31, %19 ]
  %3 = phi double [ 1.000000e+00, %0 ], [ %28, %19 ]
  %4 = load i8, ptr %2, align 1, !tbaa !6
  switch i8 %4, label %32 [
    i8 0, label %5
    i8 43, label %19
    i8 45, label %15
    i8 42, label %16
    i8 47, label %17
    i8 77, label %18
  ]

5:                                                ; preds = %1
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.040000e+02, double noundef 0x41D8399000000000, double noundef 6.400000e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 5.000000e-01, double noundef 3.200000e+01)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.000000e+00, double noundef 4.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, double noundef 2.500000e-01)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, double noundef 2.500000e-01)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, double noundef -5.000000e-01)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, double noundef 0x3FE6A09E667F3BCD)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, double noundef 0x3FDEAEE8744B05F0)
  ret i32 0

15:                                               ; preds = %1
  br label %19

16:                                               ; preds = %1
  br label %19

17:                                               ; preds = %1
  br label %19

18:                                               ; preds = %1
  br label %19

19:                                               ; preds = %1, %18, %17, %16, %15
  %20 = phi ptr [ getelementptr inbounds (i8, ptr @optable, i64 16), %15 ], [ getelementptr inbounds (i8, ptr @optable, i64 32), %16 ], [ getelementptr inbounds (i8, ptr @optable, i64 48), %17 ], [ getelementptr inbounds (i8, ptr @optable, i64 64), %18 ], [ @optable, %1 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds i8, ptr %2, i64 1
  %24 = load i8, ptr %23, align 1, !tbaa !6
  %25 = zext i8 %24 to i32
  %26 = add nsw i32 %25, -48
  %27 = sitofp i32 %26 to double
  %28 = tail call double %22(double noundef %3, double noundef %27) #3
  %29 = zext nneg i8 %4 to i32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %29, i32 noundef %25, double noundef %28)
  %31 = getelementptr inbounds i8, ptr %2, i64 2
  br label %1, !llvm.loop !12

32:                                               ; preds = %1
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_add(double noundef %0, double noundef %1) #2 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_mul(double noundef %0, double noundef %1) #2 {
  %3 = fmul double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_max(double noundef %0, double noundef %1) #2 {
  %3 = fcmp ogt double %0, %1
  %4 = select i1 %3, double %0, double %1
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_sub(double noundef %0, double noundef %1) #2 {
  %3 = fsub double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @f_div(double noundef %0, double noundef %1) #2 {
  %3 = fdiv double %0, %1
  ret double %3
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"", !7, i64 0, !11, i64 8}
!11 = !{!"any pointer", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
