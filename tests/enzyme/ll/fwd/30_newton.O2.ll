; ModuleID = 'fwd/30_newton.c'
source_filename = "fwd/30_newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"droot/da\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"droot/db\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [18 x i8] c"droot/db implicit\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"newton_sqrt(7)\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"newton_sqrt(0.3), 3 it\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @cubic_root, double noundef 2.000000e+00, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 0.000000e+00) #6
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi double [ 1.000000e+00, %0 ], [ %12, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %17, %2 ]
  %5 = fmul double %3, %3
  %6 = fmul double %3, 2.000010e+00
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %3, double %6)
  %8 = fadd double %7, -5.000000e+00
  %9 = fmul double %3, 3.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %3, double 2.000010e+00)
  %11 = fdiv double %8, %10
  %12 = fsub double %3, %11
  %13 = tail call double @llvm.fabs.f64(double %11)
  %14 = tail call double @llvm.fabs.f64(double %12)
  %15 = fmul double %14, 0x3D06849B86A12B9B
  %16 = fcmp olt double %13, %15
  %17 = add nuw nsw i32 %4, 1
  %18 = icmp eq i32 %17, 60
  %19 = select i1 %16, i1 true, i1 %18
  br i1 %19, label %20, label %2, !llvm.loop !5

20:                                               ; preds = %2, %20
  %21 = phi double [ %30, %20 ], [ 1.000000e+00, %2 ]
  %22 = phi i32 [ %35, %20 ], [ 0, %2 ]
  %23 = fmul double %21, %21
  %24 = fmul double %21, 1.999990e+00
  %25 = tail call double @llvm.fmuladd.f64(double %23, double %21, double %24)
  %26 = fadd double %25, -5.000000e+00
  %27 = fmul double %21, 3.000000e+00
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %21, double 1.999990e+00)
  %29 = fdiv double %26, %28
  %30 = fsub double %21, %29
  %31 = tail call double @llvm.fabs.f64(double %29)
  %32 = tail call double @llvm.fabs.f64(double %30)
  %33 = fmul double %32, 0x3D06849B86A12B9B
  %34 = fcmp olt double %31, %33
  %35 = add nuw nsw i32 %22, 1
  %36 = icmp eq i32 %35, 60
  %37 = select i1 %34, i1 true, i1 %36
  br i1 %37, label %38, label %20, !llvm.loop !5

38:                                               ; preds = %20
  %39 = fsub double %12, %30
  %40 = fdiv double %39, 2.000000e-05
  %41 = fsub double %1, %40
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = tail call double @llvm.fabs.f64(double %40)
  %44 = tail call double @llvm.maxnum.f64(double %43, double 1.000000e+00)
  %45 = fmul double %44, 0x3EB0C6F7A0B5ED8D
  %46 = fcmp ugt double %42, %45
  %47 = fcmp ule double %43, 1.000000e-09
  %48 = or i1 %47, %46
  %49 = select i1 %48, ptr @.str.6, ptr @.str.7
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %1, double noundef %40, ptr noundef nonnull %49)
  %51 = zext i1 %48 to i32
  %52 = load i32, ptr @fails, align 4, !tbaa !7
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr @fails, align 4, !tbaa !7
  %54 = load i32, ptr @enzyme_const, align 4, !tbaa !7
  %55 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @cubic_root, i32 noundef %54, double noundef 2.000000e+00, double noundef 5.000000e+00, double noundef 1.000000e+00) #6
  br label %56

56:                                               ; preds = %56, %38
  %57 = phi double [ 1.000000e+00, %38 ], [ %66, %56 ]
  %58 = phi i32 [ 0, %38 ], [ %71, %56 ]
  %59 = fmul double %57, %57
  %60 = fmul double %57, 2.000000e+00
  %61 = tail call double @llvm.fmuladd.f64(double %59, double %57, double %60)
  %62 = fadd double %61, -5.000010e+00
  %63 = fmul double %57, 3.000000e+00
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %57, double 2.000000e+00)
  %65 = fdiv double %62, %64
  %66 = fsub double %57, %65
  %67 = tail call double @llvm.fabs.f64(double %65)
  %68 = tail call double @llvm.fabs.f64(double %66)
  %69 = fmul double %68, 0x3D06849B86A12B9B
  %70 = fcmp olt double %67, %69
  %71 = add nuw nsw i32 %58, 1
  %72 = icmp eq i32 %71, 60
  %73 = select i1 %70, i1 true, i1 %72
  br i1 %73, label %74, label %56, !llvm.loop !5

