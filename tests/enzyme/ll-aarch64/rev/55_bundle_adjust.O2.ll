; ModuleID = 'rev/55_bundle_adjust.c'
source_filename = "rev/55_bundle_adjust.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@nobs = internal unnamed_addr global i32 5, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@cams = internal global [18 x double] [double 1.000000e-01, double -2.000000e-01, double 5.000000e-02, double 3.000000e-01, double -1.000000e-01, double -5.000000e+00, double 1.200000e+00, double 1.000000e-02, double -2.000000e-03, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double -4.000000e-01, double 2.000000e-01, double -6.000000e+00, double 9.000000e-01, double 2.000000e-02, double 1.000000e-03], align 8
@pts = internal global [9 x double] [double 5.000000e-01, double 3.000000e-01, double 1.000000e+00, double 0xBFE6666666666666, double 4.000000e-01, double 5.000000e-01, double 2.000000e-01, double -6.000000e-01, double -3.000000e-01], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@cam_idx = internal constant [5 x i32] [i32 0, i32 0, i32 1, i32 1, i32 1], align 4
@pt_idx = internal constant [5 x i32] [i32 0, i32 2, i32 0, i32 1, i32 2], align 4
@obs = internal constant [10 x double] [double 1.200000e-01, double 8.000000e-02, double 5.000000e-02, double -1.500000e-01, double -1.000000e-01, double 5.000000e-02, double -2.000000e-01, double 1.200000e-01, double 3.000000e-02, double 0xBFB70A3D70A3D70A], align 8
@.str = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"d/dpoint\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"d/dcam\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [18 x double], align 8
  %3 = alloca [9 x double], align 8
  %4 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  store i32 %5, ptr @nobs, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 144, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(144) %2, i8 0, i64 144, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %3, i8 0, i64 72, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @ba_objective, i32 noundef %6, ptr noundef nonnull @cams, ptr noundef nonnull %2, i32 noundef %6, ptr noundef nonnull @pts, ptr noundef nonnull %3, i32 noundef %7, ptr noundef nonnull @cam_idx, i32 noundef %7, ptr noundef nonnull @pt_idx, i32 noundef %7, ptr noundef nonnull @obs, i32 noundef %7, i32 noundef %5) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  br label %47

9:                                                ; preds = %47, %9
  %10 = phi i64 [ %38, %9 ], [ 0, %47 ]
  %11 = getelementptr inbounds double, ptr @pts, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = fadd double %12, 0x3EB0C6F7A0B5ED8D
  store double %13, ptr %11, align 8, !tbaa !10
  %14 = load i32, ptr @nobs, align 4, !tbaa !6
  %15 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %14)
  %16 = fadd double %12, 0xBEB0C6F7A0B5ED8D
  store double %16, ptr %11, align 8, !tbaa !10
  %17 = load i32, ptr @nobs, align 4, !tbaa !6
  %18 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %17)
  store double %12, ptr %11, align 8, !tbaa !10
  %19 = trunc nuw nsw i64 %10 to i32
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef %19) #10
  %21 = getelementptr inbounds double, ptr %3, i64 %10
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = fsub double %15, %18
  %24 = fdiv double %23, 2.000000e-06
  %25 = fsub double %22, %24
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = call double @llvm.fabs.f64(double %24)
  %28 = call double @llvm.maxnum.f64(double %27, double 1.000000e+00)
  %29 = fmul double %28, 0x3EB0C6F7A0B5ED8D
  %30 = fcmp ugt double %26, %29
  %31 = fcmp ule double %27, 1.000000e-09
  %32 = or i1 %31, %30
  %33 = select i1 %32, ptr @.str.4, ptr @.str.5
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %4, double noundef %22, double noundef %24, ptr noundef nonnull %33)
  %35 = zext i1 %32 to i32
  %36 = load i32, ptr @fails, align 4, !tbaa !6
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4, !tbaa !6
  %38 = add nuw nsw i64 %10, 1
  %39 = icmp eq i64 %38, 9
  br i1 %39, label %40, label %9, !llvm.loop !12

