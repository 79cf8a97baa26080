; ModuleID = 'rev/27_global_array.c'
source_filename = "rev/27_global_array.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [17 x i8] c"call %d d/dx[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@g_acc = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@g_buf = internal unnamed_addr global [6 x double] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x double], align 16
  %3 = alloca [40 x i8], align 16
  %4 = alloca [6 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !5
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %2) #9
  store <2 x double> <double 0x3FB7006A1D976A0E, double 0x3FE68F500921176E>, ptr %2, align 16, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  store <2 x double> <double 0x3FEC8F58A8113CA4, double 0x3FE13C6A593B0339>, ptr %6, align 16, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %2, i64 32
  store <2 x double> <double 0xBFC22C1C1CD7F1BB, double 0xBFE790FE54FF4E44>, ptr %7, align 16, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #9
  %8 = icmp sgt i32 %5, 0
  %9 = add nsw i32 %5, -1
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %10
  %12 = zext i32 %5 to i64
  %13 = icmp eq i32 %5, 1
  %14 = add nsw i64 %12, -1
  %15 = add nsw i64 %12, -2
  %16 = and i64 %12, 1
  %17 = icmp eq i64 %14, 0
  %18 = and i64 %12, 2147483646
  %19 = icmp eq i64 %16, 0
  %20 = and i64 %14, 1
  %21 = icmp eq i64 %15, 0
  %22 = and i64 %14, -2
  %23 = icmp eq i64 %20, 0
  %24 = and i64 %12, 1
  %25 = icmp eq i64 %14, 0
  %26 = and i64 %12, 2147483646
  %27 = icmp eq i64 %24, 0
  %28 = and i64 %12, 1
  %29 = icmp eq i64 %14, 0
  %30 = and i64 %12, 2147483646
  %31 = icmp eq i64 %28, 0
  %32 = and i64 %14, 1
  %33 = icmp eq i64 %15, 0
  %34 = and i64 %14, -2
  %35 = icmp eq i64 %32, 0
  %36 = and i64 %12, 1
  %37 = icmp eq i64 %14, 0
  %38 = and i64 %12, 2147483646
  %39 = icmp eq i64 %36, 0
  br label %47

40:                                               ; preds = %52
  %41 = icmp eq i32 %278, 0
  %42 = select i1 %41, ptr @.str.3, ptr @.str.2
  %43 = call i32 @puts(ptr nonnull dereferenceable(1) %42)
  %44 = load i32, ptr @fails, align 4, !tbaa !5
  %45 = icmp ne i32 %44, 0
  %46 = zext i1 %45 to i32
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %46

47:                                               ; preds = %0, %52
  %48 = phi i32 [ 1, %0 ], [ %55, %52 ]
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %4, i8 0, i64 48, i1 false)
  %49 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %50 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %51 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @via_global, i32 noundef %49, ptr noundef nonnull %2, ptr noundef nonnull %4, i32 noundef %50, i32 noundef %5) #9
  br label %57

52:                                               ; preds = %255
  %53 = load double, ptr %2, align 16, !tbaa !9
  %54 = fadd double %53, 1.000000e-01
  store double %54, ptr %2, align 16, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #9
  %55 = add nuw nsw i32 %48, 1
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %40, label %47, !llvm.loop !11

57:                                               ; preds = %47, %255
  %58 = phi i64 [ 0, %47 ], [ %279, %255 ]
  %59 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = fadd double %60, 0x3EB0C6F7A0B5ED8D
  store double %61, ptr %59, align 8, !tbaa !9
  br i1 %8, label %62, label %63

62:                                               ; preds = %57
  br i1 %17, label %66, label %77

63:                                               ; preds = %57
  %64 = load double, ptr %11, align 8, !tbaa !9
  %65 = fadd double %64, 0.000000e+00
  br label %255

66:                                               ; preds = %77, %62
  %67 = phi i64 [ 0, %62 ], [ %91, %77 ]
  br i1 %19, label %74, label %68

