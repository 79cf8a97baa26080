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
  br i1 %131, label %213, label %132, !llvm.loop !16

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

146:                                              ; preds = %246
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %129, i32 noundef %247)
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
  br label %198

198:                                              ; preds = %198, %146
  %199 = phi i64 [ 0, %146 ], [ %210, %198 ]
  %200 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %146 ], [ %211, %198 ]
  %201 = mul nuw <4 x i16> %200, <i16 37, i16 37, i16 37, i16 37>
  %202 = mul <4 x i16> %200, <i16 37, i16 37, i16 37, i16 37>
  %203 = add <4 x i16> %202, <i16 148, i16 148, i16 148, i16 148>
  %204 = urem <4 x i16> %201, <i16 101, i16 101, i16 101, i16 101>
  %205 = urem <4 x i16> %203, <i16 101, i16 101, i16 101, i16 101>
  %206 = zext nneg <4 x i16> %204 to <4 x i32>
  %207 = zext nneg <4 x i16> %205 to <4 x i32>
  %208 = getelementptr inbounds [150 x i32], ptr %1, i64 0, i64 %199
  %209 = getelementptr inbounds i8, ptr %208, i64 16
  store <4 x i32> %206, ptr %208, align 16, !tbaa !17
  store <4 x i32> %207, ptr %209, align 16, !tbaa !17
  %210 = add nuw i64 %199, 8
  %211 = add <4 x i16> %200, <i16 8, i16 8, i16 8, i16 8>
  %212 = icmp eq i64 %210, 144
  br i1 %212, label %250, label %198, !llvm.loop !18

213:                                              ; preds = %128, %246
  %214 = phi i64 [ %248, %246 ], [ 0, %128 ]
  %215 = phi i32 [ %247, %246 ], [ 1, %128 ]
  %216 = getelementptr inbounds %struct.rec, ptr %3, i64 %214
  %217 = load i32, ptr %216, align 4, !tbaa !7
  %218 = getelementptr inbounds %struct.rec, ptr %4, i64 %214
  %219 = load i32, ptr %218, align 4, !tbaa !7
  %220 = icmp eq i32 %217, %219
  br i1 %220, label %221, label %230

221:                                              ; preds = %213
  %222 = getelementptr inbounds i8, ptr %216, i64 4
  %223 = load i32, ptr %222, align 4, !tbaa !14
  %224 = getelementptr inbounds i8, ptr %218, i64 4
  %225 = load i32, ptr %224, align 4, !tbaa !14
  %226 = icmp eq i32 %223, %225
  %227 = and i32 %215, 1
  %228 = freeze i1 %226
  %229 = select i1 %228, i32 %227, i32 0
  br label %230

230:                                              ; preds = %221, %213
  %231 = phi i32 [ 0, %213 ], [ %229, %221 ]
  %232 = or disjoint i64 %214, 1
  %233 = getelementptr inbounds %struct.rec, ptr %3, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !7
  %235 = getelementptr inbounds %struct.rec, ptr %4, i64 %232
  %236 = load i32, ptr %235, align 4, !tbaa !7
  %237 = icmp eq i32 %234, %236
  br i1 %237, label %238, label %246

238:                                              ; preds = %230
  %239 = getelementptr inbounds i8, ptr %233, i64 4
  %240 = load i32, ptr %239, align 4, !tbaa !14
  %241 = getelementptr inbounds i8, ptr %235, i64 4
  %242 = load i32, ptr %241, align 4, !tbaa !14
  %243 = icmp eq i32 %240, %242
  %244 = freeze i1 %243
  %245 = select i1 %244, i32 %231, i32 0
  br label %246

246:                                              ; preds = %238, %230
  %247 = phi i32 [ 0, %230 ], [ %245, %238 ]
  %248 = add nuw nsw i64 %214, 2
  %249 = icmp eq i64 %248, 150
  br i1 %249, label %146, label %213, !llvm.loop !21

