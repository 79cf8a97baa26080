; ModuleID = 'c/13_qsort_cmp.c'
source_filename = "c/13_qsort_cmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.person = type { [12 x i8], double, i32 }

@__const.main.fns = private unnamed_addr constant [2 x ptr] [ptr @cmp_int_asc, ptr @cmp_int_desc], align 16
@.str = private unnamed_addr constant [4 x i8] c"%s:\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"desc\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"asc \00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%.4f%c\00", align 1
@__const.main.ps = private unnamed_addr constant [6 x %struct.person] [%struct.person { [12 x i8] c"alice\00\00\00\00\00\00\00", double 8.850000e+01, i32 30 }, %struct.person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", double 9.200000e+01, i32 25 }, %struct.person { [12 x i8] c"carol\00\00\00\00\00\00\00", double 8.850000e+01, i32 22 }, %struct.person { [12 x i8] c"dave\00\00\00\00\00\00\00\00", double 7.025000e+01, i32 41 }, %struct.person { [12 x i8] c"erin\00\00\00\00\00\00\00\00", double 9.200000e+01, i32 25 }, %struct.person { [12 x i8] c"frank\00\00\00\00\00\00\00", double 8.850000e+01, i32 22 }], align 16
@.str.6 = private unnamed_addr constant [16 x i8] c"%-6s %6.2f %3d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@__const.main.words = private unnamed_addr constant [7 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16
@.str.14 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.15 = private unnamed_addr constant [18 x i8] c"bsearch %d -> %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"missing\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [24 x i32], align 16
  %2 = alloca [10 x double], align 16
  %3 = alloca [6 x %struct.person], align 16
  %4 = alloca [7 x ptr], align 16
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #10
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %22, %5 ]
  %7 = trunc i64 %6 to i16
  %8 = mul nuw nsw i16 %7, 131
  %9 = xor i16 %8, 90
  %10 = urem i16 %9, 97
  %11 = zext nneg i16 %10 to i32
  %12 = add nsw i32 %11, -40
  %13 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %6
  store i32 %12, ptr %13, align 8, !tbaa !5
  %14 = or disjoint i64 %6, 1
  %15 = trunc i64 %14 to i16
  %16 = mul nuw nsw i16 %15, 131
  %17 = xor i16 %16, 90
  %18 = urem i16 %17, 97
  %19 = zext nneg i16 %18 to i32
  %20 = add nsw i32 %19, -40
  %21 = getelementptr inbounds [24 x i32], ptr %1, i64 0, i64 %14
  store i32 %20, ptr %21, align 4, !tbaa !5
  %22 = add nuw nsw i64 %6, 2
  %23 = icmp eq i64 %22, 24
  br i1 %23, label %24, label %5, !llvm.loop !9

24:                                               ; preds = %5
  %25 = getelementptr inbounds i8, ptr %1, i64 4
  %26 = getelementptr inbounds i8, ptr %1, i64 8
  %27 = getelementptr inbounds i8, ptr %1, i64 12
  %28 = getelementptr inbounds i8, ptr %1, i64 16
  %29 = getelementptr inbounds i8, ptr %1, i64 20
  %30 = getelementptr inbounds i8, ptr %1, i64 24
  %31 = getelementptr inbounds i8, ptr %1, i64 28
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  %33 = getelementptr inbounds i8, ptr %1, i64 36
  %34 = getelementptr inbounds i8, ptr %1, i64 40
  %35 = getelementptr inbounds i8, ptr %1, i64 44
  %36 = getelementptr inbounds i8, ptr %1, i64 48
  %37 = getelementptr inbounds i8, ptr %1, i64 52
  %38 = getelementptr inbounds i8, ptr %1, i64 56
  %39 = getelementptr inbounds i8, ptr %1, i64 60
  %40 = getelementptr inbounds i8, ptr %1, i64 64
  %41 = getelementptr inbounds i8, ptr %1, i64 68
  %42 = getelementptr inbounds i8, ptr %1, i64 72
  %43 = getelementptr inbounds i8, ptr %1, i64 76
  %44 = getelementptr inbounds i8, ptr %1, i64 80
  %45 = getelementptr inbounds i8, ptr %1, i64 84
  %46 = getelementptr inbounds i8, ptr %1, i64 88
  %47 = getelementptr inbounds i8, ptr %1, i64 92
  br label %138

