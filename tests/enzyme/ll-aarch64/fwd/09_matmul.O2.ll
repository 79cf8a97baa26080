; ModuleID = 'fwd/09_matmul.c'
source_filename = "fwd/09_matmul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"C[%d]\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"|AB|_F\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x double], align 8
  %3 = alloca [16 x double], align 8
  %4 = alloca [16 x double], align 8
  %5 = alloca [16 x double], align 8
  %6 = alloca [16 x double], align 8
  %7 = alloca [16 x double], align 8
  %8 = alloca [16 x double], align 8
  %9 = alloca [16 x double], align 8
  %10 = alloca [16 x double], align 8
  %11 = alloca [16 x double], align 8
  %12 = alloca [16 x double], align 8
  %13 = alloca [16 x double], align 8
  %14 = alloca [32 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 4, ptr %1, align 4, !tbaa !6
  %15 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %9) #10
  br label %76

16:                                               ; preds = %76
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %10) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %11) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %13) #10
  %17 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %18 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %19 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @matmul, i32 noundef %17, ptr noundef nonnull %10, ptr noundef nonnull %11, i32 noundef %17, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %17, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %18, i32 noundef %15) #10
  %20 = icmp sgt i32 %15, 0
  br i1 %20, label %21, label %75

21:                                               ; preds = %16
  %22 = zext nneg i32 %15 to i64
  br label %23

23:                                               ; preds = %31, %21
  %24 = phi i64 [ 0, %21 ], [ %32, %31 ]
  %25 = mul nuw nsw i64 %24, %22
  %26 = getelementptr inbounds double, ptr %6, i64 %25
  %27 = getelementptr inbounds double, ptr %12, i64 %25
  br label %28

28:                                               ; preds = %34, %23
  %29 = phi i64 [ 0, %23 ], [ %36, %34 ]
  %30 = getelementptr inbounds double, ptr %8, i64 %29
  br label %38

31:                                               ; preds = %34
  %32 = add nuw nsw i64 %24, 1
  %33 = icmp eq i64 %32, %22
  br i1 %33, label %49, label %23, !llvm.loop !10

34:                                               ; preds = %38
  %35 = getelementptr inbounds double, ptr %27, i64 %29
  store double %46, ptr %35, align 8, !tbaa !12
  %36 = add nuw nsw i64 %29, 1
  %37 = icmp eq i64 %36, %22
  br i1 %37, label %31, label %28, !llvm.loop !14

38:                                               ; preds = %38, %28
  %39 = phi i64 [ 0, %28 ], [ %47, %38 ]
  %40 = phi double [ 0.000000e+00, %28 ], [ %46, %38 ]
  %41 = getelementptr inbounds double, ptr %26, i64 %39
  %42 = load double, ptr %41, align 8, !tbaa !12
  %43 = mul nuw nsw i64 %39, %22
  %44 = getelementptr inbounds double, ptr %30, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !12
  %46 = call double @llvm.fmuladd.f64(double %42, double %45, double %40)
  %47 = add nuw nsw i64 %39, 1
  %48 = icmp eq i64 %47, %22
  br i1 %48, label %34, label %38, !llvm.loop !15

49:                                               ; preds = %31, %57
  %50 = phi i64 [ %58, %57 ], [ 0, %31 ]
  %51 = mul nuw nsw i64 %50, %22
  %52 = getelementptr inbounds double, ptr %7, i64 %51
  %53 = getelementptr inbounds double, ptr %13, i64 %51
  br label %54

54:                                               ; preds = %60, %49
  %55 = phi i64 [ 0, %49 ], [ %62, %60 ]
  %56 = getelementptr inbounds double, ptr %9, i64 %55
  br label %64

57:                                               ; preds = %60
  %58 = add nuw nsw i64 %50, 1
  %59 = icmp eq i64 %58, %22
  br i1 %59, label %75, label %49, !llvm.loop !10

60:                                               ; preds = %64
  %61 = getelementptr inbounds double, ptr %53, i64 %55
  store double %72, ptr %61, align 8, !tbaa !12
  %62 = add nuw nsw i64 %55, 1
  %63 = icmp eq i64 %62, %22
  br i1 %63, label %57, label %54, !llvm.loop !14

