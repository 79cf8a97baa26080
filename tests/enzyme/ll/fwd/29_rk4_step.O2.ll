; ModuleID = 'fwd/29_rk4_step.c'
source_filename = "fwd/29_rk4_step.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.y = private unnamed_addr constant [2 x double] [double 1.500000e+00, double -3.000000e-01], align 16
@__const.main.dy = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double 4.000000e-01], align 16
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [8 x i8] c"summary\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"final y[0]\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"final y[1]\00", align 1
@__const.main.z = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 1.000000e+00], align 16
@.str.3 = private unnamed_addr constant [20 x i8] c"one step d/dmu y[0]\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"one step d/dmu y[1]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [2 x double], align 16
  %5 = alloca [2 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 40, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.y, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.dy, i64 16, i1 false)
  %6 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @integrate, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 1.200000e+00, double noundef 5.000000e-01, i32 noundef %6, double noundef 5.000000e-02, i32 noundef %7) #11
  %9 = load volatile i32, ptr %1, align 4, !tbaa !5
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %52

11:                                               ; preds = %0, %11
  %12 = phi i32 [ %50, %11 ], [ 0, %0 ]
  %13 = phi <2 x double> [ %49, %11 ], [ <double -2.999960e-01, double 0x3FF80007570C5650>, %0 ]
  %14 = extractelement <2 x double> %13, i64 1
  %15 = fneg double %14
  %16 = call double @llvm.fmuladd.f64(double %15, double %14, double 1.000000e+00)
  %17 = fmul double %16, 0x3FF333387160956C
  %18 = extractelement <2 x double> %13, i64 0
  %19 = call double @llvm.fmuladd.f64(double %17, double %18, double %15)
  %20 = call double @llvm.fmuladd.f64(double %18, double 2.500000e-02, double %14)
  %21 = fneg double %20
  %22 = call double @llvm.fmuladd.f64(double %21, double %20, double 1.000000e+00)
  %23 = fmul double %22, 0x3FF333387160956C
  %24 = call double @llvm.fmuladd.f64(double %19, double 2.500000e-02, double %18)
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %21)
  %26 = call double @llvm.fmuladd.f64(double %24, double 2.500000e-02, double %14)
  %27 = call double @llvm.fmuladd.f64(double %25, double 2.500000e-02, double %18)
  %28 = fneg double %26
  %29 = call double @llvm.fmuladd.f64(double %28, double %26, double 1.000000e+00)
  %30 = fmul double %29, 0x3FF333387160956C
  %31 = call double @llvm.fmuladd.f64(double %30, double %27, double %28)
  %32 = call double @llvm.fmuladd.f64(double %27, double 5.000000e-02, double %14)
  %33 = call double @llvm.fmuladd.f64(double %31, double 5.000000e-02, double %18)
  %34 = fneg double %32
  %35 = call double @llvm.fmuladd.f64(double %34, double %32, double 1.000000e+00)
  %36 = fmul double %35, 0x3FF333387160956C
  %37 = call double @llvm.fmuladd.f64(double %36, double %33, double %34)
  %38 = insertelement <2 x double> poison, double %25, i64 0
  %39 = insertelement <2 x double> %38, double %24, i64 1
  %40 = shufflevector <2 x double> %13, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %41 = insertelement <2 x double> %40, double %19, i64 0
  %42 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %41)
  %43 = insertelement <2 x double> poison, double %31, i64 0
  %44 = insertelement <2 x double> %43, double %27, i64 1
  %45 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %44, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %42)
  %46 = insertelement <2 x double> poison, double %37, i64 0
  %47 = insertelement <2 x double> %46, double %33, i64 1
  %48 = fadd <2 x double> %45, %47
  %49 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %48, <2 x double> <double 0x3F81111111111111, double 0x3F81111111111111>, <2 x double> %13)
  %50 = add nuw nsw i32 %12, 1
  %51 = icmp eq i32 %50, %9
  br i1 %51, label %52, label %11, !llvm.loop !9

52:                                               ; preds = %11, %0
  %53 = phi <2 x double> [ <double -2.999960e-01, double 0x3FF80007570C5650>, %0 ], [ %49, %11 ]
  %54 = load volatile i32, ptr %1, align 4, !tbaa !5
  %55 = icmp sgt i32 %54, 0
  br i1 %55, label %56, label %97

