; ModuleID = 'rev/10_stencil2d.c'
source_filename = "rev/10_stencil2d.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@u0 = internal unnamed_addr global [30 x double] zeroinitializer, align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@__const.main.idx = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 5, i32 7, i32 8, i32 14, i32 15, i32 21, i32 22, i32 29], align 4
@.str = private unnamed_addr constant [10 x i8] c"d/du0[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [30 x double], align 8
  %5 = alloca [30 x double], align 8
  %6 = alloca [30 x double], align 8
  %7 = alloca [30 x double], align 8
  %8 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 6, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 3, ptr %3, align 4, !tbaa !6
  %9 = load volatile i32, ptr %1, align 4, !tbaa !6
  %10 = load volatile i32, ptr %2, align 4, !tbaa !6
  %11 = load volatile i32, ptr %3, align 4, !tbaa !6
  br label %16

12:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(240) %5, i8 0, i64 240, i1 false)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(240) %6, i8 0, i64 240, i1 false)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(240) %7, i8 0, i64 240, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(240) %4, ptr noundef nonnull align 8 dereferenceable(240) @u0, i64 240, i1 false)
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, i32 noundef %13, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %13, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %14, i32 noundef %9, i32 noundef %10, i32 noundef %11) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  br label %34

16:                                               ; preds = %0, %16
  %17 = phi i64 [ 0, %0 ], [ %25, %16 ]
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = uitofp nneg i32 %18 to double
  %20 = fmul double %19, 3.700000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %19, double 2.000000e-01)
  %22 = tail call double @sin(double noundef %21) #12
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 5.000000e-01, double 3.000000e-01)
  %24 = getelementptr inbounds [30 x double], ptr @u0, i64 0, i64 %17
  store double %23, ptr %24, align 8, !tbaa !10
  %25 = add nuw nsw i64 %17, 1
  %26 = icmp eq i64 %25, 30
  br i1 %26, label %12, label %16, !llvm.loop !12

27:                                               ; preds = %34
  %28 = icmp eq i32 %58, 0
  %29 = select i1 %28, ptr @.str.3, ptr @.str.2
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) %29)
  %31 = load i32, ptr @fails, align 4, !tbaa !6
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %33

