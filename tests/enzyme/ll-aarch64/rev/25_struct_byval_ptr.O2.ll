; ModuleID = 'rev/25_struct_byval_ptr.c'
source_filename = "rev/25_struct_byval_ptr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.params = type { double, double, double, i32 }
%struct.body = type { double, double, i32, double }
%struct.grad3 = type { double, double, double }

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"f_val d/dp.x\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"f_val d/dp.y\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"f_val d/ds\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"f_cfg d/dx[%d]\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"f_body d/dpos\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"f_body d/dvel\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"f_body d/dmass\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.10 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [5 x double], align 8
  %4 = alloca [32 x i8], align 1
  %5 = alloca %struct.params, align 16
  %6 = alloca i32, align 4
  %7 = alloca %struct.body, align 16
  %8 = alloca %struct.body, align 8
  %9 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %10 = tail call %struct.grad3 (ptr, ...) @__enzyme_autodiff_3(ptr noundef nonnull @f_val, i32 noundef %9, [2 x double] alignstack(8) [double 8.000000e-01, double -5.000000e-01], i32 noundef %9, double noundef 1.300000e+00) #11
  %11 = extractvalue %struct.grad3 %10, 0
  %12 = extractvalue %struct.grad3 %10, 1
  %13 = extractvalue %struct.grad3 %10, 2
  %14 = fadd double %11, 0xBFF384A52D326490
  %15 = tail call double @llvm.fabs.f64(double %14)
  %16 = fcmp ugt double %15, 0x3EB4775CBD040000
  %17 = select i1 %16, ptr @.str.8, ptr @.str.9
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str, double noundef %11, double noundef 0x3FF384A52D326490, ptr noundef nonnull %17)
  %19 = zext i1 %16 to i32
  %20 = load i32, ptr @fails, align 4, !tbaa !6
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr @fails, align 4, !tbaa !6
  %22 = fadd double %12, 0x3FD9AC024D168540
  %23 = tail call double @llvm.fabs.f64(double %22)
  %24 = fcmp ugt double %23, 0x3EB0C6F7A0B5ED8D
  %25 = select i1 %24, ptr @.str.8, ptr @.str.9
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.1, double noundef %12, double noundef 0xBFD9AC024D168540, ptr noundef nonnull %25)
  %27 = zext i1 %24 to i32
  %28 = load i32, ptr @fails, align 4, !tbaa !6
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr @fails, align 4, !tbaa !6
  %30 = fadd double %13, 0xBFE4F590A8E6B200
  %31 = tail call double @llvm.fabs.f64(double %30)
  %32 = fcmp ugt double %31, 0x3EB0C6F7A0B5ED8D
  %33 = select i1 %32, ptr @.str.8, ptr @.str.9
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.2, double noundef %13, double noundef 0x3FE4F590A8E6B200, ptr noundef nonnull %33)
  %35 = zext i1 %32 to i32
  %36 = load i32, ptr @fails, align 4, !tbaa !6
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 5, ptr %1, align 4, !tbaa !6
  %38 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #11
  store <2 x double> <double 3.000000e-01, double -8.000000e-01>, ptr %2, align 16
  %39 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 1.100000e+00, double 5.000000e-01>, ptr %39, align 16
  %40 = getelementptr inbounds i8, ptr %2, i64 32
  store double -2.000000e-01, ptr %40, align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %3, i8 0, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %41 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %42 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #11
  store <2 x double> <double 0x3FE6666666666666, double -1.200000e+00>, ptr %5, align 16, !tbaa !10
  %43 = getelementptr inbounds i8, ptr %5, i64 16
  store double 4.000000e-01, ptr %43, align 16, !tbaa !10
  %44 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 %38, ptr %44, align 8, !tbaa !6
  %45 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_cfg, i32 noundef %41, ptr noundef nonnull %5, i32 noundef %42, ptr noundef nonnull %2, ptr noundef nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #11
  %46 = icmp sgt i32 %38, 0
  %47 = zext i32 %38 to i64
  br label %232

