; ModuleID = 'rev/05_horner.c'
source_filename = "rev/05_horner.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [12 x i8] c"horner d/dx\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"horner d/dc[%d]\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"newton_step d/dx\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"newton_step d/dc[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [6 x double], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !5
  %6 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  store <2 x double> <double 5.000000e-01, double -1.200000e+00>, ptr %2, align 16
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 8.000000e-01, double 3.000000e-01>, ptr %7, align 16
  %8 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double -4.500000e-01, double 2.000000e-01>, ptr %8, align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  %9 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %10 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %11 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %12 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @horner, i32 noundef %9, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %10, i32 noundef %6, i32 noundef %11, double noundef 1.350000e+00) #9
  %13 = sext i32 %6 to i64
  %14 = getelementptr double, ptr %2, i64 %13
  %15 = getelementptr i8, ptr %14, i64 -8
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = icmp sgt i32 %6, 1
  %18 = add i32 %6, -2
  %19 = zext i32 %18 to i64
  br i1 %17, label %20, label %100

20:                                               ; preds = %0
  %21 = add nuw nsw i64 %19, 1
  %22 = and i64 %21, 3
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %34, label %24

24:                                               ; preds = %20, %24
  %25 = phi i64 [ %31, %24 ], [ %19, %20 ]
  %26 = phi double [ %30, %24 ], [ %16, %20 ]
  %27 = phi i64 [ %32, %24 ], [ 0, %20 ]
  %28 = getelementptr inbounds double, ptr %2, i64 %25
  %29 = load double, ptr %28, align 8, !tbaa !9
  %30 = call double @llvm.fmuladd.f64(double %26, double 0x3FF5999AA60913A5, double %29)
  %31 = add nsw i64 %25, -1
  %32 = add i64 %27, 1
  %33 = icmp eq i64 %32, %22
  br i1 %33, label %34, label %24, !llvm.loop !11

34:                                               ; preds = %24, %20
  %35 = phi double [ poison, %20 ], [ %30, %24 ]
  %36 = phi i64 [ %19, %20 ], [ %31, %24 ]
  %37 = phi double [ %16, %20 ], [ %30, %24 ]
  %38 = icmp ult i32 %18, 3
  br i1 %38, label %60, label %39

39:                                               ; preds = %34
  %40 = getelementptr i8, ptr %2, i64 -8
  %41 = getelementptr i8, ptr %2, i64 -16
  br label %42

42:                                               ; preds = %42, %39
  %43 = phi i64 [ %36, %39 ], [ %58, %42 ]
  %44 = phi double [ %37, %39 ], [ %57, %42 ]
  %45 = getelementptr inbounds double, ptr %2, i64 %43
  %46 = load double, ptr %45, align 8, !tbaa !9
  %47 = call double @llvm.fmuladd.f64(double %44, double 0x3FF5999AA60913A5, double %46)
  %48 = getelementptr double, ptr %40, i64 %43
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = call double @llvm.fmuladd.f64(double %47, double 0x3FF5999AA60913A5, double %49)
  %51 = getelementptr double, ptr %41, i64 %43
  %52 = load double, ptr %51, align 8, !tbaa !9
  %53 = call double @llvm.fmuladd.f64(double %50, double 0x3FF5999AA60913A5, double %52)
  %54 = add nsw i64 %43, -3
  %55 = getelementptr inbounds double, ptr %2, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = call double @llvm.fmuladd.f64(double %53, double 0x3FF5999AA60913A5, double %56)
  %58 = add nsw i64 %43, -4
  %59 = icmp eq i64 %54, 0
  br i1 %59, label %60, label %42, !llvm.loop !13

60:                                               ; preds = %42, %34
  %61 = phi double [ %35, %34 ], [ %57, %42 ]
  %62 = and i64 %21, 3
  %63 = icmp eq i64 %62, 0
  br i1 %63, label %74, label %64

64:                                               ; preds = %60, %64
  %65 = phi i64 [ %71, %64 ], [ %19, %60 ]
  %66 = phi double [ %70, %64 ], [ %16, %60 ]
  %67 = phi i64 [ %72, %64 ], [ 0, %60 ]
  %68 = getelementptr inbounds double, ptr %2, i64 %65
  %69 = load double, ptr %68, align 8, !tbaa !9
  %70 = call double @llvm.fmuladd.f64(double %66, double 0x3FF599988D2A1F8F, double %69)
  %71 = add nsw i64 %65, -1
  %72 = add i64 %67, 1
  %73 = icmp eq i64 %72, %62
  br i1 %73, label %74, label %64, !llvm.loop !15

74:                                               ; preds = %64, %60
  %75 = phi double [ poison, %60 ], [ %70, %64 ]
  %76 = phi i64 [ %19, %60 ], [ %71, %64 ]
  %77 = phi double [ %16, %60 ], [ %70, %64 ]
  %78 = icmp ult i32 %18, 3
  br i1 %78, label %100, label %79

79:                                               ; preds = %74
  %80 = getelementptr i8, ptr %2, i64 -8
  %81 = getelementptr i8, ptr %2, i64 -16
  br label %82

