; ModuleID = 'c/03_cholesky.c'
source_filename = "c/03_cholesky.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca [100 x double], align 16
  %2 = alloca [100 x double], align 16
  %3 = alloca [100 x double], align 16
  %4 = alloca [10 x double], align 16
  %5 = alloca [10 x double], align 16
  %6 = alloca [10 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #7
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %25, %7 ]
  %9 = phi i32 [ 7, %0 ], [ %19, %7 ]
  %10 = mul i32 %9, 1664525
  %11 = add i32 %10, 1013904223
  %12 = lshr i32 %11, 20
  %13 = uitofp nneg i32 %12 to double
  %14 = fmul double %13, 0x3F30000000000000
  %15 = fadd double %14, -5.000000e-01
  %16 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %8
  store double %15, ptr %16, align 16, !tbaa !5
  %17 = or disjoint i64 %8, 1
  %18 = mul i32 %11, 1664525
  %19 = add i32 %18, 1013904223
  %20 = lshr i32 %19, 20
  %21 = uitofp nneg i32 %20 to double
  %22 = fmul double %21, 0x3F30000000000000
  %23 = fadd double %22, -5.000000e-01
  %24 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %17
  store double %23, ptr %24, align 8, !tbaa !5
  %25 = add nuw nsw i64 %8, 2
  %26 = icmp eq i64 %25, 100
  br i1 %26, label %27, label %7, !llvm.loop !9

27:                                               ; preds = %7, %272
  %28 = phi i64 [ %273, %272 ], [ 0, %7 ]
  %29 = mul nuw nsw i64 %28, 10
  %30 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %29
  %31 = load double, ptr %30, align 16, !tbaa !5
  %32 = or disjoint i64 %29, 1
  %33 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = add nuw nsw i64 %29, 2
  %36 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %35
  %37 = load double, ptr %36, align 16, !tbaa !5
  %38 = add nuw nsw i64 %29, 3
  %39 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = add nuw nsw i64 %29, 4
  %42 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %41
  %43 = load double, ptr %42, align 16, !tbaa !5
  %44 = add nuw nsw i64 %29, 5
  %45 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = add nuw nsw i64 %29, 6
  %48 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %47
  %49 = load double, ptr %48, align 16, !tbaa !5
  %50 = add nuw nsw i64 %29, 7
  %51 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !5
  %53 = add nuw nsw i64 %29, 8
  %54 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %53
  %55 = load double, ptr %54, align 16, !tbaa !5
  %56 = add nuw nsw i64 %29, 9
  %57 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !5
  br label %275

59:                                               ; preds = %272
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(800) %3, i8 0, i64 800, i1 false), !tbaa !5
  br label %60

60:                                               ; preds = %196, %59
  %61 = phi i64 [ 0, %59 ], [ %123, %196 ]
  %62 = phi i64 [ 1, %59 ], [ %197, %196 ]
  %63 = phi i1 [ true, %59 ], [ %124, %196 ]
  %64 = mul nuw nsw i64 %61, 10
  %65 = mul nuw nsw i64 %61, 11
  %66 = getelementptr inbounds double, ptr %2, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !5
  %68 = icmp eq i64 %61, 0
  br i1 %68, label %91, label %69

69:                                               ; preds = %60
  %70 = getelementptr inbounds double, ptr %3, i64 %64
  %71 = and i64 %61, 3
  %72 = icmp ult i64 %61, 4
  br i1 %72, label %75, label %73

73:                                               ; preds = %69
  %74 = and i64 %61, 9223372036854775804
  br label %94

75:                                               ; preds = %94, %69
  %76 = phi double [ poison, %69 ], [ %116, %94 ]
  %77 = phi i64 [ 0, %69 ], [ %117, %94 ]
  %78 = phi double [ %67, %69 ], [ %116, %94 ]
  %79 = icmp eq i64 %71, 0
  br i1 %79, label %91, label %80

