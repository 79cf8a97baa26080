; ModuleID = 'rev/78_allocation_like.c'
source_filename = "rev/78_allocation_like.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"0,-1\00", align 1
@__enzyme_allocation_like = dso_local local_unnamed_addr global [4 x ptr] [ptr @arena_alloc, ptr inttoptr (i64 1 to ptr), ptr @.str, ptr @arena_release], align 8
@live_blocks = internal unnamed_addr global i64 0, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"malloc\00", align 1
@__enzyme_function_like = dso_local local_unnamed_addr global [2 x ptr] [ptr @counted_malloc, ptr @.str.1], align 8
@.str.2 = private unnamed_addr constant [5 x i8] c"free\00", align 1
@__enzyme_function_like_free = dso_local local_unnamed_addr global [2 x ptr] [ptr @counted_free, ptr @.str.2], align 8
@arena.1 = internal unnamed_addr global i64 0, align 8
@arena.2 = internal unnamed_addr global i64 0, align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [6 x i8] c"arena\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"counted\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"counted forward\00", align 1
@.str.6 = private unnamed_addr constant [43 x i8] c"live blocks after the gradients: %ld FAIL\0A\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@arena_memory = internal unnamed_addr global [16384 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"%s d/dx[%d]\00", align 1
@.str.11 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local ptr @arena_alloc(ptr nocapture noundef %0, i64 noundef %1) #0 {
  %3 = load ptr, ptr %0, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %3, i64 %5
  %7 = add nsw i64 %1, 15
  %8 = and i64 %7, -16
  %9 = add nsw i64 %5, %8
  store i64 %9, ptr %4, align 8, !tbaa !12
  ret ptr %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @arena_release(ptr nocapture noundef %0, ptr nocapture readnone %1) #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !13
  %5 = add nsw i64 %4, 1
  store i64 %5, ptr %3, align 8, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @counted_malloc(i64 noundef %0) #2 {
  %2 = load i64, ptr @live_blocks, align 8, !tbaa !14
  %3 = add nsw i64 %2, 1
  store i64 %3, ptr @live_blocks, align 8, !tbaa !14
  %4 = tail call noalias ptr @malloc(i64 noundef %0) #15
  ret ptr %4
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn uwtable
define dso_local void @counted_free(ptr nocapture noundef %0) #4 {
  %2 = load i64, ptr @live_blocks, align 8, !tbaa !14
  %3 = add nsw i64 %2, -1
  store i64 %3, ptr @live_blocks, align 8, !tbaa !14
  tail call void @free(ptr noundef %0) #16
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define dso_local double @arena_loss(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = load i64, ptr @arena.1, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr @arena_memory, i64 %5
  %7 = add nsw i64 %4, 15
  %8 = and i64 %7, -16
  %9 = add nsw i64 %5, %8
  store i64 %9, ptr @arena.1, align 8, !tbaa !12
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %11, label %56

11:                                               ; preds = %2
  %12 = zext nneg i32 %1 to i64
  br label %46

13:                                               ; preds = %46
  br i1 %10, label %14, label %56

14:                                               ; preds = %13
  %15 = zext nneg i32 %1 to i64
  %16 = icmp eq i32 %1, 1
  br i1 %16, label %17, label %20

17:                                               ; preds = %44, %14
  %18 = phi i64 [ 0, %14 ], [ %21, %44 ]
  %19 = phi double [ 0.000000e+00, %14 ], [ %41, %44 ]
  br label %60

20:                                               ; preds = %14
  %21 = and i64 %12, 2147483646
  br label %22

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %42, %22 ]
  %24 = phi double [ 0.000000e+00, %20 ], [ %41, %22 ]
  %25 = or disjoint i64 %23, 1
  %26 = trunc i64 %23 to i32
  %27 = or disjoint i32 %26, 1
  %28 = trunc i64 %23 to i32
  %29 = add i32 %28, 2
  %30 = uitofp nneg i32 %27 to double
  %31 = uitofp nneg i32 %29 to double
  %32 = getelementptr inbounds double, ptr %6, i64 %23
  %33 = getelementptr inbounds double, ptr %6, i64 %25
  %34 = load double, ptr %32, align 8, !tbaa !15
  %35 = load double, ptr %33, align 8, !tbaa !15
  %36 = fmul double %34, %30
  %37 = fmul double %35, %31
  %38 = fmul double %36, %34
  %39 = fmul double %37, %35
  %40 = fadd double %24, %38
  %41 = fadd double %40, %39
  %42 = add nuw i64 %23, 2
  %43 = icmp eq i64 %42, %21
  br i1 %43, label %44, label %22, !llvm.loop !17