64:                                               ; preds = %64, %54
  %65 = phi i64 [ 0, %54 ], [ %73, %64 ]
  %66 = phi double [ 0.000000e+00, %54 ], [ %72, %64 ]
  %67 = getelementptr inbounds double, ptr %52, i64 %65
  %68 = load double, ptr %67, align 8, !tbaa !12
  %69 = mul nuw nsw i64 %65, %22
  %70 = getelementptr inbounds double, ptr %56, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !12
  %72 = call double @llvm.fmuladd.f64(double %68, double %71, double %66)
  %73 = add nuw nsw i64 %65, 1
  %74 = icmp eq i64 %73, %22
  br i1 %74, label %60, label %64, !llvm.loop !15

75:                                               ; preds = %57, %16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #10
  br label %255

76:                                               ; preds = %0, %76
  %77 = phi i64 [ 0, %0 ], [ %100, %76 ]
  %78 = trunc nuw nsw i64 %77 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = tail call double @llvm.fmuladd.f64(double %79, double 1.300000e+00, double 2.000000e-01)
  %81 = tail call double @sin(double noundef %80) #10
  %82 = getelementptr inbounds [16 x double], ptr %2, i64 0, i64 %77
  store double %81, ptr %82, align 8, !tbaa !12
  %83 = fmul double %79, 0x3FE6666666666666
  %84 = tail call double @cos(double noundef %83) #10
  %85 = getelementptr inbounds [16 x double], ptr %3, i64 0, i64 %77
  store double %84, ptr %85, align 8, !tbaa !12
  %86 = tail call double @llvm.fmuladd.f64(double %79, double 1.000000e-01, double -6.000000e-01)
  %87 = getelementptr inbounds [16 x double], ptr %4, i64 0, i64 %77
  store double %86, ptr %87, align 8, !tbaa !12
  %88 = and i32 %78, 3
  %89 = uitofp nneg i32 %88 to double
  %90 = tail call double @llvm.fmuladd.f64(double %89, double 2.500000e-01, double -4.000000e-01)
  %91 = getelementptr inbounds [16 x double], ptr %5, i64 0, i64 %77
  store double %90, ptr %91, align 8, !tbaa !12
  %92 = tail call double @llvm.fmuladd.f64(double %84, double 1.000000e-05, double %81)
  %93 = getelementptr inbounds [16 x double], ptr %6, i64 0, i64 %77
  store double %92, ptr %93, align 8, !tbaa !12
  %94 = tail call double @llvm.fmuladd.f64(double %84, double -1.000000e-05, double %81)
  %95 = getelementptr inbounds [16 x double], ptr %7, i64 0, i64 %77
  store double %94, ptr %95, align 8, !tbaa !12
  %96 = tail call double @llvm.fmuladd.f64(double %90, double 1.000000e-05, double %86)
  %97 = getelementptr inbounds [16 x double], ptr %8, i64 0, i64 %77
  store double %96, ptr %97, align 8, !tbaa !12
  %98 = tail call double @llvm.fmuladd.f64(double %90, double -1.000000e-05, double %86)
  %99 = getelementptr inbounds [16 x double], ptr %9, i64 0, i64 %77
  store double %98, ptr %99, align 8, !tbaa !12
  %100 = add nuw nsw i64 %77, 1
  %101 = icmp eq i64 %100, 16
  br i1 %101, label %16, label %76, !llvm.loop !16

102:                                              ; preds = %255
  %103 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @frob_of_product, ptr noundef nonnull %10, ptr noundef nonnull %11, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5, i32 noundef %15) #10
  br i1 %20, label %104, label %132

104:                                              ; preds = %102
  %105 = zext nneg i32 %15 to i64
  br label %106

106:                                              ; preds = %114, %104
  %107 = phi i64 [ 0, %104 ], [ %115, %114 ]
  %108 = mul nuw nsw i64 %107, %105
  %109 = getelementptr inbounds double, ptr %6, i64 %108
  %110 = getelementptr inbounds double, ptr %12, i64 %108
  br label %111

111:                                              ; preds = %117, %106
  %112 = phi i64 [ 0, %106 ], [ %119, %117 ]
  %113 = getelementptr inbounds double, ptr %8, i64 %112
  br label %121

