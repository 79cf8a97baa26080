; ModuleID = 'fwd/02_scalar_trig.c'
source_filename = "fwd/02_scalar_trig.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [3 x double] [double -9.000000e-01, double 3.500000e-01, double 2.400000e+00], align 8
@.str = private unnamed_addr constant [17 x i8] c"sin*cos+tanh @%g\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"tanh @%g\00", align 1
@__const.main.pts = private unnamed_addr constant [4 x [2 x double]] [[2 x double] [double 5.000000e-01, double 1.200000e+00], [2 x double] [double 0x3FE6666666666666, double -4.000000e-01], [2 x double] [double -1.100000e+00, double -3.000000e-01], [2 x double] [double -6.000000e-01, double 2.000000e+00]], align 8
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
  %1 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #9
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %64, %2 ]
  %4 = getelementptr inbounds [3 x double], ptr @__const.main.xs, i64 0, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !6
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str, double noundef %5) #9
  %7 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_sc, double noundef %5, double noundef 1.000000e+00) #9
  %8 = fadd double %5, 1.000000e-05
  %9 = call double @sin(double noundef %8) #9
  %10 = fmul double %8, 2.000000e+00
  %11 = call double @cos(double noundef %10) #9
  %12 = fmul double %8, 5.000000e-01
  %13 = call double @tanh(double noundef %12) #9
  %14 = call double @llvm.fmuladd.f64(double %9, double %11, double %13)
  %15 = fadd double %5, -1.000000e-05
  %16 = call double @sin(double noundef %15) #9
  %17 = fmul double %15, 2.000000e+00
  %18 = call double @cos(double noundef %17) #9
  %19 = fmul double %15, 5.000000e-01
  %20 = call double @tanh(double noundef %19) #9
  %21 = call double @llvm.fmuladd.f64(double %16, double %18, double %20)
  %22 = fsub double %14, %21
  %23 = fdiv double %22, 2.000000e-05
  %24 = fsub double %7, %23
  %25 = call double @llvm.fabs.f64(double %24)
  %26 = call double @llvm.fabs.f64(double %23)
  %27 = call double @llvm.maxnum.f64(double %26, double 1.000000e+00)
  %28 = fmul double %27, 0x3EB0C6F7A0B5ED8D
  %29 = fcmp ugt double %25, %28
  %30 = fcmp ule double %26, 1.000000e-09
  %31 = or i1 %30, %29
  %32 = select i1 %31, ptr @.str.7, ptr @.str.8
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %7, double noundef %23, ptr noundef nonnull %32)
  %34 = zext i1 %31 to i32
  %35 = load i32, ptr @fails, align 4, !tbaa !10
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr @fails, align 4, !tbaa !10
  %37 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %5) #9
  %38 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_tanh, double noundef %5, double noundef 1.000000e+00) #9
  %39 = fmul double %8, 3.000000e+00
  %40 = call double @tanh(double noundef %39) #9
  %41 = call double @tanh(double noundef %8) #9
  %42 = fneg double %8
  %43 = call double @llvm.fmuladd.f64(double %42, double %41, double %40)
  %44 = fmul double %15, 3.000000e+00
  %45 = call double @tanh(double noundef %44) #9
  %46 = call double @tanh(double noundef %15) #9
  %47 = fneg double %15
  %48 = call double @llvm.fmuladd.f64(double %47, double %46, double %45)
  %49 = fsub double %43, %48
  %50 = fdiv double %49, 2.000000e-05
  %51 = fsub double %38, %50
  %52 = call double @llvm.fabs.f64(double %51)
  %53 = call double @llvm.fabs.f64(double %50)
  %54 = call double @llvm.maxnum.f64(double %53, double 1.000000e+00)
  %55 = fmul double %54, 0x3EB0C6F7A0B5ED8D
  %56 = fcmp ugt double %52, %55
  %57 = fcmp ule double %53, 1.000000e-09
  %58 = or i1 %57, %56
  %59 = select i1 %58, ptr @.str.7, ptr @.str.8
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %38, double noundef %50, ptr noundef nonnull %59)
  %61 = zext i1 %58 to i32
  %62 = load i32, ptr @fails, align 4, !tbaa !10
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr @fails, align 4, !tbaa !10
  %64 = add nuw nsw i64 %3, 1
  %65 = icmp eq i64 %64, 3
  br i1 %65, label %113, label %2, !llvm.loop !12

