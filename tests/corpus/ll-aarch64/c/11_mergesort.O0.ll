; ModuleID = 'c/11_mergesort.c'
source_filename = "c/11_mergesort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i32, i32 }

@.str = private unnamed_addr constant [21 x i8] c"stable=%d td==bu=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"(%d,%d) \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"inversions = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"v[0]=%d v[N-1]=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [150 x i32], align 4
  %13 = alloca [150 x i32], align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %15 = call noalias ptr @malloc(i64 noundef 1200) #5
  store ptr %15, ptr %2, align 8
  %16 = call noalias ptr @malloc(i64 noundef 1200) #5
  store ptr %16, ptr %3, align 8
  %17 = call noalias ptr @malloc(i64 noundef 1200) #5
  store ptr %17, ptr %4, align 8
  store i32 -1831433054, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %18

18:                                               ; preds = %55, %0
  %19 = load i32, ptr %6, align 4
  %20 = icmp slt i32 %19, 150
  br i1 %20, label %21, label %58

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = shl i32 %22, 13
  %24 = load i32, ptr %5, align 4
  %25 = xor i32 %24, %23
  store i32 %25, ptr %5, align 4
  %26 = load i32, ptr %5, align 4
  %27 = lshr i32 %26, 17
  %28 = load i32, ptr %5, align 4
  %29 = xor i32 %28, %27
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = shl i32 %30, 5
  %32 = load i32, ptr %5, align 4
  %33 = xor i32 %32, %31
  store i32 %33, ptr %5, align 4
  %34 = load i32, ptr %5, align 4
  %35 = urem i32 %34, 20
  %36 = load ptr, ptr %2, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds %struct.rec, ptr %36, i64 %38
  %40 = getelementptr inbounds %struct.rec, ptr %39, i32 0, i32 0
  store i32 %35, ptr %40, align 4
  %41 = load i32, ptr %6, align 4
  %42 = load ptr, ptr %2, align 8
  %43 = load i32, ptr %6, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.rec, ptr %42, i64 %44
  %46 = getelementptr inbounds %struct.rec, ptr %45, i32 0, i32 1
  store i32 %41, ptr %46, align 4
  %47 = load ptr, ptr %3, align 8
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.rec, ptr %47, i64 %49
  %51 = load ptr, ptr %2, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds %struct.rec, ptr %51, i64 %53
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %54, i64 8, i1 false)
  br label %55

55:                                               ; preds = %21
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %18, !llvm.loop !6

58:                                               ; preds = %18
  %59 = load ptr, ptr %2, align 8
  %60 = load ptr, ptr %4, align 8
  call void @msort_td(ptr noundef %59, ptr noundef %60, i32 noundef 0, i32 noundef 150)
  %61 = load ptr, ptr %3, align 8
  %62 = load ptr, ptr %4, align 8
  call void @msort_bu(ptr noundef %61, ptr noundef %62, i32 noundef 150)
  store i32 1, ptr %7, align 4
  store i32 1, ptr %8, align 4
  store i32 1, ptr %9, align 4
  br label %63

63:                                               ; preds = %98, %58
  %64 = load i32, ptr %9, align 4
  %65 = icmp slt i32 %64, 150
  br i1 %65, label %66, label %101

66:                                               ; preds = %63
  %67 = load ptr, ptr %2, align 8
  %68 = load i32, ptr %9, align 4
  %69 = sub nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds %struct.rec, ptr %67, i64 %70
  %72 = getelementptr inbounds %struct.rec, ptr %71, i32 0, i32 0
  %73 = load i32, ptr %72, align 4
  %74 = load ptr, ptr %2, align 8
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds %struct.rec, ptr %74, i64 %76
  %78 = getelementptr inbounds %struct.rec, ptr %77, i32 0, i32 0
  %79 = load i32, ptr %78, align 4
  %80 = icmp eq i32 %73, %79
  br i1 %80, label %81, label %97

81:                                               ; preds = %66
  %82 = load ptr, ptr %2, align 8
  %83 = load i32, ptr %9, align 4
  %84 = sub nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds %struct.rec, ptr %82, i64 %85
  %87 = getelementptr inbounds %struct.rec, ptr %86, i32 0, i32 1
  %88 = load i32, ptr %87, align 4
  %89 = load ptr, ptr %2, align 8
  %90 = load i32, ptr %9, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %struct.rec, ptr %89, i64 %91
  %93 = getelementptr inbounds %struct.rec, ptr %92, i32 0, i32 1
  %94 = load i32, ptr %93, align 4
  %95 = icmp sgt i32 %88, %94
  br i1 %95, label %96, label %97

