; ModuleID = 'c/08_heat1d.c'
source_filename = "c/08_heat1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"explicit: t=%.6f u(0.5)=%.8f exact=%.8f\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"  u[%2d]=%.7f\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"implicit: u(0.5)=%.8f\0A\00", align 1
@.str.3 = private unnamed_addr constant [51 x i8] c"explicit vs implicit max diff = %.3e (< 1e-2: %d)\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [41 x double], align 16
  %2 = alloca [41 x double], align 16
  %3 = alloca [41 x double], align 16
  %4 = alloca [41 x double], align 16
  %5 = alloca [41 x double], align 16
  %6 = alloca [41 x double], align 16
  %7 = alloca [41 x double], align 16
  %8 = alloca [41 x double], align 16
  %9 = alloca [41 x double], align 16
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %5) #6
  br label %13

10:                                               ; preds = %13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(328) %5, ptr noundef nonnull align 16 dereferenceable(328) %3, i64 328, i1 false)
  %11 = getelementptr inbounds i8, ptr %4, i64 320
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  br label %54

13:                                               ; preds = %22, %0
  %14 = phi i64 [ 0, %0 ], [ %30, %22 ]
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = uitofp nneg i32 %15 to double
  %17 = fmul double %16, 0x400921FB54442D18
  %18 = fmul double %17, 2.500000e-02
  %19 = tail call double @sin(double noundef %18) #6
  %20 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %14
  store double %19, ptr %20, align 16, !tbaa !5
  %21 = icmp eq i64 %14, 40
  br i1 %21, label %10, label %22, !llvm.loop !9

22:                                               ; preds = %13
  %23 = or disjoint i64 %14, 1
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = uitofp nneg i32 %24 to double
  %26 = fmul double %25, 0x400921FB54442D18
  %27 = fmul double %26, 2.500000e-02
  %28 = tail call double @sin(double noundef %27) #6
  %29 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %23
  store double %28, ptr %29, align 8, !tbaa !5
  %30 = add nuw nsw i64 %14, 2
  br label %13

31:                                               ; preds = %57
  %32 = getelementptr inbounds i8, ptr %3, i64 160
  %33 = load double, ptr %32, align 16, !tbaa !5
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0x3FA999999999999B, double noundef %33, double noundef 0x3FE38933279940F7)
  %35 = load double, ptr %3, align 16, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %35)
  %37 = getelementptr inbounds i8, ptr %3, i64 64
  %38 = load double, ptr %37, align 16, !tbaa !5
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, double noundef %38)
  %40 = getelementptr inbounds i8, ptr %3, i64 128
  %41 = load double, ptr %40, align 16, !tbaa !5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, double noundef %41)
  %43 = getelementptr inbounds i8, ptr %3, i64 192
  %44 = load double, ptr %43, align 16, !tbaa !5
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 24, double noundef %44)
  %46 = getelementptr inbounds i8, ptr %3, i64 256
  %47 = load double, ptr %46, align 16, !tbaa !5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 32, double noundef %47)
  %49 = getelementptr inbounds i8, ptr %3, i64 320
  %50 = load double, ptr %49, align 16, !tbaa !5
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 40, double noundef %50)
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %8) #6
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %9) #6
  %52 = getelementptr inbounds i8, ptr %2, i64 320
  %53 = getelementptr inbounds i8, ptr %5, i64 320
  br label %84

54:                                               ; preds = %10, %57
  %55 = phi i32 [ 0, %10 ], [ %58, %57 ]
  store double 0.000000e+00, ptr %4, align 16, !tbaa !5
  store double 0.000000e+00, ptr %11, align 16, !tbaa !5
  %56 = load double, ptr %12, align 8, !tbaa !5
  br label %60

57:                                               ; preds = %60
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(328) %3, ptr noundef nonnull align 16 dereferenceable(328) %4, i64 328, i1 false)
  %58 = add nuw nsw i32 %55, 1
  %59 = icmp eq i32 %58, 200
  br i1 %59, label %31, label %54, !llvm.loop !11