80:                                               ; preds = %75, %80
  %81 = phi i64 [ %88, %80 ], [ %77, %75 ]
  %82 = phi double [ %87, %80 ], [ %78, %75 ]
  %83 = phi i64 [ %89, %80 ], [ 0, %75 ]
  %84 = getelementptr inbounds double, ptr %70, i64 %81
  %85 = load double, ptr %84, align 8, !tbaa !5
  %86 = fneg double %85
  %87 = tail call double @llvm.fmuladd.f64(double %86, double %85, double %82)
  %88 = add nuw nsw i64 %81, 1
  %89 = add i64 %83, 1
  %90 = icmp eq i64 %89, %71
  br i1 %90, label %91, label %80, !llvm.loop !11

91:                                               ; preds = %75, %80, %60
  %92 = phi double [ %67, %60 ], [ %76, %75 ], [ %87, %80 ]
  %93 = fcmp ugt double %92, 0.000000e+00
  br i1 %93, label %120, label %199

94:                                               ; preds = %94, %73
  %95 = phi i64 [ 0, %73 ], [ %117, %94 ]
  %96 = phi double [ %67, %73 ], [ %116, %94 ]
  %97 = phi i64 [ 0, %73 ], [ %118, %94 ]
  %98 = getelementptr inbounds double, ptr %70, i64 %95
  %99 = load double, ptr %98, align 16, !tbaa !5
  %100 = fneg double %99
  %101 = tail call double @llvm.fmuladd.f64(double %100, double %99, double %96)
  %102 = or disjoint i64 %95, 1
  %103 = getelementptr inbounds double, ptr %70, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !5
  %105 = fneg double %104
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %104, double %101)
  %107 = or disjoint i64 %95, 2
  %108 = getelementptr inbounds double, ptr %70, i64 %107
  %109 = load double, ptr %108, align 16, !tbaa !5
  %110 = fneg double %109
  %111 = tail call double @llvm.fmuladd.f64(double %110, double %109, double %106)
  %112 = or disjoint i64 %95, 3
  %113 = getelementptr inbounds double, ptr %70, i64 %112
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = fneg double %114
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %114, double %111)
  %117 = add nuw nsw i64 %95, 4
  %118 = add i64 %97, 4
  %119 = icmp eq i64 %118, %74
  br i1 %119, label %75, label %94, !llvm.loop !13

120:                                              ; preds = %91
  %121 = tail call double @sqrt(double noundef %92) #7
  %122 = getelementptr inbounds double, ptr %3, i64 %65
  store double %121, ptr %122, align 8, !tbaa !5
  %123 = add nuw nsw i64 %61, 1
  %124 = icmp ult i64 %61, 9
  br i1 %124, label %125, label %196

125:                                              ; preds = %120
  %126 = getelementptr inbounds double, ptr %3, i64 %64
  %127 = and i64 %61, 3
  %128 = icmp ult i64 %61, 4
  %129 = and i64 %61, 12
  %130 = icmp eq i64 %127, 0
  br label %131

131:                                              ; preds = %156, %125
  %132 = phi i64 [ %62, %125 ], [ %160, %156 ]
  %133 = mul nuw nsw i64 %132, 10
  %134 = add nuw nsw i64 %133, %61
  %135 = getelementptr inbounds double, ptr %2, i64 %134
  %136 = load double, ptr %135, align 8, !tbaa !5
  br i1 %68, label %156, label %137

137:                                              ; preds = %131
  %138 = getelementptr inbounds double, ptr %3, i64 %133
  br i1 %128, label %139, label %162

139:                                              ; preds = %162, %137
  %140 = phi double [ poison, %137 ], [ %192, %162 ]
  %141 = phi i64 [ 0, %137 ], [ %193, %162 ]
  %142 = phi double [ %136, %137 ], [ %192, %162 ]
  br i1 %130, label %156, label %143

