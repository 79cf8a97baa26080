; ModuleID = 'c/39_bigint_mul.c'
source_filename = "c/39_bigint_mul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [200 x i32], i32 }

@main.f = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.x = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.y = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.z = internal unnamed_addr global %struct.big zeroinitializer, align 4
@main.t = internal unnamed_addr global %struct.big zeroinitializer, align 4
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
  %1 = alloca [400 x i64], align 16
  %2 = alloca [400 x i64], align 16
  %3 = alloca [400 x i64], align 16
  %4 = alloca [400 x i64], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.f, i64 8), i8 0, i64 792, i1 false)
  store i32 1, ptr @main.f, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.f, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  br label %53

5:                                                ; preds = %79
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  %8 = add nsw i32 %7, -1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %11)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  %14 = icmp sgt i32 %13, 1
  br i1 %14, label %15, label %25

15:                                               ; preds = %5
  %16 = add nsw i32 %13, -2
  %17 = zext nneg i32 %16 to i64
  br label %18

18:                                               ; preds = %18, %15
  %19 = phi i64 [ %17, %15 ], [ %23, %18 ]
  %20 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %21)
  %23 = add nsw i64 %19, -1
  %24 = icmp eq i64 %19, 0
  br i1 %24, label %25, label %18, !llvm.loop !11

25:                                               ; preds = %18, %5
  %26 = tail call i32 @putchar(i32 10)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  %28 = icmp sgt i32 %27, 0
  br i1 %28, label %29, label %48

29:                                               ; preds = %25
  %30 = zext nneg i32 %27 to i64
  br label %31

31:                                               ; preds = %37, %29
  %32 = phi i64 [ 0, %29 ], [ %39, %37 ]
  %33 = phi i32 [ 0, %29 ], [ %38, %37 ]
  %34 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %32
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %41, %31
  %38 = phi i32 [ %33, %31 ], [ %45, %41 ]
  %39 = add nuw nsw i64 %32, 1
  %40 = icmp eq i64 %39, %30
  br i1 %40, label %48, label %31, !llvm.loop !13

41:                                               ; preds = %31, %41
  %42 = phi i32 [ %46, %41 ], [ %35, %31 ]
  %43 = phi i32 [ %45, %41 ], [ %33, %31 ]
  %44 = urem i32 %42, 10
  %45 = add nsw i32 %44, %43
  %46 = udiv i32 %42, 10
  %47 = icmp ult i32 %42, 10
  br i1 %47, label %37, label %41, !llvm.loop !14

48:                                               ; preds = %37, %25
  %49 = phi i32 [ 0, %25 ], [ %38, %37 ]
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %49, i32 noundef %27)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(800) @main.x, i8 0, i64 800, i1 false)
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.y, i64 8), i8 0, i64 792, i1 false)
  store i32 1, ptr @main.y, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.y, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 4, !tbaa !9
  br label %104

51:                                               ; preds = %79
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  br label %53

53:                                               ; preds = %51, %0
  %54 = phi i32 [ %52, %51 ], [ 1, %0 ]
  %55 = phi i64 [ %80, %51 ], [ 2, %0 ]
  %56 = icmp sgt i32 %54, 0
  br i1 %56, label %59, label %79

57:                                               ; preds = %59
  %58 = icmp ult i64 %66, 1000000000
  br i1 %58, label %79, label %74

59:                                               ; preds = %53, %59
  %60 = phi i64 [ %70, %59 ], [ 0, %53 ]
  %61 = phi i64 [ %69, %59 ], [ 0, %53 ]
  %62 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %60
  %63 = load i32, ptr %62, align 4, !tbaa !5
  %64 = zext i32 %63 to i64
  %65 = mul nuw nsw i64 %55, %64
  %66 = add nuw nsw i64 %65, %61
  %67 = urem i64 %66, 1000000000
  %68 = trunc nuw nsw i64 %67 to i32
  store i32 %68, ptr %62, align 4, !tbaa !5
  %69 = udiv i64 %66, 1000000000
  %70 = add nuw nsw i64 %60, 1
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  %72 = sext i32 %71 to i64
  %73 = icmp slt i64 %70, %72
  br i1 %73, label %59, label %57, !llvm.loop !15

74:                                               ; preds = %57
  %75 = trunc nuw nsw i64 %69 to i32
  %76 = add nsw i32 %71, 1
  store i32 %76, ptr getelementptr inbounds (i8, ptr @main.f, i64 800), align 4, !tbaa !9
  %77 = sext i32 %71 to i64
  %78 = getelementptr inbounds [200 x i32], ptr @main.f, i64 0, i64 %77
  store i32 %75, ptr %78, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %74, %53, %57
  %80 = add nuw nsw i64 %55, 1
  %81 = icmp eq i64 %80, 101
  br i1 %81, label %5, label %51, !llvm.loop !16

82:                                               ; preds = %146
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2)
  %84 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %85 = add nsw i32 %84, -1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %88)
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %91 = icmp sgt i32 %90, 1
  br i1 %91, label %92, label %102

