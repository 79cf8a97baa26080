; ModuleID = 'rev/41_split_two_tapes.c'
source_filename = "rev/41_split_two_tapes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.p1 = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 8.000000e-01, double 1.000000e-01], align 8
@__const.main.p2 = private unnamed_addr constant [3 x double] [double -5.000000e-01, double 1.300000e+00, double 6.000000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [7 x i8] c"loss 1\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"loss 2\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"tape%d dp[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 8
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [3 x double], align 8
  %6 = alloca [3 x double], align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %14 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store i64 0, ptr %2, align 8
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  store <2 x double> <double 5.000000e-01, double 1.000000e+00>, ptr %15, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 24
  store <2 x double> <double 1.500000e+00, double 2.000000e+00>, ptr %16, align 8
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  store <2 x double> <double 2.000000e+00, double 1.400000e+00>, ptr %3, align 16
  %17 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 1.100000e+00, double 8.000000e-01>, ptr %17, align 16
  %18 = getelementptr inbounds i8, ptr %3, i64 32
  store double 7.500000e-01, ptr %18, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  store <2 x double> <double -1.000000e+00, double 3.000000e-01>, ptr %4, align 16
  %19 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 2.000000e-01, double 9.000000e-01>, ptr %19, align 16
  %20 = getelementptr inbounds i8, ptr %4, i64 32
  store double 1.600000e+00, ptr %20, align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.p1, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.p2, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %8, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #10
  store double 0.000000e+00, ptr %9, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #10
  store double 0.000000e+00, ptr %10, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #10
  store double 0.000000e+00, ptr %11, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #10
  store double 0.000000e+00, ptr %12, align 8, !tbaa !10
  %21 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %23 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @loss_fn, i32 noundef %21, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %22, ptr noundef nonnull %2, i32 noundef %22, ptr noundef nonnull %3, i32 noundef %21, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %22, i32 noundef %14) #10
  %24 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %25 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %26 = call ptr (ptr, ...) @__enzyme_augmentfwd(ptr noundef nonnull @loss_fn, i32 noundef %24, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %25, ptr noundef nonnull %2, i32 noundef %25, ptr noundef nonnull %4, i32 noundef %24, ptr noundef nonnull %10, ptr noundef nonnull %12, i32 noundef %25, i32 noundef %14) #10
  %27 = load double, ptr %9, align 8, !tbaa !10
  %28 = icmp sgt i32 %14, 0
  br i1 %28, label %29, label %53

29:                                               ; preds = %0
  %30 = getelementptr inbounds i8, ptr %5, i64 8
  %31 = getelementptr inbounds i8, ptr %5, i64 16
  %32 = zext nneg i32 %14 to i64
  br label %33

33:                                               ; preds = %33, %29
  %34 = phi i64 [ 0, %29 ], [ %51, %33 ]
  %35 = phi double [ 0.000000e+00, %29 ], [ %50, %33 ]
  %36 = load double, ptr %5, align 8, !tbaa !10
  %37 = load double, ptr %30, align 8, !tbaa !10
  %38 = fneg double %37
  %39 = getelementptr inbounds double, ptr %2, i64 %34
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = fmul double %40, %38
  %42 = call double @exp(double noundef %41) #10
  %43 = load double, ptr %31, align 8, !tbaa !10
  %44 = load double, ptr %39, align 8, !tbaa !10
  %45 = fmul double %43, %44
  %46 = call double @llvm.fmuladd.f64(double %36, double %42, double %45)
  %47 = getelementptr inbounds double, ptr %3, i64 %34
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fsub double %46, %48
  %50 = call double @llvm.fmuladd.f64(double %49, double %49, double %35)
  %51 = add nuw nsw i64 %34, 1
  %52 = icmp eq i64 %51, %32
  br i1 %52, label %53, label %33, !llvm.loop !12

