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
  store i32 0, ptr %1, align 16, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %1, i64 4
  store i32 1, ptr %7, align 4, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 4, ptr %8, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  store i32 9, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  store i32 16, ptr %10, align 16, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %1, i64 20
  store i32 25, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  store i32 36, ptr %12, align 8, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 28
  store i32 49, ptr %13, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %1, i64 32
  store i32 64, ptr %14, align 16, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %1, i64 36
  store i32 81, ptr %15, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %1, i64 40
  store i32 100, ptr %16, align 8, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 121, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i64 48
  store i32 144, ptr %18, align 16, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %1, i64 52
  store i32 169, ptr %19, align 4, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %1, i64 56
  store i32 196, ptr %20, align 8, !tbaa !5
  %21 = getelementptr inbounds i8, ptr %1, i64 60
  store i32 225, ptr %21, align 4, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %1, i64 64
  store i32 256, ptr %22, align 16, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 68
  store i32 289, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 72
  store i32 324, ptr %24, align 8, !tbaa !5
  %25 = getelementptr inbounds i8, ptr %1, i64 76
  store i32 361, ptr %25, align 4, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  store i32 400, ptr %26, align 16, !tbaa !5
  %27 = getelementptr inbounds i8, ptr %1, i64 84
  store i32 441, ptr %27, align 4, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %1, i64 88
  store i32 484, ptr %28, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %1, i64 92
  store i32 529, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %1, i64 96
  store i32 576, ptr %30, align 16, !tbaa !5
  %31 = getelementptr inbounds i8, ptr %1, i64 100
  store i32 625, ptr %31, align 4, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %1, i64 104
  store i32 676, ptr %32, align 8, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %1, i64 108
  store i32 729, ptr %33, align 4, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %1, i64 112
  store i32 784, ptr %34, align 16, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %1, i64 116
  store i32 841, ptr %35, align 4, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 120
  store i32 900, ptr %36, align 8, !tbaa !5
  %37 = getelementptr inbounds i8, ptr %1, i64 124
  store i32 961, ptr %37, align 4, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, ptr noundef nonnull align 16 dereferenceable(128) %1, i64 128, i1 false)
  %38 = call i32 @bcmp(ptr noundef nonnull dereferenceable(128) %1, ptr noundef nonnull dereferenceable(128) %2, i64 128)
  %39 = icmp eq i32 %38, 0
  %40 = zext i1 %39 to i32
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %40)
  %42 = getelementptr inbounds i8, ptr %2, i64 68
  store i32 -1, ptr %42, align 4, !tbaa !5
  %43 = call i32 @memcmp(ptr noundef nonnull dereferenceable(128) %1, ptr noundef nonnull dereferenceable(128) %2, i64 noundef 128) #9
  %44 = icmp sgt i32 %43, 0
  %45 = zext i1 %44 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %45)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %47 = getelementptr inbounds i8, ptr %2, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %47, i8 -1, i64 16, i1 false)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %50 = getelementptr inbounds i8, ptr %2, i64 40
  %51 = load i32, ptr %50, align 8, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %2, i64 44
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef %51, i32 noundef %53)
  %55 = getelementptr inbounds i8, ptr %2, i64 48
  %56 = load i32, ptr %55, align 16, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %2, i64 52
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds i8, ptr %2, i64 56
  %60 = load i32, ptr %59, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %2, i64 60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62)
  %64 = getelementptr inbounds i8, ptr %2, i64 64
  %65 = load i32, ptr %64, align 16, !tbaa !5
  %66 = getelementptr inbounds i8, ptr %2, i64 72
  %67 = load i32, ptr %66, align 8, !tbaa !5
  %68 = getelementptr inbounds i8, ptr %2, i64 76
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %65, i32 noundef -1, i32 noundef %67, i32 noundef %69)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1)
  %72 = getelementptr inbounds i8, ptr %2, i64 96
  %73 = load i32, ptr %72, align 16, !tbaa !5
  %74 = getelementptr inbounds i8, ptr %2, i64 100
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = getelementptr inbounds i8, ptr %2, i64 104
  %77 = load i32, ptr %76, align 8, !tbaa !5
  %78 = getelementptr inbounds i8, ptr %2, i64 108
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %73, i32 noundef %75, i32 noundef %77, i32 noundef %79)
  %81 = getelementptr inbounds i8, ptr %2, i64 112
  %82 = load i32, ptr %81, align 16, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %2, i64 116
  %84 = load i32, ptr %83, align 4, !tbaa !5
  %85 = getelementptr inbounds i8, ptr %2, i64 120
  %86 = load i32, ptr %85, align 8, !tbaa !5
  %87 = getelementptr inbounds i8, ptr %2, i64 124
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82, i32 noundef %84, i32 noundef %86, i32 noundef %88)
  %90 = tail call i32 @putchar(i32 10)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %10, ptr noundef nonnull align 16 dereferenceable(64) %1, i64 64, i1 false)
  %91 = load i32, ptr %1, align 16, !tbaa !5
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %91)
  %93 = load i32, ptr %7, align 4, !tbaa !5
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %93)
  %95 = load i32, ptr %8, align 8, !tbaa !5
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %95)
  %97 = load i32, ptr %9, align 4, !tbaa !5
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %97)
  %99 = load i32, ptr %10, align 16, !tbaa !5
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %99)
  %101 = load i32, ptr %11, align 4, !tbaa !5
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %101)
  %103 = load i32, ptr %12, align 8, !tbaa !5
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %103)
  %105 = load i32, ptr %13, align 4, !tbaa !5
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %105)
  %107 = load i32, ptr %14, align 16, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %107)
  %109 = load i32, ptr %15, align 4, !tbaa !5
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %109)
  %111 = load i32, ptr %16, align 8, !tbaa !5
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111)
  %113 = load i32, ptr %17, align 4, !tbaa !5
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %113)
  %115 = load i32, ptr %18, align 16, !tbaa !5
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %115)
  %117 = load i32, ptr %19, align 4, !tbaa !5
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %117)
  %119 = load i32, ptr %20, align 8, !tbaa !5
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %119)
  %121 = load i32, ptr %21, align 4, !tbaa !5
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %123 = load i32, ptr %22, align 16, !tbaa !5
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  %125 = load i32, ptr %23, align 4, !tbaa !5
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %125)
  %127 = load i32, ptr %24, align 8, !tbaa !5
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127)
  %129 = load i32, ptr %25, align 4, !tbaa !5
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129)
  %131 = load i32, ptr %26, align 16, !tbaa !5
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %131)
  %133 = load i32, ptr %27, align 4, !tbaa !5
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133)
  %135 = load i32, ptr %28, align 8, !tbaa !5
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %135)
  %137 = load i32, ptr %29, align 4, !tbaa !5
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %137)
  %139 = tail call i32 @putchar(i32 10)
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, ptr noundef nonnull align 16 dereferenceable(64) %14, i64 64, i1 false)
  %140 = load i32, ptr %1, align 16, !tbaa !5
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %140)
  %142 = load i32, ptr %7, align 4, !tbaa !5
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %142)
  %144 = load i32, ptr %8, align 8, !tbaa !5
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %144)
  %146 = load i32, ptr %9, align 4, !tbaa !5
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %146)
  %148 = load i32, ptr %10, align 16, !tbaa !5
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %148)
  %150 = load i32, ptr %11, align 4, !tbaa !5
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %150)
  %152 = load i32, ptr %12, align 8, !tbaa !5
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %152)
  %154 = load i32, ptr %13, align 4, !tbaa !5
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %154)
  %156 = load i32, ptr %14, align 16, !tbaa !5
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %156)
  %158 = load i32, ptr %15, align 4, !tbaa !5
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %158)
  %160 = load i32, ptr %16, align 8, !tbaa !5
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %160)
  %162 = load i32, ptr %17, align 4, !tbaa !5
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %162)
  %164 = load i32, ptr %18, align 16, !tbaa !5
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %164)
  %166 = load i32, ptr %19, align 4, !tbaa !5
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %166)
  %168 = load i32, ptr %20, align 8, !tbaa !5
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %168)
  %170 = load i32, ptr %21, align 4, !tbaa !5
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %170)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %125)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %131)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %135)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %137)
  %180 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.s, i64 64, i1 false)
  %181 = getelementptr inbounds i8, ptr %3, i64 7
  %182 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  %183 = add i64 %182, 1
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %181, ptr nonnull align 16 %3, i64 %183, i1 false)
  %184 = call i32 @puts(ptr nonnull dereferenceable(1) %3)
  store i32 1162697050, ptr %3, align 16
  %185 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #9
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %3, i64 noundef %185)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %4, i8 0, i64 160, i1 false)
  store i32 100, ptr %4, align 16, !tbaa !9
  %187 = getelementptr inbounds i8, ptr %4, i64 16
  store double 1.000000e+00, ptr %187, align 16, !tbaa !11
  %188 = getelementptr inbounds i8, ptr %4, i64 24
  store double 2.000000e+00, ptr %188, align 8, !tbaa !11
  %189 = getelementptr inbounds i8, ptr %4, i64 32
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %189, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 0) #8
  %191 = getelementptr inbounds i8, ptr %4, i64 40
  store i32 101, ptr %191, align 8, !tbaa !9
  %192 = getelementptr inbounds i8, ptr %4, i64 48
  store double 1.500000e+00, ptr %192, align 16, !tbaa !11
  %193 = getelementptr inbounds i8, ptr %4, i64 56
  store double 2.500000e+00, ptr %193, align 8, !tbaa !11
  %194 = getelementptr inbounds i8, ptr %4, i64 64
  store double 3.500000e+00, ptr %194, align 16, !tbaa !11
  %195 = getelementptr inbounds i8, ptr %4, i64 72
  %196 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %195, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 1) #8
  %197 = getelementptr inbounds i8, ptr %4, i64 80
  store i32 102, ptr %197, align 16, !tbaa !9
  %198 = getelementptr inbounds i8, ptr %4, i64 88
  store double 3.000000e+00, ptr %198, align 8, !tbaa !11
  %199 = getelementptr inbounds i8, ptr %4, i64 96
  store double 4.000000e+00, ptr %199, align 16, !tbaa !11
  %200 = getelementptr inbounds i8, ptr %4, i64 104
  store double 5.000000e+00, ptr %200, align 8, !tbaa !11
  %201 = getelementptr inbounds i8, ptr %4, i64 112
  %202 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %201, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 2) #8
  %203 = getelementptr inbounds i8, ptr %4, i64 120
  store i32 103, ptr %203, align 8, !tbaa !9
  %204 = getelementptr inbounds i8, ptr %4, i64 128
  store double 4.500000e+00, ptr %204, align 16, !tbaa !11
  %205 = getelementptr inbounds i8, ptr %4, i64 136
  store double 5.500000e+00, ptr %205, align 8, !tbaa !11
  %206 = getelementptr inbounds i8, ptr %4, i64 144
  store double 6.500000e+00, ptr %206, align 16, !tbaa !11
  %207 = getelementptr inbounds i8, ptr %4, i64 152
  %208 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %207, i64 noundef 8, ptr noundef nonnull @.str.8, i32 noundef 3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(160) %5, ptr noundef nonnull align 16 dereferenceable(160) %4, i64 128, i1 false)
  %209 = getelementptr inbounds i8, ptr %5, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %209, ptr noundef nonnull align 16 dereferenceable(40) %4, i64 40, i1 false)
  %210 = getelementptr inbounds i8, ptr %4, i64 120
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %5, ptr noundef nonnull align 8 dereferenceable(40) %210, i64 40, i1 false)
  %211 = getelementptr inbounds i8, ptr %4, i64 1
  %212 = getelementptr inbounds i8, ptr %4, i64 2
  %213 = getelementptr inbounds i8, ptr %4, i64 3
  %214 = getelementptr inbounds i8, ptr %4, i64 4
  br label %215