250:                                              ; preds = %198
  %251 = getelementptr inbounds i8, ptr %1, i64 576
  store i32 76, ptr %251, align 16, !tbaa !17
  %252 = getelementptr inbounds i8, ptr %1, i64 580
  store i32 12, ptr %252, align 4, !tbaa !17
  %253 = getelementptr inbounds i8, ptr %1, i64 584
  store i32 49, ptr %253, align 8, !tbaa !17
  %254 = getelementptr inbounds i8, ptr %1, i64 588
  store i32 86, ptr %254, align 4, !tbaa !17
  %255 = getelementptr inbounds i8, ptr %1, i64 592
  store i32 22, ptr %255, align 16, !tbaa !17
  %256 = getelementptr inbounds i8, ptr %1, i64 596
  store i32 59, ptr %256, align 4, !tbaa !17
  %257 = call fastcc i64 @inversions(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 0, i32 noundef 150)
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %257)
  %259 = load i32, ptr %1, align 16, !tbaa !17
  %260 = getelementptr inbounds i8, ptr %1, i64 596
  %261 = load i32, ptr %260, align 4, !tbaa !17
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %259, i32 noundef %261)
  call void @free(ptr noundef %3) #11
  call void @free(ptr noundef %4) #11
  call void @free(ptr noundef %5) #11
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 600, ptr nonnull %1) #11
  ret i32 0
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
  %5 = ptrtoint ptr %0 to i64
  %6 = ptrtoint ptr %1 to i64
  %7 = ptrtoint ptr %0 to i64
  %8 = ptrtoint ptr %1 to i64
  %9 = sub nsw i32 %3, %2
  %10 = icmp slt i32 %9, 2
  br i1 %10, label %216, label %11

11:                                               ; preds = %4
  %12 = lshr i32 %9, 1
  %13 = add nsw i32 %12, %2
  tail call fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %13)
  tail call fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %13, i32 noundef %3)
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = sext i32 %2 to i64
  br label %85

17:                                               ; preds = %85
  %18 = trunc nsw i64 %89 to i32
  br label %19

19:                                               ; preds = %17, %11
  %20 = phi i32 [ %2, %11 ], [ %100, %17 ]
  %21 = phi i32 [ %13, %11 ], [ %103, %17 ]
  %22 = phi i32 [ %2, %11 ], [ %18, %17 ]
  %23 = icmp slt i32 %20, %13
  br i1 %23, label %24, label %111

24:                                               ; preds = %19
  %25 = sext i32 %22 to i64
  %26 = sext i32 %20 to i64
  %27 = sext i32 %13 to i64
  %28 = sub nsw i64 %27, %26
  %29 = icmp ult i64 %28, 12
  br i1 %29, label %30, label %60

30:                                               ; preds = %83, %60, %24
  %31 = phi i64 [ %26, %60 ], [ %26, %24 ], [ %69, %83 ]
  %32 = phi i64 [ %25, %60 ], [ %25, %24 ], [ %70, %83 ]
  %33 = sub nsw i64 %27, %31
  %34 = and i64 %33, 3
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %47, label %36

36:                                               ; preds = %30, %36
  %37 = phi i64 [ %42, %36 ], [ %31, %30 ]
  %38 = phi i64 [ %40, %36 ], [ %32, %30 ]
  %39 = phi i64 [ %45, %36 ], [ 0, %30 ]
  %40 = add nsw i64 %38, 1
  %41 = getelementptr inbounds %struct.rec, ptr %1, i64 %38
  %42 = add nsw i64 %37, 1
  %43 = getelementptr inbounds %struct.rec, ptr %0, i64 %37
  %44 = load i64, ptr %43, align 4
  store i64 %44, ptr %41, align 4
  %45 = add i64 %39, 1
  %46 = icmp eq i64 %45, %34
  br i1 %46, label %47, label %36, !llvm.loop !22

47:                                               ; preds = %36, %30
  %48 = phi i64 [ poison, %30 ], [ %40, %36 ]
  %49 = phi i64 [ %31, %30 ], [ %42, %36 ]
  %50 = phi i64 [ %32, %30 ], [ %40, %36 ]
  %51 = sub nsw i64 %31, %27
  %52 = icmp ugt i64 %51, -4
  br i1 %52, label %108, label %53

53:                                               ; preds = %47
  %54 = getelementptr i8, ptr %1, i64 8
  %55 = getelementptr i8, ptr %0, i64 8
  %56 = getelementptr i8, ptr %1, i64 16
  %57 = getelementptr i8, ptr %0, i64 16
  %58 = getelementptr i8, ptr %1, i64 24
  %59 = getelementptr i8, ptr %0, i64 24
  br label %174

60:                                               ; preds = %24
  %61 = shl nsw i64 %25, 3
  %62 = add i64 %61, %8
  %63 = shl nsw i64 %26, 3
  %64 = add i64 %63, %7
  %65 = sub i64 %62, %64
  %66 = icmp ult i64 %65, 32
  br i1 %66, label %30, label %67

67:                                               ; preds = %60
  %68 = and i64 %28, -4
  %69 = add nsw i64 %68, %26
  %70 = add nsw i64 %68, %25
  %71 = getelementptr %struct.rec, ptr %1, i64 %25
  %72 = getelementptr %struct.rec, ptr %0, i64 %26
  br label %73

