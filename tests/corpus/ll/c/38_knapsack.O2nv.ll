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
  br label %39

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

37:                                               ; preds = %59
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %61)
  call void @llvm.lifetime.start.p0(i64 2408, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(2408) %1, i8 0, i64 2408, i1 false)
  store i64 1, ptr %1, align 16
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %2) #6
  br label %63

39:                                               ; preds = %14, %59
  %40 = phi i64 [ 12, %14 ], [ %46, %59 ]
  %41 = phi i32 [ 0, %14 ], [ %61, %59 ]
  %42 = phi i32 [ 50, %14 ], [ %60, %59 ]
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %40, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = add nsw i64 %40, -1
  %47 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %46, i64 %43
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = icmp eq i32 %45, %48
  br i1 %49, label %59, label %50

50:                                               ; preds = %39
  %51 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %46
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %46
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = trunc nuw nsw i64 %46 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55, i32 noundef %52, i32 noundef %54)
  %57 = sub nsw i32 %42, %52
  %58 = add nsw i32 %52, %41
  br label %59

59:                                               ; preds = %39, %50
  %60 = phi i32 [ %57, %50 ], [ %42, %39 ]
  %61 = phi i32 [ %58, %50 ], [ %41, %39 ]
  %62 = icmp ugt i64 %40, 1
  br i1 %62, label %39, label %37, !llvm.loop !12

63:                                               ; preds = %63, %37
  %64 = phi i64 [ 1, %37 ], [ %76, %63 ]
  %65 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %64
  store i32 2147483647, ptr %65, align 4, !tbaa !5
  %66 = add nuw nsw i64 %64, 1
  %67 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %66
  store i32 2147483647, ptr %67, align 4, !tbaa !5
  %68 = add nuw nsw i64 %64, 2
  %69 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %68
  store i32 2147483647, ptr %69, align 4, !tbaa !5
  %70 = add nuw nsw i64 %64, 3
  %71 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %70
  store i32 2147483647, ptr %71, align 4, !tbaa !5
  %72 = add nuw nsw i64 %64, 4
  %73 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %72
  store i32 2147483647, ptr %73, align 4, !tbaa !5
  %74 = add nuw nsw i64 %64, 5
  %75 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %74
  store i32 2147483647, ptr %75, align 4, !tbaa !5
  %76 = add nuw nsw i64 %64, 6
  %77 = icmp eq i64 %76, 301
  br i1 %77, label %78, label %63, !llvm.loop !13

78:                                               ; preds = %63
  store i32 0, ptr %2, align 16, !tbaa !5
  %79 = load i64, ptr %1, align 16
  br label %164

80:                                               ; preds = %179, %96
  %81 = phi i64 [ %97, %96 ], [ 5, %179 ]
  %82 = add nsw i64 %81, -5
  %83 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8, !tbaa !14
  %85 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %81
  %86 = load i64, ptr %85, align 8, !tbaa !14
  %87 = add nsw i64 %86, %84
  store i64 %87, ptr %85, align 8, !tbaa !14
  %88 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %82
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = icmp eq i32 %89, 2147483647
  br i1 %90, label %96, label %91

91:                                               ; preds = %80
  %92 = add nsw i32 %89, 1
  %93 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %81
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = tail call i32 @llvm.smin.i32(i32 %92, i32 %94)
  store i32 %95, ptr %93, align 4
  br label %96

96:                                               ; preds = %91, %80
  %97 = add nuw nsw i64 %81, 1
  %98 = icmp eq i64 %97, 301
  br i1 %98, label %99, label %80, !llvm.loop !16

99:                                               ; preds = %96, %115
  %100 = phi i64 [ %116, %115 ], [ 10, %96 ]
  %101 = add nsw i64 %100, -10
  %102 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %101
  %103 = load i64, ptr %102, align 8, !tbaa !14
  %104 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %100
  %105 = load i64, ptr %104, align 8, !tbaa !14
  %106 = add nsw i64 %105, %103
  store i64 %106, ptr %104, align 8, !tbaa !14
  %107 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %101
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = icmp eq i32 %108, 2147483647
  br i1 %109, label %115, label %110

