; ModuleID = 'c/06_rk4_lorenz.c'
source_filename = "c/06_rk4_lorenz.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"t=%5.2f  x=%12.6f y=%12.6f z=%12.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"rk4 vs half-step diff = %.3e\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"euler error larger: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"x(0.5) = %.8f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %62
  %2 = phi double [ 1.000000e+00, %0 ], [ %54, %62 ]
  %3 = phi double [ 1.000000e+00, %0 ], [ %50, %62 ]
  %4 = phi double [ 1.000000e+00, %0 ], [ %46, %62 ]
  %5 = phi i32 [ 1, %0 ], [ %63, %62 ]
  %6 = fsub double %3, %4
  %7 = fmul double %6, 1.000000e+01
  %8 = fsub double 2.800000e+01, %2
  %9 = fneg double %3
  %10 = tail call double @llvm.fmuladd.f64(double %4, double %8, double %9)
  %11 = fmul double %2, 0xC005555555555555
  %12 = tail call double @llvm.fmuladd.f64(double %4, double %3, double %11)
  %13 = tail call double @llvm.fmuladd.f64(double %7, double 2.500000e-03, double %4)
  %14 = tail call double @llvm.fmuladd.f64(double %10, double 2.500000e-03, double %3)
  %15 = tail call double @llvm.fmuladd.f64(double %12, double 2.500000e-03, double %2)
  %16 = fsub double %14, %13
  %17 = fmul double %16, 1.000000e+01
  %18 = fsub double 2.800000e+01, %15
  %19 = fneg double %14
  %20 = tail call double @llvm.fmuladd.f64(double %13, double %18, double %19)
  %21 = fmul double %15, 0xC005555555555555
  %22 = tail call double @llvm.fmuladd.f64(double %13, double %14, double %21)
  %23 = tail call double @llvm.fmuladd.f64(double %17, double 2.500000e-03, double %4)
  %24 = tail call double @llvm.fmuladd.f64(double %20, double 2.500000e-03, double %3)
  %25 = tail call double @llvm.fmuladd.f64(double %22, double 2.500000e-03, double %2)
  %26 = fsub double %24, %23
  %27 = fmul double %26, 1.000000e+01
  %28 = fsub double 2.800000e+01, %25
  %29 = fneg double %24
  %30 = tail call double @llvm.fmuladd.f64(double %23, double %28, double %29)
  %31 = fmul double %25, 0xC005555555555555
  %32 = tail call double @llvm.fmuladd.f64(double %23, double %24, double %31)
  %33 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-03, double %4)
  %34 = tail call double @llvm.fmuladd.f64(double %30, double 5.000000e-03, double %3)
  %35 = tail call double @llvm.fmuladd.f64(double %32, double 5.000000e-03, double %2)
  %36 = fsub double %34, %33
  %37 = fmul double %36, 1.000000e+01
  %38 = fsub double 2.800000e+01, %35
  %39 = fneg double %34
  %40 = tail call double @llvm.fmuladd.f64(double %33, double %38, double %39)
  %41 = fmul double %35, 0xC005555555555555
  %42 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %41)
  %43 = tail call double @llvm.fmuladd.f64(double %17, double 2.000000e+00, double %7)
  %44 = tail call double @llvm.fmuladd.f64(double %27, double 2.000000e+00, double %43)
  %45 = fadd double %44, %37
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 0x3F4B4E81B4E81B4F, double %4)
  %47 = tail call double @llvm.fmuladd.f64(double %20, double 2.000000e+00, double %10)
  %48 = tail call double @llvm.fmuladd.f64(double %30, double 2.000000e+00, double %47)
  %49 = fadd double %48, %40
  %50 = tail call double @llvm.fmuladd.f64(double %49, double 0x3F4B4E81B4E81B4F, double %3)
  %51 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double %12)
  %52 = tail call double @llvm.fmuladd.f64(double %32, double 2.000000e+00, double %51)
  %53 = fadd double %52, %42
  %54 = tail call double @llvm.fmuladd.f64(double %53, double 0x3F4B4E81B4E81B4F, double %2)
  %55 = trunc nuw i32 %5 to i16
  %56 = urem i16 %55, 50
  %57 = icmp eq i16 %56, 0
  br i1 %57, label %58, label %62

58:                                               ; preds = %1
  %59 = uitofp nneg i32 %5 to double
  %60 = fmul double %59, 5.000000e-03
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %60, double noundef %46, double noundef %50, double noundef %54)
  br label %62

62:                                               ; preds = %1, %58
  %63 = add nuw nsw i32 %5, 1
  %64 = icmp eq i32 %63, 401
  br i1 %64, label %65, label %1, !llvm.loop !6

