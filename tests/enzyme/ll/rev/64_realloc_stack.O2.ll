; ModuleID = 'rev/64_realloc_stack.c'
source_filename = "rev/64_realloc_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %2 = alloca [16 x double], align 16
  %3 = alloca [16 x double], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [16 x double], align 16
  %6 = alloca [16 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 9, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %3, i8 0, i64 128, i1 false)
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, i32 noundef %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  br label %37

12:                                               ; preds = %0
  %13 = zext nneg i32 %7 to i64
  %14 = icmp ult i32 %7, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %32, %12
  %16 = phi i64 [ 0, %12 ], [ %18, %32 ]
  br label %51

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
  store <2 x double> %25, ptr %27, align 16, !tbaa !9
  store <2 x double> %26, ptr %28, align 16, !tbaa !9
  %29 = add nuw i64 %20, 4
  %30 = add <2 x i32> %21, <i32 4, i32 4>
  %31 = icmp eq i64 %29, %18
  br i1 %31, label %32, label %19, !llvm.loop !11

32:                                               ; preds = %19
  %33 = icmp eq i64 %18, %13
  br i1 %33, label %34, label %15

34:                                               ; preds = %51, %32
  %35 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %36 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @grow, i32 noundef %35, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %36, i32 noundef %7) #13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #13
  br i1 %8, label %39, label %37

37:                                               ; preds = %9, %34
  %38 = load i32, ptr @fails, align 4, !tbaa !5
  br label %59

39:                                               ; preds = %34
  %40 = zext nneg i32 %7 to i64
  %41 = shl nuw nsw i64 %40, 3
  %42 = add nsw i64 %40, -1
  %43 = and i64 %40, 1
  %44 = icmp eq i64 %42, 0
  %45 = and i64 %40, 2147483646
  %46 = icmp eq i64 %43, 0
  %47 = and i64 %40, 1
  %48 = icmp eq i64 %42, 0
  %49 = and i64 %40, 2147483646
  %50 = icmp eq i64 %47, 0
  br label %67

51:                                               ; preds = %15, %51
  %52 = phi i64 [ %57, %51 ], [ %16, %15 ]
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = uitofp nneg i32 %53 to double
  %55 = tail call double @llvm.fmuladd.f64(double %54, double 2.000000e-01, double 0xBFE6666666666666)
  %56 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %52
  store double %55, ptr %56, align 8, !tbaa !9
  %57 = add nuw nsw i64 %52, 1
  %58 = icmp eq i64 %57, %13
  br i1 %58, label %34, label %51, !llvm.loop !15

59:                                               ; preds = %221, %37
  %60 = phi i32 [ %38, %37 ], [ %237, %221 ]
  %61 = icmp eq i32 %60, 0
  %62 = select i1 %61, ptr @.str.3, ptr @.str.2
  %63 = call i32 @puts(ptr nonnull dereferenceable(1) %62)
  %64 = load i32, ptr @fails, align 4, !tbaa !5
  %65 = icmp ne i32 %64, 0
  %66 = zext i1 %65 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %66

67:                                               ; preds = %221, %39
  %68 = phi i64 [ 0, %39 ], [ %238, %221 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #13
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #13
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull align 16 %2, i64 %41, i1 false), !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 16 %2, i64 %41, i1 false), !tbaa !9
  %69 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = fadd double %70, 0x3EB0C6F7A0B5ED8D
  store double %71, ptr %69, align 8, !tbaa !9
  %72 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %68
  %73 = load double, ptr %72, align 8, !tbaa !9
  %74 = fadd double %73, 0xBEB0C6F7A0B5ED8D
  store double %74, ptr %72, align 8, !tbaa !9
  %75 = trunc nuw nsw i64 %68 to i32
  %76 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %75) #13
  %77 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %68
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  br label %80

80:                                               ; preds = %67, %91
  %81 = phi i64 [ %98, %91 ], [ 0, %67 ]
  %82 = phi ptr [ %93, %91 ], [ %79, %67 ]
  %83 = phi i32 [ %92, %91 ], [ 1, %67 ]
  %84 = zext i32 %83 to i64
  %85 = icmp eq i64 %81, %84
  br i1 %85, label %86, label %91

86:                                               ; preds = %80
  %87 = shl nsw i32 %83, 1
  %88 = sext i32 %87 to i64
  %89 = shl nsw i64 %88, 3
  %90 = call ptr @realloc(ptr noundef %82, i64 noundef %89) #15
  br label %91