110:                                              ; preds = %99
  %111 = add nsw i32 %108, 1
  %112 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %100
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = tail call i32 @llvm.smin.i32(i32 %111, i32 %113)
  store i32 %114, ptr %112, align 4
  br label %115

115:                                              ; preds = %110, %99
  %116 = add nuw nsw i64 %100, 1
  %117 = icmp eq i64 %116, 301
  br i1 %117, label %118, label %99, !llvm.loop !16

118:                                              ; preds = %115, %134
  %119 = phi i64 [ %135, %134 ], [ 25, %115 ]
  %120 = add nsw i64 %119, -25
  %121 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %120
  %122 = load i64, ptr %121, align 8, !tbaa !14
  %123 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %119
  %124 = load i64, ptr %123, align 8, !tbaa !14
  %125 = add nsw i64 %124, %122
  store i64 %125, ptr %123, align 8, !tbaa !14
  %126 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %120
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = icmp eq i32 %127, 2147483647
  br i1 %128, label %134, label %129

129:                                              ; preds = %118
  %130 = add nsw i32 %127, 1
  %131 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %119
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = tail call i32 @llvm.smin.i32(i32 %130, i32 %132)
  store i32 %133, ptr %131, align 4
  br label %134

134:                                              ; preds = %129, %118
  %135 = add nuw nsw i64 %119, 1
  %136 = icmp eq i64 %135, 301
  br i1 %136, label %137, label %118, !llvm.loop !16

137:                                              ; preds = %134, %153
  %138 = phi i64 [ %154, %153 ], [ 50, %134 ]
  %139 = add nsw i64 %138, -50
  %140 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %139
  %141 = load i64, ptr %140, align 8, !tbaa !14
  %142 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %138
  %143 = load i64, ptr %142, align 8, !tbaa !14
  %144 = add nsw i64 %143, %141
  store i64 %144, ptr %142, align 8, !tbaa !14
  %145 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %139
  %146 = load i32, ptr %145, align 4, !tbaa !5
  %147 = icmp eq i32 %146, 2147483647
  br i1 %147, label %153, label %148

148:                                              ; preds = %137
  %149 = add nsw i32 %146, 1
  %150 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %138
  %151 = load i32, ptr %150, align 4, !tbaa !5
  %152 = tail call i32 @llvm.smin.i32(i32 %149, i32 %151)
  store i32 %152, ptr %150, align 4
  br label %153

153:                                              ; preds = %148, %137
  %154 = add nuw nsw i64 %138, 1
  %155 = icmp eq i64 %154, 301
  br i1 %155, label %156, label %137, !llvm.loop !16

156:                                              ; preds = %153
  %157 = getelementptr inbounds i8, ptr %1, i64 800
  %158 = load i64, ptr %157, align 16, !tbaa !14
  %159 = getelementptr inbounds i8, ptr %1, i64 2400
  %160 = load i64, ptr %159, align 16, !tbaa !14
  %161 = getelementptr inbounds i8, ptr %2, i64 1156
  %162 = load i32, ptr %161, align 4, !tbaa !5
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %158, i64 noundef %160, i32 noundef %162)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #6
  br label %183

164:                                              ; preds = %78, %179
  %165 = phi i64 [ %79, %78 ], [ %170, %179 ]
  %166 = phi i64 [ 1, %78 ], [ %180, %179 ]
  %167 = add nsw i64 %166, -1
  %168 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %166
  %169 = load i64, ptr %168, align 8, !tbaa !14
  %170 = add nsw i64 %169, %165
  store i64 %170, ptr %168, align 8, !tbaa !14
  %171 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %167
  %172 = load i32, ptr %171, align 4, !tbaa !5
  %173 = icmp eq i32 %172, 2147483647
  br i1 %173, label %179, label %174

174:                                              ; preds = %164
  %175 = add nsw i32 %172, 1
  %176 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %166
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = tail call i32 @llvm.smin.i32(i32 %175, i32 %177)
  store i32 %178, ptr %176, align 4
  br label %179