34:                                               ; preds = %12, %34
  %35 = phi i64 [ 0, %12 ], [ %59, %34 ]
  %36 = getelementptr inbounds [10 x i32], ptr @__const.main.idx, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %37) #12
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds [30 x double], ptr %5, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !10
  %42 = call fastcc double @run(i32 noundef %37, double noundef 0x3EB0C6F7A0B5ED8D, i32 noundef %11)
  %43 = call fastcc double @run(i32 noundef %37, double noundef 0xBEB0C6F7A0B5ED8D, i32 noundef %11)
  %44 = fsub double %42, %43
  %45 = fdiv double %44, 2.000000e-06
  %46 = fsub double %41, %45
  %47 = call double @llvm.fabs.f64(double %46)
  %48 = call double @llvm.fabs.f64(double %45)
  %49 = call double @llvm.maxnum.f64(double %48, double 1.000000e+00)
  %50 = fmul double %49, 0x3EB0C6F7A0B5ED8D
  %51 = fcmp ugt double %47, %50
  %52 = fcmp ule double %48, 1.000000e-09
  %53 = or i1 %52, %51
  %54 = select i1 %53, ptr @.str.2, ptr @.str.3
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %8, double noundef %41, double noundef %45, ptr noundef nonnull %54)
  %56 = zext i1 %53 to i32
  %57 = load i32, ptr @fails, align 4, !tbaa !6
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr @fails, align 4, !tbaa !6
  %59 = add nuw nsw i64 %35, 1
  %60 = icmp eq i64 %59, 10
  br i1 %60, label %27, label %34, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @smooth(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #7 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %30

7:                                                ; preds = %5
  %8 = ptrtoint ptr %0 to i64
  %9 = ptrtoint ptr %1 to i64
  %10 = add i32 %2, -1
  %11 = icmp sgt i32 %2, 2
  %12 = add i32 %3, -1
  %13 = icmp sgt i32 %3, 2
  %14 = sext i32 %3 to i64
  %15 = zext i32 %3 to i64
  %16 = zext nneg i32 %10 to i64
  %17 = zext i32 %12 to i64
  %18 = zext nneg i32 %10 to i64
  %19 = zext nneg i32 %12 to i64
  %20 = sub i64 %8, %9
  %21 = add nsw i64 %17, -1
  %22 = icmp ult i64 %21, 4
  %23 = icmp ult i64 %20, 32
  %24 = or i1 %22, %23
  %25 = and i64 %21, -4
  %26 = or disjoint i64 %25, 1
  %27 = icmp eq i64 %21, %25
  br label %28

28:                                               ; preds = %7, %122
  %29 = phi i32 [ 0, %7 ], [ %123, %122 ]
  br i1 %11, label %66, label %122

30:                                               ; preds = %122, %5
  %31 = mul nsw i32 %3, %2
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %136

33:                                               ; preds = %30
  %34 = zext nneg i32 %31 to i64
  %35 = icmp ult i32 %31, 4
  br i1 %35, label %36, label %39

36:                                               ; preds = %63, %33
  %37 = phi i64 [ 0, %33 ], [ %40, %63 ]
  %38 = phi double [ 0.000000e+00, %33 ], [ %59, %63 ]
  br label %138

39:                                               ; preds = %33
  %40 = and i64 %34, 2147483644
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %60, %41 ]
  %43 = phi double [ 0.000000e+00, %39 ], [ %59, %41 ]
  %44 = phi <2 x i32> [ <i32 0, i32 1>, %39 ], [ %61, %41 ]
  %45 = add <2 x i32> %44, <i32 2, i32 2>
  %46 = getelementptr inbounds double, ptr %0, i64 %42
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load <2 x double>, ptr %46, align 8, !tbaa !10
  %49 = load <2 x double>, ptr %47, align 8, !tbaa !10
  %50 = fmul <2 x double> %48, %48
  %51 = fmul <2 x double> %49, %49
  %52 = uitofp <2 x i32> %44 to <2 x double>
  %53 = uitofp <2 x i32> %45 to <2 x double>
  %54 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %52, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %55 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> <double 1.000000e-01, double 1.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %56 = fmul <2 x double> %50, %54
  %57 = fmul <2 x double> %51, %55
  %58 = tail call double @llvm.vector.reduce.fadd.v2f64(double %43, <2 x double> %56)
  %59 = tail call double @llvm.vector.reduce.fadd.v2f64(double %58, <2 x double> %57)
  %60 = add nuw i64 %42, 4
  %61 = add <2 x i32> %44, <i32 4, i32 4>
  %62 = icmp eq i64 %60, %40
  br i1 %62, label %63, label %41, !llvm.loop !15

63:                                               ; preds = %41
  %64 = icmp eq i64 %40, %34
  br i1 %64, label %136, label %36

65:                                               ; preds = %78
  br i1 %11, label %103, label %122

66:                                               ; preds = %28, %78
  %67 = phi i64 [ %79, %78 ], [ 1, %28 ]
  br i1 %13, label %70, label %68

68:                                               ; preds = %66
  %69 = add nuw nsw i64 %67, 1
  br label %78

70:                                               ; preds = %66
  %71 = add nsw i64 %67, -1
  %72 = mul nsw i64 %71, %14
  %73 = add nuw nsw i64 %67, 1
  %74 = mul nuw nsw i64 %73, %14
  %75 = mul nuw nsw i64 %67, %14
  %76 = getelementptr double, ptr %0, i64 %72
  %77 = getelementptr double, ptr %0, i64 %74
  br label %81

78:                                               ; preds = %81, %68
  %79 = phi i64 [ %69, %68 ], [ %73, %81 ]
  %80 = icmp eq i64 %79, %16
  br i1 %80, label %65, label %66, !llvm.loop !18

