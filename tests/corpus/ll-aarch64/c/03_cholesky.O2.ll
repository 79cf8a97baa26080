; ModuleID = 'c/03_cholesky.c'
source_filename = "c/03_cholesky.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [15 x i8] c"logdet = %.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c" %10.6f\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"x%-2d= %+.8f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"residual ok: %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"yes\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"no\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"bad matrix -> %d\0A\00", align 1
@str = private unnamed_addr constant [8 x i8] c"not SPD\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x double], align 8
  %2 = alloca [100 x double], align 8
  %3 = alloca [100 x double], align 8
  %4 = alloca [10 x double], align 16
  %5 = alloca [10 x double], align 8
  %6 = alloca [10 x double], align 8
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #7
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i64 [ 0, %0 ], [ %17, %7 ]
  %9 = phi i32 [ 7, %0 ], [ %11, %7 ]
  %10 = mul i32 %9, 1664525
  %11 = add i32 %10, 1013904223
  %12 = lshr i32 %11, 20
  %13 = uitofp nneg i32 %12 to double
  %14 = fmul double %13, 0x3F30000000000000
  %15 = fadd double %14, -5.000000e-01
  %16 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %8
  store double %15, ptr %16, align 8, !tbaa !6
  %17 = add nuw nsw i64 %8, 1
  %18 = icmp eq i64 %17, 100
  br i1 %18, label %19, label %7, !llvm.loop !10

19:                                               ; preds = %7, %183
  %20 = phi i64 [ %184, %183 ], [ 0, %7 ]
  %21 = mul nuw nsw i64 %20, 10
  %22 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !6
  %24 = or disjoint i64 %21, 1
  %25 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !6
  %27 = add nuw nsw i64 %21, 2
  %28 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !6
  %30 = add nuw nsw i64 %21, 3
  %31 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !6
  %33 = add nuw nsw i64 %21, 4
  %34 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !6
  %36 = add nuw nsw i64 %21, 5
  %37 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !6
  %39 = add nuw nsw i64 %21, 6
  %40 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !6
  %42 = add nuw nsw i64 %21, 7
  %43 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !6
  %45 = add nuw nsw i64 %21, 8
  %46 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !6
  %48 = add nuw nsw i64 %21, 9
  %49 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !6
  br label %186

51:                                               ; preds = %183
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(800) %3, i8 0, i64 800, i1 false), !tbaa !6
  br label %52

52:                                               ; preds = %107, %51
  %53 = phi i64 [ 0, %51 ], [ %78, %107 ]
  %54 = phi i64 [ 1, %51 ], [ %108, %107 ]
  %55 = phi i1 [ true, %51 ], [ %79, %107 ]
  %56 = mul nuw nsw i64 %53, 10
  %57 = mul nuw nsw i64 %53, 11
  %58 = getelementptr inbounds double, ptr %2, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !6
  %60 = icmp eq i64 %53, 0
  br i1 %60, label %63, label %61

61:                                               ; preds = %52
  %62 = getelementptr inbounds double, ptr %3, i64 %56
  br label %66

63:                                               ; preds = %66, %52
  %64 = phi double [ %59, %52 ], [ %72, %66 ]
  %65 = fcmp ugt double %64, 0.000000e+00
  br i1 %65, label %75, label %110

66:                                               ; preds = %66, %61
  %67 = phi i64 [ 0, %61 ], [ %73, %66 ]
  %68 = phi double [ %59, %61 ], [ %72, %66 ]
  %69 = getelementptr inbounds double, ptr %62, i64 %67
  %70 = load double, ptr %69, align 8, !tbaa !6
  %71 = fneg double %70
  %72 = tail call double @llvm.fmuladd.f64(double %71, double %70, double %68)
  %73 = add nuw nsw i64 %67, 1
  %74 = icmp eq i64 %73, %53
  br i1 %74, label %63, label %66, !llvm.loop !12

75:                                               ; preds = %63
  %76 = tail call double @sqrt(double noundef %64) #7
  %77 = getelementptr inbounds double, ptr %3, i64 %57
  store double %76, ptr %77, align 8, !tbaa !6
  %78 = add nuw nsw i64 %53, 1
  %79 = icmp ult i64 %53, 9
  br i1 %79, label %80, label %107

80:                                               ; preds = %75
  %81 = getelementptr inbounds double, ptr %3, i64 %56
  br label %82

