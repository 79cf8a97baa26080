; ModuleID = 'fwd/15_struct_mixed.c'
source_filename = "fwd/15_struct_mixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.params = type { i32, double, i8, [4 x double], i32, double }

@__const.main.p = private unnamed_addr constant %struct.params { i32 4, double 1.700000e+00, i8 1, [4 x double] [double 5.000000e-01, double -1.200000e+00, double 8.000000e-01, double 3.000000e-01], i32 99, double -4.000000e-01 }, align 8
@__const.main.dp = private unnamed_addr constant %struct.params { i32 -7, double 3.000000e-01, i8 0, [4 x double] [double 1.000000e+00, double 2.000000e-01, double -5.000000e-01, double 0x3FE6666666666666], i32 -7, double 2.500000e-01 }, align 8
@.str = private unnamed_addr constant [17 x i8] c"model (p, x dup)\00", align 1
@enzyme_dup = external local_unnamed_addr global i32, align 4
@.str.1 = private unnamed_addr constant [15 x i8] c"model (flag=0)\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"update: offset\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"update: coef[3]\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"update: scale kept\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.params, align 8
  %2 = alloca %struct.params, align 8
  %3 = alloca %struct.params, align 8
  %4 = alloca %struct.params, align 8
  %5 = alloca %struct.params, align 8
  %6 = alloca %struct.params, align 8
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %1, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.p, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %2, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.dp, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %3, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.p, i64 72, i1 false)
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %4, ptr noundef nonnull align 8 dereferenceable(72) @__const.main.p, i64 72, i1 false)
  %7 = getelementptr inbounds i8, ptr %3, i64 8
  %8 = load <2 x double>, ptr %7, align 8
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !5
  %11 = insertelement <2 x double> %8, double %10, i64 1
  %12 = fadd <2 x double> %11, <double 3.000000e-06, double -3.000000e-06>
  %13 = getelementptr inbounds i8, ptr %3, i64 64
  %14 = load double, ptr %13, align 8, !tbaa !11
  %15 = fadd double %14, 2.500000e-06
  store double %15, ptr %13, align 8, !tbaa !11
  %16 = getelementptr inbounds i8, ptr %4, i64 64
  %17 = load double, ptr %16, align 8, !tbaa !11
  %18 = fadd double %17, -2.500000e-06
  store double %18, ptr %16, align 8, !tbaa !11
  %19 = getelementptr inbounds i8, ptr %3, i64 24
  %20 = getelementptr inbounds i8, ptr %4, i64 24
  %21 = load <2 x double>, ptr %19, align 8
  %22 = load double, ptr %20, align 8, !tbaa !12
  %23 = insertelement <2 x double> %21, double %22, i64 1
  %24 = fadd <2 x double> %23, <double 1.000000e-05, double -1.000000e-05>
  %25 = extractelement <2 x double> %24, i64 0
  store double %25, ptr %19, align 8, !tbaa !12
  %26 = extractelement <2 x double> %24, i64 1
  store double %26, ptr %20, align 8, !tbaa !12
  %27 = getelementptr inbounds i8, ptr %3, i64 32
  %28 = getelementptr inbounds i8, ptr %4, i64 32
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !12
  %30 = fadd <2 x double> %29, <double 0x3EC0C6F7A0B5ED8E, double -5.000000e-06>
  store <2 x double> %30, ptr %27, align 8, !tbaa !12
  %31 = load <2 x double>, ptr %28, align 8, !tbaa !12
  %32 = fadd <2 x double> %31, <double 0xBEC0C6F7A0B5ED8E, double 5.000000e-06>
  store <2 x double> %32, ptr %28, align 8, !tbaa !12
  %33 = getelementptr inbounds i8, ptr %3, i64 48
  %34 = load <2 x double>, ptr %33, align 8
  %35 = getelementptr inbounds i8, ptr %4, i64 48
  %36 = load double, ptr %35, align 8, !tbaa !12
  %37 = insertelement <2 x double> %34, double %36, i64 1
  %38 = fadd <2 x double> %37, <double 0x3EDD5C31593E5FB7, double 0xBEDD5C31593E5FB7>
  %39 = extractelement <2 x double> %38, i64 0
  store double %39, ptr %33, align 8, !tbaa !12
  %40 = extractelement <2 x double> %38, i64 1
  store double %40, ptr %35, align 8, !tbaa !12
  %41 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %42 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model, i32 noundef %41, ptr noundef nonnull %1, ptr noundef nonnull %2, double noundef 1.300000e+00, double noundef -6.000000e-01) #10
  %43 = load i32, ptr %3, align 8, !tbaa !14
  %44 = icmp sgt i32 %43, 0
  br i1 %44, label %45, label %103

