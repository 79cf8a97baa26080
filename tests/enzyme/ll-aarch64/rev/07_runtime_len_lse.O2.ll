; ModuleID = 'rev/07_runtime_len_lse.c'
source_filename = "rev/07_runtime_len_lse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"strided\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cumprod_sum\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"lse\00", align 1
@__const.main.names.rel = private unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @strided2, ptr @cumprod_sum, ptr @lse], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"%s d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [32 x i8] c"%-26s ad=%+.10e (must be 0) %s\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [10 x double], align 16
  %4 = alloca [40 x i8], align 1
  %5 = alloca [10 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 2, ptr %2, align 4, !tbaa !6
  %6 = load volatile i32, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #12
  store <2 x double> <double 0x3FF556A26FC682B7, double 0x3FF75867B757F002>, ptr %3, align 16, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0x3FE01F028DFAD85E, double 0x3FF57C8F256E6E26>, ptr %8, align 16, !tbaa !10
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FF73717ADA33F43, double 0x3FE0166E85B5B08F>, ptr %9, align 16, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0x3FF5A233D7AD10C1, double 0x3FF7155F98E75D85>, ptr %10, align 16, !tbaa !10
  %11 = getelementptr inbounds i8, ptr %3, i64 64
  store <2 x double> <double 0x3FE00F3C9E9F71FA, double 0x3FF5C78DCD05E218>, ptr %11, align 16, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #12
  %12 = sext i32 %6 to i64
  br label %20

13:                                               ; preds = %35
  %14 = icmp eq i32 %75, 0
  %15 = select i1 %14, ptr @.str.6, ptr @.str.5
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) %15)
  %17 = load i32, ptr @fails, align 4, !tbaa !6
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %19

20:                                               ; preds = %0, %35
  %21 = phi i64 [ 0, %0 ], [ %36, %35 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %5, i8 0, i64 80, i1 false)
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  switch i32 %22, label %29 [
    i32 0, label %25
    i32 1, label %27
  ]

25:                                               ; preds = %20
  %26 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @strided, i32 noundef %23, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %24, i32 noundef %6, i32 noundef %24, i32 noundef %7) #12
  br label %31

27:                                               ; preds = %20
  %28 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cumprod_sum, i32 noundef %23, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %24, i32 noundef %6) #12
  br label %31

29:                                               ; preds = %20
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @lse, i32 noundef %23, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %24, i32 noundef %6) #12
  br label %31

31:                                               ; preds = %27, %29, %25
  %32 = shl i64 %21, 2
  %33 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %32)
  %34 = getelementptr inbounds [3 x ptr], ptr @__const.main.fs, i64 0, i64 %21
  br label %38

35:                                               ; preds = %71
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #12
  %36 = add nuw nsw i64 %21, 1
  %37 = icmp eq i64 %36, 3
  br i1 %37, label %13, label %20, !llvm.loop !12

38:                                               ; preds = %31, %71
  %39 = phi i64 [ 0, %31 ], [ %76, %71 ]
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 40, ptr noundef nonnull @.str.3, ptr noundef %33, i32 noundef %40) #12
  %42 = icmp slt i64 %39, %12
  br i1 %42, label %49, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %39
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = fcmp une double %45, 0.000000e+00
  %47 = select i1 %46, ptr @.str.5, ptr @.str.6
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %4, double noundef %45, ptr noundef nonnull %47)
  br label %71

