; ModuleID = 'c/40_horner_poly.c'
source_filename = "c/40_horner_poly.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"coeffs:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %g\00", align 1
@.str.3 = private unnamed_addr constant [40 x i8] c"p(%5.2f) = %12.5f  p'=%12.5f  check=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"roots found:\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c" %.9f\00", align 1
@.str.6 = private unnamed_addr constant [59 x i8] c"cheb c0..c3 = %.10f %.10f %.10f %.10f; max err < 1e-9: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [12 x double], align 16
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.200000e+01)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -4.300000e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 4.450000e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -1.200000e+01)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+00)
  %11 = tail call i32 @putchar(i32 10)
  br label %18

12:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  store <2 x double> <double 1.200000e+01, double -4.300000e+01>, ptr %1, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 4.450000e+01, double -1.200000e+01>, ptr %13, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double -2.500000e+00, double 1.000000e+00>, ptr %14, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #6
  %15 = getelementptr i8, ptr %1, i64 -32
  %16 = getelementptr i8, ptr %1, i64 -40
  %17 = getelementptr i8, ptr %1, i64 -40
  br label %37

18:                                               ; preds = %0, %18
  %19 = phi double [ -5.000000e+00, %0 ], [ %35, %18 ]
  %20 = fadd double %19, -2.500000e+00
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %19, double -1.200000e+01)
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %19, double 4.450000e+01)
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %19, double -4.300000e+01)
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %19, double 1.200000e+01)
  %25 = tail call double @llvm.fmuladd.f64(double %19, double 0.000000e+00, double 1.000000e+00)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %19, double %20)
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %19, double %21)
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %19, double %22)
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %19, double %23)
  %30 = fsub double %24, %24
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp olt double %31, 1.000000e-09
  %33 = zext i1 %32 to i32
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %19, double noundef %24, double noundef %29, i32 noundef %33)
  %35 = fadd double %19, 1.500000e+00
  %36 = fcmp ugt double %35, 4.000000e+00
  br i1 %36, label %12, label %18, !llvm.loop !9

37:                                               ; preds = %12, %113
  %38 = phi i64 [ 5, %12 ], [ %88, %113 ]
  %39 = phi i64 [ 0, %12 ], [ %114, %113 ]
  %40 = getelementptr inbounds double, ptr %1, i64 %38
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = add nsw i64 %38, -1
  %43 = getelementptr inbounds double, ptr %1, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = icmp ugt i64 %38, 1
  %46 = add nsw i64 %38, -2
  %47 = getelementptr inbounds double, ptr %1, i64 %46
  %48 = icmp ugt i64 %42, 1
  %49 = add nsw i64 %38, -3
  %50 = getelementptr inbounds double, ptr %1, i64 %49
  %51 = icmp ugt i64 %46, 1
  %52 = getelementptr double, ptr %15, i64 %38
  %53 = icmp ugt i64 %49, 1
  %54 = getelementptr double, ptr %16, i64 %38
  br label %55

55:                                               ; preds = %76, %37
  %56 = phi i32 [ 0, %37 ], [ %83, %76 ]
  %57 = phi double [ 1.000000e-01, %37 ], [ %80, %76 ]
  %58 = tail call double @llvm.fmuladd.f64(double %57, double 0.000000e+00, double %41)
  %59 = tail call double @llvm.fmuladd.f64(double %41, double %57, double %44)
  br i1 %45, label %60, label %76, !llvm.loop !11

60:                                               ; preds = %55
  %61 = tail call double @llvm.fmuladd.f64(double %58, double %57, double %59)
  %62 = load double, ptr %47, align 8, !tbaa !5
  %63 = tail call double @llvm.fmuladd.f64(double %59, double %57, double %62)
  br i1 %48, label %64, label %76, !llvm.loop !11

64:                                               ; preds = %60
  %65 = tail call double @llvm.fmuladd.f64(double %61, double %57, double %63)
  %66 = load double, ptr %50, align 8, !tbaa !5
  %67 = tail call double @llvm.fmuladd.f64(double %63, double %57, double %66)
  br i1 %51, label %68, label %76, !llvm.loop !11

