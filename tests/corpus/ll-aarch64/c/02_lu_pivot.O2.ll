; ModuleID = 'c/02_lu_pivot.c'
source_filename = "c/02_lu_pivot.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"det = %.10g\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"piv:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"x[%d] = %12.8f\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"residual small: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"inverse error small: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [37 x i8] c"inv[0][0] = %.8f inv[N-1][0] = %.8f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x [8 x double]], align 16
  %2 = alloca [8 x [8 x double]], align 16
  %3 = alloca [8 x [8 x double]], align 8
  %4 = alloca [8 x i32], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 8
  %7 = alloca [8 x [8 x double]], align 8
  %8 = alloca [8 x double], align 8
  %9 = alloca [8 x double], align 8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #10
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %2, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 1.250000e+00>, ptr %1, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %2, i64 16
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double 0x3FE2AAAAAAAAAAAA, double 1.250000e+00>, ptr %10, align 16, !tbaa !6
  store <2 x double> <double 0x3FE2AAAAAAAAAAAA, double 1.250000e+00>, ptr %11, align 16, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 0x3FE6666666666666, double 0x4001555555555555>, ptr %12, align 16, !tbaa !6
  store <2 x double> <double 0x3FE6666666666666, double 0x4001555555555555>, ptr %13, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %2, i64 48
  %15 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 0x3FEC924924924924, double 3.750000e-01>, ptr %14, align 16, !tbaa !6
  store <2 x double> <double 0x3FEC924924924924, double 3.750000e-01>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %2, i64 64
  %17 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double 1.000000e+00, double 0x3FD5555555555555>, ptr %16, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 0x3FD5555555555555>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 80
  %19 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x double> <double 1.000000e+00, double 4.500000e-01>, ptr %18, align 16, !tbaa !6
  store <2 x double> <double 1.000000e+00, double 4.500000e-01>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %2, i64 96
  %21 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x double> <double 0x3FF2AAAAAAAAAAAB, double 0x3FE4924924924924>, ptr %20, align 16, !tbaa !6
  store <2 x double> <double 0x3FF2AAAAAAAAAAAB, double 0x3FE4924924924924>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %2, i64 112
  %23 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 2.125000e+00, double 0x3FEB8E38E38E38E4>, ptr %22, align 16, !tbaa !6
  store <2 x double> <double 2.125000e+00, double 0x3FEB8E38E38E38E4>, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %2, i64 128
  %25 = getelementptr inbounds i8, ptr %1, i64 128
  store <2 x double> <double 0x3FF5555555555555, double 7.500000e-01>, ptr %24, align 16, !tbaa !6
  store <2 x double> <double 0x3FF5555555555555, double 7.500000e-01>, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %2, i64 144
  %27 = getelementptr inbounds i8, ptr %1, i64 144
  store <2 x double> <double 2.000000e-01, double 0x3FED555555555555>, ptr %26, align 16, !tbaa !6
  store <2 x double> <double 2.000000e-01, double 0x3FED555555555555>, ptr %27, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %2, i64 160
  %29 = getelementptr inbounds i8, ptr %1, i64 160
  store <2 x double> <double 0x3FD9249249249249, double 1.125000e+00>, ptr %28, align 16, !tbaa !6
  store <2 x double> <double 0x3FD9249249249249, double 1.125000e+00>, ptr %29, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %2, i64 176
  %31 = getelementptr inbounds i8, ptr %1, i64 176
  store <2 x double> <double 0x3FE38E38E38E38E4, double 2.100000e+00>, ptr %30, align 16, !tbaa !6
  store <2 x double> <double 0x3FE38E38E38E38E4, double 2.100000e+00>, ptr %31, align 16, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %2, i64 192
  %33 = getelementptr inbounds i8, ptr %1, i64 192
  store <2 x double> <double 2.500000e+00, double 1.200000e+00>, ptr %32, align 16, !tbaa !6
  store <2 x double> <double 2.500000e+00, double 1.200000e+00>, ptr %33, align 16, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %2, i64 208
  %35 = getelementptr inbounds i8, ptr %1, i64 208
  store <2 x double> <double 0x3FE5555555555555, double 0x3FC2492492492492>, ptr %34, align 16, !tbaa !6
  store <2 x double> <double 0x3FE5555555555555, double 0x3FC2492492492492>, ptr %35, align 16, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %2, i64 224
  %37 = getelementptr inbounds i8, ptr %1, i64 224
  store <2 x double> <double 8.750000e-01, double 0x3FD71C71C71C71C7>, ptr %36, align 16, !tbaa !6
  store <2 x double> <double 8.750000e-01, double 0x3FD71C71C71C71C7>, ptr %37, align 16, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %2, i64 240
  %39 = getelementptr inbounds i8, ptr %1, i64 240
  store <2 x double> <double 1.100000e+00, double 0x3FE2E8BA2E8BA2E9>, ptr %38, align 16, !tbaa !6
  store <2 x double> <double 1.100000e+00, double 0x3FE2E8BA2E8BA2E9>, ptr %39, align 16, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %2, i64 256
  %41 = getelementptr inbounds i8, ptr %1, i64 256
  store <2 x double> <double 0x3FEE666666666666, double 0x4003555555555555>, ptr %40, align 16, !tbaa !6
  store <2 x double> <double 0x3FEE666666666666, double 0x4003555555555555>, ptr %41, align 16, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %2, i64 272
  %43 = getelementptr inbounds i8, ptr %1, i64 272
  store <2 x double> <double 0x3FF2492492492492, double 6.250000e-01>, ptr %42, align 16, !tbaa !6
  store <2 x double> <double 0x3FF2492492492492, double 6.250000e-01>, ptr %43, align 16, !tbaa !6
  %44 = getelementptr inbounds i8, ptr %2, i64 288
  %45 = getelementptr inbounds i8, ptr %1, i64 288
  store <2 x double> <double 0x3FBC71C71C71C71C, double 8.500000e-01>, ptr %44, align 16, !tbaa !6
  store <2 x double> <double 0x3FBC71C71C71C71C, double 8.500000e-01>, ptr %45, align 16, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %2, i64 304
  %47 = getelementptr inbounds i8, ptr %1, i64 304
  store <2 x double> <double 0x3FD5D1745D1745D2, double 0x3FF1555555555555>, ptr %46, align 16, !tbaa !6
  store <2 x double> <double 0x3FD5D1745D1745D2, double 0x3FF1555555555555>, ptr %47, align 16, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %2, i64 320
  %49 = getelementptr inbounds i8, ptr %1, i64 320
  store <2 x double> <double 0x3FC5555555555555, double 0x3FEC924924924924>, ptr %48, align 16, !tbaa !6
  store <2 x double> <double 0x3FC5555555555555, double 0x3FEC924924924924>, ptr %49, align 16, !tbaa !6
  %50 = getelementptr inbounds i8, ptr %2, i64 336
  %51 = getelementptr inbounds i8, ptr %1, i64 336
  store <2 x double> <double 2.375000e+00, double 0x3FF1C71C71C71C72>, ptr %50, align 16, !tbaa !6
  store <2 x double> <double 2.375000e+00, double 0x3FF1C71C71C71C72>, ptr %51, align 16, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %2, i64 352
  %53 = getelementptr inbounds i8, ptr %1, i64 352
  store <2 x double> <double 6.000000e-01, double 0x3FB745D1745D1746>, ptr %52, align 16, !tbaa !6
  store <2 x double> <double 6.000000e-01, double 0x3FB745D1745D1746>, ptr %53, align 16, !tbaa !6
  %54 = getelementptr inbounds i8, ptr %2, i64 368
  %55 = getelementptr inbounds i8, ptr %1, i64 368
  store <2 x double> <double 0x3FEAAAAAAAAAAAAB, double 0x3FD4EC4EC4EC4EC5>, ptr %54, align 16, !tbaa !6
  store <2 x double> <double 0x3FEAAAAAAAAAAAAB, double 0x3FD4EC4EC4EC4EC5>, ptr %55, align 16, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %2, i64 384
  %57 = getelementptr inbounds i8, ptr %1, i64 384
  store <2 x double> <double 0x3FE4924924924924, double 1.250000e-01>, ptr %56, align 16, !tbaa !6
  store <2 x double> <double 0x3FE4924924924924, double 1.250000e-01>, ptr %57, align 16, !tbaa !6
  %58 = getelementptr inbounds i8, ptr %2, i64 400
  %59 = getelementptr inbounds i8, ptr %1, i64 400
  store <2 x double> <double 0x3FEB8E38E38E38E4, double 2.350000e+00>, ptr %58, align 16, !tbaa !6
  store <2 x double> <double 0x3FEB8E38E38E38E4, double 2.350000e+00>, ptr %59, align 16, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %2, i64 416
  %61 = getelementptr inbounds i8, ptr %1, i64 416
  store <2 x double> <double 0x3FF1745D1745D174, double 0x3FE2AAAAAAAAAAAB>, ptr %60, align 16, !tbaa !6
  store <2 x double> <double 0x3FF1745D1745D174, double 0x3FE2AAAAAAAAAAAB>, ptr %61, align 16, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %2, i64 432
  %63 = getelementptr inbounds i8, ptr %1, i64 432
  store <2 x double> <double 0x3FB3B13B13B13B14, double 0x3FEA492492492492>, ptr %62, align 16, !tbaa !6
  store <2 x double> <double 0x3FB3B13B13B13B14, double 0x3FEA492492492492>, ptr %63, align 16, !tbaa !6
  %64 = getelementptr inbounds i8, ptr %2, i64 448
  %65 = getelementptr inbounds i8, ptr %1, i64 448
  store <2 x double> <double 1.125000e+00, double 0x3FE38E38E38E38E4>, ptr %64, align 16, !tbaa !6
  store <2 x double> <double 1.125000e+00, double 0x3FE38E38E38E38E4>, ptr %65, align 16, !tbaa !6
  %66 = getelementptr inbounds i8, ptr %2, i64 464
  %67 = getelementptr inbounds i8, ptr %1, i64 464
  store <2 x double> <double 1.000000e-01, double 0x3FEAE8BA2E8BA2E9>, ptr %66, align 16, !tbaa !6
  store <2 x double> <double 1.000000e-01, double 0x3FEAE8BA2E8BA2E9>, ptr %67, align 16, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %2, i64 480
  %69 = getelementptr inbounds i8, ptr %1, i64 480
  store <2 x double> <double 0x4002AAAAAAAAAAAB, double 0x3FF13B13B13B13B1>, ptr %68, align 16, !tbaa !6
  store <2 x double> <double 0x4002AAAAAAAAAAAB, double 0x3FF13B13B13B13B1>, ptr %69, align 16, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %2, i64 496
  %71 = getelementptr inbounds i8, ptr %1, i64 496
  store <2 x double> <double 0x3FE2492492492492, double 0x3FB1111111111111>, ptr %70, align 16, !tbaa !6
  store <2 x double> <double 0x3FE2492492492492, double 0x3FB1111111111111>, ptr %71, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #10
  %72 = getelementptr inbounds i8, ptr %4, i64 4
  %73 = getelementptr inbounds i8, ptr %4, i64 8
  %74 = getelementptr inbounds i8, ptr %4, i64 12
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %4, align 16, !tbaa !10
  %75 = getelementptr inbounds i8, ptr %4, i64 16
  %76 = getelementptr inbounds i8, ptr %4, i64 20
  %77 = getelementptr inbounds i8, ptr %4, i64 24
  %78 = getelementptr inbounds i8, ptr %4, i64 28
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %75, align 16, !tbaa !10
  %79 = getelementptr inbounds i8, ptr %1, i64 512
  %80 = getelementptr i8, ptr %1, i64 72
  %81 = getelementptr i8, ptr %1, i64 64
  %82 = getelementptr i8, ptr %1, i64 456
  %83 = getelementptr i8, ptr %1, i64 8
  %84 = getelementptr i8, ptr %1, i64 64
  br label %410