82:                                               ; preds = %82, %79
  %83 = phi i64 [ %76, %79 ], [ %98, %82 ]
  %84 = phi double [ %77, %79 ], [ %97, %82 ]
  %85 = getelementptr inbounds double, ptr %2, i64 %83
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = call double @llvm.fmuladd.f64(double %84, double 0x3FF599988D2A1F8F, double %86)
  %88 = getelementptr double, ptr %80, i64 %83
  %89 = load double, ptr %88, align 8, !tbaa !9
  %90 = call double @llvm.fmuladd.f64(double %87, double 0x3FF599988D2A1F8F, double %89)
  %91 = getelementptr double, ptr %81, i64 %83
  %92 = load double, ptr %91, align 8, !tbaa !9
  %93 = call double @llvm.fmuladd.f64(double %90, double 0x3FF599988D2A1F8F, double %92)
  %94 = add nsw i64 %83, -3
  %95 = getelementptr inbounds double, ptr %2, i64 %94
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = call double @llvm.fmuladd.f64(double %93, double 0x3FF599988D2A1F8F, double %96)
  %98 = add nsw i64 %83, -4
  %99 = icmp eq i64 %94, 0
  br i1 %99, label %100, label %82, !llvm.loop !13

100:                                              ; preds = %74, %82, %0
  %101 = phi double [ %16, %0 ], [ %61, %82 ], [ %61, %74 ]
  %102 = phi double [ %16, %0 ], [ %75, %74 ], [ %97, %82 ]
  %103 = fsub double %101, %102
  %104 = fdiv double %103, 2.000000e-06
  %105 = fsub double %12, %104
  %106 = call double @llvm.fabs.f64(double %105)
  %107 = call double @llvm.fabs.f64(double %104)
  %108 = call double @llvm.maxnum.f64(double %107, double 1.000000e+00)
  %109 = fmul double %108, 0x3EB0C6F7A0B5ED8D
  %110 = fcmp ugt double %106, %109
  %111 = fcmp ule double %107, 1.000000e-09
  %112 = or i1 %111, %110
  %113 = select i1 %112, ptr @.str.5, ptr @.str.6
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %12, double noundef %104, ptr noundef nonnull %113)
  %115 = zext i1 %112 to i32
  %116 = load i32, ptr @fails, align 4, !tbaa !5
  %117 = add nsw i32 %116, %115
  store i32 %117, ptr @fails, align 4, !tbaa !5
  %118 = add nuw nsw i64 %19, 1
  %119 = and i64 %118, 3
  %120 = icmp eq i64 %119, 0
  %121 = icmp ult i32 %18, 3
  %122 = getelementptr i8, ptr %2, i64 -8
  %123 = getelementptr i8, ptr %2, i64 -16
  %124 = and i64 %118, 3
  %125 = icmp eq i64 %124, 0
  %126 = icmp ult i32 %18, 3
  %127 = getelementptr i8, ptr %2, i64 -8
  %128 = getelementptr i8, ptr %2, i64 -16
  br label %271

129:                                              ; preds = %349
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %5) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %5, i8 0, i64 48, i1 false)
  %130 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @newton_step, ptr noundef nonnull %2, ptr noundef nonnull %5, i32 noundef %6, double noundef 1.350000e+00) #9
  %131 = load double, ptr %15, align 8, !tbaa !9
  %132 = insertelement <2 x double> <double 0.000000e+00, double poison>, double %131, i64 1
  br i1 %17, label %133, label %156

133:                                              ; preds = %129
  %134 = and i64 %118, 3
  %135 = icmp eq i64 %134, 0
  br i1 %135, label %148, label %136

136:                                              ; preds = %133, %136
  %137 = phi i64 [ %145, %136 ], [ %19, %133 ]
  %138 = phi <2 x double> [ %144, %136 ], [ %132, %133 ]
  %139 = phi i64 [ %146, %136 ], [ 0, %133 ]
  %140 = getelementptr inbounds double, ptr %2, i64 %137
  %141 = load double, ptr %140, align 8, !tbaa !9
  %142 = shufflevector <2 x double> %138, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %143 = insertelement <2 x double> %142, double %141, i64 1
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %138, <2 x double> <double 0x3FF5999AA60913A5, double 0x3FF5999AA60913A5>, <2 x double> %143)
  %145 = add nsw i64 %137, -1
  %146 = add i64 %139, 1
  %147 = icmp eq i64 %146, %134
  br i1 %147, label %148, label %136, !llvm.loop !16

148:                                              ; preds = %136, %133
  %149 = phi <2 x double> [ poison, %133 ], [ %144, %136 ]
  %150 = phi i64 [ %19, %133 ], [ %145, %136 ]
  %151 = phi <2 x double> [ %132, %133 ], [ %144, %136 ]
  %152 = icmp ult i32 %18, 3
  br i1 %152, label %186, label %153

153:                                              ; preds = %148
  %154 = getelementptr i8, ptr %2, i64 -8
  %155 = getelementptr i8, ptr %2, i64 -16
  br label %160

