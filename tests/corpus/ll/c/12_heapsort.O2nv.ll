; ModuleID = 'c/12_heapsort.c'
source_filename = "c/12_heapsort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pq = type { [256 x i32], i32 }

@.str = private unnamed_addr constant [43 x i8] c"heapsort ok=%d min=%.6f med=%.6f max=%.6f\0A\00", align 1
@main.q = internal unnamed_addr global %struct.pq zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [12 x i8] c"5 smallest:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %u\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"\0Aremaining=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [36 x i8] c"drained sorted=%u total=%u last=%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x double], align 16
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #3
  br label %86

2:                                                ; preds = %86, %37
  %3 = phi i64 [ %38, %37 ], [ 49, %86 ]
  %4 = getelementptr inbounds double, ptr %1, i64 %3
  %5 = load double, ptr %4, align 8, !tbaa !5
  %6 = trunc nuw nsw i64 %3 to i32
  br label %7

7:                                                ; preds = %32, %2
  %8 = phi i32 [ %30, %32 ], [ %6, %2 ]
  %9 = shl nsw i32 %8, 1
  %10 = or disjoint i32 %9, 1
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = fcmp olt double %5, %15
  %17 = select i1 %16, i32 %10, i32 %8
  %18 = add nsw i32 %9, 2
  %19 = icmp sgt i32 %8, 48
  br i1 %19, label %29, label %20

20:                                               ; preds = %7
  %21 = sext i32 %17 to i64
  %22 = getelementptr inbounds double, ptr %1, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = sext i32 %18 to i64
  %25 = getelementptr inbounds double, ptr %1, i64 %24
  %26 = load double, ptr %25, align 16, !tbaa !5
  %27 = fcmp olt double %23, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %20
  br label %29

29:                                               ; preds = %28, %20, %7
  %30 = phi i32 [ %18, %28 ], [ %17, %20 ], [ %17, %7 ]
  %31 = icmp eq i32 %30, %8
  br i1 %31, label %37, label %32

32:                                               ; preds = %29
  %33 = sext i32 %30 to i64
  %34 = getelementptr inbounds double, ptr %1, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !5
  store double %35, ptr %12, align 8, !tbaa !5
  store double %5, ptr %34, align 8, !tbaa !5
  %36 = icmp slt i32 %30, 50
  br i1 %36, label %7, label %37

37:                                               ; preds = %32, %29
  %38 = add nsw i64 %3, -1
  %39 = icmp eq i64 %3, 0
  br i1 %39, label %40, label %2, !llvm.loop !9

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8, ptr %1, i64 792
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = load double, ptr %1, align 16, !tbaa !5
  store double %43, ptr %41, align 8, !tbaa !5
  store double %42, ptr %1, align 16, !tbaa !5
  br label %44

44:                                               ; preds = %40, %80
  %45 = phi i64 [ 98, %40 ], [ %84, %80 ]
  %46 = phi double [ %42, %40 ], [ %82, %80 ]
  %47 = phi i64 [ 99, %40 ], [ %45, %80 ]
  br label %48

48:                                               ; preds = %44, %73
  %49 = phi i32 [ %77, %73 ], [ 0, %44 ]
  %50 = phi i32 [ %71, %73 ], [ 0, %44 ]
  %51 = or disjoint i32 %49, 1
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds double, ptr %1, i64 %52
  %54 = sext i32 %51 to i64
  %55 = getelementptr inbounds double, ptr %1, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = fcmp olt double %46, %56
  %58 = select i1 %57, i32 %51, i32 %50
  %59 = add nsw i32 %49, 2
  %60 = sext i32 %59 to i64
  %61 = icmp sgt i64 %47, %60
  br i1 %61, label %62, label %70

