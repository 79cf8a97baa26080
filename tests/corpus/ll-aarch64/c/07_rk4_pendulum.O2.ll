; ModuleID = 'c/07_rk4_pendulum.c'
source_filename = "c/07_rk4_pendulum.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"free pendulum: theta=%.6f omega=%.6f crossings=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"energy drift < 1e-6: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [41 x i8] c"driven t=%6.2f theta=%10.5f omega=%9.5f\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"harmonic x(3.14)=%.6f exact=%.6f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %13

1:                                                ; preds = %13
  %2 = fmul double %57, 5.000000e-01
  %3 = tail call double @cos(double noundef %53) #4
  %4 = fsub double 1.000000e+00, %3
  %5 = fmul double %4, 9.810000e+00
  %6 = tail call double @llvm.fmuladd.f64(double %2, double %57, double %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %53, double noundef %57, i32 noundef %62)
  %8 = fadd double %6, 0xC01209DD9842565F
  %9 = tail call double @llvm.fabs.f64(double %8)
  %10 = fcmp olt double %9, 0x3EB0C6F7A0B5ED8D
  %11 = zext i1 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  br label %65

13:                                               ; preds = %0, %13
  %14 = phi double [ 0.000000e+00, %0 ], [ %43, %13 ]
  %15 = phi i32 [ 0, %0 ], [ %63, %13 ]
  %16 = phi i32 [ 0, %0 ], [ %62, %13 ]
  %17 = phi double [ 0.000000e+00, %0 ], [ %57, %13 ]
  %18 = phi double [ 1.000000e+00, %0 ], [ %53, %13 ]
  %19 = tail call double @sin(double noundef %18) #4
  %20 = fmul double %17, -0.000000e+00
  %21 = tail call double @llvm.fmuladd.f64(double %19, double -9.810000e+00, double %20)
  %22 = fmul double %14, 0.000000e+00
  %23 = tail call double @cos(double noundef %22) #4
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 0.000000e+00, double %21)
  %25 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-03, double %18)
  %26 = tail call double @llvm.fmuladd.f64(double %24, double 5.000000e-03, double %17)
  %27 = fadd double %14, 5.000000e-03
  %28 = tail call double @sin(double noundef %25) #4
  %29 = fmul double %26, -0.000000e+00
  %30 = tail call double @llvm.fmuladd.f64(double %28, double -9.810000e+00, double %29)
  %31 = fmul double %27, 0.000000e+00
  %32 = tail call double @cos(double noundef %31) #4
  %33 = tail call double @llvm.fmuladd.f64(double %32, double 0.000000e+00, double %30)
  %34 = tail call double @llvm.fmuladd.f64(double %26, double 5.000000e-03, double %18)
  %35 = tail call double @llvm.fmuladd.f64(double %33, double 5.000000e-03, double %17)
  %36 = tail call double @sin(double noundef %34) #4
  %37 = fmul double %35, -0.000000e+00
  %38 = tail call double @llvm.fmuladd.f64(double %36, double -9.810000e+00, double %37)
  %39 = tail call double @cos(double noundef %31) #4
  %40 = tail call double @llvm.fmuladd.f64(double %39, double 0.000000e+00, double %38)
  %41 = tail call double @llvm.fmuladd.f64(double %35, double 1.000000e-02, double %18)
  %42 = tail call double @llvm.fmuladd.f64(double %40, double 1.000000e-02, double %17)
  %43 = fadd double %14, 1.000000e-02
  %44 = tail call double @sin(double noundef %41) #4
  %45 = fmul double %42, -0.000000e+00
  %46 = tail call double @llvm.fmuladd.f64(double %44, double -9.810000e+00, double %45)
  %47 = fmul double %43, 0.000000e+00
  %48 = tail call double @cos(double noundef %47) #4
  %49 = tail call double @llvm.fmuladd.f64(double %48, double 0.000000e+00, double %46)
  %50 = tail call double @llvm.fmuladd.f64(double %26, double 2.000000e+00, double %17)
  %51 = tail call double @llvm.fmuladd.f64(double %35, double 2.000000e+00, double %50)
  %52 = fadd double %51, %42
  %53 = tail call double @llvm.fmuladd.f64(double %52, double 0x3F5B4E81B4E81B4F, double %18)
  %54 = tail call double @llvm.fmuladd.f64(double %33, double 2.000000e+00, double %24)
  %55 = tail call double @llvm.fmuladd.f64(double %40, double 2.000000e+00, double %54)
  %56 = fadd double %55, %49
  %57 = tail call double @llvm.fmuladd.f64(double %56, double 0x3F5B4E81B4E81B4F, double %17)
  %58 = fcmp olt double %18, 0.000000e+00
  %59 = fcmp olt double %53, 0.000000e+00
  %60 = xor i1 %58, %59
  %61 = zext i1 %60 to i32
  %62 = add nuw nsw i32 %16, %61
  %63 = add nuw nsw i32 %15, 1
  %64 = icmp eq i32 %63, 1000
  br i1 %64, label %1, label %13, !llvm.loop !6