68:                                               ; preds = %66
  %69 = getelementptr inbounds double, ptr %2, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !9
  %71 = call double @sin(double noundef %70) #9
  %72 = call double @llvm.fmuladd.f64(double %70, double %70, double %71)
  %73 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %67
  store double %72, ptr %73, align 8, !tbaa !9
  br label %74

74:                                               ; preds = %66, %68
  br i1 %13, label %115, label %75

75:                                               ; preds = %74
  %76 = load double, ptr @g_buf, align 16, !tbaa !9
  br i1 %21, label %108, label %94

77:                                               ; preds = %62, %77
  %78 = phi i64 [ %91, %77 ], [ 0, %62 ]
  %79 = phi i64 [ %92, %77 ], [ 0, %62 ]
  %80 = getelementptr inbounds double, ptr %2, i64 %78
  %81 = load double, ptr %80, align 16, !tbaa !9
  %82 = call double @sin(double noundef %81) #9
  %83 = call double @llvm.fmuladd.f64(double %81, double %81, double %82)
  %84 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %78
  store double %83, ptr %84, align 16, !tbaa !9
  %85 = or disjoint i64 %78, 1
  %86 = getelementptr inbounds double, ptr %2, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !9
  %88 = call double @sin(double noundef %87) #9
  %89 = call double @llvm.fmuladd.f64(double %87, double %87, double %88)
  %90 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %85
  store double %89, ptr %90, align 8, !tbaa !9
  %91 = add nuw nsw i64 %78, 2
  %92 = add i64 %79, 2
  %93 = icmp eq i64 %92, %18
  br i1 %93, label %66, label %77, !llvm.loop !13

94:                                               ; preds = %75, %94
  %95 = phi double [ %104, %94 ], [ %76, %75 ]
  %96 = phi i64 [ %105, %94 ], [ 1, %75 ]
  %97 = phi i64 [ %106, %94 ], [ 0, %75 ]
  %98 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %96
  %99 = load double, ptr %98, align 8, !tbaa !9
  %100 = call double @llvm.fmuladd.f64(double %95, double 5.000000e-01, double %99)
  store double %100, ptr %98, align 8, !tbaa !9
  %101 = add nuw nsw i64 %96, 1
  %102 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !9
  %104 = call double @llvm.fmuladd.f64(double %100, double 5.000000e-01, double %103)
  store double %104, ptr %102, align 8, !tbaa !9
  %105 = add nuw nsw i64 %96, 2
  %106 = add i64 %97, 2
  %107 = icmp eq i64 %106, %22
  br i1 %107, label %108, label %94, !llvm.loop !14

108:                                              ; preds = %94, %75
  %109 = phi double [ %76, %75 ], [ %104, %94 ]
  %110 = phi i64 [ 1, %75 ], [ %105, %94 ]
  br i1 %23, label %115, label %111

111:                                              ; preds = %108
  %112 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %110
  %113 = load double, ptr %112, align 8, !tbaa !9
  %114 = call double @llvm.fmuladd.f64(double %109, double 5.000000e-01, double %113)
  store double %114, ptr %112, align 8, !tbaa !9
  br label %115

115:                                              ; preds = %111, %108, %74
  br i1 %25, label %142, label %116

116:                                              ; preds = %115, %116
  %117 = phi i64 [ %139, %116 ], [ 0, %115 ]
  %118 = phi double [ %138, %116 ], [ 0.000000e+00, %115 ]
  %119 = phi i64 [ %140, %116 ], [ 0, %115 ]
  %120 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %117
  %121 = load double, ptr %120, align 16, !tbaa !9
  %122 = trunc i64 %117 to i32
  %123 = add i32 %122, 2
  %124 = urem i32 %123, %5
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %125
  %127 = load double, ptr %126, align 8, !tbaa !9
  %128 = call double @llvm.fmuladd.f64(double %121, double %127, double %118)
  %129 = or disjoint i64 %117, 1
  %130 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !9
  %132 = trunc i64 %129 to i32
  %133 = add i32 %132, 2
  %134 = urem i32 %133, %5
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %135
  %137 = load double, ptr %136, align 8, !tbaa !9
  %138 = call double @llvm.fmuladd.f64(double %131, double %137, double %128)
  %139 = add nuw nsw i64 %117, 2
  %140 = add i64 %119, 2
  %141 = icmp eq i64 %140, %26
  br i1 %141, label %142, label %116, !llvm.loop !15

