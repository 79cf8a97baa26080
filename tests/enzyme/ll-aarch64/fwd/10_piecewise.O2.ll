; ModuleID = 'fwd/10_piecewise.c'
source_filename = "fwd/10_piecewise.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"piece @%g\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"choose mode=%d\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"early @0.9\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"early @0.3\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [48 x i8], align 1
  %2 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #10
  store <2 x double> <double -2.200000e+00, double -1.300000e+00>, ptr %2, align 16
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double -4.000000e-01, double 3.000000e-01>, ptr %3, align 16
  %4 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 1.400000e+00, double 3.100000e+00>, ptr %4, align 16
  br label %5

5:                                                ; preds = %0, %53
  %6 = phi i64 [ 0, %0 ], [ %70, %53 ]
  %7 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %6
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 48, ptr noundef nonnull @.str, double noundef %8) #10
  %10 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @piece, double noundef %8, double noundef 1.000000e+00) #10
  %11 = fadd double %8, 1.000000e-05
  %12 = fcmp olt double %11, -1.000000e+00
  br i1 %12, label %13, label %16

13:                                               ; preds = %5
  %14 = fneg double %11
  %15 = fmul double %11, %14
  br label %31

16:                                               ; preds = %5
  %17 = fcmp olt double %11, 5.000000e-01
  br i1 %17, label %18, label %21

18:                                               ; preds = %16
  %19 = fmul double %11, 3.000000e+00
  %20 = call double @sin(double noundef %19) #10
  br label %31

21:                                               ; preds = %16
  %22 = fcmp olt double %11, 2.000000e+00
  br i1 %22, label %23, label %27

23:                                               ; preds = %21
  %24 = call double @exp(double noundef %11) #10
  %25 = fadd double %11, 1.000000e+00
  %26 = fdiv double %24, %25
  br label %31

27:                                               ; preds = %21
  %28 = call double @log(double noundef %11) #10
  %29 = fmul double %11, %28
  %30 = fmul double %11, %29
  br label %31

31:                                               ; preds = %13, %18, %23, %27
  %32 = phi double [ %15, %13 ], [ %20, %18 ], [ %26, %23 ], [ %30, %27 ]
  %33 = fadd double %8, -1.000000e-05
  %34 = fcmp olt double %33, -1.000000e+00
  br i1 %34, label %35, label %38

35:                                               ; preds = %31
  %36 = fneg double %33
  %37 = fmul double %33, %36
  br label %53

38:                                               ; preds = %31
  %39 = fcmp olt double %33, 5.000000e-01
  br i1 %39, label %40, label %43

40:                                               ; preds = %38
  %41 = fmul double %33, 3.000000e+00
  %42 = call double @sin(double noundef %41) #10
  br label %53

43:                                               ; preds = %38
  %44 = fcmp olt double %33, 2.000000e+00
  br i1 %44, label %45, label %49

45:                                               ; preds = %43
  %46 = call double @exp(double noundef %33) #10
  %47 = fadd double %33, 1.000000e+00
  %48 = fdiv double %46, %47
  br label %53

49:                                               ; preds = %43
  %50 = call double @log(double noundef %33) #10
  %51 = fmul double %33, %50
  %52 = fmul double %33, %51
  br label %53

53:                                               ; preds = %35, %40, %45, %49
  %54 = phi double [ %37, %35 ], [ %42, %40 ], [ %48, %45 ], [ %52, %49 ]
  %55 = fsub double %32, %54
  %56 = fdiv double %55, 2.000000e-05
  %57 = fsub double %10, %56
  %58 = call double @llvm.fabs.f64(double %57)
  %59 = call double @llvm.fabs.f64(double %56)
  %60 = call double @llvm.maxnum.f64(double %59, double 1.000000e+00)
  %61 = fmul double %60, 0x3EB0C6F7A0B5ED8D
  %62 = fcmp ugt double %58, %61
  %63 = fcmp ule double %59, 1.000000e-09
  %64 = or i1 %63, %62
  %65 = select i1 %64, ptr @.str.5, ptr @.str.6
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %10, double noundef %56, ptr noundef nonnull %65)
  %67 = zext i1 %64 to i32
  %68 = load i32, ptr @fails, align 4, !tbaa !10
  %69 = add nsw i32 %68, %67
  store i32 %69, ptr @fails, align 4, !tbaa !10
  %70 = add nuw nsw i64 %6, 1
  %71 = icmp eq i64 %70, 6
  br i1 %71, label %72, label %5, !llvm.loop !12

