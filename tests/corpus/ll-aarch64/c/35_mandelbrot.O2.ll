; ModuleID = 'c/35_mandelbrot.c'
source_filename = "c/35_mandelbrot.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"|%s|\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"total iterations=%ld inside=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"histogram:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"julia total=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [10 x i32], align 4
  %2 = alloca [80 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %1, i8 0, i64 40, i1 false)
  %3 = getelementptr inbounds i8, ptr %2, i64 72
  br label %38

4:                                                ; preds = %46
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %88, i32 noundef %85)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3)
  %7 = load i32, ptr %1, align 4, !tbaa !6
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %7)
  %9 = getelementptr inbounds i8, ptr %1, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13)
  %15 = getelementptr inbounds i8, ptr %1, i64 12
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %16)
  %18 = getelementptr inbounds i8, ptr %1, i64 16
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %19)
  %21 = getelementptr inbounds i8, ptr %1, i64 20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %22)
  %24 = getelementptr inbounds i8, ptr %1, i64 24
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %25)
  %27 = getelementptr inbounds i8, ptr %1, i64 28
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = getelementptr inbounds i8, ptr %1, i64 32
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 36
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %34)
  %36 = load ptr, ptr @stdout, align 8, !tbaa !10
  %37 = call noundef i32 @putc(i32 noundef 10, ptr noundef %36)
  br label %98

38:                                               ; preds = %0, %46
  %39 = phi i64 [ 0, %0 ], [ %88, %46 ]
  %40 = phi i32 [ 0, %0 ], [ %85, %46 ]
  %41 = phi i32 [ 0, %0 ], [ %48, %46 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6
  %42 = uitofp nneg i32 %41 to double
  %43 = fmul double %42, 2.400000e+00
  %44 = fdiv double %43, 2.700000e+01
  %45 = fadd double %44, -1.200000e+00
  br label %50

46:                                               ; preds = %83
  store i8 0, ptr %3, align 1, !tbaa !12
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6
  %48 = add nuw nsw i32 %41, 1
  %49 = icmp eq i32 %48, 28
  br i1 %49, label %4, label %38, !llvm.loop !13

50:                                               ; preds = %38, %83
  %51 = phi i64 [ 0, %38 ], [ %96, %83 ]
  %52 = phi i64 [ %39, %38 ], [ %88, %83 ]
  %53 = phi i32 [ %40, %38 ], [ %85, %83 ]
  %54 = trunc i64 %51 to i32
  %55 = mul i32 %54, 3
  %56 = uitofp nneg i32 %55 to double
  %57 = fdiv double %56, 7.100000e+01
  %58 = fadd double %57, -2.200000e+00
  br label %59

59:                                               ; preds = %67, %50
  %60 = phi double [ 0.000000e+00, %50 ], [ %69, %67 ]
  %61 = phi i32 [ 0, %50 ], [ %72, %67 ]
  %62 = phi double [ 0.000000e+00, %50 ], [ %71, %67 ]
  %63 = fmul double %60, %60
  %64 = fmul double %62, %62
  %65 = fadd double %63, %64
  %66 = fcmp ule double %65, 4.000000e+00
  br i1 %66, label %67, label %76

67:                                               ; preds = %59
  %68 = fsub double %63, %64
  %69 = fadd double %58, %68
  %70 = fmul double %60, 2.000000e+00
  %71 = call double @llvm.fmuladd.f64(double %70, double %62, double %45)
  %72 = add nuw nsw i32 %61, 1
  %73 = icmp eq i32 %72, 200
  br i1 %73, label %74, label %59, !llvm.loop !15

74:                                               ; preds = %67
  %75 = add nsw i32 %53, 1
  br label %83

76:                                               ; preds = %59
  %77 = icmp eq i32 %61, 200
  %78 = add nsw i32 %53, 1
  br i1 %77, label %83, label %79

79:                                               ; preds = %76
  %80 = mul nuw nsw i32 %61, 9
  %81 = udiv i32 %80, 40
  %82 = call i32 @llvm.umin.i32(i32 %81, i32 8)
  br label %83

83:                                               ; preds = %74, %76, %79
  %84 = phi i32 [ %61, %79 ], [ 200, %74 ], [ 200, %76 ]
  %85 = phi i32 [ %53, %79 ], [ %75, %74 ], [ %78, %76 ]
  %86 = phi i32 [ %82, %79 ], [ 9, %74 ], [ 9, %76 ]
  %87 = zext nneg i32 %84 to i64
  %88 = add nsw i64 %52, %87
  %89 = zext nneg i32 %86 to i64
  %90 = getelementptr inbounds [10 x i32], ptr %1, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %90, align 4, !tbaa !6
  %93 = getelementptr inbounds i8, ptr @.str, i64 %89
  %94 = load i8, ptr %93, align 1, !tbaa !12
  %95 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %51
  store i8 %94, ptr %95, align 1, !tbaa !12
  %96 = add nuw nsw i64 %51, 1
  %97 = icmp eq i64 %96, 72
  br i1 %97, label %46, label %50, !llvm.loop !16

98:                                               ; preds = %4, %107
  %99 = phi i32 [ 0, %4 ], [ %110, %107 ]
  %100 = phi i32 [ 0, %4 ], [ %144, %107 ]
  %101 = shl nuw nsw i32 %99, 1
  %102 = uitofp nneg i32 %101 to double
  %103 = fdiv double %102, 1.900000e+01
  %104 = fadd double %103, -1.000000e+00
  br label %112

105:                                              ; preds = %107
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %144)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #6
  ret i32 0