96:                                               ; preds = %81
  store i32 0, ptr %7, align 4
  br label %97

97:                                               ; preds = %96, %81, %66
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %9, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %9, align 4
  br label %63, !llvm.loop !8

101:                                              ; preds = %63
  store i32 0, ptr %10, align 4
  br label %102

102:                                              ; preds = %138, %101
  %103 = load i32, ptr %10, align 4
  %104 = icmp slt i32 %103, 150
  br i1 %104, label %105, label %141

105:                                              ; preds = %102
  %106 = load ptr, ptr %2, align 8
  %107 = load i32, ptr %10, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds %struct.rec, ptr %106, i64 %108
  %110 = getelementptr inbounds %struct.rec, ptr %109, i32 0, i32 0
  %111 = load i32, ptr %110, align 4
  %112 = load ptr, ptr %3, align 8
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds %struct.rec, ptr %112, i64 %114
  %116 = getelementptr inbounds %struct.rec, ptr %115, i32 0, i32 0
  %117 = load i32, ptr %116, align 4
  %118 = icmp eq i32 %111, %117
  br i1 %118, label %119, label %133

119:                                              ; preds = %105
  %120 = load ptr, ptr %2, align 8
  %121 = load i32, ptr %10, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds %struct.rec, ptr %120, i64 %122
  %124 = getelementptr inbounds %struct.rec, ptr %123, i32 0, i32 1
  %125 = load i32, ptr %124, align 4
  %126 = load ptr, ptr %3, align 8
  %127 = load i32, ptr %10, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds %struct.rec, ptr %126, i64 %128
  %130 = getelementptr inbounds %struct.rec, ptr %129, i32 0, i32 1
  %131 = load i32, ptr %130, align 4
  %132 = icmp eq i32 %125, %131
  br label %133

133:                                              ; preds = %119, %105
  %134 = phi i1 [ false, %105 ], [ %132, %119 ]
  %135 = zext i1 %134 to i32
  %136 = load i32, ptr %8, align 4
  %137 = and i32 %136, %135
  store i32 %137, ptr %8, align 4
  br label %138

138:                                              ; preds = %133
  %139 = load i32, ptr %10, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr %10, align 4
  br label %102, !llvm.loop !9

141:                                              ; preds = %102
  %142 = load i32, ptr %7, align 4
  %143 = load i32, ptr %8, align 4
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %142, i32 noundef %143)
  store i32 0, ptr %11, align 4
  br label %145

145:                                              ; preds = %162, %141
  %146 = load i32, ptr %11, align 4
  %147 = icmp slt i32 %146, 150
  br i1 %147, label %148, label %165

148:                                              ; preds = %145
  %149 = load ptr, ptr %2, align 8
  %150 = load i32, ptr %11, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds %struct.rec, ptr %149, i64 %151
  %153 = getelementptr inbounds %struct.rec, ptr %152, i32 0, i32 0
  %154 = load i32, ptr %153, align 4
  %155 = load ptr, ptr %2, align 8
  %156 = load i32, ptr %11, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds %struct.rec, ptr %155, i64 %157
  %159 = getelementptr inbounds %struct.rec, ptr %158, i32 0, i32 1
  %160 = load i32, ptr %159, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %154, i32 noundef %160)
  br label %162

162:                                              ; preds = %148
  %163 = load i32, ptr %11, align 4
  %164 = add nsw i32 %163, 15
  store i32 %164, ptr %11, align 4
  br label %145, !llvm.loop !10

165:                                              ; preds = %145
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 0, ptr %14, align 4
  br label %167

167:                                              ; preds = %177, %165
  %168 = load i32, ptr %14, align 4
  %169 = icmp slt i32 %168, 150
  br i1 %169, label %170, label %180

170:                                              ; preds = %167
  %171 = load i32, ptr %14, align 4
  %172 = mul nsw i32 %171, 37
  %173 = srem i32 %172, 101
  %174 = load i32, ptr %14, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [150 x i32], ptr %12, i64 0, i64 %175
  store i32 %173, ptr %176, align 4
  br label %177

