; ModuleID = 'c/24_overflow.c'
source_filename = "c/24_overflow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"add(INT_MAX,1) ovf=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"sub(INT_MIN,1) ovf=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"mul(65536,65536) ovf=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"mul(46340,46340) ovf=%d r=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"uadd(UINT_MAX,1) ovf=%d u=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"usub(0,1) ovf=%d u=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"i16 add 30000+30000 ovf=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"u64 mul ovf=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"sat_add32: %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"sat_add_u8: %u %u\0A\00", align 1
@.str.10 = private unnamed_addr constant [39 x i8] c"first n with n! overflowing int64: %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"first fib overflowing u32: F(%d)\0A\00", align 1
@__const.main.ns = private unnamed_addr constant [6 x i32] [i32 10, i32 30, i32 60, i32 67, i32 68, i32 100], align 4
@.str.12 = private unnamed_addr constant [19 x i8] c"C(%d,%d) = %lld%s\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c" (overflow)\00", align 1
@.str.14 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.15 = private unnamed_addr constant [29 x i8] c"u8 200 - u8 50 -> i8 ovf=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [28 x i8] c"i32 -1 -> u32 add 0 ovf=%d\0A\00", align 1
@.str.17 = private unnamed_addr constant [20 x i8] c"wrapping hash = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0, i32 noundef 2147395600)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 0)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef -1)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2147483647, i32 noundef -2147483648, i32 noundef 50)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 255, i32 noundef 200)
  br label %11

11:                                               ; preds = %11, %0
  %12 = phi i64 [ 1, %0 ], [ %15, %11 ]
  %13 = phi { i64, i1 } [ { i64 1, i1 false }, %0 ], [ %16, %11 ]
  %14 = extractvalue { i64, i1 } %13, 0
  %15 = add nuw nsw i64 %12, 1
  %16 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %14, i64 %15)
  %17 = extractvalue { i64, i1 } %16, 1
  br i1 %17, label %18, label %11

18:                                               ; preds = %11
  %19 = trunc nuw i64 %15 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %19)
  br label %21

21:                                               ; preds = %21, %18
  %22 = phi i32 [ 0, %18 ], [ %23, %21 ]
  %23 = phi i32 [ 1, %18 ], [ %28, %21 ]
  %24 = phi i32 [ 1, %18 ], [ %27, %21 ]
  %25 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %22, i32 %23)
  %26 = extractvalue { i32, i1 } %25, 1
  %27 = add nuw nsw i32 %24, 1
  %28 = extractvalue { i32, i1 } %25, 0
  br i1 %26, label %29, label %21

29:                                               ; preds = %21
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %27)
  br label %34

31:                                               ; preds = %58
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef 1)
  br label %66

34:                                               ; preds = %29, %58
  %35 = phi i64 [ 0, %29 ], [ %62, %58 ]
  %36 = getelementptr inbounds [6 x i32], ptr @__const.main.ns, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = sdiv i32 %37, 2
  %39 = sub nsw i32 %37, %38
  %40 = tail call i32 @llvm.smin.i32(i32 %39, i32 %38)
  %41 = icmp slt i32 %40, 1
  br i1 %41, label %58, label %42

42:                                               ; preds = %34
  %43 = sub i32 %37, %40
  %44 = sext i32 %43 to i64
  %45 = add nuw nsw i32 %40, 1
  %46 = zext nneg i32 %45 to i64
  br label %47

47:                                               ; preds = %53, %42
  %48 = phi i64 [ 1, %42 ], [ %56, %53 ]
  %49 = phi i64 [ 1, %42 ], [ %55, %53 ]
  %50 = add nsw i64 %48, %44
  %51 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %49, i64 %50)
  %52 = extractvalue { i64, i1 } %51, 1
  br i1 %52, label %58, label %53

53:                                               ; preds = %47
  %54 = extractvalue { i64, i1 } %51, 0
  %55 = sdiv i64 %54, %48
  %56 = add nuw nsw i64 %48, 1
  %57 = icmp eq i64 %56, %46
  br i1 %57, label %58, label %47, !llvm.loop !10

58:                                               ; preds = %53, %47, %34
  %59 = phi i64 [ 1, %34 ], [ %55, %53 ], [ 0, %47 ]
  %60 = phi ptr [ @.str.14, %34 ], [ @.str.14, %53 ], [ @.str.13, %47 ]
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %37, i32 noundef %38, i64 noundef %59, ptr noundef nonnull %60)
  %62 = add nuw nsw i64 %35, 1
  %63 = icmp eq i64 %62, 6
  br i1 %63, label %31, label %34, !llvm.loop !12

64:                                               ; preds = %66
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i32 noundef %71)
  ret i32 0

66:                                               ; preds = %31, %66
  %67 = phi i32 [ 0, %31 ], [ %72, %66 ]
  %68 = phi i32 [ 0, %31 ], [ %71, %66 ]
  %69 = mul i32 %68, 31
  %70 = mul i32 %67, -1640531535
  %71 = add i32 %70, %69
  %72 = add nuw nsw i32 %67, 1
  %73 = icmp eq i32 %72, 1000
  br i1 %73, label %64, label %66, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
