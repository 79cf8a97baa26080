; ModuleID = 'c/27_int_divrem.c'
source_filename = "c/27_int_divrem.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a32 = private unnamed_addr constant [9 x i32] [i32 0, i32 1, i32 -1, i32 17, i32 -17, i32 2147483647, i32 -2147483647, i32 123456789, i32 -987654321], align 4
@.str = private unnamed_addr constant [57 x i8] c"%11d: /3=%d %%3=%d /-7=%d %%-7=%d /16=%d %%16=%d >>4=%d\0A\00", align 1
@__const.main.u32 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 17, i32 -1, i32 -2147483648, i32 123456789], align 4
@.str.1 = private unnamed_addr constant [54 x i8] c"%10u: /3=%u %%3=%u /10=%u %%10=%u /1000003=%u >>5=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [51 x i8] c"%20lld: /7=%lld %%7=%lld /-1000=%lld %%-1000=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"u64max /7=%llu %%7=%llu /10=%llu %%10=%llu >>63=%llu\0A\00", align 1
@__const.main.s8 = private unnamed_addr constant [4 x i8] c"\80\F9\07\7F", align 1
@__const.main.u8 = private unnamed_addr constant [4 x i8] c"\00\07\C8\FF", align 1
@__const.main.s16 = private unnamed_addr constant [4 x i16] [i16 -32768, i16 -300, i16 300, i16 32767], align 2
@__const.main.u16 = private unnamed_addr constant [4 x i16] [i16 0, i16 300, i16 -25536, i16 -1], align 2
@.str.4 = private unnamed_addr constant [89 x i8] c"i8 %4d /3=%d %%3=%d | u8 %3u /3=%u %%3=%u | i16 %6d /7=%d %%7=%d | u16 %5u /7=%u %%7=%u\0A\00", align 1
@.str.5 = private unnamed_addr constant [44 x i8] c"   i8/-2=%d  u8*3 wraps=%u  i16*2 trunc=%d\0A\00", align 1
@vdiv = internal global [8 x i32] [i32 1, i32 -1, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 1000], align 4
@.str.6 = private unnamed_addr constant [24 x i8] c"runtime div acc = %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"runtime udiv acc = %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [32 x i8] c"x=%d floordiv=%d euclid_mod=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [44 x i8] c"-1000 >> 3 = %d, (unsigned)-1000 >> 3 = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %1
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds [9 x i32], ptr @__const.main.a32, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !6
  %5 = sdiv i32 %4, 3
  %6 = mul i32 %5, 3
  %7 = sub i32 %4, %6
  %8 = sdiv i32 %4, -7
  %9 = srem i32 %4, 7
  %10 = sdiv i32 %4, 16
  %11 = mul i32 %10, 16
  %12 = sub i32 %4, %11
  %13 = ashr i32 %4, 4
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %5, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %12, i32 noundef %13)
  %15 = add nuw nsw i64 %2, 1
  %16 = icmp eq i64 %15, 9
  br i1 %16, label %24, label %1, !llvm.loop !10

17:                                               ; preds = %24
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -1, i64 noundef 0, i64 noundef -1, i64 noundef 0, i64 noundef -1)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 9223372036854775807, i64 noundef 1317624576693539401, i64 noundef 0, i64 noundef -9223372036854775, i64 noundef 807)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef -9223372036854775807, i64 noundef -1317624576693539401, i64 noundef 0, i64 noundef 9223372036854775, i64 noundef -807)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef 1234567890123456789, i64 noundef 176366841446208112, i64 noundef 5, i64 noundef -1234567890123456, i64 noundef 789)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 2635249153387078802, i64 noundef 1, i64 noundef 1844674407370955161, i64 noundef 5, i64 noundef 1)
  br label %39

24:                                               ; preds = %1, %24
  %25 = phi i64 [ %37, %24 ], [ 0, %1 ]
  %26 = getelementptr inbounds [6 x i32], ptr @__const.main.u32, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = udiv i32 %27, 3
  %29 = mul i32 %28, 3
  %30 = sub i32 %27, %29
  %31 = udiv i32 %27, 10
  %32 = mul i32 %31, 10
  %33 = sub i32 %27, %32
  %34 = udiv i32 %27, 1000003
  %35 = lshr i32 %27, 5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27, i32 noundef %28, i32 noundef %30, i32 noundef %31, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = add nuw nsw i64 %25, 1
  %38 = icmp eq i64 %37, 6
  br i1 %38, label %17, label %24, !llvm.loop !12

