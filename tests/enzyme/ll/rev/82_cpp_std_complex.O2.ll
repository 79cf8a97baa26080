; ModuleID = 'rev/82_cpp_std_complex.cpp'
source_filename = "rev/82_cpp_std_complex.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::complex" = type { { double, double } }

@constinit = private unnamed_addr constant [4 x %"class.std::complex"] [%"class.std::complex" { { double, double } { double 1.000000e+00, double 2.000000e-01 } }, %"class.std::complex" { { double, double } { double -5.000000e-01, double 3.000000e-01 } }, %"class.std::complex" { { double, double } { double 2.500000e-01, double -1.000000e-01 } }, %"class.std::complex" { { double, double } { double 3.000000e-01, double 5.000000e-02 } }], align 8
@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@enzyme_out = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [13 x i8] c"reverse d/dt\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"reverse d/dRe coef[i]\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"reverse d/dIm coef[i]\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"forward d/dt\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x %"class.std::complex"], align 16
  %2 = alloca [4 x %"class.std::complex"], align 16
  %3 = alloca [4 x %"class.std::complex"], align 16
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) @constinit, i64 64, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %4 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %5 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %6 = load i32, ptr @enzyme_out, align 4, !tbaa !9
  %7 = call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_ZL1gPKSt7complexIdEid, i32 noundef %4, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %5, i32 noundef 4, i32 noundef %6, double noundef 6.000000e-01) #10
  %8 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 6.000010e-01)
  %9 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 5.999990e-01)
  %10 = fsub double %8, %9
  %11 = fdiv double %10, 2.000000e-06
  %12 = fsub double %7, %11
  %13 = call double @llvm.fabs.f64(double %12)
  %14 = call double @llvm.fabs.f64(double %11)
  %15 = call double @llvm.maxnum.f64(double %14, double 1.000000e+00)
  %16 = fmul double %15, 0x3EB0C6F7A0B5ED8D
  %17 = fcmp ugt double %13, %16
  %18 = fcmp ule double %14, 1.000000e-09
  %19 = or i1 %18, %17
  %20 = select i1 %19, ptr @.str.7, ptr @.str.8
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str, double noundef %7, double noundef %11, ptr noundef nonnull %20)
  %22 = zext i1 %19 to i32
  %23 = load i32, ptr @_ZL5fails, align 4, !tbaa !9
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr @_ZL5fails, align 4, !tbaa !9
  br label %52

25:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  %26 = load i32, ptr @enzyme_dup, align 4, !tbaa !9
  %27 = load i32, ptr @enzyme_const, align 4, !tbaa !9
  %28 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @_ZL1gPKSt7complexIdEid, i32 noundef %26, ptr noundef nonnull %1, ptr noundef nonnull %3, i32 noundef %27, i32 noundef 4, i32 noundef %26, double noundef 6.000000e-01, double noundef 1.000000e+00) #10
  %29 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 6.000010e-01)
  %30 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 5.999990e-01)
  %31 = fsub double %29, %30
  %32 = fdiv double %31, 2.000000e-06
  %33 = fsub double %28, %32
  %34 = call double @llvm.fabs.f64(double %33)
  %35 = call double @llvm.fabs.f64(double %32)
  %36 = call double @llvm.maxnum.f64(double %35, double 1.000000e+00)
  %37 = fmul double %36, 0x3EB0C6F7A0B5ED8D
  %38 = fcmp ugt double %34, %37
  %39 = fcmp ule double %35, 1.000000e-09
  %40 = or i1 %39, %38
  %41 = select i1 %40, ptr @.str.7, ptr @.str.8
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.5, double noundef %28, double noundef %32, ptr noundef nonnull %41)
  %43 = zext i1 %40 to i32
  %44 = load i32, ptr @_ZL5fails, align 4, !tbaa !9
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr @_ZL5fails, align 4, !tbaa !9
  %46 = icmp eq i32 %45, 0
  %47 = select i1 %46, ptr @.str.8, ptr @.str.7
  %48 = call i32 @puts(ptr nonnull dereferenceable(1) %47)
  %49 = load i32, ptr @_ZL5fails, align 4, !tbaa !9
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i32
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #10
  ret i32 %51

