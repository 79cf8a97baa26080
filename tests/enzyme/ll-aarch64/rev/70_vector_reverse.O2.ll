; ModuleID = 'rev/70_vector_reverse.c'
source_filename = "rev/70_vector_reverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"lane 0 d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"lane 1 d/dx[%d] (+1)\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"lane 2 d/dx[%d] (+2)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"dupv lane 1 d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %25, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %25, %8 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = tail call double @sin(double noundef %12) #10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !6
  %20 = load double, ptr %11, align 8, !tbaa !6
  %21 = fmul double %20, 5.000000e-01
  %22 = fmul double %20, %21
  %23 = fmul double %20, %22
  %24 = tail call double @llvm.fmuladd.f64(double %13, double %19, double %23)
  %25 = fadd double %10, %24
  %26 = icmp eq i64 %14, %5
  br i1 %26, label %6, label %8, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 8
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [2 x [5 x double]], align 8
  %7 = alloca [40 x i8], align 1
  %8 = alloca [5 x double], align 8
  %9 = alloca [5 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !12
  %10 = load volatile i32, ptr %1, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>, ptr %2, align 16
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.100000e+00, double 4.000000e-01>, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  store double -2.000000e-01, ptr %12, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %4, align 16
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  store double 1.000000e+00, ptr %14, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, ptr %5, align 16
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %5, i64 32
  store double 2.000000e+00, ptr %16, align 16
  %17 = load i32, ptr @enzyme_width, align 4, !tbaa !12
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %17, i32 noundef 3, i32 noundef %18, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %19, i32 noundef %10) #10
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %6, i8 0, i64 80, i1 false)
  %20 = load i32, ptr @enzyme_width, align 4, !tbaa !12
  %21 = load i32, ptr @enzyme_dupv, align 4, !tbaa !12
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %20, i32 noundef 2, i32 noundef %21, i32 noundef 40, ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef %22, i32 noundef %10) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #10
  %23 = icmp sgt i32 %10, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %0
  %25 = load i32, ptr @fails, align 4, !tbaa !12
  br label %30

26:                                               ; preds = %0
  %27 = zext nneg i32 %10 to i64
  %28 = getelementptr inbounds i8, ptr %6, i64 40
  %29 = shl nuw nsw i64 %27, 3
  br label %38

30:                                               ; preds = %78, %24
  %31 = phi i32 [ %25, %24 ], [ %135, %78 ]
  %32 = icmp eq i32 %31, 0
  %33 = select i1 %32, ptr @.str.6, ptr @.str.5
  %34 = call i32 @puts(ptr nonnull dereferenceable(1) %33)
  %35 = load i32, ptr @fails, align 4, !tbaa !12
  %36 = icmp ne i32 %35, 0
  %37 = zext i1 %36 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %37

38:                                               ; preds = %78, %26
  %39 = phi i64 [ 0, %26 ], [ %136, %78 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 16 %2, i64 %29, i1 false), !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %8, ptr nonnull align 16 %2, i64 %29, i1 false), !tbaa !6
  %40 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !6
  %42 = fadd double %41, 0x3EB0C6F7A0B5ED8D
  store double %42, ptr %40, align 8, !tbaa !6
  %43 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %39
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = fadd double %44, 0xBEB0C6F7A0B5ED8D
  store double %45, ptr %43, align 8, !tbaa !6
  br label %46

46:                                               ; preds = %38, %46
  %47 = phi i64 [ %52, %46 ], [ 0, %38 ]
  %48 = phi double [ %61, %46 ], [ 0.000000e+00, %38 ]
  %49 = getelementptr inbounds double, ptr %8, i64 %47
  %50 = load double, ptr %49, align 8, !tbaa !6
  %51 = call double @sin(double noundef %50) #10
  %52 = add nuw nsw i64 %47, 1
  %53 = icmp eq i64 %52, %27
  %54 = select i1 %53, i64 0, i64 %52
  %55 = getelementptr inbounds double, ptr %8, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = fmul double %50, 5.000000e-01
  %58 = fmul double %50, %57
  %59 = fmul double %50, %58
  %60 = call double @llvm.fmuladd.f64(double %51, double %56, double %59)
  %61 = fadd double %48, %60
  br i1 %53, label %62, label %46, !llvm.loop !10

