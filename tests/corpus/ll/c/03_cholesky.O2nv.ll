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

27:                                               ; preds = %7, %277
  %28 = phi i64 [ %278, %277 ], [ 0, %7 ]
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
  br label %280

59:                                               ; preds = %277
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
  br i1 %200, label %328, label %201

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
  store double 1.000000e+00, ptr %4, align 16, !tbaa !5
  %268 = getelementptr inbounds i8, ptr %4, i64 8
  store double 0x3FFD76AA47848677, ptr %268, align 8, !tbaa !5
  %269 = getelementptr inbounds i8, ptr %4, i64 16
  store double 0x3FFE8C7B7568DA23, ptr %269, align 16, !tbaa !5
  %270 = getelementptr inbounds i8, ptr %4, i64 24
  store double 0x3FF242070DB6DAAB, ptr %270, align 8, !tbaa !5
  %271 = getelementptr inbounds i8, ptr %4, i64 32
  store double 0x3FCF2118888F8548, ptr %271, align 16, !tbaa !5
  %272 = getelementptr inbounds i8, ptr %4, i64 40
  store double 0x3FA507E0A1F66CD0, ptr %272, align 8, !tbaa !5
  %273 = getelementptr inbounds i8, ptr %4, i64 48
  store double 0x3FE70F073AA7AEA0, ptr %273, align 16, !tbaa !5
  %274 = getelementptr inbounds i8, ptr %4, i64 56
  store double 0x3FFA830461368504, ptr %274, align 8, !tbaa !5
  %275 = getelementptr inbounds i8, ptr %4, i64 64
  store double 0x3FFFD469501467BE, ptr %275, align 16, !tbaa !5
  %276 = getelementptr inbounds i8, ptr %4, i64 72
  store double 0x3FF698098D830BE4, ptr %276, align 8, !tbaa !5
  br label %330

277:                                              ; preds = %280
  %278 = add nuw nsw i64 %28, 1
  %279 = icmp eq i64 %278, 10
  br i1 %279, label %59, label %27, !llvm.loop !18

280:                                              ; preds = %27, %280
  %281 = phi i64 [ 0, %27 ], [ %326, %280 ]
  %282 = icmp eq i64 %28, %281
  %283 = select i1 %282, double 1.000000e+01, double 0.000000e+00
  %284 = mul nuw nsw i64 %281, 10
  %285 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %284
  %286 = load double, ptr %285, align 16, !tbaa !5
  %287 = tail call double @llvm.fmuladd.f64(double %31, double %286, double %283)
  %288 = or disjoint i64 %284, 1
  %289 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !5
  %291 = tail call double @llvm.fmuladd.f64(double %34, double %290, double %287)
  %292 = add nuw nsw i64 %284, 2
  %293 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %292
  %294 = load double, ptr %293, align 16, !tbaa !5
  %295 = tail call double @llvm.fmuladd.f64(double %37, double %294, double %291)
  %296 = add nuw nsw i64 %284, 3
  %297 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !5
  %299 = tail call double @llvm.fmuladd.f64(double %40, double %298, double %295)
  %300 = add nuw nsw i64 %284, 4
  %301 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %300
  %302 = load double, ptr %301, align 16, !tbaa !5
  %303 = tail call double @llvm.fmuladd.f64(double %43, double %302, double %299)
  %304 = add nuw nsw i64 %284, 5
  %305 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %304
  %306 = load double, ptr %305, align 8, !tbaa !5
  %307 = tail call double @llvm.fmuladd.f64(double %46, double %306, double %303)
  %308 = add nuw nsw i64 %284, 6
  %309 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %308
  %310 = load double, ptr %309, align 16, !tbaa !5
  %311 = tail call double @llvm.fmuladd.f64(double %49, double %310, double %307)
  %312 = add nuw nsw i64 %284, 7
  %313 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !5
  %315 = tail call double @llvm.fmuladd.f64(double %52, double %314, double %311)
  %316 = add nuw nsw i64 %284, 8
  %317 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %316
  %318 = load double, ptr %317, align 16, !tbaa !5
  %319 = tail call double @llvm.fmuladd.f64(double %55, double %318, double %315)
  %320 = add nuw nsw i64 %284, 9
  %321 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !5
  %323 = tail call double @llvm.fmuladd.f64(double %58, double %322, double %319)
  %324 = add nuw nsw i64 %281, %29
  %325 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %324
  store double %323, ptr %325, align 8, !tbaa !5
  %326 = add nuw nsw i64 %281, 1
  %327 = icmp eq i64 %326, 10
  br i1 %327, label %277, label %280, !llvm.loop !19

