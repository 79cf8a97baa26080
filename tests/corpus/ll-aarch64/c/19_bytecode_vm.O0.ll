; ModuleID = 'c/19_bytecode_vm.c'
source_filename = "c/19_bytecode_vm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.vm = type { [64 x i64], i32, [8 x i64], i64 }

@__const.main.fact = private unnamed_addr constant [28 x i32] [i32 0, i32 15, i32 17, i32 0, i32 0, i32 1, i32 17, i32 1, i32 16, i32 0, i32 11, i32 24, i32 16, i32 1, i32 16, i32 0, i32 7, i32 17, i32 1, i32 16, i32 0, i32 0, i32 1, i32 6, i32 17, i32 0, i32 10, i32 8], align 4
@.str = private unnamed_addr constant [29 x i8] c"fact(15) = %lld (steps %ld)\0A\00", align 1
@__const.main.gcd = private unnamed_addr constant [15 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 2, i32 11, i32 13, i32 3, i32 4, i32 9, i32 14, i32 10, i32 4, i32 1, i32 15], align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"gcd = %lld (steps %ld)\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [31 x i32] [i32 0, i32 0, i32 17, i32 0, i32 0, i32 0, i32 17, i32 1, i32 16, i32 0, i32 0, i32 100, i32 13, i32 11, i32 28, i32 16, i32 1, i32 16, i32 0, i32 2, i32 7, i32 5, i32 17, i32 1, i32 18, i32 0, i32 10, i32 8, i32 16, i32 1, i32 15], align 4
@.str.2 = private unnamed_addr constant [28 x i8] c"sum i^2 = %lld (steps %ld)\0A\00", align 1
@__const.main.bad = private unnamed_addr constant [3 x i32] [i32 0, i32 1, i32 99], align 4
@.str.3 = private unnamed_addr constant [13 x i8] c"bad -> %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  out: %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"bad opcode %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [28 x i32], align 4
  %3 = alloca [31 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.vm, align 8
  %6 = alloca [15 x i32], align 4
  %7 = alloca [31 x i32], align 4
  %8 = alloca [3 x i32], align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.fact, i64 112, i1 false)
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %21, %0
  %10 = load i32, ptr %4, align 4
  %11 = zext i32 %10 to i64
  %12 = icmp ult i64 %11, 28
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [28 x i32], ptr %2, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %4, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [31 x i32], ptr %3, i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %4, align 4
  %23 = add i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %9, !llvm.loop !6

24:                                               ; preds = %9
  %25 = getelementptr inbounds [31 x i32], ptr %3, i64 0, i64 11
  store i32 28, ptr %25, align 4
  %26 = getelementptr inbounds [31 x i32], ptr %3, i64 0, i64 28
  store i32 16, ptr %26, align 4
  %27 = getelementptr inbounds [31 x i32], ptr %3, i64 0, i64 29
  store i32 1, ptr %27, align 4
  %28 = getelementptr inbounds [31 x i32], ptr %3, i64 0, i64 30
  store i32 15, ptr %28, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 592, i1 false)
  %29 = getelementptr inbounds [31 x i32], ptr %3, i64 0, i64 0
  %30 = call i64 @run(ptr noundef %5, ptr noundef %29)
  %31 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 3
  %32 = load i64, ptr %31, align 8
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %30, i64 noundef %32)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.gcd, i64 60, i1 false)
  %34 = getelementptr inbounds [15 x i32], ptr %6, i64 0, i64 0
  %35 = call i64 @run(ptr noundef %5, ptr noundef %34)
  %36 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 3
  %37 = load i64, ptr %36, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %35, i64 noundef %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.sum, i64 124, i1 false)
  %39 = getelementptr inbounds [31 x i32], ptr %7, i64 0, i64 0
  %40 = call i64 @run(ptr noundef %5, ptr noundef %39)
  %41 = getelementptr inbounds %struct.vm, ptr %5, i32 0, i32 3
  %42 = load i64, ptr %41, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %40, i64 noundef %42)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.bad, i64 12, i1 false)
  %44 = getelementptr inbounds [3 x i32], ptr %8, i64 0, i64 0
  %45 = call i64 @run(ptr noundef %5, ptr noundef %44)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %45)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.vm, ptr %11, i32 0, i32 1
  store i32 0, ptr %12, align 8
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.vm, ptr %13, i32 0, i32 3
  store i64 0, ptr %14, align 8
  br label %15

