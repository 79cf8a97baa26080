; ModuleID = 'rev/58_heat_equation.c'
source_filename = "rev/58_heat_equation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dkappa\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"d/du0[%d]\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x double], align 16
  %4 = alloca [8 x double], align 16
  %5 = alloca [64 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 8, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 25, ptr %2, align 4, !tbaa !5
  %6 = load volatile i32, ptr %1, align 4, !tbaa !5
  %7 = load volatile i32, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %4, i8 0, i64 64, i1 false)
  store <2 x double> <double 0x3FE48B6DD3DE9F94, double 0x3FD6216BCBC16F21>, ptr %3, align 16, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  store <2 x double> <double 0x3FF27718E8CAF860, double 0x3FE6C459F41C1477>, ptr %8, align 16, !tbaa !9
  %9 = getelementptr inbounds i8, ptr %3, i64 32
  store <2 x double> <double 0x3FF3CEB346EA43BA, double 0x3FE46B78998FB4C9>, ptr %9, align 16, !tbaa !9
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  store <2 x double> <double 0x3FEAE882AC3E6DD9, double 0x3FC6BEEB181EA252>, ptr %10, align 16, !tbaa !9
  %11 = load i32, ptr @enzyme_dup, align 4, !tbaa !5
  %12 = load i32, ptr @enzyme_out, align 4, !tbaa !5
  %13 = load i32, ptr @enzyme_const, align 4, !tbaa !5
  %14 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @heat, i32 noundef %11, ptr noundef nonnull %3, ptr noundef nonnull %4, i32 noundef %12, double noundef 1.700000e+00, i32 noundef %13, i32 noundef %6, i32 noundef %13, i32 noundef %7) #10
  %15 = call double @heat(ptr noundef nonnull %3, double noundef 0x3FFB33343FA2AD3E, i32 noundef %6, i32 noundef %7)
  %16 = call double @heat(ptr noundef nonnull %3, double noundef 0x3FFB333226C3B928, i32 noundef %6, i32 noundef %7)
  %17 = fsub double %15, %16
  %18 = fdiv double %17, 2.000000e-06
  %19 = fsub double %14, %18
  %20 = call double @llvm.fabs.f64(double %19)
  %21 = call double @llvm.fabs.f64(double %18)
  %22 = call double @llvm.maxnum.f64(double %21, double 1.000000e+00)
  %23 = fmul double %22, 0x3EB0C6F7A0B5ED8D
  %24 = fcmp ugt double %20, %23
  %25 = fcmp ule double %21, 1.000000e-09
  %26 = or i1 %25, %24
  %27 = select i1 %26, ptr @.str.3, ptr @.str.4
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %14, double noundef %18, ptr noundef nonnull %27)
  %29 = zext i1 %26 to i32
  %30 = load i32, ptr @fails, align 4, !tbaa !5
  %31 = add nsw i32 %30, %29
  store i32 %31, ptr @fails, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #10
  br label %39

32:                                               ; preds = %39
  %33 = icmp eq i32 %65, 0
  %34 = select i1 %33, ptr @.str.4, ptr @.str.3
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) %34)
  %36 = load i32, ptr @fails, align 4, !tbaa !5
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %38

39:                                               ; preds = %0, %39
  %40 = phi i64 [ 0, %0 ], [ %66, %39 ]
  %41 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = fadd double %42, 0x3EB0C6F7A0B5ED8D
  store double %43, ptr %41, align 8, !tbaa !9
  %44 = call double @heat(ptr noundef nonnull %3, double noundef 1.700000e+00, i32 noundef %6, i32 noundef %7)
  %45 = fadd double %42, 0xBEB0C6F7A0B5ED8D
  store double %45, ptr %41, align 8, !tbaa !9
  %46 = call double @heat(ptr noundef nonnull %3, double noundef 1.700000e+00, i32 noundef %6, i32 noundef %7)
  store double %42, ptr %41, align 8, !tbaa !9
  %47 = trunc nuw nsw i64 %40 to i32
  %48 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull @.str.1, i32 noundef %47) #10
  %49 = getelementptr inbounds [8 x double], ptr %4, i64 0, i64 %40
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = fsub double %44, %46
  %52 = fdiv double %51, 2.000000e-06
  %53 = fsub double %50, %52
  %54 = call double @llvm.fabs.f64(double %53)
  %55 = call double @llvm.fabs.f64(double %52)
  %56 = call double @llvm.maxnum.f64(double %55, double 1.000000e+00)
  %57 = fmul double %56, 0x3EB0C6F7A0B5ED8D
  %58 = fcmp ugt double %54, %57
  %59 = fcmp ule double %55, 1.000000e-09
  %60 = or i1 %59, %58
  %61 = select i1 %60, ptr @.str.3, ptr @.str.4
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %5, double noundef %50, double noundef %52, ptr noundef nonnull %61)
  %63 = zext i1 %60 to i32
  %64 = load i32, ptr @fails, align 4, !tbaa !5
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr @fails, align 4, !tbaa !5
  %66 = add nuw nsw i64 %40, 1
  %67 = icmp eq i64 %66, 8
  br i1 %67, label %32, label %39, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal double @heat(ptr nocapture noundef readonly %0, double noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = sext i32 %2 to i64
  %6 = shl nsw i64 %5, 3
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #11
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #11
  %9 = add nsw i32 %2, 1
  %10 = sitofp i32 %9 to double
  %11 = fdiv double 1.000000e+00, %10
  %12 = fmul double %11, 2.000000e-01
  %13 = fmul double %11, %12
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %4
  %16 = zext nneg i32 %2 to i64
  %17 = shl nuw nsw i64 %16, 3
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %0, i64 %17, i1 false), !tbaa !9
  br label %18

