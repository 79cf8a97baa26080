; ModuleID = 'rev/39_split_ret_seed.c'
source_filename = "rev/39_split_ret_seed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.seeds = private unnamed_addr constant [2 x double] [double 2.500000e+00, double -7.500000e-01], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"augmented primal\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"seed %+.2f d/da\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"seed %+.2f dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.6 = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [64 x i8], align 1
  %4 = alloca [6 x double], align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  store <2 x double> <double 3.000000e-01, double 1.200000e+00>, ptr %2, align 16
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double -4.000000e-01, double 9.000000e-01>, ptr %6, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 1.100000e+00, double -1.000000e+00>, ptr %7, align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  %8 = getelementptr i8, ptr %2, i64 -8
  %9 = icmp sgt i32 %5, 1
  %10 = zext i32 %5 to i64
  %11 = icmp sgt i32 %5, 0
  %12 = sext i32 %5 to i64
  %13 = getelementptr double, ptr %8, i64 %12
  br label %21

14:                                               ; preds = %173
  %15 = icmp eq i32 %174, 0
  %16 = select i1 %15, ptr @.str.5, ptr @.str.4
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) %16)
  %18 = load i32, ptr @fails, align 4, !tbaa !6
  %19 = icmp ne i32 %18, 0
  %20 = zext i1 %19 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %20

21:                                               ; preds = %0, %173
  %22 = phi i1 [ true, %0 ], [ false, %173 ]
  %23 = phi i64 [ 0, %0 ], [ 1, %173 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %24 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %25 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %26 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %27 = call [2 x i64] (ptr, ...) @__enzyme_augmentfwd_r(ptr noundef nonnull @g, i32 noundef %24, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %25, double noundef 8.000000e-01, i32 noundef %26, i32 noundef %5) #9
  %28 = extractvalue [2 x i64] %27, 0
  %29 = inttoptr i64 %28 to ptr
  %30 = extractvalue [2 x i64] %27, 1
  %31 = bitcast i64 %30 to double
  %32 = load double, ptr %2, align 16, !tbaa !10
  br i1 %9, label %35, label %33

33:                                               ; preds = %35, %21
  %34 = phi double [ %32, %21 ], [ %41, %35 ]
  br i1 %11, label %44, label %58

35:                                               ; preds = %21, %35
  %36 = phi i64 [ %42, %35 ], [ 1, %21 ]
  %37 = phi double [ %41, %35 ], [ %32, %21 ]
  %38 = getelementptr inbounds double, ptr %2, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !10
  %40 = fcmp ogt double %39, %37
  %41 = select i1 %40, double %39, double %37
  %42 = add nuw nsw i64 %36, 1
  %43 = icmp eq i64 %42, %10
  br i1 %43, label %33, label %35, !llvm.loop !12

44:                                               ; preds = %33, %44
  %45 = phi i64 [ %56, %44 ], [ 0, %33 ]
  %46 = phi double [ %55, %44 ], [ 0.000000e+00, %33 ]
  %47 = getelementptr inbounds double, ptr %2, i64 %45
  %48 = load double, ptr %47, align 8, !tbaa !10
  %49 = fsub double %48, %34
  %50 = fdiv double %49, 8.000000e-01
  %51 = call double @exp(double noundef %50) #9
  %52 = trunc nuw nsw i64 %45 to i32
  %53 = uitofp nneg i32 %52 to double
  %54 = call double @llvm.fmuladd.f64(double %53, double 1.000000e-01, double 1.000000e+00)
  %55 = call double @llvm.fmuladd.f64(double %51, double %54, double %46)
  %56 = add nuw nsw i64 %45, 1
  %57 = icmp eq i64 %56, %10
  br i1 %57, label %58, label %44, !llvm.loop !14

58:                                               ; preds = %44, %33
  %59 = phi double [ 0.000000e+00, %33 ], [ %55, %44 ]
  %60 = call double @log(double noundef %59) #9
  %61 = fdiv double %34, 8.000000e-01
  %62 = fadd double %61, %60
  %63 = load double, ptr %13, align 8, !tbaa !10
  %64 = fmul double %63, 5.000000e-02
  %65 = load double, ptr %2, align 16, !tbaa !10
  %66 = fmul double %64, %65
  %67 = call double @llvm.fmuladd.f64(double %62, double 8.000000e-01, double %66)
  %68 = fsub double %31, %67
  %69 = call double @llvm.fabs.f64(double %68)
  %70 = call double @llvm.fabs.f64(double %67)
  %71 = call double @llvm.maxnum.f64(double %70, double 1.000000e+00)
  %72 = fmul double %71, 0x3D719799812DEA11
  %73 = fcmp ugt double %69, %72
  %74 = select i1 %73, ptr @.str.4, ptr @.str.5
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str, double noundef %31, double noundef %67, ptr noundef nonnull %74)
  %76 = zext i1 %73 to i32
  %77 = load i32, ptr @fails, align 4, !tbaa !6
  %78 = add nsw i32 %77, %76
  store i32 %78, ptr @fails, align 4, !tbaa !6
  %79 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %80 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %81 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %82 = getelementptr inbounds [2 x double], ptr @__const.main.seeds, i64 0, i64 %23
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = call double (ptr, ...) @__enzyme_reverse(ptr noundef nonnull @g, i32 noundef %79, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %80, double noundef 8.000000e-01, i32 noundef %81, i32 noundef %5, double noundef %83, ptr noundef %29) #9
  %85 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %83) #9
  %86 = load double, ptr %2, align 16, !tbaa !10
  br i1 %9, label %89, label %87

