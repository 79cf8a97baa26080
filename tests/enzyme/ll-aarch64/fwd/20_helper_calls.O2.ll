; ModuleID = 'fwd/20_helper_calls.c'
source_filename = "fwd/20_helper_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [2 x double] [double 1.300000e+00, double 6.000000e-01], align 8
@__const.main.dv = private unnamed_addr constant [2 x double] [double 4.000000e-01, double -9.000000e-01], align 8
@.str = private unnamed_addr constant [7 x i8] c"level1\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"level2 (y const)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [8 x i8] c"polar x\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"polar y\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable
define dso_local double @level1(ptr nocapture noundef readonly %0) #0 {
  %2 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  %3 = load double, ptr %0, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !6
  call void @polar(double noundef %3, double noundef %5, ptr noundef nonnull %2)
  %6 = load double, ptr %2, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = tail call double @level2(double noundef %6, double noundef %8)
  %10 = load double, ptr %0, align 8, !tbaa !6
  %11 = tail call fastcc double @lin(double noundef %10, double noundef 3.000000e+00, double noundef 1.000000e+00)
  %12 = tail call fastcc double @sq(double noundef %11)
  %13 = fadd double %9, %12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal void @polar(double noundef %0, double noundef %1, ptr nocapture noundef writeonly %2) #2 {
  %4 = tail call double @cos(double noundef %1) #11
  %5 = fmul double %4, %0
  store double %5, ptr %2, align 8, !tbaa !6
  %6 = tail call double @sin(double noundef %1) #11
  %7 = fmul double %6, %0
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store double %7, ptr %8, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal double @level2(double noundef %0, double noundef %1) #2 {
  %3 = fsub double %0, %1
  %4 = tail call fastcc double @level3(double noundef %3)
  %5 = tail call fastcc double @lin(double noundef 2.000000e+00, double noundef %1, double noundef %0)
  %6 = fmul double %4, %5
  ret double %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sq(double noundef %0) unnamed_addr #3 {
  %2 = fmul double %0, %0
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @lin(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #3 {
  %4 = tail call double @llvm.fmuladd.f64(double %0, double %1, double %2)
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [2 x double], align 8
  %2 = alloca [2 x double], align 8
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 8
  %6 = alloca [2 x double], align 8
  %7 = alloca [2 x double], align 8
  %8 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.v, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.dv, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11
  store <2 x double> <double 0x3FF4CCD0FE8AB4FA, double 0x3FE33320535C9E66>, ptr %3, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #11
  store <2 x double> <double 0x3FF4CCC89B0EE4A0, double 6.000090e-01>, ptr %4, align 16, !tbaa !6
  %9 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @level1, ptr noundef nonnull %1, ptr noundef nonnull %2) #11
  %10 = call double @level1(ptr noundef nonnull %3)
  %11 = call double @level1(ptr noundef nonnull %4)
  %12 = fsub double %10, %11
  %13 = fdiv double %12, 2.000000e-05
  %14 = fsub double %9, %13
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = call double @llvm.fabs.f64(double %13)
  %17 = call double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul double %17, 0x3EB0C6F7A0B5ED8D
  %19 = fcmp ugt double %15, %18
  %20 = fcmp ule double %16, 1.000000e-09
  %21 = or i1 %20, %19
  %22 = select i1 %21, ptr @.str.5, ptr @.str.6
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %9, double noundef %13, ptr noundef nonnull %22)
  %24 = zext i1 %21 to i32
  %25 = load i32, ptr @fails, align 4, !tbaa !10
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr @fails, align 4, !tbaa !10
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %28 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @level2, double noundef 4.000000e-01, double noundef 1.000000e+00, i32 noundef %27, double noundef 9.000000e-01) #11
  %29 = call double @level2(double noundef 0x3FD999C38B04AB61, double noundef 9.000000e-01)
  %30 = call double @level2(double noundef 3.999900e-01, double noundef 9.000000e-01)
  %31 = fsub double %29, %30
  %32 = fdiv double %31, 2.000000e-05
  %33 = fsub double %28, %32
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = call double @llvm.fabs.f64(double %32)
  %36 = call double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  %37 = fmul double %36, 0x3EB0C6F7A0B5ED8D
  %38 = fcmp ugt double %34, %37
  %39 = fcmp ule double %35, 1.000000e-09
  %40 = or i1 %39, %38
  %41 = select i1 %40, ptr @.str.5, ptr @.str.6
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %28, double noundef %32, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @fails, align 4, !tbaa !10
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @fails, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #11
  %46 = load i32, ptr @enzyme_dup, align 4, !tbaa !10
  %47 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @polar, double noundef 2.000000e+00, double noundef 5.000000e-01, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %46, ptr noundef nonnull %5, ptr noundef nonnull %6) #11
  call void @polar(double noundef 0x400000029F16B11C, double noundef 8.000100e-01, ptr noundef nonnull %7)
  call void @polar(double noundef 0x3FFFFFFAC1D29DC7, double noundef 0x3FE99984A0E410B7, ptr noundef nonnull %8)
  %48 = load double, ptr %6, align 8, !tbaa !6
  %49 = load double, ptr %7, align 8, !tbaa !6
  %50 = load double, ptr %8, align 8, !tbaa !6
  %51 = fsub double %49, %50
  %52 = fdiv double %51, 2.000000e-05
  %53 = fsub double %48, %52
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = call double @llvm.fabs.f64(double %52)
  %56 = call double @llvm.maxnum.f64(double %55, double 1.000000e+00)
  %57 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %58 = fcmp ugt double %54, %57
  %59 = fcmp ule double %55, 1.000000e-09
  %60 = or i1 %59, %58
  %61 = select i1 %60, ptr @.str.5, ptr @.str.6
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %48, double noundef %52, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !10
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !10
  %66 = getelementptr inbounds i8, ptr %6, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %7, i64 8
  %69 = load double, ptr %68, align 8, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %8, i64 8
  %71 = load double, ptr %70, align 8, !tbaa !6
  %72 = fsub double %69, %71
  %73 = fdiv double %72, 2.000000e-05
  %74 = fsub double %67, %73
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = call double @llvm.fabs.f64(double %73)
  %77 = call double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul double %77, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp ugt double %75, %78
  %80 = fcmp ule double %76, 1.000000e-09
  %81 = or i1 %80, %79
  %82 = select i1 %81, ptr @.str.5, ptr @.str.6
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %67, double noundef %73, ptr noundef nonnull %82)
  %84 = zext i1 %81 to i32
  %85 = load i32, ptr @fails, align 4, !tbaa !10
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr @fails, align 4, !tbaa !10
  %87 = icmp eq i32 %86, 0
  %88 = select i1 %87, ptr @.str.6, ptr @.str.5
  %89 = call i32 @puts(ptr nonnull dereferenceable(1) %88)
  %90 = load i32, ptr @fails, align 4, !tbaa !10
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  ret i32 %92
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc double @level3(double noundef %0) unnamed_addr #2 {
  %2 = tail call fastcc double @sq(double noundef %0)
  %3 = fneg double %2
  %4 = tail call double @exp(double noundef %3) #11
  ret double %4
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

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
