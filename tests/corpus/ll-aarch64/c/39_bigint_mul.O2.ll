; ModuleID = 'c/39_bigint_mul.c'
source_filename = "c/39_bigint_mul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [200 x i32], i32 }

@main.f = internal unnamed_addr global %struct.big zeroinitializer, align 8
@main.x = internal unnamed_addr global %struct.big zeroinitializer, align 8
@main.y = internal unnamed_addr global %struct.big zeroinitializer, align 8
@main.z = internal unnamed_addr global %struct.big zeroinitializer, align 8
@main.t = internal unnamed_addr global %struct.big zeroinitializer, align 8
@.str = private unnamed_addr constant [8 x i8] c"100! = \00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"digit sum of 100! = %d, limbs = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"F(300) = \00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"2^256 = \00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"square limbs=%d digit sum=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"999999999^6 = \00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i64], align 8
  %2 = alloca [400 x i64], align 8
  %3 = alloca [400 x i64], align 8
  %4 = alloca [400 x i64], align 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.f, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 1, i32 0>, ptr @main.f, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  br label %55

5:                                                ; preds = %83
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  %8 = add nsw i32 %7, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %11)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  %14 = icmp sgt i32 %13, 1
  br i1 %14, label %15, label %25

15:                                               ; preds = %5
  %16 = add nsw i32 %13, -2
  %17 = zext nneg i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i64 [ %17, %15 ], [ %23, %18 ]
  %20 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %21)
  %23 = add nsw i64 %19, -1
  %24 = icmp eq i64 %19, 0
  br i1 %24, label %25, label %18, !llvm.loop !12

25:                                               ; preds = %18, %5
  %26 = tail call i32 @putchar(i32 10)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %50

29:                                               ; preds = %25
  %30 = zext nneg i32 %27 to i64
  br label %31

31:                                               ; preds = %37, %29
  %32 = phi i64 [ 0, %29 ], [ %39, %37 ]
  %33 = phi i32 [ 0, %29 ], [ %38, %37 ]
  %34 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %41, %31
  %38 = phi i32 [ %33, %31 ], [ %48, %41 ]
  %39 = add nuw nsw i64 %32, 1
  %40 = icmp eq i64 %39, %30
  br i1 %40, label %50, label %31, !llvm.loop !14

41:                                               ; preds = %31, %41
  %42 = phi i32 [ %45, %41 ], [ %35, %31 ]
  %43 = phi i32 [ %48, %41 ], [ %33, %31 ]
  %44 = freeze i32 %42
  %45 = udiv i32 %44, 10
  %46 = mul i32 %45, 10
  %47 = sub i32 %44, %46
  %48 = add nsw i32 %47, %43
  %49 = icmp ult i32 %42, 10
  br i1 %49, label %37, label %41, !llvm.loop !15

50:                                               ; preds = %37, %25
  %51 = phi i32 [ 0, %25 ], [ %38, %37 ]
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51, i32 noundef %27)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(800) @main.x, i8 0, i64 800, i1 false)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.y, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 1, i32 0>, ptr @main.y, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 8, !tbaa !10
  br label %108

53:                                               ; preds = %83
  %54 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  br label %55

55:                                               ; preds = %53, %0
  %56 = phi i32 [ %54, %53 ], [ 1, %0 ]
  %57 = phi i64 [ %84, %53 ], [ 2, %0 ]
  %58 = icmp sgt i32 %56, 0
  br i1 %58, label %61, label %83

59:                                               ; preds = %61
  %60 = icmp ult i64 %68, 1000000000
  br i1 %60, label %83, label %78

61:                                               ; preds = %55, %61
  %62 = phi i64 [ %74, %61 ], [ 0, %55 ]
  %63 = phi i64 [ %70, %61 ], [ 0, %55 ]
  %64 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %62
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = zext i32 %65 to i64
  %67 = mul nuw nsw i64 %57, %66
  %68 = add nuw nsw i64 %67, %63
  %69 = freeze i64 %68
  %70 = udiv i64 %69, 1000000000
  %71 = mul i64 %70, 1000000000
  %72 = sub i64 %69, %71
  %73 = trunc nuw nsw i64 %72 to i32
  store i32 %73, ptr %64, align 4, !tbaa !6
  %74 = add nuw nsw i64 %62, 1
  %75 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  %76 = sext i32 %75 to i64
  %77 = icmp slt i64 %74, %76
  br i1 %77, label %61, label %59, !llvm.loop !16

78:                                               ; preds = %59
  %79 = trunc nuw nsw i64 %70 to i32
  %80 = add nsw i32 %75, 1
  store i32 %80, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 8, !tbaa !10
  %81 = sext i32 %75 to i64
  %82 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %81
  store i32 %79, ptr %82, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %78, %55, %59
  %84 = add nuw nsw i64 %57, 1
  %85 = icmp eq i64 %84, 101
  br i1 %85, label %5, label %53, !llvm.loop !17

86:                                               ; preds = %152
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2)
  %88 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %89 = add nsw i32 %88, -1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %92)
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %95 = icmp sgt i32 %94, 1
  br i1 %95, label %96, label %106