73:                                               ; preds = %73, %67
  %74 = phi i64 [ 0, %67 ], [ %81, %73 ]
  %75 = getelementptr %struct.rec, ptr %71, i64 %74
  %76 = getelementptr %struct.rec, ptr %72, i64 %74
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load <2 x i64>, ptr %76, align 4
  %79 = load <2 x i64>, ptr %77, align 4
  %80 = getelementptr inbounds i8, ptr %75, i64 16
  store <2 x i64> %78, ptr %75, align 4
  store <2 x i64> %79, ptr %80, align 4
  %81 = add nuw i64 %74, 4
  %82 = icmp eq i64 %81, %68
  br i1 %82, label %83, label %73, !llvm.loop !24

83:                                               ; preds = %73
  %84 = icmp eq i64 %28, %68
  br i1 %84, label %108, label %30

85:                                               ; preds = %85, %15
  %86 = phi i64 [ %16, %15 ], [ %89, %85 ]
  %87 = phi i32 [ %13, %15 ], [ %103, %85 ]
  %88 = phi i32 [ %2, %15 ], [ %100, %85 ]
  %89 = add nsw i64 %86, 1
  %90 = getelementptr inbounds %struct.rec, ptr %1, i64 %86
  %91 = sext i32 %87 to i64
  %92 = getelementptr inbounds %struct.rec, ptr %0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !7
  %94 = sext i32 %88 to i64
  %95 = getelementptr inbounds %struct.rec, ptr %0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !7
  %97 = icmp sge i32 %93, %96
  %98 = select i1 %97, ptr %95, ptr %92
  %99 = zext i1 %97 to i32
  %100 = add nsw i32 %88, %99
  %101 = xor i1 %97, true
  %102 = zext i1 %101 to i32
  %103 = add nsw i32 %87, %102
  %104 = load i64, ptr %98, align 4
  store i64 %104, ptr %90, align 4
  %105 = icmp slt i32 %100, %13
  %106 = icmp slt i32 %103, %3
  %107 = select i1 %105, i1 %106, i1 false
  br i1 %107, label %85, label %17, !llvm.loop !12

108:                                              ; preds = %47, %174, %83
  %109 = phi i64 [ %70, %83 ], [ %48, %47 ], [ %186, %174 ]
  %110 = trunc nsw i64 %109 to i32
  br label %111

111:                                              ; preds = %108, %19
  %112 = phi i32 [ %22, %19 ], [ %110, %108 ]
  %113 = icmp slt i32 %21, %3
  br i1 %113, label %114, label %210

114:                                              ; preds = %111
  %115 = sext i32 %112 to i64
  %116 = sext i32 %21 to i64
  %117 = sext i32 %3 to i64
  %118 = sub nsw i64 %117, %116
  %119 = icmp ult i64 %118, 12
  br i1 %119, label %120, label %149

120:                                              ; preds = %172, %149, %114
  %121 = phi i64 [ %116, %149 ], [ %116, %114 ], [ %158, %172 ]
  %122 = phi i64 [ %115, %149 ], [ %115, %114 ], [ %159, %172 ]
  %123 = sub nsw i64 %117, %121
  %124 = and i64 %123, 3
  %125 = icmp eq i64 %124, 0
  br i1 %125, label %137, label %126

126:                                              ; preds = %120, %126
  %127 = phi i64 [ %132, %126 ], [ %121, %120 ]
  %128 = phi i64 [ %130, %126 ], [ %122, %120 ]
  %129 = phi i64 [ %135, %126 ], [ 0, %120 ]
  %130 = add nsw i64 %128, 1
  %131 = getelementptr inbounds %struct.rec, ptr %1, i64 %128
  %132 = add nsw i64 %127, 1
  %133 = getelementptr inbounds %struct.rec, ptr %0, i64 %127
  %134 = load i64, ptr %133, align 4
  store i64 %134, ptr %131, align 4
  %135 = add i64 %129, 1
  %136 = icmp eq i64 %135, %124
  br i1 %136, label %137, label %126, !llvm.loop !25

137:                                              ; preds = %126, %120
  %138 = phi i64 [ %121, %120 ], [ %132, %126 ]
  %139 = phi i64 [ %122, %120 ], [ %130, %126 ]
  %140 = sub nsw i64 %121, %117
  %141 = icmp ugt i64 %140, -4
  br i1 %141, label %210, label %142

142:                                              ; preds = %137
  %143 = getelementptr i8, ptr %1, i64 8
  %144 = getelementptr i8, ptr %0, i64 8
  %145 = getelementptr i8, ptr %1, i64 16
  %146 = getelementptr i8, ptr %0, i64 16
  %147 = getelementptr i8, ptr %1, i64 24
  %148 = getelementptr i8, ptr %0, i64 24
  br label %192

149:                                              ; preds = %114
  %150 = shl nsw i64 %115, 3
  %151 = add i64 %150, %6
  %152 = shl nsw i64 %116, 3
  %153 = add i64 %152, %5
  %154 = sub i64 %151, %153
  %155 = icmp ult i64 %154, 32
  br i1 %155, label %120, label %156

