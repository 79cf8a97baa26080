; ModuleID = 'rev/49_hvp_fwd_over_rev.c'
source_filename = "rev/49_hvp_fwd_over_rev.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"grad[%d]\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"(H v)[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [64 x i8], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  %9 = alloca [5 x double], align 16
  %10 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  %11 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store <2 x double> <double 5.000000e-01, double -8.000000e-01>, ptr %2, align 16
  %12 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.200000e+00, double 3.000000e-01>, ptr %12, align 16
  %13 = getelementptr inbounds i8, ptr %2, i64 32
  store double -6.000000e-01, ptr %13, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %3, align 16
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double -2.500000e-01, double 2.000000e+00>, ptr %14, align 16
  %15 = getelementptr inbounds i8, ptr %3, i64 32
  store double -1.000000e+00, ptr %15, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @grad_f, i32 noundef %16, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %16, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %17, i32 noundef %11) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  %18 = icmp sgt i32 %11, 0
  %19 = zext nneg i32 %11 to i64
  br label %43

20:                                               ; preds = %96
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %10, i8 0, i64 40, i1 false)
  %21 = load <2 x double>, ptr %2, align 16, !tbaa !9
  %22 = load <2 x double>, ptr %3, align 16, !tbaa !9
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %21)
  store <2 x double> %23, ptr %7, align 16, !tbaa !9
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %21)
  store <2 x double> %24, ptr %8, align 16, !tbaa !9
  %25 = getelementptr inbounds i8, ptr %7, i64 16
  %26 = getelementptr inbounds i8, ptr %8, i64 16
  %27 = load <2 x double>, ptr %12, align 16, !tbaa !9
  %28 = load <2 x double>, ptr %14, align 16, !tbaa !9
  %29 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0x3EB0C6F7A0B5ED8D, double 0x3EB0C6F7A0B5ED8D>, <2 x double> %27)
  store <2 x double> %29, ptr %25, align 16, !tbaa !9
  %30 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 0xBEB0C6F7A0B5ED8D, double 0xBEB0C6F7A0B5ED8D>, <2 x double> %27)
  store <2 x double> %30, ptr %26, align 16, !tbaa !9
  %31 = load double, ptr %13, align 16, !tbaa !9
  %32 = load double, ptr %15, align 16, !tbaa !9
  %33 = call double @llvm.fmuladd.f64(double %32, double 0x3EB0C6F7A0B5ED8D, double %31)
  %34 = getelementptr inbounds i8, ptr %7, i64 32
  store double %33, ptr %34, align 16, !tbaa !9
  %35 = call double @llvm.fmuladd.f64(double %32, double 0xBEB0C6F7A0B5ED8D, double %31)
  %36 = getelementptr inbounds i8, ptr %8, i64 32
  store double %35, ptr %36, align 16, !tbaa !9
  %37 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %38 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %39 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %37, ptr noundef nonnull %7, ptr noundef nonnull %9, i32 noundef %38, i32 noundef %11) #10
  %40 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %41 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %42 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %40, ptr noundef nonnull %8, ptr noundef nonnull %10, i32 noundef %41, i32 noundef %11) #10
  br label %127

43:                                               ; preds = %0, %96
  %44 = phi i64 [ 0, %0 ], [ %118, %96 ]
  %45 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fadd double %46, 0x3EB0C6F7A0B5ED8D
  store double %47, ptr %45, align 8, !tbaa !9
  br i1 %18, label %48, label %96

48:                                               ; preds = %43, %68
  %49 = phi i64 [ %59, %68 ], [ 0, %43 ]
  %50 = phi double [ %69, %68 ], [ 0.000000e+00, %43 ]
  %51 = getelementptr inbounds double, ptr %2, i64 %49
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fmul double %52, 2.500000e-01
  %54 = fmul double %52, %53
  %55 = fmul double %52, %54
  %56 = fneg double %52
  %57 = call double @llvm.fmuladd.f64(double %55, double %52, double %56)
  %58 = fadd double %50, %57
  %59 = add nuw nsw i64 %49, 1
  %60 = icmp ult i64 %59, %19
  br i1 %60, label %61, label %68

61:                                               ; preds = %48
  %62 = getelementptr inbounds double, ptr %2, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = fmul double %52, %63
  %65 = call double @llvm.fmuladd.f64(double %63, double -5.000000e-01, double %52)
  %66 = call double @sin(double noundef %65) #10
  %67 = call double @llvm.fmuladd.f64(double %64, double %66, double %58)
  br label %68

68:                                               ; preds = %61, %48
  %69 = phi double [ %67, %61 ], [ %58, %48 ]
  %70 = icmp eq i64 %59, %19
  br i1 %70, label %71, label %48, !llvm.loop !11

71:                                               ; preds = %68
  %72 = fadd double %46, 0xBEB0C6F7A0B5ED8D
  store double %72, ptr %45, align 8, !tbaa !9
  br label %73

