; ModuleID = 'rev/64_realloc_stack.c'
source_filename = "rev/64_realloc_stack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [32 x i8], align 1
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 9, ptr %1, align 4, !tbaa !6
  %7 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, i32 noundef %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  br label %37

12:                                               ; preds = %0
  %13 = zext nneg i32 %7 to i64
  %14 = icmp ult i32 %7, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %32, %12
  %16 = phi i64 [ 0, %12 ], [ %18, %32 ]
  br label %48

17:                                               ; preds = %12
  %18 = and i64 %13, 2147483644
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %29, %19 ]
  %21 = phi <2 x i32> [ <i32 0, i32 1>, %17 ], [ %30, %19 ]
  %22 = add <2 x i32> %21, <i32 2, i32 2>
  %23 = uitofp <2 x i32> %21 to <2 x double>
  %24 = uitofp <2 x i32> %22 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 0xBFE6666666666666, double 0xBFE6666666666666>)
  %26 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 0xBFE6666666666666, double 0xBFE6666666666666>)
  %27 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %20
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %25, ptr %27, align 8, !tbaa !10
  store <2 x double> %26, ptr %28, align 8, !tbaa !10
  %29 = add nuw i64 %20, 4
  %30 = add <2 x i32> %21, <i32 4, i32 4>
  %31 = icmp eq i64 %29, %18
  br i1 %31, label %32, label %19, !llvm.loop !12

32:                                               ; preds = %19
  %33 = icmp eq i64 %18, %13
  br i1 %33, label %34, label %15

34:                                               ; preds = %48, %32
  %35 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %36 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, i32 noundef %35, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %36, i32 noundef %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  br i1 %8, label %39, label %37

37:                                               ; preds = %9, %34
  %38 = load i32, ptr @fails, align 4, !tbaa !6
  br label %56

39:                                               ; preds = %34
  %40 = zext nneg i32 %7 to i64
  %41 = shl nuw nsw i64 %40, 3
  %42 = icmp ult i32 %7, 4
  %43 = and i64 %13, 2147483644
  %44 = icmp eq i64 %43, %13
  %45 = icmp ult i32 %7, 4
  %46 = and i64 %13, 2147483644
  %47 = icmp eq i64 %46, %13
  br label %64

48:                                               ; preds = %15, %48
  %49 = phi i64 [ %54, %48 ], [ %16, %15 ]
  %50 = trunc nuw nsw i64 %49 to i32
  %51 = uitofp nneg i32 %50 to double
  %52 = tail call double @llvm.fmuladd.f64(double %51, double 2.000000e-01, double 0xBFE6666666666666)
  %53 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %49
  store double %52, ptr %53, align 8, !tbaa !10
  %54 = add nuw nsw i64 %49, 1
  %55 = icmp eq i64 %54, %13
  br i1 %55, label %34, label %48, !llvm.loop !16

56:                                               ; preds = %230, %37
  %57 = phi i32 [ %38, %37 ], [ %246, %230 ]
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %58, ptr @.str.3, ptr @.str.2
  %60 = call i32 @puts(ptr nonnull dereferenceable(1) %59)
  %61 = load i32, ptr @fails, align 4, !tbaa !6
  %62 = icmp ne i32 %61, 0
  %63 = zext i1 %62 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %63

64:                                               ; preds = %230, %39
  %65 = phi i64 [ 0, %39 ], [ %247, %230 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %2, i64 %41, i1 false), !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %2, i64 %41, i1 false), !tbaa !10
  %66 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !10
  %68 = fadd double %67, 0x3EB0C6F7A0B5ED8D
  store double %68, ptr %66, align 8, !tbaa !10
  %69 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %65
  %70 = load double, ptr %69, align 8, !tbaa !10
  %71 = fadd double %70, 0xBEB0C6F7A0B5ED8D
  store double %71, ptr %69, align 8, !tbaa !10
  %72 = trunc nuw nsw i64 %65 to i32
  %73 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %72) #13
  %74 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %65
  %75 = load double, ptr %74, align 8, !tbaa !10
  %76 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  br label %77

77:                                               ; preds = %64, %88
  %78 = phi i64 [ %95, %88 ], [ 0, %64 ]
  %79 = phi ptr [ %90, %88 ], [ %76, %64 ]
  %80 = phi i32 [ %89, %88 ], [ 1, %64 ]
  %81 = zext i32 %80 to i64
  %82 = icmp eq i64 %78, %81
  br i1 %82, label %83, label %88