85:                                               ; preds = %515, %470
  %86 = add nuw nsw i64 %413, 1
  %87 = icmp eq i64 %424, 8
  br i1 %87, label %88, label %410, !llvm.loop !12

88:                                               ; preds = %85
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %3, ptr noundef nonnull align 16 dereferenceable(512) %1, i64 512, i1 false), !tbaa !6
  %89 = sitofp i32 %471 to double
  %90 = load double, ptr %3, align 8, !tbaa !6
  %91 = fmul double %90, %89
  %92 = getelementptr inbounds i8, ptr %3, i64 72
  %93 = load double, ptr %92, align 8, !tbaa !6
  %94 = fmul double %91, %93
  %95 = getelementptr inbounds i8, ptr %3, i64 144
  %96 = load double, ptr %95, align 8, !tbaa !6
  %97 = fmul double %94, %96
  %98 = getelementptr inbounds i8, ptr %3, i64 216
  %99 = load double, ptr %98, align 8, !tbaa !6
  %100 = fmul double %97, %99
  %101 = getelementptr inbounds i8, ptr %3, i64 288
  %102 = load double, ptr %101, align 8, !tbaa !6
  %103 = fmul double %100, %102
  %104 = getelementptr inbounds i8, ptr %3, i64 360
  %105 = load double, ptr %104, align 8, !tbaa !6
  %106 = fmul double %103, %105
  %107 = getelementptr inbounds i8, ptr %3, i64 432
  %108 = load double, ptr %107, align 8, !tbaa !6
  %109 = fmul double %106, %108
  %110 = getelementptr inbounds i8, ptr %3, i64 504
  %111 = load double, ptr %110, align 8, !tbaa !6
  %112 = fmul double %109, %111
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %112)
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %115 = load i32, ptr %4, align 16, !tbaa !10
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %115)
  %117 = load i32, ptr %72, align 4, !tbaa !10
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %117)
  %119 = load i32, ptr %73, align 8, !tbaa !10
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %119)
  %121 = load i32, ptr %74, align 4, !tbaa !10
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %121)
  %123 = load i32, ptr %75, align 16, !tbaa !10
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %123)
  %125 = load i32, ptr %76, align 4, !tbaa !10
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %125)
  %127 = load i32, ptr %77, align 8, !tbaa !10
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %127)
  %129 = load i32, ptr %78, align 4, !tbaa !10
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %129)
  %131 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %5, align 16, !tbaa !6
  %132 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %132, align 16, !tbaa !6
  %133 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 5.000000e+00, double 6.000000e+00>, ptr %133, align 16, !tbaa !6
  %134 = getelementptr inbounds i8, ptr %5, i64 48
  store <2 x double> <double 7.000000e+00, double 8.000000e+00>, ptr %134, align 16, !tbaa !6
  call fastcc void @lu_solve(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6)
  %135 = load double, ptr %6, align 8, !tbaa !6
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %135)
  %137 = getelementptr inbounds i8, ptr %6, i64 8
  %138 = load double, ptr %137, align 8, !tbaa !6
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %138)
  %140 = getelementptr inbounds i8, ptr %6, i64 16
  %141 = load double, ptr %140, align 8, !tbaa !6
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %141)
  %143 = getelementptr inbounds i8, ptr %6, i64 24
  %144 = load double, ptr %143, align 8, !tbaa !6
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %144)
  %146 = getelementptr inbounds i8, ptr %6, i64 32
  %147 = load double, ptr %146, align 8, !tbaa !6
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %147)
  %149 = getelementptr inbounds i8, ptr %6, i64 40
  %150 = load double, ptr %149, align 8, !tbaa !6
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %150)
  %152 = getelementptr inbounds i8, ptr %6, i64 48
  %153 = load double, ptr %152, align 8, !tbaa !6
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, double noundef %153)
  %155 = getelementptr inbounds i8, ptr %6, i64 56
  %156 = load double, ptr %155, align 8, !tbaa !6
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, double noundef %156)
  %158 = load double, ptr %5, align 16, !tbaa !6
  %159 = fneg double %158
  %160 = load double, ptr %2, align 16, !tbaa !6
  %161 = tail call double @llvm.fmuladd.f64(double %160, double %135, double %159)
  %162 = getelementptr inbounds i8, ptr %2, i64 8
  %163 = load double, ptr %162, align 8, !tbaa !6
  %164 = tail call double @llvm.fmuladd.f64(double %163, double %138, double %161)
  %165 = getelementptr inbounds i8, ptr %2, i64 16
  %166 = load double, ptr %165, align 16, !tbaa !6
  %167 = tail call double @llvm.fmuladd.f64(double %166, double %141, double %164)
  %168 = getelementptr inbounds i8, ptr %2, i64 24
  %169 = load double, ptr %168, align 8, !tbaa !6
  %170 = tail call double @llvm.fmuladd.f64(double %169, double %144, double %167)
  %171 = getelementptr inbounds i8, ptr %2, i64 32
  %172 = load double, ptr %171, align 16, !tbaa !6
  %173 = tail call double @llvm.fmuladd.f64(double %172, double %147, double %170)
  %174 = getelementptr inbounds i8, ptr %2, i64 40
  %175 = load double, ptr %174, align 8, !tbaa !6
  %176 = tail call double @llvm.fmuladd.f64(double %175, double %150, double %173)
  %177 = getelementptr inbounds i8, ptr %2, i64 48
  %178 = load double, ptr %177, align 16, !tbaa !6
  %179 = tail call double @llvm.fmuladd.f64(double %178, double %153, double %176)
  %180 = getelementptr inbounds i8, ptr %2, i64 56
  %181 = load double, ptr %180, align 8, !tbaa !6
  %182 = tail call double @llvm.fmuladd.f64(double %181, double %156, double %179)
  %183 = tail call double @llvm.fmuladd.f64(double %182, double %182, double 0.000000e+00)
  %184 = getelementptr inbounds i8, ptr %5, i64 8
  %185 = load double, ptr %184, align 8, !tbaa !6
  %186 = fneg double %185
  %187 = getelementptr inbounds i8, ptr %2, i64 64
  %188 = load double, ptr %187, align 16, !tbaa !6
  %189 = tail call double @llvm.fmuladd.f64(double %188, double %135, double %186)
  %190 = getelementptr inbounds i8, ptr %2, i64 72
  %191 = load double, ptr %190, align 8, !tbaa !6
  %192 = tail call double @llvm.fmuladd.f64(double %191, double %138, double %189)
  %193 = getelementptr inbounds i8, ptr %2, i64 80
  %194 = load double, ptr %193, align 16, !tbaa !6
  %195 = tail call double @llvm.fmuladd.f64(double %194, double %141, double %192)
  %196 = getelementptr inbounds i8, ptr %2, i64 88
  %197 = load double, ptr %196, align 8, !tbaa !6
  %198 = tail call double @llvm.fmuladd.f64(double %197, double %144, double %195)
  %199 = getelementptr inbounds i8, ptr %2, i64 96
  %200 = load double, ptr %199, align 16, !tbaa !6
  %201 = tail call double @llvm.fmuladd.f64(double %200, double %147, double %198)
  %202 = getelementptr inbounds i8, ptr %2, i64 104
  %203 = load double, ptr %202, align 8, !tbaa !6
  %204 = tail call double @llvm.fmuladd.f64(double %203, double %150, double %201)
  %205 = getelementptr inbounds i8, ptr %2, i64 112
  %206 = load double, ptr %205, align 16, !tbaa !6
  %207 = tail call double @llvm.fmuladd.f64(double %206, double %153, double %204)
  %208 = getelementptr inbounds i8, ptr %2, i64 120
  %209 = load double, ptr %208, align 8, !tbaa !6
  %210 = tail call double @llvm.fmuladd.f64(double %209, double %156, double %207)
  %211 = tail call double @llvm.fmuladd.f64(double %210, double %210, double %183)
  %212 = getelementptr inbounds i8, ptr %5, i64 16
  %213 = load double, ptr %212, align 16, !tbaa !6
  %214 = fneg double %213
  %215 = getelementptr inbounds i8, ptr %2, i64 128
  %216 = load double, ptr %215, align 16, !tbaa !6
  %217 = tail call double @llvm.fmuladd.f64(double %216, double %135, double %214)
  %218 = getelementptr inbounds i8, ptr %2, i64 136
  %219 = load double, ptr %218, align 8, !tbaa !6
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %138, double %217)
  %221 = getelementptr inbounds i8, ptr %2, i64 144
  %222 = load double, ptr %221, align 16, !tbaa !6
  %223 = tail call double @llvm.fmuladd.f64(double %222, double %141, double %220)
  %224 = getelementptr inbounds i8, ptr %2, i64 152
  %225 = load double, ptr %224, align 8, !tbaa !6
  %226 = tail call double @llvm.fmuladd.f64(double %225, double %144, double %223)
  %227 = getelementptr inbounds i8, ptr %2, i64 160
  %228 = load double, ptr %227, align 16, !tbaa !6
  %229 = tail call double @llvm.fmuladd.f64(double %228, double %147, double %226)
  %230 = getelementptr inbounds i8, ptr %2, i64 168
  %231 = load double, ptr %230, align 8, !tbaa !6
  %232 = tail call double @llvm.fmuladd.f64(double %231, double %150, double %229)
  %233 = getelementptr inbounds i8, ptr %2, i64 176
  %234 = load double, ptr %233, align 16, !tbaa !6
  %235 = tail call double @llvm.fmuladd.f64(double %234, double %153, double %232)
  %236 = getelementptr inbounds i8, ptr %2, i64 184
  %237 = load double, ptr %236, align 8, !tbaa !6
  %238 = tail call double @llvm.fmuladd.f64(double %237, double %156, double %235)
  %239 = tail call double @llvm.fmuladd.f64(double %238, double %238, double %211)
  %240 = getelementptr inbounds i8, ptr %5, i64 24
  %241 = load double, ptr %240, align 8, !tbaa !6
  %242 = fneg double %241
  %243 = getelementptr inbounds i8, ptr %2, i64 192
  %244 = load double, ptr %243, align 16, !tbaa !6
  %245 = tail call double @llvm.fmuladd.f64(double %244, double %135, double %242)
  %246 = getelementptr inbounds i8, ptr %2, i64 200
  %247 = load double, ptr %246, align 8, !tbaa !6
  %248 = tail call double @llvm.fmuladd.f64(double %247, double %138, double %245)
  %249 = getelementptr inbounds i8, ptr %2, i64 208
  %250 = load double, ptr %249, align 16, !tbaa !6
  %251 = tail call double @llvm.fmuladd.f64(double %250, double %141, double %248)
  %252 = getelementptr inbounds i8, ptr %2, i64 216
  %253 = load double, ptr %252, align 8, !tbaa !6
  %254 = tail call double @llvm.fmuladd.f64(double %253, double %144, double %251)
  %255 = getelementptr inbounds i8, ptr %2, i64 224
  %256 = load double, ptr %255, align 16, !tbaa !6
  %257 = tail call double @llvm.fmuladd.f64(double %256, double %147, double %254)
  %258 = getelementptr inbounds i8, ptr %2, i64 232
  %259 = load double, ptr %258, align 8, !tbaa !6
  %260 = tail call double @llvm.fmuladd.f64(double %259, double %150, double %257)
  %261 = getelementptr inbounds i8, ptr %2, i64 240
  %262 = load double, ptr %261, align 16, !tbaa !6
  %263 = tail call double @llvm.fmuladd.f64(double %262, double %153, double %260)
  %264 = getelementptr inbounds i8, ptr %2, i64 248
  %265 = load double, ptr %264, align 8, !tbaa !6
  %266 = tail call double @llvm.fmuladd.f64(double %265, double %156, double %263)
  %267 = tail call double @llvm.fmuladd.f64(double %266, double %266, double %239)
  %268 = getelementptr inbounds i8, ptr %5, i64 32
  %269 = load double, ptr %268, align 16, !tbaa !6
  %270 = fneg double %269
  %271 = getelementptr inbounds i8, ptr %2, i64 256
  %272 = load double, ptr %271, align 16, !tbaa !6
  %273 = tail call double @llvm.fmuladd.f64(double %272, double %135, double %270)
  %274 = getelementptr inbounds i8, ptr %2, i64 264
  %275 = load double, ptr %274, align 8, !tbaa !6
  %276 = tail call double @llvm.fmuladd.f64(double %275, double %138, double %273)
  %277 = getelementptr inbounds i8, ptr %2, i64 272
  %278 = load double, ptr %277, align 16, !tbaa !6
  %279 = tail call double @llvm.fmuladd.f64(double %278, double %141, double %276)
  %280 = getelementptr inbounds i8, ptr %2, i64 280
  %281 = load double, ptr %280, align 8, !tbaa !6
  %282 = tail call double @llvm.fmuladd.f64(double %281, double %144, double %279)
  %283 = getelementptr inbounds i8, ptr %2, i64 288
  %284 = load double, ptr %283, align 16, !tbaa !6
  %285 = tail call double @llvm.fmuladd.f64(double %284, double %147, double %282)
  %286 = getelementptr inbounds i8, ptr %2, i64 296
  %287 = load double, ptr %286, align 8, !tbaa !6
  %288 = tail call double @llvm.fmuladd.f64(double %287, double %150, double %285)
  %289 = getelementptr inbounds i8, ptr %2, i64 304
  %290 = load double, ptr %289, align 16, !tbaa !6
  %291 = tail call double @llvm.fmuladd.f64(double %290, double %153, double %288)
  %292 = getelementptr inbounds i8, ptr %2, i64 312
  %293 = load double, ptr %292, align 8, !tbaa !6
  %294 = tail call double @llvm.fmuladd.f64(double %293, double %156, double %291)
  %295 = tail call double @llvm.fmuladd.f64(double %294, double %294, double %267)
  %296 = getelementptr inbounds i8, ptr %5, i64 40
  %297 = load double, ptr %296, align 8, !tbaa !6
  %298 = fneg double %297
  %299 = getelementptr inbounds i8, ptr %2, i64 320
  %300 = load double, ptr %299, align 16, !tbaa !6
  %301 = tail call double @llvm.fmuladd.f64(double %300, double %135, double %298)
  %302 = getelementptr inbounds i8, ptr %2, i64 328
  %303 = load double, ptr %302, align 8, !tbaa !6
  %304 = tail call double @llvm.fmuladd.f64(double %303, double %138, double %301)
  %305 = getelementptr inbounds i8, ptr %2, i64 336
  %306 = load double, ptr %305, align 16, !tbaa !6
  %307 = tail call double @llvm.fmuladd.f64(double %306, double %141, double %304)
  %308 = getelementptr inbounds i8, ptr %2, i64 344
  %309 = load double, ptr %308, align 8, !tbaa !6
  %310 = tail call double @llvm.fmuladd.f64(double %309, double %144, double %307)
  %311 = getelementptr inbounds i8, ptr %2, i64 352
  %312 = load double, ptr %311, align 16, !tbaa !6
  %313 = tail call double @llvm.fmuladd.f64(double %312, double %147, double %310)
  %314 = getelementptr inbounds i8, ptr %2, i64 360
  %315 = load double, ptr %314, align 8, !tbaa !6
  %316 = tail call double @llvm.fmuladd.f64(double %315, double %150, double %313)
  %317 = getelementptr inbounds i8, ptr %2, i64 368
  %318 = load double, ptr %317, align 16, !tbaa !6
  %319 = tail call double @llvm.fmuladd.f64(double %318, double %153, double %316)
  %320 = getelementptr inbounds i8, ptr %2, i64 376
  %321 = load double, ptr %320, align 8, !tbaa !6
  %322 = tail call double @llvm.fmuladd.f64(double %321, double %156, double %319)
  %323 = tail call double @llvm.fmuladd.f64(double %322, double %322, double %295)
  %324 = getelementptr inbounds i8, ptr %5, i64 48
  %325 = load double, ptr %324, align 16, !tbaa !6
  %326 = fneg double %325
  %327 = getelementptr inbounds i8, ptr %2, i64 384
  %328 = load double, ptr %327, align 16, !tbaa !6
  %329 = tail call double @llvm.fmuladd.f64(double %328, double %135, double %326)
  %330 = getelementptr inbounds i8, ptr %2, i64 392
  %331 = load double, ptr %330, align 8, !tbaa !6
  %332 = tail call double @llvm.fmuladd.f64(double %331, double %138, double %329)
  %333 = getelementptr inbounds i8, ptr %2, i64 400
  %334 = load double, ptr %333, align 16, !tbaa !6
  %335 = tail call double @llvm.fmuladd.f64(double %334, double %141, double %332)
  %336 = getelementptr inbounds i8, ptr %2, i64 408
  %337 = load double, ptr %336, align 8, !tbaa !6
  %338 = tail call double @llvm.fmuladd.f64(double %337, double %144, double %335)
  %339 = getelementptr inbounds i8, ptr %2, i64 416
  %340 = load double, ptr %339, align 16, !tbaa !6
  %341 = tail call double @llvm.fmuladd.f64(double %340, double %147, double %338)
  %342 = getelementptr inbounds i8, ptr %2, i64 424
  %343 = load double, ptr %342, align 8, !tbaa !6
  %344 = tail call double @llvm.fmuladd.f64(double %343, double %150, double %341)
  %345 = getelementptr inbounds i8, ptr %2, i64 432
  %346 = load double, ptr %345, align 16, !tbaa !6
  %347 = tail call double @llvm.fmuladd.f64(double %346, double %153, double %344)
  %348 = getelementptr inbounds i8, ptr %2, i64 440
  %349 = load double, ptr %348, align 8, !tbaa !6
  %350 = tail call double @llvm.fmuladd.f64(double %349, double %156, double %347)
  %351 = tail call double @llvm.fmuladd.f64(double %350, double %350, double %323)
  %352 = getelementptr inbounds i8, ptr %5, i64 56
  %353 = load double, ptr %352, align 8, !tbaa !6
  %354 = fneg double %353
  %355 = getelementptr inbounds i8, ptr %2, i64 448
  %356 = load double, ptr %355, align 16, !tbaa !6
  %357 = tail call double @llvm.fmuladd.f64(double %356, double %135, double %354)
  %358 = getelementptr inbounds i8, ptr %2, i64 456
  %359 = load double, ptr %358, align 8, !tbaa !6
  %360 = tail call double @llvm.fmuladd.f64(double %359, double %138, double %357)
  %361 = getelementptr inbounds i8, ptr %2, i64 464
  %362 = load double, ptr %361, align 16, !tbaa !6
  %363 = tail call double @llvm.fmuladd.f64(double %362, double %141, double %360)
  %364 = getelementptr inbounds i8, ptr %2, i64 472
  %365 = load double, ptr %364, align 8, !tbaa !6
  %366 = tail call double @llvm.fmuladd.f64(double %365, double %144, double %363)
  %367 = getelementptr inbounds i8, ptr %2, i64 480
  %368 = load double, ptr %367, align 16, !tbaa !6
  %369 = tail call double @llvm.fmuladd.f64(double %368, double %147, double %366)
  %370 = getelementptr inbounds i8, ptr %2, i64 488
  %371 = load double, ptr %370, align 8, !tbaa !6
  %372 = tail call double @llvm.fmuladd.f64(double %371, double %150, double %369)
  %373 = getelementptr inbounds i8, ptr %2, i64 496
  %374 = load double, ptr %373, align 16, !tbaa !6
  %375 = tail call double @llvm.fmuladd.f64(double %374, double %153, double %372)
  %376 = getelementptr inbounds i8, ptr %2, i64 504
  %377 = load double, ptr %376, align 8, !tbaa !6
  %378 = tail call double @llvm.fmuladd.f64(double %377, double %156, double %375)
  %379 = tail call double @llvm.fmuladd.f64(double %378, double %378, double %351)
  %380 = tail call double @sqrt(double noundef %379) #10
  %381 = fcmp olt double %380, 1.000000e-10
  %382 = zext i1 %381 to i32
  %383 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %382)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  store double 1.000000e+00, ptr %8, align 8, !tbaa !6
  %384 = getelementptr inbounds i8, ptr %8, i64 8
  %385 = getelementptr inbounds i8, ptr %8, i64 24
  %386 = getelementptr inbounds i8, ptr %8, i64 40
  %387 = getelementptr inbounds i8, ptr %8, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(56) %384, i8 0, i64 56, i1 false)
  call fastcc void @lu_solve(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %8, ptr noundef nonnull %9)
  %388 = load double, ptr %9, align 8, !tbaa !6
  store double %388, ptr %7, align 8, !tbaa !6
  %389 = getelementptr inbounds i8, ptr %9, i64 8
  %390 = load double, ptr %389, align 8, !tbaa !6
  %391 = getelementptr inbounds i8, ptr %7, i64 64
  store double %390, ptr %391, align 8, !tbaa !6
  %392 = getelementptr inbounds i8, ptr %9, i64 16
  %393 = load double, ptr %392, align 8, !tbaa !6
  %394 = getelementptr inbounds i8, ptr %7, i64 128
  store double %393, ptr %394, align 8, !tbaa !6
  %395 = getelementptr inbounds i8, ptr %9, i64 24
  %396 = load double, ptr %395, align 8, !tbaa !6
  %397 = getelementptr inbounds i8, ptr %7, i64 192
  store double %396, ptr %397, align 8, !tbaa !6
  %398 = getelementptr inbounds i8, ptr %9, i64 32
  %399 = load double, ptr %398, align 8, !tbaa !6
  %400 = getelementptr inbounds i8, ptr %7, i64 256
  store double %399, ptr %400, align 8, !tbaa !6
  %401 = getelementptr inbounds i8, ptr %9, i64 40
  %402 = load double, ptr %401, align 8, !tbaa !6
  %403 = getelementptr inbounds i8, ptr %7, i64 320
  store double %402, ptr %403, align 8, !tbaa !6
  %404 = getelementptr inbounds i8, ptr %9, i64 48
  %405 = load double, ptr %404, align 8, !tbaa !6
  %406 = getelementptr inbounds i8, ptr %7, i64 384
  store double %405, ptr %406, align 8, !tbaa !6
  %407 = getelementptr inbounds i8, ptr %9, i64 56
  %408 = load double, ptr %407, align 8, !tbaa !6
  %409 = getelementptr inbounds i8, ptr %7, i64 448
  store double %408, ptr %409, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  br label %529

