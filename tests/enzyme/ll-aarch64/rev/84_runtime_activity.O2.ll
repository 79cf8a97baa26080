; ModuleID = 'rev/84_runtime_activity.c'
source_filename = "rev/84_runtime_activity.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 3.000000e-01, double -8.000000e-01, double 1.200000e+00], align 8
@__const.main.w0 = private unnamed_addr constant [3 x double] [double 1.500000e+00, double -5.000000e-01, double 2.000000e+00], align 8
@enzyme_runtime_activity = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"reverse d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"w[%d] changed: %g FAIL\0A\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [17 x i8] c"reverse d/dw[%d]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"reverse d/dx[0] again\00", align 1
@__const.main.v = private unnamed_addr constant [3 x double] [double 1.000000e+00, double 5.000000e-01, double -1.000000e+00], align 8
@.str.4 = private unnamed_addr constant [21 x i8] c"forward along v in w\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @weighted(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %9

7:                                                ; preds = %9, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %19, %9 ]
  ret double %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %20, %9 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %19, %9 ]
  %12 = getelementptr inbounds double, ptr %1, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !6
  %14 = getelementptr inbounds double, ptr %0, i64 %10
  %15 = load double, ptr %14, align 8, !tbaa !6
  %16 = tail call double @sin(double noundef %15) #10
  %17 = fmul double %13, %16
  %18 = load double, ptr %14, align 8, !tbaa !6
  %19 = tail call double @llvm.fmuladd.f64(double %17, double %18, double %11)
  %20 = add nuw nsw i64 %10, 1
  %21 = icmp eq i64 %20, %6
  br i1 %21, label %7, label %9, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local void @weighted_out(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, ptr nocapture noundef writeonly %3) #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %21

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  br label %8

8:                                                ; preds = %8, %6
  %9 = phi i64 [ 0, %6 ], [ %19, %8 ]
  %10 = phi double [ 0.000000e+00, %6 ], [ %18, %8 ]
  %11 = getelementptr inbounds double, ptr %1, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds double, ptr %0, i64 %9
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = tail call double @sin(double noundef %14) #10
  %16 = fmul double %12, %15
  %17 = load double, ptr %13, align 8, !tbaa !6
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %17, double %10)
  %19 = add nuw nsw i64 %9, 1
  %20 = icmp eq i64 %19, %7
  br i1 %20, label %21, label %8, !llvm.loop !10

21:                                               ; preds = %8, %4
  %22 = phi double [ 0.000000e+00, %4 ], [ %18, %8 ]
  store double %22, ptr %3, align 8, !tbaa !6
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca [3 x double], align 8
  %2 = alloca [3 x double], align 8
  %3 = alloca [64 x i8], align 1
  %4 = alloca [3 x double], align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca [3 x double], align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.x, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.w0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10
  store double 0.000000e+00, ptr %5, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  store double 1.000000e+00, ptr %6, align 8, !tbaa !6
  %10 = load i32, ptr @enzyme_runtime_activity, align 4, !tbaa !12
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %12 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @weighted_out, i32 noundef %10, i32 noundef %11, ptr noundef nonnull %1, ptr noundef nonnull %4, i32 noundef %11, ptr noundef nonnull %2, ptr noundef nonnull %2, i32 noundef %12, i32 noundef 3, i32 noundef %11, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = getelementptr inbounds i8, ptr %1, i64 8
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  %16 = getelementptr inbounds i8, ptr %1, i64 16
  br label %25

17:                                               ; preds = %95
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = getelementptr inbounds i8, ptr %2, i64 16
  %21 = getelementptr inbounds i8, ptr %1, i64 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %6, align 8, !tbaa !6
  %22 = load i32, ptr @enzyme_runtime_activity, align 4, !tbaa !12
  %23 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %24 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @weighted_out, i32 noundef %22, i32 noundef %23, ptr noundef nonnull %1, ptr noundef nonnull %7, i32 noundef %23, ptr noundef nonnull %2, ptr noundef nonnull %8, i32 noundef %24, i32 noundef 3, i32 noundef %23, ptr noundef nonnull %5, ptr noundef nonnull %6) #10
  br label %183

