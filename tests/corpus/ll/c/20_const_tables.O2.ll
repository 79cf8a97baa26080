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
  %1 = alloca [9 x i8], align 8
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %46, %2 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %47, %2 ]
  %5 = and <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %6 = icmp eq <4 x i32> %5, zeroinitializer
  %7 = lshr <4 x i32> %4, <i32 1, i32 1, i32 1, i32 1>
  %8 = xor <4 x i32> %7, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %9 = select <4 x i1> %6, <4 x i32> %7, <4 x i32> %8
  %10 = and <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = icmp eq <4 x i32> %10, zeroinitializer
  %12 = lshr <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %13 = xor <4 x i32> %12, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %14 = select <4 x i1> %11, <4 x i32> %12, <4 x i32> %13
  %15 = and <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %15, zeroinitializer
  %17 = lshr <4 x i32> %14, <i32 1, i32 1, i32 1, i32 1>
  %18 = xor <4 x i32> %17, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %19 = select <4 x i1> %16, <4 x i32> %17, <4 x i32> %18
  %20 = and <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %21 = icmp eq <4 x i32> %20, zeroinitializer
  %22 = lshr <4 x i32> %19, <i32 1, i32 1, i32 1, i32 1>
  %23 = xor <4 x i32> %22, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %24 = select <4 x i1> %21, <4 x i32> %22, <4 x i32> %23
  %25 = and <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %26 = icmp eq <4 x i32> %25, zeroinitializer
  %27 = lshr <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %28 = xor <4 x i32> %27, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %29 = select <4 x i1> %26, <4 x i32> %27, <4 x i32> %28
  %30 = and <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %31 = icmp eq <4 x i32> %30, zeroinitializer
  %32 = lshr <4 x i32> %29, <i32 1, i32 1, i32 1, i32 1>
  %33 = xor <4 x i32> %32, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %34 = select <4 x i1> %31, <4 x i32> %32, <4 x i32> %33
  %35 = and <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %36 = icmp eq <4 x i32> %35, zeroinitializer
  %37 = lshr <4 x i32> %34, <i32 1, i32 1, i32 1, i32 1>
  %38 = xor <4 x i32> %37, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %39 = select <4 x i1> %36, <4 x i32> %37, <4 x i32> %38
  %40 = and <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %41 = icmp eq <4 x i32> %40, zeroinitializer
  %42 = lshr <4 x i32> %39, <i32 1, i32 1, i32 1, i32 1>
  %43 = xor <4 x i32> %42, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %44 = select <4 x i1> %41, <4 x i32> %42, <4 x i32> %43
  %45 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %3
  store <4 x i32> %44, ptr %45, align 16, !tbaa !5
  %46 = add nuw i64 %3, 4
  %47 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %48 = icmp eq i64 %46, 256
  br i1 %48, label %49, label %2, !llvm.loop !9

49:                                               ; preds = %2, %62
  %50 = phi i64 [ %73, %62 ], [ 0, %2 ]
  %51 = phi i32 [ %72, %62 ], [ -1, %2 ]
  %52 = getelementptr inbounds i8, ptr @__const.main.msg, i64 %50
  %53 = load i8, ptr %52, align 2, !tbaa !13
  %54 = trunc i32 %51 to i8
  %55 = xor i8 %53, %54
  %56 = zext i8 %55 to i64
  %57 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = lshr i32 %51, 8
  %60 = xor i32 %58, %59
  %61 = icmp eq i64 %50, 42
  br i1 %61, label %74, label %62, !llvm.loop !14

62:                                               ; preds = %49
  %63 = or disjoint i64 %50, 1
  %64 = getelementptr inbounds i8, ptr @__const.main.msg, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !13
  %66 = trunc i32 %60 to i8
  %67 = xor i8 %65, %66
  %68 = zext i8 %67 to i64
  %69 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = lshr i32 %60, 8
  %72 = xor i32 %70, %71
  %73 = add nuw nsw i64 %50, 2
  br label %49