142:                                              ; preds = %116, %115
  %143 = phi double [ poison, %115 ], [ %138, %116 ]
  %144 = phi i64 [ 0, %115 ], [ %139, %116 ]
  %145 = phi double [ 0.000000e+00, %115 ], [ %138, %116 ]
  br i1 %27, label %156, label %146

146:                                              ; preds = %142
  %147 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %144
  %148 = load double, ptr %147, align 8, !tbaa !9
  %149 = trunc i64 %144 to i32
  %150 = add i32 %149, 2
  %151 = urem i32 %150, %5
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %152
  %154 = load double, ptr %153, align 8, !tbaa !9
  %155 = call double @llvm.fmuladd.f64(double %148, double %154, double %145)
  br label %156

156:                                              ; preds = %142, %146
  %157 = phi double [ %143, %142 ], [ %155, %146 ]
  %158 = load double, ptr %11, align 8, !tbaa !9
  %159 = call double @llvm.fmuladd.f64(double %157, double 5.000000e-01, double %158)
  %160 = fadd double %60, 0xBEB0C6F7A0B5ED8D
  store double %160, ptr %59, align 8, !tbaa !9
  br i1 %8, label %161, label %255

161:                                              ; preds = %156
  br i1 %29, label %162, label %173

162:                                              ; preds = %173, %161
  %163 = phi i64 [ 0, %161 ], [ %187, %173 ]
  br i1 %31, label %170, label %164

164:                                              ; preds = %162
  %165 = getelementptr inbounds double, ptr %2, i64 %163
  %166 = load double, ptr %165, align 8, !tbaa !9
  %167 = call double @sin(double noundef %166) #9
  %168 = call double @llvm.fmuladd.f64(double %166, double %166, double %167)
  %169 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %163
  store double %168, ptr %169, align 8, !tbaa !9
  br label %170

170:                                              ; preds = %162, %164
  br i1 %13, label %211, label %171

171:                                              ; preds = %170
  %172 = load double, ptr @g_buf, align 16, !tbaa !9
  br i1 %33, label %204, label %190

173:                                              ; preds = %161, %173
  %174 = phi i64 [ %187, %173 ], [ 0, %161 ]
  %175 = phi i64 [ %188, %173 ], [ 0, %161 ]
  %176 = getelementptr inbounds double, ptr %2, i64 %174
  %177 = load double, ptr %176, align 16, !tbaa !9
  %178 = call double @sin(double noundef %177) #9
  %179 = call double @llvm.fmuladd.f64(double %177, double %177, double %178)
  %180 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %174
  store double %179, ptr %180, align 16, !tbaa !9
  %181 = or disjoint i64 %174, 1
  %182 = getelementptr inbounds double, ptr %2, i64 %181
  %183 = load double, ptr %182, align 8, !tbaa !9
  %184 = call double @sin(double noundef %183) #9
  %185 = call double @llvm.fmuladd.f64(double %183, double %183, double %184)
  %186 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %181
  store double %185, ptr %186, align 8, !tbaa !9
  %187 = add nuw nsw i64 %174, 2
  %188 = add i64 %175, 2
  %189 = icmp eq i64 %188, %30
  br i1 %189, label %162, label %173, !llvm.loop !13

