; ModuleID = 'cpp/06_complex_ops.cpp'
source_filename = "cpp/06_complex_ops.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%class.Complex = type { double, double }

@.str = private unnamed_addr constant [38 x i8] c"c = %.6f %+.6fi |a|=%.6f arg(a)=%.9f\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"e^(i pi) = %.6f %+.6fi\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"(1+i)^10 = %.1f %+.1fi\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"equality: %d %d\0A\00", align 1
@__const.main.degs = private unnamed_addr constant [2 x i32] [i32 4, i32 3], align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"poly %d roots:\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c" (%.9f,%.9f)\00", align 1
@.str.7 = private unnamed_addr constant [23 x i8] c"X[%d] = %9.6f %+9.6fi\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"parseval: %.9f %.9f\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x [5 x double]], align 16
  %2 = alloca [4 x %class.Complex], align 16
  %3 = alloca %class.Complex, align 8
  %4 = alloca [8 x %class.Complex], align 16
  %5 = alloca [8 x %class.Complex], align 16
  %6 = tail call noundef double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #10
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 8.000000e+00, double noundef -4.000000e+00, double noundef %6, double noundef 0x3FEDAC670561BB4F)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -1.000000e+00, double noundef 0.000000e+00)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00, double noundef 3.200000e+01)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(80) %1, i8 0, i64 80, i1 false)
  store double -1.000000e+00, ptr %1, align 16
  %11 = getelementptr inbounds i8, ptr %1, i64 32
  store double 1.000000e+00, ptr %11, align 16
  %12 = getelementptr inbounds i8, ptr %1, i64 40
  store double 2.000000e+00, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  store double -2.000000e+00, ptr %13, align 16
  %14 = getelementptr inbounds i8, ptr %1, i64 64
  store double 1.000000e+00, ptr %14, align 16
  br label %30

15:                                               ; preds = %180
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %5, i8 0, i64 128, i1 false), !tbaa !5
  store double 1.000000e+00, ptr %4, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %4, i64 8
  store double 0.000000e+00, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %4, i64 16
  store double 1.000000e+00, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %4, i64 24
  store double 0.000000e+00, ptr %18, align 8, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %4, i64 32
  store double 1.000000e+00, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %4, i64 40
  store double 0.000000e+00, ptr %20, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %4, i64 48
  store double 1.000000e+00, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %4, i64 56
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %22, i8 0, i64 72, i1 false)
  %23 = load double, ptr %4, align 16, !tbaa !9
  %24 = load double, ptr %16, align 8, !tbaa !11
  %25 = fneg double %24
  %26 = load double, ptr %17, align 16, !tbaa !9
  %27 = load double, ptr %18, align 8, !tbaa !11
  %28 = fneg double %27
  %29 = load double, ptr %19, align 16, !tbaa !9
  br label %197

30:                                               ; preds = %180, %0
  %31 = phi i1 [ true, %0 ], [ false, %180 ]
  %32 = phi i64 [ 0, %0 ], [ 1, %180 ]
  %33 = getelementptr inbounds [2 x i32], ptr @__const.main.degs, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false), !tbaa !5
  %35 = tail call i32 @llvm.smax.i32(i32 %34, i32 1)
  %36 = zext nneg i32 %35 to i64
  br label %43

37:                                               ; preds = %72
  %38 = sext i32 %34 to i64
  %39 = getelementptr inbounds [2 x [5 x double]], ptr %1, i64 0, i64 %32, i64 %38
  %40 = zext i32 %34 to i64
  %41 = load double, ptr %39, align 8, !tbaa !5
  %42 = zext nneg i32 %35 to i64
  br label %81

43:                                               ; preds = %30, %72
  %44 = phi i64 [ 0, %30 ], [ %77, %72 ]
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %72, label %46

46:                                               ; preds = %43
  %47 = trunc nuw nsw i64 %44 to i32
  br label %48

48:                                               ; preds = %46, %62
  %49 = phi i32 [ %70, %62 ], [ %47, %46 ]
  %50 = phi double [ %67, %62 ], [ 4.000000e-01, %46 ]
  %51 = phi double [ %69, %62 ], [ 9.000000e-01, %46 ]
  %52 = phi double [ %64, %62 ], [ 1.000000e+00, %46 ]
  %53 = phi double [ %63, %62 ], [ 0.000000e+00, %46 ]
  %54 = and i32 %49, 1
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %62, label %56

