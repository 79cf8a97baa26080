; ModuleID = 'c/19_bytecode_vm.c'
source_filename = "c/19_bytecode_vm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vm = type { [64 x i64], i32, [8 x i64], i64 }

@__const.main.fact = private unnamed_addr constant [28 x i32] [i32 0, i32 15, i32 17, i32 0, i32 0, i32 1, i32 17, i32 1, i32 16, i32 0, i32 11, i32 24, i32 16, i32 1, i32 16, i32 0, i32 7, i32 17, i32 1, i32 16, i32 0, i32 0, i32 1, i32 6, i32 17, i32 0, i32 10, i32 8], align 16
@.str = private unnamed_addr constant [29 x i8] c"fact(15) = %lld (steps %ld)\0A\00", align 1
@__const.main.gcd = private unnamed_addr constant [15 x i32] [i32 0, i32 1071, i32 0, i32 462, i32 2, i32 11, i32 13, i32 3, i32 4, i32 9, i32 14, i32 10, i32 4, i32 1, i32 15], align 16
@.str.1 = private unnamed_addr constant [24 x i8] c"gcd = %lld (steps %ld)\0A\00", align 1
@__const.main.sum = private unnamed_addr constant [31 x i32] [i32 0, i32 0, i32 17, i32 0, i32 0, i32 0, i32 17, i32 1, i32 16, i32 0, i32 0, i32 100, i32 13, i32 11, i32 28, i32 16, i32 1, i32 16, i32 0, i32 2, i32 7, i32 5, i32 17, i32 1, i32 18, i32 0, i32 10, i32 8, i32 16, i32 1, i32 15], align 16
@.str.2 = private unnamed_addr constant [28 x i8] c"sum i^2 = %lld (steps %ld)\0A\00", align 1
@__const.main.bad = private unnamed_addr constant [3 x i32] [i32 0, i32 1, i32 99], align 4
@.str.3 = private unnamed_addr constant [13 x i8] c"bad -> %lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  out: %lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"bad opcode %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [31 x i32], align 16
  %2 = alloca %struct.vm, align 8
  call void @llvm.lifetime.start.p0(i64 124, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(112) %1, ptr noundef nonnull align 16 dereferenceable(112) @__const.main.fact, i64 112, i1 false), !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 44
  store i32 28, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 112
  store i32 16, ptr %4, align 16, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 116
  store i32 1, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %1, i64 120
  store i32 15, ptr %6, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 592, ptr nonnull %2) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(592) %2, i8 0, i64 592, i1 false)
  %7 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull %1)
  %8 = getelementptr inbounds i8, ptr %2, i64 584
  %9 = load i64, ptr %8, align 8, !tbaa !9
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %7, i64 noundef %9)
  %11 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.gcd)
  %12 = load i64, ptr %8, align 8, !tbaa !9
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %11, i64 noundef %12)
  %14 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.sum)
  %15 = load i64, ptr %8, align 8, !tbaa !9
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14, i64 noundef %15)
  %17 = call fastcc i64 @run(ptr noundef nonnull %2, ptr noundef nonnull @__const.main.bad)
  %18 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %17)
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
  store i32 0, ptr %3, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 584
  %5 = getelementptr inbounds i8, ptr %0, i64 520
  br label %6

6:                                                ; preds = %200, %2
  %7 = phi i64 [ 0, %2 ], [ %202, %200 ]
  %8 = phi i32 [ 0, %2 ], [ %201, %200 ]
  %9 = add nsw i32 %8, 1
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds i32, ptr %1, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = add nsw i64 %7, 1
  store i64 %13, ptr %4, align 8, !tbaa !9
  switch i32 %12, label %198 [
    i32 0, label %14
    i32 1, label %24
    i32 2, label %27
    i32 3, label %36
    i32 4, label %46
    i32 5, label %55
    i32 6, label %66
    i32 7, label %77
    i32 8, label %88
    i32 9, label %99
    i32 10, label %110
    i32 11, label %114
    i32 12, label %126
    i32 13, label %138
    i32 14, label %150
    i32 16, label %157
    i32 17, label %169
    i32 18, label %181
    i32 15, label %190
  ]

14:                                               ; preds = %6
  %15 = add nsw i32 %8, 2
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !5
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %3, align 8, !tbaa !12
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 8, !tbaa !12
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %22
  store i64 %19, ptr %23, align 8, !tbaa !13
  br label %200

