; ModuleID = 'rev/42_custom_fast_rsqrt.c'
source_filename = "rev/42_custom_fast_rsqrt.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@n_aug = internal unnamed_addr global i32 0, align 4
@n_rev = internal unnamed_addr global i32 0, align 4
@__enzyme_register_gradient_fast_rsqrt = dso_local local_unnamed_addr global [3 x ptr] [ptr @fast_rsqrt, ptr @fast_rsqrt_aug, ptr @fast_rsqrt_rev], align 8
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
  %2 = load i32, ptr @n_aug, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @n_aug, align 4, !tbaa !6
  %4 = tail call double @fast_rsqrt(double noundef %0)
  ret double %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local double @fast_rsqrt_rev(double noundef %0, double noundef %1) #3 {
  %3 = load i32, ptr @n_rev, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @n_rev, align 4, !tbaa !6
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
  %3 = alloca [5 x double], align 8
  %4 = alloca [64 x i8], align 1
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @fast_rsqrt, double noundef 2.700000e+00) #11
  %6 = fadd double %5, 0x3FBCD9EA2B10E300
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp ugt double %7, 1.000000e-04
  %9 = select i1 %8, ptr @.str.7, ptr @.str.8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %5, double noundef 0xBFBCD9EA2B10E300, ptr noundef nonnull %9)
  %11 = zext i1 %8 to i32
  %12 = load i32, ptr @fails, align 4, !tbaa !6
  %13 = add nsw i32 %12, %11
  store i32 %13, ptr @fails, align 4, !tbaa !6
  %14 = load i32, ptr @n_aug, align 4, !tbaa !6
  %15 = icmp eq i32 %14, 1
  %16 = select i1 %15, ptr @.str.8, ptr @.str.7
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, i32 noundef %14, i32 noundef 1, ptr noundef nonnull %16)
  %18 = icmp ne i32 %14, 1
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = load i32, ptr @n_rev, align 4, !tbaa !6
  %23 = icmp eq i32 %22, 1
  %24 = select i1 %23, ptr @.str.8, ptr @.str.7
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, i32 noundef %22, i32 noundef 1, ptr noundef nonnull %24)
  %26 = icmp ne i32 %22, 1
  %27 = zext i1 %26 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !6
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %30 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  store <2 x double> <double 3.000000e-01, double -1.200000e+00>, ptr %2, align 16
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 2.500000e+00, double 0x3FE6666666666666>, ptr %31, align 16
  %32 = getelementptr inbounds i8, ptr %2, i64 32
  store double -1.000000e-01, ptr %32, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  store i32 0, ptr @n_rev, align 4, !tbaa !6
  store i32 0, ptr @n_aug, align 4, !tbaa !6
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %35 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @soft_sign_sum, i32 noundef %33, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %34, i32 noundef %30) #11
  %36 = load i32, ptr @n_aug, align 4, !tbaa !6
  %37 = icmp eq i32 %36, 5
  %38 = select i1 %37, ptr @.str.8, ptr @.str.7
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.3, i32 noundef %36, i32 noundef 5, ptr noundef nonnull %38)
  %40 = icmp ne i32 %36, 5
  %41 = zext i1 %40 to i32
  %42 = load i32, ptr @fails, align 4, !tbaa !6
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr @fails, align 4, !tbaa !6
  %44 = load i32, ptr @n_rev, align 4, !tbaa !6
  %45 = icmp eq i32 %44, 5
  %46 = select i1 %45, ptr @.str.8, ptr @.str.7
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, i32 noundef %44, i32 noundef 5, ptr noundef nonnull %46)
  %48 = icmp ne i32 %44, 5
  %49 = zext i1 %48 to i32
  %50 = load i32, ptr @fails, align 4, !tbaa !6
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #11
  %52 = icmp sgt i32 %30, 0
  %53 = zext i32 %30 to i64
  %54 = icmp ult i32 %30, 4
  %55 = and i64 %53, 2147483644
  %56 = icmp eq i64 %55, %53
  %57 = icmp ult i32 %30, 4
  %58 = and i64 %53, 2147483644
  %59 = icmp eq i64 %58, %53
  br label %67

60:                                               ; preds = %164
  %61 = icmp eq i32 %185, 0
  %62 = select i1 %61, ptr @.str.8, ptr @.str.7
  %63 = call i32 @puts(ptr nonnull dereferenceable(1) %62)
  %64 = load i32, ptr @fails, align 4, !tbaa !6
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %66

