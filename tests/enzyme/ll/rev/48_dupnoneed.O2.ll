; ModuleID = 'rev/48_dupnoneed.c'
source_filename = "rev/48_dupnoneed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@seed = internal unnamed_addr constant [5 x double] [double 1.000000e+00, double -2.000000e+00, double 5.000000e-01, double 3.000000e-01, double 0xBFE6666666666666], align 16
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_dupnoneed = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [14 x i8] c"smooth dx[%d]\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"with_work dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x double], align 16
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 16
  %4 = alloca [5 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca [5 x double], align 16
  %7 = alloca [5 x double], align 16
  %8 = alloca [5 x double], align 16
  %9 = alloca [5 x double], align 16
  %10 = alloca [64 x i8], align 16
  %11 = alloca [5 x double], align 16
  %12 = alloca [5 x double], align 16
  %13 = alloca [5 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 5, ptr %5, align 4, !tbaa !5
  %14 = load volatile i32, ptr %5, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #10
  store <2 x double> <double 0x3FE6666666666666, double -4.000000e-01>, ptr %6, align 16
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> <double 1.300000e+00, double 2.000000e-01>, ptr %15, align 16
  %16 = getelementptr inbounds i8, ptr %6, i64 32
  store double -1.100000e+00, ptr %16, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %7, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %8, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %9, ptr noundef nonnull align 16 dereferenceable(40) @seed, i64 40, i1 false), !tbaa !9
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %18 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !5
  %19 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %20 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @smooth, i32 noundef %17, ptr noundef nonnull %6, ptr noundef nonnull %7, i32 noundef %18, ptr noundef nonnull %8, ptr noundef nonnull %9, i32 noundef %19, i32 noundef %14) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %10) #10
  %21 = icmp sgt i32 %14, 0
  %22 = add nsw i32 %14, -1
  %23 = zext i32 %14 to i64
  %24 = and i64 %23, 3
  %25 = icmp ult i32 %14, 4
  %26 = and i64 %23, 2147483644
  %27 = icmp eq i64 %24, 0
  %28 = and i64 %23, 3
  %29 = icmp ult i32 %14, 4
  %30 = and i64 %23, 2147483644
  %31 = icmp eq i64 %28, 0
  br label %45

32:                                               ; preds = %192
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %11) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %11, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %13) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %13, i8 0, i64 40, i1 false)
  %33 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %34 = load i32, ptr @enzyme_dupnoneed, align 4, !tbaa !5
  %35 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %36 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @with_work, i32 noundef %33, ptr noundef nonnull %6, ptr noundef nonnull %11, i32 noundef %34, ptr noundef nonnull %12, ptr noundef nonnull %13, i32 noundef %35, i32 noundef %14) #10
  %37 = and i64 %23, 3
  %38 = icmp ult i32 %14, 4
  %39 = and i64 %23, 2147483644
  %40 = icmp eq i64 %37, 0
  %41 = and i64 %23, 3
  %42 = icmp ult i32 %14, 4
  %43 = and i64 %23, 2147483644
  %44 = icmp eq i64 %41, 0
  br label %223

45:                                               ; preds = %0, %192
  %46 = phi i64 [ 0, %0 ], [ %214, %192 ]
  %47 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = fadd double %48, 0x3EB0C6F7A0B5ED8D
  store double %49, ptr %47, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #10
  br i1 %21, label %51, label %50

50:                                               ; preds = %45
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  br label %192

51:                                               ; preds = %45, %51
  %52 = phi i64 [ %59, %51 ], [ 0, %45 ]
  %53 = trunc nuw nsw i64 %52 to i32
  %54 = add i32 %22, %53
  %55 = srem i32 %54, %14
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %6, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !9
  %59 = add nuw nsw i64 %52, 1
  %60 = icmp eq i64 %59, %23
  %61 = select i1 %60, i64 0, i64 %59
  %62 = getelementptr inbounds double, ptr %6, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = getelementptr inbounds double, ptr %6, i64 %52
  %65 = load double, ptr %64, align 8, !tbaa !9
  %66 = fmul double %65, 5.000000e-01
  %67 = call double @llvm.fmuladd.f64(double %58, double 2.500000e-01, double %66)
  %68 = call double @llvm.fmuladd.f64(double %63, double 2.500000e-01, double %67)
  %69 = fmul double %63, %65
  %70 = call double @sin(double noundef %69) #10
  %71 = call double @llvm.fmuladd.f64(double %70, double 1.000000e-01, double %68)
  %72 = getelementptr inbounds double, ptr %4, i64 %52
  store double %71, ptr %72, align 8, !tbaa !9
  br i1 %60, label %73, label %51, !llvm.loop !11

