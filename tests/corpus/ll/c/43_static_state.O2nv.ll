; ModuleID = 'c/43_static_state.c'
source_filename = "c/43_static_state.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@collatz_len.cache = internal unnamed_addr global [10000 x i32] zeroinitializer, align 16
@fsm_step.in_word = internal unnamed_addr global i1 false, align 4
@fsm_step.words = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load i32, ptr @next_id.id, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @next_id.id, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %4 = load i32, ptr @next_id.id, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @next_id.id, align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %7 = load i32, ptr @next_id.id, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @next_id.id, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  %10 = load i32, ptr @next_id.id, align 4, !tbaa !5
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @next_id.id, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10)
  %13 = load i32, ptr @next_id.id, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @next_id.id, align 4, !tbaa !5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %17 = load i32, ptr @rng.s, align 4, !tbaa !5
  %18 = shl i32 %17, 13
  %19 = xor i32 %18, %17
  %20 = lshr i32 %19, 17
  %21 = xor i32 %20, %19
  %22 = shl i32 %21, 5
  %23 = xor i32 %22, %21
  store i32 %23, ptr @rng.s, align 4, !tbaa !5
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23)
  %25 = load i32, ptr @rng.s, align 4, !tbaa !5
  %26 = shl i32 %25, 13
  %27 = xor i32 %26, %25
  %28 = lshr i32 %27, 17
  %29 = xor i32 %28, %27
  %30 = shl i32 %29, 5
  %31 = xor i32 %30, %29
  store i32 %31, ptr @rng.s, align 4, !tbaa !5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31)
  %33 = load i32, ptr @rng.s, align 4, !tbaa !5
  %34 = shl i32 %33, 13
  %35 = xor i32 %34, %33
  %36 = lshr i32 %35, 17
  %37 = xor i32 %36, %35
  %38 = shl i32 %37, 5
  %39 = xor i32 %38, %37
  store i32 %39, ptr @rng.s, align 4, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39)
  %41 = load i32, ptr @rng.s, align 4, !tbaa !5
  %42 = shl i32 %41, 13
  %43 = xor i32 %42, %41
  %44 = lshr i32 %43, 17
  %45 = xor i32 %44, %43
  %46 = shl i32 %45, 5
  %47 = xor i32 %46, %45
  store i32 %47, ptr @rng.s, align 4, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %49 = load i32, ptr @rng.s, align 4, !tbaa !5
  %50 = shl i32 %49, 13
  %51 = xor i32 %50, %49
  %52 = lshr i32 %51, 17
  %53 = xor i32 %52, %51
  %54 = shl i32 %53, 5
  %55 = xor i32 %54, %53
  store i32 %55, ptr @rng.s, align 4, !tbaa !5
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %55)
  %57 = load i32, ptr @rng.s, align 4, !tbaa !5
  %58 = shl i32 %57, 13
  %59 = xor i32 %58, %57
  %60 = lshr i32 %59, 17
  %61 = xor i32 %60, %59
  %62 = shl i32 %61, 5
  %63 = xor i32 %62, %61
  store i32 %63, ptr @rng.s, align 4, !tbaa !5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %63)
  %65 = tail call i32 @putchar(i32 10)
  %66 = load double, ptr @running_mean.sum, align 8, !tbaa !9
  %67 = fadd double %66, 1.000000e+00
  %68 = load i32, ptr @running_mean.n, align 4, !tbaa !5
  %69 = add nsw i32 %68, 1
  %70 = sitofp i32 %69 to double
  %71 = fdiv double %67, %70
  store double %67, ptr @running_mean.sum, align 8
  store i32 %69, ptr @running_mean.n, align 4
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %71)
  %73 = load double, ptr @running_mean.sum, align 8, !tbaa !9
  %74 = fadd double %73, 4.000000e+00
  %75 = load i32, ptr @running_mean.n, align 4, !tbaa !5
  %76 = add nsw i32 %75, 1
  %77 = sitofp i32 %76 to double
  %78 = fdiv double %74, %77
  store double %74, ptr @running_mean.sum, align 8
  store i32 %76, ptr @running_mean.n, align 4
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %78)
  %80 = load double, ptr @running_mean.sum, align 8, !tbaa !9
  %81 = fadd double %80, 9.000000e+00
  %82 = load i32, ptr @running_mean.n, align 4, !tbaa !5
  %83 = add nsw i32 %82, 1
  %84 = sitofp i32 %83 to double
  %85 = fdiv double %81, %84
  store double %81, ptr @running_mean.sum, align 8
  store i32 %83, ptr @running_mean.n, align 4
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %85)
  %87 = load double, ptr @running_mean.sum, align 8, !tbaa !9
  %88 = fadd double %87, 1.600000e+01
  %89 = load i32, ptr @running_mean.n, align 4, !tbaa !5
  %90 = add nsw i32 %89, 1
  %91 = sitofp i32 %90 to double
  %92 = fdiv double %88, %91
  store double %88, ptr @running_mean.sum, align 8
  store i32 %90, ptr @running_mean.n, align 4
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %92)
  %94 = load double, ptr @running_mean.sum, align 8, !tbaa !9
  %95 = fadd double %94, 2.500000e+01
  %96 = load i32, ptr @running_mean.n, align 4, !tbaa !5
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
  br i1 %102, label %103, label %108

