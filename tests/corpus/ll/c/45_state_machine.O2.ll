; ModuleID = 'c/45_state_machine.c'
source_filename = "c/45_state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.token = type { i32, double, i8 }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"10 / 4 - 0.5\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"3.25 * (2 - 0.25) / 7\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"((2))\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"8 - 3 - 2\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1 + $\00", align 1
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [28 x i8] c"%-24s -> error (%d tokens)\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"%-24s -> %.6f (%d tokens)\0A\00", align 1
@__const.main.text = private unnamed_addr constant [17 x i8] c"h\C3\A9llo \E2\82\AC \F0\9F\98\80!\00", align 16
@.str.10 = private unnamed_addr constant [17 x i8] c"codepoints (%d):\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c" U+%04X\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [64 x %struct.token], align 16
  %4 = alloca [32 x i32], align 16
  %5 = tail call ptr @__ctype_b_loc() #6
  br label %64

6:                                                ; preds = %405
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %4) #7
  br label %7

7:                                                ; preds = %6, %51
  %8 = phi i8 [ %57, %51 ], [ 104, %6 ]
  %9 = phi i64 [ %55, %51 ], [ 0, %6 ]
  %10 = phi i32 [ %54, %51 ], [ 0, %6 ]
  %11 = phi i32 [ %53, %51 ], [ 0, %6 ]
  %12 = phi i32 [ %52, %51 ], [ 0, %6 ]
  %13 = icmp eq i32 %11, 0
  br i1 %13, label %14, label %40

14:                                               ; preds = %7
  %15 = zext i8 %8 to i32
  %16 = icmp sgt i8 %8, -1
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = add nsw i32 %12, 1
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i32, ptr %4, i64 %19
  store i32 %15, ptr %20, align 4, !tbaa !5
  br label %51

21:                                               ; preds = %14
  %22 = and i32 %15, 224
  %23 = icmp eq i32 %22, 192
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = and i32 %15, 31
  br label %51

26:                                               ; preds = %21
  %27 = and i32 %15, 240
  %28 = icmp eq i32 %27, 224
  br i1 %28, label %29, label %31

29:                                               ; preds = %26
  %30 = and i32 %15, 15
  br label %51

31:                                               ; preds = %26
  %32 = and i32 %15, 248
  %33 = icmp eq i32 %32, 240
  br i1 %33, label %34, label %36

34:                                               ; preds = %31
  %35 = and i32 %15, 7
  br label %51

36:                                               ; preds = %31
  %37 = add nsw i32 %12, 1
  %38 = sext i32 %12 to i64
  %39 = getelementptr inbounds i32, ptr %4, i64 %38
  store i32 65533, ptr %39, align 4, !tbaa !5
  br label %51

40:                                               ; preds = %7
  %41 = shl i32 %10, 6
  %42 = and i8 %8, 63
  %43 = zext nneg i8 %42 to i32
  %44 = or disjoint i32 %41, %43
  %45 = add nsw i32 %11, -1
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %51

47:                                               ; preds = %40
  %48 = add nsw i32 %12, 1
  %49 = sext i32 %12 to i64
  %50 = getelementptr inbounds i32, ptr %4, i64 %49
  store i32 %44, ptr %50, align 4, !tbaa !5
  br label %51

51:                                               ; preds = %47, %40, %36, %34, %29, %24, %17
  %52 = phi i32 [ %18, %17 ], [ %12, %24 ], [ %12, %29 ], [ %12, %34 ], [ %37, %36 ], [ %48, %47 ], [ %12, %40 ]
  %53 = phi i32 [ 0, %17 ], [ 1, %24 ], [ 2, %29 ], [ 3, %34 ], [ 0, %36 ], [ 0, %47 ], [ %45, %40 ]
  %54 = phi i32 [ %10, %17 ], [ %25, %24 ], [ %30, %29 ], [ %35, %34 ], [ %10, %36 ], [ %44, %47 ], [ %44, %40 ]
  %55 = add nuw nsw i64 %9, 1
  %56 = getelementptr inbounds i8, ptr @__const.main.text, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !9
  %58 = icmp eq i64 %55, 16
  br i1 %58, label %59, label %7, !llvm.loop !10