44:                                               ; preds = %22
  %45 = icmp eq i64 %21, %12
  br i1 %45, label %56, label %17

46:                                               ; preds = %11, %46
  %47 = phi i64 [ 0, %11 ], [ %54, %46 ]
  %48 = phi double [ 0.000000e+00, %11 ], [ %52, %46 ]
  %49 = getelementptr inbounds double, ptr %0, i64 %47
  %50 = load double, ptr %49, align 8, !tbaa !15
  %51 = tail call double @sin(double noundef %50) #16
  %52 = tail call double @llvm.fmuladd.f64(double %48, double 5.000000e-01, double %51)
  %53 = getelementptr inbounds double, ptr %6, i64 %47
  store double %52, ptr %53, align 8, !tbaa !15
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, %12
  br i1 %55, label %13, label %46, !llvm.loop !21

56:                                               ; preds = %60, %44, %2, %13
  %57 = phi double [ 0.000000e+00, %13 ], [ 0.000000e+00, %2 ], [ %41, %44 ], [ %69, %60 ]
  %58 = load i64, ptr @arena.2, align 8, !tbaa !13
  %59 = add nsw i64 %58, 1
  store i64 %59, ptr @arena.2, align 8, !tbaa !13
  ret double %57

60:                                               ; preds = %17, %60
  %61 = phi i64 [ %63, %60 ], [ %18, %17 ]
  %62 = phi double [ %69, %60 ], [ %19, %17 ]
  %63 = add nuw nsw i64 %61, 1
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = uitofp nneg i32 %64 to double
  %66 = getelementptr inbounds double, ptr %6, i64 %61
  %67 = load double, ptr %66, align 8, !tbaa !15
  %68 = fmul double %67, %65
  %69 = tail call double @llvm.fmuladd.f64(double %68, double %67, double %62)
  %70 = icmp eq i64 %63, %15
  br i1 %70, label %56, label %60, !llvm.loop !22
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: nounwind uwtable
define dso_local double @counted_loss(ptr nocapture noundef readonly %0, i32 noundef %1) #9 {
  %3 = sext i32 %1 to i64
  %4 = shl nsw i64 %3, 3
  %5 = icmp sgt i32 %1, 0
  %6 = zext i32 %1 to i64
  %7 = load i64, ptr @live_blocks, align 8, !tbaa !14
  %8 = add nsw i64 %7, 1
  store i64 %8, ptr @live_blocks, align 8, !tbaa !14
  %9 = tail call noalias noundef ptr @malloc(i64 noundef %4) #15
  br i1 %5, label %10, label %56

10:                                               ; preds = %2
  %11 = icmp eq i32 %1, 1
  br i1 %11, label %12, label %14

12:                                               ; preds = %38, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %38 ]
  br label %41

14:                                               ; preds = %10
  %15 = and i64 %6, 2147483646
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %36, %16 ]
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = or disjoint i64 %17, 1
  %20 = add nuw nsw i64 %17, 2
  %21 = icmp eq i64 %19, %6
  %22 = icmp eq i64 %20, %6
  %23 = and i64 %19, 4294967295
  %24 = and i64 %20, 4294967294
  %25 = select i1 %21, i64 0, i64 %23
  %26 = select i1 %22, i64 0, i64 %24
  %27 = getelementptr inbounds double, ptr %0, i64 %25
  %28 = getelementptr inbounds double, ptr %0, i64 %26
  %29 = load double, ptr %27, align 8, !tbaa !15
  %30 = load double, ptr %28, align 8, !tbaa !15
  %31 = getelementptr inbounds double, ptr %9, i64 %17
  %32 = load <2 x double>, ptr %18, align 8, !tbaa !15
  %33 = insertelement <2 x double> poison, double %29, i64 0
  %34 = insertelement <2 x double> %33, double %30, i64 1
  %35 = fadd <2 x double> %32, %34
  store <2 x double> %35, ptr %31, align 8, !tbaa !15
  %36 = add nuw i64 %17, 2
  %37 = icmp eq i64 %36, %15
  br i1 %37, label %38, label %16, !llvm.loop !23

38:                                               ; preds = %16
  %39 = icmp eq i64 %15, %6
  br i1 %39, label %40, label %12

40:                                               ; preds = %41, %38
  br i1 %5, label %180, label %56

