; ModuleID = 'c/05_fft_recursive.c'
source_filename = "c/05_fft_recursive.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.cplx = type { double, double }

@.str = private unnamed_addr constant [34 x i8] c"X[%2d] = %9.5f %+9.5fi  |X|=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"roundtrip ok: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"product coeffs:\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %ld\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x %struct.cplx], align 8
  %2 = alloca [16 x %struct.cplx], align 8
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
  store double %16, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  store double 0.000000e+00, ptr %18, align 8, !tbaa !11
  %19 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull align 8 dereferenceable(16) %17, i64 16, i1 false), !tbaa.struct !12
  %20 = add nuw nsw i64 %7, 1
  %21 = icmp eq i64 %20, 16
  br i1 %21, label %5, label %6, !llvm.loop !14

22:                                               ; preds = %23
  call fastcc void @fft(ptr noundef nonnull %1, i32 noundef 16, i32 noundef 1)
  br label %185

23:                                               ; preds = %5, %23
  %24 = phi i64 [ 0, %5 ], [ %41, %23 ]
  %25 = getelementptr inbounds [16 x %struct.cplx], ptr %1, i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = fcmp olt double %27, 5.000000e-10
  %29 = select i1 %28, double 0.000000e+00, double %26
  %30 = getelementptr inbounds i8, ptr %25, i64 8
  %31 = load double, ptr %30, align 8, !tbaa !11
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
  br i1 %42, label %22, label %23, !llvm.loop !16