59:                                               ; preds = %51
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %52)
  %61 = icmp sgt i32 %52, 0
  br i1 %61, label %62, label %408

62:                                               ; preds = %59
  %63 = zext nneg i32 %52 to i64
  br label %410

64:                                               ; preds = %0, %405
  %65 = phi i64 [ 0, %0 ], [ %406, %405 ]
  call void @llvm.lifetime.start.p0(i64 1536, ptr nonnull %3) #7
  %66 = getelementptr inbounds [8 x ptr], ptr @__const.main.exprs, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8, !tbaa !12
  %68 = load ptr, ptr %5, align 8, !tbaa !12
  br label %69

69:                                               ; preds = %132, %64
  %70 = phi i32 [ 0, %64 ], [ %133, %132 ]
  %71 = phi i32 [ 0, %64 ], [ %134, %132 ]
  %72 = phi double [ 0.000000e+00, %64 ], [ %135, %132 ]
  %73 = phi double [ 1.000000e+00, %64 ], [ %136, %132 ]
  %74 = phi ptr [ %67, %64 ], [ %139, %132 ]
  %75 = load i8, ptr %74, align 1, !tbaa !9
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds i16, ptr %68, i64 %76
  %78 = load i16, ptr %77, align 2, !tbaa !14
  %79 = and i16 %78, 2048
  %80 = icmp eq i16 %79, 0
  switch i32 %70, label %131 [
    i32 0, label %81
    i32 1, label %104
    i32 2, label %118
  ]

81:                                               ; preds = %69
  br i1 %80, label %86, label %82

82:                                               ; preds = %81
  %83 = sext i8 %75 to i32
  %84 = add nsw i32 %83, -48
  %85 = sitofp i32 %84 to double
  br label %132

86:                                               ; preds = %81
  switch i8 %75, label %102 [
    i8 94, label %87
    i8 47, label %87
    i8 45, label %87
    i8 43, label %87
    i8 42, label %87
    i8 40, label %92
    i8 41, label %96
    i8 0, label %100
    i8 32, label %132
  ]

87:                                               ; preds = %86, %86, %86, %86, %86
  %88 = sext i32 %71 to i64
  %89 = getelementptr inbounds %struct.token, ptr %3, i64 %88
  store i32 1, ptr %89, align 8, !tbaa !16
  %90 = add nsw i32 %71, 1
  %91 = getelementptr inbounds i8, ptr %89, i64 16
  store i8 %75, ptr %91, align 8, !tbaa !19
  br label %132

92:                                               ; preds = %86
  %93 = add nsw i32 %71, 1
  %94 = sext i32 %71 to i64
  %95 = getelementptr inbounds %struct.token, ptr %3, i64 %94
  store i32 2, ptr %95, align 8, !tbaa !16
  br label %132

96:                                               ; preds = %86
  %97 = add nsw i32 %71, 1
  %98 = sext i32 %71 to i64
  %99 = getelementptr inbounds %struct.token, ptr %3, i64 %98
  store i32 3, ptr %99, align 8, !tbaa !16
  br label %132

100:                                              ; preds = %86
  %101 = sext i32 %71 to i64
  br label %142

102:                                              ; preds = %86
  %103 = sext i32 %71 to i64
  br label %142

104:                                              ; preds = %69
  br i1 %80, label %110, label %105

105:                                              ; preds = %104
  %106 = sext i8 %75 to i32
  %107 = add nsw i32 %106, -48
  %108 = sitofp i32 %107 to double
  %109 = tail call double @llvm.fmuladd.f64(double %72, double 1.000000e+01, double %108)
  br label %132

110:                                              ; preds = %104
  %111 = icmp eq i8 %75, 46
  br i1 %111, label %132, label %112

112:                                              ; preds = %110
  %113 = sext i32 %71 to i64
  %114 = getelementptr inbounds %struct.token, ptr %3, i64 %113
  store i32 0, ptr %114, align 8, !tbaa !16
  %115 = add nsw i32 %71, 1
  %116 = getelementptr inbounds i8, ptr %114, i64 8
  store double %72, ptr %116, align 8, !tbaa !20
  %117 = getelementptr inbounds i8, ptr %74, i64 -1
  br label %132

118:                                              ; preds = %69
  br i1 %80, label %125, label %119