73:                                               ; preds = %51
  br i1 %25, label %104, label %74

74:                                               ; preds = %73, %74
  %75 = phi i64 [ %101, %74 ], [ 0, %73 ]
  %76 = phi double [ %100, %74 ], [ 0.000000e+00, %73 ]
  %77 = phi i64 [ %102, %74 ], [ 0, %73 ]
  %78 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %75
  %79 = load double, ptr %78, align 16, !tbaa !9
  %80 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %75
  %81 = load double, ptr %80, align 16, !tbaa !9
  %82 = call double @llvm.fmuladd.f64(double %79, double %81, double %76)
  %83 = or disjoint i64 %75, 1
  %84 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !9
  %86 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = call double @llvm.fmuladd.f64(double %85, double %87, double %82)
  %89 = or disjoint i64 %75, 2
  %90 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %89
  %91 = load double, ptr %90, align 16, !tbaa !9
  %92 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %89
  %93 = load double, ptr %92, align 16, !tbaa !9
  %94 = call double @llvm.fmuladd.f64(double %91, double %93, double %88)
  %95 = or disjoint i64 %75, 3
  %96 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !9
  %98 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %95
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = call double @llvm.fmuladd.f64(double %97, double %99, double %94)
  %101 = add nuw nsw i64 %75, 4
  %102 = add i64 %77, 4
  %103 = icmp eq i64 %102, %26
  br i1 %103, label %104, label %74, !llvm.loop !13

104:                                              ; preds = %74, %73
  %105 = phi double [ poison, %73 ], [ %100, %74 ]
  %106 = phi i64 [ 0, %73 ], [ %101, %74 ]
  %107 = phi double [ 0.000000e+00, %73 ], [ %100, %74 ]
  br i1 %27, label %120, label %108

108:                                              ; preds = %104, %108
  %109 = phi i64 [ %117, %108 ], [ %106, %104 ]
  %110 = phi double [ %116, %108 ], [ %107, %104 ]
  %111 = phi i64 [ %118, %108 ], [ 0, %104 ]
  %112 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %109
  %115 = load double, ptr %114, align 8, !tbaa !9
  %116 = call double @llvm.fmuladd.f64(double %113, double %115, double %110)
  %117 = add nuw nsw i64 %109, 1
  %118 = add i64 %111, 1
  %119 = icmp eq i64 %118, %24
  br i1 %119, label %120, label %108, !llvm.loop !14

