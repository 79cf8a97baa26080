; ModuleID = 'c/11_mergesort.c'
source_filename = "c/11_mergesort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i32, i32 }

@.str = private unnamed_addr constant [21 x i8] c"stable=%d td==bu=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"(%d,%d) \00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"inversions = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"v[0]=%d v[N-1]=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [150 x i32], align 16
  %2 = alloca [150 x i32], align 16
  %3 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #10
  %4 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #10
  %5 = tail call noalias dereferenceable_or_null(1200) ptr @malloc(i64 noundef 1200) #10
  br label %96

6:                                                ; preds = %96
  tail call fastcc void @msort_td(ptr noundef nonnull %3, ptr noundef %5, i32 noundef 0, i32 noundef 150)
  br label %7

7:                                                ; preds = %17, %6
  %8 = phi i32 [ 1, %6 ], [ %18, %17 ]
  %9 = sub nsw i32 150, %8
  %10 = zext nneg i32 %8 to i64
  %11 = shl nuw nsw i64 %10, 1
  %12 = zext i32 %9 to i64
  %13 = shl nuw nsw i64 %10, 3
  %14 = shl nuw nsw i64 %10, 4
  %15 = add nsw i64 %12, -1
  %16 = udiv i64 %15, %11
  br label %20

17:                                               ; preds = %87
  %18 = shl nuw nsw i32 %8, 1
  %19 = icmp ult i32 %8, 75
  br i1 %19, label %7, label %113, !llvm.loop !5

20:                                               ; preds = %87, %7
  %21 = phi i64 [ %94, %87 ], [ %10, %7 ]
  %22 = phi i64 [ %93, %87 ], [ 0, %7 ]
  %23 = phi i64 [ %24, %87 ], [ 0, %7 ]
  %24 = add nuw nsw i64 %11, %23
  %25 = tail call i64 @llvm.umin.i64(i64 %24, i64 150)
  %26 = mul nuw nsw i64 %14, %22
  %27 = add nuw nsw i64 %13, %26
  %28 = trunc nuw nsw i64 %24 to i32
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 150)
  %30 = add nuw nsw i64 %23, %10
  %31 = zext nneg i32 %29 to i64
  %32 = icmp ult i64 %30, %31
  %33 = trunc nuw nsw i64 %23 to i32
  %34 = trunc nuw nsw i64 %30 to i32
  br i1 %32, label %50, label %36

35:                                               ; preds = %50
  br i1 %71, label %36, label %74

36:                                               ; preds = %35, %20
  %37 = phi i64 [ %54, %35 ], [ %23, %20 ]
  %38 = phi i32 [ %68, %35 ], [ %34, %20 ]
  %39 = phi i32 [ %65, %35 ], [ %33, %20 ]
  %40 = shl i64 %37, 32
  %41 = ashr exact i64 %40, 32
  %42 = sext i32 %39 to i64
  %43 = ashr exact i64 %40, 29
  %44 = getelementptr i8, ptr %5, i64 %43
  %45 = shl nsw i64 %42, 3
  %46 = getelementptr i8, ptr %4, i64 %45
  %47 = sub i64 %27, %45
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %46, i64 %47, i1 false)
  %48 = add i64 %21, %41
  %49 = sub i64 %48, %42
  br label %74

50:                                               ; preds = %20, %50
  %51 = phi i64 [ %54, %50 ], [ %23, %20 ]
  %52 = phi i32 [ %68, %50 ], [ %34, %20 ]
  %53 = phi i32 [ %65, %50 ], [ %33, %20 ]
  %54 = add nuw nsw i64 %51, 1
  %55 = getelementptr inbounds %struct.rec, ptr %5, i64 %51
  %56 = zext nneg i32 %52 to i64
  %57 = getelementptr inbounds %struct.rec, ptr %4, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !7
  %59 = zext nneg i32 %53 to i64
  %60 = getelementptr inbounds %struct.rec, ptr %4, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !7
  %62 = icmp sge i32 %58, %61
  %63 = select i1 %62, ptr %60, ptr %57
  %64 = zext i1 %62 to i32
  %65 = add nuw nsw i32 %53, %64
  %66 = xor i1 %62, true
  %67 = zext i1 %66 to i32
  %68 = add nuw nsw i32 %52, %67
  %69 = load i64, ptr %63, align 4
  store i64 %69, ptr %55, align 4
  %70 = zext i32 %65 to i64
  %71 = icmp ugt i64 %30, %70
  %72 = icmp ult i32 %68, %29
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %50, label %35, !llvm.loop !12

74:                                               ; preds = %36, %35
  %75 = phi i32 [ %68, %35 ], [ %38, %36 ]
  %76 = phi i64 [ %54, %35 ], [ %49, %36 ]
  %77 = icmp slt i32 %75, %29
  br i1 %77, label %78, label %87