48:                                               ; preds = %138
  %49 = getelementptr inbounds i8, ptr %1, i64 20
  %50 = getelementptr inbounds i8, ptr %1, i64 80
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #10
  store double -1.000000e+00, ptr %2, align 16, !tbaa !11
  %51 = getelementptr inbounds i8, ptr %2, i64 8
  store double 0x3FF5555555555556, ptr %51, align 8, !tbaa !11
  %52 = getelementptr inbounds i8, ptr %2, i64 16
  store double 0x3FD5555555555554, ptr %52, align 16, !tbaa !11
  %53 = getelementptr inbounds i8, ptr %2, i64 24
  store double 0xBFE5555555555556, ptr %53, align 8, !tbaa !11
  %54 = getelementptr inbounds i8, ptr %2, i64 32
  store double 0x3FFAAAAAAAAAAAAA, ptr %54, align 16, !tbaa !11
  %55 = getelementptr inbounds i8, ptr %2, i64 40
  store double 0x3FE5555555555556, ptr %55, align 8, !tbaa !11
  %56 = getelementptr inbounds i8, ptr %2, i64 48
  store double 0xBFD5555555555556, ptr %56, align 16, !tbaa !11
  %57 = getelementptr inbounds i8, ptr %2, i64 56
  store double 2.000000e+00, ptr %57, align 8, !tbaa !11
  %58 = getelementptr inbounds i8, ptr %2, i64 64
  store double 1.000000e+00, ptr %58, align 16, !tbaa !11
  %59 = getelementptr inbounds i8, ptr %2, i64 72
  store double 0.000000e+00, ptr %59, align 8, !tbaa !11
  call void @qsort(ptr noundef nonnull %2, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_double) #10
  %60 = load double, ptr %2, align 16, !tbaa !11
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %60, i32 noundef 32)
  %62 = load double, ptr %51, align 8, !tbaa !11
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %62, i32 noundef 32)
  %64 = load double, ptr %52, align 16, !tbaa !11
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %64, i32 noundef 32)
  %66 = load double, ptr %53, align 8, !tbaa !11
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %66, i32 noundef 32)
  %68 = load double, ptr %54, align 16, !tbaa !11
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %68, i32 noundef 32)
  %70 = load double, ptr %55, align 8, !tbaa !11
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %70, i32 noundef 32)
  %72 = load double, ptr %56, align 16, !tbaa !11
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %72, i32 noundef 32)
  %74 = load double, ptr %57, align 8, !tbaa !11
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %74, i32 noundef 32)
  %76 = load double, ptr %58, align 16, !tbaa !11
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %76, i32 noundef 32)
  %78 = load double, ptr %59, align 8, !tbaa !11
  %79 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %78, i32 noundef 10)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) %3, ptr noundef nonnull align 16 dereferenceable(192) @__const.main.ps, i64 192, i1 false)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 6, i64 noundef 32, ptr noundef nonnull @cmp_person) #10
  %80 = getelementptr inbounds i8, ptr %3, i64 16
  %81 = load double, ptr %80, align 16, !tbaa !13
  %82 = getelementptr inbounds i8, ptr %3, i64 24
  %83 = load i32, ptr %82, align 8, !tbaa !15
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %3, double noundef %81, i32 noundef %83)
  %85 = getelementptr inbounds i8, ptr %3, i64 32
  %86 = getelementptr inbounds i8, ptr %3, i64 48
  %87 = load double, ptr %86, align 16, !tbaa !13
  %88 = getelementptr inbounds i8, ptr %3, i64 56
  %89 = load i32, ptr %88, align 8, !tbaa !15
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %85, double noundef %87, i32 noundef %89)
  %91 = getelementptr inbounds i8, ptr %3, i64 64
  %92 = getelementptr inbounds i8, ptr %3, i64 80
  %93 = load double, ptr %92, align 16, !tbaa !13
  %94 = getelementptr inbounds i8, ptr %3, i64 88
  %95 = load i32, ptr %94, align 8, !tbaa !15
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %91, double noundef %93, i32 noundef %95)
  %97 = getelementptr inbounds i8, ptr %3, i64 96
  %98 = getelementptr inbounds i8, ptr %3, i64 112
  %99 = load double, ptr %98, align 16, !tbaa !13
  %100 = getelementptr inbounds i8, ptr %3, i64 120
  %101 = load i32, ptr %100, align 8, !tbaa !15
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %97, double noundef %99, i32 noundef %101)
  %103 = getelementptr inbounds i8, ptr %3, i64 128
  %104 = getelementptr inbounds i8, ptr %3, i64 144
  %105 = load double, ptr %104, align 16, !tbaa !13
  %106 = getelementptr inbounds i8, ptr %3, i64 152
  %107 = load i32, ptr %106, align 8, !tbaa !15
  %108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %103, double noundef %105, i32 noundef %107)
  %109 = getelementptr inbounds i8, ptr %3, i64 160
  %110 = getelementptr inbounds i8, ptr %3, i64 176
  %111 = load double, ptr %110, align 16, !tbaa !13
  %112 = getelementptr inbounds i8, ptr %3, i64 184
  %113 = load i32, ptr %112, align 8, !tbaa !15
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %109, double noundef %111, i32 noundef %113)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %4) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %4, ptr noundef nonnull align 16 dereferenceable(56) @__const.main.words, i64 56, i1 false)
  call void @qsort(ptr noundef nonnull %4, i64 noundef 7, i64 noundef 8, ptr noundef nonnull @cmp_str) #10
  %115 = load ptr, ptr %4, align 16, !tbaa !16
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %115)
  %117 = getelementptr inbounds i8, ptr %4, i64 8
  %118 = load ptr, ptr %117, align 8, !tbaa !16
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %118)
  %120 = getelementptr inbounds i8, ptr %4, i64 16
  %121 = load ptr, ptr %120, align 16, !tbaa !16
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %121)
  %123 = getelementptr inbounds i8, ptr %4, i64 24
  %124 = load ptr, ptr %123, align 8, !tbaa !16
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %124)
  %126 = getelementptr inbounds i8, ptr %4, i64 32
  %127 = load ptr, ptr %126, align 16, !tbaa !16
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %127)
  %129 = getelementptr inbounds i8, ptr %4, i64 40
  %130 = load ptr, ptr %129, align 8, !tbaa !16
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %130)
  %132 = getelementptr inbounds i8, ptr %4, i64 48
  %133 = load ptr, ptr %132, align 16, !tbaa !16
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef %133)
  %135 = call i32 @putchar(i32 10)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 4, ptr noundef nonnull @cmp_int_asc) #10
  %136 = load i32, ptr %49, align 4, !tbaa !5
  %137 = load i32, ptr %50, align 16, !tbaa !5
  br label %194