96:                                               ; preds = %86
  %97 = add nsw i32 %94, -2
  %98 = zext nneg i32 %97 to i64
  br label %99

99:                                               ; preds = %99, %96
  %100 = phi i64 [ %98, %96 ], [ %104, %99 ]
  %101 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %102)
  %104 = add nsw i64 %100, -1
  %105 = icmp eq i64 %100, 0
  br i1 %105, label %106, label %99, !llvm.loop !12

106:                                              ; preds = %99, %86
  %107 = tail call i32 @putchar(i32 10)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.z, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 2, i32 0>, ptr @main.z, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.z, i64 800), align 8, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.t, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 1, i32 0>, ptr @main.t, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  br label %366

108:                                              ; preds = %50, %152
  %109 = phi i32 [ 0, %50 ], [ %153, %152 ]
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %111 = load i32, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 8, !tbaa !10
  %112 = tail call i32 @llvm.smax.i32(i32 %110, i32 %111)
  %113 = icmp sgt i32 %112, 0
  br i1 %113, label %115, label %114

114:                                              ; preds = %108
  store i32 %112, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  br label %152

115:                                              ; preds = %108
  %116 = zext nneg i32 %112 to i64
  %117 = sext i32 %110 to i64
  %118 = sext i32 %111 to i64
  br label %121

119:                                              ; preds = %136
  store i32 %112, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  %120 = icmp ult i64 %139, 1000000000
  br i1 %120, label %152, label %148

121:                                              ; preds = %136, %115
  %122 = phi i64 [ 0, %115 ], [ %146, %136 ]
  %123 = phi i64 [ 0, %115 ], [ %141, %136 ]
  %124 = icmp slt i64 %122, %117
  br i1 %124, label %125, label %128

125:                                              ; preds = %121
  %126 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %122
  %127 = load i32, ptr %126, align 4, !tbaa !6
  br label %128

128:                                              ; preds = %125, %121
  %129 = phi i32 [ %127, %125 ], [ 0, %121 ]
  %130 = zext i32 %129 to i64
  %131 = add nuw nsw i64 %123, %130
  %132 = icmp slt i64 %122, %118
  br i1 %132, label %133, label %136

133:                                              ; preds = %128
  %134 = getelementptr inbounds [200 x i32], ptr @main.y, i64 0, i64 %122
  %135 = load i32, ptr %134, align 4, !tbaa !6
  br label %136

136:                                              ; preds = %133, %128
  %137 = phi i32 [ %135, %133 ], [ 0, %128 ]
  %138 = zext i32 %137 to i64
  %139 = add nuw nsw i64 %131, %138
  %140 = freeze i64 %139
  %141 = udiv i64 %140, 1000000000
  %142 = mul i64 %141, 1000000000
  %143 = sub i64 %140, %142
  %144 = trunc nuw nsw i64 %143 to i32
  %145 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %122
  store i32 %144, ptr %145, align 4, !tbaa !6
  %146 = add nuw nsw i64 %122, 1
  %147 = icmp eq i64 %146, %116
  br i1 %147, label %119, label %121, !llvm.loop !18

148:                                              ; preds = %119
  %149 = trunc nuw nsw i64 %141 to i32
  %150 = add nuw nsw i32 %112, 1
  store i32 %150, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  %151 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %116
  store i32 %149, ptr %151, align 4, !tbaa !6
  br label %152

152:                                              ; preds = %114, %119, %148
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.x, ptr noundef nonnull align 8 dereferenceable(804) @main.y, i64 804, i1 false), !tbaa.struct !19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.y, ptr noundef nonnull align 8 dereferenceable(804) @main.t, i64 804, i1 false), !tbaa.struct !19
  %153 = add nuw nsw i32 %109, 1
  %154 = icmp eq i32 %153, 300
  br i1 %154, label %86, label %108, !llvm.loop !21

155:                                              ; preds = %542
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3)
  %157 = load i32, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  %158 = add nsw i32 %157, -1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %161)
  %163 = load i32, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  %164 = icmp sgt i32 %163, 1
  br i1 %164, label %165, label %175

165:                                              ; preds = %155
  %166 = add nsw i32 %163, -2
  %167 = zext nneg i32 %166 to i64
  br label %168

168:                                              ; preds = %168, %165
  %169 = phi i64 [ %167, %165 ], [ %173, %168 ]
  %170 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %171)
  %173 = add nsw i64 %169, -1
  %174 = icmp eq i64 %169, 0
  br i1 %174, label %175, label %168, !llvm.loop !12

175:                                              ; preds = %168, %155
  %176 = tail call i32 @putchar(i32 10)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.x, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 123456789, i32 0>, ptr @main.x, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  br label %179

177:                                              ; preds = %179
  %178 = icmp ult i64 %186, 1000000000
  br i1 %178, label %210, label %196