18:                                               ; preds = %15, %4
  %19 = icmp sgt i32 %3, 0
  br i1 %19, label %20, label %47

20:                                               ; preds = %18
  %21 = add nsw i32 %2, -1
  %22 = fmul double %13, %1
  %23 = fmul double %11, %11
  %24 = fdiv double %22, %23
  %25 = sext i32 %21 to i64
  %26 = zext i32 %2 to i64
  %27 = icmp eq i32 %2, 1
  %28 = add nsw i64 %26, -1
  %29 = and i64 %28, 1
  %30 = icmp eq i32 %2, 2
  %31 = and i64 %28, -2
  %32 = icmp eq i64 %29, 0
  br label %33

33:                                               ; preds = %20, %73
  %34 = phi ptr [ %7, %20 ], [ %35, %73 ]
  %35 = phi ptr [ %8, %20 ], [ %34, %73 ]
  %36 = phi i32 [ 0, %20 ], [ %74, %73 ]
  br i1 %14, label %37, label %73

37:                                               ; preds = %33
  br i1 %27, label %41, label %38

38:                                               ; preds = %37
  %39 = getelementptr inbounds i8, ptr %34, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !9
  br label %41

41:                                               ; preds = %38, %37
  %42 = phi double [ %40, %38 ], [ 0.000000e+00, %37 ]
  %43 = load double, ptr %34, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %43, double -2.000000e+00, double 0.000000e+00)
  %45 = fadd double %42, %44
  %46 = tail call double @llvm.fmuladd.f64(double %24, double %45, double %43)
  store double %46, ptr %35, align 8, !tbaa !9
  switch i32 %2, label %76 [
    i32 1, label %73
    i32 2, label %56
  ]

47:                                               ; preds = %73, %18
  %48 = phi ptr [ %8, %18 ], [ %34, %73 ]
  %49 = phi ptr [ %7, %18 ], [ %35, %73 ]
  br i1 %14, label %50, label %123

50:                                               ; preds = %47
  %51 = zext nneg i32 %2 to i64
  %52 = and i64 %51, 1
  %53 = icmp eq i32 %2, 1
  br i1 %53, label %108, label %54

54:                                               ; preds = %50
  %55 = and i64 %51, 2147483646
  br label %125

56:                                               ; preds = %98, %41
  %57 = phi double [ %43, %41 ], [ %101, %98 ]
  %58 = phi i64 [ 1, %41 ], [ %94, %98 ]
  br i1 %32, label %73, label %59

59:                                               ; preds = %56
  %60 = icmp slt i64 %58, %25
  br i1 %60, label %61, label %65

61:                                               ; preds = %59
  %62 = add nuw nsw i64 %58, 1
  %63 = getelementptr inbounds double, ptr %34, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !9
  br label %65

65:                                               ; preds = %61, %59
  %66 = phi double [ %64, %61 ], [ 0.000000e+00, %59 ]
  %67 = getelementptr inbounds double, ptr %34, i64 %58
  %68 = load double, ptr %67, align 8, !tbaa !9
  %69 = tail call double @llvm.fmuladd.f64(double %68, double -2.000000e+00, double %57)
  %70 = fadd double %66, %69
  %71 = tail call double @llvm.fmuladd.f64(double %24, double %70, double %68)
  %72 = getelementptr inbounds double, ptr %35, i64 %58
  store double %71, ptr %72, align 8, !tbaa !9
  br label %73

73:                                               ; preds = %65, %56, %41, %33
  %74 = add nuw nsw i32 %36, 1
  %75 = icmp eq i32 %74, %3
  br i1 %75, label %47, label %33, !llvm.loop !13

76:                                               ; preds = %41, %98
  %77 = phi double [ %101, %98 ], [ %43, %41 ]
  %78 = phi i64 [ %94, %98 ], [ 1, %41 ]
  %79 = phi i64 [ %106, %98 ], [ 0, %41 ]
  %80 = icmp slt i64 %78, %25
  %81 = add nuw nsw i64 %78, 1
  br i1 %80, label %82, label %85