138:                                              ; preds = %24, %138
  %139 = phi i1 [ true, %24 ], [ false, %138 ]
  %140 = phi i64 [ 0, %24 ], [ 1, %138 ]
  %141 = getelementptr inbounds [2 x ptr], ptr @__const.main.fns, i64 0, i64 %140
  %142 = load ptr, ptr %141, align 8, !tbaa !16
  call void @qsort(ptr noundef nonnull %1, i64 noundef 24, i64 noundef 4, ptr noundef %142) #10
  %143 = select i1 %139, ptr @.str.2, ptr @.str.1
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %143)
  %145 = load i32, ptr %1, align 16, !tbaa !5
  %146 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %145)
  %147 = load i32, ptr %25, align 4, !tbaa !5
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %147)
  %149 = load i32, ptr %26, align 8, !tbaa !5
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %149)
  %151 = load i32, ptr %27, align 4, !tbaa !5
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %151)
  %153 = load i32, ptr %28, align 16, !tbaa !5
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %153)
  %155 = load i32, ptr %29, align 4, !tbaa !5
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %155)
  %157 = load i32, ptr %30, align 8, !tbaa !5
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %157)
  %159 = load i32, ptr %31, align 4, !tbaa !5
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %159)
  %161 = load i32, ptr %32, align 16, !tbaa !5
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %161)
  %163 = load i32, ptr %33, align 4, !tbaa !5
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %163)
  %165 = load i32, ptr %34, align 8, !tbaa !5
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165)
  %167 = load i32, ptr %35, align 4, !tbaa !5
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %167)
  %169 = load i32, ptr %36, align 16, !tbaa !5
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %169)
  %171 = load i32, ptr %37, align 4, !tbaa !5
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %171)
  %173 = load i32, ptr %38, align 8, !tbaa !5
  %174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %173)
  %175 = load i32, ptr %39, align 4, !tbaa !5
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %175)
  %177 = load i32, ptr %40, align 16, !tbaa !5
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %177)
  %179 = load i32, ptr %41, align 4, !tbaa !5
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %179)
  %181 = load i32, ptr %42, align 8, !tbaa !5
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %181)
  %183 = load i32, ptr %43, align 4, !tbaa !5
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %183)
  %185 = load i32, ptr %44, align 16, !tbaa !5
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %185)
  %187 = load i32, ptr %45, align 4, !tbaa !5
  %188 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %187)
  %189 = load i32, ptr %46, align 8, !tbaa !5
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %189)
  %191 = load i32, ptr %47, align 4, !tbaa !5
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %191)
  %193 = call i32 @putchar(i32 10)
  br i1 %139, label %138, label %48, !llvm.loop !18