190:                                              ; preds = %171, %190
  %191 = phi double [ %200, %190 ], [ %172, %171 ]
  %192 = phi i64 [ %201, %190 ], [ 1, %171 ]
  %193 = phi i64 [ %202, %190 ], [ 0, %171 ]
  %194 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %192
  %195 = load double, ptr %194, align 8, !tbaa !9
  %196 = call double @llvm.fmuladd.f64(double %191, double 5.000000e-01, double %195)
  store double %196, ptr %194, align 8, !tbaa !9
  %197 = add nuw nsw i64 %192, 1
  %198 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %197
  %199 = load double, ptr %198, align 8, !tbaa !9
  %200 = call double @llvm.fmuladd.f64(double %196, double 5.000000e-01, double %199)
  store double %200, ptr %198, align 8, !tbaa !9
  %201 = add nuw nsw i64 %192, 2
  %202 = add i64 %193, 2
  %203 = icmp eq i64 %202, %34
  br i1 %203, label %204, label %190, !llvm.loop !14

204:                                              ; preds = %190, %171
  %205 = phi double [ %172, %171 ], [ %200, %190 ]
  %206 = phi i64 [ 1, %171 ], [ %201, %190 ]
  br i1 %35, label %211, label %207

207:                                              ; preds = %204
  %208 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %206
  %209 = load double, ptr %208, align 8, !tbaa !9
  %210 = call double @llvm.fmuladd.f64(double %205, double 5.000000e-01, double %209)
  store double %210, ptr %208, align 8, !tbaa !9
  br label %211

211:                                              ; preds = %207, %204, %170
  br i1 %37, label %238, label %212

212:                                              ; preds = %211, %212
  %213 = phi i64 [ %235, %212 ], [ 0, %211 ]
  %214 = phi double [ %234, %212 ], [ 0.000000e+00, %211 ]
  %215 = phi i64 [ %236, %212 ], [ 0, %211 ]
  %216 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %213
  %217 = load double, ptr %216, align 16, !tbaa !9
  %218 = trunc i64 %213 to i32
  %219 = add i32 %218, 2
  %220 = urem i32 %219, %5
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %221
  %223 = load double, ptr %222, align 8, !tbaa !9
  %224 = call double @llvm.fmuladd.f64(double %217, double %223, double %214)
  %225 = or disjoint i64 %213, 1
  %226 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %225
  %227 = load double, ptr %226, align 8, !tbaa !9
  %228 = trunc i64 %225 to i32
  %229 = add i32 %228, 2
  %230 = urem i32 %229, %5
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %231
  %233 = load double, ptr %232, align 8, !tbaa !9
  %234 = call double @llvm.fmuladd.f64(double %227, double %233, double %224)
  %235 = add nuw nsw i64 %213, 2
  %236 = add i64 %215, 2
  %237 = icmp eq i64 %236, %38
  br i1 %237, label %238, label %212, !llvm.loop !15

238:                                              ; preds = %212, %211
  %239 = phi double [ poison, %211 ], [ %234, %212 ]
  %240 = phi i64 [ 0, %211 ], [ %235, %212 ]
  %241 = phi double [ 0.000000e+00, %211 ], [ %234, %212 ]
  br i1 %39, label %252, label %242

242:                                              ; preds = %238
  %243 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %240
  %244 = load double, ptr %243, align 8, !tbaa !9
  %245 = trunc i64 %240 to i32
  %246 = add i32 %245, 2
  %247 = urem i32 %246, %5
  %248 = zext nneg i32 %247 to i64
  %249 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %248
  %250 = load double, ptr %249, align 8, !tbaa !9
  %251 = call double @llvm.fmuladd.f64(double %244, double %250, double %241)
  br label %252

252:                                              ; preds = %238, %242
  %253 = phi double [ %239, %238 ], [ %251, %242 ]
  %254 = load double, ptr %11, align 8, !tbaa !9
  br label %255

