; ModuleID = 'c/29_varargs.c'
source_filename = "c/29_varargs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [18 x i8] c"sum_ints(0) = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"sum_ints(5) = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"sum_ints(10) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"mean_doubles = %.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"mean_doubles(9) = %.6f\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"float promoted: %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"mixed total = %.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"idsl\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.9 = private unnamed_addr constant [11 x i8] c"ddddddddii\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"x=%d y=%.2f s=%s\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"zyme\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"%05x|%-4s|%c\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.14 = private unnamed_addr constant [13 x i8] c"max_of = %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"  args(%s):\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c" i%d\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c" d%.3f\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c" l%lld\00", align 1
@.str.19 = private unnamed_addr constant [7 x i8] c" s'%s'\00", align 1
@.str.21 = private unnamed_addr constant [14 x i8] c"[log %2d] %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (i32, ...) @sum_ints(i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call i32 (i32, ...) @sum_ints(i32 noundef 5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = tail call i32 (i32, ...) @sum_ints(i32 noundef 10, i32 noundef 10, i32 noundef -20, i32 noundef 30, i32 noundef -40, i32 noundef 50, i32 noundef -60, i32 noundef 70, i32 noundef -80, i32 noundef 90, i32 noundef 1000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5)
  %7 = tail call double (i32, ...) @mean_doubles(i32 noundef 4, double noundef 1.500000e+00, double noundef 2.250000e+00, double noundef -3.000000e+00, double noundef 1.012500e+01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %7)
  %9 = tail call double (i32, ...) @mean_doubles(i32 noundef 9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %9)
  %11 = tail call double (i32, ...) @mean_doubles(i32 noundef 2, double noundef 2.500000e+00, double noundef 5.000000e+00)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %11)
  %13 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.7, i32 noundef 7, double noundef 5.000000e-01, ptr noundef nonnull @.str.8, i64 noundef 1000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %13)
  %15 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.9, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, i32 noundef 9, i32 noundef 10)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %15)
  tail call void (ptr, ...) @logf_wrapper(ptr noundef nonnull @.str.10, i32 noundef 42, double noundef 3.141590e+00, ptr noundef nonnull @.str.11)
  tail call void (ptr, ...) @logf_wrapper(ptr noundef nonnull @.str.12, i32 noundef 48879, ptr noundef nonnull @.str.13, i32 noundef 81)
  %17 = tail call i32 (i32, ...) @max_of(i32 poison, i32 noundef 9, i32 noundef 27, i32 noundef 4, i32 noundef 81, i32 noundef 2, i32 noundef -1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %17)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal i32 @sum_ints(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 24
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 8
  br label %12

10:                                               ; preds = %27, %1
  %11 = phi i32 [ 0, %1 ], [ %32, %27 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %11

12:                                               ; preds = %4, %27
  %13 = phi i32 [ %9, %4 ], [ %28, %27 ]
  %14 = phi i32 [ 0, %4 ], [ %33, %27 ]
  %15 = phi i32 [ 0, %4 ], [ %32, %27 ]
  %16 = phi ptr [ %5, %4 ], [ %29, %27 ]
  %17 = icmp sgt i32 %13, -1
  br i1 %17, label %24, label %18

18:                                               ; preds = %12
  %19 = add nsw i32 %13, 8
  store i32 %19, ptr %6, align 8
  %20 = icmp ult i32 %13, -7
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = sext i32 %13 to i64
  %23 = getelementptr inbounds i8, ptr %8, i64 %22
  br label %27

24:                                               ; preds = %18, %12
  %25 = phi i32 [ %19, %18 ], [ %13, %12 ]
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %26, ptr %2, align 8
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i32 [ %19, %21 ], [ %25, %24 ]
  %29 = phi ptr [ %16, %21 ], [ %26, %24 ]
  %30 = phi ptr [ %23, %21 ], [ %16, %24 ]
  %31 = load i32, ptr %30, align 8, !tbaa !6
  %32 = add nsw i32 %31, %15
  %33 = add nuw nsw i32 %14, 1
  %34 = icmp eq i32 %33, %0
  br i1 %34, label %10, label %12, !llvm.loop !10
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mean_doubles(i32 noundef %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = icmp sgt i32 %0, 0
  br i1 %3, label %4, label %10

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds i8, ptr %2, i64 28
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 8
  %9 = load i32, ptr %6, align 4
  br label %14

10:                                               ; preds = %29, %1
  %11 = phi double [ 0.000000e+00, %1 ], [ %34, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  %12 = uitofp nneg i32 %0 to double
  %13 = fdiv double %11, %12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %13

14:                                               ; preds = %4, %29
  %15 = phi i32 [ %9, %4 ], [ %30, %29 ]
  %16 = phi i32 [ 0, %4 ], [ %35, %29 ]
  %17 = phi double [ 0.000000e+00, %4 ], [ %34, %29 ]
  %18 = phi ptr [ %5, %4 ], [ %31, %29 ]
  %19 = icmp sgt i32 %15, -1
  br i1 %19, label %26, label %20

20:                                               ; preds = %14
  %21 = add nsw i32 %15, 16
  store i32 %21, ptr %6, align 4
  %22 = icmp ult i32 %15, -15
  br i1 %22, label %23, label %26

23:                                               ; preds = %20
  %24 = sext i32 %15 to i64
  %25 = getelementptr inbounds i8, ptr %8, i64 %24
  br label %29

26:                                               ; preds = %20, %14
  %27 = phi i32 [ %21, %20 ], [ %15, %14 ]
  %28 = getelementptr inbounds i8, ptr %18, i64 8
  store ptr %28, ptr %2, align 8
  br label %29

29:                                               ; preds = %26, %23
  %30 = phi i32 [ %21, %23 ], [ %27, %26 ]
  %31 = phi ptr [ %18, %23 ], [ %28, %26 ]
  %32 = phi ptr [ %25, %23 ], [ %18, %26 ]
  %33 = load double, ptr %32, align 8, !tbaa !12
  %34 = fadd double %17, %33
  %35 = add nuw nsw i32 %16, 1
  %36 = icmp eq i32 %35, %0
  br i1 %36, label %10, label %14, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nofree nounwind uwtable
define internal double @mixed(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %5, align 8
  %12 = load i32, ptr %8, align 4
  br label %13

13:                                               ; preds = %104, %1
  %14 = phi i32 [ %12, %1 ], [ %105, %104 ]
  %15 = phi i32 [ %11, %1 ], [ %106, %104 ]
  %16 = phi ptr [ %4, %1 ], [ %107, %104 ]
  %17 = phi double [ 0.000000e+00, %1 ], [ %108, %104 ]
  %18 = phi ptr [ %0, %1 ], [ %109, %104 ]
  %19 = load i8, ptr %18, align 1, !tbaa !15
  switch i8 %19, label %104 [
    i8 0, label %20
    i8 105, label %26
    i8 100, label %44
    i8 108, label %61
    i8 115, label %79
  ]

20:                                               ; preds = %13
  call void @llvm.va_end.p0(ptr nonnull %2)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %0)
  %22 = getelementptr inbounds i8, ptr %3, i64 24
  %23 = getelementptr inbounds i8, ptr %3, i64 8
  %24 = getelementptr inbounds i8, ptr %3, i64 28
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  br label %110

26:                                               ; preds = %13
  %27 = icmp sgt i32 %15, -1
  br i1 %27, label %34, label %28

28:                                               ; preds = %26
  %29 = add nsw i32 %15, 8
  store i32 %29, ptr %5, align 8
  %30 = icmp ult i32 %15, -7
  br i1 %30, label %31, label %34

31:                                               ; preds = %28
  %32 = sext i32 %15 to i64
  %33 = getelementptr inbounds i8, ptr %7, i64 %32
  br label %37

34:                                               ; preds = %28, %26
  %35 = phi i32 [ %29, %28 ], [ %15, %26 ]
  %36 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %34, %31
  %38 = phi i32 [ %29, %31 ], [ %35, %34 ]
  %39 = phi ptr [ %16, %31 ], [ %36, %34 ]
  %40 = phi ptr [ %33, %31 ], [ %16, %34 ]
  %41 = load i32, ptr %40, align 8, !tbaa !6
  %42 = sitofp i32 %41 to double
  %43 = fadd double %17, %42
  br label %104

44:                                               ; preds = %13
  %45 = icmp sgt i32 %14, -1
  br i1 %45, label %52, label %46

46:                                               ; preds = %44
  %47 = add nsw i32 %14, 16
  store i32 %47, ptr %8, align 4
  %48 = icmp ult i32 %14, -15
  br i1 %48, label %49, label %52

49:                                               ; preds = %46
  %50 = sext i32 %14 to i64
  %51 = getelementptr inbounds i8, ptr %10, i64 %50
  br label %55

52:                                               ; preds = %46, %44
  %53 = phi i32 [ %47, %46 ], [ %14, %44 ]
  %54 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %54, ptr %2, align 8
  br label %55

55:                                               ; preds = %52, %49
  %56 = phi i32 [ %47, %49 ], [ %53, %52 ]
  %57 = phi ptr [ %16, %49 ], [ %54, %52 ]
  %58 = phi ptr [ %51, %49 ], [ %16, %52 ]
  %59 = load double, ptr %58, align 8, !tbaa !12
  %60 = fadd double %17, %59
  br label %104

61:                                               ; preds = %13
  %62 = icmp sgt i32 %15, -1
  br i1 %62, label %69, label %63

63:                                               ; preds = %61
  %64 = add nsw i32 %15, 8
  store i32 %64, ptr %5, align 8
  %65 = icmp ult i32 %15, -7
  br i1 %65, label %66, label %69

66:                                               ; preds = %63
  %67 = sext i32 %15 to i64
  %68 = getelementptr inbounds i8, ptr %7, i64 %67
  br label %72

69:                                               ; preds = %63, %61
  %70 = phi i32 [ %64, %63 ], [ %15, %61 ]
  %71 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %71, ptr %2, align 8
  br label %72

72:                                               ; preds = %69, %66
  %73 = phi i32 [ %64, %66 ], [ %70, %69 ]
  %74 = phi ptr [ %16, %66 ], [ %71, %69 ]
  %75 = phi ptr [ %68, %66 ], [ %16, %69 ]
  %76 = load i64, ptr %75, align 8, !tbaa !16
  %77 = sitofp i64 %76 to double
  %78 = fadd double %17, %77
  br label %104

79:                                               ; preds = %13
  %80 = icmp sgt i32 %15, -1
  br i1 %80, label %87, label %81

81:                                               ; preds = %79
  %82 = add nsw i32 %15, 8
  store i32 %82, ptr %5, align 8
  %83 = icmp ult i32 %15, -7
  br i1 %83, label %84, label %87

84:                                               ; preds = %81
  %85 = sext i32 %15 to i64
  %86 = getelementptr inbounds i8, ptr %7, i64 %85
  br label %90

87:                                               ; preds = %81, %79
  %88 = phi i32 [ %82, %81 ], [ %15, %79 ]
  %89 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %89, ptr %2, align 8
  br label %90

90:                                               ; preds = %87, %84
  %91 = phi i32 [ %82, %84 ], [ %88, %87 ]
  %92 = phi ptr [ %16, %84 ], [ %89, %87 ]
  %93 = phi ptr [ %86, %84 ], [ %16, %87 ]
  %94 = load ptr, ptr %93, align 8, !tbaa !18
  %95 = load i8, ptr %94, align 1, !tbaa !15
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %104, label %97

97:                                               ; preds = %90, %97
  %98 = phi ptr [ %100, %97 ], [ %94, %90 ]
  %99 = phi double [ %101, %97 ], [ %17, %90 ]
  %100 = getelementptr inbounds i8, ptr %98, i64 1
  %101 = fadd double %99, 1.000000e+00
  %102 = load i8, ptr %100, align 1, !tbaa !15
  %103 = icmp eq i8 %102, 0
  br i1 %103, label %104, label %97, !llvm.loop !20

104:                                              ; preds = %97, %90, %13, %37, %55, %72
  %105 = phi i32 [ %14, %72 ], [ %56, %55 ], [ %14, %37 ], [ %14, %13 ], [ %14, %90 ], [ %14, %97 ]
  %106 = phi i32 [ %73, %72 ], [ %15, %55 ], [ %38, %37 ], [ %15, %13 ], [ %91, %90 ], [ %91, %97 ]
  %107 = phi ptr [ %74, %72 ], [ %57, %55 ], [ %39, %37 ], [ %16, %13 ], [ %92, %90 ], [ %92, %97 ]
  %108 = phi double [ %78, %72 ], [ %60, %55 ], [ %43, %37 ], [ %17, %13 ], [ %17, %90 ], [ %101, %97 ]
  %109 = getelementptr inbounds i8, ptr %18, i64 1
  br label %13, !llvm.loop !21

110:                                              ; preds = %183, %20
  %111 = phi ptr [ %0, %20 ], [ %184, %183 ]
  %112 = load i8, ptr %111, align 1, !tbaa !15
  switch i8 %112, label %183 [
    i8 0, label %113
    i8 105, label %115
    i8 100, label %132
    i8 108, label %149
    i8 115, label %166
  ]

113:                                              ; preds = %110
  %114 = call i32 @putchar(i32 10)
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret double %17

115:                                              ; preds = %110
  %116 = load i32, ptr %22, align 8
  %117 = icmp sgt i32 %116, -1
  br i1 %117, label %125, label %118

118:                                              ; preds = %115
  %119 = add nsw i32 %116, 8
  store i32 %119, ptr %22, align 8
  %120 = icmp ult i32 %116, -7
  br i1 %120, label %121, label %125

121:                                              ; preds = %118
  %122 = load ptr, ptr %23, align 8
  %123 = sext i32 %116 to i64
  %124 = getelementptr inbounds i8, ptr %122, i64 %123
  br label %128

125:                                              ; preds = %118, %115
  %126 = load ptr, ptr %3, align 8
  %127 = getelementptr inbounds i8, ptr %126, i64 8
  store ptr %127, ptr %3, align 8
  br label %128

128:                                              ; preds = %125, %121
  %129 = phi ptr [ %124, %121 ], [ %126, %125 ]
  %130 = load i32, ptr %129, align 8, !tbaa !6
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %130)
  br label %183

132:                                              ; preds = %110
  %133 = load i32, ptr %24, align 4
  %134 = icmp sgt i32 %133, -1
  br i1 %134, label %142, label %135

135:                                              ; preds = %132
  %136 = add nsw i32 %133, 16
  store i32 %136, ptr %24, align 4
  %137 = icmp ult i32 %133, -15
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = load ptr, ptr %25, align 8
  %140 = sext i32 %133 to i64
  %141 = getelementptr inbounds i8, ptr %139, i64 %140
  br label %145

142:                                              ; preds = %135, %132
  %143 = load ptr, ptr %3, align 8
  %144 = getelementptr inbounds i8, ptr %143, i64 8
  store ptr %144, ptr %3, align 8
  br label %145

145:                                              ; preds = %142, %138
  %146 = phi ptr [ %141, %138 ], [ %143, %142 ]
  %147 = load double, ptr %146, align 8, !tbaa !12
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %147)
  br label %183

149:                                              ; preds = %110
  %150 = load i32, ptr %22, align 8
  %151 = icmp sgt i32 %150, -1
  br i1 %151, label %159, label %152

152:                                              ; preds = %149
  %153 = add nsw i32 %150, 8
  store i32 %153, ptr %22, align 8
  %154 = icmp ult i32 %150, -7
  br i1 %154, label %155, label %159

155:                                              ; preds = %152
  %156 = load ptr, ptr %23, align 8
  %157 = sext i32 %150 to i64
  %158 = getelementptr inbounds i8, ptr %156, i64 %157
  br label %162

159:                                              ; preds = %152, %149
  %160 = load ptr, ptr %3, align 8
  %161 = getelementptr inbounds i8, ptr %160, i64 8
  store ptr %161, ptr %3, align 8
  br label %162

162:                                              ; preds = %159, %155
  %163 = phi ptr [ %158, %155 ], [ %160, %159 ]
  %164 = load i64, ptr %163, align 8, !tbaa !16
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %164)
  br label %183

166:                                              ; preds = %110
  %167 = load i32, ptr %22, align 8
  %168 = icmp sgt i32 %167, -1
  br i1 %168, label %176, label %169

169:                                              ; preds = %166
  %170 = add nsw i32 %167, 8
  store i32 %170, ptr %22, align 8
  %171 = icmp ult i32 %167, -7
  br i1 %171, label %172, label %176

172:                                              ; preds = %169
  %173 = load ptr, ptr %23, align 8
  %174 = sext i32 %167 to i64
  %175 = getelementptr inbounds i8, ptr %173, i64 %174
  br label %179

176:                                              ; preds = %169, %166
  %177 = load ptr, ptr %3, align 8
  %178 = getelementptr inbounds i8, ptr %177, i64 8
  store ptr %178, ptr %3, align 8
  br label %179

179:                                              ; preds = %176, %172
  %180 = phi ptr [ %175, %172 ], [ %177, %176 ]
  %181 = load ptr, ptr %180, align 8, !tbaa !18
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef %181)
  br label %183

