; ModuleID = 'rev/70_vector_reverse.c'
source_filename = "rev/70_vector_reverse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dupv = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [16 x i8] c"lane 0 d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"lane 1 d/dx[%d] (+1)\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"lane 2 d/dx[%d] (+2)\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"dupv lane 1 d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @energy(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %25, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %25, %8 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = tail call double @sin(double noundef %12) #10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  %16 = and i64 %14, 4294967295
  %17 = select i1 %15, i64 0, i64 %16
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = load double, ptr %11, align 8, !tbaa !5
  %21 = fmul double %20, 5.000000e-01
  %22 = fmul double %20, %21
  %23 = fmul double %20, %22
  %24 = tail call double @llvm.fmuladd.f64(double %13, double %19, double %23)
  %25 = fadd double %10, %24
  %26 = icmp eq i64 %14, %5
  br i1 %26, label %6, label %8, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca [5 x double], align 16
  %6 = alloca [2 x [5 x double]], align 16
  %7 = alloca [40 x i8], align 16
  %8 = alloca [5 x double], align 16
  %9 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !11
  %10 = load volatile i32, ptr %1, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  store <2 x double> <double 3.000000e-01, double 0xBFE6666666666666>, ptr %2, align 16
  %11 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.100000e+00, double 4.000000e-01>, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %2, i64 32
  store double -2.000000e-01, ptr %12, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %4, align 16
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %4, i64 32
  store double 1.000000e+00, ptr %14, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #10
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, ptr %5, align 16
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  store <2 x double> <double 2.000000e+00, double 2.000000e+00>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %5, i64 32
  store double 2.000000e+00, ptr %16, align 16
  %17 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %18 = load i32, ptr @enzyme_dup, align 4, !tbaa !11
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %17, i32 noundef 3, i32 noundef %18, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %19, i32 noundef %10) #10
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %6, i8 0, i64 80, i1 false)
  %20 = load i32, ptr @enzyme_width, align 4, !tbaa !11
  %21 = load i32, ptr @enzyme_dupv, align 4, !tbaa !11
  %22 = load i32, ptr @enzyme_const, align 4, !tbaa !11
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @energy, i32 noundef %20, i32 noundef 2, i32 noundef %21, i32 noundef 40, ptr noundef nonnull %2, ptr noundef nonnull %6, i32 noundef %22, i32 noundef %10) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #10
  %23 = icmp sgt i32 %10, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %0
  %25 = load i32, ptr @fails, align 4, !tbaa !11
  br label %39

26:                                               ; preds = %0
  %27 = zext nneg i32 %10 to i64
  %28 = getelementptr inbounds i8, ptr %6, i64 40
  %29 = shl nuw nsw i64 %27, 3
  %30 = add nsw i64 %27, -1
  %31 = and i64 %27, 1
  %32 = icmp eq i64 %30, 0
  %33 = and i64 %27, 2147483646
  %34 = icmp eq i64 %31, 0
  %35 = and i64 %27, 1
  %36 = icmp eq i64 %30, 0
  %37 = and i64 %27, 2147483646
  %38 = icmp eq i64 %35, 0
  br label %47

39:                                               ; preds = %157, %24
  %40 = phi i32 [ %25, %24 ], [ %215, %157 ]
  %41 = icmp eq i32 %40, 0
  %42 = select i1 %41, ptr @.str.6, ptr @.str.5
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) %42)
  %44 = load i32, ptr @fails, align 4, !tbaa !11
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %46

47:                                               ; preds = %157, %26
  %48 = phi i64 [ 0, %26 ], [ %216, %157 ]
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %9, ptr nonnull align 16 %2, i64 %29, i1 false), !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %8, ptr nonnull align 16 %2, i64 %29, i1 false), !tbaa !5
  %49 = getelementptr inbounds [5 x double], ptr %8, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = fadd double %50, 0x3EB0C6F7A0B5ED8D
  store double %51, ptr %49, align 8, !tbaa !5
  %52 = getelementptr inbounds [5 x double], ptr %9, i64 0, i64 %48
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = fadd double %53, 0xBEB0C6F7A0B5ED8D
  store double %54, ptr %52, align 8, !tbaa !5
  br i1 %32, label %87, label %55

