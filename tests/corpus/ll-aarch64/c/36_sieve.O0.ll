; ModuleID = 'c/36_sieve.c'
source_filename = "c/36_sieve.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@composite = internal global [200001 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [59 x i8] c"primes <= %d: %d, sum=%lld, twins=%d, max gap %d after %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"bit sieve count = %d\0A\00", align 1
@__const.main.marks = private unnamed_addr constant [5 x i32] [i32 10, i32 100, i32 1000, i32 10000, i32 100000], align 4
@.str.2 = private unnamed_addr constant [13 x i8] c"pi(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"first 20 primes:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [45 x i8] c"phi(36)=%d phi(97)=%d phi(1000)=%d sum=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"goldbach(%d) = %d ways\0A\00", align 1
@bits = internal global [3126 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca [5 x i32], align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i8 1, ptr getelementptr inbounds ([200001 x i8], ptr @composite, i64 0, i64 1), align 1
  store i8 1, ptr @composite, align 1
  store i32 2, ptr %2, align 4
  br label %26

26:                                               ; preds = %56, %0
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %28, %30
  %32 = icmp sle i64 %31, 200000
  br i1 %32, label %33, label %59

33:                                               ; preds = %26
  %34 = load i32, ptr %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = icmp ne i8 %37, 0
  br i1 %38, label %55, label %39

39:                                               ; preds = %33
  %40 = load i32, ptr %2, align 4
  %41 = load i32, ptr %2, align 4
  %42 = mul nsw i32 %40, %41
  store i32 %42, ptr %3, align 4
  br label %43

43:                                               ; preds = %50, %39
  %44 = load i32, ptr %3, align 4
  %45 = icmp sle i32 %44, 200000
  br i1 %45, label %46, label %54

46:                                               ; preds = %43
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %48
  store i8 1, ptr %49, align 1
  br label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %2, align 4
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %3, align 4
  br label %43, !llvm.loop !6

54:                                               ; preds = %43
  br label %55

55:                                               ; preds = %54, %33
  br label %56

56:                                               ; preds = %55
  %57 = load i32, ptr %2, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %2, align 4
  br label %26, !llvm.loop !8

59:                                               ; preds = %26
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 2, ptr %8, align 4
  store i64 0, ptr %9, align 8
  store i32 2, ptr %10, align 4
  br label %60

60:                                               ; preds = %97, %59
  %61 = load i32, ptr %10, align 4
  %62 = icmp sle i32 %61, 200000
  br i1 %62, label %63, label %100

63:                                               ; preds = %60
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = icmp ne i8 %67, 0
  br i1 %68, label %69, label %70

69:                                               ; preds = %63
  br label %97

70:                                               ; preds = %63
  %71 = load i32, ptr %4, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %4, align 4
  %73 = load i32, ptr %10, align 4
  %74 = sext i32 %73 to i64
  %75 = load i64, ptr %9, align 8
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %9, align 8
  %77 = load i32, ptr %10, align 4
  %78 = load i32, ptr %8, align 4
  %79 = sub nsw i32 %77, %78
  %80 = icmp eq i32 %79, 2
  br i1 %80, label %81, label %84

81:                                               ; preds = %70
  %82 = load i32, ptr %5, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %5, align 4
  br label %84

84:                                               ; preds = %81, %70
  %85 = load i32, ptr %10, align 4
  %86 = load i32, ptr %8, align 4
  %87 = sub nsw i32 %85, %86
  %88 = load i32, ptr %6, align 4
  %89 = icmp sgt i32 %87, %88
  br i1 %89, label %90, label %95

90:                                               ; preds = %84
  %91 = load i32, ptr %10, align 4
  %92 = load i32, ptr %8, align 4
  %93 = sub nsw i32 %91, %92
  store i32 %93, ptr %6, align 4
  %94 = load i32, ptr %8, align 4
  store i32 %94, ptr %7, align 4
  br label %95

95:                                               ; preds = %90, %84
  %96 = load i32, ptr %10, align 4
  store i32 %96, ptr %8, align 4
  br label %97

97:                                               ; preds = %95, %69
  %98 = load i32, ptr %10, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %10, align 4
  br label %60, !llvm.loop !9

100:                                              ; preds = %60
  %101 = load i32, ptr %4, align 4
  %102 = load i64, ptr %9, align 8
  %103 = load i32, ptr %5, align 4
  %104 = load i32, ptr %6, align 4
  %105 = load i32, ptr %7, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 200000, i32 noundef %101, i64 noundef %102, i32 noundef %103, i32 noundef %104, i32 noundef %105)
  %107 = call i32 @count_bitsieve(i32 noundef 200000)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %107)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 @__const.main.marks, i64 20, i1 false)
  store i32 0, ptr %12, align 4
  br label %109