53:                                               ; preds = %33, %0
  %54 = phi double [ 0.000000e+00, %0 ], [ %50, %33 ]
  %55 = fsub double %27, %54
  %56 = call double @llvm.fabs.f64(double %55)
  %57 = call double @llvm.fabs.f64(double %54)
  %58 = call double @llvm.maxnum.f64(double %57, double 1.000000e+00)
  %59 = fmul double %58, 0x3D719799812DEA11
  %60 = fcmp ugt double %56, %59
  %61 = select i1 %60, ptr @.str.4, ptr @.str.5
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %27, double noundef %54, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !6
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !6
  %66 = load double, ptr %10, align 8, !tbaa !10
  br i1 %28, label %69, label %67

67:                                               ; preds = %53
  %68 = zext nneg i32 %14 to i64
  br label %93

69:                                               ; preds = %53
  %70 = getelementptr inbounds i8, ptr %6, i64 8
  %71 = getelementptr inbounds i8, ptr %6, i64 16
  %72 = zext nneg i32 %14 to i64
  br label %73

73:                                               ; preds = %73, %69
  %74 = phi i64 [ 0, %69 ], [ %91, %73 ]
  %75 = phi double [ 0.000000e+00, %69 ], [ %90, %73 ]
  %76 = load double, ptr %6, align 8, !tbaa !10
  %77 = load double, ptr %70, align 8, !tbaa !10
  %78 = fneg double %77
  %79 = getelementptr inbounds double, ptr %2, i64 %74
  %80 = load double, ptr %79, align 8, !tbaa !10
  %81 = fmul double %80, %78
  %82 = call double @exp(double noundef %81) #10
  %83 = load double, ptr %71, align 8, !tbaa !10
  %84 = load double, ptr %79, align 8, !tbaa !10
  %85 = fmul double %83, %84
  %86 = call double @llvm.fmuladd.f64(double %76, double %82, double %85)
  %87 = getelementptr inbounds double, ptr %4, i64 %74
  %88 = load double, ptr %87, align 8, !tbaa !10
  %89 = fsub double %86, %88
  %90 = call double @llvm.fmuladd.f64(double %89, double %89, double %75)
  %91 = add nuw nsw i64 %74, 1
  %92 = icmp eq i64 %91, %72
  br i1 %92, label %93, label %73, !llvm.loop !12

93:                                               ; preds = %73, %67
  %94 = phi i64 [ %68, %67 ], [ %72, %73 ]
  %95 = phi double [ 0.000000e+00, %67 ], [ %90, %73 ]
  %96 = fsub double %66, %95
  %97 = call double @llvm.fabs.f64(double %96)
  %98 = call double @llvm.fabs.f64(double %95)
  %99 = call double @llvm.maxnum.f64(double %98, double 1.000000e+00)
  %100 = fmul double %99, 0x3D719799812DEA11
  %101 = fcmp ugt double %97, %100
  %102 = select i1 %101, ptr @.str.4, ptr @.str.5
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1, double noundef %66, double noundef %95, ptr noundef nonnull %102)
  %104 = zext i1 %101 to i32
  %105 = load i32, ptr @fails, align 4, !tbaa !6
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr @fails, align 4, !tbaa !6
  store double 3.000000e+00, ptr %11, align 8, !tbaa !10
  store double -5.000000e-01, ptr %12, align 8, !tbaa !10
  %107 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %108 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @loss_fn, i32 noundef %107, ptr noundef nonnull %6, ptr noundef nonnull %8, i32 noundef %108, ptr noundef nonnull %2, i32 noundef %108, ptr noundef nonnull %4, i32 noundef %107, ptr noundef nonnull %10, ptr noundef nonnull %12, i32 noundef %108, i32 noundef %14, ptr noundef %26) #10
  %109 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %110 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @loss_fn, i32 noundef %109, ptr noundef nonnull %5, ptr noundef nonnull %7, i32 noundef %110, ptr noundef nonnull %2, i32 noundef %110, ptr noundef nonnull %3, i32 noundef %109, ptr noundef nonnull %9, ptr noundef nonnull %11, i32 noundef %110, i32 noundef %14, ptr noundef %23) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %13) #10
  br label %118

