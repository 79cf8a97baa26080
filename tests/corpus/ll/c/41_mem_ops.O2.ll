; ModuleID = 'c/41_mem_ops.c'
source_filename = "c/41_mem_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.item = type { i32, [3 x double], [8 x i8] }
%struct.ring = type { [8 x i32], i32, i32 }

@.str = private unnamed_addr constant [18 x i8] c"memcmp equal: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"memcmp after change: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"%d %d %d %d | \00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@__const.main.s = private unnamed_addr constant [64 x i8] c"Hello, memory world!\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16
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
  %2 = alloca [32 x i32], align 16
  %3 = alloca [64 x i8], align 16
  %4 = alloca [4 x %struct.item], align 16
  %5 = alloca [4 x %struct.item], align 16
  %6 = alloca %struct.ring, align 4
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %1, align 16, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = getelementptr inbounds i8, ptr %1, i64 20
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = getelementptr inbounds i8, ptr %1, i64 28
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %10, align 16, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  %15 = getelementptr inbounds i8, ptr %1, i64 36
  %16 = getelementptr inbounds i8, ptr %1, i64 40
  %17 = getelementptr inbounds i8, ptr %1, i64 44
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %14, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i64 48
  %19 = getelementptr inbounds i8, ptr %1, i64 52
  %20 = getelementptr inbounds i8, ptr %1, i64 56
  %21 = getelementptr inbounds i8, ptr %1, i64 60
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %18, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 64
  %23 = getelementptr inbounds i8, ptr %1, i64 68
  %24 = getelementptr inbounds i8, ptr %1, i64 72
  %25 = getelementptr inbounds i8, ptr %1, i64 76
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %22, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = getelementptr inbounds i8, ptr %1, i64 84
  %28 = getelementptr inbounds i8, ptr %1, i64 88
  %29 = getelementptr inbounds i8, ptr %1, i64 92
  store <4 x i32> <i32 400, i32 441, i32 484, i32 529>, ptr %26, align 16, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %1, i64 96
  store <4 x i32> <i32 576, i32 625, i32 676, i32 729>, ptr %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 112
  store <4 x i32> <i32 784, i32 841, i32 900, i32 961>, ptr %31, align 16, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, ptr noundef nonnull align 16 dereferenceable(128) %1, i64 128, i1 false)
  %32 = call i32 @bcmp(ptr noundef nonnull dereferenceable(128) %1, ptr noundef nonnull dereferenceable(128) %2, i64 128)
  %33 = icmp eq i32 %32, 0
  %34 = zext i1 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %34)
  %36 = getelementptr inbounds i8, ptr %2, i64 68
  store i32 -1, ptr %36, align 4, !tbaa !5
  %37 = call i32 @memcmp(ptr noundef nonnull dereferenceable(128) %1, ptr noundef nonnull dereferenceable(128) %2, i64 noundef 128) #9
  %38 = icmp sgt i32 %37, 0
  %39 = zext i1 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %41 = getelementptr inbounds i8, ptr %2, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %41, i8 -1, i64 16, i1 false)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %44 = getelementptr inbounds i8, ptr %2, i64 40
  %45 = load i32, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %2, i64 44
  %47 = load i32, ptr %46, align 4, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef %45, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %2, i64 48
  %50 = load i32, ptr %49, align 16, !tbaa !5
  %51 = getelementptr inbounds i8, ptr %2, i64 52
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %2, i64 56
  %54 = load i32, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds i8, ptr %2, i64 60
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56)
  %58 = getelementptr inbounds i8, ptr %2, i64 64
  %59 = load i32, ptr %58, align 16, !tbaa !5
  %60 = getelementptr inbounds i8, ptr %2, i64 72
  %61 = load i32, ptr %60, align 8, !tbaa !5
  %62 = getelementptr inbounds i8, ptr %2, i64 76
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %59, i32 noundef -1, i32 noundef %61, i32 noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1)
  %66 = getelementptr inbounds i8, ptr %2, i64 96
  %67 = load i32, ptr %66, align 16, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %2, i64 100
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = getelementptr inbounds i8, ptr %2, i64 104
  %71 = load i32, ptr %70, align 8, !tbaa !5
  %72 = getelementptr inbounds i8, ptr %2, i64 108
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73)
  %75 = getelementptr inbounds i8, ptr %2, i64 112
  %76 = load i32, ptr %75, align 16, !tbaa !5
  %77 = getelementptr inbounds i8, ptr %2, i64 116
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = getelementptr inbounds i8, ptr %2, i64 120
  %80 = load i32, ptr %79, align 8, !tbaa !5
  %81 = getelementptr inbounds i8, ptr %2, i64 124
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %76, i32 noundef %78, i32 noundef %80, i32 noundef %82)
  %84 = tail call i32 @putchar(i32 10)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 16 dereferenceable(64) %1, i64 64, i1 false)
  %85 = load i32, ptr %1, align 16, !tbaa !5
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %85)
  %87 = load i32, ptr %7, align 4, !tbaa !5
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %87)
  %89 = load i32, ptr %8, align 8, !tbaa !5
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %89)
  %91 = load i32, ptr %9, align 4, !tbaa !5
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %91)
  %93 = load i32, ptr %10, align 16, !tbaa !5
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %93)
  %95 = load i32, ptr %11, align 4, !tbaa !5
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %95)
  %97 = load i32, ptr %12, align 8, !tbaa !5
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %97)
  %99 = load i32, ptr %13, align 4, !tbaa !5
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99)
  %101 = load i32, ptr %14, align 16, !tbaa !5
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %101)
  %103 = load i32, ptr %15, align 4, !tbaa !5
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %103)
  %105 = load i32, ptr %16, align 8, !tbaa !5
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %105)
  %107 = load i32, ptr %17, align 4, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107)
  %109 = load i32, ptr %18, align 16, !tbaa !5
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %109)
  %111 = load i32, ptr %19, align 4, !tbaa !5
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111)
  %113 = load i32, ptr %20, align 8, !tbaa !5
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %113)
  %115 = load i32, ptr %21, align 4, !tbaa !5
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %115)
  %117 = load i32, ptr %22, align 16, !tbaa !5
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %117)
  %119 = load i32, ptr %23, align 4, !tbaa !5
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %119)
  %121 = load i32, ptr %24, align 8, !tbaa !5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %123 = load i32, ptr %25, align 4, !tbaa !5
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  %125 = load i32, ptr %26, align 16, !tbaa !5
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %125)
  %127 = load i32, ptr %27, align 4, !tbaa !5
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127)
  %129 = load i32, ptr %28, align 8, !tbaa !5
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129)
  %131 = load i32, ptr %29, align 4, !tbaa !5
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %131)
  %133 = tail call i32 @putchar(i32 10)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false)
  %134 = load i32, ptr %1, align 16, !tbaa !5
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %134)
  %136 = load i32, ptr %7, align 4, !tbaa !5
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %136)
  %138 = load i32, ptr %8, align 8, !tbaa !5
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %138)
  %140 = load i32, ptr %9, align 4, !tbaa !5
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %140)
  %142 = load i32, ptr %10, align 16, !tbaa !5
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %142)
  %144 = load i32, ptr %11, align 4, !tbaa !5
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %144)
  %146 = load i32, ptr %12, align 8, !tbaa !5
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %146)
  %148 = load i32, ptr %13, align 4, !tbaa !5
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %148)
  %150 = load i32, ptr %14, align 16, !tbaa !5
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %150)
  %152 = load i32, ptr %15, align 4, !tbaa !5
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %152)
  %154 = load i32, ptr %16, align 8, !tbaa !5
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %154)
  %156 = load i32, ptr %17, align 4, !tbaa !5
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %156)
  %158 = load i32, ptr %18, align 16, !tbaa !5
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %158)
  %160 = load i32, ptr %19, align 4, !tbaa !5
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %160)
  %162 = load i32, ptr %20, align 8, !tbaa !5
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %162)
  %164 = load i32, ptr %21, align 4, !tbaa !5
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.s, i64 64, i1 false)
  %175 = getelementptr inbounds i8, ptr %3, i64 7
  %176 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  %177 = add i64 %176, 1
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %175, ptr nonnull align 16 %3, i64 %177, i1 false)
  %178 = call i32 @puts(ptr nonnull dereferenceable(1) %3)
  store i32 1162697050, ptr %3, align 16
  %179 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, i64 noundef %179)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  store i32 100, ptr %4, align 16, !tbaa !9
  %181 = getelementptr inbounds i8, ptr %4, i64 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %181, align 16, !tbaa !11
  %182 = getelementptr inbounds i8, ptr %4, i64 32
  %183 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %182, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 0) #8
  %184 = getelementptr inbounds i8, ptr %4, i64 40
  store i32 101, ptr %184, align 8, !tbaa !9
  %185 = getelementptr inbounds i8, ptr %4, i64 48
  store <2 x double> <double 1.500000e+00, double 2.500000e+00>, ptr %185, align 16, !tbaa !11
  %186 = getelementptr inbounds i8, ptr %4, i64 64
  store double 3.500000e+00, ptr %186, align 16, !tbaa !11
  %187 = getelementptr inbounds i8, ptr %4, i64 72
  %188 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %187, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 1) #8
  %189 = getelementptr inbounds i8, ptr %4, i64 80
  store i32 102, ptr %189, align 16, !tbaa !9
  %190 = getelementptr inbounds i8, ptr %4, i64 88
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, ptr %190, align 8, !tbaa !11
  %191 = getelementptr inbounds i8, ptr %4, i64 104
  store double 5.000000e+00, ptr %191, align 8, !tbaa !11
  %192 = getelementptr inbounds i8, ptr %4, i64 112
  %193 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %192, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 2) #8
  %194 = getelementptr inbounds i8, ptr %4, i64 120
  store i32 103, ptr %194, align 8, !tbaa !9
  %195 = getelementptr inbounds i8, ptr %4, i64 128
  store <2 x double> <double 4.500000e+00, double 5.500000e+00>, ptr %195, align 16, !tbaa !11
  %196 = getelementptr inbounds i8, ptr %4, i64 144
  store double 6.500000e+00, ptr %196, align 16, !tbaa !11
  %197 = getelementptr inbounds i8, ptr %4, i64 152
  %198 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %197, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %5, ptr noundef nonnull align 16 dereferenceable(160) %4, i64 128, i1 false)
  %199 = getelementptr inbounds i8, ptr %5, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %199, ptr noundef nonnull align 16 dereferenceable(40) %4, i64 40, i1 false)
  %200 = getelementptr inbounds i8, ptr %4, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %200, i64 40, i1 false)
  %201 = getelementptr inbounds i8, ptr %4, i64 1
  %202 = getelementptr inbounds i8, ptr %4, i64 2
  %203 = getelementptr inbounds i8, ptr %4, i64 3
  %204 = getelementptr inbounds i8, ptr %4, i64 4
  br label %205