78:                                               ; preds = %74
  %79 = shl i64 %76, 32
  %80 = sext i32 %75 to i64
  %81 = ashr exact i64 %79, 29
  %82 = getelementptr i8, ptr %5, i64 %81
  %83 = shl nsw i64 %80, 3
  %84 = getelementptr i8, ptr %4, i64 %83
  %85 = sub nsw i64 %25, %80
  %86 = shl nsw i64 %85, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %82, ptr align 4 %84, i64 %86, i1 false)
  br label %87

87:                                               ; preds = %78, %74
  %88 = getelementptr inbounds %struct.rec, ptr %4, i64 %23
  %89 = getelementptr inbounds %struct.rec, ptr %5, i64 %23
  %90 = sub nsw i32 %29, %33
  %91 = sext i32 %90 to i64
  %92 = shl nsw i64 %91, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %88, ptr align 4 %89, i64 %92, i1 false)
  %93 = add nuw nsw i64 %22, 1
  %94 = add nuw nsw i64 %21, %11
  %95 = icmp eq i64 %22, %16
  br i1 %95, label %17, label %20, !llvm.loop !13

96:                                               ; preds = %0, %96
  %97 = phi i64 [ 0, %0 ], [ %111, %96 ]
  %98 = phi i32 [ -1831433054, %0 ], [ %104, %96 ]
  %99 = shl i32 %98, 13
  %100 = xor i32 %99, %98
  %101 = lshr i32 %100, 17
  %102 = xor i32 %101, %100
  %103 = shl i32 %102, 5
  %104 = xor i32 %103, %102
  %105 = urem i32 %104, 20
  %106 = getelementptr inbounds %struct.rec, ptr %3, i64 %97
  store i32 %105, ptr %106, align 4, !tbaa !7
  %107 = getelementptr inbounds i8, ptr %106, i64 4
  %108 = trunc nuw nsw i64 %97 to i32
  store i32 %108, ptr %107, align 4, !tbaa !14
  %109 = getelementptr inbounds %struct.rec, ptr %4, i64 %97
  %110 = load i64, ptr %106, align 4
  store i64 %110, ptr %109, align 4
  %111 = add nuw nsw i64 %97, 1
  %112 = icmp eq i64 %111, 150
  br i1 %112, label %6, label %96, !llvm.loop !15

113:                                              ; preds = %17, %143
  %114 = phi i64 [ %145, %143 ], [ 1, %17 ]
  %115 = phi i32 [ %144, %143 ], [ 1, %17 ]
  %116 = getelementptr %struct.rec, ptr %3, i64 %114
  %117 = getelementptr i8, ptr %116, i64 -8
  %118 = load i32, ptr %117, align 4, !tbaa !7
  %119 = load i32, ptr %116, align 4, !tbaa !7
  %120 = icmp eq i32 %118, %119
  br i1 %120, label %121, label %128

121:                                              ; preds = %113
  %122 = getelementptr i8, ptr %116, i64 -4
  %123 = load i32, ptr %122, align 4, !tbaa !14
  %124 = getelementptr inbounds i8, ptr %116, i64 4
  %125 = load i32, ptr %124, align 4, !tbaa !14
  %126 = icmp sgt i32 %123, %125
  %127 = select i1 %126, i32 0, i32 %115
  br label %128

128:                                              ; preds = %121, %113
  %129 = phi i32 [ %115, %113 ], [ %127, %121 ]
  %130 = add nuw nsw i64 %114, 1
  %131 = icmp eq i64 %130, 150
  br i1 %131, label %198, label %132, !llvm.loop !16

132:                                              ; preds = %128
  %133 = getelementptr %struct.rec, ptr %3, i64 %130
  %134 = load i32, ptr %133, align 4, !tbaa !7
  %135 = icmp eq i32 %119, %134
  br i1 %135, label %136, label %143

136:                                              ; preds = %132
  %137 = getelementptr i8, ptr %133, i64 -4
  %138 = load i32, ptr %137, align 4, !tbaa !14
  %139 = getelementptr inbounds i8, ptr %133, i64 4
  %140 = load i32, ptr %139, align 4, !tbaa !14
  %141 = icmp sgt i32 %138, %140
  %142 = select i1 %141, i32 0, i32 %129
  br label %143

143:                                              ; preds = %136, %132
  %144 = phi i32 [ %129, %132 ], [ %142, %136 ]
  %145 = add nuw nsw i64 %114, 2
  br label %113