120:                                              ; preds = %108, %104
  %121 = phi double [ %105, %104 ], [ %116, %108 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #10
  %122 = fadd double %48, 0xBEB0C6F7A0B5ED8D
  store double %122, ptr %47, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #10
  br label %123

123:                                              ; preds = %123, %120
  %124 = phi i64 [ 0, %120 ], [ %131, %123 ]
  %125 = trunc nuw nsw i64 %124 to i32
  %126 = add i32 %22, %125
  %127 = srem i32 %126, %14
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds double, ptr %6, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !9
  %131 = add nuw nsw i64 %124, 1
  %132 = icmp eq i64 %131, %23
  %133 = select i1 %132, i64 0, i64 %131
  %134 = getelementptr inbounds double, ptr %6, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !9
  %136 = getelementptr inbounds double, ptr %6, i64 %124
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = fmul double %137, 5.000000e-01
  %139 = call double @llvm.fmuladd.f64(double %130, double 2.500000e-01, double %138)
  %140 = call double @llvm.fmuladd.f64(double %135, double 2.500000e-01, double %139)
  %141 = fmul double %135, %137
  %142 = call double @sin(double noundef %141) #10
  %143 = call double @llvm.fmuladd.f64(double %142, double 1.000000e-01, double %140)
  %144 = getelementptr inbounds double, ptr %3, i64 %124
  store double %143, ptr %144, align 8, !tbaa !9
  br i1 %132, label %145, label %123, !llvm.loop !11

145:                                              ; preds = %123
  br i1 %29, label %176, label %146

146:                                              ; preds = %145, %146
  %147 = phi i64 [ %173, %146 ], [ 0, %145 ]
  %148 = phi double [ %172, %146 ], [ 0.000000e+00, %145 ]
  %149 = phi i64 [ %174, %146 ], [ 0, %145 ]
  %150 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %147
  %151 = load double, ptr %150, align 16, !tbaa !9
  %152 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %147
  %153 = load double, ptr %152, align 16, !tbaa !9
  %154 = call double @llvm.fmuladd.f64(double %151, double %153, double %148)
  %155 = or disjoint i64 %147, 1
  %156 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %155
  %157 = load double, ptr %156, align 8, !tbaa !9
  %158 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %155
  %159 = load double, ptr %158, align 8, !tbaa !9
  %160 = call double @llvm.fmuladd.f64(double %157, double %159, double %154)
  %161 = or disjoint i64 %147, 2
  %162 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %161
  %163 = load double, ptr %162, align 16, !tbaa !9
  %164 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %161
  %165 = load double, ptr %164, align 16, !tbaa !9
  %166 = call double @llvm.fmuladd.f64(double %163, double %165, double %160)
  %167 = or disjoint i64 %147, 3
  %168 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %167
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %167
  %171 = load double, ptr %170, align 8, !tbaa !9
  %172 = call double @llvm.fmuladd.f64(double %169, double %171, double %166)
  %173 = add nuw nsw i64 %147, 4
  %174 = add i64 %149, 4
  %175 = icmp eq i64 %174, %30
  br i1 %175, label %176, label %146, !llvm.loop !13

176:                                              ; preds = %146, %145
  %177 = phi double [ poison, %145 ], [ %172, %146 ]
  %178 = phi i64 [ 0, %145 ], [ %173, %146 ]
  %179 = phi double [ 0.000000e+00, %145 ], [ %172, %146 ]
  br i1 %31, label %192, label %180

180:                                              ; preds = %176, %180
  %181 = phi i64 [ %189, %180 ], [ %178, %176 ]
  %182 = phi double [ %188, %180 ], [ %179, %176 ]
  %183 = phi i64 [ %190, %180 ], [ 0, %176 ]
  %184 = getelementptr inbounds [5 x double], ptr @seed, i64 0, i64 %181
  %185 = load double, ptr %184, align 8, !tbaa !9
  %186 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %181
  %187 = load double, ptr %186, align 8, !tbaa !9
  %188 = call double @llvm.fmuladd.f64(double %185, double %187, double %182)
  %189 = add nuw nsw i64 %181, 1
  %190 = add i64 %183, 1
  %191 = icmp eq i64 %190, %28
  br i1 %191, label %192, label %180, !llvm.loop !16

192:                                              ; preds = %176, %180, %50
  %193 = phi double [ 0.000000e+00, %50 ], [ %121, %180 ], [ %121, %176 ]
  %194 = phi double [ 0.000000e+00, %50 ], [ %177, %176 ], [ %188, %180 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #10
  store double %48, ptr %47, align 8, !tbaa !9
  %195 = trunc nuw nsw i64 %46 to i32
  %196 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 64, ptr noundef nonnull @.str, i32 noundef %195) #10
  %197 = getelementptr inbounds [5 x double], ptr %7, i64 0, i64 %46
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = fsub double %193, %194
  %200 = fdiv double %199, 2.000000e-06
  %201 = fsub double %198, %200
  %202 = call double @llvm.fabs.f64(double %201)
  %203 = call double @llvm.fabs.f64(double %200)
  %204 = call double @llvm.maxnum.f64(double %203, double 1.000000e+00)
  %205 = fmul double %204, 0x3EB0C6F7A0B5ED8D
  %206 = fcmp ugt double %202, %205
  %207 = fcmp ule double %203, 1.000000e-09
  %208 = or i1 %207, %206
  %209 = select i1 %208, ptr @.str.3, ptr @.str.4
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %10, double noundef %198, double noundef %200, ptr noundef nonnull %209)
  %211 = zext i1 %208 to i32
  %212 = load i32, ptr @fails, align 4, !tbaa !5
  %213 = add nsw i32 %212, %211
  store i32 %213, ptr @fails, align 4, !tbaa !5
  %214 = add nuw nsw i64 %46, 1
  %215 = icmp eq i64 %214, 5
  br i1 %215, label %32, label %45, !llvm.loop !17