40:                                               ; preds = %9
  %41 = icmp eq i32 %37, 0
  %42 = select i1 %41, ptr @.str.5, ptr @.str.4
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) %42)
  %44 = load i32, ptr @fails, align 4, !tbaa !6
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 144, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %46

47:                                               ; preds = %0, %47
  %48 = phi i64 [ 0, %0 ], [ %76, %47 ]
  %49 = getelementptr inbounds double, ptr @cams, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %49, align 8, !tbaa !10
  %52 = load i32, ptr @nobs, align 4, !tbaa !6
  %53 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %52)
  %54 = fadd double %50, 0xBEB0C6F7A0B5ED8D
  store double %54, ptr %49, align 8, !tbaa !10
  %55 = load i32, ptr @nobs, align 4, !tbaa !6
  %56 = call double @ba_objective(ptr noundef nonnull @cams, ptr noundef nonnull @pts, ptr noundef nonnull @cam_idx, ptr noundef nonnull @pt_idx, ptr noundef nonnull @obs, i32 noundef %55)
  store double %50, ptr %49, align 8, !tbaa !10
  %57 = trunc nuw nsw i64 %48 to i32
  %58 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str, ptr noundef nonnull @.str.2, i32 noundef %57) #10
  %59 = getelementptr inbounds double, ptr %2, i64 %48
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = fsub double %53, %56
  %62 = fdiv double %61, 2.000000e-06
  %63 = fsub double %60, %62
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = call double @llvm.fabs.f64(double %62)
  %66 = call double @llvm.maxnum.f64(double %65, double 1.000000e+00)
  %67 = fmul double %66, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp ugt double %64, %67
  %69 = fcmp ule double %65, 1.000000e-09
  %70 = or i1 %69, %68
  %71 = select i1 %70, ptr @.str.4, ptr @.str.5
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %4, double noundef %60, double noundef %62, ptr noundef nonnull %71)
  %73 = zext i1 %70 to i32
  %74 = load i32, ptr @fails, align 4, !tbaa !6
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr @fails, align 4, !tbaa !6
  %76 = add nuw nsw i64 %48, 1
  %77 = icmp eq i64 %76, 18
  br i1 %77, label %9, label %47, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @ba_objective(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, i32 noundef %5) #4 {
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %6
  %9 = zext nneg i32 %5 to i64
  br label %12

10:                                               ; preds = %90, %6
  %11 = phi double [ 0.000000e+00, %6 ], [ %120, %90 ]
  ret double %11

12:                                               ; preds = %8, %90
  %13 = phi i64 [ 0, %8 ], [ %121, %90 ]
  %14 = phi double [ 0.000000e+00, %8 ], [ %120, %90 ]
  %15 = getelementptr inbounds i32, ptr %2, i64 %13
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = mul nsw i32 %16, 9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = getelementptr inbounds i32, ptr %3, i64 %13
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = mul nsw i32 %21, 3
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = getelementptr inbounds i8, ptr %19, i64 24
  %26 = load double, ptr %24, align 8, !tbaa !10
  %27 = load double, ptr %25, align 8, !tbaa !10
  %28 = fsub double %26, %27
  %29 = getelementptr inbounds i8, ptr %24, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %19, i64 32
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = fsub double %30, %32
  %34 = getelementptr inbounds i8, ptr %24, i64 16
  %35 = load double, ptr %34, align 8, !tbaa !10
  %36 = getelementptr inbounds i8, ptr %19, i64 40
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fsub double %35, %37
  %39 = load double, ptr %19, align 8, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %19, i64 8
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = fmul double %41, %41
  %43 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %42)
  %44 = getelementptr inbounds i8, ptr %19, i64 16
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %43)
  %47 = fneg double %45
  %48 = fmul double %33, %47
  %49 = tail call double @llvm.fmuladd.f64(double %41, double %38, double %48)
  %50 = fneg double %39
  %51 = fmul double %38, %50
  %52 = tail call double @llvm.fmuladd.f64(double %45, double %28, double %51)
  %53 = fneg double %41
  %54 = fmul double %28, %53
  %55 = tail call double @llvm.fmuladd.f64(double %39, double %33, double %54)
  %56 = fcmp ogt double %46, 0x3D719799812DEA11
  br i1 %56, label %61, label %57

