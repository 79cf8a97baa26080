; ModuleID = 'c/23_bit_tricks.c'
source_filename = "c/23_bit_tricks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"%016llx pop=%2d/%2d clz=%2d ctz=%2d parity=%d bswap=%016llx rotr13=%016llx\0A\00", align 1
@__const.main.w = private unnamed_addr constant [5 x i32] [i32 1, i32 -2147483648, i32 -559038737, i32 15728880, i32 7], align 16
@.str.1 = private unnamed_addr constant [87 x i8] c"%08x pop=%d clz=%d ctz=%d ffs=%d rotl7=%08x rev=%08x bswap32=%08x bswap16=%04x np2=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"x=%d abs=%d sign=%d lowbit=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"isqrt(%llu)=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"gray:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %x\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"\0Asubsets of 0b1011:\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i64], align 16
  %2 = alloca [7 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #7
  store i64 1, ptr %1, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 255, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 -9223372036854775808, ptr %4, align 16
  %5 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 1311768467463790320, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 -1085102592571150095, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 12345, ptr %7, align 8
  br label %8

8:                                                ; preds = %0, %22
  %9 = phi i64 [ 0, %0 ], [ %32, %22 ]
  %10 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %9
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %11)
  %13 = trunc nuw nsw i64 %12 to i32
  %14 = icmp eq i64 %11, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %8, %15
  %16 = phi i32 [ %20, %15 ], [ 0, %8 ]
  %17 = phi i64 [ %19, %15 ], [ %11, %8 ]
  %18 = add i64 %17, -1
  %19 = and i64 %18, %17
  %20 = add nuw nsw i32 %16, 1
  %21 = icmp eq i64 %19, 0
  br i1 %21, label %22, label %15, !llvm.loop !9

22:                                               ; preds = %15, %8
  %23 = phi i32 [ 0, %8 ], [ %20, %15 ]
  %24 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %11, i1 true)
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %11, i1 true)
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = and i32 %13, 1
  %29 = tail call i64 @llvm.bswap.i64(i64 %11)
  %30 = tail call noundef i64 @llvm.fshl.i64(i64 %11, i64 %11, i64 51)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %11, i32 noundef %13, i32 noundef %23, i32 noundef %25, i32 noundef %27, i32 noundef %28, i64 noundef %29, i64 noundef %30)
  %32 = add nuw nsw i64 %9, 1
  %33 = icmp eq i64 %32, 6
  br i1 %33, label %34, label %8, !llvm.loop !11

34:                                               ; preds = %22, %34
  %35 = phi i64 [ %56, %34 ], [ 0, %22 ]
  %36 = getelementptr inbounds [5 x i32], ptr @__const.main.w, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !12
  %38 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %37)
  %39 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %37, i1 true)
  %40 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %37, i1 true)
  %41 = add nuw nsw i32 %40, 1
  %42 = tail call noundef i32 @llvm.fshl.i32(i32 %37, i32 %37, i32 7)
  %43 = tail call noundef i32 @llvm.bitreverse.i32(i32 %37)
  %44 = tail call i32 @llvm.bswap.i32(i32 %37)
  %45 = trunc i32 %37 to i16
  %46 = tail call i16 @llvm.bswap.i16(i16 %45)
  %47 = zext i16 %46 to i32
  %48 = and i32 %37, 65535
  %49 = add nsw i32 %48, -1
  %50 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %49, i1 true)
  %51 = sub nuw nsw i32 32, %50
  %52 = shl nuw nsw i32 1, %51
  %53 = icmp ugt i64 %35, 1
  %54 = select i1 %53, i32 %52, i32 1
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37, i32 noundef %38, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %47, i32 noundef %54)
  %56 = add nuw nsw i64 %35, 1
  %57 = icmp eq i64 %56, 5
  br i1 %57, label %58, label %34, !llvm.loop !14

58:                                               ; preds = %34
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -5, i32 noundef 5, i32 noundef -1, i32 noundef 1)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 5, i32 noundef 1, i32 noundef 1)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef 2147483647, i32 noundef -1, i32 noundef 1)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef 100, i32 noundef 1, i32 noundef 4)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %2, i8 0, i64 16, i1 false)
  %63 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 1, ptr %63, align 8
  %64 = getelementptr inbounds i8, ptr %2, i64 16
  store i64 15, ptr %64, align 16
  %65 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 16, ptr %65, align 8
  %66 = getelementptr inbounds i8, ptr %2, i64 32
  store i64 1000000, ptr %66, align 16
  %67 = getelementptr inbounds i8, ptr %2, i64 40
  store i64 999999999999, ptr %67, align 8
  %68 = getelementptr inbounds i8, ptr %2, i64 48
  store i64 -1, ptr %68, align 16
  br label %97

69:                                               ; preds = %120
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13)
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 15)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 14)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 11)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 11)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  %96 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #7
  ret i32 0

97:                                               ; preds = %58, %120
  %98 = phi i64 [ 0, %58 ], [ %123, %120 ]
  %99 = getelementptr inbounds [7 x i64], ptr %2, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !5
  br label %101

101:                                              ; preds = %101, %97
  %102 = phi i64 [ 4611686018427387904, %97 ], [ %104, %101 ]
  %103 = icmp ugt i64 %102, %100
  %104 = lshr i64 %102, 2
  br i1 %103, label %101, label %105, !llvm.loop !15

105:                                              ; preds = %101
  %106 = icmp eq i64 %102, 0
  br i1 %106, label %120, label %107

107:                                              ; preds = %105, %107
  %108 = phi i64 [ %118, %107 ], [ %102, %105 ]
  %109 = phi i64 [ %117, %107 ], [ 0, %105 ]
  %110 = phi i64 [ %115, %107 ], [ %100, %105 ]
  %111 = add nuw i64 %109, %108
  %112 = icmp ult i64 %110, %111
  %113 = lshr i64 %109, 1
  %114 = select i1 %112, i64 0, i64 %111
  %115 = sub i64 %110, %114
  %116 = select i1 %112, i64 0, i64 %108
  %117 = add nuw i64 %116, %113
  %118 = lshr i64 %108, 2
  %119 = icmp ult i64 %108, 4
  br i1 %119, label %120, label %107, !llvm.loop !16

120:                                              ; preds = %107, %105
  %121 = phi i64 [ 0, %105 ], [ %117, %107 ]
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %100, i64 noundef %121)
  %123 = add nuw nsw i64 %98, 1
  %124 = icmp eq i64 %123, 7
  br i1 %124, label %69, label %97, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