215:                                              ; preds = %215, %0
  %216 = phi i64 [ 0, %0 ], [ %243, %215 ]
  %217 = phi i32 [ 0, %0 ], [ %242, %215 ]
  %218 = mul i32 %217, 131
  %219 = getelementptr inbounds i8, ptr %4, i64 %216
  %220 = load i8, ptr %219, align 1, !tbaa !13
  %221 = zext i8 %220 to i32
  %222 = add i32 %218, %221
  %223 = mul i32 %222, 131
  %224 = getelementptr inbounds i8, ptr %211, i64 %216
  %225 = load i8, ptr %224, align 1, !tbaa !13
  %226 = zext i8 %225 to i32
  %227 = add i32 %223, %226
  %228 = mul i32 %227, 131
  %229 = getelementptr inbounds i8, ptr %212, i64 %216
  %230 = load i8, ptr %229, align 1, !tbaa !13
  %231 = zext i8 %230 to i32
  %232 = add i32 %228, %231
  %233 = mul i32 %232, 131
  %234 = getelementptr inbounds i8, ptr %213, i64 %216
  %235 = load i8, ptr %234, align 1, !tbaa !13
  %236 = zext i8 %235 to i32
  %237 = add i32 %233, %236
  %238 = mul i32 %237, 131
  %239 = getelementptr inbounds i8, ptr %214, i64 %216
  %240 = load i8, ptr %239, align 1, !tbaa !13
  %241 = zext i8 %240 to i32
  %242 = add i32 %238, %241
  %243 = add nuw nsw i64 %216, 5
  %244 = icmp eq i64 %243, 160
  br i1 %244, label %245, label %215, !llvm.loop !14

