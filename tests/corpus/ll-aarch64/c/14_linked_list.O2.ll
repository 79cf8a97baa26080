; ModuleID = 'c/14_linked_list.c'
source_filename = "c/14_linked_list.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"no-mul3\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"len=%d sum=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"cycle detected=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"%-8s[\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%d%s\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c",\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@str = private unnamed_addr constant [2 x i8] c"]\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 0, ptr %3, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store ptr null, ptr %4, align 8, !tbaa !12
  %5 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 17, ptr %5, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %3, ptr %6, align 8, !tbaa !12
  %7 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 11, ptr %7, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %5, ptr %8, align 8, !tbaa !12
  %9 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 5, ptr %9, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store ptr %7, ptr %10, align 8, !tbaa !12
  %11 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 22, ptr %11, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %9, ptr %12, align 8, !tbaa !12
  %13 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 16, ptr %13, align 8, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %11, ptr %14, align 8, !tbaa !12
  %15 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 10, ptr %15, align 8, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %13, ptr %16, align 8, !tbaa !12
  %17 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 4, ptr %17, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %17, i64 8
  store ptr %15, ptr %18, align 8, !tbaa !12
  %19 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 21, ptr %19, align 8, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  store ptr %17, ptr %20, align 8, !tbaa !12
  %21 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 15, ptr %21, align 8, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %21, i64 8
  store ptr %19, ptr %22, align 8, !tbaa !12
  %23 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 100, ptr %23, align 8, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr null, ptr %24, align 8, !tbaa !12
  br label %135

25:                                               ; preds = %171
  %26 = getelementptr inbounds i8, ptr %172, i64 8
  store ptr %169, ptr %26, align 8, !tbaa !12
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str)
  br label %28

28:                                               ; preds = %25, %28
  %29 = phi ptr [ %36, %28 ], [ %21, %25 ]
  %30 = load i32, ptr %29, align 8, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %29, i64 8
  %32 = load ptr, ptr %31, align 8, !tbaa !12
  %33 = icmp eq ptr %32, null
  %34 = select i1 %33, ptr @.str.9, ptr @.str.8
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %30, ptr noundef nonnull %34)
  %36 = load ptr, ptr %31, align 8, !tbaa !12
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %28, !llvm.loop !13

38:                                               ; preds = %28
  %39 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %40

40:                                               ; preds = %38, %40
  %41 = phi ptr [ %44, %40 ], [ %21, %38 ]
  %42 = phi ptr [ %41, %40 ], [ null, %38 ]
  %43 = getelementptr inbounds i8, ptr %41, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !12
  store ptr %42, ptr %43, align 8, !tbaa !12
  %45 = icmp eq ptr %44, null
  br i1 %45, label %46, label %40, !llvm.loop !15

46:                                               ; preds = %40
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.1)
  br label %48

48:                                               ; preds = %46, %48
  %49 = phi ptr [ %56, %48 ], [ %41, %46 ]
  %50 = load i32, ptr %49, align 8, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %49, i64 8
  %52 = load ptr, ptr %51, align 8, !tbaa !12
  %53 = icmp eq ptr %52, null
  %54 = select i1 %53, ptr @.str.9, ptr @.str.8
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %50, ptr noundef nonnull %54)
  %56 = load ptr, ptr %51, align 8, !tbaa !12
  %57 = icmp eq ptr %56, null
  br i1 %57, label %58, label %48, !llvm.loop !13

58:                                               ; preds = %48
  %59 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr null, ptr %2, align 8, !tbaa !16
  br label %60

60:                                               ; preds = %58, %81
  %61 = phi ptr [ null, %58 ], [ %85, %81 ]
  %62 = phi ptr [ %41, %58 ], [ %64, %81 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !12
  %65 = icmp eq ptr %61, null
  br i1 %65, label %81, label %66

66:                                               ; preds = %60
  %67 = load i32, ptr %62, align 8, !tbaa !6
  %68 = load i32, ptr %61, align 8, !tbaa !6
  %69 = icmp slt i32 %68, %67
  br i1 %69, label %73, label %81

70:                                               ; preds = %73
  %71 = load i32, ptr %76, align 8, !tbaa !6
  %72 = icmp slt i32 %71, %67
  br i1 %72, label %73, label %78, !llvm.loop !17

73:                                               ; preds = %66, %70
  %74 = phi ptr [ %76, %70 ], [ %61, %66 ]
  %75 = getelementptr inbounds i8, ptr %74, i64 8
  %76 = load ptr, ptr %75, align 8, !tbaa !16
  %77 = icmp eq ptr %76, null
  br i1 %77, label %78, label %70, !llvm.loop !17

78:                                               ; preds = %73, %70
  %79 = phi ptr [ %76, %70 ], [ null, %73 ]
  %80 = getelementptr inbounds i8, ptr %74, i64 8
  br label %81

81:                                               ; preds = %78, %66, %60
  %82 = phi ptr [ %2, %60 ], [ %2, %66 ], [ %80, %78 ]
  %83 = phi ptr [ null, %60 ], [ %61, %66 ], [ %79, %78 ]
  store ptr %83, ptr %63, align 8, !tbaa !12
  store ptr %62, ptr %82, align 8, !tbaa !16
  %84 = icmp eq ptr %64, null
  %85 = load ptr, ptr %2, align 8, !tbaa !16
  br i1 %84, label %86, label %60, !llvm.loop !18

86:                                               ; preds = %81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.2)
  %88 = icmp eq ptr %85, null
  br i1 %88, label %99, label %89

