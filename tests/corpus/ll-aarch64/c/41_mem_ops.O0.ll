; ModuleID = 'c/41_mem_ops.c'
source_filename = "c/41_mem_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.item = type { i32, [3 x double], [8 x i8] }
%struct.ring = type { [8 x i32], i32, i32 }

@.str = private unnamed_addr constant [18 x i8] c"memcmp equal: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"memcmp after change: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %d %d %d | \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.s = private unnamed_addr constant [64 x i8] c"Hello, memory world!\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"ZYME\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"%s (len %zu)\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"it%d\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"checksum items=%08x copy=%08x\0A\00", align 1
@.str.10 = private unnamed_addr constant [42 x i8] c"copy[0]: id=%d v=(%.1f,%.1f,%.1f) tag=%s\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"double shuffle sum=%.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"ring:\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c"numeric corpus for compilers\00", align 1
@.str.15 = private unnamed_addr constant [47 x i8] c"memchr -> \22%s\22 strchr -> \22%s\22 strrchr -> \22%s\22\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [32 x i32], align 4
  %3 = alloca [32 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [64 x i8], align 1
  %9 = alloca [4 x %struct.item], align 8
  %10 = alloca [4 x %struct.item], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.item, align 8
  %14 = alloca [16 x double], align 8
  %15 = alloca i32, align 4
  %16 = alloca [16 x double], align 8
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca %struct.ring, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %4, align 4
  br label %24

24:                                               ; preds = %34, %0
  %25 = load i32, ptr %4, align 4
  %26 = icmp slt i32 %25, 32
  br i1 %26, label %27, label %37

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %4, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 %32
  store i32 %30, ptr %33, align 4
  br label %34

34:                                               ; preds = %27
  %35 = load i32, ptr %4, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %4, align 4
  br label %24, !llvm.loop !6

37:                                               ; preds = %24
  %38 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 0
  %39 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %39, i64 128, i1 false)
  %40 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  %41 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 0
  %42 = call i32 @memcmp(ptr noundef %40, ptr noundef %41, i64 noundef 128) #7
  %43 = icmp eq i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44)
  %46 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 17
  store i32 -1, ptr %46, align 4
  %47 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  %48 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 0
  %49 = call i32 @memcmp(ptr noundef %47, ptr noundef %48, i64 noundef 128) #7
  %50 = icmp sgt i32 %49, 0
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %51)
  %53 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %53, i8 0, i64 40, i1 false)
  %54 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 0
  %55 = getelementptr inbounds i32, ptr %54, i64 20
  call void @llvm.memset.p0.i64(ptr align 4 %55, i8 -1, i64 16, i1 false)
  store i32 0, ptr %5, align 4
  br label %56

56:                                               ; preds = %80, %37
  %57 = load i32, ptr %5, align 4
  %58 = icmp slt i32 %57, 32
  br i1 %58, label %59, label %83

59:                                               ; preds = %56
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = load i32, ptr %5, align 4
  %65 = add nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 2
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = load i32, ptr %5, align 4
  %75 = add nsw i32 %74, 3
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [32 x i32], ptr %3, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %63, i32 noundef %68, i32 noundef %73, i32 noundef %78)
  br label %80

80:                                               ; preds = %59
  %81 = load i32, ptr %5, align 4
  %82 = add nsw i32 %81, 4
  store i32 %82, ptr %5, align 4
  br label %56, !llvm.loop !8

83:                                               ; preds = %56
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %85 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  %86 = getelementptr inbounds i32, ptr %85, i64 4
  %87 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %86, ptr align 4 %87, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %88

88:                                               ; preds = %97, %83
  %89 = load i32, ptr %6, align 4
  %90 = icmp slt i32 %89, 24
  br i1 %90, label %91, label %100

91:                                               ; preds = %88
  %92 = load i32, ptr %6, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %95)
  br label %97

97:                                               ; preds = %91
  %98 = load i32, ptr %6, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %6, align 4
  br label %88, !llvm.loop !9

