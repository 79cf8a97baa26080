; ModuleID = 'fwd/06_array_fixed_loop.c'
source_filename = "fwd/06_array_fixed_loop.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [5 x i8] c"wsum\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"prefix[%d]\00", align 1
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
  %5 = alloca [8 x double], align 8
  %6 = alloca [8 x double], align 8
  %7 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  store <2 x double> <double -8.000000e-01, double -5.000000e-01>, ptr %1, align 16, !tbaa !6
  store <2 x double> <double 0xBFE6666666666666, double 0x3FD3333333333334>, ptr %2, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0xBFC999999999999C, double 0x3FB9999999999994>, ptr %8, align 16, !tbaa !6
  store <2 x double> <double 1.300000e+00, double 0xBFE6666666666666>, ptr %9, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  %14 = getelementptr inbounds i8, ptr %3, i64 32
  %15 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FD9999999999998, double 0x3FE6666666666666>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double 0x3FD3333333333334, double 1.300000e+00>, ptr %13, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %1, i64 48
  %17 = getelementptr inbounds i8, ptr %2, i64 48
  %18 = getelementptr inbounds i8, ptr %3, i64 48
  %19 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FEFFFFFFFFFFFFF, double 0x3FF4CCCCCCCCCCCC>, ptr %16, align 16, !tbaa !6
  store <2 x double> <double 0xBFE6666666666666, double 0x3FD3333333333334>, ptr %17, align 16, !tbaa !6
  %20 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %21 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @wsum, i32 noundef %20, ptr noundef nonnull %1, ptr noundef nonnull %2) #10
  %22 = fadd double %21, 0xC02092565413D880
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fcmp ugt double %23, 0x3EE16069B9ECCCCD
  %25 = select i1 %24, ptr @.str.3, ptr @.str.4
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %21, double noundef 0x402092565413D880, ptr noundef nonnull %25)
  %27 = zext i1 %24 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !10
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 16 dereferenceable(64) %1, i64 64, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %6, ptr noundef nonnull align 16 dereferenceable(64) %2, i64 64, i1 false)
  %30 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @prefix, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  store <2 x double> <double -8.000070e-01, double 0xBFC33369B9D30ADF>, ptr %3, align 16, !tbaa !6
  store <2 x double> <double 0xBFA1ECA0A62D4C80, double 0xBF7EBE37D53F7B0A>, ptr %10, align 16, !tbaa !6
  store <2 x double> <double 0x3FC3FFFC8A53FD3C, double 0x3FE22E3A374FF582>, ptr %14, align 16, !tbaa !6
  store <2 x double> <double 0x3FF48B7FDFBEAEC5, double 0x4002A802C727DBF2>, ptr %18, align 16, !tbaa !6
  store <2 x double> <double 0xBFE9998AEB80ECFB, double 0xBFC332FCAC897642>, ptr %4, align 16, !tbaa !6
  store <2 x double> <double 0xBFA1EA69944847AF, double 0xBF7EB26BEF227B26>, ptr %11, align 16, !tbaa !6
  store <2 x double> <double 0x3FC4000376008922, double 0x3FE22DEEBEAB9EF6>, ptr %15, align 16, !tbaa !6
  store <2 x double> <double 0x3FF48B8A5DC6F260, double 0x4002A7FD38DE01B4>, ptr %19, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #10
  br label %39

31:                                               ; preds = %66
  %32 = load i32, ptr @fails, align 4, !tbaa !10
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, ptr @.str.4, ptr @.str.3
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) %34)
  %36 = load i32, ptr @fails, align 4, !tbaa !10
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10
  ret i32 %38

39:                                               ; preds = %0, %66
  %40 = phi i64 [ 0, %0 ], [ %67, %66 ]
  %41 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !6
  %43 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = fsub double %42, %44
  %46 = fdiv double %45, 2.000000e-05
  %47 = call double @llvm.fabs.f64(double %46)
  %48 = fcmp olt double %47, 0x3EB0C6F7A0B5ED8D
  br i1 %48, label %66, label %49

49:                                               ; preds = %39
  %50 = trunc nuw nsw i64 %40 to i32
  %51 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %50) #10
  %52 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %40
  %53 = load double, ptr %52, align 8, !tbaa !6
  %54 = fsub double %53, %46
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = call double @llvm.maxnum.f64(double %47, double 1.000000e+00)
  %57 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %58 = fcmp ugt double %55, %57
  %59 = fcmp ule double %47, 1.000000e-09
  %60 = or i1 %59, %58
  %61 = select i1 %60, ptr @.str.3, ptr @.str.4
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %7, double noundef %53, double noundef %46, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !10
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !10
  br label %66