68:                                               ; preds = %64
  %69 = tail call double @llvm.fmuladd.f64(double %65, double %57, double %67)
  %70 = load double, ptr %52, align 8, !tbaa !5
  %71 = tail call double @llvm.fmuladd.f64(double %67, double %57, double %70)
  br i1 %53, label %72, label %76, !llvm.loop !11

72:                                               ; preds = %68
  %73 = tail call double @llvm.fmuladd.f64(double %69, double %57, double %71)
  %74 = load double, ptr %54, align 8, !tbaa !5
  %75 = tail call double @llvm.fmuladd.f64(double %71, double %57, double %74)
  br label %76

76:                                               ; preds = %72, %68, %64, %60, %55
  %77 = phi double [ %58, %55 ], [ %61, %60 ], [ %65, %64 ], [ %69, %68 ], [ %73, %72 ]
  %78 = phi double [ %59, %55 ], [ %63, %60 ], [ %67, %64 ], [ %71, %68 ], [ %75, %72 ]
  %79 = fdiv double %78, %77
  %80 = fsub double %57, %79
  %81 = tail call double @llvm.fabs.f64(double %79)
  %82 = fcmp uge double %81, 0x3D06849B86A12B9B
  %83 = add nuw nsw i32 %56, 1
  %84 = icmp ult i32 %56, 99
  %85 = select i1 %82, i1 %84, i1 false
  br i1 %85, label %55, label %86, !llvm.loop !12

86:                                               ; preds = %76
  %87 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %39
  store double %80, ptr %87, align 8, !tbaa !5
  %88 = add nsw i64 %38, -1
  %89 = getelementptr inbounds double, ptr %1, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !5
  store double %41, ptr %89, align 8, !tbaa !5
  %91 = icmp eq i64 %88, 0
  br i1 %91, label %113, label %92, !llvm.loop !13

92:                                               ; preds = %86
  %93 = add nsw i64 %38, -2
  %94 = tail call double @llvm.fmuladd.f64(double %41, double %80, double %90)
  %95 = getelementptr inbounds double, ptr %1, i64 %93
  %96 = load double, ptr %95, align 8, !tbaa !5
  store double %94, ptr %95, align 8, !tbaa !5
  %97 = icmp eq i64 %93, 0
  br i1 %97, label %113, label %98, !llvm.loop !13

98:                                               ; preds = %92
  %99 = add nsw i64 %38, -3
  %100 = tail call double @llvm.fmuladd.f64(double %94, double %80, double %96)
  %101 = getelementptr inbounds double, ptr %1, i64 %99
  %102 = load double, ptr %101, align 8, !tbaa !5
  store double %100, ptr %101, align 8, !tbaa !5
  %103 = icmp eq i64 %99, 0
  br i1 %103, label %113, label %104, !llvm.loop !13

104:                                              ; preds = %98
  %105 = add nsw i64 %38, -4
  %106 = tail call double @llvm.fmuladd.f64(double %100, double %80, double %102)
  %107 = getelementptr inbounds double, ptr %1, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !5
  store double %106, ptr %107, align 8, !tbaa !5
  %109 = icmp eq i64 %105, 0
  br i1 %109, label %113, label %110, !llvm.loop !13

110:                                              ; preds = %104
  %111 = tail call double @llvm.fmuladd.f64(double %106, double %80, double %108)
  %112 = getelementptr double, ptr %17, i64 %38
  store double %111, ptr %112, align 8, !tbaa !5
  br label %113

113:                                              ; preds = %110, %104, %98, %92, %86
  %114 = add nuw nsw i64 %39, 1
  %115 = icmp eq i64 %88, 0
  br i1 %115, label %116, label %37, !llvm.loop !14

116:                                              ; preds = %113
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %118 = load double, ptr %2, align 16, !tbaa !5
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %118)
  %120 = getelementptr inbounds i8, ptr %2, i64 8
  %121 = load double, ptr %120, align 8, !tbaa !5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %121)
  %123 = getelementptr inbounds i8, ptr %2, i64 16
  %124 = load double, ptr %123, align 16, !tbaa !5
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %124)
  %126 = getelementptr inbounds i8, ptr %2, i64 24
  %127 = load double, ptr %126, align 8, !tbaa !5
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %127)
  %129 = getelementptr inbounds i8, ptr %2, i64 32
  %130 = load double, ptr %129, align 16, !tbaa !5
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %130)
  %132 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #6
  br label %133