48:                                               ; preds = %279
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile i32 25, ptr %6, align 4, !tbaa !6
  %49 = load volatile i32, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #11
  store <2 x double> <double 1.000000e+00, double 2.000000e-01>, ptr %7, align 16, !tbaa !10
  %50 = getelementptr inbounds i8, ptr %7, i64 16
  %51 = zext i32 %49 to i64
  store i64 %51, ptr %50, align 16
  %52 = getelementptr inbounds i8, ptr %7, i64 24
  store double 1.700000e+00, ptr %52, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %53 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %54 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f_body, i32 noundef %53, ptr noundef nonnull %7, ptr noundef nonnull %8) #11
  %55 = load double, ptr %8, align 8, !tbaa !12
  %56 = icmp sgt i32 %49, 0
  br i1 %56, label %57, label %90

57:                                               ; preds = %48, %57
  %58 = phi double [ %67, %57 ], [ 2.000000e-01, %48 ]
  %59 = phi double [ %68, %57 ], [ 0x3FF000010C6F7A0B, %48 ]
  %60 = phi i32 [ %69, %57 ], [ 0, %48 ]
  %61 = fneg double %59
  %62 = call double @llvm.fabs.f64(double %58)
  %63 = fmul double %58, -1.000000e-01
  %64 = call double @llvm.fmuladd.f64(double %63, double %62, double %61)
  %65 = fmul double %64, 1.000000e-01
  %66 = fdiv double %65, 1.700000e+00
  %67 = fadd double %58, %66
  %68 = call double @llvm.fmuladd.f64(double %67, double 1.000000e-01, double %59)
  %69 = add nuw nsw i32 %60, 1
  %70 = icmp eq i32 %69, %49
  br i1 %70, label %71, label %57, !llvm.loop !14

71:                                               ; preds = %57
  %72 = fmul double %67, 8.500000e-01
  %73 = fmul double %67, %72
  br label %74

74:                                               ; preds = %71, %74
  %75 = phi double [ %84, %74 ], [ 2.000000e-01, %71 ]
  %76 = phi double [ %85, %74 ], [ 0x3FEFFFFDE7210BE9, %71 ]
  %77 = phi i32 [ %86, %74 ], [ 0, %71 ]
  %78 = fneg double %76
  %79 = call double @llvm.fabs.f64(double %75)
  %80 = fmul double %75, -1.000000e-01
  %81 = call double @llvm.fmuladd.f64(double %80, double %79, double %78)
  %82 = fmul double %81, 1.000000e-01
  %83 = fdiv double %82, 1.700000e+00
  %84 = fadd double %75, %83
  %85 = call double @llvm.fmuladd.f64(double %84, double 1.000000e-01, double %76)
  %86 = add nuw nsw i32 %77, 1
  %87 = icmp eq i32 %86, %49
  br i1 %87, label %88, label %74, !llvm.loop !14

88:                                               ; preds = %74
  %89 = call double @llvm.fmuladd.f64(double %68, double %68, double %73)
  br label %90

90:                                               ; preds = %88, %48
  %91 = phi double [ 0x3FF08B45AE600BD2, %48 ], [ %89, %88 ]
  %92 = phi double [ 2.000000e-01, %48 ], [ %84, %88 ]
  %93 = phi double [ 0x3FEFFFFDE7210BE9, %48 ], [ %85, %88 ]
  %94 = fmul double %92, 8.500000e-01
  %95 = fmul double %92, %94
  %96 = call double @llvm.fmuladd.f64(double %93, double %93, double %95)
  %97 = fsub double %91, %96
  %98 = fdiv double %97, 2.000000e-06
  %99 = fsub double %55, %98
  %100 = call double @llvm.fabs.f64(double %99)
  %101 = call double @llvm.fabs.f64(double %98)
  %102 = call double @llvm.maxnum.f64(double %101, double 1.000000e+00)
  %103 = fmul double %102, 0x3EB0C6F7A0B5ED8D
  %104 = fcmp ugt double %100, %103
  %105 = fcmp ule double %101, 1.000000e-09
  %106 = or i1 %105, %104
  %107 = select i1 %106, ptr @.str.8, ptr @.str.9
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.4, double noundef %55, double noundef %98, ptr noundef nonnull %107)
  %109 = zext i1 %106 to i32
  %110 = load i32, ptr @fails, align 4, !tbaa !6
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr @fails, align 4, !tbaa !6
  %112 = getelementptr inbounds i8, ptr %8, i64 8
  %113 = load double, ptr %112, align 8, !tbaa !16
  br i1 %56, label %114, label %147