49:                                               ; preds = %38
  %50 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %39
  %51 = load double, ptr %50, align 8, !tbaa !10
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  store double %52, ptr %50, align 8, !tbaa !10
  %53 = load ptr, ptr %34, align 8, !tbaa !14
  %54 = call double %53(ptr noundef nonnull %3, i32 noundef %6) #12
  %55 = fadd double %51, 0xBEB0C6F7A0B5ED8D
  store double %55, ptr %50, align 8, !tbaa !10
  %56 = call double %53(ptr noundef nonnull %3, i32 noundef %6) #12
  store double %51, ptr %50, align 8, !tbaa !10
  %57 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %39
  %58 = load double, ptr %57, align 8, !tbaa !10
  %59 = fsub double %54, %56
  %60 = fdiv double %59, 2.000000e-06
  %61 = fsub double %58, %60
  %62 = call double @llvm.fabs.f64(double %61)
  %63 = call double @llvm.fabs.f64(double %60)
  %64 = call double @llvm.maxnum.f64(double %63, double 1.000000e+00)
  %65 = fmul double %64, 0x3EB0C6F7A0B5ED8D
  %66 = fcmp ugt double %62, %65
  %67 = fcmp ule double %63, 1.000000e-09
  %68 = or i1 %67, %66
  %69 = select i1 %68, ptr @.str.5, ptr @.str.6
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %4, double noundef %58, double noundef %60, ptr noundef nonnull %69)
  br label %71

71:                                               ; preds = %49, %43
  %72 = phi i1 [ %68, %49 ], [ %46, %43 ]
  %73 = zext i1 %72 to i32
  %74 = load i32, ptr @fails, align 4, !tbaa !6
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr @fails, align 4, !tbaa !6
  %76 = add nuw nsw i64 %39, 1
  %77 = icmp eq i64 %76, 10
  br i1 %77, label %35, label %38, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @strided2(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %68

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 9
  br i1 %6, label %41, label %7

7:                                                ; preds = %4
  %8 = add nsw i64 %5, -1
  %9 = lshr i64 %8, 1
  %10 = add nuw i64 %9, 1
  %11 = and i64 %10, 3
  %12 = icmp eq i64 %11, 0
  %13 = select i1 %12, i64 4, i64 %11
  %14 = sub i64 %10, %13
  %15 = shl i64 %14, 1
  br label %16

16:                                               ; preds = %16, %7
  %17 = phi i64 [ 0, %7 ], [ %38, %16 ]
  %18 = phi double [ 0.000000e+00, %7 ], [ %37, %16 ]
  %19 = phi <2 x i32> [ <i32 0, i32 2>, %7 ], [ %39, %16 ]
  %20 = shl i64 %17, 1
  %21 = or disjoint i64 %20, 4
  %22 = or disjoint <2 x i32> %19, <i32 1, i32 1>
  %23 = add <2 x i32> %19, <i32 5, i32 5>
  %24 = sitofp <2 x i32> %22 to <2 x double>
  %25 = sitofp <2 x i32> %23 to <2 x double>
  %26 = getelementptr inbounds double, ptr %0, i64 %20
  %27 = getelementptr inbounds double, ptr %0, i64 %21
  %28 = load <4 x double>, ptr %26, align 8, !tbaa !10
  %29 = load <4 x double>, ptr %27, align 8, !tbaa !10
  %30 = shufflevector <4 x double> %28, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %31 = shufflevector <4 x double> %29, <4 x double> poison, <2 x i32> <i32 0, i32 2>
  %32 = fmul <2 x double> %30, %24
  %33 = fmul <2 x double> %31, %25
  %34 = fmul <2 x double> %32, %30
  %35 = fmul <2 x double> %33, %31
  %36 = tail call double @llvm.vector.reduce.fadd.v2f64(double %18, <2 x double> %34)
  %37 = tail call double @llvm.vector.reduce.fadd.v2f64(double %36, <2 x double> %35)
  %38 = add nuw i64 %17, 4
  %39 = add <2 x i32> %19, <i32 8, i32 8>
  %40 = icmp eq i64 %38, %14
  br i1 %40, label %41, label %16, !llvm.loop !17

41:                                               ; preds = %16, %4
  %42 = phi i64 [ 0, %4 ], [ %15, %16 ]
  %43 = phi double [ 0.000000e+00, %4 ], [ %37, %16 ]
  br label %44

44:                                               ; preds = %41, %44
  %45 = phi i64 [ %54, %44 ], [ %42, %41 ]
  %46 = phi double [ %53, %44 ], [ %43, %41 ]
  %47 = trunc i64 %45 to i32
  %48 = or disjoint i32 %47, 1
  %49 = sitofp i32 %48 to double
  %50 = getelementptr inbounds double, ptr %0, i64 %45
  %51 = load double, ptr %50, align 8, !tbaa !10
  %52 = fmul double %51, %49
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %51, double %46)
  %54 = add nuw nsw i64 %45, 2
  %55 = icmp ult i64 %54, %5
  br i1 %55, label %44, label %56, !llvm.loop !20

