; ModuleID = 'c/05_fft_recursive.c'
source_filename = "c/05_fft_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cplx = type { double, double }

@.str = private unnamed_addr constant [34 x i8] c"X[%2d] = %9.5f %+9.5fi  |X|=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"roundtrip ok: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"product coeffs:\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x %struct.cplx], align 16
  %2 = alloca [16 x %struct.cplx], align 16
  %3 = alloca [8 x %struct.cplx], align 16
  %4 = alloca [8 x %struct.cplx], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #12
  br label %6

5:                                                ; preds = %6
  call fastcc void @fft(ptr noundef nonnull %1, i32 noundef 16, i32 noundef 0)
  br label %23

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %20, %6 ]
  %8 = trunc nuw nsw i64 %7 to i32
  %9 = uitofp nneg i32 %8 to double
  %10 = fmul double %9, 0x4032D97C7F3321D2
  %11 = fmul double %10, 6.250000e-02
  %12 = tail call double @cos(double noundef %11) #12
  %13 = fmul double %9, 0x403F6A7A2955385E
  %14 = fmul double %13, 6.250000e-02
  %15 = tail call double @sin(double noundef %14) #12
  %16 = tail call double @llvm.fmuladd.f64(double %15, double 5.000000e-01, double %12)
  %17 = getelementptr inbounds [16 x %struct.cplx], ptr %1, i64 0, i64 %7
  store double %16, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  store double 0.000000e+00, ptr %18, align 8, !tbaa !10
  %19 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %19, ptr noundef nonnull align 16 dereferenceable(16) %17, i64 16, i1 false), !tbaa.struct !11
  %20 = add nuw nsw i64 %7, 1
  %21 = icmp eq i64 %20, 16
  br i1 %21, label %5, label %6, !llvm.loop !13

22:                                               ; preds = %23
  call fastcc void @fft(ptr noundef nonnull %1, i32 noundef 16, i32 noundef 1)
  br label %183

23:                                               ; preds = %5, %23
  %24 = phi i64 [ 0, %5 ], [ %41, %23 ]
  %25 = getelementptr inbounds [16 x %struct.cplx], ptr %1, i64 0, i64 %24
  %26 = load double, ptr %25, align 16, !tbaa !5
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp olt double %27, 5.000000e-10
  %29 = select i1 %28, double 0.000000e+00, double %26
  %30 = getelementptr inbounds i8, ptr %25, i64 8
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = tail call double @llvm.fabs.f64(double %31)
  %33 = fcmp olt double %32, 5.000000e-10
  %34 = select i1 %33, double 0.000000e+00, double %31
  %35 = tail call double @hypot(double noundef %26, double noundef %31) #12
  %36 = tail call double @llvm.fabs.f64(double %35)
  %37 = fcmp olt double %36, 5.000000e-10
  %38 = select i1 %37, double 0.000000e+00, double %35
  %39 = trunc nuw nsw i64 %24 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %39, double noundef %29, double noundef %34, double noundef %38)
  %41 = add nuw nsw i64 %24, 1
  %42 = icmp eq i64 %41, 16
  br i1 %42, label %22, label %23, !llvm.loop !15