41:                                               ; preds = %12, %41
  %42 = phi i64 [ %45, %41 ], [ %13, %12 ]
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !15
  %45 = add nuw nsw i64 %42, 1
  %46 = icmp eq i64 %45, %6
  %47 = and i64 %45, 4294967295
  %48 = select i1 %46, i64 0, i64 %47
  %49 = getelementptr inbounds double, ptr %0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !15
  %51 = fadd double %44, %50
  %52 = getelementptr inbounds double, ptr %9, i64 %42
  store double %51, ptr %52, align 8, !tbaa !15
  %53 = icmp eq i64 %45, %6
  br i1 %53, label %40, label %41, !llvm.loop !24

54:                                               ; preds = %180
  %55 = load i64, ptr @live_blocks, align 8, !tbaa !14
  br label %56

56:                                               ; preds = %2, %54, %40
  %57 = phi i64 [ %8, %40 ], [ %55, %54 ], [ %8, %2 ]
  %58 = phi double [ 0.000000e+00, %40 ], [ %187, %54 ], [ 0.000000e+00, %2 ]
  tail call void @free(ptr noundef %9) #16
  store i64 %57, ptr @live_blocks, align 8, !tbaa !14
  %59 = tail call noalias noundef ptr @malloc(i64 noundef %4) #15
  br i1 %5, label %60, label %116

60:                                               ; preds = %56
  %61 = icmp eq i32 %1, 1
  br i1 %61, label %88, label %62

62:                                               ; preds = %60
  %63 = and i64 %6, 2147483646
  br label %64

64:                                               ; preds = %64, %62
  %65 = phi i64 [ 0, %62 ], [ %84, %64 ]
  %66 = getelementptr inbounds double, ptr %0, i64 %65
  %67 = or disjoint i64 %65, 1
  %68 = add nuw nsw i64 %65, 2
  %69 = icmp eq i64 %67, %6
  %70 = icmp eq i64 %68, %6
  %71 = and i64 %67, 4294967295
  %72 = and i64 %68, 4294967294
  %73 = select i1 %69, i64 0, i64 %71
  %74 = select i1 %70, i64 0, i64 %72
  %75 = getelementptr inbounds double, ptr %0, i64 %73
  %76 = getelementptr inbounds double, ptr %0, i64 %74
  %77 = load double, ptr %75, align 8, !tbaa !15
  %78 = load double, ptr %76, align 8, !tbaa !15
  %79 = getelementptr inbounds double, ptr %59, i64 %65
  %80 = load <2 x double>, ptr %66, align 8, !tbaa !15
  %81 = insertelement <2 x double> poison, double %77, i64 0
  %82 = insertelement <2 x double> %81, double %78, i64 1
  %83 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> %82)
  store <2 x double> %83, ptr %79, align 8, !tbaa !15
  %84 = add nuw i64 %65, 2
  %85 = icmp eq i64 %84, %63
  br i1 %85, label %86, label %64, !llvm.loop !25

86:                                               ; preds = %64
  %87 = icmp eq i64 %63, %6
  br i1 %87, label %103, label %88

88:                                               ; preds = %86, %60
  %89 = phi i64 [ 0, %60 ], [ %63, %86 ]
  br label %90

90:                                               ; preds = %88, %90
  %91 = phi i64 [ %94, %90 ], [ %89, %88 ]
  %92 = getelementptr inbounds double, ptr %0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !15
  %94 = add nuw nsw i64 %91, 1
  %95 = icmp eq i64 %94, %6
  %96 = and i64 %94, 4294967295
  %97 = select i1 %95, i64 0, i64 %96
  %98 = getelementptr inbounds double, ptr %0, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !15
  %100 = tail call double @llvm.fmuladd.f64(double %93, double 2.000000e+00, double %99)
  %101 = getelementptr inbounds double, ptr %59, i64 %91
  store double %100, ptr %101, align 8, !tbaa !15
  %102 = icmp eq i64 %94, %6
  br i1 %102, label %103, label %90, !llvm.loop !26

103:                                              ; preds = %90, %86
  br i1 %5, label %104, label %116

104:                                              ; preds = %103, %104
  %105 = phi i64 [ %112, %104 ], [ 0, %103 ]
  %106 = phi double [ %111, %104 ], [ %58, %103 ]
  %107 = getelementptr inbounds double, ptr %59, i64 %105
  %108 = load double, ptr %107, align 8, !tbaa !15
  %109 = fmul double %108, -1.000000e-01
  %110 = tail call double @exp(double noundef %109) #16
  %111 = tail call double @llvm.fmuladd.f64(double %108, double %110, double %106)
  %112 = add nuw nsw i64 %105, 1
  %113 = icmp eq i64 %112, %6
  br i1 %113, label %114, label %104, !llvm.loop !27