133:                                              ; preds = %116, %133
  %134 = phi i64 [ 0, %116 ], [ %176, %133 ]
  %135 = trunc nuw nsw i64 %134 to i32
  %136 = uitofp nneg i32 %135 to double
  %137 = fmul double %136, 0x3FC0C152382D7365
  %138 = tail call double @cos(double noundef %137) #6
  %139 = tail call double @llvm.fmuladd.f64(double %138, double 0x40058F9E15FA5FBB, double 0.000000e+00)
  %140 = fmul double %136, 0x3FD921FB54442D18
  %141 = tail call double @cos(double noundef %140) #6
  %142 = tail call double @llvm.fmuladd.f64(double %141, double 0x40042700A16AFAB5, double %139)
  %143 = fmul double %136, 0x3FE4F1A6C638D03F
  %144 = tail call double @cos(double noundef %143) #6
  %145 = tail call double @llvm.fmuladd.f64(double %144, double 0x4001AFB6A2752B6F, double %142)
  %146 = fmul double %136, 0x3FED524FE24F89F1
  %147 = tail call double @cos(double noundef %146) #6
  %148 = tail call double @llvm.fmuladd.f64(double %147, double 0x3FFD6913709ABF0B, double %145)
  %149 = fmul double %136, 0x3FF2D97C7F3321D2
  %150 = tail call double @cos(double noundef %149) #6
  %151 = tail call double @llvm.fmuladd.f64(double %150, double 0x3FF7759C9A33215D, double %148)
  %152 = fmul double %136, 0x3FF709D10D3E7EAB
  %153 = tail call double @cos(double noundef %152) #6
  %154 = tail call double @llvm.fmuladd.f64(double %153, double 0x3FF23B18A0AE9C62, double %151)
  %155 = fmul double %136, 0x3FFB3A259B49DB85
  %156 = tail call double @cos(double noundef %155) #6
  %157 = tail call double @llvm.fmuladd.f64(double %156, double 0x3FEC1592DC7CD4A8, double %154)
  %158 = fmul double %136, 0x3FFF6A7A2955385D
  %159 = tail call double @cos(double noundef %158) #6
  %160 = tail call double @llvm.fmuladd.f64(double %159, double 0x3FE5D32E018F16F8, double %157)
  %161 = fmul double %136, 0x4001CD675BB04A9C
  %162 = tail call double @cos(double noundef %161) #6
  %163 = tail call double @llvm.fmuladd.f64(double %162, double 0x3FE168A5931B16DB, double %160)
  %164 = fmul double %136, 0x4003E591A2B5F908
  %165 = tail call double @cos(double noundef %164) #6
  %166 = tail call double @llvm.fmuladd.f64(double %165, double 0x3FDCF2E66FB29320, double %163)
  %167 = fmul double %136, 0x4005FDBBE9BBA775
  %168 = tail call double @cos(double noundef %167) #6
  %169 = tail call double @llvm.fmuladd.f64(double %168, double 0x3FD9680DE4A7C969, double %166)
  %170 = fmul double %136, 0x400815E630C155E1
  %171 = tail call double @cos(double noundef %170) #6
  %172 = tail call double @llvm.fmuladd.f64(double %171, double 0x3FD7BF1F6725C4C8, double %169)
  %173 = fmul double %172, 2.000000e+00
  %174 = fdiv double %173, 1.200000e+01
  %175 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %134
  store double %174, ptr %175, align 8, !tbaa !5
  %176 = add nuw nsw i64 %134, 1
  %177 = icmp eq i64 %176, 12
  br i1 %177, label %178, label %133, !llvm.loop !15