66:                                               ; preds = %113
  %67 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_hy, double noundef 1.300000e+00, double noundef 1.000000e+00, double noundef -8.000000e-01, double noundef 0.000000e+00) #9
  %68 = call double @hypot(double noundef 1.300010e+00, double noundef -8.000000e-01) #9
  %69 = call double @llvm.fmuladd.f64(double %68, double 0x3FEED57D95DE1661, double 0x3FE032E65B2AB298)
  %70 = call double @hypot(double noundef 1.299990e+00, double noundef -8.000000e-01) #9
  %71 = call double @llvm.fmuladd.f64(double %70, double 0x3FEED5725D9EE7FD, double 0x3FE033034B29A625)
  %72 = fsub double %69, %71
  %73 = fdiv double %72, 2.000000e-05
  %74 = fsub double %67, %73
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = call double @llvm.fabs.f64(double %73)
  %77 = call double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul double %77, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp ugt double %75, %78
  %80 = fcmp ule double %76, 1.000000e-09
  %81 = or i1 %80, %79
  %82 = select i1 %81, ptr @.str.7, ptr @.str.8
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.4, double noundef %67, double noundef %73, ptr noundef nonnull %82)
  %84 = zext i1 %81 to i32
  %85 = load i32, ptr @fails, align 4, !tbaa !10
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr @fails, align 4, !tbaa !10
  %87 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_hy, double noundef 1.300000e+00, double noundef 0.000000e+00, double noundef -8.000000e-01, double noundef 1.000000e+00) #9
  %88 = call double @hypot(double noundef 1.300000e+00, double noundef 0xBFE99984A0E410B7) #9
  %89 = call double @llvm.fmuladd.f64(double %88, double 0x3FEED577F9C51E4B, double 0x3FE0330C5625AB2A)
  %90 = call double @hypot(double noundef 1.300000e+00, double noundef -8.000100e-01) #9
  %91 = call double @llvm.fmuladd.f64(double %90, double 0x3FEED577F9C51E4B, double 0x3FE032DD50275F69)
  %92 = fsub double %89, %91
  %93 = fdiv double %92, 2.000000e-05
  %94 = fsub double %87, %93
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = call double @llvm.fabs.f64(double %93)
  %97 = call double @llvm.maxnum.f64(double %96, double 1.000000e+00)
  %98 = fmul double %97, 0x3EB0C6F7A0B5ED8D
  %99 = fcmp ugt double %95, %98
  %100 = fcmp ule double %96, 1.000000e-09
  %101 = or i1 %100, %99
  %102 = select i1 %101, ptr @.str.7, ptr @.str.8
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %87, double noundef %93, ptr noundef nonnull %102)
  %104 = zext i1 %101 to i32
  %105 = load i32, ptr @fails, align 4, !tbaa !10
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr @fails, align 4, !tbaa !10
  %107 = icmp eq i32 %106, 0
  %108 = select i1 %107, ptr @.str.8, ptr @.str.7
  %109 = call i32 @puts(ptr nonnull dereferenceable(1) %108)
  %110 = load i32, ptr @fails, align 4, !tbaa !10
  %111 = icmp ne i32 %110, 0
  %112 = zext i1 %111 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #9
  ret i32 %112