56:                                               ; preds = %48
  %57 = fneg double %53
  %58 = fmul double %51, %57
  %59 = tail call double @llvm.fmuladd.f64(double %52, double %50, double %58)
  %60 = fmul double %50, %53
  %61 = tail call double @llvm.fmuladd.f64(double %52, double %51, double %60)
  br label %62

62:                                               ; preds = %56, %48
  %63 = phi double [ %53, %48 ], [ %61, %56 ]
  %64 = phi double [ %52, %48 ], [ %59, %56 ]
  %65 = fneg double %51
  %66 = fmul double %51, %65
  %67 = tail call double @llvm.fmuladd.f64(double %50, double %50, double %66)
  %68 = fmul double %50, %51
  %69 = tail call double @llvm.fmuladd.f64(double %50, double %51, double %68)
  %70 = lshr i32 %49, 1
  %71 = icmp ult i32 %49, 2
  br i1 %71, label %72, label %48, !llvm.loop !14

72:                                               ; preds = %62, %43
  %73 = phi double [ 0.000000e+00, %43 ], [ %63, %62 ]
  %74 = phi double [ 1.000000e+00, %43 ], [ %64, %62 ]
  %75 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %44
  store double %74, ptr %75, align 16, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  store double %73, ptr %76, align 8, !tbaa !5
  %77 = add nuw nsw i64 %44, 1
  %78 = icmp eq i64 %77, %36
  br i1 %78, label %37, label %43, !llvm.loop !16

79:                                               ; preds = %83
  %80 = zext nneg i32 %35 to i64
  br label %152

81:                                               ; preds = %83, %37
  %82 = phi i32 [ 0, %37 ], [ %84, %83 ]
  br label %86

83:                                               ; preds = %109
  %84 = add nuw nsw i32 %82, 1
  %85 = icmp eq i32 %84, 500
  br i1 %85, label %79, label %81, !llvm.loop !17

86:                                               ; preds = %81, %109
  %87 = phi i64 [ 0, %81 ], [ %121, %109 ]
  %88 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %87
  %89 = load double, ptr %88, align 16, !tbaa !9
  %90 = getelementptr inbounds i8, ptr %88, i64 8
  %91 = load double, ptr %90, align 8, !tbaa !11
  br label %92

92:                                               ; preds = %86, %92
  %93 = phi i64 [ %40, %86 ], [ %96, %92 ]
  %94 = phi double [ 0.000000e+00, %86 ], [ %106, %92 ]
  %95 = phi double [ %41, %86 ], [ %105, %92 ]
  %96 = add nsw i64 %93, -1
  %97 = fneg double %94
  %98 = fmul double %91, %97
  %99 = tail call double @llvm.fmuladd.f64(double %95, double %89, double %98)
  %100 = fmul double %94, %89
  %101 = tail call double @llvm.fmuladd.f64(double %95, double %91, double %100)
  %102 = and i64 %96, 4294967295
  %103 = getelementptr inbounds [2 x [5 x double]], ptr %1, i64 0, i64 %32, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fadd double %104, %99
  %106 = fadd double %101, 0.000000e+00
  %107 = trunc nuw i64 %93 to i32
  %108 = icmp sgt i32 %107, 1
  br i1 %108, label %92, label %123, !llvm.loop !18

109:                                              ; preds = %140
  %110 = fmul double %142, %142
  %111 = tail call double @llvm.fmuladd.f64(double %141, double %141, double %110)
  %112 = fmul double %106, %142
  %113 = tail call double @llvm.fmuladd.f64(double %105, double %141, double %112)
  %114 = fdiv double %113, %111
  %115 = fneg double %105
  %116 = fmul double %142, %115
  %117 = tail call double @llvm.fmuladd.f64(double %106, double %141, double %116)
  %118 = fdiv double %117, %111
  %119 = fsub double %89, %114
  %120 = fsub double %91, %118
  store double %119, ptr %88, align 16, !tbaa !5
  store double %120, ptr %90, align 8, !tbaa !5
  %121 = add nuw nsw i64 %87, 1
  %122 = icmp eq i64 %121, %42
  br i1 %122, label %83, label %86, !llvm.loop !19

