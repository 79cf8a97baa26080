; ModuleID = 'rev/60_particle_field.c'
source_filename = "rev/60_particle_field.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v0 = private unnamed_addr constant [2 x double] [double 9.000000e-01, double 4.000000e-01], align 16
@__const.main.wells = private unnamed_addr constant [9 x double] [double 5.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.000000e+00, double -2.000000e-01, double 8.000000e-01, double -3.000000e-01, double 9.000000e-01, double 6.000000e-01], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"d/ddt\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%s[%d]\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"d/dwells\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"d/dv0\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x double], align 16
  %3 = alloca [2 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 40, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 16 dereferenceable(16) @__const.main.v0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %4, ptr noundef nonnull align 16 dereferenceable(72) @__const.main.wells, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %5, i8 0, i64 72, i1 false)
  %8 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %11 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shoot, i32 noundef %8, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %8, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %9, double noundef 5.000000e-02, i32 noundef %10, i32 noundef 3, i32 noundef %10, i32 noundef %7) #11
  %12 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 0x3FA999BB2788DB06, i32 noundef 3, i32 noundef %7)
  %13 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 4.999900e-02, i32 noundef 3, i32 noundef %7)
  %14 = fsub double %12, %13
  %15 = fdiv double %14, 2.000000e-06
  %16 = fsub double %11, %15
  %17 = call double @llvm.fabs.f64(double %16)
  %18 = call double @llvm.fabs.f64(double %15)
  %19 = call double @llvm.maxnum.f64(double %18, double 1.000000e+00)
  %20 = fmul double %19, 0x3EB0C6F7A0B5ED8D
  %21 = fcmp ugt double %17, %20
  %22 = fcmp ule double %18, 1.000000e-09
  %23 = or i1 %22, %21
  %24 = select i1 %23, ptr @.str.5, ptr @.str.6
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %11, double noundef %15, ptr noundef nonnull %24)
  %26 = zext i1 %23 to i32
  %27 = load i32, ptr @fails, align 4, !tbaa !5
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #11
  %29 = load double, ptr %2, align 16, !tbaa !9
  %30 = fadd double %29, 0x3EB0C6F7A0B5ED8D
  store double %30, ptr %2, align 16, !tbaa !9
  %31 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  %32 = fadd double %29, 0xBEB0C6F7A0B5ED8D
  store double %32, ptr %2, align 16, !tbaa !9
  %33 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  store double %29, ptr %2, align 16, !tbaa !9
  %34 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3, i32 noundef 0) #11
  %35 = load double, ptr %3, align 16, !tbaa !9
  %36 = fsub double %31, %33
  %37 = fdiv double %36, 2.000000e-06
  %38 = fsub double %35, %37
  %39 = call double @llvm.fabs.f64(double %38)
  %40 = call double @llvm.fabs.f64(double %37)
  %41 = call double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  %42 = fmul double %41, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp ugt double %39, %42
  %44 = fcmp ule double %40, 1.000000e-09
  %45 = or i1 %44, %43
  %46 = select i1 %45, ptr @.str.5, ptr @.str.6
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %6, double noundef %35, double noundef %37, ptr noundef nonnull %46)
  %48 = zext i1 %45 to i32
  %49 = load i32, ptr @fails, align 4, !tbaa !5
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr @fails, align 4, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = fadd double %52, 0x3EB0C6F7A0B5ED8D
  store double %53, ptr %51, align 8, !tbaa !9
  %54 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  %55 = fadd double %52, 0xBEB0C6F7A0B5ED8D
  store double %55, ptr %51, align 8, !tbaa !9
  %56 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  store double %52, ptr %51, align 8, !tbaa !9
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3, i32 noundef 1) #11
  %58 = getelementptr inbounds i8, ptr %3, i64 8
  %59 = load double, ptr %58, align 8, !tbaa !9
  %60 = fsub double %54, %56
  %61 = fdiv double %60, 2.000000e-06
  %62 = fsub double %59, %61
  %63 = call double @llvm.fabs.f64(double %62)
  %64 = call double @llvm.fabs.f64(double %61)
  %65 = call double @llvm.maxnum.f64(double %64, double 1.000000e+00)
  %66 = fmul double %65, 0x3EB0C6F7A0B5ED8D
  %67 = fcmp ugt double %63, %66
  %68 = fcmp ule double %64, 1.000000e-09
  %69 = or i1 %68, %67
  %70 = select i1 %69, ptr @.str.5, ptr @.str.6
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %6, double noundef %59, double noundef %61, ptr noundef nonnull %70)
  %72 = zext i1 %69 to i32
  %73 = load i32, ptr @fails, align 4, !tbaa !5
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr @fails, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %75, %0
  %76 = phi i64 [ 0, %0 ], [ %102, %75 ]
  %77 = getelementptr inbounds double, ptr %4, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fadd double %78, 0x3EB0C6F7A0B5ED8D
  store double %79, ptr %77, align 8, !tbaa !9
  %80 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  %81 = fadd double %78, 0xBEB0C6F7A0B5ED8D
  store double %81, ptr %77, align 8, !tbaa !9
  %82 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  store double %78, ptr %77, align 8, !tbaa !9
  %83 = trunc nuw nsw i64 %76 to i32
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef %83) #11
  %85 = getelementptr inbounds double, ptr %5, i64 %76
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = fsub double %80, %82
  %88 = fdiv double %87, 2.000000e-06
  %89 = fsub double %86, %88
  %90 = call double @llvm.fabs.f64(double %89)
  %91 = call double @llvm.fabs.f64(double %88)
  %92 = call double @llvm.maxnum.f64(double %91, double 1.000000e+00)
  %93 = fmul double %92, 0x3EB0C6F7A0B5ED8D
  %94 = fcmp ugt double %90, %93
  %95 = fcmp ule double %91, 1.000000e-09
  %96 = or i1 %95, %94
  %97 = select i1 %96, ptr @.str.5, ptr @.str.6
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %6, double noundef %86, double noundef %88, ptr noundef nonnull %97)
  %99 = zext i1 %96 to i32
  %100 = load i32, ptr @fails, align 4, !tbaa !5
  %101 = add nsw i32 %100, %99
  store i32 %101, ptr @fails, align 4, !tbaa !5
  %102 = add nuw nsw i64 %76, 1
  %103 = icmp eq i64 %102, 9
  br i1 %103, label %104, label %75, !llvm.loop !11