205:                                              ; preds = %205, %0
  %206 = phi i64 [ 0, %0 ], [ %233, %205 ]
  %207 = phi i32 [ 0, %0 ], [ %232, %205 ]
  %208 = mul i32 %207, 131
  %209 = getelementptr inbounds i8, ptr %4, i64 %206
  %210 = load i8, ptr %209, align 1, !tbaa !13
  %211 = zext i8 %210 to i32
  %212 = add i32 %208, %211
  %213 = mul i32 %212, 131
  %214 = getelementptr inbounds i8, ptr %201, i64 %206
  %215 = load i8, ptr %214, align 1, !tbaa !13
  %216 = zext i8 %215 to i32
  %217 = add i32 %213, %216
  %218 = mul i32 %217, 131
  %219 = getelementptr inbounds i8, ptr %202, i64 %206
  %220 = load i8, ptr %219, align 1, !tbaa !13
  %221 = zext i8 %220 to i32
  %222 = add i32 %218, %221
  %223 = mul i32 %222, 131
  %224 = getelementptr inbounds i8, ptr %203, i64 %206
  %225 = load i8, ptr %224, align 1, !tbaa !13
  %226 = zext i8 %225 to i32
  %227 = add i32 %223, %226
  %228 = mul i32 %227, 131
  %229 = getelementptr inbounds i8, ptr %204, i64 %206
  %230 = load i8, ptr %229, align 1, !tbaa !13
  %231 = zext i8 %230 to i32
  %232 = add i32 %228, %231
  %233 = add nuw nsw i64 %206, 5
  %234 = icmp eq i64 %233, 160
  br i1 %234, label %235, label %205, !llvm.loop !14

