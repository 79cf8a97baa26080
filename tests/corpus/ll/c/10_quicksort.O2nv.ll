; ModuleID = 'c/10_quicksort.c'
source_filename = "c/10_quicksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"sorted: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"a[%3d]=%5d  d[%3d]=%10.5f\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"weighted sum = %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"reverse -> %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"equal -> %.1f %.1f\0A\00", align 1
@seed = internal unnamed_addr global i64 88172645463325252, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i32], align 16
  %2 = alloca [200 x double], align 16
  %3 = alloca [64 x i32], align 16
  %4 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #4
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %2) #4
  %5 = load i64, ptr @seed, align 8, !tbaa !5
  br label %8

6:                                                ; preds = %8
  store i64 %19, ptr @seed, align 8, !tbaa !5
  call fastcc void @qs_lomuto(ptr noundef nonnull %1, i32 noundef 0, i32 noundef 199)
  call fastcc void @qs_hoare(ptr noundef nonnull %2, i32 noundef 0, i32 noundef 199)
  %7 = load i32, ptr %1, align 16, !tbaa !9
  br label %78

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
  store i32 %16, ptr %17, align 4, !tbaa !9
  %18 = mul i64 %12, 6364136223846793005
  %19 = add i64 %18, 1442695040888963407
  %20 = lshr i64 %19, 33
  %21 = trunc nuw nsw i64 %20 to i32
  %22 = urem i32 %21, 100000
  %23 = uitofp nneg i32 %22 to double
  %24 = fdiv double %23, 9.970000e+02
  %25 = fadd double %24, -5.000000e+01
  %26 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %9
  store double %25, ptr %26, align 8, !tbaa !11
  %27 = add nuw nsw i64 %9, 1
  %28 = icmp eq i64 %27, 200
  br i1 %28, label %6, label %8, !llvm.loop !13

29:                                               ; preds = %95
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %96)
  %31 = load double, ptr %2, align 16, !tbaa !11
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %7, i32 noundef 0, double noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 80
  %34 = load i32, ptr %33, align 16, !tbaa !9
  %35 = getelementptr inbounds i8, ptr %2, i64 160
  %36 = load double, ptr %35, align 16, !tbaa !11
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i32 noundef %34, i32 noundef 20, double noundef %36)
  %38 = getelementptr inbounds i8, ptr %1, i64 160
  %39 = load i32, ptr %38, align 16, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %2, i64 320
  %41 = load double, ptr %40, align 16, !tbaa !11
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, i32 noundef %39, i32 noundef 40, double noundef %41)
  %43 = getelementptr inbounds i8, ptr %1, i64 240
  %44 = load i32, ptr %43, align 16, !tbaa !9
  %45 = getelementptr inbounds i8, ptr %2, i64 480
  %46 = load double, ptr %45, align 16, !tbaa !11
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 60, i32 noundef %44, i32 noundef 60, double noundef %46)
  %48 = getelementptr inbounds i8, ptr %1, i64 320
  %49 = load i32, ptr %48, align 16, !tbaa !9
  %50 = getelementptr inbounds i8, ptr %2, i64 640
  %51 = load double, ptr %50, align 16, !tbaa !11
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 80, i32 noundef %49, i32 noundef 80, double noundef %51)
  %53 = getelementptr inbounds i8, ptr %1, i64 400
  %54 = load i32, ptr %53, align 16, !tbaa !9
  %55 = getelementptr inbounds i8, ptr %2, i64 800
  %56 = load double, ptr %55, align 16, !tbaa !11
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 100, i32 noundef %54, i32 noundef 100, double noundef %56)
  %58 = getelementptr inbounds i8, ptr %1, i64 480
  %59 = load i32, ptr %58, align 16, !tbaa !9
  %60 = getelementptr inbounds i8, ptr %2, i64 960
  %61 = load double, ptr %60, align 16, !tbaa !11
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 120, i32 noundef %59, i32 noundef 120, double noundef %61)
  %63 = getelementptr inbounds i8, ptr %1, i64 560
  %64 = load i32, ptr %63, align 16, !tbaa !9
  %65 = getelementptr inbounds i8, ptr %2, i64 1120
  %66 = load double, ptr %65, align 16, !tbaa !11
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 140, i32 noundef %64, i32 noundef 140, double noundef %66)
  %68 = getelementptr inbounds i8, ptr %1, i64 640
  %69 = load i32, ptr %68, align 16, !tbaa !9
  %70 = getelementptr inbounds i8, ptr %2, i64 1280
  %71 = load double, ptr %70, align 16, !tbaa !11
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 160, i32 noundef %69, i32 noundef 160, double noundef %71)
  %73 = getelementptr inbounds i8, ptr %1, i64 720
  %74 = load i32, ptr %73, align 16, !tbaa !9
  %75 = getelementptr inbounds i8, ptr %2, i64 1440
  %76 = load double, ptr %75, align 16, !tbaa !11
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 180, i32 noundef %74, i32 noundef 180, double noundef %76)
  br label %117

