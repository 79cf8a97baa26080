; ModuleID = 'fwd/02_scalar_trig.c'
source_filename = "fwd/02_scalar_trig.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -9.000000e-01, double 3.500000e-01, double 2.400000e+00], align 16
@.str = private unnamed_addr constant [17 x i8] c"sin*cos+tanh @%g\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"tanh @%g\00", align 1
@__const.main.pts = private unnamed_addr constant [4 x [2 x double]] [[2 x double] [double 5.000000e-01, double 1.200000e+00], [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], [2 x double] [double -1.100000e+00, double -3.000000e-01], [2 x double] [double -6.000000e-01, double 2.000000e+00]], align 16
@.str.2 = private unnamed_addr constant [18 x i8] c"datan2/dy (%g,%g)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [18 x i8] c"datan2/dx (%g,%g)\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dhypot/da\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"dhypot/db\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %71, %2 ]
  %4 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef %5) #10
  %7 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sc, double noundef %5, double noundef 1.000000e+00) #10
  %8 = insertelement <2 x double> poison, double %5, i64 0
  %9 = shufflevector <2 x double> %8, <2 x double> poison, <2 x i32> zeroinitializer
  %10 = fadd <2 x double> %9, <double 1.000000e-05, double -1.000000e-05>
  %11 = extractelement <2 x double> %10, i64 0
  %12 = call double @sin(double noundef %11) #10
  %13 = fmul double %11, 2.000000e+00
  %14 = call double @cos(double noundef %13) #10
  %15 = fmul double %11, 5.000000e-01
  %16 = call double @tanh(double noundef %15) #10
  %17 = call double @llvm.fmuladd.f64(double %12, double %14, double %16)
  %18 = extractelement <2 x double> %10, i64 1
  %19 = call double @sin(double noundef %18) #10
  %20 = fmul double %18, 2.000000e+00
  %21 = call double @cos(double noundef %20) #10
  %22 = fmul double %18, 5.000000e-01
  %23 = call double @tanh(double noundef %22) #10
  %24 = call double @llvm.fmuladd.f64(double %19, double %21, double %23)
  %25 = fsub double %17, %24
  %26 = fdiv double %25, 2.000000e-05
  %27 = fsub double %7, %26
  %28 = call double @llvm.fabs.f64(double %27)
  %29 = call double @llvm.fabs.f64(double %26)
  %30 = call double @llvm.maxnum.f64(double %29, double 1.000000e+00)
  %31 = fmul double %30, 0x3EB0C6F7A0B5ED8D
  %32 = fcmp ugt double %28, %31
  %33 = fcmp ule double %29, 1.000000e-09
  %34 = or i1 %33, %32
  %35 = select i1 %34, ptr @.str.7, ptr @.str.8
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %7, double noundef %26, ptr noundef nonnull %35)
  %37 = zext i1 %34 to i32
  %38 = load i32, ptr @fails, align 4, !tbaa !9
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr @fails, align 4, !tbaa !9
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %5) #10
  %41 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tanh, double noundef %5, double noundef 1.000000e+00) #10
  %42 = fmul double %11, 3.000000e+00
  %43 = call double @tanh(double noundef %42) #10
  %44 = call double @tanh(double noundef %11) #10
  %45 = fmul double %18, 3.000000e+00
  %46 = call double @tanh(double noundef %45) #10
  %47 = call double @tanh(double noundef %18) #10
  %48 = fneg <2 x double> %10
  %49 = insertelement <2 x double> poison, double %44, i64 0
  %50 = insertelement <2 x double> %49, double %47, i64 1
  %51 = insertelement <2 x double> poison, double %43, i64 0
  %52 = insertelement <2 x double> %51, double %46, i64 1
  %53 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> %50, <2 x double> %52)
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %55 = fsub <2 x double> %53, %54
  %56 = extractelement <2 x double> %55, i64 0
  %57 = fdiv double %56, 2.000000e-05
  %58 = fsub double %41, %57
  %59 = call double @llvm.fabs.f64(double %58)
  %60 = call double @llvm.fabs.f64(double %57)
  %61 = call double @llvm.maxnum.f64(double %60, double 1.000000e+00)
  %62 = fmul double %61, 0x3EB0C6F7A0B5ED8D
  %63 = fcmp ugt double %59, %62
  %64 = fcmp ule double %60, 1.000000e-09
  %65 = or i1 %64, %63
  %66 = select i1 %65, ptr @.str.7, ptr @.str.8
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %41, double noundef %57, ptr noundef nonnull %66)
  %68 = zext i1 %65 to i32
  %69 = load i32, ptr @fails, align 4, !tbaa !9
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr @fails, align 4, !tbaa !9
  %71 = add nuw nsw i64 %3, 1
  %72 = icmp eq i64 %71, 3
  br i1 %72, label %126, label %2, !llvm.loop !11