24:                                               ; preds = %6
  %25 = load i32, ptr %3, align 8, !tbaa !12
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %3, align 8, !tbaa !12
  br label %200

27:                                               ; preds = %6
  %28 = load i32, ptr %3, align 8, !tbaa !12
  %29 = add nsw i32 %28, -1
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !13
  %33 = sext i32 %28 to i64
  %34 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %33
  store i64 %32, ptr %34, align 8, !tbaa !13
  %35 = add nsw i32 %28, 1
  store i32 %35, ptr %3, align 8, !tbaa !12
  br label %200

36:                                               ; preds = %6
  %37 = load i32, ptr %3, align 8, !tbaa !12
  %38 = add nsw i32 %37, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !13
  %42 = add nsw i32 %37, -2
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8, !tbaa !13
  store i64 %45, ptr %40, align 8, !tbaa !13
  store i64 %41, ptr %44, align 8, !tbaa !13
  br label %200

46:                                               ; preds = %6
  %47 = load i32, ptr %3, align 8, !tbaa !12
  %48 = add nsw i32 %47, -2
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %49
  %51 = load i64, ptr %50, align 8, !tbaa !13
  %52 = sext i32 %47 to i64
  %53 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %52
  store i64 %51, ptr %53, align 8, !tbaa !13
  %54 = add nsw i32 %47, 1
  store i32 %54, ptr %3, align 8, !tbaa !12
  br label %200

55:                                               ; preds = %6
  %56 = load i32, ptr %3, align 8, !tbaa !12
  %57 = add nsw i32 %56, -1
  store i32 %57, ptr %3, align 8, !tbaa !12
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8, !tbaa !13
  %61 = add nsw i32 %56, -2
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !13
  %65 = add nsw i64 %64, %60
  store i64 %65, ptr %63, align 8, !tbaa !13
  br label %200

66:                                               ; preds = %6
  %67 = load i32, ptr %3, align 8, !tbaa !12
  %68 = add nsw i32 %67, -1
  store i32 %68, ptr %3, align 8, !tbaa !12
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8, !tbaa !13
  %72 = add nsw i32 %67, -2
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !13
  %76 = sub nsw i64 %75, %71
  store i64 %76, ptr %74, align 8, !tbaa !13
  br label %200

77:                                               ; preds = %6
  %78 = load i32, ptr %3, align 8, !tbaa !12
  %79 = add nsw i32 %78, -1
  store i32 %79, ptr %3, align 8, !tbaa !12
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %80
  %82 = load i64, ptr %81, align 8, !tbaa !13
  %83 = add nsw i32 %78, -2
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %84
  %86 = load i64, ptr %85, align 8, !tbaa !13
  %87 = mul nsw i64 %86, %82
  store i64 %87, ptr %85, align 8, !tbaa !13
  br label %200

88:                                               ; preds = %6
  %89 = load i32, ptr %3, align 8, !tbaa !12
  %90 = add nsw i32 %89, -1
  store i32 %90, ptr %3, align 8, !tbaa !12
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %91
  %93 = load i64, ptr %92, align 8, !tbaa !13
  %94 = add nsw i32 %89, -2
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !13
  %98 = sdiv i64 %97, %93
  store i64 %98, ptr %96, align 8, !tbaa !13
  br label %200

99:                                               ; preds = %6
  %100 = load i32, ptr %3, align 8, !tbaa !12
  %101 = add nsw i32 %100, -1
  store i32 %101, ptr %3, align 8, !tbaa !12
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %102
  %104 = load i64, ptr %103, align 8, !tbaa !13
  %105 = add nsw i32 %100, -2
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %106
  %108 = load i64, ptr %107, align 8, !tbaa !13
  %109 = srem i64 %108, %104
  store i64 %109, ptr %107, align 8, !tbaa !13
  br label %200

110:                                              ; preds = %6
  %111 = sext i32 %9 to i64
  %112 = getelementptr inbounds i32, ptr %1, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !5
  br label %200

114:                                              ; preds = %6
  %115 = add nsw i32 %8, 2
  %116 = sext i32 %9 to i64
  %117 = getelementptr inbounds i32, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !5
  %119 = load i32, ptr %3, align 8, !tbaa !12
  %120 = add nsw i32 %119, -1
  store i32 %120, ptr %3, align 8, !tbaa !12
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %121
  %123 = load i64, ptr %122, align 8, !tbaa !13
  %124 = icmp eq i64 %123, 0
  %125 = select i1 %124, i32 %118, i32 %115
  br label %200