179:                                              ; preds = %179, %175
  %180 = phi i64 [ 0, %175 ], [ %192, %179 ]
  %181 = phi i64 [ 0, %175 ], [ %188, %179 ]
  %182 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %180
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = zext i32 %183 to i64
  %185 = mul nuw nsw i64 %184, 1000000000
  %186 = add nuw nsw i64 %185, %181
  %187 = freeze i64 %186
  %188 = udiv i64 %187, 1000000000
  %189 = mul i64 %188, 1000000000
  %190 = sub i64 %187, %189
  %191 = trunc nuw nsw i64 %190 to i32
  store i32 %191, ptr %182, align 4, !tbaa !6
  %192 = add nuw nsw i64 %180, 1
  %193 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %194 = sext i32 %193 to i64
  %195 = icmp slt i64 %192, %194
  br i1 %195, label %179, label %177, !llvm.loop !16

196:                                              ; preds = %177, %196
  %197 = phi i64 [ %199, %196 ], [ %188, %177 ]
  %198 = freeze i64 %197
  %199 = udiv i64 %198, 1000000000
  %200 = mul i64 %199, 1000000000
  %201 = sub i64 %198, %200
  %202 = trunc nuw nsw i64 %201 to i32
  %203 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %205 = sext i32 %203 to i64
  %206 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %205
  store i32 %202, ptr %206, align 4, !tbaa !6
  %207 = icmp ult i64 %197, 1000000000
  br i1 %207, label %208, label %196, !llvm.loop !22

208:                                              ; preds = %196
  %209 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  br label %210

210:                                              ; preds = %208, %177
  %211 = phi i32 [ %209, %208 ], [ %193, %177 ]
  %212 = load i32, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 8, !tbaa !10
  %213 = tail call i32 @llvm.smax.i32(i32 %211, i32 %212)
  %214 = icmp sgt i32 %213, 0
  br i1 %214, label %216, label %215

215:                                              ; preds = %210
  store i32 %213, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  br label %263

216:                                              ; preds = %210
  %217 = zext nneg i32 %213 to i64
  %218 = sext i32 %212 to i64
  br label %221

219:                                              ; preds = %238
  store i32 %213, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %220 = icmp ult i64 %241, 1000000000
  br i1 %220, label %255, label %250

221:                                              ; preds = %238, %216
  %222 = phi i64 [ 0, %216 ], [ %248, %238 ]
  %223 = phi i64 [ 0, %216 ], [ %243, %238 ]
  %224 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %225 = sext i32 %224 to i64
  %226 = icmp slt i64 %222, %225
  br i1 %226, label %227, label %230

227:                                              ; preds = %221
  %228 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %222
  %229 = load i32, ptr %228, align 4, !tbaa !6
  br label %230

230:                                              ; preds = %227, %221
  %231 = phi i32 [ %229, %227 ], [ 0, %221 ]
  %232 = zext i32 %231 to i64
  %233 = add nuw nsw i64 %223, %232
  %234 = icmp slt i64 %222, %218
  br i1 %234, label %235, label %238

235:                                              ; preds = %230
  %236 = getelementptr inbounds [200 x i32], ptr @main.y, i64 0, i64 %222
  %237 = load i32, ptr %236, align 4, !tbaa !6
  br label %238

238:                                              ; preds = %235, %230
  %239 = phi i32 [ %237, %235 ], [ 0, %230 ]
  %240 = zext i32 %239 to i64
  %241 = add nuw nsw i64 %233, %240
  %242 = freeze i64 %241
  %243 = udiv i64 %242, 1000000000
  %244 = mul i64 %243, 1000000000
  %245 = sub i64 %242, %244
  %246 = trunc nuw nsw i64 %245 to i32
  %247 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %222
  store i32 %246, ptr %247, align 4, !tbaa !6
  %248 = add nuw nsw i64 %222, 1
  %249 = icmp eq i64 %248, %217
  br i1 %249, label %219, label %221, !llvm.loop !18

250:                                              ; preds = %219
  %251 = trunc nuw nsw i64 %243 to i32
  %252 = add nuw nsw i32 %213, 1
  store i32 %252, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %253 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %217
  store i32 %251, ptr %253, align 4, !tbaa !6
  %254 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  br label %255

