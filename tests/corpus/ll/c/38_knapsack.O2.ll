; ModuleID = 'c/38_knapsack.c'
source_filename = "c/38_knapsack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@knap = internal unnamed_addr global [13 x [51 x i32]] zeroinitializer, align 16
@wt = internal unnamed_addr constant [12 x i32] [i32 10, i32 20, i32 30, i32 5, i32 7, i32 13, i32 17, i32 3, i32 11, i32 23, i32 8, i32 4], align 16
@val = internal unnamed_addr constant [12 x i32] [i32 60, i32 100, i32 120, i32 30, i32 35, i32 70, i32 80, i32 12, i32 50, i32 95, i32 40, i32 18], align 16
@.str = private unnamed_addr constant [23 x i8] c"best value = %d\0Aitems:\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c" %d(w%d,v%d)\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"\0Atotal weight = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"coin ways(100)=%lld ways(300)=%lld min coins(289)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"seq:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"\0ALIS length = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [8 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 12], align 16
@.str.7 = private unnamed_addr constant [40 x i8] c"matrix chain min mults = %lld, order = \00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"A%d\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [301 x i64], align 16
  %2 = alloca [301 x i32], align 16
  %3 = alloca [20 x i32], align 16
  %4 = alloca [20 x i32], align 16
  %5 = alloca [8 x [8 x i64]], align 16
  %6 = alloca [8 x [8 x i32]], align 16
  br label %7

7:                                                ; preds = %0, %17
  %8 = phi i64 [ 1, %0 ], [ %18, %17 ]
  %9 = add nsw i64 %8, -1
  %10 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %9
  %13 = sext i32 %11 to i64
  br label %20

14:                                               ; preds = %17
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @knap, i64 2648), align 8, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  br label %56

17:                                               ; preds = %34
  %18 = add nuw nsw i64 %8, 1
  %19 = icmp eq i64 %18, 13
  br i1 %19, label %14, label %7, !llvm.loop !9

20:                                               ; preds = %7, %34
  %21 = phi i64 [ 0, %7 ], [ %35, %34 ]
  %22 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %9, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %8, i64 %21
  store i32 %23, ptr %24, align 4, !tbaa !5
  %25 = icmp slt i64 %21, %13
  br i1 %25, label %34, label %26

26:                                               ; preds = %20
  %27 = sub nsw i64 %21, %13
  %28 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %9, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = load i32, ptr %12, align 4, !tbaa !5
  %31 = add nsw i32 %30, %29
  %32 = icmp sgt i32 %31, %23
  br i1 %32, label %33, label %34

33:                                               ; preds = %26
  store i32 %31, ptr %24, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %20, %26, %33
  %35 = add nuw nsw i64 %21, 1
  %36 = icmp eq i64 %35, 51
  br i1 %36, label %17, label %20, !llvm.loop !11

37:                                               ; preds = %76
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %78)
  call void @llvm.lifetime.start.p0(i64 2408, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2408) %1, i8 0, i64 2408, i1 false)
  store i64 1, ptr %1, align 16
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %2) #6
  br label %39

39:                                               ; preds = %45, %37
  %40 = phi i64 [ 0, %37 ], [ %55, %45 ]
  %41 = or disjoint i64 %40, 1
  %42 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %42, align 4, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %43, align 4, !tbaa !5
  %44 = icmp eq i64 %40, 288
  br i1 %44, label %80, label %45, !llvm.loop !12

45:                                               ; preds = %39
  %46 = or disjoint i64 %40, 9
  %47 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %46
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %47, align 4, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %48, align 4, !tbaa !5
  %49 = or disjoint i64 %40, 17
  %50 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %49
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %50, align 4, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %51, align 4, !tbaa !5
  %52 = or disjoint i64 %40, 25
  %53 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %52
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %53, align 4, !tbaa !5
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %54, align 4, !tbaa !5
  %55 = add nuw nsw i64 %40, 32
  br label %39