100:                                              ; preds = %88
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %102 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  %103 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 0
  %104 = getelementptr inbounds i32, ptr %103, i64 8
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %102, ptr align 4 %104, i64 64, i1 false)
  store i32 0, ptr %7, align 4
  br label %105

105:                                              ; preds = %114, %100
  %106 = load i32, ptr %7, align 4
  %107 = icmp slt i32 %106, 24
  br i1 %107, label %108, label %117

108:                                              ; preds = %105
  %109 = load i32, ptr %7, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [32 x i32], ptr %2, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %112)
  br label %114

114:                                              ; preds = %108
  %115 = load i32, ptr %7, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %7, align 4
  br label %105, !llvm.loop !10

117:                                              ; preds = %105
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.s, i64 64, i1 false)
  %119 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %120 = getelementptr inbounds i8, ptr %119, i64 7
  %121 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %122 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %123 = call i64 @strlen(ptr noundef %122) #7
  %124 = add i64 %123, 1
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %120, ptr align 1 %121, i64 %124, i1 false)
  %125 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %125)
  %127 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %127, ptr align 1 @.str.6, i64 4, i1 false)
  %128 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %129 = getelementptr inbounds [64 x i8], ptr %8, i64 0, i64 0
  %130 = call i64 @strlen(ptr noundef %129) #7
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %128, i64 noundef %130)
  %132 = getelementptr inbounds [4 x %struct.item], ptr %9, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %132, i8 0, i64 160, i1 false)
  store i32 0, ptr %11, align 4
  br label %133

133:                                              ; preds = %170, %117
  %134 = load i32, ptr %11, align 4
  %135 = icmp slt i32 %134, 4
  br i1 %135, label %136, label %173

136:                                              ; preds = %133
  %137 = load i32, ptr %11, align 4
  %138 = add nsw i32 %137, 100
  %139 = load i32, ptr %11, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [4 x %struct.item], ptr %9, i64 0, i64 %140
  %142 = getelementptr inbounds %struct.item, ptr %141, i32 0, i32 0
  store i32 %138, ptr %142, align 8
  store i32 0, ptr %12, align 4
  br label %143

143:                                              ; preds = %159, %136
  %144 = load i32, ptr %12, align 4
  %145 = icmp slt i32 %144, 3
  br i1 %145, label %146, label %162

146:                                              ; preds = %143
  %147 = load i32, ptr %11, align 4
  %148 = sitofp i32 %147 to double
  %149 = load i32, ptr %12, align 4
  %150 = sitofp i32 %149 to double
  %151 = call double @llvm.fmuladd.f64(double %148, double 1.500000e+00, double %150)
  %152 = load i32, ptr %11, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [4 x %struct.item], ptr %9, i64 0, i64 %153
  %155 = getelementptr inbounds %struct.item, ptr %154, i32 0, i32 1
  %156 = load i32, ptr %12, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [3 x double], ptr %155, i64 0, i64 %157
  store double %151, ptr %158, align 8
  br label %159

159:                                              ; preds = %146
  %160 = load i32, ptr %12, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %12, align 4
  br label %143, !llvm.loop !11

162:                                              ; preds = %143
  %163 = load i32, ptr %11, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [4 x %struct.item], ptr %9, i64 0, i64 %164
  %166 = getelementptr inbounds %struct.item, ptr %165, i32 0, i32 2
  %167 = getelementptr inbounds [8 x i8], ptr %166, i64 0, i64 0
  %168 = load i32, ptr %11, align 4
  %169 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %167, i64 noundef 8, ptr noundef @.str.8, i32 noundef %168) #8
  br label %170

170:                                              ; preds = %162
  %171 = load i32, ptr %11, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %11, align 4
  br label %133, !llvm.loop !12