74:                                               ; preds = %56, %74
  %75 = phi double [ %84, %74 ], [ 1.000000e+00, %56 ]
  %76 = phi i32 [ %89, %74 ], [ 0, %56 ]
  %77 = fmul double %75, %75
  %78 = fmul double %75, 2.000000e+00
  %79 = tail call double @llvm.fmuladd.f64(double %77, double %75, double %78)
  %80 = fadd double %79, -4.999990e+00
  %81 = fmul double %75, 3.000000e+00
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %75, double 2.000000e+00)
  %83 = fdiv double %80, %82
  %84 = fsub double %75, %83
  %85 = tail call double @llvm.fabs.f64(double %83)
  %86 = tail call double @llvm.fabs.f64(double %84)
  %87 = fmul double %86, 0x3D06849B86A12B9B
  %88 = fcmp olt double %85, %87
  %89 = add nuw nsw i32 %76, 1
  %90 = icmp eq i32 %89, 60
  %91 = select i1 %88, i1 true, i1 %90
  br i1 %91, label %92, label %74, !llvm.loop !5

92:                                               ; preds = %74
  %93 = fsub double %66, %84
  %94 = fdiv double %93, 2.000000e-05
  %95 = fsub double %55, %94
  %96 = tail call double @llvm.fabs.f64(double %95)
  %97 = tail call double @llvm.fabs.f64(double %94)
  %98 = tail call double @llvm.maxnum.f64(double %97, double 1.000000e+00)
  %99 = fmul double %98, 0x3EB0C6F7A0B5ED8D
  %100 = fcmp ugt double %96, %99
  %101 = fcmp ule double %97, 1.000000e-09
  %102 = or i1 %101, %100
  %103 = select i1 %102, ptr @.str.6, ptr @.str.7
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %55, double noundef %94, ptr noundef nonnull %103)
  %105 = zext i1 %102 to i32
  %106 = load i32, ptr @fails, align 4, !tbaa !7
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr @fails, align 4, !tbaa !7
  br label %108

108:                                              ; preds = %108, %92
  %109 = phi double [ 1.000000e+00, %92 ], [ %118, %108 ]
  %110 = phi i32 [ 0, %92 ], [ %123, %108 ]
  %111 = fmul double %109, %109
  %112 = fmul double %109, 2.000000e+00
  %113 = tail call double @llvm.fmuladd.f64(double %111, double %109, double %112)
  %114 = fadd double %113, -5.000000e+00
  %115 = fmul double %109, 3.000000e+00
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %109, double 2.000000e+00)
  %117 = fdiv double %114, %116
  %118 = fsub double %109, %117
  %119 = tail call double @llvm.fabs.f64(double %117)
  %120 = tail call double @llvm.fabs.f64(double %118)
  %121 = fmul double %120, 0x3D06849B86A12B9B
  %122 = fcmp olt double %119, %121
  %123 = add nuw nsw i32 %110, 1
  %124 = icmp eq i32 %123, 60
  %125 = select i1 %122, i1 true, i1 %124
  br i1 %125, label %126, label %108, !llvm.loop !5

