; ModuleID = 'c/38_knapsack.c'
source_filename = "c/38_knapsack.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@knap = internal unnamed_addr global [13 x [51 x i32]] zeroinitializer, align 4
@wt = internal unnamed_addr constant [12 x i32] [i32 10, i32 20, i32 30, i32 5, i32 7, i32 13, i32 17, i32 3, i32 11, i32 23, i32 8, i32 4], align 4
@val = internal unnamed_addr constant [12 x i32] [i32 60, i32 100, i32 120, i32 30, i32 35, i32 70, i32 80, i32 12, i32 50, i32 95, i32 40, i32 18], align 4
@.str = private unnamed_addr constant [23 x i8] c"best value = %d\0Aitems:\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c" %d(w%d,v%d)\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"\0Atotal weight = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"coin ways(100)=%lld ways(300)=%lld min coins(289)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"seq:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"\0ALIS length = %d\0A\00", align 1
@__const.main.dims = private unnamed_addr constant [8 x i32] [i32 30, i32 35, i32 15, i32 5, i32 10, i32 20, i32 25, i32 12], align 4
@.str.7 = private unnamed_addr constant [40 x i8] c"matrix chain min mults = %lld, order = \00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"A%d\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [301 x i64], align 8
  %2 = alloca [301 x i32], align 4
  %3 = alloca [20 x i32], align 16
  %4 = alloca [20 x i32], align 4
  %5 = alloca [8 x [8 x i64]], align 8
  %6 = alloca [8 x [8 x i32]], align 4
  br label %7

7:                                                ; preds = %0, %17
  %8 = phi i64 [ 1, %0 ], [ %18, %17 ]
  %9 = add nsw i64 %8, -1
  %10 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %9
  %13 = sext i32 %11 to i64
  br label %20

14:                                               ; preds = %17
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @knap, i64 2648), align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  br label %47

17:                                               ; preds = %34
  %18 = add nuw nsw i64 %8, 1
  %19 = icmp eq i64 %18, 13
  br i1 %19, label %14, label %7, !llvm.loop !10

20:                                               ; preds = %7, %34
  %21 = phi i64 [ 0, %7 ], [ %35, %34 ]
  %22 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %9, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %8, i64 %21
  store i32 %23, ptr %24, align 4, !tbaa !6
  %25 = icmp slt i64 %21, %13
  br i1 %25, label %34, label %26

26:                                               ; preds = %20
  %27 = sub nsw i64 %21, %13
  %28 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %9, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = load i32, ptr %12, align 4, !tbaa !6
  %31 = add nsw i32 %30, %29
  %32 = icmp sgt i32 %31, %23
  br i1 %32, label %33, label %34

33:                                               ; preds = %26
  store i32 %31, ptr %24, align 4, !tbaa !6
  br label %34

34:                                               ; preds = %20, %26, %33
  %35 = add nuw nsw i64 %21, 1
  %36 = icmp eq i64 %35, 51
  br i1 %36, label %17, label %20, !llvm.loop !12

37:                                               ; preds = %67
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %69)
  call void @llvm.lifetime.start.p0(i64 2408, ptr nonnull %1) #6
  %39 = getelementptr inbounds i8, ptr %1, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(2408) %39, i8 0, i64 2400, i1 false)
  store i64 1, ptr %1, align 8
  call void @llvm.lifetime.start.p0(i64 1204, ptr nonnull %2) #6
  br label %40

40:                                               ; preds = %40, %37
  %41 = phi i64 [ 0, %37 ], [ %45, %40 ]
  %42 = or disjoint i64 %41, 1
  %43 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %42
  %44 = getelementptr inbounds i8, ptr %43, i64 16
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %43, align 4, !tbaa !6
  store <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, ptr %44, align 4, !tbaa !6
  %45 = add nuw i64 %41, 8
  %46 = icmp eq i64 %45, 296
  br i1 %46, label %71, label %40, !llvm.loop !13

47:                                               ; preds = %14, %67
  %48 = phi i64 [ 12, %14 ], [ %54, %67 ]
  %49 = phi i32 [ 0, %14 ], [ %69, %67 ]
  %50 = phi i32 [ 50, %14 ], [ %68, %67 ]
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %48, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = add nsw i64 %48, -1
  %55 = getelementptr inbounds [13 x [51 x i32]], ptr @knap, i64 0, i64 %54, i64 %51
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = icmp eq i32 %53, %56
  br i1 %57, label %67, label %58