179:                                              ; preds = %174, %164
  %180 = add nuw nsw i64 %166, 1
  %181 = icmp eq i64 %180, 301
  br i1 %181, label %80, label %164, !llvm.loop !16

182:                                              ; preds = %183
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #6
  br label %262

183:                                              ; preds = %183, %156
  %184 = phi i64 [ 0, %156 ], [ %198, %183 ]
  %185 = trunc i64 %184 to i16
  %186 = mul nuw nsw i16 %185, 37
  %187 = add nuw nsw i16 %186, 11
  %188 = urem i16 %187, 23
  %189 = zext nneg i16 %188 to i32
  %190 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %184
  store i32 %189, ptr %190, align 8, !tbaa !5
  %191 = or disjoint i64 %184, 1
  %192 = trunc i64 %191 to i16
  %193 = mul nuw nsw i16 %192, 37
  %194 = add nuw nsw i16 %193, 11
  %195 = urem i16 %194, 23
  %196 = zext nneg i16 %195 to i32
  %197 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %191
  store i32 %196, ptr %197, align 4, !tbaa !5
  %198 = add nuw nsw i64 %184, 2
  %199 = icmp eq i64 %198, 20
  br i1 %199, label %182, label %183, !llvm.loop !17

200:                                              ; preds = %289
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %202 = load i32, ptr %3, align 16, !tbaa !5
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %202)
  %204 = getelementptr inbounds i8, ptr %3, i64 4
  %205 = load i32, ptr %204, align 4, !tbaa !5
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %205)
  %207 = getelementptr inbounds i8, ptr %3, i64 8
  %208 = load i32, ptr %207, align 8, !tbaa !5
  %209 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %208)
  %210 = getelementptr inbounds i8, ptr %3, i64 12
  %211 = load i32, ptr %210, align 4, !tbaa !5
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %211)
  %213 = getelementptr inbounds i8, ptr %3, i64 16
  %214 = load i32, ptr %213, align 16, !tbaa !5
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %214)
  %216 = getelementptr inbounds i8, ptr %3, i64 20
  %217 = load i32, ptr %216, align 4, !tbaa !5
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %217)
  %219 = getelementptr inbounds i8, ptr %3, i64 24
  %220 = load i32, ptr %219, align 8, !tbaa !5
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %220)
  %222 = getelementptr inbounds i8, ptr %3, i64 28
  %223 = load i32, ptr %222, align 4, !tbaa !5
  %224 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %223)
  %225 = getelementptr inbounds i8, ptr %3, i64 32
  %226 = load i32, ptr %225, align 16, !tbaa !5
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %226)
  %228 = getelementptr inbounds i8, ptr %3, i64 36
  %229 = load i32, ptr %228, align 4, !tbaa !5
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %229)
  %231 = getelementptr inbounds i8, ptr %3, i64 40
  %232 = load i32, ptr %231, align 8, !tbaa !5
  %233 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %232)
  %234 = getelementptr inbounds i8, ptr %3, i64 44
  %235 = load i32, ptr %234, align 4, !tbaa !5
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %235)
  %237 = getelementptr inbounds i8, ptr %3, i64 48
  %238 = load i32, ptr %237, align 16, !tbaa !5
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %238)
  %240 = getelementptr inbounds i8, ptr %3, i64 52
  %241 = load i32, ptr %240, align 4, !tbaa !5
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %241)
  %243 = getelementptr inbounds i8, ptr %3, i64 56
  %244 = load i32, ptr %243, align 8, !tbaa !5
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %244)
  %246 = getelementptr inbounds i8, ptr %3, i64 60
  %247 = load i32, ptr %246, align 4, !tbaa !5
  %248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %247)
  %249 = getelementptr inbounds i8, ptr %3, i64 64
  %250 = load i32, ptr %249, align 16, !tbaa !5
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %250)
  %252 = getelementptr inbounds i8, ptr %3, i64 68
  %253 = load i32, ptr %252, align 4, !tbaa !5
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %253)
  %255 = getelementptr inbounds i8, ptr %3, i64 72
  %256 = load i32, ptr %255, align 8, !tbaa !5
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %256)
  %258 = getelementptr inbounds i8, ptr %3, i64 76
  %259 = load i32, ptr %258, align 4, !tbaa !5
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %259)
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %291)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %6, i8 0, i64 256, i1 false)
  br label %324