56:                                               ; preds = %14, %76
  %57 = phi i64 [ 12, %14 ], [ %63, %76 ]
  %58 = phi i32 [ 0, %14 ], [ %78, %76 ]
  %59 = phi i32 [ 50, %14 ], [ %77, %76 ]
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %57, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = add nsw i64 %57, -1
  %64 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %63, i64 %60
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = icmp eq i32 %62, %65
  br i1 %66, label %76, label %67

67:                                               ; preds = %56
  %68 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %63
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %63
  %71 = load i32, ptr %70, align 4, !tbaa !5
  %72 = trunc nuw nsw i64 %63 to i32
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %72, i32 noundef %69, i32 noundef %71)
  %74 = sub nsw i32 %59, %69
  %75 = add nsw i32 %69, %58
  br label %76

76:                                               ; preds = %56, %67
  %77 = phi i32 [ %74, %67 ], [ %59, %56 ]
  %78 = phi i32 [ %75, %67 ], [ %58, %56 ]
  %79 = icmp ugt i64 %57, 1
  br i1 %79, label %56, label %37, !llvm.loop !15

80:                                               ; preds = %39
  %81 = getelementptr inbounds i8, ptr %2, i64 1188
  store i32 2147483647, ptr %81, align 4, !tbaa !5
  %82 = getelementptr inbounds i8, ptr %2, i64 1192
  store i32 2147483647, ptr %82, align 8, !tbaa !5
  %83 = getelementptr inbounds i8, ptr %2, i64 1196
  store i32 2147483647, ptr %83, align 4, !tbaa !5
  %84 = getelementptr inbounds i8, ptr %2, i64 1200
  store i32 2147483647, ptr %84, align 16, !tbaa !5
  store i32 0, ptr %2, align 16, !tbaa !5
  %85 = load i64, ptr %1, align 16
  br label %177

86:                                               ; preds = %192, %102
  %87 = phi i64 [ %103, %102 ], [ 5, %192 ]
  %88 = add nsw i64 %87, -5
  %89 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !16
  %91 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %87
  %92 = load i64, ptr %91, align 8, !tbaa !16
  %93 = add nsw i64 %92, %90
  store i64 %93, ptr %91, align 8, !tbaa !16
  %94 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %88
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = icmp eq i32 %95, 2147483647
  br i1 %96, label %102, label %97

97:                                               ; preds = %86
  %98 = add nsw i32 %95, 1
  %99 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %87
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = tail call i32 @llvm.smin.i32(i32 %98, i32 %100)
  store i32 %101, ptr %99, align 4
  br label %102

102:                                              ; preds = %97, %86
  %103 = add nuw nsw i64 %87, 1
  %104 = icmp eq i64 %103, 301
  br i1 %104, label %105, label %86, !llvm.loop !18

105:                                              ; preds = %102, %121
  %106 = phi i64 [ %122, %121 ], [ 10, %102 ]
  %107 = add nsw i64 %106, -10
  %108 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %107
  %109 = load i64, ptr %108, align 8, !tbaa !16
  %110 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %106
  %111 = load i64, ptr %110, align 8, !tbaa !16
  %112 = add nsw i64 %111, %109
  store i64 %112, ptr %110, align 8, !tbaa !16
  %113 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %107
  %114 = load i32, ptr %113, align 4, !tbaa !5
  %115 = icmp eq i32 %114, 2147483647
  br i1 %115, label %121, label %116

116:                                              ; preds = %105
  %117 = add nsw i32 %114, 1
  %118 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %106
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = tail call i32 @llvm.smin.i32(i32 %117, i32 %119)
  store i32 %120, ptr %118, align 4
  br label %121

121:                                              ; preds = %116, %105
  %122 = add nuw nsw i64 %106, 1
  %123 = icmp eq i64 %122, 301
  br i1 %123, label %124, label %105, !llvm.loop !18

124:                                              ; preds = %121, %140
  %125 = phi i64 [ %141, %140 ], [ 25, %121 ]
  %126 = add nsw i64 %125, -25
  %127 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8, !tbaa !16
  %129 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %125
  %130 = load i64, ptr %129, align 8, !tbaa !16
  %131 = add nsw i64 %130, %128
  store i64 %131, ptr %129, align 8, !tbaa !16
  %132 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %126
  %133 = load i32, ptr %132, align 4, !tbaa !5
  %134 = icmp eq i32 %133, 2147483647
  br i1 %134, label %140, label %135

