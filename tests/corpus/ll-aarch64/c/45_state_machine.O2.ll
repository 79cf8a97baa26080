; ModuleID = 'c/45_state_machine.c'
source_filename = "c/45_state_machine.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.token = type { i32, double, i8 }

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"10 / 4 - 0.5\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"3.25 * (2 - 0.25) / 7\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"((2))\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"8 - 3 - 2\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"1 + $\00", align 1
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [28 x i8] c"%-24s -> error (%d tokens)\0A\00", align 1
@.str.9 = private unnamed_addr constant [27 x i8] c"%-24s -> %.6f (%d tokens)\0A\00", align 1
@__const.main.text = private unnamed_addr constant [17 x i8] c"h\C3\A9llo \E2\82\AC \F0\9F\98\80!\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"codepoints (%d):\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c" U+%04X\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x double], align 8
  %2 = alloca [64 x i8], align 1
  %3 = alloca [64 x %struct.token], align 8
  %4 = alloca [32 x i32], align 4
  %5 = tail call ptr @__ctype_b_loc() #6
  br label %64

6:                                                ; preds = %339
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
  store i32 %15, ptr %20, align 4, !tbaa !6
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
  store i32 65533, ptr %39, align 4, !tbaa !6
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
  store i32 %44, ptr %50, align 4, !tbaa !6
  br label %51

51:                                               ; preds = %47, %40, %36, %34, %29, %24, %17
  %52 = phi i32 [ %18, %17 ], [ %12, %24 ], [ %12, %29 ], [ %12, %34 ], [ %37, %36 ], [ %48, %47 ], [ %12, %40 ]
  %53 = phi i32 [ 0, %17 ], [ 1, %24 ], [ 2, %29 ], [ 3, %34 ], [ 0, %36 ], [ 0, %47 ], [ %45, %40 ]
  %54 = phi i32 [ %10, %17 ], [ %25, %24 ], [ %30, %29 ], [ %35, %34 ], [ %10, %36 ], [ %44, %47 ], [ %44, %40 ]
  %55 = add nuw nsw i64 %9, 1
  %56 = getelementptr inbounds i8, ptr @__const.main.text, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !10
  %58 = icmp eq i64 %55, 16
  br i1 %58, label %59, label %7, !llvm.loop !11

59:                                               ; preds = %51
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %52)
  %61 = icmp sgt i32 %52, 0
  br i1 %61, label %62, label %342

62:                                               ; preds = %59
  %63 = zext nneg i32 %52 to i64
  br label %344

64:                                               ; preds = %0, %339
  %65 = phi i64 [ 0, %0 ], [ %340, %339 ]
  call void @llvm.lifetime.start.p0(i64 1536, ptr nonnull %3) #7
  %66 = getelementptr inbounds [8 x ptr], ptr @__const.main.exprs, i64 0, i64 %65
  %67 = load ptr, ptr %66, align 8, !tbaa !13
  %68 = load ptr, ptr %5, align 8, !tbaa !13
  br label %69

69:                                               ; preds = %132, %64
  %70 = phi i32 [ 0, %64 ], [ %133, %132 ]
  %71 = phi i32 [ 0, %64 ], [ %134, %132 ]
  %72 = phi double [ 0.000000e+00, %64 ], [ %135, %132 ]
  %73 = phi double [ 1.000000e+00, %64 ], [ %136, %132 ]
  %74 = phi ptr [ %67, %64 ], [ %139, %132 ]
  %75 = load i8, ptr %74, align 1, !tbaa !10
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds i16, ptr %68, i64 %76
  %78 = load i16, ptr %77, align 2, !tbaa !15
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
  %83 = zext i8 %75 to i32
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
  store i32 1, ptr %89, align 8, !tbaa !17
  %90 = add nsw i32 %71, 1
  %91 = getelementptr inbounds i8, ptr %89, i64 16
  store i8 %75, ptr %91, align 8, !tbaa !20
  br label %132