107:                                              ; preds = %141
  %108 = load ptr, ptr @stdout, align 8, !tbaa !10
  %109 = call noundef i32 @putc(i32 noundef 10, ptr noundef %108)
  %110 = add nuw nsw i32 %99, 1
  %111 = icmp eq i32 %110, 20
  br i1 %111, label %105, label %98, !llvm.loop !17

112:                                              ; preds = %98, %141
  %113 = phi i32 [ 0, %98 ], [ %147, %141 ]
  %114 = phi i32 [ %100, %98 ], [ %144, %141 ]
  %115 = mul nuw nsw i32 %113, 3
  %116 = uitofp nneg i32 %115 to double
  %117 = fdiv double %116, 3.900000e+01
  %118 = fadd double %117, -1.500000e+00
  br label %119

119:                                              ; preds = %126, %112
  %120 = phi i32 [ 0, %112 ], [ %132, %126 ]
  %121 = phi double [ %118, %112 ], [ %129, %126 ]
  %122 = phi double [ %104, %112 ], [ %131, %126 ]
  %123 = fmul double %122, %122
  %124 = call double @llvm.fmuladd.f64(double %121, double %121, double %123)
  %125 = fcmp ogt double %124, 4.000000e+00
  br i1 %125, label %134, label %126

126:                                              ; preds = %119
  %127 = fneg double %123
  %128 = call double @llvm.fmuladd.f64(double %121, double %121, double %127)
  %129 = fadd double %128, -8.000000e-01
  %130 = fmul double %121, 2.000000e+00
  %131 = call double @llvm.fmuladd.f64(double %130, double %122, double 1.560000e-01)
  %132 = add nuw nsw i32 %120, 1
  %133 = icmp eq i32 %132, 100
  br i1 %133, label %141, label %119, !llvm.loop !18

134:                                              ; preds = %119
  %135 = icmp ugt i32 %120, 99
  br i1 %135, label %141, label %136

136:                                              ; preds = %134
  %137 = icmp ugt i32 %120, 10
  br i1 %137, label %141, label %138

138:                                              ; preds = %136
  %139 = icmp ugt i32 %120, 4
  %140 = select i1 %139, i32 46, i32 32
  br label %141

141:                                              ; preds = %126, %138, %136, %134
  %142 = phi i32 [ %120, %134 ], [ %120, %138 ], [ %120, %136 ], [ 100, %126 ]
  %143 = phi i32 [ 35, %134 ], [ %140, %138 ], [ 43, %136 ], [ 35, %126 ]
  %144 = add nsw i32 %142, %114
  %145 = load ptr, ptr @stdout, align 8, !tbaa !10
  %146 = call noundef i32 @putc(i32 noundef %143, ptr noundef %145)
  %147 = add nuw nsw i32 %113, 1
  %148 = icmp eq i32 %147, 40
  br i1 %148, label %107, label %112, !llvm.loop !19
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