43:                                               ; preds = %185
  %44 = fcmp olt double %200, 0x3D719799812DEA11
  %45 = zext i1 %44 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %45)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #12
  %47 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %47, i8 0, i64 120, i1 false)
  store double 1.000000e+00, ptr %3, align 16
  %48 = getelementptr inbounds i8, ptr %3, i64 16
  store double 2.000000e+00, ptr %48, align 16
  %49 = getelementptr inbounds i8, ptr %3, i64 32
  store double 3.000000e+00, ptr %49, align 16
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #12
  %50 = getelementptr inbounds i8, ptr %4, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %50, i8 0, i64 120, i1 false)
  store double 4.000000e+00, ptr %4, align 16
  %51 = getelementptr inbounds i8, ptr %4, i64 16
  store double 5.000000e+00, ptr %51, align 16
  %52 = getelementptr inbounds i8, ptr %4, i64 48
  store double 6.000000e+00, ptr %52, align 16
  call fastcc void @fft(ptr noundef nonnull %3, i32 noundef 8, i32 noundef 0)
  call fastcc void @fft(ptr noundef nonnull %4, i32 noundef 8, i32 noundef 0)
  %53 = load <2 x double>, ptr %3, align 16
  %54 = getelementptr inbounds i8, ptr %3, i64 8
  %55 = load double, ptr %54, align 8
  %56 = fneg double %55
  %57 = load <2 x double>, ptr %4, align 16
  %58 = insertelement <2 x double> poison, double %55, i64 0
  %59 = insertelement <2 x double> %58, double %56, i64 1
  %60 = fmul <2 x double> %57, %59
  %61 = shufflevector <2 x double> %60, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %62 = shufflevector <2 x double> %53, <2 x double> poison, <2 x i32> zeroinitializer
  %63 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %57, <2 x double> %61)
  store <2 x double> %63, ptr %3, align 16, !tbaa !13
  %64 = load <2 x double>, ptr %48, align 16
  %65 = getelementptr inbounds i8, ptr %3, i64 24
  %66 = load double, ptr %65, align 8
  %67 = fneg double %66
  %68 = load <2 x double>, ptr %51, align 16
  %69 = insertelement <2 x double> poison, double %66, i64 0
  %70 = insertelement <2 x double> %69, double %67, i64 1
  %71 = fmul <2 x double> %68, %70
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %73 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> zeroinitializer
  %74 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> %68, <2 x double> %72)
  store <2 x double> %74, ptr %48, align 16, !tbaa !13
  %75 = getelementptr inbounds i8, ptr %4, i64 32
  %76 = load <2 x double>, ptr %49, align 16
  %77 = getelementptr inbounds i8, ptr %3, i64 40
  %78 = load double, ptr %77, align 8
  %79 = fneg double %78
  %80 = load <2 x double>, ptr %75, align 16
  %81 = insertelement <2 x double> poison, double %78, i64 0
  %82 = insertelement <2 x double> %81, double %79, i64 1
  %83 = fmul <2 x double> %80, %82
  %84 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %85 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer
  %86 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> %80, <2 x double> %84)
  store <2 x double> %86, ptr %49, align 16, !tbaa !13
  %87 = getelementptr inbounds i8, ptr %3, i64 48
  %88 = load <2 x double>, ptr %87, align 16
  %89 = getelementptr inbounds i8, ptr %3, i64 56
  %90 = load double, ptr %89, align 8
  %91 = fneg double %90
  %92 = load <2 x double>, ptr %52, align 16
  %93 = insertelement <2 x double> poison, double %90, i64 0
  %94 = insertelement <2 x double> %93, double %91, i64 1
  %95 = fmul <2 x double> %92, %94
  %96 = shufflevector <2 x double> %95, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %97 = shufflevector <2 x double> %88, <2 x double> poison, <2 x i32> zeroinitializer
  %98 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %92, <2 x double> %96)
  store <2 x double> %98, ptr %87, align 16, !tbaa !13
  %99 = getelementptr inbounds i8, ptr %3, i64 64
  %100 = getelementptr inbounds i8, ptr %4, i64 64
  %101 = load <2 x double>, ptr %99, align 16
  %102 = getelementptr inbounds i8, ptr %3, i64 72
  %103 = load double, ptr %102, align 8
  %104 = fneg double %103
  %105 = load <2 x double>, ptr %100, align 16
  %106 = insertelement <2 x double> poison, double %103, i64 0
  %107 = insertelement <2 x double> %106, double %104, i64 1
  %108 = fmul <2 x double> %105, %107
  %109 = shufflevector <2 x double> %108, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %110 = shufflevector <2 x double> %101, <2 x double> poison, <2 x i32> zeroinitializer
  %111 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %110, <2 x double> %105, <2 x double> %109)
  store <2 x double> %111, ptr %99, align 16, !tbaa !13
  %112 = getelementptr inbounds i8, ptr %3, i64 80
  %113 = getelementptr inbounds i8, ptr %4, i64 80
  %114 = load <2 x double>, ptr %112, align 16
  %115 = getelementptr inbounds i8, ptr %3, i64 88
  %116 = load double, ptr %115, align 8
  %117 = fneg double %116
  %118 = load <2 x double>, ptr %113, align 16
  %119 = insertelement <2 x double> poison, double %116, i64 0
  %120 = insertelement <2 x double> %119, double %117, i64 1
  %121 = fmul <2 x double> %118, %120
  %122 = shufflevector <2 x double> %121, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %123 = shufflevector <2 x double> %114, <2 x double> poison, <2 x i32> zeroinitializer
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> %118, <2 x double> %122)
  store <2 x double> %124, ptr %112, align 16, !tbaa !13
  %125 = getelementptr inbounds i8, ptr %3, i64 96
  %126 = getelementptr inbounds i8, ptr %4, i64 96
  %127 = load <2 x double>, ptr %125, align 16
  %128 = getelementptr inbounds i8, ptr %3, i64 104
  %129 = load double, ptr %128, align 8
  %130 = fneg double %129
  %131 = load <2 x double>, ptr %126, align 16
  %132 = insertelement <2 x double> poison, double %129, i64 0
  %133 = insertelement <2 x double> %132, double %130, i64 1
  %134 = fmul <2 x double> %131, %133
  %135 = shufflevector <2 x double> %134, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %136 = shufflevector <2 x double> %127, <2 x double> poison, <2 x i32> zeroinitializer
  %137 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> %131, <2 x double> %135)
  store <2 x double> %137, ptr %125, align 16, !tbaa !13
  %138 = getelementptr inbounds i8, ptr %3, i64 112
  %139 = getelementptr inbounds i8, ptr %4, i64 112
  %140 = load <2 x double>, ptr %138, align 16
  %141 = getelementptr inbounds i8, ptr %3, i64 120
  %142 = load double, ptr %141, align 8
  %143 = fneg double %142
  %144 = load <2 x double>, ptr %139, align 16
  %145 = insertelement <2 x double> poison, double %142, i64 0
  %146 = insertelement <2 x double> %145, double %143, i64 1
  %147 = fmul <2 x double> %144, %146
  %148 = shufflevector <2 x double> %147, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %149 = shufflevector <2 x double> %140, <2 x double> poison, <2 x i32> zeroinitializer
  %150 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %149, <2 x double> %144, <2 x double> %148)
  store <2 x double> %150, ptr %138, align 16, !tbaa !13
  call fastcc void @fft(ptr noundef nonnull %3, i32 noundef 8, i32 noundef 1)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %152 = load double, ptr %3, align 16, !tbaa !6
  %153 = fmul double %152, 1.250000e-01
  %154 = tail call i64 @lround(double noundef %153) #12
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %154)
  %156 = load double, ptr %48, align 16, !tbaa !6
  %157 = fmul double %156, 1.250000e-01
  %158 = tail call i64 @lround(double noundef %157) #12
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %158)
  %160 = load double, ptr %49, align 16, !tbaa !6
  %161 = fmul double %160, 1.250000e-01
  %162 = tail call i64 @lround(double noundef %161) #12
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %162)
  %164 = load double, ptr %87, align 16, !tbaa !6
  %165 = fmul double %164, 1.250000e-01
  %166 = tail call i64 @lround(double noundef %165) #12
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %166)
  %168 = load double, ptr %99, align 16, !tbaa !6
  %169 = fmul double %168, 1.250000e-01
  %170 = tail call i64 @lround(double noundef %169) #12
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %170)
  %172 = load double, ptr %112, align 16, !tbaa !6
  %173 = fmul double %172, 1.250000e-01
  %174 = tail call i64 @lround(double noundef %173) #12
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %174)
  %176 = load double, ptr %125, align 16, !tbaa !6
  %177 = fmul double %176, 1.250000e-01
  %178 = tail call i64 @lround(double noundef %177) #12
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %178)
  %180 = load double, ptr %138, align 16, !tbaa !6
  %181 = fmul double %180, 1.250000e-01
  %182 = tail call i64 @lround(double noundef %181) #12
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %182)
  %184 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %1) #12
  ret i32 0