146:                                              ; preds = %231
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %129, i32 noundef %232)
  %148 = load i32, ptr %3, align 4, !tbaa !7
  %149 = getelementptr inbounds i8, ptr %3, i64 4
  %150 = load i32, ptr %149, align 4, !tbaa !14
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %148, i32 noundef %150)
  %152 = getelementptr inbounds i8, ptr %3, i64 120
  %153 = load i32, ptr %152, align 4, !tbaa !7
  %154 = getelementptr inbounds i8, ptr %3, i64 124
  %155 = load i32, ptr %154, align 4, !tbaa !14
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %153, i32 noundef %155)
  %157 = getelementptr inbounds i8, ptr %3, i64 240
  %158 = load i32, ptr %157, align 4, !tbaa !7
  %159 = getelementptr inbounds i8, ptr %3, i64 244
  %160 = load i32, ptr %159, align 4, !tbaa !14
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %158, i32 noundef %160)
  %162 = getelementptr inbounds i8, ptr %3, i64 360
  %163 = load i32, ptr %162, align 4, !tbaa !7
  %164 = getelementptr inbounds i8, ptr %3, i64 364
  %165 = load i32, ptr %164, align 4, !tbaa !14
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %163, i32 noundef %165)
  %167 = getelementptr inbounds i8, ptr %3, i64 480
  %168 = load i32, ptr %167, align 4, !tbaa !7
  %169 = getelementptr inbounds i8, ptr %3, i64 484
  %170 = load i32, ptr %169, align 4, !tbaa !14
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %168, i32 noundef %170)
  %172 = getelementptr inbounds i8, ptr %3, i64 600
  %173 = load i32, ptr %172, align 4, !tbaa !7
  %174 = getelementptr inbounds i8, ptr %3, i64 604
  %175 = load i32, ptr %174, align 4, !tbaa !14
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %173, i32 noundef %175)
  %177 = getelementptr inbounds i8, ptr %3, i64 720
  %178 = load i32, ptr %177, align 4, !tbaa !7
  %179 = getelementptr inbounds i8, ptr %3, i64 724
  %180 = load i32, ptr %179, align 4, !tbaa !14
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %178, i32 noundef %180)
  %182 = getelementptr inbounds i8, ptr %3, i64 840
  %183 = load i32, ptr %182, align 4, !tbaa !7
  %184 = getelementptr inbounds i8, ptr %3, i64 844
  %185 = load i32, ptr %184, align 4, !tbaa !14
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %183, i32 noundef %185)
  %187 = getelementptr inbounds i8, ptr %3, i64 960
  %188 = load i32, ptr %187, align 4, !tbaa !7
  %189 = getelementptr inbounds i8, ptr %3, i64 964
  %190 = load i32, ptr %189, align 4, !tbaa !14
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %188, i32 noundef %190)
  %192 = getelementptr inbounds i8, ptr %3, i64 1080
  %193 = load i32, ptr %192, align 4, !tbaa !7
  %194 = getelementptr inbounds i8, ptr %3, i64 1084
  %195 = load i32, ptr %194, align 4, !tbaa !14
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %193, i32 noundef %195)
  %197 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %2) #11
  br label %242

198:                                              ; preds = %128, %231
  %199 = phi i64 [ %233, %231 ], [ 0, %128 ]
  %200 = phi i32 [ %232, %231 ], [ 1, %128 ]
  %201 = getelementptr inbounds %struct.rec, ptr %3, i64 %199
  %202 = load i32, ptr %201, align 4, !tbaa !7
  %203 = getelementptr inbounds %struct.rec, ptr %4, i64 %199
  %204 = load i32, ptr %203, align 4, !tbaa !7
  %205 = icmp eq i32 %202, %204
  br i1 %205, label %206, label %215

206:                                              ; preds = %198
  %207 = getelementptr inbounds i8, ptr %201, i64 4
  %208 = load i32, ptr %207, align 4, !tbaa !14
  %209 = getelementptr inbounds i8, ptr %203, i64 4
  %210 = load i32, ptr %209, align 4, !tbaa !14
  %211 = icmp eq i32 %208, %210
  %212 = and i32 %200, 1
  %213 = freeze i1 %211
  %214 = select i1 %213, i32 %212, i32 0
  br label %215

215:                                              ; preds = %206, %198
  %216 = phi i32 [ 0, %198 ], [ %214, %206 ]
  %217 = or disjoint i64 %199, 1
  %218 = getelementptr inbounds %struct.rec, ptr %3, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !7
  %220 = getelementptr inbounds %struct.rec, ptr %4, i64 %217
  %221 = load i32, ptr %220, align 4, !tbaa !7
  %222 = icmp eq i32 %219, %221
  br i1 %222, label %223, label %231

223:                                              ; preds = %215
  %224 = getelementptr inbounds i8, ptr %218, i64 4
  %225 = load i32, ptr %224, align 4, !tbaa !14
  %226 = getelementptr inbounds i8, ptr %220, i64 4
  %227 = load i32, ptr %226, align 4, !tbaa !14
  %228 = icmp eq i32 %225, %227
  %229 = freeze i1 %228
  %230 = select i1 %229, i32 %216, i32 0
  br label %231