156:                                              ; preds = %149
  %157 = and i64 %118, -4
  %158 = add nsw i64 %157, %116
  %159 = add nsw i64 %157, %115
  %160 = getelementptr %struct.rec, ptr %1, i64 %115
  %161 = getelementptr %struct.rec, ptr %0, i64 %116
  br label %162

162:                                              ; preds = %162, %156
  %163 = phi i64 [ 0, %156 ], [ %170, %162 ]
  %164 = getelementptr %struct.rec, ptr %160, i64 %163
  %165 = getelementptr %struct.rec, ptr %161, i64 %163
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  %167 = load <2 x i64>, ptr %165, align 4
  %168 = load <2 x i64>, ptr %166, align 4
  %169 = getelementptr inbounds i8, ptr %164, i64 16
  store <2 x i64> %167, ptr %164, align 4
  store <2 x i64> %168, ptr %169, align 4
  %170 = add nuw i64 %163, 4
  %171 = icmp eq i64 %170, %157
  br i1 %171, label %172, label %162, !llvm.loop !26

172:                                              ; preds = %162
  %173 = icmp eq i64 %118, %157
  br i1 %173, label %210, label %120

174:                                              ; preds = %174, %53
  %175 = phi i64 [ %49, %53 ], [ %188, %174 ]
  %176 = phi i64 [ %50, %53 ], [ %186, %174 ]
  %177 = getelementptr inbounds %struct.rec, ptr %1, i64 %176
  %178 = getelementptr inbounds %struct.rec, ptr %0, i64 %175
  %179 = load i64, ptr %178, align 4
  store i64 %179, ptr %177, align 4
  %180 = getelementptr %struct.rec, ptr %54, i64 %176
  %181 = getelementptr %struct.rec, ptr %55, i64 %175
  %182 = load i64, ptr %181, align 4
  store i64 %182, ptr %180, align 4
  %183 = getelementptr %struct.rec, ptr %56, i64 %176
  %184 = getelementptr %struct.rec, ptr %57, i64 %175
  %185 = load i64, ptr %184, align 4
  store i64 %185, ptr %183, align 4
  %186 = add nsw i64 %176, 4
  %187 = getelementptr %struct.rec, ptr %58, i64 %176
  %188 = add nsw i64 %175, 4
  %189 = getelementptr %struct.rec, ptr %59, i64 %175
  %190 = load i64, ptr %189, align 4
  store i64 %190, ptr %187, align 4
  %191 = icmp eq i64 %188, %27
  br i1 %191, label %108, label %174, !llvm.loop !27

192:                                              ; preds = %192, %142
  %193 = phi i64 [ %138, %142 ], [ %206, %192 ]
  %194 = phi i64 [ %139, %142 ], [ %204, %192 ]
  %195 = getelementptr inbounds %struct.rec, ptr %1, i64 %194
  %196 = getelementptr inbounds %struct.rec, ptr %0, i64 %193
  %197 = load i64, ptr %196, align 4
  store i64 %197, ptr %195, align 4
  %198 = getelementptr %struct.rec, ptr %143, i64 %194
  %199 = getelementptr %struct.rec, ptr %144, i64 %193
  %200 = load i64, ptr %199, align 4
  store i64 %200, ptr %198, align 4
  %201 = getelementptr %struct.rec, ptr %145, i64 %194
  %202 = getelementptr %struct.rec, ptr %146, i64 %193
  %203 = load i64, ptr %202, align 4
  store i64 %203, ptr %201, align 4
  %204 = add nsw i64 %194, 4
  %205 = getelementptr %struct.rec, ptr %147, i64 %194
  %206 = add nsw i64 %193, 4
  %207 = getelementptr %struct.rec, ptr %148, i64 %193
  %208 = load i64, ptr %207, align 4
  store i64 %208, ptr %205, align 4
  %209 = icmp eq i64 %206, %117
  br i1 %209, label %210, label %192, !llvm.loop !28

210:                                              ; preds = %137, %192, %172, %111
  %211 = sext i32 %2 to i64
  %212 = getelementptr inbounds %struct.rec, ptr %0, i64 %211
  %213 = getelementptr inbounds %struct.rec, ptr %1, i64 %211
  %214 = zext nneg i32 %9 to i64
  %215 = shl nuw nsw i64 %214, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %212, ptr align 4 %213, i64 %215, i1 false)
  br label %216

216:                                              ; preds = %4, %210
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #6 {
  %5 = ptrtoint ptr %1 to i64
  %6 = ptrtoint ptr %0 to i64
  %7 = ptrtoint ptr %1 to i64
  %8 = ptrtoint ptr %0 to i64
  %9 = ptrtoint ptr %1 to i64
  %10 = sub nsw i32 %3, %2
  %11 = icmp slt i32 %10, 2
  br i1 %11, label %286, label %12