72:                                               ; preds = %53
  %73 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 48, ptr noundef nonnull @.str.1, i32 noundef -1) #10
  %74 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %75 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @choose, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef %74, i32 noundef -1) #10
  %76 = fadd double %75, 0x3FD625344354EA3F
  %77 = call double @llvm.fabs.f64(double %76)
  %78 = fcmp ugt double %77, 0x3EB0C6F7A0B5ED8D
  %79 = select i1 %78, ptr @.str.5, ptr @.str.6
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %75, double noundef 0xBFD625344354EA3F, ptr noundef nonnull %79)
  %81 = zext i1 %78 to i32
  %82 = load i32, ptr @fails, align 4, !tbaa !10
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr @fails, align 4, !tbaa !10
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 48, ptr noundef nonnull @.str.1, i32 noundef 1) #10
  %85 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %86 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @choose, double noundef 1.700000e+00, double noundef 1.000000e+00, i32 noundef %85, i32 noundef 1) #10
  %87 = fadd double %86, 0xC021570A3D7196E8
  %88 = call double @llvm.fabs.f64(double %87)
  %89 = fcmp ugt double %88, 0x3EE22EABBA039999
  %90 = select i1 %89, ptr @.str.5, ptr @.str.6
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %1, double noundef %86, double noundef 0x4021570A3D7196E8, ptr noundef nonnull %90)
  %92 = zext i1 %89 to i32
  %93 = load i32, ptr @fails, align 4, !tbaa !10
  %94 = add nsw i32 %93, %92
  store i32 %94, ptr @fails, align 4, !tbaa !10
  %95 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @early, double noundef 9.000000e-01, double noundef 1.000000e+00) #10
  br label %96

96:                                               ; preds = %96, %72
  %97 = phi i32 [ 0, %72 ], [ %103, %96 ]
  %98 = phi double [ 0x3FECCCE1C58255B0, %72 ], [ %101, %96 ]
  %99 = call double @sin(double noundef %98) #10
  %100 = fmul double %99, 1.000000e-01
  %101 = call double @llvm.fmuladd.f64(double %98, double 1.300000e+00, double %100)
  %102 = fcmp ogt double %101, 5.000000e+01
  %103 = add nuw nsw i32 %97, 1
  %104 = icmp eq i32 %103, 100
  %105 = select i1 %102, i1 true, i1 %104
  br i1 %105, label %106, label %96, !llvm.loop !14

106:                                              ; preds = %96, %106
  %107 = phi i32 [ %113, %106 ], [ 0, %96 ]
  %108 = phi double [ %111, %106 ], [ 0x3FECCCB7D41743EA, %96 ]
  %109 = call double @sin(double noundef %108) #10
  %110 = fmul double %109, 1.000000e-01
  %111 = call double @llvm.fmuladd.f64(double %108, double 1.300000e+00, double %110)
  %112 = fcmp ogt double %111, 5.000000e+01
  %113 = add nuw nsw i32 %107, 1
  %114 = icmp eq i32 %113, 100
  %115 = select i1 %112, i1 true, i1 %114
  br i1 %115, label %116, label %106, !llvm.loop !14

116:                                              ; preds = %106
  %117 = fsub double %101, %111
  %118 = fdiv double %117, 2.000000e-05
  %119 = fsub double %95, %118
  %120 = call double @llvm.fabs.f64(double %119)
  %121 = call double @llvm.fabs.f64(double %118)
  %122 = call double @llvm.maxnum.f64(double %121, double 1.000000e+00)
  %123 = fmul double %122, 0x3EB0C6F7A0B5ED8D
  %124 = fcmp ugt double %120, %123
  %125 = fcmp ule double %121, 1.000000e-09
  %126 = or i1 %125, %124
  %127 = select i1 %126, ptr @.str.5, ptr @.str.6
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %95, double noundef %118, ptr noundef nonnull %127)
  %129 = zext i1 %126 to i32
  %130 = load i32, ptr @fails, align 4, !tbaa !10
  %131 = add nsw i32 %130, %129
  store i32 %131, ptr @fails, align 4, !tbaa !10
  %132 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @early, double noundef 3.000000e-01, double noundef 1.000000e+00) #10
  br label %133