183:                                              ; preds = %110, %128, %145, %162, %179
  %184 = getelementptr inbounds i8, ptr %111, i64 1
  br label %110, !llvm.loop !22
}

; Function Attrs: nofree nounwind uwtable
define internal void @logf_wrapper(ptr nocapture noundef readonly %0, ...) unnamed_addr #0 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca [128 x i8], align 1
  %4 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) %4, i64 32, i1 false)
  %5 = call noundef i32 @vsnprintf(ptr noundef nonnull %3, i64 noundef 128, ptr noundef readonly %0, ptr noundef nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_end.p0(ptr nonnull %4)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, i32 noundef %5, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal range(i32 3, -2147483648) i32 @max_of(i32 %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 24
  %4 = load i32, ptr %3, align 8
  %5 = icmp sgt i32 %4, -1
  br i1 %5, label %14, label %6

6:                                                ; preds = %1
  %7 = add nsw i32 %4, 8
  store i32 %7, ptr %3, align 8
  %8 = icmp ult i32 %4, -7
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = sext i32 %4 to i64
  %13 = getelementptr inbounds i8, ptr %11, i64 %12
  br label %18

14:                                               ; preds = %6, %1
  %15 = phi i32 [ %7, %6 ], [ %4, %1 ]
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %17, ptr %2, align 8
  br label %18

18:                                               ; preds = %14, %9
  %19 = phi i32 [ %7, %9 ], [ %15, %14 ]
  %20 = phi ptr [ %13, %9 ], [ %16, %14 ]
  %21 = load i32, ptr %20, align 8, !tbaa !6
  %22 = icmp eq i32 %21, -1
  br i1 %22, label %27, label %23

23:                                               ; preds = %18
  %24 = load ptr, ptr %2, align 8
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  %26 = load ptr, ptr %25, align 8
  br label %29

27:                                               ; preds = %45, %18
  %28 = phi i32 [ 3, %18 ], [ %34, %45 ]
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8
  ret i32 %28

29:                                               ; preds = %23, %45
  %30 = phi i32 [ %21, %23 ], [ %49, %45 ]
  %31 = phi i32 [ 3, %23 ], [ %34, %45 ]
  %32 = phi i32 [ %19, %23 ], [ %47, %45 ]
  %33 = phi ptr [ %24, %23 ], [ %46, %45 ]
  %34 = call i32 @llvm.smax.i32(i32 %30, i32 %31)
  %35 = icmp sgt i32 %32, -1
  br i1 %35, label %42, label %36

36:                                               ; preds = %29
  %37 = add nsw i32 %32, 8
  store i32 %37, ptr %3, align 8
  %38 = icmp ult i32 %32, -7
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = sext i32 %32 to i64
  %41 = getelementptr inbounds i8, ptr %26, i64 %40
  br label %45

42:                                               ; preds = %36, %29
  %43 = phi i32 [ %37, %36 ], [ %32, %29 ]
  %44 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %44, ptr %2, align 8
  br label %45

45:                                               ; preds = %42, %39
  %46 = phi ptr [ %33, %39 ], [ %44, %42 ]
  %47 = phi i32 [ %37, %39 ], [ %43, %42 ]
  %48 = phi ptr [ %41, %39 ], [ %33, %42 ]
  %49 = load i32, ptr %48, align 8, !tbaa !6
  %50 = icmp eq i32 %49, -1
  br i1 %50, label %27, label %29, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = !{!8, !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
