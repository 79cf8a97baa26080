; ModuleID = 'rev/69_cpp_std_vector.cpp'
source_filename = "rev/69_cpp_std_vector.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@enzyme_dup = external local_unnamed_addr global i32, align 4
@enzyme_const = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [9 x i8] c"d/dx[%d]\00", align 1
@_ZL5fails = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.4 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"cannot create std::vector larger than max_size()\00", align 1

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef double @_Z6energyPKdi(ptr nocapture noundef readonly %0, i32 noundef %1) #0 {
  %3 = icmp sgt i32 %1, 0
  tail call void @llvm.assume(i1 %3)
  %4 = zext nneg i32 %1 to i64
  br label %17

5:                                                ; preds = %62
  %6 = ptrtoint ptr %63 to i64
  %7 = ptrtoint ptr %66 to i64
  %8 = ptrtoint ptr %65 to i64
  %9 = sub i64 %7, %8
  %10 = icmp ugt i64 %9, 9223372036854775800
  br i1 %10, label %11, label %12

11:                                               ; preds = %5
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.6) #16
  unreachable

12:                                               ; preds = %5
  %13 = icmp eq ptr %66, %65
  br i1 %13, label %83, label %14

14:                                               ; preds = %12
  %15 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %9) #17
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %15, ptr align 8 %65, i64 %9, i1 false)
  %16 = getelementptr inbounds i8, ptr %15, i64 %9
  br label %96

17:                                               ; preds = %2, %62
  %18 = phi i64 [ 0, %2 ], [ %25, %62 ]
  %19 = phi ptr [ null, %2 ], [ %65, %62 ]
  %20 = phi ptr [ null, %2 ], [ %66, %62 ]
  %21 = phi ptr [ null, %2 ], [ %63, %62 ]
  %22 = getelementptr inbounds double, ptr %0, i64 %18
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @sin(double noundef %23) #18
  %25 = add nuw nsw i64 %18, 1
  %26 = icmp eq i64 %25, %4
  %27 = and i64 %25, 4294967295
  %28 = select i1 %26, i64 0, i64 %27
  %29 = getelementptr inbounds double, ptr %0, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !5
  %31 = fmul double %24, %30
  %32 = icmp eq ptr %20, %21
  br i1 %32, label %34, label %33

33:                                               ; preds = %17
  store double %31, ptr %20, align 8, !tbaa !5
  br label %62

34:                                               ; preds = %17
  %35 = ptrtoint ptr %20 to i64
  %36 = ptrtoint ptr %19 to i64
  %37 = sub i64 %35, %36
  %38 = icmp eq i64 %37, 9223372036854775800
  br i1 %38, label %39, label %40

39:                                               ; preds = %34
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.5) #16
  unreachable

40:                                               ; preds = %34
  %41 = ashr exact i64 %37, 3
  %42 = tail call i64 @llvm.umax.i64(i64 %41, i64 1)
  %43 = add nsw i64 %42, %41
  %44 = icmp ult i64 %43, %41
  %45 = tail call i64 @llvm.umin.i64(i64 %43, i64 1152921504606846975)
  %46 = select i1 %44, i64 1152921504606846975, i64 %45
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %40
  %49 = shl nuw nsw i64 %46, 3
  %50 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %49) #17
  br label %51

51:                                               ; preds = %48, %40
  %52 = phi ptr [ %50, %48 ], [ null, %40 ]
  %53 = getelementptr inbounds double, ptr %52, i64 %41
  store double %31, ptr %53, align 8, !tbaa !5
  %54 = icmp sgt i64 %37, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %51
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %52, ptr align 8 %19, i64 %37, i1 false)
  br label %56

56:                                               ; preds = %51, %55
  %57 = getelementptr inbounds i8, ptr %52, i64 %37
  %58 = icmp eq ptr %19, null
  br i1 %58, label %60, label %59

59:                                               ; preds = %56
  tail call void @_ZdlPvm(ptr noundef nonnull %19, i64 noundef %37) #19
  br label %60

60:                                               ; preds = %56, %59
  %61 = getelementptr inbounds double, ptr %52, i64 %46
  br label %62

