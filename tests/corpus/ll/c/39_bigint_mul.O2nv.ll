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
  br label %366

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

149:                                              ; preds = %570
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
  br i1 %294, label %295, label %341

295:                                              ; preds = %293, %292
  %296 = phi i32 [ %285, %292 ], [ %255, %293 ]
  %297 = zext nneg i32 %296 to i64
  %298 = add nsw i64 %297, -1
  %299 = and i64 %297, 3
  %300 = icmp ult i64 %298, 3
  br i1 %300, label %328, label %301

301:                                              ; preds = %295
  %302 = and i64 %297, 2147483644
  br label %303

303:                                              ; preds = %303, %301
  %304 = phi i64 [ 0, %301 ], [ %325, %303 ]
  %305 = phi i64 [ 0, %301 ], [ %326, %303 ]
  %306 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %304
  %307 = load i64, ptr %306, align 16, !tbaa !23
  %308 = trunc i64 %307 to i32
  %309 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %304
  store i32 %308, ptr %309, align 4, !tbaa !5
  %310 = or disjoint i64 %304, 1
  %311 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %310
  %312 = load i64, ptr %311, align 8, !tbaa !23
  %313 = trunc i64 %312 to i32
  %314 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %310
  store i32 %313, ptr %314, align 4, !tbaa !5
  %315 = or disjoint i64 %304, 2
  %316 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %315
  %317 = load i64, ptr %316, align 16, !tbaa !23
  %318 = trunc i64 %317 to i32
  %319 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %315
  store i32 %318, ptr %319, align 4, !tbaa !5
  %320 = or disjoint i64 %304, 3
  %321 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %320
  %322 = load i64, ptr %321, align 8, !tbaa !23
  %323 = trunc i64 %322 to i32
  %324 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %320
  store i32 %323, ptr %324, align 4, !tbaa !5
  %325 = add nuw nsw i64 %304, 4
  %326 = add i64 %305, 4
  %327 = icmp eq i64 %326, %302
  br i1 %327, label %328, label %303, !llvm.loop !27

328:                                              ; preds = %303, %295
  %329 = phi i64 [ 0, %295 ], [ %325, %303 ]
  %330 = icmp eq i64 %299, 0
  br i1 %330, label %341, label %331

331:                                              ; preds = %328, %331
  %332 = phi i64 [ %338, %331 ], [ %329, %328 ]
  %333 = phi i64 [ %339, %331 ], [ 0, %328 ]
  %334 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %332
  %335 = load i64, ptr %334, align 8, !tbaa !23
  %336 = trunc i64 %335 to i32
  %337 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %332
  store i32 %336, ptr %337, align 4, !tbaa !5
  %338 = add nuw nsw i64 %332, 1
  %339 = add i64 %333, 1
  %340 = icmp eq i64 %339, %299
  br i1 %340, label %341, label %331, !llvm.loop !28

341:                                              ; preds = %328, %331, %293
  %342 = phi i32 [ %255, %293 ], [ %296, %331 ], [ %296, %328 ]
  store i32 %342, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %4) #7
  %343 = icmp sgt i32 %342, 0
  br i1 %343, label %344, label %363

344:                                              ; preds = %341
  %345 = zext nneg i32 %342 to i64
  br label %346

346:                                              ; preds = %352, %344
  %347 = phi i64 [ 0, %344 ], [ %354, %352 ]
  %348 = phi i32 [ 0, %344 ], [ %353, %352 ]
  %349 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %347
  %350 = load i32, ptr %349, align 4, !tbaa !5
  %351 = icmp eq i32 %350, 0
  br i1 %351, label %352, label %356

352:                                              ; preds = %356, %346
  %353 = phi i32 [ %348, %346 ], [ %360, %356 ]
  %354 = add nuw nsw i64 %347, 1
  %355 = icmp eq i64 %354, %345
  br i1 %355, label %363, label %346, !llvm.loop !13

356:                                              ; preds = %346, %356
  %357 = phi i32 [ %361, %356 ], [ %350, %346 ]
  %358 = phi i32 [ %360, %356 ], [ %348, %346 ]
  %359 = urem i32 %357, 10
  %360 = add nsw i32 %359, %358
  %361 = udiv i32 %357, 10
  %362 = icmp ult i32 %357, 10
  br i1 %362, label %352, label %356, !llvm.loop !14

