; ModuleID = 'c/25_hash64.c'
source_filename = "c/25_hash64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"Zyme compiler\00", align 1
@__const.main.strs = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
@.str.5 = private unnamed_addr constant [25 x i8] c"fnv1a64(\22%s\22) = %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"splitmix64 #%d = %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"mix_words = %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"mulhi64 = %016llx %016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [54 x i8] c"bloom: true positives %d/100, false positives %d/900\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"buckets:\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@bloom = internal global [16 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x ptr], align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca [8 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca [8 x i32], align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.strs, i64 40, i1 false)
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %35, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 5
  br i1 %18, label %19, label %38

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %25
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [5 x ptr], ptr %2, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  %32 = call i64 @strlen(ptr noundef %31) #5
  %33 = call i64 @fnv1a64(ptr noundef %27, i64 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %23, i64 noundef %33)
  br label %35

35:                                               ; preds = %19
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %3, align 4
  br label %16, !llvm.loop !6

38:                                               ; preds = %16
  store i64 1234567, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %39

39:                                               ; preds = %46, %38
  %40 = load i32, ptr %5, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  %43 = load i32, ptr %5, align 4
  %44 = call i64 @splitmix64(ptr noundef %4)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %43, i64 noundef %44)
  br label %46

46:                                               ; preds = %42
  %47 = load i32, ptr %5, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %5, align 4
  br label %39, !llvm.loop !8

49:                                               ; preds = %39
  store i32 0, ptr %7, align 4
  br label %50

50:                                               ; preds = %60, %49
  %51 = load i32, ptr %7, align 4
  %52 = icmp slt i32 %51, 8
  br i1 %52, label %53, label %63

53:                                               ; preds = %50
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = mul i64 %55, 72340172838076673
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 %58
  store i64 %56, ptr %59, align 8
  br label %60

60:                                               ; preds = %53
  %61 = load i32, ptr %7, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %7, align 4
  br label %50, !llvm.loop !9

63:                                               ; preds = %50
  %64 = getelementptr inbounds [8 x i64], ptr %6, i64 0, i64 0
  %65 = call i64 @mix_words(ptr noundef %64, i64 noundef 8, i64 noundef 42)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %65)
  %67 = call i64 @mulhi64(i64 noundef -1, i64 noundef -1)
  %68 = call i64 @mulhi64(i64 noundef 81985529216486895, i64 noundef -81985529216486896)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %67, i64 noundef %68)
  store i64 0, ptr %8, align 8
  br label %70

70:                                               ; preds = %76, %63
  %71 = load i64, ptr %8, align 8
  %72 = icmp ult i64 %71, 100
  br i1 %72, label %73, label %79

73:                                               ; preds = %70
  %74 = load i64, ptr %8, align 8
  %75 = mul i64 %74, 7919
  call void @bloom_add(i64 noundef %75)
  br label %76

76:                                               ; preds = %73
  %77 = load i64, ptr %8, align 8
  %78 = add i64 %77, 1
  store i64 %78, ptr %8, align 8
  br label %70, !llvm.loop !10

79:                                               ; preds = %70
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i64 0, ptr %11, align 8
  br label %80

80:                                               ; preds = %98, %79
  %81 = load i64, ptr %11, align 8
  %82 = icmp ult i64 %81, 1000
  br i1 %82, label %83, label %101

83:                                               ; preds = %80
  %84 = load i64, ptr %11, align 8
  %85 = mul i64 %84, 7919
  %86 = call i32 @bloom_has(i64 noundef %85)
  store i32 %86, ptr %12, align 4
  %87 = load i64, ptr %11, align 8
  %88 = icmp ult i64 %87, 100
  br i1 %88, label %89, label %93

89:                                               ; preds = %83
  %90 = load i32, ptr %12, align 4
  %91 = load i32, ptr %10, align 4
  %92 = add nsw i32 %91, %90
  store i32 %92, ptr %10, align 4
  br label %97

93:                                               ; preds = %83
  %94 = load i32, ptr %12, align 4
  %95 = load i32, ptr %9, align 4
  %96 = add nsw i32 %95, %94
  store i32 %96, ptr %9, align 4
  br label %97

97:                                               ; preds = %93, %89
  br label %98

98:                                               ; preds = %97
  %99 = load i64, ptr %11, align 8
  %100 = add i64 %99, 1
  store i64 %100, ptr %11, align 8
  br label %80, !llvm.loop !11

101:                                              ; preds = %80
  %102 = load i32, ptr %10, align 4
  %103 = load i32, ptr %9, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %102, i32 noundef %103)
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 32, i1 false)
  store i64 0, ptr %14, align 8
  br label %105

