; ModuleID = 'rev/10_stencil2d.c'
source_filename = "rev/10_stencil2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@u0 = internal unnamed_addr global [30 x double] zeroinitializer, align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@__const.main.idx = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 5, i32 7, i32 8, i32 14, i32 15, i32 21, i32 22, i32 29], align 16
@.str = private unnamed_addr constant [10 x i8] c"d/du0[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [30 x double], align 16
  %5 = alloca [30 x double], align 16
  %6 = alloca [30 x double], align 16
  %7 = alloca [30 x double], align 16
  %8 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 6, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 3, ptr %3, align 4, !tbaa !5
  %9 = load volatile i32, ptr %1, align 4, !tbaa !5
  %10 = load volatile i32, ptr %2, align 4, !tbaa !5
  %11 = load volatile i32, ptr %3, align 4, !tbaa !5
  br label %16

12:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %5) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %5, i8 0, i64 240, i1 false)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %6) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %6, i8 0, i64 240, i1 false)
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %7) #12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %7, i8 0, i64 240, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %4, ptr noundef nonnull align 16 dereferenceable(240) @u0, i64 240, i1 false)
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, i32 noundef %13, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %13, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %14, i32 noundef %9, i32 noundef %10, i32 noundef %11) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #12
  br label %42

16:                                               ; preds = %16, %0
  %17 = phi i64 [ 0, %0 ], [ %33, %16 ]
  %18 = trunc nuw nsw i64 %17 to i32
  %19 = uitofp nneg i32 %18 to double
  %20 = fmul double %19, 3.700000e-01
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %19, double 2.000000e-01)
  %22 = tail call double @sin(double noundef %21) #12
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 5.000000e-01, double 3.000000e-01)
  %24 = getelementptr inbounds [30 x double], ptr @u0, i64 0, i64 %17
  store double %23, ptr %24, align 16, !tbaa !9
  %25 = or disjoint i64 %17, 1
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = uitofp nneg i32 %26 to double
  %28 = fmul double %27, 3.700000e-01
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %27, double 2.000000e-01)
  %30 = tail call double @sin(double noundef %29) #12
  %31 = tail call double @llvm.fmuladd.f64(double %30, double 5.000000e-01, double 3.000000e-01)
  %32 = getelementptr inbounds [30 x double], ptr @u0, i64 0, i64 %25
  store double %31, ptr %32, align 8, !tbaa !9
  %33 = add nuw nsw i64 %17, 2
  %34 = icmp eq i64 %33, 30
  br i1 %34, label %12, label %16, !llvm.loop !11

35:                                               ; preds = %42
  %36 = icmp eq i32 %66, 0
  %37 = select i1 %36, ptr @.str.3, ptr @.str.2
  %38 = call i32 @puts(ptr nonnull dereferenceable(1) %37)
  %39 = load i32, ptr @fails, align 4, !tbaa !5
  %40 = icmp ne i32 %39, 0
  %41 = zext i1 %40 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %41