114:                                              ; preds = %90, %114
  %115 = phi double [ %124, %114 ], [ 2.000010e-01, %90 ]
  %116 = phi double [ %125, %114 ], [ 1.000000e+00, %90 ]
  %117 = phi i32 [ %126, %114 ], [ 0, %90 ]
  %118 = fneg double %116
  %119 = call double @llvm.fabs.f64(double %115)
  %120 = fmul double %115, -1.000000e-01
  %121 = call double @llvm.fmuladd.f64(double %120, double %119, double %118)
  %122 = fmul double %121, 1.000000e-01
  %123 = fdiv double %122, 1.700000e+00
  %124 = fadd double %115, %123
  %125 = call double @llvm.fmuladd.f64(double %124, double 1.000000e-01, double %116)
  %126 = add nuw nsw i32 %117, 1
  %127 = icmp eq i32 %126, %49
  br i1 %127, label %128, label %114, !llvm.loop !14

128:                                              ; preds = %114
  %129 = fmul double %124, 8.500000e-01
  %130 = fmul double %124, %129
  br label %131

131:                                              ; preds = %128, %131
  %132 = phi double [ %141, %131 ], [ 1.999990e-01, %128 ]
  %133 = phi double [ %142, %131 ], [ 1.000000e+00, %128 ]
  %134 = phi i32 [ %143, %131 ], [ 0, %128 ]
  %135 = fneg double %133
  %136 = call double @llvm.fabs.f64(double %132)
  %137 = fmul double %132, -1.000000e-01
  %138 = call double @llvm.fmuladd.f64(double %137, double %136, double %135)
  %139 = fmul double %138, 1.000000e-01
  %140 = fdiv double %139, 1.700000e+00
  %141 = fadd double %132, %140
  %142 = call double @llvm.fmuladd.f64(double %141, double 1.000000e-01, double %133)
  %143 = add nuw nsw i32 %134, 1
  %144 = icmp eq i32 %143, %49
  br i1 %144, label %145, label %131, !llvm.loop !14

145:                                              ; preds = %131
  %146 = call double @llvm.fmuladd.f64(double %125, double %125, double %130)
  br label %147

147:                                              ; preds = %145, %90
  %148 = phi double [ 0x3FF08B43F0C5B45A, %90 ], [ %146, %145 ]
  %149 = phi double [ 1.999990e-01, %90 ], [ %141, %145 ]
  %150 = phi double [ 1.000000e+00, %90 ], [ %142, %145 ]
  %151 = fmul double %149, 8.500000e-01
  %152 = fmul double %149, %151
  %153 = call double @llvm.fmuladd.f64(double %150, double %150, double %152)
  %154 = fsub double %148, %153
  %155 = fdiv double %154, 2.000000e-06
  %156 = fsub double %113, %155
  %157 = call double @llvm.fabs.f64(double %156)
  %158 = call double @llvm.fabs.f64(double %155)
  %159 = call double @llvm.maxnum.f64(double %158, double 1.000000e+00)
  %160 = fmul double %159, 0x3EB0C6F7A0B5ED8D
  %161 = fcmp ugt double %157, %160
  %162 = fcmp ule double %158, 1.000000e-09
  %163 = or i1 %162, %161
  %164 = select i1 %163, ptr @.str.8, ptr @.str.9
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.5, double noundef %113, double noundef %155, ptr noundef nonnull %164)
  %166 = zext i1 %163 to i32
  %167 = load i32, ptr @fails, align 4, !tbaa !6
  %168 = add nsw i32 %167, %166
  store i32 %168, ptr @fails, align 4, !tbaa !6
  %169 = getelementptr inbounds i8, ptr %8, i64 24
  %170 = load double, ptr %169, align 8, !tbaa !17
  br i1 %56, label %171, label %204