58:                                               ; preds = %47
  %59 = getelementptr inbounds [12 x i32], ptr @wt, i64 0, i64 %54
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = getelementptr inbounds [12 x i32], ptr @val, i64 0, i64 %54
  %62 = load i32, ptr %61, align 4, !tbaa !6
  %63 = trunc nuw nsw i64 %54 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %63, i32 noundef %60, i32 noundef %62)
  %65 = sub nsw i32 %50, %60
  %66 = add nsw i32 %60, %49
  br label %67

67:                                               ; preds = %47, %58
  %68 = phi i32 [ %65, %58 ], [ %50, %47 ]
  %69 = phi i32 [ %66, %58 ], [ %49, %47 ]
  %70 = icmp ugt i64 %48, 1
  br i1 %70, label %47, label %37, !llvm.loop !16

71:                                               ; preds = %40
  %72 = getelementptr inbounds i8, ptr %2, i64 1188
  store i32 2147483647, ptr %72, align 4, !tbaa !6
  %73 = getelementptr inbounds i8, ptr %2, i64 1192
  store i32 2147483647, ptr %73, align 4, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %2, i64 1196
  store i32 2147483647, ptr %74, align 4, !tbaa !6
  %75 = getelementptr inbounds i8, ptr %2, i64 1200
  store i32 2147483647, ptr %75, align 4, !tbaa !6
  store i32 0, ptr %2, align 4, !tbaa !6
  %76 = load i64, ptr %1, align 8
  br label %165

77:                                               ; preds = %180, %93
  %78 = phi i64 [ %94, %93 ], [ 5, %180 ]
  %79 = add nsw i64 %78, -5
  %80 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8, !tbaa !17
  %82 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %78
  %83 = load i64, ptr %82, align 8, !tbaa !17
  %84 = add nsw i64 %83, %81
  store i64 %84, ptr %82, align 8, !tbaa !17
  %85 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %79
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = icmp eq i32 %86, 2147483647
  br i1 %87, label %93, label %88

88:                                               ; preds = %77
  %89 = add nsw i32 %86, 1
  %90 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %78
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = tail call i32 @llvm.smin.i32(i32 %89, i32 %91)
  store i32 %92, ptr %90, align 4
  br label %93

93:                                               ; preds = %88, %77
  %94 = add nuw nsw i64 %78, 1
  %95 = icmp eq i64 %94, 301
  br i1 %95, label %96, label %77, !llvm.loop !19

96:                                               ; preds = %93, %112
  %97 = phi i64 [ %113, %112 ], [ 10, %93 ]
  %98 = add nsw i64 %97, -10
  %99 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %98
  %100 = load i64, ptr %99, align 8, !tbaa !17
  %101 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %97
  %102 = load i64, ptr %101, align 8, !tbaa !17
  %103 = add nsw i64 %102, %100
  store i64 %103, ptr %101, align 8, !tbaa !17
  %104 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %98
  %105 = load i32, ptr %104, align 4, !tbaa !6
  %106 = icmp eq i32 %105, 2147483647
  br i1 %106, label %112, label %107

107:                                              ; preds = %96
  %108 = add nsw i32 %105, 1
  %109 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %97
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = tail call i32 @llvm.smin.i32(i32 %108, i32 %110)
  store i32 %111, ptr %109, align 4
  br label %112

112:                                              ; preds = %107, %96
  %113 = add nuw nsw i64 %97, 1
  %114 = icmp eq i64 %113, 301
  br i1 %114, label %115, label %96, !llvm.loop !19

115:                                              ; preds = %112, %131
  %116 = phi i64 [ %132, %131 ], [ 25, %112 ]
  %117 = add nsw i64 %116, -25
  %118 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !17
  %120 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %116
  %121 = load i64, ptr %120, align 8, !tbaa !17
  %122 = add nsw i64 %121, %119
  store i64 %122, ptr %120, align 8, !tbaa !17
  %123 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %117
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = icmp eq i32 %124, 2147483647
  br i1 %125, label %131, label %126

126:                                              ; preds = %115
  %127 = add nsw i32 %124, 1
  %128 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %116
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = tail call i32 @llvm.smin.i32(i32 %127, i32 %129)
  store i32 %130, ptr %128, align 4
  br label %131