52:                                               ; preds = %0, %52
  %53 = phi i64 [ 0, %0 ], [ %101, %52 ]
  %54 = getelementptr inbounds [4 x %"class.std::complex"], ptr %1, i64 0, i64 %53
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  %56 = getelementptr inbounds [4 x %"class.std::complex"], ptr %2, i64 0, i64 %53
  %57 = load <2 x double>, ptr %54, align 16
  %58 = extractelement <2 x double> %57, i64 0
  %59 = fadd double %58, 0x3EB0C6F7A0B5ED8D
  store double %59, ptr %54, align 16
  %60 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 6.000000e-01)
  %61 = fadd double %58, 0xBEB0C6F7A0B5ED8D
  store double %61, ptr %54, align 16
  %62 = extractelement <2 x double> %57, i64 1
  store double %62, ptr %55, align 8, !tbaa !6
  %63 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 6.000000e-01)
  store <2 x double> %57, ptr %54, align 16
  %64 = load double, ptr %56, align 16, !tbaa !11
  %65 = fsub double %60, %63
  %66 = fdiv double %65, 2.000000e-06
  %67 = fsub double %64, %66
  %68 = call double @llvm.fabs.f64(double %67)
  %69 = call double @llvm.fabs.f64(double %66)
  %70 = call double @llvm.maxnum.f64(double %69, double 1.000000e+00)
  %71 = fmul double %70, 0x3EB0C6F7A0B5ED8D
  %72 = fcmp ugt double %68, %71
  %73 = fcmp ule double %69, 1.000000e-09
  %74 = or i1 %73, %72
  %75 = select i1 %74, ptr @.str.7, ptr @.str.8
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.2, double noundef %64, double noundef %66, ptr noundef nonnull %75)
  %77 = zext i1 %74 to i32
  %78 = load i32, ptr @_ZL5fails, align 4, !tbaa !9
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr @_ZL5fails, align 4, !tbaa !9
  %80 = fadd <2 x double> %57, <double 0.000000e+00, double 0x3EB0C6F7A0B5ED8D>
  store <2 x double> %80, ptr %54, align 16
  %81 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 6.000000e-01)
  %82 = fadd double %62, 0xBEB0C6F7A0B5ED8D
  store double %58, ptr %54, align 16
  store double %82, ptr %55, align 8, !tbaa !6
  %83 = call noundef double @_ZL1gPKSt7complexIdEid(ptr noundef nonnull %1, i32 noundef 4, double noundef 6.000000e-01)
  store <2 x double> %57, ptr %54, align 16
  %84 = getelementptr inbounds i8, ptr %56, i64 8
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = fsub double %81, %83
  %87 = fdiv double %86, 2.000000e-06
  %88 = fsub double %85, %87
  %89 = call double @llvm.fabs.f64(double %88)
  %90 = call double @llvm.fabs.f64(double %87)
  %91 = call double @llvm.maxnum.f64(double %90, double 1.000000e+00)
  %92 = fmul double %91, 0x3EB0C6F7A0B5ED8D
  %93 = fcmp ugt double %89, %92
  %94 = fcmp ule double %90, 1.000000e-09
  %95 = or i1 %94, %93
  %96 = select i1 %95, ptr @.str.7, ptr @.str.8
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.3, double noundef %85, double noundef %87, ptr noundef nonnull %96)
  %98 = zext i1 %95 to i32
  %99 = load i32, ptr @_ZL5fails, align 4, !tbaa !9
  %100 = add nsw i32 %99, %98
  store i32 %100, ptr @_ZL5fails, align 4, !tbaa !9
  %101 = add nuw nsw i64 %53, 1
  %102 = icmp eq i64 %101, 4
  br i1 %102, label %25, label %52, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define internal noundef double @_ZL1gPKSt7complexIdEid(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) #4 {
  %4 = fmul double %2, 5.000000e-01
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = zext nneg i32 %1 to i64
  br label %47

