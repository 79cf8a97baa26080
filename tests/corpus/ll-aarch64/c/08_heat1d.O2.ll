; ModuleID = 'c/08_heat1d.c'
source_filename = "c/08_heat1d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"explicit: t=%.6f u(0.5)=%.8f exact=%.8f\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"  u[%2d]=%.7f\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"implicit: u(0.5)=%.8f\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"explicit vs implicit max diff = %.3e (< 1e-2: %d)\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [41 x double], align 8
  %2 = alloca [41 x double], align 8
  %3 = alloca [41 x double], align 16
  %4 = alloca [41 x double], align 8
  %5 = alloca [41 x double], align 8
  %6 = alloca [41 x double], align 8
  %7 = alloca [41 x double], align 8
  %8 = alloca [41 x double], align 8
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %4) #7
  br label %73

9:                                                ; preds = %73
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(328) %4, ptr noundef nonnull align 16 dereferenceable(328) %3, i64 328, i1 false)
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
  br label %106

73:                                               ; preds = %0, %73
  %74 = phi i64 [ 0, %0 ], [ %81, %73 ]
  %75 = trunc nuw nsw i64 %74 to i32
  %76 = uitofp nneg i32 %75 to double
  %77 = fmul double %76, 0x400921FB54442D18
  %78 = fmul double %77, 2.500000e-02
  %79 = tail call double @sin(double noundef %78) #7
  %80 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %74
  store double %79, ptr %80, align 8, !tbaa !6
  %81 = add nuw nsw i64 %74, 1
  %82 = icmp eq i64 %81, 41
  br i1 %82, label %9, label %73, !llvm.loop !10

83:                                               ; preds = %106
  store double %229, ptr %11, align 16
  store double %232, ptr %48, align 8
  store double 0.000000e+00, ptr %50, align 16
  %84 = getelementptr inbounds i8, ptr %3, i64 160
  %85 = load double, ptr %84, align 16, !tbaa !6
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x3FA999999999999B, double noundef %85, double noundef 0x3FE38933279940F7)
  %87 = load double, ptr %3, align 16, !tbaa !6
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %87)
  %89 = getelementptr inbounds i8, ptr %3, i64 64
  %90 = load double, ptr %89, align 16, !tbaa !6
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, double noundef %90)
  %92 = getelementptr inbounds i8, ptr %3, i64 128
  %93 = load double, ptr %92, align 16, !tbaa !6
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, double noundef %93)
  %95 = getelementptr inbounds i8, ptr %3, i64 192
  %96 = load double, ptr %95, align 16, !tbaa !6
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, double noundef %96)
  %98 = getelementptr inbounds i8, ptr %3, i64 256
  %99 = load double, ptr %98, align 16, !tbaa !6
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, double noundef %99)
  %101 = getelementptr inbounds i8, ptr %3, i64 320
  %102 = load double, ptr %101, align 16, !tbaa !6
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, double noundef %102)
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %6) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %8) #7
  %104 = getelementptr inbounds i8, ptr %2, i64 320
  %105 = getelementptr inbounds i8, ptr %4, i64 320
  br label %235