65:                                               ; preds = %62, %65
  %66 = phi double [ %118, %65 ], [ 1.000000e+00, %62 ]
  %67 = phi double [ %114, %65 ], [ 1.000000e+00, %62 ]
  %68 = phi double [ %110, %65 ], [ 1.000000e+00, %62 ]
  %69 = phi i32 [ %119, %65 ], [ 0, %62 ]
  %70 = fsub double %67, %68
  %71 = fmul double %70, 1.000000e+01
  %72 = fsub double 2.800000e+01, %66
  %73 = fneg double %67
  %74 = tail call double @llvm.fmuladd.f64(double %68, double %72, double %73)
  %75 = fmul double %66, 0xC005555555555555
  %76 = tail call double @llvm.fmuladd.f64(double %68, double %67, double %75)
  %77 = tail call double @llvm.fmuladd.f64(double %71, double 2.500000e-03, double %68)
  %78 = tail call double @llvm.fmuladd.f64(double %74, double 2.500000e-03, double %67)
  %79 = tail call double @llvm.fmuladd.f64(double %76, double 2.500000e-03, double %66)
  %80 = fsub double %78, %77
  %81 = fmul double %80, 1.000000e+01
  %82 = fsub double 2.800000e+01, %79
  %83 = fneg double %78
  %84 = tail call double @llvm.fmuladd.f64(double %77, double %82, double %83)
  %85 = fmul double %79, 0xC005555555555555
  %86 = tail call double @llvm.fmuladd.f64(double %77, double %78, double %85)
  %87 = tail call double @llvm.fmuladd.f64(double %81, double 2.500000e-03, double %68)
  %88 = tail call double @llvm.fmuladd.f64(double %84, double 2.500000e-03, double %67)
  %89 = tail call double @llvm.fmuladd.f64(double %86, double 2.500000e-03, double %66)
  %90 = fsub double %88, %87
  %91 = fmul double %90, 1.000000e+01
  %92 = fsub double 2.800000e+01, %89
  %93 = fneg double %88
  %94 = tail call double @llvm.fmuladd.f64(double %87, double %92, double %93)
  %95 = fmul double %89, 0xC005555555555555
  %96 = tail call double @llvm.fmuladd.f64(double %87, double %88, double %95)
  %97 = tail call double @llvm.fmuladd.f64(double %91, double 5.000000e-03, double %68)
  %98 = tail call double @llvm.fmuladd.f64(double %94, double 5.000000e-03, double %67)
  %99 = tail call double @llvm.fmuladd.f64(double %96, double 5.000000e-03, double %66)
  %100 = fsub double %98, %97
  %101 = fmul double %100, 1.000000e+01
  %102 = fsub double 2.800000e+01, %99
  %103 = fneg double %98
  %104 = tail call double @llvm.fmuladd.f64(double %97, double %102, double %103)
  %105 = fmul double %99, 0xC005555555555555
  %106 = tail call double @llvm.fmuladd.f64(double %97, double %98, double %105)
  %107 = tail call double @llvm.fmuladd.f64(double %81, double 2.000000e+00, double %71)
  %108 = tail call double @llvm.fmuladd.f64(double %91, double 2.000000e+00, double %107)
  %109 = fadd double %108, %101
  %110 = tail call double @llvm.fmuladd.f64(double %109, double 0x3F4B4E81B4E81B4F, double %68)
  %111 = tail call double @llvm.fmuladd.f64(double %84, double 2.000000e+00, double %74)
  %112 = tail call double @llvm.fmuladd.f64(double %94, double 2.000000e+00, double %111)
  %113 = fadd double %112, %104
  %114 = tail call double @llvm.fmuladd.f64(double %113, double 0x3F4B4E81B4E81B4F, double %67)
  %115 = tail call double @llvm.fmuladd.f64(double %86, double 2.000000e+00, double %76)
  %116 = tail call double @llvm.fmuladd.f64(double %96, double 2.000000e+00, double %115)
  %117 = fadd double %116, %106
  %118 = tail call double @llvm.fmuladd.f64(double %117, double 0x3F4B4E81B4E81B4F, double %66)
  %119 = add nuw nsw i32 %69, 1
  %120 = icmp eq i32 %119, 100
  br i1 %120, label %121, label %65, !llvm.loop !8