123:                                              ; preds = %92, %140
  %124 = phi i64 [ %143, %140 ], [ 0, %92 ]
  %125 = phi double [ %142, %140 ], [ 0.000000e+00, %92 ]
  %126 = phi double [ %141, %140 ], [ 1.000000e+00, %92 ]
  %127 = icmp eq i64 %124, %87
  br i1 %127, label %140, label %128

128:                                              ; preds = %123
  %129 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %124
  %130 = load double, ptr %129, align 16, !tbaa !9
  %131 = fsub double %89, %130
  %132 = getelementptr inbounds i8, ptr %129, i64 8
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = fsub double %91, %133
  %135 = fneg double %125
  %136 = fmul double %134, %135
  %137 = tail call double @llvm.fmuladd.f64(double %126, double %131, double %136)
  %138 = fmul double %125, %131
  %139 = tail call double @llvm.fmuladd.f64(double %126, double %134, double %138)
  br label %140

140:                                              ; preds = %123, %128
  %141 = phi double [ %126, %123 ], [ %137, %128 ]
  %142 = phi double [ %125, %123 ], [ %139, %128 ]
  %143 = add nuw nsw i64 %124, 1
  %144 = icmp eq i64 %143, %42
  br i1 %144, label %109, label %123, !llvm.loop !20

145:                                              ; preds = %177, %152
  %146 = add nuw nsw i64 %154, 1
  %147 = icmp eq i64 %155, %80
  br i1 %147, label %148, label %152, !llvm.loop !21

148:                                              ; preds = %145
  %149 = trunc nuw nsw i64 %32 to i32
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %149)
  %151 = zext nneg i32 %35 to i64
  br label %182

152:                                              ; preds = %79, %145
  %153 = phi i64 [ 0, %79 ], [ %155, %145 ]
  %154 = phi i64 [ 1, %79 ], [ %146, %145 ]
  %155 = add nuw nsw i64 %153, 1
  %156 = icmp slt i64 %155, %38
  br i1 %156, label %157, label %145

157:                                              ; preds = %152
  %158 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %153
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  br label %160

160:                                              ; preds = %157, %177
  %161 = phi i64 [ %154, %157 ], [ %178, %177 ]
  %162 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %161
  %163 = load double, ptr %162, align 16, !tbaa !9
  %164 = load double, ptr %158, align 16, !tbaa !9
  %165 = fadd double %164, -1.000000e-09
  %166 = fcmp olt double %163, %165
  br i1 %166, label %176, label %167

167:                                              ; preds = %160
  %168 = fsub double %163, %164
  %169 = tail call double @llvm.fabs.f64(double %168)
  %170 = fcmp olt double %169, 1.000000e-09
  br i1 %170, label %171, label %177

171:                                              ; preds = %167
  %172 = getelementptr inbounds i8, ptr %162, i64 8
  %173 = load double, ptr %172, align 8, !tbaa !11
  %174 = load double, ptr %159, align 8, !tbaa !11
  %175 = fcmp olt double %173, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %171, %160
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 16 dereferenceable(16) %158, i64 16, i1 false), !tbaa.struct !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %158, ptr noundef nonnull align 16 dereferenceable(16) %162, i64 16, i1 false), !tbaa.struct !22
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %162, ptr noundef nonnull align 8 dereferenceable(16) %3, i64 16, i1 false), !tbaa.struct !22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  br label %177

177:                                              ; preds = %167, %171, %176
  %178 = add nuw nsw i64 %161, 1
  %179 = icmp eq i64 %178, %40
  br i1 %179, label %145, label %160, !llvm.loop !23

180:                                              ; preds = %182
  %181 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  br i1 %31, label %30, label %15, !llvm.loop !24

