; ModuleID = 'c/08_heat1d.c'
source_filename = "c/08_heat1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"explicit: t=%.6f u(0.5)=%.8f exact=%.8f\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"  u[%2d]=%.7f\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"implicit: u(0.5)=%.8f\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"explicit vs implicit max diff = %.3e (< 1e-2: %d)\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [41 x double], align 16
  %2 = alloca [41 x double], align 16
  %3 = alloca [41 x double], align 16
  %4 = alloca [41 x double], align 16
  %5 = alloca [41 x double], align 16
  %6 = alloca [41 x double], align 16
  %7 = alloca [41 x double], align 16
  %8 = alloca [41 x double], align 16
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %4) #7
  br label %73

9:                                                ; preds = %73
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(328) %4, ptr noundef nonnull align 16 dereferenceable(328) %3, i64 328, i1 false)
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = getelementptr inbounds i8, ptr %3, i64 304
  %12 = getelementptr inbounds i8, ptr %3, i64 288
  %13 = getelementptr inbounds i8, ptr %3, i64 272
  %14 = getelementptr inbounds i8, ptr %3, i64 272
  %15 = getelementptr inbounds i8, ptr %3, i64 256
  %16 = getelementptr inbounds i8, ptr %3, i64 256
  %17 = getelementptr inbounds i8, ptr %3, i64 240
  %18 = getelementptr inbounds i8, ptr %3, i64 240
  %19 = getelementptr inbounds i8, ptr %3, i64 224
  %20 = getelementptr inbounds i8, ptr %3, i64 224
  %21 = getelementptr inbounds i8, ptr %3, i64 208
  %22 = getelementptr inbounds i8, ptr %3, i64 208
  %23 = getelementptr inbounds i8, ptr %3, i64 192
  %24 = getelementptr inbounds i8, ptr %3, i64 192
  %25 = getelementptr inbounds i8, ptr %3, i64 176
  %26 = getelementptr inbounds i8, ptr %3, i64 176
  %27 = getelementptr inbounds i8, ptr %3, i64 160
  %28 = getelementptr inbounds i8, ptr %3, i64 160
  %29 = getelementptr inbounds i8, ptr %3, i64 144
  %30 = getelementptr inbounds i8, ptr %3, i64 144
  %31 = getelementptr inbounds i8, ptr %3, i64 128
  %32 = getelementptr inbounds i8, ptr %3, i64 128
  %33 = getelementptr inbounds i8, ptr %3, i64 112
  %34 = getelementptr inbounds i8, ptr %3, i64 112
  %35 = getelementptr inbounds i8, ptr %3, i64 96
  %36 = getelementptr inbounds i8, ptr %3, i64 96
  %37 = getelementptr inbounds i8, ptr %3, i64 80
  %38 = getelementptr inbounds i8, ptr %3, i64 80
  %39 = getelementptr inbounds i8, ptr %3, i64 64
  %40 = getelementptr inbounds i8, ptr %3, i64 64
  %41 = getelementptr inbounds i8, ptr %3, i64 48
  %42 = getelementptr inbounds i8, ptr %3, i64 48
  %43 = getelementptr inbounds i8, ptr %3, i64 32
  %44 = getelementptr inbounds i8, ptr %3, i64 32
  %45 = getelementptr inbounds i8, ptr %3, i64 16
  %46 = getelementptr inbounds i8, ptr %3, i64 16
  %47 = getelementptr inbounds i8, ptr %3, i64 288
  %48 = getelementptr inbounds i8, ptr %3, i64 312
  %49 = getelementptr inbounds i8, ptr %3, i64 296
  %50 = getelementptr inbounds i8, ptr %3, i64 320
  %51 = getelementptr inbounds i8, ptr %3, i64 8
  %52 = getelementptr inbounds i8, ptr %3, i64 24
  %53 = getelementptr inbounds i8, ptr %3, i64 40
  %54 = getelementptr inbounds i8, ptr %3, i64 56
  %55 = getelementptr inbounds i8, ptr %3, i64 72
  %56 = getelementptr inbounds i8, ptr %3, i64 88
  %57 = getelementptr inbounds i8, ptr %3, i64 104
  %58 = getelementptr inbounds i8, ptr %3, i64 120
  %59 = getelementptr inbounds i8, ptr %3, i64 136
  %60 = getelementptr inbounds i8, ptr %3, i64 152
  %61 = getelementptr inbounds i8, ptr %3, i64 168
  %62 = getelementptr inbounds i8, ptr %3, i64 184
  %63 = getelementptr inbounds i8, ptr %3, i64 200
  %64 = getelementptr inbounds i8, ptr %3, i64 216
  %65 = getelementptr inbounds i8, ptr %3, i64 232
  %66 = getelementptr inbounds i8, ptr %3, i64 248
  %67 = getelementptr inbounds i8, ptr %3, i64 264
  %68 = getelementptr inbounds i8, ptr %3, i64 280
  %69 = getelementptr inbounds i8, ptr %3, i64 296
  %70 = load double, ptr %11, align 16
  %71 = load double, ptr %48, align 8
  %72 = load double, ptr %50, align 16
  br label %114