91:                                               ; preds = %86, %80
  %92 = phi i32 [ %87, %86 ], [ %83, %80 ]
  %93 = phi ptr [ %90, %86 ], [ %82, %80 ]
  %94 = getelementptr inbounds double, ptr %5, i64 %81
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = call double @cos(double noundef %95) #13
  %97 = call double @llvm.fmuladd.f64(double %95, double %95, double %96)
  %98 = add nuw nsw i64 %81, 1
  %99 = getelementptr inbounds double, ptr %93, i64 %81
  store double %97, ptr %99, align 8, !tbaa !9
  %100 = icmp eq i64 %98, %40
  br i1 %100, label %101, label %80, !llvm.loop !16

101:                                              ; preds = %91
  br i1 %44, label %132, label %102

102:                                              ; preds = %101, %102
  %103 = phi i64 [ %126, %102 ], [ 0, %101 ]
  %104 = phi double [ %129, %102 ], [ 0.000000e+00, %101 ]
  %105 = phi i64 [ %130, %102 ], [ 0, %101 ]
  %106 = getelementptr inbounds double, ptr %93, i64 %103
  %107 = load double, ptr %106, align 8, !tbaa !9
  %108 = getelementptr inbounds double, ptr %5, i64 %103
  %109 = load double, ptr %108, align 16, !tbaa !9
  %110 = fmul double %107, 5.000000e-01
  %111 = fmul double %107, %109
  %112 = call double @llvm.fmuladd.f64(double %107, double %109, double %111)
  %113 = fadd double %110, %112
  %114 = or disjoint i64 %103, 1
  %115 = trunc nuw nsw i64 %114 to i32
  %116 = uitofp nneg i32 %115 to double
  %117 = call double @llvm.fmuladd.f64(double %113, double %116, double %104)
  %118 = getelementptr inbounds double, ptr %93, i64 %114
  %119 = load double, ptr %118, align 8, !tbaa !9
  %120 = getelementptr inbounds double, ptr %5, i64 %114
  %121 = load double, ptr %120, align 8, !tbaa !9
  %122 = fmul double %119, 5.000000e-01
  %123 = fmul double %119, %121
  %124 = call double @llvm.fmuladd.f64(double %119, double %121, double %123)
  %125 = fadd double %122, %124
  %126 = add nuw nsw i64 %103, 2
  %127 = trunc nuw nsw i64 %126 to i32
  %128 = uitofp nneg i32 %127 to double
  %129 = call double @llvm.fmuladd.f64(double %125, double %128, double %117)
  %130 = add i64 %105, 2
  %131 = icmp eq i64 %130, %45
  br i1 %131, label %132, label %102, !llvm.loop !17

132:                                              ; preds = %102, %101
  %133 = phi double [ poison, %101 ], [ %129, %102 ]
  %134 = phi i64 [ 0, %101 ], [ %126, %102 ]
  %135 = phi double [ 0.000000e+00, %101 ], [ %129, %102 ]
  br i1 %46, label %149, label %136

136:                                              ; preds = %132
  %137 = getelementptr inbounds double, ptr %93, i64 %134
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = getelementptr inbounds double, ptr %5, i64 %134
  %140 = load double, ptr %139, align 8, !tbaa !9
  %141 = fmul double %138, 5.000000e-01
  %142 = fmul double %138, %140
  %143 = call double @llvm.fmuladd.f64(double %138, double %140, double %142)
  %144 = fadd double %141, %143
  %145 = trunc i64 %134 to i32
  %146 = add i32 %145, 1
  %147 = uitofp nneg i32 %146 to double
  %148 = call double @llvm.fmuladd.f64(double %144, double %147, double %135)
  br label %149

149:                                              ; preds = %132, %136
  %150 = phi double [ %133, %132 ], [ %148, %136 ]
  call void @free(ptr noundef nonnull %93) #13
  %151 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #14
  br label %152

152:                                              ; preds = %149, %163
  %153 = phi i64 [ %170, %163 ], [ 0, %149 ]
  %154 = phi ptr [ %165, %163 ], [ %151, %149 ]
  %155 = phi i32 [ %164, %163 ], [ 1, %149 ]
  %156 = zext i32 %155 to i64
  %157 = icmp eq i64 %153, %156
  br i1 %157, label %158, label %163

158:                                              ; preds = %152
  %159 = shl nsw i32 %155, 1
  %160 = sext i32 %159 to i64
  %161 = shl nsw i64 %160, 3
  %162 = call ptr @realloc(ptr noundef %154, i64 noundef %161) #15
  br label %163

