; ModuleID = 'c/30_newton.c'
source_filename = "c/30_newton.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"x^3-2x-5\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"cos x - x\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"e^x-3x^2\00", align 1
@.str.3 = private unnamed_addr constant [44 x i8] c"newton %-10s root=%.12f iters=%d f(r)~0:%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [56 x i8] c"bisect root=%.10f iters=%d; secant root=%.10f iters=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"root%d(1000) = %.12f\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"system: x=%.12f y=%.12f (iters %d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"1/7 ~ %.15f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %50

1:                                                ; preds = %122, %1
  %2 = phi double [ %17, %1 ], [ 2.000000e+00, %122 ]
  %3 = phi double [ %16, %1 ], [ 3.000000e+00, %122 ]
  %4 = phi i32 [ %18, %1 ], [ 0, %122 ]
  %5 = phi double [ %15, %1 ], [ -1.000000e+00, %122 ]
  %6 = fadd double %2, %3
  %7 = fmul double %6, 5.000000e-01
  %8 = fmul double %7, %7
  %9 = fmul double %7, -2.000000e+00
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %7, double %9)
  %11 = fadd double %10, -5.000000e+00
  %12 = fcmp olt double %11, 0.000000e+00
  %13 = fcmp uge double %5, 0.000000e+00
  %14 = xor i1 %13, %12
  %15 = select i1 %14, double %11, double %5
  %16 = select i1 %14, double %3, double %7
  %17 = select i1 %14, double %7, double %2
  %18 = add nuw nsw i32 %4, 1
  %19 = fsub double %16, %17
  %20 = fcmp ogt double %19, 0x3D719799812DEA11
  br i1 %20, label %1, label %21, !llvm.loop !6

21:                                               ; preds = %1
  %22 = fadd double %16, %17
  %23 = fmul double %22, 5.000000e-01
  br label %24

24:                                               ; preds = %45, %21
  %25 = phi double [ 2.000000e+00, %21 ], [ %26, %45 ]
  %26 = phi double [ 3.000000e+00, %21 ], [ %40, %45 ]
  %27 = phi i32 [ 0, %21 ], [ %44, %45 ]
  %28 = fmul double %25, %25
  %29 = fmul double %25, -2.000000e+00
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %25, double %29)
  %31 = fadd double %30, -5.000000e+00
  %32 = fmul double %26, %26
  %33 = fmul double %26, -2.000000e+00
  %34 = tail call double @llvm.fmuladd.f64(double %32, double %26, double %33)
  %35 = fadd double %34, -5.000000e+00
  %36 = fsub double %26, %25
  %37 = fmul double %36, %35
  %38 = fsub double %35, %31
  %39 = fdiv double %37, %38
  %40 = fsub double %26, %39
  %41 = fsub double %40, %26
  %42 = tail call double @llvm.fabs.f64(double %41)
  %43 = fcmp uge double %42, 1.000000e-13
  %44 = add nuw nsw i32 %27, 1
  br i1 %43, label %45, label %47

45:                                               ; preds = %24
  %46 = icmp eq i32 %44, 100
  br i1 %46, label %47, label %24, !llvm.loop !8

47:                                               ; preds = %45, %24
  %48 = phi i32 [ %44, %24 ], [ -1, %45 ]
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %23, i32 noundef %18, double noundef %40, i32 noundef %48)
  br label %131

50:                                               ; preds = %67, %0
  %51 = phi i32 [ 0, %0 ], [ %66, %67 ]
  %52 = phi double [ 1.000000e+00, %0 ], [ %60, %67 ]
  %53 = fmul double %52, %52
  %54 = fmul double %52, -2.000000e+00
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %52, double %54)
  %56 = fadd double %55, -5.000000e+00
  %57 = fmul double %52, 3.000000e+00
  %58 = tail call noundef double @llvm.fmuladd.f64(double %57, double %52, double -2.000000e+00)
  %59 = fdiv double %56, %58
  %60 = fsub double %52, %59
  %61 = tail call double @llvm.fabs.f64(double %59)
  %62 = tail call double @llvm.fabs.f64(double %60)
  %63 = fadd double %62, 1.000000e+00
  %64 = fmul double %63, 0x3D06849B86A12B9B
  %65 = fcmp uge double %61, %64
  %66 = add nuw nsw i32 %51, 1
  br i1 %65, label %67, label %69

67:                                               ; preds = %50
  %68 = icmp eq i32 %66, 100
  br i1 %68, label %69, label %50, !llvm.loop !9