55:                                               ; preds = %47, %55
  %56 = phi i64 [ %75, %55 ], [ 0, %47 ]
  %57 = phi double [ %84, %55 ], [ 0.000000e+00, %47 ]
  %58 = phi i64 [ %85, %55 ], [ 0, %47 ]
  %59 = getelementptr inbounds double, ptr %8, i64 %56
  %60 = load double, ptr %59, align 16, !tbaa !5
  %61 = call double @sin(double noundef %60) #10
  %62 = or disjoint i64 %56, 1
  %63 = icmp eq i64 %62, %27
  %64 = select i1 %63, i64 0, i64 %62
  %65 = getelementptr inbounds double, ptr %8, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = fmul double %60, 5.000000e-01
  %68 = fmul double %60, %67
  %69 = fmul double %60, %68
  %70 = call double @llvm.fmuladd.f64(double %61, double %66, double %69)
  %71 = fadd double %57, %70
  %72 = getelementptr inbounds double, ptr %8, i64 %62
  %73 = load double, ptr %72, align 8, !tbaa !5
  %74 = call double @sin(double noundef %73) #10
  %75 = add nuw nsw i64 %56, 2
  %76 = icmp eq i64 %75, %27
  %77 = select i1 %76, i64 0, i64 %75
  %78 = getelementptr inbounds double, ptr %8, i64 %77
  %79 = load double, ptr %78, align 16, !tbaa !5
  %80 = fmul double %73, 5.000000e-01
  %81 = fmul double %73, %80
  %82 = fmul double %73, %81
  %83 = call double @llvm.fmuladd.f64(double %74, double %79, double %82)
  %84 = fadd double %71, %83
  %85 = add i64 %58, 2
  %86 = icmp eq i64 %85, %33
  br i1 %86, label %87, label %55, !llvm.loop !9

87:                                               ; preds = %55, %47
  %88 = phi double [ poison, %47 ], [ %84, %55 ]
  %89 = phi i64 [ 0, %47 ], [ %75, %55 ]
  %90 = phi double [ 0.000000e+00, %47 ], [ %84, %55 ]
  br i1 %34, label %105, label %91

91:                                               ; preds = %87
  %92 = getelementptr inbounds double, ptr %8, i64 %89
  %93 = load double, ptr %92, align 8, !tbaa !5
  %94 = call double @sin(double noundef %93) #10
  %95 = add nuw nsw i64 %89, 1
  %96 = icmp eq i64 %95, %27
  %97 = select i1 %96, i64 0, i64 %95
  %98 = getelementptr inbounds double, ptr %8, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = fmul double %93, 5.000000e-01
  %101 = fmul double %93, %100
  %102 = fmul double %93, %101
  %103 = call double @llvm.fmuladd.f64(double %94, double %99, double %102)
  %104 = fadd double %90, %103
  br label %105

105:                                              ; preds = %87, %91
  %106 = phi double [ %88, %87 ], [ %104, %91 ]
  br i1 %36, label %139, label %107

107:                                              ; preds = %105, %107
  %108 = phi i64 [ %127, %107 ], [ 0, %105 ]
  %109 = phi double [ %136, %107 ], [ 0.000000e+00, %105 ]
  %110 = phi i64 [ %137, %107 ], [ 0, %105 ]
  %111 = getelementptr inbounds double, ptr %9, i64 %108
  %112 = load double, ptr %111, align 16, !tbaa !5
  %113 = call double @sin(double noundef %112) #10
  %114 = or disjoint i64 %108, 1
  %115 = icmp eq i64 %114, %27
  %116 = select i1 %115, i64 0, i64 %114
  %117 = getelementptr inbounds double, ptr %9, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = fmul double %112, 5.000000e-01
  %120 = fmul double %112, %119
  %121 = fmul double %112, %120
  %122 = call double @llvm.fmuladd.f64(double %113, double %118, double %121)
  %123 = fadd double %109, %122
  %124 = getelementptr inbounds double, ptr %9, i64 %114
  %125 = load double, ptr %124, align 8, !tbaa !5
  %126 = call double @sin(double noundef %125) #10
  %127 = add nuw nsw i64 %108, 2
  %128 = icmp eq i64 %127, %27
  %129 = select i1 %128, i64 0, i64 %127
  %130 = getelementptr inbounds double, ptr %9, i64 %129
  %131 = load double, ptr %130, align 16, !tbaa !5
  %132 = fmul double %125, 5.000000e-01
  %133 = fmul double %125, %132
  %134 = fmul double %125, %133
  %135 = call double @llvm.fmuladd.f64(double %126, double %131, double %134)
  %136 = fadd double %123, %135
  %137 = add i64 %110, 2
  %138 = icmp eq i64 %137, %37
  br i1 %138, label %139, label %107, !llvm.loop !9