73:                                               ; preds = %82, %0
  %74 = phi i64 [ 0, %0 ], [ %90, %82 ]
  %75 = trunc nuw nsw i64 %74 to i32
  %76 = uitofp nneg i32 %75 to double
  %77 = fmul double %76, 0x400921FB54442D18
  %78 = fmul double %77, 2.500000e-02
  %79 = tail call double @sin(double noundef %78) #7
  %80 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %74
  store double %79, ptr %80, align 16, !tbaa !5
  %81 = icmp eq i64 %74, 40
  br i1 %81, label %9, label %82, !llvm.loop !9

82:                                               ; preds = %73
  %83 = or disjoint i64 %74, 1
  %84 = trunc nuw nsw i64 %83 to i32
  %85 = uitofp nneg i32 %84 to double
  %86 = fmul double %85, 0x400921FB54442D18
  %87 = fmul double %86, 2.500000e-02
  %88 = tail call double @sin(double noundef %87) #7
  %89 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %83
  store double %88, ptr %89, align 8, !tbaa !5
  %90 = add nuw nsw i64 %74, 2
  br label %73

91:                                               ; preds = %114
  store double %237, ptr %11, align 16
  store double %240, ptr %48, align 8
  store double 0.000000e+00, ptr %50, align 16
  %92 = getelementptr inbounds i8, ptr %3, i64 160
  %93 = load double, ptr %92, align 16, !tbaa !5
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x3FA999999999999B, double noundef %93, double noundef 0x3FE38933279940F7)
  %95 = load double, ptr %3, align 16, !tbaa !5
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %95)
  %97 = getelementptr inbounds i8, ptr %3, i64 64
  %98 = load double, ptr %97, align 16, !tbaa !5
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, double noundef %98)
  %100 = getelementptr inbounds i8, ptr %3, i64 128
  %101 = load double, ptr %100, align 16, !tbaa !5
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, double noundef %101)
  %103 = getelementptr inbounds i8, ptr %3, i64 192
  %104 = load double, ptr %103, align 16, !tbaa !5
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, double noundef %104)
  %106 = getelementptr inbounds i8, ptr %3, i64 256
  %107 = load double, ptr %106, align 16, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, double noundef %107)
  %109 = getelementptr inbounds i8, ptr %3, i64 320
  %110 = load double, ptr %109, align 16, !tbaa !5
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, double noundef %110)
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %8) #7
  %112 = getelementptr inbounds i8, ptr %2, i64 320
  %113 = getelementptr inbounds i8, ptr %4, i64 320
  br label %243