245:                                              ; preds = %215
  %246 = getelementptr inbounds i8, ptr %5, i64 1
  %247 = getelementptr inbounds i8, ptr %5, i64 2
  %248 = getelementptr inbounds i8, ptr %5, i64 3
  %249 = getelementptr inbounds i8, ptr %5, i64 4
  br label %250

250:                                              ; preds = %250, %245
  %251 = phi i64 [ 0, %245 ], [ %278, %250 ]
  %252 = phi i32 [ 0, %245 ], [ %277, %250 ]
  %253 = mul i32 %252, 131
  %254 = getelementptr inbounds i8, ptr %5, i64 %251
  %255 = load i8, ptr %254, align 1, !tbaa !13
  %256 = zext i8 %255 to i32
  %257 = add i32 %253, %256
  %258 = mul i32 %257, 131
  %259 = getelementptr inbounds i8, ptr %246, i64 %251
  %260 = load i8, ptr %259, align 1, !tbaa !13
  %261 = zext i8 %260 to i32
  %262 = add i32 %258, %261
  %263 = mul i32 %262, 131
  %264 = getelementptr inbounds i8, ptr %247, i64 %251
  %265 = load i8, ptr %264, align 1, !tbaa !13
  %266 = zext i8 %265 to i32
  %267 = add i32 %263, %266
  %268 = mul i32 %267, 131
  %269 = getelementptr inbounds i8, ptr %248, i64 %251
  %270 = load i8, ptr %269, align 1, !tbaa !13
  %271 = zext i8 %270 to i32
  %272 = add i32 %268, %271
  %273 = mul i32 %272, 131
  %274 = getelementptr inbounds i8, ptr %249, i64 %251
  %275 = load i8, ptr %274, align 1, !tbaa !13
  %276 = zext i8 %275 to i32
  %277 = add i32 %273, %276
  %278 = add nuw nsw i64 %251, 5
  %279 = icmp eq i64 %278, 160
  br i1 %279, label %282, label %250, !llvm.loop !14

