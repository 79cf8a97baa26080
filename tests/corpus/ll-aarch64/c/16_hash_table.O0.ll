; ModuleID = 'c/16_hash_table.c'
source_filename = "c/16_hash_table.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.slot = type { [16 x i8], i32, i32 }
%struct.imap = type { ptr, i64, i64 }
%struct.entry = type { i64, i64, ptr }

@.str = private unnamed_addr constant [109 x i8] c"the quick brown fox jumps over the lazy dog the fox and the dog are friends a quick brown dog and a lazy fox\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c" \00", align 1
@table = internal global [64 x %struct.slot] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [21 x i8] c"distinct words = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"quick\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@__const.main.q = private unnamed_addr constant [6 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8], align 8
@.str.9 = private unnamed_addr constant [24 x i8] c"%-6s fnv=%08x count=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"map size=%zu buckets=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"get %4llu -> %s %lld\0A\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"hit\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"miss\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca [256 x i8], align 1
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [6 x ptr], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.imap, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store ptr null, ptr %4, align 8
  %18 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %19 = load ptr, ptr %2, align 8
  %20 = call ptr @strcpy(ptr noundef %18, ptr noundef %19) #8
  %21 = getelementptr inbounds [256 x i8], ptr %3, i64 0, i64 0
  %22 = call ptr @strtok_r(ptr noundef %21, ptr noundef @.str.1, ptr noundef %4) #8
  store ptr %22, ptr %5, align 8
  br label %23

23:                                               ; preds = %28, %0
  %24 = load ptr, ptr %5, align 8
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %30

26:                                               ; preds = %23
  %27 = load ptr, ptr %5, align 8
  call void @word_add(ptr noundef %27)
  br label %28

28:                                               ; preds = %26
  %29 = call ptr @strtok_r(ptr noundef null, ptr noundef @.str.1, ptr noundef %4) #8
  store ptr %29, ptr %5, align 8
  br label %23, !llvm.loop !6

30:                                               ; preds = %23
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %45, %30
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 64
  br i1 %33, label %34, label %48

34:                                               ; preds = %31
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.slot, ptr %37, i32 0, i32 2
  %39 = load i32, ptr %38, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %44

41:                                               ; preds = %34
  %42 = load i32, ptr %6, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %6, align 4
  br label %44

44:                                               ; preds = %41, %34
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %31, !llvm.loop !8

48:                                               ; preds = %31
  %49 = load i32, ptr %6, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %49)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.q, i64 48, i1 false)
  store i32 0, ptr %9, align 4
  br label %51

51:                                               ; preds = %112, %48
  %52 = load i32, ptr %9, align 4
  %53 = icmp slt i32 %52, 6
  br i1 %53, label %54, label %115

54:                                               ; preds = %51
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [6 x ptr], ptr %8, i64 0, i64 %56
  %58 = load ptr, ptr %57, align 8
  %59 = call i32 @fnv1a(ptr noundef %58)
  %60 = and i32 %59, 63
  store i32 %60, ptr %10, align 4
  br label %61

61:                                               ; preds = %82, %54
  %62 = load i32, ptr %10, align 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %63
  %65 = getelementptr inbounds %struct.slot, ptr %64, i32 0, i32 2
  %66 = load i32, ptr %65, align 4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %80

68:                                               ; preds = %61
  %69 = load i32, ptr %10, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %70
  %72 = getelementptr inbounds %struct.slot, ptr %71, i32 0, i32 0
  %73 = getelementptr inbounds [16 x i8], ptr %72, i64 0, i64 0
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [6 x ptr], ptr %8, i64 0, i64 %75
  %77 = load ptr, ptr %76, align 8
  %78 = call i32 @strcmp(ptr noundef %73, ptr noundef %77) #9
  %79 = icmp ne i32 %78, 0
  br label %80

80:                                               ; preds = %68, %61
  %81 = phi i1 [ false, %61 ], [ %79, %68 ]
  br i1 %81, label %82, label %86

