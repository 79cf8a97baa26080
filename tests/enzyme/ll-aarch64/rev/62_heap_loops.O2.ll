; ModuleID = 'rev/62_heap_loops.c'
source_filename = "rev/62_heap_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [32 x i8], align 1
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_energy, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, i32 noundef %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  br label %17

12:                                               ; preds = %0
  %13 = zext nneg i32 %7 to i64
  br label %22

14:                                               ; preds = %22
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_energy, i32 noundef %15, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %16, i32 noundef %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  br i1 %8, label %19, label %17

17:                                               ; preds = %9, %14
  %18 = load i32, ptr @fails, align 4, !tbaa !6
  br label %32

19:                                               ; preds = %14
  %20 = zext nneg i32 %7 to i64
  %21 = shl nuw nsw i64 %20, 3
  br label %40

22:                                               ; preds = %12, %22
  %23 = phi i64 [ 0, %12 ], [ %30, %22 ]
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = fmul double %25, 1.700000e+00
  %27 = tail call double @sin(double noundef %26) #12
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 3.000000e-01, double 4.000000e-01)
  %29 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %23
  store double %28, ptr %29, align 8, !tbaa !10
  %30 = add nuw nsw i64 %23, 1
  %31 = icmp eq i64 %30, %13
  br i1 %31, label %14, label %22, !llvm.loop !12

32:                                               ; preds = %40, %17
  %33 = phi i32 [ %18, %17 ], [ %68, %40 ]
  %34 = icmp eq i32 %33, 0
  %35 = select i1 %34, ptr @.str.3, ptr @.str.2
  %36 = call i32 @puts(ptr nonnull dereferenceable(1) %35)
  %37 = load i32, ptr @fails, align 4, !tbaa !6
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %39

40:                                               ; preds = %19, %40
  %41 = phi i64 [ 0, %19 ], [ %69, %40 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %2, i64 %21, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %2, i64 %21, i1 false), !tbaa !10
  %42 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !10
  %44 = fadd double %43, 0x3EB0C6F7A0B5ED8D
  store double %44, ptr %42, align 8, !tbaa !10
  %45 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %41
  %46 = load double, ptr %45, align 8, !tbaa !10
  %47 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !10
  %48 = trunc nuw nsw i64 %41 to i32
  %49 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %48) #12
  %50 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %41
  %51 = load double, ptr %50, align 8, !tbaa !10
  %52 = call double @heap_energy(ptr noundef nonnull %5, i32 noundef %7)
  %53 = call double @heap_energy(ptr noundef nonnull %6, i32 noundef %7)
  %54 = fsub double %52, %53
  %55 = fdiv double %54, 2.000000e-06
  %56 = fsub double %51, %55
  %57 = call double @llvm.fabs.f64(double %56)
  %58 = call double @llvm.fabs.f64(double %55)
  %59 = call double @llvm.maxnum.f64(double %58, double 1.000000e+00)
  %60 = fmul double %59, 0x3EB0C6F7A0B5ED8D
  %61 = fcmp ugt double %57, %60
  %62 = fcmp ule double %58, 1.000000e-09
  %63 = or i1 %62, %61
  %64 = select i1 %63, ptr @.str.2, ptr @.str.3
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %4, double noundef %51, double noundef %55, ptr noundef nonnull %64)
  %66 = zext i1 %63 to i32
  %67 = load i32, ptr @fails, align 4, !tbaa !6
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #12
  %69 = add nuw nsw i64 %41, 1
  %70 = icmp eq i64 %69, %20
  br i1 %70, label %32, label %40, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define internal double @heap_energy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = sext i32 %1 to i64
  %4 = tail call noalias ptr @calloc(i64 noundef %3, i64 noundef 8) #13
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %37

6:                                                ; preds = %2
  %7 = zext nneg i32 %1 to i64
  br label %8

8:                                                ; preds = %6, %8
  %9 = phi i64 [ 0, %6 ], [ %14, %8 ]
  %10 = phi ptr [ null, %6 ], [ %24, %8 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = tail call double @sin(double noundef %12) #12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %7
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !10
  %20 = fmul double %13, %19
  %21 = getelementptr inbounds double, ptr %4, i64 %9
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = fadd double %22, %20
  store double %23, ptr %21, align 8, !tbaa !10
  %24 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  %25 = load double, ptr %11, align 8, !tbaa !10
  %26 = fmul double %23, %25
  store double %26, ptr %24, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %10, ptr %27, align 8, !tbaa !18
  %28 = icmp eq i64 %14, %7
  br i1 %28, label %29, label %8, !llvm.loop !19

29:                                               ; preds = %8, %29
  %30 = phi ptr [ %33, %29 ], [ %24, %8 ]
  %31 = phi double [ %35, %29 ], [ 0.000000e+00, %8 ]
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !18
  %34 = load double, ptr %30, align 8, !tbaa !15
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %31)
  tail call void @free(ptr noundef nonnull %30) #12
  %36 = icmp eq ptr %33, null
  br i1 %36, label %37, label %29, !llvm.loop !20

37:                                               ; preds = %29, %2
  %38 = phi double [ 0.000000e+00, %2 ], [ %35, %29 ]
  tail call void @free(ptr noundef %4) #12
  ret double %38
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16, !11, i64 0}
!16 = !{!"node", !11, i64 0, !17, i64 8}
!17 = !{!"any pointer", !8, i64 0}
!18 = !{!16, !17, i64 8}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