105:                                              ; preds = %115, %101
  %106 = load i64, ptr %14, align 8
  %107 = icmp ult i64 %106, 8000
  br i1 %107, label %108, label %118

108:                                              ; preds = %105
  %109 = load i64, ptr %14, align 8
  %110 = call i64 @fmix64(i64 noundef %109)
  %111 = lshr i64 %110, 61
  %112 = getelementptr inbounds [8 x i32], ptr %13, i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %112, align 4
  br label %115

115:                                              ; preds = %108
  %116 = load i64, ptr %14, align 8
  %117 = add i64 %116, 1
  store i64 %117, ptr %14, align 8
  br label %105, !llvm.loop !12

118:                                              ; preds = %105
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  store i32 0, ptr %15, align 4
  br label %120

120:                                              ; preds = %129, %118
  %121 = load i32, ptr %15, align 4
  %122 = icmp slt i32 %121, 8
  br i1 %122, label %123, label %132

123:                                              ; preds = %120
  %124 = load i32, ptr %15, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds [8 x i32], ptr %13, i64 0, i64 %125
  %127 = load i32, ptr %126, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %127)
  br label %129

129:                                              ; preds = %123
  %130 = load i32, ptr %15, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %15, align 4
  br label %120, !llvm.loop !13

132:                                              ; preds = %120
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fnv1a64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i64 -3750763034362895579, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %23, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i64, ptr %7, align 8
  %16 = getelementptr inbounds i8, ptr %14, i64 %15
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = load i64, ptr %6, align 8
  %20 = xor i64 %19, %18
  store i64 %20, ptr %6, align 8
  %21 = load i64, ptr %6, align 8
  %22 = mul i64 %21, 1099511628211
  store i64 %22, ptr %6, align 8
  br label %23

23:                                               ; preds = %13
  %24 = load i64, ptr %7, align 8
  %25 = add i64 %24, 1
  store i64 %25, ptr %7, align 8
  br label %9, !llvm.loop !14