62:                                               ; preds = %46, %62
  %63 = phi i64 [ %68, %62 ], [ 0, %46 ]
  %64 = phi double [ %77, %62 ], [ 0.000000e+00, %46 ]
  %65 = getelementptr inbounds double, ptr %9, i64 %63
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = call double @sin(double noundef %66) #10
  %68 = add nuw nsw i64 %63, 1
  %69 = icmp eq i64 %68, %27
  %70 = select i1 %69, i64 0, i64 %68
  %71 = getelementptr inbounds double, ptr %9, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !6
  %73 = fmul double %66, 5.000000e-01
  %74 = fmul double %66, %73
  %75 = fmul double %66, %74
  %76 = call double @llvm.fmuladd.f64(double %67, double %72, double %75)
  %77 = fadd double %64, %76
  br i1 %69, label %78, label %62, !llvm.loop !10

78:                                               ; preds = %62
  %79 = fsub double %61, %77
  %80 = fdiv double %79, 2.000000e-06
  %81 = trunc nuw nsw i64 %39 to i32
  %82 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %81) #10
  %83 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %39
  %84 = load double, ptr %83, align 8, !tbaa !6
  %85 = fsub double %84, %80
  %86 = call double @llvm.fabs.f64(double %85)
  %87 = call double @llvm.fabs.f64(double %80)
  %88 = call double @llvm.maxnum.f64(double %87, double 1.000000e+00)
  %89 = fmul double %88, 0x3EB0C6F7A0B5ED8D
  %90 = fcmp ugt double %86, %89
  %91 = fcmp ule double %87, 1.000000e-09
  %92 = or i1 %91, %90
  %93 = select i1 %92, ptr @.str.5, ptr @.str.6
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %84, double noundef %80, ptr noundef nonnull %93)
  %95 = zext i1 %92 to i32
  %96 = load i32, ptr @fails, align 4, !tbaa !12
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr @fails, align 4, !tbaa !12
  %98 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef %81) #10
  %99 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %39
  %100 = load double, ptr %99, align 8, !tbaa !6
  %101 = fadd double %100, -1.000000e+00
  %102 = fsub double %101, %80
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = fcmp ugt double %103, %89
  %105 = or i1 %91, %104
  %106 = select i1 %105, ptr @.str.5, ptr @.str.6
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %101, double noundef %80, ptr noundef nonnull %106)
  %108 = zext i1 %105 to i32
  %109 = load i32, ptr @fails, align 4, !tbaa !12
  %110 = add nsw i32 %109, %108
  store i32 %110, ptr @fails, align 4, !tbaa !12
  %111 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str.2, i32 noundef %81) #10
  %112 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %39
  %113 = load double, ptr %112, align 8, !tbaa !6
  %114 = fadd double %113, -2.000000e+00
  %115 = fsub double %114, %80
  %116 = call double @llvm.fabs.f64(double %115)
  %117 = fcmp ugt double %116, %89
  %118 = or i1 %91, %117
  %119 = select i1 %118, ptr @.str.5, ptr @.str.6
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %114, double noundef %80, ptr noundef nonnull %119)
  %121 = zext i1 %118 to i32
  %122 = load i32, ptr @fails, align 4, !tbaa !12
  %123 = add nsw i32 %122, %121
  store i32 %123, ptr @fails, align 4, !tbaa !12
  %124 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str.3, i32 noundef %81) #10
  %125 = getelementptr inbounds [5 x double], ptr %28, i64 0, i64 %39
  %126 = load double, ptr %125, align 8, !tbaa !6
  %127 = fsub double %126, %80
  %128 = call double @llvm.fabs.f64(double %127)
  %129 = fcmp ugt double %128, %89
  %130 = or i1 %91, %129
  %131 = select i1 %130, ptr @.str.5, ptr @.str.6
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %126, double noundef %80, ptr noundef nonnull %131)
  %133 = zext i1 %130 to i32
  %134 = load i32, ptr @fails, align 4, !tbaa !12
  %135 = add nsw i32 %134, %133
  store i32 %135, ptr @fails, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10
  %136 = add nuw nsw i64 %39, 1
  %137 = icmp eq i64 %136, %27
  br i1 %137, label %30, label %38, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