39:                                               ; preds = %17, %39
  %40 = phi i64 [ 0, %17 ], [ %85, %39 ]
  %41 = getelementptr inbounds [4 x i8], ptr @__const.main.s8, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !13
  %43 = sext i8 %42 to i32
  %44 = freeze i8 %42
  %45 = sdiv i8 %44, 3
  %46 = sext i8 %45 to i32
  %47 = mul i8 %45, 3
  %48 = sub i8 %44, %47
  %49 = sext i8 %48 to i32
  %50 = getelementptr inbounds [4 x i8], ptr @__const.main.u8, i64 0, i64 %40
  %51 = load i8, ptr %50, align 1, !tbaa !13
  %52 = zext i8 %51 to i32
  %53 = freeze i8 %51
  %54 = udiv i8 %53, 3
  %55 = zext nneg i8 %54 to i32
  %56 = mul i8 %54, 3
  %57 = sub i8 %53, %56
  %58 = zext nneg i8 %57 to i32
  %59 = getelementptr inbounds [4 x i16], ptr @__const.main.s16, i64 0, i64 %40
  %60 = load i16, ptr %59, align 2, !tbaa !14
  %61 = sext i16 %60 to i32
  %62 = freeze i16 %60
  %63 = sdiv i16 %62, 7
  %64 = sext i16 %63 to i32
  %65 = mul i16 %63, 7
  %66 = sub i16 %62, %65
  %67 = sext i16 %66 to i32
  %68 = getelementptr inbounds [4 x i16], ptr @__const.main.u16, i64 0, i64 %40
  %69 = load i16, ptr %68, align 2, !tbaa !14
  %70 = zext i16 %69 to i32
  %71 = freeze i16 %69
  %72 = udiv i16 %71, 7
  %73 = zext nneg i16 %72 to i32
  %74 = mul i16 %72, 7
  %75 = sub i16 %71, %74
  %76 = zext nneg i16 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %43, i32 noundef %46, i32 noundef %49, i32 noundef %52, i32 noundef %55, i32 noundef %58, i32 noundef %61, i32 noundef %64, i32 noundef %67, i32 noundef %70, i32 noundef %73, i32 noundef %76)
  %78 = sdiv i8 %42, -2
  %79 = mul i8 %51, 3
  %80 = shl i16 %60, 1
  %81 = sext i8 %78 to i32
  %82 = zext i8 %79 to i32
  %83 = sext i16 %80 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %81, i32 noundef %82, i32 noundef %83)
  %85 = add nuw nsw i64 %40, 1
  %86 = icmp eq i64 %85, 4
  br i1 %86, label %87, label %39, !llvm.loop !16

