; ModuleID = 'fwd/44_custom_derivative.c'
source_filename = "fwd/44_custom_derivative.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__enzyme_register_derivative_table_sigmoid = dso_local global [2 x ptr] [ptr @table_sigmoid, ptr @dtable_sigmoid], align 8
@__const.main.w = private unnamed_addr constant [4 x double] [double 3.000000e-01, double -2.000000e-01, double 5.000000e-01, double 1.000000e-01], align 8
@__const.main.dw = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 5.000000e-01, double -2.500000e-01, double 2.000000e+00], align 8
@__const.main.x = private unnamed_addr constant [4 x double] [double 1.000000e+00, double 2.000000e+00, double -1.000000e+00, double 5.000000e-01], align 8
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
  %8 = load i32, ptr %2, align 4, !tbaa !6
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
  br i1 %4, label %5, label %32

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = icmp ult i32 %2, 4
  br i1 %7, label %8, label %11

8:                                                ; preds = %30, %5
  %9 = phi i64 [ 0, %5 ], [ %12, %30 ]
  %10 = phi double [ 0.000000e+00, %5 ], [ %27, %30 ]
  br label %36

11:                                               ; preds = %5
  %12 = and i64 %6, 2147483644
  br label %13

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %28, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %27, %13 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x double>, ptr %16, align 8, !tbaa !10
  %19 = load <2 x double>, ptr %17, align 8, !tbaa !10
  %20 = getelementptr inbounds double, ptr %1, i64 %14
  %21 = getelementptr inbounds i8, ptr %20, i64 16
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !10
  %23 = load <2 x double>, ptr %21, align 8, !tbaa !10
  %24 = fmul <2 x double> %18, %22
  %25 = fmul <2 x double> %19, %23
  %26 = tail call double @llvm.vector.reduce.fadd.v2f64(double %15, <2 x double> %24)
  %27 = tail call double @llvm.vector.reduce.fadd.v2f64(double %26, <2 x double> %25)
  %28 = add nuw i64 %14, 4
  %29 = icmp eq i64 %28, %12
  br i1 %29, label %30, label %13, !llvm.loop !12

30:                                               ; preds = %13
  %31 = icmp eq i64 %12, %6
  br i1 %31, label %32, label %8

32:                                               ; preds = %36, %30, %3
  %33 = phi double [ 0.000000e+00, %3 ], [ %27, %30 ], [ %43, %36 ]
  %34 = tail call double @table_sigmoid(double noundef %33)
  %35 = fmul double %33, %34
  ret double %35

36:                                               ; preds = %8, %36
  %37 = phi i64 [ %44, %36 ], [ %9, %8 ]
  %38 = phi double [ %43, %36 ], [ %10, %8 ]
  %39 = getelementptr inbounds double, ptr %0, i64 %37
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = getelementptr inbounds double, ptr %1, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %42, double %38)
  %44 = add nuw nsw i64 %37, 1
  %45 = icmp eq i64 %44, %6
  br i1 %45, label %32, label %36, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #7 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x double], align 8
  %3 = alloca [4 x double], align 8
  %4 = alloca [4 x double], align 8
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.w, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.dw, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(32) @__const.main.x, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #14
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %13, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %12 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @layer, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, ptr noundef nonnull %4, i32 noundef %11, i32 noundef %7) #14
  br label %124

13:                                               ; preds = %0
  %14 = zext nneg i32 %7 to i64
  %15 = icmp ult i32 %7, 4
  br i1 %15, label %16, label %18

16:                                               ; preds = %40, %13
  %17 = phi i64 [ 0, %13 ], [ %19, %40 ]
  br label %167

18:                                               ; preds = %13
  %19 = and i64 %14, 2147483644
  br label %20

20:                                               ; preds = %20, %18
  %21 = phi i64 [ 0, %18 ], [ %38, %20 ]
  %22 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <2 x double>, ptr %22, align 8, !tbaa !10
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !10
  %26 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %21
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !10
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !10
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double 1.000000e-05, double 1.000000e-05>, <2 x double> %24)
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 1.000000e-05, double 1.000000e-05>, <2 x double> %25)
  %32 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %21
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  store <2 x double> %30, ptr %32, align 8, !tbaa !10
  store <2 x double> %31, ptr %33, align 8, !tbaa !10
  %34 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> <double -1.000000e-05, double -1.000000e-05>, <2 x double> %24)
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double -1.000000e-05, double -1.000000e-05>, <2 x double> %25)
  %36 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %21
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  store <2 x double> %34, ptr %36, align 8, !tbaa !10
  store <2 x double> %35, ptr %37, align 8, !tbaa !10
  %38 = add nuw i64 %21, 4
  %39 = icmp eq i64 %38, %19
  br i1 %39, label %40, label %20, !llvm.loop !17

40:                                               ; preds = %20
  %41 = icmp eq i64 %19, %14
  br i1 %41, label %42, label %16