216:                                              ; preds = %382
  %217 = icmp eq i32 %403, 0
  %218 = select i1 %217, ptr @.str.4, ptr @.str.3
  %219 = call i32 @puts(ptr nonnull dereferenceable(1) %218)
  %220 = load i32, ptr @fails, align 4, !tbaa !5
  %221 = icmp ne i32 %220, 0
  %222 = zext i1 %221 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  ret i32 %222

223:                                              ; preds = %32, %382
  %224 = phi i64 [ 0, %32 ], [ %404, %382 ]
  %225 = getelementptr inbounds [5 x double], ptr %6, i64 0, i64 %224
  %226 = load double, ptr %225, align 8, !tbaa !9
  %227 = fadd double %226, 0x3EB0C6F7A0B5ED8D
  store double %227, ptr %225, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #10
  br i1 %21, label %229, label %228

228:                                              ; preds = %223
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  br label %382

229:                                              ; preds = %223, %229
  %230 = phi i64 [ %245, %229 ], [ 0, %223 ]
  %231 = getelementptr inbounds double, ptr %6, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !9
  %233 = fmul double %232, 5.000000e-01
  %234 = call double @exp(double noundef %233) #10
  %235 = load double, ptr %231, align 8, !tbaa !9
  %236 = trunc i64 %230 to i32
  %237 = add i32 %236, 2
  %238 = urem i32 %237, %14
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds double, ptr %6, i64 %239
  %241 = load double, ptr %240, align 8, !tbaa !9
  %242 = fneg double %235
  %243 = call double @llvm.fmuladd.f64(double %242, double %241, double %234)
  %244 = getelementptr inbounds double, ptr %2, i64 %230
  store double %243, ptr %244, align 8, !tbaa !9
  %245 = add nuw nsw i64 %230, 1
  %246 = icmp eq i64 %245, %23
  br i1 %246, label %247, label %229, !llvm.loop !18

247:                                              ; preds = %229
  br i1 %38, label %286, label %248

248:                                              ; preds = %247, %248
  %249 = phi i64 [ %278, %248 ], [ 0, %247 ]
  %250 = phi double [ %283, %248 ], [ 0.000000e+00, %247 ]
  %251 = phi i64 [ %284, %248 ], [ 0, %247 ]
  %252 = getelementptr inbounds double, ptr %2, i64 %249
  %253 = load double, ptr %252, align 16, !tbaa !9
  %254 = or disjoint i64 %249, 1
  %255 = icmp eq i64 %254, %23
  %256 = select i1 %255, i64 0, i64 %254
  %257 = getelementptr inbounds double, ptr %2, i64 %256
  %258 = load double, ptr %257, align 8, !tbaa !9
  %259 = call double @llvm.fmuladd.f64(double %253, double %258, double %250)
  %260 = getelementptr inbounds double, ptr %2, i64 %254
  %261 = load double, ptr %260, align 8, !tbaa !9
  %262 = or disjoint i64 %249, 2
  %263 = icmp eq i64 %262, %23
  %264 = select i1 %263, i64 0, i64 %262
  %265 = getelementptr inbounds double, ptr %2, i64 %264
  %266 = load double, ptr %265, align 16, !tbaa !9
  %267 = call double @llvm.fmuladd.f64(double %261, double %266, double %259)
  %268 = getelementptr inbounds double, ptr %2, i64 %262
  %269 = load double, ptr %268, align 16, !tbaa !9
  %270 = or disjoint i64 %249, 3
  %271 = icmp eq i64 %270, %23
  %272 = select i1 %271, i64 0, i64 %270
  %273 = getelementptr inbounds double, ptr %2, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = call double @llvm.fmuladd.f64(double %269, double %274, double %267)
  %276 = getelementptr inbounds double, ptr %2, i64 %270
  %277 = load double, ptr %276, align 8, !tbaa !9
  %278 = add nuw nsw i64 %249, 4
  %279 = icmp eq i64 %278, %23
  %280 = select i1 %279, i64 0, i64 %278
  %281 = getelementptr inbounds double, ptr %2, i64 %280
  %282 = load double, ptr %281, align 16, !tbaa !9
  %283 = call double @llvm.fmuladd.f64(double %277, double %282, double %275)
  %284 = add i64 %251, 4
  %285 = icmp eq i64 %284, %39
  br i1 %285, label %286, label %248, !llvm.loop !19

