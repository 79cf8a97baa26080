; ModuleID = 'rev/18_tree_sum.c'
source_filename = "rev/18_tree_sum.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [20 x i8] c"tree_sum d/dval[%d]\00", align 1
@__const.main.x = private unnamed_addr constant [8 x double] [double 5.000000e-01, double -3.000000e-01, double 1.200000e+00, double 1.000000e-01, double -9.000000e-01, double 8.000000e-01, double 1.600000e+00, double -5.000000e-02], align 8
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"bst_sum d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x ptr], align 8
  %2 = alloca [7 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [32 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca [8 x double], align 8
  %8 = alloca [8 x double], align 8
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #15
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #15
  store i32 0, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #15
  store i32 0, ptr %4, align 4, !tbaa !6
  %9 = call fastcc ptr @build(i32 noundef 3, i32 noundef 0, ptr noundef nonnull %3, ptr noundef nonnull %1)
  %10 = call fastcc ptr @build(i32 noundef 3, i32 noundef 0, ptr noundef nonnull %4, ptr noundef nonnull %2)
  call fastcc void @zero_vals(ptr noundef %10)
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @tree_sum, i32 noundef %11, ptr noundef %9, ptr noundef %10) #15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #15
  br label %20

13:                                               ; preds = %20
  call fastcc void @release(ptr noundef %9)
  call fastcc void @release(ptr noundef %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile i32 8, ptr %6, align 4, !tbaa !6
  %14 = load volatile i32, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) @__const.main.x, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %8, i8 0, i64 64, i1 false)
  %15 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %16 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @bst_sum, i32 noundef %15, ptr noundef nonnull %7, ptr noundef nonnull %8, i32 noundef %16, i32 noundef %14) #15
  %18 = icmp sgt i32 %14, 0
  %19 = zext nneg i32 %14 to i64
  br label %60

20:                                               ; preds = %0, %20
  %21 = phi i64 [ 0, %0 ], [ %51, %20 ]
  %22 = getelementptr inbounds [7 x ptr], ptr %1, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !10
  %24 = load double, ptr %23, align 8, !tbaa !12
  %25 = fadd double %24, 0x3EB0C6F7A0B5ED8D
  store double %25, ptr %23, align 8, !tbaa !12
  %26 = call double @tree_sum(ptr noundef %9)
  %27 = fadd double %24, 0xBEB0C6F7A0B5ED8D
  %28 = load ptr, ptr %22, align 8, !tbaa !10
  store double %27, ptr %28, align 8, !tbaa !12
  %29 = call double @tree_sum(ptr noundef %9)
  %30 = load ptr, ptr %22, align 8, !tbaa !10
  store double %24, ptr %30, align 8, !tbaa !12
  %31 = trunc nuw nsw i64 %21 to i32
  %32 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %31) #15
  %33 = getelementptr inbounds [7 x ptr], ptr %2, i64 0, i64 %21
  %34 = load ptr, ptr %33, align 8, !tbaa !10
  %35 = load double, ptr %34, align 8, !tbaa !12
  %36 = fsub double %26, %29
  %37 = fdiv double %36, 2.000000e-06
  %38 = fsub double %35, %37
  %39 = call double @llvm.fabs.f64(double %38)
  %40 = call double @llvm.fabs.f64(double %37)
  %41 = call double @llvm.maxnum.f64(double %40, double 1.000000e+00)
  %42 = fmul double %41, 0x3EB0C6F7A0B5ED8D
  %43 = fcmp ugt double %39, %42
  %44 = fcmp ule double %40, 1.000000e-09
  %45 = or i1 %44, %43
  %46 = select i1 %45, ptr @.str.3, ptr @.str.4
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %35, double noundef %37, ptr noundef nonnull %46)
  %48 = zext i1 %45 to i32
  %49 = load i32, ptr @fails, align 4, !tbaa !6
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr @fails, align 4, !tbaa !6
  %51 = add nuw nsw i64 %21, 1
  %52 = icmp eq i64 %51, 7
  br i1 %52, label %13, label %20, !llvm.loop !15

53:                                               ; preds = %85
  %54 = icmp eq i32 %106, 0
  %55 = select i1 %54, ptr @.str.4, ptr @.str.3
  %56 = call i32 @puts(ptr nonnull dereferenceable(1) %55)
  %57 = load i32, ptr @fails, align 4, !tbaa !6
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #15
  ret i32 %59

