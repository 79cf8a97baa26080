; ModuleID = 'rev/01_scalar_out.c'
source_filename = "rev/01_scalar_out.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [6 x i8] c"df/dx\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"df/dy\00", align 1
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str.2 = private unnamed_addr constant [16 x i8] c"df/dy (x const)\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"dg/dx (loop)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %3 = tail call { double, double } (ptr, ...) @__enzyme_autodiff_2(ptr noundef nonnull @f, i32 noundef %2, double noundef 0x3FE6666666666666, i32 noundef %2, double noundef -1.300000e+00) #10
  %4 = extractvalue { double, double } %3, 0
  %5 = extractvalue { double, double } %3, 1
  %6 = insertelement <2 x double> poison, double %5, i64 0
  %7 = insertelement <2 x double> %6, double %4, i64 1
  %8 = fadd <2 x double> %7, <double 0xBFFA03E104B56A00, double 0x3FF996D3DE15C180>
  %9 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %8)
  %10 = fcmp ugt <2 x double> %9, <double 0x3EBB4763A6800000, double 0x3EBAD50A65600000>
  %11 = extractelement <2 x i1> %10, i64 1
  %12 = select i1 %11, ptr @.str.5, ptr @.str.6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str, double noundef %4, double noundef 0xBFF996D3DE15C180, ptr noundef nonnull %12)
  %14 = zext i1 %11 to i32
  %15 = load i32, ptr @fails, align 4, !tbaa !5
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr @fails, align 4, !tbaa !5
  %17 = extractelement <2 x i1> %10, i64 0
  %18 = select i1 %17, ptr @.str.5, ptr @.str.6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.1, double noundef %5, double noundef 0x3FFA03E104B56A00, ptr noundef nonnull %18)
  %20 = zext i1 %17 to i32
  %21 = load i32, ptr @fails, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !5
  %23 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %24 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, i32 noundef %23, double noundef 0x3FE6666666666666, double noundef -1.300000e+00) #10
  %25 = fadd double %24, 0xBFFA03E104B56A00
  %26 = tail call double @llvm.fabs.f64(double %25)
  %27 = fcmp ugt double %26, 0x3EBB4763A6800000
  %28 = select i1 %27, ptr @.str.5, ptr @.str.6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.2, double noundef %24, double noundef 0x3FFA03E104B56A00, ptr noundef nonnull %28)
  %30 = zext i1 %27 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !5
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !5
  %33 = load volatile i32, ptr %1, align 4, !tbaa !5
  %34 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %35 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @g, double noundef 0x3FE6666666666666, i32 noundef %34, i32 noundef %33) #10
  %36 = icmp sgt i32 %33, 0
  br i1 %36, label %37, label %145

37:                                               ; preds = %0
  %38 = and i32 %33, 3
  %39 = icmp ult i32 %33, 4
  br i1 %39, label %72, label %40

40:                                               ; preds = %37
  %41 = and i32 %33, 2147483644
  br label %42

42:                                               ; preds = %42, %40
  %43 = phi i32 [ 0, %40 ], [ %66, %42 ]
  %44 = phi double [ 0.000000e+00, %40 ], [ %69, %42 ]
  %45 = phi i32 [ 0, %40 ], [ %70, %42 ]
  %46 = uitofp nneg i32 %43 to double
  %47 = tail call double @pow(double noundef 7.000010e-01, double noundef %46) #10
  %48 = or disjoint i32 %43, 1
  %49 = uitofp nneg i32 %48 to double
  %50 = fdiv double %47, %49
  %51 = fadd double %44, %50
  %52 = uitofp nneg i32 %48 to double
  %53 = tail call double @pow(double noundef 7.000010e-01, double noundef %52) #10
  %54 = or disjoint i32 %43, 2
  %55 = uitofp nneg i32 %54 to double
  %56 = fdiv double %53, %55
  %57 = fadd double %51, %56
  %58 = uitofp nneg i32 %54 to double
  %59 = tail call double @pow(double noundef 7.000010e-01, double noundef %58) #10
  %60 = or disjoint i32 %43, 3
  %61 = uitofp nneg i32 %60 to double
  %62 = fdiv double %59, %61
  %63 = fadd double %57, %62
  %64 = uitofp nneg i32 %60 to double
  %65 = tail call double @pow(double noundef 7.000010e-01, double noundef %64) #10
  %66 = add nuw nsw i32 %43, 4
  %67 = uitofp nneg i32 %66 to double
  %68 = fdiv double %65, %67
  %69 = fadd double %63, %68
  %70 = add i32 %45, 4
  %71 = icmp eq i32 %70, %41
  br i1 %71, label %72, label %42, !llvm.loop !9