82:                                               ; preds = %80
  %83 = load i32, ptr %10, align 4
  %84 = add i32 %83, 1
  %85 = and i32 %84, 63
  store i32 %85, ptr %10, align 4
  br label %61, !llvm.loop !9

86:                                               ; preds = %80
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [6 x ptr], ptr %8, i64 0, i64 %88
  %90 = load ptr, ptr %89, align 8
  %91 = load i32, ptr %9, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [6 x ptr], ptr %8, i64 0, i64 %92
  %94 = load ptr, ptr %93, align 8
  %95 = call i32 @fnv1a(ptr noundef %94)
  %96 = load i32, ptr %10, align 4
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %97
  %99 = getelementptr inbounds %struct.slot, ptr %98, i32 0, i32 2
  %100 = load i32, ptr %99, align 4
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %108

102:                                              ; preds = %86
  %103 = load i32, ptr %10, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %104
  %106 = getelementptr inbounds %struct.slot, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 4
  br label %109

108:                                              ; preds = %86
  br label %109

109:                                              ; preds = %108, %102
  %110 = phi i32 [ %107, %102 ], [ 0, %108 ]
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %90, i32 noundef %95, i32 noundef %110)
  br label %112

112:                                              ; preds = %109
  %113 = load i32, ptr %9, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %9, align 4
  br label %51, !llvm.loop !10

115:                                              ; preds = %51
  call void @llvm.memset.p0.i64(ptr align 8 %11, i8 0, i64 24, i1 false)
  store i64 0, ptr %12, align 8
  br label %116

116:                                              ; preds = %125, %115
  %117 = load i64, ptr %12, align 8
  %118 = icmp ult i64 %117, 1000
  br i1 %118, label %119, label %128

119:                                              ; preds = %116
  %120 = load i64, ptr %12, align 8
  %121 = mul i64 %120, 2654435761
  %122 = urem i64 %121, 1237
  %123 = load i64, ptr %12, align 8
  %124 = sub nsw i64 %123, 500
  call void @imap_put(ptr noundef %11, i64 noundef %122, i64 noundef %124)
  br label %125

125:                                              ; preds = %119
  %126 = load i64, ptr %12, align 8
  %127 = add i64 %126, 1
  store i64 %127, ptr %12, align 8
  br label %116, !llvm.loop !11

128:                                              ; preds = %116
  %129 = getelementptr inbounds %struct.imap, ptr %11, i32 0, i32 2
  %130 = load i64, ptr %129, align 8
  %131 = getelementptr inbounds %struct.imap, ptr %11, i32 0, i32 1
  %132 = load i64, ptr %131, align 8
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %130, i64 noundef %132)
  store i64 0, ptr %14, align 8
  br label %134

134:                                              ; preds = %153, %128
  %135 = load i64, ptr %14, align 8
  %136 = icmp ult i64 %135, 1237
  br i1 %136, label %137, label %156

137:                                              ; preds = %134
  %138 = load i64, ptr %14, align 8
  %139 = load i64, ptr %14, align 8
  %140 = call i32 @imap_get(ptr noundef %11, i64 noundef %139, ptr noundef %13)
  %141 = icmp ne i32 %140, 0
  %142 = zext i1 %141 to i64
  %143 = select i1 %141, ptr @.str.12, ptr @.str.13
  %144 = load i64, ptr %14, align 8
  %145 = call i32 @imap_get(ptr noundef %11, i64 noundef %144, ptr noundef %13)
  %146 = icmp ne i32 %145, 0
  br i1 %146, label %147, label %149

147:                                              ; preds = %137
  %148 = load i64, ptr %13, align 8
  br label %150

149:                                              ; preds = %137
  br label %150

150:                                              ; preds = %149, %147
  %151 = phi i64 [ %148, %147 ], [ 0, %149 ]
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %138, ptr noundef %143, i64 noundef %151)
  br label %153

