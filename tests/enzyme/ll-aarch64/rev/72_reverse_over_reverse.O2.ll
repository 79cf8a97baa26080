; ModuleID = 'rev/72_reverse_over_reverse.c'
source_filename = "rev/72_reverse_over_reverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@state = dso_local local_unnamed_addr global double 0.000000e+00, align 8
@.str = private unnamed_addr constant [27 x i8] c"f'' (reverse over reverse)\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"global written in callee\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define dso_local double @g(double noundef %0) local_unnamed_addr #0 {
  %2 = tail call double @sin(double noundef %0) #10
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @f(double noundef %0) #2 {
  %2 = fadd double %0, 0.000000e+00
  %3 = tail call double @g(double noundef %2)
  %4 = fadd double %3, 0.000000e+00
  %5 = fadd double %0, 1.000000e+00
  %6 = tail call double @g(double noundef %5)
  %7 = tail call double @llvm.fmuladd.f64(double %6, double 2.000000e+00, double %4)
  %8 = fadd double %0, 2.000000e+00
  %9 = tail call double @g(double noundef %8)
  %10 = tail call double @llvm.fmuladd.f64(double %9, double 3.000000e+00, double %7)
  ret double %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind uwtable
define dso_local double @df(double noundef %0) #4 {
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef %0) #10
  ret double %2
}

declare double @__enzyme_autodiff(ptr noundef, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @publish(double noundef %0) local_unnamed_addr #6 {
  %2 = fmul double %0, %0
  %3 = fmul double %2, 3.000000e+00
  store double %3, ptr @state, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define dso_local double @read_back(double noundef %0) #7 {
  tail call void @publish(double noundef %0)
  %2 = load double, ptr @state, align 8, !tbaa !6
  %3 = fmul double %2, %0
  ret double %3
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #4 {
  %1 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @df, double noundef 0x3FE6666666666666) #10
  %2 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 0x3FE6667B5F1BEF49) #10
  %3 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @f, double noundef 6.999900e-01) #10
  %4 = fsub double %2, %3
  %5 = fdiv double %4, 2.000000e-05
  %6 = fsub double %1, %5
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = tail call double @llvm.fabs.f64(double %5)
  %9 = tail call double @llvm.maxnum.f64(double %8, double 1.000000e+00)
  %10 = fmul double %9, 0x3EB0C6F7A0B5ED8D
  %11 = fcmp ugt double %7, %10
  %12 = fcmp ule double %8, 1.000000e-09
  %13 = or i1 %12, %11
  %14 = select i1 %13, ptr @.str.3, ptr @.str.4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, double noundef %1, double noundef %5, ptr noundef nonnull %14)
  %16 = zext i1 %13 to i32
  %17 = load i32, ptr @fails, align 4, !tbaa !10
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr @fails, align 4, !tbaa !10
  %19 = tail call double (ptr, ...) @__enzyme_autodiff(ptr noundef nonnull @read_back, double noundef 0x3FE6666666666666) #10
  tail call void @publish(double noundef 0x3FE6667B5F1BEF49)
  %20 = load double, ptr @state, align 8, !tbaa !6
  %21 = fmul double %20, 0x3FE6667B5F1BEF49
  tail call void @publish(double noundef 6.999900e-01)
  %22 = load double, ptr @state, align 8, !tbaa !6
  %23 = fmul double %22, 6.999900e-01
  %24 = fsub double %21, %23
  %25 = fdiv double %24, 2.000000e-05
  %26 = fsub double %19, %25
  %27 = tail call double @llvm.fabs.f64(double %26)
  %28 = tail call double @llvm.fabs.f64(double %25)
  %29 = tail call double @llvm.maxnum.f64(double %28, double 1.000000e+00)
  %30 = fmul double %29, 0x3EB0C6F7A0B5ED8D
  %31 = fcmp ugt double %27, %30
  %32 = fcmp ule double %28, 1.000000e-09
  %33 = or i1 %32, %31
  %34 = select i1 %33, ptr @.str.3, ptr @.str.4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, double noundef %19, double noundef %25, ptr noundef nonnull %34)
  %36 = zext i1 %33 to i32
  %37 = load i32, ptr @fails, align 4, !tbaa !10
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr @fails, align 4, !tbaa !10
  %39 = icmp eq i32 %38, 0
  %40 = select i1 %39, ptr @.str.4, ptr @.str.3
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) %40)
  %42 = load i32, ptr @fails, align 4, !tbaa !10
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  ret i32 %44
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
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
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
