; ModuleID = 'c/40_horner_poly.c'
source_filename = "c/40_horner_poly.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"coeffs:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"p(%5.2f) = %12.5f  p'=%12.5f  check=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"roots found:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %.9f\00", align 1
@.str.6 = private unnamed_addr constant [59 x i8] c"cheb c0..c3 = %.10f %.10f %.10f %.10f; max err < 1e-9: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca [5 x double], align 8
  %3 = alloca [12 x double], align 8
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.200000e+01)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -4.300000e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 4.450000e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -1.200000e+01)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+00)
  %11 = tail call i32 @putchar(i32 10)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -5.000000e+00, double noundef -1.848000e+03, double noundef 2.987000e+03, i32 noundef 1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -3.500000e+00, double noundef 3.217500e+02, double noundef 0x4077F90000000000, i32 noundef 1)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -2.000000e+00, double noundef 3.000000e+02, double noundef -2.050000e+02, i32 noundef 1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef -5.000000e-01, double noundef 4.593750e+01, double noundef -9.493750e+01, i32 noundef 1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 5.000000e+00, i32 noundef 1)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 2.500000e+00, double noundef -4.875000e+00, double noundef -6.437500e+00, i32 noundef 1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.000000e+00, double noundef 1.680000e+02, double noundef 3.770000e+02, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  store <2 x double> <double 1.200000e+01, double -4.300000e+01>, ptr %1, align 16, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 4.450000e+01, double -1.200000e+01>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double -2.500000e+00, double 1.000000e+00>, ptr %20, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #6
  %21 = getelementptr i8, ptr %1, i64 -32
  %22 = getelementptr i8, ptr %1, i64 -40
  %23 = getelementptr i8, ptr %1, i64 -40
  br label %24

24:                                               ; preds = %0, %100
  %25 = phi i64 [ 5, %0 ], [ %75, %100 ]
  %26 = phi i64 [ 0, %0 ], [ %101, %100 ]
  %27 = getelementptr inbounds double, ptr %1, i64 %25
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = add nsw i64 %25, -1
  %30 = getelementptr inbounds double, ptr %1, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !6
  %32 = icmp ugt i64 %25, 1
  %33 = add nsw i64 %25, -2
  %34 = getelementptr inbounds double, ptr %1, i64 %33
  %35 = icmp ugt i64 %29, 1
  %36 = add nsw i64 %25, -3
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = icmp ugt i64 %33, 1
  %39 = getelementptr double, ptr %21, i64 %25
  %40 = icmp ugt i64 %36, 1
  %41 = getelementptr double, ptr %22, i64 %25
  br label %42

42:                                               ; preds = %63, %24
  %43 = phi i32 [ 0, %24 ], [ %70, %63 ]
  %44 = phi double [ 1.000000e-01, %24 ], [ %67, %63 ]
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 0.000000e+00, double %28)
  %46 = tail call double @llvm.fmuladd.f64(double %28, double %44, double %31)
  br i1 %32, label %47, label %63, !llvm.loop !10

47:                                               ; preds = %42
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %44, double %46)
  %49 = load double, ptr %34, align 8, !tbaa !6
  %50 = tail call double @llvm.fmuladd.f64(double %46, double %44, double %49)
  br i1 %35, label %51, label %63, !llvm.loop !10

51:                                               ; preds = %47
  %52 = tail call double @llvm.fmuladd.f64(double %48, double %44, double %50)
  %53 = load double, ptr %37, align 8, !tbaa !6
  %54 = tail call double @llvm.fmuladd.f64(double %50, double %44, double %53)
  br i1 %38, label %55, label %63, !llvm.loop !10

55:                                               ; preds = %51
  %56 = tail call double @llvm.fmuladd.f64(double %52, double %44, double %54)
  %57 = load double, ptr %39, align 8, !tbaa !6
  %58 = tail call double @llvm.fmuladd.f64(double %54, double %44, double %57)
  br i1 %40, label %59, label %63, !llvm.loop !10

59:                                               ; preds = %55
  %60 = tail call double @llvm.fmuladd.f64(double %56, double %44, double %58)
  %61 = load double, ptr %41, align 8, !tbaa !6
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %44, double %61)
  br label %63

63:                                               ; preds = %59, %55, %51, %47, %42
  %64 = phi double [ %45, %42 ], [ %48, %47 ], [ %52, %51 ], [ %56, %55 ], [ %60, %59 ]
  %65 = phi double [ %46, %42 ], [ %50, %47 ], [ %54, %51 ], [ %58, %55 ], [ %62, %59 ]
  %66 = fdiv double %65, %64
  %67 = fsub double %44, %66
  %68 = tail call double @llvm.fabs.f64(double %66)
  %69 = fcmp uge double %68, 0x3D06849B86A12B9B
  %70 = add nuw nsw i32 %43, 1
  %71 = icmp ult i32 %43, 99
  %72 = select i1 %69, i1 %71, i1 false
  br i1 %72, label %42, label %73, !llvm.loop !12