103:                                              ; preds = %0
  %104 = load i32, ptr @sin_table.init_count, align 4, !tbaa !5
  br label %133

105:                                              ; preds = %108
  store i1 true, ptr @sin_table.initialised, align 4
  %106 = load i32, ptr @sin_table.init_count, align 4, !tbaa !5
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr @sin_table.init_count, align 4, !tbaa !5
  br label %133

108:                                              ; preds = %0, %108
  %109 = phi i64 [ %131, %108 ], [ 0, %0 ]
  %110 = trunc nuw nsw i64 %109 to i32
  %111 = uitofp nneg i32 %110 to double
  %112 = fmul double %111, 1.125000e+01
  %113 = fmul double %112, 4.000000e+00
  %114 = fsub double 1.800000e+02, %112
  %115 = fmul double %113, %114
  %116 = fneg double %112
  %117 = tail call double @llvm.fmuladd.f64(double %116, double %114, double 4.050000e+04)
  %118 = fdiv double %115, %117
  %119 = getelementptr inbounds [16 x double], ptr @sin_table.table, i64 0, i64 %109
  store double %118, ptr %119, align 16, !tbaa !9
  %120 = or disjoint i64 %109, 1
  %121 = trunc nuw nsw i64 %120 to i32
  %122 = uitofp nneg i32 %121 to double
  %123 = fmul double %122, 1.125000e+01
  %124 = fmul double %123, 4.000000e+00
  %125 = fsub double 1.800000e+02, %123
  %126 = fmul double %124, %125
  %127 = fneg double %123
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %125, double 4.050000e+04)
  %129 = fdiv double %126, %128
  %130 = getelementptr inbounds [16 x double], ptr @sin_table.table, i64 0, i64 %120
  store double %129, ptr %130, align 8, !tbaa !9
  %131 = add nuw nsw i64 %109, 2
  %132 = icmp eq i64 %131, 16
  br i1 %132, label %105, label %108, !llvm.loop !11

133:                                              ; preds = %103, %105
  %134 = phi i32 [ %104, %103 ], [ %107, %105 ]
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %134)
  %136 = load i1, ptr @sin_table.initialised, align 4
  br i1 %136, label %137, label %142

137:                                              ; preds = %133
  %138 = load i32, ptr @sin_table.init_count, align 4, !tbaa !5
  br label %167

139:                                              ; preds = %142
  store i1 true, ptr @sin_table.initialised, align 4
  %140 = load i32, ptr @sin_table.init_count, align 4, !tbaa !5
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr @sin_table.init_count, align 4, !tbaa !5
  br label %167

142:                                              ; preds = %133, %142
  %143 = phi i64 [ %165, %142 ], [ 0, %133 ]
  %144 = trunc nuw nsw i64 %143 to i32
  %145 = uitofp nneg i32 %144 to double
  %146 = fmul double %145, 1.125000e+01
  %147 = fmul double %146, 4.000000e+00
  %148 = fsub double 1.800000e+02, %146
  %149 = fmul double %147, %148
  %150 = fneg double %146
  %151 = tail call double @llvm.fmuladd.f64(double %150, double %148, double 4.050000e+04)
  %152 = fdiv double %149, %151
  %153 = getelementptr inbounds [16 x double], ptr @sin_table.table, i64 0, i64 %143
  store double %152, ptr %153, align 16, !tbaa !9
  %154 = or disjoint i64 %143, 1
  %155 = trunc nuw nsw i64 %154 to i32
  %156 = uitofp nneg i32 %155 to double
  %157 = fmul double %156, 1.125000e+01
  %158 = fmul double %157, 4.000000e+00
  %159 = fsub double 1.800000e+02, %157
  %160 = fmul double %158, %159
  %161 = fneg double %157
  %162 = tail call double @llvm.fmuladd.f64(double %161, double %159, double 4.050000e+04)
  %163 = fdiv double %160, %162
  %164 = getelementptr inbounds [16 x double], ptr @sin_table.table, i64 0, i64 %154
  store double %163, ptr %164, align 8, !tbaa !9
  %165 = add nuw nsw i64 %143, 2
  %166 = icmp eq i64 %165, 16
  br i1 %166, label %139, label %142, !llvm.loop !11