60:                                               ; preds = %74, %54
  %61 = phi double [ %56, %54 ], [ %77, %74 ]
  %62 = phi i64 [ 1, %54 ], [ %75, %74 ]
  %63 = add nuw nsw i64 %62, 1
  %64 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !5
  %66 = tail call double @llvm.fmuladd.f64(double %61, double -2.000000e+00, double %65)
  %67 = add nsw i64 %62, -1
  %68 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = fadd double %66, %69
  %71 = tail call double @llvm.fmuladd.f64(double %70, double 4.000000e-01, double %61)
  %72 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %62
  store double %71, ptr %72, align 8, !tbaa !5
  %73 = icmp eq i64 %63, 40
  br i1 %73, label %57, label %74, !llvm.loop !12

74:                                               ; preds = %60
  %75 = add nuw nsw i64 %62, 2
  %76 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !5
  %78 = tail call double @llvm.fmuladd.f64(double %65, double -2.000000e+00, double %77)
  %79 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %62
  %80 = load double, ptr %79, align 8, !tbaa !5
  %81 = fadd double %78, %80
  %82 = tail call double @llvm.fmuladd.f64(double %81, double 4.000000e-01, double %65)
  %83 = getelementptr inbounds [41 x double], ptr %4, i64 0, i64 %63
  store double %82, ptr %83, align 8, !tbaa !5
  br label %60

84:                                               ; preds = %31, %139
  %85 = phi i32 [ 0, %31 ], [ %140, %139 ]
  br label %142

86:                                               ; preds = %139
  %87 = getelementptr inbounds i8, ptr %5, i64 160
  %88 = load double, ptr %87, align 16, !tbaa !5
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %88)
  br label %164

90:                                               ; preds = %155
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 328, ptr nonnull %2) #6
  %91 = load double, ptr %8, align 16, !tbaa !5
  %92 = load double, ptr %7, align 16, !tbaa !5
  %93 = fdiv double %91, %92
  store double %93, ptr %1, align 16, !tbaa !5
  %94 = load double, ptr %9, align 16, !tbaa !5
  %95 = fdiv double %94, %92
  store double %95, ptr %2, align 16, !tbaa !5
  br label %98

96:                                               ; preds = %98
  %97 = load double, ptr %52, align 16, !tbaa !5
  store double %97, ptr %53, align 16, !tbaa !5
  br label %119

98:                                               ; preds = %98, %90
  %99 = phi double [ %95, %90 ], [ %115, %98 ]
  %100 = phi double [ %93, %90 ], [ %110, %98 ]
  %101 = phi i64 [ 1, %90 ], [ %117, %98 ]
  %102 = getelementptr inbounds double, ptr %7, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !5
  %104 = getelementptr inbounds double, ptr %6, i64 %101
  %105 = load double, ptr %104, align 8, !tbaa !5
  %106 = fneg double %105
  %107 = tail call double @llvm.fmuladd.f64(double %106, double %100, double %103)
  %108 = getelementptr inbounds double, ptr %8, i64 %101
  %109 = load double, ptr %108, align 8, !tbaa !5
  %110 = fdiv double %109, %107
  %111 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %101
  store double %110, ptr %111, align 8, !tbaa !5
  %112 = getelementptr inbounds double, ptr %9, i64 %101
  %113 = load double, ptr %112, align 8, !tbaa !5
  %114 = tail call double @llvm.fmuladd.f64(double %106, double %99, double %113)
  %115 = fdiv double %114, %107
  %116 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %101
  store double %115, ptr %116, align 8, !tbaa !5
  %117 = add nuw nsw i64 %101, 1
  %118 = icmp eq i64 %117, 41
  br i1 %118, label %96, label %98, !llvm.loop !13

119:                                              ; preds = %119, %96
  %120 = phi double [ %97, %96 ], [ %136, %119 ]
  %121 = phi i64 [ 39, %96 ], [ %137, %119 ]
  %122 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !5
  %124 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %121
  %125 = load double, ptr %124, align 8, !tbaa !5
  %126 = getelementptr inbounds double, ptr %5, i64 %121
  %127 = fneg double %125
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %120, double %123)
  store double %128, ptr %126, align 8, !tbaa !5
  %129 = add nsw i64 %121, -1
  %130 = getelementptr inbounds [41 x double], ptr %2, i64 0, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !5
  %132 = getelementptr inbounds [41 x double], ptr %1, i64 0, i64 %129
  %133 = load double, ptr %132, align 8, !tbaa !5
  %134 = getelementptr inbounds double, ptr %5, i64 %129
  %135 = fneg double %133
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %128, double %131)
  store double %136, ptr %134, align 8, !tbaa !5
  %137 = add nsw i64 %121, -2
  %138 = icmp eq i64 %129, 0
  br i1 %138, label %139, label %119, !llvm.loop !14