255:                                              ; preds = %63, %252, %156
  %256 = phi double [ %159, %156 ], [ %159, %252 ], [ %65, %63 ]
  %257 = phi double [ %158, %156 ], [ %254, %252 ], [ %64, %63 ]
  %258 = phi double [ 0.000000e+00, %156 ], [ %253, %252 ], [ 0.000000e+00, %63 ]
  store double %258, ptr @g_acc, align 8, !tbaa !9
  %259 = call double @llvm.fmuladd.f64(double %258, double 5.000000e-01, double %257)
  store double %60, ptr %59, align 8, !tbaa !9
  %260 = trunc nuw nsw i64 %58 to i32
  %261 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 40, ptr noundef nonnull @.str, i32 noundef %48, i32 noundef %260) #9
  %262 = getelementptr inbounds [6 x double], ptr %4, i64 0, i64 %58
  %263 = load double, ptr %262, align 8, !tbaa !9
  %264 = fsub double %256, %259
  %265 = fdiv double %264, 2.000000e-06
  %266 = fsub double %263, %265
  %267 = call double @llvm.fabs.f64(double %266)
  %268 = call double @llvm.fabs.f64(double %265)
  %269 = call double @llvm.maxnum.f64(double %268, double 1.000000e+00)
  %270 = fmul double %269, 0x3EB0C6F7A0B5ED8D
  %271 = fcmp ugt double %267, %270
  %272 = fcmp ule double %268, 1.000000e-09
  %273 = or i1 %272, %271
  %274 = select i1 %273, ptr @.str.2, ptr @.str.3
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %3, double noundef %263, double noundef %265, ptr noundef nonnull %274)
  %276 = zext i1 %273 to i32
  %277 = load i32, ptr @fails, align 4, !tbaa !5
  %278 = add nsw i32 %277, %276
  store i32 %278, ptr @fails, align 4, !tbaa !5
  %279 = add nuw nsw i64 %58, 1
  %280 = icmp eq i64 %279, 6
  br i1 %280, label %52, label %57, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable
define internal double @via_global(ptr nocapture noundef readonly %0, i32 noundef %1) #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %88

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %5, 1
  %8 = icmp eq i64 %6, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %5, 2147483646
  br label %28

11:                                               ; preds = %28, %4
  %12 = phi i64 [ 0, %4 ], [ %42, %28 ]
  %13 = icmp eq i64 %7, 0
  br i1 %13, label %20, label %14

14:                                               ; preds = %11
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !9
  %17 = tail call double @sin(double noundef %16) #9
  %18 = tail call double @llvm.fmuladd.f64(double %16, double %16, double %17)
  %19 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %12
  store double %18, ptr %19, align 8, !tbaa !9
  br label %20

20:                                               ; preds = %11, %14
  %21 = icmp eq i32 %1, 1
  br i1 %21, label %53, label %22

22:                                               ; preds = %20
  %23 = load double, ptr @g_buf, align 16, !tbaa !9
  %24 = and i64 %6, 1
  %25 = icmp eq i32 %1, 2
  br i1 %25, label %45, label %26

26:                                               ; preds = %22
  %27 = and i64 %6, -2
  br label %59

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %42, %28 ]
  %30 = phi i64 [ 0, %9 ], [ %43, %28 ]
  %31 = getelementptr inbounds double, ptr %0, i64 %29
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = tail call double @sin(double noundef %32) #9
  %34 = tail call double @llvm.fmuladd.f64(double %32, double %32, double %33)
  %35 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %29
  store double %34, ptr %35, align 16, !tbaa !9
  %36 = or disjoint i64 %29, 1
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = tail call double @sin(double noundef %38) #9
  %40 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %39)
  %41 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %36
  store double %40, ptr %41, align 8, !tbaa !9
  %42 = add nuw nsw i64 %29, 2
  %43 = add i64 %30, 2
  %44 = icmp eq i64 %43, %10
  br i1 %44, label %11, label %28, !llvm.loop !13

45:                                               ; preds = %59, %22
  %46 = phi double [ %23, %22 ], [ %69, %59 ]
  %47 = phi i64 [ 1, %22 ], [ %70, %59 ]
  %48 = icmp eq i64 %24, 0
  br i1 %48, label %53, label %49

