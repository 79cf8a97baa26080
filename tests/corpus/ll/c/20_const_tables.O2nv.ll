; ModuleID = 'c/20_const_tables.c'
source_filename = "c/20_const_tables.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@global_counter = dso_local global i32 5, align 4
@global_ptr = dso_local local_unnamed_addr global ptr @global_counter, align 8
@__const.main.msg = private unnamed_addr constant [44 x i8] c"The quick brown fox jumps over the lazy dog\00", align 16
@.str = private unnamed_addr constant [14 x i8] c"crc32 = %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"crc32(\22123456789\22) = %08x\0A\00", align 1
@popcnt4 = internal unnamed_addr constant [16 x i8] c"\00\01\01\02\01\02\02\03\01\02\02\03\02\03\03\04", align 16
@.str.3 = private unnamed_addr constant [24 x i8] c"total bits 0..999 = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"weighted = %.4f\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"%s 15 -> day %d (leap %d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"%-3s z=%2d m=%8.4f\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"total mass %.4f\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"colsum: %d %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"hex = %s\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@.str.10 = private unnamed_addr constant [4 x i8] c"Jan\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"Apr\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"Jul\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"Oct\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"H\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"He\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"C\00", align 1
@.str.25 = private unnamed_addr constant [2 x i8] c"N\00", align 1
@.str.26 = private unnamed_addr constant [2 x i8] c"O\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c"Fe\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"Au\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x i8], align 1
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = trunc nuw nsw i64 %3 to i32
  %5 = and i32 %4, 1
  %6 = icmp eq i32 %5, 0
  %7 = lshr i32 %4, 1
  %8 = xor i32 %7, -306674912
  %9 = select i1 %6, i32 %7, i32 %8
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  %12 = lshr i32 %9, 1
  %13 = xor i32 %12, -306674912
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = and i32 %14, 1
  %16 = icmp eq i32 %15, 0
  %17 = lshr i32 %14, 1
  %18 = xor i32 %17, -306674912
  %19 = select i1 %16, i32 %17, i32 %18
  %20 = and i32 %19, 1
  %21 = icmp eq i32 %20, 0
  %22 = lshr i32 %19, 1
  %23 = xor i32 %22, -306674912
  %24 = select i1 %21, i32 %22, i32 %23
  %25 = and i32 %24, 1
  %26 = icmp eq i32 %25, 0
  %27 = lshr i32 %24, 1
  %28 = xor i32 %27, -306674912
  %29 = select i1 %26, i32 %27, i32 %28
  %30 = and i32 %29, 1
  %31 = icmp eq i32 %30, 0
  %32 = lshr i32 %29, 1
  %33 = xor i32 %32, -306674912
  %34 = select i1 %31, i32 %32, i32 %33
  %35 = and i32 %34, 1
  %36 = icmp eq i32 %35, 0
  %37 = lshr i32 %34, 1
  %38 = xor i32 %37, -306674912
  %39 = select i1 %36, i32 %37, i32 %38
  %40 = and i32 %39, 1
  %41 = icmp eq i32 %40, 0
  %42 = lshr i32 %39, 1
  %43 = xor i32 %42, -306674912
  %44 = select i1 %41, i32 %42, i32 %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store i32 %44, ptr %45, align 4, !tbaa !5
  %46 = add nuw nsw i64 %3, 1
  %47 = icmp eq i64 %46, 256
  br i1 %47, label %48, label %2, !llvm.loop !9

48:                                               ; preds = %2, %61
  %49 = phi i64 [ %72, %61 ], [ 0, %2 ]
  %50 = phi i32 [ %71, %61 ], [ -1, %2 ]
  %51 = getelementptr inbounds i8, ptr @__const.main.msg, i64 %49
  %52 = load i8, ptr %51, align 2, !tbaa !11
  %53 = trunc i32 %50 to i8
  %54 = xor i8 %52, %53
  %55 = zext i8 %54 to i64
  %56 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = lshr i32 %50, 8
  %59 = xor i32 %57, %58
  %60 = icmp eq i64 %49, 42
  br i1 %60, label %73, label %61, !llvm.loop !12

61:                                               ; preds = %48
  %62 = or disjoint i64 %49, 1
  %63 = getelementptr inbounds i8, ptr @__const.main.msg, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !11
  %65 = trunc i32 %59 to i8
  %66 = xor i8 %64, %65
  %67 = zext i8 %66 to i64
  %68 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = lshr i32 %59, 8
  %71 = xor i32 %69, %70
  %72 = add nuw nsw i64 %49, 2
  br label %48