363:                                              ; preds = %352, %341
  %364 = phi i32 [ 0, %341 ], [ %353, %352 ]
  %365 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %342, i32 noundef %364)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.x, i64 8), i8 0, i64 792, i1 false)
  store i32 999999999, ptr @main.x, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.x, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) getelementptr inbounds (i8, ptr @main.y, i64 8), i8 0, i64 792, i1 false)
  store i32 999999999, ptr @main.y, align 4, !tbaa !5
  store i32 0, ptr getelementptr inbounds (i8, ptr @main.y, i64 4), align 4, !tbaa !5
  store i32 1, ptr getelementptr inbounds (i8, ptr @main.y, i64 800), align 4, !tbaa !9
  br label %596

366:                                              ; preds = %102, %570
  %367 = phi i32 [ 1, %102 ], [ %571, %570 ]
  %368 = phi i32 [ 1, %102 ], [ %474, %570 ]
  %369 = phi i32 [ 256, %102 ], [ %572, %570 ]
  %370 = and i32 %369, 1
  %371 = icmp eq i32 %370, 0
  br i1 %371, label %473, label %372

372:                                              ; preds = %366
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %3, i8 0, i64 3200, i1 false)
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
  br label %413

386:                                              ; preds = %404, %378
  %387 = add nuw nsw i64 %379, 1
  %388 = icmp eq i64 %387, %377
  br i1 %388, label %382, label %378, !llvm.loop !22

389:                                              ; preds = %404, %380
  %390 = phi i64 [ 0, %380 ], [ %409, %404 ]
  %391 = phi i1 [ true, %380 ], [ %410, %404 ]
  %392 = phi i64 [ 0, %380 ], [ %408, %404 ]
  %393 = add nuw nsw i64 %390, %379
  %394 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %393
  %395 = load i64, ptr %394, align 8, !tbaa !23
  %396 = add i64 %395, %392
  br i1 %391, label %397, label %404

397:                                              ; preds = %389
  %398 = load i32, ptr %381, align 4, !tbaa !5
  %399 = zext i32 %398 to i64
  %400 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %390
  %401 = load i32, ptr %400, align 4, !tbaa !5
  %402 = zext i32 %401 to i64
  %403 = mul nuw i64 %402, %399
  br label %404

404:                                              ; preds = %397, %389
  %405 = phi i64 [ %403, %397 ], [ 0, %389 ]
  %406 = add i64 %396, %405
  %407 = urem i64 %406, 1000000000
  store i64 %407, ptr %394, align 8, !tbaa !23
  %408 = udiv i64 %406, 1000000000
  %409 = add nuw nsw i64 %390, 1
  %410 = icmp slt i64 %409, %376
  %411 = icmp ugt i64 %406, 999999999
  %412 = select i1 %410, i1 true, i1 %411
  br i1 %412, label %389, label %386, !llvm.loop !25

413:                                              ; preds = %417, %382
  %414 = phi i64 [ %418, %417 ], [ %384, %382 ]
  %415 = trunc nuw i64 %414 to i32
  %416 = icmp sgt i32 %415, 1
  br i1 %416, label %417, label %423

417:                                              ; preds = %413
  %418 = add nsw i64 %414, -1
  %419 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %418
  %420 = load i64, ptr %419, align 8, !tbaa !23
  %421 = icmp eq i64 %420, 0
  br i1 %421, label %413, label %422, !llvm.loop !26

422:                                              ; preds = %417
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  br label %425

423:                                              ; preds = %413
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.t, i8 0, i64 800, i1 false)
  %424 = icmp sgt i32 %383, 0
  br i1 %424, label %425, label %471

425:                                              ; preds = %423, %422
  %426 = phi i32 [ %415, %422 ], [ %385, %423 ]
  %427 = zext nneg i32 %426 to i64
  %428 = add nsw i64 %427, -1
  %429 = and i64 %427, 3
  %430 = icmp ult i64 %428, 3
  br i1 %430, label %458, label %431