42:                                               ; preds = %12, %42
  %43 = phi i64 [ 0, %12 ], [ %67, %42 ]
  %44 = getelementptr inbounds [10 x i32], ptr @__const.main.idx, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %8, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %45) #12
  %47 = sext i32 %45 to i64
  %48 = getelementptr inbounds [30 x double], ptr %5, i64 0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = call fastcc double @run(i32 noundef %45, double noundef 0x3EB0C6F7A0B5ED8D, i32 noundef %11)
  %51 = call fastcc double @run(i32 noundef %45, double noundef 0xBEB0C6F7A0B5ED8D, i32 noundef %11)
  %52 = fsub double %50, %51
  %53 = fdiv double %52, 2.000000e-06
  %54 = fsub double %49, %53
  %55 = call double @llvm.fabs.f64(double %54)
  %56 = call double @llvm.fabs.f64(double %53)
  %57 = call double @llvm.maxnum.f64(double %56, double 1.000000e+00)
  %58 = fmul double %57, 0x3EB0C6F7A0B5ED8D
  %59 = fcmp ugt double %55, %58
  %60 = fcmp ule double %56, 1.000000e-09
  %61 = or i1 %60, %59
  %62 = select i1 %61, ptr @.str.2, ptr @.str.3
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %8, double noundef %49, double noundef %53, ptr noundef nonnull %62)
  %64 = zext i1 %61 to i32
  %65 = load i32, ptr @fails, align 4, !tbaa !5
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr @fails, align 4, !tbaa !5
  %67 = add nuw nsw i64 %43, 1
  %68 = icmp eq i64 %67, 10
  br i1 %68, label %35, label %42, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @smooth(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #7 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %30

7:                                                ; preds = %5
  %8 = ptrtoint ptr %0 to i64
  %9 = ptrtoint ptr %1 to i64
  %10 = add i32 %2, -1
  %11 = icmp sgt i32 %2, 2
  %12 = add i32 %3, -1
  %13 = icmp sgt i32 %3, 2
  %14 = sext i32 %3 to i64
  %15 = zext i32 %3 to i64
  %16 = zext nneg i32 %10 to i64
  %17 = zext i32 %12 to i64
  %18 = zext nneg i32 %10 to i64
  %19 = zext nneg i32 %12 to i64
  %20 = sub i64 %8, %9
  %21 = add nsw i64 %17, -1
  %22 = icmp ult i64 %21, 4
  %23 = icmp ult i64 %20, 32
  %24 = or i1 %22, %23
  %25 = and i64 %21, -4
  %26 = or disjoint i64 %25, 1
  %27 = icmp eq i64 %21, %25
  br label %28

28:                                               ; preds = %7, %113
  %29 = phi i32 [ 0, %7 ], [ %114, %113 ]
  br i1 %11, label %40, label %113

30:                                               ; preds = %113, %5
  %31 = mul nsw i32 %3, %2
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %155

33:                                               ; preds = %30
  %34 = zext nneg i32 %31 to i64
  %35 = and i64 %34, 1
  %36 = icmp eq i32 %31, 1
  br i1 %36, label %142, label %37

37:                                               ; preds = %33
  %38 = and i64 %34, 2147483646
  br label %157

39:                                               ; preds = %52
  br i1 %11, label %77, label %113

40:                                               ; preds = %28, %52
  %41 = phi i64 [ %53, %52 ], [ 1, %28 ]
  br i1 %13, label %44, label %42

42:                                               ; preds = %40
  %43 = add nuw nsw i64 %41, 1
  br label %52

44:                                               ; preds = %40
  %45 = add nsw i64 %41, -1
  %46 = mul nsw i64 %45, %14
  %47 = add nuw nsw i64 %41, 1
  %48 = mul nuw nsw i64 %47, %14
  %49 = mul nuw nsw i64 %41, %14
  %50 = getelementptr double, ptr %0, i64 %46
  %51 = getelementptr double, ptr %0, i64 %48
  br label %55

52:                                               ; preds = %55, %42
  %53 = phi i64 [ %43, %42 ], [ %47, %55 ]
  %54 = icmp eq i64 %53, %16
  br i1 %54, label %39, label %40, !llvm.loop !14

55:                                               ; preds = %44, %55
  %56 = phi i64 [ 1, %44 ], [ %75, %55 ]
  %57 = getelementptr double, ptr %50, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = getelementptr double, ptr %51, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fadd double %58, %60
  %62 = add nuw nsw i64 %56, %49
  %63 = getelementptr double, ptr %0, i64 %62
  %64 = getelementptr i8, ptr %63, i64 -8
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fadd double %61, %65
  %67 = getelementptr i8, ptr %63, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fadd double %66, %68
  %70 = load double, ptr %63, align 8, !tbaa !9
  %71 = tail call double @sin(double noundef %70) #12
  %72 = fmul double %71, 2.000000e-01
  %73 = tail call double @llvm.fmuladd.f64(double %69, double 2.000000e-01, double %72)
  %74 = getelementptr inbounds double, ptr %1, i64 %62
  store double %73, ptr %74, align 8, !tbaa !9
  %75 = add nuw nsw i64 %56, 1
  %76 = icmp eq i64 %75, %17
  br i1 %76, label %52, label %55, !llvm.loop !15

77:                                               ; preds = %39, %116
  %78 = phi i64 [ %117, %116 ], [ 1, %39 ]
  br i1 %13, label %79, label %116

79:                                               ; preds = %77
  %80 = mul nuw nsw i64 %78, %15
  br i1 %24, label %81, label %100

81:                                               ; preds = %112, %79
  %82 = phi i64 [ 1, %79 ], [ %26, %112 ]
  %83 = sub nsw i64 %17, %82
  %84 = and i64 %83, 3
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %96, label %86

86:                                               ; preds = %81, %86
  %87 = phi i64 [ %93, %86 ], [ %82, %81 ]
  %88 = phi i64 [ %94, %86 ], [ 0, %81 ]
  %89 = add nuw nsw i64 %87, %80
  %90 = getelementptr inbounds double, ptr %1, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = getelementptr inbounds double, ptr %0, i64 %89
  store double %91, ptr %92, align 8, !tbaa !9
  %93 = add nuw nsw i64 %87, 1
  %94 = add i64 %88, 1
  %95 = icmp eq i64 %94, %84
  br i1 %95, label %96, label %86, !llvm.loop !16

96:                                               ; preds = %86, %81
  %97 = phi i64 [ %82, %81 ], [ %93, %86 ]
  %98 = sub nsw i64 %82, %17
  %99 = icmp ugt i64 %98, -4
  br i1 %99, label %116, label %119

100:                                              ; preds = %79, %100
  %101 = phi i64 [ %110, %100 ], [ 0, %79 ]
  %102 = or disjoint i64 %101, 1
  %103 = add nuw nsw i64 %102, %80
  %104 = getelementptr inbounds double, ptr %1, i64 %103
  %105 = getelementptr inbounds i8, ptr %104, i64 16
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !9
  %107 = load <2 x double>, ptr %105, align 8, !tbaa !9
  %108 = getelementptr inbounds double, ptr %0, i64 %103
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  store <2 x double> %106, ptr %108, align 8, !tbaa !9
  store <2 x double> %107, ptr %109, align 8, !tbaa !9
  %110 = add nuw i64 %101, 4
  %111 = icmp eq i64 %110, %25
  br i1 %111, label %112, label %100, !llvm.loop !18

112:                                              ; preds = %100
  br i1 %27, label %116, label %81

113:                                              ; preds = %116, %28, %39
  %114 = add nuw nsw i32 %29, 1
  %115 = icmp eq i32 %114, %4
  br i1 %115, label %30, label %28, !llvm.loop !21

116:                                              ; preds = %96, %119, %112, %77
  %117 = add nuw nsw i64 %78, 1
  %118 = icmp eq i64 %117, %18
  br i1 %118, label %113, label %77, !llvm.loop !22

119:                                              ; preds = %96, %119
  %120 = phi i64 [ %140, %119 ], [ %97, %96 ]
  %121 = add nuw nsw i64 %120, %80
  %122 = getelementptr inbounds double, ptr %1, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = getelementptr inbounds double, ptr %0, i64 %121
  store double %123, ptr %124, align 8, !tbaa !9
  %125 = add nuw nsw i64 %120, 1
  %126 = add nuw nsw i64 %125, %80
  %127 = getelementptr inbounds double, ptr %1, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !9
  %129 = getelementptr inbounds double, ptr %0, i64 %126
  store double %128, ptr %129, align 8, !tbaa !9
  %130 = add nuw nsw i64 %120, 2
  %131 = add nuw nsw i64 %130, %80
  %132 = getelementptr inbounds double, ptr %1, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = getelementptr inbounds double, ptr %0, i64 %131
  store double %133, ptr %134, align 8, !tbaa !9
  %135 = add nuw nsw i64 %120, 3
  %136 = add nuw nsw i64 %135, %80
  %137 = getelementptr inbounds double, ptr %1, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = getelementptr inbounds double, ptr %0, i64 %136
  store double %138, ptr %139, align 8, !tbaa !9
  %140 = add nuw nsw i64 %120, 4
  %141 = icmp eq i64 %140, %19
  br i1 %141, label %116, label %119, !llvm.loop !23

142:                                              ; preds = %157, %33
  %143 = phi double [ poison, %33 ], [ %175, %157 ]
  %144 = phi i64 [ 0, %33 ], [ %176, %157 ]
  %145 = phi double [ 0.000000e+00, %33 ], [ %175, %157 ]
  %146 = icmp eq i64 %35, 0
  br i1 %146, label %155, label %147

147:                                              ; preds = %142
  %148 = getelementptr inbounds double, ptr %0, i64 %144
  %149 = load double, ptr %148, align 8, !tbaa !9
  %150 = fmul double %149, %149
  %151 = trunc nuw nsw i64 %144 to i32
  %152 = uitofp nneg i32 %151 to double
  %153 = tail call double @llvm.fmuladd.f64(double %152, double 1.000000e-01, double 1.000000e+00)
  %154 = tail call double @llvm.fmuladd.f64(double %150, double %153, double %145)
  br label %155

155:                                              ; preds = %147, %142, %30
  %156 = phi double [ 0.000000e+00, %30 ], [ %143, %142 ], [ %154, %147 ]
  ret double %156

157:                                              ; preds = %157, %37
  %158 = phi i64 [ 0, %37 ], [ %176, %157 ]
  %159 = phi double [ 0.000000e+00, %37 ], [ %175, %157 ]
  %160 = phi i64 [ 0, %37 ], [ %177, %157 ]
  %161 = getelementptr inbounds double, ptr %0, i64 %158
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = fmul double %162, %162
  %164 = trunc nuw nsw i64 %158 to i32
  %165 = uitofp nneg i32 %164 to double
  %166 = tail call double @llvm.fmuladd.f64(double %165, double 1.000000e-01, double 1.000000e+00)
  %167 = tail call double @llvm.fmuladd.f64(double %163, double %166, double %159)
  %168 = or disjoint i64 %158, 1
  %169 = getelementptr inbounds double, ptr %0, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !9
  %171 = fmul double %170, %170
  %172 = trunc nuw nsw i64 %168 to i32
  %173 = uitofp nneg i32 %172 to double
  %174 = tail call double @llvm.fmuladd.f64(double %173, double 1.000000e-01, double 1.000000e+00)
  %175 = tail call double @llvm.fmuladd.f64(double %171, double %174, double %167)
  %176 = add nuw nsw i64 %158, 2
  %177 = add i64 %160, 2
  %178 = icmp eq i64 %177, %38
  br i1 %178, label %142, label %157, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc double @run(i32 noundef %0, double noundef %1, i32 noundef %2) unnamed_addr #9 {
  %4 = alloca [30 x double], align 16
  call void @llvm.lifetime.start.p0(i64 240, ptr nonnull %4) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(240) %4, ptr noundef nonnull align 16 dereferenceable(240) @u0, i64 240, i1 false)
  %5 = sext i32 %0 to i64
  %6 = getelementptr inbounds [30 x double], ptr %4, i64 0, i64 %5
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = fadd double %7, %1
  store double %8, ptr %6, align 8, !tbaa !9
  %9 = icmp sgt i32 %2, 0
  br i1 %9, label %10, label %152

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 104
  %12 = getelementptr inbounds i8, ptr %4, i64 56
  %13 = getelementptr inbounds i8, ptr %4, i64 72
  %14 = getelementptr inbounds i8, ptr %4, i64 120
  %15 = getelementptr inbounds i8, ptr %4, i64 80
  %16 = load double, ptr %15, align 16, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %4, i64 152
  %18 = getelementptr inbounds i8, ptr %4, i64 168
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = getelementptr inbounds i8, ptr %4, i64 48
  %21 = load double, ptr %20, align 16, !tbaa !9
  %22 = load <2 x double>, ptr %12, align 8, !tbaa !9
  %23 = load <2 x double>, ptr %11, align 8, !tbaa !9
  %24 = load <2 x double>, ptr %17, align 8, !tbaa !9
  %25 = load <2 x double>, ptr %19, align 8, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %4, i64 24
  %27 = getelementptr inbounds i8, ptr %4, i64 88
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = getelementptr inbounds i8, ptr %4, i64 96
  %30 = load double, ptr %29, align 16, !tbaa !9
  %31 = getelementptr inbounds i8, ptr %4, i64 120
  %32 = getelementptr inbounds i8, ptr %4, i64 136
  %33 = load double, ptr %32, align 8, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %4, i64 104
  %35 = getelementptr inbounds i8, ptr %4, i64 200
  %36 = getelementptr inbounds i8, ptr %4, i64 152
  %37 = getelementptr inbounds i8, ptr %4, i64 144
  %38 = load <2 x double>, ptr %37, align 16
  %39 = getelementptr inbounds i8, ptr %4, i64 160
  %40 = getelementptr inbounds i8, ptr %4, i64 168
  %41 = getelementptr inbounds i8, ptr %4, i64 216
  %42 = getelementptr inbounds i8, ptr %4, i64 184
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %4, i64 72
  %45 = load <2 x double>, ptr %14, align 8, !tbaa !9
  %46 = load <2 x double>, ptr %26, align 8, !tbaa !9
  %47 = load <2 x double>, ptr %13, align 8, !tbaa !9
  %48 = load <2 x double>, ptr %18, align 8, !tbaa !9
  %49 = load double, ptr %36, align 8, !tbaa !9
  %50 = load <2 x double>, ptr %35, align 8, !tbaa !9
  %51 = load <2 x double>, ptr %34, align 8, !tbaa !9
  %52 = load <2 x double>, ptr %41, align 8, !tbaa !9
  %53 = load <2 x double>, ptr %31, align 8, !tbaa !9
  %54 = load <2 x double>, ptr %39, align 16, !tbaa !9
  br label %55