126:                                              ; preds = %108
  %127 = load i32, ptr @enzyme_const, align 4, !tbaa !7
  %128 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @cubic_root, i32 noundef %127, double noundef 2.000000e+00, double noundef 5.000000e+00, double noundef 1.000000e+00) #6
  %129 = fmul double %118, 3.000000e+00
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %118, double 2.000000e+00)
  %131 = fdiv double 1.000000e+00, %130
  %132 = fsub double %128, %131
  %133 = tail call double @llvm.fabs.f64(double %132)
  %134 = tail call double @llvm.fabs.f64(double %131)
  %135 = tail call double @llvm.maxnum.f64(double %134, double 1.000000e+00)
  %136 = fmul double %135, 0x3EB0C6F7A0B5ED8D
  %137 = fcmp ugt double %133, %136
  %138 = fcmp ule double %134, 1.000000e-09
  %139 = or i1 %138, %137
  %140 = select i1 %139, ptr @.str.6, ptr @.str.7
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %128, double noundef %131, ptr noundef nonnull %140)
  %142 = zext i1 %139 to i32
  %143 = load i32, ptr @fails, align 4, !tbaa !7
  %144 = add nsw i32 %143, %142
  store i32 %144, ptr @fails, align 4, !tbaa !7
  %145 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @newton_sqrt, double noundef 7.000000e+00, double noundef 1.000000e+00, i32 noundef 30) #6
  %146 = fadd double %145, 0xBFC83091E6A7BEFF
  %147 = tail call double @llvm.fabs.f64(double %146)
  %148 = fcmp ugt double %147, 0x3EB0C6F7A0B5ED8D
  %149 = select i1 %148, ptr @.str.6, ptr @.str.7
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %145, double noundef 0x3FC83091E6A7BEFF, ptr noundef nonnull %149)
  %151 = zext i1 %148 to i32
  %152 = load i32, ptr @fails, align 4, !tbaa !7
  %153 = add nsw i32 %152, %151
  store i32 %153, ptr @fails, align 4, !tbaa !7
  %154 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @newton_sqrt, double noundef 3.000000e-01, double noundef 1.000000e+00, i32 noundef 3) #6
  %155 = fadd double %154, 0xBFED2D1390E58AFF
  %156 = tail call double @llvm.fabs.f64(double %155)
  %157 = fcmp ugt double %156, 0x3EB0C6F7A0B5ED8D
  %158 = select i1 %157, ptr @.str.6, ptr @.str.7
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %154, double noundef 0x3FED2D1390E58AFF, ptr noundef nonnull %158)
  %160 = zext i1 %157 to i32
  %161 = load i32, ptr @fails, align 4, !tbaa !7
  %162 = add nsw i32 %161, %160
  store i32 %162, ptr @fails, align 4, !tbaa !7
  %163 = icmp eq i32 %162, 0
  %164 = select i1 %163, ptr @.str.7, ptr @.str.6
  %165 = tail call i32 @puts(ptr nonnull dereferenceable(1) %164)
  %166 = load i32, ptr @fails, align 4, !tbaa !7
  %167 = icmp ne i32 %166, 0
  %168 = zext i1 %167 to i32
  ret i32 %168
}

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @cubic_root(double noundef %0, double noundef %1) #2 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi double [ 1.000000e+00, %2 ], [ %13, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %18, %3 ]
  %6 = fmul double %4, %4
  %7 = fmul double %4, %0
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %4, double %7)
  %9 = fsub double %8, %1
  %10 = fmul double %4, 3.000000e+00
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %4, double %0)
  %12 = fdiv double %9, %11
  %13 = fsub double %4, %12
  %14 = tail call double @llvm.fabs.f64(double %12)
  %15 = tail call double @llvm.fabs.f64(double %13)
  %16 = fmul double %15, 0x3D06849B86A12B9B
  %17 = fcmp olt double %14, %16
  %18 = add nuw nsw i32 %5, 1
  %19 = icmp eq i32 %18, 60
  %20 = select i1 %17, i1 true, i1 %19
  br i1 %20, label %21, label %3, !llvm.loop !5

21:                                               ; preds = %3
  ret double %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @newton_sqrt(double noundef %0, i32 noundef %1) #2 {
  %3 = fcmp ogt double %0, 1.000000e+00
  %4 = select i1 %3, double %0, double 1.000000e+00
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %23

6:                                                ; preds = %2
  %7 = and i32 %1, 3
  %8 = icmp ult i32 %1, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = and i32 %1, 2147483644
  br label %25

11:                                               ; preds = %25, %6
  %12 = phi double [ poison, %6 ], [ %39, %25 ]
  %13 = phi double [ %4, %6 ], [ %39, %25 ]
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %11, %15
  %16 = phi double [ %20, %15 ], [ %13, %11 ]
  %17 = phi i32 [ %21, %15 ], [ 0, %11 ]
  %18 = fdiv double %0, %16
  %19 = fadd double %16, %18
  %20 = fmul double %19, 5.000000e-01
  %21 = add i32 %17, 1
  %22 = icmp eq i32 %21, %7
  br i1 %22, label %23, label %15, !llvm.loop !11

23:                                               ; preds = %11, %15, %2
  %24 = phi double [ %4, %2 ], [ %12, %11 ], [ %20, %15 ]
  ret double %24

25:                                               ; preds = %25, %9
  %26 = phi double [ %4, %9 ], [ %39, %25 ]
  %27 = phi i32 [ 0, %9 ], [ %40, %25 ]
  %28 = fdiv double %0, %26
  %29 = fadd double %26, %28
  %30 = fmul double %29, 5.000000e-01
  %31 = fdiv double %0, %30
  %32 = fadd double %30, %31
  %33 = fmul double %32, 5.000000e-01
  %34 = fdiv double %0, %33
  %35 = fadd double %33, %34
  %36 = fmul double %35, 5.000000e-01
  %37 = fdiv double %0, %36
  %38 = fadd double %36, %37
  %39 = fmul double %38, 5.000000e-01
  %40 = add i32 %27, 4
  %41 = icmp eq i32 %40, %10
  br i1 %41, label %11, label %25, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !6}
