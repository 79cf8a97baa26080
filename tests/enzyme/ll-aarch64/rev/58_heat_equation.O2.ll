; ModuleID = 'rev/58_heat_equation.c'
source_filename = "rev/58_heat_equation.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dkappa\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/du0[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 8
  %5 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 8, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 25, ptr %2, align 4, !tbaa !6
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  store <2 x double> <double 0x3FE48B6DD3DE9F94, double 0x3FD6216BCBC16F21>, ptr %3, align 16, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0x3FF27718E8CAF860, double 0x3FE6C459F41C1477>, ptr %8, align 16, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FF3CEB346EA43BA, double 0x3FE46B78998FB4C9>, ptr %9, align 16, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0x3FEAE882AC3E6DD9, double 0x3FC6BEEB181EA252>, ptr %10, align 16, !tbaa !10
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %12 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %14 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %12, double noundef 1.700000e+00, i32 noundef %13, i32 noundef %6, i32 noundef %13, i32 noundef %7) #11
  %15 = call double @heat(ptr noundef nonnull %3, double noundef 0x3FFB33343FA2AD3E, i32 noundef %6, i32 noundef %7)
  %16 = call double @heat(ptr noundef nonnull %3, double noundef 0x3FFB333226C3B928, i32 noundef %6, i32 noundef %7)
  %17 = fsub double %15, %16
  %18 = fdiv double %17, 2.000000e-06
  %19 = fsub double %14, %18
  %20 = call double @llvm.fabs.f64(double %19)
  %21 = call double @llvm.fabs.f64(double %18)
  %22 = call double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  %23 = fmul double %22, 0x3EB0C6F7A0B5ED8D
  %24 = fcmp ugt double %20, %23
  %25 = fcmp ule double %21, 1.000000e-09
  %26 = or i1 %25, %24
  %27 = select i1 %26, ptr @.str.3, ptr @.str.4
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %14, double noundef %18, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #11
  br label %39

32:                                               ; preds = %39
  %33 = icmp eq i32 %65, 0
  %34 = select i1 %33, ptr @.str.4, ptr @.str.3
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) %34)
  %36 = load i32, ptr @fails, align 4, !tbaa !6
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %38

39:                                               ; preds = %0, %39
  %40 = phi i64 [ 0, %0 ], [ %66, %39 ]
  %41 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !10
  %44 = call double @heat(ptr noundef nonnull %3, double noundef 1.700000e+00, i32 noundef %6, i32 noundef %7)
  %45 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %45, ptr %41, align 8, !tbaa !10
  %46 = call double @heat(ptr noundef nonnull %3, double noundef 1.700000e+00, i32 noundef %6, i32 noundef %7)
  store double %42, ptr %41, align 8, !tbaa !10
  %47 = trunc nuw nsw i64 %40 to i32
  %48 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %47) #11
  %49 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %40
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fsub double %44, %46
  %52 = fdiv double %51, 2.000000e-06
  %53 = fsub double %50, %52
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = call double @llvm.fabs.f64(double %52)
  %56 = call double @llvm.maxnum.f64(double %55, double 1.000000e+00)
  %57 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %58 = fcmp ugt double %54, %57
  %59 = fcmp ule double %55, 1.000000e-09
  %60 = or i1 %59, %58
  %61 = select i1 %60, ptr @.str.3, ptr @.str.4
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %50, double noundef %52, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !6
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !6
  %66 = add nuw nsw i64 %40, 1
  %67 = icmp eq i64 %66, 8
  br i1 %67, label %32, label %39, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @heat(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = sext i32 %2 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #12
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #12
  %9 = add nsw i32 %2, 1
  %10 = sitofp i32 %9 to double
  %11 = fdiv double 1.000000e+00, %10
  %12 = fmul double %11, 2.000000e-01
  %13 = fmul double %11, %12
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %4
  %16 = zext nneg i32 %2 to i64
  %17 = shl nuw nsw i64 %16, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %0, i64 %17, i1 false), !tbaa !10
  br label %18

18:                                               ; preds = %15, %4
  %19 = icmp sgt i32 %3, 0
  br i1 %19, label %20, label %43

20:                                               ; preds = %18
  %21 = add nsw i32 %2, -1
  %22 = fmul double %13, %1
  %23 = fmul double %11, %11
  %24 = fdiv double %22, %23
  %25 = sext i32 %21 to i64
  %26 = zext nneg i32 %2 to i64
  %27 = icmp eq i32 %2, 1
  %28 = icmp eq i32 %2, 1
  br label %29

29:                                               ; preds = %20, %80
  %30 = phi ptr [ %7, %20 ], [ %31, %80 ]
  %31 = phi ptr [ %8, %20 ], [ %30, %80 ]
  %32 = phi i32 [ 0, %20 ], [ %81, %80 ]
  br i1 %14, label %33, label %80

33:                                               ; preds = %29
  br i1 %27, label %37, label %34

34:                                               ; preds = %33
  %35 = getelementptr inbounds i8, ptr %30, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !10
  br label %37

37:                                               ; preds = %34, %33
  %38 = phi double [ %36, %34 ], [ 0.000000e+00, %33 ]
  %39 = load double, ptr %30, align 8, !tbaa !10
  %40 = tail call double @llvm.fmuladd.f64(double %39, double -2.000000e+00, double 0.000000e+00)
  %41 = fadd double %38, %40
  %42 = tail call double @llvm.fmuladd.f64(double %24, double %41, double %39)
  store double %42, ptr %31, align 8, !tbaa !10
  br i1 %28, label %80, label %83

