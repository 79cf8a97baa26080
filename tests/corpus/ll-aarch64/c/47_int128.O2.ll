; ModuleID = 'c/47_int128.c'
source_filename = "c/47_int128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [7 x i32], align 4
  br label %4

2:                                                ; preds = %4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %12)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %1, i8 0, i64 28, i1 false)
  br label %15

4:                                                ; preds = %0, %4
  %5 = phi i64 [ -7046029254386353131, %0 ], [ %12, %4 ]
  %6 = phi i64 [ 1, %0 ], [ %13, %4 ]
  %7 = xor i64 %5, %6
  %8 = zext i64 %7 to i128
  %9 = mul nuw i128 %8, 18397679294719823053
  %10 = lshr i128 %9, 64
  %11 = xor i128 %10, %9
  %12 = trunc i128 %11 to i64
  %13 = add nuw nsw i64 %6, 1
  %14 = icmp eq i64 %13, 1001
  br i1 %14, label %2, label %4, !llvm.loop !6

15:                                               ; preds = %2, %15
  %16 = phi i64 [ 0, %2 ], [ %27, %15 ]
  %17 = mul i64 %16, -4265267296055464877
  %18 = zext i64 %17 to i128
  %19 = shl nuw nsw i128 %18, 17
  %20 = zext nneg i64 %16 to i128
  %21 = add nuw nsw i128 %19, %20
  %22 = urem i128 %21, 7
  %23 = trunc nuw nsw i128 %22 to i64
  %24 = getelementptr inbounds [7 x i32], ptr %1, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !8
  %26 = add i32 %25, 1
  store i32 %26, ptr %24, align 4, !tbaa !8
  %27 = add nuw nsw i64 %16, 1
  %28 = icmp eq i64 %27, 7000
  br i1 %28, label %29, label %15, !llvm.loop !12

29:                                               ; preds = %15
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %31 = load i32, ptr %1, align 4, !tbaa !8
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %1, i64 8
  %37 = load i32, ptr %36, align 4, !tbaa !8
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  %39 = getelementptr inbounds i8, ptr %1, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !8
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %40)
  %42 = getelementptr inbounds i8, ptr %1, i64 16
  %43 = load i32, ptr %42, align 4, !tbaa !8
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 20
  %46 = load i32, ptr %45, align 4, !tbaa !8
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46)
  %48 = getelementptr inbounds i8, ptr %1, i64 24
  %49 = load i32, ptr %48, align 4, !tbaa !8
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %49)
  %51 = load ptr, ptr @stdout, align 8, !tbaa !13
  %52 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %51)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20)
  %54 = tail call fastcc i128 @factorial(i32 noundef 20)
  tail call fastcc void @print_i128(i128 noundef %54)
  %55 = load ptr, ptr @stdout, align 8, !tbaa !13
  %56 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %55)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 33)
  %58 = tail call fastcc i128 @factorial(i32 noundef 33)
  tail call fastcc void @print_i128(i128 noundef %58)
  %59 = load ptr, ptr @stdout, align 8, !tbaa !13
  %60 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %59)
  %61 = tail call fastcc i128 @factorial(i32 noundef 25)
  %62 = sdiv i128 %61, -7
  tail call fastcc void @print_i128(i128 noundef %62)
  %63 = srem i128 %61, 1000003
  %64 = trunc nsw i128 %63 to i32
  %65 = sub nsw i32 0, %64
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %65)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef 380295180068)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef 4688204490109628473)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 206158430208, double noundef 0x4648000000000000)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 19)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 0, i32 noundef 1)
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
define internal fastcc void @print_i128(i128 noundef %0) unnamed_addr #0 {
  %2 = alloca [3 x i64], align 8
  %3 = alloca [3 x i64], align 8
  %4 = icmp slt i128 %0, 0
  br i1 %4, label %5, label %32

5:                                                ; preds = %1
  %6 = load ptr, ptr @stdout, align 8, !tbaa !13
  %7 = tail call noundef i32 @putc(i32 noundef 45, ptr noundef %6)
  %8 = sub i128 0, %0
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #5
  br label %9

