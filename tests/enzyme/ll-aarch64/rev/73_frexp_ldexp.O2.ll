; ModuleID = 'rev/73_frexp_ldexp.c'
source_filename = "rev/73_frexp_ldexp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 1.700000e+00, double -2.200000e+00], align 8
@.str = private unnamed_addr constant [15 x i8] c"reverse f'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"forward f'(%g)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  %3 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 5.000000e-01)
  %4 = call double @frexp(double noundef %3, ptr noundef nonnull %2) #10
  %5 = load i32, ptr %2, align 4, !tbaa !6
  %6 = add nsw i32 %5, 1
  %7 = sitofp i32 %6 to double
  %8 = tail call double @sin(double noundef %0) #10
  %9 = tail call double @ldexp(double noundef %8, i32 noundef 3) #10
  %10 = tail call double @llvm.fmuladd.f64(double %4, double %7, double %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #6 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  br label %11

4:                                                ; preds = %11
  %5 = icmp eq i32 %60, 0
  %6 = select i1 %5, ptr @.str.4, ptr @.str.3
  %7 = call i32 @puts(ptr nonnull dereferenceable(1) %6)
  %8 = load i32, ptr @fails, align 4, !tbaa !6
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  ret i32 %10

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %61, %11 ]
  %13 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !10
  %15 = fadd double %14, 0x3EB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  %16 = call double @llvm.fmuladd.f64(double %15, double %15, double 5.000000e-01)
  %17 = call double @frexp(double noundef %16, ptr noundef nonnull %2) #10
  %18 = load i32, ptr %2, align 4, !tbaa !6
  %19 = add nsw i32 %18, 1
  %20 = sitofp i32 %19 to double
  %21 = call double @sin(double noundef %15) #10
  %22 = call double @ldexp(double noundef %21, i32 noundef 3) #10
  %23 = call double @llvm.fmuladd.f64(double %17, double %20, double %22)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  %24 = fadd double %14, 0xBEB0C6F7A0B5ED8D
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  %25 = call double @llvm.fmuladd.f64(double %24, double %24, double 5.000000e-01)
  %26 = call double @frexp(double noundef %25, ptr noundef nonnull %1) #10
  %27 = load i32, ptr %1, align 4, !tbaa !6
  %28 = add nsw i32 %27, 1
  %29 = sitofp i32 %28 to double
  %30 = call double @sin(double noundef %24) #10
  %31 = call double @ldexp(double noundef %30, i32 noundef 3) #10
  %32 = call double @llvm.fmuladd.f64(double %26, double %29, double %31)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  %33 = fsub double %23, %32
  %34 = fdiv double %33, 2.000000e-06
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str, double noundef %14) #10
  %36 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %14) #10
  %37 = fsub double %36, %34
  %38 = call double @llvm.fabs.f64(double %37)
  %39 = call double @llvm.fabs.f64(double %34)
  %40 = call double @llvm.maxnum.f64(double %39, double 1.000000e+00)
  %41 = fmul double %40, 0x3EB0C6F7A0B5ED8D
  %42 = fcmp ugt double %38, %41
  %43 = fcmp ule double %39, 1.000000e-09
  %44 = or i1 %43, %42
  %45 = select i1 %44, ptr @.str.3, ptr @.str.4
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, double noundef %36, double noundef %34, ptr noundef nonnull %45)
  %47 = zext i1 %44 to i32
  %48 = load i32, ptr @fails, align 4, !tbaa !6
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr @fails, align 4, !tbaa !6
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 32, ptr noundef nonnull @.str.1, double noundef %14) #10
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef %14, double noundef 1.000000e+00) #10
  %52 = fsub double %51, %34
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, %41
  %55 = or i1 %43, %54
  %56 = select i1 %55, ptr @.str.3, ptr @.str.4
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %3, double noundef %51, double noundef %34, ptr noundef nonnull %56)
  %58 = zext i1 %55 to i32
  %59 = load i32, ptr @fails, align 4, !tbaa !6
  %60 = add nsw i32 %59, %58
  store i32 %60, ptr @fails, align 4, !tbaa !6
  %61 = add nuw nsw i64 %12, 1
  %62 = icmp eq i64 %61, 3
  br i1 %62, label %4, label %11, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #8

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
