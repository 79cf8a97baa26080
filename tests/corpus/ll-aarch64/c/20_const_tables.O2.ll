; ModuleID = 'c/20_const_tables.c'
source_filename = "c/20_const_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@global_counter = dso_local global i32 5, align 4
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8
@__const.main.msg = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 1
@.str = private unnamed_addr constant [14 x i8] c"crc32 = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"crc32(\22123456789\22) = %08x\0A\00", align 1
@popcnt4 = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"total bits 0..999 = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"weighted = %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"%s 15 -> day %d (leap %d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%-3s z=%2d m=%8.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"total mass %.4f\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"colsum: %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"hex = %s\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.10 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"Apr\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"Oct\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"H\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"He\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"N\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"O\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"Fe\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"Au\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x i8], align 8
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ]
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %6 = icmp eq <4 x i32> %5, zeroinitializer
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <4 x i32> %10, zeroinitializer
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %15, zeroinitializer
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %21 = icmp eq <4 x i32> %20, zeroinitializer
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store <4 x i32> %44, ptr %45, align 4, !tbaa !6
  %46 = add nuw i64 %3, 4
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %49, label %2, !llvm.loop !10

49:                                               ; preds = %2, %49
  %50 = phi i64 [ %61, %49 ], [ 0, %2 ]
  %51 = phi i32 [ %60, %49 ], [ -1, %2 ]
  %52 = getelementptr inbounds i8, ptr @__const.main.msg, i64 %50
  %53 = load i8, ptr %52, align 1, !tbaa !14
  %54 = trunc i32 %51 to i8
  %55 = xor i8 %53, %54
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = lshr i32 %51, 8
  %60 = xor i32 %58, %59
  %61 = add nuw nsw i64 %50, 1
  %62 = icmp eq i64 %61, 43
  br i1 %62, label %63, label %49, !llvm.loop !15

63:                                               ; preds = %49
  %64 = xor i32 %60, -1
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %64)
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 4, !tbaa !6
  %67 = and i32 %66, 255
  %68 = xor i32 %67, 205
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = lshr i32 %66, 8
  %73 = xor i32 %72, %71
  %74 = and i32 %73, 255
  %75 = xor i32 %74, 204
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = lshr i32 %73, 8
  %80 = xor i32 %79, %78
  %81 = and i32 %80, 255
  %82 = xor i32 %81, 203
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = lshr i32 %80, 8
  %87 = xor i32 %85, %86
  %88 = and i32 %87, 255
  %89 = xor i32 %88, 53
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = lshr i32 %87, 8
  %94 = xor i32 %92, %93
  %95 = and i32 %94, 255
  %96 = xor i32 %95, 54
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = lshr i32 %94, 8
  %101 = xor i32 %99, %100
  %102 = and i32 %101, 255
  %103 = xor i32 %102, 55
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = lshr i32 %101, 8
  %108 = xor i32 %106, %107
  %109 = and i32 %108, 255
  %110 = xor i32 %109, 56
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = lshr i32 %108, 8
  %115 = xor i32 %113, %114
  %116 = and i32 %115, 255
  %117 = xor i32 %116, 57
  %118 = zext nneg i32 %117 to i64
  %119 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !6
  %121 = lshr i32 %115, 8
  %122 = xor i32 %120, %121
  %123 = xor i32 %122, -1
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %123)
  br label %125

125:                                              ; preds = %63, %125
  %126 = phi i32 [ 0, %63 ], [ %147, %125 ]
  %127 = phi i32 [ 0, %63 ], [ %146, %125 ]
  %128 = and i32 %126, 15
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %129
  %131 = load i8, ptr %130, align 1, !tbaa !14
  %132 = zext i8 %131 to i32
  %133 = lshr i32 %126, 4
  %134 = and i32 %133, 15
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !14
  %138 = zext i8 %137 to i32
  %139 = lshr i32 %126, 8
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !14
  %143 = zext i8 %142 to i32
  %144 = add nuw nsw i32 %127, %132
  %145 = add nuw nsw i32 %144, %138
  %146 = add nuw nsw i32 %145, %143
  %147 = add nuw nsw i32 %126, 1
  %148 = icmp eq i32 %147, 1000
  br i1 %148, label %149, label %125, !llvm.loop !16

149:                                              ; preds = %125
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %146)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 3.150000e+00)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.10, i32 noundef 15, i32 noundef 15)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.13, i32 noundef 105, i32 noundef 106)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.16, i32 noundef 196, i32 noundef 197)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.19, i32 noundef 288, i32 noundef 289)
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.22, i32 noundef 1, double noundef 1.008000e+00)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.23, i32 noundef 2, double noundef 4.002600e+00)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.24, i32 noundef 6, double noundef 1.201100e+01)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.25, i32 noundef 7, double noundef 1.400700e+01)
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.26, i32 noundef 8, double noundef 1.599900e+01)
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.27, i32 noundef 26, double noundef 5.584500e+01)
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.28, i32 noundef 79, double noundef 1.969700e+02)
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4072BD7B4A2339C1)
  %164 = load ptr, ptr @global_ptr, align 8, !tbaa !17
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = add nsw i32 %165, 10
  store i32 %166, ptr %164, align 4, !tbaa !6
  %167 = load i32, ptr @global_counter, align 4, !tbaa !6
  %168 = mul nsw i32 %167, 15
  %169 = mul nsw i32 %167, 18
  %170 = mul nsw i32 %167, 21
  %171 = mul nsw i32 %167, 24
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %168, i32 noundef %169, i32 noundef %170, i32 noundef %171)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1) #3
  store <8 x i8> <i8 99, i8 48, i8 102, i8 102, i8 101, i8 101, i8 52, i8 50>, ptr %1, align 8, !tbaa !14
  %173 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 0, ptr %173, align 8, !tbaa !14
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11, !12}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