114:                                              ; preds = %117
  %115 = add nuw nsw i64 %107, 1
  %116 = icmp eq i64 %115, %105
  br i1 %116, label %132, label %106, !llvm.loop !10

117:                                              ; preds = %121
  %118 = getelementptr inbounds double, ptr %110, i64 %112
  store double %129, ptr %118, align 8, !tbaa !12
  %119 = add nuw nsw i64 %112, 1
  %120 = icmp eq i64 %119, %105
  br i1 %120, label %114, label %111, !llvm.loop !14

121:                                              ; preds = %121, %111
  %122 = phi i64 [ 0, %111 ], [ %130, %121 ]
  %123 = phi double [ 0.000000e+00, %111 ], [ %129, %121 ]
  %124 = getelementptr inbounds double, ptr %109, i64 %122
  %125 = load double, ptr %124, align 8, !tbaa !12
  %126 = mul nuw nsw i64 %122, %105
  %127 = getelementptr inbounds double, ptr %113, i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !12
  %129 = call double @llvm.fmuladd.f64(double %125, double %128, double %123)
  %130 = add nuw nsw i64 %122, 1
  %131 = icmp eq i64 %130, %105
  br i1 %131, label %117, label %121, !llvm.loop !15

132:                                              ; preds = %114, %102
  %133 = icmp eq i32 %15, 0
  br i1 %133, label %230, label %134

134:                                              ; preds = %132
  %135 = mul i32 %15, %15
  %136 = call i32 @llvm.umax.i32(i32 %135, i32 1)
  %137 = zext i32 %136 to i64
  %138 = icmp ult i32 %135, 2
  br i1 %138, label %157, label %139

139:                                              ; preds = %134
  %140 = and i64 %137, 4294967294
  br label %141

141:                                              ; preds = %141, %139
  %142 = phi i64 [ 0, %139 ], [ %153, %141 ]
  %143 = phi double [ 0.000000e+00, %139 ], [ %152, %141 ]
  %144 = or disjoint i64 %142, 1
  %145 = getelementptr inbounds double, ptr %12, i64 %142
  %146 = getelementptr inbounds double, ptr %12, i64 %144
  %147 = load double, ptr %145, align 8, !tbaa !12
  %148 = load double, ptr %146, align 8, !tbaa !12
  %149 = fmul double %147, %147
  %150 = fmul double %148, %148
  %151 = fadd double %143, %149
  %152 = fadd double %151, %150
  %153 = add nuw i64 %142, 2
  %154 = icmp eq i64 %153, %140
  br i1 %154, label %155, label %141, !llvm.loop !17

155:                                              ; preds = %141
  %156 = icmp eq i64 %140, %137
  br i1 %156, label %168, label %157

157:                                              ; preds = %155, %134
  %158 = phi i64 [ 0, %134 ], [ %140, %155 ]
  %159 = phi double [ 0.000000e+00, %134 ], [ %152, %155 ]
  br label %160

160:                                              ; preds = %157, %160
  %161 = phi i64 [ %166, %160 ], [ %158, %157 ]
  %162 = phi double [ %165, %160 ], [ %159, %157 ]
  %163 = getelementptr inbounds double, ptr %12, i64 %161
  %164 = load double, ptr %163, align 8, !tbaa !12
  %165 = call double @llvm.fmuladd.f64(double %164, double %164, double %162)
  %166 = add nuw nsw i64 %161, 1
  %167 = icmp eq i64 %166, %137
  br i1 %167, label %168, label %160, !llvm.loop !20

168:                                              ; preds = %160, %155
  %169 = phi double [ %152, %155 ], [ %165, %160 ]
  %170 = call double @sqrt(double noundef %169) #10
  br i1 %20, label %171, label %199

171:                                              ; preds = %168
  %172 = zext nneg i32 %15 to i64
  br label %173

173:                                              ; preds = %181, %171
  %174 = phi i64 [ 0, %171 ], [ %182, %181 ]
  %175 = mul nuw nsw i64 %174, %172
  %176 = getelementptr inbounds double, ptr %7, i64 %175
  %177 = getelementptr inbounds double, ptr %13, i64 %175
  br label %178

178:                                              ; preds = %184, %173
  %179 = phi i64 [ 0, %173 ], [ %186, %184 ]
  %180 = getelementptr inbounds double, ptr %9, i64 %179
  br label %188

