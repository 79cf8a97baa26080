; ModuleID = 'c/30_newton.c'
source_filename = "c/30_newton.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  br label %51

1:                                                ; preds = %123, %1
  %2 = phi double [ %17, %1 ], [ 2.000000e+00, %123 ]
  %3 = phi double [ %16, %1 ], [ 3.000000e+00, %123 ]
  %4 = phi i32 [ %18, %1 ], [ 0, %123 ]
  %5 = phi double [ %15, %1 ], [ -1.000000e+00, %123 ]
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
  br i1 %20, label %1, label %21, !llvm.loop !5

21:                                               ; preds = %1
  %22 = fadd double %16, %17
  %23 = fmul double %22, 5.000000e-01
  br label %24

24:                                               ; preds = %44, %21
  %25 = phi i32 [ 0, %21 ], [ %43, %44 ]
  %26 = phi <2 x double> [ <double 2.000000e+00, double 3.000000e+00>, %21 ], [ %47, %44 ]
  %27 = fmul <2 x double> %26, %26
  %28 = fmul <2 x double> %26, <double -2.000000e+00, double -2.000000e+00>
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %26, <2 x double> %28)
  %30 = fadd <2 x double> %29, <double -5.000000e+00, double -5.000000e+00>
  %31 = extractelement <2 x double> %26, i64 0
  %32 = extractelement <2 x double> %26, i64 1
  %33 = fsub double %32, %31
  %34 = extractelement <2 x double> %30, i64 1
  %35 = fmul double %33, %34
  %36 = extractelement <2 x double> %30, i64 0
  %37 = fsub double %34, %36
  %38 = fdiv double %35, %37
  %39 = fsub double %32, %38
  %40 = fsub double %39, %32
  %41 = tail call double @llvm.fabs.f64(double %40)
  %42 = fcmp uge double %41, 1.000000e-13
  %43 = add nuw nsw i32 %25, 1
  br i1 %42, label %44, label %48

44:                                               ; preds = %24
  %45 = icmp eq i32 %43, 100
  %46 = shufflevector <2 x double> %26, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %47 = insertelement <2 x double> %46, double %39, i64 1
  br i1 %45, label %48, label %24, !llvm.loop !7

48:                                               ; preds = %44, %24
  %49 = phi i32 [ %43, %24 ], [ -1, %44 ]
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %23, i32 noundef %18, double noundef %39, i32 noundef %49)
  br label %132

51:                                               ; preds = %68, %0
  %52 = phi i32 [ 0, %0 ], [ %67, %68 ]
  %53 = phi double [ 1.000000e+00, %0 ], [ %61, %68 ]
  %54 = fmul double %53, %53
  %55 = fmul double %53, -2.000000e+00
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %53, double %55)
  %57 = fadd double %56, -5.000000e+00
  %58 = fmul double %53, 3.000000e+00
  %59 = tail call noundef double @llvm.fmuladd.f64(double %58, double %53, double -2.000000e+00)
  %60 = fdiv double %57, %59
  %61 = fsub double %53, %60
  %62 = tail call double @llvm.fabs.f64(double %60)
  %63 = tail call double @llvm.fabs.f64(double %61)
  %64 = fadd double %63, 1.000000e+00
  %65 = fmul double %64, 0x3D06849B86A12B9B
  %66 = fcmp uge double %62, %65
  %67 = add nuw nsw i32 %52, 1
  br i1 %66, label %68, label %70

68:                                               ; preds = %51
  %69 = icmp eq i32 %67, 100
  br i1 %69, label %70, label %51, !llvm.loop !8

70:                                               ; preds = %68, %51
  %71 = phi i32 [ %67, %51 ], [ -1, %68 ]
  %72 = fmul double %61, %61
  %73 = fmul double %61, -2.000000e+00
  %74 = tail call double @llvm.fmuladd.f64(double %72, double %61, double %73)
  %75 = fadd double %74, -5.000000e+00
  %76 = tail call double @llvm.fabs.f64(double %75)
  %77 = fcmp olt double %76, 0x3D719799812DEA11
  %78 = zext i1 %77 to i32
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str, double noundef %61, i32 noundef %71, i32 noundef %78)
  br label %80

80:                                               ; preds = %95, %70
  %81 = phi i32 [ 0, %70 ], [ %94, %95 ]
  %82 = phi double [ 1.000000e+00, %70 ], [ %88, %95 ]
  %83 = tail call double @cos(double noundef %82) #5
  %84 = fsub double %83, %82
  %85 = tail call double @sin(double noundef %82) #5
  %86 = fsub double -1.000000e+00, %85
  %87 = fdiv double %84, %86
  %88 = fsub double %82, %87
  %89 = tail call double @llvm.fabs.f64(double %87)
  %90 = tail call double @llvm.fabs.f64(double %88)
  %91 = fadd double %90, 1.000000e+00
  %92 = fmul double %91, 0x3D06849B86A12B9B
  %93 = fcmp uge double %89, %92
  %94 = add nuw nsw i32 %81, 1
  br i1 %93, label %95, label %97