114:                                              ; preds = %104
  %115 = load i64, ptr @live_blocks, align 8, !tbaa !14
  br label %116

116:                                              ; preds = %56, %114, %103
  %117 = phi i64 [ %115, %114 ], [ %57, %103 ], [ %57, %56 ]
  %118 = phi double [ %111, %114 ], [ %58, %103 ], [ %58, %56 ]
  tail call void @free(ptr noundef %59) #16
  store i64 %117, ptr @live_blocks, align 8, !tbaa !14
  %119 = tail call noalias noundef ptr @malloc(i64 noundef %4) #15
  br i1 %5, label %120, label %176

120:                                              ; preds = %116
  %121 = icmp eq i32 %1, 1
  br i1 %121, label %148, label %122

122:                                              ; preds = %120
  %123 = and i64 %6, 2147483646
  br label %124

124:                                              ; preds = %124, %122
  %125 = phi i64 [ 0, %122 ], [ %144, %124 ]
  %126 = getelementptr inbounds double, ptr %0, i64 %125
  %127 = or disjoint i64 %125, 1
  %128 = add nuw nsw i64 %125, 2
  %129 = icmp eq i64 %127, %6
  %130 = icmp eq i64 %128, %6
  %131 = and i64 %127, 4294967295
  %132 = and i64 %128, 4294967294
  %133 = select i1 %129, i64 0, i64 %131
  %134 = select i1 %130, i64 0, i64 %132
  %135 = getelementptr inbounds double, ptr %0, i64 %133
  %136 = getelementptr inbounds double, ptr %0, i64 %134
  %137 = load double, ptr %135, align 8, !tbaa !15
  %138 = load double, ptr %136, align 8, !tbaa !15
  %139 = getelementptr inbounds double, ptr %119, i64 %125
  %140 = load <2 x double>, ptr %126, align 8, !tbaa !15
  %141 = insertelement <2 x double> poison, double %137, i64 0
  %142 = insertelement <2 x double> %141, double %138, i64 1
  %143 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> <double 3.000000e+00, double 3.000000e+00>, <2 x double> %142)
  store <2 x double> %143, ptr %139, align 8, !tbaa !15
  %144 = add nuw i64 %125, 2
  %145 = icmp eq i64 %144, %123
  br i1 %145, label %146, label %124, !llvm.loop !28

146:                                              ; preds = %124
  %147 = icmp eq i64 %123, %6
  br i1 %147, label %163, label %148

148:                                              ; preds = %146, %120
  %149 = phi i64 [ 0, %120 ], [ %123, %146 ]
  br label %150

150:                                              ; preds = %148, %150
  %151 = phi i64 [ %154, %150 ], [ %149, %148 ]
  %152 = getelementptr inbounds double, ptr %0, i64 %151
  %153 = load double, ptr %152, align 8, !tbaa !15
  %154 = add nuw nsw i64 %151, 1
  %155 = icmp eq i64 %154, %6
  %156 = and i64 %154, 4294967295
  %157 = select i1 %155, i64 0, i64 %156
  %158 = getelementptr inbounds double, ptr %0, i64 %157
  %159 = load double, ptr %158, align 8, !tbaa !15
  %160 = tail call double @llvm.fmuladd.f64(double %153, double 3.000000e+00, double %159)
  %161 = getelementptr inbounds double, ptr %119, i64 %151
  store double %160, ptr %161, align 8, !tbaa !15
  %162 = icmp eq i64 %154, %6
  br i1 %162, label %163, label %150, !llvm.loop !29

163:                                              ; preds = %150, %146
  br i1 %5, label %164, label %176

164:                                              ; preds = %163, %164
  %165 = phi i64 [ %172, %164 ], [ 0, %163 ]
  %166 = phi double [ %171, %164 ], [ %118, %163 ]
  %167 = getelementptr inbounds double, ptr %119, i64 %165
  %168 = load double, ptr %167, align 8, !tbaa !15
  %169 = fmul double %168, -1.000000e-01
  %170 = tail call double @exp(double noundef %169) #16
  %171 = tail call double @llvm.fmuladd.f64(double %168, double %170, double %166)
  %172 = add nuw nsw i64 %165, 1
  %173 = icmp eq i64 %172, %6
  br i1 %173, label %174, label %164, !llvm.loop !27

174:                                              ; preds = %164
  %175 = load i64, ptr @live_blocks, align 8, !tbaa !14
  br label %176