255:                                              ; preds = %219, %250
  %256 = phi i32 [ %213, %219 ], [ %254, %250 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  %257 = icmp sgt i32 %256, 0
  br i1 %257, label %258, label %263

258:                                              ; preds = %255
  %259 = zext nneg i32 %256 to i64
  br label %260

260:                                              ; preds = %258, %268
  %261 = phi i64 [ 0, %258 ], [ %269, %268 ]
  %262 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %261
  br label %271

263:                                              ; preds = %268, %215, %255
  %264 = phi i32 [ %213, %215 ], [ %256, %255 ], [ %256, %268 ]
  %265 = shl i32 %264, 1
  %266 = zext i32 %265 to i64
  %267 = tail call i32 @llvm.smin.i32(i32 %265, i32 1)
  br label %297

268:                                              ; preds = %286
  %269 = add nuw nsw i64 %261, 1
  %270 = icmp eq i64 %269, %259
  br i1 %270, label %263, label %260, !llvm.loop !23

271:                                              ; preds = %286, %260
  %272 = phi i64 [ 0, %260 ], [ %293, %286 ]
  %273 = phi i1 [ true, %260 ], [ %294, %286 ]
  %274 = phi i64 [ 0, %260 ], [ %290, %286 ]
  %275 = add nuw nsw i64 %272, %261
  %276 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %275
  %277 = load i64, ptr %276, align 8, !tbaa !24
  %278 = add i64 %277, %274
  br i1 %273, label %279, label %286

279:                                              ; preds = %271
  %280 = load i32, ptr %262, align 4, !tbaa !6
  %281 = zext i32 %280 to i64
  %282 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %272
  %283 = load i32, ptr %282, align 4, !tbaa !6
  %284 = zext i32 %283 to i64
  %285 = mul nuw i64 %284, %281
  br label %286

286:                                              ; preds = %279, %271
  %287 = phi i64 [ %285, %279 ], [ 0, %271 ]
  %288 = add i64 %278, %287
  %289 = freeze i64 %288
  %290 = udiv i64 %289, 1000000000
  %291 = mul i64 %290, 1000000000
  %292 = sub i64 %289, %291
  store i64 %292, ptr %276, align 8, !tbaa !24
  %293 = add nuw nsw i64 %272, 1
  %294 = icmp ult i64 %293, %259
  %295 = icmp ugt i64 %288, 999999999
  %296 = select i1 %294, i1 true, i1 %295
  br i1 %296, label %271, label %268, !llvm.loop !26

297:                                              ; preds = %301, %263
  %298 = phi i64 [ %302, %301 ], [ %266, %263 ]
  %299 = trunc nuw i64 %298 to i32
  %300 = icmp sgt i32 %299, 1
  br i1 %300, label %301, label %307

301:                                              ; preds = %297
  %302 = add nsw i64 %298, -1
  %303 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %302
  %304 = load i64, ptr %303, align 8, !tbaa !24
  %305 = icmp eq i64 %304, 0
  br i1 %305, label %297, label %306, !llvm.loop !27

306:                                              ; preds = %301
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  br label %309

307:                                              ; preds = %297
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  %308 = icmp sgt i32 %265, 0
  br i1 %308, label %309, label %339

309:                                              ; preds = %307, %306
  %310 = phi i32 [ %299, %306 ], [ %267, %307 ]
  %311 = zext nneg i32 %310 to i64
  %312 = icmp ult i32 %310, 8
  br i1 %312, label %329, label %313

313:                                              ; preds = %309
  %314 = and i64 %311, 2147483640
  br label %315

315:                                              ; preds = %315, %313
  %316 = phi i64 [ 0, %313 ], [ %325, %315 ]
  %317 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %316
  %318 = getelementptr inbounds i8, ptr %317, i64 32
  %319 = load <4 x i64>, ptr %317, align 8, !tbaa !24
  %320 = load <4 x i64>, ptr %318, align 8, !tbaa !24
  %321 = trunc <4 x i64> %319 to <4 x i32>
  %322 = trunc <4 x i64> %320 to <4 x i32>
  %323 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %316
  %324 = getelementptr inbounds i8, ptr %323, i64 16
  store <4 x i32> %321, ptr %323, align 8, !tbaa !6
  store <4 x i32> %322, ptr %324, align 8, !tbaa !6
  %325 = add nuw i64 %316, 8
  %326 = icmp eq i64 %325, %314
  br i1 %326, label %327, label %315, !llvm.loop !28

327:                                              ; preds = %315
  %328 = icmp eq i64 %314, %311
  br i1 %328, label %339, label %329

329:                                              ; preds = %327, %309
  %330 = phi i64 [ 0, %309 ], [ %314, %327 ]
  br label %331

331:                                              ; preds = %329, %331
  %332 = phi i64 [ %337, %331 ], [ %330, %329 ]
  %333 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %332
  %334 = load i64, ptr %333, align 8, !tbaa !24
  %335 = trunc i64 %334 to i32
  %336 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %332
  store i32 %335, ptr %336, align 4, !tbaa !6
  %337 = add nuw nsw i64 %332, 1
  %338 = icmp eq i64 %337, %311
  br i1 %338, label %339, label %331, !llvm.loop !31

339:                                              ; preds = %331, %327, %307
  %340 = phi i32 [ %267, %307 ], [ %310, %327 ], [ %310, %331 ]
  store i32 %340, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %4) #7
  %341 = icmp sgt i32 %340, 0
  br i1 %341, label %342, label %363

342:                                              ; preds = %339
  %343 = zext nneg i32 %340 to i64
  br label %344

344:                                              ; preds = %350, %342
  %345 = phi i64 [ 0, %342 ], [ %352, %350 ]
  %346 = phi i32 [ 0, %342 ], [ %351, %350 ]
  %347 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %345
  %348 = load i32, ptr %347, align 4, !tbaa !6
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %350, label %354