431:                                              ; preds = %425
  %432 = and i64 %427, 2147483644
  br label %433

433:                                              ; preds = %433, %431
  %434 = phi i64 [ 0, %431 ], [ %455, %433 ]
  %435 = phi i64 [ 0, %431 ], [ %456, %433 ]
  %436 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %434
  %437 = load i64, ptr %436, align 16, !tbaa !23
  %438 = trunc i64 %437 to i32
  %439 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %434
  store i32 %438, ptr %439, align 4, !tbaa !5
  %440 = or disjoint i64 %434, 1
  %441 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %440
  %442 = load i64, ptr %441, align 8, !tbaa !23
  %443 = trunc i64 %442 to i32
  %444 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %440
  store i32 %443, ptr %444, align 4, !tbaa !5
  %445 = or disjoint i64 %434, 2
  %446 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %445
  %447 = load i64, ptr %446, align 16, !tbaa !23
  %448 = trunc i64 %447 to i32
  %449 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %445
  store i32 %448, ptr %449, align 4, !tbaa !5
  %450 = or disjoint i64 %434, 3
  %451 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %450
  %452 = load i64, ptr %451, align 8, !tbaa !23
  %453 = trunc i64 %452 to i32
  %454 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %450
  store i32 %453, ptr %454, align 4, !tbaa !5
  %455 = add nuw nsw i64 %434, 4
  %456 = add i64 %435, 4
  %457 = icmp eq i64 %456, %432
  br i1 %457, label %458, label %433, !llvm.loop !27

458:                                              ; preds = %433, %425
  %459 = phi i64 [ 0, %425 ], [ %455, %433 ]
  %460 = icmp eq i64 %429, 0
  br i1 %460, label %471, label %461

461:                                              ; preds = %458, %461
  %462 = phi i64 [ %468, %461 ], [ %459, %458 ]
  %463 = phi i64 [ %469, %461 ], [ 0, %458 ]
  %464 = getelementptr inbounds [400 x i64], ptr %3, i64 0, i64 %462
  %465 = load i64, ptr %464, align 8, !tbaa !23
  %466 = trunc i64 %465 to i32
  %467 = getelementptr inbounds [200 x i32], ptr @main.t, i64 0, i64 %462
  store i32 %466, ptr %467, align 4, !tbaa !5
  %468 = add nuw nsw i64 %462, 1
  %469 = add i64 %463, 1
  %470 = icmp eq i64 %469, %429
  br i1 %470, label %471, label %461, !llvm.loop !30

471:                                              ; preds = %458, %461, %423
  %472 = phi i32 [ %385, %423 ], [ %426, %461 ], [ %426, %458 ]
  store i32 %472, ptr getelementptr inbounds (i8, ptr @main.t, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %3) #7
  br label %473

473:                                              ; preds = %471, %366
  %474 = phi i32 [ %472, %471 ], [ %368, %366 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %2, i8 0, i64 3200, i1 false)
  %475 = icmp sgt i32 %367, 0
  br i1 %475, label %476, label %481

476:                                              ; preds = %473
  %477 = zext nneg i32 %367 to i64
  br label %478

478:                                              ; preds = %476, %485
  %479 = phi i64 [ 0, %476 ], [ %486, %485 ]
  %480 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %479
  br label %488

481:                                              ; preds = %485, %473
  %482 = shl i32 %367, 1
  %483 = zext i32 %482 to i64
  %484 = tail call i32 @llvm.smin.i32(i32 %482, i32 1)
  br label %512

485:                                              ; preds = %503
  %486 = add nuw nsw i64 %479, 1
  %487 = icmp eq i64 %486, %477
  br i1 %487, label %481, label %478, !llvm.loop !22

488:                                              ; preds = %503, %478
  %489 = phi i64 [ 0, %478 ], [ %508, %503 ]
  %490 = phi i1 [ true, %478 ], [ %509, %503 ]
  %491 = phi i64 [ 0, %478 ], [ %507, %503 ]
  %492 = add nuw nsw i64 %489, %479
  %493 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %492
  %494 = load i64, ptr %493, align 8, !tbaa !23
  %495 = add i64 %494, %491
  br i1 %490, label %496, label %503