139:                                              ; preds = %107, %105
  %140 = phi double [ poison, %105 ], [ %136, %107 ]
  %141 = phi i64 [ 0, %105 ], [ %127, %107 ]
  %142 = phi double [ 0.000000e+00, %105 ], [ %136, %107 ]
  br i1 %38, label %157, label %143

143:                                              ; preds = %139
  %144 = getelementptr inbounds double, ptr %9, i64 %141
  %145 = load double, ptr %144, align 8, !tbaa !5
  %146 = call double @sin(double noundef %145) #10
  %147 = add nuw nsw i64 %141, 1
  %148 = icmp eq i64 %147, %27
  %149 = select i1 %148, i64 0, i64 %147
  %150 = getelementptr inbounds double, ptr %9, i64 %149
  %151 = load double, ptr %150, align 8, !tbaa !5
  %152 = fmul double %145, 5.000000e-01
  %153 = fmul double %145, %152
  %154 = fmul double %145, %153
  %155 = call double @llvm.fmuladd.f64(double %146, double %151, double %154)
  %156 = fadd double %142, %155
  br label %157

157:                                              ; preds = %139, %143
  %158 = phi double [ %140, %139 ], [ %156, %143 ]
  %159 = fsub double %106, %158
  %160 = fdiv double %159, 2.000000e-06
  %161 = trunc nuw nsw i64 %48 to i32
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %161) #10
  %163 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %48
  %164 = load double, ptr %163, align 8, !tbaa !5
  %165 = fsub double %164, %160
  %166 = call double @llvm.fabs.f64(double %165)
  %167 = call double @llvm.fabs.f64(double %160)
  %168 = call double @llvm.maxnum.f64(double %167, double 1.000000e+00)
  %169 = fmul double %168, 0x3EB0C6F7A0B5ED8D
  %170 = fcmp ugt double %166, %169
  %171 = fcmp ule double %167, 1.000000e-09
  %172 = or i1 %171, %170
  %173 = select i1 %172, ptr @.str.5, ptr @.str.6
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %164, double noundef %160, ptr noundef nonnull %173)
  %175 = zext i1 %172 to i32
  %176 = load i32, ptr @fails, align 4, !tbaa !11
  %177 = add nsw i32 %176, %175
  store i32 %177, ptr @fails, align 4, !tbaa !11
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str.1, i32 noundef %161) #10
  %179 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %48
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = fadd double %180, -1.000000e+00
  %182 = fsub double %181, %160
  %183 = call double @llvm.fabs.f64(double %182)
  %184 = fcmp ugt double %183, %169
  %185 = or i1 %171, %184
  %186 = select i1 %185, ptr @.str.5, ptr @.str.6
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %181, double noundef %160, ptr noundef nonnull %186)
  %188 = zext i1 %185 to i32
  %189 = load i32, ptr @fails, align 4, !tbaa !11
  %190 = add nsw i32 %189, %188
  store i32 %190, ptr @fails, align 4, !tbaa !11
  %191 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str.2, i32 noundef %161) #10
  %192 = getelementptr inbounds [5 x double], ptr %5, i64 0, i64 %48
  %193 = load double, ptr %192, align 8, !tbaa !5
  %194 = fadd double %193, -2.000000e+00
  %195 = fsub double %194, %160
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = fcmp ugt double %196, %169
  %198 = or i1 %171, %197
  %199 = select i1 %198, ptr @.str.5, ptr @.str.6
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %194, double noundef %160, ptr noundef nonnull %199)
  %201 = zext i1 %198 to i32
  %202 = load i32, ptr @fails, align 4, !tbaa !11
  %203 = add nsw i32 %202, %201
  store i32 %203, ptr @fails, align 4, !tbaa !11
  %204 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 40, ptr noundef nonnull @.str.3, i32 noundef %161) #10
  %205 = getelementptr inbounds [5 x double], ptr %28, i64 0, i64 %48
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = fsub double %206, %160
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = fcmp ugt double %208, %169
  %210 = or i1 %171, %209
  %211 = select i1 %210, ptr @.str.5, ptr @.str.6
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %7, double noundef %206, double noundef %160, ptr noundef nonnull %211)
  %213 = zext i1 %210 to i32
  %214 = load i32, ptr @fails, align 4, !tbaa !11
  %215 = add nsw i32 %214, %213
  store i32 %215, ptr @fails, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10
  %216 = add nuw nsw i64 %48, 1
  %217 = icmp eq i64 %216, %27
  br i1 %217, label %39, label %47, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