143:                                              ; preds = %139, %143
  %144 = phi i64 [ %153, %143 ], [ %141, %139 ]
  %145 = phi double [ %152, %143 ], [ %142, %139 ]
  %146 = phi i64 [ %154, %143 ], [ 0, %139 ]
  %147 = getelementptr inbounds double, ptr %138, i64 %144
  %148 = load double, ptr %147, align 8, !tbaa !5
  %149 = getelementptr inbounds double, ptr %126, i64 %144
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = fneg double %148
  %152 = tail call double @llvm.fmuladd.f64(double %151, double %150, double %145)
  %153 = add nuw nsw i64 %144, 1
  %154 = add i64 %146, 1
  %155 = icmp eq i64 %154, %127
  br i1 %155, label %156, label %143, !llvm.loop !14

156:                                              ; preds = %139, %143, %131
  %157 = phi double [ %136, %131 ], [ %140, %139 ], [ %152, %143 ]
  %158 = fdiv double %157, %121
  %159 = getelementptr inbounds double, ptr %3, i64 %134
  store double %158, ptr %159, align 8, !tbaa !5
  %160 = add nuw nsw i64 %132, 1
  %161 = icmp eq i64 %160, 10
  br i1 %161, label %196, label %131, !llvm.loop !15

162:                                              ; preds = %137, %162
  %163 = phi i64 [ %193, %162 ], [ 0, %137 ]
  %164 = phi double [ %192, %162 ], [ %136, %137 ]
  %165 = phi i64 [ %194, %162 ], [ 0, %137 ]
  %166 = getelementptr inbounds double, ptr %138, i64 %163
  %167 = load double, ptr %166, align 16, !tbaa !5
  %168 = getelementptr inbounds double, ptr %126, i64 %163
  %169 = load double, ptr %168, align 16, !tbaa !5
  %170 = fneg double %167
  %171 = tail call double @llvm.fmuladd.f64(double %170, double %169, double %164)
  %172 = or disjoint i64 %163, 1
  %173 = getelementptr inbounds double, ptr %138, i64 %172
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = getelementptr inbounds double, ptr %126, i64 %172
  %176 = load double, ptr %175, align 8, !tbaa !5
  %177 = fneg double %174
  %178 = tail call double @llvm.fmuladd.f64(double %177, double %176, double %171)
  %179 = or disjoint i64 %163, 2
  %180 = getelementptr inbounds double, ptr %138, i64 %179
  %181 = load double, ptr %180, align 16, !tbaa !5
  %182 = getelementptr inbounds double, ptr %126, i64 %179
  %183 = load double, ptr %182, align 16, !tbaa !5
  %184 = fneg double %181
  %185 = tail call double @llvm.fmuladd.f64(double %184, double %183, double %178)
  %186 = or disjoint i64 %163, 3
  %187 = getelementptr inbounds double, ptr %138, i64 %186
  %188 = load double, ptr %187, align 8, !tbaa !5
  %189 = getelementptr inbounds double, ptr %126, i64 %186
  %190 = load double, ptr %189, align 8, !tbaa !5
  %191 = fneg double %188
  %192 = tail call double @llvm.fmuladd.f64(double %191, double %190, double %185)
  %193 = add nuw nsw i64 %163, 4
  %194 = add i64 %165, 4
  %195 = icmp eq i64 %194, %129
  br i1 %195, label %139, label %162, !llvm.loop !16

196:                                              ; preds = %156, %120
  %197 = add nuw nsw i64 %62, 1
  %198 = icmp eq i64 %123, 10
  br i1 %198, label %199, label %60, !llvm.loop !17

199:                                              ; preds = %91, %196
  %200 = phi i1 [ %124, %196 ], [ %63, %91 ]
  br i1 %200, label %323, label %201

