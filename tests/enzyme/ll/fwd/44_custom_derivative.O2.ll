; ModuleID = 'fwd/44_custom_derivative.c'
source_filename = "fwd/44_custom_derivative.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__enzyme_register_derivative_table_sigmoid = dso_local global [2 x ptr] [ptr @table_sigmoid, ptr @dtable_sigmoid], align 16
@__const.main.w = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 5.000000e-01, double 1.000000e-01], align 16
@__const.main.dw = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double -2.500000e-01, double 2.000000e+00], align 16
@__const.main.x = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double -1.000000e+00, double 5.000000e-01], align 16
@.str = private unnamed_addr constant [22 x i8] c"layer (custom inside)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [16 x i8] c"custom directly\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@llvm.compiler.used = appending global [1 x ptr] [ptr @__enzyme_register_derivative_table_sigmoid], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline nounwind willreturn uwtable
define dso_local double @table_sigmoid(double noundef %0) #0 {
  %2 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #14
  %3 = fneg double %0
  %4 = tail call double @exp(double noundef %3) #14
  %5 = fadd double %4, 1.000000e+00
  %6 = fdiv double 1.000000e+00, %5
  %7 = call double @frexp(double noundef %6, ptr noundef nonnull %2) #14
  %8 = load i32, ptr %2, align 4, !tbaa !5
  %9 = tail call double @ldexp(double noundef %7, i32 noundef %8) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #14
  ret double %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @dtable_sigmoid(double noundef %0, double noundef %1) #4 {
  %3 = fneg double %0
  %4 = tail call double @exp(double noundef %3) #14
  %5 = fadd double %4, 1.000000e+00
  %6 = fdiv double 1.000000e+00, %5
  %7 = fsub double 1.000000e+00, %6
  %8 = fmul double %6, %7
  %9 = fmul double %8, %1
  ret double %9
}

; Function Attrs: nofree nounwind uwtable
define dso_local double @layer(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) #5 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %32

11:                                               ; preds = %32, %5
  %12 = phi double [ poison, %5 ], [ %58, %32 ]
  %13 = phi i64 [ 0, %5 ], [ %59, %32 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %58, %32 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = getelementptr inbounds double, ptr %1, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !11

28:                                               ; preds = %11, %16, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  %30 = tail call double @table_sigmoid(double noundef %29)
  %31 = fmul double %29, %30
  ret double %31

32:                                               ; preds = %32, %9
  %33 = phi i64 [ 0, %9 ], [ %59, %32 ]
  %34 = phi double [ 0.000000e+00, %9 ], [ %58, %32 ]
  %35 = phi i64 [ 0, %9 ], [ %60, %32 ]
  %36 = getelementptr inbounds double, ptr %0, i64 %33
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = getelementptr inbounds double, ptr %1, i64 %33
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %39, double %34)
  %41 = or disjoint i64 %33, 1
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = getelementptr inbounds double, ptr %1, i64 %41
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %45, double %40)
  %47 = or disjoint i64 %33, 2
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = getelementptr inbounds double, ptr %1, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %49, double %51, double %46)
  %53 = or disjoint i64 %33, 3
  %54 = getelementptr inbounds double, ptr %0, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds double, ptr %1, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %55, double %57, double %52)
  %59 = add nuw nsw i64 %33, 4
  %60 = add i64 %35, 4
  %61 = icmp eq i64 %60, %10
  br i1 %61, label %11, label %32, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 16
  %3 = alloca [4 x double], align 16
  %4 = alloca [4 x double], align 16
  %5 = alloca [4 x double], align 16
  %6 = alloca [4 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.w, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.dw, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %4, ptr noundef nonnull align 16 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @layer, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, ptr noundef nonnull %4, i32 noundef %11, i32 noundef %7) #14
  br label %151

13:                                               ; preds = %0
  %14 = zext nneg i32 %7 to i64
  %15 = icmp eq i32 %7, 1
  br i1 %15, label %16, label %18