109:                                              ; preds = %140, %100
  %110 = load i32, ptr %12, align 4
  %111 = icmp slt i32 %110, 5
  br i1 %111, label %112, label %143

112:                                              ; preds = %109
  store i32 0, ptr %13, align 4
  store i32 2, ptr %14, align 4
  br label %113

113:                                              ; preds = %130, %112
  %114 = load i32, ptr %14, align 4
  %115 = load i32, ptr %12, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4
  %119 = icmp sle i32 %114, %118
  br i1 %119, label %120, label %133

120:                                              ; preds = %113
  %121 = load i32, ptr %14, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %122
  %124 = load i8, ptr %123, align 1
  %125 = icmp ne i8 %124, 0
  %126 = xor i1 %125, true
  %127 = zext i1 %126 to i32
  %128 = load i32, ptr %13, align 4
  %129 = add nsw i32 %128, %127
  store i32 %129, ptr %13, align 4
  br label %130

130:                                              ; preds = %120
  %131 = load i32, ptr %14, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %14, align 4
  br label %113, !llvm.loop !10

133:                                              ; preds = %113
  %134 = load i32, ptr %12, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [5 x i32], ptr %11, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4
  %138 = load i32, ptr %13, align 4
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %137, i32 noundef %138)
  br label %140

140:                                              ; preds = %133
  %141 = load i32, ptr %12, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %12, align 4
  br label %109, !llvm.loop !11

143:                                              ; preds = %109
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 2, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %145

145:                                              ; preds = %160, %143
  %146 = load i32, ptr %16, align 4
  %147 = icmp slt i32 %146, 20
  br i1 %147, label %148, label %163

148:                                              ; preds = %145
  %149 = load i32, ptr %15, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %150
  %152 = load i8, ptr %151, align 1
  %153 = icmp ne i8 %152, 0
  br i1 %153, label %159, label %154

154:                                              ; preds = %148
  %155 = load i32, ptr %15, align 4
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %155)
  %157 = load i32, ptr %16, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %16, align 4
  br label %159

159:                                              ; preds = %154, %148
  br label %160

160:                                              ; preds = %159
  %161 = load i32, ptr %15, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %15, align 4
  br label %145, !llvm.loop !12

163:                                              ; preds = %145
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %165 = call noalias ptr @malloc(i64 noundef 4004) #6
  store ptr %165, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %166

166:                                              ; preds = %175, %163
  %167 = load i32, ptr %18, align 4
  %168 = icmp sle i32 %167, 1000
  br i1 %168, label %169, label %178

169:                                              ; preds = %166
  %170 = load i32, ptr %18, align 4
  %171 = load ptr, ptr %17, align 8
  %172 = load i32, ptr %18, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds i32, ptr %171, i64 %173
  store i32 %170, ptr %174, align 4
  br label %175

175:                                              ; preds = %169
  %176 = load i32, ptr %18, align 4
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %18, align 4
  br label %166, !llvm.loop !13

178:                                              ; preds = %166
  store i32 2, ptr %19, align 4
  br label %179

179:                                              ; preds = %215, %178
  %180 = load i32, ptr %19, align 4
  %181 = icmp sle i32 %180, 1000
  br i1 %181, label %182, label %218

182:                                              ; preds = %179
  %183 = load ptr, ptr %17, align 8
  %184 = load i32, ptr %19, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i32, ptr %183, i64 %185
  %187 = load i32, ptr %186, align 4
  %188 = load i32, ptr %19, align 4
  %189 = icmp eq i32 %187, %188
  br i1 %189, label %190, label %214

