; ModuleID = 'c/07_rk4_pendulum.c'
source_filename = "c/07_rk4_pendulum.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"free pendulum: theta=%.6f omega=%.6f crossings=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"energy drift < 1e-6: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"driven t=%6.2f theta=%10.5f omega=%9.5f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"harmonic x(3.14)=%.6f exact=%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %14

1:                                                ; preds = %14
  %2 = extractelement <2 x double> %63, i64 1
  %3 = fmul double %2, 5.000000e-01
  %4 = tail call double @cos(double noundef %65) #5
  %5 = fsub double 1.000000e+00, %4
  %6 = fmul double %5, 9.810000e+00
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %2, double %6)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %65, double noundef %2, i32 noundef %69)
  %9 = fadd double %7, 0xC01209DD9842565F
  %10 = tail call double @llvm.fabs.f64(double %9)
  %11 = fcmp olt double %10, 0x3EB0C6F7A0B5ED8D
  %12 = zext i1 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12)
  br label %72

14:                                               ; preds = %0, %14
  %15 = phi double [ 0.000000e+00, %0 ], [ %32, %14 ]
  %16 = phi i32 [ 0, %0 ], [ %70, %14 ]
  %17 = phi i32 [ 0, %0 ], [ %69, %14 ]
  %18 = phi <2 x double> [ <double 1.000000e+00, double 0.000000e+00>, %0 ], [ %63, %14 ]
  %19 = extractelement <2 x double> %18, i64 0
  %20 = tail call double @sin(double noundef %19) #5
  %21 = extractelement <2 x double> %18, i64 1
  %22 = fmul double %21, -0.000000e+00
  %23 = tail call double @llvm.fmuladd.f64(double %20, double -9.810000e+00, double %22)
  %24 = fmul double %15, 0.000000e+00
  %25 = tail call double @cos(double noundef %24) #5
  %26 = tail call double @llvm.fmuladd.f64(double %25, double 0.000000e+00, double %23)
  %27 = tail call double @llvm.fmuladd.f64(double %21, double 5.000000e-03, double %19)
  %28 = fadd double %15, 5.000000e-03
  %29 = tail call double @sin(double noundef %27) #5
  %30 = fmul double %28, 0.000000e+00
  %31 = tail call double @cos(double noundef %30) #5
  %32 = fadd double %15, 1.000000e-02
  %33 = fmul double %32, 0.000000e+00
  %34 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-03, double %21)
  %35 = fmul double %34, -0.000000e+00
  %36 = tail call double @llvm.fmuladd.f64(double %29, double -9.810000e+00, double %35)
  %37 = tail call double @llvm.fmuladd.f64(double %31, double 0.000000e+00, double %36)
  %38 = tail call double @llvm.fmuladd.f64(double %34, double 5.000000e-03, double %19)
  %39 = tail call double @llvm.fmuladd.f64(double %37, double 5.000000e-03, double %21)
  %40 = tail call double @sin(double noundef %38) #5
  %41 = fmul double %39, -0.000000e+00
  %42 = tail call double @llvm.fmuladd.f64(double %40, double -9.810000e+00, double %41)
  %43 = tail call double @cos(double noundef %30) #5
  %44 = tail call double @llvm.fmuladd.f64(double %43, double 0.000000e+00, double %42)
  %45 = tail call double @llvm.fmuladd.f64(double %39, double 1.000000e-02, double %19)
  %46 = tail call double @llvm.fmuladd.f64(double %44, double 1.000000e-02, double %21)
  %47 = tail call double @sin(double noundef %45) #5
  %48 = fmul double %46, -0.000000e+00
  %49 = tail call double @llvm.fmuladd.f64(double %47, double -9.810000e+00, double %48)
  %50 = tail call double @cos(double noundef %33) #5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double 0.000000e+00, double %49)
  %52 = insertelement <2 x double> poison, double %34, i64 0
  %53 = insertelement <2 x double> %52, double %37, i64 1
  %54 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %55 = insertelement <2 x double> %54, double %26, i64 1
  %56 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %55)
  %57 = insertelement <2 x double> poison, double %39, i64 0
  %58 = insertelement <2 x double> %57, double %44, i64 1
  %59 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %56)
  %60 = insertelement <2 x double> poison, double %46, i64 0
  %61 = insertelement <2 x double> %60, double %51, i64 1
  %62 = fadd <2 x double> %59, %61
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0x3F5B4E81B4E81B4F, double 0x3F5B4E81B4E81B4F>, <2 x double> %18)
  %64 = fcmp olt double %19, 0.000000e+00
  %65 = extractelement <2 x double> %63, i64 0
  %66 = fcmp olt double %65, 0.000000e+00
  %67 = xor i1 %64, %66
  %68 = zext i1 %67 to i32
  %69 = add nuw nsw i32 %17, %68
  %70 = add nuw nsw i32 %16, 1
  %71 = icmp eq i32 %70, 1000
  br i1 %71, label %1, label %14, !llvm.loop !5