231:                                              ; preds = %223, %215
  %232 = phi i32 [ 0, %215 ], [ %230, %223 ]
  %233 = add nuw nsw i64 %199, 2
  %234 = icmp eq i64 %233, 150
  br i1 %234, label %146, label %198, !llvm.loop !17

235:                                              ; preds = %242
  %236 = call fastcc i64 @inversions(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 0, i32 noundef 150)
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %236)
  %238 = load i32, ptr %1, align 16, !tbaa !18
  %239 = getelementptr inbounds i8, ptr %1, i64 596
  %240 = load i32, ptr %239, align 4, !tbaa !18
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %238, i32 noundef %240)
  call void @free(ptr noundef %3) #11
  call void @free(ptr noundef %4) #11
  call void @free(ptr noundef %5) #11
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %1) #11
  ret i32 0

242:                                              ; preds = %242, %146
  %243 = phi i64 [ 0, %146 ], [ %255, %242 ]
  %244 = trunc i64 %243 to i16
  %245 = mul nuw nsw i16 %244, 37
  %246 = urem i16 %245, 101
  %247 = zext nneg i16 %246 to i32
  %248 = getelementptr inbounds [150 x i32], ptr %1, i64 0, i64 %243
  store i32 %247, ptr %248, align 8, !tbaa !18
  %249 = or disjoint i64 %243, 1
  %250 = trunc i64 %249 to i16
  %251 = mul nuw nsw i16 %250, 37
  %252 = urem i16 %251, 101
  %253 = zext nneg i16 %252 to i32
  %254 = getelementptr inbounds [150 x i32], ptr %1, i64 0, i64 %249
  store i32 %253, ptr %254, align 4, !tbaa !18
  %255 = add nuw nsw i64 %243, 2
  %256 = icmp eq i64 %255, 150
  br i1 %256, label %235, label %242, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 {
  %5 = sub nsw i32 %3, %2
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %152, label %7

7:                                                ; preds = %4
  %8 = lshr i32 %5, 1
  %9 = add nsw i32 %8, %2
  tail call fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %9)
  tail call fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %9, i32 noundef %3)
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = sext i32 %2 to i64
  br label %51

13:                                               ; preds = %51
  %14 = trunc nsw i64 %55 to i32
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %2, %7 ], [ %66, %13 ]
  %17 = phi i32 [ %9, %7 ], [ %69, %13 ]
  %18 = phi i32 [ %2, %7 ], [ %14, %13 ]
  %19 = icmp slt i32 %16, %9
  br i1 %19, label %20, label %77

20:                                               ; preds = %15
  %21 = sext i32 %18 to i64
  %22 = sext i32 %16 to i64
  %23 = sext i32 %9 to i64
  %24 = sub nsw i64 %23, %22
  %25 = and i64 %24, 3
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %20, %27
  %28 = phi i64 [ %33, %27 ], [ %22, %20 ]
  %29 = phi i64 [ %31, %27 ], [ %21, %20 ]
  %30 = phi i64 [ %36, %27 ], [ 0, %20 ]
  %31 = add nsw i64 %29, 1
  %32 = getelementptr inbounds %struct.rec, ptr %1, i64 %29
  %33 = add nsw i64 %28, 1
  %34 = getelementptr inbounds %struct.rec, ptr %0, i64 %28
  %35 = load i64, ptr %34, align 4
  store i64 %35, ptr %32, align 4
  %36 = add i64 %30, 1
  %37 = icmp eq i64 %36, %25
  br i1 %37, label %38, label %27, !llvm.loop !20

38:                                               ; preds = %27, %20
  %39 = phi i64 [ poison, %20 ], [ %31, %27 ]
  %40 = phi i64 [ %22, %20 ], [ %33, %27 ]
  %41 = phi i64 [ %21, %20 ], [ %31, %27 ]
  %42 = sub nsw i64 %22, %23
  %43 = icmp ugt i64 %42, -4
  br i1 %43, label %74, label %44

44:                                               ; preds = %38
  %45 = getelementptr i8, ptr %1, i64 8
  %46 = getelementptr i8, ptr %0, i64 8
  %47 = getelementptr i8, ptr %1, i64 16
  %48 = getelementptr i8, ptr %0, i64 16
  %49 = getelementptr i8, ptr %1, i64 24
  %50 = getelementptr i8, ptr %0, i64 24
  br label %110