92:                                               ; preds = %86
  %93 = add nsw i32 %71, 1
  %94 = sext i32 %71 to i64
  %95 = getelementptr inbounds %struct.token, ptr %3, i64 %94
  store i32 2, ptr %95, align 8, !tbaa !17
  br label %132

96:                                               ; preds = %86
  %97 = add nsw i32 %71, 1
  %98 = sext i32 %71 to i64
  %99 = getelementptr inbounds %struct.token, ptr %3, i64 %98
  store i32 3, ptr %99, align 8, !tbaa !17
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
  %106 = zext i8 %75 to i32
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
  store i32 0, ptr %114, align 8, !tbaa !17
  %115 = add nsw i32 %71, 1
  %116 = getelementptr inbounds i8, ptr %114, i64 8
  store double %72, ptr %116, align 8, !tbaa !21
  %117 = getelementptr inbounds i8, ptr %74, i64 -1
  br label %132

118:                                              ; preds = %69
  br i1 %80, label %125, label %119

119:                                              ; preds = %118
  %120 = zext i8 %75 to i32
  %121 = add nsw i32 %120, -48
  %122 = sitofp i32 %121 to double
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %73, double %72)
  %124 = fmul double %73, 1.000000e-01
  br label %132

125:                                              ; preds = %118
  %126 = sext i32 %71 to i64
  %127 = getelementptr inbounds %struct.token, ptr %3, i64 %126
  store i32 0, ptr %127, align 8, !tbaa !17
  %128 = add nsw i32 %71, 1
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  store double %72, ptr %129, align 8, !tbaa !21
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
  store i32 %144, ptr %146, align 8, !tbaa !17
  %147 = add nsw i32 %145, 1
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  br label %148

