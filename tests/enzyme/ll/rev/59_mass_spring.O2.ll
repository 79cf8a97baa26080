; ModuleID = 'rev/59_mass_spring.c'
source_filename = "rev/59_mass_spring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.System = type { [3 x double], [3 x double], [4 x [2 x double]], [4 x [2 x double]] }

@__const.main.sys = private unnamed_addr constant %struct.System { [3 x double] [double 4.000000e+01, double 5.500000e+01, double 3.000000e+01], [3 x double] [double 5.000000e-01, double 6.000000e-01, double 4.000000e-01], [4 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 5.000000e-01, double -1.000000e-01], [2 x double] [double 1.000000e+00, double -3.000000e-01], [2 x double] [double 1.400000e+00, double -2.000000e-01]], [4 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 1.000000e-01, double 0.000000e+00], [2 x double] [double 0.000000e+00, double -2.000000e-01], [2 x double] [double 3.000000e-01, double 1.000000e-01]] }, align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [11 x i8] c"d/ddamping\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"d/dsys[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.System, align 8
  %3 = alloca %struct.System, align 8
  %4 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 30, ptr %1, align 4, !tbaa !5
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(176) @__const.main.sys, i64 176, i1 false)
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %3, i8 0, i64 176, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %7 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %9 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @simulate, i32 noundef %6, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7, double noundef 3.000000e-01, i32 noundef %8, i32 noundef %5) #10
  %10 = call double @simulate(ptr noundef nonnull %2, double noundef 0x3FD3333764F11B60, i32 noundef %5)
  %11 = call double @simulate(ptr noundef nonnull %2, double noundef 2.999990e-01, i32 noundef %5)
  %12 = fsub double %10, %11
  %13 = fdiv double %12, 2.000000e-06
  %14 = fsub double %9, %13
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = call double @llvm.fabs.f64(double %13)
  %17 = call double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul double %17, 0x3EB0C6F7A0B5ED8D
  %19 = fcmp ugt double %15, %18
  %20 = fcmp ule double %16, 1.000000e-09
  %21 = or i1 %20, %19
  %22 = select i1 %21, ptr @.str.3, ptr @.str.4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %9, double noundef %13, ptr noundef nonnull %22)
  %24 = zext i1 %21 to i32
  %25 = load i32, ptr @fails, align 4, !tbaa !5
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  br label %34

27:                                               ; preds = %65
  %28 = icmp eq i32 %66, 0
  %29 = select i1 %28, ptr @.str.4, ptr @.str.3
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) %29)
  %31 = load i32, ptr @fails, align 4, !tbaa !5
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %33

34:                                               ; preds = %0, %65
  %35 = phi i32 [ %26, %0 ], [ %66, %65 ]
  %36 = phi i64 [ 0, %0 ], [ %67, %65 ]
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = and i32 %37, 30
  %39 = icmp eq i32 %38, 14
  br i1 %39, label %65, label %40

