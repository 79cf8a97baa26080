; ModuleID = 'c/11_mergesort.c'
source_filename = "c/11_mergesort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i32, i32 }

@.str = private unnamed_addr constant [21 x i8] c"stable=%d td==bu=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"(%d,%d) \00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"inversions = %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"v[0]=%d v[N-1]=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [150 x i32], align 4
  %2 = alloca [150 x i32], align 4
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
  br i1 %19, label %7, label %113, !llvm.loop !6

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
  %58 = load i32, ptr %57, align 4, !tbaa !8
  %59 = zext nneg i32 %53 to i64
  %60 = getelementptr inbounds %struct.rec, ptr %4, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !8
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
  br i1 %73, label %50, label %35, !llvm.loop !13

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
  br i1 %95, label %17, label %20, !llvm.loop !14

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
  store i32 %105, ptr %106, align 4, !tbaa !8
  %107 = getelementptr inbounds i8, ptr %106, i64 4
  %108 = trunc nuw nsw i64 %97 to i32
  store i32 %108, ptr %107, align 4, !tbaa !15
  %109 = getelementptr inbounds %struct.rec, ptr %4, i64 %97
  %110 = load i64, ptr %106, align 4
  store i64 %110, ptr %109, align 4
  %111 = add nuw nsw i64 %97, 1
  %112 = icmp eq i64 %111, 150
  br i1 %112, label %6, label %96, !llvm.loop !16

113:                                              ; preds = %17, %128
  %114 = phi i64 [ %130, %128 ], [ 1, %17 ]
  %115 = phi i32 [ %129, %128 ], [ 1, %17 ]
  %116 = getelementptr %struct.rec, ptr %3, i64 %114
  %117 = getelementptr i8, ptr %116, i64 -8
  %118 = load i32, ptr %117, align 4, !tbaa !8
  %119 = load i32, ptr %116, align 4, !tbaa !8
  %120 = icmp eq i32 %118, %119
  br i1 %120, label %121, label %128

121:                                              ; preds = %113
  %122 = getelementptr i8, ptr %116, i64 -4
  %123 = load i32, ptr %122, align 4, !tbaa !15
  %124 = getelementptr inbounds i8, ptr %116, i64 4
  %125 = load i32, ptr %124, align 4, !tbaa !15
  %126 = icmp sgt i32 %123, %125
  %127 = select i1 %126, i32 0, i32 %115
  br label %128

128:                                              ; preds = %121, %113
  %129 = phi i32 [ %115, %113 ], [ %127, %121 ]
  %130 = add nuw nsw i64 %114, 1
  %131 = icmp eq i64 %130, 150
  br i1 %131, label %194, label %113, !llvm.loop !17

