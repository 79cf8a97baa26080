; ModuleID = 'c/27_int_divrem.c'
source_filename = "c/27_int_divrem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a32 = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 17, i32 -17, i32 2147483647, i32 -2147483647, i32 123456789, i32 -987654321], align 16
@.str = private unnamed_addr constant [57 x i8] c"%11d: /3=%d %%3=%d /-7=%d %%-7=%d /16=%d %%16=%d >>4=%d\0A\00", align 1
@__const.main.u32 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 17, i32 -1, i32 -2147483648, i32 123456789], align 16
@.str.1 = private unnamed_addr constant [54 x i8] c"%10u: /3=%u %%3=%u /10=%u %%10=%u /1000003=%u >>5=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"%20lld: /7=%lld %%7=%lld /-1000=%lld %%-1000=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"u64max /7=%llu %%7=%llu /10=%llu %%10=%llu >>63=%llu\0A\00", align 1
@__const.main.s8 = private unnamed_addr constant [4 x i8] c"\80\F9\07\7F", align 1
@__const.main.u8 = private unnamed_addr constant [4 x i8] c"\00\07\C8\FF", align 1
@__const.main.s16 = private unnamed_addr constant [4 x i16] [i16 -32768, i16 -300, i16 300, i16 32767], align 2
@__const.main.u16 = private unnamed_addr constant [4 x i16] [i16 0, i16 300, i16 -25536, i16 -1], align 2
@.str.4 = private unnamed_addr constant [89 x i8] c"i8 %4d /3=%d %%3=%d | u8 %3u /3=%u %%3=%u | i16 %6d /7=%d %%7=%d | u16 %5u /7=%u %%7=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"   i8/-2=%d  u8*3 wraps=%u  i16*2 trunc=%d\0A\00", align 1
@vdiv = internal global [8 x i32] [i32 1, i32 -1, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 1000], align 16
@.str.6 = private unnamed_addr constant [24 x i8] c"runtime div acc = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"runtime udiv acc = %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [32 x i8] c"x=%d floordiv=%d euclid_mod=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [44 x i8] c"-1000 >> 3 = %d, (unsigned)-1000 >> 3 = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds [9 x i32], ptr @__const.main.a32, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = sdiv i32 %4, 3
  %6 = srem i32 %4, 3
  %7 = sdiv i32 %4, -7
  %8 = srem i32 %4, 7
  %9 = sdiv i32 %4, 16
  %10 = srem i32 %4, 16
  %11 = ashr i32 %4, 4
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11)
  %13 = add nuw nsw i64 %2, 1
  %14 = icmp eq i64 %13, 9
  br i1 %14, label %22, label %1, !llvm.loop !9

15:                                               ; preds = %22
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -1, i64 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef -1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 9223372036854775807, i64 noundef 1317624576693539401, i64 noundef 0, i64 noundef -9223372036854775, i64 noundef 807)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -9223372036854775807, i64 noundef -1317624576693539401, i64 noundef 0, i64 noundef 9223372036854775, i64 noundef -807)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1234567890123456789, i64 noundef 176366841446208112, i64 noundef 5, i64 noundef -1234567890123456, i64 noundef 789)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 2635249153387078802, i64 noundef 1, i64 noundef 1844674407370955161, i64 noundef 5, i64 noundef 1)
  br label %35

22:                                               ; preds = %1, %22
  %23 = phi i64 [ %33, %22 ], [ 0, %1 ]
  %24 = getelementptr inbounds [6 x i32], ptr @__const.main.u32, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = udiv i32 %25, 3
  %27 = urem i32 %25, 3
  %28 = udiv i32 %25, 10
  %29 = urem i32 %25, 10
  %30 = udiv i32 %25, 1000003
  %31 = lshr i32 %25, 5
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25, i32 noundef %26, i32 noundef %27, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = add nuw nsw i64 %23, 1
  %34 = icmp eq i64 %33, 6
  br i1 %34, label %15, label %22, !llvm.loop !11