156:                                              ; preds = %129
  %157 = fdiv double %131, 0.000000e+00
  %158 = insertelement <2 x double> poison, double %157, i64 0
  %159 = shufflevector <2 x double> %158, <2 x double> poison, <2 x i32> zeroinitializer
  br label %242

160:                                              ; preds = %160, %153
  %161 = phi i64 [ %150, %153 ], [ %184, %160 ]
  %162 = phi <2 x double> [ %151, %153 ], [ %183, %160 ]
  %163 = getelementptr inbounds double, ptr %2, i64 %161
  %164 = load double, ptr %163, align 8, !tbaa !9
  %165 = shufflevector <2 x double> %162, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %166 = insertelement <2 x double> %165, double %164, i64 1
  %167 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %162, <2 x double> <double 0x3FF5999AA60913A5, double 0x3FF5999AA60913A5>, <2 x double> %166)
  %168 = getelementptr double, ptr %154, i64 %161
  %169 = load double, ptr %168, align 8, !tbaa !9
  %170 = shufflevector <2 x double> %167, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %171 = insertelement <2 x double> %170, double %169, i64 1
  %172 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %167, <2 x double> <double 0x3FF5999AA60913A5, double 0x3FF5999AA60913A5>, <2 x double> %171)
  %173 = getelementptr double, ptr %155, i64 %161
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = shufflevector <2 x double> %172, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %176 = insertelement <2 x double> %175, double %174, i64 1
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %172, <2 x double> <double 0x3FF5999AA60913A5, double 0x3FF5999AA60913A5>, <2 x double> %176)
  %178 = add nsw i64 %161, -3
  %179 = getelementptr inbounds double, ptr %2, i64 %178
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = shufflevector <2 x double> %177, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %182 = insertelement <2 x double> %181, double %180, i64 1
  %183 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %177, <2 x double> <double 0x3FF5999AA60913A5, double 0x3FF5999AA60913A5>, <2 x double> %182)
  %184 = add nsw i64 %161, -4
  %185 = icmp eq i64 %178, 0
  br i1 %185, label %186, label %160, !llvm.loop !17

186:                                              ; preds = %160, %148
  %187 = phi <2 x double> [ %149, %148 ], [ %183, %160 ]
  %188 = and i64 %118, 3
  %189 = icmp eq i64 %188, 0
  br i1 %189, label %202, label %190

190:                                              ; preds = %186, %190
  %191 = phi i64 [ %199, %190 ], [ %19, %186 ]
  %192 = phi <2 x double> [ %198, %190 ], [ %132, %186 ]
  %193 = phi i64 [ %200, %190 ], [ 0, %186 ]
  %194 = getelementptr inbounds double, ptr %2, i64 %191
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = shufflevector <2 x double> %192, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %197 = insertelement <2 x double> %196, double %195, i64 1
  %198 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %192, <2 x double> <double 0x3FF599988D2A1F8F, double 0x3FF599988D2A1F8F>, <2 x double> %197)
  %199 = add nsw i64 %191, -1
  %200 = add i64 %193, 1
  %201 = icmp eq i64 %200, %188
  br i1 %201, label %202, label %190, !llvm.loop !18

202:                                              ; preds = %190, %186
  %203 = phi <2 x double> [ poison, %186 ], [ %198, %190 ]
  %204 = phi i64 [ %19, %186 ], [ %199, %190 ]
  %205 = phi <2 x double> [ %132, %186 ], [ %198, %190 ]
  %206 = icmp ult i32 %18, 3
  br i1 %206, label %236, label %207

207:                                              ; preds = %202
  %208 = getelementptr i8, ptr %2, i64 -8
  %209 = getelementptr i8, ptr %2, i64 -16
  br label %210

210:                                              ; preds = %210, %207
  %211 = phi i64 [ %204, %207 ], [ %234, %210 ]
  %212 = phi <2 x double> [ %205, %207 ], [ %233, %210 ]
  %213 = getelementptr inbounds double, ptr %2, i64 %211
  %214 = load double, ptr %213, align 8, !tbaa !9
  %215 = shufflevector <2 x double> %212, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %216 = insertelement <2 x double> %215, double %214, i64 1
  %217 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %212, <2 x double> <double 0x3FF599988D2A1F8F, double 0x3FF599988D2A1F8F>, <2 x double> %216)
  %218 = getelementptr double, ptr %208, i64 %211
  %219 = load double, ptr %218, align 8, !tbaa !9
  %220 = shufflevector <2 x double> %217, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %221 = insertelement <2 x double> %220, double %219, i64 1
  %222 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %217, <2 x double> <double 0x3FF599988D2A1F8F, double 0x3FF599988D2A1F8F>, <2 x double> %221)
  %223 = getelementptr double, ptr %209, i64 %211
  %224 = load double, ptr %223, align 8, !tbaa !9
  %225 = shufflevector <2 x double> %222, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %226 = insertelement <2 x double> %225, double %224, i64 1
  %227 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %222, <2 x double> <double 0x3FF599988D2A1F8F, double 0x3FF599988D2A1F8F>, <2 x double> %226)
  %228 = add nsw i64 %211, -3
  %229 = getelementptr inbounds double, ptr %2, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = shufflevector <2 x double> %227, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %232 = insertelement <2 x double> %231, double %230, i64 1
  %233 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %227, <2 x double> <double 0x3FF599988D2A1F8F, double 0x3FF599988D2A1F8F>, <2 x double> %232)
  %234 = add nsw i64 %211, -4
  %235 = icmp eq i64 %228, 0
  br i1 %235, label %236, label %210, !llvm.loop !17

