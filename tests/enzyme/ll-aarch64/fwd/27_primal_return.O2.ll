; ModuleID = 'fwd/27_primal_return.c'
source_filename = "fwd/27_primal_return.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.dual = type { double, double }

@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"f primal\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"f tangent\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"poly_norm primal\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"poly_norm tangent\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !6
  %4 = tail call %struct.dual (ptr, ...) @__enzyme_fwddiff_dual(ptr noundef nonnull @f, i32 noundef %3, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef 1.700000e+00, double noundef 5.000000e-01) #9
  %5 = extractvalue %struct.dual %4, 0
  %6 = extractvalue %struct.dual %4, 1
  %7 = fadd double %5, 0xBFFC71B18D89FBB7
  %8 = tail call double @llvm.fabs.f64(double %7)
  %9 = fcmp ugt double %8, 0x3D7F464E86E28287
  %10 = select i1 %9, ptr @.str.5, ptr @.str.6
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %5, double noundef 0x3FFC71B18D89FBB7, ptr noundef nonnull %10)
  %12 = zext i1 %9 to i32
  %13 = load i32, ptr @fails, align 4, !tbaa !6
  %14 = add nsw i32 %13, %12
  store i32 %14, ptr @fails, align 4, !tbaa !6
  %15 = fadd double %6, 0xC00524842EA2C128
  %16 = tail call double @llvm.fabs.f64(double %15)
  %17 = fcmp ugt double %16, 0x3EC62B6F4A7A0000
  %18 = select i1 %17, ptr @.str.5, ptr @.str.6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %6, double noundef 0x400524842EA2C128, ptr noundef nonnull %18)
  %20 = zext i1 %17 to i32
  %21 = load i32, ptr @fails, align 4, !tbaa !6
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #9
  %23 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x double> <double 1.000000e+00, double -5.000000e-01>, ptr %1, align 16
  %24 = getelementptr inbounds i8, ptr %1, i64 16
  %25 = getelementptr inbounds i8, ptr %1, i64 24
  store <2 x double> <double 2.500000e-01, double 8.000000e-01>, ptr %24, align 16
  %26 = getelementptr inbounds i8, ptr %1, i64 32
  store double -3.000000e-01, ptr %26, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #9
  store <2 x double> <double 1.000000e-01, double 2.000000e-01>, ptr %2, align 16
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %27, align 16
  %28 = getelementptr inbounds i8, ptr %2, i64 32
  store double 5.000000e-01, ptr %28, align 16
  %29 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !6
  %30 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %31 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %32 = call %struct.dual (ptr, ...) @__enzyme_fwddiff_dual(ptr noundef nonnull @poly_norm, i32 noundef %29, i32 noundef %30, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %31, i32 noundef 5, i32 noundef %31, double noundef 1.300000e+00) #9
  %33 = load double, ptr %1, align 16, !tbaa !10
  %34 = fadd double %33, 0.000000e+00
  %35 = load double, ptr %23, align 8, !tbaa !10
  %36 = call double @llvm.fmuladd.f64(double %35, double 1.300000e+00, double %34)
  %37 = load double, ptr %24, align 16, !tbaa !10
  %38 = call double @llvm.fmuladd.f64(double %37, double 0x3FFB0A3D70A3D70B, double %36)
  %39 = load double, ptr %25, align 8, !tbaa !10
  %40 = call double @llvm.fmuladd.f64(double %39, double 0x40019374BC6A7EFB, double %38)
  %41 = load double, ptr %26, align 16, !tbaa !10
  %42 = call double @llvm.fmuladd.f64(double %41, double 0x4006D94AF4F0D847, double %40)
  %43 = extractvalue %struct.dual %32, 0
  %44 = fmul double %42, %42
  %45 = fsub double %43, %44
  %46 = call double @llvm.fabs.f64(double %45)
  %47 = call double @llvm.fabs.f64(double %44)
  %48 = call double @llvm.maxnum.f64(double %47, double 1.000000e+00)
  %49 = fmul double %48, 0x3D719799812DEA11
  %50 = fcmp ugt double %46, %49
  %51 = select i1 %50, ptr @.str.5, ptr @.str.6
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %43, double noundef %44, ptr noundef nonnull %51)
  %53 = zext i1 %50 to i32
  %54 = load i32, ptr @fails, align 4, !tbaa !6
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr @fails, align 4, !tbaa !6
  %56 = extractvalue %struct.dual %32, 1
  %57 = fadd double %56, 0xC01CE97F3BB7865F
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = fcmp ugt double %58, 0x3EDE5108393E6665
  %60 = select i1 %59, ptr @.str.5, ptr @.str.6
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %56, double noundef 0x401CE97F3BB7865F, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !6
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !6
  %65 = icmp eq i32 %64, 0
  %66 = select i1 %65, ptr @.str.6, ptr @.str.5
  %67 = call i32 @puts(ptr nonnull dereferenceable(1) %66)
  %68 = load i32, ptr @fails, align 4, !tbaa !6
  %69 = icmp ne i32 %68, 0
  %70 = zext i1 %69 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #9
  ret i32 %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.dual @__enzyme_fwddiff_dual(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %1
  %4 = tail call double @atan(double noundef %3) #9
  %5 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %6 = tail call double @log(double noundef %5) #9
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %1, double %4)
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @poly_norm(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %10

7:                                                ; preds = %10, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %16, %10 ]
  %9 = fmul double %8, %8
  ret double %9

10:                                               ; preds = %5, %10
  %11 = phi i64 [ 0, %5 ], [ %18, %10 ]
  %12 = phi double [ 1.000000e+00, %5 ], [ %17, %10 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %16, %10 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !10
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %12, double %13)
  %17 = fmul double %12, %2
  %18 = add nuw nsw i64 %11, 1
  %19 = icmp eq i64 %18, %6
  br i1 %19, label %7, label %10, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