73:                                               ; preds = %63
  %74 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %26
  store double %67, ptr %74, align 8, !tbaa !6
  %75 = add nsw i64 %25, -1
  %76 = getelementptr inbounds double, ptr %1, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !6
  store double %28, ptr %76, align 8, !tbaa !6
  %78 = icmp eq i64 %75, 0
  br i1 %78, label %100, label %79, !llvm.loop !13

79:                                               ; preds = %73
  %80 = add nsw i64 %25, -2
  %81 = tail call double @llvm.fmuladd.f64(double %28, double %67, double %77)
  %82 = getelementptr inbounds double, ptr %1, i64 %80
  %83 = load double, ptr %82, align 8, !tbaa !6
  store double %81, ptr %82, align 8, !tbaa !6
  %84 = icmp eq i64 %80, 0
  br i1 %84, label %100, label %85, !llvm.loop !13

85:                                               ; preds = %79
  %86 = add nsw i64 %25, -3
  %87 = tail call double @llvm.fmuladd.f64(double %81, double %67, double %83)
  %88 = getelementptr inbounds double, ptr %1, i64 %86
  %89 = load double, ptr %88, align 8, !tbaa !6
  store double %87, ptr %88, align 8, !tbaa !6
  %90 = icmp eq i64 %86, 0
  br i1 %90, label %100, label %91, !llvm.loop !13

91:                                               ; preds = %85
  %92 = add nsw i64 %25, -4
  %93 = tail call double @llvm.fmuladd.f64(double %87, double %67, double %89)
  %94 = getelementptr inbounds double, ptr %1, i64 %92
  %95 = load double, ptr %94, align 8, !tbaa !6
  store double %93, ptr %94, align 8, !tbaa !6
  %96 = icmp eq i64 %92, 0
  br i1 %96, label %100, label %97, !llvm.loop !13

97:                                               ; preds = %91
  %98 = tail call double @llvm.fmuladd.f64(double %93, double %67, double %95)
  %99 = getelementptr double, ptr %23, i64 %25
  store double %98, ptr %99, align 8, !tbaa !6
  br label %100

100:                                              ; preds = %97, %91, %85, %79, %73
  %101 = add nuw nsw i64 %26, 1
  %102 = icmp eq i64 %75, 0
  br i1 %102, label %103, label %24, !llvm.loop !14

103:                                              ; preds = %100
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %105 = load double, ptr %2, align 8, !tbaa !6
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %105)
  %107 = getelementptr inbounds i8, ptr %2, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !6
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %108)
  %110 = getelementptr inbounds i8, ptr %2, i64 16
  %111 = load double, ptr %110, align 8, !tbaa !6
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %111)
  %113 = getelementptr inbounds i8, ptr %2, i64 24
  %114 = load double, ptr %113, align 8, !tbaa !6
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %114)
  %116 = getelementptr inbounds i8, ptr %2, i64 32
  %117 = load double, ptr %116, align 8, !tbaa !6
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %117)
  %119 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #6
  br label %120

120:                                              ; preds = %103, %148
  %121 = phi i64 [ 0, %103 ], [ %152, %148 ]
  %122 = trunc nuw nsw i64 %121 to i32
  %123 = uitofp nneg i32 %122 to double
  br label %154

124:                                              ; preds = %148
  %125 = getelementptr inbounds i8, ptr %3, i64 88
  %126 = load double, ptr %125, align 8, !tbaa !6
  %127 = getelementptr inbounds i8, ptr %3, i64 80
  %128 = load double, ptr %127, align 8, !tbaa !6
  %129 = getelementptr inbounds i8, ptr %3, i64 72
  %130 = load double, ptr %129, align 8, !tbaa !6
  %131 = getelementptr inbounds i8, ptr %3, i64 64
  %132 = load double, ptr %131, align 8, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %3, i64 56
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = getelementptr inbounds i8, ptr %3, i64 48
  %136 = load double, ptr %135, align 8, !tbaa !6
  %137 = getelementptr inbounds i8, ptr %3, i64 40
  %138 = load double, ptr %137, align 8, !tbaa !6
  %139 = getelementptr inbounds i8, ptr %3, i64 32
  %140 = load double, ptr %139, align 8, !tbaa !6
  %141 = getelementptr inbounds i8, ptr %3, i64 24
  %142 = load double, ptr %141, align 8, !tbaa !6
  %143 = getelementptr inbounds i8, ptr %3, i64 16
  %144 = load double, ptr %143, align 8, !tbaa !6
  %145 = getelementptr inbounds i8, ptr %3, i64 8
  %146 = load double, ptr %145, align 8, !tbaa !6
  %147 = load double, ptr %3, align 8, !tbaa !6
  br label %172

