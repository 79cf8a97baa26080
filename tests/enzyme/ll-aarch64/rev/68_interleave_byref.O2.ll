; ModuleID = 'rev/68_interleave_byref.c'
source_filename = "rev/68_interleave_byref.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [3 x double] [double 3.000000e-01, double 0xBFE6666666666666, double 1.100000e+00], align 8
@__const.main.y = private unnamed_addr constant [3 x double] [double 1.500000e+00, double 2.000000e-01, double -4.000000e-01], align 8
@enzyme_interleave = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_byref = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"d/da (byref, out)\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"d/dx[%d] (interleaved)\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"d/dy[%d] (interleaved)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @f(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, double noundef %3) #0 {
  %5 = icmp sgt i32 %2, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %2 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi double [ 0.000000e+00, %4 ], [ %23, %10 ]
  ret double %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %24, %10 ]
  %12 = phi double [ 0.000000e+00, %6 ], [ %23, %10 ]
  %13 = getelementptr inbounds double, ptr %0, i64 %11
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = fmul double %14, %3
  %16 = tail call double @sin(double noundef %15) #10
  %17 = getelementptr inbounds double, ptr %1, i64 %11
  %18 = load double, ptr %17, align 8, !tbaa !6
  %19 = fmul double %18, %18
  %20 = load double, ptr %13, align 8, !tbaa !6
  %21 = fmul double %19, %20
  %22 = tail call double @llvm.fmuladd.f64(double %16, double %18, double %21)
  %23 = fadd double %12, %22
  %24 = add nuw nsw i64 %11, 1
  %25 = icmp eq i64 %24, %7
  br i1 %25, label %8, label %10, !llvm.loop !10
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
  %2 = alloca [3 x double], align 8
  %3 = alloca [3 x double], align 8
  %4 = alloca [3 x double], align 8
  %5 = alloca [3 x double], align 8
  %6 = alloca double, align 8
  %7 = alloca [3 x double], align 8
  %8 = alloca [3 x double], align 8
  %9 = alloca [3 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 3, ptr %1, align 4, !tbaa !12
  %12 = load volatile i32, ptr %1, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.x, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.y, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %4, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10
  store double 8.000000e-01, ptr %6, align 8, !tbaa !6
  %13 = load i32, ptr @enzyme_interleave, align 4, !tbaa !12
  %14 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %15 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  %16 = load i32, ptr @enzyme_byref, align 4, !tbaa !12
  %17 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %13, i32 noundef %14, ptr noundef nonnull %2, i32 noundef %14, ptr noundef nonnull %3, i32 noundef %15, i32 noundef %12, i32 noundef %16, i32 noundef 8, ptr noundef nonnull %6, ptr noundef nonnull %4, ptr noundef nonnull %5) #10
  %18 = load double, ptr %6, align 8, !tbaa !6
  %19 = fadd double %18, 0x3EB0C6F7A0B5ED8D
  %20 = icmp sgt i32 %12, 0
  br i1 %20, label %21, label %60

21:                                               ; preds = %0
  %22 = zext nneg i32 %12 to i64
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %37, %23 ]
  %25 = phi double [ 0.000000e+00, %21 ], [ %36, %23 ]
  %26 = getelementptr inbounds double, ptr %2, i64 %24
  %27 = load double, ptr %26, align 8, !tbaa !6
  %28 = fmul double %19, %27
  %29 = call double @sin(double noundef %28) #10
  %30 = getelementptr inbounds double, ptr %3, i64 %24
  %31 = load double, ptr %30, align 8, !tbaa !6
  %32 = fmul double %31, %31
  %33 = load double, ptr %26, align 8, !tbaa !6
  %34 = fmul double %32, %33
  %35 = call double @llvm.fmuladd.f64(double %29, double %31, double %34)
  %36 = fadd double %25, %35
  %37 = add nuw nsw i64 %24, 1
  %38 = icmp eq i64 %37, %22
  br i1 %38, label %39, label %23, !llvm.loop !10

39:                                               ; preds = %23
  %40 = load double, ptr %6, align 8, !tbaa !6
  %41 = fadd double %40, 0xBEB0C6F7A0B5ED8D
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi i64 [ 0, %39 ], [ %56, %42 ]
  %44 = phi double [ 0.000000e+00, %39 ], [ %55, %42 ]
  %45 = getelementptr inbounds double, ptr %2, i64 %43
  %46 = load double, ptr %45, align 8, !tbaa !6
  %47 = fmul double %41, %46
  %48 = call double @sin(double noundef %47) #10
  %49 = getelementptr inbounds double, ptr %3, i64 %43
  %50 = load double, ptr %49, align 8, !tbaa !6
  %51 = fmul double %50, %50
  %52 = load double, ptr %45, align 8, !tbaa !6
  %53 = fmul double %51, %52
  %54 = call double @llvm.fmuladd.f64(double %48, double %50, double %53)
  %55 = fadd double %44, %54
  %56 = add nuw nsw i64 %43, 1
  %57 = icmp eq i64 %56, %22
  br i1 %57, label %58, label %42, !llvm.loop !10

