; ModuleID = 'fwd/18_stack_array.c'
source_filename = "fwd/18_stack_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"smooth (x, a dup)\00", align 1
@__const.main.v = private unnamed_addr constant [9 x double] [double 2.000000e+00, double -1.000000e+00, double 5.000000e-01, double 3.000000e-01, double 1.500000e+00, double 0xBFE6666666666666, double 1.100000e+00, double 2.000000e-01, double 9.000000e-01], align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"det3\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  store <2 x double> <double -5.000000e-01, double -3.000000e-01>, ptr %1, align 16, !tbaa !5
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %2, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0xBFB9999999999998, double 0x3FB999999999999C>, ptr %5, align 16, !tbaa !5
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %6, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 32
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0x3FD3333333333334, double 5.000000e-01>, ptr %7, align 16, !tbaa !5
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 48
  %10 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 0x3FE6666666666667, double 0x3FECCCCCCCCCCCCE>, ptr %9, align 16, !tbaa !5
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %10, align 16, !tbaa !5
  %11 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @smooth, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.300000e+00, double noundef 0x3FE6666666666666) #10
  %12 = fadd double %11, 0xC0947BDF58844500
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = fcmp ugt double %13, 0x3F557A994A733333
  %15 = select i1 %14, ptr @.str.3, ptr @.str.4
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %11, double noundef 0x40947BDF58844500, ptr noundef nonnull %15)
  %17 = zext i1 %14 to i32
  %18 = load i32, ptr @fails, align 4, !tbaa !9
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr @fails, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %3, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.v, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #10
  store <2 x double> <double -3.500000e-01, double 0xBFCFFFFFFFFFFFFF>, ptr %4, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFC3333333333332, double 0xBFA9999999999994>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FA99999999999A0, double 0x3FC3333333333335>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FD0000000000001, double 0x3FD6666666666668>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %4, i64 64
  store double 0x3FDCCCCCCCCCCCCE, ptr %23, align 16, !tbaa !5
  %24 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @det3, ptr noundef nonnull %3, ptr noundef nonnull %4) #10
  %25 = fadd double %24, 0xBFFC78D4FDF218FF
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fcmp ugt double %26, 0x3EBDDAE4F10CCCCB
  %28 = select i1 %27, ptr @.str.3, ptr @.str.4
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %24, double noundef 0x3FFC78D4FDF218FF, ptr noundef nonnull %28)
  %30 = zext i1 %27 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !9
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !9
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, ptr @.str.4, ptr @.str.3
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) %34)
  %36 = load i32, ptr @fails, align 4, !tbaa !9
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10
  ret i32 %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @smooth(ptr nocapture noundef readonly %0, double noundef %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = tail call double @llvm.fmuladd.f64(double %4, double %1, double 7.000000e+00)
  %6 = fmul double %5, 2.500000e-01
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %1, double 6.000000e+00)
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load <4 x double>, ptr %10, align 8, !tbaa !5
  %12 = insertelement <4 x double> poison, double %1, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %11, <4 x double> %13, <4 x double> <double 2.000000e+00, double 3.000000e+00, double 4.000000e+00, double 5.000000e+00>)
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %1, double 1.000000e+00)
  %18 = load double, ptr %0, align 8, !tbaa !5
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %1, double 0.000000e+00)
  %20 = fmul double %17, 5.000000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %19, double 2.500000e-01, double %20)
  %22 = extractelement <4 x double> %14, i64 0
  %23 = fmul double %22, 2.500000e-01
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %22, double %21)
  %25 = fmul double %22, 5.000000e-01
  %26 = tail call double @llvm.fmuladd.f64(double %24, double 2.500000e-01, double %25)
  %27 = extractelement <4 x double> %14, i64 1
  %28 = fmul double %27, 2.500000e-01
  %29 = fmul double %27, 5.000000e-01
  %30 = extractelement <4 x double> %14, i64 2
  %31 = fmul double %30, 2.500000e-01
  %32 = fmul double %30, 5.000000e-01
  %33 = extractelement <4 x double> %14, i64 3
  %34 = fmul double %33, 2.500000e-01
  %35 = fmul double %33, 5.000000e-01
  %36 = fmul double %9, 2.500000e-01
  %37 = tail call double @llvm.fmuladd.f64(double %28, double %27, double %26)
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 2.500000e-01, double %29)
  %39 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %38)
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 2.500000e-01, double %32)
  %41 = tail call double @llvm.fmuladd.f64(double %34, double %33, double %40)
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 2.500000e-01, double %35)
  %43 = tail call double @llvm.fmuladd.f64(double %36, double %9, double %42)
  %44 = fmul double %9, 5.000000e-01
  %45 = tail call double @llvm.fmuladd.f64(double %43, double 2.500000e-01, double %44)
  %46 = tail call double @llvm.fmuladd.f64(double %6, double %5, double %45)
  %47 = fmul double %24, 5.000000e-01
  %48 = tail call double @llvm.fmuladd.f64(double %19, double 2.500000e-01, double %47)
  %49 = fmul double %37, 2.500000e-01
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %37, double %48)
  %51 = fmul double %37, 5.000000e-01
  %52 = tail call double @llvm.fmuladd.f64(double %50, double 2.500000e-01, double %51)
  %53 = fmul double %39, 2.500000e-01
  %54 = fmul double %39, 5.000000e-01
  %55 = fmul double %41, 2.500000e-01
  %56 = fmul double %41, 5.000000e-01
  %57 = fmul double %43, 2.500000e-01
  %58 = fmul double %43, 5.000000e-01
  %59 = fmul double %46, 2.500000e-01
  %60 = tail call double @llvm.fmuladd.f64(double %53, double %39, double %52)
  %61 = tail call double @llvm.fmuladd.f64(double %60, double 2.500000e-01, double %54)
  %62 = tail call double @llvm.fmuladd.f64(double %55, double %41, double %61)
  %63 = tail call double @llvm.fmuladd.f64(double %62, double 2.500000e-01, double %56)
  %64 = tail call double @llvm.fmuladd.f64(double %57, double %43, double %63)
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 2.500000e-01, double %58)
  %66 = tail call double @llvm.fmuladd.f64(double %59, double %46, double %65)
  %67 = fmul double %46, 5.000000e-01
  %68 = tail call double @llvm.fmuladd.f64(double %66, double 2.500000e-01, double %67)
  %69 = tail call double @llvm.fmuladd.f64(double %6, double %5, double %68)
  %70 = fmul double %50, 5.000000e-01
  %71 = tail call double @llvm.fmuladd.f64(double %19, double 2.500000e-01, double %70)
  %72 = fmul double %60, 2.500000e-01
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %60, double %71)
  %74 = fmul double %60, 5.000000e-01
  %75 = tail call double @llvm.fmuladd.f64(double %73, double 2.500000e-01, double %74)
  %76 = fmul double %62, 2.500000e-01
  %77 = fmul double %62, 5.000000e-01
  %78 = fmul double %64, 2.500000e-01
  %79 = fmul double %64, 5.000000e-01
  %80 = fmul double %66, 2.500000e-01
  %81 = fmul double %66, 5.000000e-01
  %82 = fmul double %69, 2.500000e-01
  %83 = tail call double @llvm.fmuladd.f64(double %76, double %62, double %75)
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 2.500000e-01, double %77)
  %85 = tail call double @llvm.fmuladd.f64(double %78, double %64, double %84)
  %86 = tail call double @llvm.fmuladd.f64(double %85, double 2.500000e-01, double %79)
  %87 = tail call double @llvm.fmuladd.f64(double %80, double %66, double %86)
  %88 = tail call double @llvm.fmuladd.f64(double %87, double 2.500000e-01, double %81)
  %89 = tail call double @llvm.fmuladd.f64(double %82, double %69, double %88)
  %90 = fmul double %69, 5.000000e-01
  %91 = tail call double @llvm.fmuladd.f64(double %89, double 2.500000e-01, double %90)
  %92 = tail call double @llvm.fmuladd.f64(double %6, double %5, double %91)
  %93 = tail call double @llvm.fmuladd.f64(double %19, double -1.000000e+00, double 0.000000e+00)
  %94 = tail call double @llvm.fmuladd.f64(double %73, double 0.000000e+00, double %93)
  %95 = fadd double %83, %94
  %96 = tail call double @llvm.fmuladd.f64(double %85, double -1.000000e+00, double %95)
  %97 = tail call double @llvm.fmuladd.f64(double %87, double 0.000000e+00, double %96)
  %98 = fadd double %89, %97
  %99 = tail call double @llvm.fmuladd.f64(double %92, double -1.000000e+00, double %98)
  %100 = tail call double @llvm.fmuladd.f64(double %5, double 0.000000e+00, double %99)
  ret double %100
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @det3(ptr nocapture noundef readonly %0) #6 {
  %2 = load double, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  %14 = load double, ptr %13, align 8, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %0, i64 64
  %18 = load double, ptr %17, align 8, !tbaa !5
  %19 = fneg double %12
  %20 = fmul double %16, %19
  %21 = tail call double @llvm.fmuladd.f64(double %10, double %18, double %20)
  %22 = fmul double %14, %19
  %23 = tail call double @llvm.fmuladd.f64(double %8, double %18, double %22)
  %24 = fneg double %4
  %25 = fmul double %23, %24
  %26 = tail call double @llvm.fmuladd.f64(double %2, double %21, double %25)
  %27 = fneg double %10
  %28 = fmul double %14, %27
  %29 = tail call double @llvm.fmuladd.f64(double %8, double %16, double %28)
  %30 = tail call double @llvm.fmuladd.f64(double %6, double %29, double %26)
  ret double %30
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