496:                                              ; preds = %488
  %497 = load i32, ptr %480, align 4, !tbaa !5
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %489
  %500 = load i32, ptr %499, align 4, !tbaa !5
  %501 = zext i32 %500 to i64
  %502 = mul nuw i64 %501, %498
  br label %503

503:                                              ; preds = %496, %488
  %504 = phi i64 [ %502, %496 ], [ 0, %488 ]
  %505 = add i64 %495, %504
  %506 = urem i64 %505, 1000000000
  store i64 %506, ptr %493, align 8, !tbaa !23
  %507 = udiv i64 %505, 1000000000
  %508 = add nuw nsw i64 %489, 1
  %509 = icmp ult i64 %508, %477
  %510 = icmp ugt i64 %505, 999999999
  %511 = select i1 %509, i1 true, i1 %510
  br i1 %511, label %488, label %485, !llvm.loop !25

512:                                              ; preds = %516, %481
  %513 = phi i64 [ %517, %516 ], [ %483, %481 ]
  %514 = trunc nuw i64 %513 to i32
  %515 = icmp sgt i32 %514, 1
  br i1 %515, label %516, label %522

516:                                              ; preds = %512
  %517 = add nsw i64 %513, -1
  %518 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %517
  %519 = load i64, ptr %518, align 8, !tbaa !23
  %520 = icmp eq i64 %519, 0
  br i1 %520, label %512, label %521, !llvm.loop !26

521:                                              ; preds = %516
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.z, i8 0, i64 800, i1 false)
  br label %524

522:                                              ; preds = %512
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.z, i8 0, i64 800, i1 false)
  %523 = icmp sgt i32 %482, 0
  br i1 %523, label %524, label %570

524:                                              ; preds = %522, %521
  %525 = phi i32 [ %514, %521 ], [ %484, %522 ]
  %526 = zext nneg i32 %525 to i64
  %527 = add nsw i64 %526, -1
  %528 = and i64 %526, 3
  %529 = icmp ult i64 %527, 3
  br i1 %529, label %557, label %530

530:                                              ; preds = %524
  %531 = and i64 %526, 2147483644
  br label %532

532:                                              ; preds = %532, %530
  %533 = phi i64 [ 0, %530 ], [ %554, %532 ]
  %534 = phi i64 [ 0, %530 ], [ %555, %532 ]
  %535 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %533
  %536 = load i64, ptr %535, align 16, !tbaa !23
  %537 = trunc i64 %536 to i32
  %538 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %533
  store i32 %537, ptr %538, align 4, !tbaa !5
  %539 = or disjoint i64 %533, 1
  %540 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %539
  %541 = load i64, ptr %540, align 8, !tbaa !23
  %542 = trunc i64 %541 to i32
  %543 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %539
  store i32 %542, ptr %543, align 4, !tbaa !5
  %544 = or disjoint i64 %533, 2
  %545 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %544
  %546 = load i64, ptr %545, align 16, !tbaa !23
  %547 = trunc i64 %546 to i32
  %548 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %544
  store i32 %547, ptr %548, align 4, !tbaa !5
  %549 = or disjoint i64 %533, 3
  %550 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %549
  %551 = load i64, ptr %550, align 8, !tbaa !23
  %552 = trunc i64 %551 to i32
  %553 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %549
  store i32 %552, ptr %553, align 4, !tbaa !5
  %554 = add nuw nsw i64 %533, 4
  %555 = add i64 %534, 4
  %556 = icmp eq i64 %555, %531
  br i1 %556, label %557, label %532, !llvm.loop !27

557:                                              ; preds = %532, %524
  %558 = phi i64 [ 0, %524 ], [ %554, %532 ]
  %559 = icmp eq i64 %528, 0
  br i1 %559, label %570, label %560

