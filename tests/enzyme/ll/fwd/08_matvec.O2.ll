; ModuleID = 'fwd/08_matvec.c'
source_filename = "fwd/08_matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"y[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [20 x double], align 16
  %2 = alloca [20 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [6 x double], align 16
  %5 = alloca [6 x double], align 16
  %6 = alloca [6 x double], align 16
  %7 = alloca [4 x double], align 16
  %8 = alloca [4 x double], align 16
  %9 = alloca [5 x double], align 16
  %10 = alloca [5 x double], align 16
  %11 = alloca [5 x double], align 16
  %12 = alloca [5 x double], align 16
  %13 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #8
  store <2 x double> <double -1.000000e+00, double 7.500000e-01>, ptr %1, align 16, !tbaa !5
  store <2 x double> <double -3.000000e-01, double 0x3FD3333333333334>, ptr %2, align 16, !tbaa !5
  store <2 x double> <double 0xBFF00003254E6E22, double 0x3FE800064A9CDC44>, ptr %3, align 16, !tbaa !5
  store <2 x double> <double -9.999970e-01, double 7.499970e-01>, ptr %5, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x double> <double -2.500000e-01, double 1.500000e+00>, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0xBFB9999999999998, double 5.000000e-01>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double -2.500010e-01, double 0x3FF800053E2D6239>, ptr %16, align 16, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double -2.499990e-01, double 0x3FF7FFFAC1D29DC7>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x double> <double 5.000000e-01, double -5.000000e-01>, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0x3FB999999999999C, double -3.000000e-01>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 5.000010e-01, double -5.000030e-01>, ptr %20, align 16, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %5, i64 32
  store <2 x double> <double 4.999990e-01, double -4.999970e-01>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 48
  store <2 x double> <double 1.250000e+00, double 2.500000e-01>, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %2, i64 48
  store <2 x double> <double 0x3FD3333333333334, double 0xBFB9999999999998>, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 64
  store <2 x double> <double -7.500000e-01, double 1.000000e+00>, ptr %24, align 16, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %2, i64 64
  store <2 x double> <double 5.000000e-01, double 0x3FB999999999999C>, ptr %25, align 16, !tbaa !5
  store <2 x double> <double 0xBFE7FFF583A53B8E, double 0x3FF000010C6F7A0B>, ptr %4, align 16, !tbaa !5
  store <2 x double> <double -7.500050e-01, double 0x3FEFFFFDE7210BE9>, ptr %6, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  store <2 x double> <double 0.000000e+00, double -1.000000e+00>, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %2, i64 80
  store <2 x double> <double -3.000000e-01, double 0x3FD3333333333334>, ptr %27, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double -3.000000e-06, double -9.999970e-01>, ptr %28, align 16, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 3.000000e-06, double 0xBFF00003254E6E22>, ptr %29, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %1, i64 96
  store <2 x double> <double 7.500000e-01, double -2.500000e-01>, ptr %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %2, i64 96
  store <2 x double> <double 0xBFB9999999999998, double 5.000000e-01>, ptr %31, align 16, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 7.499990e-01, double -2.499950e-01>, ptr %32, align 16, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %6, i64 32
  store <2 x double> <double 7.500010e-01, double -2.500050e-01>, ptr %33, align 16, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x double> <double 1.500000e+00, double 5.000000e-01>, ptr %34, align 16, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %2, i64 112
  store <2 x double> <double 0x3FB999999999999C, double -3.000000e-01>, ptr %35, align 16, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 128
  store <2 x double> <double -5.000000e-01, double 1.250000e+00>, ptr %36, align 16, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %2, i64 128
  store <2 x double> <double 0x3FD3333333333334, double 0xBFB9999999999998>, ptr %37, align 16, !tbaa !5
  %38 = getelementptr inbounds i8, ptr %1, i64 144
  store <2 x double> <double 2.500000e-01, double -7.500000e-01>, ptr %38, align 16, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %2, i64 144
  store <2 x double> <double 5.000000e-01, double 0x3FB999999999999C>, ptr %39, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr %7, align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double 0x3FE6666666666666>, ptr %8, align 16, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %7, i64 16
  %41 = getelementptr inbounds i8, ptr %8, i64 16
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr %40, align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double 0x3FE6666666666666>, ptr %41, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #8
  %42 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %43 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %44 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @matvec, i32 noundef %42, ptr noundef nonnull %9, ptr noundef nonnull %10, i32 noundef %42, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %42, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %43, i32 noundef 5, i32 noundef %43, i32 noundef 4) #8
  %45 = load <2 x double>, ptr %3, align 16
  %46 = getelementptr inbounds i8, ptr %3, i64 8
  %47 = load <2 x double>, ptr %46, align 8
  %48 = getelementptr inbounds i8, ptr %3, i64 16
  %49 = load <2 x double>, ptr %48, align 16
  %50 = getelementptr inbounds i8, ptr %3, i64 24
  %51 = load <2 x double>, ptr %50, align 8
  %52 = getelementptr inbounds i8, ptr %3, i64 32
  %53 = load double, ptr %52, align 16, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %3, i64 40
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = insertelement <2 x double> %45, double %53, i64 1
  %57 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> <double 9.999980e-01, double 9.999980e-01>, <2 x double> zeroinitializer)
  %58 = insertelement <2 x double> %47, double %55, i64 1
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> <double 0x3FF80007570C5650, double 0x3FF80007570C5650>, <2 x double> %57)
  %60 = insertelement <2 x double> %49, double 0x3FF40003254E6E22, i64 1
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 0x3FFFFFFDE7210BE9, double 0x3FFFFFFDE7210BE9>, <2 x double> %59)
  %62 = insertelement <2 x double> %51, double 2.499990e-01, i64 1
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> <double 0x40040003AB862B28, double 0x40040003AB862B28>, <2 x double> %61)
  %64 = fmul <2 x double> %63, <double 9.999980e-01, double 0x3FF80007570C5650>
  store <2 x double> %64, ptr %11, align 16, !tbaa !5
  %65 = load <2 x double>, ptr %4, align 16
  %66 = getelementptr inbounds i8, ptr %4, i64 8
  %67 = load <2 x double>, ptr %66, align 8
  %68 = getelementptr inbounds i8, ptr %4, i64 16
  %69 = load <2 x double>, ptr %68, align 16
  %70 = getelementptr inbounds i8, ptr %4, i64 24
  %71 = load <2 x double>, ptr %70, align 8
  %72 = getelementptr inbounds i8, ptr %11, i64 16
  %73 = getelementptr inbounds i8, ptr %4, i64 32
  %74 = load double, ptr %73, align 16, !tbaa !5
  %75 = getelementptr inbounds i8, ptr %4, i64 40
  %76 = load double, ptr %75, align 8, !tbaa !5
  %77 = insertelement <2 x double> %65, double %74, i64 1
  %78 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> <double 9.999980e-01, double 9.999980e-01>, <2 x double> zeroinitializer)
  %79 = insertelement <2 x double> %67, double %76, i64 1
  %80 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> <double 0x3FF80007570C5650, double 0x3FF80007570C5650>, <2 x double> %78)
  %81 = insertelement <2 x double> %69, double 0x3FF800010C6F7A0B, i64 1
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> <double 0x3FFFFFFDE7210BE9, double 0x3FFFFFFDE7210BE9>, <2 x double> %80)
  %83 = insertelement <2 x double> %71, double 4.999970e-01, i64 1
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> <double 0x40040003AB862B28, double 0x40040003AB862B28>, <2 x double> %82)
  %85 = fmul <2 x double> %84, <double 0x3FFFFFFDE7210BE9, double 0x40040003AB862B28>
  store <2 x double> %85, ptr %72, align 16, !tbaa !5
  %86 = getelementptr inbounds i8, ptr %11, i64 32
  store double 0x3EF2DFD302028142, ptr %86, align 16, !tbaa !5
  %87 = load <2 x double>, ptr %5, align 16
  %88 = getelementptr inbounds i8, ptr %5, i64 8
  %89 = load <2 x double>, ptr %88, align 8
  %90 = getelementptr inbounds i8, ptr %5, i64 16
  %91 = load <2 x double>, ptr %90, align 16
  %92 = getelementptr inbounds i8, ptr %5, i64 24
  %93 = load <2 x double>, ptr %92, align 8
  %94 = getelementptr inbounds i8, ptr %5, i64 32
  %95 = load double, ptr %94, align 16, !tbaa !5
  %96 = getelementptr inbounds i8, ptr %5, i64 40
  %97 = load double, ptr %96, align 8, !tbaa !5
  %98 = insertelement <2 x double> %87, double %95, i64 1
  %99 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %98, <2 x double> <double 0x3FF0000218DEF417, double 0x3FF0000218DEF417>, <2 x double> zeroinitializer)
  %100 = insertelement <2 x double> %89, double %97, i64 1
  %101 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %100, <2 x double> <double 0x3FF7FFF8A8F3A9B0, double 0x3FF7FFF8A8F3A9B0>, <2 x double> %99)
  %102 = insertelement <2 x double> %91, double 0x3FF3FFFCDAB191DE, i64 1
  %103 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 0x400000010C6F7A0B, double 0x400000010C6F7A0B>, <2 x double> %101)
  %104 = insertelement <2 x double> %93, double 2.500010e-01, i64 1
  %105 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %104, <2 x double> <double 0x4003FFFC5479D4D8, double 0x4003FFFC5479D4D8>, <2 x double> %103)
  %106 = fmul <2 x double> %105, <double 0x3FF0000218DEF417, double 0x3FF7FFF8A8F3A9B0>
  store <2 x double> %106, ptr %12, align 16, !tbaa !5
  %107 = load <2 x double>, ptr %6, align 16
  %108 = getelementptr inbounds i8, ptr %6, i64 8
  %109 = load <2 x double>, ptr %108, align 8
  %110 = getelementptr inbounds i8, ptr %6, i64 16
  %111 = load <2 x double>, ptr %110, align 16
  %112 = getelementptr inbounds i8, ptr %6, i64 24
  %113 = load <2 x double>, ptr %112, align 8
  %114 = getelementptr inbounds i8, ptr %12, i64 16
  %115 = getelementptr inbounds i8, ptr %6, i64 32
  %116 = load double, ptr %115, align 16, !tbaa !5
  %117 = getelementptr inbounds i8, ptr %6, i64 40
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = insertelement <2 x double> %107, double %116, i64 1
  %120 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %119, <2 x double> <double 0x3FF0000218DEF417, double 0x3FF0000218DEF417>, <2 x double> zeroinitializer)
  %121 = insertelement <2 x double> %109, double %118, i64 1
  %122 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %121, <2 x double> <double 0x3FF7FFF8A8F3A9B0, double 0x3FF7FFF8A8F3A9B0>, <2 x double> %120)
  %123 = insertelement <2 x double> %111, double 0x3FF7FFFEF39085F5, i64 1
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> <double 0x400000010C6F7A0B, double 0x400000010C6F7A0B>, <2 x double> %122)
  %125 = insertelement <2 x double> %113, double 5.000030e-01, i64 1
  %126 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %125, <2 x double> <double 0x4003FFFC5479D4D8, double 0x4003FFFC5479D4D8>, <2 x double> %124)
  %127 = fmul <2 x double> %126, <double 0x400000010C6F7A0B, double 0x4003FFFC5479D4D8>
  store <2 x double> %127, ptr %114, align 16, !tbaa !5
  %128 = getelementptr inbounds i8, ptr %12, i64 32
  store double 0xBEF2DFDA27994888, ptr %128, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #8
  br label %136

