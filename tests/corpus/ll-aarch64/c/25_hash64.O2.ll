; ModuleID = 'c/25_hash64.c'
source_filename = "c/25_hash64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"hello world\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"Zyme compiler\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"fnv1a64(\22%s\22) = %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"splitmix64 #%d = %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"mix_words = %016llx\0A\00", align 1
@.str.8 = private unnamed_addr constant [27 x i8] c"mulhi64 = %016llx %016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [54 x i8] c"bloom: true positives %d/100, false positives %d/900\0A\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"buckets:\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@bloom = internal unnamed_addr global [16 x i64] zeroinitializer, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i64 noundef -3750763034362895579)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i64 noundef -5808556873153909620)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i64 noundef -8821353812377114648)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i64 noundef 8618312879776256743)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i64 noundef 5718276373317262639)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i64 noundef 6457827717110365317)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i64 noundef 3203168211198807973)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i64 noundef -8629252141511181193)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i64 noundef 4593380528125082431)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 5605100495840609148)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -2, i64 noundef 81621149086635842)
  br label %13

13:                                               ; preds = %0, %13
  %14 = phi i64 [ 0, %0 ], [ %61, %13 ]
  %15 = mul i64 %14, -1162359271759906461
  %16 = lshr i64 %15, 33
  %17 = xor i64 %16, %15
  %18 = mul i64 %17, -4265267296055464877
  %19 = lshr i64 %18, 33
  %20 = xor i64 %19, %18
  %21 = mul i64 %17, -1335343738846010761
  %22 = lshr i64 %21, 33
  %23 = xor i64 %22, %21
  %24 = mul i64 %23, -4265267296055464877
  %25 = lshr i64 %24, 33
  %26 = xor i64 %25, %24
  %27 = or i64 %26, 1
  %28 = and i64 %20, 63
  %29 = shl nuw i64 1, %28
  %30 = lshr i64 %20, 6
  %31 = and i64 %30, 15
  %32 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %31
  %33 = load i64, ptr %32, align 8, !tbaa !6
  %34 = or i64 %33, %29
  store i64 %34, ptr %32, align 8, !tbaa !6
  %35 = add i64 %27, %20
  %36 = and i64 %35, 63
  %37 = shl nuw i64 1, %36
  %38 = lshr i64 %35, 6
  %39 = and i64 %38, 15
  %40 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !6
  %42 = or i64 %41, %37
  store i64 %42, ptr %40, align 8, !tbaa !6
  %43 = shl i64 %27, 1
  %44 = add i64 %43, %20
  %45 = and i64 %44, 63
  %46 = shl nuw i64 1, %45
  %47 = lshr i64 %44, 6
  %48 = and i64 %47, 15
  %49 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !6
  %51 = or i64 %50, %46
  store i64 %51, ptr %49, align 8, !tbaa !6
  %52 = mul i64 %27, 3
  %53 = add i64 %52, %20
  %54 = and i64 %53, 63
  %55 = shl nuw i64 1, %54
  %56 = lshr i64 %53, 6
  %57 = and i64 %56, 15
  %58 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8, !tbaa !6
  %60 = or i64 %59, %55
  store i64 %60, ptr %58, align 8, !tbaa !6
  %61 = add nuw nsw i64 %14, 1
  %62 = icmp eq i64 %61, 100
  br i1 %62, label %65, label %13, !llvm.loop !10

63:                                               ; preds = %123
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %129, i32 noundef %127)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  br label %158

65:                                               ; preds = %13, %123
  %66 = phi i64 [ %130, %123 ], [ 0, %13 ]
  %67 = phi i32 [ %129, %123 ], [ 0, %13 ]
  %68 = phi i32 [ %127, %123 ], [ 0, %13 ]
  %69 = mul i64 %66, -1162359271759906461
  %70 = lshr i64 %69, 33
  %71 = xor i64 %70, %69
  %72 = mul i64 %71, -4265267296055464877
  %73 = lshr i64 %72, 33
  %74 = xor i64 %73, %72
  %75 = mul i64 %71, -1335343738846010761
  %76 = lshr i64 %75, 33
  %77 = xor i64 %76, %75
  %78 = mul i64 %77, -4265267296055464877
  %79 = lshr i64 %78, 33
  %80 = xor i64 %79, %78
  %81 = or i64 %80, 1
  %82 = lshr i64 %74, 6
  %83 = and i64 %82, 15
  %84 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %83
  %85 = load i64, ptr %84, align 8, !tbaa !6
  %86 = and i64 %74, 63
  %87 = shl nuw i64 1, %86
  %88 = and i64 %85, %87
  %89 = icmp eq i64 %88, 0
  br i1 %89, label %123, label %90

