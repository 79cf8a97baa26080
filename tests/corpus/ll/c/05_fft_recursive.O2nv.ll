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
  %51 = load double, ptr %3, align 16
  %52 = getelementptr inbounds i8, ptr %3, i64 8
  %53 = load double, ptr %52, align 8
  %54 = load double, ptr %4, align 16
  %55 = getelementptr inbounds i8, ptr %4, i64 8
  %56 = load double, ptr %55, align 8
  %57 = fneg double %53
  %58 = fmul double %56, %57
  %59 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %58)
  %60 = fmul double %53, %54
  %61 = tail call double @llvm.fmuladd.f64(double %51, double %56, double %60)
  store double %59, ptr %3, align 16, !tbaa !12
  store double %61, ptr %52, align 8, !tbaa !12
  %62 = load double, ptr %47, align 16
  %63 = getelementptr inbounds i8, ptr %3, i64 24
  %64 = load double, ptr %63, align 8
  %65 = load double, ptr %49, align 16
  %66 = getelementptr inbounds i8, ptr %4, i64 24
  %67 = load double, ptr %66, align 8
  %68 = fneg double %64
  %69 = fmul double %67, %68
  %70 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %69)
  %71 = fmul double %64, %65
  %72 = tail call double @llvm.fmuladd.f64(double %62, double %67, double %71)
  store double %70, ptr %47, align 16, !tbaa !12
  store double %72, ptr %63, align 8, !tbaa !12
  %73 = getelementptr inbounds i8, ptr %4, i64 32
  %74 = load double, ptr %48, align 16
  %75 = getelementptr inbounds i8, ptr %3, i64 40
  %76 = load double, ptr %75, align 8
  %77 = load double, ptr %73, align 16
  %78 = getelementptr inbounds i8, ptr %4, i64 40
  %79 = load double, ptr %78, align 8
  %80 = fneg double %76
  %81 = fmul double %79, %80
  %82 = tail call double @llvm.fmuladd.f64(double %74, double %77, double %81)
  %83 = fmul double %76, %77
  %84 = tail call double @llvm.fmuladd.f64(double %74, double %79, double %83)
  store double %82, ptr %48, align 16, !tbaa !12
  store double %84, ptr %75, align 8, !tbaa !12
  %85 = getelementptr inbounds i8, ptr %3, i64 48
  %86 = load double, ptr %85, align 16
  %87 = getelementptr inbounds i8, ptr %3, i64 56
  %88 = load double, ptr %87, align 8
  %89 = load double, ptr %50, align 16
  %90 = getelementptr inbounds i8, ptr %4, i64 56
  %91 = load double, ptr %90, align 8
  %92 = fneg double %88
  %93 = fmul double %91, %92
  %94 = tail call double @llvm.fmuladd.f64(double %86, double %89, double %93)
  %95 = fmul double %88, %89
  %96 = tail call double @llvm.fmuladd.f64(double %86, double %91, double %95)
  store double %94, ptr %85, align 16, !tbaa !12
  store double %96, ptr %87, align 8, !tbaa !12
  %97 = getelementptr inbounds i8, ptr %3, i64 64
  %98 = getelementptr inbounds i8, ptr %4, i64 64
  %99 = load double, ptr %97, align 16
  %100 = getelementptr inbounds i8, ptr %3, i64 72
  %101 = load double, ptr %100, align 8
  %102 = load double, ptr %98, align 16
  %103 = getelementptr inbounds i8, ptr %4, i64 72
  %104 = load double, ptr %103, align 8
  %105 = fneg double %101
  %106 = fmul double %104, %105
  %107 = tail call double @llvm.fmuladd.f64(double %99, double %102, double %106)
  %108 = fmul double %101, %102
  %109 = tail call double @llvm.fmuladd.f64(double %99, double %104, double %108)
  store double %107, ptr %97, align 16, !tbaa !12
  store double %109, ptr %100, align 8, !tbaa !12
  %110 = getelementptr inbounds i8, ptr %3, i64 80
  %111 = getelementptr inbounds i8, ptr %4, i64 80
  %112 = load double, ptr %110, align 16
  %113 = getelementptr inbounds i8, ptr %3, i64 88
  %114 = load double, ptr %113, align 8
  %115 = load double, ptr %111, align 16
  %116 = getelementptr inbounds i8, ptr %4, i64 88
  %117 = load double, ptr %116, align 8
  %118 = fneg double %114
  %119 = fmul double %117, %118
  %120 = tail call double @llvm.fmuladd.f64(double %112, double %115, double %119)
  %121 = fmul double %114, %115
  %122 = tail call double @llvm.fmuladd.f64(double %112, double %117, double %121)
  store double %120, ptr %110, align 16, !tbaa !12
  store double %122, ptr %113, align 8, !tbaa !12
  %123 = getelementptr inbounds i8, ptr %3, i64 96
  %124 = getelementptr inbounds i8, ptr %4, i64 96
  %125 = load double, ptr %123, align 16
  %126 = getelementptr inbounds i8, ptr %3, i64 104
  %127 = load double, ptr %126, align 8
  %128 = load double, ptr %124, align 16
  %129 = getelementptr inbounds i8, ptr %4, i64 104
  %130 = load double, ptr %129, align 8
  %131 = fneg double %127
  %132 = fmul double %130, %131
  %133 = tail call double @llvm.fmuladd.f64(double %125, double %128, double %132)
  %134 = fmul double %127, %128
  %135 = tail call double @llvm.fmuladd.f64(double %125, double %130, double %134)
  store double %133, ptr %123, align 16, !tbaa !12
  store double %135, ptr %126, align 8, !tbaa !12
  %136 = getelementptr inbounds i8, ptr %3, i64 112
  %137 = getelementptr inbounds i8, ptr %4, i64 112
  %138 = load double, ptr %136, align 16
  %139 = getelementptr inbounds i8, ptr %3, i64 120
  %140 = load double, ptr %139, align 8
  %141 = load double, ptr %137, align 16
  %142 = getelementptr inbounds i8, ptr %4, i64 120
  %143 = load double, ptr %142, align 8
  %144 = fneg double %140
  %145 = fmul double %143, %144
  %146 = tail call double @llvm.fmuladd.f64(double %138, double %141, double %145)
  %147 = fmul double %140, %141
  %148 = tail call double @llvm.fmuladd.f64(double %138, double %143, double %147)
  store double %146, ptr %136, align 16, !tbaa !12
  store double %148, ptr %139, align 8, !tbaa !12
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
  br i1 %4, label %66, label %5

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
  br label %66