58:                                               ; preds = %42
  %59 = fsub double %36, %55
  br label %60

60:                                               ; preds = %58, %0
  %61 = phi double [ 0.000000e+00, %0 ], [ %59, %58 ]
  %62 = fdiv double %61, 2.000000e-06
  %63 = fsub double %17, %62
  %64 = call double @llvm.fabs.f64(double %63)
  %65 = call double @llvm.fabs.f64(double %62)
  %66 = call double @llvm.maxnum.f64(double %65, double 1.000000e+00)
  %67 = fmul double %66, 0x3EB0C6F7A0B5ED8D
  %68 = fcmp ugt double %64, %67
  %69 = fcmp ule double %65, 1.000000e-09
  %70 = or i1 %69, %68
  %71 = select i1 %70, ptr @.str.4, ptr @.str.5
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %17, double noundef %62, ptr noundef nonnull %71)
  %73 = zext i1 %70 to i32
  %74 = load i32, ptr @fails, align 4, !tbaa !12
  %75 = add nsw i32 %74, %73
  store i32 %75, ptr @fails, align 4, !tbaa !12
  br i1 %20, label %76, label %79

76:                                               ; preds = %60
  %77 = zext nneg i32 %12 to i64
  %78 = shl nuw nsw i64 %77, 3
  br label %87

79:                                               ; preds = %192, %60
  %80 = phi i32 [ %75, %60 ], [ %207, %192 ]
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, ptr @.str.5, ptr @.str.4
  %83 = call i32 @puts(ptr nonnull dereferenceable(1) %82)
  %84 = load i32, ptr @fails, align 4, !tbaa !12
  %85 = icmp ne i32 %84, 0
  %86 = zext i1 %85 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %86

87:                                               ; preds = %192, %76
  %88 = phi i64 [ 0, %76 ], [ %208, %192 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %8, ptr nonnull align 8 %2, i64 %78, i1 false), !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr nonnull align 8 %2, i64 %78, i1 false), !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %10, ptr nonnull align 8 %3, i64 %78, i1 false), !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %9, ptr nonnull align 8 %3, i64 %78, i1 false), !tbaa !6
  %89 = getelementptr inbounds [3 x double], ptr %7, i64 0, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !6
  %91 = fadd double %90, 0x3EB0C6F7A0B5ED8D
  store double %91, ptr %89, align 8, !tbaa !6
  %92 = getelementptr inbounds [3 x double], ptr %8, i64 0, i64 %88
  %93 = load double, ptr %92, align 8, !tbaa !6
  %94 = fadd double %93, 0xBEB0C6F7A0B5ED8D
  store double %94, ptr %92, align 8, !tbaa !6
  %95 = getelementptr inbounds [3 x double], ptr %9, i64 0, i64 %88
  %96 = load double, ptr %95, align 8, !tbaa !6
  %97 = fadd double %96, 0x3EB0C6F7A0B5ED8D
  store double %97, ptr %95, align 8, !tbaa !6
  %98 = getelementptr inbounds [3 x double], ptr %10, i64 0, i64 %88
  %99 = load double, ptr %98, align 8, !tbaa !6
  %100 = fadd double %99, 0xBEB0C6F7A0B5ED8D
  store double %100, ptr %98, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #10
  %101 = trunc nuw nsw i64 %88 to i32
  %102 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %101) #10
  %103 = getelementptr inbounds [3 x double], ptr %4, i64 0, i64 %88
  %104 = load double, ptr %103, align 8, !tbaa !6
  %105 = load double, ptr %6, align 8, !tbaa !6
  br label %106

106:                                              ; preds = %87, %106
  %107 = phi i64 [ %119, %106 ], [ 0, %87 ]
  %108 = phi double [ %118, %106 ], [ 0.000000e+00, %87 ]
  %109 = getelementptr inbounds double, ptr %7, i64 %107
  %110 = load double, ptr %109, align 8, !tbaa !6
  %111 = fmul double %105, %110
  %112 = call double @sin(double noundef %111) #10
  %113 = getelementptr inbounds double, ptr %3, i64 %107
  %114 = load double, ptr %113, align 8, !tbaa !6
  %115 = fmul double %114, %114
  %116 = fmul double %110, %115
  %117 = call double @llvm.fmuladd.f64(double %112, double %114, double %116)
  %118 = fadd double %108, %117
  %119 = add nuw nsw i64 %107, 1
  %120 = icmp eq i64 %119, %77
  br i1 %120, label %121, label %106, !llvm.loop !10

121:                                              ; preds = %106
  %122 = load double, ptr %6, align 8, !tbaa !6
  br label %123