62:                                               ; preds = %48
  %63 = sext i32 %58 to i64
  %64 = getelementptr inbounds double, ptr %1, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = getelementptr inbounds double, ptr %1, i64 %60
  %67 = load double, ptr %66, align 16, !tbaa !5
  %68 = fcmp olt double %65, %67
  br i1 %68, label %69, label %70

69:                                               ; preds = %62
  br label %70

70:                                               ; preds = %69, %62, %48
  %71 = phi i32 [ %59, %69 ], [ %58, %62 ], [ %58, %48 ]
  %72 = icmp eq i32 %71, %50
  br i1 %72, label %80, label %73

73:                                               ; preds = %70
  %74 = sext i32 %71 to i64
  %75 = getelementptr inbounds double, ptr %1, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !5
  store double %76, ptr %53, align 8, !tbaa !5
  store double %46, ptr %75, align 8, !tbaa !5
  %77 = shl nsw i32 %71, 1
  %78 = sext i32 %77 to i64
  %79 = icmp sgt i64 %45, %78
  br i1 %79, label %48, label %80

80:                                               ; preds = %73, %70
  %81 = getelementptr inbounds double, ptr %1, i64 %45
  %82 = load double, ptr %81, align 8, !tbaa !5
  %83 = load double, ptr %1, align 16, !tbaa !5
  store double %83, ptr %81, align 8, !tbaa !5
  store double %82, ptr %1, align 16, !tbaa !5
  %84 = add nsw i64 %45, -1
  %85 = icmp eq i64 %84, 0
  br i1 %85, label %109, label %44

86:                                               ; preds = %86, %0
  %87 = phi i64 [ 0, %0 ], [ %101, %86 ]
  %88 = trunc i64 %87 to i32
  %89 = mul nuw nsw i32 %88, 7919
  %90 = urem i32 %89, 1009
  %91 = uitofp nneg i32 %90 to double
  %92 = fdiv double %91, 7.000000e+00
  %93 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %87
  store double %92, ptr %93, align 16, !tbaa !5
  %94 = or disjoint i64 %87, 1
  %95 = trunc i64 %94 to i32
  %96 = mul nuw nsw i32 %95, 7919
  %97 = urem i32 %96, 1009
  %98 = uitofp nneg i32 %97 to double
  %99 = fdiv double %98, 7.000000e+00
  %100 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %94
  store double %99, ptr %100, align 8, !tbaa !5
  %101 = add nuw nsw i64 %87, 2
  %102 = icmp eq i64 %101, 100
  br i1 %102, label %2, label %86, !llvm.loop !11

103:                                              ; preds = %109
  %104 = getelementptr inbounds i8, ptr %1, i64 400
  %105 = load double, ptr %104, align 16, !tbaa !5
  %106 = getelementptr inbounds i8, ptr %1, i64 792
  %107 = load double, ptr %106, align 8, !tbaa !5
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %126, double noundef %82, double noundef %105, double noundef %107)
  br label %131

109:                                              ; preds = %80, %109
  %110 = phi double [ %122, %109 ], [ %82, %80 ]
  %111 = phi i64 [ %127, %109 ], [ 1, %80 ]
  %112 = phi i32 [ %126, %109 ], [ 1, %80 ]
  %113 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %111
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = fcmp ole double %110, %114
  %116 = add nuw nsw i64 %111, 1
  %117 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %116
  %118 = load double, ptr %117, align 8, !tbaa !5
  %119 = fcmp ole double %114, %118
  %120 = add nuw nsw i64 %111, 2
  %121 = getelementptr inbounds [100 x double], ptr %1, i64 0, i64 %120
  %122 = load double, ptr %121, align 8, !tbaa !5
  %123 = fcmp ole double %118, %122
  %124 = select i1 %123, i1 %119, i1 false
  %125 = select i1 %124, i1 %115, i1 false
  %126 = select i1 %125, i32 %112, i32 0
  %127 = add nuw nsw i64 %111, 3
  %128 = icmp eq i64 %127, 100
  br i1 %128, label %103, label %109, !llvm.loop !12

