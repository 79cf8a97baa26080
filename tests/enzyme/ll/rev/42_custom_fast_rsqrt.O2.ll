; ModuleID = 'rev/42_custom_fast_rsqrt.c'
source_filename = "rev/42_custom_fast_rsqrt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@n_aug = internal unnamed_addr global i32 0, align 4
@n_rev = internal unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_fast_rsqrt = dso_local local_unnamed_addr global [3 x ptr] [ptr @fast_rsqrt, ptr @fast_rsqrt_aug, ptr @fast_rsqrt_rev], align 16
@.str = private unnamed_addr constant [18 x i8] c"d fast_rsqrt(2.7)\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"aug calls (direct)\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"rev calls (direct)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"aug calls (loop)\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"rev calls (loop)\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"soft_sign_sum dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"%-26s got=%d want=%d %s\0A\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local double @fast_rsqrt(double noundef %0) #0 {
  %2 = bitcast double %0 to i64
  %3 = ashr i64 %2, 1
  %4 = sub nsw i64 6910469410427058089, %3
  %5 = bitcast i64 %4 to double
  %6 = fmul double %0, -5.000000e-01
  %7 = fmul double %6, %5
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %5, double 1.500000e+00)
  %9 = fmul double %8, %5
  %10 = fmul double %6, %9
  %11 = tail call double @llvm.fmuladd.f64(double %10, double %9, double 1.500000e+00)
  %12 = fmul double %9, %11
  ret double %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @fast_rsqrt_aug(double noundef %0) #3 {
  %2 = load i32, ptr @n_aug, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @n_aug, align 4, !tbaa !5
  %4 = tail call double @fast_rsqrt(double noundef %0)
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @fast_rsqrt_rev(double noundef %0, double noundef %1) #3 {
  %3 = load i32, ptr @n_rev, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @n_rev, align 4, !tbaa !5
  %5 = tail call double @fast_rsqrt(double noundef %0)
  %6 = fmul double %5, -5.000000e-01
  %7 = fmul double %5, %6
  %8 = fmul double %5, %7
  %9 = fmul double %8, %1
  ret double %9
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [64 x i8], align 16
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fast_rsqrt, double noundef 2.700000e+00) #11
  %6 = fadd double %5, 0x3FBCD9EA2B10E300
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp ugt double %7, 1.000000e-04
  %9 = select i1 %8, ptr @.str.7, ptr @.str.8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %5, double noundef 0xBFBCD9EA2B10E300, ptr noundef nonnull %9)
  %11 = zext i1 %8 to i32
  %12 = load i32, ptr @fails, align 4, !tbaa !5
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @fails, align 4, !tbaa !5
  %14 = load i32, ptr @n_aug, align 4, !tbaa !5
  %15 = icmp eq i32 %14, 1
  %16 = select i1 %15, ptr @.str.8, ptr @.str.7
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %14, i32 noundef 1, ptr noundef nonnull %16)
  %18 = icmp ne i32 %14, 1
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !5
  %22 = load i32, ptr @n_rev, align 4, !tbaa !5
  %23 = icmp eq i32 %22, 1
  %24 = select i1 %23, ptr @.str.8, ptr @.str.7
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %22, i32 noundef 1, ptr noundef nonnull %24)
  %26 = icmp ne i32 %22, 1
  %27 = zext i1 %26 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !5
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !5
  %30 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  store <2 x double> <double 3.000000e-01, double -1.200000e+00>, ptr %2, align 16
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 2.500000e+00, double 0x3FE6666666666666>, ptr %31, align 16
  %32 = getelementptr inbounds i8, ptr %2, i64 32
  store double -1.000000e-01, ptr %32, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_rev, align 4, !tbaa !5
  store i32 0, ptr @n_aug, align 4, !tbaa !5
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %35 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @soft_sign_sum, i32 noundef %33, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %34, i32 noundef %30) #11
  %36 = load i32, ptr @n_aug, align 4, !tbaa !5
  %37 = icmp eq i32 %36, 5
  %38 = select i1 %37, ptr @.str.8, ptr @.str.7
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %36, i32 noundef 5, ptr noundef nonnull %38)
  %40 = icmp ne i32 %36, 5
  %41 = zext i1 %40 to i32
  %42 = load i32, ptr @fails, align 4, !tbaa !5
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr @fails, align 4, !tbaa !5
  %44 = load i32, ptr @n_rev, align 4, !tbaa !5
  %45 = icmp eq i32 %44, 5
  %46 = select i1 %45, ptr @.str.8, ptr @.str.7
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %44, i32 noundef 5, ptr noundef nonnull %46)
  %48 = icmp ne i32 %44, 5
  %49 = zext i1 %48 to i32
  %50 = load i32, ptr @fails, align 4, !tbaa !5
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %52 = icmp sgt i32 %30, 0
  %53 = zext i32 %30 to i64
  %54 = add nsw i64 %53, -1
  %55 = and i64 %53, 1
  %56 = icmp eq i64 %54, 0
  %57 = and i64 %53, 2147483646
  %58 = icmp eq i64 %55, 0
  %59 = and i64 %53, 1
  %60 = icmp eq i64 %54, 0
  %61 = and i64 %53, 2147483646
  %62 = icmp eq i64 %59, 0
  br label %70