87:                                               ; preds = %39, %87
  %88 = phi i64 [ %211, %87 ], [ 0, %39 ]
  %89 = phi i64 [ %210, %87 ], [ 0, %39 ]
  %90 = getelementptr inbounds [8 x i32], ptr @vdiv, i64 0, i64 %88
  %91 = load volatile i32, ptr %90, align 4, !tbaa !6
  %92 = mul nsw i32 %91, 1000
  %93 = or disjoint i32 %92, 7
  %94 = sext i32 %93 to i64
  %95 = load volatile i32, ptr @vdiv, align 4, !tbaa !6
  %96 = sext i32 %95 to i64
  %97 = sdiv i64 %94, %96
  %98 = load volatile i32, ptr %90, align 4, !tbaa !6
  %99 = mul nsw i32 %98, 1000
  %100 = or disjoint i32 %99, 7
  %101 = load volatile i32, ptr @vdiv, align 4, !tbaa !6
  %102 = srem i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = add i64 %97, %89
  %105 = add i64 %104, %103
  %106 = load volatile i32, ptr %90, align 4, !tbaa !6
  %107 = mul nsw i32 %106, 1000
  %108 = or disjoint i32 %107, 7
  %109 = sext i32 %108 to i64
  %110 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 4), align 4, !tbaa !6
  %111 = sext i32 %110 to i64
  %112 = sdiv i64 %109, %111
  %113 = load volatile i32, ptr %90, align 4, !tbaa !6
  %114 = mul nsw i32 %113, 1000
  %115 = or disjoint i32 %114, 7
  %116 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 4), align 4, !tbaa !6
  %117 = srem i32 %115, %116
  %118 = sext i32 %117 to i64
  %119 = add i64 %112, %105
  %120 = add i64 %119, %118
  %121 = load volatile i32, ptr %90, align 4, !tbaa !6
  %122 = mul nsw i32 %121, 1000
  %123 = or disjoint i32 %122, 7
  %124 = sext i32 %123 to i64
  %125 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 8), align 4, !tbaa !6
  %126 = sext i32 %125 to i64
  %127 = sdiv i64 %124, %126
  %128 = load volatile i32, ptr %90, align 4, !tbaa !6
  %129 = mul nsw i32 %128, 1000
  %130 = or disjoint i32 %129, 7
  %131 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 8), align 4, !tbaa !6
  %132 = srem i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = add i64 %127, %120
  %135 = add i64 %134, %133
  %136 = load volatile i32, ptr %90, align 4, !tbaa !6
  %137 = mul nsw i32 %136, 1000
  %138 = or disjoint i32 %137, 7
  %139 = sext i32 %138 to i64
  %140 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 12), align 4, !tbaa !6
  %141 = sext i32 %140 to i64
  %142 = sdiv i64 %139, %141
  %143 = load volatile i32, ptr %90, align 4, !tbaa !6
  %144 = mul nsw i32 %143, 1000
  %145 = or disjoint i32 %144, 7
  %146 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 12), align 4, !tbaa !6
  %147 = srem i32 %145, %146
  %148 = sext i32 %147 to i64
  %149 = add i64 %142, %135
  %150 = add i64 %149, %148
  %151 = load volatile i32, ptr %90, align 4, !tbaa !6
  %152 = mul nsw i32 %151, 1000
  %153 = or disjoint i32 %152, 7
  %154 = sext i32 %153 to i64
  %155 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 16), align 4, !tbaa !6
  %156 = sext i32 %155 to i64
  %157 = sdiv i64 %154, %156
  %158 = load volatile i32, ptr %90, align 4, !tbaa !6
  %159 = mul nsw i32 %158, 1000
  %160 = or disjoint i32 %159, 7
  %161 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 16), align 4, !tbaa !6
  %162 = srem i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = add i64 %157, %150
  %165 = add i64 %164, %163
  %166 = load volatile i32, ptr %90, align 4, !tbaa !6
  %167 = mul nsw i32 %166, 1000
  %168 = or disjoint i32 %167, 7
  %169 = sext i32 %168 to i64
  %170 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 20), align 4, !tbaa !6
  %171 = sext i32 %170 to i64
  %172 = sdiv i64 %169, %171
  %173 = load volatile i32, ptr %90, align 4, !tbaa !6
  %174 = mul nsw i32 %173, 1000
  %175 = or disjoint i32 %174, 7
  %176 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 20), align 4, !tbaa !6
  %177 = srem i32 %175, %176
  %178 = sext i32 %177 to i64
  %179 = add i64 %172, %165
  %180 = add i64 %179, %178
  %181 = load volatile i32, ptr %90, align 4, !tbaa !6
  %182 = mul nsw i32 %181, 1000
  %183 = or disjoint i32 %182, 7
  %184 = sext i32 %183 to i64
  %185 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 24), align 4, !tbaa !6
  %186 = sext i32 %185 to i64
  %187 = sdiv i64 %184, %186
  %188 = load volatile i32, ptr %90, align 4, !tbaa !6
  %189 = mul nsw i32 %188, 1000
  %190 = or disjoint i32 %189, 7
  %191 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 24), align 4, !tbaa !6
  %192 = srem i32 %190, %191
  %193 = sext i32 %192 to i64
  %194 = add i64 %187, %180
  %195 = add i64 %194, %193
  %196 = load volatile i32, ptr %90, align 4, !tbaa !6
  %197 = mul nsw i32 %196, 1000
  %198 = or disjoint i32 %197, 7
  %199 = sext i32 %198 to i64
  %200 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 28), align 4, !tbaa !6
  %201 = sext i32 %200 to i64
  %202 = sdiv i64 %199, %201
  %203 = load volatile i32, ptr %90, align 4, !tbaa !6
  %204 = mul nsw i32 %203, 1000
  %205 = or disjoint i32 %204, 7
  %206 = load volatile i32, ptr getelementptr inbounds (i8, ptr @vdiv, i64 28), align 4, !tbaa !6
  %207 = srem i32 %205, %206
  %208 = sext i32 %207 to i64
  %209 = add i64 %202, %195
  %210 = add i64 %209, %208
  %211 = add nuw nsw i64 %88, 1
  %212 = icmp eq i64 %211, 8
  br i1 %212, label %213, label %87, !llvm.loop !17

213:                                              ; preds = %87
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %210)
  br label %215

215:                                              ; preds = %215, %213
  %216 = phi i64 [ 0, %213 ], [ %237, %215 ]
  %217 = phi i64 [ 0, %213 ], [ %235, %215 ]
  %218 = phi i64 [ 0, %213 ], [ %236, %215 ]
  %219 = or disjoint i64 %216, 1
  %220 = add i64 %216, 2
  %221 = mul nuw nsw i64 %219, 281474976710655
  %222 = mul nuw nsw i64 %220, 281474976710655
  %223 = mul nuw nsw i64 %219, 3
  %224 = mul nuw nsw i64 %220, 3
  %225 = add nuw nsw i64 %223, 1
  %226 = or disjoint i64 %224, 1
  %227 = udiv i64 %221, %225
  %228 = udiv i64 %222, %226
  %229 = add nuw nsw i64 %216, 18
  %230 = add i64 %216, 19
  %231 = urem i64 %221, %229
  %232 = urem i64 %222, %230
  %233 = add i64 %227, %217
  %234 = add i64 %228, %218
  %235 = add i64 %233, %231
  %236 = add i64 %234, %232
  %237 = add nuw i64 %216, 2
  %238 = icmp eq i64 %237, 198
  br i1 %238, label %239, label %215, !llvm.loop !18

239:                                              ; preds = %215
  %240 = add i64 %236, %235
  %241 = add i64 %240, 93668094256708
  %242 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %241)
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef -7, i32 noundef -3, i32 noundef 2)
  %244 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 7, i32 noundef 2, i32 noundef 1)
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -125, i32 noundef 536870787)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