83:                                               ; preds = %77
  %84 = shl nsw i32 %80, 1
  %85 = sext i32 %84 to i64
  %86 = shl nsw i64 %85, 3
  %87 = call ptr @realloc(ptr noundef %79, i64 noundef %86) #15
  br label %88

88:                                               ; preds = %83, %77
  %89 = phi i32 [ %84, %83 ], [ %80, %77 ]
  %90 = phi ptr [ %87, %83 ], [ %79, %77 ]
  %91 = getelementptr inbounds double, ptr %5, i64 %78
  %92 = load double, ptr %91, align 8, !tbaa !10
  %93 = call double @cos(double noundef %92) #13
  %94 = call double @llvm.fmuladd.f64(double %92, double %92, double %93)
  %95 = add nuw nsw i64 %78, 1
  %96 = getelementptr inbounds double, ptr %90, i64 %78
  store double %94, ptr %96, align 8, !tbaa !10
  %97 = icmp eq i64 %95, %40
  br i1 %97, label %98, label %77, !llvm.loop !17

98:                                               ; preds = %88
  br i1 %42, label %133, label %99

99:                                               ; preds = %98, %99
  %100 = phi i64 [ %129, %99 ], [ 0, %98 ]
  %101 = phi <2 x i64> [ %130, %99 ], [ <i64 0, i64 1>, %98 ]
  %102 = phi double [ %128, %99 ], [ 0.000000e+00, %98 ]
  %103 = getelementptr inbounds double, ptr %90, i64 %100
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load <2 x double>, ptr %103, align 8, !tbaa !10
  %106 = load <2 x double>, ptr %104, align 8, !tbaa !10
  %107 = getelementptr inbounds double, ptr %5, i64 %100
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <2 x double>, ptr %107, align 8, !tbaa !10
  %110 = load <2 x double>, ptr %108, align 8, !tbaa !10
  %111 = fmul <2 x double> %105, <double 5.000000e-01, double 5.000000e-01>
  %112 = fmul <2 x double> %106, <double 5.000000e-01, double 5.000000e-01>
  %113 = fmul <2 x double> %105, %109
  %114 = fmul <2 x double> %106, %110
  %115 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %109, <2 x double> %113)
  %116 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %106, <2 x double> %110, <2 x double> %114)
  %117 = fadd <2 x double> %111, %115
  %118 = fadd <2 x double> %112, %116
  %119 = trunc <2 x i64> %101 to <2 x i32>
  %120 = add <2 x i32> %119, <i32 1, i32 1>
  %121 = trunc <2 x i64> %101 to <2 x i32>
  %122 = add <2 x i32> %121, <i32 3, i32 3>
  %123 = uitofp <2 x i32> %120 to <2 x double>
  %124 = uitofp <2 x i32> %122 to <2 x double>
  %125 = fmul <2 x double> %117, %123
  %126 = fmul <2 x double> %118, %124
  %127 = call double @llvm.vector.reduce.fadd.v2f64(double %102, <2 x double> %125)
  %128 = call double @llvm.vector.reduce.fadd.v2f64(double %127, <2 x double> %126)
  %129 = add nuw i64 %100, 4
  %130 = add <2 x i64> %101, <i64 4, i64 4>
  %131 = icmp eq i64 %129, %43
  br i1 %131, label %132, label %99, !llvm.loop !18

132:                                              ; preds = %99
  br i1 %44, label %152, label %133

133:                                              ; preds = %132, %98
  %134 = phi i64 [ 0, %98 ], [ %43, %132 ]
  %135 = phi double [ 0.000000e+00, %98 ], [ %128, %132 ]
  br label %136