15:                                               ; preds = %406, %2
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %6, align 4
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds i32, ptr %16, i64 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %7, align 4
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.vm, ptr %22, i32 0, i32 3
  %24 = load i64, ptr %23, align 8
  %25 = add nsw i64 %24, 1
  store i64 %25, ptr %23, align 8
  %26 = load i32, ptr %7, align 4
  switch i32 %26, label %403 [
    i32 0, label %27
    i32 1, label %43
    i32 2, label %48
    i32 3, label %69
    i32 4, label %105
    i32 5, label %126
    i32 6, label %149
    i32 7, label %172
    i32 8, label %195
    i32 9, label %218
    i32 10, label %241
    i32 11, label %247
    i32 12, label %267
    i32 13, label %287
    i32 14, label %320
    i32 16, label %331
    i32 17, label %351
    i32 18, label %371
    i32 15, label %385
  ]

27:                                               ; preds = %15
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds i32, ptr %28, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = sext i32 %33 to i64
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds %struct.vm, ptr %35, i32 0, i32 0
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.vm, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 8
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %38, align 8
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds [64 x i64], ptr %36, i64 0, i64 %41
  store i64 %34, ptr %42, align 8
  br label %406

43:                                               ; preds = %15
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.vm, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 8
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr %45, align 8
  br label %406

48:                                               ; preds = %15
  %49 = load ptr, ptr %4, align 8
  %50 = getelementptr inbounds %struct.vm, ptr %49, i32 0, i32 0
  %51 = load ptr, ptr %4, align 8
  %52 = getelementptr inbounds %struct.vm, ptr %51, i32 0, i32 1
  %53 = load i32, ptr %52, align 8
  %54 = sub nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [64 x i64], ptr %50, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.vm, ptr %58, i32 0, i32 0
  %60 = load ptr, ptr %4, align 8
  %61 = getelementptr inbounds %struct.vm, ptr %60, i32 0, i32 1
  %62 = load i32, ptr %61, align 8
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [64 x i64], ptr %59, i64 0, i64 %63
  store i64 %57, ptr %64, align 8
  %65 = load ptr, ptr %4, align 8
  %66 = getelementptr inbounds %struct.vm, ptr %65, i32 0, i32 1
  %67 = load i32, ptr %66, align 8
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %66, align 8
  br label %406

69:                                               ; preds = %15
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds %struct.vm, ptr %70, i32 0, i32 0
  %72 = load ptr, ptr %4, align 8
  %73 = getelementptr inbounds %struct.vm, ptr %72, i32 0, i32 1
  %74 = load i32, ptr %73, align 8
  %75 = sub nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [64 x i64], ptr %71, i64 0, i64 %76
  %78 = load i64, ptr %77, align 8
  store i64 %78, ptr %8, align 8
  %79 = load ptr, ptr %4, align 8
  %80 = getelementptr inbounds %struct.vm, ptr %79, i32 0, i32 0
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.vm, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 8
  %84 = sub nsw i32 %83, 2
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [64 x i64], ptr %80, i64 0, i64 %85
  %87 = load i64, ptr %86, align 8
  %88 = load ptr, ptr %4, align 8
  %89 = getelementptr inbounds %struct.vm, ptr %88, i32 0, i32 0
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.vm, ptr %90, i32 0, i32 1
  %92 = load i32, ptr %91, align 8
  %93 = sub nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [64 x i64], ptr %89, i64 0, i64 %94
  store i64 %87, ptr %95, align 8
  %96 = load i64, ptr %8, align 8
  %97 = load ptr, ptr %4, align 8
  %98 = getelementptr inbounds %struct.vm, ptr %97, i32 0, i32 0
  %99 = load ptr, ptr %4, align 8
  %100 = getelementptr inbounds %struct.vm, ptr %99, i32 0, i32 1
  %101 = load i32, ptr %100, align 8
  %102 = sub nsw i32 %101, 2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [64 x i64], ptr %98, i64 0, i64 %103
  store i64 %96, ptr %104, align 8
  br label %406