236:                                              ; preds = %210, %202
  %237 = phi <2 x double> [ %203, %202 ], [ %233, %210 ]
  %238 = shufflevector <2 x double> %187, <2 x double> %237, <2 x i32> <i32 3, i32 1>
  %239 = shufflevector <2 x double> %187, <2 x double> poison, <2 x i32> <i32 poison, i32 0>
  %240 = shufflevector <2 x double> %237, <2 x double> %239, <2 x i32> <i32 0, i32 3>
  %241 = fdiv <2 x double> %238, %240
  br label %242

242:                                              ; preds = %236, %156
  %243 = phi <2 x double> [ %241, %236 ], [ %159, %156 ]
  %244 = shufflevector <2 x double> %243, <2 x double> poison, <2 x i32> <i32 1, i32 poison>
  %245 = fsub <2 x double> %244, %243
  %246 = extractelement <2 x double> %245, i64 0
  %247 = fdiv double %246, 2.000000e-06
  %248 = fsub double %130, %247
  %249 = call double @llvm.fabs.f64(double %248)
  %250 = call double @llvm.fabs.f64(double %247)
  %251 = call double @llvm.maxnum.f64(double %250, double 1.000000e+00)
  %252 = fmul double %251, 0x3EB0C6F7A0B5ED8D
  %253 = fcmp ugt double %249, %252
  %254 = fcmp ule double %250, 1.000000e-09
  %255 = or i1 %254, %253
  %256 = select i1 %255, ptr @.str.5, ptr @.str.6
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %130, double noundef %247, ptr noundef nonnull %256)
  %258 = zext i1 %255 to i32
  %259 = load i32, ptr @fails, align 4, !tbaa !5
  %260 = add nsw i32 %259, %258
  store i32 %260, ptr @fails, align 4, !tbaa !5
  %261 = and i64 %118, 3
  %262 = icmp eq i64 %261, 0
  %263 = icmp ult i32 %18, 3
  %264 = getelementptr i8, ptr %2, i64 -8
  %265 = getelementptr i8, ptr %2, i64 -16
  %266 = and i64 %118, 3
  %267 = icmp eq i64 %266, 0
  %268 = icmp ult i32 %18, 3
  %269 = getelementptr i8, ptr %2, i64 -8
  %270 = getelementptr i8, ptr %2, i64 -16
  br label %380

271:                                              ; preds = %100, %349
  %272 = phi i64 [ 0, %100 ], [ %371, %349 ]
  %273 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %272
  %274 = load double, ptr %273, align 8, !tbaa !9
  %275 = fadd double %274, 0x3EB0C6F7A0B5ED8D
  store double %275, ptr %273, align 8, !tbaa !9
  %276 = load double, ptr %15, align 8, !tbaa !9
  br i1 %17, label %277, label %292

277:                                              ; preds = %271
  br i1 %120, label %288, label %278

278:                                              ; preds = %277, %278
  %279 = phi i64 [ %285, %278 ], [ %19, %277 ]
  %280 = phi double [ %284, %278 ], [ %276, %277 ]
  %281 = phi i64 [ %286, %278 ], [ 0, %277 ]
  %282 = getelementptr inbounds double, ptr %2, i64 %279
  %283 = load double, ptr %282, align 8, !tbaa !9
  %284 = call double @llvm.fmuladd.f64(double %280, double 1.350000e+00, double %283)
  %285 = add nsw i64 %279, -1
  %286 = add i64 %281, 1
  %287 = icmp eq i64 %286, %119
  br i1 %287, label %288, label %278, !llvm.loop !19

288:                                              ; preds = %278, %277
  %289 = phi double [ poison, %277 ], [ %284, %278 ]
  %290 = phi i64 [ %19, %277 ], [ %285, %278 ]
  %291 = phi double [ %276, %277 ], [ %284, %278 ]
  br i1 %121, label %313, label %295

292:                                              ; preds = %271
  %293 = fadd double %274, 0xBEB0C6F7A0B5ED8D
  store double %293, ptr %273, align 8, !tbaa !9
  %294 = load double, ptr %15, align 8, !tbaa !9
  br label %349