43:                                               ; preds = %80, %18
  %44 = phi ptr [ %8, %18 ], [ %30, %80 ]
  %45 = phi ptr [ %7, %18 ], [ %31, %80 ]
  br i1 %14, label %46, label %100

46:                                               ; preds = %43
  %47 = zext nneg i32 %2 to i64
  %48 = icmp ult i32 %2, 4
  br i1 %48, label %49, label %52

49:                                               ; preds = %78, %46
  %50 = phi i64 [ 0, %46 ], [ %53, %78 ]
  %51 = phi double [ 0.000000e+00, %46 ], [ %74, %78 ]
  br label %102

52:                                               ; preds = %46
  %53 = and i64 %47, 2147483644
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %75, %54 ]
  %56 = phi double [ 0.000000e+00, %52 ], [ %74, %54 ]
  %57 = phi <2 x i32> [ <i32 0, i32 1>, %52 ], [ %76, %54 ]
  %58 = add <2 x i32> %57, <i32 2, i32 2>
  %59 = uitofp <2 x i32> %57 to <2 x double>
  %60 = uitofp <2 x i32> %58 to <2 x double>
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %62 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 3.000000e-01, double 3.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %63 = getelementptr inbounds double, ptr %45, i64 %55
  %64 = getelementptr inbounds i8, ptr %63, i64 16
  %65 = load <2 x double>, ptr %63, align 8, !tbaa !10
  %66 = load <2 x double>, ptr %64, align 8, !tbaa !10
  %67 = fmul <2 x double> %65, <double 5.000000e-01, double 5.000000e-01>
  %68 = fmul <2 x double> %66, <double 5.000000e-01, double 5.000000e-01>
  %69 = fmul <2 x double> %65, %67
  %70 = fmul <2 x double> %66, %68
  %71 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %61, <2 x double> %65, <2 x double> %69)
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %66, <2 x double> %70)
  %73 = tail call double @llvm.vector.reduce.fadd.v2f64(double %56, <2 x double> %71)
  %74 = tail call double @llvm.vector.reduce.fadd.v2f64(double %73, <2 x double> %72)
  %75 = add nuw i64 %55, 4
  %76 = add <2 x i32> %57, <i32 4, i32 4>
  %77 = icmp eq i64 %75, %53
  br i1 %77, label %78, label %54, !llvm.loop !14

78:                                               ; preds = %54
  %79 = icmp eq i64 %53, %47
  br i1 %79, label %100, label %49

80:                                               ; preds = %91, %37, %29
  %81 = add nuw nsw i32 %32, 1
  %82 = icmp eq i32 %81, %3
  br i1 %82, label %43, label %29, !llvm.loop !17

83:                                               ; preds = %37, %91
  %84 = phi double [ %94, %91 ], [ %39, %37 ]
  %85 = phi i64 [ %87, %91 ], [ 1, %37 ]
  %86 = icmp slt i64 %85, %25
  %87 = add nuw nsw i64 %85, 1
  br i1 %86, label %88, label %91

88:                                               ; preds = %83
  %89 = getelementptr inbounds double, ptr %30, i64 %87
  %90 = load double, ptr %89, align 8, !tbaa !10
  br label %91

91:                                               ; preds = %83, %88
  %92 = phi double [ %90, %88 ], [ 0.000000e+00, %83 ]
  %93 = getelementptr inbounds double, ptr %30, i64 %85
  %94 = load double, ptr %93, align 8, !tbaa !10
  %95 = tail call double @llvm.fmuladd.f64(double %94, double -2.000000e+00, double %84)
  %96 = fadd double %92, %95
  %97 = tail call double @llvm.fmuladd.f64(double %24, double %96, double %94)
  %98 = getelementptr inbounds double, ptr %31, i64 %85
  store double %97, ptr %98, align 8, !tbaa !10
  %99 = icmp eq i64 %87, %26
  br i1 %99, label %80, label %83, !llvm.loop !18

100:                                              ; preds = %102, %78, %43
  %101 = phi double [ 0.000000e+00, %43 ], [ %74, %78 ], [ %113, %102 ]
  tail call void @free(ptr noundef %45) #11
  tail call void @free(ptr noundef %44) #11
  ret double %101

102:                                              ; preds = %49, %102
  %103 = phi i64 [ %114, %102 ], [ %50, %49 ]
  %104 = phi double [ %113, %102 ], [ %51, %49 ]
  %105 = trunc nuw nsw i64 %103 to i32
  %106 = uitofp nneg i32 %105 to double
  %107 = tail call double @llvm.fmuladd.f64(double %106, double 3.000000e-01, double 1.000000e+00)
  %108 = getelementptr inbounds double, ptr %45, i64 %103
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = fmul double %109, 5.000000e-01
  %111 = fmul double %109, %110
  %112 = tail call double @llvm.fmuladd.f64(double %107, double %109, double %111)
  %113 = fadd double %104, %112
  %114 = add nuw nsw i64 %103, 1
  %115 = icmp eq i64 %114, %47
  br i1 %115, label %100, label %102, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }

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
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !19}
!19 = !{!"llvm.loop.peeled.count", i32 1}
!20 = distinct !{!20, !13, !16, !15}