201:                                              ; preds = %199
  %202 = load double, ptr %3, align 16, !tbaa !5
  %203 = tail call double @log(double noundef %202) #7
  %204 = tail call double @llvm.fmuladd.f64(double %203, double 2.000000e+00, double 0.000000e+00)
  %205 = getelementptr inbounds i8, ptr %3, i64 88
  %206 = load double, ptr %205, align 8, !tbaa !5
  %207 = tail call double @log(double noundef %206) #7
  %208 = tail call double @llvm.fmuladd.f64(double %207, double 2.000000e+00, double %204)
  %209 = getelementptr inbounds i8, ptr %3, i64 176
  %210 = load double, ptr %209, align 16, !tbaa !5
  %211 = tail call double @log(double noundef %210) #7
  %212 = tail call double @llvm.fmuladd.f64(double %211, double 2.000000e+00, double %208)
  %213 = getelementptr inbounds i8, ptr %3, i64 264
  %214 = load double, ptr %213, align 8, !tbaa !5
  %215 = tail call double @log(double noundef %214) #7
  %216 = tail call double @llvm.fmuladd.f64(double %215, double 2.000000e+00, double %212)
  %217 = getelementptr inbounds i8, ptr %3, i64 352
  %218 = load double, ptr %217, align 16, !tbaa !5
  %219 = tail call double @log(double noundef %218) #7
  %220 = tail call double @llvm.fmuladd.f64(double %219, double 2.000000e+00, double %216)
  %221 = getelementptr inbounds i8, ptr %3, i64 440
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = tail call double @log(double noundef %222) #7
  %224 = tail call double @llvm.fmuladd.f64(double %223, double 2.000000e+00, double %220)
  %225 = getelementptr inbounds i8, ptr %3, i64 528
  %226 = load double, ptr %225, align 16, !tbaa !5
  %227 = tail call double @log(double noundef %226) #7
  %228 = tail call double @llvm.fmuladd.f64(double %227, double 2.000000e+00, double %224)
  %229 = getelementptr inbounds i8, ptr %3, i64 616
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = tail call double @log(double noundef %230) #7
  %232 = tail call double @llvm.fmuladd.f64(double %231, double 2.000000e+00, double %228)
  %233 = getelementptr inbounds i8, ptr %3, i64 704
  %234 = load double, ptr %233, align 16, !tbaa !5
  %235 = tail call double @log(double noundef %234) #7
  %236 = tail call double @llvm.fmuladd.f64(double %235, double 2.000000e+00, double %232)
  %237 = getelementptr inbounds i8, ptr %3, i64 792
  %238 = load double, ptr %237, align 8, !tbaa !5
  %239 = tail call double @log(double noundef %238) #7
  %240 = tail call double @llvm.fmuladd.f64(double %239, double 2.000000e+00, double %236)
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %240)
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %202)
  %243 = tail call i32 @putchar(i32 10)
  %244 = getelementptr inbounds i8, ptr %3, i64 80
  %245 = load double, ptr %244, align 16, !tbaa !5
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %245)
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %206)
  %248 = tail call i32 @putchar(i32 10)
  %249 = getelementptr inbounds i8, ptr %3, i64 160
  %250 = load double, ptr %249, align 16, !tbaa !5
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %250)
  %252 = getelementptr inbounds i8, ptr %3, i64 168
  %253 = load double, ptr %252, align 8, !tbaa !5
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %253)
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %210)
  %256 = tail call i32 @putchar(i32 10)
  %257 = getelementptr inbounds i8, ptr %3, i64 240
  %258 = load double, ptr %257, align 16, !tbaa !5
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %258)
  %260 = getelementptr inbounds i8, ptr %3, i64 248
  %261 = load double, ptr %260, align 8, !tbaa !5
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %261)
  %263 = getelementptr inbounds i8, ptr %3, i64 256
  %264 = load double, ptr %263, align 16, !tbaa !5
  %265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %264)
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %214)
  %267 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %6) #7
  store <2 x double> <double 1.000000e+00, double 0x3FFD76AA47848677>, ptr %4, align 16, !tbaa !5
  %268 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 0x3FFE8C7B7568DA23, double 0x3FF242070DB6DAAB>, ptr %268, align 16, !tbaa !5
  %269 = getelementptr inbounds i8, ptr %4, i64 32
  store <2 x double> <double 0x3FCF2118888F8548, double 0x3FA507E0A1F66CD0>, ptr %269, align 16, !tbaa !5
  %270 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 0x3FE70F073AA7AEA0, double 0x3FFA830461368504>, ptr %270, align 16, !tbaa !5
  %271 = getelementptr inbounds i8, ptr %4, i64 64
  store <2 x double> <double 0x3FFFD469501467BE, double 0x3FF698098D830BE4>, ptr %271, align 16, !tbaa !5
  br label %325