82:                                               ; preds = %90, %80
  %83 = phi i64 [ %54, %80 ], [ %94, %90 ]
  %84 = mul nuw nsw i64 %83, 10
  %85 = add nuw nsw i64 %84, %53
  %86 = getelementptr inbounds double, ptr %2, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !6
  br i1 %60, label %90, label %88

88:                                               ; preds = %82
  %89 = getelementptr inbounds double, ptr %3, i64 %84
  br label %96

90:                                               ; preds = %96, %82
  %91 = phi double [ %87, %82 ], [ %104, %96 ]
  %92 = fdiv double %91, %76
  %93 = getelementptr inbounds double, ptr %3, i64 %85
  store double %92, ptr %93, align 8, !tbaa !6
  %94 = add nuw nsw i64 %83, 1
  %95 = icmp eq i64 %94, 10
  br i1 %95, label %107, label %82, !llvm.loop !13

96:                                               ; preds = %96, %88
  %97 = phi i64 [ 0, %88 ], [ %105, %96 ]
  %98 = phi double [ %87, %88 ], [ %104, %96 ]
  %99 = getelementptr inbounds double, ptr %89, i64 %97
  %100 = load double, ptr %99, align 8, !tbaa !6
  %101 = getelementptr inbounds double, ptr %81, i64 %97
  %102 = load double, ptr %101, align 8, !tbaa !6
  %103 = fneg double %100
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %102, double %98)
  %105 = add nuw nsw i64 %97, 1
  %106 = icmp eq i64 %105, %53
  br i1 %106, label %90, label %96, !llvm.loop !14

107:                                              ; preds = %90, %75
  %108 = add nuw nsw i64 %54, 1
  %109 = icmp eq i64 %78, 10
  br i1 %109, label %110, label %52, !llvm.loop !15

110:                                              ; preds = %63, %107
  %111 = phi i1 [ %79, %107 ], [ %55, %63 ]
  br i1 %111, label %234, label %112

112:                                              ; preds = %110
  %113 = load double, ptr %3, align 8, !tbaa !6
  %114 = tail call double @log(double noundef %113) #7
  %115 = tail call double @llvm.fmuladd.f64(double %114, double 2.000000e+00, double 0.000000e+00)
  %116 = getelementptr inbounds i8, ptr %3, i64 88
  %117 = load double, ptr %116, align 8, !tbaa !6
  %118 = tail call double @log(double noundef %117) #7
  %119 = tail call double @llvm.fmuladd.f64(double %118, double 2.000000e+00, double %115)
  %120 = getelementptr inbounds i8, ptr %3, i64 176
  %121 = load double, ptr %120, align 8, !tbaa !6
  %122 = tail call double @log(double noundef %121) #7
  %123 = tail call double @llvm.fmuladd.f64(double %122, double 2.000000e+00, double %119)
  %124 = getelementptr inbounds i8, ptr %3, i64 264
  %125 = load double, ptr %124, align 8, !tbaa !6
  %126 = tail call double @log(double noundef %125) #7
  %127 = tail call double @llvm.fmuladd.f64(double %126, double 2.000000e+00, double %123)
  %128 = getelementptr inbounds i8, ptr %3, i64 352
  %129 = load double, ptr %128, align 8, !tbaa !6
  %130 = tail call double @log(double noundef %129) #7
  %131 = tail call double @llvm.fmuladd.f64(double %130, double 2.000000e+00, double %127)
  %132 = getelementptr inbounds i8, ptr %3, i64 440
  %133 = load double, ptr %132, align 8, !tbaa !6
  %134 = tail call double @log(double noundef %133) #7
  %135 = tail call double @llvm.fmuladd.f64(double %134, double 2.000000e+00, double %131)
  %136 = getelementptr inbounds i8, ptr %3, i64 528
  %137 = load double, ptr %136, align 8, !tbaa !6
  %138 = tail call double @log(double noundef %137) #7
  %139 = tail call double @llvm.fmuladd.f64(double %138, double 2.000000e+00, double %135)
  %140 = getelementptr inbounds i8, ptr %3, i64 616
  %141 = load double, ptr %140, align 8, !tbaa !6
  %142 = tail call double @log(double noundef %141) #7
  %143 = tail call double @llvm.fmuladd.f64(double %142, double 2.000000e+00, double %139)
  %144 = getelementptr inbounds i8, ptr %3, i64 704
  %145 = load double, ptr %144, align 8, !tbaa !6
  %146 = tail call double @log(double noundef %145) #7
  %147 = tail call double @llvm.fmuladd.f64(double %146, double 2.000000e+00, double %143)
  %148 = getelementptr inbounds i8, ptr %3, i64 792
  %149 = load double, ptr %148, align 8, !tbaa !6
  %150 = tail call double @log(double noundef %149) #7
  %151 = tail call double @llvm.fmuladd.f64(double %150, double 2.000000e+00, double %147)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %151)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %113)
  %154 = tail call i32 @putchar(i32 10)
  %155 = getelementptr inbounds i8, ptr %3, i64 80
  %156 = load double, ptr %155, align 8, !tbaa !6
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %156)
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %117)
  %159 = tail call i32 @putchar(i32 10)
  %160 = getelementptr inbounds i8, ptr %3, i64 160
  %161 = load double, ptr %160, align 8, !tbaa !6
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %161)
  %163 = getelementptr inbounds i8, ptr %3, i64 168
  %164 = load double, ptr %163, align 8, !tbaa !6
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %164)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %121)
  %167 = tail call i32 @putchar(i32 10)
  %168 = getelementptr inbounds i8, ptr %3, i64 240
  %169 = load double, ptr %168, align 8, !tbaa !6
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %169)
  %171 = getelementptr inbounds i8, ptr %3, i64 248
  %172 = load double, ptr %171, align 8, !tbaa !6
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %172)
  %174 = getelementptr inbounds i8, ptr %3, i64 256
  %175 = load double, ptr %174, align 8, !tbaa !6
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %175)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %125)
  %178 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #7
  store <2 x double> <double 1.000000e+00, double 0x3FFD76AA47848677>, ptr %4, align 16, !tbaa !6
  %179 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0x3FFE8C7B7568DA23, double 0x3FF242070DB6DAAB>, ptr %179, align 16, !tbaa !6
  %180 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FCF2118888F8548, double 0x3FA507E0A1F66CD0>, ptr %180, align 16, !tbaa !6
  %181 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FE70F073AA7AEA0, double 0x3FFA830461368504>, ptr %181, align 16, !tbaa !6
  %182 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0x3FFFD469501467BE, double 0x3FF698098D830BE4>, ptr %182, align 16, !tbaa !6
  br label %236