119:                                              ; preds = %118
  %120 = sext i8 %75 to i32
  %121 = add nsw i32 %120, -48
  %122 = sitofp i32 %121 to double
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %73, double %72)
  %124 = fmul double %73, 1.000000e-01
  br label %132

125:                                              ; preds = %118
  %126 = sext i32 %71 to i64
  %127 = getelementptr inbounds %struct.token, ptr %3, i64 %126
  store i32 0, ptr %127, align 8, !tbaa !16
  %128 = add nsw i32 %71, 1
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  store double %72, ptr %129, align 8, !tbaa !20
  %130 = getelementptr inbounds i8, ptr %74, i64 -1
  br label %132

131:                                              ; preds = %69
  unreachable

132:                                              ; preds = %125, %119, %112, %110, %105, %96, %92, %87, %86, %82
  %133 = phi i32 [ 2, %119 ], [ 0, %125 ], [ 1, %105 ], [ 0, %112 ], [ 1, %82 ], [ 0, %87 ], [ 0, %92 ], [ 0, %96 ], [ 0, %86 ], [ 2, %110 ]
  %134 = phi i32 [ %71, %119 ], [ %128, %125 ], [ %71, %105 ], [ %115, %112 ], [ %71, %82 ], [ %90, %87 ], [ %93, %92 ], [ %97, %96 ], [ %71, %86 ], [ %71, %110 ]
  %135 = phi double [ %123, %119 ], [ %72, %125 ], [ %109, %105 ], [ %72, %112 ], [ %85, %82 ], [ %72, %87 ], [ %72, %92 ], [ %72, %96 ], [ %72, %86 ], [ %72, %110 ]
  %136 = phi double [ %124, %119 ], [ %73, %125 ], [ %73, %105 ], [ %73, %112 ], [ %73, %82 ], [ %73, %87 ], [ %73, %92 ], [ %73, %96 ], [ %73, %86 ], [ 1.000000e-01, %110 ]
  %137 = phi ptr [ %74, %119 ], [ %130, %125 ], [ %74, %105 ], [ %117, %112 ], [ %74, %82 ], [ %74, %87 ], [ %74, %92 ], [ %74, %96 ], [ %74, %86 ], [ %74, %110 ]
  %138 = icmp sgt i32 %134, 62
  %139 = getelementptr inbounds i8, ptr %137, i64 1
  br i1 %138, label %140, label %69

140:                                              ; preds = %132
  %141 = zext nneg i32 %134 to i64
  br label %142

142:                                              ; preds = %100, %102, %140
  %143 = phi i64 [ %141, %140 ], [ %101, %100 ], [ %103, %102 ]
  %144 = phi i32 [ 5, %140 ], [ 4, %100 ], [ 5, %102 ]
  %145 = phi i32 [ %134, %140 ], [ %71, %100 ], [ %71, %102 ]
  %146 = getelementptr inbounds %struct.token, ptr %3, i64 %143
  store i32 %144, ptr %146, align 8, !tbaa !16
  %147 = add nsw i32 %145, 1
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  br label %148

148:                                              ; preds = %394, %142
  %149 = phi ptr [ %3, %142 ], [ %397, %394 ]
  %150 = phi i32 [ 0, %142 ], [ %395, %394 ]
  %151 = phi i32 [ 0, %142 ], [ %396, %394 ]
  %152 = load i32, ptr %149, align 8, !tbaa !16
  switch i32 %152, label %394 [
    i32 0, label %172
    i32 2, label %178
    i32 3, label %161
    i32 1, label %154
    i32 4, label %167
    i32 5, label %153
  ]

153:                                              ; preds = %148
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  br label %401

154:                                              ; preds = %148
  %155 = icmp eq i32 %151, 0
  br i1 %155, label %332, label %156

156:                                              ; preds = %154
  %157 = getelementptr inbounds i8, ptr %149, i64 16
  %158 = sext i32 %151 to i64
  %159 = sext i32 %150 to i64
  %160 = sub i32 %150, %151
  br label %245

161:                                              ; preds = %148
  %162 = icmp eq i32 %151, 0
  br i1 %162, label %241, label %163

163:                                              ; preds = %161
  %164 = sext i32 %151 to i64
  %165 = sext i32 %150 to i64
  %166 = sub i32 %150, %151
  br label %182