177:                                              ; preds = %170
  %178 = load i32, ptr %14, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %14, align 4
  br label %167, !llvm.loop !11

180:                                              ; preds = %167
  %181 = getelementptr inbounds [150 x i32], ptr %12, i64 0, i64 0
  %182 = getelementptr inbounds [150 x i32], ptr %13, i64 0, i64 0
  %183 = call i64 @inversions(ptr noundef %181, ptr noundef %182, i32 noundef 0, i32 noundef 150)
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %183)
  %185 = getelementptr inbounds [150 x i32], ptr %12, i64 0, i64 0
  %186 = load i32, ptr %185, align 4
  %187 = getelementptr inbounds [150 x i32], ptr %12, i64 0, i64 149
  %188 = load i32, ptr %187, align 4
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %186, i32 noundef %188)
  %190 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %190) #6
  %191 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %191) #6
  %192 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %192) #6
  ret i32 0
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %7, align 4
  %12 = sub nsw i32 %10, %11
  %13 = icmp slt i32 %12, 2
  br i1 %13, label %14, label %15

14:                                               ; preds = %4
  br label %35

15:                                               ; preds = %4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %8, align 4
  %18 = load i32, ptr %7, align 4
  %19 = sub nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  %21 = add nsw i32 %16, %20
  store i32 %21, ptr %9, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = load ptr, ptr %6, align 8
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %9, align 4
  call void @msort_td(ptr noundef %22, ptr noundef %23, i32 noundef %24, i32 noundef %25)
  %26 = load ptr, ptr %5, align 8
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %8, align 4
  call void @msort_td(ptr noundef %26, ptr noundef %27, i32 noundef %28, i32 noundef %29)
  %30 = load ptr, ptr %5, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %7, align 4
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %8, align 4
  call void @merge(ptr noundef %30, ptr noundef %31, i32 noundef %32, i32 noundef %33, i32 noundef %34)
  br label %35

