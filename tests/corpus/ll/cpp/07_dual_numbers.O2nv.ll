; ModuleID = 'cpp/07_dual_numbers.cpp'
source_filename = "cpp/07_dual_numbers.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"f1\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"f2\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"f3\00", align 1
@.str.3 = private unnamed_addr constant [38 x i8] c"plain double f1(2)=%.4f f2(0.5)=%.9f\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"iter %5d x=%.8f y=%.8f f=%.3e\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"f3(z)=0.3 at z=%.12f\0A\00", align 1
@.str.6 = private unnamed_addr constant [38 x i8] c"d/dx x^3.5 at 2: %.10f (exact %.10f)\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"%-4s x=%5.2f f=%.10f f'=%.10f  |f'-fd|<1e-6: %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %55
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 5.000000e+00, double noundef 0x3FDCD300D211C7BB)
  br label %109

3:                                                ; preds = %0, %55
  %4 = phi double [ -1.500000e+00, %0 ], [ %107, %55 ]
  %5 = fmul double %4, %4
  %6 = fadd double %4, %4
  %7 = fmul double %4, %5
  %8 = tail call double @llvm.fmuladd.f64(double %6, double %4, double %5)
  %9 = fmul double %4, 2.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %4, double 0.000000e+00, double 2.000000e+00)
  %11 = fsub double %7, %9
  %12 = fsub double %8, %10
  %13 = fadd double %11, 1.000000e+00
  %14 = fadd double %12, 0.000000e+00
  %15 = fadd double %4, 0x3EB0C6F7A0B5ED8D
  %16 = fmul double %15, %15
  %17 = fmul double %15, %16
  %18 = fmul double %15, 2.000000e+00
  %19 = fsub double %17, %18
  %20 = fadd double %19, 1.000000e+00
  %21 = fadd double %4, 0xBEB0C6F7A0B5ED8D
  %22 = fmul double %21, %21
  %23 = fmul double %21, %22
  %24 = fmul double %21, 2.000000e+00
  %25 = fsub double %23, %24
  %26 = fadd double %25, 1.000000e+00
  %27 = fsub double %20, %26
  %28 = fdiv double %27, 2.000000e-06
  %29 = fsub double %14, %28
  %30 = tail call double @llvm.fabs.f64(double %29)
  %31 = fcmp olt double %30, 0x3EB0C6F7A0B5ED8D
  %32 = zext i1 %31 to i32
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %4, double noundef %13, double noundef %14, i32 noundef %32)
  %34 = tail call double @sin(double noundef %4) #4
  %35 = tail call double @cos(double noundef %4) #4
  %36 = fneg double %4
  %37 = fmul double %4, %36
  %38 = fmul double %37, 2.500000e-01
  %39 = tail call double @exp(double noundef %38) #4
  %40 = tail call double @sin(double noundef %15) #4
  %41 = tail call double @llvm.fabs.f64(double %15)
  %42 = fcmp oeq double %41, 0x7FF0000000000000
  br i1 %42, label %43, label %45, !prof !5

43:                                               ; preds = %3
  %44 = tail call double @cos(double noundef %15) #4
  br label %45

45:                                               ; preds = %43, %3
  %46 = fneg double %15
  %47 = fmul double %15, %46
  %48 = fmul double %47, 2.500000e-01
  %49 = tail call double @exp(double noundef %48) #4
  %50 = tail call double @sin(double noundef %21) #4
  %51 = tail call double @llvm.fabs.f64(double %21)
  %52 = fcmp oeq double %51, 0x7FF0000000000000
  br i1 %52, label %53, label %55, !prof !5

53:                                               ; preds = %45
  %54 = tail call double @cos(double noundef %21) #4
  br label %55

55:                                               ; preds = %53, %45
  %56 = fmul double %40, %49
  %57 = tail call double @llvm.fmuladd.f64(double %4, double -1.000000e+00, double %36)
  %58 = fmul double %37, -0.000000e+00
  %59 = tail call double @llvm.fmuladd.f64(double %57, double 4.000000e+00, double %58)
  %60 = fmul double %59, 6.250000e-02
  %61 = fmul double %60, %39
  %62 = fmul double %34, %61
  %63 = tail call double @llvm.fmuladd.f64(double %35, double %39, double %62)
  %64 = fmul double %34, %39
  %65 = fneg double %21
  %66 = fmul double %21, %65
  %67 = fmul double %66, 2.500000e-01
  %68 = tail call double @exp(double noundef %67) #4
  %69 = fmul double %50, %68
  %70 = fsub double %56, %69
  %71 = fdiv double %70, 2.000000e-06
  %72 = fsub double %63, %71
  %73 = tail call double @llvm.fabs.f64(double %72)
  %74 = fcmp olt double %73, 0x3EB0C6F7A0B5ED8D
  %75 = zext i1 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %4, double noundef %64, double noundef %63, i32 noundef %75)
  %77 = fadd double %5, 1.000000e+00
  %78 = tail call double @log(double noundef %77) #4
  %79 = fdiv double %6, %77
  %80 = fadd double %4, 2.000000e+00
  %81 = tail call double @sqrt(double noundef %80) #4
  %82 = fmul double %81, 2.000000e+00
  %83 = fdiv double 1.000000e+00, %82
  %84 = fdiv double %78, %81
  %85 = fneg double %78
  %86 = fmul double %83, %85
  %87 = tail call double @llvm.fmuladd.f64(double %79, double %81, double %86)
  %88 = fmul double %81, %81
  %89 = fdiv double %87, %88
  %90 = fadd double %16, 1.000000e+00
  %91 = tail call double @log(double noundef %90) #4
  %92 = fadd double %15, 2.000000e+00
  %93 = tail call double @sqrt(double noundef %92) #4
  %94 = fdiv double %91, %93
  %95 = fadd double %22, 1.000000e+00
  %96 = tail call double @log(double noundef %95) #4
  %97 = fadd double %21, 2.000000e+00
  %98 = tail call double @sqrt(double noundef %97) #4
  %99 = fdiv double %96, %98
  %100 = fsub double %94, %99
  %101 = fdiv double %100, 2.000000e-06
  %102 = fsub double %89, %101
  %103 = tail call double @llvm.fabs.f64(double %102)
  %104 = fcmp olt double %103, 0x3EB0C6F7A0B5ED8D
  %105 = zext i1 %104 to i32
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %4, double noundef %84, double noundef %89, i32 noundef %105)
  %107 = fadd double %4, 1.000000e+00
  %108 = fcmp ugt double %107, 1.500000e+00
  br i1 %108, label %1, label %3, !llvm.loop !6

