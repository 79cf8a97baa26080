; ModuleID = 'fwd/12_switch_dispatch.c'
source_filename = "fwd/12_switch_dispatch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"apply op=%d\00", align 1
@main.code = internal constant [8 x i32] [i32 1, i32 2, i32 0, i32 3, i32 7, i32 4, i32 5, i32 1], align 4
@.str.1 = private unnamed_addr constant [7 x i8] c"interp\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  br label %81

2:                                                ; preds = %99
  %3 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %4 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @interp, i32 noundef %3, ptr noundef nonnull @main.code, i32 noundef 8, double noundef 9.000000e-01, double noundef 1.000000e+00) #9
  br label %5

5:                                                ; preds = %28, %2
  %6 = phi i64 [ 0, %2 ], [ %30, %28 ]
  %7 = phi double [ 1.000000e+00, %2 ], [ %29, %28 ]
  %8 = getelementptr inbounds i32, ptr @main.code, i64 %6
  %9 = load i32, ptr %8, align 4, !tbaa !6
  switch i32 %9, label %26 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
    i32 3, label %17
    i32 4, label %19
    i32 7, label %22
  ]

10:                                               ; preds = %5
  %11 = fadd double %7, 0x3FECCCE1C58255B0
  br label %28

12:                                               ; preds = %5
  %13 = fmul double %7, 0x3FECCCE1C58255B0
  br label %28

14:                                               ; preds = %5
  %15 = call double @sin(double noundef %7) #9
  %16 = fmul double %15, 0x3FECCCE1C58255B0
  br label %28

17:                                               ; preds = %5
  %18 = fmul double %7, 2.000000e+00
  br label %19

19:                                               ; preds = %17, %5
  %20 = phi double [ %7, %5 ], [ %18, %17 ]
  %21 = fdiv double %20, 0x3FECCCE1C58255B0
  br label %28

22:                                               ; preds = %5
  %23 = fmul double %7, 5.000000e-01
  %24 = call double @exp(double noundef %23) #9
  %25 = fadd double %24, 0xBFECCCE1C58255B0
  br label %28

26:                                               ; preds = %5
  %27 = fadd double %7, -2.700030e+00
  br label %28

28:                                               ; preds = %26, %22, %19, %14, %12, %10
  %29 = phi double [ %27, %26 ], [ %25, %22 ], [ %21, %19 ], [ %16, %14 ], [ %13, %12 ], [ %11, %10 ]
  %30 = add nuw nsw i64 %6, 1
  %31 = icmp eq i64 %30, 8
  br i1 %31, label %32, label %5, !llvm.loop !10

32:                                               ; preds = %28, %55
  %33 = phi i64 [ %57, %55 ], [ 0, %28 ]
  %34 = phi double [ %56, %55 ], [ 1.000000e+00, %28 ]
  %35 = getelementptr inbounds i32, ptr @main.code, i64 %33
  %36 = load i32, ptr %35, align 4, !tbaa !6
  switch i32 %36, label %53 [
    i32 0, label %37
    i32 1, label %39
    i32 2, label %41
    i32 3, label %44
    i32 4, label %46
    i32 7, label %49
  ]

37:                                               ; preds = %32
  %38 = fadd double %34, 0x3FECCCB7D41743EA
  br label %55

39:                                               ; preds = %32
  %40 = fmul double %34, 0x3FECCCB7D41743EA
  br label %55

41:                                               ; preds = %32
  %42 = call double @sin(double noundef %34) #9
  %43 = fmul double %42, 0x3FECCCB7D41743EA
  br label %55

44:                                               ; preds = %32
  %45 = fmul double %34, 2.000000e+00
  br label %46

46:                                               ; preds = %44, %32
  %47 = phi double [ %34, %32 ], [ %45, %44 ]
  %48 = fdiv double %47, 0x3FECCCB7D41743EA
  br label %55

49:                                               ; preds = %32
  %50 = fmul double %34, 5.000000e-01
  %51 = call double @exp(double noundef %50) #9
  %52 = fadd double %51, 0xBFECCCB7D41743EA
  br label %55

53:                                               ; preds = %32
  %54 = fadd double %34, 0xC0059989DF1172F0
  br label %55