62:                                               ; preds = %33, %60
  %63 = phi ptr [ %61, %60 ], [ %21, %33 ]
  %64 = phi ptr [ %57, %60 ], [ %20, %33 ]
  %65 = phi ptr [ %52, %60 ], [ %19, %33 ]
  %66 = getelementptr inbounds i8, ptr %64, i64 8
  %67 = icmp eq i64 %25, %4
  br i1 %67, label %5, label %17, !llvm.loop !9

68:                                               ; preds = %96
  %69 = icmp eq ptr %65, %64
  %70 = or i1 %13, %69
  br i1 %70, label %85, label %71

71:                                               ; preds = %68
  %72 = load double, ptr %65, align 8, !tbaa !5
  br label %73

73:                                               ; preds = %73, %71
  %74 = phi double [ %80, %73 ], [ %72, %71 ]
  %75 = phi ptr [ %77, %73 ], [ %65, %71 ]
  %76 = phi ptr [ %81, %73 ], [ %65, %71 ]
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = fcmp olt double %74, %78
  %80 = select i1 %79, double %78, double %74
  %81 = select i1 %79, ptr %77, ptr %76
  %82 = icmp eq ptr %77, %64
  br i1 %82, label %85, label %73, !llvm.loop !11

83:                                               ; preds = %12
  %84 = load double, ptr %65, align 8, !tbaa !5
  br label %88

85:                                               ; preds = %73, %68
  %86 = phi ptr [ %65, %68 ], [ %81, %73 ]
  %87 = load double, ptr %86, align 8, !tbaa !5
  tail call void @_ZdlPvm(ptr noundef nonnull %15, i64 noundef %9) #19
  br label %88

88:                                               ; preds = %83, %85
  %89 = phi double [ %84, %83 ], [ %87, %85 ]
  %90 = phi double [ 0.000000e+00, %83 ], [ %100, %85 ]
  %91 = icmp eq ptr %65, null
  br i1 %91, label %94, label %92

92:                                               ; preds = %88
  %93 = sub i64 %6, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %65, i64 noundef %93) #19
  br label %94

94:                                               ; preds = %88, %92
  %95 = fadd double %90, %89
  ret double %95

96:                                               ; preds = %14, %96
  %97 = phi double [ %100, %96 ], [ 0.000000e+00, %14 ]
  %98 = phi ptr [ %101, %96 ], [ %15, %14 ]
  %99 = load double, ptr %98, align 8, !tbaa !5
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %97)
  %101 = getelementptr inbounds i8, ptr %98, i64 8
  %102 = icmp eq ptr %101, %16
  br i1 %102, label %68, label %96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca [8 x double], align 16
  %4 = alloca [32 x i8], align 16
  %5 = alloca [8 x double], align 16
  %6 = alloca [8 x double], align 16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 6, ptr %1, align 4, !tbaa !12
  %7 = load volatile i32, ptr %1, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #18
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %3, i8 0, i64 64, i1 false)
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %12, label %9

9:                                                ; preds = %0
  %10 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %11 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z6energyPKdi, i32 noundef %10, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %11, i32 noundef %7) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #18
  br label %37

12:                                               ; preds = %0
  %13 = zext nneg i32 %7 to i64
  %14 = icmp ult i32 %7, 4
  br i1 %14, label %15, label %17

15:                                               ; preds = %32, %12
  %16 = phi i64 [ 0, %12 ], [ %18, %32 ]
  br label %42

17:                                               ; preds = %12
  %18 = and i64 %13, 2147483644
  br label %19

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %29, %19 ]
  %21 = phi <2 x i32> [ <i32 0, i32 1>, %17 ], [ %30, %19 ]
  %22 = add <2 x i32> %21, <i32 2, i32 2>
  %23 = uitofp <2 x i32> %21 to <2 x double>
  %24 = uitofp <2 x i32> %22 to <2 x double>
  %25 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %23, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %26 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %24, <2 x double> <double 2.000000e-01, double 2.000000e-01>, <2 x double> <double 3.000000e-01, double 3.000000e-01>)
  %27 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %20
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <2 x double> %25, ptr %27, align 16, !tbaa !5
  store <2 x double> %26, ptr %28, align 16, !tbaa !5
  %29 = add nuw i64 %20, 4
  %30 = add <2 x i32> %21, <i32 4, i32 4>
  %31 = icmp eq i64 %29, %18
  br i1 %31, label %32, label %19, !llvm.loop !14