132:                                              ; preds = %211
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %129, i32 noundef %212)
  %134 = load i32, ptr %3, align 4, !tbaa !8
  %135 = getelementptr inbounds i8, ptr %3, i64 4
  %136 = load i32, ptr %135, align 4, !tbaa !15
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %134, i32 noundef %136)
  %138 = getelementptr inbounds i8, ptr %3, i64 120
  %139 = load i32, ptr %138, align 4, !tbaa !8
  %140 = getelementptr inbounds i8, ptr %3, i64 124
  %141 = load i32, ptr %140, align 4, !tbaa !15
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %139, i32 noundef %141)
  %143 = getelementptr inbounds i8, ptr %3, i64 240
  %144 = load i32, ptr %143, align 4, !tbaa !8
  %145 = getelementptr inbounds i8, ptr %3, i64 244
  %146 = load i32, ptr %145, align 4, !tbaa !15
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %144, i32 noundef %146)
  %148 = getelementptr inbounds i8, ptr %3, i64 360
  %149 = load i32, ptr %148, align 4, !tbaa !8
  %150 = getelementptr inbounds i8, ptr %3, i64 364
  %151 = load i32, ptr %150, align 4, !tbaa !15
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %149, i32 noundef %151)
  %153 = getelementptr inbounds i8, ptr %3, i64 480
  %154 = load i32, ptr %153, align 4, !tbaa !8
  %155 = getelementptr inbounds i8, ptr %3, i64 484
  %156 = load i32, ptr %155, align 4, !tbaa !15
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %154, i32 noundef %156)
  %158 = getelementptr inbounds i8, ptr %3, i64 600
  %159 = load i32, ptr %158, align 4, !tbaa !8
  %160 = getelementptr inbounds i8, ptr %3, i64 604
  %161 = load i32, ptr %160, align 4, !tbaa !15
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %159, i32 noundef %161)
  %163 = getelementptr inbounds i8, ptr %3, i64 720
  %164 = load i32, ptr %163, align 4, !tbaa !8
  %165 = getelementptr inbounds i8, ptr %3, i64 724
  %166 = load i32, ptr %165, align 4, !tbaa !15
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %164, i32 noundef %166)
  %168 = getelementptr inbounds i8, ptr %3, i64 840
  %169 = load i32, ptr %168, align 4, !tbaa !8
  %170 = getelementptr inbounds i8, ptr %3, i64 844
  %171 = load i32, ptr %170, align 4, !tbaa !15
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %169, i32 noundef %171)
  %173 = getelementptr inbounds i8, ptr %3, i64 960
  %174 = load i32, ptr %173, align 4, !tbaa !8
  %175 = getelementptr inbounds i8, ptr %3, i64 964
  %176 = load i32, ptr %175, align 4, !tbaa !15
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %174, i32 noundef %176)
  %178 = getelementptr inbounds i8, ptr %3, i64 1080
  %179 = load i32, ptr %178, align 4, !tbaa !8
  %180 = getelementptr inbounds i8, ptr %3, i64 1084
  %181 = load i32, ptr %180, align 4, !tbaa !15
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %179, i32 noundef %181)
  %183 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %1) #11
  call void @llvm.lifetime.start.p0(i64 600, ptr nonnull %2) #11
  br label %184

184:                                              ; preds = %184, %132
  %185 = phi i64 [ 0, %132 ], [ %191, %184 ]
  %186 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %132 ], [ %192, %184 ]
  %187 = mul nuw <4 x i16> %186, <i16 37, i16 37, i16 37, i16 37>
  %188 = urem <4 x i16> %187, <i16 101, i16 101, i16 101, i16 101>
  %189 = zext nneg <4 x i16> %188 to <4 x i32>
  %190 = getelementptr inbounds [150 x i32], ptr %1, i64 0, i64 %185
  store <4 x i32> %189, ptr %190, align 4, !tbaa !18
  %191 = add nuw i64 %185, 4
  %192 = add <4 x i16> %186, <i16 4, i16 4, i16 4, i16 4>
  %193 = icmp eq i64 %191, 148
  br i1 %193, label %215, label %184, !llvm.loop !19

194:                                              ; preds = %128, %211
  %195 = phi i64 [ %213, %211 ], [ 0, %128 ]
  %196 = phi i32 [ %212, %211 ], [ 1, %128 ]
  %197 = getelementptr inbounds %struct.rec, ptr %3, i64 %195
  %198 = load i32, ptr %197, align 4, !tbaa !8
  %199 = getelementptr inbounds %struct.rec, ptr %4, i64 %195
  %200 = load i32, ptr %199, align 4, !tbaa !8
  %201 = icmp eq i32 %198, %200
  br i1 %201, label %202, label %211

202:                                              ; preds = %194
  %203 = getelementptr inbounds i8, ptr %197, i64 4
  %204 = load i32, ptr %203, align 4, !tbaa !15
  %205 = getelementptr inbounds i8, ptr %199, i64 4
  %206 = load i32, ptr %205, align 4, !tbaa !15
  %207 = icmp eq i32 %204, %206
  %208 = and i32 %196, 1
  %209 = freeze i1 %207
  %210 = select i1 %209, i32 %208, i32 0
  br label %211

211:                                              ; preds = %202, %194
  %212 = phi i32 [ 0, %194 ], [ %210, %202 ]
  %213 = add nuw nsw i64 %195, 1
  %214 = icmp eq i64 %213, 150
  br i1 %214, label %132, label %194, !llvm.loop !22

