; ModuleID = 'rev/28_helper_calls.c'
source_filename = "rev/28_helper_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [15 x i8] c"combo d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"combo d/dy[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #15
  store <2 x double> <double 4.000000e-01, double -9.000000e-01>, ptr %2, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.300000e+00, double 2.000000e-01>, ptr %8, align 16
  %9 = getelementptr inbounds i8, ptr %2, i64 32
  store double -6.000000e-01, ptr %9, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #15
  store <2 x double> <double 1.100000e+00, double 3.000000e-01>, ptr %3, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double -5.000000e-01, double 8.000000e-01>, ptr %10, align 16
  %11 = getelementptr inbounds i8, ptr %3, i64 32
  store double 2.500000e-01, ptr %11, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #15
  %12 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %14 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @combo, i32 noundef %12, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %12, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %13, i32 noundef %7) #15
  br label %22

15:                                               ; preds = %22
  %16 = icmp eq i32 %72, 0
  %17 = select i1 %16, ptr @.str.4, ptr @.str.3
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) %17)
  %19 = load i32, ptr @fails, align 4, !tbaa !5
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #15
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %21

22:                                               ; preds = %0, %22
  %23 = phi i64 [ 0, %0 ], [ %73, %22 ]
  %24 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = fadd double %25, 0x3EB0C6F7A0B5ED8D
  store double %26, ptr %24, align 8, !tbaa !9
  %27 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  %28 = fadd double %25, 0xBEB0C6F7A0B5ED8D
  store double %28, ptr %24, align 8, !tbaa !9
  %29 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  store double %25, ptr %24, align 8, !tbaa !9
  %30 = trunc nuw nsw i64 %23 to i32
  %31 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %30) #15
  %32 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %23
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = fsub double %27, %29
  %35 = fdiv double %34, 2.000000e-06
  %36 = fsub double %33, %35
  %37 = call double @llvm.fabs.f64(double %36)
  %38 = call double @llvm.fabs.f64(double %35)
  %39 = call double @llvm.maxnum.f64(double %38, double 1.000000e+00)
  %40 = fmul double %39, 0x3EB0C6F7A0B5ED8D
  %41 = fcmp ugt double %37, %40
  %42 = fcmp ule double %38, 1.000000e-09
  %43 = or i1 %42, %41
  %44 = select i1 %43, ptr @.str.3, ptr @.str.4
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %33, double noundef %35, ptr noundef nonnull %44)
  %46 = zext i1 %43 to i32
  %47 = load i32, ptr @fails, align 4, !tbaa !5
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr @fails, align 4, !tbaa !5
  %49 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %23
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %49, align 8, !tbaa !9
  %52 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  %53 = fadd double %50, 0xBEB0C6F7A0B5ED8D
  store double %53, ptr %49, align 8, !tbaa !9
  %54 = call double @combo(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7)
  store double %50, ptr %49, align 8, !tbaa !9
  %55 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %30) #15
  %56 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %23
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = fsub double %52, %54
  %59 = fdiv double %58, 2.000000e-06
  %60 = fsub double %57, %59
  %61 = call double @llvm.fabs.f64(double %60)
  %62 = call double @llvm.fabs.f64(double %59)
  %63 = call double @llvm.maxnum.f64(double %62, double 1.000000e+00)
  %64 = fmul double %63, 0x3EB0C6F7A0B5ED8D
  %65 = fcmp ugt double %61, %64
  %66 = fcmp ule double %62, 1.000000e-09
  %67 = or i1 %66, %65
  %68 = select i1 %67, ptr @.str.3, ptr @.str.4
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %57, double noundef %59, ptr noundef nonnull %68)
  %70 = zext i1 %67 to i32
  %71 = load i32, ptr @fails, align 4, !tbaa !5
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr @fails, align 4, !tbaa !5
  %73 = add nuw nsw i64 %23, 1
  %74 = icmp eq i64 %73, 5
  br i1 %74, label %15, label %22, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal double @combo(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #15
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  %8 = shl nuw nsw i64 %7, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 8 %1, i64 %8, i1 false), !tbaa !9
  br label %9