78:                                               ; preds = %112, %6
  %79 = phi i32 [ %7, %6 ], [ %101, %112 ]
  %80 = phi i64 [ 1, %6 ], [ %114, %112 ]
  %81 = phi i32 [ 1, %6 ], [ %113, %112 ]
  %82 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %80
  %83 = load i32, ptr %82, align 4, !tbaa !9
  %84 = icmp sgt i32 %79, %83
  br i1 %84, label %95, label %85

85:                                               ; preds = %78
  %86 = add nsw i64 %80, -1
  %87 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %80
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = fcmp ole double %88, %90
  %92 = and i32 %81, 1
  %93 = freeze i1 %91
  %94 = select i1 %93, i32 %92, i32 0
  br label %95

95:                                               ; preds = %85, %78
  %96 = phi i32 [ 0, %78 ], [ %94, %85 ]
  %97 = add nuw nsw i64 %80, 1
  %98 = icmp eq i64 %97, 200
  br i1 %98, label %29, label %99, !llvm.loop !15

99:                                               ; preds = %95
  %100 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %97
  %101 = load i32, ptr %100, align 4, !tbaa !9
  %102 = icmp sgt i32 %83, %101
  br i1 %102, label %112, label %103

103:                                              ; preds = %99
  %104 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %80
  %105 = load double, ptr %104, align 8, !tbaa !11
  %106 = getelementptr inbounds [200 x double], ptr %2, i64 0, i64 %97
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = fcmp ole double %105, %107
  %109 = and i32 %96, 1
  %110 = freeze i1 %108
  %111 = select i1 %110, i32 %109, i32 0
  br label %112

112:                                              ; preds = %103, %99
  %113 = phi i32 [ 0, %99 ], [ %111, %103 ]
  %114 = add nuw nsw i64 %80, 2
  br label %78

115:                                              ; preds = %117
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %149)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #4
  br label %165

117:                                              ; preds = %117, %29
  %118 = phi i64 [ 0, %29 ], [ %147, %117 ]
  %119 = phi i64 [ 0, %29 ], [ %149, %117 ]
  %120 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %118
  %121 = load i32, ptr %120, align 4, !tbaa !9
  %122 = sext i32 %121 to i64
  %123 = add nuw nsw i64 %118, 1
  %124 = mul nsw i64 %123, %122
  %125 = add nsw i64 %124, %119
  %126 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %123
  %127 = load i32, ptr %126, align 4, !tbaa !9
  %128 = sext i32 %127 to i64
  %129 = add nuw nsw i64 %118, 2
  %130 = mul nsw i64 %129, %128
  %131 = add nsw i64 %130, %125
  %132 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %129
  %133 = load i32, ptr %132, align 4, !tbaa !9
  %134 = sext i32 %133 to i64
  %135 = add nuw nsw i64 %118, 3
  %136 = mul nsw i64 %135, %134
  %137 = add nsw i64 %136, %131
  %138 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %135
  %139 = load i32, ptr %138, align 4, !tbaa !9
  %140 = sext i32 %139 to i64
  %141 = add nuw nsw i64 %118, 4
  %142 = mul nsw i64 %141, %140
  %143 = add nsw i64 %142, %137
  %144 = getelementptr inbounds [200 x i32], ptr %1, i64 0, i64 %141
  %145 = load i32, ptr %144, align 4, !tbaa !9
  %146 = sext i32 %145 to i64
  %147 = add nuw nsw i64 %118, 5
  %148 = mul nsw i64 %147, %146
  %149 = add nsw i64 %148, %143
  %150 = icmp eq i64 %147, 200
  br i1 %150, label %115, label %117, !llvm.loop !16

