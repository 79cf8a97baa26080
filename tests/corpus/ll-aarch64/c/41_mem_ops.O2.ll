; ModuleID = 'c/41_mem_ops.c'
source_filename = "c/41_mem_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.item = type { i32, [3 x double], [8 x i8] }
%struct.ring = type { [8 x i32], i32, i32 }

@.str = private unnamed_addr constant [18 x i8] c"memcmp equal: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"memcmp after change: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %d %d %d | \00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.s = private unnamed_addr constant [64 x i8] c"Hello, memory world!\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"%s (len %zu)\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"it%d\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"checksum items=%08x copy=%08x\0A\00", align 1
@.str.10 = private unnamed_addr constant [42 x i8] c"copy[0]: id=%d v=(%.1f,%.1f,%.1f) tag=%s\0A\00", align 1
@.str.11 = private unnamed_addr constant [25 x i8] c"double shuffle sum=%.4f\0A\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"ring:\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.14 = private unnamed_addr constant [29 x i8] c"numeric corpus for compilers\00", align 1
@.str.15 = private unnamed_addr constant [47 x i8] c"memchr -> \22%s\22 strchr -> \22%s\22 strrchr -> \22%s\22\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i32], align 16
  %2 = alloca [32 x i32], align 4
  %3 = alloca [64 x i8], align 4
  %4 = alloca [4 x %struct.item], align 8
  %5 = alloca [4 x %struct.item], align 8
  %6 = alloca %struct.ring, align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = getelementptr inbounds i8, ptr %1, i64 20
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = getelementptr inbounds i8, ptr %1, i64 28
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %10, align 16, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = getelementptr inbounds i8, ptr %1, i64 36
  %16 = getelementptr inbounds i8, ptr %1, i64 40
  %17 = getelementptr inbounds i8, ptr %1, i64 44
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %14, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 48
  %19 = getelementptr inbounds i8, ptr %1, i64 52
  %20 = getelementptr inbounds i8, ptr %1, i64 56
  %21 = getelementptr inbounds i8, ptr %1, i64 60
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %18, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %1, i64 64
  %23 = getelementptr inbounds i8, ptr %1, i64 68
  %24 = getelementptr inbounds i8, ptr %1, i64 72
  %25 = getelementptr inbounds i8, ptr %1, i64 76
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %22, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = getelementptr inbounds i8, ptr %1, i64 84
  %28 = getelementptr inbounds i8, ptr %1, i64 88
  %29 = getelementptr inbounds i8, ptr %1, i64 92
  store <4 x i32> <i32 400, i32 441, i32 484, i32 529>, ptr %26, align 16, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 96
  store <4 x i32> <i32 576, i32 625, i32 676, i32 729>, ptr %30, align 16, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 784, i32 841, i32 900, i32 961>, ptr %31, align 16, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(128) %2, ptr noundef nonnull align 16 dereferenceable(128) %1, i64 128, i1 false)
  %32 = call i32 @bcmp(ptr noundef nonnull dereferenceable(128) %1, ptr noundef nonnull dereferenceable(128) %2, i64 128)
  %33 = icmp eq i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %2, i64 68
  store i32 -1, ptr %36, align 4, !tbaa !6
  %37 = call i32 @memcmp(ptr noundef nonnull dereferenceable(128) %1, ptr noundef nonnull dereferenceable(128) %2, i64 noundef 128) #9
  %38 = icmp sgt i32 %37, 0
  %39 = zext i1 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %41 = getelementptr inbounds i8, ptr %2, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %41, i8 -1, i64 16, i1 false)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %44 = getelementptr inbounds i8, ptr %2, i64 40
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %2, i64 44
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef %45, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %2, i64 48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %2, i64 52
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = getelementptr inbounds i8, ptr %2, i64 56
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds i8, ptr %2, i64 60
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56)
  %58 = getelementptr inbounds i8, ptr %2, i64 64
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds i8, ptr %2, i64 72
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = getelementptr inbounds i8, ptr %2, i64 76
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %59, i32 noundef -1, i32 noundef %61, i32 noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1)
  %66 = getelementptr inbounds i8, ptr %2, i64 96
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = getelementptr inbounds i8, ptr %2, i64 100
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds i8, ptr %2, i64 104
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = getelementptr inbounds i8, ptr %2, i64 108
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73)
  %75 = getelementptr inbounds i8, ptr %2, i64 112
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %2, i64 116
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = getelementptr inbounds i8, ptr %2, i64 120
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = getelementptr inbounds i8, ptr %2, i64 124
  %82 = load i32, ptr %81, align 4, !tbaa !6
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %76, i32 noundef %78, i32 noundef %80, i32 noundef %82)
  %84 = tail call i32 @putchar(i32 10)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 16 dereferenceable(64) %1, i64 64, i1 false)
  %85 = load i32, ptr %1, align 16, !tbaa !6
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %85)
  %87 = load i32, ptr %7, align 4, !tbaa !6
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %87)
  %89 = load i32, ptr %8, align 8, !tbaa !6
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %89)
  %91 = load i32, ptr %9, align 4, !tbaa !6
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %91)
  %93 = load i32, ptr %10, align 16, !tbaa !6
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %93)
  %95 = load i32, ptr %11, align 4, !tbaa !6
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %95)
  %97 = load i32, ptr %12, align 8, !tbaa !6
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %97)
  %99 = load i32, ptr %13, align 4, !tbaa !6
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99)
  %101 = load i32, ptr %14, align 16, !tbaa !6
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %101)
  %103 = load i32, ptr %15, align 4, !tbaa !6
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %103)
  %105 = load i32, ptr %16, align 8, !tbaa !6
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %105)
  %107 = load i32, ptr %17, align 4, !tbaa !6
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107)
  %109 = load i32, ptr %18, align 16, !tbaa !6
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %109)
  %111 = load i32, ptr %19, align 4, !tbaa !6
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111)
  %113 = load i32, ptr %20, align 8, !tbaa !6
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %113)
  %115 = load i32, ptr %21, align 4, !tbaa !6
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %115)
  %117 = load i32, ptr %22, align 16, !tbaa !6
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %117)
  %119 = load i32, ptr %23, align 4, !tbaa !6
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %119)
  %121 = load i32, ptr %24, align 8, !tbaa !6
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %123 = load i32, ptr %25, align 4, !tbaa !6
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  %125 = load i32, ptr %26, align 16, !tbaa !6
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %125)
  %127 = load i32, ptr %27, align 4, !tbaa !6
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127)
  %129 = load i32, ptr %28, align 8, !tbaa !6
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129)
  %131 = load i32, ptr %29, align 4, !tbaa !6
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %131)
  %133 = tail call i32 @putchar(i32 10)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false)
  %134 = load i32, ptr %1, align 16, !tbaa !6
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %134)
  %136 = load i32, ptr %7, align 4, !tbaa !6
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %136)
  %138 = load i32, ptr %8, align 8, !tbaa !6
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %138)
  %140 = load i32, ptr %9, align 4, !tbaa !6
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %140)
  %142 = load i32, ptr %10, align 16, !tbaa !6
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %142)
  %144 = load i32, ptr %11, align 4, !tbaa !6
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %144)
  %146 = load i32, ptr %12, align 8, !tbaa !6
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %146)
  %148 = load i32, ptr %13, align 4, !tbaa !6
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %148)
  %150 = load i32, ptr %14, align 16, !tbaa !6
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %150)
  %152 = load i32, ptr %15, align 4, !tbaa !6
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %152)
  %154 = load i32, ptr %16, align 8, !tbaa !6
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %154)
  %156 = load i32, ptr %17, align 4, !tbaa !6
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %156)
  %158 = load i32, ptr %18, align 16, !tbaa !6
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %158)
  %160 = load i32, ptr %19, align 4, !tbaa !6
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %160)
  %162 = load i32, ptr %20, align 8, !tbaa !6
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %162)
  %164 = load i32, ptr %21, align 4, !tbaa !6
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %164)
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %117)
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %119)
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  %170 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %125)
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %131)
  %174 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %3, ptr noundef nonnull align 1 dereferenceable(64) @__const.main.s, i64 64, i1 false)
  %175 = getelementptr inbounds i8, ptr %3, i64 7
  %176 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  %177 = add i64 %176, 1
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %175, ptr nonnull align 4 %3, i64 %177, i1 false)
  %178 = call i32 @puts(ptr nonnull dereferenceable(1) %3)
  store i32 1162697050, ptr %3, align 4
  %179 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, i64 noundef %179)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  store i32 100, ptr %4, align 8, !tbaa !10
  %181 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %181, align 8, !tbaa !12
  %182 = getelementptr inbounds i8, ptr %4, i64 32
  %183 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %182, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 0) #8
  %184 = getelementptr inbounds i8, ptr %4, i64 40
  store i32 101, ptr %184, align 8, !tbaa !10
  %185 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 1.500000e+00, double 2.500000e+00>, ptr %185, align 8, !tbaa !12
  %186 = getelementptr inbounds i8, ptr %4, i64 64
  store double 3.500000e+00, ptr %186, align 8, !tbaa !12
  %187 = getelementptr inbounds i8, ptr %4, i64 72
  %188 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %187, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 1) #8
  %189 = getelementptr inbounds i8, ptr %4, i64 80
  store i32 102, ptr %189, align 8, !tbaa !10
  %190 = getelementptr inbounds i8, ptr %4, i64 88
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %190, align 8, !tbaa !12
  %191 = getelementptr inbounds i8, ptr %4, i64 104
  store double 5.000000e+00, ptr %191, align 8, !tbaa !12
  %192 = getelementptr inbounds i8, ptr %4, i64 112
  %193 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %192, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 2) #8
  %194 = getelementptr inbounds i8, ptr %4, i64 120
  store i32 103, ptr %194, align 8, !tbaa !10
  %195 = getelementptr inbounds i8, ptr %4, i64 128
  store <2 x double> <double 4.500000e+00, double 5.500000e+00>, ptr %195, align 8, !tbaa !12
  %196 = getelementptr inbounds i8, ptr %4, i64 144
  store double 6.500000e+00, ptr %196, align 8, !tbaa !12
  %197 = getelementptr inbounds i8, ptr %4, i64 152
  %198 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %197, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(160) %5, ptr noundef nonnull align 8 dereferenceable(160) %4, i64 120, i1 false)
  %199 = getelementptr inbounds i8, ptr %5, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %199, ptr noundef nonnull align 8 dereferenceable(40) %4, i64 40, i1 false)
  %200 = getelementptr inbounds i8, ptr %4, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %200, i64 40, i1 false)
  br label %201

