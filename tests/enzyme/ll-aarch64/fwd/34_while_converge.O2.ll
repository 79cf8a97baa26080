; ModuleID = 'fwd/34_while_converge.c'
source_filename = "fwd/34_while_converge.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -1.500000e+00, double 4.000000e-01, double 2.200000e+00], align 8
@.str = private unnamed_addr constant [15 x i8] c"taylor_exp @%g\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"taylor_exp @%g = exp\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"dagm/da\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"dagm/db\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  br label %87

2:                                                ; preds = %122
  %3 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @agm, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 3.000000e+00, double noundef 0.000000e+00) #9
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi double [ %8, %4 ], [ 1.000010e+00, %2 ]
  %6 = phi double [ %10, %4 ], [ 3.000000e+00, %2 ]
  %7 = fadd double %5, %6
  %8 = fmul double %7, 5.000000e-01
  %9 = fmul double %5, %6
  %10 = call double @sqrt(double noundef %9) #9
  %11 = fsub double %8, %10
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fmul double %8, 1.000000e-15
  %14 = fcmp ogt double %12, %13
  br i1 %14, label %4, label %15, !llvm.loop !6

15:                                               ; preds = %4, %15
  %16 = phi double [ %19, %15 ], [ 9.999900e-01, %4 ]
  %17 = phi double [ %21, %15 ], [ 3.000000e+00, %4 ]
  %18 = fadd double %16, %17
  %19 = fmul double %18, 5.000000e-01
  %20 = fmul double %16, %17
  %21 = call double @sqrt(double noundef %20) #9
  %22 = fsub double %19, %21
  %23 = call double @llvm.fabs.f64(double %22)
  %24 = fmul double %19, 1.000000e-15
  %25 = fcmp ogt double %23, %24
  br i1 %25, label %15, label %26, !llvm.loop !6

26:                                               ; preds = %15
  %27 = fsub double %8, %19
  %28 = fdiv double %27, 2.000000e-05
  %29 = fsub double %3, %28
  %30 = call double @llvm.fabs.f64(double %29)
  %31 = call double @llvm.fabs.f64(double %28)
  %32 = call double @llvm.maxnum.f64(double %31, double 1.000000e+00)
  %33 = fmul double %32, 0x3EB0C6F7A0B5ED8D
  %34 = fcmp ugt double %30, %33
  %35 = fcmp ule double %31, 1.000000e-09
  %36 = or i1 %35, %34
  %37 = select i1 %36, ptr @.str.5, ptr @.str.6
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %3, double noundef %28, ptr noundef nonnull %37)
  %39 = zext i1 %36 to i32
  %40 = load i32, ptr @fails, align 4, !tbaa !8
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr @fails, align 4, !tbaa !8
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @agm, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 3.000000e+00, double noundef 1.000000e+00) #9
  br label %43

43:                                               ; preds = %43, %26
  %44 = phi double [ %47, %43 ], [ 1.000000e+00, %26 ]
  %45 = phi double [ %49, %43 ], [ 3.000010e+00, %26 ]
  %46 = fadd double %44, %45
  %47 = fmul double %46, 5.000000e-01
  %48 = fmul double %44, %45
  %49 = call double @sqrt(double noundef %48) #9
  %50 = fsub double %47, %49
  %51 = call double @llvm.fabs.f64(double %50)
  %52 = fmul double %47, 1.000000e-15
  %53 = fcmp ogt double %51, %52
  br i1 %53, label %43, label %54, !llvm.loop !6

54:                                               ; preds = %43, %54
  %55 = phi double [ %58, %54 ], [ 1.000000e+00, %43 ]
  %56 = phi double [ %60, %54 ], [ 2.999990e+00, %43 ]
  %57 = fadd double %55, %56
  %58 = fmul double %57, 5.000000e-01
  %59 = fmul double %55, %56
  %60 = call double @sqrt(double noundef %59) #9
  %61 = fsub double %58, %60
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = fmul double %58, 1.000000e-15
  %64 = fcmp ogt double %62, %63
  br i1 %64, label %54, label %65, !llvm.loop !6

65:                                               ; preds = %54
  %66 = fsub double %47, %58
  %67 = fdiv double %66, 2.000000e-05
  %68 = fsub double %42, %67
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = call double @llvm.fabs.f64(double %67)
  %71 = call double @llvm.maxnum.f64(double %70, double 1.000000e+00)
  %72 = fmul double %71, 0x3EB0C6F7A0B5ED8D
  %73 = fcmp ugt double %69, %72
  %74 = fcmp ule double %70, 1.000000e-09
  %75 = or i1 %74, %73
  %76 = select i1 %75, ptr @.str.5, ptr @.str.6
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %42, double noundef %67, ptr noundef nonnull %76)
  %78 = zext i1 %75 to i32
  %79 = load i32, ptr @fails, align 4, !tbaa !8
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr @fails, align 4, !tbaa !8
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, ptr @.str.6, ptr @.str.5
  %83 = call i32 @puts(ptr nonnull dereferenceable(1) %82)
  %84 = load i32, ptr @fails, align 4, !tbaa !8
  %85 = icmp ne i32 %84, 0
  %86 = zext i1 %85 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  ret i32 %86

87:                                               ; preds = %0, %122
  %88 = phi i64 [ 0, %0 ], [ %153, %122 ]
  %89 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !12
  %91 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @taylor_exp, double noundef %90, double noundef 1.000000e+00) #9
  %92 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str, double noundef %90) #9
  %93 = fadd double %90, 1.000000e-05
  br label %94