63:                                               ; preds = %159
  %64 = icmp eq i32 %180, 0
  %65 = select i1 %64, ptr @.str.8, ptr @.str.7
  %66 = call i32 @puts(ptr nonnull dereferenceable(1) %65)
  %67 = load i32, ptr @fails, align 4, !tbaa !5
  %68 = icmp ne i32 %67, 0
  %69 = zext i1 %68 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %69

70:                                               ; preds = %0, %159
  %71 = phi i64 [ 0, %0 ], [ %181, %159 ]
  %72 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %71
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = fadd double %73, 0x3EB0C6F7A0B5ED8D
  store double %74, ptr %72, align 8, !tbaa !9
  br i1 %52, label %75, label %159

75:                                               ; preds = %70
  br i1 %56, label %102, label %76

76:                                               ; preds = %75, %76
  %77 = phi i64 [ %99, %76 ], [ 0, %75 ]
  %78 = phi double [ %98, %76 ], [ 0.000000e+00, %75 ]
  %79 = phi i64 [ %100, %76 ], [ 0, %75 ]
  %80 = getelementptr inbounds double, ptr %2, i64 %77
  %81 = load double, ptr %80, align 16, !tbaa !9
  %82 = call double @llvm.fmuladd.f64(double %81, double %81, double 1.000000e+00)
  %83 = call double @llvm.sqrt.f64(double %82)
  %84 = fdiv double %81, %83
  %85 = trunc nuw nsw i64 %77 to i32
  %86 = uitofp nneg i32 %85 to double
  %87 = call double @llvm.fmuladd.f64(double %86, double 5.000000e-01, double 1.000000e+00)
  %88 = call double @llvm.fmuladd.f64(double %84, double %87, double %78)
  %89 = or disjoint i64 %77, 1
  %90 = getelementptr inbounds double, ptr %2, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !9
  %92 = call double @llvm.fmuladd.f64(double %91, double %91, double 1.000000e+00)
  %93 = call double @llvm.sqrt.f64(double %92)
  %94 = fdiv double %91, %93
  %95 = trunc nuw nsw i64 %89 to i32
  %96 = uitofp nneg i32 %95 to double
  %97 = call double @llvm.fmuladd.f64(double %96, double 5.000000e-01, double 1.000000e+00)
  %98 = call double @llvm.fmuladd.f64(double %94, double %97, double %88)
  %99 = add nuw nsw i64 %77, 2
  %100 = add i64 %79, 2
  %101 = icmp eq i64 %100, %57
  br i1 %101, label %102, label %76, !llvm.loop !11

102:                                              ; preds = %76, %75
  %103 = phi double [ poison, %75 ], [ %98, %76 ]
  %104 = phi i64 [ 0, %75 ], [ %99, %76 ]
  %105 = phi double [ 0.000000e+00, %75 ], [ %98, %76 ]
  br i1 %58, label %116, label %106

106:                                              ; preds = %102
  %107 = getelementptr inbounds double, ptr %2, i64 %104
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = call double @llvm.fmuladd.f64(double %108, double %108, double 1.000000e+00)
  %110 = call double @llvm.sqrt.f64(double %109)
  %111 = fdiv double %108, %110
  %112 = trunc nuw nsw i64 %104 to i32
  %113 = uitofp nneg i32 %112 to double
  %114 = call double @llvm.fmuladd.f64(double %113, double 5.000000e-01, double 1.000000e+00)
  %115 = call double @llvm.fmuladd.f64(double %111, double %114, double %105)
  br label %116

116:                                              ; preds = %102, %106
  %117 = phi double [ %103, %102 ], [ %115, %106 ]
  %118 = fadd double %73, 0xBEB0C6F7A0B5ED8D
  store double %118, ptr %72, align 8, !tbaa !9
  br i1 %60, label %145, label %119