182:                                              ; preds = %148, %182
  %183 = phi i64 [ 0, %148 ], [ %195, %182 ]
  %184 = getelementptr inbounds [4 x %class.Complex], ptr %2, i64 0, i64 %183
  %185 = load double, ptr %184, align 16, !tbaa !9
  %186 = tail call double @llvm.fabs.f64(double %185)
  %187 = fcmp olt double %186, 5.000000e-10
  %188 = select i1 %187, double 0.000000e+00, double %185
  %189 = getelementptr inbounds i8, ptr %184, i64 8
  %190 = load double, ptr %189, align 8, !tbaa !11
  %191 = tail call double @llvm.fabs.f64(double %190)
  %192 = fcmp olt double %191, 5.000000e-10
  %193 = select i1 %192, double 0.000000e+00, double %190
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %188, double noundef %193)
  %195 = add nuw nsw i64 %183, 1
  %196 = icmp eq i64 %195, %151
  br i1 %196, label %180, label %182, !llvm.loop !25

197:                                              ; preds = %15, %197
  %198 = phi i64 [ 0, %15 ], [ %290, %197 ]
  %199 = trunc nuw nsw i64 %198 to i32
  %200 = uitofp nneg i32 %199 to double
  %201 = fmul double %200, 0xC01921FB54442D18
  %202 = fmul double %201, 0.000000e+00
  %203 = fmul double %202, 1.250000e-01
  %204 = tail call double @cos(double noundef %203) #10
  %205 = tail call double @sin(double noundef %203) #10
  %206 = fmul double %205, %25
  %207 = tail call double @llvm.fmuladd.f64(double %23, double %204, double %206)
  %208 = fmul double %204, %24
  %209 = tail call double @llvm.fmuladd.f64(double %23, double %205, double %208)
  %210 = fadd double %207, 0.000000e+00
  %211 = fadd double %209, 0.000000e+00
  %212 = fmul double %201, 1.250000e-01
  %213 = tail call double @cos(double noundef %212) #10
  %214 = tail call double @sin(double noundef %212) #10
  %215 = fmul double %214, %28
  %216 = tail call double @llvm.fmuladd.f64(double %26, double %213, double %215)
  %217 = fmul double %213, %27
  %218 = tail call double @llvm.fmuladd.f64(double %26, double %214, double %217)
  %219 = fadd double %210, %216
  %220 = fadd double %211, %218
  %221 = fmul double %201, 2.000000e+00
  %222 = fmul double %221, 1.250000e-01
  %223 = tail call double @cos(double noundef %222) #10
  %224 = tail call double @sin(double noundef %222) #10
  %225 = fmul double %224, -0.000000e+00
  %226 = tail call double @llvm.fmuladd.f64(double %29, double %223, double %225)
  %227 = fmul double %223, 0.000000e+00
  %228 = tail call double @llvm.fmuladd.f64(double %29, double %224, double %227)
  %229 = fadd double %219, %226
  %230 = fadd double %220, %228
  %231 = fmul double %201, 3.000000e+00
  %232 = fmul double %231, 1.250000e-01
  %233 = tail call double @cos(double noundef %232) #10
  %234 = tail call double @sin(double noundef %232) #10
  %235 = fmul double %234, -0.000000e+00
  %236 = fadd double %233, %235
  %237 = fmul double %233, 0.000000e+00
  %238 = fadd double %234, %237
  %239 = fadd double %229, %236
  %240 = fadd double %230, %238
  %241 = fmul double %201, 4.000000e+00
  %242 = fmul double %241, 1.250000e-01
  %243 = tail call double @cos(double noundef %242) #10
  %244 = tail call double @sin(double noundef %242) #10
  %245 = fmul double %244, -0.000000e+00
  %246 = tail call double @llvm.fmuladd.f64(double %243, double 0.000000e+00, double %245)
  %247 = fmul double %243, 0.000000e+00
  %248 = tail call double @llvm.fmuladd.f64(double %244, double 0.000000e+00, double %247)
  %249 = fadd double %239, %246
  %250 = fadd double %240, %248
  %251 = fmul double %201, 5.000000e+00
  %252 = fmul double %251, 1.250000e-01
  %253 = tail call double @cos(double noundef %252) #10
  %254 = tail call double @sin(double noundef %252) #10
  %255 = fmul double %254, -0.000000e+00
  %256 = tail call double @llvm.fmuladd.f64(double %253, double 0.000000e+00, double %255)
  %257 = fmul double %253, 0.000000e+00
  %258 = tail call double @llvm.fmuladd.f64(double %254, double 0.000000e+00, double %257)
  %259 = fadd double %249, %256
  %260 = fadd double %250, %258
  %261 = fmul double %201, 6.000000e+00
  %262 = fmul double %261, 1.250000e-01
  %263 = tail call double @cos(double noundef %262) #10
  %264 = tail call double @sin(double noundef %262) #10
  %265 = fmul double %264, -0.000000e+00
  %266 = tail call double @llvm.fmuladd.f64(double %263, double 0.000000e+00, double %265)
  %267 = fmul double %263, 0.000000e+00
  %268 = tail call double @llvm.fmuladd.f64(double %264, double 0.000000e+00, double %267)
  %269 = fadd double %259, %266
  %270 = fadd double %260, %268
  %271 = fmul double %201, 7.000000e+00
  %272 = fmul double %271, 1.250000e-01
  %273 = tail call double @cos(double noundef %272) #10
  %274 = tail call double @sin(double noundef %272) #10
  %275 = fmul double %274, -0.000000e+00
  %276 = tail call double @llvm.fmuladd.f64(double %273, double 0.000000e+00, double %275)
  %277 = fmul double %273, 0.000000e+00
  %278 = tail call double @llvm.fmuladd.f64(double %274, double 0.000000e+00, double %277)
  %279 = fadd double %269, %276
  %280 = fadd double %270, %278
  %281 = getelementptr inbounds [8 x %class.Complex], ptr %5, i64 0, i64 %198
  store double %279, ptr %281, align 16, !tbaa !5
  %282 = getelementptr inbounds i8, ptr %281, i64 8
  store double %280, ptr %282, align 8, !tbaa !5
  %283 = tail call double @llvm.fabs.f64(double %279)
  %284 = fcmp olt double %283, 5.000000e-10
  %285 = select i1 %284, double 0.000000e+00, double %279
  %286 = tail call double @llvm.fabs.f64(double %280)
  %287 = fcmp olt double %286, 5.000000e-10
  %288 = select i1 %287, double 0.000000e+00, double %280
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %199, double noundef %285, double noundef %288)
  %290 = add nuw nsw i64 %198, 1
  %291 = icmp eq i64 %290, 8
  br i1 %291, label %295, label %197, !llvm.loop !26

