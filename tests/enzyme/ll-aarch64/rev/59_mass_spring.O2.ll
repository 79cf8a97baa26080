; ModuleID = 'rev/59_mass_spring.c'
source_filename = "rev/59_mass_spring.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.System = type { [3 x double], [3 x double], [4 x [2 x double]], [4 x [2 x double]] }

@__const.main.sys = private unnamed_addr constant %struct.System { [3 x double] [double 4.000000e+01, double 5.500000e+01, double 3.000000e+01], [3 x double] [double 5.000000e-01, double 6.000000e-01, double 4.000000e-01], [4 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 5.000000e-01, double -1.000000e-01], [2 x double] [double 1.000000e+00, double -3.000000e-01], [2 x double] [double 1.400000e+00, double -2.000000e-01]], [4 x [2 x double]] [[2 x double] zeroinitializer, [2 x double] [double 1.000000e-01, double 0.000000e+00], [2 x double] [double 0.000000e+00, double -2.000000e-01], [2 x double] [double 3.000000e-01, double 1.000000e-01]] }, align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [11 x i8] c"d/ddamping\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"d/dsys[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.System, align 8
  %3 = alloca %struct.System, align 8
  %4 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 30, ptr %1, align 4, !tbaa !6
  %5 = load volatile i32, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %2, ptr noundef nonnull align 8 dereferenceable(176) @__const.main.sys, i64 176, i1 false)
  call void @llvm.lifetime.start.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(176) %3, i8 0, i64 176, i1 false)
  %6 = load i32, ptr @enzyme_dup, align 4, !tbaa !6
  %7 = load i32, ptr @enzyme_out, align 4, !tbaa !6
  %8 = load i32, ptr @enzyme_const, align 4, !tbaa !6
  %9 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @simulate, i32 noundef %6, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %7, double noundef 3.000000e-01, i32 noundef %8, i32 noundef %5) #10
  %10 = call double @simulate(ptr noundef nonnull %2, double noundef 0x3FD3333764F11B60, i32 noundef %5)
  %11 = call double @simulate(ptr noundef nonnull %2, double noundef 2.999990e-01, i32 noundef %5)
  %12 = fsub double %10, %11
  %13 = fdiv double %12, 2.000000e-06
  %14 = fsub double %9, %13
  %15 = call double @llvm.fabs.f64(double %14)
  %16 = call double @llvm.fabs.f64(double %13)
  %17 = call double @llvm.maxnum.f64(double %16, double 1.000000e+00)
  %18 = fmul double %17, 0x3EB0C6F7A0B5ED8D
  %19 = fcmp ugt double %15, %18
  %20 = fcmp ule double %16, 1.000000e-09
  %21 = or i1 %20, %19
  %22 = select i1 %21, ptr @.str.3, ptr @.str.4
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %9, double noundef %13, ptr noundef nonnull %22)
  %24 = zext i1 %21 to i32
  %25 = load i32, ptr @fails, align 4, !tbaa !6
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr @fails, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  br label %34

27:                                               ; preds = %65
  %28 = icmp eq i32 %66, 0
  %29 = select i1 %28, ptr @.str.4, ptr @.str.3
  %30 = call i32 @puts(ptr nonnull dereferenceable(1) %29)
  %31 = load i32, ptr @fails, align 4, !tbaa !6
  %32 = icmp ne i32 %31, 0
  %33 = zext i1 %32 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 176, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %33

34:                                               ; preds = %0, %65
  %35 = phi i32 [ %26, %0 ], [ %66, %65 ]
  %36 = phi i64 [ 0, %0 ], [ %67, %65 ]
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = and i32 %37, 30
  %39 = icmp eq i32 %38, 14
  br i1 %39, label %65, label %40

40:                                               ; preds = %34
  %41 = getelementptr inbounds double, ptr %2, i64 %36
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !10
  %44 = call double @simulate(ptr noundef nonnull %2, double noundef 3.000000e-01, i32 noundef %5)
  %45 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %45, ptr %41, align 8, !tbaa !10
  %46 = call double @simulate(ptr noundef nonnull %2, double noundef 3.000000e-01, i32 noundef %5)
  store double %42, ptr %41, align 8, !tbaa !10
  %47 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %37) #10
  %48 = getelementptr inbounds double, ptr %3, i64 %36
  %49 = load double, ptr %48, align 8, !tbaa !10
  %50 = fsub double %44, %46
  %51 = fdiv double %50, 2.000000e-06
  %52 = fsub double %49, %51
  %53 = call double @llvm.fabs.f64(double %52)
  %54 = call double @llvm.fabs.f64(double %51)
  %55 = call double @llvm.maxnum.f64(double %54, double 1.000000e+00)
  %56 = fmul double %55, 0x3EB0C6F7A0B5ED8D
  %57 = fcmp ugt double %53, %56
  %58 = fcmp ule double %54, 1.000000e-09
  %59 = or i1 %58, %57
  %60 = select i1 %59, ptr @.str.3, ptr @.str.4
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %4, double noundef %49, double noundef %51, ptr noundef nonnull %60)
  %62 = zext i1 %59 to i32
  %63 = load i32, ptr @fails, align 4, !tbaa !6
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr @fails, align 4, !tbaa !6
  br label %65