43:                                               ; preds = %183
  %44 = fcmp olt double %198, 0x3D719799812DEA11
  %45 = zext i1 %44 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %45)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  store double 1.000000e+00, ptr %3, align 16
  %47 = getelementptr inbounds i8, ptr %3, i64 16
  store double 2.000000e+00, ptr %47, align 16
  %48 = getelementptr inbounds i8, ptr %3, i64 32
  store double 3.000000e+00, ptr %48, align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %4, i8 0, i64 128, i1 false)
  store double 4.000000e+00, ptr %4, align 16
  %49 = getelementptr inbounds i8, ptr %4, i64 16
  store double 5.000000e+00, ptr %49, align 16
  %50 = getelementptr inbounds i8, ptr %4, i64 48
  store double 6.000000e+00, ptr %50, align 16
  call fastcc void @fft(ptr noundef nonnull %3, i32 noundef 8, i32 noundef 0)
  call fastcc void @fft(ptr noundef nonnull %4, i32 noundef 8, i32 noundef 0)
  %51 = load <2 x double>, ptr %3, align 16
  %52 = getelementptr inbounds i8, ptr %3, i64 8
  %53 = load double, ptr %52, align 8
  %54 = fneg double %53
  %55 = load <2 x double>, ptr %4, align 16
  %56 = insertelement <2 x double> poison, double %53, i64 0
  %57 = insertelement <2 x double> %56, double %54, i64 1
  %58 = fmul <2 x double> %55, %57
  %59 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %60 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> zeroinitializer
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> %55, <2 x double> %59)
  store <2 x double> %61, ptr %3, align 16, !tbaa !12
  %62 = load <2 x double>, ptr %47, align 16
  %63 = getelementptr inbounds i8, ptr %3, i64 24
  %64 = load double, ptr %63, align 8
  %65 = fneg double %64
  %66 = load <2 x double>, ptr %49, align 16
  %67 = insertelement <2 x double> poison, double %64, i64 0
  %68 = insertelement <2 x double> %67, double %65, i64 1
  %69 = fmul <2 x double> %66, %68
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %71 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> zeroinitializer
  %72 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %71, <2 x double> %66, <2 x double> %70)
  store <2 x double> %72, ptr %47, align 16, !tbaa !12
  %73 = getelementptr inbounds i8, ptr %4, i64 32
  %74 = load <2 x double>, ptr %48, align 16
  %75 = getelementptr inbounds i8, ptr %3, i64 40
  %76 = load double, ptr %75, align 8
  %77 = fneg double %76
  %78 = load <2 x double>, ptr %73, align 16
  %79 = insertelement <2 x double> poison, double %76, i64 0
  %80 = insertelement <2 x double> %79, double %77, i64 1
  %81 = fmul <2 x double> %78, %80
  %82 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %83 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  %84 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> %78, <2 x double> %82)
  store <2 x double> %84, ptr %48, align 16, !tbaa !12
  %85 = getelementptr inbounds i8, ptr %3, i64 48
  %86 = load <2 x double>, ptr %85, align 16
  %87 = getelementptr inbounds i8, ptr %3, i64 56
  %88 = load double, ptr %87, align 8
  %89 = fneg double %88
  %90 = load <2 x double>, ptr %50, align 16
  %91 = insertelement <2 x double> poison, double %88, i64 0
  %92 = insertelement <2 x double> %91, double %89, i64 1
  %93 = fmul <2 x double> %90, %92
  %94 = shufflevector <2 x double> %93, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %95 = shufflevector <2 x double> %86, <2 x double> poison, <2 x i32> zeroinitializer
  %96 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> %90, <2 x double> %94)
  store <2 x double> %96, ptr %85, align 16, !tbaa !12
  %97 = getelementptr inbounds i8, ptr %3, i64 64
  %98 = getelementptr inbounds i8, ptr %4, i64 64
  %99 = load <2 x double>, ptr %97, align 16
  %100 = getelementptr inbounds i8, ptr %3, i64 72
  %101 = load double, ptr %100, align 8
  %102 = fneg double %101
  %103 = load <2 x double>, ptr %98, align 16
  %104 = insertelement <2 x double> poison, double %101, i64 0
  %105 = insertelement <2 x double> %104, double %102, i64 1
  %106 = fmul <2 x double> %103, %105
  %107 = shufflevector <2 x double> %106, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %108 = shufflevector <2 x double> %99, <2 x double> poison, <2 x i32> zeroinitializer
  %109 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> %103, <2 x double> %107)
  store <2 x double> %109, ptr %97, align 16, !tbaa !12
  %110 = getelementptr inbounds i8, ptr %3, i64 80
  %111 = getelementptr inbounds i8, ptr %4, i64 80
  %112 = load <2 x double>, ptr %110, align 16
  %113 = getelementptr inbounds i8, ptr %3, i64 88
  %114 = load double, ptr %113, align 8
  %115 = fneg double %114
  %116 = load <2 x double>, ptr %111, align 16
  %117 = insertelement <2 x double> poison, double %114, i64 0
  %118 = insertelement <2 x double> %117, double %115, i64 1
  %119 = fmul <2 x double> %116, %118
  %120 = shufflevector <2 x double> %119, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %121 = shufflevector <2 x double> %112, <2 x double> poison, <2 x i32> zeroinitializer
  %122 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %121, <2 x double> %116, <2 x double> %120)
  store <2 x double> %122, ptr %110, align 16, !tbaa !12
  %123 = getelementptr inbounds i8, ptr %3, i64 96
  %124 = getelementptr inbounds i8, ptr %4, i64 96
  %125 = load <2 x double>, ptr %123, align 16
  %126 = getelementptr inbounds i8, ptr %3, i64 104
  %127 = load double, ptr %126, align 8
  %128 = fneg double %127
  %129 = load <2 x double>, ptr %124, align 16
  %130 = insertelement <2 x double> poison, double %127, i64 0
  %131 = insertelement <2 x double> %130, double %128, i64 1
  %132 = fmul <2 x double> %129, %131
  %133 = shufflevector <2 x double> %132, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %134 = shufflevector <2 x double> %125, <2 x double> poison, <2 x i32> zeroinitializer
  %135 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %134, <2 x double> %129, <2 x double> %133)
  store <2 x double> %135, ptr %123, align 16, !tbaa !12
  %136 = getelementptr inbounds i8, ptr %3, i64 112
  %137 = getelementptr inbounds i8, ptr %4, i64 112
  %138 = load <2 x double>, ptr %136, align 16
  %139 = getelementptr inbounds i8, ptr %3, i64 120
  %140 = load double, ptr %139, align 8
  %141 = fneg double %140
  %142 = load <2 x double>, ptr %137, align 16
  %143 = insertelement <2 x double> poison, double %140, i64 0
  %144 = insertelement <2 x double> %143, double %141, i64 1
  %145 = fmul <2 x double> %142, %144
  %146 = shufflevector <2 x double> %145, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %147 = shufflevector <2 x double> %138, <2 x double> poison, <2 x i32> zeroinitializer
  %148 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %147, <2 x double> %142, <2 x double> %146)
  store <2 x double> %148, ptr %136, align 16, !tbaa !12
  call fastcc void @fft(ptr noundef nonnull %3, i32 noundef 8, i32 noundef 1)
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %150 = load double, ptr %3, align 16, !tbaa !5
  %151 = fmul double %150, 1.250000e-01
  %152 = tail call i64 @lround(double noundef %151) #12
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %152)
  %154 = load double, ptr %47, align 16, !tbaa !5
  %155 = fmul double %154, 1.250000e-01
  %156 = tail call i64 @lround(double noundef %155) #12
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %156)
  %158 = load double, ptr %48, align 16, !tbaa !5
  %159 = fmul double %158, 1.250000e-01
  %160 = tail call i64 @lround(double noundef %159) #12
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %160)
  %162 = load double, ptr %85, align 16, !tbaa !5
  %163 = fmul double %162, 1.250000e-01
  %164 = tail call i64 @lround(double noundef %163) #12
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %164)
  %166 = load double, ptr %97, align 16, !tbaa !5
  %167 = fmul double %166, 1.250000e-01
  %168 = tail call i64 @lround(double noundef %167) #12
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %168)
  %170 = load double, ptr %110, align 16, !tbaa !5
  %171 = fmul double %170, 1.250000e-01
  %172 = tail call i64 @lround(double noundef %171) #12
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %172)
  %174 = load double, ptr %123, align 16, !tbaa !5
  %175 = fmul double %174, 1.250000e-01
  %176 = tail call i64 @lround(double noundef %175) #12
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %176)
  %178 = load double, ptr %136, align 16, !tbaa !5
  %179 = fmul double %178, 1.250000e-01
  %180 = tail call i64 @lround(double noundef %179) #12
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %180)
  %182 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #12
  ret i32 0