194:                                              ; preds = %212, %48
  %195 = phi i64 [ %214, %212 ], [ 0, %48 ]
  %196 = phi i64 [ %213, %212 ], [ 24, %48 ]
  %197 = add i64 %196, %195
  %198 = lshr i64 %197, 1
  %199 = shl i64 %198, 2
  %200 = getelementptr inbounds i8, ptr %1, i64 %199
  %201 = load i32, ptr %200, align 4, !tbaa !5
  %202 = icmp sgt i32 %136, %201
  %203 = zext i1 %202 to i32
  %204 = icmp slt i32 %136, %201
  %205 = sext i1 %204 to i32
  %206 = add nsw i32 %205, %203
  %207 = icmp slt i32 %206, 0
  br i1 %207, label %212, label %208

208:                                              ; preds = %194
  %209 = icmp eq i32 %206, 0
  br i1 %209, label %216, label %210

210:                                              ; preds = %208
  %211 = add nuw i64 %198, 1
  br label %212

212:                                              ; preds = %210, %194
  %213 = phi i64 [ %196, %210 ], [ %198, %194 ]
  %214 = phi i64 [ %211, %210 ], [ %195, %194 ]
  %215 = icmp ult i64 %214, %213
  br i1 %215, label %194, label %216, !llvm.loop !19

216:                                              ; preds = %208, %212
  %217 = phi ptr [ @.str.17, %212 ], [ @.str.16, %208 ]
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %136, ptr noundef nonnull %217)
  br label %219

219:                                              ; preds = %237, %216
  %220 = phi i64 [ %239, %237 ], [ 0, %216 ]
  %221 = phi i64 [ %238, %237 ], [ 24, %216 ]
  %222 = add i64 %221, %220
  %223 = lshr i64 %222, 1
  %224 = shl i64 %223, 2
  %225 = getelementptr inbounds i8, ptr %1, i64 %224
  %226 = load i32, ptr %225, align 4, !tbaa !5
  %227 = icmp slt i32 %226, 1000
  %228 = zext i1 %227 to i32
  %229 = icmp sgt i32 %226, 1000
  %230 = sext i1 %229 to i32
  %231 = add nsw i32 %230, %228
  %232 = icmp slt i32 %231, 0
  br i1 %232, label %237, label %233

233:                                              ; preds = %219
  %234 = icmp eq i32 %231, 0
  br i1 %234, label %241, label %235

235:                                              ; preds = %233
  %236 = add nuw i64 %223, 1
  br label %237

237:                                              ; preds = %235, %219
  %238 = phi i64 [ %221, %235 ], [ %223, %219 ]
  %239 = phi i64 [ %236, %235 ], [ %220, %219 ]
  %240 = icmp ult i64 %239, %238
  br i1 %240, label %219, label %241, !llvm.loop !19

241:                                              ; preds = %237, %233
  %242 = phi ptr [ @.str.17, %237 ], [ @.str.16, %233 ]
  %243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 1000, ptr noundef nonnull %242)
  br label %244

