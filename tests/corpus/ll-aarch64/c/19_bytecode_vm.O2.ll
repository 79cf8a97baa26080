; ModuleID = 'c/19_bytecode_vm.c'
source_filename = "c/19_bytecode_vm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.vm = type { [64 x i64], i32, [8 x i64], i64 }

@__const.main.fact = private unnamed_addr constant [28 x i32] [i32 0, i32 15, i32 17, i32 0, i32 0, i32 1, i32 17, i32 1, i32 16, i32 0, i32 11, i32 24, i32 16, i32 1, i32 16, i32 0, i32 7, i32 17, i32 1, i32 16, i32 0, i32 0, i32 1, i32 6, i32 17, i32 0, i32 10, i32 8], align 4
@.str = private unnamed_addr constant [29 x i8] c"fact(15) = %lld (steps %ld)\0A\00", align 1
@__const.main.gcd = private unnamed_addr constant [15 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 2, i32 11, i32 13, i32 3, i32 4, i32 9, i32 14, i32 10, i32 4, i32 1, i32 15], align 4
@.str.1 = private unnamed_addr constant [24 x i8] c"gcd = %lld (steps %ld)\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [31 x i32] [i32 0, i32 0, i32 17, i32 0, i32 0, i32 0, i32 17, i32 1, i32 16, i32 0, i32 0, i32 100, i32 13, i32 11, i32 28, i32 16, i32 1, i32 16, i32 0, i32 2, i32 7, i32 5, i32 17, i32 1, i32 18, i32 0, i32 10, i32 8, i32 16, i32 1, i32 15], align 4
@.str.2 = private unnamed_addr constant [28 x i8] c"sum i^2 = %lld (steps %ld)\0A\00", align 1
@__const.main.bad = private unnamed_addr constant [3 x i32] [i32 0, i32 1, i32 99], align 4
@.str.3 = private unnamed_addr constant [13 x i8] c"bad -> %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  out: %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"bad opcode %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [31 x i32], align 4
  %2 = alloca %struct.vm, align 8
  call void @llvm.lifetime.start.p0(i64 124, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(112) %1, ptr noundef nonnull align 4 dereferenceable(112) @__const.main.fact, i64 112, i1 false), !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 28, ptr %3, align 4, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 112
  store <2 x i32> <i32 16, i32 1>, ptr %4, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 120
  store i32 15, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 592, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(592) %2, i8 0, i64 592, i1 false)
  %6 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull %1)
  %7 = getelementptr inbounds i8, ptr %2, i64 584
  %8 = load i64, ptr %7, align 8, !tbaa !10
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, i64 noundef %8)
  %10 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.gcd)
  %11 = load i64, ptr %7, align 8, !tbaa !10
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %10, i64 noundef %11)
  %13 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.sum)
  %14 = load i64, ptr %7, align 8, !tbaa !10
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %13, i64 noundef %14)
  %16 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.bad)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %16)
  call void @llvm.lifetime.end.p0(i64 592, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 124, ptr nonnull %1) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc i64 @run(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 512
  store i32 0, ptr %3, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 584
  %5 = getelementptr inbounds i8, ptr %0, i64 520
  br label %6

6:                                                ; preds = %197, %2
  %7 = phi i64 [ 0, %2 ], [ %199, %197 ]
  %8 = phi i32 [ 0, %2 ], [ %198, %197 ]
  %9 = add nsw i32 %8, 1
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = add nsw i64 %7, 1
  store i64 %13, ptr %4, align 8, !tbaa !10
  switch i32 %12, label %195 [
    i32 0, label %14
    i32 1, label %24
    i32 2, label %27
    i32 3, label %36
    i32 4, label %43
    i32 5, label %52
    i32 6, label %63
    i32 7, label %74
    i32 8, label %85
    i32 9, label %96
    i32 10, label %107
    i32 11, label %111
    i32 12, label %123
    i32 13, label %135
    i32 14, label %147
    i32 16, label %154
    i32 17, label %166
    i32 18, label %178
    i32 15, label %187
  ]

14:                                               ; preds = %6
  %15 = add nsw i32 %8, 2
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %3, align 8, !tbaa !13
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 8, !tbaa !13
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %22
  store i64 %19, ptr %23, align 8, !tbaa !14
  br label %197

24:                                               ; preds = %6
  %25 = load i32, ptr %3, align 8, !tbaa !13
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %3, align 8, !tbaa !13
  br label %197

27:                                               ; preds = %6
  %28 = load i32, ptr %3, align 8, !tbaa !13
  %29 = add nsw i32 %28, -1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !14
  %33 = sext i32 %28 to i64
  %34 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %33
  store i64 %32, ptr %34, align 8, !tbaa !14
  %35 = add nsw i32 %28, 1
  store i32 %35, ptr %3, align 8, !tbaa !13
  br label %197

36:                                               ; preds = %6
  %37 = load i32, ptr %3, align 8, !tbaa !13
  %38 = add nsw i32 %37, -2
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %39
  %41 = load <2 x i64>, ptr %40, align 8, !tbaa !14
  %42 = shufflevector <2 x i64> %41, <2 x i64> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i64> %42, ptr %40, align 8, !tbaa !14
  br label %197

43:                                               ; preds = %6
  %44 = load i32, ptr %3, align 8, !tbaa !13
  %45 = add nsw i32 %44, -2
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8, !tbaa !14
  %49 = sext i32 %44 to i64
  %50 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %49
  store i64 %48, ptr %50, align 8, !tbaa !14
  %51 = add nsw i32 %44, 1
  store i32 %51, ptr %3, align 8, !tbaa !13
  br label %197

52:                                               ; preds = %6
  %53 = load i32, ptr %3, align 8, !tbaa !13
  %54 = add nsw i32 %53, -1
  store i32 %54, ptr %3, align 8, !tbaa !13
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %55
  %57 = load i64, ptr %56, align 8, !tbaa !14
  %58 = add nsw i32 %53, -2
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !14
  %62 = add nsw i64 %61, %57
  store i64 %62, ptr %60, align 8, !tbaa !14
  br label %197

63:                                               ; preds = %6
  %64 = load i32, ptr %3, align 8, !tbaa !13
  %65 = add nsw i32 %64, -1
  store i32 %65, ptr %3, align 8, !tbaa !13
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %66
  %68 = load i64, ptr %67, align 8, !tbaa !14
  %69 = add nsw i32 %64, -2
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %70
  %72 = load i64, ptr %71, align 8, !tbaa !14
  %73 = sub nsw i64 %72, %68
  store i64 %73, ptr %71, align 8, !tbaa !14
  br label %197

74:                                               ; preds = %6
  %75 = load i32, ptr %3, align 8, !tbaa !13
  %76 = add nsw i32 %75, -1
  store i32 %76, ptr %3, align 8, !tbaa !13
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8, !tbaa !14
  %80 = add nsw i32 %75, -2
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !14
  %84 = mul nsw i64 %83, %79
  store i64 %84, ptr %82, align 8, !tbaa !14
  br label %197

85:                                               ; preds = %6
  %86 = load i32, ptr %3, align 8, !tbaa !13
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %3, align 8, !tbaa !13
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8, !tbaa !14
  %91 = add nsw i32 %86, -2
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %92
  %94 = load i64, ptr %93, align 8, !tbaa !14
  %95 = sdiv i64 %94, %90
  store i64 %95, ptr %93, align 8, !tbaa !14
  br label %197

96:                                               ; preds = %6
  %97 = load i32, ptr %3, align 8, !tbaa !13
  %98 = add nsw i32 %97, -1
  store i32 %98, ptr %3, align 8, !tbaa !13
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %99
  %101 = load i64, ptr %100, align 8, !tbaa !14
  %102 = add nsw i32 %97, -2
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %103
  %105 = load i64, ptr %104, align 8, !tbaa !14
  %106 = srem i64 %105, %101
  store i64 %106, ptr %104, align 8, !tbaa !14
  br label %197

107:                                              ; preds = %6
  %108 = sext i32 %9 to i64
  %109 = getelementptr inbounds i32, ptr %1, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  br label %197

111:                                              ; preds = %6
  %112 = add nsw i32 %8, 2
  %113 = sext i32 %9 to i64
  %114 = getelementptr inbounds i32, ptr %1, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = load i32, ptr %3, align 8, !tbaa !13
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr %3, align 8, !tbaa !13
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !14
  %121 = icmp eq i64 %120, 0
  %122 = select i1 %121, i32 %115, i32 %112
  br label %197

123:                                              ; preds = %6
  %124 = add nsw i32 %8, 2
  %125 = sext i32 %9 to i64
  %126 = getelementptr inbounds i32, ptr %1, i64 %125
  %127 = load i32, ptr %126, align 4, !tbaa !6
  %128 = load i32, ptr %3, align 8, !tbaa !13
  %129 = add nsw i32 %128, -1
  store i32 %129, ptr %3, align 8, !tbaa !13
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %130
  %132 = load i64, ptr %131, align 8, !tbaa !14
  %133 = icmp eq i64 %132, 0
  %134 = select i1 %133, i32 %124, i32 %127
  br label %197

135:                                              ; preds = %6
  %136 = load i32, ptr %3, align 8, !tbaa !13
  %137 = add nsw i32 %136, -1
  store i32 %137, ptr %3, align 8, !tbaa !13
  %138 = add nsw i32 %136, -2
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %139
  %141 = load i64, ptr %140, align 8, !tbaa !14
  %142 = sext i32 %137 to i64
  %143 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !14
  %145 = icmp slt i64 %141, %144
  %146 = zext i1 %145 to i64
  store i64 %146, ptr %140, align 8, !tbaa !14
  br label %197

147:                                              ; preds = %6
  %148 = load i32, ptr %3, align 8, !tbaa !13
  %149 = add nsw i32 %148, -1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %150
  %152 = load i64, ptr %151, align 8, !tbaa !14
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %152)
  br label %197