121:                                              ; preds = %65, %121
  %122 = phi i32 [ %175, %121 ], [ 0, %65 ]
  %123 = phi double [ %174, %121 ], [ 1.000000e+00, %65 ]
  %124 = phi double [ %170, %121 ], [ 1.000000e+00, %65 ]
  %125 = phi double [ %166, %121 ], [ 1.000000e+00, %65 ]
  %126 = fsub double %124, %125
  %127 = fmul double %126, 1.000000e+01
  %128 = fsub double 2.800000e+01, %123
  %129 = fneg double %124
  %130 = tail call double @llvm.fmuladd.f64(double %125, double %128, double %129)
  %131 = fmul double %123, 0xC005555555555555
  %132 = tail call double @llvm.fmuladd.f64(double %125, double %124, double %131)
  %133 = tail call double @llvm.fmuladd.f64(double %127, double 1.250000e-03, double %125)
  %134 = tail call double @llvm.fmuladd.f64(double %130, double 1.250000e-03, double %124)
  %135 = tail call double @llvm.fmuladd.f64(double %132, double 1.250000e-03, double %123)
  %136 = fsub double %134, %133
  %137 = fmul double %136, 1.000000e+01
  %138 = fsub double 2.800000e+01, %135
  %139 = fneg double %134
  %140 = tail call double @llvm.fmuladd.f64(double %133, double %138, double %139)
  %141 = fmul double %135, 0xC005555555555555
  %142 = tail call double @llvm.fmuladd.f64(double %133, double %134, double %141)
  %143 = tail call double @llvm.fmuladd.f64(double %137, double 1.250000e-03, double %125)
  %144 = tail call double @llvm.fmuladd.f64(double %140, double 1.250000e-03, double %124)
  %145 = tail call double @llvm.fmuladd.f64(double %142, double 1.250000e-03, double %123)
  %146 = fsub double %144, %143
  %147 = fmul double %146, 1.000000e+01
  %148 = fsub double 2.800000e+01, %145
  %149 = fneg double %144
  %150 = tail call double @llvm.fmuladd.f64(double %143, double %148, double %149)
  %151 = fmul double %145, 0xC005555555555555
  %152 = tail call double @llvm.fmuladd.f64(double %143, double %144, double %151)
  %153 = tail call double @llvm.fmuladd.f64(double %147, double 2.500000e-03, double %125)
  %154 = tail call double @llvm.fmuladd.f64(double %150, double 2.500000e-03, double %124)
  %155 = tail call double @llvm.fmuladd.f64(double %152, double 2.500000e-03, double %123)
  %156 = fsub double %154, %153
  %157 = fmul double %156, 1.000000e+01
  %158 = fsub double 2.800000e+01, %155
  %159 = fneg double %154
  %160 = tail call double @llvm.fmuladd.f64(double %153, double %158, double %159)
  %161 = fmul double %155, 0xC005555555555555
  %162 = tail call double @llvm.fmuladd.f64(double %153, double %154, double %161)
  %163 = tail call double @llvm.fmuladd.f64(double %137, double 2.000000e+00, double %127)
  %164 = tail call double @llvm.fmuladd.f64(double %147, double 2.000000e+00, double %163)
  %165 = fadd double %164, %157
  %166 = tail call double @llvm.fmuladd.f64(double %165, double 0x3F3B4E81B4E81B4F, double %125)
  %167 = tail call double @llvm.fmuladd.f64(double %140, double 2.000000e+00, double %130)
  %168 = tail call double @llvm.fmuladd.f64(double %150, double 2.000000e+00, double %167)
  %169 = fadd double %168, %160
  %170 = tail call double @llvm.fmuladd.f64(double %169, double 0x3F3B4E81B4E81B4F, double %124)
  %171 = tail call double @llvm.fmuladd.f64(double %142, double 2.000000e+00, double %132)
  %172 = tail call double @llvm.fmuladd.f64(double %152, double 2.000000e+00, double %171)
  %173 = fadd double %172, %162
  %174 = tail call double @llvm.fmuladd.f64(double %173, double 0x3F3B4E81B4E81B4F, double %123)
  %175 = add nuw nsw i32 %122, 1
  %176 = icmp eq i32 %175, 200
  br i1 %176, label %191, label %121, !llvm.loop !9

177:                                              ; preds = %191
  %178 = fsub double %110, %166
  %179 = fsub double %203, %166
  %180 = fcmp olt double %178, 0.000000e+00
  %181 = fneg double %178
  %182 = select i1 %180, double %181, double %178
  %183 = fcmp olt double %179, 0.000000e+00
  %184 = fneg double %179
  %185 = select i1 %183, double %184, double %179
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %182)
  %187 = fcmp ogt double %185, %182
  %188 = zext i1 %187 to i32
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %188)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %166)
  ret i32 0

191:                                              ; preds = %121, %191
  %192 = phi i32 [ %206, %191 ], [ 0, %121 ]
  %193 = phi double [ %203, %191 ], [ 1.000000e+00, %121 ]
  %194 = phi double [ %204, %191 ], [ 1.000000e+00, %121 ]
  %195 = phi double [ %205, %191 ], [ 1.000000e+00, %121 ]
  %196 = fsub double %194, %193
  %197 = fmul double %196, 1.000000e+01
  %198 = fsub double 2.800000e+01, %195
  %199 = fneg double %194
  %200 = tail call double @llvm.fmuladd.f64(double %193, double %198, double %199)
  %201 = fmul double %195, 0xC005555555555555
  %202 = tail call double @llvm.fmuladd.f64(double %193, double %194, double %201)
  %203 = tail call double @llvm.fmuladd.f64(double %197, double 5.000000e-03, double %193)
  %204 = tail call double @llvm.fmuladd.f64(double %200, double 5.000000e-03, double %194)
  %205 = tail call double @llvm.fmuladd.f64(double %202, double 5.000000e-03, double %195)
  %206 = add nuw nsw i32 %192, 1
  %207 = icmp eq i32 %206, 100
  br i1 %207, label %177, label %191, !llvm.loop !10
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !7}