272:                                              ; preds = %275
  %273 = add nuw nsw i64 %28, 1
  %274 = icmp eq i64 %273, 10
  br i1 %274, label %59, label %27, !llvm.loop !18

275:                                              ; preds = %27, %275
  %276 = phi i64 [ 0, %27 ], [ %321, %275 ]
  %277 = icmp eq i64 %28, %276
  %278 = select i1 %277, double 1.000000e+01, double 0.000000e+00
  %279 = mul nuw nsw i64 %276, 10
  %280 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %279
  %281 = load double, ptr %280, align 16, !tbaa !5
  %282 = tail call double @llvm.fmuladd.f64(double %31, double %281, double %278)
  %283 = or disjoint i64 %279, 1
  %284 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %283
  %285 = load double, ptr %284, align 8, !tbaa !5
  %286 = tail call double @llvm.fmuladd.f64(double %34, double %285, double %282)
  %287 = add nuw nsw i64 %279, 2
  %288 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %287
  %289 = load double, ptr %288, align 16, !tbaa !5
  %290 = tail call double @llvm.fmuladd.f64(double %37, double %289, double %286)
  %291 = add nuw nsw i64 %279, 3
  %292 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %291
  %293 = load double, ptr %292, align 8, !tbaa !5
  %294 = tail call double @llvm.fmuladd.f64(double %40, double %293, double %290)
  %295 = add nuw nsw i64 %279, 4
  %296 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %295
  %297 = load double, ptr %296, align 16, !tbaa !5
  %298 = tail call double @llvm.fmuladd.f64(double %43, double %297, double %294)
  %299 = add nuw nsw i64 %279, 5
  %300 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %299
  %301 = load double, ptr %300, align 8, !tbaa !5
  %302 = tail call double @llvm.fmuladd.f64(double %46, double %301, double %298)
  %303 = add nuw nsw i64 %279, 6
  %304 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %303
  %305 = load double, ptr %304, align 16, !tbaa !5
  %306 = tail call double @llvm.fmuladd.f64(double %49, double %305, double %302)
  %307 = add nuw nsw i64 %279, 7
  %308 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %307
  %309 = load double, ptr %308, align 8, !tbaa !5
  %310 = tail call double @llvm.fmuladd.f64(double %52, double %309, double %306)
  %311 = add nuw nsw i64 %279, 8
  %312 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %311
  %313 = load double, ptr %312, align 16, !tbaa !5
  %314 = tail call double @llvm.fmuladd.f64(double %55, double %313, double %310)
  %315 = add nuw nsw i64 %279, 9
  %316 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %315
  %317 = load double, ptr %316, align 8, !tbaa !5
  %318 = tail call double @llvm.fmuladd.f64(double %58, double %317, double %314)
  %319 = add nuw nsw i64 %276, %29
  %320 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %319
  store double %318, ptr %320, align 8, !tbaa !5
  %321 = add nuw nsw i64 %276, 1
  %322 = icmp eq i64 %321, 10
  br i1 %322, label %272, label %275, !llvm.loop !19

323:                                              ; preds = %199
  %324 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %537

325:                                              ; preds = %201, %355
  %326 = phi i64 [ %362, %355 ], [ 0, %201 ]
  %327 = getelementptr inbounds double, ptr %4, i64 %326
  %328 = load double, ptr %327, align 8, !tbaa !5
  %329 = icmp eq i64 %326, 0
  br i1 %329, label %355, label %330

330:                                              ; preds = %325
  %331 = mul nuw nsw i64 %326, 80
  %332 = getelementptr i8, ptr %3, i64 %331
  %333 = and i64 %326, 3
  %334 = icmp ult i64 %326, 4
  br i1 %334, label %337, label %335

335:                                              ; preds = %330
  %336 = and i64 %326, 9223372036854775804
  br label %364

