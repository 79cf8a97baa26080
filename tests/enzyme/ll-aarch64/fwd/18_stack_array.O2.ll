; ModuleID = 'fwd/18_stack_array.c'
source_filename = "fwd/18_stack_array.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [18 x i8] c"smooth (x, a dup)\00", align 1
@__const.main.v = private unnamed_addr constant [9 x double] [double 2.000000e+00, double -1.000000e+00, double 5.000000e-01, double 3.000000e-01, double 1.500000e+00, double 0xBFE6666666666666, double 1.100000e+00, double 2.000000e-01, double 9.000000e-01], align 8
@.str.1 = private unnamed_addr constant [5 x i8] c"det3\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 16
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [9 x double], align 8
  %6 = alloca [9 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #8
  store <2 x double> <double -5.000000e-01, double -3.000000e-01>, ptr %1, align 16, !tbaa !6
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %2, align 16, !tbaa !6
  store <2 x double> <double -5.000030e-01, double -2.999960e-01>, ptr %3, align 16, !tbaa !6
  store <2 x double> <double -4.999970e-01, double -3.000040e-01>, ptr %4, align 16, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  %10 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFB9999999999998, double 0x3FB999999999999C>, ptr %7, align 16, !tbaa !6
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %8, align 16, !tbaa !6
  store <2 x double> <double 0xBFB999CBEE807BBA, double 0x3FB999DCB5781C74>, ptr %9, align 16, !tbaa !6
  store <2 x double> <double 0xBFB9996744B2B776, double 0x3FB999567DBB16C4>, ptr %10, align 16, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FD3333333333334, double 5.000000e-01>, ptr %11, align 16, !tbaa !6
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double 0x3FD333269DF97AAC, double 5.000040e-01>, ptr %13, align 16, !tbaa !6
  store <2 x double> <double 3.000030e-01, double 4.999960e-01>, ptr %14, align 16, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %1, i64 48
  %16 = getelementptr inbounds i8, ptr %2, i64 48
  %17 = getelementptr inbounds i8, ptr %3, i64 48
  %18 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FE6666666666667, double 0x3FECCCCCCCCCCCCE>, ptr %15, align 16, !tbaa !6
  store <2 x double> <double -3.000000e-01, double 4.000000e-01>, ptr %16, align 16, !tbaa !6
  store <2 x double> <double 0x3FE666601BC98A23, double 0x3FECCCD530489D29>, ptr %17, align 16, !tbaa !6
  store <2 x double> <double 7.000030e-01, double 0x3FECCCC46950FC73>, ptr %18, align 16, !tbaa !6
  %19 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @smooth, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.300000e+00, double noundef 0x3FE6666666666666) #8
  %20 = call double @smooth(ptr noundef nonnull %3, double noundef 0x3FF4CCD423D9231D)
  %21 = call double @smooth(ptr noundef nonnull %4, double noundef 0x3FF4CCC575C0767D)
  %22 = fsub double %20, %21
  %23 = fdiv double %22, 2.000000e-05
  %24 = fsub double %19, %23
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = call double @llvm.fabs.f64(double %23)
  %27 = call double @llvm.maxnum.f64(double %26, double 1.000000e+00)
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fcmp ugt double %25, %28
  %30 = fcmp ule double %26, 1.000000e-09
  %31 = or i1 %30, %29
  %32 = select i1 %31, ptr @.str.3, ptr @.str.4
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %19, double noundef %23, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !10
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.v, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #8
  store <2 x double> <double -3.500000e-01, double 0xBFCFFFFFFFFFFFFF>, ptr %6, align 16, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 0xBFC3333333333332, double 0xBFA9999999999994>, ptr %37, align 16, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 0x3FA99999999999A0, double 0x3FC3333333333335>, ptr %38, align 16, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %6, i64 48
  store <2 x double> <double 0x3FD0000000000001, double 0x3FD6666666666668>, ptr %39, align 16, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %6, i64 64
  store double 0x3FDCCCCCCCCCCCCE, ptr %40, align 16, !tbaa !6
  %41 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @det3, ptr noundef nonnull %5, ptr noundef nonnull %6) #8
  %42 = fadd double %41, 0xBFFC78D4FDF218FF
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = fcmp ugt double %43, 0x3EBDDAE4F10CCCCB
  %45 = select i1 %44, ptr @.str.3, ptr @.str.4
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %41, double noundef 0x3FFC78D4FDF218FF, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !10
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !10
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, ptr @.str.4, ptr @.str.3
  %52 = call i32 @puts(ptr nonnull dereferenceable(1) %51)
  %53 = load i32, ptr @fails, align 4, !tbaa !10
  %54 = icmp ne i32 %53, 0
  %55 = zext i1 %54 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8
  ret i32 %55
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @smooth(ptr nocapture noundef readonly %0, double noundef %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !6
  %4 = tail call double @llvm.fmuladd.f64(double %3, double %1, double 0.000000e+00)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !6
  %7 = tail call double @llvm.fmuladd.f64(double %6, double %1, double 1.000000e+00)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !6
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %1, double 2.000000e+00)
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %1, double 3.000000e+00)
  %14 = getelementptr inbounds i8, ptr %0, i64 32
  %15 = load double, ptr %14, align 8, !tbaa !6
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %1, double 4.000000e+00)
  %17 = getelementptr inbounds i8, ptr %0, i64 40
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %1, double 5.000000e+00)
  %20 = getelementptr inbounds i8, ptr %0, i64 48
  %21 = load double, ptr %20, align 8, !tbaa !6
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %1, double 6.000000e+00)
  %23 = getelementptr inbounds i8, ptr %0, i64 56
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %1, double 7.000000e+00)
  %26 = fmul double %7, 5.000000e-01
  %27 = tail call double @llvm.fmuladd.f64(double %4, double 2.500000e-01, double %26)
  %28 = fmul double %10, 2.500000e-01
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %10, double %27)
  %30 = fmul double %10, 5.000000e-01
  %31 = tail call double @llvm.fmuladd.f64(double %29, double 2.500000e-01, double %30)
  %32 = fmul double %13, 2.500000e-01
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %13, double %31)
  %34 = fmul double %13, 5.000000e-01
  %35 = tail call double @llvm.fmuladd.f64(double %33, double 2.500000e-01, double %34)
  %36 = fmul double %16, 2.500000e-01
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %16, double %35)
  %38 = fmul double %16, 5.000000e-01
  %39 = tail call double @llvm.fmuladd.f64(double %37, double 2.500000e-01, double %38)
  %40 = fmul double %19, 2.500000e-01
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %19, double %39)
  %42 = fmul double %19, 5.000000e-01
  %43 = tail call double @llvm.fmuladd.f64(double %41, double 2.500000e-01, double %42)
  %44 = fmul double %22, 2.500000e-01
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %22, double %43)
  %46 = fmul double %22, 5.000000e-01
  %47 = tail call double @llvm.fmuladd.f64(double %45, double 2.500000e-01, double %46)
  %48 = fmul double %25, 2.500000e-01
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %25, double %47)
  %50 = fmul double %29, 5.000000e-01
  %51 = tail call double @llvm.fmuladd.f64(double %4, double 2.500000e-01, double %50)
  %52 = fmul double %33, 2.500000e-01
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %33, double %51)
  %54 = fmul double %33, 5.000000e-01
  %55 = tail call double @llvm.fmuladd.f64(double %53, double 2.500000e-01, double %54)
  %56 = fmul double %37, 2.500000e-01
  %57 = tail call double @llvm.fmuladd.f64(double %56, double %37, double %55)
  %58 = fmul double %37, 5.000000e-01
  %59 = tail call double @llvm.fmuladd.f64(double %57, double 2.500000e-01, double %58)
  %60 = fmul double %41, 2.500000e-01
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %41, double %59)
  %62 = fmul double %41, 5.000000e-01
  %63 = tail call double @llvm.fmuladd.f64(double %61, double 2.500000e-01, double %62)
  %64 = fmul double %45, 2.500000e-01
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %45, double %63)
  %66 = fmul double %45, 5.000000e-01
  %67 = tail call double @llvm.fmuladd.f64(double %65, double 2.500000e-01, double %66)
  %68 = fmul double %49, 2.500000e-01
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %49, double %67)
  %70 = fmul double %49, 5.000000e-01
  %71 = tail call double @llvm.fmuladd.f64(double %69, double 2.500000e-01, double %70)
  %72 = tail call double @llvm.fmuladd.f64(double %48, double %25, double %71)
  %73 = fmul double %53, 5.000000e-01
  %74 = tail call double @llvm.fmuladd.f64(double %4, double 2.500000e-01, double %73)
  %75 = fmul double %57, 2.500000e-01
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %57, double %74)
  %77 = fmul double %57, 5.000000e-01
  %78 = tail call double @llvm.fmuladd.f64(double %76, double 2.500000e-01, double %77)
  %79 = fmul double %61, 2.500000e-01
  %80 = tail call double @llvm.fmuladd.f64(double %79, double %61, double %78)
  %81 = fmul double %61, 5.000000e-01
  %82 = tail call double @llvm.fmuladd.f64(double %80, double 2.500000e-01, double %81)
  %83 = fmul double %65, 2.500000e-01
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %65, double %82)
  %85 = fmul double %65, 5.000000e-01
  %86 = tail call double @llvm.fmuladd.f64(double %84, double 2.500000e-01, double %85)
  %87 = fmul double %69, 2.500000e-01
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %69, double %86)
  %89 = fmul double %69, 5.000000e-01
  %90 = tail call double @llvm.fmuladd.f64(double %88, double 2.500000e-01, double %89)
  %91 = fmul double %72, 2.500000e-01
  %92 = tail call double @llvm.fmuladd.f64(double %91, double %72, double %90)
  %93 = fmul double %72, 5.000000e-01
  %94 = tail call double @llvm.fmuladd.f64(double %92, double 2.500000e-01, double %93)
  %95 = tail call double @llvm.fmuladd.f64(double %48, double %25, double %94)
  %96 = tail call double @llvm.fmuladd.f64(double %4, double -1.000000e+00, double 0.000000e+00)
  %97 = tail call double @llvm.fmuladd.f64(double %76, double 0.000000e+00, double %96)
  %98 = fadd double %80, %97
  %99 = tail call double @llvm.fmuladd.f64(double %84, double -1.000000e+00, double %98)
  %100 = tail call double @llvm.fmuladd.f64(double %88, double 0.000000e+00, double %99)
  %101 = fadd double %92, %100
  %102 = tail call double @llvm.fmuladd.f64(double %95, double -1.000000e+00, double %101)
  %103 = tail call double @llvm.fmuladd.f64(double %25, double 0.000000e+00, double %102)
  ret double %103
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal double @det3(ptr nocapture noundef readonly %0) #4 {
  %2 = load double, ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load double, ptr %3, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = load double, ptr %9, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %0, i64 56
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %0, i64 64
  %18 = load double, ptr %17, align 8, !tbaa !6
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
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