35:                                               ; preds = %15, %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @msort_bu(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %10

10:                                               ; preds = %45, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %48

14:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  br label %15

15:                                               ; preds = %39, %14
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr %7, align 4
  %19 = sub nsw i32 %17, %18
  %20 = icmp slt i32 %16, %19
  br i1 %20, label %21, label %44

21:                                               ; preds = %15
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %7, align 4
  %24 = mul nsw i32 2, %23
  %25 = add nsw i32 %22, %24
  store i32 %25, ptr %9, align 4
  %26 = load i32, ptr %9, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp sgt i32 %26, %27
  br i1 %28, label %29, label %31

29:                                               ; preds = %21
  %30 = load i32, ptr %6, align 4
  store i32 %30, ptr %9, align 4
  br label %31

31:                                               ; preds = %29, %21
  %32 = load ptr, ptr %4, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, ptr %9, align 4
  call void @merge(ptr noundef %32, ptr noundef %33, i32 noundef %34, i32 noundef %37, i32 noundef %38)
  br label %39

39:                                               ; preds = %31
  %40 = load i32, ptr %7, align 4
  %41 = mul nsw i32 2, %40
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr %8, align 4
  br label %15, !llvm.loop !12

44:                                               ; preds = %15
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %7, align 4
  %47 = mul nsw i32 %46, 2
  store i32 %47, ptr %7, align 4
  br label %10, !llvm.loop !13

48:                                               ; preds = %10
  ret void
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %8, align 4
  %17 = sub nsw i32 %15, %16
  %18 = icmp slt i32 %17, 2
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  store i64 0, ptr %5, align 8
  br label %147

20:                                               ; preds = %4
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %9, align 4
  %23 = add nsw i32 %21, %22
  %24 = sdiv i32 %23, 2
  store i32 %24, ptr %10, align 4
  %25 = load ptr, ptr %6, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = load i32, ptr %8, align 4
  %28 = load i32, ptr %10, align 4
  %29 = call i64 @inversions(ptr noundef %25, ptr noundef %26, i32 noundef %27, i32 noundef %28)
  %30 = load ptr, ptr %6, align 8
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %9, align 4
  %34 = call i64 @inversions(ptr noundef %30, ptr noundef %31, i32 noundef %32, i32 noundef %33)
  %35 = add nsw i64 %29, %34
  store i64 %35, ptr %11, align 8
  %36 = load i32, ptr %8, align 4
  store i32 %36, ptr %12, align 4
  %37 = load i32, ptr %10, align 4
  store i32 %37, ptr %13, align 4
  %38 = load i32, ptr %8, align 4
  store i32 %38, ptr %14, align 4
  br label %39

39:                                               ; preds = %91, %20
  %40 = load i32, ptr %12, align 4
  %41 = load i32, ptr %10, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %39
  %44 = load i32, ptr %13, align 4
  %45 = load i32, ptr %9, align 4
  %46 = icmp slt i32 %44, %45
  br label %47

47:                                               ; preds = %43, %39
  %48 = phi i1 [ false, %39 ], [ %46, %43 ]
  br i1 %48, label %49, label %92

49:                                               ; preds = %47
  %50 = load ptr, ptr %6, align 8
  %51 = load i32, ptr %13, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load ptr, ptr %6, align 8
  %56 = load i32, ptr %12, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %55, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = icmp slt i32 %54, %59
  br i1 %60, label %61, label %79

61:                                               ; preds = %49
  %62 = load i32, ptr %10, align 4
  %63 = load i32, ptr %12, align 4
  %64 = sub nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = load i64, ptr %11, align 8
  %67 = add nsw i64 %66, %65
  store i64 %67, ptr %11, align 8
  %68 = load ptr, ptr %6, align 8
  %69 = load i32, ptr %13, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %13, align 4
  %71 = sext i32 %69 to i64
  %72 = getelementptr inbounds i32, ptr %68, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = load ptr, ptr %7, align 8
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %14, align 4
  %77 = sext i32 %75 to i64
  %78 = getelementptr inbounds i32, ptr %74, i64 %77
  store i32 %73, ptr %78, align 4
  br label %91

79:                                               ; preds = %49
  %80 = load ptr, ptr %6, align 8
  %81 = load i32, ptr %12, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %12, align 4
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds i32, ptr %80, i64 %83
  %85 = load i32, ptr %84, align 4
  %86 = load ptr, ptr %7, align 8
  %87 = load i32, ptr %14, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %14, align 4
  %89 = sext i32 %87 to i64
  %90 = getelementptr inbounds i32, ptr %86, i64 %89
  store i32 %85, ptr %90, align 4
  br label %91

91:                                               ; preds = %79, %61
  br label %39, !llvm.loop !14

92:                                               ; preds = %47
  br label %93

93:                                               ; preds = %97, %92
  %94 = load i32, ptr %12, align 4
  %95 = load i32, ptr %10, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %109

97:                                               ; preds = %93
  %98 = load ptr, ptr %6, align 8
  %99 = load i32, ptr %12, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %12, align 4
  %101 = sext i32 %99 to i64
  %102 = getelementptr inbounds i32, ptr %98, i64 %101
  %103 = load i32, ptr %102, align 4
  %104 = load ptr, ptr %7, align 8
  %105 = load i32, ptr %14, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %14, align 4
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds i32, ptr %104, i64 %107
  store i32 %103, ptr %108, align 4
  br label %93, !llvm.loop !15

109:                                              ; preds = %93
  br label %110

110:                                              ; preds = %114, %109
  %111 = load i32, ptr %13, align 4
  %112 = load i32, ptr %9, align 4
  %113 = icmp slt i32 %111, %112
  br i1 %113, label %114, label %126

114:                                              ; preds = %110
  %115 = load ptr, ptr %6, align 8
  %116 = load i32, ptr %13, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %13, align 4
  %118 = sext i32 %116 to i64
  %119 = getelementptr inbounds i32, ptr %115, i64 %118
  %120 = load i32, ptr %119, align 4
  %121 = load ptr, ptr %7, align 8
  %122 = load i32, ptr %14, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %14, align 4
  %124 = sext i32 %122 to i64
  %125 = getelementptr inbounds i32, ptr %121, i64 %124
  store i32 %120, ptr %125, align 4
  br label %110, !llvm.loop !16

126:                                              ; preds = %110
  %127 = load i32, ptr %8, align 4
  store i32 %127, ptr %14, align 4
  br label %128

128:                                              ; preds = %142, %126
  %129 = load i32, ptr %14, align 4
  %130 = load i32, ptr %9, align 4
  %131 = icmp slt i32 %129, %130
  br i1 %131, label %132, label %145

132:                                              ; preds = %128
  %133 = load ptr, ptr %7, align 8
  %134 = load i32, ptr %14, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %133, i64 %135
  %137 = load i32, ptr %136, align 4
  %138 = load ptr, ptr %6, align 8
  %139 = load i32, ptr %14, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %138, i64 %140
  store i32 %137, ptr %141, align 4
  br label %142

142:                                              ; preds = %132
  %143 = load i32, ptr %14, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %14, align 4
  br label %128, !llvm.loop !17

145:                                              ; preds = %128
  %146 = load i64, ptr %11, align 8
  store i64 %146, ptr %5, align 8
  br label %147

147:                                              ; preds = %145, %19
  %148 = load i64, ptr %5, align 8
  ret i64 %148
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %14 = load i32, ptr %8, align 4
  store i32 %14, ptr %11, align 4
  %15 = load i32, ptr %9, align 4
  store i32 %15, ptr %12, align 4
  %16 = load i32, ptr %8, align 4
  store i32 %16, ptr %13, align 4
  br label %17

17:                                               ; preds = %58, %5
  %18 = load i32, ptr %11, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = load i32, ptr %12, align 4
  %23 = load i32, ptr %10, align 4
  %24 = icmp slt i32 %22, %23
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi i1 [ false, %17 ], [ %24, %21 ]
  br i1 %26, label %27, label %59

27:                                               ; preds = %25
  %28 = load ptr, ptr %7, align 8
  %29 = load i32, ptr %13, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %13, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds %struct.rec, ptr %28, i64 %31
  %33 = load ptr, ptr %6, align 8
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.rec, ptr %33, i64 %35
  %37 = getelementptr inbounds %struct.rec, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = load ptr, ptr %6, align 8
  %40 = load i32, ptr %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds %struct.rec, ptr %39, i64 %41
  %43 = getelementptr inbounds %struct.rec, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = icmp slt i32 %38, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %27
  %47 = load ptr, ptr %6, align 8
  %48 = load i32, ptr %12, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %12, align 4
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds %struct.rec, ptr %47, i64 %50
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %32, ptr align 4 %51, i64 8, i1 false)
  br label %58