280:                                              ; preds = %372
  %281 = zext nneg i32 %375 to i64
  br label %380

282:                                              ; preds = %250
  %283 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %242, i32 noundef %277)
  %284 = load i32, ptr %5, align 16, !tbaa !9
  %285 = getelementptr inbounds i8, ptr %5, i64 8
  %286 = load double, ptr %285, align 8, !tbaa !11
  %287 = getelementptr inbounds i8, ptr %5, i64 16
  %288 = load double, ptr %287, align 16, !tbaa !11
  %289 = getelementptr inbounds i8, ptr %5, i64 24
  %290 = load double, ptr %289, align 8, !tbaa !11
  %291 = getelementptr inbounds i8, ptr %5, i64 32
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %284, double noundef %286, double noundef %288, double noundef %290, ptr noundef nonnull %291)
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.760000e+02)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #8
  %294 = getelementptr inbounds i8, ptr %6, i64 12
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %294, i8 0, i64 24, i1 false)
  %295 = getelementptr inbounds i8, ptr %6, i64 36
  %296 = getelementptr inbounds i8, ptr %6, i64 4
  %297 = getelementptr inbounds i8, ptr %6, i64 28
  store i32 10, ptr %6, align 4, !tbaa !5
  %298 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 20, ptr %298, align 4, !tbaa !5
  store i32 3, ptr %295, align 4, !tbaa !16
  %299 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 30, ptr %299, align 4, !tbaa !5
  store i32 4, ptr %295, align 4, !tbaa !16
  %300 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 40, ptr %300, align 4, !tbaa !5
  store i32 5, ptr %295, align 4, !tbaa !16
  %301 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 50, ptr %301, align 4, !tbaa !5
  %302 = load i32, ptr %295, align 4, !tbaa !16
  %303 = icmp eq i32 %302, 8
  br i1 %303, label %308, label %304

304:                                              ; preds = %282
  %305 = add nsw i32 %302, 1
  store i32 %305, ptr %295, align 4, !tbaa !16
  %306 = sext i32 %302 to i64
  %307 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %306
  br label %309

308:                                              ; preds = %282
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %309

309:                                              ; preds = %308, %304
  %310 = phi ptr [ %307, %304 ], [ %297, %308 ]
  store i32 60, ptr %310, align 4, !tbaa !5
  %311 = load i32, ptr %295, align 4, !tbaa !16
  %312 = icmp eq i32 %311, 8
  br i1 %312, label %317, label %313

313:                                              ; preds = %309
  %314 = add nsw i32 %311, 1
  store i32 %314, ptr %295, align 4, !tbaa !16
  %315 = sext i32 %311 to i64
  %316 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %315
  br label %318

317:                                              ; preds = %309
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %318

