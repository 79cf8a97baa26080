; ModuleID = 'rev/20_realloc_calloc.c'
source_filename = "rev/20_realloc_calloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [18 x i8] c"pushback d/dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"histogram d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [9 x double], align 16
  %4 = alloca [9 x double], align 16
  %5 = alloca [9 x double], align 16
  %6 = alloca [32 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 9, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 4, ptr %2, align 4, !tbaa !5
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  %8 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %4, i8 0, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(72) %5, i8 0, i64 72, i1 false)
  store <2 x double> <double 0x3FDA9F3906C1A794, double 0x3FEEFCDE39BCBBD9>, ptr %3, align 16, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0xBFD4EB26DC52FDD5, double 0xBFE174A354E0381D>, ptr %9, align 16, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FE9CB57CADA5992, double 0x3FE5A54708E9BDD3>, ptr %10, align 16, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0xBFE4890559A5092D, double 0xBFC61169520DF5AC>, ptr %11, align 16, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  store double 0x3FF0659BC395CBED, ptr %12, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #13
  %13 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %14 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %15 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @pushback, i32 noundef %13, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %14, i32 noundef %7) #13
  %16 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %17 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %18 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @histogram, i32 noundef %16, ptr noundef nonnull %3, ptr noundef nonnull %5, i32 noundef %17, i32 noundef %7, i32 noundef %17, i32 noundef %8) #13
  %19 = sext i32 %8 to i64
  %20 = icmp sgt i32 %7, 0
  %21 = zext nneg i32 %7 to i64
  %22 = icmp sgt i32 %8, 0
  %23 = zext i32 %8 to i64
  %24 = and i64 %23, 3
  %25 = icmp ult i32 %8, 4
  %26 = and i64 %23, 2147483644
  %27 = icmp eq i64 %24, 0
  %28 = and i64 %23, 3
  %29 = icmp ult i32 %8, 4
  %30 = and i64 %23, 2147483644
  %31 = icmp eq i64 %28, 0
  br label %39

32:                                               ; preds = %193
  %33 = icmp eq i32 %237, 0
  %34 = select i1 %33, ptr @.str.4, ptr @.str.3
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) %34)
  %36 = load i32, ptr @fails, align 4, !tbaa !5
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #13
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %38

39:                                               ; preds = %0, %193
  %40 = phi i64 [ 0, %0 ], [ %238, %193 ]
  %41 = getelementptr inbounds [9 x double], ptr %3, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !9
  %44 = call double @pushback(ptr noundef nonnull %3, i32 noundef %7)
  %45 = call noalias ptr @calloc(i64 noundef %19, i64 noundef 8) #14
  br i1 %20, label %48, label %46

46:                                               ; preds = %48, %39
  br i1 %22, label %47, label %117

47:                                               ; preds = %46
  br i1 %25, label %100, label %66

48:                                               ; preds = %39, %48
  %49 = phi i64 [ %64, %48 ], [ 0, %39 ]
  %50 = getelementptr inbounds double, ptr %3, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = trunc i64 %49 to i32
  %53 = add i32 %52, 2
  %54 = urem i32 %53, %7
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds double, ptr %3, i64 %55
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = mul i32 %52, 7
  %59 = srem i32 %58, %8
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds double, ptr %45, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !9
  %63 = call double @llvm.fmuladd.f64(double %51, double %57, double %62)
  store double %63, ptr %61, align 8, !tbaa !9
  %64 = add nuw nsw i64 %49, 1
  %65 = icmp eq i64 %64, %21
  br i1 %65, label %46, label %48, !llvm.loop !11

