; ModuleID = 'c/47_int128.c'
source_filename = "c/47_int128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"mix: %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"buckets:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"mul_add: \00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c" (>>64: %llx, double %.6e)\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"overflows: %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [15 x i8] c"cmp: %d %d %d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"%019llu\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i32], align 16
  br label %4

2:                                                ; preds = %4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %19)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %1, i8 0, i64 28, i1 false)
  br label %22

4:                                                ; preds = %4, %0
  %5 = phi i64 [ -7046029254386353131, %0 ], [ %19, %4 ]
  %6 = phi i64 [ 1, %0 ], [ %20, %4 ]
  %7 = xor i64 %5, %6
  %8 = zext i64 %7 to i128
  %9 = mul nuw i128 %8, 18397679294719823053
  %10 = lshr i128 %9, 64
  %11 = xor i128 %10, %9
  %12 = trunc i128 %11 to i64
  %13 = add nuw nsw i64 %6, 1
  %14 = xor i64 %13, %12
  %15 = zext i64 %14 to i128
  %16 = mul nuw i128 %15, 18397679294719823053
  %17 = lshr i128 %16, 64
  %18 = xor i128 %17, %16
  %19 = trunc i128 %18 to i64
  %20 = add nuw nsw i64 %6, 2
  %21 = icmp eq i64 %20, 1001
  br i1 %21, label %2, label %4, !llvm.loop !5

22:                                               ; preds = %2, %22
  %23 = phi i64 [ 0, %2 ], [ %34, %22 ]
  %24 = mul i64 %23, -4265267296055464877
  %25 = zext i64 %24 to i128
  %26 = shl nuw nsw i128 %25, 17
  %27 = zext nneg i64 %23 to i128
  %28 = add nuw nsw i128 %26, %27
  %29 = urem i128 %28, 7
  %30 = trunc nuw nsw i128 %29 to i64
  %31 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !7
  %33 = add i32 %32, 1
  store i32 %33, ptr %31, align 4, !tbaa !7
  %34 = add nuw nsw i64 %23, 1
  %35 = icmp eq i64 %34, 7000
  br i1 %35, label %36, label %22, !llvm.loop !11

36:                                               ; preds = %22
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %38 = load i32, ptr %1, align 16, !tbaa !7
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %38)
  %40 = getelementptr inbounds i8, ptr %1, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !7
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41)
  %43 = getelementptr inbounds i8, ptr %1, i64 8
  %44 = load i32, ptr %43, align 8, !tbaa !7
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44)
  %46 = getelementptr inbounds i8, ptr %1, i64 12
  %47 = load i32, ptr %46, align 4, !tbaa !7
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %1, i64 16
  %50 = load i32, ptr %49, align 16, !tbaa !7
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50)
  %52 = getelementptr inbounds i8, ptr %1, i64 20
  %53 = load i32, ptr %52, align 4, !tbaa !7
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %53)
  %55 = getelementptr inbounds i8, ptr %1, i64 24
  %56 = load i32, ptr %55, align 8, !tbaa !7
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56)
  %58 = load ptr, ptr @stdout, align 8, !tbaa !12
  %59 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %58)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20)
  %61 = tail call fastcc { i64, i64 } @factorial(i32 noundef 20)
  %62 = extractvalue { i64, i64 } %61, 0
  %63 = extractvalue { i64, i64 } %61, 1
  tail call fastcc void @print_i128(i64 noundef %62, i64 noundef %63)
  %64 = load ptr, ptr @stdout, align 8, !tbaa !12
  %65 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %64)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 33)
  %67 = tail call fastcc { i64, i64 } @factorial(i32 noundef 33)
  %68 = extractvalue { i64, i64 } %67, 0
  %69 = extractvalue { i64, i64 } %67, 1
  tail call fastcc void @print_i128(i64 noundef %68, i64 noundef %69)
  %70 = load ptr, ptr @stdout, align 8, !tbaa !12
  %71 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %70)
  %72 = tail call fastcc { i64, i64 } @factorial(i32 noundef 25)
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  %75 = sub i64 0, %74
  %76 = zext i64 %75 to i128
  %77 = shl nuw i128 %76, 64
  %78 = zext i64 %73 to i128
  %79 = sub i128 %77, %78
  %80 = sdiv i128 %79, 7
  %81 = trunc i128 %80 to i64
  %82 = lshr i128 %80, 64
  %83 = trunc nuw i128 %82 to i64
  tail call fastcc void @print_i128(i64 noundef %81, i64 noundef %83)
  %84 = srem i128 %79, 1000003
  %85 = trunc nsw i128 %84 to i32
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %85)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 380295180068)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 4688204490109628473)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 206158430208, double noundef 0x4648000000000000)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 19)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 0, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_i128(i64 noundef %0, i64 noundef %1) unnamed_addr #0 {
  %3 = alloca [3 x i64], align 16
  %4 = alloca [3 x i64], align 16
  %5 = zext i64 %1 to i128
  %6 = shl nuw i128 %5, 64
  %7 = icmp slt i128 %6, 0
  %8 = zext i64 %0 to i128
  %9 = or disjoint i128 %6, %8
  br i1 %7, label %10, label %37