32:                                               ; preds = %19
  %33 = icmp eq i64 %18, %13
  br i1 %33, label %34, label %15

34:                                               ; preds = %42, %32
  %35 = load i32, ptr @enzyme_dup, align 4, !tbaa !12
  %36 = load i32, ptr @enzyme_const, align 4, !tbaa !12
  call void (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @_Z6energyPKdi, i32 noundef %35, ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef %36, i32 noundef %7) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #18
  br i1 %8, label %39, label %37

37:                                               ; preds = %9, %34
  %38 = load i32, ptr @_ZL5fails, align 4, !tbaa !12
  br label %50

39:                                               ; preds = %34
  %40 = zext nneg i32 %7 to i64
  %41 = shl nuw nsw i64 %40, 3
  br label %58

42:                                               ; preds = %15, %42
  %43 = phi i64 [ %48, %42 ], [ %16, %15 ]
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 2.000000e-01, double 3.000000e-01)
  %47 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %43
  store double %46, ptr %47, align 8, !tbaa !5
  %48 = add nuw nsw i64 %43, 1
  %49 = icmp eq i64 %48, %13
  br i1 %49, label %34, label %42, !llvm.loop !17

50:                                               ; preds = %58, %37
  %51 = phi i32 [ %38, %37 ], [ %86, %58 ]
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, ptr @.str.3, ptr @.str.2
  %54 = call i32 @puts(ptr nonnull dereferenceable(1) %53)
  %55 = load i32, ptr @_ZL5fails, align 4, !tbaa !12
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %57

58:                                               ; preds = %39, %58
  %59 = phi i64 [ 0, %39 ], [ %87, %58 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %6) #18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %5, ptr nonnull align 16 %2, i64 %41, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %6, ptr nonnull align 16 %2, i64 %41, i1 false)
  %60 = getelementptr inbounds [8 x double], ptr %5, i64 0, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !5
  %62 = fadd double %61, 0x3EB0C6F7A0B5ED8D
  store double %62, ptr %60, align 8, !tbaa !5
  %63 = getelementptr inbounds [8 x double], ptr %6, i64 0, i64 %59
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = fadd double %64, 0xBEB0C6F7A0B5ED8D
  store double %65, ptr %63, align 8, !tbaa !5
  %66 = trunc nuw nsw i64 %59 to i32
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 32, ptr noundef nonnull @.str, i32 noundef %66) #18
  %68 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %59
  %69 = load double, ptr %68, align 8, !tbaa !5
  %70 = call noundef double @_Z6energyPKdi(ptr noundef nonnull %5, i32 noundef %7)
  %71 = call noundef double @_Z6energyPKdi(ptr noundef nonnull %6, i32 noundef %7)
  %72 = fsub double %70, %71
  %73 = fdiv double %72, 2.000000e-06
  %74 = fsub double %69, %73
  %75 = call double @llvm.fabs.f64(double %74)
  %76 = call double @llvm.fabs.f64(double %73)
  %77 = call double @llvm.maxnum.f64(double %76, double 1.000000e+00)
  %78 = fmul double %77, 0x3EB0C6F7A0B5ED8D
  %79 = fcmp ugt double %75, %78
  %80 = fcmp ule double %76, 1.000000e-09
  %81 = or i1 %80, %79
  %82 = select i1 %81, ptr @.str.2, ptr @.str.3
  %83 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %4, double noundef %69, double noundef %73, ptr noundef nonnull %82)
  %84 = zext i1 %81 to i32
  %85 = load i32, ptr @_ZL5fails, align 4, !tbaa !12
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr @_ZL5fails, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #18
  %87 = add nuw nsw i64 %59, 1
  %88 = icmp eq i64 %87, %40
  br i1 %88, label %50, label %58, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

declare void @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #11

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #12

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #14

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #14

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { nofree nounwind }
attributes #13 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #16 = { noreturn nounwind }
attributes #17 = { builtin nounwind allocsize(0) }
attributes #18 = { nounwind }
attributes #19 = { builtin nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !10, !16, !15}
!18 = distinct !{!18, !10}