318:                                              ; preds = %317, %313
  %319 = phi ptr [ %316, %313 ], [ %297, %317 ]
  store i32 70, ptr %319, align 4, !tbaa !5
  %320 = load i32, ptr %295, align 4, !tbaa !16
  %321 = icmp eq i32 %320, 8
  br i1 %321, label %326, label %322

322:                                              ; preds = %318
  %323 = add nsw i32 %320, 1
  store i32 %323, ptr %295, align 4, !tbaa !16
  %324 = sext i32 %320 to i64
  %325 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %324
  br label %327

326:                                              ; preds = %318
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %327

327:                                              ; preds = %326, %322
  %328 = phi ptr [ %325, %322 ], [ %297, %326 ]
  store i32 80, ptr %328, align 4, !tbaa !5
  %329 = load i32, ptr %295, align 4, !tbaa !16
  %330 = icmp eq i32 %329, 8
  br i1 %330, label %335, label %331

331:                                              ; preds = %327
  %332 = add nsw i32 %329, 1
  store i32 %332, ptr %295, align 4, !tbaa !16
  %333 = sext i32 %329 to i64
  %334 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %333
  br label %336

335:                                              ; preds = %327
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %336

336:                                              ; preds = %335, %331
  %337 = phi ptr [ %334, %331 ], [ %297, %335 ]
  store i32 90, ptr %337, align 4, !tbaa !5
  %338 = load i32, ptr %295, align 4, !tbaa !16
  %339 = icmp eq i32 %338, 8
  br i1 %339, label %344, label %340

340:                                              ; preds = %336
  %341 = add nsw i32 %338, 1
  store i32 %341, ptr %295, align 4, !tbaa !16
  %342 = sext i32 %338 to i64
  %343 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %342
  br label %345

344:                                              ; preds = %336
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %345

345:                                              ; preds = %344, %340
  %346 = phi ptr [ %343, %340 ], [ %297, %344 ]
  store i32 100, ptr %346, align 4, !tbaa !5
  %347 = load i32, ptr %295, align 4, !tbaa !16
  %348 = icmp eq i32 %347, 8
  br i1 %348, label %353, label %349

349:                                              ; preds = %345
  %350 = add nsw i32 %347, 1
  store i32 %350, ptr %295, align 4, !tbaa !16
  %351 = sext i32 %347 to i64
  %352 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %351
  br label %354

353:                                              ; preds = %345
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %354

354:                                              ; preds = %353, %349
  %355 = phi ptr [ %352, %349 ], [ %297, %353 ]
  store i32 110, ptr %355, align 4, !tbaa !5
  %356 = load i32, ptr %295, align 4, !tbaa !16
  %357 = icmp eq i32 %356, 8
  br i1 %357, label %362, label %358

358:                                              ; preds = %354
  %359 = add nsw i32 %356, 1
  store i32 %359, ptr %295, align 4, !tbaa !16
  %360 = sext i32 %356 to i64
  %361 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %360
  br label %363

362:                                              ; preds = %354
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %363

363:                                              ; preds = %362, %358
  %364 = phi ptr [ %361, %358 ], [ %297, %362 ]
  store i32 120, ptr %364, align 4, !tbaa !5
  %365 = load i32, ptr %295, align 4, !tbaa !16
  %366 = icmp eq i32 %365, 8
  br i1 %366, label %371, label %367

367:                                              ; preds = %363
  %368 = add nsw i32 %365, 1
  store i32 %368, ptr %295, align 4, !tbaa !16
  %369 = sext i32 %365 to i64
  %370 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %369
  br label %372

371:                                              ; preds = %363
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %6, ptr noundef nonnull align 4 dereferenceable(28) %296, i64 28, i1 false)
  br label %372

372:                                              ; preds = %371, %367
  %373 = phi ptr [ %370, %367 ], [ %297, %371 ]
  store i32 130, ptr %373, align 4, !tbaa !5
  %374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12)
  %375 = load i32, ptr %295, align 4, !tbaa !16
  %376 = icmp sgt i32 %375, 0
  br i1 %376, label %280, label %377

377:                                              ; preds = %380, %372
  %378 = call i32 @putchar(i32 10)
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 6), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 15), ptr noundef nonnull getelementptr inbounds (i8, ptr @.str.14, i64 20))
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  ret i32 0

380:                                              ; preds = %280, %380
  %381 = phi i64 [ 0, %280 ], [ %385, %380 ]
  %382 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 %381
  %383 = load i32, ptr %382, align 4, !tbaa !5
  %384 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %383)
  %385 = add nuw nsw i64 %381, 1
  %386 = icmp eq i64 %385, %281
  br i1 %386, label %377, label %380, !llvm.loop !18
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