9:                                                ; preds = %9, %5
  %10 = phi i64 [ %17, %9 ], [ 0, %5 ]
  %11 = phi i128 [ %13, %9 ], [ %8, %5 ]
  %12 = freeze i128 %11
  %13 = udiv i128 %12, 10000000000000000000
  %14 = mul i128 %13, 10000000000000000000
  %15 = sub i128 %12, %14
  %16 = trunc nuw i128 %15 to i64
  %17 = add nuw nsw i64 %10, 1
  %18 = getelementptr inbounds [3 x i64], ptr %3, i64 0, i64 %10
  store i64 %16, ptr %18, align 8, !tbaa !15
  %19 = icmp ult i128 %11, 10000000000000000000
  br i1 %19, label %20, label %9, !llvm.loop !17

20:                                               ; preds = %9
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %16)
  %22 = icmp eq i64 %10, 0
  br i1 %22, label %31, label %23

23:                                               ; preds = %20, %23
  %24 = phi i64 [ %25, %23 ], [ %10, %20 ]
  %25 = add nsw i64 %24, -1
  %26 = and i64 %25, 4294967295
  %27 = getelementptr inbounds [3 x i64], ptr %3, i64 0, i64 %26
  %28 = load i64, ptr %27, align 8, !tbaa !15
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %28)
  %30 = icmp sgt i64 %24, 1
  br i1 %30, label %23, label %31, !llvm.loop !18

31:                                               ; preds = %23, %20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #5
  br label %56

32:                                               ; preds = %1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #5
  br label %33

33:                                               ; preds = %33, %32
  %34 = phi i64 [ %41, %33 ], [ 0, %32 ]
  %35 = phi i128 [ %37, %33 ], [ %0, %32 ]
  %36 = freeze i128 %35
  %37 = udiv i128 %36, 10000000000000000000
  %38 = mul i128 %37, 10000000000000000000
  %39 = sub i128 %36, %38
  %40 = trunc nuw i128 %39 to i64
  %41 = add nuw nsw i64 %34, 1
  %42 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %34
  store i64 %40, ptr %42, align 8, !tbaa !15
  %43 = icmp ult i128 %35, 10000000000000000000
  br i1 %43, label %44, label %33, !llvm.loop !17

44:                                               ; preds = %33
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef %40)
  %46 = icmp eq i64 %34, 0
  br i1 %46, label %55, label %47

47:                                               ; preds = %44, %47
  %48 = phi i64 [ %49, %47 ], [ %34, %44 ]
  %49 = add nsw i64 %48, -1
  %50 = and i64 %49, 4294967295
  %51 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8, !tbaa !15
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %52)
  %54 = icmp sgt i64 %48, 1
  br i1 %54, label %47, label %55, !llvm.loop !18

55:                                               ; preds = %47, %44
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #5
  br label %56

56:                                               ; preds = %55, %31
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i128 @factorial(i32 noundef %0) unnamed_addr #4 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %27, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = icmp eq i32 %0, 2
  br i1 %5, label %6, label %9

6:                                                ; preds = %24, %3
  %7 = phi i32 [ 2, %3 ], [ %11, %24 ]
  %8 = phi i128 [ 1, %3 ], [ %25, %24 ]
  br label %29

9:                                                ; preds = %3
  %10 = and i32 %4, -2
  %11 = add i32 %10, 2
  br label %12

12:                                               ; preds = %12, %9
  %13 = phi i32 [ 0, %9 ], [ %22, %12 ]
  %14 = phi i128 [ 1, %9 ], [ %20, %12 ]
  %15 = phi i128 [ 1, %9 ], [ %21, %12 ]
  %16 = add i32 %13, 2
  %17 = add i32 %13, 3
  %18 = zext nneg i32 %16 to i128
  %19 = zext nneg i32 %17 to i128
  %20 = mul i128 %14, %18
  %21 = mul i128 %15, %19
  %22 = add nuw i32 %13, 2
  %23 = icmp eq i32 %22, %10
  br i1 %23, label %24, label %12, !llvm.loop !19

24:                                               ; preds = %12
  %25 = mul i128 %21, %20
  %26 = icmp eq i32 %4, %10
  br i1 %26, label %27, label %6

27:                                               ; preds = %29, %24, %1
  %28 = phi i128 [ 1, %1 ], [ %25, %24 ], [ %33, %29 ]
  ret i128 %28

29:                                               ; preds = %6, %29
  %30 = phi i32 [ %34, %29 ], [ %7, %6 ]
  %31 = phi i128 [ %33, %29 ], [ %8, %6 ]
  %32 = zext nneg i32 %30 to i128
  %33 = mul nuw nsw i128 %31, %32
  %34 = add nuw i32 %30, 1
  %35 = icmp eq i32 %30, %0
  br i1 %35, label %27, label %29, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !10, i64 0}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !7, !20}
