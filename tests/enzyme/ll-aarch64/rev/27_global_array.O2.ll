; ModuleID = 'rev/27_global_array.c'
source_filename = "rev/27_global_array.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"call %d d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@g_acc = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@g_buf = internal unnamed_addr global [6 x double] zeroinitializer, align 8
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [40 x i8], align 1
  %4 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  store <2 x double> <double 0x3FB7006A1D976A0E, double 0x3FE68F500921176E>, ptr %2, align 16, !tbaa !10
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0x3FEC8F58A8113CA4, double 0x3FE13C6A593B0339>, ptr %6, align 16, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0xBFC22C1C1CD7F1BB, double 0xBFE790FE54FF4E44>, ptr %7, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #9
  %8 = icmp sgt i32 %5, 0
  %9 = add nsw i32 %5, -1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %10
  %12 = zext nneg i32 %5 to i64
  %13 = icmp eq i32 %5, 1
  br label %21

14:                                               ; preds = %26
  %15 = icmp eq i32 %138, 0
  %16 = select i1 %15, ptr @.str.3, ptr @.str.2
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) %16)
  %18 = load i32, ptr @fails, align 4, !tbaa !6
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %20

21:                                               ; preds = %0, %26
  %22 = phi i32 [ 1, %0 ], [ %29, %26 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %25 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @via_global, i32 noundef %23, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %24, i32 noundef %5) #9
  br label %31

26:                                               ; preds = %115
  %27 = load double, ptr %2, align 16, !tbaa !10
  %28 = fadd double %27, 1.000000e-01
  store double %28, ptr %2, align 16, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #9
  %29 = add nuw nsw i32 %22, 1
  %30 = icmp eq i32 %29, 3
  br i1 %30, label %14, label %21, !llvm.loop !12

31:                                               ; preds = %21, %115
  %32 = phi i64 [ 0, %21 ], [ %139, %115 ]
  %33 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = fadd double %34, 0x3EB0C6F7A0B5ED8D
  store double %35, ptr %33, align 8, !tbaa !10
  br i1 %8, label %42, label %36

36:                                               ; preds = %31
  %37 = load double, ptr %11, align 8, !tbaa !10
  %38 = fadd double %37, 0.000000e+00
  br label %115

39:                                               ; preds = %42
  br i1 %13, label %59, label %40

40:                                               ; preds = %39
  %41 = load double, ptr @g_buf, align 8, !tbaa !10
  br label %51

42:                                               ; preds = %31, %42
  %43 = phi i64 [ %49, %42 ], [ 0, %31 ]
  %44 = getelementptr inbounds double, ptr %2, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = call double @sin(double noundef %45) #9
  %47 = call double @llvm.fmuladd.f64(double %45, double %45, double %46)
  %48 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %43
  store double %47, ptr %48, align 8, !tbaa !10
  %49 = add nuw nsw i64 %43, 1
  %50 = icmp eq i64 %49, %12
  br i1 %50, label %39, label %42, !llvm.loop !14

51:                                               ; preds = %51, %40
  %52 = phi double [ %41, %40 ], [ %56, %51 ]
  %53 = phi i64 [ 1, %40 ], [ %57, %51 ]
  %54 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = call double @llvm.fmuladd.f64(double %52, double 5.000000e-01, double %55)
  store double %56, ptr %54, align 8, !tbaa !10
  %57 = add nuw nsw i64 %53, 1
  %58 = icmp eq i64 %57, %12
  br i1 %58, label %59, label %51, !llvm.loop !15

59:                                               ; preds = %51, %39
  br label %60

60:                                               ; preds = %59, %60
  %61 = phi i64 [ %72, %60 ], [ 0, %59 ]
  %62 = phi double [ %71, %60 ], [ 0.000000e+00, %59 ]
  %63 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %61
  %64 = load double, ptr %63, align 8, !tbaa !10
  %65 = trunc i64 %61 to i32
  %66 = add i32 %65, 2
  %67 = urem i32 %66, %5
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = call double @llvm.fmuladd.f64(double %64, double %70, double %62)
  %72 = add nuw nsw i64 %61, 1
  %73 = icmp eq i64 %72, %12
  br i1 %73, label %74, label %60, !llvm.loop !16