176:                                              ; preds = %116, %174, %163
  %177 = phi i64 [ %175, %174 ], [ %117, %163 ], [ %117, %116 ]
  %178 = phi double [ %171, %174 ], [ %118, %163 ], [ %118, %116 ]
  %179 = add nsw i64 %177, -1
  store i64 %179, ptr @live_blocks, align 8, !tbaa !14
  tail call void @free(ptr noundef %119) #16
  ret double %178

180:                                              ; preds = %40, %180
  %181 = phi i64 [ %188, %180 ], [ 0, %40 ]
  %182 = phi double [ %187, %180 ], [ 0.000000e+00, %40 ]
  %183 = getelementptr inbounds double, ptr %9, i64 %181
  %184 = load double, ptr %183, align 8, !tbaa !15
  %185 = fmul double %184, -1.000000e-01
  %186 = tail call double @exp(double noundef %185) #16
  %187 = tail call double @llvm.fmuladd.f64(double %184, double %186, double %182)
  %188 = add nuw nsw i64 %181, 1
  %189 = icmp eq i64 %188, %6
  br i1 %189, label %54, label %180, !llvm.loop !27
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #9 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 8
  %5 = alloca [5 x double], align 8
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 8
  %8 = alloca [5 x double], align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #16
  %9 = getelementptr inbounds i8, ptr %3, i64 8
  store <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>, ptr %3, align 16
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = getelementptr inbounds i8, ptr %3, i64 24
  store <2 x double> <double 1.200000e+00, double 4.500000e-01>, ptr %10, align 16
  %12 = getelementptr inbounds i8, ptr %3, i64 32
  store double -1.100000e+00, ptr %12, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %4, i8 0, i64 40, i1 false)
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @arena_loss, i32 noundef %13, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %14, i32 noundef 5) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #16
  br label %16