56:                                               ; preds = %44, %56
  %57 = phi i64 [ %59, %56 ], [ %5, %44 ]
  %58 = phi double [ %66, %56 ], [ %53, %44 ]
  %59 = add nsw i64 %57, -1
  %60 = getelementptr inbounds double, ptr %0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !10
  %62 = fmul double %61, 5.000000e-01
  %63 = fmul double %58, %62
  %64 = fadd double %58, 1.000000e+00
  %65 = fdiv double %63, %64
  %66 = fadd double %58, %65
  %67 = icmp ugt i64 %57, 1
  br i1 %67, label %56, label %68, !llvm.loop !21

68:                                               ; preds = %56, %2
  %69 = phi double [ 0.000000e+00, %2 ], [ %66, %56 ]
  ret double %69
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @cumprod_sum(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %15, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %16, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %15, %8 ]
  %11 = phi double [ 1.000000e+00, %4 ], [ %14, %8 ]
  %12 = getelementptr inbounds double, ptr %0, i64 %9
  %13 = load double, ptr %12, align 8, !tbaa !10
  %14 = fmul double %11, %13
  %15 = fadd double %10, %14
  %16 = add nuw nsw i64 %9, 1
  %17 = icmp eq i64 %16, %5
  br i1 %17, label %6, label %8, !llvm.loop !22
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @lse(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !10
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %12

7:                                                ; preds = %12, %2
  %8 = phi double [ %3, %2 ], [ %18, %12 ]
  %9 = icmp sgt i32 %1, 0
  br i1 %9, label %10, label %21

10:                                               ; preds = %7
  %11 = zext nneg i32 %1 to i64
  br label %25

12:                                               ; preds = %5, %12
  %13 = phi i64 [ 1, %5 ], [ %19, %12 ]
  %14 = phi double [ %3, %5 ], [ %18, %12 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %13
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = fcmp ogt double %16, %14
  %18 = select i1 %17, double %16, double %14
  %19 = add nuw nsw i64 %13, 1
  %20 = icmp eq i64 %19, %6
  br i1 %20, label %7, label %12, !llvm.loop !23

21:                                               ; preds = %25, %7
  %22 = phi double [ 0.000000e+00, %7 ], [ %32, %25 ]
  %23 = tail call double @log(double noundef %22) #12
  %24 = fadd double %8, %23
  ret double %24

25:                                               ; preds = %10, %25
  %26 = phi i64 [ 0, %10 ], [ %33, %25 ]
  %27 = phi double [ 0.000000e+00, %10 ], [ %32, %25 ]
  %28 = getelementptr inbounds double, ptr %0, i64 %26
  %29 = load double, ptr %28, align 8, !tbaa !10
  %30 = fsub double %29, %8
  %31 = tail call double @exp(double noundef %30) #12
  %32 = fadd double %27, %31
  %33 = add nuw nsw i64 %26, 1
  %34 = icmp eq i64 %33, %11
  br i1 %34, label %21, label %25, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @strided(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %64

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = zext nneg i32 %1 to i64
  %8 = tail call i64 @llvm.smax.i64(i64 %6, i64 %7)
  %9 = add nsw i64 %8, -1
  %10 = udiv i64 %9, %6
  %11 = add i64 %10, 1
  %12 = icmp ugt i64 %11, 3
  %13 = icmp eq i32 %2, 1
  %14 = and i1 %12, %13
  br i1 %14, label %18, label %15

15:                                               ; preds = %46, %5
  %16 = phi i64 [ 0, %5 ], [ %20, %46 ]
  %17 = phi double [ 0.000000e+00, %5 ], [ %42, %46 ]
  br label %52

18:                                               ; preds = %5
  %19 = and i64 %11, -4
  %20 = mul nuw i64 %19, %6
  %21 = insertelement <2 x i32> poison, i32 %2, i64 0
  %22 = shufflevector <2 x i32> %21, <2 x i32> poison, <2 x i32> zeroinitializer
  %23 = mul nuw nsw <2 x i32> %22, <i32 0, i32 1>
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ 0, %18 ], [ %43, %24 ]
  %26 = phi double [ 0.000000e+00, %18 ], [ %42, %24 ]
  %27 = phi <2 x i32> [ %23, %18 ], [ %44, %24 ]
  %28 = mul nuw i64 %25, %6
  %29 = add <2 x i32> %27, <i32 1, i32 1>
  %30 = add <2 x i32> %27, <i32 3, i32 3>
  %31 = sitofp <2 x i32> %29 to <2 x double>
  %32 = sitofp <2 x i32> %30 to <2 x double>
  %33 = getelementptr inbounds double, ptr %0, i64 %28
  %34 = getelementptr inbounds i8, ptr %33, i64 16
  %35 = load <2 x double>, ptr %33, align 8, !tbaa !10
  %36 = load <2 x double>, ptr %34, align 8, !tbaa !10
  %37 = fmul <2 x double> %35, %31
  %38 = fmul <2 x double> %36, %32
  %39 = fmul <2 x double> %37, %35
  %40 = fmul <2 x double> %38, %36
  %41 = tail call double @llvm.vector.reduce.fadd.v2f64(double %26, <2 x double> %39)
  %42 = tail call double @llvm.vector.reduce.fadd.v2f64(double %41, <2 x double> %40)
  %43 = add nuw i64 %25, 4
  %44 = add <2 x i32> %27, <i32 4, i32 4>
  %45 = icmp eq i64 %43, %19
  br i1 %45, label %46, label %24, !llvm.loop !25

46:                                               ; preds = %24
  %47 = icmp eq i64 %11, %19
  br i1 %47, label %48, label %15

48:                                               ; preds = %52, %46
  %49 = phi double [ %42, %46 ], [ %61, %52 ]
  br i1 %4, label %50, label %64

50:                                               ; preds = %48
  %51 = zext nneg i32 %1 to i64
  br label %66

52:                                               ; preds = %15, %52
  %53 = phi i64 [ %62, %52 ], [ %16, %15 ]
  %54 = phi double [ %61, %52 ], [ %17, %15 ]
  %55 = trunc i64 %53 to i32
  %56 = add i32 %55, 1
  %57 = sitofp i32 %56 to double
  %58 = getelementptr inbounds double, ptr %0, i64 %53
  %59 = load double, ptr %58, align 8, !tbaa !10
  %60 = fmul double %59, %57
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %59, double %54)
  %62 = add nsw i64 %53, %6
  %63 = icmp slt i64 %62, %7
  br i1 %63, label %52, label %48, !llvm.loop !26

64:                                               ; preds = %66, %3, %48
  %65 = phi double [ %49, %48 ], [ 0.000000e+00, %3 ], [ %76, %66 ]
  ret double %65

66:                                               ; preds = %50, %66
  %67 = phi i64 [ %51, %50 ], [ %69, %66 ]
  %68 = phi double [ %49, %50 ], [ %76, %66 ]
  %69 = add nsw i64 %67, -1
  %70 = getelementptr inbounds double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !10
  %72 = fmul double %71, 5.000000e-01
  %73 = fmul double %68, %72
  %74 = fadd double %68, 1.000000e+00
  %75 = fdiv double %73, %74
  %76 = fadd double %68, %75
  %77 = icmp ugt i64 %67, 1
  br i1 %77, label %66, label %64, !llvm.loop !21
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !13, !19, !18}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13, !18, !19}
!26 = distinct !{!26, !13, !18}