286:                                              ; preds = %248, %247
  %287 = phi double [ poison, %247 ], [ %283, %248 ]
  %288 = phi i64 [ 0, %247 ], [ %278, %248 ]
  %289 = phi double [ 0.000000e+00, %247 ], [ %283, %248 ]
  br i1 %40, label %304, label %290

290:                                              ; preds = %286, %290
  %291 = phi i64 [ %296, %290 ], [ %288, %286 ]
  %292 = phi double [ %301, %290 ], [ %289, %286 ]
  %293 = phi i64 [ %302, %290 ], [ 0, %286 ]
  %294 = getelementptr inbounds double, ptr %2, i64 %291
  %295 = load double, ptr %294, align 8, !tbaa !9
  %296 = add nuw nsw i64 %291, 1
  %297 = icmp eq i64 %296, %23
  %298 = select i1 %297, i64 0, i64 %296
  %299 = getelementptr inbounds double, ptr %2, i64 %298
  %300 = load double, ptr %299, align 8, !tbaa !9
  %301 = call double @llvm.fmuladd.f64(double %295, double %300, double %292)
  %302 = add i64 %293, 1
  %303 = icmp eq i64 %302, %37
  br i1 %303, label %304, label %290, !llvm.loop !20

304:                                              ; preds = %290, %286
  %305 = phi double [ %287, %286 ], [ %301, %290 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #10
  %306 = fadd double %226, 0xBEB0C6F7A0B5ED8D
  store double %306, ptr %225, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #10
  br label %307

307:                                              ; preds = %307, %304
  %308 = phi i64 [ 0, %304 ], [ %323, %307 ]
  %309 = getelementptr inbounds double, ptr %6, i64 %308
  %310 = load double, ptr %309, align 8, !tbaa !9
  %311 = fmul double %310, 5.000000e-01
  %312 = call double @exp(double noundef %311) #10
  %313 = load double, ptr %309, align 8, !tbaa !9
  %314 = trunc i64 %308 to i32
  %315 = add i32 %314, 2
  %316 = urem i32 %315, %14
  %317 = zext nneg i32 %316 to i64
  %318 = getelementptr inbounds double, ptr %6, i64 %317
  %319 = load double, ptr %318, align 8, !tbaa !9
  %320 = fneg double %313
  %321 = call double @llvm.fmuladd.f64(double %320, double %319, double %312)
  %322 = getelementptr inbounds double, ptr %1, i64 %308
  store double %321, ptr %322, align 8, !tbaa !9
  %323 = add nuw nsw i64 %308, 1
  %324 = icmp eq i64 %323, %23
  br i1 %324, label %325, label %307, !llvm.loop !18

325:                                              ; preds = %307
  br i1 %42, label %364, label %326

326:                                              ; preds = %325, %326
  %327 = phi i64 [ %356, %326 ], [ 0, %325 ]
  %328 = phi double [ %361, %326 ], [ 0.000000e+00, %325 ]
  %329 = phi i64 [ %362, %326 ], [ 0, %325 ]
  %330 = getelementptr inbounds double, ptr %1, i64 %327
  %331 = load double, ptr %330, align 16, !tbaa !9
  %332 = or disjoint i64 %327, 1
  %333 = icmp eq i64 %332, %23
  %334 = select i1 %333, i64 0, i64 %332
  %335 = getelementptr inbounds double, ptr %1, i64 %334
  %336 = load double, ptr %335, align 8, !tbaa !9
  %337 = call double @llvm.fmuladd.f64(double %331, double %336, double %328)
  %338 = getelementptr inbounds double, ptr %1, i64 %332
  %339 = load double, ptr %338, align 8, !tbaa !9
  %340 = or disjoint i64 %327, 2
  %341 = icmp eq i64 %340, %23
  %342 = select i1 %341, i64 0, i64 %340
  %343 = getelementptr inbounds double, ptr %1, i64 %342
  %344 = load double, ptr %343, align 16, !tbaa !9
  %345 = call double @llvm.fmuladd.f64(double %339, double %344, double %337)
  %346 = getelementptr inbounds double, ptr %1, i64 %340
  %347 = load double, ptr %346, align 16, !tbaa !9
  %348 = or disjoint i64 %327, 3
  %349 = icmp eq i64 %348, %23
  %350 = select i1 %349, i64 0, i64 %348
  %351 = getelementptr inbounds double, ptr %1, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !9
  %353 = call double @llvm.fmuladd.f64(double %347, double %352, double %345)
  %354 = getelementptr inbounds double, ptr %1, i64 %348
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = add nuw nsw i64 %327, 4
  %357 = icmp eq i64 %356, %23
  %358 = select i1 %357, i64 0, i64 %356
  %359 = getelementptr inbounds double, ptr %1, i64 %358
  %360 = load double, ptr %359, align 16, !tbaa !9
  %361 = call double @llvm.fmuladd.f64(double %355, double %360, double %353)
  %362 = add i64 %329, 4
  %363 = icmp eq i64 %362, %43
  br i1 %363, label %364, label %326, !llvm.loop !19

364:                                              ; preds = %326, %325
  %365 = phi double [ poison, %325 ], [ %361, %326 ]
  %366 = phi i64 [ 0, %325 ], [ %356, %326 ]
  %367 = phi double [ 0.000000e+00, %325 ], [ %361, %326 ]
  br i1 %44, label %382, label %368

368:                                              ; preds = %364, %368
  %369 = phi i64 [ %374, %368 ], [ %366, %364 ]
  %370 = phi double [ %379, %368 ], [ %367, %364 ]
  %371 = phi i64 [ %380, %368 ], [ 0, %364 ]
  %372 = getelementptr inbounds double, ptr %1, i64 %369
  %373 = load double, ptr %372, align 8, !tbaa !9
  %374 = add nuw nsw i64 %369, 1
  %375 = icmp eq i64 %374, %23
  %376 = select i1 %375, i64 0, i64 %374
  %377 = getelementptr inbounds double, ptr %1, i64 %376
  %378 = load double, ptr %377, align 8, !tbaa !9
  %379 = call double @llvm.fmuladd.f64(double %373, double %378, double %370)
  %380 = add i64 %371, 1
  %381 = icmp eq i64 %380, %41
  br i1 %381, label %382, label %368, !llvm.loop !21

382:                                              ; preds = %364, %368, %228
  %383 = phi double [ 0.000000e+00, %228 ], [ %305, %368 ], [ %305, %364 ]
  %384 = phi double [ 0.000000e+00, %228 ], [ %365, %364 ], [ %379, %368 ]
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #10
  store double %226, ptr %225, align 8, !tbaa !9
  %385 = trunc nuw nsw i64 %224 to i32
  %386 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %10, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %385) #10
  %387 = getelementptr inbounds [5 x double], ptr %11, i64 0, i64 %224
  %388 = load double, ptr %387, align 8, !tbaa !9
  %389 = fsub double %383, %384
  %390 = fdiv double %389, 2.000000e-06
  %391 = fsub double %388, %390
  %392 = call double @llvm.fabs.f64(double %391)
  %393 = call double @llvm.fabs.f64(double %390)
  %394 = call double @llvm.maxnum.f64(double %393, double 1.000000e+00)
  %395 = fmul double %394, 0x3EB0C6F7A0B5ED8D
  %396 = fcmp ugt double %392, %395
  %397 = fcmp ule double %393, 1.000000e-09
  %398 = or i1 %397, %396
  %399 = select i1 %398, ptr @.str.3, ptr @.str.4
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %10, double noundef %388, double noundef %390, ptr noundef nonnull %399)
  %401 = zext i1 %398 to i32
  %402 = load i32, ptr @fails, align 4, !tbaa !5
  %403 = add nsw i32 %402, %401
  store i32 %403, ptr @fails, align 4, !tbaa !5
  %404 = add nuw nsw i64 %224, 1
  %405 = icmp eq i64 %404, 5
  br i1 %405, label %216, label %223, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @smooth(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -1
  %7 = zext nneg i32 %2 to i64
  br label %9

8:                                                ; preds = %9, %3
  ret void

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 0, %5 ], [ %17, %9 ]
  %11 = trunc nuw nsw i64 %10 to i32
  %12 = add i32 %6, %11
  %13 = srem i32 %12, %2
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = add nuw nsw i64 %10, 1
  %18 = icmp eq i64 %17, %7
  %19 = and i64 %17, 4294967295
  %20 = select i1 %18, i64 0, i64 %19
  %21 = getelementptr inbounds double, ptr %0, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds double, ptr %0, i64 %10
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = fmul double %24, 5.000000e-01
  %26 = tail call double @llvm.fmuladd.f64(double %16, double 2.500000e-01, double %25)
  %27 = tail call double @llvm.fmuladd.f64(double %22, double 2.500000e-01, double %26)
  %28 = fmul double %22, %24
  %29 = tail call double @sin(double noundef %28) #10
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 1.000000e-01, double %27)
  %31 = getelementptr inbounds double, ptr %1, i64 %10
  store double %30, ptr %31, align 8, !tbaa !9
  %32 = icmp eq i64 %17, %7
  br i1 %32, label %8, label %9, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @with_work(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) #4 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %47

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  br label %14