92:                                               ; preds = %82
  %93 = add nsw i32 %90, -2
  %94 = zext nneg i32 %93 to i64
  br label %95

95:                                               ; preds = %95, %92
  %96 = phi i64 [ %94, %92 ], [ %100, %95 ]
  %97 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !5
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %98)
  %100 = add nsw i64 %96, -1
  %101 = icmp eq i64 %96, 0
  br i1 %101, label %102, label %95, !llvm.loop !11

102:                                              ; preds = %95, %82
  %103 = tail call i32 @putchar(i32 10)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.z, i64 8), i8 0, i64 792, i1 false)
  store i32 2, ptr @main.z, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.z, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.z, i64 800), align 4, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.t, i64 8), i8 0, i64 792, i1 false)
  store i32 1, ptr @main.t, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.t, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  br label %350

104:                                              ; preds = %48, %146
  %105 = phi i32 [ 0, %48 ], [ %147, %146 ]
  %106 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %107 = load i32, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 4, !tbaa !9
  %108 = tail call i32 @llvm.smax.i32(i32 %106, i32 %107)
  %109 = icmp sgt i32 %108, 0
  br i1 %109, label %111, label %110

110:                                              ; preds = %104
  store i32 %108, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  br label %146

111:                                              ; preds = %104
  %112 = zext nneg i32 %108 to i64
  %113 = sext i32 %106 to i64
  %114 = sext i32 %107 to i64
  br label %117

115:                                              ; preds = %132
  store i32 %108, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  %116 = icmp ult i64 %135, 1000000000
  br i1 %116, label %146, label %142

117:                                              ; preds = %132, %111
  %118 = phi i64 [ 0, %111 ], [ %140, %132 ]
  %119 = phi i64 [ 0, %111 ], [ %139, %132 ]
  %120 = icmp slt i64 %118, %113
  br i1 %120, label %121, label %124

121:                                              ; preds = %117
  %122 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %118
  %123 = load i32, ptr %122, align 4, !tbaa !5
  br label %124

124:                                              ; preds = %121, %117
  %125 = phi i32 [ %123, %121 ], [ 0, %117 ]
  %126 = zext i32 %125 to i64
  %127 = add nuw nsw i64 %119, %126
  %128 = icmp slt i64 %118, %114
  br i1 %128, label %129, label %132

129:                                              ; preds = %124
  %130 = getelementptr inbounds [200 x i32], ptr @main.y, i64 0, i64 %118
  %131 = load i32, ptr %130, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %129, %124
  %133 = phi i32 [ %131, %129 ], [ 0, %124 ]
  %134 = zext i32 %133 to i64
  %135 = add nuw nsw i64 %127, %134
  %136 = urem i64 %135, 1000000000
  %137 = trunc nuw nsw i64 %136 to i32
  %138 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %118
  store i32 %137, ptr %138, align 4, !tbaa !5
  %139 = udiv i64 %135, 1000000000
  %140 = add nuw nsw i64 %118, 1
  %141 = icmp eq i64 %140, %112
  br i1 %141, label %115, label %117, !llvm.loop !17

142:                                              ; preds = %115
  %143 = trunc nuw nsw i64 %139 to i32
  %144 = add nuw nsw i32 %108, 1
  store i32 %144, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  %145 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %112
  store i32 %143, ptr %145, align 4, !tbaa !5
  br label %146

146:                                              ; preds = %110, %115, %142
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.x, ptr noundef nonnull align 4 dereferenceable(804) @main.y, i64 804, i1 false), !tbaa.struct !18
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.y, ptr noundef nonnull align 4 dereferenceable(804) @main.t, i64 804, i1 false), !tbaa.struct !18
  %147 = add nuw nsw i32 %105, 1
  %148 = icmp eq i32 %147, 300
  br i1 %148, label %82, label %104, !llvm.loop !20

149:                                              ; preds = %522
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3)
  %151 = load i32, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  %152 = add nsw i32 %151, -1
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !5
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %155)
  %157 = load i32, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  %158 = icmp sgt i32 %157, 1
  br i1 %158, label %159, label %169

159:                                              ; preds = %149
  %160 = add nsw i32 %157, -2
  %161 = zext nneg i32 %160 to i64
  br label %162

162:                                              ; preds = %162, %159
  %163 = phi i64 [ %161, %159 ], [ %167, %162 ]
  %164 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !5
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %165)
  %167 = add nsw i64 %163, -1
  %168 = icmp eq i64 %163, 0
  br i1 %168, label %169, label %162, !llvm.loop !11

169:                                              ; preds = %162, %149
  %170 = tail call i32 @putchar(i32 10)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.x, i64 8), i8 0, i64 792, i1 false)
  store i32 123456789, ptr @main.x, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.x, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  br label %173

171:                                              ; preds = %173
  %172 = icmp ult i64 %180, 1000000000
  br i1 %172, label %200, label %188