328:                                              ; preds = %199
  %329 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %542

330:                                              ; preds = %201, %360
  %331 = phi i64 [ %367, %360 ], [ 0, %201 ]
  %332 = getelementptr inbounds double, ptr %4, i64 %331
  %333 = load double, ptr %332, align 8, !tbaa !5
  %334 = icmp eq i64 %331, 0
  br i1 %334, label %360, label %335

335:                                              ; preds = %330
  %336 = mul nuw nsw i64 %331, 80
  %337 = getelementptr i8, ptr %3, i64 %336
  %338 = and i64 %331, 3
  %339 = icmp ult i64 %331, 4
  br i1 %339, label %342, label %340

340:                                              ; preds = %335
  %341 = and i64 %331, 9223372036854775804
  br label %369

342:                                              ; preds = %369, %335
  %343 = phi double [ poison, %335 ], [ %399, %369 ]
  %344 = phi i64 [ 0, %335 ], [ %400, %369 ]
  %345 = phi double [ %333, %335 ], [ %399, %369 ]
  %346 = icmp eq i64 %338, 0
  br i1 %346, label %360, label %347

347:                                              ; preds = %342, %347
  %348 = phi i64 [ %357, %347 ], [ %344, %342 ]
  %349 = phi double [ %356, %347 ], [ %345, %342 ]
  %350 = phi i64 [ %358, %347 ], [ 0, %342 ]
  %351 = getelementptr double, ptr %337, i64 %348
  %352 = load double, ptr %351, align 8, !tbaa !5
  %353 = getelementptr inbounds double, ptr %5, i64 %348
  %354 = load double, ptr %353, align 8, !tbaa !5
  %355 = fneg double %352
  %356 = tail call double @llvm.fmuladd.f64(double %355, double %354, double %349)
  %357 = add nuw nsw i64 %348, 1
  %358 = add i64 %350, 1
  %359 = icmp eq i64 %358, %338
  br i1 %359, label %360, label %347, !llvm.loop !20

360:                                              ; preds = %342, %347, %330
  %361 = phi double [ %333, %330 ], [ %343, %342 ], [ %356, %347 ]
  %362 = mul nuw nsw i64 %331, 88
  %363 = getelementptr inbounds i8, ptr %3, i64 %362
  %364 = load double, ptr %363, align 8, !tbaa !5
  %365 = fdiv double %361, %364
  %366 = getelementptr inbounds double, ptr %5, i64 %331
  store double %365, ptr %366, align 8, !tbaa !5
  %367 = add nuw nsw i64 %331, 1
  %368 = icmp eq i64 %367, 10
  br i1 %368, label %403, label %330, !llvm.loop !21

369:                                              ; preds = %369, %340
  %370 = phi i64 [ 0, %340 ], [ %400, %369 ]
  %371 = phi double [ %333, %340 ], [ %399, %369 ]
  %372 = phi i64 [ 0, %340 ], [ %401, %369 ]
  %373 = getelementptr double, ptr %337, i64 %370
  %374 = load double, ptr %373, align 16, !tbaa !5
  %375 = getelementptr inbounds double, ptr %5, i64 %370
  %376 = load double, ptr %375, align 16, !tbaa !5
  %377 = fneg double %374
  %378 = tail call double @llvm.fmuladd.f64(double %377, double %376, double %371)
  %379 = or disjoint i64 %370, 1
  %380 = getelementptr double, ptr %337, i64 %379
  %381 = load double, ptr %380, align 8, !tbaa !5
  %382 = getelementptr inbounds double, ptr %5, i64 %379
  %383 = load double, ptr %382, align 8, !tbaa !5
  %384 = fneg double %381
  %385 = tail call double @llvm.fmuladd.f64(double %384, double %383, double %378)
  %386 = or disjoint i64 %370, 2
  %387 = getelementptr double, ptr %337, i64 %386
  %388 = load double, ptr %387, align 16, !tbaa !5
  %389 = getelementptr inbounds double, ptr %5, i64 %386
  %390 = load double, ptr %389, align 16, !tbaa !5
  %391 = fneg double %388
  %392 = tail call double @llvm.fmuladd.f64(double %391, double %390, double %385)
  %393 = or disjoint i64 %370, 3
  %394 = getelementptr double, ptr %337, i64 %393
  %395 = load double, ptr %394, align 8, !tbaa !5
  %396 = getelementptr inbounds double, ptr %5, i64 %393
  %397 = load double, ptr %396, align 8, !tbaa !5
  %398 = fneg double %395
  %399 = tail call double @llvm.fmuladd.f64(double %398, double %397, double %392)
  %400 = add nuw nsw i64 %370, 4
  %401 = add i64 %372, 4
  %402 = icmp eq i64 %401, %341
  br i1 %402, label %342, label %369, !llvm.loop !22