40:                                               ; preds = %34
  %41 = getelementptr inbounds double, ptr %2, i64 %36
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !9
  %44 = call double @simulate(ptr noundef nonnull %2, double noundef 3.000000e-01, i32 noundef %5)
  %45 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %45, ptr %41, align 8, !tbaa !9
  %46 = call double @simulate(ptr noundef nonnull %2, double noundef 3.000000e-01, i32 noundef %5)
  store double %42, ptr %41, align 8, !tbaa !9
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %37) #10
  %48 = getelementptr inbounds double, ptr %3, i64 %36
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = fsub double %44, %46
  %51 = fdiv double %50, 2.000000e-06
  %52 = fsub double %49, %51
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = call double @llvm.fabs.f64(double %51)
  %55 = call double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  %56 = fmul double %55, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ugt double %53, %56
  %58 = fcmp ule double %54, 1.000000e-09
  %59 = or i1 %58, %57
  %60 = select i1 %59, ptr @.str.3, ptr @.str.4
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %4, double noundef %49, double noundef %51, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !5
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %34, %40
  %66 = phi i32 [ %35, %34 ], [ %64, %40 ]
  %67 = add nuw nsw i64 %36, 1
  %68 = icmp eq i64 %67, 22
  br i1 %68, label %27, label %34, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @simulate(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  %8 = getelementptr inbounds i8, ptr %0, i64 48
  %9 = load <2 x double>, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 96
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 104
  %13 = load double, ptr %12, align 8, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %0, i64 112
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 120
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 128
  %19 = load <2 x double>, ptr %4, align 8
  %20 = load <2 x double>, ptr %7, align 8
  %21 = load <4 x double>, ptr %18, align 8
  %22 = shufflevector <4 x double> %21, <4 x double> poison, <4 x i32> <i32 0, i32 2, i32 1, i32 3>
  %23 = getelementptr inbounds i8, ptr %0, i64 160
  %24 = load <2 x double>, ptr %23, align 8
  %25 = icmp sgt i32 %2, 0
  %26 = extractelement <2 x double> %24, i64 0
  %27 = extractelement <2 x double> %24, i64 1
  br i1 %25, label %28, label %52

28:                                               ; preds = %3
  %29 = load double, ptr %0, align 8
  %30 = getelementptr inbounds i8, ptr %0, i64 88
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %0, i64 80
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %0, i64 64
  %35 = load <2 x double>, ptr %34, align 8
  %36 = fneg double %1
  %37 = tail call double @llvm.fmuladd.f64(double %36, double 2.000000e-02, double 1.000000e+00)
  %38 = fneg double %29
  %39 = insertelement <2 x double> poison, double %33, i64 0
  %40 = insertelement <2 x double> %39, double %11, i64 1
  %41 = insertelement <2 x double> poison, double %31, i64 0
  %42 = insertelement <2 x double> %41, double %13, i64 1
  %43 = insertelement <4 x double> poison, double %37, i64 0
  %44 = shufflevector <4 x double> %43, <4 x double> poison, <4 x i32> zeroinitializer
  %45 = insertelement <2 x double> poison, double %37, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  br label %79

47:                                               ; preds = %79
  %48 = extractelement <2 x double> %136, i64 1
  %49 = extractelement <2 x double> %131, i64 0
  %50 = extractelement <2 x double> %133, i64 1
  %51 = extractelement <2 x double> %131, i64 1
  br label %52

52:                                               ; preds = %47, %3
  %53 = phi double [ %11, %3 ], [ %50, %47 ]
  %54 = phi double [ %13, %3 ], [ %48, %47 ]
  %55 = phi double [ %26, %3 ], [ %49, %47 ]
  %56 = phi double [ %27, %3 ], [ %51, %47 ]
  %57 = phi <4 x double> [ %22, %3 ], [ %122, %47 ]
  %58 = fmul double %17, %17
  %59 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %58)
  %60 = tail call double @llvm.fmuladd.f64(double %59, double 5.000000e-01, double 0.000000e+00)
  %61 = extractelement <4 x double> %57, i64 2
  %62 = fmul double %61, %61
  %63 = extractelement <4 x double> %57, i64 0
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %63, double %62)
  %65 = tail call double @llvm.fmuladd.f64(double %64, double 5.000000e-01, double %60)
  %66 = extractelement <4 x double> %57, i64 3
  %67 = fmul double %66, %66
  %68 = extractelement <4 x double> %57, i64 1
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %68, double %67)
  %70 = tail call double @llvm.fmuladd.f64(double %69, double 5.000000e-01, double %65)
  %71 = fmul double %56, %56
  %72 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %71)
  %73 = tail call double @llvm.fmuladd.f64(double %72, double 5.000000e-01, double %70)
  %74 = fadd double %54, 1.000000e+00
  %75 = fadd double %53, -1.500000e+00
  %76 = fmul double %74, %74
  %77 = tail call double @llvm.fmuladd.f64(double %75, double %75, double %76)
  %78 = tail call double @llvm.fmuladd.f64(double %73, double 1.000000e-01, double %77)
  ret double %78

