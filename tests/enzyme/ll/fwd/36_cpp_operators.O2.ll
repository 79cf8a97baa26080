; ModuleID = 'fwd/36_cpp_operators.cpp'
source_filename = "fwd/36_cpp_operators.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Vec3 = type { double, double, double }

@__const.main.r = private unnamed_addr constant %struct.Vec3 { double 1.000000e+00, double 5.000000e-01, double -3.000000e-01 }, align 8
@__const.main.dr = private unnamed_addr constant %struct.Vec3 { double 2.000000e-01, double -4.000000e-01, double 1.000000e+00 }, align 8
@__const.main.f = private unnamed_addr constant %struct.Vec3 { double 0xBFE6666666666666, double 1.200000e+00, double 4.000000e-01 }, align 8
@__const.main.df = private unnamed_addr constant %struct.Vec3 { double 1.000000e+00, double 3.000000e-01, double -5.000000e-01 }, align 8
@__const.main.piv = private unnamed_addr constant %struct.Vec3 { double 1.000000e-01, double 1.000000e-01, double 1.000000e-01 }, align 8
@__const.main.dpiv = private unnamed_addr constant %struct.Vec3 { double -2.000000e-01, double 1.000000e-01, double 3.000000e-01 }, align 8
@.str = private unnamed_addr constant [7 x i8] c"torque\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"direction.x\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"direction.y\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"direction.z\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.Vec3, align 8
  %2 = alloca %struct.Vec3, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  %6 = alloca %struct.Vec3, align 8
  %7 = alloca %struct.Vec3, align 8
  %8 = alloca %struct.Vec3, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.r, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.dr, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.f, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.df, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.piv, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.dpiv, i64 24, i1 false)
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %10 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL6torquePK4Vec3S1_S1_, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  %11 = fadd double %10, 0x3FC131B136CC1D00
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fcmp ugt double %12, 0x3EB0C6F7A0B5ED8D
  %14 = select i1 %13, ptr @.str.5, ptr @.str.6
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %10, double noundef 0xBFC131B136CC1D00, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @_ZL5fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void (ptr, ...) @__enzyme_fwddiff_v(ptr noundef nonnull @_ZL9directionP4Vec3PKS_S2_, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4) #10
  %19 = load double, ptr %8, align 8, !tbaa !9
  %20 = fadd double %19, 0x3FB14FEDC9163380
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, 0x3EB0C6F7A0B5ED8D
  %23 = select i1 %22, ptr @.str.5, ptr @.str.6
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %19, double noundef 0xBFB14FEDC9163380, ptr noundef nonnull %23)
  %25 = zext i1 %22 to i32
  %26 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr @_ZL5fails, align 4, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %8, i64 8
  %29 = load double, ptr %28, align 8, !tbaa !12
  %30 = fadd double %29, 0xBFE4B4999E4A3EF8
  %31 = call double @llvm.fabs.f64(double %30)
  %32 = fcmp ugt double %31, 0x3EB0C6F7A0B5ED8D
  %33 = select i1 %32, ptr @.str.5, ptr @.str.6
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %29, double noundef 0x3FE4B4999E4A3EF8, ptr noundef nonnull %33)
  %35 = zext i1 %32 to i32
  %36 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @_ZL5fails, align 4, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %8, i64 16
  %39 = load double, ptr %38, align 8, !tbaa !13
  %40 = fadd double %39, 0x3FE8C83BC7D60B57
  %41 = call double @llvm.fabs.f64(double %40)
  %42 = fcmp ugt double %41, 0x3EB0C6F7A0B5ED8D
  %43 = select i1 %42, ptr @.str.5, ptr @.str.6
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %39, double noundef 0xBFE8C83BC7D60B57, ptr noundef nonnull %43)
  %45 = zext i1 %42 to i32
  %46 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr @_ZL5fails, align 4, !tbaa !5
  %48 = icmp eq i32 %47, 0
  %49 = select i1 %48, ptr @.str.6, ptr @.str.5
  %50 = call i32 @puts(ptr nonnull dereferenceable(1) %49)
  %51 = load i32, ptr @_ZL5fails, align 4, !tbaa !5
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal noundef double @_ZL6torquePK4Vec3S1_S1_(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) #4 {
  %4 = load double, ptr %0, align 8, !tbaa !9, !noalias !14
  %5 = load double, ptr %2, align 8, !tbaa !9, !noalias !14
  %6 = fsub double %4, %5
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !12, !noalias !14
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !12, !noalias !14
  %11 = fsub double %8, %10
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !13, !noalias !14
  %14 = getelementptr inbounds i8, ptr %2, i64 16
  %15 = load double, ptr %14, align 8, !tbaa !13, !noalias !14
  %16 = fsub double %13, %15
  %17 = getelementptr inbounds i8, ptr %1, i64 16
  %18 = load double, ptr %17, align 8, !tbaa !13
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = load double, ptr %19, align 8, !tbaa !12
  %21 = fneg double %16
  %22 = fmul double %20, %21
  %23 = tail call double @llvm.fmuladd.f64(double %11, double %18, double %22)
  %24 = load double, ptr %1, align 8, !tbaa !9
  %25 = fneg double %6
  %26 = fmul double %18, %25
  %27 = tail call double @llvm.fmuladd.f64(double %16, double %24, double %26)
  %28 = fneg double %11
  %29 = fmul double %24, %28
  %30 = tail call double @llvm.fmuladd.f64(double %6, double %20, double %29)
  %31 = fmul double %27, %27
  %32 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %31)
  %33 = tail call noundef double @llvm.fmuladd.f64(double %30, double %30, double %32)
  %34 = tail call noundef double @llvm.sqrt.f64(double %33)
  %35 = fmul double %11, %20
  %36 = tail call double @llvm.fmuladd.f64(double %6, double %24, double %35)
  %37 = tail call noundef double @llvm.fmuladd.f64(double %16, double %18, double %36)
  %38 = tail call double @llvm.fmuladd.f64(double %37, double 5.000000e-01, double %34)
  ret double %38
}

