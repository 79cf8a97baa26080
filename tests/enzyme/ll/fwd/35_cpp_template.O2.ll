; ModuleID = 'fwd/35_cpp_template.cpp'
source_filename = "fwd/35_cpp_template.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Spring = type <{ double, double, i32, [4 x i8] }>

$_Z5blendIdET_S0_S0_ = comdat any

$_Z5sumsqIdLi5EET_PKS0_ = comdat any

@.str = private unnamed_addr constant [17 x i8] c"blend<double> dx\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"blend<double> dk\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"sumsq<double,5>\00", align 1
@__const.main.p = private unnamed_addr constant [4 x double] [double 1.000000e-01, double 2.000000e-01, double 1.300000e+00, double -4.000000e-01], align 16
@__const.main.dp = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -1.000000e-01, double 2.000000e-01, double 6.000000e-01], align 16
@.str.3 = private unnamed_addr constant [20 x i8] c"spring (object dup)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca %class.Spring, align 16
  %4 = alloca %class.Spring, align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %8 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_Z5blendIdET_S0_S0_, double noundef 3.000000e-01, double noundef 1.000000e+00, i32 noundef %7, double noundef 1.700000e+00) #11
  %9 = fadd double %8, 0xC00D015CFFB85ADF
  %10 = tail call double @llvm.fabs.f64(double %9)
  %11 = fcmp ugt double %10, 0x3ECE6A0EC6F7FFFF
  %12 = select i1 %11, ptr @.str.5, ptr @.str.6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %8, double noundef 0x400D015CFFB85ADF, ptr noundef nonnull %12)
  %14 = zext i1 %11 to i32
  %15 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr @_ZL5fails, align 4, !tbaa !5
  %17 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_Z5blendIdET_S0_S0_, double noundef 3.000000e-01, double noundef 0.000000e+00, double noundef 1.700000e+00, double noundef 1.000000e+00) #11
  %18 = fadd double %17, 0xBFDE94A865D9AA5F
  %19 = tail call double @llvm.fabs.f64(double %18)
  %20 = fcmp ugt double %19, 0x3EB0C6F7A0B5ED8D
  %21 = select i1 %20, ptr @.str.5, ptr @.str.6
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %17, double noundef 0x3FDE94A865D9AA5F, ptr noundef nonnull %21)
  %23 = zext i1 %20 to i32
  %24 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  store <2 x double> <double 5.000000e-01, double -1.000000e+00>, ptr %1, align 16
  %26 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 2.000000e+00, double 1.000000e-01>, ptr %26, align 16
  %27 = getelementptr inbounds i8, ptr %1, i64 32
  store double 0x3FE6666666666666, ptr %27, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %2, align 16
  %28 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double -2.500000e-01, double 2.000000e+00>, ptr %28, align 16
  %29 = getelementptr inbounds i8, ptr %2, i64 32
  store double -1.000000e+00, ptr %29, align 16
  %30 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_Z5sumsqIdLi5EET_PKS0_, ptr noundef nonnull %1, ptr noundef nonnull %2) #11
  %31 = fadd double %30, 0x3FF26138B8A6E500
  %32 = call double @llvm.fabs.f64(double %31)
  %33 = fcmp ugt double %32, 0x3EB345C84C0CCCCD
  %34 = select i1 %33, ptr @.str.5, ptr @.str.6
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %30, double noundef 0xBFF26138B8A6E500, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #11
  store <2 x double> <double 3.000000e+00, double 8.000000e-01>, ptr %3, align 16, !tbaa !9
  %39 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 7, ptr %39, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #11
  store <2 x double> <double 5.000000e-01, double -2.000000e-01>, ptr %4, align 16, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %4, i64 16
  store i32 0, ptr %40, align 16, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %5, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.p, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %6, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.dp, i64 32, i1 false)
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL13spring_energyPK6SpringPKd, i32 noundef %41, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %41, ptr noundef nonnull %5, ptr noundef nonnull %6) #11
  %43 = call double @hypot(double noundef 0xBFF3333226C3B928, double noundef 5.999930e-01) #11
  %44 = call double @hypot(double noundef 0xBFF333343FA2AD3E, double noundef 0x3FE33341E14BDFD3) #11
  %45 = insertelement <2 x double> poison, double %43, i64 0
  %46 = insertelement <2 x double> %45, double %44, i64 1
  %47 = fadd <2 x double> %46, <double 0xBFE9999567DBB16D, double -8.000020e-01>
  %48 = fmul <2 x double> %47, <double 0x3FF800029F16B11C, double 0x3FF7FFFD60E94EE4>
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> %47, <2 x double> <double 7.000000e-02, double 7.000000e-02>)
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %51 = fsub <2 x double> %49, %50
  %52 = extractelement <2 x double> %51, i64 0
  %53 = fdiv double %52, 2.000000e-05
  %54 = fsub double %42, %53
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = call double @llvm.fabs.f64(double %53)
  %57 = call double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  %58 = fmul double %57, 0x3EB0C6F7A0B5ED8D
  %59 = fcmp ugt double %55, %58
  %60 = fcmp ule double %56, 1.000000e-09
  %61 = or i1 %60, %59
  %62 = select i1 %61, ptr @.str.5, ptr @.str.6
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %42, double noundef %53, ptr noundef nonnull %62)
  %64 = zext i1 %61 to i32
  %65 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr @_ZL5fails, align 4, !tbaa !5
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %67, ptr @.str.6, ptr @.str.5
  %69 = call i32 @puts(ptr nonnull dereferenceable(1) %68)
  %70 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %71 = icmp ne i32 %70, 0
  %72 = zext i1 %71 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_Z5blendIdET_S0_S0_(double noundef %0, double noundef %1) #3 comdat {
  %3 = fmul double %0, %0
  %4 = tail call double @llvm.fmuladd.f64(double %0, double -2.000000e+00, double 3.000000e+00)
  %5 = fmul double %3, %4
  %6 = fmul double %0, %1
  %7 = tail call double @sin(double noundef %6) #11
  %8 = tail call double @llvm.fmuladd.f64(double %5, double %1, double %7)
  ret double %8
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef double @_Z5sumsqIdLi5EET_PKS0_(ptr noundef %0) #3 comdat {
  %2 = load double, ptr %0, align 8, !tbaa !9
  %3 = fmul double %2, %2
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = fmul double %5, %5
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %3)
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load double, ptr %8, align 8, !tbaa !9
  %10 = fmul double %9, %9
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 3.000000e+00, double %7)
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul double %13, %13
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 4.000000e+00, double %11)
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul double %17, %17
  %19 = tail call double @llvm.fmuladd.f64(double %18, double 5.000000e+00, double %15)
  %20 = tail call double @sqrt(double noundef %19) #11
  ret double %20
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind uwtable
define internal noundef double @_ZL13spring_energyPK6SpringPKd(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load double, ptr %1, align 8, !tbaa !9
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !9
  %6 = fsub double %3, %5
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %1, i64 24
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = fsub double %8, %10
  %12 = tail call double @hypot(double noundef %6, double noundef %11) #11
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !13
  %15 = fsub double %12, %14
  %16 = load double, ptr %0, align 8, !tbaa !14
  %17 = fmul double %16, 5.000000e-01
  %18 = fmul double %15, %17
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load i32, ptr %19, align 8, !tbaa !11
  %21 = sitofp i32 %20 to double
  %22 = fmul double %21, 1.000000e-02
  %23 = tail call noundef double @llvm.fmuladd.f64(double %18, double %15, double %22)
  ret double %23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !6, i64 16}
!12 = !{!"_ZTS6Spring", !10, i64 0, !10, i64 8, !6, i64 16}
!13 = !{!12, !10, i64 8}
!14 = !{!12, !10, i64 0}