235:                                              ; preds = %205
  %236 = getelementptr inbounds i8, ptr %5, i64 1
  %237 = getelementptr inbounds i8, ptr %5, i64 2
  %238 = getelementptr inbounds i8, ptr %5, i64 3
  %239 = getelementptr inbounds i8, ptr %5, i64 4
  br label %240

240:                                              ; preds = %240, %235
  %241 = phi i64 [ 0, %235 ], [ %268, %240 ]
  %242 = phi i32 [ 0, %235 ], [ %267, %240 ]
  %243 = mul i32 %242, 131
  %244 = getelementptr inbounds i8, ptr %5, i64 %241
  %245 = load i8, ptr %244, align 1, !tbaa !13
  %246 = zext i8 %245 to i32
  %247 = add i32 %243, %246
  %248 = mul i32 %247, 131
  %249 = getelementptr inbounds i8, ptr %236, i64 %241
  %250 = load i8, ptr %249, align 1, !tbaa !13
  %251 = zext i8 %250 to i32
  %252 = add i32 %248, %251
  %253 = mul i32 %252, 131
  %254 = getelementptr inbounds i8, ptr %237, i64 %241
  %255 = load i8, ptr %254, align 1, !tbaa !13
  %256 = zext i8 %255 to i32
  %257 = add i32 %253, %256
  %258 = mul i32 %257, 131
  %259 = getelementptr inbounds i8, ptr %238, i64 %241
  %260 = load i8, ptr %259, align 1, !tbaa !13
  %261 = zext i8 %260 to i32
  %262 = add i32 %258, %261
  %263 = mul i32 %262, 131
  %264 = getelementptr inbounds i8, ptr %239, i64 %241
  %265 = load i8, ptr %264, align 1, !tbaa !13
  %266 = zext i8 %265 to i32
  %267 = add i32 %263, %266
  %268 = add nuw nsw i64 %241, 5
  %269 = icmp eq i64 %268, 160
  br i1 %269, label %272, label %240, !llvm.loop !14