163:                                              ; preds = %158, %152
  %164 = phi i32 [ %159, %158 ], [ %155, %152 ]
  %165 = phi ptr [ %162, %158 ], [ %154, %152 ]
  %166 = getelementptr inbounds double, ptr %6, i64 %153
  %167 = load double, ptr %166, align 8, !tbaa !9
  %168 = call double @cos(double noundef %167) #13
  %169 = call double @llvm.fmuladd.f64(double %167, double %167, double %168)
  %170 = add nuw nsw i64 %153, 1
  %171 = getelementptr inbounds double, ptr %165, i64 %153
  store double %169, ptr %171, align 8, !tbaa !9
  %172 = icmp eq i64 %170, %40
  br i1 %172, label %173, label %152, !llvm.loop !16

173:                                              ; preds = %163
  br i1 %48, label %204, label %174

174:                                              ; preds = %173, %174
  %175 = phi i64 [ %198, %174 ], [ 0, %173 ]
  %176 = phi double [ %201, %174 ], [ 0.000000e+00, %173 ]
  %177 = phi i64 [ %202, %174 ], [ 0, %173 ]
  %178 = getelementptr inbounds double, ptr %165, i64 %175
  %179 = load double, ptr %178, align 8, !tbaa !9
  %180 = getelementptr inbounds double, ptr %6, i64 %175
  %181 = load double, ptr %180, align 16, !tbaa !9
  %182 = fmul double %179, 5.000000e-01
  %183 = fmul double %179, %181
  %184 = call double @llvm.fmuladd.f64(double %179, double %181, double %183)
  %185 = fadd double %182, %184
  %186 = or disjoint i64 %175, 1
  %187 = trunc nuw nsw i64 %186 to i32
  %188 = uitofp nneg i32 %187 to double
  %189 = call double @llvm.fmuladd.f64(double %185, double %188, double %176)
  %190 = getelementptr inbounds double, ptr %165, i64 %186
  %191 = load double, ptr %190, align 8, !tbaa !9
  %192 = getelementptr inbounds double, ptr %6, i64 %186
  %193 = load double, ptr %192, align 8, !tbaa !9
  %194 = fmul double %191, 5.000000e-01
  %195 = fmul double %191, %193
  %196 = call double @llvm.fmuladd.f64(double %191, double %193, double %195)
  %197 = fadd double %194, %196
  %198 = add nuw nsw i64 %175, 2
  %199 = trunc nuw nsw i64 %198 to i32
  %200 = uitofp nneg i32 %199 to double
  %201 = call double @llvm.fmuladd.f64(double %197, double %200, double %189)
  %202 = add i64 %177, 2
  %203 = icmp eq i64 %202, %49
  br i1 %203, label %204, label %174, !llvm.loop !17

204:                                              ; preds = %174, %173
  %205 = phi double [ poison, %173 ], [ %201, %174 ]
  %206 = phi i64 [ 0, %173 ], [ %198, %174 ]
  %207 = phi double [ 0.000000e+00, %173 ], [ %201, %174 ]
  br i1 %50, label %221, label %208

208:                                              ; preds = %204
  %209 = getelementptr inbounds double, ptr %165, i64 %206
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = getelementptr inbounds double, ptr %6, i64 %206
  %212 = load double, ptr %211, align 8, !tbaa !9
  %213 = fmul double %210, 5.000000e-01
  %214 = fmul double %210, %212
  %215 = call double @llvm.fmuladd.f64(double %210, double %212, double %214)
  %216 = fadd double %213, %215
  %217 = trunc i64 %206 to i32
  %218 = add i32 %217, 1
  %219 = uitofp nneg i32 %218 to double
  %220 = call double @llvm.fmuladd.f64(double %216, double %219, double %207)
  br label %221

221:                                              ; preds = %204, %208
  %222 = phi double [ %205, %204 ], [ %220, %208 ]
  call void @free(ptr noundef nonnull %165) #13
  %223 = fsub double %150, %222
  %224 = fdiv double %223, 2.000000e-06
  %225 = fsub double %78, %224
  %226 = call double @llvm.fabs.f64(double %225)
  %227 = call double @llvm.fabs.f64(double %224)
  %228 = call double @llvm.maxnum.f64(double %227, double 1.000000e+00)
  %229 = fmul double %228, 0x3EB0C6F7A0B5ED8D
  %230 = fcmp ugt double %226, %229
  %231 = fcmp ule double %227, 1.000000e-09
  %232 = or i1 %231, %230
  %233 = select i1 %232, ptr @.str.2, ptr @.str.3
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %4, double noundef %78, double noundef %224, ptr noundef nonnull %233)
  %235 = zext i1 %232 to i32
  %236 = load i32, ptr @fails, align 4, !tbaa !5
  %237 = add nsw i32 %236, %235
  store i32 %237, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #13
  %238 = add nuw nsw i64 %68, 1
  %239 = icmp eq i64 %238, %40
  br i1 %239, label %59, label %67, !llvm.loop !18
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
  br i1 %4, label %5, label %52