79:                                               ; preds = %28, %79
  %80 = phi i32 [ 0, %28 ], [ %137, %79 ]
  %81 = phi <2 x double> [ %40, %28 ], [ %133, %79 ]
  %82 = phi <2 x double> [ %42, %28 ], [ %136, %79 ]
  %83 = phi <4 x double> [ %22, %28 ], [ %122, %79 ]
  %84 = phi <2 x double> [ %24, %28 ], [ %131, %79 ]
  %85 = phi <2 x double> [ %35, %28 ], [ %124, %79 ]
  %86 = fsub <2 x double> %85, %9
  %87 = fmul <2 x double> %86, %86
  %88 = extractelement <2 x double> %87, i64 1
  %89 = extractelement <2 x double> %86, i64 0
  %90 = tail call double @llvm.fmuladd.f64(double %89, double %89, double %88)
  %91 = tail call double @llvm.sqrt.f64(double %90)
  %92 = fsub double %91, %6
  %93 = fmul double %92, %38
  %94 = fdiv double %93, %91
  %95 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %96 = shufflevector <2 x double> %85, <2 x double> %95, <2 x i32> <i32 0, i32 3>
  %97 = fsub <2 x double> %81, %96
  %98 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %99 = shufflevector <2 x double> %98, <2 x double> %85, <2 x i32> <i32 3, i32 1>
  %100 = fsub <2 x double> %82, %99
  %101 = fmul <2 x double> %100, %100
  %102 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %97, <2 x double> %101)
  %103 = tail call <2 x double> @llvm.sqrt.v2f64(<2 x double> %102)
  %104 = fsub <2 x double> %103, %20
  %105 = fmul <2 x double> %19, %104
  %106 = fdiv <2 x double> %105, %103
  %107 = shufflevector <2 x double> %106, <2 x double> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %108 = extractelement <2 x double> %106, i64 0
  %109 = fneg double %108
  %110 = insertelement <4 x double> poison, double %94, i64 0
  %111 = insertelement <4 x double> %110, double %109, i64 1
  %112 = shufflevector <4 x double> %111, <4 x double> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %113 = shufflevector <2 x double> %97, <2 x double> %100, <4 x i32> <i32 poison, i32 0, i32 poison, i32 2>
  %114 = shufflevector <2 x double> %86, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 1, i32 poison>
  %115 = shufflevector <4 x double> %114, <4 x double> %113, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %116 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %112, <4 x double> %115, <4 x double> <double 0.000000e+00, double 0.000000e+00, double -9.810000e+00, double -9.810000e+00>)
  %117 = shufflevector <2 x double> %97, <2 x double> %100, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %118 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %107, <4 x double> %117, <4 x double> %116)
  %119 = extractelement <2 x double> %106, i64 1
  %120 = fneg double %119
  %121 = tail call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %118, <4 x double> <double 2.000000e-02, double 2.000000e-02, double 2.000000e-02, double 2.000000e-02>, <4 x double> %83)
  %122 = fmul <4 x double> %44, %121
  %123 = shufflevector <4 x double> %122, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %123, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %85)
  %125 = shufflevector <4 x double> %122, <4 x double> poison, <2 x i32> <i32 1, i32 poison>
  %126 = insertelement <2 x double> poison, double %120, i64 0
  %127 = shufflevector <2 x double> %126, <2 x double> poison, <2 x i32> zeroinitializer
  %128 = shufflevector <2 x double> %97, <2 x double> %100, <2 x i32> <i32 1, i32 3>
  %129 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> %128, <2 x double> <double 0.000000e+00, double -9.810000e+00>)
  %130 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %129, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %84)
  %131 = fmul <2 x double> %46, %130
  %132 = shufflevector <2 x double> %125, <2 x double> %131, <2 x i32> <i32 0, i32 2>
  %133 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %132, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %81)
  %134 = shufflevector <2 x double> %131, <2 x double> poison, <4 x i32> <i32 poison, i32 1, i32 poison, i32 poison>
  %135 = shufflevector <4 x double> %122, <4 x double> %134, <2 x i32> <i32 3, i32 5>
  %136 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 2.000000e-02, double 2.000000e-02>, <2 x double> %82)
  %137 = add nuw nsw i32 %80, 1
  %138 = icmp eq i32 %137, %2
  br i1 %138, label %47, label %79, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