65:                                               ; preds = %1, %114
  %66 = phi i32 [ 1, %1 ], [ %115, %114 ]
  %67 = phi double [ 0.000000e+00, %1 ], [ %94, %114 ]
  %68 = phi double [ 2.000000e-01, %1 ], [ %104, %114 ]
  %69 = phi double [ 0.000000e+00, %1 ], [ %108, %114 ]
  %70 = tail call double @sin(double noundef %68) #4
  %71 = fmul double %69, -5.000000e-01
  %72 = tail call double @llvm.fmuladd.f64(double %70, double -1.000000e+00, double %71)
  %73 = fmul double %67, 0x3FE5555555555555
  %74 = tail call double @cos(double noundef %73) #4
  %75 = tail call double @llvm.fmuladd.f64(double %74, double 1.200000e+00, double %72)
  %76 = tail call double @llvm.fmuladd.f64(double %69, double 5.000000e-03, double %68)
  %77 = tail call double @llvm.fmuladd.f64(double %75, double 5.000000e-03, double %69)
  %78 = fadd double %67, 5.000000e-03
  %79 = tail call double @sin(double noundef %76) #4
  %80 = fmul double %77, -5.000000e-01
  %81 = tail call double @llvm.fmuladd.f64(double %79, double -1.000000e+00, double %80)
  %82 = fmul double %78, 0x3FE5555555555555
  %83 = tail call double @cos(double noundef %82) #4
  %84 = tail call double @llvm.fmuladd.f64(double %83, double 1.200000e+00, double %81)
  %85 = tail call double @llvm.fmuladd.f64(double %77, double 5.000000e-03, double %68)
  %86 = tail call double @llvm.fmuladd.f64(double %84, double 5.000000e-03, double %69)
  %87 = tail call double @sin(double noundef %85) #4
  %88 = fmul double %86, -5.000000e-01
  %89 = tail call double @llvm.fmuladd.f64(double %87, double -1.000000e+00, double %88)
  %90 = tail call double @cos(double noundef %82) #4
  %91 = tail call double @llvm.fmuladd.f64(double %90, double 1.200000e+00, double %89)
  %92 = tail call double @llvm.fmuladd.f64(double %86, double 1.000000e-02, double %68)
  %93 = tail call double @llvm.fmuladd.f64(double %91, double 1.000000e-02, double %69)
  %94 = fadd double %67, 1.000000e-02
  %95 = tail call double @sin(double noundef %92) #4
  %96 = fmul double %93, -5.000000e-01
  %97 = tail call double @llvm.fmuladd.f64(double %95, double -1.000000e+00, double %96)
  %98 = fmul double %94, 0x3FE5555555555555
  %99 = tail call double @cos(double noundef %98) #4
  %100 = tail call double @llvm.fmuladd.f64(double %99, double 1.200000e+00, double %97)
  %101 = tail call double @llvm.fmuladd.f64(double %77, double 2.000000e+00, double %69)
  %102 = tail call double @llvm.fmuladd.f64(double %86, double 2.000000e+00, double %101)
  %103 = fadd double %102, %93
  %104 = tail call double @llvm.fmuladd.f64(double %103, double 0x3F5B4E81B4E81B4F, double %68)
  %105 = tail call double @llvm.fmuladd.f64(double %84, double 2.000000e+00, double %75)
  %106 = tail call double @llvm.fmuladd.f64(double %91, double 2.000000e+00, double %105)
  %107 = fadd double %106, %100
  %108 = tail call double @llvm.fmuladd.f64(double %107, double 0x3F5B4E81B4E81B4F, double %69)
  %109 = trunc nuw i32 %66 to i16
  %110 = urem i16 %109, 400
  %111 = icmp eq i16 %110, 0
  br i1 %111, label %112, label %114

112:                                              ; preds = %65
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %94, double noundef %104, double noundef %108)
  br label %114

114:                                              ; preds = %65, %112
  %115 = add nuw nsw i32 %66, 1
  %116 = icmp eq i32 %115, 2001
  br i1 %116, label %119, label %65, !llvm.loop !8

117:                                              ; preds = %119
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %136, double noundef 0x3FEFFFF55C68488E)
  ret i32 0

119:                                              ; preds = %114, %119
  %120 = phi i32 [ %141, %119 ], [ 0, %114 ]
  %121 = phi double [ %136, %119 ], [ 1.000000e+00, %114 ]
  %122 = phi double [ %140, %119 ], [ 0.000000e+00, %114 ]
  %123 = fmul double %121, -4.000000e+00
  %124 = tail call double @llvm.fmuladd.f64(double %122, double 5.000000e-03, double %121)
  %125 = tail call double @llvm.fmuladd.f64(double %123, double 5.000000e-03, double %122)
  %126 = fmul double %124, -4.000000e+00
  %127 = tail call double @llvm.fmuladd.f64(double %125, double 5.000000e-03, double %121)
  %128 = tail call double @llvm.fmuladd.f64(double %126, double 5.000000e-03, double %122)
  %129 = fmul double %127, -4.000000e+00
  %130 = tail call double @llvm.fmuladd.f64(double %128, double 1.000000e-02, double %121)
  %131 = tail call double @llvm.fmuladd.f64(double %129, double 1.000000e-02, double %122)
  %132 = fmul double %130, 4.000000e+00
  %133 = tail call double @llvm.fmuladd.f64(double %125, double 2.000000e+00, double %122)
  %134 = tail call double @llvm.fmuladd.f64(double %128, double 2.000000e+00, double %133)
  %135 = fadd double %134, %131
  %136 = tail call double @llvm.fmuladd.f64(double %135, double 0x3F5B4E81B4E81B4F, double %121)
  %137 = tail call double @llvm.fmuladd.f64(double %126, double 2.000000e+00, double %123)
  %138 = tail call double @llvm.fmuladd.f64(double %129, double 2.000000e+00, double %137)
  %139 = fsub double %138, %132
  %140 = tail call double @llvm.fmuladd.f64(double %139, double 0x3F5B4E81B4E81B4F, double %122)
  %141 = add nuw nsw i32 %120, 1
  %142 = icmp eq i32 %141, 314
  br i1 %142, label %117, label %119, !llvm.loop !9
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