51:                                               ; preds = %51, %11
  %52 = phi i64 [ %12, %11 ], [ %55, %51 ]
  %53 = phi i32 [ %9, %11 ], [ %69, %51 ]
  %54 = phi i32 [ %2, %11 ], [ %66, %51 ]
  %55 = add nsw i64 %52, 1
  %56 = getelementptr inbounds %struct.rec, ptr %1, i64 %52
  %57 = sext i32 %53 to i64
  %58 = getelementptr inbounds %struct.rec, ptr %0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !7
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds %struct.rec, ptr %0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !7
  %63 = icmp sge i32 %59, %62
  %64 = select i1 %63, ptr %61, ptr %58
  %65 = zext i1 %63 to i32
  %66 = add nsw i32 %54, %65
  %67 = xor i1 %63, true
  %68 = zext i1 %67 to i32
  %69 = add nsw i32 %53, %68
  %70 = load i64, ptr %64, align 4
  store i64 %70, ptr %56, align 4
  %71 = icmp slt i32 %66, %9
  %72 = icmp slt i32 %69, %3
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %51, label %13, !llvm.loop !12

74:                                               ; preds = %110, %38
  %75 = phi i64 [ %39, %38 ], [ %122, %110 ]
  %76 = trunc nsw i64 %75 to i32
  br label %77

77:                                               ; preds = %74, %15
  %78 = phi i32 [ %18, %15 ], [ %76, %74 ]
  %79 = icmp slt i32 %17, %3
  br i1 %79, label %80, label %146

80:                                               ; preds = %77
  %81 = sext i32 %78 to i64
  %82 = sext i32 %17 to i64
  %83 = sext i32 %3 to i64
  %84 = sub nsw i64 %83, %82
  %85 = and i64 %84, 3
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %98, label %87

87:                                               ; preds = %80, %87
  %88 = phi i64 [ %93, %87 ], [ %82, %80 ]
  %89 = phi i64 [ %91, %87 ], [ %81, %80 ]
  %90 = phi i64 [ %96, %87 ], [ 0, %80 ]
  %91 = add nsw i64 %89, 1
  %92 = getelementptr inbounds %struct.rec, ptr %1, i64 %89
  %93 = add nsw i64 %88, 1
  %94 = getelementptr inbounds %struct.rec, ptr %0, i64 %88
  %95 = load i64, ptr %94, align 4
  store i64 %95, ptr %92, align 4
  %96 = add i64 %90, 1
  %97 = icmp eq i64 %96, %85
  br i1 %97, label %98, label %87, !llvm.loop !22

98:                                               ; preds = %87, %80
  %99 = phi i64 [ %82, %80 ], [ %93, %87 ]
  %100 = phi i64 [ %81, %80 ], [ %91, %87 ]
  %101 = sub nsw i64 %82, %83
  %102 = icmp ugt i64 %101, -4
  br i1 %102, label %146, label %103

103:                                              ; preds = %98
  %104 = getelementptr i8, ptr %1, i64 8
  %105 = getelementptr i8, ptr %0, i64 8
  %106 = getelementptr i8, ptr %1, i64 16
  %107 = getelementptr i8, ptr %0, i64 16
  %108 = getelementptr i8, ptr %1, i64 24
  %109 = getelementptr i8, ptr %0, i64 24
  br label %128

110:                                              ; preds = %110, %44
  %111 = phi i64 [ %40, %44 ], [ %124, %110 ]
  %112 = phi i64 [ %41, %44 ], [ %122, %110 ]
  %113 = getelementptr inbounds %struct.rec, ptr %1, i64 %112
  %114 = getelementptr inbounds %struct.rec, ptr %0, i64 %111
  %115 = load i64, ptr %114, align 4
  store i64 %115, ptr %113, align 4
  %116 = getelementptr %struct.rec, ptr %45, i64 %112
  %117 = getelementptr %struct.rec, ptr %46, i64 %111
  %118 = load i64, ptr %117, align 4
  store i64 %118, ptr %116, align 4
  %119 = getelementptr %struct.rec, ptr %47, i64 %112
  %120 = getelementptr %struct.rec, ptr %48, i64 %111
  %121 = load i64, ptr %120, align 4
  store i64 %121, ptr %119, align 4
  %122 = add nsw i64 %112, 4
  %123 = getelementptr %struct.rec, ptr %49, i64 %112
  %124 = add nsw i64 %111, 4
  %125 = getelementptr %struct.rec, ptr %50, i64 %111
  %126 = load i64, ptr %125, align 4
  store i64 %126, ptr %123, align 4
  %127 = icmp eq i64 %124, %23
  br i1 %127, label %74, label %110, !llvm.loop !23

