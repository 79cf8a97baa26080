; ModuleID = 'rev/54_gmm_loglik.c'
source_filename = "rev/54_gmm_loglik.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@nn = internal unnamed_addr global i32 5, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@al = internal global [3 x double] [double 2.000000e-01, double -5.000000e-01, double 9.000000e-01], align 8
@mu = internal global [6 x double] [double 0.000000e+00, double 5.000000e-01, double 1.500000e+00, double -1.000000e+00, double -8.000000e-01, double 0x3FE6666666666666], align 8
@qq = internal global [6 x double] [double 1.000000e-01, double -3.000000e-01, double 4.000000e-01, double 2.000000e-01, double -1.000000e-01, double 3.000000e-01], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@X = internal global [10 x double] [double 1.000000e-01, double 4.000000e-01, double 1.200000e+00, double -8.000000e-01, double -5.000000e-01, double 1.000000e+00, double 9.000000e-01, double 2.000000e-01, double -1.100000e+00, double 3.000000e-01], align 8
@.str = private unnamed_addr constant [9 x i8] c"d/dalpha\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"d/dmean\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"d/dq\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x double], align 8
  %3 = alloca [6 x double], align 8
  %4 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  store i32 %5, ptr @nn, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %7 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %8 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @gmm, i32 noundef %6, ptr noundef nonnull @al, ptr noundef nonnull %2, i32 noundef %6, ptr noundef nonnull @mu, ptr noundef nonnull %3, i32 noundef %6, ptr noundef nonnull @qq, ptr noundef nonnull %4, i32 noundef %7, ptr noundef nonnull @X, i32 noundef %7, i32 noundef %5, i32 noundef %7, i32 noundef 3, i32 noundef %7, i32 noundef 2) #10
  call fastcc void @check_array(ptr noundef nonnull @.str, ptr noundef nonnull @al, ptr noundef nonnull %2, i32 noundef 3)
  call fastcc void @check_array(ptr noundef nonnull @.str.1, ptr noundef nonnull @mu, ptr noundef nonnull %3, i32 noundef 6)
  call fastcc void @check_array(ptr noundef nonnull @.str.2, ptr noundef nonnull @qq, ptr noundef nonnull %4, i32 noundef 6)
  %9 = load i32, ptr @fails, align 4, !tbaa !6
  %10 = icmp eq i32 %9, 0
  %11 = select i1 %10, ptr @.str.5, ptr @.str.4
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) %11)
  %13 = load i32, ptr @fails, align 4, !tbaa !6
  %14 = icmp ne i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @gmm(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #4 {
  %8 = alloca [3 x double], align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  %9 = icmp sgt i32 %4, 0
  br i1 %9, label %10, label %26

10:                                               ; preds = %7
  %11 = icmp sgt i32 %5, 0
  %12 = icmp sgt i32 %6, 0
  %13 = icmp sgt i32 %5, 1
  %14 = zext i32 %5 to i64
  %15 = zext i32 %6 to i64
  %16 = zext nneg i32 %4 to i64
  br label %17

17:                                               ; preds = %10, %90
  %18 = phi double [ undef, %10 ], [ %92, %90 ]
  %19 = phi i64 [ 0, %10 ], [ %97, %90 ]
  %20 = phi double [ 0.000000e+00, %10 ], [ %96, %90 ]
  br i1 %11, label %21, label %90

21:                                               ; preds = %17
  %22 = trunc i64 %19 to i32
  %23 = mul i32 %22, %6
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %3, i64 %24
  br label %63

26:                                               ; preds = %90, %7
  %27 = phi double [ 0.000000e+00, %7 ], [ %96, %90 ]
  %28 = load double, ptr %0, align 8, !tbaa !10
  %29 = icmp sgt i32 %5, 1
  br i1 %29, label %30, label %32

30:                                               ; preds = %26
  %31 = zext nneg i32 %5 to i64
  br label %37

32:                                               ; preds = %37, %26
  %33 = phi double [ %28, %26 ], [ %43, %37 ]
  %34 = icmp sgt i32 %5, 0
  br i1 %34, label %35, label %56

35:                                               ; preds = %32
  %36 = zext nneg i32 %5 to i64
  br label %46

37:                                               ; preds = %37, %30
  %38 = phi i64 [ 1, %30 ], [ %44, %37 ]
  %39 = phi double [ %28, %30 ], [ %43, %37 ]
  %40 = getelementptr inbounds double, ptr %0, i64 %38
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = fcmp ogt double %41, %39
  %43 = select i1 %42, double %41, double %39
  %44 = add nuw nsw i64 %38, 1
  %45 = icmp eq i64 %44, %31
  br i1 %45, label %32, label %37, !llvm.loop !12

46:                                               ; preds = %46, %35
  %47 = phi i64 [ 0, %35 ], [ %54, %46 ]
  %48 = phi double [ 0.000000e+00, %35 ], [ %53, %46 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %47
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = fsub double %50, %33
  %52 = tail call double @exp(double noundef %51) #10
  %53 = fadd double %48, %52
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, %36
  br i1 %55, label %56, label %46, !llvm.loop !14

56:                                               ; preds = %46, %32
  %57 = phi double [ 0.000000e+00, %32 ], [ %53, %46 ]
  %58 = tail call double @log(double noundef %57) #10
  %59 = mul nsw i32 %6, %5
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %128

61:                                               ; preds = %56
  %62 = zext nneg i32 %59 to i64
  br label %139

63:                                               ; preds = %21, %99
  %64 = phi i64 [ 0, %21 ], [ %107, %99 ]
  br i1 %12, label %65, label %99

65:                                               ; preds = %63
  %66 = mul nuw nsw i64 %64, %15
  br label %109

67:                                               ; preds = %99
  %68 = load double, ptr %8, align 8, !tbaa !10
  br i1 %13, label %71, label %69

69:                                               ; preds = %71, %67
  %70 = phi double [ %68, %67 ], [ %77, %71 ]
  br i1 %11, label %80, label %90

71:                                               ; preds = %67, %71
  %72 = phi i64 [ %78, %71 ], [ 1, %67 ]
  %73 = phi double [ %77, %71 ], [ %68, %67 ]
  %74 = getelementptr inbounds double, ptr %8, i64 %72
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = fcmp ogt double %75, %73
  %77 = select i1 %76, double %75, double %73
  %78 = add nuw nsw i64 %72, 1
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %69, label %71, !llvm.loop !12

80:                                               ; preds = %69, %80
  %81 = phi i64 [ %88, %80 ], [ 0, %69 ]
  %82 = phi double [ %87, %80 ], [ 0.000000e+00, %69 ]
  %83 = getelementptr inbounds double, ptr %8, i64 %81
  %84 = load double, ptr %83, align 8, !tbaa !10
  %85 = fsub double %84, %70
  %86 = tail call double @exp(double noundef %85) #10
  %87 = fadd double %82, %86
  %88 = add nuw nsw i64 %81, 1
  %89 = icmp eq i64 %88, %14
  br i1 %89, label %90, label %80, !llvm.loop !14

90:                                               ; preds = %80, %17, %69
  %91 = phi double [ %70, %69 ], [ %18, %17 ], [ %70, %80 ]
  %92 = phi double [ %68, %69 ], [ %18, %17 ], [ %68, %80 ]
  %93 = phi double [ 0.000000e+00, %69 ], [ 0.000000e+00, %17 ], [ %87, %80 ]
  %94 = tail call double @log(double noundef %93) #10
  %95 = fadd double %91, %94
  %96 = fadd double %20, %95
  %97 = add nuw nsw i64 %19, 1
  %98 = icmp eq i64 %97, %16
  br i1 %98, label %26, label %17, !llvm.loop !15

99:                                               ; preds = %109, %63
  %100 = phi double [ 0.000000e+00, %63 ], [ %124, %109 ]
  %101 = phi double [ 0.000000e+00, %63 ], [ %125, %109 ]
  %102 = getelementptr inbounds double, ptr %0, i64 %64
  %103 = load double, ptr %102, align 8, !tbaa !10
  %104 = fadd double %100, %103
  %105 = tail call double @llvm.fmuladd.f64(double %101, double -5.000000e-01, double %104)
  %106 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %64
  store double %105, ptr %106, align 8, !tbaa !10
  %107 = add nuw nsw i64 %64, 1
  %108 = icmp eq i64 %107, %14
  br i1 %108, label %67, label %63, !llvm.loop !16

109:                                              ; preds = %65, %109
  %110 = phi i64 [ 0, %65 ], [ %126, %109 ]
  %111 = phi double [ 0.000000e+00, %65 ], [ %125, %109 ]
  %112 = phi double [ 0.000000e+00, %65 ], [ %124, %109 ]
  %113 = add nuw nsw i64 %110, %66
  %114 = getelementptr inbounds double, ptr %2, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !10
  %116 = tail call double @exp(double noundef %115) #10
  %117 = getelementptr inbounds double, ptr %25, i64 %110
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = getelementptr inbounds double, ptr %1, i64 %113
  %120 = load double, ptr %119, align 8, !tbaa !10
  %121 = fsub double %118, %120
  %122 = fmul double %116, %121
  %123 = load double, ptr %114, align 8, !tbaa !10
  %124 = fadd double %112, %123
  %125 = tail call double @llvm.fmuladd.f64(double %122, double %122, double %111)
  %126 = add nuw nsw i64 %110, 1
  %127 = icmp eq i64 %126, %15
  br i1 %127, label %99, label %109, !llvm.loop !17

128:                                              ; preds = %139, %56
  %129 = phi double [ 0.000000e+00, %56 ], [ %149, %139 ]
  %130 = fadd double %33, %58
  %131 = sitofp i32 %4 to double
  %132 = fmul double %131, 5.000000e-01
  %133 = sitofp i32 %6 to double
  %134 = fmul double %132, %133
  %135 = fmul double %134, 0x3FFD67F1C864BEB4
  %136 = tail call double @llvm.fmuladd.f64(double %131, double %130, double %135)
  %137 = fsub double %27, %136
  %138 = tail call double @llvm.fmuladd.f64(double %129, double -1.000000e-01, double %137)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  ret double %138

139:                                              ; preds = %61, %139
  %140 = phi i64 [ 0, %61 ], [ %150, %139 ]
  %141 = phi double [ 0.000000e+00, %61 ], [ %149, %139 ]
  %142 = getelementptr inbounds double, ptr %2, i64 %140
  %143 = load double, ptr %142, align 8, !tbaa !10
  %144 = fmul double %143, 2.000000e+00
  %145 = tail call double @exp(double noundef %144) #10
  %146 = load double, ptr %142, align 8, !tbaa !10
  %147 = fneg double %146
  %148 = tail call double @llvm.fmuladd.f64(double %145, double 5.000000e-01, double %147)
  %149 = fadd double %141, %148
  %150 = add nuw nsw i64 %140, 1
  %151 = icmp eq i64 %150, %62
  br i1 %151, label %128, label %139, !llvm.loop !18
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @check_array(ptr noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) unnamed_addr #5 {
  %5 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %4
  %8 = zext nneg i32 %3 to i64
  br label %10

9:                                                ; preds = %10, %4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  ret void

10:                                               ; preds = %7, %10
  %11 = phi i64 [ 0, %7 ], [ %39, %10 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fadd double %13, 0x3EB0C6F7A0B5ED8D
  store double %14, ptr %12, align 8, !tbaa !10
  %15 = load i32, ptr @nn, align 4, !tbaa !6
  %16 = call double @gmm(ptr noundef nonnull @al, ptr noundef nonnull @mu, ptr noundef nonnull @qq, ptr noundef nonnull @X, i32 noundef %15, i32 noundef 3, i32 noundef 2)
  %17 = fadd double %13, 0xBEB0C6F7A0B5ED8D
  store double %17, ptr %12, align 8, !tbaa !10
  %18 = load i32, ptr @nn, align 4, !tbaa !6
  %19 = call double @gmm(ptr noundef nonnull @al, ptr noundef nonnull @mu, ptr noundef nonnull @qq, ptr noundef nonnull @X, i32 noundef %18, i32 noundef 3, i32 noundef 2)
  store double %13, ptr %12, align 8, !tbaa !10
  %20 = trunc nuw nsw i64 %11 to i32
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.6, ptr noundef %0, i32 noundef %20) #10
  %22 = getelementptr inbounds double, ptr %2, i64 %11
  %23 = load double, ptr %22, align 8, !tbaa !10
  %24 = fsub double %16, %19
  %25 = fdiv double %24, 2.000000e-06
  %26 = fsub double %23, %25
  %27 = call double @llvm.fabs.f64(double %26)
  %28 = call double @llvm.fabs.f64(double %25)
  %29 = call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.4, ptr @.str.5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %5, double noundef %23, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !6
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !6
  %39 = add nuw nsw i64 %11, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %9, label %10, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