52:                                               ; preds = %27
  %53 = load ptr, ptr %6, align 8
  %54 = load i32, ptr %11, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %11, align 4
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds %struct.rec, ptr %53, i64 %56
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %32, ptr align 4 %57, i64 8, i1 false)
  br label %58

58:                                               ; preds = %52, %46
  br label %17, !llvm.loop !18

59:                                               ; preds = %25
  br label %60

60:                                               ; preds = %64, %59
  %61 = load i32, ptr %11, align 4
  %62 = load i32, ptr %9, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %75

64:                                               ; preds = %60
  %65 = load ptr, ptr %7, align 8
  %66 = load i32, ptr %13, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %13, align 4
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds %struct.rec, ptr %65, i64 %68
  %70 = load ptr, ptr %6, align 8
  %71 = load i32, ptr %11, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %11, align 4
  %73 = sext i32 %71 to i64
  %74 = getelementptr inbounds %struct.rec, ptr %70, i64 %73
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %69, ptr align 4 %74, i64 8, i1 false)
  br label %60, !llvm.loop !19

75:                                               ; preds = %60
  br label %76

76:                                               ; preds = %80, %75
  %77 = load i32, ptr %12, align 4
  %78 = load i32, ptr %10, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %91

80:                                               ; preds = %76
  %81 = load ptr, ptr %7, align 8
  %82 = load i32, ptr %13, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %13, align 4
  %84 = sext i32 %82 to i64
  %85 = getelementptr inbounds %struct.rec, ptr %81, i64 %84
  %86 = load ptr, ptr %6, align 8
  %87 = load i32, ptr %12, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %12, align 4
  %89 = sext i32 %87 to i64
  %90 = getelementptr inbounds %struct.rec, ptr %86, i64 %89
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %85, ptr align 4 %90, i64 8, i1 false)
  br label %76, !llvm.loop !20

91:                                               ; preds = %76
  %92 = load ptr, ptr %6, align 8
  %93 = load i32, ptr %8, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds %struct.rec, ptr %92, i64 %94
  %96 = load ptr, ptr %7, align 8
  %97 = load i32, ptr %8, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds %struct.rec, ptr %96, i64 %98
  %100 = load i32, ptr %10, align 4
  %101 = load i32, ptr %8, align 4
  %102 = sub nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = mul i64 8, %103
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %95, ptr align 4 %99, i64 %104, i1 false)
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

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