89:                                               ; preds = %86, %89
  %90 = phi ptr [ %97, %89 ], [ %85, %86 ]
  %91 = load i32, ptr %90, align 8, !tbaa !6
  %92 = getelementptr inbounds i8, ptr %90, i64 8
  %93 = load ptr, ptr %92, align 8, !tbaa !12
  %94 = icmp eq ptr %93, null
  %95 = select i1 %94, ptr @.str.9, ptr @.str.8
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %91, ptr noundef nonnull %95)
  %97 = load ptr, ptr %92, align 8, !tbaa !12
  %98 = icmp eq ptr %97, null
  br i1 %98, label %102, label %89, !llvm.loop !13

99:                                               ; preds = %86
  %100 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3)
  br label %131

102:                                              ; preds = %89
  %103 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr %85, ptr %1, align 8, !tbaa !16
  br label %104

104:                                              ; preds = %102, %113
  %105 = phi ptr [ %114, %113 ], [ %1, %102 ]
  %106 = phi ptr [ %115, %113 ], [ %85, %102 ]
  %107 = load i32, ptr %106, align 8, !tbaa !6
  %108 = srem i32 %107, 3
  %109 = icmp eq i32 %108, 0
  %110 = getelementptr inbounds i8, ptr %106, i64 8
  br i1 %109, label %111, label %113

111:                                              ; preds = %104
  %112 = load ptr, ptr %110, align 8, !tbaa !12
  store ptr %112, ptr %105, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %106) #7
  br label %113

113:                                              ; preds = %111, %104
  %114 = phi ptr [ %105, %111 ], [ %110, %104 ]
  %115 = load ptr, ptr %114, align 8, !tbaa !16
  %116 = icmp eq ptr %115, null
  br i1 %116, label %117, label %104, !llvm.loop !19

117:                                              ; preds = %113
  %118 = load ptr, ptr %1, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.3)
  %120 = icmp eq ptr %118, null
  br i1 %120, label %131, label %121

121:                                              ; preds = %117, %121
  %122 = phi ptr [ %129, %121 ], [ %118, %117 ]
  %123 = load i32, ptr %122, align 8, !tbaa !6
  %124 = getelementptr inbounds i8, ptr %122, i64 8
  %125 = load ptr, ptr %124, align 8, !tbaa !12
  %126 = icmp eq ptr %125, null
  %127 = select i1 %126, ptr @.str.9, ptr @.str.8
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %123, ptr noundef nonnull %127)
  %129 = load ptr, ptr %124, align 8, !tbaa !12
  %130 = icmp eq ptr %129, null
  br i1 %130, label %133, label %121, !llvm.loop !13

131:                                              ; preds = %99, %117
  %132 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %176

133:                                              ; preds = %121
  %134 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %182

135:                                              ; preds = %0, %135
  %136 = phi ptr [ %138, %135 ], [ %21, %0 ]
  %137 = getelementptr inbounds i8, ptr %136, i64 8
  %138 = load ptr, ptr %137, align 8, !tbaa !12
  %139 = icmp eq ptr %138, null
  br i1 %139, label %140, label %135, !llvm.loop !20

140:                                              ; preds = %135
  %141 = getelementptr inbounds i8, ptr %136, i64 8
  store ptr %23, ptr %141, align 8, !tbaa !12
  %142 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 101, ptr %142, align 8, !tbaa !6
  %143 = getelementptr inbounds i8, ptr %142, i64 8
  store ptr null, ptr %143, align 8, !tbaa !12
  br label %144

144:                                              ; preds = %144, %140
  %145 = phi ptr [ %147, %144 ], [ %21, %140 ]
  %146 = getelementptr inbounds i8, ptr %145, i64 8
  %147 = load ptr, ptr %146, align 8, !tbaa !12
  %148 = icmp eq ptr %147, null
  br i1 %148, label %149, label %144, !llvm.loop !20

149:                                              ; preds = %144
  %150 = getelementptr inbounds i8, ptr %145, i64 8
  store ptr %142, ptr %150, align 8, !tbaa !12
  %151 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 102, ptr %151, align 8, !tbaa !6
  %152 = getelementptr inbounds i8, ptr %151, i64 8
  store ptr null, ptr %152, align 8, !tbaa !12
  br label %153