190:                                              ; preds = %182
  %191 = load i32, ptr %19, align 4
  store i32 %191, ptr %20, align 4
  br label %192

192:                                              ; preds = %209, %190
  %193 = load i32, ptr %20, align 4
  %194 = icmp sle i32 %193, 1000
  br i1 %194, label %195, label %213

195:                                              ; preds = %192
  %196 = load ptr, ptr %17, align 8
  %197 = load i32, ptr %20, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i32, ptr %196, i64 %198
  %200 = load i32, ptr %199, align 4
  %201 = load i32, ptr %19, align 4
  %202 = sdiv i32 %200, %201
  %203 = load ptr, ptr %17, align 8
  %204 = load i32, ptr %20, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds i32, ptr %203, i64 %205
  %207 = load i32, ptr %206, align 4
  %208 = sub nsw i32 %207, %202
  store i32 %208, ptr %206, align 4
  br label %209

209:                                              ; preds = %195
  %210 = load i32, ptr %19, align 4
  %211 = load i32, ptr %20, align 4
  %212 = add nsw i32 %211, %210
  store i32 %212, ptr %20, align 4
  br label %192, !llvm.loop !14

213:                                              ; preds = %192
  br label %214

214:                                              ; preds = %213, %182
  br label %215

215:                                              ; preds = %214
  %216 = load i32, ptr %19, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %19, align 4
  br label %179, !llvm.loop !15

218:                                              ; preds = %179
  store i64 0, ptr %21, align 8
  store i32 1, ptr %22, align 4
  br label %219

219:                                              ; preds = %231, %218
  %220 = load i32, ptr %22, align 4
  %221 = icmp sle i32 %220, 1000
  br i1 %221, label %222, label %234

222:                                              ; preds = %219
  %223 = load ptr, ptr %17, align 8
  %224 = load i32, ptr %22, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i32, ptr %223, i64 %225
  %227 = load i32, ptr %226, align 4
  %228 = sext i32 %227 to i64
  %229 = load i64, ptr %21, align 8
  %230 = add nsw i64 %229, %228
  store i64 %230, ptr %21, align 8
  br label %231

231:                                              ; preds = %222
  %232 = load i32, ptr %22, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %22, align 4
  br label %219, !llvm.loop !16

234:                                              ; preds = %219
  %235 = load ptr, ptr %17, align 8
  %236 = getelementptr inbounds i32, ptr %235, i64 36
  %237 = load i32, ptr %236, align 4
  %238 = load ptr, ptr %17, align 8
  %239 = getelementptr inbounds i32, ptr %238, i64 97
  %240 = load i32, ptr %239, align 4
  %241 = load ptr, ptr %17, align 8
  %242 = getelementptr inbounds i32, ptr %241, i64 1000
  %243 = load i32, ptr %242, align 4
  %244 = load i64, ptr %21, align 8
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %237, i32 noundef %240, i32 noundef %243, i64 noundef %244)
  %246 = load ptr, ptr %17, align 8
  call void @free(ptr noundef %246) #7
  store i32 100, ptr %23, align 4
  br label %247

247:                                              ; preds = %283, %234
  %248 = load i32, ptr %23, align 4
  %249 = icmp sle i32 %248, 1000
  br i1 %249, label %250, label %286

250:                                              ; preds = %247
  store i32 0, ptr %24, align 4
  store i32 2, ptr %25, align 4
  br label %251

251:                                              ; preds = %276, %250
  %252 = load i32, ptr %25, align 4
  %253 = load i32, ptr %23, align 4
  %254 = sdiv i32 %253, 2
  %255 = icmp sle i32 %252, %254
  br i1 %255, label %256, label %279

256:                                              ; preds = %251
  %257 = load i32, ptr %25, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %258
  %260 = load i8, ptr %259, align 1
  %261 = icmp ne i8 %260, 0
  br i1 %261, label %271, label %262

262:                                              ; preds = %256
  %263 = load i32, ptr %23, align 4
  %264 = load i32, ptr %25, align 4
  %265 = sub nsw i32 %263, %264
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [200001 x i8], ptr @composite, i64 0, i64 %266
  %268 = load i8, ptr %267, align 1
  %269 = icmp ne i8 %268, 0
  %270 = xor i1 %269, true
  br label %271

