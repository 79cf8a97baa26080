; ModuleID = 'c/23_bit_tricks.c'
source_filename = "c/23_bit_tricks.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [76 x i8] c"%016llx pop=%2d/%2d clz=%2d ctz=%2d parity=%d bswap=%016llx rotr13=%016llx\0A\00", align 1
@__const.main.w = private unnamed_addr constant [5 x i32] [i32 1, i32 -2147483648, i32 -559038737, i32 15728880, i32 7], align 4
@.str.1 = private unnamed_addr constant [87 x i8] c"%08x pop=%d clz=%d ctz=%d ffs=%d rotl7=%08x rev=%08x bswap32=%08x bswap16=%04x np2=%u\0A\00", align 1
@__const.main.s = private unnamed_addr constant [4 x i32] [i32 -5, i32 5, i32 -2147483647, i32 100], align 4
@.str.2 = private unnamed_addr constant [31 x i8] c"x=%d abs=%d sign=%d lowbit=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"isqrt(%llu)=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"gray:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %x\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"\0Asubsets of 0b1011:\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [5 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [4 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [7 x i64], align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %17 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 0
  store i64 1, ptr %17, align 8
  %18 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 1
  store i64 255, ptr %18, align 8
  %19 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 2
  store i64 -9223372036854775808, ptr %19, align 8
  %20 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 3
  store i64 1311768467463790320, ptr %20, align 8
  %21 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 4
  store i64 -1085102592571150095, ptr %21, align 8
  %22 = getelementptr inbounds [6 x i64], ptr %2, i32 0, i32 5
  store i64 12345, ptr %22, align 8
  store i32 0, ptr %3, align 4
  br label %23

23:                                               ; preds = %53, %0
  %24 = load i32, ptr %3, align 4
  %25 = zext i32 %24 to i64
  %26 = icmp ult i64 %25, 6
  br i1 %26, label %27, label %56

27:                                               ; preds = %23
  %28 = load i32, ptr %3, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds [6 x i64], ptr %2, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  store i64 %31, ptr %4, align 8
  %32 = load i64, ptr %4, align 8
  %33 = load i64, ptr %4, align 8
  %34 = call i64 @llvm.ctpop.i64(i64 %33)
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %4, align 8
  %37 = call i32 @popcount_naive(i64 noundef %36)
  %38 = load i64, ptr %4, align 8
  %39 = call i64 @llvm.ctlz.i64(i64 %38, i1 false)
  %40 = trunc i64 %39 to i32
  %41 = load i64, ptr %4, align 8
  %42 = call i64 @llvm.cttz.i64(i64 %41, i1 false)
  %43 = trunc i64 %42 to i32
  %44 = load i64, ptr %4, align 8
  %45 = call i64 @llvm.ctpop.i64(i64 %44)
  %46 = and i64 %45, 1
  %47 = trunc i64 %46 to i32
  %48 = load i64, ptr %4, align 8
  %49 = call i64 @llvm.bswap.i64(i64 %48)
  %50 = load i64, ptr %4, align 8
  %51 = call i64 @rotr64(i64 noundef %50, i32 noundef 13)
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %32, i32 noundef %35, i32 noundef %37, i32 noundef %40, i32 noundef %43, i32 noundef %47, i64 noundef %49, i64 noundef %51)
  br label %53

53:                                               ; preds = %27
  %54 = load i32, ptr %3, align 4
  %55 = add i32 %54, 1
  store i32 %55, ptr %3, align 4
  br label %23, !llvm.loop !6

56:                                               ; preds = %23
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.w, i64 20, i1 false)
  store i32 0, ptr %6, align 4
  br label %57

57:                                               ; preds = %91, %56
  %58 = load i32, ptr %6, align 4
  %59 = icmp ult i32 %58, 5
  br i1 %59, label %60, label %94

60:                                               ; preds = %57
  %61 = load i32, ptr %6, align 4
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [5 x i32], ptr %5, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %7, align 4
  %65 = load i32, ptr %7, align 4
  %66 = load i32, ptr %7, align 4
  %67 = call i32 @llvm.ctpop.i32(i32 %66)
  %68 = load i32, ptr %7, align 4
  %69 = call i32 @llvm.ctlz.i32(i32 %68, i1 false)
  %70 = load i32, ptr %7, align 4
  %71 = call i32 @llvm.cttz.i32(i32 %70, i1 false)
  %72 = load i32, ptr %7, align 4
  %73 = call i32 @llvm.cttz.i32(i32 %72, i1 true)
  %74 = add i32 %73, 1
  %75 = icmp eq i32 %72, 0
  %76 = select i1 %75, i32 0, i32 %74
  %77 = load i32, ptr %7, align 4
  %78 = call i32 @rotl32(i32 noundef %77, i32 noundef 7)
  %79 = load i32, ptr %7, align 4
  %80 = call i32 @bitrev32(i32 noundef %79)
  %81 = load i32, ptr %7, align 4
  %82 = call i32 @llvm.bswap.i32(i32 %81)
  %83 = load i32, ptr %7, align 4
  %84 = trunc i32 %83 to i16
  %85 = call i16 @llvm.bswap.i16(i16 %84)
  %86 = zext i16 %85 to i32
  %87 = load i32, ptr %7, align 4
  %88 = and i32 %87, 65535
  %89 = call i32 @next_pow2(i32 noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %65, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %76, i32 noundef %78, i32 noundef %80, i32 noundef %82, i32 noundef %86, i32 noundef %89)
  br label %91