113:                                              ; preds = %2, %113
  %114 = phi i64 [ %163, %113 ], [ 0, %2 ]
  %115 = getelementptr inbounds [4 x [2 x double]], ptr @__const.main.pts, i64 0, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !6
  %117 = getelementptr inbounds i8, ptr %115, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !6
  %119 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.2, double noundef %116, double noundef %118) #9
  %120 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %121 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_at, double noundef %116, double noundef 1.000000e+00, i32 noundef %120, double noundef %118) #9
  %122 = fadd double %116, 1.000000e-05
  %123 = call double @atan2(double noundef %122, double noundef %118) #9
  %124 = fadd double %116, -1.000000e-05
  %125 = call double @atan2(double noundef %124, double noundef %118) #9
  %126 = fsub double %123, %125
  %127 = fdiv double %126, 2.000000e-05
  %128 = fsub double %121, %127
  %129 = call double @llvm.fabs.f64(double %128)
  %130 = call double @llvm.fabs.f64(double %127)
  %131 = call double @llvm.maxnum.f64(double %130, double 1.000000e+00)
  %132 = fmul double %131, 0x3EB0C6F7A0B5ED8D
  %133 = fcmp ugt double %129, %132
  %134 = fcmp ule double %130, 1.000000e-09
  %135 = or i1 %134, %133
  %136 = select i1 %135, ptr @.str.7, ptr @.str.8
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %121, double noundef %127, ptr noundef nonnull %136)
  %138 = zext i1 %135 to i32
  %139 = load i32, ptr @fails, align 4, !tbaa !10
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr @fails, align 4, !tbaa !10
  %141 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.3, double noundef %116, double noundef %118) #9
  %142 = load i32, ptr @enzyme_const, align 4, !tbaa !10
  %143 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f_at, i32 noundef %142, double noundef %116, double noundef %118, double noundef 1.000000e+00) #9
  %144 = fadd double %118, 1.000000e-05
  %145 = call double @atan2(double noundef %116, double noundef %144) #9
  %146 = fadd double %118, -1.000000e-05
  %147 = call double @atan2(double noundef %116, double noundef %146) #9
  %148 = fsub double %145, %147
  %149 = fdiv double %148, 2.000000e-05
  %150 = fsub double %143, %149
  %151 = call double @llvm.fabs.f64(double %150)
  %152 = call double @llvm.fabs.f64(double %149)
  %153 = call double @llvm.maxnum.f64(double %152, double 1.000000e+00)
  %154 = fmul double %153, 0x3EB0C6F7A0B5ED8D
  %155 = fcmp ugt double %151, %154
  %156 = fcmp ule double %152, 1.000000e-09
  %157 = or i1 %156, %155
  %158 = select i1 %157, ptr @.str.7, ptr @.str.8
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1, double noundef %143, double noundef %149, ptr noundef nonnull %158)
  %160 = zext i1 %157 to i32
  %161 = load i32, ptr @fails, align 4, !tbaa !10
  %162 = add nsw i32 %161, %160
  store i32 %162, ptr @fails, align 4, !tbaa !10
  %163 = add nuw nsw i64 %114, 1
  %164 = icmp eq i64 %163, 4
  br i1 %164, label %66, label %113, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_sc(double noundef %0) #4 {
  %2 = tail call double @sin(double noundef %0) #9
  %3 = fmul double %0, 2.000000e+00
  %4 = tail call double @cos(double noundef %3) #9
  %5 = fmul double %0, 5.000000e-01
  %6 = tail call double @tanh(double noundef %5) #9
  %7 = tail call double @llvm.fmuladd.f64(double %2, double %4, double %6)
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_tanh(double noundef %0) #4 {
  %2 = fmul double %0, 3.000000e+00
  %3 = tail call double @tanh(double noundef %2) #9
  %4 = tail call double @tanh(double noundef %0) #9
  %5 = fneg double %0
  %6 = tail call double @llvm.fmuladd.f64(double %5, double %4, double %3)
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_at(double noundef %0, double noundef %1) #4 {
  %3 = tail call double @atan2(double noundef %0, double noundef %1) #9
  ret double %3
}

; Function Attrs: nounwind uwtable
define internal double @f_hy(double noundef %0, double noundef %1) #0 {
  %3 = tail call double @hypot(double noundef %0, double noundef %1) #9
  %4 = tail call double @sin(double noundef %0) #9
  %5 = fmul double %0, %1
  %6 = tail call double @cos(double noundef %5) #9
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