154:                                              ; preds = %6
  %155 = add nsw i32 %8, 2
  %156 = sext i32 %9 to i64
  %157 = getelementptr inbounds i32, ptr %1, i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %159
  %161 = load i64, ptr %160, align 8, !tbaa !14
  %162 = load i32, ptr %3, align 8, !tbaa !13
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %3, align 8, !tbaa !13
  %164 = sext i32 %162 to i64
  %165 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %164
  store i64 %161, ptr %165, align 8, !tbaa !14
  br label %197

166:                                              ; preds = %6
  %167 = load i32, ptr %3, align 8, !tbaa !13
  %168 = add nsw i32 %167, -1
  store i32 %168, ptr %3, align 8, !tbaa !13
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8, !tbaa !14
  %172 = add nsw i32 %8, 2
  %173 = sext i32 %9 to i64
  %174 = getelementptr inbounds i32, ptr %1, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !6
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %176
  store i64 %171, ptr %177, align 8, !tbaa !14
  br label %197

178:                                              ; preds = %6
  %179 = sext i32 %9 to i64
  %180 = getelementptr inbounds i32, ptr %1, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %182
  %184 = load i64, ptr %183, align 8, !tbaa !14
  %185 = add nsw i64 %184, 1
  store i64 %185, ptr %183, align 8, !tbaa !14
  %186 = add nsw i32 %8, 2
  br label %197