69:                                               ; preds = %67, %50
  %70 = phi i32 [ %66, %50 ], [ -1, %67 ]
  %71 = fmul double %60, %60
  %72 = fmul double %60, -2.000000e+00
  %73 = tail call double @llvm.fmuladd.f64(double %71, double %60, double %72)
  %74 = fadd double %73, -5.000000e+00
  %75 = tail call double @llvm.fabs.f64(double %74)
  %76 = fcmp olt double %75, 0x3D719799812DEA11
  %77 = zext i1 %76 to i32
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %60, i32 noundef %70, i32 noundef %77)
  br label %79

79:                                               ; preds = %94, %69
  %80 = phi i32 [ 0, %69 ], [ %93, %94 ]
  %81 = phi double [ 1.000000e+00, %69 ], [ %87, %94 ]
  %82 = tail call double @cos(double noundef %81) #4
  %83 = fsub double %82, %81
  %84 = tail call double @sin(double noundef %81) #4
  %85 = fsub double -1.000000e+00, %84
  %86 = fdiv double %83, %85
  %87 = fsub double %81, %86
  %88 = tail call double @llvm.fabs.f64(double %86)
  %89 = tail call double @llvm.fabs.f64(double %87)
  %90 = fadd double %89, 1.000000e+00
  %91 = fmul double %90, 0x3D06849B86A12B9B
  %92 = fcmp uge double %88, %91
  %93 = add nuw nsw i32 %80, 1
  br i1 %92, label %94, label %96

94:                                               ; preds = %79
  %95 = icmp eq i32 %93, 100
  br i1 %95, label %96, label %79, !llvm.loop !9

96:                                               ; preds = %94, %79
  %97 = phi i32 [ %93, %79 ], [ -1, %94 ]
  %98 = tail call double @cos(double noundef %87) #4
  %99 = fsub double %98, %87
  %100 = tail call double @llvm.fabs.f64(double %99)
  %101 = fcmp olt double %100, 0x3D719799812DEA11
  %102 = zext i1 %101 to i32
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %87, i32 noundef %97, i32 noundef %102)
  br label %104

104:                                              ; preds = %120, %96
  %105 = phi i32 [ 0, %96 ], [ %119, %120 ]
  %106 = phi double [ 1.000000e+00, %96 ], [ %113, %120 ]
  %107 = tail call double @exp(double noundef %106) #4
  %108 = fmul double %106, -3.000000e+00
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %106, double %107)
  %110 = tail call double @exp(double noundef %106) #4
  %111 = tail call double @llvm.fmuladd.f64(double %106, double -6.000000e+00, double %110)
  %112 = fdiv double %109, %111
  %113 = fsub double %106, %112
  %114 = tail call double @llvm.fabs.f64(double %112)
  %115 = tail call double @llvm.fabs.f64(double %113)
  %116 = fadd double %115, 1.000000e+00
  %117 = fmul double %116, 0x3D06849B86A12B9B
  %118 = fcmp uge double %114, %117
  %119 = add nuw nsw i32 %105, 1
  br i1 %118, label %120, label %122

120:                                              ; preds = %104
  %121 = icmp eq i32 %119, 100
  br i1 %121, label %122, label %104, !llvm.loop !9

122:                                              ; preds = %120, %104
  %123 = phi i32 [ %119, %104 ], [ -1, %120 ]
  %124 = tail call double @exp(double noundef %113) #4
  %125 = fmul double %113, -3.000000e+00
  %126 = tail call double @llvm.fmuladd.f64(double %125, double %113, double %124)
  %127 = tail call double @llvm.fabs.f64(double %126)
  %128 = fcmp olt double %127, 0x3D719799812DEA11
  %129 = zext i1 %128 to i32
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, double noundef %113, i32 noundef %123, i32 noundef %129)
  br label %1

131:                                              ; preds = %131, %47
  %132 = phi double [ 5.000000e+02, %47 ], [ %136, %131 ]
  %133 = phi i32 [ 0, %47 ], [ %141, %131 ]
  %134 = fdiv double 1.000000e+03, %132
  %135 = fadd double %132, %134
  %136 = fmul double %135, 5.000000e-01
  %137 = fsub double %136, %132
  %138 = tail call double @llvm.fabs.f64(double %137)
  %139 = fmul double %136, 1.000000e-15
  %140 = fcmp olt double %138, %139
  %141 = add nuw nsw i32 %133, 1
  %142 = icmp eq i32 %141, 200
  %143 = select i1 %140, i1 true, i1 %142
  br i1 %143, label %144, label %131, !llvm.loop !10

144:                                              ; preds = %131
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, double noundef %136)
  br label %146