133:                                              ; preds = %133, %116
  %134 = phi i32 [ 0, %116 ], [ %140, %133 ]
  %135 = phi double [ 3.000100e-01, %116 ], [ %138, %133 ]
  %136 = call double @sin(double noundef %135) #10
  %137 = fmul double %136, 1.000000e-01
  %138 = call double @llvm.fmuladd.f64(double %135, double 1.300000e+00, double %137)
  %139 = fcmp ogt double %138, 5.000000e+01
  %140 = add nuw nsw i32 %134, 1
  %141 = icmp eq i32 %140, 100
  %142 = select i1 %139, i1 true, i1 %141
  br i1 %142, label %143, label %133, !llvm.loop !14

143:                                              ; preds = %133, %143
  %144 = phi i32 [ %150, %143 ], [ 0, %133 ]
  %145 = phi double [ %148, %143 ], [ 2.999900e-01, %133 ]
  %146 = call double @sin(double noundef %145) #10
  %147 = fmul double %146, 1.000000e-01
  %148 = call double @llvm.fmuladd.f64(double %145, double 1.300000e+00, double %147)
  %149 = fcmp ogt double %148, 5.000000e+01
  %150 = add nuw nsw i32 %144, 1
  %151 = icmp eq i32 %150, 100
  %152 = select i1 %149, i1 true, i1 %151
  br i1 %152, label %153, label %143, !llvm.loop !14

153:                                              ; preds = %143
  %154 = fsub double %138, %148
  %155 = fdiv double %154, 2.000000e-05
  %156 = fsub double %132, %155
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = call double @llvm.fabs.f64(double %155)
  %159 = call double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp ugt double %157, %160
  %162 = fcmp ule double %158, 1.000000e-09
  %163 = or i1 %162, %161
  %164 = select i1 %163, ptr @.str.5, ptr @.str.6
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %132, double noundef %155, ptr noundef nonnull %164)
  %166 = zext i1 %163 to i32
  %167 = load i32, ptr @fails, align 4, !tbaa !10
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr @fails, align 4, !tbaa !10
  %169 = icmp eq i32 %168, 0
  %170 = select i1 %169, ptr @.str.6, ptr @.str.5
  %171 = call i32 @puts(ptr nonnull dereferenceable(1) %170)
  %172 = load i32, ptr @fails, align 4, !tbaa !10
  %173 = icmp ne i32 %172, 0
  %174 = zext i1 %173 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #10
  ret i32 %174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @piece(double noundef %0) #4 {
  %2 = fcmp olt double %0, -1.000000e+00
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = fneg double %0
  %5 = fmul double %4, %0
  br label %21

6:                                                ; preds = %1
  %7 = fcmp olt double %0, 5.000000e-01
  br i1 %7, label %8, label %11

8:                                                ; preds = %6
  %9 = fmul double %0, 3.000000e+00
  %10 = tail call double @sin(double noundef %9) #10
  br label %21

11:                                               ; preds = %6
  %12 = fcmp olt double %0, 2.000000e+00
  br i1 %12, label %13, label %17

13:                                               ; preds = %11
  %14 = tail call double @exp(double noundef %0) #10
  %15 = fadd double %0, 1.000000e+00
  %16 = fdiv double %14, %15
  br label %21

17:                                               ; preds = %11
  %18 = tail call double @log(double noundef %0) #10
  %19 = fmul double %18, %0
  %20 = fmul double %19, %0
  br label %21

21:                                               ; preds = %17, %13, %8, %3
  %22 = phi double [ %5, %3 ], [ %10, %8 ], [ %16, %13 ], [ %20, %17 ]
  ret double %22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef double @choose(double noundef %0, i32 noundef %1) #5 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = fmul double %0, %0
  %6 = fmul double %5, %0
  br label %9

7:                                                ; preds = %2
  %8 = fdiv double 1.000000e+00, %0
  br label %9

9:                                                ; preds = %7, %4
  %10 = phi double [ %6, %4 ], [ %8, %7 ]
  ret double %10
}

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @early(double noundef %0) #6 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i32 [ 0, %1 ], [ %9, %2 ]
  %4 = phi double [ %0, %1 ], [ %7, %2 ]
  %5 = tail call double @sin(double noundef %4) #10
  %6 = fmul double %5, 1.000000e-01
  %7 = tail call double @llvm.fmuladd.f64(double %4, double 1.300000e+00, double %6)
  %8 = fcmp ogt double %7, 5.000000e+01
  %9 = add nuw nsw i32 %3, 1
  %10 = icmp eq i32 %9, 100
  %11 = select i1 %8, i1 true, i1 %10
  br i1 %11, label %12, label %2, !llvm.loop !14

12:                                               ; preds = %2
  ret double %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!14 = distinct !{!14, !13}
