; ModuleID = 'fwd/14_tree_sum.c'
source_filename = "fwd/14_tree_sum.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"tree_sum\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  store double 2.000000e-01, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store double 2.000000e-01, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  store double 9.000000e-01, ptr %3, align 8, !tbaa !6
  %4 = call fastcc ptr @build(i32 noundef 4, i32 noundef 0, ptr noundef nonnull %1, double noundef 1.000000e+00)
  %5 = call fastcc ptr @build(i32 noundef 4, i32 noundef 0, ptr noundef nonnull %2, double noundef 1.000000e+00)
  %6 = call fastcc ptr @build(i32 noundef 4, i32 noundef 0, ptr noundef nonnull %3, double noundef 8.000000e-01)
  %7 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @tree_sum, i32 noundef %7, ptr noundef %4, ptr noundef %6) #12
  call fastcc void @shift(ptr noundef %5, ptr noundef %6, double noundef 1.000000e-05)
  %9 = call double @tree_sum(ptr noundef %5)
  call fastcc void @shift(ptr noundef %5, ptr noundef %6, double noundef -2.000000e-05)
  %10 = call double @tree_sum(ptr noundef %5)
  %11 = fsub double %9, %10
  %12 = fdiv double %11, 2.000000e-05
  %13 = fsub double %8, %12
  %14 = call double @llvm.fabs.f64(double %13)
  %15 = call double @llvm.fabs.f64(double %12)
  %16 = call double @llvm.maxnum.f64(double %15, double 1.000000e+00)
  %17 = fmul double %16, 0x3EB0C6F7A0B5ED8D
  %18 = fcmp ugt double %14, %17
  %19 = fcmp ule double %15, 1.000000e-09
  %20 = or i1 %19, %18
  %21 = select i1 %20, ptr @.str.2, ptr @.str.3
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str, double noundef %8, double noundef %12, ptr noundef nonnull %21)
  %23 = zext i1 %20 to i32
  %24 = load i32, ptr @fails, align 4, !tbaa !10
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr @fails, align 4, !tbaa !10
  call fastcc void @release(ptr noundef %4)
  call fastcc void @release(ptr noundef %5)
  call fastcc void @release(ptr noundef %6)
  %26 = load i32, ptr @fails, align 4, !tbaa !10
  %27 = icmp eq i32 %26, 0
  %28 = select i1 %27, ptr @.str.3, ptr @.str.2
  %29 = call i32 @puts(ptr nonnull dereferenceable(1) %28)
  %30 = load i32, ptr @fails, align 4, !tbaa !10
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  ret i32 %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc noalias noundef ptr @build(i32 noundef %0, i32 noundef %1, ptr noundef %2, double noundef %3) unnamed_addr #2 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4, %8
  %7 = phi ptr [ %9, %8 ], [ null, %4 ]
  ret ptr %7

8:                                                ; preds = %4
  %9 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #13
  %10 = load double, ptr %2, align 8, !tbaa !6
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 1.700000e+00, double 3.100000e-01)
  %12 = tail call double @fmod(double noundef %11, double noundef 2.000000e+00) #12
  %13 = fadd double %12, -5.000000e-01
  store double %13, ptr %2, align 8, !tbaa !6
  %14 = fmul double %13, %3
  store double %14, ptr %9, align 8, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %1, ptr %15, align 8, !tbaa !15
  %16 = add nsw i32 %0, -1
  %17 = add nsw i32 %1, 1
  %18 = tail call fastcc ptr @build(i32 noundef %16, i32 noundef %17, ptr noundef nonnull %2, double noundef %3)
  %19 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %18, ptr %19, align 8, !tbaa !16
  %20 = tail call fastcc ptr @build(i32 noundef %16, i32 noundef %17, ptr noundef nonnull %2, double noundef %3)
  %21 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %20, ptr %21, align 8, !tbaa !17
  br label %6
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @tree_sum(ptr noundef readonly %0) #4 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi double [ %21, %5 ], [ 0.000000e+00, %1 ]
  ret double %4

5:                                                ; preds = %1
  %6 = load double, ptr %0, align 8, !tbaa !12
  %7 = fmul double %6, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !15
  %10 = add nsw i32 %9, 1
  %11 = sitofp i32 %10 to double
  %12 = tail call double @sin(double noundef %6) #12
  %13 = tail call double @llvm.fmuladd.f64(double %7, double %11, double %12)
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !16
  %16 = tail call double @tree_sum(ptr noundef %15)
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double %13)
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !17
  %20 = tail call double @tree_sum(ptr noundef %19)
  %21 = fadd double %17, %20
  br label %3
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @shift(ptr noundef %0, ptr nocapture noundef readonly %1, double noundef %2) unnamed_addr #5 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %20, label %5

5:                                                ; preds = %3, %5
  %6 = phi ptr [ %18, %5 ], [ %1, %3 ]
  %7 = phi ptr [ %16, %5 ], [ %0, %3 ]
  %8 = load double, ptr %6, align 8, !tbaa !12
  %9 = load double, ptr %7, align 8, !tbaa !12
  %10 = tail call double @llvm.fmuladd.f64(double %2, double %8, double %9)
  store double %10, ptr %7, align 8, !tbaa !12
  %11 = getelementptr inbounds i8, ptr %7, i64 16
  %12 = load ptr, ptr %11, align 8, !tbaa !16
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !16
  tail call fastcc void @shift(ptr noundef %12, ptr noundef %14, double noundef %2)
  %15 = getelementptr inbounds i8, ptr %7, i64 24
  %16 = load ptr, ptr %15, align 8, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %6, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !17
  %19 = icmp eq ptr %16, null
  br i1 %19, label %20, label %5

20:                                               ; preds = %5, %3
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @release(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !16
  tail call fastcc void @release(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !17
  tail call fastcc void @release(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #12
  br label %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @fmod(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"node", !7, i64 0, !11, i64 8, !14, i64 16, !14, i64 24}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!13, !11, i64 8}
!16 = !{!13, !14, i64 16}
!17 = !{!13, !14, i64 24}