183:                                              ; preds = %186
  %184 = add nuw nsw i64 %20, 1
  %185 = icmp eq i64 %184, 10
  br i1 %185, label %51, label %19, !llvm.loop !16

186:                                              ; preds = %19, %186
  %187 = phi i64 [ 0, %19 ], [ %232, %186 ]
  %188 = icmp eq i64 %20, %187
  %189 = select i1 %188, double 1.000000e+01, double 0.000000e+00
  %190 = mul nuw nsw i64 %187, 10
  %191 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !6
  %193 = tail call double @llvm.fmuladd.f64(double %23, double %192, double %189)
  %194 = or disjoint i64 %190, 1
  %195 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %194
  %196 = load double, ptr %195, align 8, !tbaa !6
  %197 = tail call double @llvm.fmuladd.f64(double %26, double %196, double %193)
  %198 = add nuw nsw i64 %190, 2
  %199 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %198
  %200 = load double, ptr %199, align 8, !tbaa !6
  %201 = tail call double @llvm.fmuladd.f64(double %29, double %200, double %197)
  %202 = add nuw nsw i64 %190, 3
  %203 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %202
  %204 = load double, ptr %203, align 8, !tbaa !6
  %205 = tail call double @llvm.fmuladd.f64(double %32, double %204, double %201)
  %206 = add nuw nsw i64 %190, 4
  %207 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %206
  %208 = load double, ptr %207, align 8, !tbaa !6
  %209 = tail call double @llvm.fmuladd.f64(double %35, double %208, double %205)
  %210 = add nuw nsw i64 %190, 5
  %211 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %210
  %212 = load double, ptr %211, align 8, !tbaa !6
  %213 = tail call double @llvm.fmuladd.f64(double %38, double %212, double %209)
  %214 = add nuw nsw i64 %190, 6
  %215 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %214
  %216 = load double, ptr %215, align 8, !tbaa !6
  %217 = tail call double @llvm.fmuladd.f64(double %41, double %216, double %213)
  %218 = add nuw nsw i64 %190, 7
  %219 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %218
  %220 = load double, ptr %219, align 8, !tbaa !6
  %221 = tail call double @llvm.fmuladd.f64(double %44, double %220, double %217)
  %222 = add nuw nsw i64 %190, 8
  %223 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %222
  %224 = load double, ptr %223, align 8, !tbaa !6
  %225 = tail call double @llvm.fmuladd.f64(double %47, double %224, double %221)
  %226 = add nuw nsw i64 %190, 9
  %227 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %226
  %228 = load double, ptr %227, align 8, !tbaa !6
  %229 = tail call double @llvm.fmuladd.f64(double %50, double %228, double %225)
  %230 = add nuw nsw i64 %187, %21
  %231 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %230
  store double %229, ptr %231, align 8, !tbaa !6
  %232 = add nuw nsw i64 %187, 1
  %233 = icmp eq i64 %232, 10
  br i1 %233, label %183, label %186, !llvm.loop !17