72:                                               ; preds = %1, %128
  %73 = phi i32 [ 1, %1 ], [ %129, %128 ]
  %74 = phi double [ 0.000000e+00, %1 ], [ %89, %128 ]
  %75 = phi <2 x double> [ <double 2.000000e-01, double 0.000000e+00>, %1 ], [ %120, %128 ]
  %76 = extractelement <2 x double> %75, i64 0
  %77 = tail call double @sin(double noundef %76) #5
  %78 = extractelement <2 x double> %75, i64 1
  %79 = fmul double %78, -5.000000e-01
  %80 = tail call double @llvm.fmuladd.f64(double %77, double -1.000000e+00, double %79)
  %81 = fmul double %74, 0x3FE5555555555555
  %82 = tail call double @cos(double noundef %81) #5
  %83 = tail call double @llvm.fmuladd.f64(double %82, double 1.200000e+00, double %80)
  %84 = tail call double @llvm.fmuladd.f64(double %78, double 5.000000e-03, double %76)
  %85 = fadd double %74, 5.000000e-03
  %86 = tail call double @sin(double noundef %84) #5
  %87 = fmul double %85, 0x3FE5555555555555
  %88 = tail call double @cos(double noundef %87) #5
  %89 = fadd double %74, 1.000000e-02
  %90 = fmul double %89, 0x3FE5555555555555
  %91 = tail call double @llvm.fmuladd.f64(double %83, double 5.000000e-03, double %78)
  %92 = fmul double %91, -5.000000e-01
  %93 = tail call double @llvm.fmuladd.f64(double %86, double -1.000000e+00, double %92)
  %94 = tail call double @llvm.fmuladd.f64(double %88, double 1.200000e+00, double %93)
  %95 = tail call double @llvm.fmuladd.f64(double %91, double 5.000000e-03, double %76)
  %96 = tail call double @llvm.fmuladd.f64(double %94, double 5.000000e-03, double %78)
  %97 = tail call double @sin(double noundef %95) #5
  %98 = fmul double %96, -5.000000e-01
  %99 = tail call double @llvm.fmuladd.f64(double %97, double -1.000000e+00, double %98)
  %100 = tail call double @cos(double noundef %87) #5
  %101 = tail call double @llvm.fmuladd.f64(double %100, double 1.200000e+00, double %99)
  %102 = tail call double @llvm.fmuladd.f64(double %96, double 1.000000e-02, double %76)
  %103 = tail call double @llvm.fmuladd.f64(double %101, double 1.000000e-02, double %78)
  %104 = tail call double @sin(double noundef %102) #5
  %105 = fmul double %103, -5.000000e-01
  %106 = tail call double @llvm.fmuladd.f64(double %104, double -1.000000e+00, double %105)
  %107 = tail call double @cos(double noundef %90) #5
  %108 = tail call double @llvm.fmuladd.f64(double %107, double 1.200000e+00, double %106)
  %109 = insertelement <2 x double> poison, double %91, i64 0
  %110 = insertelement <2 x double> %109, double %94, i64 1
  %111 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %112 = insertelement <2 x double> %111, double %83, i64 1
  %113 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %112)
  %114 = insertelement <2 x double> poison, double %96, i64 0
  %115 = insertelement <2 x double> %114, double %101, i64 1
  %116 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %115, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %113)
  %117 = insertelement <2 x double> poison, double %103, i64 0
  %118 = insertelement <2 x double> %117, double %108, i64 1
  %119 = fadd <2 x double> %116, %118
  %120 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3F5B4E81B4E81B4F, double 0x3F5B4E81B4E81B4F>, <2 x double> %75)
  %121 = trunc nuw i32 %73 to i16
  %122 = urem i16 %121, 400
  %123 = icmp eq i16 %122, 0
  br i1 %123, label %124, label %128

124:                                              ; preds = %72
  %125 = extractelement <2 x double> %120, i64 0
  %126 = extractelement <2 x double> %120, i64 1
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %89, double noundef %125, double noundef %126)
  br label %128

128:                                              ; preds = %72, %124
  %129 = add nuw nsw i32 %73, 1
  %130 = icmp eq i32 %129, 2001
  br i1 %130, label %134, label %72, !llvm.loop !7

131:                                              ; preds = %134
  %132 = extractelement <2 x double> %159, i64 0
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %132, double noundef 0x3FEFFFF55C68488E)
  ret i32 0

134:                                              ; preds = %128, %134
  %135 = phi i32 [ %160, %134 ], [ 0, %128 ]
  %136 = phi <2 x double> [ %159, %134 ], [ <double 1.000000e+00, double 0.000000e+00>, %128 ]
  %137 = extractelement <2 x double> %136, i64 0
  %138 = fmul double %137, -4.000000e+00
  %139 = extractelement <2 x double> %136, i64 1
  %140 = tail call double @llvm.fmuladd.f64(double %139, double 5.000000e-03, double %137)
  %141 = tail call double @llvm.fmuladd.f64(double %138, double 5.000000e-03, double %139)
  %142 = fmul double %140, -4.000000e+00
  %143 = tail call double @llvm.fmuladd.f64(double %141, double 5.000000e-03, double %137)
  %144 = tail call double @llvm.fmuladd.f64(double %142, double 5.000000e-03, double %139)
  %145 = fmul double %143, -4.000000e+00
  %146 = tail call double @llvm.fmuladd.f64(double %144, double 1.000000e-02, double %137)
  %147 = fmul double %146, 4.000000e+00
  %148 = tail call double @llvm.fmuladd.f64(double %141, double 2.000000e+00, double %139)
  %149 = insertelement <2 x double> poison, double %144, i64 0
  %150 = insertelement <2 x double> %149, double %145, i64 1
  %151 = insertelement <2 x double> %136, double %148, i64 0
  %152 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> <double 2.000000e+00, double 1.000000e-02>, <2 x double> %151)
  %153 = shufflevector <2 x double> %152, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %154 = fadd <2 x double> %152, %153
  %155 = tail call double @llvm.fmuladd.f64(double %142, double 2.000000e+00, double %138)
  %156 = tail call double @llvm.fmuladd.f64(double %145, double 2.000000e+00, double %155)
  %157 = fsub double %156, %147
  %158 = insertelement <2 x double> %154, double %157, i64 1
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double 0x3F5B4E81B4E81B4F, double 0x3F5B4E81B4E81B4F>, <2 x double> %136)
  %160 = add nuw nsw i32 %135, 1
  %161 = icmp eq i32 %160, 314
  br i1 %161, label %131, label %134, !llvm.loop !8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