167:                                              ; preds = %148
  %168 = icmp eq i32 %151, 0
  br i1 %168, label %398, label %169

169:                                              ; preds = %167
  %170 = sext i32 %151 to i64
  %171 = sext i32 %150 to i64
  br label %340

172:                                              ; preds = %148
  %173 = getelementptr inbounds i8, ptr %149, i64 8
  %174 = load double, ptr %173, align 8, !tbaa !20
  %175 = add nsw i32 %150, 1
  %176 = sext i32 %150 to i64
  %177 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %176
  store double %174, ptr %177, align 8, !tbaa !21
  br label %394

178:                                              ; preds = %148
  %179 = add nsw i32 %151, 1
  %180 = sext i32 %151 to i64
  %181 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %180
  store i8 40, ptr %181, align 1, !tbaa !9
  br label %394

182:                                              ; preds = %235, %163
  %183 = phi i64 [ %165, %163 ], [ %190, %235 ]
  %184 = phi i64 [ %164, %163 ], [ %185, %235 ]
  %185 = add nsw i64 %184, -1
  %186 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %185
  %187 = load i8, ptr %186, align 1, !tbaa !9
  %188 = icmp eq i8 %187, 40
  br i1 %188, label %238, label %189

189:                                              ; preds = %182
  %190 = add nsw i64 %183, -1
  %191 = add nsw i64 %183, -2
  %192 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !21
  %194 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %190
  %195 = load double, ptr %194, align 8, !tbaa !21
  switch i8 %187, label %235 [
    i8 43, label %204
    i8 45, label %206
    i8 42, label %208
    i8 47, label %210
    i8 94, label %196
  ]

196:                                              ; preds = %189
  %197 = fptosi double %195 to i32
  %198 = icmp sgt i32 %197, 0
  br i1 %198, label %199, label %235

199:                                              ; preds = %196
  %200 = and i32 %197, 7
  %201 = icmp ult i32 %197, 8
  br i1 %201, label %225, label %202

202:                                              ; preds = %199
  %203 = and i32 %197, 2147483640
  br label %212

204:                                              ; preds = %189
  %205 = fadd double %193, %195
  br label %235

206:                                              ; preds = %189
  %207 = fsub double %193, %195
  br label %235

208:                                              ; preds = %189
  %209 = fmul double %193, %195
  br label %235

210:                                              ; preds = %189
  %211 = fdiv double %193, %195
  br label %235

212:                                              ; preds = %212, %202
  %213 = phi double [ 1.000000e+00, %202 ], [ %222, %212 ]
  %214 = phi i32 [ 0, %202 ], [ %223, %212 ]
  %215 = fmul double %193, %213
  %216 = fmul double %193, %215
  %217 = fmul double %193, %216
  %218 = fmul double %193, %217
  %219 = fmul double %193, %218
  %220 = fmul double %193, %219
  %221 = fmul double %193, %220
  %222 = fmul double %193, %221
  %223 = add i32 %214, 8
  %224 = icmp eq i32 %223, %203
  br i1 %224, label %225, label %212, !llvm.loop !22

225:                                              ; preds = %212, %199
  %226 = phi double [ poison, %199 ], [ %222, %212 ]
  %227 = phi double [ 1.000000e+00, %199 ], [ %222, %212 ]
  %228 = icmp eq i32 %200, 0
  br i1 %228, label %235, label %229

229:                                              ; preds = %225, %229
  %230 = phi double [ %232, %229 ], [ %227, %225 ]
  %231 = phi i32 [ %233, %229 ], [ 0, %225 ]
  %232 = fmul double %193, %230
  %233 = add i32 %231, 1
  %234 = icmp eq i32 %233, %200
  br i1 %234, label %235, label %229, !llvm.loop !23

235:                                              ; preds = %225, %229, %210, %208, %206, %204, %196, %189
  %236 = phi double [ %211, %210 ], [ %209, %208 ], [ %207, %206 ], [ %205, %204 ], [ 0.000000e+00, %189 ], [ 1.000000e+00, %196 ], [ %226, %225 ], [ %232, %229 ]
  store double %236, ptr %192, align 8, !tbaa !21
  %237 = icmp eq i64 %185, 0
  br i1 %237, label %241, label %182, !llvm.loop !25