65:                                               ; preds = %34, %40
  %66 = phi i32 [ %35, %34 ], [ %64, %40 ]
  %67 = add nuw nsw i64 %36, 1
  %68 = icmp eq i64 %67, 22
  br i1 %68, label %27, label %34, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define internal double @simulate(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2) #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load double, ptr %6, align 8, !tbaa !14
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  %13 = load double, ptr %12, align 8, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 56
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 96
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds i8, ptr %0, i64 104
  %21 = load double, ptr %20, align 8, !tbaa !14
  %22 = getelementptr inbounds i8, ptr %0, i64 112
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %0, i64 120
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds i8, ptr %0, i64 128
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %0, i64 136
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds i8, ptr %0, i64 144
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %0, i64 152
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %0, i64 160
  %35 = load double, ptr %34, align 8
  %36 = getelementptr inbounds i8, ptr %0, i64 168
  %37 = load double, ptr %36, align 8, !tbaa !14
  %38 = icmp sgt i32 %2, 0
  br i1 %38, label %39, label %52

39:                                               ; preds = %3
  %40 = load double, ptr %0, align 8
  %41 = getelementptr inbounds i8, ptr %0, i64 88
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds i8, ptr %0, i64 80
  %44 = load double, ptr %43, align 8
  %45 = getelementptr inbounds i8, ptr %0, i64 72
  %46 = load double, ptr %45, align 8
  %47 = getelementptr inbounds i8, ptr %0, i64 64
  %48 = load double, ptr %47, align 8
  %49 = fneg double %1
  %50 = tail call double @llvm.fmuladd.f64(double %49, double 2.000000e-02, double 1.000000e+00)
  %51 = fneg double %40
  br label %78

52:                                               ; preds = %78, %3
  %53 = phi double [ %19, %3 ], [ %142, %78 ]
  %54 = phi double [ %21, %3 ], [ %145, %78 ]
  %55 = phi double [ %27, %3 ], [ %129, %78 ]
  %56 = phi double [ %29, %3 ], [ %132, %78 ]
  %57 = phi double [ %31, %3 ], [ %135, %78 ]
  %58 = phi double [ %33, %3 ], [ %138, %78 ]
  %59 = phi double [ %35, %3 ], [ %141, %78 ]
  %60 = phi double [ %37, %3 ], [ %144, %78 ]
  %61 = fmul double %25, %25
  %62 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %61)
  %63 = tail call double @llvm.fmuladd.f64(double %62, double 5.000000e-01, double 0.000000e+00)
  %64 = fmul double %56, %56
  %65 = tail call double @llvm.fmuladd.f64(double %55, double %55, double %64)
  %66 = tail call double @llvm.fmuladd.f64(double %65, double 5.000000e-01, double %63)
  %67 = fmul double %58, %58
  %68 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %67)
  %69 = tail call double @llvm.fmuladd.f64(double %68, double 5.000000e-01, double %66)
  %70 = fmul double %60, %60
  %71 = tail call double @llvm.fmuladd.f64(double %59, double %59, double %70)
  %72 = tail call double @llvm.fmuladd.f64(double %71, double 5.000000e-01, double %69)
  %73 = fadd double %54, 1.000000e+00
  %74 = fadd double %53, -1.500000e+00
  %75 = fmul double %73, %73
  %76 = tail call double @llvm.fmuladd.f64(double %74, double %74, double %75)
  %77 = tail call double @llvm.fmuladd.f64(double %72, double 1.000000e-01, double %76)
  ret double %77