66:                                               ; preds = %39, %49
  %67 = add nuw nsw i64 %40, 1
  %68 = icmp eq i64 %67, 8
  br i1 %68, label %31, label %39, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable
define internal double @wsum(ptr nocapture noundef readonly %0) #4 {
  %2 = load double, ptr %0, align 8, !tbaa !6
  %3 = tail call double @sin(double noundef %2) #10
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %2, double %3)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !6
  %7 = fmul double %6, 2.000000e+00
  %8 = tail call double @sin(double noundef %6) #10
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %6, double %8)
  %10 = fadd double %4, %9
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = fmul double %12, 3.000000e+00
  %14 = tail call double @sin(double noundef %12) #10
  %15 = tail call double @llvm.fmuladd.f64(double %13, double %12, double %14)
  %16 = fadd double %10, %15
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = fmul double %18, 4.000000e+00
  %20 = tail call double @sin(double noundef %18) #10
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %18, double %20)
  %22 = fadd double %16, %21
  %23 = getelementptr inbounds i8, ptr %0, i64 32
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = fmul double %24, 5.000000e+00
  %26 = tail call double @sin(double noundef %24) #10
  %27 = tail call double @llvm.fmuladd.f64(double %25, double %24, double %26)
  %28 = fadd double %22, %27
  %29 = getelementptr inbounds i8, ptr %0, i64 40
  %30 = load double, ptr %29, align 8, !tbaa !6
  %31 = fmul double %30, 6.000000e+00
  %32 = tail call double @sin(double noundef %30) #10
  %33 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %32)
  %34 = fadd double %28, %33
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = load double, ptr %35, align 8, !tbaa !6
  %37 = fmul double %36, 7.000000e+00
  %38 = tail call double @sin(double noundef %36) #10
  %39 = tail call double @llvm.fmuladd.f64(double %37, double %36, double %38)
  %40 = fadd double %34, %39
  %41 = getelementptr inbounds i8, ptr %0, i64 56
  %42 = load double, ptr %41, align 8, !tbaa !6
  %43 = fmul double %42, 8.000000e+00
  %44 = tail call double @sin(double noundef %42) #10
  %45 = tail call double @llvm.fmuladd.f64(double %43, double %42, double %44)
  %46 = fadd double %40, %45
  ret double %46
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @prefix(ptr nocapture noundef %0) #6 {
  %2 = getelementptr i8, ptr %0, i64 8
  %3 = load double, ptr %0, align 8, !tbaa !6
  %4 = load double, ptr %2, align 8, !tbaa !6
  %5 = fmul double %4, %4
  %6 = tail call double @llvm.fmuladd.f64(double %3, double 5.000000e-01, double %5)
  store double %6, ptr %2, align 8, !tbaa !6
  %7 = getelementptr i8, ptr %0, i64 16
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = fmul double %8, %8
  %10 = tail call double @llvm.fmuladd.f64(double %6, double 5.000000e-01, double %9)
  store double %10, ptr %7, align 8, !tbaa !6
  %11 = getelementptr i8, ptr %0, i64 24
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = fmul double %12, %12
  %14 = tail call double @llvm.fmuladd.f64(double %10, double 5.000000e-01, double %13)
  store double %14, ptr %11, align 8, !tbaa !6
  %15 = getelementptr i8, ptr %0, i64 32
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = fmul double %16, %16
  %18 = tail call double @llvm.fmuladd.f64(double %14, double 5.000000e-01, double %17)
  store double %18, ptr %15, align 8, !tbaa !6
  %19 = getelementptr i8, ptr %0, i64 40
  %20 = load double, ptr %19, align 8, !tbaa !6
  %21 = fmul double %20, %20
  %22 = tail call double @llvm.fmuladd.f64(double %18, double 5.000000e-01, double %21)
  store double %22, ptr %19, align 8, !tbaa !6
  %23 = getelementptr i8, ptr %0, i64 48
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = fmul double %24, %24
  %26 = tail call double @llvm.fmuladd.f64(double %22, double 5.000000e-01, double %25)
  store double %26, ptr %23, align 8, !tbaa !6
  %27 = getelementptr i8, ptr %0, i64 56
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = fmul double %28, %28
  %30 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double %29)
  store double %30, ptr %27, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