173:                                              ; preds = %173, %169
  %174 = phi i64 [ 0, %169 ], [ %184, %173 ]
  %175 = phi i64 [ 0, %169 ], [ %183, %173 ]
  %176 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %174
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = zext i32 %177 to i64
  %179 = mul nuw nsw i64 %178, 1000000000
  %180 = add nuw nsw i64 %179, %175
  %181 = urem i64 %180, 1000000000
  %182 = trunc nuw nsw i64 %181 to i32
  store i32 %182, ptr %176, align 4, !tbaa !5
  %183 = udiv i64 %180, 1000000000
  %184 = add nuw nsw i64 %174, 1
  %185 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %186 = sext i32 %185 to i64
  %187 = icmp slt i64 %184, %186
  br i1 %187, label %173, label %171, !llvm.loop !15

188:                                              ; preds = %171, %188
  %189 = phi i64 [ %196, %188 ], [ %183, %171 ]
  %190 = urem i64 %189, 1000000000
  %191 = trunc nuw nsw i64 %190 to i32
  %192 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %194 = sext i32 %192 to i64
  %195 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %194
  store i32 %191, ptr %195, align 4, !tbaa !5
  %196 = udiv i64 %189, 1000000000
  %197 = icmp ult i64 %189, 1000000000
  br i1 %197, label %198, label %188, !llvm.loop !21

198:                                              ; preds = %188
  %199 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  br label %200

200:                                              ; preds = %198, %171
  %201 = phi i32 [ %199, %198 ], [ %185, %171 ]
  %202 = load i32, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 4, !tbaa !9
  %203 = tail call i32 @llvm.smax.i32(i32 %201, i32 %202)
  %204 = icmp sgt i32 %203, 0
  br i1 %204, label %206, label %205

205:                                              ; preds = %200
  store i32 %203, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  br label %251

206:                                              ; preds = %200
  %207 = zext nneg i32 %203 to i64
  %208 = sext i32 %202 to i64
  br label %211

209:                                              ; preds = %228
  store i32 %203, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %210 = icmp ult i64 %231, 1000000000
  br i1 %210, label %243, label %238

211:                                              ; preds = %228, %206
  %212 = phi i64 [ 0, %206 ], [ %236, %228 ]
  %213 = phi i64 [ 0, %206 ], [ %235, %228 ]
  %214 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %215 = sext i32 %214 to i64
  %216 = icmp slt i64 %212, %215
  br i1 %216, label %217, label %220

217:                                              ; preds = %211
  %218 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %212
  %219 = load i32, ptr %218, align 4, !tbaa !5
  br label %220

220:                                              ; preds = %217, %211
  %221 = phi i32 [ %219, %217 ], [ 0, %211 ]
  %222 = zext i32 %221 to i64
  %223 = add nuw nsw i64 %213, %222
  %224 = icmp slt i64 %212, %208
  br i1 %224, label %225, label %228

225:                                              ; preds = %220
  %226 = getelementptr inbounds [200 x i32], ptr @main.y, i64 0, i64 %212
  %227 = load i32, ptr %226, align 4, !tbaa !5
  br label %228

228:                                              ; preds = %225, %220
  %229 = phi i32 [ %227, %225 ], [ 0, %220 ]
  %230 = zext i32 %229 to i64
  %231 = add nuw nsw i64 %223, %230
  %232 = urem i64 %231, 1000000000
  %233 = trunc nuw nsw i64 %232 to i32
  %234 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %212
  store i32 %233, ptr %234, align 4, !tbaa !5
  %235 = udiv i64 %231, 1000000000
  %236 = add nuw nsw i64 %212, 1
  %237 = icmp eq i64 %236, %207
  br i1 %237, label %209, label %211, !llvm.loop !17

238:                                              ; preds = %209
  %239 = trunc nuw nsw i64 %235 to i32
  %240 = add nuw nsw i32 %203, 1
  store i32 %240, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %241 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %207
  store i32 %239, ptr %241, align 4, !tbaa !5
  %242 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  br label %243