128:                                              ; preds = %128, %103
  %129 = phi i64 [ %99, %103 ], [ %142, %128 ]
  %130 = phi i64 [ %100, %103 ], [ %140, %128 ]
  %131 = getelementptr inbounds %struct.rec, ptr %1, i64 %130
  %132 = getelementptr inbounds %struct.rec, ptr %0, i64 %129
  %133 = load i64, ptr %132, align 4
  store i64 %133, ptr %131, align 4
  %134 = getelementptr %struct.rec, ptr %104, i64 %130
  %135 = getelementptr %struct.rec, ptr %105, i64 %129
  %136 = load i64, ptr %135, align 4
  store i64 %136, ptr %134, align 4
  %137 = getelementptr %struct.rec, ptr %106, i64 %130
  %138 = getelementptr %struct.rec, ptr %107, i64 %129
  %139 = load i64, ptr %138, align 4
  store i64 %139, ptr %137, align 4
  %140 = add nsw i64 %130, 4
  %141 = getelementptr %struct.rec, ptr %108, i64 %130
  %142 = add nsw i64 %129, 4
  %143 = getelementptr %struct.rec, ptr %109, i64 %129
  %144 = load i64, ptr %143, align 4
  store i64 %144, ptr %141, align 4
  %145 = icmp eq i64 %142, %83
  br i1 %145, label %146, label %128, !llvm.loop !24

146:                                              ; preds = %98, %128, %77
  %147 = sext i32 %2 to i64
  %148 = getelementptr inbounds %struct.rec, ptr %0, i64 %147
  %149 = getelementptr inbounds %struct.rec, ptr %1, i64 %147
  %150 = zext nneg i32 %5 to i64
  %151 = shl nuw nsw i64 %150, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %148, ptr align 4 %149, i64 %151, i1 false)
  br label %152

152:                                              ; preds = %4, %146
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = sub nsw i32 %3, %2
  %6 = icmp slt i32 %5, 2
  br i1 %6, label %198, label %7

7:                                                ; preds = %4
  %8 = add nuw nsw i32 %3, %2
  %9 = lshr i32 %8, 1
  %10 = tail call fastcc i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %9)
  %11 = tail call fastcc i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %9, i32 noundef %3)
  %12 = add nsw i64 %11, %10
  %13 = icmp sgt i32 %9, %2
  %14 = icmp slt i32 %9, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %7
  %17 = sext i32 %2 to i64
  br label %57

18:                                               ; preds = %76
  %19 = trunc nsw i64 %82 to i32
  br label %20

20:                                               ; preds = %18, %7
  %21 = phi i64 [ %12, %7 ], [ %78, %18 ]
  %22 = phi i32 [ %2, %7 ], [ %79, %18 ]
  %23 = phi i32 [ %9, %7 ], [ %80, %18 ]
  %24 = phi i32 [ %2, %7 ], [ %19, %18 ]
  %25 = icmp slt i32 %22, %9
  br i1 %25, label %26, label %89

26:                                               ; preds = %20
  %27 = sext i32 %24 to i64
  %28 = sext i32 %22 to i64
  %29 = zext nneg i32 %9 to i64
  %30 = sub nsw i64 %29, %28
  %31 = and i64 %30, 3
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %44, label %33

33:                                               ; preds = %26, %33
  %34 = phi i64 [ %37, %33 ], [ %28, %26 ]
  %35 = phi i64 [ %40, %33 ], [ %27, %26 ]
  %36 = phi i64 [ %42, %33 ], [ 0, %26 ]
  %37 = add nsw i64 %34, 1
  %38 = getelementptr inbounds i32, ptr %0, i64 %34
  %39 = load i32, ptr %38, align 4, !tbaa !18
  %40 = add nsw i64 %35, 1
  %41 = getelementptr inbounds i32, ptr %1, i64 %35
  store i32 %39, ptr %41, align 4, !tbaa !18
  %42 = add i64 %36, 1
  %43 = icmp eq i64 %42, %31
  br i1 %43, label %44, label %33, !llvm.loop !25

44:                                               ; preds = %33, %26
  %45 = phi i64 [ poison, %26 ], [ %40, %33 ]
  %46 = phi i64 [ %28, %26 ], [ %37, %33 ]
  %47 = phi i64 [ %27, %26 ], [ %40, %33 ]
  %48 = sub nsw i64 %28, %29
  %49 = icmp ugt i64 %48, -4
  br i1 %49, label %86, label %50

50:                                               ; preds = %44
  %51 = getelementptr i8, ptr %0, i64 4
  %52 = getelementptr i8, ptr %1, i64 4
  %53 = getelementptr i8, ptr %0, i64 8
  %54 = getelementptr i8, ptr %1, i64 8
  %55 = getelementptr i8, ptr %0, i64 12
  %56 = getelementptr i8, ptr %1, i64 12
  br label %122

57:                                               ; preds = %16, %76
  %58 = phi i64 [ %17, %16 ], [ %82, %76 ]
  %59 = phi i32 [ %9, %16 ], [ %80, %76 ]
  %60 = phi i32 [ %2, %16 ], [ %79, %76 ]
  %61 = phi i64 [ %12, %16 ], [ %78, %76 ]
  %62 = zext nneg i32 %59 to i64
  %63 = getelementptr inbounds i32, ptr %0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !18
  %65 = sext i32 %60 to i64
  %66 = getelementptr inbounds i32, ptr %0, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !18
  %68 = icmp slt i32 %64, %67
  br i1 %68, label %69, label %74