201:                                              ; preds = %201, %0
  %202 = phi i64 [ 0, %0 ], [ %209, %201 ]
  %203 = phi i32 [ 0, %0 ], [ %208, %201 ]
  %204 = mul i32 %203, 131
  %205 = getelementptr inbounds i8, ptr %4, i64 %202
  %206 = load i8, ptr %205, align 1, !tbaa !14
  %207 = zext i8 %206 to i32
  %208 = add i32 %204, %207
  %209 = add nuw nsw i64 %202, 1
  %210 = icmp eq i64 %209, 160
  br i1 %210, label %211, label %201, !llvm.loop !15

211:                                              ; preds = %201, %211
  %212 = phi i64 [ %219, %211 ], [ 0, %201 ]
  %213 = phi i32 [ %218, %211 ], [ 0, %201 ]
  %214 = mul i32 %213, 131
  %215 = getelementptr inbounds i8, ptr %5, i64 %212
  %216 = load i8, ptr %215, align 1, !tbaa !14
  %217 = zext i8 %216 to i32
  %218 = add i32 %214, %217
  %219 = add nuw nsw i64 %212, 1
  %220 = icmp eq i64 %219, 160
  br i1 %220, label %223, label %211, !llvm.loop !15

221:                                              ; preds = %311
  %222 = zext nneg i32 %314 to i64
  br label %319