87:                                               ; preds = %89, %58
  %88 = phi double [ %86, %58 ], [ %95, %89 ]
  br i1 %11, label %98, label %112

89:                                               ; preds = %58, %89
  %90 = phi i64 [ %96, %89 ], [ 1, %58 ]
  %91 = phi double [ %95, %89 ], [ %86, %58 ]
  %92 = getelementptr inbounds double, ptr %2, i64 %90
  %93 = load double, ptr %92, align 8, !tbaa !10
  %94 = fcmp ogt double %93, %91
  %95 = select i1 %94, double %93, double %91
  %96 = add nuw nsw i64 %90, 1
  %97 = icmp eq i64 %96, %10
  br i1 %97, label %87, label %89, !llvm.loop !12

98:                                               ; preds = %87, %98
  %99 = phi i64 [ %110, %98 ], [ 0, %87 ]
  %100 = phi double [ %109, %98 ], [ 0.000000e+00, %87 ]
  %101 = getelementptr inbounds double, ptr %2, i64 %99
  %102 = load double, ptr %101, align 8, !tbaa !10
  %103 = fsub double %102, %88
  %104 = fdiv double %103, 0x3FE9999BB2788DB1
  %105 = call double @exp(double noundef %104) #9
  %106 = trunc nuw nsw i64 %99 to i32
  %107 = uitofp nneg i32 %106 to double
  %108 = call double @llvm.fmuladd.f64(double %107, double 1.000000e-01, double 1.000000e+00)
  %109 = call double @llvm.fmuladd.f64(double %105, double %108, double %100)
  %110 = add nuw nsw i64 %99, 1
  %111 = icmp eq i64 %110, %10
  br i1 %111, label %112, label %98, !llvm.loop !14

112:                                              ; preds = %98, %87
  %113 = phi double [ 0.000000e+00, %87 ], [ %109, %98 ]
  %114 = call double @log(double noundef %113) #9
  %115 = fdiv double %88, 0x3FE9999BB2788DB1
  %116 = fadd double %115, %114
  %117 = load double, ptr %13, align 8, !tbaa !10
  %118 = fmul double %117, 5.000000e-02
  %119 = load double, ptr %2, align 16, !tbaa !10
  %120 = fmul double %118, %119
  %121 = call double @llvm.fmuladd.f64(double %116, double 0x3FE9999BB2788DB1, double %120)
  br i1 %9, label %124, label %122

122:                                              ; preds = %124, %112
  %123 = phi double [ %119, %112 ], [ %130, %124 ]
  br i1 %11, label %133, label %147