136:                                              ; preds = %133, %136
  %137 = phi i64 [ %147, %136 ], [ %134, %133 ]
  %138 = phi double [ %150, %136 ], [ %135, %133 ]
  %139 = getelementptr inbounds double, ptr %90, i64 %137
  %140 = load double, ptr %139, align 8, !tbaa !10
  %141 = getelementptr inbounds double, ptr %5, i64 %137
  %142 = load double, ptr %141, align 8, !tbaa !10
  %143 = fmul double %140, 5.000000e-01
  %144 = fmul double %140, %142
  %145 = call double @llvm.fmuladd.f64(double %140, double %142, double %144)
  %146 = fadd double %143, %145
  %147 = add nuw nsw i64 %137, 1
  %148 = trunc nuw nsw i64 %147 to i32
  %149 = uitofp nneg i32 %148 to double
  %150 = call double @llvm.fmuladd.f64(double %146, double %149, double %138)
  %151 = icmp eq i64 %147, %40
  br i1 %151, label %152, label %136, !llvm.loop !19

152:                                              ; preds = %136, %132
  %153 = phi double [ %128, %132 ], [ %150, %136 ]
  call void @free(ptr noundef nonnull %90) #13
  %154 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  br label %155

155:                                              ; preds = %152, %166
  %156 = phi i64 [ %173, %166 ], [ 0, %152 ]
  %157 = phi ptr [ %168, %166 ], [ %154, %152 ]
  %158 = phi i32 [ %167, %166 ], [ 1, %152 ]
  %159 = zext i32 %158 to i64
  %160 = icmp eq i64 %156, %159
  br i1 %160, label %161, label %166

161:                                              ; preds = %155
  %162 = shl nsw i32 %158, 1
  %163 = sext i32 %162 to i64
  %164 = shl nsw i64 %163, 3
  %165 = call ptr @realloc(ptr noundef %157, i64 noundef %164) #15
  br label %166

166:                                              ; preds = %161, %155
  %167 = phi i32 [ %162, %161 ], [ %158, %155 ]
  %168 = phi ptr [ %165, %161 ], [ %157, %155 ]
  %169 = getelementptr inbounds double, ptr %6, i64 %156
  %170 = load double, ptr %169, align 8, !tbaa !10
  %171 = call double @cos(double noundef %170) #13
  %172 = call double @llvm.fmuladd.f64(double %170, double %170, double %171)
  %173 = add nuw nsw i64 %156, 1
  %174 = getelementptr inbounds double, ptr %168, i64 %156
  store double %172, ptr %174, align 8, !tbaa !10
  %175 = icmp eq i64 %173, %40
  br i1 %175, label %176, label %155, !llvm.loop !17

176:                                              ; preds = %166
  br i1 %45, label %211, label %177

177:                                              ; preds = %176, %177
  %178 = phi i64 [ %207, %177 ], [ 0, %176 ]
  %179 = phi <2 x i64> [ %208, %177 ], [ <i64 0, i64 1>, %176 ]
  %180 = phi double [ %206, %177 ], [ 0.000000e+00, %176 ]
  %181 = getelementptr inbounds double, ptr %168, i64 %178
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  %183 = load <2 x double>, ptr %181, align 8, !tbaa !10
  %184 = load <2 x double>, ptr %182, align 8, !tbaa !10
  %185 = getelementptr inbounds double, ptr %6, i64 %178
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = load <2 x double>, ptr %185, align 8, !tbaa !10
  %188 = load <2 x double>, ptr %186, align 8, !tbaa !10
  %189 = fmul <2 x double> %183, <double 5.000000e-01, double 5.000000e-01>
  %190 = fmul <2 x double> %184, <double 5.000000e-01, double 5.000000e-01>
  %191 = fmul <2 x double> %183, %187
  %192 = fmul <2 x double> %184, %188
  %193 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %183, <2 x double> %187, <2 x double> %191)
  %194 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %184, <2 x double> %188, <2 x double> %192)
  %195 = fadd <2 x double> %189, %193
  %196 = fadd <2 x double> %190, %194
  %197 = trunc <2 x i64> %179 to <2 x i32>
  %198 = add <2 x i32> %197, <i32 1, i32 1>
  %199 = trunc <2 x i64> %179 to <2 x i32>
  %200 = add <2 x i32> %199, <i32 3, i32 3>
  %201 = uitofp <2 x i32> %198 to <2 x double>
  %202 = uitofp <2 x i32> %200 to <2 x double>
  %203 = fmul <2 x double> %195, %201
  %204 = fmul <2 x double> %196, %202
  %205 = call double @llvm.vector.reduce.fadd.v2f64(double %180, <2 x double> %203)
  %206 = call double @llvm.vector.reduce.fadd.v2f64(double %205, <2 x double> %204)
  %207 = add nuw i64 %178, 4
  %208 = add <2 x i64> %179, <i64 4, i64 4>
  %209 = icmp eq i64 %207, %46
  br i1 %209, label %210, label %177, !llvm.loop !20

