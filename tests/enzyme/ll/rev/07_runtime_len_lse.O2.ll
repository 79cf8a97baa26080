; ModuleID = 'rev/07_runtime_len_lse.c'
source_filename = "rev/07_runtime_len_lse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"strided\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cumprod_sum\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"lse\00", align 1
@__const.main.names.rel = private unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@__const.main.fs = private unnamed_addr constant [3 x ptr] [ptr @strided2, ptr @cumprod_sum, ptr @lse], align 16
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
  %4 = alloca [40 x i8], align 16
  %5 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 7, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 2, ptr %2, align 4, !tbaa !5
  %6 = load volatile i32, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #11
  store <2 x double> <double 0x3FF556A26FC682B7, double 0x3FF75867B757F002>, ptr %3, align 16, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0x3FE01F028DFAD85E, double 0x3FF57C8F256E6E26>, ptr %8, align 16, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FF73717ADA33F43, double 0x3FE0166E85B5B08F>, ptr %9, align 16, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0x3FF5A233D7AD10C1, double 0x3FF7155F98E75D85>, ptr %10, align 16, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %3, i64 64
  store <2 x double> <double 0x3FE00F3C9E9F71FA, double 0x3FF5C78DCD05E218>, ptr %11, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #11
  %12 = sext i32 %6 to i64
  br label %20

13:                                               ; preds = %35
  %14 = icmp eq i32 %75, 0
  %15 = select i1 %14, ptr @.str.6, ptr @.str.5
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) %15)
  %17 = load i32, ptr @fails, align 4, !tbaa !5
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %19

20:                                               ; preds = %0, %35
  %21 = phi i64 [ 0, %0 ], [ %36, %35 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %5, i8 0, i64 80, i1 false)
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  switch i32 %22, label %29 [
    i32 0, label %25
    i32 1, label %27
  ]

25:                                               ; preds = %20
  %26 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @strided, i32 noundef %23, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %24, i32 noundef %6, i32 noundef %24, i32 noundef %7) #11
  br label %31

27:                                               ; preds = %20
  %28 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @cumprod_sum, i32 noundef %23, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %24, i32 noundef %6) #11
  br label %31

29:                                               ; preds = %20
  %30 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @lse, i32 noundef %23, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %24, i32 noundef %6) #11
  br label %31

31:                                               ; preds = %27, %29, %25
  %32 = shl i64 %21, 2
  %33 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %32)
  %34 = getelementptr inbounds [3 x ptr], ptr @__const.main.fs, i64 0, i64 %21
  br label %38

35:                                               ; preds = %71
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #11
  %36 = add nuw nsw i64 %21, 1
  %37 = icmp eq i64 %36, 3
  br i1 %37, label %13, label %20, !llvm.loop !11

38:                                               ; preds = %31, %71
  %39 = phi i64 [ 0, %31 ], [ %76, %71 ]
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 40, ptr noundef nonnull @.str.3, ptr noundef %33, i32 noundef %40) #11
  %42 = icmp slt i64 %39, %12
  br i1 %42, label %49, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %39
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fcmp une double %45, 0.000000e+00
  %47 = select i1 %46, ptr @.str.5, ptr @.str.6
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %4, double noundef %45, ptr noundef nonnull %47)
  br label %71

49:                                               ; preds = %38
  %50 = getelementptr inbounds [10 x double], ptr %3, i64 0, i64 %39
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fadd double %51, 0x3EB0C6F7A0B5ED8D
  store double %52, ptr %50, align 8, !tbaa !9
  %53 = load ptr, ptr %34, align 8, !tbaa !13
  %54 = call double %53(ptr noundef nonnull %3, i32 noundef %6) #11
  %55 = fadd double %51, 0xBEB0C6F7A0B5ED8D
  store double %55, ptr %50, align 8, !tbaa !9
  %56 = call double %53(ptr noundef nonnull %3, i32 noundef %6) #11
  store double %51, ptr %50, align 8, !tbaa !9
  %57 = getelementptr inbounds [10 x double], ptr %5, i64 0, i64 %39
  %58 = load double, ptr %57, align 8, !tbaa !9
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
  %74 = load i32, ptr @fails, align 4, !tbaa !5
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr @fails, align 4, !tbaa !5
  %76 = add nuw nsw i64 %39, 1
  %77 = icmp eq i64 %76, 10
  br i1 %77, label %35, label %38, !llvm.loop !15
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
  br i1 %3, label %4, label %62

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = icmp ult i32 %1, 3
  br i1 %7, label %34, label %8

8:                                                ; preds = %4
  %9 = lshr i64 %6, 1
  %10 = add nuw i64 %9, 1
  %11 = and i64 %10, -2
  br label %12