109:                                              ; preds = %1, %150
  %110 = phi double [ -1.200000e+00, %1 ], [ %136, %150 ]
  %111 = phi double [ 1.000000e+00, %1 ], [ %137, %150 ]
  %112 = phi i32 [ 0, %1 ], [ %138, %150 ]
  %113 = fsub double 1.000000e+00, %110
  %114 = fmul double %110, %110
  %115 = fadd double %110, %110
  %116 = fsub double %111, %114
  %117 = fsub double 0.000000e+00, %115
  %118 = fneg double %113
  %119 = tail call double @llvm.fmuladd.f64(double %113, double -1.000000e+00, double %118)
  %120 = fmul double %116, 1.000000e+02
  %121 = fmul double %117, 1.000000e+02
  %122 = tail call double @llvm.fmuladd.f64(double %116, double 0.000000e+00, double %121)
  %123 = fmul double %117, %120
  %124 = tail call double @llvm.fmuladd.f64(double %122, double %116, double %123)
  %125 = fadd double %119, %124
  %126 = fmul double %110, 0.000000e+00
  %127 = tail call double @llvm.fmuladd.f64(double %110, double 0.000000e+00, double %126)
  %128 = fsub double 1.000000e+00, %127
  %129 = fmul double %113, 0.000000e+00
  %130 = tail call double @llvm.fmuladd.f64(double %113, double 0.000000e+00, double %129)
  %131 = fmul double %128, 1.000000e+02
  %132 = tail call double @llvm.fmuladd.f64(double %116, double 0.000000e+00, double %131)
  %133 = fmul double %120, %128
  %134 = tail call double @llvm.fmuladd.f64(double %132, double %116, double %133)
  %135 = fadd double %130, %134
  %136 = tail call double @llvm.fmuladd.f64(double %125, double -1.000000e-03, double %110)
  %137 = tail call double @llvm.fmuladd.f64(double %135, double -1.000000e-03, double %111)
  %138 = add nuw nsw i32 %112, 1
  %139 = trunc nuw i32 %138 to i16
  %140 = urem i16 %139, 5000
  %141 = icmp eq i16 %140, 0
  br i1 %141, label %142, label %150

142:                                              ; preds = %109
  %143 = fsub double 1.000000e+00, %136
  %144 = fneg double %136
  %145 = tail call double @llvm.fmuladd.f64(double %144, double %136, double %137)
  %146 = fmul double %145, 1.000000e+02
  %147 = fmul double %145, %146
  %148 = tail call noundef double @llvm.fmuladd.f64(double %143, double %143, double %147)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %138, double noundef %136, double noundef %137, double noundef %148)
  br label %150

150:                                              ; preds = %142, %109
  %151 = icmp eq i32 %138, 20000
  br i1 %151, label %155, label %109, !llvm.loop !8

152:                                              ; preds = %155
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %176)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4033CC8A99AF5453, double noundef 0x4033CC8A99AF5453)
  ret i32 0

155:                                              ; preds = %150, %155
  %156 = phi double [ %176, %155 ], [ 1.000000e+00, %150 ]
  %157 = phi i32 [ %177, %155 ], [ 0, %150 ]
  %158 = fmul double %156, %156
  %159 = fadd double %156, %156
  %160 = fadd double %158, 1.000000e+00
  %161 = fadd double %159, 0.000000e+00
  %162 = tail call double @log(double noundef %160) #4
  %163 = fdiv double %161, %160
  %164 = fadd double %156, 2.000000e+00
  %165 = tail call double @sqrt(double noundef %164) #4
  %166 = fmul double %165, 2.000000e+00
  %167 = fdiv double 1.000000e+00, %166
  %168 = fdiv double %162, %165
  %169 = fneg double %162
  %170 = fmul double %167, %169
  %171 = tail call double @llvm.fmuladd.f64(double %163, double %165, double %170)
  %172 = fmul double %165, %165
  %173 = fdiv double %171, %172
  %174 = fadd double %168, -3.000000e-01
  %175 = fdiv double %174, %173
  %176 = fsub double %156, %175
  %177 = add nuw nsw i32 %157, 1
  %178 = icmp eq i32 %177, 30
  br i1 %178, label %152, label %155, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
