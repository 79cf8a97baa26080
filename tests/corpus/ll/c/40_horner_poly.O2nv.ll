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
  br label %21

12:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6
  store double 1.200000e+01, ptr %1, align 16, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  store double -4.300000e+01, ptr %13, align 8, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  store double 4.450000e+01, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %1, i64 24
  store double -1.200000e+01, ptr %15, align 8, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 32
  store double -2.500000e+00, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 40
  store double 1.000000e+00, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #6
  %18 = getelementptr i8, ptr %1, i64 -32
  %19 = getelementptr i8, ptr %1, i64 -40
  %20 = getelementptr i8, ptr %1, i64 -40
  br label %40

21:                                               ; preds = %0, %21
  %22 = phi double [ -5.000000e+00, %0 ], [ %38, %21 ]
  %23 = fadd double %22, -2.500000e+00
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %22, double -1.200000e+01)
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %22, double 4.450000e+01)
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %22, double -4.300000e+01)
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %22, double 1.200000e+01)
  %28 = tail call double @llvm.fmuladd.f64(double %22, double 0.000000e+00, double 1.000000e+00)
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %22, double %23)
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %22, double %24)
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %22, double %25)
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %22, double %26)
  %33 = fsub double %27, %27
  %34 = tail call double @llvm.fabs.f64(double %33)
  %35 = fcmp olt double %34, 1.000000e-09
  %36 = zext i1 %35 to i32
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %22, double noundef %27, double noundef %32, i32 noundef %36)
  %38 = fadd double %22, 1.500000e+00
  %39 = fcmp ugt double %38, 4.000000e+00
  br i1 %39, label %12, label %21, !llvm.loop !9

40:                                               ; preds = %12, %116
  %41 = phi i64 [ 5, %12 ], [ %91, %116 ]
  %42 = phi i64 [ 0, %12 ], [ %117, %116 ]
  %43 = getelementptr inbounds double, ptr %1, i64 %41
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = add nsw i64 %41, -1
  %46 = getelementptr inbounds double, ptr %1, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = icmp ugt i64 %41, 1
  %49 = add nsw i64 %41, -2
  %50 = getelementptr inbounds double, ptr %1, i64 %49
  %51 = icmp ugt i64 %45, 1
  %52 = add nsw i64 %41, -3
  %53 = getelementptr inbounds double, ptr %1, i64 %52
  %54 = icmp ugt i64 %49, 1
  %55 = getelementptr double, ptr %18, i64 %41
  %56 = icmp ugt i64 %52, 1
  %57 = getelementptr double, ptr %19, i64 %41
  br label %58

58:                                               ; preds = %79, %40
  %59 = phi i32 [ 0, %40 ], [ %86, %79 ]
  %60 = phi double [ 1.000000e-01, %40 ], [ %83, %79 ]
  %61 = tail call double @llvm.fmuladd.f64(double %60, double 0.000000e+00, double %44)
  %62 = tail call double @llvm.fmuladd.f64(double %44, double %60, double %47)
  br i1 %48, label %63, label %79, !llvm.loop !11

63:                                               ; preds = %58
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %60, double %62)
  %65 = load double, ptr %50, align 8, !tbaa !5
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %60, double %65)
  br i1 %51, label %67, label %79, !llvm.loop !11

67:                                               ; preds = %63
  %68 = tail call double @llvm.fmuladd.f64(double %64, double %60, double %66)
  %69 = load double, ptr %53, align 8, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %60, double %69)
  br i1 %54, label %71, label %79, !llvm.loop !11

71:                                               ; preds = %67
  %72 = tail call double @llvm.fmuladd.f64(double %68, double %60, double %70)
  %73 = load double, ptr %55, align 8, !tbaa !5
  %74 = tail call double @llvm.fmuladd.f64(double %70, double %60, double %73)
  br i1 %56, label %75, label %79, !llvm.loop !11

75:                                               ; preds = %71
  %76 = tail call double @llvm.fmuladd.f64(double %72, double %60, double %74)
  %77 = load double, ptr %57, align 8, !tbaa !5
  %78 = tail call double @llvm.fmuladd.f64(double %74, double %60, double %77)
  br label %79