135:                                              ; preds = %124
  %136 = add nsw i32 %133, 1
  %137 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %125
  %138 = load i32, ptr %137, align 4, !tbaa !5
  %139 = tail call i32 @llvm.smin.i32(i32 %136, i32 %138)
  store i32 %139, ptr %137, align 4
  br label %140

140:                                              ; preds = %135, %124
  %141 = add nuw nsw i64 %125, 1
  %142 = icmp eq i64 %141, 301
  br i1 %142, label %143, label %124, !llvm.loop !18

143:                                              ; preds = %140, %159
  %144 = phi i64 [ %160, %159 ], [ 50, %140 ]
  %145 = add nsw i64 %144, -50
  %146 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %145
  %147 = load i64, ptr %146, align 8, !tbaa !16
  %148 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %144
  %149 = load i64, ptr %148, align 8, !tbaa !16
  %150 = add nsw i64 %149, %147
  store i64 %150, ptr %148, align 8, !tbaa !16
  %151 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %145
  %152 = load i32, ptr %151, align 4, !tbaa !5
  %153 = icmp eq i32 %152, 2147483647
  br i1 %153, label %159, label %154

154:                                              ; preds = %143
  %155 = add nsw i32 %152, 1
  %156 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %144
  %157 = load i32, ptr %156, align 4, !tbaa !5
  %158 = tail call i32 @llvm.smin.i32(i32 %155, i32 %157)
  store i32 %158, ptr %156, align 4
  br label %159

159:                                              ; preds = %154, %143
  %160 = add nuw nsw i64 %144, 1
  %161 = icmp eq i64 %160, 301
  br i1 %161, label %162, label %143, !llvm.loop !18

162:                                              ; preds = %159
  %163 = getelementptr inbounds i8, ptr %1, i64 800
  %164 = load i64, ptr %163, align 16, !tbaa !16
  %165 = getelementptr inbounds i8, ptr %1, i64 2400
  %166 = load i64, ptr %165, align 16, !tbaa !16
  %167 = getelementptr inbounds i8, ptr %2, i64 1156
  %168 = load i32, ptr %167, align 4, !tbaa !5
  %169 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %164, i64 noundef %166, i32 noundef %168)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #6
  %170 = getelementptr inbounds i8, ptr %3, i64 16
  store <4 x i32> <i32 11, i32 2, i32 16, i32 7>, ptr %3, align 16, !tbaa !5
  store <4 x i32> <i32 21, i32 12, i32 3, i32 17>, ptr %170, align 16, !tbaa !5
  %171 = getelementptr inbounds i8, ptr %3, i64 32
  %172 = getelementptr inbounds i8, ptr %3, i64 48
  store <4 x i32> <i32 8, i32 22, i32 13, i32 4>, ptr %171, align 16, !tbaa !5
  store <4 x i32> <i32 18, i32 9, i32 0, i32 14>, ptr %172, align 16, !tbaa !5
  %173 = getelementptr inbounds i8, ptr %3, i64 64
  store i32 5, ptr %173, align 16, !tbaa !5
  %174 = getelementptr inbounds i8, ptr %3, i64 68
  store i32 19, ptr %174, align 4, !tbaa !5
  %175 = getelementptr inbounds i8, ptr %3, i64 72
  store i32 10, ptr %175, align 8, !tbaa !5
  %176 = getelementptr inbounds i8, ptr %3, i64 76
  store i32 1, ptr %176, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #6
  br label %257

177:                                              ; preds = %80, %192
  %178 = phi i64 [ %85, %80 ], [ %183, %192 ]
  %179 = phi i64 [ 1, %80 ], [ %193, %192 ]
  %180 = add nsw i64 %179, -1
  %181 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %179
  %182 = load i64, ptr %181, align 8, !tbaa !16
  %183 = add nsw i64 %182, %178
  store i64 %183, ptr %181, align 8, !tbaa !16
  %184 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %180
  %185 = load i32, ptr %184, align 4, !tbaa !5
  %186 = icmp eq i32 %185, 2147483647
  br i1 %186, label %192, label %187