238:                                              ; preds = %182
  %239 = trunc nsw i64 %184 to i32
  %240 = trunc nsw i64 %183 to i32
  br label %241

241:                                              ; preds = %235, %238, %161
  %242 = phi i32 [ %150, %161 ], [ %240, %238 ], [ %166, %235 ]
  %243 = phi i32 [ 0, %161 ], [ %239, %238 ], [ 0, %235 ]
  %244 = add nsw i32 %243, -1
  br label %394

245:                                              ; preds = %320, %156
  %246 = phi i64 [ %159, %156 ], [ %275, %320 ]
  %247 = phi i64 [ %158, %156 ], [ %248, %320 ]
  %248 = add nsw i64 %247, -1
  %249 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !9
  switch i8 %250, label %253 [
    i8 40, label %326
    i8 43, label %254
    i8 45, label %254
    i8 42, label %251
    i8 47, label %251
    i8 94, label %252
  ]

251:                                              ; preds = %245, %245
  br label %254

252:                                              ; preds = %245
  br label %254

253:                                              ; preds = %245
  br label %254

254:                                              ; preds = %253, %252, %251, %245, %245
  %255 = phi i32 [ 0, %253 ], [ 3, %252 ], [ 2, %251 ], [ 1, %245 ], [ 1, %245 ]
  %256 = load i8, ptr %157, align 8, !tbaa !19
  switch i8 %256, label %259 [
    i8 43, label %260
    i8 45, label %260
    i8 42, label %257
    i8 47, label %257
    i8 94, label %258
  ]

257:                                              ; preds = %254, %254
  br label %260

258:                                              ; preds = %254
  br label %260

259:                                              ; preds = %254
  br label %260

260:                                              ; preds = %259, %258, %257, %254, %254
  %261 = phi i32 [ 0, %259 ], [ 3, %258 ], [ 2, %257 ], [ 1, %254 ], [ 1, %254 ]
  %262 = icmp ugt i32 %255, %261
  br i1 %262, label %274, label %263

263:                                              ; preds = %260
  switch i8 %250, label %266 [
    i8 43, label %267
    i8 45, label %267
    i8 42, label %264
    i8 47, label %264
    i8 94, label %265
  ]

264:                                              ; preds = %263, %263
  br label %267

265:                                              ; preds = %263
  br label %267

266:                                              ; preds = %263
  br label %267

267:                                              ; preds = %266, %265, %264, %263, %263
  %268 = phi i32 [ 0, %266 ], [ 3, %265 ], [ 2, %264 ], [ 1, %263 ], [ 1, %263 ]
  switch i8 %256, label %270 [
    i8 43, label %271
    i8 45, label %271
    i8 42, label %269
    i8 47, label %269
    i8 94, label %323
  ]

269:                                              ; preds = %267, %267
  br label %271

270:                                              ; preds = %267
  br label %271

271:                                              ; preds = %270, %269, %267, %267
  %272 = phi i32 [ 0, %270 ], [ 2, %269 ], [ 1, %267 ], [ 1, %267 ]
  %273 = icmp eq i32 %268, %272
  br i1 %273, label %274, label %329

274:                                              ; preds = %271, %260
  %275 = add nsw i64 %246, -1
  %276 = add nsw i64 %246, -2
  %277 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %276
  %278 = load double, ptr %277, align 8, !tbaa !21
  %279 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %275
  %280 = load double, ptr %279, align 8, !tbaa !21
  switch i8 %250, label %320 [
    i8 43, label %289
    i8 45, label %291
    i8 42, label %293
    i8 47, label %295
    i8 94, label %281
  ]

281:                                              ; preds = %274
  %282 = fptosi double %280 to i32
  %283 = icmp sgt i32 %282, 0
  br i1 %283, label %284, label %320

284:                                              ; preds = %281
  %285 = and i32 %282, 7
  %286 = icmp ult i32 %282, 8
  br i1 %286, label %310, label %287

287:                                              ; preds = %284
  %288 = and i32 %282, 2147483640
  br label %297

289:                                              ; preds = %274
  %290 = fadd double %278, %280
  br label %320

291:                                              ; preds = %274
  %292 = fsub double %278, %280
  br label %320