124:                                              ; preds = %112, %124
  %125 = phi i64 [ %131, %124 ], [ 1, %112 ]
  %126 = phi double [ %130, %124 ], [ %119, %112 ]
  %127 = getelementptr inbounds double, ptr %2, i64 %125
  %128 = load double, ptr %127, align 8, !tbaa !10
  %129 = fcmp ogt double %128, %126
  %130 = select i1 %129, double %128, double %126
  %131 = add nuw nsw i64 %125, 1
  %132 = icmp eq i64 %131, %10
  br i1 %132, label %122, label %124, !llvm.loop !12

133:                                              ; preds = %122, %133
  %134 = phi i64 [ %145, %133 ], [ 0, %122 ]
  %135 = phi double [ %144, %133 ], [ 0.000000e+00, %122 ]
  %136 = getelementptr inbounds double, ptr %2, i64 %134
  %137 = load double, ptr %136, align 8, !tbaa !10
  %138 = fsub double %137, %123
  %139 = fdiv double %138, 7.999990e-01
  %140 = call double @exp(double noundef %139) #9
  %141 = trunc nuw nsw i64 %134 to i32
  %142 = uitofp nneg i32 %141 to double
  %143 = call double @llvm.fmuladd.f64(double %142, double 1.000000e-01, double 1.000000e+00)
  %144 = call double @llvm.fmuladd.f64(double %140, double %143, double %135)
  %145 = add nuw nsw i64 %134, 1
  %146 = icmp eq i64 %145, %10
  br i1 %146, label %147, label %133, !llvm.loop !14

147:                                              ; preds = %133, %122
  %148 = phi double [ 0.000000e+00, %122 ], [ %144, %133 ]
  %149 = call double @log(double noundef %148) #9
  %150 = fdiv double %123, 7.999990e-01
  %151 = fadd double %150, %149
  %152 = load double, ptr %13, align 8, !tbaa !10
  %153 = fmul double %152, 5.000000e-02
  %154 = load double, ptr %2, align 16, !tbaa !10
  %155 = fmul double %153, %154
  %156 = call double @llvm.fmuladd.f64(double %151, double 7.999990e-01, double %155)
  %157 = fsub double %121, %156
  %158 = fmul double %83, %157
  %159 = fdiv double %158, 2.000000e-06
  %160 = fsub double %84, %159
  %161 = call double @llvm.fabs.f64(double %160)
  %162 = call double @llvm.fabs.f64(double %159)
  %163 = call double @llvm.maxnum.f64(double %162, double 1.000000e+00)
  %164 = fmul double %163, 0x3EB0C6F7A0B5ED8D
  %165 = fcmp ugt double %161, %164
  %166 = fcmp ule double %162, 1.000000e-09
  %167 = or i1 %166, %165
  %168 = select i1 %167, ptr @.str.4, ptr @.str.5
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %84, double noundef %159, ptr noundef nonnull %168)
  %170 = zext i1 %167 to i32
  %171 = load i32, ptr @fails, align 4, !tbaa !6
  %172 = add nsw i32 %171, %170
  store i32 %172, ptr @fails, align 4, !tbaa !6
  br i1 %11, label %175, label %173