45:                                               ; preds = %0
  %46 = zext nneg i32 %43 to i64
  %47 = and i64 %46, 3
  %48 = icmp ult i32 %43, 4
  br i1 %48, label %85, label %49

49:                                               ; preds = %45
  %50 = and i64 %46, 2147483644
  br label %51

51:                                               ; preds = %51, %49
  %52 = phi i64 [ 0, %49 ], [ %82, %51 ]
  %53 = phi double [ %15, %49 ], [ %81, %51 ]
  %54 = phi i64 [ 0, %49 ], [ %83, %51 ]
  %55 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !12
  %57 = trunc nuw nsw i64 %52 to i32
  %58 = uitofp nneg i32 %57 to double
  %59 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %58) #10
  %60 = call double @llvm.fmuladd.f64(double %56, double %59, double %53)
  %61 = or disjoint i64 %52, 1
  %62 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !12
  %64 = trunc nuw nsw i64 %61 to i32
  %65 = uitofp nneg i32 %64 to double
  %66 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %65) #10
  %67 = call double @llvm.fmuladd.f64(double %63, double %66, double %60)
  %68 = or disjoint i64 %52, 2
  %69 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %68
  %70 = load double, ptr %69, align 8, !tbaa !12
  %71 = trunc nuw nsw i64 %68 to i32
  %72 = uitofp nneg i32 %71 to double
  %73 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %72) #10
  %74 = call double @llvm.fmuladd.f64(double %70, double %73, double %67)
  %75 = or disjoint i64 %52, 3
  %76 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !12
  %78 = trunc nuw nsw i64 %75 to i32
  %79 = uitofp nneg i32 %78 to double
  %80 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %79) #10
  %81 = call double @llvm.fmuladd.f64(double %77, double %80, double %74)
  %82 = add nuw nsw i64 %52, 4
  %83 = add i64 %54, 4
  %84 = icmp eq i64 %83, %50
  br i1 %84, label %85, label %51, !llvm.loop !15

85:                                               ; preds = %51, %45
  %86 = phi double [ poison, %45 ], [ %81, %51 ]
  %87 = phi i64 [ 0, %45 ], [ %82, %51 ]
  %88 = phi double [ %15, %45 ], [ %81, %51 ]
  %89 = icmp eq i64 %47, 0
  br i1 %89, label %103, label %90

90:                                               ; preds = %85, %90
  %91 = phi i64 [ %100, %90 ], [ %87, %85 ]
  %92 = phi double [ %99, %90 ], [ %88, %85 ]
  %93 = phi i64 [ %101, %90 ], [ 0, %85 ]
  %94 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %91
  %95 = load double, ptr %94, align 8, !tbaa !12
  %96 = trunc nuw nsw i64 %91 to i32
  %97 = uitofp nneg i32 %96 to double
  %98 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %97) #10
  %99 = call double @llvm.fmuladd.f64(double %95, double %98, double %92)
  %100 = add nuw nsw i64 %91, 1
  %101 = add i64 %93, 1
  %102 = icmp eq i64 %101, %47
  br i1 %102, label %103, label %90, !llvm.loop !17

103:                                              ; preds = %85, %90, %0
  %104 = phi double [ %15, %0 ], [ %86, %85 ], [ %99, %90 ]
  %105 = getelementptr inbounds i8, ptr %3, i64 16
  %106 = load i8, ptr %105, align 8, !tbaa !19
  %107 = icmp eq i8 %106, 0
  %108 = extractelement <2 x double> %12, i64 0
  %109 = fmul double %108, %104
  %110 = fdiv double %104, %108
  %111 = select i1 %107, double %110, double %109
  %112 = load i32, ptr %4, align 8, !tbaa !14
  %113 = icmp sgt i32 %112, 0
  br i1 %113, label %114, label %172

114:                                              ; preds = %103
  %115 = zext nneg i32 %112 to i64
  %116 = and i64 %115, 3
  %117 = icmp ult i32 %112, 4
  br i1 %117, label %154, label %118

