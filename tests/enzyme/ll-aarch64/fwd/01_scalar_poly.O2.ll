; ModuleID = 'fwd/01_scalar_poly.c'
source_filename = "fwd/01_scalar_poly.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"p5'(%g)\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"dp2/dx\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [7 x i8] c"dp2/dy\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dp2 . (0.3,-0.7)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.4 = private unnamed_addr constant [17 x i8] c"dp2/dx (y const)\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"pn'(1.1), n=%d\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8
  %2 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p5, double noundef -1.300000e+00, double noundef 1.000000e+00) #8
  %3 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef -1.300000e+00) #8
  %4 = fadd double %2, 0xC040D9CAC08DD5F4
  %5 = tail call double @llvm.fabs.f64(double %4)
  %6 = fcmp ugt double %5, 0x3F01AB56B9083333
  %7 = select i1 %6, ptr @.str.7, ptr @.str.8
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %2, double noundef 0x4040D9CAC08DD5F4, ptr noundef nonnull %7)
  %9 = zext i1 %6 to i32
  %10 = load i32, ptr @fails, align 4, !tbaa !6
  %11 = add nsw i32 %10, %9
  store i32 %11, ptr @fails, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p5, double noundef 4.000000e-01, double noundef 1.000000e+00) #8
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef 4.000000e-01) #8
  %14 = fadd double %12, 0xBFDB22D0E5A92FFF
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EB0C6F7A0B5ED8D
  %17 = select i1 %16, ptr @.str.7, ptr @.str.8
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %12, double noundef 0x3FDB22D0E5A92FFF, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p5, double noundef 2.100000e+00, double noundef 1.000000e+00) #8
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef 2.100000e+00) #8
  %24 = fadd double %22, 0xC070A42F1AA38434
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = fcmp ugt double %25, 0x3F3173206F4B6666
  %27 = select i1 %26, ptr @.str.7, ptr @.str.8
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %22, double noundef 0x4070A42F1AA38434, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !6
  %32 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef -1.700000e+00, double noundef 0.000000e+00) #8
  %33 = fadd double %32, 0x4021FAE147AEBA20
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = fcmp ugt double %34, 0x3EE2DA783114CCCD
  %36 = select i1 %35, ptr @.str.7, ptr @.str.8
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.1, double noundef %32, double noundef 0xC021FAE147AEBA20, ptr noundef nonnull %36)
  %38 = zext i1 %35 to i32
  %39 = load i32, ptr @fails, align 4, !tbaa !6
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr @fails, align 4, !tbaa !6
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, i32 noundef %41, double noundef 8.000000e-01, double noundef 0.000000e+00, i32 noundef %41, double noundef -1.700000e+00, double noundef 1.000000e+00) #8
  %43 = fadd double %42, 0xC0259999999998F0
  %44 = call double @llvm.fabs.f64(double %43)
  %45 = fcmp ugt double %44, 0x3EE6A634B28F3333
  %46 = select i1 %45, ptr @.str.7, ptr @.str.8
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %42, double noundef 0x40259999999998F0, ptr noundef nonnull %46)
  %48 = zext i1 %45 to i32
  %49 = load i32, ptr @fails, align 4, !tbaa !6
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr @fails, align 4, !tbaa !6
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, double noundef 8.000000e-01, double noundef 3.000000e-01, double noundef -1.700000e+00, double noundef 0xBFE6666666666666) #8
  %52 = fadd double %51, 0x40248395810705E0
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = fcmp ugt double %53, 0x3EE582AF5884CCCD
  %55 = select i1 %54, ptr @.str.7, ptr @.str.8
  %56 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %51, double noundef 0xC0248395810705E0, ptr noundef nonnull %55)
  %57 = zext i1 %54 to i32
  %58 = load i32, ptr @fails, align 4, !tbaa !6
  %59 = add nsw i32 %58, %57
  store i32 %59, ptr @fails, align 4, !tbaa !6
  %60 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %61 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @p2, double noundef 8.000000e-01, double noundef 1.000000e+00, i32 noundef %60, double noundef -1.700000e+00) #8
  %62 = fadd double %61, 0x4021FAE147AEBA20
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = fcmp ugt double %63, 0x3EE2DA783114CCCD
  %65 = select i1 %64, ptr @.str.7, ptr @.str.8
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %61, double noundef 0xC021FAE147AEBA20, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !6
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !6
  %70 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %71 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %70, i32 noundef 1) #8
  %72 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef 1) #8
  %73 = fadd double %71, 0xBFF0000000007340
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = fcmp ugt double %74, 0x3EB0C6F7A0B66666
  %76 = select i1 %75, ptr @.str.7, ptr @.str.8
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %71, double noundef 0x3FF0000000007340, ptr noundef nonnull %76)
  %78 = zext i1 %75 to i32
  %79 = load i32, ptr @fails, align 4, !tbaa !6
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr @fails, align 4, !tbaa !6
  %81 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %82 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %81, i32 noundef 4) #8
  %83 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef 4) #8
  %84 = fadd double %82, 0xC0305A9FBE797020
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = fcmp ugt double %85, 0x3EF125FE5294CCCD
  %87 = select i1 %86, ptr @.str.7, ptr @.str.8
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %82, double noundef 0x40305A9FBE797020, ptr noundef nonnull %87)
  %89 = zext i1 %86 to i32
  %90 = load i32, ptr @fails, align 4, !tbaa !6
  %91 = add nsw i32 %90, %89
  store i32 %91, ptr @fails, align 4, !tbaa !6
  %92 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %93 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @pn, double noundef 1.100000e+00, double noundef 1.000000e+00, i32 noundef %92, i32 noundef 7) #8
  %94 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef 7) #8
  %95 = fadd double %93, 0xC0550C9B6F69E980
  %96 = call double @llvm.fabs.f64(double %95)
  %97 = fcmp ugt double %96, 0x3F16125D38F99999
  %98 = select i1 %97, ptr @.str.7, ptr @.str.8
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %93, double noundef 0x40550C9B6F69E980, ptr noundef nonnull %98)
  %100 = zext i1 %97 to i32
  %101 = load i32, ptr @fails, align 4, !tbaa !6
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr @fails, align 4, !tbaa !6
  %103 = icmp eq i32 %102, 0
  %104 = select i1 %103, ptr @.str.8, ptr @.str.7
  %105 = call i32 @puts(ptr nonnull dereferenceable(1) %104)
  %106 = load i32, ptr @fails, align 4, !tbaa !6
  %107 = icmp ne i32 %106, 0
  %108 = zext i1 %107 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8
  ret i32 %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @p5(double noundef %0) #3 {
  %2 = fmul double %0, 3.000000e+00
  %3 = fmul double %2, %0
  %4 = fmul double %3, %0
  %5 = fmul double %4, %0
  %6 = fmul double %0, -2.000000e+00
  %7 = fmul double %6, %0
  %8 = fmul double %7, %0
  %9 = tail call double @llvm.fmuladd.f64(double %5, double %0, double %8)
  %10 = fadd double %9, %0
  %11 = fadd double %10, -7.000000e+00
  ret double %11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal double @p2(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %0
  %4 = fmul double %0, -3.000000e+00
  %5 = fmul double %4, %1
  %6 = fmul double %5, %1
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %6)
  %8 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double %7)
  %9 = fmul double %0, 1.500000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %0, double %8)
  ret double %10
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @pn(double noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi double [ 1.000000e+00, %2 ], [ %11, %6 ]
  ret double %5

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %9, %6 ], [ 0, %2 ]
  %8 = phi double [ %11, %6 ], [ 1.000000e+00, %2 ]
  %9 = add nuw nsw i32 %7, 1
  %10 = uitofp nneg i32 %9 to double
  %11 = tail call double @llvm.fmuladd.f64(double %8, double %0, double %10)
  %12 = icmp eq i32 %9, %1
  br i1 %12, label %4, label %6, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