90:                                               ; preds = %65
  %91 = add i64 %81, %74
  %92 = lshr i64 %91, 6
  %93 = and i64 %92, 15
  %94 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !6
  %96 = and i64 %91, 63
  %97 = shl nuw i64 1, %96
  %98 = and i64 %95, %97
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %123, label %100

100:                                              ; preds = %90
  %101 = shl i64 %81, 1
  %102 = add i64 %101, %74
  %103 = lshr i64 %102, 6
  %104 = and i64 %103, 15
  %105 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %104
  %106 = load i64, ptr %105, align 8, !tbaa !6
  %107 = and i64 %102, 63
  %108 = shl nuw i64 1, %107
  %109 = and i64 %106, %108
  %110 = icmp eq i64 %109, 0
  br i1 %110, label %123, label %111

111:                                              ; preds = %100
  %112 = mul i64 %81, 3
  %113 = add i64 %112, %74
  %114 = lshr i64 %113, 6
  %115 = and i64 %114, 15
  %116 = getelementptr inbounds [16 x i64], ptr @bloom, i64 0, i64 %115
  %117 = load i64, ptr %116, align 8, !tbaa !6
  %118 = and i64 %113, 63
  %119 = shl nuw i64 1, %118
  %120 = and i64 %117, %119
  %121 = icmp ne i64 %120, 0
  %122 = zext i1 %121 to i32
  br label %123

123:                                              ; preds = %65, %90, %100, %111
  %124 = phi i32 [ 0, %65 ], [ 0, %90 ], [ 0, %100 ], [ %122, %111 ]
  %125 = icmp ult i64 %66, 100
  %126 = select i1 %125, i32 0, i32 %124
  %127 = add nuw nsw i32 %126, %68
  %128 = select i1 %125, i32 %124, i32 0
  %129 = add nuw nsw i32 %128, %67
  %130 = add nuw nsw i64 %66, 1
  %131 = icmp eq i64 %130, 1000
  br i1 %131, label %63, label %65, !llvm.loop !12

132:                                              ; preds = %158
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %134 = load i32, ptr %1, align 4, !tbaa !13
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %134)
  %136 = getelementptr inbounds i8, ptr %1, i64 4
  %137 = load i32, ptr %136, align 4, !tbaa !13
  %138 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %137)
  %139 = getelementptr inbounds i8, ptr %1, i64 8
  %140 = load i32, ptr %139, align 4, !tbaa !13
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %140)
  %142 = getelementptr inbounds i8, ptr %1, i64 12
  %143 = load i32, ptr %142, align 4, !tbaa !13
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %143)
  %145 = getelementptr inbounds i8, ptr %1, i64 16
  %146 = load i32, ptr %145, align 4, !tbaa !13
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %146)
  %148 = getelementptr inbounds i8, ptr %1, i64 20
  %149 = load i32, ptr %148, align 4, !tbaa !13
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %149)
  %151 = getelementptr inbounds i8, ptr %1, i64 24
  %152 = load i32, ptr %151, align 4, !tbaa !13
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %152)
  %154 = getelementptr inbounds i8, ptr %1, i64 28
  %155 = load i32, ptr %154, align 4, !tbaa !13
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %155)
  %157 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 0

158:                                              ; preds = %63, %158
  %159 = phi i64 [ 0, %63 ], [ %168, %158 ]
  %160 = mul i64 %159, -49064778989728563
  %161 = lshr i64 %160, 33
  %162 = xor i64 %161, %160
  %163 = mul i64 %162, -4265267296055464877
  %164 = lshr i64 %163, 61
  %165 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !13
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %165, align 4, !tbaa !13
  %168 = add nuw nsw i64 %159, 1
  %169 = icmp eq i64 %168, 8000
  br i1 %169, label %132, label %158, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