173:                                              ; preds = %133
  %174 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %175 = getelementptr inbounds [4 x %struct.item], ptr %9, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %174, ptr align 8 %175, i64 160, i1 false)
  %176 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %176, i64 40, i1 false)
  %177 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %178 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %177, ptr align 8 %178, i64 40, i1 false)
  %179 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %179, ptr align 8 %13, i64 40, i1 false)
  %180 = getelementptr inbounds [4 x %struct.item], ptr %9, i64 0, i64 0
  %181 = call i32 @checksum(ptr noundef %180, i64 noundef 160)
  %182 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %183 = call i32 @checksum(ptr noundef %182, i64 noundef 160)
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %181, i32 noundef %183)
  %185 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %186 = getelementptr inbounds %struct.item, ptr %185, i32 0, i32 0
  %187 = load i32, ptr %186, align 8
  %188 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %189 = getelementptr inbounds %struct.item, ptr %188, i32 0, i32 1
  %190 = getelementptr inbounds [3 x double], ptr %189, i64 0, i64 0
  %191 = load double, ptr %190, align 8
  %192 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %193 = getelementptr inbounds %struct.item, ptr %192, i32 0, i32 1
  %194 = getelementptr inbounds [3 x double], ptr %193, i64 0, i64 1
  %195 = load double, ptr %194, align 8
  %196 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %197 = getelementptr inbounds %struct.item, ptr %196, i32 0, i32 1
  %198 = getelementptr inbounds [3 x double], ptr %197, i64 0, i64 2
  %199 = load double, ptr %198, align 8
  %200 = getelementptr inbounds [4 x %struct.item], ptr %10, i64 0, i64 0
  %201 = getelementptr inbounds %struct.item, ptr %200, i32 0, i32 2
  %202 = getelementptr inbounds [8 x i8], ptr %201, i64 0, i64 0
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %187, double noundef %191, double noundef %195, double noundef %199, ptr noundef %202)
  %204 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %204, i8 0, i64 128, i1 false)
  store i32 0, ptr %15, align 4
  br label %205

205:                                              ; preds = %216, %173
  %206 = load i32, ptr %15, align 4
  %207 = icmp slt i32 %206, 16
  br i1 %207, label %208, label %219

208:                                              ; preds = %205
  %209 = load i32, ptr %15, align 4
  %210 = sitofp i32 %209 to double
  %211 = load i32, ptr %15, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 %212
  %214 = load double, ptr %213, align 8
  %215 = call double @llvm.fmuladd.f64(double %210, double 2.500000e-01, double %214)
  store double %215, ptr %213, align 8
  br label %216

216:                                              ; preds = %208
  %217 = load i32, ptr %15, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %15, align 4
  br label %205, !llvm.loop !13

219:                                              ; preds = %205
  %220 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 0
  %221 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  %222 = getelementptr inbounds double, ptr %221, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %220, ptr align 8 %222, i64 64, i1 false)
  %223 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 0
  %224 = getelementptr inbounds double, ptr %223, i64 8
  %225 = getelementptr inbounds [16 x double], ptr %14, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %224, ptr align 8 %225, i64 64, i1 false)
  store double 0.000000e+00, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %226

226:                                              ; preds = %239, %219
  %227 = load i32, ptr %18, align 4
  %228 = icmp slt i32 %227, 16
  br i1 %228, label %229, label %242

229:                                              ; preds = %226
  %230 = load i32, ptr %18, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [16 x double], ptr %16, i64 0, i64 %231
  %233 = load double, ptr %232, align 8
  %234 = load i32, ptr %18, align 4
  %235 = add nsw i32 %234, 1
  %236 = sitofp i32 %235 to double
  %237 = load double, ptr %17, align 8
  %238 = call double @llvm.fmuladd.f64(double %233, double %236, double %237)
  store double %238, ptr %17, align 8
  br label %239

239:                                              ; preds = %229
  %240 = load i32, ptr %18, align 4
  %241 = add nsw i32 %240, 1
  store i32 %241, ptr %18, align 4
  br label %226, !llvm.loop !14