12:                                               ; preds = %4
  %13 = add nuw nsw i32 %3, %2
  %14 = lshr i32 %13, 1
  %15 = tail call fastcc i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %14)
  %16 = tail call fastcc i64 @inversions(ptr noundef %0, ptr noundef %1, i32 noundef %14, i32 noundef %3)
  %17 = add nsw i64 %16, %15
  %18 = icmp sgt i32 %14, %2
  %19 = icmp slt i32 %14, %3
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %12
  %22 = sext i32 %2 to i64
  br label %92

23:                                               ; preds = %111
  %24 = trunc nsw i64 %117 to i32
  br label %25

25:                                               ; preds = %23, %12
  %26 = phi i64 [ %17, %12 ], [ %113, %23 ]
  %27 = phi i32 [ %2, %12 ], [ %114, %23 ]
  %28 = phi i32 [ %14, %12 ], [ %115, %23 ]
  %29 = phi i32 [ %2, %12 ], [ %24, %23 ]
  %30 = icmp slt i32 %27, %14
  br i1 %30, label %31, label %124

31:                                               ; preds = %25
  %32 = sext i32 %29 to i64
  %33 = sext i32 %27 to i64
  %34 = zext nneg i32 %14 to i64
  %35 = sub nsw i64 %34, %33
  %36 = icmp ult i64 %35, 12
  br i1 %36, label %37, label %67

37:                                               ; preds = %90, %67, %31
  %38 = phi i64 [ %33, %67 ], [ %33, %31 ], [ %76, %90 ]
  %39 = phi i64 [ %32, %67 ], [ %32, %31 ], [ %77, %90 ]
  %40 = sub nsw i64 %34, %38
  %41 = and i64 %40, 3
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %54, label %43

43:                                               ; preds = %37, %43
  %44 = phi i64 [ %47, %43 ], [ %38, %37 ]
  %45 = phi i64 [ %50, %43 ], [ %39, %37 ]
  %46 = phi i64 [ %52, %43 ], [ 0, %37 ]
  %47 = add nsw i64 %44, 1
  %48 = getelementptr inbounds i32, ptr %0, i64 %44
  %49 = load i32, ptr %48, align 4, !tbaa !17
  %50 = add nsw i64 %45, 1
  %51 = getelementptr inbounds i32, ptr %1, i64 %45
  store i32 %49, ptr %51, align 4, !tbaa !17
  %52 = add i64 %46, 1
  %53 = icmp eq i64 %52, %41
  br i1 %53, label %54, label %43, !llvm.loop !29

54:                                               ; preds = %43, %37
  %55 = phi i64 [ poison, %37 ], [ %50, %43 ]
  %56 = phi i64 [ %38, %37 ], [ %47, %43 ]
  %57 = phi i64 [ %39, %37 ], [ %50, %43 ]
  %58 = sub nsw i64 %38, %34
  %59 = icmp ugt i64 %58, -4
  br i1 %59, label %121, label %60

60:                                               ; preds = %54
  %61 = getelementptr i8, ptr %0, i64 4
  %62 = getelementptr i8, ptr %1, i64 4
  %63 = getelementptr i8, ptr %0, i64 8
  %64 = getelementptr i8, ptr %1, i64 8
  %65 = getelementptr i8, ptr %0, i64 12
  %66 = getelementptr i8, ptr %1, i64 12
  br label %187

67:                                               ; preds = %31
  %68 = shl nsw i64 %32, 2
  %69 = add i64 %68, %9
  %70 = shl nsw i64 %33, 2
  %71 = add i64 %70, %8
  %72 = sub i64 %69, %71
  %73 = icmp ult i64 %72, 32
  br i1 %73, label %37, label %74

74:                                               ; preds = %67
  %75 = and i64 %35, -8
  %76 = add nsw i64 %75, %33
  %77 = add nsw i64 %75, %32
  %78 = getelementptr i32, ptr %0, i64 %33
  %79 = getelementptr i32, ptr %1, i64 %32
  br label %80

80:                                               ; preds = %80, %74
  %81 = phi i64 [ 0, %74 ], [ %88, %80 ]
  %82 = getelementptr i32, ptr %78, i64 %81
  %83 = getelementptr inbounds i8, ptr %82, i64 16
  %84 = load <4 x i32>, ptr %82, align 4, !tbaa !17
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !17
  %86 = getelementptr i32, ptr %79, i64 %81
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  store <4 x i32> %84, ptr %86, align 4, !tbaa !17
  store <4 x i32> %85, ptr %87, align 4, !tbaa !17
  %88 = add nuw i64 %81, 8
  %89 = icmp eq i64 %88, %75
  br i1 %89, label %90, label %80, !llvm.loop !30