337:                                              ; preds = %364, %330
  %338 = phi double [ poison, %330 ], [ %394, %364 ]
  %339 = phi i64 [ 0, %330 ], [ %395, %364 ]
  %340 = phi double [ %328, %330 ], [ %394, %364 ]
  %341 = icmp eq i64 %333, 0
  br i1 %341, label %355, label %342

342:                                              ; preds = %337, %342
  %343 = phi i64 [ %352, %342 ], [ %339, %337 ]
  %344 = phi double [ %351, %342 ], [ %340, %337 ]
  %345 = phi i64 [ %353, %342 ], [ 0, %337 ]
  %346 = getelementptr double, ptr %332, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !5
  %348 = getelementptr inbounds double, ptr %5, i64 %343
  %349 = load double, ptr %348, align 8, !tbaa !5
  %350 = fneg double %347
  %351 = tail call double @llvm.fmuladd.f64(double %350, double %349, double %344)
  %352 = add nuw nsw i64 %343, 1
  %353 = add i64 %345, 1
  %354 = icmp eq i64 %353, %333
  br i1 %354, label %355, label %342, !llvm.loop !20

355:                                              ; preds = %337, %342, %325
  %356 = phi double [ %328, %325 ], [ %338, %337 ], [ %351, %342 ]
  %357 = mul nuw nsw i64 %326, 88
  %358 = getelementptr inbounds i8, ptr %3, i64 %357
  %359 = load double, ptr %358, align 8, !tbaa !5
  %360 = fdiv double %356, %359
  %361 = getelementptr inbounds double, ptr %5, i64 %326
  store double %360, ptr %361, align 8, !tbaa !5
  %362 = add nuw nsw i64 %326, 1
  %363 = icmp eq i64 %362, 10
  br i1 %363, label %398, label %325, !llvm.loop !21

364:                                              ; preds = %364, %335
  %365 = phi i64 [ 0, %335 ], [ %395, %364 ]
  %366 = phi double [ %328, %335 ], [ %394, %364 ]
  %367 = phi i64 [ 0, %335 ], [ %396, %364 ]
  %368 = getelementptr double, ptr %332, i64 %365
  %369 = load double, ptr %368, align 16, !tbaa !5
  %370 = getelementptr inbounds double, ptr %5, i64 %365
  %371 = load double, ptr %370, align 16, !tbaa !5
  %372 = fneg double %369
  %373 = tail call double @llvm.fmuladd.f64(double %372, double %371, double %366)
  %374 = or disjoint i64 %365, 1
  %375 = getelementptr double, ptr %332, i64 %374
  %376 = load double, ptr %375, align 8, !tbaa !5
  %377 = getelementptr inbounds double, ptr %5, i64 %374
  %378 = load double, ptr %377, align 8, !tbaa !5
  %379 = fneg double %376
  %380 = tail call double @llvm.fmuladd.f64(double %379, double %378, double %373)
  %381 = or disjoint i64 %365, 2
  %382 = getelementptr double, ptr %332, i64 %381
  %383 = load double, ptr %382, align 16, !tbaa !5
  %384 = getelementptr inbounds double, ptr %5, i64 %381
  %385 = load double, ptr %384, align 16, !tbaa !5
  %386 = fneg double %383
  %387 = tail call double @llvm.fmuladd.f64(double %386, double %385, double %380)
  %388 = or disjoint i64 %365, 3
  %389 = getelementptr double, ptr %332, i64 %388
  %390 = load double, ptr %389, align 8, !tbaa !5
  %391 = getelementptr inbounds double, ptr %5, i64 %388
  %392 = load double, ptr %391, align 8, !tbaa !5
  %393 = fneg double %390
  %394 = tail call double @llvm.fmuladd.f64(double %393, double %392, double %387)
  %395 = add nuw nsw i64 %365, 4
  %396 = add i64 %367, 4
  %397 = icmp eq i64 %396, %336
  br i1 %397, label %337, label %364, !llvm.loop !22