42:                                               ; preds = %167, %40
  %43 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %44 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %45 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @layer, i32 noundef %43, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %44, ptr noundef nonnull %4, i32 noundef %44, i32 noundef %7) #14
  br i1 %8, label %46, label %124

46:                                               ; preds = %42
  %47 = zext nneg i32 %7 to i64
  %48 = icmp ult i32 %7, 4
  br i1 %48, label %70, label %49

49:                                               ; preds = %46
  %50 = and i64 %14, 2147483644
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %66, %51 ]
  %53 = phi double [ 0.000000e+00, %49 ], [ %65, %51 ]
  %54 = getelementptr inbounds double, ptr %5, i64 %52
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load <2 x double>, ptr %54, align 8, !tbaa !10
  %57 = load <2 x double>, ptr %55, align 8, !tbaa !10
  %58 = getelementptr inbounds double, ptr %4, i64 %52
  %59 = getelementptr inbounds i8, ptr %58, i64 16
  %60 = load <2 x double>, ptr %58, align 8, !tbaa !10
  %61 = load <2 x double>, ptr %59, align 8, !tbaa !10
  %62 = fmul <2 x double> %56, %60
  %63 = fmul <2 x double> %57, %61
  %64 = call double @llvm.vector.reduce.fadd.v2f64(double %53, <2 x double> %62)
  %65 = call double @llvm.vector.reduce.fadd.v2f64(double %64, <2 x double> %63)
  %66 = add nuw i64 %52, 4
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %68, label %51, !llvm.loop !18

68:                                               ; preds = %51
  %69 = icmp eq i64 %50, %14
  br i1 %69, label %83, label %70

70:                                               ; preds = %68, %46
  %71 = phi i64 [ 0, %46 ], [ %50, %68 ]
  %72 = phi double [ 0.000000e+00, %46 ], [ %65, %68 ]
  br label %73

73:                                               ; preds = %70, %73
  %74 = phi i64 [ %81, %73 ], [ %71, %70 ]
  %75 = phi double [ %80, %73 ], [ %72, %70 ]
  %76 = getelementptr inbounds double, ptr %5, i64 %74
  %77 = load double, ptr %76, align 8, !tbaa !10
  %78 = getelementptr inbounds double, ptr %4, i64 %74
  %79 = load double, ptr %78, align 8, !tbaa !10
  %80 = call double @llvm.fmuladd.f64(double %77, double %79, double %75)
  %81 = add nuw nsw i64 %74, 1
  %82 = icmp eq i64 %81, %47
  br i1 %82, label %83, label %73, !llvm.loop !19

83:                                               ; preds = %73, %68
  %84 = phi double [ %65, %68 ], [ %80, %73 ]
  %85 = fneg double %84
  %86 = call double @exp(double noundef %85) #14
  br i1 %8, label %87, label %124

87:                                               ; preds = %83
  %88 = zext nneg i32 %7 to i64
  %89 = icmp ult i32 %7, 4
  br i1 %89, label %111, label %90

90:                                               ; preds = %87
  %91 = and i64 %14, 2147483644
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i64 [ 0, %90 ], [ %107, %92 ]
  %94 = phi double [ 0.000000e+00, %90 ], [ %106, %92 ]
  %95 = getelementptr inbounds double, ptr %6, i64 %93
  %96 = getelementptr inbounds i8, ptr %95, i64 16
  %97 = load <2 x double>, ptr %95, align 8, !tbaa !10
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !10
  %99 = getelementptr inbounds double, ptr %4, i64 %93
  %100 = getelementptr inbounds i8, ptr %99, i64 16
  %101 = load <2 x double>, ptr %99, align 8, !tbaa !10
  %102 = load <2 x double>, ptr %100, align 8, !tbaa !10
  %103 = fmul <2 x double> %97, %101
  %104 = fmul <2 x double> %98, %102
  %105 = call double @llvm.vector.reduce.fadd.v2f64(double %94, <2 x double> %103)
  %106 = call double @llvm.vector.reduce.fadd.v2f64(double %105, <2 x double> %104)
  %107 = add nuw i64 %93, 4
  %108 = icmp eq i64 %107, %91
  br i1 %108, label %109, label %92, !llvm.loop !20

109:                                              ; preds = %92
  %110 = icmp eq i64 %91, %14
  br i1 %110, label %124, label %111

111:                                              ; preds = %109, %87
  %112 = phi i64 [ 0, %87 ], [ %91, %109 ]
  %113 = phi double [ 0.000000e+00, %87 ], [ %106, %109 ]
  br label %114

114:                                              ; preds = %111, %114
  %115 = phi i64 [ %122, %114 ], [ %112, %111 ]
  %116 = phi double [ %121, %114 ], [ %113, %111 ]
  %117 = getelementptr inbounds double, ptr %6, i64 %115
  %118 = load double, ptr %117, align 8, !tbaa !10
  %119 = getelementptr inbounds double, ptr %4, i64 %115
  %120 = load double, ptr %119, align 8, !tbaa !10
  %121 = call double @llvm.fmuladd.f64(double %118, double %120, double %116)
  %122 = add nuw nsw i64 %115, 1
  %123 = icmp eq i64 %122, %88
  br i1 %123, label %124, label %114, !llvm.loop !21