403:                                              ; preds = %360, %427
  %404 = phi i64 [ %436, %427 ], [ 0, %360 ]
  %405 = phi i64 [ %434, %427 ], [ 9, %360 ]
  %406 = getelementptr inbounds double, ptr %5, i64 %405
  %407 = load double, ptr %406, align 8, !tbaa !5
  %408 = icmp ult i64 %405, 9
  br i1 %408, label %409, label %427

409:                                              ; preds = %403
  %410 = getelementptr double, ptr %3, i64 %405
  %411 = and i64 %404, 1
  %412 = icmp eq i64 %411, 0
  br i1 %412, label %422, label %413

413:                                              ; preds = %409
  %414 = add nuw nsw i64 %405, 1
  %415 = mul nuw nsw i64 %414, 80
  %416 = getelementptr i8, ptr %410, i64 %415
  %417 = load double, ptr %416, align 8, !tbaa !5
  %418 = getelementptr inbounds double, ptr %6, i64 %414
  %419 = load double, ptr %418, align 8, !tbaa !5
  %420 = fneg double %417
  %421 = tail call double @llvm.fmuladd.f64(double %420, double %419, double %407)
  br label %422

422:                                              ; preds = %413, %409
  %423 = phi double [ poison, %409 ], [ %421, %413 ]
  %424 = phi i64 [ %405, %409 ], [ %414, %413 ]
  %425 = phi double [ %407, %409 ], [ %421, %413 ]
  %426 = icmp eq i64 %404, 1
  br i1 %426, label %427, label %457

427:                                              ; preds = %422, %457, %403
  %428 = phi double [ %407, %403 ], [ %423, %422 ], [ %475, %457 ]
  %429 = mul nuw nsw i64 %405, 88
  %430 = getelementptr inbounds i8, ptr %3, i64 %429
  %431 = load double, ptr %430, align 8, !tbaa !5
  %432 = fdiv double %428, %431
  %433 = getelementptr inbounds double, ptr %6, i64 %405
  store double %432, ptr %433, align 8, !tbaa !5
  %434 = add nsw i64 %405, -1
  %435 = icmp eq i64 %405, 0
  %436 = add i64 %404, 1
  br i1 %435, label %437, label %403, !llvm.loop !23

437:                                              ; preds = %427
  %438 = load double, ptr %6, align 16, !tbaa !5
  %439 = getelementptr inbounds i8, ptr %6, i64 8
  %440 = load double, ptr %439, align 8, !tbaa !5
  %441 = getelementptr inbounds i8, ptr %6, i64 16
  %442 = load double, ptr %441, align 16, !tbaa !5
  %443 = getelementptr inbounds i8, ptr %6, i64 24
  %444 = load double, ptr %443, align 8, !tbaa !5
  %445 = getelementptr inbounds i8, ptr %6, i64 32
  %446 = load double, ptr %445, align 16, !tbaa !5
  %447 = getelementptr inbounds i8, ptr %6, i64 40
  %448 = load double, ptr %447, align 8, !tbaa !5
  %449 = getelementptr inbounds i8, ptr %6, i64 48
  %450 = load double, ptr %449, align 16, !tbaa !5
  %451 = getelementptr inbounds i8, ptr %6, i64 56
  %452 = load double, ptr %451, align 8, !tbaa !5
  %453 = getelementptr inbounds i8, ptr %6, i64 64
  %454 = load double, ptr %453, align 16, !tbaa !5
  %455 = getelementptr inbounds i8, ptr %6, i64 72
  %456 = load double, ptr %455, align 8, !tbaa !5
  br label %477