35:                                               ; preds = %15, %35
  %36 = phi i64 [ 0, %15 ], [ %73, %35 ]
  %37 = getelementptr inbounds [4 x i8], ptr @__const.main.s8, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !12
  %39 = sext i8 %38 to i32
  %40 = sdiv i8 %38, 3
  %41 = sext i8 %40 to i32
  %42 = srem i8 %38, 3
  %43 = sext i8 %42 to i32
  %44 = getelementptr inbounds [4 x i8], ptr @__const.main.u8, i64 0, i64 %36
  %45 = load i8, ptr %44, align 1, !tbaa !12
  %46 = zext i8 %45 to i32
  %47 = udiv i8 %45, 3
  %48 = zext nneg i8 %47 to i32
  %49 = urem i8 %45, 3
  %50 = zext nneg i8 %49 to i32
  %51 = getelementptr inbounds [4 x i16], ptr @__const.main.s16, i64 0, i64 %36
  %52 = load i16, ptr %51, align 2, !tbaa !13
  %53 = sext i16 %52 to i32
  %54 = sdiv i16 %52, 7
  %55 = sext i16 %54 to i32
  %56 = srem i16 %52, 7
  %57 = sext i16 %56 to i32
  %58 = getelementptr inbounds [4 x i16], ptr @__const.main.u16, i64 0, i64 %36
  %59 = load i16, ptr %58, align 2, !tbaa !13
  %60 = zext i16 %59 to i32
  %61 = udiv i16 %59, 7
  %62 = zext nneg i16 %61 to i32
  %63 = urem i16 %59, 7
  %64 = zext nneg i16 %63 to i32
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %39, i32 noundef %41, i32 noundef %43, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %53, i32 noundef %55, i32 noundef %57, i32 noundef %60, i32 noundef %62, i32 noundef %64)
  %66 = sdiv i8 %38, -2
  %67 = mul i8 %45, 3
  %68 = shl i16 %52, 1
  %69 = sext i8 %66 to i32
  %70 = zext i8 %67 to i32
  %71 = sext i16 %68 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %69, i32 noundef %70, i32 noundef %71)
  %73 = add nuw nsw i64 %36, 1
  %74 = icmp eq i64 %73, 4
  br i1 %74, label %75, label %35, !llvm.loop !15