105:                                              ; preds = %15
  %106 = load ptr, ptr %4, align 8
  %107 = getelementptr inbounds %struct.vm, ptr %106, i32 0, i32 0
  %108 = load ptr, ptr %4, align 8
  %109 = getelementptr inbounds %struct.vm, ptr %108, i32 0, i32 1
  %110 = load i32, ptr %109, align 8
  %111 = sub nsw i32 %110, 2
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [64 x i64], ptr %107, i64 0, i64 %112
  %114 = load i64, ptr %113, align 8
  %115 = load ptr, ptr %4, align 8
  %116 = getelementptr inbounds %struct.vm, ptr %115, i32 0, i32 0
  %117 = load ptr, ptr %4, align 8
  %118 = getelementptr inbounds %struct.vm, ptr %117, i32 0, i32 1
  %119 = load i32, ptr %118, align 8
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [64 x i64], ptr %116, i64 0, i64 %120
  store i64 %114, ptr %121, align 8
  %122 = load ptr, ptr %4, align 8
  %123 = getelementptr inbounds %struct.vm, ptr %122, i32 0, i32 1
  %124 = load i32, ptr %123, align 8
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %123, align 8
  br label %406

126:                                              ; preds = %15
  %127 = load ptr, ptr %4, align 8
  %128 = getelementptr inbounds %struct.vm, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %128, align 8
  %130 = add nsw i32 %129, -1
  store i32 %130, ptr %128, align 8
  %131 = load ptr, ptr %4, align 8
  %132 = getelementptr inbounds %struct.vm, ptr %131, i32 0, i32 0
  %133 = load ptr, ptr %4, align 8
  %134 = getelementptr inbounds %struct.vm, ptr %133, i32 0, i32 1
  %135 = load i32, ptr %134, align 8
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [64 x i64], ptr %132, i64 0, i64 %136
  %138 = load i64, ptr %137, align 8
  %139 = load ptr, ptr %4, align 8
  %140 = getelementptr inbounds %struct.vm, ptr %139, i32 0, i32 0
  %141 = load ptr, ptr %4, align 8
  %142 = getelementptr inbounds %struct.vm, ptr %141, i32 0, i32 1
  %143 = load i32, ptr %142, align 8
  %144 = sub nsw i32 %143, 1
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [64 x i64], ptr %140, i64 0, i64 %145
  %147 = load i64, ptr %146, align 8
  %148 = add nsw i64 %147, %138
  store i64 %148, ptr %146, align 8
  br label %406

149:                                              ; preds = %15
  %150 = load ptr, ptr %4, align 8
  %151 = getelementptr inbounds %struct.vm, ptr %150, i32 0, i32 1
  %152 = load i32, ptr %151, align 8
  %153 = add nsw i32 %152, -1
  store i32 %153, ptr %151, align 8
  %154 = load ptr, ptr %4, align 8
  %155 = getelementptr inbounds %struct.vm, ptr %154, i32 0, i32 0
  %156 = load ptr, ptr %4, align 8
  %157 = getelementptr inbounds %struct.vm, ptr %156, i32 0, i32 1
  %158 = load i32, ptr %157, align 8
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x i64], ptr %155, i64 0, i64 %159
  %161 = load i64, ptr %160, align 8
  %162 = load ptr, ptr %4, align 8
  %163 = getelementptr inbounds %struct.vm, ptr %162, i32 0, i32 0
  %164 = load ptr, ptr %4, align 8
  %165 = getelementptr inbounds %struct.vm, ptr %164, i32 0, i32 1
  %166 = load i32, ptr %165, align 8
  %167 = sub nsw i32 %166, 1
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [64 x i64], ptr %163, i64 0, i64 %168
  %170 = load i64, ptr %169, align 8
  %171 = sub nsw i64 %170, %161
  store i64 %171, ptr %169, align 8
  br label %406

172:                                              ; preds = %15
  %173 = load ptr, ptr %4, align 8
  %174 = getelementptr inbounds %struct.vm, ptr %173, i32 0, i32 1
  %175 = load i32, ptr %174, align 8
  %176 = add nsw i32 %175, -1
  store i32 %176, ptr %174, align 8
  %177 = load ptr, ptr %4, align 8
  %178 = getelementptr inbounds %struct.vm, ptr %177, i32 0, i32 0
  %179 = load ptr, ptr %4, align 8
  %180 = getelementptr inbounds %struct.vm, ptr %179, i32 0, i32 1
  %181 = load i32, ptr %180, align 8
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [64 x i64], ptr %178, i64 0, i64 %182
  %184 = load i64, ptr %183, align 8
  %185 = load ptr, ptr %4, align 8
  %186 = getelementptr inbounds %struct.vm, ptr %185, i32 0, i32 0
  %187 = load ptr, ptr %4, align 8
  %188 = getelementptr inbounds %struct.vm, ptr %187, i32 0, i32 1
  %189 = load i32, ptr %188, align 8
  %190 = sub nsw i32 %189, 1
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [64 x i64], ptr %186, i64 0, i64 %191
  %193 = load i64, ptr %192, align 8
  %194 = mul nsw i64 %193, %184
  store i64 %194, ptr %192, align 8
  br label %406

