; ModuleID = 'rev/76_posix_memalign.c'
source_filename = "rev/76_posix_memalign.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"reverse\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"forward\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local double @f(double noundef %0) #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  %3 = call i32 @posix_memalign(ptr noundef nonnull %2, i64 noundef 64, i64 noundef 64) #8
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %56

5:                                                ; preds = %1
  %6 = call double @sin(double noundef %0) #8
  %7 = load ptr, ptr %2, align 8, !tbaa !6
  store double %6, ptr %7, align 8, !tbaa !10
  %8 = fmul double %0, 2.000000e+00
  %9 = call double @sin(double noundef %8) #8
  %10 = load ptr, ptr %2, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store double %9, ptr %11, align 8, !tbaa !10
  %12 = fmul double %0, 3.000000e+00
  %13 = call double @sin(double noundef %12) #8
  %14 = load ptr, ptr %2, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  store double %13, ptr %15, align 8, !tbaa !10
  %16 = fmul double %0, 4.000000e+00
  %17 = call double @sin(double noundef %16) #8
  %18 = load ptr, ptr %2, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %18, i64 24
  store double %17, ptr %19, align 8, !tbaa !10
  %20 = fmul double %0, 5.000000e+00
  %21 = call double @sin(double noundef %20) #8
  %22 = load ptr, ptr %2, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %22, i64 32
  store double %21, ptr %23, align 8, !tbaa !10
  %24 = fmul double %0, 6.000000e+00
  %25 = call double @sin(double noundef %24) #8
  %26 = load ptr, ptr %2, align 8, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %26, i64 40
  store double %25, ptr %27, align 8, !tbaa !10
  %28 = fmul double %0, 7.000000e+00
  %29 = call double @sin(double noundef %28) #8
  %30 = load ptr, ptr %2, align 8, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %30, i64 48
  store double %29, ptr %31, align 8, !tbaa !10
  %32 = fmul double %0, 8.000000e+00
  %33 = call double @sin(double noundef %32) #8
  %34 = load ptr, ptr %2, align 8, !tbaa !6
  %35 = load double, ptr %34, align 8, !tbaa !10
  %36 = getelementptr inbounds i8, ptr %34, i64 24
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = call double @llvm.fmuladd.f64(double %35, double %37, double 0.000000e+00)
  %39 = getelementptr inbounds i8, ptr %34, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = getelementptr inbounds i8, ptr %34, i64 32
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = call double @llvm.fmuladd.f64(double %40, double %42, double %38)
  %44 = getelementptr inbounds i8, ptr %34, i64 16
  %45 = load double, ptr %44, align 8, !tbaa !10
  %46 = getelementptr inbounds i8, ptr %34, i64 40
  %47 = load double, ptr %46, align 8, !tbaa !10
  %48 = call double @llvm.fmuladd.f64(double %45, double %47, double %43)
  %49 = getelementptr inbounds i8, ptr %34, i64 48
  %50 = load double, ptr %49, align 8, !tbaa !10
  %51 = call double @llvm.fmuladd.f64(double %37, double %50, double %48)
  %52 = call double @llvm.fmuladd.f64(double %42, double %33, double %51)
  %53 = call double @llvm.fmuladd.f64(double %47, double %35, double %52)
  %54 = call double @llvm.fmuladd.f64(double %50, double %40, double %53)
  %55 = call double @llvm.fmuladd.f64(double %33, double %45, double %54)
  call void @free(ptr noundef %34) #8
  br label %56

56:                                               ; preds = %1, %5
  %57 = phi double [ %55, %5 ], [ 0.000000e+00, %1 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret double %57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double @f(double noundef 4.000010e-01)
  %2 = tail call double @f(double noundef 0x3FD9999567DBB16D)
  %3 = fsub double %1, %2
  %4 = fdiv double %3, 2.000000e-06
  %5 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 4.000000e-01) #8
  %6 = fsub double %5, %4
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = tail call double @llvm.fabs.f64(double %4)
  %9 = tail call double @llvm.maxnum.f64(double %8, double 1.000000e+00)
  %10 = fmul double %9, 0x3EB0C6F7A0B5ED8D
  %11 = fcmp ugt double %7, %10
  %12 = fcmp ule double %8, 1.000000e-09
  %13 = or i1 %12, %11
  %14 = select i1 %13, ptr @.str.3, ptr @.str.4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %5, double noundef %4, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !12
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !12
  %19 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef 4.000000e-01, double noundef 1.000000e+00) #8
  %20 = fsub double %19, %4
  %21 = tail call double @llvm.fabs.f64(double %20)
  %22 = fcmp ugt double %21, %10
  %23 = or i1 %12, %22
  %24 = select i1 %23, ptr @.str.3, ptr @.str.4
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %19, double noundef %4, ptr noundef nonnull %24)
  %26 = zext i1 %23 to i32
  %27 = load i32, ptr @fails, align 4, !tbaa !12
  %28 = add nsw i32 %27, %26
  store i32 %28, ptr @fails, align 4, !tbaa !12
  %29 = tail call double @f(double noundef 0xBFF199988D2A1F8F)
  %30 = tail call double @f(double noundef 0xBFF1999AA60913A5)
  %31 = fsub double %29, %30
  %32 = fdiv double %31, 2.000000e-06
  %33 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef -1.100000e+00) #8
  %34 = fsub double %33, %32
  %35 = tail call double @llvm.fabs.f64(double %34)
  %36 = tail call double @llvm.fabs.f64(double %32)
  %37 = tail call double @llvm.maxnum.f64(double %36, double 1.000000e+00)
  %38 = fmul double %37, 0x3EB0C6F7A0B5ED8D
  %39 = fcmp ugt double %35, %38
  %40 = fcmp ule double %36, 1.000000e-09
  %41 = or i1 %40, %39
  %42 = select i1 %41, ptr @.str.3, ptr @.str.4
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %33, double noundef %32, ptr noundef nonnull %42)
  %44 = zext i1 %41 to i32
  %45 = load i32, ptr @fails, align 4, !tbaa !12
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr @fails, align 4, !tbaa !12
  %47 = tail call double (ptr, ...) @__enzyme_fwddiff(ptr noundef nonnull @f, double noundef -1.100000e+00, double noundef 1.000000e+00) #8
  %48 = fsub double %47, %32
  %49 = tail call double @llvm.fabs.f64(double %48)
  %50 = fcmp ugt double %49, %38
  %51 = or i1 %40, %50
  %52 = select i1 %51, ptr @.str.3, ptr @.str.4
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %47, double noundef %32, ptr noundef nonnull %52)
  %54 = zext i1 %51 to i32
  %55 = load i32, ptr @fails, align 4, !tbaa !12
  %56 = add nsw i32 %55, %54
  store i32 %56, ptr @fails, align 4, !tbaa !12
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, ptr @.str.4, ptr @.str.3
  %59 = tail call i32 @puts(ptr nonnull dereferenceable(1) %58)
  %60 = load i32, ptr @fails, align 4, !tbaa !12
  %61 = icmp ne i32 %60, 0
  %62 = zext i1 %61 to i32
  ret i32 %62
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #6

declare double @__enzyme_fwddiff(ptr noundef, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !8, i64 0}