131:                                              ; preds = %126, %115
  %132 = add nuw nsw i64 %116, 1
  %133 = icmp eq i64 %132, 301
  br i1 %133, label %134, label %115, !llvm.loop !19

134:                                              ; preds = %131, %150
  %135 = phi i64 [ %151, %150 ], [ 50, %131 ]
  %136 = add nsw i64 %135, -50
  %137 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %136
  %138 = load i64, ptr %137, align 8, !tbaa !17
  %139 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %135
  %140 = load i64, ptr %139, align 8, !tbaa !17
  %141 = add nsw i64 %140, %138
  store i64 %141, ptr %139, align 8, !tbaa !17
  %142 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %136
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp eq i32 %143, 2147483647
  br i1 %144, label %150, label %145

145:                                              ; preds = %134
  %146 = add nsw i32 %143, 1
  %147 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %135
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = tail call i32 @llvm.smin.i32(i32 %146, i32 %148)
  store i32 %149, ptr %147, align 4
  br label %150

150:                                              ; preds = %145, %134
  %151 = add nuw nsw i64 %135, 1
  %152 = icmp eq i64 %151, 301
  br i1 %152, label %153, label %134, !llvm.loop !19

153:                                              ; preds = %150
  %154 = getelementptr inbounds i8, ptr %1, i64 800
  %155 = load i64, ptr %154, align 8, !tbaa !17
  %156 = getelementptr inbounds i8, ptr %1, i64 2400
  %157 = load i64, ptr %156, align 8, !tbaa !17
  %158 = getelementptr inbounds i8, ptr %2, i64 1156
  %159 = load i32, ptr %158, align 4, !tbaa !6
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %155, i64 noundef %157, i32 noundef %159)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %3) #6
  store <4 x i32> <i32 11, i32 2, i32 16, i32 7>, ptr %3, align 16, !tbaa !6
  %161 = getelementptr inbounds i8, ptr %3, i64 16
  store <4 x i32> <i32 21, i32 12, i32 3, i32 17>, ptr %161, align 16, !tbaa !6
  %162 = getelementptr inbounds i8, ptr %3, i64 32
  store <4 x i32> <i32 8, i32 22, i32 13, i32 4>, ptr %162, align 16, !tbaa !6
  %163 = getelementptr inbounds i8, ptr %3, i64 48
  store <4 x i32> <i32 18, i32 9, i32 0, i32 14>, ptr %163, align 16, !tbaa !6
  %164 = getelementptr inbounds i8, ptr %3, i64 64
  store <4 x i32> <i32 5, i32 19, i32 10, i32 1>, ptr %164, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %4) #6
  br label %245

165:                                              ; preds = %71, %180
  %166 = phi i64 [ %76, %71 ], [ %171, %180 ]
  %167 = phi i64 [ 1, %71 ], [ %181, %180 ]
  %168 = add nsw i64 %167, -1
  %169 = getelementptr inbounds [301 x i64], ptr %1, i64 0, i64 %167
  %170 = load i64, ptr %169, align 8, !tbaa !17
  %171 = add nsw i64 %170, %166
  store i64 %171, ptr %169, align 8, !tbaa !17
  %172 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %168
  %173 = load i32, ptr %172, align 4, !tbaa !6
  %174 = icmp eq i32 %173, 2147483647
  br i1 %174, label %180, label %175

175:                                              ; preds = %165
  %176 = add nsw i32 %173, 1
  %177 = getelementptr inbounds [301 x i32], ptr %2, i64 0, i64 %167
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = tail call i32 @llvm.smin.i32(i32 %176, i32 %178)
  store i32 %179, ptr %177, align 4
  br label %180

180:                                              ; preds = %175, %165
  %181 = add nuw nsw i64 %167, 1
  %182 = icmp eq i64 %181, 301
  br i1 %182, label %77, label %165, !llvm.loop !19