119:                                              ; preds = %116, %119
  %120 = phi i64 [ %142, %119 ], [ 0, %116 ]
  %121 = phi double [ %141, %119 ], [ 0.000000e+00, %116 ]
  %122 = phi i64 [ %143, %119 ], [ 0, %116 ]
  %123 = getelementptr inbounds double, ptr %2, i64 %120
  %124 = load double, ptr %123, align 16, !tbaa !9
  %125 = call double @llvm.fmuladd.f64(double %124, double %124, double 1.000000e+00)
  %126 = call double @llvm.sqrt.f64(double %125)
  %127 = fdiv double %124, %126
  %128 = trunc nuw nsw i64 %120 to i32
  %129 = uitofp nneg i32 %128 to double
  %130 = call double @llvm.fmuladd.f64(double %129, double 5.000000e-01, double 1.000000e+00)
  %131 = call double @llvm.fmuladd.f64(double %127, double %130, double %121)
  %132 = or disjoint i64 %120, 1
  %133 = getelementptr inbounds double, ptr %2, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !9
  %135 = call double @llvm.fmuladd.f64(double %134, double %134, double 1.000000e+00)
  %136 = call double @llvm.sqrt.f64(double %135)
  %137 = fdiv double %134, %136
  %138 = trunc nuw nsw i64 %132 to i32
  %139 = uitofp nneg i32 %138 to double
  %140 = call double @llvm.fmuladd.f64(double %139, double 5.000000e-01, double 1.000000e+00)
  %141 = call double @llvm.fmuladd.f64(double %137, double %140, double %131)
  %142 = add nuw nsw i64 %120, 2
  %143 = add i64 %122, 2
  %144 = icmp eq i64 %143, %61
  br i1 %144, label %145, label %119, !llvm.loop !11

145:                                              ; preds = %119, %116
  %146 = phi double [ poison, %116 ], [ %141, %119 ]
  %147 = phi i64 [ 0, %116 ], [ %142, %119 ]
  %148 = phi double [ 0.000000e+00, %116 ], [ %141, %119 ]
  br i1 %62, label %159, label %149

149:                                              ; preds = %145
  %150 = getelementptr inbounds double, ptr %2, i64 %147
  %151 = load double, ptr %150, align 8, !tbaa !9
  %152 = call double @llvm.fmuladd.f64(double %151, double %151, double 1.000000e+00)
  %153 = call double @llvm.sqrt.f64(double %152)
  %154 = fdiv double %151, %153
  %155 = trunc nuw nsw i64 %147 to i32
  %156 = uitofp nneg i32 %155 to double
  %157 = call double @llvm.fmuladd.f64(double %156, double 5.000000e-01, double 1.000000e+00)
  %158 = call double @llvm.fmuladd.f64(double %154, double %157, double %148)
  br label %159

159:                                              ; preds = %149, %145, %70
  %160 = phi double [ 0.000000e+00, %70 ], [ %117, %145 ], [ %117, %149 ]
  %161 = phi double [ 0.000000e+00, %70 ], [ %146, %145 ], [ %158, %149 ]
  store double %73, ptr %72, align 8, !tbaa !9
  %162 = trunc nuw nsw i64 %71 to i32
  %163 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %162) #11
  %164 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %71
  %165 = load double, ptr %164, align 8, !tbaa !9
  %166 = fsub double %160, %161
  %167 = fdiv double %166, 2.000000e-06
  %168 = fsub double %165, %167
  %169 = call double @llvm.fabs.f64(double %168)
  %170 = call double @llvm.fabs.f64(double %167)
  %171 = call double @llvm.maxnum.f64(double %170, double 1.000000e+00)
  %172 = fmul double %171, 1.000000e-04
  %173 = fcmp ugt double %169, %172
  %174 = fcmp ule double %170, 1.000000e-09
  %175 = or i1 %174, %173
  %176 = select i1 %175, ptr @.str.7, ptr @.str.8
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %4, double noundef %165, double noundef %167, ptr noundef nonnull %176)
  %178 = zext i1 %175 to i32
  %179 = load i32, ptr @fails, align 4, !tbaa !5
  %180 = add nsw i32 %179, %178
  store i32 %180, ptr @fails, align 4, !tbaa !5
  %181 = add nuw nsw i64 %71, 1
  %182 = icmp eq i64 %181, 5
  br i1 %182, label %63, label %70, !llvm.loop !13
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @soft_sign_sum(ptr nocapture noundef readonly %0, i32 noundef %1) #7 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %19, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %20, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %19, %8 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %14 = tail call double @fast_rsqrt(double noundef %13)
  %15 = fmul double %12, %14
  %16 = trunc nuw nsw i64 %9 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double 1.000000e+00)
  %19 = tail call double @llvm.fmuladd.f64(double %15, double %18, double %10)
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %8, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