187:                                              ; preds = %177
  %188 = add nsw i32 %185, 1
  %189 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %179
  %190 = load i32, ptr %189, align 4, !tbaa !5
  %191 = tail call i32 @llvm.smin.i32(i32 %188, i32 %190)
  store i32 %191, ptr %189, align 4
  br label %192

192:                                              ; preds = %187, %177
  %193 = add nuw nsw i64 %179, 1
  %194 = icmp eq i64 %193, 301
  br i1 %194, label %86, label %177, !llvm.loop !18

195:                                              ; preds = %284
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %197 = load i32, ptr %3, align 16, !tbaa !5
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %197)
  %199 = getelementptr inbounds i8, ptr %3, i64 4
  %200 = load i32, ptr %199, align 4, !tbaa !5
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %200)
  %202 = getelementptr inbounds i8, ptr %3, i64 8
  %203 = load i32, ptr %202, align 8, !tbaa !5
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %203)
  %205 = getelementptr inbounds i8, ptr %3, i64 12
  %206 = load i32, ptr %205, align 4, !tbaa !5
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %206)
  %208 = getelementptr inbounds i8, ptr %3, i64 16
  %209 = load i32, ptr %208, align 16, !tbaa !5
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %209)
  %211 = getelementptr inbounds i8, ptr %3, i64 20
  %212 = load i32, ptr %211, align 4, !tbaa !5
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %212)
  %214 = getelementptr inbounds i8, ptr %3, i64 24
  %215 = load i32, ptr %214, align 8, !tbaa !5
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %215)
  %217 = getelementptr inbounds i8, ptr %3, i64 28
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %218)
  %220 = getelementptr inbounds i8, ptr %3, i64 32
  %221 = load i32, ptr %220, align 16, !tbaa !5
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %221)
  %223 = getelementptr inbounds i8, ptr %3, i64 36
  %224 = load i32, ptr %223, align 4, !tbaa !5
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %224)
  %226 = getelementptr inbounds i8, ptr %3, i64 40
  %227 = load i32, ptr %226, align 8, !tbaa !5
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %227)
  %229 = getelementptr inbounds i8, ptr %3, i64 44
  %230 = load i32, ptr %229, align 4, !tbaa !5
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %230)
  %232 = getelementptr inbounds i8, ptr %3, i64 48
  %233 = load i32, ptr %232, align 16, !tbaa !5
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %233)
  %235 = getelementptr inbounds i8, ptr %3, i64 52
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %236)
  %238 = getelementptr inbounds i8, ptr %3, i64 56
  %239 = load i32, ptr %238, align 8, !tbaa !5
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %239)
  %241 = getelementptr inbounds i8, ptr %3, i64 60
  %242 = load i32, ptr %241, align 4, !tbaa !5
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %242)
  %244 = getelementptr inbounds i8, ptr %3, i64 64
  %245 = load i32, ptr %244, align 16, !tbaa !5
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %245)
  %247 = getelementptr inbounds i8, ptr %3, i64 68
  %248 = load i32, ptr %247, align 4, !tbaa !5
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %248)
  %250 = getelementptr inbounds i8, ptr %3, i64 72
  %251 = load i32, ptr %250, align 8, !tbaa !5
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %251)
  %253 = getelementptr inbounds i8, ptr %3, i64 76
  %254 = load i32, ptr %253, align 4, !tbaa !5
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %254)
  %256 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %286)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %6, i8 0, i64 256, i1 false)
  br label %319

257:                                              ; preds = %162, %284
  %258 = phi i64 [ 0, %162 ], [ %287, %284 ]
  %259 = phi i32 [ 0, %162 ], [ %286, %284 ]
  %260 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %258
  store i32 1, ptr %260, align 4, !tbaa !5
  %261 = icmp eq i64 %258, 0
  br i1 %261, label %284, label %262

262:                                              ; preds = %257
  %263 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %258
  %264 = load i32, ptr %263, align 4, !tbaa !5
  %265 = and i64 %258, 1
  %266 = icmp eq i64 %258, 1
  br i1 %266, label %269, label %267