262:                                              ; preds = %182, %289
  %263 = phi i64 [ 0, %182 ], [ %292, %289 ]
  %264 = phi i32 [ 0, %182 ], [ %291, %289 ]
  %265 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %263
  store i32 1, ptr %265, align 4, !tbaa !5
  %266 = icmp eq i64 %263, 0
  br i1 %266, label %289, label %267

267:                                              ; preds = %262
  %268 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %263
  %269 = load i32, ptr %268, align 4, !tbaa !5
  %270 = and i64 %263, 1
  %271 = icmp eq i64 %263, 1
  br i1 %271, label %274, label %272

272:                                              ; preds = %267
  %273 = and i64 %263, 9223372036854775806
  br label %294

274:                                              ; preds = %319, %267
  %275 = phi i32 [ poison, %267 ], [ %320, %319 ]
  %276 = phi i32 [ 1, %267 ], [ %320, %319 ]
  %277 = phi i64 [ 0, %267 ], [ %321, %319 ]
  %278 = icmp eq i64 %270, 0
  br i1 %278, label %289, label %279

279:                                              ; preds = %274
  %280 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %277
  %281 = load i32, ptr %280, align 4, !tbaa !5
  %282 = icmp slt i32 %281, %269
  br i1 %282, label %283, label %289

283:                                              ; preds = %279
  %284 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %277
  %285 = load i32, ptr %284, align 4, !tbaa !5
  %286 = icmp slt i32 %285, %276
  br i1 %286, label %289, label %287

287:                                              ; preds = %283
  %288 = add nsw i32 %285, 1
  store i32 %288, ptr %265, align 4, !tbaa !5
  br label %289

289:                                              ; preds = %274, %287, %283, %279, %262
  %290 = phi i32 [ 1, %262 ], [ %275, %274 ], [ %276, %279 ], [ %276, %283 ], [ %288, %287 ]
  %291 = tail call i32 @llvm.smax.i32(i32 %290, i32 %264)
  %292 = add nuw nsw i64 %263, 1
  %293 = icmp eq i64 %292, 20
  br i1 %293, label %200, label %262, !llvm.loop !18

294:                                              ; preds = %319, %272
  %295 = phi i32 [ 1, %272 ], [ %320, %319 ]
  %296 = phi i64 [ 0, %272 ], [ %321, %319 ]
  %297 = phi i64 [ 0, %272 ], [ %322, %319 ]
  %298 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %296
  %299 = load i32, ptr %298, align 8, !tbaa !5
  %300 = icmp slt i32 %299, %269
  br i1 %300, label %301, label %307

301:                                              ; preds = %294
  %302 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %296
  %303 = load i32, ptr %302, align 8, !tbaa !5
  %304 = icmp slt i32 %303, %295
  br i1 %304, label %307, label %305

305:                                              ; preds = %301
  %306 = add nsw i32 %303, 1
  store i32 %306, ptr %265, align 4, !tbaa !5
  br label %307

307:                                              ; preds = %294, %301, %305
  %308 = phi i32 [ %295, %294 ], [ %295, %301 ], [ %306, %305 ]
  %309 = or disjoint i64 %296, 1
  %310 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %309
  %311 = load i32, ptr %310, align 4, !tbaa !5
  %312 = icmp slt i32 %311, %269
  br i1 %312, label %313, label %319

313:                                              ; preds = %307
  %314 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %309
  %315 = load i32, ptr %314, align 4, !tbaa !5
  %316 = icmp slt i32 %315, %308
  br i1 %316, label %319, label %317

317:                                              ; preds = %313
  %318 = add nsw i32 %315, 1
  store i32 %318, ptr %265, align 4, !tbaa !5
  br label %319

319:                                              ; preds = %317, %313, %307
  %320 = phi i32 [ %308, %307 ], [ %308, %313 ], [ %318, %317 ]
  %321 = add nuw nsw i64 %296, 2
  %322 = add i64 %297, 2
  %323 = icmp eq i64 %322, %273
  br i1 %323, label %274, label %294, !llvm.loop !19