195:                                              ; preds = %15
  %196 = load ptr, ptr %4, align 8
  %197 = getelementptr inbounds %struct.vm, ptr %196, i32 0, i32 1
  %198 = load i32, ptr %197, align 8
  %199 = add nsw i32 %198, -1
  store i32 %199, ptr %197, align 8
  %200 = load ptr, ptr %4, align 8
  %201 = getelementptr inbounds %struct.vm, ptr %200, i32 0, i32 0
  %202 = load ptr, ptr %4, align 8
  %203 = getelementptr inbounds %struct.vm, ptr %202, i32 0, i32 1
  %204 = load i32, ptr %203, align 8
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [64 x i64], ptr %201, i64 0, i64 %205
  %207 = load i64, ptr %206, align 8
  %208 = load ptr, ptr %4, align 8
  %209 = getelementptr inbounds %struct.vm, ptr %208, i32 0, i32 0
  %210 = load ptr, ptr %4, align 8
  %211 = getelementptr inbounds %struct.vm, ptr %210, i32 0, i32 1
  %212 = load i32, ptr %211, align 8
  %213 = sub nsw i32 %212, 1
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [64 x i64], ptr %209, i64 0, i64 %214
  %216 = load i64, ptr %215, align 8
  %217 = sdiv i64 %216, %207
  store i64 %217, ptr %215, align 8
  br label %406

218:                                              ; preds = %15
  %219 = load ptr, ptr %4, align 8
  %220 = getelementptr inbounds %struct.vm, ptr %219, i32 0, i32 1
  %221 = load i32, ptr %220, align 8
  %222 = add nsw i32 %221, -1
  store i32 %222, ptr %220, align 8
  %223 = load ptr, ptr %4, align 8
  %224 = getelementptr inbounds %struct.vm, ptr %223, i32 0, i32 0
  %225 = load ptr, ptr %4, align 8
  %226 = getelementptr inbounds %struct.vm, ptr %225, i32 0, i32 1
  %227 = load i32, ptr %226, align 8
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [64 x i64], ptr %224, i64 0, i64 %228
  %230 = load i64, ptr %229, align 8
  %231 = load ptr, ptr %4, align 8
  %232 = getelementptr inbounds %struct.vm, ptr %231, i32 0, i32 0
  %233 = load ptr, ptr %4, align 8
  %234 = getelementptr inbounds %struct.vm, ptr %233, i32 0, i32 1
  %235 = load i32, ptr %234, align 8
  %236 = sub nsw i32 %235, 1
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [64 x i64], ptr %232, i64 0, i64 %237
  %239 = load i64, ptr %238, align 8
  %240 = srem i64 %239, %230
  store i64 %240, ptr %238, align 8
  br label %406

241:                                              ; preds = %15
  %242 = load ptr, ptr %5, align 8
  %243 = load i32, ptr %6, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds i32, ptr %242, i64 %244
  %246 = load i32, ptr %245, align 4
  store i32 %246, ptr %6, align 4
  br label %406

247:                                              ; preds = %15
  %248 = load ptr, ptr %5, align 8
  %249 = load i32, ptr %6, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %6, align 4
  %251 = sext i32 %249 to i64
  %252 = getelementptr inbounds i32, ptr %248, i64 %251
  %253 = load i32, ptr %252, align 4
  store i32 %253, ptr %9, align 4
  %254 = load ptr, ptr %4, align 8
  %255 = getelementptr inbounds %struct.vm, ptr %254, i32 0, i32 0
  %256 = load ptr, ptr %4, align 8
  %257 = getelementptr inbounds %struct.vm, ptr %256, i32 0, i32 1
  %258 = load i32, ptr %257, align 8
  %259 = add nsw i32 %258, -1
  store i32 %259, ptr %257, align 8
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [64 x i64], ptr %255, i64 0, i64 %260
  %262 = load i64, ptr %261, align 8
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %264, label %266