49:                                               ; preds = %45
  %50 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %46, double 5.000000e-01, double %51)
  store double %52, ptr %50, align 8, !tbaa !9
  br label %53

53:                                               ; preds = %49, %45, %20
  store double 0.000000e+00, ptr @g_acc, align 8, !tbaa !9
  br i1 %3, label %54, label %90

54:                                               ; preds = %53
  %55 = and i64 %5, 1
  %56 = icmp eq i64 %6, 0
  br i1 %56, label %73, label %57

57:                                               ; preds = %54
  %58 = and i64 %5, 2147483646
  br label %97

59:                                               ; preds = %59, %26
  %60 = phi double [ %23, %26 ], [ %69, %59 ]
  %61 = phi i64 [ 1, %26 ], [ %70, %59 ]
  %62 = phi i64 [ 0, %26 ], [ %71, %59 ]
  %63 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %61
  %64 = load double, ptr %63, align 8, !tbaa !9
  %65 = tail call double @llvm.fmuladd.f64(double %60, double 5.000000e-01, double %64)
  store double %65, ptr %63, align 8, !tbaa !9
  %66 = add nuw nsw i64 %61, 1
  %67 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %65, double 5.000000e-01, double %68)
  store double %69, ptr %67, align 8, !tbaa !9
  %70 = add nuw nsw i64 %61, 2
  %71 = add i64 %62, 2
  %72 = icmp eq i64 %71, %27
  br i1 %72, label %45, label %59, !llvm.loop !14

73:                                               ; preds = %97, %54
  %74 = phi double [ poison, %54 ], [ %119, %97 ]
  %75 = phi i64 [ 0, %54 ], [ %120, %97 ]
  %76 = phi double [ 0.000000e+00, %54 ], [ %119, %97 ]
  %77 = icmp eq i64 %55, 0
  br i1 %77, label %88, label %78

78:                                               ; preds = %73
  %79 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %75
  %80 = load double, ptr %79, align 8, !tbaa !9
  %81 = trunc i64 %75 to i32
  %82 = add i32 %81, 2
  %83 = urem i32 %82, %1
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %84
  %86 = load double, ptr %85, align 8, !tbaa !9
  %87 = tail call double @llvm.fmuladd.f64(double %80, double %86, double %76)
  br label %88

88:                                               ; preds = %78, %73, %2
  %89 = phi double [ 0.000000e+00, %2 ], [ %74, %73 ], [ %87, %78 ]
  store double %89, ptr @g_acc, align 8, !tbaa !9
  br label %90

90:                                               ; preds = %88, %53
  %91 = phi double [ 0.000000e+00, %53 ], [ %89, %88 ]
  %92 = add nsw i32 %1, -1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !9
  %96 = tail call double @llvm.fmuladd.f64(double %91, double 5.000000e-01, double %95)
  ret double %96

97:                                               ; preds = %97, %57
  %98 = phi i64 [ 0, %57 ], [ %120, %97 ]
  %99 = phi double [ 0.000000e+00, %57 ], [ %119, %97 ]
  %100 = phi i64 [ 0, %57 ], [ %121, %97 ]
  %101 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %98
  %102 = load double, ptr %101, align 16, !tbaa !9
  %103 = trunc i64 %98 to i32
  %104 = add i32 %103, 2
  %105 = urem i32 %104, %1
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %106
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = tail call double @llvm.fmuladd.f64(double %102, double %108, double %99)
  %110 = or disjoint i64 %98, 1
  %111 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !9
  %113 = trunc i64 %110 to i32
  %114 = add i32 %113, 2
  %115 = urem i32 %114, %1
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [6 x double], ptr @g_buf, i64 0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = tail call double @llvm.fmuladd.f64(double %112, double %118, double %109)
  %120 = add nuw nsw i64 %98, 2
  %121 = add i64 %100, 2
  %122 = icmp eq i64 %121, %58
  br i1 %122, label %73, label %97, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind memory(readwrite, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
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
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