243:                                              ; preds = %209, %238
  %244 = phi i32 [ %203, %209 ], [ %242, %238 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  %245 = icmp sgt i32 %244, 0
  br i1 %245, label %246, label %251

246:                                              ; preds = %243
  %247 = zext nneg i32 %244 to i64
  br label %248

248:                                              ; preds = %246, %256
  %249 = phi i64 [ 0, %246 ], [ %257, %256 ]
  %250 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %249
  br label %259

251:                                              ; preds = %256, %205, %243
  %252 = phi i32 [ %203, %205 ], [ %244, %243 ], [ %244, %256 ]
  %253 = shl i32 %252, 1
  %254 = zext i32 %253 to i64
  %255 = tail call i32 @llvm.smin.i32(i32 %253, i32 1)
  br label %283

256:                                              ; preds = %274
  %257 = add nuw nsw i64 %249, 1
  %258 = icmp eq i64 %257, %247
  br i1 %258, label %251, label %248, !llvm.loop !22

259:                                              ; preds = %274, %248
  %260 = phi i64 [ 0, %248 ], [ %279, %274 ]
  %261 = phi i1 [ true, %248 ], [ %280, %274 ]
  %262 = phi i64 [ 0, %248 ], [ %278, %274 ]
  %263 = add nuw nsw i64 %260, %249
  %264 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %263
  %265 = load i64, ptr %264, align 8, !tbaa !23
  %266 = add i64 %265, %262
  br i1 %261, label %267, label %274

267:                                              ; preds = %259
  %268 = load i32, ptr %250, align 4, !tbaa !5
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %260
  %271 = load i32, ptr %270, align 4, !tbaa !5
  %272 = zext i32 %271 to i64
  %273 = mul nuw i64 %272, %269
  br label %274

274:                                              ; preds = %267, %259
  %275 = phi i64 [ %273, %267 ], [ 0, %259 ]
  %276 = add i64 %266, %275
  %277 = urem i64 %276, 1000000000
  store i64 %277, ptr %264, align 8, !tbaa !23
  %278 = udiv i64 %276, 1000000000
  %279 = add nuw nsw i64 %260, 1
  %280 = icmp ult i64 %279, %247
  %281 = icmp ugt i64 %276, 999999999
  %282 = select i1 %280, i1 true, i1 %281
  br i1 %282, label %259, label %256, !llvm.loop !25

283:                                              ; preds = %287, %251
  %284 = phi i64 [ %288, %287 ], [ %254, %251 ]
  %285 = trunc nuw i64 %284 to i32
  %286 = icmp sgt i32 %285, 1
  br i1 %286, label %287, label %293

287:                                              ; preds = %283
  %288 = add nsw i64 %284, -1
  %289 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %288
  %290 = load i64, ptr %289, align 8, !tbaa !23
  %291 = icmp eq i64 %290, 0
  br i1 %291, label %283, label %292, !llvm.loop !26

292:                                              ; preds = %287
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  br label %295

293:                                              ; preds = %283
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  %294 = icmp sgt i32 %253, 0
  br i1 %294, label %295, label %325

295:                                              ; preds = %293, %292
  %296 = phi i32 [ %285, %292 ], [ %255, %293 ]
  %297 = zext nneg i32 %296 to i64
  %298 = icmp ult i32 %296, 4
  br i1 %298, label %315, label %299

299:                                              ; preds = %295
  %300 = and i64 %297, 2147483644
  br label %301

301:                                              ; preds = %301, %299
  %302 = phi i64 [ 0, %299 ], [ %311, %301 ]
  %303 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %302
  %304 = getelementptr inbounds i8, ptr %303, i64 16
  %305 = load <2 x i64>, ptr %303, align 16, !tbaa !23
  %306 = load <2 x i64>, ptr %304, align 16, !tbaa !23
  %307 = trunc <2 x i64> %305 to <2 x i32>
  %308 = trunc <2 x i64> %306 to <2 x i32>
  %309 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %302
  %310 = getelementptr inbounds i8, ptr %309, i64 8
  store <2 x i32> %307, ptr %309, align 4, !tbaa !5
  store <2 x i32> %308, ptr %310, align 4, !tbaa !5
  %311 = add nuw i64 %302, 4
  %312 = icmp eq i64 %311, %300
  br i1 %312, label %313, label %301, !llvm.loop !27

313:                                              ; preds = %301
  %314 = icmp eq i64 %300, %297
  br i1 %314, label %325, label %315

315:                                              ; preds = %313, %295
  %316 = phi i64 [ 0, %295 ], [ %300, %313 ]
  br label %317

317:                                              ; preds = %315, %317
  %318 = phi i64 [ %323, %317 ], [ %316, %315 ]
  %319 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %318
  %320 = load i64, ptr %319, align 8, !tbaa !23
  %321 = trunc i64 %320 to i32
  %322 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %318
  store i32 %321, ptr %322, align 4, !tbaa !5
  %323 = add nuw nsw i64 %318, 1
  %324 = icmp eq i64 %323, %297
  br i1 %324, label %325, label %317, !llvm.loop !30

325:                                              ; preds = %317, %313, %293
  %326 = phi i32 [ %255, %293 ], [ %296, %313 ], [ %296, %317 ]
  store i32 %326, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %4) #7
  %327 = icmp sgt i32 %326, 0
  br i1 %327, label %328, label %347

328:                                              ; preds = %325
  %329 = zext nneg i32 %326 to i64
  br label %330

330:                                              ; preds = %336, %328
  %331 = phi i64 [ 0, %328 ], [ %338, %336 ]
  %332 = phi i32 [ 0, %328 ], [ %337, %336 ]
  %333 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %331
  %334 = load i32, ptr %333, align 4, !tbaa !5
  %335 = icmp eq i32 %334, 0
  br i1 %335, label %336, label %340