183:                                              ; preds = %22, %183
  %184 = phi i64 [ 0, %22 ], [ %199, %183 ]
  %185 = phi double [ 0.000000e+00, %22 ], [ %198, %183 ]
  %186 = getelementptr inbounds [16 x %struct.cplx], ptr %1, i64 0, i64 %184
  %187 = load double, ptr %186, align 16, !tbaa !5
  %188 = fmul double %187, 6.250000e-02
  %189 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %184
  %190 = load double, ptr %189, align 16, !tbaa !5
  %191 = fsub double %188, %190
  %192 = tail call double @llvm.fabs.f64(double %191)
  %193 = getelementptr inbounds i8, ptr %186, i64 8
  %194 = load double, ptr %193, align 8, !tbaa !10
  %195 = fmul double %194, 6.250000e-02
  %196 = tail call double @llvm.fabs.f64(double %195)
  %197 = fadd double %192, %196
  %198 = tail call double @llvm.maxnum.f64(double %185, double %197)
  %199 = add nuw nsw i64 %184, 1
  %200 = icmp eq i64 %199, 16
  br i1 %200, label %43, label %183, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @fft(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i32 %1, 1
  br i1 %4, label %61, label %5

5:                                                ; preds = %3
  %6 = lshr i32 %1, 1
  %7 = zext nneg i32 %6 to i64
  %8 = shl nuw nsw i64 %7, 4
  %9 = tail call noalias ptr @malloc(i64 noundef %8) #13
  %10 = tail call noalias ptr @malloc(i64 noundef %8) #13
  %11 = icmp eq i32 %1, 0
  br i1 %11, label %33, label %12

12:                                               ; preds = %5
  %13 = tail call i32 @llvm.umax.i32(i32 %6, i32 1)
  %14 = zext nneg i32 %13 to i64
  br label %23

15:                                               ; preds = %23
  tail call fastcc void @fft(ptr noundef %9, i32 noundef %6, i32 noundef %2)
  tail call fastcc void @fft(ptr noundef %10, i32 noundef %6, i32 noundef %2)
  br i1 %11, label %34, label %16

16:                                               ; preds = %15
  %17 = icmp eq i32 %2, 0
  %18 = select i1 %17, double 0xC01921FB54442D18, double 0x401921FB54442D18
  %19 = uitofp nneg i32 %1 to double
  %20 = tail call i32 @llvm.umax.i32(i32 %6, i32 1)
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds %struct.cplx, ptr %0, i64 %7
  br label %35

23:                                               ; preds = %12, %23
  %24 = phi i64 [ 0, %12 ], [ %31, %23 ]
  %25 = getelementptr inbounds %struct.cplx, ptr %9, i64 %24
  %26 = shl nuw nsw i64 %24, 1
  %27 = getelementptr inbounds %struct.cplx, ptr %0, i64 %26
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !tbaa.struct !11
  %28 = getelementptr inbounds %struct.cplx, ptr %10, i64 %24
  %29 = or disjoint i64 %26, 1
  %30 = getelementptr inbounds %struct.cplx, ptr %0, i64 %29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %30, i64 16, i1 false), !tbaa.struct !11
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %15, label %23, !llvm.loop !17