114:                                              ; preds = %9, %114
  %115 = phi double [ %72, %9 ], [ 0.000000e+00, %114 ]
  %116 = phi double [ %71, %9 ], [ %240, %114 ]
  %117 = phi double [ %70, %9 ], [ %237, %114 ]
  %118 = phi i32 [ 0, %9 ], [ %241, %114 ]
  %119 = load <2 x double>, ptr %12, align 16, !tbaa !5
  %120 = extractelement <2 x double> %119, i64 1
  %121 = load <2 x double>, ptr %13, align 16, !tbaa !5
  %122 = shufflevector <2 x double> %121, <2 x double> %119, <2 x i32> <i32 1, i32 2>
  %123 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %122, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %119)
  %124 = load <2 x double>, ptr %14, align 16, !tbaa !5
  %125 = fadd <2 x double> %123, %124
  %126 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %125, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %122)
  %127 = load <2 x double>, ptr %15, align 16, !tbaa !5
  %128 = shufflevector <2 x double> %127, <2 x double> %121, <2 x i32> <i32 1, i32 2>
  %129 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %121)
  %130 = load <2 x double>, ptr %16, align 16, !tbaa !5
  %131 = fadd <2 x double> %129, %130
  %132 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %131, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %128)
  %133 = load <2 x double>, ptr %17, align 16, !tbaa !5
  %134 = shufflevector <2 x double> %133, <2 x double> %127, <2 x i32> <i32 1, i32 2>
  %135 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %127)
  %136 = load <2 x double>, ptr %18, align 16, !tbaa !5
  %137 = fadd <2 x double> %135, %136
  %138 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %137, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %134)
  %139 = load <2 x double>, ptr %19, align 16, !tbaa !5
  %140 = shufflevector <2 x double> %139, <2 x double> %133, <2 x i32> <i32 1, i32 2>
  %141 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %133)
  %142 = load <2 x double>, ptr %20, align 16, !tbaa !5
  %143 = fadd <2 x double> %141, %142
  %144 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %143, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %140)
  %145 = load <2 x double>, ptr %21, align 16, !tbaa !5
  %146 = shufflevector <2 x double> %145, <2 x double> %139, <2 x i32> <i32 1, i32 2>
  %147 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %146, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %139)
  %148 = load <2 x double>, ptr %22, align 16, !tbaa !5
  %149 = fadd <2 x double> %147, %148
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %146)
  %151 = load <2 x double>, ptr %23, align 16, !tbaa !5
  %152 = shufflevector <2 x double> %151, <2 x double> %145, <2 x i32> <i32 1, i32 2>
  %153 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %152, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %145)
  %154 = load <2 x double>, ptr %24, align 16, !tbaa !5
  %155 = fadd <2 x double> %153, %154
  %156 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %155, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %152)
  %157 = load <2 x double>, ptr %25, align 16, !tbaa !5
  %158 = shufflevector <2 x double> %157, <2 x double> %151, <2 x i32> <i32 1, i32 2>
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %151)
  %160 = load <2 x double>, ptr %26, align 16, !tbaa !5
  %161 = fadd <2 x double> %159, %160
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %161, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %158)
  %163 = load <2 x double>, ptr %27, align 16, !tbaa !5
  %164 = shufflevector <2 x double> %163, <2 x double> %157, <2 x i32> <i32 1, i32 2>
  %165 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %164, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %157)
  %166 = load <2 x double>, ptr %28, align 16, !tbaa !5
  %167 = fadd <2 x double> %165, %166
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %164)
  %169 = load <2 x double>, ptr %29, align 16, !tbaa !5
  %170 = shufflevector <2 x double> %169, <2 x double> %163, <2 x i32> <i32 1, i32 2>
  %171 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %170, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %163)
  %172 = load <2 x double>, ptr %30, align 16, !tbaa !5
  %173 = fadd <2 x double> %171, %172
  %174 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %173, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %170)
  %175 = load <2 x double>, ptr %31, align 16, !tbaa !5
  %176 = shufflevector <2 x double> %175, <2 x double> %169, <2 x i32> <i32 1, i32 2>
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %176, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %169)
  %178 = load <2 x double>, ptr %32, align 16, !tbaa !5
  %179 = fadd <2 x double> %177, %178
  %180 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %179, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %176)
  %181 = load <2 x double>, ptr %33, align 16, !tbaa !5
  %182 = shufflevector <2 x double> %181, <2 x double> %175, <2 x i32> <i32 1, i32 2>
  %183 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %182, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %175)
  %184 = load <2 x double>, ptr %34, align 16, !tbaa !5
  %185 = fadd <2 x double> %183, %184
  %186 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %185, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %182)
  %187 = load <2 x double>, ptr %35, align 16, !tbaa !5
  %188 = shufflevector <2 x double> %187, <2 x double> %181, <2 x i32> <i32 1, i32 2>
  %189 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %188, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %181)
  %190 = load <2 x double>, ptr %36, align 16, !tbaa !5
  %191 = fadd <2 x double> %189, %190
  %192 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %191, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %188)
  %193 = load <2 x double>, ptr %37, align 16, !tbaa !5
  %194 = shufflevector <2 x double> %193, <2 x double> %187, <2 x i32> <i32 1, i32 2>
  %195 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %194, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %187)
  %196 = load <2 x double>, ptr %38, align 16, !tbaa !5
  %197 = fadd <2 x double> %195, %196
  %198 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %197, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %194)
  %199 = load <2 x double>, ptr %39, align 16, !tbaa !5
  %200 = shufflevector <2 x double> %199, <2 x double> %193, <2 x i32> <i32 1, i32 2>
  %201 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %200, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %193)
  %202 = load <2 x double>, ptr %40, align 16, !tbaa !5
  %203 = fadd <2 x double> %201, %202
  %204 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %203, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %200)
  %205 = load <2 x double>, ptr %41, align 16, !tbaa !5
  %206 = shufflevector <2 x double> %205, <2 x double> %199, <2 x i32> <i32 1, i32 2>
  %207 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %206, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %199)
  %208 = load <2 x double>, ptr %42, align 16, !tbaa !5
  %209 = fadd <2 x double> %207, %208
  %210 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %209, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %206)
  %211 = load <2 x double>, ptr %43, align 16, !tbaa !5
  %212 = shufflevector <2 x double> %211, <2 x double> %205, <2 x i32> <i32 1, i32 2>
  %213 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %205)
  %214 = load <2 x double>, ptr %44, align 16, !tbaa !5
  %215 = fadd <2 x double> %213, %214
  %216 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %215, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %212)
  %217 = load <2 x double>, ptr %45, align 16, !tbaa !5
  %218 = shufflevector <2 x double> %217, <2 x double> %211, <2 x i32> <i32 1, i32 2>
  %219 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %218, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %211)
  %220 = load <2 x double>, ptr %46, align 16, !tbaa !5
  %221 = fadd <2 x double> %219, %220
  %222 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %221, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %218)
  %223 = load double, ptr %10, align 8, !tbaa !5
  %224 = insertelement <2 x double> poison, double %223, i64 1
  %225 = shufflevector <2 x double> %224, <2 x double> %217, <2 x i32> <i32 1, i32 2>
  %226 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %225, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %217)
  %227 = load <2 x double>, ptr %3, align 16, !tbaa !5
  %228 = fadd <2 x double> %226, %227
  %229 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %228, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %225)
  %230 = tail call double @llvm.fmuladd.f64(double %120, double -2.000000e+00, double %117)
  %231 = load double, ptr %47, align 16, !tbaa !5
  %232 = fadd double %230, %231
  %233 = tail call double @llvm.fmuladd.f64(double %232, double 4.000000e-01, double %120)
  %234 = tail call double @llvm.fmuladd.f64(double %117, double -2.000000e+00, double %116)
  %235 = load double, ptr %49, align 8, !tbaa !5
  %236 = fadd double %234, %235
  %237 = tail call double @llvm.fmuladd.f64(double %236, double 4.000000e-01, double %117)
  %238 = tail call double @llvm.fmuladd.f64(double %116, double -2.000000e+00, double %115)
  %239 = fadd double %238, %117
  %240 = tail call double @llvm.fmuladd.f64(double %239, double 4.000000e-01, double %116)
  store double 0.000000e+00, ptr %3, align 16
  store <2 x double> %229, ptr %51, align 8
  store <2 x double> %222, ptr %52, align 8
  store <2 x double> %216, ptr %53, align 8
  store <2 x double> %210, ptr %54, align 8
  store <2 x double> %204, ptr %55, align 8
  store <2 x double> %198, ptr %56, align 8
  store <2 x double> %192, ptr %57, align 8
  store <2 x double> %186, ptr %58, align 8
  store <2 x double> %180, ptr %59, align 8
  store <2 x double> %174, ptr %60, align 8
  store <2 x double> %168, ptr %61, align 8
  store <2 x double> %162, ptr %62, align 8
  store <2 x double> %156, ptr %63, align 8
  store <2 x double> %150, ptr %64, align 8
  store <2 x double> %144, ptr %65, align 8
  store <2 x double> %138, ptr %66, align 8
  store <2 x double> %132, ptr %67, align 8
  store <2 x double> %126, ptr %68, align 8
  store double %233, ptr %69, align 8
  %241 = add nuw nsw i32 %118, 1
  %242 = icmp eq i32 %241, 200
  br i1 %242, label %91, label %114, !llvm.loop !11

