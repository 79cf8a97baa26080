; ModuleID = 'c/23_bit_tricks.c'
source_filename = "c/23_bit_tricks.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"%016llx pop=%2d/%2d clz=%2d ctz=%2d parity=%d bswap=%016llx rotr13=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [87 x i8] c"%08x pop=%d clz=%d ctz=%d ffs=%d rotl7=%08x rev=%08x bswap32=%08x bswap16=%04x np2=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"x=%d abs=%d sign=%d lowbit=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"isqrt(%llu)=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"gray:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %x\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"\0Asubsets of 0b1011:\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x i64], align 16
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 63, i32 noundef 0, i32 noundef 1, i64 noundef 72057594037927936, i64 noundef 2251799813685248)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 255, i32 noundef 8, i32 noundef 8, i32 noundef 56, i32 noundef 0, i32 noundef 0, i64 noundef -72057594037927936, i64 noundef 574208952489738240)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 63, i32 noundef 1, i64 noundef 128, i64 noundef 1125899906842624)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 1311768467463790320, i32 noundef 32, i32 noundef 32, i32 noundef 3, i32 noundef 4, i32 noundef 0, i64 noundef -1090226688147180526, i64 noundef -612329421335636506)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -1085102592571150095, i32 noundef 33, i32 noundef 33, i32 noundef 0, i32 noundef 0, i32 noundef 1, i64 noundef -1013044998533222160, i64 noundef -8678568940755515513)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 12345, i32 noundef 6, i32 noundef 6, i32 noundef 50, i32 noundef 0, i32 noundef 0, i64 noundef 4120793659044003840, i64 noundef -9095019447474716671)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef 1, i32 noundef 31, i32 noundef 0, i32 noundef 1, i32 noundef 128, i32 noundef -2147483648, i32 noundef 16777216, i32 noundef 256, i32 noundef 1)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -2147483648, i32 noundef 1, i32 noundef 0, i32 noundef 31, i32 noundef 32, i32 noundef 64, i32 noundef 1, i32 noundef 128, i32 noundef 0, i32 noundef 1)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -559038737, i32 noundef 24, i32 noundef 0, i32 noundef 0, i32 noundef 1, i32 noundef 1457485807, i32 noundef -142756485, i32 noundef -272716322, i32 noundef 61374, i32 noundef 65536)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15728880, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 5, i32 noundef 2013296640, i32 noundef 251662080, i32 noundef -268374016, i32 noundef 61440, i32 noundef 256)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef 3, i32 noundef 29, i32 noundef 0, i32 noundef 1, i32 noundef 896, i32 noundef -536870912, i32 noundef 117440512, i32 noundef 1792, i32 noundef 8)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -5, i32 noundef 5, i32 noundef -1, i32 noundef 1)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef 5, i32 noundef 1, i32 noundef 1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -2147483647, i32 noundef 2147483647, i32 noundef -1, i32 noundef 1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef 100, i32 noundef 1, i32 noundef 4)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #4
  store <2 x i64> <i64 0, i64 1>, ptr %1, align 16
  %17 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 15, i64 16>, ptr %17, align 16
  %18 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 1000000, i64 999999999999>, ptr %18, align 16
  %19 = getelementptr inbounds i8, ptr %1, i64 48
  store i64 -1, ptr %19, align 16
  br label %48

20:                                               ; preds = %71
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 6)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 7)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 5)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 12)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 13)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 15)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 14)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 10)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 11)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 9)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 11)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 10)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 9)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 8)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0)
  %47 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #4
  ret i32 0

48:                                               ; preds = %0, %71
  %49 = phi i64 [ 0, %0 ], [ %74, %71 ]
  %50 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !6
  br label %52

52:                                               ; preds = %52, %48
  %53 = phi i64 [ 4611686018427387904, %48 ], [ %55, %52 ]
  %54 = icmp ugt i64 %53, %51
  %55 = lshr i64 %53, 2
  br i1 %54, label %52, label %56, !llvm.loop !10

56:                                               ; preds = %52
  %57 = icmp eq i64 %53, 0
  br i1 %57, label %71, label %58

58:                                               ; preds = %56, %58
  %59 = phi i64 [ %69, %58 ], [ %53, %56 ]
  %60 = phi i64 [ %68, %58 ], [ 0, %56 ]
  %61 = phi i64 [ %66, %58 ], [ %51, %56 ]
  %62 = add nuw i64 %60, %59
  %63 = icmp ult i64 %61, %62
  %64 = lshr i64 %60, 1
  %65 = select i1 %63, i64 0, i64 %62
  %66 = sub i64 %61, %65
  %67 = select i1 %63, i64 0, i64 %59
  %68 = add nuw i64 %67, %64
  %69 = lshr i64 %59, 2
  %70 = icmp ult i64 %59, 4
  br i1 %70, label %71, label %58, !llvm.loop !12

71:                                               ; preds = %58, %56
  %72 = phi i64 [ 0, %56 ], [ %68, %58 ]
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %51, i64 noundef %72)
  %74 = add nuw nsw i64 %49, 1
  %75 = icmp eq i64 %74, 7
  br i1 %75, label %20, label %48, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