67:                                               ; preds = %0, %164
  %68 = phi i64 [ 0, %0 ], [ %186, %164 ]
  %69 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = fadd double %70, 0x3EB0C6F7A0B5ED8D
  store double %71, ptr %69, align 8, !tbaa !10
  br i1 %52, label %72, label %164

72:                                               ; preds = %67
  br i1 %54, label %100, label %73

73:                                               ; preds = %72, %73
  %74 = phi i64 [ %96, %73 ], [ 0, %72 ]
  %75 = phi double [ %95, %73 ], [ 0.000000e+00, %72 ]
  %76 = phi <2 x i32> [ %97, %73 ], [ <i32 0, i32 1>, %72 ]
  %77 = add <2 x i32> %76, <i32 2, i32 2>
  %78 = getelementptr inbounds double, ptr %2, i64 %74
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <2 x double>, ptr %78, align 16, !tbaa !10
  %81 = load <2 x double>, ptr %79, align 16, !tbaa !10
  %82 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %80, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> %81, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %84 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %82)
  %85 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %83)
  %86 = fdiv <2 x double> %80, %84
  %87 = fdiv <2 x double> %81, %85
  %88 = uitofp <2 x i32> %76 to <2 x double>
  %89 = uitofp <2 x i32> %77 to <2 x double>
  %90 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %88, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %92 = fmul <2 x double> %86, %90
  %93 = fmul <2 x double> %87, %91
  %94 = call double @llvm.vector.reduce.fadd.v2f64(double %75, <2 x double> %92)
  %95 = call double @llvm.vector.reduce.fadd.v2f64(double %94, <2 x double> %93)
  %96 = add nuw i64 %74, 4
  %97 = add <2 x i32> %76, <i32 4, i32 4>
  %98 = icmp eq i64 %96, %55
  br i1 %98, label %99, label %73, !llvm.loop !12

99:                                               ; preds = %73
  br i1 %56, label %117, label %100

100:                                              ; preds = %99, %72
  %101 = phi i64 [ 0, %72 ], [ %55, %99 ]
  %102 = phi double [ 0.000000e+00, %72 ], [ %95, %99 ]
  br label %103

103:                                              ; preds = %100, %103
  %104 = phi i64 [ %115, %103 ], [ %101, %100 ]
  %105 = phi double [ %114, %103 ], [ %102, %100 ]
  %106 = getelementptr inbounds double, ptr %2, i64 %104
  %107 = load double, ptr %106, align 8, !tbaa !10
  %108 = call double @llvm.fmuladd.f64(double %107, double %107, double 1.000000e+00)
  %109 = call double @llvm.sqrt.f64(double %108)
  %110 = fdiv double %107, %109
  %111 = trunc nuw nsw i64 %104 to i32
  %112 = uitofp nneg i32 %111 to double
  %113 = call double @llvm.fmuladd.f64(double %112, double 5.000000e-01, double 1.000000e+00)
  %114 = call double @llvm.fmuladd.f64(double %110, double %113, double %105)
  %115 = add nuw nsw i64 %104, 1
  %116 = icmp eq i64 %115, %53
  br i1 %116, label %117, label %103, !llvm.loop !16

117:                                              ; preds = %103, %99
  %118 = phi double [ %95, %99 ], [ %114, %103 ]
  %119 = fadd double %70, 0xBEB0C6F7A0B5ED8D
  store double %119, ptr %69, align 8, !tbaa !10
  br i1 %57, label %147, label %120

120:                                              ; preds = %117, %120
  %121 = phi i64 [ %143, %120 ], [ 0, %117 ]
  %122 = phi double [ %142, %120 ], [ 0.000000e+00, %117 ]
  %123 = phi <2 x i32> [ %144, %120 ], [ <i32 0, i32 1>, %117 ]
  %124 = add <2 x i32> %123, <i32 2, i32 2>
  %125 = getelementptr inbounds double, ptr %2, i64 %121
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  %127 = load <2 x double>, ptr %125, align 16, !tbaa !10
  %128 = load <2 x double>, ptr %126, align 16, !tbaa !10
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %127, <2 x double> %127, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %130 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %128, <2 x double> %128, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %131 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %129)
  %132 = call <2 x double> @llvm.sqrt.v2f64(<2 x double> %130)
  %133 = fdiv <2 x double> %127, %131
  %134 = fdiv <2 x double> %128, %132
  %135 = uitofp <2 x i32> %123 to <2 x double>
  %136 = uitofp <2 x i32> %124 to <2 x double>
  %137 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %135, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %138 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %136, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %139 = fmul <2 x double> %133, %137
  %140 = fmul <2 x double> %134, %138
  %141 = call double @llvm.vector.reduce.fadd.v2f64(double %122, <2 x double> %139)
  %142 = call double @llvm.vector.reduce.fadd.v2f64(double %141, <2 x double> %140)
  %143 = add nuw i64 %121, 4
  %144 = add <2 x i32> %123, <i32 4, i32 4>
  %145 = icmp eq i64 %143, %58
  br i1 %145, label %146, label %120, !llvm.loop !17

