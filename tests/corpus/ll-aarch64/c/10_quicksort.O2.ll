; ModuleID = 'c/10_quicksort.c'
source_filename = "c/10_quicksort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"sorted: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"a[%3d]=%5d  d[%3d]=%10.5f\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"weighted sum = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"reverse -> %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"equal -> %.1f %.1f\0A\00", align 1
@seed = internal unnamed_addr global i64 88172645463325252, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 4
  %2 = alloca [200 x double], align 8
  %3 = alloca [64 x i32], align 16
  %4 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %2) #4
  %5 = load i64, ptr @seed, align 8, !tbaa !6
  br label %8

6:                                                ; preds = %8
  store i64 %19, ptr @seed, align 8, !tbaa !6
  call fastcc void @qs_lomuto(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 199)
  call fastcc void @qs_hoare(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 199)
  %7 = load i32, ptr %1, align 4, !tbaa !10
  br label %126

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %27, %8 ]
  %10 = phi i64 [ %5, %0 ], [ %19, %8 ]
  %11 = mul i64 %10, 6364136223846793005
  %12 = add i64 %11, 1442695040888963407
  %13 = lshr i64 %12, 33
  %14 = trunc nuw nsw i64 %13 to i32
  %15 = urem i32 %14, 1000
  %16 = add nsw i32 %15, -500
  %17 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %9
  store i32 %16, ptr %17, align 4, !tbaa !10
  %18 = mul i64 %12, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = lshr i64 %19, 33
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = urem i32 %21, 100000
  %23 = uitofp nneg i32 %22 to double
  %24 = fdiv double %23, 9.970000e+02
  %25 = fadd double %24, -5.000000e+01
  %26 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %9
  store double %25, ptr %26, align 8, !tbaa !12
  %27 = add nuw nsw i64 %9, 1
  %28 = icmp eq i64 %27, 200
  br i1 %28, label %6, label %8, !llvm.loop !14

29:                                               ; preds = %143
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %144)
  %31 = load double, ptr %2, align 8, !tbaa !12
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %7, i32 noundef 0, double noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 80
  %34 = load i32, ptr %33, align 4, !tbaa !10
  %35 = getelementptr inbounds i8, ptr %2, i64 160
  %36 = load double, ptr %35, align 8, !tbaa !12
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i32 noundef %34, i32 noundef 20, double noundef %36)
  %38 = getelementptr inbounds i8, ptr %1, i64 160
  %39 = load i32, ptr %38, align 4, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %2, i64 320
  %41 = load double, ptr %40, align 8, !tbaa !12
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, i32 noundef %39, i32 noundef 40, double noundef %41)
  %43 = getelementptr inbounds i8, ptr %1, i64 240
  %44 = load i32, ptr %43, align 4, !tbaa !10
  %45 = getelementptr inbounds i8, ptr %2, i64 480
  %46 = load double, ptr %45, align 8, !tbaa !12
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 60, i32 noundef %44, i32 noundef 60, double noundef %46)
  %48 = getelementptr inbounds i8, ptr %1, i64 320
  %49 = load i32, ptr %48, align 4, !tbaa !10
  %50 = getelementptr inbounds i8, ptr %2, i64 640
  %51 = load double, ptr %50, align 8, !tbaa !12
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 80, i32 noundef %49, i32 noundef 80, double noundef %51)
  %53 = getelementptr inbounds i8, ptr %1, i64 400
  %54 = load i32, ptr %53, align 4, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %2, i64 800
  %56 = load double, ptr %55, align 8, !tbaa !12
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 100, i32 noundef %54, i32 noundef 100, double noundef %56)
  %58 = getelementptr inbounds i8, ptr %1, i64 480
  %59 = load i32, ptr %58, align 4, !tbaa !10
  %60 = getelementptr inbounds i8, ptr %2, i64 960
  %61 = load double, ptr %60, align 8, !tbaa !12
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 120, i32 noundef %59, i32 noundef 120, double noundef %61)
  %63 = getelementptr inbounds i8, ptr %1, i64 560
  %64 = load i32, ptr %63, align 4, !tbaa !10
  %65 = getelementptr inbounds i8, ptr %2, i64 1120
  %66 = load double, ptr %65, align 8, !tbaa !12
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 140, i32 noundef %64, i32 noundef 140, double noundef %66)
  %68 = getelementptr inbounds i8, ptr %1, i64 640
  %69 = load i32, ptr %68, align 4, !tbaa !10
  %70 = getelementptr inbounds i8, ptr %2, i64 1280
  %71 = load double, ptr %70, align 8, !tbaa !12
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 160, i32 noundef %69, i32 noundef 160, double noundef %71)
  %73 = getelementptr inbounds i8, ptr %1, i64 720
  %74 = load i32, ptr %73, align 4, !tbaa !10
  %75 = getelementptr inbounds i8, ptr %2, i64 1440
  %76 = load double, ptr %75, align 8, !tbaa !12
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 180, i32 noundef %74, i32 noundef 180, double noundef %76)
  br label %78