9:                                                ; preds = %6, %3
  %10 = tail call fastcc double @dot(ptr noundef %0, ptr noundef %0, i32 noundef %2)
  %11 = tail call fastcc double @dot(ptr noundef %0, ptr noundef %1, i32 noundef %2)
  %12 = fdiv double %11, %10
  call fastcc void @axpy(double noundef %12, ptr noundef %0, ptr noundef nonnull %4, i32 noundef %2)
  %13 = sext i32 %2 to i64
  %14 = shl nsw i64 %13, 3
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #16
  br i1 %5, label %16, label %35

16:                                               ; preds = %9
  %17 = zext nneg i32 %2 to i64
  %18 = and i64 %17, 3
  %19 = icmp ult i32 %2, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = and i64 %17, 2147483644
  br label %44

22:                                               ; preds = %44, %16
  %23 = phi i64 [ 0, %16 ], [ %66, %44 ]
  %24 = icmp eq i64 %18, 0
  br i1 %24, label %35, label %25

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %32, %25 ], [ %23, %22 ]
  %27 = phi i64 [ %33, %25 ], [ 0, %22 ]
  %28 = getelementptr inbounds double, ptr %0, i64 %26
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = tail call double @sin(double noundef %29) #15
  %31 = getelementptr inbounds double, ptr %15, i64 %26
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = add nuw nsw i64 %26, 1
  %33 = add i64 %27, 1
  %34 = icmp eq i64 %33, %18
  br i1 %34, label %35, label %25, !llvm.loop !13

35:                                               ; preds = %22, %25, %9
  call fastcc void @axpy(double noundef -5.000000e-01, ptr noundef nonnull %4, ptr noundef %15, i32 noundef %2)
  %36 = call fastcc double @dot(ptr noundef %1, ptr noundef nonnull %4, i32 noundef %2)
  tail call fastcc void @axpy(double noundef %36, ptr noundef %1, ptr noundef %15, i32 noundef %2)
  %37 = call fastcc double @dot(ptr noundef nonnull %4, ptr noundef nonnull %4, i32 noundef %2)
  %38 = tail call fastcc double @dot(ptr noundef %15, ptr noundef %0, i32 noundef %2)
  %39 = tail call fastcc double @norm(ptr noundef %15, i32 noundef %2)
  %40 = fdiv double %38, %39
  %41 = fadd double %37, %40
  %42 = tail call fastcc double @norm(ptr noundef %1, i32 noundef %2)
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %11, double %41)
  tail call void @free(ptr noundef %15) #15
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #15
  ret double %43