181:                                              ; preds = %184
  %182 = add nuw nsw i64 %174, 1
  %183 = icmp eq i64 %182, %172
  br i1 %183, label %199, label %173, !llvm.loop !10

184:                                              ; preds = %188
  %185 = getelementptr inbounds double, ptr %177, i64 %179
  store double %196, ptr %185, align 8, !tbaa !12
  %186 = add nuw nsw i64 %179, 1
  %187 = icmp eq i64 %186, %172
  br i1 %187, label %181, label %178, !llvm.loop !14

188:                                              ; preds = %188, %178
  %189 = phi i64 [ 0, %178 ], [ %197, %188 ]
  %190 = phi double [ 0.000000e+00, %178 ], [ %196, %188 ]
  %191 = getelementptr inbounds double, ptr %176, i64 %189
  %192 = load double, ptr %191, align 8, !tbaa !12
  %193 = mul nuw nsw i64 %189, %172
  %194 = getelementptr inbounds double, ptr %180, i64 %193
  %195 = load double, ptr %194, align 8, !tbaa !12
  %196 = call double @llvm.fmuladd.f64(double %192, double %195, double %190)
  %197 = add nuw nsw i64 %189, 1
  %198 = icmp eq i64 %197, %172
  br i1 %198, label %184, label %188, !llvm.loop !15

199:                                              ; preds = %181, %168
  %200 = icmp ult i32 %135, 2
  br i1 %200, label %219, label %201

201:                                              ; preds = %199
  %202 = and i64 %137, 4294967294
  br label %203

203:                                              ; preds = %203, %201
  %204 = phi i64 [ 0, %201 ], [ %215, %203 ]
  %205 = phi double [ 0.000000e+00, %201 ], [ %214, %203 ]
  %206 = or disjoint i64 %204, 1
  %207 = getelementptr inbounds double, ptr %13, i64 %204
  %208 = getelementptr inbounds double, ptr %13, i64 %206
  %209 = load double, ptr %207, align 8, !tbaa !12
  %210 = load double, ptr %208, align 8, !tbaa !12
  %211 = fmul double %209, %209
  %212 = fmul double %210, %210
  %213 = fadd double %205, %211
  %214 = fadd double %213, %212
  %215 = add nuw i64 %204, 2
  %216 = icmp eq i64 %215, %202
  br i1 %216, label %217, label %203, !llvm.loop !21

217:                                              ; preds = %203
  %218 = icmp eq i64 %202, %137
  br i1 %218, label %230, label %219

219:                                              ; preds = %217, %199
  %220 = phi i64 [ 0, %199 ], [ %202, %217 ]
  %221 = phi double [ 0.000000e+00, %199 ], [ %214, %217 ]
  br label %222

222:                                              ; preds = %219, %222
  %223 = phi i64 [ %228, %222 ], [ %220, %219 ]
  %224 = phi double [ %227, %222 ], [ %221, %219 ]
  %225 = getelementptr inbounds double, ptr %13, i64 %223
  %226 = load double, ptr %225, align 8, !tbaa !12
  %227 = call double @llvm.fmuladd.f64(double %226, double %226, double %224)
  %228 = add nuw nsw i64 %223, 1
  %229 = icmp eq i64 %228, %137
  br i1 %229, label %230, label %222, !llvm.loop !22

230:                                              ; preds = %222, %217, %132
  %231 = phi double [ 0.000000e+00, %132 ], [ %170, %217 ], [ %170, %222 ]
  %232 = phi double [ 0.000000e+00, %132 ], [ %214, %217 ], [ %227, %222 ]
  %233 = call double @sqrt(double noundef %232) #10
  %234 = fsub double %231, %233
  %235 = fdiv double %234, 2.000000e-05
  %236 = fsub double %103, %235
  %237 = call double @llvm.fabs.f64(double %236)
  %238 = call double @llvm.fabs.f64(double %235)
  %239 = call double @llvm.maxnum.f64(double %238, double 1.000000e+00)
  %240 = fmul double %239, 0x3EB0C6F7A0B5ED8D
  %241 = fcmp ugt double %237, %240
  %242 = fcmp ule double %238, 1.000000e-09
  %243 = or i1 %242, %241
  %244 = select i1 %243, ptr @.str.3, ptr @.str.4
  %245 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %103, double noundef %235, ptr noundef nonnull %244)
  %246 = zext i1 %243 to i32
  %247 = load i32, ptr @fails, align 4, !tbaa !6
  %248 = add nsw i32 %247, %246
  store i32 %248, ptr @fails, align 4, !tbaa !6
  %249 = icmp eq i32 %248, 0
  %250 = select i1 %249, ptr @.str.4, ptr @.str.3
  %251 = call i32 @puts(ptr nonnull dereferenceable(1) %250)
  %252 = load i32, ptr @fails, align 4, !tbaa !6
  %253 = icmp ne i32 %252, 0
  %254 = zext i1 %253 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %254

