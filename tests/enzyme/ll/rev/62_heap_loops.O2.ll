; ModuleID = 'rev/62_heap_loops.c'
source_filename = "rev/62_heap_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = alloca [16 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [16 x double], align 16
  %6 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_energy, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, i32 noundef %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  br label %31

12:                                               ; preds = %0
  %13 = zext nneg i32 %7 to i64
  %14 = and i64 %13, 1
  %15 = icmp eq i32 %7, 1
  br i1 %15, label %18, label %16

16:                                               ; preds = %12
  %17 = and i64 %13, 2147483646
  br label %36

18:                                               ; preds = %36, %12
  %19 = phi i64 [ 0, %12 ], [ %52, %36 ]
  %20 = icmp eq i64 %14, 0
  br i1 %20, label %28, label %21

21:                                               ; preds = %18
  %22 = trunc nuw nsw i64 %19 to i32
  %23 = uitofp nneg i32 %22 to double
  %24 = fmul double %23, 1.700000e+00
  %25 = tail call double @sin(double noundef %24) #12
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 3.000000e-01, double 4.000000e-01)
  %27 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %19
  store double %26, ptr %27, align 8, !tbaa !9
  br label %28

28:                                               ; preds = %18, %21
  %29 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %30 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heap_energy, i32 noundef %29, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %30, i32 noundef %7) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #12
  br i1 %8, label %33, label %31

31:                                               ; preds = %9, %28
  %32 = load i32, ptr @fails, align 4, !tbaa !5
  br label %55

33:                                               ; preds = %28
  %34 = zext nneg i32 %7 to i64
  %35 = shl nuw nsw i64 %34, 3
  br label %63

36:                                               ; preds = %36, %16
  %37 = phi i64 [ 0, %16 ], [ %52, %36 ]
  %38 = phi i64 [ 0, %16 ], [ %53, %36 ]
  %39 = trunc nuw nsw i64 %37 to i32
  %40 = uitofp nneg i32 %39 to double
  %41 = fmul double %40, 1.700000e+00
  %42 = tail call double @sin(double noundef %41) #12
  %43 = tail call double @llvm.fmuladd.f64(double %42, double 3.000000e-01, double 4.000000e-01)
  %44 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %37
  store double %43, ptr %44, align 16, !tbaa !9
  %45 = or disjoint i64 %37, 1
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = uitofp nneg i32 %46 to double
  %48 = fmul double %47, 1.700000e+00
  %49 = tail call double @sin(double noundef %48) #12
  %50 = tail call double @llvm.fmuladd.f64(double %49, double 3.000000e-01, double 4.000000e-01)
  %51 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %45
  store double %50, ptr %51, align 8, !tbaa !9
  %52 = add nuw nsw i64 %37, 2
  %53 = add i64 %38, 2
  %54 = icmp eq i64 %53, %17
  br i1 %54, label %18, label %36, !llvm.loop !11

55:                                               ; preds = %63, %31
  %56 = phi i32 [ %32, %31 ], [ %91, %63 ]
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, ptr @.str.3, ptr @.str.2
  %59 = call i32 @puts(ptr nonnull dereferenceable(1) %58)
  %60 = load i32, ptr @fails, align 4, !tbaa !5
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %62

63:                                               ; preds = %33, %63
  %64 = phi i64 [ 0, %33 ], [ %92, %63 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull align 16 %2, i64 %35, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 16 %2, i64 %35, i1 false), !tbaa !9
  %65 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = fadd double %66, 0x3EB0C6F7A0B5ED8D
  store double %67, ptr %65, align 8, !tbaa !9
  %68 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %64
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = fadd double %69, 0xBEB0C6F7A0B5ED8D
  store double %70, ptr %68, align 8, !tbaa !9
  %71 = trunc nuw nsw i64 %64 to i32
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %71) #12
  %73 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %64
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = call double @heap_energy(ptr noundef nonnull %5, i32 noundef %7)
  %76 = call double @heap_energy(ptr noundef nonnull %6, i32 noundef %7)
  %77 = fsub double %75, %76
  %78 = fdiv double %77, 2.000000e-06
  %79 = fsub double %74, %78
  %80 = call double @llvm.fabs.f64(double %79)
  %81 = call double @llvm.fabs.f64(double %78)
  %82 = call double @llvm.maxnum.f64(double %81, double 1.000000e+00)
  %83 = fmul double %82, 0x3EB0C6F7A0B5ED8D
  %84 = fcmp ugt double %80, %83
  %85 = fcmp ule double %81, 1.000000e-09
  %86 = or i1 %85, %84
  %87 = select i1 %86, ptr @.str.2, ptr @.str.3
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %4, double noundef %74, double noundef %78, ptr noundef nonnull %87)
  %89 = zext i1 %86 to i32
  %90 = load i32, ptr @fails, align 4, !tbaa !5
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #12
  %92 = add nuw nsw i64 %64, 1
  %93 = icmp eq i64 %92, %34
  br i1 %93, label %55, label %63, !llvm.loop !13
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
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @sin(double noundef %12) #12
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %7
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = fmul double %13, %19
  %21 = getelementptr inbounds double, ptr %4, i64 %9
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fadd double %22, %20
  store double %23, ptr %21, align 8, !tbaa !9
  %24 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  %25 = load double, ptr %11, align 8, !tbaa !9
  %26 = fmul double %23, %25
  store double %26, ptr %24, align 8, !tbaa !14
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  store ptr %10, ptr %27, align 8, !tbaa !17
  %28 = icmp eq i64 %14, %7
  br i1 %28, label %29, label %8, !llvm.loop !18

29:                                               ; preds = %8, %29
  %30 = phi ptr [ %33, %29 ], [ %24, %8 ]
  %31 = phi double [ %35, %29 ], [ 0.000000e+00, %8 ]
  %32 = getelementptr inbounds i8, ptr %30, i64 8
  %33 = load ptr, ptr %32, align 8, !tbaa !17
  %34 = load double, ptr %30, align 8, !tbaa !14
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %34, double %31)
  tail call void @free(ptr noundef nonnull %30) #12
  %36 = icmp eq ptr %33, null
  br i1 %36, label %37, label %29, !llvm.loop !19

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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind allocsize(0) }

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
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !10, i64 0}
!15 = !{!"node", !10, i64 0, !16, i64 8}
!16 = !{!"any pointer", !7, i64 0}
!17 = !{!15, !16, i64 8}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
