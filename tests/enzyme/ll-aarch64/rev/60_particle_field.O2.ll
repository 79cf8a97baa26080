; ModuleID = 'rev/60_particle_field.c'
source_filename = "rev/60_particle_field.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v0 = private unnamed_addr constant [2 x double] [double 9.000000e-01, double 4.000000e-01], align 8
@__const.main.wells = private unnamed_addr constant [9 x double] [double 5.000000e-01, double 5.000000e-01, double 1.200000e+00, double 1.000000e+00, double -2.000000e-01, double 8.000000e-01, double -3.000000e-01, double 9.000000e-01, double 6.000000e-01], align 8
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
  %2 = alloca [2 x double], align 8
  %3 = alloca [2 x double], align 8
  %4 = alloca [9 x double], align 8
  %5 = alloca [9 x double], align 8
  %6 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 40, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.v0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.wells, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, i8 0, i64 72, i1 false)
  %8 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %11 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @shoot, i32 noundef %8, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %8, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %9, double noundef 5.000000e-02, i32 noundef %10, i32 noundef 3, i32 noundef %10, i32 noundef %7) #10
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
  %27 = load i32, ptr @fails, align 4, !tbaa !6
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #10
  %29 = load double, ptr %2, align 8, !tbaa !10
  %30 = fadd double %29, 0x3EB0C6F7A0B5ED8D
  store double %30, ptr %2, align 8, !tbaa !10
  %31 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  %32 = fadd double %29, 0xBEB0C6F7A0B5ED8D
  store double %32, ptr %2, align 8, !tbaa !10
  %33 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  store double %29, ptr %2, align 8, !tbaa !10
  %34 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3, i32 noundef 0) #10
  %35 = load double, ptr %3, align 8, !tbaa !10
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
  %49 = load i32, ptr @fails, align 4, !tbaa !6
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr @fails, align 4, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = fadd double %52, 0x3EB0C6F7A0B5ED8D
  store double %53, ptr %51, align 8, !tbaa !10
  %54 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  %55 = fadd double %52, 0xBEB0C6F7A0B5ED8D
  store double %55, ptr %51, align 8, !tbaa !10
  %56 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  store double %52, ptr %51, align 8, !tbaa !10
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.3, i32 noundef 1) #10
  %58 = getelementptr inbounds i8, ptr %3, i64 8
  %59 = load double, ptr %58, align 8, !tbaa !10
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
  %73 = load i32, ptr @fails, align 4, !tbaa !6
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr @fails, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %75, %0
  %76 = phi i64 [ 0, %0 ], [ %102, %75 ]
  %77 = getelementptr inbounds double, ptr %4, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !10
  %79 = fadd double %78, 0x3EB0C6F7A0B5ED8D
  store double %79, ptr %77, align 8, !tbaa !10
  %80 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  %81 = fadd double %78, 0xBEB0C6F7A0B5ED8D
  store double %81, ptr %77, align 8, !tbaa !10
  %82 = call double @shoot(ptr noundef nonnull %2, ptr noundef nonnull %4, double noundef 5.000000e-02, i32 noundef 3, i32 noundef %7)
  store double %78, ptr %77, align 8, !tbaa !10
  %83 = trunc nuw nsw i64 %76 to i32
  %84 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 64, ptr noundef nonnull @.str.1, ptr noundef nonnull @.str.2, i32 noundef %83) #10
  %85 = getelementptr inbounds double, ptr %5, i64 %76
  %86 = load double, ptr %85, align 8, !tbaa !10
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
  %100 = load i32, ptr @fails, align 4, !tbaa !6
  %101 = add nsw i32 %100, %99
  store i32 %101, ptr @fails, align 4, !tbaa !6
  %102 = add nuw nsw i64 %76, 1
  %103 = icmp eq i64 %102, 9
  br i1 %103, label %104, label %75, !llvm.loop !12

104:                                              ; preds = %75
  %105 = icmp eq i32 %101, 0
  %106 = select i1 %105, ptr @.str.6, ptr @.str.5
  %107 = call i32 @puts(ptr nonnull dereferenceable(1) %106)
  %108 = load i32, ptr @fails, align 4, !tbaa !6
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #10
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
  %6 = load double, ptr %0, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load double, ptr %7, align 8, !tbaa !10
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %36