33:                                               ; preds = %5
  tail call fastcc void @fft(ptr noundef %9, i32 noundef %6, i32 noundef %2)
  tail call fastcc void @fft(ptr noundef %10, i32 noundef %6, i32 noundef %2)
  br label %34

34:                                               ; preds = %35, %33, %15
  tail call void @free(ptr noundef %9) #12
  tail call void @free(ptr noundef %10) #12
  br label %61

35:                                               ; preds = %16, %35
  %36 = phi i64 [ 0, %16 ], [ %59, %35 ]
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = uitofp nneg i32 %37 to double
  %39 = fmul double %18, %38
  %40 = fdiv double %39, %19
  %41 = tail call double @cos(double noundef %40) #12
  %42 = tail call double @sin(double noundef %40) #12
  %43 = getelementptr inbounds %struct.cplx, ptr %10, i64 %36
  %44 = fneg double %42
  %45 = getelementptr inbounds %struct.cplx, ptr %0, i64 %36
  %46 = getelementptr inbounds %struct.cplx, ptr %9, i64 %36
  %47 = getelementptr inbounds %struct.cplx, ptr %22, i64 %36
  %48 = load <2 x double>, ptr %43, align 8
  %49 = insertelement <2 x double> poison, double %42, i64 0
  %50 = insertelement <2 x double> %49, double %44, i64 1
  %51 = fmul <2 x double> %48, %50
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %53 = insertelement <2 x double> poison, double %41, i64 0
  %54 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %48, <2 x double> %52)
  %56 = load <2 x double>, ptr %46, align 8
  %57 = fadd <2 x double> %55, %56
  store <2 x double> %57, ptr %45, align 8, !tbaa !12
  %58 = fsub <2 x double> %56, %55
  store <2 x double> %58, ptr %47, align 8, !tbaa !12
  %59 = add nuw nsw i64 %36, 1
  %60 = icmp eq i64 %59, %21
  br i1 %60, label %34, label %35, !llvm.loop !18

61:                                               ; preds = %3, %34
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 8}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{i64 0, i64 8, !12, i64 8, i64 8, !12}
!12 = !{!7, !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