60:                                               ; preds = %13, %85
  %61 = phi i64 [ 0, %13 ], [ %107, %85 ]
  %62 = getelementptr inbounds [8 x double], ptr %7, i64 0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !17
  %64 = fadd double %63, 0x3EB0C6F7A0B5ED8D
  store double %64, ptr %62, align 8, !tbaa !17
  br i1 %18, label %65, label %73

65:                                               ; preds = %60, %65
  %66 = phi i64 [ %71, %65 ], [ 0, %60 ]
  %67 = phi ptr [ %70, %65 ], [ null, %60 ]
  %68 = getelementptr inbounds double, ptr %7, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !17
  %70 = call fastcc ptr @insert(ptr noundef %67, double noundef %69, i32 noundef 0)
  %71 = add nuw nsw i64 %66, 1
  %72 = icmp eq i64 %71, %19
  br i1 %72, label %73, label %65, !llvm.loop !18

73:                                               ; preds = %65, %60
  %74 = phi ptr [ null, %60 ], [ %70, %65 ]
  %75 = call double @tree_sum(ptr noundef %74)
  call fastcc void @release(ptr noundef %74)
  %76 = fadd double %63, 0xBEB0C6F7A0B5ED8D
  store double %76, ptr %62, align 8, !tbaa !17
  br i1 %18, label %77, label %85

77:                                               ; preds = %73, %77
  %78 = phi i64 [ %83, %77 ], [ 0, %73 ]
  %79 = phi ptr [ %82, %77 ], [ null, %73 ]
  %80 = getelementptr inbounds double, ptr %7, i64 %78
  %81 = load double, ptr %80, align 8, !tbaa !17
  %82 = call fastcc ptr @insert(ptr noundef %79, double noundef %81, i32 noundef 0)
  %83 = add nuw nsw i64 %78, 1
  %84 = icmp eq i64 %83, %19
  br i1 %84, label %85, label %77, !llvm.loop !18

85:                                               ; preds = %77, %73
  %86 = phi ptr [ null, %73 ], [ %82, %77 ]
  %87 = call double @tree_sum(ptr noundef %86)
  call fastcc void @release(ptr noundef %86)
  store double %63, ptr %62, align 8, !tbaa !17
  %88 = trunc nuw nsw i64 %61 to i32
  %89 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %88) #15
  %90 = getelementptr inbounds [8 x double], ptr %8, i64 0, i64 %61
  %91 = load double, ptr %90, align 8, !tbaa !17
  %92 = fsub double %75, %87
  %93 = fdiv double %92, 2.000000e-06
  %94 = fsub double %91, %93
  %95 = call double @llvm.fabs.f64(double %94)
  %96 = call double @llvm.fabs.f64(double %93)
  %97 = call double @llvm.maxnum.f64(double %96, double 1.000000e+00)
  %98 = fmul double %97, 0x3EB0C6F7A0B5ED8D
  %99 = fcmp ugt double %95, %98
  %100 = fcmp ule double %96, 1.000000e-09
  %101 = or i1 %100, %99
  %102 = select i1 %101, ptr @.str.3, ptr @.str.4
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %91, double noundef %93, ptr noundef nonnull %102)
  %104 = zext i1 %101 to i32
  %105 = load i32, ptr @fails, align 4, !tbaa !6
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr @fails, align 4, !tbaa !6
  %107 = add nuw nsw i64 %61, 1
  %108 = icmp eq i64 %107, 8
  br i1 %108, label %53, label %60, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc noundef ptr @build(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) unnamed_addr #2 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4, %8
  %7 = phi ptr [ %9, %8 ], [ null, %4 ]
  ret ptr %7