271:                                              ; preds = %262, %256
  %272 = phi i1 [ false, %256 ], [ %270, %262 ]
  %273 = zext i1 %272 to i32
  %274 = load i32, ptr %24, align 4
  %275 = add nsw i32 %274, %273
  store i32 %275, ptr %24, align 4
  br label %276

276:                                              ; preds = %271
  %277 = load i32, ptr %25, align 4
  %278 = add nsw i32 %277, 1
  store i32 %278, ptr %25, align 4
  br label %251, !llvm.loop !17

279:                                              ; preds = %251
  %280 = load i32, ptr %23, align 4
  %281 = load i32, ptr %24, align 4
  %282 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %280, i32 noundef %281)
  br label %283

283:                                              ; preds = %279
  %284 = load i32, ptr %23, align 4
  %285 = add nsw i32 %284, 300
  store i32 %285, ptr %23, align 4
  br label %247, !llvm.loop !18

286:                                              ; preds = %247
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_bitsieve(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.memset.p0.i64(ptr align 4 @bits, i8 0, i64 12504, i1 false)
  store i32 3, ptr %3, align 4
  br label %7

7:                                                ; preds = %51, %1
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %8, %9
  %11 = load i32, ptr %2, align 4
  %12 = icmp sle i32 %10, %11
  br i1 %12, label %13, label %54

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = ashr i32 %14, 6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %3, align 4
  %20 = ashr i32 %19, 1
  %21 = and i32 %20, 31
  %22 = lshr i32 %18, %21
  %23 = and i32 %22, 1
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %50, label %25

25:                                               ; preds = %13
  %26 = load i32, ptr %3, align 4
  %27 = load i32, ptr %3, align 4
  %28 = mul nsw i32 %26, %27
  store i32 %28, ptr %4, align 4
  br label %29

29:                                               ; preds = %44, %25
  %30 = load i32, ptr %4, align 4
  %31 = load i32, ptr %2, align 4
  %32 = icmp sle i32 %30, %31
  br i1 %32, label %33, label %49

33:                                               ; preds = %29
  %34 = load i32, ptr %4, align 4
  %35 = ashr i32 %34, 1
  %36 = and i32 %35, 31
  %37 = shl i32 1, %36
  %38 = load i32, ptr %4, align 4
  %39 = ashr i32 %38, 6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = or i32 %42, %37
  store i32 %43, ptr %41, align 4
  br label %44

44:                                               ; preds = %33
  %45 = load i32, ptr %3, align 4
  %46 = mul nsw i32 2, %45
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %4, align 4
  br label %29, !llvm.loop !19

49:                                               ; preds = %29
  br label %50

50:                                               ; preds = %49, %13
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 2
  store i32 %53, ptr %3, align 4
  br label %7, !llvm.loop !20

54:                                               ; preds = %7
  store i32 1, ptr %5, align 4
  store i32 3, ptr %6, align 4
  br label %55

55:                                               ; preds = %75, %54
  %56 = load i32, ptr %6, align 4
  %57 = load i32, ptr %2, align 4
  %58 = icmp sle i32 %56, %57
  br i1 %58, label %59, label %78

59:                                               ; preds = %55
  %60 = load i32, ptr %6, align 4
  %61 = ashr i32 %60, 6
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [3126 x i32], ptr @bits, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = load i32, ptr %6, align 4
  %66 = ashr i32 %65, 1
  %67 = and i32 %66, 31
  %68 = lshr i32 %64, %67
  %69 = and i32 %68, 1
  %70 = icmp ne i32 %69, 0
  %71 = xor i1 %70, true
  %72 = zext i1 %71 to i32
  %73 = load i32, ptr %5, align 4
  %74 = add nsw i32 %73, %72
  store i32 %74, ptr %5, align 4
  br label %75

75:                                               ; preds = %59
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 2
  store i32 %77, ptr %6, align 4
  br label %55, !llvm.loop !21

78:                                               ; preds = %55
  %79 = load i32, ptr %5, align 4
  ret i32 %79
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