293:                                              ; preds = %274
  %294 = fmul double %278, %280
  br label %320

295:                                              ; preds = %274
  %296 = fdiv double %278, %280
  br label %320

297:                                              ; preds = %297, %287
  %298 = phi double [ 1.000000e+00, %287 ], [ %307, %297 ]
  %299 = phi i32 [ 0, %287 ], [ %308, %297 ]
  %300 = fmul double %278, %298
  %301 = fmul double %278, %300
  %302 = fmul double %278, %301
  %303 = fmul double %278, %302
  %304 = fmul double %278, %303
  %305 = fmul double %278, %304
  %306 = fmul double %278, %305
  %307 = fmul double %278, %306
  %308 = add i32 %299, 8
  %309 = icmp eq i32 %308, %288
  br i1 %309, label %310, label %297, !llvm.loop !22

310:                                              ; preds = %297, %284
  %311 = phi double [ poison, %284 ], [ %307, %297 ]
  %312 = phi double [ 1.000000e+00, %284 ], [ %307, %297 ]
  %313 = icmp eq i32 %285, 0
  br i1 %313, label %320, label %314

314:                                              ; preds = %310, %314
  %315 = phi double [ %317, %314 ], [ %312, %310 ]
  %316 = phi i32 [ %318, %314 ], [ 0, %310 ]
  %317 = fmul double %278, %315
  %318 = add i32 %316, 1
  %319 = icmp eq i32 %318, %285
  br i1 %319, label %320, label %314, !llvm.loop !26

320:                                              ; preds = %310, %314, %295, %293, %291, %289, %281, %274
  %321 = phi double [ %296, %295 ], [ %294, %293 ], [ %292, %291 ], [ %290, %289 ], [ 0.000000e+00, %274 ], [ 1.000000e+00, %281 ], [ %311, %310 ], [ %317, %314 ]
  store double %321, ptr %277, align 8, !tbaa !21
  %322 = icmp eq i64 %248, 0
  br i1 %322, label %332, label %245, !llvm.loop !27

323:                                              ; preds = %267
  %324 = trunc nsw i64 %247 to i32
  %325 = trunc nsw i64 %246 to i32
  br label %332

326:                                              ; preds = %245
  %327 = trunc nsw i64 %247 to i32
  %328 = trunc nsw i64 %246 to i32
  br label %332

329:                                              ; preds = %271
  %330 = trunc nsw i64 %247 to i32
  %331 = trunc nsw i64 %246 to i32
  br label %332

332:                                              ; preds = %320, %329, %326, %323, %154
  %333 = phi i32 [ %150, %154 ], [ %325, %323 ], [ %328, %326 ], [ %331, %329 ], [ %160, %320 ]
  %334 = phi i32 [ 0, %154 ], [ %324, %323 ], [ %327, %326 ], [ %330, %329 ], [ 0, %320 ]
  %335 = getelementptr inbounds i8, ptr %149, i64 16
  %336 = load i8, ptr %335, align 8, !tbaa !19
  %337 = add nsw i32 %334, 1
  %338 = sext i32 %334 to i64
  %339 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %338
  store i8 %336, ptr %339, align 1, !tbaa !9
  br label %394

340:                                              ; preds = %391, %169
  %341 = phi i64 [ %171, %169 ], [ %343, %391 ]
  %342 = phi i64 [ %170, %169 ], [ %344, %391 ]
  %343 = add nsw i64 %341, -1
  %344 = add nsw i64 %342, -1
  %345 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %344
  %346 = load i8, ptr %345, align 1, !tbaa !9
  %347 = add nsw i64 %341, -2
  %348 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %347
  %349 = load double, ptr %348, align 8, !tbaa !21
  %350 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %343
  %351 = load double, ptr %350, align 8, !tbaa !21
  switch i8 %346, label %391 [
    i8 43, label %360
    i8 45, label %362
    i8 42, label %364
    i8 47, label %366
    i8 94, label %352
  ]

352:                                              ; preds = %340
  %353 = fptosi double %351 to i32
  %354 = icmp sgt i32 %353, 0
  br i1 %354, label %355, label %391

355:                                              ; preds = %352
  %356 = and i32 %353, 7
  %357 = icmp ult i32 %353, 8
  br i1 %357, label %381, label %358