129:                                              ; preds = %136
  %130 = icmp eq i32 %160, 0
  %131 = select i1 %130, ptr @.str.3, ptr @.str.2
  %132 = call i32 @puts(ptr nonnull dereferenceable(1) %131)
  %133 = load i32, ptr @fails, align 4, !tbaa !9
  %134 = icmp ne i32 %133, 0
  %135 = zext i1 %134 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %1) #8
  ret i32 %135

136:                                              ; preds = %0, %136
  %137 = phi i64 [ 0, %0 ], [ %161, %136 ]
  %138 = trunc nuw nsw i64 %137 to i32
  %139 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %138) #8
  %140 = getelementptr inbounds [5 x double], ptr %10, i64 0, i64 %137
  %141 = load double, ptr %140, align 8, !tbaa !5
  %142 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %137
  %143 = load double, ptr %142, align 8, !tbaa !5
  %144 = getelementptr inbounds [5 x double], ptr %12, i64 0, i64 %137
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = fsub double %143, %145
  %147 = fdiv double %146, 2.000000e-05
  %148 = fsub double %141, %147
  %149 = call double @llvm.fabs.f64(double %148)
  %150 = call double @llvm.fabs.f64(double %147)
  %151 = call double @llvm.maxnum.f64(double %150, double 1.000000e+00)
  %152 = fmul double %151, 0x3EB0C6F7A0B5ED8D
  %153 = fcmp ugt double %149, %152
  %154 = fcmp ule double %150, 1.000000e-09
  %155 = or i1 %154, %153
  %156 = select i1 %155, ptr @.str.2, ptr @.str.3
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %13, double noundef %141, double noundef %147, ptr noundef nonnull %156)
  %158 = zext i1 %155 to i32
  %159 = load i32, ptr @fails, align 4, !tbaa !9
  %160 = add nsw i32 %159, %158
  store i32 %160, ptr @fails, align 4, !tbaa !9
  %161 = add nuw nsw i64 %137, 1
  %162 = icmp eq i64 %161, 5
  br i1 %162, label %129, label %136, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matvec(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) #4 {
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = zext nneg i32 %3 to i64
  %11 = and i64 %9, 3
  %12 = icmp ult i32 %4, 4
  %13 = and i64 %9, 2147483644
  %14 = icmp eq i64 %11, 0
  br label %15