94:                                               ; preds = %94, %87
  %95 = phi i32 [ 1, %87 ], [ %102, %94 ]
  %96 = phi double [ 1.000000e+00, %87 ], [ %100, %94 ]
  %97 = phi double [ 1.000000e+00, %87 ], [ %101, %94 ]
  %98 = uitofp nneg i32 %95 to double
  %99 = fdiv double %93, %98
  %100 = fmul double %96, %99
  %101 = fadd double %97, %100
  %102 = add nuw nsw i32 %95, 1
  %103 = call double @llvm.fabs.f64(double %100)
  %104 = call double @llvm.fabs.f64(double %101)
  %105 = fmul double %104, 1.000000e-17
  %106 = fcmp ogt double %103, %105
  br i1 %106, label %94, label %107, !llvm.loop !14

107:                                              ; preds = %94
  %108 = fadd double %90, -1.000000e-05
  br label %109

109:                                              ; preds = %109, %107
  %110 = phi i32 [ 1, %107 ], [ %117, %109 ]
  %111 = phi double [ 1.000000e+00, %107 ], [ %115, %109 ]
  %112 = phi double [ 1.000000e+00, %107 ], [ %116, %109 ]
  %113 = uitofp nneg i32 %110 to double
  %114 = fdiv double %108, %113
  %115 = fmul double %111, %114
  %116 = fadd double %112, %115
  %117 = add nuw nsw i32 %110, 1
  %118 = call double @llvm.fabs.f64(double %115)
  %119 = call double @llvm.fabs.f64(double %116)
  %120 = fmul double %119, 1.000000e-17
  %121 = fcmp ogt double %118, %120
  br i1 %121, label %109, label %122, !llvm.loop !14

122:                                              ; preds = %109
  %123 = fsub double %101, %116
  %124 = fdiv double %123, 2.000000e-05
  %125 = fsub double %91, %124
  %126 = call double @llvm.fabs.f64(double %125)
  %127 = call double @llvm.fabs.f64(double %124)
  %128 = call double @llvm.maxnum.f64(double %127, double 1.000000e+00)
  %129 = fmul double %128, 0x3EB0C6F7A0B5ED8D
  %130 = fcmp ugt double %126, %129
  %131 = fcmp ule double %127, 1.000000e-09
  %132 = or i1 %131, %130
  %133 = select i1 %132, ptr @.str.5, ptr @.str.6
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %91, double noundef %124, ptr noundef nonnull %133)
  %135 = zext i1 %132 to i32
  %136 = load i32, ptr @fails, align 4, !tbaa !8
  %137 = add nsw i32 %136, %135
  store i32 %137, ptr @fails, align 4, !tbaa !8
  %138 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 32, ptr noundef nonnull @.str.1, double noundef %90) #9
  %139 = call double @exp(double noundef %90) #9
  %140 = fsub double %91, %139
  %141 = call double @llvm.fabs.f64(double %140)
  %142 = call double @llvm.fabs.f64(double %139)
  %143 = call double @llvm.maxnum.f64(double %142, double 1.000000e+00)
  %144 = fmul double %143, 0x3EB0C6F7A0B5ED8D
  %145 = fcmp ugt double %141, %144
  %146 = fcmp ule double %142, 1.000000e-09
  %147 = or i1 %146, %145
  %148 = select i1 %147, ptr @.str.5, ptr @.str.6
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %91, double noundef %139, ptr noundef nonnull %148)
  %150 = zext i1 %147 to i32
  %151 = load i32, ptr @fails, align 4, !tbaa !8
  %152 = add nsw i32 %151, %150
  store i32 %152, ptr @fails, align 4, !tbaa !8
  %153 = add nuw nsw i64 %88, 1
  %154 = icmp eq i64 %153, 3
  br i1 %154, label %2, label %87, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define internal double @taylor_exp(double noundef %0) #3 {
  br label %2

2:                                                ; preds = %1, %2
  %3 = phi i32 [ 1, %1 ], [ %10, %2 ]
  %4 = phi double [ 1.000000e+00, %1 ], [ %8, %2 ]
  %5 = phi double [ 1.000000e+00, %1 ], [ %9, %2 ]
  %6 = uitofp nneg i32 %3 to double
  %7 = fdiv double %0, %6
  %8 = fmul double %4, %7
  %9 = fadd double %5, %8
  %10 = add nuw nsw i32 %3, 1
  %11 = tail call double @llvm.fabs.f64(double %8)
  %12 = tail call double @llvm.fabs.f64(double %9)
  %13 = fmul double %12, 1.000000e-17
  %14 = fcmp ogt double %11, %13
  br i1 %14, label %2, label %15, !llvm.loop !14

15:                                               ; preds = %2
  ret double %9
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @agm(double noundef %0, double noundef %1) #6 {
  %3 = fsub double %0, %1
  %4 = tail call double @llvm.fabs.f64(double %3)
  %5 = fmul double %0, 1.000000e-15
  %6 = fcmp ogt double %4, %5
  br i1 %6, label %7, label %18

7:                                                ; preds = %2, %7
  %8 = phi double [ %11, %7 ], [ %0, %2 ]
  %9 = phi double [ %13, %7 ], [ %1, %2 ]
  %10 = fadd double %9, %8
  %11 = fmul double %10, 5.000000e-01
  %12 = fmul double %9, %8
  %13 = tail call double @sqrt(double noundef %12) #9
  %14 = fsub double %11, %13
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fmul double %11, 1.000000e-15
  %17 = fcmp ogt double %15, %16
  br i1 %17, label %7, label %18, !llvm.loop !6

18:                                               ; preds = %7, %2
  %19 = phi double [ %0, %2 ], [ %11, %7 ]
  ret double %19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !10, i64 0}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