171:                                              ; preds = %147, %171
  %172 = phi double [ %181, %171 ], [ 2.000000e-01, %147 ]
  %173 = phi double [ %182, %171 ], [ 1.000000e+00, %147 ]
  %174 = phi i32 [ %183, %171 ], [ 0, %147 ]
  %175 = fneg double %173
  %176 = call double @llvm.fabs.f64(double %172)
  %177 = fmul double %172, -1.000000e-01
  %178 = call double @llvm.fmuladd.f64(double %177, double %176, double %175)
  %179 = fmul double %178, 1.000000e-01
  %180 = fdiv double %179, 0x3FFB33343FA2AD3E
  %181 = fadd double %172, %180
  %182 = call double @llvm.fmuladd.f64(double %181, double 1.000000e-01, double %173)
  %183 = add nuw nsw i32 %174, 1
  %184 = icmp eq i32 %183, %49
  br i1 %184, label %185, label %171, !llvm.loop !14

185:                                              ; preds = %171
  %186 = fmul double %181, 0x3FEB33343FA2AD3E
  %187 = fmul double %181, %186
  br label %188

188:                                              ; preds = %185, %188
  %189 = phi double [ %198, %188 ], [ 2.000000e-01, %185 ]
  %190 = phi double [ %199, %188 ], [ 1.000000e+00, %185 ]
  %191 = phi i32 [ %200, %188 ], [ 0, %185 ]
  %192 = fneg double %190
  %193 = call double @llvm.fabs.f64(double %189)
  %194 = fmul double %189, -1.000000e-01
  %195 = call double @llvm.fmuladd.f64(double %194, double %193, double %192)
  %196 = fmul double %195, 1.000000e-01
  %197 = fdiv double %196, 0x3FFB333226C3B928
  %198 = fadd double %189, %197
  %199 = call double @llvm.fmuladd.f64(double %198, double 1.000000e-01, double %190)
  %200 = add nuw nsw i32 %191, 1
  %201 = icmp eq i32 %200, %49
  br i1 %201, label %202, label %188, !llvm.loop !14

202:                                              ; preds = %188
  %203 = call double @llvm.fmuladd.f64(double %182, double %182, double %187)
  br label %204

204:                                              ; preds = %202, %147
  %205 = phi double [ 0x3FF08B439ADF69DD, %147 ], [ %203, %202 ]
  %206 = phi double [ 2.000000e-01, %147 ], [ %198, %202 ]
  %207 = phi double [ 1.000000e+00, %147 ], [ %199, %202 ]
  %208 = fmul double %206, 0x3FEB333226C3B928
  %209 = fmul double %206, %208
  %210 = call double @llvm.fmuladd.f64(double %207, double %207, double %209)
  %211 = fsub double %205, %210
  %212 = fdiv double %211, 2.000000e-06
  %213 = fsub double %170, %212
  %214 = call double @llvm.fabs.f64(double %213)
  %215 = call double @llvm.fabs.f64(double %212)
  %216 = call double @llvm.maxnum.f64(double %215, double 1.000000e+00)
  %217 = fmul double %216, 0x3EB0C6F7A0B5ED8D
  %218 = fcmp ugt double %214, %217
  %219 = fcmp ule double %215, 1.000000e-09
  %220 = or i1 %219, %218
  %221 = select i1 %220, ptr @.str.8, ptr @.str.9
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull @.str.6, double noundef %170, double noundef %212, ptr noundef nonnull %221)
  %223 = zext i1 %220 to i32
  %224 = load i32, ptr @fails, align 4, !tbaa !6
  %225 = add nsw i32 %224, %223
  store i32 %225, ptr @fails, align 4, !tbaa !6
  %226 = icmp eq i32 %225, 0
  %227 = select i1 %226, ptr @.str.9, ptr @.str.8
  %228 = call i32 @puts(ptr nonnull dereferenceable(1) %227)
  %229 = load i32, ptr @fails, align 4, !tbaa !6
  %230 = icmp ne i32 %229, 0
  %231 = zext i1 %230 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %231

232:                                              ; preds = %0, %279
  %233 = phi i64 [ 0, %0 ], [ %301, %279 ]
  %234 = getelementptr inbounds [5 x double], ptr %2, i64 0, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !10
  %236 = fadd double %235, 0x3EB0C6F7A0B5ED8D
  store double %236, ptr %234, align 8, !tbaa !10
  br i1 %46, label %237, label %279