15:                                               ; preds = %7, %37
  %16 = phi i64 [ 0, %7 ], [ %46, %37 ]
  br i1 %8, label %17, label %37

17:                                               ; preds = %15
  %18 = mul nuw nsw i64 %16, %9
  %19 = getelementptr inbounds double, ptr %1, i64 %18
  br i1 %12, label %21, label %48

20:                                               ; preds = %37, %5
  ret void

21:                                               ; preds = %48, %17
  %22 = phi double [ poison, %17 ], [ %74, %48 ]
  %23 = phi i64 [ 0, %17 ], [ %75, %48 ]
  %24 = phi double [ 0.000000e+00, %17 ], [ %74, %48 ]
  br i1 %14, label %37, label %25

25:                                               ; preds = %21, %25
  %26 = phi i64 [ %34, %25 ], [ %23, %21 ]
  %27 = phi double [ %33, %25 ], [ %24, %21 ]
  %28 = phi i64 [ %35, %25 ], [ 0, %21 ]
  %29 = getelementptr inbounds double, ptr %19, i64 %26
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = getelementptr inbounds double, ptr %2, i64 %26
  %32 = load double, ptr %31, align 8, !tbaa !5
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %27)
  %34 = add nuw nsw i64 %26, 1
  %35 = add i64 %28, 1
  %36 = icmp eq i64 %35, %11
  br i1 %36, label %37, label %25, !llvm.loop !13