78:                                               ; preds = %39, %78
  %79 = phi double [ %42, %39 ], [ %139, %78 ]
  %80 = phi double [ %44, %39 ], [ %136, %78 ]
  %81 = phi double [ %46, %39 ], [ %133, %78 ]
  %82 = phi double [ %48, %39 ], [ %130, %78 ]
  %83 = phi double [ %19, %39 ], [ %142, %78 ]
  %84 = phi double [ %21, %39 ], [ %145, %78 ]
  %85 = phi double [ %27, %39 ], [ %129, %78 ]
  %86 = phi double [ %29, %39 ], [ %132, %78 ]
  %87 = phi double [ %31, %39 ], [ %135, %78 ]
  %88 = phi double [ %33, %39 ], [ %138, %78 ]
  %89 = phi double [ %35, %39 ], [ %141, %78 ]
  %90 = phi double [ %37, %39 ], [ %144, %78 ]
  %91 = phi i32 [ 0, %39 ], [ %146, %78 ]
  %92 = fsub double %82, %15
  %93 = fsub double %81, %17
  %94 = fmul double %93, %93
  %95 = tail call double @llvm.fmuladd.f64(double %92, double %92, double %94)
  %96 = tail call double @llvm.sqrt.f64(double %95)
  %97 = fsub double %96, %9
  %98 = fmul double %97, %51
  %99 = fdiv double %98, %96
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %92, double 0.000000e+00)
  %101 = tail call double @llvm.fmuladd.f64(double %99, double %93, double -9.810000e+00)
  %102 = fsub double %80, %82
  %103 = fsub double %79, %81
  %104 = fmul double %103, %103
  %105 = tail call double @llvm.fmuladd.f64(double %102, double %102, double %104)
  %106 = tail call double @llvm.sqrt.f64(double %105)
  %107 = fsub double %106, %11
  %108 = fmul double %5, %107
  %109 = fdiv double %108, %106
  %110 = tail call double @llvm.fmuladd.f64(double %109, double %102, double %100)
  %111 = tail call double @llvm.fmuladd.f64(double %109, double %103, double %101)
  %112 = fneg double %109
  %113 = tail call double @llvm.fmuladd.f64(double %112, double %102, double 0.000000e+00)
  %114 = tail call double @llvm.fmuladd.f64(double %112, double %103, double -9.810000e+00)
  %115 = fsub double %83, %80
  %116 = fsub double %84, %79
  %117 = fmul double %116, %116
  %118 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %117)
  %119 = tail call double @llvm.sqrt.f64(double %118)
  %120 = fsub double %119, %13
  %121 = fmul double %7, %120
  %122 = fdiv double %121, %119
  %123 = tail call double @llvm.fmuladd.f64(double %122, double %115, double %113)
  %124 = tail call double @llvm.fmuladd.f64(double %122, double %116, double %114)
  %125 = fneg double %122
  %126 = tail call double @llvm.fmuladd.f64(double %125, double %115, double 0.000000e+00)
  %127 = tail call double @llvm.fmuladd.f64(double %125, double %116, double -9.810000e+00)
  %128 = tail call double @llvm.fmuladd.f64(double %110, double 2.000000e-02, double %85)
  %129 = fmul double %50, %128
  %130 = tail call double @llvm.fmuladd.f64(double %129, double 2.000000e-02, double %82)
  %131 = tail call double @llvm.fmuladd.f64(double %111, double 2.000000e-02, double %86)
  %132 = fmul double %50, %131
  %133 = tail call double @llvm.fmuladd.f64(double %132, double 2.000000e-02, double %81)
  %134 = tail call double @llvm.fmuladd.f64(double %123, double 2.000000e-02, double %87)
  %135 = fmul double %50, %134
  %136 = tail call double @llvm.fmuladd.f64(double %135, double 2.000000e-02, double %80)
  %137 = tail call double @llvm.fmuladd.f64(double %124, double 2.000000e-02, double %88)
  %138 = fmul double %50, %137
  %139 = tail call double @llvm.fmuladd.f64(double %138, double 2.000000e-02, double %79)
  %140 = tail call double @llvm.fmuladd.f64(double %126, double 2.000000e-02, double %89)
  %141 = fmul double %50, %140
  %142 = tail call double @llvm.fmuladd.f64(double %141, double 2.000000e-02, double %83)
  %143 = tail call double @llvm.fmuladd.f64(double %127, double 2.000000e-02, double %90)
  %144 = fmul double %50, %143
  %145 = tail call double @llvm.fmuladd.f64(double %144, double 2.000000e-02, double %84)
  %146 = add nuw nsw i32 %91, 1
  %147 = icmp eq i32 %146, %2
  br i1 %147, label %52, label %78, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !13}