237:                                              ; preds = %232, %237
  %238 = phi i64 [ %248, %237 ], [ 0, %232 ]
  %239 = phi double [ %255, %237 ], [ 0.000000e+00, %232 ]
  %240 = getelementptr inbounds double, ptr %2, i64 %238
  %241 = load double, ptr %240, align 8, !tbaa !10
  %242 = fmul double %241, 0x3FE6666666666666
  %243 = call double @sin(double noundef %241) #11
  %244 = fmul double %243, -1.200000e+00
  %245 = call double @llvm.fmuladd.f64(double %242, double %241, double %244)
  %246 = load double, ptr %240, align 8, !tbaa !10
  %247 = fmul double %246, 4.000000e-01
  %248 = add nuw nsw i64 %238, 1
  %249 = trunc nuw nsw i64 %248 to i32
  %250 = srem i32 %249, %38
  %251 = zext nneg i32 %250 to i64
  %252 = getelementptr inbounds double, ptr %2, i64 %251
  %253 = load double, ptr %252, align 8, !tbaa !10
  %254 = call double @llvm.fmuladd.f64(double %247, double %253, double %245)
  %255 = fadd double %239, %254
  %256 = icmp eq i64 %248, %47
  br i1 %256, label %257, label %237, !llvm.loop !18

257:                                              ; preds = %237
  %258 = fadd double %235, 0xBEB0C6F7A0B5ED8D
  store double %258, ptr %234, align 8, !tbaa !10
  br label %259

259:                                              ; preds = %257, %259
  %260 = phi i64 [ %270, %259 ], [ 0, %257 ]
  %261 = phi double [ %277, %259 ], [ 0.000000e+00, %257 ]
  %262 = getelementptr inbounds double, ptr %2, i64 %260
  %263 = load double, ptr %262, align 8, !tbaa !10
  %264 = fmul double %263, 0x3FE6666666666666
  %265 = call double @sin(double noundef %263) #11
  %266 = fmul double %265, -1.200000e+00
  %267 = call double @llvm.fmuladd.f64(double %264, double %263, double %266)
  %268 = load double, ptr %262, align 8, !tbaa !10
  %269 = fmul double %268, 4.000000e-01
  %270 = add nuw nsw i64 %260, 1
  %271 = trunc nuw nsw i64 %270 to i32
  %272 = srem i32 %271, %38
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds double, ptr %2, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !10
  %276 = call double @llvm.fmuladd.f64(double %269, double %275, double %267)
  %277 = fadd double %261, %276
  %278 = icmp eq i64 %270, %47
  br i1 %278, label %279, label %259, !llvm.loop !18