324:                                              ; preds = %332, %200
  %325 = phi i64 [ 2, %200 ], [ %333, %332 ]
  %326 = add nsw i64 %325, -1
  br label %335

327:                                              ; preds = %332
  %328 = getelementptr inbounds i8, ptr %5, i64 120
  %329 = load i64, ptr %328, align 8, !tbaa !14
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %329)
  call fastcc void @print_chain(ptr noundef nonnull %6, i32 noundef 1, i32 noundef 7)
  %331 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 2408, ptr nonnull %1) #6
  ret i32 0

332:                                              ; preds = %361
  %333 = add nuw nsw i64 %325, 1
  %334 = icmp eq i64 %333, 8
  br i1 %334, label %327, label %324, !llvm.loop !20

335:                                              ; preds = %361, %324
  %336 = phi i64 [ %325, %324 ], [ %363, %361 ]
  %337 = phi i64 [ 1, %324 ], [ %362, %361 ]
  %338 = add nuw nsw i64 %326, %337
  %339 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %338
  store i64 9223372036854775807, ptr %339, align 8, !tbaa !14
  %340 = add nsw i64 %337, -1
  %341 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !5
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %338
  %345 = load i32, ptr %344, align 4, !tbaa !5
  %346 = sext i32 %345 to i64
  %347 = mul nsw i64 %343, %346
  %348 = getelementptr inbounds [8 x [8 x i32]], ptr %6, i64 0, i64 %337, i64 %338
  %349 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %337
  %350 = load i64, ptr %349, align 8, !tbaa !14
  %351 = add nuw nsw i64 %337, 1
  %352 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %351, i64 %338
  %353 = load i64, ptr %352, align 8, !tbaa !14
  %354 = add nsw i64 %353, %350
  %355 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %337
  %356 = load i32, ptr %355, align 4, !tbaa !5
  %357 = sext i32 %356 to i64
  %358 = mul i64 %347, %357
  %359 = add nsw i64 %354, %358
  %360 = icmp eq i64 %359, 9223372036854775807
  br i1 %360, label %367, label %365

361:                                              ; preds = %442, %455, %439, %421, %403, %385, %367
  %362 = add nuw nsw i64 %337, 1
  %363 = add nuw nsw i64 %336, 1
  %364 = icmp eq i64 %363, 8
  br i1 %364, label %332, label %335, !llvm.loop !21

365:                                              ; preds = %335
  store i64 %359, ptr %339, align 8, !tbaa !14
  %366 = trunc nuw nsw i64 %337 to i32
  store i32 %366, ptr %348, align 4, !tbaa !5
  br label %367

367:                                              ; preds = %365, %335
  %368 = phi i64 [ %359, %365 ], [ 9223372036854775807, %335 ]
  %369 = icmp eq i64 %351, %336
  br i1 %369, label %361, label %370, !llvm.loop !22

370:                                              ; preds = %367
  %371 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %351
  %372 = load i64, ptr %371, align 8, !tbaa !14
  %373 = add nuw nsw i64 %337, 2
  %374 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %373, i64 %338
  %375 = load i64, ptr %374, align 8, !tbaa !14
  %376 = add nsw i64 %375, %372
  %377 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %351
  %378 = load i32, ptr %377, align 4, !tbaa !5
  %379 = sext i32 %378 to i64
  %380 = mul i64 %347, %379
  %381 = add nsw i64 %376, %380
  %382 = icmp slt i64 %381, %368
  br i1 %382, label %383, label %385

383:                                              ; preds = %370
  store i64 %381, ptr %339, align 8, !tbaa !14
  %384 = trunc nuw nsw i64 %351 to i32
  store i32 %384, ptr %348, align 4, !tbaa !5
  br label %385

385:                                              ; preds = %383, %370
  %386 = phi i64 [ %381, %383 ], [ %368, %370 ]
  %387 = icmp eq i64 %373, %336
  br i1 %387, label %361, label %388, !llvm.loop !22