111:                                              ; preds = %129
  %112 = icmp eq i32 %199, 0
  %113 = select i1 %112, ptr @.str.5, ptr @.str.4
  %114 = call i32 @puts(ptr nonnull dereferenceable(1) %113)
  %115 = load i32, ptr @fails, align 4, !tbaa !6
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %117

118:                                              ; preds = %93, %129
  %119 = phi i1 [ true, %93 ], [ false, %129 ]
  %120 = phi i32 [ 1, %93 ], [ 2, %129 ]
  %121 = select i1 %119, ptr %5, ptr %6
  %122 = select i1 %119, ptr %7, ptr %8
  %123 = select i1 %119, ptr %3, ptr %4
  %124 = select i1 %119, double 3.000000e+00, double -5.000000e-01
  %125 = select i1 %119, ptr %5, ptr %6
  %126 = getelementptr inbounds i8, ptr %125, i64 8
  %127 = select i1 %119, ptr %5, ptr %6
  %128 = getelementptr inbounds i8, ptr %127, i64 16
  br label %130

129:                                              ; preds = %177
  br i1 %119, label %118, label %111, !llvm.loop !14

130:                                              ; preds = %118, %177
  %131 = phi i64 [ 0, %118 ], [ %200, %177 ]
  %132 = getelementptr inbounds double, ptr %121, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !10
  %134 = fadd double %133, 0x3EB0C6F7A0B5ED8D
  store double %134, ptr %132, align 8, !tbaa !10
  br i1 %28, label %135, label %177

135:                                              ; preds = %130, %135
  %136 = phi i64 [ %153, %135 ], [ 0, %130 ]
  %137 = phi double [ %152, %135 ], [ 0.000000e+00, %130 ]
  %138 = load double, ptr %121, align 8, !tbaa !10
  %139 = load double, ptr %126, align 8, !tbaa !10
  %140 = fneg double %139
  %141 = getelementptr inbounds double, ptr %2, i64 %136
  %142 = load double, ptr %141, align 8, !tbaa !10
  %143 = fmul double %142, %140
  %144 = call double @exp(double noundef %143) #10
  %145 = load double, ptr %128, align 8, !tbaa !10
  %146 = load double, ptr %141, align 8, !tbaa !10
  %147 = fmul double %145, %146
  %148 = call double @llvm.fmuladd.f64(double %138, double %144, double %147)
  %149 = getelementptr inbounds double, ptr %123, i64 %136
  %150 = load double, ptr %149, align 8, !tbaa !10
  %151 = fsub double %148, %150
  %152 = call double @llvm.fmuladd.f64(double %151, double %151, double %137)
  %153 = add nuw nsw i64 %136, 1
  %154 = icmp eq i64 %153, %94
  br i1 %154, label %155, label %135, !llvm.loop !12

155:                                              ; preds = %135
  %156 = fadd double %133, 0xBEB0C6F7A0B5ED8D
  store double %156, ptr %132, align 8, !tbaa !10
  br label %157

157:                                              ; preds = %157, %155
  %158 = phi i64 [ 0, %155 ], [ %175, %157 ]
  %159 = phi double [ 0.000000e+00, %155 ], [ %174, %157 ]
  %160 = load double, ptr %121, align 8, !tbaa !10
  %161 = load double, ptr %126, align 8, !tbaa !10
  %162 = fneg double %161
  %163 = getelementptr inbounds double, ptr %2, i64 %158
  %164 = load double, ptr %163, align 8, !tbaa !10
  %165 = fmul double %164, %162
  %166 = call double @exp(double noundef %165) #10
  %167 = load double, ptr %128, align 8, !tbaa !10
  %168 = load double, ptr %163, align 8, !tbaa !10
  %169 = fmul double %167, %168
  %170 = call double @llvm.fmuladd.f64(double %160, double %166, double %169)
  %171 = getelementptr inbounds double, ptr %123, i64 %158
  %172 = load double, ptr %171, align 8, !tbaa !10
  %173 = fsub double %170, %172
  %174 = call double @llvm.fmuladd.f64(double %173, double %173, double %159)
  %175 = add nuw nsw i64 %158, 1
  %176 = icmp eq i64 %175, %94
  br i1 %176, label %177, label %157, !llvm.loop !12