118:                                              ; preds = %114
  %119 = and i64 %115, 2147483644
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi i64 [ 0, %118 ], [ %151, %120 ]
  %122 = phi double [ %18, %118 ], [ %150, %120 ]
  %123 = phi i64 [ 0, %118 ], [ %152, %120 ]
  %124 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !12
  %126 = trunc nuw nsw i64 %121 to i32
  %127 = uitofp nneg i32 %126 to double
  %128 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %127) #10
  %129 = call double @llvm.fmuladd.f64(double %125, double %128, double %122)
  %130 = or disjoint i64 %121, 1
  %131 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !12
  %133 = trunc nuw nsw i64 %130 to i32
  %134 = uitofp nneg i32 %133 to double
  %135 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %134) #10
  %136 = call double @llvm.fmuladd.f64(double %132, double %135, double %129)
  %137 = or disjoint i64 %121, 2
  %138 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %137
  %139 = load double, ptr %138, align 8, !tbaa !12
  %140 = trunc nuw nsw i64 %137 to i32
  %141 = uitofp nneg i32 %140 to double
  %142 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %141) #10
  %143 = call double @llvm.fmuladd.f64(double %139, double %142, double %136)
  %144 = or disjoint i64 %121, 3
  %145 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !12
  %147 = trunc nuw nsw i64 %144 to i32
  %148 = uitofp nneg i32 %147 to double
  %149 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %148) #10
  %150 = call double @llvm.fmuladd.f64(double %146, double %149, double %143)
  %151 = add nuw nsw i64 %121, 4
  %152 = add i64 %123, 4
  %153 = icmp eq i64 %152, %119
  br i1 %153, label %154, label %120, !llvm.loop !15

154:                                              ; preds = %120, %114
  %155 = phi double [ poison, %114 ], [ %150, %120 ]
  %156 = phi i64 [ 0, %114 ], [ %151, %120 ]
  %157 = phi double [ %18, %114 ], [ %150, %120 ]
  %158 = icmp eq i64 %116, 0
  br i1 %158, label %172, label %159

159:                                              ; preds = %154, %159
  %160 = phi i64 [ %169, %159 ], [ %156, %154 ]
  %161 = phi double [ %168, %159 ], [ %157, %154 ]
  %162 = phi i64 [ %170, %159 ], [ 0, %154 ]
  %163 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %160
  %164 = load double, ptr %163, align 8, !tbaa !12
  %165 = trunc nuw nsw i64 %160 to i32
  %166 = uitofp nneg i32 %165 to double
  %167 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %166) #10
  %168 = call double @llvm.fmuladd.f64(double %164, double %167, double %161)
  %169 = add nuw nsw i64 %160, 1
  %170 = add i64 %162, 1
  %171 = icmp eq i64 %170, %116
  br i1 %171, label %172, label %159, !llvm.loop !20

172:                                              ; preds = %154, %159, %103
  %173 = phi double [ %18, %103 ], [ %155, %154 ], [ %168, %159 ]
  %174 = getelementptr inbounds i8, ptr %4, i64 16
  %175 = load i8, ptr %174, align 8, !tbaa !19
  %176 = icmp eq i8 %175, 0
  %177 = extractelement <2 x double> %12, i64 1
  %178 = fmul double %177, %173
  %179 = fdiv double %173, %177
  %180 = select i1 %176, double %179, double %178
  %181 = fsub double %111, %180
  %182 = fdiv double %181, 2.000000e-05
  %183 = fsub double %42, %182
  %184 = call double @llvm.fabs.f64(double %183)
  %185 = call double @llvm.fabs.f64(double %182)
  %186 = call double @llvm.maxnum.f64(double %185, double 1.000000e+00)
  %187 = fmul double %186, 0x3EB0C6F7A0B5ED8D
  %188 = fcmp ugt double %184, %187
  %189 = fcmp ule double %185, 1.000000e-09
  %190 = or i1 %189, %188
  %191 = select i1 %190, ptr @.str.6, ptr @.str.7
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, double noundef %42, double noundef %182, ptr noundef nonnull %191)
  %193 = zext i1 %190 to i32
  %194 = load i32, ptr @fails, align 4, !tbaa !13
  %195 = add nsw i32 %194, %193
  store i32 %195, ptr @fails, align 4, !tbaa !13
  %196 = getelementptr inbounds i8, ptr %1, i64 16
  store i8 0, ptr %196, align 8, !tbaa !19
  %197 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %198 = load i32, ptr @enzyme_const, align 4, !tbaa !13
  %199 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @model, i32 noundef %197, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %198, double noundef 1.300000e+00) #10
  br i1 %44, label %200, label %258

200:                                              ; preds = %172
  %201 = zext nneg i32 %43 to i64
  %202 = and i64 %201, 3
  %203 = icmp ult i32 %43, 4
  br i1 %203, label %240, label %204

204:                                              ; preds = %200
  %205 = and i64 %201, 2147483644
  br label %206