90:                                               ; preds = %80
  %91 = icmp eq i64 %35, %75
  br i1 %91, label %121, label %37

92:                                               ; preds = %21, %111
  %93 = phi i64 [ %22, %21 ], [ %117, %111 ]
  %94 = phi i32 [ %14, %21 ], [ %115, %111 ]
  %95 = phi i32 [ %2, %21 ], [ %114, %111 ]
  %96 = phi i64 [ %17, %21 ], [ %113, %111 ]
  %97 = zext nneg i32 %94 to i64
  %98 = getelementptr inbounds i32, ptr %0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !17
  %100 = sext i32 %95 to i64
  %101 = getelementptr inbounds i32, ptr %0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !17
  %103 = icmp slt i32 %99, %102
  br i1 %103, label %104, label %109

104:                                              ; preds = %92
  %105 = sub nsw i32 %14, %95
  %106 = sext i32 %105 to i64
  %107 = add nsw i64 %96, %106
  %108 = add nuw nsw i32 %94, 1
  br label %111

109:                                              ; preds = %92
  %110 = add nsw i32 %95, 1
  br label %111

111:                                              ; preds = %109, %104
  %112 = phi i32 [ %99, %104 ], [ %102, %109 ]
  %113 = phi i64 [ %107, %104 ], [ %96, %109 ]
  %114 = phi i32 [ %95, %104 ], [ %110, %109 ]
  %115 = phi i32 [ %108, %104 ], [ %94, %109 ]
  %116 = getelementptr inbounds i32, ptr %1, i64 %93
  store i32 %112, ptr %116, align 4
  %117 = add nsw i64 %93, 1
  %118 = icmp slt i32 %114, %14
  %119 = icmp slt i32 %115, %3
  %120 = select i1 %118, i1 %119, i1 false
  br i1 %120, label %92, label %23, !llvm.loop !31

121:                                              ; preds = %54, %187, %90
  %122 = phi i64 [ %77, %90 ], [ %55, %54 ], [ %202, %187 ]
  %123 = trunc nsw i64 %122 to i32
  br label %124

124:                                              ; preds = %121, %25
  %125 = phi i32 [ %29, %25 ], [ %123, %121 ]
  %126 = icmp slt i32 %28, %3
  br i1 %126, label %127, label %205

127:                                              ; preds = %124
  %128 = sext i32 %125 to i64
  %129 = zext i32 %28 to i64
  %130 = sext i32 %3 to i64
  %131 = sub nsw i64 %130, %129
  %132 = icmp ult i64 %131, 12
  br i1 %132, label %133, label %162

133:                                              ; preds = %185, %162, %127
  %134 = phi i64 [ %129, %162 ], [ %129, %127 ], [ %171, %185 ]
  %135 = phi i64 [ %128, %162 ], [ %128, %127 ], [ %172, %185 ]
  %136 = sub nsw i64 %130, %134
  %137 = and i64 %136, 3
  %138 = icmp eq i64 %137, 0
  br i1 %138, label %150, label %139

139:                                              ; preds = %133, %139
  %140 = phi i64 [ %143, %139 ], [ %134, %133 ]
  %141 = phi i64 [ %146, %139 ], [ %135, %133 ]
  %142 = phi i64 [ %148, %139 ], [ 0, %133 ]
  %143 = add nuw nsw i64 %140, 1
  %144 = getelementptr inbounds i32, ptr %0, i64 %140
  %145 = load i32, ptr %144, align 4, !tbaa !17
  %146 = add nsw i64 %141, 1
  %147 = getelementptr inbounds i32, ptr %1, i64 %141
  store i32 %145, ptr %147, align 4, !tbaa !17
  %148 = add i64 %142, 1
  %149 = icmp eq i64 %148, %137
  br i1 %149, label %150, label %139, !llvm.loop !32

150:                                              ; preds = %139, %133
  %151 = phi i64 [ %134, %133 ], [ %143, %139 ]
  %152 = phi i64 [ %135, %133 ], [ %146, %139 ]
  %153 = sub nsw i64 %134, %130
  %154 = icmp ugt i64 %153, -4
  br i1 %154, label %205, label %155

155:                                              ; preds = %150
  %156 = getelementptr i8, ptr %0, i64 4
  %157 = getelementptr i8, ptr %1, i64 4
  %158 = getelementptr i8, ptr %0, i64 8
  %159 = getelementptr i8, ptr %1, i64 8
  %160 = getelementptr i8, ptr %0, i64 12
  %161 = getelementptr i8, ptr %1, i64 12
  br label %249