16:                                               ; preds = %32, %13
  %17 = phi i64 [ 0, %13 ], [ %19, %32 ]
  br label %195

18:                                               ; preds = %13
  %19 = and i64 %14, 2147483646
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %30, %20 ]
  %22 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %21
  %23 = load <2 x double>, ptr %22, align 16, !tbaa !9
  %24 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %21
  %25 = load <2 x double>, ptr %24, align 16, !tbaa !9
  %26 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> <double 1.000000e-05, double 1.000000e-05>, <2 x double> %23)
  %27 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %21
  store <2 x double> %26, ptr %27, align 16, !tbaa !9
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %25, <2 x double> <double -1.000000e-05, double -1.000000e-05>, <2 x double> %23)
  %29 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %21
  store <2 x double> %28, ptr %29, align 16, !tbaa !9
  %30 = add nuw i64 %21, 2
  %31 = icmp eq i64 %30, %19
  br i1 %31, label %32, label %20, !llvm.loop !15

32:                                               ; preds = %20
  %33 = icmp eq i64 %19, %14
  br i1 %33, label %34, label %16

34:                                               ; preds = %195, %32
  %35 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %36 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %37 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @layer, i32 noundef %35, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %36, ptr noundef nonnull %4, i32 noundef %36, i32 noundef %7) #14
  br i1 %8, label %38, label %151

38:                                               ; preds = %34
  %39 = and i64 %14, 3
  %40 = icmp ult i32 %7, 4
  br i1 %40, label %73, label %41

41:                                               ; preds = %38
  %42 = and i64 %14, 2147483644
  br label %43

43:                                               ; preds = %43, %41
  %44 = phi i64 [ 0, %41 ], [ %70, %43 ]
  %45 = phi double [ 0.000000e+00, %41 ], [ %69, %43 ]
  %46 = phi i64 [ 0, %41 ], [ %71, %43 ]
  %47 = getelementptr inbounds double, ptr %5, i64 %44
  %48 = load double, ptr %47, align 16, !tbaa !9
  %49 = getelementptr inbounds double, ptr %4, i64 %44
  %50 = load double, ptr %49, align 16, !tbaa !9
  %51 = call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or disjoint i64 %44, 1
  %53 = getelementptr inbounds double, ptr %5, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = getelementptr inbounds double, ptr %4, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = or disjoint i64 %44, 2
  %59 = getelementptr inbounds double, ptr %5, i64 %58
  %60 = load double, ptr %59, align 16, !tbaa !9
  %61 = getelementptr inbounds double, ptr %4, i64 %58
  %62 = load double, ptr %61, align 16, !tbaa !9
  %63 = call double @llvm.fmuladd.f64(double %60, double %62, double %57)
  %64 = or disjoint i64 %44, 3
  %65 = getelementptr inbounds double, ptr %5, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = getelementptr inbounds double, ptr %4, i64 %64
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = call double @llvm.fmuladd.f64(double %66, double %68, double %63)
  %70 = add nuw nsw i64 %44, 4
  %71 = add i64 %46, 4
  %72 = icmp eq i64 %71, %42
  br i1 %72, label %73, label %43, !llvm.loop !18

73:                                               ; preds = %43, %38
  %74 = phi double [ poison, %38 ], [ %69, %43 ]
  %75 = phi i64 [ 0, %38 ], [ %70, %43 ]
  %76 = phi double [ 0.000000e+00, %38 ], [ %69, %43 ]
  %77 = icmp eq i64 %39, 0
  br i1 %77, label %90, label %78

78:                                               ; preds = %73, %78
  %79 = phi i64 [ %87, %78 ], [ %75, %73 ]
  %80 = phi double [ %86, %78 ], [ %76, %73 ]
  %81 = phi i64 [ %88, %78 ], [ 0, %73 ]
  %82 = getelementptr inbounds double, ptr %5, i64 %79
  %83 = load double, ptr %82, align 8, !tbaa !9
  %84 = getelementptr inbounds double, ptr %4, i64 %79
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = call double @llvm.fmuladd.f64(double %83, double %85, double %80)
  %87 = add nuw nsw i64 %79, 1
  %88 = add i64 %81, 1
  %89 = icmp eq i64 %88, %39
  br i1 %89, label %90, label %78, !llvm.loop !19