81:                                               ; preds = %70, %81
  %82 = phi i64 [ 1, %70 ], [ %101, %81 ]
  %83 = getelementptr double, ptr %76, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !10
  %85 = getelementptr double, ptr %77, i64 %82
  %86 = load double, ptr %85, align 8, !tbaa !10
  %87 = fadd double %84, %86
  %88 = add nuw nsw i64 %82, %75
  %89 = getelementptr double, ptr %0, i64 %88
  %90 = getelementptr i8, ptr %89, i64 -8
  %91 = load double, ptr %90, align 8, !tbaa !10
  %92 = fadd double %87, %91
  %93 = getelementptr i8, ptr %89, i64 8
  %94 = load double, ptr %93, align 8, !tbaa !10
  %95 = fadd double %92, %94
  %96 = load double, ptr %89, align 8, !tbaa !10
  %97 = tail call double @sin(double noundef %96) #12
  %98 = fmul double %97, 2.000000e-01
  %99 = tail call double @llvm.fmuladd.f64(double %95, double 2.000000e-01, double %98)
  %100 = getelementptr inbounds double, ptr %1, i64 %88
  store double %99, ptr %100, align 8, !tbaa !10
  %101 = add nuw nsw i64 %82, 1
  %102 = icmp eq i64 %101, %17
  br i1 %102, label %78, label %81, !llvm.loop !19

103:                                              ; preds = %65, %125
  %104 = phi i64 [ %126, %125 ], [ 1, %65 ]
  br i1 %13, label %105, label %125

105:                                              ; preds = %103
  %106 = mul nuw nsw i64 %104, %15
  br i1 %24, label %107, label %109

107:                                              ; preds = %121, %105
  %108 = phi i64 [ 1, %105 ], [ %26, %121 ]
  br label %128

109:                                              ; preds = %105, %109
  %110 = phi i64 [ %119, %109 ], [ 0, %105 ]
  %111 = or disjoint i64 %110, 1
  %112 = add nuw nsw i64 %111, %106
  %113 = getelementptr inbounds double, ptr %1, i64 %112
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load <2 x double>, ptr %113, align 8, !tbaa !10
  %116 = load <2 x double>, ptr %114, align 8, !tbaa !10
  %117 = getelementptr inbounds double, ptr %0, i64 %112
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  store <2 x double> %115, ptr %117, align 8, !tbaa !10
  store <2 x double> %116, ptr %118, align 8, !tbaa !10
  %119 = add nuw i64 %110, 4
  %120 = icmp eq i64 %119, %25
  br i1 %120, label %121, label %109, !llvm.loop !20

121:                                              ; preds = %109
  br i1 %27, label %125, label %107

122:                                              ; preds = %125, %28, %65
  %123 = add nuw nsw i32 %29, 1
  %124 = icmp eq i32 %123, %4
  br i1 %124, label %30, label %28, !llvm.loop !21

125:                                              ; preds = %128, %121, %103
  %126 = add nuw nsw i64 %104, 1
  %127 = icmp eq i64 %126, %18
  br i1 %127, label %122, label %103, !llvm.loop !22

128:                                              ; preds = %107, %128
  %129 = phi i64 [ %134, %128 ], [ %108, %107 ]
  %130 = add nuw nsw i64 %129, %106
  %131 = getelementptr inbounds double, ptr %1, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !10
  %133 = getelementptr inbounds double, ptr %0, i64 %130
  store double %132, ptr %133, align 8, !tbaa !10
  %134 = add nuw nsw i64 %129, 1
  %135 = icmp eq i64 %134, %19
  br i1 %135, label %125, label %128, !llvm.loop !23

136:                                              ; preds = %138, %63, %30
  %137 = phi double [ 0.000000e+00, %30 ], [ %59, %63 ], [ %147, %138 ]
  ret double %137