72:                                               ; preds = %42, %37
  %73 = phi double [ poison, %37 ], [ %69, %42 ]
  %74 = phi i32 [ 0, %37 ], [ %66, %42 ]
  %75 = phi double [ 0.000000e+00, %37 ], [ %69, %42 ]
  %76 = icmp eq i32 %38, 0
  br i1 %76, label %89, label %77

77:                                               ; preds = %72, %77
  %78 = phi i32 [ %83, %77 ], [ %74, %72 ]
  %79 = phi double [ %86, %77 ], [ %75, %72 ]
  %80 = phi i32 [ %87, %77 ], [ 0, %72 ]
  %81 = uitofp nneg i32 %78 to double
  %82 = tail call double @pow(double noundef 7.000010e-01, double noundef %81) #10
  %83 = add nuw nsw i32 %78, 1
  %84 = uitofp nneg i32 %83 to double
  %85 = fdiv double %82, %84
  %86 = fadd double %79, %85
  %87 = add i32 %80, 1
  %88 = icmp eq i32 %87, %38
  br i1 %88, label %89, label %77, !llvm.loop !11

89:                                               ; preds = %77, %72
  %90 = phi double [ %73, %72 ], [ %86, %77 ]
  %91 = and i32 %33, 3
  %92 = icmp ult i32 %33, 4
  br i1 %92, label %125, label %93

93:                                               ; preds = %89
  %94 = and i32 %33, 2147483644
  br label %95

95:                                               ; preds = %95, %93
  %96 = phi i32 [ 0, %93 ], [ %119, %95 ]
  %97 = phi double [ 0.000000e+00, %93 ], [ %122, %95 ]
  %98 = phi i32 [ 0, %93 ], [ %123, %95 ]
  %99 = uitofp nneg i32 %96 to double
  %100 = tail call double @pow(double noundef 0x3FE666644D87724F, double noundef %99) #10
  %101 = or disjoint i32 %96, 1
  %102 = uitofp nneg i32 %101 to double
  %103 = fdiv double %100, %102
  %104 = fadd double %97, %103
  %105 = uitofp nneg i32 %101 to double
  %106 = tail call double @pow(double noundef 0x3FE666644D87724F, double noundef %105) #10
  %107 = or disjoint i32 %96, 2
  %108 = uitofp nneg i32 %107 to double
  %109 = fdiv double %106, %108
  %110 = fadd double %104, %109
  %111 = uitofp nneg i32 %107 to double
  %112 = tail call double @pow(double noundef 0x3FE666644D87724F, double noundef %111) #10
  %113 = or disjoint i32 %96, 3
  %114 = uitofp nneg i32 %113 to double
  %115 = fdiv double %112, %114
  %116 = fadd double %110, %115
  %117 = uitofp nneg i32 %113 to double
  %118 = tail call double @pow(double noundef 0x3FE666644D87724F, double noundef %117) #10
  %119 = add nuw nsw i32 %96, 4
  %120 = uitofp nneg i32 %119 to double
  %121 = fdiv double %118, %120
  %122 = fadd double %116, %121
  %123 = add i32 %98, 4
  %124 = icmp eq i32 %123, %94
  br i1 %124, label %125, label %95, !llvm.loop !9

125:                                              ; preds = %95, %89
  %126 = phi double [ poison, %89 ], [ %122, %95 ]
  %127 = phi i32 [ 0, %89 ], [ %119, %95 ]
  %128 = phi double [ 0.000000e+00, %89 ], [ %122, %95 ]
  %129 = icmp eq i32 %91, 0
  br i1 %129, label %142, label %130

130:                                              ; preds = %125, %130
  %131 = phi i32 [ %136, %130 ], [ %127, %125 ]
  %132 = phi double [ %139, %130 ], [ %128, %125 ]
  %133 = phi i32 [ %140, %130 ], [ 0, %125 ]
  %134 = uitofp nneg i32 %131 to double
  %135 = tail call double @pow(double noundef 0x3FE666644D87724F, double noundef %134) #10
  %136 = add nuw nsw i32 %131, 1
  %137 = uitofp nneg i32 %136 to double
  %138 = fdiv double %135, %137
  %139 = fadd double %132, %138
  %140 = add i32 %133, 1
  %141 = icmp eq i32 %140, %91
  br i1 %141, label %142, label %130, !llvm.loop !13

142:                                              ; preds = %130, %125
  %143 = phi double [ %126, %125 ], [ %139, %130 ]
  %144 = fsub double %90, %143
  br label %145