124:                                              ; preds = %114, %109, %42, %9, %83
  %125 = phi double [ %86, %83 ], [ 1.000000e+00, %9 ], [ 1.000000e+00, %42 ], [ %86, %109 ], [ %86, %114 ]
  %126 = phi double [ %84, %83 ], [ 0.000000e+00, %9 ], [ 0.000000e+00, %42 ], [ %84, %109 ], [ %84, %114 ]
  %127 = phi double [ %45, %83 ], [ %12, %9 ], [ %45, %42 ], [ %45, %109 ], [ %45, %114 ]
  %128 = phi double [ 0.000000e+00, %83 ], [ 0.000000e+00, %9 ], [ 0.000000e+00, %42 ], [ %106, %109 ], [ %121, %114 ]
  %129 = fadd double %125, 1.000000e+00
  %130 = fdiv double 1.000000e+00, %129
  %131 = fmul double %126, %130
  %132 = fneg double %128
  %133 = call double @exp(double noundef %132) #14
  %134 = fadd double %133, 1.000000e+00
  %135 = fdiv double 1.000000e+00, %134
  %136 = fmul double %128, %135
  %137 = fsub double %131, %136
  %138 = fdiv double %137, 2.000000e-05
  %139 = fsub double %127, %138
  %140 = call double @llvm.fabs.f64(double %139)
  %141 = call double @llvm.fabs.f64(double %138)
  %142 = call double @llvm.maxnum.f64(double %141, double 1.000000e+00)
  %143 = fmul double %142, 0x3EB0C6F7A0B5ED8D
  %144 = fcmp ugt double %140, %143
  %145 = fcmp ule double %141, 1.000000e-09
  %146 = or i1 %145, %144
  %147 = select i1 %146, ptr @.str.3, ptr @.str.4
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %127, double noundef %138, ptr noundef nonnull %147)
  %149 = zext i1 %146 to i32
  %150 = load i32, ptr @fails, align 4, !tbaa !6
  %151 = add nsw i32 %150, %149
  store i32 %151, ptr @fails, align 4, !tbaa !6
  %152 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @table_sigmoid, double noundef 3.700000e-01, double noundef 1.000000e+00) #14
  %153 = fadd double %152, 0xBFCEEDE76F73AD7F
  %154 = call double @llvm.fabs.f64(double %153)
  %155 = fcmp ugt double %154, 0x3EB0C6F7A0B5ED8D
  %156 = select i1 %155, ptr @.str.3, ptr @.str.4
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %152, double noundef 0x3FCEEDE76F73AD7F, ptr noundef nonnull %156)
  %158 = zext i1 %155 to i32
  %159 = load i32, ptr @fails, align 4, !tbaa !6
  %160 = add nsw i32 %159, %158
  store i32 %160, ptr @fails, align 4, !tbaa !6
  %161 = icmp eq i32 %160, 0
  %162 = select i1 %161, ptr @.str.4, ptr @.str.3
  %163 = call i32 @puts(ptr nonnull dereferenceable(1) %162)
  %164 = load i32, ptr @fails, align 4, !tbaa !6
  %165 = icmp ne i32 %164, 0
  %166 = zext i1 %165 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %166

167:                                              ; preds = %16, %167
  %168 = phi i64 [ %177, %167 ], [ %17, %16 ]
  %169 = getelementptr inbounds [4 x double], ptr %2, i64 0, i64 %168
  %170 = load double, ptr %169, align 8, !tbaa !10
  %171 = getelementptr inbounds [4 x double], ptr %3, i64 0, i64 %168
  %172 = load double, ptr %171, align 8, !tbaa !10
  %173 = tail call double @llvm.fmuladd.f64(double %172, double 1.000000e-05, double %170)
  %174 = getelementptr inbounds [4 x double], ptr %5, i64 0, i64 %168
  store double %173, ptr %174, align 8, !tbaa !10
  %175 = tail call double @llvm.fmuladd.f64(double %172, double -1.000000e-05, double %170)
  %176 = getelementptr inbounds [4 x double], ptr %6, i64 0, i64 %168
  store double %175, ptr %176, align 8, !tbaa !10
  %177 = add nuw nsw i64 %168, 1
  %178 = icmp eq i64 %177, %14
  br i1 %178, label %42, label %167, !llvm.loop !22
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
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #13

attributes #0 = { mustprogress nofree noinline nounwind willreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

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
!18 = distinct !{!18, !13, !14, !15}
!19 = distinct !{!19, !13, !15, !14}
!20 = distinct !{!20, !13, !14, !15}
!21 = distinct !{!21, !13, !15, !14}
!22 = distinct !{!22, !13, !15, !14}