295:                                              ; preds = %288, %295
  %296 = phi i64 [ %311, %295 ], [ %290, %288 ]
  %297 = phi double [ %310, %295 ], [ %291, %288 ]
  %298 = getelementptr inbounds double, ptr %2, i64 %296
  %299 = load double, ptr %298, align 8, !tbaa !9
  %300 = call double @llvm.fmuladd.f64(double %297, double 1.350000e+00, double %299)
  %301 = getelementptr double, ptr %122, i64 %296
  %302 = load double, ptr %301, align 8, !tbaa !9
  %303 = call double @llvm.fmuladd.f64(double %300, double 1.350000e+00, double %302)
  %304 = getelementptr double, ptr %123, i64 %296
  %305 = load double, ptr %304, align 8, !tbaa !9
  %306 = call double @llvm.fmuladd.f64(double %303, double 1.350000e+00, double %305)
  %307 = add nsw i64 %296, -3
  %308 = getelementptr inbounds double, ptr %2, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !9
  %310 = call double @llvm.fmuladd.f64(double %306, double 1.350000e+00, double %309)
  %311 = add nsw i64 %296, -4
  %312 = icmp eq i64 %307, 0
  br i1 %312, label %313, label %295, !llvm.loop !13

313:                                              ; preds = %295, %288
  %314 = phi double [ %289, %288 ], [ %310, %295 ]
  %315 = fadd double %274, 0xBEB0C6F7A0B5ED8D
  store double %315, ptr %273, align 8, !tbaa !9
  %316 = load double, ptr %15, align 8, !tbaa !9
  br i1 %125, label %327, label %317

317:                                              ; preds = %313, %317
  %318 = phi i64 [ %324, %317 ], [ %19, %313 ]
  %319 = phi double [ %323, %317 ], [ %316, %313 ]
  %320 = phi i64 [ %325, %317 ], [ 0, %313 ]
  %321 = getelementptr inbounds double, ptr %2, i64 %318
  %322 = load double, ptr %321, align 8, !tbaa !9
  %323 = call double @llvm.fmuladd.f64(double %319, double 1.350000e+00, double %322)
  %324 = add nsw i64 %318, -1
  %325 = add i64 %320, 1
  %326 = icmp eq i64 %325, %124
  br i1 %326, label %327, label %317, !llvm.loop !20

327:                                              ; preds = %317, %313
  %328 = phi double [ poison, %313 ], [ %323, %317 ]
  %329 = phi i64 [ %19, %313 ], [ %324, %317 ]
  %330 = phi double [ %316, %313 ], [ %323, %317 ]
  br i1 %126, label %349, label %331

331:                                              ; preds = %327, %331
  %332 = phi i64 [ %347, %331 ], [ %329, %327 ]
  %333 = phi double [ %346, %331 ], [ %330, %327 ]
  %334 = getelementptr inbounds double, ptr %2, i64 %332
  %335 = load double, ptr %334, align 8, !tbaa !9
  %336 = call double @llvm.fmuladd.f64(double %333, double 1.350000e+00, double %335)
  %337 = getelementptr double, ptr %127, i64 %332
  %338 = load double, ptr %337, align 8, !tbaa !9
  %339 = call double @llvm.fmuladd.f64(double %336, double 1.350000e+00, double %338)
  %340 = getelementptr double, ptr %128, i64 %332
  %341 = load double, ptr %340, align 8, !tbaa !9
  %342 = call double @llvm.fmuladd.f64(double %339, double 1.350000e+00, double %341)
  %343 = add nsw i64 %332, -3
  %344 = getelementptr inbounds double, ptr %2, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !9
  %346 = call double @llvm.fmuladd.f64(double %342, double 1.350000e+00, double %345)
  %347 = add nsw i64 %332, -4
  %348 = icmp eq i64 %343, 0
  br i1 %348, label %349, label %331, !llvm.loop !13

349:                                              ; preds = %327, %331, %292
  %350 = phi double [ %276, %292 ], [ %314, %331 ], [ %314, %327 ]
  %351 = phi double [ %294, %292 ], [ %328, %327 ], [ %346, %331 ]
  store double %274, ptr %273, align 8, !tbaa !9
  %352 = trunc nuw nsw i64 %272 to i32
  %353 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.1, i32 noundef %352) #9
  %354 = getelementptr inbounds [6 x double], ptr %3, i64 0, i64 %272
  %355 = load double, ptr %354, align 8, !tbaa !9
  %356 = fsub double %350, %351
  %357 = fdiv double %356, 2.000000e-06
  %358 = fsub double %355, %357
  %359 = call double @llvm.fabs.f64(double %358)
  %360 = call double @llvm.fabs.f64(double %357)
  %361 = call double @llvm.maxnum.f64(double %360, double 1.000000e+00)
  %362 = fmul double %361, 0x3EB0C6F7A0B5ED8D
  %363 = fcmp ugt double %359, %362
  %364 = fcmp ule double %360, 1.000000e-09
  %365 = or i1 %364, %363
  %366 = select i1 %365, ptr @.str.5, ptr @.str.6
  %367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %4, double noundef %355, double noundef %357, ptr noundef nonnull %366)
  %368 = zext i1 %365 to i32
  %369 = load i32, ptr @fails, align 4, !tbaa !5
  %370 = add nsw i32 %369, %368
  store i32 %370, ptr @fails, align 4, !tbaa !5
  %371 = add nuw nsw i64 %272, 1
  %372 = icmp eq i64 %371, 6
  br i1 %372, label %129, label %271, !llvm.loop !21