66:                                               ; preds = %47, %66
  %67 = phi i64 [ %94, %66 ], [ 0, %47 ]
  %68 = phi double [ %97, %66 ], [ 0.000000e+00, %47 ]
  %69 = phi i64 [ %98, %66 ], [ 0, %47 ]
  %70 = getelementptr inbounds double, ptr %45, i64 %67
  %71 = load double, ptr %70, align 8, !tbaa !9
  %72 = fmul double %71, %71
  %73 = or disjoint i64 %67, 1
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = uitofp nneg i32 %74 to double
  %76 = call double @llvm.fmuladd.f64(double %72, double %75, double %68)
  %77 = getelementptr inbounds double, ptr %45, i64 %73
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = fmul double %78, %78
  %80 = or disjoint i64 %67, 2
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = uitofp nneg i32 %81 to double
  %83 = call double @llvm.fmuladd.f64(double %79, double %82, double %76)
  %84 = getelementptr inbounds double, ptr %45, i64 %80
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = fmul double %85, %85
  %87 = or disjoint i64 %67, 3
  %88 = trunc nuw nsw i64 %87 to i32
  %89 = uitofp nneg i32 %88 to double
  %90 = call double @llvm.fmuladd.f64(double %86, double %89, double %83)
  %91 = getelementptr inbounds double, ptr %45, i64 %87
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = fmul double %92, %92
  %94 = add nuw nsw i64 %67, 4
  %95 = trunc nuw nsw i64 %94 to i32
  %96 = uitofp nneg i32 %95 to double
  %97 = call double @llvm.fmuladd.f64(double %93, double %96, double %90)
  %98 = add i64 %69, 4
  %99 = icmp eq i64 %98, %26
  br i1 %99, label %100, label %66, !llvm.loop !13

100:                                              ; preds = %66, %47
  %101 = phi double [ poison, %47 ], [ %97, %66 ]
  %102 = phi i64 [ 0, %47 ], [ %94, %66 ]
  %103 = phi double [ 0.000000e+00, %47 ], [ %97, %66 ]
  br i1 %27, label %117, label %104

104:                                              ; preds = %100, %104
  %105 = phi i64 [ %111, %104 ], [ %102, %100 ]
  %106 = phi double [ %114, %104 ], [ %103, %100 ]
  %107 = phi i64 [ %115, %104 ], [ 0, %100 ]
  %108 = getelementptr inbounds double, ptr %45, i64 %105
  %109 = load double, ptr %108, align 8, !tbaa !9
  %110 = fmul double %109, %109
  %111 = add nuw nsw i64 %105, 1
  %112 = trunc nuw nsw i64 %111 to i32
  %113 = uitofp nneg i32 %112 to double
  %114 = call double @llvm.fmuladd.f64(double %110, double %113, double %106)
  %115 = add i64 %107, 1
  %116 = icmp eq i64 %115, %24
  br i1 %116, label %117, label %104, !llvm.loop !14

117:                                              ; preds = %100, %104, %46
  %118 = phi double [ 0.000000e+00, %46 ], [ %101, %100 ], [ %114, %104 ]
  call void @free(ptr noundef %45) #13
  %119 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %119, ptr %41, align 8, !tbaa !9
  %120 = call double @pushback(ptr noundef nonnull %3, i32 noundef %7)
  %121 = call noalias ptr @calloc(i64 noundef %19, i64 noundef 8) #14
  br i1 %20, label %124, label %122

122:                                              ; preds = %124, %117
  br i1 %22, label %123, label %193

123:                                              ; preds = %122
  br i1 %29, label %176, label %142

124:                                              ; preds = %117, %124
  %125 = phi i64 [ %140, %124 ], [ 0, %117 ]
  %126 = getelementptr inbounds double, ptr %3, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = trunc i64 %125 to i32
  %129 = add i32 %128, 2
  %130 = urem i32 %129, %7
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds double, ptr %3, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = mul i32 %128, 7
  %135 = srem i32 %134, %8
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds double, ptr %121, i64 %136
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = call double @llvm.fmuladd.f64(double %127, double %133, double %138)
  store double %139, ptr %137, align 8, !tbaa !9
  %140 = add nuw nsw i64 %125, 1
  %141 = icmp eq i64 %140, %21
  br i1 %141, label %122, label %124, !llvm.loop !11