55:                                               ; preds = %10, %55
  %56 = phi double [ %148, %55 ], [ %49, %10 ]
  %57 = phi double [ %149, %55 ], [ %16, %10 ]
  %58 = phi i32 [ %146, %55 ], [ 0, %10 ]
  %59 = phi <2 x double> [ %99, %55 ], [ %23, %10 ]
  %60 = phi <2 x double> [ %90, %55 ], [ %22, %10 ]
  %61 = phi <2 x double> [ %132, %55 ], [ %24, %10 ]
  %62 = phi <2 x double> [ %121, %55 ], [ %45, %10 ]
  %63 = phi <2 x double> [ %112, %55 ], [ %47, %10 ]
  %64 = phi <2 x double> [ %145, %55 ], [ %48, %10 ]
  %65 = phi <2 x double> [ %121, %55 ], [ %53, %10 ]
  %66 = phi <2 x double> [ %150, %55 ], [ %54, %10 ]
  %67 = phi <2 x double> [ %99, %55 ], [ %51, %10 ]
  %68 = fadd <2 x double> %25, %59
  %69 = extractelement <2 x double> %60, i64 0
  %70 = tail call double @sin(double noundef %69) #12
  %71 = extractelement <2 x double> %60, i64 1
  %72 = tail call double @sin(double noundef %71) #12
  %73 = fadd <2 x double> %46, %62
  %74 = extractelement <2 x double> %63, i64 0
  %75 = tail call double @sin(double noundef %74) #12
  %76 = tail call double @sin(double noundef %57) #12
  %77 = fadd <2 x double> %60, %61
  %78 = extractelement <2 x double> %59, i64 0
  %79 = tail call double @sin(double noundef %78) #12
  %80 = extractelement <2 x double> %59, i64 1
  %81 = tail call double @sin(double noundef %80) #12
  %82 = shufflevector <2 x double> %60, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %83 = insertelement <2 x double> %82, double %21, i64 0
  %84 = fadd <2 x double> %68, %83
  %85 = shufflevector <2 x double> %82, <2 x double> %63, <2 x i32> <i32 0, i32 2>
  %86 = fadd <2 x double> %84, %85
  %87 = insertelement <2 x double> poison, double %70, i64 0
  %88 = insertelement <2 x double> %87, double %72, i64 1
  %89 = fmul <2 x double> %88, <double 2.000000e-01, double 2.000000e-01>
  %90 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %89)
  %91 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %92 = insertelement <2 x double> %91, double %30, i64 0
  %93 = fadd <2 x double> %77, %92
  %94 = shufflevector <2 x double> %91, <2 x double> %62, <2 x i32> <i32 0, i32 2>
  %95 = fadd <2 x double> %93, %94
  %96 = insertelement <2 x double> poison, double %79, i64 0
  %97 = insertelement <2 x double> %96, double %81, i64 1
  %98 = fmul <2 x double> %97, <double 2.000000e-01, double 2.000000e-01>
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %98)
  %100 = fadd <2 x double> %63, %64
  %101 = extractelement <2 x double> %62, i64 0
  %102 = tail call double @sin(double noundef %101) #12
  %103 = extractelement <2 x double> %65, i64 1
  %104 = tail call double @sin(double noundef %103) #12
  %105 = fadd <2 x double> %73, %85
  %106 = insertelement <2 x double> poison, double %57, i64 0
  %107 = insertelement <2 x double> %106, double %28, i64 1
  %108 = fadd <2 x double> %105, %107
  %109 = insertelement <2 x double> poison, double %75, i64 0
  %110 = insertelement <2 x double> %109, double %76, i64 1
  %111 = fmul <2 x double> %110, <double 2.000000e-01, double 2.000000e-01>
  %112 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %108, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %111)
  %113 = shufflevector <2 x double> %91, <2 x double> %65, <2 x i32> <i32 0, i32 2>
  %114 = fadd <2 x double> %100, %113
  %115 = shufflevector <2 x double> %62, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %116 = insertelement <2 x double> %115, double %33, i64 1
  %117 = fadd <2 x double> %114, %116
  %118 = insertelement <2 x double> poison, double %102, i64 0
  %119 = insertelement <2 x double> %118, double %104, i64 1
  %120 = fmul <2 x double> %119, <double 2.000000e-01, double 2.000000e-01>
  %121 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %117, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %120)
  %122 = fadd <2 x double> %67, %50
  %123 = tail call double @sin(double noundef %56) #12
  %124 = insertelement <2 x double> %38, double %56, i64 1
  %125 = fadd <2 x double> %122, %124
  %126 = fadd <2 x double> %125, %66
  %127 = extractelement <2 x double> %66, i64 0
  %128 = tail call double @sin(double noundef %127) #12
  %129 = insertelement <2 x double> poison, double %123, i64 0
  %130 = insertelement <2 x double> %129, double %128, i64 1
  %131 = fmul <2 x double> %130, <double 2.000000e-01, double 2.000000e-01>
  %132 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %126, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %131)
  %133 = fadd <2 x double> %65, %52
  %134 = extractelement <2 x double> %64, i64 1
  %135 = extractelement <2 x double> %66, i64 1
  %136 = tail call double @sin(double noundef %135) #12
  %137 = fadd <2 x double> %133, %66
  %138 = shufflevector <2 x double> %64, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %139 = insertelement <2 x double> %138, double %43, i64 1
  %140 = fadd <2 x double> %137, %139
  %141 = tail call double @sin(double noundef %134) #12
  %142 = insertelement <2 x double> poison, double %136, i64 0
  %143 = insertelement <2 x double> %142, double %141, i64 1
  %144 = fmul <2 x double> %143, <double 2.000000e-01, double 2.000000e-01>
  %145 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %140, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> %144)
  %146 = add nuw nsw i32 %58, 1
  %147 = icmp eq i32 %146, %2
  %148 = extractelement <2 x double> %132, i64 0
  %149 = extractelement <2 x double> %112, i64 1
  %150 = shufflevector <2 x double> %132, <2 x double> %145, <2 x i32> <i32 1, i32 2>
  br i1 %147, label %151, label %55, !llvm.loop !21