25:                                               ; preds = %0, %95
  %26 = phi i64 [ 0, %0 ], [ %96, %95 ]
  %27 = getelementptr inbounds [3 x double], ptr %1, i64 0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !6
  %29 = fadd double %28, 0x3EB0C6F7A0B5ED8D
  store double %29, ptr %27, align 8, !tbaa !6
  %30 = load double, ptr %2, align 8, !tbaa !6
  %31 = load double, ptr %1, align 8, !tbaa !6
  %32 = call double @sin(double noundef %31) #10
  %33 = load double, ptr %1, align 8, !tbaa !6
  %34 = load double, ptr %13, align 8, !tbaa !6
  %35 = load double, ptr %14, align 8, !tbaa !6
  %36 = call double @sin(double noundef %35) #10
  %37 = load double, ptr %14, align 8, !tbaa !6
  %38 = load double, ptr %15, align 8, !tbaa !6
  %39 = load double, ptr %16, align 8, !tbaa !6
  %40 = call double @sin(double noundef %39) #10
  %41 = load double, ptr %16, align 8, !tbaa !6
  %42 = fadd double %28, 0xBEB0C6F7A0B5ED8D
  store double %42, ptr %27, align 8, !tbaa !6
  %43 = load double, ptr %2, align 8, !tbaa !6
  %44 = load double, ptr %1, align 8, !tbaa !6
  %45 = call double @sin(double noundef %44) #10
  %46 = fmul double %43, %45
  %47 = load double, ptr %1, align 8, !tbaa !6
  %48 = call double @llvm.fmuladd.f64(double %46, double %47, double 0.000000e+00)
  %49 = load double, ptr %13, align 8, !tbaa !6
  %50 = load double, ptr %14, align 8, !tbaa !6
  %51 = call double @sin(double noundef %50) #10
  %52 = fmul double %49, %51
  %53 = load double, ptr %14, align 8, !tbaa !6
  %54 = call double @llvm.fmuladd.f64(double %52, double %53, double %48)
  %55 = load double, ptr %15, align 8, !tbaa !6
  %56 = load double, ptr %16, align 8, !tbaa !6
  %57 = call double @sin(double noundef %56) #10
  %58 = fmul double %55, %57
  %59 = load double, ptr %16, align 8, !tbaa !6
  %60 = call double @llvm.fmuladd.f64(double %58, double %59, double %54)
  %61 = fmul double %30, %32
  %62 = call double @llvm.fmuladd.f64(double %61, double %33, double 0.000000e+00)
  %63 = fmul double %34, %36
  %64 = call double @llvm.fmuladd.f64(double %63, double %37, double %62)
  %65 = fmul double %38, %40
  %66 = call double @llvm.fmuladd.f64(double %65, double %41, double %64)
  store double %28, ptr %27, align 8, !tbaa !6
  %67 = trunc nuw nsw i64 %26 to i32
  %68 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %67) #10
  %69 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %26
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fsub double %66, %60
  %72 = fdiv double %71, 2.000000e-06
  %73 = fsub double %70, %72
  %74 = call double @llvm.fabs.f64(double %73)
  %75 = call double @llvm.fabs.f64(double %72)
  %76 = call double @llvm.maxnum.f64(double %75, double 1.000000e+00)
  %77 = fmul double %76, 0x3EB0C6F7A0B5ED8D
  %78 = fcmp ugt double %74, %77
  %79 = fcmp ule double %75, 1.000000e-09
  %80 = or i1 %79, %78
  %81 = select i1 %80, ptr @.str.6, ptr @.str.7
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %3, double noundef %70, double noundef %72, ptr noundef nonnull %81)
  %83 = zext i1 %80 to i32
  %84 = load i32, ptr @fails, align 4, !tbaa !12
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr @fails, align 4, !tbaa !12
  %86 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %26
  %87 = load double, ptr %86, align 8, !tbaa !6
  %88 = getelementptr inbounds [3 x double], ptr @__const.main.w0, i64 0, i64 %26
  %89 = load double, ptr %88, align 8, !tbaa !6
  %90 = fcmp une double %87, %89
  br i1 %90, label %91, label %95

91:                                               ; preds = %25
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %67, double noundef %87)
  %93 = load i32, ptr @fails, align 4, !tbaa !12
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr @fails, align 4, !tbaa !12
  br label %95

95:                                               ; preds = %91, %25
  %96 = add nuw nsw i64 %26, 1
  %97 = icmp eq i64 %96, 3
  br i1 %97, label %17, label %25, !llvm.loop !14