106:                                              ; preds = %9, %106
  %107 = phi double [ %72, %9 ], [ 0.000000e+00, %106 ]
  %108 = phi double [ %71, %9 ], [ %232, %106 ]
  %109 = phi double [ %70, %9 ], [ %229, %106 ]
  %110 = phi i32 [ 0, %9 ], [ %233, %106 ]
  %111 = load <2 x double>, ptr %12, align 16, !tbaa !6
  %112 = extractelement <2 x double> %111, i64 1
  %113 = load <2 x double>, ptr %13, align 16, !tbaa !6
  %114 = shufflevector <2 x double> %113, <2 x double> %111, <2 x i32> <i32 1, i32 2>
  %115 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %114, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %111)
  %116 = load <2 x double>, ptr %14, align 16, !tbaa !6
  %117 = fadd <2 x double> %115, %116
  %118 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %114)
  %119 = load <2 x double>, ptr %15, align 16, !tbaa !6
  %120 = shufflevector <2 x double> %119, <2 x double> %113, <2 x i32> <i32 1, i32 2>
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %113)
  %122 = load <2 x double>, ptr %16, align 16, !tbaa !6
  %123 = fadd <2 x double> %121, %122
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %120)
  %125 = load <2 x double>, ptr %17, align 16, !tbaa !6
  %126 = shufflevector <2 x double> %125, <2 x double> %119, <2 x i32> <i32 1, i32 2>
  %127 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %119)
  %128 = load <2 x double>, ptr %18, align 16, !tbaa !6
  %129 = fadd <2 x double> %127, %128
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %126)
  %131 = load <2 x double>, ptr %19, align 16, !tbaa !6
  %132 = shufflevector <2 x double> %131, <2 x double> %125, <2 x i32> <i32 1, i32 2>
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %125)
  %134 = load <2 x double>, ptr %20, align 16, !tbaa !6
  %135 = fadd <2 x double> %133, %134
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %132)
  %137 = load <2 x double>, ptr %21, align 16, !tbaa !6
  %138 = shufflevector <2 x double> %137, <2 x double> %131, <2 x i32> <i32 1, i32 2>
  %139 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %131)
  %140 = load <2 x double>, ptr %22, align 16, !tbaa !6
  %141 = fadd <2 x double> %139, %140
  %142 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %141, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %138)
  %143 = load <2 x double>, ptr %23, align 16, !tbaa !6
  %144 = shufflevector <2 x double> %143, <2 x double> %137, <2 x i32> <i32 1, i32 2>
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %144, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %137)
  %146 = load <2 x double>, ptr %24, align 16, !tbaa !6
  %147 = fadd <2 x double> %145, %146
  %148 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %147, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %144)
  %149 = load <2 x double>, ptr %25, align 16, !tbaa !6
  %150 = shufflevector <2 x double> %149, <2 x double> %143, <2 x i32> <i32 1, i32 2>
  %151 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %150, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %143)
  %152 = load <2 x double>, ptr %26, align 16, !tbaa !6
  %153 = fadd <2 x double> %151, %152
  %154 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %153, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %150)
  %155 = load <2 x double>, ptr %27, align 16, !tbaa !6
  %156 = shufflevector <2 x double> %155, <2 x double> %149, <2 x i32> <i32 1, i32 2>
  %157 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %156, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %149)
  %158 = load <2 x double>, ptr %28, align 16, !tbaa !6
  %159 = fadd <2 x double> %157, %158
  %160 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %159, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %156)
  %161 = load <2 x double>, ptr %29, align 16, !tbaa !6
  %162 = shufflevector <2 x double> %161, <2 x double> %155, <2 x i32> <i32 1, i32 2>
  %163 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %155)
  %164 = load <2 x double>, ptr %30, align 16, !tbaa !6
  %165 = fadd <2 x double> %163, %164
  %166 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %165, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %162)
  %167 = load <2 x double>, ptr %31, align 16, !tbaa !6
  %168 = shufflevector <2 x double> %167, <2 x double> %161, <2 x i32> <i32 1, i32 2>
  %169 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %168, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %161)
  %170 = load <2 x double>, ptr %32, align 16, !tbaa !6
  %171 = fadd <2 x double> %169, %170
  %172 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %171, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %168)
  %173 = load <2 x double>, ptr %33, align 16, !tbaa !6
  %174 = shufflevector <2 x double> %173, <2 x double> %167, <2 x i32> <i32 1, i32 2>
  %175 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %174, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %167)
  %176 = load <2 x double>, ptr %34, align 16, !tbaa !6
  %177 = fadd <2 x double> %175, %176
  %178 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %177, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %174)
  %179 = load <2 x double>, ptr %35, align 16, !tbaa !6
  %180 = shufflevector <2 x double> %179, <2 x double> %173, <2 x i32> <i32 1, i32 2>
  %181 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %180, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %173)
  %182 = load <2 x double>, ptr %36, align 16, !tbaa !6
  %183 = fadd <2 x double> %181, %182
  %184 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %183, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %180)
  %185 = load <2 x double>, ptr %37, align 16, !tbaa !6
  %186 = shufflevector <2 x double> %185, <2 x double> %179, <2 x i32> <i32 1, i32 2>
  %187 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %186, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %179)
  %188 = load <2 x double>, ptr %38, align 16, !tbaa !6
  %189 = fadd <2 x double> %187, %188
  %190 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %189, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %186)
  %191 = load <2 x double>, ptr %39, align 16, !tbaa !6
  %192 = shufflevector <2 x double> %191, <2 x double> %185, <2 x i32> <i32 1, i32 2>
  %193 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %192, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %185)
  %194 = load <2 x double>, ptr %40, align 16, !tbaa !6
  %195 = fadd <2 x double> %193, %194
  %196 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %195, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %192)
  %197 = load <2 x double>, ptr %41, align 16, !tbaa !6
  %198 = shufflevector <2 x double> %197, <2 x double> %191, <2 x i32> <i32 1, i32 2>
  %199 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %198, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %191)
  %200 = load <2 x double>, ptr %42, align 16, !tbaa !6
  %201 = fadd <2 x double> %199, %200
  %202 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %201, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %198)
  %203 = load <2 x double>, ptr %43, align 16, !tbaa !6
  %204 = shufflevector <2 x double> %203, <2 x double> %197, <2 x i32> <i32 1, i32 2>
  %205 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %204, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %197)
  %206 = load <2 x double>, ptr %44, align 16, !tbaa !6
  %207 = fadd <2 x double> %205, %206
  %208 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %207, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %204)
  %209 = load <2 x double>, ptr %45, align 16, !tbaa !6
  %210 = shufflevector <2 x double> %209, <2 x double> %203, <2 x i32> <i32 1, i32 2>
  %211 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %210, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %203)
  %212 = load <2 x double>, ptr %46, align 16, !tbaa !6
  %213 = fadd <2 x double> %211, %212
  %214 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %213, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %210)
  %215 = load double, ptr %10, align 8, !tbaa !6
  %216 = insertelement <2 x double> poison, double %215, i64 1
  %217 = shufflevector <2 x double> %216, <2 x double> %209, <2 x i32> <i32 1, i32 2>
  %218 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %217, <2 x double> <double -2.000000e+00, double -2.000000e+00>, <2 x double> %209)
  %219 = load <2 x double>, ptr %3, align 16, !tbaa !6
  %220 = fadd <2 x double> %218, %219
  %221 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %220, <2 x double> <double 4.000000e-01, double 4.000000e-01>, <2 x double> %217)
  %222 = tail call double @llvm.fmuladd.f64(double %112, double -2.000000e+00, double %109)
  %223 = load double, ptr %47, align 16, !tbaa !6
  %224 = fadd double %222, %223
  %225 = tail call double @llvm.fmuladd.f64(double %224, double 4.000000e-01, double %112)
  %226 = tail call double @llvm.fmuladd.f64(double %109, double -2.000000e+00, double %108)
  %227 = load double, ptr %49, align 8, !tbaa !6
  %228 = fadd double %226, %227
  %229 = tail call double @llvm.fmuladd.f64(double %228, double 4.000000e-01, double %109)
  %230 = tail call double @llvm.fmuladd.f64(double %108, double -2.000000e+00, double %107)
  %231 = fadd double %230, %109
  %232 = tail call double @llvm.fmuladd.f64(double %231, double 4.000000e-01, double %108)
  store double 0.000000e+00, ptr %3, align 16
  store <2 x double> %221, ptr %51, align 8
  store <2 x double> %214, ptr %52, align 8
  store <2 x double> %208, ptr %53, align 8
  store <2 x double> %202, ptr %54, align 8
  store <2 x double> %196, ptr %55, align 8
  store <2 x double> %190, ptr %56, align 8
  store <2 x double> %184, ptr %57, align 8
  store <2 x double> %178, ptr %58, align 8
  store <2 x double> %172, ptr %59, align 8
  store <2 x double> %166, ptr %60, align 8
  store <2 x double> %160, ptr %61, align 8
  store <2 x double> %154, ptr %62, align 8
  store <2 x double> %148, ptr %63, align 8
  store <2 x double> %142, ptr %64, align 8
  store <2 x double> %136, ptr %65, align 8
  store <2 x double> %130, ptr %66, align 8
  store <2 x double> %124, ptr %67, align 8
  store <2 x double> %118, ptr %68, align 8
  store double %225, ptr %69, align 8
  %233 = add nuw nsw i32 %110, 1
  %234 = icmp eq i32 %233, 200
  br i1 %234, label %83, label %106, !llvm.loop !12