223:                                              ; preds = %211
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %208, i32 noundef %218)
  %225 = load i32, ptr %5, align 8, !tbaa !10
  %226 = getelementptr inbounds i8, ptr %5, i64 8
  %227 = load double, ptr %226, align 8, !tbaa !12
  %228 = getelementptr inbounds i8, ptr %5, i64 16
  %229 = load double, ptr %228, align 8, !tbaa !12
  %230 = getelementptr inbounds i8, ptr %5, i64 24
  %231 = load double, ptr %230, align 8, !tbaa !12
  %232 = getelementptr inbounds i8, ptr %5, i64 32
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %225, double noundef %227, double noundef %229, double noundef %231, ptr noundef nonnull %232)
  %234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.760000e+02)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #8
  %235 = getelementptr inbounds i8, ptr %6, i64 12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %235, i8 0, i64 24, i1 false)
  %236 = getelementptr inbounds i8, ptr %6, i64 36
  %237 = getelementptr inbounds i8, ptr %6, i64 4
  %238 = getelementptr inbounds i8, ptr %6, i64 28
  store <2 x i32> <i32 10, i32 20>, ptr %6, align 8, !tbaa !6
  %239 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 4, ptr %236, align 4, !tbaa !17
  store <2 x i32> <i32 30, i32 40>, ptr %239, align 8, !tbaa !6
  store i32 5, ptr %236, align 4, !tbaa !17
  %240 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 50, ptr %240, align 4, !tbaa !6
  %241 = load i32, ptr %236, align 4, !tbaa !17
  %242 = icmp eq i32 %241, 8
  br i1 %242, label %247, label %243