187:                                              ; preds = %6
  %188 = load i32, ptr %3, align 8, !tbaa !13
  %189 = icmp sgt i32 %188, 0
  br i1 %189, label %190, label %200

190:                                              ; preds = %187
  %191 = add nsw i32 %188, -1
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %192
  %194 = load i64, ptr %193, align 8, !tbaa !14
  br label %200

195:                                              ; preds = %6
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %12)
  br label %200

197:                                              ; preds = %14, %24, %27, %36, %43, %52, %63, %74, %85, %96, %107, %111, %123, %135, %147, %154, %166, %178
  %198 = phi i32 [ %186, %178 ], [ %172, %166 ], [ %155, %154 ], [ %9, %147 ], [ %9, %135 ], [ %134, %123 ], [ %122, %111 ], [ %110, %107 ], [ %9, %96 ], [ %9, %85 ], [ %9, %74 ], [ %9, %63 ], [ %9, %52 ], [ %9, %43 ], [ %9, %36 ], [ %9, %27 ], [ %9, %24 ], [ %15, %14 ]
  %199 = load i64, ptr %4, align 8, !tbaa !10
  br label %6

200:                                              ; preds = %195, %187, %190
  %201 = phi i64 [ 0, %187 ], [ %194, %190 ], [ -1, %195 ]
  ret i64 %201
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!10 = !{!11, !12, i64 584}
!11 = !{!"", !8, i64 0, !7, i64 512, !8, i64 520, !12, i64 584}
!12 = !{!"long", !8, i64 0}
!13 = !{!11, !7, i64 512}
!14 = !{!12, !12, i64 0}