243:                                              ; preds = %91, %307
  %244 = phi i32 [ 0, %91 ], [ %308, %307 ]
  br label %310

245:                                              ; preds = %307
  %246 = getelementptr inbounds i8, ptr %4, i64 160
  %247 = load double, ptr %246, align 16, !tbaa !5
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %247)
  br label %332

249:                                              ; preds = %323
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %2) #7
  %250 = load double, ptr %7, align 16, !tbaa !5
  %251 = load <2 x double>, ptr %6, align 16
  %252 = load <2 x double>, ptr %8, align 16
  %253 = insertelement <2 x double> %252, double %250, i64 1
  %254 = shufflevector <2 x double> %251, <2 x double> poison, <2 x i32> zeroinitializer
  %255 = fdiv <2 x double> %253, %254
  %256 = extractelement <2 x double> %255, i64 1
  store double %256, ptr %1, align 16, !tbaa !5
  %257 = extractelement <2 x double> %255, i64 0
  store double %257, ptr %2, align 16, !tbaa !5
  br label %260

258:                                              ; preds = %260
  %259 = load double, ptr %112, align 16, !tbaa !5
  store double %259, ptr %113, align 16, !tbaa !5
  br label %287

260:                                              ; preds = %260, %249
  %261 = phi i64 [ 1, %249 ], [ %285, %260 ]
  %262 = phi <2 x double> [ %255, %249 ], [ %281, %260 ]
  %263 = getelementptr inbounds double, ptr %6, i64 %261
  %264 = load double, ptr %263, align 8, !tbaa !5
  %265 = getelementptr inbounds double, ptr %5, i64 %261
  %266 = load double, ptr %265, align 8, !tbaa !5
  %267 = fneg double %266
  %268 = extractelement <2 x double> %262, i64 1
  %269 = tail call double @llvm.fmuladd.f64(double %267, double %268, double %264)
  %270 = getelementptr inbounds double, ptr %7, i64 %261
  %271 = load double, ptr %270, align 8, !tbaa !5
  %272 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %261
  %273 = getelementptr inbounds double, ptr %8, i64 %261
  %274 = load double, ptr %273, align 8, !tbaa !5
  %275 = extractelement <2 x double> %262, i64 0
  %276 = tail call double @llvm.fmuladd.f64(double %267, double %275, double %274)
  %277 = insertelement <2 x double> poison, double %276, i64 0
  %278 = insertelement <2 x double> %277, double %271, i64 1
  %279 = insertelement <2 x double> poison, double %269, i64 0
  %280 = shufflevector <2 x double> %279, <2 x double> poison, <2 x i32> zeroinitializer
  %281 = fdiv <2 x double> %278, %280
  %282 = extractelement <2 x double> %281, i64 1
  store double %282, ptr %272, align 8, !tbaa !5
  %283 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %261
  %284 = extractelement <2 x double> %281, i64 0
  store double %284, ptr %283, align 8, !tbaa !5
  %285 = add nuw nsw i64 %261, 1
  %286 = icmp eq i64 %285, 41
  br i1 %286, label %258, label %260, !llvm.loop !12

