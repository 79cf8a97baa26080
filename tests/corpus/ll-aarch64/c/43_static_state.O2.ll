; ModuleID = 'c/43_static_state.c'
source_filename = "c/43_static_state.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"id %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"rng:\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" %08x\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"mean after %d: %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"mean after reset: %.4f\0A\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"table[4]=%.6f table[8]=%.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [46 x i8] c"longest collatz below 10000: n=%lld len=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [58 x i8] c"static locals keep state, between calls; 42 is not a word\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"words = %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [29 x i8] c"words after more input = %d\0A\00", align 1
@next_id.id = internal unnamed_addr global i32 1000, align 4
@rng.s = internal unnamed_addr global i32 305419896, align 4
@running_mean.sum = internal unnamed_addr global double 0.000000e+00, align 8
@running_mean.n = internal unnamed_addr global i32 0, align 4
@sin_table.table = internal unnamed_addr global [16 x double] zeroinitializer, align 16
@sin_table.initialised = internal unnamed_addr global i1 false, align 4
@sin_table.init_count = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [31 x i8] c"  (sin_table init count = %d)\0A\00", align 1
@collatz_len.cache = internal unnamed_addr global [10000 x i32] zeroinitializer, align 4
@fsm_step.in_word = internal unnamed_addr global i1 false, align 4
@fsm_step.words = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %4 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @next_id.id, align 4, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %7 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @next_id.id, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %10 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @next_id.id, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10)
  %13 = load i32, ptr @next_id.id, align 4, !tbaa !6
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @next_id.id, align 4, !tbaa !6
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %17 = load i32, ptr @rng.s, align 4, !tbaa !6
  %18 = shl i32 %17, 13
  %19 = xor i32 %18, %17
  %20 = lshr i32 %19, 17
  %21 = xor i32 %20, %19
  %22 = shl i32 %21, 5
  %23 = xor i32 %22, %21
  store i32 %23, ptr @rng.s, align 4, !tbaa !6
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23)
  %25 = load i32, ptr @rng.s, align 4, !tbaa !6
  %26 = shl i32 %25, 13
  %27 = xor i32 %26, %25
  %28 = lshr i32 %27, 17
  %29 = xor i32 %28, %27
  %30 = shl i32 %29, 5
  %31 = xor i32 %30, %29
  store i32 %31, ptr @rng.s, align 4, !tbaa !6
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = load i32, ptr @rng.s, align 4, !tbaa !6
  %34 = shl i32 %33, 13
  %35 = xor i32 %34, %33
  %36 = lshr i32 %35, 17
  %37 = xor i32 %36, %35
  %38 = shl i32 %37, 5
  %39 = xor i32 %38, %37
  store i32 %39, ptr @rng.s, align 4, !tbaa !6
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39)
  %41 = load i32, ptr @rng.s, align 4, !tbaa !6
  %42 = shl i32 %41, 13
  %43 = xor i32 %42, %41
  %44 = lshr i32 %43, 17
  %45 = xor i32 %44, %43
  %46 = shl i32 %45, 5
  %47 = xor i32 %46, %45
  store i32 %47, ptr @rng.s, align 4, !tbaa !6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %49 = load i32, ptr @rng.s, align 4, !tbaa !6
  %50 = shl i32 %49, 13
  %51 = xor i32 %50, %49
  %52 = lshr i32 %51, 17
  %53 = xor i32 %52, %51
  %54 = shl i32 %53, 5
  %55 = xor i32 %54, %53
  store i32 %55, ptr @rng.s, align 4, !tbaa !6
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55)
  %57 = load i32, ptr @rng.s, align 4, !tbaa !6
  %58 = shl i32 %57, 13
  %59 = xor i32 %58, %57
  %60 = lshr i32 %59, 17
  %61 = xor i32 %60, %59
  %62 = shl i32 %61, 5
  %63 = xor i32 %62, %61
  store i32 %63, ptr @rng.s, align 4, !tbaa !6
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %63)
  %65 = tail call i32 @putchar(i32 10)
  %66 = load double, ptr @running_mean.sum, align 8, !tbaa !10
  %67 = fadd double %66, 1.000000e+00
  %68 = load i32, ptr @running_mean.n, align 4, !tbaa !6
  %69 = add nsw i32 %68, 1
  %70 = sitofp i32 %69 to double
  %71 = fdiv double %67, %70
  store double %67, ptr @running_mean.sum, align 8
  store i32 %69, ptr @running_mean.n, align 4
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %71)
  %73 = load double, ptr @running_mean.sum, align 8, !tbaa !10
  %74 = fadd double %73, 4.000000e+00
  %75 = load i32, ptr @running_mean.n, align 4, !tbaa !6
  %76 = add nsw i32 %75, 1
  %77 = sitofp i32 %76 to double
  %78 = fdiv double %74, %77
  store double %74, ptr @running_mean.sum, align 8
  store i32 %76, ptr @running_mean.n, align 4
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %78)
  %80 = load double, ptr @running_mean.sum, align 8, !tbaa !10
  %81 = fadd double %80, 9.000000e+00
  %82 = load i32, ptr @running_mean.n, align 4, !tbaa !6
  %83 = add nsw i32 %82, 1
  %84 = sitofp i32 %83 to double
  %85 = fdiv double %81, %84
  store double %81, ptr @running_mean.sum, align 8
  store i32 %83, ptr @running_mean.n, align 4
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %85)
  %87 = load double, ptr @running_mean.sum, align 8, !tbaa !10
  %88 = fadd double %87, 1.600000e+01
  %89 = load i32, ptr @running_mean.n, align 4, !tbaa !6
  %90 = add nsw i32 %89, 1
  %91 = sitofp i32 %90 to double
  %92 = fdiv double %88, %91
  store double %88, ptr @running_mean.sum, align 8
  store i32 %90, ptr @running_mean.n, align 4
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %92)
  %94 = load double, ptr @running_mean.sum, align 8, !tbaa !10
  %95 = fadd double %94, 2.500000e+01
  %96 = load i32, ptr @running_mean.n, align 4, !tbaa !6
  %97 = add nsw i32 %96, 1
  %98 = sitofp i32 %97 to double
  %99 = fdiv double %95, %98
  store double %95, ptr @running_mean.sum, align 8
  store i32 %97, ptr @running_mean.n, align 4
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %99)
  store double 4.200000e+01, ptr @running_mean.sum, align 8
  store i32 1, ptr @running_mean.n, align 4
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 4.200000e+01)
  %102 = load i1, ptr @sin_table.initialised, align 4
  br i1 %102, label %106, label %103