12:                                               ; preds = %12, %8
  %13 = phi i64 [ 0, %8 ], [ %31, %12 ]
  %14 = phi double [ 0.000000e+00, %8 ], [ %30, %12 ]
  %15 = phi i64 [ 0, %8 ], [ %32, %12 ]
  %16 = trunc i64 %13 to i32
  %17 = or disjoint i32 %16, 1
  %18 = sitofp i32 %17 to double
  %19 = getelementptr inbounds double, ptr %0, i64 %13
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %20, %18
  %22 = tail call double @llvm.fmuladd.f64(double %21, double %20, double %14)
  %23 = or disjoint i64 %13, 2
  %24 = trunc i64 %23 to i32
  %25 = or disjoint i32 %24, 1
  %26 = sitofp i32 %25 to double
  %27 = getelementptr inbounds double, ptr %0, i64 %23
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = fmul double %28, %26
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %28, double %22)
  %31 = add nuw nsw i64 %13, 4
  %32 = add nuw nsw i64 %15, 2
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %12, !llvm.loop !16

34:                                               ; preds = %12, %4
  %35 = phi double [ poison, %4 ], [ %30, %12 ]
  %36 = phi i64 [ 0, %4 ], [ %31, %12 ]
  %37 = phi double [ 0.000000e+00, %4 ], [ %30, %12 ]
  %38 = and i64 %6, 2
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %40, label %48

40:                                               ; preds = %34
  %41 = trunc i64 %36 to i32
  %42 = or disjoint i32 %41, 1
  %43 = sitofp i32 %42 to double
  %44 = getelementptr inbounds double, ptr %0, i64 %36
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = fmul double %45, %43
  %47 = tail call double @llvm.fmuladd.f64(double %46, double %45, double %37)
  br label %48

48:                                               ; preds = %34, %40
  %49 = phi double [ %35, %34 ], [ %47, %40 ]
  br label %50

50:                                               ; preds = %48, %50
  %51 = phi i64 [ %53, %50 ], [ %5, %48 ]
  %52 = phi double [ %60, %50 ], [ %49, %48 ]
  %53 = add nsw i64 %51, -1
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = fmul double %55, 5.000000e-01
  %57 = fmul double %52, %56
  %58 = fadd double %52, 1.000000e+00
  %59 = fdiv double %57, %58
  %60 = fadd double %52, %59
  %61 = icmp ugt i64 %51, 1
  br i1 %61, label %50, label %62, !llvm.loop !17

62:                                               ; preds = %50, %2
  %63 = phi double [ 0.000000e+00, %2 ], [ %60, %50 ]
  ret double %63
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @cumprod_sum(ptr nocapture noundef readonly %0, i32 noundef %1) #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %30