560:                                              ; preds = %557, %560
  %561 = phi i64 [ %567, %560 ], [ %558, %557 ]
  %562 = phi i64 [ %568, %560 ], [ 0, %557 ]
  %563 = getelementptr inbounds [400 x i64], ptr %2, i64 0, i64 %561
  %564 = load i64, ptr %563, align 8, !tbaa !23
  %565 = trunc i64 %564 to i32
  %566 = getelementptr inbounds [200 x i32], ptr @main.z, i64 0, i64 %561
  store i32 %565, ptr %566, align 4, !tbaa !5
  %567 = add nuw nsw i64 %561, 1
  %568 = add i64 %562, 1
  %569 = icmp eq i64 %568, %528
  br i1 %569, label %570, label %560, !llvm.loop !31

570:                                              ; preds = %557, %560, %522
  %571 = phi i32 [ %484, %522 ], [ %525, %560 ], [ %525, %557 ]
  store i32 %571, ptr getelementptr inbounds (i8, ptr @main.z, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %2) #7
  %572 = lshr i32 %369, 1
  %573 = icmp ult i32 %369, 2
  br i1 %573, label %149, label %366, !llvm.loop !32

574:                                              ; preds = %689
  %575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.5)
  %576 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %577 = add nsw i32 %576, -1
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %578
  %580 = load i32, ptr %579, align 4, !tbaa !5
  %581 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %580)
  %582 = load i32, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  %583 = icmp sgt i32 %582, 1
  br i1 %583, label %584, label %594

584:                                              ; preds = %574
  %585 = add nsw i32 %582, -2
  %586 = zext nneg i32 %585 to i64
  br label %587

587:                                              ; preds = %587, %584
  %588 = phi i64 [ %586, %584 ], [ %592, %587 ]
  %589 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %588
  %590 = load i32, ptr %589, align 4, !tbaa !5
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %590)
  %592 = add nsw i64 %588, -1
  %593 = icmp eq i64 %588, 0
  br i1 %593, label %594, label %587, !llvm.loop !11

594:                                              ; preds = %587, %574
  %595 = tail call i32 @putchar(i32 10)
  ret i32 0

596:                                              ; preds = %363, %689
  %597 = phi i32 [ 1, %363 ], [ %690, %689 ]
  %598 = phi i32 [ 0, %363 ], [ %691, %689 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %1, i8 0, i64 3200, i1 false)
  %599 = icmp sgt i32 %597, 0
  br i1 %599, label %600, label %613

600:                                              ; preds = %596
  %601 = zext nneg i32 %597 to i64
  br label %602

602:                                              ; preds = %600, %617
  %603 = phi i64 [ 0, %600 ], [ %618, %617 ]
  %604 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %603
  %605 = load i64, ptr %604, align 8, !tbaa !23
  %606 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %603
  %607 = load i32, ptr %606, align 4, !tbaa !5
  %608 = zext i32 %607 to i64
  %609 = mul nuw nsw i64 %608, 999999999
  %610 = add i64 %605, %609
  %611 = urem i64 %610, 1000000000
  store i64 %611, ptr %604, align 8, !tbaa !23
  %612 = icmp ugt i64 %610, 999999999
  br i1 %612, label %620, label %617

613:                                              ; preds = %617, %596
  %614 = add i32 %597, 1
  %615 = zext i32 %614 to i64
  %616 = tail call i32 @llvm.smin.i32(i32 %614, i32 1)
  br label %631

617:                                              ; preds = %620, %602
  %618 = add nuw nsw i64 %603, 1
  %619 = icmp eq i64 %618, %601
  br i1 %619, label %613, label %602, !llvm.loop !22

620:                                              ; preds = %602, %620
  %621 = phi i64 [ %629, %620 ], [ 1, %602 ]
  %622 = phi i64 [ %627, %620 ], [ %610, %602 ]
  %623 = add nuw nsw i64 %621, %603
  %624 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %623
  %625 = load i64, ptr %624, align 8, !tbaa !23
  %626 = udiv i64 %622, 1000000000
  %627 = add i64 %625, %626
  %628 = urem i64 %627, 1000000000
  store i64 %628, ptr %624, align 8, !tbaa !23
  %629 = add nuw nsw i64 %621, 1
  %630 = icmp ugt i64 %627, 999999999
  br i1 %630, label %620, label %617, !llvm.loop !33

631:                                              ; preds = %635, %613
  %632 = phi i64 [ %636, %635 ], [ %615, %613 ]
  %633 = trunc nuw i64 %632 to i32
  %634 = icmp sgt i32 %633, 1
  br i1 %634, label %635, label %641