185:                                              ; preds = %22, %185
  %186 = phi i64 [ 0, %22 ], [ %201, %185 ]
  %187 = phi double [ 0.000000e+00, %22 ], [ %200, %185 ]
  %188 = getelementptr inbounds [16 x %struct.cplx], ptr %1, i64 0, i64 %186
  %189 = load double, ptr %188, align 8, !tbaa !6
  %190 = fmul double %189, 6.250000e-02
  %191 = getelementptr inbounds [16 x %struct.cplx], ptr %2, i64 0, i64 %186
  %192 = load double, ptr %191, align 8, !tbaa !6
  %193 = fsub double %190, %192
  %194 = tail call double @llvm.fabs.f64(double %193)
  %195 = getelementptr inbounds i8, ptr %188, i64 8
  %196 = load double, ptr %195, align 8, !tbaa !11
  %197 = fmul double %196, 6.250000e-02
  %198 = tail call double @llvm.fabs.f64(double %197)
  %199 = fadd double %194, %198
  %200 = tail call double @llvm.maxnum.f64(double %187, double %199)
  %201 = add nuw nsw i64 %186, 1
  %202 = icmp eq i64 %201, 16
  br i1 %202, label %43, label %185, !llvm.loop !17
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(16) %27, i64 16, i1 false), !tbaa.struct !12
  %28 = getelementptr inbounds %struct.cplx, ptr %10, i64 %24
  %29 = or disjoint i64 %26, 1
  %30 = getelementptr inbounds %struct.cplx, ptr %0, i64 %29
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %30, i64 16, i1 false), !tbaa.struct !12
  %31 = add nuw nsw i64 %24, 1
  %32 = icmp eq i64 %31, %14
  br i1 %32, label %15, label %23, !llvm.loop !18

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
  store <2 x double> %57, ptr %45, align 8, !tbaa !13
  %58 = fsub <2 x double> %56, %55
  store <2 x double> %58, ptr %47, align 8, !tbaa !13
  %59 = add nuw nsw i64 %36, 1
  %60 = icmp eq i64 %59, %21
  br i1 %60, label %34, label %35, !llvm.loop !19

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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !8, i64 8}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!7, !8, i64 8}
!12 = !{i64 0, i64 8, !13, i64 8, i64 8, !13}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