167:                                              ; preds = %137, %139
  %168 = phi i32 [ %138, %137 ], [ %141, %139 ]
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %168)
  %170 = load double, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 32), align 16, !tbaa !9
  %171 = load double, ptr getelementptr inbounds (i8, ptr @sin_table.table, i64 64), align 16, !tbaa !9
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %170, double noundef %171)
  br label %177

173:                                              ; preds = %177
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %184, i64 noundef %183)
  %175 = load i1, ptr @fsm_step.in_word, align 4
  %176 = load i32, ptr @fsm_step.words, align 4, !tbaa !5
  br label %192

177:                                              ; preds = %167, %177
  %178 = phi i64 [ 1, %167 ], [ %185, %177 ]
  %179 = phi i64 [ 0, %167 ], [ %184, %177 ]
  %180 = phi i64 [ 0, %167 ], [ %183, %177 ]
  %181 = tail call fastcc i64 @collatz_len(i64 noundef %178)
  %182 = icmp sgt i64 %181, %180
  %183 = tail call i64 @llvm.smax.i64(i64 %181, i64 %180)
  %184 = select i1 %182, i64 %178, i64 %179
  %185 = add nuw nsw i64 %178, 1
  %186 = icmp eq i64 %185, 10000
  br i1 %186, label %173, label %177, !llvm.loop !13

187:                                              ; preds = %203
  store i1 true, ptr @fsm_step.in_word, align 4
  %188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %204)
  %189 = load i32, ptr @fsm_step.words, align 4, !tbaa !5
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr @fsm_step.words, align 4, !tbaa !5
  store i1 true, ptr @fsm_step.in_word, align 4
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %190)
  ret i32 0

192:                                              ; preds = %216, %173
  %193 = phi i8 [ 115, %173 ], [ %220, %216 ]
  %194 = phi i64 [ 0, %173 ], [ %218, %216 ]
  %195 = phi i1 [ %175, %173 ], [ %212, %216 ]
  %196 = phi i32 [ %176, %173 ], [ %217, %216 ]
  %197 = and i8 %193, -33
  %198 = add i8 %197, -91
  %199 = icmp ult i8 %198, -26
  %200 = select i1 %199, i1 true, i1 %195
  br i1 %200, label %203, label %201

201:                                              ; preds = %192
  %202 = add nsw i32 %196, 1
  store i32 %202, ptr @fsm_step.words, align 4, !tbaa !5
  br label %203

203:                                              ; preds = %192, %201
  %204 = phi i32 [ %202, %201 ], [ %196, %192 ]
  %205 = icmp eq i64 %194, 56
  br i1 %205, label %187, label %206, !llvm.loop !14

206:                                              ; preds = %203
  %207 = or disjoint i64 %194, 1
  %208 = getelementptr inbounds i8, ptr @.str.8, i64 %207
  %209 = load i8, ptr %208, align 1, !tbaa !15
  %210 = and i8 %209, -33
  %211 = add i8 %210, -65
  %212 = icmp ult i8 %211, 26
  %213 = and i1 %199, %212
  br i1 %213, label %214, label %216

214:                                              ; preds = %206
  %215 = add nsw i32 %204, 1
  store i32 %215, ptr @fsm_step.words, align 4, !tbaa !5
  br label %216

216:                                              ; preds = %214, %206
  %217 = phi i32 [ %215, %214 ], [ %204, %206 ]
  %218 = add nuw nsw i64 %194, 2
  %219 = getelementptr inbounds i8, ptr @.str.8, i64 %218
  %220 = load i8, ptr %219, align 1, !tbaa !15
  br label %192
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
  %7 = load i32, ptr %6, align 4, !tbaa !5
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
  store i32 %21, ptr %22, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %11, %20, %1, %9
  %24 = phi i64 [ %10, %9 ], [ 1, %1 ], [ %19, %20 ], [ %19, %11 ]
  ret i64 %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!7, !7, i64 0}