410:                                              ; preds = %85, %0
  %411 = phi i32 [ 1, %0 ], [ %471, %85 ]
  %412 = phi i64 [ 0, %0 ], [ %424, %85 ]
  %413 = phi i64 [ 1, %0 ], [ %86, %85 ]
  %414 = sub nsw i64 7, %412
  %415 = mul nuw nsw i64 %412, 72
  %416 = getelementptr i8, ptr %80, i64 %415
  %417 = getelementptr i8, ptr %81, i64 %415
  %418 = shl nuw nsw i64 %412, 3
  %419 = getelementptr i8, ptr %82, i64 %418
  %420 = getelementptr i8, ptr %83, i64 %415
  %421 = shl nuw nsw i64 %412, 6
  %422 = getelementptr i8, ptr %84, i64 %421
  %423 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 %412
  %424 = add nuw nsw i64 %412, 1
  %425 = icmp ult i64 %412, 7
  %426 = trunc nuw nsw i64 %412 to i32
  br i1 %425, label %427, label %430

427:                                              ; preds = %410
  %428 = load double, ptr %423, align 8, !tbaa !6
  %429 = tail call double @llvm.fabs.f64(double %428)
  br label %457

430:                                              ; preds = %457, %410
  %431 = phi i32 [ %426, %410 ], [ %466, %457 ]
  %432 = zext i32 %431 to i64
  %433 = icmp eq i64 %412, %432
  br i1 %433, label %470, label %434