206:                                              ; preds = %206, %204
  %207 = phi i64 [ 0, %204 ], [ %237, %206 ]
  %208 = phi double [ %15, %204 ], [ %236, %206 ]
  %209 = phi i64 [ 0, %204 ], [ %238, %206 ]
  %210 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %207
  %211 = load double, ptr %210, align 8, !tbaa !12
  %212 = trunc nuw nsw i64 %207 to i32
  %213 = uitofp nneg i32 %212 to double
  %214 = call double @pow(double noundef 1.300000e+00, double noundef %213) #10
  %215 = call double @llvm.fmuladd.f64(double %211, double %214, double %208)
  %216 = or disjoint i64 %207, 1
  %217 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %216
  %218 = load double, ptr %217, align 8, !tbaa !12
  %219 = trunc nuw nsw i64 %216 to i32
  %220 = uitofp nneg i32 %219 to double
  %221 = call double @pow(double noundef 1.300000e+00, double noundef %220) #10
  %222 = call double @llvm.fmuladd.f64(double %218, double %221, double %215)
  %223 = or disjoint i64 %207, 2
  %224 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %223
  %225 = load double, ptr %224, align 8, !tbaa !12
  %226 = trunc nuw nsw i64 %223 to i32
  %227 = uitofp nneg i32 %226 to double
  %228 = call double @pow(double noundef 1.300000e+00, double noundef %227) #10
  %229 = call double @llvm.fmuladd.f64(double %225, double %228, double %222)
  %230 = or disjoint i64 %207, 3
  %231 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %230
  %232 = load double, ptr %231, align 8, !tbaa !12
  %233 = trunc nuw nsw i64 %230 to i32
  %234 = uitofp nneg i32 %233 to double
  %235 = call double @pow(double noundef 1.300000e+00, double noundef %234) #10
  %236 = call double @llvm.fmuladd.f64(double %232, double %235, double %229)
  %237 = add nuw nsw i64 %207, 4
  %238 = add i64 %209, 4
  %239 = icmp eq i64 %238, %205
  br i1 %239, label %240, label %206, !llvm.loop !15

240:                                              ; preds = %206, %200
  %241 = phi double [ poison, %200 ], [ %236, %206 ]
  %242 = phi i64 [ 0, %200 ], [ %237, %206 ]
  %243 = phi double [ %15, %200 ], [ %236, %206 ]
  %244 = icmp eq i64 %202, 0
  br i1 %244, label %258, label %245

245:                                              ; preds = %240, %245
  %246 = phi i64 [ %255, %245 ], [ %242, %240 ]
  %247 = phi double [ %254, %245 ], [ %243, %240 ]
  %248 = phi i64 [ %256, %245 ], [ 0, %240 ]
  %249 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %246
  %250 = load double, ptr %249, align 8, !tbaa !12
  %251 = trunc nuw nsw i64 %246 to i32
  %252 = uitofp nneg i32 %251 to double
  %253 = call double @pow(double noundef 1.300000e+00, double noundef %252) #10
  %254 = call double @llvm.fmuladd.f64(double %250, double %253, double %247)
  %255 = add nuw nsw i64 %246, 1
  %256 = add i64 %248, 1
  %257 = icmp eq i64 %256, %202
  br i1 %257, label %258, label %245, !llvm.loop !21

258:                                              ; preds = %240, %245, %172
  %259 = phi double [ %15, %172 ], [ %241, %240 ], [ %254, %245 ]
  %260 = fdiv double %259, %108
  br i1 %113, label %261, label %319

261:                                              ; preds = %258
  %262 = zext nneg i32 %112 to i64
  %263 = and i64 %262, 3
  %264 = icmp ult i32 %112, 4
  br i1 %264, label %301, label %265

265:                                              ; preds = %261
  %266 = and i64 %262, 2147483644
  br label %267

267:                                              ; preds = %267, %265
  %268 = phi i64 [ 0, %265 ], [ %298, %267 ]
  %269 = phi double [ %18, %265 ], [ %297, %267 ]
  %270 = phi i64 [ 0, %265 ], [ %299, %267 ]
  %271 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %268
  %272 = load double, ptr %271, align 8, !tbaa !12
  %273 = trunc nuw nsw i64 %268 to i32
  %274 = uitofp nneg i32 %273 to double
  %275 = call double @pow(double noundef 1.300000e+00, double noundef %274) #10
  %276 = call double @llvm.fmuladd.f64(double %272, double %275, double %269)
  %277 = or disjoint i64 %268, 1
  %278 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %277
  %279 = load double, ptr %278, align 8, !tbaa !12
  %280 = trunc nuw nsw i64 %277 to i32
  %281 = uitofp nneg i32 %280 to double
  %282 = call double @pow(double noundef 1.300000e+00, double noundef %281) #10
  %283 = call double @llvm.fmuladd.f64(double %279, double %282, double %276)
  %284 = or disjoint i64 %268, 2
  %285 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %284
  %286 = load double, ptr %285, align 8, !tbaa !12
  %287 = trunc nuw nsw i64 %284 to i32
  %288 = uitofp nneg i32 %287 to double
  %289 = call double @pow(double noundef 1.300000e+00, double noundef %288) #10
  %290 = call double @llvm.fmuladd.f64(double %286, double %289, double %283)
  %291 = or disjoint i64 %268, 3
  %292 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %291
  %293 = load double, ptr %292, align 8, !tbaa !12
  %294 = trunc nuw nsw i64 %291 to i32
  %295 = uitofp nneg i32 %294 to double
  %296 = call double @pow(double noundef 1.300000e+00, double noundef %295) #10
  %297 = call double @llvm.fmuladd.f64(double %293, double %296, double %290)
  %298 = add nuw nsw i64 %268, 4
  %299 = add i64 %270, 4
  %300 = icmp eq i64 %299, %266
  br i1 %300, label %301, label %267, !llvm.loop !15