210:                                              ; preds = %177
  br i1 %47, label %230, label %211

211:                                              ; preds = %210, %176
  %212 = phi i64 [ 0, %176 ], [ %46, %210 ]
  %213 = phi double [ 0.000000e+00, %176 ], [ %206, %210 ]
  br label %214

214:                                              ; preds = %211, %214
  %215 = phi i64 [ %225, %214 ], [ %212, %211 ]
  %216 = phi double [ %228, %214 ], [ %213, %211 ]
  %217 = getelementptr inbounds double, ptr %168, i64 %215
  %218 = load double, ptr %217, align 8, !tbaa !10
  %219 = getelementptr inbounds double, ptr %6, i64 %215
  %220 = load double, ptr %219, align 8, !tbaa !10
  %221 = fmul double %218, 5.000000e-01
  %222 = fmul double %218, %220
  %223 = call double @llvm.fmuladd.f64(double %218, double %220, double %222)
  %224 = fadd double %221, %223
  %225 = add nuw nsw i64 %215, 1
  %226 = trunc nuw nsw i64 %225 to i32
  %227 = uitofp nneg i32 %226 to double
  %228 = call double @llvm.fmuladd.f64(double %224, double %227, double %216)
  %229 = icmp eq i64 %225, %40
  br i1 %229, label %230, label %214, !llvm.loop !21

230:                                              ; preds = %214, %210
  %231 = phi double [ %206, %210 ], [ %228, %214 ]
  call void @free(ptr noundef nonnull %168) #13
  %232 = fsub double %153, %231
  %233 = fdiv double %232, 2.000000e-06
  %234 = fsub double %75, %233
  %235 = call double @llvm.fabs.f64(double %234)
  %236 = call double @llvm.fabs.f64(double %233)
  %237 = call double @llvm.maxnum.f64(double %236, double 1.000000e+00)
  %238 = fmul double %237, 0x3EB0C6F7A0B5ED8D
  %239 = fcmp ugt double %235, %238
  %240 = fcmp ule double %236, 1.000000e-09
  %241 = or i1 %240, %239
  %242 = select i1 %241, ptr @.str.2, ptr @.str.3
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %4, double noundef %75, double noundef %233, ptr noundef nonnull %242)
  %244 = zext i1 %241 to i32
  %245 = load i32, ptr @fails, align 4, !tbaa !6
  %246 = add nsw i32 %245, %244
  store i32 %246, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  %247 = add nuw nsw i64 %65, 1
  %248 = icmp eq i64 %247, %40
  br i1 %248, label %56, label %64, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @grow(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %71

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %50

7:                                                ; preds = %61
  %8 = zext nneg i32 %1 to i64
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %10, label %13

10:                                               ; preds = %48, %7
  %11 = phi i64 [ 0, %7 ], [ %14, %48 ]
  %12 = phi double [ 0.000000e+00, %7 ], [ %44, %48 ]
  br label %74

13:                                               ; preds = %7
  %14 = and i64 %6, 2147483644
  br label %15

15:                                               ; preds = %15, %13
  %16 = phi i64 [ 0, %13 ], [ %45, %15 ]
  %17 = phi <2 x i64> [ <i64 0, i64 1>, %13 ], [ %46, %15 ]
  %18 = phi double [ 0.000000e+00, %13 ], [ %44, %15 ]
  %19 = getelementptr inbounds double, ptr %63, i64 %16
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  %21 = load <2 x double>, ptr %19, align 8, !tbaa !10
  %22 = load <2 x double>, ptr %20, align 8, !tbaa !10
  %23 = getelementptr inbounds double, ptr %0, i64 %16
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !10
  %26 = load <2 x double>, ptr %24, align 8, !tbaa !10
  %27 = fmul <2 x double> %21, <double 5.000000e-01, double 5.000000e-01>
  %28 = fmul <2 x double> %22, <double 5.000000e-01, double 5.000000e-01>
  %29 = fmul <2 x double> %21, %25
  %30 = fmul <2 x double> %22, %26
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %25, <2 x double> %29)
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %26, <2 x double> %30)
  %33 = fadd <2 x double> %27, %31
  %34 = fadd <2 x double> %28, %32
  %35 = trunc <2 x i64> %17 to <2 x i32>
  %36 = add <2 x i32> %35, <i32 1, i32 1>
  %37 = trunc <2 x i64> %17 to <2 x i32>
  %38 = add <2 x i32> %37, <i32 3, i32 3>
  %39 = uitofp <2 x i32> %36 to <2 x double>
  %40 = uitofp <2 x i32> %38 to <2 x double>
  %41 = fmul <2 x double> %33, %39
  %42 = fmul <2 x double> %34, %40
  %43 = tail call double @llvm.vector.reduce.fadd.v2f64(double %18, <2 x double> %41)
  %44 = tail call double @llvm.vector.reduce.fadd.v2f64(double %43, <2 x double> %42)
  %45 = add nuw i64 %16, 4
  %46 = add <2 x i64> %17, <i64 4, i64 4>
  %47 = icmp eq i64 %45, %14
  br i1 %47, label %48, label %15, !llvm.loop !23