336:                                              ; preds = %340, %330
  %337 = phi i32 [ %332, %330 ], [ %344, %340 ]
  %338 = add nuw nsw i64 %331, 1
  %339 = icmp eq i64 %338, %329
  br i1 %339, label %347, label %330, !llvm.loop !13

340:                                              ; preds = %330, %340
  %341 = phi i32 [ %345, %340 ], [ %334, %330 ]
  %342 = phi i32 [ %344, %340 ], [ %332, %330 ]
  %343 = urem i32 %341, 10
  %344 = add nsw i32 %343, %342
  %345 = udiv i32 %341, 10
  %346 = icmp ult i32 %341, 10
  br i1 %346, label %336, label %340, !llvm.loop !14

347:                                              ; preds = %336, %325
  %348 = phi i32 [ 0, %325 ], [ %337, %336 ]
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %326, i32 noundef %348)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.x, i64 8), i8 0, i64 792, i1 false)
  store i32 999999999, ptr @main.x, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.x, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.y, i64 8), i8 0, i64 792, i1 false)
  store i32 999999999, ptr @main.y, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.y, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 4, !tbaa !9
  br label %548

350:                                              ; preds = %102, %522
  %351 = phi i32 [ 1, %102 ], [ %523, %522 ]
  %352 = phi i32 [ 1, %102 ], [ %442, %522 ]
  %353 = phi i32 [ 256, %102 ], [ %524, %522 ]
  %354 = and i32 %353, 1
  %355 = icmp eq i32 %354, 0
  br i1 %355, label %441, label %356

356:                                              ; preds = %350
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %3, i8 0, i64 3200, i1 false)
  %357 = icmp sgt i32 %352, 0
  br i1 %357, label %358, label %366

358:                                              ; preds = %356
  %359 = icmp sgt i32 %351, 0
  %360 = sext i32 %351 to i64
  %361 = zext nneg i32 %352 to i64
  br label %362

362:                                              ; preds = %370, %358
  %363 = phi i64 [ 0, %358 ], [ %371, %370 ]
  br i1 %359, label %364, label %370

364:                                              ; preds = %362
  %365 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %363
  br label %373

366:                                              ; preds = %370, %356
  %367 = add i32 %351, %352
  %368 = zext i32 %367 to i64
  %369 = tail call i32 @llvm.smin.i32(i32 %367, i32 1)
  br label %397

370:                                              ; preds = %388, %362
  %371 = add nuw nsw i64 %363, 1
  %372 = icmp eq i64 %371, %361
  br i1 %372, label %366, label %362, !llvm.loop !22

373:                                              ; preds = %388, %364
  %374 = phi i64 [ 0, %364 ], [ %393, %388 ]
  %375 = phi i1 [ true, %364 ], [ %394, %388 ]
  %376 = phi i64 [ 0, %364 ], [ %392, %388 ]
  %377 = add nuw nsw i64 %374, %363
  %378 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %377
  %379 = load i64, ptr %378, align 8, !tbaa !23
  %380 = add i64 %379, %376
  br i1 %375, label %381, label %388

381:                                              ; preds = %373
  %382 = load i32, ptr %365, align 4, !tbaa !5
  %383 = zext i32 %382 to i64
  %384 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %374
  %385 = load i32, ptr %384, align 4, !tbaa !5
  %386 = zext i32 %385 to i64
  %387 = mul nuw i64 %386, %383
  br label %388

388:                                              ; preds = %381, %373
  %389 = phi i64 [ %387, %381 ], [ 0, %373 ]
  %390 = add i64 %380, %389
  %391 = urem i64 %390, 1000000000
  store i64 %391, ptr %378, align 8, !tbaa !23
  %392 = udiv i64 %390, 1000000000
  %393 = add nuw nsw i64 %374, 1
  %394 = icmp slt i64 %393, %360
  %395 = icmp ugt i64 %390, 999999999
  %396 = select i1 %394, i1 true, i1 %395
  br i1 %396, label %373, label %370, !llvm.loop !25

397:                                              ; preds = %401, %366
  %398 = phi i64 [ %402, %401 ], [ %368, %366 ]
  %399 = trunc nuw i64 %398 to i32
  %400 = icmp sgt i32 %399, 1
  br i1 %400, label %401, label %407

401:                                              ; preds = %397
  %402 = add nsw i64 %398, -1
  %403 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %402
  %404 = load i64, ptr %403, align 8, !tbaa !23
  %405 = icmp eq i64 %404, 0
  br i1 %405, label %397, label %406, !llvm.loop !26

406:                                              ; preds = %401
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  br label %409

407:                                              ; preds = %397
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  %408 = icmp sgt i32 %367, 0
  br i1 %408, label %409, label %439

409:                                              ; preds = %407, %406
  %410 = phi i32 [ %399, %406 ], [ %369, %407 ]
  %411 = zext nneg i32 %410 to i64
  %412 = icmp ult i32 %410, 4
  br i1 %412, label %429, label %413