10:                                               ; preds = %2
  %11 = load ptr, ptr @stdout, align 8, !tbaa !12
  %12 = tail call noundef i32 @putc(i32 noundef 45, ptr noundef %11)
  %13 = sub i128 0, %9
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #5
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ %22, %14 ], [ 0, %10 ]
  %16 = phi i128 [ %18, %14 ], [ %13, %10 ]
  %17 = freeze i128 %16
  %18 = udiv i128 %17, 10000000000000000000
  %19 = mul i128 %18, 10000000000000000000
  %20 = sub i128 %17, %19
  %21 = trunc nuw i128 %20 to i64
  %22 = add nuw nsw i64 %15, 1
  %23 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %15
  store i64 %21, ptr %23, align 8, !tbaa !14
  %24 = icmp ult i128 %16, 10000000000000000000
  br i1 %24, label %25, label %14, !llvm.loop !16

25:                                               ; preds = %14
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %21)
  %27 = icmp eq i64 %15, 0
  br i1 %27, label %36, label %28

28:                                               ; preds = %25, %28
  %29 = phi i64 [ %30, %28 ], [ %15, %25 ]
  %30 = add nsw i64 %29, -1
  %31 = and i64 %30, 4294967295
  %32 = getelementptr inbounds [3 x i64], ptr %4, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !14
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %33)
  %35 = icmp sgt i64 %29, 1
  br i1 %35, label %28, label %36, !llvm.loop !17

36:                                               ; preds = %28, %25
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #5
  br label %61

37:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5
  br label %38

38:                                               ; preds = %38, %37
  %39 = phi i64 [ %46, %38 ], [ 0, %37 ]
  %40 = phi i128 [ %42, %38 ], [ %9, %37 ]
  %41 = freeze i128 %40
  %42 = udiv i128 %41, 10000000000000000000
  %43 = mul i128 %42, 10000000000000000000
  %44 = sub i128 %41, %43
  %45 = trunc nuw i128 %44 to i64
  %46 = add nuw nsw i64 %39, 1
  %47 = getelementptr inbounds [3 x i64], ptr %3, i64 0, i64 %39
  store i64 %45, ptr %47, align 8, !tbaa !14
  %48 = icmp ult i128 %40, 10000000000000000000
  br i1 %48, label %49, label %38, !llvm.loop !16

49:                                               ; preds = %38
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %45)
  %51 = icmp eq i64 %39, 0
  br i1 %51, label %60, label %52

52:                                               ; preds = %49, %52
  %53 = phi i64 [ %54, %52 ], [ %39, %49 ]
  %54 = add nsw i64 %53, -1
  %55 = and i64 %54, 4294967295
  %56 = getelementptr inbounds [3 x i64], ptr %3, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8, !tbaa !14
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %57)
  %59 = icmp sgt i64 %53, 1
  br i1 %59, label %52, label %60, !llvm.loop !17

