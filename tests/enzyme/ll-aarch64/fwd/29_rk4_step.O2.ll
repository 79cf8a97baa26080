; ModuleID = 'fwd/29_rk4_step.c'
source_filename = "fwd/29_rk4_step.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.y = private unnamed_addr constant [2 x double] [double 1.500000e+00, double -3.000000e-01], align 8
@__const.main.dy = private unnamed_addr constant [2 x double] [double 0x3FE6666666666666, double 4.000000e-01], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [8 x i8] c"summary\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"final y[0]\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"final y[1]\00", align 1
@__const.main.z = private unnamed_addr constant [2 x double] [double 2.000000e-01, double 1.000000e+00], align 8
@.str.3 = private unnamed_addr constant [20 x i8] c"one step d/dmu y[0]\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"one step d/dmu y[1]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x double], align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca [2 x double], align 8
  %5 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 40, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.y, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.dy, i64 16, i1 false)
  %6 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  %8 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @integrate, ptr noundef nonnull %2, ptr noundef nonnull %3, double noundef 1.200000e+00, double noundef 5.000000e-01, i32 noundef %6, double noundef 5.000000e-02, i32 noundef %7) #10
  %9 = load volatile i32, ptr %1, align 4, !tbaa !6
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %47

11:                                               ; preds = %0, %11
  %12 = phi double [ %40, %11 ], [ 0x3FF80007570C5650, %0 ]
  %13 = phi double [ %44, %11 ], [ -2.999960e-01, %0 ]
  %14 = phi i32 [ %45, %11 ], [ 0, %0 ]
  %15 = fneg double %12
  %16 = call double @llvm.fmuladd.f64(double %15, double %12, double 1.000000e+00)
  %17 = fmul double %16, 0x3FF333387160956C
  %18 = call double @llvm.fmuladd.f64(double %17, double %13, double %15)
  %19 = call double @llvm.fmuladd.f64(double %13, double 2.500000e-02, double %12)
  %20 = call double @llvm.fmuladd.f64(double %18, double 2.500000e-02, double %13)
  %21 = fneg double %19
  %22 = call double @llvm.fmuladd.f64(double %21, double %19, double 1.000000e+00)
  %23 = fmul double %22, 0x3FF333387160956C
  %24 = call double @llvm.fmuladd.f64(double %23, double %20, double %21)
  %25 = call double @llvm.fmuladd.f64(double %20, double 2.500000e-02, double %12)
  %26 = call double @llvm.fmuladd.f64(double %24, double 2.500000e-02, double %13)
  %27 = fneg double %25
  %28 = call double @llvm.fmuladd.f64(double %27, double %25, double 1.000000e+00)
  %29 = fmul double %28, 0x3FF333387160956C
  %30 = call double @llvm.fmuladd.f64(double %29, double %26, double %27)
  %31 = call double @llvm.fmuladd.f64(double %26, double 5.000000e-02, double %12)
  %32 = call double @llvm.fmuladd.f64(double %30, double 5.000000e-02, double %13)
  %33 = fneg double %31
  %34 = call double @llvm.fmuladd.f64(double %33, double %31, double 1.000000e+00)
  %35 = fmul double %34, 0x3FF333387160956C
  %36 = call double @llvm.fmuladd.f64(double %35, double %32, double %33)
  %37 = call double @llvm.fmuladd.f64(double %20, double 2.000000e+00, double %13)
  %38 = call double @llvm.fmuladd.f64(double %26, double 2.000000e+00, double %37)
  %39 = fadd double %38, %32
  %40 = call double @llvm.fmuladd.f64(double %39, double 0x3F81111111111111, double %12)
  %41 = call double @llvm.fmuladd.f64(double %24, double 2.000000e+00, double %18)
  %42 = call double @llvm.fmuladd.f64(double %30, double 2.000000e+00, double %41)
  %43 = fadd double %42, %36
  %44 = call double @llvm.fmuladd.f64(double %43, double 0x3F81111111111111, double %13)
  %45 = add nuw nsw i32 %14, 1
  %46 = icmp eq i32 %45, %9
  br i1 %46, label %47, label %11, !llvm.loop !10

47:                                               ; preds = %11, %0
  %48 = phi double [ 0x3FF80007570C5650, %0 ], [ %40, %11 ]
  %49 = phi double [ -2.999960e-01, %0 ], [ %44, %11 ]
  %50 = load volatile i32, ptr %1, align 4, !tbaa !6
  %51 = icmp sgt i32 %50, 0
  br i1 %51, label %52, label %88