267:                                              ; preds = %262
  %268 = and i64 %258, 9223372036854775806
  br label %289

269:                                              ; preds = %314, %262
  %270 = phi i32 [ poison, %262 ], [ %315, %314 ]
  %271 = phi i32 [ 1, %262 ], [ %315, %314 ]
  %272 = phi i64 [ 0, %262 ], [ %316, %314 ]
  %273 = icmp eq i64 %265, 0
  br i1 %273, label %284, label %274

274:                                              ; preds = %269
  %275 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %272
  %276 = load i32, ptr %275, align 4, !tbaa !5
  %277 = icmp slt i32 %276, %264
  br i1 %277, label %278, label %284

278:                                              ; preds = %274
  %279 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %272
  %280 = load i32, ptr %279, align 4, !tbaa !5
  %281 = icmp slt i32 %280, %271
  br i1 %281, label %284, label %282

282:                                              ; preds = %278
  %283 = add nsw i32 %280, 1
  store i32 %283, ptr %260, align 4, !tbaa !5
  br label %284

284:                                              ; preds = %269, %282, %278, %274, %257
  %285 = phi i32 [ 1, %257 ], [ %270, %269 ], [ %271, %274 ], [ %271, %278 ], [ %283, %282 ]
  %286 = tail call i32 @llvm.smax.i32(i32 %285, i32 %259)
  %287 = add nuw nsw i64 %258, 1
  %288 = icmp eq i64 %287, 20
  br i1 %288, label %195, label %257, !llvm.loop !19

289:                                              ; preds = %314, %267
  %290 = phi i32 [ 1, %267 ], [ %315, %314 ]
  %291 = phi i64 [ 0, %267 ], [ %316, %314 ]
  %292 = phi i64 [ 0, %267 ], [ %317, %314 ]
  %293 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %291
  %294 = load i32, ptr %293, align 8, !tbaa !5
  %295 = icmp slt i32 %294, %264
  br i1 %295, label %296, label %302

296:                                              ; preds = %289
  %297 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %291
  %298 = load i32, ptr %297, align 8, !tbaa !5
  %299 = icmp slt i32 %298, %290
  br i1 %299, label %302, label %300

300:                                              ; preds = %296
  %301 = add nsw i32 %298, 1
  store i32 %301, ptr %260, align 4, !tbaa !5
  br label %302

302:                                              ; preds = %289, %296, %300
  %303 = phi i32 [ %290, %289 ], [ %290, %296 ], [ %301, %300 ]
  %304 = or disjoint i64 %291, 1
  %305 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4, !tbaa !5
  %307 = icmp slt i32 %306, %264
  br i1 %307, label %308, label %314

308:                                              ; preds = %302
  %309 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %304
  %310 = load i32, ptr %309, align 4, !tbaa !5
  %311 = icmp slt i32 %310, %303
  br i1 %311, label %314, label %312

312:                                              ; preds = %308
  %313 = add nsw i32 %310, 1
  store i32 %313, ptr %260, align 4, !tbaa !5
  br label %314

314:                                              ; preds = %312, %308, %302
  %315 = phi i32 [ %303, %302 ], [ %303, %308 ], [ %313, %312 ]
  %316 = add nuw nsw i64 %291, 2
  %317 = add i64 %292, 2
  %318 = icmp eq i64 %317, %268
  br i1 %318, label %269, label %289, !llvm.loop !20

319:                                              ; preds = %327, %195
  %320 = phi i64 [ 2, %195 ], [ %328, %327 ]
  %321 = add nsw i64 %320, -1
  br label %330

322:                                              ; preds = %327
  %323 = getelementptr inbounds i8, ptr %5, i64 120
  %324 = load i64, ptr %323, align 8, !tbaa !16
  %325 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %324)
  call fastcc void @print_chain(ptr noundef nonnull %6, i32 noundef 1, i32 noundef 7)
  %326 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 2408, ptr nonnull %1) #6
  ret i32 0

327:                                              ; preds = %356
  %328 = add nuw nsw i64 %320, 1
  %329 = icmp eq i64 %328, 8
  br i1 %329, label %322, label %319, !llvm.loop !21