413:                                              ; preds = %409
  %414 = and i64 %411, 2147483644
  br label %415

415:                                              ; preds = %415, %413
  %416 = phi i64 [ 0, %413 ], [ %425, %415 ]
  %417 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %416
  %418 = getelementptr inbounds i8, ptr %417, i64 16
  %419 = load <2 x i64>, ptr %417, align 16, !tbaa !23
  %420 = load <2 x i64>, ptr %418, align 16, !tbaa !23
  %421 = trunc <2 x i64> %419 to <2 x i32>
  %422 = trunc <2 x i64> %420 to <2 x i32>
  %423 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %416
  %424 = getelementptr inbounds i8, ptr %423, i64 8
  store <2 x i32> %421, ptr %423, align 4, !tbaa !5
  store <2 x i32> %422, ptr %424, align 4, !tbaa !5
  %425 = add nuw i64 %416, 4
  %426 = icmp eq i64 %425, %414
  br i1 %426, label %427, label %415, !llvm.loop !31

427:                                              ; preds = %415
  %428 = icmp eq i64 %414, %411
  br i1 %428, label %439, label %429

429:                                              ; preds = %427, %409
  %430 = phi i64 [ 0, %409 ], [ %414, %427 ]
  br label %431

431:                                              ; preds = %429, %431
  %432 = phi i64 [ %437, %431 ], [ %430, %429 ]
  %433 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %432
  %434 = load i64, ptr %433, align 8, !tbaa !23
  %435 = trunc i64 %434 to i32
  %436 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %432
  store i32 %435, ptr %436, align 4, !tbaa !5
  %437 = add nuw nsw i64 %432, 1
  %438 = icmp eq i64 %437, %411
  br i1 %438, label %439, label %431, !llvm.loop !32

439:                                              ; preds = %431, %427, %407
  %440 = phi i32 [ %369, %407 ], [ %410, %427 ], [ %410, %431 ]
  store i32 %440, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %3) #7
  br label %441

441:                                              ; preds = %439, %350
  %442 = phi i32 [ %440, %439 ], [ %352, %350 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %2, i8 0, i64 3200, i1 false)
  %443 = icmp sgt i32 %351, 0
  br i1 %443, label %444, label %449

444:                                              ; preds = %441
  %445 = zext nneg i32 %351 to i64
  br label %446

446:                                              ; preds = %444, %453
  %447 = phi i64 [ 0, %444 ], [ %454, %453 ]
  %448 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %447
  br label %456

449:                                              ; preds = %453, %441
  %450 = shl i32 %351, 1
  %451 = zext i32 %450 to i64
  %452 = tail call i32 @llvm.smin.i32(i32 %450, i32 1)
  br label %480

453:                                              ; preds = %471
  %454 = add nuw nsw i64 %447, 1
  %455 = icmp eq i64 %454, %445
  br i1 %455, label %449, label %446, !llvm.loop !22

456:                                              ; preds = %471, %446
  %457 = phi i64 [ 0, %446 ], [ %476, %471 ]
  %458 = phi i1 [ true, %446 ], [ %477, %471 ]
  %459 = phi i64 [ 0, %446 ], [ %475, %471 ]
  %460 = add nuw nsw i64 %457, %447
  %461 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %460
  %462 = load i64, ptr %461, align 8, !tbaa !23
  %463 = add i64 %462, %459
  br i1 %458, label %464, label %471

464:                                              ; preds = %456
  %465 = load i32, ptr %448, align 4, !tbaa !5
  %466 = zext i32 %465 to i64
  %467 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %457
  %468 = load i32, ptr %467, align 4, !tbaa !5
  %469 = zext i32 %468 to i64
  %470 = mul nuw i64 %469, %466
  br label %471

471:                                              ; preds = %464, %456
  %472 = phi i64 [ %470, %464 ], [ 0, %456 ]
  %473 = add i64 %463, %472
  %474 = urem i64 %473, 1000000000
  store i64 %474, ptr %461, align 8, !tbaa !23
  %475 = udiv i64 %473, 1000000000
  %476 = add nuw nsw i64 %457, 1
  %477 = icmp ult i64 %476, %445
  %478 = icmp ugt i64 %473, 999999999
  %479 = select i1 %477, i1 true, i1 %478
  br i1 %479, label %456, label %453, !llvm.loop !25

480:                                              ; preds = %484, %449
  %481 = phi i64 [ %485, %484 ], [ %451, %449 ]
  %482 = trunc nuw i64 %481 to i32
  %483 = icmp sgt i32 %482, 1
  br i1 %483, label %484, label %490

484:                                              ; preds = %480
  %485 = add nsw i64 %481, -1
  %486 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %485
  %487 = load i64, ptr %486, align 8, !tbaa !23
  %488 = icmp eq i64 %487, 0
  br i1 %488, label %480, label %489, !llvm.loop !26

489:                                              ; preds = %484
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.z, i8 0, i64 800, i1 false)
  br label %492