457:                                              ; preds = %422, %457
  %458 = phi i64 [ %468, %457 ], [ %424, %422 ]
  %459 = phi double [ %475, %457 ], [ %425, %422 ]
  %460 = add nuw nsw i64 %458, 1
  %461 = mul i64 %460, 80
  %462 = getelementptr i8, ptr %410, i64 %461
  %463 = load double, ptr %462, align 8, !tbaa !5
  %464 = getelementptr inbounds double, ptr %6, i64 %460
  %465 = load double, ptr %464, align 8, !tbaa !5
  %466 = fneg double %463
  %467 = tail call double @llvm.fmuladd.f64(double %466, double %465, double %459)
  %468 = add nuw nsw i64 %458, 2
  %469 = mul i64 %468, 80
  %470 = getelementptr i8, ptr %410, i64 %469
  %471 = load double, ptr %470, align 8, !tbaa !5
  %472 = getelementptr inbounds double, ptr %6, i64 %468
  %473 = load double, ptr %472, align 8, !tbaa !5
  %474 = fneg double %471
  %475 = tail call double @llvm.fmuladd.f64(double %474, double %473, double %467)
  %476 = icmp eq i64 %468, 9
  br i1 %476, label %427, label %457, !llvm.loop !24

477:                                              ; preds = %437, %477
  %478 = phi i64 [ 0, %437 ], [ %525, %477 ]
  %479 = phi double [ 0.000000e+00, %437 ], [ %524, %477 ]
  %480 = getelementptr inbounds [10 x double], ptr %4, i64 0, i64 %478
  %481 = load double, ptr %480, align 8, !tbaa !5
  %482 = fneg double %481
  %483 = mul nuw nsw i64 %478, 10
  %484 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %483
  %485 = load double, ptr %484, align 16, !tbaa !5
  %486 = tail call double @llvm.fmuladd.f64(double %485, double %438, double %482)
  %487 = or disjoint i64 %483, 1
  %488 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %487
  %489 = load double, ptr %488, align 8, !tbaa !5
  %490 = tail call double @llvm.fmuladd.f64(double %489, double %440, double %486)
  %491 = add nuw nsw i64 %483, 2
  %492 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %491
  %493 = load double, ptr %492, align 16, !tbaa !5
  %494 = tail call double @llvm.fmuladd.f64(double %493, double %442, double %490)
  %495 = add nuw nsw i64 %483, 3
  %496 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %495
  %497 = load double, ptr %496, align 8, !tbaa !5
  %498 = tail call double @llvm.fmuladd.f64(double %497, double %444, double %494)
  %499 = add nuw nsw i64 %483, 4
  %500 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %499
  %501 = load double, ptr %500, align 16, !tbaa !5
  %502 = tail call double @llvm.fmuladd.f64(double %501, double %446, double %498)
  %503 = add nuw nsw i64 %483, 5
  %504 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %503
  %505 = load double, ptr %504, align 8, !tbaa !5
  %506 = tail call double @llvm.fmuladd.f64(double %505, double %448, double %502)
  %507 = add nuw nsw i64 %483, 6
  %508 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %507
  %509 = load double, ptr %508, align 16, !tbaa !5
  %510 = tail call double @llvm.fmuladd.f64(double %509, double %450, double %506)
  %511 = add nuw nsw i64 %483, 7
  %512 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %511
  %513 = load double, ptr %512, align 8, !tbaa !5
  %514 = tail call double @llvm.fmuladd.f64(double %513, double %452, double %510)
  %515 = add nuw nsw i64 %483, 8
  %516 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %515
  %517 = load double, ptr %516, align 16, !tbaa !5
  %518 = tail call double @llvm.fmuladd.f64(double %517, double %454, double %514)
  %519 = add nuw nsw i64 %483, 9
  %520 = getelementptr inbounds [100 x double], ptr %2, i64 0, i64 %519
  %521 = load double, ptr %520, align 8, !tbaa !5
  %522 = tail call double @llvm.fmuladd.f64(double %521, double %456, double %518)
  %523 = tail call double @llvm.fabs.f64(double %522)
  %524 = fadd double %479, %523
  %525 = add nuw nsw i64 %478, 1
  %526 = icmp eq i64 %525, 10
  br i1 %526, label %527, label %477, !llvm.loop !25

527:                                              ; preds = %477
  %528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, double noundef %438)
  %529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, double noundef %440)
  %530 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, double noundef %442)
  %531 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3, double noundef %444)
  %532 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, double noundef %446)
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, double noundef %448)
  %534 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 6, double noundef %450)
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 7, double noundef %452)
  %536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, double noundef %454)
  %537 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 9, double noundef %456)
  %538 = fcmp olt double %524, 0x3DA5FD7FE1796495
  %539 = select i1 %538, ptr @.str.6, ptr @.str.7
  %540 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %539)
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -1)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #7
  br label %542

542:                                              ; preds = %527, %328
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