82:                                               ; preds = %76
  %83 = getelementptr inbounds double, ptr %34, i64 %81
  %84 = load double, ptr %83, align 8, !tbaa !9
  br label %85

85:                                               ; preds = %76, %82
  %86 = phi double [ %84, %82 ], [ 0.000000e+00, %76 ]
  %87 = getelementptr inbounds double, ptr %34, i64 %78
  %88 = load double, ptr %87, align 8, !tbaa !9
  %89 = tail call double @llvm.fmuladd.f64(double %88, double -2.000000e+00, double %77)
  %90 = fadd double %86, %89
  %91 = tail call double @llvm.fmuladd.f64(double %24, double %90, double %88)
  %92 = getelementptr inbounds double, ptr %35, i64 %78
  store double %91, ptr %92, align 8, !tbaa !9
  %93 = icmp slt i64 %81, %25
  %94 = add nuw nsw i64 %78, 2
  br i1 %93, label %95, label %98

95:                                               ; preds = %85
  %96 = getelementptr inbounds double, ptr %34, i64 %94
  %97 = load double, ptr %96, align 8, !tbaa !9
  br label %98

98:                                               ; preds = %95, %85
  %99 = phi double [ %97, %95 ], [ 0.000000e+00, %85 ]
  %100 = getelementptr inbounds double, ptr %34, i64 %81
  %101 = load double, ptr %100, align 8, !tbaa !9
  %102 = tail call double @llvm.fmuladd.f64(double %101, double -2.000000e+00, double %88)
  %103 = fadd double %99, %102
  %104 = tail call double @llvm.fmuladd.f64(double %24, double %103, double %101)
  %105 = getelementptr inbounds double, ptr %35, i64 %81
  store double %104, ptr %105, align 8, !tbaa !9
  %106 = add i64 %79, 2
  %107 = icmp eq i64 %106, %31
  br i1 %107, label %56, label %76, !llvm.loop !14

108:                                              ; preds = %125, %50
  %109 = phi double [ poison, %50 ], [ %147, %125 ]
  %110 = phi i64 [ 0, %50 ], [ %148, %125 ]
  %111 = phi double [ 0.000000e+00, %50 ], [ %147, %125 ]
  %112 = icmp eq i64 %52, 0
  br i1 %112, label %123, label %113

113:                                              ; preds = %108
  %114 = trunc nuw nsw i64 %110 to i32
  %115 = uitofp nneg i32 %114 to double
  %116 = tail call double @llvm.fmuladd.f64(double %115, double 3.000000e-01, double 1.000000e+00)
  %117 = getelementptr inbounds double, ptr %49, i64 %110
  %118 = load double, ptr %117, align 8, !tbaa !9
  %119 = fmul double %118, 5.000000e-01
  %120 = fmul double %118, %119
  %121 = tail call double @llvm.fmuladd.f64(double %116, double %118, double %120)
  %122 = fadd double %111, %121
  br label %123

123:                                              ; preds = %113, %108, %47
  %124 = phi double [ 0.000000e+00, %47 ], [ %109, %108 ], [ %122, %113 ]
  tail call void @free(ptr noundef %49) #10
  tail call void @free(ptr noundef %48) #10
  ret double %124

125:                                              ; preds = %125, %54
  %126 = phi i64 [ 0, %54 ], [ %148, %125 ]
  %127 = phi double [ 0.000000e+00, %54 ], [ %147, %125 ]
  %128 = phi i64 [ 0, %54 ], [ %149, %125 ]
  %129 = trunc nuw nsw i64 %126 to i32
  %130 = uitofp nneg i32 %129 to double
  %131 = tail call double @llvm.fmuladd.f64(double %130, double 3.000000e-01, double 1.000000e+00)
  %132 = getelementptr inbounds double, ptr %49, i64 %126
  %133 = load double, ptr %132, align 8, !tbaa !9
  %134 = fmul double %133, 5.000000e-01
  %135 = fmul double %133, %134
  %136 = tail call double @llvm.fmuladd.f64(double %131, double %133, double %135)
  %137 = fadd double %127, %136
  %138 = or disjoint i64 %126, 1
  %139 = trunc nuw nsw i64 %138 to i32
  %140 = uitofp nneg i32 %139 to double
  %141 = tail call double @llvm.fmuladd.f64(double %140, double 3.000000e-01, double 1.000000e+00)
  %142 = getelementptr inbounds double, ptr %49, i64 %138
  %143 = load double, ptr %142, align 8, !tbaa !9
  %144 = fmul double %143, 5.000000e-01
  %145 = fmul double %143, %144
  %146 = tail call double @llvm.fmuladd.f64(double %141, double %143, double %145)
  %147 = fadd double %137, %146
  %148 = add nuw nsw i64 %126, 2
  %149 = add i64 %128, 2
  %150 = icmp eq i64 %149, %55
  br i1 %150, label %108, label %125, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0) }

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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12, !15}
!15 = !{!"llvm.loop.peeled.count", i32 1}
!16 = distinct !{!16, !12}