434:                                              ; preds = %430
  %435 = sext i32 %431 to i64
  %436 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 0
  %437 = getelementptr inbounds [8 x double], ptr %1, i64 %435, i64 0
  %438 = load <2 x double>, ptr %436, align 16, !tbaa !6
  %439 = load <2 x double>, ptr %437, align 16, !tbaa !6
  store <2 x double> %439, ptr %436, align 16, !tbaa !6
  store <2 x double> %438, ptr %437, align 16, !tbaa !6
  %440 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 2
  %441 = getelementptr inbounds [8 x double], ptr %1, i64 %435, i64 2
  %442 = load <2 x double>, ptr %440, align 16, !tbaa !6
  %443 = load <2 x double>, ptr %441, align 16, !tbaa !6
  store <2 x double> %443, ptr %440, align 16, !tbaa !6
  store <2 x double> %442, ptr %441, align 16, !tbaa !6
  %444 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 4
  %445 = getelementptr inbounds [8 x double], ptr %1, i64 %435, i64 4
  %446 = load <2 x double>, ptr %444, align 16, !tbaa !6
  %447 = load <2 x double>, ptr %445, align 16, !tbaa !6
  store <2 x double> %447, ptr %444, align 16, !tbaa !6
  store <2 x double> %446, ptr %445, align 16, !tbaa !6
  %448 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 6
  %449 = getelementptr inbounds [8 x double], ptr %1, i64 %435, i64 6
  %450 = load <2 x double>, ptr %448, align 16, !tbaa !6
  %451 = load <2 x double>, ptr %449, align 16, !tbaa !6
  store <2 x double> %451, ptr %448, align 16, !tbaa !6
  store <2 x double> %450, ptr %449, align 16, !tbaa !6
  %452 = getelementptr inbounds i32, ptr %4, i64 %412
  %453 = load i32, ptr %452, align 4, !tbaa !10
  %454 = getelementptr inbounds i32, ptr %4, i64 %435
  %455 = load i32, ptr %454, align 4, !tbaa !10
  store i32 %455, ptr %452, align 4, !tbaa !10
  store i32 %453, ptr %454, align 4, !tbaa !10
  %456 = sub nsw i32 0, %411
  br label %470