91:                                               ; preds = %60
  %92 = load i32, ptr %6, align 4
  %93 = add i32 %92, 1
  store i32 %93, ptr %6, align 4
  br label %57, !llvm.loop !8

94:                                               ; preds = %57
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.s, i64 16, i1 false)
  store i32 0, ptr %9, align 4
  br label %95

95:                                               ; preds = %124, %94
  %96 = load i32, ptr %9, align 4
  %97 = icmp slt i32 %96, 4
  br i1 %97, label %98, label %127

98:                                               ; preds = %95
  %99 = load i32, ptr %9, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [4 x i32], ptr %8, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4
  store i32 %102, ptr %10, align 4
  %103 = load i32, ptr %10, align 4
  %104 = ashr i32 %103, 31
  store i32 %104, ptr %11, align 4
  %105 = load i32, ptr %10, align 4
  %106 = load i32, ptr %11, align 4
  %107 = xor i32 %105, %106
  %108 = load i32, ptr %11, align 4
  %109 = sub nsw i32 %107, %108
  store i32 %109, ptr %12, align 4
  %110 = load i32, ptr %10, align 4
  %111 = load i32, ptr %12, align 4
  %112 = load i32, ptr %10, align 4
  %113 = icmp sgt i32 %112, 0
  %114 = zext i1 %113 to i32
  %115 = load i32, ptr %10, align 4
  %116 = icmp slt i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = sub nsw i32 %114, %117
  %119 = load i32, ptr %10, align 4
  %120 = load i32, ptr %10, align 4
  %121 = sub i32 0, %120
  %122 = and i32 %119, %121
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %110, i32 noundef %111, i32 noundef %118, i32 noundef %122)
  br label %124

124:                                              ; preds = %98
  %125 = load i32, ptr %9, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %9, align 4
  br label %95, !llvm.loop !9

127:                                              ; preds = %95
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 56, i1 false)
  %128 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 1
  store i64 1, ptr %128, align 8
  %129 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 2
  store i64 15, ptr %129, align 8
  %130 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 3
  store i64 16, ptr %130, align 8
  %131 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 4
  store i64 1000000, ptr %131, align 8
  %132 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 5
  store i64 999999999999, ptr %132, align 8
  %133 = getelementptr inbounds [7 x i64], ptr %13, i32 0, i32 6
  store i64 -1, ptr %133, align 8
  store i32 0, ptr %14, align 4
  br label %134

134:                                              ; preds = %148, %127
  %135 = load i32, ptr %14, align 4
  %136 = icmp slt i32 %135, 7
  br i1 %136, label %137, label %151

137:                                              ; preds = %134
  %138 = load i32, ptr %14, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [7 x i64], ptr %13, i64 0, i64 %139
  %141 = load i64, ptr %140, align 8
  %142 = load i32, ptr %14, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [7 x i64], ptr %13, i64 0, i64 %143
  %145 = load i64, ptr %144, align 8
  %146 = call i64 @isqrt64(i64 noundef %145)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %141, i64 noundef %146)
  br label %148

148:                                              ; preds = %137
  %149 = load i32, ptr %14, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %14, align 4
  br label %134, !llvm.loop !10

151:                                              ; preds = %134
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %15, align 4
  br label %153

153:                                              ; preds = %162, %151
  %154 = load i32, ptr %15, align 4
  %155 = icmp ult i32 %154, 16
  br i1 %155, label %156, label %165

156:                                              ; preds = %153
  %157 = load i32, ptr %15, align 4
  %158 = load i32, ptr %15, align 4
  %159 = lshr i32 %158, 1
  %160 = xor i32 %157, %159
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %160)
  br label %162

162:                                              ; preds = %156
  %163 = load i32, ptr %15, align 4
  %164 = add i32 %163, 1
  store i32 %164, ptr %15, align 4
  br label %153, !llvm.loop !11

165:                                              ; preds = %153
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  store i32 11, ptr %16, align 4
  br label %167

167:                                              ; preds = %174, %165
  %168 = load i32, ptr %16, align 4
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %168)
  %170 = load i32, ptr %16, align 4
  %171 = icmp ne i32 %170, 0
  br i1 %171, label %173, label %172