350:                                              ; preds = %354, %344
  %351 = phi i32 [ %346, %344 ], [ %361, %354 ]
  %352 = add nuw nsw i64 %345, 1
  %353 = icmp eq i64 %352, %343
  br i1 %353, label %363, label %344, !llvm.loop !14

354:                                              ; preds = %344, %354
  %355 = phi i32 [ %358, %354 ], [ %348, %344 ]
  %356 = phi i32 [ %361, %354 ], [ %346, %344 ]
  %357 = freeze i32 %355
  %358 = udiv i32 %357, 10
  %359 = mul i32 %358, 10
  %360 = sub i32 %357, %359
  %361 = add nsw i32 %360, %356
  %362 = icmp ult i32 %355, 10
  br i1 %362, label %350, label %354, !llvm.loop !15

363:                                              ; preds = %350, %339
  %364 = phi i32 [ 0, %339 ], [ %351, %350 ]
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %340, i32 noundef %364)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.x, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 999999999, i32 0>, ptr @main.x, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) getelementptr inbounds (i8, ptr @main.y, i64 8), i8 0, i64 792, i1 false)
  store <2 x i32> <i32 999999999, i32 0>, ptr @main.y, align 8, !tbaa !6
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 8, !tbaa !10
  br label %568

366:                                              ; preds = %106, %542
  %367 = phi i32 [ 1, %106 ], [ %543, %542 ]
  %368 = phi i32 [ 1, %106 ], [ %460, %542 ]
  %369 = phi i32 [ 256, %106 ], [ %544, %542 ]
  %370 = and i32 %369, 1
  %371 = icmp eq i32 %370, 0
  br i1 %371, label %459, label %372

372:                                              ; preds = %366
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %3, i8 0, i64 3200, i1 false)
  %373 = icmp sgt i32 %368, 0
  br i1 %373, label %374, label %382

374:                                              ; preds = %372
  %375 = icmp sgt i32 %367, 0
  %376 = sext i32 %367 to i64
  %377 = zext nneg i32 %368 to i64
  br label %378

378:                                              ; preds = %386, %374
  %379 = phi i64 [ 0, %374 ], [ %387, %386 ]
  br i1 %375, label %380, label %386

380:                                              ; preds = %378
  %381 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %379
  br label %389

382:                                              ; preds = %386, %372
  %383 = add i32 %367, %368
  %384 = zext i32 %383 to i64
  %385 = tail call i32 @llvm.smin.i32(i32 %383, i32 1)
  br label %415

386:                                              ; preds = %404, %378
  %387 = add nuw nsw i64 %379, 1
  %388 = icmp eq i64 %387, %377
  br i1 %388, label %382, label %378, !llvm.loop !23

389:                                              ; preds = %404, %380
  %390 = phi i64 [ 0, %380 ], [ %411, %404 ]
  %391 = phi i1 [ true, %380 ], [ %412, %404 ]
  %392 = phi i64 [ 0, %380 ], [ %408, %404 ]
  %393 = add nuw nsw i64 %390, %379
  %394 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %393
  %395 = load i64, ptr %394, align 8, !tbaa !24
  %396 = add i64 %395, %392
  br i1 %391, label %397, label %404

397:                                              ; preds = %389
  %398 = load i32, ptr %381, align 4, !tbaa !6
  %399 = zext i32 %398 to i64
  %400 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %390
  %401 = load i32, ptr %400, align 4, !tbaa !6
  %402 = zext i32 %401 to i64
  %403 = mul nuw i64 %402, %399
  br label %404

404:                                              ; preds = %397, %389
  %405 = phi i64 [ %403, %397 ], [ 0, %389 ]
  %406 = add i64 %396, %405
  %407 = freeze i64 %406
  %408 = udiv i64 %407, 1000000000
  %409 = mul i64 %408, 1000000000
  %410 = sub i64 %407, %409
  store i64 %410, ptr %394, align 8, !tbaa !24
  %411 = add nuw nsw i64 %390, 1
  %412 = icmp slt i64 %411, %376
  %413 = icmp ugt i64 %406, 999999999
  %414 = select i1 %412, i1 true, i1 %413
  br i1 %414, label %389, label %386, !llvm.loop !26

415:                                              ; preds = %419, %382
  %416 = phi i64 [ %420, %419 ], [ %384, %382 ]
  %417 = trunc nuw i64 %416 to i32
  %418 = icmp sgt i32 %417, 1
  br i1 %418, label %419, label %425

419:                                              ; preds = %415
  %420 = add nsw i64 %416, -1
  %421 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %420
  %422 = load i64, ptr %421, align 8, !tbaa !24
  %423 = icmp eq i64 %422, 0
  br i1 %423, label %415, label %424, !llvm.loop !27

424:                                              ; preds = %419
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  br label %427

425:                                              ; preds = %415
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  %426 = icmp sgt i32 %383, 0
  br i1 %426, label %427, label %457

427:                                              ; preds = %425, %424
  %428 = phi i32 [ %417, %424 ], [ %385, %425 ]
  %429 = zext nneg i32 %428 to i64
  %430 = icmp ult i32 %428, 8
  br i1 %430, label %447, label %431