153:                                              ; preds = %150
  %154 = load i64, ptr %14, align 8
  %155 = add i64 %154, 300
  store i64 %155, ptr %14, align 8
  br label %134, !llvm.loop !12

156:                                              ; preds = %134
  store i64 0, ptr %15, align 8
  br label %157

157:                                              ; preds = %179, %156
  %158 = load i64, ptr %15, align 8
  %159 = getelementptr inbounds %struct.imap, ptr %11, i32 0, i32 1
  %160 = load i64, ptr %159, align 8
  %161 = icmp ult i64 %158, %160
  br i1 %161, label %162, label %182

162:                                              ; preds = %157
  %163 = getelementptr inbounds %struct.imap, ptr %11, i32 0, i32 0
  %164 = load ptr, ptr %163, align 8
  %165 = load i64, ptr %15, align 8
  %166 = getelementptr inbounds ptr, ptr %164, i64 %165
  %167 = load ptr, ptr %166, align 8
  store ptr %167, ptr %16, align 8
  br label %168

168:                                              ; preds = %176, %162
  %169 = load ptr, ptr %16, align 8
  %170 = icmp ne ptr %169, null
  br i1 %170, label %171, label %178

171:                                              ; preds = %168
  %172 = load ptr, ptr %16, align 8
  %173 = getelementptr inbounds %struct.entry, ptr %172, i32 0, i32 2
  %174 = load ptr, ptr %173, align 8
  store ptr %174, ptr %17, align 8
  %175 = load ptr, ptr %16, align 8
  call void @free(ptr noundef %175) #8
  br label %176

176:                                              ; preds = %171
  %177 = load ptr, ptr %17, align 8
  store ptr %177, ptr %16, align 8
  br label %168, !llvm.loop !13

178:                                              ; preds = %168
  br label %179

179:                                              ; preds = %178
  %180 = load i64, ptr %15, align 8
  %181 = add i64 %180, 1
  store i64 %181, ptr %15, align 8
  br label %157, !llvm.loop !14