215:                                              ; preds = %184
  %216 = getelementptr inbounds i8, ptr %1, i64 592
  store i32 22, ptr %216, align 4, !tbaa !18
  %217 = getelementptr inbounds i8, ptr %1, i64 596
  store i32 59, ptr %217, align 4, !tbaa !18
  %218 = call fastcc i64 @inversions(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 0, i32 noundef 150)
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %218)
  %220 = load i32, ptr %1, align 4, !tbaa !18
  %221 = getelementptr inbounds i8, ptr %1, i64 596
  %222 = load i32, ptr %221, align 4, !tbaa !18
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %220, i32 noundef %222)
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
  br i1 %10, label %145, label %11

11:                                               ; preds = %4
  %12 = lshr i32 %9, 1
  %13 = add nsw i32 %12, %2
  tail call fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %13)
  tail call fastcc void @msort_td(ptr noundef %0, ptr noundef %1, i32 noundef %13, i32 noundef %3)
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = sext i32 %2 to i64
  br label %58

17:                                               ; preds = %58
  %18 = trunc nsw i64 %62 to i32
  br label %19

19:                                               ; preds = %17, %11
  %20 = phi i32 [ %2, %11 ], [ %73, %17 ]
  %21 = phi i32 [ %13, %11 ], [ %76, %17 ]
  %22 = phi i32 [ %2, %11 ], [ %18, %17 ]
  %23 = icmp slt i32 %20, %13
  br i1 %23, label %24, label %84

24:                                               ; preds = %19
  %25 = sext i32 %22 to i64
  %26 = sext i32 %20 to i64
  %27 = sext i32 %13 to i64
  %28 = sub nsw i64 %27, %26
  %29 = icmp ult i64 %28, 10
  br i1 %29, label %30, label %33

30:                                               ; preds = %56, %33, %24
  %31 = phi i64 [ %26, %33 ], [ %26, %24 ], [ %42, %56 ]
  %32 = phi i64 [ %25, %33 ], [ %25, %24 ], [ %43, %56 ]
  br label %121

33:                                               ; preds = %24
  %34 = shl nsw i64 %25, 3
  %35 = add i64 %34, %8
  %36 = shl nsw i64 %26, 3
  %37 = add i64 %36, %7
  %38 = sub i64 %35, %37
  %39 = icmp ult i64 %38, 32
  br i1 %39, label %30, label %40

40:                                               ; preds = %33
  %41 = and i64 %28, -4
  %42 = add nsw i64 %41, %26
  %43 = add nsw i64 %41, %25
  %44 = getelementptr %struct.rec, ptr %1, i64 %25
  %45 = getelementptr %struct.rec, ptr %0, i64 %26
  br label %46

46:                                               ; preds = %46, %40
  %47 = phi i64 [ 0, %40 ], [ %54, %46 ]
  %48 = getelementptr %struct.rec, ptr %44, i64 %47
  %49 = getelementptr %struct.rec, ptr %45, i64 %47
  %50 = getelementptr inbounds i8, ptr %49, i64 16
  %51 = load <2 x i64>, ptr %49, align 4
  %52 = load <2 x i64>, ptr %50, align 4
  %53 = getelementptr inbounds i8, ptr %48, i64 16
  store <2 x i64> %51, ptr %48, align 4
  store <2 x i64> %52, ptr %53, align 4
  %54 = add nuw i64 %47, 4
  %55 = icmp eq i64 %54, %41
  br i1 %55, label %56, label %46, !llvm.loop !23

56:                                               ; preds = %46
  %57 = icmp eq i64 %28, %41
  br i1 %57, label %81, label %30