490:                                              ; preds = %480
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.z, i8 0, i64 800, i1 false)
  %491 = icmp sgt i32 %450, 0
  br i1 %491, label %492, label %522

492:                                              ; preds = %490, %489
  %493 = phi i32 [ %482, %489 ], [ %452, %490 ]
  %494 = zext nneg i32 %493 to i64
  %495 = icmp ult i32 %493, 4
  br i1 %495, label %512, label %496

496:                                              ; preds = %492
  %497 = and i64 %494, 2147483644
  br label %498

498:                                              ; preds = %498, %496
  %499 = phi i64 [ 0, %496 ], [ %508, %498 ]
  %500 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %499
  %501 = getelementptr inbounds i8, ptr %500, i64 16
  %502 = load <2 x i64>, ptr %500, align 16, !tbaa !23
  %503 = load <2 x i64>, ptr %501, align 16, !tbaa !23
  %504 = trunc <2 x i64> %502 to <2 x i32>
  %505 = trunc <2 x i64> %503 to <2 x i32>
  %506 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %499
  %507 = getelementptr inbounds i8, ptr %506, i64 8
  store <2 x i32> %504, ptr %506, align 4, !tbaa !5
  store <2 x i32> %505, ptr %507, align 4, !tbaa !5
  %508 = add nuw i64 %499, 4
  %509 = icmp eq i64 %508, %497
  br i1 %509, label %510, label %498, !llvm.loop !33

510:                                              ; preds = %498
  %511 = icmp eq i64 %497, %494
  br i1 %511, label %522, label %512

512:                                              ; preds = %510, %492
  %513 = phi i64 [ 0, %492 ], [ %497, %510 ]
  br label %514

514:                                              ; preds = %512, %514
  %515 = phi i64 [ %520, %514 ], [ %513, %512 ]
  %516 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %515
  %517 = load i64, ptr %516, align 8, !tbaa !23
  %518 = trunc i64 %517 to i32
  %519 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %515
  store i32 %518, ptr %519, align 4, !tbaa !5
  %520 = add nuw nsw i64 %515, 1
  %521 = icmp eq i64 %520, %494
  br i1 %521, label %522, label %514, !llvm.loop !34

522:                                              ; preds = %514, %510, %490
  %523 = phi i32 [ %452, %490 ], [ %493, %510 ], [ %493, %514 ]
  store i32 %523, ptr getelementptr inbounds (i8, ptr @main.z, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %2) #7
  %524 = lshr i32 %353, 1
  %525 = icmp ult i32 %353, 2
  br i1 %525, label %149, label %350, !llvm.loop !35

526:                                              ; preds = %625
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  %528 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %529 = add nsw i32 %528, -1
  %530 = sext i32 %529 to i64
  %531 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %530
  %532 = load i32, ptr %531, align 4, !tbaa !5
  %533 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %532)
  %534 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %535 = icmp sgt i32 %534, 1
  br i1 %535, label %536, label %546

536:                                              ; preds = %526
  %537 = add nsw i32 %534, -2
  %538 = zext nneg i32 %537 to i64
  br label %539

539:                                              ; preds = %539, %536
  %540 = phi i64 [ %538, %536 ], [ %544, %539 ]
  %541 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %540
  %542 = load i32, ptr %541, align 4, !tbaa !5
  %543 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %542)
  %544 = add nsw i64 %540, -1
  %545 = icmp eq i64 %540, 0
  br i1 %545, label %546, label %539, !llvm.loop !11

546:                                              ; preds = %539, %526
  %547 = tail call i32 @putchar(i32 10)
  ret i32 0

548:                                              ; preds = %347, %625
  %549 = phi i32 [ 1, %347 ], [ %626, %625 ]
  %550 = phi i32 [ 0, %347 ], [ %627, %625 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %1, i8 0, i64 3200, i1 false)
  %551 = icmp sgt i32 %549, 0
  br i1 %551, label %552, label %565

552:                                              ; preds = %548
  %553 = zext nneg i32 %549 to i64
  br label %554

554:                                              ; preds = %552, %569
  %555 = phi i64 [ 0, %552 ], [ %570, %569 ]
  %556 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %555
  %557 = load i64, ptr %556, align 8, !tbaa !23
  %558 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %555
  %559 = load i32, ptr %558, align 4, !tbaa !5
  %560 = zext i32 %559 to i64
  %561 = mul nuw nsw i64 %560, 999999999
  %562 = add i64 %557, %561
  %563 = urem i64 %562, 1000000000
  store i64 %563, ptr %556, align 8, !tbaa !23
  %564 = icmp ugt i64 %562, 999999999
  br i1 %564, label %572, label %569

565:                                              ; preds = %569, %548
  %566 = add i32 %549, 1
  %567 = zext i32 %566 to i64
  %568 = tail call i32 @llvm.smin.i32(i32 %566, i32 1)
  br label %583