373:                                              ; preds = %482
  %374 = icmp eq i32 %505, 0
  %375 = select i1 %374, ptr @.str.6, ptr @.str.5
  %376 = call i32 @puts(ptr nonnull dereferenceable(1) %375)
  %377 = load i32, ptr @fails, align 4, !tbaa !5
  %378 = icmp ne i32 %377, 0
  %379 = zext i1 %378 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %5) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %379

380:                                              ; preds = %242, %482
  %381 = phi i64 [ 0, %242 ], [ %506, %482 ]
  %382 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %381
  %383 = load double, ptr %382, align 8, !tbaa !9
  %384 = fadd double %383, 0x3EB0C6F7A0B5ED8D
  store double %384, ptr %382, align 8, !tbaa !9
  %385 = load double, ptr %15, align 8, !tbaa !9
  br i1 %17, label %386, label %405

386:                                              ; preds = %380
  br i1 %262, label %399, label %387

387:                                              ; preds = %386, %387
  %388 = phi i64 [ %396, %387 ], [ %19, %386 ]
  %389 = phi double [ %392, %387 ], [ 0.000000e+00, %386 ]
  %390 = phi double [ %395, %387 ], [ %385, %386 ]
  %391 = phi i64 [ %397, %387 ], [ 0, %386 ]
  %392 = call double @llvm.fmuladd.f64(double %389, double 1.350000e+00, double %390)
  %393 = getelementptr inbounds double, ptr %2, i64 %388
  %394 = load double, ptr %393, align 8, !tbaa !9
  %395 = call double @llvm.fmuladd.f64(double %390, double 1.350000e+00, double %394)
  %396 = add nsw i64 %388, -1
  %397 = add i64 %391, 1
  %398 = icmp eq i64 %397, %261
  br i1 %398, label %399, label %387, !llvm.loop !22

399:                                              ; preds = %387, %386
  %400 = phi double [ poison, %386 ], [ %392, %387 ]
  %401 = phi double [ poison, %386 ], [ %395, %387 ]
  %402 = phi i64 [ %19, %386 ], [ %396, %387 ]
  %403 = phi double [ 0.000000e+00, %386 ], [ %392, %387 ]
  %404 = phi double [ %385, %386 ], [ %395, %387 ]
  br i1 %263, label %432, label %409

405:                                              ; preds = %380
  %406 = fdiv double %385, 0.000000e+00
  %407 = fadd double %383, 0xBEB0C6F7A0B5ED8D
  store double %407, ptr %382, align 8, !tbaa !9
  %408 = load double, ptr %15, align 8, !tbaa !9
  br label %482

409:                                              ; preds = %399, %409
  %410 = phi i64 [ %430, %409 ], [ %402, %399 ]
  %411 = phi double [ %426, %409 ], [ %403, %399 ]
  %412 = phi double [ %429, %409 ], [ %404, %399 ]
  %413 = call double @llvm.fmuladd.f64(double %411, double 1.350000e+00, double %412)
  %414 = getelementptr inbounds double, ptr %2, i64 %410
  %415 = load double, ptr %414, align 8, !tbaa !9
  %416 = call double @llvm.fmuladd.f64(double %412, double 1.350000e+00, double %415)
  %417 = call double @llvm.fmuladd.f64(double %413, double 1.350000e+00, double %416)
  %418 = getelementptr double, ptr %264, i64 %410
  %419 = load double, ptr %418, align 8, !tbaa !9
  %420 = call double @llvm.fmuladd.f64(double %416, double 1.350000e+00, double %419)
  %421 = call double @llvm.fmuladd.f64(double %417, double 1.350000e+00, double %420)
  %422 = getelementptr double, ptr %265, i64 %410
  %423 = load double, ptr %422, align 8, !tbaa !9
  %424 = call double @llvm.fmuladd.f64(double %420, double 1.350000e+00, double %423)
  %425 = add nsw i64 %410, -3
  %426 = call double @llvm.fmuladd.f64(double %421, double 1.350000e+00, double %424)
  %427 = getelementptr inbounds double, ptr %2, i64 %425
  %428 = load double, ptr %427, align 8, !tbaa !9
  %429 = call double @llvm.fmuladd.f64(double %424, double 1.350000e+00, double %428)
  %430 = add nsw i64 %410, -4
  %431 = icmp eq i64 %425, 0
  br i1 %431, label %432, label %409, !llvm.loop !17

432:                                              ; preds = %409, %399
  %433 = phi double [ %400, %399 ], [ %426, %409 ]
  %434 = phi double [ %401, %399 ], [ %429, %409 ]
  %435 = fadd double %383, 0xBEB0C6F7A0B5ED8D
  store double %435, ptr %382, align 8, !tbaa !9
  %436 = load double, ptr %15, align 8, !tbaa !9
  br i1 %267, label %449, label %437