90:                                               ; preds = %78, %73
  %91 = phi double [ %74, %73 ], [ %86, %78 ]
  %92 = fneg double %91
  %93 = call double @exp(double noundef %92) #14
  %94 = insertelement <2 x double> <double poison, double 0.000000e+00>, double %91, i64 0
  br i1 %8, label %95, label %151

95:                                               ; preds = %90
  %96 = and i64 %14, 3
  %97 = icmp ult i32 %7, 4
  br i1 %97, label %132, label %98

98:                                               ; preds = %95
  %99 = and i64 %14, 2147483644
  br label %100

100:                                              ; preds = %100, %98
  %101 = phi i64 [ 0, %98 ], [ %127, %100 ]
  %102 = phi double [ 0.000000e+00, %98 ], [ %126, %100 ]
  %103 = phi i64 [ 0, %98 ], [ %128, %100 ]
  %104 = getelementptr inbounds double, ptr %6, i64 %101
  %105 = load double, ptr %104, align 16, !tbaa !9
  %106 = getelementptr inbounds double, ptr %4, i64 %101
  %107 = load double, ptr %106, align 16, !tbaa !9
  %108 = call double @llvm.fmuladd.f64(double %105, double %107, double %102)
  %109 = or disjoint i64 %101, 1
  %110 = getelementptr inbounds double, ptr %6, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !9
  %112 = getelementptr inbounds double, ptr %4, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = call double @llvm.fmuladd.f64(double %111, double %113, double %108)
  %115 = or disjoint i64 %101, 2
  %116 = getelementptr inbounds double, ptr %6, i64 %115
  %117 = load double, ptr %116, align 16, !tbaa !9
  %118 = getelementptr inbounds double, ptr %4, i64 %115
  %119 = load double, ptr %118, align 16, !tbaa !9
  %120 = call double @llvm.fmuladd.f64(double %117, double %119, double %114)
  %121 = or disjoint i64 %101, 3
  %122 = getelementptr inbounds double, ptr %6, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !9
  %124 = getelementptr inbounds double, ptr %4, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !9
  %126 = call double @llvm.fmuladd.f64(double %123, double %125, double %120)
  %127 = add nuw nsw i64 %101, 4
  %128 = add i64 %103, 4
  %129 = icmp eq i64 %128, %99
  br i1 %129, label %130, label %100, !llvm.loop !18

130:                                              ; preds = %100
  %131 = insertelement <2 x double> %94, double %126, i64 1
  br label %132

132:                                              ; preds = %130, %95
  %133 = phi <2 x double> [ poison, %95 ], [ %131, %130 ]
  %134 = phi i64 [ 0, %95 ], [ %127, %130 ]
  %135 = phi double [ 0.000000e+00, %95 ], [ %126, %130 ]
  %136 = icmp eq i64 %96, 0
  br i1 %136, label %151, label %137

137:                                              ; preds = %132, %137
  %138 = phi i64 [ %146, %137 ], [ %134, %132 ]
  %139 = phi double [ %145, %137 ], [ %135, %132 ]
  %140 = phi i64 [ %147, %137 ], [ 0, %132 ]
  %141 = getelementptr inbounds double, ptr %6, i64 %138
  %142 = load double, ptr %141, align 8, !tbaa !9
  %143 = getelementptr inbounds double, ptr %4, i64 %138
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = call double @llvm.fmuladd.f64(double %142, double %144, double %139)
  %146 = add nuw nsw i64 %138, 1
  %147 = add i64 %140, 1
  %148 = icmp eq i64 %147, %96
  br i1 %148, label %149, label %137, !llvm.loop !20

149:                                              ; preds = %137
  %150 = insertelement <2 x double> %94, double %145, i64 1
  br label %151