37:                                               ; preds = %21, %25, %15
  %38 = phi double [ 0.000000e+00, %15 ], [ %22, %21 ], [ %33, %25 ]
  %39 = trunc nuw nsw i64 %16 to i32
  %40 = srem i32 %39, %4
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds double, ptr %2, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = fmul double %38, %43
  %45 = getelementptr inbounds double, ptr %0, i64 %16
  store double %44, ptr %45, align 8, !tbaa !5
  %46 = add nuw nsw i64 %16, 1
  %47 = icmp eq i64 %46, %10
  br i1 %47, label %20, label %15, !llvm.loop !15

48:                                               ; preds = %17, %48
  %49 = phi i64 [ %75, %48 ], [ 0, %17 ]
  %50 = phi double [ %74, %48 ], [ 0.000000e+00, %17 ]
  %51 = phi i64 [ %76, %48 ], [ 0, %17 ]
  %52 = getelementptr inbounds double, ptr %19, i64 %49
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = getelementptr inbounds double, ptr %2, i64 %49
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = or disjoint i64 %49, 1
  %58 = getelementptr inbounds double, ptr %19, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !5
  %60 = getelementptr inbounds double, ptr %2, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %56)
  %63 = or disjoint i64 %49, 2
  %64 = getelementptr inbounds double, ptr %19, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = getelementptr inbounds double, ptr %2, i64 %63
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = tail call double @llvm.fmuladd.f64(double %65, double %67, double %62)
  %69 = or disjoint i64 %49, 3
  %70 = getelementptr inbounds double, ptr %19, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !5
  %72 = getelementptr inbounds double, ptr %2, i64 %69
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %68)
  %75 = add nuw nsw i64 %49, 4
  %76 = add i64 %51, 4
  %77 = icmp eq i64 %76, %13
  br i1 %77, label %21, label %48, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