437:                                              ; preds = %432, %437
  %438 = phi i64 [ %446, %437 ], [ %19, %432 ]
  %439 = phi double [ %442, %437 ], [ 0.000000e+00, %432 ]
  %440 = phi double [ %445, %437 ], [ %436, %432 ]
  %441 = phi i64 [ %447, %437 ], [ 0, %432 ]
  %442 = call double @llvm.fmuladd.f64(double %439, double 1.350000e+00, double %440)
  %443 = getelementptr inbounds double, ptr %2, i64 %438
  %444 = load double, ptr %443, align 8, !tbaa !9
  %445 = call double @llvm.fmuladd.f64(double %440, double 1.350000e+00, double %444)
  %446 = add nsw i64 %438, -1
  %447 = add i64 %441, 1
  %448 = icmp eq i64 %447, %266
  br i1 %448, label %449, label %437, !llvm.loop !23

449:                                              ; preds = %437, %432
  %450 = phi double [ poison, %432 ], [ %442, %437 ]
  %451 = phi double [ poison, %432 ], [ %445, %437 ]
  %452 = phi i64 [ %19, %432 ], [ %446, %437 ]
  %453 = phi double [ 0.000000e+00, %432 ], [ %442, %437 ]
  %454 = phi double [ %436, %432 ], [ %445, %437 ]
  br i1 %268, label %478, label %455

455:                                              ; preds = %449, %455
  %456 = phi i64 [ %476, %455 ], [ %452, %449 ]
  %457 = phi double [ %472, %455 ], [ %453, %449 ]
  %458 = phi double [ %475, %455 ], [ %454, %449 ]
  %459 = call double @llvm.fmuladd.f64(double %457, double 1.350000e+00, double %458)
  %460 = getelementptr inbounds double, ptr %2, i64 %456
  %461 = load double, ptr %460, align 8, !tbaa !9
  %462 = call double @llvm.fmuladd.f64(double %458, double 1.350000e+00, double %461)
  %463 = call double @llvm.fmuladd.f64(double %459, double 1.350000e+00, double %462)
  %464 = getelementptr double, ptr %269, i64 %456
  %465 = load double, ptr %464, align 8, !tbaa !9
  %466 = call double @llvm.fmuladd.f64(double %462, double 1.350000e+00, double %465)
  %467 = call double @llvm.fmuladd.f64(double %463, double 1.350000e+00, double %466)
  %468 = getelementptr double, ptr %270, i64 %456
  %469 = load double, ptr %468, align 8, !tbaa !9
  %470 = call double @llvm.fmuladd.f64(double %466, double 1.350000e+00, double %469)
  %471 = add nsw i64 %456, -3
  %472 = call double @llvm.fmuladd.f64(double %467, double 1.350000e+00, double %470)
  %473 = getelementptr inbounds double, ptr %2, i64 %471
  %474 = load double, ptr %473, align 8, !tbaa !9
  %475 = call double @llvm.fmuladd.f64(double %470, double 1.350000e+00, double %474)
  %476 = add nsw i64 %456, -4
  %477 = icmp eq i64 %471, 0
  br i1 %477, label %478, label %455, !llvm.loop !17

478:                                              ; preds = %455, %449
  %479 = phi double [ %450, %449 ], [ %472, %455 ]
  %480 = phi double [ %451, %449 ], [ %475, %455 ]
  %481 = fdiv double %434, %433
  br label %482