431:                                              ; preds = %427
  %432 = and i64 %429, 2147483640
  br label %433

433:                                              ; preds = %433, %431
  %434 = phi i64 [ 0, %431 ], [ %443, %433 ]
  %435 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %434
  %436 = getelementptr inbounds i8, ptr %435, i64 32
  %437 = load <4 x i64>, ptr %435, align 8, !tbaa !24
  %438 = load <4 x i64>, ptr %436, align 8, !tbaa !24
  %439 = trunc <4 x i64> %437 to <4 x i32>
  %440 = trunc <4 x i64> %438 to <4 x i32>
  %441 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %434
  %442 = getelementptr inbounds i8, ptr %441, i64 16
  store <4 x i32> %439, ptr %441, align 8, !tbaa !6
  store <4 x i32> %440, ptr %442, align 8, !tbaa !6
  %443 = add nuw i64 %434, 8
  %444 = icmp eq i64 %443, %432
  br i1 %444, label %445, label %433, !llvm.loop !32

445:                                              ; preds = %433
  %446 = icmp eq i64 %432, %429
  br i1 %446, label %457, label %447

447:                                              ; preds = %445, %427
  %448 = phi i64 [ 0, %427 ], [ %432, %445 ]
  br label %449

449:                                              ; preds = %447, %449
  %450 = phi i64 [ %455, %449 ], [ %448, %447 ]
  %451 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %450
  %452 = load i64, ptr %451, align 8, !tbaa !24
  %453 = trunc i64 %452 to i32
  %454 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %450
  store i32 %453, ptr %454, align 4, !tbaa !6
  %455 = add nuw nsw i64 %450, 1
  %456 = icmp eq i64 %455, %429
  br i1 %456, label %457, label %449, !llvm.loop !33

457:                                              ; preds = %449, %445, %425
  %458 = phi i32 [ %385, %425 ], [ %428, %445 ], [ %428, %449 ]
  store i32 %458, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %3) #7
  br label %459

459:                                              ; preds = %457, %366
  %460 = phi i32 [ %458, %457 ], [ %368, %366 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %2, i8 0, i64 3200, i1 false)
  %461 = icmp sgt i32 %367, 0
  br i1 %461, label %462, label %467

462:                                              ; preds = %459
  %463 = zext nneg i32 %367 to i64
  br label %464

464:                                              ; preds = %462, %471
  %465 = phi i64 [ 0, %462 ], [ %472, %471 ]
  %466 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %465
  br label %474

467:                                              ; preds = %471, %459
  %468 = shl i32 %367, 1
  %469 = zext i32 %468 to i64
  %470 = tail call i32 @llvm.smin.i32(i32 %468, i32 1)
  br label %500

471:                                              ; preds = %489
  %472 = add nuw nsw i64 %465, 1
  %473 = icmp eq i64 %472, %463
  br i1 %473, label %467, label %464, !llvm.loop !23

474:                                              ; preds = %489, %464
  %475 = phi i64 [ 0, %464 ], [ %496, %489 ]
  %476 = phi i1 [ true, %464 ], [ %497, %489 ]
  %477 = phi i64 [ 0, %464 ], [ %493, %489 ]
  %478 = add nuw nsw i64 %475, %465
  %479 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %478
  %480 = load i64, ptr %479, align 8, !tbaa !24
  %481 = add i64 %480, %477
  br i1 %476, label %482, label %489

482:                                              ; preds = %474
  %483 = load i32, ptr %466, align 4, !tbaa !6
  %484 = zext i32 %483 to i64
  %485 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %475
  %486 = load i32, ptr %485, align 4, !tbaa !6
  %487 = zext i32 %486 to i64
  %488 = mul nuw i64 %487, %484
  br label %489

489:                                              ; preds = %482, %474
  %490 = phi i64 [ %488, %482 ], [ 0, %474 ]
  %491 = add i64 %481, %490
  %492 = freeze i64 %491
  %493 = udiv i64 %492, 1000000000
  %494 = mul i64 %493, 1000000000
  %495 = sub i64 %492, %494
  store i64 %495, ptr %479, align 8, !tbaa !24
  %496 = add nuw nsw i64 %475, 1
  %497 = icmp ult i64 %496, %463
  %498 = icmp ugt i64 %491, 999999999
  %499 = select i1 %497, i1 true, i1 %498
  br i1 %499, label %474, label %471, !llvm.loop !26

500:                                              ; preds = %504, %467
  %501 = phi i64 [ %505, %504 ], [ %469, %467 ]
  %502 = trunc nuw i64 %501 to i32
  %503 = icmp sgt i32 %502, 1
  br i1 %503, label %504, label %510

504:                                              ; preds = %500
  %505 = add nsw i64 %501, -1
  %506 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %505
  %507 = load i64, ptr %506, align 8, !tbaa !24
  %508 = icmp eq i64 %507, 0
  br i1 %508, label %500, label %509, !llvm.loop !27