301:                                              ; preds = %267, %261
  %302 = phi double [ poison, %261 ], [ %297, %267 ]
  %303 = phi i64 [ 0, %261 ], [ %298, %267 ]
  %304 = phi double [ %18, %261 ], [ %297, %267 ]
  %305 = icmp eq i64 %263, 0
  br i1 %305, label %319, label %306

306:                                              ; preds = %301, %306
  %307 = phi i64 [ %316, %306 ], [ %303, %301 ]
  %308 = phi double [ %315, %306 ], [ %304, %301 ]
  %309 = phi i64 [ %317, %306 ], [ 0, %301 ]
  %310 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %307
  %311 = load double, ptr %310, align 8, !tbaa !12
  %312 = trunc nuw nsw i64 %307 to i32
  %313 = uitofp nneg i32 %312 to double
  %314 = call double @pow(double noundef 1.300000e+00, double noundef %313) #10
  %315 = call double @llvm.fmuladd.f64(double %311, double %314, double %308)
  %316 = add nuw nsw i64 %307, 1
  %317 = add i64 %309, 1
  %318 = icmp eq i64 %317, %263
  br i1 %318, label %319, label %306, !llvm.loop !22

319:                                              ; preds = %301, %306, %258
  %320 = phi double [ %18, %258 ], [ %302, %301 ], [ %315, %306 ]
  %321 = fdiv double %320, %177
  %322 = fsub double %260, %321
  %323 = fdiv double %322, 2.000000e-05
  %324 = fsub double %199, %323
  %325 = call double @llvm.fabs.f64(double %324)
  %326 = call double @llvm.fabs.f64(double %323)
  %327 = call double @llvm.maxnum.f64(double %326, double 1.000000e+00)
  %328 = fmul double %327, 0x3EB0C6F7A0B5ED8D
  %329 = fcmp ugt double %325, %328
  %330 = fcmp ule double %326, 1.000000e-09
  %331 = or i1 %330, %329
  %332 = select i1 %331, ptr @.str.6, ptr @.str.7
  %333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, double noundef %199, double noundef %323, ptr noundef nonnull %332)
  %334 = zext i1 %331 to i32
  %335 = load i32, ptr @fails, align 4, !tbaa !13
  %336 = add nsw i32 %335, %334
  store i32 %336, ptr @fails, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %5, ptr noundef nonnull align 8 dereferenceable(72) %1, i64 72, i1 false), !tbaa.struct !23
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %6, ptr noundef nonnull align 8 dereferenceable(72) %2, i64 72, i1 false), !tbaa.struct !23
  %337 = load i32, ptr @enzyme_dup, align 4, !tbaa !13
  %338 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @update, i32 noundef %337, ptr noundef nonnull %5, ptr noundef nonnull %6, double noundef 1.300000e+00, double noundef -6.000000e-01) #10
  br i1 %44, label %339, label %397

339:                                              ; preds = %319
  %340 = zext nneg i32 %43 to i64
  %341 = and i64 %340, 3
  %342 = icmp ult i32 %43, 4
  br i1 %342, label %379, label %343

343:                                              ; preds = %339
  %344 = and i64 %340, 2147483644
  br label %345

345:                                              ; preds = %345, %343
  %346 = phi i64 [ 0, %343 ], [ %376, %345 ]
  %347 = phi double [ %15, %343 ], [ %375, %345 ]
  %348 = phi i64 [ 0, %343 ], [ %377, %345 ]
  %349 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %346
  %350 = load double, ptr %349, align 8, !tbaa !12
  %351 = trunc nuw nsw i64 %346 to i32
  %352 = uitofp nneg i32 %351 to double
  %353 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %352) #10
  %354 = call double @llvm.fmuladd.f64(double %350, double %353, double %347)
  %355 = or disjoint i64 %346, 1
  %356 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !12
  %358 = trunc nuw nsw i64 %355 to i32
  %359 = uitofp nneg i32 %358 to double
  %360 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %359) #10
  %361 = call double @llvm.fmuladd.f64(double %357, double %360, double %354)
  %362 = or disjoint i64 %346, 2
  %363 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %362
  %364 = load double, ptr %363, align 8, !tbaa !12
  %365 = trunc nuw nsw i64 %362 to i32
  %366 = uitofp nneg i32 %365 to double
  %367 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %366) #10
  %368 = call double @llvm.fmuladd.f64(double %364, double %367, double %361)
  %369 = or disjoint i64 %346, 3
  %370 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %369
  %371 = load double, ptr %370, align 8, !tbaa !12
  %372 = trunc nuw nsw i64 %369 to i32
  %373 = uitofp nneg i32 %372 to double
  %374 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %373) #10
  %375 = call double @llvm.fmuladd.f64(double %371, double %374, double %368)
  %376 = add nuw nsw i64 %346, 4
  %377 = add i64 %348, 4
  %378 = icmp eq i64 %377, %344
  br i1 %378, label %379, label %345, !llvm.loop !15