73:                                               ; preds = %126
  %74 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_hy, double noundef 1.300000e+00, double noundef 1.000000e+00, double noundef -8.000000e-01, double noundef 0.000000e+00) #10
  %75 = call double @hypot(double noundef 1.300010e+00, double noundef -8.000000e-01) #10
  %76 = call double @hypot(double noundef 1.299990e+00, double noundef -8.000000e-01) #10
  %77 = insertelement <2 x double> poison, double %75, i64 0
  %78 = insertelement <2 x double> %77, double %76, i64 1
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> <double 0x3FEED57D95DE1661, double 0x3FEED5725D9EE7FD>, <2 x double> <double 0x3FE032E65B2AB298, double 0x3FE033034B29A625>)
  %80 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %81 = fsub <2 x double> %79, %80
  %82 = extractelement <2 x double> %81, i64 0
  %83 = fdiv double %82, 2.000000e-05
  %84 = fsub double %74, %83
  %85 = call double @llvm.fabs.f64(double %84)
  %86 = call double @llvm.fabs.f64(double %83)
  %87 = call double @llvm.maxnum.f64(double %86, double 1.000000e+00)
  %88 = fmul double %87, 0x3EB0C6F7A0B5ED8D
  %89 = fcmp ugt double %85, %88
  %90 = fcmp ule double %86, 1.000000e-09
  %91 = or i1 %90, %89
  %92 = select i1 %91, ptr @.str.7, ptr @.str.8
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %74, double noundef %83, ptr noundef nonnull %92)
  %94 = zext i1 %91 to i32
  %95 = load i32, ptr @fails, align 4, !tbaa !9
  %96 = add nsw i32 %95, %94
  store i32 %96, ptr @fails, align 4, !tbaa !9
  %97 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_hy, double noundef 1.300000e+00, double noundef 0.000000e+00, double noundef -8.000000e-01, double noundef 1.000000e+00) #10
  %98 = call double @hypot(double noundef 1.300000e+00, double noundef 0xBFE99984A0E410B7) #10
  %99 = call double @hypot(double noundef 1.300000e+00, double noundef -8.000100e-01) #10
  %100 = insertelement <2 x double> poison, double %98, i64 0
  %101 = insertelement <2 x double> %100, double %99, i64 1
  %102 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> <double 0x3FEED577F9C51E4B, double 0x3FEED577F9C51E4B>, <2 x double> <double 0x3FE0330C5625AB2A, double 0x3FE032DD50275F69>)
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %104 = fsub <2 x double> %102, %103
  %105 = extractelement <2 x double> %104, i64 0
  %106 = fdiv double %105, 2.000000e-05
  %107 = fsub double %97, %106
  %108 = call double @llvm.fabs.f64(double %107)
  %109 = call double @llvm.fabs.f64(double %106)
  %110 = call double @llvm.maxnum.f64(double %109, double 1.000000e+00)
  %111 = fmul double %110, 0x3EB0C6F7A0B5ED8D
  %112 = fcmp ugt double %108, %111
  %113 = fcmp ule double %109, 1.000000e-09
  %114 = or i1 %113, %112
  %115 = select i1 %114, ptr @.str.7, ptr @.str.8
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %97, double noundef %106, ptr noundef nonnull %115)
  %117 = zext i1 %114 to i32
  %118 = load i32, ptr @fails, align 4, !tbaa !9
  %119 = add nsw i32 %118, %117
  store i32 %119, ptr @fails, align 4, !tbaa !9
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, ptr @.str.8, ptr @.str.7
  %122 = call i32 @puts(ptr nonnull dereferenceable(1) %121)
  %123 = load i32, ptr @fails, align 4, !tbaa !9
  %124 = icmp ne i32 %123, 0
  %125 = zext i1 %124 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10
  ret i32 %125