148:                                              ; preds = %154
  %149 = fmul double %165, 2.000000e+00
  %150 = fdiv double %149, 1.200000e+01
  %151 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %121
  store double %150, ptr %151, align 8, !tbaa !6
  %152 = add nuw nsw i64 %121, 1
  %153 = icmp eq i64 %152, 12
  br i1 %153, label %124, label %120, !llvm.loop !15

154:                                              ; preds = %120, %154
  %155 = phi i32 [ 0, %120 ], [ %166, %154 ]
  %156 = phi double [ 0.000000e+00, %120 ], [ %165, %154 ]
  %157 = uitofp nneg i32 %155 to double
  %158 = fadd double %157, 5.000000e-01
  %159 = fmul double %158, 0x400921FB54442D18
  %160 = fdiv double %159, 1.200000e+01
  %161 = tail call double @cos(double noundef %160) #6
  %162 = tail call double @exp(double noundef %161) #6
  %163 = fmul double %160, %123
  %164 = tail call double @cos(double noundef %163) #6
  %165 = tail call double @llvm.fmuladd.f64(double %162, double %164, double %156)
  %166 = add nuw nsw i32 %155, 1
  %167 = icmp eq i32 %166, 12
  br i1 %167, label %148, label %154, !llvm.loop !16

168:                                              ; preds = %172
  %169 = fcmp olt double %216, 1.000000e-09
  %170 = zext i1 %169 to i32
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %147, double noundef %146, double noundef %144, double noundef %142, i32 noundef %170)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  ret i32 0

172:                                              ; preds = %124, %172
  %173 = phi i32 [ 0, %124 ], [ %217, %172 ]
  %174 = phi double [ 0.000000e+00, %124 ], [ %216, %172 ]
  %175 = uitofp nneg i32 %173 to double
  %176 = fdiv double %175, 2.000000e+01
  %177 = fadd double %176, -1.000000e+00
  %178 = fmul double %177, 2.000000e+00
  %179 = fmul double %178, 0.000000e+00
  %180 = fadd double %179, %126
  %181 = fmul double %178, %180
  %182 = fadd double %128, %181
  %183 = fneg double %180
  %184 = tail call double @llvm.fmuladd.f64(double %178, double %182, double %183)
  %185 = fadd double %130, %184
  %186 = fneg double %182
  %187 = tail call double @llvm.fmuladd.f64(double %178, double %185, double %186)
  %188 = fadd double %132, %187
  %189 = fneg double %185
  %190 = tail call double @llvm.fmuladd.f64(double %178, double %188, double %189)
  %191 = fadd double %134, %190
  %192 = fneg double %188
  %193 = tail call double @llvm.fmuladd.f64(double %178, double %191, double %192)
  %194 = fadd double %136, %193
  %195 = fneg double %191
  %196 = tail call double @llvm.fmuladd.f64(double %178, double %194, double %195)
  %197 = fadd double %138, %196
  %198 = fneg double %194
  %199 = tail call double @llvm.fmuladd.f64(double %178, double %197, double %198)
  %200 = fadd double %140, %199
  %201 = fneg double %197
  %202 = tail call double @llvm.fmuladd.f64(double %178, double %200, double %201)
  %203 = fadd double %142, %202
  %204 = fneg double %200
  %205 = tail call double @llvm.fmuladd.f64(double %178, double %203, double %204)
  %206 = fadd double %144, %205
  %207 = fneg double %203
  %208 = tail call double @llvm.fmuladd.f64(double %178, double %206, double %207)
  %209 = fadd double %146, %208
  %210 = fneg double %206
  %211 = tail call double @llvm.fmuladd.f64(double %177, double %209, double %210)
  %212 = tail call double @llvm.fmuladd.f64(double %147, double 5.000000e-01, double %211)
  %213 = tail call double @exp(double noundef %177) #6
  %214 = fsub double %212, %213
  %215 = tail call double @llvm.fabs.f64(double %214)
  %216 = tail call double @llvm.maxnum.f64(double %174, double %215)
  %217 = add nuw nsw i32 %173, 1
  %218 = icmp eq i32 %217, 41
  br i1 %218, label %168, label %172, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