69:                                               ; preds = %57
  %70 = sub nsw i32 %9, %60
  %71 = sext i32 %70 to i64
  %72 = add nsw i64 %61, %71
  %73 = add nuw nsw i32 %59, 1
  br label %76

74:                                               ; preds = %57
  %75 = add nsw i32 %60, 1
  br label %76

76:                                               ; preds = %74, %69
  %77 = phi i32 [ %64, %69 ], [ %67, %74 ]
  %78 = phi i64 [ %72, %69 ], [ %61, %74 ]
  %79 = phi i32 [ %60, %69 ], [ %75, %74 ]
  %80 = phi i32 [ %73, %69 ], [ %59, %74 ]
  %81 = getelementptr inbounds i32, ptr %1, i64 %58
  store i32 %77, ptr %81, align 4
  %82 = add nsw i64 %58, 1
  %83 = icmp slt i32 %79, %9
  %84 = icmp slt i32 %80, %3
  %85 = select i1 %83, i1 %84, i1 false
  br i1 %85, label %57, label %18, !llvm.loop !26

86:                                               ; preds = %122, %44
  %87 = phi i64 [ %45, %44 ], [ %137, %122 ]
  %88 = trunc nsw i64 %87 to i32
  br label %89

89:                                               ; preds = %86, %20
  %90 = phi i32 [ %24, %20 ], [ %88, %86 ]
  %91 = icmp slt i32 %23, %3
  br i1 %91, label %92, label %140

92:                                               ; preds = %89
  %93 = sext i32 %90 to i64
  %94 = zext i32 %23 to i64
  %95 = sext i32 %3 to i64
  %96 = sub nsw i64 %95, %94
  %97 = and i64 %96, 3
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %110, label %99

99:                                               ; preds = %92, %99
  %100 = phi i64 [ %103, %99 ], [ %94, %92 ]
  %101 = phi i64 [ %106, %99 ], [ %93, %92 ]
  %102 = phi i64 [ %108, %99 ], [ 0, %92 ]
  %103 = add nuw nsw i64 %100, 1
  %104 = getelementptr inbounds i32, ptr %0, i64 %100
  %105 = load i32, ptr %104, align 4, !tbaa !18
  %106 = add nsw i64 %101, 1
  %107 = getelementptr inbounds i32, ptr %1, i64 %101
  store i32 %105, ptr %107, align 4, !tbaa !18
  %108 = add i64 %102, 1
  %109 = icmp eq i64 %108, %97
  br i1 %109, label %110, label %99, !llvm.loop !27

110:                                              ; preds = %99, %92
  %111 = phi i64 [ %94, %92 ], [ %103, %99 ]
  %112 = phi i64 [ %93, %92 ], [ %106, %99 ]
  %113 = sub nsw i64 %94, %95
  %114 = icmp ugt i64 %113, -4
  br i1 %114, label %140, label %115

115:                                              ; preds = %110
  %116 = getelementptr i8, ptr %0, i64 4
  %117 = getelementptr i8, ptr %1, i64 4
  %118 = getelementptr i8, ptr %0, i64 8
  %119 = getelementptr i8, ptr %1, i64 8
  %120 = getelementptr i8, ptr %0, i64 12
  %121 = getelementptr i8, ptr %1, i64 12
  br label %161

122:                                              ; preds = %122, %50
  %123 = phi i64 [ %46, %50 ], [ %134, %122 ]
  %124 = phi i64 [ %47, %50 ], [ %137, %122 ]
  %125 = getelementptr inbounds i32, ptr %0, i64 %123
  %126 = load i32, ptr %125, align 4, !tbaa !18
  %127 = getelementptr inbounds i32, ptr %1, i64 %124
  store i32 %126, ptr %127, align 4, !tbaa !18
  %128 = getelementptr i32, ptr %51, i64 %123
  %129 = load i32, ptr %128, align 4, !tbaa !18
  %130 = getelementptr i32, ptr %52, i64 %124
  store i32 %129, ptr %130, align 4, !tbaa !18
  %131 = getelementptr i32, ptr %53, i64 %123
  %132 = load i32, ptr %131, align 4, !tbaa !18
  %133 = getelementptr i32, ptr %54, i64 %124
  store i32 %132, ptr %133, align 4, !tbaa !18
  %134 = add nsw i64 %123, 4
  %135 = getelementptr i32, ptr %55, i64 %123
  %136 = load i32, ptr %135, align 4, !tbaa !18
  %137 = add nsw i64 %124, 4
  %138 = getelementptr i32, ptr %56, i64 %124
  store i32 %136, ptr %138, align 4, !tbaa !18
  %139 = icmp eq i64 %134, %29
  br i1 %139, label %86, label %122, !llvm.loop !28