98:                                               ; preds = %183
  %99 = load double, ptr %7, align 8, !tbaa !6
  %100 = load double, ptr %4, align 8, !tbaa !6
  %101 = fsub double %99, %100
  %102 = call double @llvm.fabs.f64(double %101)
  %103 = call double @llvm.fabs.f64(double %100)
  %104 = call double @llvm.maxnum.f64(double %103, double 1.000000e+00)
  %105 = fmul double %104, 0x3EB0C6F7A0B5ED8D
  %106 = fcmp ugt double %102, %105
  %107 = fcmp ule double %103, 1.000000e-09
  %108 = or i1 %107, %106
  %109 = select i1 %108, ptr @.str.6, ptr @.str.7
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %99, double noundef %100, ptr noundef nonnull %109)
  %111 = zext i1 %108 to i32
  %112 = load i32, ptr @fails, align 4, !tbaa !12
  %113 = add nsw i32 %112, %111
  store i32 %113, ptr @fails, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.v, i64 24, i1 false)
  %114 = load i32, ptr @enzyme_runtime_activity, align 4, !tbaa !12
  %115 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %116 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  %117 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @weighted, i32 noundef %114, i32 noundef %115, ptr noundef nonnull %1, ptr noundef nonnull %1, i32 noundef %115, ptr noundef nonnull %2, ptr noundef nonnull %9, i32 noundef %116, i32 noundef 3) #10
  %118 = load double, ptr %2, align 8, !tbaa !6
  %119 = load double, ptr %9, align 8, !tbaa !6
  %120 = call double @llvm.fmuladd.f64(double %119, double 0x3EB0C6F7A0B5ED8D, double %118)
  %121 = call double @llvm.fmuladd.f64(double %119, double 0xBEB0C6F7A0B5ED8D, double %118)
  %122 = load double, ptr %18, align 8, !tbaa !6
  %123 = getelementptr inbounds i8, ptr %9, i64 8
  %124 = load double, ptr %123, align 8, !tbaa !6
  %125 = call double @llvm.fmuladd.f64(double %124, double 0x3EB0C6F7A0B5ED8D, double %122)
  %126 = call double @llvm.fmuladd.f64(double %124, double 0xBEB0C6F7A0B5ED8D, double %122)
  %127 = load double, ptr %20, align 8, !tbaa !6
  %128 = getelementptr inbounds i8, ptr %9, i64 16
  %129 = load double, ptr %128, align 8, !tbaa !6
  %130 = call double @llvm.fmuladd.f64(double %129, double 0x3EB0C6F7A0B5ED8D, double %127)
  %131 = call double @llvm.fmuladd.f64(double %129, double 0xBEB0C6F7A0B5ED8D, double %127)
  %132 = load double, ptr %1, align 8, !tbaa !6
  %133 = call double @sin(double noundef %132) #10
  %134 = load double, ptr %1, align 8, !tbaa !6
  %135 = load double, ptr %19, align 8, !tbaa !6
  %136 = call double @sin(double noundef %135) #10
  %137 = load double, ptr %19, align 8, !tbaa !6
  %138 = load double, ptr %21, align 8, !tbaa !6
  %139 = call double @sin(double noundef %138) #10
  %140 = load double, ptr %21, align 8, !tbaa !6
  %141 = load double, ptr %1, align 8, !tbaa !6
  %142 = call double @sin(double noundef %141) #10
  %143 = fmul double %121, %142
  %144 = load double, ptr %1, align 8, !tbaa !6
  %145 = call double @llvm.fmuladd.f64(double %143, double %144, double 0.000000e+00)
  %146 = load double, ptr %19, align 8, !tbaa !6
  %147 = call double @sin(double noundef %146) #10
  %148 = fmul double %126, %147
  %149 = load double, ptr %19, align 8, !tbaa !6
  %150 = call double @llvm.fmuladd.f64(double %148, double %149, double %145)
  %151 = load double, ptr %21, align 8, !tbaa !6
  %152 = call double @sin(double noundef %151) #10
  %153 = fmul double %131, %152
  %154 = load double, ptr %21, align 8, !tbaa !6
  %155 = call double @llvm.fmuladd.f64(double %153, double %154, double %150)
  %156 = fmul double %120, %133
  %157 = call double @llvm.fmuladd.f64(double %156, double %134, double 0.000000e+00)
  %158 = fmul double %125, %136
  %159 = call double @llvm.fmuladd.f64(double %158, double %137, double %157)
  %160 = fmul double %130, %139
  %161 = call double @llvm.fmuladd.f64(double %160, double %140, double %159)
  %162 = fsub double %161, %155
  %163 = fdiv double %162, 2.000000e-06
  %164 = fsub double %117, %163
  %165 = call double @llvm.fabs.f64(double %164)
  %166 = call double @llvm.fabs.f64(double %163)
  %167 = call double @llvm.maxnum.f64(double %166, double 1.000000e+00)
  %168 = fmul double %167, 0x3EB0C6F7A0B5ED8D
  %169 = fcmp ugt double %165, %168
  %170 = fcmp ule double %166, 1.000000e-09
  %171 = or i1 %170, %169
  %172 = select i1 %171, ptr @.str.6, ptr @.str.7
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %117, double noundef %163, ptr noundef nonnull %172)
  %174 = zext i1 %171 to i32
  %175 = load i32, ptr @fails, align 4, !tbaa !12
  %176 = add nsw i32 %175, %174
  store i32 %176, ptr @fails, align 4, !tbaa !12
  %177 = icmp eq i32 %176, 0
  %178 = select i1 %177, ptr @.str.7, ptr @.str.6
  %179 = call i32 @puts(ptr nonnull dereferenceable(1) %178)
  %180 = load i32, ptr @fails, align 4, !tbaa !12
  %181 = icmp ne i32 %180, 0
  %182 = zext i1 %181 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #10
  ret i32 %182