177:                                              ; preds = %157, %130
  %178 = phi double [ 0.000000e+00, %130 ], [ %152, %157 ]
  %179 = phi double [ 0.000000e+00, %130 ], [ %174, %157 ]
  store double %133, ptr %132, align 8, !tbaa !10
  %180 = trunc nuw nsw i64 %131 to i32
  %181 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %13, i64 noundef 64, ptr noundef nonnull @.str.2, i32 noundef %120, i32 noundef %180) #10
  %182 = getelementptr inbounds double, ptr %122, i64 %131
  %183 = load double, ptr %182, align 8, !tbaa !10
  %184 = fsub double %178, %179
  %185 = fmul double %124, %184
  %186 = fdiv double %185, 2.000000e-06
  %187 = fsub double %183, %186
  %188 = call double @llvm.fabs.f64(double %187)
  %189 = call double @llvm.fabs.f64(double %186)
  %190 = call double @llvm.maxnum.f64(double %189, double 1.000000e+00)
  %191 = fmul double %190, 0x3EB0C6F7A0B5ED8D
  %192 = fcmp ugt double %188, %191
  %193 = fcmp ule double %189, 1.000000e-09
  %194 = or i1 %193, %192
  %195 = select i1 %194, ptr @.str.4, ptr @.str.5
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %13, double noundef %183, double noundef %186, ptr noundef nonnull %195)
  %197 = zext i1 %194 to i32
  %198 = load i32, ptr @fails, align 4, !tbaa !6
  %199 = add nsw i32 %198, %197
  store i32 %199, ptr @fails, align 4, !tbaa !6
  %200 = add nuw nsw i64 %131, 1
  %201 = icmp eq i64 %200, 3
  br i1 %201, label %129, label %130, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare ptr @__enzyme_augmentfwd(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @loss_fn(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) #5 {
  %6 = icmp sgt i32 %4, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %5
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = zext nneg i32 %4 to i64
  br label %13

11:                                               ; preds = %13, %5
  %12 = phi double [ 0.000000e+00, %5 ], [ %30, %13 ]
  store double %12, ptr %3, align 8, !tbaa !10
  ret void

13:                                               ; preds = %7, %13
  %14 = phi i64 [ 0, %7 ], [ %31, %13 ]
  %15 = phi double [ 0.000000e+00, %7 ], [ %30, %13 ]
  %16 = load double, ptr %0, align 8, !tbaa !10
  %17 = load double, ptr %8, align 8, !tbaa !10
  %18 = fneg double %17
  %19 = getelementptr inbounds double, ptr %1, i64 %14
  %20 = load double, ptr %19, align 8, !tbaa !10
  %21 = fmul double %20, %18
  %22 = tail call double @exp(double noundef %21) #10
  %23 = load double, ptr %9, align 8, !tbaa !10
  %24 = load double, ptr %19, align 8, !tbaa !10
  %25 = fmul double %23, %24
  %26 = tail call double @llvm.fmuladd.f64(double %16, double %22, double %25)
  %27 = getelementptr inbounds double, ptr %2, i64 %14
  %28 = load double, ptr %27, align 8, !tbaa !10
  %29 = fsub double %26, %28
  %30 = tail call double @llvm.fmuladd.f64(double %29, double %29, double %15)
  %31 = add nuw nsw i64 %14, 1
  %32 = icmp eq i64 %31, %10
  br i1 %32, label %11, label %13, !llvm.loop !12
}

declare void @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