95:                                               ; preds = %80
  %96 = icmp eq i32 %94, 100
  br i1 %96, label %97, label %80, !llvm.loop !8

97:                                               ; preds = %95, %80
  %98 = phi i32 [ %94, %80 ], [ -1, %95 ]
  %99 = tail call double @cos(double noundef %88) #5
  %100 = fsub double %99, %88
  %101 = tail call double @llvm.fabs.f64(double %100)
  %102 = fcmp olt double %101, 0x3D719799812DEA11
  %103 = zext i1 %102 to i32
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.1, double noundef %88, i32 noundef %98, i32 noundef %103)
  br label %105

105:                                              ; preds = %121, %97
  %106 = phi i32 [ 0, %97 ], [ %120, %121 ]
  %107 = phi double [ 1.000000e+00, %97 ], [ %114, %121 ]
  %108 = tail call double @exp(double noundef %107) #5
  %109 = fmul double %107, -3.000000e+00
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %107, double %108)
  %111 = tail call double @exp(double noundef %107) #5
  %112 = tail call double @llvm.fmuladd.f64(double %107, double -6.000000e+00, double %111)
  %113 = fdiv double %110, %112
  %114 = fsub double %107, %113
  %115 = tail call double @llvm.fabs.f64(double %113)
  %116 = tail call double @llvm.fabs.f64(double %114)
  %117 = fadd double %116, 1.000000e+00
  %118 = fmul double %117, 0x3D06849B86A12B9B
  %119 = fcmp uge double %115, %118
  %120 = add nuw nsw i32 %106, 1
  br i1 %119, label %121, label %123

121:                                              ; preds = %105
  %122 = icmp eq i32 %120, 100
  br i1 %122, label %123, label %105, !llvm.loop !8

123:                                              ; preds = %121, %105
  %124 = phi i32 [ %120, %105 ], [ -1, %121 ]
  %125 = tail call double @exp(double noundef %114) #5
  %126 = fmul double %114, -3.000000e+00
  %127 = tail call double @llvm.fmuladd.f64(double %126, double %114, double %125)
  %128 = tail call double @llvm.fabs.f64(double %127)
  %129 = fcmp olt double %128, 0x3D719799812DEA11
  %130 = zext i1 %129 to i32
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull @.str.2, double noundef %114, i32 noundef %124, i32 noundef %130)
  br label %1

132:                                              ; preds = %132, %48
  %133 = phi double [ 5.000000e+02, %48 ], [ %137, %132 ]
  %134 = phi i32 [ 0, %48 ], [ %142, %132 ]
  %135 = fdiv double 1.000000e+03, %133
  %136 = fadd double %133, %135
  %137 = fmul double %136, 5.000000e-01
  %138 = fsub double %137, %133
  %139 = tail call double @llvm.fabs.f64(double %138)
  %140 = fmul double %137, 1.000000e-15
  %141 = fcmp olt double %139, %140
  %142 = add nuw nsw i32 %134, 1
  %143 = icmp eq i32 %142, 200
  %144 = select i1 %141, i1 true, i1 %143
  br i1 %144, label %145, label %132, !llvm.loop !9

145:                                              ; preds = %132
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, double noundef %137)
  br label %147

147:                                              ; preds = %147, %145
  %148 = phi double [ 0x4074D55555555555, %145 ], [ %153, %147 ]
  %149 = phi i32 [ 0, %145 ], [ %158, %147 ]
  %150 = fmul double %148, %148
  %151 = fdiv double 1.000000e+03, %150
  %152 = tail call double @llvm.fmuladd.f64(double %148, double 2.000000e+00, double %151)
  %153 = fdiv double %152, 3.000000e+00
  %154 = fsub double %153, %148
  %155 = tail call double @llvm.fabs.f64(double %154)
  %156 = fmul double %153, 1.000000e-15
  %157 = fcmp olt double %155, %156
  %158 = add nuw nsw i32 %149, 1
  %159 = icmp eq i32 %158, 200
  %160 = select i1 %157, i1 true, i1 %159
  br i1 %160, label %161, label %147, !llvm.loop !9

161:                                              ; preds = %147
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, double noundef %153)
  br label %163