172:                                              ; preds = %167
  br label %178

173:                                              ; preds = %167
  br label %174

174:                                              ; preds = %173
  %175 = load i32, ptr %16, align 4
  %176 = sub i32 %175, 1
  %177 = and i32 %176, 11
  store i32 %177, ptr %16, align 4
  br label %167

178:                                              ; preds = %172
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @popcount_naive(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = sub i64 %8, 1
  %10 = load i64, ptr %2, align 8
  %11 = and i64 %10, %9
  store i64 %11, ptr %2, align 8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %3, align 4
  br label %4, !llvm.loop !12

14:                                               ; preds = %4
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub i32 64, %11
  %13 = and i32 %12, 63
  %14 = zext i32 %13 to i64
  %15 = shl i64 %10, %14
  %16 = or i64 %9, %15
  ret i64 %16
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl32(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sub i32 32, %10
  %12 = and i32 %11, 31
  %13 = lshr i32 %9, %12
  %14 = or i32 %8, %13
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bitrev32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 1
  %5 = and i32 %4, 1431655765
  %6 = load i32, ptr %2, align 4
  %7 = and i32 %6, 1431655765
  %8 = shl i32 %7, 1
  %9 = or i32 %5, %8
  store i32 %9, ptr %2, align 4
  %10 = load i32, ptr %2, align 4
  %11 = lshr i32 %10, 2
  %12 = and i32 %11, 858993459
  %13 = load i32, ptr %2, align 4
  %14 = and i32 %13, 858993459
  %15 = shl i32 %14, 2
  %16 = or i32 %12, %15
  store i32 %16, ptr %2, align 4
  %17 = load i32, ptr %2, align 4
  %18 = lshr i32 %17, 4
  %19 = and i32 %18, 252645135
  %20 = load i32, ptr %2, align 4
  %21 = and i32 %20, 252645135
  %22 = shl i32 %21, 4
  %23 = or i32 %19, %22
  store i32 %23, ptr %2, align 4
  %24 = load i32, ptr %2, align 4
  %25 = lshr i32 %24, 8
  %26 = and i32 %25, 16711935
  %27 = load i32, ptr %2, align 4
  %28 = and i32 %27, 16711935
  %29 = shl i32 %28, 8
  %30 = or i32 %26, %29
  store i32 %30, ptr %2, align 4
  %31 = load i32, ptr %2, align 4
  %32 = lshr i32 %31, 16
  %33 = load i32, ptr %2, align 4
  %34 = shl i32 %33, 16
  %35 = or i32 %32, %34
  ret i32 %35
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_pow2(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp ule i32 %4, 1
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %13

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = sub i32 %8, 1
  %10 = call i32 @llvm.ctlz.i32(i32 %9, i1 false)
  %11 = sub nsw i32 32, %10
  %12 = shl i32 1, %11
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %7, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @isqrt64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i64 4611686018427387904, ptr %4, align 8
  br label %5

5:                                                ; preds = %9, %1
  %6 = load i64, ptr %4, align 8
  %7 = load i64, ptr %2, align 8
  %8 = icmp ugt i64 %6, %7
  br i1 %8, label %9, label %12

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8
  %11 = lshr i64 %10, 2
  store i64 %11, ptr %4, align 8
  br label %5, !llvm.loop !13

12:                                               ; preds = %5
  br label %13

13:                                               ; preds = %35, %12
  %14 = load i64, ptr %4, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  %17 = load i64, ptr %2, align 8
  %18 = load i64, ptr %3, align 8
  %19 = load i64, ptr %4, align 8
  %20 = add i64 %18, %19
  %21 = icmp uge i64 %17, %20
  br i1 %21, label %22, label %32

22:                                               ; preds = %16
  %23 = load i64, ptr %3, align 8
  %24 = load i64, ptr %4, align 8
  %25 = add i64 %23, %24
  %26 = load i64, ptr %2, align 8
  %27 = sub i64 %26, %25
  store i64 %27, ptr %2, align 8
  %28 = load i64, ptr %3, align 8
  %29 = lshr i64 %28, 1
  %30 = load i64, ptr %4, align 8
  %31 = add i64 %29, %30
  store i64 %31, ptr %3, align 8
  br label %35

32:                                               ; preds = %16
  %33 = load i64, ptr %3, align 8
  %34 = lshr i64 %33, 1
  store i64 %34, ptr %3, align 8
  br label %35

35:                                               ; preds = %32, %22
  %36 = load i64, ptr %4, align 8
  %37 = lshr i64 %36, 2
  store i64 %37, ptr %4, align 8
  br label %13, !llvm.loop !14

38:                                               ; preds = %13
  %39 = load i64, ptr %3, align 8
  ret i64 %39
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
