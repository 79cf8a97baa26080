; ModuleID = 'fwd/38_out_pointers.c'
source_filename = "fwd/38_out_pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.m = private unnamed_addr constant [4 x double] [double 2.000000e+00, double 5.000000e-01, double -1.000000e+00, double 3.000000e+00], align 16
@__const.main.dm = private unnamed_addr constant [4 x double] [double 1.000000e-01, double -3.000000e-01, double 4.000000e-01, double 2.000000e-01], align 16
@.str = private unnamed_addr constant [9 x i8] c"solve2 x\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"solve2 y\00", align 1
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01], align 16
@__const.main.dv = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 2.000000e-01, double -1.000000e+00], align 16
@.str.2 = private unnamed_addr constant [14 x i8] c"normalize[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x double], align 16
  %2 = alloca [4 x double], align 16
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 16
  %8 = alloca [3 x double], align 16
  %9 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.m, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.dm, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  call void (ptr, ...) @__enzyme_fwddiff_outputs(ptr noundef nonnull @solve2, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.000000e+00, double noundef 5.000000e-01, double noundef -2.000000e+00, double noundef 1.000000e+00, ptr noundef nonnull %3, ptr noundef nonnull %5, ptr noundef nonnull %4, ptr noundef nonnull %6) #10
  %10 = load double, ptr %5, align 8, !tbaa !5
  %11 = fadd double %10, 0xBFB2C88EFF1A0B80
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3EB0C6F7A0B5ED8D
  %14 = select i1 %13, ptr @.str.4, ptr @.str.5
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %10, double noundef 0x3FB2C88EFF1A0B80, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !9
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !9
  %19 = load double, ptr %6, align 8, !tbaa !5
  %20 = fadd double %19, 0xBFD39DD7674F9260
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB0C6F7A0B5ED8D
  %23 = select i1 %22, ptr @.str.4, ptr @.str.5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %19, double noundef 0x3FD39DD7674F9260, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !9
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %7, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.v, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %8, ptr noundef nonnull align 16 dereferenceable(24) @__const.main.dv, i64 24, i1 false)
  %28 = getelementptr inbounds i8, ptr %8, i64 8
  %29 = getelementptr inbounds i8, ptr %8, i64 16
  call void (ptr, ...) @__enzyme_fwddiff_outputs(ptr noundef nonnull @normalize, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef 3) #10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10
  %30 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 0) #10
  %31 = load double, ptr %8, align 16, !tbaa !5
  %32 = fadd double %31, 0xBFC724C0BD1780DF
  %33 = call double @llvm.fabs.f64(double %32)
  %34 = fcmp ugt double %33, 0x3EB0C6F7A0B5ED8D
  %35 = select i1 %34, ptr @.str.4, ptr @.str.5
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, double noundef %31, double noundef 0x3FC724C0BD1780DF, ptr noundef nonnull %35)
  %37 = zext i1 %34 to i32
  %38 = load i32, ptr @fails, align 4, !tbaa !9
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !9
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 1) #10
  %41 = load double, ptr %28, align 8, !tbaa !5
  %42 = fadd double %41, 0x3F8989A88A1C7BFF
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = fcmp ugt double %43, 0x3EB0C6F7A0B5ED8D
  %45 = select i1 %44, ptr @.str.4, ptr @.str.5
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, double noundef %41, double noundef 0xBF8989A88A1C7BFF, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !9
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !9
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %9, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef 2) #10
  %51 = load double, ptr %29, align 16, !tbaa !5
  %52 = fadd double %51, 0x3FDA55F5CE5989BF
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, 0x3EB0C6F7A0B5ED8D
  %55 = select i1 %54, ptr @.str.4, ptr @.str.5
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %9, double noundef %51, double noundef 0xBFDA55F5CE5989BF, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !9
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !9
  %60 = icmp eq i32 %59, 0
  %61 = select i1 %60, ptr @.str.5, ptr @.str.4
  %62 = call i32 @puts(ptr nonnull dereferenceable(1) %61)
  %63 = load i32, ptr @fails, align 4, !tbaa !9
  %64 = icmp ne i32 %63, 0
  %65 = zext i1 %64 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_fwddiff_outputs(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal range(i32 -1, 1) i32 @solve2(ptr nocapture noundef readonly %0, double noundef %1, double noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4) #5 {
  %6 = load double, ptr %0, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = fneg double %10
  %14 = fmul double %12, %13
  %15 = tail call double @llvm.fmuladd.f64(double %6, double %8, double %14)
  %16 = fcmp oeq double %15, 0.000000e+00
  br i1 %16, label %27, label %17

17:                                               ; preds = %5
  %18 = fmul double %13, %2
  %19 = tail call double @llvm.fmuladd.f64(double %1, double %8, double %18)
  %20 = fdiv double %19, %15
  store double %20, ptr %3, align 8, !tbaa !5
  %21 = load double, ptr %0, align 8, !tbaa !5
  %22 = load double, ptr %11, align 8, !tbaa !5
  %23 = fneg double %22
  %24 = fmul double %23, %1
  %25 = tail call double @llvm.fmuladd.f64(double %21, double %2, double %24)
  %26 = fdiv double %25, %15
  store double %26, ptr %4, align 8, !tbaa !5
  br label %27

27:                                               ; preds = %5, %17
  %28 = phi i32 [ 0, %17 ], [ -1, %5 ]
  ret i32 %28
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @normalize(ptr nocapture noundef %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %72

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %50

10:                                               ; preds = %50, %4
  %11 = phi double [ poison, %4 ], [ %68, %50 ]
  %12 = phi i64 [ 0, %4 ], [ %69, %50 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %68, %50 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi double [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17)
  %22 = add nuw nsw i64 %16, 1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %6
  br i1 %24, label %25, label %15, !llvm.loop !11

25:                                               ; preds = %15, %10
  %26 = phi double [ %11, %10 ], [ %21, %15 ]
  %27 = tail call double @sqrt(double noundef %26) #10
  %28 = fdiv double 1.000000e+00, %27
  br i1 %3, label %29, label %72

29:                                               ; preds = %25
  %30 = zext nneg i32 %1 to i64
  %31 = icmp ult i32 %1, 4
  br i1 %31, label %32, label %34

32:                                               ; preds = %48, %29
  %33 = phi i64 [ 0, %29 ], [ %35, %48 ]
  br label %73

34:                                               ; preds = %29
  %35 = and i64 %5, 2147483644
  %36 = insertelement <2 x double> poison, double %28, i64 0
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  br label %38

38:                                               ; preds = %38, %34
  %39 = phi i64 [ 0, %34 ], [ %46, %38 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = getelementptr inbounds i8, ptr %40, i64 16
  %42 = load <2 x double>, ptr %40, align 8, !tbaa !5
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !5
  %44 = fmul <2 x double> %37, %42
  %45 = fmul <2 x double> %37, %43
  store <2 x double> %44, ptr %40, align 8, !tbaa !5
  store <2 x double> %45, ptr %41, align 8, !tbaa !5
  %46 = add nuw i64 %39, 4
  %47 = icmp eq i64 %46, %35
  br i1 %47, label %48, label %38, !llvm.loop !13

48:                                               ; preds = %38
  %49 = icmp eq i64 %35, %5
  br i1 %49, label %72, label %32

50:                                               ; preds = %50, %8
  %51 = phi i64 [ 0, %8 ], [ %69, %50 ]
  %52 = phi double [ 0.000000e+00, %8 ], [ %68, %50 ]
  %53 = phi i64 [ 0, %8 ], [ %70, %50 ]
  %54 = getelementptr inbounds double, ptr %0, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %52)
  %57 = or disjoint i64 %51, 1
  %58 = getelementptr inbounds double, ptr %0, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %56)
  %61 = or disjoint i64 %51, 2
  %62 = getelementptr inbounds double, ptr %0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !5
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %63, double %60)
  %65 = or disjoint i64 %51, 3
  %66 = getelementptr inbounds double, ptr %0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %67, double %64)
  %69 = add nuw nsw i64 %51, 4
  %70 = add i64 %53, 4
  %71 = icmp eq i64 %70, %9
  br i1 %71, label %10, label %50, !llvm.loop !17

72:                                               ; preds = %73, %48, %2, %25
  ret void

73:                                               ; preds = %32, %73
  %74 = phi i64 [ %78, %73 ], [ %33, %32 ]
  %75 = getelementptr inbounds double, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = fmul double %28, %76
  store double %77, ptr %75, align 8, !tbaa !5
  %78 = add nuw nsw i64 %74, 1
  %79 = icmp eq i64 %78, %30
  br i1 %79, label %72, label %73, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !16, !15}