79:                                               ; preds = %75, %71, %67, %63, %58
  %80 = phi double [ %61, %58 ], [ %64, %63 ], [ %68, %67 ], [ %72, %71 ], [ %76, %75 ]
  %81 = phi double [ %62, %58 ], [ %66, %63 ], [ %70, %67 ], [ %74, %71 ], [ %78, %75 ]
  %82 = fdiv double %81, %80
  %83 = fsub double %60, %82
  %84 = tail call double @llvm.fabs.f64(double %82)
  %85 = fcmp uge double %84, 0x3D06849B86A12B9B
  %86 = add nuw nsw i32 %59, 1
  %87 = icmp ult i32 %59, 99
  %88 = select i1 %85, i1 %87, i1 false
  br i1 %88, label %58, label %89, !llvm.loop !12

89:                                               ; preds = %79
  %90 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %42
  store double %83, ptr %90, align 8, !tbaa !5
  %91 = add nsw i64 %41, -1
  %92 = getelementptr inbounds double, ptr %1, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !5
  store double %44, ptr %92, align 8, !tbaa !5
  %94 = icmp eq i64 %91, 0
  br i1 %94, label %116, label %95, !llvm.loop !13

95:                                               ; preds = %89
  %96 = add nsw i64 %41, -2
  %97 = tail call double @llvm.fmuladd.f64(double %44, double %83, double %93)
  %98 = getelementptr inbounds double, ptr %1, i64 %96
  %99 = load double, ptr %98, align 8, !tbaa !5
  store double %97, ptr %98, align 8, !tbaa !5
  %100 = icmp eq i64 %96, 0
  br i1 %100, label %116, label %101, !llvm.loop !13

101:                                              ; preds = %95
  %102 = add nsw i64 %41, -3
  %103 = tail call double @llvm.fmuladd.f64(double %97, double %83, double %99)
  %104 = getelementptr inbounds double, ptr %1, i64 %102
  %105 = load double, ptr %104, align 8, !tbaa !5
  store double %103, ptr %104, align 8, !tbaa !5
  %106 = icmp eq i64 %102, 0
  br i1 %106, label %116, label %107, !llvm.loop !13

107:                                              ; preds = %101
  %108 = add nsw i64 %41, -4
  %109 = tail call double @llvm.fmuladd.f64(double %103, double %83, double %105)
  %110 = getelementptr inbounds double, ptr %1, i64 %108
  %111 = load double, ptr %110, align 8, !tbaa !5
  store double %109, ptr %110, align 8, !tbaa !5
  %112 = icmp eq i64 %108, 0
  br i1 %112, label %116, label %113, !llvm.loop !13

113:                                              ; preds = %107
  %114 = tail call double @llvm.fmuladd.f64(double %109, double %83, double %111)
  %115 = getelementptr double, ptr %20, i64 %41
  store double %114, ptr %115, align 8, !tbaa !5
  br label %116

116:                                              ; preds = %113, %107, %101, %95, %89
  %117 = add nuw nsw i64 %42, 1
  %118 = icmp eq i64 %91, 0
  br i1 %118, label %119, label %40, !llvm.loop !14

119:                                              ; preds = %116
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %121 = load double, ptr %2, align 16, !tbaa !5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %121)
  %123 = getelementptr inbounds i8, ptr %2, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !5
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %124)
  %126 = getelementptr inbounds i8, ptr %2, i64 16
  %127 = load double, ptr %126, align 16, !tbaa !5
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %127)
  %129 = getelementptr inbounds i8, ptr %2, i64 24
  %130 = load double, ptr %129, align 8, !tbaa !5
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %130)
  %132 = getelementptr inbounds i8, ptr %2, i64 32
  %133 = load double, ptr %132, align 16, !tbaa !5
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %133)
  %135 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #6
  br label %136