129:                                              ; preds = %156
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  br label %164

131:                                              ; preds = %103, %156
  %132 = phi i32 [ 0, %103 ], [ %157, %156 ]
  %133 = phi i32 [ 1, %103 ], [ %135, %156 ]
  %134 = mul i32 %133, 22695477
  %135 = add i32 %134, 1
  %136 = lshr i32 %135, 16
  %137 = and i32 %136, 32767
  %138 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %140 = sext i32 %138 to i64
  %141 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %140
  store i32 %137, ptr %141, align 4, !tbaa !16
  %142 = icmp sgt i32 %138, 0
  br i1 %142, label %143, label %156

143:                                              ; preds = %131, %154
  %144 = phi i32 [ %146, %154 ], [ %138, %131 ]
  %145 = add nsw i32 %144, -1
  %146 = lshr i32 %145, 1
  %147 = zext nneg i32 %146 to i64
  %148 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %147
  %149 = load i32, ptr %148, align 4, !tbaa !16
  %150 = zext nneg i32 %144 to i64
  %151 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %150
  %152 = load i32, ptr %151, align 4, !tbaa !16
  %153 = icmp ugt i32 %149, %152
  br i1 %153, label %154, label %156

154:                                              ; preds = %143
  store i32 %152, ptr %148, align 4, !tbaa !16
  store i32 %149, ptr %151, align 4, !tbaa !16
  %155 = icmp ult i32 %145, 2
  br i1 %155, label %156, label %143

156:                                              ; preds = %143, %154, %131
  %157 = add nuw nsw i32 %132, 1
  %158 = icmp eq i32 %157, 200
  br i1 %158, label %129, label %131, !llvm.loop !17

159:                                              ; preds = %211
  %160 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %160)
  %162 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %163 = icmp sgt i32 %162, 0
  br i1 %163, label %215, label %269

164:                                              ; preds = %129, %211
  %165 = phi i32 [ 0, %129 ], [ %213, %211 ]
  %166 = load i32, ptr @main.q, align 4, !tbaa !16
  %167 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %168 = add nsw i32 %167, -1
  store i32 %168, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !16
  store i32 %171, ptr @main.q, align 4, !tbaa !16
  br label %172

172:                                              ; preds = %203, %164
  %173 = phi i32 [ %168, %164 ], [ %210, %203 ]
  %174 = phi i32 [ 0, %164 ], [ %201, %203 ]
  %175 = shl nsw i32 %174, 1
  %176 = or disjoint i32 %175, 1
  %177 = add nsw i32 %175, 2
  %178 = icmp slt i32 %176, %173
  br i1 %178, label %179, label %188

179:                                              ; preds = %172
  %180 = sext i32 %176 to i64
  %181 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !16
  %183 = sext i32 %174 to i64
  %184 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4, !tbaa !16
  %186 = icmp ult i32 %182, %185
  %187 = select i1 %186, i32 %176, i32 %174
  br label %188

188:                                              ; preds = %179, %172
  %189 = phi i32 [ %174, %172 ], [ %187, %179 ]
  %190 = icmp slt i32 %177, %173
  br i1 %190, label %191, label %200

191:                                              ; preds = %188
  %192 = sext i32 %177 to i64
  %193 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !16
  %195 = sext i32 %189 to i64
  %196 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !16
  %198 = icmp ult i32 %194, %197
  %199 = select i1 %198, i32 %177, i32 %189
  br label %200

200:                                              ; preds = %191, %188
  %201 = phi i32 [ %189, %188 ], [ %199, %191 ]
  %202 = icmp eq i32 %201, %174
  br i1 %202, label %211, label %203

203:                                              ; preds = %200
  %204 = sext i32 %201 to i64
  %205 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !16
  %207 = sext i32 %174 to i64
  %208 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !16
  store i32 %209, ptr %205, align 4, !tbaa !16
  store i32 %206, ptr %208, align 4, !tbaa !16
  %210 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  br label %172