635:                                              ; preds = %631
  %636 = add nsw i64 %632, -1
  %637 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %636
  %638 = load i64, ptr %637, align 8, !tbaa !23
  %639 = icmp eq i64 %638, 0
  br i1 %639, label %631, label %640, !llvm.loop !26

640:                                              ; preds = %635
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.x, i8 0, i64 800, i1 false)
  br label %643

641:                                              ; preds = %631
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(804) @main.x, i8 0, i64 800, i1 false)
  %642 = icmp ult i32 %597, 2147483647
  br i1 %642, label %643, label %689

643:                                              ; preds = %641, %640
  %644 = phi i32 [ %633, %640 ], [ %616, %641 ]
  %645 = zext nneg i32 %644 to i64
  %646 = add nsw i64 %645, -1
  %647 = and i64 %645, 3
  %648 = icmp ult i64 %646, 3
  br i1 %648, label %676, label %649

649:                                              ; preds = %643
  %650 = and i64 %645, 2147483644
  br label %651

651:                                              ; preds = %651, %649
  %652 = phi i64 [ 0, %649 ], [ %673, %651 ]
  %653 = phi i64 [ 0, %649 ], [ %674, %651 ]
  %654 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %652
  %655 = load i64, ptr %654, align 16, !tbaa !23
  %656 = trunc i64 %655 to i32
  %657 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %652
  store i32 %656, ptr %657, align 4, !tbaa !5
  %658 = or disjoint i64 %652, 1
  %659 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %658
  %660 = load i64, ptr %659, align 8, !tbaa !23
  %661 = trunc i64 %660 to i32
  %662 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %658
  store i32 %661, ptr %662, align 4, !tbaa !5
  %663 = or disjoint i64 %652, 2
  %664 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %663
  %665 = load i64, ptr %664, align 16, !tbaa !23
  %666 = trunc i64 %665 to i32
  %667 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %663
  store i32 %666, ptr %667, align 4, !tbaa !5
  %668 = or disjoint i64 %652, 3
  %669 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %668
  %670 = load i64, ptr %669, align 8, !tbaa !23
  %671 = trunc i64 %670 to i32
  %672 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %668
  store i32 %671, ptr %672, align 4, !tbaa !5
  %673 = add nuw nsw i64 %652, 4
  %674 = add i64 %653, 4
  %675 = icmp eq i64 %674, %650
  br i1 %675, label %676, label %651, !llvm.loop !27

676:                                              ; preds = %651, %643
  %677 = phi i64 [ 0, %643 ], [ %673, %651 ]
  %678 = icmp eq i64 %647, 0
  br i1 %678, label %689, label %679

679:                                              ; preds = %676, %679
  %680 = phi i64 [ %686, %679 ], [ %677, %676 ]
  %681 = phi i64 [ %687, %679 ], [ 0, %676 ]
  %682 = getelementptr inbounds [400 x i64], ptr %1, i64 0, i64 %680
  %683 = load i64, ptr %682, align 8, !tbaa !23
  %684 = trunc i64 %683 to i32
  %685 = getelementptr inbounds [200 x i32], ptr @main.x, i64 0, i64 %680
  store i32 %684, ptr %685, align 4, !tbaa !5
  %686 = add nuw nsw i64 %680, 1
  %687 = add i64 %681, 1
  %688 = icmp eq i64 %687, %647
  br i1 %688, label %689, label %679, !llvm.loop !35

689:                                              ; preds = %676, %679, %641
  %690 = phi i32 [ %616, %641 ], [ %644, %679 ], [ %644, %676 ]
  store i32 %690, ptr getelementptr inbounds (i8, ptr @main.x, i64 800), align 4, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %1) #7
  %691 = add nuw nsw i32 %598, 1
  %692 = icmp eq i32 %691, 5
  br i1 %692, label %574, label %596, !llvm.loop !36
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
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = distinct !{!30, !29}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12, !34}
!34 = !{!"llvm.loop.peeled.count", i32 1}
!35 = distinct !{!35, !29}
!36 = distinct !{!36, !12}