162:                                              ; preds = %127
  %163 = shl nsw i64 %128, 2
  %164 = add i64 %163, %7
  %165 = shl nuw nsw i64 %129, 2
  %166 = add i64 %165, %6
  %167 = sub i64 %164, %166
  %168 = icmp ult i64 %167, 32
  br i1 %168, label %133, label %169

169:                                              ; preds = %162
  %170 = and i64 %131, -8
  %171 = add nsw i64 %170, %129
  %172 = add nsw i64 %170, %128
  %173 = getelementptr i32, ptr %0, i64 %129
  %174 = getelementptr i32, ptr %1, i64 %128
  br label %175

175:                                              ; preds = %175, %169
  %176 = phi i64 [ 0, %169 ], [ %183, %175 ]
  %177 = getelementptr i32, ptr %173, i64 %176
  %178 = getelementptr inbounds i8, ptr %177, i64 16
  %179 = load <4 x i32>, ptr %177, align 4, !tbaa !17
  %180 = load <4 x i32>, ptr %178, align 4, !tbaa !17
  %181 = getelementptr i32, ptr %174, i64 %176
  %182 = getelementptr inbounds i8, ptr %181, i64 16
  store <4 x i32> %179, ptr %181, align 4, !tbaa !17
  store <4 x i32> %180, ptr %182, align 4, !tbaa !17
  %183 = add nuw i64 %176, 8
  %184 = icmp eq i64 %183, %170
  br i1 %184, label %185, label %175, !llvm.loop !33

185:                                              ; preds = %175
  %186 = icmp eq i64 %131, %170
  br i1 %186, label %205, label %133

187:                                              ; preds = %187, %60
  %188 = phi i64 [ %56, %60 ], [ %199, %187 ]
  %189 = phi i64 [ %57, %60 ], [ %202, %187 ]
  %190 = getelementptr inbounds i32, ptr %0, i64 %188
  %191 = load i32, ptr %190, align 4, !tbaa !17
  %192 = getelementptr inbounds i32, ptr %1, i64 %189
  store i32 %191, ptr %192, align 4, !tbaa !17
  %193 = getelementptr i32, ptr %61, i64 %188
  %194 = load i32, ptr %193, align 4, !tbaa !17
  %195 = getelementptr i32, ptr %62, i64 %189
  store i32 %194, ptr %195, align 4, !tbaa !17
  %196 = getelementptr i32, ptr %63, i64 %188
  %197 = load i32, ptr %196, align 4, !tbaa !17
  %198 = getelementptr i32, ptr %64, i64 %189
  store i32 %197, ptr %198, align 4, !tbaa !17
  %199 = add nsw i64 %188, 4
  %200 = getelementptr i32, ptr %65, i64 %188
  %201 = load i32, ptr %200, align 4, !tbaa !17
  %202 = add nsw i64 %189, 4
  %203 = getelementptr i32, ptr %66, i64 %189
  store i32 %201, ptr %203, align 4, !tbaa !17
  %204 = icmp eq i64 %199, %34
  br i1 %204, label %121, label %187, !llvm.loop !34

205:                                              ; preds = %150, %249, %185, %124
  %206 = icmp slt i32 %2, %3
  br i1 %206, label %207, label %286

207:                                              ; preds = %205
  %208 = sext i32 %2 to i64
  %209 = sext i32 %3 to i64
  %210 = sub nsw i64 %209, %208
  %211 = icmp ult i64 %210, 8
  %212 = sub i64 %6, %5
  %213 = icmp ult i64 %212, 32
  %214 = or i1 %211, %213
  br i1 %214, label %215, label %233

215:                                              ; preds = %247, %207
  %216 = phi i64 [ %208, %207 ], [ %235, %247 ]
  %217 = sub nsw i64 %209, %216
  %218 = and i64 %217, 3
  %219 = icmp eq i64 %218, 0
  br i1 %219, label %229, label %220

220:                                              ; preds = %215, %220
  %221 = phi i64 [ %226, %220 ], [ %216, %215 ]
  %222 = phi i64 [ %227, %220 ], [ 0, %215 ]
  %223 = getelementptr inbounds i32, ptr %1, i64 %221
  %224 = load i32, ptr %223, align 4, !tbaa !17
  %225 = getelementptr inbounds i32, ptr %0, i64 %221
  store i32 %224, ptr %225, align 4, !tbaa !17
  %226 = add nsw i64 %221, 1
  %227 = add i64 %222, 1
  %228 = icmp eq i64 %227, %218
  br i1 %228, label %229, label %220, !llvm.loop !35

229:                                              ; preds = %220, %215
  %230 = phi i64 [ %216, %215 ], [ %226, %220 ]
  %231 = sub nsw i64 %216, %209
  %232 = icmp ugt i64 %231, -4
  br i1 %232, label %286, label %267