292:                                              ; preds = %295
  %293 = fmul double %312, 1.250000e-01
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %305, double noundef %293)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #10
  ret i32 0

295:                                              ; preds = %197, %295
  %296 = phi i64 [ %313, %295 ], [ 0, %197 ]
  %297 = phi double [ %312, %295 ], [ 0.000000e+00, %197 ]
  %298 = phi double [ %305, %295 ], [ 0.000000e+00, %197 ]
  %299 = getelementptr inbounds [8 x %class.Complex], ptr %4, i64 0, i64 %296
  %300 = load double, ptr %299, align 16, !tbaa !9
  %301 = getelementptr inbounds i8, ptr %299, i64 8
  %302 = load double, ptr %301, align 8, !tbaa !11
  %303 = tail call noundef double @hypot(double noundef %300, double noundef %302) #10
  %304 = tail call noundef double @hypot(double noundef %300, double noundef %302) #10
  %305 = tail call double @llvm.fmuladd.f64(double %303, double %304, double %298)
  %306 = getelementptr inbounds [8 x %class.Complex], ptr %5, i64 0, i64 %296
  %307 = load double, ptr %306, align 16, !tbaa !9
  %308 = getelementptr inbounds i8, ptr %306, i64 8
  %309 = load double, ptr %308, align 8, !tbaa !11
  %310 = tail call noundef double @hypot(double noundef %307, double noundef %309) #10
  %311 = tail call noundef double @hypot(double noundef %307, double noundef %309) #10
  %312 = tail call double @llvm.fmuladd.f64(double %310, double %311, double %297)
  %313 = add nuw nsw i64 %296, 1
  %314 = icmp eq i64 %313, 8
  br i1 %314, label %292, label %295, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS7Complex", !6, i64 0, !6, i64 8}
!11 = !{!10, !6, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = !{i64 0, i64 8, !5, i64 8, i64 8, !5}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
!27 = distinct !{!27, !15}