146:                                              ; preds = %146, %144
  %147 = phi double [ 0x4074D55555555555, %144 ], [ %152, %146 ]
  %148 = phi i32 [ 0, %144 ], [ %157, %146 ]
  %149 = fmul double %147, %147
  %150 = fdiv double 1.000000e+03, %149
  %151 = tail call double @llvm.fmuladd.f64(double %147, double 2.000000e+00, double %150)
  %152 = fdiv double %151, 3.000000e+00
  %153 = fsub double %152, %147
  %154 = tail call double @llvm.fabs.f64(double %153)
  %155 = fmul double %152, 1.000000e-15
  %156 = fcmp olt double %154, %155
  %157 = add nuw nsw i32 %148, 1
  %158 = icmp eq i32 %157, 200
  %159 = select i1 %156, i1 true, i1 %158
  br i1 %159, label %160, label %146, !llvm.loop !10

160:                                              ; preds = %146
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, double noundef %152)
  br label %162

162:                                              ; preds = %162, %160
  %163 = phi double [ 2.500000e+02, %160 ], [ %168, %162 ]
  %164 = phi i32 [ 0, %160 ], [ %173, %162 ]
  %165 = tail call double @pow(double noundef %163, double noundef 3.000000e+00) #4
  %166 = fdiv double 1.000000e+03, %165
  %167 = tail call double @llvm.fmuladd.f64(double %163, double 3.000000e+00, double %166)
  %168 = fmul double %167, 2.500000e-01
  %169 = fsub double %168, %163
  %170 = tail call double @llvm.fabs.f64(double %169)
  %171 = fmul double %168, 1.000000e-15
  %172 = fcmp olt double %170, %171
  %173 = add nuw nsw i32 %164, 1
  %174 = icmp eq i32 %173, 200
  %175 = select i1 %172, i1 true, i1 %174
  br i1 %175, label %176, label %162, !llvm.loop !10

176:                                              ; preds = %162
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4, double noundef %168)
  br label %178

178:                                              ; preds = %178, %176
  %179 = phi double [ 2.000000e+02, %176 ], [ %184, %178 ]
  %180 = phi i32 [ 0, %176 ], [ %189, %178 ]
  %181 = tail call double @pow(double noundef %179, double noundef 4.000000e+00) #4
  %182 = fdiv double 1.000000e+03, %181
  %183 = tail call double @llvm.fmuladd.f64(double %179, double 4.000000e+00, double %182)
  %184 = fdiv double %183, 5.000000e+00
  %185 = fsub double %184, %179
  %186 = tail call double @llvm.fabs.f64(double %185)
  %187 = fmul double %184, 1.000000e-15
  %188 = fcmp olt double %186, %187
  %189 = add nuw nsw i32 %180, 1
  %190 = icmp eq i32 %189, 200
  %191 = select i1 %188, i1 true, i1 %190
  br i1 %191, label %192, label %178, !llvm.loop !10

192:                                              ; preds = %178
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5, double noundef %184)
  br label %194

194:                                              ; preds = %192, %221
  %195 = phi double [ %215, %221 ], [ 2.000000e+00, %192 ]
  %196 = phi double [ %216, %221 ], [ 3.000000e-01, %192 ]
  %197 = phi i32 [ %222, %221 ], [ 0, %192 ]
  %198 = fmul double %196, %196
  %199 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %198)
  %200 = fadd double %199, -4.000000e+00
  %201 = tail call double @llvm.fmuladd.f64(double %195, double %196, double -1.000000e+00)
  %202 = fmul double %195, 2.000000e+00
  %203 = fmul double %196, 2.000000e+00
  %204 = fneg double %203
  %205 = fmul double %196, %204
  %206 = tail call double @llvm.fmuladd.f64(double %202, double %195, double %205)
  %207 = fneg double %201
  %208 = fmul double %203, %207
  %209 = tail call double @llvm.fmuladd.f64(double %200, double %195, double %208)
  %210 = fdiv double %209, %206
  %211 = fneg double %196
  %212 = fmul double %200, %211
  %213 = tail call double @llvm.fmuladd.f64(double %202, double %201, double %212)
  %214 = fdiv double %213, %206
  %215 = fsub double %195, %210
  %216 = fsub double %196, %214
  %217 = tail call double @llvm.fabs.f64(double %210)
  %218 = tail call double @llvm.fabs.f64(double %214)
  %219 = fadd double %217, %218
  %220 = fcmp olt double %219, 0x3D06849B86A12B9B
  br i1 %220, label %224, label %221

221:                                              ; preds = %194
  %222 = add nuw nsw i32 %197, 1
  %223 = icmp eq i32 %222, 50
  br i1 %223, label %224, label %194, !llvm.loop !11

224:                                              ; preds = %194, %221
  %225 = phi i32 [ %197, %194 ], [ 50, %221 ]
  %226 = add nuw nsw i32 %225, 1
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %215, double noundef %216, i32 noundef %226)
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3FC2492492492492)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #3

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
