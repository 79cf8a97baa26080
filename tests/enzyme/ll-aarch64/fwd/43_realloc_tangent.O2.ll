; ModuleID = 'fwd/43_realloc_tangent.c'
source_filename = "fwd/43_realloc_tangent.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.x = private unnamed_addr constant [2 x double] [double 1.500000e+00, double -8.000000e-01], align 8
@__const.main.dx = private unnamed_addr constant [2 x double] [double 1.000000e+00, double 5.000000e-01], align 8
@.str = private unnamed_addr constant [15 x i8] c"keep (realloc)\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"keep = d(x0^2 x1)\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2 x double], align 8
  %2 = alloca [2 x double], align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.x, i64 16, i1 false)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.dx, i64 16, i1 false)
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @keep, ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef 6) #11
  %6 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store <2 x double> <double 0x4002000FBA8B9647, double -7.999950e-01>, ptr %6, align 8, !tbaa !6
  %7 = call dereferenceable_or_null(48) ptr @realloc(ptr noundef nonnull %6, i64 noundef 48) #13
  %8 = load double, ptr %7, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !6
  %11 = fmul double %8, %10
  call void @free(ptr noundef %7) #11
  %12 = call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store <2 x double> <double 0x4001FFF0457B48F1, double 0xBFE999A415F45E0C>, ptr %12, align 8, !tbaa !6
  %13 = call dereferenceable_or_null(48) ptr @realloc(ptr noundef nonnull %12, i64 noundef 48) #13
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %13, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !6
  %17 = fmul double %14, %16
  call void @free(ptr noundef %13) #11
  %18 = fsub double %11, %17
  %19 = fdiv double %18, 2.000000e-05
  %20 = fsub double %5, %19
  %21 = call double @llvm.fabs.f64(double %20)
  %22 = call double @llvm.fabs.f64(double %19)
  %23 = call double @llvm.maxnum.f64(double %22, double 1.000000e+00)
  %24 = fmul double %23, 0x3EB0C6F7A0B5ED8D
  %25 = fcmp ugt double %21, %24
  %26 = fcmp ule double %22, 1.000000e-09
  %27 = or i1 %26, %25
  %28 = select i1 %27, ptr @.str.3, ptr @.str.4
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %5, double noundef %19, ptr noundef nonnull %28)
  %30 = zext i1 %27 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !10
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !10
  %33 = load double, ptr %1, align 8, !tbaa !6
  %34 = fmul double %33, 2.000000e+00
  %35 = load double, ptr %3, align 8, !tbaa !6
  %36 = fmul double %34, %35
  %37 = load double, ptr %2, align 8, !tbaa !6
  %38 = fmul double %33, %33
  %39 = load double, ptr %4, align 8, !tbaa !6
  %40 = fmul double %38, %39
  %41 = call double @llvm.fmuladd.f64(double %36, double %37, double %40)
  %42 = fsub double %5, %41
  %43 = call double @llvm.fabs.f64(double %42)
  %44 = call double @llvm.fabs.f64(double %41)
  %45 = call double @llvm.maxnum.f64(double %44, double 1.000000e+00)
  %46 = fmul double %45, 0x3EB0C6F7A0B5ED8D
  %47 = fcmp ugt double %43, %46
  %48 = fcmp ule double %44, 1.000000e-09
  %49 = or i1 %48, %47
  %50 = select i1 %49, ptr @.str.3, ptr @.str.4
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %5, double noundef %41, ptr noundef nonnull %50)
  %52 = zext i1 %49 to i32
  %53 = load i32, ptr @fails, align 4, !tbaa !10
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr @fails, align 4, !tbaa !10
  %55 = icmp eq i32 %54, 0
  %56 = select i1 %55, ptr @.str.4, ptr @.str.3
  %57 = call i32 @puts(ptr nonnull dereferenceable(1) %56)
  %58 = load i32, ptr @fails, align 4, !tbaa !10
  %59 = icmp ne i32 %58, 0
  %60 = zext i1 %59 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  ret i32 %60
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable
define internal double @keep(ptr nocapture noundef readonly %0, i32 noundef %1) #5 {
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  %4 = load double, ptr %0, align 8, !tbaa !6
  %5 = fmul double %4, %4
  store double %5, ptr %3, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  store double %7, ptr %8, align 8, !tbaa !6
  %9 = sext i32 %1 to i64
  %10 = shl nsw i64 %9, 3
  %11 = tail call ptr @realloc(ptr noundef nonnull %3, i64 noundef %10) #13
  %12 = load double, ptr %11, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %11, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !6
  %15 = fmul double %12, %14
  tail call void @free(ptr noundef %11) #11
  ret double %15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind willreturn memory(readwrite, argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