398:                                              ; preds = %355, %422
  %399 = phi i64 [ %431, %422 ], [ 0, %355 ]
  %400 = phi i64 [ %429, %422 ], [ 9, %355 ]
  %401 = getelementptr inbounds double, ptr %5, i64 %400
  %402 = load double, ptr %401, align 8, !tbaa !5
  %403 = icmp ult i64 %400, 9
  br i1 %403, label %404, label %422

404:                                              ; preds = %398
  %405 = getelementptr double, ptr %3, i64 %400
  %406 = and i64 %399, 1
  %407 = icmp eq i64 %406, 0
  br i1 %407, label %417, label %408

408:                                              ; preds = %404
  %409 = add nuw nsw i64 %400, 1
  %410 = mul nuw nsw i64 %409, 80
  %411 = getelementptr i8, ptr %405, i64 %410
  %412 = load double, ptr %411, align 8, !tbaa !5
  %413 = getelementptr inbounds double, ptr %6, i64 %409
  %414 = load double, ptr %413, align 8, !tbaa !5
  %415 = fneg double %412
  %416 = tail call double @llvm.fmuladd.f64(double %415, double %414, double %402)
  br label %417

417:                                              ; preds = %408, %404
  %418 = phi double [ poison, %404 ], [ %416, %408 ]
  %419 = phi i64 [ %400, %404 ], [ %409, %408 ]
  %420 = phi double [ %402, %404 ], [ %416, %408 ]
  %421 = icmp eq i64 %399, 1
  br i1 %421, label %422, label %452

422:                                              ; preds = %417, %452, %398
  %423 = phi double [ %402, %398 ], [ %418, %417 ], [ %470, %452 ]
  %424 = mul nuw nsw i64 %400, 88
  %425 = getelementptr inbounds i8, ptr %3, i64 %424
  %426 = load double, ptr %425, align 8, !tbaa !5
  %427 = fdiv double %423, %426
  %428 = getelementptr inbounds double, ptr %6, i64 %400
  store double %427, ptr %428, align 8, !tbaa !5
  %429 = add nsw i64 %400, -1
  %430 = icmp eq i64 %400, 0
  %431 = add i64 %399, 1
  br i1 %430, label %432, label %398, !llvm.loop !23

432:                                              ; preds = %422
  %433 = load double, ptr %6, align 16, !tbaa !5
  %434 = getelementptr inbounds i8, ptr %6, i64 8
  %435 = load double, ptr %434, align 8, !tbaa !5
  %436 = getelementptr inbounds i8, ptr %6, i64 16
  %437 = load double, ptr %436, align 16, !tbaa !5
  %438 = getelementptr inbounds i8, ptr %6, i64 24
  %439 = load double, ptr %438, align 8, !tbaa !5
  %440 = getelementptr inbounds i8, ptr %6, i64 32
  %441 = load double, ptr %440, align 16, !tbaa !5
  %442 = getelementptr inbounds i8, ptr %6, i64 40
  %443 = load double, ptr %442, align 8, !tbaa !5
  %444 = getelementptr inbounds i8, ptr %6, i64 48
  %445 = load double, ptr %444, align 16, !tbaa !5
  %446 = getelementptr inbounds i8, ptr %6, i64 56
  %447 = load double, ptr %446, align 8, !tbaa !5
  %448 = getelementptr inbounds i8, ptr %6, i64 64
  %449 = load double, ptr %448, align 16, !tbaa !5
  %450 = getelementptr inbounds i8, ptr %6, i64 72
  %451 = load double, ptr %450, align 8, !tbaa !5
  br label %472

452:                                              ; preds = %417, %452
  %453 = phi i64 [ %463, %452 ], [ %419, %417 ]
  %454 = phi double [ %470, %452 ], [ %420, %417 ]
  %455 = add nuw nsw i64 %453, 1
  %456 = mul i64 %455, 80
  %457 = getelementptr i8, ptr %405, i64 %456
  %458 = load double, ptr %457, align 8, !tbaa !5
  %459 = getelementptr inbounds double, ptr %6, i64 %455
  %460 = load double, ptr %459, align 8, !tbaa !5
  %461 = fneg double %458
  %462 = tail call double @llvm.fmuladd.f64(double %461, double %460, double %454)
  %463 = add nuw nsw i64 %453, 2
  %464 = mul i64 %463, 80
  %465 = getelementptr i8, ptr %405, i64 %464
  %466 = load double, ptr %465, align 8, !tbaa !5
  %467 = getelementptr inbounds double, ptr %6, i64 %463
  %468 = load double, ptr %467, align 8, !tbaa !5
  %469 = fneg double %466
  %470 = tail call double @llvm.fmuladd.f64(double %469, double %468, double %462)
  %471 = icmp eq i64 %463, 9
  br i1 %471, label %422, label %452, !llvm.loop !24