270:                                              ; preds = %362
  %271 = zext nneg i32 %365 to i64
  br label %370

272:                                              ; preds = %240
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %232, i32 noundef %267)
  %274 = load i32, ptr %5, align 16, !tbaa !9
  %275 = getelementptr inbounds i8, ptr %5, i64 8
  %276 = load double, ptr %275, align 8, !tbaa !11
  %277 = getelementptr inbounds i8, ptr %5, i64 16
  %278 = load double, ptr %277, align 16, !tbaa !11
  %279 = getelementptr inbounds i8, ptr %5, i64 24
  %280 = load double, ptr %279, align 8, !tbaa !11
  %281 = getelementptr inbounds i8, ptr %5, i64 32
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %274, double noundef %276, double noundef %278, double noundef %280, ptr noundef nonnull %281)
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.760000e+02)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #8
  %284 = getelementptr inbounds i8, ptr %6, i64 12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %284, i8 0, i64 24, i1 false)
  %285 = getelementptr inbounds i8, ptr %6, i64 36
  %286 = getelementptr inbounds i8, ptr %6, i64 4
  %287 = getelementptr inbounds i8, ptr %6, i64 28
  store i32 10, ptr %6, align 4, !tbaa !5
  %288 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 20, ptr %288, align 4, !tbaa !5
  store i32 3, ptr %285, align 4, !tbaa !16
  %289 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 30, ptr %289, align 4, !tbaa !5
  store i32 4, ptr %285, align 4, !tbaa !16
  %290 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 40, ptr %290, align 4, !tbaa !5
  store i32 5, ptr %285, align 4, !tbaa !16
  %291 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 50, ptr %291, align 4, !tbaa !5
  %292 = load i32, ptr %285, align 4, !tbaa !16
  %293 = icmp eq i32 %292, 8
  br i1 %293, label %298, label %294

294:                                              ; preds = %272
  %295 = add nsw i32 %292, 1
  store i32 %295, ptr %285, align 4, !tbaa !16
  %296 = sext i32 %292 to i64
  %297 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %296
  br label %299

298:                                              ; preds = %272
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %299

299:                                              ; preds = %298, %294
  %300 = phi ptr [ %297, %294 ], [ %287, %298 ]
  store i32 60, ptr %300, align 4, !tbaa !5
  %301 = load i32, ptr %285, align 4, !tbaa !16
  %302 = icmp eq i32 %301, 8
  br i1 %302, label %307, label %303

303:                                              ; preds = %299
  %304 = add nsw i32 %301, 1
  store i32 %304, ptr %285, align 4, !tbaa !16
  %305 = sext i32 %301 to i64
  %306 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %305
  br label %308

307:                                              ; preds = %299
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %308

308:                                              ; preds = %307, %303
  %309 = phi ptr [ %306, %303 ], [ %287, %307 ]
  store i32 70, ptr %309, align 4, !tbaa !5
  %310 = load i32, ptr %285, align 4, !tbaa !16
  %311 = icmp eq i32 %310, 8
  br i1 %311, label %316, label %312