52:                                               ; preds = %47, %52
  %53 = phi double [ %81, %52 ], [ 0x3FF7FFF8A8F3A9B0, %47 ]
  %54 = phi double [ %85, %52 ], [ -3.000040e-01, %47 ]
  %55 = phi i32 [ %86, %52 ], [ 0, %47 ]
  %56 = fneg double %53
  %57 = call double @llvm.fmuladd.f64(double %56, double %53, double 1.000000e+00)
  %58 = fmul double %57, 0x3FF3332DF505D0FA
  %59 = call double @llvm.fmuladd.f64(double %58, double %54, double %56)
  %60 = call double @llvm.fmuladd.f64(double %54, double 2.500000e-02, double %53)
  %61 = call double @llvm.fmuladd.f64(double %59, double 2.500000e-02, double %54)
  %62 = fneg double %60
  %63 = call double @llvm.fmuladd.f64(double %62, double %60, double 1.000000e+00)
  %64 = fmul double %63, 0x3FF3332DF505D0FA
  %65 = call double @llvm.fmuladd.f64(double %64, double %61, double %62)
  %66 = call double @llvm.fmuladd.f64(double %61, double 2.500000e-02, double %53)
  %67 = call double @llvm.fmuladd.f64(double %65, double 2.500000e-02, double %54)
  %68 = fneg double %66
  %69 = call double @llvm.fmuladd.f64(double %68, double %66, double 1.000000e+00)
  %70 = fmul double %69, 0x3FF3332DF505D0FA
  %71 = call double @llvm.fmuladd.f64(double %70, double %67, double %68)
  %72 = call double @llvm.fmuladd.f64(double %67, double 5.000000e-02, double %53)
  %73 = call double @llvm.fmuladd.f64(double %71, double 5.000000e-02, double %54)
  %74 = fneg double %72
  %75 = call double @llvm.fmuladd.f64(double %74, double %72, double 1.000000e+00)
  %76 = fmul double %75, 0x3FF3332DF505D0FA
  %77 = call double @llvm.fmuladd.f64(double %76, double %73, double %74)
  %78 = call double @llvm.fmuladd.f64(double %61, double 2.000000e+00, double %54)
  %79 = call double @llvm.fmuladd.f64(double %67, double 2.000000e+00, double %78)
  %80 = fadd double %79, %73
  %81 = call double @llvm.fmuladd.f64(double %80, double 0x3F81111111111111, double %53)
  %82 = call double @llvm.fmuladd.f64(double %65, double 2.000000e+00, double %59)
  %83 = call double @llvm.fmuladd.f64(double %71, double 2.000000e+00, double %82)
  %84 = fadd double %83, %77
  %85 = call double @llvm.fmuladd.f64(double %84, double 0x3F81111111111111, double %54)
  %86 = add nuw nsw i32 %55, 1
  %87 = icmp eq i32 %86, %50
  br i1 %87, label %88, label %52, !llvm.loop !10