75:                                               ; preds = %35, %75
  %76 = phi i64 [ %199, %75 ], [ 0, %35 ]
  %77 = phi i64 [ %198, %75 ], [ 0, %35 ]
  %78 = getelementptr inbounds [8 x i32], ptr @vdiv, i64 0, i64 %76
  %79 = load volatile i32, ptr %78, align 4, !tbaa !5
  %80 = mul nsw i32 %79, 1000
  %81 = or disjoint i32 %80, 7
  %82 = sext i32 %81 to i64
  %83 = load volatile i32, ptr @vdiv, align 16, !tbaa !5
  %84 = sext i32 %83 to i64
  %85 = sdiv i64 %82, %84
  %86 = load volatile i32, ptr %78, align 4, !tbaa !5
  %87 = mul nsw i32 %86, 1000
  %88 = or disjoint i32 %87, 7
  %89 = load volatile i32, ptr @vdiv, align 16, !tbaa !5
  %90 = srem i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = add i64 %85, %77
  %93 = add i64 %92, %91
  %94 = load volatile i32, ptr %78, align 4, !tbaa !5
  %95 = mul nsw i32 %94, 1000
  %96 = or disjoint i32 %95, 7
  %97 = sext i32 %96 to i64
  %98 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 4), align 4, !tbaa !5
  %99 = sext i32 %98 to i64
  %100 = sdiv i64 %97, %99
  %101 = load volatile i32, ptr %78, align 4, !tbaa !5
  %102 = mul nsw i32 %101, 1000
  %103 = or disjoint i32 %102, 7
  %104 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 4), align 4, !tbaa !5
  %105 = srem i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = add i64 %100, %93
  %108 = add i64 %107, %106
  %109 = load volatile i32, ptr %78, align 4, !tbaa !5
  %110 = mul nsw i32 %109, 1000
  %111 = or disjoint i32 %110, 7
  %112 = sext i32 %111 to i64
  %113 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 8), align 8, !tbaa !5
  %114 = sext i32 %113 to i64
  %115 = sdiv i64 %112, %114
  %116 = load volatile i32, ptr %78, align 4, !tbaa !5
  %117 = mul nsw i32 %116, 1000
  %118 = or disjoint i32 %117, 7
  %119 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 8), align 8, !tbaa !5
  %120 = srem i32 %118, %119
  %121 = sext i32 %120 to i64
  %122 = add i64 %115, %108
  %123 = add i64 %122, %121
  %124 = load volatile i32, ptr %78, align 4, !tbaa !5
  %125 = mul nsw i32 %124, 1000
  %126 = or disjoint i32 %125, 7
  %127 = sext i32 %126 to i64
  %128 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 12), align 4, !tbaa !5
  %129 = sext i32 %128 to i64
  %130 = sdiv i64 %127, %129
  %131 = load volatile i32, ptr %78, align 4, !tbaa !5
  %132 = mul nsw i32 %131, 1000
  %133 = or disjoint i32 %132, 7
  %134 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 12), align 4, !tbaa !5
  %135 = srem i32 %133, %134
  %136 = sext i32 %135 to i64
  %137 = add i64 %130, %123
  %138 = add i64 %137, %136
  %139 = load volatile i32, ptr %78, align 4, !tbaa !5
  %140 = mul nsw i32 %139, 1000
  %141 = or disjoint i32 %140, 7
  %142 = sext i32 %141 to i64
  %143 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 16), align 16, !tbaa !5
  %144 = sext i32 %143 to i64
  %145 = sdiv i64 %142, %144
  %146 = load volatile i32, ptr %78, align 4, !tbaa !5
  %147 = mul nsw i32 %146, 1000
  %148 = or disjoint i32 %147, 7
  %149 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 16), align 16, !tbaa !5
  %150 = srem i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = add i64 %145, %138
  %153 = add i64 %152, %151
  %154 = load volatile i32, ptr %78, align 4, !tbaa !5
  %155 = mul nsw i32 %154, 1000
  %156 = or disjoint i32 %155, 7
  %157 = sext i32 %156 to i64
  %158 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 20), align 4, !tbaa !5
  %159 = sext i32 %158 to i64
  %160 = sdiv i64 %157, %159
  %161 = load volatile i32, ptr %78, align 4, !tbaa !5
  %162 = mul nsw i32 %161, 1000
  %163 = or disjoint i32 %162, 7
  %164 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 20), align 4, !tbaa !5
  %165 = srem i32 %163, %164
  %166 = sext i32 %165 to i64
  %167 = add i64 %160, %153
  %168 = add i64 %167, %166
  %169 = load volatile i32, ptr %78, align 4, !tbaa !5
  %170 = mul nsw i32 %169, 1000
  %171 = or disjoint i32 %170, 7
  %172 = sext i32 %171 to i64
  %173 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 24), align 8, !tbaa !5
  %174 = sext i32 %173 to i64
  %175 = sdiv i64 %172, %174
  %176 = load volatile i32, ptr %78, align 4, !tbaa !5
  %177 = mul nsw i32 %176, 1000
  %178 = or disjoint i32 %177, 7
  %179 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 24), align 8, !tbaa !5
  %180 = srem i32 %178, %179
  %181 = sext i32 %180 to i64
  %182 = add i64 %175, %168
  %183 = add i64 %182, %181
  %184 = load volatile i32, ptr %78, align 4, !tbaa !5
  %185 = mul nsw i32 %184, 1000
  %186 = or disjoint i32 %185, 7
  %187 = sext i32 %186 to i64
  %188 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 28), align 4, !tbaa !5
  %189 = sext i32 %188 to i64
  %190 = sdiv i64 %187, %189
  %191 = load volatile i32, ptr %78, align 4, !tbaa !5
  %192 = mul nsw i32 %191, 1000
  %193 = or disjoint i32 %192, 7
  %194 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 28), align 4, !tbaa !5
  %195 = srem i32 %193, %194
  %196 = sext i32 %195 to i64
  %197 = add i64 %190, %183
  %198 = add i64 %197, %196
  %199 = add nuw nsw i64 %76, 1
  %200 = icmp eq i64 %199, 8
  br i1 %200, label %201, label %75, !llvm.loop !16

201:                                              ; preds = %75
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %198)
  br label %209

203:                                              ; preds = %209
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %219)
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -7, i32 noundef -3, i32 noundef 2)
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 7, i32 noundef 2, i32 noundef 1)
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -125, i32 noundef 536870787)
  ret i32 0

209:                                              ; preds = %201, %209
  %210 = phi i64 [ 1, %201 ], [ %220, %209 ]
  %211 = phi i64 [ 0, %201 ], [ %219, %209 ]
  %212 = mul nuw nsw i64 %210, 281474976710655
  %213 = mul nuw nsw i64 %210, 3
  %214 = add nuw nsw i64 %213, 1
  %215 = udiv i64 %212, %214
  %216 = add nuw nsw i64 %210, 17
  %217 = urem i64 %212, %216
  %218 = add i64 %215, %211
  %219 = add i64 %218, %217
  %220 = add nuw nsw i64 %210, 1
  %221 = icmp eq i64 %220, 200
  br i1 %221, label %203, label %209, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !7, i64 0}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