74:                                               ; preds = %60
  %75 = load double, ptr %11, align 8, !tbaa !10
  %76 = call double @llvm.fmuladd.f64(double %71, double 5.000000e-01, double %75)
  %77 = fadd double %34, 0xBEB0C6F7A0B5ED8D
  store double %77, ptr %33, align 8, !tbaa !10
  br i1 %8, label %81, label %115

78:                                               ; preds = %81
  br i1 %13, label %98, label %79

79:                                               ; preds = %78
  %80 = load double, ptr @g_buf, align 8, !tbaa !10
  br label %90

81:                                               ; preds = %74, %81
  %82 = phi i64 [ %88, %81 ], [ 0, %74 ]
  %83 = getelementptr inbounds double, ptr %2, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !10
  %85 = call double @sin(double noundef %84) #9
  %86 = call double @llvm.fmuladd.f64(double %84, double %84, double %85)
  %87 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %82
  store double %86, ptr %87, align 8, !tbaa !10
  %88 = add nuw nsw i64 %82, 1
  %89 = icmp eq i64 %88, %12
  br i1 %89, label %78, label %81, !llvm.loop !14

90:                                               ; preds = %90, %79
  %91 = phi double [ %80, %79 ], [ %95, %90 ]
  %92 = phi i64 [ 1, %79 ], [ %96, %90 ]
  %93 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %92
  %94 = load double, ptr %93, align 8, !tbaa !10
  %95 = call double @llvm.fmuladd.f64(double %91, double 5.000000e-01, double %94)
  store double %95, ptr %93, align 8, !tbaa !10
  %96 = add nuw nsw i64 %92, 1
  %97 = icmp eq i64 %96, %12
  br i1 %97, label %98, label %90, !llvm.loop !15

98:                                               ; preds = %90, %78
  br label %99

99:                                               ; preds = %98, %99
  %100 = phi i64 [ %111, %99 ], [ 0, %98 ]
  %101 = phi double [ %110, %99 ], [ 0.000000e+00, %98 ]
  %102 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %100
  %103 = load double, ptr %102, align 8, !tbaa !10
  %104 = trunc i64 %100 to i32
  %105 = add i32 %104, 2
  %106 = urem i32 %105, %5
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !10
  %110 = call double @llvm.fmuladd.f64(double %103, double %109, double %101)
  %111 = add nuw nsw i64 %100, 1
  %112 = icmp eq i64 %111, %12
  br i1 %112, label %113, label %99, !llvm.loop !16

113:                                              ; preds = %99
  %114 = load double, ptr %11, align 8, !tbaa !10
  br label %115