58:                                               ; preds = %58, %15
  %59 = phi i64 [ %16, %15 ], [ %62, %58 ]
  %60 = phi i32 [ %13, %15 ], [ %76, %58 ]
  %61 = phi i32 [ %2, %15 ], [ %73, %58 ]
  %62 = add nsw i64 %59, 1
  %63 = getelementptr inbounds %struct.rec, ptr %1, i64 %59
  %64 = sext i32 %60 to i64
  %65 = getelementptr inbounds %struct.rec, ptr %0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !8
  %67 = sext i32 %61 to i64
  %68 = getelementptr inbounds %struct.rec, ptr %0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !8
  %70 = icmp sge i32 %66, %69
  %71 = select i1 %70, ptr %68, ptr %65
  %72 = zext i1 %70 to i32
  %73 = add nsw i32 %61, %72
  %74 = xor i1 %70, true
  %75 = zext i1 %74 to i32
  %76 = add nsw i32 %60, %75
  %77 = load i64, ptr %71, align 4
  store i64 %77, ptr %63, align 4
  %78 = icmp slt i32 %73, %13
  %79 = icmp slt i32 %76, %3
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %58, label %17, !llvm.loop !13

81:                                               ; preds = %121, %56
  %82 = phi i64 [ %43, %56 ], [ %124, %121 ]
  %83 = trunc nsw i64 %82 to i32
  br label %84

84:                                               ; preds = %81, %19
  %85 = phi i32 [ %22, %19 ], [ %83, %81 ]
  %86 = icmp slt i32 %21, %3
  br i1 %86, label %87, label %139

87:                                               ; preds = %84
  %88 = sext i32 %85 to i64
  %89 = sext i32 %21 to i64
  %90 = sext i32 %3 to i64
  %91 = sub nsw i64 %90, %89
  %92 = icmp ult i64 %91, 10
  br i1 %92, label %93, label %96

93:                                               ; preds = %119, %96, %87
  %94 = phi i64 [ %89, %96 ], [ %89, %87 ], [ %105, %119 ]
  %95 = phi i64 [ %88, %96 ], [ %88, %87 ], [ %106, %119 ]
  br label %130

96:                                               ; preds = %87
  %97 = shl nsw i64 %88, 3
  %98 = add i64 %97, %6
  %99 = shl nsw i64 %89, 3
  %100 = add i64 %99, %5
  %101 = sub i64 %98, %100
  %102 = icmp ult i64 %101, 32
  br i1 %102, label %93, label %103

103:                                              ; preds = %96
  %104 = and i64 %91, -4
  %105 = add nsw i64 %104, %89
  %106 = add nsw i64 %104, %88
  %107 = getelementptr %struct.rec, ptr %1, i64 %88
  %108 = getelementptr %struct.rec, ptr %0, i64 %89
  br label %109

109:                                              ; preds = %109, %103
  %110 = phi i64 [ 0, %103 ], [ %117, %109 ]
  %111 = getelementptr %struct.rec, ptr %107, i64 %110
  %112 = getelementptr %struct.rec, ptr %108, i64 %110
  %113 = getelementptr inbounds i8, ptr %112, i64 16
  %114 = load <2 x i64>, ptr %112, align 4
  %115 = load <2 x i64>, ptr %113, align 4
  %116 = getelementptr inbounds i8, ptr %111, i64 16
  store <2 x i64> %114, ptr %111, align 4
  store <2 x i64> %115, ptr %116, align 4
  %117 = add nuw i64 %110, 4
  %118 = icmp eq i64 %117, %104
  br i1 %118, label %119, label %109, !llvm.loop !24

119:                                              ; preds = %109
  %120 = icmp eq i64 %91, %104
  br i1 %120, label %139, label %93

121:                                              ; preds = %30, %121
  %122 = phi i64 [ %126, %121 ], [ %31, %30 ]
  %123 = phi i64 [ %124, %121 ], [ %32, %30 ]
  %124 = add nsw i64 %123, 1
  %125 = getelementptr inbounds %struct.rec, ptr %1, i64 %123
  %126 = add nsw i64 %122, 1
  %127 = getelementptr inbounds %struct.rec, ptr %0, i64 %122
  %128 = load i64, ptr %127, align 4
  store i64 %128, ptr %125, align 4
  %129 = icmp eq i64 %126, %27
  br i1 %129, label %81, label %121, !llvm.loop !25