73:                                               ; preds = %93, %71
  %74 = phi i64 [ 0, %71 ], [ %84, %93 ]
  %75 = phi double [ 0.000000e+00, %71 ], [ %94, %93 ]
  %76 = getelementptr inbounds double, ptr %2, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !9
  %78 = fmul double %77, 2.500000e-01
  %79 = fmul double %77, %78
  %80 = fmul double %77, %79
  %81 = fneg double %77
  %82 = call double @llvm.fmuladd.f64(double %80, double %77, double %81)
  %83 = fadd double %75, %82
  %84 = add nuw nsw i64 %74, 1
  %85 = icmp ult i64 %84, %19
  br i1 %85, label %86, label %93

86:                                               ; preds = %73
  %87 = getelementptr inbounds double, ptr %2, i64 %84
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = fmul double %77, %88
  %90 = call double @llvm.fmuladd.f64(double %88, double -5.000000e-01, double %77)
  %91 = call double @sin(double noundef %90) #10
  %92 = call double @llvm.fmuladd.f64(double %89, double %91, double %83)
  br label %93

93:                                               ; preds = %86, %73
  %94 = phi double [ %92, %86 ], [ %83, %73 ]
  %95 = icmp eq i64 %84, %19
  br i1 %95, label %96, label %73, !llvm.loop !11

96:                                               ; preds = %93, %43
  %97 = phi double [ 0.000000e+00, %43 ], [ %69, %93 ]
  %98 = phi double [ 0.000000e+00, %43 ], [ %94, %93 ]
  store double %46, ptr %45, align 8, !tbaa !9
  %99 = trunc nuw nsw i64 %44 to i32
  %100 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %99) #10
  %101 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %44
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = fsub double %97, %98
  %104 = fdiv double %103, 2.000000e-06
  %105 = fsub double %102, %104
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = call double @llvm.fabs.f64(double %104)
  %108 = call double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  %109 = fmul double %108, 0x3EB0C6F7A0B5ED8D
  %110 = fcmp ugt double %106, %109
  %111 = fcmp ule double %107, 1.000000e-09
  %112 = or i1 %111, %110
  %113 = select i1 %112, ptr @.str.3, ptr @.str.4
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %102, double noundef %104, ptr noundef nonnull %113)
  %115 = zext i1 %112 to i32
  %116 = load i32, ptr @fails, align 4, !tbaa !5
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr @fails, align 4, !tbaa !5
  %118 = add nuw nsw i64 %44, 1
  %119 = icmp eq i64 %118, 5
  br i1 %119, label %20, label %43, !llvm.loop !13

120:                                              ; preds = %127
  %121 = icmp eq i32 %151, 0
  %122 = select i1 %121, ptr @.str.4, ptr @.str.3
  %123 = call i32 @puts(ptr nonnull dereferenceable(1) %122)
  %124 = load i32, ptr @fails, align 4, !tbaa !5
  %125 = icmp ne i32 %124, 0
  %126 = zext i1 %125 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %126

127:                                              ; preds = %20, %127
  %128 = phi i64 [ 0, %20 ], [ %152, %127 ]
  %129 = trunc nuw nsw i64 %128 to i32
  %130 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %129) #10
  %131 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %128
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %128
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %128
  %136 = load double, ptr %135, align 8, !tbaa !9
  %137 = fsub double %134, %136
  %138 = fdiv double %137, 2.000000e-06
  %139 = fsub double %132, %138
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = call double @llvm.fabs.f64(double %138)
  %142 = call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.3, ptr @.str.4
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %132, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !5
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !5
  %152 = add nuw nsw i64 %128, 1
  %153 = icmp eq i64 %152, 5
  br i1 %153, label %120, label %127, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare void @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @grad_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %6 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %4, ptr noundef %0, ptr noundef %1, i32 noundef %5, i32 noundef %2) #10
  ret void
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = zext nneg i32 %1 to i64
  br label %9

7:                                                ; preds = %29, %2
  %8 = phi double [ 0.000000e+00, %2 ], [ %30, %29 ]
  ret double %8

9:                                                ; preds = %4, %29
  %10 = phi i64 [ 0, %4 ], [ %20, %29 ]
  %11 = phi double [ 0.000000e+00, %4 ], [ %30, %29 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = fmul double %13, 2.500000e-01
  %15 = fmul double %13, %14
  %16 = fmul double %13, %15
  %17 = fneg double %13
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %13, double %17)
  %19 = fadd double %11, %18
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp ult i64 %20, %5
  br i1 %21, label %22, label %29

22:                                               ; preds = %9
  %23 = getelementptr inbounds double, ptr %0, i64 %20
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %13, %24
  %26 = tail call double @llvm.fmuladd.f64(double %24, double -5.000000e-01, double %13)
  %27 = tail call double @sin(double noundef %26) #10
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %19)
  br label %29

29:                                               ; preds = %9, %22
  %30 = phi double [ %28, %22 ], [ %19, %9 ]
  %31 = icmp eq i64 %20, %6
  br i1 %31, label %7, label %9, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