10:                                               ; preds = %30, %4
  %11 = phi double [ poison, %4 ], [ %53, %30 ]
  %12 = phi i64 [ 0, %4 ], [ %54, %30 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %53, %30 ]
  %14 = phi double [ 1.000000e+00, %4 ], [ %52, %30 ]
  %15 = icmp eq i64 %6, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %10, %16
  %17 = phi i64 [ %25, %16 ], [ %12, %10 ]
  %18 = phi double [ %24, %16 ], [ %13, %10 ]
  %19 = phi double [ %23, %16 ], [ %14, %10 ]
  %20 = phi i64 [ %26, %16 ], [ 0, %10 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %17
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fmul double %19, %22
  %24 = fadd double %18, %23
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %20, 1
  %27 = icmp eq i64 %26, %6
  br i1 %27, label %28, label %16, !llvm.loop !18

28:                                               ; preds = %10, %16, %2
  %29 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %8
  %31 = phi i64 [ 0, %8 ], [ %54, %30 ]
  %32 = phi double [ 0.000000e+00, %8 ], [ %53, %30 ]
  %33 = phi double [ 1.000000e+00, %8 ], [ %52, %30 ]
  %34 = phi i64 [ 0, %8 ], [ %55, %30 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %31
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = fmul double %33, %36
  %38 = fadd double %32, %37
  %39 = or disjoint i64 %31, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = fmul double %37, %41
  %43 = fadd double %38, %42
  %44 = or disjoint i64 %31, 2
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fmul double %42, %46
  %48 = fadd double %43, %47
  %49 = or disjoint i64 %31, 3
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = fmul double %47, %51
  %53 = fadd double %48, %52
  %54 = add nuw nsw i64 %31, 4
  %55 = add i64 %34, 4
  %56 = icmp eq i64 %55, %9
  br i1 %56, label %10, label %30, !llvm.loop !20
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @lse(ptr nocapture noundef readonly %0, i32 noundef %1) #4 {
  %3 = load double, ptr %0, align 8, !tbaa !9
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %32

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = add nsw i64 %6, -2
  %9 = and i64 %7, 3
  %10 = icmp ult i64 %8, 3
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = and i64 %7, -4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 24
  br label %37

16:                                               ; preds = %37, %5
  %17 = phi double [ poison, %5 ], [ %56, %37 ]
  %18 = phi i64 [ 1, %5 ], [ %57, %37 ]
  %19 = phi double [ %3, %5 ], [ %56, %37 ]
  %20 = icmp eq i64 %9, 0
  br i1 %20, label %32, label %21

21:                                               ; preds = %16, %21
  %22 = phi i64 [ %29, %21 ], [ %18, %16 ]
  %23 = phi double [ %28, %21 ], [ %19, %16 ]
  %24 = phi i64 [ %30, %21 ], [ 0, %16 ]
  %25 = getelementptr inbounds double, ptr %0, i64 %22
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fcmp ogt double %26, %23
  %28 = select i1 %27, double %26, double %23
  %29 = add nuw nsw i64 %22, 1
  %30 = add i64 %24, 1
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %21, !llvm.loop !21

32:                                               ; preds = %16, %21, %2
  %33 = phi double [ %3, %2 ], [ %17, %16 ], [ %28, %21 ]
  %34 = icmp sgt i32 %1, 0
  br i1 %34, label %35, label %60

35:                                               ; preds = %32
  %36 = zext nneg i32 %1 to i64
  br label %64

37:                                               ; preds = %37, %11
  %38 = phi i64 [ 1, %11 ], [ %57, %37 ]
  %39 = phi double [ %3, %11 ], [ %56, %37 ]
  %40 = phi i64 [ 0, %11 ], [ %58, %37 ]
  %41 = getelementptr inbounds double, ptr %0, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fcmp ogt double %42, %39
  %44 = select i1 %43, double %42, double %39
  %45 = getelementptr inbounds double, ptr %13, i64 %38
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fcmp ogt double %46, %44
  %48 = select i1 %47, double %46, double %44
  %49 = getelementptr inbounds double, ptr %14, i64 %38
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fcmp ogt double %50, %48
  %52 = select i1 %51, double %50, double %48
  %53 = getelementptr inbounds double, ptr %15, i64 %38
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = fcmp ogt double %54, %52
  %56 = select i1 %55, double %54, double %52
  %57 = add nuw nsw i64 %38, 4
  %58 = add i64 %40, 4
  %59 = icmp eq i64 %58, %12
  br i1 %59, label %16, label %37, !llvm.loop !22

60:                                               ; preds = %64, %32
  %61 = phi double [ 0.000000e+00, %32 ], [ %71, %64 ]
  %62 = tail call double @log(double noundef %61) #11
  %63 = fadd double %33, %62
  ret double %63

64:                                               ; preds = %35, %64
  %65 = phi i64 [ 0, %35 ], [ %72, %64 ]
  %66 = phi double [ 0.000000e+00, %35 ], [ %71, %64 ]
  %67 = getelementptr inbounds double, ptr %0, i64 %65
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fsub double %68, %33
  %70 = tail call double @exp(double noundef %69) #11
  %71 = fadd double %66, %70
  %72 = add nuw nsw i64 %65, 1
  %73 = icmp eq i64 %72, %36
  br i1 %73, label %60, label %64, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @strided(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #3 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %39

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = zext nneg i32 %1 to i64
  br label %27

8:                                                ; preds = %27
  br i1 %4, label %9, label %39

9:                                                ; preds = %8
  %10 = zext nneg i32 %1 to i64
  %11 = and i64 %7, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %9
  %14 = add nsw i64 %10, -1
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = fmul double %16, 5.000000e-01
  %18 = fmul double %36, %17
  %19 = fadd double %36, 1.000000e+00
  %20 = fdiv double %18, %19
  %21 = fadd double %36, %20
  br label %22

22:                                               ; preds = %13, %9
  %23 = phi i64 [ %10, %9 ], [ %14, %13 ]
  %24 = phi double [ %36, %9 ], [ %21, %13 ]
  %25 = phi double [ poison, %9 ], [ %21, %13 ]
  %26 = icmp eq i32 %1, 1
  br i1 %26, label %39, label %41

27:                                               ; preds = %5, %27
  %28 = phi i64 [ 0, %5 ], [ %37, %27 ]
  %29 = phi double [ 0.000000e+00, %5 ], [ %36, %27 ]
  %30 = trunc i64 %28 to i32
  %31 = add i32 %30, 1
  %32 = sitofp i32 %31 to double
  %33 = getelementptr inbounds double, ptr %0, i64 %28
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = fmul double %34, %32
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %29)
  %37 = add nsw i64 %28, %6
  %38 = icmp slt i64 %37, %7
  br i1 %38, label %27, label %8, !llvm.loop !16

39:                                               ; preds = %22, %41, %3, %8
  %40 = phi double [ %36, %8 ], [ 0.000000e+00, %3 ], [ %25, %22 ], [ %59, %41 ]
  ret double %40

41:                                               ; preds = %22, %41
  %42 = phi i64 [ %52, %41 ], [ %23, %22 ]
  %43 = phi double [ %59, %41 ], [ %24, %22 ]
  %44 = add nsw i64 %42, -1
  %45 = getelementptr inbounds double, ptr %0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fmul double %46, 5.000000e-01
  %48 = fmul double %43, %47
  %49 = fadd double %43, 1.000000e+00
  %50 = fdiv double %48, %49
  %51 = fadd double %43, %50
  %52 = add nsw i64 %42, -2
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = fmul double %54, 5.000000e-01
  %56 = fmul double %51, %55
  %57 = fadd double %51, 1.000000e+00
  %58 = fdiv double %56, %57
  %59 = fadd double %51, %58
  %60 = icmp ugt i64 %44, 1
  br i1 %60, label %41, label %39, !llvm.loop !17
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
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
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