330:                                              ; preds = %356, %319
  %331 = phi i64 [ %320, %319 ], [ %358, %356 ]
  %332 = phi i64 [ 1, %319 ], [ %357, %356 ]
  %333 = add nuw nsw i64 %321, %332
  %334 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %333
  store i64 9223372036854775807, ptr %334, align 8, !tbaa !16
  %335 = add nsw i64 %332, -1
  %336 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %335
  %337 = load i32, ptr %336, align 4, !tbaa !5
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %333
  %340 = load i32, ptr %339, align 4, !tbaa !5
  %341 = sext i32 %340 to i64
  %342 = mul nsw i64 %338, %341
  %343 = getelementptr inbounds [8 x [8 x i32]], ptr %6, i64 0, i64 %332, i64 %333
  %344 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %332
  %345 = load i64, ptr %344, align 8, !tbaa !16
  %346 = add nuw nsw i64 %332, 1
  %347 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %346, i64 %333
  %348 = load i64, ptr %347, align 8, !tbaa !16
  %349 = add nsw i64 %348, %345
  %350 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %332
  %351 = load i32, ptr %350, align 4, !tbaa !5
  %352 = sext i32 %351 to i64
  %353 = mul i64 %342, %352
  %354 = add nsw i64 %349, %353
  %355 = icmp eq i64 %354, 9223372036854775807
  br i1 %355, label %362, label %360

356:                                              ; preds = %437, %450, %434, %416, %398, %380, %362
  %357 = add nuw nsw i64 %332, 1
  %358 = add nuw nsw i64 %331, 1
  %359 = icmp eq i64 %358, 8
  br i1 %359, label %327, label %330, !llvm.loop !22

360:                                              ; preds = %330
  store i64 %354, ptr %334, align 8, !tbaa !16
  %361 = trunc nuw nsw i64 %332 to i32
  store i32 %361, ptr %343, align 4, !tbaa !5
  br label %362

362:                                              ; preds = %360, %330
  %363 = phi i64 [ %354, %360 ], [ 9223372036854775807, %330 ]
  %364 = icmp eq i64 %346, %331
  br i1 %364, label %356, label %365, !llvm.loop !23

365:                                              ; preds = %362
  %366 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %346
  %367 = load i64, ptr %366, align 8, !tbaa !16
  %368 = add nuw nsw i64 %332, 2
  %369 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %368, i64 %333
  %370 = load i64, ptr %369, align 8, !tbaa !16
  %371 = add nsw i64 %370, %367
  %372 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %346
  %373 = load i32, ptr %372, align 4, !tbaa !5
  %374 = sext i32 %373 to i64
  %375 = mul i64 %342, %374
  %376 = add nsw i64 %371, %375
  %377 = icmp slt i64 %376, %363
  br i1 %377, label %378, label %380

378:                                              ; preds = %365
  store i64 %376, ptr %334, align 8, !tbaa !16
  %379 = trunc nuw nsw i64 %346 to i32
  store i32 %379, ptr %343, align 4, !tbaa !5
  br label %380

380:                                              ; preds = %378, %365
  %381 = phi i64 [ %376, %378 ], [ %363, %365 ]
  %382 = icmp eq i64 %368, %331
  br i1 %382, label %356, label %383, !llvm.loop !23

383:                                              ; preds = %380
  %384 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %368
  %385 = load i64, ptr %384, align 8, !tbaa !16
  %386 = add nuw nsw i64 %332, 3
  %387 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %386, i64 %333
  %388 = load i64, ptr %387, align 8, !tbaa !16
  %389 = add nsw i64 %388, %385
  %390 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %368
  %391 = load i32, ptr %390, align 4, !tbaa !5
  %392 = sext i32 %391 to i64
  %393 = mul i64 %342, %392
  %394 = add nsw i64 %389, %393
  %395 = icmp slt i64 %394, %381
  br i1 %395, label %396, label %398

396:                                              ; preds = %383
  store i64 %394, ptr %334, align 8, !tbaa !16
  %397 = trunc nuw nsw i64 %368 to i32
  store i32 %397, ptr %343, align 4, !tbaa !5
  br label %398