declare void @__enzyme_fwddiff_v(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @_ZL9directionP4Vec3PKS_S2_(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) #5 {
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = load double, ptr %4, align 8, !tbaa !13, !noalias !17
  %6 = getelementptr inbounds i8, ptr %1, i64 16
  %7 = load double, ptr %6, align 8, !tbaa !13, !noalias !17
  %8 = fsub double %5, %7
  %9 = fmul double %8, 1.000000e-01
  %10 = tail call noundef double @llvm.fmuladd.f64(double %9, double %8, double %8)
  %11 = load <2 x double>, ptr %2, align 8, !tbaa !20, !noalias !17
  %12 = load <2 x double>, ptr %1, align 8, !tbaa !20, !noalias !17
  %13 = fsub <2 x double> %11, %12
  %14 = fmul <2 x double> %13, <double 1.000000e-01, double 1.000000e-01>
  %15 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %13, <2 x double> %13)
  %16 = fmul <2 x double> %15, %15
  %17 = extractelement <2 x double> %16, i64 1
  %18 = extractelement <2 x double> %15, i64 0
  %19 = tail call double @llvm.fmuladd.f64(double %18, double %18, double %17)
  %20 = tail call noundef double @llvm.fmuladd.f64(double %10, double %10, double %19)
  %21 = tail call noundef double @llvm.sqrt.f64(double %20)
  %22 = fdiv double 1.000000e+00, %21
  %23 = insertelement <2 x double> poison, double %22, i64 0
  %24 = shufflevector <2 x double> %23, <2 x double> poison, <2 x i32> zeroinitializer
  %25 = fmul <2 x double> %15, %24
  %26 = fmul double %10, %22
  store <2 x double> %25, ptr %0, align 8, !tbaa !20
  %27 = getelementptr inbounds i8, ptr %0, i64 16
  store double %26, ptr %27, align 8, !tbaa !20
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS4Vec3", !11, i64 0, !11, i64 8, !11, i64 16}
!11 = !{!"double", !7, i64 0}
!12 = !{!10, !11, i64 8}
!13 = !{!10, !11, i64 16}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZNK4Vec3miERKS_: argument 0"}
!16 = distinct !{!16, !"_ZNK4Vec3miERKS_"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZNK4Vec3miERKS_: argument 0"}
!19 = distinct !{!19, !"_ZNK4Vec3miERKS_"}
!20 = !{!11, !11, i64 0}