244:                                              ; preds = %262, %241
  %245 = phi i64 [ %264, %262 ], [ 0, %241 ]
  %246 = phi i64 [ %263, %262 ], [ 24, %241 ]
  %247 = add i64 %246, %245
  %248 = lshr i64 %247, 1
  %249 = shl i64 %248, 2
  %250 = getelementptr inbounds i8, ptr %1, i64 %249
  %251 = load i32, ptr %250, align 4, !tbaa !5
  %252 = icmp sgt i32 %137, %251
  %253 = zext i1 %252 to i32
  %254 = icmp slt i32 %137, %251
  %255 = sext i1 %254 to i32
  %256 = add nsw i32 %255, %253
  %257 = icmp slt i32 %256, 0
  br i1 %257, label %262, label %258

258:                                              ; preds = %244
  %259 = icmp eq i32 %256, 0
  br i1 %259, label %266, label %260

260:                                              ; preds = %258
  %261 = add nuw i64 %248, 1
  br label %262

262:                                              ; preds = %260, %244
  %263 = phi i64 [ %246, %260 ], [ %248, %244 ]
  %264 = phi i64 [ %261, %260 ], [ %245, %244 ]
  %265 = icmp ult i64 %264, %263
  br i1 %265, label %244, label %266, !llvm.loop !19

266:                                              ; preds = %262, %258
  %267 = phi ptr [ @.str.17, %262 ], [ @.str.16, %258 ]
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef %137, ptr noundef nonnull %267)
  br label %269

269:                                              ; preds = %287, %266
  %270 = phi i64 [ %289, %287 ], [ 0, %266 ]
  %271 = phi i64 [ %288, %287 ], [ 24, %266 ]
  %272 = add i64 %271, %270
  %273 = lshr i64 %272, 1
  %274 = shl i64 %273, 2
  %275 = getelementptr inbounds i8, ptr %1, i64 %274
  %276 = load i32, ptr %275, align 4, !tbaa !5
  %277 = icmp slt i32 %276, -41
  %278 = zext i1 %277 to i32
  %279 = icmp sgt i32 %276, -41
  %280 = sext i1 %279 to i32
  %281 = add nsw i32 %280, %278
  %282 = icmp slt i32 %281, 0
  br i1 %282, label %287, label %283

283:                                              ; preds = %269
  %284 = icmp eq i32 %281, 0
  br i1 %284, label %291, label %285

285:                                              ; preds = %283
  %286 = add nuw i64 %273, 1
  br label %287

287:                                              ; preds = %285, %269
  %288 = phi i64 [ %271, %285 ], [ %273, %269 ]
  %289 = phi i64 [ %286, %285 ], [ %270, %269 ]
  %290 = icmp ult i64 %289, %288
  br i1 %290, label %269, label %291, !llvm.loop !19

291:                                              ; preds = %287, %283
  %292 = phi ptr [ @.str.17, %287 ], [ @.str.16, %283 ]
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef -41, ptr noundef nonnull %292)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #10
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_asc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  %4 = load i32, ptr %1, align 4, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_double(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #2 {
  %3 = load double, ptr %0, align 8, !tbaa !11
  %4 = load double, ptr %1, align 8, !tbaa !11
  %5 = fcmp ogt double %3, %4
  %6 = zext i1 %5 to i32
  %7 = fcmp olt double %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load double, ptr %3, align 8, !tbaa !13
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load double, ptr %5, align 8, !tbaa !13
  %7 = fcmp une double %4, %6
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = fcmp olt double %4, %6
  %10 = select i1 %9, i32 1, i32 -1
  br label %21

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %1, i64 24
  %15 = load i32, ptr %14, align 8, !tbaa !15
  %16 = icmp eq i32 %13, %15
  br i1 %16, label %19, label %17

17:                                               ; preds = %11
  %18 = sub nsw i32 %13, %15
  br label %21

19:                                               ; preds = %11
  %20 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #11
  br label %21

21:                                               ; preds = %19, %17, %8
  %22 = phi i32 [ %10, %8 ], [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = load ptr, ptr %1, align 8, !tbaa !16
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #11
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !12, i64 16}
!14 = !{!"", !7, i64 0, !12, i64 16, !6, i64 24}
!15 = !{!14, !6, i64 24}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