74:                                               ; preds = %49
  %75 = xor i32 %60, -1
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %75)
  %77 = load i32, ptr getelementptr inbounds (i8, ptr @crc_table, i64 824), align 8, !tbaa !5
  %78 = and i32 %77, 255
  %79 = xor i32 %78, 205
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4, !tbaa !5
  %83 = lshr i32 %77, 8
  %84 = xor i32 %83, %82
  %85 = and i32 %84, 255
  %86 = xor i32 %85, 204
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !5
  %90 = lshr i32 %84, 8
  %91 = xor i32 %90, %89
  %92 = and i32 %91, 255
  %93 = xor i32 %92, 203
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !5
  %97 = lshr i32 %91, 8
  %98 = xor i32 %96, %97
  %99 = and i32 %98, 255
  %100 = xor i32 %99, 53
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = lshr i32 %98, 8
  %105 = xor i32 %103, %104
  %106 = and i32 %105, 255
  %107 = xor i32 %106, 54
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !5
  %111 = lshr i32 %105, 8
  %112 = xor i32 %110, %111
  %113 = and i32 %112, 255
  %114 = xor i32 %113, 55
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = lshr i32 %112, 8
  %119 = xor i32 %117, %118
  %120 = and i32 %119, 255
  %121 = xor i32 %120, 56
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !5
  %125 = lshr i32 %119, 8
  %126 = xor i32 %124, %125
  %127 = and i32 %126, 255
  %128 = xor i32 %127, 57
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !5
  %132 = lshr i32 %126, 8
  %133 = xor i32 %131, %132
  %134 = xor i32 %133, -1
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %134)
  br label %136

136:                                              ; preds = %136, %74
  %137 = phi i32 [ 0, %74 ], [ %169, %136 ]
  %138 = phi i32 [ 0, %74 ], [ %168, %136 ]
  %139 = and i32 %137, 14
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %140
  %142 = load i8, ptr %141, align 2, !tbaa !13
  %143 = zext i8 %142 to i32
  %144 = lshr i32 %137, 4
  %145 = and i32 %144, 15
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !13
  %149 = zext i8 %148 to i32
  %150 = lshr i32 %137, 8
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %151
  %153 = load i8, ptr %152, align 1, !tbaa !13
  %154 = zext i8 %153 to i32
  %155 = add nuw nsw i32 %138, %143
  %156 = add nuw nsw i32 %155, %149
  %157 = add nuw nsw i32 %156, %154
  %158 = and i32 %137, 14
  %159 = or disjoint i32 %158, 1
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds [16 x i8], ptr @popcnt4, i64 0, i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !13
  %163 = zext i8 %162 to i32
  %164 = zext i8 %148 to i32
  %165 = zext i8 %153 to i32
  %166 = add nuw nsw i32 %157, %163
  %167 = add nuw nsw i32 %166, %164
  %168 = add nuw nsw i32 %167, %165
  %169 = add nuw nsw i32 %137, 2
  %170 = icmp eq i32 %169, 1000
  br i1 %170, label %171, label %136, !llvm.loop !15

171:                                              ; preds = %136
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %168)
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 3.150000e+00)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.10, i32 noundef 15, i32 noundef 15)
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.13, i32 noundef 105, i32 noundef 106)
  %176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.16, i32 noundef 196, i32 noundef 197)
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.19, i32 noundef 288, i32 noundef 289)
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.22, i32 noundef 1, double noundef 1.008000e+00)
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.23, i32 noundef 2, double noundef 4.002600e+00)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.24, i32 noundef 6, double noundef 1.201100e+01)
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.25, i32 noundef 7, double noundef 1.400700e+01)
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.26, i32 noundef 8, double noundef 1.599900e+01)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.27, i32 noundef 26, double noundef 5.584500e+01)
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull @.str.28, i32 noundef 79, double noundef 1.969700e+02)
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x4072BD7B4A2339C1)
  %186 = load ptr, ptr @global_ptr, align 8, !tbaa !16
  %187 = load i32, ptr %186, align 4, !tbaa !5
  %188 = add nsw i32 %187, 10
  store i32 %188, ptr %186, align 4, !tbaa !5
  %189 = load i32, ptr @global_counter, align 4, !tbaa !5
  %190 = mul nsw i32 %189, 15
  %191 = mul nsw i32 %189, 18
  %192 = mul nsw i32 %189, 21
  %193 = mul nsw i32 %189, 24
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %190, i32 noundef %191, i32 noundef %192, i32 noundef %193)
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %1) #3
  store <8 x i8> <i8 99, i8 48, i8 102, i8 102, i8 101, i8 101, i8 52, i8 50>, ptr %1, align 8, !tbaa !13
  %195 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 0, ptr %195, align 8, !tbaa !13
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %1)
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
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !11}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