312:                                              ; preds = %308
  %313 = add nsw i32 %310, 1
  store i32 %313, ptr %285, align 4, !tbaa !16
  %314 = sext i32 %310 to i64
  %315 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %314
  br label %317

316:                                              ; preds = %308
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %317

317:                                              ; preds = %316, %312
  %318 = phi ptr [ %315, %312 ], [ %287, %316 ]
  store i32 80, ptr %318, align 4, !tbaa !5
  %319 = load i32, ptr %285, align 4, !tbaa !16
  %320 = icmp eq i32 %319, 8
  br i1 %320, label %325, label %321

321:                                              ; preds = %317
  %322 = add nsw i32 %319, 1
  store i32 %322, ptr %285, align 4, !tbaa !16
  %323 = sext i32 %319 to i64
  %324 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %323
  br label %326

325:                                              ; preds = %317
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %326

326:                                              ; preds = %325, %321
  %327 = phi ptr [ %324, %321 ], [ %287, %325 ]
  store i32 90, ptr %327, align 4, !tbaa !5
  %328 = load i32, ptr %285, align 4, !tbaa !16
  %329 = icmp eq i32 %328, 8
  br i1 %329, label %334, label %330

330:                                              ; preds = %326
  %331 = add nsw i32 %328, 1
  store i32 %331, ptr %285, align 4, !tbaa !16
  %332 = sext i32 %328 to i64
  %333 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %332
  br label %335

334:                                              ; preds = %326
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %335

335:                                              ; preds = %334, %330
  %336 = phi ptr [ %333, %330 ], [ %287, %334 ]
  store i32 100, ptr %336, align 4, !tbaa !5
  %337 = load i32, ptr %285, align 4, !tbaa !16
  %338 = icmp eq i32 %337, 8
  br i1 %338, label %343, label %339

339:                                              ; preds = %335
  %340 = add nsw i32 %337, 1
  store i32 %340, ptr %285, align 4, !tbaa !16
  %341 = sext i32 %337 to i64
  %342 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %341
  br label %344

343:                                              ; preds = %335
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %344

344:                                              ; preds = %343, %339
  %345 = phi ptr [ %342, %339 ], [ %287, %343 ]
  store i32 110, ptr %345, align 4, !tbaa !5
  %346 = load i32, ptr %285, align 4, !tbaa !16
  %347 = icmp eq i32 %346, 8
  br i1 %347, label %352, label %348

348:                                              ; preds = %344
  %349 = add nsw i32 %346, 1
  store i32 %349, ptr %285, align 4, !tbaa !16
  %350 = sext i32 %346 to i64
  %351 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %350
  br label %353

352:                                              ; preds = %344
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %353

353:                                              ; preds = %352, %348
  %354 = phi ptr [ %351, %348 ], [ %287, %352 ]
  store i32 120, ptr %354, align 4, !tbaa !5
  %355 = load i32, ptr %285, align 4, !tbaa !16
  %356 = icmp eq i32 %355, 8
  br i1 %356, label %361, label %357

357:                                              ; preds = %353
  %358 = add nsw i32 %355, 1
  store i32 %358, ptr %285, align 4, !tbaa !16
  %359 = sext i32 %355 to i64
  %360 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %359
  br label %362

361:                                              ; preds = %353
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %286, i64 28, i1 false)
  br label %362

362:                                              ; preds = %361, %357
  %363 = phi ptr [ %360, %357 ], [ %287, %361 ]
  store i32 130, ptr %363, align 4, !tbaa !5
  %364 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %365 = load i32, ptr %285, align 4, !tbaa !16
  %366 = icmp sgt i32 %365, 0
  br i1 %366, label %270, label %367

367:                                              ; preds = %370, %362
  %368 = call i32 @putchar(i32 10)
  %369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 6), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 15), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 20))
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  ret i32 0

370:                                              ; preds = %270, %370
  %371 = phi i64 [ 0, %270 ], [ %375, %370 ]
  %372 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %371
  %373 = load i32, ptr %372, align 4, !tbaa !5
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %373)
  %375 = add nuw nsw i64 %371, 1
  %376 = icmp eq i64 %375, %271
  br i1 %376, label %367, label %370, !llvm.loop !18
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"", !6, i64 0, !7, i64 8, !7, i64 32}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !6, i64 36}
!17 = !{!"", !7, i64 0, !6, i64 32, !6, i64 36}
!18 = distinct !{!18, !15}