233:                                              ; preds = %207
  %234 = and i64 %210, -8
  %235 = add nsw i64 %234, %208
  br label %236

236:                                              ; preds = %236, %233
  %237 = phi i64 [ 0, %233 ], [ %245, %236 ]
  %238 = add i64 %237, %208
  %239 = getelementptr inbounds i32, ptr %1, i64 %238
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load <4 x i32>, ptr %239, align 4, !tbaa !17
  %242 = load <4 x i32>, ptr %240, align 4, !tbaa !17
  %243 = getelementptr inbounds i32, ptr %0, i64 %238
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  store <4 x i32> %241, ptr %243, align 4, !tbaa !17
  store <4 x i32> %242, ptr %244, align 4, !tbaa !17
  %245 = add nuw i64 %237, 8
  %246 = icmp eq i64 %245, %234
  br i1 %246, label %247, label %236, !llvm.loop !36

247:                                              ; preds = %236
  %248 = icmp eq i64 %210, %234
  br i1 %248, label %286, label %215

249:                                              ; preds = %249, %155
  %250 = phi i64 [ %151, %155 ], [ %261, %249 ]
  %251 = phi i64 [ %152, %155 ], [ %264, %249 ]
  %252 = getelementptr inbounds i32, ptr %0, i64 %250
  %253 = load i32, ptr %252, align 4, !tbaa !17
  %254 = getelementptr inbounds i32, ptr %1, i64 %251
  store i32 %253, ptr %254, align 4, !tbaa !17
  %255 = getelementptr i32, ptr %156, i64 %250
  %256 = load i32, ptr %255, align 4, !tbaa !17
  %257 = getelementptr i32, ptr %157, i64 %251
  store i32 %256, ptr %257, align 4, !tbaa !17
  %258 = getelementptr i32, ptr %158, i64 %250
  %259 = load i32, ptr %258, align 4, !tbaa !17
  %260 = getelementptr i32, ptr %159, i64 %251
  store i32 %259, ptr %260, align 4, !tbaa !17
  %261 = add nuw nsw i64 %250, 4
  %262 = getelementptr i32, ptr %160, i64 %250
  %263 = load i32, ptr %262, align 4, !tbaa !17
  %264 = add nsw i64 %251, 4
  %265 = getelementptr i32, ptr %161, i64 %251
  store i32 %263, ptr %265, align 4, !tbaa !17
  %266 = icmp eq i64 %261, %130
  br i1 %266, label %205, label %249, !llvm.loop !37

267:                                              ; preds = %229, %267
  %268 = phi i64 [ %284, %267 ], [ %230, %229 ]
  %269 = getelementptr inbounds i32, ptr %1, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !17
  %271 = getelementptr inbounds i32, ptr %0, i64 %268
  store i32 %270, ptr %271, align 4, !tbaa !17
  %272 = add nsw i64 %268, 1
  %273 = getelementptr inbounds i32, ptr %1, i64 %272
  %274 = load i32, ptr %273, align 4, !tbaa !17
  %275 = getelementptr inbounds i32, ptr %0, i64 %272
  store i32 %274, ptr %275, align 4, !tbaa !17
  %276 = add nsw i64 %268, 2
  %277 = getelementptr inbounds i32, ptr %1, i64 %276
  %278 = load i32, ptr %277, align 4, !tbaa !17
  %279 = getelementptr inbounds i32, ptr %0, i64 %276
  store i32 %278, ptr %279, align 4, !tbaa !17
  %280 = add nsw i64 %268, 3
  %281 = getelementptr inbounds i32, ptr %1, i64 %280
  %282 = load i32, ptr %281, align 4, !tbaa !17
  %283 = getelementptr inbounds i32, ptr %0, i64 %280
  store i32 %282, ptr %283, align 4, !tbaa !17
  %284 = add nsw i64 %268, 4
  %285 = icmp eq i64 %284, %209
  br i1 %285, label %286, label %267, !llvm.loop !38

286:                                              ; preds = %229, %267, %247, %205, %4
  %287 = phi i64 [ 0, %4 ], [ %26, %205 ], [ %26, %247 ], [ %26, %267 ], [ %26, %229 ]
  ret i64 %287
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
!17 = !{!9, !9, i64 0}
!18 = distinct !{!18, !6, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !6, !19, !20}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !6, !19, !20}
!27 = distinct !{!27, !6, !19}
!28 = distinct !{!28, !6, !19}
!29 = distinct !{!29, !23}
!30 = distinct !{!30, !6, !19, !20}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !23}
!33 = distinct !{!33, !6, !19, !20}
!34 = distinct !{!34, !6, !19}
!35 = distinct !{!35, !23}
!36 = distinct !{!36, !6, !19, !20}
!37 = distinct !{!37, !6, !19}
!38 = distinct !{!38, !6, !19}