78:                                               ; preds = %78, %29
  %79 = phi i64 [ 0, %29 ], [ %95, %78 ]
  %80 = phi i64 [ 0, %29 ], [ %93, %78 ]
  %81 = phi i64 [ 0, %29 ], [ %94, %78 ]
  %82 = or disjoint i64 %79, 1
  %83 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %79
  %84 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %82
  %85 = load i32, ptr %83, align 4, !tbaa !10
  %86 = load i32, ptr %84, align 4, !tbaa !10
  %87 = sext i32 %85 to i64
  %88 = sext i32 %86 to i64
  %89 = or disjoint i64 %79, 1
  %90 = add nuw nsw i64 %79, 2
  %91 = mul nsw i64 %89, %87
  %92 = mul nsw i64 %90, %88
  %93 = add i64 %91, %80
  %94 = add i64 %92, %81
  %95 = add nuw i64 %79, 2
  %96 = icmp eq i64 %95, 200
  br i1 %96, label %97, label %78, !llvm.loop !16

97:                                               ; preds = %78
  %98 = add i64 %94, %93
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %98)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #4
  %100 = getelementptr inbounds i8, ptr %3, i64 16
  store <4 x i32> <i32 64, i32 63, i32 62, i32 61>, ptr %3, align 16, !tbaa !10
  store <4 x i32> <i32 60, i32 59, i32 58, i32 57>, ptr %100, align 16, !tbaa !10
  %101 = getelementptr inbounds i8, ptr %3, i64 32
  %102 = getelementptr inbounds i8, ptr %3, i64 48
  store <4 x i32> <i32 56, i32 55, i32 54, i32 53>, ptr %101, align 16, !tbaa !10
  store <4 x i32> <i32 52, i32 51, i32 50, i32 49>, ptr %102, align 16, !tbaa !10
  %103 = getelementptr inbounds i8, ptr %3, i64 64
  %104 = getelementptr inbounds i8, ptr %3, i64 80
  store <4 x i32> <i32 48, i32 47, i32 46, i32 45>, ptr %103, align 16, !tbaa !10
  store <4 x i32> <i32 44, i32 43, i32 42, i32 41>, ptr %104, align 16, !tbaa !10
  %105 = getelementptr inbounds i8, ptr %3, i64 96
  %106 = getelementptr inbounds i8, ptr %3, i64 112
  store <4 x i32> <i32 40, i32 39, i32 38, i32 37>, ptr %105, align 16, !tbaa !10
  store <4 x i32> <i32 36, i32 35, i32 34, i32 33>, ptr %106, align 16, !tbaa !10
  %107 = getelementptr inbounds i8, ptr %3, i64 128
  %108 = getelementptr inbounds i8, ptr %3, i64 144
  store <4 x i32> <i32 32, i32 31, i32 30, i32 29>, ptr %107, align 16, !tbaa !10
  store <4 x i32> <i32 28, i32 27, i32 26, i32 25>, ptr %108, align 16, !tbaa !10
  %109 = getelementptr inbounds i8, ptr %3, i64 160
  %110 = getelementptr inbounds i8, ptr %3, i64 176
  store <4 x i32> <i32 24, i32 23, i32 22, i32 21>, ptr %109, align 16, !tbaa !10
  store <4 x i32> <i32 20, i32 19, i32 18, i32 17>, ptr %110, align 16, !tbaa !10
  %111 = getelementptr inbounds i8, ptr %3, i64 192
  %112 = getelementptr inbounds i8, ptr %3, i64 208
  store <4 x i32> <i32 16, i32 15, i32 14, i32 13>, ptr %111, align 16, !tbaa !10
  store <4 x i32> <i32 12, i32 11, i32 10, i32 9>, ptr %112, align 16, !tbaa !10
  %113 = getelementptr inbounds i8, ptr %3, i64 224
  %114 = getelementptr inbounds i8, ptr %3, i64 240
  store <4 x i32> <i32 8, i32 7, i32 6, i32 5>, ptr %113, align 16, !tbaa !10
  store <4 x i32> <i32 4, i32 3, i32 2, i32 1>, ptr %114, align 16, !tbaa !10
  call fastcc void @qs_lomuto(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 63)
  %115 = load i32, ptr %3, align 16, !tbaa !10
  %116 = getelementptr inbounds i8, ptr %3, i64 124
  %117 = load i32, ptr %116, align 4, !tbaa !10
  %118 = getelementptr inbounds i8, ptr %3, i64 252
  %119 = load i32, ptr %118, align 4, !tbaa !10
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %115, i32 noundef %117, i32 noundef %119)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #4
  store <2 x double> <double 3.000000e+00, double 3.000000e+00>, ptr %4, align 16
  %121 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 3.000000e+00, double 3.000000e+00>, ptr %121, align 16
  %122 = getelementptr inbounds i8, ptr %4, i64 32
  store double 3.000000e+00, ptr %122, align 16
  call fastcc void @qs_hoare(ptr noundef nonnull %4, i32 noundef 0, i32 noundef 4)
  %123 = load double, ptr %4, align 16, !tbaa !12
  %124 = load double, ptr %122, align 16, !tbaa !12
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %123, double noundef %124)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #4
  ret i32 0