136:                                              ; preds = %119, %136
  %137 = phi i64 [ 0, %119 ], [ %179, %136 ]
  %138 = trunc nuw nsw i64 %137 to i32
  %139 = uitofp nneg i32 %138 to double
  %140 = fmul double %139, 0x3FC0C152382D7365
  %141 = tail call double @cos(double noundef %140) #6
  %142 = tail call double @llvm.fmuladd.f64(double %141, double 0x40058F9E15FA5FBB, double 0.000000e+00)
  %143 = fmul double %139, 0x3FD921FB54442D18
  %144 = tail call double @cos(double noundef %143) #6
  %145 = tail call double @llvm.fmuladd.f64(double %144, double 0x40042700A16AFAB5, double %142)
  %146 = fmul double %139, 0x3FE4F1A6C638D03F
  %147 = tail call double @cos(double noundef %146) #6
  %148 = tail call double @llvm.fmuladd.f64(double %147, double 0x4001AFB6A2752B6F, double %145)
  %149 = fmul double %139, 0x3FED524FE24F89F1
  %150 = tail call double @cos(double noundef %149) #6
  %151 = tail call double @llvm.fmuladd.f64(double %150, double 0x3FFD6913709ABF0B, double %148)
  %152 = fmul double %139, 0x3FF2D97C7F3321D2
  %153 = tail call double @cos(double noundef %152) #6
  %154 = tail call double @llvm.fmuladd.f64(double %153, double 0x3FF7759C9A33215D, double %151)
  %155 = fmul double %139, 0x3FF709D10D3E7EAB
  %156 = tail call double @cos(double noundef %155) #6
  %157 = tail call double @llvm.fmuladd.f64(double %156, double 0x3FF23B18A0AE9C62, double %154)
  %158 = fmul double %139, 0x3FFB3A259B49DB85
  %159 = tail call double @cos(double noundef %158) #6
  %160 = tail call double @llvm.fmuladd.f64(double %159, double 0x3FEC1592DC7CD4A8, double %157)
  %161 = fmul double %139, 0x3FFF6A7A2955385D
  %162 = tail call double @cos(double noundef %161) #6
  %163 = tail call double @llvm.fmuladd.f64(double %162, double 0x3FE5D32E018F16F8, double %160)
  %164 = fmul double %139, 0x4001CD675BB04A9C
  %165 = tail call double @cos(double noundef %164) #6
  %166 = tail call double @llvm.fmuladd.f64(double %165, double 0x3FE168A5931B16DB, double %163)
  %167 = fmul double %139, 0x4003E591A2B5F908
  %168 = tail call double @cos(double noundef %167) #6
  %169 = tail call double @llvm.fmuladd.f64(double %168, double 0x3FDCF2E66FB29320, double %166)
  %170 = fmul double %139, 0x4005FDBBE9BBA775
  %171 = tail call double @cos(double noundef %170) #6
  %172 = tail call double @llvm.fmuladd.f64(double %171, double 0x3FD9680DE4A7C969, double %169)
  %173 = fmul double %139, 0x400815E630C155E1
  %174 = tail call double @cos(double noundef %173) #6
  %175 = tail call double @llvm.fmuladd.f64(double %174, double 0x3FD7BF1F6725C4C8, double %172)
  %176 = fmul double %175, 2.000000e+00
  %177 = fdiv double %176, 1.200000e+01
  %178 = getelementptr inbounds [12 x double], ptr %3, i64 0, i64 %137
  store double %177, ptr %178, align 8, !tbaa !5
  %179 = add nuw nsw i64 %137, 1
  %180 = icmp eq i64 %179, 12
  br i1 %180, label %181, label %136, !llvm.loop !15

