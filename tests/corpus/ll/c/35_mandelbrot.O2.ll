; ModuleID = 'c/35_mandelbrot.c'
source_filename = "c/35_mandelbrot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"|%s|\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"total iterations=%ld inside=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"histogram:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"julia total=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i32], align 16
  %2 = alloca [80 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(40) %1, i8 0, i64 40, i1 false)
  %3 = getelementptr inbounds i8, ptr %2, i64 72
  br label %38

4:                                                ; preds = %46
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %100, i32 noundef %97)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %7 = load i32, ptr %1, align 16, !tbaa !5
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7)
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 8, !tbaa !5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13)
  %15 = getelementptr inbounds i8, ptr %1, i64 12
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %16)
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i32, ptr %18, align 16, !tbaa !5
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %19)
  %21 = getelementptr inbounds i8, ptr %1, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !5
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %22)
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  %25 = load i32, ptr %24, align 8, !tbaa !5
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %25)
  %27 = getelementptr inbounds i8, ptr %1, i64 28
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  %31 = load i32, ptr %30, align 16, !tbaa !5
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 36
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %34)
  %36 = load ptr, ptr @stdout, align 8, !tbaa !9
  %37 = call noundef i32 @putc(i32 noundef 10, ptr noundef %36)
  br label %110

38:                                               ; preds = %0, %46
  %39 = phi i64 [ 0, %0 ], [ %100, %46 ]
  %40 = phi i32 [ 0, %0 ], [ %97, %46 ]
  %41 = phi i32 [ 0, %0 ], [ %48, %46 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6
  %42 = uitofp nneg i32 %41 to double
  %43 = fmul double %42, 2.400000e+00
  %44 = fdiv double %43, 2.700000e+01
  %45 = fadd double %44, -1.200000e+00
  br label %50

46:                                               ; preds = %95
  store i8 0, ptr %3, align 8, !tbaa !11
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6
  %48 = add nuw nsw i32 %41, 1
  %49 = icmp eq i32 %48, 28
  br i1 %49, label %4, label %38, !llvm.loop !12

50:                                               ; preds = %38, %95
  %51 = phi i64 [ 0, %38 ], [ %108, %95 ]
  %52 = phi i64 [ %39, %38 ], [ %100, %95 ]
  %53 = phi i32 [ %40, %38 ], [ %97, %95 ]
  %54 = trunc i64 %51 to i32
  %55 = mul i32 %54, 3
  %56 = uitofp nneg i32 %55 to double
  %57 = fdiv double %56, 7.100000e+01
  %58 = fadd double %57, -2.200000e+00
  br label %59

59:                                               ; preds = %76, %50
  %60 = phi double [ 0.000000e+00, %50 ], [ %80, %76 ]
  %61 = phi i32 [ 0, %50 ], [ %81, %76 ]
  %62 = phi double [ 0.000000e+00, %50 ], [ %78, %76 ]
  %63 = fmul double %60, %60
  %64 = fmul double %62, %62
  %65 = fadd double %63, %64
  %66 = fcmp ule double %65, 4.000000e+00
  br i1 %66, label %67, label %87

67:                                               ; preds = %59
  %68 = fmul double %60, 2.000000e+00
  %69 = call double @llvm.fmuladd.f64(double %68, double %62, double %45)
  %70 = fsub double %63, %64
  %71 = fadd double %58, %70
  %72 = fmul double %71, %71
  %73 = fmul double %69, %69
  %74 = fadd double %72, %73
  %75 = fcmp ule double %74, 4.000000e+00
  br i1 %75, label %76, label %85

76:                                               ; preds = %67
  %77 = fmul double %71, 2.000000e+00
  %78 = call double @llvm.fmuladd.f64(double %77, double %69, double %45)
  %79 = fsub double %72, %73
  %80 = fadd double %58, %79
  %81 = add nuw nsw i32 %61, 2
  %82 = icmp eq i32 %81, 200
  br i1 %82, label %83, label %59, !llvm.loop !14

83:                                               ; preds = %76
  %84 = add nsw i32 %53, 1
  br label %95

85:                                               ; preds = %67
  %86 = or disjoint i32 %61, 1
  br label %87

87:                                               ; preds = %59, %85
  %88 = phi i32 [ %86, %85 ], [ %61, %59 ]
  %89 = icmp eq i32 %88, 200
  %90 = add nsw i32 %53, 1
  br i1 %89, label %95, label %91

91:                                               ; preds = %87
  %92 = mul nuw nsw i32 %88, 9
  %93 = udiv i32 %92, 40
  %94 = call i32 @llvm.umin.i32(i32 %93, i32 8)
  br label %95

95:                                               ; preds = %83, %87, %91
  %96 = phi i32 [ %88, %91 ], [ 200, %83 ], [ 200, %87 ]
  %97 = phi i32 [ %53, %91 ], [ %84, %83 ], [ %90, %87 ]
  %98 = phi i32 [ %94, %91 ], [ 9, %83 ], [ 9, %87 ]
  %99 = zext nneg i32 %96 to i64
  %100 = add nsw i64 %52, %99
  %101 = zext nneg i32 %98 to i64
  %102 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %102, align 4, !tbaa !5
  %105 = getelementptr inbounds i8, ptr @.str, i64 %101
  %106 = load i8, ptr %105, align 1, !tbaa !11
  %107 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %51
  store i8 %106, ptr %107, align 1, !tbaa !11
  %108 = add nuw nsw i64 %51, 1
  %109 = icmp eq i64 %108, 72
  br i1 %109, label %46, label %50, !llvm.loop !15

110:                                              ; preds = %4, %119
  %111 = phi i32 [ 0, %4 ], [ %122, %119 ]
  %112 = phi i32 [ 0, %4 ], [ %168, %119 ]
  %113 = shl nuw nsw i32 %111, 1
  %114 = uitofp nneg i32 %113 to double
  %115 = fdiv double %114, 1.900000e+01
  %116 = fadd double %115, -1.000000e+00
  br label %124

117:                                              ; preds = %119
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %168)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #6
  ret i32 0