264:                                              ; preds = %247
  %265 = load i32, ptr %9, align 4
  store i32 %265, ptr %6, align 4
  br label %266

266:                                              ; preds = %264, %247
  br label %406

267:                                              ; preds = %15
  %268 = load ptr, ptr %5, align 8
  %269 = load i32, ptr %6, align 4
  %270 = add nsw i32 %269, 1
  store i32 %270, ptr %6, align 4
  %271 = sext i32 %269 to i64
  %272 = getelementptr inbounds i32, ptr %268, i64 %271
  %273 = load i32, ptr %272, align 4
  store i32 %273, ptr %10, align 4
  %274 = load ptr, ptr %4, align 8
  %275 = getelementptr inbounds %struct.vm, ptr %274, i32 0, i32 0
  %276 = load ptr, ptr %4, align 8
  %277 = getelementptr inbounds %struct.vm, ptr %276, i32 0, i32 1
  %278 = load i32, ptr %277, align 8
  %279 = add nsw i32 %278, -1
  store i32 %279, ptr %277, align 8
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [64 x i64], ptr %275, i64 0, i64 %280
  %282 = load i64, ptr %281, align 8
  %283 = icmp ne i64 %282, 0
  br i1 %283, label %284, label %286

284:                                              ; preds = %267
  %285 = load i32, ptr %10, align 4
  store i32 %285, ptr %6, align 4
  br label %286

286:                                              ; preds = %284, %267
  br label %406

287:                                              ; preds = %15
  %288 = load ptr, ptr %4, align 8
  %289 = getelementptr inbounds %struct.vm, ptr %288, i32 0, i32 1
  %290 = load i32, ptr %289, align 8
  %291 = add nsw i32 %290, -1
  store i32 %291, ptr %289, align 8
  %292 = load ptr, ptr %4, align 8
  %293 = getelementptr inbounds %struct.vm, ptr %292, i32 0, i32 0
  %294 = load ptr, ptr %4, align 8
  %295 = getelementptr inbounds %struct.vm, ptr %294, i32 0, i32 1
  %296 = load i32, ptr %295, align 8
  %297 = sub nsw i32 %296, 1
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [64 x i64], ptr %293, i64 0, i64 %298
  %300 = load i64, ptr %299, align 8
  %301 = load ptr, ptr %4, align 8
  %302 = getelementptr inbounds %struct.vm, ptr %301, i32 0, i32 0
  %303 = load ptr, ptr %4, align 8
  %304 = getelementptr inbounds %struct.vm, ptr %303, i32 0, i32 1
  %305 = load i32, ptr %304, align 8
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [64 x i64], ptr %302, i64 0, i64 %306
  %308 = load i64, ptr %307, align 8
  %309 = icmp slt i64 %300, %308
  %310 = zext i1 %309 to i32
  %311 = sext i32 %310 to i64
  %312 = load ptr, ptr %4, align 8
  %313 = getelementptr inbounds %struct.vm, ptr %312, i32 0, i32 0
  %314 = load ptr, ptr %4, align 8
  %315 = getelementptr inbounds %struct.vm, ptr %314, i32 0, i32 1
  %316 = load i32, ptr %315, align 8
  %317 = sub nsw i32 %316, 1
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [64 x i64], ptr %313, i64 0, i64 %318
  store i64 %311, ptr %319, align 8
  br label %406

320:                                              ; preds = %15
  %321 = load ptr, ptr %4, align 8
  %322 = getelementptr inbounds %struct.vm, ptr %321, i32 0, i32 0
  %323 = load ptr, ptr %4, align 8
  %324 = getelementptr inbounds %struct.vm, ptr %323, i32 0, i32 1
  %325 = load i32, ptr %324, align 8
  %326 = sub nsw i32 %325, 1
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [64 x i64], ptr %322, i64 0, i64 %327
  %329 = load i64, ptr %328, align 8
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %329)
  br label %406