57:                                               ; preds = %12
  %58 = fadd double %28, %49
  %59 = fadd double %33, %52
  %60 = fadd double %38, %55
  br label %90

61:                                               ; preds = %12
  %62 = tail call double @llvm.sqrt.f64(double %46)
  %63 = tail call double @cos(double noundef %62) #10
  %64 = tail call double @sin(double noundef %62) #10
  %65 = load double, ptr %19, align 8, !tbaa !10
  %66 = fdiv double %65, %62
  %67 = load double, ptr %40, align 8, !tbaa !10
  %68 = fdiv double %67, %62
  %69 = load double, ptr %44, align 8, !tbaa !10
  %70 = fdiv double %69, %62
  %71 = fmul double %33, %68
  %72 = tail call double @llvm.fmuladd.f64(double %66, double %28, double %71)
  %73 = tail call double @llvm.fmuladd.f64(double %70, double %38, double %72)
  %74 = fsub double 1.000000e+00, %63
  %75 = fdiv double %49, %62
  %76 = fmul double %75, %64
  %77 = tail call double @llvm.fmuladd.f64(double %28, double %63, double %76)
  %78 = fmul double %66, %73
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %74, double %77)
  %80 = fdiv double %52, %62
  %81 = fmul double %80, %64
  %82 = tail call double @llvm.fmuladd.f64(double %33, double %63, double %81)
  %83 = fmul double %68, %73
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %74, double %82)
  %85 = fdiv double %55, %62
  %86 = fmul double %85, %64
  %87 = tail call double @llvm.fmuladd.f64(double %38, double %63, double %86)
  %88 = fmul double %70, %73
  %89 = tail call double @llvm.fmuladd.f64(double %88, double %74, double %87)
  br label %90

90:                                               ; preds = %57, %61
  %91 = phi double [ %84, %61 ], [ %59, %57 ]
  %92 = phi double [ %79, %61 ], [ %58, %57 ]
  %93 = phi double [ %89, %61 ], [ %60, %57 ]
  %94 = fdiv double %92, %93
  %95 = fdiv double %91, %93
  %96 = fmul double %95, %95
  %97 = tail call double @llvm.fmuladd.f64(double %94, double %94, double %96)
  %98 = getelementptr inbounds i8, ptr %19, i64 56
  %99 = load double, ptr %98, align 8, !tbaa !10
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %97, double 1.000000e+00)
  %101 = getelementptr inbounds i8, ptr %19, i64 64
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = fmul double %102, %97
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %97, double %100)
  %105 = getelementptr inbounds i8, ptr %19, i64 48
  %106 = load double, ptr %105, align 8, !tbaa !10
  %107 = fmul double %106, %104
  %108 = fmul double %94, %107
  %109 = fmul double %95, %107
  %110 = shl nuw nsw i64 %13, 1
  %111 = getelementptr inbounds double, ptr %4, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !10
  %113 = fsub double %108, %112
  %114 = or disjoint i64 %110, 1
  %115 = getelementptr inbounds double, ptr %4, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !10
  %117 = fsub double %109, %116
  %118 = fmul double %117, %117
  %119 = tail call double @llvm.fmuladd.f64(double %113, double %113, double %118)
  %120 = fadd double %14, %119
  %121 = add nuw nsw i64 %13, 1
  %122 = icmp eq i64 %121, %9
  br i1 %122, label %10, label %12, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