183:                                              ; preds = %253
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  %185 = load i32, ptr %3, align 16, !tbaa !6
  %186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %185)
  %187 = getelementptr inbounds i8, ptr %3, i64 4
  %188 = load i32, ptr %187, align 4, !tbaa !6
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %188)
  %190 = getelementptr inbounds i8, ptr %3, i64 8
  %191 = load i32, ptr %190, align 8, !tbaa !6
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %191)
  %193 = getelementptr inbounds i8, ptr %3, i64 12
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %194)
  %196 = getelementptr inbounds i8, ptr %3, i64 16
  %197 = load i32, ptr %196, align 16, !tbaa !6
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %197)
  %199 = getelementptr inbounds i8, ptr %3, i64 20
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %200)
  %202 = getelementptr inbounds i8, ptr %3, i64 24
  %203 = load i32, ptr %202, align 8, !tbaa !6
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %203)
  %205 = getelementptr inbounds i8, ptr %3, i64 28
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %206)
  %208 = getelementptr inbounds i8, ptr %3, i64 32
  %209 = load i32, ptr %208, align 16, !tbaa !6
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %209)
  %211 = getelementptr inbounds i8, ptr %3, i64 36
  %212 = load i32, ptr %211, align 4, !tbaa !6
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %212)
  %214 = getelementptr inbounds i8, ptr %3, i64 40
  %215 = load i32, ptr %214, align 8, !tbaa !6
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %215)
  %217 = getelementptr inbounds i8, ptr %3, i64 44
  %218 = load i32, ptr %217, align 4, !tbaa !6
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %218)
  %220 = getelementptr inbounds i8, ptr %3, i64 48
  %221 = load i32, ptr %220, align 16, !tbaa !6
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %221)
  %223 = getelementptr inbounds i8, ptr %3, i64 52
  %224 = load i32, ptr %223, align 4, !tbaa !6
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %224)
  %226 = getelementptr inbounds i8, ptr %3, i64 56
  %227 = load i32, ptr %226, align 8, !tbaa !6
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %227)
  %229 = getelementptr inbounds i8, ptr %3, i64 60
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %230)
  %232 = getelementptr inbounds i8, ptr %3, i64 64
  %233 = load i32, ptr %232, align 16, !tbaa !6
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %233)
  %235 = getelementptr inbounds i8, ptr %3, i64 68
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %236)
  %238 = getelementptr inbounds i8, ptr %3, i64 72
  %239 = load i32, ptr %238, align 8, !tbaa !6
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %239)
  %241 = getelementptr inbounds i8, ptr %3, i64 76
  %242 = load i32, ptr %241, align 4, !tbaa !6
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %242)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %255)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %5, i8 0, i64 512, i1 false)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %6, i8 0, i64 256, i1 false)
  br label %274

245:                                              ; preds = %153, %253
  %246 = phi i64 [ 0, %153 ], [ %256, %253 ]
  %247 = phi i32 [ 0, %153 ], [ %255, %253 ]
  %248 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %246
  store i32 1, ptr %248, align 4, !tbaa !6
  %249 = icmp eq i64 %246, 0
  br i1 %249, label %253, label %250

250:                                              ; preds = %245
  %251 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %246
  %252 = load i32, ptr %251, align 4, !tbaa !6
  br label %258

253:                                              ; preds = %270, %245
  %254 = phi i32 [ 1, %245 ], [ %271, %270 ]
  %255 = tail call i32 @llvm.smax.i32(i32 %254, i32 %247)
  %256 = add nuw nsw i64 %246, 1
  %257 = icmp eq i64 %256, 20
  br i1 %257, label %183, label %245, !llvm.loop !20

258:                                              ; preds = %250, %270
  %259 = phi i32 [ 1, %250 ], [ %271, %270 ]
  %260 = phi i64 [ 0, %250 ], [ %272, %270 ]
  %261 = getelementptr inbounds [20 x i32], ptr %3, i64 0, i64 %260
  %262 = load i32, ptr %261, align 4, !tbaa !6
  %263 = icmp slt i32 %262, %252
  br i1 %263, label %264, label %270

264:                                              ; preds = %258
  %265 = getelementptr inbounds [20 x i32], ptr %4, i64 0, i64 %260
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = icmp slt i32 %266, %259
  br i1 %267, label %270, label %268

268:                                              ; preds = %264
  %269 = add nsw i32 %266, 1
  store i32 %269, ptr %248, align 4, !tbaa !6
  br label %270

270:                                              ; preds = %258, %264, %268
  %271 = phi i32 [ %259, %258 ], [ %259, %264 ], [ %269, %268 ]
  %272 = add nuw nsw i64 %260, 1
  %273 = icmp eq i64 %272, %246
  br i1 %273, label %253, label %258, !llvm.loop !21