55:                                               ; preds = %53, %49, %46, %41, %39, %37
  %56 = phi double [ %54, %53 ], [ %52, %49 ], [ %48, %46 ], [ %43, %41 ], [ %40, %39 ], [ %38, %37 ]
  %57 = add nuw nsw i64 %33, 1
  %58 = icmp eq i64 %57, 8
  br i1 %58, label %59, label %32, !llvm.loop !10

59:                                               ; preds = %55
  %60 = fsub double %29, %56
  %61 = fdiv double %60, 2.000000e-05
  %62 = fsub double %4, %61
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = call double @llvm.fabs.f64(double %61)
  %65 = call double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  %66 = fmul double %65, 0x3EB0C6F7A0B5ED8D
  %67 = fcmp ugt double %63, %66
  %68 = fcmp ule double %64, 1.000000e-09
  %69 = or i1 %68, %67
  %70 = select i1 %69, ptr @.str.3, ptr @.str.4
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %4, double noundef %61, ptr noundef nonnull %70)
  %72 = zext i1 %69 to i32
  %73 = load i32, ptr @fails, align 4, !tbaa !6
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr @fails, align 4, !tbaa !6
  %75 = icmp eq i32 %74, 0
  %76 = select i1 %75, ptr @.str.4, ptr @.str.3
  %77 = call i32 @puts(ptr nonnull dereferenceable(1) %76)
  %78 = load i32, ptr @fails, align 4, !tbaa !6
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  ret i32 %80

81:                                               ; preds = %0, %99
  %82 = phi i32 [ 0, %0 ], [ %117, %99 ]
  %83 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %82) #9
  %84 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @apply, i32 noundef %82, double noundef 8.000000e-01, double noundef 1.000000e+00, double noundef 1.300000e+00, double noundef 5.000000e-01) #9
  switch i32 %82, label %92 [
    i32 0, label %99
    i32 1, label %85
    i32 2, label %86
    i32 3, label %87
    i32 4, label %88
    i32 7, label %91
  ]

85:                                               ; preds = %81
  br label %99

86:                                               ; preds = %81
  br label %99

87:                                               ; preds = %81
  br label %88

88:                                               ; preds = %87, %81
  %89 = phi double [ 8.000100e-01, %81 ], [ 1.600020e+00, %87 ]
  %90 = fdiv double %89, 0x3FF4CCD20AFA2F06
  br label %92

91:                                               ; preds = %81
  br label %99

92:                                               ; preds = %81, %88
  %93 = phi double [ %90, %88 ], [ 0xC008CCCF6BE37DEA, %81 ]
  switch i32 %82, label %98 [
    i32 7, label %99
    i32 4, label %95
    i32 3, label %94
  ]

94:                                               ; preds = %92
  br label %95

95:                                               ; preds = %92, %94
  %96 = phi double [ 0x3FE99984A0E410B7, %92 ], [ 0x3FF99984A0E410B7, %94 ]
  %97 = fdiv double %96, 0x3FF4CCC78E9F6A94
  br label %99

98:                                               ; preds = %92
  br label %99

99:                                               ; preds = %92, %81, %91, %86, %85, %95, %98
  %100 = phi double [ %93, %98 ], [ %93, %95 ], [ 0x3FF0A3E8DDA7FB01, %85 ], [ 0x3FEDD7A8B48C0EE6, %86 ], [ 0x3FC88DCAD26F4850, %91 ], [ 0x4000CCD4AA10E022, %81 ], [ %93, %92 ]
  %101 = phi double [ 0xC008CCCA2DB61BB0, %98 ], [ %97, %95 ], [ 0x3FF0A3C536D9C57F, %85 ], [ 0x3FEDD773AC30B024, %86 ], [ 0x3FC88DA1909469C0, %91 ], [ 0x4000CCC4EF88B978, %81 ], [ 0x3FC88DA1909469C0, %92 ]
  %102 = fsub double %100, %101
  %103 = fdiv double %102, 2.000000e-05
  %104 = fsub double %84, %103
  %105 = call double @llvm.fabs.f64(double %104)
  %106 = call double @llvm.fabs.f64(double %103)
  %107 = call double @llvm.maxnum.f64(double %106, double 1.000000e+00)
  %108 = fmul double %107, 0x3EB0C6F7A0B5ED8D
  %109 = fcmp ugt double %105, %108
  %110 = fcmp ule double %106, 1.000000e-09
  %111 = or i1 %110, %109
  %112 = select i1 %111, ptr @.str.3, ptr @.str.4
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %1, double noundef %84, double noundef %103, ptr noundef nonnull %112)
  %114 = zext i1 %111 to i32
  %115 = load i32, ptr @fails, align 4, !tbaa !6
  %116 = add nsw i32 %115, %114
  store i32 %116, ptr @fails, align 4, !tbaa !6
  %117 = add nuw nsw i32 %82, 1
  %118 = icmp eq i32 %117, 9
  br i1 %118, label %2, label %81, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @apply(i32 noundef %0, double noundef %1, double noundef %2) #4 {
  switch i32 %0, label %20 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %11
    i32 4, label %13
    i32 7, label %16
  ]