482:                                              ; preds = %478, %405
  %483 = phi double [ %406, %405 ], [ %481, %478 ]
  %484 = phi double [ %408, %405 ], [ %480, %478 ]
  %485 = phi double [ 0.000000e+00, %405 ], [ %479, %478 ]
  %486 = fdiv double %484, %485
  store double %383, ptr %382, align 8, !tbaa !9
  %487 = trunc nuw nsw i64 %381 to i32
  %488 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str.3, i32 noundef %487) #9
  %489 = getelementptr inbounds [6 x double], ptr %5, i64 0, i64 %381
  %490 = load double, ptr %489, align 8, !tbaa !9
  %491 = fsub double %483, %486
  %492 = fdiv double %491, 2.000000e-06
  %493 = fsub double %490, %492
  %494 = call double @llvm.fabs.f64(double %493)
  %495 = call double @llvm.fabs.f64(double %492)
  %496 = call double @llvm.maxnum.f64(double %495, double 1.000000e+00)
  %497 = fmul double %496, 0x3EB0C6F7A0B5ED8D
  %498 = fcmp ugt double %494, %497
  %499 = fcmp ule double %495, 1.000000e-09
  %500 = or i1 %499, %498
  %501 = select i1 %500, ptr @.str.5, ptr @.str.6
  %502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %4, double noundef %490, double noundef %492, ptr noundef nonnull %501)
  %503 = zext i1 %500 to i32
  %504 = load i32, ptr @fails, align 4, !tbaa !5
  %505 = add nsw i32 %504, %503
  store i32 %505, ptr @fails, align 4, !tbaa !5
  %506 = add nuw nsw i64 %381, 1
  %507 = icmp eq i64 %506, 6
  br i1 %507, label %373, label %380, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @horner(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #4 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %33

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 3
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %9, %15
  %16 = phi i64 [ %22, %15 ], [ %11, %9 ]
  %17 = phi double [ %21, %15 ], [ %7, %9 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %9 ]
  %19 = getelementptr inbounds double, ptr %0, i64 %16
  %20 = load double, ptr %19, align 8, !tbaa !9
  %21 = tail call double @llvm.fmuladd.f64(double %17, double %2, double %20)
  %22 = add nsw i64 %16, -1
  %23 = add i64 %18, 1
  %24 = icmp eq i64 %23, %13
  br i1 %24, label %25, label %15, !llvm.loop !25

25:                                               ; preds = %15, %9
  %26 = phi double [ poison, %9 ], [ %21, %15 ]
  %27 = phi i64 [ %11, %9 ], [ %22, %15 ]
  %28 = phi double [ %7, %9 ], [ %21, %15 ]
  %29 = icmp ult i32 %10, 3
  br i1 %29, label %33, label %30

30:                                               ; preds = %25
  %31 = getelementptr i8, ptr %0, i64 -8
  %32 = getelementptr i8, ptr %0, i64 -16
  br label %35

33:                                               ; preds = %25, %35, %3
  %34 = phi double [ %7, %3 ], [ %26, %25 ], [ %50, %35 ]
  ret double %34

35:                                               ; preds = %35, %30
  %36 = phi i64 [ %27, %30 ], [ %51, %35 ]
  %37 = phi double [ %28, %30 ], [ %50, %35 ]
  %38 = getelementptr inbounds double, ptr %0, i64 %36
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %2, double %39)
  %41 = getelementptr double, ptr %31, i64 %36
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %2, double %42)
  %44 = getelementptr double, ptr %32, i64 %36
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %2, double %45)
  %47 = add nsw i64 %36, -3
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call double @llvm.fmuladd.f64(double %46, double %2, double %49)
  %51 = add nsw i64 %36, -4
  %52 = icmp eq i64 %47, 0
  br i1 %52, label %33, label %35, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @newton_step(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #4 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr double, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -8
  %7 = load double, ptr %6, align 8, !tbaa !9
  %8 = icmp sgt i32 %1, 1
  br i1 %8, label %9, label %37

9:                                                ; preds = %3
  %10 = add nsw i32 %1, -2
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 3
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %9, %15
  %16 = phi i64 [ %24, %15 ], [ %11, %9 ]
  %17 = phi double [ %20, %15 ], [ 0.000000e+00, %9 ]
  %18 = phi double [ %23, %15 ], [ %7, %9 ]
  %19 = phi i64 [ %25, %15 ], [ 0, %9 ]
  %20 = tail call double @llvm.fmuladd.f64(double %17, double %2, double %18)
  %21 = getelementptr inbounds double, ptr %0, i64 %16
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = tail call double @llvm.fmuladd.f64(double %18, double %2, double %22)
  %24 = add nsw i64 %16, -1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %13
  br i1 %26, label %27, label %15, !llvm.loop !26

27:                                               ; preds = %15, %9
  %28 = phi double [ poison, %9 ], [ %20, %15 ]
  %29 = phi double [ poison, %9 ], [ %23, %15 ]
  %30 = phi i64 [ %11, %9 ], [ %24, %15 ]
  %31 = phi double [ 0.000000e+00, %9 ], [ %20, %15 ]
  %32 = phi double [ %7, %9 ], [ %23, %15 ]
  %33 = icmp ult i32 %10, 3
  br i1 %33, label %37, label %34

34:                                               ; preds = %27
  %35 = getelementptr i8, ptr %0, i64 -8
  %36 = getelementptr i8, ptr %0, i64 -16
  br label %41

37:                                               ; preds = %27, %41, %3
  %38 = phi double [ %7, %3 ], [ %29, %27 ], [ %61, %41 ]
  %39 = phi double [ 0.000000e+00, %3 ], [ %28, %27 ], [ %58, %41 ]
  %40 = fdiv double %38, %39
  ret double %40

41:                                               ; preds = %41, %34
  %42 = phi i64 [ %30, %34 ], [ %62, %41 ]
  %43 = phi double [ %31, %34 ], [ %58, %41 ]
  %44 = phi double [ %32, %34 ], [ %61, %41 ]
  %45 = tail call double @llvm.fmuladd.f64(double %43, double %2, double %44)
  %46 = getelementptr inbounds double, ptr %0, i64 %42
  %47 = load double, ptr %46, align 8, !tbaa !9
  %48 = tail call double @llvm.fmuladd.f64(double %44, double %2, double %47)
  %49 = tail call double @llvm.fmuladd.f64(double %45, double %2, double %48)
  %50 = getelementptr double, ptr %35, i64 %42
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %48, double %2, double %51)
  %53 = tail call double @llvm.fmuladd.f64(double %49, double %2, double %52)
  %54 = getelementptr double, ptr %36, i64 %42
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = tail call double @llvm.fmuladd.f64(double %52, double %2, double %55)
  %57 = add nsw i64 %42, -3
  %58 = tail call double @llvm.fmuladd.f64(double %53, double %2, double %56)
  %59 = getelementptr inbounds double, ptr %0, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %56, double %2, double %60)
  %62 = add nsw i64 %42, -4
  %63 = icmp eq i64 %57, 0
  br i1 %63, label %37, label %41, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nofree nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