140:                                              ; preds = %110, %161, %89
  %141 = icmp slt i32 %2, %3
  br i1 %141, label %142, label %198

142:                                              ; preds = %140
  %143 = sext i32 %2 to i64
  %144 = sext i32 %3 to i64
  %145 = sub nsw i64 %144, %143
  %146 = and i64 %145, 3
  %147 = icmp eq i64 %146, 0
  br i1 %147, label %157, label %148

148:                                              ; preds = %142, %148
  %149 = phi i64 [ %154, %148 ], [ %143, %142 ]
  %150 = phi i64 [ %155, %148 ], [ 0, %142 ]
  %151 = getelementptr inbounds i32, ptr %1, i64 %149
  %152 = load i32, ptr %151, align 4, !tbaa !18
  %153 = getelementptr inbounds i32, ptr %0, i64 %149
  store i32 %152, ptr %153, align 4, !tbaa !18
  %154 = add nsw i64 %149, 1
  %155 = add i64 %150, 1
  %156 = icmp eq i64 %155, %146
  br i1 %156, label %157, label %148, !llvm.loop !29

157:                                              ; preds = %148, %142
  %158 = phi i64 [ %143, %142 ], [ %154, %148 ]
  %159 = sub nsw i64 %143, %144
  %160 = icmp ugt i64 %159, -4
  br i1 %160, label %198, label %179

161:                                              ; preds = %161, %115
  %162 = phi i64 [ %111, %115 ], [ %173, %161 ]
  %163 = phi i64 [ %112, %115 ], [ %176, %161 ]
  %164 = getelementptr inbounds i32, ptr %0, i64 %162
  %165 = load i32, ptr %164, align 4, !tbaa !18
  %166 = getelementptr inbounds i32, ptr %1, i64 %163
  store i32 %165, ptr %166, align 4, !tbaa !18
  %167 = getelementptr i32, ptr %116, i64 %162
  %168 = load i32, ptr %167, align 4, !tbaa !18
  %169 = getelementptr i32, ptr %117, i64 %163
  store i32 %168, ptr %169, align 4, !tbaa !18
  %170 = getelementptr i32, ptr %118, i64 %162
  %171 = load i32, ptr %170, align 4, !tbaa !18
  %172 = getelementptr i32, ptr %119, i64 %163
  store i32 %171, ptr %172, align 4, !tbaa !18
  %173 = add nuw nsw i64 %162, 4
  %174 = getelementptr i32, ptr %120, i64 %162
  %175 = load i32, ptr %174, align 4, !tbaa !18
  %176 = add nsw i64 %163, 4
  %177 = getelementptr i32, ptr %121, i64 %163
  store i32 %175, ptr %177, align 4, !tbaa !18
  %178 = icmp eq i64 %173, %95
  br i1 %178, label %140, label %161, !llvm.loop !30

179:                                              ; preds = %157, %179
  %180 = phi i64 [ %196, %179 ], [ %158, %157 ]
  %181 = getelementptr inbounds i32, ptr %1, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !18
  %183 = getelementptr inbounds i32, ptr %0, i64 %180
  store i32 %182, ptr %183, align 4, !tbaa !18
  %184 = add nsw i64 %180, 1
  %185 = getelementptr inbounds i32, ptr %1, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !18
  %187 = getelementptr inbounds i32, ptr %0, i64 %184
  store i32 %186, ptr %187, align 4, !tbaa !18
  %188 = add nsw i64 %180, 2
  %189 = getelementptr inbounds i32, ptr %1, i64 %188
  %190 = load i32, ptr %189, align 4, !tbaa !18
  %191 = getelementptr inbounds i32, ptr %0, i64 %188
  store i32 %190, ptr %191, align 4, !tbaa !18
  %192 = add nsw i64 %180, 3
  %193 = getelementptr inbounds i32, ptr %1, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !18
  %195 = getelementptr inbounds i32, ptr %0, i64 %192
  store i32 %194, ptr %195, align 4, !tbaa !18
  %196 = add nsw i64 %180, 4
  %197 = icmp eq i64 %196, %144
  br i1 %197, label %198, label %179, !llvm.loop !31

198:                                              ; preds = %157, %179, %140, %4
  %199 = phi i64 [ 0, %4 ], [ %21, %140 ], [ %21, %179 ], [ %21, %157 ]
  ret i64 %199
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!8, !9, i64 0}
!8 = !{!"", !9, i64 0, !9, i64 4}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = !{!8, !9, i64 4}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = !{!9, !9, i64 0}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !21}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !21}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !21}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