104:                                              ; preds = %75
  %105 = icmp eq i32 %101, 0
  %106 = select i1 %105, ptr @.str.6, ptr @.str.5
  %107 = call i32 @puts(ptr nonnull dereferenceable(1) %106)
  %108 = load i32, ptr @fails, align 4, !tbaa !5
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @shoot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, double noundef %2, i32 noundef %3, i32 noundef %4) #5 {
  %6 = load <2 x double>, ptr %0, align 8, !tbaa !9
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %32

8:                                                ; preds = %5
  %9 = zext nneg i32 %3 to i64
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %12 = phi <2 x double> [ zeroinitializer, %8 ], [ %29, %10 ]
  %13 = mul nuw nsw i64 %11, 24
  %14 = getelementptr inbounds i8, ptr %1, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %18 = fsub <2 x double> zeroinitializer, %17
  %19 = fmul <2 x double> %18, %18
  %20 = extractelement <2 x double> %19, i64 1
  %21 = extractelement <2 x double> %18, i64 0
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %21, double %20)
  %23 = fneg double %22
  %24 = tail call double @exp(double noundef %23) #11
  %25 = fmul double %16, %24
  %26 = fmul <2 x double> %18, <double -2.000000e+00, double -2.000000e+00>
  %27 = insertelement <2 x double> poison, double %25, i64 0
  %28 = shufflevector <2 x double> %27, <2 x double> poison, <2 x i32> zeroinitializer
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %28, <2 x double> %12)
  %30 = add nuw nsw i64 %11, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10, !llvm.loop !13

32:                                               ; preds = %10, %5
  %33 = phi <2 x double> [ zeroinitializer, %5 ], [ %29, %10 ]
  %34 = icmp sgt i32 %4, 0
  br i1 %34, label %35, label %51

35:                                               ; preds = %32
  %36 = fmul double %2, 5.000000e-01
  %37 = zext nneg i32 %3 to i64
  %38 = insertelement <2 x double> poison, double %2, i64 0
  %39 = shufflevector <2 x double> %38, <2 x double> poison, <2 x i32> zeroinitializer
  %40 = insertelement <2 x double> poison, double %36, i64 0
  %41 = shufflevector <2 x double> %40, <2 x double> poison, <2 x i32> zeroinitializer
  br label %42

42:                                               ; preds = %35, %79
  %43 = phi i32 [ 0, %35 ], [ %82, %79 ]
  %44 = phi <2 x double> [ %33, %35 ], [ %80, %79 ]
  %45 = phi <2 x double> [ %6, %35 ], [ %81, %79 ]
  %46 = phi <2 x double> [ zeroinitializer, %35 ], [ %48, %79 ]
  %47 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %44, <2 x double> %45)
  %48 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %39, <2 x double> %47, <2 x double> %46)
  br i1 %7, label %57, label %79

49:                                               ; preds = %79
  %50 = fadd <2 x double> %48, <double -1.000000e+00, double -8.000000e-01>
  br label %51

51:                                               ; preds = %49, %32
  %52 = phi <2 x double> [ %50, %49 ], [ <double -1.000000e+00, double -8.000000e-01>, %32 ]
  %53 = fmul <2 x double> %52, %52
  %54 = extractelement <2 x double> %53, i64 1
  %55 = extractelement <2 x double> %52, i64 0
  %56 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %54)
  ret double %56

57:                                               ; preds = %42, %57
  %58 = phi i64 [ %77, %57 ], [ 0, %42 ]
  %59 = phi <2 x double> [ %76, %57 ], [ zeroinitializer, %42 ]
  %60 = mul nuw nsw i64 %58, 24
  %61 = getelementptr inbounds i8, ptr %1, i64 %60
  %62 = getelementptr inbounds i8, ptr %61, i64 16
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = load <2 x double>, ptr %61, align 8, !tbaa !9
  %65 = fsub <2 x double> %48, %64
  %66 = fmul <2 x double> %65, %65
  %67 = extractelement <2 x double> %66, i64 1
  %68 = extractelement <2 x double> %65, i64 0
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %68, double %67)
  %70 = fneg double %69
  %71 = tail call double @exp(double noundef %70) #11
  %72 = fmul double %63, %71
  %73 = fmul <2 x double> %65, <double -2.000000e+00, double -2.000000e+00>
  %74 = insertelement <2 x double> poison, double %72, i64 0
  %75 = shufflevector <2 x double> %74, <2 x double> poison, <2 x i32> zeroinitializer
  %76 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %73, <2 x double> %75, <2 x double> %59)
  %77 = add nuw nsw i64 %58, 1
  %78 = icmp eq i64 %77, %37
  br i1 %78, label %79, label %57, !llvm.loop !13

79:                                               ; preds = %57, %42
  %80 = phi <2 x double> [ zeroinitializer, %42 ], [ %76, %57 ]
  %81 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %80, <2 x double> %47)
  %82 = add nuw nsw i32 %43, 1
  %83 = icmp eq i32 %82, %4
  br i1 %83, label %49, label %42, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
