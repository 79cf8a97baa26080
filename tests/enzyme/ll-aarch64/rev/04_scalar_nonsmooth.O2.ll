; ModuleID = 'rev/04_scalar_nonsmooth.c'
source_filename = "rev/04_scalar_nonsmooth.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.grad2 = type { double, double }

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"d/dx at (%g,%g)\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"d/dy at (%g,%g)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x [2 x double]], align 16
  %2 = alloca [40 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #8
  store <2 x double> <double 0x3FE6666666666666, double -1.300000e+00>, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double -9.000000e-01, double 1.600000e+00>, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 2.500000e+00, double 5.000000e-01>, ptr %4, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #8
  br label %12

5:                                                ; preds = %12
  %6 = icmp eq i32 %97, 0
  %7 = select i1 %6, ptr @.str.4, ptr @.str.3
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) %7)
  %9 = load i32, ptr @fails, align 4, !tbaa !6
  %10 = icmp ne i32 %9, 0
  %11 = zext i1 %10 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #8
  ret i32 %11

12:                                               ; preds = %0, %12
  %13 = phi i64 [ 0, %0 ], [ %98, %12 ]
  %14 = getelementptr inbounds [3 x [2 x double]], ptr %1, i64 0, i64 %13
  %15 = load double, ptr %14, align 16, !tbaa !10
  %16 = getelementptr inbounds i8, ptr %14, i64 8
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %19 = call %struct.grad2 (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %18, double noundef %15, i32 noundef %18, double noundef %17) #8
  %20 = extractvalue %struct.grad2 %19, 0
  %21 = extractvalue %struct.grad2 %19, 1
  %22 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 40, ptr noundef nonnull @.str, double noundef %15, double noundef %17) #8
  %23 = fadd double %17, 2.000000e+00
  %24 = insertelement <2 x double> poison, double %15, i64 0
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  %26 = fadd <2 x double> %25, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %27 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %26)
  %28 = insertelement <2 x double> poison, double %17, i64 0
  %29 = shufflevector <2 x double> %28, <2 x double> poison, <2 x i32> zeroinitializer
  %30 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %29, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %31 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %30)
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %29, <2 x double> %31)
  %33 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %26, <2 x double> %29)
  %34 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %33, <2 x double> %26, <2 x double> %32)
  %35 = fmul <2 x double> %26, %26
  %36 = insertelement <2 x double> poison, double %23, i64 0
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer
  %38 = call <2 x double> @llvm.minnum.v2f64(<2 x double> %35, <2 x double> %37)
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> %29, <2 x double> %34)
  %40 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %26, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %41 = call <2 x double> @llvm.copysign.v2f64(<2 x double> %40, <2 x double> %29)
  %42 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %26, <2 x double> %39)
  %43 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> %29, <2 x double> %42)
  %44 = call double @llvm.fabs.f64(double %15)
  %45 = fmul double %15, %15
  %46 = call double @llvm.fmuladd.f64(double %15, double %15, double 1.000000e+00)
  %47 = fadd <2 x double> %29, <double 0x3EB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>
  %48 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> %47, <2 x double> <double -1.000000e+00, double -1.000000e+00>)
  %49 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %48)
  %50 = insertelement <2 x double> poison, double %44, i64 0
  %51 = shufflevector <2 x double> %50, <2 x double> poison, <2 x i32> zeroinitializer
  %52 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %51, <2 x double> %47, <2 x double> %49)
  %53 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %25, <2 x double> %47)
  %54 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> %25, <2 x double> %52)
  %55 = fadd <2 x double> %47, <double 2.000000e+00, double 2.000000e+00>
  %56 = insertelement <2 x double> poison, double %45, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = call <2 x double> @llvm.minnum.v2f64(<2 x double> %57, <2 x double> %55)
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %47, <2 x double> %54)
  %60 = insertelement <2 x double> poison, double %46, i64 0
  %61 = shufflevector <2 x double> %60, <2 x double> poison, <2 x i32> zeroinitializer
  %62 = call <2 x double> @llvm.copysign.v2f64(<2 x double> %61, <2 x double> %47)
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %25, <2 x double> %59)
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %47, <2 x double> %47, <2 x double> %63)
  %65 = shufflevector <2 x double> %64, <2 x double> %43, <2 x i32> <i32 0, i32 2>
  %66 = shufflevector <2 x double> %64, <2 x double> %43, <2 x i32> <i32 1, i32 3>
  %67 = fsub <2 x double> %65, %66
  %68 = fdiv <2 x double> %67, <double 2.000000e-06, double 2.000000e-06>
  %69 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %68)
  %70 = extractelement <2 x double> %69, i64 1
  %71 = fcmp ule double %70, 1.000000e-09
  %72 = insertelement <2 x double> poison, double %21, i64 0
  %73 = insertelement <2 x double> %72, double %20, i64 1
  %74 = fsub <2 x double> %73, %68
  %75 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %74)
  %76 = call <2 x double> @llvm.maxnum.v2f64(<2 x double> %69, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %77 = fmul <2 x double> %76, <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>
  %78 = fcmp ugt <2 x double> %75, %77
  %79 = extractelement <2 x i1> %78, i64 1
  %80 = or i1 %71, %79
  %81 = select i1 %80, ptr @.str.3, ptr @.str.4
  %82 = extractelement <2 x double> %68, i64 1
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2, double noundef %20, double noundef %82, ptr noundef nonnull %81)
  %84 = zext i1 %80 to i32
  %85 = load i32, ptr @fails, align 4, !tbaa !6
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr @fails, align 4, !tbaa !6
  %87 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 40, ptr noundef nonnull @.str.1, double noundef %15, double noundef %17) #8
  %88 = extractelement <2 x double> %69, i64 0
  %89 = fcmp ule double %88, 1.000000e-09
  %90 = extractelement <2 x i1> %78, i64 0
  %91 = or i1 %89, %90
  %92 = select i1 %91, ptr @.str.3, ptr @.str.4
  %93 = extractelement <2 x double> %68, i64 0
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %2, double noundef %21, double noundef %93, ptr noundef nonnull %92)
  %95 = zext i1 %91 to i32
  %96 = load i32, ptr @fails, align 4, !tbaa !6
  %97 = add nsw i32 %96, %95
  store i32 %97, ptr @fails, align 4, !tbaa !6
  %98 = add nuw nsw i64 %13, 1
  %99 = icmp eq i64 %98, 3
  br i1 %99, label %5, label %12, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad2 @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @llvm.fabs.f64(double %0)
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %1, double -1.000000e+00)
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  %7 = tail call double @llvm.maxnum.f64(double %0, double %1)
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %0, double %6)
  %9 = fmul double %0, %0
  %10 = fadd double %1, 2.000000e+00
  %11 = tail call double @llvm.minnum.f64(double %9, double %10)
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %1, double %8)
  %13 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %14 = tail call double @llvm.copysign.f64(double %13, double %1)
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %0, double %12)
  %16 = tail call double @llvm.fmuladd.f64(double %1, double %1, double %15)
  ret double %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.copysign.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