145:                                              ; preds = %142, %0
  %146 = phi double [ 0.000000e+00, %0 ], [ %144, %142 ]
  %147 = fdiv double %146, 2.000000e-06
  %148 = fsub double %35, %147
  %149 = tail call double @llvm.fabs.f64(double %148)
  %150 = tail call double @llvm.fabs.f64(double %147)
  %151 = tail call double @llvm.maxnum.f64(double %150, double 1.000000e+00)
  %152 = fmul double %151, 0x3EB0C6F7A0B5ED8D
  %153 = fcmp ugt double %149, %152
  %154 = fcmp ule double %150, 1.000000e-09
  %155 = or i1 %154, %153
  %156 = select i1 %155, ptr @.str.5, ptr @.str.6
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.3, double noundef %35, double noundef %147, ptr noundef nonnull %156)
  %158 = zext i1 %155 to i32
  %159 = load i32, ptr @fails, align 4, !tbaa !5
  %160 = add nsw i32 %159, %158
  store i32 %160, ptr @fails, align 4, !tbaa !5
  %161 = icmp eq i32 %160, 0
  %162 = select i1 %161, ptr @.str.6, ptr @.str.5
  %163 = tail call i32 @puts(ptr nonnull dereferenceable(1) %162)
  %164 = load i32, ptr @fails, align 4, !tbaa !5
  %165 = icmp ne i32 %164, 0
  %166 = zext i1 %165 to i32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare { double, double } @__enzyme_autodiff_2(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = tail call double @sin(double noundef %0) #10
  %4 = fmul double %0, %1
  %5 = tail call double @exp(double noundef %4) #10
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = fdiv double %5, %6
  %8 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %7)
  %9 = tail call double @llvm.fmuladd.f64(double %1, double %1, double 1.000000e+00)
  %10 = tail call double @llvm.sqrt.f64(double %9)
  %11 = fsub double %8, %10
  ret double %11
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(write) uwtable
define internal double @g(double noundef %0, i32 noundef %1) #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %26

4:                                                ; preds = %2
  %5 = and i32 %1, 3
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %9, label %7

7:                                                ; preds = %4
  %8 = and i32 %1, 2147483644
  br label %28

9:                                                ; preds = %28, %4
  %10 = phi double [ poison, %4 ], [ %55, %28 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %28 ]
  %12 = phi double [ 0.000000e+00, %4 ], [ %55, %28 ]
  %13 = icmp eq i32 %5, 0
  br i1 %13, label %26, label %14

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %20, %14 ], [ %11, %9 ]
  %16 = phi double [ %23, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %24, %14 ], [ 0, %9 ]
  %18 = uitofp nneg i32 %15 to double
  %19 = tail call double @pow(double noundef %0, double noundef %18) #10
  %20 = add nuw nsw i32 %15, 1
  %21 = uitofp nneg i32 %20 to double
  %22 = fdiv double %19, %21
  %23 = fadd double %16, %22
  %24 = add i32 %17, 1
  %25 = icmp eq i32 %24, %5
  br i1 %25, label %26, label %14, !llvm.loop !14

26:                                               ; preds = %9, %14, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %10, %9 ], [ %23, %14 ]
  ret double %27

28:                                               ; preds = %28, %7
  %29 = phi i32 [ 0, %7 ], [ %52, %28 ]
  %30 = phi double [ 0.000000e+00, %7 ], [ %55, %28 ]
  %31 = phi i32 [ 0, %7 ], [ %56, %28 ]
  %32 = uitofp nneg i32 %29 to double
  %33 = tail call double @pow(double noundef %0, double noundef %32) #10
  %34 = or disjoint i32 %29, 1
  %35 = uitofp nneg i32 %34 to double
  %36 = fdiv double %33, %35
  %37 = fadd double %30, %36
  %38 = uitofp nneg i32 %34 to double
  %39 = tail call double @pow(double noundef %0, double noundef %38) #10
  %40 = or disjoint i32 %29, 2
  %41 = uitofp nneg i32 %40 to double
  %42 = fdiv double %39, %41
  %43 = fadd double %37, %42
  %44 = uitofp nneg i32 %40 to double
  %45 = tail call double @pow(double noundef %0, double noundef %44) #10
  %46 = or disjoint i32 %29, 3
  %47 = uitofp nneg i32 %46 to double
  %48 = fdiv double %45, %47
  %49 = fadd double %43, %48
  %50 = uitofp nneg i32 %46 to double
  %51 = tail call double @pow(double noundef %0, double noundef %50) #10
  %52 = add nuw nsw i32 %29, 4
  %53 = uitofp nneg i32 %52 to double
  %54 = fdiv double %51, %53
  %55 = fadd double %49, %54
  %56 = add i32 %31, 4
  %57 = icmp eq i32 %56, %8
  br i1 %57, label %9, label %28, !llvm.loop !9
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