56:                                               ; preds = %52, %56
  %57 = phi i32 [ %95, %56 ], [ 0, %52 ]
  %58 = phi <2 x double> [ %94, %56 ], [ <double -3.000040e-01, double 0x3FF7FFF8A8F3A9B0>, %52 ]
  %59 = extractelement <2 x double> %58, i64 1
  %60 = fneg double %59
  %61 = call double @llvm.fmuladd.f64(double %60, double %59, double 1.000000e+00)
  %62 = fmul double %61, 0x3FF3332DF505D0FA
  %63 = extractelement <2 x double> %58, i64 0
  %64 = call double @llvm.fmuladd.f64(double %62, double %63, double %60)
  %65 = call double @llvm.fmuladd.f64(double %63, double 2.500000e-02, double %59)
  %66 = fneg double %65
  %67 = call double @llvm.fmuladd.f64(double %66, double %65, double 1.000000e+00)
  %68 = fmul double %67, 0x3FF3332DF505D0FA
  %69 = call double @llvm.fmuladd.f64(double %64, double 2.500000e-02, double %63)
  %70 = call double @llvm.fmuladd.f64(double %68, double %69, double %66)
  %71 = call double @llvm.fmuladd.f64(double %69, double 2.500000e-02, double %59)
  %72 = call double @llvm.fmuladd.f64(double %70, double 2.500000e-02, double %63)
  %73 = fneg double %71
  %74 = call double @llvm.fmuladd.f64(double %73, double %71, double 1.000000e+00)
  %75 = fmul double %74, 0x3FF3332DF505D0FA
  %76 = call double @llvm.fmuladd.f64(double %75, double %72, double %73)
  %77 = call double @llvm.fmuladd.f64(double %72, double 5.000000e-02, double %59)
  %78 = call double @llvm.fmuladd.f64(double %76, double 5.000000e-02, double %63)
  %79 = fneg double %77
  %80 = call double @llvm.fmuladd.f64(double %79, double %77, double 1.000000e+00)
  %81 = fmul double %80, 0x3FF3332DF505D0FA
  %82 = call double @llvm.fmuladd.f64(double %81, double %78, double %79)
  %83 = insertelement <2 x double> poison, double %70, i64 0
  %84 = insertelement <2 x double> %83, double %69, i64 1
  %85 = shufflevector <2 x double> %58, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %86 = insertelement <2 x double> %85, double %64, i64 0
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %86)
  %88 = insertelement <2 x double> poison, double %76, i64 0
  %89 = insertelement <2 x double> %88, double %72, i64 1
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %87)
  %91 = insertelement <2 x double> poison, double %82, i64 0
  %92 = insertelement <2 x double> %91, double %78, i64 1
  %93 = fadd <2 x double> %90, %92
  %94 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> <double 0x3F81111111111111, double 0x3F81111111111111>, <2 x double> %58)
  %95 = add nuw nsw i32 %57, 1
  %96 = icmp eq i32 %95, %54
  br i1 %96, label %97, label %56, !llvm.loop !9