130:                                              ; preds = %93, %130
  %131 = phi i64 [ %135, %130 ], [ %94, %93 ]
  %132 = phi i64 [ %133, %130 ], [ %95, %93 ]
  %133 = add nsw i64 %132, 1
  %134 = getelementptr inbounds %struct.rec, ptr %1, i64 %132
  %135 = add nsw i64 %131, 1
  %136 = getelementptr inbounds %struct.rec, ptr %0, i64 %131
  %137 = load i64, ptr %136, align 4
  store i64 %137, ptr %134, align 4
  %138 = icmp eq i64 %135, %90
  br i1 %138, label %139, label %130, !llvm.loop !26

139:                                              ; preds = %130, %119, %84
  %140 = sext i32 %2 to i64
  %141 = getelementptr inbounds %struct.rec, ptr %0, i64 %140
  %142 = getelementptr inbounds %struct.rec, ptr %1, i64 %140
  %143 = zext nneg i32 %9 to i64
  %144 = shl nuw nsw i64 %143, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %141, ptr align 4 %142, i64 %144, i1 false)
  br label %145

145:                                              ; preds = %4, %139
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
  br i1 %11, label %187, label %12

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
  br label %65

23:                                               ; preds = %84
  %24 = trunc nsw i64 %90 to i32
  br label %25

25:                                               ; preds = %23, %12
  %26 = phi i64 [ %17, %12 ], [ %86, %23 ]
  %27 = phi i32 [ %2, %12 ], [ %87, %23 ]
  %28 = phi i32 [ %14, %12 ], [ %88, %23 ]
  %29 = phi i32 [ %2, %12 ], [ %24, %23 ]
  %30 = icmp slt i32 %27, %14
  br i1 %30, label %31, label %97

31:                                               ; preds = %25
  %32 = sext i32 %29 to i64
  %33 = sext i32 %27 to i64
  %34 = zext nneg i32 %14 to i64
  %35 = sub nsw i64 %34, %33
  %36 = icmp ult i64 %35, 12
  br i1 %36, label %37, label %40

37:                                               ; preds = %63, %40, %31
  %38 = phi i64 [ %33, %40 ], [ %33, %31 ], [ %49, %63 ]
  %39 = phi i64 [ %32, %40 ], [ %32, %31 ], [ %50, %63 ]
  br label %134

40:                                               ; preds = %31
  %41 = shl nsw i64 %32, 2
  %42 = add i64 %41, %9
  %43 = shl nsw i64 %33, 2
  %44 = add i64 %43, %8
  %45 = sub i64 %42, %44
  %46 = icmp ult i64 %45, 32
  br i1 %46, label %37, label %47

47:                                               ; preds = %40
  %48 = and i64 %35, -8
  %49 = add nsw i64 %48, %33
  %50 = add nsw i64 %48, %32
  %51 = getelementptr i32, ptr %0, i64 %33
  %52 = getelementptr i32, ptr %1, i64 %32
  br label %53

53:                                               ; preds = %53, %47
  %54 = phi i64 [ 0, %47 ], [ %61, %53 ]
  %55 = getelementptr i32, ptr %51, i64 %54
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load <4 x i32>, ptr %55, align 4, !tbaa !18
  %58 = load <4 x i32>, ptr %56, align 4, !tbaa !18
  %59 = getelementptr i32, ptr %52, i64 %54
  %60 = getelementptr inbounds i8, ptr %59, i64 16
  store <4 x i32> %57, ptr %59, align 4, !tbaa !18
  store <4 x i32> %58, ptr %60, align 4, !tbaa !18
  %61 = add nuw i64 %54, 8
  %62 = icmp eq i64 %61, %48
  br i1 %62, label %63, label %53, !llvm.loop !27

63:                                               ; preds = %53
  %64 = icmp eq i64 %35, %48
  br i1 %64, label %94, label %37

65:                                               ; preds = %21, %84
  %66 = phi i64 [ %22, %21 ], [ %90, %84 ]
  %67 = phi i32 [ %14, %21 ], [ %88, %84 ]
  %68 = phi i32 [ %2, %21 ], [ %87, %84 ]
  %69 = phi i64 [ %17, %21 ], [ %86, %84 ]
  %70 = zext nneg i32 %67 to i64
  %71 = getelementptr inbounds i32, ptr %0, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !18
  %73 = sext i32 %68 to i64
  %74 = getelementptr inbounds i32, ptr %0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !18
  %76 = icmp slt i32 %72, %75
  br i1 %76, label %77, label %82