274:                                              ; preds = %282, %183
  %275 = phi i64 [ 2, %183 ], [ %283, %282 ]
  %276 = add nsw i64 %275, -1
  br label %285

277:                                              ; preds = %282
  %278 = getelementptr inbounds i8, ptr %5, i64 120
  %279 = load i64, ptr %278, align 8, !tbaa !17
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %279)
  call fastcc void @print_chain(ptr noundef nonnull %6, i32 noundef 1, i32 noundef 7)
  %281 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 1204, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 2408, ptr nonnull %1) #6
  ret i32 0

282:                                              ; preds = %311
  %283 = add nuw nsw i64 %275, 1
  %284 = icmp eq i64 %283, 8
  br i1 %284, label %277, label %274, !llvm.loop !22

285:                                              ; preds = %311, %274
  %286 = phi i64 [ %275, %274 ], [ %313, %311 ]
  %287 = phi i64 [ 1, %274 ], [ %312, %311 ]
  %288 = add nuw nsw i64 %276, %287
  %289 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %288
  store i64 9223372036854775807, ptr %289, align 8, !tbaa !17
  %290 = add nsw i64 %287, -1
  %291 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %290
  %292 = load i32, ptr %291, align 4, !tbaa !6
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %288
  %295 = load i32, ptr %294, align 4, !tbaa !6
  %296 = sext i32 %295 to i64
  %297 = mul nsw i64 %293, %296
  %298 = getelementptr inbounds [8 x [8 x i32]], ptr %6, i64 0, i64 %287, i64 %288
  %299 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %287
  %300 = load i64, ptr %299, align 8, !tbaa !17
  %301 = add nuw nsw i64 %287, 1
  %302 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %301, i64 %288
  %303 = load i64, ptr %302, align 8, !tbaa !17
  %304 = add nsw i64 %303, %300
  %305 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %287
  %306 = load i32, ptr %305, align 4, !tbaa !6
  %307 = sext i32 %306 to i64
  %308 = mul i64 %297, %307
  %309 = add nsw i64 %304, %308
  %310 = icmp eq i64 %309, 9223372036854775807
  br i1 %310, label %317, label %315

311:                                              ; preds = %392, %405, %389, %371, %353, %335, %317
  %312 = add nuw nsw i64 %287, 1
  %313 = add nuw nsw i64 %286, 1
  %314 = icmp eq i64 %313, 8
  br i1 %314, label %282, label %285, !llvm.loop !23

315:                                              ; preds = %285
  store i64 %309, ptr %289, align 8, !tbaa !17
  %316 = trunc nuw nsw i64 %287 to i32
  store i32 %316, ptr %298, align 4, !tbaa !6
  br label %317

317:                                              ; preds = %315, %285
  %318 = phi i64 [ %309, %315 ], [ 9223372036854775807, %285 ]
  %319 = icmp eq i64 %301, %286
  br i1 %319, label %311, label %320, !llvm.loop !24

320:                                              ; preds = %317
  %321 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %301
  %322 = load i64, ptr %321, align 8, !tbaa !17
  %323 = add nuw nsw i64 %287, 2
  %324 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %323, i64 %288
  %325 = load i64, ptr %324, align 8, !tbaa !17
  %326 = add nsw i64 %325, %322
  %327 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %301
  %328 = load i32, ptr %327, align 4, !tbaa !6
  %329 = sext i32 %328 to i64
  %330 = mul i64 %297, %329
  %331 = add nsw i64 %326, %330
  %332 = icmp slt i64 %331, %318
  br i1 %332, label %333, label %335

333:                                              ; preds = %320
  store i64 %331, ptr %289, align 8, !tbaa !17
  %334 = trunc nuw nsw i64 %301 to i32
  store i32 %334, ptr %298, align 4, !tbaa !6
  br label %335

335:                                              ; preds = %333, %320
  %336 = phi i64 [ %331, %333 ], [ %318, %320 ]
  %337 = icmp eq i64 %323, %286
  br i1 %337, label %311, label %338, !llvm.loop !24