97:                                               ; preds = %56, %52
  %98 = phi <2 x double> [ <double -3.000040e-01, double 0x3FF7FFF8A8F3A9B0>, %52 ], [ %94, %56 ]
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %100 = shufflevector <2 x double> %53, <2 x double> %99, <2 x i32> <i32 0, i32 3>
  %101 = fmul <2 x double> %100, <double 5.000000e-01, double 5.000000e-01>
  %102 = shufflevector <2 x double> %98, <2 x double> %53, <2 x i32> <i32 3, i32 1>
  %103 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> %102, <2 x double> %101)
  %104 = shufflevector <2 x double> %103, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %105 = fsub <2 x double> %103, %104
  %106 = extractelement <2 x double> %105, i64 0
  %107 = fdiv double %106, 2.000000e-05
  %108 = fsub double %8, %107
  %109 = call double @llvm.fabs.f64(double %108)
  %110 = call double @llvm.fabs.f64(double %107)
  %111 = call double @llvm.maxnum.f64(double %110, double 1.000000e+00)
  %112 = fmul double %111, 0x3EB0C6F7A0B5ED8D
  %113 = fcmp ugt double %109, %112
  %114 = fcmp ule double %110, 1.000000e-09
  %115 = or i1 %114, %113
  %116 = select i1 %115, ptr @.str.6, ptr @.str.7
  %117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %8, double noundef %107, ptr noundef nonnull %116)
  %118 = zext i1 %115 to i32
  %119 = load i32, ptr @fails, align 4, !tbaa !5
  %120 = add nsw i32 %119, %118
  store i32 %120, ptr @fails, align 4, !tbaa !5
  %121 = load double, ptr %3, align 16, !tbaa !11
  %122 = getelementptr inbounds i8, ptr %3, i64 8
  %123 = fsub <2 x double> %53, %98
  %124 = fdiv <2 x double> %123, <double 2.000000e-05, double 2.000000e-05>
  %125 = extractelement <2 x double> %124, i64 1
  %126 = fsub double %121, %125
  %127 = call double @llvm.fabs.f64(double %126)
  %128 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %124)
  %129 = extractelement <2 x double> %128, i64 1
  %130 = call double @llvm.maxnum.f64(double %129, double 1.000000e+00)
  %131 = fmul double %130, 0x3EB0C6F7A0B5ED8D
  %132 = fcmp ugt double %127, %131
  %133 = fcmp ule <2 x double> %128, <double 1.000000e-09, double 1.000000e-09>
  %134 = extractelement <2 x i1> %133, i64 1
  %135 = or i1 %134, %132
  %136 = select i1 %135, ptr @.str.6, ptr @.str.7
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %121, double noundef %125, ptr noundef nonnull %136)
  %138 = zext i1 %135 to i32
  %139 = load i32, ptr @fails, align 4, !tbaa !5
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr @fails, align 4, !tbaa !5
  %141 = load double, ptr %122, align 8, !tbaa !11
  %142 = extractelement <2 x double> %124, i64 0
  %143 = fsub double %141, %142
  %144 = call double @llvm.fabs.f64(double %143)
  %145 = extractelement <2 x double> %128, i64 0
  %146 = call double @llvm.maxnum.f64(double %145, double 1.000000e+00)
  %147 = fmul double %146, 0x3EB0C6F7A0B5ED8D
  %148 = fcmp ugt double %144, %147
  %149 = extractelement <2 x i1> %133, i64 0
  %150 = or i1 %149, %148
  %151 = select i1 %150, ptr @.str.6, ptr @.str.7
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %141, double noundef %142, ptr noundef nonnull %151)
  %153 = zext i1 %150 to i32
  %154 = load i32, ptr @fails, align 4, !tbaa !5
  %155 = add nsw i32 %154, %153
  store i32 %155, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %4, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.z, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %156 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %157 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rk4_step, ptr noundef nonnull %4, ptr noundef nonnull %5, double noundef 2.000000e+00, double noundef 1.000000e+00, i32 noundef %156, double noundef 1.000000e-01) #11
  %158 = load double, ptr %5, align 16, !tbaa !11
  %159 = fadd double %158, 0xBF75BF348D1CBFFF
  %160 = call double @llvm.fabs.f64(double %159)
  %161 = fcmp ugt double %160, 0x3EB0C6F7A0B5ED8D
  %162 = select i1 %161, ptr @.str.6, ptr @.str.7
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %158, double noundef 0x3F75BF348D1CBFFF, ptr noundef nonnull %162)
  %164 = zext i1 %161 to i32
  %165 = load i32, ptr @fails, align 4, !tbaa !5
  %166 = add nsw i32 %165, %164
  store i32 %166, ptr @fails, align 4, !tbaa !5
  %167 = getelementptr inbounds i8, ptr %5, i64 8
  %168 = load double, ptr %167, align 8, !tbaa !11
  %169 = fadd double %168, 0xBFBC709C55C3C1FF
  %170 = call double @llvm.fabs.f64(double %169)
  %171 = fcmp ugt double %170, 0x3EB0C6F7A0B5ED8D
  %172 = select i1 %171, ptr @.str.6, ptr @.str.7
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %168, double noundef 0x3FBC709C55C3C1FF, ptr noundef nonnull %172)
  %174 = zext i1 %171 to i32
  %175 = load i32, ptr @fails, align 4, !tbaa !5
  %176 = add nsw i32 %175, %174
  store i32 %176, ptr @fails, align 4, !tbaa !5
  %177 = icmp eq i32 %176, 0
  %178 = select i1 %177, ptr @.str.7, ptr @.str.6
  %179 = call i32 @puts(ptr nonnull dereferenceable(1) %178)
  %180 = load i32, ptr @fails, align 4, !tbaa !5
  %181 = icmp ne i32 %180, 0
  %182 = zext i1 %181 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %182
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @integrate(ptr nocapture noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #4 {
  %5 = icmp sgt i32 %3, 0
  %6 = load double, ptr %0, align 8, !tbaa !11
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %5, label %12, label %8

8:                                                ; preds = %4
  %9 = load double, ptr %7, align 8, !tbaa !11
  %10 = insertelement <2 x double> poison, double %6, i64 0
  %11 = insertelement <2 x double> %10, double %9, i64 1
  br label %21

12:                                               ; preds = %4
  %13 = fmul double %2, 5.000000e-01
  %14 = fdiv double %2, 6.000000e+00
  %15 = load double, ptr %7, align 8, !tbaa !11
  %16 = insertelement <2 x double> poison, double %6, i64 0
  %17 = insertelement <2 x double> %16, double %15, i64 1
  %18 = insertelement <2 x double> poison, double %14, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  br label %27

20:                                               ; preds = %27
  store <2 x double> %65, ptr %0, align 8, !tbaa !11
  br label %21

21:                                               ; preds = %8, %20
  %22 = phi <2 x double> [ %65, %20 ], [ %11, %8 ]
  %23 = extractelement <2 x double> %22, i64 1
  %24 = fmul double %23, 5.000000e-01
  %25 = extractelement <2 x double> %22, i64 0
  %26 = tail call double @llvm.fmuladd.f64(double %25, double %25, double %24)
  ret double %26

27:                                               ; preds = %12, %27
  %28 = phi i32 [ 0, %12 ], [ %66, %27 ]
  %29 = phi <2 x double> [ %17, %12 ], [ %65, %27 ]
  %30 = extractelement <2 x double> %29, i64 0
  %31 = fneg double %30
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %30, double 1.000000e+00)
  %33 = fmul double %32, %1
  %34 = extractelement <2 x double> %29, i64 1
  %35 = tail call double @llvm.fmuladd.f64(double %33, double %34, double %31)
  %36 = tail call double @llvm.fmuladd.f64(double %13, double %34, double %30)
  %37 = fneg double %36
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %36, double 1.000000e+00)
  %39 = fmul double %38, %1
  %40 = tail call double @llvm.fmuladd.f64(double %13, double %35, double %34)
  %41 = tail call double @llvm.fmuladd.f64(double %39, double %40, double %37)
  %42 = tail call double @llvm.fmuladd.f64(double %13, double %40, double %30)
  %43 = tail call double @llvm.fmuladd.f64(double %13, double %41, double %34)
  %44 = fneg double %42
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %42, double 1.000000e+00)
  %46 = fmul double %45, %1
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %43, double %44)
  %48 = tail call double @llvm.fmuladd.f64(double %2, double %43, double %30)
  %49 = tail call double @llvm.fmuladd.f64(double %2, double %47, double %34)
  %50 = fneg double %48
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %48, double 1.000000e+00)
  %52 = fmul double %51, %1
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %49, double %50)
  %54 = insertelement <2 x double> poison, double %40, i64 0
  %55 = insertelement <2 x double> %54, double %41, i64 1
  %56 = shufflevector <2 x double> %29, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %57 = insertelement <2 x double> %56, double %35, i64 1
  %58 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %55, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %57)
  %59 = insertelement <2 x double> poison, double %43, i64 0
  %60 = insertelement <2 x double> %59, double %47, i64 1
  %61 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %58)
  %62 = insertelement <2 x double> poison, double %49, i64 0
  %63 = insertelement <2 x double> %62, double %53, i64 1
  %64 = fadd <2 x double> %61, %63
  %65 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %64, <2 x double> %29)
  %66 = add nuw nsw i32 %28, 1
  %67 = icmp eq i32 %66, %3
  br i1 %67, label %20, label %27, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @rk4_step(ptr nocapture noundef %0, double noundef %1, double noundef %2) #6 {
  %4 = fmul double %2, 5.000000e-01
  %5 = fdiv double %2, 6.000000e+00
  %6 = load <2 x double>, ptr %0, align 8, !tbaa !11
  %7 = extractelement <2 x double> %6, i64 0
  %8 = fneg double %7
  %9 = tail call double @llvm.fmuladd.f64(double %8, double %7, double 1.000000e+00)
  %10 = fmul double %9, %1
  %11 = extractelement <2 x double> %6, i64 1
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %8)
  %13 = tail call double @llvm.fmuladd.f64(double %4, double %11, double %7)
  %14 = tail call double @llvm.fmuladd.f64(double %4, double %12, double %11)
  %15 = fneg double %13
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %13, double 1.000000e+00)
  %17 = fmul double %16, %1
  %18 = tail call double @llvm.fmuladd.f64(double %17, double %14, double %15)
  %19 = tail call double @llvm.fmuladd.f64(double %4, double %14, double %7)
  %20 = tail call double @llvm.fmuladd.f64(double %4, double %18, double %11)
  %21 = fneg double %19
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %19, double 1.000000e+00)
  %23 = fmul double %22, %1
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %20, double %21)
  %25 = tail call double @llvm.fmuladd.f64(double %2, double %20, double %7)
  %26 = tail call double @llvm.fmuladd.f64(double %2, double %24, double %11)
  %27 = fneg double %25
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %25, double 1.000000e+00)
  %29 = fmul double %28, %1
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %26, double %27)
  %31 = insertelement <2 x double> poison, double %14, i64 0
  %32 = insertelement <2 x double> %31, double %18, i64 1
  %33 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %34 = insertelement <2 x double> %33, double %12, i64 1
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %34)
  %36 = insertelement <2 x double> poison, double %20, i64 0
  %37 = insertelement <2 x double> %36, double %24, i64 1
  %38 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %37, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %35)
  %39 = insertelement <2 x double> poison, double %26, i64 0
  %40 = insertelement <2 x double> %39, double %30, i64 1
  %41 = fadd <2 x double> %38, %40
  %42 = insertelement <2 x double> poison, double %5, i64 0
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer
  %44 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %41, <2 x double> %6)
  store <2 x double> %44, ptr %0, align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