126:                                              ; preds = %2, %126
  %127 = phi i64 [ %176, %126 ], [ 0, %2 ]
  %128 = getelementptr inbounds [4 x [2 x double]], ptr @__const.main.pts, i64 0, i64 %127
  %129 = load double, ptr %128, align 16, !tbaa !5
  %130 = getelementptr inbounds i8, ptr %128, i64 8
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.2, double noundef %129, double noundef %131) #10
  %133 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %134 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_at, double noundef %129, double noundef 1.000000e+00, i32 noundef %133, double noundef %131) #10
  %135 = fadd double %129, 1.000000e-05
  %136 = call double @atan2(double noundef %135, double noundef %131) #10
  %137 = fadd double %129, -1.000000e-05
  %138 = call double @atan2(double noundef %137, double noundef %131) #10
  %139 = fsub double %136, %138
  %140 = fdiv double %139, 2.000000e-05
  %141 = fsub double %134, %140
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = call double @llvm.fabs.f64(double %140)
  %144 = call double @llvm.maxnum.f64(double %143, double 1.000000e+00)
  %145 = fmul double %144, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp ugt double %142, %145
  %147 = fcmp ule double %143, 1.000000e-09
  %148 = or i1 %147, %146
  %149 = select i1 %148, ptr @.str.7, ptr @.str.8
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %134, double noundef %140, ptr noundef nonnull %149)
  %151 = zext i1 %148 to i32
  %152 = load i32, ptr @fails, align 4, !tbaa !9
  %153 = add nsw i32 %152, %151
  store i32 %153, ptr @fails, align 4, !tbaa !9
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.3, double noundef %129, double noundef %131) #10
  %155 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %156 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_at, i32 noundef %155, double noundef %129, double noundef %131, double noundef 1.000000e+00) #10
  %157 = fadd double %131, 1.000000e-05
  %158 = call double @atan2(double noundef %129, double noundef %157) #10
  %159 = fadd double %131, -1.000000e-05
  %160 = call double @atan2(double noundef %129, double noundef %159) #10
  %161 = fsub double %158, %160
  %162 = fdiv double %161, 2.000000e-05
  %163 = fsub double %156, %162
  %164 = call double @llvm.fabs.f64(double %163)
  %165 = call double @llvm.fabs.f64(double %162)
  %166 = call double @llvm.maxnum.f64(double %165, double 1.000000e+00)
  %167 = fmul double %166, 0x3EB0C6F7A0B5ED8D
  %168 = fcmp ugt double %164, %167
  %169 = fcmp ule double %165, 1.000000e-09
  %170 = or i1 %169, %168
  %171 = select i1 %170, ptr @.str.7, ptr @.str.8
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %156, double noundef %162, ptr noundef nonnull %171)
  %173 = zext i1 %170 to i32
  %174 = load i32, ptr @fails, align 4, !tbaa !9
  %175 = add nsw i32 %174, %173
  store i32 %175, ptr @fails, align 4, !tbaa !9
  %176 = add nuw nsw i64 %127, 1
  %177 = icmp eq i64 %176, 4
  br i1 %177, label %73, label %126, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_sc(double noundef %0) #4 {
  %2 = tail call double @sin(double noundef %0) #10
  %3 = fmul double %0, 2.000000e+00
  %4 = tail call double @cos(double noundef %3) #10
  %5 = fmul double %0, 5.000000e-01
  %6 = tail call double @tanh(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %6)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_tanh(double noundef %0) #4 {
  %2 = fmul double %0, 3.000000e+00
  %3 = tail call double @tanh(double noundef %2) #10
  %4 = tail call double @tanh(double noundef %0) #10
  %5 = fneg double %0
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %4, double %3)
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_at(double noundef %0, double noundef %1) #4 {
  %3 = tail call double @atan2(double noundef %0, double noundef %1) #10
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal double @f_hy(double noundef %0, double noundef %1) #0 {
  %3 = tail call double @hypot(double noundef %0, double noundef %1) #10
  %4 = tail call double @sin(double noundef %0) #10
  %5 = fmul double %0, %1
  %6 = tail call double @cos(double noundef %5) #10
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %6)
  ret double %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