457:                                              ; preds = %457, %427
  %458 = phi i64 [ %413, %427 ], [ %468, %457 ]
  %459 = phi double [ %429, %427 ], [ %467, %457 ]
  %460 = phi i32 [ %426, %427 ], [ %466, %457 ]
  %461 = getelementptr inbounds [8 x double], ptr %1, i64 %458, i64 %412
  %462 = load double, ptr %461, align 8, !tbaa !6
  %463 = tail call double @llvm.fabs.f64(double %462)
  %464 = fcmp ogt double %463, %459
  %465 = trunc nuw nsw i64 %458 to i32
  %466 = select i1 %464, i32 %465, i32 %460
  %467 = select i1 %464, double %463, double %459
  %468 = add nuw nsw i64 %458, 1
  %469 = icmp eq i64 %468, 8
  br i1 %469, label %430, label %457, !llvm.loop !14

470:                                              ; preds = %434, %430
  %471 = phi i32 [ %411, %430 ], [ %456, %434 ]
  br i1 %425, label %472, label %85

472:                                              ; preds = %470
  %473 = icmp ult i64 %414, 4
  %474 = icmp ult ptr %416, %419
  %475 = icmp ult ptr %417, %79
  %476 = and i1 %474, %475
  %477 = icmp ult ptr %416, %422
  %478 = icmp ult ptr %420, %79
  %479 = and i1 %477, %478
  %480 = or i1 %476, %479
  %481 = and i64 %414, 4
  %482 = add nuw i64 %413, %481
  %483 = icmp eq i64 %414, %481
  br label %484

484:                                              ; preds = %472, %515
  %485 = phi i64 [ %516, %515 ], [ %413, %472 ]
  %486 = load double, ptr %423, align 8, !tbaa !6
  %487 = getelementptr inbounds [8 x double], ptr %1, i64 %485, i64 %412
  %488 = load double, ptr %487, align 8, !tbaa !6
  %489 = fdiv double %488, %486
  store double %489, ptr %487, align 8, !tbaa !6
  %490 = select i1 %473, i1 true, i1 %480
  br i1 %490, label %491, label %493

491:                                              ; preds = %484, %514
  %492 = phi i64 [ %413, %484 ], [ %482, %514 ]
  br label %518

493:                                              ; preds = %484
  %494 = load double, ptr %487, align 8, !tbaa !6, !alias.scope !15
  %495 = insertelement <2 x double> poison, double %494, i64 0
  %496 = shufflevector <2 x double> %495, <2 x double> poison, <2 x i32> zeroinitializer
  %497 = fneg <2 x double> %496
  %498 = fneg <2 x double> %496
  br label %499

499:                                              ; preds = %499, %493
  %500 = phi i64 [ 0, %493 ], [ %512, %499 ]
  %501 = add i64 %413, %500
  %502 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 %501
  %503 = getelementptr inbounds i8, ptr %502, i64 16
  %504 = load <2 x double>, ptr %502, align 8, !tbaa !6, !alias.scope !18
  %505 = load <2 x double>, ptr %503, align 8, !tbaa !6, !alias.scope !18
  %506 = getelementptr inbounds [8 x double], ptr %1, i64 %485, i64 %501
  %507 = getelementptr inbounds i8, ptr %506, i64 16
  %508 = load <2 x double>, ptr %506, align 8, !tbaa !6, !alias.scope !20, !noalias !22
  %509 = load <2 x double>, ptr %507, align 8, !tbaa !6, !alias.scope !20, !noalias !22
  %510 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %497, <2 x double> %504, <2 x double> %508)
  %511 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %498, <2 x double> %505, <2 x double> %509)
  store <2 x double> %510, ptr %506, align 8, !tbaa !6, !alias.scope !20, !noalias !22
  store <2 x double> %511, ptr %507, align 8, !tbaa !6, !alias.scope !20, !noalias !22
  %512 = add nuw i64 %500, 4
  %513 = icmp eq i64 %512, %481
  br i1 %513, label %514, label %499, !llvm.loop !23

514:                                              ; preds = %499
  br i1 %483, label %515, label %491

515:                                              ; preds = %518, %514
  %516 = add nuw nsw i64 %485, 1
  %517 = icmp eq i64 %516, 8
  br i1 %517, label %85, label %484, !llvm.loop !26

518:                                              ; preds = %491, %518
  %519 = phi i64 [ %527, %518 ], [ %492, %491 ]
  %520 = load double, ptr %487, align 8, !tbaa !6
  %521 = getelementptr inbounds [8 x double], ptr %1, i64 %412, i64 %519
  %522 = load double, ptr %521, align 8, !tbaa !6
  %523 = getelementptr inbounds [8 x double], ptr %1, i64 %485, i64 %519
  %524 = load double, ptr %523, align 8, !tbaa !6
  %525 = fneg double %520
  %526 = tail call double @llvm.fmuladd.f64(double %525, double %522, double %524)
  store double %526, ptr %523, align 8, !tbaa !6
  %527 = add nuw nsw i64 %519, 1
  %528 = icmp eq i64 %527, 8
  br i1 %528, label %515, label %518, !llvm.loop !27

