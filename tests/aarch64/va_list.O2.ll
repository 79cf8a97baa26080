; ModuleID = 'va_list.c'
source_filename = "va_list.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [6 x i8] c"%.3f\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"idls\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"dddddddddii\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"iiiiiiiiiid\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.1, i32 noundef 7)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %1)
  %3 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.2, i32 noundef -3, double noundef 2.500000e+00, i64 noundef 1073741824, ptr noundef nonnull @.str.3)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3)
  %5 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.4, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.500000e+00, i32 noundef 10, i32 noundef 11)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %5)
  %7 = tail call double (ptr, ...) @mixed(ptr noundef nonnull @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 2.500000e-01)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal double @mixed(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 {
  %2 = alloca %struct.__va_list, align 8
  %3 = alloca %struct.__va_list, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2)
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds i8, ptr %2, i64 24
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds i8, ptr %2, i64 28
  %9 = getelementptr inbounds i8, ptr %2, i64 16
  %10 = load ptr, ptr %9, align 8
  %11 = load i32, ptr %5, align 8
  %12 = load i32, ptr %8, align 4
  br label %13

13:                                               ; preds = %108, %1
  %14 = phi i32 [ %12, %1 ], [ %109, %108 ]
  %15 = phi i32 [ %11, %1 ], [ %110, %108 ]
  %16 = phi ptr [ %4, %1 ], [ %111, %108 ]
  %17 = phi double [ 0.000000e+00, %1 ], [ %112, %108 ]
  %18 = phi ptr [ %0, %1 ], [ %113, %108 ]
  %19 = load i8, ptr %18, align 1, !tbaa !6
  switch i8 %19, label %108 [
    i8 0, label %20
    i8 105, label %30
    i8 100, label %48
    i8 108, label %65
    i8 115, label %83
  ]

20:                                               ; preds = %13
  call void @llvm.va_end.p0(ptr nonnull %2)
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds i8, ptr %3, i64 24
  %23 = getelementptr inbounds i8, ptr %3, i64 8
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds i8, ptr %3, i64 28
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  %27 = load ptr, ptr %26, align 8
  %28 = load i32, ptr %22, align 8
  %29 = load i32, ptr %25, align 4
  br label %114

30:                                               ; preds = %13
  %31 = icmp sgt i32 %15, -1
  br i1 %31, label %38, label %32

32:                                               ; preds = %30
  %33 = add nsw i32 %15, 8
  store i32 %33, ptr %5, align 8
  %34 = icmp ult i32 %15, -7
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = sext i32 %15 to i64
  %37 = getelementptr inbounds i8, ptr %7, i64 %36
  br label %41

38:                                               ; preds = %32, %30
  %39 = phi i32 [ %33, %32 ], [ %15, %30 ]
  %40 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %40, ptr %2, align 8
  br label %41

41:                                               ; preds = %38, %35
  %42 = phi i32 [ %33, %35 ], [ %39, %38 ]
  %43 = phi ptr [ %16, %35 ], [ %40, %38 ]
  %44 = phi ptr [ %37, %35 ], [ %16, %38 ]
  %45 = load i32, ptr %44, align 8, !tbaa !9
  %46 = sitofp i32 %45 to double
  %47 = fadd double %17, %46
  br label %108

48:                                               ; preds = %13
  %49 = icmp sgt i32 %14, -1
  br i1 %49, label %56, label %50

50:                                               ; preds = %48
  %51 = add nsw i32 %14, 16
  store i32 %51, ptr %8, align 4
  %52 = icmp ult i32 %14, -15
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  %54 = sext i32 %14 to i64
  %55 = getelementptr inbounds i8, ptr %10, i64 %54
  br label %59

56:                                               ; preds = %50, %48
  %57 = phi i32 [ %51, %50 ], [ %14, %48 ]
  %58 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %58, ptr %2, align 8
  br label %59

59:                                               ; preds = %56, %53
  %60 = phi i32 [ %51, %53 ], [ %57, %56 ]
  %61 = phi ptr [ %16, %53 ], [ %58, %56 ]
  %62 = phi ptr [ %55, %53 ], [ %16, %56 ]
  %63 = load double, ptr %62, align 8, !tbaa !11
  %64 = fadd double %17, %63
  br label %108

65:                                               ; preds = %13
  %66 = icmp sgt i32 %15, -1
  br i1 %66, label %73, label %67

67:                                               ; preds = %65
  %68 = add nsw i32 %15, 8
  store i32 %68, ptr %5, align 8
  %69 = icmp ult i32 %15, -7
  br i1 %69, label %70, label %73

70:                                               ; preds = %67
  %71 = sext i32 %15 to i64
  %72 = getelementptr inbounds i8, ptr %7, i64 %71
  br label %76

73:                                               ; preds = %67, %65
  %74 = phi i32 [ %68, %67 ], [ %15, %65 ]
  %75 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %75, ptr %2, align 8
  br label %76

76:                                               ; preds = %73, %70
  %77 = phi i32 [ %68, %70 ], [ %74, %73 ]
  %78 = phi ptr [ %16, %70 ], [ %75, %73 ]
  %79 = phi ptr [ %72, %70 ], [ %16, %73 ]
  %80 = load i64, ptr %79, align 8, !tbaa !13
  %81 = sitofp i64 %80 to double
  %82 = fadd double %17, %81
  br label %108

83:                                               ; preds = %13
  %84 = icmp sgt i32 %15, -1
  br i1 %84, label %91, label %85

85:                                               ; preds = %83
  %86 = add nsw i32 %15, 8
  store i32 %86, ptr %5, align 8
  %87 = icmp ult i32 %15, -7
  br i1 %87, label %88, label %91

88:                                               ; preds = %85
  %89 = sext i32 %15 to i64
  %90 = getelementptr inbounds i8, ptr %7, i64 %89
  br label %94

91:                                               ; preds = %85, %83
  %92 = phi i32 [ %86, %85 ], [ %15, %83 ]
  %93 = getelementptr inbounds i8, ptr %16, i64 8
  store ptr %93, ptr %2, align 8
  br label %94

94:                                               ; preds = %91, %88
  %95 = phi i32 [ %86, %88 ], [ %92, %91 ]
  %96 = phi ptr [ %16, %88 ], [ %93, %91 ]
  %97 = phi ptr [ %90, %88 ], [ %16, %91 ]
  %98 = load ptr, ptr %97, align 8, !tbaa !15
  %99 = load i8, ptr %98, align 1, !tbaa !6
  %100 = icmp eq i8 %99, 0
  br i1 %100, label %108, label %101

101:                                              ; preds = %94, %101
  %102 = phi ptr [ %104, %101 ], [ %98, %94 ]
  %103 = phi double [ %105, %101 ], [ %17, %94 ]
  %104 = getelementptr inbounds i8, ptr %102, i64 1
  %105 = fadd double %103, 1.000000e+00
  %106 = load i8, ptr %104, align 1, !tbaa !6
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %101, !llvm.loop !17

108:                                              ; preds = %101, %94, %13, %41, %59, %76
  %109 = phi i32 [ %14, %76 ], [ %60, %59 ], [ %14, %41 ], [ %14, %13 ], [ %14, %94 ], [ %14, %101 ]
  %110 = phi i32 [ %77, %76 ], [ %15, %59 ], [ %42, %41 ], [ %15, %13 ], [ %95, %94 ], [ %95, %101 ]
  %111 = phi ptr [ %78, %76 ], [ %61, %59 ], [ %43, %41 ], [ %16, %13 ], [ %96, %94 ], [ %96, %101 ]
  %112 = phi double [ %82, %76 ], [ %64, %59 ], [ %47, %41 ], [ %17, %13 ], [ %17, %94 ], [ %105, %101 ]
  %113 = getelementptr inbounds i8, ptr %18, i64 1
  br label %13, !llvm.loop !19

114:                                              ; preds = %202, %20
  %115 = phi i32 [ %29, %20 ], [ %203, %202 ]
  %116 = phi i32 [ %28, %20 ], [ %204, %202 ]
  %117 = phi ptr [ %21, %20 ], [ %205, %202 ]
  %118 = phi double [ 0.000000e+00, %20 ], [ %206, %202 ]
  %119 = phi ptr [ %0, %20 ], [ %207, %202 ]
  %120 = load i8, ptr %119, align 1, !tbaa !6
  switch i8 %120, label %202 [
    i8 0, label %121
    i8 105, label %123
    i8 100, label %142
    i8 108, label %159
    i8 115, label %177
  ]

121:                                              ; preds = %114
  call void @llvm.va_end.p0(ptr nonnull %3)
  %122 = call double @llvm.fmuladd.f64(double %17, double 1.000000e+03, double %118)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  ret double %122

123:                                              ; preds = %114
  %124 = icmp sgt i32 %116, -1
  br i1 %124, label %131, label %125

125:                                              ; preds = %123
  %126 = add nsw i32 %116, 8
  store i32 %126, ptr %22, align 8
  %127 = icmp ult i32 %116, -7
  br i1 %127, label %128, label %131

128:                                              ; preds = %125
  %129 = sext i32 %116 to i64
  %130 = getelementptr inbounds i8, ptr %24, i64 %129
  br label %134

131:                                              ; preds = %125, %123
  %132 = phi i32 [ %126, %125 ], [ %116, %123 ]
  %133 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %133, ptr %3, align 8
  br label %134

134:                                              ; preds = %131, %128
  %135 = phi i32 [ %126, %128 ], [ %132, %131 ]
  %136 = phi ptr [ %117, %128 ], [ %133, %131 ]
  %137 = phi ptr [ %130, %128 ], [ %117, %131 ]
  %138 = load i32, ptr %137, align 8, !tbaa !9
  %139 = shl nsw i32 %138, 1
  %140 = sitofp i32 %139 to double
  %141 = fadd double %118, %140
  br label %202

142:                                              ; preds = %114
  %143 = icmp sgt i32 %115, -1
  br i1 %143, label %150, label %144

144:                                              ; preds = %142
  %145 = add nsw i32 %115, 16
  store i32 %145, ptr %25, align 4
  %146 = icmp ult i32 %115, -15
  br i1 %146, label %147, label %150

147:                                              ; preds = %144
  %148 = sext i32 %115 to i64
  %149 = getelementptr inbounds i8, ptr %27, i64 %148
  br label %153

150:                                              ; preds = %144, %142
  %151 = phi i32 [ %145, %144 ], [ %115, %142 ]
  %152 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %152, ptr %3, align 8
  br label %153

153:                                              ; preds = %150, %147
  %154 = phi i32 [ %145, %147 ], [ %151, %150 ]
  %155 = phi ptr [ %117, %147 ], [ %152, %150 ]
  %156 = phi ptr [ %149, %147 ], [ %117, %150 ]
  %157 = load double, ptr %156, align 8, !tbaa !11
  %158 = call double @llvm.fmuladd.f64(double %157, double 2.000000e+00, double %118)
  br label %202

159:                                              ; preds = %114
  %160 = icmp sgt i32 %116, -1
  br i1 %160, label %167, label %161

161:                                              ; preds = %159
  %162 = add nsw i32 %116, 8
  store i32 %162, ptr %22, align 8
  %163 = icmp ult i32 %116, -7
  br i1 %163, label %164, label %167

164:                                              ; preds = %161
  %165 = sext i32 %116 to i64
  %166 = getelementptr inbounds i8, ptr %24, i64 %165
  br label %170

167:                                              ; preds = %161, %159
  %168 = phi i32 [ %162, %161 ], [ %116, %159 ]
  %169 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %169, ptr %3, align 8
  br label %170

170:                                              ; preds = %167, %164
  %171 = phi i32 [ %162, %164 ], [ %168, %167 ]
  %172 = phi ptr [ %117, %164 ], [ %169, %167 ]
  %173 = phi ptr [ %166, %164 ], [ %117, %167 ]
  %174 = load i64, ptr %173, align 8, !tbaa !13
  %175 = sitofp i64 %174 to double
  %176 = call double @llvm.fmuladd.f64(double %175, double 2.000000e+00, double %118)
  br label %202

177:                                              ; preds = %114
  %178 = icmp sgt i32 %116, -1
  br i1 %178, label %185, label %179

179:                                              ; preds = %177
  %180 = add nsw i32 %116, 8
  store i32 %180, ptr %22, align 8
  %181 = icmp ult i32 %116, -7
  br i1 %181, label %182, label %185

182:                                              ; preds = %179
  %183 = sext i32 %116 to i64
  %184 = getelementptr inbounds i8, ptr %24, i64 %183
  br label %188

185:                                              ; preds = %179, %177
  %186 = phi i32 [ %180, %179 ], [ %116, %177 ]
  %187 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %187, ptr %3, align 8
  br label %188

188:                                              ; preds = %185, %182
  %189 = phi i32 [ %180, %182 ], [ %186, %185 ]
  %190 = phi ptr [ %117, %182 ], [ %187, %185 ]
  %191 = phi ptr [ %184, %182 ], [ %117, %185 ]
  %192 = load ptr, ptr %191, align 8, !tbaa !15
  %193 = load i8, ptr %192, align 1, !tbaa !6
  %194 = icmp eq i8 %193, 0
  br i1 %194, label %202, label %195

195:                                              ; preds = %188, %195
  %196 = phi ptr [ %198, %195 ], [ %192, %188 ]
  %197 = phi double [ %199, %195 ], [ %118, %188 ]
  %198 = getelementptr inbounds i8, ptr %196, i64 1
  %199 = fadd double %197, 2.000000e+00
  %200 = load i8, ptr %198, align 1, !tbaa !6
  %201 = icmp eq i8 %200, 0
  br i1 %201, label %202, label %195, !llvm.loop !20

202:                                              ; preds = %195, %188, %114, %134, %153, %170
  %203 = phi i32 [ %115, %170 ], [ %154, %153 ], [ %115, %134 ], [ %115, %114 ], [ %115, %188 ], [ %115, %195 ]
  %204 = phi i32 [ %171, %170 ], [ %116, %153 ], [ %135, %134 ], [ %116, %114 ], [ %189, %188 ], [ %189, %195 ]
  %205 = phi ptr [ %172, %170 ], [ %155, %153 ], [ %136, %134 ], [ %117, %114 ], [ %190, %188 ], [ %190, %195 ]
  %206 = phi double [ %176, %170 ], [ %158, %153 ], [ %141, %134 ], [ %118, %114 ], [ %118, %188 ], [ %199, %195 ]
  %207 = getelementptr inbounds i8, ptr %119, i64 1
  br label %114, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