26:                                               ; preds = %9
  %27 = load i64, ptr %6, align 8
  ret i64 %27
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @splitmix64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = load i64, ptr %4, align 8
  %6 = add i64 %5, -7046029254386353131
  store i64 %6, ptr %4, align 8
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = lshr i64 %8, 30
  %10 = xor i64 %7, %9
  %11 = mul i64 %10, -4658895280553007687
  store i64 %11, ptr %3, align 8
  %12 = load i64, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  %14 = lshr i64 %13, 27
  %15 = xor i64 %12, %14
  %16 = mul i64 %15, -7723592293110705685
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = load i64, ptr %3, align 8
  %19 = lshr i64 %18, 31
  %20 = xor i64 %17, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix_words(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 -7046029288634856825, ptr %7, align 8
  store i64 -4417276706812531889, ptr %8, align 8
  %12 = load i64, ptr %6, align 8
  %13 = add i64 %12, -7046029288634856825
  store i64 %13, ptr %9, align 8
  store i64 0, ptr %10, align 8
  br label %14

14:                                               ; preds = %34, %3
  %15 = load i64, ptr %10, align 8
  %16 = load i64, ptr %5, align 8
  %17 = icmp ult i64 %15, %16
  br i1 %17, label %18, label %37

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = load i64, ptr %10, align 8
  %21 = getelementptr inbounds i64, ptr %19, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %22, -4417276706812531889
  store i64 %23, ptr %11, align 8
  %24 = load i64, ptr %11, align 8
  %25 = call i64 @rotl(i64 noundef %24, i32 noundef 31)
  %26 = mul i64 %25, -7046029288634856825
  store i64 %26, ptr %11, align 8
  %27 = load i64, ptr %11, align 8
  %28 = load i64, ptr %9, align 8
  %29 = xor i64 %28, %27
  store i64 %29, ptr %9, align 8
  %30 = load i64, ptr %9, align 8
  %31 = call i64 @rotl(i64 noundef %30, i32 noundef 27)
  %32 = mul i64 %31, -7046029288634856825
  %33 = add i64 %32, -8796714831421723037
  store i64 %33, ptr %9, align 8
  br label %34

34:                                               ; preds = %18
  %35 = load i64, ptr %10, align 8
  %36 = add i64 %35, 1
  store i64 %36, ptr %10, align 8
  br label %14, !llvm.loop !15

37:                                               ; preds = %14
  %38 = load i64, ptr %9, align 8
  %39 = load i64, ptr %5, align 8
  %40 = xor i64 %38, %39
  %41 = call i64 @fmix64(i64 noundef %40)
  ret i64 %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulhi64(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %14 = load i64, ptr %3, align 8
  %15 = and i64 %14, 4294967295
  store i64 %15, ptr %5, align 8
  %16 = load i64, ptr %3, align 8
  %17 = lshr i64 %16, 32
  store i64 %17, ptr %6, align 8
  %18 = load i64, ptr %4, align 8
  %19 = and i64 %18, 4294967295
  store i64 %19, ptr %7, align 8
  %20 = load i64, ptr %4, align 8
  %21 = lshr i64 %20, 32
  store i64 %21, ptr %8, align 8
  %22 = load i64, ptr %5, align 8
  %23 = load i64, ptr %7, align 8
  %24 = mul i64 %22, %23
  store i64 %24, ptr %9, align 8
  %25 = load i64, ptr %5, align 8
  %26 = load i64, ptr %8, align 8
  %27 = mul i64 %25, %26
  store i64 %27, ptr %10, align 8
  %28 = load i64, ptr %6, align 8
  %29 = load i64, ptr %7, align 8
  %30 = mul i64 %28, %29
  store i64 %30, ptr %11, align 8
  %31 = load i64, ptr %6, align 8
  %32 = load i64, ptr %8, align 8
  %33 = mul i64 %31, %32
  store i64 %33, ptr %12, align 8
  %34 = load i64, ptr %9, align 8
  %35 = lshr i64 %34, 32
  %36 = load i64, ptr %10, align 8
  %37 = and i64 %36, 4294967295
  %38 = add i64 %35, %37
  %39 = load i64, ptr %11, align 8
  %40 = and i64 %39, 4294967295
  %41 = add i64 %38, %40
  store i64 %41, ptr %13, align 8
  %42 = load i64, ptr %12, align 8
  %43 = load i64, ptr %10, align 8
  %44 = lshr i64 %43, 32
  %45 = add i64 %42, %44
  %46 = load i64, ptr %11, align 8
  %47 = lshr i64 %46, 32
  %48 = add i64 %45, %47
  %49 = load i64, ptr %13, align 8
  %50 = lshr i64 %49, 32
  %51 = add i64 %48, %50
  ret i64 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bloom_add(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = call i64 @fmix64(i64 noundef %7)
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = call i64 @fmix64(i64 noundef %9)
  %11 = or i64 %10, 1
  store i64 %11, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %31, %1
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %34

15:                                               ; preds = %12
  %16 = load i64, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = load i64, ptr %4, align 8
  %20 = mul i64 %18, %19
  %21 = add i64 %16, %20
  %22 = urem i64 %21, 1024
  store i64 %22, ptr %6, align 8
  %23 = load i64, ptr %6, align 8
  %24 = urem i64 %23, 64
  %25 = shl i64 1, %24
  %26 = load i64, ptr %6, align 8
  %27 = udiv i64 %26, 64
  %28 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = or i64 %29, %25
  store i64 %30, ptr %28, align 8
  br label %31

31:                                               ; preds = %15
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %12, !llvm.loop !16

34:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bloom_has(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = call i64 @fmix64(i64 noundef %8)
  store i64 %9, ptr %4, align 8
  %10 = load i64, ptr %4, align 8
  %11 = call i64 @fmix64(i64 noundef %10)
  %12 = or i64 %11, 1
  store i64 %12, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %13

13:                                               ; preds = %35, %1
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %14, 4
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  %17 = load i64, ptr %4, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = load i64, ptr %5, align 8
  %21 = mul i64 %19, %20
  %22 = add i64 %17, %21
  %23 = urem i64 %22, 1024
  store i64 %23, ptr %7, align 8
  %24 = load i64, ptr %7, align 8
  %25 = udiv i64 %24, 64
  %26 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = load i64, ptr %7, align 8
  %29 = urem i64 %28, 64
  %30 = lshr i64 %27, %29
  %31 = and i64 %30, 1
  %32 = icmp ne i64 %31, 0
  br i1 %32, label %34, label %33

33:                                               ; preds = %16
  store i32 0, ptr %2, align 4
  br label %39

34:                                               ; preds = %16
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %6, align 4
  br label %13, !llvm.loop !17

38:                                               ; preds = %13
  store i32 1, ptr %2, align 4
  br label %39

39:                                               ; preds = %38, %33
  %40 = load i32, ptr %2, align 4
  ret i32 %40
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fmix64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, ptr %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = mul i64 %7, -49064778989728563
  store i64 %8, ptr %2, align 8
  %9 = load i64, ptr %2, align 8
  %10 = lshr i64 %9, 33
  %11 = load i64, ptr %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr %2, align 8
  %13 = load i64, ptr %2, align 8
  %14 = mul i64 %13, -4265267296055464877
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 33
  %17 = load i64, ptr %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rotl(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 64, %10
  %12 = zext i32 %11 to i64
  %13 = lshr i64 %9, %12
  %14 = or i64 %8, %13
  ret i64 %14
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

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