183:                                              ; preds = %17, %183
  %184 = phi i64 [ 0, %17 ], [ %244, %183 ]
  %185 = getelementptr inbounds [3 x double], ptr %2, i64 0, i64 %184
  %186 = load double, ptr %185, align 8, !tbaa !6
  %187 = fadd double %186, 0x3EB0C6F7A0B5ED8D
  store double %187, ptr %185, align 8, !tbaa !6
  %188 = load double, ptr %2, align 8, !tbaa !6
  %189 = load double, ptr %1, align 8, !tbaa !6
  %190 = call double @sin(double noundef %189) #10
  %191 = load double, ptr %1, align 8, !tbaa !6
  %192 = load double, ptr %18, align 8, !tbaa !6
  %193 = load double, ptr %19, align 8, !tbaa !6
  %194 = call double @sin(double noundef %193) #10
  %195 = load double, ptr %19, align 8, !tbaa !6
  %196 = load double, ptr %20, align 8, !tbaa !6
  %197 = load double, ptr %21, align 8, !tbaa !6
  %198 = call double @sin(double noundef %197) #10
  %199 = load double, ptr %21, align 8, !tbaa !6
  %200 = fadd double %186, 0xBEB0C6F7A0B5ED8D
  store double %200, ptr %185, align 8, !tbaa !6
  %201 = load double, ptr %2, align 8, !tbaa !6
  %202 = load double, ptr %1, align 8, !tbaa !6
  %203 = call double @sin(double noundef %202) #10
  %204 = fmul double %201, %203
  %205 = load double, ptr %1, align 8, !tbaa !6
  %206 = call double @llvm.fmuladd.f64(double %204, double %205, double 0.000000e+00)
  %207 = load double, ptr %18, align 8, !tbaa !6
  %208 = load double, ptr %19, align 8, !tbaa !6
  %209 = call double @sin(double noundef %208) #10
  %210 = fmul double %207, %209
  %211 = load double, ptr %19, align 8, !tbaa !6
  %212 = call double @llvm.fmuladd.f64(double %210, double %211, double %206)
  %213 = load double, ptr %20, align 8, !tbaa !6
  %214 = load double, ptr %21, align 8, !tbaa !6
  %215 = call double @sin(double noundef %214) #10
  %216 = fmul double %213, %215
  %217 = load double, ptr %21, align 8, !tbaa !6
  %218 = call double @llvm.fmuladd.f64(double %216, double %217, double %212)
  %219 = fmul double %188, %190
  %220 = call double @llvm.fmuladd.f64(double %219, double %191, double 0.000000e+00)
  %221 = fmul double %192, %194
  %222 = call double @llvm.fmuladd.f64(double %221, double %195, double %220)
  %223 = fmul double %196, %198
  %224 = call double @llvm.fmuladd.f64(double %223, double %199, double %222)
  store double %186, ptr %185, align 8, !tbaa !6
  %225 = trunc nuw nsw i64 %184 to i32
  %226 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %225) #10
  %227 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %184
  %228 = load double, ptr %227, align 8, !tbaa !6
  %229 = fsub double %224, %218
  %230 = fdiv double %229, 2.000000e-06
  %231 = fsub double %228, %230
  %232 = call double @llvm.fabs.f64(double %231)
  %233 = call double @llvm.fabs.f64(double %230)
  %234 = call double @llvm.maxnum.f64(double %233, double 1.000000e+00)
  %235 = fmul double %234, 0x3EB0C6F7A0B5ED8D
  %236 = fcmp ugt double %232, %235
  %237 = fcmp ule double %233, 1.000000e-09
  %238 = or i1 %237, %236
  %239 = select i1 %238, ptr @.str.6, ptr @.str.7
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %3, double noundef %228, double noundef %230, ptr noundef nonnull %239)
  %241 = zext i1 %238 to i32
  %242 = load i32, ptr @fails, align 4, !tbaa !12
  %243 = add nsw i32 %242, %241
  store i32 %243, ptr @fails, align 4, !tbaa !12
  %244 = add nuw nsw i64 %184, 1
  %245 = icmp eq i64 %244, 3
  br i1 %245, label %98, label %183, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