529:                                              ; preds = %88, %529
  %530 = phi i64 [ 1, %88 ], [ %557, %529 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #10
  store double 0.000000e+00, ptr %8, align 8, !tbaa !6
  %531 = insertelement <2 x i64> poison, i64 %530, i64 0
  %532 = shufflevector <2 x i64> %531, <2 x i64> poison, <2 x i32> zeroinitializer
  %533 = icmp eq <2 x i64> %532, <i64 1, i64 2>
  %534 = select <2 x i1> %533, <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> zeroinitializer
  store <2 x double> %534, ptr %384, align 8, !tbaa !6
  %535 = icmp eq <2 x i64> %532, <i64 3, i64 4>
  %536 = select <2 x i1> %535, <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> zeroinitializer
  store <2 x double> %536, ptr %385, align 8, !tbaa !6
  %537 = icmp eq <2 x i64> %532, <i64 5, i64 6>
  %538 = select <2 x i1> %537, <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double> zeroinitializer
  store <2 x double> %538, ptr %386, align 8, !tbaa !6
  %539 = icmp eq i64 %530, 7
  %540 = select i1 %539, double 1.000000e+00, double 0.000000e+00
  store double %540, ptr %387, align 8, !tbaa !6
  call fastcc void @lu_solve(ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %8, ptr noundef nonnull %9)
  %541 = load double, ptr %9, align 8, !tbaa !6
  %542 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 0, i64 %530
  store double %541, ptr %542, align 8, !tbaa !6
  %543 = load double, ptr %389, align 8, !tbaa !6
  %544 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 1, i64 %530
  store double %543, ptr %544, align 8, !tbaa !6
  %545 = load double, ptr %392, align 8, !tbaa !6
  %546 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 2, i64 %530
  store double %545, ptr %546, align 8, !tbaa !6
  %547 = load double, ptr %395, align 8, !tbaa !6
  %548 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 3, i64 %530
  store double %547, ptr %548, align 8, !tbaa !6
  %549 = load double, ptr %398, align 8, !tbaa !6
  %550 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 4, i64 %530
  store double %549, ptr %550, align 8, !tbaa !6
  %551 = load double, ptr %401, align 8, !tbaa !6
  %552 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 5, i64 %530
  store double %551, ptr %552, align 8, !tbaa !6
  %553 = load double, ptr %404, align 8, !tbaa !6
  %554 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 6, i64 %530
  store double %553, ptr %554, align 8, !tbaa !6
  %555 = load double, ptr %407, align 8, !tbaa !6
  %556 = getelementptr inbounds [8 x [8 x double]], ptr %7, i64 0, i64 7, i64 %530
  store double %555, ptr %556, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #10
  %557 = add nuw nsw i64 %530, 1
  %558 = icmp eq i64 %557, 8
  br i1 %558, label %559, label %529, !llvm.loop !28

559:                                              ; preds = %529
  %560 = load double, ptr %7, align 8, !tbaa !6
  %561 = getelementptr inbounds i8, ptr %7, i64 64
  %562 = load double, ptr %561, align 8, !tbaa !6
  %563 = getelementptr inbounds i8, ptr %7, i64 128
  %564 = load double, ptr %563, align 8, !tbaa !6
  %565 = getelementptr inbounds i8, ptr %7, i64 192
  %566 = load double, ptr %565, align 8, !tbaa !6
  %567 = getelementptr inbounds i8, ptr %7, i64 256
  %568 = load double, ptr %567, align 8, !tbaa !6
  %569 = getelementptr inbounds i8, ptr %7, i64 320
  %570 = load double, ptr %569, align 8, !tbaa !6
  %571 = getelementptr inbounds i8, ptr %7, i64 384
  %572 = load double, ptr %571, align 8, !tbaa !6
  %573 = getelementptr inbounds i8, ptr %7, i64 448
  %574 = load double, ptr %573, align 8, !tbaa !6
  %575 = getelementptr inbounds i8, ptr %7, i64 8
  %576 = load double, ptr %575, align 8, !tbaa !6
  %577 = getelementptr inbounds i8, ptr %7, i64 72
  %578 = load double, ptr %577, align 8, !tbaa !6
  %579 = getelementptr inbounds i8, ptr %7, i64 136
  %580 = load double, ptr %579, align 8, !tbaa !6
  %581 = getelementptr inbounds i8, ptr %7, i64 200
  %582 = load double, ptr %581, align 8, !tbaa !6
  %583 = getelementptr inbounds i8, ptr %7, i64 264
  %584 = load double, ptr %583, align 8, !tbaa !6
  %585 = getelementptr inbounds i8, ptr %7, i64 328
  %586 = load double, ptr %585, align 8, !tbaa !6
  %587 = getelementptr inbounds i8, ptr %7, i64 392
  %588 = load double, ptr %587, align 8, !tbaa !6
  %589 = getelementptr inbounds i8, ptr %7, i64 456
  %590 = load double, ptr %589, align 8, !tbaa !6
  %591 = getelementptr inbounds i8, ptr %7, i64 16
  %592 = load double, ptr %591, align 8, !tbaa !6
  %593 = getelementptr inbounds i8, ptr %7, i64 80
  %594 = load double, ptr %593, align 8, !tbaa !6
  %595 = getelementptr inbounds i8, ptr %7, i64 144
  %596 = load double, ptr %595, align 8, !tbaa !6
  %597 = getelementptr inbounds i8, ptr %7, i64 208
  %598 = load double, ptr %597, align 8, !tbaa !6
  %599 = getelementptr inbounds i8, ptr %7, i64 272
  %600 = load double, ptr %599, align 8, !tbaa !6
  %601 = getelementptr inbounds i8, ptr %7, i64 336
  %602 = load double, ptr %601, align 8, !tbaa !6
  %603 = getelementptr inbounds i8, ptr %7, i64 400
  %604 = load double, ptr %603, align 8, !tbaa !6
  %605 = getelementptr inbounds i8, ptr %7, i64 464
  %606 = load double, ptr %605, align 8, !tbaa !6
  %607 = getelementptr inbounds i8, ptr %7, i64 24
  %608 = load double, ptr %607, align 8, !tbaa !6
  %609 = getelementptr inbounds i8, ptr %7, i64 88
  %610 = load double, ptr %609, align 8, !tbaa !6
  %611 = getelementptr inbounds i8, ptr %7, i64 152
  %612 = load double, ptr %611, align 8, !tbaa !6
  %613 = getelementptr inbounds i8, ptr %7, i64 216
  %614 = load double, ptr %613, align 8, !tbaa !6
  %615 = getelementptr inbounds i8, ptr %7, i64 280
  %616 = load double, ptr %615, align 8, !tbaa !6
  %617 = getelementptr inbounds i8, ptr %7, i64 344
  %618 = load double, ptr %617, align 8, !tbaa !6
  %619 = getelementptr inbounds i8, ptr %7, i64 408
  %620 = load double, ptr %619, align 8, !tbaa !6
  %621 = getelementptr inbounds i8, ptr %7, i64 472
  %622 = load double, ptr %621, align 8, !tbaa !6
  %623 = getelementptr inbounds i8, ptr %7, i64 32
  %624 = load double, ptr %623, align 8, !tbaa !6
  %625 = getelementptr inbounds i8, ptr %7, i64 96
  %626 = load double, ptr %625, align 8, !tbaa !6
  %627 = getelementptr inbounds i8, ptr %7, i64 160
  %628 = load double, ptr %627, align 8, !tbaa !6
  %629 = getelementptr inbounds i8, ptr %7, i64 224
  %630 = load double, ptr %629, align 8, !tbaa !6
  %631 = getelementptr inbounds i8, ptr %7, i64 288
  %632 = load double, ptr %631, align 8, !tbaa !6
  %633 = getelementptr inbounds i8, ptr %7, i64 352
  %634 = load double, ptr %633, align 8, !tbaa !6
  %635 = getelementptr inbounds i8, ptr %7, i64 416
  %636 = load double, ptr %635, align 8, !tbaa !6
  %637 = getelementptr inbounds i8, ptr %7, i64 480
  %638 = load double, ptr %637, align 8, !tbaa !6
  %639 = getelementptr inbounds i8, ptr %7, i64 40
  %640 = load double, ptr %639, align 8, !tbaa !6
  %641 = getelementptr inbounds i8, ptr %7, i64 104
  %642 = load double, ptr %641, align 8, !tbaa !6
  %643 = getelementptr inbounds i8, ptr %7, i64 168
  %644 = load double, ptr %643, align 8, !tbaa !6
  %645 = getelementptr inbounds i8, ptr %7, i64 232
  %646 = load double, ptr %645, align 8, !tbaa !6
  %647 = getelementptr inbounds i8, ptr %7, i64 296
  %648 = load double, ptr %647, align 8, !tbaa !6
  %649 = getelementptr inbounds i8, ptr %7, i64 360
  %650 = load double, ptr %649, align 8, !tbaa !6
  %651 = getelementptr inbounds i8, ptr %7, i64 424
  %652 = load double, ptr %651, align 8, !tbaa !6
  %653 = getelementptr inbounds i8, ptr %7, i64 488
  %654 = load double, ptr %653, align 8, !tbaa !6
  %655 = getelementptr inbounds i8, ptr %7, i64 48
  %656 = load double, ptr %655, align 8, !tbaa !6
  %657 = getelementptr inbounds i8, ptr %7, i64 112
  %658 = load double, ptr %657, align 8, !tbaa !6
  %659 = getelementptr inbounds i8, ptr %7, i64 176
  %660 = load double, ptr %659, align 8, !tbaa !6
  %661 = getelementptr inbounds i8, ptr %7, i64 240
  %662 = load double, ptr %661, align 8, !tbaa !6
  %663 = getelementptr inbounds i8, ptr %7, i64 304
  %664 = load double, ptr %663, align 8, !tbaa !6
  %665 = getelementptr inbounds i8, ptr %7, i64 368
  %666 = load double, ptr %665, align 8, !tbaa !6
  %667 = getelementptr inbounds i8, ptr %7, i64 432
  %668 = load double, ptr %667, align 8, !tbaa !6
  %669 = getelementptr inbounds i8, ptr %7, i64 496
  %670 = load double, ptr %669, align 8, !tbaa !6
  %671 = getelementptr inbounds i8, ptr %7, i64 56
  %672 = load double, ptr %671, align 8, !tbaa !6
  %673 = getelementptr inbounds i8, ptr %7, i64 120
  %674 = load double, ptr %673, align 8, !tbaa !6
  %675 = getelementptr inbounds i8, ptr %7, i64 184
  %676 = load double, ptr %675, align 8, !tbaa !6
  %677 = getelementptr inbounds i8, ptr %7, i64 248
  %678 = load double, ptr %677, align 8, !tbaa !6
  %679 = getelementptr inbounds i8, ptr %7, i64 312
  %680 = load double, ptr %679, align 8, !tbaa !6
  %681 = getelementptr inbounds i8, ptr %7, i64 376
  %682 = load double, ptr %681, align 8, !tbaa !6
  %683 = getelementptr inbounds i8, ptr %7, i64 440
  %684 = load double, ptr %683, align 8, !tbaa !6
  %685 = getelementptr inbounds i8, ptr %7, i64 504
  %686 = load double, ptr %685, align 8, !tbaa !6
  br label %687

687:                                              ; preds = %559, %687
  %688 = phi i64 [ %810, %687 ], [ 0, %559 ]
  %689 = phi double [ %809, %687 ], [ 0.000000e+00, %559 ]
  %690 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 7
  %691 = load double, ptr %690, align 8, !tbaa !6
  %692 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 6
  %693 = load double, ptr %692, align 16, !tbaa !6
  %694 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 5
  %695 = load double, ptr %694, align 8, !tbaa !6
  %696 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 4
  %697 = load double, ptr %696, align 16, !tbaa !6
  %698 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 3
  %699 = load double, ptr %698, align 8, !tbaa !6
  %700 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 2
  %701 = load double, ptr %700, align 16, !tbaa !6
  %702 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 1
  %703 = load double, ptr %702, align 8, !tbaa !6
  %704 = getelementptr inbounds [8 x [8 x double]], ptr %2, i64 0, i64 %688, i64 0
  %705 = load double, ptr %704, align 16, !tbaa !6
  %706 = tail call double @llvm.fmuladd.f64(double %705, double %560, double 0.000000e+00)
  %707 = tail call double @llvm.fmuladd.f64(double %703, double %562, double %706)
  %708 = tail call double @llvm.fmuladd.f64(double %701, double %564, double %707)
  %709 = tail call double @llvm.fmuladd.f64(double %699, double %566, double %708)
  %710 = tail call double @llvm.fmuladd.f64(double %697, double %568, double %709)
  %711 = tail call double @llvm.fmuladd.f64(double %695, double %570, double %710)
  %712 = tail call double @llvm.fmuladd.f64(double %693, double %572, double %711)
  %713 = tail call double @llvm.fmuladd.f64(double %691, double %574, double %712)
  %714 = icmp eq i64 %688, 0
  %715 = select i1 %714, double 1.000000e+00, double 0.000000e+00
  %716 = fsub double %713, %715
  %717 = tail call double @llvm.fabs.f64(double %716)
  %718 = tail call double @llvm.maxnum.f64(double %689, double %717)
  %719 = tail call double @llvm.fmuladd.f64(double %705, double %576, double 0.000000e+00)
  %720 = tail call double @llvm.fmuladd.f64(double %703, double %578, double %719)
  %721 = tail call double @llvm.fmuladd.f64(double %701, double %580, double %720)
  %722 = tail call double @llvm.fmuladd.f64(double %699, double %582, double %721)
  %723 = tail call double @llvm.fmuladd.f64(double %697, double %584, double %722)
  %724 = tail call double @llvm.fmuladd.f64(double %695, double %586, double %723)
  %725 = tail call double @llvm.fmuladd.f64(double %693, double %588, double %724)
  %726 = tail call double @llvm.fmuladd.f64(double %691, double %590, double %725)
  %727 = icmp eq i64 %688, 1
  %728 = select i1 %727, double 1.000000e+00, double 0.000000e+00
  %729 = fsub double %726, %728
  %730 = tail call double @llvm.fabs.f64(double %729)
  %731 = tail call double @llvm.maxnum.f64(double %718, double %730)
  %732 = tail call double @llvm.fmuladd.f64(double %705, double %592, double 0.000000e+00)
  %733 = tail call double @llvm.fmuladd.f64(double %703, double %594, double %732)
  %734 = tail call double @llvm.fmuladd.f64(double %701, double %596, double %733)
  %735 = tail call double @llvm.fmuladd.f64(double %699, double %598, double %734)
  %736 = tail call double @llvm.fmuladd.f64(double %697, double %600, double %735)
  %737 = tail call double @llvm.fmuladd.f64(double %695, double %602, double %736)
  %738 = tail call double @llvm.fmuladd.f64(double %693, double %604, double %737)
  %739 = tail call double @llvm.fmuladd.f64(double %691, double %606, double %738)
  %740 = icmp eq i64 %688, 2
  %741 = select i1 %740, double 1.000000e+00, double 0.000000e+00
  %742 = fsub double %739, %741
  %743 = tail call double @llvm.fabs.f64(double %742)
  %744 = tail call double @llvm.maxnum.f64(double %731, double %743)
  %745 = tail call double @llvm.fmuladd.f64(double %705, double %608, double 0.000000e+00)
  %746 = tail call double @llvm.fmuladd.f64(double %703, double %610, double %745)
  %747 = tail call double @llvm.fmuladd.f64(double %701, double %612, double %746)
  %748 = tail call double @llvm.fmuladd.f64(double %699, double %614, double %747)
  %749 = tail call double @llvm.fmuladd.f64(double %697, double %616, double %748)
  %750 = tail call double @llvm.fmuladd.f64(double %695, double %618, double %749)
  %751 = tail call double @llvm.fmuladd.f64(double %693, double %620, double %750)
  %752 = tail call double @llvm.fmuladd.f64(double %691, double %622, double %751)
  %753 = icmp eq i64 %688, 3
  %754 = select i1 %753, double 1.000000e+00, double 0.000000e+00
  %755 = fsub double %752, %754
  %756 = tail call double @llvm.fabs.f64(double %755)
  %757 = tail call double @llvm.maxnum.f64(double %744, double %756)
  %758 = tail call double @llvm.fmuladd.f64(double %705, double %624, double 0.000000e+00)
  %759 = tail call double @llvm.fmuladd.f64(double %703, double %626, double %758)
  %760 = tail call double @llvm.fmuladd.f64(double %701, double %628, double %759)
  %761 = tail call double @llvm.fmuladd.f64(double %699, double %630, double %760)
  %762 = tail call double @llvm.fmuladd.f64(double %697, double %632, double %761)
  %763 = tail call double @llvm.fmuladd.f64(double %695, double %634, double %762)
  %764 = tail call double @llvm.fmuladd.f64(double %693, double %636, double %763)
  %765 = tail call double @llvm.fmuladd.f64(double %691, double %638, double %764)
  %766 = icmp eq i64 %688, 4
  %767 = select i1 %766, double 1.000000e+00, double 0.000000e+00
  %768 = fsub double %765, %767
  %769 = tail call double @llvm.fabs.f64(double %768)
  %770 = tail call double @llvm.maxnum.f64(double %757, double %769)
  %771 = tail call double @llvm.fmuladd.f64(double %705, double %640, double 0.000000e+00)
  %772 = tail call double @llvm.fmuladd.f64(double %703, double %642, double %771)
  %773 = tail call double @llvm.fmuladd.f64(double %701, double %644, double %772)
  %774 = tail call double @llvm.fmuladd.f64(double %699, double %646, double %773)
  %775 = tail call double @llvm.fmuladd.f64(double %697, double %648, double %774)
  %776 = tail call double @llvm.fmuladd.f64(double %695, double %650, double %775)
  %777 = tail call double @llvm.fmuladd.f64(double %693, double %652, double %776)
  %778 = tail call double @llvm.fmuladd.f64(double %691, double %654, double %777)
  %779 = icmp eq i64 %688, 5
  %780 = select i1 %779, double 1.000000e+00, double 0.000000e+00
  %781 = fsub double %778, %780
  %782 = tail call double @llvm.fabs.f64(double %781)
  %783 = tail call double @llvm.maxnum.f64(double %770, double %782)
  %784 = tail call double @llvm.fmuladd.f64(double %705, double %656, double 0.000000e+00)
  %785 = tail call double @llvm.fmuladd.f64(double %703, double %658, double %784)
  %786 = tail call double @llvm.fmuladd.f64(double %701, double %660, double %785)
  %787 = tail call double @llvm.fmuladd.f64(double %699, double %662, double %786)
  %788 = tail call double @llvm.fmuladd.f64(double %697, double %664, double %787)
  %789 = tail call double @llvm.fmuladd.f64(double %695, double %666, double %788)
  %790 = tail call double @llvm.fmuladd.f64(double %693, double %668, double %789)
  %791 = tail call double @llvm.fmuladd.f64(double %691, double %670, double %790)
  %792 = icmp eq i64 %688, 6
  %793 = select i1 %792, double 1.000000e+00, double 0.000000e+00
  %794 = fsub double %791, %793
  %795 = tail call double @llvm.fabs.f64(double %794)
  %796 = tail call double @llvm.maxnum.f64(double %783, double %795)
  %797 = tail call double @llvm.fmuladd.f64(double %705, double %672, double 0.000000e+00)
  %798 = tail call double @llvm.fmuladd.f64(double %703, double %674, double %797)
  %799 = tail call double @llvm.fmuladd.f64(double %701, double %676, double %798)
  %800 = tail call double @llvm.fmuladd.f64(double %699, double %678, double %799)
  %801 = tail call double @llvm.fmuladd.f64(double %697, double %680, double %800)
  %802 = tail call double @llvm.fmuladd.f64(double %695, double %682, double %801)
  %803 = tail call double @llvm.fmuladd.f64(double %693, double %684, double %802)
  %804 = tail call double @llvm.fmuladd.f64(double %691, double %686, double %803)
  %805 = icmp eq i64 %688, 7
  %806 = select i1 %805, double 1.000000e+00, double 0.000000e+00
  %807 = fsub double %804, %806
  %808 = tail call double @llvm.fabs.f64(double %807)
  %809 = tail call double @llvm.maxnum.f64(double %796, double %808)
  %810 = add nuw nsw i64 %688, 1
  %811 = icmp eq i64 %810, 8
  br i1 %811, label %812, label %687, !llvm.loop !30

812:                                              ; preds = %687
  %813 = fcmp olt double %809, 1.000000e-10
  %814 = zext i1 %813 to i32
  %815 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %814)
  %816 = load double, ptr %7, align 8, !tbaa !6
  %817 = load double, ptr %409, align 8, !tbaa !6
  %818 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %816, double noundef %817)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @lu_solve(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) unnamed_addr #4 {
  %5 = alloca [8 x double], align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  %6 = load i32, ptr %1, align 4, !tbaa !10
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds double, ptr %2, i64 %7
  %9 = load double, ptr %8, align 8, !tbaa !6
  store double %9, ptr %5, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 4
  %11 = load i32, ptr %10, align 4, !tbaa !10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds double, ptr %2, i64 %12
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = fneg double %16
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %9, double %14)
  %19 = getelementptr inbounds i8, ptr %5, i64 8
  store double %18, ptr %19, align 8, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %1, i64 8
  %21 = load i32, ptr %20, align 4, !tbaa !10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %2, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %0, i64 128
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = fneg double %26
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %9, double %24)
  %29 = getelementptr inbounds i8, ptr %0, i64 136
  %30 = load double, ptr %29, align 8, !tbaa !6
  %31 = fneg double %30
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %18, double %28)
  %33 = getelementptr inbounds i8, ptr %5, i64 16
  store double %32, ptr %33, align 8, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %1, i64 12
  %35 = load i32, ptr %34, align 4, !tbaa !10
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %2, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %0, i64 192
  %40 = load double, ptr %39, align 8, !tbaa !6
  %41 = fneg double %40
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %9, double %38)
  %43 = getelementptr inbounds i8, ptr %0, i64 200
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = fneg double %44
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %18, double %42)
  %47 = getelementptr inbounds i8, ptr %0, i64 208
  %48 = load double, ptr %47, align 8, !tbaa !6
  %49 = fneg double %48
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %32, double %46)
  %51 = getelementptr inbounds i8, ptr %5, i64 24
  store double %50, ptr %51, align 8, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = load i32, ptr %52, align 4, !tbaa !10
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds double, ptr %2, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %0, i64 256
  %58 = load double, ptr %57, align 8, !tbaa !6
  %59 = fneg double %58
  %60 = tail call double @llvm.fmuladd.f64(double %59, double %9, double %56)
  %61 = getelementptr inbounds i8, ptr %0, i64 264
  %62 = load double, ptr %61, align 8, !tbaa !6
  %63 = fneg double %62
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %18, double %60)
  %65 = getelementptr inbounds i8, ptr %0, i64 272
  %66 = load double, ptr %65, align 8, !tbaa !6
  %67 = fneg double %66
  %68 = tail call double @llvm.fmuladd.f64(double %67, double %32, double %64)
  %69 = getelementptr inbounds i8, ptr %0, i64 280
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fneg double %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %50, double %68)
  %73 = getelementptr inbounds i8, ptr %5, i64 32
  store double %72, ptr %73, align 8, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %1, i64 20
  %75 = load i32, ptr %74, align 4, !tbaa !10
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds double, ptr %2, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %0, i64 320
  %80 = load double, ptr %79, align 8, !tbaa !6
  %81 = fneg double %80
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %9, double %78)
  %83 = getelementptr inbounds i8, ptr %0, i64 328
  %84 = load double, ptr %83, align 8, !tbaa !6
  %85 = fneg double %84
  %86 = tail call double @llvm.fmuladd.f64(double %85, double %18, double %82)
  %87 = getelementptr inbounds i8, ptr %0, i64 336
  %88 = load double, ptr %87, align 8, !tbaa !6
  %89 = fneg double %88
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %32, double %86)
  %91 = getelementptr inbounds i8, ptr %0, i64 344
  %92 = load double, ptr %91, align 8, !tbaa !6
  %93 = fneg double %92
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %50, double %90)
  %95 = getelementptr inbounds i8, ptr %0, i64 352
  %96 = load double, ptr %95, align 8, !tbaa !6
  %97 = fneg double %96
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %72, double %94)
  %99 = getelementptr inbounds i8, ptr %5, i64 40
  store double %98, ptr %99, align 8, !tbaa !6
  %100 = getelementptr inbounds i8, ptr %1, i64 24
  %101 = load i32, ptr %100, align 4, !tbaa !10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds double, ptr %2, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = getelementptr inbounds i8, ptr %0, i64 384
  %106 = load double, ptr %105, align 8, !tbaa !6
  %107 = fneg double %106
  %108 = tail call double @llvm.fmuladd.f64(double %107, double %9, double %104)
  %109 = getelementptr inbounds i8, ptr %0, i64 392
  %110 = load double, ptr %109, align 8, !tbaa !6
  %111 = fneg double %110
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %18, double %108)
  %113 = getelementptr inbounds i8, ptr %0, i64 400
  %114 = load double, ptr %113, align 8, !tbaa !6
  %115 = fneg double %114
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %32, double %112)
  %117 = getelementptr inbounds i8, ptr %0, i64 408
  %118 = load double, ptr %117, align 8, !tbaa !6
  %119 = fneg double %118
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %50, double %116)
  %121 = getelementptr inbounds i8, ptr %0, i64 416
  %122 = load double, ptr %121, align 8, !tbaa !6
  %123 = fneg double %122
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %72, double %120)
  %125 = getelementptr inbounds i8, ptr %0, i64 424
  %126 = load double, ptr %125, align 8, !tbaa !6
  %127 = fneg double %126
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %98, double %124)
  %129 = getelementptr inbounds i8, ptr %5, i64 48
  store double %128, ptr %129, align 8, !tbaa !6
  %130 = getelementptr inbounds i8, ptr %0, i64 496
  %131 = load double, ptr %130, align 8, !tbaa !6
  %132 = fneg double %131
  %133 = getelementptr inbounds i8, ptr %0, i64 488
  %134 = load double, ptr %133, align 8, !tbaa !6
  %135 = fneg double %134
  %136 = getelementptr inbounds i8, ptr %0, i64 480
  %137 = load double, ptr %136, align 8, !tbaa !6
  %138 = fneg double %137
  %139 = getelementptr inbounds i8, ptr %0, i64 472
  %140 = load double, ptr %139, align 8, !tbaa !6
  %141 = fneg double %140
  %142 = getelementptr inbounds i8, ptr %0, i64 464
  %143 = load double, ptr %142, align 8, !tbaa !6
  %144 = fneg double %143
  %145 = getelementptr inbounds i8, ptr %0, i64 456
  %146 = load double, ptr %145, align 8, !tbaa !6
  %147 = fneg double %146
  %148 = getelementptr inbounds i8, ptr %0, i64 448
  %149 = load double, ptr %148, align 8, !tbaa !6
  %150 = fneg double %149
  %151 = getelementptr inbounds i8, ptr %1, i64 28
  %152 = load i32, ptr %151, align 4, !tbaa !10
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds double, ptr %2, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !6
  %156 = tail call double @llvm.fmuladd.f64(double %150, double %9, double %155)
  %157 = tail call double @llvm.fmuladd.f64(double %147, double %18, double %156)
  %158 = tail call double @llvm.fmuladd.f64(double %144, double %32, double %157)
  %159 = tail call double @llvm.fmuladd.f64(double %141, double %50, double %158)
  %160 = tail call double @llvm.fmuladd.f64(double %138, double %72, double %159)
  %161 = tail call double @llvm.fmuladd.f64(double %135, double %98, double %160)
  %162 = tail call double @llvm.fmuladd.f64(double %132, double %128, double %161)
  %163 = getelementptr inbounds i8, ptr %5, i64 56
  store double %162, ptr %163, align 8, !tbaa !6
  br label %165