148:                                              ; preds = %328, %142
  %149 = phi ptr [ %3, %142 ], [ %331, %328 ]
  %150 = phi i32 [ 0, %142 ], [ %329, %328 ]
  %151 = phi i32 [ 0, %142 ], [ %330, %328 ]
  %152 = load i32, ptr %149, align 8, !tbaa !17
  switch i32 %152, label %328 [
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
  br label %335

154:                                              ; preds = %148
  %155 = icmp eq i32 %151, 0
  br i1 %155, label %288, label %156

156:                                              ; preds = %154
  %157 = getelementptr inbounds i8, ptr %149, i64 16
  %158 = sext i32 %151 to i64
  %159 = sext i32 %150 to i64
  %160 = sub i32 %150, %151
  br label %223

161:                                              ; preds = %148
  %162 = icmp eq i32 %151, 0
  br i1 %162, label %219, label %163

163:                                              ; preds = %161
  %164 = sext i32 %151 to i64
  %165 = sext i32 %150 to i64
  %166 = sub i32 %150, %151
  br label %182

167:                                              ; preds = %148
  %168 = icmp eq i32 %151, 0
  br i1 %168, label %332, label %169

169:                                              ; preds = %167
  %170 = sext i32 %151 to i64
  %171 = sext i32 %150 to i64
  br label %296

172:                                              ; preds = %148
  %173 = getelementptr inbounds i8, ptr %149, i64 8
  %174 = load double, ptr %173, align 8, !tbaa !21
  %175 = add nsw i32 %150, 1
  %176 = sext i32 %150 to i64
  %177 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %176
  store double %174, ptr %177, align 8, !tbaa !22
  br label %328

178:                                              ; preds = %148
  %179 = add nsw i32 %151, 1
  %180 = sext i32 %151 to i64
  %181 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %180
  store i8 40, ptr %181, align 1, !tbaa !10
  br label %328

182:                                              ; preds = %213, %163
  %183 = phi i64 [ %165, %163 ], [ %190, %213 ]
  %184 = phi i64 [ %164, %163 ], [ %185, %213 ]
  %185 = add nsw i64 %184, -1
  %186 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %185
  %187 = load i8, ptr %186, align 1, !tbaa !10
  %188 = icmp eq i8 %187, 40
  br i1 %188, label %216, label %189

189:                                              ; preds = %182
  %190 = add nsw i64 %183, -1
  %191 = add nsw i64 %183, -2
  %192 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %191
  %193 = load double, ptr %192, align 8, !tbaa !22
  %194 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %190
  %195 = load double, ptr %194, align 8, !tbaa !22
  switch i8 %187, label %213 [
    i8 43, label %199
    i8 45, label %201
    i8 42, label %203
    i8 47, label %205
    i8 94, label %196
  ]

196:                                              ; preds = %189
  %197 = fptosi double %195 to i32
  %198 = icmp sgt i32 %197, 0
  br i1 %198, label %207, label %213

199:                                              ; preds = %189
  %200 = fadd double %193, %195
  br label %213

201:                                              ; preds = %189
  %202 = fsub double %193, %195
  br label %213

203:                                              ; preds = %189
  %204 = fmul double %193, %195
  br label %213

205:                                              ; preds = %189
  %206 = fdiv double %193, %195
  br label %213

207:                                              ; preds = %196, %207
  %208 = phi i32 [ %211, %207 ], [ 0, %196 ]
  %209 = phi double [ %210, %207 ], [ 1.000000e+00, %196 ]
  %210 = fmul double %193, %209
  %211 = add nuw nsw i32 %208, 1
  %212 = icmp eq i32 %211, %197
  br i1 %212, label %213, label %207, !llvm.loop !23

213:                                              ; preds = %207, %205, %203, %201, %199, %196, %189
  %214 = phi double [ %206, %205 ], [ %204, %203 ], [ %202, %201 ], [ %200, %199 ], [ 0.000000e+00, %189 ], [ 1.000000e+00, %196 ], [ %210, %207 ]
  store double %214, ptr %192, align 8, !tbaa !22
  %215 = icmp eq i64 %185, 0
  br i1 %215, label %219, label %182, !llvm.loop !24

216:                                              ; preds = %182
  %217 = trunc nsw i64 %184 to i32
  %218 = trunc nsw i64 %183 to i32
  br label %219

219:                                              ; preds = %213, %216, %161
  %220 = phi i32 [ %150, %161 ], [ %218, %216 ], [ %166, %213 ]
  %221 = phi i32 [ 0, %161 ], [ %217, %216 ], [ 0, %213 ]
  %222 = add nsw i32 %221, -1
  br label %328

223:                                              ; preds = %276, %156
  %224 = phi i64 [ %159, %156 ], [ %253, %276 ]
  %225 = phi i64 [ %158, %156 ], [ %226, %276 ]
  %226 = add nsw i64 %225, -1
  %227 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %226
  %228 = load i8, ptr %227, align 1, !tbaa !10
  switch i8 %228, label %231 [
    i8 40, label %282
    i8 43, label %232
    i8 45, label %232
    i8 42, label %229
    i8 47, label %229
    i8 94, label %230
  ]

229:                                              ; preds = %223, %223
  br label %232

230:                                              ; preds = %223
  br label %232

231:                                              ; preds = %223
  br label %232

232:                                              ; preds = %231, %230, %229, %223, %223
  %233 = phi i32 [ 0, %231 ], [ 3, %230 ], [ 2, %229 ], [ 1, %223 ], [ 1, %223 ]
  %234 = load i8, ptr %157, align 8, !tbaa !20
  switch i8 %234, label %237 [
    i8 43, label %238
    i8 45, label %238
    i8 42, label %235
    i8 47, label %235
    i8 94, label %236
  ]

235:                                              ; preds = %232, %232
  br label %238

236:                                              ; preds = %232
  br label %238

237:                                              ; preds = %232
  br label %238

238:                                              ; preds = %237, %236, %235, %232, %232
  %239 = phi i32 [ 0, %237 ], [ 3, %236 ], [ 2, %235 ], [ 1, %232 ], [ 1, %232 ]
  %240 = icmp ugt i32 %233, %239
  br i1 %240, label %252, label %241

241:                                              ; preds = %238
  switch i8 %228, label %244 [
    i8 43, label %245
    i8 45, label %245
    i8 42, label %242
    i8 47, label %242
    i8 94, label %243
  ]

242:                                              ; preds = %241, %241
  br label %245

243:                                              ; preds = %241
  br label %245

244:                                              ; preds = %241
  br label %245

245:                                              ; preds = %244, %243, %242, %241, %241
  %246 = phi i32 [ 0, %244 ], [ 3, %243 ], [ 2, %242 ], [ 1, %241 ], [ 1, %241 ]
  switch i8 %234, label %248 [
    i8 43, label %249
    i8 45, label %249
    i8 42, label %247
    i8 47, label %247
    i8 94, label %279
  ]

247:                                              ; preds = %245, %245
  br label %249

248:                                              ; preds = %245
  br label %249

249:                                              ; preds = %248, %247, %245, %245
  %250 = phi i32 [ 0, %248 ], [ 2, %247 ], [ 1, %245 ], [ 1, %245 ]
  %251 = icmp eq i32 %246, %250
  br i1 %251, label %252, label %285

252:                                              ; preds = %249, %238
  %253 = add nsw i64 %224, -1
  %254 = add nsw i64 %224, -2
  %255 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !22
  %257 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %253
  %258 = load double, ptr %257, align 8, !tbaa !22
  switch i8 %228, label %276 [
    i8 43, label %262
    i8 45, label %264
    i8 42, label %266
    i8 47, label %268
    i8 94, label %259
  ]

259:                                              ; preds = %252
  %260 = fptosi double %258 to i32
  %261 = icmp sgt i32 %260, 0
  br i1 %261, label %270, label %276

262:                                              ; preds = %252
  %263 = fadd double %256, %258
  br label %276

264:                                              ; preds = %252
  %265 = fsub double %256, %258
  br label %276

266:                                              ; preds = %252
  %267 = fmul double %256, %258
  br label %276

268:                                              ; preds = %252
  %269 = fdiv double %256, %258
  br label %276

270:                                              ; preds = %259, %270
  %271 = phi i32 [ %274, %270 ], [ 0, %259 ]
  %272 = phi double [ %273, %270 ], [ 1.000000e+00, %259 ]
  %273 = fmul double %256, %272
  %274 = add nuw nsw i32 %271, 1
  %275 = icmp eq i32 %274, %260
  br i1 %275, label %276, label %270, !llvm.loop !23

276:                                              ; preds = %270, %268, %266, %264, %262, %259, %252
  %277 = phi double [ %269, %268 ], [ %267, %266 ], [ %265, %264 ], [ %263, %262 ], [ 0.000000e+00, %252 ], [ 1.000000e+00, %259 ], [ %273, %270 ]
  store double %277, ptr %255, align 8, !tbaa !22
  %278 = icmp eq i64 %226, 0
  br i1 %278, label %288, label %223, !llvm.loop !25

279:                                              ; preds = %245
  %280 = trunc nsw i64 %225 to i32
  %281 = trunc nsw i64 %224 to i32
  br label %288

282:                                              ; preds = %223
  %283 = trunc nsw i64 %225 to i32
  %284 = trunc nsw i64 %224 to i32
  br label %288

285:                                              ; preds = %249
  %286 = trunc nsw i64 %225 to i32
  %287 = trunc nsw i64 %224 to i32
  br label %288

288:                                              ; preds = %276, %285, %282, %279, %154
  %289 = phi i32 [ %150, %154 ], [ %281, %279 ], [ %284, %282 ], [ %287, %285 ], [ %160, %276 ]
  %290 = phi i32 [ 0, %154 ], [ %280, %279 ], [ %283, %282 ], [ %286, %285 ], [ 0, %276 ]
  %291 = getelementptr inbounds i8, ptr %149, i64 16
  %292 = load i8, ptr %291, align 8, !tbaa !20
  %293 = add nsw i32 %290, 1
  %294 = sext i32 %290 to i64
  %295 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %294
  store i8 %292, ptr %295, align 1, !tbaa !10
  br label %328

296:                                              ; preds = %325, %169
  %297 = phi i64 [ %171, %169 ], [ %299, %325 ]
  %298 = phi i64 [ %170, %169 ], [ %300, %325 ]
  %299 = add nsw i64 %297, -1
  %300 = add nsw i64 %298, -1
  %301 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %300
  %302 = load i8, ptr %301, align 1, !tbaa !10
  %303 = add nsw i64 %297, -2
  %304 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %303
  %305 = load double, ptr %304, align 8, !tbaa !22
  %306 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %299
  %307 = load double, ptr %306, align 8, !tbaa !22
  switch i8 %302, label %325 [
    i8 43, label %311
    i8 45, label %313
    i8 42, label %315
    i8 47, label %317
    i8 94, label %308
  ]

308:                                              ; preds = %296
  %309 = fptosi double %307 to i32
  %310 = icmp sgt i32 %309, 0
  br i1 %310, label %319, label %325

311:                                              ; preds = %296
  %312 = fadd double %305, %307
  br label %325

313:                                              ; preds = %296
  %314 = fsub double %305, %307
  br label %325

315:                                              ; preds = %296
  %316 = fmul double %305, %307
  br label %325

317:                                              ; preds = %296
  %318 = fdiv double %305, %307
  br label %325

319:                                              ; preds = %308, %319
  %320 = phi i32 [ %323, %319 ], [ 0, %308 ]
  %321 = phi double [ %322, %319 ], [ 1.000000e+00, %308 ]
  %322 = fmul double %305, %321
  %323 = add nuw nsw i32 %320, 1
  %324 = icmp eq i32 %323, %309
  br i1 %324, label %325, label %319, !llvm.loop !23

325:                                              ; preds = %319, %317, %315, %313, %311, %308, %296
  %326 = phi double [ %318, %317 ], [ %316, %315 ], [ %314, %313 ], [ %312, %311 ], [ 0.000000e+00, %296 ], [ 1.000000e+00, %308 ], [ %322, %319 ]
  store double %326, ptr %304, align 8, !tbaa !22
  %327 = icmp eq i64 %300, 0
  br i1 %327, label %332, label %296, !llvm.loop !26

328:                                              ; preds = %288, %219, %178, %172, %148
  %329 = phi i32 [ %150, %148 ], [ %289, %288 ], [ %220, %219 ], [ %150, %178 ], [ %175, %172 ]
  %330 = phi i32 [ %151, %148 ], [ %293, %288 ], [ %222, %219 ], [ %179, %178 ], [ %151, %172 ]
  %331 = getelementptr inbounds i8, ptr %149, i64 24
  br label %148

332:                                              ; preds = %325, %167
  %333 = load double, ptr %1, align 8, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #7
  %334 = fcmp oeq double %333, -1.000000e+300
  br i1 %334, label %335, label %337

335:                                              ; preds = %153, %332
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %67, i32 noundef %147)
  br label %339