60:                                               ; preds = %52, %49
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5
  br label %61

61:                                               ; preds = %60, %36
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc { i64, i64 } @factorial(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %33, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = add nsw i32 %0, -2
  %6 = and i32 %4, 7
  %7 = icmp ult i32 %5, 7
  br i1 %7, label %14, label %8

8:                                                ; preds = %3
  %9 = and i32 %4, -8
  br label %38

10:                                               ; preds = %38
  %11 = trunc i128 %64 to i64
  %12 = lshr i128 %64, 64
  %13 = trunc nuw i128 %12 to i64
  br label %14

14:                                               ; preds = %10, %3
  %15 = phi i64 [ poison, %3 ], [ %11, %10 ]
  %16 = phi i64 [ poison, %3 ], [ %13, %10 ]
  %17 = phi i32 [ 2, %3 ], [ %65, %10 ]
  %18 = phi i128 [ 1, %3 ], [ %64, %10 ]
  %19 = icmp eq i32 %6, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %14, %20
  %21 = phi i32 [ %26, %20 ], [ %17, %14 ]
  %22 = phi i128 [ %25, %20 ], [ %18, %14 ]
  %23 = phi i32 [ %27, %20 ], [ 0, %14 ]
  %24 = zext nneg i32 %21 to i128
  %25 = mul nuw nsw i128 %22, %24
  %26 = add nuw i32 %21, 1
  %27 = add i32 %23, 1
  %28 = icmp eq i32 %27, %6
  br i1 %28, label %29, label %20, !llvm.loop !18

29:                                               ; preds = %20
  %30 = trunc i128 %25 to i64
  %31 = lshr i128 %25, 64
  %32 = trunc nuw i128 %31 to i64
  br label %33

33:                                               ; preds = %29, %14, %1
  %34 = phi i64 [ 1, %1 ], [ %15, %14 ], [ %30, %29 ]
  %35 = phi i64 [ 0, %1 ], [ %16, %14 ], [ %32, %29 ]
  %36 = insertvalue { i64, i64 } poison, i64 %34, 0
  %37 = insertvalue { i64, i64 } %36, i64 %35, 1
  ret { i64, i64 } %37

38:                                               ; preds = %38, %8
  %39 = phi i32 [ 2, %8 ], [ %65, %38 ]
  %40 = phi i128 [ 1, %8 ], [ %64, %38 ]
  %41 = phi i32 [ 0, %8 ], [ %66, %38 ]
  %42 = zext nneg i32 %39 to i128
  %43 = mul nuw nsw i128 %40, %42
  %44 = or disjoint i32 %39, 1
  %45 = zext nneg i32 %44 to i128
  %46 = mul nuw nsw i128 %43, %45
  %47 = add nuw nsw i32 %39, 2
  %48 = zext nneg i32 %47 to i128
  %49 = mul nuw nsw i128 %46, %48
  %50 = add nuw nsw i32 %39, 3
  %51 = zext nneg i32 %50 to i128
  %52 = mul nuw nsw i128 %49, %51
  %53 = add nuw nsw i32 %39, 4
  %54 = zext nneg i32 %53 to i128
  %55 = mul nuw nsw i128 %52, %54
  %56 = add nuw nsw i32 %39, 5
  %57 = zext nneg i32 %56 to i128
  %58 = mul nuw nsw i128 %55, %57
  %59 = add nuw i32 %39, 6
  %60 = zext nneg i32 %59 to i128
  %61 = mul nuw nsw i128 %58, %60
  %62 = add nuw i32 %39, 7
  %63 = zext nneg i32 %62 to i128
  %64 = mul nuw nsw i128 %61, %63
  %65 = add nuw i32 %39, 8
  %66 = add i32 %41, 8
  %67 = icmp eq i32 %66, %9
  br i1 %67, label %10, label %38, !llvm.loop !20
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !6}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !9, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !9, i64 0}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !6}