8:                                                ; preds = %4
  %9 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #16
  %10 = load i32, ptr %2, align 4, !tbaa !6
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %2, align 4, !tbaa !6
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds ptr, ptr %3, i64 %12
  store ptr %9, ptr %13, align 8, !tbaa !10
  %14 = sitofp i32 %10 to double
  %15 = fmul double %14, 1.900000e+00
  %16 = tail call double @cos(double noundef %15) #15
  %17 = fmul double %14, 1.000000e-01
  %18 = tail call double @llvm.fmuladd.f64(double %16, double 3.000000e-01, double %17)
  store double %18, ptr %9, align 8, !tbaa !12
  %19 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %1, ptr %19, align 8, !tbaa !20
  %20 = add nsw i32 %0, -1
  %21 = add nsw i32 %1, 1
  %22 = tail call fastcc ptr @build(i32 noundef %20, i32 noundef %21, ptr noundef nonnull %2, ptr noundef %3)
  %23 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %22, ptr %23, align 8, !tbaa !21
  %24 = tail call fastcc ptr @build(i32 noundef %20, i32 noundef %21, ptr noundef nonnull %2, ptr noundef %3)
  %25 = getelementptr inbounds i8, ptr %9, i64 24
  store ptr %24, ptr %25, align 8, !tbaa !22
  br label %6
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @zero_vals(ptr noundef %0) unnamed_addr #3 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr [ %8, %3 ], [ %0, %1 ]
  store double 0.000000e+00, ptr %4, align 8, !tbaa !12
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  tail call fastcc void @zero_vals(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %4, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = icmp eq ptr %8, null
  br i1 %9, label %10, label %3

10:                                               ; preds = %3, %1
  ret void
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @tree_sum(ptr noundef readonly %0) #5 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %5

3:                                                ; preds = %1, %5
  %4 = phi double [ %21, %5 ], [ 0.000000e+00, %1 ]
  ret double %4

5:                                                ; preds = %1
  %6 = load double, ptr %0, align 8, !tbaa !12
  %7 = fmul double %6, %6
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8, !tbaa !20
  %10 = add nsw i32 %9, 1
  %11 = sitofp i32 %10 to double
  %12 = tail call double @sin(double noundef %6) #15
  %13 = tail call double @llvm.fmuladd.f64(double %7, double %11, double %12)
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = load ptr, ptr %14, align 8, !tbaa !21
  %16 = tail call double @tree_sum(ptr noundef %15)
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 5.000000e-01, double %13)
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = load ptr, ptr %18, align 8, !tbaa !22
  %20 = tail call double @tree_sum(ptr noundef %19)
  %21 = fadd double %17, %20
  br label %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @release(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  tail call fastcc void @release(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  tail call fastcc void @release(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #15
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nounwind uwtable
define internal double @bst_sum(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %9

6:                                                ; preds = %9, %2
  %7 = phi ptr [ null, %2 ], [ %14, %9 ]
  %8 = tail call double @tree_sum(ptr noundef %7)
  tail call fastcc void @release(ptr noundef %7)
  ret double %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ 0, %4 ], [ %15, %9 ]
  %11 = phi ptr [ null, %4 ], [ %14, %9 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !17
  %14 = tail call fastcc ptr @insert(ptr noundef %11, double noundef %13, i32 noundef 0)
  %15 = add nuw nsw i64 %10, 1
  %16 = icmp eq i64 %15, %5
  br i1 %16, label %6, label %9, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #11

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #12

; Function Attrs: nofree nounwind uwtable
define internal fastcc noundef ptr @insert(ptr noundef %0, double noundef %1, i32 noundef %2) unnamed_addr #13 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #16
  store double %1, ptr %6, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 %2, ptr %7, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %8, i8 0, i64 16, i1 false)
  br label %13

9:                                                ; preds = %3
  %10 = load double, ptr %0, align 8, !tbaa !12
  %11 = fcmp ogt double %10, %1
  %12 = add nsw i32 %2, 1
  br i1 %11, label %15, label %19

13:                                               ; preds = %19, %15, %5
  %14 = phi ptr [ %6, %5 ], [ %0, %15 ], [ %0, %19 ]
  ret ptr %14

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !21
  %18 = tail call fastcc ptr @insert(ptr noundef %17, double noundef %1, i32 noundef %12)
  store ptr %18, ptr %16, align 8, !tbaa !21
  br label %13

19:                                               ; preds = %9
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !22
  %22 = tail call fastcc ptr @insert(ptr noundef %21, double noundef %1, i32 noundef %12)
  store ptr %22, ptr %20, align 8, !tbaa !22
  br label %13
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #14

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind memory(write, argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { nofree nounwind }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !14, i64 0}
!13 = !{!"node", !14, i64 0, !7, i64 8, !11, i64 16, !11, i64 24}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!14, !14, i64 0}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = !{!13, !7, i64 8}
!21 = !{!13, !11, i64 16}
!22 = !{!13, !11, i64 24}