7:                                                ; preds = %14
  br i1 %4, label %8, label %47

8:                                                ; preds = %7
  %9 = zext nneg i32 %2 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %2, 1
  br i1 %11, label %32, label %12

12:                                               ; preds = %8
  %13 = and i64 %9, 2147483646
  br label %49

14:                                               ; preds = %5, %14
  %15 = phi i64 [ 0, %5 ], [ %30, %14 ]
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fmul double %17, 5.000000e-01
  %19 = tail call double @exp(double noundef %18) #10
  %20 = load double, ptr %16, align 8, !tbaa !9
  %21 = trunc i64 %15 to i32
  %22 = add i32 %21, 2
  %23 = urem i32 %22, %2
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !9
  %27 = fneg double %20
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %26, double %19)
  %29 = getelementptr inbounds double, ptr %1, i64 %15
  store double %28, ptr %29, align 8, !tbaa !9
  %30 = add nuw nsw i64 %15, 1
  %31 = icmp eq i64 %30, %6
  br i1 %31, label %7, label %14, !llvm.loop !18

32:                                               ; preds = %49, %8
  %33 = phi double [ poison, %8 ], [ %70, %49 ]
  %34 = phi i64 [ 0, %8 ], [ %64, %49 ]
  %35 = phi double [ 0.000000e+00, %8 ], [ %70, %49 ]
  %36 = icmp eq i64 %10, 0
  br i1 %36, label %47, label %37