287:                                              ; preds = %287, %258
  %288 = phi double [ %259, %258 ], [ %304, %287 ]
  %289 = phi i64 [ 39, %258 ], [ %305, %287 ]
  %290 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !5
  %292 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %289
  %293 = load double, ptr %292, align 8, !tbaa !5
  %294 = getelementptr inbounds double, ptr %4, i64 %289
  %295 = fneg double %293
  %296 = tail call double @llvm.fmuladd.f64(double %295, double %288, double %291)
  store double %296, ptr %294, align 8, !tbaa !5
  %297 = add nsw i64 %289, -1
  %298 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %297
  %299 = load double, ptr %298, align 8, !tbaa !5
  %300 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %297
  %301 = load double, ptr %300, align 8, !tbaa !5
  %302 = getelementptr inbounds double, ptr %4, i64 %297
  %303 = fneg double %301
  %304 = tail call double @llvm.fmuladd.f64(double %303, double %296, double %299)
  store double %304, ptr %302, align 8, !tbaa !5
  %305 = add nsw i64 %289, -2
  %306 = icmp eq i64 %297, 0
  br i1 %306, label %307, label %287, !llvm.loop !13

307:                                              ; preds = %287
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %1) #7
  %308 = add nuw nsw i32 %244, 1
  %309 = icmp eq i32 %308, 50
  br i1 %309, label %245, label %243, !llvm.loop !14