164:                                              ; preds = %202
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  ret void

165:                                              ; preds = %4, %202
  %166 = phi i64 [ 0, %4 ], [ %210, %202 ]
  %167 = phi i64 [ 7, %4 ], [ %208, %202 ]
  %168 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !6
  %170 = icmp ult i64 %167, 7
  br i1 %170, label %171, label %202

171:                                              ; preds = %165
  %172 = icmp ult i64 %166, 4
  br i1 %172, label %173, label %176

173:                                              ; preds = %200, %171
  %174 = phi i64 [ %167, %171 ], [ %178, %200 ]
  %175 = phi double [ %169, %171 ], [ %197, %200 ]
  br label %211

176:                                              ; preds = %171
  %177 = and i64 %166, -4
  %178 = add i64 %167, %177
  br label %179

179:                                              ; preds = %179, %176
  %180 = phi i64 [ 0, %176 ], [ %198, %179 ]
  %181 = phi double [ %169, %176 ], [ %197, %179 ]
  %182 = add i64 %167, %180
  %183 = add nuw nsw i64 %182, 1
  %184 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %183
  %185 = getelementptr inbounds i8, ptr %184, i64 16
  %186 = load <2 x double>, ptr %184, align 8, !tbaa !6
  %187 = load <2 x double>, ptr %185, align 8, !tbaa !6
  %188 = getelementptr inbounds double, ptr %3, i64 %183
  %189 = getelementptr inbounds i8, ptr %188, i64 16
  %190 = load <2 x double>, ptr %188, align 8, !tbaa !6
  %191 = load <2 x double>, ptr %189, align 8, !tbaa !6
  %192 = fneg <2 x double> %186
  %193 = fneg <2 x double> %187
  %194 = fmul <2 x double> %190, %192
  %195 = fmul <2 x double> %191, %193
  %196 = tail call double @llvm.vector.reduce.fadd.v2f64(double %181, <2 x double> %194)
  %197 = tail call double @llvm.vector.reduce.fadd.v2f64(double %196, <2 x double> %195)
  %198 = add nuw i64 %180, 4
  %199 = icmp eq i64 %198, %177
  br i1 %199, label %200, label %179, !llvm.loop !31