103:                                              ; preds = %0
  store <2 x double> <double 0.000000e+00, double 0x3FC92E29F79B4758>, ptr @sin_table.table, align 16, !tbaa !10
  store <2 x double> <double 0x3FD88C46231188C4, double 0x3FE1C3DF33EDC784>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 16), align 16, !tbaa !10
  store <2 x double> <double 0x3FE6969696969697, double 0x3FEA90E7D95BC60A>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 32), align 16, !tbaa !10
  store <2 x double> <double 0x3FED89D89D89D89E, double 0x3FEF609F609F609F>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 48), align 16, !tbaa !10
  store <2 x double> <double 1.000000e+00, double 0x3FEF609F609F609F>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 64), align 16, !tbaa !10
  store <2 x double> <double 0x3FED89D89D89D89E, double 0x3FEA90E7D95BC60A>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 80), align 16, !tbaa !10
  store <2 x double> <double 0x3FE6969696969697, double 0x3FE1C3DF33EDC784>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 96), align 16, !tbaa !10
  store <2 x double> <double 0x3FD88C46231188C4, double 0x3FC92E29F79B4758>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 112), align 16, !tbaa !10
  store i1 true, ptr @sin_table.initialised, align 4
  %104 = load i32, ptr @sin_table.init_count, align 4, !tbaa !6
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr @sin_table.init_count, align 4, !tbaa !6
  br label %108

106:                                              ; preds = %0
  %107 = load i32, ptr @sin_table.init_count, align 4, !tbaa !6
  br label %108

108:                                              ; preds = %106, %103
  %109 = phi i32 [ %107, %106 ], [ %105, %103 ]
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %109)
  %111 = load i1, ptr @sin_table.initialised, align 4
  br i1 %111, label %115, label %112

112:                                              ; preds = %108
  store <2 x double> <double 0.000000e+00, double 0x3FC92E29F79B4758>, ptr @sin_table.table, align 16, !tbaa !10
  store <2 x double> <double 0x3FD88C46231188C4, double 0x3FE1C3DF33EDC784>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 16), align 16, !tbaa !10
  store <2 x double> <double 0x3FE6969696969697, double 0x3FEA90E7D95BC60A>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 32), align 16, !tbaa !10
  store <2 x double> <double 0x3FED89D89D89D89E, double 0x3FEF609F609F609F>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 48), align 16, !tbaa !10
  store <2 x double> <double 1.000000e+00, double 0x3FEF609F609F609F>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 64), align 16, !tbaa !10
  store <2 x double> <double 0x3FED89D89D89D89E, double 0x3FEA90E7D95BC60A>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 80), align 16, !tbaa !10
  store <2 x double> <double 0x3FE6969696969697, double 0x3FE1C3DF33EDC784>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 96), align 16, !tbaa !10
  store <2 x double> <double 0x3FD88C46231188C4, double 0x3FC92E29F79B4758>, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 112), align 16, !tbaa !10
  store i1 true, ptr @sin_table.initialised, align 4
  %113 = load i32, ptr @sin_table.init_count, align 4, !tbaa !6
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr @sin_table.init_count, align 4, !tbaa !6
  br label %117