337:                                              ; preds = %332
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %67, double noundef %333, i32 noundef %147)
  br label %339

339:                                              ; preds = %337, %335
  call void @llvm.lifetime.end.p0(i64 1536, ptr nonnull %3) #7
  %340 = add nuw nsw i64 %65, 1
  %341 = icmp eq i64 %340, 8
  br i1 %341, label %6, label %64, !llvm.loop !27

342:                                              ; preds = %344, %59
  %343 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %4) #7
  ret i32 0

344:                                              ; preds = %62, %344
  %345 = phi i64 [ 0, %62 ], [ %349, %344 ]
  %346 = getelementptr inbounds [32 x i32], ptr %4, i64 0, i64 %345
  %347 = load i32, ptr %346, align 4, !tbaa !6
  %348 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %347)
  %349 = add nuw nsw i64 %345, 1
  %350 = icmp eq i64 %349, %63
  br i1 %350, label %342, label %344, !llvm.loop !28
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind willreturn memory(none) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!18, !7, i64 0}
!18 = !{!"", !7, i64 0, !19, i64 8, !8, i64 16}
!19 = !{!"double", !8, i64 0}
!20 = !{!18, !8, i64 16}
!21 = !{!18, !19, i64 8}
!22 = !{!19, !19, i64 0}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