126:                                              ; preds = %6
  %127 = add nsw i32 %8, 2
  %128 = sext i32 %9 to i64
  %129 = getelementptr inbounds i32, ptr %1, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = load i32, ptr %3, align 8, !tbaa !12
  %132 = add nsw i32 %131, -1
  store i32 %132, ptr %3, align 8, !tbaa !12
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %133
  %135 = load i64, ptr %134, align 8, !tbaa !13
  %136 = icmp eq i64 %135, 0
  %137 = select i1 %136, i32 %127, i32 %130
  br label %200

138:                                              ; preds = %6
  %139 = load i32, ptr %3, align 8, !tbaa !12
  %140 = add nsw i32 %139, -1
  store i32 %140, ptr %3, align 8, !tbaa !12
  %141 = add nsw i32 %139, -2
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !13
  %145 = sext i32 %140 to i64
  %146 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %145
  %147 = load i64, ptr %146, align 8, !tbaa !13
  %148 = icmp slt i64 %144, %147
  %149 = zext i1 %148 to i64
  store i64 %149, ptr %143, align 8, !tbaa !13
  br label %200

150:                                              ; preds = %6
  %151 = load i32, ptr %3, align 8, !tbaa !12
  %152 = add nsw i32 %151, -1
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %153
  %155 = load i64, ptr %154, align 8, !tbaa !13
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %155)
  br label %200

157:                                              ; preds = %6
  %158 = add nsw i32 %8, 2
  %159 = sext i32 %9 to i64
  %160 = getelementptr inbounds i32, ptr %1, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %162
  %164 = load i64, ptr %163, align 8, !tbaa !13
  %165 = load i32, ptr %3, align 8, !tbaa !12
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %3, align 8, !tbaa !12
  %167 = sext i32 %165 to i64
  %168 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %167
  store i64 %164, ptr %168, align 8, !tbaa !13
  br label %200

169:                                              ; preds = %6
  %170 = load i32, ptr %3, align 8, !tbaa !12
  %171 = add nsw i32 %170, -1
  store i32 %171, ptr %3, align 8, !tbaa !12
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %172
  %174 = load i64, ptr %173, align 8, !tbaa !13
  %175 = add nsw i32 %8, 2
  %176 = sext i32 %9 to i64
  %177 = getelementptr inbounds i32, ptr %1, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !5
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %179
  store i64 %174, ptr %180, align 8, !tbaa !13
  br label %200

181:                                              ; preds = %6
  %182 = sext i32 %9 to i64
  %183 = getelementptr inbounds i32, ptr %1, i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !5
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [8 x i64], ptr %5, i64 0, i64 %185
  %187 = load i64, ptr %186, align 8, !tbaa !13
  %188 = add nsw i64 %187, 1
  store i64 %188, ptr %186, align 8, !tbaa !13
  %189 = add nsw i32 %8, 2
  br label %200

190:                                              ; preds = %6
  %191 = load i32, ptr %3, align 8, !tbaa !12
  %192 = icmp sgt i32 %191, 0
  br i1 %192, label %193, label %203

193:                                              ; preds = %190
  %194 = add nsw i32 %191, -1
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds [64 x i64], ptr %0, i64 0, i64 %195
  %197 = load i64, ptr %196, align 8, !tbaa !13
  br label %203

198:                                              ; preds = %6
  %199 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %12)
  br label %203

200:                                              ; preds = %14, %24, %27, %36, %46, %55, %66, %77, %88, %99, %110, %114, %126, %138, %150, %157, %169, %181
  %201 = phi i32 [ %189, %181 ], [ %175, %169 ], [ %158, %157 ], [ %9, %150 ], [ %9, %138 ], [ %137, %126 ], [ %125, %114 ], [ %113, %110 ], [ %9, %99 ], [ %9, %88 ], [ %9, %77 ], [ %9, %66 ], [ %9, %55 ], [ %9, %46 ], [ %9, %36 ], [ %9, %27 ], [ %9, %24 ], [ %15, %14 ]
  %202 = load i64, ptr %4, align 8, !tbaa !9
  br label %6

203:                                              ; preds = %198, %190, %193
  %204 = phi i64 [ 0, %190 ], [ %197, %193 ], [ -1, %198 ]
  ret i64 %204
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!9 = !{!10, !11, i64 584}
!10 = !{!"", !7, i64 0, !6, i64 512, !7, i64 520, !11, i64 584}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !6, i64 512}
!13 = !{!11, !11, i64 0}
