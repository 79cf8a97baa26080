; ModuleID = 'c/44_recursion.c'
source_filename = "c/44_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@ack_calls = internal unnamed_addr global i64 0, align 8
@.str = private unnamed_addr constant [23 x i8] c"A(%u,%u)=%u calls=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c"fib(50)=%llu fib(90)=%llu fib(93)=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"is_even(1000)=%d is_odd(777)=%d\0A\00", align 1
@hanoi_moves = internal unnamed_addr global i64 0, align 8
@.str.3 = private unnamed_addr constant [21 x i8] c"hanoi(16) moves=%ld\0A\00", align 1
@__const.main.s = private unnamed_addr constant [5 x i8] c"abcd\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"permutations=%d\0A\00", align 1
@perm_count = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [15 x i8] c"queens(%d)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [36 x i8] c"gcd(1071,462)=%d gcd(2^20,3^10)=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [38 x i8] c"power(1.5,-7)=%.12f power(2,30)=%.1f\0A\00", align 1
@memo = internal unnamed_addr global [94 x i64] zeroinitializer, align 8
@.str.8 = private unnamed_addr constant [23 x i8] c"  move disk %d %c->%c\0A\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"  %s\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i8], align 1
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %2 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 0)
  %3 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 0, i32 noundef %2, i64 noundef %3)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %5 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 1)
  %6 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 1, i32 noundef %5, i64 noundef %6)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %8 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 2)
  %9 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 2, i32 noundef %8, i64 noundef %9)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %11 = tail call fastcc i32 @ackermann(i32 noundef 0, i32 noundef 3)
  %12 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef 3, i32 noundef %11, i64 noundef %12)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %14 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 0)
  %15 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef %14, i64 noundef %15)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %17 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 1)
  %18 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef %17, i64 noundef %18)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %20 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 2)
  %21 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 2, i32 noundef %20, i64 noundef %21)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %23 = tail call fastcc i32 @ackermann(i32 noundef 1, i32 noundef 3)
  %24 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 3, i32 noundef %23, i64 noundef %24)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %26 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 0)
  %27 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 0, i32 noundef %26, i64 noundef %27)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %29 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 1)
  %30 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 1, i32 noundef %29, i64 noundef %30)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %32 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 2)
  %33 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 2, i32 noundef %32, i64 noundef %33)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %35 = tail call fastcc i32 @ackermann(i32 noundef 2, i32 noundef 3)
  %36 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef 3, i32 noundef %35, i64 noundef %36)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %38 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 0)
  %39 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef 0, i32 noundef %38, i64 noundef %39)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %41 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 1)
  %42 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef 1, i32 noundef %41, i64 noundef %42)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %44 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 2)
  %45 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef 2, i32 noundef %44, i64 noundef %45)
  store i64 0, ptr @ack_calls, align 8, !tbaa !6
  %47 = tail call fastcc i32 @ackermann(i32 noundef 3, i32 noundef 3)
  %48 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef 3, i32 noundef %47, i64 noundef %48)
  %50 = tail call fastcc i64 @fib(i32 noundef 50)
  %51 = tail call fastcc i64 @fib(i32 noundef 90)
  %52 = tail call fastcc i64 @fib(i32 noundef 93)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %50, i64 noundef %51, i64 noundef %52)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef 1)
  tail call fastcc void @hanoi(i32 noundef 3, i8 noundef 65, i8 noundef 67, i8 noundef 66, i32 noundef 1)
  store i64 0, ptr @hanoi_moves, align 8, !tbaa !6
  tail call fastcc void @hanoi(i32 noundef 16, i8 noundef 65, i8 noundef 67, i8 noundef 66, i32 noundef 0)
  %55 = load i64, ptr @hanoi_moves, align 8, !tbaa !6
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %55)
  call void @llvm.lifetime.start.p0(i64 5, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %1, ptr noundef nonnull align 1 dereferenceable(5) @__const.main.s, i64 5, i1 false)
  call fastcc void @permute(ptr noundef nonnull %1, i32 noundef 0)
  %57 = load i32, ptr @perm_count, align 4, !tbaa !10
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %57)
  %59 = call fastcc i32 @queens(i32 noundef 0, i32 noundef 4, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4, i32 noundef %59)
  %61 = call fastcc i32 @queens(i32 noundef 0, i32 noundef 5, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5, i32 noundef %61)
  %63 = call fastcc i32 @queens(i32 noundef 0, i32 noundef 6, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6, i32 noundef %63)
  %65 = call fastcc i32 @queens(i32 noundef 0, i32 noundef 7, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7, i32 noundef %65)
  %67 = call fastcc i32 @queens(i32 noundef 0, i32 noundef 8, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8, i32 noundef %67)
  %69 = call fastcc i32 @queens(i32 noundef 0, i32 noundef 9, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9, i32 noundef %69)
  br label %71