16:                                               ; preds = %16, %0
  %17 = phi i64 [ 0, %0 ], [ %115, %16 ]
  %18 = getelementptr inbounds double, ptr %3, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !15
  %20 = fadd double %19, 0x3EB0C6F7A0B5ED8D
  store double %20, ptr %18, align 8, !tbaa !15
  %21 = load i64, ptr @arena.1, align 8, !tbaa !12
  %22 = getelementptr inbounds i8, ptr @arena_memory, i64 %21
  %23 = add nsw i64 %21, 48
  store i64 %23, ptr @arena.1, align 8, !tbaa !12
  %24 = load double, ptr %3, align 16, !tbaa !15
  %25 = call double @sin(double noundef %24) #16
  %26 = fadd double %25, 0.000000e+00
  store double %26, ptr %22, align 8, !tbaa !15
  %27 = load double, ptr %9, align 8, !tbaa !15
  %28 = call double @sin(double noundef %27) #16
  %29 = call double @llvm.fmuladd.f64(double %26, double 5.000000e-01, double %28)
  %30 = getelementptr inbounds i8, ptr %22, i64 8
  store double %29, ptr %30, align 8, !tbaa !15
  %31 = load double, ptr %10, align 16, !tbaa !15
  %32 = call double @sin(double noundef %31) #16
  %33 = call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double %32)
  %34 = getelementptr inbounds i8, ptr %22, i64 16
  store double %33, ptr %34, align 8, !tbaa !15
  %35 = load double, ptr %11, align 8, !tbaa !15
  %36 = call double @sin(double noundef %35) #16
  %37 = call double @llvm.fmuladd.f64(double %33, double 5.000000e-01, double %36)
  %38 = getelementptr inbounds i8, ptr %22, i64 24
  store double %37, ptr %38, align 8, !tbaa !15
  %39 = load double, ptr %12, align 16, !tbaa !15
  %40 = call double @sin(double noundef %39) #16
  %41 = call double @llvm.fmuladd.f64(double %37, double 5.000000e-01, double %40)
  %42 = getelementptr inbounds i8, ptr %22, i64 32
  store double %41, ptr %42, align 8, !tbaa !15
  %43 = load double, ptr %22, align 8, !tbaa !15
  %44 = load double, ptr %30, align 8, !tbaa !15
  %45 = fmul double %44, 2.000000e+00
  %46 = load double, ptr %34, align 8, !tbaa !15
  %47 = fmul double %46, 3.000000e+00
  %48 = load double, ptr %38, align 8, !tbaa !15
  %49 = fmul double %48, 4.000000e+00
  %50 = fmul double %41, 5.000000e+00
  %51 = load i64, ptr @arena.2, align 8, !tbaa !13
  %52 = add nsw i64 %51, 1
  store i64 %52, ptr @arena.2, align 8, !tbaa !13
  %53 = fadd double %19, 0xBEB0C6F7A0B5ED8D
  store double %53, ptr %18, align 8, !tbaa !15
  %54 = load i64, ptr @arena.1, align 8, !tbaa !12
  %55 = getelementptr inbounds i8, ptr @arena_memory, i64 %54
  %56 = add nsw i64 %54, 48
  store i64 %56, ptr @arena.1, align 8, !tbaa !12
  %57 = load double, ptr %3, align 16, !tbaa !15
  %58 = call double @sin(double noundef %57) #16
  %59 = fadd double %58, 0.000000e+00
  store double %59, ptr %55, align 8, !tbaa !15
  %60 = load double, ptr %9, align 8, !tbaa !15
  %61 = call double @sin(double noundef %60) #16
  %62 = call double @llvm.fmuladd.f64(double %59, double 5.000000e-01, double %61)
  %63 = getelementptr inbounds i8, ptr %55, i64 8
  store double %62, ptr %63, align 8, !tbaa !15
  %64 = load double, ptr %10, align 16, !tbaa !15
  %65 = call double @sin(double noundef %64) #16
  %66 = call double @llvm.fmuladd.f64(double %62, double 5.000000e-01, double %65)
  %67 = getelementptr inbounds i8, ptr %55, i64 16
  store double %66, ptr %67, align 8, !tbaa !15
  %68 = load double, ptr %11, align 8, !tbaa !15
  %69 = call double @sin(double noundef %68) #16
  %70 = call double @llvm.fmuladd.f64(double %66, double 5.000000e-01, double %69)
  %71 = getelementptr inbounds i8, ptr %55, i64 24
  store double %70, ptr %71, align 8, !tbaa !15
  %72 = load double, ptr %12, align 16, !tbaa !15
  %73 = call double @sin(double noundef %72) #16
  %74 = call double @llvm.fmuladd.f64(double %70, double 5.000000e-01, double %73)
  %75 = getelementptr inbounds i8, ptr %55, i64 32
  store double %74, ptr %75, align 8, !tbaa !15
  %76 = call double @llvm.fmuladd.f64(double %43, double %43, double 0.000000e+00)
  %77 = call double @llvm.fmuladd.f64(double %45, double %44, double %76)
  %78 = call double @llvm.fmuladd.f64(double %47, double %46, double %77)
  %79 = call double @llvm.fmuladd.f64(double %49, double %48, double %78)
  %80 = load double, ptr %55, align 8, !tbaa !15
  %81 = call double @llvm.fmuladd.f64(double %80, double %80, double 0.000000e+00)
  %82 = load double, ptr %63, align 8, !tbaa !15
  %83 = fmul double %82, 2.000000e+00
  %84 = call double @llvm.fmuladd.f64(double %83, double %82, double %81)
  %85 = load double, ptr %67, align 8, !tbaa !15
  %86 = fmul double %85, 3.000000e+00
  %87 = call double @llvm.fmuladd.f64(double %86, double %85, double %84)
  %88 = load double, ptr %71, align 8, !tbaa !15
  %89 = fmul double %88, 4.000000e+00
  %90 = call double @llvm.fmuladd.f64(double %89, double %88, double %87)
  %91 = fmul double %74, 5.000000e+00
  %92 = call double @llvm.fmuladd.f64(double %91, double %74, double %90)
  %93 = call double @llvm.fmuladd.f64(double %50, double %41, double %79)
  %94 = load i64, ptr @arena.2, align 8, !tbaa !13
  %95 = add nsw i64 %94, 1
  store i64 %95, ptr @arena.2, align 8, !tbaa !13
  store double %19, ptr %18, align 8, !tbaa !15
  %96 = trunc nuw nsw i64 %17 to i32
  %97 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.3, i32 noundef %96) #16
  %98 = getelementptr inbounds double, ptr %4, i64 %17
  %99 = load double, ptr %98, align 8, !tbaa !15
  %100 = fsub double %93, %92
  %101 = fdiv double %100, 2.000000e-06
  %102 = fsub double %99, %101
  %103 = call double @llvm.fabs.f64(double %102)
  %104 = call double @llvm.fabs.f64(double %101)
  %105 = call double @llvm.maxnum.f64(double %104, double 1.000000e+00)
  %106 = fmul double %105, 0x3EB0C6F7A0B5ED8D
  %107 = fcmp ugt double %103, %106
  %108 = fcmp ule double %104, 1.000000e-09
  %109 = or i1 %108, %107
  %110 = select i1 %109, ptr @.str.8, ptr @.str.9
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %2, double noundef %99, double noundef %101, ptr noundef nonnull %110)
  %112 = zext i1 %109 to i32
  %113 = load i32, ptr @fails, align 4, !tbaa !30
  %114 = add nsw i32 %113, %112
  store i32 %114, ptr @fails, align 4, !tbaa !30
  %115 = add nuw nsw i64 %17, 1
  %116 = icmp eq i64 %115, 5
  br i1 %116, label %117, label %16, !llvm.loop !32