48:                                               ; preds = %15
  %49 = icmp eq i64 %14, %6
  br i1 %49, label %71, label %10

50:                                               ; preds = %5, %61
  %51 = phi i64 [ 0, %5 ], [ %68, %61 ]
  %52 = phi ptr [ %3, %5 ], [ %63, %61 ]
  %53 = phi i32 [ 1, %5 ], [ %62, %61 ]
  %54 = zext i32 %53 to i64
  %55 = icmp eq i64 %51, %54
  br i1 %55, label %56, label %61

56:                                               ; preds = %50
  %57 = shl nsw i32 %53, 1
  %58 = sext i32 %57 to i64
  %59 = shl nsw i64 %58, 3
  %60 = tail call ptr @realloc(ptr noundef %52, i64 noundef %59) #15
  br label %61

61:                                               ; preds = %56, %50
  %62 = phi i32 [ %57, %56 ], [ %53, %50 ]
  %63 = phi ptr [ %60, %56 ], [ %52, %50 ]
  %64 = getelementptr inbounds double, ptr %0, i64 %51
  %65 = load double, ptr %64, align 8, !tbaa !10
  %66 = tail call double @cos(double noundef %65) #13
  %67 = tail call double @llvm.fmuladd.f64(double %65, double %65, double %66)
  %68 = add nuw nsw i64 %51, 1
  %69 = getelementptr inbounds double, ptr %63, i64 %51
  store double %67, ptr %69, align 8, !tbaa !10
  %70 = icmp eq i64 %68, %6
  br i1 %70, label %7, label %50, !llvm.loop !17

71:                                               ; preds = %74, %48, %2
  %72 = phi ptr [ %3, %2 ], [ %63, %48 ], [ %63, %74 ]
  %73 = phi double [ 0.000000e+00, %2 ], [ %44, %48 ], [ %88, %74 ]
  tail call void @free(ptr noundef %72) #13
  ret double %73

74:                                               ; preds = %10, %74
  %75 = phi i64 [ %85, %74 ], [ %11, %10 ]
  %76 = phi double [ %88, %74 ], [ %12, %10 ]
  %77 = getelementptr inbounds double, ptr %63, i64 %75
  %78 = load double, ptr %77, align 8, !tbaa !10
  %79 = getelementptr inbounds double, ptr %0, i64 %75
  %80 = load double, ptr %79, align 8, !tbaa !10
  %81 = fmul double %78, 5.000000e-01
  %82 = fmul double %78, %80
  %83 = tail call double @llvm.fmuladd.f64(double %78, double %80, double %82)
  %84 = fadd double %81, %83
  %85 = add nuw nsw i64 %75, 1
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = uitofp nneg i32 %86 to double
  %88 = tail call double @llvm.fmuladd.f64(double %84, double %87, double %76)
  %89 = icmp eq i64 %85, %8
  br i1 %89, label %71, label %74, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #12

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(1) }

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
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !14, !15}
!19 = distinct !{!19, !13, !15, !14}
!20 = distinct !{!20, !13, !14, !15}
!21 = distinct !{!21, !13, !15, !14}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13, !14, !15}
!24 = distinct !{!24, !13, !15, !14}