139:                                              ; preds = %119
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %1) #6
  %140 = add nuw nsw i32 %85, 1
  %141 = icmp eq i32 %140, 50
  br i1 %141, label %86, label %84, !llvm.loop !15

142:                                              ; preds = %84, %155
  %143 = phi i64 [ 0, %84 ], [ %158, %155 ]
  %144 = trunc nuw nsw i64 %143 to i32
  switch i32 %144, label %149 [
    i32 40, label %145
    i32 0, label %145
  ]

145:                                              ; preds = %142, %142
  %146 = getelementptr inbounds [41 x double], ptr %6, i64 0, i64 %143
  store double 0.000000e+00, ptr %146, align 8, !tbaa !5
  %147 = getelementptr inbounds [41 x double], ptr %7, i64 0, i64 %143
  store double 1.000000e+00, ptr %147, align 8, !tbaa !5
  %148 = getelementptr inbounds [41 x double], ptr %8, i64 0, i64 %143
  store double 0.000000e+00, ptr %148, align 8, !tbaa !5
  br label %155

149:                                              ; preds = %142
  %150 = getelementptr inbounds [41 x double], ptr %6, i64 0, i64 %143
  store double -1.600000e+00, ptr %150, align 8, !tbaa !5
  %151 = getelementptr inbounds [41 x double], ptr %7, i64 0, i64 %143
  store double 4.200000e+00, ptr %151, align 8, !tbaa !5
  %152 = getelementptr inbounds [41 x double], ptr %8, i64 0, i64 %143
  store double -1.600000e+00, ptr %152, align 8, !tbaa !5
  %153 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %143
  %154 = load double, ptr %153, align 8, !tbaa !5
  br label %155

155:                                              ; preds = %145, %149
  %156 = phi double [ 0.000000e+00, %145 ], [ %154, %149 ]
  %157 = getelementptr inbounds [41 x double], ptr %9, i64 0, i64 %143
  store double %156, ptr %157, align 8, !tbaa !5
  %158 = add nuw nsw i64 %143, 1
  %159 = icmp eq i64 %158, 41
  br i1 %159, label %90, label %142, !llvm.loop !16

160:                                              ; preds = %164
  %161 = fcmp olt double %173, 1.000000e-02
  %162 = zext i1 %161 to i32
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %173, i32 noundef %162)
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %9) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 328, ptr nonnull %3) #6
  ret i32 0

164:                                              ; preds = %175, %86
  %165 = phi i64 [ 0, %86 ], [ %184, %175 ]
  %166 = phi double [ 0.000000e+00, %86 ], [ %183, %175 ]
  %167 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %165
  %168 = load double, ptr %167, align 16, !tbaa !5
  %169 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %165
  %170 = load double, ptr %169, align 16, !tbaa !5
  %171 = fsub double %168, %170
  %172 = tail call double @llvm.fabs.f64(double %171)
  %173 = tail call double @llvm.maxnum.f64(double %166, double %172)
  %174 = icmp eq i64 %165, 40
  br i1 %174, label %160, label %175, !llvm.loop !17

175:                                              ; preds = %164
  %176 = or disjoint i64 %165, 1
  %177 = getelementptr inbounds [41 x double], ptr %3, i64 0, i64 %176
  %178 = load double, ptr %177, align 8, !tbaa !5
  %179 = getelementptr inbounds [41 x double], ptr %5, i64 0, i64 %176
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = fsub double %178, %180
  %182 = tail call double @llvm.fabs.f64(double %181)
  %183 = tail call double @llvm.maxnum.f64(double %173, double %182)
  %184 = add nuw nsw i64 %165, 2
  br label %164
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