117:                                              ; preds = %16
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, i8 0, i64 40, i1 false)
  %118 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %119 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %120 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @counted_loss, i32 noundef %118, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %119, i32 noundef 5) #16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #16
  br label %121

121:                                              ; preds = %121, %117
  %122 = phi i64 [ 0, %117 ], [ %148, %121 ]
  %123 = getelementptr inbounds double, ptr %3, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !15
  %125 = fadd double %124, 0x3EB0C6F7A0B5ED8D
  store double %125, ptr %123, align 8, !tbaa !15
  %126 = call double @counted_loss(ptr noundef nonnull %3, i32 noundef 5) #16, !callees !33
  %127 = fadd double %124, 0xBEB0C6F7A0B5ED8D
  store double %127, ptr %123, align 8, !tbaa !15
  %128 = call double @counted_loss(ptr noundef nonnull %3, i32 noundef 5) #16, !callees !33
  store double %124, ptr %123, align 8, !tbaa !15
  %129 = trunc nuw nsw i64 %122 to i32
  %130 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.10, ptr noundef nonnull @.str.4, i32 noundef %129) #16
  %131 = getelementptr inbounds double, ptr %5, i64 %122
  %132 = load double, ptr %131, align 8, !tbaa !15
  %133 = fsub double %126, %128
  %134 = fdiv double %133, 2.000000e-06
  %135 = fsub double %132, %134
  %136 = call double @llvm.fabs.f64(double %135)
  %137 = call double @llvm.fabs.f64(double %134)
  %138 = call double @llvm.maxnum.f64(double %137, double 1.000000e+00)
  %139 = fmul double %138, 0x3EB0C6F7A0B5ED8D
  %140 = fcmp ugt double %136, %139
  %141 = fcmp ule double %137, 1.000000e-09
  %142 = or i1 %141, %140
  %143 = select i1 %142, ptr @.str.8, ptr @.str.9
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %1, double noundef %132, double noundef %134, ptr noundef nonnull %143)
  %145 = zext i1 %142 to i32
  %146 = load i32, ptr @fails, align 4, !tbaa !30
  %147 = add nsw i32 %146, %145
  store i32 %147, ptr @fails, align 4, !tbaa !30
  %148 = add nuw nsw i64 %122, 1
  %149 = icmp eq i64 %148, 5
  br i1 %149, label %150, label %121, !llvm.loop !32