146:                                              ; preds = %120
  br i1 %59, label %164, label %147

147:                                              ; preds = %146, %117
  %148 = phi i64 [ 0, %117 ], [ %58, %146 ]
  %149 = phi double [ 0.000000e+00, %117 ], [ %142, %146 ]
  br label %150

150:                                              ; preds = %147, %150
  %151 = phi i64 [ %162, %150 ], [ %148, %147 ]
  %152 = phi double [ %161, %150 ], [ %149, %147 ]
  %153 = getelementptr inbounds double, ptr %2, i64 %151
  %154 = load double, ptr %153, align 8, !tbaa !10
  %155 = call double @llvm.fmuladd.f64(double %154, double %154, double 1.000000e+00)
  %156 = call double @llvm.sqrt.f64(double %155)
  %157 = fdiv double %154, %156
  %158 = trunc nuw nsw i64 %151 to i32
  %159 = uitofp nneg i32 %158 to double
  %160 = call double @llvm.fmuladd.f64(double %159, double 5.000000e-01, double 1.000000e+00)
  %161 = call double @llvm.fmuladd.f64(double %157, double %160, double %152)
  %162 = add nuw nsw i64 %151, 1
  %163 = icmp eq i64 %162, %53
  br i1 %163, label %164, label %150, !llvm.loop !18

164:                                              ; preds = %150, %146, %67
  %165 = phi double [ 0.000000e+00, %67 ], [ %118, %146 ], [ %118, %150 ]
  %166 = phi double [ 0.000000e+00, %67 ], [ %142, %146 ], [ %161, %150 ]
  store double %70, ptr %69, align 8, !tbaa !10
  %167 = trunc nuw nsw i64 %68 to i32
  %168 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.5, i32 noundef %167) #11
  %169 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %68
  %170 = load double, ptr %169, align 8, !tbaa !10
  %171 = fsub double %165, %166
  %172 = fdiv double %171, 2.000000e-06
  %173 = fsub double %170, %172
  %174 = call double @llvm.fabs.f64(double %173)
  %175 = call double @llvm.fabs.f64(double %172)
  %176 = call double @llvm.maxnum.f64(double %175, double 1.000000e+00)
  %177 = fmul double %176, 1.000000e-04
  %178 = fcmp ugt double %174, %177
  %179 = fcmp ule double %175, 1.000000e-09
  %180 = or i1 %179, %178
  %181 = select i1 %180, ptr @.str.7, ptr @.str.8
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %4, double noundef %170, double noundef %172, ptr noundef nonnull %181)
  %183 = zext i1 %180 to i32
  %184 = load i32, ptr @fails, align 4, !tbaa !6
  %185 = add nsw i32 %184, %183
  store i32 %185, ptr @fails, align 4, !tbaa !6
  %186 = add nuw nsw i64 %68, 1
  %187 = icmp eq i64 %186, 5
  br i1 %187, label %60, label %67, !llvm.loop !19
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
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = tail call double @llvm.fmuladd.f64(double %12, double %12, double 1.000000e+00)
  %14 = tail call double @fast_rsqrt(double noundef %13)
  %15 = fmul double %12, %14
  %16 = trunc nuw nsw i64 %9 to i32
  %17 = uitofp nneg i32 %16 to double
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double 1.000000e+00)
  %19 = tail call double @llvm.fmuladd.f64(double %15, double %18, double %10)
  %20 = add nuw nsw i64 %9, 1
  %21 = icmp eq i64 %20, %5
  br i1 %21, label %6, label %8, !llvm.loop !20
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.sqrt.v2f64(<2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #10

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

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
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !15, !14}
!17 = distinct !{!17, !13, !14, !15}
!18 = distinct !{!18, !13, !15, !14}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