142:                                              ; preds = %123, %142
  %143 = phi i64 [ %170, %142 ], [ 0, %123 ]
  %144 = phi double [ %173, %142 ], [ 0.000000e+00, %123 ]
  %145 = phi i64 [ %174, %142 ], [ 0, %123 ]
  %146 = getelementptr inbounds double, ptr %121, i64 %143
  %147 = load double, ptr %146, align 8, !tbaa !9
  %148 = fmul double %147, %147
  %149 = or disjoint i64 %143, 1
  %150 = trunc nuw nsw i64 %149 to i32
  %151 = uitofp nneg i32 %150 to double
  %152 = call double @llvm.fmuladd.f64(double %148, double %151, double %144)
  %153 = getelementptr inbounds double, ptr %121, i64 %149
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = fmul double %154, %154
  %156 = or disjoint i64 %143, 2
  %157 = trunc nuw nsw i64 %156 to i32
  %158 = uitofp nneg i32 %157 to double
  %159 = call double @llvm.fmuladd.f64(double %155, double %158, double %152)
  %160 = getelementptr inbounds double, ptr %121, i64 %156
  %161 = load double, ptr %160, align 8, !tbaa !9
  %162 = fmul double %161, %161
  %163 = or disjoint i64 %143, 3
  %164 = trunc nuw nsw i64 %163 to i32
  %165 = uitofp nneg i32 %164 to double
  %166 = call double @llvm.fmuladd.f64(double %162, double %165, double %159)
  %167 = getelementptr inbounds double, ptr %121, i64 %163
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = fmul double %168, %168
  %170 = add nuw nsw i64 %143, 4
  %171 = trunc nuw nsw i64 %170 to i32
  %172 = uitofp nneg i32 %171 to double
  %173 = call double @llvm.fmuladd.f64(double %169, double %172, double %166)
  %174 = add i64 %145, 4
  %175 = icmp eq i64 %174, %30
  br i1 %175, label %176, label %142, !llvm.loop !13

176:                                              ; preds = %142, %123
  %177 = phi double [ poison, %123 ], [ %173, %142 ]
  %178 = phi i64 [ 0, %123 ], [ %170, %142 ]
  %179 = phi double [ 0.000000e+00, %123 ], [ %173, %142 ]
  br i1 %31, label %193, label %180

180:                                              ; preds = %176, %180
  %181 = phi i64 [ %187, %180 ], [ %178, %176 ]
  %182 = phi double [ %190, %180 ], [ %179, %176 ]
  %183 = phi i64 [ %191, %180 ], [ 0, %176 ]
  %184 = getelementptr inbounds double, ptr %121, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = fmul double %185, %185
  %187 = add nuw nsw i64 %181, 1
  %188 = trunc nuw nsw i64 %187 to i32
  %189 = uitofp nneg i32 %188 to double
  %190 = call double @llvm.fmuladd.f64(double %186, double %189, double %182)
  %191 = add i64 %183, 1
  %192 = icmp eq i64 %191, %28
  br i1 %192, label %193, label %180, !llvm.loop !16