310:                                              ; preds = %243, %323
  %311 = phi i64 [ 0, %243 ], [ %326, %323 ]
  %312 = trunc nuw nsw i64 %311 to i32
  switch i32 %312, label %317 [
    i32 40, label %313
    i32 0, label %313
  ]

313:                                              ; preds = %310, %310
  %314 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %311
  store double 0.000000e+00, ptr %314, align 8, !tbaa !5
  %315 = getelementptr inbounds [41 x double], ptr %6, i64 0, i64 %311
  store double 1.000000e+00, ptr %315, align 8, !tbaa !5
  %316 = getelementptr inbounds [41 x double], ptr %7, i64 0, i64 %311
  store double 0.000000e+00, ptr %316, align 8, !tbaa !5
  br label %323

317:                                              ; preds = %310
  %318 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %311
  store double -1.600000e+00, ptr %318, align 8, !tbaa !5
  %319 = getelementptr inbounds [41 x double], ptr %6, i64 0, i64 %311
  store double 4.200000e+00, ptr %319, align 8, !tbaa !5
  %320 = getelementptr inbounds [41 x double], ptr %7, i64 0, i64 %311
  store double -1.600000e+00, ptr %320, align 8, !tbaa !5
  %321 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %311
  %322 = load double, ptr %321, align 8, !tbaa !5
  br label %323

323:                                              ; preds = %313, %317
  %324 = phi double [ 0.000000e+00, %313 ], [ %322, %317 ]
  %325 = getelementptr inbounds [41 x double], ptr %8, i64 0, i64 %311
  store double %324, ptr %325, align 8, !tbaa !5
  %326 = add nuw nsw i64 %311, 1
  %327 = icmp eq i64 %326, 41
  br i1 %327, label %249, label %310, !llvm.loop !15

328:                                              ; preds = %332
  %329 = fcmp olt double %341, 1.000000e-02
  %330 = zext i1 %329 to i32
  %331 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %341, i32 noundef %330)
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %3) #7
  ret i32 0

332:                                              ; preds = %343, %245
  %333 = phi i64 [ 0, %245 ], [ %352, %343 ]
  %334 = phi double [ 0.000000e+00, %245 ], [ %351, %343 ]
  %335 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %333
  %336 = load double, ptr %335, align 16, !tbaa !5
  %337 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %333
  %338 = load double, ptr %337, align 16, !tbaa !5
  %339 = fsub double %336, %338
  %340 = tail call double @llvm.fabs.f64(double %339)
  %341 = tail call double @llvm.maxnum.f64(double %334, double %340)
  %342 = icmp eq i64 %333, 40
  br i1 %342, label %328, label %343, !llvm.loop !16

343:                                              ; preds = %332
  %344 = or disjoint i64 %333, 1
  %345 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %344
  %346 = load double, ptr %345, align 8, !tbaa !5
  %347 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %344
  %348 = load double, ptr %347, align 8, !tbaa !5
  %349 = fsub double %346, %348
  %350 = tail call double @llvm.fabs.f64(double %349)
  %351 = tail call double @llvm.maxnum.f64(double %341, double %350)
  %352 = add nuw nsw i64 %333, 2
  br label %332
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