77:                                               ; preds = %65
  %78 = sub nsw i32 %14, %68
  %79 = sext i32 %78 to i64
  %80 = add nsw i64 %69, %79
  %81 = add nuw nsw i32 %67, 1
  br label %84

82:                                               ; preds = %65
  %83 = add nsw i32 %68, 1
  br label %84

84:                                               ; preds = %82, %77
  %85 = phi i32 [ %72, %77 ], [ %75, %82 ]
  %86 = phi i64 [ %80, %77 ], [ %69, %82 ]
  %87 = phi i32 [ %68, %77 ], [ %83, %82 ]
  %88 = phi i32 [ %81, %77 ], [ %67, %82 ]
  %89 = getelementptr inbounds i32, ptr %1, i64 %66
  store i32 %85, ptr %89, align 4
  %90 = add nsw i64 %66, 1
  %91 = icmp slt i32 %87, %14
  %92 = icmp slt i32 %88, %3
  %93 = select i1 %91, i1 %92, i1 false
  br i1 %93, label %65, label %23, !llvm.loop !28

94:                                               ; preds = %134, %63
  %95 = phi i64 [ %50, %63 ], [ %140, %134 ]
  %96 = trunc nsw i64 %95 to i32
  br label %97

97:                                               ; preds = %94, %25
  %98 = phi i32 [ %29, %25 ], [ %96, %94 ]
  %99 = icmp slt i32 %28, %3
  br i1 %99, label %100, label %143

100:                                              ; preds = %97
  %101 = sext i32 %98 to i64
  %102 = zext i32 %28 to i64
  %103 = sext i32 %3 to i64
  %104 = sub nsw i64 %103, %102
  %105 = icmp ult i64 %104, 12
  br i1 %105, label %106, label %109

106:                                              ; preds = %132, %109, %100
  %107 = phi i64 [ %102, %109 ], [ %102, %100 ], [ %118, %132 ]
  %108 = phi i64 [ %101, %109 ], [ %101, %100 ], [ %119, %132 ]
  br label %171

109:                                              ; preds = %100
  %110 = shl nsw i64 %101, 2
  %111 = add i64 %110, %7
  %112 = shl nuw nsw i64 %102, 2
  %113 = add i64 %112, %6
  %114 = sub i64 %111, %113
  %115 = icmp ult i64 %114, 32
  br i1 %115, label %106, label %116

116:                                              ; preds = %109
  %117 = and i64 %104, -8
  %118 = add nsw i64 %117, %102
  %119 = add nsw i64 %117, %101
  %120 = getelementptr i32, ptr %0, i64 %102
  %121 = getelementptr i32, ptr %1, i64 %101
  br label %122

122:                                              ; preds = %122, %116
  %123 = phi i64 [ 0, %116 ], [ %130, %122 ]
  %124 = getelementptr i32, ptr %120, i64 %123
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load <4 x i32>, ptr %124, align 4, !tbaa !18
  %127 = load <4 x i32>, ptr %125, align 4, !tbaa !18
  %128 = getelementptr i32, ptr %121, i64 %123
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  store <4 x i32> %126, ptr %128, align 4, !tbaa !18
  store <4 x i32> %127, ptr %129, align 4, !tbaa !18
  %130 = add nuw i64 %123, 8
  %131 = icmp eq i64 %130, %117
  br i1 %131, label %132, label %122, !llvm.loop !29

132:                                              ; preds = %122
  %133 = icmp eq i64 %104, %117
  br i1 %133, label %143, label %106