242:                                              ; preds = %226
  %243 = load double, ptr %17, align 8
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %243)
  call void @llvm.memset.p0.i64(ptr align 4 %19, i8 0, i64 40, i1 false)
  store i32 1, ptr %20, align 4
  br label %245

245:                                              ; preds = %251, %242
  %246 = load i32, ptr %20, align 4
  %247 = icmp sle i32 %246, 13
  br i1 %247, label %248, label %254

248:                                              ; preds = %245
  %249 = load i32, ptr %20, align 4
  %250 = mul nsw i32 %249, 10
  call void @ring_push(ptr noundef %19, i32 noundef %250)
  br label %251

251:                                              ; preds = %248
  %252 = load i32, ptr %20, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %20, align 4
  br label %245, !llvm.loop !15

254:                                              ; preds = %245
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store i32 0, ptr %21, align 4
  br label %256

256:                                              ; preds = %268, %254
  %257 = load i32, ptr %21, align 4
  %258 = getelementptr inbounds %struct.ring, ptr %19, i32 0, i32 2
  %259 = load i32, ptr %258, align 4
  %260 = icmp slt i32 %257, %259
  br i1 %260, label %261, label %271

261:                                              ; preds = %256
  %262 = getelementptr inbounds %struct.ring, ptr %19, i32 0, i32 0
  %263 = load i32, ptr %21, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [8 x i32], ptr %262, i64 0, i64 %264
  %266 = load i32, ptr %265, align 4
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %266)
  br label %268

268:                                              ; preds = %261
  %269 = load i32, ptr %21, align 4
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr %21, align 4
  br label %256, !llvm.loop !16

271:                                              ; preds = %256
  %272 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store ptr @.str.14, ptr %22, align 8
  %273 = load ptr, ptr %22, align 8
  %274 = load ptr, ptr %22, align 8
  %275 = call i64 @strlen(ptr noundef %274) #7
  %276 = call ptr @memchr(ptr noundef %273, i32 noundef 99, i64 noundef %275) #7
  store ptr %276, ptr %23, align 8
  %277 = load ptr, ptr %23, align 8
  %278 = load ptr, ptr %22, align 8
  %279 = call ptr @strchr(ptr noundef %278, i32 noundef 102) #7
  %280 = load ptr, ptr %22, align 8
  %281 = call ptr @strrchr(ptr noundef %280, i32 noundef 111) #7
  %282 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %277, ptr noundef %279, ptr noundef %281)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checksum(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = mul i32 %14, 131
  %16 = load ptr, ptr %5, align 8
  %17 = load i64, ptr %7, align 8
  %18 = getelementptr inbounds i8, ptr %16, i64 %17
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = add i32 %15, %20
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !17

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ring_push(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.ring, ptr %5, i32 0, i32 2
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, 8
  br i1 %8, label %9, label %21

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = getelementptr inbounds %struct.ring, ptr %10, i32 0, i32 0
  %12 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 0
  %13 = load ptr, ptr %3, align 8
  %14 = getelementptr inbounds %struct.ring, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 0
  %16 = getelementptr inbounds i32, ptr %15, i64 1
  call void @llvm.memmove.p0.p0.i64(ptr align 4 %12, ptr align 4 %16, i64 28, i1 false)
  %17 = load i32, ptr %4, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = getelementptr inbounds %struct.ring, ptr %18, i32 0, i32 0
  %20 = getelementptr inbounds [8 x i32], ptr %19, i64 0, i64 7
  store i32 %17, ptr %20, align 4
  br label %31

21:                                               ; preds = %2
  %22 = load i32, ptr %4, align 4
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.ring, ptr %23, i32 0, i32 0
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.ring, ptr %25, i32 0, i32 2
  %27 = load i32, ptr %26, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %26, align 4
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds [8 x i32], ptr %24, i64 0, i64 %29
  store i32 %22, ptr %30, align 4
  br label %31

31:                                               ; preds = %21, %9
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @memchr(ptr noundef, i32 noundef, i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strrchr(ptr noundef, i32 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