569:                                              ; preds = %572, %554
  %570 = add nuw nsw i64 %555, 1
  %571 = icmp eq i64 %570, %553
  br i1 %571, label %565, label %554, !llvm.loop !22

572:                                              ; preds = %554, %572
  %573 = phi i64 [ %581, %572 ], [ 1, %554 ]
  %574 = phi i64 [ %579, %572 ], [ %562, %554 ]
  %575 = add nuw nsw i64 %573, %555
  %576 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %575
  %577 = load i64, ptr %576, align 8, !tbaa !23
  %578 = udiv i64 %574, 1000000000
  %579 = add i64 %577, %578
  %580 = urem i64 %579, 1000000000
  store i64 %580, ptr %576, align 8, !tbaa !23
  %581 = add nuw nsw i64 %573, 1
  %582 = icmp ugt i64 %579, 999999999
  br i1 %582, label %572, label %569, !llvm.loop !36

583:                                              ; preds = %587, %565
  %584 = phi i64 [ %588, %587 ], [ %567, %565 ]
  %585 = trunc nuw i64 %584 to i32
  %586 = icmp sgt i32 %585, 1
  br i1 %586, label %587, label %593

587:                                              ; preds = %583
  %588 = add nsw i64 %584, -1
  %589 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %588
  %590 = load i64, ptr %589, align 8, !tbaa !23
  %591 = icmp eq i64 %590, 0
  br i1 %591, label %583, label %592, !llvm.loop !26

592:                                              ; preds = %587
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.x, i8 0, i64 800, i1 false)
  br label %595

593:                                              ; preds = %583
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.x, i8 0, i64 800, i1 false)
  %594 = icmp ult i32 %549, 2147483647
  br i1 %594, label %595, label %625

595:                                              ; preds = %593, %592
  %596 = phi i32 [ %585, %592 ], [ %568, %593 ]
  %597 = zext nneg i32 %596 to i64
  %598 = icmp ult i32 %596, 4
  br i1 %598, label %615, label %599

599:                                              ; preds = %595
  %600 = and i64 %597, 2147483644
  br label %601

601:                                              ; preds = %601, %599
  %602 = phi i64 [ 0, %599 ], [ %611, %601 ]
  %603 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %602
  %604 = getelementptr inbounds i8, ptr %603, i64 16
  %605 = load <2 x i64>, ptr %603, align 16, !tbaa !23
  %606 = load <2 x i64>, ptr %604, align 16, !tbaa !23
  %607 = trunc <2 x i64> %605 to <2 x i32>
  %608 = trunc <2 x i64> %606 to <2 x i32>
  %609 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %602
  %610 = getelementptr inbounds i8, ptr %609, i64 8
  store <2 x i32> %607, ptr %609, align 4, !tbaa !5
  store <2 x i32> %608, ptr %610, align 4, !tbaa !5
  %611 = add nuw i64 %602, 4
  %612 = icmp eq i64 %611, %600
  br i1 %612, label %613, label %601, !llvm.loop !38

613:                                              ; preds = %601
  %614 = icmp eq i64 %600, %597
  br i1 %614, label %625, label %615

615:                                              ; preds = %613, %595
  %616 = phi i64 [ 0, %595 ], [ %600, %613 ]
  br label %617

617:                                              ; preds = %615, %617
  %618 = phi i64 [ %623, %617 ], [ %616, %615 ]
  %619 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %618
  %620 = load i64, ptr %619, align 8, !tbaa !23
  %621 = trunc i64 %620 to i32
  %622 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %618
  store i32 %621, ptr %622, align 4, !tbaa !5
  %623 = add nuw nsw i64 %618, 1
  %624 = icmp eq i64 %623, %597
  br i1 %624, label %625, label %617, !llvm.loop !39

625:                                              ; preds = %617, %613, %593
  %626 = phi i32 [ %568, %593 ], [ %596, %613 ], [ %596, %617 ]
  store i32 %626, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %1) #7
  %627 = add nuw nsw i32 %550, 1
  %628 = icmp eq i32 %627, 5
  br i1 %628, label %526, label %548, !llvm.loop !40
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = !{!10, !6, i64 800}
!10 = !{!"", !7, i64 0, !6, i64 800}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = !{i64 0, i64 800, !19, i64 800, i64 4, !5}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !7, i64 0}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12, !28, !29}
!28 = !{!"llvm.loop.isvectorized", i32 1}
!29 = !{!"llvm.loop.unroll.runtime.disable"}
!30 = distinct !{!30, !12, !29, !28}
!31 = distinct !{!31, !12, !28, !29}
!32 = distinct !{!32, !12, !29, !28}
!33 = distinct !{!33, !12, !28, !29}
!34 = distinct !{!34, !12, !29, !28}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12, !37}
!37 = !{!"llvm.loop.peeled.count", i32 1}
!38 = distinct !{!38, !12, !28, !29}
!39 = distinct !{!39, !12, !29, !28}
!40 = distinct !{!40, !12}