71:                                               ; preds = %0, %71
  %72 = phi i32 [ %74, %71 ], [ 462, %0 ]
  %73 = phi i32 [ %72, %71 ], [ 1071, %0 ]
  %74 = urem i32 %73, %72
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %71

76:                                               ; preds = %71, %76
  %77 = phi i32 [ %79, %76 ], [ 59049, %71 ]
  %78 = phi i32 [ %77, %76 ], [ 1048576, %71 ]
  %79 = urem i32 %78, %77
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %76

81:                                               ; preds = %76
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %72, i32 noundef %77)
  %83 = call fastcc double @power(double noundef 1.500000e+00, i32 noundef -7)
  %84 = call fastcc double @power(double noundef 2.000000e+00, i32 noundef 30)
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %83, double noundef %84)
  call void @llvm.lifetime.end.p0(i64 5, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @ackermann(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = load i64, ptr @ack_calls, align 8, !tbaa !6
  %4 = add nsw i64 %3, 1
  store i64 %4, ptr @ack_calls, align 8, !tbaa !6
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %14, %2
  %7 = phi i32 [ %1, %2 ], [ %16, %14 ]
  %8 = add i32 %7, 1
  ret i32 %8

9:                                                ; preds = %2, %14
  %10 = phi i64 [ %18, %14 ], [ %4, %2 ]
  %11 = phi i32 [ %16, %14 ], [ %1, %2 ]
  %12 = phi i32 [ %17, %14 ], [ %0, %2 ]
  %13 = icmp eq i32 %11, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %9, %20
  %15 = phi i64 [ %23, %20 ], [ %10, %9 ]
  %16 = phi i32 [ %22, %20 ], [ 1, %9 ]
  %17 = add nsw i32 %12, -1
  %18 = add nsw i64 %15, 1
  store i64 %18, ptr @ack_calls, align 8, !tbaa !6
  %19 = icmp eq i32 %17, 0
  br i1 %19, label %6, label %9

20:                                               ; preds = %9
  %21 = add i32 %11, -1
  %22 = tail call fastcc i32 @ackermann(i32 noundef %12, i32 noundef %21)
  %23 = load i64, ptr @ack_calls, align 8, !tbaa !6
  br label %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @fib(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64
  br label %10

5:                                                ; preds = %1
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds [94 x i64], ptr @memo, i64 0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !6
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %12, label %10

10:                                               ; preds = %5, %3, %12
  %11 = phi i64 [ %17, %12 ], [ %4, %3 ], [ %8, %5 ]
  ret i64 %11

12:                                               ; preds = %5
  %13 = add nsw i32 %0, -1
  %14 = tail call fastcc i64 @fib(i32 noundef %13)
  %15 = add nsw i32 %0, -2
  %16 = tail call fastcc i64 @fib(i32 noundef %15)
  %17 = add i64 %16, %14
  store i64 %17, ptr %7, align 8, !tbaa !6
  br label %10
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hanoi(i32 noundef %0, i8 noundef %1, i8 noundef %2, i8 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = icmp eq i32 %0, 0
  br i1 %6, label %22, label %7

7:                                                ; preds = %5
  %8 = icmp eq i32 %4, 0
  %9 = zext nneg i8 %2 to i32
  br label %10

10:                                               ; preds = %7, %20
  %11 = phi i8 [ %3, %7 ], [ %12, %20 ]
  %12 = phi i8 [ %1, %7 ], [ %11, %20 ]
  %13 = phi i32 [ %0, %7 ], [ %14, %20 ]
  %14 = add nsw i32 %13, -1
  tail call fastcc void @hanoi(i32 noundef %14, i8 noundef %12, i8 noundef %11, i8 noundef %2, i32 noundef %4)
  %15 = load i64, ptr @hanoi_moves, align 8, !tbaa !6
  %16 = add nsw i64 %15, 1
  store i64 %16, ptr @hanoi_moves, align 8, !tbaa !6
  br i1 %8, label %20, label %17

17:                                               ; preds = %10
  %18 = zext nneg i8 %12 to i32
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %13, i32 noundef %18, i32 noundef %9)
  br label %20

20:                                               ; preds = %17, %10
  %21 = icmp eq i32 %14, 0
  br i1 %21, label %22, label %10

22:                                               ; preds = %20, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @permute(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp eq i32 %1, 4
  br i1 %3, label %11, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 4
  br i1 %5, label %6, label %27

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = add nuw nsw i32 %1, 1
  %10 = sext i32 %1 to i64
  br label %17

11:                                               ; preds = %2
  %12 = load i32, ptr @perm_count, align 4, !tbaa !10
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @perm_count, align 4, !tbaa !10
  %14 = icmp slt i32 %12, 6
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %0)
  br label %27

17:                                               ; preds = %6, %17
  %18 = phi i64 [ %10, %6 ], [ %24, %17 ]
  %19 = load i8, ptr %8, align 1, !tbaa !12
  %20 = getelementptr inbounds i8, ptr %0, i64 %18
  %21 = load i8, ptr %20, align 1, !tbaa !12
  store i8 %21, ptr %8, align 1, !tbaa !12
  store i8 %19, ptr %20, align 1, !tbaa !12
  tail call fastcc void @permute(ptr noundef %0, i32 noundef %9)
  %22 = load i8, ptr %8, align 1, !tbaa !12
  %23 = load i8, ptr %20, align 1, !tbaa !12
  store i8 %23, ptr %8, align 1, !tbaa !12
  store i8 %22, ptr %20, align 1, !tbaa !12
  %24 = add nsw i64 %18, 1
  %25 = and i64 %24, 4294967295
  %26 = icmp eq i64 %25, 4
  br i1 %26, label %27, label %17, !llvm.loop !13

27:                                               ; preds = %17, %4, %11, %15
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @queens(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #5 {
  %6 = icmp eq i32 %0, %1
  br i1 %6, label %30, label %7

7:                                                ; preds = %5
  %8 = shl nsw i32 -1, %1
  %9 = or i32 %8, %2
  %10 = or i32 %9, %3
  %11 = or i32 %10, %4
  %12 = icmp eq i32 %11, -1
  br i1 %12, label %30, label %13

13:                                               ; preds = %7
  %14 = xor i32 %11, -1
  %15 = add nsw i32 %0, 1
  br label %16

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %14, %13 ], [ %21, %16 ]
  %18 = phi i32 [ 0, %13 ], [ %28, %16 ]
  %19 = sub i32 0, %17
  %20 = and i32 %17, %19
  %21 = xor i32 %20, %17
  %22 = or i32 %20, %2
  %23 = or i32 %20, %3
  %24 = shl i32 %23, 1
  %25 = or i32 %20, %4
  %26 = lshr i32 %25, 1
  %27 = tail call fastcc i32 @queens(i32 noundef %15, i32 noundef %1, i32 noundef %22, i32 noundef %24, i32 noundef %26)
  %28 = add nsw i32 %27, %18
  %29 = icmp eq i32 %20, %17
  br i1 %29, label %30, label %16, !llvm.loop !15

30:                                               ; preds = %16, %7, %5
  %31 = phi i32 [ 1, %5 ], [ 0, %7 ], [ %28, %16 ]
  ret i32 %31
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc double @power(double noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %2
  %5 = icmp slt i32 %1, 0
  br i1 %5, label %8, label %12

6:                                                ; preds = %2, %12, %8
  %7 = phi double [ %11, %8 ], [ %19, %12 ], [ 1.000000e+00, %2 ]
  ret double %7

8:                                                ; preds = %4
  %9 = sub nsw i32 0, %1
  %10 = tail call fastcc double @power(double noundef %0, i32 noundef %9)
  %11 = fdiv double 1.000000e+00, %10
  br label %6

12:                                               ; preds = %4
  %13 = lshr i32 %1, 1
  %14 = tail call fastcc double @power(double noundef %0, i32 noundef %13)
  %15 = and i32 %1, 1
  %16 = icmp eq i32 %15, 0
  %17 = fmul double %14, %14
  %18 = fmul double %17, %0
  %19 = select i1 %16, double %17, double %18
  br label %6
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