181:                                              ; preds = %136
  %182 = getelementptr inbounds i8, ptr %3, i64 88
  %183 = load double, ptr %182, align 8, !tbaa !5
  %184 = getelementptr inbounds i8, ptr %3, i64 80
  %185 = load double, ptr %184, align 16, !tbaa !5
  %186 = getelementptr inbounds i8, ptr %3, i64 72
  %187 = load double, ptr %186, align 8, !tbaa !5
  %188 = getelementptr inbounds i8, ptr %3, i64 64
  %189 = load double, ptr %188, align 16, !tbaa !5
  %190 = getelementptr inbounds i8, ptr %3, i64 56
  %191 = load double, ptr %190, align 8, !tbaa !5
  %192 = getelementptr inbounds i8, ptr %3, i64 48
  %193 = load double, ptr %192, align 16, !tbaa !5
  %194 = getelementptr inbounds i8, ptr %3, i64 40
  %195 = load double, ptr %194, align 8, !tbaa !5
  %196 = getelementptr inbounds i8, ptr %3, i64 32
  %197 = load double, ptr %196, align 16, !tbaa !5
  %198 = getelementptr inbounds i8, ptr %3, i64 24
  %199 = load double, ptr %198, align 8, !tbaa !5
  %200 = getelementptr inbounds i8, ptr %3, i64 16
  %201 = load double, ptr %200, align 16, !tbaa !5
  %202 = getelementptr inbounds i8, ptr %3, i64 8
  %203 = load double, ptr %202, align 8, !tbaa !5
  %204 = load double, ptr %3, align 16, !tbaa !5
  br label %209

205:                                              ; preds = %209
  %206 = fcmp olt double %253, 1.000000e-09
  %207 = zext i1 %206 to i32
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %204, double noundef %203, double noundef %201, double noundef %199, i32 noundef %207)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6
  ret i32 0

209:                                              ; preds = %181, %209
  %210 = phi i32 [ 0, %181 ], [ %254, %209 ]
  %211 = phi double [ 0.000000e+00, %181 ], [ %253, %209 ]
  %212 = uitofp nneg i32 %210 to double
  %213 = fdiv double %212, 2.000000e+01
  %214 = fadd double %213, -1.000000e+00
  %215 = fmul double %214, 2.000000e+00
  %216 = fmul double %215, 0.000000e+00
  %217 = fadd double %216, %183
  %218 = fmul double %215, %217
  %219 = fadd double %185, %218
  %220 = fneg double %217
  %221 = tail call double @llvm.fmuladd.f64(double %215, double %219, double %220)
  %222 = fadd double %187, %221
  %223 = fneg double %219
  %224 = tail call double @llvm.fmuladd.f64(double %215, double %222, double %223)
  %225 = fadd double %189, %224
  %226 = fneg double %222
  %227 = tail call double @llvm.fmuladd.f64(double %215, double %225, double %226)
  %228 = fadd double %191, %227
  %229 = fneg double %225
  %230 = tail call double @llvm.fmuladd.f64(double %215, double %228, double %229)
  %231 = fadd double %193, %230
  %232 = fneg double %228
  %233 = tail call double @llvm.fmuladd.f64(double %215, double %231, double %232)
  %234 = fadd double %195, %233
  %235 = fneg double %231
  %236 = tail call double @llvm.fmuladd.f64(double %215, double %234, double %235)
  %237 = fadd double %197, %236
  %238 = fneg double %234
  %239 = tail call double @llvm.fmuladd.f64(double %215, double %237, double %238)
  %240 = fadd double %199, %239
  %241 = fneg double %237
  %242 = tail call double @llvm.fmuladd.f64(double %215, double %240, double %241)
  %243 = fadd double %201, %242
  %244 = fneg double %240
  %245 = tail call double @llvm.fmuladd.f64(double %215, double %243, double %244)
  %246 = fadd double %203, %245
  %247 = fneg double %243
  %248 = tail call double @llvm.fmuladd.f64(double %214, double %246, double %247)
  %249 = tail call double @llvm.fmuladd.f64(double %204, double 5.000000e-01, double %248)
  %250 = tail call double @exp(double noundef %214) #6
  %251 = fsub double %249, %250
  %252 = tail call double @llvm.fabs.f64(double %251)
  %253 = tail call double @llvm.maxnum.f64(double %211, double %252)
  %254 = add nuw nsw i32 %210, 1
  %255 = icmp eq i32 %254, 41
  br i1 %255, label %205, label %209, !llvm.loop !16
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