398:                                              ; preds = %396, %383
  %399 = phi i64 [ %394, %396 ], [ %381, %383 ]
  %400 = icmp eq i64 %386, %331
  br i1 %400, label %356, label %401, !llvm.loop !23

401:                                              ; preds = %398
  %402 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %386
  %403 = load i64, ptr %402, align 8, !tbaa !16
  %404 = add nuw nsw i64 %332, 4
  %405 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %404, i64 %333
  %406 = load i64, ptr %405, align 8, !tbaa !16
  %407 = add nsw i64 %406, %403
  %408 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %386
  %409 = load i32, ptr %408, align 4, !tbaa !5
  %410 = sext i32 %409 to i64
  %411 = mul i64 %342, %410
  %412 = add nsw i64 %407, %411
  %413 = icmp slt i64 %412, %399
  br i1 %413, label %414, label %416

414:                                              ; preds = %401
  store i64 %412, ptr %334, align 8, !tbaa !16
  %415 = trunc nuw nsw i64 %386 to i32
  store i32 %415, ptr %343, align 4, !tbaa !5
  br label %416

416:                                              ; preds = %414, %401
  %417 = phi i64 [ %412, %414 ], [ %399, %401 ]
  %418 = icmp eq i64 %404, %331
  br i1 %418, label %356, label %419, !llvm.loop !23

419:                                              ; preds = %416
  %420 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %404
  %421 = load i64, ptr %420, align 8, !tbaa !16
  %422 = add nuw nsw i64 %332, 5
  %423 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %422, i64 %333
  %424 = load i64, ptr %423, align 8, !tbaa !16
  %425 = add nsw i64 %424, %421
  %426 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %404
  %427 = load i32, ptr %426, align 4, !tbaa !5
  %428 = sext i32 %427 to i64
  %429 = mul i64 %342, %428
  %430 = add nsw i64 %425, %429
  %431 = icmp slt i64 %430, %417
  br i1 %431, label %432, label %434

432:                                              ; preds = %419
  store i64 %430, ptr %334, align 8, !tbaa !16
  %433 = trunc nuw nsw i64 %404 to i32
  store i32 %433, ptr %343, align 4, !tbaa !5
  br label %434

434:                                              ; preds = %432, %419
  %435 = phi i64 [ %430, %432 ], [ %417, %419 ]
  %436 = icmp eq i64 %422, %331
  br i1 %436, label %356, label %437, !llvm.loop !23

437:                                              ; preds = %434
  %438 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %332, i64 %422
  %439 = load i64, ptr %438, align 8, !tbaa !16
  %440 = add nuw nsw i64 %332, 6
  %441 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %440, i64 %333
  %442 = load i64, ptr %441, align 8, !tbaa !16
  %443 = add nsw i64 %442, %439
  %444 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %422
  %445 = load i32, ptr %444, align 4, !tbaa !5
  %446 = sext i32 %445 to i64
  %447 = mul i64 %342, %446
  %448 = add nsw i64 %443, %447
  %449 = icmp slt i64 %448, %435
  br i1 %449, label %450, label %356

450:                                              ; preds = %437
  store i64 %448, ptr %334, align 8, !tbaa !16
  %451 = trunc nuw nsw i64 %422 to i32
  store i32 %451, ptr %343, align 4, !tbaa !5
  br label %356
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @print_chain(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp eq i32 %1, %2
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %1)
  br label %7

7:                                                ; preds = %8, %5
  ret void

8:                                                ; preds = %3
  %9 = tail call i32 @putchar(i32 40)
  %10 = sext i32 %1 to i64
  %11 = sext i32 %2 to i64
  %12 = getelementptr inbounds [8 x i32], ptr %0, i64 %10, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !5
  tail call fastcc void @print_chain(ptr noundef %0, i32 noundef %1, i32 noundef %13)
  %14 = load i32, ptr %12, align 4, !tbaa !5
  %15 = add nsw i32 %14, 1
  tail call fastcc void @print_chain(ptr noundef %0, i32 noundef %15, i32 noundef %2)
  %16 = tail call i32 @putchar(i32 41)
  br label %7
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !10}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !7, i64 0}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