10:                                               ; preds = %5
  %11 = zext nneg i32 %3 to i64
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi double [ 0.000000e+00, %10 ], [ %33, %12 ]
  %14 = phi double [ 0.000000e+00, %10 ], [ %31, %12 ]
  %15 = phi i64 [ 0, %10 ], [ %34, %12 ]
  %16 = mul nuw nsw i64 %15, 24
  %17 = getelementptr inbounds i8, ptr %1, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !10
  %19 = fsub double 0.000000e+00, %18
  %20 = getelementptr inbounds i8, ptr %17, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !10
  %22 = fsub double 0.000000e+00, %21
  %23 = getelementptr inbounds i8, ptr %17, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !10
  %25 = fmul double %22, %22
  %26 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %25)
  %27 = fneg double %26
  %28 = tail call double @exp(double noundef %27) #10
  %29 = fmul double %24, %28
  %30 = fmul double %19, -2.000000e+00
  %31 = tail call double @llvm.fmuladd.f64(double %30, double %29, double %14)
  %32 = fmul double %22, -2.000000e+00
  %33 = tail call double @llvm.fmuladd.f64(double %32, double %29, double %13)
  %34 = add nuw nsw i64 %15, 1
  %35 = icmp eq i64 %34, %11
  br i1 %35, label %36, label %12, !llvm.loop !14

36:                                               ; preds = %12, %5
  %37 = phi double [ 0.000000e+00, %5 ], [ %31, %12 ]
  %38 = phi double [ 0.000000e+00, %5 ], [ %33, %12 ]
  %39 = icmp sgt i32 %4, 0
  br i1 %39, label %40, label %58

40:                                               ; preds = %36
  %41 = fmul double %2, 5.000000e-01
  %42 = zext nneg i32 %3 to i64
  br label %43

43:                                               ; preds = %40, %87
  %44 = phi double [ 0.000000e+00, %40 ], [ %52, %87 ]
  %45 = phi double [ 0.000000e+00, %40 ], [ %54, %87 ]
  %46 = phi double [ %8, %40 ], [ %91, %87 ]
  %47 = phi double [ %6, %40 ], [ %90, %87 ]
  %48 = phi double [ %37, %40 ], [ %88, %87 ]
  %49 = phi double [ %38, %40 ], [ %89, %87 ]
  %50 = phi i32 [ 0, %40 ], [ %92, %87 ]
  %51 = tail call double @llvm.fmuladd.f64(double %41, double %48, double %47)
  %52 = tail call double @llvm.fmuladd.f64(double %2, double %51, double %44)
  %53 = tail call double @llvm.fmuladd.f64(double %41, double %49, double %46)
  %54 = tail call double @llvm.fmuladd.f64(double %2, double %53, double %45)
  br i1 %9, label %63, label %87

55:                                               ; preds = %87
  %56 = fadd double %52, -1.000000e+00
  %57 = fadd double %54, -8.000000e-01
  br label %58

58:                                               ; preds = %55, %36
  %59 = phi double [ %56, %55 ], [ -1.000000e+00, %36 ]
  %60 = phi double [ %57, %55 ], [ -8.000000e-01, %36 ]
  %61 = fmul double %60, %60
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %61)
  ret double %62

63:                                               ; preds = %43, %63
  %64 = phi double [ %84, %63 ], [ 0.000000e+00, %43 ]
  %65 = phi double [ %82, %63 ], [ 0.000000e+00, %43 ]
  %66 = phi i64 [ %85, %63 ], [ 0, %43 ]
  %67 = mul nuw nsw i64 %66, 24
  %68 = getelementptr inbounds i8, ptr %1, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !10
  %70 = fsub double %52, %69
  %71 = getelementptr inbounds i8, ptr %68, i64 8
  %72 = load double, ptr %71, align 8, !tbaa !10
  %73 = fsub double %54, %72
  %74 = getelementptr inbounds i8, ptr %68, i64 16
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = fmul double %73, %73
  %77 = tail call double @llvm.fmuladd.f64(double %70, double %70, double %76)
  %78 = fneg double %77
  %79 = tail call double @exp(double noundef %78) #10
  %80 = fmul double %75, %79
  %81 = fmul double %70, -2.000000e+00
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %80, double %65)
  %83 = fmul double %73, -2.000000e+00
  %84 = tail call double @llvm.fmuladd.f64(double %83, double %80, double %64)
  %85 = add nuw nsw i64 %66, 1
  %86 = icmp eq i64 %85, %42
  br i1 %86, label %87, label %63, !llvm.loop !14

87:                                               ; preds = %63, %43
  %88 = phi double [ 0.000000e+00, %43 ], [ %82, %63 ]
  %89 = phi double [ 0.000000e+00, %43 ], [ %84, %63 ]
  %90 = tail call double @llvm.fmuladd.f64(double %41, double %88, double %51)
  %91 = tail call double @llvm.fmuladd.f64(double %41, double %89, double %53)
  %92 = add nuw nsw i32 %50, 1
  %93 = icmp eq i32 %92, %4
  br i1 %93, label %55, label %43, !llvm.loop !15
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