115:                                              ; preds = %36, %113, %74
  %116 = phi double [ %76, %74 ], [ %76, %113 ], [ %38, %36 ]
  %117 = phi double [ %75, %74 ], [ %114, %113 ], [ %37, %36 ]
  %118 = phi double [ 0.000000e+00, %74 ], [ %110, %113 ], [ 0.000000e+00, %36 ]
  store double %118, ptr @g_acc, align 8, !tbaa !10
  %119 = call double @llvm.fmuladd.f64(double %118, double 5.000000e-01, double %117)
  store double %34, ptr %33, align 8, !tbaa !10
  %120 = trunc nuw nsw i64 %32 to i32
  %121 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %22, i32 noundef %120) #9
  %122 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %32
  %123 = load double, ptr %122, align 8, !tbaa !10
  %124 = fsub double %116, %119
  %125 = fdiv double %124, 2.000000e-06
  %126 = fsub double %123, %125
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = call double @llvm.fabs.f64(double %125)
  %129 = call double @llvm.maxnum.f64(double %128, double 1.000000e+00)
  %130 = fmul double %129, 0x3EB0C6F7A0B5ED8D
  %131 = fcmp ugt double %127, %130
  %132 = fcmp ule double %128, 1.000000e-09
  %133 = or i1 %132, %131
  %134 = select i1 %133, ptr @.str.2, ptr @.str.3
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %3, double noundef %123, double noundef %125, ptr noundef nonnull %134)
  %136 = zext i1 %133 to i32
  %137 = load i32, ptr @fails, align 4, !tbaa !6
  %138 = add nsw i32 %137, %136
  store i32 %138, ptr @fails, align 4, !tbaa !6
  %139 = add nuw nsw i64 %32, 1
  %140 = icmp eq i64 %139, 6
  br i1 %140, label %26, label %31, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @via_global(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %64

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %11

6:                                                ; preds = %11
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %20, label %8

8:                                                ; preds = %6
  %9 = zext nneg i32 %1 to i64
  %10 = load double, ptr @g_buf, align 8, !tbaa !10
  br label %56

11:                                               ; preds = %4, %11
  %12 = phi i64 [ 0, %4 ], [ %18, %11 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = tail call double @sin(double noundef %14) #9
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %14, double %15)
  %17 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %12
  store double %16, ptr %17, align 8, !tbaa !10
  %18 = add nuw nsw i64 %12, 1
  %19 = icmp eq i64 %18, %5
  br i1 %19, label %6, label %11, !llvm.loop !14

20:                                               ; preds = %56, %6
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !10
  br i1 %3, label %21, label %66

21:                                               ; preds = %20
  %22 = zext nneg i32 %1 to i64
  %23 = icmp eq i32 %1, 1
  br i1 %23, label %24, label %27

24:                                               ; preds = %54, %21
  %25 = phi i64 [ 0, %21 ], [ %28, %54 ]
  %26 = phi double [ 0.000000e+00, %21 ], [ %51, %54 ]
  br label %73

27:                                               ; preds = %21
  %28 = and i64 %5, 2147483646
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %52, %29 ]
  %31 = phi double [ 0.000000e+00, %27 ], [ %51, %29 ]
  %32 = or disjoint i64 %30, 1
  %33 = trunc i64 %30 to i32
  %34 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %30
  %35 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %32
  %36 = load double, ptr %34, align 8, !tbaa !10
  %37 = load double, ptr %35, align 8, !tbaa !10
  %38 = add i32 %33, 2
  %39 = add i32 %33, 3
  %40 = urem i32 %38, %1
  %41 = urem i32 %39, %1
  %42 = zext nneg i32 %40 to i64
  %43 = zext nneg i32 %41 to i64
  %44 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %42
  %45 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %43
  %46 = load double, ptr %44, align 8, !tbaa !10
  %47 = load double, ptr %45, align 8, !tbaa !10
  %48 = fmul double %36, %46
  %49 = fmul double %37, %47
  %50 = fadd double %31, %48
  %51 = fadd double %50, %49
  %52 = add nuw i64 %30, 2
  %53 = icmp eq i64 %52, %28
  br i1 %53, label %54, label %29, !llvm.loop !18

54:                                               ; preds = %29
  %55 = icmp eq i64 %28, %5
  br i1 %55, label %64, label %24

56:                                               ; preds = %8, %56
  %57 = phi double [ %10, %8 ], [ %61, %56 ]
  %58 = phi i64 [ 1, %8 ], [ %62, %56 ]
  %59 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !10
  %61 = tail call double @llvm.fmuladd.f64(double %57, double 5.000000e-01, double %60)
  store double %61, ptr %59, align 8, !tbaa !10
  %62 = add nuw nsw i64 %58, 1
  %63 = icmp eq i64 %62, %9
  br i1 %63, label %20, label %56, !llvm.loop !15

64:                                               ; preds = %73, %54, %2
  %65 = phi double [ 0.000000e+00, %2 ], [ %51, %54 ], [ %84, %73 ]
  store double %65, ptr @g_acc, align 8, !tbaa !10
  br label %66

66:                                               ; preds = %64, %20
  %67 = phi double [ 0.000000e+00, %20 ], [ %65, %64 ]
  %68 = add nsw i32 %1, -1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = tail call double @llvm.fmuladd.f64(double %67, double 5.000000e-01, double %71)
  ret double %72

73:                                               ; preds = %24, %73
  %74 = phi i64 [ %85, %73 ], [ %25, %24 ]
  %75 = phi double [ %84, %73 ], [ %26, %24 ]
  %76 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = trunc i64 %74 to i32
  %79 = add i32 %78, 2
  %80 = urem i32 %79, %1
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = tail call double @llvm.fmuladd.f64(double %77, double %83, double %75)
  %85 = add nuw nsw i64 %74, 1
  %86 = icmp eq i64 %85, %22
  br i1 %86, label %64, label %73, !llvm.loop !21
}

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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !13, !19}