151:                                              ; preds = %165
  call fastcc void @qs_lomuto(ptr noundef nonnull %3, i32 noundef 0, i32 noundef 63)
  %152 = load i32, ptr %3, align 16, !tbaa !9
  %153 = getelementptr inbounds i8, ptr %3, i64 124
  %154 = load i32, ptr %153, align 4, !tbaa !9
  %155 = getelementptr inbounds i8, ptr %3, i64 252
  %156 = load i32, ptr %155, align 4, !tbaa !9
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %152, i32 noundef %154, i32 noundef %156)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #4
  store double 3.000000e+00, ptr %4, align 16
  %158 = getelementptr inbounds i8, ptr %4, i64 8
  store double 3.000000e+00, ptr %158, align 8
  %159 = getelementptr inbounds i8, ptr %4, i64 16
  store double 3.000000e+00, ptr %159, align 16
  %160 = getelementptr inbounds i8, ptr %4, i64 24
  store double 3.000000e+00, ptr %160, align 8
  %161 = getelementptr inbounds i8, ptr %4, i64 32
  store double 3.000000e+00, ptr %161, align 16
  call fastcc void @qs_hoare(ptr noundef nonnull %4, i32 noundef 0, i32 noundef 4)
  %162 = load double, ptr %4, align 16, !tbaa !11
  %163 = load double, ptr %161, align 16, !tbaa !11
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %162, double noundef %163)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #4
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #4
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %2) #4
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #4
  ret i32 0

165:                                              ; preds = %165, %115
  %166 = phi i64 [ 0, %115 ], [ %182, %165 ]
  %167 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %166
  %168 = trunc i64 %166 to i32
  %169 = sub nuw nsw i32 64, %168
  store i32 %169, ptr %167, align 16, !tbaa !9
  %170 = or disjoint i64 %166, 1
  %171 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %170
  %172 = trunc i64 %170 to i32
  %173 = sub nuw nsw i32 64, %172
  store i32 %173, ptr %171, align 4, !tbaa !9
  %174 = or disjoint i64 %166, 2
  %175 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %174
  %176 = trunc i64 %174 to i32
  %177 = sub nuw nsw i32 64, %176
  store i32 %177, ptr %175, align 8, !tbaa !9
  %178 = or disjoint i64 %166, 3
  %179 = getelementptr inbounds [64 x i32], ptr %3, i64 0, i64 %178
  %180 = trunc i64 %178 to i32
  %181 = sub nuw nsw i32 64, %180
  store i32 %181, ptr %179, align 4, !tbaa !9
  %182 = add nuw nsw i64 %166, 4
  %183 = icmp eq i64 %182, 64
  br i1 %183, label %151, label %165, !llvm.loop !17
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
  %10 = load i32, ptr %7, align 4, !tbaa !9
  %11 = sext i32 %9 to i64
  br label %20

12:                                               ; preds = %31
  %13 = sext i32 %32 to i64
  %14 = getelementptr inbounds i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = load i32, ptr %7, align 4, !tbaa !9
  store i32 %16, ptr %14, align 4, !tbaa !9
  store i32 %15, ptr %7, align 4, !tbaa !9
  %17 = add nsw i32 %32, -1
  tail call fastcc void @qs_lomuto(ptr noundef nonnull %0, i32 noundef %9, i32 noundef %17)
  %18 = add nsw i32 %32, 1
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %8, label %35

20:                                               ; preds = %8, %31
  %21 = phi i64 [ %11, %8 ], [ %33, %31 ]
  %22 = phi i32 [ %9, %8 ], [ %32, %31 ]
  %23 = getelementptr inbounds i32, ptr %0, i64 %21
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = icmp slt i32 %24, %10
  br i1 %25, label %26, label %31

26:                                               ; preds = %20
  %27 = add nsw i32 %22, 1
  %28 = sext i32 %22 to i64
  %29 = getelementptr inbounds i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !9
  store i32 %24, ptr %29, align 4, !tbaa !9
  store i32 %30, ptr %23, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %20, %26
  %32 = phi i32 [ %27, %26 ], [ %22, %20 ]
  %33 = add nsw i64 %21, 1
  %34 = icmp slt i64 %33, %6
  br i1 %34, label %20, label %12, !llvm.loop !18

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
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = sext i32 %10 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !11
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
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = fcmp olt double %43, %32
  br i1 %44, label %39, label %45, !llvm.loop !19

45:                                               ; preds = %39
  %46 = getelementptr inbounds double, ptr %0, i64 %41
  %47 = trunc nsw i64 %41 to i32
  %48 = sext i32 %37 to i64
  br label %49

49:                                               ; preds = %45, %49
  %50 = phi i64 [ %48, %45 ], [ %51, %49 ]
  %51 = add nsw i64 %50, -1
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = fcmp ogt double %53, %32
  br i1 %54, label %49, label %55, !llvm.loop !20

55:                                               ; preds = %49
  %56 = trunc nsw i64 %51 to i32
  %57 = icmp slt i64 %41, %51
  br i1 %57, label %58, label %60

58:                                               ; preds = %55
  %59 = getelementptr inbounds double, ptr %0, i64 %51
  store double %53, ptr %46, align 8, !tbaa !11
  store double %43, ptr %59, align 8, !tbaa !11
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
  br i1 %70, label %5, label %71, !llvm.loop !21

71:                                               ; preds = %67, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