235:                                              ; preds = %83, %282
  %236 = phi i32 [ 0, %83 ], [ %283, %282 ]
  br label %285

237:                                              ; preds = %282
  %238 = getelementptr inbounds i8, ptr %4, i64 160
  %239 = load double, ptr %238, align 8, !tbaa !6
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %239)
  br label %307

241:                                              ; preds = %298
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %2) #7
  %242 = load double, ptr %7, align 8, !tbaa !6
  %243 = load double, ptr %6, align 8, !tbaa !6
  %244 = fdiv double %242, %243
  store double %244, ptr %1, align 8, !tbaa !6
  %245 = load double, ptr %8, align 8, !tbaa !6
  %246 = fdiv double %245, %243
  store double %246, ptr %2, align 8, !tbaa !6
  br label %249

247:                                              ; preds = %249
  %248 = load double, ptr %104, align 8, !tbaa !6
  store double %248, ptr %105, align 8, !tbaa !6
  br label %270

249:                                              ; preds = %249, %241
  %250 = phi double [ %246, %241 ], [ %266, %249 ]
  %251 = phi double [ %244, %241 ], [ %261, %249 ]
  %252 = phi i64 [ 1, %241 ], [ %268, %249 ]
  %253 = getelementptr inbounds double, ptr %6, i64 %252
  %254 = load double, ptr %253, align 8, !tbaa !6
  %255 = getelementptr inbounds double, ptr %5, i64 %252
  %256 = load double, ptr %255, align 8, !tbaa !6
  %257 = fneg double %256
  %258 = tail call double @llvm.fmuladd.f64(double %257, double %251, double %254)
  %259 = getelementptr inbounds double, ptr %7, i64 %252
  %260 = load double, ptr %259, align 8, !tbaa !6
  %261 = fdiv double %260, %258
  %262 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %252
  store double %261, ptr %262, align 8, !tbaa !6
  %263 = getelementptr inbounds double, ptr %8, i64 %252
  %264 = load double, ptr %263, align 8, !tbaa !6
  %265 = tail call double @llvm.fmuladd.f64(double %257, double %250, double %264)
  %266 = fdiv double %265, %258
  %267 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %252
  store double %266, ptr %267, align 8, !tbaa !6
  %268 = add nuw nsw i64 %252, 1
  %269 = icmp eq i64 %268, 41
  br i1 %269, label %247, label %249, !llvm.loop !13