200:                                              ; preds = %179
  %201 = icmp eq i64 %166, %177
  br i1 %201, label %202, label %173

202:                                              ; preds = %211, %200, %165
  %203 = phi double [ %169, %165 ], [ %197, %200 ], [ %220, %211 ]
  %204 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %167
  %205 = load double, ptr %204, align 8, !tbaa !6
  %206 = fdiv double %203, %205
  %207 = getelementptr inbounds double, ptr %3, i64 %167
  store double %206, ptr %207, align 8, !tbaa !6
  %208 = add nsw i64 %167, -1
  %209 = icmp eq i64 %167, 0
  %210 = add i64 %166, 1
  br i1 %209, label %164, label %165, !llvm.loop !32

211:                                              ; preds = %173, %211
  %212 = phi i64 [ %214, %211 ], [ %174, %173 ]
  %213 = phi double [ %220, %211 ], [ %175, %173 ]
  %214 = add nuw nsw i64 %212, 1
  %215 = getelementptr inbounds [8 x double], ptr %0, i64 %167, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !6
  %217 = getelementptr inbounds double, ptr %3, i64 %214
  %218 = load double, ptr %217, align 8, !tbaa !6
  %219 = fneg double %216
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %218, double %213)
  %221 = icmp eq i64 %214, 7
  br i1 %221, label %202, label %211, !llvm.loop !33
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = !{!21}
!21 = distinct !{!21, !17}
!22 = !{!16, !19}
!23 = distinct !{!23, !13, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13, !24}
!28 = distinct !{!28, !13, !29}
!29 = !{!"llvm.loop.peeled.count", i32 1}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13, !24, !25}
!32 = distinct !{!32, !13}
!33 = distinct !{!33, !13, !25, !24}