243:                                              ; preds = %223
  %244 = add nsw i32 %241, 1
  store i32 %244, ptr %236, align 4, !tbaa !17
  %245 = sext i32 %241 to i64
  %246 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %245
  br label %248

247:                                              ; preds = %223
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %248

248:                                              ; preds = %247, %243
  %249 = phi ptr [ %246, %243 ], [ %238, %247 ]
  store i32 60, ptr %249, align 4, !tbaa !6
  %250 = load i32, ptr %236, align 4, !tbaa !17
  %251 = icmp eq i32 %250, 8
  br i1 %251, label %256, label %252

252:                                              ; preds = %248
  %253 = add nsw i32 %250, 1
  store i32 %253, ptr %236, align 4, !tbaa !17
  %254 = sext i32 %250 to i64
  %255 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %254
  br label %257

256:                                              ; preds = %248
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %257

257:                                              ; preds = %256, %252
  %258 = phi ptr [ %255, %252 ], [ %238, %256 ]
  store i32 70, ptr %258, align 4, !tbaa !6
  %259 = load i32, ptr %236, align 4, !tbaa !17
  %260 = icmp eq i32 %259, 8
  br i1 %260, label %265, label %261

261:                                              ; preds = %257
  %262 = add nsw i32 %259, 1
  store i32 %262, ptr %236, align 4, !tbaa !17
  %263 = sext i32 %259 to i64
  %264 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %263
  br label %266

265:                                              ; preds = %257
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %266

266:                                              ; preds = %265, %261
  %267 = phi ptr [ %264, %261 ], [ %238, %265 ]
  store i32 80, ptr %267, align 4, !tbaa !6
  %268 = load i32, ptr %236, align 4, !tbaa !17
  %269 = icmp eq i32 %268, 8
  br i1 %269, label %274, label %270