119:                                              ; preds = %165
  %120 = load ptr, ptr @stdout, align 8, !tbaa !9
  %121 = call noundef i32 @putc(i32 noundef 10, ptr noundef %120)
  %122 = add nuw nsw i32 %111, 1
  %123 = icmp eq i32 %122, 20
  br i1 %123, label %117, label %110, !llvm.loop !16

124:                                              ; preds = %110, %165
  %125 = phi i32 [ 0, %110 ], [ %171, %165 ]
  %126 = phi i32 [ %112, %110 ], [ %168, %165 ]
  %127 = mul nuw nsw i32 %125, 3
  %128 = uitofp nneg i32 %127 to double
  %129 = fdiv double %128, 3.900000e+01
  %130 = fadd double %129, -1.500000e+00
  br label %131

131:                                              ; preds = %147, %124
  %132 = phi i32 [ 0, %124 ], [ %153, %147 ]
  %133 = phi double [ %130, %124 ], [ %150, %147 ]
  %134 = phi double [ %116, %124 ], [ %152, %147 ]
  %135 = fmul double %134, %134
  %136 = call double @llvm.fmuladd.f64(double %133, double %133, double %135)
  %137 = fcmp ogt double %136, 4.000000e+00
  br i1 %137, label %157, label %138

138:                                              ; preds = %131
  %139 = fneg double %135
  %140 = call double @llvm.fmuladd.f64(double %133, double %133, double %139)
  %141 = fadd double %140, -8.000000e-01
  %142 = fmul double %133, 2.000000e+00
  %143 = call double @llvm.fmuladd.f64(double %142, double %134, double 1.560000e-01)
  %144 = fmul double %143, %143
  %145 = call double @llvm.fmuladd.f64(double %141, double %141, double %144)
  %146 = fcmp ogt double %145, 4.000000e+00
  br i1 %146, label %155, label %147

147:                                              ; preds = %138
  %148 = fneg double %144
  %149 = call double @llvm.fmuladd.f64(double %141, double %141, double %148)
  %150 = fadd double %149, -8.000000e-01
  %151 = fmul double %141, 2.000000e+00
  %152 = call double @llvm.fmuladd.f64(double %151, double %143, double 1.560000e-01)
  %153 = add nuw nsw i32 %132, 2
  %154 = icmp eq i32 %153, 100
  br i1 %154, label %165, label %131, !llvm.loop !17

155:                                              ; preds = %138
  %156 = or disjoint i32 %132, 1
  br label %157

157:                                              ; preds = %131, %155
  %158 = phi i32 [ %156, %155 ], [ %132, %131 ]
  %159 = icmp ugt i32 %158, 99
  br i1 %159, label %165, label %160

160:                                              ; preds = %157
  %161 = icmp ugt i32 %158, 10
  br i1 %161, label %165, label %162

162:                                              ; preds = %160
  %163 = icmp ugt i32 %158, 4
  %164 = select i1 %163, i32 46, i32 32
  br label %165

165:                                              ; preds = %147, %162, %160, %157
  %166 = phi i32 [ %158, %157 ], [ %158, %162 ], [ %158, %160 ], [ 100, %147 ]
  %167 = phi i32 [ 35, %157 ], [ %164, %162 ], [ 43, %160 ], [ 35, %147 ]
  %168 = add nsw i32 %166, %126
  %169 = load ptr, ptr @stdout, align 8, !tbaa !9
  %170 = call noundef i32 @putc(i32 noundef %167, ptr noundef %169)
  %171 = add nuw nsw i32 %125, 1
  %172 = icmp eq i32 %171, 40
  br i1 %172, label %119, label %124, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