150:                                              ; preds = %121
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #16
  %151 = getelementptr inbounds i8, ptr %6, i64 8
  store <2 x double> <double 1.000000e+00, double -5.000000e-01>, ptr %6, align 16
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = getelementptr inbounds i8, ptr %6, i64 24
  store <2 x double> <double 2.500000e-01, double 2.000000e+00>, ptr %152, align 16
  %154 = getelementptr inbounds i8, ptr %6, i64 32
  store double -1.000000e+00, ptr %154, align 16
  %155 = load i32, ptr @enzyme_dup, align 4, !tbaa !30
  %156 = load i32, ptr @enzyme_const, align 4, !tbaa !30
  %157 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @counted_loss, i32 noundef %155, ptr noundef nonnull %3, ptr noundef nonnull %6, i32 noundef %156, i32 noundef 5) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #16
  %158 = load double, ptr %3, align 16, !tbaa !15
  %159 = load double, ptr %6, align 16, !tbaa !15
  %160 = call double @llvm.fmuladd.f64(double %159, double 0x3EB0C6F7A0B5ED8D, double %158)
  store double %160, ptr %7, align 8, !tbaa !15
  %161 = call double @llvm.fmuladd.f64(double %159, double 0xBEB0C6F7A0B5ED8D, double %158)
  store double %161, ptr %8, align 8, !tbaa !15
  %162 = load double, ptr %9, align 8, !tbaa !15
  %163 = load double, ptr %151, align 8, !tbaa !15
  %164 = call double @llvm.fmuladd.f64(double %163, double 0x3EB0C6F7A0B5ED8D, double %162)
  %165 = getelementptr inbounds i8, ptr %7, i64 8
  store double %164, ptr %165, align 8, !tbaa !15
  %166 = call double @llvm.fmuladd.f64(double %163, double 0xBEB0C6F7A0B5ED8D, double %162)
  %167 = getelementptr inbounds i8, ptr %8, i64 8
  store double %166, ptr %167, align 8, !tbaa !15
  %168 = load double, ptr %10, align 16, !tbaa !15
  %169 = load double, ptr %152, align 16, !tbaa !15
  %170 = call double @llvm.fmuladd.f64(double %169, double 0x3EB0C6F7A0B5ED8D, double %168)
  %171 = getelementptr inbounds i8, ptr %7, i64 16
  store double %170, ptr %171, align 8, !tbaa !15
  %172 = call double @llvm.fmuladd.f64(double %169, double 0xBEB0C6F7A0B5ED8D, double %168)
  %173 = getelementptr inbounds i8, ptr %8, i64 16
  store double %172, ptr %173, align 8, !tbaa !15
  %174 = load double, ptr %11, align 8, !tbaa !15
  %175 = load double, ptr %153, align 8, !tbaa !15
  %176 = call double @llvm.fmuladd.f64(double %175, double 0x3EB0C6F7A0B5ED8D, double %174)
  %177 = getelementptr inbounds i8, ptr %7, i64 24
  store double %176, ptr %177, align 8, !tbaa !15
  %178 = call double @llvm.fmuladd.f64(double %175, double 0xBEB0C6F7A0B5ED8D, double %174)
  %179 = getelementptr inbounds i8, ptr %8, i64 24
  store double %178, ptr %179, align 8, !tbaa !15
  %180 = load double, ptr %12, align 16, !tbaa !15
  %181 = load double, ptr %154, align 16, !tbaa !15
  %182 = call double @llvm.fmuladd.f64(double %181, double 0x3EB0C6F7A0B5ED8D, double %180)
  %183 = getelementptr inbounds i8, ptr %7, i64 32
  store double %182, ptr %183, align 8, !tbaa !15
  %184 = call double @llvm.fmuladd.f64(double %181, double 0xBEB0C6F7A0B5ED8D, double %180)
  %185 = getelementptr inbounds i8, ptr %8, i64 32
  store double %184, ptr %185, align 8, !tbaa !15
  %186 = call double @counted_loss(ptr noundef nonnull %7, i32 noundef 5)
  %187 = call double @counted_loss(ptr noundef nonnull %8, i32 noundef 5)
  %188 = fsub double %186, %187
  %189 = fdiv double %188, 2.000000e-06
  %190 = fsub double %157, %189
  %191 = call double @llvm.fabs.f64(double %190)
  %192 = call double @llvm.fabs.f64(double %189)
  %193 = call double @llvm.maxnum.f64(double %192, double 1.000000e+00)
  %194 = fmul double %193, 0x3EB0C6F7A0B5ED8D
  %195 = fcmp ugt double %191, %194
  %196 = fcmp ule double %192, 1.000000e-09
  %197 = or i1 %196, %195
  %198 = select i1 %197, ptr @.str.8, ptr @.str.9
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, double noundef %157, double noundef %189, ptr noundef nonnull %198)
  %200 = zext i1 %197 to i32
  %201 = load i32, ptr @fails, align 4, !tbaa !30
  %202 = add nsw i32 %201, %200
  store i32 %202, ptr @fails, align 4, !tbaa !30
  %203 = load i64, ptr @live_blocks, align 8, !tbaa !14
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %209, label %205

205:                                              ; preds = %150
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %203)
  %207 = load i32, ptr @fails, align 4, !tbaa !30
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr @fails, align 4, !tbaa !30
  br label %209

209:                                              ; preds = %205, %150
  %210 = phi i32 [ %208, %205 ], [ %202, %150 ]
  %211 = icmp eq i32 %210, 0
  %212 = select i1 %211, ptr @.str.9, ptr @.str.8
  %213 = call i32 @puts(ptr nonnull dereferenceable(1) %212)
  %214 = load i32, ptr @fails, align 4, !tbaa !30
  %215 = icmp ne i32 %214, 0
  %216 = zext i1 %215 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #16
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #16
  ret i32 %216
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #10

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #11

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nounwind allocsize(0) }
attributes #16 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !11, i64 8, !11, i64 16}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!7, !11, i64 16}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !9, i64 0}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18, !19}
!23 = distinct !{!23, !18, !19, !20}
!24 = distinct !{!24, !18, !19}
!25 = distinct !{!25, !18, !19, !20}
!26 = distinct !{!26, !18, !19}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18, !19, !20}
!29 = distinct !{!29, !18, !19}
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !9, i64 0}
!32 = distinct !{!32, !18}
!33 = !{ptr @arena_loss, ptr @counted_loss}