379:                                              ; preds = %345, %339
  %380 = phi double [ poison, %339 ], [ %375, %345 ]
  %381 = phi i64 [ 0, %339 ], [ %376, %345 ]
  %382 = phi double [ %15, %339 ], [ %375, %345 ]
  %383 = icmp eq i64 %341, 0
  br i1 %383, label %397, label %384

384:                                              ; preds = %379, %384
  %385 = phi i64 [ %394, %384 ], [ %381, %379 ]
  %386 = phi double [ %393, %384 ], [ %382, %379 ]
  %387 = phi i64 [ %395, %384 ], [ 0, %379 ]
  %388 = getelementptr inbounds [4 x double], ptr %19, i64 0, i64 %385
  %389 = load double, ptr %388, align 8, !tbaa !12
  %390 = trunc nuw nsw i64 %385 to i32
  %391 = uitofp nneg i32 %390 to double
  %392 = call double @pow(double noundef 0x3FF4CCC6822FF089, double noundef %391) #10
  %393 = call double @llvm.fmuladd.f64(double %389, double %392, double %386)
  %394 = add nuw nsw i64 %385, 1
  %395 = add i64 %387, 1
  %396 = icmp eq i64 %395, %341
  br i1 %396, label %397, label %384, !llvm.loop !25

397:                                              ; preds = %379, %384, %319
  %398 = phi double [ %15, %319 ], [ %380, %379 ], [ %393, %384 ]
  br i1 %113, label %399, label %457

399:                                              ; preds = %397
  %400 = zext nneg i32 %112 to i64
  %401 = and i64 %400, 3
  %402 = icmp ult i32 %112, 4
  br i1 %402, label %439, label %403

403:                                              ; preds = %399
  %404 = and i64 %400, 2147483644
  br label %405

405:                                              ; preds = %405, %403
  %406 = phi i64 [ 0, %403 ], [ %436, %405 ]
  %407 = phi double [ %18, %403 ], [ %435, %405 ]
  %408 = phi i64 [ 0, %403 ], [ %437, %405 ]
  %409 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %406
  %410 = load double, ptr %409, align 8, !tbaa !12
  %411 = trunc nuw nsw i64 %406 to i32
  %412 = uitofp nneg i32 %411 to double
  %413 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %412) #10
  %414 = call double @llvm.fmuladd.f64(double %410, double %413, double %407)
  %415 = or disjoint i64 %406, 1
  %416 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %415
  %417 = load double, ptr %416, align 8, !tbaa !12
  %418 = trunc nuw nsw i64 %415 to i32
  %419 = uitofp nneg i32 %418 to double
  %420 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %419) #10
  %421 = call double @llvm.fmuladd.f64(double %417, double %420, double %414)
  %422 = or disjoint i64 %406, 2
  %423 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %422
  %424 = load double, ptr %423, align 8, !tbaa !12
  %425 = trunc nuw nsw i64 %422 to i32
  %426 = uitofp nneg i32 %425 to double
  %427 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %426) #10
  %428 = call double @llvm.fmuladd.f64(double %424, double %427, double %421)
  %429 = or disjoint i64 %406, 3
  %430 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %429
  %431 = load double, ptr %430, align 8, !tbaa !12
  %432 = trunc nuw nsw i64 %429 to i32
  %433 = uitofp nneg i32 %432 to double
  %434 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %433) #10
  %435 = call double @llvm.fmuladd.f64(double %431, double %434, double %428)
  %436 = add nuw nsw i64 %406, 4
  %437 = add i64 %408, 4
  %438 = icmp eq i64 %437, %404
  br i1 %438, label %439, label %405, !llvm.loop !15

439:                                              ; preds = %405, %399
  %440 = phi double [ poison, %399 ], [ %435, %405 ]
  %441 = phi i64 [ 0, %399 ], [ %436, %405 ]
  %442 = phi double [ %18, %399 ], [ %435, %405 ]
  %443 = icmp eq i64 %401, 0
  br i1 %443, label %457, label %444