270:                                              ; preds = %270, %247
  %271 = phi double [ %248, %247 ], [ %279, %270 ]
  %272 = phi i64 [ 39, %247 ], [ %280, %270 ]
  %273 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !6
  %275 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %272
  %276 = load double, ptr %275, align 8, !tbaa !6
  %277 = getelementptr inbounds double, ptr %4, i64 %272
  %278 = fneg double %276
  %279 = tail call double @llvm.fmuladd.f64(double %278, double %271, double %274)
  store double %279, ptr %277, align 8, !tbaa !6
  %280 = add nsw i64 %272, -1
  %281 = icmp eq i64 %272, 0
  br i1 %281, label %282, label %270, !llvm.loop !14

282:                                              ; preds = %270
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %1) #7
  %283 = add nuw nsw i32 %236, 1
  %284 = icmp eq i32 %283, 50
  br i1 %284, label %237, label %235, !llvm.loop !15

285:                                              ; preds = %235, %298
  %286 = phi i64 [ 0, %235 ], [ %301, %298 ]
  %287 = trunc nuw nsw i64 %286 to i32
  switch i32 %287, label %292 [
    i32 40, label %288
    i32 0, label %288
  ]

288:                                              ; preds = %285, %285
  %289 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %286
  store double 0.000000e+00, ptr %289, align 8, !tbaa !6
  %290 = getelementptr inbounds [41 x double], ptr %6, i64 0, i64 %286
  store double 1.000000e+00, ptr %290, align 8, !tbaa !6
  %291 = getelementptr inbounds [41 x double], ptr %7, i64 0, i64 %286
  store double 0.000000e+00, ptr %291, align 8, !tbaa !6
  br label %298

292:                                              ; preds = %285
  %293 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %286
  store double -1.600000e+00, ptr %293, align 8, !tbaa !6
  %294 = getelementptr inbounds [41 x double], ptr %6, i64 0, i64 %286
  store double 4.200000e+00, ptr %294, align 8, !tbaa !6
  %295 = getelementptr inbounds [41 x double], ptr %7, i64 0, i64 %286
  store double -1.600000e+00, ptr %295, align 8, !tbaa !6
  %296 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %286
  %297 = load double, ptr %296, align 8, !tbaa !6
  br label %298

298:                                              ; preds = %288, %292
  %299 = phi double [ 0.000000e+00, %288 ], [ %297, %292 ]
  %300 = getelementptr inbounds [41 x double], ptr %8, i64 0, i64 %286
  store double %299, ptr %300, align 8, !tbaa !6
  %301 = add nuw nsw i64 %286, 1
  %302 = icmp eq i64 %301, 41
  br i1 %302, label %241, label %285, !llvm.loop !16

303:                                              ; preds = %307
  %304 = fcmp olt double %316, 1.000000e-02
  %305 = zext i1 %304 to i32
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %316, i32 noundef %305)
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %3) #7
  ret i32 0

307:                                              ; preds = %237, %307
  %308 = phi i64 [ 0, %237 ], [ %317, %307 ]
  %309 = phi double [ 0.000000e+00, %237 ], [ %316, %307 ]
  %310 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %308
  %311 = load double, ptr %310, align 8, !tbaa !6
  %312 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %308
  %313 = load double, ptr %312, align 8, !tbaa !6
  %314 = fsub double %311, %313
  %315 = tail call double @llvm.fabs.f64(double %314)
  %316 = tail call double @llvm.maxnum.f64(double %309, double %315)
  %317 = add nuw nsw i64 %308, 1
  %318 = icmp eq i64 %317, 41
  br i1 %318, label %303, label %307, !llvm.loop !17
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