234:                                              ; preds = %110
  %235 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %377

236:                                              ; preds = %112, %244
  %237 = phi i64 [ %251, %244 ], [ 0, %112 ]
  %238 = getelementptr inbounds double, ptr %4, i64 %237
  %239 = load double, ptr %238, align 8, !tbaa !6
  %240 = icmp eq i64 %237, 0
  br i1 %240, label %244, label %241

241:                                              ; preds = %236
  %242 = mul nuw nsw i64 %237, 80
  %243 = getelementptr i8, ptr %3, i64 %242
  br label %253

244:                                              ; preds = %253, %236
  %245 = phi double [ %239, %236 ], [ %261, %253 ]
  %246 = mul nuw nsw i64 %237, 88
  %247 = getelementptr inbounds i8, ptr %3, i64 %246
  %248 = load double, ptr %247, align 8, !tbaa !6
  %249 = fdiv double %245, %248
  %250 = getelementptr inbounds double, ptr %5, i64 %237
  store double %249, ptr %250, align 8, !tbaa !6
  %251 = add nuw nsw i64 %237, 1
  %252 = icmp eq i64 %251, 10
  br i1 %252, label %264, label %236, !llvm.loop !18

253:                                              ; preds = %253, %241
  %254 = phi i64 [ 0, %241 ], [ %262, %253 ]
  %255 = phi double [ %239, %241 ], [ %261, %253 ]
  %256 = getelementptr double, ptr %243, i64 %254
  %257 = load double, ptr %256, align 8, !tbaa !6
  %258 = getelementptr inbounds double, ptr %5, i64 %254
  %259 = load double, ptr %258, align 8, !tbaa !6
  %260 = fneg double %257
  %261 = tail call double @llvm.fmuladd.f64(double %260, double %259, double %255)
  %262 = add nuw nsw i64 %254, 1
  %263 = icmp eq i64 %262, %237
  br i1 %263, label %244, label %253, !llvm.loop !19

264:                                              ; preds = %244, %271
  %265 = phi i64 [ %278, %271 ], [ 9, %244 ]
  %266 = getelementptr inbounds double, ptr %5, i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !6
  %268 = icmp ult i64 %265, 9
  br i1 %268, label %269, label %271

269:                                              ; preds = %264
  %270 = getelementptr double, ptr %3, i64 %265
  br label %300

271:                                              ; preds = %300, %264
  %272 = phi double [ %267, %264 ], [ %310, %300 ]
  %273 = mul nuw nsw i64 %265, 88
  %274 = getelementptr inbounds i8, ptr %3, i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !6
  %276 = fdiv double %272, %275
  %277 = getelementptr inbounds double, ptr %6, i64 %265
  store double %276, ptr %277, align 8, !tbaa !6
  %278 = add nsw i64 %265, -1
  %279 = icmp eq i64 %265, 0
  br i1 %279, label %280, label %264, !llvm.loop !20

280:                                              ; preds = %271
  %281 = load double, ptr %6, align 8, !tbaa !6
  %282 = getelementptr inbounds i8, ptr %6, i64 8
  %283 = load double, ptr %282, align 8, !tbaa !6
  %284 = getelementptr inbounds i8, ptr %6, i64 16
  %285 = load double, ptr %284, align 8, !tbaa !6
  %286 = getelementptr inbounds i8, ptr %6, i64 24
  %287 = load double, ptr %286, align 8, !tbaa !6
  %288 = getelementptr inbounds i8, ptr %6, i64 32
  %289 = load double, ptr %288, align 8, !tbaa !6
  %290 = getelementptr inbounds i8, ptr %6, i64 40
  %291 = load double, ptr %290, align 8, !tbaa !6
  %292 = getelementptr inbounds i8, ptr %6, i64 48
  %293 = load double, ptr %292, align 8, !tbaa !6
  %294 = getelementptr inbounds i8, ptr %6, i64 56
  %295 = load double, ptr %294, align 8, !tbaa !6
  %296 = getelementptr inbounds i8, ptr %6, i64 64
  %297 = load double, ptr %296, align 8, !tbaa !6
  %298 = getelementptr inbounds i8, ptr %6, i64 72
  %299 = load double, ptr %298, align 8, !tbaa !6
  br label %312