279:                                              ; preds = %259, %232
  %280 = phi double [ 0.000000e+00, %232 ], [ %255, %259 ]
  %281 = phi double [ 0.000000e+00, %232 ], [ %277, %259 ]
  store double %235, ptr %234, align 8, !tbaa !10
  %282 = trunc nuw nsw i64 %233 to i32
  %283 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %282) #11
  %284 = getelementptr inbounds [5 x double], ptr %3, i64 0, i64 %233
  %285 = load double, ptr %284, align 8, !tbaa !10
  %286 = fsub double %280, %281
  %287 = fdiv double %286, 2.000000e-06
  %288 = fsub double %285, %287
  %289 = call double @llvm.fabs.f64(double %288)
  %290 = call double @llvm.fabs.f64(double %287)
  %291 = call double @llvm.maxnum.f64(double %290, double 1.000000e+00)
  %292 = fmul double %291, 0x3EB0C6F7A0B5ED8D
  %293 = fcmp ugt double %289, %292
  %294 = fcmp ule double %290, 1.000000e-09
  %295 = or i1 %294, %293
  %296 = select i1 %295, ptr @.str.8, ptr @.str.9
  %297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %4, double noundef %285, double noundef %287, ptr noundef nonnull %296)
  %298 = zext i1 %295 to i32
  %299 = load i32, ptr @fails, align 4, !tbaa !6
  %300 = add nsw i32 %299, %298
  store i32 %300, ptr @fails, align 4, !tbaa !6
  %301 = add nuw nsw i64 %233, 1
  %302 = icmp eq i64 %301, 5
  br i1 %302, label %48, label %232, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare %struct.grad3 @__enzyme_autodiff_3(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f_val([2 x double] alignstack(8) %0, double noundef %1) #3 {
  %3 = extractvalue [2 x double] %0, 0
  %4 = extractvalue [2 x double] %0, 1
  %5 = fmul double %3, %1
  %6 = tail call double @sin(double noundef %5) #11
  %7 = fmul double %4, %4
  %8 = tail call double @llvm.fmuladd.f64(double %7, double %1, double %6)
  %9 = tail call double @atan2(double noundef %4, double noundef %3) #11
  %10 = fadd double %8, %9
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @f_cfg(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = load i32, ptr %3, align 8, !tbaa !20
  %5 = icmp sgt i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  br label %11

9:                                                ; preds = %11, %2
  %10 = phi double [ 0.000000e+00, %2 ], [ %33, %11 ]
  ret double %10

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %25, %11 ]
  %13 = phi double [ 0.000000e+00, %6 ], [ %33, %11 ]
  %14 = load double, ptr %0, align 8, !tbaa !22
  %15 = getelementptr inbounds double, ptr %1, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !10
  %17 = fmul double %14, %16
  %18 = load double, ptr %7, align 8, !tbaa !23
  %19 = tail call double @sin(double noundef %16) #11
  %20 = fmul double %18, %19
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %16, double %20)
  %22 = load double, ptr %8, align 8, !tbaa !24
  %23 = load double, ptr %15, align 8, !tbaa !10
  %24 = fmul double %22, %23
  %25 = add nuw nsw i64 %12, 1
  %26 = load i32, ptr %3, align 8, !tbaa !20
  %27 = trunc nuw nsw i64 %25 to i32
  %28 = srem i32 %27, %26
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds double, ptr %1, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !10
  %32 = tail call double @llvm.fmuladd.f64(double %24, double %31, double %21)
  %33 = fadd double %13, %32
  %34 = sext i32 %26 to i64
  %35 = icmp slt i64 %25, %34
  br i1 %35, label %11, label %9, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal double @f_body(ptr nocapture noundef %0) #7 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i32, ptr %2, align 8, !tbaa !25
  %4 = icmp sgt i32 %3, 0
  %5 = load double, ptr %0, align 8, !tbaa !12
  br i1 %4, label %11, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load double, ptr %7, align 8, !tbaa !17
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !16
  br label %17

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load double, ptr %13, align 8, !tbaa !17
  %15 = load double, ptr %12, align 8, !tbaa !16
  br label %25

16:                                               ; preds = %25
  store double %36, ptr %0, align 8, !tbaa !12
  store double %35, ptr %12, align 8, !tbaa !16
  br label %17

17:                                               ; preds = %6, %16
  %18 = phi double [ %35, %16 ], [ %10, %6 ]
  %19 = phi double [ %14, %16 ], [ %8, %6 ]
  %20 = phi double [ %36, %16 ], [ %5, %6 ]
  %21 = fmul double %19, 5.000000e-01
  %22 = fmul double %21, %18
  %23 = fmul double %18, %22
  %24 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %23)
  ret double %24

25:                                               ; preds = %11, %25
  %26 = phi double [ %15, %11 ], [ %35, %25 ]
  %27 = phi double [ %5, %11 ], [ %36, %25 ]
  %28 = phi i32 [ 0, %11 ], [ %37, %25 ]
  %29 = fneg double %27
  %30 = tail call double @llvm.fabs.f64(double %26)
  %31 = fmul double %26, -1.000000e-01
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %29)
  %33 = fmul double %32, 1.000000e-01
  %34 = fdiv double %33, %14
  %35 = fadd double %26, %34
  %36 = tail call double @llvm.fmuladd.f64(double %35, double 1.000000e-01, double %27)
  %37 = add nuw nsw i32 %28, 1
  %38 = icmp eq i32 %37, %3
  br i1 %38, label %16, label %25, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan2(double noundef, double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

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
!12 = !{!13, !11, i64 0}
!13 = !{!"", !11, i64 0, !11, i64 8, !7, i64 16, !11, i64 24}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!13, !11, i64 8}
!17 = !{!13, !11, i64 24}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = !{!21, !7, i64 24}
!21 = !{!"", !11, i64 0, !11, i64 8, !11, i64 16, !7, i64 24}
!22 = !{!21, !11, i64 0}
!23 = !{!21, !11, i64 8}
!24 = !{!21, !11, i64 16}
!25 = !{!13, !7, i64 16}