388:                                              ; preds = %385
  %389 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %373
  %390 = load i64, ptr %389, align 8, !tbaa !14
  %391 = add nuw nsw i64 %337, 3
  %392 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %391, i64 %338
  %393 = load i64, ptr %392, align 8, !tbaa !14
  %394 = add nsw i64 %393, %390
  %395 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %373
  %396 = load i32, ptr %395, align 4, !tbaa !5
  %397 = sext i32 %396 to i64
  %398 = mul i64 %347, %397
  %399 = add nsw i64 %394, %398
  %400 = icmp slt i64 %399, %386
  br i1 %400, label %401, label %403

401:                                              ; preds = %388
  store i64 %399, ptr %339, align 8, !tbaa !14
  %402 = trunc nuw nsw i64 %373 to i32
  store i32 %402, ptr %348, align 4, !tbaa !5
  br label %403

403:                                              ; preds = %401, %388
  %404 = phi i64 [ %399, %401 ], [ %386, %388 ]
  %405 = icmp eq i64 %391, %336
  br i1 %405, label %361, label %406, !llvm.loop !22

406:                                              ; preds = %403
  %407 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %391
  %408 = load i64, ptr %407, align 8, !tbaa !14
  %409 = add nuw nsw i64 %337, 4
  %410 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %409, i64 %338
  %411 = load i64, ptr %410, align 8, !tbaa !14
  %412 = add nsw i64 %411, %408
  %413 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %391
  %414 = load i32, ptr %413, align 4, !tbaa !5
  %415 = sext i32 %414 to i64
  %416 = mul i64 %347, %415
  %417 = add nsw i64 %412, %416
  %418 = icmp slt i64 %417, %404
  br i1 %418, label %419, label %421

419:                                              ; preds = %406
  store i64 %417, ptr %339, align 8, !tbaa !14
  %420 = trunc nuw nsw i64 %391 to i32
  store i32 %420, ptr %348, align 4, !tbaa !5
  br label %421

421:                                              ; preds = %419, %406
  %422 = phi i64 [ %417, %419 ], [ %404, %406 ]
  %423 = icmp eq i64 %409, %336
  br i1 %423, label %361, label %424, !llvm.loop !22

424:                                              ; preds = %421
  %425 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %409
  %426 = load i64, ptr %425, align 8, !tbaa !14
  %427 = add nuw nsw i64 %337, 5
  %428 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %427, i64 %338
  %429 = load i64, ptr %428, align 8, !tbaa !14
  %430 = add nsw i64 %429, %426
  %431 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %409
  %432 = load i32, ptr %431, align 4, !tbaa !5
  %433 = sext i32 %432 to i64
  %434 = mul i64 %347, %433
  %435 = add nsw i64 %430, %434
  %436 = icmp slt i64 %435, %422
  br i1 %436, label %437, label %439

437:                                              ; preds = %424
  store i64 %435, ptr %339, align 8, !tbaa !14
  %438 = trunc nuw nsw i64 %409 to i32
  store i32 %438, ptr %348, align 4, !tbaa !5
  br label %439

439:                                              ; preds = %437, %424
  %440 = phi i64 [ %435, %437 ], [ %422, %424 ]
  %441 = icmp eq i64 %427, %336
  br i1 %441, label %361, label %442, !llvm.loop !22

442:                                              ; preds = %439
  %443 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %337, i64 %427
  %444 = load i64, ptr %443, align 8, !tbaa !14
  %445 = add nuw nsw i64 %337, 6
  %446 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %445, i64 %338
  %447 = load i64, ptr %446, align 8, !tbaa !14
  %448 = add nsw i64 %447, %444
  %449 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %427
  %450 = load i32, ptr %449, align 4, !tbaa !5
  %451 = sext i32 %450 to i64
  %452 = mul i64 %347, %451
  %453 = add nsw i64 %448, %452
  %454 = icmp slt i64 %453, %440
  br i1 %454, label %455, label %361

455:                                              ; preds = %442
  store i64 %453, ptr %339, align 8, !tbaa !14
  %456 = trunc nuw nsw i64 %427 to i32
  store i32 %456, ptr %348, align 4, !tbaa !5
  br label %361
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
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