44:                                               ; preds = %44, %20
  %45 = phi i64 [ 0, %20 ], [ %66, %44 ]
  %46 = phi i64 [ 0, %20 ], [ %67, %44 ]
  %47 = getelementptr inbounds double, ptr %0, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @sin(double noundef %48) #15
  %50 = getelementptr inbounds double, ptr %15, i64 %45
  store double %49, ptr %50, align 8, !tbaa !9
  %51 = or disjoint i64 %45, 1
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = tail call double @sin(double noundef %53) #15
  %55 = getelementptr inbounds double, ptr %15, i64 %51
  store double %54, ptr %55, align 8, !tbaa !9
  %56 = or disjoint i64 %45, 2
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = tail call double @sin(double noundef %58) #15
  %60 = getelementptr inbounds double, ptr %15, i64 %56
  store double %59, ptr %60, align 8, !tbaa !9
  %61 = or disjoint i64 %45, 3
  %62 = getelementptr inbounds double, ptr %0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @sin(double noundef %63) #15
  %65 = getelementptr inbounds double, ptr %15, i64 %61
  store double %64, ptr %65, align 8, !tbaa !9
  %66 = add nuw nsw i64 %45, 4
  %67 = add i64 %46, 4
  %68 = icmp eq i64 %67, %21
  br i1 %68, label %22, label %44, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi double [ poison, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %1, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !16

28:                                               ; preds = %11, %16, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = or disjoint i64 %31, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = or disjoint i64 %31, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = getelementptr inbounds double, ptr %1, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or disjoint i64 %31, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !9
  %54 = getelementptr inbounds double, ptr %1, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @axpy(double noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  %8 = icmp ult i32 %3, 6
  br i1 %8, label %9, label %24

9:                                                ; preds = %49, %24, %6
  %10 = phi i64 [ 0, %24 ], [ 0, %6 ], [ %32, %49 ]
  %11 = and i64 %7, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds double, ptr %1, i64 %10
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = getelementptr inbounds double, ptr %2, i64 %10
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = tail call double @llvm.fmuladd.f64(double %0, double %15, double %17)
  store double %18, ptr %16, align 8, !tbaa !9
  %19 = or disjoint i64 %10, 1
  br label %20

20:                                               ; preds = %13, %9
  %21 = phi i64 [ %10, %9 ], [ %19, %13 ]
  %22 = add nsw i64 %7, -1
  %23 = icmp eq i64 %10, %22
  br i1 %23, label %51, label %52

24:                                               ; preds = %6
  %25 = shl nuw nsw i64 %7, 3
  %26 = getelementptr i8, ptr %2, i64 %25
  %27 = getelementptr i8, ptr %1, i64 %25
  %28 = icmp ugt ptr %27, %2
  %29 = icmp ugt ptr %26, %1
  %30 = and i1 %28, %29
  br i1 %30, label %9, label %31

31:                                               ; preds = %24
  %32 = and i64 %7, 2147483644
  %33 = insertelement <2 x double> poison, double %0, i64 0
  %34 = shufflevector <2 x double> %33, <2 x double> poison, <2 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %47, %35 ]
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load <2 x double>, ptr %37, align 8, !tbaa !9, !alias.scope !18
  %40 = load <2 x double>, ptr %38, align 8, !tbaa !9, !alias.scope !18
  %41 = getelementptr inbounds double, ptr %2, i64 %36
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load <2 x double>, ptr %41, align 8, !tbaa !9, !alias.scope !21, !noalias !18
  %44 = load <2 x double>, ptr %42, align 8, !tbaa !9, !alias.scope !21, !noalias !18
  %45 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %39, <2 x double> %43)
  %46 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %34, <2 x double> %40, <2 x double> %44)
  store <2 x double> %45, ptr %41, align 8, !tbaa !9, !alias.scope !21, !noalias !18
  store <2 x double> %46, ptr %42, align 8, !tbaa !9, !alias.scope !21, !noalias !18
  %47 = add nuw i64 %36, 4
  %48 = icmp eq i64 %47, %32
  br i1 %48, label %49, label %35, !llvm.loop !23

49:                                               ; preds = %35
  %50 = icmp eq i64 %32, %7
  br i1 %50, label %51, label %9

51:                                               ; preds = %20, %52, %49, %4
  ret void

52:                                               ; preds = %20, %52
  %53 = phi i64 [ %65, %52 ], [ %21, %20 ]
  %54 = getelementptr inbounds double, ptr %1, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds double, ptr %2, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %0, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !9
  %59 = add nuw nsw i64 %53, 1
  %60 = getelementptr inbounds double, ptr %1, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds double, ptr %2, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %0, double %61, double %63)
  store double %64, ptr %62, align 8, !tbaa !9
  %65 = add nuw nsw i64 %53, 2
  %66 = icmp eq i64 %65, %7
  br i1 %66, label %51, label %52, !llvm.loop !26
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: nofree noinline nounwind memory(write, argmem: readwrite) uwtable
define internal fastcc double @norm(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #9 {
  %3 = tail call fastcc double @dot(ptr noundef %0, ptr noundef %0, i32 noundef %1)
  %4 = tail call double @sqrt(double noundef %3) #15
  ret double %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree noinline nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind }
attributes #16 = { nounwind allocsize(0) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !12}
!18 = !{!19}
!19 = distinct !{!19, !20}
!20 = distinct !{!20, !"LVerDomain"}
!21 = !{!22}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !12, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !12, !24}