73:                                               ; preds = %48
  %74 = xor i32 %59, -1
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %74)
  %76 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 8, !tbaa !5
  %77 = and i32 %76, 255
  %78 = xor i32 %77, 205
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = lshr i32 %76, 8
  %83 = xor i32 %82, %81
  %84 = and i32 %83, 255
  %85 = xor i32 %84, 204
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !5
  %89 = lshr i32 %83, 8
  %90 = xor i32 %89, %88
  %91 = and i32 %90, 255
  %92 = xor i32 %91, 203
  %93 = zext nneg i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = lshr i32 %90, 8
  %97 = xor i32 %95, %96
  %98 = and i32 %97, 255
  %99 = xor i32 %98, 53
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !5
  %103 = lshr i32 %97, 8
  %104 = xor i32 %102, %103
  %105 = and i32 %104, 255
  %106 = xor i32 %105, 54
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = lshr i32 %104, 8
  %111 = xor i32 %109, %110
  %112 = and i32 %111, 255
  %113 = xor i32 %112, 55
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !5
  %117 = lshr i32 %111, 8
  %118 = xor i32 %116, %117
  %119 = and i32 %118, 255
  %120 = xor i32 %119, 56
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = lshr i32 %118, 8
  %125 = xor i32 %123, %124
  %126 = and i32 %125, 255
  %127 = xor i32 %126, 57
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !5
  %131 = lshr i32 %125, 8
  %132 = xor i32 %130, %131
  %133 = xor i32 %132, -1
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %133)
  br label %135

135:                                              ; preds = %135, %73
  %136 = phi i32 [ 0, %73 ], [ %168, %135 ]
  %137 = phi i32 [ 0, %73 ], [ %167, %135 ]
  %138 = and i32 %136, 14
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %139
  %141 = load i8, ptr %140, align 2, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = lshr i32 %136, 4
  %144 = and i32 %143, 15
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %145
  %147 = load i8, ptr %146, align 1, !tbaa !11
  %148 = zext i8 %147 to i32
  %149 = lshr i32 %136, 8
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %150
  %152 = load i8, ptr %151, align 1, !tbaa !11
  %153 = zext i8 %152 to i32
  %154 = add nuw nsw i32 %137, %142
  %155 = add nuw nsw i32 %154, %148
  %156 = add nuw nsw i32 %155, %153
  %157 = and i32 %136, 14
  %158 = or disjoint i32 %157, 1
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !11
  %162 = zext i8 %161 to i32
  %163 = zext i8 %147 to i32
  %164 = zext i8 %152 to i32
  %165 = add nuw nsw i32 %156, %162
  %166 = add nuw nsw i32 %165, %163
  %167 = add nuw nsw i32 %166, %164
  %168 = add nuw nsw i32 %136, 2
  %169 = icmp eq i32 %168, 1000
  br i1 %169, label %170, label %135, !llvm.loop !13

170:                                              ; preds = %135
  %171 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %167)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 3.150000e+00)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.10, i32 noundef 15, i32 noundef 15)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.13, i32 noundef 105, i32 noundef 106)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.16, i32 noundef 196, i32 noundef 197)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.19, i32 noundef 288, i32 noundef 289)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.22, i32 noundef 1, double noundef 1.008000e+00)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.23, i32 noundef 2, double noundef 4.002600e+00)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.24, i32 noundef 6, double noundef 1.201100e+01)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.25, i32 noundef 7, double noundef 1.400700e+01)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.26, i32 noundef 8, double noundef 1.599900e+01)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.27, i32 noundef 26, double noundef 5.584500e+01)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.28, i32 noundef 79, double noundef 1.969700e+02)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4072BD7B4A2339C1)
  %185 = load ptr, ptr @global_ptr, align 8, !tbaa !14
  %186 = load i32, ptr %185, align 4, !tbaa !5
  %187 = add nsw i32 %186, 10
  store i32 %187, ptr %185, align 4, !tbaa !5
  %188 = load i32, ptr @global_counter, align 4, !tbaa !5
  %189 = mul nsw i32 %188, 15
  %190 = mul nsw i32 %188, 18
  %191 = mul nsw i32 %188, 21
  %192 = mul nsw i32 %188, 24
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %189, i32 noundef %190, i32 noundef %191, i32 noundef %192)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1) #3
  %194 = getelementptr inbounds i8, ptr %1, i64 7
  store i8 50, ptr %194, align 1, !tbaa !11
  %195 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 52, ptr %195, align 1, !tbaa !11
  %196 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 101, ptr %196, align 1, !tbaa !11
  %197 = getelementptr inbounds i8, ptr %1, i64 4
  store i8 101, ptr %197, align 1, !tbaa !11
  %198 = getelementptr inbounds i8, ptr %1, i64 3
  store i8 102, ptr %198, align 1, !tbaa !11
  %199 = getelementptr inbounds i8, ptr %1, i64 2
  store i8 102, ptr %199, align 1, !tbaa !11
  %200 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 48, ptr %200, align 1, !tbaa !11
  store i8 99, ptr %1, align 1, !tbaa !11
  %201 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 0, ptr %201, align 1, !tbaa !11
  %202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %1) #3
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !7, i64 0}