138:                                              ; preds = %36, %138
  %139 = phi i64 [ %148, %138 ], [ %37, %36 ]
  %140 = phi double [ %147, %138 ], [ %38, %36 ]
  %141 = getelementptr inbounds double, ptr %0, i64 %139
  %142 = load double, ptr %141, align 8, !tbaa !10
  %143 = fmul double %142, %142
  %144 = trunc nuw nsw i64 %139 to i32
  %145 = uitofp nneg i32 %144 to double
  %146 = tail call double @llvm.fmuladd.f64(double %145, double 1.000000e-01, double 1.000000e+00)
  %147 = tail call double @llvm.fmuladd.f64(double %143, double %146, double %140)
  %148 = add nuw nsw i64 %139, 1
  %149 = icmp eq i64 %148, %34
  br i1 %149, label %136, label %138, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc double @run(i32 noundef %0, double noundef %1, i32 noundef %2) unnamed_addr #9 {
  %4 = alloca [30 x double], align 16
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %4, ptr noundef nonnull align 8 dereferenceable(240) @u0, i64 240, i1 false)
  %5 = sext i32 %0 to i64
  %6 = getelementptr inbounds [30 x double], ptr %4, i64 0, i64 %5
  %7 = load double, ptr %6, align 8, !tbaa !10
  %8 = fadd double %7, %1
  store double %8, ptr %6, align 8, !tbaa !10
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %177

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 104
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %4, i64 56
  %14 = getelementptr inbounds i8, ptr %4, i64 64
  %15 = load double, ptr %14, align 16, !tbaa !10
  %16 = load double, ptr %13, align 8, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %4, i64 112
  %18 = load double, ptr %17, align 16, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %4, i64 72
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %4, i64 120
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %4, i64 80
  %24 = load double, ptr %23, align 16, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %4, i64 128
  %26 = load double, ptr %25, align 16, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %4, i64 152
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = getelementptr inbounds i8, ptr %4, i64 160
  %30 = load double, ptr %29, align 16, !tbaa !10
  %31 = getelementptr inbounds i8, ptr %4, i64 168
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = getelementptr inbounds i8, ptr %4, i64 8
  %34 = load double, ptr %33, align 8, !tbaa !10
  %35 = getelementptr inbounds i8, ptr %4, i64 48
  %36 = load double, ptr %35, align 16, !tbaa !10
  %37 = getelementptr inbounds i8, ptr %4, i64 16
  %38 = load double, ptr %37, align 16, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %4, i64 24
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = getelementptr inbounds i8, ptr %4, i64 32
  %42 = load double, ptr %41, align 16, !tbaa !10
  %43 = getelementptr inbounds i8, ptr %4, i64 88
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %4, i64 96
  %46 = load double, ptr %45, align 16, !tbaa !10
  %47 = getelementptr inbounds i8, ptr %4, i64 80
  %48 = getelementptr inbounds i8, ptr %4, i64 176
  %49 = getelementptr inbounds i8, ptr %4, i64 128
  %50 = getelementptr inbounds i8, ptr %4, i64 120
  %51 = getelementptr inbounds i8, ptr %4, i64 136
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = getelementptr inbounds i8, ptr %4, i64 104
  %54 = getelementptr inbounds i8, ptr %4, i64 200
  %55 = load double, ptr %54, align 8, !tbaa !10
  %56 = getelementptr inbounds i8, ptr %4, i64 152
  %57 = getelementptr inbounds i8, ptr %4, i64 144
  %58 = load double, ptr %57, align 16, !tbaa !10
  %59 = getelementptr inbounds i8, ptr %4, i64 160
  %60 = getelementptr inbounds i8, ptr %4, i64 112
  %61 = getelementptr inbounds i8, ptr %4, i64 208
  %62 = load double, ptr %61, align 16, !tbaa !10
  %63 = getelementptr inbounds i8, ptr %4, i64 168
  %64 = getelementptr inbounds i8, ptr %4, i64 216
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = getelementptr inbounds i8, ptr %4, i64 224
  %67 = load double, ptr %66, align 16, !tbaa !10
  %68 = getelementptr inbounds i8, ptr %4, i64 184
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = getelementptr inbounds i8, ptr %4, i64 72
  %71 = load double, ptr %47, align 16, !tbaa !10
  %72 = load double, ptr %48, align 16, !tbaa !10
  %73 = load double, ptr %50, align 8, !tbaa !10
  %74 = load double, ptr %49, align 16, !tbaa !10
  %75 = load double, ptr %53, align 8, !tbaa !10
  %76 = load double, ptr %59, align 16, !tbaa !10
  %77 = load double, ptr %56, align 8, !tbaa !10
  %78 = load double, ptr %60, align 16, !tbaa !10
  %79 = load double, ptr %63, align 8, !tbaa !10
  br label %80