472:                                              ; preds = %432, %472
  %473 = phi i64 [ 0, %432 ], [ %520, %472 ]
  %474 = phi double [ 0.000000e+00, %432 ], [ %519, %472 ]
  %475 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %473
  %476 = load double, ptr %475, align 8, !tbaa !5
  %477 = fneg double %476
  %478 = mul nuw nsw i64 %473, 10
  %479 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %478
  %480 = load double, ptr %479, align 16, !tbaa !5
  %481 = tail call double @llvm.fmuladd.f64(double %480, double %433, double %477)
  %482 = or disjoint i64 %478, 1
  %483 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %482
  %484 = load double, ptr %483, align 8, !tbaa !5
  %485 = tail call double @llvm.fmuladd.f64(double %484, double %435, double %481)
  %486 = add nuw nsw i64 %478, 2
  %487 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %486
  %488 = load double, ptr %487, align 16, !tbaa !5
  %489 = tail call double @llvm.fmuladd.f64(double %488, double %437, double %485)
  %490 = add nuw nsw i64 %478, 3
  %491 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %490
  %492 = load double, ptr %491, align 8, !tbaa !5
  %493 = tail call double @llvm.fmuladd.f64(double %492, double %439, double %489)
  %494 = add nuw nsw i64 %478, 4
  %495 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %494
  %496 = load double, ptr %495, align 16, !tbaa !5
  %497 = tail call double @llvm.fmuladd.f64(double %496, double %441, double %493)
  %498 = add nuw nsw i64 %478, 5
  %499 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %498
  %500 = load double, ptr %499, align 8, !tbaa !5
  %501 = tail call double @llvm.fmuladd.f64(double %500, double %443, double %497)
  %502 = add nuw nsw i64 %478, 6
  %503 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %502
  %504 = load double, ptr %503, align 16, !tbaa !5
  %505 = tail call double @llvm.fmuladd.f64(double %504, double %445, double %501)
  %506 = add nuw nsw i64 %478, 7
  %507 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %506
  %508 = load double, ptr %507, align 8, !tbaa !5
  %509 = tail call double @llvm.fmuladd.f64(double %508, double %447, double %505)
  %510 = add nuw nsw i64 %478, 8
  %511 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %510
  %512 = load double, ptr %511, align 16, !tbaa !5
  %513 = tail call double @llvm.fmuladd.f64(double %512, double %449, double %509)
  %514 = add nuw nsw i64 %478, 9
  %515 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %514
  %516 = load double, ptr %515, align 8, !tbaa !5
  %517 = tail call double @llvm.fmuladd.f64(double %516, double %451, double %513)
  %518 = tail call double @llvm.fabs.f64(double %517)
  %519 = fadd double %474, %518
  %520 = add nuw nsw i64 %473, 1
  %521 = icmp eq i64 %520, 10
  br i1 %521, label %522, label %472, !llvm.loop !25

522:                                              ; preds = %472
  %523 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %433)
  %524 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %435)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %437)
  %526 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %439)
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %441)
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %443)
  %529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, double noundef %445)
  %530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, double noundef %447)
  %531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, double noundef %449)
  %532 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 9, double noundef %451)
  %533 = fcmp olt double %519, 0x3DA5FD7FE1796495
  %534 = select i1 %533, ptr @.str.6, ptr @.str.7
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %534)
  %536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -1)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #7
  br label %537

537:                                              ; preds = %522, %323
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }

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
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