134:                                              ; preds = %37, %134
  %135 = phi i64 [ %137, %134 ], [ %38, %37 ]
  %136 = phi i64 [ %140, %134 ], [ %39, %37 ]
  %137 = add nsw i64 %135, 1
  %138 = getelementptr inbounds i32, ptr %0, i64 %135
  %139 = load i32, ptr %138, align 4, !tbaa !18
  %140 = add nsw i64 %136, 1
  %141 = getelementptr inbounds i32, ptr %1, i64 %136
  store i32 %139, ptr %141, align 4, !tbaa !18
  %142 = icmp eq i64 %137, %34
  br i1 %142, label %94, label %134, !llvm.loop !30

143:                                              ; preds = %171, %132, %97
  %144 = icmp slt i32 %2, %3
  br i1 %144, label %145, label %187

145:                                              ; preds = %143
  %146 = sext i32 %2 to i64
  %147 = sext i32 %3 to i64
  %148 = sub nsw i64 %147, %146
  %149 = icmp ult i64 %148, 8
  %150 = sub i64 %6, %5
  %151 = icmp ult i64 %150, 32
  %152 = or i1 %149, %151
  br i1 %152, label %153, label %155

153:                                              ; preds = %169, %145
  %154 = phi i64 [ %146, %145 ], [ %157, %169 ]
  br label %180

155:                                              ; preds = %145
  %156 = and i64 %148, -8
  %157 = add nsw i64 %156, %146
  br label %158

158:                                              ; preds = %158, %155
  %159 = phi i64 [ 0, %155 ], [ %167, %158 ]
  %160 = add i64 %159, %146
  %161 = getelementptr inbounds i32, ptr %1, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 16
  %163 = load <4 x i32>, ptr %161, align 4, !tbaa !18
  %164 = load <4 x i32>, ptr %162, align 4, !tbaa !18
  %165 = getelementptr inbounds i32, ptr %0, i64 %160
  %166 = getelementptr inbounds i8, ptr %165, i64 16
  store <4 x i32> %163, ptr %165, align 4, !tbaa !18
  store <4 x i32> %164, ptr %166, align 4, !tbaa !18
  %167 = add nuw i64 %159, 8
  %168 = icmp eq i64 %167, %156
  br i1 %168, label %169, label %158, !llvm.loop !31

169:                                              ; preds = %158
  %170 = icmp eq i64 %148, %156
  br i1 %170, label %187, label %153

171:                                              ; preds = %106, %171
  %172 = phi i64 [ %174, %171 ], [ %107, %106 ]
  %173 = phi i64 [ %177, %171 ], [ %108, %106 ]
  %174 = add nuw nsw i64 %172, 1
  %175 = getelementptr inbounds i32, ptr %0, i64 %172
  %176 = load i32, ptr %175, align 4, !tbaa !18
  %177 = add nsw i64 %173, 1
  %178 = getelementptr inbounds i32, ptr %1, i64 %173
  store i32 %176, ptr %178, align 4, !tbaa !18
  %179 = icmp eq i64 %174, %103
  br i1 %179, label %143, label %171, !llvm.loop !32

180:                                              ; preds = %153, %180
  %181 = phi i64 [ %185, %180 ], [ %154, %153 ]
  %182 = getelementptr inbounds i32, ptr %1, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !18
  %184 = getelementptr inbounds i32, ptr %0, i64 %181
  store i32 %183, ptr %184, align 4, !tbaa !18
  %185 = add nsw i64 %181, 1
  %186 = icmp eq i64 %185, %147
  br i1 %186, label %187, label %180, !llvm.loop !33

187:                                              ; preds = %180, %169, %143, %4
  %188 = phi i64 [ 0, %4 ], [ %26, %143 ], [ %26, %169 ], [ %26, %180 ]
  ret i64 %188
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

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
!8 = !{!9, !10, i64 0}
!9 = !{!"", !10, i64 0, !10, i64 4}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = !{!9, !10, i64 4}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !7, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7, !20, !21}
!24 = distinct !{!24, !7, !20, !21}
!25 = distinct !{!25, !7, !20}
!26 = distinct !{!26, !7, !20}
!27 = distinct !{!27, !7, !20, !21}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7, !20, !21}
!30 = distinct !{!30, !7, !20}
!31 = distinct !{!31, !7, !20, !21}
!32 = distinct !{!32, !7, !20}
!33 = distinct !{!33, !7, !20}