4:                                                ; preds = %3
  %5 = fadd double %1, %2
  br label %22

6:                                                ; preds = %3
  %7 = fmul double %1, %2
  br label %22

8:                                                ; preds = %3
  %9 = tail call double @sin(double noundef %1) #9
  %10 = fmul double %9, %2
  br label %22

11:                                               ; preds = %3
  %12 = fmul double %1, 2.000000e+00
  br label %13

13:                                               ; preds = %3, %11
  %14 = phi double [ %1, %3 ], [ %12, %11 ]
  %15 = fdiv double %14, %2
  br label %22

16:                                               ; preds = %3
  %17 = fmul double %1, 5.000000e-01
  %18 = tail call double @exp(double noundef %17) #9
  %19 = fsub double %18, %2
  br label %22

20:                                               ; preds = %3
  %21 = tail call double @llvm.fmuladd.f64(double %2, double -3.000000e+00, double %1)
  br label %22

22:                                               ; preds = %20, %16, %13, %8, %6, %4
  %23 = phi double [ %21, %20 ], [ %19, %16 ], [ %15, %13 ], [ %10, %8 ], [ %7, %6 ], [ %5, %4 ]
  ret double %23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @interp(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #5 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %32, %3
  %8 = phi double [ 1.000000e+00, %3 ], [ %33, %32 ]
  ret double %8

9:                                                ; preds = %5, %32
  %10 = phi i64 [ 0, %5 ], [ %34, %32 ]
  %11 = phi double [ 1.000000e+00, %5 ], [ %33, %32 ]
  %12 = getelementptr inbounds i32, ptr %0, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !6
  switch i32 %13, label %30 [
    i32 0, label %14
    i32 1, label %16
    i32 2, label %18
    i32 3, label %21
    i32 4, label %23
    i32 7, label %26
  ]

14:                                               ; preds = %9
  %15 = fadd double %11, %2
  br label %32

16:                                               ; preds = %9
  %17 = fmul double %11, %2
  br label %32

18:                                               ; preds = %9
  %19 = tail call double @sin(double noundef %11) #9
  %20 = fmul double %19, %2
  br label %32

21:                                               ; preds = %9
  %22 = fmul double %11, 2.000000e+00
  br label %23

23:                                               ; preds = %21, %9
  %24 = phi double [ %11, %9 ], [ %22, %21 ]
  %25 = fdiv double %24, %2
  br label %32

26:                                               ; preds = %9
  %27 = fmul double %11, 5.000000e-01
  %28 = tail call double @exp(double noundef %27) #9
  %29 = fsub double %28, %2
  br label %32

30:                                               ; preds = %9
  %31 = tail call double @llvm.fmuladd.f64(double %2, double -3.000000e+00, double %11)
  br label %32

32:                                               ; preds = %14, %16, %18, %23, %26, %30
  %33 = phi double [ %31, %30 ], [ %29, %26 ], [ %25, %23 ], [ %20, %18 ], [ %17, %16 ], [ %15, %14 ]
  %34 = add nuw nsw i64 %10, 1
  %35 = icmp eq i64 %34, %6
  br i1 %35, label %7, label %9, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!12 = distinct !{!12, !11}