358:                                              ; preds = %355
  %359 = and i32 %353, 2147483640
  br label %368

360:                                              ; preds = %340
  %361 = fadd double %349, %351
  br label %391

362:                                              ; preds = %340
  %363 = fsub double %349, %351
  br label %391

364:                                              ; preds = %340
  %365 = fmul double %349, %351
  br label %391

366:                                              ; preds = %340
  %367 = fdiv double %349, %351
  br label %391

368:                                              ; preds = %368, %358
  %369 = phi double [ 1.000000e+00, %358 ], [ %378, %368 ]
  %370 = phi i32 [ 0, %358 ], [ %379, %368 ]
  %371 = fmul double %349, %369
  %372 = fmul double %349, %371
  %373 = fmul double %349, %372
  %374 = fmul double %349, %373
  %375 = fmul double %349, %374
  %376 = fmul double %349, %375
  %377 = fmul double %349, %376
  %378 = fmul double %349, %377
  %379 = add i32 %370, 8
  %380 = icmp eq i32 %379, %359
  br i1 %380, label %381, label %368, !llvm.loop !22

381:                                              ; preds = %368, %355
  %382 = phi double [ poison, %355 ], [ %378, %368 ]
  %383 = phi double [ 1.000000e+00, %355 ], [ %378, %368 ]
  %384 = icmp eq i32 %356, 0
  br i1 %384, label %391, label %385

385:                                              ; preds = %381, %385
  %386 = phi double [ %388, %385 ], [ %383, %381 ]
  %387 = phi i32 [ %389, %385 ], [ 0, %381 ]
  %388 = fmul double %349, %386
  %389 = add i32 %387, 1
  %390 = icmp eq i32 %389, %356
  br i1 %390, label %391, label %385, !llvm.loop !28

391:                                              ; preds = %381, %385, %366, %364, %362, %360, %352, %340
  %392 = phi double [ %367, %366 ], [ %365, %364 ], [ %363, %362 ], [ %361, %360 ], [ 0.000000e+00, %340 ], [ 1.000000e+00, %352 ], [ %382, %381 ], [ %388, %385 ]
  store double %392, ptr %348, align 8, !tbaa !21
  %393 = icmp eq i64 %344, 0
  br i1 %393, label %398, label %340, !llvm.loop !29

394:                                              ; preds = %332, %241, %178, %172, %148
  %395 = phi i32 [ %150, %148 ], [ %333, %332 ], [ %242, %241 ], [ %150, %178 ], [ %175, %172 ]
  %396 = phi i32 [ %151, %148 ], [ %337, %332 ], [ %244, %241 ], [ %179, %178 ], [ %151, %172 ]
  %397 = getelementptr inbounds i8, ptr %149, i64 24
  br label %148

398:                                              ; preds = %391, %167
  %399 = load double, ptr %1, align 16, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  %400 = fcmp oeq double %399, -1.000000e+300
  br i1 %400, label %401, label %403

401:                                              ; preds = %153, %398
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %67, i32 noundef %147)
  br label %405

403:                                              ; preds = %398
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %67, double noundef %399, i32 noundef %147)
  br label %405

405:                                              ; preds = %403, %401
  call void @llvm.lifetime.end.p0(i64 1536, ptr nonnull %3) #7
  %406 = add nuw nsw i64 %65, 1
  %407 = icmp eq i64 %406, 8
  br i1 %407, label %6, label %64, !llvm.loop !30

408:                                              ; preds = %410, %59
  %409 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #7
  ret i32 0

410:                                              ; preds = %62, %410
  %411 = phi i64 [ 0, %62 ], [ %415, %410 ]
  %412 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %411
  %413 = load i32, ptr %412, align 4, !tbaa !5
  %414 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %413)
  %415 = add nuw nsw i64 %411, 1
  %416 = icmp eq i64 %415, %63
  br i1 %416, label %408, label %410, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = !{!17, !6, i64 0}
!17 = !{!"", !6, i64 0, !18, i64 8, !7, i64 16}
!18 = !{!"double", !7, i64 0}
!19 = !{!17, !7, i64 16}
!20 = !{!17, !18, i64 8}
!21 = !{!18, !18, i64 0}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !24}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !24}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