151:                                              ; preds = %149, %132, %34, %9, %90
  %152 = phi double [ %93, %90 ], [ 1.000000e+00, %9 ], [ 1.000000e+00, %34 ], [ %93, %132 ], [ %93, %149 ]
  %153 = phi double [ %37, %90 ], [ %12, %9 ], [ %37, %34 ], [ %37, %132 ], [ %37, %149 ]
  %154 = phi <2 x double> [ %94, %90 ], [ zeroinitializer, %9 ], [ zeroinitializer, %34 ], [ %133, %132 ], [ %150, %149 ]
  %155 = extractelement <2 x double> %154, i64 1
  %156 = fneg double %155
  %157 = call double @exp(double noundef %156) #14
  %158 = insertelement <2 x double> poison, double %152, i64 0
  %159 = insertelement <2 x double> %158, double %157, i64 1
  %160 = fadd <2 x double> %159, <double 1.000000e+00, double 1.000000e+00>
  %161 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %160
  %162 = fmul <2 x double> %154, %161
  %163 = shufflevector <2 x double> %162, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %164 = fsub <2 x double> %162, %163
  %165 = extractelement <2 x double> %164, i64 0
  %166 = fdiv double %165, 2.000000e-05
  %167 = fsub double %153, %166
  %168 = call double @llvm.fabs.f64(double %167)
  %169 = call double @llvm.fabs.f64(double %166)
  %170 = call double @llvm.maxnum.f64(double %169, double 1.000000e+00)
  %171 = fmul double %170, 0x3EB0C6F7A0B5ED8D
  %172 = fcmp ugt double %168, %171
  %173 = fcmp ule double %169, 1.000000e-09
  %174 = or i1 %173, %172
  %175 = select i1 %174, ptr @.str.3, ptr @.str.4
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %153, double noundef %166, ptr noundef nonnull %175)
  %177 = zext i1 %174 to i32
  %178 = load i32, ptr @fails, align 4, !tbaa !5
  %179 = add nsw i32 %178, %177
  store i32 %179, ptr @fails, align 4, !tbaa !5
  %180 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @table_sigmoid, double noundef 3.700000e-01, double noundef 1.000000e+00) #14
  %181 = fadd double %180, 0xBFCEEDE76F73AD7F
  %182 = call double @llvm.fabs.f64(double %181)
  %183 = fcmp ugt double %182, 0x3EB0C6F7A0B5ED8D
  %184 = select i1 %183, ptr @.str.3, ptr @.str.4
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %180, double noundef 0x3FCEEDE76F73AD7F, ptr noundef nonnull %184)
  %186 = zext i1 %183 to i32
  %187 = load i32, ptr @fails, align 4, !tbaa !5
  %188 = add nsw i32 %187, %186
  store i32 %188, ptr @fails, align 4, !tbaa !5
  %189 = icmp eq i32 %188, 0
  %190 = select i1 %189, ptr @.str.4, ptr @.str.3
  %191 = call i32 @puts(ptr nonnull dereferenceable(1) %190)
  %192 = load i32, ptr @fails, align 4, !tbaa !5
  %193 = icmp ne i32 %192, 0
  %194 = zext i1 %193 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %194

195:                                              ; preds = %16, %195
  %196 = phi i64 [ %205, %195 ], [ %17, %16 ]
  %197 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %196
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %196
  %200 = load double, ptr %199, align 8, !tbaa !9
  %201 = tail call double @llvm.fmuladd.f64(double %200, double 1.000000e-05, double %198)
  %202 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %196
  store double %201, ptr %202, align 8, !tbaa !9
  %203 = tail call double @llvm.fmuladd.f64(double %200, double -1.000000e-05, double %198)
  %204 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %196
  store double %203, ptr %204, align 8, !tbaa !9
  %205 = add nuw nsw i64 %196, 1
  %206 = icmp eq i64 %205, %14
  br i1 %206, label %34, label %195, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress nofree noinline nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !14, !17, !16}