8:                                                ; preds = %65, %3
  %9 = phi double [ 0.000000e+00, %3 ], [ %72, %65 ]
  %10 = phi double [ 0.000000e+00, %3 ], [ %73, %65 ]
  %11 = fadd double %2, 3.000000e+00
  %12 = tail call noundef { double, double } @__divdc3(double noundef %9, double noundef %10, double noundef %11, double noundef %4) #10
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  %15 = tail call noundef { double, double } @cexp(double noundef %13, double noundef %14) #10
  %16 = tail call noundef { double, double } @csqrt(double noundef %9, double noundef %10) #10
  %17 = extractvalue { double, double } %16, 0
  %18 = extractvalue { double, double } %16, 1
  %19 = fadd double %2, 2.000000e+00
  %20 = tail call noundef { double, double } @clog(double noundef %19, double noundef %4) #10
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  %23 = fmul double %17, %21
  %24 = fmul double %18, %22
  %25 = fmul double %17, %22
  %26 = fmul double %18, %21
  %27 = fsub double %23, %24
  %28 = fadd double %26, %25
  %29 = fcmp uno double %27, 0.000000e+00
  br i1 %29, label %30, label %36, !prof !15

30:                                               ; preds = %8
  %31 = fcmp uno double %28, 0.000000e+00
  br i1 %31, label %32, label %36, !prof !15

32:                                               ; preds = %30
  %33 = tail call noundef { double, double } @__muldc3(double noundef %17, double noundef %18, double noundef %21, double noundef %22) #10
  %34 = extractvalue { double, double } %33, 0
  %35 = extractvalue { double, double } %33, 1
  br label %36

36:                                               ; preds = %8, %30, %32
  %37 = phi double [ %27, %8 ], [ %27, %30 ], [ %34, %32 ]
  %38 = phi double [ %28, %8 ], [ %28, %30 ], [ %35, %32 ]
  %39 = extractvalue { double, double } %15, 1
  %40 = extractvalue { double, double } %15, 0
  %41 = fadd double %40, %37
  %42 = fadd double %39, %38
  %43 = tail call noundef double @cabs(double noundef %41, double noundef %42) #10
  %44 = fmul double %10, %10
  %45 = tail call noundef double @llvm.fmuladd.f64(double %9, double %9, double %44)
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 1.000000e-01, double %43)
  ret double %46

47:                                               ; preds = %6, %65
  %48 = phi i64 [ %7, %6 ], [ %51, %65 ]
  %49 = phi double [ 0.000000e+00, %6 ], [ %73, %65 ]
  %50 = phi double [ 0.000000e+00, %6 ], [ %72, %65 ]
  %51 = add nsw i64 %48, -1
  %52 = fmul double %50, %2
  %53 = fmul double %4, %49
  %54 = fmul double %4, %50
  %55 = fmul double %49, %2
  %56 = fsub double %52, %53
  %57 = fadd double %54, %55
  %58 = fcmp uno double %56, 0.000000e+00
  br i1 %58, label %59, label %65, !prof !15

59:                                               ; preds = %47
  %60 = fcmp uno double %57, 0.000000e+00
  br i1 %60, label %61, label %65, !prof !15

61:                                               ; preds = %59
  %62 = tail call noundef { double, double } @__muldc3(double noundef %50, double noundef %49, double noundef %2, double noundef %4) #10
  %63 = extractvalue { double, double } %62, 0
  %64 = extractvalue { double, double } %62, 1
  br label %65

65:                                               ; preds = %47, %59, %61
  %66 = phi double [ %56, %47 ], [ %56, %59 ], [ %63, %61 ]
  %67 = phi double [ %57, %47 ], [ %57, %59 ], [ %64, %61 ]
  %68 = getelementptr inbounds %"class.std::complex", ptr %0, i64 %51
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds i8, ptr %68, i64 8
  %71 = load double, ptr %70, align 8
  %72 = fadd double %66, %69
  %73 = fadd double %67, %71
  %74 = icmp ugt i64 %48, 1
  br i1 %74, label %47, label %8, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @cexp(double noundef, double noundef) local_unnamed_addr #7

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind
declare { double, double } @csqrt(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare { double, double } @clog(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare double @cabs(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 64, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"branch_weights", i32 1, i32 1048575}
!16 = distinct !{!16, !14}