35:                                               ; preds = %16, %35
  %36 = phi i64 [ 0, %16 ], [ %64, %35 ]
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = uitofp nneg i32 %37 to double
  %39 = fmul double %18, %38
  %40 = fdiv double %39, %19
  %41 = tail call double @cos(double noundef %40) #12
  %42 = tail call double @sin(double noundef %40) #12
  %43 = getelementptr inbounds %struct.cplx, ptr %10, i64 %36
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds i8, ptr %43, i64 8
  %46 = load double, ptr %45, align 8
  %47 = fneg double %42
  %48 = fmul double %46, %47
  %49 = tail call double @llvm.fmuladd.f64(double %41, double %44, double %48)
  %50 = fmul double %42, %44
  %51 = tail call double @llvm.fmuladd.f64(double %41, double %46, double %50)
  %52 = getelementptr inbounds %struct.cplx, ptr %0, i64 %36
  %53 = getelementptr inbounds %struct.cplx, ptr %9, i64 %36
  %54 = load double, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %53, i64 8
  %56 = load double, ptr %55, align 8
  %57 = fadd double %54, %49
  %58 = fadd double %51, %56
  store double %57, ptr %52, align 8, !tbaa !12
  %59 = getelementptr inbounds i8, ptr %52, i64 8
  store double %58, ptr %59, align 8, !tbaa !12
  %60 = getelementptr inbounds %struct.cplx, ptr %22, i64 %36
  %61 = fsub double %54, %49
  %62 = fsub double %56, %51
  store double %61, ptr %60, align 8, !tbaa !12
  %63 = getelementptr inbounds i8, ptr %60, i64 8
  store double %62, ptr %63, align 8, !tbaa !12
  %64 = add nuw nsw i64 %36, 1
  %65 = icmp eq i64 %64, %21
  br i1 %65, label %34, label %35, !llvm.loop !18

66:                                               ; preds = %3, %34
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