211:                                              ; preds = %200
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %166)
  %213 = add nuw nsw i32 %165, 1
  %214 = icmp eq i32 %213, 5
  br i1 %214, label %159, label %164, !llvm.loop !18

215:                                              ; preds = %159, %264
  %216 = phi i32 [ %226, %264 ], [ %162, %159 ]
  %217 = phi i32 [ %267, %264 ], [ 0, %159 ]
  %218 = phi i32 [ %266, %264 ], [ 1, %159 ]
  %219 = phi i32 [ %220, %264 ], [ 0, %159 ]
  %220 = load i32, ptr @main.q, align 4, !tbaa !16
  %221 = add nsw i32 %216, -1
  store i32 %221, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %222
  %224 = load i32, ptr %223, align 4, !tbaa !16
  store i32 %224, ptr @main.q, align 4, !tbaa !16
  br label %225

225:                                              ; preds = %256, %215
  %226 = phi i32 [ %221, %215 ], [ %263, %256 ]
  %227 = phi i32 [ 0, %215 ], [ %254, %256 ]
  %228 = shl nsw i32 %227, 1
  %229 = or disjoint i32 %228, 1
  %230 = add nsw i32 %228, 2
  %231 = icmp slt i32 %229, %226
  br i1 %231, label %232, label %241

232:                                              ; preds = %225
  %233 = sext i32 %229 to i64
  %234 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !16
  %236 = sext i32 %227 to i64
  %237 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !16
  %239 = icmp ult i32 %235, %238
  %240 = select i1 %239, i32 %229, i32 %227
  br label %241

241:                                              ; preds = %232, %225
  %242 = phi i32 [ %227, %225 ], [ %240, %232 ]
  %243 = icmp slt i32 %230, %226
  br i1 %243, label %244, label %253

244:                                              ; preds = %241
  %245 = sext i32 %230 to i64
  %246 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !16
  %248 = sext i32 %242 to i64
  %249 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4, !tbaa !16
  %251 = icmp ult i32 %247, %250
  %252 = select i1 %251, i32 %230, i32 %242
  br label %253

253:                                              ; preds = %244, %241
  %254 = phi i32 [ %242, %241 ], [ %252, %244 ]
  %255 = icmp eq i32 %254, %227
  br i1 %255, label %264, label %256

256:                                              ; preds = %253
  %257 = sext i32 %254 to i64
  %258 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %257
  %259 = load i32, ptr %258, align 4, !tbaa !16
  %260 = sext i32 %227 to i64
  %261 = getelementptr inbounds [256 x i32], ptr @main.q, i64 0, i64 %260
  %262 = load i32, ptr %261, align 4, !tbaa !16
  store i32 %262, ptr %258, align 4, !tbaa !16
  store i32 %259, ptr %261, align 4, !tbaa !16
  %263 = load i32, ptr getelementptr inbounds (i8, ptr @main.q, i64 1024), align 4, !tbaa !13
  br label %225

264:                                              ; preds = %253
  %265 = icmp ult i32 %220, %219
  %266 = select i1 %265, i32 0, i32 %218
  %267 = add i32 %220, %217
  %268 = icmp sgt i32 %226, 0
  br i1 %268, label %215, label %269, !llvm.loop !19

269:                                              ; preds = %264, %159
  %270 = phi i32 [ 0, %159 ], [ %220, %264 ]
  %271 = phi i32 [ 1, %159 ], [ %266, %264 ]
  %272 = phi i32 [ 0, %159 ], [ %267, %264 ]
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %271, i32 noundef %272, i32 noundef %270)
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{!14, !15, i64 1024}
!14 = !{!"", !7, i64 0, !15, i64 1024}
!15 = !{!"int", !7, i64 0}
!16 = !{!15, !15, i64 0}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