338:                                              ; preds = %335
  %339 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %323
  %340 = load i64, ptr %339, align 8, !tbaa !17
  %341 = add nuw nsw i64 %287, 3
  %342 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %341, i64 %288
  %343 = load i64, ptr %342, align 8, !tbaa !17
  %344 = add nsw i64 %343, %340
  %345 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %323
  %346 = load i32, ptr %345, align 4, !tbaa !6
  %347 = sext i32 %346 to i64
  %348 = mul i64 %297, %347
  %349 = add nsw i64 %344, %348
  %350 = icmp slt i64 %349, %336
  br i1 %350, label %351, label %353

351:                                              ; preds = %338
  store i64 %349, ptr %289, align 8, !tbaa !17
  %352 = trunc nuw nsw i64 %323 to i32
  store i32 %352, ptr %298, align 4, !tbaa !6
  br label %353

353:                                              ; preds = %351, %338
  %354 = phi i64 [ %349, %351 ], [ %336, %338 ]
  %355 = icmp eq i64 %341, %286
  br i1 %355, label %311, label %356, !llvm.loop !24

356:                                              ; preds = %353
  %357 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %341
  %358 = load i64, ptr %357, align 8, !tbaa !17
  %359 = add nuw nsw i64 %287, 4
  %360 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %359, i64 %288
  %361 = load i64, ptr %360, align 8, !tbaa !17
  %362 = add nsw i64 %361, %358
  %363 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %341
  %364 = load i32, ptr %363, align 4, !tbaa !6
  %365 = sext i32 %364 to i64
  %366 = mul i64 %297, %365
  %367 = add nsw i64 %362, %366
  %368 = icmp slt i64 %367, %354
  br i1 %368, label %369, label %371

369:                                              ; preds = %356
  store i64 %367, ptr %289, align 8, !tbaa !17
  %370 = trunc nuw nsw i64 %341 to i32
  store i32 %370, ptr %298, align 4, !tbaa !6
  br label %371

371:                                              ; preds = %369, %356
  %372 = phi i64 [ %367, %369 ], [ %354, %356 ]
  %373 = icmp eq i64 %359, %286
  br i1 %373, label %311, label %374, !llvm.loop !24

374:                                              ; preds = %371
  %375 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %359
  %376 = load i64, ptr %375, align 8, !tbaa !17
  %377 = add nuw nsw i64 %287, 5
  %378 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %377, i64 %288
  %379 = load i64, ptr %378, align 8, !tbaa !17
  %380 = add nsw i64 %379, %376
  %381 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %359
  %382 = load i32, ptr %381, align 4, !tbaa !6
  %383 = sext i32 %382 to i64
  %384 = mul i64 %297, %383
  %385 = add nsw i64 %380, %384
  %386 = icmp slt i64 %385, %372
  br i1 %386, label %387, label %389

387:                                              ; preds = %374
  store i64 %385, ptr %289, align 8, !tbaa !17
  %388 = trunc nuw nsw i64 %359 to i32
  store i32 %388, ptr %298, align 4, !tbaa !6
  br label %389

389:                                              ; preds = %387, %374
  %390 = phi i64 [ %385, %387 ], [ %372, %374 ]
  %391 = icmp eq i64 %377, %286
  br i1 %391, label %311, label %392, !llvm.loop !24

392:                                              ; preds = %389
  %393 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %287, i64 %377
  %394 = load i64, ptr %393, align 8, !tbaa !17
  %395 = add nuw nsw i64 %287, 6
  %396 = getelementptr inbounds [8 x [8 x i64]], ptr %5, i64 0, i64 %395, i64 %288
  %397 = load i64, ptr %396, align 8, !tbaa !17
  %398 = add nsw i64 %397, %394
  %399 = getelementptr inbounds [8 x i32], ptr @__const.main.dims, i64 0, i64 %377
  %400 = load i32, ptr %399, align 4, !tbaa !6
  %401 = sext i32 %400 to i64
  %402 = mul i64 %297, %401
  %403 = add nsw i64 %398, %402
  %404 = icmp slt i64 %403, %390
  br i1 %404, label %405, label %311

405:                                              ; preds = %392
  store i64 %403, ptr %289, align 8, !tbaa !17
  %406 = trunc nuw nsw i64 %377 to i32
  store i32 %406, ptr %298, align 4, !tbaa !6
  br label %311
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
  %13 = load i32, ptr %12, align 4, !tbaa !6
  tail call fastcc void @print_chain(ptr noundef %0, i32 noundef %1, i32 noundef %13)
  %14 = load i32, ptr %12, align 4, !tbaa !6
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !11}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