123:                                              ; preds = %123, %121
  %124 = phi i64 [ 0, %121 ], [ %136, %123 ]
  %125 = phi double [ 0.000000e+00, %121 ], [ %135, %123 ]
  %126 = getelementptr inbounds double, ptr %8, i64 %124
  %127 = load double, ptr %126, align 8, !tbaa !6
  %128 = fmul double %122, %127
  %129 = call double @sin(double noundef %128) #10
  %130 = getelementptr inbounds double, ptr %3, i64 %124
  %131 = load double, ptr %130, align 8, !tbaa !6
  %132 = fmul double %131, %131
  %133 = fmul double %127, %132
  %134 = call double @llvm.fmuladd.f64(double %129, double %131, double %133)
  %135 = fadd double %125, %134
  %136 = add nuw nsw i64 %124, 1
  %137 = icmp eq i64 %136, %77
  br i1 %137, label %138, label %123, !llvm.loop !10

138:                                              ; preds = %123
  %139 = fsub double %118, %135
  %140 = fdiv double %139, 2.000000e-06
  %141 = fsub double %104, %140
  %142 = call double @llvm.fabs.f64(double %141)
  %143 = call double @llvm.fabs.f64(double %140)
  %144 = call double @llvm.maxnum.f64(double %143, double 1.000000e+00)
  %145 = fmul double %144, 0x3EB0C6F7A0B5ED8D
  %146 = fcmp ugt double %142, %145
  %147 = fcmp ule double %143, 1.000000e-09
  %148 = or i1 %147, %146
  %149 = select i1 %148, ptr @.str.4, ptr @.str.5
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %11, double noundef %104, double noundef %140, ptr noundef nonnull %149)
  %151 = zext i1 %148 to i32
  %152 = load i32, ptr @fails, align 4, !tbaa !12
  %153 = add nsw i32 %152, %151
  store i32 %153, ptr @fails, align 4, !tbaa !12
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %11, i64 noundef 32, ptr noundef nonnull @.str.2, i32 noundef %101) #10
  %155 = getelementptr inbounds [3 x double], ptr %5, i64 0, i64 %88
  %156 = load double, ptr %155, align 8, !tbaa !6
  %157 = load double, ptr %6, align 8, !tbaa !6
  br label %158

158:                                              ; preds = %138, %158
  %159 = phi i64 [ %172, %158 ], [ 0, %138 ]
  %160 = phi double [ %171, %158 ], [ 0.000000e+00, %138 ]
  %161 = getelementptr inbounds double, ptr %2, i64 %159
  %162 = load double, ptr %161, align 8, !tbaa !6
  %163 = fmul double %157, %162
  %164 = call double @sin(double noundef %163) #10
  %165 = getelementptr inbounds double, ptr %9, i64 %159
  %166 = load double, ptr %165, align 8, !tbaa !6
  %167 = fmul double %166, %166
  %168 = load double, ptr %161, align 8, !tbaa !6
  %169 = fmul double %167, %168
  %170 = call double @llvm.fmuladd.f64(double %164, double %166, double %169)
  %171 = fadd double %160, %170
  %172 = add nuw nsw i64 %159, 1
  %173 = icmp eq i64 %172, %77
  br i1 %173, label %174, label %158, !llvm.loop !10

174:                                              ; preds = %158
  %175 = load double, ptr %6, align 8, !tbaa !6
  br label %176

176:                                              ; preds = %176, %174
  %177 = phi i64 [ 0, %174 ], [ %190, %176 ]
  %178 = phi double [ 0.000000e+00, %174 ], [ %189, %176 ]
  %179 = getelementptr inbounds double, ptr %2, i64 %177
  %180 = load double, ptr %179, align 8, !tbaa !6
  %181 = fmul double %175, %180
  %182 = call double @sin(double noundef %181) #10
  %183 = getelementptr inbounds double, ptr %10, i64 %177
  %184 = load double, ptr %183, align 8, !tbaa !6
  %185 = fmul double %184, %184
  %186 = load double, ptr %179, align 8, !tbaa !6
  %187 = fmul double %185, %186
  %188 = call double @llvm.fmuladd.f64(double %182, double %184, double %187)
  %189 = fadd double %178, %188
  %190 = add nuw nsw i64 %177, 1
  %191 = icmp eq i64 %190, %77
  br i1 %191, label %192, label %176, !llvm.loop !10

192:                                              ; preds = %176
  %193 = fsub double %171, %189
  %194 = fdiv double %193, 2.000000e-06
  %195 = fsub double %156, %194
  %196 = call double @llvm.fabs.f64(double %195)
  %197 = call double @llvm.fabs.f64(double %194)
  %198 = call double @llvm.maxnum.f64(double %197, double 1.000000e+00)
  %199 = fmul double %198, 0x3EB0C6F7A0B5ED8D
  %200 = fcmp ugt double %196, %199
  %201 = fcmp ule double %197, 1.000000e-09
  %202 = or i1 %201, %200
  %203 = select i1 %202, ptr @.str.4, ptr @.str.5
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %11, double noundef %156, double noundef %194, ptr noundef nonnull %203)
  %205 = zext i1 %202 to i32
  %206 = load i32, ptr @fails, align 4, !tbaa !12
  %207 = add nsw i32 %206, %205
  store i32 %207, ptr @fails, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10
  %208 = add nuw nsw i64 %88, 1
  %209 = icmp eq i64 %208, %77
  br i1 %209, label %79, label %87, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

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