80:                                               ; preds = %10, %80
  %81 = phi double [ %167, %80 ], [ %79, %10 ]
  %82 = phi double [ %137, %80 ], [ %78, %10 ]
  %83 = phi double [ %155, %80 ], [ %77, %10 ]
  %84 = phi double [ %161, %80 ], [ %76, %10 ]
  %85 = phi double [ %131, %80 ], [ %75, %10 ]
  %86 = phi double [ %149, %80 ], [ %74, %10 ]
  %87 = phi double [ %143, %80 ], [ %73, %10 ]
  %88 = phi double [ %173, %80 ], [ %72, %10 ]
  %89 = phi double [ %125, %80 ], [ %71, %10 ]
  %90 = phi double [ %167, %80 ], [ %32, %10 ]
  %91 = phi double [ %161, %80 ], [ %30, %10 ]
  %92 = phi double [ %155, %80 ], [ %28, %10 ]
  %93 = phi double [ %149, %80 ], [ %26, %10 ]
  %94 = phi double [ %125, %80 ], [ %24, %10 ]
  %95 = phi double [ %143, %80 ], [ %22, %10 ]
  %96 = phi double [ %119, %80 ], [ %20, %10 ]
  %97 = phi double [ %137, %80 ], [ %18, %10 ]
  %98 = phi double [ %107, %80 ], [ %16, %10 ]
  %99 = phi double [ %113, %80 ], [ %15, %10 ]
  %100 = phi double [ %131, %80 ], [ %12, %10 ]
  %101 = phi i32 [ %174, %80 ], [ 0, %10 ]
  %102 = fadd double %34, %100
  %103 = fadd double %102, %36
  %104 = fadd double %103, %99
  %105 = tail call double @sin(double noundef %98) #12
  %106 = fmul double %105, 2.000000e-01
  %107 = tail call double @llvm.fmuladd.f64(double %104, double 2.000000e-01, double %106)
  %108 = fadd double %38, %97
  %109 = fadd double %108, %98
  %110 = fadd double %109, %96
  %111 = tail call double @sin(double noundef %99) #12
  %112 = fmul double %111, 2.000000e-01
  %113 = tail call double @llvm.fmuladd.f64(double %110, double 2.000000e-01, double %112)
  %114 = fadd double %40, %95
  %115 = fadd double %114, %99
  %116 = fadd double %115, %94
  %117 = tail call double @sin(double noundef %96) #12
  %118 = fmul double %117, 2.000000e-01
  %119 = tail call double @llvm.fmuladd.f64(double %116, double 2.000000e-01, double %118)
  %120 = fadd double %42, %93
  %121 = fadd double %120, %96
  %122 = fadd double %121, %44
  %123 = tail call double @sin(double noundef %94) #12
  %124 = fmul double %123, 2.000000e-01
  %125 = tail call double @llvm.fmuladd.f64(double %122, double 2.000000e-01, double %124)
  %126 = fadd double %98, %92
  %127 = fadd double %126, %46
  %128 = fadd double %127, %97
  %129 = tail call double @sin(double noundef %100) #12
  %130 = fmul double %129, 2.000000e-01
  %131 = tail call double @llvm.fmuladd.f64(double %128, double 2.000000e-01, double %130)
  %132 = fadd double %99, %91
  %133 = fadd double %132, %100
  %134 = fadd double %133, %95
  %135 = tail call double @sin(double noundef %97) #12
  %136 = fmul double %135, 2.000000e-01
  %137 = tail call double @llvm.fmuladd.f64(double %134, double 2.000000e-01, double %136)
  %138 = fadd double %96, %90
  %139 = fadd double %138, %97
  %140 = fadd double %139, %93
  %141 = tail call double @sin(double noundef %95) #12
  %142 = fmul double %141, 2.000000e-01
  %143 = tail call double @llvm.fmuladd.f64(double %140, double 2.000000e-01, double %142)
  %144 = fadd double %89, %88
  %145 = fadd double %144, %87
  %146 = fadd double %145, %52
  %147 = tail call double @sin(double noundef %86) #12
  %148 = fmul double %147, 2.000000e-01
  %149 = tail call double @llvm.fmuladd.f64(double %146, double 2.000000e-01, double %148)
  %150 = fadd double %85, %55
  %151 = fadd double %150, %58
  %152 = fadd double %151, %84
  %153 = tail call double @sin(double noundef %83) #12
  %154 = fmul double %153, 2.000000e-01
  %155 = tail call double @llvm.fmuladd.f64(double %152, double 2.000000e-01, double %154)
  %156 = fadd double %82, %62
  %157 = fadd double %156, %83
  %158 = fadd double %157, %81
  %159 = tail call double @sin(double noundef %84) #12
  %160 = fmul double %159, 2.000000e-01
  %161 = tail call double @llvm.fmuladd.f64(double %158, double 2.000000e-01, double %160)
  %162 = fadd double %87, %65
  %163 = fadd double %162, %84
  %164 = fadd double %163, %88
  %165 = tail call double @sin(double noundef %81) #12
  %166 = fmul double %165, 2.000000e-01
  %167 = tail call double @llvm.fmuladd.f64(double %164, double 2.000000e-01, double %166)
  %168 = fadd double %86, %67
  %169 = fadd double %168, %81
  %170 = fadd double %169, %69
  %171 = tail call double @sin(double noundef %88) #12
  %172 = fmul double %171, 2.000000e-01
  %173 = tail call double @llvm.fmuladd.f64(double %170, double 2.000000e-01, double %172)
  %174 = add nuw nsw i32 %101, 1
  %175 = icmp eq i32 %174, %2
  br i1 %175, label %176, label %80, !llvm.loop !21