509:                                              ; preds = %504
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.z, i8 0, i64 800, i1 false)
  br label %512

510:                                              ; preds = %500
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.z, i8 0, i64 800, i1 false)
  %511 = icmp sgt i32 %468, 0
  br i1 %511, label %512, label %542

512:                                              ; preds = %510, %509
  %513 = phi i32 [ %502, %509 ], [ %470, %510 ]
  %514 = zext nneg i32 %513 to i64
  %515 = icmp ult i32 %513, 8
  br i1 %515, label %532, label %516

516:                                              ; preds = %512
  %517 = and i64 %514, 2147483640
  br label %518

518:                                              ; preds = %518, %516
  %519 = phi i64 [ 0, %516 ], [ %528, %518 ]
  %520 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %519
  %521 = getelementptr inbounds i8, ptr %520, i64 32
  %522 = load <4 x i64>, ptr %520, align 8, !tbaa !24
  %523 = load <4 x i64>, ptr %521, align 8, !tbaa !24
  %524 = trunc <4 x i64> %522 to <4 x i32>
  %525 = trunc <4 x i64> %523 to <4 x i32>
  %526 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %519
  %527 = getelementptr inbounds i8, ptr %526, i64 16
  store <4 x i32> %524, ptr %526, align 8, !tbaa !6
  store <4 x i32> %525, ptr %527, align 8, !tbaa !6
  %528 = add nuw i64 %519, 8
  %529 = icmp eq i64 %528, %517
  br i1 %529, label %530, label %518, !llvm.loop !34

530:                                              ; preds = %518
  %531 = icmp eq i64 %517, %514
  br i1 %531, label %542, label %532

532:                                              ; preds = %530, %512
  %533 = phi i64 [ 0, %512 ], [ %517, %530 ]
  br label %534

534:                                              ; preds = %532, %534
  %535 = phi i64 [ %540, %534 ], [ %533, %532 ]
  %536 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %535
  %537 = load i64, ptr %536, align 8, !tbaa !24
  %538 = trunc i64 %537 to i32
  %539 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %535
  store i32 %538, ptr %539, align 4, !tbaa !6
  %540 = add nuw nsw i64 %535, 1
  %541 = icmp eq i64 %540, %514
  br i1 %541, label %542, label %534, !llvm.loop !35

542:                                              ; preds = %534, %530, %510
  %543 = phi i32 [ %470, %510 ], [ %513, %530 ], [ %513, %534 ]
  store i32 %543, ptr getelementptr inbounds (i8, ptr @main.z, i64 800), align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %2) #7
  %544 = lshr i32 %369, 1
  %545 = icmp ult i32 %369, 2
  br i1 %545, label %155, label %366, !llvm.loop !36

546:                                              ; preds = %645
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  %548 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %549 = add nsw i32 %548, -1
  %550 = sext i32 %549 to i64
  %551 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %550
  %552 = load i32, ptr %551, align 4, !tbaa !6
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %552)
  %554 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  %555 = icmp sgt i32 %554, 1
  br i1 %555, label %556, label %566

556:                                              ; preds = %546
  %557 = add nsw i32 %554, -2
  %558 = zext nneg i32 %557 to i64
  br label %559

559:                                              ; preds = %559, %556
  %560 = phi i64 [ %558, %556 ], [ %564, %559 ]
  %561 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %560
  %562 = load i32, ptr %561, align 4, !tbaa !6
  %563 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %562)
  %564 = add nsw i64 %560, -1
  %565 = icmp eq i64 %560, 0
  br i1 %565, label %566, label %559, !llvm.loop !12

566:                                              ; preds = %559, %546
  %567 = tail call i32 @putchar(i32 10)
  ret i32 0

568:                                              ; preds = %363, %645
  %569 = phi i32 [ 1, %363 ], [ %646, %645 ]
  %570 = phi i32 [ 0, %363 ], [ %647, %645 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3200) %1, i8 0, i64 3200, i1 false)
  %571 = icmp sgt i32 %569, 0
  br i1 %571, label %572, label %585

572:                                              ; preds = %568
  %573 = zext nneg i32 %569 to i64
  br label %574

574:                                              ; preds = %572, %589
  %575 = phi i64 [ 0, %572 ], [ %590, %589 ]
  %576 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %575
  %577 = load i64, ptr %576, align 8, !tbaa !24
  %578 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %575
  %579 = load i32, ptr %578, align 4, !tbaa !6
  %580 = zext i32 %579 to i64
  %581 = mul nuw nsw i64 %580, 999999999
  %582 = add i64 %577, %581
  %583 = urem i64 %582, 1000000000
  store i64 %583, ptr %576, align 8, !tbaa !24
  %584 = icmp ugt i64 %582, 999999999
  br i1 %584, label %592, label %589

585:                                              ; preds = %589, %568
  %586 = add i32 %569, 1
  %587 = zext i32 %586 to i64
  %588 = tail call i32 @llvm.smin.i32(i32 %586, i32 1)
  br label %603

