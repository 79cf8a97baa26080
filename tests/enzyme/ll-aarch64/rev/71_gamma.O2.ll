; ModuleID = 'rev/71_gamma.c'
source_filename = "rev/71_gamma.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"reverse f'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"forward f'(%g)\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"lgammaf\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = tail call double @lgamma(double noundef %0) #7
  %3 = tail call double @llvm.fmuladd.f64(double %0, double 5.000000e-01, double 2.500000e-01)
  %4 = tail call double @tgamma(double noundef %3) #7
  %5 = tail call double @llvm.fmuladd.f64(double %2, double 0x3FE6666666666666, double %4)
  ret double %5
}

; Function Attrs: nounwind
declare double @lgamma(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare double @tgamma(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind uwtable
define dso_local float @g(float noundef %0) #0 {
  %2 = tail call float @lgammaf(float noundef %0) #7
  %3 = fmul float %2, %0
  ret float %3
}

; Function Attrs: nounwind
declare float @lgammaf(float noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x double], align 16
  %2 = alloca [40 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7
  store <2 x double> <double 3.000000e-01, double 1.200000e+00>, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 2.500000e+00, double 7.200000e+00>, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double -4.000000e-01, double -2.700000e+00>, ptr %4, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7
  br label %34

5:                                                ; preds = %34
  %6 = call float (ptr, ...) @__enzyme_autodiff_f32(ptr noundef nonnull @g, double noundef 3.500000e+00) #7
  %7 = fpext float %6 to double
  %8 = call float @lgammaf(float noundef 0x400C020C40000000) #7
  %9 = fmul float %8, 0x400C020C40000000
  %10 = call float @lgammaf(float noundef 0x400BFDF3C0000000) #7
  %11 = fmul float %10, 0x400BFDF3C0000000
  %12 = fsub float %9, %11
  %13 = fdiv float %12, 0x3F60624DE0000000
  %14 = fpext float %13 to double
  %15 = fsub double %7, %14
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = call double @llvm.fabs.f64(double %14)
  %18 = call double @llvm.maxnum.f64(double %17, double 1.000000e+00)
  %19 = fmul double %18, 1.000000e-03
  %20 = fcmp ugt double %16, %19
  %21 = fcmp ule double %17, 1.000000e-09
  %22 = or i1 %21, %20
  %23 = select i1 %22, ptr @.str.4, ptr @.str.5
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %7, double noundef %14, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @fails, align 4, !tbaa !6
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @fails, align 4, !tbaa !6
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, ptr @.str.5, ptr @.str.4
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) %29)
  %31 = load i32, ptr @fails, align 4, !tbaa !6
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7
  ret i32 %33

34:                                               ; preds = %0, %34
  %35 = phi i64 [ 0, %0 ], [ %76, %34 ]
  %36 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fadd double %37, 0x3EB0C6F7A0B5ED8D
  %39 = call double @lgamma(double noundef %38) #7
  %40 = call double @llvm.fmuladd.f64(double %38, double 5.000000e-01, double 2.500000e-01)
  %41 = call double @tgamma(double noundef %40) #7
  %42 = call double @llvm.fmuladd.f64(double %39, double 0x3FE6666666666666, double %41)
  %43 = fadd double %37, 0xBEB0C6F7A0B5ED8D
  %44 = call double @lgamma(double noundef %43) #7
  %45 = call double @llvm.fmuladd.f64(double %43, double 5.000000e-01, double 2.500000e-01)
  %46 = call double @tgamma(double noundef %45) #7
  %47 = call double @llvm.fmuladd.f64(double %44, double 0x3FE6666666666666, double %46)
  %48 = fsub double %42, %47
  %49 = fdiv double %48, 2.000000e-06
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 40, ptr noundef nonnull @.str, double noundef %37) #7
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %37) #7
  %52 = fsub double %51, %49
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = call double @llvm.fabs.f64(double %49)
  %55 = call double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  %56 = fmul double %55, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ugt double %53, %56
  %58 = fcmp ule double %54, 1.000000e-09
  %59 = or i1 %58, %57
  %60 = select i1 %59, ptr @.str.4, ptr @.str.5
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2, double noundef %51, double noundef %49, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !6
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !6
  %65 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 40, ptr noundef nonnull @.str.1, double noundef %37) #7
  %66 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef %37, double noundef 1.000000e+00) #7
  %67 = fsub double %66, %49
  %68 = call double @llvm.fabs.f64(double %67)
  %69 = fcmp ugt double %68, %56
  %70 = or i1 %58, %69
  %71 = select i1 %70, ptr @.str.4, ptr @.str.5
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %2, double noundef %66, double noundef %49, ptr noundef nonnull %71)
  %73 = zext i1 %70 to i32
  %74 = load i32, ptr @fails, align 4, !tbaa !6
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr @fails, align 4, !tbaa !6
  %76 = add nuw nsw i64 %35, 1
  %77 = icmp eq i64 %76, 6
  br i1 %77, label %5, label %34, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare float @__enzyme_autodiff_f32(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