153:                                              ; preds = %153, %149
  %154 = phi ptr [ %156, %153 ], [ %21, %149 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 8
  %156 = load ptr, ptr %155, align 8, !tbaa !12
  %157 = icmp eq ptr %156, null
  br i1 %157, label %158, label %153, !llvm.loop !20

158:                                              ; preds = %153
  %159 = getelementptr inbounds i8, ptr %154, i64 8
  store ptr %151, ptr %159, align 8, !tbaa !12
  %160 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 103, ptr %160, align 8, !tbaa !6
  %161 = getelementptr inbounds i8, ptr %160, i64 8
  store ptr null, ptr %161, align 8, !tbaa !12
  br label %162

162:                                              ; preds = %162, %158
  %163 = phi ptr [ %165, %162 ], [ %21, %158 ]
  %164 = getelementptr inbounds i8, ptr %163, i64 8
  %165 = load ptr, ptr %164, align 8, !tbaa !12
  %166 = icmp eq ptr %165, null
  br i1 %166, label %167, label %162, !llvm.loop !20

167:                                              ; preds = %162
  %168 = getelementptr inbounds i8, ptr %163, i64 8
  store ptr %160, ptr %168, align 8, !tbaa !12
  %169 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #6
  store i32 104, ptr %169, align 8, !tbaa !6
  %170 = getelementptr inbounds i8, ptr %169, i64 8
  store ptr null, ptr %170, align 8, !tbaa !12
  br label %171

171:                                              ; preds = %171, %167
  %172 = phi ptr [ %174, %171 ], [ %21, %167 ]
  %173 = getelementptr inbounds i8, ptr %172, i64 8
  %174 = load ptr, ptr %173, align 8, !tbaa !12
  %175 = icmp eq ptr %174, null
  br i1 %175, label %25, label %171, !llvm.loop !20

176:                                              ; preds = %182, %131
  %177 = phi ptr [ null, %131 ], [ %118, %182 ]
  %178 = phi i1 [ true, %131 ], [ false, %182 ]
  %179 = phi i32 [ 0, %131 ], [ %186, %182 ]
  %180 = phi i64 [ 0, %131 ], [ %189, %182 ]
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %179, i64 noundef %180)
  br label %193

182:                                              ; preds = %133, %182
  %183 = phi ptr [ %191, %182 ], [ %118, %133 ]
  %184 = phi i64 [ %189, %182 ], [ 0, %133 ]
  %185 = phi i32 [ %186, %182 ], [ 0, %133 ]
  %186 = add nuw nsw i32 %185, 1
  %187 = load i32, ptr %183, align 8, !tbaa !6
  %188 = sext i32 %187 to i64
  %189 = add nsw i64 %184, %188
  %190 = getelementptr inbounds i8, ptr %183, i64 8
  %191 = load ptr, ptr %190, align 8, !tbaa !12
  %192 = icmp eq ptr %191, null
  br i1 %192, label %176, label %182, !llvm.loop !21

193:                                              ; preds = %193, %176
  %194 = phi ptr [ %177, %176 ], [ %196, %193 ]
  %195 = getelementptr inbounds i8, ptr %194, i64 8
  %196 = load ptr, ptr %195, align 8, !tbaa !12
  %197 = icmp eq ptr %196, null
  br i1 %197, label %198, label %193, !llvm.loop !22

198:                                              ; preds = %193
  %199 = getelementptr inbounds i8, ptr %194, i64 8
  %200 = getelementptr inbounds i8, ptr %177, i64 8
  %201 = load ptr, ptr %200, align 8, !tbaa !12
  %202 = getelementptr inbounds i8, ptr %201, i64 8
  %203 = load ptr, ptr %202, align 8, !tbaa !12
  store ptr %203, ptr %199, align 8, !tbaa !12
  br label %204

204:                                              ; preds = %212, %198
  %205 = phi ptr [ %177, %198 ], [ %214, %212 ]
  %206 = phi ptr [ %177, %198 ], [ %216, %212 ]
  %207 = icmp eq ptr %206, null
  br i1 %207, label %218, label %208

208:                                              ; preds = %204
  %209 = getelementptr inbounds i8, ptr %206, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !12
  %211 = icmp eq ptr %210, null
  br i1 %211, label %218, label %212

212:                                              ; preds = %208
  %213 = getelementptr inbounds i8, ptr %205, i64 8
  %214 = load ptr, ptr %213, align 8, !tbaa !12
  %215 = getelementptr inbounds i8, ptr %210, i64 8
  %216 = load ptr, ptr %215, align 8, !tbaa !12
  %217 = icmp eq ptr %214, %216
  br i1 %217, label %218, label %204, !llvm.loop !23

218:                                              ; preds = %212, %204, %208
  %219 = phi i32 [ 0, %208 ], [ 0, %204 ], [ 1, %212 ]
  store ptr null, ptr %199, align 8, !tbaa !12
  %220 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %219)
  br i1 %178, label %226, label %221

221:                                              ; preds = %218, %221
  %222 = phi ptr [ %224, %221 ], [ %177, %218 ]
  %223 = getelementptr inbounds i8, ptr %222, i64 8
  %224 = load ptr, ptr %223, align 8, !tbaa !12
  tail call void @free(ptr noundef nonnull %222) #7
  %225 = icmp eq ptr %224, null
  br i1 %225, label %226, label %221, !llvm.loop !24

226:                                              ; preds = %221, %218
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"node", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{!11, !11, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
