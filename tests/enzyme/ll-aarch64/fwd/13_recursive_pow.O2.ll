; ModuleID = 'fwd/13_recursive_pow.c'
source_filename = "fwd/13_recursive_pow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"rpow n=%d\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"fpow n=%d\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"even/odd n=6\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7
  br label %28

2:                                                ; preds = %28
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %4 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @even_s, double noundef 0x3FE6666666666666, double noundef 1.000000e+00, i32 noundef %3, i32 noundef 6) #7
  %5 = call double @even_s(double noundef 0x3FE6667B5F1BEF49, i32 noundef 6)
  %6 = call double @even_s(double noundef 6.999900e-01, i32 noundef 6)
  %7 = fsub double %5, %6
  %8 = fdiv double %7, 2.000000e-05
  %9 = fsub double %4, %8
  %10 = call double @llvm.fabs.f64(double %9)
  %11 = call double @llvm.fabs.f64(double %8)
  %12 = call double @llvm.maxnum.f64(double %11, double 1.000000e+00)
  %13 = fmul double %12, 0x3EB0C6F7A0B5ED8D
  %14 = fcmp ugt double %10, %13
  %15 = fcmp ule double %11, 1.000000e-09
  %16 = or i1 %15, %14
  %17 = select i1 %16, ptr @.str.4, ptr @.str.5
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2, double noundef %4, double noundef %8, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = icmp eq i32 %21, 0
  %23 = select i1 %22, ptr @.str.5, ptr @.str.4
  %24 = call i32 @puts(ptr nonnull dereferenceable(1) %23)
  %25 = load i32, ptr @fails, align 4, !tbaa !6
  %26 = icmp ne i32 %25, 0
  %27 = zext i1 %26 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7
  ret i32 %27

28:                                               ; preds = %0, %28
  %29 = phi i32 [ 1, %0 ], [ %69, %28 ]
  %30 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %29) #7
  %31 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rpow, double noundef 1.150000e+00, double noundef 1.000000e+00, i32 noundef %29) #7
  %32 = call double @rpow(double noundef 1.150010e+00, i32 noundef %29)
  %33 = call double @rpow(double noundef 0x3FF2665BEA0BA1F4, i32 noundef %29)
  %34 = fsub double %32, %33
  %35 = fdiv double %34, 2.000000e-05
  %36 = fsub double %31, %35
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = call double @llvm.fabs.f64(double %35)
  %39 = call double @llvm.maxnum.f64(double %38, double 1.000000e+00)
  %40 = fmul double %39, 0x3EB0C6F7A0B5ED8D
  %41 = fcmp ugt double %37, %40
  %42 = fcmp ule double %38, 1.000000e-09
  %43 = or i1 %42, %41
  %44 = select i1 %43, ptr @.str.4, ptr @.str.5
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1, double noundef %31, double noundef %35, ptr noundef nonnull %44)
  %46 = zext i1 %43 to i32
  %47 = load i32, ptr @fails, align 4, !tbaa !6
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr @fails, align 4, !tbaa !6
  %49 = add nuw nsw i32 %29, 2
  %50 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %49) #7
  %51 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @fpow, double noundef 9.300000e-01, double noundef 1.000000e+00, i32 noundef %49) #7
  %52 = call double @fpow(double noundef 9.300100e-01, i32 noundef %49)
  %53 = call double @fpow(double noundef 0x3FEDC27A63736CE0, i32 noundef %49)
  %54 = fsub double %52, %53
  %55 = fdiv double %54, 2.000000e-05
  %56 = fsub double %51, %55
  %57 = call double @llvm.fabs.f64(double %56)
  %58 = call double @llvm.fabs.f64(double %55)
  %59 = call double @llvm.maxnum.f64(double %58, double 1.000000e+00)
  %60 = fmul double %59, 0x3EB0C6F7A0B5ED8D
  %61 = fcmp ugt double %57, %60
  %62 = fcmp ule double %58, 1.000000e-09
  %63 = or i1 %62, %61
  %64 = select i1 %63, ptr @.str.4, ptr @.str.5
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1, double noundef %51, double noundef %55, ptr noundef nonnull %64)
  %66 = zext i1 %63 to i32
  %67 = load i32, ptr @fails, align 4, !tbaa !6
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr @fails, align 4, !tbaa !6
  %69 = add nuw nsw i32 %29, 4
  %70 = icmp ult i32 %29, 6
  br i1 %70, label %28, label %2, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal double @rpow(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %9, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -1
  %8 = tail call double @rpow(double noundef %0, i32 noundef %7)
  %9 = fmul double %8, %0
  br label %4
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal double @fpow(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2
  %8 = tail call double @fpow(double noundef %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = fmul double %8, %8
  %12 = fmul double %11, %0
  %13 = select i1 %10, double %11, double %12
  br label %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal double @even_s(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp slt i32 %1, 1
  br i1 %3, label %14, label %4

4:                                                ; preds = %2
  %5 = icmp eq i32 %1, 1
  br i1 %5, label %11, label %6

6:                                                ; preds = %4
  %7 = add nsw i32 %1, -2
  %8 = tail call double @even_s(double noundef %0, i32 noundef %7)
  %9 = fmul double %0, -5.000000e-01
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %8, double %0)
  br label %11

11:                                               ; preds = %4, %6
  %12 = phi double [ %10, %6 ], [ %0, %4 ]
  %13 = tail call double @llvm.fmuladd.f64(double %0, double %12, double 1.000000e+00)
  br label %14

14:                                               ; preds = %2, %11
  %15 = phi double [ %13, %11 ], [ 1.000000e+00, %2 ]
  ret double %15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