115:                                              ; preds = %108
  %116 = load i32, ptr @sin_table.init_count, align 4, !tbaa !6
  br label %117

117:                                              ; preds = %115, %112
  %118 = phi i32 [ %116, %115 ], [ %114, %112 ]
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %118)
  %120 = load double, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 32), align 16, !tbaa !10
  %121 = load double, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 64), align 16, !tbaa !10
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %120, double noundef %121)
  br label %127

123:                                              ; preds = %127
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %134, i64 noundef %133)
  %125 = load i1, ptr @fsm_step.in_word, align 4
  %126 = load i32, ptr @fsm_step.words, align 4, !tbaa !6
  br label %142

127:                                              ; preds = %117, %127
  %128 = phi i64 [ 1, %117 ], [ %135, %127 ]
  %129 = phi i64 [ 0, %117 ], [ %134, %127 ]
  %130 = phi i64 [ 0, %117 ], [ %133, %127 ]
  %131 = tail call fastcc i64 @collatz_len(i64 noundef %128)
  %132 = icmp sgt i64 %131, %130
  %133 = tail call i64 @llvm.smax.i64(i64 %131, i64 %130)
  %134 = select i1 %132, i64 %128, i64 %129
  %135 = add nuw nsw i64 %128, 1
  %136 = icmp eq i64 %135, 10000
  br i1 %136, label %123, label %127, !llvm.loop !12

137:                                              ; preds = %154
  store i1 true, ptr @fsm_step.in_word, align 4
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %155)
  %139 = load i32, ptr @fsm_step.words, align 4, !tbaa !6
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr @fsm_step.words, align 4, !tbaa !6
  store i1 true, ptr @fsm_step.in_word, align 4
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %140)
  ret i32 0

142:                                              ; preds = %123, %154
  %143 = phi i8 [ 115, %123 ], [ %158, %154 ]
  %144 = phi i64 [ 0, %123 ], [ %156, %154 ]
  %145 = phi i1 [ %125, %123 ], [ %149, %154 ]
  %146 = phi i32 [ %126, %123 ], [ %155, %154 ]
  %147 = and i8 %143, -33
  %148 = add i8 %147, -65
  %149 = icmp ult i8 %148, 26
  %150 = xor i1 %149, true
  %151 = select i1 %150, i1 true, i1 %145
  br i1 %151, label %154, label %152

152:                                              ; preds = %142
  %153 = add nsw i32 %146, 1
  store i32 %153, ptr @fsm_step.words, align 4, !tbaa !6
  br label %154

154:                                              ; preds = %142, %152
  %155 = phi i32 [ %153, %152 ], [ %146, %142 ]
  %156 = add nuw nsw i64 %144, 1
  %157 = getelementptr inbounds i8, ptr @.str.8, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !14
  %159 = icmp eq i64 %156, 57
  br i1 %159, label %137, label %142, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @collatz_len(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, 1
  br i1 %2, label %23, label %3

3:                                                ; preds = %1
  %4 = icmp slt i64 %0, 10000
  br i1 %4, label %5, label %11

5:                                                ; preds = %3
  %6 = getelementptr inbounds [10000 x i32], ptr @collatz_len.cache, i64 0, i64 %0
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = sext i32 %7 to i64
  br label %23

11:                                               ; preds = %5, %3
  %12 = and i64 %0, 1
  %13 = icmp eq i64 %12, 0
  %14 = mul nsw i64 %0, 3
  %15 = add nsw i64 %14, 1
  %16 = ashr exact i64 %0, 1
  %17 = select i1 %13, i64 %16, i64 %15
  %18 = tail call fastcc i64 @collatz_len(i64 noundef %17)
  %19 = add nsw i64 %18, 1
  br i1 %4, label %20, label %23

20:                                               ; preds = %11
  %21 = trunc i64 %19 to i32
  %22 = getelementptr inbounds [10000 x i32], ptr @collatz_len.cache, i64 0, i64 %0
  store i32 %21, ptr %22, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %11, %20, %1, %9
  %24 = phi i64 [ %10, %9 ], [ 1, %1 ], [ %19, %20 ], [ %19, %11 ]
  ret i64 %24
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !13}