5:                                                ; preds = %2
  %6 = zext nneg i32 %1 to i64
  br label %13

7:                                                ; preds = %24
  %8 = zext nneg i32 %1 to i64
  %9 = and i64 %8, 1
  %10 = icmp eq i32 %1, 1
  br i1 %10, label %34, label %11

11:                                               ; preds = %7
  %12 = and i64 %8, 2147483646
  br label %55

13:                                               ; preds = %5, %24
  %14 = phi i64 [ 0, %5 ], [ %31, %24 ]
  %15 = phi ptr [ %3, %5 ], [ %26, %24 ]
  %16 = phi i32 [ 1, %5 ], [ %25, %24 ]
  %17 = zext i32 %16 to i64
  %18 = icmp eq i64 %14, %17
  br i1 %18, label %19, label %24

19:                                               ; preds = %13
  %20 = shl nsw i32 %16, 1
  %21 = sext i32 %20 to i64
  %22 = shl nsw i64 %21, 3
  %23 = tail call ptr @realloc(ptr noundef %15, i64 noundef %22) #15
  br label %24

24:                                               ; preds = %19, %13
  %25 = phi i32 [ %20, %19 ], [ %16, %13 ]
  %26 = phi ptr [ %23, %19 ], [ %15, %13 ]
  %27 = getelementptr inbounds double, ptr %0, i64 %14
  %28 = load double, ptr %27, align 8, !tbaa !9
  %29 = tail call double @cos(double noundef %28) #13
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %28, double %29)
  %31 = add nuw nsw i64 %14, 1
  %32 = getelementptr inbounds double, ptr %26, i64 %14
  store double %30, ptr %32, align 8, !tbaa !9
  %33 = icmp eq i64 %31, %6
  br i1 %33, label %7, label %13, !llvm.loop !16

34:                                               ; preds = %55, %7
  %35 = phi double [ poison, %7 ], [ %82, %55 ]
  %36 = phi i64 [ 0, %7 ], [ %79, %55 ]
  %37 = phi double [ 0.000000e+00, %7 ], [ %82, %55 ]
  %38 = icmp eq i64 %9, 0
  br i1 %38, label %52, label %39

39:                                               ; preds = %34
  %40 = getelementptr inbounds double, ptr %26, i64 %36
  %41 = load double, ptr %40, align 8, !tbaa !9
  %42 = getelementptr inbounds double, ptr %0, i64 %36
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = fmul double %41, 5.000000e-01
  %45 = fmul double %41, %43
  %46 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %45)
  %47 = fadd double %44, %46
  %48 = trunc i64 %36 to i32
  %49 = add i32 %48, 1
  %50 = uitofp nneg i32 %49 to double
  %51 = tail call double @llvm.fmuladd.f64(double %47, double %50, double %37)
  br label %52

52:                                               ; preds = %39, %34, %2
  %53 = phi ptr [ %3, %2 ], [ %26, %34 ], [ %26, %39 ]
  %54 = phi double [ 0.000000e+00, %2 ], [ %35, %34 ], [ %51, %39 ]
  tail call void @free(ptr noundef %53) #13
  ret double %54

55:                                               ; preds = %55, %11
  %56 = phi i64 [ 0, %11 ], [ %79, %55 ]
  %57 = phi double [ 0.000000e+00, %11 ], [ %82, %55 ]
  %58 = phi i64 [ 0, %11 ], [ %83, %55 ]
  %59 = getelementptr inbounds double, ptr %26, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = getelementptr inbounds double, ptr %0, i64 %56
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = fmul double %60, 5.000000e-01
  %64 = fmul double %60, %62
  %65 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %64)
  %66 = fadd double %63, %65
  %67 = or disjoint i64 %56, 1
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = uitofp nneg i32 %68 to double
  %70 = tail call double @llvm.fmuladd.f64(double %66, double %69, double %57)
  %71 = getelementptr inbounds double, ptr %26, i64 %67
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = getelementptr inbounds double, ptr %0, i64 %67
  %74 = load double, ptr %73, align 8, !tbaa !9
  %75 = fmul double %72, 5.000000e-01
  %76 = fmul double %72, %74
  %77 = tail call double @llvm.fmuladd.f64(double %72, double %74, double %76)
  %78 = fadd double %75, %77
  %79 = add nuw nsw i64 %56, 2
  %80 = trunc nuw nsw i64 %79 to i32
  %81 = uitofp nneg i32 %80 to double
  %82 = tail call double @llvm.fmuladd.f64(double %78, double %81, double %70)
  %83 = add i64 %58, 2
  %84 = icmp eq i64 %83, %12
  br i1 %84, label %34, label %55, !llvm.loop !17
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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind allocsize(1) }

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
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12, !14, !13}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