176:                                              ; preds = %80
  store double %125, ptr %47, align 16, !tbaa !10
  store double %173, ptr %48, align 16, !tbaa !10
  store double %143, ptr %50, align 8, !tbaa !10
  store double %149, ptr %49, align 16, !tbaa !10
  store double %131, ptr %53, align 8, !tbaa !10
  store double %161, ptr %59, align 16, !tbaa !10
  store double %155, ptr %56, align 8, !tbaa !10
  store double %137, ptr %60, align 16, !tbaa !10
  store double %167, ptr %63, align 8, !tbaa !10
  store double %107, ptr %13, align 8, !tbaa !10
  store double %113, ptr %14, align 16, !tbaa !10
  store double %119, ptr %70, align 8, !tbaa !10
  br label %177

177:                                              ; preds = %3, %176
  %178 = load <2 x double>, ptr %4, align 16, !tbaa !10
  %179 = fmul <2 x double> %178, %178
  %180 = fmul <2 x double> %179, <double 1.000000e+00, double 1.100000e+00>
  %181 = tail call double @llvm.vector.reduce.fadd.v2f64(double 0.000000e+00, <2 x double> %180)
  %182 = getelementptr inbounds i8, ptr %4, i64 16
  %183 = load <2 x double>, ptr %182, align 16, !tbaa !10
  %184 = fmul <2 x double> %183, %183
  %185 = fmul <2 x double> %184, <double 1.200000e+00, double 1.300000e+00>
  %186 = tail call double @llvm.vector.reduce.fadd.v2f64(double %181, <2 x double> %185)
  %187 = getelementptr inbounds i8, ptr %4, i64 32
  %188 = load <2 x double>, ptr %187, align 16, !tbaa !10
  %189 = fmul <2 x double> %188, %188
  %190 = fmul <2 x double> %189, <double 1.400000e+00, double 1.500000e+00>
  %191 = tail call double @llvm.vector.reduce.fadd.v2f64(double %186, <2 x double> %190)
  %192 = getelementptr inbounds i8, ptr %4, i64 48
  %193 = load <2 x double>, ptr %192, align 16, !tbaa !10
  %194 = fmul <2 x double> %193, %193
  %195 = fmul <2 x double> %194, <double 1.600000e+00, double 1.700000e+00>
  %196 = tail call double @llvm.vector.reduce.fadd.v2f64(double %191, <2 x double> %195)
  %197 = getelementptr inbounds i8, ptr %4, i64 64
  %198 = load <2 x double>, ptr %197, align 16, !tbaa !10
  %199 = fmul <2 x double> %198, %198
  %200 = fmul <2 x double> %199, <double 1.800000e+00, double 0x3FFE666666666667>
  %201 = tail call double @llvm.vector.reduce.fadd.v2f64(double %196, <2 x double> %200)
  %202 = getelementptr inbounds i8, ptr %4, i64 80
  %203 = load <2 x double>, ptr %202, align 16, !tbaa !10
  %204 = fmul <2 x double> %203, %203
  %205 = fmul <2 x double> %204, <double 2.000000e+00, double 2.100000e+00>
  %206 = tail call double @llvm.vector.reduce.fadd.v2f64(double %201, <2 x double> %205)
  %207 = getelementptr inbounds i8, ptr %4, i64 96
  %208 = load <2 x double>, ptr %207, align 16, !tbaa !10
  %209 = fmul <2 x double> %208, %208
  %210 = fmul <2 x double> %209, <double 2.200000e+00, double 0x4002666666666667>
  %211 = tail call double @llvm.vector.reduce.fadd.v2f64(double %206, <2 x double> %210)
  %212 = getelementptr inbounds i8, ptr %4, i64 112
  %213 = load <2 x double>, ptr %212, align 16, !tbaa !10
  %214 = fmul <2 x double> %213, %213
  %215 = fmul <2 x double> %214, <double 2.400000e+00, double 2.500000e+00>
  %216 = tail call double @llvm.vector.reduce.fadd.v2f64(double %211, <2 x double> %215)
  %217 = getelementptr inbounds i8, ptr %4, i64 128
  %218 = load <2 x double>, ptr %217, align 16, !tbaa !10
  %219 = fmul <2 x double> %218, %218
  %220 = fmul <2 x double> %219, <double 2.600000e+00, double 2.700000e+00>
  %221 = tail call double @llvm.vector.reduce.fadd.v2f64(double %216, <2 x double> %220)
  %222 = getelementptr inbounds i8, ptr %4, i64 144
  %223 = load <2 x double>, ptr %222, align 16, !tbaa !10
  %224 = fmul <2 x double> %223, %223
  %225 = fmul <2 x double> %224, <double 0x4006666666666667, double 2.900000e+00>
  %226 = tail call double @llvm.vector.reduce.fadd.v2f64(double %221, <2 x double> %225)
  %227 = getelementptr inbounds i8, ptr %4, i64 160
  %228 = load <2 x double>, ptr %227, align 16, !tbaa !10
  %229 = fmul <2 x double> %228, %228
  %230 = fmul <2 x double> %229, <double 3.000000e+00, double 3.100000e+00>
  %231 = tail call double @llvm.vector.reduce.fadd.v2f64(double %226, <2 x double> %230)
  %232 = getelementptr inbounds i8, ptr %4, i64 176
  %233 = load <2 x double>, ptr %232, align 16, !tbaa !10
  %234 = fmul <2 x double> %233, %233
  %235 = fmul <2 x double> %234, <double 3.200000e+00, double 0x400A666666666667>
  %236 = tail call double @llvm.vector.reduce.fadd.v2f64(double %231, <2 x double> %235)
  %237 = getelementptr inbounds i8, ptr %4, i64 192
  %238 = load <2 x double>, ptr %237, align 16, !tbaa !10
  %239 = fmul <2 x double> %238, %238
  %240 = fmul <2 x double> %239, <double 0x400B333333333334, double 3.500000e+00>
  %241 = tail call double @llvm.vector.reduce.fadd.v2f64(double %236, <2 x double> %240)
  %242 = getelementptr inbounds i8, ptr %4, i64 208
  %243 = load <2 x double>, ptr %242, align 16, !tbaa !10
  %244 = fmul <2 x double> %243, %243
  %245 = fmul <2 x double> %244, <double 3.600000e+00, double 3.700000e+00>
  %246 = tail call double @llvm.vector.reduce.fadd.v2f64(double %241, <2 x double> %245)
  %247 = getelementptr inbounds i8, ptr %4, i64 224
  %248 = load double, ptr %247, align 16, !tbaa !10
  %249 = fmul double %248, %248
  %250 = tail call double @llvm.fmuladd.f64(double %249, double 0x400E666666666667, double %246)
  %251 = getelementptr inbounds i8, ptr %4, i64 232
  %252 = load double, ptr %251, align 8, !tbaa !10
  %253 = fmul double %252, %252
  %254 = tail call double @llvm.fmuladd.f64(double %253, double 0x400F333333333334, double %250)
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #12
  ret double %254
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13, !16, !17}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13, !16}
!24 = distinct !{!24, !13, !17, !16}