163:                                              ; preds = %163, %161
  %164 = phi double [ 2.500000e+02, %161 ], [ %169, %163 ]
  %165 = phi i32 [ 0, %161 ], [ %174, %163 ]
  %166 = tail call double @pow(double noundef %164, double noundef 3.000000e+00) #5
  %167 = fdiv double 1.000000e+03, %166
  %168 = tail call double @llvm.fmuladd.f64(double %164, double 3.000000e+00, double %167)
  %169 = fmul double %168, 2.500000e-01
  %170 = fsub double %169, %164
  %171 = tail call double @llvm.fabs.f64(double %170)
  %172 = fmul double %169, 1.000000e-15
  %173 = fcmp olt double %171, %172
  %174 = add nuw nsw i32 %165, 1
  %175 = icmp eq i32 %174, 200
  %176 = select i1 %173, i1 true, i1 %175
  br i1 %176, label %177, label %163, !llvm.loop !9

177:                                              ; preds = %163
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4, double noundef %169)
  br label %179

179:                                              ; preds = %179, %177
  %180 = phi double [ 2.000000e+02, %177 ], [ %185, %179 ]
  %181 = phi i32 [ 0, %177 ], [ %190, %179 ]
  %182 = tail call double @pow(double noundef %180, double noundef 4.000000e+00) #5
  %183 = fdiv double 1.000000e+03, %182
  %184 = tail call double @llvm.fmuladd.f64(double %180, double 4.000000e+00, double %183)
  %185 = fdiv double %184, 5.000000e+00
  %186 = fsub double %185, %180
  %187 = tail call double @llvm.fabs.f64(double %186)
  %188 = fmul double %185, 1.000000e-15
  %189 = fcmp olt double %187, %188
  %190 = add nuw nsw i32 %181, 1
  %191 = icmp eq i32 %190, 200
  %192 = select i1 %189, i1 true, i1 %191
  br i1 %192, label %193, label %179, !llvm.loop !9

193:                                              ; preds = %179
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5, double noundef %185)
  br label %195

195:                                              ; preds = %193, %227
  %196 = phi i32 [ %228, %227 ], [ 0, %193 ]
  %197 = phi <2 x double> [ %221, %227 ], [ <double 2.000000e+00, double 3.000000e-01>, %193 ]
  %198 = extractelement <2 x double> %197, i64 1
  %199 = fmul double %198, %198
  %200 = extractelement <2 x double> %197, i64 0
  %201 = tail call double @llvm.fmuladd.f64(double %200, double %200, double %199)
  %202 = fadd double %201, -4.000000e+00
  %203 = tail call double @llvm.fmuladd.f64(double %200, double %198, double -1.000000e+00)
  %204 = fmul double %200, 2.000000e+00
  %205 = fmul double %198, 2.000000e+00
  %206 = fneg double %205
  %207 = fmul double %198, %206
  %208 = tail call double @llvm.fmuladd.f64(double %204, double %200, double %207)
  %209 = insertelement <2 x double> %197, double %203, i64 0
  %210 = fneg <2 x double> %209
  %211 = insertelement <2 x double> poison, double %205, i64 0
  %212 = insertelement <2 x double> %211, double %202, i64 1
  %213 = fmul <2 x double> %212, %210
  %214 = insertelement <2 x double> poison, double %202, i64 0
  %215 = insertelement <2 x double> %214, double %204, i64 1
  %216 = insertelement <2 x double> %197, double %203, i64 1
  %217 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> %216, <2 x double> %213)
  %218 = insertelement <2 x double> poison, double %208, i64 0
  %219 = shufflevector <2 x double> %218, <2 x double> poison, <2 x i32> zeroinitializer
  %220 = fdiv <2 x double> %217, %219
  %221 = fsub <2 x double> %197, %220
  %222 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %220)
  %223 = shufflevector <2 x double> %222, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %224 = fadd <2 x double> %222, %223
  %225 = extractelement <2 x double> %224, i64 0
  %226 = fcmp olt double %225, 0x3D06849B86A12B9B
  br i1 %226, label %230, label %227

227:                                              ; preds = %195
  %228 = add nuw nsw i32 %196, 1
  %229 = icmp eq i32 %228, 50
  br i1 %229, label %230, label %195, !llvm.loop !10

230:                                              ; preds = %195, %227
  %231 = phi i32 [ %196, %195 ], [ 50, %227 ]
  %232 = add nuw nsw i32 %231, 1
  %233 = extractelement <2 x double> %221, i64 0
  %234 = extractelement <2 x double> %221, i64 1
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %233, double noundef %234, i32 noundef %232)
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3FC2492492492492)
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #4

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
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