173:                                              ; preds = %242, %147
  %174 = phi i32 [ %172, %147 ], [ %270, %242 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #9
  br i1 %22, label %21, label %14, !llvm.loop !15

175:                                              ; preds = %147, %242
  %176 = phi i64 [ %271, %242 ], [ 0, %147 ]
  %177 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !10
  %179 = fadd double %178, 0x3EB0C6F7A0B5ED8D
  store double %179, ptr %177, align 8, !tbaa !10
  %180 = load double, ptr %2, align 16, !tbaa !10
  br i1 %9, label %183, label %181

181:                                              ; preds = %183, %175
  %182 = phi double [ %180, %175 ], [ %189, %183 ]
  br label %192

183:                                              ; preds = %175, %183
  %184 = phi i64 [ %190, %183 ], [ 1, %175 ]
  %185 = phi double [ %189, %183 ], [ %180, %175 ]
  %186 = getelementptr inbounds double, ptr %2, i64 %184
  %187 = load double, ptr %186, align 8, !tbaa !10
  %188 = fcmp ogt double %187, %185
  %189 = select i1 %188, double %187, double %185
  %190 = add nuw nsw i64 %184, 1
  %191 = icmp eq i64 %190, %10
  br i1 %191, label %181, label %183, !llvm.loop !12

192:                                              ; preds = %181, %192
  %193 = phi i64 [ %204, %192 ], [ 0, %181 ]
  %194 = phi double [ %203, %192 ], [ 0.000000e+00, %181 ]
  %195 = getelementptr inbounds double, ptr %2, i64 %193
  %196 = load double, ptr %195, align 8, !tbaa !10
  %197 = fsub double %196, %182
  %198 = fdiv double %197, 8.000000e-01
  %199 = call double @exp(double noundef %198) #9
  %200 = trunc nuw nsw i64 %193 to i32
  %201 = uitofp nneg i32 %200 to double
  %202 = call double @llvm.fmuladd.f64(double %201, double 1.000000e-01, double 1.000000e+00)
  %203 = call double @llvm.fmuladd.f64(double %199, double %202, double %194)
  %204 = add nuw nsw i64 %193, 1
  %205 = icmp eq i64 %204, %10
  br i1 %205, label %206, label %192, !llvm.loop !14

206:                                              ; preds = %192
  %207 = call double @log(double noundef %203) #9
  %208 = fdiv double %182, 8.000000e-01
  %209 = fadd double %208, %207
  %210 = load double, ptr %13, align 8, !tbaa !10
  %211 = fmul double %210, 5.000000e-02
  %212 = load double, ptr %2, align 16, !tbaa !10
  %213 = fmul double %211, %212
  %214 = call double @llvm.fmuladd.f64(double %209, double 8.000000e-01, double %213)
  %215 = fadd double %178, 0xBEB0C6F7A0B5ED8D
  store double %215, ptr %177, align 8, !tbaa !10
  %216 = load double, ptr %2, align 16, !tbaa !10
  br i1 %9, label %219, label %217

217:                                              ; preds = %219, %206
  %218 = phi double [ %216, %206 ], [ %225, %219 ]
  br label %228

219:                                              ; preds = %206, %219
  %220 = phi i64 [ %226, %219 ], [ 1, %206 ]
  %221 = phi double [ %225, %219 ], [ %216, %206 ]
  %222 = getelementptr inbounds double, ptr %2, i64 %220
  %223 = load double, ptr %222, align 8, !tbaa !10
  %224 = fcmp ogt double %223, %221
  %225 = select i1 %224, double %223, double %221
  %226 = add nuw nsw i64 %220, 1
  %227 = icmp eq i64 %226, %10
  br i1 %227, label %217, label %219, !llvm.loop !12

228:                                              ; preds = %217, %228
  %229 = phi i64 [ %240, %228 ], [ 0, %217 ]
  %230 = phi double [ %239, %228 ], [ 0.000000e+00, %217 ]
  %231 = getelementptr inbounds double, ptr %2, i64 %229
  %232 = load double, ptr %231, align 8, !tbaa !10
  %233 = fsub double %232, %218
  %234 = fdiv double %233, 8.000000e-01
  %235 = call double @exp(double noundef %234) #9
  %236 = trunc nuw nsw i64 %229 to i32
  %237 = uitofp nneg i32 %236 to double
  %238 = call double @llvm.fmuladd.f64(double %237, double 1.000000e-01, double 1.000000e+00)
  %239 = call double @llvm.fmuladd.f64(double %235, double %238, double %230)
  %240 = add nuw nsw i64 %229, 1
  %241 = icmp eq i64 %240, %10
  br i1 %241, label %242, label %228, !llvm.loop !14

242:                                              ; preds = %228
  %243 = call double @log(double noundef %239) #9
  %244 = fdiv double %218, 8.000000e-01
  %245 = fadd double %244, %243
  %246 = load double, ptr %13, align 8, !tbaa !10
  %247 = fmul double %246, 5.000000e-02
  %248 = load double, ptr %2, align 16, !tbaa !10
  %249 = fmul double %247, %248
  %250 = call double @llvm.fmuladd.f64(double %245, double 8.000000e-01, double %249)
  store double %178, ptr %177, align 8, !tbaa !10
  %251 = trunc nuw nsw i64 %176 to i32
  %252 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 64, ptr noundef nonnull @.str.2, double noundef %83, i32 noundef %251) #9
  %253 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %176
  %254 = load double, ptr %253, align 8, !tbaa !10
  %255 = fsub double %214, %250
  %256 = fmul double %83, %255
  %257 = fdiv double %256, 2.000000e-06
  %258 = fsub double %254, %257
  %259 = call double @llvm.fabs.f64(double %258)
  %260 = call double @llvm.fabs.f64(double %257)
  %261 = call double @llvm.maxnum.f64(double %260, double 1.000000e+00)
  %262 = fmul double %261, 0x3EB0C6F7A0B5ED8D
  %263 = fcmp ugt double %259, %262
  %264 = fcmp ule double %260, 1.000000e-09
  %265 = or i1 %264, %263
  %266 = select i1 %265, ptr @.str.4, ptr @.str.5
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, double noundef %254, double noundef %257, ptr noundef nonnull %266)
  %268 = zext i1 %265 to i32
  %269 = load i32, ptr @fails, align 4, !tbaa !6
  %270 = add nsw i32 %269, %268
  store i32 %270, ptr @fails, align 4, !tbaa !6
  %271 = add nuw nsw i64 %176, 1
  %272 = icmp eq i64 %271, %10
  br i1 %272, label %173, label %175, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare [2 x i64] @__enzyme_augmentfwd_r(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @g(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #4 {
  %4 = load double, ptr %0, align 8, !tbaa !10
  %5 = icmp sgt i32 %2, 1
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %2 to i64
  br label %13

8:                                                ; preds = %13, %3
  %9 = phi double [ %4, %3 ], [ %19, %13 ]
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = zext nneg i32 %2 to i64
  br label %35

13:                                               ; preds = %6, %13
  %14 = phi i64 [ 1, %6 ], [ %20, %13 ]
  %15 = phi double [ %4, %6 ], [ %19, %13 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %14
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = fcmp ogt double %17, %15
  %19 = select i1 %18, double %17, double %15
  %20 = add nuw nsw i64 %14, 1
  %21 = icmp eq i64 %20, %7
  br i1 %21, label %8, label %13, !llvm.loop !12

22:                                               ; preds = %35, %8
  %23 = phi double [ 0.000000e+00, %8 ], [ %46, %35 ]
  %24 = tail call double @log(double noundef %23) #9
  %25 = fdiv double %9, %1
  %26 = fadd double %25, %24
  %27 = sext i32 %2 to i64
  %28 = getelementptr double, ptr %0, i64 %27
  %29 = getelementptr i8, ptr %28, i64 -8
  %30 = load double, ptr %29, align 8, !tbaa !10
  %31 = fmul double %30, 5.000000e-02
  %32 = load double, ptr %0, align 8, !tbaa !10
  %33 = fmul double %31, %32
  %34 = tail call double @llvm.fmuladd.f64(double %1, double %26, double %33)
  ret double %34

35:                                               ; preds = %11, %35
  %36 = phi i64 [ 0, %11 ], [ %47, %35 ]
  %37 = phi double [ 0.000000e+00, %11 ], [ %46, %35 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !10
  %40 = fsub double %39, %9
  %41 = fdiv double %40, %1
  %42 = tail call double @exp(double noundef %41) #9
  %43 = trunc nuw nsw i64 %36 to i32
  %44 = uitofp nneg i32 %43 to double
  %45 = tail call double @llvm.fmuladd.f64(double %44, double 1.000000e-01, double 1.000000e+00)
  %46 = tail call double @llvm.fmuladd.f64(double %42, double %45, double %37)
  %47 = add nuw nsw i64 %36, 1
  %48 = icmp eq i64 %47, %12
  br i1 %48, label %22, label %35, !llvm.loop !14
}

declare double @__enzyme_reverse(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }

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
!16 = distinct !{!16, !13}