126:                                              ; preds = %6, %143
  %127 = phi i32 [ %7, %6 ], [ %131, %143 ]
  %128 = phi i64 [ 1, %6 ], [ %145, %143 ]
  %129 = phi i32 [ 1, %6 ], [ %144, %143 ]
  %130 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %128
  %131 = load i32, ptr %130, align 4, !tbaa !10
  %132 = icmp sgt i32 %127, %131
  br i1 %132, label %143, label %133

133:                                              ; preds = %126
  %134 = add nsw i64 %128, -1
  %135 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !12
  %137 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %128
  %138 = load double, ptr %137, align 8, !tbaa !12
  %139 = fcmp ole double %136, %138
  %140 = and i32 %129, 1
  %141 = freeze i1 %139
  %142 = select i1 %141, i32 %140, i32 0
  br label %143

143:                                              ; preds = %133, %126
  %144 = phi i32 [ 0, %126 ], [ %142, %133 ]
  %145 = add nuw nsw i64 %128, 1
  %146 = icmp eq i64 %145, 200
  br i1 %146, label %29, label %126, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @qs_lomuto(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %35

5:                                                ; preds = %3
  %6 = sext i32 %2 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  br label %8

8:                                                ; preds = %5, %12
  %9 = phi i32 [ %1, %5 ], [ %18, %12 ]
  %10 = load i32, ptr %7, align 4, !tbaa !10
  %11 = sext i32 %9 to i64
  br label %20

12:                                               ; preds = %31
  %13 = sext i32 %32 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !10
  %16 = load i32, ptr %7, align 4, !tbaa !10
  store i32 %16, ptr %14, align 4, !tbaa !10
  store i32 %15, ptr %7, align 4, !tbaa !10
  %17 = add nsw i32 %32, -1
  tail call fastcc void @qs_lomuto(ptr noundef nonnull %0, i32 noundef %9, i32 noundef %17)
  %18 = add nsw i32 %32, 1
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %8, label %35

20:                                               ; preds = %8, %31
  %21 = phi i64 [ %11, %8 ], [ %33, %31 ]
  %22 = phi i32 [ %9, %8 ], [ %32, %31 ]
  %23 = getelementptr inbounds i32, ptr %0, i64 %21
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = icmp slt i32 %24, %10
  br i1 %25, label %26, label %31

26:                                               ; preds = %20
  %27 = add nsw i32 %22, 1
  %28 = sext i32 %22 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !10
  store i32 %24, ptr %29, align 4, !tbaa !10
  store i32 %30, ptr %23, align 4, !tbaa !10
  br label %31

31:                                               ; preds = %20, %26
  %32 = phi i32 [ %27, %26 ], [ %22, %20 ]
  %33 = add nsw i64 %21, 1
  %34 = icmp slt i64 %33, %6
  br i1 %34, label %20, label %12, !llvm.loop !20

35:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @qs_hoare(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp slt i32 %1, %2
  br i1 %4, label %5, label %71

5:                                                ; preds = %3, %67
  %6 = phi i32 [ %69, %67 ], [ %1, %3 ]
  %7 = phi i32 [ %68, %67 ], [ %2, %3 ]
  %8 = sub nsw i32 %7, %6
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %9, %6
  %11 = sext i32 %6 to i64
  %12 = getelementptr inbounds double, ptr %0, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !12
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !12
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !12
  %20 = fcmp olt double %13, %16
  br i1 %20, label %21, label %26

21:                                               ; preds = %5
  %22 = fcmp olt double %16, %19
  br i1 %22, label %31, label %23

23:                                               ; preds = %21
  %24 = fcmp olt double %13, %19
  %25 = select i1 %24, double %19, double %13
  br label %31

26:                                               ; preds = %5
  %27 = fcmp olt double %13, %19
  br i1 %27, label %31, label %28

28:                                               ; preds = %26
  %29 = fcmp olt double %16, %19
  %30 = select i1 %29, double %19, double %16
  br label %31

31:                                               ; preds = %26, %21, %28, %23
  %32 = phi double [ %25, %23 ], [ %30, %28 ], [ %16, %21 ], [ %13, %26 ]
  %33 = add nsw i32 %6, -1
  %34 = add nsw i32 %7, 1
  br label %35

35:                                               ; preds = %58, %31
  %36 = phi i32 [ %33, %31 ], [ %47, %58 ]
  %37 = phi i32 [ %34, %31 ], [ %56, %58 ]
  %38 = sext i32 %36 to i64
  br label %39

39:                                               ; preds = %39, %35
  %40 = phi i64 [ %41, %39 ], [ %38, %35 ]
  %41 = add nsw i64 %40, 1
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !12
  %44 = fcmp olt double %43, %32
  br i1 %44, label %39, label %45, !llvm.loop !21

45:                                               ; preds = %39
  %46 = getelementptr inbounds double, ptr %0, i64 %41
  %47 = trunc nsw i64 %41 to i32
  %48 = sext i32 %37 to i64
  br label %49

49:                                               ; preds = %45, %49
  %50 = phi i64 [ %48, %45 ], [ %51, %49 ]
  %51 = add nsw i64 %50, -1
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !12
  %54 = fcmp ogt double %53, %32
  br i1 %54, label %49, label %55, !llvm.loop !22

55:                                               ; preds = %49
  %56 = trunc nsw i64 %51 to i32
  %57 = icmp slt i64 %41, %51
  br i1 %57, label %58, label %60

58:                                               ; preds = %55
  %59 = getelementptr inbounds double, ptr %0, i64 %51
  store double %53, ptr %46, align 8, !tbaa !12
  store double %43, ptr %59, align 8, !tbaa !12
  br label %35

60:                                               ; preds = %55
  %61 = trunc nsw i64 %50 to i32
  %62 = sub nsw i32 %56, %6
  %63 = sub nsw i32 %7, %56
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %66

65:                                               ; preds = %60
  tail call fastcc void @qs_hoare(ptr noundef nonnull %0, i32 noundef %6, i32 noundef %56)
  br label %67

66:                                               ; preds = %60
  tail call fastcc void @qs_hoare(ptr noundef nonnull %0, i32 noundef %61, i32 noundef %7)
  br label %67

67:                                               ; preds = %66, %65
  %68 = phi i32 [ %7, %65 ], [ %56, %66 ]
  %69 = phi i32 [ %61, %65 ], [ %6, %66 ]
  %70 = icmp slt i32 %69, %68
  br i1 %70, label %5, label %71, !llvm.loop !23

71:                                               ; preds = %67, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