182:                                              ; preds = %157
  %183 = getelementptr inbounds %struct.imap, ptr %11, i32 0, i32 0
  %184 = load ptr, ptr %183, align 8
  call void @free(ptr noundef %184) #8
  ret i32 0
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare ptr @strtok_r(ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @word_add(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = call i32 @fnv1a(ptr noundef %4)
  %6 = and i32 %5, 63
  store i32 %6, ptr %3, align 4
  br label %7

7:                                                ; preds = %25, %1
  %8 = load i32, ptr %3, align 4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %9
  %11 = getelementptr inbounds %struct.slot, ptr %10, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %7
  %15 = load i32, ptr %3, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %16
  %18 = getelementptr inbounds %struct.slot, ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds [16 x i8], ptr %18, i64 0, i64 0
  %20 = load ptr, ptr %2, align 8
  %21 = call i32 @strcmp(ptr noundef %19, ptr noundef %20) #9
  %22 = icmp ne i32 %21, 0
  br label %23

23:                                               ; preds = %14, %7
  %24 = phi i1 [ false, %7 ], [ %22, %14 ]
  br i1 %24, label %25, label %29

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4
  %27 = add i32 %26, 1
  %28 = and i32 %27, 63
  store i32 %28, ptr %3, align 4
  br label %7, !llvm.loop !15

29:                                               ; preds = %23
  %30 = load i32, ptr %3, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %31
  %33 = getelementptr inbounds %struct.slot, ptr %32, i32 0, i32 2
  %34 = load i32, ptr %33, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %53, label %36

36:                                               ; preds = %29
  %37 = load i32, ptr %3, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %38
  %40 = getelementptr inbounds %struct.slot, ptr %39, i32 0, i32 2
  store i32 1, ptr %40, align 4
  %41 = load i32, ptr %3, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %42
  %44 = getelementptr inbounds %struct.slot, ptr %43, i32 0, i32 0
  %45 = getelementptr inbounds [16 x i8], ptr %44, i64 0, i64 0
  %46 = load ptr, ptr %2, align 8
  %47 = call ptr @strncpy(ptr noundef %45, ptr noundef %46, i64 noundef 15) #8
  %48 = load i32, ptr %3, align 4
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %49
  %51 = getelementptr inbounds %struct.slot, ptr %50, i32 0, i32 0
  %52 = getelementptr inbounds [16 x i8], ptr %51, i64 0, i64 15
  store i8 0, ptr %52, align 1
  br label %53

53:                                               ; preds = %36, %29
  %54 = load i32, ptr %3, align 4
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds [64 x %struct.slot], ptr @table, i64 0, i64 %55
  %57 = getelementptr inbounds %struct.slot, ptr %56, i32 0, i32 1
  %58 = load i32, ptr %57, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %57, align 4
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fnv1a(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 -2128831035, ptr %3, align 4
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i32
  %13 = load i32, ptr %3, align 4
  %14 = xor i32 %13, %12
  store i32 %14, ptr %3, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 16777619
  store i32 %16, ptr %3, align 4
  br label %4, !llvm.loop !16

17:                                               ; preds = %4
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @imap_put(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.imap, ptr %16, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = add i64 %18, 1
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.imap, ptr %20, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = mul i64 %22, 3
  %24 = udiv i64 %23, 4
  %25 = icmp ugt i64 %19, %24
  br i1 %25, label %26, label %94

26:                                               ; preds = %3
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.imap, ptr %27, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = icmp ne i64 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.imap, ptr %32, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = mul i64 %34, 2
  br label %37

36:                                               ; preds = %26
  br label %37

37:                                               ; preds = %36, %31
  %38 = phi i64 [ %35, %31 ], [ 8, %36 ]
  store i64 %38, ptr %7, align 8
  %39 = load i64, ptr %7, align 8
  %40 = call noalias ptr @calloc(i64 noundef %39, i64 noundef 8) #10
  store ptr %40, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %41

41:                                               ; preds = %81, %37
  %42 = load i64, ptr %9, align 8
  %43 = load ptr, ptr %4, align 8
  %44 = getelementptr inbounds %struct.imap, ptr %43, i32 0, i32 1
  %45 = load i64, ptr %44, align 8
  %46 = icmp ult i64 %42, %45
  br i1 %46, label %47, label %84

47:                                               ; preds = %41
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.imap, ptr %48, i32 0, i32 0
  %50 = load ptr, ptr %49, align 8
  %51 = load i64, ptr %9, align 8
  %52 = getelementptr inbounds ptr, ptr %50, i64 %51
  %53 = load ptr, ptr %52, align 8
  store ptr %53, ptr %10, align 8
  br label %54

54:                                               ; preds = %78, %47
  %55 = load ptr, ptr %10, align 8
  %56 = icmp ne ptr %55, null
  br i1 %56, label %57, label %80

57:                                               ; preds = %54
  %58 = load ptr, ptr %10, align 8
  %59 = getelementptr inbounds %struct.entry, ptr %58, i32 0, i32 2
  %60 = load ptr, ptr %59, align 8
  store ptr %60, ptr %11, align 8
  %61 = load ptr, ptr %10, align 8
  %62 = getelementptr inbounds %struct.entry, ptr %61, i32 0, i32 0
  %63 = load i64, ptr %62, align 8
  %64 = call i64 @hash64(i64 noundef %63)
  %65 = load i64, ptr %7, align 8
  %66 = sub i64 %65, 1
  %67 = and i64 %64, %66
  store i64 %67, ptr %12, align 8
  %68 = load ptr, ptr %8, align 8
  %69 = load i64, ptr %12, align 8
  %70 = getelementptr inbounds ptr, ptr %68, i64 %69
  %71 = load ptr, ptr %70, align 8
  %72 = load ptr, ptr %10, align 8
  %73 = getelementptr inbounds %struct.entry, ptr %72, i32 0, i32 2
  store ptr %71, ptr %73, align 8
  %74 = load ptr, ptr %10, align 8
  %75 = load ptr, ptr %8, align 8
  %76 = load i64, ptr %12, align 8
  %77 = getelementptr inbounds ptr, ptr %75, i64 %76
  store ptr %74, ptr %77, align 8
  br label %78

78:                                               ; preds = %57
  %79 = load ptr, ptr %11, align 8
  store ptr %79, ptr %10, align 8
  br label %54, !llvm.loop !17

80:                                               ; preds = %54
  br label %81

81:                                               ; preds = %80
  %82 = load i64, ptr %9, align 8
  %83 = add i64 %82, 1
  store i64 %83, ptr %9, align 8
  br label %41, !llvm.loop !18

84:                                               ; preds = %41
  %85 = load ptr, ptr %4, align 8
  %86 = getelementptr inbounds %struct.imap, ptr %85, i32 0, i32 0
  %87 = load ptr, ptr %86, align 8
  call void @free(ptr noundef %87) #8
  %88 = load ptr, ptr %8, align 8
  %89 = load ptr, ptr %4, align 8
  %90 = getelementptr inbounds %struct.imap, ptr %89, i32 0, i32 0
  store ptr %88, ptr %90, align 8
  %91 = load i64, ptr %7, align 8
  %92 = load ptr, ptr %4, align 8
  %93 = getelementptr inbounds %struct.imap, ptr %92, i32 0, i32 1
  store i64 %91, ptr %93, align 8
  br label %94

94:                                               ; preds = %84, %3
  %95 = load i64, ptr %5, align 8
  %96 = call i64 @hash64(i64 noundef %95)
  %97 = load ptr, ptr %4, align 8
  %98 = getelementptr inbounds %struct.imap, ptr %97, i32 0, i32 1
  %99 = load i64, ptr %98, align 8
  %100 = sub i64 %99, 1
  %101 = and i64 %96, %100
  store i64 %101, ptr %13, align 8
  %102 = load ptr, ptr %4, align 8
  %103 = getelementptr inbounds %struct.imap, ptr %102, i32 0, i32 0
  %104 = load ptr, ptr %103, align 8
  %105 = load i64, ptr %13, align 8
  %106 = getelementptr inbounds ptr, ptr %104, i64 %105
  %107 = load ptr, ptr %106, align 8
  store ptr %107, ptr %14, align 8
  br label %108

108:                                              ; preds = %124, %94
  %109 = load ptr, ptr %14, align 8
  %110 = icmp ne ptr %109, null
  br i1 %110, label %111, label %128

111:                                              ; preds = %108
  %112 = load ptr, ptr %14, align 8
  %113 = getelementptr inbounds %struct.entry, ptr %112, i32 0, i32 0
  %114 = load i64, ptr %113, align 8
  %115 = load i64, ptr %5, align 8
  %116 = icmp eq i64 %114, %115
  br i1 %116, label %117, label %123

117:                                              ; preds = %111
  %118 = load i64, ptr %6, align 8
  %119 = load ptr, ptr %14, align 8
  %120 = getelementptr inbounds %struct.entry, ptr %119, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  %122 = add nsw i64 %121, %118
  store i64 %122, ptr %120, align 8
  br label %154

123:                                              ; preds = %111
  br label %124

124:                                              ; preds = %123
  %125 = load ptr, ptr %14, align 8
  %126 = getelementptr inbounds %struct.entry, ptr %125, i32 0, i32 2
  %127 = load ptr, ptr %126, align 8
  store ptr %127, ptr %14, align 8
  br label %108, !llvm.loop !19

128:                                              ; preds = %108
  %129 = call noalias ptr @malloc(i64 noundef 24) #11
  store ptr %129, ptr %15, align 8
  %130 = load i64, ptr %5, align 8
  %131 = load ptr, ptr %15, align 8
  %132 = getelementptr inbounds %struct.entry, ptr %131, i32 0, i32 0
  store i64 %130, ptr %132, align 8
  %133 = load i64, ptr %6, align 8
  %134 = load ptr, ptr %15, align 8
  %135 = getelementptr inbounds %struct.entry, ptr %134, i32 0, i32 1
  store i64 %133, ptr %135, align 8
  %136 = load ptr, ptr %4, align 8
  %137 = getelementptr inbounds %struct.imap, ptr %136, i32 0, i32 0
  %138 = load ptr, ptr %137, align 8
  %139 = load i64, ptr %13, align 8
  %140 = getelementptr inbounds ptr, ptr %138, i64 %139
  %141 = load ptr, ptr %140, align 8
  %142 = load ptr, ptr %15, align 8
  %143 = getelementptr inbounds %struct.entry, ptr %142, i32 0, i32 2
  store ptr %141, ptr %143, align 8
  %144 = load ptr, ptr %15, align 8
  %145 = load ptr, ptr %4, align 8
  %146 = getelementptr inbounds %struct.imap, ptr %145, i32 0, i32 0
  %147 = load ptr, ptr %146, align 8
  %148 = load i64, ptr %13, align 8
  %149 = getelementptr inbounds ptr, ptr %147, i64 %148
  store ptr %144, ptr %149, align 8
  %150 = load ptr, ptr %4, align 8
  %151 = getelementptr inbounds %struct.imap, ptr %150, i32 0, i32 2
  %152 = load i64, ptr %151, align 8
  %153 = add i64 %152, 1
  store i64 %153, ptr %151, align 8
  br label %154

154:                                              ; preds = %128, %117
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imap_get(ptr noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.imap, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = icmp ne i64 %11, 0
  br i1 %12, label %14, label %13

13:                                               ; preds = %3
  store i32 0, ptr %4, align 4
  br label %47

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds %struct.imap, ptr %15, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load i64, ptr %6, align 8
  %19 = call i64 @hash64(i64 noundef %18)
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds %struct.imap, ptr %20, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = sub i64 %22, 1
  %24 = and i64 %19, %23
  %25 = getelementptr inbounds ptr, ptr %17, i64 %24
  %26 = load ptr, ptr %25, align 8
  store ptr %26, ptr %8, align 8
  br label %27

27:                                               ; preds = %42, %14
  %28 = load ptr, ptr %8, align 8
  %29 = icmp ne ptr %28, null
  br i1 %29, label %30, label %46

30:                                               ; preds = %27
  %31 = load ptr, ptr %8, align 8
  %32 = getelementptr inbounds %struct.entry, ptr %31, i32 0, i32 0
  %33 = load i64, ptr %32, align 8
  %34 = load i64, ptr %6, align 8
  %35 = icmp eq i64 %33, %34
  br i1 %35, label %36, label %41

36:                                               ; preds = %30
  %37 = load ptr, ptr %8, align 8
  %38 = getelementptr inbounds %struct.entry, ptr %37, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = load ptr, ptr %7, align 8
  store i64 %39, ptr %40, align 8
  store i32 1, ptr %4, align 4
  br label %47

41:                                               ; preds = %30
  br label %42

42:                                               ; preds = %41
  %43 = load ptr, ptr %8, align 8
  %44 = getelementptr inbounds %struct.entry, ptr %43, i32 0, i32 2
  %45 = load ptr, ptr %44, align 8
  store ptr %45, ptr %8, align 8
  br label %27, !llvm.loop !20

46:                                               ; preds = %27
  store i32 0, ptr %4, align 4
  br label %47

47:                                               ; preds = %46, %36, %13
  %48 = load i32, ptr %4, align 4
  ret i32 %48
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hash64(i64 noundef %0) #0 {
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
  ret i64 %13
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0,1) }
attributes #11 = { nounwind allocsize(0) }

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