589:                                              ; preds = %592, %574
  %590 = add nuw nsw i64 %575, 1
  %591 = icmp eq i64 %590, %573
  br i1 %591, label %585, label %574, !llvm.loop !23

592:                                              ; preds = %574, %592
  %593 = phi i64 [ %601, %592 ], [ 1, %574 ]
  %594 = phi i64 [ %599, %592 ], [ %582, %574 ]
  %595 = add nuw nsw i64 %593, %575
  %596 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %595
  %597 = load i64, ptr %596, align 8, !tbaa !24
  %598 = udiv i64 %594, 1000000000
  %599 = add i64 %597, %598
  %600 = urem i64 %599, 1000000000
  store i64 %600, ptr %596, align 8, !tbaa !24
  %601 = add nuw nsw i64 %593, 1
  %602 = icmp ugt i64 %599, 999999999
  br i1 %602, label %592, label %589, !llvm.loop !37

603:                                              ; preds = %607, %585
  %604 = phi i64 [ %608, %607 ], [ %587, %585 ]
  %605 = trunc nuw i64 %604 to i32
  %606 = icmp sgt i32 %605, 1
  br i1 %606, label %607, label %613

607:                                              ; preds = %603
  %608 = add nsw i64 %604, -1
  %609 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %608
  %610 = load i64, ptr %609, align 8, !tbaa !24
  %611 = icmp eq i64 %610, 0
  br i1 %611, label %603, label %612, !llvm.loop !27

612:                                              ; preds = %607
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.x, i8 0, i64 800, i1 false)
  br label %615

613:                                              ; preds = %603
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(804) @main.x, i8 0, i64 800, i1 false)
  %614 = icmp ult i32 %569, 2147483647
  br i1 %614, label %615, label %645

615:                                              ; preds = %613, %612
  %616 = phi i32 [ %605, %612 ], [ %588, %613 ]
  %617 = zext nneg i32 %616 to i64
  %618 = icmp ult i32 %616, 8
  br i1 %618, label %635, label %619

619:                                              ; preds = %615
  %620 = and i64 %617, 2147483640
  br label %621

621:                                              ; preds = %621, %619
  %622 = phi i64 [ 0, %619 ], [ %631, %621 ]
  %623 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %622
  %624 = getelementptr inbounds i8, ptr %623, i64 32
  %625 = load <4 x i64>, ptr %623, align 8, !tbaa !24
  %626 = load <4 x i64>, ptr %624, align 8, !tbaa !24
  %627 = trunc <4 x i64> %625 to <4 x i32>
  %628 = trunc <4 x i64> %626 to <4 x i32>
  %629 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %622
  %630 = getelementptr inbounds i8, ptr %629, i64 16
  store <4 x i32> %627, ptr %629, align 8, !tbaa !6
  store <4 x i32> %628, ptr %630, align 8, !tbaa !6
  %631 = add nuw i64 %622, 8
  %632 = icmp eq i64 %631, %620
  br i1 %632, label %633, label %621, !llvm.loop !39

633:                                              ; preds = %621
  %634 = icmp eq i64 %620, %617
  br i1 %634, label %645, label %635

635:                                              ; preds = %633, %615
  %636 = phi i64 [ 0, %615 ], [ %620, %633 ]
  br label %637

637:                                              ; preds = %635, %637
  %638 = phi i64 [ %643, %637 ], [ %636, %635 ]
  %639 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %638
  %640 = load i64, ptr %639, align 8, !tbaa !24
  %641 = trunc i64 %640 to i32
  %642 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %638
  store i32 %641, ptr %642, align 4, !tbaa !6
  %643 = add nuw nsw i64 %638, 1
  %644 = icmp eq i64 %643, %617
  br i1 %644, label %645, label %637, !llvm.loop !40

645:                                              ; preds = %637, %633, %613
  %646 = phi i32 [ %588, %613 ], [ %616, %633 ], [ %616, %637 ]
  store i32 %646, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %1) #7
  %647 = add nuw nsw i32 %570, 1
  %648 = icmp eq i32 %647, 5
  br i1 %648, label %546, label %568, !llvm.loop !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!10 = !{!11, !7, i64 800}
!11 = !{!"", !8, i64 0, !7, i64 800}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = !{i64 0, i64 800, !20, i64 800, i64 4, !6}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !13}
!23 = distinct !{!23, !13}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !8, i64 0}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13, !29, !30}
!29 = !{!"llvm.loop.isvectorized", i32 1}
!30 = !{!"llvm.loop.unroll.runtime.disable"}
!31 = distinct !{!31, !13, !30, !29}
!32 = distinct !{!32, !13, !29, !30}
!33 = distinct !{!33, !13, !30, !29}
!34 = distinct !{!34, !13, !29, !30}
!35 = distinct !{!35, !13, !30, !29}
!36 = distinct !{!36, !13}
!37 = distinct !{!37, !13, !38}
!38 = !{!"llvm.loop.peeled.count", i32 1}
!39 = distinct !{!39, !13, !29, !30}
!40 = distinct !{!40, !13, !30, !29}
!41 = distinct !{!41, !13}