270:                                              ; preds = %266
  %271 = add nsw i32 %268, 1
  store i32 %271, ptr %236, align 4, !tbaa !17
  %272 = sext i32 %268 to i64
  %273 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %272
  br label %275

274:                                              ; preds = %266
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %275

275:                                              ; preds = %274, %270
  %276 = phi ptr [ %273, %270 ], [ %238, %274 ]
  store i32 90, ptr %276, align 4, !tbaa !6
  %277 = load i32, ptr %236, align 4, !tbaa !17
  %278 = icmp eq i32 %277, 8
  br i1 %278, label %283, label %279

279:                                              ; preds = %275
  %280 = add nsw i32 %277, 1
  store i32 %280, ptr %236, align 4, !tbaa !17
  %281 = sext i32 %277 to i64
  %282 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %281
  br label %284

283:                                              ; preds = %275
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %284

284:                                              ; preds = %283, %279
  %285 = phi ptr [ %282, %279 ], [ %238, %283 ]
  store i32 100, ptr %285, align 4, !tbaa !6
  %286 = load i32, ptr %236, align 4, !tbaa !17
  %287 = icmp eq i32 %286, 8
  br i1 %287, label %292, label %288

288:                                              ; preds = %284
  %289 = add nsw i32 %286, 1
  store i32 %289, ptr %236, align 4, !tbaa !17
  %290 = sext i32 %286 to i64
  %291 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %290
  br label %293

292:                                              ; preds = %284
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %293

293:                                              ; preds = %292, %288
  %294 = phi ptr [ %291, %288 ], [ %238, %292 ]
  store i32 110, ptr %294, align 4, !tbaa !6
  %295 = load i32, ptr %236, align 4, !tbaa !17
  %296 = icmp eq i32 %295, 8
  br i1 %296, label %301, label %297

297:                                              ; preds = %293
  %298 = add nsw i32 %295, 1
  store i32 %298, ptr %236, align 4, !tbaa !17
  %299 = sext i32 %295 to i64
  %300 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %299
  br label %302

301:                                              ; preds = %293
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %302

302:                                              ; preds = %301, %297
  %303 = phi ptr [ %300, %297 ], [ %238, %301 ]
  store i32 120, ptr %303, align 4, !tbaa !6
  %304 = load i32, ptr %236, align 4, !tbaa !17
  %305 = icmp eq i32 %304, 8
  br i1 %305, label %310, label %306

306:                                              ; preds = %302
  %307 = add nsw i32 %304, 1
  store i32 %307, ptr %236, align 4, !tbaa !17
  %308 = sext i32 %304 to i64
  %309 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %308
  br label %311

310:                                              ; preds = %302
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %237, i64 28, i1 false)
  br label %311

311:                                              ; preds = %310, %306
  %312 = phi ptr [ %309, %306 ], [ %238, %310 ]
  store i32 130, ptr %312, align 4, !tbaa !6
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %314 = load i32, ptr %236, align 4, !tbaa !17
  %315 = icmp sgt i32 %314, 0
  br i1 %315, label %221, label %316

316:                                              ; preds = %319, %311
  %317 = call i32 @putchar(i32 10)
  %318 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 6), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 15), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 20))
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  ret i32 0

319:                                              ; preds = %221, %319
  %320 = phi i64 [ 0, %221 ], [ %324, %319 ]
  %321 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %320
  %322 = load i32, ptr %321, align 4, !tbaa !6
  %323 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %322)
  %324 = add nuw nsw i64 %320, 1
  %325 = icmp eq i64 %324, %222
  br i1 %325, label %316, label %319, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!10 = !{!11, !7, i64 0}
!11 = !{!"", !7, i64 0, !8, i64 8, !8, i64 32}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !7, i64 36}
!18 = !{!"", !8, i64 0, !7, i64 32, !7, i64 36}
!19 = distinct !{!19, !16}