255:                                              ; preds = %75, %255
  %256 = phi i64 [ 0, %75 ], [ %280, %255 ]
  %257 = trunc nuw nsw i64 %256 to i32
  %258 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %14, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %257) #10
  %259 = getelementptr inbounds [16 x double], ptr %11, i64 0, i64 %256
  %260 = load double, ptr %259, align 8, !tbaa !12
  %261 = getelementptr inbounds [16 x double], ptr %12, i64 0, i64 %256
  %262 = load double, ptr %261, align 8, !tbaa !12
  %263 = getelementptr inbounds [16 x double], ptr %13, i64 0, i64 %256
  %264 = load double, ptr %263, align 8, !tbaa !12
  %265 = fsub double %262, %264
  %266 = fdiv double %265, 2.000000e-05
  %267 = fsub double %260, %266
  %268 = call double @llvm.fabs.f64(double %267)
  %269 = call double @llvm.fabs.f64(double %266)
  %270 = call double @llvm.maxnum.f64(double %269, double 1.000000e+00)
  %271 = fmul double %270, 0x3EB0C6F7A0B5ED8D
  %272 = fcmp ugt double %268, %271
  %273 = fcmp ule double %269, 1.000000e-09
  %274 = or i1 %273, %272
  %275 = select i1 %274, ptr @.str.3, ptr @.str.4
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %14, double noundef %260, double noundef %266, ptr noundef nonnull %275)
  %277 = zext i1 %274 to i32
  %278 = load i32, ptr @fails, align 4, !tbaa !6
  %279 = add nsw i32 %278, %277
  store i32 %279, ptr @fails, align 4, !tbaa !6
  %280 = add nuw nsw i64 %256, 3
  %281 = icmp ult i64 %256, 13
  br i1 %281, label %255, label %102, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal void @matmul(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #5 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %8

8:                                                ; preds = %17, %6
  %9 = phi i64 [ 0, %6 ], [ %18, %17 ]
  %10 = mul nuw nsw i64 %9, %7
  %11 = getelementptr inbounds double, ptr %1, i64 %10
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  br label %14

13:                                               ; preds = %17, %4
  ret void

14:                                               ; preds = %8, %20
  %15 = phi i64 [ 0, %8 ], [ %22, %20 ]
  %16 = getelementptr inbounds double, ptr %2, i64 %15
  br label %24

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %9, 1
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %13, label %8, !llvm.loop !10

20:                                               ; preds = %24
  %21 = getelementptr inbounds double, ptr %12, i64 %15
  store double %32, ptr %21, align 8, !tbaa !12
  %22 = add nuw nsw i64 %15, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %17, label %14, !llvm.loop !14

24:                                               ; preds = %14, %24
  %25 = phi i64 [ 0, %14 ], [ %33, %24 ]
  %26 = phi double [ 0.000000e+00, %14 ], [ %32, %24 ]
  %27 = getelementptr inbounds double, ptr %11, i64 %25
  %28 = load double, ptr %27, align 8, !tbaa !12
  %29 = mul nuw nsw i64 %25, %7
  %30 = getelementptr inbounds double, ptr %16, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !12
  %32 = tail call double @llvm.fmuladd.f64(double %28, double %31, double %26)
  %33 = add nuw nsw i64 %25, 1
  %34 = icmp eq i64 %33, %7
  br i1 %34, label %20, label %24, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @frob_of_product(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) #7 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %34

6:                                                ; preds = %4
  %7 = zext nneg i32 %3 to i64
  br label %8

8:                                                ; preds = %16, %6
  %9 = phi i64 [ 0, %6 ], [ %17, %16 ]
  %10 = mul nuw nsw i64 %9, %7
  %11 = getelementptr inbounds double, ptr %1, i64 %10
  %12 = getelementptr inbounds double, ptr %0, i64 %10
  br label %13

13:                                               ; preds = %19, %8
  %14 = phi i64 [ 0, %8 ], [ %21, %19 ]
  %15 = getelementptr inbounds double, ptr %2, i64 %14
  br label %23

16:                                               ; preds = %19
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %34, label %8, !llvm.loop !10

19:                                               ; preds = %23
  %20 = getelementptr inbounds double, ptr %12, i64 %14
  store double %31, ptr %20, align 8, !tbaa !12
  %21 = add nuw nsw i64 %14, 1
  %22 = icmp eq i64 %21, %7
  br i1 %22, label %16, label %13, !llvm.loop !14

23:                                               ; preds = %23, %13
  %24 = phi i64 [ 0, %13 ], [ %32, %23 ]
  %25 = phi double [ 0.000000e+00, %13 ], [ %31, %23 ]
  %26 = getelementptr inbounds double, ptr %11, i64 %24
  %27 = load double, ptr %26, align 8, !tbaa !12
  %28 = mul nuw nsw i64 %24, %7
  %29 = getelementptr inbounds double, ptr %15, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !12
  %31 = tail call double @llvm.fmuladd.f64(double %27, double %30, double %25)
  %32 = add nuw nsw i64 %24, 1
  %33 = icmp eq i64 %32, %7
  br i1 %33, label %19, label %23, !llvm.loop !15

34:                                               ; preds = %16, %4
  %35 = icmp eq i32 %3, 0
  br i1 %35, label %62, label %36

36:                                               ; preds = %34
  %37 = mul i32 %3, %3
  %38 = tail call i32 @llvm.umax.i32(i32 %37, i32 1)
  %39 = zext i32 %38 to i64
  %40 = icmp ult i32 %37, 2
  br i1 %40, label %41, label %44

41:                                               ; preds = %60, %36
  %42 = phi i64 [ 0, %36 ], [ %45, %60 ]
  %43 = phi double [ 0.000000e+00, %36 ], [ %57, %60 ]
  br label %65

44:                                               ; preds = %36
  %45 = and i64 %39, 4294967292
  br label %46

46:                                               ; preds = %46, %44
  %47 = phi i64 [ 0, %44 ], [ %58, %46 ]
  %48 = phi double [ 0.000000e+00, %44 ], [ %57, %46 ]
  %49 = or disjoint i64 %47, 1
  %50 = getelementptr inbounds double, ptr %0, i64 %47
  %51 = getelementptr inbounds double, ptr %0, i64 %49
  %52 = load double, ptr %50, align 8, !tbaa !12
  %53 = load double, ptr %51, align 8, !tbaa !12
  %54 = fmul double %52, %52
  %55 = fmul double %53, %53
  %56 = fadd double %48, %54
  %57 = fadd double %56, %55
  %58 = add nuw i64 %47, 2
  %59 = icmp eq i64 %58, %45
  br i1 %59, label %60, label %46, !llvm.loop !24

60:                                               ; preds = %46
  %61 = icmp eq i64 %45, %39
  br i1 %61, label %62, label %41

62:                                               ; preds = %65, %60, %34
  %63 = phi double [ 0.000000e+00, %34 ], [ %57, %60 ], [ %70, %65 ]
  %64 = tail call double @sqrt(double noundef %63) #10
  ret double %64

65:                                               ; preds = %41, %65
  %66 = phi i64 [ %71, %65 ], [ %42, %41 ]
  %67 = phi double [ %70, %65 ], [ %43, %41 ]
  %68 = getelementptr inbounds double, ptr %0, i64 %66
  %69 = load double, ptr %68, align 8, !tbaa !12
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %69, double %67)
  %71 = add nuw nsw i64 %66, 1
  %72 = icmp eq i64 %71, %39
  br i1 %72, label %62, label %65, !llvm.loop !25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind memory(write, argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !11, !18}
!21 = distinct !{!21, !11, !18, !19}
!22 = distinct !{!22, !11, !18}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !18, !19}
!25 = distinct !{!25, !11, !18}