88:                                               ; preds = %52, %47
  %89 = phi double [ 0x3FF7FFF8A8F3A9B0, %47 ], [ %81, %52 ]
  %90 = phi double [ -3.000040e-01, %47 ], [ %85, %52 ]
  %91 = fmul double %49, 5.000000e-01
  %92 = call double @llvm.fmuladd.f64(double %48, double %48, double %91)
  %93 = fmul double %90, 5.000000e-01
  %94 = call double @llvm.fmuladd.f64(double %89, double %89, double %93)
  %95 = fsub double %92, %94
  %96 = fdiv double %95, 2.000000e-05
  %97 = fsub double %8, %96
  %98 = call double @llvm.fabs.f64(double %97)
  %99 = call double @llvm.fabs.f64(double %96)
  %100 = call double @llvm.maxnum.f64(double %99, double 1.000000e+00)
  %101 = fmul double %100, 0x3EB0C6F7A0B5ED8D
  %102 = fcmp ugt double %98, %101
  %103 = fcmp ule double %99, 1.000000e-09
  %104 = or i1 %103, %102
  %105 = select i1 %104, ptr @.str.6, ptr @.str.7
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %8, double noundef %96, ptr noundef nonnull %105)
  %107 = zext i1 %104 to i32
  %108 = load i32, ptr @fails, align 4, !tbaa !6
  %109 = add nsw i32 %108, %107
  store i32 %109, ptr @fails, align 4, !tbaa !6
  %110 = load double, ptr %3, align 8, !tbaa !12
  %111 = fsub double %48, %89
  %112 = fdiv double %111, 2.000000e-05
  %113 = fsub double %110, %112
  %114 = call double @llvm.fabs.f64(double %113)
  %115 = call double @llvm.fabs.f64(double %112)
  %116 = call double @llvm.maxnum.f64(double %115, double 1.000000e+00)
  %117 = fmul double %116, 0x3EB0C6F7A0B5ED8D
  %118 = fcmp ugt double %114, %117
  %119 = fcmp ule double %115, 1.000000e-09
  %120 = or i1 %119, %118
  %121 = select i1 %120, ptr @.str.6, ptr @.str.7
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %110, double noundef %112, ptr noundef nonnull %121)
  %123 = zext i1 %120 to i32
  %124 = load i32, ptr @fails, align 4, !tbaa !6
  %125 = add nsw i32 %124, %123
  store i32 %125, ptr @fails, align 4, !tbaa !6
  %126 = getelementptr inbounds i8, ptr %3, i64 8
  %127 = load double, ptr %126, align 8, !tbaa !12
  %128 = fsub double %49, %90
  %129 = fdiv double %128, 2.000000e-05
  %130 = fsub double %127, %129
  %131 = call double @llvm.fabs.f64(double %130)
  %132 = call double @llvm.fabs.f64(double %129)
  %133 = call double @llvm.maxnum.f64(double %132, double 1.000000e+00)
  %134 = fmul double %133, 0x3EB0C6F7A0B5ED8D
  %135 = fcmp ugt double %131, %134
  %136 = fcmp ule double %132, 1.000000e-09
  %137 = or i1 %136, %135
  %138 = select i1 %137, ptr @.str.6, ptr @.str.7
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %127, double noundef %129, ptr noundef nonnull %138)
  %140 = zext i1 %137 to i32
  %141 = load i32, ptr @fails, align 4, !tbaa !6
  %142 = add nsw i32 %141, %140
  store i32 %142, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.z, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %5, i8 0, i64 16, i1 false)
  %143 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %144 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @rk4_step, ptr noundef nonnull %4, ptr noundef nonnull %5, double noundef 2.000000e+00, double noundef 1.000000e+00, i32 noundef %143, double noundef 1.000000e-01) #10
  %145 = load double, ptr %5, align 8, !tbaa !12
  %146 = fadd double %145, 0xBF75BF348D1CBFFF
  %147 = call double @llvm.fabs.f64(double %146)
  %148 = fcmp ugt double %147, 0x3EB0C6F7A0B5ED8D
  %149 = select i1 %148, ptr @.str.6, ptr @.str.7
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %145, double noundef 0x3F75BF348D1CBFFF, ptr noundef nonnull %149)
  %151 = zext i1 %148 to i32
  %152 = load i32, ptr @fails, align 4, !tbaa !6
  %153 = add nsw i32 %152, %151
  store i32 %153, ptr @fails, align 4, !tbaa !6
  %154 = getelementptr inbounds i8, ptr %5, i64 8
  %155 = load double, ptr %154, align 8, !tbaa !12
  %156 = fadd double %155, 0xBFBC709C55C3C1FF
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = fcmp ugt double %157, 0x3EB0C6F7A0B5ED8D
  %159 = select i1 %158, ptr @.str.6, ptr @.str.7
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %155, double noundef 0x3FBC709C55C3C1FF, ptr noundef nonnull %159)
  %161 = zext i1 %158 to i32
  %162 = load i32, ptr @fails, align 4, !tbaa !6
  %163 = add nsw i32 %162, %161
  store i32 %163, ptr @fails, align 4, !tbaa !6
  %164 = icmp eq i32 %163, 0
  %165 = select i1 %164, ptr @.str.7, ptr @.str.6
  %166 = call i32 @puts(ptr nonnull dereferenceable(1) %165)
  %167 = load i32, ptr @fails, align 4, !tbaa !6
  %168 = icmp ne i32 %167, 0
  %169 = zext i1 %168 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @integrate(ptr nocapture noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #4 {
  %5 = icmp sgt i32 %3, 0
  %6 = load double, ptr %0, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %5, label %10, label %8

8:                                                ; preds = %4
  %9 = load double, ptr %7, align 8, !tbaa !12
  br label %15

10:                                               ; preds = %4
  %11 = fmul double %2, 5.000000e-01
  %12 = fdiv double %2, 6.000000e+00
  %13 = load double, ptr %7, align 8, !tbaa !12
  br label %20

14:                                               ; preds = %20
  store double %53, ptr %7, align 8, !tbaa !12
  store double %49, ptr %0, align 8, !tbaa !12
  br label %15

15:                                               ; preds = %8, %14
  %16 = phi double [ %53, %14 ], [ %9, %8 ]
  %17 = phi double [ %49, %14 ], [ %6, %8 ]
  %18 = fmul double %16, 5.000000e-01
  %19 = tail call double @llvm.fmuladd.f64(double %17, double %17, double %18)
  ret double %19

20:                                               ; preds = %10, %20
  %21 = phi double [ %6, %10 ], [ %49, %20 ]
  %22 = phi double [ %13, %10 ], [ %53, %20 ]
  %23 = phi i32 [ 0, %10 ], [ %54, %20 ]
  %24 = fneg double %21
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %21, double 1.000000e+00)
  %26 = fmul double %25, %1
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %22, double %24)
  %28 = tail call double @llvm.fmuladd.f64(double %11, double %22, double %21)
  %29 = tail call double @llvm.fmuladd.f64(double %11, double %27, double %22)
  %30 = fneg double %28
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %28, double 1.000000e+00)
  %32 = fmul double %31, %1
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %29, double %30)
  %34 = tail call double @llvm.fmuladd.f64(double %11, double %29, double %21)
  %35 = tail call double @llvm.fmuladd.f64(double %11, double %33, double %22)
  %36 = fneg double %34
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %34, double 1.000000e+00)
  %38 = fmul double %37, %1
  %39 = tail call double @llvm.fmuladd.f64(double %38, double %35, double %36)
  %40 = tail call double @llvm.fmuladd.f64(double %2, double %35, double %21)
  %41 = tail call double @llvm.fmuladd.f64(double %2, double %39, double %22)
  %42 = fneg double %40
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %40, double 1.000000e+00)
  %44 = fmul double %43, %1
  %45 = tail call double @llvm.fmuladd.f64(double %44, double %41, double %42)
  %46 = tail call double @llvm.fmuladd.f64(double %29, double 2.000000e+00, double %22)
  %47 = tail call double @llvm.fmuladd.f64(double %35, double 2.000000e+00, double %46)
  %48 = fadd double %47, %41
  %49 = tail call double @llvm.fmuladd.f64(double %12, double %48, double %21)
  %50 = tail call double @llvm.fmuladd.f64(double %33, double 2.000000e+00, double %27)
  %51 = tail call double @llvm.fmuladd.f64(double %39, double 2.000000e+00, double %50)
  %52 = fadd double %51, %45
  %53 = tail call double @llvm.fmuladd.f64(double %12, double %52, double %22)
  %54 = add nuw nsw i32 %23, 1
  %55 = icmp eq i32 %54, %3
  br i1 %55, label %14, label %20, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal void @rk4_step(ptr nocapture noundef %0, double noundef %1, double noundef %2) #6 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8, !tbaa !12
  %6 = load double, ptr %0, align 8, !tbaa !12
  %7 = fneg double %6
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %6, double 1.000000e+00)
  %9 = fmul double %8, %1
  %10 = tail call double @llvm.fmuladd.f64(double %9, double %5, double %7)
  %11 = fmul double %2, 5.000000e-01
  %12 = tail call double @llvm.fmuladd.f64(double %11, double %5, double %6)
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %10, double %5)
  %14 = fneg double %12
  %15 = tail call double @llvm.fmuladd.f64(double %14, double %12, double 1.000000e+00)
  %16 = fmul double %15, %1
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %13, double %14)
  %18 = tail call double @llvm.fmuladd.f64(double %11, double %13, double %6)
  %19 = tail call double @llvm.fmuladd.f64(double %11, double %17, double %5)
  %20 = fneg double %18
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %18, double 1.000000e+00)
  %22 = fmul double %21, %1
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %19, double %20)
  %24 = tail call double @llvm.fmuladd.f64(double %2, double %19, double %6)
  %25 = tail call double @llvm.fmuladd.f64(double %2, double %23, double %5)
  %26 = fneg double %24
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %24, double 1.000000e+00)
  %28 = fmul double %27, %1
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %25, double %26)
  %30 = fdiv double %2, 6.000000e+00
  %31 = tail call double @llvm.fmuladd.f64(double %13, double 2.000000e+00, double %5)
  %32 = tail call double @llvm.fmuladd.f64(double %19, double 2.000000e+00, double %31)
  %33 = fadd double %32, %25
  %34 = tail call double @llvm.fmuladd.f64(double %30, double %33, double %6)
  store double %34, ptr %0, align 8, !tbaa !12
  %35 = tail call double @llvm.fmuladd.f64(double %17, double 2.000000e+00, double %10)
  %36 = tail call double @llvm.fmuladd.f64(double %23, double 2.000000e+00, double %35)
  %37 = fadd double %36, %29
  %38 = tail call double @llvm.fmuladd.f64(double %30, double %37, double %5)
  store double %38, ptr %4, align 8, !tbaa !12
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nofree nounwind }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