444:                                              ; preds = %439, %444
  %445 = phi i64 [ %454, %444 ], [ %441, %439 ]
  %446 = phi double [ %453, %444 ], [ %442, %439 ]
  %447 = phi i64 [ %455, %444 ], [ 0, %439 ]
  %448 = getelementptr inbounds [4 x double], ptr %20, i64 0, i64 %445
  %449 = load double, ptr %448, align 8, !tbaa !12
  %450 = trunc nuw nsw i64 %445 to i32
  %451 = uitofp nneg i32 %450 to double
  %452 = call double @pow(double noundef 0x3FF4CCD31769A911, double noundef %451) #10
  %453 = call double @llvm.fmuladd.f64(double %449, double %452, double %446)
  %454 = add nuw nsw i64 %445, 1
  %455 = add i64 %447, 1
  %456 = icmp eq i64 %455, %401
  br i1 %456, label %457, label %444, !llvm.loop !26

457:                                              ; preds = %439, %444, %397
  %458 = phi double [ %18, %397 ], [ %440, %439 ], [ %453, %444 ]
  %459 = insertelement <2 x double> poison, double %398, i64 0
  %460 = insertelement <2 x double> %459, double %458, i64 1
  %461 = fdiv <2 x double> %460, %12
  %462 = fmul <2 x double> %24, %461
  %463 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %12, <2 x double> <double 0x3FF4CCC6822FF089, double 0x3FF4CCD31769A911>, <2 x double> %38)
  %464 = getelementptr inbounds i8, ptr %6, i64 64
  %465 = load double, ptr %464, align 8, !tbaa !11
  %466 = shufflevector <2 x double> %462, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %467 = fsub <2 x double> %462, %466
  %468 = extractelement <2 x double> %467, i64 0
  %469 = fdiv double %468, 2.000000e-05
  %470 = fsub double %465, %469
  %471 = call double @llvm.fabs.f64(double %470)
  %472 = call double @llvm.fabs.f64(double %469)
  %473 = call double @llvm.maxnum.f64(double %472, double 1.000000e+00)
  %474 = fmul double %473, 0x3EB0C6F7A0B5ED8D
  %475 = fcmp ugt double %471, %474
  %476 = fcmp ule double %472, 1.000000e-09
  %477 = or i1 %476, %475
  %478 = select i1 %477, ptr @.str.6, ptr @.str.7
  %479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, double noundef %465, double noundef %469, ptr noundef nonnull %478)
  %480 = zext i1 %477 to i32
  %481 = load i32, ptr @fails, align 4, !tbaa !13
  %482 = add nsw i32 %481, %480
  store i32 %482, ptr @fails, align 4, !tbaa !13
  %483 = getelementptr inbounds i8, ptr %6, i64 48
  %484 = load double, ptr %483, align 8, !tbaa !12
  %485 = getelementptr inbounds i8, ptr %6, i64 8
  %486 = shufflevector <2 x double> %12, <2 x double> %463, <2 x i32> <i32 0, i32 2>
  %487 = shufflevector <2 x double> %12, <2 x double> %463, <2 x i32> <i32 1, i32 3>
  %488 = fsub <2 x double> %486, %487
  %489 = fdiv <2 x double> %488, <double 2.000000e-05, double 2.000000e-05>
  %490 = extractelement <2 x double> %489, i64 1
  %491 = fsub double %484, %490
  %492 = call double @llvm.fabs.f64(double %491)
  %493 = call <2 x double> @llvm.fabs.v2f64(<2 x double> %489)
  %494 = extractelement <2 x double> %493, i64 1
  %495 = call double @llvm.maxnum.f64(double %494, double 1.000000e+00)
  %496 = fmul double %495, 0x3EB0C6F7A0B5ED8D
  %497 = fcmp ugt double %492, %496
  %498 = fcmp ule <2 x double> %493, <double 1.000000e-09, double 1.000000e-09>
  %499 = extractelement <2 x i1> %498, i64 1
  %500 = or i1 %499, %497
  %501 = select i1 %500, ptr @.str.6, ptr @.str.7
  %502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, double noundef %484, double noundef %490, ptr noundef nonnull %501)
  %503 = zext i1 %500 to i32
  %504 = load i32, ptr @fails, align 4, !tbaa !13
  %505 = add nsw i32 %504, %503
  store i32 %505, ptr @fails, align 4, !tbaa !13
  %506 = load double, ptr %485, align 8, !tbaa !5
  %507 = extractelement <2 x double> %489, i64 0
  %508 = fsub double %506, %507
  %509 = call double @llvm.fabs.f64(double %508)
  %510 = extractelement <2 x double> %493, i64 0
  %511 = call double @llvm.maxnum.f64(double %510, double 1.000000e+00)
  %512 = fmul double %511, 0x3EB0C6F7A0B5ED8D
  %513 = fcmp ugt double %509, %512
  %514 = extractelement <2 x i1> %498, i64 0
  %515 = or i1 %514, %513
  %516 = select i1 %515, ptr @.str.6, ptr @.str.7
  %517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, double noundef %506, double noundef %507, ptr noundef nonnull %516)
  %518 = zext i1 %515 to i32
  %519 = load i32, ptr @fails, align 4, !tbaa !13
  %520 = add nsw i32 %519, %518
  store i32 %520, ptr @fails, align 4, !tbaa !13
  %521 = icmp eq i32 %520, 0
  %522 = select i1 %521, ptr @.str.7, ptr @.str.6
  %523 = call i32 @puts(ptr nonnull dereferenceable(1) %522)
  %524 = load i32, ptr @fails, align 4, !tbaa !13
  %525 = icmp ne i32 %524, 0
  %526 = zext i1 %525 to i32
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #10
  ret i32 %526
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal double @model(ptr nocapture noundef readonly %0, double noundef %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = load i32, ptr %0, align 8, !tbaa !14
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  br label %19

9:                                                ; preds = %19, %2
  %10 = phi double [ %4, %2 ], [ %27, %19 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load i8, ptr %11, align 8, !tbaa !19
  %13 = icmp eq i8 %12, 0
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = fmul double %10, %15
  %17 = fdiv double %10, %15
  %18 = select i1 %13, double %17, double %16
  ret double %18

19:                                               ; preds = %7, %19
  %20 = phi i64 [ 0, %7 ], [ %28, %19 ]
  %21 = phi double [ %4, %7 ], [ %27, %19 ]
  %22 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %20
  %23 = load double, ptr %22, align 8, !tbaa !12
  %24 = trunc nuw nsw i64 %20 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = tail call double @pow(double noundef %1, double noundef %25) #10
  %27 = tail call double @llvm.fmuladd.f64(double %23, double %26, double %21)
  %28 = add nuw nsw i64 %20, 1
  %29 = load i32, ptr %0, align 8, !tbaa !14
  %30 = sext i32 %29 to i64
  %31 = icmp slt i64 %28, %30
  br i1 %31, label %19, label %9, !llvm.loop !15
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define internal void @update(ptr nocapture noundef %0, double noundef %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 64
  %4 = load double, ptr %3, align 8, !tbaa !11
  %5 = load i32, ptr %0, align 8, !tbaa !14
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %22

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %18, %9 ]
  %11 = phi double [ %4, %7 ], [ %17, %9 ]
  %12 = getelementptr inbounds [4 x double], ptr %8, i64 0, i64 %10
  %13 = load double, ptr %12, align 8, !tbaa !12
  %14 = trunc nuw nsw i64 %10 to i32
  %15 = uitofp nneg i32 %14 to double
  %16 = tail call double @pow(double noundef %1, double noundef %15) #10
  %17 = tail call double @llvm.fmuladd.f64(double %13, double %16, double %11)
  %18 = add nuw nsw i64 %10, 1
  %19 = load i32, ptr %0, align 8, !tbaa !14
  %20 = sext i32 %19 to i64
  %21 = icmp slt i64 %18, %20
  br i1 %21, label %9, label %22, !llvm.loop !15

22:                                               ; preds = %9, %2
  %23 = phi double [ %4, %2 ], [ %17, %9 ]
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load i8, ptr %24, align 8, !tbaa !19
  %26 = icmp eq i8 %25, 0
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = fmul double %23, %28
  %30 = fdiv double %23, %28
  %31 = select i1 %26, double %30, double %29
  %32 = getelementptr inbounds i8, ptr %0, i64 24
  %33 = load double, ptr %32, align 8, !tbaa !12
  %34 = fmul double %33, %31
  store double %34, ptr %3, align 8, !tbaa !11
  %35 = getelementptr inbounds i8, ptr %0, i64 48
  %36 = load double, ptr %35, align 8, !tbaa !12
  %37 = tail call double @llvm.fmuladd.f64(double %1, double %28, double %36)
  store double %37, ptr %35, align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"", !7, i64 0, !10, i64 8, !8, i64 16, !8, i64 24, !7, i64 56, !10, i64 64}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!6, !10, i64 64}
!12 = !{!10, !10, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!6, !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!6, !8, i64 16}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = !{i64 0, i64 4, !13, i64 8, i64 8, !12, i64 16, i64 1, !24, i64 24, i64 32, !24, i64 56, i64 4, !13, i64 64, i64 8, !12}
!24 = !{!8, !8, i64 0}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !18}