151:                                              ; preds = %55
  store <2 x double> %121, ptr %31, align 8, !tbaa !9
  store <2 x double> %132, ptr %36, align 8, !tbaa !9
  store <2 x double> %99, ptr %34, align 8, !tbaa !9
  store <2 x double> %145, ptr %40, align 8, !tbaa !9
  store <2 x double> %90, ptr %12, align 8, !tbaa !9
  store <2 x double> %112, ptr %44, align 8, !tbaa !9
  br label %152

152:                                              ; preds = %151, %3
  br label %153

153:                                              ; preds = %153, %152
  %154 = phi i64 [ 0, %152 ], [ %179, %153 ]
  %155 = phi double [ 0.000000e+00, %152 ], [ %178, %153 ]
  %156 = getelementptr inbounds double, ptr %4, i64 %154
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = fmul double %157, %157
  %159 = trunc nuw nsw i64 %154 to i32
  %160 = uitofp nneg i32 %159 to double
  %161 = tail call double @llvm.fmuladd.f64(double %160, double 1.000000e-01, double 1.000000e+00)
  %162 = tail call double @llvm.fmuladd.f64(double %158, double %161, double %155)
  %163 = add nuw nsw i64 %154, 1
  %164 = getelementptr inbounds double, ptr %4, i64 %163
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = fmul double %165, %165
  %167 = trunc nuw nsw i64 %163 to i32
  %168 = uitofp nneg i32 %167 to double
  %169 = tail call double @llvm.fmuladd.f64(double %168, double 1.000000e-01, double 1.000000e+00)
  %170 = tail call double @llvm.fmuladd.f64(double %166, double %169, double %162)
  %171 = add nuw nsw i64 %154, 2
  %172 = getelementptr inbounds double, ptr %4, i64 %171
  %173 = load double, ptr %172, align 8, !tbaa !9
  %174 = fmul double %173, %173
  %175 = trunc nuw nsw i64 %171 to i32
  %176 = uitofp nneg i32 %175 to double
  %177 = tail call double @llvm.fmuladd.f64(double %176, double 1.000000e-01, double 1.000000e+00)
  %178 = tail call double @llvm.fmuladd.f64(double %174, double %177, double %170)
  %179 = add nuw nsw i64 %154, 3
  %180 = icmp eq i64 %179, 30
  br i1 %180, label %181, label %153, !llvm.loop !24

181:                                              ; preds = %153
  call void @llvm.lifetime.end.p0(i64 240, ptr nonnull %4) #12
  ret double %178
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

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
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !12, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12, !19}
!24 = distinct !{!24, !12}
