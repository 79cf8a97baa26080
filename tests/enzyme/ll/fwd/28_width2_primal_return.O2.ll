; ModuleID = 'fwd/28_width2_primal_return.c'
source_filename = "fwd/28_width2_primal_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dual2 = type { double, [2 x double] }

@enzyme_width = external local_unnamed_addr global i32, align 4
@enzyme_primal_return = external local_unnamed_addr global i32, align 4
@.str = private unnamed_addr constant [33 x i8] c"%-26s got=%+.10e want=%+.10e %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"primal\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"OK\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@fails = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"df/dx (lane 0)\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"df/dy (lane 1)\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"%-26s ad=%+.10e fd=%+.10e %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.dual2, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #8
  %2 = load i32, ptr @enzyme_width, align 4, !tbaa !5
  %3 = load i32, ptr @enzyme_primal_return, align 4, !tbaa !5
  call void (ptr, ptr, ...) @__enzyme_fwddiff_dual2(ptr dead_on_unwind nonnull writable sret(%struct.dual2) align 8 %1, ptr noundef nonnull @f, i32 noundef %2, i32 noundef 2, i32 noundef %3, double noundef 9.000000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef -4.000000e-01, double noundef 0.000000e+00, double noundef 1.000000e+00) #8
  %4 = load double, ptr %1, align 8, !tbaa !9
  %5 = fadd double %4, 0x3FACEDB8B67C7624
  %6 = call double @llvm.fabs.f64(double %5)
  %7 = fcmp ugt double %6, 0x3D719799812DEA11
  %8 = select i1 %7, ptr @.str.3, ptr @.str.2
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1, double noundef %4, double noundef 0xBFACEDB8B67C7624, ptr noundef nonnull %8)
  %10 = zext i1 %7 to i32
  %11 = load i32, ptr @fails, align 4, !tbaa !5
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr @fails, align 4, !tbaa !5
  %13 = getelementptr inbounds i8, ptr %1, i64 8
  %14 = load double, ptr %13, align 8, !tbaa !12
  %15 = fadd double %14, 0x3FFAEFDAB5320690
  %16 = call double @llvm.fabs.f64(double %15)
  %17 = fcmp ugt double %16, 0x3EBC3ED3CD057332
  %18 = select i1 %17, ptr @.str.3, ptr @.str.2
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.4, double noundef %14, double noundef 0xBFFAEFDAB5320690, ptr noundef nonnull %18)
  %20 = zext i1 %17 to i32
  %21 = load i32, ptr @fails, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr @fails, align 4, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %1, i64 16
  %24 = load double, ptr %23, align 8, !tbaa !12
  %25 = fadd double %24, 0xBFFC607E8C3E16AD
  %26 = call double @llvm.fabs.f64(double %25)
  %27 = fcmp ugt double %26, 0x3EBDC15FD8EEC665
  %28 = select i1 %27, ptr @.str.3, ptr @.str.2
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull @.str.5, double noundef %24, double noundef 0x3FFC607E8C3E16AD, ptr noundef nonnull %28)
  %30 = zext i1 %27 to i32
  %31 = load i32, ptr @fails, align 4, !tbaa !5
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr @fails, align 4, !tbaa !5
  %33 = icmp eq i32 %32, 0
  %34 = select i1 %33, ptr @.str.2, ptr @.str.3
  %35 = call i32 @puts(ptr nonnull dereferenceable(1) %34)
  %36 = load i32, ptr @fails, align 4, !tbaa !5
  %37 = icmp ne i32 %36, 0
  %38 = zext i1 %37 to i32
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #8
  ret i32 %38
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare void @__enzyme_fwddiff_dual2(ptr dead_on_unwind writable sret(%struct.dual2) align 8, ptr noundef, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define internal double @f(double noundef %0, double noundef %1) #3 {
  %3 = fmul double %0, %0
  %4 = fsub double %0, %1
  %5 = tail call double @cos(double noundef %4) #8
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %1, double %5)
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!9 = !{!10, !11, i64 0}
!10 = !{!"", !11, i64 0, !7, i64 8}
!11 = !{!"double", !7, i64 0}
!12 = !{!11, !11, i64 0}