37:                                               ; preds = %32
  %38 = getelementptr inbounds double, ptr %1, i64 %34
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = add nuw nsw i64 %34, 1
  %41 = icmp eq i64 %40, %9
  %42 = and i64 %40, 4294967295
  %43 = select i1 %41, i64 0, i64 %42
  %44 = getelementptr inbounds double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %39, double %45, double %35)
  br label %47

47:                                               ; preds = %37, %32, %3, %7
  %48 = phi double [ 0.000000e+00, %7 ], [ 0.000000e+00, %3 ], [ %33, %32 ], [ %46, %37 ]
  ret double %48

49:                                               ; preds = %49, %12
  %50 = phi i64 [ 0, %12 ], [ %64, %49 ]
  %51 = phi double [ 0.000000e+00, %12 ], [ %70, %49 ]
  %52 = phi i64 [ 0, %12 ], [ %71, %49 ]
  %53 = getelementptr inbounds double, ptr %1, i64 %50
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = or disjoint i64 %50, 1
  %56 = icmp eq i64 %55, %9
  %57 = and i64 %55, 4294967295
  %58 = select i1 %56, i64 0, i64 %57
  %59 = getelementptr inbounds double, ptr %1, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %54, double %60, double %51)
  %62 = getelementptr inbounds double, ptr %1, i64 %55
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = add nuw nsw i64 %50, 2
  %65 = icmp eq i64 %64, %9
  %66 = and i64 %64, 4294967294
  %67 = select i1 %65, i64 0, i64 %66
  %68 = getelementptr inbounds double, ptr %1, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %63, double %69, double %61)
  %71 = add i64 %52, 2
  %72 = icmp eq i64 %71, %13
  br i1 %72, label %32, label %49, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !12}