193:                                              ; preds = %176, %180, %122
  %194 = phi double [ 0.000000e+00, %122 ], [ %177, %176 ], [ %190, %180 ]
  call void @free(ptr noundef %121) #13
  store double %42, ptr %41, align 8, !tbaa !9
  %195 = trunc nuw nsw i64 %40 to i32
  %196 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %195) #13
  %197 = getelementptr inbounds [9 x double], ptr %4, i64 0, i64 %40
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = insertelement <2 x double> poison, double %118, i64 0
  %200 = insertelement <2 x double> %199, double %44, i64 1
  %201 = insertelement <2 x double> poison, double %194, i64 0
  %202 = insertelement <2 x double> %201, double %120, i64 1
  %203 = fsub <2 x double> %200, %202
  %204 = getelementptr inbounds [9 x double], ptr %5, i64 0, i64 %40
  %205 = fdiv <2 x double> %203, <double 2.000000e-06, double 2.000000e-06>
  %206 = extractelement <2 x double> %205, i64 1
  %207 = fsub double %198, %206
  %208 = call double @llvm.fabs.f64(double %207)
  %209 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %205)
  %210 = extractelement <2 x double> %209, i64 1
  %211 = call double @llvm.maxnum.f64(double %210, double 1.000000e+00)
  %212 = fmul double %211, 0x3EB0C6F7A0B5ED8D
  %213 = fcmp ugt double %208, %212
  %214 = fcmp ule <2 x double> %209, <double 1.000000e-09, double 1.000000e-09>
  %215 = extractelement <2 x i1> %214, i64 1
  %216 = or i1 %215, %213
  %217 = select i1 %216, ptr @.str.3, ptr @.str.4
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %198, double noundef %206, ptr noundef nonnull %217)
  %219 = zext i1 %216 to i32
  %220 = load i32, ptr @fails, align 4, !tbaa !5
  %221 = add nsw i32 %220, %219
  store i32 %221, ptr @fails, align 4, !tbaa !5
  %222 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %6, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %195) #13
  %223 = load double, ptr %204, align 8, !tbaa !9
  %224 = extractelement <2 x double> %205, i64 0
  %225 = fsub double %223, %224
  %226 = call double @llvm.fabs.f64(double %225)
  %227 = extractelement <2 x double> %209, i64 0
  %228 = call double @llvm.maxnum.f64(double %227, double 1.000000e+00)
  %229 = fmul double %228, 0x3EB0C6F7A0B5ED8D
  %230 = fcmp ugt double %226, %229
  %231 = extractelement <2 x i1> %214, i64 0
  %232 = or i1 %231, %230
  %233 = select i1 %232, ptr @.str.3, ptr @.str.4
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %6, double noundef %223, double noundef %224, ptr noundef nonnull %233)
  %235 = zext i1 %232 to i32
  %236 = load i32, ptr @fails, align 4, !tbaa !5
  %237 = add nsw i32 %236, %235
  store i32 %237, ptr @fails, align 4, !tbaa !5
  %238 = add nuw nsw i64 %40, 1
  %239 = icmp eq i64 %238, 9
  br i1 %239, label %32, label %39, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @pushback(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %86

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %14

6:                                                ; preds = %63
  %7 = icmp sgt i32 %66, 0
  br i1 %7, label %8, label %86

8:                                                ; preds = %6
  %9 = zext nneg i32 %66 to i64
  %10 = and i64 %9, 3
  %11 = icmp ult i32 %66, 4
  br i1 %11, label %69, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483644
  br label %89

14:                                               ; preds = %4, %63
  %15 = phi i64 [ 0, %4 ], [ %64, %63 ]
  %16 = phi i32 [ 0, %4 ], [ %67, %63 ]
  %17 = phi i32 [ 0, %4 ], [ %66, %63 ]
  %18 = phi ptr [ null, %4 ], [ %65, %63 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = fmul double %20, %20
  %22 = icmp eq i32 %17, %16
  br i1 %22, label %23, label %30

23:                                               ; preds = %14
  %24 = icmp eq i32 %16, 0
  %25 = shl nsw i32 %16, 1
  %26 = select i1 %24, i32 1, i32 %25
  %27 = sext i32 %26 to i64
  %28 = shl nsw i64 %27, 3
  %29 = tail call ptr @realloc(ptr noundef %18, i64 noundef %28) #15
  br label %30

30:                                               ; preds = %14, %23
  %31 = phi ptr [ %29, %23 ], [ %18, %14 ]
  %32 = phi i32 [ %26, %23 ], [ %16, %14 ]
  %33 = add nsw i32 %17, 1
  %34 = sext i32 %17 to i64
  %35 = getelementptr inbounds double, ptr %31, i64 %34
  store double %21, ptr %35, align 8, !tbaa !9
  %36 = load double, ptr %19, align 8, !tbaa !9
  %37 = fcmp ogt double %36, 0.000000e+00
  br i1 %37, label %40, label %38

38:                                               ; preds = %30
  %39 = add nuw nsw i64 %15, 1
  br label %63

40:                                               ; preds = %30
  %41 = tail call double @sqrt(double noundef %36) #13
  %42 = add nuw nsw i64 %15, 1
  %43 = icmp eq i64 %42, %5
  %44 = and i64 %42, 4294967295
  %45 = select i1 %43, i64 0, i64 %44
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = fmul double %41, %47
  %49 = icmp eq i32 %33, %32
  br i1 %49, label %50, label %57

50:                                               ; preds = %40
  %51 = icmp eq i32 %32, 0
  %52 = shl nsw i32 %32, 1
  %53 = select i1 %51, i32 1, i32 %52
  %54 = sext i32 %53 to i64
  %55 = shl nsw i64 %54, 3
  %56 = tail call ptr @realloc(ptr noundef nonnull %31, i64 noundef %55) #15
  br label %57

57:                                               ; preds = %40, %50
  %58 = phi ptr [ %56, %50 ], [ %31, %40 ]
  %59 = phi i32 [ %53, %50 ], [ %32, %40 ]
  %60 = add nsw i32 %17, 2
  %61 = sext i32 %33 to i64
  %62 = getelementptr inbounds double, ptr %58, i64 %61
  store double %48, ptr %62, align 8, !tbaa !9
  br label %63

63:                                               ; preds = %38, %57
  %64 = phi i64 [ %39, %38 ], [ %42, %57 ]
  %65 = phi ptr [ %31, %38 ], [ %58, %57 ]
  %66 = phi i32 [ %33, %38 ], [ %60, %57 ]
  %67 = phi i32 [ %32, %38 ], [ %59, %57 ]
  %68 = icmp eq i64 %64, %5
  br i1 %68, label %6, label %14, !llvm.loop !18

69:                                               ; preds = %89, %8
  %70 = phi double [ poison, %8 ], [ %116, %89 ]
  %71 = phi i64 [ 0, %8 ], [ %113, %89 ]
  %72 = phi double [ 0.000000e+00, %8 ], [ %116, %89 ]
  %73 = icmp eq i64 %10, 0
  br i1 %73, label %86, label %74

74:                                               ; preds = %69, %74
  %75 = phi i64 [ %80, %74 ], [ %71, %69 ]
  %76 = phi double [ %83, %74 ], [ %72, %69 ]
  %77 = phi i64 [ %84, %74 ], [ 0, %69 ]
  %78 = getelementptr inbounds double, ptr %65, i64 %75
  %79 = load double, ptr %78, align 8, !tbaa !9
  %80 = add nuw nsw i64 %75, 1
  %81 = trunc nuw nsw i64 %80 to i32
  %82 = uitofp nneg i32 %81 to double
  %83 = tail call double @llvm.fmuladd.f64(double %79, double %82, double %76)
  %84 = add i64 %77, 1
  %85 = icmp eq i64 %84, %10
  br i1 %85, label %86, label %74, !llvm.loop !19

86:                                               ; preds = %69, %74, %2, %6
  %87 = phi ptr [ %65, %6 ], [ null, %2 ], [ %65, %74 ], [ %65, %69 ]
  %88 = phi double [ 0.000000e+00, %6 ], [ 0.000000e+00, %2 ], [ %70, %69 ], [ %83, %74 ]
  tail call void @free(ptr noundef %87) #13
  ret double %88

89:                                               ; preds = %89, %12
  %90 = phi i64 [ 0, %12 ], [ %113, %89 ]
  %91 = phi double [ 0.000000e+00, %12 ], [ %116, %89 ]
  %92 = phi i64 [ 0, %12 ], [ %117, %89 ]
  %93 = getelementptr inbounds double, ptr %65, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !9
  %95 = or disjoint i64 %90, 1
  %96 = trunc nuw nsw i64 %95 to i32
  %97 = uitofp nneg i32 %96 to double
  %98 = tail call double @llvm.fmuladd.f64(double %94, double %97, double %91)
  %99 = getelementptr inbounds double, ptr %65, i64 %95
  %100 = load double, ptr %99, align 8, !tbaa !9
  %101 = or disjoint i64 %90, 2
  %102 = trunc nuw nsw i64 %101 to i32
  %103 = uitofp nneg i32 %102 to double
  %104 = tail call double @llvm.fmuladd.f64(double %100, double %103, double %98)
  %105 = getelementptr inbounds double, ptr %65, i64 %101
  %106 = load double, ptr %105, align 8, !tbaa !9
  %107 = or disjoint i64 %90, 3
  %108 = trunc nuw nsw i64 %107 to i32
  %109 = uitofp nneg i32 %108 to double
  %110 = tail call double @llvm.fmuladd.f64(double %106, double %109, double %104)
  %111 = getelementptr inbounds double, ptr %65, i64 %107
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = add nuw nsw i64 %90, 4
  %114 = trunc nuw nsw i64 %113 to i32
  %115 = uitofp nneg i32 %114 to double
  %116 = tail call double @llvm.fmuladd.f64(double %112, double %115, double %110)
  %117 = add i64 %92, 4
  %118 = icmp eq i64 %117, %13
  br i1 %118, label %69, label %89, !llvm.loop !20
}

; Function Attrs: nounwind memory(readwrite, argmem: read) uwtable
define internal double @histogram(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) #5 {
  %4 = sext i32 %2 to i64
  %5 = tail call noalias ptr @calloc(i64 noundef %4, i64 noundef 8) #14
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %3
  %8 = zext nneg i32 %1 to i64
  br label %17

9:                                                ; preds = %17, %3
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %54

11:                                               ; preds = %9
  %12 = zext nneg i32 %2 to i64
  %13 = and i64 %12, 3
  %14 = icmp ult i32 %2, 4
  br i1 %14, label %36, label %15

15:                                               ; preds = %11
  %16 = and i64 %12, 2147483644
  br label %56

17:                                               ; preds = %7, %17
  %18 = phi i64 [ 0, %7 ], [ %34, %17 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = trunc i64 %18 to i32
  %22 = add i32 %21, 2
  %23 = urem i32 %22, %1
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = trunc i64 %18 to i32
  %28 = mul i32 %27, 7
  %29 = srem i32 %28, %2
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %5, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call double @llvm.fmuladd.f64(double %20, double %26, double %32)
  store double %33, ptr %31, align 8, !tbaa !9
  %34 = add nuw nsw i64 %18, 1
  %35 = icmp eq i64 %34, %8
  br i1 %35, label %9, label %17, !llvm.loop !11

36:                                               ; preds = %56, %11
  %37 = phi double [ poison, %11 ], [ %87, %56 ]
  %38 = phi i64 [ 0, %11 ], [ %84, %56 ]
  %39 = phi double [ 0.000000e+00, %11 ], [ %87, %56 ]
  %40 = icmp eq i64 %13, 0
  br i1 %40, label %54, label %41

41:                                               ; preds = %36, %41
  %42 = phi i64 [ %48, %41 ], [ %38, %36 ]
  %43 = phi double [ %51, %41 ], [ %39, %36 ]
  %44 = phi i64 [ %52, %41 ], [ 0, %36 ]
  %45 = getelementptr inbounds double, ptr %5, i64 %42
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = fmul double %46, %46
  %48 = add nuw nsw i64 %42, 1
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = uitofp nneg i32 %49 to double
  %51 = tail call double @llvm.fmuladd.f64(double %47, double %50, double %43)
  %52 = add i64 %44, 1
  %53 = icmp eq i64 %52, %13
  br i1 %53, label %54, label %41, !llvm.loop !21

54:                                               ; preds = %36, %41, %9
  %55 = phi double [ 0.000000e+00, %9 ], [ %37, %36 ], [ %51, %41 ]
  tail call void @free(ptr noundef %5) #13
  ret double %55

56:                                               ; preds = %56, %15
  %57 = phi i64 [ 0, %15 ], [ %84, %56 ]
  %58 = phi double [ 0.000000e+00, %15 ], [ %87, %56 ]
  %59 = phi i64 [ 0, %15 ], [ %88, %56 ]
  %60 = getelementptr inbounds double, ptr %5, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = fmul double %61, %61
  %63 = or disjoint i64 %57, 1
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = uitofp nneg i32 %64 to double
  %66 = tail call double @llvm.fmuladd.f64(double %62, double %65, double %58)
  %67 = getelementptr inbounds double, ptr %5, i64 %63
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = fmul double %68, %68
  %70 = or disjoint i64 %57, 2
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = tail call double @llvm.fmuladd.f64(double %69, double %72, double %66)
  %74 = getelementptr inbounds double, ptr %5, i64 %70
  %75 = load double, ptr %74, align 8, !tbaa !9
  %76 = fmul double %75, %75
  %77 = or disjoint i64 %57, 3
  %78 = trunc nuw nsw i64 %77 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = tail call double @llvm.fmuladd.f64(double %76, double %79, double %73)
  %81 = getelementptr inbounds double, ptr %5, i64 %77
  %82 = load double, ptr %81, align 8, !tbaa !9
  %83 = fmul double %82, %82
  %84 = add nuw nsw i64 %57, 4
  %85 = trunc nuw nsw i64 %84 to i32
  %86 = uitofp nneg i32 %85 to double
  %87 = tail call double @llvm.fmuladd.f64(double %83, double %86, double %80)
  %88 = add i64 %59, 4
  %89 = icmp eq i64 %88, %16
  br i1 %89, label %36, label %56, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(readwrite, argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind allocsize(0,1) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !15}