300:                                              ; preds = %300, %269
  %301 = phi i64 [ %265, %269 ], [ %303, %300 ]
  %302 = phi double [ %267, %269 ], [ %310, %300 ]
  %303 = add nuw nsw i64 %301, 1
  %304 = mul i64 %303, 80
  %305 = getelementptr i8, ptr %270, i64 %304
  %306 = load double, ptr %305, align 8, !tbaa !6
  %307 = getelementptr inbounds double, ptr %6, i64 %303
  %308 = load double, ptr %307, align 8, !tbaa !6
  %309 = fneg double %306
  %310 = tail call double @llvm.fmuladd.f64(double %309, double %308, double %302)
  %311 = icmp eq i64 %303, 9
  br i1 %311, label %271, label %300, !llvm.loop !21

312:                                              ; preds = %280, %312
  %313 = phi i64 [ 0, %280 ], [ %360, %312 ]
  %314 = phi double [ 0.000000e+00, %280 ], [ %359, %312 ]
  %315 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %313
  %316 = load double, ptr %315, align 8, !tbaa !6
  %317 = fneg double %316
  %318 = mul nuw nsw i64 %313, 10
  %319 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %318
  %320 = load double, ptr %319, align 8, !tbaa !6
  %321 = tail call double @llvm.fmuladd.f64(double %320, double %281, double %317)
  %322 = or disjoint i64 %318, 1
  %323 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %322
  %324 = load double, ptr %323, align 8, !tbaa !6
  %325 = tail call double @llvm.fmuladd.f64(double %324, double %283, double %321)
  %326 = add nuw nsw i64 %318, 2
  %327 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !6
  %329 = tail call double @llvm.fmuladd.f64(double %328, double %285, double %325)
  %330 = add nuw nsw i64 %318, 3
  %331 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %330
  %332 = load double, ptr %331, align 8, !tbaa !6
  %333 = tail call double @llvm.fmuladd.f64(double %332, double %287, double %329)
  %334 = add nuw nsw i64 %318, 4
  %335 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %334
  %336 = load double, ptr %335, align 8, !tbaa !6
  %337 = tail call double @llvm.fmuladd.f64(double %336, double %289, double %333)
  %338 = add nuw nsw i64 %318, 5
  %339 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %338
  %340 = load double, ptr %339, align 8, !tbaa !6
  %341 = tail call double @llvm.fmuladd.f64(double %340, double %291, double %337)
  %342 = add nuw nsw i64 %318, 6
  %343 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %342
  %344 = load double, ptr %343, align 8, !tbaa !6
  %345 = tail call double @llvm.fmuladd.f64(double %344, double %293, double %341)
  %346 = add nuw nsw i64 %318, 7
  %347 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %346
  %348 = load double, ptr %347, align 8, !tbaa !6
  %349 = tail call double @llvm.fmuladd.f64(double %348, double %295, double %345)
  %350 = add nuw nsw i64 %318, 8
  %351 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %350
  %352 = load double, ptr %351, align 8, !tbaa !6
  %353 = tail call double @llvm.fmuladd.f64(double %352, double %297, double %349)
  %354 = add nuw nsw i64 %318, 9
  %355 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %354
  %356 = load double, ptr %355, align 8, !tbaa !6
  %357 = tail call double @llvm.fmuladd.f64(double %356, double %299, double %353)
  %358 = tail call double @llvm.fabs.f64(double %357)
  %359 = fadd double %314, %358
  %360 = add nuw nsw i64 %313, 1
  %361 = icmp eq i64 %360, 10
  br i1 %361, label %362, label %312, !llvm.loop !22

362:                                              ; preds = %312
  %363 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %281)
  %364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %283)
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %285)
  %366 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %287)
  %367 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %289)
  %368 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %291)
  %369 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, double noundef %293)
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, double noundef %295)
  %371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, double noundef %297)
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 9, double noundef %299)
  %373 = fcmp olt double %359, 0x3DA5FD7FE1796495
  %374 = select i1 %373, ptr @.str.6, ptr @.str.7
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %374)
  %376 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -1)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #7
  br label %377

377:                                              ; preds = %362, %234
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #7
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