178:                                              ; preds = %133
  %179 = getelementptr inbounds i8, ptr %3, i64 88
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = getelementptr inbounds i8, ptr %3, i64 80
  %182 = load double, ptr %181, align 16, !tbaa !5
  %183 = getelementptr inbounds i8, ptr %3, i64 72
  %184 = load double, ptr %183, align 8, !tbaa !5
  %185 = getelementptr inbounds i8, ptr %3, i64 64
  %186 = load double, ptr %185, align 16, !tbaa !5
  %187 = getelementptr inbounds i8, ptr %3, i64 56
  %188 = load double, ptr %187, align 8, !tbaa !5
  %189 = getelementptr inbounds i8, ptr %3, i64 48
  %190 = load double, ptr %189, align 16, !tbaa !5
  %191 = getelementptr inbounds i8, ptr %3, i64 40
  %192 = load double, ptr %191, align 8, !tbaa !5
  %193 = getelementptr inbounds i8, ptr %3, i64 32
  %194 = load double, ptr %193, align 16, !tbaa !5
  %195 = getelementptr inbounds i8, ptr %3, i64 24
  %196 = load double, ptr %195, align 8, !tbaa !5
  %197 = getelementptr inbounds i8, ptr %3, i64 16
  %198 = load double, ptr %197, align 16, !tbaa !5
  %199 = getelementptr inbounds i8, ptr %3, i64 8
  %200 = load double, ptr %199, align 8, !tbaa !5
  %201 = load double, ptr %3, align 16, !tbaa !5
  br label %206

202:                                              ; preds = %206
  %203 = fcmp olt double %250, 1.000000e-09
  %204 = zext i1 %203 to i32
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %201, double noundef %200, double noundef %198, double noundef %196, i32 noundef %204)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  ret i32 0

206:                                              ; preds = %178, %206
  %207 = phi i32 [ 0, %178 ], [ %251, %206 ]
  %208 = phi double [ 0.000000e+00, %178 ], [ %250, %206 ]
  %209 = uitofp nneg i32 %207 to double
  %210 = fdiv double %209, 2.000000e+01
  %211 = fadd double %210, -1.000000e+00
  %212 = fmul double %211, 2.000000e+00
  %213 = fmul double %212, 0.000000e+00
  %214 = fadd double %213, %180
  %215 = fmul double %212, %214
  %216 = fadd double %182, %215
  %217 = fneg double %214
  %218 = tail call double @llvm.fmuladd.f64(double %212, double %216, double %217)
  %219 = fadd double %184, %218
  %220 = fneg double %216
  %221 = tail call double @llvm.fmuladd.f64(double %212, double %219, double %220)
  %222 = fadd double %186, %221
  %223 = fneg double %219
  %224 = tail call double @llvm.fmuladd.f64(double %212, double %222, double %223)
  %225 = fadd double %188, %224
  %226 = fneg double %222
  %227 = tail call double @llvm.fmuladd.f64(double %212, double %225, double %226)
  %228 = fadd double %190, %227
  %229 = fneg double %225
  %230 = tail call double @llvm.fmuladd.f64(double %212, double %228, double %229)
  %231 = fadd double %192, %230
  %232 = fneg double %228
  %233 = tail call double @llvm.fmuladd.f64(double %212, double %231, double %232)
  %234 = fadd double %194, %233
  %235 = fneg double %231
  %236 = tail call double @llvm.fmuladd.f64(double %212, double %234, double %235)
  %237 = fadd double %196, %236
  %238 = fneg double %234
  %239 = tail call double @llvm.fmuladd.f64(double %212, double %237, double %238)
  %240 = fadd double %198, %239
  %241 = fneg double %237
  %242 = tail call double @llvm.fmuladd.f64(double %212, double %240, double %241)
  %243 = fadd double %200, %242
  %244 = fneg double %240
  %245 = tail call double @llvm.fmuladd.f64(double %211, double %243, double %244)
  %246 = tail call double @llvm.fmuladd.f64(double %201, double 5.000000e-01, double %245)
  %247 = tail call double @exp(double noundef %211) #6
  %248 = fsub double %246, %247
  %249 = tail call double @llvm.fabs.f64(double %248)
  %250 = tail call double @llvm.maxnum.f64(double %208, double %249)
  %251 = add nuw nsw i32 %207, 1
  %252 = icmp eq i32 %251, 41
  br i1 %252, label %202, label %206, !llvm.loop !16
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