331:                                              ; preds = %15
  %332 = load ptr, ptr %4, align 8
  %333 = getelementptr inbounds %struct.vm, ptr %332, i32 0, i32 2
  %334 = load ptr, ptr %5, align 8
  %335 = load i32, ptr %6, align 4
  %336 = add nsw i32 %335, 1
  store i32 %336, ptr %6, align 4
  %337 = sext i32 %335 to i64
  %338 = getelementptr inbounds i32, ptr %334, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [8 x i64], ptr %333, i64 0, i64 %340
  %342 = load i64, ptr %341, align 8
  %343 = load ptr, ptr %4, align 8
  %344 = getelementptr inbounds %struct.vm, ptr %343, i32 0, i32 0
  %345 = load ptr, ptr %4, align 8
  %346 = getelementptr inbounds %struct.vm, ptr %345, i32 0, i32 1
  %347 = load i32, ptr %346, align 8
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %346, align 8
  %349 = sext i32 %347 to i64
  %350 = getelementptr inbounds [64 x i64], ptr %344, i64 0, i64 %349
  store i64 %342, ptr %350, align 8
  br label %406

351:                                              ; preds = %15
  %352 = load ptr, ptr %4, align 8
  %353 = getelementptr inbounds %struct.vm, ptr %352, i32 0, i32 0
  %354 = load ptr, ptr %4, align 8
  %355 = getelementptr inbounds %struct.vm, ptr %354, i32 0, i32 1
  %356 = load i32, ptr %355, align 8
  %357 = add nsw i32 %356, -1
  store i32 %357, ptr %355, align 8
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds [64 x i64], ptr %353, i64 0, i64 %358
  %360 = load i64, ptr %359, align 8
  %361 = load ptr, ptr %4, align 8
  %362 = getelementptr inbounds %struct.vm, ptr %361, i32 0, i32 2
  %363 = load ptr, ptr %5, align 8
  %364 = load i32, ptr %6, align 4
  %365 = add nsw i32 %364, 1
  store i32 %365, ptr %6, align 4
  %366 = sext i32 %364 to i64
  %367 = getelementptr inbounds i32, ptr %363, i64 %366
  %368 = load i32, ptr %367, align 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds [8 x i64], ptr %362, i64 0, i64 %369
  store i64 %360, ptr %370, align 8
  br label %406

371:                                              ; preds = %15
  %372 = load ptr, ptr %4, align 8
  %373 = getelementptr inbounds %struct.vm, ptr %372, i32 0, i32 2
  %374 = load ptr, ptr %5, align 8
  %375 = load i32, ptr %6, align 4
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds i32, ptr %374, i64 %376
  %378 = load i32, ptr %377, align 4
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds [8 x i64], ptr %373, i64 0, i64 %379
  %381 = load i64, ptr %380, align 8
  %382 = add nsw i64 %381, 1
  store i64 %382, ptr %380, align 8
  %383 = load i32, ptr %6, align 4
  %384 = add nsw i32 %383, 1
  store i32 %384, ptr %6, align 4
  br label %406

385:                                              ; preds = %15
  %386 = load ptr, ptr %4, align 8
  %387 = getelementptr inbounds %struct.vm, ptr %386, i32 0, i32 1
  %388 = load i32, ptr %387, align 8
  %389 = icmp sgt i32 %388, 0
  br i1 %389, label %390, label %400

390:                                              ; preds = %385
  %391 = load ptr, ptr %4, align 8
  %392 = getelementptr inbounds %struct.vm, ptr %391, i32 0, i32 0
  %393 = load ptr, ptr %4, align 8
  %394 = getelementptr inbounds %struct.vm, ptr %393, i32 0, i32 1
  %395 = load i32, ptr %394, align 8
  %396 = sub nsw i32 %395, 1
  %397 = sext i32 %396 to i64
  %398 = getelementptr inbounds [64 x i64], ptr %392, i64 0, i64 %397
  %399 = load i64, ptr %398, align 8
  br label %401

400:                                              ; preds = %385
  br label %401

401:                                              ; preds = %400, %390
  %402 = phi i64 [ %399, %390 ], [ 0, %400 ]
  store i64 %402, ptr %3, align 8
  br label %407

403:                                              ; preds = %15
  %404 = load i32, ptr %7, align 4
  %405 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %404)
  store i64 -1, ptr %3, align 8
  br label %407

406:                                              ; preds = %371, %351, %331, %320, %287, %286, %266, %241, %218, %195, %172, %149, %126, %105, %69, %48, %43, %27
  br label %15

407:                                              ; preds = %403, %401
  %408 = load i64, ptr %3, align 8
  ret i64 %408
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
